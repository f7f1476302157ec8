kernel void more(global float4 *f, global int4 *i, global uint *u, global half *h, local float *tile,
                 global float *src) {
    size_t id = get_global_id(0);
    float4 ip;
    f[0] = fract(f[1], &ip) + ip;
    float4 c;
    f[2] = sincos(f[3], &c) + c;
    float4 whole;
    f[4] = modf(f[5], &whole) + whole;
    int4 e;
    f[6] = frexp(f[7], &e);
    i[0] = e + ilogb(f[8]);
    f[9] = logb(f[10]) + maxmag(f[11], f[12]) + minmag(f[11], f[12]) + nan((uint4)(1));
    i[1] = add_sat(i[2], i[3]) - sub_sat(i[4], i[5]);
    u[0] = add_sat(u[1], u[2]) + sub_sat(u[3], u[4]);
    f[13].x = vload_half(id, h);
    f[14] = vload_half4(1, h);
    vstore_half(f[15].y, id, h);
    vstore_half4(f[16], 2, h);
    event_t ev;
    ev = async_work_group_copy(tile, src, (size_t)64, ev);
    wait_group_events(1, &ev);
    ev = async_work_group_strided_copy(src, tile, (size_t)16, (size_t)4, ev);
    wait_group_events(1, &ev);
    prefetch(src, (size_t)16);
}
