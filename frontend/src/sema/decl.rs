//! Program-scope declarations: functions and kernels (with OpenCL's kernel rules and
//! attributes), prototypes, typedefs, and program-scope variables with constant initializers.

use super::types::{DeclType, FunctionType, ParamInfo, SpecInfo};
use super::{Binding, Bodies, FunctionSignature, FunctionState, Sema};
use crate::ast::{self, ExprKind as Ast, StmtKind};
use crate::ir::{self, AddressSpace, FunctionId, Scalar, Type, TypeId};
use crate::source::Span;
use crate::token::Symbol;
use rustc_hash::FxHashSet as HashSet;

impl Sema<'_> {
    pub(crate) fn external_decl(&mut self, decl: &ast::ExternalDecl) {
        match decl {
            ast::ExternalDecl::Function(f) => self.function_definition(f),
            ast::ExternalDecl::Declaration(d) => self.program_declaration(d),
            ast::ExternalDecl::StaticAssert(sa) => self.static_assert(sa),
            ast::ExternalDecl::ExtensionPragma(p) => self.extension_pragma(p),
            ast::ExternalDecl::FpContractPragma(p) => self.fp_contract_pragma(p),
        }
    }

    /// `#pragma OPENCL FP_CONTRACT`: at file scope, the state of the functions defined from
    /// here on; in a body, OFF turns contraction off for the whole function (ON there changes
    /// nothing: allowing it beyond the pragma's block would not be correct, forbidding it is).
    pub(crate) fn fp_contract_pragma(&mut self, pragma: &ast::FpContractPragma) {
        match self.state.func.as_mut() {
            Some(state) => state.func.fp_contract &= pragma.on,
            None => self.state.fp_contract = pragma.on,
        }
    }

    /// `#pragma OPENCL EXTENSION`: the extension is on or off from here on.
    pub(crate) fn extension_pragma(&mut self, pragma: &ast::ExtensionPragma) {
        let name = self.name(pragma.name);
        let mut extensions = self.state.extensions.clone();
        extensions.apply_pragma(self.options, name, pragma.enable);
        self.state.extensions = extensions;
    }

    fn program_declaration(&mut self, decl: &ast::Declaration) {
        let declares_tag = decl
            .specs
            .type_specs(self.tu)
            .any(|(t, _)| matches!(t, ast::TypeSpec::Record(_) | ast::TypeSpec::Enum(_)));
        if decl.declarators.is_empty() && !declares_tag {
            // `int read_only;`: the name is a qualifier keyword, so nothing is declared.
            self.warning(decl.span, "declaration does not declare anything");
            return;
        }
        let spec = self.resolve_specs(&decl.specs);
        for d in &self.tu[decl.declarators] {
            let mut t = self.apply_declarator(&spec, &d.declarator);
            t.ty = self.complete_array(t.ty, d.init.as_ref());
            let Some(name) = d.declarator.name else {
                continue;
            };
            if decl.specs.is_typedef(self.tu) {
                self.declare_typedef(name, &spec, &t, decl.span);
                continue;
            }
            if let Some(function) = &t.function {
                if self.name(name.name) == "printf" {
                    // The library's own function (the only variadic one OpenCL C has).
                    self.printf_prototype(name, function);
                    continue;
                }
                self.check_function_attrs(&spec, &decl.specs.attrs, &d.declarator.attrs);
                let overloadable = super::overloads::is_overloadable(
                    self,
                    &[&decl.specs.attrs, &d.declarator.attrs],
                );
                let kind = FunctionKind {
                    is_kernel: spec.is_kernel,
                    overloadable,
                };
                self.declare_function(name, function, d.span, false, kind);
                continue;
            }
            let is_extern = matches!(spec.storage, Some((ast::StorageClass::Extern, _)));
            if is_extern && d.init.is_none() {
                self.extern_variable(name, &t);
            } else {
                self.program_scope_variable(name, &t, d);
            }
        }
        if decl.declarators.is_empty() && spec.is_kernel {
            self.warning(
                decl.span,
                "'kernel' qualifier on a declaration that declares nothing",
            );
        }
    }

    /// Registers a function (or finds its earlier declaration) and returns its id.
    fn declare_function(
        &mut self,
        name: ast::Ident,
        function: &super::types::FunctionType,
        span: Span,
        defining: bool,
        kind: FunctionKind,
    ) -> FunctionId {
        if matches!(self.ty(function.ret), Type::Image { .. } | Type::Sampler) {
            // Images and samplers are parameters and constants only (as in clang).
            let n = self.type_name(function.ret);
            self.error(
                name.span,
                format!("declaring function return value of type '{n}' is not allowed"),
            );
        }
        let params: Vec<TypeId> = function.params.iter().map(|p| p.ty).collect();
        let text = self.name(name.name).to_string();
        let is_main = text == "main";
        if is_main {
            // OpenCL C has no `main`; clang refuses the name for kernels and functions alike
            // (and so does not compare the declarations of one).
            let what = if kind.is_kernel { "kernel" } else { "function" };
            self.error(name.span, format!("{what} cannot be called 'main'"));
        }
        let mut new_overload_of = None;
        if let Some(Binding::Function(first)) = self.lookup(name.name) {
            if is_main {
                return first;
            }
            let set = self.overload_set(name.name, first);
            let same_params = set
                .iter()
                .copied()
                .find(|&id| self.state.signatures[id].params == params);
            if let (None, true) = (same_params, kind.overloadable) {
                // Another overload: a function of its own, declared below.
                new_overload_of = Some(set);
            }
        }
        if let (None, Some(Binding::Function(first))) = (&new_overload_of, self.lookup(name.name)) {
            let id = self
                .overload_set(name.name, first)
                .into_iter()
                .find(|&id| self.state.signatures[id].params == params)
                .unwrap_or(first);
            let previous = self.state.signatures[id].clone();
            if previous.params != params || previous.ret != function.ret {
                self.report(
                    crate::diag::Diagnostic::error(
                        name.span,
                        format!("conflicting types for '{text}'"),
                    )
                    .with_note(Some(previous.span), "previous declaration is here"),
                );
            } else if defining && previous.defined {
                self.report(
                    crate::diag::Diagnostic::error(name.span, format!("redefinition of '{text}'"))
                        .with_note(Some(previous.span), "previous definition is here"),
                );
            }
            if defining {
                let sig = &mut self.state.signatures[id];
                sig.defined = true;
                sig.span = name.span;
            }
            return id;
        }
        if self.state.builtins.is_builtin(&text) {
            // Redeclaring a builtin is allowed in C only with the same type; OpenCL reserves them.
            self.warning(
                name.span,
                format!("declaration of '{text}' shadows a builtin function"),
            );
        }
        let id = self.state.module.functions.next_handle();
        let ir_name = if kind.overloadable {
            self.mangled_name(&text, &params)
        } else {
            text
        };
        let func = ir::Function {
            name: ir_name,
            params: self.ir_params(&function.params),
            ret: function.ret,
            kernel: None,
            locals: ir::Arena::new(),
            local_names: String::new(),
            exprs: ir::Arena::new(),
            lists: Vec::new(),
            body: ir::Block::default(),
            span,
            fp_contract: true,
        };
        self.state.module.functions.push(Box::new(func));
        self.state.signatures.push(FunctionSignature {
            params,
            ret: function.ret,
            defined: defining,
            span: name.span,
        });
        match new_overload_of {
            Some(mut set) => {
                set.push(id);
                self.state.overloads.insert(name.name, set);
            }
            None => self
                .state
                .scopes
                .declare_at_file_scope(name.name, Binding::Function(id)),
        }
        id
    }

    fn function_definition(&mut self, def: &ast::FunctionDef) {
        let spec = self.resolve_specs(&def.specs);
        let mut t = self.apply_declarator(&spec, &def.declarator);
        let (Some(function), Some(name)) = (t.function.take(), def.declarator.name) else {
            self.error(def.declarator.span, "expected a function declarator");
            return;
        };
        if let Some((class, span)) = spec.storage {
            if class != ast::StorageClass::Static && class != ast::StorageClass::Extern {
                self.error(span, "illegal storage class on function");
            }
        }
        if function.variadic && self.name(name.name) == "printf" {
            // clang lets a unit define printf; oclvk's calls always go to the builtin.
            self.error(
                name.span,
                "defining the builtin 'printf' is not supported by oclvk",
            );
            return;
        }
        let kernel = self.check_function_attrs(&spec, &def.specs.attrs, &def.declarator.attrs);
        if spec.is_kernel {
            self.check_kernel_signature(def, &function);
        }
        let prototyped = matches!(self.lookup(name.name), Some(Binding::Function(_)));
        let overloadable =
            super::overloads::is_overloadable(self, &[&def.specs.attrs, &def.declarator.attrs]);
        let kind = FunctionKind {
            is_kernel: spec.is_kernel,
            overloadable,
        };
        let id = self.declare_function(name, &function, def.span, true, kind);
        let own_name = self.name(name.name).to_string();
        let mut state = FunctionState {
            id,
            source_name: Some(name.name),
            func: self
                .state
                .module
                .functions
                .replace(id, Box::new(placeholder(own_name, function.ret))),
            is_kernel: spec.is_kernel,
            ret: function.ret,
            loop_depth: 0,
            switch_depth: 0,
            next_temp: ir::TempId::new(0),
            block_depth: 0,
            lane_sets: Vec::new(),
        };
        state.func.kernel = kernel;
        state.func.fp_contract = self.state.fp_contract;
        if prototyped {
            // The definition's parameter names win over a prototype's.
            state.func.params = self.ir_params(&function.params);
        }
        // Lowering makes about 1.5 IR expressions per source expression; reserving up front
        // saves regrowing (and copying) the arena several times per function.
        let hint = def.body_exprs.end.index() - def.body_exprs.start.index();
        self.state.spare_body.lend(&mut state.func);
        state.func.exprs.reserve(hint + hint / 2 + 16);
        self.state.func = Some(state);
        mutated_names(self.tu, def.body_exprs.clone(), &mut self.state.mutated);
        self.state.const_locals.clear();
        self.push_scope();
        let mut prologue = ir::Block::default();
        for (index, p) in function.params.iter().enumerate() {
            let Some(pname) = p.name else { continue };
            if self.state.mutated.contains(&pname.name) {
                let local = self.new_local(self.name(pname.name), p.ty, pname.span);
                let ptr_ty = self.state.module.types.pointer(p.ty, AddressSpace::Private);
                let ptr = self.emit(ir::ExprKind::LocalAddr(local), ptr_ty, pname.span);
                let value = self.emit(ir::ExprKind::Param(index as u32), p.ty, pname.span);
                let store = self.emit(ir::ExprKind::Store { ptr, value }, p.ty, pname.span);
                prologue.stmts.push(ir::Stmt::Expr(store));
                self.declare(
                    pname,
                    Binding::Local {
                        local,
                        ty: p.ty,
                        quals: p.quals,
                    },
                );
            } else {
                self.declare(
                    pname,
                    Binding::Param {
                        index: index as u32,
                        ty: p.ty,
                    },
                );
            }
        }
        let body = match &self.tu[def.body].kind {
            StmtKind::Compound(items) => self.block(&self.tu[*items]),
            _ => ir::Block::default(),
        };
        self.pop_scope();
        let mut state = self.state.func.take().expect("function state");
        state.func.span = def.span;
        match self.state.bodies {
            Bodies::Keep => {
                prologue.stmts.push(ir::Stmt::Block(body));
                state.func.body = prologue;
            }
            // Checked and lowered: nothing later reads a body (calls need the signature only),
            // and its memory goes to the next.
            Bodies::Drop => self.state.spare_body.reclaim(&mut state.func),
        }
        self.state.module.functions.replace(id, state.func);
    }

    fn ir_params(&self, params: &[ParamInfo]) -> Vec<ir::Param> {
        params
            .iter()
            .map(|p| ir::Param {
                name: p
                    .name
                    .map(|n| self.name(n.name).to_string())
                    .unwrap_or_default(),
                ty: p.ty,
                access: p.access,
                span: p.span,
            })
            .collect()
    }

    /// Kernel-only attributes and their checks; returns the kernel info for kernels.
    fn check_function_attrs(
        &mut self,
        spec: &SpecInfo,
        spec_attrs: &[ast::Attribute],
        declarator_attrs: &[ast::Attribute],
    ) -> Option<ir::KernelInfo> {
        let mut info = ir::KernelInfo::default();
        for attr in spec_attrs.iter().chain(declarator_attrs) {
            let attr_name = super::attrs::plain_name(self, attr).to_string();
            match attr_name.as_str() {
                "reqd_work_group_size" | "work_group_size_hint" => {
                    if !spec.is_kernel {
                        self.error(attr.span, format!("attribute '{attr_name}' can only be applied to an OpenCL kernel function"));
                        continue;
                    }
                    let Some(size) = self.three_sizes(attr, &attr_name) else {
                        continue;
                    };
                    if attr_name == "reqd_work_group_size" {
                        info.reqd_work_group_size = Some(size);
                    } else {
                        info.work_group_size_hint = Some(size);
                    }
                }
                "intel_reqd_sub_group_size" => {
                    if !spec.is_kernel {
                        self.error(attr.span, format!("attribute '{attr_name}' can only be applied to an OpenCL kernel function"));
                        continue;
                    }
                    let [ast::AttrArg::Expr(e)] = attr.args.as_slice() else {
                        if attr.args.len() == 1 {
                            self.error(
                                attr.span,
                                format!("'{attr_name}' attribute requires an integer constant"),
                            );
                        } else {
                            self.error(
                                attr.span,
                                format!("'{attr_name}' attribute takes one argument"),
                            );
                        }
                        continue;
                    };
                    let quoted = format!("'{attr_name}'");
                    let Some(v) = self.attr_const_int(*e, &quoted, attr.name.span) else {
                        continue;
                    };
                    // clang reads the value as unsigned: -4 is 4294967292, which no device has.
                    match v as u32 {
                        0 => self.error(
                            attr.span,
                            format!("'{attr_name}' attribute must be greater than 0"),
                        ),
                        n => info.reqd_sub_group_size = Some(n),
                    }
                }
                "vec_type_hint" => {
                    if !spec.is_kernel {
                        self.error(attr.span, "attribute 'vec_type_hint' can only be applied to an OpenCL kernel function");
                        continue;
                    }
                    match attr.args.as_slice() {
                        [ast::AttrArg::Type(t)] => {
                            let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                            match self.ty(ty) {
                                Type::Scalar(s) if s != Scalar::Bool => {
                                    info.vec_type_hint = Some(self.type_name(ty))
                                }
                                Type::Vector { .. } => {
                                    info.vec_type_hint = Some(self.type_name(ty))
                                }
                                _ => {
                                    self.error(self.tu[*t].span, "a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'");
                                }
                            }
                        }
                        _ => self.error(attr.span, "'vec_type_hint' attribute takes one argument"),
                    }
                }
                // Anything else is either harmless or unknown; `check_attrs` warns about the latter.
                _ => {}
            }
        }
        if spec.is_kernel {
            Some(info)
        } else {
            None
        }
    }

    fn three_sizes(&mut self, attr: &ast::Attribute, name: &str) -> Option<[u32; 3]> {
        if attr.args.len() != 3 {
            self.error(
                attr.span,
                format!("'{name}' attribute requires exactly 3 arguments"),
            );
            return None;
        }
        let mut out = [0u32; 3];
        for (i, arg) in attr.args.iter().enumerate() {
            let ast::AttrArg::Expr(e) = arg else {
                self.error(
                    attr.span,
                    format!("'{name}' attribute requires an integer constant"),
                );
                return None;
            };
            let v = self.const_int(*e)?;
            if v <= 0 || v > u32::MAX as i64 {
                let span = self.tu[*e].span;
                self.error(span, format!("'{name}' attribute must be greater than 0"));
                return None;
            }
            out[i] = v as u32;
        }
        Some(out)
    }

    fn check_kernel_signature(&mut self, def: &ast::FunctionDef, function: &FunctionType) {
        if !matches!(self.ty(function.ret), Type::Void) {
            self.error(def.declarator.span, "kernel must have void return type");
        }
        let params = &function.params;
        let ast_params = def
            .declarator
            .function_part()
            .map(|f| f.params.as_slice())
            .unwrap_or(&[]);
        for p in params {
            // clang puts the caret on the parameter's name.
            let at = p.name.map_or(p.span, |n| n.span);
            let written = ast_params.iter().find(|a| a.span == p.span);
            if let Some(a) = written {
                if a.declarator.parts.is_empty() {
                    if let Some(bad) = a.specs.type_specs(self.tu).find_map(|(t, _)| match t {
                        ast::TypeSpec::Builtin(ast::BuiltinType::SizeT) => Some("size_t"),
                        ast::TypeSpec::Builtin(ast::BuiltinType::PtrdiffT) => Some("ptrdiff_t"),
                        ast::TypeSpec::Builtin(ast::BuiltinType::IntptrT) => Some("intptr_t"),
                        ast::TypeSpec::Builtin(ast::BuiltinType::UintptrT) => Some("uintptr_t"),
                        _ => None,
                    }) {
                        self.error(
                            at,
                            format!("'{bad}' cannot be used as the type of a kernel parameter"),
                        );
                        continue;
                    }
                }
            }
            match self.ty(p.ty) {
                Type::Scalar(Scalar::Bool) => self.error(at, "'bool' cannot be used as the type of a kernel parameter"),
                // (A scalar `half` parameter of any function is refused with its declaration.)
                Type::Vector { scalar: Scalar::Half, .. } if !self.state.extensions.fp16 => {
                    self.error(at, "declaring function parameter of type 'half' is not allowed; did you forget * ?")
                }
                Type::Event => self.error(at, "'event_t' cannot be used as the type of a kernel parameter"),
                Type::Pointer { pointee, space, .. } => {
                    if matches!(space, AddressSpace::Private | AddressSpace::Generic) {
                        self.error(at, "pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space");
                    } else if matches!(self.ty(pointee), Type::Pointer { .. }) && !self.is_cl20() {
                        // OpenCL C 2.0 allows pointers to pointers as kernel arguments.
                        self.error(at, "kernel parameter cannot be declared as a pointer to a pointer");
                    }
                }
                Type::Struct(s) if self.contains_pointer(s) => {
                    self.error(at, "struct kernel parameters may not contain pointers");
                }
                _ => {}
            }
        }
    }

    fn contains_pointer(&self, s: ir::StructId) -> bool {
        self.state
            .module
            .types
            .struct_def(s)
            .fields
            .iter()
            .any(|f| match self.ty(f.ty) {
                Type::Pointer { .. } => true,
                Type::Struct(inner) => self.contains_pointer(inner),
                Type::Array { elem, .. } => matches!(self.ty(elem), Type::Pointer { .. }),
                _ => false,
            })
    }

    /// A variable at program scope (or a function-scope `constant`, which lives there too).
    pub(crate) fn program_scope_variable(
        &mut self,
        name: ast::Ident,
        t: &DeclType,
        d: &ast::InitDeclarator,
    ) {
        if let Type::Image { .. } = self.ty(t.ty) {
            let n = self.type_name(t.ty);
            self.error(
                name.span,
                format!("type '{n}' can only be used as a function parameter in OpenCL"),
            );
            return;
        }
        if let Type::Event = self.ty(t.ty) {
            self.error(
                name.span,
                "the 'event_t' type cannot be used to declare a program scope variable",
            );
            return;
        }
        let Some(space) = self.program_scope_space(name, t) else {
            // Refused, but declared all the same (as clang keeps an invalid declaration), so
            // that its uses add no "undeclared identifier" errors.
            self.declare_refused_global(name, t);
            return;
        };
        let completes = match self.lookup(name.name) {
            Some(Binding::Global { global, ty, .. })
                if self.state.undefined_externs.contains_key(&global) =>
            {
                if !self.same_object_type(ty, t.ty)
                    || self.state.module.globals[global].space != space
                {
                    self.redefinition_with_another_type(name, t.ty, space, global);
                    return;
                }
                Some(global)
            }
            _ => None,
        };
        let (init, relocations) = match &d.init {
            Some(init) => match self.constant_initializer(t.ty, init) {
                Some((bytes, relocations)) => (Some(bytes), relocations),
                None => (None, Vec::new()),
            },
            None if space == AddressSpace::Constant => {
                self.error(
                    name.span,
                    "variable in constant address space must be initialized",
                );
                (None, Vec::new())
            }
            None => (None, Vec::new()),
        };
        let value = self.constant_variable_value(
            t.ty,
            t.quals,
            space == AddressSpace::Constant,
            d.init.as_ref(),
        );
        if let Some(global) = completes {
            if let Some(value) = value {
                self.state.const_globals.insert(global, value);
            }
            // The definition of an `extern` declaration: the declared global gets its value.
            self.state.undefined_externs.remove(&global);
            let g = &mut self.state.module.globals[global];
            g.init = init;
            g.relocations = relocations;
            g.span = name.span;
            // The definition may complete the declared type (`extern constant int a[];`).
            g.ty = t.ty;
            let binding = Binding::Global {
                global,
                ty: t.ty,
                space,
                quals: t.quals,
            };
            self.state.scopes.declare_at_file_scope(name.name, binding);
            return;
        }
        let text = self.name(name.name).to_string();
        self.state.module.globals.push(ir::Global {
            name: text,
            ty: t.ty,
            space,
            init,
            owner: None,
            relocations,
            span: name.span,
        });
        let global = self.state.module.globals.last().expect("pushed above").0;
        if let Some(value) = value {
            self.state.const_globals.insert(global, value);
        }
        // `constant` objects are unwritable through their address space, not a const qualifier
        // (so `&c` is `constant int *`, as in clang).
        let quals = t.quals;
        self.declare(
            name,
            Binding::Global {
                global,
                ty: t.ty,
                space,
                quals,
            },
        );
    }
}

