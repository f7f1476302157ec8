// Vector add; the second run has more work-groups than one dispatch may have (65,535 on
// lavapipe and in wgpu's limits): 65,537 groups of 64.
// RUN: -k vadd -g 4096 -l 64 --arg a=rand:4096:1 --arg b=rand:4096:2 --arg c=zeros:4096
// RUN: -k vadd -g 4194368 -l 64 --arg a=rand:4194368:5 --arg b=rand:4194368:6 --arg c=zeros:4194368
kernel void vadd(global const float *a, global const float *b, global float *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}
