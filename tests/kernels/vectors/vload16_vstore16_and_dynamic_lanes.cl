// vload16 / vstore16 of float16 and vload8 of float8 from a float buffer, and a float8's lane
// chosen at run time.
// run: wide_vdata 32 in=each:544:i*1.5-7 out=zeros:512 lanes=zeros:32
// expect: out = each: 2 * in[i]
// expect: lanes = each: in[8 * (2 * i + 1) + (i & 7)] + in[16 * i + 15]
kernel void wide_vdata(global const float *in, global float *out, global float *lanes) {
    size_t i = get_global_id(0);
    float16 v = vload16(i, in);
    vstore16(v * 2.0f, i, out);
    float8 w = vload8(2 * i + 1, in);
    lanes[i] = w[i & 7] + v.sF;
}
