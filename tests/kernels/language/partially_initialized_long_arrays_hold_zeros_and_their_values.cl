// Partially initialized function-scope arrays past the whole-array zeroing length, plain, as a
// string, inside a struct, passed to a helper and viewed as bytes: every element is what C says
// (explicit values where given, zero elsewhere). With x[i] the array's value (1, 2, 9 at 150, else
// 0): out[i] = x[i] + s[i % 100] * 1000 + st.t[i % 100] * 100000 + (x[i]'s low byte) * 10^7 + 5,
// 'h', 'e', 'y' being 104, 101, 121.
// run: k 200 out=zeros:200
// expect: out = each: (i == 0 ? 1 : i == 1 ? 2 : i == 150 ? 9 : 0) * 10000001 + \
//   (i % 100 == 0 ? 104 : i % 100 == 1 ? 101 : i % 100 == 2 ? 121 : 0) * 1000 + \
//   (i % 100 == 99 ? 7 : 0) * 100000 + 5
typedef struct { int a; int t[100]; } S;
int pick(int *p, int i) { return p[i]; }
kernel void k(global int *out) {
  int x[200] = {1, 2, [150] = 9};
  char s[100] = "hey";
  S st = { 5, { [99] = 7 } };
  uchar *bytes = (uchar *)&x[0];
  size_t i = get_global_id(0);
  out[i] = pick(x, i) + s[i % 100] * 1000 + st.t[i % 100] * 100000
         + bytes[4 * i] * 10000000 + st.a;
}
