//! Integer constant expressions (array sizes, case labels, enumerators, attribute arguments),
//! evaluated on the AST as C defines them.

use super::{Binding, FunctionState, Quals, Sema};
use crate::ast::{self, BinaryOp, ExprKind, UnaryOp};
use crate::ir::{Scalar, TempId, Type, TypeId};
use crate::literal::{self, IntLiteralType, NumberLiteral};

const NOT_CONSTANT: &str = "expression is not an integer constant expression";

/// An integer constant and its C type after the integer promotions (`int`, `uint`, `long` or
/// `ulong`); `value` holds the value as that type has it (a `uint` zero-extended, a `ulong` as
/// its bits).
#[derive(Clone, Copy, Debug)]
struct CInt {
    scalar: Scalar,
    value: i64,
}

impl CInt {
    fn new(scalar: Scalar, value: i64) -> CInt {
        let scalar = CInt::promoted(scalar);
        let value = integer_value(scalar, value).unwrap_or(value);
        CInt { scalar, value }
    }

    fn int(value: i64) -> CInt {
        CInt::new(Scalar::Int, value)
    }

    /// A `size_t` (`sizeof`, `_Alignof`).
    fn size(value: i64) -> CInt {
        CInt::new(Scalar::Ulong, value)
    }

    fn promoted(s: Scalar) -> Scalar {
        match s {
            Scalar::Uint | Scalar::Long | Scalar::Ulong => s,
            _ => Scalar::Int,
        }
    }

    /// The usual arithmetic conversions of two promoted integer types.
    fn common(a: Scalar, b: Scalar) -> Scalar {
        match (a, b) {
            _ if a == b => a,
            (Scalar::Ulong, _) | (_, Scalar::Ulong) => Scalar::Ulong,
            (Scalar::Long, _) | (_, Scalar::Long) => Scalar::Long,
            _ => Scalar::Uint,
        }
    }
}

/// `v` converted to the integer (or `bool`) scalar `s`; `None` for floating types.
fn integer_value(s: Scalar, v: i64) -> Option<i64> {
    if s == Scalar::Bool {
        return Some((v != 0) as i64);
    }
    if !s.is_integer() {
        return None;
    }
    let bits = s.bits();
    Some(if bits == 64 {
        v
    } else if s.is_signed() {
        (v << (64 - bits)) >> (64 - bits)
    } else {
        v & ((1i64 << bits) - 1)
    })
}

