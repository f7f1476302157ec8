// RUN: oclvk check --verify %s
// Vulkan needs structured control flow and forbids recursion. clang-15 accepts both constructs;
// oclvk reports each with the construct and its line.
// clang-no-diagnostics

kernel void loops(global int *p) {
  for (int i = 0; i < 4; i++) {
    if (p[i] < 0) continue;
    if (p[i] > 9) break;
    p[i] += 1;
  }
}

kernel void jumps(global int *p) {
  if (p[0])
    goto out; // oclvk-error {{'goto out' is not supported}}
  p[0] = 1;
out:
  p[1] = 2;
}

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); } // oclvk-error {{recursion is not supported: 'fact' calls itself}}