/// What kind of function a declaration declares.
#[derive(Clone, Copy, Debug)]
struct FunctionKind {
    is_kernel: bool,
    /// `__attribute__((overloadable))`: other declarations of the name may have other
    /// parameter types, and the IR function's name is mangled.
    overloadable: bool,
}

impl Sema<'_> {
    /// A redeclaration of the library's `int printf(constant const char *, ...)`: calls keep
    /// going to the builtin; another type conflicts with the library's declaration.
    fn printf_prototype(&mut self, name: ast::Ident, function: &FunctionType) {
        let returns_int = matches!(self.ty(function.ret), Type::Scalar(Scalar::Int));
        let format_ok = match function.params.as_slice() {
            [format] => match self.ty(format.ty) {
                Type::Pointer {
                    pointee,
                    space: AddressSpace::Constant,
                    qualifiers,
                } => {
                    qualifiers.is_const
                        && !qualifiers.is_volatile
                        && matches!(self.ty(pointee), Type::Scalar(Scalar::Char))
                }
                _ => false,
            },
            _ => false,
        };
        if !(returns_int && format_ok && function.variadic) {
            self.error(name.span, "conflicting types for 'printf'");
        }
    }

    /// The address space of a program-scope variable, or `None` (reported) when OpenCL C does
    /// not allow the one it has.
    fn program_scope_space(&mut self, name: ast::Ident, t: &DeclType) -> Option<AddressSpace> {
        let space = match t.space.map(|(s, _)| s) {
            Some(s) => s,
            None if self.is_cl20() => AddressSpace::Global,
            None => AddressSpace::Private,
        };
        match space {
            AddressSpace::Constant => Some(space),
            AddressSpace::Global if self.is_cl20() => Some(space),
            _ => {
                let message = if self.is_cl20() {
                    "program scope variable must reside in global or constant address space"
                } else {
                    "program scope variable must reside in constant address space"
                };
                self.error(name.span, message);
                None
            }
        }
    }

    /// A refused program-scope variable, declared as a `global` one without a value: the unit
    /// has errors already, so the module is never used.
    fn declare_refused_global(&mut self, name: ast::Ident, t: &DeclType) {
        let global = self.state.module.globals.next_handle();
        self.state.module.globals.push(ir::Global {
            name: self.name(name.name).to_string(),
            ty: t.ty,
            space: AddressSpace::Global,
            init: None,
            owner: None,
            relocations: Vec::new(),
            span: name.span,
        });
        self.declare(
            name,
            Binding::Global {
                global,
                ty: t.ty,
                space: AddressSpace::Global,
                quals: t.quals,
            },
        );
    }

    /// `extern constant float g;`: a declaration of a program-scope variable that is defined
    /// later in the unit (or never, if it is not used: the unit is the whole program, so a use
    /// of one never defined is an error at the end of the unit).
    fn extern_variable(&mut self, name: ast::Ident, t: &DeclType) {
        let Some(space) = self.program_scope_space(name, t) else {
            self.declare_refused_global(name, t);
            return;
        };
        if let Some(Binding::Global { global, ty, .. }) = self.lookup(name.name) {
            // Redeclaring a variable with its own type declares nothing new.
            if !self.same_object_type(ty, t.ty) || self.state.module.globals[global].space != space
            {
                self.redefinition_with_another_type(name, t.ty, space, global);
            }
            return;
        }
        let global = self.state.module.globals.next_handle();
        self.state.module.globals.push(ir::Global {
            name: self.name(name.name).to_string(),
            ty: t.ty,
            space,
            init: None,
            owner: None,
            relocations: Vec::new(),
            span: name.span,
        });
        self.state.undefined_externs.insert(global, None);
        self.declare(
            name,
            Binding::Global {
                global,
                ty: t.ty,
                space,
                quals: t.quals,
            },
        );
    }

    /// Whether two declarations of a variable agree on its type: the same, or an array of
    /// unknown size and one of the same elements with a size.
    fn same_object_type(&self, declared: TypeId, other: TypeId) -> bool {
        match (self.ty(declared), self.ty(other)) {
            _ if declared == other => true,
            (Type::Array { elem: a, len: la }, Type::Array { elem: b, len: lb }) => {
                a == b && (la == 0 || lb == 0)
            }
            _ => false,
        }
    }

    fn redefinition_with_another_type(
        &mut self,
        name: ast::Ident,
        ty: TypeId,
        space: AddressSpace,
        previous: ir::GlobalId,
    ) {
        let previous = &self.state.module.globals[previous];
        let (previous_ty, previous_space, previous_span) =
            (previous.ty, previous.space, previous.span);
        let text = self.name(name.name);
        let spelled = |s: &Self, ty: TypeId, space: AddressSpace| {
            format!("__{} {}", space.name(), s.type_name(ty))
        };
        let message = format!(
            "redefinition of '{text}' with a different type: '{}' vs '{}'",
            spelled(self, ty, space),
            spelled(self, previous_ty, previous_space)
        );
        self.report(
            crate::diag::Diagnostic::error(name.span, message)
                .with_note(Some(previous_span), "previous declaration is here"),
        );
    }
}

