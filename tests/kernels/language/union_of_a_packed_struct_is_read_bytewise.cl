// A union of a packed struct { char c; int i; } and two ints: the int member starts at byte 1,
// so the words read it shifted by a byte (v = i + 0x01020304).
// run: union_packed 8 o=zeros:16
// expect: o = each: (i + 0x01020304 << 8) & 0xffffffff; (i + 0x01020304 >> 24) + i + 0x01020304
typedef struct __attribute__((packed)) { char c; int i; } PackedPair;
typedef union { PackedPair p; int words[2]; } WithPacked;
kernel void union_packed(global int *o) {
    size_t i = get_global_id(0);
    WithPacked w;
    w.words[0] = 0;
    w.words[1] = 0;
    w.p.i = (int)i + 0x01020304;
    o[2 * i] = w.words[0];
    o[2 * i + 1] = w.words[1] + w.p.i;
}
