//! [`validate`]: checks the invariants the IR promises (see the list in `ir/mod.rs`), so that a
//! producer that breaks one (sema, or a backend rewrite such as math-library linking) is caught
//! where it happens rather than as a bad SPIR-V module or a panic in the lowering.
//!
//! The checks walk each function's statement tree, so that `Let` scoping and `break`/`continue`
//! placement are checked where they occur, and each expression's user is recorded as the walk
//! meets it: a second user (of anything but a leaf that [`ExprKind::is_shareable_leaf`] lets be
//! shared) is [`Problem::SharedOperand`], and the expression is not walked again. Every problem
//! is collected (not only the first); a module whose type arena is itself broken stops at the
//! type checks, since every later check reads types.

use super::*;
use std::fmt;

/// Where a [`ValidationError`] was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Types,
    Global(String),
    Function { name: String, expr: Option<ExprId> },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Types => f.write_str("type arena"),
            Place::Global(name) => write!(f, "global '{name}'"),
            Place::Function { name, expr: None } => write!(f, "function '{name}'"),
            Place::Function {
                name,
                expr: Some(e),
            } => write!(f, "function '{name}', expression e{}", e.index()),
        }
    }
}

/// A broken IR invariant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {problem}")]
pub struct ValidationError {
    pub place: Place,
    pub problem: Problem,
}

/// What is wrong; types are spelled as [`TypeArena::display`] does.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("{what} {index} is out of range (there are {count})")]
    OutOfRange {
        what: &'static str,
        index: u64,
        count: u64,
    },
    #[error("{what} has type '{found}', expected {expected}")]
    WrongType {
        what: &'static str,
        expected: String,
        found: String,
    },
    #[error("operand types differ: '{lhs}' and '{rhs}'")]
    OperandsDiffer { lhs: String, rhs: String },
    #[error("temporary t{} is used outside the `let` that binds it", .0.index())]
    UnboundTemp(TempId),
    #[error("`break` outside a loop or switch")]
    StrayBreak,
    #[error("`continue` outside a loop")]
    StrayContinue,
    #[error("call of '{callee}' passes {found} arguments, it takes {expected}")]
    ArgumentCount {
        callee: String,
        expected: usize,
        found: usize,
    },
    #[error("`{0}` reads or writes an atomic object (only atomic builtins may)")]
    AtomicAccess(&'static str),
    #[error("a generic pointer in an OpenCL C {0} module (generic needs 2.0 or later)")]
    GenericPointer(u32),
    #[error("vector of {0} lanes (2, 3, 4, 8 or 16)")]
    VectorLength(u8),
    #[error("conversion `{kind}` from '{from}' to '{to}' is not one it can do")]
    BadConversion {
        kind: &'static str,
        from: String,
        to: String,
    },
    #[error("relocation at byte {offset} does not fit in the {size}-byte object")]
    RelocationOutside { offset: u32, size: u64 },
    #[error("a {found}-byte initial value is larger than the {size}-byte object")]
    InitTooLong { found: usize, size: u64 },
    #[error(
        "{} (an expression has one user: `let` names a value used twice)",
        users_of_shared(first, second)
    )]
    SharedOperand { first: User, second: User },
}

/// [`Problem::SharedOperand`]'s users, in words.
fn users_of_shared(first: &User, second: &User) -> String {
    if first == second {
        format!("the operand of {first} twice")
    } else {
        format!("the operand of both {first} and {second}")
    }
}

/// What uses an expression as its operand: another expression, or a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum User {
    Expr(ExprId),
    /// The statement's part that holds the expression ("the `if` condition").
    Stmt(&'static str),
}

impl fmt::Display for User {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            User::Expr(e) => write!(f, "e{}", e.index()),
            User::Stmt(part) => f.write_str(part),
        }
    }
}

