// The memory model's breadth: helpers taking private, local and global pointers (specialized per
// root), pointer variables stepping through a buffer, pointer comparisons, program-scope
// constant data, switch fallthrough, do-while with continue, narrow integers in registers,
// saturating and bit-reinterpreting conversions, and 32-bit atomics on a buffer.
constant float table[4] = {1.0f, 2.0f, 4.0f, 8.0f};

void fill(float *p, int n, float v) {
    for (int i = 0; i < n; i++)
        p[i] = v;
}

int sum_local(local int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

void bump(global int *p, global int *end) {
    while (p < end)
        *p++ += 1;
}

kernel void memory_model(global int *out, global float *f, global int *counters, int n) {
    int gid = get_global_id(0);
    local int tmp[64];
    tmp[get_local_id(0)] = gid;
    barrier(CLK_LOCAL_MEM_FENCE);
    float priv[8];
    fill(priv, 8, 0.5f);
    fill(priv + 2, 3, table[gid & 3]);
    int acc = 0;
    switch (gid & 7) {
    case 0:
        acc = 1;
        break;
    case 1:
    case 2:
        acc = 2;
        break;
    case 3:
        acc = 3;
    case 4:
        acc += 4;
        break;
    default:
        acc = -1;
    }
    int k = 0;
    do {
        k += 2;
        if (k == 6)
            continue;
        if (k > 10)
            break;
    } while (k < 20);
    if (gid == 0)
        bump(out + 64, out + 68);
    char c = (char)gid;
    c += 100;
    uchar u = (uchar)(gid * 3);
    short sh = (short)(gid * 1000);
    int4 v = (int4)(gid, 1, 2, 3);
    v.yz += 5;
    float4 fv = convert_float4(v);
    fv.w = fv.x;
    int old = atomic_cmpxchg(&counters[0], 0, gid) + atomic_min(&counters[1], gid) + atomic_inc(&counters[2]);
    out[gid] = acc + k + sum_local(tmp, 4) + (int)priv[3] + c + u + sh + v.x + v.y + (int)fv.w +
               convert_int_sat(f[gid] * 1e10f) + as_int(f[gid]) + abs(gid - 5) + (n > 3 ? 1 : 2) + old +
               select(1, 2, gid > 3) + (int)(gid != 0 && n != 0);
    f[gid] = fv.x * 0.5f + priv[0] + (float)(uint)n + mix(1.0f, 2.0f, 0.5f) + step(0.5f, fv.z) + length(fv);
}
