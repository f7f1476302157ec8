//! `printf`: the format is checked against the arguments on both targets (a bad format or a
//! mismatched argument is a diagnostic at the call). Vulkan kernels write one record per call
//! into the printf buffer, which the runner formats after the dispatch (layout and protocol:
//! `crate::reflect::printf_buffer`; the call's format and argument storage go into reflection as
//! a [`PrintfCall`]). The OpenCL target calls OpenCL.std `printf` with the format as a
//! `constant` (UniformConstant) char array.
//!
//! Floating-point arguments keep their type in the record: `float` (OpenCL C does not promote
//! it to `double` for printf) and `half` (widened to `float`, exactly) take one word, `double`
//! two. A kernel that prints floats therefore needs no fp64 support on the device; the runner
//! widens the value to double exactly, as C's promotion would.

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::passes::printf::{self as printf_records, Plan};
use crate::reflect::{printf_buffer, ImplicitKind};
use oclvk_frontend::ir::{ExprId, Scalar, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{MemoryAccess, Op, SelectionControl, StorageClass, Word};

/// `OpenCL.std` printf.
const OPENCL_STD_PRINTF: u32 = 184;
/// Device scope, relaxed semantics: the runner reads the buffer after the dispatch's fence.
const SCOPE_DEVICE: u32 = 1;
const RELAXED: u32 = 0;

impl ModuleWriter<'_> {
    /// A PhysicalStorageBuffer pointer to a 32-bit word, strided for `OpPtrAccessChain`.
    fn psb_word_ptr(&mut self) -> Word {
        let u32t = self.u32_ty();
        let p = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u32t);
        self.uses_psb = true;
        self.cap(spirv::Capability::PhysicalStorageBufferAddresses);
        if self.strided_ptrs.insert(p) {
            self.b.decorate(
                p,
                spirv::Decoration::ArrayStride,
                [Operand::LiteralBit32(4)],
            );
        }
        p
    }

    /// One element's record words (see [`stored_kind`]).
    fn push_element_words(&mut self, words: &mut Vec<Word>, e: Word, scalar: Scalar) -> R<()> {
        let u32t = self.u32_ty();
        match scalar {
            Scalar::Half => {
                let f32t = self.float_ty(32);
                let wide = self.op(Op::FConvert, f32t, &[e])?;
                words.push(self.op(Op::Bitcast, u32t, &[wide])?);
            }
            Scalar::Float => words.push(self.op(Op::Bitcast, u32t, &[e])?),
            Scalar::Double | Scalar::Long | Scalar::Ulong => self.push_wide_words(words, e)?,
            s => words.push(self.int_resize(e, s, 32)?),
        }
        Ok(())
    }

    /// A 64-bit value as two words, low first.
    fn push_wide_words(&mut self, words: &mut Vec<Word>, v: Word) -> R<()> {
        let u32t = self.u32_ty();
        let pair_t = self.vec_of(u32t, 2);
        let pair = self.op(Op::Bitcast, pair_t, &[v])?;
        for lane in 0..2 {
            words.push(self.b.composite_extract(u32t, None, pair, [lane])?);
        }
        Ok(())
    }
}

