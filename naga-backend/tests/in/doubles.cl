// targets: hlsl spvasm
// double arithmetic and conversions where the language has double (not WGSL or MSL), and
// copysign/isnan on its bits where 64-bit integers hold them.
kernel void doubles(global const double *x, global double *y, global float *f, double scale) {
    int i = get_global_id(0);
    double v = x[i] * scale + 0.5;
    y[i] = v - (double)f[i];
    f[i] = (float)(v * v);
}
