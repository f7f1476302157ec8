// All-pairs gravitational acceleration (fp32): pos[i].xyz is a position, .w a mass.
// Bodies are staged through local memory one work-group-sized tile at a time.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void nbody(global const float4 *restrict pos, global float4 *restrict accel, int n, float eps2)
{
    local float4 tile[WG];
    int i = get_global_id(0);
    int lid = get_local_id(0);
    float4 p = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t = 0; t < n; t += WG) {
        tile[lid] = pos[t + lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < WG; j++) {
            float4 q = tile[j];
            float dx = q.x - p.x;
            float dy = q.y - p.y;
            float dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = rsqrt(d2);
            float s = q.w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    accel[i] = (float4)(ax, ay, az, 0.0f);
}
