//! `long`/`ulong` where the language has no 64-bit integers (WGSL, naga's GLSL).
//!
//! A 64-bit value is held as its low 32 bits. Addition, subtraction, multiplication, left
//! shifts and the bitwise operators compute the low half of their result exactly (it depends on
//! the low halves of the operands only), and conversions to narrower integers and indices read
//! only the low half. What needs the high half (comparisons, division, remainder, right shifts,
//! conversions to floating point or `bool`, saturation, builtins) is exact only where the high
//! half is known from the low one: a [`Fit`], found by a flow-insensitive analysis of the whole
//! module (work-item functions give values below 2^32, conversions from 32-bit types zero- or
//! sign-extend, a variable holds the meet of everything stored into it, a parameter of every
//! argument passed, ...). Where it is not known the function writer refuses the construct with
//! a diagnostic naming the target: never a wrong answer.

use oclvk_frontend::ir::{
    self, BinaryOp, Builtin, ConvertKind, ExprId, ExprKind, FunctionId, HandleVec, LocalId, Scalar,
    SimpleBuiltin as S, Stmt, TempId, Type, UnaryOp,
};
use std::collections::HashMap;

/// What a 64-bit value's high half is known to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fit {
    /// Zero: the value is its low half zero-extended (`0 <= v < 2^32` as unsigned bits).
    pub zero: bool,
    /// The low half's sign: the value is its low half sign-extended.
    pub sign: bool,
}

impl Fit {
    /// Only the low half is known.
    pub const LOW: Fit = Fit {
        zero: false,
        sign: false,
    };
    /// `0 <= v < 2^31`: both.
    const BOTH: Fit = Fit {
        zero: true,
        sign: true,
    };
    const ZERO: Fit = Fit {
        zero: true,
        sign: false,
    };
    const SIGN: Fit = Fit {
        zero: false,
        sign: true,
    };

    fn meet(self, o: Fit) -> Fit {
        Fit {
            zero: self.zero && o.zero,
            sign: self.sign && o.sign,
        }
    }

    fn of_bits(v: u64) -> Fit {
        Fit {
            zero: v >> 32 == 0,
            sign: v as i64 == v as i32 as i64,
        }
    }
}

/// The fits of every 64-bit integer expression of a module.
pub(crate) struct Fits {
    exprs: HandleVec<ir::Function, HandleVec<ir::Expr, Fit>>,
}

impl Fits {
    pub fn of(&self, f: FunctionId, e: ExprId) -> Fit {
        self.exprs
            .get(f)
            .and_then(|v| v.get(e))
            .copied()
            .unwrap_or(Fit::LOW)
    }
}

/// Whether a type's lanes are 64-bit integers.
pub(crate) fn is_wide(m: &ir::Module, ty: ir::TypeId) -> bool {
    matches!(
        m.types.get(ty),
        Type::Scalar(Scalar::Long | Scalar::Ulong)
            | Type::Vector {
                scalar: Scalar::Long | Scalar::Ulong,
                ..
            }
    )
}

/// Whether an aggregate (struct or array) holds 64-bit integers somewhere inside.
fn holds_wide(m: &ir::Module, ty: ir::TypeId) -> bool {
    match m.types.get(ty) {
        Type::Array { elem, .. } => is_wide(m, elem) || holds_wide(m, elem),
        Type::Struct(sid) => m
            .types
            .struct_def(sid)
            .fields
            .iter()
            .any(|fl| is_wide(m, fl.ty) || holds_wide(m, fl.ty)),
        _ => false,
    }
}

/// One function's facts that do not change between rounds.
struct Shape {
    temps: HashMap<TempId, ExprId>,
    returns: Vec<ExprId>,
    escaped: Vec<LocalId>,
}

