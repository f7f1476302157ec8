//! Struct, union and enum definitions: tags, layouts (OpenCL C's, which equal clang's for SPIR),
//! and enumerator values.

use super::types::Tag;
use super::{Binding, Sema};
use crate::ast;
use crate::ir::{self, Field, Scalar, StructDef, Type, TypeId};
use crate::source::Span;

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
                    typedef_named: false,
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
                    // An anonymous struct or union member is an untagged definition; a tagged
                    // one (`struct node;`, even the record being defined) declares nothing.
                    let untagged_definition = self.tu[field.specs.specs].iter().any(|s| {
                        matches!(&s.kind, ast::DeclSpecKind::Type(ast::TypeSpec::Record(r))
                            if self.tu[*r].name.is_none() && self.tu[*r].fields.is_some())
                    });
                    if !untagged_definition {
                        if field.static_assert.is_none() {
                            self.warning(field.span, "declaration does not declare anything");
                        }
                        continue;
                    }
                    if let Type::Struct(_) = self.ty(spec.base) {
                        if !self.place_field(
                            &mut laid_out,
                            None,
                            spec.base,
                            packed,
                            is_union,
                            &mut offset,
                            &mut align,
                        ) {
                            self.type_too_large(field.span, &None);
                        }
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
                    let placed = self.place_field(
                        &mut laid_out,
                        name.clone(),
                        decl.ty,
                        packed,
                        is_union,
                        &mut offset,
                        &mut align,
                    );
                    if placed && field_align_attr > 1 {
                        let last = laid_out.last_mut().expect("just placed");
                        let size = self.state.module.types.size_of(last.ty);
                        match fits_at(last.offset, field_align_attr, size) {
                            Some(at) => {
                                last.offset = at;
                                offset = offset.max((at as u64 + size) as u32);
                                align = before.max(field_align_attr).max(align);
                            }
                            None => {
                                laid_out.pop();
                                self.type_too_large(d.span, &name);
                            }
                        }
                    } else if !placed {
                        self.type_too_large(d.span, &name);
                    }
                }
            }
            let alignment = align.max(min_align);
            let size = match fits_at(offset.max(1), alignment, 0) {
                Some(size) => size,
                None => {
                    self.type_too_large(record.span, &None);
                    alignment
                }
            };
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

    /// Lays out one field after the others; false (and nothing placed) when it would end
    /// past [`ir::MAX_TYPE_SIZE`].
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
    ) -> bool {
        let types = &self.state.module.types;
        let field_align = if packed { 1 } else { types.align_of(ty) };
        let size = types.size_of(ty);
        let Some(at) = fits_at(if is_union { 0 } else { *offset }, field_align, size) else {
            return false;
        };
        fields.push(Field {
            name,
            ty,
            offset: at,
            bits: None,
        });
        // In range: `fits_at` checked `at + size`.
        let end = (at as u64 + size) as u32;
        *offset = if is_union { (*offset).max(end) } else { end };
        *align = (*align).max(field_align);
        true
    }

    /// A struct or union that grows past [`ir::MAX_TYPE_SIZE`] at `span` (a field's
    /// declarator, or the record when its final padding does).
    fn type_too_large(&mut self, span: Span, field: &Option<String>) {
        let what = match field {
            Some(name) => format!("field '{name}' makes the record"),
            None => "the record is".to_string(),
        };
        self.error(
            span,
            format!(
                "{what} larger than oclvk's limit on the size of a type ({} bytes)",
                ir::MAX_TYPE_SIZE
            ),
        );
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
                def.typedef_named = true;
            }
        }
    }
}

/// `offset` rounded up to `align`, when an object of `size` bytes placed there ends within
/// [`ir::MAX_TYPE_SIZE`].
fn fits_at(offset: u32, align: u32, size: u64) -> Option<u32> {
    let at = (offset as u64).div_ceil(align.max(1) as u64) * align.max(1) as u64;
    let end = at.checked_add(size)?;
    (end <= ir::MAX_TYPE_SIZE).then_some(at as u32)
}
