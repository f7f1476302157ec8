// TARGET: hlsl
// local-args: scratch=6 tiles=0 out=16 big=64
// work-group-size: 16
// The sizes `--local-arg` and `--work-group-size` give, checked at what they size: a size
// that is not a whole number of the argument's elements (or 0), a name that is no `local`
// pointer, a `local` argument left without a size, and a kernel whose reqd_work_group_size
// is not the size chosen.

kernel void odd(global float *out, // expected-error {{--local-arg out=BYTES: argument 'out' of kernel 'odd' is 'global float *', not a 'local' pointer}}
                local float *scratch) { // expected-error {{--local-arg scratch=6: the size of a 'local' argument is a whole number of its 4-byte elements, at least one}}
  scratch[get_local_id(0)] = out[0];
  out[1] = scratch[0];
}

kernel void empty(global int *dst,
                  local short2 *tiles) { // expected-error {{--local-arg tiles=0: the size of a 'local' argument is a whole number of its 4-byte elements, at least one}}
  tiles[0] = (short2)(1, 2);
  dst[0] = tiles[0].x;
}

kernel void unsized(global int *dst,
                    local int *rest) { // expected-error {{a 'local' pointer argument ('rest') is sized when the pipeline is made, which the hlsl target cannot express; give its size when compiling with --local-arg rest=BYTES, or declare a 'local' array in the kernel instead}}
  rest[0] = 1;
  dst[0] = rest[0];
}

__attribute__((reqd_work_group_size(8, 1, 1))) // expected-error {{kernel 'required' has reqd_work_group_size(8, 1, 1), which --work-group-size 16,1,1 contradicts}}
kernel void required(global int *dst, local float4 *big) {
  big[get_local_id(0)] = (float4)(1.0f);
  dst[0] = (int)big[0].x;
}