/// The local variable a pointer leads into, through element, field and offset steps.
fn root_local(f: &ir::Function, temps: &HashMap<TempId, ExprId>, mut e: ExprId) -> Option<LocalId> {
    for _ in 0..=f.exprs.len() {
        e = match f.expr(e).kind {
            ExprKind::LocalAddr(l) => return Some(l),
            ExprKind::ElementPtr { base, .. } | ExprKind::FieldPtr { base, .. } => base,
            ExprKind::PtrOffset { ptr, .. } => ptr,
            ExprKind::Temp(t) => *temps.get(&t)?,
            ExprKind::Let { body, .. } => body,
            ExprKind::Comma { rhs, .. } => rhs,
            ExprKind::Convert {
                kind: ConvertKind::AddressSpace | ConvertKind::Bitcast,
                operand,
            } => operand,
            _ => return None,
        };
    }
    None
}

fn shape(m: &ir::Module, f: &ir::Function) -> Shape {
    let mut temps = HashMap::new();
    for e in &f.exprs {
        if let ExprKind::Let { temp, value, .. } = e.kind {
            temps.insert(temp, value);
        }
    }
    let mut returns = Vec::new();
    f.body.for_each_stmt(&mut |s| {
        if let Stmt::Return(Some(e), _) = s {
            returns.push(*e);
        }
    });
    // A pointer into a local that is passed, stored, chosen or given to a builtin lets the
    // local change out of sight: only its low half is known.
    let mut escaped = Vec::new();
    let mut leaves = |e: ExprId| {
        if matches!(m.types.get(f.expr(e).ty), Type::Pointer { .. }) {
            if let Some(l) = root_local(f, &temps, e) {
                escaped.push(l);
            }
        }
    };
    for e in &f.exprs {
        match e.kind {
            ExprKind::Call { args, .. } | ExprKind::Builtin { args, .. } => {
                f.list(args).iter().for_each(|&a| leaves(a))
            }
            ExprKind::Composite(list) | ExprKind::VectorLiteral(list) => {
                f.list(list).iter().for_each(|&a| leaves(a))
            }
            ExprKind::Store { value, .. } => leaves(value),
            ExprKind::Select {
                then, otherwise, ..
            } => {
                leaves(then);
                leaves(otherwise);
            }
            ExprKind::Convert {
                kind: ConvertKind::PtrToInt,
                operand,
            } => leaves(operand),
            _ => {}
        }
    }
    Shape {
        temps,
        returns,
        escaped,
    }
}

/// The state of one round: what each variable, parameter and result may hold.
struct State {
    exprs: HandleVec<ir::Function, HandleVec<ir::Expr, Fit>>,
    locals: HandleVec<ir::Function, HandleVec<ir::Local, Fit>>,
    params: HandleVec<ir::Function, Vec<Fit>>,
    returns: HandleVec<ir::Function, Fit>,
    changed: bool,
}

fn lower_to(slot: &mut Fit, to: Fit, changed: &mut bool) {
    let new = slot.meet(to);
    if new != *slot {
        *slot = new;
        *changed = true;
    }
}

pub(crate) fn analyze(m: &ir::Module) -> Fits {
    let shapes: HandleVec<ir::Function, Shape> = m.functions.iter().map(|f| shape(m, f)).collect();
    let mut st = State {
        exprs: m
            .functions
            .iter()
            .map(|f| HandleVec::for_arena(&f.exprs, Fit::BOTH))
            .collect(),
        locals: m
            .functions
            .iter()
            .map(|f| HandleVec::for_arena(&f.locals, Fit::BOTH))
            .collect(),
        params: m
            .functions
            .iter()
            .map(|f| {
                // A kernel's arguments come from the host.
                let fit = if f.kernel.is_some() {
                    Fit::LOW
                } else {
                    Fit::BOTH
                };
                vec![fit; f.params.len()]
            })
            .collect(),
        returns: HandleVec::for_arena(&m.functions, Fit::BOTH),
        changed: true,
    };
    for (fi, s) in shapes.enumerate() {
        for l in &s.escaped {
            if let Some(slot) = st.locals[fi].get_mut(*l) {
                *slot = Fit::LOW;
            }
        }
    }
    // Every fit only ever lowers, so the rounds end (at most twice per fit).
    while st.changed {
        st.changed = false;
        for (fi, f) in m.functions.enumerate() {
            round(m, fi, f, &shapes[fi], &mut st);
        }
    }
    Fits { exprs: st.exprs }
}

