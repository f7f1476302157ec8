// A file that must not compile: the harness checks the error and takes no snapshots.
// expect-error: use of undeclared identifier 'b'
kernel void k(global int *a) { a[0] = b; }
