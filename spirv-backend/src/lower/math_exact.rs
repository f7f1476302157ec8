//! Vulkan lowerings of math builtins that GLSL.std.450 lacks and that must be exact:
//! `mad_sat` (integers), `nextafter`, `remainder` and `remquo` (floats), all lane-wise on
//! vectors.
//!
//! - `mad_sat(a, b, c)`: the double-width product from `OpSMulExtended`/`OpUMulExtended`, `c`
//!   added with `OpIAddCarry` into the low half and its sign and the carry into the high half;
//!   the result saturates when the high half is not the low half's sign extension (signed) or
//!   not zero (unsigned).
//! - `nextafter(x, y)`: one step of the bit pattern towards `y` (+1 when moving away from zero,
//!   -1 towards it), the smallest subnormal of `y`'s sign from zero, NaN from NaN, `y` when equal.
//! - `remainder`/`remquo`: an exact `fmod` of the magnitudes first: in a fixed number of rounds
//!   (enough for the type's exponent range), `|y|` is scaled by a power of two `2^k` so that the
//!   quotient `q = trunc(r / (|y| 2^k))` stays below `2^(p-3)` (p: mantissa bits), and
//!   `r = fma(-q, |y| 2^k, r)` is then exact (the true difference is a multiple of
//!   `ulp(|y| 2^k)` smaller than `|y| 2^k`) once `q` is corrected by one either way (Vulkan's
//!   division is not correctly rounded) from a first fma's residual. Rounds with `k < 7` also accumulate the quotient's low 7 bits for
//!   `remquo`. The remainder is then rounded to nearest (ties to an even quotient) and gets
//!   `x`'s sign; NaN for a zero `y`, an infinite `x` or NaN operands; `x` for an infinite `y`.

use super::{Layout, Lowerer, R};
use oclvk_frontend::ir::{Scalar, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, Word};

