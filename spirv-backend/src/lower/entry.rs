//! Kernel entry points.
//!
//! Vulkan: each kernel gets a `void()` GLCompute wrapper that reads its arguments and implicit
//! values from the argument block (a push-constant `Block` struct laid out by `crate::abi`, or a
//! PhysicalStorageBuffer `Block` whose address is the only push constant), makes a Workgroup
//! array sized by a spec constant for each `local` pointer argument, and calls the kernel's
//! ordinary function. OpenCL: a Kernel entry wrapper with the kernel's parameters that calls the
//! kernel's function (an entry point may not also be a call target).

use super::{Chain, FunctionWriter, KernelRecord, ModuleWriter, Val, R};
use crate::abi::{self, Slot};
use crate::lower::Layout;
use crate::reflect::{ArgTransport, ImplicitKind, KernelReflection, WorkGroupInfo};
use oclvk_frontend::ir::{self, FunctionId, Type};
use rspirv::dr::Operand;
use spirv::{Decoration, FunctionControl, MemoryAccess, StorageClass, Word};

impl<'m> ModuleWriter<'m> {
    /// Kernel `fid` as sema declared it, the module holding its types: the `wide-vectors` stage
    /// makes a `float8` parameter a `float4[2]`, aligned as its part, but its argument keeps
    /// OpenCL's offset and alignment, and its reflection the type the user wrote.
    pub fn declared_kernel(&self, fid: FunctionId) -> (&'m ir::Module, &'m ir::Function) {
        let (m, f) = (self.m, self.m.function(fid));
        self.declared
            .functions
            .iter()
            .find(|g| g.kernel.is_some() && g.name == f.name && g.params.len() == f.params.len())
            .map_or((m, f), |g| (self.declared, g))
    }

    fn kernel_reflection(&self, fid: FunctionId, abi: &abi::KernelAbi) -> KernelReflection {
        let m = self.m;
        let f = m.function(fid);
        let (declared_m, declared_f) = self.declared_kernel(fid);
        let k = f.kernel.clone().unwrap_or_default();
        let local_reserve_bytes = self.local_reserve_bytes.div_ceil(4) as u64 * 4;
        let static_local_bytes = self.info.globals[fid]
            .iter()
            .filter(|g| m.global(**g).space == oclvk_frontend::ir::AddressSpace::Local)
            .map(|g| m.types.size_of(m.global(*g).ty))
            .sum::<u64>()
            + local_reserve_bytes;
        KernelReflection {
            name: f.name.clone(),
            args: abi::arg_reflection(declared_m, declared_f, abi),
            transport: abi.transport,
            implicit: abi.implicit.clone(),
            work_group: WorkGroupInfo {
                required: k.reqd_work_group_size,
                hint: k.work_group_size_hint,
                spec_ids: [0, 1, 2],
                enqueued_spec_ids: self
                    .policy
                    .implicit_values()
                    .then_some(crate::reflect::ENQUEUED_LOCAL_SIZE_SPEC_IDS),
            },
            static_local_bytes,
            local_reserve_bytes,
            local_reserve_spec_id: self
                .local_reserve_auto
                .then_some(crate::reflect::LOCAL_RESERVE_SPEC_ID),
            vec_type_hint: k.vec_type_hint.clone(),
            uses_printf: abi
                .implicit
                .iter()
                .any(|i| i.kind == ImplicitKind::PrintfBuffer),
            // Filled in once every function is lowered (`ModuleWriter::finish`).
            float_atomics: Vec::new(),
            sub_group_operations: Vec::new(),
            sub_group_extended_types: false,
            required_sub_group_size: k.reqd_sub_group_size,
            collective_local_bytes: 0,
            portable: None,
            inline_samplers: Vec::new(),
        }
    }

    /// The specialization constant giving a `local` pointer argument's element count.
    pub fn local_arg_len(&mut self, spec_id: u32) -> Word {
        self.u32_spec_constant(spec_id, 1)
    }

    /// The `u32` specialization constant `spec_id` (made once, `default` until specialized).
    fn u32_spec_constant(&mut self, spec_id: u32, default: u32) -> Word {
        if let Some(&c) = self.spec_consts.get(&spec_id) {
            return c;
        }
        let u = self.u32_ty();
        let c = self.b.spec_constant_bit32(u, default);
        self.b
            .decorate(c, Decoration::SpecId, [Operand::LiteralBit32(spec_id)]);
        self.spec_consts.insert(spec_id, c);
        c
    }

