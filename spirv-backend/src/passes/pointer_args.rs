//! `specialize-pointer-arguments`: every function a kernel reaches is cloned per combination of
//! what its pointer arguments point into at its calls (and which image and sampler each image
//! and sampler argument is), so that every call of a function passes
//! pointers of one form, which [`PointerParams`] states per parameter: the root object (a
//! module-scope variable, a kernel's buffer argument, an object of the caller's frame) and the
//! steps from it (element indices, struct members). A writer then reads a parameter's form
//! from the table instead of keying its functions by their calls' arguments.
//!
//! Each function keeps its name (the writers' name for every specialization); the first
//! combination a function is reached with keeps its id, each further one is a copy appended
//! to the module. A kernel called by another kernel is copied as a plain function, since the
//! kernel itself stays the entry point whose parameters are its buffers.
//!
//! A pointer the target passes as its address (`Policy::pointer_is_value`: Vulkan's `global`
//! and `constant` pointers) has no form, and no copies are made for it; nor has a parameter
//! that receives pointers into byte-addressed homes (the `homes` analysis, Vulkan), whose
//! shape the SPIR-V writer decides.
//!
//! A pointer whose root cannot be traced (one loaded from memory, chosen at run time between
//! objects, computed from an integer) has no form (`None`): the writers that read the table
//! refuse such an argument where they lower it.

use crate::policy::Policy;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, AddressSpace, ConvertKind, ExprId, ExprKind, FunctionId, GlobalId, LocalId, TempId, Type,
    TypeId,
};
use std::collections::{BTreeSet, HashMap, HashSet};

/// What a pointer parameter points into at every call of its function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointerRoot {
    /// A module-scope object: a program-scope variable or sampler constant, or a kernel's
    /// `local` array.
    Object(GlobalId),
    /// The buffer of pointer argument `param` of the kernel whose call the function runs in,
    /// in `space` (`global`, `constant` or `local`; no IR expression of a helper names the
    /// argument, the writers bind it per kernel).
    KernelArgument { param: u32, space: AddressSpace },
    /// An object of this type in the caller's frame (a private variable, array or struct),
    /// passed by reference.
    Frame(TypeId),
}

/// A step from a pointer's root to what it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointerStep {
    /// An element of an array or vector, or of a kernel argument's buffer: a run-time index
    /// (pointer arithmetic moves the last one).
    Index,
    /// A struct or union member.
    Member(u32),
}

/// The form of a pointer parameter: its root and the steps from it. The root's address space
/// is concrete, a generic pointer's too.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointerParam {
    pub root: PointerRoot,
    pub steps: Vec<PointerStep>,
}

/// Per function a kernel calls, per parameter: the form every call's pointer argument has
/// (`None`: a value parameter, or a pointer without a traceable root).
pub type PointerParams = HashMap<FunctionId, Vec<Option<PointerParam>>>;

/// Beyond this many copies the module is refused (only a call cycle, which sema refuses, can
/// grow the forms without end).
const MAX_COPIES: usize = 4096;

/// What [`specialize`] makes of a module.
pub(crate) struct Specialized {
    pub module: ir::Module,
    pub params: PointerParams,
    /// The function each copy appended to the module copies, in the order of the copies.
    pub copied_from: Vec<FunctionId>,
}

