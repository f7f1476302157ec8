// printf with every conversion class, vectors (4, 3 and 16 lanes), string literals, 64-bit and
// floating-point arguments, in a kernel and in a helper function.
int say(int n) {
    return printf("helper %d\n", n);
}

kernel void printf_all(global float4 *v, global long *l, global double *d, global int *r) {
    size_t i = get_global_id(0);
    r[i] = printf("%d %i %o %u %x %X %c %s %%\n", (int)i, -3, 8u, 4000000000u, 255, 255, 'A', "lit");
    printf("%hhd %hu %ld %lu %5.2f %-8e %g %a %p\n", (char)-1, (ushort)65535, l[i], (ulong)l[i],
           v[i].x, v[i].y, d[i], (float)i, (global void *)r);
    printf("%v4hlf|%v3d|%v16hhx|%v2lf\n", v[i], (int3)(1, 2, 3), (uchar16)(7), (double2)(1.5, -2.0));
    printf("%#08.3f %+d % d %.0s|\n", 1.5f, 1, 2, "gone");
    r[i] += say((int)i);
}
