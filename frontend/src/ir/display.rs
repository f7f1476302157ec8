//! The IR's text form: one line per statement, expressions as nested prefix forms.
//!
//! `&x` is the address of local `x`, `&@g` of global `g`, `%p` the value of parameter `p`, `tN` a
//! `Let` temporary; literals carry their type (`1:int`), builtin calls their result type unless
//! it is `void` (`(get_global_id <ulong> 0:uint)`), and struct layouts are spelled out, so the text
//! holds everything the backend reads and parses back ([`super::parse`]); docs/architecture.md
//! gives the grammar. An expression with several users, which the IR's invariants forbid, prints
//! as `#eN=(...)` where it is met first and `#eN` at its other uses (`N` its arena index, as the
//! validator names it), so that a dump shows the sharing and the parser rebuilds it.

use super::*;
use std::cell::RefCell;
use std::fmt::{self, Write as _};

pub struct ModuleDisplay<'a> {
    pub(super) module: &'a Module,
}

impl fmt::Display for ModuleDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.module;
        if m.opencl_c_version != DEFAULT_VERSION {
            writeln!(f, "opencl_c {}", m.opencl_c_version)?;
        }
        for s in m.types.struct_ids() {
            write_struct(f, &m.types, s)?;
        }
        for (id, g) in m.globals.enumerate() {
            write!(
                f,
                "global @{} {}: {} {}",
                id.index(),
                g.name,
                g.space.name(),
                m.types.display(g.ty)
            )?;
            if let Some(owner) = g.owner {
                write!(f, " in {}", m.function(owner).name)?;
            }
            if let Some(init) = &g.init {
                f.write_str(" =")?;
                if !init.is_empty() {
                    f.write_str(" ")?;
                }
                for b in init {
                    write!(f, "{b:02x}")?;
                }
                let tail = m.types.size_of(g.ty).saturating_sub(init.len() as u64);
                if tail > 0 {
                    write!(f, " ({tail} zero bytes)")?;
                }
            }
            for r in &g.relocations {
                write!(f, " [{}: &@{} + {}]", r.offset, r.target.index(), r.addend)?;
            }
            writeln!(f)?;
        }
        for func in &m.functions {
            FunctionDisplay { module: m, func }.fmt(f)?;
        }
        Ok(())
    }
}

/// The OpenCL C version a module's text leaves unsaid (1.2, the frontend's default).
pub(super) const DEFAULT_VERSION: u32 = 120;

/// `struct S { a: int @0, b: uint @4 bits 3:5 } size 8 align 4`; an unnamed field is `<unnamed>`.
fn write_struct(f: &mut fmt::Formatter<'_>, types: &TypeArena, id: StructId) -> fmt::Result {
    let def = types.struct_def(id);
    let kw = if def.is_union { "union" } else { "struct" };
    match &def.name {
        Some(name) => write!(f, "{kw} {name} {{")?,
        None => write!(f, "{kw} <anonymous #{}> {{", id.index())?,
    }
    for (i, field) in def.fields.iter().enumerate() {
        let sep = if i == 0 { " " } else { ", " };
        let name = field.name.as_deref().unwrap_or("<unnamed>");
        write!(
            f,
            "{sep}{name}: {} @{}",
            types.display(field.ty),
            field.offset
        )?;
        if let Some((bit, width)) = field.bits {
            write!(f, " bits {bit}:{width}")?;
        }
    }
    if !def.fields.is_empty() {
        f.write_str(" ")?;
    }
    writeln!(f, "}} size {} align {}", def.size, def.alignment)
}

struct FunctionDisplay<'a> {
    module: &'a Module,
    func: &'a Function,
}