    pub fn vulkan_entry(&mut self, fid: FunctionId) -> R<()> {
        let m = self.m;
        let func = m.function(fid);
        let implicit = self.kernel_implicit(fid);
        let (declared_m, declared_f) = self.declared_kernel(fid);
        let abi = abi::layout_kernel(declared_m, declared_f, &implicit)?;
        if func
            .kernel
            .as_ref()
            .is_some_and(|k| k.reqd_work_group_size.is_none())
        {
            self.ensure_wg_size();
        }
        // The argument block's members: (type, offset, nonwritable).
        let mut members: Vec<(Word, u32)> = Vec::new();
        let mut member_of_param = Vec::new();
        for (p, slot) in func.params.iter().zip(&abi.slots) {
            match *slot {
                Slot::Address(o) | Slot::Value(o) => {
                    let t = self.ty(p.ty, Layout::Explicit, p.span)?;
                    member_of_param.push(Some(members.len()));
                    members.push((t, o));
                }
                Slot::Local(_) | Slot::Descriptor => member_of_param.push(None),
            }
        }
        let mut member_of_implicit = Vec::new();
        for ia in &abi.implicit {
            let t = self.implicit_member_ty(ia.kind);
            member_of_implicit.push((ia.kind, members.len()));
            members.push((t, ia.offset));
        }
        let mut block = None;
        let mut push_var = None;
        if !members.is_empty() {
            let id = self.b.id();
            let s = self.b.type_struct_id(Some(id), members.iter().map(|m| m.0));
            self.b.name(s, format!("{}.args", func.name));
            self.b.decorate(s, Decoration::Block, []);
            for (i, (t, o)) in members.iter().enumerate() {
                self.b.member_decorate(
                    s,
                    i as u32,
                    Decoration::Offset,
                    [Operand::LiteralBit32(*o)],
                );
                self.push_member_caps(*t);
            }
            let pc_struct = match abi.transport {
                ArgTransport::PushConstants { .. } => s,
                ArgTransport::ArgBuffer { size } => {
                    let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, s);
                    self.uses_psb = true;
                    self.cap(spirv::Capability::PhysicalStorageBufferAddresses);
                    if self.strided_ptrs.insert(pt) {
                        self.b.decorate(
                            pt,
                            Decoration::ArrayStride,
                            [Operand::LiteralBit32(size.max(1))],
                        );
                    }
                    let id = self.b.id();
                    let outer = self.b.type_struct_id(Some(id), [pt]);
                    self.b.name(outer, format!("{}.argbuf", func.name));
                    self.b.decorate(outer, Decoration::Block, []);
                    self.b.member_decorate(
                        outer,
                        0,
                        Decoration::Offset,
                        [Operand::LiteralBit32(0)],
                    );
                    outer
                }
            };
            let pt = self.ptr_to_word(StorageClass::PushConstant, pc_struct);
            let v = self.global_var(pt, StorageClass::PushConstant, None);
            self.b.name(v, format!("{}.push", func.name));
            block = Some(s);
            push_var = Some(v);
        }
        // The wrapper.
        let void = self.void_ty();
        let fn_ty = self.b.type_function(void, []);
        let wrapper = self.b.id();
        self.b
            .begin_function(void, Some(wrapper), FunctionControl::NONE, fn_ty)?;
        self.b.name(wrapper, format!("{}.entry", func.name));
        let label = self.b.id();
        self.b.begin_block(Some(label))?;
        let mut fw = FunctionWriter::new(self, fid, wrapper, label);
        let mut buf_ptr = None;
        if let (Some(v), ArgTransport::ArgBuffer { .. }) = (push_var, abi.transport) {
            fw.use_var(v);
            let (Some(s), true) = (block, true) else {
                unreachable_block()?
            };
            let pt = fw.w.ptr_to_word(StorageClass::PhysicalStorageBuffer, s);
            let ppt = fw.w.ptr_to_word(StorageClass::PushConstant, pt);
            let zero = fw.w.const_u32(0);
            let p = fw.w.b.access_chain(ppt, None, v, [zero])?;
            buf_ptr = Some(fw.w.b.load(pt, None, p, None, [])?);
        }
        let read_member = |l: &mut FunctionWriter, i: usize| -> R<Word> {
            let (t, _) = members[i];
            let idx = l.w.const_u32(i as u32);
            let Some(v) = push_var else {
                return unreachable_block();
            };
            l.use_var(v);
            match buf_ptr {
                None => {
                    let pt = l.w.ptr_to_word(StorageClass::PushConstant, t);
                    let p = l.w.b.access_chain(pt, None, v, [idx])?;
                    Ok(l.w.b.load(t, None, p, None, [])?)
                }
                Some(bp) => {
                    let pt = l.w.ptr_to_word(StorageClass::PhysicalStorageBuffer, t);
                    let p = l.w.b.access_chain(pt, None, bp, [idx])?;
                    let align = members[i].1 & members[i].1.wrapping_neg();
                    let align = if align == 0 { 16 } else { align.min(16) };
                    Ok(l.w.b.load(
                        t,
                        None,
                        p,
                        Some(MemoryAccess::ALIGNED),
                        [Operand::LiteralBit32(align)],
                    )?)
                }
            }
        };
        let mut args = Vec::new();
        let mut descriptor_kinds = Vec::new();
        for (i, (p, slot)) in func.params.iter().zip(&abi.slots).enumerate() {
            match *slot {
                Slot::Descriptor => {
                    let (v, kind) = fw.w.descriptor_arg(fid, i as u32, &func.name)?;
                    if let Val::Chain(c) = &v {
                        fw.use_var(c.base);
                        fw.w.kernel_arg_vars
                            .insert((fid, i as u32), (c.base, c.storage));
                    }
                    descriptor_kinds.push((i, kind));
                    args.push(v);
                }
                Slot::Local(spec_id) => {
                    let Type::Pointer { pointee, .. } = m.types.get(p.ty) else {
                        return unreachable_block();
                    };
                    // Moved into the `local` home (see `homes`): a view at its offset there.
                    if let (Some(&offset), Some(home)) = (
                        fw.w.homes.local_arg_offsets.get(&(fid, i as u32)),
                        fw.w.homes.local_var,
                    ) {
                        fw.use_var(home);
                        let view = fw.w.home_view(home, StorageClass::Workgroup, offset);
                        args.push(Val::View(view));
                        continue;
                    }
                    let len = fw.w.local_arg_len(spec_id);
                    let et = match m.types.get(pointee) {
                        Type::Void => {
                            fw.w.scalar_ty(oclvk_frontend::ir::Scalar::Uchar, Layout::Plain)
                        }
                        _ => fw.w.ty(pointee, Layout::Plain, p.span)?,
                    };
                    let array_len = fw.w.local_array_len(len);
                    let at = fw.w.b.type_array(et, array_len);
                    let pt = fw.w.ptr_to_word(StorageClass::Workgroup, at);
                    let var = fw.w.global_var(pt, StorageClass::Workgroup, None);
                    fw.w.b.name(var, format!("{}.{}", func.name, p.name));
                    fw.w.value_types.insert(var, pt);
                    fw.use_var(var);
                    fw.w.checks.local_args.insert(var, (i as u32, len));
                    fw.w.kernel_arg_vars
                        .insert((fid, i as u32), (var, StorageClass::Workgroup));
                    let zero = fw.w.const_u32(0);
                    args.push(Val::Chain(Chain {
                        base: var,
                        storage: StorageClass::Workgroup,
                        indices: vec![zero],
                    }));
                }
                _ => {
                    let Some(mi) = member_of_param[i] else {
                        return unreachable_block();
                    };
                    let w = read_member(&mut fw, mi)?;
                    let w = fw.w.mem_to_value(w, p.ty, Layout::Explicit, p.span)?;
                    args.push(Val::Id(w));
                }
            }
        }
        for (kind, mi) in member_of_implicit {
            let w = read_member(&mut fw, mi)?;
            let w = fw.w.implicit_from_member(kind, w)?;
            if kind == ImplicitKind::CheckBuffer {
                fw.start_checks(w, func.span)?;
            }
            fw.f.implicit.push((kind, w));
        }
        if fw.w.local_reserve_auto {
            fw.reserve_local_by_spec(&func.name)?;
        } else if fw.w.local_reserve_bytes > 0 {
            fw.reserve_local(&func.name)?;
        }
        fw.call(fid, args, func.span)?;
        fw.finish_checks()?;
        fw.w.b.ret()?;
        fw.w.b.end_function()?;
        let mut reflection = self.kernel_reflection(fid, &abi);
        for (i, kind) in descriptor_kinds {
            reflection.args[i].kind = kind;
        }
        reflection.inline_samplers = self.kernel_inline_samplers(fid);
        let k = func.kernel.clone().unwrap_or_default();
        self.kernels.push(KernelRecord {
            wrapper,
            name: func.name.clone(),
            reqd: k.reqd_work_group_size,
            hint: k.work_group_size_hint,
            vec_type_hint: k.vec_type_hint,
            reflection,
        });
        Ok(())
    }

    /// An implicit value's type in the argument block: its value type, except the global
    /// offset, a `ulong[3]` (stride 8) so that it takes 24 bytes at an 8-byte boundary.
    fn implicit_member_ty(&mut self, kind: ImplicitKind) -> Word {
        if kind != ImplicitKind::GlobalOffset {
            return self.implicit_ty(kind);
        }
        if let Some(t) = self.offset_member_ty {
            return t;
        }
        let u = self.u64_ty();
        let three = self.const_u32(3);
        let id = self.b.id();
        let t = self.b.type_array_id(Some(id), u, three);
        self.b
            .decorate(t, Decoration::ArrayStride, [Operand::LiteralBit32(8)]);
        self.offset_member_ty = Some(t);
        t
    }

    /// The value of an implicit member read from the argument block ([`Self::implicit_ty`]).
    fn implicit_from_member(&mut self, kind: ImplicitKind, w: Word) -> R<Word> {
        if kind != ImplicitKind::GlobalOffset {
            return Ok(w);
        }
        let u = self.u64_ty();
        let mut parts = Vec::new();
        for i in 0..3 {
            parts.push(self.b.composite_extract(u, None, w, [i])?);
        }
        let t = self.implicit_ty(kind);
        Ok(self.b.composite_construct(t, None, parts)?)
    }

    /// Storage capabilities for 8/16-bit members of the push-constant block.
    fn push_member_caps(&mut self, _t: Word) {
        let m = self.b.module_ref();
        let mut small = (false, false);
        let mut stack = vec![_t];
        let mut seen = std::collections::BTreeSet::new();
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            for inst in &m.types_global_values {
                if inst.result_id != Some(t) {
                    continue;
                }
                match inst.class.opcode {
                    spirv::Op::TypeInt | spirv::Op::TypeFloat => match inst.operands.first() {
                        Some(Operand::LiteralBit32(8)) => small.0 = true,
                        Some(Operand::LiteralBit32(16)) => small.1 = true,
                        _ => {}
                    },
                    spirv::Op::TypeVector | spirv::Op::TypeArray => {
                        if let Some(Operand::IdRef(e)) = inst.operands.first() {
                            stack.push(*e);
                        }
                    }
                    spirv::Op::TypeStruct => {
                        for o in &inst.operands {
                            if let Operand::IdRef(e) = o {
                                stack.push(*e);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if small.0 {
            self.cap(spirv::Capability::StoragePushConstant8);
        }
        if small.1 {
            self.cap(spirv::Capability::StoragePushConstant16);
        }
    }

    pub fn opencl_entry(&mut self, fid: FunctionId) -> R<()> {
        let m = self.m;
        let func = m.function(fid);
        let mut tys = Vec::new();
        for p in &func.params {
            tys.push(self.ty(p.ty, Layout::Plain, p.span)?);
        }
        let void = self.void_ty();
        let fn_ty = self.b.type_function(void, tys.clone());
        let wrapper = self.b.id();
        self.b
            .begin_function(void, Some(wrapper), FunctionControl::NONE, fn_ty)?;
        self.b.name(wrapper, format!("{}.entry", func.name));
        let mut args = Vec::new();
        for (p, t) in func.params.iter().zip(tys) {
            let w = self.b.function_parameter(t)?;
            self.b.name(w, p.name.clone());
            args.push(Val::Id(w));
        }
        let label = self.b.id();
        self.b.begin_block(Some(label))?;
        FunctionWriter::new(self, fid, wrapper, label).call(fid, args, func.span)?;
        self.b.ret()?;
        self.b.end_function()?;
        let (declared_m, declared_f) = self.declared_kernel(fid);
        let abi = abi::layout_kernel(declared_m, declared_f, &[] as &[ImplicitKind])?;
        let reflection = self.kernel_reflection(fid, &abi);
        let k = func.kernel.clone().unwrap_or_default();
        self.kernels.push(KernelRecord {
            wrapper,
            name: func.name.clone(),
            reqd: k.reqd_work_group_size,
            hint: k.work_group_size_hint,
            vec_type_hint: k.vec_type_hint,
            reflection,
        });
        Ok(())
    }
}

impl FunctionWriter<'_, '_> {
    /// The `-cl-local-reserve` array: Workgroup words the kernel never reads, kept by one
    /// `Volatile` store from each invocation (a driver may drop a variable nothing accesses, and
    /// with it the occupancy limit it is there for).
    fn reserve_local(&mut self, kernel: &str) -> R<()> {
        let u = self.w.u32_ty();
        let len = self.w.const_u32(self.w.local_reserve_bytes.div_ceil(4));
        let at = self.w.b.type_array(u, len);
        let pt = self.w.ptr_to_word(StorageClass::Workgroup, at);
        let var = self.w.global_var(pt, StorageClass::Workgroup, None);
        self.w.b.name(var, format!("{kernel}.local_reserve"));
        self.w.value_types.insert(var, pt);
        self.use_var(var);
        let zero = self.w.const_u32(0);
        let word_ptr = self.w.ptr_to_word(StorageClass::Workgroup, u);
        let first = self.w.b.access_chain(word_ptr, None, var, [zero])?;
        self.w
            .b
            .store(first, zero, Some(MemoryAccess::VOLATILE), [])?;
        Ok(())
    }
    /// The `-cl-local-reserve=auto` array: its length in words is the specialization constant
    /// `LOCAL_RESERVE_SPEC_ID` (an array needs at least one element, so 1 when that is 0), and
    /// its keeping store runs only when the constant is non-zero: specialized to 0, the kernel
    /// never touches the array and a driver drops it with its shared memory.
    fn reserve_local_by_spec(&mut self, kernel: &str) -> R<()> {
        let u = self.w.u32_ty();
        let bt = self.w.bool_ty();
        let words = self
            .w
            .u32_spec_constant(crate::reflect::LOCAL_RESERVE_SPEC_ID, 0);
        let (zero, one) = (self.w.const_u32(0), self.w.const_u32(1));
        let reserving = self
            .w
            .spec_constant_op(bt, spirv::Op::INotEqual, &[words, zero]);
        let len = self
            .w
            .spec_constant_op(u, spirv::Op::Select, &[reserving, words, one]);
        let at = self.w.b.type_array(u, len);
        let pt = self.w.ptr_to_word(StorageClass::Workgroup, at);
        let var = self.w.global_var(pt, StorageClass::Workgroup, None);
        self.w.b.name(var, format!("{kernel}.local_reserve"));
        self.w.value_types.insert(var, pt);
        self.use_var(var);
        let (store, merge) = (self.w.b.id(), self.w.b.id());
        self.w
            .b
            .selection_merge(merge, spirv::SelectionControl::NONE)?;
        self.w.b.branch_conditional(reserving, store, merge, [])?;
        self.begin(store)?;
        let word_ptr = self.w.ptr_to_word(StorageClass::Workgroup, u);
        let first = self.w.b.access_chain(word_ptr, None, var, [zero])?;
        self.w
            .b
            .store(first, zero, Some(MemoryAccess::VOLATILE), [])?;
        self.branch(merge)?;
        self.begin(merge)
    }
}

impl ModuleWriter<'_> {
    /// Exports a function of an OpenCL library module (one without kernels) under its name, for
    /// a linker to resolve other modules' imports with (`LinkageAttributes ... Export`).
    pub fn export_function(&mut self, fid: FunctionId) -> R<()> {
        let func = self.m.function(fid);
        // Every OpenCL pointer is a physical value: one specialization, plain parameters.
        let args = vec![Val::Id(0); func.params.len()];
        let (id, _) = self.request_function(fid, &args, None, func.span)?;
        self.b.decorate(
            id,
            Decoration::LinkageAttributes,
            [
                Operand::LiteralString(func.name.clone()),
                Operand::LinkageType(spirv::LinkageType::Export),
            ],
        );
        Ok(())
    }
}

fn unreachable_block<T>() -> R<T> {
    Err(super::LErr(oclvk_frontend::diag::Diagnostic::global_error(
        "internal: inconsistent kernel ABI",
    )))
}
