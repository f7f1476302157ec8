// Vector add; the second run has more work-groups than one dispatch may have (65,535 on
// lavapipe and in wgpu's limits).
// RUN: -k vadd -g 4096 -l 64 --arg a=rand:4096:1 --arg b=rand:4096:2 --arg c=zeros:4096
// RUN: -k vadd -g 70000 -l 1 --arg a=rand:70000:5 --arg b=rand:70000:6 --arg c=zeros:70000
kernel void vadd(global const float *a, global const float *b, global float *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}
