// Private unions (one nested in another, with a float, a global pointer and a ulong) read as
// other members and passed to a helper by pointer: the float's bits, its third byte, a byte of a
// union initializer, and the pointer member's bits against the pointer it was given.
// targets: vulkan1.2 vulkan1.3
// run: unions 32 out=fill:7:128 cells=fill:-1:32
// expect: out = each: bits(i + 0.5); bits(i + 0.5) >> 16 & 255; 0x22; 0
// expect: cells = each: 11 * i
typedef union { uint u; uchar b[4]; } U4;
typedef union { U4 inner; float f; global int *gp; ulong bits; } Outer;
uint third_byte(U4 *p) { return p->b[2]; }
kernel void unions(global uint *out, global int *cells) {
    size_t i = get_global_id(0);
    Outer o;
    o.bits = 0;
    o.f = (float)i + 0.5f;
    U4 in = o.inner;
    out[4 * i] = in.u;
    out[4 * i + 1] = third_byte(&o.inner);
    o.gp = cells + i;
    global int *g = o.gp;
    *g = (int)i * 11;
    U4 c = {0x11223344u};
    out[4 * i + 2] = third_byte(&c);
    out[4 * i + 3] = (uint)(o.bits - (ulong)(cells + i));
}
