// `short` and `ushort` buffers (two to a word on the portable targets): wrapping arithmetic,
// sign extension of loaded values, 2- and 4-lane vectors and vload/vstore.
// RUN: -k short_math -g 999 -l 9 --arg a=rand:999:9 --arg b=rand:999:10 --arg sum=zeros:999 --arg prod=zeros:999 --arg wide=zeros:999
// RUN: -k short_vectors -g 256 -l 64 --arg a=rand:1024:11 --arg u=rand:256:12 --arg out4=zeros:256 --arg out2=zeros:512
kernel __attribute__((reqd_work_group_size(9, 1, 1)))
void short_math(global const short *a, global const short *b, global short *sum,
                global ushort *prod, global int *wide) {
    size_t i = get_global_id(0);
    short x = a[i], y = b[i];
    sum[i] = x + y;
    prod[i] = (ushort)(x * y) >> 3;
    wide[i] = x * y + mul_hi(x, y) + (x >> 2) + abs_diff(x, y);
}

kernel void short_vectors(global const short *a, global const ushort2 *u, global short4 *out4,
                          global ushort *out2) {
    size_t i = get_global_id(0);
    short4 v = vload4(i, a);
    out4[i] = v.wzyx - (short4)(1, 2, 3, 4) * v;
    ushort2 w = u[i] + (ushort2)((ushort)v.x, (ushort)v.y);
    vstore2(w.yx, i, out2);
}
