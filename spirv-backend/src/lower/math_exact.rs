//! Vulkan lowerings of math builtins that GLSL.std.450 lacks and that must be exact:
//! `mad_sat` (integers), `nextafter`, `remainder` and `remquo` (floats), all lane-wise on
//! vectors.
//!
//! - `mad_sat(a, b, c)`: the double-width product from `OpSMulExtended`/`OpUMulExtended`, `c`
//!   added with `OpIAddCarry` into the low half and its sign and the carry into the high half;
//!   the result saturates when the high half is not the low half's sign extension (signed) or
//!   not zero (unsigned).
//! - `nextafter(x, y)`: one step of the bit pattern towards `y` (+1 when moving away from zero,
//!   -1 towards it), the smallest subnormal of `y`'s sign from zero, a zero of `x`'s sign from
//!   the smallest subnormal towards zero, NaN from NaN, `y` when equal.
//! - `remainder`/`remquo`: exact, in integers (GLSL's `Fma` need not be fused and `OpFDiv` is
//!   not correctly rounded, so float reductions cannot be trusted): with `|x| = mx 2^ex` and
//!   `|y| = my 2^ey` (integer mantissas), a loop computes `mx 2^(ex-ey) mod 128 my` in 64-bit
//!   integers, shifting in `64 - p - 7` bits per step (p: mantissa bits) while any lane has
//!   exponent gap left; that gives the remainder of the magnitudes and the quotient's low 7 bits.
//!   It is then rounded to nearest (ties to an even quotient) and takes `x`'s sign (the quotient
//!   `x/y`'s); NaN for a zero `y`, an infinite `x` or NaN operands; `x` for an infinite `y`.
//!   Where the target divides 64-bit integers in the library (`Policy::divide_64_bit_in_library`:
//!   NVIDIA's Vulkan driver miscompiles the code around a 64-bit division instruction), its
//!   64-bit remainders and quotient are calls of the library's `__oclvk_rem_u64` and
//!   `__oclvk_div_u64`, lane by lane, which the `math-library` stage imports for these builtins.

use super::{err, FunctionWriter, Layout, ModuleWriter, Val, R};
use crate::library::WRITER_DIVISIONS;
use oclvk_frontend::ir::{Scalar, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, Word};

impl ModuleWriter<'_> {
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
        // Everything but the NaN test happens on integer keys that order like the floats (the
        // magnitude, negated for negative numbers; both zeros are 0). Float comparisons would be
        // wrong on drivers that flush denormals: they would see two different subnormals as equal.
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let t = self.ty(ty, Layout::Plain, span)?;
        let it = self.int_vec_like(ty, span)?;
        let bt = self.bool_like(lanes);
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let sign = self.const_int_like(ty, 1 << (sc.bits() - 1), span)?;
        let magnitude_mask = self.const_int_like(ty, (1 << (sc.bits() - 1)) - 1, span)?;
        let zero = self.const_int_like(ty, 0, span)?;
        let one = self.const_int_like(ty, 1, span)?;
        let key = |l: &mut Self, v: Word| -> R<Word> {
            let bits = l.op(Op::Bitcast, it, &[v])?;
            let magnitude = l.op(Op::BitwiseAnd, it, &[bits, magnitude_mask])?;
            let negative = l.op(Op::SLessThan, bt, &[bits, zero])?;
            let negated = l.op(Op::SNegate, it, &[magnitude])?;
            l.op(Op::Select, it, &[negative, negated, magnitude])
        };
        let xk = key(self, x)?;
        let yk = key(self, y)?;
        let up = self.op(Op::IAdd, it, &[xk, one])?;
        let down = self.op(Op::ISub, it, &[xk, one])?;
        let towards_y_up = self.op(Op::SLessThan, bt, &[xk, yk])?;
        let stepped = self.op(Op::Select, it, &[towards_y_up, up, down])?;
        // Back from a key to bits: negative keys are negative numbers.
        let stepped_negative = self.op(Op::SLessThan, bt, &[stepped, zero])?;
        let stepped_magnitude = self.op(Op::SNegate, it, &[stepped])?;
        let negative_bits = self.op(Op::BitwiseOr, it, &[sign, stepped_magnitude])?;
        let bits = self.op(Op::Select, it, &[stepped_negative, negative_bits, stepped])?;
        // A step from the smallest subnormal to zero keeps x's sign (IEEE's nextUp(-min) is -0).
        let x_bits = self.op(Op::Bitcast, it, &[x])?;
        let x_sign = self.op(Op::BitwiseAnd, it, &[x_bits, sign])?;
        let to_zero = self.op(Op::IEqual, bt, &[stepped, zero])?;
        let bits = self.op(Op::Select, it, &[to_zero, x_sign, bits])?;
        let r = self.op(Op::Bitcast, t, &[bits])?;
        let equal = self.op(Op::IEqual, bt, &[xk, yk])?;
        let r = self.op(Op::Select, t, &[equal, y, r])?;
        let nan = self.op(Op::FAdd, t, &[x, y])?;
        let xn = self.op(Op::IsNan, bt, &[x])?;
        let yn = self.op(Op::IsNan, bt, &[y])?;
        let any_nan = self.op(Op::LogicalOr, bt, &[xn, yn])?;
        self.op(Op::Select, t, &[any_nan, nan, r])
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

