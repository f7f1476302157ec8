//! Pointer values in expressions: comparisons, offsets and differences of every form of pointer
//! (physical pointers, chains, views, tagged and mixed generic pointers), and the Vulkan
//! private/local pointer variables that live as bindings ([`LocalSlot::Bound`],
//! [`LocalSlot::Walk`], [`LocalSlot::Mixed`]) rather than memory.

use super::expr::ty_pointee;
use super::{err, FunctionWriter, LErr, LocalSlot, ModuleWriter, Val, R};
use crate::lower::{Chain, Layout};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{BinaryOp, Scalar, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Op, Word};

impl ModuleWriter<'_> {
    pub(crate) fn pointer_compare(&mut self, op: BinaryOp, a: Val, b: Val, span: Span) -> R<Word> {
        let opc = match op {
            BinaryOp::Eq => Op::IEqual,
            BinaryOp::Ne => Op::INotEqual,
            BinaryOp::Lt => Op::ULessThan,
            BinaryOp::Le => Op::ULessThanEqual,
            BinaryOp::Gt => Op::UGreaterThan,
            BinaryOp::Ge => Op::UGreaterThanEqual,
            _ => return err(span, "this operator does not apply to pointers"),
        };
        let bt = self.bool_ty();
        let (a, b) = match (a, b) {
            (Val::Id(a) | Val::BytePtr(a), Val::Id(b) | Val::BytePtr(b)) => (a, b),
            // Two pointers into the same private/local array: compare the element indices.
            (Val::Chain(x), Val::Chain(y))
                if x.base == y.base
                    && x.indices.len() == y.indices.len()
                    && !x.indices.is_empty()
                    && x.indices[..x.indices.len() - 1] == y.indices[..y.indices.len() - 1] =>
            {
                let (Some(&i), Some(&j)) = (x.indices.last(), y.indices.last()) else {
                    return err(span, "internal: empty chain");
                };
                return self.op(opc, bt, &[i, j]);
            }
            // A null private/local pointer equals only another null one.
            (Val::Null, Val::Null) => {
                let t = self.const_bool(matches!(op, BinaryOp::Eq | BinaryOp::Le | BinaryOp::Ge));
                return Ok(t);
            }
            (Val::Null, Val::Chain(_)) | (Val::Chain(_), Val::Null)
                if matches!(op, BinaryOp::Eq | BinaryOp::Ne) =>
            {
                return Ok(self.const_bool(op == BinaryOp::Ne));
            }
            (Val::Chain(x), Val::Chain(y)) if x == y => {
                let t = self.const_bool(matches!(op, BinaryOp::Eq | BinaryOp::Le | BinaryOp::Ge));
                return Ok(t);
            }
            // Pointers into one home (or null and a homed pointer): byte offsets.
            (
                a @ (Val::View(_) | Val::Null | Val::Tagged(_)),
                b @ (Val::View(_) | Val::Null | Val::Tagged(_)),
            ) => {
                if let Some(r) = self.home_compare(opc, &a, &b)? {
                    return Ok(r);
                }
                return err(
                    span,
                    "comparing these pointers to private or local memory is not supported on the Vulkan target yet",
                );
            }
            (a, b) => {
                if let Some(r) = self.mixed_compare(opc, &a, &b)? {
                    return Ok(r);
                }
                return err(
                    span,
                    "comparing these pointers to private or local memory is not supported on the Vulkan target yet",
                );
            }
        };
        let u = self.u64_ty();
        let a = self.op(Op::ConvertPtrToU, u, &[a])?;
        let b = self.op(Op::ConvertPtrToU, u, &[b])?;
        self.op(opc, bt, &[a, b])
    }

    /// Whether a pointer offset `idx` (of integer scalar `is`) may be negative on the Vulkan
    /// targets: a subtraction (`backwards`, kept even from a buffer's start so that the common
    /// if undefined `(p - 1)[i]` works), or a signed index that is not a non-negative constant
    /// from a pointer that is not a kernel's pointer parameter (the start of its buffer: a
    /// negative offset from it leaves the object, which is undefined). Such offsets are address
    /// arithmetic ([`ModuleWriter::address_step`]): NVIDIA's Vulkan compiler (driver 580, H100)
    /// computes an OpPtrAccessChain with a negative index wrongly (`q = p + 8; q -= 8; *q`
    /// read 0), whatever the index's type, while the others stay OpPtrAccessChain, which the
    /// drivers optimize best. With bounds checks on, a kernel's pointer parameter gets no such
    /// trust: the checks exist to report the access that leaves the buffer, at its true address.
    fn may_be_negative(&mut self, p: Word, idx: Word, is: Scalar, backwards: bool) -> bool {
        if !self.policy.shader_compiler_workarounds() || !self.is_physical(p) {
            return false;
        }
        if backwards {
            return true;
        }
        let trusted_start = self.object_starts.contains(&p) && !self.checks.bounds;
        if !is.is_signed() || trusted_start {
            return false;
        }
        let constant = self
            .b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(idx) && i.class.opcode == Op::Constant);
        let sign_bit = 1u64 << (is.bits() - 1);
        match constant.map(|i| i.operands.as_slice()) {
            Some([rspirv::dr::Operand::LiteralBit32(v)]) => u64::from(*v) & sign_bit != 0,
            Some([rspirv::dr::Operand::LiteralBit64(v)]) => v & sign_bit != 0,
            _ => true,
        }
    }

    /// Whether `p` is a PhysicalStorageBuffer pointer (global or constant memory): every such
    /// pointer type gets its ArrayStride when it is made, so `strided_ptrs` holds them all.
    fn is_physical(&mut self, p: Word) -> bool {
        self.type_of(p)
            .is_some_and(|t| self.strided_ptrs.contains(&t))
    }

    /// The physical pointer `p` moved by `idx` elements of `size` bytes (a signed index,
    /// sign-extended) as integer address arithmetic; the result has the IR pointer type `ty`.
    fn address_step(
        &mut self,
        p: Word,
        idx: Word,
        is: Scalar,
        size: u64,
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        let bytes = self.byte_offset(idx, is, size)?;
        let u64t = self.u64_ty();
        let address = self.op(Op::ConvertPtrToU, u64t, &[p])?;
        let address = self.op(Op::IAdd, u64t, &[address, bytes])?;
        let t = self.ty(ty, Layout::Plain, span)?;
        Ok(self.b.convert_u_to_ptr(t, None, address)?)
    }

    pub(crate) fn ptr_offset(
        &mut self,
        pv: Val,
        idx: Word,
        is: Scalar,
        backwards: bool,
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        match pv {
            Val::BytePtr(p) => {
                let size = self.m.types.size_of(ty_pointee(self.m, ty));
                let bytes = self.byte_offset(idx, is, size)?;
                self.byte_step(p, bytes, ty, span)
            }
            Val::Id(p) => {
                if self.may_be_negative(p, idx, is, backwards) {
                    let size = self.m.types.size_of(ty_pointee(self.m, ty));
                    return Ok(Val::Id(self.address_step(p, idx, is, size, ty, span)?));
                }
                let i = self.int_resize(idx, is, 64)?;
                let t = self.ty(ty, Layout::Plain, span)?;
                Ok(Val::Id(self.b.ptr_access_chain(t, None, p, i, [])?))
            }
            Val::View(v) => {
                let size = self.m.types.size_of(ty_pointee(self.m, ty));
                let bytes = self.scaled_index(idx, is, size)?;
                self.view_advance(v, bytes)
            }
            Val::Tagged(a) => {
                let size = self.m.types.size_of(ty_pointee(self.m, ty));
                let bytes = self.scaled_index(idx, is, size)?;
                let u = self.u32_ty();
                Ok(Val::Tagged(self.op(Op::IAdd, u, &[a, bytes])?))
            }
            Val::Mixed { global, addr } => {
                let size = self.m.types.size_of(ty_pointee(self.m, ty));
                let bytes = self.scaled_index(idx, is, size)?;
                let g = if self.may_be_negative(global, idx, is, backwards) {
                    self.address_step(global, idx, is, size, ty, span)?
                } else {
                    let i = self.int_resize(idx, is, 64)?;
                    let t = self.ty(ty, Layout::Plain, span)?;
                    self.b.ptr_access_chain(t, None, global, i, [])?
                };
                self.mixed_step(g, addr, bytes)
            }
            Val::Chain(mut c) => {
                let last = match c.indices.pop() {
                    Some(l) => l,
                    None => {
                        return err(
                            span,
                            "pointer arithmetic on a pointer to a single private or local object is not supported on the Vulkan target",
                        )
                    }
                };
                let i = self.int_resize(idx, is, 32)?;
                let u = self.u32_ty();
                let n = self.op(Op::IAdd, u, &[last, i])?;
                c.indices.push(n);
                Ok(Val::Chain(c))
            }
            _ => err(span, "internal: offset of a non-pointer"),
        }
    }

    /// `d / size` for a 64-bit byte difference `d` of two pointers into one array (so a
    /// multiple of the element size `size`). Vulkan: without a 64-bit division instruction,
    /// which NVIDIA's driver miscompiles the code around (docs/fuzzing.md; the policy's
    /// `divide_64_bit_in_library`): an arithmetic shift by the size's power of two, times the
    /// inverse of its odd part modulo 2^64, exact for every multiple.
    fn elements_in_bytes(&mut self, d: Word, size: u64) -> R<Word> {
        let u = self.u64_ty();
        if !self.policy.divide_64_bit_in_library() {
            let s = self.const_u64(size);
            return self.op(Op::SDiv, u, &[d, s]);
        }
        let shift = size.trailing_zeros();
        let odd = size >> shift;
        let mut q = d;
        if shift > 0 {
            let k = self.const_u64(shift as u64);
            q = self.op(Op::ShiftRightArithmetic, u, &[q, k])?;
        }
        if odd > 1 {
            // Newton's iteration doubles the correct low bits: 3 (odd * odd = 1 mod 8), then
            // 6, 12, 24, 48, 96.
            let mut inverse = odd;
            for _ in 0..5 {
                inverse = inverse.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inverse)));
            }
            let c = self.const_u64(inverse);
            q = self.op(Op::IMul, u, &[q, c])?;
        }
        Ok(q)
    }

    pub(crate) fn ptr_diff(
        &mut self,
        a: Val,
        b: Val,
        pty: TypeId,
        rty: TypeId,
        span: Span,
    ) -> R<Word> {
        let size = self
            .m
            .types
            .pointee(pty)
            .map_or(1, |(p, _)| self.m.types.size_of(p).max(1));
        match (a, b) {
            (Val::Id(a) | Val::BytePtr(a), Val::Id(b) | Val::BytePtr(b)) => {
                let u = self.u64_ty();
                let a = self.op(Op::ConvertPtrToU, u, &[a])?;
                let b = self.op(Op::ConvertPtrToU, u, &[b])?;
                let d = self.op(Op::ISub, u, &[a, b])?;
                let q = self.elements_in_bytes(d, size)?;
                self.int_resize(q, Scalar::Long, self.m.types.scalar_of(rty).map_or(64, |s| s.bits()))
            }
            (Val::Chain(a), Val::Chain(b))
                if a.base == b.base
                    && a.indices.len() == b.indices.len()
                    && !a.indices.is_empty()
                    && a.indices[..a.indices.len() - 1] == b.indices[..b.indices.len() - 1] =>
            {
                let u = self.u32_ty();
                let (Some(&x), Some(&y)) = (a.indices.last(), b.indices.last()) else {
                    return Err(LErr(Diagnostic::error(span, "internal: empty chain")));
                };
                let d = self.op(Op::ISub, u, &[x, y])?;
                self.int_resize(d, Scalar::Int, 64)
            }
            (a, b) if matches!(a, Val::Mixed { .. }) || matches!(b, Val::Mixed { .. }) => {
                let ul = self.u64_ty();
                let mut ints = Vec::new();
                for v in [&a, &b] {
                    ints.push(match v {
                        Val::Mixed { global, addr } => self.mixed_to_int(*global, *addr)?,
                        Val::Id(p) | Val::BytePtr(p) => self.op(Op::ConvertPtrToU, ul, &[*p])?,
                        v => match self.home_address(v)? {
                            Some(x) => self.op(Op::UConvert, ul, &[x])?,
                            None => return err(span, "subtracting these pointers is not supported on the Vulkan target"),
                        },
                    });
                }
                let d = self.op(Op::ISub, ul, &[ints[0], ints[1]])?;
                let q = self.elements_in_bytes(d, size)?;
                self.int_resize(q, Scalar::Long, self.m.types.scalar_of(rty).map_or(64, |s| s.bits()))
            }
            (a, b) => match self.home_diff(&a, &b, size)? {
                Some(d) => Ok(d),
                None => err(span, "subtracting these private or local pointers is not supported on the Vulkan target yet"),
            },
        }
    }
}

