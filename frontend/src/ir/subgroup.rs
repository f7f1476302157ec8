//! Sub-group builtins: `cl_khr_subgroups` (core in OpenCL C 3.0 with `__opencl_c_subgroups`) and
//! the `cl_khr_subgroup_*` extensions.
//!
//! Sema resolves each call to one [`SubGroupBuiltin`] with its arguments converted (the value,
//! then `uint` ids, deltas and cluster sizes, `int` predicates, `uint4` ballots); the backend
//! maps each to a group operation of Subgroup scope.

use std::fmt;

/// The operation of a reduction or scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupOp {
    Add,
    Mul,
    Min,
    Max,
    And,
    Or,
    Xor,
    /// `logical_and`, `logical_or`, `logical_xor`: on `int` predicates (non-zero is true),
    /// giving 0 or 1.
    LogicalAnd,
    LogicalOr,
    LogicalXor,
}

impl GroupOp {
    pub const ALL: [GroupOp; 10] = [
        GroupOp::Add,
        GroupOp::Mul,
        GroupOp::Min,
        GroupOp::Max,
        GroupOp::And,
        GroupOp::Or,
        GroupOp::Xor,
        GroupOp::LogicalAnd,
        GroupOp::LogicalOr,
        GroupOp::LogicalXor,
    ];

    /// The suffix of the OpenCL C name (`add`, `logical_xor`).
    pub fn name(self) -> &'static str {
        match self {
            GroupOp::Add => "add",
            GroupOp::Mul => "mul",
            GroupOp::Min => "min",
            GroupOp::Max => "max",
            GroupOp::And => "and",
            GroupOp::Or => "or",
            GroupOp::Xor => "xor",
            GroupOp::LogicalAnd => "logical_and",
            GroupOp::LogicalOr => "logical_or",
            GroupOp::LogicalXor => "logical_xor",
        }
    }

    pub fn is_logical(self) -> bool {
        matches!(
            self,
            GroupOp::LogicalAnd | GroupOp::LogicalOr | GroupOp::LogicalXor
        )
    }
}

/// Which values of the sub-group a collective combines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupScan {
    /// Every work-item's value.
    Reduce,
    /// The values of this work-item and those with lower sub-group local ids.
    Inclusive,
    /// Those with lower ids only (the identity for the first).
    Exclusive,
}

/// The `get_sub_group_*_mask` functions (cl_khr_subgroup_ballot): bits of the work-items whose
/// sub-group local id is equal to, greater or equal, greater, less or equal, or less than this
/// one's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MaskKind {
    Eq,
    Ge,
    Gt,
    Le,
    Lt,
}

impl MaskKind {
    pub fn name(self) -> &'static str {
        match self {
            MaskKind::Eq => "eq",
            MaskKind::Ge => "ge",
            MaskKind::Gt => "gt",
            MaskKind::Le => "le",
            MaskKind::Lt => "lt",
        }
    }
}

/// One sub-group builtin (the overload is implied by the operand types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SubGroupBuiltin {
    GetSubGroupSize,
    GetMaxSubGroupSize,
    GetNumSubGroups,
    GetEnqueuedNumSubGroups,
    GetSubGroupId,
    GetSubGroupLocalId,
    /// `sub_group_barrier(flags[, scope])`.
    Barrier,
    /// `sub_group_all`/`sub_group_any` (uniform: every work-item of the sub-group calls them).
    All,
    Any,
    /// cl_khr_subgroup_non_uniform_vote.
    Elect,
    NonUniformAll,
    NonUniformAny,
    NonUniformAllEqual,
    /// `sub_group_broadcast(x, id)` (uniform) and cl_khr_subgroup_ballot's
    /// `sub_group_non_uniform_broadcast`.
    Broadcast {
        uniform: bool,
    },
    BroadcastFirst,
    Ballot,
    InverseBallot,
    BallotBitExtract,
    BallotBitCount,
    BallotInclusiveScan,
    BallotExclusiveScan,
    BallotFindLsb,
    BallotFindMsb,
    Mask(MaskKind),
    /// `sub_group_[non_uniform_]{reduce,scan_inclusive,scan_exclusive}_OP`.
    Collective {
        scan: GroupScan,
        op: GroupOp,
        uniform: bool,
    },
    /// `sub_group_clustered_reduce_OP(x, clustersize)`.
    ClusteredReduce(GroupOp),
    Shuffle,
    ShuffleXor,
    ShuffleUp,
    ShuffleDown,
    /// `sub_group_rotate(x, delta)` and `sub_group_clustered_rotate(x, delta, clustersize)`.
    Rotate {
        clustered: bool,
    },
}

