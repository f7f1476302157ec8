// Images as bytes: RGBA pixels as `uchar4` in, one `uchar` out per pixel, so that adjacent
// work-items write bytes of one 32-bit word (the portable targets' stores of a byte must not
// lose a neighbour's); a 3-tap blur through a `local` tile of bytes and `local` flags of
// `bool`; four bytes at a time through vload4/vstore4; signed `char` offsets and `char2` pairs.
// RUN: -k grayscale -g 1024 -l 64 --arg rgba=rand:1024:5 --arg gray=zeros:1024
// RUN: -k blur -g 1024 -l 64 --arg in=rand:1024:6 --arg out=zeros:1024
// RUN: -k invert4 -g 256 -l 64 --arg in=rand:1024:9 --arg out=zeros:1024
// RUN: -k offsets -g 1000 -l 8 --arg in=rand:1000:7 --arg delta=rand:1000:8 --arg out=zeros:1000 --arg pairs=zeros:1000
kernel void grayscale(global const uchar4 *rgba, global uchar *gray) {
    size_t i = get_global_id(0);
    uint4 p = convert_uint4(rgba[i]);
    gray[i] = (uchar)((p.x * 77 + p.y * 150 + p.z * 29) >> 8);
}

kernel void blur(global const uchar *in, global uchar *out) {
    local uchar tile[66];
    local bool bright[64];
    uint i = get_global_id(0);
    uint l = get_local_id(0);
    uint n = get_global_size(0);
    tile[l + 1] = in[i];
    bright[l] = in[i] > 200;
    if (l == 0)
        tile[0] = in[i == 0 ? 0 : i - 1];
    if (l == (uint)get_local_size(0) - 1)
        tile[l + 2] = in[i + 1 == n ? i : i + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint sum = tile[l] + 2 * tile[l + 1] + tile[l + 2];
    out[i] = (uchar)((sum + 2) / 4) ^ bright[(l + 1) % 64];
}

kernel void invert4(global const uchar *in, global uchar *out) {
    size_t i = get_global_id(0);
    vstore4(~vload4(i, in), i, out);
}

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void offsets(global const uchar *in, global const char *delta, global uchar *out,
                    global char2 *pairs) {
    size_t i = get_global_id(0);
    char d = delta[i];
    out[i] = add_sat(in[i], (uchar)(d < 0 ? 0 : d)) ^ (uchar)(d >> 7);
    pairs[i] = (char2)(d / 3, (char)(in[i] + d));
}
