// int16 vectors (4-lane parts on the Vulkan target): shifts, xor, % and / per lane, a dynamic lane,
// a trip through local memory, as_long4 of a float8 conversion, a saturating conversion to
// uchar16 and as_char8 of a long product. Lanes flattened: out lane 16 * r + l is lane l of
// work-item r.
// run: wide_int 64/8 a=each:64:(i*37-9000)^((i&3)<<9) out=zeros:64 bits=zeros:64 u=zeros:64 c=zeros:64
// expect: out = each: i % 16 == 15 ? a[16 * (i / 16) + (i / 16 & 15)] : \
//   ((a[i] << 2) ^ (a[i] >> 1)) % 7 + a[i] / 3
// expect: bits = each: bits(a[4 * i]) | bits(a[4 * i + 2]) << 32
// expect: u = each: min(max(a[i], 0), 255)
// expect: c = each: a[16 * (i / 8) + 1] * 0x0102030405060708 >> 8 * (i % 8) & 255
kernel void wide_int(global const int16 *a, global int16 *out, global long4 *bits,
                     global uchar16 *u, global char8 *c) {
    size_t i = get_global_id(0);
    local int16 shared[8];
    int16 x = a[i];
    int16 y = (x << 2) ^ (x >> 1);
    y = y % 7 + x / 3;
    y.sF = x[i & 15];
    shared[i & 7] = y;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = shared[i & 7];
    bits[i] = as_long4(convert_float8(x.s02468ace));
    u[i] = convert_uchar16_sat(x);
    c[i] = as_char8((long)x.s1 * 0x0102030405060708L);
}
