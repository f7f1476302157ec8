// 64-bit integers: native where the target has them (MSL, HLSL, portable SPIR-V); held as their
// low 32 bits in WGSL and GLSL, where each construct here is exact (work-item values,
// conversions from 32-bit types, low halves of products, comparisons and divisions of values
// whose high half is known).
kernel void longs(global const int *a, global const uint *b, global int *out, uint n) {
    size_t i = get_global_id(0);
    if (i >= n)
        return;
    long x = (long)(ushort)a[i] - (long)(ushort)(a[i] >> 16);
    ulong y = b[i];
    ulong p = y * 2654435761u;
    out[4 * i] = (int)p ^ (int)(x * x) ^ (int)(~p << 2) ^ (int)(y >> 3);
    out[4 * i + 1] = (x < -5) + 2 * (y >= 0x80000000u) + (int)(y / 3u) + (int)(x % 9);
    out[4 * i + 2] = (int)min(i, (size_t)100) + (int)((float)y * 0.5f) + convert_int_sat(y);
    out[4 * i + 3] = (int)(x >> 4) ^ (int)mul_hi((uint)y, 3u) ^ (int)rotate((uint)x, 5u);
}
