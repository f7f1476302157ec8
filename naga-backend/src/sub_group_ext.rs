//! The `cl_khr_subgroup_*` extensions on the portable targets, through naga's sub-group
//! statements (`groups::sub_group` lowers the core functions):
//! - non-uniform votes: `sub_group_elect` is the lane whose id the first active lane
//!   broadcasts, `all_equal` compares with the first active lane's value;
//! - ballots are naga's ballot (a `vec4<u32>`); the bit tests, counts, scans, first and last
//!   bits and the `get_sub_group_*_mask` masks are integer arithmetic on the four words, over
//!   the lanes below the sub-group size (as `OpGroupNonUniformBallot*` count);
//! - non-uniform reductions, and the sum and product scans, are naga's collective operations
//!   (`logical_*` on 0-or-1 words); naga scans nothing else, so the other scans fold the values
//!   of the active lanes below, one shuffle per lane of the sub-group size (every active lane
//!   runs the same number of steps, so each shuffle reads an active lane);
//! - clustered reductions combine aligned blocks that double each step (log2 of the cluster
//!   size shuffles): a lane reads the partner block's lowest active lane, not its xor partner,
//!   which may be inactive or past the end of a sub-group cut short;
//! - shuffles are naga's; rotates shuffle from the computed lane, as on the default target.
//!
//! 8- and 16-bit integers are held in 32-bit registers already: the results are narrowed back
//! (`FnWriter::normalize`). The reflection lists the classes of the naga operations used.

use crate::function::{FnWriter, R};
use crate::groups::{as_u32, combine, identity, sub_group_operand, Group, Op};
use crate::types;
use naga::{BinaryOperator as B, Expression, Handle, Literal, MathFunction as Mf, Statement};
use oclvk_abi::reflect::SubGroupOperation as Class;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, ExprId, GroupOp, GroupScan, MaskKind, SubGroupBuiltin as G};
use oclvk_frontend::source::Span;

/// The private copies of the sub-group inputs (`groups::sub_group_inputs`).
pub(crate) struct Lanes {
    pub size: Handle<naga::GlobalVariable>,
    pub local_id: Handle<naga::GlobalVariable>,
}

impl Lanes {
    fn read(&self, fw: &mut FnWriter, var: Handle<naga::GlobalVariable>) -> Handle<Expression> {
        let pointer = fw.expr(Expression::GlobalVariable(var));
        fw.expr(Expression::Load { pointer })
    }

    /// The sub-group size every sub-group is given (`get_max_sub_group_size`).
    fn max_size(&self, fw: &mut FnWriter) -> Handle<Expression> {
        self.read(fw, self.size)
    }

    fn lane(&self, fw: &mut FnWriter) -> Handle<Expression> {
        self.read(fw, self.local_id)
    }
}

