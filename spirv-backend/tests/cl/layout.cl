typedef struct { char c; float f; short s; float3 v; } P;
typedef struct { char c[3]; float3 v; float x; uchar4 u; double d; } Q;
kernel void layout(global P *p, global Q *q, P pv, Q qv) {
    size_t i = get_global_id(0);
    p[i] = pv;
    q[i] = qv;
    p[i].f += q[i].x + (float)q[i].d + p[i].v.z;
}