/// The module with every function a kernel reaches specialized per combination of pointer
/// argument forms, and the forms; `None` (no copy made) when no call passes a pointer.
/// `homed`: the pointer parameters that receive pointers into byte-addressed homes (the
/// `homes` analysis, which runs before on the Vulkan targets): addresses, which get no form.
pub(crate) fn specialize(
    m: &ir::Module,
    policy: Policy,
    homed: &BTreeSet<(FunctionId, u32)>,
) -> Result<Option<Specialized>, Diagnostic> {
    let passes_pointer = m.functions.iter().any(|f| {
        f.exprs.iter().any(|e| match e.kind {
            ExprKind::Call { function, .. } => m
                .function(function)
                .params
                .iter()
                .any(|p| may_have_form(m, policy, p.ty)),
            _ => false,
        })
    });
    if !passes_pointer {
        return Ok(None);
    }
    let mut out = m.clone();
    let mut table = PointerParams::new();
    let mut ids: HashMap<(FunctionId, Vec<Option<PointerParam>>), FunctionId> = HashMap::new();
    let mut kept: HashSet<FunctionId> = HashSet::new();
    let mut copied_from = Vec::new();
    let mut work: Vec<(FunctionId, FunctionId, Vec<Option<PointerParam>>)> = Vec::new();
    for (k, f) in m.kernels() {
        let forms: Vec<_> = f
            .params
            .iter()
            .enumerate()
            .map(|(j, p)| {
                if is_resource(m, p.ty) {
                    // An image or sampler argument: the kernel's resource itself.
                    return Some(PointerParam {
                        root: PointerRoot::KernelArgument {
                            param: j as u32,
                            space: AddressSpace::Global,
                        },
                        steps: Vec::new(),
                    });
                }
                let (_, space) = m.types.pointee(p.ty)?;
                let formless = policy.pointer_is_value(space) || homed.contains(&(k, j as u32));
                (!formless).then(|| PointerParam {
                    root: PointerRoot::KernelArgument {
                        param: j as u32,
                        space,
                    },
                    steps: vec![PointerStep::Index],
                })
            })
            .collect();
        if policy.kernels_are_functions() {
            // A call passing what the kernel's entry point passes calls the kernel itself.
            ids.insert((k, forms.clone()), k);
            table.insert(k, forms.clone());
        }
        work.push((k, k, forms));
    }
    // Depth first from each kernel, in call order (the writers meet the functions so too).
    work.reverse();
    while let Some((id, original, forms)) = work.pop() {
        let f = m.function(original);
        let mut tracer = Tracer::new(m, f, &forms);
        let mut calls = Vec::new();
        for (e, expr) in f.exprs.enumerate() {
            let ExprKind::Call { function, args } = expr.kind else {
                continue;
            };
            let callee = m.function(function);
            let key: Vec<Option<PointerParam>> = f
                .list(args)
                .iter()
                .zip(&callee.params)
                .enumerate()
                .map(|(k, (&a, p))| {
                    let formed =
                        may_have_form(m, policy, p.ty) && !homed.contains(&(function, k as u32));
                    match formed {
                        true => tracer.form(a).filter(|form| {
                            is_resource(m, p.ty)
                                || !policy.pointer_is_value(root_space(m, form.root))
                        }),
                        false => None,
                    }
                })
                .collect();
            let target = match ids.get(&(function, key.clone())) {
                Some(&t) => t,
                None => {
                    let t = if callee.kernel.is_none() && kept.insert(function) {
                        function
                    } else {
                        if out.functions.len() >= m.functions.len() + MAX_COPIES {
                            return Err(Diagnostic::error(
                                callee.span,
                                format!(
                                    "'{}' needs more than {MAX_COPIES} copies for the forms of its pointer arguments",
                                    callee.name
                                ),
                            ));
                        }
                        let mut copy = callee.clone();
                        copy.kernel = None;
                        copied_from.push(function);
                        out.functions.push(Box::new(copy))
                    };
                    ids.insert((function, key.clone()), t);
                    table.insert(t, key.clone());
                    calls.push((t, function, key));
                    t
                }
            };
            if let ExprKind::Call { function, .. } = &mut out.functions[id].exprs[e].kind {
                *function = target;
            }
        }
        // Callees in call order: the first call's callee is written first.
        work.extend(calls.into_iter().rev());
    }
    Ok(Some(Specialized {
        module: out,
        params: table,
        copied_from,
    }))
}

fn is_pointer(m: &ir::Module, ty: TypeId) -> bool {
    matches!(m.types.get(ty), Type::Pointer { .. })
}

/// An image or a sampler: a value that names a resource, which a writer without pointers to
/// resources (naga's languages) binds per kernel argument or sampler constant as it does a
/// buffer.
fn is_resource(m: &ir::Module, ty: TypeId) -> bool {
    matches!(m.types.get(ty), Type::Image { .. } | Type::Sampler)
}

/// Whether a parameter of this type may get a form: a pointer that may point into memory
/// the target does not pass by value (a generic one may), an image or a sampler.
fn may_have_form(m: &ir::Module, policy: Policy, ty: TypeId) -> bool {
    match m.types.get(ty) {
        Type::Pointer { .. } => m.types.pointee(ty).is_some_and(|(_, space)| {
            space == AddressSpace::Generic || !policy.pointer_is_value(space)
        }),
        Type::Image { .. } | Type::Sampler => true,
        _ => false,
    }
}

/// The address space of the memory a root lies in.
fn root_space(m: &ir::Module, root: PointerRoot) -> AddressSpace {
    match root {
        PointerRoot::Object(g) => m.global(g).space,
        PointerRoot::KernelArgument { space, .. } => space,
        PointerRoot::Frame(_) => AddressSpace::Private,
    }
}

/// A traced form, while pointer variables are being traced.
#[derive(Clone, Debug, PartialEq)]
enum Trace {
    Form(PointerParam),
    /// No traceable root.
    Unknown,
    /// Reads the pointer variable being traced: what its other stores say.
    Pending,
}

impl Trace {
    /// What two values that must be one form give.
    fn meet(self, other: Trace) -> Trace {
        match (self, other) {
            (Trace::Pending, t) | (t, Trace::Pending) => t,
            (Trace::Form(a), Trace::Form(b)) if a == b => Trace::Form(a),
            _ => Trace::Unknown,
        }
    }

    fn step(self, step: PointerStep) -> Trace {
        match self {
            Trace::Form(mut p) => {
                p.steps.push(step);
                Trace::Form(p)
            }
            t => t,
        }
    }
}

