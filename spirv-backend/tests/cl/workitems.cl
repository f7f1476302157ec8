__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void fixed(global ulong *out) {
    out[get_global_id(0)] = get_local_size(0) + get_local_id(0) + get_group_id(0) + get_num_groups(0);
}

__attribute__((work_group_size_hint(32, 1, 1))) __attribute__((vec_type_hint(float4)))
kernel void dims(global ulong *out, uint d) {
    out[0] = get_global_id(d) + get_global_size(d) + get_local_size(d) + get_global_offset(d);
    out[1] = get_work_dim() + get_global_size(7);
    fixed(out);
}
