// Struct and union declarations whose layouts are compared with clang-15's (spir64) by
// tests/layout_clang.rs: field offsets, sizes and alignments.
struct CharInt { char c; int i; };
struct ShortCharDouble { short s; char c; double d; char tail; };
struct Vec3s { char c; float3 v; short3 s; char3 c3; uchar end; };
struct Wide { char c; float8 f8; int16 i16; char k; double8 d8; };
struct Arrays { char c[3]; float3 v[2]; short s[5]; long l; };
struct Nested { char c; struct Vec3s inner; struct CharInt ci[2]; ushort u; };
struct Pointers { char c; global int *p; constant float *q; int after; };
struct Longs { int i; long l; uint u; ulong ul; uchar c; };
struct Bools { bool b; int i; bool b2; };
struct SizeT { char c; size_t n; ptrdiff_t d; uintptr_t u; };
struct Packed { char c; int i; short s; double d; } __attribute__((packed));
struct AlignedStruct { char c; } __attribute__((aligned(16)));
struct AlignedMember { char c; int i __attribute__((aligned(8))); char d; };
struct HasAligned { char c; struct AlignedStruct a; char e; };
union IntFloat { int i; float f; char bytes[5]; };
union WithVector { float4 v; double d; char c; };
union WideUnion { char c; float16 f; long2 l; };
struct HasUnion { char c; union IntFloat u; union WithVector w; short s; };
union HasStruct { struct CharInt ci; struct ShortCharDouble scd; };
struct Vec2s { char c; char2 c2; short2 s2; int2 i2; long2 l2; float2 f2; double2 d2; };
struct Vec4s { char c; char4 c4; short4 s4; int4 i4; long4 l4; double4 d4; };
struct Vec16s { char c; char16 c16; short16 s16; ulong16 u16; double3 d3; };

kernel void layouts(global struct CharInt *a, global struct ShortCharDouble *b,
                    global struct Vec3s *c, global struct Wide *d, global struct Arrays *e,
                    global struct Nested *f, global struct Longs *h,
                    global struct AlignedStruct *k, global struct AlignedMember *l,
                    global struct HasAligned *m, global union IntFloat *n,
                    global union WithVector *o, global union WideUnion *p,
                    global struct HasUnion *q, global union HasStruct *r,
                    global struct Vec2s *s, global struct Vec4s *t, global struct Vec16s *u) {
    size_t x = get_global_id(0);
    struct Pointers ptrs;
    struct Bools bools;
    struct SizeT sizes;
    // Packed structs stay private: Vulkan buffer layouts need naturally aligned members.
    struct Packed packed;
    packed.i = 4;
    ptrs.after = 1;
    bools.i = 2;
    sizes.n = 3;
    a[x].i = (int)(ptrs.after + bools.i + sizes.n) + packed.i;
}
