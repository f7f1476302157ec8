// FFT twiddle factors (fp32), computed on the fly as FFT kernels do: for each i, the angle
// -2 pi (k i mod n) / n (n a power of two) and its cosine and sine through the accurate
// builtins. Arithmetic-bound: one float2 written per work-item.
kernel void twiddle(global float2 *restrict w, int k, int n)
{
    int i = get_global_id(0);
    float a = -2.0f * M_PI_F * (float)((k * i) & (n - 1)) / (float)n;
    w[i] = (float2)(cos(a), sin(a));
}
