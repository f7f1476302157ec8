//! Runtime-counted loops unrolled by four, with a remainder loop (Vulkan targets, and the
//! portable ones: `oclvk-naga` runs this stage on its input too).
//!
//! Why: a loop whose trip count is known only at run time (`for (i = 0; i < n; i++)`) keeps
//! one load in flight per iteration unless the driver unrolls it, and NVIDIA's Vulkan compiler
//! was not seen to (docs/performance.md, "Strided column walk": 2.5 times NVIDIA's OpenCL,
//! whose compiler unrolls by four; the same kernel unrolled by hand runs at 0.93). The
//! `Unroll` loop control is no help: NVIDIA ignores it on such loops and Mesa miscompiled
//! data-dependent loops carrying it (`loop_hint`).
//!
//! What: a `for` loop counting an integer local up by one (`<`, `<=`) or down by one (`>`,
//! `>=`) to a bound that the loop cannot change and that is not a constant (constant trip
//! counts get the `Unroll` hint instead), whose body is small, straight enough (no
//! nested loop, no `break`/`continue`/`return` of its own, no call, no barrier or group
//! function) and leaves the counter alone, becomes
//!
//! ```text
//! limit = i < n ? i + ((n - i) & ~3) : i      (in the counter's unsigned type: exact)
//! loop while (i < limit) step (i++) { B; i++; B; i++; B; i++; B }
//! loop while (i < n) step (i++) { B }
//! ```
//!
//! so no value wraps (a signed `n - 3` could), and the main loop compares its counter with a
//! value it cannot change, the form drivers recognise as a counted loop. Each copy
//! of `B` and of the step is a fresh expression tree with fresh `let` temporaries, as the
//! lowering expects every expression to be evaluated at one place.

use crate::lower::loop_hint::{
    address_escapes, block_only_reads, only_read, push_operands, step_delta,
};
use oclvk_frontend::ir::{
    self, BinaryOp, ConvertKind, Expr, ExprId, ExprKind, Literal, LocalId, Rounding, Scalar, Stmt,
    TempId, Type,
};
use oclvk_frontend::source::Span;
use std::collections::HashMap;

/// Copies of the body in the unrolled loop.
const FACTOR: u64 = 4;

/// The most expressions a body may have to be copied (the copies cost code size and
/// registers; the loops this is for are a load and an add or two).
const MAX_BODY_EXPRS: usize = 48;

/// `m` with its runtime-counted loops unrolled, or `None` when no loop qualifies.
pub(crate) fn unroll_runtime_loops(m: &ir::Module) -> Option<ir::Module> {
    let needs = |types: &ir::TypeArena, f: &ir::Function| has_candidate(types, f, &f.body);
    super::rewrite_functions(m, needs, |types, func| {
        let mut body = std::mem::take(&mut func.body);
        let mut unroller = Unroller {
            types,
            func,
            next_temp: TempId::new(0),
        };
        unroller.next_temp = unroller.func.first_free_temp();
        unroller.block(&mut body);
        func.body = body;
    })
}

/// A qualifying loop: its counter, the comparison and which side the counter is on.
struct Candidate {
    /// The loop's condition and step.
    cond: ExprId,
    step: ExprId,
    op: BinaryOp,
    /// The comparison's `load &counter` operand.
    counter: ExprId,
    /// Its `&counter`.
    counter_ptr: ExprId,
    /// The bound expression (the comparison's other operand).
    bound: ExprId,
    /// The counter's type.
    int: Scalar,
}

fn has_candidate(types: &ir::TypeArena, func: &ir::Function, block: &ir::Block) -> bool {
    let mut found = false;
    block.for_each_stmt(&mut |s| {
        if let Stmt::Loop {
            cond,
            test_first,
            body,
            step,
            ..
        } = s
        {
            found = found || candidate(types, func, *cond, *test_first, body, *step).is_some();
        }
    });
    found
}