/// Lowers an extension's sub-group function (the caller records the basic class).
pub(crate) fn lower(
    fw: &mut FnWriter,
    lanes: &Lanes,
    sg: G,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let uses = |fw: &mut FnWriter, classes: &[Class]| {
        fw.mw.groups.sub_group_use.extend(classes.iter().copied());
    };
    Ok(match sg {
        G::Elect => {
            uses(fw, &[Class::Ballot]);
            let lane = lanes.lane(fw);
            let u32_ty = fw.mw.u32_ty();
            let first = gather(fw, naga::GatherMode::BroadcastFirst, lane, u32_ty);
            let elected = fw.binary(B::Equal, lane, first);
            int_of_bool(fw, elected)
        }
        G::NonUniformAll | G::NonUniformAny => {
            uses(fw, &[Class::Vote]);
            let p = predicate(fw, args[0], span)?;
            let op = if sg == G::NonUniformAll {
                naga::SubgroupOperation::All
            } else {
                naga::SubgroupOperation::Any
            };
            let r = vote(fw, op, p);
            int_of_bool(fw, r)
        }
        G::NonUniformAllEqual => {
            uses(fw, &[Class::Ballot, Class::Vote]);
            let (x, value_ty) = sub_group_operand(fw, sg, args[0], fw.expr_ty(args[0]), span)?;
            let first = gather(fw, naga::GatherMode::BroadcastFirst, x, value_ty);
            let equal = fw.binary(B::Equal, x, first);
            let r = vote(fw, naga::SubgroupOperation::All, equal);
            int_of_bool(fw, r)
        }
        G::Broadcast { .. } | G::Shuffle => {
            uses(fw, &[Class::Shuffle]);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let index = u32_arg(fw, args[1], span)?;
            gather(fw, naga::GatherMode::Shuffle(index), x, result_ty)
        }
        G::ShuffleXor => {
            uses(fw, &[Class::Shuffle]);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let mask = u32_arg(fw, args[1], span)?;
            gather(fw, naga::GatherMode::ShuffleXor(mask), x, result_ty)
        }
        G::ShuffleUp | G::ShuffleDown => {
            uses(fw, &[Class::ShuffleRelative]);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let delta = u32_arg(fw, args[1], span)?;
            let mode = if sg == G::ShuffleUp {
                naga::GatherMode::ShuffleUp(delta)
            } else {
                naga::GatherMode::ShuffleDown(delta)
            };
            gather(fw, mode, x, result_ty)
        }
        G::Rotate { clustered } => {
            uses(fw, &[Class::Shuffle]);
            let cluster = match clustered {
                true => Some(cluster_size(fw, args[2], span)?),
                false => None,
            };
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let delta = u32_arg(fw, args[1], span)?;
            let lane = lanes.lane(fw);
            let moved = fw.binary(B::Add, lane, delta);
            let source = match cluster {
                None => {
                    let size = lanes.max_size(fw);
                    fw.binary(B::Modulo, moved, size)
                }
                Some(c) => {
                    let low = fw.literal(Literal::U32(c - 1));
                    let high = fw.literal(Literal::U32(!(c - 1)));
                    let base = fw.binary(B::And, lane, high);
                    let within = fw.binary(B::And, moved, low);
                    fw.binary(B::InclusiveOr, base, within)
                }
            };
            gather(fw, naga::GatherMode::Shuffle(source), x, result_ty)
        }
        G::BroadcastFirst => {
            uses(fw, &[Class::Ballot]);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            gather(fw, naga::GatherMode::BroadcastFirst, x, result_ty)
        }
        G::Ballot => {
            uses(fw, &[Class::Ballot]);
            let p = predicate(fw, args[0], span)?;
            ballot(fw, Some(p))
        }
        G::InverseBallot => {
            let b = fw.lower_value(args[0])?;
            let lane = lanes.lane(fw);
            let bit = ballot_bit(fw, b, lane);
            int_of_bool(fw, bit)
        }
        G::BallotBitExtract => {
            let b = fw.lower_value(args[0])?;
            let index = u32_arg(fw, args[1], span)?;
            let bit = ballot_bit(fw, b, index);
            int_of_bool(fw, bit)
        }
        G::BallotBitCount | G::BallotInclusiveScan | G::BallotExclusiveScan => {
            let b = fw.lower_value(args[0])?;
            let end = match sg {
                G::BallotBitCount => lanes.max_size(fw),
                G::BallotInclusiveScan => {
                    let lane = lanes.lane(fw);
                    let one = fw.literal(Literal::U32(1));
                    fw.binary(B::Add, lane, one)
                }
                _ => lanes.lane(fw),
            };
            let mask = lane_range_mask(fw, None, end);
            let bits = fw.binary(B::And, b, mask);
            let counts = math1(fw, Mf::CountOneBits, bits);
            let mut sum = word(fw, counts, 0);
            for k in 1..4 {
                let w = word(fw, counts, k);
                sum = fw.binary(B::Add, sum, w);
            }
            sum
        }
        G::BallotFindLsb | G::BallotFindMsb => {
            let b = fw.lower_value(args[0])?;
            let size = lanes.max_size(fw);
            let mask = lane_range_mask(fw, None, size);
            let bits = fw.binary(B::And, b, mask);
            // The lowest (highest) non-zero word decides: the words are visited from the other
            // end, each non-zero one replacing the bit found so far.
            let (fun, order) = if sg == G::BallotFindLsb {
                (Mf::FirstTrailingBit, [3, 2, 1, 0])
            } else {
                (Mf::FirstLeadingBit, [0, 1, 2, 3])
            };
            let mut found: Option<Handle<Expression>> = None;
            for k in order {
                let w = word(fw, bits, k);
                let bit = math1(fw, fun, w);
                let offset = fw.literal(Literal::U32(32 * k));
                let at = fw.binary(B::Add, offset, bit);
                found = Some(match found {
                    None => at,
                    Some(before) => {
                        let zero = fw.literal(Literal::U32(0));
                        let nonzero = fw.binary(B::NotEqual, w, zero);
                        fw.expr(Expression::Select {
                            condition: nonzero,
                            accept: at,
                            reject: before,
                        })
                    }
                });
            }
            found.expect("four words")
        }
        G::Mask(kind) => {
            let lane = lanes.lane(fw);
            let one = fw.literal(Literal::U32(1));
            let next = fw.binary(B::Add, lane, one);
            let (start, end) = match kind {
                MaskKind::Eq => (Some(lane), next),
                MaskKind::Ge => (Some(lane), lanes.max_size(fw)),
                MaskKind::Gt => (Some(next), lanes.max_size(fw)),
                MaskKind::Le => (None, next),
                MaskKind::Lt => (None, lane),
            };
            lane_range_mask(fw, start, end)
        }
        G::Collective { scan, op, .. } => collective(fw, lanes, sg, scan, op, args[0], ty, span)?,
        G::ClusteredReduce(op) => {
            uses(fw, &[Class::Ballot, Class::Shuffle]);
            let cluster = cluster_size(fw, args[1], span)?;
            let operand = Operand::new(fw, sg, op, args[0], ty, span)?;
            let r = clustered_reduce(fw, lanes, &operand, cluster);
            operand.result(fw, r)
        }
        _ => return fw.unsupported(span, format_args!("'{sg}'")),
    })
}

