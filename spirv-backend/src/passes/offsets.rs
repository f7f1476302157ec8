//! Buffer offsets that share a start, computed once per statement (Vulkan targets).
//!
//! Why: a stencil reads `in[i]`, `in[i - 1]`, `in[i + 1]`, `in[i - nx]` and `in[i + nx]` in one
//! statement. Emitted as written, each load's address is the buffer's start plus its own 64-bit
//! index; NVIDIA's Vulkan compiler does not see that the five addresses differ by `4` and
//! `4 * nx`, and does not merge the five `in + i` either when each is computed anew: the suite's
//! stencil ran at 1.09 times NVIDIA's OpenCL, the same kernel written as `p = in + i; p[-1] ...
//! p[nx]` at 0.99, and a `long` index or the split offsets without the shared value as slowly as
//! the original (docs/performance.md, "Stencil").
//!
//! What: in an expression statement without side effects other than stores to locals, `global`
//! or `local` memory and its own final store (no calls, no builtins taking pointers), the offsets of one `global` or
//! `constant` pointer `p` whose indices start with the same `a` (`p + a`, `p + (a + b)`,
//! `p + (a - b)`; pointer and start compared as expression trees of parameters, locals' values,
//! constants and arithmetic) become `let t = p + a in ...` around the statement, with `t`,
//! `t + b` and `t + -(long)b` in their places. The offsets split only where that is the same
//! address: the index's type is signed (OpenCL leaves a signed sum that overflows undefined, so
//! `(long)(a + b)` is `(long)a + (long)b`), or 64 bits wide (addresses wrap as the index does)
//! with a subtraction or a small non-negative constant added (no negative element step from a
//! pointer that is not a buffer's start made of an unsigned value). A subtraction's right side
//! is widened to `long` before it is negated, so negating it cannot overflow. Evaluating `p + a`
//! first is safe: it reads no memory but locals the statement does not write (a Let binding is
//! evaluated once, before its body), and pointer arithmetic cannot trap.

use crate::lower::loop_hint::push_operands;
use oclvk_frontend::ir::{
    self, BinaryOp, ConvertKind, ExprId, ExprKind, Literal, LocalId, Rounding, Scalar, Stmt,
    TempId, UnaryOp,
};

/// The most offsets of one statement compared pairwise.
const MAX_OFFSETS: usize = 64;

/// `m` with shared buffer offsets computed once per statement, or `None` when none qualifies.
pub(crate) fn share_offsets(m: &ir::Module) -> Option<ir::Module> {
    let needs = |types: &ir::TypeArena, f: &ir::Function| {
        if !has_buffer_offsets(types, f) {
            return false;
        }
        let mut found = false;
        for_each_statement_root(&f.body, &mut |root| {
            found |= !groups(types, f, root).is_empty();
        });
        found
    };
    super::rewrite_functions(m, needs, |types, func| {
        if !has_buffer_offsets(types, func) {
            return;
        }
        let mut next_temp = func.first_free_temp();
        let mut body = std::mem::take(&mut func.body);
        rewrite_block(types, func, &mut body, &mut next_temp);
        func.body = body;
    })
}

/// The expression statements' roots, the statements this pass rewrites.
fn for_each_statement_root(block: &ir::Block, visit: &mut impl FnMut(ExprId)) {
    block.for_each_stmt(&mut |stmt| {
        if let Stmt::Expr(e) = stmt {
            visit(*e)
        }
    });
}

fn rewrite_block(
    types: &mut ir::TypeArena,
    func: &mut ir::Function,
    block: &mut ir::Block,
    next_temp: &mut TempId,
) {
    block.for_each_stmt_mut(&mut |stmt| {
        if let Stmt::Expr(root) = stmt {
            for group in groups(types, func, *root) {
                let temp = next_temp.advance();
                *root = share(types, func, *root, &group, temp);
            }
        }
    });
}

/// A buffer offset of a statement: its pointer, the start of its index and the step after it.
#[derive(Clone, Copy)]
struct Offset {
    expr: ExprId,
    ptr: ExprId,
    start: ExprId,
    step: Step,
}

#[derive(Clone, Copy, PartialEq)]
enum Step {
    /// `p + a` itself.
    None,
    Add(ExprId),
    Sub(ExprId),
    /// `p + (a ± b)` where splitting could change the address.
    Unsplittable,
}