impl FunctionWriter<'_, '_> {
    pub fn printf(&mut self, args: &[ExprId], ty: TypeId, span: Span) -> R<Val> {
        let Some((&format_expr, rest)) = args.split_first() else {
            return err(span, "internal: printf without a format");
        };
        let func = self.w.m.function(self.f.fid);
        let target = printf_records::Target {
            name: self.w.policy.target_name(),
            any_string: self.w.policy.opencl_std(),
            wide: true,
            pointer_values: true,
        };
        let checked = printf_records::check_call(self.w.m, func, format_expr, rest, span, target)?;
        if !self.w.policy.opencl_std() {
            self.printf_record(&checked, rest, ty, span)
        } else {
            let mut ops = vec![self.value(format_expr)?];
            for &a in rest {
                ops.push(self.value(a)?);
            }
            let t = self.w.ty(ty, Layout::Plain, span)?;
            let set = self.w.ext_set();
            let ops = ops.into_iter().map(Operand::IdRef);
            Ok(Val::Id(self.w.b.ext_inst(
                t,
                None,
                set,
                OPENCL_STD_PRINTF,
                ops,
            )?))
        }
    }
    /// Vulkan: reserve a record in the printf buffer and write it when it fits.
    fn printf_record(
        &mut self,
        checked: &printf_records::Checked,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let u32t = self.w.u32_ty();
        // The argument words, evaluated in order (extra arguments only for their effects).
        let mut words = Vec::new();
        for (i, &arg) in args.iter().enumerate() {
            match checked.plans.get(i) {
                None => {
                    self.expr(arg)?;
                }
                Some(Plan::String(_)) => {}
                Some(Plan::Pointer) => {
                    let pv = self.expr(arg)?;
                    let u64t = self.w.u64_ty();
                    // A homed pointer's value is its 32-bit address (see `homes`).
                    let a = match &pv {
                        Val::Id(p) => self.w.op(Op::ConvertPtrToU, u64t, &[*p])?,
                        Val::Mixed { global, addr } => self.w.mixed_to_int(*global, *addr)?,
                        v => match self.w.home_address(v)? {
                            Some(x) => self.w.op(Op::UConvert, u64t, &[x])?,
                            None => {
                                let span = self.w.m.function(self.f.fid).expr(arg).span;
                                return err(span, "printing this pointer to private or local memory with %p is not supported on the Vulkan target");
                            }
                        },
                    };
                    self.w.push_wide_words(&mut words, a)?;
                }
                Some(&Plan::Value { scalar, lanes }) => {
                    let v = self.value(arg)?;
                    let elem_ty = self.w.scalar_ty(scalar, Layout::Plain);
                    for lane in 0..lanes {
                        let e = if lanes == 1 {
                            v
                        } else {
                            self.w.b.composite_extract(elem_ty, None, v, [lane])?
                        };
                        self.w.push_element_words(&mut words, e, scalar)?;
                    }
                }
            }
        }
        let call_index =
            printf_records::call_index(&mut self.w.printf_calls, printf_records::layout(checked));
        let len = (printf_buffer::RECORD_HEADER_WORDS + words.len()) as u32;

        let Some(&(_, buffer)) = self
            .f
            .implicit
            .iter()
            .find(|(k, _)| *k == ImplicitKind::PrintfBuffer)
        else {
            return err(span, "internal: the printf buffer address is not available");
        };
        let ptr_ty = self.w.psb_word_ptr();
        let header = self.w.b.convert_u_to_ptr(ptr_ty, None, buffer)?;
        let word_ptr = |l: &mut Self, base: Word, index: Word| -> R<Word> {
            Ok(l.w.b.ptr_access_chain(ptr_ty, None, base, index, [])?)
        };
        let aligned = |l: &mut Self, p: Word| -> R<Word> {
            Ok(l.w.b.load(
                u32t,
                None,
                p,
                Some(MemoryAccess::ALIGNED),
                [Operand::LiteralBit32(4)],
            )?)
        };
        let scope = self.w.const_u32(SCOPE_DEVICE);
        let relaxed = self.w.const_u32(RELAXED);
        let at = |l: &mut Self, i: usize| l.w.const_u32(i as u32);

        let i = at(self, printf_buffer::CAPACITY);
        let cap_ptr = word_ptr(self, header, i)?;
        let capacity = aligned(self, cap_ptr)?;
        let len_c = self.w.const_u32(len);
        // Reserve only when the record can still fit (so the counter cannot wrap around), by
        // adding 0 otherwise: one atomic either way, no branch.
        let used = self.w.op(Op::AtomicLoad, u32t, &[header, scope, relaxed])?;
        let wanted_end = self.w.op(Op::IAdd, u32t, &[used, len_c])?;
        let bool_t = self.w.bool_ty();
        let may_fit = self
            .w
            .op(Op::ULessThanEqual, bool_t, &[wanted_end, capacity])?;
        let zero = self.w.const_u32(0);
        let add = self.w.op(Op::Select, u32t, &[may_fit, len_c, zero])?;
        let start = self
            .w
            .op(Op::AtomicIAdd, u32t, &[header, scope, relaxed, add])?;
        let end = self.w.op(Op::IAdd, u32t, &[start, len_c])?;
        let fits = self.w.op(Op::ULessThanEqual, bool_t, &[end, capacity])?;
        let ok = self.w.op(Op::LogicalAnd, bool_t, &[may_fit, fits])?;

        let write_l = self.w.b.id();
        let drop_l = self.w.b.id();
        let merge = self.w.b.id();
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        self.w.b.branch_conditional(ok, write_l, drop_l, [])?;

        self.begin(write_l)?;
        let first = at(self, printf_buffer::HEADER_WORDS);
        let record_at = self.w.op(Op::IAdd, u32t, &[start, first])?;
        let record = word_ptr(self, header, record_at)?;
        let linear_id = self.linear_global_id_u32(span)?;
        let call_c = self.w.const_u32(call_index);
        let all = [len_c, call_c, linear_id].into_iter().chain(words);
        for (k, w) in all.enumerate() {
            let p = if k == 0 {
                record
            } else {
                let i = at(self, k);
                word_ptr(self, record, i)?
            };
            self.w.b.store(
                p,
                w,
                Some(MemoryAccess::ALIGNED),
                [Operand::LiteralBit32(4)],
            )?;
        }
        self.branch(merge)?;

        self.begin(drop_l)?;
        // A record reserved but past the end marks where the valid records stop.
        let i = at(self, printf_buffer::END);
        let end_ptr = word_ptr(self, header, i)?;
        let no_mark = self.w.const_u32(u32::MAX);
        let mark = self.w.op(Op::Select, u32t, &[may_fit, start, no_mark])?;
        self.w
            .op(Op::AtomicUMin, u32t, &[end_ptr, scope, relaxed, mark])?;
        let i = at(self, printf_buffer::DROPPED);
        let dropped_ptr = word_ptr(self, header, i)?;
        let one = self.w.const_u32(1);
        self.w
            .op(Op::AtomicIAdd, u32t, &[dropped_ptr, scope, relaxed, one])?;
        self.branch(merge)?;

        self.begin(merge)?;
        let t = self.w.ty(ty, Layout::Plain, span)?;
        let success = self.w.const_scalar_int(Scalar::Int, 0);
        let failure = self.w.const_scalar_int(Scalar::Int, u64::MAX);
        Ok(Val::Id(self.w.op(
            Op::Select,
            t,
            &[ok, success, failure],
        )?))
    }
}
