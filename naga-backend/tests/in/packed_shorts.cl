// 16-bit elements packed in 32-bit words: a short stored atomically, `short2` one word,
// `ushort4` two.
kernel void shorts(global const short2 *in, global short *out, global ushort4 *wide) {
    size_t i = get_global_id(0);
    short2 v = in[i];
    out[i] = v.x * v.y;
    wide[i] = convert_ushort4((short4)(v, v.yx));
}
