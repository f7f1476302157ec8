//! Integer divisions that cannot trap (the Vulkan and portable targets).
//!
//! Why: an integer `a / b` or `a % b` with `b` 0, or with `a` the type's minimum and `b` -1
//! (signed), is undefined in C, so no program sees what it computes; but a division in code no
//! work-item runs still reaches the driver's compiler, and one that runs its lanes together
//! (llvmpipe) executes it for lanes a branch masks off. Mesa 22.3 constant-folds `INT_MIN / -1`
//! of a never-taken branch with the host's division and dies of SIGFPE (random programs 12566
//! and 15339, docs/fuzzing.md; `tests/random_programs/regressions/lavapipe-sigfpe.cl`).
//!
//! What: every such division (scalar or vector, of any width the target divides with an
//! instruction) divides by `trap ? 1 : b`, where `trap` is `b == 0`, or for a signed type
//! `b == 0 | (a == MIN & b == -1)`: the quotient is then `a` (`MIN / -1` wraps to `MIN`) and
//! the remainder 0. Operands that are not a literal, a parameter or a temporary are bound once
//! (`let`), in their order, so nothing is evaluated twice. A literal divisor other than 0 (and
//! -1 when signed), or a vector of one in every lane, is safe as it is. The condition is a
//! plain (non-short-circuit) `bool` expression for scalars and lane masks for vectors, and the
//! select's arms are values already, so the writers make a select of it, never a branch: no
//! lane and no folder sees a trapping division.
//!
//! Not here: how a driver's division is written (NVIDIA's `OpSRem` of a negative dividend is a
//! subtraction of a product in the SPIR-V writer, `shader_compiler_workarounds`). 64-bit
//! divisions are the library's calls on the SPIR-V targets for Vulkan (the `math-library` stage,
//! which runs before this one so that the library's own divisions are guarded too); where a
//! `long` is held in its low 32 bits (WGSL, naga's GLSL) the naga writer divides those halves
//! in registers whose kind its own analysis picks, and guards that division itself.

use oclvk_frontend::ir::{self, BinaryOp, ConvertKind, ExprId, ExprKind, Literal, Scalar, TempId};

/// `m` with every integer division guarded, or `None` when none needs it. With
/// `guard_64_bit` false, 64-bit divisions are left as they are.
pub(crate) fn trap_free_divisions(m: &ir::Module, guard_64_bit: bool) -> Option<ir::Module> {
    let needs = |types: &ir::TypeArena, f: &ir::Function| {
        f.exprs
            .iter()
            .any(|e| guarded(types, f, e, guard_64_bit).is_some())
    };
    super::rewrite_functions(m, needs, |types, func| {
        let mut next_temp = func.first_free_temp();
        // The expressions added below are not revisited: each division is rewritten in place,
        // so a parent keeps its handle and an operand's own divisions are rewritten at theirs.
        let divisions: Vec<ExprId> = func
            .exprs
            .enumerate()
            .filter(|(_, e)| guarded(types, func, e, guard_64_bit).is_some())
            .map(|(id, _)| id)
            .collect();
        for id in divisions {
            guard(types, func, id, &mut next_temp);
        }
    })
}

/// The operator and operands of `e` when it is an integer division that needs a guard.
fn guarded(
    types: &ir::TypeArena,
    f: &ir::Function,
    e: &ir::Expr,
    guard_64_bit: bool,
) -> Option<(BinaryOp, ExprId, ExprId)> {
    let ExprKind::Binary {
        op: op @ (BinaryOp::Div | BinaryOp::Rem),
        lhs,
        rhs,
    } = e.kind
    else {
        return None;
    };
    let s = types.scalar_of(e.ty).filter(|s| s.is_integer())?;
    if s.bits() == 64 && !guard_64_bit {
        return None;
    }
    let safe_literal = |e: ExprId| match f.expr(e).kind {
        ExprKind::Literal(Literal::Int(v)) => {
            let all_ones = u64::MAX >> (64 - s.bits());
            let v = v & all_ones;
            v != 0 && !(s.is_signed() && v == all_ones)
        }
        _ => false,
    };
    let safe = match f.expr(rhs).kind {
        ExprKind::Convert {
            kind: ConvertKind::Splat,
            operand,
        } => safe_literal(operand),
        _ => safe_literal(rhs),
    };
    (!safe).then_some((op, lhs, rhs))
}

