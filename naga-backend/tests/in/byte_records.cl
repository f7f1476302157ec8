// Structs with 8- and 16-bit fields in memory, held as 32-bit words: a field loaded from its
// word (extracted, signed ones sign-extended), a narrow field stored by clearing and setting
// its bits atomically, a whole struct stored a word at a time (plainly where it owns the
// word), a `local` array of them, and one by value from the argument block.
typedef struct {
    uchar tag;
    short s;
    int v;
} Tagged;

kernel void byte_records(Tagged p, global Tagged *recs, global int *out) {
    local Tagged tile[16];
    size_t i = get_global_id(0);
    size_t l = get_local_id(0);
    recs[i].tag = (uchar)i;
    tile[l % 16] = recs[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    Tagged t = tile[15 - l % 16];
    t.s += p.s;
    recs[i] = t;
    out[i] = t.tag + t.v + p.tag;
}
