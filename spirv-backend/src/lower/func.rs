//! Functions and statements.
//!
//! Every IR function becomes an ordinary `OpFunction` (kernels too, so that kernels can call
//! kernels; the entry point is a separate wrapper, see `entry`). Functions are emitted lazily
//! from a worklist, one per [`FnKey`]: a function of the `specialize-pointer-arguments`
//! stage's module (Vulkan: one per form of its logical pointer arguments, which
//! `pointer_params` states and fixes a chain's layout: base pointer + element index
//! parameters, struct members constants of the callee's chain), plus
//! the shapes the table leaves to the writer (homed pointers: views, tagged, mixed), so
//! `local`/private pointers can be passed to helpers without variable pointers. The implicit
//! values a function needs (global offset, work dimension, buffer addresses) follow its IR
//! parameters as hidden parameters. Statements lower to structured control flow: `if` to a
//! selection construct, loops to a loop construct (header, condition block, body, continue
//! block with the step and the do-while test, merge), `switch` to `OpSwitch` with C
//! fallthrough between case blocks in source order; `break`/`continue` branch to the innermost
//! merge/continue target, and code after a terminator in the same block, or after a construct
//! no branch leaves, is unreachable and skipped.

use super::{
    err, loop_hint, Chain, FnKey, FunctionWriter, LErr, LocalSlot, ModuleWriter, Shape, Val, R,
};
use crate::lower::{GlobalLoc, Layout};
use crate::passes::{PointerParam, PointerRoot, PointerStep};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, AddressSpace, FunctionId, Stmt, Type};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Decoration, FunctionControl, Op, SelectionControl, StorageClass, Word};

/// A call's pointer argument is a value, or a chain other than its parameter's stated form
/// lays out: the `specialize-pointer-arguments` stage and the writer disagree (a bug).
const STATED_FORM_DIFFERS: &str =
    "internal: a pointer argument without the form the specialize-pointer-arguments stage states";

