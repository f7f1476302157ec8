// RUN: oclvk check --verify %s
// Builtin calls resolve like clang's overloading: exact matches win, ties are ambiguous, and there
// are no implicit function declarations.

kernel void k(global float *p, global int *q, global uint *u) {
  p[0] = sqrt(p[1]);
  p[1] = fmax(p[0], 0.0f);
  q[0] = max(q[1], 1);
  u[0] = clamp(u[1], 0u, 255u);
  p[2] = mad(p[0], p[1], p[2]);
  p[3] = dot((float4)(1.0f), (float4)(p[0]));

  p[4] = sqrt(2);              // expected-error {{call to 'sqrt' is ambiguous}}
  p[5] = pow(p[0], 2.0);       // expected-error {{call to 'pow' is ambiguous}}
  u[1] = min(q[0], 1u);        // expected-error {{call to 'min' is ambiguous}}
  p[6] = not_a_function(1.0f); // expected-error {{use of undeclared identifier 'not_a_function'}}
}
