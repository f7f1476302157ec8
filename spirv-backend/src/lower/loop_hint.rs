//! Which loops get the `Unroll` loop-control hint.
//!
//! Drivers take `Unroll` as a promise that unrolling is worthwhile, and Mesa's compiler
//! (lavapipe) miscompiled data-dependent loops carrying it (`while (n != 1)` ran past the exit).
//! So the hint goes only on loops whose trip count is a provably small constant: a counted
//! `for` loop (`for (i = C0; i < C1; i += C2)`, any of `<`, `<=`, `>`, `>=`, `!=`, counting up
//! or down) whose induction variable is a scalar integer local that the body and the condition
//! only read (no store, no address taken), with constant start, bound and step, and at most
//! [`MAX_UNROLL_TRIPS`] iterations without leaving the variable's type.

use super::analysis;
use oclvk_frontend::ir::{self, BinaryOp, ExprId, ExprKind, Literal, LocalId, Stmt, TempId, Type};

/// The most iterations a hinted loop may run (SGEMM's 4x4 and 16-step tile loops need 16).
const MAX_UNROLL_TRIPS: u32 = 64;

/// A counted loop with a small constant trip count: `var` runs from `start` by `step`,
/// `trips` times (at least once), and only the step changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountedLoop {
    pub var: LocalId,
    pub start: i128,
    pub step: i128,
    pub trips: u32,
}

impl CountedLoop {
    /// The variable's value in iteration `k` (`trips`: its value after the loop).
    pub fn value(&self, k: u32) -> i128 {
        self.start + self.step * i128::from(k)
    }
}

/// Whether the loop `cond`/`step`/`body`, preceded in its block by `prev`, is a counted loop
/// with a small constant trip count (see the module comment).
pub(crate) fn small_counted_loop(
    m: &ir::Module,
    func: &ir::Function,
    prev: Option<&Stmt>,
    cond: ExprId,
    step: ExprId,
    body: &ir::Block,
) -> bool {
    counted_loop(m, func, prev, cond, step, body).is_some()
}

/// The `for` loop `cond`/`step`/`body`, preceded in its block by `prev` (its initialization),
/// as a [`CountedLoop`] when it is one with at most 64 iterations (`MAX_UNROLL_TRIPS`; see the
/// module comment); the portable targets unroll these (`oclvk-naga`).
pub fn counted_loop(
    m: &ir::Module,
    func: &ir::Function,
    prev: Option<&Stmt>,
    cond: ExprId,
    step: ExprId,
    body: &ir::Block,
) -> Option<CountedLoop> {
    let Some(Stmt::Expr(init)) = prev else {
        return None;
    };
    let ExprKind::Store { ptr, value } = func.expr(*init).kind else {
        return None;
    };
    let ExprKind::LocalAddr(var) = func.expr(ptr).kind else {
        return None;
    };
    let Type::Scalar(scalar) = m.types.get(func.local(var).ty) else {
        return None;
    };
    if !scalar.is_integer() {
        return None;
    }
    let int = IntType {
        bits: scalar.bits(),
        signed: scalar.is_signed(),
    };
    let start = int_constant(func, value, int)?;
    let (op, bound) = comparison(func, cond, var, int)?;
    let mut stepper = Stepper {
        func,
        var,
        int,
        temps: Vec::new(),
        delta: 0,
    };
    if stepper.eval(step).is_none() || stepper.delta == 0 {
        return None;
    }
    let trips = trip_count(start, op, bound, stepper.delta, int)?;
    (trips > 0
        && only_read(func, var, cond)
        && block_only_reads(func, var, body)
        && !address_escapes(func, var))
    .then_some(CountedLoop {
        var,
        start,
        step: stepper.delta,
        trips,
    })
}

