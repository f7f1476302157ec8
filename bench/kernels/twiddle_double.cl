// twiddle.cl's kernel with cosine and sine evaluated in double and rounded to float, as oclvk's
// float math did before its float library (issue #17): kept for the record. In a file of its
// own, so that twiddle.cl stays float-only (no Float64 in its module).
kernel void twiddle_double(global float2 *restrict w, int k, int n)
{
    int i = get_global_id(0);
    float a = -2.0f * M_PI_F * (float)((k * i) & (n - 1)) / (float)n;
    w[i] = (float2)((float)cos((double)a), (float)sin((double)a));
}