impl fmt::Display for FunctionDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (m, func) = (self.module, self.func);
        let kind = if func.kernel.is_some() {
            "kernel"
        } else {
            "function"
        };
        write!(f, "{kind} {} {}(", m.types.display(func.ret), func.name)?;
        for (i, p) in func.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{} %{}", m.types.display(p.ty), p.name)?;
        }
        f.write_str(")")?;
        if !func.fp_contract {
            f.write_str(" fp_contract(off)")?;
        }
        if let Some(k) = &func.kernel {
            if let Some([x, y, z]) = k.reqd_work_group_size {
                write!(f, " reqd_work_group_size({x}, {y}, {z})")?;
            }
            if let Some([x, y, z]) = k.work_group_size_hint {
                write!(f, " work_group_size_hint({x}, {y}, {z})")?;
            }
            if let Some(n) = k.reqd_sub_group_size {
                write!(f, " intel_reqd_sub_group_size({n})")?;
            }
            if let Some(t) = &k.vec_type_hint {
                write!(f, " vec_type_hint({t})")?;
            }
        }
        f.write_str(" {\n")?;
        let local_labels = local_labels(func);
        for (l, label) in func.locals.iter().zip(local_labels.iter()) {
            writeln!(f, "  var {label}: {}", m.types.display(l.ty))?;
        }
        let mut out = String::new();
        let printer = Printer {
            module: m,
            func,
            local_labels,
            shared: shared_exprs(func),
            printed: RefCell::new(HandleVec::for_arena(&func.exprs, false)),
        };
        printer.block(&mut out, &func.body, 1);
        f.write_str(&out)?;
        f.write_str("}\n")
    }
}

/// Each local's name in the text: its own, with `#index` added to a name an earlier local has
/// (shadowing declarations), so that every reference names one local.
fn local_labels(func: &Function) -> HandleVec<Local, String> {
    let mut seen = std::collections::HashSet::new();
    func.locals
        .enumerate()
        .map(|(id, l)| {
            let name = func.name(l.name);
            if seen.insert(name) {
                name.to_string()
            } else {
                format!("{name}#{}", id.index())
            }
        })
        .collect()
}

/// The expressions of `func`'s body that have several users, other than the leaves that may
/// (see [`ExprKind::is_shareable_leaf`]): a broken invariant, which the text shows as it is.
fn shared_exprs(func: &Function) -> HandleVec<Expr, bool> {
    let mut met = HandleVec::for_arena(&func.exprs, false);
    let mut shared = HandleVec::for_arena(&func.exprs, false);
    // A work list, not recursion: operands nest as deep as the source's expressions.
    let mut work = Vec::new();
    func.body.for_each_expr(&mut |e| work.push(e));
    while let Some(e) = work.pop() {
        if !func.exprs.contains(e) || func.expr(e).kind.is_shareable_leaf() {
            continue;
        }
        if std::mem::replace(&mut met[e], true) {
            shared[e] = true;
        } else {
            func.for_each_operand(e, |o| work.push(o));
        }
    }
    shared
}

struct Printer<'a> {
    module: &'a Module,
    func: &'a Function,
    local_labels: HandleVec<Local, String>,
    /// [`shared_exprs`]: printed whole the first time as `#eN=(...)`, then as `#eN`.
    shared: HandleVec<Expr, bool>,
    printed: RefCell<HandleVec<Expr, bool>>,
}

