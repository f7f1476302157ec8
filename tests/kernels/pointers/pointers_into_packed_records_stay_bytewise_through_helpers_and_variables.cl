// A pointer into a packed struct in a buffer is byte-addressed (its members are off their
// natural alignment: `value` at byte 1, `pair` at byte 5), a form decided where the pointer is
// made and carried by the pointer value: the helper gets a pointer to the packed struct, keeps
// member addresses in private (generic) pointer variables, steps one forwards and back, and
// every load and store through them reads or writes the bytes one by one. Record k of
// packed_record_pointers_in.bin holds tag 0x10 + k, value 0x01020304 * (k + 1) and pair
// {100 * k + 1, k - 300}; work-item k bumps record k by k + 1.
// options: -cl-std=CL2.0
// targets: vulkan1.2 vulkan1.3
// run: bump_records 4 recs=file:packed_record_pointers_in.bin out=zeros:4
// expect: recs = hex:10050302010000d5fe110a0604026300d7fe120f090603c600d9fe13140c08042901dbfe
// expect: out = 16908778, 33817941, 50727104, 67636267
typedef struct __attribute__((packed)) { char tag; int value; short pair[2]; } Rec;

int bump(global Rec *r, int k, int delta) {
    int *v = &r[k].value;
    *v += delta;
    short *s = r[k].pair;
    short *t = s + 1;
    *t = (short)(*t + delta);
    s[0] = (short)(s[0] - delta);
    return *v + t[0] + *(t - 1) + r[k].tag;
}

kernel void bump_records(global Rec *recs, global int *out) {
    int i = (int)get_global_id(0);
    out[i] = bump(recs, i, i + 1);
}
