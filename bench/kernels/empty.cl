// The empty kernel used to measure launch overhead.
kernel void empty(global int *a)
{
}