impl ModuleWriter<'_> {
    /// Flattens call arguments and finds (or queues) the SPIR-V function they call: the IR
    /// function's, and the shapes of the pointers whose form the `specialize-pointer-arguments`
    /// stage does not fix (`kernel`: the kernel whose call the caller runs in).
    pub fn request_function(
        &mut self,
        fid: FunctionId,
        args: &[Val],
        kernel: Option<FunctionId>,
        span: Span,
    ) -> R<(Word, Vec<Word>)> {
        let mut shapes = Vec::new();
        let mut flat = Vec::new();
        let mut key_kernel = None;
        for (k, a) in args.iter().enumerate() {
            // A view (of a union, whose unit the writer decides per type, or of a home) and a
            // tagged or mixed pointer are keyed by their shape below; a stated chain by the
            // stage's function alone.
            if let (Some(form), Val::Chain(_) | Val::Id(_) | Val::BytePtr(_)) =
                (self.stated_form(fid, k), a)
            {
                // The stage's form fixes the chain's layout: only its ids are passed.
                let stated = self.stated_shape(&form, kernel, span)?;
                let agrees = |c: &Chain, sh: &Shape| {
                    c.storage as u32 == sh.storage
                        && c.indices.len() == sh.steps.len()
                        && c.indices
                            .iter()
                            .zip(&sh.steps)
                            .all(|(&i, step)| step.is_none_or(|member| member == i))
                        && match sh.global {
                            Some(g) => c.base == g,
                            None => self.value_types.get(&c.base) == Some(&sh.base_ty),
                        }
                };
                let (Val::Chain(c), Some(sh)) = (a, stated) else {
                    return err(span, STATED_FORM_DIFFERS);
                };
                if !agrees(c, &sh) {
                    return err(span, STATED_FORM_DIFFERS);
                }
                if matches!(form.root, PointerRoot::KernelArgument { .. }) {
                    key_kernel = kernel;
                }
                shapes.push(None);
                if sh.global.is_none() {
                    flat.push(c.base);
                }
                flat.extend(run_time_indices(&c.indices, &sh.steps));
                continue;
            }
            match a {
                Val::Id(w) | Val::BytePtr(w) => {
                    shapes.push(None);
                    flat.push(*w);
                }
                Val::Chain(c) => {
                    let shape = self.chain_shape(c, &mut flat, span)?;
                    shapes.push(Some(shape));
                }
                // A view: its object's chain, then the byte offset as one more index.
                Val::View(v) => {
                    let mut shape = self.chain_shape(&v.chain, &mut flat, span)?;
                    flat.push(v.offset);
                    shape.steps.push(None);
                    shape.view = Some((v.unit, v.home));
                    shapes.push(Some(shape));
                }
                Val::Tagged(a) => {
                    let u = self.u32_ty();
                    // One `uint` parameter: the address.
                    shapes.push(Some(Shape {
                        base_ty: u,
                        storage: StorageClass::Generic as u32,
                        steps: Vec::new(),
                        global: None,
                        view: None,
                        tagged: true,
                        mixed: false,
                    }));
                    flat.push(*a);
                }
                Val::Mixed { global, addr } => {
                    let Some(base_ty) = self.type_of(*global) else {
                        return err(span, "internal: a pointer argument without a known type");
                    };
                    shapes.push(Some(Shape {
                        base_ty,
                        storage: StorageClass::PhysicalStorageBuffer as u32,
                        steps: vec![None],
                        global: None,
                        view: None,
                        tagged: false,
                        mixed: true,
                    }));
                    flat.extend([*global, *addr]);
                }
                Val::Null => {
                    return err(span, "passing a null pointer to private or local memory to a function is not supported on the Vulkan target yet")
                }
                Val::None | Val::BoundLocal(_) => {
                    return err(span, "internal: an argument without a value")
                }
            }
        }
        let key = FnKey {
            func: fid,
            shapes,
            kernel: key_kernel,
        };
        let id = match self.funcs.get(&key) {
            Some(&id) => id,
            None => {
                let id = self.b.id();
                self.funcs.insert(key.clone(), id);
                match self.stored_function(&key) {
                    // Written at build time: copied in when the module is finished.
                    Some(stored) => self.prebuilt_calls.push((stored, id)),
                    None => self.worklist.push((key, id)),
                }
                id
            }
        };
        Ok((id, flat))
    }

    /// The stored form of library function `key` (its IR a stub, `library::import`), if the
    /// options have one: an unspecialized call of a function the stored form has.
    fn stored_function(&self, key: &FnKey) -> Option<usize> {
        let lib = self.prebuilt?;
        let name = &self.m.function(key.func).name;
        if !name.starts_with(crate::library::PREFIX)
            || key.shapes.iter().any(Option::is_some)
            || (0..self.m.function(key.func).params.len())
                .any(|k| self.stated_form(key.func, k).is_some())
        {
            return None;
        }
        lib.function(name)
    }

    /// The shape of a chain the writer keys itself (no stated form), its base (unless a
    /// module-scope variable, which the specialization names) and run-time indices appended to
    /// the call's `flat` arguments.
    fn chain_shape(&mut self, c: &Chain, flat: &mut Vec<Word>, span: Span) -> R<Shape> {
        let Some(&base_ty) = self.value_types.get(&c.base) else {
            return err(span, "internal: a pointer argument without a known type");
        };
        let global = self.module_vars.contains(&c.base).then_some(c.base);
        let steps = self.chain_steps(base_ty, &c.indices);
        if global.is_none() {
            flat.push(c.base);
        }
        flat.extend(run_time_indices(&c.indices, &steps));
        Ok(Shape {
            base_ty,
            storage: c.storage as u32,
            steps,
            global,
            view: None,
            tagged: false,
            mixed: false,
        })
    }

    /// The form the `specialize-pointer-arguments` stage states for parameter `k` of `fid`.
    fn stated_form(&self, fid: FunctionId, k: usize) -> Option<PointerParam> {
        self.pointer_params.get(&fid)?.get(k)?.clone()
    }

    /// The shape of a chain of stated form `form`: its root's variable or frame object's
    /// pointer type, an index parameter per element step and a constant per member step
    /// (`kernel`: the kernel whose argument a `KernelArgument` root is). `None` where the root
    /// is no variable of the writer's.
    pub fn stated_shape(
        &mut self,
        form: &PointerParam,
        kernel: Option<FunctionId>,
        span: Span,
    ) -> R<Option<Shape>> {
        let (base_ty, storage, global) = match form.root {
            PointerRoot::Frame(ty) => {
                let layout = self.layout_for(StorageClass::Function);
                let t = self.ty(ty, layout, span)?;
                let base_ty = self.ptr_to_word(StorageClass::Function, t);
                (base_ty, StorageClass::Function, None)
            }
            PointerRoot::Object(g) => match self.globals.get(&g) {
                Some(&GlobalLoc::Var { id, storage }) => {
                    let Some(&base_ty) = self.value_types.get(&id) else {
                        return Ok(None);
                    };
                    (base_ty, storage, Some(id))
                }
                // A program-scope sampler constant, a descriptor variable on Vulkan (on OpenCL
                // an `OpConstantSampler`, a value).
                Some(&GlobalLoc::Sampler { id }) if self.policy.image_descriptors() => {
                    let Some(&base_ty) = self.value_types.get(&id) else {
                        return Ok(None);
                    };
                    (base_ty, StorageClass::UniformConstant, Some(id))
                }
                _ => return Ok(None),
            },
            PointerRoot::KernelArgument { param, .. } => {
                let Some(&(var, storage)) =
                    kernel.and_then(|k| self.kernel_arg_vars.get(&(k, param)))
                else {
                    return Ok(None);
                };
                let Some(&base_ty) = self.value_types.get(&var) else {
                    return Ok(None);
                };
                (base_ty, storage, Some(var))
            }
        };
        let steps = form
            .steps
            .iter()
            .map(|step| match *step {
                PointerStep::Index => None,
                PointerStep::Member(k) => Some(self.const_u32(k)),
            })
            .collect();
        Ok(Some(Shape {
            base_ty,
            storage: storage as u32,
            steps,
            global,
            view: None,
            tagged: false,
            mixed: false,
        }))
    }

    /// Per index of a chain whose base has pointer type `base_ty`: `Some(index)` where it
    /// steps into a struct (the index is the member's constant), `None` where it picks an
    /// element. Read from the SPIR-V types, for the chains whose form the table does not state.
    fn chain_steps(&self, base_ty: Word, indices: &[Word]) -> Vec<Option<Word>> {
        let defs = &self.b.module_ref().types_global_values;
        let def = |id: Word| defs.iter().find(|i| i.result_id == Some(id));
        let mut ty = def(base_ty).and_then(|p| match p.operands.as_slice() {
            [Operand::StorageClass(_), Operand::IdRef(pointee)] => Some(*pointee),
            _ => None,
        });
        let mut steps = Vec::with_capacity(indices.len());
        for &index in indices {
            let step = ty
                .and_then(def)
                .map(|t| (t.class.opcode, t.operands.as_slice()));
            match step {
                Some((Op::TypeStruct, members)) => {
                    let member = def(index).and_then(|c| match c.operands.as_slice() {
                        [Operand::LiteralBit32(k)] if c.class.opcode == Op::Constant => Some(*k),
                        _ => None,
                    });
                    ty = member
                        .and_then(|k| members.get(k as usize))
                        .and_then(|m| match m {
                            Operand::IdRef(m) => Some(*m),
                            _ => None,
                        });
                    steps.push(Some(index));
                }
                Some((
                    Op::TypeArray | Op::TypeRuntimeArray | Op::TypeVector | Op::TypeMatrix,
                    [Operand::IdRef(element), ..],
                )) => {
                    ty = Some(*element);
                    steps.push(None);
                }
                _ => {
                    ty = None;
                    steps.push(None);
                }
            }
        }
        steps
    }

    /// Per parameter of the function `key` names, the shape of its pointer (`None`: a value):
    /// the key's, else the stated form's.
    fn param_shapes(&mut self, key: &FnKey, span: Span) -> R<Vec<Option<Shape>>> {
        let n = self.m.function(key.func).params.len();
        let mut shapes = Vec::with_capacity(n);
        for k in 0..n {
            let shape = match (
                key.shapes.get(k).cloned().flatten(),
                self.stated_form(key.func, k),
            ) {
                (Some(sh), _) => Some(sh),
                (None, Some(form)) => self.stated_shape(&form, key.kernel, span)?,
                (None, None) => None,
            };
            shapes.push(shape);
        }
        Ok(shapes)
    }

    /// The address space of the private/local/generic pointer a function returns as its
    /// address in the homes (Vulkan; see `homes`), if it does. A generic pointer is returned
    /// that way by the specializations that receive homed pointers (`homed_args`); the others
    /// return global pointers as themselves.
    fn address_return(&self, fid: FunctionId, homed_args: bool) -> Option<AddressSpace> {
        let space = self.m.types.pointee(self.m.function(fid).ret)?.1;
        (self.policy.logical_addressing()
            && self.homes.address_returns.contains(&fid)
            && (space != AddressSpace::Generic || homed_args))
            .then_some(space)
    }

    /// A function's SPIR-V return type (`uint` where it returns addresses).
    fn return_ty(&mut self, fid: FunctionId, address: bool, span: Span) -> R<Word> {
        if address {
            return Ok(self.u32_ty());
        }
        self.ty(self.m.function(fid).ret, Layout::Plain, span)
    }

    pub fn implicit_ty(&mut self, kind: crate::reflect::ImplicitKind) -> Word {
        use crate::reflect::ImplicitKind::*;
        match kind {
            GlobalOffset => {
                let u = self.u64_ty();
                self.vec_of(u, 3)
            }
            GlobalSize | GroupBase => {
                let u = self.u32_ty();
                self.vec_of(u, 3)
            }
            WorkDim => self.u32_ty(),
            ModuleConstants | ProgramGlobals | PrintfBuffer | CheckBuffer => self.u64_ty(),
        }
    }

    pub fn lower_function(&mut self, key: &FnKey, id: Word) -> R<()> {
        let m = self.m;
        let func = m.function(key.func);
        self.no_contraction = self.contract_off || !func.fp_contract;
        let shapes = self.param_shapes(key, func.span)?;
        let homed_args = shapes
            .iter()
            .flatten()
            .any(|s| s.tagged || s.mixed || s.view.is_some_and(|(_, home)| home));
        let returned = self.address_return(key.func, homed_args);
        let mixed = returned.is_some() && self.homes.mixed_returns.contains(&key.func);
        let ret = self.return_ty(key.func, returned.is_some() && !mixed, func.span)?;
        let mut param_tys = Vec::new();
        for (i, p) in func.params.iter().enumerate() {
            match shapes.get(i).and_then(Option::as_ref) {
                Some(sh) => {
                    if sh.global.is_none() {
                        param_tys.push(sh.base_ty);
                    }
                    for _ in sh.steps.iter().filter(|step| step.is_none()) {
                        param_tys.push(self.u32_ty());
                    }
                }
                None => param_tys.push(self.ty(p.ty, Layout::Plain, p.span)?),
            }
        }
        let implicit = self.info.implicit[key.func].clone();
        for &k in &implicit {
            param_tys.push(self.implicit_ty(k));
        }
        let fn_ty = self.function_ty(ret, &param_tys);
        self.b
            .begin_function(ret, Some(id), FunctionControl::NONE, fn_ty)?;
        self.b.name(id, func.name.clone());
        let mut params = Vec::new();
        let mut at = 0;
        for (i, p) in func.params.iter().enumerate() {
            match shapes.get(i).and_then(Option::as_ref) {
                Some(sh) if sh.tagged => {
                    let addr = self.b.function_parameter(param_tys[at])?;
                    at += 1;
                    for home in [self.homes.private_var, self.homes.local_var]
                        .into_iter()
                        .flatten()
                    {
                        self.fn_vars.entry(id).or_default().insert(home);
                    }
                    params.push(Val::Tagged(addr));
                }
                Some(sh) if sh.mixed => {
                    let global = self.b.function_parameter(param_tys[at])?;
                    self.b.decorate(global, Decoration::Aliased, []);
                    let addr = self.b.function_parameter(param_tys[at + 1])?;
                    at += 2;
                    for home in [self.homes.private_var, self.homes.local_var]
                        .into_iter()
                        .flatten()
                    {
                        self.fn_vars.entry(id).or_default().insert(home);
                    }
                    params.push(Val::Mixed { global, addr });
                }
                Some(sh) => {
                    let base = match sh.global {
                        Some(g) => {
                            self.fn_vars.entry(id).or_default().insert(g);
                            g
                        }
                        None => {
                            let base = self.b.function_parameter(param_tys[at])?;
                            self.value_types.insert(base, sh.base_ty);
                            at += 1;
                            base
                        }
                    };
                    let mut indices = Vec::new();
                    for step in &sh.steps {
                        match *step {
                            Some(member) => indices.push(member),
                            None => {
                                indices.push(self.b.function_parameter(param_tys[at])?);
                                at += 1;
                            }
                        }
                    }
                    let storage =
                        StorageClass::from_u32(sh.storage).unwrap_or(StorageClass::Function);
                    match (sh.view, indices.pop()) {
                        (Some((unit, home)), Some(offset)) => {
                            params.push(Val::View(super::unions::View {
                                chain: Chain {
                                    base,
                                    storage,
                                    indices,
                                },
                                unit,
                                home,
                                offset,
                            }))
                        }
                        (_, last) => {
                            indices.extend(last);
                            params.push(Val::Chain(Chain {
                                base,
                                storage,
                                indices,
                            }));
                        }
                    }
                }
                None => {
                    let w = self.b.function_parameter(param_tys[at])?;
                    at += 1;
                    self.b.name(w, p.name.clone());
                    if let Type::Pointer {
                        space, qualifiers, ..
                    } = m.types.get(p.ty)
                    {
                        if self.policy.logical_addressing()
                            && matches!(
                                space,
                                AddressSpace::Global
                                    | AddressSpace::Constant
                                    | AddressSpace::Generic
                            )
                        {
                            let d = if qualifiers.is_restrict {
                                Decoration::Restrict
                            } else {
                                Decoration::Aliased
                            };
                            self.b.decorate(w, d, []);
                            if func.kernel.is_some() && !self.info.called[key.func] {
                                self.object_starts.insert(w);
                            }
                        }
                    }
                    params.push(Val::Id(w));
                }
            }
        }
        let mut hidden = Vec::new();
        for &k in &implicit {
            hidden.push((k, self.b.function_parameter(param_tys[at])?));
            at += 1;
        }
        let label = self.b.id();
        self.begin_block(label)?;
        let mut fw = FunctionWriter::new(self, key.func, id, label);
        fw.f.kernel = key.kernel;
        fw.f.params = params;
        fw.f.implicit = hidden;
        fw.declare_locals()?;
        fw.block(&func.body)?;
        if fw.f.open {
            if matches!(m.types.get(func.ret), Type::Void) {
                self.b.ret()?;
            } else {
                self.b.unreachable()?;
            }
        }
        self.b.end_function()?;
        Ok(())
    }
}

