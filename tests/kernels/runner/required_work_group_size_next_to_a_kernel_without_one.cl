// A module where one kernel has reqd_work_group_size and another does not: the WorkgroupSize
// builtin (from specialization constants) applies module-wide, so the runner must set those
// constants for the required-size kernel too, or it runs with a 1x1x1 work-group.
// run: fixed 64 out=zeros:64
// expect: out = each: 32000 + i % 32
kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fixed(global uint *out) { out[get_global_id(0)] = get_local_size(0) * 1000 + get_local_id(0); }
kernel void free_size(global uint *out) { out[get_global_id(0)] = get_local_size(0); }
