//! Vector data builtins: `vloadN`/`vstoreN` (element-wise loads and stores through any pointer),
//! `vload_half`/`vstore_half` (Vulkan: 16-bit storage plus Pack/UnpackHalf2x16, so no Float16
//! arithmetic capability is needed, every rounding suffix exact through `rounding`; OpenCL: the
//! OpenCL.std instructions), and the asynchronous work-group copies (a cooperative copy loop on
//! Vulkan, OpGroupAsyncCopy on OpenCL).

use super::{err, FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::reflect::AccessKind;
use oclvk_frontend::ir::{AddressSpace, ExprId, Rounding, Scalar, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Decoration, GlslStd450Op as G, Op, OpenclStd100Op as C, StorageClass, Word};

impl ModuleWriter<'_> {
    /// Pointer to element `index` (a `ulong`) of what `p` points to.
    pub fn vec_elem_ptr(&mut self, pv: &Val, pty: TypeId, index: Word, span: Span) -> R<Val> {
        let (pointee, _) = self
            .m
            .types
            .pointee(pty)
            .unwrap_or((pty, AddressSpace::Global));
        match pv {
            // Into a packed struct in buffer memory: byte-addressed (`packed`).
            Val::BytePtr(p) => {
                let size = self.m.types.size_of(pointee);
                let bytes = self.byte_offset(index, Scalar::Ulong, size)?;
                self.byte_step(*p, bytes, pty, span)
            }
            Val::Id(p) => {
                let t = self.ty(pty, Layout::Plain, span)?;
                Ok(Val::Id(self.b.ptr_access_chain(t, None, *p, index, [])?))
            }
            // Into a byte-addressed home or a union (`homes`, `unions`): a byte offset.
            Val::View(v) => {
                let size = self.m.types.size_of(pointee);
                let bytes = self.scaled_index(index, Scalar::Ulong, size)?;
                self.view_advance(v.clone(), bytes)
            }
            Val::Tagged(a) => {
                let size = self.m.types.size_of(pointee);
                let bytes = self.scaled_index(index, Scalar::Ulong, size)?;
                let u = self.u32_ty();
                Ok(Val::Tagged(self.op(Op::IAdd, u, &[*a, bytes])?))
            }
            Val::Mixed { global, addr } => {
                let size = self.m.types.size_of(pointee);
                let bytes = self.scaled_index(index, Scalar::Ulong, size)?;
                let t = self.ty(pty, Layout::Plain, span)?;
                let g = self.b.ptr_access_chain(t, None, *global, index, [])?;
                self.mixed_step(g, *addr, bytes)
            }
            Val::Chain(c) => {
                let mut c = c.clone();
                let Some(last) = c.indices.pop() else {
                    return err(span, "vloadn/vstoren through a pointer to a single private or local object is not supported on the Vulkan target");
                };
                let u = self.u32_ty();
                let i = self.op(Op::UConvert, u, &[index])?;
                let n = self.op(Op::IAdd, u, &[last, i])?;
                c.indices.push(n);
                Ok(Val::Chain(c))
            }
            _ => err(span, "internal: not a pointer"),
        }
    }
}

impl FunctionWriter<'_, '_> {
    pub fn vload(&mut self, n: u8, args: &[ExprId], ty: TypeId, span: Span) -> R<Word> {
        if args.len() < 2 {
            return err(span, "internal: vload arguments");
        }
        let off = self.value(args[0])?;
        let ots = self.w.int_scalar(self.expr_ty(args[0]), span)?;
        let off = self.w.int_resize(off, ots, 64)?;
        let pv = self.expr(args[1])?;
        let pty = self.expr_ty(args[1]);
        let u = self.w.u64_ty();
        let nn = self.w.const_u64(n as u64);
        let base = self.w.op(Op::IMul, u, &[off, nn])?;
        let mut parts = Vec::new();
        for i in 0..n as u64 {
            let ci = self.w.const_u64(i);
            let idx = self.w.op(Op::IAdd, u, &[base, ci])?;
            let ep = self.w.vec_elem_ptr(&pv, pty, idx, span)?;
            parts.push(self.w.load(&ep, pty, span)?);
        }
        let t = self.w.ty(ty, Layout::Plain, span)?;
        self.w.construct(t, parts)
    }
    pub fn vstore(&mut self, n: u8, args: &[ExprId], span: Span) -> R<()> {
        if args.len() < 3 {
            return err(span, "internal: vstore arguments");
        }
        let data = self.value(args[0])?;
        let dty = self.expr_ty(args[0]);
        let off = self.value(args[1])?;
        let ots = self.w.int_scalar(self.expr_ty(args[1]), span)?;
        let off = self.w.int_resize(off, ots, 64)?;
        let pv = self.expr(args[2])?;
        let pty = self.expr_ty(args[2]);
        let s = self.w.m.types.scalar_of(dty).unwrap_or(Scalar::Float);
        let et = self.w.scalar_ty(s, Layout::Plain);
        let u = self.w.u64_ty();
        let nn = self.w.const_u64(n as u64);
        let base = self.w.op(Op::IMul, u, &[off, nn])?;
        for i in 0..n as u64 {
            let ci = self.w.const_u64(i);
            let idx = self.w.op(Op::IAdd, u, &[base, ci])?;
            let ep = self.w.vec_elem_ptr(&pv, pty, idx, span)?;
            let x = self.w.b.composite_extract(et, None, data, [i as u32])?;
            self.w.store(&ep, pty, x, span)?;
        }
        Ok(())
    }
}

