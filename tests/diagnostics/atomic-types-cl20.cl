// RUN: oclvk check --verify -cl-std=CL2.0 %s
// OpenCL C 2.0's atomic types are C11's _Atomic(T): only the atomic builtins read and write them.
// Assignment to or from an atomic object, initializing one at function scope, and C's operators
// on one are errors; reading one into a plain variable, as a condition, in a cast or in sizeof
// is allowed (oclvk lowers such a read to a seq_cst atomic_load).

global atomic_int program_counter = 3;
global atomic_uint program_flags = ATOMIC_VAR_INIT(1u);
atomic_long program_total;

int read_back(global atomic_int *a) { return *a; }

kernel void assignments(global atomic_int *a, global int *out) {
  *a = 1;        // expected-error {{atomic variable can be assigned to a variable only in global address space}}
  int w = *a;
  w = *a;        // expected-error {{atomic variable can be assigned to a variable only in global address space}}
  out[0] = *a;   // expected-error {{atomic variable can be assigned to a variable only in global address space}}
  out[1] = w + read_back(a);
}

kernel void initializers(global int *out) {
  atomic_int x = 3;                // expected-error {{atomic variable can be initialized to a variable only in global address space}}
  atomic_int y;
  atomic_int z = ATOMIC_VAR_INIT(4); // expected-error {{atomic variable can be initialized to a variable only in global address space}}
  local atomic_int shared;
  local atomic_flag flag;
  atomic_init(&shared, 0);
  atomic_flag_clear(&flag);
  out[0] = atomic_load(&shared) + atomic_load(&program_counter);
}

kernel void operators(global atomic_int *a, global int *out) {
  a[0] == 1;     // expected-error {{invalid operands to binary expression}}
  a[1] += 1;     // expected-error {{invalid operands to binary expression}}
  a[0] + 1;      // expected-error {{invalid operands to binary expression}}
  *a + *a;       // expected-error {{invalid operands to binary expression}}
  a[0] && 1;     // expected-error {{invalid operands to binary expression}}
  a[0] < 2;      // expected-error {{invalid operands to binary expression}}
  a[0]++;        // expected-error {{invalid argument type}}
  --a[0];        // expected-error {{invalid argument type}}
  -a[0];         // expected-error {{invalid argument type}}
  ~a[0];         // expected-error {{invalid argument type}}
  !a[0];         // expected-error {{invalid argument type}}
}

kernel void allowed(global atomic_int *a, global int *out) {
  if (*a) { out[0] = 1; }
  int c = a[0] ? 1 : 2;
  int n = (int)a[1];
  global atomic_int *next = a + 1;
  volatile global int *plain = (volatile global int *)a;
  out[1] = c + n + (int)sizeof(*a) + (int)(next - a) + plain[0];
}