/// Rewrites the division `id` into `let a' = a in let b' = b in a' op (trap ? 1 : b')`.
fn guard(types: &mut ir::TypeArena, f: &mut ir::Function, id: ExprId, next_temp: &mut TempId) {
    let e = *f.expr(id);
    let Some((op, lhs, rhs)) = guarded(types, f, &e, true) else {
        return;
    };
    let (ty, span) = (e.ty, e.span);
    let Some(s) = types.scalar_of(ty) else {
        return;
    };
    let lanes = match types.get(ty) {
        ir::Type::Vector { len, .. } => Some(len),
        _ => None,
    };
    let mut bindings = Vec::new();
    let mut operand = |f: &mut ir::Function, value: ExprId| match f.expr(value).kind {
        ExprKind::Literal(_) | ExprKind::Param(_) | ExprKind::Temp(_) => value,
        _ => {
            let temp = next_temp.advance();
            bindings.push((temp, value));
            f.add_expr(ExprKind::Temp(temp), ty, span)
        }
    };
    let a = operand(f, lhs);
    let b = operand(f, rhs);
    // Comparisons of scalars are `bool`, of vectors masks of the lanes' signed type.
    let (cond_ty, or, and) = match lanes {
        Some(len) => (
            types.vector(s.with_signedness(true), len),
            BinaryOp::BitOr,
            BinaryOp::BitAnd,
        ),
        None => (
            types.scalar(Scalar::Bool),
            BinaryOp::BoolOr,
            BinaryOp::BoolAnd,
        ),
    };
    let scalar_ty = types.scalar(s);
    let constant = |f: &mut ir::Function, v: u64| {
        let all_ones = u64::MAX >> (64 - s.bits());
        let lit = f.add_expr(
            ExprKind::Literal(Literal::Int(v & all_ones)),
            scalar_ty,
            span,
        );
        match lanes {
            Some(_) => {
                let splat = ExprKind::Convert {
                    kind: ConvertKind::Splat,
                    operand: lit,
                };
                f.add_expr(splat, ty, span)
            }
            None => lit,
        }
    };
    let compare = |f: &mut ir::Function, x: ExprId, v: u64| {
        let c = constant(f, v);
        let kind = ExprKind::Binary {
            op: BinaryOp::Eq,
            lhs: x,
            rhs: c,
        };
        f.add_expr(kind, cond_ty, span)
    };
    let combine = |f: &mut ir::Function, op: BinaryOp, lhs: ExprId, rhs: ExprId| {
        f.add_expr(ExprKind::Binary { op, lhs, rhs }, cond_ty, span)
    };
    let mut trap = compare(f, b, 0);
    if s.is_signed() {
        let at_minimum = compare(f, a, 1 << (s.bits() - 1));
        let by_minus_one = compare(f, b, u64::MAX);
        let overflows = combine(f, and, at_minimum, by_minus_one);
        trap = combine(f, or, trap, overflows);
    }
    let one = constant(f, 1);
    let divisor = ExprKind::Select {
        cond: trap,
        then: one,
        otherwise: b,
    };
    let divisor = f.add_expr(divisor, ty, span);
    let division = ExprKind::Binary {
        op,
        lhs: a,
        rhs: divisor,
    };
    // The outermost binding (or the division itself) keeps the division's handle, so its
    // parents need no change.
    let Some((&(temp, value), inner)) = bindings.split_first() else {
        f.exprs[id].kind = division;
        return;
    };
    let mut body = f.add_expr(division, ty, span);
    for &(temp, value) in inner.iter().rev() {
        body = f.add_expr(ExprKind::Let { temp, value, body }, ty, span);
    }
    f.exprs[id].kind = ExprKind::Let { temp, value, body };
}
