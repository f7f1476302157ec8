#!/usr/bin/env python3
"""Constants of the float trigonometric library (spirv-backend/library/trig_f32.cl.inc).

Prints the split pi/2 for Cody-Waite reduction, the bits of 2/pi for Payne-Hanek reduction and
the polynomial coefficients of the sine and cosine kernels on [-pi/4, pi/4], fitted here by
weighted least squares on Chebyshev nodes (near-minimax) with mpmath. Run: python3 scripts/trig_f32_constants.py
"""
import struct
from mpmath import mp, mpf, pi, sin, cos, floor, matrix, lu_solve, ldexp

mp.prec = 400


def f32(v):
    return struct.unpack("<f", struct.pack("<f", float(v)))[0]


def hexf(v):
    return float(v).hex()


def round_bits(v, bits):
    """v rounded to `bits` significant bits."""
    e = int(floor(mp.log(abs(v), 2)))
    scale = mpf(2) ** (bits - 1 - e)
    return mp.nint(v * scale) / scale


def fit(func, powers, lo, hi, nodes=400):
    """Coefficients c_k of sum c_k z^k approximating func(z) on [lo, hi] with relative weight."""
    xs = [lo + (hi - lo) * (1 + mp.cos(mp.pi * (2 * i + 1) / (2 * nodes))) / 2 for i in range(nodes)]
    a = matrix(nodes, len(powers))
    b = matrix(nodes, 1)
    for i, z in enumerate(xs):
        w = 1 / abs(func(z))
        for j, p in enumerate(powers):
            a[i, j] = z ** p * w
        b[i] = func(z) * w
    return lu_solve(a.T * a, a.T * b)


def main():
    half_pi = pi / 2
    parts = []
    rest = half_pi
    for bits in (12, 12, 12, 24):
        p = round_bits(rest, bits)
        parts.append(p)
        rest -= p
    print("Cody-Waite pi/2 parts (12, 12, 12, 24 bits):")
    for p in parts:
        assert f32(p) == float(p)
        print(f"  {float(p)!r} = {hexf(p)}")
    print(f"  residual {float(rest):e}")

    bits = mp.floor((2 / pi) * mpf(2) ** 256)
    words = [int(bits) >> (32 * (7 - i)) & 0xFFFFFFFF for i in range(8)]
    print("2/pi, bits 1..256:", ", ".join(f"0x{w:08x}u" for w in words))

    for name, c in (("pi", pi), ("pi/2", half_pi)):
        hi = f32(c)
        print(f"{name} hi {hi!r} ({hexf(hi)}), lo {f32(c - mpf(hi))!r}")

    # sin x = x + x^3 S(x^2), cos x = 1 - x^2/2 + x^4 C(x^2) on |x| <= pi/4 plus a margin for
    # the reduction's rounding.
    zmax = (pi / 4 * mpf("1.001")) ** 2
    zmin = mpf(2) ** -40
    for n in (3, 4):
        s = fit(lambda z: (sin(mp.sqrt(z)) / mp.sqrt(z) - 1) / z, range(n), zmin, zmax)
        c = fit(lambda z: (cos(mp.sqrt(z)) - 1 + z / 2) / z ** 2, range(n), zmin, zmax)
        s32 = [f32(v) for v in s]
        c32 = [f32(v) for v in c]
        es = max(
            abs((x + x ** 3 * sum(k * x ** (2 * i) for i, k in enumerate(s32))) / sin(x) - 1)
            for x in (mp.sqrt(zmax) * j / 2000 for j in range(1, 2001))
        )
        ec = max(
            abs((1 - x * x / 2 + x ** 4 * sum(k * x ** (2 * i) for i, k in enumerate(c32))) / cos(x) - 1)
            for x in (mp.sqrt(zmax) * j / 2000 for j in range(0, 2001))
        )
        print(f"{n} coefficients: sin rel err 2^{float(mp.log(es, 2)):.1f}, cos rel err 2^{float(mp.log(ec, 2)):.1f}")
        print("  S:", ", ".join(repr(v) for v in s32))
        print("  C:", ", ".join(repr(v) for v in c32))


main()