/// The groups of offsets of the statement `root` that share a pointer and a start (two or more,
/// at least one with a step), when the statement allows evaluating their start first.
fn groups(types: &ir::TypeArena, func: &ir::Function, root: ExprId) -> Vec<Vec<Offset>> {
    let Some((offsets, written)) = scan(types, func, root) else {
        return Vec::new();
    };
    let mut groups: Vec<Vec<Offset>> = Vec::new();
    for o in offsets.into_iter().take(MAX_OFFSETS) {
        if o.step == Step::Unsplittable {
            continue;
        }
        match groups
            .iter_mut()
            .find(|g| same(func, g[0].ptr, o.ptr) && same(func, g[0].start, o.start))
        {
            Some(g) => g.push(o),
            None => groups.push(vec![o]),
        }
    }
    groups.retain(|g| {
        let mut read = Vec::new();
        locals_read(func, g[0].ptr, &mut read);
        locals_read(func, g[0].start, &mut read);
        g.len() > 1
            && g.iter().any(|o| o.step != Step::None)
            && !read.iter().any(|l| written.contains(l))
    });
    groups
}

/// The buffer offsets of the statement `root` and the locals it writes before its end, or
/// `None` when it has other side effects: calls, builtins taking pointers, or private or
/// generic stores through anything but a local's address (a compound assignment's `let t = &s`
/// included); stores to `global` and `local` memory cannot change a private local, and the
/// statement's own final store comes after everything it reads.
fn scan(
    types: &ir::TypeArena,
    func: &ir::Function,
    root: ExprId,
) -> Option<(Vec<Offset>, Vec<LocalId>)> {
    let mut offsets = Vec::new();
    let mut written = Vec::new();
    let mut temp_locals: Vec<(TempId, LocalId)> = Vec::new();
    let mut pending = vec![root];
    while let Some(e) = pending.pop() {
        let kind = func.expr(e).kind;
        match kind {
            ExprKind::Let { temp, value, .. } => {
                if let ExprKind::LocalAddr(l) = func.expr(value).kind {
                    temp_locals.push((temp, l));
                }
            }
            ExprKind::Store { ptr, .. } | ExprKind::StoreLanes { ptr, .. } if e != root => {
                let space = types.pointee(func.expr(ptr).ty).map(|p| p.1);
                if matches!(
                    space,
                    Some(ir::AddressSpace::Global | ir::AddressSpace::Local)
                ) {
                    // Cannot write a private local.
                } else {
                    let local = match func.expr(ptr).kind {
                        ExprKind::LocalAddr(l) => Some(l),
                        ExprKind::Temp(t) => temp_locals
                            .iter()
                            .find(|(bound, _)| *bound == t)
                            .map(|(_, l)| *l),
                        _ => None,
                    };
                    written.push(local?);
                }
            }
            ExprKind::Call { .. } => return None,
            ExprKind::Builtin { args, .. }
                if func
                    .list(args)
                    .iter()
                    .any(|&a| types.pointee(func.expr(a).ty).is_some()) =>
            {
                return None
            }
            _ => {}
        }
        if let Some(o) = offset(types, func, e) {
            offsets.push(o);
        }
        push_operands(func, &kind, &mut pending);
    }
    Some((offsets, written))
}

/// The locals a pure expression reads.
fn locals_read(func: &ir::Function, e: ExprId, out: &mut Vec<LocalId>) {
    let mut pending = vec![e];
    while let Some(e) = pending.pop() {
        let kind = func.expr(e).kind;
        if let ExprKind::LocalAddr(l) = kind {
            out.push(l);
        }
        push_operands(func, &kind, &mut pending);
    }
}

/// Whether `func` offsets a `global` or `constant` pointer at all ([`offset`]'s first
/// condition): a function without one (most of the math library's) has no statement to walk.
fn has_buffer_offsets(types: &ir::TypeArena, func: &ir::Function) -> bool {
    func.exprs.iter().any(|e| {
        matches!(e.kind, ExprKind::PtrOffset { .. })
            && matches!(
                types.pointee(e.ty),
                Some((_, ir::AddressSpace::Global | ir::AddressSpace::Constant))
            )
    })
}

fn offset(types: &ir::TypeArena, func: &ir::Function, e: ExprId) -> Option<Offset> {
    let ExprKind::PtrOffset { ptr, index } = func.expr(e).kind else {
        return None;
    };
    let buffer = matches!(
        types.pointee(func.expr(e).ty),
        Some((_, ir::AddressSpace::Global | ir::AddressSpace::Constant))
    );
    if !buffer || !pure(func, ptr) {
        return None;
    }
    let scalar = types.scalar_of(func.expr(index).ty)?;
    let (start, step) = match func.expr(index).kind {
        ExprKind::Binary {
            op: op @ (BinaryOp::Add | BinaryOp::Sub),
            lhs,
            rhs,
        } if exact_split(func, scalar, op, rhs) => {
            let step = if op == BinaryOp::Add {
                Step::Add(rhs)
            } else {
                Step::Sub(rhs)
            };
            (lhs, step)
        }
        ExprKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub,
            lhs,
            ..
        } => (lhs, Step::Unsplittable),
        _ => (index, Step::None),
    };
    if !pure(func, start) {
        return None;
    }
    Some(Offset {
        expr: e,
        ptr,
        start,
        step,
    })
}