impl FunctionWriter<'_, '_> {
    /// `remainder(x, y)` and the `remquo` quotient bits (an `int` scalar or vector).
    pub fn remainder_quo(&mut self, x: Word, y: Word, ty: TypeId, span: Span) -> R<(Word, Word)> {
        let lanes = self.w.m.types.lanes(ty).unwrap_or(1);
        let sc = self.w.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let t = self.w.ty(ty, Layout::Plain, span)?;
        let bt = self.w.bool_like(lanes);
        let shaped = |l: &mut Self, bits: u32| -> Word {
            let e = l.w.int_ty(bits);
            if lanes > 1 {
                l.w.vec_of(e, lanes as u32)
            } else {
                e
            }
        };
        let qt = shaped(self, 32);
        let lt = shaped(self, 64);
        let it = self.w.int_vec_like(ty, span)?;
        let splat = |l: &mut Self, ty: Word, bits: u32, v: u64| -> Word {
            let e = l.w.int_ty(bits);
            let c = l.w.const_bits(e, bits, v);
            if lanes > 1 {
                l.w.const_composite(ty, vec![c; lanes as usize])
            } else {
                c
            }
        };
        let w = sc.bits();
        let p: u32 = match sc {
            Scalar::Half => 11,
            Scalar::Double => 53,
            _ => 24,
        };
        let ax = self.w.ext_inst(t, G::FAbs as u32, &[x])?;
        let ay = self.w.ext_inst(t, G::FAbs as u32, &[y])?;
        // Integer mantissas (implicit bit included) and biased exponents (subnormals: 1).
        let split = |l: &mut Self, v: Word| -> R<(Word, Word)> {
            let bits = l.w.op(Op::Bitcast, it, &[v])?;
            let sh = splat(l, it, w, (p - 1) as u64);
            let e = l.w.op(Op::ShiftRightLogical, it, &[bits, sh])?;
            let mmask = splat(l, it, w, (1u64 << (p - 1)) - 1);
            let m = l.w.op(Op::BitwiseAnd, it, &[bits, mmask])?;
            let zero = splat(l, it, w, 0);
            let normal = l.w.op(Op::INotEqual, bt, &[e, zero])?;
            let implicit = splat(l, it, w, 1u64 << (p - 1));
            let with = l.w.op(Op::BitwiseOr, it, &[m, implicit])?;
            let m = l.w.op(Op::Select, it, &[normal, with, m])?;
            let one = splat(l, it, w, 1);
            let e = l.w.op(Op::Select, it, &[normal, e, one])?;
            let m = if w < 64 {
                l.w.op(Op::UConvert, lt, &[m])?
            } else {
                m
            };
            let e = if w != 32 {
                l.w.op(Op::UConvert, qt, &[e])?
            } else {
                e
            };
            Ok((m, e))
        };
        let (mx, ex) = split(self, ax)?;
        let (my, ey) = split(self, ay)?;
        let zero64 = splat(self, lt, 64, 0);
        let one64 = splat(self, lt, 64, 1);
        let my_zero = self.w.op(Op::IEqual, bt, &[my, zero64])?;
        let my = self.w.op(Op::Select, lt, &[my_zero, one64, my])?;
        // X mod 128 Y, X = mx 2^(ex-ey): the low 7 quotient bits come with the remainder.
        let seven64 = splat(self, lt, 64, 7);
        let modulus = self.w.op(Op::ShiftLeftLogical, lt, &[my, seven64])?;
        let gap = self.w.op(Op::ISub, qt, &[ex, ey])?;
        let zero_q = splat(self, qt, 32, 0);
        let below = self.w.op(Op::SLessThan, bt, &[gap, zero_q])?;
        let r0 = self.divide_u64(Op::UMod, lt, lanes, mx, modulus, span)?;
        // Shift in at most 64 - (p + 7) bits per step, while any lane has gap left.
        let chunk = splat(self, qt, 32, (64 - p - 7) as u64);
        let r_ptr = self.w.ptr_to_word(spirv::StorageClass::Function, lt);
        let g_ptr = self.w.ptr_to_word(spirv::StorageClass::Function, qt);
        let r_var = self.w.entry_var(r_ptr)?;
        let g_var = self.w.entry_var(g_ptr)?;
        self.w.b.store(r_var, r0, None, [])?;
        self.w.b.store(g_var, gap, None, [])?;
        let header = self.w.b.id();
        let body = self.w.b.id();
        let cont = self.w.b.id();
        let merge = self.w.b.id();
        self.branch(header)?;
        self.begin(header)?;
        self.w
            .b
            .loop_merge(merge, cont, spirv::LoopControl::NONE, [])?;
        let cond_l = self.w.b.id();
        self.branch(cond_l)?;
        self.begin(cond_l)?;
        let g = self.w.b.load(qt, None, g_var, None, [])?;
        let left = self.w.op(Op::SGreaterThan, bt, &[g, zero_q])?;
        let any = if lanes > 1 {
            let b1 = self.w.bool_ty();
            self.w.op(Op::Any, b1, &[left])?
        } else {
            left
        };
        self.w.b.branch_conditional(any, body, merge, [])?;
        self.f.open = false;
        self.begin(body)?;
        let r = self.w.b.load(lt, None, r_var, None, [])?;
        let c = self.w.ext_inst(qt, G::SMin as u32, &[g, chunk])?;
        let c = self.w.ext_inst(qt, G::SMax as u32, &[c, zero_q])?;
        let c64 = self.w.op(Op::UConvert, lt, &[c])?;
        let shifted = self.w.op(Op::ShiftLeftLogical, lt, &[r, c64])?;
        let reduced = self.divide_u64(Op::UMod, lt, lanes, shifted, modulus, span)?;
        let r = self.w.op(Op::Select, lt, &[left, reduced, r])?;
        self.w.b.store(r_var, r, None, [])?;
        let g = self.w.op(Op::ISub, qt, &[g, c])?;
        self.w.b.store(g_var, g, None, [])?;
        self.branch(cont)?;
        self.begin(cont)?;
        self.branch(header)?;
        self.begin(merge)?;
        let big = self.w.b.load(lt, None, r_var, None, [])?;
        let rem = self.divide_u64(Op::UMod, lt, lanes, big, my, span)?;
        let multiple = self.w.op(Op::ISub, lt, &[big, rem])?;
        let q = self.divide_u64(Op::UDiv, lt, lanes, multiple, my, span)?;
        let mut quo = self.w.op(Op::UConvert, qt, &[q])?;
        // The remainder as a float: rem 2^-(p-1) (exact, normal) times 2^(ey - bias).
        let v = self.w.op(Op::ConvertUToF, t, &[rem])?;
        let down = self
            .w
            .const_splat_float(ty, 2f64.powi(-(p as i32 - 1)), span)?;
        let v = self.w.op(Op::FMul, t, &[v, down])?;
        let e = if w != 32 {
            self.w.op(Op::UConvert, it, &[ey])?
        } else {
            ey
        };
        let sh = splat(self, it, w, (p - 1) as u64);
        let scale = self.w.op(Op::ShiftLeftLogical, it, &[e, sh])?;
        let scale = self.w.op(Op::Bitcast, t, &[scale])?;
        let mut r = self.w.op(Op::FMul, t, &[v, scale])?;
        r = self.w.op(Op::Select, t, &[below, ax, r])?;
        quo = self.w.op(Op::Select, qt, &[below, zero_q, quo])?;
        let zero_f = self.w.const_splat_float(ty, 0.0, span)?;
        let one_q = splat(self, qt, 32, 1);
        let mask7 = splat(self, qt, 32, 127);
        // Round to nearest, ties to an even quotient.
        let twice = self.w.op(Op::FAdd, t, &[r, r])?;
        let above = self.w.op(Op::FOrdGreaterThan, bt, &[twice, ay])?;
        let tie = self.w.op(Op::FOrdEqual, bt, &[twice, ay])?;
        let odd = self.w.op(Op::BitwiseAnd, qt, &[quo, one_q])?;
        let odd = self.w.op(Op::INotEqual, bt, &[odd, zero_q])?;
        let tie_odd = self.w.op(Op::LogicalAnd, bt, &[tie, odd])?;
        let round_up = self.w.op(Op::LogicalOr, bt, &[above, tie_odd])?;
        let less = self.w.op(Op::FSub, t, &[r, ay])?;
        r = self.w.op(Op::Select, t, &[round_up, less, r])?;
        let plus = self.w.op(Op::IAdd, qt, &[quo, one_q])?;
        quo = self.w.op(Op::Select, qt, &[round_up, plus, quo])?;
        quo = self.w.op(Op::BitwiseAnd, qt, &[quo, mask7])?;
        // Signs: the remainder takes x's, the quotient x/y's.
        let xneg = self.w.sign_bit_set(x, ty, span)?;
        let yneg = self.w.sign_bit_set(y, ty, span)?;
        let nr = self.w.op(Op::FNegate, t, &[r])?;
        r = self.w.op(Op::Select, t, &[xneg, nr, r])?;
        let qneg = self.w.op(Op::LogicalNotEqual, bt, &[xneg, yneg])?;
        let nquo = self.w.op(Op::ISub, qt, &[zero_q, quo])?;
        quo = self.w.op(Op::Select, qt, &[qneg, nquo, quo])?;
        // Special operands.
        let y_inf = self.w.op(Op::IsInf, bt, &[y])?;
        r = self.w.op(Op::Select, t, &[y_inf, x, r])?;
        quo = self.w.op(Op::Select, qt, &[y_inf, zero_q, quo])?;
        let y_zero = self.w.op(Op::FOrdEqual, bt, &[y, zero_f])?;
        let x_inf = self.w.op(Op::IsInf, bt, &[x])?;
        let xn = self.w.op(Op::IsNan, bt, &[x])?;
        let yn = self.w.op(Op::IsNan, bt, &[y])?;
        let mut bad = self.w.op(Op::LogicalOr, bt, &[y_zero, x_inf])?;
        bad = self.w.op(Op::LogicalOr, bt, &[bad, xn])?;
        bad = self.w.op(Op::LogicalOr, bt, &[bad, yn])?;
        let nan = self.w.nan_like(ty, span)?;
        r = self.w.op(Op::Select, t, &[bad, nan, r])?;
        quo = self.w.op(Op::Select, qt, &[bad, zero_q, quo])?;
        Ok((r, quo))
    }

