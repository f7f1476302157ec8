//! Values, lvalues and conversions: C's usual arithmetic conversions, OpenCL's scalar-to-vector
//! widening, conditions, and the implicit conversions of assignment and argument passing. Every
//! conversion becomes an explicit `ir::ExprKind::Convert`.

use super::{Quals, Sema};
use crate::ir::{
    self, AddressSpace, ConvertKind, ExprKind, Literal, Rounding, Scalar, Type, TypeId,
};
use crate::source::Span;

/// The result of checking an expression. Every check passes and returns these by value, so it
/// stays within two registers (16 bytes; `Option<Value>` too).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Value {
    /// For rvalues the value; for lvalues a pointer to the object.
    pub expr: ir::ExprId,
    /// The C type of the value (for lvalues, of the object).
    pub ty: TypeId,
    pub place: Place,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    RValue,
    LValue {
        space: AddressSpace,
        quals: Quals,
    },
    /// Lanes of a vector lvalue (`v.xz`); `expr` points to the whole vector.
    Lanes {
        space: AddressSpace,
        quals: Quals,
        lanes: LaneSet,
    },
}

const _: () = assert!(std::mem::size_of::<Option<Value>>() <= 16);

/// The lanes of a vector lvalue, kept in the function's [`super::FunctionState::lane_sets`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LaneSet(u32);

impl Value {
    pub fn rvalue(expr: ir::ExprId, ty: TypeId) -> Value {
        Value {
            expr,
            ty,
            place: Place::RValue,
        }
    }
}

/// How an implicit conversion is being asked for, for the diagnostic's wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConvContext {
    Assign,
    Initialize,
    Pass,
    Return,
}

