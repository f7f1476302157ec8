// OpenCL C 2.0 generic pointers to a private struct (odd l) or a local one, with a union member
// read through a helper; the struct's int member gets 10 added through the pointer.
// targets: vulkan1.2 vulkan1.3
// options: -cl-std=CL2.0
// run: generic_records 128/64 out=zeros:384 in=each:128:i*0.75-20
// expect: out = each: i & 1 ? bits(in[i]) + 11 : bits(-in[i]) + 12; i & 1 ? bits(in[i]) : bits(-in[i]); \
//   i & 1 ? 1102 : 112
typedef union { float f; uint u; } FU;
typedef struct { int a; FU v; } S;
uint bits(generic FU *p) { return p->u; }
kernel void generic_records(global uint *out, global const float *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local S ls[64];
    S ps;
    ps.v.f = in[i];
    ps.a = 1;
    ls[l].v.f = -in[i];
    ls[l].a = 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic S *s = (l & 1) ? (generic S *)&ps : (generic S *)&ls[l];
    s->a += 10;
    out[3 * i] = s->v.u + s->a;
    out[3 * i + 1] = bits(&s->v);
    out[3 * i + 2] = ps.a * 100 + ls[l].a;
}
