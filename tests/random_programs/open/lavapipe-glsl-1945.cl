// Random program 1945 (third slice, `portable32` flavour, through `glsl`; docs/fuzzing.md),
// reduced by hand from the fuzzer's reduction: lavapipe (Mesa 22.3) leaves the `while` with
// x6 = 0 in the odd work-items; 5 is right (by hand, and lavapipe itself through the default,
// vulkan1.2-portable and wgsl targets). Only the glsl path shows it: naga writes the loop as
// `while(true) { if (!((x6 + 1u) != 0u)) break; x6 = x6 + 1u; if (x6 > 4u) break; }` (right),
// glslangValidator translates it plainly (spirv-val clean; `spirv-opt -O` keeps a right loop
// with two exits, which lavapipe still gets wrong): 1210's class, a loop with two exits left
// after the first test. Through GLSL (o's words: 0 for even work-items, 5 for odd):
//   oclvk compile lavapipe-glsl-1945.cl --target glsl --kernel t -o t.comp
//   glslangValidator -V --target-env vulkan1.2 -o t.spv t.comp && cp t.comp.json t.spv.json
//   oclvk run t.spv -k t -g 32 -l 32 --arg o=zeros:32 --out o=o.bin
kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void t(global uint *o) {
  uint g = get_global_id(0);
  uint x6 = 0;
  if (g % 2u) {
    x6 = 0;
    while ((x6 + ((uchar)(uchar)0x1u))) {
      if (++x6 > 4u) break;
    }
  }
  o[g] = x6;
}
