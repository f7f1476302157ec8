typedef struct { float x; int n; float4 v; } S;
constant float coef[3] = {0.5f, 0.25f, 0.125f};
float helper(float a, int k) { a += k; return a * coef[k % 3]; }
kernel __attribute__((reqd_work_group_size(64,1,1))) void k(global S *s, global float4 *out, local float *tmp, int n) {
  int i = get_global_id(0);
  float acc = 0;
  for (int j = 0; j < n; ++j) {
    if (j == 3) continue;
    acc += helper(s[i].x, j);
  }
  switch (i & 3) { case 0: acc = -acc; case 1: acc *= 2; break; default: acc = 0; }
  float4 v = s[i].v;
  v.xy = v.yx;
  v.w++;
  tmp[get_local_id(0)] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = (float4)(acc, v.x, (float2)(tmp[0], 1)) + v * 2.0f;
  while (n > 0 && acc > 1.0f) { n--; acc *= 0.5f; }
  do { n++; } while (n < 10 ? 1 : 0);
}
