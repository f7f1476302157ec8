// Work-item i adds its two inputs; the run checks every sum (docs/testing.md's example).
// targets: vulkan1.2 vulkan1.3 opencl
// run: vadd 64/16 a=iota:64 b=fill:0.5:64 c=zeros:64
// expect: c = each: a[i] + b[i]
// run: vadd 4 a=fill:1:4 b=fill:2:4 c=zeros:4
// expect: c = 3*4
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
