//! Semantic analysis: the AST in, the typed IR ([`crate::ir`]) and diagnostics out.
//!
//! Sema resolves names and types, applies C's and OpenCL C's conversions (inserting each one
//! explicitly), checks the qualifier rules of the OpenCL C specification, resolves builtin calls
//! to one overload, and lowers what it accepts into the IR. It never stops at the first error: an
//! ill-formed expression yields `None`, is reported once, and its parents stay quiet about it.
//!
//! Submodules: `types` turns declaration specifiers and declarators into IR types, `records`
//! lays out structs and unions; `decl` handles declarations (functions, kernels, variables,
//! typedefs) and `constinit` program-scope initializers; `expr`, `ops`, `access` and
//! `calls` check and lower expressions (`atomics`: what they may do with atomic objects),
//! `stmt` statements; `conv` owns the conversion rules;
//! `consteval` integer constant expressions; `scope` the names in scope; `builtins` declares
//! OpenCL C's builtin functions and resolves calls to them, `library` the few that need
//! hand-written rules.

mod access;
mod atomics;
mod attrs;
mod builtins;
mod calls;
mod consteval;
mod constinit;
mod conv;
mod decl;
mod expr;
mod library;
mod ops;
mod overloads;
mod records;
mod scope;
mod stmt;
pub(crate) mod subgroups;
#[cfg(test)]
mod tests;
mod types;
mod vector_attrs;

use crate::ast;
use crate::diag::{Diagnostic, Diagnostics, WarningPolicy};
use crate::ir::{self, AddressSpace, FunctionId, GlobalId, LocalId, TypeId};
use crate::literal;
use crate::options::LangOptions;
use crate::source::Span;
use crate::token::{Interner, Symbol};
use rustc_hash::FxHashMap as HashMap;
use std::collections::HashSet;

/// Checks a parsed translation unit and lowers it to IR. The module is returned even when errors
/// were reported (it is then incomplete and must not be compiled further).
pub fn analyze(
    tu: &ast::TranslationUnit,
    interner: &Interner,
    options: &LangOptions,
    feature_macros: &HashSet<String>,
    diags: &mut Diagnostics,
) -> ir::Module {
    let mut checker = Checker::new(interner, options, feature_macros, diags.policy());
    // Past the error limit (in preprocessing or parsing) nothing more would be reported.
    if !diags.limit_reached() {
        checker.check_all(tu, interner, &tu.decls);
    }
    checker.finish(diags)
}

/// The enumerators OpenCL C 2.0's library declares, with clang's values.
const LIBRARY_CONSTANTS: [(&str, i64); 10] = [
    ("memory_order_relaxed", 0),
    ("memory_order_acquire", 2),
    ("memory_order_release", 3),
    ("memory_order_acq_rel", 4),
    ("memory_order_seq_cst", 5),
    ("memory_scope_work_item", 0),
    ("memory_scope_work_group", 1),
    ("memory_scope_device", 2),
    ("memory_scope_all_svm_devices", 3),
    ("memory_scope_sub_group", 4),
];

/// Interns the names of the library's enumerators where `options` has them, so that sema
/// declares them all however far into the unit a name first appears: a driver that starts
/// checking before preprocessing ends cannot know (see `crate::pipeline`). Declaring a name the
/// source never mentions changes nothing the source can see.
pub(crate) fn intern_library_names(interner: &mut Interner, options: &LangOptions) {
    if options.std.has_generic_address_space() {
        for (name, _) in LIBRARY_CONSTANTS {
            interner.intern(name);
        }
    }
}

/// Whether [`Checker`] keeps the IR of function bodies in the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bodies {
    Keep,
    /// Each body is checked and lowered, then dropped (the module keeps signatures, globals
    /// and kernel information): for a check that wants diagnostics only.
    Drop,
}

/// Checks a translation unit one external declaration at a time, in source order, so that a
/// driver can check declarations while later ones are parsed and then drop their syntax trees
/// (see `crate::pipeline`); [`analyze`] is the same over a whole tree. Nothing sema keeps between
/// declarations refers to the tree. Its diagnostics are held here until [`Checker::finish`],
/// so they follow every parser diagnostic, as when the whole unit is parsed first.
pub(crate) struct Checker<'o> {
    options: &'o LangOptions,
    /// `None` only while a declaration is being checked.
    state: Option<State>,
    diags: Diagnostics,
}