/// A non-uniform reduction or scan (the uniform ones are `groups::sub_group`'s).
#[allow(clippy::too_many_arguments)]
fn collective(
    fw: &mut FnWriter,
    lanes: &Lanes,
    sg: G,
    scan: GroupScan,
    op: GroupOp,
    arg: ExprId,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let operand = Operand::new(fw, sg, op, arg, ty, span)?;
    let native = match operand.op {
        Op::Add => Some(naga::SubgroupOperation::Add),
        Op::Mul => Some(naga::SubgroupOperation::Mul),
        Op::Min => Some(naga::SubgroupOperation::Min),
        Op::Max => Some(naga::SubgroupOperation::Max),
        Op::And => Some(naga::SubgroupOperation::And),
        Op::Or => Some(naga::SubgroupOperation::Or),
        Op::Xor => Some(naga::SubgroupOperation::Xor),
    }
    .filter(|_| scan == GroupScan::Reduce || matches!(operand.op, Op::Add | Op::Mul));
    let r = match native {
        Some(naga_op) => {
            fw.mw.groups.sub_group_use.insert(Class::Arithmetic);
            let result = fw.expr(Expression::SubgroupOperationResult { ty: operand.ty });
            fw.push(Statement::SubgroupCollectiveOperation {
                op: naga_op,
                collective_op: match scan {
                    GroupScan::Reduce => naga::CollectiveOperation::Reduce,
                    GroupScan::Inclusive => naga::CollectiveOperation::InclusiveScan,
                    GroupScan::Exclusive => naga::CollectiveOperation::ExclusiveScan,
                },
                argument: operand.value,
                result,
            });
            result
        }
        None => {
            fw.mw
                .groups
                .sub_group_use
                .extend([Class::Ballot, Class::Shuffle]);
            active_lanes_scan(fw, lanes, &operand, scan == GroupScan::Exclusive)
        }
    };
    Ok(operand.result(fw, r))
}

