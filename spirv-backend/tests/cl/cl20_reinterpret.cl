// RUN: oclvk compile -cl-std=CL2.0 %s
// Pointers passed to a parameter of another pointee (an incompatible-pointer warning, C's
// reinterpretation of the memory) and `bool` indices (promoted to int), through every target.
void put_two(int *p) { p[0] = 1; p[1] = 2; }

kernel void reinterpret(global long *out, local long *scratch) {
    put_two(out);                  // a global long * as a generic int *
    long x = -1;
    put_two(&x);                   // a private long * as a generic int *
    out[1] = x;
    scratch[0] = -1;
    put_two((int *)scratch);       // a local long * cast to a generic int *
    out[2] = scratch[0];
    global int *halves = (global int *)(out + 3);
    halves[1] = 7;
}

kernel void bool_index(global int *out, global const int *in) {
    int table[2] = {5, 7};
    int4 v = (int4)(10, 11, 12, 13);
    bool b = in[0] > 0;
    out[0] = table[b];
    out[1] = in[b];
    out[2] = v[b];
    out[3] = *(in + b);
    global int *p = b + out;
    p += b;
    p[4] = b;
    out[7] = (in != b) + 2;        // a pointer compared with a bool (an integer)
}
