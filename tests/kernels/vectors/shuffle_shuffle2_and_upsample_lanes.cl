// shuffle2 of two uint8 by a uint16 mask (lane k < 8 from a, else from b, k = mask % 16),
// shuffle of a uint8 by a uint4 mask (k % 8), and upsample of int4 and uint4 into long4.
// run: shuffles 16 a=each:16:i*3+1 b=each:16:1000+i*7 m=each:16:(i*13+5)%40 s2=zeros:16 s=zeros:16 up=zeros:16
// expect: s2 = each: m[i] % 16 < 8 ? a[8 * (i / 16) + m[i] % 16] : b[8 * (i / 16) + m[i] % 16 - 8]
// expect: s = each: a[8 * (i / 4) + (m[16 * (i / 4) + 3 - i % 4] + 1) % 8]
// expect: up = each: (a[8 * (i / 4) + i % 4] - 40 << 32) | b[8 * (i / 4) + 4 + i % 4]
kernel void shuffles(global const uint8 *a, global const uint8 *b, global const uint16 *m,
                     global uint16 *s2, global uint4 *s, global long4 *up) {
    size_t i = get_global_id(0);
    s2[i] = shuffle2(a[i], b[i], m[i]);
    s[i] = shuffle(a[i], m[i].s3210 + (uint4)(1));
    up[i] = upsample(convert_int4(a[i].lo) - 40, b[i].hi);
}
