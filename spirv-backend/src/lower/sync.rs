//! Synchronization builtins: barriers and fences (`barrier`, `work_group_barrier`, `mem_fence`,
//! `atomic_work_item_fence`) and atomics (1.x `atomic_*`/`atom_*` with relaxed semantics, 2.0
//! `atomic_load/store/exchange/fetch_*/compare_exchange_*/flag_*` with acquire/release
//! semantics; the `_explicit` order and scope arguments are evaluated but the scope comes from
//! the pointer's address space: Workgroup for `local`, Device otherwise). Semantics name the
//! storage the pointer is in: WorkgroupMemory, or UniformMemory (Vulkan: PhysicalStorageBuffer
//! counts as Uniform storage) / CrossWorkgroupMemory (OpenCL). Vulkan allows no atomic
//! instruction on a work-item's private memory (a private `atomic_int` in 2.0); no other
//! work-item can see it, so those atomics are plain loads and stores.
//!
//! Float atomics (cl_ext_float_atomics): add is `OpAtomicFAddEXT` (SPV_EXT_shader_atomic_float_add),
//! subtract adds the negated value (IEEE defines `a - b` as `a + (-b)`), min and max are
//! `OpAtomicFMinEXT`/`OpAtomicFMaxEXT` (SPV_EXT_shader_atomic_float_min_max). Every float atomic
//! on global or local memory is recorded per function for the kernel's reflection
//! (`float_atomics`), from which the runner refuses a device lacking the feature. Float atomics
//! on an object in a `local` byte-addressed home (`homes`) or union would need an integer view of
//! a float and are refused with a diagnostic.

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::reflect::{AccessKind, AtomicMemory, FloatAtomicOp, FloatAtomicUse};
use oclvk_frontend::ir::{AddressSpace, ExprId, ExprKind, Literal, Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Capability, Op, StorageClass, Word};

/// SPIR-V scope and memory-semantics values.
const SCOPE_DEVICE: u32 = 1;
const SCOPE_WORKGROUP: u32 = 2;
const SEM_ACQUIRE: u32 = 0x2;
const SEM_RELEASE: u32 = 0x4;
const SEM_ACQ_REL: u32 = 0x8;
const SEM_SEQ_CST: u32 = 0x10;
const SEM_UNIFORM: u32 = 0x40;
const SEM_WORKGROUP: u32 = 0x100;
const SEM_CROSS_WORKGROUP: u32 = 0x200;
const SEM_IMAGE: u32 = 0x800;

/// Whether a builtin is an atomic operation (1.x or 2.0), lowered by [`FunctionWriter::atomic`].
pub(crate) fn is_atomic(s: SimpleBuiltin) -> bool {
    use SimpleBuiltin::*;
    super::sync_rmw::is_legacy(s)
        || matches!(
            s,
            AtomicInit
                | AtomicStore
                | AtomicStoreExplicit
                | AtomicLoad
                | AtomicLoadExplicit
                | AtomicExchange
                | AtomicExchangeExplicit
                | AtomicCompareExchangeStrong
                | AtomicCompareExchangeStrongExplicit
                | AtomicCompareExchangeWeak
                | AtomicCompareExchangeWeakExplicit
                | AtomicFetchAdd
                | AtomicFetchAddExplicit
                | AtomicFetchSub
                | AtomicFetchSubExplicit
                | AtomicFetchOr
                | AtomicFetchOrExplicit
                | AtomicFetchXor
                | AtomicFetchXorExplicit
                | AtomicFetchAnd
                | AtomicFetchAndExplicit
                | AtomicFetchMin
                | AtomicFetchMinExplicit
                | AtomicFetchMax
                | AtomicFetchMaxExplicit
                | AtomicFlagTestAndSet
                | AtomicFlagTestAndSetExplicit
                | AtomicFlagClear
                | AtomicFlagClearExplicit
        )
}

