// RUN: oclvk check --verify %s
// The legal and illegal examples of the specification excerpts (shared/spec), OpenCL C 1.2.

// Address-space qualifiers manpage: no address space on a function's returned value.
__private int f1(void) { return 0; }              // expected-error {{return value cannot be qualified with address space}}
__local int *f2(__local int *p) { return p; }     // allowed: the qualifier is on the pointee
__local int * __private f3(void) { return 0; }    // expected-error {{return value cannot be qualified with address space}}

// Qualifiers chapter: a kernel returns void.
kernel void parallel_add(global float *a, global float *b, global float *result) {}
kernel int parallel_add_int(global float *a, global float *b, global float *result) { return 0; } // expected-error {{kernel must have void return type}}

// Kernel pointer arguments point to global, local or constant; other functions are free.
kernel void my_func1(int *p) {}          // expected-error {{pointer arguments to kernel functions must reside in}}
kernel void my_func2(private int *p) {}  // expected-error {{pointer arguments to kernel functions must reside in}}
void my_func3(int *p) {}
void my_func4(private int *p) {}

// Global address space: pointers to it inside functions, not objects in it.
void my_func5(global float4 *vA, global float4 *vB) {
  global float4 *p;
  global float4 a;   // expected-error {{function scope variable cannot be declared in global address space}}
}

// Images are not in the constant address space.
kernel void my_func6(constant image2d_t imgA) {} // expected-error {{parameter may not be qualified with an address space}}

// Constant address space: program scope (1.2), initialized, never written.
constant float wtsA[] = { 0, 1, 2, 3 };
global float wtsB[] = { 0, 1, 2, 3 };  // expected-error {{program scope variable must reside in constant address space}}
kernel void my_func7(constant float4 *vA, constant float4 *vB) {
  constant float4 *p = vA;
  constant float a;             // expected-error {{variable in constant address space must be initialized}}
  constant float b = 2.0f;
  p[0] = (float4)(1.0f);        // expected-error {{read-only variable is not assignable}}
  // The chapter calls this legal; clang-15 (which decides where the documents disagree with it)
  // rejects it: the literal is constant, the pointer private.
  char *c = "opencl version";   // expected-error {{changes address space of pointer}}
}

// Local address space: at kernel scope, never initialized.
kernel void my_func8(global float4 *vA, local float4 *l) {
  local float4 *p;
  local float4 a;
  a = 1;
  local float4 b = (float4)(0); // expected-error {{'__local' variable cannot have an initializer}}
  if (vA) {
    local float c;              // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}}
  }
}

// Casting between address spaces.
kernel void my_func9(global float4 *particles) {
  global float *particle_ptr = (global float *)particles;
  float *private_ptr = (float *)particle_ptr; // expected-error {{changes address space of pointer}}
}