impl ModuleWriter<'_> {
    /// A PhysicalStorageBuffer `ushort *` view of a `half *` (for 16-bit storage without Float16).
    fn u16_view(&mut self, p: Word) -> R<Word> {
        let u16t = self.scalar_ty(Scalar::Ushort, Layout::Explicit);
        let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u16t);
        if self.strided_ptrs.insert(pt) {
            self.b
                .decorate(pt, Decoration::ArrayStride, [Operand::LiteralBit32(2)]);
        }
        self.op(Op::Bitcast, pt, &[p])
    }

    fn value_type_of_view(&mut self) -> Word {
        let u16t = self.scalar_ty(Scalar::Ushort, Layout::Explicit);
        self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u16t)
    }
}

impl FunctionWriter<'_, '_> {
    fn offset_u64(&mut self, e: ExprId, span: Span) -> R<Word> {
        let v = self.value(e)?;
        let s = self.w.int_scalar(self.expr_ty(e), span)?;
        self.w.int_resize(v, s, 64)
    }
    /// `vload_half[N]` / `vloada_halfN`.
    pub fn vload_half(
        &mut self,
        width: u8,
        aligned: bool,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        if args.len() < 2 {
            return err(span, "internal: vload_half arguments");
        }
        let off = self.offset_u64(args[0], span)?;
        let pv = self.expr(args[1])?;
        let pty = self.expr_ty(args[1]);
        let t = self.w.ty(ty, Layout::Plain, span)?;
        if self.w.policy.opencl_std() {
            let (p, _, _) = self.w.pointer_of(&pv, pty, span)?;
            let (inst, mut ops) = match (width, aligned) {
                (1, _) => (C::vload_half, vec![Operand::IdRef(off), Operand::IdRef(p)]),
                (_, false) => (C::vload_halfn, vec![Operand::IdRef(off), Operand::IdRef(p)]),
                (_, true) => (
                    C::vloada_halfn,
                    vec![Operand::IdRef(off), Operand::IdRef(p)],
                ),
            };
            if width > 1 {
                ops.push(Operand::LiteralBit32(width as u32));
            }
            return self.w.ext_inst_ops(t, inst as u32, ops);
        }
        let step = if aligned && width == 3 {
            4
        } else {
            width as u64
        };
        let u64t = self.w.u64_ty();
        let n = self.w.const_u64(step);
        let base = self.w.op(Op::IMul, u64t, &[off, n])?;
        let f32t = self.w.scalar_ty(Scalar::Float, Layout::Plain);
        let u32t = self.w.u32_ty();
        let v2 = self.w.vec_of(f32t, 2);
        let mut lanes = Vec::new();
        for i in 0..width as u64 {
            let c = self.w.const_u64(i);
            let idx = self.w.op(Op::IAdd, u64t, &[base, c])?;
            let x = match &pv {
                Val::Id(p) | Val::BytePtr(p) => {
                    let view = self.w.u16_view(*p)?;
                    let pt = self.w.value_type_of_view();
                    let ep = self.w.b.ptr_access_chain(pt, None, view, idx, [])?;
                    let ep = self.w.check_global(ep, 2, AccessKind::Read, span)?;
                    let u16t = self.w.scalar_ty(Scalar::Ushort, Layout::Explicit);
                    let h = self.w.b.load(
                        u16t,
                        None,
                        ep,
                        Some(spirv::MemoryAccess::ALIGNED),
                        [Operand::LiteralBit32(2)],
                    )?;
                    let w = self.w.op(Op::UConvert, u32t, &[h])?;
                    let pair = self.w.ext_inst(v2, G::UnpackHalf2x16 as u32, &[w])?;
                    self.w.b.composite_extract(f32t, None, pair, [0])?
                }
                _ => {
                    let ep = self.w.vec_elem_ptr(&pv, pty, idx, span)?;
                    let h = self.w.load(&ep, pty, span)?;
                    self.w.op(Op::FConvert, f32t, &[h])?
                }
            };
            lanes.push(x);
        }
        if width == 1 {
            return Ok(lanes[0]);
        }
        self.w.construct(t, lanes)
    }
    /// `vstore_half[N][_rtX]` / `vstorea_halfN[_rtX]`.
    pub fn vstore_half(
        &mut self,
        width: u8,
        aligned: bool,
        rounding: Rounding,
        args: &[ExprId],
        span: Span,
    ) -> R<()> {
        if args.len() < 3 {
            return err(span, "internal: vstore_half arguments");
        }
        let data = self.value(args[0])?;
        let dty = self.expr_ty(args[0]);
        let off = self.offset_u64(args[1], span)?;
        let pv = self.expr(args[2])?;
        let pty = self.expr_ty(args[2]);
        if self.w.policy.opencl_std() {
            let (p, _, _) = self.w.pointer_of(&pv, pty, span)?;
            let mode = match rounding {
                Rounding::Default => None,
                Rounding::Rte => Some(0),
                Rounding::Rtz => Some(1),
                Rounding::Rtp => Some(2),
                Rounding::Rtn => Some(3),
            };
            let inst = match (width, aligned, mode.is_some()) {
                (1, _, false) => C::vstore_half,
                (1, _, true) => C::vstore_half_r,
                (_, false, false) => C::vstore_halfn,
                (_, false, true) => C::vstore_halfn_r,
                (_, true, false) => C::vstorea_halfn,
                (_, true, true) => C::vstorea_halfn_r,
            };
            let mut ops = vec![Operand::IdRef(data), Operand::IdRef(off), Operand::IdRef(p)];
            if let Some(m) = mode {
                ops.push(Operand::FPRoundingMode(
                    spirv::FPRoundingMode::from_u32(m).unwrap_or(spirv::FPRoundingMode::RTE),
                ));
            }
            let void = self.w.void_ty();
            self.w.ext_inst_ops(void, inst as u32, ops)?;
            return Ok(());
        }
        let step = if aligned && width == 3 {
            4
        } else {
            width as u64
        };
        let u64t = self.w.u64_ty();
        let n = self.w.const_u64(step);
        let base = self.w.op(Op::IMul, u64t, &[off, n])?;
        // The exact-rounding stage leaves only `float` values to store to nearest even, which
        // `PackHalf2x16` does (exactly, for the values it has rounded to `half`).
        let sc = self.w.m.types.scalar_of(dty);
        if sc != Some(Scalar::Float) || !matches!(rounding, Rounding::Default | Rounding::Rte) {
            return err(
                span,
                "internal error: a vstore_half the exact-rounding stage rounds reached the writer",
            );
        }
        let st = self.w.scalar_ty(Scalar::Float, Layout::Plain);
        let v2 = self.w.vec_of(st, 2);
        let u32t = self.w.u32_ty();
        let zero = self.w.const_scalar_float(Scalar::Float, 0.0);
        for i in 0..width as u64 {
            let x = if width == 1 {
                data
            } else {
                self.w.b.composite_extract(st, None, data, [i as u32])?
            };
            let c = self.w.const_u64(i);
            let idx = self.w.op(Op::IAdd, u64t, &[base, c])?;
            let pair = self.w.construct(v2, vec![x, zero])?;
            let w = self.w.ext_inst(u32t, G::PackHalf2x16 as u32, &[pair])?;
            match &pv {
                Val::Id(p) | Val::BytePtr(p) => {
                    let u16t = self.w.scalar_ty(Scalar::Ushort, Layout::Explicit);
                    let h = self.w.op(Op::UConvert, u16t, &[w])?;
                    let view = self.w.u16_view(*p)?;
                    let pt = self.w.value_type_of_view();
                    let ep = self.w.b.ptr_access_chain(pt, None, view, idx, [])?;
                    let ep = self.w.check_global(ep, 2, AccessKind::Write, span)?;
                    self.w.b.store(
                        ep,
                        h,
                        Some(spirv::MemoryAccess::ALIGNED),
                        [Operand::LiteralBit32(2)],
                    )?;
                }
                _ => {
                    let u16t = self.w.int_ty(16);
                    let h = self.w.op(Op::UConvert, u16t, &[w])?;
                    let ht = self.w.scalar_ty(Scalar::Half, Layout::Plain);
                    let h = self.w.op(Op::Bitcast, ht, &[h])?;
                    let ep = self.w.vec_elem_ptr(&pv, pty, idx, span)?;
                    self.w.store(&ep, pty, h, span)?;
                }
            }
        }
        Ok(())
    }
    /// `async_work_group_copy` / `async_work_group_strided_copy`.
    pub fn async_copy(&mut self, strided: bool, args: &[ExprId], ty: TypeId, span: Span) -> R<Val> {
        let need = if strided { 5 } else { 4 };
        if args.len() < need {
            return err(span, "internal: async copy arguments");
        }
        let dst = self.expr(args[0])?;
        let dty = self.expr_ty(args[0]);
        let src = self.expr(args[1])?;
        let sty = self.expr_ty(args[1]);
        let n = self.offset_u64(args[2], span)?;
        let u64t = self.w.u64_ty();
        let stride = if strided {
            self.offset_u64(args[3], span)?
        } else {
            self.w.const_u64(1)
        };
        let event = self.value(args[need - 1])?;
        let et = self.w.ty(ty, Layout::Plain, span)?;
        if self.w.policy.async_copies() {
            let (d, _, _) = self.w.pointer_of(&dst, dty, span)?;
            let (s, _, _) = self.w.pointer_of(&src, sty, span)?;
            let scope = self.w.const_u32(2);
            return Ok(Val::Id(self.w.op(
                Op::GroupAsyncCopy,
                et,
                &[scope, d, s, n, stride, event],
            )?));
        }
        let dst_local = self
            .w
            .m
            .types
            .pointee(dty)
            .is_some_and(|p| p.1 == AddressSpace::Local);
        // The work-group copies cooperatively: item k copies elements k, k + size, ...
        let id = self.builtin_input(spirv::BuiltIn::LocalInvocationId, true)?;
        let size = self.local_size_vec(false)?;
        let u32t = self.w.u32_ty();
        let lin = self.w.linearize(id, size, u32t)?;
        let lin = self.w.op(Op::UConvert, u64t, &[lin])?;
        let (sx, sy, sz) = (
            self.w.b.composite_extract(u32t, None, size, [0])?,
            self.w.b.composite_extract(u32t, None, size, [1])?,
            self.w.b.composite_extract(u32t, None, size, [2])?,
        );
        let total = self.w.op(Op::IMul, u32t, &[sx, sy])?;
        let total = self.w.op(Op::IMul, u32t, &[total, sz])?;
        let total = self.w.op(Op::UConvert, u64t, &[total])?;
        let pre = self.f.label;
        let (header, body, cont, merge, next) = (
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
        );
        self.branch(header)?;
        self.begin(header)?;
        let i = self.w.b.phi(u64t, None, [(lin, pre), (next, cont)])?;
        let bt = self.w.bool_ty();
        let more = self.w.op(Op::ULessThan, bt, &[i, n])?;
        self.w
            .b
            .loop_merge(merge, cont, spirv::LoopControl::NONE, [])?;
        self.w.b.branch_conditional(more, body, merge, [])?;
        self.f.open = false;
        self.begin(body)?;
        let far = self.w.op(Op::IMul, u64t, &[i, stride])?;
        let (di, si) = if dst_local { (i, far) } else { (far, i) };
        let sp = self.w.vec_elem_ptr(&src, sty, si, span)?;
        let v = self.w.load(&sp, sty, span)?;
        let dp = self.w.vec_elem_ptr(&dst, dty, di, span)?;
        self.w.store(&dp, dty, v, span)?;
        self.branch(cont)?;
        self.begin(cont)?;
        self.w.b.i_add(u64t, Some(next), i, total)?;
        self.branch(header)?;
        self.begin(merge)?;
        Ok(Val::Id(event))
    }
    /// `wait_group_events`: a work-group barrier on Vulkan (the copies were synchronous).
    pub fn wait_events(&mut self, args: &[ExprId], span: Span) -> R<()> {
        if args.len() < 2 {
            return err(span, "internal: wait_group_events arguments");
        }
        let num = self.value(args[0])?;
        let ev = self.expr(args[1])?;
        let ety = self.expr_ty(args[1]);
        let scope = self.w.const_u32(2);
        if self.w.policy.async_copies() {
            let (p, _, _) = self.w.pointer_of(&ev, ety, span)?;
            let inst = rspirv::dr::Instruction::new(
                Op::GroupWaitEvents,
                None,
                None,
                vec![
                    Operand::IdRef(scope),
                    Operand::IdRef(num),
                    Operand::IdRef(p),
                ],
            );
            self.w
                .b
                .insert_into_block(rspirv::dr::InsertPoint::End, inst)?;
            return Ok(());
        }
        // AcquireRelease | UniformMemory | WorkgroupMemory
        let sem = self.w.const_u32(0x8 | 0x40 | 0x100);
        let dev = self.w.const_u32(1);
        self.w.b.control_barrier(scope, dev, sem)?;
        Ok(())
    }
}
