// The math library's exponentials, trigonometry and powers (within OpenCL's accuracy: compared
// within 4 ulp).
// ULPS: 4
// XFAIL: vulkan1.2-portable: the library's results are wrong on lavapipe (naga-findings.md)
// XFAIL: wgsl: the library's results are wrong on lavapipe (naga-findings.md)
// XFAIL: glsl: the library's results are wrong on lavapipe (naga-findings.md)
// RUN: -k library -g 512 -l 64 --arg x=rand:512:1 --arg y=rand:512:2 --arg out=zeros:3072
kernel void library(global const float *x, global const float *y, global float *out) {
    size_t i = get_global_id(0);
    float a = x[i] * 4.0f + 0.25f, b = y[i] * 2.0f - 1.0f;
    global float *o = out + i * 6;
    o[0] = exp(b);
    o[1] = exp2(b);
    o[2] = sin(b);
    o[3] = cos(b);
    o[4] = pow(a, 1.5f);
    o[5] = tanh(b);
}