impl ModuleWriter<'_> {
    /// Memory semantics for an OpenCL C `memory_order` value on a pointer into `space`.
    pub(crate) fn semantics(&self, order: u64, space: AddressSpace, kind: AtomicKind) -> u32 {
        let storage = if space == AddressSpace::Local {
            SEM_WORKGROUP
        } else if self.policy.shader_memory_model() {
            SEM_UNIFORM
        } else {
            SEM_CROSS_WORKGROUP
        };
        let order = match (order, kind) {
            (0, _) => return 0,
            (2, _) => SEM_ACQUIRE,
            (3, _) => SEM_RELEASE,
            (_, AtomicKind::Load) => SEM_ACQUIRE,
            (_, AtomicKind::Store) => SEM_RELEASE,
            (4, _) => SEM_ACQ_REL,
            _ if self.policy.shader_memory_model() => SEM_ACQ_REL,
            _ => SEM_SEQ_CST,
        };
        order | storage
    }

    fn void_inst(&mut self, op: Op, operands: &[Word]) -> R<()> {
        let inst = rspirv::dr::Instruction::new(
            op,
            None,
            None,
            operands
                .iter()
                .map(|&w| rspirv::dr::Operand::IdRef(w))
                .collect(),
        );
        self.b
            .insert_into_block(rspirv::dr::InsertPoint::End, inst)?;
        Ok(())
    }
}