/// A reduction's or scan's operand as the value it combines: `logical_*` predicates as 0 or 1
/// (`u32`) combined bitwise.
struct Operand {
    value: Handle<Expression>,
    ty: Handle<naga::Type>,
    scalar: naga::Scalar,
    op: Op,
    /// The OpenCL scalar the registers hold (`None` for `logical_*`).
    held: Option<ir::Scalar>,
    /// The result's IR type, when its value is to be narrowed back (8/16 bits) or made an
    /// `int` (`logical_*`).
    result: ir::TypeId,
    logical: bool,
}

impl Operand {
    fn new(
        fw: &mut FnWriter,
        sg: G,
        op: GroupOp,
        arg: ExprId,
        ty: ir::TypeId,
        span: Span,
    ) -> R<Operand> {
        let (op, logical) = match op {
            GroupOp::Add => (Op::Add, false),
            GroupOp::Mul => (Op::Mul, false),
            GroupOp::Min => (Op::Min, false),
            GroupOp::Max => (Op::Max, false),
            GroupOp::And => (Op::And, false),
            GroupOp::Or => (Op::Or, false),
            GroupOp::Xor => (Op::Xor, false),
            GroupOp::LogicalAnd => (Op::And, true),
            GroupOp::LogicalOr => (Op::Or, true),
            GroupOp::LogicalXor => (Op::Xor, true),
        };
        if logical {
            let p = predicate(fw, arg, span)?;
            let one = fw.literal(Literal::U32(1));
            let zero = fw.literal(Literal::U32(0));
            let value = fw.expr(Expression::Select {
                condition: p,
                accept: one,
                reject: zero,
            });
            let ty_u32 = fw.mw.u32_ty();
            return Ok(Operand {
                value,
                ty: ty_u32,
                scalar: naga::Scalar::U32,
                op,
                held: None,
                result: ty,
                logical,
            });
        }
        let (value, naga_ty) = sub_group_operand(fw, sg, arg, ty, span)?;
        let (held, _) = fw.lanes(ty);
        let scalar = types::register_scalar(held, &fw.mw.features, span)?;
        Ok(Operand {
            value,
            ty: naga_ty,
            scalar,
            op,
            held: Some(held),
            result: ty,
            logical,
        })
    }

    /// The combined register as the result's value.
    fn result(&self, fw: &mut FnWriter, r: Handle<Expression>) -> Handle<Expression> {
        if self.logical {
            // 0 or 1, the `and` identity (all ones) included.
            let one = fw.literal(Literal::U32(1));
            let r = fw.binary(B::And, r, one);
            return fw.expr(Expression::As {
                expr: r,
                kind: naga::ScalarKind::Sint,
                convert: None,
            });
        }
        let (scalar, size) = fw.lanes(self.result);
        fw.normalize(r, scalar, size)
    }
}

/// A scan over the active lanes below this one (and this one, unless `exclusive`), in lane
/// order: every active lane visits each lane of the sub-group size in turn, so that every
/// shuffle runs in all of them and reads an active lane's value where it is kept.
fn active_lanes_scan(
    fw: &mut FnWriter,
    lanes: &Lanes,
    operand: &Operand,
    exclusive: bool,
) -> Handle<Expression> {
    let active = ballot(fw, None);
    let acc_var = fw.local(operand.ty);
    let acc = fw.expr(Expression::LocalVariable(acc_var));
    let start = identity(fw, operand.op, operand.scalar, operand.held);
    fw.push(Statement::Store {
        pointer: acc,
        value: start,
    });
    let zero = fw.literal(Literal::U32(0));
    let source = Group::counter(fw, zero);
    Group::repeat(fw, |fw| {
        let j = fw.expr(Expression::Load { pointer: source });
        let size = lanes.max_size(fw);
        let done = fw.binary(B::GreaterEqual, j, size);
        Group::leave_if(fw, done);
        let value = gather(fw, naga::GatherMode::Shuffle(j), operand.value, operand.ty);
        let lane = lanes.lane(fw);
        let below = if exclusive {
            fw.binary(B::Less, j, lane)
        } else {
            fw.binary(B::LessEqual, j, lane)
        };
        let is_active = ballot_bit(fw, active, j);
        let counted = fw.binary(B::LogicalAnd, below, is_active);
        let before = fw.expr(Expression::Load { pointer: acc });
        let combined = combine(fw, operand.op, operand.scalar, before, value);
        let next = fw.expr(Expression::Select {
            condition: counted,
            accept: combined,
            reject: before,
        });
        fw.push(Statement::Store {
            pointer: acc,
            value: next,
        });
        let one = fw.literal(Literal::U32(1));
        let j_next = fw.binary(B::Add, j, one);
        fw.push(Statement::Store {
            pointer: source,
            value: j_next,
        });
    });
    fw.expr(Expression::Load { pointer: acc })
}