/// The loop's counter and bound when it qualifies (see the module comment).
fn candidate(
    types: &ir::TypeArena,
    func: &ir::Function,
    cond: Option<ExprId>,
    test_first: bool,
    body: &ir::Block,
    step: Option<ExprId>,
) -> Option<Candidate> {
    let (cond, step) = (cond?, step?);
    if !test_first {
        return None;
    }
    let ExprKind::Binary { op, lhs, rhs } = func.expr(cond).kind else {
        return None;
    };
    let ExprKind::Load(ptr) = func.expr(lhs).kind else {
        return None;
    };
    let ExprKind::LocalAddr(var) = func.expr(ptr).kind else {
        return None;
    };
    let Type::Scalar(int) = types.get(func.local(var).ty) else {
        return None;
    };
    if !int.is_integer() || int.bits() < 32 {
        return None;
    }
    let delta = match op {
        BinaryOp::Lt | BinaryOp::Le => 1,
        BinaryOp::Gt | BinaryOp::Ge => -1,
        _ => return None,
    };
    // A constant bound is `loop_hint`'s case (the `Unroll` hint, which drivers honour for
    // small constant trip counts): left alone.
    let runtime_bound = !matches!(func.expr(rhs).kind, ExprKind::Literal(_));
    let qualifies = runtime_bound
        && step_delta(func, var, int, step) == Some(delta)
        && invariant(func, var, body, rhs)
        && only_read(func, var, rhs)
        && block_only_reads(func, var, body)
        && !address_escapes(func, var)
        && straight_body(func, body)
        && body_size(func, body) <= MAX_BODY_EXPRS;
    qualifies.then_some(Candidate {
        cond,
        step,
        op,
        counter: lhs,
        counter_ptr: ptr,
        bound: rhs,
        int,
    })
}

/// Whether `bound` has the same value at every test of the loop: literals, parameters and
/// loads of locals that the body only reads and whose address does not escape, combined by
/// arithmetic without side effects.
fn invariant(func: &ir::Function, counter: LocalId, body: &ir::Block, bound: ExprId) -> bool {
    let mut pending = vec![bound];
    while let Some(e) = pending.pop() {
        match func.expr(e).kind {
            ExprKind::Literal(_) | ExprKind::Param(_) => {}
            ExprKind::Load(p) => match func.expr(p).kind {
                ExprKind::LocalAddr(v)
                    if v != counter
                        && block_only_reads(func, v, body)
                        && !address_escapes(func, v) => {}
                _ => return false,
            },
            ExprKind::Binary { op, lhs, rhs } if !matches!(op, BinaryOp::Div | BinaryOp::Rem) => {
                pending.extend([lhs, rhs])
            }
            ExprKind::Unary { operand, .. }
            | ExprKind::Convert {
                kind: ConvertKind::Numeric { .. },
                operand,
            } => pending.push(operand),
            _ => return false,
        }
    }
    true
}

/// Whether the body has no nested loop, no call, no barrier or work-group/sub-group function,
/// and no `break`, `continue` or `return` that would leave it (a `break` of a `switch` in it
/// stays inside).
fn straight_body(func: &ir::Function, block: &ir::Block) -> bool {
    let mut jumps_or_loops = false;
    block.for_each_stmt(&mut |s| {
        jumps_or_loops |= matches!(s, Stmt::Loop { .. } | Stmt::Continue(_) | Stmt::Return(..));
    });
    !jumps_or_loops && !block.leaves_loop() && block.all_exprs(|e| plain_expr(func, e))
}

/// Whether an expression tree calls nothing and synchronizes nothing.
fn plain_expr(func: &ir::Function, e: ExprId) -> bool {
    let mut pending = vec![e];
    while let Some(e) = pending.pop() {
        let kind = &func.expr(e).kind;
        match kind {
            ExprKind::Call { .. } => return false,
            ExprKind::Builtin { builtin, .. } if !copyable_builtin(builtin) => return false,
            _ => {}
        }
        push_operands(func, kind, &mut pending);
    }
    true
}

