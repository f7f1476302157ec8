//! Byte-addressed homes for private and `local` objects on the Vulkan targets: which objects
//! live there, and where.
//!
//! Logical addressing has no address for a Function or Workgroup object, so the symbolic model
//! (pointers as access chains, see the module doc of `lower`) cannot lower the pointer
//! operations that need one: a cast to another pointee type, a pointer-to-integer round trip,
//! comparing or subtracting pointers into two objects, choosing between pointers, a pointer
//! variable assigned pointers into different objects, arithmetic on `&x`, returning a pointer
//! from a helper, keeping a pointer in memory. The objects such pointers reach move to a
//! *home*: one `struct { uint words[N]; }` per module for private objects (a Private-storage
//! variable, per work-item and reachable from every function) and one for `local` objects (a
//! Workgroup variable; `ulong` words where 64-bit atomics reach it), holding them at clang's
//! layout. In the private home each function's objects sit in a frame above the frames of all
//! its callers (a stack laid out at compile time: no recursion), so one offset names one object
//! on every call path. A pointer into a home is a [`View`](super::unions::View) with `home`
//! set: the home plus a `uint` byte offset (see `home_ptrs`). Offsets start at
//! [`FIRST_OFFSET`], so no object is at offset 0 and a null pointer (offset 0) differs from
//! every object's address. A kernel's homed `local` pointer arguments follow the `local` home's
//! fixed-size objects at specialization-constant offsets.
//!
//! [`analyze`] decides which objects need a home: per function a union-find over everything
//! that holds or yields a private/local/generic pointer (pointer expressions, `Let`
//! temporaries, pointer variables, the objects themselves, pointer parameters) groups the
//! objects one pointer may reach; a group is *homed* when it meets one of the operations above
//! or holds two objects. Calls pass homing both ways between an argument's group and the
//! callee's parameter (to a fixed point over the module), since a helper that casts its
//! parameter needs its callers' objects homed. Every other object keeps the faster symbolic
//! path. It also finds the generic pointer variables that may point into either home, which
//! hold run-time tagged addresses (see `tagged`).
//!
//! The address of a homed pointer is its byte offset, with [`LOCAL_TAG`] set for the `local`
//! home (so a generic pointer's address tells the two apart).

use oclvk_frontend::ir::{
    self, AddressSpace, BinaryOp, Builtin, ConvertKind, ExprId, ExprKind, FunctionId, GlobalId,
    HandleVec, Literal, LocalId, SimpleBuiltin, TempId, Type, TypeId,
};
use spirv::Word;
use std::collections::{BTreeSet, HashMap};

/// The byte offset of the first object in a home: offset 0 is the null pointer.
pub(crate) const FIRST_OFFSET: u32 = 16;
/// The bit that marks an integer made from a pointer into the `local` home.
pub(crate) const LOCAL_TAG: u32 = 1 << 31;
/// Homes are `uint` arrays (the `local` home is a `ulong` array where 64-bit atomics reach it).
pub(crate) const HOME_UNIT: u32 = 4;

/// Which objects live in homes, and where.
#[derive(Default)]
pub(crate) struct Homes {
    /// Per function: the byte offset in the module's private home of each homed private local
    /// (each function's objects in its own frame, see [`analyze`]).
    pub private: HandleVec<ir::Function, HashMap<LocalId, u32>>,
    /// The private home's size in bytes (0: no private home).
    pub private_size: u32,
    /// Kernel-scope `local` variables in the module's `local` home, by byte offset.
    pub local: HashMap<GlobalId, u32>,
    pub local_size: u32,
    /// The width of the `local` home's words: 4, or 8 where 64-bit atomics reach it.
    pub local_unit: u32,
    /// Pointer variables whose values are homed pointers (they may start out null).
    pub ptr_vars: BTreeSet<(FunctionId, LocalId)>,
    /// Generic pointer variables that may hold pointers into either home: they hold addresses
    /// (see [`Val::Tagged`](super::Val::Tagged)).
    pub tagged_vars: BTreeSet<(FunctionId, LocalId)>,
    /// Generic pointer variables that may hold pointers to global memory and into the homes:
    /// they hold both parts of a [`Val::Mixed`](super::Val::Mixed).
    pub mixed_vars: BTreeSet<(FunctionId, LocalId)>,
    /// Pointer parameters that receive homed pointers (a null argument becomes offset 0).
    pub params: BTreeSet<(FunctionId, u32)>,
    /// Functions that return a private/local pointer (or a generic one that may point to a
    /// private or `local` object) as its address.
    pub address_returns: BTreeSet<FunctionId>,
    /// The generic functions of `address_returns` that may also return a pointer to global
    /// memory (a global pointer converted to generic, a generic parameter, a pointer read from
    /// memory or returned by such a call): their specializations receiving homed pointers
    /// return the pointer as it is kept in memory (`mixed::HOME_IN_MEMORY`), and the caller
    /// gets a [`Val::Mixed`](super::Val::Mixed).
    pub mixed_returns: BTreeSet<FunctionId>,
    /// Kernels' `local` pointer arguments whose arrays live in the `local` home, after its
    /// fixed-size objects (their sizes are specialization constants).
    pub local_args: BTreeSet<(FunctionId, u32)>,
    /// The byte offset in the `local` home of each of `local_args` (a specialization-constant
    /// expression), once the home is declared.
    pub local_arg_offsets: HashMap<(FunctionId, u32), Word>,
    /// The module's private home variable (Private storage), once declared.
    pub private_var: Option<Word>,
    /// The module's `local` home variable, once declared.
    pub local_var: Option<Word>,
}

