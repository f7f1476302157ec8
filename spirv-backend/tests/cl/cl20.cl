// RUN: oclvk compile -cl-std=CL2.0 %s
global int hits = 0;
global float weights[4] = {0.5f, 0.25f, 0.125f, 0.125f};

kernel void cl20(global float *out) {
    size_t i = get_global_linear_id() + get_local_linear_id() + get_enqueued_local_size(0);
    out[i] = weights[i & 3];
    atomic_inc(&hits);
    if (i == 0) out[1] = (float)hits;
}