/// Builtins a copy of the body may repeat: not barriers and fences, work-group functions,
/// asynchronous copies or sub-group functions (whose uniformity rules the copies would have to
/// keep).
fn copyable_builtin(builtin: &ir::Builtin) -> bool {
    match builtin {
        ir::Builtin::SubGroup(_) => false,
        ir::Builtin::Simple(s) => {
            let name = s.name();
            !(name.contains("barrier")
                || name.contains("fence")
                || name.starts_with("work_group_")
                || name.starts_with("async_")
                || name == "wait_group_events")
        }
        _ => true,
    }
}

/// The low `bits` bits set.
fn mask_of(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Expressions in a block's statements, and one for each `break` (a body
/// [`straight_body`] admits has no other jump and no loop).
fn body_size(func: &ir::Function, block: &ir::Block) -> usize {
    let mut n = 0;
    block.for_each_expr(&mut |e| {
        let mut pending = vec![e];
        while let Some(e) = pending.pop() {
            n += 1;
            push_operands(func, &func.expr(e).kind, &mut pending);
        }
    });
    block.for_each_stmt(&mut |s| n += matches!(s, Stmt::Break(_)) as usize);
    n
}

struct Unroller<'a> {
    types: &'a mut ir::TypeArena,
    func: &'a mut ir::Function,
    next_temp: TempId,
}

