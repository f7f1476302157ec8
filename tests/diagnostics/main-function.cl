// RUN: oclvk check --verify %s
// OpenCL C has no `main`: neither a kernel nor a function may take the name.

kernel void main(global int *o) { o[0] = 1; } // expected-error {{kernel cannot be called 'main'}}
int main(void);                               // expected-error {{function cannot be called 'main'}}
void helper(int main) {}                      // a parameter or variable may
