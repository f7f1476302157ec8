// 16-bit elements packed in 32-bit words: a short stored atomically, `short2` one word,
// `ushort4` two; vload2/vstore2 from the start of a buffer a word at a time.
kernel void shorts(global const short2 *in, global short *out, global ushort4 *wide,
                   global const ushort *u) {
    size_t i = get_global_id(0);
    short2 v = in[i];
    out[i] = v.x * v.y;
    wide[i] = convert_ushort4((short4)(v, v.yx));
    vstore2(convert_short2(vload2(i, u)), i + 100, out);
}
