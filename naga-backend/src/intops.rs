//! OpenCL C's integer builtins as naga expressions, one helper per family (saturating
//! arithmetic, high halves of products, 24-bit multiplies, halving adds, absolute differences,
//! rotations, bit counts, `upsample`), for every integer width a target holds.
//!
//! 8- and 16-bit lanes live in 32-bit registers holding a value of their type
//! (`FnWriter::normalize`): their results are computed exactly in 32 bits and wrapped or
//! clamped back. 32- and 64-bit lanes are computed at their width; wrapping arithmetic on
//! signed lanes is done on their unsigned bits (signed overflow is undefined in the C-like
//! languages naga writes), and what needs twice the width (the high half of a product) is
//! built from half-width pieces.

use crate::function::{FnWriter, R};
use naga::{BinaryOperator as B, Expression, Handle, MathFunction as Mf, ScalarKind, VectorSize};
use oclvk_frontend::ir::{self, Scalar, SimpleBuiltin as S};
use oclvk_frontend::source::Span;

type H = Handle<Expression>;

/// One integer type's lanes in registers.
#[derive(Clone, Copy)]
struct Lanes {
    /// The IR lane type.
    scalar: Scalar,
    size: Option<VectorSize>,
    /// The register's width in bytes: 4, or 8 for 64-bit lanes.
    width: u8,
}

impl Lanes {
    fn bits(self) -> u32 {
        self.scalar.bits()
    }

    fn signed(self) -> bool {
        self.scalar.is_signed()
    }

    /// Whether the lanes fill their registers (32- and 64-bit lanes).
    fn full(self) -> bool {
        self.bits() == 8 * self.width as u32
    }

    fn kind(self) -> ScalarKind {
        if self.signed() {
            ScalarKind::Sint
        } else {
            ScalarKind::Uint
        }
    }

    fn reg(self, kind: ScalarKind) -> naga::Scalar {
        naga::Scalar {
            kind,
            width: self.width,
        }
    }
}

/// Expression building over one [`Lanes`].
struct Ops<'f, 'a, 'm> {
    fw: &'f mut FnWriter<'a, 'm>,
    l: Lanes,
}

