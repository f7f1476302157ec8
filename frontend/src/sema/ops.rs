//! Operators: arithmetic, bitwise, shifts, comparisons (scalar and lane-wise), pointer arithmetic,
//! `&&`/`||`, assignment and compound assignment (each target evaluated once), `++`/`--`, `?:`.

use super::conv::{ConvContext, Place, Value};
use super::Sema;
use crate::ast::{self, BinaryOp as AstBinary};
use crate::ir::{self, AddressSpace, BinaryOp, ConvertKind, ExprKind, Scalar, Type, UnaryOp};
use crate::source::Span;

impl Sema<'_> {
    pub(crate) fn binary(
        &mut self,
        op: AstBinary,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        if op == AstBinary::Comma {
            let a = self.expr(lhs)?;
            let a = self.rvalue(a, span);
            let b = self.rvalue_expr(rhs)?;
            let e = self.emit(
                ExprKind::Comma {
                    lhs: a.expr,
                    rhs: b.expr,
                },
                b.ty,
                span,
            );
            return Some(Value::rvalue(e, b.ty));
        }
        if matches!(op, AstBinary::LogAnd | AstBinary::LogOr) {
            return self.logical(op, lhs, rhs, span);
        }
        let (a, b) = self.operands_not_atomic(lhs, rhs, span)?;
        self.binary_values(op, a, b, span)
    }

    /// A binary operator on two rvalues (shared by compound assignment).
    pub(crate) fn binary_values(
        &mut self,
        op: AstBinary,
        a: Value,
        b: Value,
        span: Span,
    ) -> Option<Value> {
        let (ta, tb) = (self.ty(a.ty), self.ty(b.ty));
        // Pointer arithmetic and comparisons.
        if let Type::Pointer { .. } | Type::Array { .. } = ta {
            return self.pointer_binary(op, a, b, span);
        }
        if let Type::Pointer { .. } = tb {
            if op == AstBinary::Add {
                return self.pointer_binary(op, b, a, span);
            }
            return self.pointer_binary(op, a, b, span);
        }
        if !self.is_arithmetic(a.ty) || !self.is_arithmetic(b.ty) {
            let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
            self.error(
                span,
                format!("invalid operands to binary expression ('{na}' and '{nb}')"),
            );
            return None;
        }
        let integer_only = matches!(
            op,
            AstBinary::Rem
                | AstBinary::Shl
                | AstBinary::Shr
                | AstBinary::BitAnd
                | AstBinary::BitOr
                | AstBinary::BitXor
        );
        if integer_only {
            let fa = self
                .state
                .module
                .types
                .scalar_of(a.ty)
                .is_some_and(|s| s.is_float());
            let fb = self
                .state
                .module
                .types
                .scalar_of(b.ty)
                .is_some_and(|s| s.is_float());
            if fa || fb {
                let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                self.error(
                    span,
                    format!("invalid operands to binary expression ('{na}' and '{nb}')"),
                );
                return None;
            }
        }
        if matches!(op, AstBinary::Shl | AstBinary::Shr) {
            // The result has the (promoted) type of the left operand; the count follows it.
            let a = self.promote(a, span);
            let b = match (self.ty(a.ty), self.ty(b.ty)) {
                (Type::Vector { .. }, Type::Scalar(_)) => self.splat(b, a.ty, span),
                (Type::Scalar(_), Type::Vector { .. }) => {
                    let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(
                        span,
                        format!("invalid operands to binary expression ('{na}' and '{nb}')"),
                    );
                    return None;
                }
                _ => {
                    let target = a.ty;
                    if self.ty(b.ty) != self.ty(target)
                        && matches!(self.ty(b.ty), Type::Vector { .. })
                    {
                        let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                        if self.state.module.types.lanes(a.ty)
                            != self.state.module.types.lanes(b.ty)
                        {
                            self.error(span, format!("cannot convert between vector values of different size ('{na}' and '{nb}')"));
                            return None;
                        }
                    }
                    self.numeric(b, target, span)
                }
            };
            let bop = if op == AstBinary::Shl {
                BinaryOp::Shl
            } else {
                BinaryOp::Shr
            };
            let e = self.emit(
                ExprKind::Binary {
                    op: bop,
                    lhs: a.expr,
                    rhs: b.expr,
                },
                a.ty,
                span,
            );
            return Some(Value::rvalue(e, a.ty));
        }
        let (a, b, ty) = self.usual_arithmetic(a, b, span)?;
        let (bop, is_compare) = match op {
            AstBinary::Add => (BinaryOp::Add, false),
            AstBinary::Sub => (BinaryOp::Sub, false),
            AstBinary::Mul => (BinaryOp::Mul, false),
            AstBinary::Div => (BinaryOp::Div, false),
            AstBinary::Rem => (BinaryOp::Rem, false),
            AstBinary::BitAnd => (BinaryOp::BitAnd, false),
            AstBinary::BitOr => (BinaryOp::BitOr, false),
            AstBinary::BitXor => (BinaryOp::BitXor, false),
            AstBinary::Lt => (BinaryOp::Lt, true),
            AstBinary::Gt => (BinaryOp::Gt, true),
            AstBinary::Le => (BinaryOp::Le, true),
            AstBinary::Ge => (BinaryOp::Ge, true),
            AstBinary::Eq => (BinaryOp::Eq, true),
            AstBinary::Ne => (BinaryOp::Ne, true),
            _ => return None,
        };
        if is_compare {
            let result = self.mask_type(ty);
            let e = self.emit(
                ExprKind::Binary {
                    op: bop,
                    lhs: a.expr,
                    rhs: b.expr,
                },
                result,
                span,
            );
            if matches!(self.ty(result), Type::Scalar(Scalar::Bool)) {
                // C gives scalar comparisons type int.
                let int = self.state.module.types.scalar(Scalar::Int);
                return Some(self.numeric(Value::rvalue(e, result), int, span));
            }
            return Some(Value::rvalue(e, result));
        }
        // Arithmetic on bool operands happens in int (C's promotions).
        let (a, b, ty) = if matches!(self.ty(ty), Type::Scalar(Scalar::Bool)) {
            let int = self.state.module.types.scalar(Scalar::Int);
            (self.numeric(a, int, span), self.numeric(b, int, span), int)
        } else {
            (a, b, ty)
        };
        let e = self.emit(
            ExprKind::Binary {
                op: bop,
                lhs: a.expr,
                rhs: b.expr,
            },
            ty,
            span,
        );
        Some(Value::rvalue(e, ty))
    }

    fn pointer_binary(&mut self, op: AstBinary, a: Value, b: Value, span: Span) -> Option<Value> {
        // `NULL == p`, `n < p`: compare with the pointer on the left, mirroring the operator.
        // Diagnostics name the operands in source order.
        let source_names = (self.type_name(a.ty), self.type_name(b.ty));
        let is_comparison = matches!(
            op,
            AstBinary::Lt
                | AstBinary::Gt
                | AstBinary::Le
                | AstBinary::Ge
                | AstBinary::Eq
                | AstBinary::Ne
        );
        let (a, b, op) = if is_comparison
            && !matches!(self.ty(a.ty), Type::Pointer { .. })
            && matches!(self.ty(b.ty), Type::Pointer { .. })
        {
            (b, a, mirrored_comparison(op))
        } else if matches!(op, AstBinary::Eq | AstBinary::Ne)
            && self.is_null_constant(a.expr)
            && matches!(self.ty(b.ty), Type::Pointer { .. })
        {
            (b, a, op)
        } else {
            (a, b, op)
        };
        let (ta, tb) = (self.ty(a.ty), self.ty(b.ty));
        let int_b = matches!(tb, Type::Scalar(s) if s.is_integer() || s == Scalar::Bool);
        match (op, ta, tb) {
            (AstBinary::Add | AstBinary::Sub, Type::Pointer { pointee, .. }, _) if int_b => {
                if let Type::Void = self.ty(pointee) {
                    self.error(span, "arithmetic on a pointer to void");
                    return None;
                }
                let index = if op == AstBinary::Sub {
                    // `p - n` moves back by n's value: negate in a signed 64-bit type, so that an
                    // unsigned `n` does not become a large forward offset (`p - 8u`).
                    let b = self.promote(b, span);
                    let long = self.state.module.types.scalar(Scalar::Long);
                    let b = self.numeric(b, long, span);
                    self.emit(
                        ExprKind::Unary {
                            op: UnaryOp::Neg,
                            operand: b.expr,
                        },
                        long,
                        span,
                    )
                } else {
                    self.int_from_bool(b, span).expr
                };
                let e = self.emit(ExprKind::PtrOffset { ptr: a.expr, index }, a.ty, span);
                Some(Value::rvalue(e, a.ty))
            }
            (
                AstBinary::Sub,
                Type::Pointer {
                    pointee: pa,
                    space: sa,
                    ..
                },
                Type::Pointer {
                    pointee: pb,
                    space: sb,
                    ..
                },
            ) => {
                if sa != sb && !generic_overlap(sa, sb) {
                    let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                    // clang's text, with its two spaces.
                    self.error(span, format!("arithmetic operation with operands of type  ('{na}' and '{nb}') which are pointers to non-overlapping address spaces"));
                    return None;
                }
                if pa != pb {
                    let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(
                        span,
                        format!("'{na}' and '{nb}' are not pointers to compatible types"),
                    );
                    return None;
                }
                // A generic pointer minus a named one (2.0): both convert to generic, as clang does.
                let (a, b) = if sa == sb {
                    (a, b)
                } else if sa == AddressSpace::Generic {
                    (a, self.generic_pointer(b, span))
                } else {
                    (self.generic_pointer(a, span), b)
                };
                let long = self.state.module.types.scalar(Scalar::Long);
                let e = self.emit(
                    ExprKind::PtrDiff {
                        lhs: a.expr,
                        rhs: b.expr,
                    },
                    long,
                    span,
                );
                Some(Value::rvalue(e, long))
            }
            (
                AstBinary::Lt
                | AstBinary::Gt
                | AstBinary::Le
                | AstBinary::Ge
                | AstBinary::Eq
                | AstBinary::Ne,
                Type::Pointer { space: sa, .. },
                _,
            ) => {
                // A generic pointer compares with a private, local or global one (2.0): the
                // named one converts to generic, as clang does.
                let mut a = a;
                let to_generic = |l: &mut Self, v: Value| l.generic_pointer(v, span);
                let b = match tb {
                    Type::Pointer { space: sb, .. }
                        if sb != sa
                            && !self.is_null_constant(b.expr)
                            && generic_overlap(sa, sb) =>
                    {
                        if sa == AddressSpace::Generic {
                            to_generic(self, b)
                        } else {
                            a = to_generic(self, a);
                            b
                        }
                    }
                    Type::Pointer { .. } if self.is_null_constant(b.expr) => {
                        let zero = self.int_literal(Scalar::Ulong, 0, span);
                        let e = self.emit_convert(ConvertKind::IntToPtr, zero, a.ty, span);
                        Value::rvalue(e, a.ty)
                    }
                    Type::Pointer { space: sb, .. } if sb == sa => b,
                    Type::Pointer { .. } => {
                        let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                        self.error(span, format!("comparison between  ('{na}' and '{nb}') which are pointers to non-overlapping address spaces"));
                        return None;
                    }
                    Type::Scalar(_) if int_b => {
                        // A null pointer constant compares silently; any other integer is
                        // compared as an address, with clang's warning.
                        if !self.is_null_constant(b.expr) {
                            let (na, nb) = &source_names;
                            let ordered = if matches!(op, AstBinary::Eq | AstBinary::Ne) {
                                ""
                            } else {
                                "ordered "
                            };
                            self.warning(
                                span,
                                format!("{ordered}comparison between pointer and integer ('{na}' and '{nb}')"),
                            );
                        }
                        let b = self.int_from_bool(b, span);
                        let e = self.emit_convert(ConvertKind::IntToPtr, b.expr, a.ty, span);
                        Value::rvalue(e, a.ty)
                    }
                    _ => {
                        let (na, nb) = &source_names;
                        self.error(
                            span,
                            format!("invalid operands to binary expression ('{na}' and '{nb}')"),
                        );
                        return None;
                    }
                };
                let ulong = self.state.module.types.scalar(Scalar::Ulong);
                let ia = self.emit_convert(ConvertKind::PtrToInt, a.expr, ulong, span);
                let ib = self.emit_convert(ConvertKind::PtrToInt, b.expr, ulong, span);
                let bop = match op {
                    AstBinary::Lt => BinaryOp::Lt,
                    AstBinary::Gt => BinaryOp::Gt,
                    AstBinary::Le => BinaryOp::Le,
                    AstBinary::Ge => BinaryOp::Ge,
                    AstBinary::Eq => BinaryOp::Eq,
                    _ => BinaryOp::Ne,
                };
                let bool_ty = self.state.module.types.scalar(Scalar::Bool);
                let e = self.emit(
                    ExprKind::Binary {
                        op: bop,
                        lhs: ia,
                        rhs: ib,
                    },
                    bool_ty,
                    span,
                );
                let int = self.state.module.types.scalar(Scalar::Int);
                Some(self.numeric(Value::rvalue(e, bool_ty), int, span))
            }
            _ => {
                let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                self.error(
                    span,
                    format!("invalid operands to binary expression ('{na}' and '{nb}')"),
                );
                None
            }
        }
    }

    /// Checks both operands of a binary operator, refuses atomic objects, and loads them.
    fn operands_not_atomic(
        &mut self,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<(Value, Value)> {
        let a = self.expr(lhs);
        let b = self.expr(rhs);
        let (a, b) = (a?, b?);
        if !self.check_binary_not_atomic(&a, &b, span) {
            return None;
        }
        let (lhs_span, rhs_span) = (self.tu[lhs].span, self.tu[rhs].span);
        Some((self.rvalue(a, lhs_span), self.rvalue(b, rhs_span)))
    }

    fn logical(
        &mut self,
        op: AstBinary,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let (a, b) = self.operands_not_atomic(lhs, rhs, span)?;
        if matches!(self.ty(a.ty), Type::Vector { .. })
            || matches!(self.ty(b.ty), Type::Vector { .. })
        {
            // Vector && and || are lane-wise and evaluate both sides.
            let (a, b, ty) = self.usual_arithmetic(a, b, span)?;
            let mask = self.mask_type(ty);
            let za = self.zero_of(ty, span);
            let zb = self.zero_of(ty, span);
            let ca = self.emit(
                ExprKind::Binary {
                    op: BinaryOp::Ne,
                    lhs: a.expr,
                    rhs: za,
                },
                mask,
                span,
            );
            let cb = self.emit(
                ExprKind::Binary {
                    op: BinaryOp::Ne,
                    lhs: b.expr,
                    rhs: zb,
                },
                mask,
                span,
            );
            let bop = if op == AstBinary::LogAnd {
                BinaryOp::BitAnd
            } else {
                BinaryOp::BitOr
            };
            let e = self.emit(
                ExprKind::Binary {
                    op: bop,
                    lhs: ca,
                    rhs: cb,
                },
                mask,
                span,
            );
            return Some(Value::rvalue(e, mask));
        }
        let ca = self.condition(a, span)?;
        let cb = self.condition(b, span)?;
        let bool_ty = self.state.module.types.scalar(Scalar::Bool);
        let kind = if op == AstBinary::LogAnd {
            ExprKind::LogicalAnd { lhs: ca, rhs: cb }
        } else {
            ExprKind::LogicalOr { lhs: ca, rhs: cb }
        };
        let e = self.emit(kind, bool_ty, span);
        let int = self.state.module.types.scalar(Scalar::Int);
        Some(self.numeric(Value::rvalue(e, bool_ty), int, span))
    }

    /// Reports unless `v` is a modifiable lvalue.
    fn check_modifiable(&mut self, v: &Value, span: Span) -> bool {
        match v.place {
            Place::RValue => {
                self.error(span, "expression is not assignable");
                false
            }
            Place::LValue { space, quals } | Place::Lanes { space, quals, .. } => {
                if space == AddressSpace::Constant {
                    self.error(span, "read-only variable is not assignable");
                    false
                } else if quals.is_const {
                    // A named variable gets clang's wording with its name; anything reached through
                    // a pointer is a "read-only variable".
                    let named = match self.ir_expr(v.expr).kind {
                        ExprKind::LocalAddr(l) => {
                            let func = &self.state.func.as_ref().expect("in a function").func;
                            let local = func.local(l);
                            Some((func.name(local.name).to_string(), local.span))
                        }
                        ExprKind::GlobalAddr(g) => Some((
                            self.state.module.global(g).name.clone(),
                            self.state.module.global(g).span,
                        )),
                        _ => None,
                    };
                    match named {
                        Some((name, declared)) => {
                            let ty = self.type_name(v.ty);
                            self.error(span, format!("cannot assign to variable '{name}' with const-qualified type 'const {ty}'"));
                            self.diags.note_last(
                                Some(declared),
                                format!("variable '{name}' declared const here"),
                            );
                        }
                        None => self.error(span, "read-only variable is not assignable"),
                    }
                    false
                } else if let Type::Array { .. } = self.ty(v.ty) {
                    let name = self.type_name(v.ty);
                    self.error(span, format!("array type '{name}' is not assignable"));
                    false
                } else {
                    true
                }
            }
        }
    }

    /// Stores `value` (already of the target's type) into an lvalue.
    fn store(&mut self, target: &Value, value: ir::ExprId, span: Span) -> ir::ExprId {
        match target.place {
            Place::Lanes { lanes, .. } => self.emit(
                ExprKind::StoreLanes {
                    ptr: target.expr,
                    lanes: self.lanes(lanes),
                    value,
                },
                target.ty,
                span,
            ),
            _ => self.emit(
                ExprKind::Store {
                    ptr: target.expr,
                    value,
                },
                target.ty,
                span,
            ),
        }
    }

    pub(crate) fn assign(
        &mut self,
        op: Option<AstBinary>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let target = self.expr(lhs);
        let value = self.expr(rhs);
        let (target, value) = (target?, value?);
        let lhs_span = self.tu[lhs].span;
        let not_atomic = match op {
            None => self.check_assignment_not_atomic(&target, &value, span),
            Some(_) => self.check_binary_not_atomic(&target, &value, span),
        };
        if !not_atomic || !self.check_modifiable(&target, lhs_span) {
            return None;
        }
        let value = self.rvalue(value, self.tu[rhs].span);
        match op {
            None => {
                if !self.state.extensions.fp16
                    && self.state.module.types.scalar_of(target.ty) == Some(Scalar::Half)
                {
                    let name = self.type_name(target.ty);
                    self.error(span, format!("assigning directly to pointer to type '{name}' requires cl_khr_fp16. Use vector data store builtin functions instead"));
                    return None;
                }
                let v = self.implicit(value, target.ty, span, ConvContext::Assign)?;
                let e = self.store(&target, v, span);
                Some(Value::rvalue(e, target.ty))
            }
            Some(bop) => self.update(target, bop, value, false, span, lhs_span),
        }
    }

    /// `target op= value`, and `++`/`--` (pre: the result is the new value; post: the old one).
    /// The target's address and its old value are each evaluated once, bound by `Let`.
    pub(crate) fn update(
        &mut self,
        target: Value,
        op: AstBinary,
        value: Value,
        post: bool,
        span: Span,
        target_span: Span,
    ) -> Option<Value> {
        if !self.check_modifiable(&target, target_span) {
            return None;
        }
        let ptr_temp = self.new_temp();
        let old_temp = self.new_temp();
        let ptr_ty = self.ir_expr(target.expr).ty;
        let bound_ptr = self.emit(ExprKind::Temp(ptr_temp), ptr_ty, span);
        let place = Value {
            expr: bound_ptr,
            ..target
        };
        let old = self.rvalue(place, span);
        let old_ref = self.emit(ExprKind::Temp(old_temp), target.ty, span);
        let result = self.binary_values(op, Value::rvalue(old_ref, target.ty), value, span)?;
        let new = self.implicit(result, target.ty, span, ConvContext::Assign)?;
        let stored = self.store(&place, new, span);
        let body = if post {
            let old_again = self.emit(ExprKind::Temp(old_temp), target.ty, span);
            self.emit(
                ExprKind::Comma {
                    lhs: stored,
                    rhs: old_again,
                },
                target.ty,
                span,
            )
        } else {
            stored
        };
        let inner = self.emit(
            ExprKind::Let {
                temp: old_temp,
                value: old.expr,
                body,
            },
            target.ty,
            span,
        );
        let e = self.emit(
            ExprKind::Let {
                temp: ptr_temp,
                value: target.expr,
                body: inner,
            },
            target.ty,
            span,
        );
        Some(Value::rvalue(e, target.ty))
    }

    pub(crate) fn new_temp(&mut self) -> ir::TempId {
        let state = self.state.func.as_mut().expect("inside a function");
        state.next_temp.advance()
    }

    pub(crate) fn conditional(
        &mut self,
        cond: ast::ExprId,
        then_expr: ast::ExprId,
        else_expr: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let c = self.rvalue_expr(cond);
        let t = self.rvalue_expr(then_expr);
        let e = self.rvalue_expr(else_expr);
        let (c, t, e) = (c?, t?, e?);
        if let Type::Vector { len, .. } = self.ty(c.ty) {
            // Lane-wise select: both arms evaluated, converted to the condition's shape.
            let (t, e, ty) = self.usual_arithmetic(t, e, span)?;
            let (t, e, ty) = match self.ty(ty) {
                Type::Scalar(_) => {
                    let scalar = self.state.module.types.scalar_of(ty).expect("scalar");
                    let vty = self.state.module.types.vector(scalar, len);
                    (self.splat(t, vty, span), self.splat(e, vty, span), vty)
                }
                _ => (t, e, ty),
            };
            let x = self.emit(
                ExprKind::Select {
                    cond: c.expr,
                    then: t.expr,
                    otherwise: e.expr,
                },
                ty,
                span,
            );
            return Some(Value::rvalue(x, ty));
        }
        let c = self.condition(c, span)?;
        let (t, e, ty) = if self.is_arithmetic(t.ty) && self.is_arithmetic(e.ty) {
            self.usual_arithmetic(t, e, span)?
        } else if t.ty == e.ty && !matches!(self.ty(t.ty), Type::Image { .. } | Type::Sampler) {
            // Images and samplers are opaque handles that cannot be selected (as in clang).
            (t, e, t.ty)
        } else if let (Type::Pointer { .. }, _) | (_, Type::Pointer { .. }) =
            (self.ty(t.ty), self.ty(e.ty))
        {
            // Pointer arms: the other may be a null constant or a compatible pointer.
            let (ptr_ty, other_is_t) = if matches!(self.ty(t.ty), Type::Pointer { .. }) {
                (t.ty, false)
            } else {
                (e.ty, true)
            };
            if other_is_t {
                let tc = self.implicit(t, ptr_ty, span, ConvContext::Assign)?;
                (Value::rvalue(tc, ptr_ty), e, ptr_ty)
            } else {
                let ec = self.implicit(e, ptr_ty, span, ConvContext::Assign)?;
                (t, Value::rvalue(ec, ptr_ty), ptr_ty)
            }
        } else {
            let (nt, ne) = (self.type_name(t.ty), self.type_name(e.ty));
            self.error(
                span,
                format!("incompatible operand types ('{nt}' and '{ne}')"),
            );
            return None;
        };
        let x = self.emit(
            ExprKind::Select {
                cond: c,
                then: t.expr,
                otherwise: e.expr,
            },
            ty,
            span,
        );
        Some(Value::rvalue(x, ty))
    }
}

