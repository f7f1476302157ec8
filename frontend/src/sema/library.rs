//! The builtins a one-family table row cannot describe: `shuffle`/`shuffle2` (two independent
//! widths), image reads, writes and queries (access qualifiers decide what is callable),
//! `printf` (a literal format and default argument promotions), and `to_global`/`to_local`/
//! `to_private` (any pointee type).

use super::conv::Value;
use super::Sema;
use crate::ast;
use crate::ir::{AddressSpace, Builtin, ExprKind, Scalar, SimpleBuiltin, Type, TypeId};
use crate::source::Span;

impl Sema<'_> {
    /// Reports that no overload of the builtin `name` takes arguments of `types`.
    fn no_matching_call(&mut self, callee_span: Span, name: &str, types: &[TypeId]) {
        let list: Vec<String> = types.iter().map(|&t| self.type_name(t)).collect();
        self.error(
            callee_span,
            format!(
                "no matching function for call to '{name}' with arguments ({})",
                list.join(", ")
            ),
        );
    }

    /// `shuffle(x, mask)` and `shuffle2(x, y, mask)`: the result has the mask's width and `x`'s
    /// lane type; the mask is an unsigned integer vector of `x`'s lane width. Two independent
    /// widths make these the builtins a one-family row cannot describe.
    pub(crate) fn shuffle(
        &mut self,
        two: bool,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let name = if two { "shuffle2" } else { "shuffle" };
        let expected = if two { 3 } else { 2 };
        if args.len() != expected {
            self.error(
                callee_span,
                format!("no matching function for call to '{name}': it takes {expected} arguments"),
            );
            return None;
        }
        let mut values = Vec::new();
        for &a in args {
            values.push(self.rvalue_expr(a)?);
        }
        let (x, mask) = (values[0], *values.last().expect("arguments"));
        let shape = |s: &Self, ty| match s.ty(ty) {
            Type::Vector { scalar, len } if matches!(len, 2 | 4 | 8 | 16) => Some((scalar, len)),
            _ => None,
        };
        let (Some((lane, _)), Some((mask_lane, mask_len))) =
            (shape(self, x.ty), shape(self, mask.ty))
        else {
            let types: Vec<TypeId> = values.iter().map(|v| v.ty).collect();
            self.no_matching_call(callee_span, name, &types);
            return None;
        };
        let same_second = !two || values[1].ty == x.ty;
        if mask_lane.is_signed()
            || !mask_lane.is_integer()
            || mask_lane.size() != lane.size()
            || !same_second
        {
            let types: Vec<TypeId> = values.iter().map(|v| v.ty).collect();
            self.no_matching_call(callee_span, name, &types);
            return None;
        }
        let ret = self.state.module.types.vector(lane, mask_len);
        let builtin = Builtin::Simple(if two {
            SimpleBuiltin::Shuffle2
        } else {
            SimpleBuiltin::Shuffle
        });
        let args = self.expr_list(values.iter().map(|v| v.expr));
        let e = self.emit(ExprKind::Builtin { builtin, args }, ret, span);
        Some(Value::rvalue(e, ret))
    }

    /// Image reads, writes and queries. Read functions take a `read_only` (or 2.0 `read_write`)
    /// image, write functions a `write_only` (or `read_write`) one: passing the other kind finds
    /// no matching function, as in clang. Coordinates have the image's dimensionality (int or
    /// float with a sampler, int without).
    pub(crate) fn image_call(
        &mut self,
        builtin: SimpleBuiltin,
        name: &str,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        use crate::ir::{Access, ImageDim};
        let mut values = Vec::new();
        for &a in args {
            values.push(self.rvalue_expr(a)?);
        }
        let types: Vec<TypeId> = values.iter().map(|v| v.ty).collect();
        let fail = |s: &mut Self| {
            s.no_matching_call(callee_span, name, &types);
            None
        };
        let Some(Type::Image { dim, access }) = types.first().map(|&t| self.ty(t)) else {
            return fail(self);
        };
        let coord_lanes = match dim {
            ImageDim::D1 | ImageDim::D1Buffer => 1,
            ImageDim::D1Array | ImageDim::D2 => 2,
            ImageDim::D2Array | ImageDim::D3 => 4,
        };
        let int = self.state.module.types.scalar(Scalar::Int);
        let coord_ok = |s: &mut Self, ty: TypeId, allow_float: bool| match s.ty(ty) {
            Type::Scalar(x) | Type::Vector { scalar: x, .. } => {
                s.state.module.types.lanes(ty) == Some(coord_lanes)
                    && (x == Scalar::Int || (allow_float && x == Scalar::Float))
            }
            _ => false,
        };
        let texel = |s: &mut Self, suffix: &str| {
            let lane = match suffix {
                "f" => Scalar::Float,
                "i" => Scalar::Int,
                _ => Scalar::Uint,
            };
            s.state.module.types.vector(lane, 4)
        };
        let ret = if let Some(suffix) = name.strip_prefix("read_image") {
            let readable =
                access == Access::ReadOnly || (access == Access::ReadWrite && self.is_cl20());
            let ok = match types.len() {
                3 => {
                    matches!(self.ty(types[1]), Type::Sampler)
                        && dim != ImageDim::D1Buffer
                        && coord_ok(self, types[2], true)
                }
                2 => coord_ok(self, types[1], false),
                _ => false,
            };
            if !readable || !ok {
                return fail(self);
            }
            texel(self, suffix)
        } else if let Some(suffix) = name.strip_prefix("write_image") {
            let writable =
                access == Access::WriteOnly || (access == Access::ReadWrite && self.is_cl20());
            let color = texel(self, suffix);
            if !writable
                || types.len() != 3
                || !coord_ok(self, types[1], false)
                || types[2] != color
            {
                return fail(self);
            }
            self.state.module.types.void()
        } else {
            if types.len() != 1 {
                return fail(self);
            }
            match name {
                "get_image_width" | "get_image_channel_data_type" | "get_image_channel_order" => {
                    int
                }
                "get_image_height" if coord_lanes >= 2 && dim != ImageDim::D1Array => int,
                "get_image_depth" if dim == ImageDim::D3 => int,
                "get_image_dim" if matches!(dim, ImageDim::D2 | ImageDim::D2Array) => {
                    self.state.module.types.vector(Scalar::Int, 2)
                }
                "get_image_dim" if dim == ImageDim::D3 => {
                    self.state.module.types.vector(Scalar::Int, 4)
                }
                "get_image_array_size" if matches!(dim, ImageDim::D1Array | ImageDim::D2Array) => {
                    self.state.module.types.scalar(Scalar::Ulong)
                }
                _ => return fail(self),
            }
        };
        let args = self.expr_list(values.iter().map(|v| v.expr));
        let e = self.emit(
            ExprKind::Builtin {
                builtin: Builtin::Simple(builtin),
                args,
            },
            ret,
            span,
        );
        Some(Value::rvalue(e, ret))
    }

    /// `printf(format, ...)`: the format must be a string literal (it becomes a constant the
    /// backend records in reflection); the other arguments get C's default argument promotions,
    /// except that `float` stays `float` (as in OpenCL C, where `double` may be unsupported) and
    /// vectors pass unchanged for `%v` conversions.
    pub(crate) fn printf(
        &mut self,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let Some(&format) = args.first() else {
            self.error(
                callee_span,
                "too few arguments to function call, expected at least 1, have 0",
            );
            return None;
        };
        let mut inner = format;
        while let ast::ExprKind::Paren(e) = self.tu[inner].kind {
            inner = e;
        }
        if !matches!(self.tu[inner].kind, ast::ExprKind::Str(_)) {
            let fspan = self.tu[format].span;
            self.error(
                fspan,
                "format string is not a string literal (printf in OpenCL C takes a literal format)",
            );
            return None;
        }
        let mut lowered = Vec::with_capacity(args.len());
        for (i, &a) in args.iter().enumerate() {
            let v = self.rvalue_expr(a)?;
            let v = if i == 0 {
                v
            } else {
                self.promote(v, self.tu[a].span)
            };
            lowered.push(v.expr);
        }
        let int = self.state.module.types.scalar(Scalar::Int);
        let args = self.expr_list(lowered);
        let e = self.emit(
            ExprKind::Builtin {
                builtin: Builtin::Simple(SimpleBuiltin::Printf),
                args,
            },
            int,
            span,
        );
        Some(Value::rvalue(e, int))
    }

    /// `to_global`, `to_local` and `to_private` (2.0): the argument, a pointer, in that address
    /// space (null at run time where it points elsewhere), keeping the pointee and its
    /// qualifiers. Like clang: a `constant` or non-pointer argument is an error, and a pointer
    /// that is not generic a warning.
    pub(crate) fn address_space_query(
        &mut self,
        builtin: SimpleBuiltin,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let name = builtin.name();
        let &[arg] = args else {
            let few = if args.is_empty() { "few" } else { "many" };
            self.error(
                callee_span,
                format!(
                    "too {few} arguments to function call, expected 1, have {}",
                    args.len()
                ),
            );
            return None;
        };
        let v = self.rvalue_expr(arg)?;
        let arg_span = self.tu[arg].span;
        let (pointee, space, qualifiers) = match self.state.module.types.get(v.ty) {
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } if space != AddressSpace::Constant => (pointee, space, qualifiers),
            _ => {
                let t = self.type_name(v.ty);
                self.error(
                    arg_span,
                    format!(
                        "invalid argument '{t}' to function: '{name}', expecting a generic pointer argument"
                    ),
                );
                return None;
            }
        };
        if space != AddressSpace::Generic {
            self.warning(
                arg_span,
                format!(
                    "passing non-generic address space pointer to {name} may cause dynamic conversion affecting performance"
                ),
            );
        }
        let target = match builtin {
            SimpleBuiltin::ToGlobal => AddressSpace::Global,
            SimpleBuiltin::ToLocal => AddressSpace::Local,
            _ => AddressSpace::Private,
        };
        let ty = self.state.module.types.intern(Type::Pointer {
            pointee,
            space: target,
            qualifiers,
        });
        let args = self.expr_list([v.expr]);
        let e = self.emit(
            ExprKind::Builtin {
                builtin: Builtin::Simple(builtin),
                args,
            },
            ty,
            span,
        );
        Some(Value::rvalue(e, ty))
    }
}