/// The net move of `var` by a step expression (`i++`: 1, `i -= 2`: -2), when the step moves
/// it by a constant and does nothing else.
pub(crate) fn step_delta(
    func: &ir::Function,
    var: LocalId,
    scalar: ir::Scalar,
    step: ExprId,
) -> Option<i128> {
    let mut stepper = Stepper {
        func,
        var,
        int: IntType {
            bits: scalar.bits(),
            signed: scalar.is_signed(),
        },
        temps: Vec::new(),
        delta: 0,
    };
    stepper.eval(step)?;
    Some(stepper.delta)
}

/// Whether the function uses `&var` other than to load or store it (directly or through a
/// `let t = &var` temporary), so that a pointer could write it behind the loop's back.
pub(crate) fn address_escapes(func: &ir::Function, var: LocalId) -> bool {
    let temps = analysis::local_temps(func);
    let is_var = |e: ExprId| analysis::addressed_local(func, &temps, e) == Some(var);
    let mut operands = Vec::new();
    func.exprs.iter().any(|e| match e.kind {
        ExprKind::Load(_) => false,
        ExprKind::Store { value, .. } => is_var(value),
        ExprKind::Let { value, body, .. } => {
            is_var(body) || matches!(func.expr(value).kind, ExprKind::Temp(_)) && is_var(value)
        }
        ref kind => {
            operands.clear();
            push_operands(func, kind, &mut operands);
            operands.iter().any(|&o| is_var(o))
        }
    })
}

#[derive(Clone, Copy)]
struct IntType {
    bits: u32,
    signed: bool,
}

impl IntType {
    fn contains(self, v: i128) -> bool {
        let (min, max) = if self.signed {
            (-(1i128 << (self.bits - 1)), (1i128 << (self.bits - 1)) - 1)
        } else {
            (0, (1i128 << self.bits) - 1)
        };
        (min..=max).contains(&v)
    }

    /// A literal's bit pattern read as a value of this type.
    fn decode(self, bits: u64) -> i128 {
        let shift = 64 - self.bits;
        if self.signed {
            i128::from(((bits << shift) as i64) >> shift)
        } else {
            i128::from((bits << shift) >> shift)
        }
    }
}

/// An integer literal of exactly the variable's type.
fn int_constant(func: &ir::Function, e: ExprId, int: IntType) -> Option<i128> {
    match func.expr(e).kind {
        ExprKind::Literal(Literal::Int(bits)) => Some(int.decode(bits)),
        _ => None,
    }
}

/// Whether `e` reads the variable (`load &var`).
fn reads_var(func: &ir::Function, e: ExprId, var: LocalId) -> bool {
    matches!(func.expr(e).kind, ExprKind::Load(p)
        if matches!(func.expr(p).kind, ExprKind::LocalAddr(v) if v == var))
}

/// The condition as `var OP bound` (a constant on the left is turned around).
fn comparison(
    func: &ir::Function,
    cond: ExprId,
    var: LocalId,
    int: IntType,
) -> Option<(BinaryOp, i128)> {
    let ExprKind::Binary { op, lhs, rhs } = func.expr(cond).kind else {
        return None;
    };
    let mirrored = match op {
        BinaryOp::Lt => BinaryOp::Gt,
        BinaryOp::Le => BinaryOp::Ge,
        BinaryOp::Gt => BinaryOp::Lt,
        BinaryOp::Ge => BinaryOp::Le,
        BinaryOp::Ne => BinaryOp::Ne,
        _ => return None,
    };
    if reads_var(func, lhs, var) {
        Some((op, int_constant(func, rhs, int)?))
    } else if reads_var(func, rhs, var) {
        Some((mirrored, int_constant(func, lhs, int)?))
    } else {
        None
    }
}

