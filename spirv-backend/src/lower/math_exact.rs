//! Vulkan lowering of `mad_sat`, which GLSL.std.450 lacks and which must be exact, lane-wise on
//! vectors. (The exact float builtins `nextafter`, `maxmag`, `minmag`, `remainder` and `remquo`
//! are the math library's, on the floats' bits: `library/exact_bits.cl.inc`.)
//!
//! - `mad_sat(a, b, c)`: the double-width product from `OpSMulExtended`/`OpUMulExtended`, `c`
//!   added with `OpIAddCarry` into the low half and its sign and the carry into the high half;
//!   the result saturates when the high half is not the low half's sign extension (signed) or
//!   not zero (unsigned).

use super::{Layout, ModuleWriter, R};
use oclvk_frontend::ir::{Scalar, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Op, Word};

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
}
