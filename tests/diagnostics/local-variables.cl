// RUN: oclvk check --verify %s
// `local` variables: only at the outermost scope of a kernel, never initialized.

kernel void ok(global float *out) {
  local float tile[64];
  tile[get_local_id(0)] = 1.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[0];
}

void helper(void) {
  local int x; // expected-error {{non-kernel function variable cannot be declared in local address space}}
}

kernel void nested(void) {
  {
    local int y; // expected-error {{variables in the local address space can only be declared in the outermost scope of a kernel function}}
  }
  local int z = 1; // expected-error {{'__local' variable cannot have an initializer}}
}

kernel void global_in_function(void) {
  global int g; // expected-error {{function scope variable cannot be declared in global address space}}
}
