global int counter = 0;
global float table[4] = { 1.0f, 2.0f, 3.0f, 4.0f };

int twice(generic int *p) { return *p * 2; }

kernel void pipes(write_only pipe int out, read_only pipe float in, read_write image2d_t img)
{
    local int l;
    private int x = 1;
    l = twice(&x);
    atomic_int *a;
    atomic_fetch_add_explicit((volatile generic atomic_int *)a, 1, memory_order_relaxed, memory_scope_device);
    __attribute__((opencl_unroll_hint(2)))
    for (int i = 0; i < 4; i++) counter += i;
    static int kept;
}
