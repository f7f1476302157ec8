//! Work-item builtins (`get_global_id` and friends).
//!
//! Vulkan: WorkgroupId/LocalInvocationId inputs (uint3), the work-group size of the dispatch
//! from the spec-constant composite decorated `BuiltIn WorkgroupSize` (SpecIds 0, 1, 2) and the
//! enqueued local size from spec constants (`reflect::ENQUEUED_LOCAL_SIZE_SPEC_IDS`); a kernel
//! with `reqd_work_group_size` uses its constants for both. A launch may run as several
//! dispatches (more work-groups than the device dispatches at once, a smaller last work-group:
//! see the runner's `launch`), so ids come from implicit values, never from the dispatch's
//! GlobalInvocationId or NumWorkgroups: the group id is WorkgroupId plus the dispatch's
//! `GroupBase`, the global id is `group id * enqueued size + local id` (32-bit: a global size
//! fits 32 bits) plus the 64-bit `GlobalOffset`, and `GlobalSize` gives the global size and the
//! number of groups. OpenCL: the Kernel builtin inputs (size_t vectors). Out-of-range
//! dimensions give 0 for ids and offsets and 1 for sizes, also for run-time dimension values.

use super::{err, FunctionWriter, ModuleWriter, R};
use crate::lower::Layout;
use crate::reflect::ImplicitKind;
use oclvk_frontend::ir::{ExprId, ExprKind, Literal, Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{BuiltIn, Decoration, Op, StorageClass, Word};

impl ModuleWriter<'_> {
    /// The element type of builtin vectors: uint on Vulkan, size_t on OpenCL.
    fn wi_elem(&mut self) -> Word {
        if self.policy.implicit_values() {
            self.u32_ty()
        } else {
            self.u64_ty()
        }
    }

    fn wi_bits(&self) -> u32 {
        if self.policy.implicit_values() {
            32
        } else {
            64
        }
    }

    /// The module's enqueued-local-size spec-constant composite (Vulkan; default 1).
    fn ensure_enqueued_size(&mut self) -> Word {
        if let Some(w) = self.enqueued_size {
            return w;
        }
        let u = self.u32_ty();
        let v3 = self.vec_of(u, 3);
        let parts: Vec<Word> = crate::reflect::ENQUEUED_LOCAL_SIZE_SPEC_IDS
            .iter()
            .map(|&id| self.local_arg_len(id))
            .collect();
        let w = self.b.spec_constant_composite(v3, parts);
        self.enqueued_size = Some(w);
        w
    }

    /// The module's WorkgroupSize spec-constant composite (SpecIds 0, 1, 2, default 1).
    pub fn ensure_wg_size(&mut self) -> Word {
        if let Some(w) = self.wg_size {
            return w;
        }
        let u = self.u32_ty();
        let v3 = self.vec_of(u, 3);
        let mut parts = Vec::new();
        for i in 0..3 {
            let c = self.b.spec_constant_bit32(u, 1);
            self.b
                .decorate(c, Decoration::SpecId, [Operand::LiteralBit32(i)]);
            parts.push(c);
        }
        let w = self.b.spec_constant_composite(v3, parts);
        self.b.decorate(
            w,
            Decoration::BuiltIn,
            [Operand::BuiltIn(BuiltIn::WorkgroupSize)],
        );
        self.wg_size = Some(w);
        w
    }

    /// A builtin-vector-element value converted to the expression's type.
    fn wi_result(&mut self, v: Word, ty: TypeId, span: Span) -> R<Word> {
        let from = if self.policy.implicit_values() {
            Scalar::Uint
        } else {
            Scalar::Ulong
        };
        self.wi_result_from(v, from, ty, span)
    }

    /// A `from` value converted to the expression's type.
    fn wi_result_from(&mut self, v: Word, from: Scalar, ty: TypeId, span: Span) -> R<Word> {
        let to = self.m.types.scalar_of(ty).unwrap_or(Scalar::Ulong);
        if to.bits() == from.bits() {
            return Ok(v);
        }
        let t = self.ty(ty, Layout::Plain, span)?;
        self.op(Op::UConvert, t, &[v])
    }

    /// `(id.z * size.y + id.y) * size.x + id.x`, for vectors of `e`.
    pub fn linearize(&mut self, id: Word, size: Word, e: Word) -> R<Word> {
        let c = |l: &mut Self, v: Word, i: u32| -> R<Word> {
            Ok(l.b.composite_extract(e, None, v, [i])?)
        };
        let (ix, iy, iz) = (c(self, id, 0)?, c(self, id, 1)?, c(self, id, 2)?);
        let (sx, sy) = (c(self, size, 0)?, c(self, size, 1)?);
        let t = self.op(Op::IMul, e, &[iz, sy])?;
        let t = self.op(Op::IAdd, e, &[t, iy])?;
        let t = self.op(Op::IMul, e, &[t, sx])?;
        self.op(Op::IAdd, e, &[t, ix])
    }
}