    /// `a % b` or `a / b` (`op`: `UMod` or `UDiv`) of 64-bit unsigned integers (`lanes` of
    /// them, of type `lt`; `b` is never 0): calls of the library's division where the target
    /// divides 64-bit integers there, else the instruction.
    fn divide_u64(&mut self, op: Op, lt: Word, lanes: u8, a: Word, b: Word, span: Span) -> R<Word> {
        if !self.w.policy.divide_64_bit_in_library() {
            return self.w.op(op, lt, &[a, b]);
        }
        let [rem, div] = WRITER_DIVISIONS;
        let name = if op == Op::UMod { rem } else { div };
        let Some(function) = self
            .w
            .m
            .functions
            .enumerate()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
        else {
            return err(
                span,
                format!("internal: the library's '{name}' was not linked for this builtin"),
            );
        };
        let call = |l: &mut Self, x: Word, y: Word| match l.call(
            function,
            vec![Val::Id(x), Val::Id(y)],
            span,
        )? {
            Val::Id(r) => Ok(r),
            _ => err(span, "internal: the library's division gave no value"),
        };
        if lanes == 1 {
            return call(self, a, b);
        }
        let lane_ty = self.w.int_ty(64);
        let mut parts = Vec::with_capacity(lanes as usize);
        for k in 0..lanes as u32 {
            let x = self.w.b.composite_extract(lane_ty, None, a, [k])?;
            let y = self.w.b.composite_extract(lane_ty, None, b, [k])?;
            parts.push(call(self, x, y)?);
        }
        self.w.construct(lt, parts)
    }
}