impl Sema<'_> {
    #[inline]
    pub(crate) fn emit(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ir::ExprId {
        let state = self
            .state
            .func
            .as_mut()
            .expect("expressions are lowered inside a function");
        state.func.add_expr(kind, ty, span)
    }

    /// The conversion `kind` of `operand` to `ty`: every implicit and explicit conversion's
    /// one IR form.
    pub(crate) fn emit_convert(
        &mut self,
        kind: ConvertKind,
        operand: ir::ExprId,
        ty: TypeId,
        span: Span,
    ) -> ir::ExprId {
        self.emit(ExprKind::Convert { kind, operand }, ty, span)
    }

    /// A list of expressions (arguments, parts) of the function being checked.
    pub(crate) fn expr_list(
        &mut self,
        items: impl IntoIterator<Item = ir::ExprId>,
    ) -> ir::ExprList {
        self.state
            .func
            .as_mut()
            .expect("expressions are lowered inside a function")
            .func
            .add_list(items)
    }

    /// Keeps `lanes` for a vector lvalue of the function being checked.
    pub(crate) fn lane_set(&mut self, lanes: ir::Lanes) -> LaneSet {
        let sets = &mut self
            .state
            .func
            .as_mut()
            .expect("vector lvalues occur inside a function")
            .lane_sets;
        sets.push(lanes);
        LaneSet(sets.len() as u32 - 1)
    }

    pub(crate) fn lanes(&self, set: LaneSet) -> ir::Lanes {
        self.state
            .func
            .as_ref()
            .expect("inside a function")
            .lane_sets[set.0 as usize]
    }

    pub(crate) fn ir_expr(&self, id: ir::ExprId) -> &ir::Expr {
        self.state
            .func
            .as_ref()
            .expect("inside a function")
            .func
            .expr(id)
    }

    pub(crate) fn int_literal(&mut self, scalar: Scalar, value: u64, span: Span) -> ir::ExprId {
        let ty = self.state.module.types.scalar(scalar);
        self.emit(ExprKind::Literal(Literal::Int(value)), ty, span)
    }

    /// Loads lvalues, decays arrays to pointers to their first element.
    #[inline]
    pub(crate) fn rvalue(&mut self, v: Value, span: Span) -> Value {
        match v.place {
            Place::RValue => v,
            _ => self.load_place(v, span),
        }
    }

    /// [`Self::rvalue`] of an lvalue, out of line: most values are rvalues already.
    #[inline(never)]
    fn load_place(&mut self, v: Value, span: Span) -> Value {
        match v.place {
            Place::RValue => v,
            Place::LValue { space, quals } => {
                if let Type::Array { elem, .. } = self.ty(v.ty) {
                    let zero = self.int_literal(Scalar::Int, 0, span);
                    let ptr_ty = self.state.module.types.intern(Type::Pointer {
                        pointee: elem,
                        space,
                        qualifiers: ir::PointeeQualifiers {
                            is_const: quals.is_const,
                            is_volatile: quals.is_volatile,
                            is_restrict: false,
                        },
                    });
                    let expr = self.emit(
                        ExprKind::ElementPtr {
                            base: v.expr,
                            index: zero,
                        },
                        ptr_ty,
                        span,
                    );
                    return Value::rvalue(expr, ptr_ty);
                }
                if let Type::Atomic(_) = self.ty(v.ty) {
                    return self.load_atomic(v, span);
                }
                if !self.state.extensions.fp16
                    && self.state.module.types.scalar_of(v.ty) == Some(Scalar::Half)
                {
                    let name = self.type_name(v.ty);
                    self.error(span, format!("loading directly from pointer to type '{name}' requires cl_khr_fp16. Use vector data load builtin functions instead"));
                }
                let expr = self.emit(ExprKind::Load(v.expr), v.ty, span);
                Value::rvalue(expr, v.ty)
            }
            Place::Lanes { lanes, .. } => {
                let lanes = self.lanes(lanes);
                let ptr_ty = self.ir_expr(v.expr).ty;
                let vector_ty = self
                    .state
                    .module
                    .types
                    .pointee(ptr_ty)
                    .map_or(ptr_ty, |(p, _)| p);
                let whole = self.emit(ExprKind::Load(v.expr), vector_ty, span);
                let expr = self.emit(
                    ExprKind::Swizzle {
                        vector: whole,
                        lanes,
                    },
                    v.ty,
                    span,
                );
                Value::rvalue(expr, v.ty)
            }
        }
    }

    /// The object a pointer value points to, as an lvalue (`*p`, `p->f`, `p[i]` after the offset);
    /// `None` when the value is not a pointer.
    pub(crate) fn pointee_lvalue(&self, p: Value) -> Option<Value> {
        match self.ty(p.ty) {
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                let quals = Quals {
                    is_const: qualifiers.is_const,
                    is_volatile: qualifiers.is_volatile,
                };
                Some(Value {
                    expr: p.expr,
                    ty: pointee,
                    place: Place::LValue { space, quals },
                })
            }
            _ => None,
        }
    }

    pub(crate) fn is_arithmetic(&self, ty: TypeId) -> bool {
        matches!(self.ty(ty), Type::Scalar(_) | Type::Vector { .. })
    }

    pub(crate) fn is_scalar(&self, ty: TypeId) -> bool {
        matches!(self.ty(ty), Type::Scalar(_))
    }

    /// A numeric conversion of `v` to `to` (same lane count), or `v` itself when the types match.
    pub(crate) fn numeric(&mut self, v: Value, to: TypeId, span: Span) -> Value {
        if v.ty == to {
            return v;
        }
        if let Some(folded) = self.fold_literal_conversion(v.expr, to, span) {
            return Value::rvalue(folded, to);
        }
        let kind = ConvertKind::Numeric {
            saturate: false,
            rounding: Rounding::Default,
        };
        let expr = self.emit_convert(kind, v.expr, to, span);
        Value::rvalue(expr, to)
    }

    /// Converts a scalar literal at compile time (`2` used as a float is the literal `2.0f`), so the
    /// IR and the SPIR-V carry constants rather than conversions of constants.
    fn fold_literal_conversion(
        &mut self,
        expr: ir::ExprId,
        to: TypeId,
        span: Span,
    ) -> Option<ir::ExprId> {
        let e = self.ir_expr(expr);
        let (&ExprKind::Literal(lit), Type::Scalar(from)) = (&e.kind, self.ty(e.ty)) else {
            return None;
        };
        let Type::Scalar(target) = self.ty(to) else {
            return None;
        };
        let as_int = |bits: u64| -> i128 {
            if from.is_signed() {
                let shift = 64 - from.bits();
                (((bits << shift) as i64) >> shift) as i128
            } else {
                bits as i128
            }
        };
        let folded = match (lit, target) {
            (Literal::Int(v), Scalar::Bool) => Literal::Bool(v != 0),
            (Literal::Bool(b), t) if t.is_float() => Literal::Float(b as u8 as f64),
            (Literal::Bool(b), _) => Literal::Int(b as u64),
            (Literal::Int(v), Scalar::Float) => Literal::Float(if from.is_signed() {
                as_int(v) as i64 as f32
            } else {
                v as f32
            } as f64),
            (Literal::Int(v), t) if t.is_float() => Literal::Float(if from.is_signed() {
                as_int(v) as i64 as f64
            } else {
                v as f64
            }),
            (Literal::Int(v), t) => {
                let value = as_int(v) as u64;
                Literal::Int(if t.bits() == 64 {
                    value
                } else {
                    value & ((1u64 << t.bits()) - 1)
                })
            }
            (Literal::Float(f), Scalar::Float) => Literal::Float(f as f32 as f64),
            (Literal::Float(f), Scalar::Double) => Literal::Float(f),
            // Float to integer, half and bool conversions have edge cases (range, rounding)
            // the backend implements once; leave them as conversions.
            _ => return None,
        };
        Some(self.emit(ExprKind::Literal(folded), to, span))
    }

    /// A scalar converted to the lane type of `vector` and splatted.
    pub(crate) fn splat(&mut self, v: Value, vector: TypeId, span: Span) -> Value {
        let lane = self
            .state
            .module
            .types
            .scalar_of(vector)
            .expect("vector type");
        let lane_ty = self.state.module.types.scalar(lane);
        let scalar = self.numeric(v, lane_ty, span);
        let expr = self.emit_convert(ConvertKind::Splat, scalar.expr, vector, span);
        Value::rvalue(expr, vector)
    }

    /// C's integer promotions: bool, char and short (signed or not) become int.
    pub(crate) fn promoted_scalar(s: Scalar) -> Scalar {
        match s {
            Scalar::Bool | Scalar::Char | Scalar::Uchar | Scalar::Short | Scalar::Ushort => {
                Scalar::Int
            }
            other => other,
        }
    }

    pub(crate) fn promote(&mut self, v: Value, span: Span) -> Value {
        match self.ty(v.ty) {
            Type::Scalar(s) if Self::promoted_scalar(s) != s => {
                let int = self.state.module.types.scalar(Scalar::Int);
                self.numeric(v, int, span)
            }
            _ => v,
        }
    }

    /// An operand the IR wants an integer for (an index, a pointer offset, an integer compared
    /// with a pointer): a `bool` becomes an `int` (0 or 1), as C's promotions make it; other
    /// types are unchanged.
    pub(crate) fn int_from_bool(&mut self, v: Value, span: Span) -> Value {
        match self.ty(v.ty) {
            Type::Scalar(Scalar::Bool) => self.promote(v, span),
            _ => v,
        }
    }

    /// The common type of two arithmetic scalars (C99 6.3.1.8 with OpenCL's sizes).
    pub(crate) fn common_scalar(a: Scalar, b: Scalar) -> Scalar {
        for f in [Scalar::Double, Scalar::Float, Scalar::Half] {
            if a == f || b == f {
                return f;
            }
        }
        let (a, b) = (Self::promoted_scalar(a), Self::promoted_scalar(b));
        if a == b {
            return a;
        }
        let rank = |s: Scalar| s.size();
        match (a.is_signed(), b.is_signed()) {
            (true, true) | (false, false) => {
                if rank(a) >= rank(b) {
                    a
                } else {
                    b
                }
            }
            _ => {
                let (signed, unsigned) = if a.is_signed() { (a, b) } else { (b, a) };
                if rank(unsigned) >= rank(signed) {
                    unsigned
                } else {
                    // The signed type is wider and so holds every value of the unsigned one.
                    signed
                }
            }
        }
    }

    /// Brings two arithmetic operands to one type: the usual arithmetic conversions for scalars;
    /// for vectors, the scalar operand is converted to the lane type and widened, and two vectors
    /// must have the same type. Returns `None` after reporting an error.
    pub(crate) fn usual_arithmetic(
        &mut self,
        a: Value,
        b: Value,
        span: Span,
    ) -> Option<(Value, Value, TypeId)> {
        let (ta, tb) = (self.ty(a.ty), self.ty(b.ty));
        match (ta, tb) {
            (Type::Scalar(sa), Type::Scalar(sb)) => {
                let common = self.state.module.types.scalar(Self::common_scalar(sa, sb));
                let a = self.numeric(a, common, span);
                let b = self.numeric(b, common, span);
                Some((a, b, common))
            }
            (Type::Vector { scalar: lane, .. }, Type::Scalar(s)) => {
                self.check_scalar_rank(a.ty, s, lane, span)?;
                let b = self.splat(b, a.ty, span);
                Some((a, b, a.ty))
            }
            (Type::Scalar(s), Type::Vector { scalar: lane, .. }) => {
                self.check_scalar_rank(b.ty, s, lane, span)?;
                let a = self.splat(a, b.ty, span);
                Some((a, b, b.ty))
            }
            (Type::Vector { .. }, Type::Vector { .. }) if a.ty == b.ty => Some((a, b, a.ty)),
            _ => {
                let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                let message = match (ta, tb) {
                    (Type::Vector { .. }, Type::Vector { .. }) => {
                        format!("implicit conversions between vector types ('{na}' and '{nb}') are not permitted")
                    }
                    _ => format!("invalid operands to binary expression ('{na}' and '{nb}')"),
                };
                self.error(span, message);
                None
            }
        }
    }

    /// OpenCL converts the scalar operand of a vector operation to the lane type only when that
    /// loses nothing: a scalar of greater rank (a float for an integer vector, a wider type) is an
    /// error, as in clang.
    fn check_scalar_rank(
        &mut self,
        vector: TypeId,
        scalar: Scalar,
        lane: Scalar,
        span: Span,
    ) -> Option<()> {
        // clang's integer order: wider is greater, and at equal width unsigned is greater.
        let rank = |s: Scalar| {
            if s.is_float() {
                100 + s.size()
            } else {
                2 * s.size() + u32::from(!s.is_signed())
            }
        };
        if rank(scalar) > rank(lane) {
            let vname = self.type_name(vector);
            self.error(span, format!("scalar operand type has greater rank than the type of the vector element. ('{vname}' and '{}')", scalar.name()));
            return None;
        }
        Some(())
    }

    /// A scalar condition as `bool` (`x != 0`, `p != NULL`).
    pub(crate) fn condition(&mut self, v: Value, span: Span) -> Option<ir::ExprId> {
        let v = self.rvalue(v, span);
        let bool_ty = self.state.module.types.scalar(Scalar::Bool);
        // A comparison or logical operator already produced a bool that sema widened to C's int:
        // test the bool itself.
        if let ExprKind::Convert {
            kind: ConvertKind::Numeric {
                saturate: false, ..
            },
            operand,
        } = self.ir_expr(v.expr).kind
        {
            if self.ir_expr(operand).ty == bool_ty {
                return Some(operand);
            }
        }
        match self.ty(v.ty) {
            Type::Scalar(Scalar::Bool) => Some(v.expr),
            Type::Scalar(_) => Some(self.numeric(v, bool_ty, span).expr),
            Type::Pointer { .. } => {
                let ulong = self.state.module.types.scalar(Scalar::Ulong);
                let as_int = self.emit_convert(ConvertKind::PtrToInt, v.expr, ulong, span);
                let zero = self.int_literal(Scalar::Ulong, 0, span);
                Some(self.emit(
                    ExprKind::Binary {
                        op: ir::BinaryOp::Ne,
                        lhs: as_int,
                        rhs: zero,
                    },
                    bool_ty,
                    span,
                ))
            }
            _ => {
                let name = self.type_name(v.ty);
                self.error(
                    span,
                    format!("statement requires expression of scalar type ('{name}' invalid)"),
                );
                None
            }
        }
    }

    /// Whether `expr` is an integer constant zero (a null pointer constant).
    pub(crate) fn is_null_constant(&self, expr: ir::ExprId) -> bool {
        let e = self.ir_expr(expr);
        match &e.kind {
            ExprKind::Literal(Literal::Int(0)) => true,
            ExprKind::Convert {
                kind: ConvertKind::Numeric { .. } | ConvertKind::IntToPtr | ConvertKind::Bitcast,
                operand,
            } => self.is_null_constant(*operand),
            _ => false,
        }
    }

    /// The implicit conversion of assignment, initialization, argument passing and return.
    pub(crate) fn implicit(
        &mut self,
        v: Value,
        to: TypeId,
        span: Span,
        context: ConvContext,
    ) -> Option<ir::ExprId> {
        let v = self.rvalue(v, span);
        if v.ty == to {
            return Some(v.expr);
        }
        let (from_t, to_t) = (self.ty(v.ty), self.ty(to));
        match (from_t, to_t) {
            (Type::Scalar(_), Type::Scalar(_)) => Some(self.numeric(v, to, span).expr),
            // `event_t e = 0;` and a `0` event argument: the null event. (Assigning 0 is an
            // error, as in clang.)
            (Type::Scalar(s), Type::Event)
                if s.is_integer()
                    && matches!(context, ConvContext::Initialize | ConvContext::Pass)
                    && self.is_null_constant(v.expr) =>
            {
                Some(self.emit(ExprKind::Composite(ir::ExprList::default()), to, span))
            }
            (Type::Scalar(_), Type::Vector { .. }) => Some(self.splat(v, to, span).expr),
            // A null pointer constant (`0`, `(void *)0`, `NULL`) converts to any pointer type.
            (Type::Pointer { .. } | Type::Scalar(_), Type::Pointer { .. })
                if self.is_null_constant(v.expr) =>
            {
                let zero = self.int_literal(Scalar::Ulong, 0, span);
                Some(self.emit_convert(ConvertKind::IntToPtr, zero, to, span))
            }
            (
                Type::Pointer {
                    pointee: fp,
                    space: fs,
                    qualifiers: fq,
                },
                Type::Pointer {
                    pointee: tp,
                    space: ts,
                    qualifiers: tq,
                },
            ) => {
                let same_space = fs == ts;
                let to_generic = ts == AddressSpace::Generic
                    && fs != AddressSpace::Constant
                    && fs != AddressSpace::Generic;
                if !same_space && !to_generic {
                    let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                    let conversion = conversion_phrase(context, &nf, &nt, true);
                    self.error(
                        span,
                        format!("{conversion} changes address space of pointer"),
                    );
                    return None;
                }
                let void = matches!(self.ty(fp), Type::Void) || matches!(self.ty(tp), Type::Void);
                if fp != tp && !void {
                    let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                    self.warning(
                        span,
                        format!(
                            "incompatible pointer types {}",
                            conversion_phrase(context, &nf, &nt, false)
                        ),
                    );
                }
                if (fq.is_const && !tq.is_const) || (fq.is_volatile && !tq.is_volatile) {
                    let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                    self.warning(
                        span,
                        format!(
                            "{} discards qualifiers",
                            conversion_phrase(context, &nf, &nt, false)
                        ),
                    );
                }
                let kind = if same_space {
                    ConvertKind::Bitcast
                } else {
                    ConvertKind::AddressSpace
                };
                Some(self.emit_convert(kind, v.expr, to, span))
            }
            (Type::Scalar(s), Type::Pointer { .. })
                if s.is_integer() && self.is_null_constant(v.expr) =>
            {
                Some(self.emit_convert(ConvertKind::IntToPtr, v.expr, to, span))
            }
            (Type::Scalar(_), Type::Pointer { .. }) | (Type::Pointer { .. }, Type::Scalar(_)) => {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                let what = if matches!(to_t, Type::Pointer { .. }) {
                    "integer to pointer"
                } else {
                    "pointer to integer"
                };
                self.error(
                    span,
                    format!(
                        "incompatible {what} conversion {}",
                        conversion_phrase(context, &nf, &nt, false)
                    ),
                );
                None
            }
            _ => {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                let message = match context {
                    ConvContext::Assign => {
                        format!("assigning to '{nt}' from incompatible type '{nf}'")
                    }
                    ConvContext::Initialize => format!(
                        "initializing '{nt}' with an expression of incompatible type '{nf}'"
                    ),
                    ConvContext::Pass => {
                        format!("passing '{nf}' to parameter of incompatible type '{nt}'")
                    }
                    ConvContext::Return => format!(
                        "returning '{nf}' from a function with incompatible result type '{nt}'"
                    ),
                };
                self.error(span, message);
                None
            }
        }
    }
}

/// How clang's conversion diagnostics name a conversion of a `from` value to a `to` type in each
/// context. An address-space change spells an assignment as "assigning 'from' to 'to'".
fn conversion_phrase(c: ConvContext, from: &str, to: &str, address_space: bool) -> String {
    match c {
        ConvContext::Assign if address_space => format!("assigning '{from}' to '{to}'"),
        ConvContext::Assign => format!("assigning to '{to}' from '{from}'"),
        ConvContext::Initialize => {
            format!("initializing '{to}' with an expression of type '{from}'")
        }
        ConvContext::Pass => format!("passing '{from}' to parameter of type '{to}'"),
        ConvContext::Return => {
            format!("returning '{from}' from a function with result type '{to}'")
        }
    }
}
