// RUN: oclvk check --verify %s
// An access qualifier written twice is a warning; two different ones are an error. An image
// typedef keeps its access qualifier, so one written with the typedef counts as a second one.

kernel void twice(read_only read_only image2d_t a,        // expected-warning {{duplicate 'read_only' declaration specifier}}
                  write_only __write_only image2d_t b) {} // expected-warning {{duplicate '__write_only' declaration specifier}}

kernel void both(read_only write_only image2d_t c) {}     // expected-error {{multiple access qualifiers}}

typedef read_only image2d_t R; // expected-note 2 {{previously declared 'read_only' here}}
kernel void again(read_only R d) {}  // expected-warning {{duplicate 'read_only' declaration specifier}}
kernel void other(write_only R e) {} // expected-error {{multiple access qualifiers}}
