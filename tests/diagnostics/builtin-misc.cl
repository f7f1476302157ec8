// RUN: oclvk check --verify %s
// shuffle and shuffle2 take an unsigned mask of the element width; upsample joins two halves;
// printf takes a literal format; 64-bit atomics use the atom_ spellings.

kernel void k(global int4 *v, global short *s, global long *l, global int *p) {
  int4 r = shuffle(v[0], (uint4)(3, 2, 1, 0));
  int2 r2 = shuffle2(v[0], v[1], (uint2)(7, 0));
  s[0] = upsample((char)1, (uchar)2);
  l[0] = upsample(p[0], (uint)p[1]);
  printf("%d %v4d\n", p[0], v[0]);
  atom_add(l, 1L);

  int4 bad = shuffle(v[0], (int4)(0));   // expected-error {{no matching function for call to 'shuffle'}}
  // clang-note@-1 0+ {{candidate function not viable}}
  atomic_add(l, 1L);                     // expected-error {{atomic_add}}
  // clang-note@-1 0+ {{candidate function not viable}}
}
