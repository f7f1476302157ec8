// OpenCL C 2.0 generic pointers to a private float and a local float array, read as uint and
// passed to a helper; their addresses' bit 31 is clear.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_casts 128/64 out=zeros:512 in=each:128:i*1.5-90
// expect: out = each: bits(in[i]); bits(2 * in[i - i % 64 + (i % 64 + 3) % 64]); bits(in[i] + 1); 1
float first_float(float *p) { return p[0]; }
kernel void generic_casts(global uint *out, global const float *in) {
    size_t i = get_global_id(0);
    float f = in[i];
    uint *g = (uint *)&f;
    out[4 * i] = *g;
    local float lf[64];
    lf[get_local_id(0)] = in[i] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint *lg = (uint *)lf;
    out[4 * i + 1] = lg[(get_local_id(0) + 3) % 64];
    out[4 * i + 2] = as_uint(first_float((float *)g) + 1.0f);
    out[4 * i + 3] = ((uintptr_t)lg >> 31) + 2 * ((uintptr_t)g >> 31);
}