impl Homes {
    /// Adds the facts of copies of functions appended to the module (the
    /// `specialize-pointer-arguments` stage's, `copied_from[i]` copied to the module's function
    /// `first + i`): each its original's, so a copy's objects, pointer variables, parameters
    /// and returns are homed as its original's, at the same frame offsets (a copy is called
    /// from some of its original's callers). Facts of a module this analysis did not see
    /// (the portable targets) stay empty.
    pub fn add_copies(&mut self, first: usize, copied_from: &[FunctionId]) {
        if self.private.len() != first {
            return;
        }
        let copy_of = |set: &BTreeSet<(FunctionId, LocalId)>| {
            let mut added = Vec::new();
            for (i, &f) in copied_from.iter().enumerate() {
                let copy = FunctionId::new(first + i);
                added.extend(
                    set.range((f, LocalId::new(0))..)
                        .take_while(|(g, _)| *g == f)
                        .map(|&(_, l)| (copy, l)),
                );
            }
            added
        };
        for set in [
            &mut self.ptr_vars,
            &mut self.tagged_vars,
            &mut self.mixed_vars,
        ] {
            let added = copy_of(set);
            set.extend(added);
        }
        for (i, &f) in copied_from.iter().enumerate() {
            let copy = FunctionId::new(first + i);
            self.private.push(self.private[f].clone());
            let params: Vec<u32> = self
                .params
                .iter()
                .filter(|(g, _)| *g == f)
                .map(|&(_, k)| k)
                .collect();
            self.params.extend(params.into_iter().map(|k| (copy, k)));
            if self.address_returns.contains(&f) {
                self.address_returns.insert(copy);
            }
            if self.mixed_returns.contains(&f) {
                self.mixed_returns.insert(copy);
            }
        }
    }
}

