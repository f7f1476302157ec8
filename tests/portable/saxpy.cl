// y = a * x + y with a by-value scalar.
// ULPS: 1
// RUN: -k saxpy -g 2048 -l 64 --arg a=2.5 --arg x=rand:2048:1 --arg y=rand:2048:2
// RUN: -k saxpy -g 960 --arg a=0.75 --arg x=rand:960:3 --arg y=rand:960:4
kernel void saxpy(float a, global const float *x, global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
