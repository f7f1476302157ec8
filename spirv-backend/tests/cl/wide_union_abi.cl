// Golden: how an 8-lane vector and a union are laid out in buffers, push constants and private
// memory on each target.
typedef union { float f; uint u; } Bits;
typedef struct { char c; float8 v; Bits b; } Rec;
kernel void wide_union_abi(global Rec *r, global float8 *v, float8 k) {
    size_t i = get_global_id(0);
    Bits b;
    b.f = r[i].v.s3;
    r[i].b.u = b.u;
    v[i] = r[i].v * k;
}