impl FunctionWriter<'_, '_> {
    /// The literal value of a constant integer argument, if it is one.
    pub fn const_arg(&self, e: ExprId) -> Option<u64> {
        let func = self.w.m.function(self.f.fid);
        match &func.expr(e).kind {
            ExprKind::Literal(Literal::Int(v)) => Some(*v),
            ExprKind::Convert { operand, .. } => self.const_arg(*operand),
            _ => None,
        }
    }
    pub fn barrier(&mut self, s: SimpleBuiltin, args: &[ExprId], span: Span) -> R<()> {
        let flags = match args.first() {
            Some(&a) => match self.const_arg(a) {
                Some(v) => v,
                None => {
                    self.expr(a)?;
                    3
                }
            },
            None => 3,
        };
        let _ = span;
        let global_sem = if self.w.policy.shader_memory_model() {
            SEM_UNIFORM
        } else {
            SEM_CROSS_WORKGROUP
        };
        let mut sem = SEM_ACQ_REL;
        if flags & 1 != 0 {
            sem |= SEM_WORKGROUP;
        }
        if flags & 2 != 0 {
            sem |= global_sem;
        }
        if flags & 4 != 0 && !self.w.policy.shader_memory_model() {
            sem |= SEM_IMAGE;
        }
        let mem_scope = if flags & 2 != 0 {
            SCOPE_DEVICE
        } else {
            SCOPE_WORKGROUP
        };
        let wg = self.w.const_u32(SCOPE_WORKGROUP);
        let ms = self.w.const_u32(mem_scope);
        let sm = self.w.const_u32(sem);
        match s {
            SimpleBuiltin::Barrier | SimpleBuiltin::WorkGroupBarrier => {
                self.w.b.control_barrier(wg, ms, sm)?
            }
            _ => self.w.b.memory_barrier(ms, sm)?,
        }
        Ok(())
    }
    /// A memory order argument: its constant value, or seq_cst when it is not a constant.
    pub(crate) fn order_arg(&mut self, args: &[ExprId], i: usize) -> R<u64> {
        match args.get(i) {
            Some(&a) => match self.const_arg(a) {
                Some(v) => Ok(v),
                None => {
                    self.expr(a)?;
                    Ok(5)
                }
            },
            None => Ok(5),
        }
    }
    /// 1.x and 2.0 atomics.
    pub fn atomic(&mut self, s: SimpleBuiltin, args: &[ExprId], ty: TypeId, span: Span) -> R<Val> {
        use SimpleBuiltin::*;
        let Some(&pe) = args.first() else {
            return err(span, "internal: atomic without a pointer");
        };
        let pv = self.expr(pe)?;
        let pty = self.expr_ty(pe);
        if s == AtomicInit {
            let v = match args.get(1) {
                Some(&a) => self.value(a)?,
                None => return err(span, "internal: atomic_init without a value"),
            };
            self.w.store(&pv, pty, v, span)?;
            return Ok(Val::None);
        }
        // A generic pointer into global memory or a home: the atomic where it points.
        if let Val::Mixed { global, addr } = pv {
            return self.mixed_branch((global, addr), ty, span, |l, pv| {
                l.atomic_through(s, pv, pty, args, ty, span)
            });
        }
        self.with_access_origin(pe, |l| l.atomic_through(s, pv, pty, args, ty, span))
    }
    /// An atomic builtin through `pv`, which may be a tagged generic pointer.
    #[allow(clippy::too_many_arguments)]
    fn atomic_through(
        &mut self,
        s: SimpleBuiltin,
        pv: Val,
        pty: TypeId,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        // A generic pointer into either home: the atomic on the home it points into.
        if let Val::Tagged(addr) = pv {
            return self.tagged_branch(addr, ty, span, |l, home| {
                l.atomic_at(s, home, pty, args, ty, span)
            });
        }
        self.atomic_at(s, pv, pty, args, ty, span)
    }
    /// An atomic builtin through the pointer `pv` (of IR type `pty`).
    #[allow(clippy::too_many_arguments)]
    fn atomic_at(
        &mut self,
        s: SimpleBuiltin,
        pv: Val,
        pty: TypeId,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        use SimpleBuiltin::*;
        if let Val::View(v) = &pv {
            // Checked before the word pointer, which exists only for 32-bit units.
            if self.w.policy.shader_memory_model()
                && matches!(
                    v.chain.storage,
                    StorageClass::Function | StorageClass::Private
                )
            {
                return self.private_atomic(s, &pv, pty, args, ty, span);
            }
            let value = self
                .w
                .m
                .types
                .pointee(pty)
                .map(|(p, _)| self.w.m.types.value_type(p));
            if value
                .and_then(|t| self.w.m.types.scalar_of(t))
                .is_some_and(Scalar::is_float)
            {
                return err(
                    span,
                    format!(
                        "'{}' on a float in a union, or in a local object whose address is converted or compared, is not supported on the Vulkan target",
                        s.name()
                    ),
                );
            }
        }
        if let Val::View(v) = &pv {
            // A 32-bit atomic on half of a 64-bit word of the `local` home.
            let bits = self.w.m.types.pointee(pty).map(|(t, _)| {
                let t = self.w.m.types.value_type(t);
                self.w.m.types.size_of(t) * 8
            });
            if v.home
                && v.chain.storage == StorageClass::Workgroup
                && bits == Some(32)
                && v.unit == 8
            {
                return self.half_word_atomic(s, v, pty, args, ty, span);
            }
        }
        let (p, storage, pointee) = self.w.checked_pointer(&pv, pty, AccessKind::Atomic, span)?;
        if self.w.policy.shader_memory_model()
            && matches!(storage, StorageClass::Function | StorageClass::Private)
        {
            return self.private_atomic(s, &pv, pty, args, ty, span);
        }
        // A generic pointer resolved to `local` memory: Workgroup scope and semantics.
        let space = match self
            .w
            .m
            .types
            .pointee(pty)
            .map_or(AddressSpace::Global, |x| x.1)
        {
            _ if storage == StorageClass::Workgroup => AddressSpace::Local,
            space => space,
        };
        // 2.0 builtins point to `atomic_T`, 1.x ones to `T`: both operate on `T` values.
        let pointee = self.w.m.types.value_type(pointee);
        let sc = self.w.m.types.scalar_of(pointee).unwrap_or(Scalar::Int);
        if sc.is_float()
            && matches!(
                s,
                AtomicLoad | AtomicLoadExplicit | AtomicStore | AtomicStoreExplicit
            )
        {
            self.record_float_atomic(FloatAtomicOp::LoadStore, sc, storage);
        }
        if sc.bits() == 64 && sc.is_integer() {
            self.w.cap(spirv::Capability::Int64Atomics);
        }
        let vt = self.w.ty(pointee, Layout::Plain, span)?;
        let scope = self.w.const_u32(if space == AddressSpace::Local {
            SCOPE_WORKGROUP
        } else {
            SCOPE_DEVICE
        });
        let sg = sc.is_signed();
        let arg = |l: &mut Self, i: usize| -> R<Word> {
            match args.get(i) {
                Some(&a) => l.value(a),
                None => err(span, "internal: too few atomic arguments"),
            }
        };
        let rmw = |s: SimpleBuiltin| -> Option<Op> {
            Some(match s {
                AtomicAdd | AtomicFetchAdd | AtomicFetchAddExplicit => Op::AtomicIAdd,
                AtomicSub | AtomicFetchSub | AtomicFetchSubExplicit => Op::AtomicISub,
                AtomicXchg | AtomicExchange | AtomicExchangeExplicit => Op::AtomicExchange,
                AtomicMin | AtomicFetchMin | AtomicFetchMinExplicit => {
                    if sg {
                        Op::AtomicSMin
                    } else {
                        Op::AtomicUMin
                    }
                }
                AtomicMax | AtomicFetchMax | AtomicFetchMaxExplicit => {
                    if sg {
                        Op::AtomicSMax
                    } else {
                        Op::AtomicUMax
                    }
                }
                AtomicAnd | AtomicFetchAnd | AtomicFetchAndExplicit => Op::AtomicAnd,
                AtomicOr | AtomicFetchOr | AtomicFetchOrExplicit => Op::AtomicOr,
                AtomicXor | AtomicFetchXor | AtomicFetchXorExplicit => Op::AtomicXor,
                _ => return None,
            })
        };
        let legacy = super::sync_rmw::is_legacy(s);
        if let Some(op) = rmw(s) {
            let v = arg(self, 1)?;
            let order = if legacy { 0 } else { self.order_arg(args, 2)? };
            let (op, v) = if sc.is_float() {
                match self.float_rmw(op, sc, storage, vt, v)? {
                    Some(float) => float,
                    None => return self.w.unsupported(s, span),
                }
            } else {
                (op, v)
            };
            let sem = self.w.semantics(order, space, AtomicKind::Rmw);
            let sem = self.w.const_u32(sem);
            return Ok(Val::Id(self.w.op(op, vt, &[p, scope, sem, v])?));
        }
        match s {
            AtomicInc | AtomicDec => {
                let sem = self.w.const_u32(0);
                let op = if s == AtomicInc {
                    Op::AtomicIIncrement
                } else {
                    Op::AtomicIDecrement
                };
                Ok(Val::Id(self.w.op(op, vt, &[p, scope, sem])?))
            }
            AtomicCmpxchg => {
                let cmp = arg(self, 1)?;
                let v = arg(self, 2)?;
                let sem = self.w.const_u32(0);
                Ok(Val::Id(self.w.op(
                    Op::AtomicCompareExchange,
                    vt,
                    &[p, scope, sem, sem, v, cmp],
                )?))
            }
            AtomicLoad | AtomicLoadExplicit => {
                let order = self.order_arg(args, 1)?;
                let sem = self.w.semantics(order, space, AtomicKind::Load);
                let sem = self.w.const_u32(sem);
                Ok(Val::Id(self.w.op(Op::AtomicLoad, vt, &[p, scope, sem])?))
            }
            AtomicStore | AtomicStoreExplicit => {
                let v = arg(self, 1)?;
                let order = self.order_arg(args, 2)?;
                let sem = self.w.semantics(order, space, AtomicKind::Store);
                let sem = self.w.const_u32(sem);
                self.w.void_inst(Op::AtomicStore, &[p, scope, sem, v])?;
                Ok(Val::None)
            }
            AtomicCompareExchangeStrong
            | AtomicCompareExchangeWeak
            | AtomicCompareExchangeStrongExplicit
            | AtomicCompareExchangeWeakExplicit => {
                let Some(&ee) = args.get(1) else {
                    return err(span, "internal: compare-exchange without 'expected'");
                };
                let ev = self.expr(ee)?;
                let ety = self.expr_ty(ee);
                let desired = arg(self, 2)?;
                let success = self.order_arg(args, 3)?;
                let failure = self.order_arg(args, 4)?;
                let expected = self.w.load(&ev, ety, span)?;
                let eq = self.w.semantics(success, space, AtomicKind::Rmw);
                let neq = self.w.semantics(failure, space, AtomicKind::Load);
                let (eq, neq) = (self.w.const_u32(eq), self.w.const_u32(neq));
                let old = self.w.op(
                    Op::AtomicCompareExchange,
                    vt,
                    &[p, scope, eq, neq, desired, expected],
                )?;
                let bt = self.w.bool_ty();
                let ok = self.w.op(Op::IEqual, bt, &[old, expected])?;
                // `*expected = old` (equal to `expected` when the exchange happened).
                self.w.store(&ev, ety, old, span)?;
                let r = self.w.bool_to_result(ok, ty, span)?;
                Ok(Val::Id(r))
            }
            AtomicFlagTestAndSet | AtomicFlagTestAndSetExplicit => {
                let order = self.order_arg(args, 1)?;
                let sem = self.w.semantics(order, space, AtomicKind::Rmw);
                let sem = self.w.const_u32(sem);
                let one = self.w.const_scalar_int(sc, 1);
                let old = self.w.op(Op::AtomicExchange, vt, &[p, scope, sem, one])?;
                let zero = self.w.const_scalar_int(sc, 0);
                let bt = self.w.bool_ty();
                let set = self.w.op(Op::INotEqual, bt, &[old, zero])?;
                Ok(Val::Id(self.w.bool_to_result(set, ty, span)?))
            }
            AtomicFlagClear | AtomicFlagClearExplicit => {
                let order = self.order_arg(args, 1)?;
                let sem = self.w.semantics(order, space, AtomicKind::Store);
                let sem = self.w.const_u32(sem);
                let zero = self.w.const_scalar_int(sc, 0);
                self.w.void_inst(Op::AtomicStore, &[p, scope, sem, zero])?;
                Ok(Val::None)
            }
            _ => self.w.unsupported(s, span),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum AtomicKind {
    Load,
    Store,
    Rmw,
}

impl ModuleWriter<'_> {}

impl FunctionWriter<'_, '_> {
    /// The float form of read-modify-write `op` (an integer atomic instruction) and its value
    /// operand, with the capability and extension declared and the use recorded; `None` for an
    /// operation floats do not have.
    fn float_rmw(
        &mut self,
        op: Op,
        sc: Scalar,
        storage: StorageClass,
        vt: Word,
        v: Word,
    ) -> R<Option<(Op, Word)>> {
        let (kind, float_op, v) = match op {
            Op::AtomicExchange => (FloatAtomicOp::LoadStore, op, v),
            Op::AtomicIAdd => (FloatAtomicOp::Add, Op::AtomicFAddEXT, v),
            Op::AtomicISub => {
                let negated = self.w.op(Op::FNegate, vt, &[v])?;
                (FloatAtomicOp::Add, Op::AtomicFAddEXT, negated)
            }
            Op::AtomicSMin | Op::AtomicUMin => (FloatAtomicOp::MinMax, Op::AtomicFMinEXT, v),
            Op::AtomicSMax | Op::AtomicUMax => (FloatAtomicOp::MinMax, Op::AtomicFMaxEXT, v),
            _ => return Ok(None),
        };
        let capability = match (kind, sc.bits()) {
            (FloatAtomicOp::Add, 16) => Some(Capability::AtomicFloat16AddEXT),
            (FloatAtomicOp::Add, 32) => Some(Capability::AtomicFloat32AddEXT),
            (FloatAtomicOp::Add, _) => Some(Capability::AtomicFloat64AddEXT),
            (FloatAtomicOp::MinMax, 16) => Some(Capability::AtomicFloat16MinMaxEXT),
            (FloatAtomicOp::MinMax, 32) => Some(Capability::AtomicFloat32MinMaxEXT),
            (FloatAtomicOp::MinMax, _) => Some(Capability::AtomicFloat64MinMaxEXT),
            (FloatAtomicOp::LoadStore, _) => None,
        };
        if let Some(capability) = capability {
            self.w.cap(capability);
            self.w.ext(if kind == FloatAtomicOp::Add {
                "SPV_EXT_shader_atomic_float_add"
            } else {
                "SPV_EXT_shader_atomic_float_min_max"
            });
        }
        self.record_float_atomic(kind, sc, storage);
        Ok(Some((float_op, v)))
    }
    /// Notes that the function being lowered performs a float atomic on `storage`.
    fn record_float_atomic(&mut self, op: FloatAtomicOp, sc: Scalar, storage: StorageClass) {
        let memory = if storage == StorageClass::Workgroup {
            AtomicMemory::Local
        } else {
            AtomicMemory::Global
        };
        let used = FloatAtomicUse {
            op,
            bits: sc.bits(),
            memory,
        };
        self.w
            .fn_float_atomics
            .entry(self.f.spirv_fn)
            .or_default()
            .insert(used);
    }
}
