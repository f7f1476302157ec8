// Designated initializers zero the rest.
// run: k 1 out=zeros:8
// expect: out = 1, 5, 0, 7, 9, 0, 2, 0
typedef struct { int x, y; } P;
typedef struct { P a; int arr[3]; } Q;
kernel void k(global int *out) {
  Q q = { .a.y = 5, .arr[2] = 7, .a.x = 1 };
  P ps[2] = { [1].y = 9 };
  int plain[4] = { 1, 2 };
  out[0] = q.a.x; out[1] = q.a.y; out[2] = q.arr[0]; out[3] = q.arr[2];
  out[4] = ps[1].y; out[5] = ps[0].x; out[6] = plain[1]; out[7] = plain[3];
}