impl FunctionWriter<'_, '_> {
    pub fn builtin_input(&mut self, b: BuiltIn, vector: bool) -> R<Word> {
        let var = match self.w.builtin_vars.get(&(b as u32)) {
            Some(&v) => v,
            None => {
                let e = if b == BuiltIn::WorkDim {
                    self.w.u32_ty()
                } else {
                    self.w.wi_elem()
                };
                let t = if vector { self.w.vec_of(e, 3) } else { e };
                let pt = self.w.ptr_to_word(StorageClass::Input, t);
                let v = self.w.global_var(pt, StorageClass::Input, None);
                self.w
                    .b
                    .decorate(v, Decoration::BuiltIn, [Operand::BuiltIn(b)]);
                if !self.w.policy.compute_shader() {
                    self.w.b.decorate(v, Decoration::Constant, []);
                }
                self.w.builtin_vars.insert(b as u32, v);
                v
            }
        };
        self.use_var(var);
        let e = if b == BuiltIn::WorkDim {
            self.w.u32_ty()
        } else {
            self.w.wi_elem()
        };
        let t = if vector { self.w.vec_of(e, 3) } else { e };
        let (ma, ops) = if self.w.policy.compute_shader() {
            (None, vec![])
        } else {
            let align = if vector { 32 } else { e_size(self.w.wi_bits()) };
            (
                Some(spirv::MemoryAccess::ALIGNED),
                vec![Operand::LiteralBit32(align)],
            )
        };
        Ok(self.w.b.load(t, None, var, ma, ops)?)
    }
    /// The work-group size as a vector: constants for a `reqd_work_group_size` kernel, else the
    /// spec-constant WorkgroupSize (Vulkan) or the WorkgroupSize input (OpenCL).
    pub fn local_size_vec(&mut self, enqueued: bool) -> R<Word> {
        if !self.w.policy.implicit_values() {
            let b = if enqueued {
                BuiltIn::EnqueuedWorkgroupSize
            } else {
                BuiltIn::WorkgroupSize
            };
            return self.builtin_input(b, true);
        }
        let u = self.w.u32_ty();
        let v3 = self.w.vec_of(u, 3);
        if let Some(k) = &self.w.m.function(self.f.fid).kernel {
            if let Some([x, y, z]) = k.reqd_work_group_size {
                let parts = vec![
                    self.w.const_u32(x),
                    self.w.const_u32(y),
                    self.w.const_u32(z),
                ];
                return Ok(self.w.const_composite(v3, parts));
            }
        }
        if enqueued {
            return Ok(self.w.ensure_enqueued_size());
        }
        Ok(self.w.ensure_wg_size())
    }
    /// Vulkan: the work-group id (uint3), the dispatch's WorkgroupId plus its `GroupBase`.
    fn group_id_vec(&mut self, span: Span) -> R<Word> {
        let id = self.builtin_input(BuiltIn::WorkgroupId, true)?;
        let base = self.implicit_value(ImplicitKind::GroupBase, span)?;
        let u = self.w.u32_ty();
        let v3 = self.w.vec_of(u, 3);
        self.w.op(Op::IAdd, v3, &[id, base])
    }
    /// Vulkan: the global id without the offset (uint3): group id * enqueued size + local id.
    pub(super) fn unoffset_global_id_vec(&mut self, span: Span) -> R<Word> {
        let group = self.group_id_vec(span)?;
        let size = self.local_size_vec(true)?;
        let local = self.builtin_input(BuiltIn::LocalInvocationId, true)?;
        let u = self.w.u32_ty();
        let v3 = self.w.vec_of(u, 3);
        let start = self.w.op(Op::IMul, v3, &[group, size])?;
        self.w.op(Op::IAdd, v3, &[start, local])
    }
    /// Vulkan: the number of work-groups (uint3), `(global size - 1) / enqueued size + 1`
    /// (without overflow for a global size near 2^32).
    fn num_groups_vec(&mut self, span: Span) -> R<Word> {
        let global = self.global_size_vec(span)?;
        let size = self.local_size_vec(true)?;
        let u = self.w.u32_ty();
        let v3 = self.w.vec_of(u, 3);
        let one = self.w.const_u32(1);
        let ones = self.w.const_composite(v3, vec![one, one, one]);
        let last = self.w.op(Op::ISub, v3, &[global, ones])?;
        let q = self.w.op(Op::UDiv, v3, &[last, size])?;
        self.w.op(Op::IAdd, v3, &[q, ones])
    }
    fn implicit_value(&self, kind: ImplicitKind, span: Span) -> R<Word> {
        match self.f.implicit.iter().find(|(k, _)| *k == kind) {
            Some((_, w)) => Ok(*w),
            None => err(span, "internal: implicit value missing"),
        }
    }
    /// Component `dim` of a builtin vector, or `default` when `dim` is out of range.
    fn dim_component(&mut self, vec: Word, dim: ExprId, default: u64, span: Span) -> R<Word> {
        let (e, bits) = (self.w.wi_elem(), self.w.wi_bits());
        self.dim_component_of((vec, e, bits), dim, default, span)
    }
    /// [`Self::dim_component`] of a vector `(vec, element type, element bits)`.
    fn dim_component_of(
        &mut self,
        (vec, e, bits): (Word, Word, u32),
        dim: ExprId,
        default: u64,
        span: Span,
    ) -> R<Word> {
        let func = self.w.m.function(self.f.fid);
        if let ExprKind::Literal(Literal::Int(d)) = func.expr(dim).kind {
            return if d < 3 {
                Ok(self.w.b.composite_extract(e, None, vec, [d as u32])?)
            } else {
                Ok(self.w.const_bits(e, bits, default))
            };
        }
        let d = self.value(dim)?;
        let ds = self.w.int_scalar(self.expr_ty(dim), span)?;
        let d = self.w.int_resize(d, ds, 32)?;
        let u = self.w.u32_ty();
        let three = self.w.const_u32(3);
        let zero = self.w.const_u32(0);
        let bt = self.w.bool_ty();
        let ok = self.w.op(Op::ULessThan, bt, &[d, three])?;
        let idx = self.w.op(Op::Select, u, &[ok, d, zero])?;
        let x = self.w.op(Op::VectorExtractDynamic, e, &[vec, idx])?;
        let def = self.w.const_bits(e, bits, default);
        self.w.op(Op::Select, e, &[ok, x, def])
    }
    pub fn work_item(
        &mut self,
        b: SimpleBuiltin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        use SimpleBuiltin::*;
        let dim = args.first().copied();
        let need_dim = |d: Option<ExprId>| match d {
            Some(d) => Ok(d),
            None => err(span, "internal: work-item function without a dimension"),
        };
        let e = self.w.wi_elem();
        let v = match b {
            GetWorkDim => {
                let w = if self.w.policy.implicit_values() {
                    self.implicit_value(ImplicitKind::WorkDim, span)?
                } else {
                    self.builtin_input(BuiltIn::WorkDim, false)?
                };
                let s = self.w.m.types.scalar_of(ty).unwrap_or(Scalar::Uint);
                return self.w.int_resize(w, Scalar::Uint, s.bits());
            }
            GetGlobalId if self.w.policy.implicit_values() => {
                let d = need_dim(dim)?;
                let vec = self.unoffset_global_id_vec(span)?;
                let id = self.dim_component(vec, d, 0, span)?;
                let u64t = self.w.u64_ty();
                let id = self.w.op(Op::UConvert, u64t, &[id])?;
                let offsets = self.implicit_value(ImplicitKind::GlobalOffset, span)?;
                let offset = self.dim_component_of((offsets, u64t, 64), d, 0, span)?;
                let v = self.w.op(Op::IAdd, u64t, &[id, offset])?;
                return self.w.wi_result_from(v, Scalar::Ulong, ty, span);
            }
            GetGlobalOffset if self.w.policy.implicit_values() => {
                let offsets = self.implicit_value(ImplicitKind::GlobalOffset, span)?;
                let u64t = self.w.u64_ty();
                let v = self.dim_component_of((offsets, u64t, 64), need_dim(dim)?, 0, span)?;
                return self.w.wi_result_from(v, Scalar::Ulong, ty, span);
            }
            GetGlobalId => {
                let vec = self.builtin_input(BuiltIn::GlobalInvocationId, true)?;
                self.dim_component(vec, need_dim(dim)?, 0, span)?
            }
            GetGlobalOffset => {
                let vec = self.builtin_input(BuiltIn::GlobalOffset, true)?;
                self.dim_component(vec, need_dim(dim)?, 0, span)?
            }
            GetLocalId => {
                let vec = self.builtin_input(BuiltIn::LocalInvocationId, true)?;
                self.dim_component(vec, need_dim(dim)?, 0, span)?
            }
            GetGroupId => {
                let vec = if self.w.policy.implicit_values() {
                    self.group_id_vec(span)?
                } else {
                    self.builtin_input(BuiltIn::WorkgroupId, true)?
                };
                self.dim_component(vec, need_dim(dim)?, 0, span)?
            }
            GetNumGroups => {
                let vec = if self.w.policy.implicit_values() {
                    self.num_groups_vec(span)?
                } else {
                    self.builtin_input(BuiltIn::NumWorkgroups, true)?
                };
                self.dim_component(vec, need_dim(dim)?, 1, span)?
            }
            GetLocalSize | GetEnqueuedLocalSize => {
                let vec = self.local_size_vec(b == GetEnqueuedLocalSize)?;
                self.dim_component(vec, need_dim(dim)?, 1, span)?
            }
            GetGlobalSize => {
                let vec = self.global_size_vec(span)?;
                self.dim_component(vec, need_dim(dim)?, 1, span)?
            }
            GetGlobalLinearId => {
                if !self.w.policy.implicit_values() {
                    self.builtin_input(BuiltIn::GlobalLinearId, false)?
                } else {
                    // 64-bit: the work-items of all dimensions together may exceed 2^32.
                    let id = self.unoffset_global_id_vec(span)?;
                    let size = self.global_size_vec(span)?;
                    let u64t = self.w.u64_ty();
                    let v3 = self.w.vec_of(u64t, 3);
                    let id = self.w.op(Op::UConvert, v3, &[id])?;
                    let size = self.w.op(Op::UConvert, v3, &[size])?;
                    let v = self.w.linearize(id, size, u64t)?;
                    return self.w.wi_result_from(v, Scalar::Ulong, ty, span);
                }
            }
            GetLocalLinearId => {
                if !self.w.policy.implicit_values() {
                    self.builtin_input(BuiltIn::LocalInvocationIndex, false)?
                } else {
                    let id = self.builtin_input(BuiltIn::LocalInvocationId, true)?;
                    let size = self.local_size_vec(false)?;
                    self.w.linearize(id, size, e)?
                }
            }
            _ => return err(span, "internal: not a work-item function"),
        };
        self.w.wi_result(v, ty, span)
    }
    /// The global size: the `GlobalSize` implicit value on Vulkan (uint3).
    pub fn global_size_vec(&mut self, span: Span) -> R<Word> {
        if !self.w.policy.implicit_values() {
            return self.builtin_input(BuiltIn::GlobalSize, true);
        }
        self.implicit_value(ImplicitKind::GlobalSize, span)
    }
}

fn e_size(bits: u32) -> u32 {
    bits / 8
}