impl Printer<'_> {
    fn block(&self, out: &mut String, block: &Block, depth: usize) {
        for stmt in &block.stmts {
            self.stmt(out, stmt, depth);
        }
    }

    fn stmt(&self, out: &mut String, stmt: &Stmt, depth: usize) {
        crate::stack::grow(|| self.stmt_unguarded(out, stmt, depth))
    }

    fn stmt_unguarded(&self, out: &mut String, stmt: &Stmt, depth: usize) {
        let pad = "  ".repeat(depth);
        match stmt {
            Stmt::Expr(e) => {
                let _ = writeln!(out, "{pad}{}", self.expr(*e));
            }
            Stmt::Block(b) => {
                let _ = writeln!(out, "{pad}{{");
                self.block(out, b, depth + 1);
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                let _ = writeln!(out, "{pad}if {} {{", self.expr(*cond));
                self.block(out, then, depth + 1);
                if !otherwise.stmts.is_empty() {
                    let _ = writeln!(out, "{pad}}} else {{");
                    self.block(out, otherwise, depth + 1);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                step,
                ..
            } => {
                let cond = cond.map_or("true".to_string(), |c| self.expr(c));
                let step = step
                    .map(|s| format!(" step {}", self.expr(s)))
                    .unwrap_or_default();
                if *test_first {
                    let _ = writeln!(out, "{pad}loop while {cond}{step} {{");
                } else {
                    let _ = writeln!(out, "{pad}loop{step} {{");
                }
                self.block(out, body, depth + 1);
                if *test_first {
                    let _ = writeln!(out, "{pad}}}");
                } else {
                    let _ = writeln!(out, "{pad}}} while {cond}");
                }
            }
            Stmt::Switch {
                selector, cases, ..
            } => {
                let _ = writeln!(out, "{pad}switch {} {{", self.expr(*selector));
                for case in cases {
                    let mut labels: Vec<String> =
                        case.values.iter().map(|v| format!("case {v}")).collect();
                    if case.is_default {
                        labels.push("default".into());
                    }
                    let _ = writeln!(out, "{pad}{}:", labels.join(", "));
                    self.block(out, &case.body, depth + 1);
                }
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::Break(_) => {
                let _ = writeln!(out, "{pad}break");
            }
            Stmt::Continue(_) => {
                let _ = writeln!(out, "{pad}continue");
            }
            Stmt::Return(value, _) => match value {
                Some(v) => {
                    let _ = writeln!(out, "{pad}return {}", self.expr(*v));
                }
                None => {
                    let _ = writeln!(out, "{pad}return");
                }
            },
        }
    }

    fn ty(&self, id: TypeId) -> String {
        self.module.types.display(id).to_string()
    }

    fn list(&self, items: &ExprList) -> String {
        self.func
            .list(*items)
            .iter()
            .map(|&e| self.expr(e))
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn expr(&self, id: ExprId) -> String {
        if self.shared[id] {
            if std::mem::replace(&mut self.printed.borrow_mut()[id], true) {
                return format!("#e{}", id.index());
            }
            let text = crate::stack::grow(|| self.expr_unguarded(id));
            return format!("#e{}={text}", id.index());
        }
        crate::stack::grow(|| self.expr_unguarded(id))
    }

    fn expr_unguarded(&self, id: ExprId) -> String {
        let e = self.func.expr(id);
        match &e.kind {
            ExprKind::Literal(Literal::Bool(b)) => b.to_string(),
            ExprKind::Literal(Literal::Int(v)) => {
                let ty = self.ty(e.ty);
                match self.module.types.scalar_of(e.ty) {
                    Some(s) if s.is_signed() => {
                        let shift = 64 - s.bits();
                        format!("{}:{ty}", ((*v << shift) as i64) >> shift)
                    }
                    _ => format!("{v}:{ty}"),
                }
            }
            ExprKind::Literal(Literal::Float(v)) => format!("{v:?}:{}", self.ty(e.ty)),
            ExprKind::Composite(parts) if parts.is_empty() => format!("(zero {})", self.ty(e.ty)),
            ExprKind::Composite(parts) => format!("({} {})", self.ty(e.ty), self.list(parts)),
            ExprKind::Param(i) => format!("%{}", self.func.params[*i as usize].name),
            ExprKind::LocalAddr(l) => format!("&{}", self.local_labels[*l]),
            ExprKind::GlobalAddr(g) => format!("&@{}", self.module.global(*g).name),
            ExprKind::Temp(t) => format!("t{}", t.index()),
            ExprKind::Let { temp, value, body } => {
                format!(
                    "(let t{} {} {})",
                    temp.index(),
                    self.expr(*value),
                    self.expr(*body)
                )
            }
            ExprKind::Load(p) => format!("(load {})", self.expr(*p)),
            ExprKind::Store { ptr, value } => {
                format!("(store {} {})", self.expr(*ptr), self.expr(*value))
            }
            ExprKind::Unary { op, operand } => {
                let op = match op {
                    UnaryOp::Neg => "neg",
                    UnaryOp::BitNot => "bitnot",
                    UnaryOp::Not => "not",
                };
                format!("({op} {})", self.expr(*operand))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                format!(
                    "({} {} {})",
                    binary_name(*op),
                    self.expr(*lhs),
                    self.expr(*rhs)
                )
            }
            ExprKind::LogicalAnd { lhs, rhs } => {
                format!("(and {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::LogicalOr { lhs, rhs } => {
                format!("(or {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => {
                format!(
                    "(select {} {} {})",
                    self.expr(*cond),
                    self.expr(*then),
                    self.expr(*otherwise)
                )
            }
            ExprKind::Convert { kind, operand } => {
                let kind = match kind {
                    ConvertKind::Numeric { saturate, rounding } => {
                        format!(
                            "convert{}{}",
                            if *saturate { "_sat" } else { "" },
                            rounding.suffix()
                        )
                    }
                    ConvertKind::Splat => "splat".into(),
                    ConvertKind::Bitcast => "bitcast".into(),
                    ConvertKind::PtrToInt => "ptrtoint".into(),
                    ConvertKind::IntToPtr => "inttoptr".into(),
                    ConvertKind::AddressSpace => "addrspacecast".into(),
                    ConvertKind::Void => "tovoid".into(),
                };
                format!("({kind} <{}> {})", self.ty(e.ty), self.expr(*operand))
            }
            ExprKind::Call { function, args } => {
                let name = &self.module.function(*function).name;
                if args.is_empty() {
                    format!("(call {name})")
                } else {
                    format!("(call {name} {})", self.list(args))
                }
            }
            ExprKind::Builtin { builtin, args } => {
                let mut text = format!("({builtin}");
                if self.module.types.get(e.ty) != Type::Void {
                    let _ = write!(text, " <{}>", self.ty(e.ty));
                }
                if !args.is_empty() {
                    let _ = write!(text, " {}", self.list(args));
                }
                text + ")"
            }
            ExprKind::PtrOffset { ptr, index } => {
                format!("(ptradd {} {})", self.expr(*ptr), self.expr(*index))
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                format!("(ptrdiff {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::ElementPtr { base, index } => {
                format!("(elem {} {})", self.expr(*base), self.expr(*index))
            }
            ExprKind::FieldPtr { base, field } => format!("(field {} {field})", self.expr(*base)),
            ExprKind::Swizzle { vector, lanes } => {
                format!("(swizzle {} {lanes:?})", self.expr(*vector))
            }
            ExprKind::ExtractLane { vector, index } => {
                format!("(lane {} {})", self.expr(*vector), self.expr(*index))
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                format!(
                    "(storelanes {} {lanes:?} {})",
                    self.expr(*ptr),
                    self.expr(*value)
                )
            }
            ExprKind::VectorLiteral(parts) => format!("({} {})", self.ty(e.ty), self.list(parts)),
            ExprKind::Comma { lhs, rhs } => {
                format!("(comma {} {})", self.expr(*lhs), self.expr(*rhs))
            }
        }
    }
}

fn binary_name(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Add => "add",
        BinaryOp::Sub => "sub",
        BinaryOp::Mul => "mul",
        BinaryOp::Div => "div",
        BinaryOp::Rem => "rem",
        BinaryOp::Shl => "shl",
        BinaryOp::Shr => "shr",
        BinaryOp::BitAnd => "bitand",
        BinaryOp::BitOr => "bitor",
        BinaryOp::BitXor => "bitxor",
        BinaryOp::Eq => "eq",
        BinaryOp::Ne => "ne",
        BinaryOp::Lt => "lt",
        BinaryOp::Le => "le",
        BinaryOp::Gt => "gt",
        BinaryOp::Ge => "ge",
        BinaryOp::BoolAnd => "booland",
        BinaryOp::BoolOr => "boolor",
    }
}
