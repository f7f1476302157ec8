// RUN: oclvk check --verify %s
// sizeof, _Alignof and vec_step of an expression are integer constants wherever the operand's
// type is known, program scope included; array sizes are checked as their type reads them.

constant int table[] = { 1, 2, 3 };
constant int count = sizeof(table) / sizeof(table[0]);
constant int lanes = vec_step((float4)(0.0f));
typedef char count_is_3[count == 3 ? 1 : -1];
typedef char lanes_are_4[vec_step((float3)(0.0f)) == 4 ? 1 : -1];
enum { TABLE_BYTES = sizeof(table), INT_ALIGN = _Alignof(table[0]) }; // clang-warning {{'_Alignof' applied to an expression is a GNU extension}}
typedef char bytes_are_12[TABLE_BYTES == 12 ? 1 : -1];

kernel void k(global int *out) {
  int copy[sizeof(table)];
  char negative[1L << 63];              // expected-error {{'negative' declared as an array with a negative size}}
  char minus_one[-1];                   // expected-error {{'minus_one' declared as an array with a negative size}}
  char huge[0xffffffffffffffffUL];      // expected-error {{array is too large (18446744073709551615 elements)}}
  out[0] = sizeof(char[-2]);            // expected-error {{array size is negative}}
  out[1] = sizeof(copy) + count + lanes + INT_ALIGN + undeclared_name; // expected-error {{use of undeclared identifier 'undeclared_name'}}
}

constant int missing = sizeof(not_declared); // expected-error {{use of undeclared identifier 'not_declared'}}
