// Buffers of 7 bytes and of 7 shorts: lengths that are not whole 32-bit words, which the
// portable targets' runners bind rounded up and copy back only in part.
// RUN: -k seven -g 7 -l 7 --arg in=rand:7:13 --arg out=zeros:7 --arg halves=zeros:7
kernel __attribute__((reqd_work_group_size(7, 1, 1)))
void seven(global const uchar *in, global uchar *out, global short *halves) {
    size_t i = get_global_id(0);
    out[6 - i] = in[i] * 3 + 1;
    halves[i] = -(short)in[i] * 129;
}
