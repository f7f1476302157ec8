//! Vulkan lowerings of `erf`, `erfc`, `tgamma`, `lgamma` and `lgamma_r` for `half` and `float`
//! (scalars and vectors).
//!
//! GLSL.std.450 has neither, and its `Exp` is a 3 + 2|x| ulp single-precision function, so both
//! are evaluated in double precision (FP64 is on by default, see docs/architecture.md) and
//! rounded once to the argument's type, well inside OpenCL's 16 ulp:
//! - `erf(x)`: the Maclaurin series `2/sqrt(pi) sum (-1)^n x^(2n+1) / (n! (2n+1))` over
//!   `|x| < 4` (90 terms; the cancellation costs at most 7 of double's 16 digits there), and
//!   `sign(x)` beyond, where `erf` rounds to 1 in single precision;
//! - `erfc(x)`: `1 - erf(x)` below 2; from 2 on, `exp(-x^2) / (sqrt(pi) K(x))` with Laplace's
//!   continued fraction `K(x) = x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))` (70 levels, evaluated
//!   bottom-up) and an `exp` of our own: `2^k e^r` with `k = round(z / ln 2)`, `r` reduced with a
//!   two-part `ln 2`, and `e^r` from its Taylor polynomial.
//!
//! - `tgamma`/`lgamma`: Lanczos' approximation (g = 7, 9 terms) for `x >= 1/2`, with our own
//!   double-precision `ln` (`frexp`, then `2 atanh((m-1)/(m+1))` as a series) and `exp`;
//!   below 1/2 the reflection `gamma(x) gamma(1-x) = pi / sin(pi x)` with a `sin(pi x)` of our
//!   own (exact reduction of `x` modulo 2, then a Taylor series). Poles (0 and the negative
//!   integers) give NaN for `tgamma` (+-inf at +-0) and +inf for `lgamma`.
//!
//! `double` arguments never reach this module: the builtin library computes them
//! (`spirv-backend/library/special.cl.inc`, routed by `crate::library`), since these
//! evaluations are not accurate to 16 ulp of double precision.

use super::{err, Layout, Lowerer, R};
use oclvk_frontend::ir::{Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, Word};

/// Double-precision shape of the argument: type and lane count.
#[derive(Clone, Copy)]
struct Dbl {
    t: Word,
    lanes: u8,
    bt: Word,
}