/// Checks `module` against the IR's invariants; every violation found, or `Ok`.
pub fn validate(module: &Module) -> Result<(), Vec<ValidationError>> {
    let mut errors = Vec::new();
    check_types(module, &mut errors);
    if errors.is_empty() {
        check_globals(module, &mut errors);
        for func in &module.functions {
            FunctionChecker::new(module, func, &mut errors).check();
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn check_types(m: &Module, errors: &mut Vec<ValidationError>) {
    let count = m.types.iter().count() as u64;
    let structs = m.types.struct_count() as u64;
    let mut push = |problem| {
        errors.push(ValidationError {
            place: Place::Types,
            problem,
        })
    };
    let in_range = |t: TypeId| (t.index() as u64) < count;
    let range = |t: TypeId| Problem::OutOfRange {
        what: "type",
        index: t.index() as u64,
        count,
    };
    for (_, ty) in m.types.iter() {
        match ty {
            Type::Vector { len, .. } if !matches!(len, 2 | 3 | 4 | 8 | 16) => {
                push(Problem::VectorLength(len))
            }
            Type::Pointer { pointee: t, .. } | Type::Array { elem: t, .. } | Type::Atomic(t)
                if !in_range(t) =>
            {
                push(range(t))
            }
            Type::Pointer {
                space: AddressSpace::Generic,
                ..
            } if m.opencl_c_version < 200 => push(Problem::GenericPointer(m.opencl_c_version)),
            Type::Struct(s) if s.index() as u64 >= structs => push(Problem::OutOfRange {
                what: "struct",
                index: s.index() as u64,
                count: structs,
            }),
            _ => {}
        }
    }
    for s in m.types.struct_ids() {
        for field in &m.types.struct_def(s).fields {
            if !in_range(field.ty) {
                push(range(field.ty));
            }
        }
    }
    let mut check = |t: TypeId| {
        if !in_range(t) {
            push(range(t))
        }
    };
    for g in &m.globals {
        check(g.ty);
    }
    for f in &m.functions {
        check(f.ret);
        f.params.iter().for_each(|p| check(p.ty));
        f.locals.iter().for_each(|l| check(l.ty));
        f.exprs.iter().for_each(|e| check(e.ty));
    }
}

fn check_globals(m: &Module, errors: &mut Vec<ValidationError>) {
    for g in &m.globals {
        let mut push = |problem| {
            errors.push(ValidationError {
                place: Place::Global(g.name.clone()),
                problem,
            })
        };
        let size = m.types.size_of(g.ty);
        if let Some(owner) = g.owner {
            if !m.functions.contains(owner) {
                push(Problem::OutOfRange {
                    what: "owner function",
                    index: owner.index() as u64,
                    count: m.functions.len() as u64,
                });
            }
        }
        if let Some(init) = &g.init {
            if init.len() as u64 > size {
                push(Problem::InitTooLong {
                    found: init.len(),
                    size,
                });
            }
        }
        for r in &g.relocations {
            if !m.globals.contains(r.target) {
                push(Problem::OutOfRange {
                    what: "relocation target global",
                    index: r.target.index() as u64,
                    count: m.globals.len() as u64,
                });
            }
            if r.offset as u64 + 8 > size {
                push(Problem::RelocationOutside {
                    offset: r.offset,
                    size,
                });
            }
        }
    }
}

/// What a statement may jump out of.
#[derive(Clone, Copy, Default)]
struct Jumps {
    in_loop: bool,
    in_breakable: bool,
}

struct FunctionChecker<'a> {
    m: &'a Module,
    func: &'a Function,
    errors: &'a mut Vec<ValidationError>,
    /// Temporaries bound by the enclosing `Let`s, innermost last, with their types.
    temps: Vec<(TempId, TypeId)>,
    /// Each expression's user, once the walk has met it.
    users: HandleVec<Expr, Option<User>>,
    /// Who uses the operands being checked now.
    user: User,
}

impl<'a> FunctionChecker<'a> {
    fn new(m: &'a Module, func: &'a Function, errors: &'a mut Vec<ValidationError>) -> Self {
        FunctionChecker {
            m,
            func,
            errors,
            temps: Vec::new(),
            users: HandleVec::for_arena(&func.exprs, None),
            user: User::Stmt("an expression statement"),
        }
    }

    /// Checks `e`, the operand of statement part `part`.
    fn stmt_operand(&mut self, part: &'static str, e: ExprId) -> Option<TypeId> {
        self.user = User::Stmt(part);
        self.expr(e)
    }

    fn check(&mut self) {
        let func = self.func;
        self.block(&func.body, Jumps::default());
    }

    fn error(&mut self, expr: Option<ExprId>, problem: Problem) {
        self.errors.push(ValidationError {
            place: Place::Function {
                name: self.func.name.clone(),
                expr,
            },
            problem,
        });
    }

    fn ty_name(&self, t: TypeId) -> String {
        self.m.types.display(t).to_string()
    }

    fn wrong(&mut self, e: Option<ExprId>, what: &'static str, expected: String, found: TypeId) {
        let found = self.ty_name(found);
        self.error(
            e,
            Problem::WrongType {
                what,
                expected,
                found,
            },
        );
    }

    /// Whether values of types `a` and `b` are interchangeable: equal types, or pointers that
    /// differ only in their pointee qualifiers (`const`, `volatile`, `restrict` only decorate
    /// accesses; they change no value).
    fn agree(&self, a: TypeId, b: TypeId) -> bool {
        a == b || {
            let types = &self.m.types;
            types.pointee(a).is_some() && types.pointee(a) == types.pointee(b)
        }
    }

    /// Requires `found` to agree with `expected`.
    fn same(&mut self, e: Option<ExprId>, what: &'static str, found: TypeId, expected: TypeId) {
        if !self.agree(found, expected) {
            let expected = format!("'{}'", self.ty_name(expected));
            self.wrong(e, what, expected, found);
        }
    }

    fn is_bool(&self, t: TypeId) -> bool {
        self.m.types.get(t) == Type::Scalar(Scalar::Bool)
    }

    fn is_int_scalar(&self, t: TypeId) -> bool {
        matches!(self.m.types.get(t), Type::Scalar(s) if s.is_integer())
    }

    fn block(&mut self, block: &Block, jumps: Jumps) {
        for stmt in &block.stmts {
            self.stmt(stmt, jumps);
        }
    }

    fn stmt(&mut self, stmt: &Stmt, jumps: Jumps) {
        crate::stack::grow(|| self.stmt_kind(stmt, jumps))
    }

    fn stmt_kind(&mut self, stmt: &Stmt, jumps: Jumps) {
        match stmt {
            Stmt::Expr(e) => {
                self.stmt_operand("an expression statement", *e);
            }
            Stmt::Block(b) => self.block(b, jumps),
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                self.condition("the `if` condition", *cond);
                self.block(then, jumps);
                self.block(otherwise, jumps);
            }
            Stmt::Loop {
                cond, body, step, ..
            } => {
                if let Some(c) = cond {
                    self.condition("the loop condition", *c);
                }
                let inner = Jumps {
                    in_loop: true,
                    in_breakable: true,
                };
                self.block(body, inner);
                if let Some(s) = step {
                    self.stmt_operand("the loop step", *s);
                }
            }
            Stmt::Switch {
                selector, cases, ..
            } => {
                if let Some(t) = self.stmt_operand("the switch selector", *selector) {
                    if !self.is_int_scalar(t) {
                        self.wrong(Some(*selector), "switch selector", "an integer".into(), t);
                    }
                }
                let inner = Jumps {
                    in_breakable: true,
                    ..jumps
                };
                for case in cases {
                    self.block(&case.body, inner);
                }
            }
            Stmt::Break(_) if !jumps.in_breakable => self.error(None, Problem::StrayBreak),
            Stmt::Continue(_) if !jumps.in_loop => self.error(None, Problem::StrayContinue),
            Stmt::Break(_) | Stmt::Continue(_) => {}
            Stmt::Return(value, _) => {
                let ret = self.func.ret;
                let void = self.m.types.get(ret) == Type::Void;
                match value {
                    Some(v) => {
                        if let Some(t) = self.stmt_operand("the `return`", *v) {
                            self.same(Some(*v), "returned value", t, ret);
                        }
                    }
                    None if !void => {
                        let expected = format!("'{}'", self.ty_name(ret));
                        self.error(
                            None,
                            Problem::WrongType {
                                what: "return without a value",
                                expected,
                                found: "void".into(),
                            },
                        );
                    }
                    None => {}
                }
            }
        }
    }

    /// A statement's condition (statement part `part`): a `bool` scalar.
    fn condition(&mut self, part: &'static str, cond: ExprId) {
        if let Some(t) = self.stmt_operand(part, cond) {
            if !self.is_bool(t) {
                self.wrong(Some(cond), "condition", "'bool'".into(), t);
            }
        }
    }

    /// Checks expression `id` and its operands; its type, or `None` if `id` is out of range.
    fn expr(&mut self, id: ExprId) -> Option<TypeId> {
        let Some(e) = self.func.exprs.get(id).copied() else {
            self.error(
                None,
                Problem::OutOfRange {
                    what: "expression",
                    index: id.index() as u64,
                    count: self.func.exprs.len() as u64,
                },
            );
            return None;
        };
        if !e.kind.is_shareable_leaf() {
            if let Some(first) = self.users[id] {
                // Checked once, where it was met first: its operands have that one user.
                let second = self.user;
                self.error(Some(id), Problem::SharedOperand { first, second });
                return Some(e.ty);
            }
            self.users[id] = Some(self.user);
        }
        let user = std::mem::replace(&mut self.user, User::Expr(id));
        // Operands nest as deep as the source's expressions (20,000 levels compile).
        crate::stack::grow(|| self.expr_kind(id, e));
        self.user = user;
        Some(e.ty)
    }

    /// The operand's type when both it and its type are known.
    fn operand(&mut self, id: ExprId) -> Option<TypeId> {
        self.expr(id)
    }

    fn list(&mut self, list: ExprList) -> Option<Vec<TypeId>> {
        let func = self.func;
        let end = list.start as usize + list.len();
        if end > func.lists.len() {
            self.error(
                None,
                Problem::OutOfRange {
                    what: "list item",
                    index: end as u64,
                    count: func.lists.len() as u64,
                },
            );
            return None;
        }
        func.list(list)
            .iter()
            .map(|&e| self.expr(e))
            .collect::<Vec<_>>()
            .into_iter()
            .collect()
    }

    /// `(pointee, space)` of a pointer operand, reporting a non-pointer.
    fn pointer(
        &mut self,
        e: ExprId,
        what: &'static str,
        t: TypeId,
    ) -> Option<(TypeId, AddressSpace)> {
        let p = self.m.types.pointee(t);
        if p.is_none() {
            self.wrong(Some(e), what, "a pointer".into(), t);
        }
        p
    }

    fn expr_kind(&mut self, id: ExprId, e: Expr) {
        let at = Some(id);
        let types = &self.m.types;
        let ty = e.ty;
        match e.kind {
            ExprKind::Literal(lit) => {
                let ok = match (lit, types.get(ty)) {
                    (Literal::Bool(_), Type::Scalar(Scalar::Bool)) => true,
                    (Literal::Int(_), Type::Scalar(s)) => s.is_integer(),
                    (Literal::Float(_), Type::Scalar(s)) => s.is_float(),
                    _ => false,
                };
                if !ok {
                    self.wrong(at, "literal", "a scalar of its kind".into(), ty);
                }
            }
            ExprKind::Composite(parts) => {
                self.list(parts);
                if matches!(
                    types.get(ty),
                    Type::Void | Type::Scalar(_) | Type::Pointer { .. }
                ) {
                    self.wrong(at, "composite", "an aggregate or opaque type".into(), ty);
                }
            }
            ExprKind::Param(i) => match self.func.params.get(i as usize) {
                Some(p) => self.same(at, "parameter value", ty, p.ty),
                None => self.error(
                    at,
                    Problem::OutOfRange {
                        what: "parameter",
                        index: i as u64,
                        count: self.func.params.len() as u64,
                    },
                ),
            },
            ExprKind::LocalAddr(l) => match self.func.locals.get(l) {
                Some(local) => {
                    let expected = Some((local.ty, AddressSpace::Private));
                    if types.pointee(ty) != expected {
                        let expected = format!("a private pointer to '{}'", self.ty_name(local.ty));
                        self.wrong(at, "local's address", expected, ty);
                    }
                }
                None => self.error(
                    at,
                    Problem::OutOfRange {
                        what: "local",
                        index: l.index() as u64,
                        count: self.func.locals.len() as u64,
                    },
                ),
            },
            ExprKind::GlobalAddr(g) => match self.m.globals.get(g) {
                Some(global) => {
                    // An `extern` array's address taken before its definition gave the length
                    // points to the incomplete `T[0]`.
                    let incomplete = match (types.pointee(ty), types.get(global.ty)) {
                        (Some((p, space)), Type::Array { elem, .. }) => {
                            space == global.space && types.get(p) == Type::Array { elem, len: 0 }
                        }
                        _ => false,
                    };
                    if !incomplete && types.pointee(ty) != Some((global.ty, global.space)) {
                        let expected = format!(
                            "a {} pointer to '{}'",
                            global.space.name(),
                            self.ty_name(global.ty)
                        );
                        self.wrong(at, "global's address", expected, ty);
                    }
                }
                None => self.error(
                    at,
                    Problem::OutOfRange {
                        what: "global",
                        index: g.index() as u64,
                        count: self.m.globals.len() as u64,
                    },
                ),
            },
            ExprKind::Temp(t) => match self.temps.iter().rev().find(|(bound, _)| *bound == t) {
                Some(&(_, bound_ty)) => self.same(at, "temporary", ty, bound_ty),
                None => self.error(at, Problem::UnboundTemp(t)),
            },
            ExprKind::Let { temp, value, body } => {
                let value_ty = self.operand(value);
                if let Some(value_ty) = value_ty {
                    self.temps.push((temp, value_ty));
                    let body_ty = self.operand(body);
                    self.temps.pop();
                    if let Some(b) = body_ty {
                        self.same(at, "let", ty, b);
                    }
                }
            }
            ExprKind::Load(p) => {
                if let Some(pt) = self.operand(p) {
                    if let Some((pointee, _)) = self.pointer(p, "loaded pointer", pt) {
                        if self.m.types.is_atomic(pointee) {
                            self.error(at, Problem::AtomicAccess("load"));
                        }
                        self.same(at, "load", ty, pointee);
                    }
                }
            }
            ExprKind::Store { ptr, value } => {
                let (pt, vt) = (self.operand(ptr), self.operand(value));
                if let (Some(pt), Some(vt)) = (pt, vt) {
                    if let Some((pointee, _)) = self.pointer(ptr, "stored-through pointer", pt) {
                        if self.m.types.is_atomic(pointee) {
                            self.error(at, Problem::AtomicAccess("store"));
                        }
                        self.same(Some(value), "stored value", vt, pointee);
                    }
                    self.same(at, "store", ty, vt);
                }
            }
            ExprKind::Unary { op, operand } => {
                if let Some(t) = self.operand(operand) {
                    self.same(at, "unary operation", ty, t);
                    let ok = match op {
                        UnaryOp::Not => self.is_bool(t),
                        UnaryOp::Neg => types.scalar_of(t).is_some(),
                        UnaryOp::BitNot => types.scalar_of(t).is_some_and(Scalar::is_integer),
                    };
                    if !ok {
                        self.wrong(at, "unary operand", format!("a {op:?} operand"), t);
                    }
                }
            }
            ExprKind::Binary { op, lhs, rhs } => self.binary(id, op, lhs, rhs, ty),
            ExprKind::LogicalAnd { lhs, rhs } | ExprKind::LogicalOr { lhs, rhs } => {
                for operand in [lhs, rhs] {
                    if let Some(t) = self.operand(operand) {
                        if !self.is_bool(t) {
                            self.wrong(Some(operand), "logical operand", "'bool'".into(), t);
                        }
                    }
                }
                if !self.is_bool(ty) {
                    self.wrong(at, "logical operation", "'bool'".into(), ty);
                }
            }
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => {
                let c = self.operand(cond);
                let (a, b) = (self.operand(then), self.operand(otherwise));
                if let (Some(a), Some(b)) = (a, b) {
                    self.operands_equal(at, a, b);
                    self.same(at, "select", ty, a);
                }
                if let Some(c) = c {
                    let ok = self.is_bool(c)
                        || (types.lanes(c) == types.lanes(ty)
                            && types.scalar_of(c).is_some_and(Scalar::is_integer));
                    if !ok {
                        self.wrong(
                            Some(cond),
                            "select condition",
                            "'bool' or an integer vector of the result's lanes".into(),
                            c,
                        );
                    }
                }
            }
            ExprKind::Convert { kind, operand } => {
                if let Some(from) = self.operand(operand) {
                    self.conversion(id, kind, from, ty);
                }
            }
            ExprKind::Call { function, args } => {
                let arg_tys = self.list(args);
                let Some(callee) = self.m.functions.get(function) else {
                    self.error(
                        at,
                        Problem::OutOfRange {
                            what: "function",
                            index: function.index() as u64,
                            count: self.m.functions.len() as u64,
                        },
                    );
                    return;
                };
                self.same(at, "call", ty, callee.ret);
                let Some(arg_tys) = arg_tys else { return };
                if arg_tys.len() != callee.params.len() {
                    self.error(
                        at,
                        Problem::ArgumentCount {
                            callee: callee.name.clone(),
                            expected: callee.params.len(),
                            found: arg_tys.len(),
                        },
                    );
                    return;
                }
                let args = self.func.list(args);
                for ((&arg, &t), p) in args.iter().zip(&arg_tys).zip(&callee.params) {
                    self.same(Some(arg), "argument", t, p.ty);
                }
            }
            ExprKind::Builtin { args, .. } => {
                self.list(args);
            }
            ExprKind::PtrOffset { ptr, index } => {
                if let Some(pt) = self.operand(ptr) {
                    self.pointer(ptr, "offset pointer", pt);
                    self.same(at, "pointer offset", ty, pt);
                }
                self.index(index);
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let (a, b) = (self.operand(lhs), self.operand(rhs));
                if let (Some(a), Some(b)) = (a, b) {
                    let pa = self.pointer(lhs, "pointer difference operand", a);
                    let pb = self.pointer(rhs, "pointer difference operand", b);
                    if let (Some((a, _)), Some((b, _))) = (pa, pb) {
                        self.operands_equal(at, a, b);
                    }
                }
                if types.get(ty) != Type::Scalar(Scalar::Long) {
                    self.wrong(at, "pointer difference", "'long'".into(), ty);
                }
            }
            ExprKind::ElementPtr { base, index } => {
                self.index(index);
                let Some(bt) = self.operand(base) else { return };
                let Some((pointee, space)) = self.pointer(base, "element base", bt) else {
                    return;
                };
                let elem = match self.m.types.get(pointee) {
                    Type::Array { elem, .. } => Some(elem),
                    Type::Vector { scalar, len } => {
                        if let ExprKind::Literal(Literal::Int(i)) = self.func.expr(index).kind {
                            if i >= len as u64 {
                                self.error(
                                    at,
                                    Problem::OutOfRange {
                                        what: "lane",
                                        index: i,
                                        count: len as u64,
                                    },
                                );
                            }
                        }
                        self.m.types.known_scalar(scalar)
                    }
                    _ => {
                        self.wrong(at, "element base", "an array or vector".into(), pointee);
                        return;
                    }
                };
                self.pointer_to(at, "element pointer", ty, elem, space);
            }
            ExprKind::FieldPtr { base, field } => {
                let Some(bt) = self.operand(base) else { return };
                let Some((pointee, space)) = self.pointer(base, "field base", bt) else {
                    return;
                };
                let Type::Struct(s) = self.m.types.get(pointee) else {
                    self.wrong(at, "field base", "a struct or union".into(), pointee);
                    return;
                };
                let fields = &self.m.types.struct_def(s).fields;
                match fields.get(field as usize) {
                    Some(f) => {
                        let f = f.ty;
                        self.pointer_to(at, "field pointer", ty, Some(f), space)
                    }
                    None => {
                        let count = fields.len() as u64;
                        self.error(
                            at,
                            Problem::OutOfRange {
                                what: "field",
                                index: field as u64,
                                count,
                            },
                        )
                    }
                }
            }
            ExprKind::Swizzle { vector, lanes } => {
                if let Some(vt) = self.operand(vector) {
                    self.lanes_of(id, vector, vt, lanes, ty);
                }
            }
            ExprKind::ExtractLane { vector, index } => {
                self.index(index);
                if let Some(vt) = self.operand(vector) {
                    match types.get(vt) {
                        Type::Vector { scalar, .. } if types.get(ty) == Type::Scalar(scalar) => {}
                        _ => self.wrong(
                            Some(vector),
                            "lane source",
                            format!("a vector of '{}'", self.ty_name(ty)),
                            vt,
                        ),
                    }
                }
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                let (pt, vt) = (self.operand(ptr), self.operand(value));
                if let (Some(pt), Some(vt)) = (pt, vt) {
                    self.same(at, "lane store", ty, vt);
                    if let Some((pointee, _)) = self.pointer(ptr, "lane store pointer", pt) {
                        self.lanes_of(id, ptr, pointee, lanes, vt);
                    }
                }
            }
            ExprKind::VectorLiteral(parts) => {
                let Some(part_tys) = self.list(parts) else {
                    return;
                };
                let Type::Vector { scalar, len } = types.get(ty) else {
                    self.wrong(at, "vector literal", "a vector".into(), ty);
                    return;
                };
                let mut total = 0u32;
                for t in part_tys {
                    match self.m.types.get(t) {
                        Type::Scalar(s) if s == scalar => total += 1,
                        Type::Vector { scalar: s, len } if s == scalar => total += len as u32,
                        _ => self.wrong(
                            at,
                            "vector literal part",
                            format!("'{}' or a vector of it", scalar.name()),
                            t,
                        ),
                    }
                }
                if total != len as u32 {
                    self.error(
                        at,
                        Problem::WrongType {
                            what: "vector literal",
                            expected: format!("{len} lanes"),
                            found: format!("{total} lanes"),
                        },
                    );
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.operand(lhs);
                if let Some(t) = self.operand(rhs) {
                    self.same(at, "comma", ty, t);
                }
            }
        }
    }

    fn operands_equal(&mut self, at: Option<ExprId>, a: TypeId, b: TypeId) {
        if !self.agree(a, b) {
            let (lhs, rhs) = (self.ty_name(a), self.ty_name(b));
            self.error(at, Problem::OperandsDiffer { lhs, rhs });
        }
    }

    /// An index operand: an integer scalar.
    fn index(&mut self, index: ExprId) {
        if let Some(t) = self.operand(index) {
            if !self.is_int_scalar(t) {
                self.wrong(Some(index), "index", "an integer".into(), t);
            }
        }
    }

    /// Requires `ty` to point to `pointee` (when known) in `space`.
    fn pointer_to(
        &mut self,
        at: Option<ExprId>,
        what: &'static str,
        ty: TypeId,
        pointee: Option<TypeId>,
        space: AddressSpace,
    ) {
        let found = self.m.types.pointee(ty);
        let ok = match pointee {
            Some(p) => found == Some((p, space)),
            None => found.is_some_and(|(_, s)| s == space),
        };
        if !ok {
            let expected = match pointee {
                Some(p) => format!("a {} pointer to '{}'", space.name(), self.ty_name(p)),
                None => format!("a {} pointer", space.name()),
            };
            self.wrong(at, what, expected, ty);
        }
    }

    /// `lanes` of vector type `vt` (operand `of`) give a value of type `result`.
    fn lanes_of(&mut self, at: ExprId, of: ExprId, vt: TypeId, lanes: Lanes, result: TypeId) {
        let Type::Vector { scalar, len } = self.m.types.get(vt) else {
            self.wrong(Some(of), "swizzled value", "a vector".into(), vt);
            return;
        };
        if let Some(lane) = lanes.iter().find(|&l| l >= len) {
            self.error(
                Some(at),
                Problem::OutOfRange {
                    what: "lane",
                    index: lane as u64,
                    count: len as u64,
                },
            );
        }
        let ok = match self.m.types.get(result) {
            Type::Scalar(s) => lanes.len() == 1 && s == scalar,
            Type::Vector { scalar: s, len } => s == scalar && len as usize == lanes.len(),
            _ => false,
        };
        if !ok {
            let expected = format!("{} lanes of '{}'", lanes.len(), scalar.name());
            self.wrong(Some(at), "swizzle", expected, result);
        }
    }

    fn binary(&mut self, id: ExprId, op: BinaryOp, lhs: ExprId, rhs: ExprId, ty: TypeId) {
        let at = Some(id);
        let (Some(a), Some(b)) = (self.operand(lhs), self.operand(rhs)) else {
            return;
        };
        self.operands_equal(at, a, b);
        let types = &self.m.types;
        use BinaryOp::*;
        match op {
            Eq | Ne | Lt | Le | Gt | Ge => {
                let expected = match types.get(a) {
                    Type::Vector { scalar, len } => {
                        let lane = scalar.with_signedness(true);
                        types.known_vector(lane, len)
                    }
                    _ => types.known_scalar(Scalar::Bool),
                };
                if expected != Some(ty) {
                    let expected = match types.get(a) {
                        Type::Vector { scalar, len } => {
                            format!("'{}{len}'", scalar.with_signedness(true).name())
                        }
                        _ => "'bool'".into(),
                    };
                    self.wrong(at, "comparison", expected, ty);
                }
            }
            BoolAnd | BoolOr => {
                if !self.is_bool(a) || ty != a {
                    self.wrong(at, "bool operation", "'bool'".into(), ty);
                }
            }
            _ => {
                self.same(at, "arithmetic", ty, a);
                let scalar = types.scalar_of(a);
                let integer_only = matches!(op, Rem | Shl | Shr | BitAnd | BitOr | BitXor);
                let ok = match scalar {
                    Some(s) if integer_only => s.is_integer() || (s == Scalar::Bool),
                    Some(_) => true,
                    None => false,
                };
                if !ok {
                    self.wrong(at, "arithmetic operand", format!("a {op:?} operand"), a);
                }
            }
        }
    }

    fn conversion(&mut self, id: ExprId, kind: ConvertKind, from: TypeId, to: TypeId) {
        let types = &self.m.types;
        let numeric = |t: TypeId| types.scalar_of(t).is_some();
        let pointer = |t: TypeId| types.pointee(t);
        let integer = |t: TypeId| types.scalar_of(t).is_some_and(Scalar::is_integer);
        let (name, ok) = match kind {
            ConvertKind::Numeric { .. } => (
                "numeric",
                numeric(from) && numeric(to) && types.lanes(from) == types.lanes(to),
            ),
            ConvertKind::Splat => (
                "splat",
                matches!(types.get(from), Type::Scalar(s)
                    if matches!(types.get(to), Type::Vector { scalar, .. } if scalar == s)),
            ),
            ConvertKind::Bitcast => (
                "bitcast",
                match (pointer(from), pointer(to)) {
                    (Some((_, a)), Some((_, b))) => a == b,
                    (None, None) => types.size_of(from) == types.size_of(to),
                    _ => false,
                },
            ),
            ConvertKind::PtrToInt => ("ptrtoint", pointer(from).is_some() && integer(to)),
            ConvertKind::IntToPtr => ("inttoptr", integer(from) && pointer(to).is_some()),
            ConvertKind::AddressSpace => (
                "addrspacecast",
                match (pointer(from), pointer(to)) {
                    (Some((_, a)), Some((_, b))) => {
                        a != b && (a == AddressSpace::Generic || b == AddressSpace::Generic)
                    }
                    _ => false,
                },
            ),
            ConvertKind::Void => ("tovoid", matches!(types.get(to), Type::Void)),
        };
        if !ok {
            let (from, to) = (self.ty_name(from), self.ty_name(to));
            self.error(
                Some(id),
                Problem::BadConversion {
                    kind: name,
                    from,
                    to,
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Span;

    fn module_with(build: impl FnOnce(&mut TypeArena, &mut Function)) -> Module {
        let mut m = Module {
            opencl_c_version: 120,
            ..Module::default()
        };
        let void = m.types.void();
        let mut f = Function {
            name: "k".into(),
            params: Vec::new(),
            ret: void,
            kernel: Some(KernelInfo::default()),
            locals: Arena::new(),
            local_names: String::new(),
            exprs: Arena::new(),
            lists: Vec::new(),
            body: Block::default(),
            span: Span::default(),
            fp_contract: true,
        };
        build(&mut m.types, &mut f);
        m.functions.push(Box::new(f));
        m
    }

    fn problems(m: &Module) -> Vec<Problem> {
        validate(m)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| e.problem)
            .collect()
    }

    #[test]
    fn a_well_typed_store_passes() {
        let m = module_with(|t, f| {
            let int = t.scalar(Scalar::Int);
            let ptr = t.pointer(int, AddressSpace::Private);
            let x = f.add_local("x", int, Span::default());
            let addr = f.add_expr(ExprKind::LocalAddr(x), ptr, Span::default());
            let one = f.add_expr(ExprKind::Literal(Literal::Int(1)), int, Span::default());
            let store = f.add_expr(
                ExprKind::Store {
                    ptr: addr,
                    value: one,
                },
                int,
                Span::default(),
            );
            f.body.stmts.push(Stmt::Expr(store));
        });
        assert_eq!(validate(&m), Ok(()));
    }

    #[test]
    fn an_implicit_conversion_is_reported_with_its_place() {
        let m = module_with(|t, f| {
            let int = t.scalar(Scalar::Int);
            let float = t.scalar(Scalar::Float);
            let a = f.add_expr(ExprKind::Literal(Literal::Int(1)), int, Span::default());
            let b = f.add_expr(
                ExprKind::Literal(Literal::Float(1.0)),
                float,
                Span::default(),
            );
            let add = f.add_expr(
                ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs: a,
                    rhs: b,
                },
                int,
                Span::default(),
            );
            f.body.stmts.push(Stmt::Expr(add));
        });
        let errors = validate(&m).unwrap_err();
        assert_eq!(
            errors[0].to_string(),
            "function 'k', expression e2: operand types differ: 'int' and 'float'"
        );
    }

    #[test]
    fn stray_jumps_and_unbound_temps_are_reported() {
        let m = module_with(|t, f| {
            let int = t.scalar(Scalar::Int);
            let temp = f.add_expr(ExprKind::Temp(TempId::new(0)), int, Span::default());
            f.body.stmts.push(Stmt::Expr(temp));
            f.body.stmts.push(Stmt::Break(Span::default()));
            f.body.stmts.push(Stmt::Loop {
                cond: None,
                test_first: true,
                body: Block {
                    stmts: vec![Stmt::Continue(Span::default())],
                },
                step: None,
                span: Span::default(),
            });
        });
        assert_eq!(
            problems(&m),
            vec![Problem::UnboundTemp(TempId::new(0)), Problem::StrayBreak]
        );
    }

    #[test]
    fn loads_through_non_pointers_and_wrong_calls_are_reported() {
        let m = module_with(|t, f| {
            let int = t.scalar(Scalar::Int);
            let one = f.add_expr(ExprKind::Literal(Literal::Int(1)), int, Span::default());
            let load = f.add_expr(ExprKind::Load(one), int, Span::default());
            f.body.stmts.push(Stmt::Expr(load));
            let args = f.add_list([one]);
            let call = f.add_expr(
                ExprKind::Call {
                    function: FunctionId::new(0),
                    args,
                },
                t.void(),
                Span::default(),
            );
            f.body.stmts.push(Stmt::Expr(call));
        });
        let problems = problems(&m);
        assert!(
            matches!(
                &problems[0],
                Problem::WrongType {
                    what: "loaded pointer",
                    ..
                }
            ),
            "{problems:?}"
        );
        assert_eq!(
            problems[1],
            Problem::ArgumentCount {
                callee: "k".into(),
                expected: 0,
                found: 1
            }
        );
    }
}