impl<'o> Checker<'o> {
    /// `interner` must hold every identifier of the preprocessed unit (the library constants
    /// are declared only when the source mentions them, see [`intern_library_names`]).
    pub fn new(
        interner: &Interner,
        options: &'o LangOptions,
        feature_macros: &HashSet<String>,
        policy: WarningPolicy,
    ) -> Checker<'o> {
        let extensions = Extensions::for_unit(options, feature_macros);
        Checker::with_extensions(interner, options, extensions, policy)
    }

    /// [`Checker::new`] with the extensions the unit's feature macros give already worked out:
    /// a driver that checks while preprocessing goes on works them out from what was
    /// preprocessed so far and makes sure the end of the unit gives the same.
    pub(crate) fn with_extensions(
        interner: &Interner,
        options: &'o LangOptions,
        extensions: Extensions,
        policy: WarningPolicy,
    ) -> Checker<'o> {
        let mut diags = Diagnostics::new(policy);
        let empty = ast::TranslationUnit::default();
        let mut sema = Sema::resume(State::new(options), &empty, interner, options, &mut diags);
        sema.state.extensions = extensions;
        sema.declare_library_constants();
        let state = Some(sema.suspend());
        Checker {
            options,
            state,
            diags,
        }
    }

    /// [`Bodies::Keep`] unless set otherwise.
    pub fn set_bodies(&mut self, bodies: Bodies) {
        if let Some(state) = &mut self.state {
            state.bodies = bodies;
        }
    }

    /// Checks and lowers `decls`, external declarations whose nodes are in `tu`, in order.
    pub fn check_all(
        &mut self,
        tu: &ast::TranslationUnit,
        interner: &Interner,
        decls: &[ast::ExternalDecl],
    ) {
        let Some(state) = self.state.take() else {
            return;
        };
        let mut sema = Sema::resume(state, tu, interner, self.options, &mut self.diags);
        for decl in decls {
            // Past the error limit nothing more is reported: checking stops.
            if sema.diags.limit_reached() {
                break;
            }
            sema.external_decl(decl);
        }
        self.state = Some(sema.suspend());
    }

    /// The module, with sema's diagnostics appended to `diags`.
    pub fn finish(mut self, diags: &mut Diagnostics) -> ir::Module {
        if let Some(state) = &self.state {
            // The unit is the whole program: nothing else can define what it uses.
            let mut used: Vec<(Span, &str)> = state
                .undefined_externs
                .iter()
                .filter_map(|(global, used)| {
                    Some((*used)?).map(|span| (span, &*state.module.globals[*global].name))
                })
                .collect();
            used.sort_by_key(|(span, _)| (span.file, span.start));
            for (span, name) in used {
                self.diags.error(
                    span,
                    format!("'{name}' is declared 'extern' but not defined in this program"),
                );
            }
        }
        for d in self.diags.into_vec() {
            diags.push(d);
        }
        self.state.map(|s| s.module).unwrap_or_default()
    }
}

/// Qualifiers of an object (not of what a pointer points to: that lives in the IR pointer type).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
}

/// What a name in scope refers to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Binding {
    /// A local variable (or a parameter that is written or has its address taken).
    Local {
        local: LocalId,
        ty: TypeId,
        quals: Quals,
    },
    /// A parameter that is only read: its value is `ExprKind::Param(index)`.
    Param {
        index: u32,
        ty: TypeId,
    },
    Global {
        global: GlobalId,
        ty: TypeId,
        space: AddressSpace,
        quals: Quals,
    },
    Function(FunctionId),
    Typedef {
        ty: TypeId,
        quals: Quals,
        /// The access qualifier of an image typedef, where the typedef is declared.
        access: Option<types::AccessSpec>,
    },
    EnumConstant {
        value: i64,
        ty: TypeId,
    },
}

/// Per-function state while a body is being lowered.
pub(crate) struct FunctionState {
    pub id: FunctionId,
    /// The function's name as written (an overloadable function's IR name is mangled).
    /// `None` in the scratch function that types a program-scope `sizeof` operand.
    pub source_name: Option<Symbol>,
    pub func: Box<ir::Function>,
    pub is_kernel: bool,
    pub ret: TypeId,
    pub loop_depth: u32,
    pub switch_depth: u32,
    pub next_temp: ir::TempId,
    /// Whether the body is at its outermost block (where kernel `local` variables may appear).
    pub block_depth: u32,
    /// The lanes of the body's vector lvalues (`v.xz`), which [`conv::Place::Lanes`] names by
    /// index so that a checked value fits in two registers.
    pub lane_sets: Vec<ir::Lanes>,
}

/// What a function declaration says, kept to check redeclarations and calls.
#[derive(Clone, Debug)]
pub(crate) struct FunctionSignature {
    pub params: Vec<TypeId>,
    pub ret: TypeId,
    pub defined: bool,
    pub span: Span,
}

