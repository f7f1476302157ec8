// targets: wgsl glsl spvasm
// A `local uchar *` argument: a workgroup array of words as long as the argument's element
// count (a word an element), packed as 8-bit `local` arrays are.
kernel void local_bytes_arg(global const uchar *in, local uchar *tile, global uchar *out) {
    size_t l = get_local_id(0);
    tile[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[l ^ 1];
}