/// A clustered reduction: after the step of block size `k`, every active lane of an aligned
/// block of `2k` lanes holds the block's active lanes' values combined (the lower half's
/// first, so that every lane of a cluster computes the same bits); a lane reads the other half
/// from that half's lowest active lane, where it has one.
fn clustered_reduce(
    fw: &mut FnWriter,
    lanes: &Lanes,
    operand: &Operand,
    cluster: u32,
) -> Handle<Expression> {
    let active = ballot(fw, None);
    let acc_var = fw.local(operand.ty);
    let acc = fw.expr(Expression::LocalVariable(acc_var));
    fw.push(Statement::Store {
        pointer: acc,
        value: operand.value,
    });
    let mut k = 1;
    while k < cluster {
        let lane = lanes.lane(fw);
        let half = fw.literal(Literal::U32(k));
        let partner = fw.binary(B::ExclusiveOr, lane, half);
        let align = fw.literal(Literal::U32(!(k - 1)));
        let start = fw.binary(B::And, partner, align);
        let (has_active, source) = lowest_active(fw, active, start, k);
        let own = fw.expr(Expression::Load { pointer: acc });
        let other = gather(fw, naga::GatherMode::Shuffle(source), own, operand.ty);
        let own_bit = fw.binary(B::And, lane, half);
        let zero = fw.literal(Literal::U32(0));
        let upper = fw.binary(B::NotEqual, own_bit, zero);
        let lower_first = combine(fw, operand.op, operand.scalar, own, other);
        let upper_first = combine(fw, operand.op, operand.scalar, other, own);
        let combined = fw.expr(Expression::Select {
            condition: upper,
            accept: upper_first,
            reject: lower_first,
        });
        let next = fw.expr(Expression::Select {
            condition: has_active,
            accept: combined,
            reject: own,
        });
        fw.push(Statement::Store {
            pointer: acc,
            value: next,
        });
        k *= 2;
    }
    fw.expr(Expression::Load { pointer: acc })
}

/// Whether the aligned block of `k` lanes (at most 64) from `start` has an active lane in the
/// ballot `active`, and the lowest one.
fn lowest_active(
    fw: &mut FnWriter,
    active: Handle<Expression>,
    start: Handle<Expression>,
    k: u32,
) -> (Handle<Expression>, Handle<Expression>) {
    let five = fw.literal(Literal::U32(5));
    let word_index = fw.binary(B::ShiftRight, start, five);
    let first = dynamic_word(fw, active, word_index);
    let zero = fw.literal(Literal::U32(0));
    let first_bits = if k < 32 {
        let thirty_one = fw.literal(Literal::U32(31));
        let offset = fw.binary(B::And, start, thirty_one);
        let count = fw.literal(Literal::U32(k));
        fw.expr(Expression::Math {
            fun: Mf::ExtractBits,
            arg: first,
            arg1: Some(offset),
            arg2: Some(count),
            arg3: None,
        })
    } else {
        first
    };
    let first_lowest = math1(fw, Mf::FirstTrailingBit, first_bits);
    let in_first = fw.binary(B::NotEqual, first_bits, zero);
    if k <= 32 {
        let source = fw.binary(B::Add, start, first_lowest);
        return (in_first, source);
    }
    // A block of 64 lanes starts a word apart from 64's multiples: its two words.
    let one = fw.literal(Literal::U32(1));
    let second_index = fw.binary(B::Add, word_index, one);
    let second = dynamic_word(fw, active, second_index);
    let second_lowest = math1(fw, Mf::FirstTrailingBit, second);
    let thirty_two = fw.literal(Literal::U32(32));
    let second_lowest = fw.binary(B::Add, thirty_two, second_lowest);
    let lowest = fw.expr(Expression::Select {
        condition: in_first,
        accept: first_lowest,
        reject: second_lowest,
    });
    let source = fw.binary(B::Add, start, lowest);
    let both = fw.binary(B::InclusiveOr, first, second);
    let any = fw.binary(B::NotEqual, both, zero);
    (any, source)
}

