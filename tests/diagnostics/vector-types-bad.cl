// RUN: oclvk check --verify -cl-std=CL1.2 %s
// Bad uses of ext_vector_type(N) and vector_size(BYTES).

struct S { int a; };
typedef int v4i __attribute__((ext_vector_type(4)));

typedef int zero __attribute__((ext_vector_type(0))); // expected-error {{zero vector size}}
typedef int zero_bytes __attribute__((vector_size(0))); // expected-error {{zero vector size}}
typedef int no_count __attribute__((ext_vector_type)); // expected-error {{'ext_vector_type' attribute takes one argument}} clang-error {{'ext_vector_type' attribute takes one argument}}
typedef int two_sizes __attribute__((vector_size(16, 2))); // expected-error {{'vector_size' attribute takes one argument}}
typedef int fraction __attribute__((ext_vector_type(1.5))); // expected-error {{ext_vector_type attribute requires an integer constant}}
typedef int fraction_bytes __attribute__((vector_size(16.0))); // expected-error {{vector_size attribute requires an integer constant}}
typedef int unknown __attribute__((ext_vector_type(LANES))); // expected-error {{use of undeclared identifier 'LANES'}}
typedef int odd_bytes __attribute__((vector_size(6))); // expected-error {{vector size not an integral multiple of component size}}
typedef int4 nested __attribute__((ext_vector_type(2))); // expected-error {{invalid vector element type 'int4'}}
typedef v4i nested_bytes __attribute__((vector_size(32))); // expected-error {{invalid vector element type}}
typedef struct S record_vector __attribute__((ext_vector_type(4))); // expected-error {{invalid vector element type 'struct S'}}
typedef bool bool_vector __attribute__((ext_vector_type(4))); // expected-error {{invalid vector element type 'bool'}}
typedef int *pointer_vector __attribute__((ext_vector_type(4))); // expected-error {{invalid vector element type}}
typedef int array_vector[2] __attribute__((vector_size(16))); // expected-error {{invalid vector element type 'int[2]'}}

// clang makes vectors of any length; oclvk has OpenCL C's.
typedef int five __attribute__((ext_vector_type(5))); // oclvk-error {{a vector of 5 components is not supported by oclvk}}
typedef int one __attribute__((vector_size(4))); // oclvk-error {{a vector of 1 component is not supported by oclvk}}
typedef char wide __attribute__((vector_size(64))); // oclvk-error {{a vector of 64 components is not supported by oclvk}}
