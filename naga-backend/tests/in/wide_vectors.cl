// Vectors of 8 and 16 lanes, which the wide-vectors stage makes arrays of 4-lane parts: a
// buffer of them, a struct field, arithmetic and masks, swizzles, a lane at a run-time index,
// conversions, lane-wise builtins, vload/vstore of 16, shuffle, a helper taking and returning one.
typedef struct {
    float x;
    float8 v;
} Tagged;

float8 swapped(float8 v) {
    return (float8)(v.hi, v.lo);
}

kernel void wide_vectors(global float8 *a, global const float *b, global int16 *m,
                         global uchar16 *u, global Tagged *t, global float *f, int i) {
    size_t g = get_global_id(0);
    float8 x = a[g] * clamp(t[g].v, -1.0f, 1.0f) + t[g].x;
    x.odd = swapped(x).even;
    float16 w = vload16(g, b);
    m[g] = convert_int16_sat_rtz(w * 8.0f) + (int16)(x > 0.5f, x < 0.25f);
    a[g] = select(x, sqrt(fabs(x)), m[g].lo < 3) + w[i & 15];
    u[g] = add_sat(u[g], (uchar16)(200)) ^ shuffle(u[g], convert_uchar16(m[g]) & (uchar16)(15));
    vstore16(w.sfedcba9876543210, g, f);
}
