//! A readable, stable text form of the AST for golden tests and `--dump-ast`.
//!
//! One line per declaration or statement, indented by two spaces per level; expressions are
//! written inline as S-expressions (`(+ a (* b 2))`), type names as `<specs: parts>`, declaration
//! specifiers as `[specs]`, and declarators as `name: parts` with the parts from the name outwards
//! (`a: array(3) ptr` is an array of 3 pointers). Record and enum bodies follow their declaration
//! as indented `field` / `enumerator` lines.
//!
//! Expression trees can be arbitrarily deep (a long `a + a + ... + a` chain nests to the left), so
//! the writer stops descending past a fixed depth and prints `...` rather than risk the stack.

use super::*;
use crate::token::Interner;
use std::fmt::Write as _;

/// Deeper expressions are elided: enough for any real program, small enough for any stack.
const MAX_EXPR_DEPTH: u32 = 200;
/// Likewise for statements (the parser allows up to 256 braces plus 1024 unbraced levels).
const MAX_STMT_DEPTH: usize = 300;

impl TranslationUnit {
    /// The whole unit in the text form described in the module docs.
    pub fn dump(&self, interner: &Interner) -> String {
        let mut d = Dumper {
            tu: self,
            interner,
            out: String::new(),
        };
        for decl in &self.decls {
            d.external(decl, 0);
        }
        d.out
    }

    /// One expression as an S-expression.
    pub fn dump_expr(&self, interner: &Interner, expr: ExprId) -> String {
        let mut d = Dumper {
            tu: self,
            interner,
            out: String::new(),
        };
        d.expr(expr, 0);
        d.out
    }
}

struct Dumper<'a> {
    tu: &'a TranslationUnit,
    interner: &'a Interner,
    out: String,
}

