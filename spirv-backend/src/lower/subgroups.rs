//! Sub-group builtins (`cl_khr_subgroups` and the `cl_khr_subgroup_*` extensions).
//!
//! Vulkan: `OpGroupNonUniform*` at Subgroup scope and the SubgroupSize, SubgroupId,
//! NumSubgroups and SubgroupLocalInvocationId inputs. OpenCL's sub-groups of a work-group whose
//! size is not a multiple of the sub-group size end with a smaller one; Vulkan's SubgroupSize is
//! the same for every sub-group, so `get_sub_group_size` is the work-group's remaining size past
//! this sub-group's first work-item, at most SubgroupSize (drivers fill sub-groups in local
//! linear id order), and `get_num_sub_groups` is the work-group size divided by SubgroupSize,
//! rounded up. OpenCL: the core functions are `OpGroup*` (Groups), as llvm-spirv writes
//! them; the extensions are `OpGroupNonUniform*`, which raise the module to SPIR-V 1.3 (as
//! llvm-spirv does; refused where the caller fixed an earlier version). Rotates are shuffles
//! on both targets (no SPV_KHR_subgroup_rotate needed). Each function records the operation
//! classes it uses for the reflection.

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::reflect::SubGroupOperation;
use oclvk_frontend::ir::{
    ExprId, GroupOp, GroupScan, MaskKind, Scalar, SubGroupBuiltin, Type, TypeId,
};
use oclvk_frontend::source::Span;
use rspirv::dr::{InsertPoint, Instruction, Operand};
use spirv::{BuiltIn, Capability, Decoration, GroupOperation, Op, StorageClass, Word};
use std::collections::BTreeSet;

const SCOPE_SUBGROUP: u32 = 3;

/// The sub-group operations one SPIR-V function performs itself.
#[derive(Clone, Debug, Default)]
pub(crate) struct SubGroupUse {
    pub operations: BTreeSet<SubGroupOperation>,
    pub extended_types: bool,
}

impl ModuleWriter<'_> {
    /// An instruction whose first operand is the Subgroup scope, then `literals`, then `ids`.
    fn group_inst(&mut self, op: Op, ty: Word, literals: Vec<Operand>, ids: &[Word]) -> R<Word> {
        let scope = self.const_u32(SCOPE_SUBGROUP);
        let id = self.b.id();
        self.id_types.insert(id, ty);
        let mut operands = vec![Operand::IdRef(scope)];
        operands.extend(literals);
        operands.extend(ids.iter().map(|&w| Operand::IdRef(w)));
        let inst = Instruction::new(op, Some(ty), Some(id), operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        Ok(id)
    }

    /// A reduction or scan instruction; signed integer operations see signed types (as
    /// [`ModuleWriter::op`] gives every signed instruction on Vulkan).
    fn group_arith(
        &mut self,
        opcode: Op,
        scalar: Scalar,
        ty: Word,
        g: GroupOperation,
        value: Word,
        cluster: Option<Word>,
    ) -> R<Word> {
        let emit = |l: &mut Self, t: Word, ops: &[Word]| {
            let mut ids = ops.to_vec();
            ids.extend(cluster);
            l.group_inst(opcode, t, vec![Operand::GroupOperation(g)], &ids)
        };
        let signed_op = matches!(
            opcode,
            Op::GroupNonUniformSMin | Op::GroupNonUniformSMax | Op::GroupSMin | Op::GroupSMax
        );
        if self.policy.shader_compiler_workarounds() && signed_op && scalar.is_signed() {
            return self.signed(ty, &[value], emit);
        }
        emit(self, ty, &[value])
    }

    fn non_uniform_arith(
        &mut self,
        op: GroupOp,
        scalar: Scalar,
        ty: Word,
        g: GroupOperation,
        value: Word,
        cluster: Option<Word>,
    ) -> R<Word> {
        if op.is_logical() {
            let p = self.predicate(value)?;
            let bt = self.bool_ty();
            let opcode = match op {
                GroupOp::LogicalAnd => Op::GroupNonUniformLogicalAnd,
                GroupOp::LogicalOr => Op::GroupNonUniformLogicalOr,
                _ => Op::GroupNonUniformLogicalXor,
            };
            let mut ids = vec![p];
            ids.extend(cluster);
            let r = self.group_inst(opcode, bt, vec![Operand::GroupOperation(g)], &ids)?;
            return self.int_of_bool(r, ty);
        }
        let opcode = non_uniform_opcode(op, scalar);
        self.group_arith(opcode, scalar, ty, g, value, cluster)
    }

    /// An `int` predicate as a boolean (non-zero is true).
    fn predicate(&mut self, v: Word) -> R<Word> {
        let bt = self.bool_ty();
        let zero = self.const_u32(0);
        self.op(Op::INotEqual, bt, &[v, zero])
    }

    /// 1 or 0 of the `int` type `ty`.
    fn int_of_bool(&mut self, b: Word, ty: Word) -> R<Word> {
        let one = self.const_u32(1);
        let zero = self.const_u32(0);
        self.op(Op::Select, ty, &[b, one, zero])
    }
}

