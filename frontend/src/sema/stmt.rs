//! Statements and local declarations, lowered to the IR's structured statements.

use super::conv::{ConvContext, Place};
use super::{Binding, Sema};
use crate::ast::{self, StmtKind};
use crate::ir::{self, AddressSpace, ExprKind, Scalar, Stmt, SwitchCase, Type, TypeId};
use crate::source::Span;

/// Arrays longer than this are zeroed by one store of their zero value, not one per element:
/// `int x[10000000] = {1};` in a function must not become ten million stores.
const ZERO_WHOLE_ARRAY_FROM: u64 = 64;

impl Sema<'_> {
    /// Lowers a compound statement in a new scope.
    pub(crate) fn block(&mut self, items: &[ast::StmtId]) -> ir::Block {
        self.push_scope();
        if let Some(state) = self.state.func.as_mut() {
            state.block_depth += 1;
        }
        // At least one IR statement per item, usually exactly one: no regrowing.
        let mut out = ir::Block {
            stmts: Vec::with_capacity(items.len()),
        };
        for &item in items {
            self.stmt(item, &mut out);
        }
        if let Some(state) = self.state.func.as_mut() {
            state.block_depth -= 1;
        }
        self.pop_scope();
        out
    }

    /// A statement that is not a compound still gets its own block (and scope).
    fn sub_block(&mut self, id: ast::StmtId) -> ir::Block {
        match &self.tu[id].kind {
            StmtKind::Compound(items) => self.block(&self.tu[*items]),
            _ => {
                self.push_scope();
                let mut out = ir::Block::default();
                self.stmt(id, &mut out);
                self.pop_scope();
                out
            }
        }
    }

    /// Lowers one statement; nested statements (an `else if` chain is one level per arm)
    /// recurse through [`crate::stack::grow`], as expressions do.
    pub(crate) fn stmt(&mut self, id: ast::StmtId, out: &mut ir::Block) {
        crate::stack::grow(|| self.stmt_here(id, out))
    }

    fn stmt_here(&mut self, id: ast::StmtId, out: &mut ir::Block) {
        let span = self.tu[id].span;
        match &self.tu[id].kind {
            StmtKind::Compound(items) => {
                let b = self.block(&self.tu[*items]);
                out.stmts.push(Stmt::Block(b));
            }
            StmtKind::Decl(decl) => self.local_declaration(&self.tu[*decl], out),
            StmtKind::StaticAssert(sa) => self.static_assert(sa),
            StmtKind::ExtensionPragma(p) => self.extension_pragma(p),
            StmtKind::FpContractPragma(p) => self.fp_contract_pragma(p),
            StmtKind::Expr(e) => {
                if let Some(v) = self.expr(*e) {
                    if v.place == Place::RValue {
                        out.stmts.push(Stmt::Expr(v.expr));
                    }
                }
            }
            StmtKind::If {
                cond,
                then_stmt,
                else_stmt,
            } => {
                let c = self
                    .expr(*cond)
                    .and_then(|v| self.condition(v, self.tu[*cond].span));
                let then = self.sub_block(*then_stmt);
                let otherwise = else_stmt.map(|s| self.sub_block(s)).unwrap_or_default();
                if let Some(cond) = c {
                    out.stmts.push(Stmt::If {
                        cond,
                        then,
                        otherwise,
                        span,
                    });
                }
            }
            StmtKind::While { cond, body } => {
                let c = self
                    .expr(*cond)
                    .and_then(|v| self.condition(v, self.tu[*cond].span));
                let body = self.loop_body(*body);
                if let Some(c) = c {
                    out.stmts.push(Stmt::Loop {
                        cond: Some(c),
                        test_first: true,
                        body,
                        step: None,
                        span,
                    });
                }
            }
            StmtKind::DoWhile { body, cond } => {
                let body = self.loop_body(*body);
                let c = self
                    .expr(*cond)
                    .and_then(|v| self.condition(v, self.tu[*cond].span));
                if let Some(c) = c {
                    out.stmts.push(Stmt::Loop {
                        cond: Some(c),
                        test_first: false,
                        body,
                        step: None,
                        span,
                    });
                }
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.push_scope();
                let mut outer = ir::Block::default();
                match init {
                    ast::ForInit::None => {}
                    ast::ForInit::Expr(e) => {
                        if let Some(v) = self.expr(*e) {
                            if v.place == Place::RValue {
                                outer.stmts.push(Stmt::Expr(v.expr));
                            }
                        }
                    }
                    ast::ForInit::Decl(d) => self.local_declaration(&self.tu[*d], &mut outer),
                }
                let c = cond.and_then(|c| {
                    self.expr(c)
                        .and_then(|v| self.condition(v, self.tu[c].span))
                });
                let step = step.and_then(|s| self.expr(s).map(|v| self.rvalue(v, span).expr));
                let body = self.loop_body(*body);
                outer.stmts.push(Stmt::Loop {
                    cond: c,
                    test_first: true,
                    body,
                    step,
                    span,
                });
                self.pop_scope();
                out.stmts.push(Stmt::Block(outer));
            }
            StmtKind::Switch { cond, body } => self.switch(*cond, *body, span, out),
            StmtKind::Case { .. } | StmtKind::Default { .. } => {
                self.error(
                    span,
                    "'case' statement not directly in a switch body is not supported",
                );
            }
            StmtKind::Break => {
                let ok = self
                    .state
                    .func
                    .as_ref()
                    .is_some_and(|f| f.loop_depth + f.switch_depth > 0);
                if ok {
                    out.stmts.push(Stmt::Break(span));
                } else {
                    self.error(span, "'break' statement not in loop or switch statement");
                }
            }
            StmtKind::Continue => {
                let ok = self.state.func.as_ref().is_some_and(|f| f.loop_depth > 0);
                if ok {
                    out.stmts.push(Stmt::Continue(span));
                } else {
                    self.error(span, "'continue' statement not in loop statement");
                }
            }
            StmtKind::Return(value) => self.return_stmt(*value, span, out),
            StmtKind::Goto(label) => {
                let name = self.name(label.name);
                self.error(span, format!("'goto {name}' is not supported: oclvk emits structured control flow, which Vulkan requires"));
            }
            StmtKind::Label { body, .. } => self.stmt(*body, out),
            StmtKind::Attributed { attrs, body } => {
                self.check_attrs(attrs);
                self.stmt(*body, out)
            }
            StmtKind::Empty | StmtKind::Error => {}
        }
    }

    fn loop_body(&mut self, body: ast::StmtId) -> ir::Block {
        self.state.func.as_mut().expect("in a function").loop_depth += 1;
        let b = self.sub_block(body);
        self.state.func.as_mut().expect("in a function").loop_depth -= 1;
        b
    }

    fn return_stmt(&mut self, value: Option<ast::ExprId>, span: Span, out: &mut ir::Block) {
        let ret = self.state.func.as_ref().expect("in a function").ret;
        let is_void = matches!(self.ty(ret), Type::Void);
        match (value, is_void) {
            (None, true) => out.stmts.push(Stmt::Return(None, span)),
            (None, false) => {
                let name = self.current_function_name();
                self.error(
                    span,
                    format!("non-void function '{name}' should return a value"),
                );
            }
            (Some(e), true) => {
                let espan = self.tu[e].span;
                if let Some(v) = self.expr(e) {
                    if matches!(self.ty(v.ty), Type::Void) {
                        out.stmts.push(Stmt::Expr(v.expr));
                        out.stmts.push(Stmt::Return(None, span));
                    } else {
                        {
                            let name = self.current_function_name();
                            self.error(
                                espan,
                                format!("void function '{name}' should not return a value"),
                            );
                        }
                    }
                }
            }
            (Some(e), false) => {
                let espan = self.tu[e].span;
                if let Some(v) = self.expr(e) {
                    if let Some(x) = self.implicit(v, ret, espan, ConvContext::Return) {
                        out.stmts.push(Stmt::Return(Some(x), span));
                    }
                }
            }
        }
    }

    fn switch(&mut self, cond: ast::ExprId, body: ast::StmtId, span: Span, out: &mut ir::Block) {
        let cspan = self.tu[cond].span;
        let selector = self.rvalue_expr(cond).and_then(|v| match self.ty(v.ty) {
            Type::Scalar(s) if s.is_integer() || s == Scalar::Bool => Some(self.promote(v, cspan)),
            _ => {
                let name = self.type_name(v.ty);
                self.error(
                    cspan,
                    format!("statement requires expression of integer type ('{name}' invalid)"),
                );
                None
            }
        });
        let single = [body];
        let items: &[ast::StmtId] = match &self.tu[body].kind {
            StmtKind::Compound(items) => &self.tu[*items],
            _ => &single,
        };
        self.state
            .func
            .as_mut()
            .expect("in a function")
            .switch_depth += 1;
        self.push_scope();
        let mut cases: Vec<SwitchCase> = Vec::new();
        let mut seen: Vec<(i64, Span)> = Vec::new();
        let mut has_default = false;
        for &item in items {
            // Peel nested labels: `case 1: case 2: stmt`.
            let mut current = item;
            loop {
                let ispan = self.tu[current].span;
                match &self.tu[current].kind {
                    StmtKind::Case { value, body } => {
                        let (value, body) = (*value, *body);
                        if let Some(v) = self.const_int(value) {
                            if let Some((_, first)) = seen.iter().find(|(x, _)| *x == v) {
                                let first = *first;
                                self.report(
                                    crate::diag::Diagnostic::error(
                                        self.tu[value].span,
                                        format!("duplicate case value '{v}'"),
                                    )
                                    .with_note(Some(first), "previous case defined here"),
                                );
                            }
                            seen.push((v, ispan));
                            let bits = selector
                                .map(|s| self.state.module.types.size_of(s.ty) * 8)
                                .unwrap_or(32);
                            let masked = if bits >= 64 {
                                v as u64
                            } else {
                                (v as u64) & ((1u64 << bits) - 1)
                            };
                            cases.push(SwitchCase {
                                values: vec![masked],
                                is_default: false,
                                body: ir::Block::default(),
                            });
                        }
                        current = body;
                    }
                    StmtKind::Default { body } => {
                        if has_default {
                            self.error(ispan, "multiple default labels in one switch");
                        }
                        has_default = true;
                        cases.push(SwitchCase {
                            values: vec![],
                            is_default: true,
                            body: ir::Block::default(),
                        });
                        current = *body;
                    }
                    _ => break,
                }
            }
            match cases.last_mut() {
                Some(case) => self.stmt(current, &mut case.body),
                None => {
                    // Code before the first label never runs; still check it.
                    let mut dead = ir::Block::default();
                    self.stmt(current, &mut dead);
                }
            }
        }
        self.pop_scope();
        self.state
            .func
            .as_mut()
            .expect("in a function")
            .switch_depth -= 1;
        // Consecutive labels with an empty body fall into the next one: merge them.
        let mut merged: Vec<SwitchCase> = Vec::new();
        for case in cases {
            match merged.last_mut() {
                Some(prev) if prev.body.stmts.is_empty() => {
                    prev.values.extend(case.values);
                    prev.is_default |= case.is_default;
                    prev.body = case.body;
                }
                _ => merged.push(case),
            }
        }
        if let Some(sel) = selector {
            out.stmts.push(Stmt::Switch {
                selector: sel.expr,
                cases: merged,
                span,
            });
        }
    }

    fn current_function_name(&self) -> String {
        self.state
            .func
            .as_ref()
            .map(|f| f.func.name.clone())
            .unwrap_or_default()
    }

    pub(crate) fn static_assert(&mut self, sa: &ast::StaticAssert) {
        if let Some(v) = self.const_int(sa.cond) {
            if v == 0 {
                self.error(sa.span, "static assertion failed");
            }
        }
    }

    pub(crate) fn new_local(&mut self, name: &str, ty: TypeId, span: Span) -> ir::LocalId {
        self.state
            .func
            .as_mut()
            .expect("in a function")
            .func
            .add_local(name, ty, span)
    }

    fn local_declaration(&mut self, decl: &ast::Declaration, out: &mut ir::Block) {
        let spec = self.resolve_specs(&decl.specs);
        if decl.specs.is_typedef(self.tu) {
            for d in &self.tu[decl.declarators] {
                let mut t = self.apply_declarator(&spec, &d.declarator);
                t.ty = self.complete_array(t.ty, d.init.as_ref());
                if let Some(name) = d.declarator.name {
                    self.declare_typedef(name, &spec, &t, decl.span);
                }
            }
            return;
        }
        let is_static = matches!(spec.storage, Some((ast::StorageClass::Static, _)));
        if let Some((ast::StorageClass::Extern, span)) = spec.storage {
            self.error(
                span,
                "extern variables are not supported in OpenCL C functions",
            );
            return;
        }
        for d in &self.tu[decl.declarators] {
            let mut t = self.apply_declarator(&spec, &d.declarator);
            t.ty = self.complete_array(t.ty, d.init.as_ref());
            let Some(name) = d.declarator.name else {
                continue;
            };
            if t.function.is_some() {
                self.error(
                    d.span,
                    "function declarations inside functions are not supported",
                );
                continue;
            }
            let space = t.space.map(|(s, _)| s);
            if is_static {
                // OpenCL C 2.0 allows static variables in functions, in global (the default) or
                // constant memory; they live at program scope. Before 2.0 there are none.
                if !self.is_cl20() {
                    // Reported, then declared as an ordinary local so uses don't cascade.
                    self.error(
                        name.span,
                        "variables in function scope cannot be declared static",
                    );
                    let local = self.new_local(self.name(name.name), t.ty, name.span);
                    self.declare(
                        name,
                        Binding::Local {
                            local,
                            ty: t.ty,
                            quals: t.quals,
                        },
                    );
                } else if matches!(
                    space,
                    None | Some(AddressSpace::Global) | Some(AddressSpace::Constant)
                ) {
                    self.program_scope_variable(name, &t, d);
                } else {
                    self.error(
                        name.span,
                        "static local variable must reside in global or constant address space",
                    );
                }
                continue;
            }
            match space {
                Some(AddressSpace::Local) => self.kernel_local_variable(name, &t, d),
                Some(AddressSpace::Global) => {
                    self.error(
                        name.span,
                        "function scope variable cannot be declared in global address space",
                    );
                }
                Some(AddressSpace::Constant) => {
                    // Function-scope `constant` variables live at program scope.
                    self.program_scope_variable(name, &t, d);
                }
                Some(AddressSpace::Generic) => {
                    self.error(
                        name.span,
                        "automatic variable qualified with an invalid address space",
                    );
                }
                _ => {
                    if let Type::Void = self.ty(t.ty) {
                        let text = self.name(name.name);
                        self.error(
                            name.span,
                            format!("variable has incomplete type 'void' ('{text}')"),
                        );
                        continue;
                    }
                    if let Type::Sampler = self.ty(t.ty) {
                        // A function-scope sampler is a constant: it lives at program scope
                        // like `constant sampler_t`, so every use is the same inline sampler.
                        let mut constant = t.clone();
                        constant.space = Some((AddressSpace::Constant, name.span));
                        self.program_scope_variable(name, &constant, d);
                        continue;
                    }
                    if let Type::Image { .. } = self.ty(t.ty) {
                        let n = self.type_name(t.ty);
                        self.error(
                            name.span,
                            format!(
                                "type '{n}' can only be used as a function parameter in OpenCL"
                            ),
                        );
                        continue;
                    }
                    if !self.state.extensions.fp16
                        && self.state.module.types.scalar_of(t.ty) == Some(Scalar::Half)
                    {
                        let n = self.type_name(t.ty);
                        self.error(
                            name.span,
                            format!("declaring variable of type '{n}' is not allowed"),
                        );
                        // Declared all the same (as clang keeps it), so that its uses add no
                        // "undeclared identifier" errors; its initializer is not checked.
                        let local = self.new_local(self.name(name.name), t.ty, name.span);
                        let binding = Binding::Local {
                            local,
                            ty: t.ty,
                            quals: t.quals,
                        };
                        self.declare(name, binding);
                        continue;
                    }
                    let local = self.new_local(self.name(name.name), t.ty, name.span);
                    if let Some(init) = &d.init {
                        if self.check_atomic_initializer(t.ty, init.span(self.tu)) {
                            let ptr_ty =
                                self.state.module.types.pointer(t.ty, AddressSpace::Private);
                            let ptr = self.emit(ExprKind::LocalAddr(local), ptr_ty, name.span);
                            // A buffer reused across declarations (no allocation per
                            // initializer); taken out while in use, so a nested use would start
                            // a fresh one.
                            let mut stores = std::mem::take(&mut self.state.scratch_stores);
                            self.add_initializer_stores(ptr, t.ty, init, &mut stores);
                            out.stmts.extend(stores.drain(..).map(Stmt::Expr));
                            self.state.scratch_stores = stores;
                        }
                    }
                    if let Some(value) =
                        self.constant_variable_value(t.ty, t.quals, false, d.init.as_ref())
                    {
                        self.state.const_locals.insert(local, value);
                    }
                    self.declare(
                        name,
                        Binding::Local {
                            local,
                            ty: t.ty,
                            quals: t.quals,
                        },
                    );
                }
            }
        }
    }

    fn kernel_local_variable(
        &mut self,
        name: ast::Ident,
        t: &super::types::DeclType,
        d: &ast::InitDeclarator,
    ) {
        let state = self.state.func.as_ref().expect("in a function");
        if !state.is_kernel {
            self.error(
                name.span,
                "non-kernel function variable cannot be declared in local address space",
            );
            return;
        }
        if state.block_depth > 1 {
            self.error(name.span, "variables in the local address space can only be declared in the outermost scope of a kernel function");
            return;
        }
        if d.init.is_some() {
            self.error(name.span, "'__local' variable cannot have an initializer");
            return;
        }
        let owner = Some(state.id);
        let text = self.name(name.name).to_string();
        self.state.module.globals.push(ir::Global {
            name: text,
            ty: t.ty,
            space: AddressSpace::Local,
            init: None,
            owner,
            relocations: Vec::new(),
            span: name.span,
        });
        let global = self.state.module.globals.last().expect("pushed above").0;
        self.declare(
            name,
            Binding::Global {
                global,
                ty: t.ty,
                space: AddressSpace::Local,
                quals: t.quals,
            },
        );
    }

    /// Store expressions that initialize the object `ptr` points to (of type `ty`) from `init`;
    /// members without an initializer are zeroed, as C says for partially braced aggregates.
    pub(crate) fn initializer_stores(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        init: &ast::Initializer,
    ) -> Vec<ir::ExprId> {
        let mut stores = Vec::new();
        self.add_initializer_stores(ptr, ty, init, &mut stores);
        stores
    }

    /// [`Self::initializer_stores`], appended to `stores`.
    fn add_initializer_stores(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        init: &ast::Initializer,
        stores: &mut Vec<ir::ExprId>,
    ) {
        match init {
            ast::Initializer::Expr(e)
                if matches!(self.ty(ty), Type::Array { .. }) && self.string_bytes(*e).is_some() =>
            {
                // `char s[] = "text"`: one store per byte, the rest of the array zeroed.
                let bytes = self.string_bytes(*e).unwrap_or_default();
                let span = self.tu[*e].span;
                let Type::Array { elem, len } = self.ty(ty) else {
                    return;
                };
                let Some(scalar @ (Scalar::Char | Scalar::Uchar)) =
                    self.state.module.types.scalar_of(elem)
                else {
                    self.error(span, "array initializer must be an initializer list");
                    return;
                };
                let stored = if len > ZERO_WHOLE_ARRAY_FROM {
                    // A long tail of zeros: one store of the zero array, then the string.
                    self.zero_stores(ptr, ty, span, stores);
                    len.min(bytes.len() as u64)
                } else {
                    len
                };
                for i in 0..stored {
                    let (p, _) = self.member_ptr(ptr, ty, i, span);
                    let byte = bytes.get(i as usize).copied().unwrap_or(0);
                    let value = self.int_literal(scalar, byte as u64, span);
                    stores.push(self.emit(ExprKind::Store { ptr: p, value }, elem, span));
                }
            }
            ast::Initializer::Expr(e) => {
                let span = self.tu[*e].span;
                if let Some(v) = self.expr(*e) {
                    if let Some(x) = self.implicit(v, ty, span, ConvContext::Initialize) {
                        stores.push(self.emit(ExprKind::Store { ptr, value: x }, ty, span));
                    }
                }
            }
            ast::Initializer::List(list) => self.list_stores(ptr, ty, list, stores),
        }
    }

    fn list_stores(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        list: &ast::InitList,
        stores: &mut Vec<ir::ExprId>,
    ) {
        let span = list.span;
        // Scalars and vectors: `int x = {1};`, `float4 v = {1, 2, 3, 4};`.
        match self.ty(ty) {
            Type::Scalar(_) => {
                if let Some(first) = list.items.first() {
                    self.add_initializer_stores(ptr, ty, &first.init, stores);
                }
                if list.items.len() > 1 {
                    self.warning(list.items[1].span, "excess elements in scalar initializer");
                }
                return;
            }
            Type::Vector { scalar, len } => {
                let lane = self.state.module.types.scalar(scalar);
                let mut parts = Vec::new();
                for item in &list.items {
                    if let ast::Initializer::Expr(e) = &item.init {
                        let espan = self.tu[*e].span;
                        if let Some(v) = self.rvalue_expr(*e) {
                            if let Some(x) = self.implicit(v, lane, espan, ConvContext::Initialize)
                            {
                                parts.push(x);
                            }
                        }
                    }
                }
                if parts.len() > len as usize {
                    self.warning(span, "excess elements in vector initializer");
                    parts.truncate(len as usize);
                }
                while parts.len() < len as usize {
                    parts.push(self.zero_of(lane, span));
                }
                let parts = self.expr_list(parts);
                let value = self.emit(ExprKind::VectorLiteral(parts), ty, span);
                stores.push(self.emit(ExprKind::Store { ptr, value }, ty, span));
                return;
            }
            _ => {}
        }
        let (count, is_union) = match self.ty(ty) {
            Type::Array { len, .. } => (len, false),
            Type::Struct(s) => {
                let def = self.state.module.types.struct_def(s);
                (def.fields.len() as u64, def.is_union)
            }
            _ => {
                let name = self.type_name(ty);
                self.error(
                    span,
                    format!("initializer list cannot initialize type '{name}'"),
                );
                return;
            }
        };
        // A long array is zeroed whole first (one store, however long), so its members need
        // no record of which were initialized and no store each.
        let zeroed_first =
            !is_union && count > ZERO_WHOLE_ARRAY_FROM && matches!(self.ty(ty), Type::Array { .. });
        if zeroed_first {
            self.zero_stores(ptr, ty, span, stores);
        }
        let mut initialized = vec![false; if zeroed_first { 0 } else { count as usize }];
        let mut next = 0u64;
        for item in &list.items {
            let mut index = next;
            if let Some(designator) = item.designators.first() {
                let Some(i) = self.designator_index(ty, count, designator, item.span) else {
                    continue;
                };
                index = i;
                if item.designators.len() > 1 {
                    // `.a.b = v` / `[2].x = v`: the member is zeroed once, then the designated
                    // part inside it is stored (later designators may add more parts).
                    let (member, member_ty) = self.member_ptr(ptr, ty, index, item.span);
                    if !zeroed_first && !initialized[index as usize] {
                        self.zero_stores(member, member_ty, item.span, stores);
                        initialized[index as usize] = true;
                    }
                    self.designated_stores(
                        member,
                        member_ty,
                        &item.designators[1..],
                        &item.init,
                        stores,
                    );
                    next = index + 1;
                    continue;
                }
            }
            if index >= count {
                self.warning(item.span, "excess elements in initializer");
                break;
            }
            let (elem_ptr, elem_ty) = self.member_ptr(ptr, ty, index, item.span);
            self.add_initializer_stores(elem_ptr, elem_ty, &item.init, stores);
            if let Some(done) = initialized.get_mut(index as usize) {
                *done = true;
            }
            next = index + 1;
            if is_union {
                return;
            }
        }
        if is_union {
            return;
        }
        for (i, done) in initialized.into_iter().enumerate() {
            if !done {
                let (elem_ptr, elem_ty) = self.member_ptr(ptr, ty, i as u64, span);
                self.zero_stores(elem_ptr, elem_ty, span, stores);
            }
        }
    }

    /// The element or field a designator names in an aggregate of `count` members; reports and
    /// returns `None` when it names none.
    fn designator_index(
        &mut self,
        ty: TypeId,
        count: u64,
        designator: &ast::Designator,
        item_span: Span,
    ) -> Option<u64> {
        match (designator, self.ty(ty)) {
            (ast::Designator::Index(e, _), Type::Array { .. }) => match self.const_int(*e) {
                Some(i) if i >= 0 && (i as u64) < count => Some(i as u64),
                Some(_) => {
                    let dspan = self.tu[*e].span;
                    self.error(dspan, "array designator index exceeds array bounds");
                    None
                }
                None => None,
            },
            (ast::Designator::Field(f), Type::Struct(s)) => {
                let fname = self.name(f.name);
                let position = self
                    .state
                    .module
                    .types
                    .struct_def(s)
                    .fields
                    .iter()
                    .position(|x| x.name.as_deref() == Some(fname));
                if position.is_none() {
                    let tname = self.type_name(ty);
                    self.error(f.span, format!("field designator '{fname}' does not refer to any field in type '{tname}'"));
                }
                position.map(|p| p as u64)
            }
            _ => {
                self.error(item_span, "designator does not match the initialized type");
                None
            }
        }
    }

    /// Stores `init` into the part of the object `ptr` points to that `designators` name.
    fn designated_stores(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        designators: &[ast::Designator],
        init: &ast::Initializer,
        stores: &mut Vec<ir::ExprId>,
    ) {
        let Some((first, rest)) = designators.split_first() else {
            self.add_initializer_stores(ptr, ty, init, stores);
            return;
        };
        let count = match self.ty(ty) {
            Type::Array { len, .. } => len,
            Type::Struct(s) => self.state.module.types.struct_def(s).fields.len() as u64,
            _ => 0,
        };
        let span = init.span(self.tu);
        if let Some(index) = self.designator_index(ty, count, first, span) {
            let (member, member_ty) = self.member_ptr(ptr, ty, index, span);
            self.designated_stores(member, member_ty, rest, init, stores);
        }
    }

    /// Pointer to element or field `index` of the aggregate `ptr` points to.
    fn member_ptr(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        index: u64,
        span: Span,
    ) -> (ir::ExprId, TypeId) {
        let space = self
            .state
            .module
            .types
            .pointee(self.ir_expr(ptr).ty)
            .map_or(AddressSpace::Private, |(_, s)| s);
        // `ptr` may be the base of this member's siblings too (or of its own zero store): each
        // member's pointer is a tree of its own.
        let ptr = self.copy_member_ptr(ptr);
        match self.ty(ty) {
            Type::Array { elem, .. } => {
                let i = self.int_literal(Scalar::Ulong, index, span);
                let pty = self.state.module.types.pointer(elem, space);
                (
                    self.emit(
                        ExprKind::ElementPtr {
                            base: ptr,
                            index: i,
                        },
                        pty,
                        span,
                    ),
                    elem,
                )
            }
            Type::Struct(s) => {
                let fty = self.state.module.types.struct_def(s).fields[index as usize].ty;
                let pty = self.state.module.types.pointer(fty, space);
                (
                    self.emit(
                        ExprKind::FieldPtr {
                            base: ptr,
                            field: index as u32,
                        },
                        pty,
                        span,
                    ),
                    fty,
                )
            }
            _ => (ptr, ty),
        }
    }

    /// A copy of `ptr`, a pointer into an object being initialized: its element and field steps
    /// are new expressions down to the object's address, a leaf that may be shared.
    fn copy_member_ptr(&mut self, ptr: ir::ExprId) -> ir::ExprId {
        let e = *self.ir_expr(ptr);
        let kind = match e.kind {
            ExprKind::ElementPtr { base, index } => ExprKind::ElementPtr {
                base: self.copy_member_ptr(base),
                index,
            },
            ExprKind::FieldPtr { base, field } => ExprKind::FieldPtr {
                base: self.copy_member_ptr(base),
                field,
            },
            _ => return ptr,
        };
        self.emit(kind, e.ty, e.span)
    }

    fn zero_stores(
        &mut self,
        ptr: ir::ExprId,
        ty: TypeId,
        span: Span,
        stores: &mut Vec<ir::ExprId>,
    ) {
        match self.ty(ty) {
            Type::Scalar(_) | Type::Vector { .. } => {
                let zero = self.zero_of(ty, span);
                stores.push(self.emit(ExprKind::Store { ptr, value: zero }, ty, span));
            }
            Type::Pointer { .. } => {
                let zero = self.int_literal(Scalar::Ulong, 0, span);
                let null = self.emit_convert(ir::ConvertKind::IntToPtr, zero, ty, span);
                stores.push(self.emit(ExprKind::Store { ptr, value: null }, ty, span));
            }
            Type::Array { len, .. } if len > ZERO_WHOLE_ARRAY_FROM => {
                // The zero value of the whole array (an empty composite), one store.
                let parts = self.expr_list(Vec::new());
                let zero = self.emit(ExprKind::Composite(parts), ty, span);
                stores.push(self.emit(ExprKind::Store { ptr, value: zero }, ty, span));
            }
            Type::Array { len, .. } => {
                for i in 0..len {
                    let (p, t) = self.member_ptr(ptr, ty, i, span);
                    self.zero_stores(p, t, span, stores);
                }
            }
            Type::Struct(s) => {
                let n = self.state.module.types.struct_def(s).fields.len();
                let is_union = self.state.module.types.struct_def(s).is_union;
                for i in 0..(if is_union { n.min(1) } else { n }) {
                    let (p, t) = self.member_ptr(ptr, ty, i as u64, span);
                    self.zero_stores(p, t, span, stores);
                }
            }
            _ => {}
        }
    }
}
