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
  atomic_inc(a);            // expected-error {{call to 'atomic_inc' is ambiguous}}
  float old = atomic_exchange(f, 1);
  atomic_store(f, 2.0f);
  out[1] = atomic_fetch_add(la, 2) + (int)old + (int)atomic_load(f);
}

// Without cl_ext_float_atomics (clang-15 declares it only for SPIR targets) there is no float
// atomic_fetch_add: every integer overload needs an incompatible pointer conversion.
kernel void float_add(global atomic_float *f, global atomic_double *d) {
  atomic_fetch_add(f, 1.0f);  // expected-error {{call to 'atomic_fetch_add' is ambiguous}}
  atomic_fetch_add_explicit(f, 1.0f, memory_order_relaxed); // expected-error {{call to 'atomic_fetch_add_explicit' is ambiguous}}
  atomic_fetch_add(d, 1.0);   // expected-error {{call to 'atomic_fetch_add' is ambiguous}}
}