impl Lowerer<'_> {
    /// The double-precision shape of `ty`'s lanes, or the "not supported" error for `double`.
    fn dbl_shape(&mut self, s: SimpleBuiltin, ty: TypeId, span: Span) -> R<Dbl> {
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        if sc == Scalar::Double {
            return err(
                span,
                format!(
                    "the builtin '{}' of double arguments is not supported on the Vulkan target yet",
                    s.name()
                ),
            );
        }
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let f64t = self.float_ty(64);
        Ok(Dbl {
            t: if lanes > 1 {
                self.vec_of(f64t, lanes as u32)
            } else {
                f64t
            },
            lanes,
            bt: self.bool_like(lanes),
        })
    }

    /// `erf`/`erfc`/`tgamma`/`lgamma` of `x` (IR type `ty`).
    pub fn erf_like(&mut self, s: SimpleBuiltin, x: Word, ty: TypeId, span: Span) -> R<Word> {
        let d = self.dbl_shape(s, ty, span)?;
        let t = self.ty(ty, Layout::Plain, span)?;
        let xd = self.op(Op::FConvert, d.t, &[x])?;
        let r = match s {
            SimpleBuiltin::Erf => self.erf_f64(d, xd)?,
            SimpleBuiltin::Erfc => self.erfc_f64(d, xd)?,
            SimpleBuiltin::Tgamma => self.tgamma_f64(d, xd)?,
            _ => self.lgamma_f64(d, xd)?.0,
        };
        let r = self.op(Op::FConvert, t, &[r])?;
        // NaN stays NaN; erf and tgamma keep the sign of zero (tgamma(+-0) = +-inf).
        let is_nan = self.op(Op::IsNan, d.bt, &[xd])?;
        let r = self.op(Op::Select, t, &[is_nan, x, r])?;
        let zero = self.dconst(d, 0.0);
        let is_zero = self.op(Op::FOrdEqual, d.bt, &[xd, zero])?;
        match s {
            SimpleBuiltin::Erf => {
                let scalar = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
                let zero_x = self.signed_zeros(x, t, scalar, d.lanes)?;
                self.op(Op::Select, t, &[is_zero, zero_x, r])
            }
            SimpleBuiltin::Tgamma => {
                let one = self.dconst(d, 1.0);
                let inf = self.op(Op::FDiv, d.t, &[one, xd])?;
                let inf = self.op(Op::FConvert, t, &[inf])?;
                self.op(Op::Select, t, &[is_zero, inf, r])
            }
            _ => Ok(r),
        }
    }

    /// `lgamma_r(x, &sign)`: `lgamma(x)` and the sign of `tgamma(x)` as an `int` shape.
    pub fn lgamma_r(&mut self, x: Word, ty: TypeId, span: Span) -> R<(Word, Word)> {
        let d = self.dbl_shape(SimpleBuiltin::LgammaR, ty, span)?;
        let t = self.ty(ty, Layout::Plain, span)?;
        let xd = self.op(Op::FConvert, d.t, &[x])?;
        let (r, sign) = self.lgamma_f64(d, xd)?;
        let r = self.op(Op::FConvert, t, &[r])?;
        let is_nan = self.op(Op::IsNan, d.bt, &[xd])?;
        let r = self.op(Op::Select, t, &[is_nan, x, r])?;
        let i32t = self.int_ty(32);
        let it = if d.lanes > 1 {
            self.vec_of(i32t, d.lanes as u32)
        } else {
            i32t
        };
        let sign = self.op(Op::ConvertFToS, it, &[sign])?;
        Ok((r, sign))
    }

    fn dconst(&mut self, d: Dbl, v: f64) -> Word {
        let f64t = self.float_ty(64);
        let c = self.const_bits(f64t, 64, v.to_bits());
        if d.lanes > 1 {
            self.const_composite(d.t, vec![c; d.lanes as usize])
        } else {
            c
        }
    }

    fn erf_f64(&mut self, d: Dbl, x: Word) -> R<Word> {
        let ax = self.ext_inst(d.t, G::FAbs as u32, &[x])?;
        let four = self.dconst(d, 4.0);
        let xc = self.ext_inst(d.t, G::FMin as u32, &[ax, four])?;
        let x2 = self.op(Op::FMul, d.t, &[xc, xc])?;
        let nx2 = self.op(Op::FNegate, d.t, &[x2])?;
        let mut term = xc;
        let mut sum = xc;
        for n in 1..=90u32 {
            let inv_n = self.dconst(d, 1.0 / n as f64);
            let step = self.op(Op::FMul, d.t, &[nx2, inv_n])?;
            term = self.op(Op::FMul, d.t, &[term, step])?;
            let inv = self.dconst(d, 1.0 / (2 * n + 1) as f64);
            let part = self.op(Op::FMul, d.t, &[term, inv])?;
            sum = self.op(Op::FAdd, d.t, &[sum, part])?;
        }
        let k = self.dconst(d, std::f64::consts::FRAC_2_SQRT_PI);
        let e = self.op(Op::FMul, d.t, &[sum, k])?;
        let one = self.dconst(d, 1.0);
        let e = self.ext_inst(d.t, G::FMin as u32, &[e, one])?;
        let far = self.op(Op::FOrdGreaterThanEqual, d.bt, &[ax, four])?;
        let e = self.op(Op::Select, d.t, &[far, one, e])?;
        let zero = self.dconst(d, 0.0);
        let neg = self.op(Op::FOrdLessThan, d.bt, &[x, zero])?;
        let ne = self.op(Op::FNegate, d.t, &[e])?;
        self.op(Op::Select, d.t, &[neg, ne, e])
    }

    fn erfc_f64(&mut self, d: Dbl, x: Word) -> R<Word> {
        let e = self.erf_f64(d, x)?;
        let one = self.dconst(d, 1.0);
        let near = self.op(Op::FSub, d.t, &[one, e])?;
        let two = self.dconst(d, 2.0);
        let top = self.dconst(d, 27.0);
        let xc = self.ext_inst(d.t, G::FClamp as u32, &[x, two, top])?;
        let mut k = xc;
        for level in (1..=70u32).rev() {
            let a = self.dconst(d, level as f64 * 0.5);
            let q = self.op(Op::FDiv, d.t, &[a, k])?;
            k = self.op(Op::FAdd, d.t, &[xc, q])?;
        }
        let x2 = self.op(Op::FMul, d.t, &[xc, xc])?;
        let nx2 = self.op(Op::FNegate, d.t, &[x2])?;
        let ex = self.exp_f64(d, nx2)?;
        let sqrt_pi = self.dconst(d, std::f64::consts::PI.sqrt());
        let den = self.op(Op::FMul, d.t, &[sqrt_pi, k])?;
        let far = self.op(Op::FDiv, d.t, &[ex, den])?;
        let below = self.op(Op::FOrdLessThan, d.bt, &[x, two])?;
        self.op(Op::Select, d.t, &[below, near, far])
    }

    /// `e^z` in double precision for `z` in [-750, 709].
    fn exp_f64(&mut self, d: Dbl, z: Word) -> R<Word> {
        let inv_ln2 = self.dconst(d, std::f64::consts::LOG2_E);
        let kz = self.op(Op::FMul, d.t, &[z, inv_ln2])?;
        let k = self.ext_inst(d.t, G::RoundEven as u32, &[kz])?;
        // ln 2 in two parts; the first has trailing zero bits so that k * hi is exact.
        let hi = self.dconst(d, f64::from_bits(0x3fe6_2e42_fee0_0000));
        let lo = self.dconst(
            d,
            std::f64::consts::LN_2 - f64::from_bits(0x3fe6_2e42_fee0_0000),
        );
        let khi = self.op(Op::FMul, d.t, &[k, hi])?;
        let r = self.op(Op::FSub, d.t, &[z, khi])?;
        let klo = self.op(Op::FMul, d.t, &[k, lo])?;
        let r = self.op(Op::FSub, d.t, &[r, klo])?;
        // e^r = 1 + r (1 + r/2 (1 + r/3 (...))), |r| <= ln 2 / 2.
        let one = self.dconst(d, 1.0);
        let mut p = one;
        for n in (1..=18u32).rev() {
            let inv = self.dconst(d, 1.0 / n as f64);
            let rn = self.op(Op::FMul, d.t, &[r, inv])?;
            let t = self.op(Op::FMul, d.t, &[rn, p])?;
            p = self.op(Op::FAdd, d.t, &[one, t])?;
        }
        let i32t = self.int_ty(32);
        let it = if d.lanes > 1 {
            self.vec_of(i32t, d.lanes as u32)
        } else {
            i32t
        };
        let ki = self.op(Op::ConvertFToS, it, &[k])?;
        self.ext_inst(d.t, G::Ldexp as u32, &[p, ki])
    }

    /// `ln v` in double precision for positive normal `v`.
    fn log_f64(&mut self, d: Dbl, v: Word) -> R<Word> {
        let i32t = self.int_ty(32);
        let it = if d.lanes > 1 {
            self.vec_of(i32t, d.lanes as u32)
        } else {
            i32t
        };
        let pair = self.b.type_struct([d.t, it]);
        let fr = self.ext_inst(pair, G::FrexpStruct as u32, &[v])?;
        let m = self.b.composite_extract(d.t, None, fr, [0])?;
        let e = self.b.composite_extract(it, None, fr, [1])?;
        let e = self.op(Op::ConvertSToF, d.t, &[e])?;
        // m in [0.5, 1): move it to [sqrt(1/2), sqrt(2)).
        let half_sqrt2 = self.dconst(d, std::f64::consts::FRAC_1_SQRT_2);
        let small = self.op(Op::FOrdLessThan, d.bt, &[m, half_sqrt2])?;
        let two = self.dconst(d, 2.0);
        let m2 = self.op(Op::FMul, d.t, &[m, two])?;
        let m = self.op(Op::Select, d.t, &[small, m2, m])?;
        let one = self.dconst(d, 1.0);
        let e1 = self.op(Op::FSub, d.t, &[e, one])?;
        let e = self.op(Op::Select, d.t, &[small, e1, e])?;
        // ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.172.
        let num = self.op(Op::FSub, d.t, &[m, one])?;
        let den = self.op(Op::FAdd, d.t, &[m, one])?;
        let s = self.op(Op::FDiv, d.t, &[num, den])?;
        let s2 = self.op(Op::FMul, d.t, &[s, s])?;
        let mut p = self.dconst(d, 1.0 / 29.0);
        for k in (0..14u32).rev() {
            let c = self.dconst(d, 1.0 / (2 * k + 1) as f64);
            let ps = self.op(Op::FMul, d.t, &[p, s2])?;
            p = self.op(Op::FAdd, d.t, &[ps, c])?;
        }
        let two_s = self.op(Op::FMul, d.t, &[s, two])?;
        let lm = self.op(Op::FMul, d.t, &[two_s, p])?;
        let hi = self.dconst(d, f64::from_bits(0x3fe6_2e42_fee0_0000));
        let lo = self.dconst(
            d,
            std::f64::consts::LN_2 - f64::from_bits(0x3fe6_2e42_fee0_0000),
        );
        let elo = self.op(Op::FMul, d.t, &[e, lo])?;
        let sum = self.op(Op::FAdd, d.t, &[lm, elo])?;
        let ehi = self.op(Op::FMul, d.t, &[e, hi])?;
        self.op(Op::FAdd, d.t, &[ehi, sum])
    }

    /// `sin(pi v)` in double precision.
    fn sinpi_f64(&mut self, d: Dbl, v: Word) -> R<Word> {
        let half = self.dconst(d, 0.5);
        let two = self.dconst(d, 2.0);
        let h = self.op(Op::FMul, d.t, &[v, half])?;
        let n = self.ext_inst(d.t, G::RoundEven as u32, &[h])?;
        let n2 = self.op(Op::FMul, d.t, &[n, two])?;
        let r = self.op(Op::FSub, d.t, &[v, n2])?;
        // r in [-1, 1]; sin(pi r) = sin(pi (+-1 - r)) folds it into [-1/2, 1/2].
        let one = self.dconst(d, 1.0);
        let neg_one = self.dconst(d, -1.0);
        let up = self.op(Op::FOrdGreaterThan, d.bt, &[r, half])?;
        let nh = self.dconst(d, -0.5);
        let down = self.op(Op::FOrdLessThan, d.bt, &[r, nh])?;
        let a = self.op(Op::FSub, d.t, &[one, r])?;
        let b = self.op(Op::FSub, d.t, &[neg_one, r])?;
        let r = self.op(Op::Select, d.t, &[up, a, r])?;
        let r = self.op(Op::Select, d.t, &[down, b, r])?;
        let pi = self.dconst(d, std::f64::consts::PI);
        let u = self.op(Op::FMul, d.t, &[r, pi])?;
        let u2 = self.op(Op::FMul, d.t, &[u, u])?;
        // sin u = u (1 - u^2/(2 3) (1 - u^2/(4 5) (1 - ...))).
        let mut p = one;
        for k in (1..=13u32).rev() {
            let c = self.dconst(d, -1.0 / ((2 * k) * (2 * k + 1)) as f64);
            let t = self.op(Op::FMul, d.t, &[u2, c])?;
            let t = self.op(Op::FMul, d.t, &[t, p])?;
            p = self.op(Op::FAdd, d.t, &[one, t])?;
        }
        self.op(Op::FMul, d.t, &[u, p])
    }

    /// Lanczos (g = 7, 9 terms) for z >= 0.5: `(ln(t) * (z - 0.5) - t, A)` with t = z + 6.5,
    /// so that `ln gamma(z) = ln sqrt(2 pi) + (z - 0.5) ln t - t + ln A`.
    fn lanczos(&mut self, d: Dbl, z: Word) -> R<(Word, Word)> {
        const G7: [f64; 9] = [
            0.999_999_999_999_809_9,
            676.520_368_121_885_1,
            -1_259.139_216_722_402_8,
            771.323_428_777_653_1,
            -176.615_029_162_140_6,
            12.507_343_278_686_905,
            -0.138_571_095_265_720_12,
            9.984_369_578_019_572e-6,
            1.505_632_735_149_311_6e-7,
        ];
        let one = self.dconst(d, 1.0);
        let zm = self.op(Op::FSub, d.t, &[z, one])?;
        let mut a = self.dconst(d, G7[0]);
        for (i, &c) in G7.iter().enumerate().skip(1) {
            let k = self.dconst(d, i as f64);
            let den = self.op(Op::FAdd, d.t, &[zm, k])?;
            let c = self.dconst(d, c);
            let q = self.op(Op::FDiv, d.t, &[c, den])?;
            a = self.op(Op::FAdd, d.t, &[a, q])?;
        }
        let g = self.dconst(d, 7.5);
        let t = self.op(Op::FAdd, d.t, &[zm, g])?;
        let lt = self.log_f64(d, t)?;
        let half = self.dconst(d, 0.5);
        let zh = self.op(Op::FAdd, d.t, &[zm, half])?;
        let p = self.op(Op::FMul, d.t, &[zh, lt])?;
        let y = self.op(Op::FSub, d.t, &[p, t])?;
        Ok((y, a))
    }

    /// Whether `v` is zero or a negative integer (a pole of gamma), or -inf.
    fn gamma_pole(&mut self, d: Dbl, v: Word) -> R<Word> {
        let fl = self.ext_inst(d.t, G::Floor as u32, &[v])?;
        let int = self.op(Op::FOrdEqual, d.bt, &[fl, v])?;
        let zero = self.dconst(d, 0.0);
        let nonpos = self.op(Op::FOrdLessThanEqual, d.bt, &[v, zero])?;
        self.op(Op::LogicalAnd, d.bt, &[int, nonpos])
    }

    fn tgamma_f64(&mut self, d: Dbl, x: Word) -> R<Word> {
        // Above 40 the float result is +inf anyway; below -169 it is zero.
        let lo = self.dconst(d, -169.5);
        let hi = self.dconst(d, 40.0);
        let xc = self.ext_inst(d.t, G::FClamp as u32, &[x, lo, hi])?;
        let half = self.dconst(d, 0.5);
        let reflect = self.op(Op::FOrdLessThan, d.bt, &[xc, half])?;
        let one = self.dconst(d, 1.0);
        let mirrored = self.op(Op::FSub, d.t, &[one, xc])?;
        let z = self.op(Op::Select, d.t, &[reflect, mirrored, xc])?;
        let (y, a) = self.lanczos(d, z)?;
        let ey = self.exp_f64(d, y)?;
        let sqrt_2pi = self.dconst(d, (2.0 * std::f64::consts::PI).sqrt());
        let g = self.op(Op::FMul, d.t, &[ey, sqrt_2pi])?;
        let g = self.op(Op::FMul, d.t, &[g, a])?;
        // gamma(x) = pi / (sin(pi x) gamma(1 - x)).
        let s = self.sinpi_f64(d, xc)?;
        let sg = self.op(Op::FMul, d.t, &[s, g])?;
        let pi = self.dconst(d, std::f64::consts::PI);
        let r = self.op(Op::FDiv, d.t, &[pi, sg])?;
        let r = self.op(Op::Select, d.t, &[reflect, r, g])?;
        let tiny = self.op(Op::FOrdLessThan, d.bt, &[x, lo])?;
        let zero = self.dconst(d, 0.0);
        let r = self.op(Op::Select, d.t, &[tiny, zero, r])?;
        let pole = self.gamma_pole(d, x)?;
        let nan = self.dconst(d, f64::NAN);
        self.op(Op::Select, d.t, &[pole, nan, r])
    }

    /// `(ln |gamma(x)|, sign of gamma(x))`.
    fn lgamma_f64(&mut self, d: Dbl, x: Word) -> R<(Word, Word)> {
        let ax = self.ext_inst(d.t, G::FAbs as u32, &[x])?;
        let huge = self.dconst(d, f64::MAX);
        let finite = self.op(Op::FOrdLessThanEqual, d.bt, &[ax, huge])?;
        let one = self.dconst(d, 1.0);
        let xf = self.op(Op::Select, d.t, &[finite, x, one])?;
        let half = self.dconst(d, 0.5);
        let reflect = self.op(Op::FOrdLessThan, d.bt, &[xf, half])?;
        let mirrored = self.op(Op::FSub, d.t, &[one, xf])?;
        let z = self.op(Op::Select, d.t, &[reflect, mirrored, xf])?;
        let (y, a) = self.lanczos(d, z)?;
        let la = self.log_f64(d, a)?;
        let c = self.dconst(d, 0.5 * (2.0 * std::f64::consts::PI).ln());
        let l = self.op(Op::FAdd, d.t, &[y, la])?;
        let l = self.op(Op::FAdd, d.t, &[l, c])?;
        // ln |gamma(x)| = ln pi - ln |sin(pi x)| - ln gamma(1 - x).
        let s = self.sinpi_f64(d, xf)?;
        let abs_s = self.ext_inst(d.t, G::FAbs as u32, &[s])?;
        let zero = self.dconst(d, 0.0);
        let s_zero = self.op(Op::FOrdEqual, d.bt, &[abs_s, zero])?;
        let safe = self.op(Op::Select, d.t, &[s_zero, one, abs_s])?;
        let ls = self.log_f64(d, safe)?;
        let lpi = self.dconst(d, std::f64::consts::PI.ln());
        let r = self.op(Op::FSub, d.t, &[lpi, ls])?;
        let r = self.op(Op::FSub, d.t, &[r, l])?;
        let r = self.op(Op::Select, d.t, &[reflect, r, l])?;
        let inf = self.dconst(d, f64::INFINITY);
        let pole = self.gamma_pole(d, xf)?;
        let r = self.op(Op::Select, d.t, &[pole, inf, r])?;
        let r = self.op(Op::Select, d.t, &[finite, r, inf])?;
        let sign = self.ext_inst(d.t, G::FSign as u32, &[s])?;
        let sign = self.op(Op::Select, d.t, &[reflect, sign, one])?;
        let sign = self.op(Op::Select, d.t, &[finite, sign, one])?;
        Ok((r, sign))
    }
}