impl FunctionWriter<'_, '_> {
    pub fn sub_group_builtin(
        &mut self,
        b: SubGroupBuiltin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        use SubGroupBuiltin::*;
        // Vulkan's sub-group inputs and barriers need GroupNonUniform; OpenCL's are Kernel ones.
        if self.w.policy.non_uniform_groups() {
            self.w.cap(Capability::GroupNonUniform);
        }
        self.uses(SubGroupOperation::Basic);
        if b == Barrier {
            self.sub_group_barrier(args)?;
            return Ok(Val::None);
        }
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.value(a)?);
        }
        let value_ty = args.first().map(|&a| self.expr_ty(a));
        if let Some(t) = value_ty {
            if b.takes_value() {
                self.note_value_type(t);
            }
        }
        let rt = self.w.ty(ty, Layout::Plain, span)?;
        let r = match b {
            GetSubGroupSize
            | GetMaxSubGroupSize
            | GetNumSubGroups
            | GetEnqueuedNumSubGroups
            | GetSubGroupId
            | GetSubGroupLocalId => self.sub_group_query(b)?,
            Barrier => return Ok(Val::None),
            All | Any if !self.w.policy.non_uniform_groups() => {
                self.w.cap(Capability::Groups);
                let p = self.w.predicate(vals[0])?;
                let op = if b == All { Op::GroupAll } else { Op::GroupAny };
                let bt = self.w.bool_ty();
                let r = self.w.group_inst(op, bt, vec![], &[p])?;
                self.w.int_of_bool(r, rt)?
            }
            All | Any | NonUniformAll | NonUniformAny => {
                self.need(
                    SubGroupOperation::Vote,
                    Capability::GroupNonUniformVote,
                    b,
                    span,
                )?;
                let p = self.w.predicate(vals[0])?;
                let op = if matches!(b, All | NonUniformAll) {
                    Op::GroupNonUniformAll
                } else {
                    Op::GroupNonUniformAny
                };
                let bt = self.w.bool_ty();
                let r = self.w.group_inst(op, bt, vec![], &[p])?;
                self.w.int_of_bool(r, rt)?
            }
            NonUniformAllEqual => {
                self.need(
                    SubGroupOperation::Vote,
                    Capability::GroupNonUniformVote,
                    b,
                    span,
                )?;
                let bt = self.w.bool_ty();
                let r = self
                    .w
                    .group_inst(Op::GroupNonUniformAllEqual, bt, vec![], &[vals[0]])?;
                self.w.int_of_bool(r, rt)?
            }
            Elect => {
                self.w.cap(Capability::GroupNonUniform);
                self.non_uniform_version(b, span)?;
                let bt = self.w.bool_ty();
                let r = self
                    .w
                    .group_inst(Op::GroupNonUniformElect, bt, vec![], &[])?;
                self.w.int_of_bool(r, rt)?
            }
            Broadcast { uniform: true } if !self.w.policy.non_uniform_groups() => {
                self.w.cap(Capability::Groups);
                self.w.group_inst(Op::GroupBroadcast, rt, vec![], &vals)?
            }
            Broadcast { .. } => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let scope = self.w.const_u32(SCOPE_SUBGROUP);
                self.w
                    .op(Op::GroupNonUniformBroadcast, rt, &[scope, vals[0], vals[1]])?
            }
            BroadcastFirst => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                self.w
                    .group_inst(Op::GroupNonUniformBroadcastFirst, rt, vec![], &[vals[0]])?
            }
            Ballot => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let p = self.w.predicate(vals[0])?;
                self.w
                    .group_inst(Op::GroupNonUniformBallot, rt, vec![], &[p])?
            }
            InverseBallot => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let bt = self.w.bool_ty();
                let r =
                    self.w
                        .group_inst(Op::GroupNonUniformInverseBallot, bt, vec![], &[vals[0]])?;
                self.w.int_of_bool(r, rt)?
            }
            BallotBitExtract => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let bt = self.w.bool_ty();
                let r =
                    self.w
                        .group_inst(Op::GroupNonUniformBallotBitExtract, bt, vec![], &vals)?;
                self.w.int_of_bool(r, rt)?
            }
            BallotBitCount | BallotInclusiveScan | BallotExclusiveScan => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let g = match b {
                    BallotBitCount => GroupOperation::Reduce,
                    BallotInclusiveScan => GroupOperation::InclusiveScan,
                    _ => GroupOperation::ExclusiveScan,
                };
                self.w.group_inst(
                    Op::GroupNonUniformBallotBitCount,
                    rt,
                    vec![Operand::GroupOperation(g)],
                    &[vals[0]],
                )?
            }
            BallotFindLsb | BallotFindMsb => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let op = if b == BallotFindLsb {
                    Op::GroupNonUniformBallotFindLSB
                } else {
                    Op::GroupNonUniformBallotFindMSB
                };
                self.w.group_inst(op, rt, vec![], &[vals[0]])?
            }
            Mask(kind) => {
                self.need(
                    SubGroupOperation::Ballot,
                    Capability::GroupNonUniformBallot,
                    b,
                    span,
                )?;
                let builtin = match kind {
                    MaskKind::Eq => BuiltIn::SubgroupEqMask,
                    MaskKind::Ge => BuiltIn::SubgroupGeMask,
                    MaskKind::Gt => BuiltIn::SubgroupGtMask,
                    MaskKind::Le => BuiltIn::SubgroupLeMask,
                    MaskKind::Lt => BuiltIn::SubgroupLtMask,
                };
                self.sub_group_input(builtin, rt)?
            }
            Collective { scan, op, uniform } => {
                let scalar = self.w.m.types.scalar_of(ty).unwrap_or(Scalar::Int);
                let g = match scan {
                    GroupScan::Reduce => GroupOperation::Reduce,
                    GroupScan::Inclusive => GroupOperation::InclusiveScan,
                    GroupScan::Exclusive => GroupOperation::ExclusiveScan,
                };
                if uniform && !self.w.policy.non_uniform_groups() {
                    self.w.cap(Capability::Groups);
                    let opcode = core_opcode(op, scalar);
                    self.w.group_arith(opcode, scalar, rt, g, vals[0], None)?
                } else {
                    self.need(
                        SubGroupOperation::Arithmetic,
                        Capability::GroupNonUniformArithmetic,
                        b,
                        span,
                    )?;
                    self.w.non_uniform_arith(op, scalar, rt, g, vals[0], None)?
                }
            }
            ClusteredReduce(op) => {
                self.need(
                    SubGroupOperation::Clustered,
                    Capability::GroupNonUniformClustered,
                    b,
                    span,
                )?;
                let cluster = self.cluster_size(args[1], span)?;
                let scalar = self.w.m.types.scalar_of(ty).unwrap_or(Scalar::Int);
                let c = self.w.const_u32(cluster);
                self.w.non_uniform_arith(
                    op,
                    scalar,
                    rt,
                    GroupOperation::ClusteredReduce,
                    vals[0],
                    Some(c),
                )?
            }
            Shuffle | ShuffleXor => {
                self.need(
                    SubGroupOperation::Shuffle,
                    Capability::GroupNonUniformShuffle,
                    b,
                    span,
                )?;
                let op = if b == Shuffle {
                    Op::GroupNonUniformShuffle
                } else {
                    Op::GroupNonUniformShuffleXor
                };
                self.w.group_inst(op, rt, vec![], &vals)?
            }
            ShuffleUp | ShuffleDown => {
                self.need(
                    SubGroupOperation::ShuffleRelative,
                    Capability::GroupNonUniformShuffleRelative,
                    b,
                    span,
                )?;
                let op = if b == ShuffleUp {
                    Op::GroupNonUniformShuffleUp
                } else {
                    Op::GroupNonUniformShuffleDown
                };
                self.w.group_inst(op, rt, vec![], &vals)?
            }
            Rotate { clustered } => {
                self.need(
                    SubGroupOperation::Shuffle,
                    Capability::GroupNonUniformShuffle,
                    b,
                    span,
                )?;
                let source = self.rotate_source(&vals, clustered.then(|| args[2]), span)?;
                self.w
                    .group_inst(Op::GroupNonUniformShuffle, rt, vec![], &[vals[0], source])?
            }
        };
        Ok(Val::Id(r))
    }
    fn uses(&mut self, class: SubGroupOperation) {
        self.w
            .fn_sub_groups
            .entry(self.f.spirv_fn)
            .or_default()
            .operations
            .insert(class);
    }
    /// Declares a non-uniform capability and records its operation class.
    fn need(
        &mut self,
        class: SubGroupOperation,
        cap: Capability,
        b: SubGroupBuiltin,
        span: Span,
    ) -> R<()> {
        self.non_uniform_version(b, span)?;
        self.w.cap(Capability::GroupNonUniform);
        self.w.cap(cap);
        self.uses(class);
        Ok(())
    }
    /// GroupNonUniform operations are SPIR-V 1.3's (the OpenCL target's 1.0 is raised to it).
    fn non_uniform_version(&mut self, b: SubGroupBuiltin, span: Span) -> R<()> {
        self.w.require_version((1, 3), span, &format!("'{b}'"))
    }
    /// Records that a group operation's value is of a type Vulkan allows only with
    /// `shaderSubgroupExtendedTypes` (8-, 16- and 64-bit integers, `half`).
    fn note_value_type(&mut self, t: TypeId) {
        let extended = match self.w.m.types.get(t) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => {
                s == Scalar::Half || (!s.is_float() && s.bits() != 32)
            }
            _ => false,
        };
        if extended {
            self.w
                .fn_sub_groups
                .entry(self.f.spirv_fn)
                .or_default()
                .extended_types = true;
        }
    }
    /// A clustered operation's cluster size: a constant power of two (SPIR-V's ClusterSize must
    /// be a constant).
    fn cluster_size(&mut self, e: ExprId, span: Span) -> R<u32> {
        match self.const_arg(e) {
            Some(v) if v.is_power_of_two() && v <= 128 => Ok(v as u32),
            _ => err(
                span,
                "the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128",
            ),
        }
    }
    /// The sub-group local id a rotate reads from: `(id + delta) mod size`, within the cluster
    /// for the clustered form.
    fn rotate_source(&mut self, vals: &[Word], cluster: Option<ExprId>, span: Span) -> R<Word> {
        let u = self.w.u32_ty();
        let lid = self.sub_group_input(BuiltIn::SubgroupLocalInvocationId, u)?;
        let delta = vals[1];
        let moved = self.w.op(Op::IAdd, u, &[lid, delta])?;
        match cluster {
            None => {
                let size = self.sub_group_query(SubGroupBuiltin::GetMaxSubGroupSize)?;
                self.w.op(Op::UMod, u, &[moved, size])
            }
            Some(c) => {
                let c = self.cluster_size(c, span)?;
                let mask = self.w.const_u32(c - 1);
                let not_mask = self.w.const_u32(!(c - 1));
                let base = self.w.op(Op::BitwiseAnd, u, &[lid, not_mask])?;
                let within = self.w.op(Op::BitwiseAnd, u, &[moved, mask])?;
                self.w.op(Op::BitwiseOr, u, &[base, within])
            }
        }
    }
    /// The id and size queries (all `uint`).
    fn sub_group_query(&mut self, b: SubGroupBuiltin) -> R<Word> {
        use SubGroupBuiltin::*;
        let u = self.w.u32_ty();
        let builtin = match (b, self.w.policy.non_uniform_groups()) {
            (GetSubGroupSize, false) => BuiltIn::SubgroupSize,
            (GetMaxSubGroupSize, false) => BuiltIn::SubgroupMaxSize,
            (GetMaxSubGroupSize, true) => BuiltIn::SubgroupSize,
            (GetEnqueuedNumSubGroups, false) => BuiltIn::NumEnqueuedSubgroups,
            (GetNumSubGroups, false) => BuiltIn::NumSubgroups,
            (GetSubGroupId, _) => BuiltIn::SubgroupId,
            (GetSubGroupLocalId, _) => BuiltIn::SubgroupLocalInvocationId,
            (GetSubGroupSize, true) => {
                // min(SubgroupSize, local linear size - SubgroupId * SubgroupSize)
                let size = self.sub_group_input(BuiltIn::SubgroupSize, u)?;
                let id = self.sub_group_input(BuiltIn::SubgroupId, u)?;
                let total = self.linear_local_size(false)?;
                let before = self.w.op(Op::IMul, u, &[id, size])?;
                let left = self.w.op(Op::ISub, u, &[total, before])?;
                let bt = self.w.bool_ty();
                let smaller = self.w.op(Op::ULessThan, bt, &[left, size])?;
                return self.w.op(Op::Select, u, &[smaller, left, size]);
            }
            // Computed rather than NumSubgroups: lavapipe's rounds down (4 for 33 work-items
            // in sub-groups of 8, though the fifth has SubgroupId 4).
            (GetNumSubGroups | GetEnqueuedNumSubGroups, true) => {
                let size = self.sub_group_input(BuiltIn::SubgroupSize, u)?;
                let total = self.linear_local_size(b == GetEnqueuedNumSubGroups)?;
                let one = self.w.const_u32(1);
                let up = self.w.op(Op::ISub, u, &[size, one])?;
                let padded = self.w.op(Op::IAdd, u, &[total, up])?;
                return self.w.op(Op::UDiv, u, &[padded, size]);
            }
            (b, _) => {
                return Err(super::LErr(oclvk_frontend::diag::Diagnostic::global_error(
                    format!("internal: '{b}' is not a sub-group query"),
                )))
            }
        };
        self.sub_group_input(builtin, u)
    }
    /// The product of the work-group size's three dimensions (Vulkan, 32-bit).
    fn linear_local_size(&mut self, enqueued: bool) -> R<Word> {
        let u = self.w.u32_ty();
        let v = self.local_size_vec(enqueued)?;
        let x = self.w.b.composite_extract(u, None, v, [0])?;
        let y = self.w.b.composite_extract(u, None, v, [1])?;
        let z = self.w.b.composite_extract(u, None, v, [2])?;
        let xy = self.w.op(Op::IMul, u, &[x, y])?;
        self.w.op(Op::IMul, u, &[xy, z])
    }
    /// Loads a sub-group builtin input of type `ty` (`uint`, or `uint4` for the masks).
    fn sub_group_input(&mut self, b: BuiltIn, ty: Word) -> R<Word> {
        let var = match self.w.builtin_vars.get(&(b as u32)) {
            Some(&v) => v,
            None => {
                let pt = self.w.ptr_to_word(StorageClass::Input, ty);
                let v = self.w.global_var(pt, StorageClass::Input, None);
                self.w
                    .b
                    .decorate(v, Decoration::BuiltIn, [Operand::BuiltIn(b)]);
                if !self.w.policy.compute_shader() {
                    self.w.b.decorate(v, Decoration::Constant, []);
                }
                self.w.builtin_vars.insert(b as u32, v);
                v
            }
        };
        self.use_var(var);
        Ok(self.w.b.load(ty, None, var, None, [])?)
    }
    /// `sub_group_barrier(flags[, scope])`: a control barrier of Subgroup execution scope; the
    /// memory scope is the argument's (a constant), else the sub-group.
    fn sub_group_barrier(&mut self, args: &[ExprId]) -> R<()> {
        let constant = |l: &mut Self, a: Option<&ExprId>| -> R<Option<u64>> {
            match a {
                Some(&a) => match l.const_arg(a) {
                    Some(v) => Ok(Some(v)),
                    None => {
                        l.expr(a)?;
                        Ok(None)
                    }
                },
                None => Ok(None),
            }
        };
        let flags = constant(self, args.first())?.unwrap_or(3);
        let memory_scope = match constant(self, args.get(1))? {
            Some(1) => 2,                                        // work-group
            Some(2) => 1,                                        // device
            Some(3) if self.w.policy.shader_memory_model() => 1, // all SVM devices: device on Vulkan
            Some(3) => 0,                                        // cross-device
            _ => SCOPE_SUBGROUP, // sub-group, work-item, not constant
        };
        let mut semantics = 0x8; // AcquireRelease
        if flags & 1 != 0 {
            semantics |= 0x100; // WorkgroupMemory
        }
        if flags & 2 != 0 {
            semantics |= if self.w.policy.shader_memory_model() {
                0x40
            } else {
                0x200
            }; // Uniform / CrossWorkgroup
        }
        if flags & 4 != 0 && !self.w.policy.shader_memory_model() {
            semantics |= 0x800; // ImageMemory
        }
        let exec = self.w.const_u32(SCOPE_SUBGROUP);
        let ms = self.w.const_u32(memory_scope);
        let sm = self.w.const_u32(semantics);
        self.w.b.control_barrier(exec, ms, sm)?;
        Ok(())
    }
}

