//! Value and memory representations on the Vulkan target: buffer and push-constant memory holds
//! explicitly laid-out types (`bool` as `uchar`, aggregates with Offset/ArrayStride), values and other storage the plain forms; these convert between them
//! (`OpCopyLogical` for aggregates, a compare or select for booleans, byte assembly for packed
//! structs: `packed`). Private memory on Vulkan widens narrow integers, and `constant` memory on
//! the OpenCL target holds `bool` as `uchar`: those forms convert member by member (SPIR-V 1.0
//! has no `OpCopyLogical`).

use super::{err, Layout, ModuleWriter, R};
use oclvk_frontend::ir::{Scalar, Type, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Op, Word};

impl ModuleWriter<'_> {
    pub fn contains_bool(&self, t: TypeId) -> bool {
        match self.m.types.get(t) {
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } => true,
            Type::Array { elem, .. } => self.contains_bool(elem),
            // A union's storage is an array of integer units.
            Type::Struct(s) if self.m.types.struct_def(s).is_union => false,
            Type::Struct(s) => self
                .m
                .types
                .struct_def(s)
                .fields
                .iter()
                .any(|f| self.contains_bool(f.ty)),
            _ => false,
        }
    }

    /// Memory representation (explicit layout) to value representation.
    pub fn mem_to_value(&mut self, v: Word, t: TypeId, layout: Layout, span: Span) -> R<Word> {
        if layout == Layout::BoolAsUchar {
            return self.member_form(v, t, layout, Layout::Plain, span);
        }
        if layout == Layout::Plain || !self.policy.explicit_layout() {
            return Ok(v);
        }
        if layout == Layout::Private {
            return self.member_form(v, t, layout, Layout::Plain, span);
        }
        match self.m.types.get(t) {
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } => {
                let zero = self.const_splat_int_mem(t, 0, layout, span)?;
                let bt = self.ty(t, Layout::Plain, span)?;
                self.op(Op::INotEqual, bt, &[v, zero])
            }
            Type::Array { .. } | Type::Struct(_) if self.holds_byte_record(t) => {
                self.byte_record_to_value(v, t, span)
            }
            Type::Array { .. } | Type::Struct(_) => {
                if self.contains_bool(t) {
                    return err(
                        span,
                        "aggregates containing bool in buffer memory are not supported yet",
                    );
                }
                let pt = self.ty(t, Layout::Plain, span)?;
                self.op(Op::CopyLogical, pt, &[v])
            }
            _ => Ok(v),
        }
    }

    pub fn value_to_mem(&mut self, v: Word, t: TypeId, layout: Layout, span: Span) -> R<Word> {
        if layout == Layout::BoolAsUchar {
            return self.member_form(v, t, Layout::Plain, layout, span);
        }
        if layout == Layout::Plain || !self.policy.explicit_layout() {
            return Ok(v);
        }
        if layout == Layout::Private {
            return self.member_form(v, t, Layout::Plain, layout, span);
        }
        match self.m.types.get(t) {
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } => {
                let one = self.const_splat_int_mem(t, 1, layout, span)?;
                let zero = self.const_splat_int_mem(t, 0, layout, span)?;
                let mt = self.ty(t, Layout::Explicit, span)?;
                self.op(Op::Select, mt, &[v, one, zero])
            }
            Type::Array { .. } | Type::Struct(_) if self.holds_byte_record(t) => {
                self.value_to_byte_record(v, t, span)
            }
            Type::Array { .. } | Type::Struct(_) => {
                if self.contains_bool(t) {
                    return err(
                        span,
                        "aggregates containing bool in buffer memory are not supported yet",
                    );
                }
                let et = self.ty(t, Layout::Explicit, span)?;
                self.op(Op::CopyLogical, et, &[v])
            }
            _ => Ok(v),
        }
    }

    /// `v` of type `t` converted from its form in `from` to its form in `to`, one of them the
    /// value form (`Plain`) and the other a memory form that differs from it in its leaves:
    /// narrow integers in private memory ([`Layout::Private`]) truncate or zero-extend (a load
    /// narrows what a store widened, so the extension is never observed), `bool`s stored as
    /// `uchar` ([`Layout::BoolAsUchar`]) compare with zero or select 0 or 1; aggregates member
    /// by member.
    fn member_form(&mut self, v: Word, t: TypeId, from: Layout, to: Layout, span: Span) -> R<Word> {
        let memory = if from == Layout::Plain { to } else { from };
        let differs = match memory {
            Layout::Private => self.holds_narrow_ints(t),
            Layout::BoolAsUchar => self.contains_bool(t),
            Layout::Plain | Layout::Explicit => false,
        };
        if !differs {
            return Ok(v);
        }
        let target = self.ty(t, to, span)?;
        if self.null_consts.contains(&v) {
            return Ok(self.const_null(target));
        }
        match self.m.types.get(t) {
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } if to == Layout::Plain => {
                let zero = self.const_splat_int_mem(t, 0, from, span)?;
                self.op(Op::INotEqual, target, &[v, zero])
            }
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } => {
                let one = self.const_splat_int_mem(t, 1, to, span)?;
                let zero = self.const_splat_int_mem(t, 0, to, span)?;
                self.op(Op::Select, target, &[v, one, zero])
            }
            Type::Scalar(_) | Type::Vector { .. } => self.op(Op::UConvert, target, &[v]),
            Type::Atomic(inner) => self.member_form(v, inner, from, to, span),
            Type::Array { elem, len } => {
                let elem_from = self.ty(elem, from, span)?;
                let mut parts = Vec::new();
                for i in 0..len as u32 {
                    let e = self.b.composite_extract(elem_from, None, v, [i])?;
                    parts.push(self.member_form(e, elem, from, to, span)?);
                }
                self.construct(target, parts)
            }
            Type::Struct(sid) => {
                let fields: Vec<TypeId> = self
                    .m
                    .types
                    .struct_def(sid)
                    .fields
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut parts = Vec::new();
                for (i, ft) in fields.into_iter().enumerate() {
                    let field_from = self.ty(ft, from, span)?;
                    let e = self.b.composite_extract(field_from, None, v, [i as u32])?;
                    parts.push(self.member_form(e, ft, from, to, span)?);
                }
                self.construct(target, parts)
            }
            _ => Ok(v),
        }
    }

    /// A `uchar` constant (or vector) for the memory form of bool values in `layout`.
    fn const_splat_int_mem(&mut self, t: TypeId, v: u64, layout: Layout, span: Span) -> R<Word> {
        let u8t = self.scalar_ty(Scalar::Bool, layout);
        let c = self.const_bits(u8t, 8, v);
        match self.m.types.get(t) {
            Type::Vector { len, .. } => {
                let vt = self.ty(t, layout, span)?;
                Ok(self.const_composite(vt, vec![c; len as usize]))
            }
            _ => Ok(c),
        }
    }
}