/// Iterations of `for (v = start; v OP bound; v += delta)`, when at most [`MAX_UNROLL_TRIPS`]
/// and every value the variable takes, the exit value included, fits its type (no wrap-around,
/// which would make an unsigned loop run on and a signed one undefined).
fn trip_count(start: i128, op: BinaryOp, bound: i128, delta: i128, int: IntType) -> Option<u32> {
    let holds = |v: i128| match op {
        BinaryOp::Lt => v < bound,
        BinaryOp::Le => v <= bound,
        BinaryOp::Gt => v > bound,
        BinaryOp::Ge => v >= bound,
        _ => v != bound,
    };
    let mut v = start;
    let mut trips = 0;
    while holds(v) {
        trips += 1;
        v += delta;
        if trips > MAX_UNROLL_TRIPS || !int.contains(v) {
            return None;
        }
    }
    Some(trips)
}

/// What a step expression's value is, symbolically.
#[derive(Clone, Copy, PartialEq)]
enum Sym {
    /// `&var`.
    VarAddr,
    /// The variable's value before the step plus this.
    VarPlus(i128),
    Const(i128),
}

/// Evaluates a step expression in order, accepting only constant moves of the variable
/// (`i++`, `++i`, `i += C`, `i = i - C`, ...): the step's net effect is `var += delta`.
struct Stepper<'a> {
    func: &'a ir::Function,
    var: LocalId,
    int: IntType,
    temps: Vec<(TempId, Sym)>,
    /// How far the stores so far moved the variable.
    delta: i128,
}

impl Stepper<'_> {
    fn eval(&mut self, e: ExprId) -> Option<Sym> {
        match self.func.expr(e).kind {
            ExprKind::LocalAddr(v) if v == self.var => Some(Sym::VarAddr),
            ExprKind::Literal(Literal::Int(bits)) => Some(Sym::Const(self.int.decode(bits))),
            ExprKind::Temp(t) => self
                .temps
                .iter()
                .rev()
                .find(|(id, _)| *id == t)
                .map(|(_, s)| *s),
            ExprKind::Let { temp, value, body } => {
                let v = self.eval(value)?;
                self.temps.push((temp, v));
                self.eval(body)
            }
            ExprKind::Load(p) => {
                (self.eval(p)? == Sym::VarAddr).then_some(Sym::VarPlus(self.delta))
            }
            ExprKind::Store { ptr, value } => {
                let target = self.eval(ptr)?;
                let Sym::VarPlus(d) = self.eval(value)? else {
                    return None;
                };
                if target != Sym::VarAddr {
                    return None;
                }
                self.delta = d;
                Some(Sym::VarPlus(d))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (l, r) = (self.eval(lhs)?, self.eval(rhs)?);
                match (op, l, r) {
                    (BinaryOp::Add, Sym::VarPlus(d), Sym::Const(c))
                    | (BinaryOp::Add, Sym::Const(c), Sym::VarPlus(d)) => Some(Sym::VarPlus(d + c)),
                    (BinaryOp::Sub, Sym::VarPlus(d), Sym::Const(c)) => Some(Sym::VarPlus(d - c)),
                    _ => None,
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.eval(lhs)?;
                self.eval(rhs)
            }
            _ => None,
        }
    }
}

/// Whether every use of `&var` in the block's statements is a plain read of it.
pub(crate) fn block_only_reads(func: &ir::Function, var: LocalId, block: &ir::Block) -> bool {
    block.all_exprs(|e| only_read(func, var, e))
}

/// Whether every `&var` in the expression tree is the operand of a load: then nothing in it
/// stores to the variable or lets its address escape.
pub(crate) fn only_read(func: &ir::Function, var: LocalId, e: ExprId) -> bool {
    let mut pending = vec![e];
    while let Some(e) = pending.pop() {
        let kind = &func.expr(e).kind;
        match *kind {
            ExprKind::LocalAddr(v) if v == var => return false,
            ExprKind::Load(p) if matches!(func.expr(p).kind, ExprKind::LocalAddr(v) if v == var) => {
            }
            _ => push_operands(func, kind, &mut pending),
        }
    }
    true
}

/// Pushes an expression's operands (the IR's one enumeration of them).
pub(crate) fn push_operands(func: &ir::Function, kind: &ExprKind, out: &mut Vec<ExprId>) {
    func.for_each_operand_of(kind, |o| out.push(o));
}
