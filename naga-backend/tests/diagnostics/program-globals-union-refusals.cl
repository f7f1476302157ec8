// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// A union in a program-scope variable is not held as 32-bit words yet (unions in buffers,
// `local` memory, private variables and arguments are).

typedef union { uint u; float f; } word;
global word shared_word; // expected-error {{a union in a program-scope variable ('union word') is not supported on the vulkan1.2-portable target yet}}

kernel void writes_word(global uint *p) {
  shared_word.u = p[0];
}