/// Whether `(long)(a op b)` is `(long)a op (long)b` for every value the program may compute.
fn exact_split(func: &ir::Function, scalar: Scalar, op: BinaryOp, rhs: ExprId) -> bool {
    if !scalar.is_integer() {
        return false;
    }
    if scalar.is_signed() {
        return true;
    }
    let small_constant = matches!(
        func.expr(rhs).kind,
        ExprKind::Literal(Literal::Int(v)) if v < 1 << 31
    );
    scalar.bits() == 64 && (op == BinaryOp::Sub || small_constant)
}

/// `let temp = p + a in root`, with the group's offsets reading `temp`.
fn share(
    types: &mut ir::TypeArena,
    func: &mut ir::Function,
    root: ExprId,
    group: &[Offset],
    temp: TempId,
) -> ExprId {
    let first = group[0];
    let (ptr_ty, span) = (func.expr(first.expr).ty, func.expr(first.expr).span);
    let shared = func.add_expr(
        ExprKind::PtrOffset {
            ptr: first.ptr,
            index: first.start,
        },
        ptr_ty,
        span,
    );
    for o in group {
        let base = func.add_expr(ExprKind::Temp(temp), ptr_ty, span);
        let kind = match o.step {
            Step::None | Step::Unsplittable => ExprKind::Temp(temp),
            Step::Add(b) => ExprKind::PtrOffset {
                ptr: base,
                index: b,
            },
            Step::Sub(b) => ExprKind::PtrOffset {
                ptr: base,
                index: negated_wide(types, func, b),
            },
        };
        func.exprs[o.expr].kind = kind;
    }
    let root_ty = func.expr(root).ty;
    let root_span = func.expr(root).span;
    func.add_expr(
        ExprKind::Let {
            temp,
            value: shared,
            body: root,
        },
        root_ty,
        root_span,
    )
}

/// `-(long)b` (`-b` for a 64-bit `b`): a negation that cannot overflow where `a - b` did not.
fn negated_wide(types: &mut ir::TypeArena, func: &mut ir::Function, b: ExprId) -> ExprId {
    let span = func.expr(b).span;
    let wide = match types.scalar_of(func.expr(b).ty) {
        Some(s) if s.bits() < 64 => {
            let long = types.scalar(Scalar::Long);
            let kind = ExprKind::Convert {
                kind: ConvertKind::Numeric {
                    saturate: false,
                    rounding: Rounding::Default,
                },
                operand: b,
            };
            func.add_expr(kind, long, span)
        }
        _ => b,
    };
    let wide_ty = func.expr(wide).ty;
    let negated = ExprKind::Unary {
        op: UnaryOp::Neg,
        operand: wide,
    };
    func.add_expr(negated, wide_ty, span)
}

/// Whether `e` only reads values that the statement cannot change before it is evaluated
/// (parameters, private locals, constants) and computes from them without trapping.
fn pure(func: &ir::Function, e: ExprId) -> bool {
    match func.expr(e).kind {
        ExprKind::Literal(_) | ExprKind::Param(_) => true,
        ExprKind::Load(p) => matches!(func.expr(p).kind, ExprKind::LocalAddr(_)),
        ExprKind::Unary { operand, .. } => pure(func, operand),
        ExprKind::Convert {
            kind: ConvertKind::Numeric { .. } | ConvertKind::Bitcast,
            operand,
        } => pure(func, operand),
        ExprKind::Binary { op, lhs, rhs } => {
            !matches!(op, BinaryOp::Div | BinaryOp::Rem) && pure(func, lhs) && pure(func, rhs)
        }
        _ => false,
    }
}

/// Whether the pure expressions `a` and `b` are the same tree.
fn same(func: &ir::Function, a: ExprId, b: ExprId) -> bool {
    if a == b {
        return true;
    }
    let (x, y) = (func.expr(a), func.expr(b));
    if x.ty != y.ty {
        return false;
    }
    match (x.kind, y.kind) {
        (ExprKind::Literal(p), ExprKind::Literal(q)) => p == q,
        (ExprKind::Param(p), ExprKind::Param(q)) => p == q,
        (ExprKind::LocalAddr(p), ExprKind::LocalAddr(q)) => p == q,
        (ExprKind::Load(p), ExprKind::Load(q)) => same(func, p, q),
        (
            ExprKind::Unary { op, operand },
            ExprKind::Unary {
                op: op2,
                operand: operand2,
            },
        ) => op == op2 && same(func, operand, operand2),
        (
            ExprKind::Binary { op, lhs, rhs },
            ExprKind::Binary {
                op: op2,
                lhs: lhs2,
                rhs: rhs2,
            },
        ) => op == op2 && same(func, lhs, lhs2) && same(func, rhs, rhs2),
        (
            ExprKind::Convert { kind, operand },
            ExprKind::Convert {
                kind: kind2,
                operand: operand2,
            },
        ) => kind == kind2 && same(func, operand, operand2),
        _ => false,
    }
}