impl SubGroupBuiltin {
    /// The builtin an OpenCL C name denotes, if it is a sub-group one.
    pub fn from_name(name: &str) -> Option<SubGroupBuiltin> {
        use SubGroupBuiltin::*;
        let simple = match name {
            "get_sub_group_size" => Some(GetSubGroupSize),
            "get_max_sub_group_size" => Some(GetMaxSubGroupSize),
            "get_num_sub_groups" => Some(GetNumSubGroups),
            "get_enqueued_num_sub_groups" => Some(GetEnqueuedNumSubGroups),
            "get_sub_group_id" => Some(GetSubGroupId),
            "get_sub_group_local_id" => Some(GetSubGroupLocalId),
            "sub_group_barrier" => Some(Barrier),
            "sub_group_all" => Some(All),
            "sub_group_any" => Some(Any),
            "sub_group_elect" => Some(Elect),
            "sub_group_non_uniform_all" => Some(NonUniformAll),
            "sub_group_non_uniform_any" => Some(NonUniformAny),
            "sub_group_non_uniform_all_equal" => Some(NonUniformAllEqual),
            "sub_group_broadcast" => Some(Broadcast { uniform: true }),
            "sub_group_non_uniform_broadcast" => Some(Broadcast { uniform: false }),
            "sub_group_broadcast_first" => Some(BroadcastFirst),
            "sub_group_ballot" => Some(Ballot),
            "sub_group_inverse_ballot" => Some(InverseBallot),
            "sub_group_ballot_bit_extract" => Some(BallotBitExtract),
            "sub_group_ballot_bit_count" => Some(BallotBitCount),
            "sub_group_ballot_inclusive_scan" => Some(BallotInclusiveScan),
            "sub_group_ballot_exclusive_scan" => Some(BallotExclusiveScan),
            "sub_group_ballot_find_lsb" => Some(BallotFindLsb),
            "sub_group_ballot_find_msb" => Some(BallotFindMsb),
            "sub_group_shuffle" => Some(Shuffle),
            "sub_group_shuffle_xor" => Some(ShuffleXor),
            "sub_group_shuffle_up" => Some(ShuffleUp),
            "sub_group_shuffle_down" => Some(ShuffleDown),
            "sub_group_rotate" => Some(Rotate { clustered: false }),
            "sub_group_clustered_rotate" => Some(Rotate { clustered: true }),
            _ => None,
        };
        if simple.is_some() {
            return simple;
        }
        if let Some(kind) = name
            .strip_prefix("get_sub_group_")
            .and_then(|r| r.strip_suffix("_mask"))
        {
            let kind = [
                MaskKind::Eq,
                MaskKind::Ge,
                MaskKind::Gt,
                MaskKind::Le,
                MaskKind::Lt,
            ]
            .into_iter()
            .find(|k| k.name() == kind)?;
            return Some(Mask(kind));
        }
        let op_of = |s: &str| GroupOp::ALL.into_iter().find(|o| o.name() == s);
        if let Some(op) = name.strip_prefix("sub_group_clustered_reduce_") {
            return op_of(op).map(ClusteredReduce);
        }
        let (uniform, rest) = match name.strip_prefix("sub_group_non_uniform_") {
            Some(rest) => (false, rest),
            None => (true, name.strip_prefix("sub_group_")?),
        };
        let (scan, op) = if let Some(op) = rest.strip_prefix("reduce_") {
            (GroupScan::Reduce, op)
        } else if let Some(op) = rest.strip_prefix("scan_inclusive_") {
            (GroupScan::Inclusive, op)
        } else {
            (GroupScan::Exclusive, rest.strip_prefix("scan_exclusive_")?)
        };
        Some(Collective {
            scan,
            op: op_of(op)?,
            uniform,
        })
    }
}

