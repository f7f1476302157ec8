// `local` arguments and the work-group size chosen when compiling (`oclvk compile --local-arg
// NAME=BYTES --work-group-size X,Y`): a 2-D work-group of 8x4 work-items reverses its tile of
// `float4`s through a `local float4 *` argument and weighs `short`s through a `local short *`
// one (held as 32-bit words), and a kernel whose reqd_work_group_size is the size chosen.
// SIZES: --local-arg tile=512 --local-arg counts=64 --work-group-size 8,4
// ULPS: 1
// RUN: -k tiles -g 32,16 -l 8,4 --arg in=rand:512:61 --arg out=zeros:512 --arg tile=local:32 --arg counts=local:32 --arg sums=zeros:512
// RUN: -k required -g 64,8 -l 8,4 --arg in=rand:512:62 --arg tile=local:32 --arg out=zeros:512
kernel void tiles(global const float *in, global float *out, local float4 *tile,
                  local short *counts, global int *sums) {
    uint items = get_local_size(0) * get_local_size(1);
    uint l = get_local_id(1) * get_local_size(0) + get_local_id(0);
    size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);
    float x = in[g];
    tile[l] = (float4)(x, x * 2.0f, -x, (float)l);
    counts[l] = (short)((int)(x * 1000.0f) - 500);
    barrier(CLK_LOCAL_MEM_FENCE);
    float4 t = tile[items - 1 - l];
    out[g] = t.x + t.y - t.z + t.w;
    int s = 0;
    for (uint k = 0; k < items; ++k)
        s += counts[k] * (int)(k + 1);
    sums[g] = s + counts[l ^ 1u];
}

__attribute__((reqd_work_group_size(8, 4, 1)))
kernel void required(global const float *in, local float4 *tile, global float *out) {
    uint l = get_local_id(1) * 8 + get_local_id(0);
    size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);
    tile[l] = (float4)(in[g], (float)get_group_id(0), (float)get_group_id(1), 1.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    float4 t = tile[31 - l];
    out[g] = t.x - t.y + 100.0f * t.z + t.w;
}
