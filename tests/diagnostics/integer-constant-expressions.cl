// RUN: oclvk check --verify %s
// Integer constant expressions have C's types: the usual arithmetic conversions decide whether a
// comparison, division or right shift is signed or unsigned, and casts wrap to their type.
// expected-no-diagnostics

_Static_assert((unsigned long)-1 > 0, "a");
_Static_assert(-1 < 0u == 0, "b");
_Static_assert(0xffffffffu / 2 == 0x7fffffff, "c");
_Static_assert((-1u >> 31) == 1, "d");
_Static_assert((-1 >> 31) == -1, "e");
_Static_assert(-1L < 0u, "f");
_Static_assert(sizeof(int) - 8 > 0, "g");
_Static_assert((uchar)300 == 44, "h");
_Static_assert(-2147483648 < 0, "i");
_Static_assert(4294967295 > 0, "j");
_Static_assert(0x80000000 > 0, "k");
_Static_assert(-0x80000000 > 0, "l");
_Static_assert(10 % 3u == 1, "m");
_Static_assert((char)-1 < 0, "n");
kernel void k(global int *o) { int a[(1u << 31) / 0x40000000]; o[0] = sizeof(a); }