/// Something a pointer may point into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Obj {
    Local(FunctionId, LocalId),
    Global(GlobalId),
    /// A private/local pointer parameter: its group reaches the callers' objects.
    Param(FunctionId, u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Node {
    Expr(ExprId),
    Temp(TempId),
    /// The contents of a pointer variable.
    PtrVar(LocalId),
    Obj(Obj),
}

/// One function's pointer groups.
#[derive(Default)]
struct Groups {
    /// Each expression's node, by expression ([`NO_NODE`] where it is none): most nodes are
    /// expressions, looked up for every pointer-typed one, and a table indexed by the
    /// expression costs no hashing and no rehashing as the function's nodes grow.
    expr_nodes: Vec<u32>,
    /// The other nodes (temporaries, pointer variables, objects).
    index: rustc_hash::FxHashMap<Node, usize>,
    parent: Vec<usize>,
    /// Groups met by an operation that needs addresses (by member).
    hard: Vec<usize>,
    /// Pointer arithmetic (by member): homes the group if it reaches a non-array object.
    offsets: Vec<usize>,
    /// (callee, parameter, member of the argument's group).
    calls: Vec<(FunctionId, u32, usize)>,
    /// Members of the groups of the returned pointers.
    returns: Vec<usize>,
    /// Generic pointer values that may point to global memory (by member), with the callee
    /// where the value is a call's result.
    global: Vec<(usize, Option<FunctionId>)>,
}

/// An expression without a node in [`Groups::expr_nodes`].
const NO_NODE: u32 = u32::MAX;

impl Groups {
    /// A function's groups, with room for the nodes of its `exprs` expressions.
    fn new(exprs: usize) -> Groups {
        Groups {
            expr_nodes: vec![NO_NODE; exprs],
            ..Groups::default()
        }
    }

    fn node(&mut self, n: Node) -> usize {
        if let Node::Expr(e) = n {
            let k = e.index();
            if k >= self.expr_nodes.len() {
                self.expr_nodes.resize(k + 1, NO_NODE);
            }
            if self.expr_nodes[k] != NO_NODE {
                return self.expr_nodes[k] as usize;
            }
            let i = self.parent.len();
            self.parent.push(i);
            self.expr_nodes[k] = i as u32;
            return i;
        }
        if let Some(&i) = self.index.get(&n) {
            return i;
        }
        let i = self.parent.len();
        self.parent.push(i);
        self.index.insert(n, i);
        i
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: Node, b: Node) {
        let (a, b) = (self.node(a), self.node(b));
        let (ra, rb) = (self.find(a), self.find(b));
        self.parent[ra] = rb;
    }

    fn mark(&mut self, n: Node) {
        let i = self.node(n);
        self.hard.push(i);
    }
}

/// Whether `t` is a pointer the symbolic model handles: private, local or generic.
fn tracked(m: &ir::Module, t: TypeId) -> bool {
    matches!(
        m.types.pointee(t),
        Some((
            _,
            AddressSpace::Private | AddressSpace::Local | AddressSpace::Generic
        ))
    )
}

/// Whether a pointer cast from `from` to `to` changes what the symbolic model can read: the
/// pointees differ beyond integer signedness.
fn retypes(m: &ir::Module, from: TypeId, to: TypeId) -> bool {
    let (Some((a, _)), Some((b, _))) = (m.types.pointee(from), m.types.pointee(to)) else {
        return false;
    };
    if a == b {
        return false;
    }
    let int_shape = |t: TypeId| match m.types.get(t) {
        Type::Scalar(s) if s.is_integer() => Some((s.bits(), 1)),
        Type::Vector { scalar, len } if scalar.is_integer() => Some((scalar.bits(), len)),
        _ => None,
    };
    !(int_shape(a).is_some() && int_shape(a) == int_shape(b))
}

/// Strips pointer casts that keep the value.
fn strip_casts(func: &ir::Function, mut e: ExprId) -> ExprId {
    while let ExprKind::Convert {
        kind: ConvertKind::Bitcast | ConvertKind::AddressSpace,
        operand,
    } = func.expr(e).kind
    {
        e = operand;
    }
    e
}

fn function_groups(m: &ir::Module, fid: FunctionId) -> Groups {
    let func = m.function(fid);
    let mut g = Groups::new(func.exprs.len());
    let temps = super::analysis::local_temps(func);
    // `(ulong)p < (ulong)q`: sema's pointer comparison; the casts only mix the two groups.
    let mut compared = BTreeSet::new();
    for e in &func.exprs {
        let is_ptr_to_int = |x: ExprId| {
            matches!(
                func.expr(x).kind,
                ExprKind::Convert {
                    kind: ConvertKind::PtrToInt,
                    ..
                }
            )
        };
        if let ExprKind::Binary {
            op:
                BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge,
            lhs,
            rhs,
        } = e.kind
        {
            if is_ptr_to_int(lhs) && is_ptr_to_int(rhs) {
                compared.insert(lhs);
                compared.insert(rhs);
            }
        }
    }
    for (id, e) in func.exprs.enumerate() {
        let me = Node::Expr(id);
        let ptr = tracked(m, e.ty);
        if may_be_global(m, func, &temps, e) {
            let n = g.node(me);
            let callee = match e.kind {
                ExprKind::Call { function, .. } => Some(function),
                _ => None,
            };
            g.global.push((n, callee));
        }
        match &e.kind {
            // The address of a pointer variable is no object: its loads and stores are the
            // variable's contents.
            ExprKind::LocalAddr(l) if ptr && !tracked(m, func.local(*l).ty) => {
                g.union(me, Node::Obj(Obj::Local(fid, *l)))
            }
            ExprKind::GlobalAddr(gl) if ptr => g.union(me, Node::Obj(Obj::Global(*gl))),
            ExprKind::Param(p) if ptr => g.union(me, Node::Obj(Obj::Param(fid, *p))),
            ExprKind::Temp(t) if ptr => g.union(me, Node::Temp(*t)),
            ExprKind::Let { temp, value, body } => {
                if tracked(m, func.expr(*value).ty) {
                    g.union(Node::Temp(*temp), Node::Expr(*value));
                }
                if ptr {
                    g.union(me, Node::Expr(*body));
                }
            }
            ExprKind::Load(p) if ptr => match pointer_var(m, func, &temps, *p) {
                Some(l) => g.union(me, Node::PtrVar(l)),
                // Read out of memory: an address.
                None => g.mark(me),
            },
            ExprKind::Store { ptr: p, value } if tracked(m, func.expr(*value).ty) => {
                match pointer_var(m, func, &temps, *p) {
                    Some(l) => g.union(Node::PtrVar(l), Node::Expr(*value)),
                    // Kept in memory: as an address.
                    None => g.mark(Node::Expr(*value)),
                }
                g.union(me, Node::Expr(*value));
            }
            ExprKind::ElementPtr { base, .. } | ExprKind::FieldPtr { base, .. } if ptr => {
                g.union(me, Node::Expr(*base))
            }
            ExprKind::PtrOffset { ptr: base, .. } if ptr => {
                g.union(me, Node::Expr(*base));
                let n = g.node(me);
                g.offsets.push(n);
                // `&x + 1`: an offset from a pointer that is no array element.
                if matches!(
                    func.expr(strip_casts(func, *base)).kind,
                    ExprKind::LocalAddr(_) | ExprKind::GlobalAddr(_) | ExprKind::FieldPtr { .. }
                ) {
                    g.mark(me);
                }
            }
            ExprKind::PtrDiff { lhs, rhs } if tracked(m, func.expr(*lhs).ty) => {
                g.union(Node::Expr(*lhs), Node::Expr(*rhs));
            }
            ExprKind::Select {
                then, otherwise, ..
            } if ptr => {
                g.union(me, Node::Expr(*then));
                g.union(me, Node::Expr(*otherwise));
                g.mark(me);
            }
            ExprKind::Comma { rhs, .. } if ptr => g.union(me, Node::Expr(*rhs)),
            // A struct or array value holding pointers holds their addresses.
            ExprKind::Composite(parts) => {
                for &p in func.list(*parts) {
                    if tracked(m, func.expr(p).ty) {
                        g.mark(Node::Expr(p));
                    }
                }
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                if let (
                    ExprKind::Convert { operand: a, .. },
                    ExprKind::Convert { operand: b, .. },
                ) = (&func.expr(*lhs).kind, &func.expr(*rhs).kind)
                {
                    if compared.contains(lhs) && compared.contains(rhs) {
                        g.union(Node::Expr(*a), Node::Expr(*b));
                    }
                }
            }
            ExprKind::Convert { kind, operand } => {
                let from = func.expr(*operand).ty;
                match kind {
                    ConvertKind::Bitcast | ConvertKind::AddressSpace if ptr => {
                        g.union(me, Node::Expr(*operand));
                        // (sema folds `(uint *)local_floats` into one address-space cast)
                        if retypes(m, from, e.ty) {
                            g.mark(me);
                        }
                    }
                    ConvertKind::PtrToInt if tracked(m, from) && !compared.contains(&id) => {
                        g.mark(Node::Expr(*operand));
                    }
                    ConvertKind::IntToPtr
                        if ptr
                            && !matches!(
                                func.expr(*operand).kind,
                                ExprKind::Literal(Literal::Int(0))
                            ) =>
                    {
                        g.mark(me)
                    }
                    _ => {}
                }
            }
            // `to_local(p)` and the like point where `p` does (or nowhere).
            ExprKind::Builtin {
                builtin:
                    Builtin::Simple(
                        SimpleBuiltin::ToGlobal | SimpleBuiltin::ToLocal | SimpleBuiltin::ToPrivate,
                    ),
                args,
            } if ptr => {
                if let Some(&a) = func.list(*args).first() {
                    g.union(me, Node::Expr(a));
                }
            }
            // vloadn/vstoren step from their pointer like `p + k`.
            ExprKind::Builtin {
                builtin:
                    Builtin::Vload(_)
                    | Builtin::Vstore(_)
                    | Builtin::VloadHalf { .. }
                    | Builtin::VstoreHalf { .. },
                args,
            } => {
                for &a in func.list(*args) {
                    if tracked(m, func.expr(a).ty) {
                        let n = g.node(Node::Expr(a));
                        g.offsets.push(n);
                    }
                }
            }
            ExprKind::Call { function, args } => {
                // A returned private/local pointer comes back as an address.
                if ptr {
                    g.mark(me);
                }
                for (k, &a) in func.list(*args).iter().enumerate() {
                    if tracked(m, func.expr(a).ty) {
                        let n = g.node(Node::Expr(a));
                        g.calls.push((*function, k as u32, n));
                    }
                }
            }
            _ => {}
        }
    }
    // A returned private/local pointer leaves as an address (see `address_returns`).
    let mut returned = Vec::new();
    func.body.for_each_stmt(&mut |s| {
        if let ir::Stmt::Return(Some(e), _) = s {
            returned.push(*e);
        }
    });
    for e in returned {
        if tracked(m, func.expr(e).ty) {
            g.mark(Node::Expr(e));
            let n = g.node(Node::Expr(e));
            g.returns.push(n);
        }
    }
    g
}

/// Whether a generic pointer expression may give a pointer to global memory: a global or
/// constant pointer converted to generic, one read from memory, returned by a call, made from
/// an integer (null included), or a generic parameter (a helper may be called with either).
fn may_be_global(
    m: &ir::Module,
    func: &ir::Function,
    temps: &HashMap<TempId, LocalId>,
    e: &ir::Expr,
) -> bool {
    let generic = m
        .types
        .pointee(e.ty)
        .is_some_and(|p| p.1 == AddressSpace::Generic);
    generic
        && match &e.kind {
            ExprKind::Convert {
                kind: ConvertKind::AddressSpace | ConvertKind::Bitcast,
                operand,
            } => matches!(
                m.types.pointee(func.expr(*operand).ty),
                Some((_, AddressSpace::Global | AddressSpace::Constant))
            ),
            ExprKind::Convert {
                kind: ConvertKind::IntToPtr,
                ..
            }
            | ExprKind::Call { .. }
            | ExprKind::Param(_) => true,
            ExprKind::Load(p) => pointer_var(m, func, temps, *p).is_none(),
            _ => false,
        }
}

/// The address space of the memory an object is in (a parameter's pointee space).
fn obj_space(m: &ir::Module, o: Obj) -> AddressSpace {
    match o {
        Obj::Local(..) => AddressSpace::Private,
        Obj::Global(g) => m.global(g).space,
        Obj::Param(f, k) => m
            .function(f)
            .params
            .get(k as usize)
            .and_then(|p| m.types.pointee(p.ty))
            .map_or(AddressSpace::Private, |p| p.1),
    }
}

/// The functions a function calls, in order, each once.
fn callees_of(m: &ir::Module, fid: FunctionId) -> Vec<FunctionId> {
    let mut callees: Vec<FunctionId> = m
        .function(fid)
        .exprs
        .iter()
        .filter_map(|e| match e.kind {
            ExprKind::Call { function, .. } => Some(function),
            _ => None,
        })
        .collect();
    callees.sort_unstable();
    callees.dedup();
    callees
}

/// Functions with every caller before its callees (the module has no recursion), given each
/// function's callees.
fn callers_first(
    m: &ir::Module,
    callees: &HandleVec<ir::Function, Vec<FunctionId>>,
) -> Vec<FunctionId> {
    fn visit(
        f: FunctionId,
        callees: &HandleVec<ir::Function, Vec<FunctionId>>,
        seen: &mut HandleVec<ir::Function, bool>,
        post: &mut Vec<FunctionId>,
    ) {
        if std::mem::replace(&mut seen[f], true) {
            return;
        }
        for &c in &callees[f] {
            if seen.get(c).is_some() {
                visit(c, callees, seen, post);
            }
        }
        post.push(f);
    }
    let mut seen = HandleVec::for_arena(&m.functions, false);
    let mut post = Vec::new();
    for f in m.function_ids() {
        visit(f, callees, &mut seen, &mut post);
    }
    post.reverse();
    post
}

/// Whether a function has a 64-bit atomic through a pointer that may point to `local` memory.
fn wide_local_atomic(m: &ir::Module, fid: FunctionId) -> bool {
    let func = m.function(fid);
    func.exprs.iter().any(|e| match &e.kind {
        ExprKind::Builtin {
            builtin: Builtin::Simple(s),
            args,
        } if super::sync::is_atomic(*s) => func.list(*args).first().is_some_and(|&p| {
            m.types.pointee(func.expr(p).ty).is_some_and(|(t, space)| {
                matches!(space, AddressSpace::Local | AddressSpace::Generic)
                    && m.types.size_of(m.types.value_type(t)) == 8
            })
        }),
        _ => false,
    })
}

/// The pointer variable `p` is the address of, if it is one (its loads and stores are the
/// variable's contents, not memory); `temps` are the function's temporaries bound to local
/// addresses (`p++`, `p += k` go through one).
fn pointer_var(
    m: &ir::Module,
    func: &ir::Function,
    temps: &HashMap<TempId, LocalId>,
    p: ExprId,
) -> Option<LocalId> {
    super::analysis::addressed_local(func, temps, p).filter(|&l| tracked(m, func.local(l).ty))
}

/// Whether an object is an array (a parameter counts as one: its callers decide).
fn is_array(m: &ir::Module, o: Obj) -> bool {
    let t = match o {
        Obj::Local(fid, l) => m.function(fid).local(l).ty,
        Obj::Global(g) => m.global(g).ty,
        Obj::Param(..) => return true,
    };
    matches!(m.types.get(t), Type::Array { .. })
}

/// Whether an object of type `t` can live in a home: everything the word-wise loads and stores
/// can read and write (no private/local pointers, images, samplers or events inside).
fn homeable(m: &ir::Module, t: TypeId) -> bool {
    match m.types.get(t) {
        Type::Scalar(_) | Type::Vector { .. } => true,
        Type::Array { elem, .. } | Type::Atomic(elem) => homeable(m, elem),
        // Word-wise access reads scalars at their natural alignment: no packed members.
        Type::Struct(sid) => m.types.struct_def(sid).fields.iter().all(|f| {
            let natural = match m.types.get(f.ty) {
                Type::Array { elem, .. } => m.types.align_of(elem),
                _ => m.types.align_of(f.ty),
            };
            f.offset % natural.max(1) == 0 && homeable(m, f.ty)
        }),
        // Private and local pointers are held as their addresses.
        Type::Pointer { space, .. } => space != AddressSpace::Generic,
        _ => false,
    }
}

/// Decides which objects live in homes and lays the homes out (see the module doc).
pub(crate) fn analyze(m: &ir::Module) -> Homes {
    let n = m.functions.len();
    let mut groups: HandleVec<ir::Function, Groups> = m
        .function_ids()
        .map(|fid| function_groups(m, fid))
        .collect();
    // Each group's objects, and whether it is homed.
    let mut members: HandleVec<ir::Function, HashMap<usize, Vec<Obj>>> = HandleVec::new();
    let mut homed_groups: HandleVec<ir::Function, BTreeSet<usize>> = HandleVec::new();
    for g in groups.iter_mut() {
        let mut objs: HashMap<usize, Vec<Obj>> = HashMap::new();
        let nodes: Vec<(Node, usize)> = g.index.iter().map(|(k, v)| (*k, *v)).collect();
        for (node, i) in nodes {
            if let Node::Obj(o) = node {
                let r = g.find(i);
                objs.entry(r).or_default().push(o);
            }
        }
        let mut homed = BTreeSet::new();
        for h in g.hard.clone() {
            homed.insert(g.find(h));
        }
        for (r, os) in &objs {
            if os.len() > 1 {
                homed.insert(*r);
            }
        }
        // `p + k` where `p` may point to a single object (`int x; int *p = &x;`): the chain
        // has no element index to move.
        for o in g.offsets.clone() {
            let r = g.find(o);
            if objs
                .get(&r)
                .is_some_and(|os| os.iter().any(|&o| !is_array(m, o)))
            {
                homed.insert(r);
            }
        }
        for k in 0..g.calls.len() {
            g.calls[k].2 = g.find(g.calls[k].2);
        }
        members.push(objs);
        homed_groups.push(homed);
    }
    // Propagate through calls both ways until nothing changes.
    let mut homed_objs: BTreeSet<Obj> = BTreeSet::new();
    loop {
        let before = homed_objs.len();
        for (fi, g) in groups.enumerate_mut() {
            for (&r, os) in &members[fi] {
                if os.iter().any(|o| homed_objs.contains(o)) {
                    homed_groups[fi].insert(r);
                }
            }
            for &r in &homed_groups[fi] {
                if let Some(os) = members[fi].get(&r) {
                    homed_objs.extend(os.iter().copied());
                }
            }
            for &(callee, k, r) in &g.calls {
                let param = Obj::Param(callee, k);
                if homed_groups[fi].contains(&r) {
                    homed_objs.insert(param);
                } else if homed_objs.contains(&param) {
                    homed_groups[fi].insert(r);
                    if let Some(os) = members[fi].get(&r) {
                        homed_objs.extend(os.iter().copied());
                    }
                }
            }
        }
        if homed_objs.len() == before {
            break;
        }
    }
    let mut homes = Homes {
        private: HandleVec::filled(HashMap::new(), n),
        local_unit: HOME_UNIT,
        ..Homes::default()
    };
    for o in &homed_objs {
        if let Obj::Param(f, k) = *o {
            homes.params.insert((f, k));
            // A kernel's `local` pointer argument: its array moves into the `local` home.
            let func = m.function(f);
            let pointee = func
                .params
                .get(k as usize)
                .and_then(|p| m.types.pointee(p.ty));
            if let (Some(_), Some((t, AddressSpace::Local))) = (&func.kernel, pointee) {
                if matches!(m.types.get(t), Type::Void) || homeable(m, t) {
                    homes.local_args.insert((f, k));
                }
            }
        }
    }
    let place = |cursor: &mut u32, t: TypeId| -> u32 {
        let align = crate::passes::object_align(&m.types, t).max(HOME_UNIT);
        let at = cursor.div_ceil(align) * align;
        *cursor = at + m.types.size_of(t) as u32;
        at
    };
    // One private home for the module: each function's objects in a frame above the frames of
    // every function that may be active below it (its callers, transitively), like a stack laid
    // out at compile time, so one address names one object on any call path.
    let mut frame_start = HandleVec::filled(FIRST_OFFSET, n);
    let callees: HandleVec<ir::Function, Vec<FunctionId>> =
        m.function_ids().map(|f| callees_of(m, f)).collect();
    for fid in callers_first(m, &callees) {
        let mut cursor = frame_start[fid];
        for o in &homed_objs {
            if let Obj::Local(f, l) = *o {
                let t = m.function(f).local(l).ty;
                if f == fid && homeable(m, t) {
                    let at = place(&mut cursor, t);
                    homes.private[fid].insert(l, at);
                }
            }
        }
        if !homes.private[fid].is_empty() {
            homes.private_size = homes.private_size.max(cursor);
        }
        for &c in &callees[fid] {
            if let Some(s) = frame_start.get_mut(c) {
                *s = (*s).max(cursor);
            }
        }
    }
    let mut local_cursor = FIRST_OFFSET;
    for o in &homed_objs {
        if let Obj::Global(gid) = *o {
            let g = m.global(gid);
            if g.space == AddressSpace::Local && homeable(m, g.ty) {
                let at = place(&mut local_cursor, g.ty);
                homes.local.insert(gid, at);
            }
        }
    }
    if !homes.local.is_empty() || !homes.local_args.is_empty() {
        homes.local_size = local_cursor;
        // A 64-bit atomic needs a 64-bit word: the home is then made of `ulong`s (32-bit
        // atomics on it become compare-exchange loops on the word).
        if m.function_ids().any(|f| wide_local_atomic(m, f)) {
            homes.local_unit = 8;
        }
    }
    homes.address_returns = address_returns(m, &mut groups, &members);
    homes.mixed_returns = mixed_returns(m, &mut groups, &homes.address_returns);
    for (fid, g) in groups.enumerate_mut() {
        let vars: Vec<(LocalId, usize)> = g
            .index
            .iter()
            .filter_map(|(k, &i)| match k {
                Node::PtrVar(l) => Some((*l, i)),
                _ => None,
            })
            .collect();
        for (l, i) in vars {
            let r = g.find(i);
            // Only where every object the variable may point to is homed: a null stored
            // before the first assignment is then offset 0, never a symbolic index.
            let placed = |o: &Obj| match *o {
                Obj::Local(f, l) => homes.private[f].contains_key(&l),
                Obj::Global(gl) => homes.local.contains_key(&gl),
                Obj::Param(f, k) => homes.local_args.contains(&(f, k)),
            };
            let os = members[fid].get(&r).map_or(&[][..], |v| &v[..]);
            if !homed_groups[fid].contains(&r) {
                continue;
            }
            if !os.is_empty() && os.iter().all(placed) {
                homes.ptr_vars.insert((fid, l));
            }
            // A generic variable that may point into both homes (or wherever a generic
            // parameter of a helper points) holds addresses.
            let generic_var = m
                .types
                .pointee(m.function(fid).local(l).ty)
                .is_some_and(|p| p.1 == AddressSpace::Generic);
            let spaces: BTreeSet<AddressSpace> = os.iter().map(|&o| obj_space(m, o)).collect();
            let helper_params = os.iter().all(|o| match *o {
                Obj::Param(f, _) => m.function(f).kernel.is_none(),
                _ => placed(o),
            });
            // (A call returns an address where its callee returns homed pointers.)
            let may_be_global = g.global.clone().into_iter().any(|(n, callee)| {
                g.find(n) == r
                    && callee.is_none_or(|c| {
                        !homes.address_returns.contains(&c) || homes.mixed_returns.contains(&c)
                    })
            });
            if generic_var && may_be_global && !os.is_empty() {
                homes.mixed_vars.insert((fid, l));
            } else if generic_var
                && helper_params
                && (spaces.len() > 1 || spaces.contains(&AddressSpace::Generic))
            {
                homes.tagged_vars.insert((fid, l));
            }
        }
    }
    homes
}

/// The functions that return a private/local pointer, or a generic one that may point to a
/// private or `local` object (a generic pointer that only ever points to global memory is
/// returned as itself).
fn address_returns(
    m: &ir::Module,
    groups: &mut HandleVec<ir::Function, Groups>,
    members: &HandleVec<ir::Function, HashMap<usize, Vec<Obj>>>,
) -> BTreeSet<FunctionId> {
    // Parameters that receive pointers to private/local objects, to a fixed point over calls.
    let mut reaching: BTreeSet<(FunctionId, u32)> = BTreeSet::new();
    let reaches = |members: &HashMap<usize, Vec<Obj>>, r: usize, reaching: &BTreeSet<_>| {
        members.get(&r).is_some_and(|os| {
            os.iter().any(|o| match *o {
                Obj::Local(..) => true,
                Obj::Global(g) => m.global(g).space == AddressSpace::Local,
                Obj::Param(f, k) => reaching.contains(&(f, k)),
            })
        })
    };
    loop {
        let before = reaching.len();
        for (fi, g) in groups.enumerate() {
            for &(callee, k, r) in &g.calls {
                if reaches(&members[fi], r, &reaching) {
                    reaching.insert((callee, k));
                }
            }
        }
        if reaching.len() == before {
            break;
        }
    }
    let mut out = BTreeSet::new();
    for (fid, g) in groups.enumerate_mut() {
        let Some((_, space)) = m.types.pointee(m.function(fid).ret) else {
            continue;
        };
        let generic_reaching = g.returns.clone().into_iter().any(|n| {
            let r = g.find(n);
            reaches(&members[fid], r, &reaching)
        });
        if matches!(space, AddressSpace::Private | AddressSpace::Local)
            || (space == AddressSpace::Generic && generic_reaching)
        {
            out.insert(fid);
        }
    }
    out
}

/// The generic functions of `address_returns` whose returned pointers may also point to global
/// memory (see [`Homes::mixed_returns`]), to a fixed point over calls.
fn mixed_returns(
    m: &ir::Module,
    groups: &mut HandleVec<ir::Function, Groups>,
    address_returns: &BTreeSet<FunctionId>,
) -> BTreeSet<FunctionId> {
    let mut out = BTreeSet::new();
    loop {
        let before = out.len();
        for (fid, g) in groups.enumerate_mut() {
            let generic = m
                .types
                .pointee(m.function(fid).ret)
                .is_some_and(|p| p.1 == AddressSpace::Generic);
            if !generic || !address_returns.contains(&fid) || out.contains(&fid) {
                continue;
            }
            let returned: BTreeSet<usize> =
                g.returns.clone().into_iter().map(|n| g.find(n)).collect();
            let may_be_global = g.global.clone().into_iter().any(|(n, callee)| {
                returned.contains(&g.find(n))
                    && callee.is_none_or(|c| !address_returns.contains(&c) || out.contains(&c))
            });
            if may_be_global {
                out.insert(fid);
            }
        }
        if out.len() == before {
            return out;
        }
    }
}