/// Traces pointer values of one function to their roots.
struct Tracer<'a> {
    m: &'a ir::Module,
    f: &'a ir::Function,
    params: &'a [Option<PointerParam>],
    /// The values each temporary is bound to.
    lets: HashMap<TempId, Vec<ExprId>>,
    /// The values stored into each pointer variable.
    stores: HashMap<LocalId, Vec<ExprId>>,
    /// The pointer variables being traced.
    open: HashSet<LocalId>,
}

impl<'a> Tracer<'a> {
    fn new(m: &'a ir::Module, f: &'a ir::Function, params: &'a [Option<PointerParam>]) -> Self {
        let mut lets: HashMap<TempId, Vec<ExprId>> = HashMap::new();
        for e in f.exprs.iter() {
            if let ExprKind::Let { temp, value, .. } = e.kind {
                lets.entry(temp).or_default().push(value);
            }
        }
        let mut t = Tracer {
            m,
            f,
            params,
            lets,
            stores: HashMap::new(),
            open: HashSet::new(),
        };
        for e in f.exprs.iter() {
            if let ExprKind::Store { ptr, value } = e.kind {
                if let Some(l) = t.pointer_variable(ptr) {
                    t.stores.entry(l).or_default().push(value);
                }
            }
        }
        t
    }

    /// The pointer argument `e`'s form, if it has a traceable root (a variable whose every
    /// value reads itself has none).
    fn form(&mut self, e: ExprId) -> Option<PointerParam> {
        match self.trace(e) {
            Trace::Form(p) => Some(p),
            _ => None,
        }
    }

    /// The pointer variable whose address `e` is (through temporaries).
    fn pointer_variable(&self, e: ExprId) -> Option<LocalId> {
        match self.f.expr(e).kind {
            ExprKind::LocalAddr(l) => is_pointer(self.m, self.f.local(l).ty).then_some(l),
            ExprKind::Temp(t) => {
                let values = self.lets.get(&t)?;
                let first = self.pointer_variable(*values.first()?)?;
                values
                    .iter()
                    .all(|&v| self.pointer_variable(v) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    fn trace(&mut self, e: ExprId) -> Trace {
        let root = |root| {
            Trace::Form(PointerParam {
                root,
                steps: Vec::new(),
            })
        };
        match self.f.expr(e).kind {
            ExprKind::Param(j) => match self.params.get(j as usize) {
                Some(Some(p)) => Trace::Form(p.clone()),
                _ => Trace::Unknown,
            },
            ExprKind::GlobalAddr(g) => root(PointerRoot::Object(g)),
            ExprKind::LocalAddr(l) => {
                let ty = self.f.local(l).ty;
                match is_pointer(self.m, ty) {
                    // The address of a pointer variable: no object's.
                    true => Trace::Unknown,
                    false => root(PointerRoot::Frame(ty)),
                }
            }
            ExprKind::Temp(t) => {
                let values = self.lets.get(&t).cloned().unwrap_or_default();
                values
                    .into_iter()
                    .fold(Trace::Pending, |acc, v| acc.meet(self.trace(v)))
            }
            ExprKind::Let { body, .. } => self.trace(body),
            ExprKind::Comma { rhs, .. } => self.trace(rhs),
            // An assignment's value is the value stored.
            ExprKind::Store { value, .. } => self.trace(value),
            ExprKind::Convert {
                kind: ConvertKind::AddressSpace | ConvertKind::Bitcast,
                operand,
            } => self.trace(operand),
            ExprKind::ElementPtr { base, .. } => self.trace(base).step(PointerStep::Index),
            ExprKind::FieldPtr { base, field } => self.trace(base).step(PointerStep::Member(field)),
            ExprKind::PtrOffset { ptr, index } => match self.trace(ptr) {
                Trace::Form(p) => {
                    let zero = matches!(
                        self.f.expr(index).kind,
                        ExprKind::Literal(ir::Literal::Int(0))
                    );
                    // An offset moves the last index; `&x + 0` is `&x`.
                    if p.steps.last() == Some(&PointerStep::Index) || zero {
                        Trace::Form(p)
                    } else {
                        Trace::Unknown
                    }
                }
                t => t,
            },
            ExprKind::Select {
                then, otherwise, ..
            } => {
                let a = self.trace(then);
                let b = self.trace(otherwise);
                a.meet(b)
            }
            ExprKind::Load(p) => match (self.pointer_variable(p), self.f.expr(p).kind) {
                (Some(l), _) => self.variable(l),
                // A program-scope sampler constant's value: the constant, a resource as a
                // sampler argument is.
                (None, ExprKind::GlobalAddr(g)) if is_resource(self.m, self.m.global(g).ty) => {
                    root(PointerRoot::Object(g))
                }
                (None, _) => Trace::Unknown,
            },
            _ => Trace::Unknown,
        }
    }

    /// The form of every value stored into pointer variable `l`.
    fn variable(&mut self, l: LocalId) -> Trace {
        if !self.open.insert(l) {
            return Trace::Pending;
        }
        let values = self.stores.get(&l).cloned().unwrap_or_default();
        let t = values
            .into_iter()
            .fold(Trace::Pending, |acc, v| acc.meet(self.trace(v)));
        self.open.remove(&l);
        t
    }
}
