//! Whole-module facts the lowering needs before it starts: the call graph (and the recursion
//! check: Vulkan forbids recursion and OpenCL C does not allow it), the implicit values each
//! function needs through its calls (Vulkan), the `local` variables each kernel uses, which
//! private pointer variables are assigned more than once (Vulkan keeps those as bindings), and
//! which functions are called at all.

use crate::reflect::ImplicitKind;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, AddressSpace, Builtin, ExprKind, FunctionId, GlobalId, HandleVec, LocalId, SimpleBuiltin,
    TempId,
};
use std::collections::{BTreeSet, HashMap};

#[derive(Default)]
pub(crate) struct Info {
    /// Implicit values each function needs (transitively), in `abi::IMPLICIT_ORDER`.
    pub implicit: HandleVec<ir::Function, Vec<ImplicitKind>>,
    /// Globals each function uses (transitively).
    pub globals: HandleVec<ir::Function, BTreeSet<GlobalId>>,
    /// Number of stores into each local, per function.
    pub local_stores: HandleVec<ir::Function, HandleVec<ir::Local, u32>>,
    /// Whether some function calls each function (a kernel can be called like any function,
    /// and then its pointer parameters are whatever the caller passes).
    pub called: HandleVec<ir::Function, bool>,
}

impl Info {
    /// Adds the facts of copies of functions appended to the module (the
    /// `specialize-pointer-arguments` stage's, `copied_from[i]` copied to the module's function
    /// `first + i`): each its original's, the copy's body being the original's. Facts of a
    /// module this analysis did not see (the portable targets) stay empty.
    pub fn add_copies(&mut self, first: usize, copied_from: &[FunctionId]) {
        if self.implicit.len() != first {
            return;
        }
        for &f in copied_from {
            self.implicit.push(self.implicit[f].clone());
            self.globals.push(self.globals[f].clone());
            self.local_stores.push(self.local_stores[f].clone());
            self.called.push(self.called[f]);
        }
    }
}

fn callees(f: &ir::Function) -> Vec<(FunctionId, ir::ExprId)> {
    f.exprs
        .enumerate()
        .filter_map(|(i, e)| match e.kind {
            ExprKind::Call { function, .. } => Some((function, i)),
            _ => None,
        })
        .collect()
}

