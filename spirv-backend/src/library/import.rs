//! Copies library functions into a user module: types are re-interned in the module's arena,
//! calls between library functions are remapped, and every span becomes the span of the user's
//! call that pulled the function in (the library's own source map is not the user's).

use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, ExprKind, FunctionId, HandleVec, Type, TypeId};
use oclvk_frontend::source::Span;
use rustc_hash::FxHashMap as HashMap;

/// Every library function's name starts with this.
pub(crate) const PREFIX: &str = "__oclvk_";

pub(crate) struct Importer<'l> {
    lib: &'l ir::Module,
    by_name: HashMap<&'l str, FunctionId>,
    /// Library function to its copy in the user module.
    functions: HashMap<FunctionId, FunctionId>,
    /// Library type to the user module's, per library type (a table: every expression's type
    /// is looked up).
    types: HandleVec<Type, Option<TypeId>>,
    /// Lane loops already synthesized (`lanes`): library function name, result type, argument
    /// types.
    pub lane_loops: HashMap<(String, TypeId, Vec<TypeId>), FunctionId>,
    /// The functions stored as SPIR-V for the module's options (`lower::prebuilt`): each is
    /// copied as a stub, its signature and a `return` of zero, whose callees are not copied.
    pub stored: Option<crate::lower::prebuilt::Library>,
}