impl FunctionWriter<'_, '_> {
    /// Declares the function's locals: a slot per IR local (a Function variable, a binding of
    /// a logical pointer, an index variable, a place in the private home, or the two variables
    /// of a mixed generic pointer).
    fn declare_locals(&mut self) -> R<()> {
        let m = self.w.m;
        let fid = self.f.fid;
        let func = m.function(fid);
        for (lid, l) in func.locals.enumerate() {
            if let Some(view) = self.private_home_addr(lid) {
                self.f.locals.push(LocalSlot::Home(view));
                continue;
            }
            let walks = self.w.info.local_stores[fid][lid] > 1;
            if walks && self.w.homes.mixed_vars.contains(&(fid, lid)) {
                let gt = self.w.ty(l.ty, Layout::Plain, l.span)?;
                let pg = self.w.ptr_to_word(StorageClass::Function, gt);
                let global = self.w.entry_var(pg)?;
                self.w
                    .b
                    .name(global, format!("{}.global", func.name(l.name)));
                self.w.b.decorate(global, Decoration::AliasedPointer, []);
                let u = self.w.u32_ty();
                let pu = self.w.ptr_to_word(StorageClass::Function, u);
                let addr = self.w.entry_var(pu)?;
                self.w
                    .b
                    .name(addr, format!("{}.address", func.name(l.name)));
                self.f.locals.push(LocalSlot::Mixed {
                    global,
                    addr,
                    global_ty: gt,
                });
                continue;
            }
            let slot = match m.types.get(l.ty) {
                Type::Pointer { space, .. }
                    if self.w.policy.logical_addressing()
                        && (super::is_vulkan_logical(space)
                            || (space == AddressSpace::Generic
                                && (!walks
                                    || self.w.homes.ptr_vars.contains(&(fid, lid))
                                    || self.w.homes.tagged_vars.contains(&(fid, lid))))) =>
                {
                    if walks {
                        let u = self.w.u32_ty();
                        let pt = self.w.ptr_to_word(StorageClass::Function, u);
                        let var = self.w.entry_var(pt)?;
                        self.w.b.name(var, format!("{}.index", func.name(l.name)));
                        LocalSlot::Walk {
                            var,
                            name: func.name(l.name).to_string(),
                            shape: None,
                        }
                    } else {
                        LocalSlot::Bound(None)
                    }
                }
                _ => {
                    let layout = self.w.layout_for(StorageClass::Function);
                    let ty = self.w.ty(l.ty, layout, l.span)?;
                    let pty = self.w.ptr_to_word(StorageClass::Function, ty);
                    let v = self.w.entry_var(pty)?;
                    self.w.value_types.insert(v, pty);
                    self.w.b.name(v, func.name(l.name));
                    if self.w.policy.logical_addressing() && holds_physical_pointers(m, l.ty) {
                        self.w.b.decorate(v, Decoration::AliasedPointer, []);
                    }
                    LocalSlot::Var(v)
                }
            };
            self.f.locals.push(slot);
        }
        Ok(())
    }

