kernel void types(global char *c, global uchar *uc, global short *sh, global ushort *us,
                  global long *l, global ulong *ul, global double *d, char x, short y, long z) {
    size_t i = get_global_id(0);
    c[i] = (char)(c[i] + x);
    uc[i] = convert_uchar_sat(sh[i]);
    sh[i] = (short)(us[i] * y);
    l[i] = l[i] / z + (long)d[i];
    ul[i] = ul[i] % 7ul + (ulong)(d[i] * 2.0);
    d[i] = (double)l[i] * 0.5;
    c[i + 1] = convert_char_sat(d[i]);
}
