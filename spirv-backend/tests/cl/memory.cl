typedef struct { int a; float b; float4 v; } S;

constant float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

void put(local float *p, int *q, global float *g) { p[1] = *g; *q = 3; }

float sum2(float *arr) { return arr[0] + arr[3]; }

kernel void memory(global float *g, local float *tile, float4 v, S s, global S *ss) {
    local float shared[16];
    int x = 0;
    float arr[4];
    put(tile, &x, g);
    put(&shared[2], &x, g);
    arr[0] = v.y;
    arr[3] = s.b + table[get_global_id(0) & 3];
    barrier(CLK_LOCAL_MEM_FENCE);
    size_t lid = get_local_id(0);
    g[lid] = tile[lid] + shared[3] + sum2(arr) + (float)x;
    ss[lid].v.xz = v.yw;
    ss[lid] = s;
    S copy = ss[1];
    g[0] = copy.v.w;
}