impl Sema<'_> {
    /// `value` as a constant of type `ty` (an integer or enum type; `int` otherwise).
    fn typed(&self, ty: TypeId, value: i64) -> CInt {
        match self.ty(ty) {
            Type::Scalar(s) if s.is_integer() => CInt::new(s, value),
            _ => CInt::int(value),
        }
    }

    /// The value a variable stands for in integer constant expressions, if it has one: as in
    /// clang for OpenCL C (and C++), a non-volatile `const` (or `constant`) variable of integer
    /// type whose initializer is an integer constant expression (`constant int N = 4;` sizes
    /// arrays and labels cases).
    pub(crate) fn constant_variable_value(
        &mut self,
        ty: TypeId,
        quals: Quals,
        in_constant_space: bool,
        init: Option<&ast::Initializer>,
    ) -> Option<i64> {
        if !(quals.is_const || in_constant_space) || quals.is_volatile {
            return None;
        }
        let (Type::Scalar(s), Some(ast::Initializer::Expr(e))) = (self.ty(ty), init) else {
            return None;
        };
        if !s.is_integer() && s != Scalar::Bool {
            return None;
        }
        let v = self.eval_silently(*e).ok()?;
        integer_value(s, v)
    }

    /// Evaluates an integer constant expression; reports an error and returns `None` when it is
    /// not one.
    pub(crate) fn const_int(&mut self, id: ast::ExprId) -> Option<i64> {
        match self.eval(id) {
            Ok(v) => Some(v),
            Err(Some(message)) => {
                let span = self.tu[id].span;
                self.error(span, message);
                None
            }
            Err(None) => None,
        }
    }

    /// An attribute's integer argument. An expression that is not an integer constant gets
    /// clang's "NAME attribute requires an integer constant" at the attribute's `name_span`;
    /// other errors in it (an undeclared name) are reported where they are.
    pub(crate) fn attr_const_int(
        &mut self,
        id: ast::ExprId,
        name: &str,
        name_span: crate::source::Span,
    ) -> Option<i64> {
        match self.eval(id) {
            Ok(v) => Some(v),
            Err(Some(message)) if message == NOT_CONSTANT => {
                self.error(
                    name_span,
                    format!("{name} attribute requires an integer constant"),
                );
                None
            }
            Err(Some(message)) => {
                let span = self.tu[id].span;
                self.error(span, message);
                None
            }
            Err(None) => None,
        }
    }

    /// An array's size: an integer constant expression. In a function, an integer that is not
    /// constant would make a variable-length array, and a size of another type is refused as
    /// such (clang's wording for both).
    /// The size is the value as its C type has it: a `ulong` past `i64::MAX` stays positive.
    pub(crate) fn array_size(&mut self, id: ast::ExprId) -> Option<i128> {
        match self.eval_typed(id) {
            Ok(CInt { scalar, value }) if scalar.is_signed() => Some(i128::from(value)),
            Ok(CInt { value, .. }) => Some(i128::from(value as u64)),
            Err(None) => None,
            Err(Some(message)) => {
                let span = self.tu[id].span;
                if message != NOT_CONSTANT || self.state.func.is_none() {
                    self.error(span, message);
                    return None;
                }
                let value = self.expr(id)?;
                match self.ty(value.ty) {
                    Type::Scalar(s) if s.is_integer() || s == Scalar::Bool => {
                        self.error(span, "variable length arrays are not supported in OpenCL");
                    }
                    _ => {
                        let name = self.type_name(value.ty);
                        self.error(span, format!("size of array has non-integer type '{name}'"));
                    }
                }
                None
            }
        }
    }

    /// The value of an integer constant expression, or `Err` without reporting why (for callers
    /// that try several readings of an initializer).
    pub(crate) fn eval_silently(&mut self, id: ast::ExprId) -> Result<i64, ()> {
        // Checking a `sizeof` operand may report on it; the reading that counts reports again.
        let checkpoint = self.diags.checkpoint();
        let value = self.eval(id).map_err(|_| ());
        self.diags.rollback(checkpoint);
        value
    }

    /// `Err(Some(msg))`: not a constant, report `msg`; `Err(None)`: already reported.
    fn eval(&mut self, id: ast::ExprId) -> Result<i64, Option<String>> {
        self.eval_typed(id).map(|c| c.value)
    }

    /// [`Self::eval`] with the C type of the value, which decides how operators apply to it
    /// (`(ulong)-1 > 0`, unsigned division and right shift).
    fn eval_typed(&mut self, id: ast::ExprId) -> Result<CInt, Option<String>> {
        crate::stack::grow(|| self.eval_typed_unguarded(id))
    }

    fn eval_typed_unguarded(&mut self, id: ast::ExprId) -> Result<CInt, Option<String>> {
        let not_constant = || Some(NOT_CONSTANT.to_string());
        let expr = &self.tu[id];
        match &expr.kind {
            ExprKind::Number(sym) => match self.number_literal(*sym) {
                Ok(NumberLiteral::Int {
                    value,
                    suffix,
                    radix,
                }) => {
                    let scalar = match literal::int_literal_type(value, suffix, radix).0 {
                        IntLiteralType::Int => Scalar::Int,
                        IntLiteralType::UInt => Scalar::Uint,
                        IntLiteralType::Long => Scalar::Long,
                        IntLiteralType::ULong => Scalar::Ulong,
                    };
                    Ok(CInt::new(scalar, value as i64))
                }
                Ok(NumberLiteral::Float { .. }) => Err(not_constant()),
                Err(e) => Err(Some(e.to_string())),
            },
            ExprKind::Char(sym) => literal::decode_char(self.name(*sym))
                .map(|c| CInt::int(c.value))
                .map_err(|e| Some(e.to_string())),
            ExprKind::Bool(b) => Ok(CInt::int(i64::from(*b))),
            ExprKind::Paren(inner) => self.eval_typed(*inner),
            ExprKind::Ident(name) => match self.lookup(*name) {
                Some(Binding::EnumConstant { value, ty }) => Ok(self.typed(ty, value)),
                Some(Binding::Global { global, ty, .. }) => {
                    let value = self.state.const_globals.get(&global).copied();
                    value.map(|v| self.typed(ty, v)).ok_or_else(not_constant)
                }
                Some(Binding::Local { local, ty, .. }) => {
                    let value = self.state.const_locals.get(&local).copied();
                    value.map(|v| self.typed(ty, v)).ok_or_else(not_constant)
                }
                None => {
                    let text = self.name(*name);
                    Err(Some(format!("use of undeclared identifier '{text}'")))
                }
                _ => Err(not_constant()),
            },
            ExprKind::Unary { op, operand } => {
                let (op, operand) = (*op, *operand);
                let v = self.eval_typed(operand)?;
                match op {
                    UnaryOp::Plus => Ok(v),
                    UnaryOp::Neg => Ok(CInt::new(v.scalar, v.value.wrapping_neg())),
                    UnaryOp::BitNot => Ok(CInt::new(v.scalar, !v.value)),
                    UnaryOp::Not => Ok(CInt::int((v.value == 0) as i64)),
                    _ => Err(not_constant()),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let a = self.eval_typed(lhs)?;
                // && and || do not evaluate the right side when the left decides.
                match op {
                    BinaryOp::LogAnd if a.value == 0 => return Ok(CInt::int(0)),
                    BinaryOp::LogOr if a.value != 0 => return Ok(CInt::int(1)),
                    _ => {}
                }
                let b = self.eval_typed(rhs)?;
                if let BinaryOp::Shl | BinaryOp::Shr = op {
                    // The result has the (promoted) left operand's type.
                    let shift = b.value as u32;
                    let value = match (op, a.scalar.is_signed()) {
                        (BinaryOp::Shl, _) => a.value.wrapping_shl(shift),
                        (_, true) => a.value.wrapping_shr(shift),
                        (_, false) => (a.value as u64).wrapping_shr(shift) as i64,
                    };
                    return Ok(CInt::new(a.scalar, value));
                }
                // The usual arithmetic conversions; unsigned values compare and divide as such.
                let common = CInt::common(a.scalar, b.scalar);
                let (a, b) = (CInt::new(common, a.value), CInt::new(common, b.value));
                let unsigned = !common.is_signed();
                let (a, b) = (a.value, b.value);
                let (ua, ub) = (a as u64, b as u64);
                let compare = |signed: bool, unsigned_result: bool| {
                    CInt::int(i64::from(if unsigned { unsigned_result } else { signed }))
                };
                let arithmetic = |v: i64| CInt::new(common, v);
                Ok(match op {
                    BinaryOp::Add => arithmetic(a.wrapping_add(b)),
                    BinaryOp::Sub => arithmetic(a.wrapping_sub(b)),
                    BinaryOp::Mul => arithmetic(a.wrapping_mul(b)),
                    BinaryOp::Div | BinaryOp::Rem if b == 0 => {
                        return Err(Some(format!(
                            "{} by zero is undefined",
                            if op == BinaryOp::Div {
                                "division"
                            } else {
                                "remainder"
                            }
                        )))
                    }
                    BinaryOp::Div if unsigned => arithmetic((ua / ub) as i64),
                    BinaryOp::Rem if unsigned => arithmetic((ua % ub) as i64),
                    BinaryOp::Div => arithmetic(a.wrapping_div(b)),
                    BinaryOp::Rem => arithmetic(a.wrapping_rem(b)),
                    BinaryOp::Lt => compare(a < b, ua < ub),
                    BinaryOp::Gt => compare(a > b, ua > ub),
                    BinaryOp::Le => compare(a <= b, ua <= ub),
                    BinaryOp::Ge => compare(a >= b, ua >= ub),
                    BinaryOp::Eq => CInt::int((a == b) as i64),
                    BinaryOp::Ne => CInt::int((a != b) as i64),
                    BinaryOp::BitAnd => arithmetic(a & b),
                    BinaryOp::BitXor => arithmetic(a ^ b),
                    BinaryOp::BitOr => arithmetic(a | b),
                    BinaryOp::LogAnd | BinaryOp::LogOr => CInt::int((b != 0) as i64),
                    BinaryOp::Shl | BinaryOp::Shr | BinaryOp::Comma => return Err(not_constant()),
                })
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                let (c, t, e) = (*cond, *then_expr, *else_expr);
                if self.eval(c)? != 0 {
                    self.eval_typed(t)
                } else {
                    self.eval_typed(e)
                }
            }
            ExprKind::Cast { ty, expr } => {
                let inner = *expr;
                let (target, _) = self.resolve_type_name(&self.tu[*ty]);
                let v = self.eval(inner)?;
                match self.ty(target) {
                    Type::Scalar(s) => integer_value(s, v)
                        .map(|v| CInt::new(CInt::promoted(s), v))
                        .ok_or_else(not_constant),
                    _ => Err(not_constant()),
                }
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                let is_size = matches!(expr.kind, ExprKind::SizeofType(_));
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                let types = &self.state.module.types;
                Ok(CInt::size(if is_size {
                    types.size_of(ty) as i64
                } else {
                    types.align_of(ty) as i64
                }))
            }
            ExprKind::VecStepType(t) => {
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                match self.state.module.types.vec_step(ty) {
                    Some(n) => Ok(CInt::int(n as i64)),
                    None => Err(Some(self.vec_step_misuse(ty))),
                }
            }
            ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_) | ExprKind::VecStepExpr(_) => {
                if self.state.func.is_some() {
                    self.folded_operator(id)
                } else {
                    // At program scope the operand is checked in a scratch function, only for
                    // its type: `sizeof`'s operand is never evaluated.
                    let void = self.state.module.types.void();
                    self.state.func = Some(FunctionState {
                        // No function has this handle yet, so no call is a recursive one.
                        id: self.state.module.functions.next_handle(),
                        source_name: None,
                        func: Box::new(super::decl::placeholder(String::new(), void)),
                        is_kernel: false,
                        ret: void,
                        loop_depth: 0,
                        switch_depth: 0,
                        next_temp: TempId::new(0),
                        block_depth: 0,
                        lane_sets: Vec::new(),
                    });
                    let value = self.folded_operator(id);
                    self.state.func = None;
                    value
                }
            }
            ExprKind::Error => Err(None),
            _ => Err(not_constant()),
        }
    }

    /// The value of `sizeof`, `_Alignof` or `vec_step` of an expression, which sema folds to a
    /// literal once it knows the operand's type.
    fn folded_operator(&mut self, id: ast::ExprId) -> Result<CInt, Option<String>> {
        let value = self.expr(id).ok_or(None)?;
        match self
            .state
            .func
            .as_ref()
            .and_then(|f| f.func.exprs.get(value.expr))
        {
            Some(ir_expr) => match ir_expr.kind {
                crate::ir::ExprKind::Literal(crate::ir::Literal::Int(v)) => {
                    Ok(self.typed(ir_expr.ty, v as i64))
                }
                _ => Err(Some(NOT_CONSTANT.to_string())),
            },
            None => Err(Some(NOT_CONSTANT.to_string())),
        }
    }
}
