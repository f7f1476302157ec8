//! Atomics done as a read, an update and a write of the value (Vulkan), where no SPIR-V atomic
//! instruction applies to the object itself:
//! - on private memory (Function or Private storage, a 2.0 private `atomic_int` or an object in
//!   the private home), which Vulkan gives no atomics and no other work-item sees: a plain load
//!   and store;
//! - on a 32-bit object in the `local` home when that home is made of 64-bit words (64-bit
//!   atomics reach it, see `homes`): a compare-exchange loop on the covering word that replaces
//!   only the object's half.
//!
//! Both compute the new value the same way ([`ModuleWriter::rmw_update`]).

use super::sync::AtomicKind;
use super::unions::View;
use super::{err, FunctionWriter, Layout, ModuleWriter, Val, R};
use oclvk_frontend::ir::{AddressSpace, ExprId, Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, LoopControl, Op, Word};

/// An atomic builtin's operands, evaluated once before the update.
struct RmwOperands {
    /// The value operands (for a compare-exchange: the desired value at index 1).
    values: Vec<Word>,
    /// Compare-exchange's `expected` pointer, its IR type and the value read through it.
    expected: Option<(Val, TypeId, Word)>,
    /// The (success) memory order.
    order: u64,
}

fn is_compare_exchange(s: SimpleBuiltin) -> bool {
    use SimpleBuiltin::*;
    matches!(
        s,
        AtomicCompareExchangeStrong
            | AtomicCompareExchangeWeak
            | AtomicCompareExchangeStrongExplicit
            | AtomicCompareExchangeWeakExplicit
    )
}

impl ModuleWriter<'_> {
    /// The value an atomic builtin leaves (`None`: it writes nothing) and its result, from the
    /// old value `old` of type `vt` (scalar `sc`).
    #[allow(clippy::too_many_arguments)]
    fn rmw_update(
        &mut self,
        s: SimpleBuiltin,
        ops: &RmwOperands,
        old: Word,
        vt: Word,
        sc: Scalar,
        ty: TypeId,
        span: Span,
    ) -> R<(Option<Word>, Val)> {
        use SimpleBuiltin::*;
        let value = |i: usize| -> R<Word> {
            ops.values
                .get(i)
                .copied()
                .map_or_else(|| err(span, "internal: too few atomic arguments"), Ok)
        };
        let bt = self.bool_ty();
        Ok(match s {
            AtomicStore | AtomicStoreExplicit => (Some(value(0)?), Val::None),
            AtomicLoad | AtomicLoadExplicit => (None, Val::Id(old)),
            AtomicFlagClear | AtomicFlagClearExplicit => {
                (Some(self.const_scalar_int(sc, 0)), Val::None)
            }
            AtomicFlagTestAndSet | AtomicFlagTestAndSetExplicit => {
                let zero = self.const_scalar_int(sc, 0);
                let set = self.op(Op::INotEqual, bt, &[old, zero])?;
                let one = self.const_scalar_int(sc, 1);
                (Some(one), Val::Id(self.bool_to_result(set, ty, span)?))
            }
            AtomicCmpxchg => {
                let equal = self.op(Op::IEqual, bt, &[old, value(0)?])?;
                let new = self.op(Op::Select, vt, &[equal, value(1)?, old])?;
                (Some(new), Val::Id(old))
            }
            _ if is_compare_exchange(s) => {
                let equal = self.op(Op::IEqual, bt, &[old, value(0)?])?;
                let new = self.op(Op::Select, vt, &[equal, value(1)?, old])?;
                (Some(new), Val::Id(self.bool_to_result(equal, ty, span)?))
            }
            AtomicInc | AtomicDec => {
                let one = self.const_scalar_int(sc, 1);
                let op = if s == AtomicInc { Op::IAdd } else { Op::ISub };
                (Some(self.op(op, vt, &[old, one])?), Val::Id(old))
            }
            _ => {
                let v = value(0)?;
                let less = if sc.is_signed() {
                    Op::SLessThan
                } else {
                    Op::ULessThan
                };
                let pick = |l: &mut Self, keep_old_if_less: bool| -> R<Word> {
                    let is_less = l.op(less, bt, &[old, v])?;
                    let (a, b) = if keep_old_if_less { (old, v) } else { (v, old) };
                    l.op(Op::Select, vt, &[is_less, a, b])
                };
                let float = sc.is_float();
                let new = match s {
                    AtomicFetchAdd | AtomicFetchAddExplicit if float => {
                        self.op(Op::FAdd, vt, &[old, v])?
                    }
                    AtomicFetchSub | AtomicFetchSubExplicit if float => {
                        self.op(Op::FSub, vt, &[old, v])?
                    }
                    // fmin/fmax's rule, which NMin/NMax follow: a NaN operand loses to a
                    // number.
                    AtomicFetchMin | AtomicFetchMinExplicit if float => {
                        self.ext_inst(vt, G::NMin as u32, &[old, v])?
                    }
                    AtomicFetchMax | AtomicFetchMaxExplicit if float => {
                        self.ext_inst(vt, G::NMax as u32, &[old, v])?
                    }
                    AtomicAdd | AtomicFetchAdd | AtomicFetchAddExplicit => {
                        self.op(Op::IAdd, vt, &[old, v])?
                    }
                    AtomicSub | AtomicFetchSub | AtomicFetchSubExplicit => {
                        self.op(Op::ISub, vt, &[old, v])?
                    }
                    AtomicOr | AtomicFetchOr | AtomicFetchOrExplicit => {
                        self.op(Op::BitwiseOr, vt, &[old, v])?
                    }
                    AtomicXor | AtomicFetchXor | AtomicFetchXorExplicit => {
                        self.op(Op::BitwiseXor, vt, &[old, v])?
                    }
                    AtomicAnd | AtomicFetchAnd | AtomicFetchAndExplicit => {
                        self.op(Op::BitwiseAnd, vt, &[old, v])?
                    }
                    AtomicMin | AtomicFetchMin | AtomicFetchMinExplicit => pick(self, true)?,
                    AtomicMax | AtomicFetchMax | AtomicFetchMaxExplicit => pick(self, false)?,
                    AtomicXchg | AtomicExchange | AtomicExchangeExplicit => v,
                    _ => return self.unsupported(s, span),
                };
                (Some(new), Val::Id(old))
            }
        })
    }

    /// Writes a compare-exchange's old value through its `expected` pointer (equal to
    /// `expected` when the exchange happened).
    fn rmw_finish(&mut self, ops: &RmwOperands, old: Word, span: Span) -> R<()> {
        if let Some((ev, ety, _)) = &ops.expected {
            self.store(ev, *ety, old, span)?;
        }
        Ok(())
    }

    /// The IR value type and SPIR-V type of an atomic's object, behind a pointer of type `pty`.
    fn rmw_value_type(&mut self, pty: TypeId, ty: TypeId, span: Span) -> R<(Scalar, Word)> {
        let pointee = self
            .m
            .types
            .pointee(pty)
            .map_or(ty, |(p, _)| self.m.types.value_type(p));
        let sc = self.m.types.scalar_of(pointee).unwrap_or(Scalar::Int);
        Ok((sc, self.ty(pointee, Layout::Plain, span)?))
    }
}