impl FunctionWriter<'_, '_> {
    /// Reads a Vulkan private/local pointer variable (see [`LocalSlot`]).
    pub(crate) fn read_bound(&mut self, l: oclvk_frontend::ir::LocalId, span: Span) -> R<Val> {
        if let Some(LocalSlot::Mixed {
            global,
            addr,
            global_ty: gt,
        }) = self.f.locals.get(l).cloned()
        {
            let u = self.w.u32_ty();
            let global = self.w.b.load(gt, None, global, None, [])?;
            let addr = self.w.b.load(u, None, addr, None, [])?;
            return Ok(Val::Mixed { global, addr });
        }
        if let (Some(LocalSlot::Walk { var, .. }), true) = (
            self.f.locals.get(l),
            self.w.homes.tagged_vars.contains(&(self.f.fid, l)),
        ) {
            let u = self.w.u32_ty();
            return Ok(Val::Tagged(self.w.b.load(u, None, *var, None, [])?));
        }
        match self.f.locals.get(l).cloned() {
            Some(LocalSlot::Bound(Some(v))) => Ok(v),
            Some(LocalSlot::Walk { var, shape: Some(s), .. }) => {
                if let Some((unit, home)) = s.view {
                    let u = self.w.u32_ty();
                    let offset = self.w.b.load(u, None, var, None, [])?;
                    let chain = Chain { base: s.base, storage: s.storage, indices: s.prefix };
                    return Ok(Val::View(super::unions::View { chain, unit, home, offset }));
                }
                let mut indices = s.prefix.clone();
                if s.indexed {
                    let u = self.w.u32_ty();
                    indices.push(self.w.b.load(u, None, var, None, [])?);
                }
                Ok(Val::Chain(Chain { base: s.base, storage: s.storage, indices }))
            }
            _ => err(span, "this pointer variable is read before it is assigned (in program order), which the Vulkan target cannot lower"),
        }
    }
    pub(crate) fn write_bound(
        &mut self,
        l: oclvk_frontend::ir::LocalId,
        v: Val,
        span: Span,
    ) -> R<()> {
        let slot = self.f.locals.get(l).cloned();
        if let Some(LocalSlot::Mixed {
            global,
            addr,
            global_ty: gt,
        }) = slot
        {
            let Some((g, a)) = self.w.as_mixed(&v, gt)? else {
                return err(span, "this pointer cannot be held in a generic pointer variable on the Vulkan target");
            };
            self.w.b.store(global, g, None, [])?;
            self.w.b.store(addr, a, None, [])?;
            return Ok(());
        }
        match slot {
            Some(LocalSlot::Bound(_)) => {
                self.f.locals[l] = LocalSlot::Bound(Some(v));
                Ok(())
            }
            Some(LocalSlot::Walk { var, name, shape }) => {
                if self.write_walk_view(l, &v, span)? {
                    return Ok(());
                }
                let Val::Chain(c) = v else {
                    return err(span, format!("the pointer variable '{name}' is assigned a value the Vulkan target cannot track"));
                };
                let indexed = !c.indices.is_empty();
                let (prefix, last) = if indexed {
                    (
                        c.indices[..c.indices.len() - 1].to_vec(),
                        c.indices.last().copied(),
                    )
                } else {
                    (Vec::new(), None)
                };
                match &shape {
                    None => {
                        let s = super::WalkShape { base: c.base, storage: c.storage, prefix, indexed, view: None };
                        self.f.locals[l] = LocalSlot::Walk { var, name, shape: Some(s) };
                    }
                    Some(s) if s.view.is_none() && s.base == c.base && s.storage == c.storage && s.prefix == prefix && s.indexed == indexed => {}
                    Some(_) => {
                        return err(
                            span,
                            format!(
                                "the pointer variable '{name}' is assigned pointers into different objects, which is not supported on the Vulkan target yet"
                            ),
                        )
                    }
                }
                if let Some(last) = last {
                    self.w.b.store(var, last, None, [])?;
                }
                Ok(())
            }
            _ => err(span, "internal: not a pointer variable"),
        }
    }
}
