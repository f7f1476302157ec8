// RUN: oclvk check --verify %s
// `#pragma OPENCL FP_CONTRACT` may stand where a declaration or a statement may (file scope,
// blocks, between cases), not inside a struct or union declaration.

#pragma OPENCL FP_CONTRACT OFF
float off(float a, float b) { return a * b + 1.0f; }
#pragma OPENCL FP_CONTRACT DEFAULT
#pragma STDC FP_CONTRACT ON

kernel void in_blocks(global float *p) {
#pragma OPENCL FP_CONTRACT OFF
  float x = p[0];
  switch ((int)x) {
#pragma OPENCL FP_CONTRACT ON
  case 1:
    p[1] = x * x + x;
  }
  p[2] = off(x, x);
}

struct S {
#pragma OPENCL FP_CONTRACT OFF // expected-error {{this pragma cannot appear in struct declaration}}
  int a;
};

union U {
  int a;
#pragma OPENCL FP_CONTRACT ON // expected-error {{this pragma cannot appear in union declaration}}
  float b;
};

#pragma OPENCL FP_CONTRACT MAYBE // expected-warning {{expected 'ON' or 'OFF' or 'DEFAULT' in pragma}}