impl<'l> Importer<'l> {
    pub fn new(lib: &'l ir::Module) -> Importer<'l> {
        let by_name = lib
            .function_ids()
            .map(|id| (lib.function(id).name.as_str(), id))
            .collect();
        Importer {
            lib,
            by_name,
            functions: HashMap::default(),
            types: HandleVec::filled(None, lib.types.len()),
            lane_loops: HashMap::default(),
            stored: None,
        }
    }

    /// Whether the library defines a function `name`.
    pub fn has(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    /// The user-module id of the library function `name`, importing it (and what it calls) on
    /// first use.
    pub fn function(
        &mut self,
        m: &mut ir::Module,
        name: &str,
        span: Span,
    ) -> Result<FunctionId, Diagnostic> {
        let Some(&id) = self.by_name.get(name) else {
            return Err(Diagnostic::error(
                span,
                format!("internal error: the math library has no function '{name}'"),
            ));
        };
        self.import(m, id, span)
    }

    fn import(
        &mut self,
        m: &mut ir::Module,
        id: FunctionId,
        span: Span,
    ) -> Result<FunctionId, Diagnostic> {
        if let Some(&done) = self.functions.get(&id) {
            return Ok(done);
        }
        // Number the function and the library functions it reaches first (each after its
        // caller, in the order the calls come), so that each is copied once, its calls remapped
        // as it is copied, with no stand-in in its slot meanwhile.
        let first = m.functions.len();
        let mut next = first;
        self.number(id, &mut next);
        // The copies by their number, from `first` on.
        let mut copies: Vec<Option<ir::Function>> = vec![None; next - first];
        self.copy(m, id, span, &mut copies)?;
        for f in copies {
            let f = f.ok_or_else(|| {
                Diagnostic::error(
                    span,
                    "internal error: a math library function was not copied",
                )
            })?;
            m.functions.push(Box::new(f));
        }
        Ok(self.functions[&id])
    }

    /// Gives `id` and the library functions it calls that have no number yet the user module's
    /// ids from `next` on, in preorder.
    fn number(&mut self, id: FunctionId, next: &mut usize) {
        if self.functions.contains_key(&id) {
            return;
        }
        self.functions.insert(id, FunctionId::new(*next));
        *next += 1;
        let lib = self.lib;
        if self.is_stored(id) {
            return;
        }
        for e in &lib.function(id).exprs {
            if let ExprKind::Call { function, .. } = e.kind {
                self.number(function, next);
            }
        }
    }

    /// Whether library function `id` is stored as SPIR-V (and so copied as a stub).
    fn is_stored(&self, id: FunctionId) -> bool {
        self.stored
            .is_some_and(|s| s.function(&self.lib.function(id).name).is_some())
    }

    /// Copies library function `id` for the user module into its slot of `copies` (numbers from
    /// the module's length on), and the functions it calls that are not copied yet, before it:
    /// types re-interned in the module in the order they are met, calls to their numbers, every
    /// span `span`.
    fn copy(
        &mut self,
        m: &mut ir::Module,
        id: FunctionId,
        span: Span,
        copies: &mut [Option<ir::Function>],
    ) -> Result<(), Diagnostic> {
        // Numbered by an earlier import (in the module), or copied already.
        let Some(slot) = self.functions[&id].index().checked_sub(m.functions.len()) else {
            return Ok(());
        };
        if copies[slot].is_some() {
            return Ok(());
        }
        let mut f = if self.is_stored(id) {
            stub(self.lib.function(id), &self.lib.types)
        } else {
            self.lib.function(id).clone()
        };
        f.span = span;
        f.ret = self.ty(m, f.ret);
        for p in &mut f.params {
            p.ty = self.ty(m, p.ty);
            p.span = span;
        }
        for l in &mut f.locals {
            l.ty = self.ty(m, l.ty);
            l.span = span;
        }
        for e in &mut f.exprs {
            e.ty = self.ty(m, e.ty);
            e.span = span;
            match &mut e.kind {
                ExprKind::Call { function, .. } => {
                    self.copy(m, *function, span, copies)?;
                    *function = self.functions[function];
                }
                ExprKind::GlobalAddr(_) => {
                    return Err(Diagnostic::error(
                        span,
                        "internal error: a math library function uses a program-scope variable",
                    ))
                }
                _ => {}
            }
        }
        respan_block(&mut f.body, span);
        copies[slot] = Some(f);
        Ok(())
    }

    fn ty(&mut self, m: &mut ir::Module, t: TypeId) -> TypeId {
        if let Some(&Some(done)) = self.types.get(t) {
            return done;
        }
        let mapped = match self.lib.types.get(t) {
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                let pointee = self.ty(m, pointee);
                m.types.intern(Type::Pointer {
                    pointee,
                    space,
                    qualifiers,
                })
            }
            Type::Array { elem, len } => {
                let elem = self.ty(m, elem);
                m.types.intern(Type::Array { elem, len })
            }
            // The library declares no structs; every other type is self-contained.
            other => m.types.intern(other),
        };
        self.types.ensure(t, None);
        self.types[t] = Some(mapped);
        mapped
    }
}

/// `f` without its body: a `return` of zero (of its scalar result type), or of nothing. The
/// stored form's analyses' facts are those of this stub: no calls, locals or pointers.
pub(crate) fn stub(f: &ir::Function, types: &ir::TypeArena) -> ir::Function {
    let mut s = ir::Function {
        name: f.name.clone(),
        params: f.params.clone(),
        ret: f.ret,
        kernel: None,
        locals: Default::default(),
        local_names: String::new(),
        exprs: Default::default(),
        lists: Vec::new(),
        body: ir::Block::default(),
        span: f.span,
        fp_contract: f.fp_contract,
    };
    let zero = |k: ir::Scalar| match k {
        ir::Scalar::Bool => ir::Literal::Bool(false),
        k if k.is_float() => ir::Literal::Float(0.0),
        _ => ir::Literal::Int(0),
    };
    let value = match types.get(f.ret) {
        Type::Scalar(k) => Some(s.add_expr(ExprKind::Literal(zero(k)), f.ret, f.span)),
        Type::Vector { scalar, len } => types.known_scalar(scalar).map(|lane| {
            let z = s.add_expr(ExprKind::Literal(zero(scalar)), lane, f.span);
            let list = s.add_list(std::iter::repeat_n(z, len as usize));
            s.add_expr(ExprKind::Composite(list), f.ret, f.span)
        }),
        _ => None,
    };
    s.body.stmts.push(ir::Stmt::Return(value, f.span));
    s
}

fn respan_block(b: &mut ir::Block, span: Span) {
    b.for_each_stmt_mut(&mut |s| {
        if let Some(sp) = s.span_mut() {
            *sp = span;
        }
    });
}