impl Unroller<'_> {
    fn block(&mut self, block: &mut ir::Block) {
        let mut out = Vec::with_capacity(block.stmts.len());
        for mut stmt in std::mem::take(&mut block.stmts) {
            let found = match &stmt {
                Stmt::Loop {
                    cond,
                    test_first,
                    body,
                    step,
                    span,
                } => candidate(self.types, self.func, *cond, *test_first, body, *step)
                    .map(|c| (c, body, *span)),
                _ => None,
            };
            match found {
                Some((c, body, span)) => out.extend(self.unrolled(&c, body, span)),
                None => stmt.for_each_body_mut(|b| self.block(b)),
            }
            out.push(stmt);
        }
        block.stmts = out;
    }

    /// The statements that run before the original loop (now the remainder loop): the main
    /// loop's limit, then the unrolled main loop.
    fn unrolled(&mut self, c: &Candidate, body: &ir::Block, span: Span) -> [Stmt; 2] {
        let step = c.step;
        let mut main = Vec::new();
        for copy in 0..FACTOR {
            if copy > 0 {
                main.push(Stmt::Expr(self.copy_tree(step)));
            }
            main.append(&mut self.copy_block(body).stmts);
        }
        let (init, main_cond) = self.limit(c, span);
        [
            Stmt::Expr(init),
            Stmt::Loop {
                cond: Some(main_cond),
                test_first: true,
                body: ir::Block { stmts: main },
                step: Some(self.copy_tree(step)),
                span,
            },
        ]
    }

    /// The main loop's limit, stored in a new local before it, and its condition: with `i0`
    /// the counter at the loop's start and `trips` the iterations the original condition
    /// allows (`n - i0`, plus one for the inclusive comparisons, in the counter's unsigned
    /// type: exact whenever the condition holds at the start), the limit is `i0` moved by
    /// `trips` rounded down to a multiple of [`FACTOR`] (`i0` itself when the loop does not
    /// run), and the main loop runs while `i < limit` (`i > limit` counting down). A comparison
    /// of the counter with a value the loop cannot change is the loop drivers recognise as
    /// counted: with the first form of this pass (`i < n && n - i > 3` tested every
    /// iteration) NVIDIA's compiler kept the walk at its unrolled-by-hand speed's third.
    fn limit(&mut self, c: &Candidate, span: Span) -> (ExprId, ExprId) {
        let unsigned = c.int.with_signedness(false);
        let uty = self.types.scalar(unsigned);
        let bool_ty = self.types.scalar(Scalar::Bool);
        let counter_ty = self.func.expr(c.counter).ty;
        let numeric = ConvertKind::Numeric {
            saturate: false,
            rounding: Rounding::Default,
        };
        let convert = |me: &mut Self, e: ExprId, from: Scalar, to: Scalar, ty| {
            if from == to {
                e
            } else {
                me.func.add_expr(
                    ExprKind::Convert {
                        kind: numeric,
                        operand: e,
                    },
                    ty,
                    span,
                )
            }
        };
        let binary = |me: &mut Self, op, lhs, rhs, ty| {
            me.func
                .add_expr(ExprKind::Binary { op, lhs, rhs }, ty, span)
        };
        let literal = |me: &mut Self, v: u64, ty| {
            me.func
                .add_expr(ExprKind::Literal(Literal::Int(v)), ty, span)
        };
        let up = matches!(c.op, BinaryOp::Lt | BinaryOp::Le);
        let inclusive = matches!(c.op, BinaryOp::Le | BinaryOp::Ge);
        // trips = (U)n - (U)i0 counting up, (U)i0 - (U)n down; plus one when inclusive.
        let start = self.copy_tree(c.counter);
        let start_u = convert(self, start, c.int, unsigned, uty);
        let bound = self.copy_tree(c.bound);
        let bound_u = convert(self, bound, c.int, unsigned, uty);
        let trips = if up {
            binary(self, BinaryOp::Sub, bound_u, start_u, uty)
        } else {
            binary(self, BinaryOp::Sub, start_u, bound_u, uty)
        };
        let trips = if inclusive {
            let one = literal(self, 1, uty);
            binary(self, BinaryOp::Add, trips, one, uty)
        } else {
            trips
        };
        let mask = literal(self, !(FACTOR - 1) & mask_of(unsigned.bits()), uty);
        let whole = binary(self, BinaryOp::BitAnd, trips, mask, uty);
        let start_u = {
            let start = self.copy_tree(c.counter);
            convert(self, start, c.int, unsigned, uty)
        };
        let moved = binary(
            self,
            if up { BinaryOp::Add } else { BinaryOp::Sub },
            start_u,
            whole,
            uty,
        );
        let moved = convert(self, moved, unsigned, c.int, counter_ty);
        // The original condition at the start decides whether `trips` means anything.
        let runs = self.copy_tree(c.cond);
        let start = self.copy_tree(c.counter);
        let value = self.func.add_expr(
            ExprKind::Select {
                cond: runs,
                then: moved,
                otherwise: start,
            },
            counter_ty,
            span,
        );
        let limit = self
            .func
            .add_local("__oclvk_unrolled_limit", counter_ty, span);
        let ptr_ty = self.func.expr(c.counter_ptr).ty;
        let limit_ptr = self.func.add_expr(ExprKind::LocalAddr(limit), ptr_ty, span);
        let init = self.func.add_expr(
            ExprKind::Store {
                ptr: limit_ptr,
                value,
            },
            counter_ty,
            span,
        );
        let limit_ptr = self.func.add_expr(ExprKind::LocalAddr(limit), ptr_ty, span);
        let limit_value = self
            .func
            .add_expr(ExprKind::Load(limit_ptr), counter_ty, span);
        let counter = self.copy_tree(c.counter);
        let op = if up { BinaryOp::Lt } else { BinaryOp::Gt };
        let main_cond = binary(self, op, counter, limit_value, bool_ty);
        (init, main_cond)
    }

    /// A copy of a body [`straight_body`] admits, each expression tree copied fresh.
    fn copy_block(&mut self, block: &ir::Block) -> ir::Block {
        let mut copy = block.clone();
        copy.for_each_expr_mut(&mut |e| *e = self.copy_tree(*e));
        copy
    }

    /// A fresh copy of an expression tree, its `let` temporaries renamed.
    fn copy_tree(&mut self, e: ExprId) -> ExprId {
        let mut renamed = HashMap::new();
        self.copy_expr(e, &mut renamed)
    }

    fn copy_expr(&mut self, e: ExprId, renamed: &mut HashMap<TempId, TempId>) -> ExprId {
        let Expr { kind, ty, span } = *self.func.expr(e);
        let mut copy = |me: &mut Self, x: ExprId| me.copy_expr(x, renamed);
        let kind = match kind {
            ExprKind::Let { temp, value, body } => {
                let value = copy(self, value);
                let fresh = self.next_temp.advance();
                renamed.insert(temp, fresh);
                let body = self.copy_expr(body, renamed);
                ExprKind::Let {
                    temp: fresh,
                    value,
                    body,
                }
            }
            ExprKind::Temp(t) => ExprKind::Temp(renamed.get(&t).copied().unwrap_or(t)),
            ExprKind::Literal(_)
            | ExprKind::Param(_)
            | ExprKind::LocalAddr(_)
            | ExprKind::GlobalAddr(_) => kind,
            ExprKind::Composite(list) => ExprKind::Composite(self.copy_list(list, renamed)),
            ExprKind::VectorLiteral(list) => ExprKind::VectorLiteral(self.copy_list(list, renamed)),
            ExprKind::Call { function, args } => ExprKind::Call {
                function,
                args: self.copy_list(args, renamed),
            },
            ExprKind::Builtin { builtin, args } => ExprKind::Builtin {
                builtin,
                args: self.copy_list(args, renamed),
            },
            ExprKind::Load(p) => ExprKind::Load(copy(self, p)),
            ExprKind::Store { ptr, value } => ExprKind::Store {
                ptr: copy(self, ptr),
                value: copy(self, value),
            },
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op,
                operand: copy(self, operand),
            },
            ExprKind::Binary { op, lhs, rhs } => ExprKind::Binary {
                op,
                lhs: copy(self, lhs),
                rhs: copy(self, rhs),
            },
            ExprKind::LogicalAnd { lhs, rhs } => ExprKind::LogicalAnd {
                lhs: copy(self, lhs),
                rhs: copy(self, rhs),
            },
            ExprKind::LogicalOr { lhs, rhs } => ExprKind::LogicalOr {
                lhs: copy(self, lhs),
                rhs: copy(self, rhs),
            },
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => ExprKind::Select {
                cond: copy(self, cond),
                then: copy(self, then),
                otherwise: copy(self, otherwise),
            },
            ExprKind::Convert { kind, operand } => ExprKind::Convert {
                kind,
                operand: copy(self, operand),
            },
            ExprKind::PtrOffset { ptr, index } => ExprKind::PtrOffset {
                ptr: copy(self, ptr),
                index: copy(self, index),
            },
            ExprKind::PtrDiff { lhs, rhs } => ExprKind::PtrDiff {
                lhs: copy(self, lhs),
                rhs: copy(self, rhs),
            },
            ExprKind::ElementPtr { base, index } => ExprKind::ElementPtr {
                base: copy(self, base),
                index: copy(self, index),
            },
            ExprKind::FieldPtr { base, field } => ExprKind::FieldPtr {
                base: copy(self, base),
                field,
            },
            ExprKind::Swizzle { vector, lanes } => ExprKind::Swizzle {
                vector: copy(self, vector),
                lanes,
            },
            ExprKind::ExtractLane { vector, index } => ExprKind::ExtractLane {
                vector: copy(self, vector),
                index: copy(self, index),
            },
            ExprKind::StoreLanes { ptr, lanes, value } => ExprKind::StoreLanes {
                ptr: copy(self, ptr),
                lanes,
                value: copy(self, value),
            },
            ExprKind::Comma { lhs, rhs } => ExprKind::Comma {
                lhs: copy(self, lhs),
                rhs: copy(self, rhs),
            },
        };
        self.func.add_expr(kind, ty, span)
    }

    fn copy_list(
        &mut self,
        list: ir::ExprList,
        renamed: &mut HashMap<TempId, TempId>,
    ) -> ir::ExprList {
        let items: Vec<ExprId> = self.func.list(list).to_vec();
        let copies: Vec<ExprId> = items
            .into_iter()
            .map(|x| self.copy_expr(x, renamed))
            .collect();
        self.func.add_list(copies)
    }
}
