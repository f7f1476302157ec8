// RUN: oclvk check --verify %s
// A call of an overloaded function that no overload accepts, or that two accept equally well.

int __attribute__((overloadable)) twice(int x) { return 2 * x; }        // expected-note {{candidate function not viable}}
float __attribute__((overloadable)) twice(float x) { return 2.0f * x; } // expected-note {{candidate function not viable}}

int __attribute__((overloadable)) pick(long x);  // expected-note {{candidate function}}
int __attribute__((overloadable)) pick(float x); // expected-note {{candidate function}}

kernel void k(global int *out) {
  out[0] = pick(1);    // expected-error {{call to 'pick' is ambiguous}}
  out[1] = twice(out); // expected-error {{no matching function for call to 'twice'}}
}
