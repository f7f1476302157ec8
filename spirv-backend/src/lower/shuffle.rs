//! `shuffle`/`shuffle2` (both targets) and, on Vulkan, `upsample`.
//!
//! OpenCL modules use the `OpenCL.std` instructions. On Vulkan each result lane `i` is lane
//! `mask[i] mod n` of `x` (`shuffle`), or of `x` then `y` (`shuffle2`, `mod 2n`), read with
//! `OpVectorExtractDynamic` and the lanes are reassembled (8/16-lane shuffles are lane by lane
//! in the `wide-vectors` stage); `upsample(hi, lo)` widens both halves and combines them with a
//! shift and an or.

use super::{Layout, ModuleWriter, R};
use oclvk_frontend::ir::{Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Op, OpenclStd100Op as C, Word};

impl ModuleWriter<'_> {
    /// `shuffle(x, mask)` or `shuffle2(x, y, mask)`; `at` are the argument types.
    pub fn shuffle(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        let two = s == SimpleBuiltin::Shuffle2;
        let need = if two { 3 } else { 2 };
        if a.len() < need || at.len() < need {
            return super::err(span, "internal: shuffle arguments");
        }
        let t = self.ty(ty, Layout::Plain, span)?;
        if self.policy.opencl_std() {
            let op = if two { C::shuffle2 } else { C::shuffle };
            return self.ext_inst(t, op as u32, a);
        }
        let types = &self.m.types;
        let n_in = types.lanes(at[0]).unwrap_or(1) as u64;
        let n_out = types.lanes(ty).unwrap_or(1) as u32;
        let mask_ty = at[need - 1];
        let mask = a[need - 1];
        let ms = types.scalar_of(mask_ty).unwrap_or(Scalar::Uint);
        let es = types.scalar_of(ty).unwrap_or(Scalar::Float);
        let mt = self.scalar_ty(ms, Layout::Plain);
        let et = self.scalar_ty(es, Layout::Plain);
        let bt = self.bool_ty();
        let span_lanes = if two { 2 * n_in } else { n_in };
        let wrap = self.const_bits(mt, ms.bits(), span_lanes - 1);
        let n_c = self.const_bits(mt, ms.bits(), n_in);
        let mut parts = Vec::with_capacity(n_out as usize);
        for i in 0..n_out {
            let m = self.b.composite_extract(mt, None, mask, [i])?;
            let m = self.op(Op::BitwiseAnd, mt, &[m, wrap])?;
            let from_x = self.op(Op::VectorExtractDynamic, et, &[a[0], m])?;
            if two {
                let second = self.op(Op::UGreaterThanEqual, bt, &[m, n_c])?;
                let my = self.op(Op::ISub, mt, &[m, n_c])?;
                let wrap_in = self.const_bits(mt, ms.bits(), n_in - 1);
                let my = self.op(Op::BitwiseAnd, mt, &[my, wrap_in])?;
                let from_y = self.op(Op::VectorExtractDynamic, et, &[a[1], my])?;
                parts.push(self.op(Op::Select, et, &[second, from_y, from_x])?);
            } else {
                parts.push(from_x);
            }
        }
        self.construct(t, parts)
    }

    /// `upsample(hi, lo)` on Vulkan: `(hi << bits(lo)) | lo` in the double-width type `ty`.
    pub fn upsample(&mut self, a: &[Word], at: &[TypeId], ty: TypeId, span: Span) -> R<Word> {
        if a.len() < 2 || at.len() < 2 {
            return super::err(span, "internal: upsample arguments");
        }
        let t = self.ty(ty, Layout::Plain, span)?;
        let hs = self.m.types.scalar_of(at[0]).unwrap_or(Scalar::Char);
        let ls = self.m.types.scalar_of(at[1]).unwrap_or(Scalar::Uchar);
        let hi = if hs.is_signed() {
            let lanes = self.m.types.lanes(ty).unwrap_or(1);
            self.sign_extend(t, a[0], hs.bits(), 2 * hs.bits(), lanes)?
        } else {
            self.op(Op::UConvert, t, &[a[0]])?
        };
        let lo = self.op(Op::UConvert, t, &[a[1]])?;
        let sh = self.const_splat_int(ty, ls.bits() as u64, span)?;
        let hi = self.op(Op::ShiftLeftLogical, t, &[hi, sh])?;
        self.op(Op::BitwiseOr, t, &[hi, lo])
    }
}
