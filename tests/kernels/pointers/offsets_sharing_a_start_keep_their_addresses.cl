// Reads of one buffer whose indices start alike (`a[i]`, `a[i - 1]`, `a[i + d]`, ...) share one
// address per statement on the Vulkan targets (the backend's share-offsets stage); every read
// must still see its own element: signed steps of either sign, 64-bit indices with a
// subtraction, and a compound assignment in a loop. a[x] is x, so each tap's weight shows which
// element it read.
// targets: vulkan1.2 opencl
// run: taps 56 a=iota:64 out=zeros:56 d=3
// expect: out = each: (i+4) + 10*(i+3) + 100*(i+5) + 1000*(i+1) + 10000*(i+7)
// run: taps 56 a=iota:64 out=zeros:56 d=-3
// expect: out = each: (i+4) + 10*(i+3) + 100*(i+5) + 1000*(i+7) + 10000*(i+1)
// run: taps_size_t 56 a=iota:64 out=zeros:56 d=3
// expect: out = each: (i+4) + 10*(i+5) + 100*(i+1)
// run: correlate 48 a=iota:64 out=zeros:48 n=4
// expect: out = each: 4*(i+8)*(i+8) - 14
kernel void taps(global const int *a, global int *out, int d)
{
    int i = get_global_id(0) + 4;
    out[i - 4] = a[i] + 10 * a[i - 1] + 100 * a[i + 1] + 1000 * a[i - d] + 10000 * a[i + d];
}

kernel void taps_size_t(global const int *a, global int *out, ulong d)
{
    size_t i = get_global_id(0) + 4;
    out[i - 4] = a[i] + 10 * a[i + 1] + 100 * a[i - d];
}

kernel void correlate(global const int *a, global int *out, int n)
{
    int i = get_global_id(0) + 8;
    int s = 0;
    for (int k = 0; k < n; k++)
        s += a[i + k] * a[i - k];
    out[i - 8] = s;
}