/// `sub_group_ballot`'s words of `predicate` (every active lane's bit where `None`).
fn ballot(fw: &mut FnWriter, predicate: Option<Handle<Expression>>) -> Handle<Expression> {
    fw.mw.groups.sub_group_use.insert(Class::Ballot);
    let result = fw.expr(Expression::SubgroupBallotResult);
    fw.push(Statement::SubgroupBallot { result, predicate });
    result
}

/// Word `k` of a ballot.
fn word(fw: &mut FnWriter, ballot: Handle<Expression>, k: u32) -> Handle<Expression> {
    fw.expr(Expression::AccessIndex {
        base: ballot,
        index: k,
    })
}

/// The ballot word a run-time index names (kept within the four words).
fn dynamic_word(
    fw: &mut FnWriter,
    ballot: Handle<Expression>,
    index: Handle<Expression>,
) -> Handle<Expression> {
    let three = fw.literal(Literal::U32(3));
    let index = fw.binary(B::And, index, three);
    fw.expr(Expression::Access {
        base: ballot,
        index,
    })
}

/// Whether the ballot has the bit of lane `lane`.
fn ballot_bit(
    fw: &mut FnWriter,
    ballot: Handle<Expression>,
    lane: Handle<Expression>,
) -> Handle<Expression> {
    let five = fw.literal(Literal::U32(5));
    let index = fw.binary(B::ShiftRight, lane, five);
    let w = dynamic_word(fw, ballot, index);
    let thirty_one = fw.literal(Literal::U32(31));
    let shift = fw.binary(B::And, lane, thirty_one);
    let shifted = fw.binary(B::ShiftRight, w, shift);
    let one = fw.literal(Literal::U32(1));
    let bit = fw.binary(B::And, shifted, one);
    let zero = fw.literal(Literal::U32(0));
    fw.binary(B::NotEqual, bit, zero)
}

/// The ballot words of lanes `start` (0 where `None`) up to `end` (excluded; both at most 128).
fn lane_range_mask(
    fw: &mut FnWriter,
    start: Option<Handle<Expression>>,
    end: Handle<Expression>,
) -> Handle<Expression> {
    // The lanes of word k below `bound`: min(max(bound, 32k) - 32k, 32) low bits.
    let below = |fw: &mut FnWriter, bound: Handle<Expression>, k: u32| {
        let base = fw.literal(Literal::U32(32 * k));
        let from_base = if k == 0 {
            bound
        } else {
            let at_least = fw.expr(Expression::Math {
                fun: Mf::Max,
                arg: bound,
                arg1: Some(base),
                arg2: None,
                arg3: None,
            });
            fw.binary(B::Subtract, at_least, base)
        };
        let thirty_two = fw.literal(Literal::U32(32));
        let count = fw.expr(Expression::Math {
            fun: Mf::Min,
            arg: from_base,
            arg1: Some(thirty_two),
            arg2: None,
            arg3: None,
        });
        let ones = fw.literal(Literal::U32(u32::MAX));
        let zero = fw.literal(Literal::U32(0));
        fw.expr(Expression::Math {
            fun: Mf::ExtractBits,
            arg: ones,
            arg1: Some(zero),
            arg2: Some(count),
            arg3: None,
        })
    };
    let mut words = Vec::with_capacity(4);
    for k in 0..4 {
        let mut w = below(fw, end, k);
        if let Some(start) = start {
            let before = below(fw, start, k);
            let not_before = fw.expr(Expression::Unary {
                op: naga::UnaryOperator::BitwiseNot,
                expr: before,
            });
            w = fw.binary(B::And, w, not_before);
        }
        words.push(w);
    }
    let ty = fw.mw.naga_ty(naga::TypeInner::Vector {
        size: naga::VectorSize::Quad,
        scalar: naga::Scalar::U32,
    });
    fw.expr(Expression::Compose {
        ty,
        components: words,
    })
}