    /// A call of IR function `fid` from `f`.
    pub fn call(&mut self, fid: FunctionId, mut args: Vec<Val>, span: Span) -> R<Val> {
        if self.w.is_fused_fma_query(fid) {
            return Ok(Val::Id(self.w.fused_fma_constant()));
        }
        for (k, a) in args.iter_mut().enumerate() {
            if matches!(a, Val::Null) && self.w.homes.params.contains(&(fid, k as u32)) {
                let space = self.w.m.function(fid).params[k].ty;
                let space = self.w.m.types.pointee(space).map(|p| p.1);
                if let Some(v) = space.and_then(|s| self.home_null_arg(s)) {
                    *a = v;
                }
            }
        }
        let (callee, mut flat) = self.w.request_function(fid, &args, self.f.kernel, span)?;
        for kind in self.w.info.implicit[fid].clone() {
            match self.f.implicit.iter().find(|(k, _)| *k == kind) {
                Some((_, w)) => flat.push(*w),
                None => return err(span, "internal: an implicit value the caller does not have"),
            }
        }
        let func = self.w.m.function(fid);
        let returned = self.w.address_return(fid, homed_vals(&args));
        let mixed = returned.is_some() && self.w.homes.mixed_returns.contains(&fid);
        let ret = self.w.return_ty(fid, returned.is_some() && !mixed, span)?;
        let r = self.w.b.function_call(ret, None, callee, flat)?;
        self.w
            .fn_calls
            .entry(self.f.spirv_fn)
            .or_default()
            .insert(callee);
        // A generic pointer returned as itself may be a home address in its 64-bit form.
        let generic_ret = self
            .w
            .m
            .types
            .pointee(func.ret)
            .is_some_and(|p| p.1 == AddressSpace::Generic);
        if mixed || (returned.is_none() && generic_ret && self.w.generic_memory_may_hold_homes()) {
            return self.w.generic_from_memory(r);
        }
        if let Some(space) = returned {
            return self.w.address_to_ptr(r, space, span);
        }
        Ok(if matches!(self.w.m.types.get(func.ret), Type::Void) {
            Val::None
        } else {
            Val::Id(r)
        })
    }
    pub fn block(&mut self, block: &ir::Block) -> R<()> {
        self.block_after(block, None)
    }
    /// Lowers a block that runs straight after `prev` (a nested block's first statement follows
    /// the statement before the block: `int i = 0; for (; i < 4; i++)`).
    fn block_after<'s>(&mut self, block: &'s ir::Block, mut prev: Option<&'s Stmt>) -> R<()> {
        for s in &block.stmts {
            if !self.f.open {
                // Unreachable code after break/continue/return.
                break;
            }
            self.stmt(s, prev)?;
            prev = Some(s);
        }
        Ok(())
    }
    /// Lowers one statement; `prev` is the statement that runs just before it (a `for` loop's
    /// initialization, for the loop hint).
    fn stmt(&mut self, s: &Stmt, prev: Option<&Stmt>) -> R<()> {
        oclvk_frontend::stack::grow(|| self.stmt_unguarded(s, prev))
    }
    fn stmt_unguarded(&mut self, s: &Stmt, prev: Option<&Stmt>) -> R<()> {
        match s {
            Stmt::Expr(e) => {
                self.expr(*e)?;
            }
            Stmt::Block(b) => self.block_after(b, prev)?,
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                let c = self.value(*cond)?;
                let merge = self.w.b.id();
                let then_l = self.w.b.id();
                let else_l = if otherwise.stmts.is_empty() {
                    merge
                } else {
                    self.w.b.id()
                };
                self.w.b.selection_merge(merge, SelectionControl::NONE)?;
                self.w.b.branch_conditional(c, then_l, else_l, [])?;
                self.begin(then_l)?;
                self.block(then)?;
                if self.f.open {
                    self.branch(merge)?;
                }
                if else_l != merge {
                    self.begin(else_l)?;
                    self.block(otherwise)?;
                    if self.f.open {
                        self.branch(merge)?;
                    }
                }
                self.begin_merge(merge)?;
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                step,
                ..
            } => {
                let header = self.w.b.id();
                let body_l = self.w.b.id();
                let cont = self.w.b.id();
                let merge = self.w.b.id();
                self.branch(header)?;
                self.begin(header)?;
                // Counted loops with a small constant trip count (`for (int i = 0; i < 4;
                // i++)`) get the `Unroll` hint: NVIDIA's driver then unrolls them as NVVM does
                // for OpenCL (SGEMM's 4x4 and 16-step loops; 7-9% on an H100). Only those:
                // Mesa miscompiles data-dependent loops carrying it (`loop_hint`).
                let counted = match (cond, step, *test_first) {
                    (Some(c), Some(s), true) => loop_hint::small_counted_loop(
                        self.w.m,
                        self.w.m.function(self.f.fid),
                        prev,
                        *c,
                        *s,
                        body,
                    ),
                    _ => false,
                };
                let control = if counted {
                    spirv::LoopControl::UNROLL
                } else {
                    spirv::LoopControl::NONE
                };
                self.w.b.loop_merge(merge, cont, control, [])?;
                match (cond, *test_first) {
                    (Some(c), true) => {
                        let cond_l = self.w.b.id();
                        self.branch(cond_l)?;
                        self.begin(cond_l)?;
                        let cv = self.value(*c)?;
                        self.w.b.branch_conditional(cv, body_l, merge, [])?;
                        self.f.open = false;
                    }
                    _ => self.branch(body_l)?,
                }
                self.begin(body_l)?;
                self.f.breaks.push(merge);
                self.f.continues.push(cont);
                let r = self.block(body);
                self.f.breaks.pop();
                self.f.continues.pop();
                r?;
                if self.f.open {
                    self.branch(cont)?;
                }
                self.begin(cont)?;
                // A loop whose condition never ends it gets an exit that is never taken (see
                // `checks`), so that Mesa keeps the code after it.
                let endless = cond.is_none_or(|c| always_true(self.w.m.function(self.f.fid), c));
                let go_on = match endless {
                    true => self.loop_escape()?,
                    false => None,
                };
                if let Some(s) = step {
                    self.expr(*s)?;
                }
                match (cond, *test_first, go_on) {
                    (Some(c), false, _) => {
                        let mut cv = self.value(*c)?;
                        if let Some(g) = go_on {
                            let bt = self.w.bool_ty();
                            cv = self.w.op(spirv::Op::LogicalAnd, bt, &[cv, g])?;
                        }
                        self.w.b.branch_conditional(cv, header, merge, [])?;
                        self.f.open = false;
                    }
                    (_, _, Some(g)) => {
                        self.w.b.branch_conditional(g, header, merge, [])?;
                        self.f.open = false;
                    }
                    _ => self.branch(header)?,
                }
                self.begin_merge(merge)?;
            }
            Stmt::Switch {
                selector,
                cases,
                span,
            } => {
                let sel = self.value(*selector)?;
                let sel_ty = self.w.m.function(self.f.fid).expr(*selector).ty;
                let bits = match self.w.m.types.scalar_of(sel_ty) {
                    Some(s) if s.is_integer() => s.bits(),
                    _ => return err(*span, "switch on a non-integer value"),
                };
                let merge = self.w.b.id();
                let labels: Vec<Word> = cases.iter().map(|_| self.w.b.id()).collect();
                let default = cases
                    .iter()
                    .position(|c| c.is_default)
                    .map_or(merge, |i| labels[i]);
                let mut targets = Vec::new();
                for (c, &l) in cases.iter().zip(&labels) {
                    for &v in &c.values {
                        let lit = if bits > 32 {
                            Operand::LiteralBit64(v)
                        } else {
                            Operand::LiteralBit32((v & (u64::MAX >> (64 - bits))) as u32)
                        };
                        targets.push((lit, l));
                    }
                }
                self.w.b.selection_merge(merge, SelectionControl::NONE)?;
                self.w.b.switch(sel, default, targets)?;
                self.f.open = false;
                self.f.breaks.push(merge);
                let mut r = Ok(());
                for (i, c) in cases.iter().enumerate() {
                    if let Err(e) = self.begin(labels[i]) {
                        r = Err(e);
                        break;
                    }
                    if let Err(e) = self.block(&c.body) {
                        r = Err(e);
                        break;
                    }
                    if self.f.open {
                        let next = labels.get(i + 1).copied().unwrap_or(merge);
                        self.branch(next)?;
                    }
                }
                self.f.breaks.pop();
                r?;
                self.begin_merge(merge)?;
            }
            Stmt::Break(span) => match self.f.breaks.last() {
                Some(&t) => self.branch(t)?,
                None => return err(*span, "'break' outside a loop or switch"),
            },
            Stmt::Continue(span) => match self.f.continues.last() {
                Some(&t) => self.branch(t)?,
                None => return err(*span, "'continue' outside a loop"),
            },
            Stmt::Return(value, _) => {
                match value {
                    Some(v)
                        if self
                            .w
                            .address_return(self.f.fid, homed_vals(&self.f.params))
                            .is_some() =>
                    {
                        let pv = self.expr(*v)?;
                        let span = self.w.m.function(self.f.fid).expr(*v).span;
                        let returned = if self.w.homes.mixed_returns.contains(&self.f.fid) {
                            // Global or homed: the pointer as it is kept in memory.
                            let t = self.w.ty(
                                self.w.m.function(self.f.fid).ret,
                                Layout::Plain,
                                span,
                            )?;
                            self.w.generic_to_memory(&pv, t)?
                        } else {
                            self.w.home_address(&pv)?
                        };
                        let Some(returned) = returned else {
                            return err(span, match pv {
                                Val::Id(_) | Val::BytePtr(_) | Val::Mixed { .. } => "internal: a function returning homed pointers returns a global one",
                                _ => "returning this pointer to private or local memory is not supported on the Vulkan target (it points into a union, or into an object with packed members or holding images, samplers, events or generic pointers)",
                            });
                        };
                        self.w.ret_value(returned)?;
                    }
                    Some(v) => {
                        let w = self.stored_value(*v)?.0;
                        self.w.ret_value(w)?;
                    }
                    None => self.w.b.ret()?,
                }
                self.f.open = false;
            }
        }
        Ok(())
    }
    /// Evaluates an expression whose value is stored (in memory, a composite, a return
    /// value): its SSA value, and the value of the expression itself. A generic pointer is
    /// stored in its 64-bit form (`mixed::HOME_IN_MEMORY`), a global or a marked home address.
    pub fn stored_value(&mut self, e: ir::ExprId) -> R<(Word, Val)> {
        let ty = self.expr_ty(e);
        let generic = self
            .w
            .m
            .types
            .pointee(ty)
            .is_some_and(|p| p.1 == AddressSpace::Generic);
        if !(self.w.policy.logical_addressing() && generic) {
            let v = self.expr(e)?;
            let w = self.value_of(v.clone(), e)?;
            // A byte-addressed pointer stays one as the assignment's value.
            let v = match v {
                Val::BytePtr(_) => v,
                _ => Val::Id(w),
            };
            return Ok((w, v));
        }
        let v = self.expr(e)?;
        let span = self.w.m.function(self.f.fid).expr(e).span;
        let t = self.w.ty(ty, Layout::Plain, span)?;
        match self.w.generic_to_memory(&v, t)? {
            Some(w) => Ok((w, v)),
            None => err(span, "a pointer to private or local memory cannot be used as a value here on the Vulkan target yet"),
        }
    }
    /// Evaluates an expression that must produce an SSA value.
    pub fn value(&mut self, e: ir::ExprId) -> R<Word> {
        let v = self.expr(e)?;
        self.value_of(v, e)
    }

    /// The SSA value of `v`, the value of expression `e`.
    fn value_of(&mut self, v: Val, e: ir::ExprId) -> R<Word> {
        match v {
            Val::Id(w) | Val::BytePtr(w) => Ok(w),
            // A private/local pointer kept as a value (a struct member, an array element) is
            // its address in the homes.
            v @ (Val::View(_) | Val::Tagged(_) | Val::Null)
                if self.w.holds_address(self.expr_ty(e)) =>
            {
                match self.w.home_address(&v)? {
                    Some(a) => Ok(a),
                    None => err(
                        self.w.m.function(self.f.fid).expr(e).span,
                        "a pointer into a union cannot be used as a value on the Vulkan target yet",
                    ),
                }
            }
            Val::Chain(_)
            | Val::BoundLocal(_)
            | Val::View(_)
            | Val::Null
            | Val::Tagged(_)
            | Val::Mixed { .. } => {
                let span = self.w.m.function(self.f.fid).expr(e).span;
                err(span, "a pointer to private or local memory cannot be used as a value here on the Vulkan target yet")
            }
            Val::None => {
                let span = self.w.m.function(self.f.fid).expr(e).span;
                Err(LErr(Diagnostic::error(
                    span,
                    "internal: a void expression used as a value",
                )))
            }
        }
    }
}

