// A local void * argument and an over-aligned local double8 * argument, reinterpreted as int
// and ulong arrays, live in the local home: each work-item reads its neighbour's int
// (3 * ((l + 1) % 32), plus ld's address modulo 64, which must be 0) and its own ulong >> 33.
// targets: vulkan1.2 vulkan1.3
// run: local_void 32/32 out=fill:-1:64 lv=local:128 ld=local:32
// expect: out = each: i % 2 == 0 ? 3 * ((i / 2 + 1) % 32) : i / 2
kernel void local_void(global int *out, local void *lv, local double8 *ld) {
    size_t l = get_local_id(0);
    local int *li = (local int *)lv;
    li[l] = (int)l * 3;
    local ulong *lu = (local ulong *)ld;
    lu[l] = l << 33;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[2 * l] = li[(l + 1) % get_local_size(0)] + (int)((uintptr_t)ld % 64);
    out[2 * l + 1] = (int)(lu[l] >> 33);
}