impl Lowerer<'_> {
    /// `mad_sat(a, b, c)` for integer scalar or vector type `ty`.
    pub fn mad_sat(&mut self, a: Word, b: Word, c: Word, ty: TypeId, span: Span) -> R<Word> {
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Int);
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let t = self.ty(ty, Layout::Plain, span)?;
        let bt = self.bool_like(lanes);
        let pair = self.b.type_struct([t, t]);
        let signed = sc.is_signed();
        let mul = if signed {
            Op::SMulExtended
        } else {
            Op::UMulExtended
        };
        let prod = self.op(mul, pair, &[a, b])?;
        let lo = self.b.composite_extract(t, None, prod, [0])?;
        let hi = self.b.composite_extract(t, None, prod, [1])?;
        let sum = self.op(Op::IAddCarry, pair, &[lo, c])?;
        let low = self.b.composite_extract(t, None, sum, [0])?;
        let carry = self.b.composite_extract(t, None, sum, [1])?;
        let hi = self.op(Op::IAdd, t, &[hi, carry])?;
        let bits = sc.bits() as u64;
        if !signed {
            let zero = self.const_splat_int(ty, 0, span)?;
            let over = self.op(Op::INotEqual, bt, &[hi, zero])?;
            let max = self.const_splat_int(ty, u64::MAX, span)?;
            return self.op(Op::Select, t, &[over, max, low]);
        }
        // c's sign extension into the high half.
        let top = self.const_splat_int(ty, bits - 1, span)?;
        let c_hi = self.op(Op::ShiftRightArithmetic, t, &[c, top])?;
        let hi = self.op(Op::IAdd, t, &[hi, c_hi])?;
        let low_sign = self.op(Op::ShiftRightArithmetic, t, &[low, top])?;
        let over = self.op(Op::INotEqual, bt, &[hi, low_sign])?;
        let zero = self.const_splat_int(ty, 0, span)?;
        let negative = self.op(Op::SLessThan, bt, &[hi, zero])?;
        let min = self.const_splat_int(ty, 1 << (bits - 1), span)?;
        let max = self.const_splat_int(ty, (1u64 << (bits - 1)) - 1, span)?;
        let limit = self.op(Op::Select, t, &[negative, min, max])?;
        self.op(Op::Select, t, &[over, limit, low])
    }

    /// `nextafter(x, y)` for float scalar or vector type `ty`.
    pub fn nextafter(&mut self, x: Word, y: Word, ty: TypeId, span: Span) -> R<Word> {
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let t = self.ty(ty, Layout::Plain, span)?;
        let it = self.int_vec_like(ty, span)?;
        let bt = self.bool_like(lanes);
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let xi = self.op(Op::Bitcast, it, &[x])?;
        let yi = self.op(Op::Bitcast, it, &[y])?;
        let one = self.const_int_like(ty, 1, span)?;
        let up = self.op(Op::IAdd, it, &[xi, one])?;
        let down = self.op(Op::ISub, it, &[xi, one])?;
        let towards_y = self.op(Op::FOrdLessThan, bt, &[x, y])?;
        let zero = self.const_splat_float(ty, 0.0, span)?;
        let positive = self.op(Op::FOrdGreaterThan, bt, &[x, zero])?;
        let away = self.op(Op::LogicalEqual, bt, &[towards_y, positive])?;
        let stepped = self.op(Op::Select, it, &[away, up, down])?;
        // From zero: the smallest subnormal with y's sign.
        let sign = self.const_int_like(ty, 1 << (sc.bits() - 1), span)?;
        let ysign = self.op(Op::BitwiseAnd, it, &[yi, sign])?;
        let tiny = self.op(Op::BitwiseOr, it, &[ysign, one])?;
        let is_zero = self.op(Op::FOrdEqual, bt, &[x, zero])?;
        let stepped = self.op(Op::Select, it, &[is_zero, tiny, stepped])?;
        let r = self.op(Op::Bitcast, t, &[stepped])?;
        let equal = self.op(Op::FOrdEqual, bt, &[x, y])?;
        let r = self.op(Op::Select, t, &[equal, y, r])?;
        let nan = self.op(Op::FAdd, t, &[x, y])?;
        let xn = self.op(Op::IsNan, bt, &[x])?;
        let yn = self.op(Op::IsNan, bt, &[y])?;
        let any_nan = self.op(Op::LogicalOr, bt, &[xn, yn])?;
        self.op(Op::Select, t, &[any_nan, nan, r])
    }

    /// `remainder(x, y)` and the `remquo` quotient bits (an `int` scalar or vector).
    pub fn remainder_quo(&mut self, x: Word, y: Word, ty: TypeId, span: Span) -> R<(Word, Word)> {
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let t = self.ty(ty, Layout::Plain, span)?;
        let bt = self.bool_like(lanes);
        let i32s = self.int_ty(32);
        let qt = if lanes > 1 {
            self.vec_of(i32s, lanes as u32)
        } else {
            i32s
        };
        let qconst = |l: &mut Self, v: i64| -> Word {
            let c = l.const_bits(i32s, 32, v as u64);
            if lanes > 1 {
                l.const_composite(qt, vec![c; lanes as usize])
            } else {
                c
            }
        };
        // Mantissa bits and the exponent gap rounds must cover.
        let (precision, max_gap) = match sc {
            Scalar::Half => (11, 40),
            Scalar::Double => (53, 2100),
            _ => (24, 280),
        };
        let chunk = precision - 3;
        let rounds = max_gap / chunk + 2;
        let ax = self.ext_inst(t, G::FAbs as u32, &[x])?;
        let ay = self.ext_inst(t, G::FAbs as u32, &[y])?;
        let frexp_pair = self.b.type_struct([t, qt]);
        let fy = self.ext_inst(frexp_pair, G::FrexpStruct as u32, &[ay])?;
        let ey = self.b.composite_extract(qt, None, fy, [1])?;
        let zero_f = self.const_splat_float(ty, 0.0, span)?;
        let zero_q = qconst(self, 0);
        let chunk_c = qconst(self, chunk as i64);
        let seven = qconst(self, 7);
        let mask7 = qconst(self, 127);
        let c128 = self.const_splat_float(ty, 128.0, span)?;
        let inv128 = self.const_splat_float(ty, 1.0 / 128.0, span)?;
        let one_q = qconst(self, 1);
        let one_f = self.const_splat_float(ty, 1.0, span)?;
        let mut r = ax;
        let mut quo = zero_q;
        for _ in 0..rounds {
            let fr = self.ext_inst(frexp_pair, G::FrexpStruct as u32, &[r])?;
            let er = self.b.composite_extract(qt, None, fr, [1])?;
            let gap = self.op(Op::ISub, qt, &[er, ey])?;
            let k = self.op(Op::ISub, qt, &[gap, chunk_c])?;
            let k = self.ext_inst(qt, G::SMax as u32, &[k, zero_q])?;
            let ys = self.ext_inst(t, G::Ldexp as u32, &[ay, k])?;
            let d = self.op(Op::FDiv, t, &[r, ys])?;
            let q = self.ext_inst(t, G::Trunc as u32, &[d])?;
            // The division is not correctly rounded on Vulkan: fix q by one either way, from
            // the (approximate) residual, before the exact fma.
            let nq = self.op(Op::FNegate, t, &[q])?;
            let trial = self.ext_inst(t, G::Fma as u32, &[nq, ys, r])?;
            let over = self.op(Op::FOrdLessThan, bt, &[trial, zero_f])?;
            let under = self.op(Op::FOrdGreaterThanEqual, bt, &[trial, ys])?;
            let q_less = self.op(Op::FSub, t, &[q, one_f])?;
            let q_more = self.op(Op::FAdd, t, &[q, one_f])?;
            let q = self.op(Op::Select, t, &[over, q_less, q])?;
            let q = self.op(Op::Select, t, &[under, q_more, q])?;
            let nq = self.op(Op::FNegate, t, &[q])?;
            r = self.ext_inst(t, G::Fma as u32, &[nq, ys, r])?;
            // Quotient bits: (q mod 128) << k for k < 7.
            let scaled = self.op(Op::FMul, t, &[q, inv128])?;
            let whole = self.ext_inst(t, G::Floor as u32, &[scaled])?;
            let high = self.op(Op::FMul, t, &[whole, c128])?;
            let low = self.op(Op::FSub, t, &[q, high])?;
            let low = self.op(Op::ConvertFToU, qt, &[low])?;
            let shifted = self.op(Op::ShiftLeftLogical, qt, &[low, k])?;
            let small_k = self.op(Op::SLessThan, bt, &[k, seven])?;
            let part = self.op(Op::Select, qt, &[small_k, shifted, zero_q])?;
            quo = self.op(Op::IAdd, qt, &[quo, part])?;
        }
        // A last quotient one too small leaves r in [|y|, 2|y|).
        let big = self.op(Op::FOrdGreaterThanEqual, bt, &[r, ay])?;
        let less = self.op(Op::FSub, t, &[r, ay])?;
        r = self.op(Op::Select, t, &[big, less, r])?;
        let plus = self.op(Op::IAdd, qt, &[quo, one_q])?;
        quo = self.op(Op::Select, qt, &[big, plus, quo])?;
        // Round to nearest, ties to an even quotient.
        let twice = self.op(Op::FAdd, t, &[r, r])?;
        let above = self.op(Op::FOrdGreaterThan, bt, &[twice, ay])?;
        let tie = self.op(Op::FOrdEqual, bt, &[twice, ay])?;
        let odd = self.op(Op::BitwiseAnd, qt, &[quo, one_q])?;
        let odd = self.op(Op::INotEqual, bt, &[odd, zero_q])?;
        let tie_odd = self.op(Op::LogicalAnd, bt, &[tie, odd])?;
        let round_up = self.op(Op::LogicalOr, bt, &[above, tie_odd])?;
        let less = self.op(Op::FSub, t, &[r, ay])?;
        r = self.op(Op::Select, t, &[round_up, less, r])?;
        let plus = self.op(Op::IAdd, qt, &[quo, one_q])?;
        quo = self.op(Op::Select, qt, &[round_up, plus, quo])?;
        quo = self.op(Op::BitwiseAnd, qt, &[quo, mask7])?;
        // Signs: the remainder takes x's, the quotient x/y's.
        let xneg = self.sign_bit_set(x, ty, span)?;
        let yneg = self.sign_bit_set(y, ty, span)?;
        let nr = self.op(Op::FNegate, t, &[r])?;
        r = self.op(Op::Select, t, &[xneg, nr, r])?;
        let qneg = self.op(Op::LogicalNotEqual, bt, &[xneg, yneg])?;
        let nquo = self.op(Op::ISub, qt, &[zero_q, quo])?;
        quo = self.op(Op::Select, qt, &[qneg, nquo, quo])?;
        // Special operands.
        let y_inf = self.op(Op::IsInf, bt, &[y])?;
        r = self.op(Op::Select, t, &[y_inf, x, r])?;
        quo = self.op(Op::Select, qt, &[y_inf, zero_q, quo])?;
        let y_zero = self.op(Op::FOrdEqual, bt, &[y, zero_f])?;
        let x_inf = self.op(Op::IsInf, bt, &[x])?;
        let xn = self.op(Op::IsNan, bt, &[x])?;
        let yn = self.op(Op::IsNan, bt, &[y])?;
        let mut bad = self.op(Op::LogicalOr, bt, &[y_zero, x_inf])?;
        bad = self.op(Op::LogicalOr, bt, &[bad, xn])?;
        bad = self.op(Op::LogicalOr, bt, &[bad, yn])?;
        let nan = self.nan_like(ty, span)?;
        r = self.op(Op::Select, t, &[bad, nan, r])?;
        quo = self.op(Op::Select, qt, &[bad, zero_q, quo])?;
        Ok((r, quo))
    }

    fn sign_bit_set(&mut self, x: Word, ty: TypeId, span: Span) -> R<Word> {
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let it = self.int_vec_like(ty, span)?;
        let bt = self.bool_like(lanes);
        let bits = self.op(Op::Bitcast, it, &[x])?;
        let zero = self.const_int_like(ty, 0, span)?;
        self.op(Op::SLessThan, bt, &[bits, zero])
    }

    fn nan_like(&mut self, ty: TypeId, span: Span) -> R<Word> {
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let bits = match sc {
            Scalar::Half => 0x7e00,
            Scalar::Double => 0x7ff8_0000_0000_0000,
            _ => 0x7fc0_0000,
        };
        let t = self.ty(ty, Layout::Plain, span)?;
        let i = self.const_int_like(ty, bits, span)?;
        self.op(Op::Bitcast, t, &[i])
    }
}
