// 8-bit elements packed in 32-bit words: loads extract (signed ones sign-extended by shifts),
// a byte stored clears and sets its bits atomically, whole words are stored plainly; a
// two-dimensional `local` array of bytes and one of `bool`s.
kernel void bytes(global const char *in, global uchar *out, global uchar4 *words) {
    local uchar t[8][9];
    local bool seen[64];
    size_t i = get_global_id(0);
    size_t l = get_local_id(0);
    t[l % 8][l / 8] = (uchar)(in[i] >> 1);
    seen[l] = in[i] < 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = t[l / 9][l % 9] + seen[63 - l];
    words[i] = (uchar4)(in[i], 1, 2, 3);
}
