// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// A union in a program-scope variable is held as the block's 32-bit words from its start: one
// placed within a word (after a 1-byte struct, both 1-byte aligned) is refused.

typedef union { uchar b; char c; } byte;
typedef struct { uchar set; } flag_t;
global flag_t flag;
global byte shared_byte; // expected-error {{a union in a program-scope variable starting within a 32-bit word ('union byte') is not supported on the vulkan1.2-portable target yet}}

kernel void writes_byte(global uchar *p) {
  flag.set = 1;
  shared_byte.b = p[0];
}