fn round(m: &ir::Module, fi: FunctionId, f: &ir::Function, shape: &Shape, st: &mut State) {
    let mut changed = false;
    for (id, e) in f.exprs.enumerate() {
        let fit = if is_wide(m, e.ty) {
            transfer(m, fi, f, shape, st, id)
        } else {
            Fit::BOTH
        };
        lower_to(&mut st.exprs[fi][id], fit, &mut changed);
        let ex = |st: &State, e: ExprId| st.exprs[fi][e];
        match e.kind {
            ExprKind::Store { ptr, value } | ExprKind::StoreLanes { ptr, value, .. }
                if is_wide(m, f.expr(value).ty) || holds_wide(m, f.expr(value).ty) =>
            {
                if let Some(l) = root_local(f, &shape.temps, ptr) {
                    // An aggregate's 64-bit parts are not followed: only their low halves are
                    // known.
                    let v = if is_wide(m, f.expr(value).ty) {
                        ex(st, value)
                    } else {
                        Fit::LOW
                    };
                    if let Some(slot) = st.locals[fi].get_mut(l) {
                        lower_to(slot, v, &mut changed);
                    }
                }
            }
            ExprKind::Call { function, args } => {
                for (k, &a) in f.list(args).iter().enumerate() {
                    if is_wide(m, f.expr(a).ty) {
                        let v = ex(st, a);
                        if let Some(slot) = st.params[function].get_mut(k) {
                            lower_to(slot, v, &mut changed);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    for &r in &shape.returns {
        let v = st.exprs[fi][r];
        lower_to(&mut st.returns[fi], v, &mut changed);
    }
    st.changed |= changed;
}

fn transfer(
    m: &ir::Module,
    fi: FunctionId,
    f: &ir::Function,
    shape: &Shape,
    st: &State,
    id: ExprId,
) -> Fit {
    let ex = |e: ExprId| st.exprs[fi][e];
    let e = f.expr(id);
    let signed = matches!(m.types.scalar_of(e.ty), Some(Scalar::Long));
    let shift_count = |rhs: ExprId| match f.expr(rhs).kind {
        ExprKind::Literal(ir::Literal::Int(c)) => Some(c & 63),
        _ => None,
    };
    match e.kind {
        ExprKind::Literal(ir::Literal::Int(v)) => Fit::of_bits(v),
        ExprKind::Literal(_) => Fit::BOTH,
        ExprKind::Composite(list) | ExprKind::VectorLiteral(list) => f
            .list(list)
            .iter()
            .fold(Fit::BOTH, |acc, &p| acc.meet(ex(p))),
        ExprKind::Param(i) => st.params[fi].get(i as usize).copied().unwrap_or(Fit::LOW),
        ExprKind::Temp(t) => shape.temps.get(&t).map_or(Fit::LOW, |&v| ex(v)),
        ExprKind::Let { body, .. } => ex(body),
        ExprKind::Load(p) => root_local(f, &shape.temps, p)
            .and_then(|l| st.locals[fi].get(l).copied())
            .unwrap_or(Fit::LOW),
        ExprKind::Store { value, .. } | ExprKind::StoreLanes { value, .. } => ex(value),
        ExprKind::Unary { op, operand } => {
            let o = ex(operand);
            match op {
                UnaryOp::BitNot => Fit {
                    zero: false,
                    sign: o.sign,
                },
                // -v of 0 <= v < 2^31 is above -2^31.
                UnaryOp::Neg if o == Fit::BOTH => Fit::SIGN,
                _ => Fit::LOW,
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let (l, r) = (ex(lhs), ex(rhs));
            match op {
                BinaryOp::Add if l == Fit::BOTH && r == Fit::BOTH => Fit::ZERO,
                BinaryOp::Sub if l == Fit::BOTH && r == Fit::BOTH => Fit::SIGN,
                BinaryOp::Div | BinaryOp::Rem if l.zero && r.zero => Fit {
                    zero: true,
                    sign: l.sign || (op == BinaryOp::Rem && r.sign),
                },
                BinaryOp::Rem if signed && l.sign && r.sign => Fit::SIGN,
                // The quotient of two sign-extended values is one too, but for
                // MIN / -1 (2^31): unless the divisor is a constant other than -1.
                BinaryOp::Div if signed && l.sign && r.sign => match f.expr(rhs).kind {
                    ExprKind::Literal(ir::Literal::Int(c)) if c as i64 != -1 => Fit::SIGN,
                    _ => Fit::LOW,
                },
                BinaryOp::Shr => match shift_count(rhs) {
                    Some(0) => l,
                    Some(_) if l.zero => Fit::BOTH,
                    Some(_) if signed && l.sign => Fit::SIGN,
                    _ => Fit::LOW,
                },
                BinaryOp::BitAnd => Fit {
                    zero: l.zero || r.zero,
                    sign: l.sign && r.sign,
                },
                BinaryOp::BitOr | BinaryOp::BitXor => l.meet(r),
                _ => Fit::LOW,
            }
        }
        ExprKind::Select {
            then, otherwise, ..
        } => ex(then).meet(ex(otherwise)),
        ExprKind::Convert { kind, operand } => {
            let from = f.expr(operand).ty;
            match kind {
                ConvertKind::Numeric { saturate, .. } => {
                    match m.types.scalar_of(from) {
                        Some(Scalar::Long | Scalar::Ulong) if saturate => {
                            // Refused unless 0 <= v < 2^31, which stays.
                            Fit::BOTH
                        }
                        Some(Scalar::Long | Scalar::Ulong) => ex(operand),
                        Some(Scalar::Bool | Scalar::Uchar | Scalar::Ushort) => Fit::BOTH,
                        Some(Scalar::Uint) => Fit::ZERO,
                        // A negative value saturated into `ulong` is 0.
                        Some(Scalar::Char | Scalar::Short | Scalar::Int) if saturate && !signed => {
                            Fit::BOTH
                        }
                        Some(Scalar::Char | Scalar::Short | Scalar::Int) => Fit::SIGN,
                        _ => Fit::LOW,
                    }
                }
                ConvertKind::Splat => ex(operand),
                ConvertKind::Bitcast if is_wide(m, from) => ex(operand),
                _ => Fit::LOW,
            }
        }
        ExprKind::Call { function, .. } => st.returns.get(function).copied().unwrap_or(Fit::LOW),
        ExprKind::Builtin {
            builtin: Builtin::Simple(s),
            args,
        } => match s {
            S::GetGlobalId
            | S::GetGlobalSize
            | S::GetGroupId
            | S::GetNumGroups
            | S::GetGlobalOffset
            | S::GetGlobalLinearId
            // A layer count, from the image's 32-bit query.
            | S::GetImageArraySize => Fit::ZERO,
            S::GetLocalId
            | S::GetLocalSize
            | S::GetEnqueuedLocalSize
            | S::GetLocalLinearId
            | S::GetWorkDim => Fit::BOTH,
            S::Min | S::Max | S::Clamp => f
                .list(args)
                .iter()
                .fold(Fit::BOTH, |acc, &a| acc.meet(ex(a))),
            _ => Fit::LOW,
        },
        ExprKind::PtrDiff { .. } => Fit::SIGN,
        ExprKind::Swizzle { vector, .. } | ExprKind::ExtractLane { vector, .. } => ex(vector),
        ExprKind::Comma { rhs, .. } => ex(rhs),
        _ => Fit::LOW,
    }
}
