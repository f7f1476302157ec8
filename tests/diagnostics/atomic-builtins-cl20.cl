// RUN: oclvk check --verify -cl-std=CL2.0 %s
// The OpenCL C 2.0 atomic builtins take pointers to atomic types. A pointer to another type is an
// incompatible pointer conversion (a warning), ranked below every other conversion when the
// overload is chosen, as clang ranks it.

kernel void builtin_pointers(global atomic_int *a, global int *out, global uint *u,
                             global atomic_float *f, local atomic_int *la) {
  atomic_store(out, 1);     // expected-warning {{incompatible pointer types}}
  atomic_fetch_add(u, 1);   // expected-warning {{incompatible pointer types}}
  atomic_add(a, 1);         // expected-warning {{incompatible pointer types}}
  atomic_add(out, 1);
  out[0] = atomic_load(out); // expected-error {{call to 'atomic_load' is ambiguous}}
  atomic_inc(a);            // expected-error {{call to 'atomic_inc' is ambiguous}} clang-note 0+ {{candidate function}}
  float old = atomic_exchange(f, 1);
  atomic_store(f, 2.0f);
  out[1] = atomic_fetch_add(la, 2) + (int)old + (int)atomic_load(f);
}