/// OpenCL extensions the source may enable with `#pragma OPENCL EXTENSION`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Extensions {
    pub fp64: bool,
    pub fp16: bool,
    pub int64_atomics: bool,
    /// The cl_ext_float_atomics builtins declared (by the feature macros defined).
    pub float_atomics: atomics::FloatAtomicFeatures,
    /// The sub-group extensions declared (by their macros defined).
    pub sub_groups: subgroups::SubGroupFeatures,
    /// Whether the work-group collective functions are declared: their feature macro
    /// `__opencl_c_work_group_collective_functions` is defined (2.0 on; clang gates them on it
    /// in 2.0 as in 3.0).
    pub work_group_collectives: bool,
}

/// What sema keeps between external declarations: everything but the borrowed inputs.
pub(crate) struct State {
    pub module: ir::Module,
    /// Ordinary identifiers in the scopes open here.
    pub scopes: scope::Scopes,
    /// Struct, union and enum tags, innermost scope last (C keeps tags in their own namespace).
    pub tags: Vec<HashMap<Symbol, types::Tag>>,
    pub signatures: ir::HandleVec<ir::Function, FunctionSignature>,
    pub func: Option<FunctionState>,
    pub extensions: Extensions,
    /// `#pragma OPENCL FP_CONTRACT`'s state at file scope (on by default), which the functions
    /// defined from here on take.
    pub fp_contract: bool,
    pub builtins: builtins::Table,
    /// How many expressions are being checked inside one another (see `Sema::expr`).
    pub expr_depth: u32,
    /// The names the function being lowered mutates (see [`decl::mutated_names`]).
    pub mutated: rustc_hash::FxHashSet<Symbol>,
    /// The addresses in the program-scope initializer being evaluated (see `constinit`).
    pub const_relocations: Vec<ir::Relocation>,
    /// Reused buffer for a local declaration's initializer stores.
    pub scratch_stores: Vec<ir::ExprId>,
    /// Reused buffers of builtin calls.
    pub call_scratch: builtins::CallScratch,
    /// Number literals decoded so far, by spelling (see [`Sema::number_literal`]).
    pub numbers: HashMap<Symbol, literal::NumberLiteral>,
    /// With [`Bodies::Drop`], the emptied arenas of the last function lowered, for the next.
    pub spare_body: decl::SpareBody,
    /// Whether lowered function bodies stay in the module.
    pub bodies: Bodies,
    /// Program-scope variables declared `extern` and not defined yet, with their first use.
    pub undefined_externs: HashMap<ir::GlobalId, Option<Span>>,
    /// The values of the program-scope variables and of the current function's locals that
    /// integer constant expressions may use (see `Sema::constant_variable_value`).
    pub const_globals: HashMap<ir::GlobalId, i64>,
    pub const_locals: HashMap<ir::LocalId, i64>,
    /// The functions of each name declared with more than one `overloadable` signature, in
    /// declaration order (the name's binding is the first).
    pub overloads: HashMap<Symbol, Vec<ir::FunctionId>>,
}

/// The feature macro that declares the work-group collective functions.
pub(crate) const WORK_GROUP_COLLECTIVES_MACRO: &str = "__opencl_c_work_group_collective_functions";

impl Extensions {
    /// The extensions on at the start of a unit whose feature macros at its end are these
    /// (the builtins cl_ext_float_atomics declares follow its macros for the whole unit);
    /// `#pragma OPENCL EXTENSION` changes them from where it is ([`Extensions::apply_pragma`]).
    pub(crate) fn for_unit(options: &LangOptions, feature_macros: &HashSet<String>) -> Extensions {
        // cl_khr_fp64 is core from OpenCL C 1.2 on when the device supports it; oclvk's targets do
        // (see LangOptions::fp64), so double needs no pragma unless -cl-no-fp64 was given.
        Extensions {
            fp64: options.fp64,
            fp16: options.fp16,
            int64_atomics: true,
            float_atomics: atomics::FloatAtomicFeatures::from_macros(feature_macros),
            sub_groups: subgroups::SubGroupFeatures::from_macros(feature_macros),
            work_group_collectives: feature_macros.contains(WORK_GROUP_COLLECTIVES_MACRO),
        }
    }

    /// `#pragma OPENCL EXTENSION name : enable|disable`, from its position on.
    pub(crate) fn apply_pragma(&mut self, options: &LangOptions, name: &str, enable: bool) {
        match name {
            "cl_khr_fp64" => self.fp64 = enable && options.fp64,
            "cl_khr_fp16" => self.fp16 = enable,
            "cl_khr_int64_base_atomics" | "cl_khr_int64_extended_atomics" => {
                self.int64_atomics = enable
            }
            "all" => {
                self.fp16 = enable;
                self.int64_atomics = enable;
            }
            _ => {}
        }
    }
}

