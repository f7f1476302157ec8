//! Element, member and lane access: `a[i]` on arrays, pointers and vectors, `s.f` / `p->f` on
//! structs and unions (through anonymous members), and swizzles (`.xyzw`, `.s0123`, `.lo`, ...).

use super::conv::{Place, Value};
use super::{Quals, Sema};
use crate::ast;
use crate::ir::{self, AddressSpace, ExprKind, Scalar, Type};
use crate::source::Span;

impl Sema<'_> {
    pub(crate) fn index(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let b = self.expr(base);
        let i = self.rvalue_expr(index);
        let (b, i) = (b?, i?);
        let is_integer = |l: &Self, v: &Value| matches!(l.ty(v.ty), Type::Scalar(s) if s.is_integer() || s == Scalar::Bool);
        // `i[p]` is `p[i]` (C 6.5.2.1): the pointer may stand on either side.
        let (b, i) = if is_integer(self, &b) && matches!(self.ty(i.ty), Type::Pointer { .. }) {
            let index = self.rvalue(b, span);
            (i, index)
        } else {
            (b, i)
        };
        if !matches!(self.ty(i.ty), Type::Scalar(s) if s.is_integer() || s == Scalar::Bool) {
            let ispan = self.tu[index].span;
            self.error(ispan, "array subscript is not an integer");
            return None;
        }
        let i = self.int_from_bool(i, span);
        match (self.ty(b.ty), b.place) {
            (Type::Array { .. } | Type::Vector { .. }, Place::LValue { space, quals }) => {
                // An element of an array object, or a lane of a vector object: both lvalues.
                let elem = match self.ty(b.ty) {
                    Type::Array { elem, .. } => elem,
                    Type::Vector { scalar, .. } => self.state.module.types.scalar(scalar),
                    _ => unreachable!("matched above"),
                };
                let ptr_ty = self.state.module.types.pointer(elem, space);
                let e = self.emit(
                    ExprKind::ElementPtr {
                        base: b.expr,
                        index: i.expr,
                    },
                    ptr_ty,
                    span,
                );
                Some(Value {
                    expr: e,
                    ty: elem,
                    place: Place::LValue { space, quals },
                })
            }
            (Type::Vector { scalar, .. }, _) => {
                self.require_half_values(scalar, span)?;
                let b = self.rvalue(b, span);
                let lane = self.state.module.types.scalar(scalar);
                let e = self.emit(
                    ExprKind::ExtractLane {
                        vector: b.expr,
                        index: i.expr,
                    },
                    lane,
                    span,
                );
                Some(Value::rvalue(e, lane))
            }
            _ => {
                let b = self.rvalue(b, span);
                if matches!(self.ty(b.ty), Type::Pointer { pointee, .. } if matches!(self.ty(pointee), Type::Void))
                {
                    self.error(span, "subscript of pointer to incomplete type 'void'");
                    return None;
                }
                if self.pointee_lvalue(b).is_none() {
                    self.error(
                        span,
                        "subscripted value is not an array, pointer, or vector",
                    );
                    return None;
                }
                let elem_ptr = self.emit(
                    ExprKind::PtrOffset {
                        ptr: b.expr,
                        index: i.expr,
                    },
                    b.ty,
                    span,
                );
                self.pointee_lvalue(Value::rvalue(elem_ptr, b.ty))
            }
        }
    }

    pub(crate) fn member(
        &mut self,
        base: ast::ExprId,
        member: ast::Ident,
        arrow: bool,
        span: Span,
    ) -> Option<Value> {
        let b = self.expr(base)?;
        let b = if arrow {
            let p = self.rvalue(b, span);
            match self.pointee_lvalue(p) {
                Some(target) => target,
                None => {
                    let name = self.type_name(p.ty);
                    self.error(
                        span,
                        format!("member reference type '{name}' is not a pointer"),
                    );
                    return None;
                }
            }
        } else {
            b
        };
        let name = self.name(member.name);
        match self.ty(b.ty) {
            Type::Struct(id) => self.field_access(b, id, name, member.span),
            Type::Vector { scalar, len } => {
                let lanes = match self.swizzle_lanes(name, len) {
                    Ok(l) => l,
                    Err(message) => {
                        self.error(member.span, message);
                        return None;
                    }
                };
                let result = if lanes.len() == 1 {
                    self.state.module.types.scalar(scalar)
                } else {
                    self.state.module.types.vector(scalar, lanes.len() as u8)
                };
                match b.place {
                    Place::LValue { space, quals } => {
                        let distinct = lanes
                            .iter()
                            .enumerate()
                            .all(|(i, l)| !lanes.iter().take(i).any(|k| k == l));
                        if !distinct {
                            // Readable, not assignable: hand out an rvalue.
                            let whole = self.rvalue(b, span);
                            let e = self.emit(
                                ExprKind::Swizzle {
                                    vector: whole.expr,
                                    lanes,
                                },
                                result,
                                span,
                            );
                            return Some(Value::rvalue(e, result));
                        }
                        Some(Value {
                            expr: b.expr,
                            ty: result,
                            place: Place::Lanes {
                                space,
                                quals,
                                lanes: self.lane_set(lanes),
                            },
                        })
                    }
                    _ => {
                        if lanes.len() == 1 {
                            self.require_half_values(scalar, span)?;
                        }
                        let whole = self.rvalue(b, span);
                        let e = self.emit(
                            ExprKind::Swizzle {
                                vector: whole.expr,
                                lanes,
                            },
                            result,
                            span,
                        );
                        Some(Value::rvalue(e, result))
                    }
                }
            }
            _ => {
                let ty = self.type_name(b.ty);
                self.error(
                    span,
                    format!("member reference base type '{ty}' is not a structure or union"),
                );
                None
            }
        }
    }

    fn field_access(
        &mut self,
        b: Value,
        id: ir::StructId,
        name: &str,
        span: Span,
    ) -> Option<Value> {
        let Some(path) = self.find_field(id, name) else {
            let ty = self.type_name(b.ty);
            self.error(span, format!("no member named '{name}' in '{ty}'"));
            return None;
        };
        let (space, quals) = match b.place {
            Place::LValue { space, quals } => (space, quals),
            _ => {
                // A struct rvalue (a call result): spill it to read a member.
                let local = self.new_local("(struct temporary)", b.ty, span);
                let ptr_ty = self.state.module.types.pointer(b.ty, AddressSpace::Private);
                let ptr = self.emit(ExprKind::LocalAddr(local), ptr_ty, span);
                let store = self.emit(ExprKind::Store { ptr, value: b.expr }, b.ty, span);
                let ptr2 = self.emit(ExprKind::LocalAddr(local), ptr_ty, span);
                let seq = self.emit(
                    ExprKind::Comma {
                        lhs: store,
                        rhs: ptr2,
                    },
                    ptr_ty,
                    span,
                );
                let v = Value {
                    expr: seq,
                    ty: b.ty,
                    place: Place::LValue {
                        space: AddressSpace::Private,
                        quals: Quals::default(),
                    },
                };
                return self.field_access(v, id, name, span);
            }
        };
        let mut ptr = b.expr;
        let mut ty = b.ty;
        for index in path {
            let Type::Struct(sid) = self.ty(ty) else {
                break;
            };
            let field_ty = self.state.module.types.struct_def(sid).fields[index as usize].ty;
            let ptr_ty = self.state.module.types.pointer(field_ty, space);
            ptr = self.emit(
                ExprKind::FieldPtr {
                    base: ptr,
                    field: index,
                },
                ptr_ty,
                span,
            );
            ty = field_ty;
        }
        Some(Value {
            expr: ptr,
            ty,
            place: Place::LValue { space, quals },
        })
    }

    /// The field indices leading to `name`, looking through anonymous members.
    pub(crate) fn find_field(&self, id: ir::StructId, name: &str) -> Option<Vec<u32>> {
        let def = self.state.module.types.struct_def(id);
        for (i, f) in def.fields.iter().enumerate() {
            match &f.name {
                Some(n) if n == name => return Some(vec![i as u32]),
                None => {
                    if let Type::Struct(inner) = self.ty(f.ty) {
                        if let Some(mut rest) = self.find_field(inner, name) {
                            rest.insert(0, i as u32);
                            return Some(rest);
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Lanes named by a swizzle (`xyzw`, `rgba` from CL3.0, `s0123`, `lo`, `hi`, `even`, `odd`).
    /// A lane of a `half` vector value is a scalar `half` value, which needs cl_khr_fp16 (clang
    /// words it as a load).
    fn require_half_values(&mut self, scalar: Scalar, span: Span) -> Option<()> {
        if scalar == Scalar::Half && !self.state.extensions.fp16 {
            self.error(span, "loading directly from pointer to type 'half' requires cl_khr_fp16. Use vector data load builtin functions instead");
            return None;
        }
        Some(())
    }

    fn swizzle_lanes(&self, name: &str, len: u8) -> Result<ir::Lanes, String> {
        let storage = ir::types::storage_lanes(len) as u8;
        let bad = || format!("vector component access has invalid length {}", name.len());
        let out_of_range =
            || format!("vector component access exceeds type 'vector of {len} elements'");
        let lanes: Vec<u8> = match name {
            "lo" => (0..storage / 2).collect(),
            "hi" => (storage / 2..storage).map(|l| l.min(len - 1)).collect(),
            "even" => (0..storage).step_by(2).map(|l| l.min(len - 1)).collect(),
            "odd" => (1..storage).step_by(2).map(|l| l.min(len - 1)).collect(),
            _ if name.starts_with('s') || name.starts_with('S') => {
                let mut out = Vec::new();
                for c in name[1..].chars() {
                    let d = c
                        .to_digit(16)
                        .ok_or_else(|| format!("illegal vector component name '{c}'"))?
                        as u8;
                    if d >= len {
                        return Err(out_of_range());
                    }
                    out.push(d);
                }
                if out.is_empty() {
                    return Err(bad());
                }
                out
            }
            _ => {
                let rgba = name.chars().all(|c| "rgba".contains(c));
                if rgba && self.options.std < crate::options::ClStd::Cl3_0 {
                    return Err(format!(
                        "vector component name '{name}' is an OpenCL C version 3.0 feature"
                    ));
                }
                let mut out = Vec::new();
                for c in name.chars() {
                    let l = match c {
                        'x' | 'r' => 0,
                        'y' | 'g' => 1,
                        'z' | 'b' => 2,
                        'w' | 'a' => 3,
                        _ => return Err(format!("illegal vector component name '{c}'")),
                    };
                    if l >= len {
                        return Err(out_of_range());
                    }
                    out.push(l);
                }
                out
            }
        };
        if !matches!(lanes.len(), 1 | 2 | 3 | 4 | 8 | 16) {
            return Err(bad());
        }
        // At most 16 lanes, each below the vector's 16 or fewer: they fit.
        ir::Lanes::new(&lanes).ok_or_else(bad)
    }
}