impl Ops<'_, '_, '_> {
    fn splat(&mut self, v: H) -> H {
        match self.l.size {
            Some(size) => self.fw.expr(Expression::Splat { size, value: v }),
            None => v,
        }
    }

    /// A constant in every lane, of the register's width and `kind`.
    fn k(&mut self, kind: ScalarKind, v: i64) -> H {
        let s = self.l.reg(kind);
        let lit = self.fw.scalar_literal(s, v);
        self.splat(lit)
    }

    /// A `u32` constant in every lane (shift counts, 32-bit pieces).
    fn k32(&mut self, v: u32) -> H {
        let lit = self.fw.literal(naga::Literal::U32(v));
        self.splat(lit)
    }

    fn bin(&mut self, op: B, a: H, b: H) -> H {
        self.fw.binary(op, a, b)
    }

    fn math(&mut self, fun: Mf, arg: H, arg1: Option<H>, arg2: Option<H>) -> H {
        self.fw.expr(Expression::Math {
            fun,
            arg,
            arg1,
            arg2,
            arg3: None,
        })
    }

    fn select(&mut self, condition: H, accept: H, reject: H) -> H {
        self.fw.expr(Expression::Select {
            condition,
            accept,
            reject,
        })
    }

    /// The same bits as another kind of integer.
    fn bits_as(&mut self, x: H, kind: ScalarKind) -> H {
        self.fw.expr(Expression::As {
            expr: x,
            kind,
            convert: None,
        })
    }

    /// A register of the lanes' kind as unsigned bits.
    fn u(&mut self, x: H) -> H {
        if self.l.signed() {
            self.bits_as(x, ScalarKind::Uint)
        } else {
            x
        }
    }

    /// Unsigned bits back as a register of the lanes' kind.
    fn back(&mut self, x: H) -> H {
        if self.l.signed() {
            self.bits_as(x, ScalarKind::Sint)
        } else {
            x
        }
    }

    /// `a op b` wrapping at the register's width, in the lanes' kind.
    fn wrapping(&mut self, op: B, a: H, b: H) -> H {
        let (a, b) = (self.u(a), self.u(b));
        let r = self.bin(op, a, b);
        self.back(r)
    }

    /// A lane's low `bits` as an unsigned register (the lane type's bit pattern).
    fn pattern(&mut self, x: H) -> H {
        let x = self.u(x);
        if self.l.full() {
            return x;
        }
        let mask = self.k(ScalarKind::Uint, (1i64 << self.l.bits()) - 1);
        self.bin(B::And, x, mask)
    }

    /// The least and greatest values of the lane type, as registers of its kind.
    fn limits(&mut self) -> (H, H) {
        let bits = self.l.bits();
        let kind = self.l.kind();
        if self.l.signed() {
            let min = self.k(kind, i64::MIN >> (64 - bits));
            let max = self.k(kind, i64::MAX >> (64 - bits));
            (min, max)
        } else {
            let min = self.k(kind, 0);
            let max = self.k(kind, (u64::MAX >> (64 - bits)) as i64);
            (min, max)
        }
    }

    /// The high half of the product of two full-width registers, in the lanes' kind: at twice
    /// the width where the target has it (32-bit lanes), else from pieces of half the width
    /// (whose products fit the register).
    fn mul_high(&mut self, a: H, b: H) -> H {
        if self.l.width == 4 && self.fw.mw.features.int64 {
            let kind = self.l.kind();
            let widen = |o: &mut Self, v| {
                o.fw.expr(Expression::As {
                    expr: v,
                    kind,
                    convert: Some(8),
                })
            };
            let (x, y) = (widen(self, a), widen(self, b));
            let p = self.bin(B::Multiply, x, y);
            let k = self.k32(32);
            let h = self.bin(B::ShiftRight, p, k);
            return self.fw.expr(Expression::As {
                expr: h,
                kind,
                convert: Some(4),
            });
        }
        let half = 4 * self.l.width as u32;
        let (x, y) = (self.u(a), self.u(b));
        let sh = self.k32(half);
        let mask = self.k(ScalarKind::Uint, (1i64 << half) - 1);
        let (xl, xh) = (self.bin(B::And, x, mask), self.bin(B::ShiftRight, x, sh));
        let (yl, yh) = (self.bin(B::And, y, mask), self.bin(B::ShiftRight, y, sh));
        let ll = self.bin(B::Multiply, xl, yl);
        let lh = self.bin(B::Multiply, xl, yh);
        let hl = self.bin(B::Multiply, xh, yl);
        let hh = self.bin(B::Multiply, xh, yh);
        // mid = (ll >> h) + low(lh) + low(hl); high = hh + (lh >> h) + (hl >> h) + (mid >> h)
        let t = self.bin(B::ShiftRight, ll, sh);
        let lhl = self.bin(B::And, lh, mask);
        let hll = self.bin(B::And, hl, mask);
        let mid = self.bin(B::Add, t, lhl);
        let mid = self.bin(B::Add, mid, hll);
        let lhh = self.bin(B::ShiftRight, lh, sh);
        let hlh = self.bin(B::ShiftRight, hl, sh);
        let midh = self.bin(B::ShiftRight, mid, sh);
        let hi = self.bin(B::Add, hh, lhh);
        let hi = self.bin(B::Add, hi, hlh);
        let mut hi = self.bin(B::Add, hi, midh);
        if self.l.signed() {
            // As signed numbers: less b where a < 0 and a where b < 0.
            let z = self.k(ScalarKind::Sint, 0);
            let zu = self.k(ScalarKind::Uint, 0);
            let an = self.bin(B::Less, a, z);
            let bn = self.bin(B::Less, b, z);
            let sub_b = self.select(an, y, zu);
            let sub_a = self.select(bn, x, zu);
            hi = self.bin(B::Subtract, hi, sub_b);
            hi = self.bin(B::Subtract, hi, sub_a);
        }
        self.back(hi)
    }

    /// The low half of `a * b`, as unsigned bits.
    fn mul_low(&mut self, a: H, b: H) -> H {
        let (x, y) = (self.u(a), self.u(b));
        self.bin(B::Multiply, x, y)
    }

    /// The high half of `a * b`, in the lanes' kind.
    fn mul_hi(&mut self, a: H, b: H) -> H {
        if !self.l.full() {
            // 8/16-bit lanes: the whole product fits 32 bits.
            let p = self.bin(B::Multiply, a, b);
            let sh = self.k32(self.l.bits());
            return self.bin(B::ShiftRight, p, sh);
        }
        self.mul_high(a, b)
    }

    /// `add_sat`, `sub_sat`, `mad_sat`.
    fn saturating(&mut self, s: S, a: &[H]) -> H {
        let (x, y) = (a[0], a[1]);
        let kind = self.l.kind();
        if !self.l.full() {
            // Exact in 32 bits (|x * y + c| < 2^31 for signed, < 2^32 for unsigned lanes),
            // then clamped; an unsigned difference below zero is 0.
            if !self.l.signed() && s == S::SubSat {
                let less = self.bin(B::Less, x, y);
                let d = self.bin(B::Subtract, x, y);
                let z = self.k(kind, 0);
                return self.select(less, z, d);
            }
            let r = match s {
                S::AddSat => self.bin(B::Add, x, y),
                S::SubSat => self.bin(B::Subtract, x, y),
                _ => {
                    let p = self.bin(B::Multiply, x, y);
                    self.bin(B::Add, p, a[2])
                }
            };
            let (min, max) = self.limits();
            return self.math(Mf::Clamp, r, Some(min), Some(max));
        }
        let (min, max) = self.limits();
        if !self.l.signed() {
            return match s {
                S::AddSat => {
                    let r = self.bin(B::Add, x, y);
                    let over = self.bin(B::Less, r, x);
                    self.select(over, max, r)
                }
                S::SubSat => {
                    let less = self.bin(B::Less, x, y);
                    let d = self.bin(B::Subtract, x, y);
                    self.select(less, min, d)
                }
                _ => {
                    let hi = self.mul_high(x, y);
                    let lo = self.mul_low(x, y);
                    let r = self.bin(B::Add, lo, a[2]);
                    let carry = self.bin(B::Less, r, lo);
                    let z = self.k(kind, 0);
                    let high = self.bin(B::NotEqual, hi, z);
                    let over = self.bin(B::InclusiveOr, high, carry);
                    self.select(over, max, r)
                }
            };
        }
        let z = self.k(kind, 0);
        match s {
            S::AddSat | S::SubSat => {
                let op = if s == S::AddSat { B::Add } else { B::Subtract };
                let r = self.wrapping(op, x, y);
                // Overflow: the result's sign differs from x's, and (sum) y's or (difference)
                // not y's.
                let xr = self.bin(B::ExclusiveOr, x, r);
                let other = if s == S::AddSat {
                    self.bin(B::ExclusiveOr, y, r)
                } else {
                    self.bin(B::ExclusiveOr, x, y)
                };
                let both = self.bin(B::And, xr, other);
                let over = self.bin(B::Less, both, z);
                let neg = self.bin(B::Less, x, z);
                let limit = self.select(neg, min, max);
                self.select(over, limit, r)
            }
            _ => {
                // The double-width product plus c (sign-extended), saturated unless its high
                // half is the sign of its low half.
                let hi = self.mul_high(x, y);
                let hi = self.u(hi);
                let lo = self.mul_low(x, y);
                let c = a[2];
                let cu = self.u(c);
                let lo2 = self.bin(B::Add, lo, cu);
                let carry = self.bin(B::Less, lo2, lo);
                let cneg = self.bin(B::Less, c, z);
                let ones = self.k(ScalarKind::Uint, -1);
                let zu = self.k(ScalarKind::Uint, 0);
                let oneu = self.k(ScalarKind::Uint, 1);
                let ext = self.select(cneg, ones, zu);
                let inc = self.select(carry, oneu, zu);
                let hi2 = self.bin(B::Add, hi, ext);
                let hi2 = self.bin(B::Add, hi2, inc);
                let r = self.bits_as(lo2, ScalarKind::Sint);
                let top = self.k32(8 * self.l.width as u32 - 1);
                let sign = self.bin(B::ShiftRight, r, top);
                let sign = self.bits_as(sign, ScalarKind::Uint);
                let fits = self.bin(B::Equal, hi2, sign);
                let hs = self.bits_as(hi2, ScalarKind::Sint);
                let neg = self.bin(B::Less, hs, z);
                let limit = self.select(neg, min, max);
                self.select(fits, r, limit)
            }
        }
    }

    /// `clz`, `ctz`, `popcount` of the lane type's bits, as registers of the lanes' kind.
    fn bit_count(&mut self, s: S, x: H) -> H {
        let fun = match s {
            S::Clz => Mf::CountLeadingZeros,
            S::Ctz => Mf::CountTrailingZeros,
            _ => Mf::CountOneBits,
        };
        let p = self.pattern(x);
        let n = if self.l.width == 8 {
            // From the two 32-bit halves.
            let k32 = self.k32(32);
            let to32 = |o: &mut Self, v| {
                o.fw.expr(Expression::As {
                    expr: v,
                    kind: ScalarKind::Uint,
                    convert: Some(4),
                })
            };
            let lo = to32(self, p);
            let hi = self.bin(B::ShiftRight, p, k32);
            let hi = to32(self, hi);
            let (nl, nh) = (
                self.math(fun, lo, None, None),
                self.math(fun, hi, None, None),
            );
            let zero = self.k32(0);
            let n = match s {
                S::Clz => {
                    let nz = self.bin(B::NotEqual, hi, zero);
                    let t = self.bin(B::Add, nl, k32);
                    self.select(nz, nh, t)
                }
                S::Ctz => {
                    let nz = self.bin(B::NotEqual, lo, zero);
                    let t = self.bin(B::Add, nh, k32);
                    self.select(nz, nl, t)
                }
                _ => self.bin(B::Add, nl, nh),
            };
            self.fw.expr(Expression::As {
                expr: n,
                kind: ScalarKind::Uint,
                convert: Some(8),
            })
        } else {
            let n = self.math(fun, p, None, None);
            let bits = self.l.bits();
            match s {
                S::Clz if bits < 32 => {
                    let k = self.k32(32 - bits);
                    self.bin(B::Subtract, n, k)
                }
                S::Ctz if bits < 32 => {
                    let k = self.k32(bits);
                    self.math(Mf::Min, n, Some(k), None)
                }
                _ => n,
            }
        };
        self.back(n)
    }

    /// `rotate(x, n)`: the lane type's bits turned left by `n` modulo their count.
    fn rotate(&mut self, x: H, n: H) -> H {
        let bits = self.l.bits();
        let xu = self.pattern(x);
        let nu = self.u(n);
        let m = self.k(ScalarKind::Uint, bits as i64 - 1);
        let nu = self.bin(B::And, nu, m);
        let w = self.k(ScalarKind::Uint, bits as i64);
        let back = self.bin(B::Subtract, w, nu);
        let back = self.bin(B::And, back, m);
        let (nu, back) = if self.l.width == 8 {
            // Shift counts are `u32`.
            let c = |o: &mut Self, v| {
                o.fw.expr(Expression::As {
                    expr: v,
                    kind: ScalarKind::Uint,
                    convert: Some(4),
                })
            };
            (c(self, nu), c(self, back))
        } else {
            (nu, back)
        };
        let l = self.bin(B::ShiftLeft, xu, nu);
        let r = self.bin(B::ShiftRight, xu, back);
        let v = self.bin(B::InclusiveOr, l, r);
        let v = self.back(v);
        self.fw.normalize(v, self.l.scalar, self.l.size)
    }
}

