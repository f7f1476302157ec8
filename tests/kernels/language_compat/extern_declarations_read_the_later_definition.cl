// Extern declarations read the later definition.
// options: -cl-std=CL1.2
// run: k 1 out=zeros:3
// expect: out = 6, 10, 12
extern constant int offsets[];
extern constant float scale;
extern constant int unused;
int pick(int i) { return offsets[i]; }
int size_after(void);
kernel void k(global int *out) {
  out[0] = pick(2);
  out[1] = (int)(scale * 4.0f);
  out[2] = size_after();
}
constant int offsets[] = { 4, 5, 6 };
constant float scale = 2.5f;
int size_after(void) { return sizeof(offsets); }