/// Whether pointers into `a` and `b` (different spaces) compare through `generic`: one is
/// generic and the other private, local or global.
impl Sema<'_> {
    /// `v`, a pointer to a named address space, converted to a generic pointer (2.0).
    fn generic_pointer(&mut self, v: Value, span: Span) -> Value {
        let Some((pointee, _)) = self.state.module.types.pointee(v.ty) else {
            return v;
        };
        let ty = self
            .state
            .module
            .types
            .pointer(pointee, AddressSpace::Generic);
        let e = self.emit_convert(ConvertKind::AddressSpace, v.expr, ty, span);
        Value::rvalue(e, ty)
    }
}

/// The comparison with its operands swapped: `a < b` is `b > a`.
fn mirrored_comparison(op: AstBinary) -> AstBinary {
    match op {
        AstBinary::Lt => AstBinary::Gt,
        AstBinary::Gt => AstBinary::Lt,
        AstBinary::Le => AstBinary::Ge,
        AstBinary::Ge => AstBinary::Le,
        other => other,
    }
}

fn generic_overlap(a: AddressSpace, b: AddressSpace) -> bool {
    let named = |s: AddressSpace| {
        matches!(
            s,
            AddressSpace::Private | AddressSpace::Local | AddressSpace::Global
        )
    };
    (a == AddressSpace::Generic && named(b)) || (b == AddressSpace::Generic && named(a))
}