/// The arenas of a function body whose IR is not kept ([`Bodies::Drop`]): emptied and lent to
/// the next function, so their memory is reused rather than freed and allocated again.
#[derive(Default)]
pub(crate) struct SpareBody {
    exprs: ir::Arena<ir::Expr>,
    lists: Vec<ir::ExprId>,
    locals: ir::Arena<ir::Local>,
    local_names: String,
}

impl SpareBody {
    fn lend(&mut self, func: &mut ir::Function) {
        func.exprs = std::mem::take(&mut self.exprs);
        func.lists = std::mem::take(&mut self.lists);
        func.locals = std::mem::take(&mut self.locals);
        func.local_names = std::mem::take(&mut self.local_names);
    }

    /// Takes `func`'s arenas back, emptied (expressions and locals own no memory, so emptying
    /// visits none of them).
    fn reclaim(&mut self, func: &mut ir::Function) {
        self.exprs = std::mem::take(&mut func.exprs);
        self.lists = std::mem::take(&mut func.lists);
        self.locals = std::mem::take(&mut func.locals);
        self.local_names = std::mem::take(&mut func.local_names);
        self.exprs.clear();
        self.lists.clear();
        self.locals.clear();
        self.local_names.clear();
    }
}

/// What stands in the module's function slot while the definition is being checked (calls to the
/// function from its own body look its name up there).
pub(crate) fn placeholder(name: String, ret: TypeId) -> ir::Function {
    ir::Function {
        name,
        params: Vec::new(),
        ret,
        kernel: None,
        locals: ir::Arena::new(),
        local_names: String::new(),
        exprs: ir::Arena::new(),
        lists: Vec::new(),
        body: ir::Block::default(),
        span: Span::default(),
        fp_contract: true,
    }
}

