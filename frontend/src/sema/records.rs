//! Struct, union and enum definitions: tags, layouts (OpenCL C's, which equal clang's for SPIR),
//! and enumerator values.

use super::types::Tag;
use super::{Binding, Sema};
use crate::ast;
use crate::ir::{Field, Scalar, StructDef, Type, TypeId};

impl Sema<'_> {
    fn find_tag(&self, name: crate::token::Symbol) -> Option<Tag> {
        self.state
            .tags
            .iter()
            .rev()
            .find_map(|t| t.get(&name).copied())
    }

    pub(crate) fn record_type(&mut self, record: &ast::RecordSpec) -> TypeId {
        self.check_attrs(&record.attrs);
        let is_union = record.kind == ast::RecordKind::Union;
        let kw = if is_union { "union" } else { "struct" };
        let existing = record.name.and_then(|n| {
            // A definition always creates a new type in the current scope; a reference finds the
            // nearest visible one.
            if record.fields.is_some() {
                self.state.tags.last().and_then(|t| t.get(&n.name).copied())
            } else {
                self.find_tag(n.name)
            }
        });
        let id = match existing {
            Some(Tag::Record(id)) => {
                if self.state.module.types.struct_def(id).is_union != is_union {
                    if let Some(n) = record.name {
                        let text = self.name(n.name);
                        self.error(n.span, format!("use of '{text}' with tag type that does not match previous declaration"));
                    }
                }
                if record.fields.is_some() && self.state.module.types.struct_def(id).size > 0 {
                    if let Some(n) = record.name {
                        let text = self.name(n.name);
                        self.error(n.span, format!("redefinition of '{text}'"));
                    }
                }
                id
            }
            _ => {
                let name = record.name.map(|n| self.name(n.name).to_string());
                let id = self.state.module.types.add_struct(StructDef {
                    name,
                    is_union,
                    fields: vec![],
                    size: 0,
                    alignment: 1,
                });
                if let Some(n) = record.name {
                    self.state
                        .tags
                        .last_mut()
                        .expect("scope")
                        .insert(n.name, Tag::Record(id));
                }
                id
            }
        };
        if let Some(fields) = &record.fields {
            let packed = record
                .attrs
                .iter()
                .any(|a| super::attrs::plain_name(self, a) == "packed");
            let mut min_align = 1u32;
            for attr in &record.attrs {
                if super::attrs::plain_name(self, attr) == "aligned" {
                    min_align = min_align.max(self.alignment_attr(attr));
                }
            }
            let mut laid_out = Vec::new();
            let (mut offset, mut align) = (0u32, 1u32);
            for field in fields {
                let spec = self.resolve_specs(&field.specs);
                if field.declarators.is_empty() {
                    // An anonymous struct or union member.
                    if let Type::Struct(_) = self.ty(spec.base) {
                        self.place_field(
                            &mut laid_out,
                            None,
                            spec.base,
                            packed,
                            is_union,
                            &mut offset,
                            &mut align,
                        );
                    }
                    continue;
                }
                for d in &field.declarators {
                    if let Some(w) = d.bit_width {
                        let span = self.tu[w].span;
                        self.error(span, "bit-fields are not supported in OpenCL");
                    }
                    let decl = self.apply_declarator(&spec, &d.declarator);
                    // `global int *p` qualifies the pointee; only a space on the field itself is wrong.
                    if let Some((_, span)) = decl.space {
                        self.error(span, "field may not be qualified with an address space");
                    }
                    if decl.function.is_some() {
                        self.error(d.span, "field declared as a function");
                        continue;
                    }
                    let mut field_align_attr = 1;
                    for attr in &d.declarator.attrs {
                        if super::attrs::plain_name(self, attr) == "aligned" {
                            field_align_attr = field_align_attr.max(self.alignment_attr(attr));
                        }
                    }
                    let name = d.declarator.name.map(|n| self.name(n.name).to_string());
                    if let (Type::Array { len: 0, .. }, Some(n)) =
                        (self.ty(decl.ty), d.declarator.name)
                    {
                        let text = self.name(n.name);
                        self.error(
                            n.span,
                            format!("flexible array member '{text}' is not supported"),
                        );
                    }
                    let before = align;
                    self.place_field(
                        &mut laid_out,
                        name,
                        decl.ty,
                        packed,
                        is_union,
                        &mut offset,
                        &mut align,
                    );
                    if field_align_attr > 1 {
                        let last = laid_out.last_mut().expect("just placed");
                        last.offset = align_up(last.offset, field_align_attr);
                        offset = offset
                            .max(last.offset + self.state.module.types.size_of(last.ty) as u32);
                        align = before.max(field_align_attr).max(align);
                    }
                }
            }
            let alignment = align.max(min_align);
            let size = align_up(offset.max(1), alignment);
            let def = self.state.module.types.struct_def_mut(id);
            def.fields = laid_out;
            def.alignment = alignment;
            def.size = if def.fields.is_empty() {
                alignment.max(1)
            } else {
                size
            };
        } else if existing.is_none() && record.name.is_none() {
            self.error(
                record.span,
                format!("declaration of anonymous {kw} must be a definition"),
            );
        }
        self.state.module.types.intern(Type::Struct(id))
    }

    #[allow(clippy::too_many_arguments)]
    fn place_field(
        &mut self,
        fields: &mut Vec<Field>,
        name: Option<String>,
        ty: TypeId,
        packed: bool,
        is_union: bool,
        offset: &mut u32,
        align: &mut u32,
    ) {
        let types = &self.state.module.types;
        let field_align = if packed { 1 } else { types.align_of(ty) };
        let size = types.size_of(ty) as u32;
        let at = if is_union {
            0
        } else {
            align_up(*offset, field_align)
        };
        fields.push(Field {
            name,
            ty,
            offset: at,
            bits: None,
        });
        *offset = if is_union {
            (*offset).max(size)
        } else {
            at + size
        };
        *align = (*align).max(field_align);
    }

    /// `aligned(N)`; `aligned` alone means the largest useful alignment (16 bytes... clang uses
    /// the target's maximum, 128 for vectors of 16 doubles).
    fn alignment_attr(&mut self, attr: &ast::Attribute) -> u32 {
        match attr.args.first() {
            Some(ast::AttrArg::Expr(e)) => match self.const_int(*e) {
                Some(n) if n > 0 && (n as u64).is_power_of_two() => n as u32,
                Some(_) => {
                    let span = self.tu[*e].span;
                    self.error(span, "requested alignment is not a power of 2");
                    1
                }
                None => 1,
            },
            _ => 128,
        }
    }

    pub(crate) fn enum_type(&mut self, spec: &ast::EnumSpec) -> TypeId {
        self.check_attrs(&spec.attrs);
        let int = self.state.module.types.scalar(Scalar::Int);
        if let Some(n) = spec.name {
            if spec.enumerators.is_none() {
                return match self.find_tag(n.name) {
                    Some(Tag::Enum(ty)) => ty,
                    _ => int,
                };
            }
            self.state
                .tags
                .last_mut()
                .expect("scope")
                .insert(n.name, Tag::Enum(int));
        }
        let mut next = 0i64;
        for e in spec.enumerators.iter().flatten() {
            if let Some(v) = e.value {
                if let Some(value) = self.const_int(v) {
                    next = value;
                }
            }
            self.declare(
                e.name,
                Binding::EnumConstant {
                    value: next,
                    ty: int,
                },
            );
            next = next.wrapping_add(1);
        }
        int
    }
}

impl Sema<'_> {
    /// `typedef struct { ... } S;` gives the anonymous struct the name `S` in diagnostics and
    /// reflection, as clang does.
    pub(crate) fn name_anonymous_record(&mut self, ty: TypeId, name: ast::Ident) {
        if let Type::Struct(id) = self.ty(ty) {
            let text = self.name(name.name).to_string();
            let def = self.state.module.types.struct_def_mut(id);
            if def.name.is_none() {
                def.name = Some(text);
            }
        }
    }
}

pub(crate) fn align_up(value: u32, align: u32) -> u32 {
    if align <= 1 {
        value
    } else {
        value.div_ceil(align) * align
    }
}