pub(crate) fn analyze(m: &ir::Module, implicit_values: bool) -> Result<Info, Vec<Diagnostic>> {
    let n = m.functions.len();
    // Recursion: depth-first search for a back edge.
    let mut diags = Vec::new();
    let mut state = HandleVec::filled(0u8, n);
    let mut order = Vec::new();
    // Each function's calls, found once for the three walks below.
    let calls: HandleVec<ir::Function, Vec<(FunctionId, ir::ExprId)>> =
        m.functions.iter().map(callees).collect();
    for root in m.functions.handles() {
        if state[root] == 0 {
            let mut path = Vec::new();
            dfs(
                m, &calls, root, &mut state, &mut path, &mut order, &mut diags,
            );
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let mut info = Info {
        implicit: HandleVec::filled(Vec::new(), n),
        globals: HandleVec::filled(BTreeSet::new(), n),
        local_stores: HandleVec::new(),
        called: HandleVec::filled(false, n),
    };
    let mut direct: HandleVec<ir::Function, Vec<ImplicitKind>> = HandleVec::filled(Vec::new(), n);
    for (i, f) in m.functions.enumerate() {
        let mut stores = HandleVec::for_arena(&f.locals, 0u32);
        let temps = local_temps(f);
        for &(callee, _) in &calls[i] {
            if let Some(c) = info.called.get_mut(callee) {
                *c = true;
            }
        }
        for e in &f.exprs {
            match &e.kind {
                ExprKind::Builtin {
                    builtin: Builtin::Simple(s),
                    ..
                } if implicit_values => match s {
                    // What `workitem` reads each builtin from.
                    SimpleBuiltin::GetGlobalId => {
                        direct[i].extend([ImplicitKind::GlobalOffset, ImplicitKind::GroupBase]);
                    }
                    SimpleBuiltin::GetGlobalOffset => {
                        direct[i].push(ImplicitKind::GlobalOffset);
                    }
                    SimpleBuiltin::GetGroupId => {
                        direct[i].push(ImplicitKind::GroupBase);
                    }
                    SimpleBuiltin::GetGlobalSize | SimpleBuiltin::GetNumGroups => {
                        direct[i].push(ImplicitKind::GlobalSize);
                    }
                    SimpleBuiltin::GetGlobalLinearId => {
                        direct[i].extend([ImplicitKind::GroupBase, ImplicitKind::GlobalSize]);
                    }
                    SimpleBuiltin::GetWorkDim => {
                        direct[i].push(ImplicitKind::WorkDim);
                    }
                    SimpleBuiltin::PrintfBuffer => {
                        direct[i].push(ImplicitKind::PrintfBuffer);
                    }
                    _ => {}
                },
                ExprKind::GlobalAddr(g) => {
                    info.globals[i].insert(*g);
                    // Sampler constants are descriptors, not data in the constant buffer.
                    let sampler = matches!(m.types.get(m.global(*g).ty), ir::Type::Sampler);
                    if implicit_values && !sampler {
                        match m.global(*g).space {
                            AddressSpace::Constant => {
                                direct[i].push(ImplicitKind::ModuleConstants);
                            }
                            AddressSpace::Global => {
                                direct[i].push(ImplicitKind::ProgramGlobals);
                            }
                            _ => {}
                        }
                    }
                }
                ExprKind::Store { ptr, .. } => {
                    if let Some(l) = addressed_local(f, &temps, *ptr) {
                        if let Some(s) = stores.get_mut(l) {
                            *s += 1;
                        }
                    }
                }
                _ => {}
            }
        }
        info.local_stores.push(stores);
    }
    // `order` is post-order: callees before callers.
    for &i in &order {
        let mut set = direct[i].clone();
        let mut globals = info.globals[i].clone();
        for &(c, _) in &calls[i] {
            set.extend(info.implicit[c].iter().copied());
            globals.extend(info.globals[c].iter().copied());
        }
        info.implicit[i] = crate::abi::IMPLICIT_ORDER
            .iter()
            .copied()
            .filter(|k| set.contains(k))
            .collect();
        info.globals[i] = globals;
    }
    Ok(info)
}

/// The temporaries bound to a local's address (`let t = &x` of `x++`, `x += k`).
pub(crate) fn local_temps(f: &ir::Function) -> HashMap<TempId, LocalId> {
    f.exprs
        .iter()
        .filter_map(|e| match e.kind {
            ExprKind::Let { temp, value, .. } => match f.expr(value).kind {
                ExprKind::LocalAddr(l) => Some((temp, l)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The local whose address `e` is: `&x`, or a temporary bound to it (see [`local_temps`]).
pub(crate) fn addressed_local(
    f: &ir::Function,
    temps: &HashMap<TempId, LocalId>,
    e: ir::ExprId,
) -> Option<LocalId> {
    match f.expr(e).kind {
        ExprKind::LocalAddr(l) => Some(l),
        ExprKind::Temp(t) => temps.get(&t).copied(),
        _ => None,
    }
}

fn dfs(
    m: &ir::Module,
    calls: &HandleVec<ir::Function, Vec<(FunctionId, ir::ExprId)>>,
    fid: FunctionId,
    state: &mut HandleVec<ir::Function, u8>,
    path: &mut Vec<FunctionId>,
    order: &mut Vec<FunctionId>,
    diags: &mut Vec<Diagnostic>,
) {
    state[fid] = 1;
    path.push(fid);
    let f = m.function(fid);
    for &(callee, at) in &calls[fid] {
        let Some(c) = state.get(callee).copied() else {
            diags.push(Diagnostic::error(
                f.expr(at).span,
                "call to a function the module does not define",
            ));
            continue;
        };
        if c == 1 {
            let name = &m.function(callee).name;
            let msg = if callee == fid {
                format!("recursion is not supported: '{name}' calls itself")
            } else {
                let start = path.iter().position(|&p| p == callee).unwrap_or(0);
                let cycle: Vec<String> = path[start..]
                    .iter()
                    .map(|p| format!("'{}'", m.function(*p).name))
                    .collect();
                format!(
                    "recursion is not supported: {} calls '{name}' again",
                    cycle.join(" -> ")
                )
            };
            diags.push(Diagnostic::error(f.expr(at).span, msg));
        } else if c == 0 {
            dfs(m, calls, callee, state, path, order, diags);
        }
    }
    path.pop();
    state[fid] = 2;
    order.push(fid);
}