impl State {
    fn new(options: &LangOptions) -> State {
        let extensions = Extensions::for_unit(options, &HashSet::new());
        State {
            module: ir::Module {
                opencl_c_version: options.std.version(),
                ..Default::default()
            },
            scopes: scope::Scopes::default(),
            tags: vec![HashMap::default()],
            signatures: ir::HandleVec::new(),
            func: None,
            extensions,
            fp_contract: true,
            builtins: builtins::Table::new(),
            expr_depth: 0,
            mutated: Default::default(),
            const_relocations: Vec::new(),
            scratch_stores: Vec::new(),
            call_scratch: Default::default(),
            numbers: HashMap::default(),
            spare_body: Default::default(),
            bodies: Bodies::Keep,
            undefined_externs: HashMap::default(),
            const_globals: HashMap::default(),
            const_locals: HashMap::default(),
            overloads: HashMap::default(),
        }
    }
}

/// The checker at work on one external declaration: [`State`] plus the declaration's tree and
/// the other inputs it borrows.
pub(crate) struct Sema<'a> {
    pub tu: &'a ast::TranslationUnit,
    pub interner: &'a Interner,
    pub options: &'a LangOptions,
    pub diags: &'a mut Diagnostics,
    /// Everything kept between external declarations.
    pub state: State,
}

impl<'a> Sema<'a> {
    fn resume(
        state: State,
        tu: &'a ast::TranslationUnit,
        interner: &'a Interner,
        options: &'a LangOptions,
        diags: &'a mut Diagnostics,
    ) -> Sema<'a> {
        Sema {
            tu,
            interner,
            options,
            diags,
            state,
        }
    }

    fn suspend(self) -> State {
        self.state
    }

    /// The enumerators OpenCL C 2.0's library declares (`memory_order_*`, `memory_scope_*`), with
    /// clang's values: those whose names are interned (a name the source does not mention
    /// cannot be told apart from one not declared).
    fn declare_library_constants(&mut self) {
        if !self.is_cl20() {
            return;
        }
        let uint = self.state.module.types.scalar(ir::Scalar::Uint);
        for (name, value) in LIBRARY_CONSTANTS {
            if let Some(sym) = self.interner.get(name) {
                self.state
                    .scopes
                    .declare_at_file_scope(sym, Binding::EnumConstant { value, ty: uint });
            }
        }
    }

    pub fn name(&self, sym: Symbol) -> &'a str {
        self.interner.resolve(sym)
    }

    /// The value of a number token (`literal::parse_number` of its spelling), decoded once per
    /// spelling: the same literals recur all over a unit.
    pub fn number_literal(
        &mut self,
        sym: Symbol,
    ) -> Result<literal::NumberLiteral, literal::LiteralError> {
        if let Some(&known) = self.state.numbers.get(&sym) {
            return Ok(known);
        }
        let decoded = literal::parse_number(self.name(sym));
        if let Ok(value) = decoded {
            self.state.numbers.insert(sym, value);
        }
        decoded
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.error(span, message);
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.diags.warning(span, message);
    }

    pub fn report(&mut self, diagnostic: Diagnostic) {
        self.diags.push(diagnostic);
    }

    pub fn lookup(&self, name: Symbol) -> Option<Binding> {
        self.state.scopes.lookup(name)
    }

    /// Declares `name` in the innermost scope; a redefinition in the same scope is an error.
    pub fn declare(&mut self, name: ast::Ident, binding: Binding) {
        if let Some(previous) = self.state.scopes.declare(name.name, binding) {
            // Redeclaring a function or a matching extern is C; everything else is a redefinition.
            if !matches!((previous, binding), (Binding::Function(a), Binding::Function(b)) if a == b)
            {
                let text = self.name(name.name);
                self.error(name.span, format!("redefinition of '{text}'"));
            }
        }
    }

    pub fn push_scope(&mut self) {
        self.state.scopes.push();
        self.state.tags.push(HashMap::default());
    }

    pub fn pop_scope(&mut self) {
        self.state.scopes.pop();
        self.state.tags.pop();
    }

    pub fn ty(&self, id: TypeId) -> ir::Type {
        self.state.module.types.get(id)
    }

    pub fn type_name(&self, id: TypeId) -> String {
        self.state.module.types.display(id).to_string()
    }

    pub fn is_cl20(&self) -> bool {
        self.options.std.has_generic_address_space()
    }

    /// The address space an unqualified pointer points to: private before 2.0, generic after.
    pub fn default_pointee_space(&self) -> AddressSpace {
        if self.is_cl20() {
            AddressSpace::Generic
        } else {
            AddressSpace::Private
        }
    }
}
