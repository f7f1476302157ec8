// Structs by value (in the argument block) and in buffers.
typedef struct {
    float scale;
    int offset;
    float4 bias;
} Params;

typedef struct {
    float2 position;
    float mass;
    int id;
} Particle;

kernel void struct_args(Params p, global const Particle *particles, global float4 *out, int n) {
    int i = get_global_id(0);
    if (i >= n)
        return;
    Particle q = particles[i];
    float4 v = (float4)(q.position, q.mass, (float)(q.id + p.offset));
    out[i] = v * p.scale + p.bias;
}
