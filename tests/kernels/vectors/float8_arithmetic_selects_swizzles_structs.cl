// float8 (4-lane parts on the Vulkan target) arithmetic through a helper, a comparison and select,
// swizzles written (r.s7 = x.s0; r.lo = r.hi + 1), and a struct holding a float8 and any/all of
// a comparison. Rows of 8 lanes: lane l of work-item i is a[8 * i + l]; r is x * y + k - 2y, or
// x - y where x < y, k = 0.25 * l.
// run: wide_float 64 a=each:64:i*0.5-20 b=each:64:(i*7)%23-5 out=zeros:64 \
//   k=0,0.25,0.5,0.75,1,1.25,1.5,1.75 t=zeros:64
// expect: out = each: (a[8 * i + 4] < b[8 * i + 4] ? a[8 * i + 4] - b[8 * i + 4] : a[8 * i + 4] * b[8 * i + 4] + 1.0 - 2 * b[8 * i + 4]) + 1; \
//   (a[8 * i + 5] < b[8 * i + 5] ? a[8 * i + 5] - b[8 * i + 5] : a[8 * i + 5] * b[8 * i + 5] + 1.25 - 2 * b[8 * i + 5]) + 1; \
//   (a[8 * i + 6] < b[8 * i + 6] ? a[8 * i + 6] - b[8 * i + 6] : a[8 * i + 6] * b[8 * i + 6] + 1.5 - 2 * b[8 * i + 6]) + 1; \
//   a[8 * i] + 1; \
//   (a[8 * i + 4] < b[8 * i + 4] ? a[8 * i + 4] - b[8 * i + 4] : a[8 * i + 4] * b[8 * i + 4] + 1.0 - 2 * b[8 * i + 4]); \
//   (a[8 * i + 5] < b[8 * i + 5] ? a[8 * i + 5] - b[8 * i + 5] : a[8 * i + 5] * b[8 * i + 5] + 1.25 - 2 * b[8 * i + 5]); \
//   (a[8 * i + 6] < b[8 * i + 6] ? a[8 * i + 6] - b[8 * i + 6] : a[8 * i + 6] * b[8 * i + 6] + 1.5 - 2 * b[8 * i + 6]); \
//   a[8 * i]
// expect: t.v = each: a[8 * i]; a[8 * i + 2]; a[8 * i + 4]; a[8 * i + 6]; \
//   2 * b[8 * i + 1]; 2 * b[8 * i + 3]; 2 * b[8 * i + 5]; 2 * b[8 * i + 7]
// expect: t.tag = each: (a[8 * i + 7] > 10) + 2 * (a[8 * i] > 0)
typedef struct { int tag; float8 v; } Tagged;
float8 twice(float8 x) { return x + x; }
kernel void wide_float(global const float8 *a, global const float8 *b, global float8 *out,
                       float8 k, global Tagged *t) {
    size_t i = get_global_id(0);
    float8 x = a[i], y = b[i];
    float8 r = x * y + k - twice(y);
    int8 lt = x < y;
    r = select(r, x - y, lt);
    r.s7 = x.s0;
    r.lo = r.hi + (float4)(1.0f);
    out[i] = r;
    t[i].v = (float8)(x.even, y.odd * 2.0f);
    t[i].tag = any(x > 10.0f) + 2 * all(x > 0.0f);
}