impl Dumper<'_> {
    fn line_start(&mut self, indent: usize) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
    }

    fn sym(&mut self, sym: Symbol) {
        let text = self.interner.resolve(sym);
        self.out.push_str(text);
    }

    fn external(&mut self, decl: &ExternalDecl, indent: usize) {
        match decl {
            ExternalDecl::Function(f) => {
                self.line_start(indent);
                self.out.push_str("function ");
                self.specs(&f.specs);
                self.out.push(' ');
                self.declarator(&f.declarator);
                self.out.push('\n');
                self.specs_bodies(&f.specs, indent + 1);
                self.stmt(f.body, indent + 1);
            }
            ExternalDecl::Declaration(d) => self.declaration(d, indent),
            ExternalDecl::StaticAssert(s) => {
                self.line_start(indent);
                self.static_assert(s);
                self.out.push('\n');
            }
            ExternalDecl::ExtensionPragma(p) => {
                self.line_start(indent);
                self.extension_pragma(p);
            }
            ExternalDecl::FpContractPragma(p) => {
                self.line_start(indent);
                self.fp_contract_pragma(p);
            }
        }
    }

    fn fp_contract_pragma(&mut self, p: &FpContractPragma) {
        self.out.push_str(if p.on {
            "pragma OPENCL FP_CONTRACT ON\n"
        } else {
            "pragma OPENCL FP_CONTRACT OFF\n"
        });
    }

    fn extension_pragma(&mut self, p: &ExtensionPragma) {
        self.out.push_str("pragma OPENCL EXTENSION ");
        self.sym(p.name);
        self.out.push_str(if p.enable {
            " : enable\n"
        } else {
            " : disable\n"
        });
    }

    fn static_assert(&mut self, s: &StaticAssert) {
        self.out.push_str("static_assert ");
        self.expr(s.cond, 0);
        if let Some(m) = s.message {
            self.out.push(' ');
            self.expr(m, 0);
        }
    }

    fn declaration(&mut self, d: &Declaration, indent: usize) {
        self.line_start(indent);
        self.declaration_inline(d);
        self.out.push('\n');
        self.specs_bodies(&d.specs, indent + 1);
    }

    fn declaration_inline(&mut self, d: &Declaration) {
        self.out.push_str("decl ");
        self.specs(&d.specs);
        for (i, init_decl) in self.tu[d.declarators].iter().enumerate() {
            self.out.push_str(if i == 0 { " " } else { ", " });
            self.declarator(&init_decl.declarator);
            if let Some(init) = &init_decl.init {
                self.out.push_str(" = ");
                self.initializer(init);
            }
        }
    }

    fn specs(&mut self, specs: &DeclSpecs) {
        self.out.push('[');
        for (i, spec) in self.tu[specs.specs].iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.spec(spec);
        }
        for attr in &specs.attrs {
            self.out.push(' ');
            self.attribute(attr);
        }
        self.out.push(']');
    }

    fn spec(&mut self, spec: &DeclSpec) {
        let text = match &spec.kind {
            DeclSpecKind::Storage(c) => match c {
                StorageClass::Typedef => "typedef",
                StorageClass::Extern => "extern",
                StorageClass::Static => "static",
                StorageClass::Auto => "auto",
                StorageClass::Register => "register",
                StorageClass::ThreadLocal => "_Thread_local",
            },
            DeclSpecKind::Qualifier(q) => qualifier_str(*q),
            DeclSpecKind::AddressSpace(a) => address_space_str(*a),
            DeclSpecKind::Access(a, _) => match a {
                AccessQualifier::ReadOnly => "read_only",
                AccessQualifier::WriteOnly => "write_only",
                AccessQualifier::ReadWrite => "read_write",
            },
            DeclSpecKind::Function(f) => match f {
                FunctionSpec::Kernel => "kernel",
                FunctionSpec::Inline => "inline",
                FunctionSpec::Noreturn => "_Noreturn",
            },
            DeclSpecKind::Pipe => "pipe",
            DeclSpecKind::Alignas(arg) => {
                self.out.push_str("_Alignas(");
                self.attr_arg(arg);
                self.out.push(')');
                return;
            }
            DeclSpecKind::Type(t) => {
                self.type_spec(t);
                return;
            }
        };
        self.out.push_str(text);
    }

    fn type_spec(&mut self, t: &TypeSpec) {
        let text = match t {
            TypeSpec::Void => "void",
            TypeSpec::Char => "char",
            TypeSpec::Short => "short",
            TypeSpec::Int => "int",
            TypeSpec::Long => "long",
            TypeSpec::Float => "float",
            TypeSpec::Double => "double",
            TypeSpec::Half => "half",
            TypeSpec::Signed => "signed",
            TypeSpec::Unsigned => "unsigned",
            TypeSpec::Bool => "bool",
            TypeSpec::Complex => "_Complex",
            TypeSpec::Imaginary => "_Imaginary",
            TypeSpec::Builtin(b) => {
                let _ = write!(self.out, "{}", b);
                return;
            }
            TypeSpec::Error(s) => {
                self.out.push_str("<unknown ");
                self.sym(*s);
                self.out.push('>');
                return;
            }
            TypeSpec::TypedefName(s) => {
                self.sym(*s);
                return;
            }
            TypeSpec::Record(r) => {
                let r = &self.tu[*r];
                self.out.push_str(match r.kind {
                    RecordKind::Struct => "struct",
                    RecordKind::Union => "union",
                });
                for attr in &r.attrs {
                    self.out.push(' ');
                    self.attribute(attr);
                }
                if let Some(name) = r.name {
                    self.out.push(' ');
                    self.sym(name.name);
                }
                if r.fields.is_some() {
                    self.out.push_str(" {...}");
                }
                return;
            }
            TypeSpec::Enum(e) => {
                let e = &self.tu[*e];
                self.out.push_str("enum");
                for attr in &e.attrs {
                    self.out.push(' ');
                    self.attribute(attr);
                }
                if let Some(name) = e.name {
                    self.out.push(' ');
                    self.sym(name.name);
                }
                if e.enumerators.is_some() {
                    self.out.push_str(" {...}");
                }
                return;
            }
        };
        self.out.push_str(text);
    }

    /// The bodies of record and enum definitions among `specs`, as indented lines.
    fn specs_bodies(&mut self, specs: &DeclSpecs, indent: usize) {
        for spec in &self.tu[specs.specs] {
            match &spec.kind {
                DeclSpecKind::Type(TypeSpec::Record(r)) => {
                    for field in self.tu[*r].fields.iter().flatten() {
                        self.line_start(indent);
                        if let Some(s) = &field.static_assert {
                            self.static_assert(s);
                            self.out.push('\n');
                            continue;
                        }
                        self.out.push_str("field ");
                        self.specs(&field.specs);
                        for (i, fd) in field.declarators.iter().enumerate() {
                            self.out.push_str(if i == 0 { " " } else { ", " });
                            self.declarator(&fd.declarator);
                            if let Some(w) = fd.bit_width {
                                self.out.push_str(" : ");
                                self.expr(w, 0);
                            }
                        }
                        self.out.push('\n');
                        self.specs_bodies(&field.specs, indent + 1);
                    }
                }
                DeclSpecKind::Type(TypeSpec::Enum(e)) => {
                    for en in self.tu[*e].enumerators.iter().flatten() {
                        self.line_start(indent);
                        self.out.push_str("enumerator ");
                        self.sym(en.name.name);
                        for attr in &en.attrs {
                            self.out.push(' ');
                            self.attribute(attr);
                        }
                        if let Some(v) = en.value {
                            self.out.push_str(" = ");
                            self.expr(v, 0);
                        }
                        self.out.push('\n');
                    }
                }
                _ => {}
            }
        }
    }

    fn declarator(&mut self, d: &Declarator) {
        match d.name {
            Some(name) => self.sym(name.name),
            None => self.out.push('_'),
        }
        if !d.parts.is_empty() {
            self.out.push(':');
            self.declarator_parts(d);
        }
        for attr in &d.attrs {
            self.out.push(' ');
            self.attribute(attr);
        }
    }

    fn declarator_parts(&mut self, d: &Declarator) {
        for part in &d.parts {
            self.out.push(' ');
            match &part.kind {
                DeclaratorPartKind::Pointer { quals, attrs, .. } => {
                    self.out.push_str("ptr");
                    if !quals.is_empty() || !attrs.is_empty() {
                        self.out.push('(');
                        self.qual_list(quals, attrs);
                        self.out.push(')');
                    }
                }
                DeclaratorPartKind::Array {
                    size,
                    quals,
                    is_static,
                } => {
                    self.out.push_str("array(");
                    if *is_static {
                        self.out.push_str("static ");
                    }
                    if !quals.is_empty() {
                        self.qual_list(quals, &[]);
                    }
                    if let Some(size) = size {
                        if !quals.is_empty() {
                            self.out.push(' ');
                        }
                        self.expr(*size, 0);
                    }
                    self.out.push(')');
                }
                DeclaratorPartKind::Function(f) => {
                    self.out.push_str("fn(");
                    for (i, p) in f.params.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.specs(&p.specs);
                        self.out.push(' ');
                        self.declarator(&p.declarator);
                    }
                    if f.variadic {
                        self.out
                            .push_str(if f.params.is_empty() { "..." } else { ", ..." });
                    }
                    self.out.push(')');
                }
            }
        }
    }

    fn qual_list(&mut self, quals: &[DeclSpec], attrs: &[Attribute]) {
        let mut first = true;
        for q in quals {
            if !first {
                self.out.push(' ');
            }
            first = false;
            self.spec(q);
        }
        for a in attrs {
            if !first {
                self.out.push(' ');
            }
            first = false;
            self.attribute(a);
        }
    }

    fn attribute(&mut self, attr: &Attribute) {
        self.out.push_str("attr(");
        self.sym(attr.name.name);
        for arg in &attr.args {
            self.out.push(' ');
            self.attr_arg(arg);
        }
        self.out.push(')');
    }

    fn attr_arg(&mut self, arg: &AttrArg) {
        match arg {
            AttrArg::Expr(e) => self.expr(*e, 0),
            AttrArg::Type(t) => self.type_name(&self.tu[*t]),
        }
    }

    fn type_name(&mut self, t: &TypeName) {
        self.out.push('<');
        // Strip the brackets of the specifier list: `<const int: ptr>` reads better.
        let start = self.out.len();
        self.specs(&t.specs);
        self.out.remove(start);
        self.out.pop();
        if !t.declarator.parts.is_empty() {
            self.out.push(':');
            self.declarator_parts(&t.declarator);
        }
        for attr in &t.declarator.attrs {
            self.out.push(' ');
            self.attribute(attr);
        }
        self.out.push('>');
    }

    fn initializer(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => self.expr(*e, 0),
            Initializer::List(list) => self.init_list(list),
        }
    }

    fn init_list(&mut self, list: &InitList) {
        self.out.push('{');
        for (i, item) in list.items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            for d in &item.designators {
                match d {
                    Designator::Field(name) => {
                        self.out.push('.');
                        self.sym(name.name);
                    }
                    Designator::Index(e, _) => {
                        self.out.push('[');
                        self.expr(*e, 0);
                        self.out.push(']');
                    }
                }
            }
            if !item.designators.is_empty() {
                self.out.push_str(" = ");
            }
            self.initializer(&item.init);
        }
        self.out.push('}');
    }

    fn expr(&mut self, id: ExprId, depth: u32) {
        if depth > MAX_EXPR_DEPTH {
            self.out.push_str("...");
            return;
        }
        let tu = self.tu;
        let depth = depth + 1;
        match &tu[id].kind {
            ExprKind::Ident(s) | ExprKind::Number(s) | ExprKind::Char(s) => self.sym(*s),
            ExprKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            ExprKind::Str(pieces) => {
                for (i, p) in tu[*pieces].iter().enumerate() {
                    if i > 0 {
                        self.out.push(' ');
                    }
                    self.sym(p.name);
                }
            }
            ExprKind::Paren(e) => self.sexpr("paren", &[*e], depth),
            ExprKind::Unary { op, operand } => self.sexpr(op.as_str(), &[*operand], depth),
            ExprKind::Binary { op, lhs, rhs } => self.sexpr(op.as_str(), &[*lhs, *rhs], depth),
            ExprKind::Assign { op, lhs, rhs } => {
                self.out.push('(');
                if let Some(op) = op {
                    self.out.push_str(op.as_str());
                }
                self.out.push_str("= ");
                self.expr(*lhs, depth);
                self.out.push(' ');
                self.expr(*rhs, depth);
                self.out.push(')');
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => self.sexpr("?", &[*cond, *then_expr, *else_expr], depth),
            ExprKind::Cast { ty, expr } => self.typed_sexpr("cast", &tu[*ty], &[*expr], depth),
            ExprKind::VectorLiteral { ty, elems, .. } => {
                self.typed_sexpr("vec", &tu[*ty], &tu[*elems], depth)
            }
            ExprKind::CompoundLiteral { ty, init } => {
                self.out.push_str("(compound ");
                self.type_name(&tu[*ty]);
                self.out.push(' ');
                self.init_list(&tu[*init]);
                self.out.push(')');
            }
            ExprKind::SizeofExpr(e) => self.sexpr("sizeof", &[*e], depth),
            ExprKind::SizeofType(t) => self.typed_sexpr("sizeof", &tu[*t], &[], depth),
            ExprKind::AlignofExpr(e) => self.sexpr("alignof", &[*e], depth),
            ExprKind::AlignofType(t) => self.typed_sexpr("alignof", &tu[*t], &[], depth),
            ExprKind::VecStepExpr(e) => self.sexpr("vec_step", &[*e], depth),
            ExprKind::VecStepType(t) => self.typed_sexpr("vec_step", &tu[*t], &[], depth),
            ExprKind::Call { callee, args } => {
                self.out.push_str("(call ");
                self.expr(*callee, depth);
                for a in &self.tu[*args] {
                    self.out.push(' ');
                    self.expr(*a, depth);
                }
                self.out.push(')');
            }
            ExprKind::Index { base, index } => self.sexpr("index", &[*base, *index], depth),
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                self.out.push_str(if *arrow { "(-> " } else { "(. " });
                self.expr(*base, depth);
                self.out.push(' ');
                self.sym(member.name);
                self.out.push(')');
            }
            ExprKind::Error => self.out.push_str("<error>"),
        }
    }

    fn sexpr(&mut self, head: &str, operands: &[ExprId], depth: u32) {
        self.out.push('(');
        self.out.push_str(head);
        for e in operands {
            self.out.push(' ');
            self.expr(*e, depth);
        }
        self.out.push(')');
    }

    fn typed_sexpr(&mut self, head: &str, ty: &TypeName, operands: &[ExprId], depth: u32) {
        self.out.push('(');
        self.out.push_str(head);
        self.out.push(' ');
        self.type_name(ty);
        for e in operands {
            self.out.push(' ');
            self.expr(*e, depth);
        }
        self.out.push(')');
    }

    fn stmt(&mut self, id: StmtId, indent: usize) {
        if indent > MAX_STMT_DEPTH {
            self.line_start(indent);
            self.out.push_str("...\n");
            return;
        }
        let tu = self.tu;
        let stmt = &tu[id];
        if let StmtKind::Decl(d) = &stmt.kind {
            self.declaration(&tu[*d], indent);
            return;
        }
        self.line_start(indent);
        match &stmt.kind {
            StmtKind::Compound(items) => {
                self.out.push_str("compound\n");
                for s in &self.tu[*items] {
                    self.stmt(*s, indent + 1);
                }
            }
            StmtKind::Decl(_) => {}
            StmtKind::StaticAssert(s) => {
                self.static_assert(s);
                self.out.push('\n');
            }
            StmtKind::ExtensionPragma(p) => self.extension_pragma(p),
            StmtKind::FpContractPragma(p) => self.fp_contract_pragma(p),
            StmtKind::Expr(e) => {
                self.out.push_str("expr ");
                self.expr(*e, 0);
                self.out.push('\n');
            }
            StmtKind::If { .. } => self.if_chain(id, indent),
            StmtKind::Switch { cond, body } => self.headed("switch ", Some(*cond), *body, indent),
            StmtKind::Case { .. } | StmtKind::Default { .. } | StmtKind::Label { .. } => {
                self.label_chain(id, indent)
            }
            StmtKind::While { cond, body } => self.headed("while ", Some(*cond), *body, indent),
            StmtKind::DoWhile { body, cond } => {
                self.headed("do-while ", Some(*cond), *body, indent)
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.out.push_str("for ");
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => self.expr(*e, 0),
                    ForInit::Decl(d) => self.declaration_inline(&self.tu[*d]),
                }
                self.out.push_str("; ");
                if let Some(c) = cond {
                    self.expr(*c, 0);
                }
                self.out.push_str("; ");
                if let Some(s) = step {
                    self.expr(*s, 0);
                }
                self.out.push('\n');
                if let ForInit::Decl(d) = init {
                    self.specs_bodies(&self.tu[*d].specs, indent + 1);
                }
                self.stmt(*body, indent + 1);
            }
            StmtKind::Break => self.out.push_str("break\n"),
            StmtKind::Continue => self.out.push_str("continue\n"),
            StmtKind::Return(value) => {
                self.out.push_str("return");
                if let Some(v) = value {
                    self.out.push(' ');
                    self.expr(*v, 0);
                }
                self.out.push('\n');
            }
            StmtKind::Goto(label) => {
                self.out.push_str("goto ");
                self.sym(label.name);
                self.out.push('\n');
            }
            StmtKind::Empty => self.out.push_str("empty\n"),
            StmtKind::Attributed { attrs, body } => {
                self.out.push_str("attributed");
                for a in attrs {
                    self.out.push(' ');
                    self.attribute(a);
                }
                self.out.push('\n');
                self.stmt(*body, indent + 1);
            }
            StmtKind::Error => self.out.push_str("<error>\n"),
        }
    }

    /// `if` / `else if` / `else` at one indentation: `else if` chains can be thousands long.
    fn if_chain(&mut self, first: StmtId, indent: usize) {
        let tu = self.tu;
        let mut current = first;
        let mut head = "if ";
        while let StmtKind::If {
            cond,
            then_stmt,
            else_stmt,
        } = &tu[current].kind
        {
            self.out.push_str(head);
            self.expr(*cond, 0);
            self.out.push('\n');
            self.stmt(*then_stmt, indent + 1);
            let Some(else_stmt) = *else_stmt else {
                return;
            };
            self.line_start(indent);
            if matches!(tu[else_stmt].kind, StmtKind::If { .. }) {
                head = "else if ";
                current = else_stmt;
            } else {
                self.out.push_str("else\n");
                self.stmt(else_stmt, indent + 1);
                return;
            }
        }
    }

    /// Consecutive labels (`case 1: case 2: default:`) at one indentation, then the statement.
    fn label_chain(&mut self, first: StmtId, indent: usize) {
        let tu = self.tu;
        let mut current = first;
        loop {
            let body = match &tu[current].kind {
                StmtKind::Case { value, body } => {
                    self.out.push_str("case ");
                    self.expr(*value, 0);
                    *body
                }
                StmtKind::Default { body } => {
                    self.out.push_str("default");
                    *body
                }
                StmtKind::Label { label, body } => {
                    self.out.push_str("label ");
                    self.sym(label.name);
                    *body
                }
                _ => return,
            };
            self.out.push('\n');
            if matches!(
                tu[body].kind,
                StmtKind::Case { .. } | StmtKind::Default { .. } | StmtKind::Label { .. }
            ) {
                self.line_start(indent);
                current = body;
            } else {
                self.stmt(body, indent + 1);
                return;
            }
        }
    }

    fn headed(&mut self, head: &str, expr: Option<ExprId>, body: StmtId, indent: usize) {
        self.out.push_str(head);
        if let Some(e) = expr {
            self.expr(e, 0);
        }
        self.out.push('\n');
        self.stmt(body, indent + 1);
    }
}

fn qualifier_str(q: TypeQualifier) -> &'static str {
    match q {
        TypeQualifier::Const => "const",
        TypeQualifier::Volatile => "volatile",
        TypeQualifier::Restrict => "restrict",
        TypeQualifier::Atomic => "_Atomic",
    }
}

fn address_space_str(a: AddressSpace) -> &'static str {
    match a {
        AddressSpace::Global => "global",
        AddressSpace::Local => "local",
        AddressSpace::Constant => "constant",
        AddressSpace::Private => "private",
        AddressSpace::Generic => "generic",
    }
}
