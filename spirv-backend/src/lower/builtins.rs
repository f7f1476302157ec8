//! Builtin functions other than the work-item ones (`workitem`): math through GLSL.std.450
//! (Vulkan; the calls that need OpenCL's accuracy were already rewritten into calls of the math
//! library, `crate::library`) or OpenCL.std (OpenCL), integer, common, geometric and relational functions,
//! barriers and fences, 1.x atomics, `vloadN`/`vstoreN`. Anything else is a diagnostic naming the
//! builtin.

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use oclvk_frontend::ir::{Builtin, ExprId, Scalar, SimpleBuiltin, Type, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, OpenclStd100Op as C, Word};

impl ModuleWriter<'_> {
    pub fn unsupported<T>(&self, s: SimpleBuiltin, span: Span) -> R<T> {
        let target = self.policy.target_name();
        err(
            span,
            format!(
                "the builtin '{}' is not supported on the {target} target yet",
                s.name()
            ),
        )
    }

    fn glsl(&mut self, ty: TypeId, op: G, args: &[Word], span: Span) -> R<Word> {
        let t = self.ty(ty, Layout::Plain, span)?;
        self.ext_inst(t, op as u32, args)
    }

    /// Float `x * k` with a constant `k` splatted to `ty`.
    fn fmul_const(&mut self, ty: TypeId, x: Word, k: f64, span: Span) -> R<Word> {
        let t = self.ty(ty, Layout::Plain, span)?;
        let c = self.const_splat_float(ty, k, span)?;
        self.op(Op::FMul, t, &[x, c])
    }

    fn builtin_vulkan(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        use SimpleBuiltin::*;
        let t = self.ty(ty, Layout::Plain, span)?;
        let sc = self
            .m
            .types
            .scalar_of(at.first().copied().unwrap_or(ty))
            .unwrap_or(Scalar::Float);
        let fl = sc.is_float();
        let sg = sc.is_signed();
        let need = |n: usize| -> R<()> {
            if a.len() < n {
                err(span, "internal: too few builtin arguments")
            } else {
                Ok(())
            }
        };
        if a.is_empty() {
            return self.unsupported(s, span);
        }
        let pi = std::f64::consts::PI;
        Ok(match s {
            Acos => self.glsl(ty, G::Acos, a, span)?,
            Acosh => self.glsl(ty, G::Acosh, a, span)?,
            Asin => self.glsl(ty, G::Asin, a, span)?,
            Asinh => self.glsl(ty, G::Asinh, a, span)?,
            Atan => self.glsl(ty, G::Atan, a, span)?,
            Atan2 => self.glsl(ty, G::Atan2, a, span)?,
            Atanh => self.glsl(ty, G::Atanh, a, span)?,
            Acospi | Asinpi | Atanpi => {
                let op = match s {
                    Acospi => G::Acos,
                    Asinpi => G::Asin,
                    _ => G::Atan,
                };
                let r = self.glsl(ty, op, a, span)?;
                self.fmul_const(ty, r, 1.0 / pi, span)?
            }
            Atan2pi => {
                let r = self.glsl(ty, G::Atan2, a, span)?;
                self.fmul_const(ty, r, 1.0 / pi, span)?
            }
            Ceil => self.glsl(ty, G::Ceil, a, span)?,
            Floor => self.glsl(ty, G::Floor, a, span)?,
            Trunc => self.glsl(ty, G::Trunc, a, span)?,
            Rint => self.glsl(ty, G::RoundEven, a, span)?,
            Round => {
                // Halfway cases away from zero: trunc(x + copysign(0.5 - ulp/4, x)) is close;
                // use trunc(x) + (|x - trunc(x)| >= 0.5 ? sign(x) : 0).
                let tr = self.glsl(ty, G::Trunc, a, span)?;
                let d = self.op(Op::FSub, t, &[a[0], tr])?;
                let ad = self.glsl(ty, G::FAbs, &[d], span)?;
                let half = self.const_splat_float(ty, 0.5, span)?;
                let lanes = self.m.types.lanes(ty).unwrap_or(1);
                let bt = self.bool_like(lanes);
                let ge = self.op(Op::FOrdGreaterThanEqual, bt, &[ad, half])?;
                let sgn = self.glsl(ty, G::FSign, a, span)?;
                let zero = self.const_splat_float(ty, 0.0, span)?;
                let add = self.op(Op::Select, t, &[ge, sgn, zero])?;
                self.op(Op::FAdd, t, &[tr, add])?
            }
            Cos | HalfCos | NativeCos => self.glsl(ty, G::Cos, a, span)?,
            Sin | HalfSin | NativeSin => self.glsl(ty, G::Sin, a, span)?,
            Tan | HalfTan | NativeTan => self.glsl(ty, G::Tan, a, span)?,
            Cosh => self.glsl(ty, G::Cosh, a, span)?,
            Sinh => self.glsl(ty, G::Sinh, a, span)?,
            Tanh => self.glsl(ty, G::Tanh, a, span)?,
            Cospi | Sinpi | Tanpi => {
                let x = self.fmul_const(ty, a[0], pi, span)?;
                let op = match s {
                    Cospi => G::Cos,
                    Sinpi => G::Sin,
                    _ => G::Tan,
                };
                self.glsl(ty, op, &[x], span)?
            }
            Exp | HalfExp | NativeExp => self.glsl(ty, G::Exp, a, span)?,
            Exp2 | HalfExp2 | NativeExp2 => self.glsl(ty, G::Exp2, a, span)?,
            Exp10 | HalfExp10 | NativeExp10 => {
                let x = self.fmul_const(ty, a[0], std::f64::consts::LOG2_10, span)?;
                self.glsl(ty, G::Exp2, &[x], span)?
            }
            Expm1 => {
                let e = self.glsl(ty, G::Exp, a, span)?;
                let one = self.const_splat_float(ty, 1.0, span)?;
                self.op(Op::FSub, t, &[e, one])?
            }
            Log | HalfLog | NativeLog => self.glsl(ty, G::Log, a, span)?,
            Log2 | HalfLog2 | NativeLog2 => self.glsl(ty, G::Log2, a, span)?,
            Log10 | HalfLog10 | NativeLog10 => {
                let l = self.glsl(ty, G::Log2, a, span)?;
                self.fmul_const(ty, l, std::f64::consts::LOG10_2, span)?
            }
            Log1p => {
                let one = self.const_splat_float(ty, 1.0, span)?;
                let x = self.op(Op::FAdd, t, &[a[0], one])?;
                self.glsl(ty, G::Log, &[x], span)?
            }
            Pow | Powr | HalfPowr | NativePowr => self.glsl(ty, G::Pow, a, span)?,
            Pown => {
                need(2)?;
                let y = self.op(Op::ConvertSToF, t, &[a[1]])?;
                self.glsl(ty, G::Pow, &[a[0], y], span)?
            }
            Rootn => {
                need(2)?;
                let y = self.op(Op::ConvertSToF, t, &[a[1]])?;
                let one = self.const_splat_float(ty, 1.0, span)?;
                let inv = self.op(Op::FDiv, t, &[one, y])?;
                self.glsl(ty, G::Pow, &[a[0], inv], span)?
            }
            Sqrt | HalfSqrt | NativeSqrt => self.glsl(ty, G::Sqrt, a, span)?,
            Rsqrt | HalfRsqrt | NativeRsqrt => self.glsl(ty, G::InverseSqrt, a, span)?,
            Cbrt => {
                let ab = self.glsl(ty, G::FAbs, a, span)?;
                let third = self.const_splat_float(ty, 1.0 / 3.0, span)?;
                let p = self.glsl(ty, G::Pow, &[ab, third], span)?;
                let sgn = self.glsl(ty, G::FSign, a, span)?;
                self.op(Op::FMul, t, &[p, sgn])?
            }
            HalfRecip | NativeRecip => {
                let one = self.const_splat_float(ty, 1.0, span)?;
                self.op(Op::FDiv, t, &[one, a[0]])?
            }
            HalfDivide | NativeDivide => {
                need(2)?;
                self.op(Op::FDiv, t, &[a[0], a[1]])?
            }
            Fabs => self.glsl(ty, G::FAbs, a, span)?,
            Fma => {
                let r = self.glsl(ty, G::Fma, a, span)?;
                // Where the arithmetic around it is NoContraction, so is the fma: Mesa rewrites
                // an undecorated one algebraically (fma(a, b, fma(a, c, d)) as
                // fma(a, b + c, d), undoing the math library's two-part ln 2 on lavapipe).
                if self.no_contraction {
                    self.b
                        .decorate(r, spirv::Decoration::NoContraction, std::iter::empty());
                }
                r
            }
            Mad => {
                need(3)?;
                let p = self.op(Op::FMul, t, &[a[0], a[1]])?;
                self.op(Op::FAdd, t, &[p, a[2]])?
            }
            Fmax => self.glsl(ty, G::NMax, a, span)?,
            Fmin => self.glsl(ty, G::NMin, a, span)?,
            Fmod => {
                need(2)?;
                self.op(Op::FRem, t, &[a[0], a[1]])?
            }
            Fdim => {
                need(2)?;
                let d = self.op(Op::FSub, t, &[a[0], a[1]])?;
                let zero = self.const_splat_float(ty, 0.0, span)?;
                self.glsl(ty, G::NMax, &[d, zero], span)?
            }
            Hypot => {
                need(2)?;
                let x2 = self.op(Op::FMul, t, &[a[0], a[0]])?;
                let y2 = self.op(Op::FMul, t, &[a[1], a[1]])?;
                let s2 = self.op(Op::FAdd, t, &[x2, y2])?;
                self.glsl(ty, G::Sqrt, &[s2], span)?
            }
            Copysign => {
                need(2)?;
                let ab = self.glsl(ty, G::FAbs, &[a[0]], span)?;
                let neg = self.op(Op::FNegate, t, &[ab])?;
                let lanes = self.m.types.lanes(ty).unwrap_or(1);
                let it = self.int_vec_like(ty, span)?;
                let bits = self.op(Op::Bitcast, it, &[a[1]])?;
                let zero = self.const_int_like(ty, 0, span)?;
                let bt = self.bool_like(lanes);
                let is_neg = self.op(Op::SLessThan, bt, &[bits, zero])?;
                self.op(Op::Select, t, &[is_neg, neg, ab])?
            }
            Ldexp => {
                need(2)?;
                self.glsl(ty, G::Ldexp, a, span)?
            }
            // GLSL's Degrees/Radians have no 64-bit forms; one rounded product is within
            // OpenCL's 2 ulp.
            Degrees if sc == Scalar::Double => self.fmul_const(ty, a[0], 180.0 / pi, span)?,
            Radians if sc == Scalar::Double => self.fmul_const(ty, a[0], pi / 180.0, span)?,
            Degrees => self.glsl(ty, G::Degrees, a, span)?,
            Radians => self.glsl(ty, G::Radians, a, span)?,
            Mix => self.glsl(ty, G::FMix, a, span)?,
            Step => self.glsl(ty, G::Step, a, span)?,
            Smoothstep => self.glsl(ty, G::SmoothStep, a, span)?,
            Sign => {
                // GLSL's FSign leaves the sign of a zero result and NaN open; OpenCL's
                // sign(±0) is ±0 and sign(NaN) is 0.
                let sgn = self.glsl(ty, G::FSign, a, span)?;
                let lanes = self.m.types.lanes(ty).unwrap_or(1);
                let bt = self.bool_like(lanes);
                let zero = self.const_splat_float(ty, 0.0, span)?;
                let nonzero = self.op(Op::FOrdNotEqual, bt, &[a[0], zero])?;
                let nan = self.op(Op::IsNan, bt, &[a[0]])?;
                let scalar = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
                let signed_zero = self.signed_zeros(a[0], t, scalar, lanes)?;
                let zero_or_nan = self.op(Op::Select, t, &[nan, zero, signed_zero])?;
                self.op(Op::Select, t, &[nonzero, sgn, zero_or_nan])?
            }
            Clamp if fl => self.glsl(ty, G::FClamp, a, span)?,
            Clamp => self.glsl(ty, if sg { G::SClamp } else { G::UClamp }, a, span)?,
            Max if fl => self.glsl(ty, G::FMax, a, span)?,
            Max => self.glsl(ty, if sg { G::SMax } else { G::UMax }, a, span)?,
            Min if fl => self.glsl(ty, G::FMin, a, span)?,
            Min => self.glsl(ty, if sg { G::SMin } else { G::UMin }, a, span)?,
            Abs if sg => self.glsl(ty, G::SAbs, a, span)?,
            Abs => a[0],
            AbsDiff => {
                need(2)?;
                let lanes = self.m.types.lanes(ty).unwrap_or(1);
                let bt = self.bool_like(lanes);
                let gt = self.op(
                    if sg {
                        Op::SGreaterThan
                    } else {
                        Op::UGreaterThan
                    },
                    bt,
                    &[a[0], a[1]],
                )?;
                let d1 = self.op(Op::ISub, t, &[a[0], a[1]])?;
                let d2 = self.op(Op::ISub, t, &[a[1], a[0]])?;
                self.op(Op::Select, t, &[gt, d1, d2])?
            }
            Hadd | Rhadd => {
                need(2)?;
                let one = self.const_splat_int(ty, 1, span)?;
                let sh = if sg {
                    Op::ShiftRightArithmetic
                } else {
                    Op::ShiftRightLogical
                };
                let x = self.op(sh, t, &[a[0], one])?;
                let y = self.op(sh, t, &[a[1], one])?;
                let sum = self.op(Op::IAdd, t, &[x, y])?;
                let c = self.op(
                    if s == Hadd {
                        Op::BitwiseAnd
                    } else {
                        Op::BitwiseOr
                    },
                    t,
                    &[a[0], a[1]],
                )?;
                let c = self.op(Op::BitwiseAnd, t, &[c, one])?;
                self.op(Op::IAdd, t, &[sum, c])?
            }
            Mad24 => {
                need(3)?;
                let p = self.op(Op::IMul, t, &[a[0], a[1]])?;
                self.op(Op::IAdd, t, &[p, a[2]])?
            }
            Mul24 => {
                need(2)?;
                self.op(Op::IMul, t, &[a[0], a[1]])?
            }
            MulHi | MadHi => {
                need(2)?;
                let st = self.b.type_struct([t, t]);
                let r = self.op(
                    if sg {
                        Op::SMulExtended
                    } else {
                        Op::UMulExtended
                    },
                    st,
                    &[a[0], a[1]],
                )?;
                let hi = self.b.composite_extract(t, None, r, [1])?;
                if s == MadHi {
                    need(3)?;
                    self.op(Op::IAdd, t, &[hi, a[2]])?
                } else {
                    hi
                }
            }
            Rotate => {
                need(2)?;
                let bits = sc.bits() as u64;
                let mask = self.const_splat_int(ty, bits - 1, span)?;
                let n = self.op(Op::BitwiseAnd, t, &[a[1], mask])?;
                let w = self.const_splat_int(ty, bits, span)?;
                let m = self.op(Op::ISub, t, &[w, n])?;
                let m = self.op(Op::BitwiseAnd, t, &[m, mask])?;
                let l = self.op(Op::ShiftLeftLogical, t, &[a[0], n])?;
                let r = self.op(Op::ShiftRightLogical, t, &[a[0], m])?;
                self.op(Op::BitwiseOr, t, &[l, r])?
            }
            Popcount | Clz | Ctz => self.bit_scan(s, a[0], ty, sc.bits(), span)?,
            Dot | Length | Distance | Normalize | FastLength | FastDistance | FastNormalize
            | Cross => self.geometric(s, a, at, ty, span)?,
            _ => match self.math_more(s, a, at, ty, span)? {
                Some(r) => r,
                None => return self.relational(s, a, at, ty, span),
            },
        })
    }

    /// `clz`, `ctz` and `popcount` of every integer width. GLSL.std.450's FindUMsb/FindILsb and
    /// OpBitCount take 32-bit operands on Vulkan, so narrower integers are zero-extended (clz
    /// then counts the extension's zeros off, ctz sees a bit set just above the value) and
    /// 64-bit ones are split into halves.
    fn bit_scan(
        &mut self,
        s: SimpleBuiltin,
        x: Word,
        ty: TypeId,
        bits: u32,
        span: Span,
    ) -> R<Word> {
        let t = self.ty(ty, Layout::Plain, span)?;
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let u32t = self.int_ty(32);
        let t32 = if lanes > 1 {
            self.vec_of(u32t, lanes as u32)
        } else {
            u32t
        };
        let r32 = if bits == 64 {
            let lo = self.op(Op::UConvert, t32, &[x])?;
            let c32 = self.const_splat_int(ty, 32, span)?;
            let shifted = self.op(Op::ShiftRightLogical, t, &[x, c32])?;
            let hi = self.op(Op::UConvert, t32, &[shifted])?;
            let k32 = self.u32_splat(lanes, 32);
            // (the half that decides, the other half, whether the first is zero)
            let (first, second) = match s {
                SimpleBuiltin::Popcount => {
                    let l = self.op(Op::BitCount, t32, &[lo])?;
                    let h = self.op(Op::BitCount, t32, &[hi])?;
                    let sum = self.op(Op::IAdd, t32, &[l, h])?;
                    return self.narrow_count(sum, t, bits);
                }
                SimpleBuiltin::Clz => (hi, lo),
                _ => (lo, hi),
            };
            let scan = |l: &mut Self, v| match s {
                SimpleBuiltin::Clz => l.clz32(v, lanes),
                _ => l.ctz32(v, lanes),
            };
            let in_first = scan(self, first)?;
            let in_second = scan(self, second)?;
            let past_first = self.op(Op::IAdd, t32, &[k32, in_second])?;
            let zero = self.u32_splat(lanes, 0);
            let bt = self.bool_like(lanes);
            let first_zero = self.op(Op::IEqual, bt, &[first, zero])?;
            self.op(Op::Select, t32, &[first_zero, past_first, in_first])?
        } else {
            let u = if bits == 32 {
                x
            } else {
                self.op(Op::UConvert, t32, &[x])?
            };
            match s {
                SimpleBuiltin::Popcount => self.op(Op::BitCount, t32, &[u])?,
                SimpleBuiltin::Clz => {
                    let c = self.clz32(u, lanes)?;
                    let extension = self.u32_splat(lanes, 32 - bits as u64);
                    self.op(Op::ISub, t32, &[c, extension])?
                }
                _ if bits == 32 => self.ctz32(u, lanes)?,
                _ => {
                    let above = self.u32_splat(lanes, 1 << bits);
                    let marked = self.op(Op::BitwiseOr, t32, &[u, above])?;
                    self.ctz32(marked, lanes)?
                }
            }
        };
        self.narrow_count(r32, t, bits)
    }

    /// A 32-bit count converted to the operand's width.
    fn narrow_count(&mut self, r32: Word, t: Word, bits: u32) -> R<Word> {
        if bits == 32 {
            Ok(r32)
        } else {
            self.op(Op::UConvert, t, &[r32])
        }
    }

    /// Leading zeros of 32-bit lanes (32 for zero: FindUMsb gives -1).
    fn clz32(&mut self, v: Word, lanes: u8) -> R<Word> {
        let t32 = self.u32_like(lanes);
        let msb = self.ext_inst(t32, G::FindUMsb as u32, &[v])?;
        let c31 = self.u32_splat(lanes, 31);
        self.op(Op::ISub, t32, &[c31, msb])
    }

    /// Trailing zeros of 32-bit lanes (32 for zero).
    fn ctz32(&mut self, v: Word, lanes: u8) -> R<Word> {
        let t32 = self.u32_like(lanes);
        let lsb = self.ext_inst(t32, G::FindILsb as u32, &[v])?;
        let zero = self.u32_splat(lanes, 0);
        let c32 = self.u32_splat(lanes, 32);
        let bt = self.bool_like(lanes);
        let is0 = self.op(Op::IEqual, bt, &[v, zero])?;
        self.op(Op::Select, t32, &[is0, c32, lsb])
    }

    fn u32_like(&mut self, lanes: u8) -> Word {
        let u32t = self.int_ty(32);
        if lanes > 1 {
            self.vec_of(u32t, lanes as u32)
        } else {
            u32t
        }
    }

    fn u32_splat(&mut self, lanes: u8, v: u64) -> Word {
        let u32t = self.int_ty(32);
        let c = self.const_bits(u32t, 32, v);
        if lanes > 1 {
            let t = self.u32_like(lanes);
            self.const_composite(t, vec![c; lanes as usize])
        } else {
            c
        }
    }

    pub fn int_vec_like(&mut self, ty: TypeId, span: Span) -> R<Word> {
        let s = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let i = self.int_ty(s.bits());
        let _ = span;
        Ok(match self.m.types.lanes(ty) {
            Some(n) if n > 1 => self.vec_of(i, n as u32),
            _ => i,
        })
    }

    pub fn const_int_like(&mut self, ty: TypeId, v: u64, span: Span) -> R<Word> {
        let s = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let it = self.int_ty(s.bits());
        let c = self.const_bits(it, s.bits(), v);
        Ok(match self.m.types.lanes(ty) {
            Some(n) if n > 1 => {
                let vt = self.int_vec_like(ty, span)?;
                self.const_composite(vt, vec![c; n as usize])
            }
            _ => c,
        })
    }

    /// Relational builtins: scalar results are int 1/0, vector results -1/0 lanes.
    fn relational(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        use SimpleBuiltin::*;
        let aty = at.first().copied().unwrap_or(ty);
        let lanes = self.m.types.lanes(aty).unwrap_or(1);
        let bt = self.bool_like(lanes);
        let t = self.ty(ty, Layout::Plain, span)?;
        let two = |l: &mut Self, op: Op| -> R<Word> {
            if a.len() < 2 {
                return err(span, "internal: too few arguments");
            }
            l.op(op, bt, &[a[0], a[1]])
        };
        let cmp = match s {
            Isequal => two(self, Op::FOrdEqual)?,
            Isnotequal => two(self, Op::FUnordNotEqual)?,
            Isgreater => two(self, Op::FOrdGreaterThan)?,
            Isgreaterequal => two(self, Op::FOrdGreaterThanEqual)?,
            Isless => two(self, Op::FOrdLessThan)?,
            Islessequal => two(self, Op::FOrdLessThanEqual)?,
            Islessgreater => {
                let lt = two(self, Op::FOrdLessThan)?;
                let gt = two(self, Op::FOrdGreaterThan)?;
                self.op(Op::LogicalOr, bt, &[lt, gt])?
            }
            Isnan => self.op(Op::IsNan, bt, &[a[0]])?,
            Isinf => self.op(Op::IsInf, bt, &[a[0]])?,
            Isfinite => {
                let n = self.op(Op::IsNan, bt, &[a[0]])?;
                let i = self.op(Op::IsInf, bt, &[a[0]])?;
                let o = self.op(Op::LogicalOr, bt, &[n, i])?;
                self.op(Op::LogicalNot, bt, &[o])?
            }
            Isnormal => {
                let it = self.int_vec_like(aty, span)?;
                let bits = self.op(Op::Bitcast, it, &[a[0]])?;
                let sc = self.m.types.scalar_of(aty).unwrap_or(Scalar::Float);
                let (mask, shift) = match sc.bits() {
                    16 => (0x1f, 10),
                    32 => (0xff, 23),
                    _ => (0x7ff, 52),
                };
                let sh = self.const_int_like(aty, shift, span)?;
                let e = self.op(Op::ShiftRightLogical, it, &[bits, sh])?;
                let m = self.const_int_like(aty, mask, span)?;
                let e = self.op(Op::BitwiseAnd, it, &[e, m])?;
                let zero = self.const_int_like(aty, 0, span)?;
                let nz = self.op(Op::INotEqual, bt, &[e, zero])?;
                let nm = self.op(Op::INotEqual, bt, &[e, m])?;
                self.op(Op::LogicalAnd, bt, &[nz, nm])?
            }
            Isordered | Isunordered => {
                if a.len() < 2 {
                    return err(span, "internal: too few arguments");
                }
                let x = self.op(Op::IsNan, bt, &[a[0]])?;
                let y = self.op(Op::IsNan, bt, &[a[1]])?;
                let any = self.op(Op::LogicalOr, bt, &[x, y])?;
                if s == Isordered {
                    self.op(Op::LogicalNot, bt, &[any])?
                } else {
                    any
                }
            }
            Signbit => {
                let it = self.int_vec_like(aty, span)?;
                let bits = self.op(Op::Bitcast, it, &[a[0]])?;
                let zero = self.const_int_like(aty, 0, span)?;
                self.op(Op::SLessThan, bt, &[bits, zero])?
            }
            Any | All => {
                let zero = self.const_splat_int(aty, 0, span)?;
                let neg = self.op(Op::SLessThan, bt, &[a[0], zero])?;
                let b1 = self.bool_ty();
                let r = if lanes > 1 {
                    self.op(if s == Any { Op::Any } else { Op::All }, b1, &[neg])?
                } else {
                    neg
                };
                return self.bool_to_result(r, ty, span);
            }
            Bitselect => {
                if a.len() < 3 {
                    return err(span, "internal: too few arguments");
                }
                let it = self.int_vec_like(ty, span)?;
                let cast = |l: &mut Self, w: Word| -> R<Word> {
                    if it == t {
                        Ok(w)
                    } else {
                        l.op(Op::Bitcast, it, &[w])
                    }
                };
                let (x, y, c) = (cast(self, a[0])?, cast(self, a[1])?, cast(self, a[2])?);
                let nc = self.op(Op::Not, it, &[c])?;
                let l = self.op(Op::BitwiseAnd, it, &[x, nc])?;
                let r = self.op(Op::BitwiseAnd, it, &[y, c])?;
                let o = self.op(Op::BitwiseOr, it, &[l, r])?;
                return if it == t {
                    Ok(o)
                } else {
                    self.op(Op::Bitcast, t, &[o])
                };
            }
            Select => {
                if a.len() < 3 {
                    return err(span, "internal: too few arguments");
                }
                let cty = at.get(2).copied().unwrap_or(ty);
                let zero = self.const_splat_int(cty, 0, span)?;
                let c = if lanes > 1 {
                    self.op(Op::SLessThan, bt, &[a[2], zero])?
                } else {
                    self.op(Op::INotEqual, bt, &[a[2], zero])?
                };
                return self.op(Op::Select, t, &[c, a[1], a[0]]);
            }
            _ => return self.unsupported(s, span),
        };
        self.bool_to_result(cmp, ty, span)
    }

    fn builtin_opencl(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        use SimpleBuiltin::*;
        if a.is_empty() {
            return self.unsupported(s, span);
        }
        let t = self.ty(ty, Layout::Plain, span)?;
        let sc = self
            .m
            .types
            .scalar_of(at.first().copied().unwrap_or(ty))
            .unwrap_or(Scalar::Float);
        let sg = sc.is_signed();
        let fl = sc.is_float();
        let pick = |signed: C, unsigned: C| if sg { signed } else { unsigned };
        let op: C = match s {
            Acos => C::acos,
            Acosh => C::acosh,
            Acospi => C::acospi,
            Asin => C::asin,
            Asinh => C::asinh,
            Asinpi => C::asinpi,
            Atan => C::atan,
            Atan2 => C::atan2,
            Atanh => C::atanh,
            Atanpi => C::atanpi,
            Atan2pi => C::atan2pi,
            Cbrt => C::cbrt,
            Ceil => C::ceil,
            Copysign => C::copysign,
            Cos => C::cos,
            Cosh => C::cosh,
            Cospi => C::cospi,
            Erfc => C::erfc,
            Erf => C::erf,
            Exp => C::exp,
            Exp2 => C::exp2,
            Exp10 => C::exp10,
            Expm1 => C::expm1,
            Fabs => C::fabs,
            Fdim => C::fdim,
            Floor => C::floor,
            Fma => C::fma,
            Fmax => C::fmax,
            Fmin => C::fmin,
            Fmod => C::fmod,
            Hypot => C::hypot,
            Ilogb => C::ilogb,
            Ldexp => C::ldexp,
            Lgamma => C::lgamma,
            Log => C::log,
            Log2 => C::log2,
            Log10 => C::log10,
            Log1p => C::log1p,
            Logb => C::logb,
            Mad => C::mad,
            Maxmag => C::maxmag,
            Minmag => C::minmag,
            Nextafter => C::nextafter,
            Pow => C::pow,
            Pown => C::pown,
            Powr => C::powr,
            Remainder => C::remainder,
            Rint => C::rint,
            Rootn => C::rootn,
            Round => C::round,
            Rsqrt => C::rsqrt,
            Sin => C::sin,
            Sinh => C::sinh,
            Sinpi => C::sinpi,
            Sqrt => C::sqrt,
            Tan => C::tan,
            Tanh => C::tanh,
            Tanpi => C::tanpi,
            Tgamma => C::tgamma,
            Trunc => C::trunc,
            HalfCos => C::half_cos,
            HalfDivide => C::half_divide,
            HalfExp => C::half_exp,
            HalfExp2 => C::half_exp2,
            HalfExp10 => C::half_exp10,
            HalfLog => C::half_log,
            HalfLog2 => C::half_log2,
            HalfLog10 => C::half_log10,
            HalfPowr => C::half_powr,
            HalfRecip => C::half_recip,
            HalfRsqrt => C::half_rsqrt,
            HalfSin => C::half_sin,
            HalfSqrt => C::half_sqrt,
            HalfTan => C::half_tan,
            NativeCos => C::native_cos,
            NativeDivide => C::native_divide,
            NativeExp => C::native_exp,
            NativeExp2 => C::native_exp2,
            NativeExp10 => C::native_exp10,
            NativeLog => C::native_log,
            NativeLog2 => C::native_log2,
            NativeLog10 => C::native_log10,
            NativePowr => C::native_powr,
            NativeRecip => C::native_recip,
            NativeRsqrt => C::native_rsqrt,
            NativeSin => C::native_sin,
            NativeSqrt => C::native_sqrt,
            NativeTan => C::native_tan,
            Degrees => C::degrees,
            Radians => C::radians,
            Mix => C::mix,
            Step => C::step,
            Smoothstep => C::smoothstep,
            Sign => C::sign,
            Cross => C::cross,
            Distance => C::distance,
            Length => C::length,
            Normalize => C::normalize,
            FastDistance => C::fast_distance,
            FastLength => C::fast_length,
            FastNormalize => C::fast_normalize,
            Bitselect => C::bitselect,
            Nan => C::nan,
            Select => C::select,
            Clamp if fl => C::fclamp,
            Max if fl => C::fmax_common,
            Min if fl => C::fmin_common,
            Clamp => pick(C::s_clamp, C::u_clamp),
            Max => pick(C::s_max, C::u_max),
            Min => pick(C::s_min, C::u_min),
            Abs => pick(C::s_abs, C::u_abs),
            AbsDiff => pick(C::s_abs_diff, C::u_abs_diff),
            AddSat => pick(C::s_add_sat, C::u_add_sat),
            SubSat => pick(C::s_sub_sat, C::u_sub_sat),
            Hadd => pick(C::s_hadd, C::u_hadd),
            Rhadd => pick(C::s_rhadd, C::u_rhadd),
            Clz => C::clz,
            Ctz => C::ctz,
            Popcount => C::popcount,
            Rotate => C::rotate,
            MadHi => pick(C::s_mad_hi, C::u_mad_hi),
            MadSat => pick(C::s_mad_sat, C::u_mad_sat),
            MulHi => pick(C::s_mul_hi, C::u_mul_hi),
            Mad24 => pick(C::s_mad24, C::u_mad24),
            Mul24 => pick(C::s_mul24, C::u_mul24),
            Upsample => pick(C::s_upsample, C::u_upsample),
            Dot => {
                let scalar_arg = at
                    .first()
                    .is_some_and(|&x| matches!(self.m.types.get(x), Type::Scalar(_)));
                return if scalar_arg {
                    self.op(Op::FMul, t, &[a[0], a[1]])
                } else {
                    self.op(Op::Dot, t, &[a[0], a[1]])
                };
            }
            Isequal | Isnotequal | Isgreater | Isgreaterequal | Isless | Islessequal
            | Islessgreater | Isnan | Isinf | Isfinite | Isnormal | Isordered | Isunordered
            | Signbit | Any | All => return self.relational(s, a, at, ty, span),
            _ => return self.unsupported(s, span),
        };
        self.ext_inst(t, op as u32, a)
    }
}