/// The integer builtin `s` of lanes of `arg_ty` giving `ty`, or `None` when `s` is not one
/// of these families or the arguments are not integers.
pub(crate) fn lower(
    fw: &mut FnWriter,
    s: S,
    a: &[H],
    arg_ty: ir::TypeId,
    ty: ir::TypeId,
    span: Span,
) -> R<Option<H>> {
    let (scalar, size) = fw.lanes(arg_ty);
    let (result, _) = fw.lanes(ty);
    let family = matches!(
        s,
        S::AddSat
            | S::SubSat
            | S::MadSat
            | S::MulHi
            | S::MadHi
            | S::Mul24
            | S::Mad24
            | S::Hadd
            | S::Rhadd
            | S::AbsDiff
            | S::Rotate
            | S::Clz
            | S::Ctz
            | S::Popcount
            | S::Upsample
    );
    if !family || !scalar.is_integer() {
        return Ok(None);
    }
    let wide = scalar.bits() == 64 || result.bits() == 64;
    if wide && !fw.mw.features.int64 {
        return fw.unsupported(span, format_args!("'{}' on 64-bit integers", s.name()));
    }
    let l = Lanes {
        scalar,
        size,
        width: if scalar.bits() == 64 { 8 } else { 4 },
    };
    let mut o = Ops { fw, l };
    let need = |n: usize| a.len() >= n;
    if !need(if matches!(s, S::MadSat | S::MadHi | S::Mad24) {
        3
    } else if matches!(s, S::Clz | S::Ctz | S::Popcount) {
        1
    } else {
        2
    }) {
        return Ok(None);
    }
    let v = match s {
        S::AddSat | S::SubSat | S::MadSat => o.saturating(s, a),
        S::MulHi => o.mul_hi(a[0], a[1]),
        S::MadHi => {
            let h = o.mul_hi(a[0], a[1]);
            let r = o.wrapping(B::Add, h, a[2]);
            o.fw.normalize(r, scalar, size)
        }
        S::Mul24 | S::Mad24 => {
            let p = o.wrapping(B::Multiply, a[0], a[1]);
            let r = if s == S::Mad24 {
                o.wrapping(B::Add, p, a[2])
            } else {
                p
            };
            o.fw.normalize(r, scalar, size)
        }
        S::Hadd | S::Rhadd => {
            // (x >> 1) + (y >> 1) + ((x & y) or (x | y) & 1): never overflows.
            let one_u = o.k32(1);
            let x = o.bin(B::ShiftRight, a[0], one_u);
            let y = o.bin(B::ShiftRight, a[1], one_u);
            let op = if s == S::Hadd { B::And } else { B::InclusiveOr };
            let c = o.bin(op, a[0], a[1]);
            let one = o.k(l.kind(), 1);
            let c = o.bin(B::And, c, one);
            let t = o.bin(B::Add, x, y);
            o.bin(B::Add, t, c)
        }
        S::AbsDiff => {
            // The unsigned difference of the larger less the smaller: exact in the result's
            // unsigned type.
            let gt = o.bin(B::Greater, a[0], a[1]);
            let (x, y) = (o.u(a[0]), o.u(a[1]));
            let d1 = o.bin(B::Subtract, x, y);
            let d2 = o.bin(B::Subtract, y, x);
            o.select(gt, d1, d2)
        }
        S::Rotate => o.rotate(a[0], a[1]),
        S::Clz | S::Ctz | S::Popcount => o.bit_count(s, a[0]),
        _ => {
            // upsample(hi, lo): hi's bits above lo's, in the type of twice the width.
            let bits = scalar.bits();
            let (hi, lo) = (o.u(a[0]), a[1]);
            let (hi, lo, k) = if bits == 32 {
                let widen = |o: &mut Ops, v| {
                    o.fw.expr(Expression::As {
                        expr: v,
                        kind: ScalarKind::Uint,
                        convert: Some(8),
                    })
                };
                (widen(&mut o, hi), widen(&mut o, lo), o.k32(32))
            } else {
                (hi, lo, o.k32(bits))
            };
            let up = o.bin(B::ShiftLeft, hi, k);
            let r = o.bin(B::InclusiveOr, up, lo);
            let r = if result.is_signed() {
                o.bits_as(r, ScalarKind::Sint)
            } else {
                r
            };
            o.fw.normalize(r, result, size)
        }
    };
    Ok(Some(v))
}