impl fmt::Display for SubGroupBuiltin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SubGroupBuiltin::*;
        let text = match *self {
            GetSubGroupSize => "get_sub_group_size",
            GetMaxSubGroupSize => "get_max_sub_group_size",
            GetNumSubGroups => "get_num_sub_groups",
            GetEnqueuedNumSubGroups => "get_enqueued_num_sub_groups",
            GetSubGroupId => "get_sub_group_id",
            GetSubGroupLocalId => "get_sub_group_local_id",
            Barrier => "sub_group_barrier",
            All => "sub_group_all",
            Any => "sub_group_any",
            Elect => "sub_group_elect",
            NonUniformAll => "sub_group_non_uniform_all",
            NonUniformAny => "sub_group_non_uniform_any",
            NonUniformAllEqual => "sub_group_non_uniform_all_equal",
            Broadcast { uniform: true } => "sub_group_broadcast",
            Broadcast { uniform: false } => "sub_group_non_uniform_broadcast",
            BroadcastFirst => "sub_group_broadcast_first",
            Ballot => "sub_group_ballot",
            InverseBallot => "sub_group_inverse_ballot",
            BallotBitExtract => "sub_group_ballot_bit_extract",
            BallotBitCount => "sub_group_ballot_bit_count",
            BallotInclusiveScan => "sub_group_ballot_inclusive_scan",
            BallotExclusiveScan => "sub_group_ballot_exclusive_scan",
            BallotFindLsb => "sub_group_ballot_find_lsb",
            BallotFindMsb => "sub_group_ballot_find_msb",
            Mask(k) => return write!(f, "get_sub_group_{}_mask", k.name()),
            Collective { scan, op, uniform } => {
                let scan = match scan {
                    GroupScan::Reduce => "reduce",
                    GroupScan::Inclusive => "scan_inclusive",
                    GroupScan::Exclusive => "scan_exclusive",
                };
                let nu = if uniform { "" } else { "non_uniform_" };
                return write!(f, "sub_group_{nu}{scan}_{}", op.name());
            }
            ClusteredReduce(op) => return write!(f, "sub_group_clustered_reduce_{}", op.name()),
            Shuffle => "sub_group_shuffle",
            ShuffleXor => "sub_group_shuffle_xor",
            ShuffleUp => "sub_group_shuffle_up",
            ShuffleDown => "sub_group_shuffle_down",
            Rotate { clustered: false } => "sub_group_rotate",
            Rotate { clustered: true } => "sub_group_clustered_rotate",
        };
        f.write_str(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "get_sub_group_size",
            "sub_group_barrier",
            "sub_group_reduce_add",
            "sub_group_scan_exclusive_max",
            "sub_group_non_uniform_scan_inclusive_logical_xor",
            "sub_group_clustered_reduce_mul",
            "get_sub_group_lt_mask",
            "sub_group_clustered_rotate",
            "sub_group_non_uniform_broadcast",
        ] {
            let b = SubGroupBuiltin::from_name(name).expect(name);
            assert_eq!(b.to_string(), name);
        }
        assert_eq!(SubGroupBuiltin::from_name("sub_group_reduce_div"), None);
        assert_eq!(SubGroupBuiltin::from_name("get_sub_group_xx_mask"), None);
    }
}
