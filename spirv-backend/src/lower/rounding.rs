//! Exact rounding of `vstore_half[n]_rtX` on the Vulkan target, without the `FPRoundingMode`
//! decoration (which Vulkan drivers need not honour). Conversions are rounded before the writer,
//! by the library (the exact-rounding stage, `library/rounding.cl.inc`, the same method);
//! `vstore_half` is not a conversion in the IR but a builtin the writer expands, so its rounding
//! stays here (docs/architecture.md, "Still decided inside the writer").
//!
//! The method: convert with the driver's rounding, which is faithful (the result `r` is one of
//! the two representable neighbours of the exact value `x`), decide exactly on which side of `x`
//! the result lies, and where that is the wrong side for the mode step `r` by one unit in the last
//! place. The step is integer arithmetic on `r`'s bits: adding one to the magnitude moves away
//! from zero, subtracting one towards it, and this is right across binades, into and out of the
//! subnormal range, and between the largest finite value and infinity (so rounding towards zero
//! turns an overflow to infinity into the largest finite value, as it must).
//!
//! Which side: `r` widened back from its bits (exact) compared with `x`. NaN compares false both
//! ways, so NaNs are never stepped.

use super::{ModuleWriter, R};
use oclvk_frontend::ir::{Rounding, Scalar};
use spirv::{GlslStd450Op as G, Op, Word};

/// Where a rounded result lies relative to the exact value (bool-like per lane).
struct Side {
    above: Word,
    below: Word,
}

