// RUN: oclvk check --verify %s
// No address space on a function's return value (only on a returned pointer's pointee); no
// function pointers.

global int *ok_pointer(global int *p) { return p; }

int global bad_return(void) { return 0; } // expected-error {{return value cannot be qualified with address space}}

void (*fp)(void); // expected-error {{pointers to functions are not allowed}}
