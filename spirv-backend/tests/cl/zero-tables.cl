// Program-scope tables that are mostly or wholly zero: the initial value is its explicit bytes
// and a zero tail, a null constant on the opencl target.
constant uint zeros[1000000] = {0};
constant uint head[60000] = {1, 2, 3};
constant float4 vectors[1000] = {(float4)(1.0f, 2.0f, 3.0f, 4.0f)};

kernel void read_tables(global uint *out, global float4 *v) {
  size_t i = get_global_id(0);
  out[i] = zeros[i] + head[i % 60000];
  v[i] = vectors[i % 1000];
}