impl ModuleWriter<'_> {
    /// `elem` (a scalar type), or a vector of it with `lanes` lanes.
    fn lanes_of(&mut self, elem: Word, lanes: u8) -> Word {
        if lanes > 1 {
            self.vec_of(elem, lanes as u32)
        } else {
            elem
        }
    }

    /// The scalar constant `c` of type `elem` in every lane.
    fn splat_word(&mut self, elem: Word, c: Word, lanes: u8) -> Word {
        if lanes > 1 {
            let t = self.vec_of(elem, lanes as u32);
            self.const_composite(t, vec![c; lanes as usize])
        } else {
            c
        }
    }

    /// Integer constant `v` of `bits` width in every lane.
    fn splat_bits(&mut self, bits: u32, v: u64, lanes: u8) -> Word {
        let it = self.int_ty(bits);
        let c = self.const_bits(it, bits, v);
        self.splat_word(it, c, lanes)
    }

    /// Steps the bits of a faithfully rounded result by one unit where `mode` needs the other
    /// neighbour. `neg` says the exact value is negative (for an inexact result the rounded one
    /// has the same sign, zero included); `None` for unsigned sources.
    fn step_to_mode(
        &mut self,
        bits: Word,
        width: u32,
        lanes: u8,
        side: Side,
        neg: Option<Word>,
        mode: Rounding,
    ) -> R<Word> {
        let elem = self.int_ty(width);
        let it = self.lanes_of(elem, lanes);
        let bt = self.bool_like(lanes);
        let zero = self.splat_bits(width, 0, lanes);
        let up = self.splat_bits(width, 1, lanes);
        let down = self.splat_bits(width, u64::MAX, lanes);
        // `step` is added to the magnitude bits: +1 away from zero, -1 towards it.
        let step = match (mode, neg) {
            // Too far from zero: step back towards it.
            (Rounding::Rtz, Some(neg)) => {
                let away = self.op(Op::Select, bt, &[neg, side.below, side.above])?;
                self.op(Op::Select, it, &[away, down, zero])?
            }
            (Rounding::Rtz, None) => self.op(Op::Select, it, &[side.above, down, zero])?,
            // Below the exact value: away from zero if positive, towards it if negative.
            (Rounding::Rtp, Some(neg)) => {
                let dir = self.op(Op::Select, it, &[neg, down, up])?;
                self.op(Op::Select, it, &[side.below, dir, zero])?
            }
            (Rounding::Rtp, None) => self.op(Op::Select, it, &[side.below, up, zero])?,
            // Above the exact value: towards zero if positive, away from it if negative.
            (Rounding::Rtn, Some(neg)) => {
                let dir = self.op(Op::Select, it, &[neg, up, down])?;
                self.op(Op::Select, it, &[side.above, dir, zero])?
            }
            (Rounding::Rtn, None) => self.op(Op::Select, it, &[side.above, down, zero])?,
            (Rounding::Default | Rounding::Rte, _) => return Ok(bits),
        };
        self.op(Op::IAdd, it, &[bits, step])
    }

    /// Whether `mode` is one this module has to implement (the others are the default rounding
    /// to nearest even).
    pub fn is_directed(mode: Rounding) -> bool {
        matches!(mode, Rounding::Rtz | Rounding::Rtp | Rounding::Rtn)
    }

    /// Where `back` (a rounded value widened back exactly) lies relative to `x`.
    fn float_side(&mut self, back: Word, x: Word, lanes: u8) -> R<Side> {
        let bt = self.bool_like(lanes);
        Ok(Side {
            above: self.op(Op::FOrdGreaterThan, bt, &[back, x])?,
            below: self.op(Op::FOrdLessThan, bt, &[back, x])?,
        })
    }

    fn float_negative(&mut self, x: Word, fs: Scalar, lanes: u8) -> R<Word> {
        let ft = self.scalar_ty(fs, super::Layout::Plain);
        let zero = self.const_scalar_float(fs, 0.0);
        let zero = self.splat_word(ft, zero, lanes);
        let bt = self.bool_like(lanes);
        self.op(Op::FOrdLessThan, bt, &[x, zero])
    }

    /// The `half` bits (in the low 16 bits of a `uint`) of the scalar `x` (`float` or `double`)
    /// rounded by `mode`, without Float16 arithmetic: `PackHalf2x16` rounds a `float`. A `double`
    /// is first narrowed to `float` rounding to odd (truncate, then set the lowest bit if
    /// inexact), so the second rounding to `half` is still correct (float has more than two bits
    /// more precision than half).
    pub fn half_bits_rounded(&mut self, x: Word, s: Scalar, mode: Rounding) -> R<Word> {
        let f32t = self.scalar_ty(Scalar::Float, super::Layout::Plain);
        let u32t = self.u32_ty();
        let f = match s {
            Scalar::Double => self.double_to_float_odd(x, 1)?,
            Scalar::Float => x,
            _ => self.op(Op::FConvert, f32t, &[x])?,
        };
        let v2 = self.vec_of(f32t, 2);
        let zero = self.const_scalar_float(Scalar::Float, 0.0);
        let pair = self.construct(v2, vec![f, zero])?;
        let bits = self.ext_inst(u32t, G::PackHalf2x16 as u32, &[pair])?;
        if !Self::is_directed(mode) {
            return Ok(bits);
        }
        // Decoded with integer operations: a driver may fold Unpack(Pack(x)) back to `x`.
        let mut back = self.widen_from_bits(bits, Scalar::Half, Scalar::Float, 1)?;
        if s != Scalar::Float {
            let st = self.scalar_ty(s, super::Layout::Plain);
            back = self.op(Op::FConvert, st, &[back])?;
        }
        let side = self.float_side(back, x, 1)?;
        let neg = self.float_negative(x, s, 1)?;
        self.step_to_mode(bits, 32, 1, side, Some(neg), mode)
    }

    /// The value of `from` bits (the low bits of `uint` lanes) as the wider float type `to`,
    /// computed with integer operations and one exact scaling, so that no compiler can fold it
    /// back into the conversion that produced the bits (NVIDIA's folds FConvert(FConvert(x))
    /// and Unpack(Pack(x)) into `x`) and a device that flushes denormals cannot flush it: a
    /// normal value is rebiased, a subnormal one is its significand times its scale, infinities
    /// and NaNs keep their payload.
    fn widen_from_bits(&mut self, bits: Word, from: Scalar, to: Scalar, lanes: u8) -> R<Word> {
        let (fe, fm) = (exponent_bits(from), precision(from) - 1);
        let (te, tm) = (exponent_bits(to), precision(to) - 1);
        let width = to.bits();
        let ue = self.int_ty(width);
        let ut = self.lanes_of(ue, lanes);
        let fte = self.scalar_ty(to, super::Layout::Plain);
        let ft = self.lanes_of(fte, lanes);
        let bt = self.bool_like(lanes);
        let x = if width > 32 {
            self.op(Op::UConvert, ut, &[bits])?
        } else {
            bits
        };
        let c = |l: &mut Self, v: u64| l.splat_bits(width, v, lanes);
        let (sign_at, fm_c, shift) = (
            c(self, (fe + fm) as u64),
            c(self, fm as u64),
            c(self, (tm - fm) as u64),
        );
        let (one, top, tm_c) = (c(self, 1), c(self, width as u64 - 1), c(self, tm as u64));
        let (exp_mask, man_mask, zero) =
            (c(self, (1 << fe) - 1), c(self, (1 << fm) - 1), c(self, 0));
        let rebias = c(self, ((1u64 << (te - 1)) - (1u64 << (fe - 1))) << tm);
        let inf_exp = c(self, ((1u64 << te) - 1) << tm);
        let sign = self.op(Op::ShiftRightLogical, ut, &[x, sign_at])?;
        let sign = self.op(Op::BitwiseAnd, ut, &[sign, one])?;
        let sign = self.op(Op::ShiftLeftLogical, ut, &[sign, top])?;
        let exp = self.op(Op::ShiftRightLogical, ut, &[x, fm_c])?;
        let exp = self.op(Op::BitwiseAnd, ut, &[exp, exp_mask])?;
        let man = self.op(Op::BitwiseAnd, ut, &[x, man_mask])?;
        let man_wide = self.op(Op::ShiftLeftLogical, ut, &[man, shift])?;
        let exp_wide = self.op(Op::ShiftLeftLogical, ut, &[exp, tm_c])?;
        let normal = self.op(Op::IAdd, ut, &[exp_wide, rebias])?;
        let normal = self.op(Op::BitwiseOr, ut, &[normal, man_wide])?;
        let special = self.op(Op::BitwiseOr, ut, &[inf_exp, man_wide])?;
        // Subnormal or zero: the significand (exact in `to`) times 2^(1 - bias - fm).
        let mf = self.op(Op::ConvertUToF, ft, &[man])?;
        let bias = (1i32 << (fe - 1)) - 1;
        let scale = self.const_scalar_float(to, 2f64.powi(1 - bias - fm as i32));
        let scale = self.splat_word(fte, scale, lanes);
        let tiny = self.op(Op::FMul, ft, &[mf, scale])?;
        let tiny = self.op(Op::Bitcast, ut, &[tiny])?;
        let is_tiny = self.op(Op::IEqual, bt, &[exp, zero])?;
        let is_special = self.op(Op::IEqual, bt, &[exp, exp_mask])?;
        let magnitude = self.op(Op::Select, ut, &[is_special, special, normal])?;
        let magnitude = self.op(Op::Select, ut, &[is_tiny, tiny, magnitude])?;
        let value = self.op(Op::BitwiseOr, ut, &[magnitude, sign])?;
        self.op(Op::Bitcast, ft, &[value])
    }

    /// `double` lanes narrowed to `float` rounding to odd (the truncated value, its lowest bit
    /// set when inexact): rounding that once more to a format at least two bits narrower
    /// (`half`) gives the correctly rounded result, where narrowing twice to nearest may not.
    fn double_to_float_odd(&mut self, x: Word, lanes: u8) -> R<Word> {
        let f32e = self.scalar_ty(Scalar::Float, super::Layout::Plain);
        let u32e = self.u32_ty();
        let f32t = self.lanes_of(f32e, lanes);
        let u32t = self.lanes_of(u32e, lanes);
        let bt = self.bool_like(lanes);
        let f = self.op(Op::FConvert, f32t, &[x])?;
        let f_bits = self.op(Op::Bitcast, u32t, &[f])?;
        let back = self.widen_from_bits(f_bits, Scalar::Float, Scalar::Double, lanes)?;
        let inexact = self.op(Op::FOrdNotEqual, bt, &[back, x])?;
        let side = self.float_side(back, x, lanes)?;
        let neg = self.float_negative(x, Scalar::Double, lanes)?;
        let truncated = self.step_to_mode(f_bits, 32, lanes, side, Some(neg), Rounding::Rtz)?;
        let one = self.splat_bits(32, 1, lanes);
        let zero = self.splat_bits(32, 0, lanes);
        let sticky = self.op(Op::Select, u32t, &[inexact, one, zero])?;
        let odd = self.op(Op::BitwiseOr, u32t, &[truncated, sticky])?;
        self.op(Op::Bitcast, f32t, &[odd])
    }
}

/// Significand bits (with the implicit one) of a float type.
fn precision(s: Scalar) -> u32 {
    match s {
        Scalar::Half => 11,
        Scalar::Float => 24,
        _ => 53,
    }
}

/// Exponent field bits of a float type.
fn exponent_bits(s: Scalar) -> u32 {
    match s {
        Scalar::Half => 5,
        Scalar::Float => 8,
        _ => 11,
    }
}
