// RUN: oclvk check --verify -cl-std=CL2.0 %s
// Sizes of arrays and records. An array whose size in bits does not fit 64 bits is clang's
// "array is too large"; oclvk also refuses any type larger than 4 GiB - 1 bytes (4294967295, the
// limit its 32-bit struct offsets and SPIR-V array lengths allow), which clang accepts.

constant int huge[1L << 62] = {1};         // expected-error {{array is too large (4611686018427387904 elements)}}
constant char huge_chars[0x7fffffffffffffff] = {1}; // expected-error {{array is too large (9223372036854775807 elements)}}
global long huge_zeros[1L << 59];          // expected-error {{array is too large (576460752303423488 elements)}}
constant int beyond_clang[1L << 59] = {1}; // expected-error {{array is too large (576460752303423488 elements)}}

// Past oclvk's limit only.
constant char five_gib[5000000000] = {1}; // oclvk-error {{array is too large (5000000000 elements)}} oclvk-note {{oclvk's limit on the size of a type is 4294967295 bytes; this array would take 5000000000 bytes}}
global int two_gi_ints[1L << 31];         // oclvk-error {{array is too large (2147483648 elements)}} oclvk-note {{this array would take 8589934592 bytes}}
typedef float matrix[65536][65536];       // oclvk-error {{array is too large (65536 elements)}} oclvk-note {{this array would take 17179869184 bytes}}
// The recovery type is int[1], so the initializer then has excess elements.
constant int designated[] = {[1L << 40] = 1}; // oclvk-error {{array is too large (1099511627777 elements)}} oclvk-note {{this array would take 4398046511108 bytes}} oclvk-warning {{excess elements in array initializer}}

struct two_halves {
  char low[3000000000];
  char high[3000000000]; // oclvk-error {{field 'high' makes the record larger than oclvk's limit on the size of a type (4294967295 bytes)}}
};

// The largest arrays oclvk takes: 4294967295 bytes, and a zero-filled 4 GB table.
constant char largest[4294967295] = {1};
constant int zero_tail[1000000000] = {1, 2, 3};
global uint counters[1000000];

kernel void k(global int *out, int i) {
  int big_private[1L << 60];   // expected-error {{array is too large (1152921504606846976 elements)}}
  local int big_local[1L << 60]; // expected-error {{array is too large (1152921504606846976 elements)}}
  out[0] = huge[i] + huge_chars[i] + huge_zeros[i] + beyond_clang[i] + five_gib[i] + two_gi_ints[i]
      + designated[i] + largest[i] + zero_tail[i] + counters[i] + big_private[i] + big_local[i]
      + (int)sizeof(struct two_halves) + (int)sizeof(matrix);
}
