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
use crate::printf::{self, ConvClass, Conversion};
use crate::reflect::{printf_buffer, ImplicitKind, PrintfArg, PrintfCall, ScalarKind};
use oclvk_frontend::ir::{AddressSpace, ExprId, ExprKind, Literal, Scalar, Type, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{MemoryAccess, Op, SelectionControl, StorageClass, Word};

/// `OpenCL.std` printf.
const OPENCL_STD_PRINTF: u32 = 184;
/// Device scope, relaxed semantics: the runner reads the buffer after the dispatch's fence.
const SCOPE_DEVICE: u32 = 1;
const RELAXED: u32 = 0;

/// What one conversion takes from its argument, after checking.
enum Plan {
    /// `lanes` elements of `scalar`, stored per [`PrintfArg::Value`].
    Value { scalar: Scalar, lanes: u32 },
    /// A pointer for `%p`.
    Pointer,
    /// `%s` of a string literal (Vulkan: its text; OpenCL: passed as the pointer it is).
    String(Option<String>),
}

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
        let Some(format) = self.string_literal(format_expr) else {
            return err(span, "internal: printf's format is not a string literal");
        };
        let format = String::from_utf8_lossy(&format).into_owned();
        let pieces = match printf::parse(&format) {
            Ok(p) => p,
            Err(e) => {
                return err(
                    self.span_of(format_expr),
                    format!("invalid printf format: {e}"),
                )
            }
        };
        let convs: Vec<&Conversion> = printf::conversions(&pieces).collect();
        if rest.len() < convs.len() {
            return err(
                span,
                format!(
                    "the printf format has {} conversion(s) but the call passes {} argument(s)",
                    convs.len(),
                    rest.len()
                ),
            );
        }
        let mut plans = Vec::with_capacity(convs.len());
        for (i, (conv, &arg)) in convs.iter().zip(rest).enumerate() {
            plans.push(self.plan_printf_arg(conv, arg, i + 1)?);
        }
        if !self.w.policy.opencl_std() {
            self.printf_record(format, &plans, rest, ty, span)
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
    fn span_of(&self, e: ExprId) -> Span {
        self.w.m.function(self.f.fid).expr(e).span
    }
    /// The bytes (up to the terminating nul) of a string literal argument, seen through the
    /// array-to-pointer decay: the first element of an initialised program-scope `constant` char
    /// array (sema makes every string literal one; a named `constant char s[]` qualifies too,
    /// its contents being as fixed as a literal's).
    fn string_literal(&self, e: ExprId) -> Option<Vec<u8>> {
        let func = self.w.m.function(self.f.fid);
        let mut e = func.expr(e);
        if let ExprKind::ElementPtr { base, index } = e.kind {
            if !matches!(func.expr(index).kind, ExprKind::Literal(Literal::Int(0))) {
                return None;
            }
            e = func.expr(base);
        }
        let ExprKind::GlobalAddr(g) = e.kind else {
            return None;
        };
        let global = self.w.m.global(g);
        let is_char_array = matches!(
            self.w.m.types.get(global.ty),
            Type::Array { elem, .. }
                if matches!(self.w.m.types.scalar_of(elem), Some(Scalar::Char | Scalar::Uchar))
        );
        if global.space != AddressSpace::Constant || !is_char_array {
            return None;
        }
        let init = global.init.as_ref()?;
        Some(init.iter().copied().take_while(|&b| b != 0).collect())
    }
    /// Checks one conversion's argument and decides how it is passed.
    fn plan_printf_arg(&self, conv: &Conversion, arg: ExprId, n: usize) -> R<Plan> {
        let ty = self.w.m.function(self.f.fid).expr(arg).ty;
        let span = self.span_of(arg);
        let types = &self.w.m.types;
        let mismatch = |what: &str| {
            err(
                span,
                format!(
                    "printf argument {n} has type '{}', but '{conv}' expects {what}",
                    types.display(ty)
                ),
            )
        };
        match conv.class() {
            ConvClass::String => {
                if let Some(text) = self.string_literal(arg) {
                    return Ok(Plan::String(Some(
                        String::from_utf8_lossy(&text).into_owned(),
                    )));
                }
                if !self.w.policy.opencl_std() {
                    return err(
                        span,
                        format!("printf argument {n} for '{conv}' must be a string literal (OpenCL C allows only literal strings for %s)"),
                    );
                }
                match types.get(ty) {
                    Type::Pointer { .. } => Ok(Plan::String(None)),
                    _ => mismatch("a string literal"),
                }
            }
            ConvClass::Pointer => match types.get(ty) {
                Type::Pointer { .. } => Ok(Plan::Pointer),
                _ => mismatch("a pointer"),
            },
            class => {
                let (scalar, lanes) = match types.get(ty) {
                    Type::Scalar(s) => (s, 1),
                    Type::Vector { scalar, len } => (scalar, len as u32),
                    _ => return mismatch("a number"),
                };
                let want_float = class == ConvClass::Float;
                if scalar.is_float() != want_float || scalar == Scalar::Bool {
                    return mismatch(if want_float {
                        "a floating-point value"
                    } else {
                        "an integer"
                    });
                }
                match conv.vector {
                    None if lanes != 1 => {
                        return mismatch(
                            "a scalar (print vectors with a vector specifier, such as '%v4f')",
                        )
                    }
                    Some(v) if v != lanes => return mismatch(&format!("a {v}-element vector")),
                    Some(_) => {
                        if let Some(bits) = conv.length.vector_bits() {
                            if bits != scalar.bits() {
                                return mismatch(&format!(
                                    "{bits}-bit elements (the length modifier '{}' names the element size)",
                                    conv.length.spelling()
                                ));
                            }
                        }
                    }
                    None => {}
                }
                Ok(Plan::Value { scalar, lanes })
            }
        }
    }
    /// Vulkan: reserve a record in the printf buffer and write it when it fits.
    fn printf_record(
        &mut self,
        format: String,
        plans: &[Plan],
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let u32t = self.w.u32_ty();
        // The argument words, evaluated in order (extra arguments only for their effects).
        let mut words = Vec::new();
        let mut layout = Vec::new();
        for (i, &arg) in args.iter().enumerate() {
            match plans.get(i) {
                None => {
                    self.expr(arg)?;
                }
                Some(Plan::String(text)) => layout.push(PrintfArg::String {
                    text: text.clone().unwrap_or_default(),
                }),
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
                    layout.push(PrintfArg::Value {
                        scalar: ScalarKind::Ulong,
                        lanes: 1,
                    });
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
                    layout.push(PrintfArg::Value {
                        scalar: stored_kind(scalar),
                        lanes,
                    });
                }
            }
        }
        let call = PrintfCall {
            format,
            args: layout,
        };
        let call_index = match self.w.printf_calls.iter().position(|c| *c == call) {
            Some(i) => i,
            None => {
                self.w.printf_calls.push(call);
                self.w.printf_calls.len() - 1
            }
        };
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
        let call_c = self.w.const_u32(call_index as u32);
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

/// The type an element is stored as in a record.
fn stored_kind(s: Scalar) -> ScalarKind {
    match s {
        Scalar::Half | Scalar::Float => ScalarKind::Float,
        Scalar::Double | Scalar::Long | Scalar::Ulong => s,
        s if s.is_signed() => ScalarKind::Int,
        _ => ScalarKind::Uint,
    }
}
