// Exponentials, logarithms and powers over a large array (fp32): every element evaluates exp,
// log and pow four times each, at the accuracy OpenCL's full profile requires (no native_ or
// fast-math forms), so that the time is the math's, not the memory's.
kernel void explog(global const float *restrict x, global const float *restrict y,
                   global float *restrict out)
{
    size_t i = get_global_id(0);
    float a = x[i];
    float b = y[i];
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        float t = a + 0.25f * k;
        s += exp(t) + log(b + k) + pow(b, 0.5f * t);
    }
    out[i] = s;
}