impl FunctionWriter<'_, '_> {
    /// Evaluates an atomic builtin's operands after the pointer: values, then the memory order
    /// and scope arguments.
    fn rmw_operands(&mut self, s: SimpleBuiltin, args: &[ExprId], span: Span) -> R<RmwOperands> {
        use SimpleBuiltin::*;
        let compare = is_compare_exchange(s) || s == AtomicCmpxchg;
        let operands = match s {
            AtomicLoad | AtomicLoadExplicit | AtomicFlagClear | AtomicFlagClearExplicit => 0,
            AtomicFlagTestAndSet | AtomicFlagTestAndSetExplicit | AtomicInc | AtomicDec => 0,
            _ if compare => 2,
            _ => 1,
        };
        let mut values = Vec::new();
        let mut expected = None;
        for i in 1..=operands {
            let Some(&a) = args.get(i) else {
                return err(span, "internal: too few atomic arguments");
            };
            if i == 1 && is_compare_exchange(s) {
                let ev = self.expr(a)?;
                let ety = self.expr_ty(a);
                let e = self.w.load(&ev, ety, span)?;
                expected = Some((ev, ety, e));
                values.push(e);
            } else {
                values.push(self.value(a)?);
            }
        }
        // 1.x atomics are relaxed; a 2.0 one is seq_cst unless its order is given.
        let mut order = if is_legacy(s) { 0 } else { 5 };
        for i in operands + 1..args.len() {
            let o = self.order_arg(args, i)?;
            if i == operands + 1 && !is_legacy(s) {
                order = o;
            }
        }
        Ok(RmwOperands {
            values,
            expected,
            order,
        })
    }
    /// An atomic builtin on private memory (Vulkan): the same result from plain accesses.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn private_atomic(
        &mut self,
        s: SimpleBuiltin,
        pv: &Val,
        pty: TypeId,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let (sc, vt) = self.w.rmw_value_type(pty, ty, span)?;
        let ops = self.rmw_operands(s, args, span)?;
        let old = self.w.load(pv, pty, span)?;
        let (new, result) = self.w.rmw_update(s, &ops, old, vt, sc, ty, span)?;
        if let Some(new) = new {
            self.w.store(pv, pty, new, span)?;
        }
        self.w.rmw_finish(&ops, old, span)?;
        Ok(result)
    }
    /// A 32-bit atomic on an object in a `local` home of 64-bit words: a compare-exchange
    /// loop on the covering word that replaces only the object's half.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn half_word_atomic(
        &mut self,
        s: SimpleBuiltin,
        view: &View,
        pty: TypeId,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        self.w.cap(spirv::Capability::Int64Atomics);
        let (sc, vt) = self.w.rmw_value_type(pty, ty, span)?;
        let ops = self.rmw_operands(s, args, span)?;
        let (word, shift) = self.w.view_unit_ptr(view)?;
        let (u, ul) = (self.w.u32_ty(), self.w.u64_ty());
        let scope = self.w.const_u32(spirv::Scope::Workgroup as u32);
        let load_sem = self
            .w
            .semantics(ops.order, AddressSpace::Local, AtomicKind::Load);
        let load_sem = self.w.const_u32(load_sem);
        let shift = self.w.op(Op::UConvert, ul, &[shift])?;
        let half = |l: &mut Self, w: Word| -> R<Word> {
            let x = l.w.op(Op::ShiftRightLogical, ul, &[w, shift])?;
            let x = l.w.op(Op::UConvert, u, &[x])?;
            if vt == u {
                Ok(x)
            } else {
                l.w.op(Op::Bitcast, vt, &[x])
            }
        };
        if matches!(
            s,
            SimpleBuiltin::AtomicLoad | SimpleBuiltin::AtomicLoadExplicit
        ) {
            let w = self.w.op(Op::AtomicLoad, ul, &[word, scope, load_sem])?;
            return Ok(Val::Id(half(self, w)?));
        }
        // The loop's own accesses are relaxed; the order comes from fences around it (a
        // release fence before and an acquire fence after make the update acquire-release).
        // Ordered semantics on the compare-exchange itself lost updates on lavapipe.
        if ops.order != 0 {
            let release = self
                .w
                .semantics(ops.order, AddressSpace::Local, AtomicKind::Store);
            let release = self.w.const_u32(release);
            self.w.b.memory_barrier(scope, release)?;
        }
        let (header, body, cont, merge) =
            (self.w.b.id(), self.w.b.id(), self.w.b.id(), self.w.b.id());
        self.branch(header)?;
        self.begin(header)?;
        self.w
            .b
            .loop_merge(merge, cont, LoopControl::NONE, std::iter::empty())?;
        self.branch(body)?;
        self.begin(body)?;
        let relaxed = self.w.const_u32(0);
        let old_word = self.w.op(Op::AtomicLoad, ul, &[word, scope, relaxed])?;
        let old = half(self, old_word)?;
        let (new, result) = self.w.rmw_update(s, &ops, old, vt, sc, ty, span)?;
        let new = match new {
            Some(n) => n,
            None => old,
        };
        let new = if vt == u {
            new
        } else {
            self.w.op(Op::Bitcast, u, &[new])?
        };
        let ones = self.w.const_bits(ul, 64, 0xffff_ffff);
        let mask = self.w.op(Op::ShiftLeftLogical, ul, &[ones, shift])?;
        let keep = self.w.op(Op::Not, ul, &[mask])?;
        let kept = self.w.op(Op::BitwiseAnd, ul, &[old_word, keep])?;
        let wide = self.w.op(Op::UConvert, ul, &[new])?;
        let placed = self.w.op(Op::ShiftLeftLogical, ul, &[wide, shift])?;
        let new_word = self.w.op(Op::BitwiseOr, ul, &[kept, placed])?;
        let seen = self.w.op(
            Op::AtomicCompareExchange,
            ul,
            &[word, scope, relaxed, relaxed, new_word, old_word],
        )?;
        let bt = self.w.bool_ty();
        let done = self.w.op(Op::IEqual, bt, &[seen, old_word])?;
        self.branch(cont)?;
        self.begin(cont)?;
        self.w.b.branch_conditional(done, merge, header, [])?;
        self.f.open = false;
        self.begin(merge)?;
        if ops.order != 0 {
            let acquire = self
                .w
                .semantics(ops.order, AddressSpace::Local, AtomicKind::Load);
            let acquire = self.w.const_u32(acquire);
            self.w.b.memory_barrier(scope, acquire)?;
        }
        self.w.rmw_finish(&ops, old, span)?;
        Ok(result)
    }
}

/// Whether a builtin is a 1.x atomic (relaxed).
pub(crate) fn is_legacy(s: SimpleBuiltin) -> bool {
    use SimpleBuiltin::*;
    matches!(
        s,
        AtomicAdd
            | AtomicSub
            | AtomicXchg
            | AtomicInc
            | AtomicDec
            | AtomicCmpxchg
            | AtomicMin
            | AtomicMax
            | AtomicAnd
            | AtomicOr
            | AtomicXor
    )
}
