// explog.cl's kernel with every function evaluated in double and rounded to float once: how
// oclvk computed float exp/log/pow before it had float forms of them (for the record; needs
// fp64).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void explog_double(global const float *restrict x, global const float *restrict y,
                          global float *restrict out)
{
    size_t i = get_global_id(0);
    float a = x[i];
    float b = y[i];
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        float t = a + 0.25f * k;
        s += (float)exp((double)t) + (float)log((double)(b + k)) +
             (float)pow((double)b, (double)(0.5f * t));
    }
    out[i] = s;
}
