// The floats above 6400 closest to a multiple of pi/2, one per binade: the hardest inputs of
// the float library's Payne-Hanek reduction (spirv-backend/library/trig_f32.cl.inc), tested in
// tests/math_accuracy.rs. Brute force over every 24-bit mantissa with 128 bits of 2/pi (a few
// seconds). Prints: biased exponent, the float's bits, its value, log2 of its distance to the
// nearest multiple in quarter turns.
//   cc -O2 scripts/trig_f32_worst_reductions.c -lm && ./a.out | sort -k4 -n | head
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// Bits 1..256 of 2/pi (bit j has weight 2^-j), as in trig_f32.cl.inc.
static const uint32_t TWO_OVER_PI[8] = {0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
                                        0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u};

static unsigned two_over_pi_bit(int j) {
    if (j < 1 || j > 256) {
        return 0;
    }
    int b = j - 1;
    return (TWO_OVER_PI[b >> 5] >> (31 - (b & 31))) & 1u;
}

int main(void) {
    // 6400 is in the binade of biased exponent 139; 254 is the last finite one.
    for (int biased = 139; biased <= 254; biased++) {
        int e = biased - 150;
        // x 2/pi = M W 2^-126 modulo 4, W the 128 bits of 2/pi from bit e - 1.
        unsigned __int128 w = 0;
        for (int k = 0; k < 128; k++) {
            w = (w << 1) | two_over_pi_bit(e - 1 + k);
        }
        uint64_t w_hi = (uint64_t)(w >> 64), w_lo = (uint64_t)w;
        uint64_t best = UINT64_MAX;
        uint32_t best_m = 0;
        for (uint32_t m = 1u << 23; m < 1u << 24; m++) {
            unsigned __int128 p = (unsigned __int128)m * w_lo + (((unsigned __int128)m * w_hi) << 64);
            // The fraction's top 64 bits; its distance to the nearest integer.
            uint64_t f = (uint64_t)(p >> 62);
            uint64_t d = f < -f ? f : -f;
            if (d < best) {
                best = d;
                best_m = m;
            }
        }
        float x = ldexpf((float)best_m, e);
        uint32_t bits;
        memcpy(&bits, &x, sizeof bits);
        printf("%d 0x%08x %.9g %.2f\n", biased, bits, x, log2((double)best) - 64);
    }
    return 0;
}