impl FunctionWriter<'_, '_> {
    pub fn builtin(&mut self, b: Builtin, args: &[ExprId], ty: TypeId, span: Span) -> R<Val> {
        use SimpleBuiltin::*;
        let s = match b {
            Builtin::Simple(s) => s,
            Builtin::Vload(n) => return self.vload(n, args, ty, span).map(Val::Id),
            Builtin::Vstore(n) => return self.vstore(n, args, span).map(|_| Val::None),
            Builtin::VloadHalf { width, aligned } => {
                return self.vload_half(width, aligned, args, ty, span).map(Val::Id)
            }
            Builtin::VstoreHalf {
                width,
                aligned,
                rounding,
            } => {
                return self
                    .vstore_half(width, aligned, rounding, args, span)
                    .map(|_| Val::None)
            }
            Builtin::SubGroup(s) => return self.sub_group_builtin(s, args, ty, span),
        };
        match s {
            GetWorkDim | GetGlobalSize | GetGlobalId | GetLocalSize | GetEnqueuedLocalSize
            | GetLocalId | GetNumGroups | GetGroupId | GetGlobalOffset | GetGlobalLinearId
            | GetLocalLinearId => return self.work_item(s, args, ty, span).map(Val::Id),
            Barrier | WorkGroupBarrier | MemFence | ReadMemFence | WriteMemFence => {
                self.barrier(s, args, span)?;
                return Ok(Val::None);
            }
            s if super::sync::is_atomic(s) => return self.atomic(s, args, ty, span),
            s if super::collectives::is_collective(s) => return self.collective(s, args, ty, span),
            Printf => return self.printf(args, ty, span),
            PrintfBuffer => return self.printf_buffer(ty, span),
            s if super::images::is_image_builtin(s) => {
                return self.image_builtin(s, args, ty, span)
            }
            ToGlobal | ToLocal | ToPrivate => return self.address_space_query(s, args, ty, span),
            AsyncWorkGroupCopy => return self.async_copy(false, args, ty, span),
            AsyncWorkGroupStridedCopy => return self.async_copy(true, args, ty, span),
            WaitGroupEvents => {
                self.wait_events(args, span)?;
                return Ok(Val::None);
            }
            Prefetch => {
                for &a in args {
                    self.expr(a)?;
                }
                return Ok(Val::None);
            }
            Fract | Modf | Sincos | Frexp | LgammaR | Remquo => {
                return self.math_out(s, args, ty, span)
            }
            AtomicWorkItemFence => {
                self.barrier(MemFence, args, span)?;
                for &a in args.iter().skip(1) {
                    if self.const_arg(a).is_none() {
                        self.expr(a)?;
                    }
                }
                return Ok(Val::None);
            }
            _ => {}
        }
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.value(a)?);
        }
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.expr_ty(a)).collect();
        // Scalar arguments of a vector overload (`mix(float4, float4, float)`, `fmin(x, 1.0f)`,
        // `clamp(i, lo, hi)`, `ldexp(x, n)`) are splatted: the instructions want equal shapes.
        if let Type::Vector { len, .. } = self.w.m.types.get(ty) {
            for (v, &t) in vals.iter_mut().zip(&arg_tys) {
                if let Type::Scalar(sc) = self.w.m.types.get(t) {
                    let st = self.w.scalar_ty(sc, Layout::Plain);
                    let vt = self.w.vec_of(st, len as u32);
                    *v = self.w.construct(vt, vec![*v; len as usize])?;
                }
            }
        }
        if matches!(s, Shuffle | Shuffle2) {
            return Ok(Val::Id(self.w.shuffle(s, &vals, &arg_tys, ty, span)?));
        }
        if !self.w.policy.opencl_std() && s == Upsample {
            return Ok(Val::Id(self.w.upsample(&vals, &arg_tys, ty, span)?));
        }
        let r = if !self.w.policy.opencl_std() {
            self.w.builtin_vulkan(s, &vals, &arg_tys, ty, span)
        } else {
            self.w.builtin_opencl(s, &vals, &arg_tys, ty, span)
        };
        // Errors raised below without a location get the call's.
        r.map(Val::Id).map_err(|mut e| {
            if e.0.span.is_none() {
                e.0.span = Some(span);
                e.0.message = format!("'{}': {}", s.name(), e.0.message);
            }
            e
        })
    }
}