impl SubGroupBuiltinExt for SubGroupBuiltin {
    fn takes_value(self) -> bool {
        use SubGroupBuiltin::*;
        matches!(
            self,
            NonUniformAllEqual
                | Broadcast { .. }
                | BroadcastFirst
                | Collective { .. }
                | ClusteredReduce(_)
                | Shuffle
                | ShuffleXor
                | ShuffleUp
                | ShuffleDown
                | Rotate { .. }
        )
    }
}

trait SubGroupBuiltinExt {
    /// Whether the first argument is a value the operation moves or combines (whose type may
    /// need `shaderSubgroupExtendedTypes`).
    fn takes_value(self) -> bool;
}

/// The `OpGroupNonUniform*` arithmetic instruction of `op` on `scalar`.
fn non_uniform_opcode(op: GroupOp, scalar: Scalar) -> Op {
    let float = scalar.is_float();
    let signed = scalar.is_signed();
    match op {
        GroupOp::Add if float => Op::GroupNonUniformFAdd,
        GroupOp::Add => Op::GroupNonUniformIAdd,
        GroupOp::Mul if float => Op::GroupNonUniformFMul,
        GroupOp::Mul => Op::GroupNonUniformIMul,
        GroupOp::Min if float => Op::GroupNonUniformFMin,
        GroupOp::Min if signed => Op::GroupNonUniformSMin,
        GroupOp::Min => Op::GroupNonUniformUMin,
        GroupOp::Max if float => Op::GroupNonUniformFMax,
        GroupOp::Max if signed => Op::GroupNonUniformSMax,
        GroupOp::Max => Op::GroupNonUniformUMax,
        GroupOp::And | GroupOp::LogicalAnd => Op::GroupNonUniformBitwiseAnd,
        GroupOp::Or | GroupOp::LogicalOr => Op::GroupNonUniformBitwiseOr,
        GroupOp::Xor | GroupOp::LogicalXor => Op::GroupNonUniformBitwiseXor,
    }
}

/// The `OpGroup*` instruction (Groups capability) of a `cl_khr_subgroups` reduction or scan:
/// add, min and max only.
fn core_opcode(op: GroupOp, scalar: Scalar) -> Op {
    let float = scalar.is_float();
    let signed = scalar.is_signed();
    match op {
        GroupOp::Min if float => Op::GroupFMin,
        GroupOp::Min if signed => Op::GroupSMin,
        GroupOp::Min => Op::GroupUMin,
        GroupOp::Max if float => Op::GroupFMax,
        GroupOp::Max if signed => Op::GroupSMax,
        GroupOp::Max => Op::GroupUMax,
        _ if float => Op::GroupFAdd,
        _ => Op::GroupIAdd,
    }
}
