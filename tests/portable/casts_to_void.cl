// A cast to `void` evaluates its operand once, for its effects (C11 6.3.2.2). Sema made
// `(void)x` the comma `x, x`, so the operand ran twice: `(void)atomic_inc(p)` added 2 (release
// builds; debug builds stopped at the IR validator). Each line below counts how often its
// operand ran: atomics, increments, a helper with effects, the arms of `?:`, both sides of `,`,
// an 8-lane vector (the wide-vectors stage) and a pointer.
// RUN: -k casts -g 8 -l 8 --arg counts=zeros:8 --arg wide=iota:64

int bump(global int *p, int by) {
  *p += by;
  return *p;
}

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void casts(global int *counts, global float *wide) {
  size_t i = get_global_id(0);
  (void)atomic_inc(&counts[0]);
  (void)atomic_add(&counts[1], 3);
  if (i == 0) {
    int n = 0;
    (void)n++;
    (void)(n += 10);
    counts[2] = n;
    (void)bump(&counts[3], 5);
    (void)(i == 0 ? (void)bump(&counts[4], 1) : (void)bump(&counts[4], 100));
    (void)(bump(&counts[5], 2), bump(&counts[5], 20));
    float8 v = vload8(0, wide);
    (void)(v += (float8)(1.0f));
    vstore8(v, 1, wide);
    global int *q = counts + 6;
    (void)q;
    (void)(*q = 7);
    (void)(q++);
    (void)atomic_xchg(q, 9);
  }
}
