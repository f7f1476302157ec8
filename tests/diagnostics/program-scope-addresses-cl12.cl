// RUN: oclvk check --verify %s
// OpenCL C 1.2 program-scope pointers live in constant memory; they may hold the address of
// constant data (an element, an array, a string literal) but not of anything else.

constant int table[4] = {1, 2, 3, 4};
constant int *constant third = &table[2];
constant int *constant next = table + 1;
constant char *constant text = "abc";
constant int *constant first = table;
constant int scalar = 5;
constant int *constant to_scalar = &scalar;

global int *constant wrong_space = &table[0]; // expected-error {{changes address space of pointer}}
constant float *constant mistyped = &scalar;  // expected-warning {{incompatible pointer types initializing}}
constant int *constant moving = &table[0] + get_global_id(0); // expected-error {{initializer element is not a compile-time constant}}
constant int *constant copied = third;        // a constant pointer's address folds, as in clang

kernel void k(global int *out) {
  out[0] = *third + *next + text[0] + *first + *to_scalar + (int)*mistyped + *copied;
}