/// Whether a variable of type `t` needs a pointer-aliasing decoration on Vulkan: a pointer, or
/// an array of global, constant or generic (PhysicalStorageBuffer) pointers.
/// The indices of a chain its specialization receives as parameters: those `steps` leaves to
/// the caller (elements; a struct member is the callee's constant).
fn run_time_indices<'a>(
    indices: &'a [Word],
    steps: &'a [Option<Word>],
) -> impl Iterator<Item = Word> + 'a {
    indices
        .iter()
        .zip(steps)
        .filter(|(_, step)| step.is_none())
        .map(|(&i, _)| i)
}

fn holds_physical_pointers(m: &ir::Module, t: ir::TypeId) -> bool {
    if matches!(m.types.get(t), Type::Pointer { .. }) {
        return true;
    }
    let mut elem = t;
    while let Type::Array { elem: e, .. } = m.types.get(elem) {
        elem = e;
    }
    elem != t
        && matches!(
            m.types.pointee(elem),
            Some((
                _,
                AddressSpace::Global | AddressSpace::Constant | AddressSpace::Generic
            ))
        )
}

/// Whether any of these values is a homed pointer (or a run-time generic one).
fn homed_vals(vals: &[Val]) -> bool {
    vals.iter().any(|v| {
        matches!(v, Val::Tagged(_) | Val::Mixed { .. }) || matches!(v, Val::View(x) if x.home)
    })
}

/// Whether a loop condition is a true constant (`while (1)`, which sema folds).
fn always_true(func: &ir::Function, cond: ir::ExprId) -> bool {
    use ir::{ExprKind, Literal};
    match func.expr(cond).kind {
        ExprKind::Literal(Literal::Bool(b)) => b,
        ExprKind::Literal(Literal::Int(v)) => v != 0,
        _ => false,
    }
}
