// Program-scope constant data holding an infinity or a NaN: the default target writes the
// bits; naga's constant expressions cannot hold a non-finite float (its validator refuses the
// literal, and a bit cast is not a constant there), so the portable targets refuse the
// declaration instead of failing inside naga.
// REFUSES: vulkan1.2-portable: infinite or NaN values in program-scope constant data are not supported on the vulkan1.2-portable target
// REFUSES: wgsl: infinite or NaN values in program-scope constant data are not supported on the wgsl target
// REFUSES: glsl: infinite or NaN values in program-scope constant data are not supported on the glsl target
// RUN: -k k -g 4 -l 4 --arg out=zeros:4

// Infinities spelled as divisions: NVIDIA's OpenCL headers define INFINITY as a call.
constant float limits[4] = {1.0f / 0.0f, -1.0f / 0.0f, 1.0f, -2.0f};

kernel void k(global float *out) {
    uint i = (uint)get_global_id(0);
    out[i] = limits[i] * 0.5f;
}