/// Collects into `out` (emptied first) the names assigned to, incremented or having their address
/// taken in a function body, whose expressions are `tu.exprs[body]`: the parameters among them
/// get a local copy (IR parameters are read-only values).
pub(crate) fn mutated_names(
    tu: &ast::TranslationUnit,
    body: std::ops::Range<ast::ExprId>,
    out: &mut HashSet<Symbol>,
) {
    out.clear();
    let unparen = |mut e: ast::ExprId| {
        while let Ast::Paren(inner) = &tu[e].kind {
            e = *inner;
        }
        e
    };
    let root = |mut e: ast::ExprId| loop {
        match &tu[e].kind {
            Ast::Paren(inner) => e = *inner,
            // `p[i] = x` writes through a pointer parameter, not to it; `s.x = v` writes to `s`,
            // and so does `s.a[i].x = v`, an element of an array member of `s` (or of an
            // array of arrays in it).
            Ast::Member {
                base, arrow: false, ..
            } => e = *base,
            Ast::Index { base, .. }
                if matches!(
                    &tu[unparen(*base)].kind,
                    Ast::Member { arrow: false, .. } | Ast::Index { .. }
                ) =>
            {
                e = *base
            }
            Ast::Ident(name) => return Some(*name),
            _ => return None,
        }
    };
    for expr in tu.exprs.range(body) {
        let target = match &expr.kind {
            Ast::Assign { lhs, .. } => Some(*lhs),
            Ast::Unary {
                op:
                    ast::UnaryOp::PreInc
                    | ast::UnaryOp::PreDec
                    | ast::UnaryOp::PostInc
                    | ast::UnaryOp::PostDec
                    | ast::UnaryOp::AddrOf,
                operand,
            } => Some(*operand),
            _ => None,
        };
        if let Some(name) = target.and_then(root) {
            out.insert(name);
        }
    }
}
