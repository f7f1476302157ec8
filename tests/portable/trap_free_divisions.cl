// Divisions no work-item runs, or runs with divisors C leaves undefined, must not kill the
// process: lavapipe (Mesa 22.3) folds a division whose operands it knows with the host's
// division, which traps on `LONG_MIN % -1` and `INT_MIN / -1` (SIGFPE while building the
// pipeline, random programs 12566 and 15339 on the default target, docs/fuzzing.md). The
// portable targets divide by a divisor that cannot trap, as the Vulkan targets do; without it
// `oclvk run` of this file through vulkan1.2-portable died of SIGFPE building the pipeline
// (`integer_divisions_do_not_trap_through_the_portable_cli` in tests/portable_runs.rs runs it
// so; the corpus runner of this directory ran the same module without trapping, for a reason
// not found yet). The last `?:` is written as a
// select, which computes `n / d` in every lane, `INT_MIN / -1` and `n / 0` included (the tables
// have both); every value the kernel keeps is defined.
// REFUSES: wgsl: 64-bit integer elements in memory ('long') are not supported on the wgsl target
// REFUSES: glsl: 64-bit integer elements in memory ('long') are not supported on the glsl target
// RUN: -k divisions -g 16 -l 16 --arg in=iota:32 --arg out=zeros:64

// Divisors and dividends read at run time: 0, and -1 under INT_MIN, among them.
constant int divisors[16] = {0, -1, 5, INT_MAX, 0, -1, 7, -7, 1, 2, 3, -1, 0, 9, -1, 4};
constant int dividends[16] = {INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN,
                              INT_MIN, INT_MIN, 100, -100, INT_MIN, 5, INT_MIN, INT_MIN, -8};

long safe_mod_long(long a, long b) {
    return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a % b;
}

int safe_div_int(int a, int b) {
    return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b;
}

kernel void divisions(global const int *in, global long *out) {
    uint i = (uint)get_global_id(0);
    int4 v = (int4)((int)((long)0xfffffffffffffffful));
    out[4 * i] = safe_mod_long(LONG_MIN, v.w) && (i >= 5u);
    out[4 * i + 1] = safe_div_int(INT_MIN, -1);
    if (in[i] == 12345)
        out[4 * i + 2] = LONG_MIN % -1;
    else
        out[4 * i + 2] = 7;
    int d = divisors[in[i] & 15];
    int n = dividends[in[i + 16] & 15];
    out[4 * i + 3] = (d == 0 || (n == INT_MIN && d == -1)) ? n : n / d;
}
