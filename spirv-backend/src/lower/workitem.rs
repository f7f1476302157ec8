//! Work-item builtins (`get_global_id` and friends).
//!
//! Vulkan: GlobalInvocationId/LocalInvocationId/WorkgroupId/NumWorkgroups inputs (uint3), the
//! work-group size from the spec-constant composite decorated `BuiltIn WorkgroupSize` (SpecIds
//! 0, 1, 2; a kernel with `reqd_work_group_size` uses its constants directly), the global offset
//! and work dimension from implicit values, `get_global_size` as NumWorkgroups * WorkgroupSize
//! (uniform work-groups). OpenCL: the Kernel builtin inputs (size_t vectors). Out-of-range
//! dimensions give 0 for ids and offsets and 1 for sizes, also for run-time dimension values.

use super::{err, FnCtx, Lowerer, R};
use crate::lower::Layout;
use crate::reflect::ImplicitKind;
use oclvk_frontend::ir::{ExprId, ExprKind, Literal, Scalar, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{BuiltIn, Decoration, Op, StorageClass, Word};

impl Lowerer<'_> {
    /// The element type of builtin vectors: uint on Vulkan, size_t on OpenCL.
    fn wi_elem(&mut self) -> Word {
        if self.vulkan {
            self.u32_ty()
        } else {
            self.u64_ty()
        }
    }

    fn wi_bits(&self) -> u32 {
        if self.vulkan {
            32
        } else {
            64
        }
    }

    pub fn builtin_input(&mut self, f: &FnCtx, b: BuiltIn, vector: bool) -> R<Word> {
        let var = match self.builtin_vars.get(&(b as u32)) {
            Some(&v) => v,
            None => {
                let e = if b == BuiltIn::WorkDim {
                    self.u32_ty()
                } else {
                    self.wi_elem()
                };
                let t = if vector { self.vec_of(e, 3) } else { e };
                let pt = self.ptr_to_word(StorageClass::Input, t);
                let v = self.global_var(pt, StorageClass::Input, None);
                self.b
                    .decorate(v, Decoration::BuiltIn, [Operand::BuiltIn(b)]);
                if !self.vulkan {
                    self.b.decorate(v, Decoration::Constant, []);
                }
                self.builtin_vars.insert(b as u32, v);
                v
            }
        };
        self.use_var(f, var);
        let e = if b == BuiltIn::WorkDim {
            self.u32_ty()
        } else {
            self.wi_elem()
        };
        let t = if vector { self.vec_of(e, 3) } else { e };
        let (ma, ops) = if self.vulkan {
            (None, vec![])
        } else {
            let align = if vector { 32 } else { e_size(self.wi_bits()) };
            (
                Some(spirv::MemoryAccess::ALIGNED),
                vec![Operand::LiteralBit32(align)],
            )
        };
        Ok(self.b.load(t, None, var, ma, ops)?)
    }

    /// The work-group size as a vector: constants for a `reqd_work_group_size` kernel, else the
    /// spec-constant WorkgroupSize (Vulkan) or the WorkgroupSize input (OpenCL).
    pub fn local_size_vec(&mut self, f: &FnCtx, enqueued: bool) -> R<Word> {
        if !self.vulkan {
            let b = if enqueued {
                BuiltIn::EnqueuedWorkgroupSize
            } else {
                BuiltIn::WorkgroupSize
            };
            return self.builtin_input(f, b, true);
        }
        let u = self.u32_ty();
        let v3 = self.vec_of(u, 3);
        if let Some(k) = &self.m.function(f.fid).kernel {
            if let Some([x, y, z]) = k.reqd_work_group_size {
                let parts = vec![self.const_u32(x), self.const_u32(y), self.const_u32(z)];
                return Ok(self.const_composite(v3, parts));
            }
        }
        Ok(self.ensure_wg_size())
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

    fn implicit_value(&self, f: &FnCtx, kind: ImplicitKind, span: Span) -> R<Word> {
        match f.implicit.iter().find(|(k, _)| *k == kind) {
            Some((_, w)) => Ok(*w),
            None => err(span, "internal: implicit value missing"),
        }
    }

    /// Component `dim` of a builtin vector, or `default` when `dim` is out of range.
    fn dim_component(
        &mut self,
        f: &mut FnCtx,
        vec: Word,
        dim: ExprId,
        default: u64,
        span: Span,
    ) -> R<Word> {
        let e = self.wi_elem();
        let bits = self.wi_bits();
        let func = self.m.function(f.fid);
        if let ExprKind::Literal(Literal::Int(d)) = func.expr(dim).kind {
            return if d < 3 {
                Ok(self.b.composite_extract(e, None, vec, [d as u32])?)
            } else {
                Ok(self.const_bits(e, bits, default))
            };
        }
        let d = self.value(f, dim)?;
        let ds = self.int_scalar(self.expr_ty(f, dim), span)?;
        let d = self.int_resize(d, ds, 32)?;
        let u = self.u32_ty();
        let three = self.const_u32(3);
        let zero = self.const_u32(0);
        let bt = self.bool_ty();
        let ok = self.op(Op::ULessThan, bt, &[d, three])?;
        let idx = self.op(Op::Select, u, &[ok, d, zero])?;
        let x = self.op(Op::VectorExtractDynamic, e, &[vec, idx])?;
        let def = self.const_bits(e, bits, default);
        self.op(Op::Select, e, &[ok, x, def])
    }

    /// A builtin-vector-element value converted to the expression's type.
    fn wi_result(&mut self, v: Word, ty: TypeId, span: Span) -> R<Word> {
        let to = self.m.types.scalar_of(ty).unwrap_or(Scalar::Ulong);
        let from = if self.vulkan {
            Scalar::Uint
        } else {
            Scalar::Ulong
        };
        if to.bits() == from.bits() {
            return Ok(v);
        }
        let t = self.ty(ty, Layout::Plain, span)?;
        self.op(Op::UConvert, t, &[v])
    }

    pub fn work_item(
        &mut self,
        f: &mut FnCtx,
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
        let e = self.wi_elem();
        let v = match b {
            GetWorkDim => {
                let w = if self.vulkan {
                    self.implicit_value(f, ImplicitKind::WorkDim, span)?
                } else {
                    self.builtin_input(f, BuiltIn::WorkDim, false)?
                };
                let s = self.m.types.scalar_of(ty).unwrap_or(Scalar::Uint);
                return self.int_resize(w, Scalar::Uint, s.bits());
            }
            GetGlobalId => {
                let vec = self.builtin_input(f, BuiltIn::GlobalInvocationId, true)?;
                let vec = if self.vulkan {
                    let off = self.implicit_value(f, ImplicitKind::GlobalOffset, span)?;
                    let v3 = self.vec_of(e, 3);
                    self.op(Op::IAdd, v3, &[vec, off])?
                } else {
                    vec
                };
                self.dim_component(f, vec, need_dim(dim)?, 0, span)?
            }
            GetGlobalOffset => {
                let vec = if self.vulkan {
                    self.implicit_value(f, ImplicitKind::GlobalOffset, span)?
                } else {
                    self.builtin_input(f, BuiltIn::GlobalOffset, true)?
                };
                self.dim_component(f, vec, need_dim(dim)?, 0, span)?
            }
            GetLocalId => {
                let vec = self.builtin_input(f, BuiltIn::LocalInvocationId, true)?;
                self.dim_component(f, vec, need_dim(dim)?, 0, span)?
            }
            GetGroupId => {
                let vec = self.builtin_input(f, BuiltIn::WorkgroupId, true)?;
                self.dim_component(f, vec, need_dim(dim)?, 0, span)?
            }
            GetNumGroups => {
                let vec = self.builtin_input(f, BuiltIn::NumWorkgroups, true)?;
                self.dim_component(f, vec, need_dim(dim)?, 1, span)?
            }
            GetLocalSize | GetEnqueuedLocalSize => {
                let vec = self.local_size_vec(f, b == GetEnqueuedLocalSize)?;
                self.dim_component(f, vec, need_dim(dim)?, 1, span)?
            }
            GetGlobalSize => {
                let vec = self.global_size_vec(f)?;
                self.dim_component(f, vec, need_dim(dim)?, 1, span)?
            }
            GetGlobalLinearId => {
                if !self.vulkan {
                    self.builtin_input(f, BuiltIn::GlobalLinearId, false)?
                } else {
                    let id = self.builtin_input(f, BuiltIn::GlobalInvocationId, true)?;
                    let size = self.global_size_vec(f)?;
                    self.linearize(id, size)?
                }
            }
            GetLocalLinearId => {
                if !self.vulkan {
                    self.builtin_input(f, BuiltIn::LocalInvocationIndex, false)?
                } else {
                    let id = self.builtin_input(f, BuiltIn::LocalInvocationId, true)?;
                    let size = self.local_size_vec(f, false)?;
                    self.linearize(id, size)?
                }
            }
            _ => return err(span, "internal: not a work-item function"),
        };
        self.wi_result(v, ty, span)
    }

    pub fn global_size_vec(&mut self, f: &FnCtx) -> R<Word> {
        if !self.vulkan {
            return self.builtin_input(f, BuiltIn::GlobalSize, true);
        }
        let groups = self.builtin_input(f, BuiltIn::NumWorkgroups, true)?;
        let local = self.local_size_vec(f, false)?;
        let e = self.wi_elem();
        let v3 = self.vec_of(e, 3);
        self.op(Op::IMul, v3, &[groups, local])
    }

    /// `(id.z * size.y + id.y) * size.x + id.x`.
    pub fn linearize(&mut self, id: Word, size: Word) -> R<Word> {
        let e = self.wi_elem();
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

fn e_size(bits: u32) -> u32 {
    bits / 8
}
