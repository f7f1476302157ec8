void zero(local float *p, int n) {
    local float *end = p + n;
    while (p < end) {
        *p = 0.0f;
        p++;
    }
}

kernel void walk(global float *out, local float *tile, int n) {
    float priv[8];
    float *q = priv;
    for (int i = 0; i < 8; i++) *q++ = (float)i;
    q = &priv[2];
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        switch (i % 4) {
        case 0: continue;
        case 1: s += q[0]; break;
        case 2: s += q[1];
        default: s += 1.0f;
        }
        if (s > 100.0f) break;
    }
    local float *t = tile;
    t += get_local_id(0);
    *t = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    zero(tile + 4, n & 3);
    out[get_global_id(0)] = tile[0] + priv[7] + (float)(q - priv);
}
