// Nested aggregates initialized member by member: each member's store goes through a pointer
// of its own (sema once reused the pointer to an inner member as the base of its siblings' and
// of its own zero store, one expression with several users, which the IR validator refuses).
typedef struct { int a[3]; float2 v; } Inner;
typedef struct { Inner in[2]; int n; } Outer;

kernel void initializers(global int *out) {
    Outer o = { .in[1].a[2] = 7, .in[1].v = (float2)(1.0f, 2.0f), .n = 3 };
    int grid[2][2] = { { 1 }, { 3, 4 } };
    Inner x = (Inner){ { 5 } };
    out[0] = o.in[1].a[2] + o.n + grid[1][0] + x.a[0] + (int)o.in[1].v.y;
}
