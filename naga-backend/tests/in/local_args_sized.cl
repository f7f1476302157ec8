// local-args: tile=128 pairs=64
// work-group-size: 16,8
// `local` arguments held as 32-bit words, compiled with `--local-arg tile=128 --local-arg
// pairs=64 --work-group-size 16,8`: 128 `uchar`s are 32 words and 16 `short2`s 16 words in
// MSL and HLSL; elsewhere those counts are the defaults of the length expressions
// `(n * bytes + 3) / 4`.
kernel void local_args_sized(global const uchar *in, local uchar *tile, local short2 *pairs, global uchar *out) {
    uint l = get_local_id(1) * get_local_size(0) + get_local_id(0);
    uint g = get_global_id(1) * get_global_size(0) + get_global_id(0);
    tile[l] = in[g];
    pairs[l / 8] = (short2)(l, -(short)l);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = tile[l ^ 1] + (uchar)pairs[l / 8].y;
}