/// A sub-group gather of `value` (of naga type `ty`).
fn gather(
    fw: &mut FnWriter,
    mode: naga::GatherMode,
    value: Handle<Expression>,
    ty: Handle<naga::Type>,
) -> Handle<Expression> {
    let result = fw.expr(Expression::SubgroupOperationResult { ty });
    fw.push(Statement::SubgroupGather {
        mode,
        argument: value,
        result,
    });
    result
}

/// naga's `all`/`any` of a boolean.
fn vote(
    fw: &mut FnWriter,
    op: naga::SubgroupOperation,
    argument: Handle<Expression>,
) -> Handle<Expression> {
    let bool_ty = fw.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::BOOL));
    let result = fw.expr(Expression::SubgroupOperationResult { ty: bool_ty });
    fw.push(Statement::SubgroupCollectiveOperation {
        op,
        collective_op: naga::CollectiveOperation::Reduce,
        argument,
        result,
    });
    result
}

/// An `int` predicate argument as a boolean (non-zero is true).
fn predicate(fw: &mut FnWriter, arg: ExprId, span: Span) -> R<Handle<Expression>> {
    let x = fw.lower_value(arg)?;
    let (scalar, _) = fw.lanes(fw.expr_ty(arg));
    let register = types::register_scalar(scalar, &fw.mw.features, span)?;
    let zero = fw.scalar_literal(register, 0);
    Ok(fw.binary(B::NotEqual, x, zero))
}

/// A `uint` (or `int`) argument as `u32`.
fn u32_arg(fw: &mut FnWriter, arg: ExprId, span: Span) -> R<Handle<Expression>> {
    let v = fw.lower_value(arg)?;
    Ok(as_u32(fw, v, fw.expr_ty(arg), span))
}

fn int_of_bool(fw: &mut FnWriter, b: Handle<Expression>) -> Handle<Expression> {
    let one = fw.literal(Literal::I32(1));
    let zero = fw.literal(Literal::I32(0));
    fw.expr(Expression::Select {
        condition: b,
        accept: one,
        reject: zero,
    })
}

fn math1(fw: &mut FnWriter, fun: Mf, arg: Handle<Expression>) -> Handle<Expression> {
    fw.expr(Expression::Math {
        fun,
        arg,
        arg1: None,
        arg2: None,
        arg3: None,
    })
}

/// A clustered operation's cluster size: an integer constant, a power of 2 of at most 128 (as
/// on the default target; the lanes of a cluster are known when compiling).
fn cluster_size(fw: &FnWriter, arg: ExprId, span: Span) -> R<u32> {
    match constant(fw, arg) {
        Some(v) if v.is_power_of_two() && v <= 128 => Ok(v as u32),
        _ => Err(Diagnostic::error(
            span,
            "the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128",
        )),
    }
}

/// The value of an integer constant argument (through conversions).
fn constant(fw: &FnWriter, e: ExprId) -> Option<u64> {
    match &fw.ir_expr(e).kind {
        ir::ExprKind::Literal(ir::Literal::Int(v)) => Some(*v),
        ir::ExprKind::Convert { operand, .. } => constant(fw, *operand),
        _ => None,
    }
}
