// RUN: oclvk compile -cl-std=CL2.0 %s
// `half` as storage only (no cl_khr_fp16): members of structs in constant and global memory,
// with initializers, read and written through vload_half/vstore_half.
typedef struct { int a; half b[3]; } Rec;
constant Rec table = {1, {1.0f, 2.5f, 0.0f}};
global Rec state = {2, {0.0f, 0.0f, 0.0f}};

kernel void cl20_half_members(global float *out, global Rec *recs) {
    size_t i = get_global_id(0);
    out[i] = vload_half(i % 3, table.b) + table.a;
    vstore_half(out[i] * 2.0f, i % 3, state.b);
    vstore_half(vload_half(0, recs[i].b) + 1.0f, 1, recs[i].b);
}
