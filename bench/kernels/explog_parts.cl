// explog.cl's three functions one at a time, each four times per element on the arguments
// explog gives it (same inputs, same launch), so that a run shows what exp, log and pow each
// cost against the vendor's: `explog-exp`, `explog-log` and `explog-pow` of `oclvk bench
// --extras`. Every kernel takes explog's three buffers, used or not.
kernel void explog_exp(global const float *restrict x, global const float *restrict y,
                       global float *restrict out)
{
    size_t i = get_global_id(0);
    float a = x[i];
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        s += exp(a + 0.25f * k);
    }
    out[i] = s;
}

kernel void explog_log(global const float *restrict x, global const float *restrict y,
                       global float *restrict out)
{
    size_t i = get_global_id(0);
    float b = y[i];
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        s += log(b + k);
    }
    out[i] = s;
}

kernel void explog_pow(global const float *restrict x, global const float *restrict y,
                       global float *restrict out)
{
    size_t i = get_global_id(0);
    float a = x[i];
    float b = y[i];
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        s += pow(b, 0.5f * (a + 0.25f * k));
    }
    out[i] = s;
}
