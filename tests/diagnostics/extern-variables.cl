// RUN: oclvk check --verify %s
// `extern` declares a program-scope variable defined elsewhere in the unit; one never defined
// may be declared but not used (oclvk compiles the whole program at once, so nothing else could
// define it; clang leaves that to the linker).

extern constant float scale;
extern constant float scale;            // the same declaration again
extern constant int never_defined;
extern constant int sized_later[];       // the definition gives the size
extern constant int missing;
extern constant int mismatched;
constant float mismatched = 1.0f;        // expected-error {{redefinition of 'mismatched' with a different type: '__constant float' vs '__constant int'}}
                                         // expected-note@-2 {{previous declaration is here}}

kernel void k(global float *out) {
  out[0] = scale * 2.0f;
  out[1] = missing;                      // oclvk-error {{'missing' is declared 'extern' but not defined in this program}}
}

constant float scale = 1.5f;
constant int sized_later[2] = { 1, 2 };
