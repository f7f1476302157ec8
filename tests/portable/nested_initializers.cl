// Nested aggregates initialized member by member, with designators reaching into inner members
// and values with effects: each initializer value runs once, and every member the list leaves
// out is zero. Sema gave an inner member's pointer several users (the base of its siblings'
// pointers and of its own zero store), an expression the IR's one-user rule
// (docs/architecture.md) refuses; each member's store now has a pointer of its own. `counts`
// and `n` count how often the initializers' effects ran.
// RUN: -k nested -g 8 -l 8 --arg counts=zeros:4 --arg out=zeros:96

typedef struct { int a[3]; float2 v; } Inner;
typedef struct { Inner in[2]; int n; } Outer;

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void nested(global int *counts, global int *out) {
  int i = (int)get_global_id(0);
  int k = 100 * i;
  int n = 0;
  Outer o = { .in[1].a[2] = (atomic_inc(&counts[0]), k + 1),
              .in[1].v = (float2)((n++, k + 2), 2.5f),
              .n = (n++, k + 3),
              .in[0] = { { (atomic_inc(&counts[1]), k + 4), k + 5 } } };
  int grid[2][3] = { { k + 6 }, { [2] = (atomic_add(&counts[2], 2), k + 7), [0] = (n++, 1) } };
  Inner x = (Inner){ { (atomic_inc(&counts[3]), k + 8) }, .v = (float2)(0.0f, (n++, 9.5f)) };
  global int *p = out + 12 * i;
  p[0] = o.in[1].a[2];
  p[1] = o.in[1].a[0] + o.in[1].a[1] + (int)o.in[0].v.x + (int)o.in[0].v.y;
  p[2] = o.in[0].a[0] + 1000 * o.in[0].a[1] + o.in[0].a[2];
  p[3] = (int)o.in[1].v.x + (int)(o.in[1].v.y * 2.0f);
  p[4] = o.n;
  p[5] = grid[0][0] + grid[0][1] + grid[0][2];
  p[6] = grid[1][0] + grid[1][1];
  p[7] = grid[1][2];
  p[8] = x.a[0] + x.a[1] + x.a[2];
  p[9] = (int)x.v.x + (int)(x.v.y * 2.0f);
  p[10] = n;
  p[11] = k;
}
