// Random program 453 (third slice, `portable32` flavour through wgsl, docs/fuzzing.md),
// reduced on the H100 by deleting statements while the pipeline build stays slow: NVIDIA's
// Vulkan driver (580) spends minutes in vkCreateComputePipelines (one CPU core busy, the GPU
// idle) on a loop whose exit compares the counter with a constant between about 4,000 and
// 65,534 when a second exit leaves it after a few iterations. Build times there with the
// constant below replaced: 101, 2001, 4095: under 3 s; 12345: 18 s; 16609-16612 (453's
// 0x15a1 * 3 = 16611): over 25 s, through the default target, vulkan1.2-portable and wgsl
// alike; 65535, 65537, 1000001: under 3 s. NVIDIA's OpenCL builds the same kernel in 0.74 s.
// The output (6 for every work-item) is right once it runs. nvidia-open.sh times its builds.
kernel __attribute__((reqd_work_group_size(4, 1, 1)))
void fuzz(global const uint *in, global ulong *out, global ulong *scratch) {
  uint x1 = 0;
  while (x1 != 16611u) {
    if (++x1 > 5u) break;
  }
  out[get_global_id(0)] = x1;
}
