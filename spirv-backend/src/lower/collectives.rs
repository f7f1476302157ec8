//! Work-group collective functions (`work_group_all/any/broadcast`, `work_group_reduce_*`,
//! `work_group_scan_{inclusive,exclusive}_*`).
//!
//! OpenCL target: one `OpGroup*` instruction with Workgroup scope (`OpGroupAll/Any` on the
//! predicate `x != 0`, `OpGroupBroadcast` with the local id as a size_t scalar or vector,
//! `OpGroupIAdd/FAdd/SMin/UMin/FMin/SMax/UMax/FMax` with the Reduce, InclusiveScan or
//! ExclusiveScan group operation).
//!
//! Vulkan has no work-group scope for group operations, so each call becomes code over a
//! Workgroup scratch array (one per element type, as long as the work-group: its length is
//! the product of the WorkgroupSize spec constants, which the runner sets to each dispatch's
//! size, so the smaller last group of a non-uniform range counts its own work-items) and
//! work-group barriers; every call ends with a barrier, so the next may reuse the array.
//! - Values are first put in a form whose operation is exact and order-free: `half` widens to
//!   `float`; `float`/`double` min and max become unsigned min/max of an order-preserving key
//!   of the bits (NaN the key no number reaches, so it is chosen only when every value is NaN:
//!   OpenCL's `fmin`/`fmax` rule), decoded back after the operation. Float sums may be in any
//!   order (the specification allows it).
//! - Reductions and `all`/`any`: with sub-group operations (the default), each sub-group
//!   reduces with `OpGroupNonUniform*` (Reduce; `All`/`Any`), one elected invocation stores the
//!   sub-group's result in a slot it takes from a `local` counter, and after a barrier every
//!   invocation combines the counted results (no reliance on `NumSubgroups`, which lavapipe
//!   gets wrong for a partial last sub-group). 64-bit values (whose sub-group operations need
//!   `shaderSubgroupExtendedTypes`), and every value under
//!   [`crate::Options::local_memory_collectives`], take the local-memory path instead: a
//!   pairwise tree in the scratch array, one barrier per level (any work-group size).
//! - Scans: Vulkan defines no relation between an invocation's sub-group position and its
//!   local id, and a scan's order is the local linear id's. With sub-group operations the
//!   values are permuted: each sub-group takes a block of positions from the `local` counter,
//!   each invocation scans (`OpGroupNonUniform*` InclusiveScan/ExclusiveScan) the value of the
//!   work-item whose local linear id is its block position, adds the totals of the earlier
//!   blocks, and stores the result at that position for its work-item (four barriers). In
//!   local memory only: Hillis-Steele, log2(n) steps of two barriers.
//! - `work_group_broadcast`: the work-item whose local linear id the arguments name stores its
//!   value in element 0, and all read it after a barrier.
//!
//! Each kernel's reflection lists the sub-group operation classes it needs
//! (`sub_group_operations`), which the runner checks against the device, and the scratch bytes
//! per work-item (`collective_local_bytes`; the counter's 4 bytes are in `static_local_bytes`),
//! which it adds to the kernel's local memory before its limit check.

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::reflect::SubGroupOperation;
use oclvk_frontend::ir::{ExprId, Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::{self, InsertPoint, Operand};
use spirv::{BuiltIn, Capability, GroupOperation, Op, SelectionControl, StorageClass, Word};

const SCOPE_WORKGROUP: u32 = 2;
const SCOPE_SUBGROUP: u32 = 3;
/// AcquireRelease | WorkgroupMemory.
const SEM_WORKGROUP_ACQ_REL: u32 = 0x8 | 0x100;

/// GLSL.std.450 integer min/max.
const GLSL_UMIN: u32 = 38;
const GLSL_SMIN: u32 = 39;
const GLSL_UMAX: u32 = 41;
const GLSL_SMAX: u32 = 42;

/// Whether a builtin is a work-group collective function.
pub(crate) fn is_collective(s: SimpleBuiltin) -> bool {
    use SimpleBuiltin::*;
    matches!(
        s,
        WorkGroupAll
            | WorkGroupAny
            | WorkGroupBroadcast
            | WorkGroupReduceAdd
            | WorkGroupReduceMin
            | WorkGroupReduceMax
            | WorkGroupScanInclusiveAdd
            | WorkGroupScanInclusiveMin
            | WorkGroupScanInclusiveMax
            | WorkGroupScanExclusiveAdd
            | WorkGroupScanExclusiveMin
            | WorkGroupScanExclusiveMax
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arith {
    Add,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    All,
    Any,
    Broadcast,
    Reduce(Arith),
    Inclusive(Arith),
    Exclusive(Arith),
}

fn kind_of(s: SimpleBuiltin) -> Option<Kind> {
    use SimpleBuiltin::*;
    Some(match s {
        WorkGroupAll => Kind::All,
        WorkGroupAny => Kind::Any,
        WorkGroupBroadcast => Kind::Broadcast,
        WorkGroupReduceAdd => Kind::Reduce(Arith::Add),
        WorkGroupReduceMin => Kind::Reduce(Arith::Min),
        WorkGroupReduceMax => Kind::Reduce(Arith::Max),
        WorkGroupScanInclusiveAdd => Kind::Inclusive(Arith::Add),
        WorkGroupScanInclusiveMin => Kind::Inclusive(Arith::Min),
        WorkGroupScanInclusiveMax => Kind::Inclusive(Arith::Max),
        WorkGroupScanExclusiveAdd => Kind::Exclusive(Arith::Add),
        WorkGroupScanExclusiveMin => Kind::Exclusive(Arith::Min),
        WorkGroupScanExclusiveMax => Kind::Exclusive(Arith::Max),
        _ => return None,
    })
}

/// How the values are combined on Vulkan: the work type's operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Combine {
    IAdd,
    FAdd,
    SMin,
    UMin,
    SMax,
    UMax,
}

/// The form a value takes on Vulkan while it is combined.
#[derive(Clone, Copy, Debug)]
struct Work {
    /// The SPIR-V type of the work values.
    ty: Word,
    bits: u32,
    combine: Combine,
    /// The value is an order-preserving key of a float's bits (min/max of floats).
    keyed: bool,
    /// The value was a `half`, widened to `float`.
    widened: bool,
}

/// One of the scratch arrays: its element type, and which of that type's arrays.
#[derive(Clone, Copy, Debug)]
struct Array {
    ty: Word,
    bits: u32,
    slot: u32,
}

impl Array {
    fn of(work: Work, slot: u32) -> Array {
        Array {
            ty: work.ty,
            bits: work.bits,
            slot,
        }
    }
}

impl ModuleWriter<'_> {
    // ---- OpenCL ----

    fn opencl_collective(
        &mut self,
        kind: Kind,
        x: Word,
        ids: &[Word],
        scalar: Scalar,
        ty: Word,
    ) -> R<Word> {
        self.cap(Capability::Groups);
        let scope = self.const_u32(SCOPE_WORKGROUP);
        let bt = self.bool_ty();
        let group =
            |l: &mut Self, op: Op, ty: Word, operation: Option<GroupOperation>, v: &[Word]| {
                let mut operands = vec![Operand::IdScope(scope)];
                if let Some(o) = operation {
                    operands.push(Operand::GroupOperation(o));
                }
                operands.extend(v.iter().map(|&w| Operand::IdRef(w)));
                l.raw_inst(op, ty, operands)
            };
        match kind {
            Kind::All | Kind::Any => {
                let zero = self.const_bits(ty, 32, 0);
                let pred = self.op(Op::INotEqual, bt, &[x, zero])?;
                let op = if kind == Kind::All {
                    Op::GroupAll
                } else {
                    Op::GroupAny
                };
                let r = group(self, op, bt, None, &[pred])?;
                let one = self.const_bits(ty, 32, 1);
                Ok(self.b.select(ty, None, r, one, zero)?)
            }
            Kind::Broadcast => {
                let u64t = self.u64_ty();
                let id = match ids.len() {
                    1 => ids[0],
                    n => {
                        let vt = self.vec_of(u64t, n as u32);
                        self.construct(vt, ids.to_vec())?
                    }
                };
                group(self, Op::GroupBroadcast, ty, None, &[x, id])
            }
            Kind::Reduce(a) | Kind::Inclusive(a) | Kind::Exclusive(a) => {
                let operation = match kind {
                    Kind::Reduce(_) => GroupOperation::Reduce,
                    Kind::Inclusive(_) => GroupOperation::InclusiveScan,
                    _ => GroupOperation::ExclusiveScan,
                };
                let float = scalar.is_float();
                let signed = scalar.is_signed();
                let op = match (a, float, signed) {
                    (Arith::Add, true, _) => Op::GroupFAdd,
                    (Arith::Add, false, _) => Op::GroupIAdd,
                    (Arith::Min, true, _) => Op::GroupFMin,
                    (Arith::Min, false, true) => Op::GroupSMin,
                    (Arith::Min, false, false) => Op::GroupUMin,
                    (Arith::Max, true, _) => Op::GroupFMax,
                    (Arith::Max, false, true) => Op::GroupSMax,
                    (Arith::Max, false, false) => Op::GroupUMax,
                };
                group(self, op, ty, Some(operation), &[x])
            }
        }
    }

    /// Appends an instruction with a result and arbitrary operands.
    fn raw_inst(&mut self, op: Op, ty: Word, operands: Vec<Operand>) -> R<Word> {
        let id = self.b.id();
        self.id_types.insert(id, ty);
        let inst = dr::Instruction::new(op, Some(ty), Some(id), operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        Ok(id)
    }

    // ---- Vulkan ----

    /// The value in its work form (see [`Work`]).
    fn encode(&mut self, x: Word, scalar: Scalar, arith: Arith, plain: bool) -> R<(Work, Word)> {
        let (mut x, bits, widened) = if scalar == Scalar::Half {
            let ft = self.float_ty(32);
            (self.op(Op::FConvert, ft, &[x])?, 32, true)
        } else {
            (x, scalar.bits(), false)
        };
        if !scalar.is_float() || plain || arith == Arith::Add {
            let ty = if scalar.is_float() {
                self.float_ty(bits)
            } else {
                self.int_ty(bits)
            };
            let signed = scalar.is_signed();
            let combine = match (arith, scalar.is_float(), signed) {
                (Arith::Add, true, _) => Combine::FAdd,
                (Arith::Add, false, _) => Combine::IAdd,
                (Arith::Min, _, true) => Combine::SMin,
                (Arith::Min, _, false) => Combine::UMin,
                (Arith::Max, _, true) => Combine::SMax,
                (Arith::Max, _, false) => Combine::UMax,
            };
            let work = Work {
                ty,
                bits,
                combine,
                keyed: false,
                widened,
            };
            return Ok((work, x));
        }
        // An order-preserving key: flip every bit of a negative float, only the sign bit of a
        // positive one; NaN the key of no number (all ones for min, zero for max).
        let ut = self.int_ty(bits);
        let bt = self.bool_ty();
        x = self.op(Op::Bitcast, ut, &[x])?;
        let sign = self.const_bits(ut, bits, 1 << (bits - 1));
        let ones = self.const_bits(ut, bits, u64::MAX);
        let zero = self.const_bits(ut, bits, 0);
        let sign_bit = self.op(Op::BitwiseAnd, ut, &[x, sign])?;
        let negative = self.op(Op::INotEqual, bt, &[sign_bit, zero])?;
        let mask = self.b.select(ut, None, negative, ones, sign)?;
        let key = self.op(Op::BitwiseXor, ut, &[x, mask])?;
        let ft = self.float_ty(bits);
        let xf = self.op(Op::Bitcast, ft, &[x])?;
        let nan = self.op(Op::IsNan, bt, &[xf])?;
        let nan_key = if arith == Arith::Min { ones } else { zero };
        let key = self.b.select(ut, None, nan, nan_key, key)?;
        let work = Work {
            ty: ut,
            bits,
            combine: if arith == Arith::Min {
                Combine::UMin
            } else {
                Combine::UMax
            },
            keyed: true,
            widened,
        };
        Ok((work, key))
    }

    /// The result in the function's type from its work form.
    fn decode(&mut self, r: Word, work: Work, arith: Arith, ty: Word) -> R<Word> {
        let bits = work.bits;
        let r = if work.keyed {
            let ut = work.ty;
            let bt = self.bool_ty();
            let sign = self.const_bits(ut, bits, 1 << (bits - 1));
            let ones = self.const_bits(ut, bits, u64::MAX);
            let zero = self.const_bits(ut, bits, 0);
            // A key with the sign bit set was a positive float.
            let sign_bit = self.op(Op::BitwiseAnd, ut, &[r, sign])?;
            let positive = self.op(Op::INotEqual, bt, &[sign_bit, zero])?;
            let mask = self.b.select(ut, None, positive, sign, ones)?;
            let v = self.op(Op::BitwiseXor, ut, &[r, mask])?;
            let nan_key = if arith == Arith::Min { ones } else { zero };
            let is_nan = self.op(Op::IEqual, bt, &[r, nan_key])?;
            let quiet_nan = if bits == 64 {
                0x7ff8_0000_0000_0000
            } else {
                0x7fc0_0000
            };
            let nan = self.const_bits(ut, bits, quiet_nan);
            let v = self.b.select(ut, None, is_nan, nan, v)?;
            let ft = self.float_ty(bits);
            self.op(Op::Bitcast, ft, &[v])?
        } else {
            r
        };
        if work.widened {
            return self.op(Op::FConvert, ty, &[r]);
        }
        Ok(r)
    }

    /// The identity of the work operation.
    fn identity(&mut self, work: Work) -> Word {
        let (t, bits) = (work.ty, work.bits);
        let value = match work.combine {
            Combine::IAdd | Combine::FAdd | Combine::UMax => 0,
            Combine::UMin => u64::MAX,
            Combine::SMin => u64::MAX >> (65 - bits),
            Combine::SMax => 1 << (bits - 1),
        };
        // Keys: the key of +inf for min, of -inf for max (a NaN prefix gives the identity).
        let value = match (work.keyed, work.combine, bits) {
            (true, Combine::UMin, 32) => 0xff80_0000,
            (true, Combine::UMin, _) => 0xfff0_0000_0000_0000,
            (true, _, 32) => 0x007f_ffff,
            (true, _, _) => 0x000f_ffff_ffff_ffff,
            _ => value,
        };
        self.const_bits(t, bits, value)
    }

    /// `a op b` in the work form.
    fn combine(&mut self, work: Work, a: Word, b: Word) -> R<Word> {
        let t = work.ty;
        match work.combine {
            Combine::IAdd => self.op(Op::IAdd, t, &[a, b]),
            Combine::FAdd => self.op(Op::FAdd, t, &[a, b]),
            Combine::SMin => self.ext_inst(t, GLSL_SMIN, &[a, b]),
            Combine::UMin => self.ext_inst(t, GLSL_UMIN, &[a, b]),
            Combine::SMax => self.ext_inst(t, GLSL_SMAX, &[a, b]),
            Combine::UMax => self.ext_inst(t, GLSL_UMAX, &[a, b]),
        }
    }

    /// Adds operands to an `OpSpecConstantOp` just made.
    fn push_spec_operands(&mut self, id: Word, operands: &[Operand]) {
        if let Some(inst) = self
            .b
            .module_mut()
            .types_global_values
            .iter_mut()
            .rev()
            .find(|i| i.result_id == Some(id))
        {
            inst.operands.extend_from_slice(operands);
        }
    }

    fn wg_barrier(&mut self) -> R<()> {
        let wg = self.const_u32(SCOPE_WORKGROUP);
        let sem = self.const_u32(SEM_WORKGROUP_ACQ_REL);
        Ok(self.b.control_barrier(wg, wg, sem)?)
    }

    /// The neutral element of the work operation itself (for keys: the NaN key, which
    /// min/max pass over; not the OpenCL identity of [`Self::identity`]).
    fn neutral(&mut self, work: Work) -> Word {
        if work.keyed {
            let value = if work.combine == Combine::UMin {
                u64::MAX
            } else {
                0
            };
            return self.const_bits(work.ty, work.bits, value);
        }
        self.identity(work)
    }

    /// A sub-group operation on a work value (`OpGroupNonUniform*` with `operation`).
    fn subgroup_arith(&mut self, work: Work, operation: GroupOperation, v: Word) -> R<Word> {
        let op = match work.combine {
            Combine::IAdd => Op::GroupNonUniformIAdd,
            Combine::FAdd => Op::GroupNonUniformFAdd,
            Combine::SMin => Op::GroupNonUniformSMin,
            Combine::UMin => Op::GroupNonUniformUMin,
            Combine::SMax => Op::GroupNonUniformSMax,
            Combine::UMax => Op::GroupNonUniformUMax,
        };
        self.cap(Capability::GroupNonUniformArithmetic);
        let scope = self.const_u32(SCOPE_SUBGROUP);
        let operands = |v: Word| {
            vec![
                Operand::IdScope(scope),
                Operand::GroupOperation(operation),
                Operand::IdRef(v),
            ]
        };
        if matches!(work.combine, Combine::SMin | Combine::SMax) {
            self.signed(work.ty, &[v], |l, t, ops| {
                l.raw_inst(op, t, operands(ops[0]))
            })
        } else {
            self.raw_inst(op, work.ty, operands(v))
        }
    }
}

impl FunctionWriter<'_, '_> {
    pub fn collective(
        &mut self,
        s: SimpleBuiltin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let Some(kind) = kind_of(s) else {
            return err(span, "internal: not a work-group collective function");
        };
        let Some(&first) = args.first() else {
            return err(span, "internal: work-group function without an argument");
        };
        let x = self.value(first)?;
        let mut ids = Vec::new();
        for &a in &args[1..] {
            ids.push(self.value(a)?);
        }
        let Some(scalar) = self.w.m.types.scalar_of(ty) else {
            return err(span, "internal: work-group function on a non-scalar");
        };
        let result_ty = self.w.ty(ty, Layout::Plain, span)?;
        let r = if self.w.policy.non_uniform_groups() {
            self.vulkan_collective(kind, x, &ids, scalar, result_ty)?
        } else {
            self.w.opencl_collective(kind, x, &ids, scalar, result_ty)?
        };
        Ok(Val::Id(r))
    }
    fn vulkan_collective(
        &mut self,
        kind: Kind,
        x: Word,
        ids: &[Word],
        scalar: Scalar,
        ty: Word,
    ) -> R<Word> {
        let arith = match kind {
            Kind::All => Arith::Min,
            Kind::Any => Arith::Max,
            Kind::Broadcast => Arith::Add,
            Kind::Reduce(a) | Kind::Inclusive(a) | Kind::Exclusive(a) => a,
        };
        // all/any combine the predicates 0/1 as uints.
        let (work, w) = if matches!(kind, Kind::All | Kind::Any) {
            let u = self.w.u32_ty();
            let bt = self.w.bool_ty();
            let zero = self.w.const_u32(0);
            let one = self.w.const_u32(1);
            let pred = self.w.op(Op::INotEqual, bt, &[x, zero])?;
            let w = self.w.b.select(u, None, pred, one, zero)?;
            let work = Work {
                ty: u,
                bits: 32,
                combine: if kind == Kind::All {
                    Combine::UMin
                } else {
                    Combine::UMax
                },
                keyed: false,
                widened: false,
            };
            (work, w)
        } else {
            self.w.encode(x, scalar, arith, kind == Kind::Broadcast)?
        };
        let lid = self.builtin_input(BuiltIn::LocalInvocationIndex, false)?;
        let n = self.work_group_items()?;
        let subgroups = !self.w.local_memory_collectives && work.bits == 32;
        let r = match kind {
            Kind::Broadcast => self.broadcast(work, w, ids, lid)?,
            Kind::All | Kind::Any if subgroups => self.subgroup_vote(work, x, kind == Kind::All)?,
            Kind::Reduce(_) if subgroups => self.subgroup_reduce(work, w)?,
            Kind::All | Kind::Any | Kind::Reduce(_) => self.tree_reduce(work, w, lid, n)?,
            Kind::Inclusive(_) if subgroups => self.subgroup_scan(work, w, lid, false)?,
            Kind::Exclusive(_) if subgroups => self.subgroup_scan(work, w, lid, true)?,
            Kind::Inclusive(_) => self.scan(work, w, lid, n, false)?,
            Kind::Exclusive(_) => self.scan(work, w, lid, n, true)?,
        };
        if matches!(kind, Kind::All | Kind::Any) {
            // The uint 0/1 is the int result.
            return Ok(r);
        }
        self.w.decode(r, work, arith, ty)
    }
    /// The number of work-items in the work-group (this dispatch's work-group size).
    fn work_group_items(&mut self) -> R<Word> {
        let size = self.local_size_vec(false)?;
        let u = self.w.u32_ty();
        let x = self.w.b.composite_extract(u, None, size, [0])?;
        let y = self.w.b.composite_extract(u, None, size, [1])?;
        let z = self.w.b.composite_extract(u, None, size, [2])?;
        let xy = self.w.op(Op::IMul, u, &[x, y])?;
        self.w.op(Op::IMul, u, &[xy, z])
    }
    /// A Workgroup scratch array (one element per work-item): `slot` tells apart the arrays of
    /// one type that a call uses at once.
    fn scratch(&mut self, array: Array) -> Word {
        let found = self
            .w
            .collective_scratch
            .iter()
            .find(|s| s.0 == array.ty && s.1 == array.slot);
        let var = match found {
            Some(&(_, _, var, _)) => var,
            None => {
                let u = self.w.u32_ty();
                let wg = self.w.ensure_wg_size();
                let mut parts = Vec::new();
                for i in 0..3 {
                    let c = self.w.b.spec_constant_op(u, Op::CompositeExtract);
                    self.w
                        .push_spec_operands(c, &[Operand::IdRef(wg), Operand::LiteralBit32(i)]);
                    parts.push(c);
                }
                let xy = self.w.b.spec_constant_op(u, Op::IMul);
                self.w
                    .push_spec_operands(xy, &[Operand::IdRef(parts[0]), Operand::IdRef(parts[1])]);
                let len = self.w.b.spec_constant_op(u, Op::IMul);
                self.w
                    .push_spec_operands(len, &[Operand::IdRef(xy), Operand::IdRef(parts[2])]);
                let ty = self.w.b.type_array(array.ty, len);
                let pty = self.w.ptr_to_word(StorageClass::Workgroup, ty);
                let var = self.w.global_var(pty, StorageClass::Workgroup, None);
                self.w.b.name(
                    var,
                    format!("__oclvk_collective_u{}_{}", array.bits, array.slot),
                );
                self.w.value_types.insert(var, pty);
                self.w
                    .collective_scratch
                    .push((array.ty, array.slot, var, array.bits / 8));
                var
            }
        };
        self.use_var(var);
        var
    }
    fn element(&mut self, array: Array, index: Word) -> R<Word> {
        let var = self.scratch(array);
        let pt = self.w.ptr_to_word(StorageClass::Workgroup, array.ty);
        Ok(self.w.b.access_chain(pt, None, var, [index])?)
    }
    fn load_in(&mut self, array: Array, index: Word) -> R<Word> {
        let p = self.element(array, index)?;
        Ok(self.w.b.load(array.ty, None, p, None, [])?)
    }
    fn store_in(&mut self, array: Array, index: Word, v: Word) -> R<()> {
        let p = self.element(array, index)?;
        Ok(self.w.b.store(p, v, None, [])?)
    }
    /// The work type's first scratch array.
    fn load_at(&mut self, work: Work, index: Word) -> R<Word> {
        self.load_in(Array::of(work, 0), index)
    }
    fn store_at(&mut self, work: Work, index: Word, v: Word) -> R<()> {
        self.store_in(Array::of(work, 0), index, v)
    }
    /// `if (cond) { then }`.
    fn if_then(&mut self, cond: Word, then: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        let (body, merge) = (self.w.b.id(), self.w.b.id());
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        self.w.b.branch_conditional(cond, body, merge, [])?;
        self.begin(body)?;
        then(self)?;
        self.branch(merge)?;
        self.begin(merge)
    }
    /// `for (i = start; cond(i); i = step(i)) body(i)` over a uint (uniform in the work-group
    /// where the body has a barrier).
    fn uniform_loop(
        &mut self,
        start: Word,
        cond: impl Fn(&mut Self, Word) -> R<Word>,
        mut body: impl FnMut(&mut Self, Word) -> R<()>,
        step: impl Fn(&mut Self, Word) -> R<Word>,
    ) -> R<()> {
        let u = self.w.u32_ty();
        let pre = self.f.label;
        let (header, inner, cont, merge, next) = (
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
        );
        self.branch(header)?;
        self.begin(header)?;
        let i = self.w.b.phi(u, None, [(start, pre), (next, cont)])?;
        let more = cond(self, i)?;
        self.w
            .b
            .loop_merge(merge, cont, spirv::LoopControl::DONT_UNROLL, [])?;
        self.w.b.branch_conditional(more, inner, merge, [])?;
        self.begin(inner)?;
        body(self, i)?;
        self.branch(cont)?;
        self.begin(cont)?;
        let stepped = step(self, i)?;
        // The phi names `next`: copy the stepped value into it.
        self.w.b.copy_object(u, Some(next), stepped)?;
        self.branch(header)?;
        self.begin(merge)
    }
    /// Local-memory reduction: a pairwise tree, `s[i] = s[i] op s[i + d]` for `i % 2d == 0`.
    fn tree_reduce(&mut self, work: Work, w: Word, lid: Word, n: Word) -> R<Word> {
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        self.store_at(work, lid, w)?;
        self.w.wg_barrier()?;
        let one = self.w.const_u32(1);
        self.uniform_loop(
            one,
            |l, d| l.w.op(Op::ULessThan, bt, &[d, n]),
            |l, d| {
                let two_d = l.w.op(Op::ShiftLeftLogical, u, &[d, one])?;
                let mask = l.w.op(Op::ISub, u, &[two_d, one])?;
                let low = l.w.op(Op::BitwiseAnd, u, &[lid, mask])?;
                let zero = l.w.const_u32(0);
                let aligned = l.w.op(Op::IEqual, bt, &[low, zero])?;
                let partner = l.w.op(Op::IAdd, u, &[lid, d])?;
                let inside = l.w.op(Op::ULessThan, bt, &[partner, n])?;
                let active = l.w.op(Op::LogicalAnd, bt, &[aligned, inside])?;
                l.if_then(active, |l| {
                    let a = l.load_at(work, lid)?;
                    let b = l.load_at(work, partner)?;
                    let c = l.w.combine(work, a, b)?;
                    l.store_at(work, lid, c)
                })?;
                l.w.wg_barrier()
            },
            |l, d| l.w.op(Op::ShiftLeftLogical, u, &[d, one]),
        )?;
        let zero = self.w.const_u32(0);
        let r = self.load_at(work, zero)?;
        self.w.wg_barrier()?;
        Ok(r)
    }
    /// Sub-group reduction: `OpGroupNonUniform*` Reduce in each sub-group, then the sub-groups'
    /// results through the scratch array.
    fn subgroup_reduce(&mut self, work: Work, w: Word) -> R<Word> {
        self.record_subgroup_op(SubGroupOperation::Arithmetic);
        let partial = self.w.subgroup_arith(work, GroupOperation::Reduce, w)?;
        self.across_subgroups(work, partial)
    }
    /// `work_group_all`/`any` with sub-group votes.
    fn subgroup_vote(&mut self, work: Work, x: Word, all: bool) -> R<Word> {
        self.w.cap(Capability::GroupNonUniformVote);
        self.record_subgroup_op(SubGroupOperation::Vote);
        let bt = self.w.bool_ty();
        let u = self.w.u32_ty();
        let zero = self.w.const_u32(0);
        let one = self.w.const_u32(1);
        let pred = self.w.op(Op::INotEqual, bt, &[x, zero])?;
        let scope = self.w.const_u32(SCOPE_SUBGROUP);
        let op = if all {
            Op::GroupNonUniformAll
        } else {
            Op::GroupNonUniformAny
        };
        let vote = self
            .w
            .raw_inst(op, bt, vec![Operand::IdScope(scope), Operand::IdRef(pred)])?;
        let partial = self.w.b.select(u, None, vote, one, zero)?;
        self.across_subgroups(work, partial)
    }
    /// Combines one value per sub-group: an elected invocation of each takes a slot of the
    /// scratch array from a `local` counter (reset by work-item 0 first) and stores its
    /// sub-group's value there; after a barrier every invocation combines the counted values.
    /// Counting rather than indexing by SubgroupId up to NumSubgroups: lavapipe (Mesa 22.3)
    /// reports NumSubgroups rounded down when the last sub-group is partial.
    fn across_subgroups(&mut self, work: Work, partial: Word) -> R<Word> {
        self.w.cap(Capability::GroupNonUniform);
        self.record_subgroup_op(SubGroupOperation::Basic);
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        let lid = self.builtin_input(BuiltIn::LocalInvocationIndex, false)?;
        let zero = self.w.const_u32(0);
        let one = self.w.const_u32(1);
        let counter = self.collective_counter();
        let first_item = self.w.op(Op::IEqual, bt, &[lid, zero])?;
        self.if_then(first_item, |l| Ok(l.w.b.store(counter, zero, None, [])?))?;
        self.w.wg_barrier()?;
        let scope = self.w.const_u32(SCOPE_SUBGROUP);
        let elected =
            self.w
                .raw_inst(Op::GroupNonUniformElect, bt, vec![Operand::IdScope(scope)])?;
        self.if_then(elected, |l| {
            let wg = l.w.const_u32(SCOPE_WORKGROUP);
            let relaxed = l.w.const_u32(0);
            let slot = l.w.b.atomic_i_add(u, None, counter, wg, relaxed, one)?;
            l.store_at(work, slot, partial)
        })?;
        self.w.wg_barrier()?;
        let count = self.w.b.load(u, None, counter, None, [])?;
        let first = self.load_at(work, zero)?;
        // The running value lives in a Function variable across the loop.
        let pt = self.w.ptr_to_word(StorageClass::Function, work.ty);
        let acc = self.w.entry_var(pt)?;
        self.w.b.store(acc, first, None, [])?;
        self.uniform_loop(
            one,
            |l, j| l.w.op(Op::ULessThan, bt, &[j, count]),
            |l, j| {
                let v = l.load_at(work, j)?;
                let a = l.w.b.load(work.ty, None, acc, None, [])?;
                let c = l.w.combine(work, a, v)?;
                Ok(l.w.b.store(acc, c, None, [])?)
            },
            |l, j| l.w.op(Op::IAdd, u, &[j, one]),
        )?;
        let r = self.w.b.load(work.ty, None, acc, None, [])?;
        self.w.wg_barrier()?;
        Ok(r)
    }
    /// The `local` uint that counts sub-groups' slots (see [`Self::across_subgroups`]).
    fn collective_counter(&mut self) -> Word {
        let var = match self.w.collective_counter {
            Some(v) => v,
            None => {
                let u = self.w.u32_ty();
                let pty = self.w.ptr_to_word(StorageClass::Workgroup, u);
                let var = self.w.global_var(pty, StorageClass::Workgroup, None);
                self.w.b.name(var, "__oclvk_collective_count");
                self.w.value_types.insert(var, pty);
                self.w.collective_counter = Some(var);
                var
            }
        };
        self.use_var(var);
        var
    }
    /// Sub-group scan. Vulkan relates no sub-group position to a local id, so the values are
    /// permuted: each sub-group takes a block of positions from a `local` counter (its size, by
    /// a sub-group count), each invocation scans the value of its block position (the value
    /// of the work-item with that local linear id) with `OpGroupNonUniform*` InclusiveScan /
    /// ExclusiveScan, adds the totals of the blocks before its own (the last invocation of each
    /// block records the block's total and start), and stores the result back at its position
    /// for the work-item of that local id to read.
    fn subgroup_scan(&mut self, work: Work, w: Word, lid: Word, exclusive: bool) -> R<Word> {
        self.w.cap(Capability::GroupNonUniform);
        self.record_subgroup_op(SubGroupOperation::Basic);
        self.record_subgroup_op(SubGroupOperation::Arithmetic);
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        let zero = self.w.const_u32(0);
        let one = self.w.const_u32(1);
        let counting = Work {
            ty: u,
            bits: 32,
            combine: Combine::IAdd,
            keyed: false,
            widened: false,
        };
        let rank = self
            .w
            .subgroup_arith(counting, GroupOperation::ExclusiveScan, one)?;
        let count = self
            .w
            .subgroup_arith(counting, GroupOperation::Reduce, one)?;
        let counter = self.collective_counter();
        let first_item = self.w.op(Op::IEqual, bt, &[lid, zero])?;
        self.if_then(first_item, |l| Ok(l.w.b.store(counter, zero, None, [])?))?;
        let data = Array::of(work, 0);
        self.store_in(data, lid, w)?;
        self.w.wg_barrier()?;
        // The block: its first position, taken by the elected invocation, shared by a sum.
        let scope = self.w.const_u32(SCOPE_SUBGROUP);
        let elected =
            self.w
                .raw_inst(Op::GroupNonUniformElect, bt, vec![Operand::IdScope(scope)])?;
        let pu = self.w.ptr_to_word(StorageClass::Function, u);
        let taken = self.w.entry_var(pu)?;
        self.w.b.store(taken, zero, None, [])?;
        self.if_then(elected, |l| {
            let wg = l.w.const_u32(SCOPE_WORKGROUP);
            let relaxed = l.w.const_u32(0);
            let start = l.w.b.atomic_i_add(u, None, counter, wg, relaxed, count)?;
            Ok(l.w.b.store(taken, start, None, [])?)
        })?;
        let taken = self.w.b.load(u, None, taken, None, [])?;
        let start = self
            .w
            .subgroup_arith(counting, GroupOperation::Reduce, taken)?;
        let position = self.w.op(Op::IAdd, u, &[start, rank])?;
        let y = self.load_in(data, position)?;
        let inclusive = self
            .w
            .subgroup_arith(work, GroupOperation::InclusiveScan, y)?;
        let within = if exclusive {
            self.w
                .subgroup_arith(work, GroupOperation::ExclusiveScan, y)?
        } else {
            inclusive
        };
        // The block's last position records the block's total and start.
        let totals = Array::of(work, 1);
        let starts = Array {
            ty: u,
            bits: 32,
            slot: if work.ty == u { 2 } else { 0 },
        };
        let last_rank = self.w.op(Op::ISub, u, &[count, one])?;
        let last = self.w.op(Op::IEqual, bt, &[rank, last_rank])?;
        self.if_then(last, |l| {
            l.store_in(totals, position, inclusive)?;
            l.store_in(starts, position, start)
        })?;
        self.w.wg_barrier()?;
        // The totals of the blocks before this one, walking back block by block.
        let pw = self.w.ptr_to_word(StorageClass::Function, work.ty);
        let acc = self.w.entry_var(pw)?;
        let neutral = self.w.neutral(work);
        self.w.b.store(acc, neutral, None, [])?;
        // Not uniform (each block walks its own chain), and no barrier inside.
        let walk = self.w.entry_var(pu)?;
        self.uniform_loop(
            start,
            |l, p| l.w.op(Op::UGreaterThan, bt, &[p, zero]),
            |l, p| {
                let end = l.w.op(Op::ISub, u, &[p, one])?;
                let total = l.load_in(totals, end)?;
                let a = l.w.b.load(work.ty, None, acc, None, [])?;
                let c = l.w.combine(work, total, a)?;
                l.w.b.store(acc, c, None, [])?;
                let earlier = l.load_in(starts, end)?;
                Ok(l.w.b.store(walk, earlier, None, [])?)
            },
            |l, _| Ok(l.w.b.load(u, None, walk, None, [])?),
        )?;
        let before = self.w.b.load(work.ty, None, acc, None, [])?;
        let mut r = self.w.combine(work, before, within)?;
        if exclusive && work.keyed {
            // A prefix of NaNs gives the identity (+inf for min, -inf for max).
            let identity = self.w.identity(work);
            r = self.w.combine(work, identity, r)?;
        }
        // Every read of the data array happened before the last barrier.
        self.store_in(data, position, r)?;
        self.w.wg_barrier()?;
        let mine = self.load_in(data, lid)?;
        self.w.wg_barrier()?;
        Ok(mine)
    }
    /// Local-memory scan (Hillis-Steele): at each step `s[i] = s[i - d] op s[i]` for `i >= d`.
    fn scan(&mut self, work: Work, w: Word, lid: Word, n: Word, exclusive: bool) -> R<Word> {
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        self.store_at(work, lid, w)?;
        self.w.wg_barrier()?;
        let one = self.w.const_u32(1);
        let zero = self.w.const_u32(0);
        self.uniform_loop(
            one,
            |l, d| l.w.op(Op::ULessThan, bt, &[d, n]),
            |l, d| {
                let reaches = l.w.op(Op::UGreaterThanEqual, bt, &[lid, d])?;
                let back = l.w.op(Op::ISub, u, &[lid, d])?;
                let from = l.w.b.select(u, None, reaches, back, lid)?;
                let earlier = l.load_at(work, from)?;
                l.w.wg_barrier()?;
                l.if_then(reaches, |l| {
                    let mine = l.load_at(work, lid)?;
                    let c = l.w.combine(work, earlier, mine)?;
                    l.store_at(work, lid, c)
                })?;
                l.w.wg_barrier()
            },
            |l, d| l.w.op(Op::ShiftLeftLogical, u, &[d, one]),
        )?;
        let r = if exclusive {
            let first = self.w.op(Op::IEqual, bt, &[lid, zero])?;
            let back = self.w.op(Op::ISub, u, &[lid, one])?;
            let from = self.w.b.select(u, None, first, zero, back)?;
            let before = self.load_at(work, from)?;
            let identity = self.w.identity(work);
            // Keys: a prefix of NaNs gives the identity (+inf for min, -inf for max).
            let before = if work.keyed {
                self.w.combine(work, identity, before)?
            } else {
                before
            };
            self.w.b.select(work.ty, None, first, identity, before)?
        } else {
            self.load_at(work, lid)?
        };
        self.w.wg_barrier()?;
        Ok(r)
    }
    /// `work_group_broadcast`: the named work-item's value through element 0.
    fn broadcast(&mut self, work: Work, w: Word, ids: &[Word], lid: Word) -> R<Word> {
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        let size = self.local_size_vec(false)?;
        let mut target: Option<Word> = None;
        for (d, &id) in ids.iter().enumerate().rev() {
            let id = self.w.op(Op::UConvert, u, &[id])?;
            target = Some(match target {
                None => id,
                Some(t) => {
                    let s = self.w.b.composite_extract(u, None, size, [d as u32])?;
                    let scaled = self.w.op(Op::IMul, u, &[t, s])?;
                    self.w.op(Op::IAdd, u, &[scaled, id])?
                }
            });
        }
        let Some(target) = target else {
            return Err(super::LErr(oclvk_frontend::diag::Diagnostic::global_error(
                "internal: work_group_broadcast without a local id",
            )));
        };
        let me = self.w.op(Op::IEqual, bt, &[lid, target])?;
        let zero = self.w.const_u32(0);
        self.if_then(me, |l| l.store_at(work, zero, w))?;
        self.w.wg_barrier()?;
        let r = self.load_at(work, zero)?;
        self.w.wg_barrier()?;
        Ok(r)
    }
    fn record_subgroup_op(&mut self, op: SubGroupOperation) {
        self.w
            .fn_sub_groups
            .entry(self.f.spirv_fn)
            .or_default()
            .operations
            .insert(op);
    }
}
