// Counted loops with small constant trip counts, which the portable targets unroll whole
// (naga-backend/src/unroll.rs): private arrays indexed by the counters, nests, counting down,
// narrow and unsigned counters, a counter read after its loop, `switch`/`break` and `return`
// inside an unrolled body, a barrier in one, and loops that must stay loops (`continue`,
// `break`, a counter that wraps around).
// ULPS: 4
// RUN: -k blocked -g 64 -l 64 --arg a=rand:256:1 --arg b=rand:256:2 --arg out=zeros:1024
// RUN: -k counters -g 64 -l 64 --arg in=rand:64:3 --arg out=zeros:512
// RUN: -k exits -g 64 -l 64 --arg in=rand:64:4 --arg out=zeros:256
// RUN: -k staged -g 64 -l 16 --arg in=rand:64:5 --arg out=zeros:64

// A 4x4 block of products in a private array, as SGEMM's accumulators.
kernel void blocked(global const float *a, global const float *b, global float *out) {
    int g = get_global_id(0);
    float acc[4][4];
    float x[4], y[4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            acc[i][j] = 0.0f;
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i < 4; i++)
            x[i] = a[(g * 4 + i) % 256] * (float)(k + 1);
        for (int j = 0; j < 4; j++)
            y[j] = b[(g + 16 * j + k) % 256];
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                acc[i][j] += x[i] * y[j];
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            out[g * 16 + i * 4 + j] = acc[i][j];
}

// Counters of several types and directions, and one read after its loop.
kernel void counters(global const int *in, global int *out) {
    int g = get_global_id(0);
    int v = in[g];
    global int *o = out + g * 8;
    int s = 0;
    for (int i = 10; i >= 0; i -= 3)
        s = s * 3 + (v >> i);
    o[0] = s;
    int i;
    for (i = 1; i < 40; i += 7)
        s ^= v << (i & 15);
    o[1] = s;
    o[2] = i;
    unsigned char c;
    int t = 0;
    for (c = 250; c != 4; c++)
        t += c * (v & 7);
    for (uchar d = 3; d < 9; d += 2)
        t = t * 2 + d;
    o[3] = t;
    o[4] = c;
    uint w = 0;
    for (uint k = 7; k > 2; k -= 2)
        w = w * k + (uint)v;
    o[5] = (int)w;
    short h = 0;
    for (short k = 5; k > 0; k--)
        h = (short)(h * 5 + k);
    o[6] = h + v;
    int inner = 0;
    for (int k = 0; k < 3; k++)
        for (int m = k; m < 3; m++)
            inner += (k + 1) * (m + 2) * v;
    o[7] = inner;
}

// A `switch` whose `break` leaves the switch, a `return` in an unrolled body, and loops with
// `continue` or `break` of their own (not unrolled).
kernel void exits(global const int *in, global int *out) {
    int g = get_global_id(0);
    int v = in[g];
    global int *o = out + g * 4;
    int s = 0;
    for (int i = 0; i < 6; i++) {
        switch ((v + i) & 3) {
        case 0:
            s += i;
            break;
        case 1:
            s -= 2 * i;
        case 2:
            s ^= i << 4;
            break;
        default:
            s = s * 3;
        }
    }
    o[0] = s;
    int t = 0;
    for (int i = 0; i < 8; i++) {
        if ((v >> i) & 1)
            continue;
        t += i;
    }
    o[1] = t;
    int u = 0;
    for (int i = 0; i < 8; i++) {
        if (((v >> i) & 3) == 3)
            break;
        u += i * i;
    }
    o[2] = u;
    o[3] = -1;
    for (int i = 0; i < 4; i++) {
        if ((v & 7) == i) {
            o[3] = i * 100;
            return;
        }
    }
}

// A barrier inside an unrolled loop: each step reads what the neighbour wrote in the step
// before.
kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void staged(global const float *in, global float *out) {
    local float buf[2][16];
    int l = get_local_id(0);
    float x = in[get_global_id(0)];
    for (int step = 0; step < 4; step++) {
        buf[step & 1][l] = x;
        barrier(CLK_LOCAL_MEM_FENCE);
        x = 0.5f * (x + buf[step & 1][(l + 1) % 16]);
    }
    out[get_global_id(0)] = x;
}
