//! Integer constant expressions (array sizes, case labels, enumerators, attribute arguments),
//! evaluated on the AST as C defines them.

use super::{Binding, Sema};
use crate::ast::{self, BinaryOp, ExprKind, UnaryOp};
use crate::ir::Type;
use crate::literal::{self, NumberLiteral};

const NOT_INTEGER_CONSTANT: &str = "expression is not an integer constant expression";

impl Sema<'_> {
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
            Err(Some(message)) if message == NOT_INTEGER_CONSTANT => {
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

    /// The value of an integer constant expression, or `Err` without reporting why (for callers
    /// that try several readings of an initializer).
    pub(crate) fn eval_silently(&mut self, id: ast::ExprId) -> Result<i64, ()> {
        self.eval(id).map_err(|_| ())
    }

    /// `Err(Some(msg))`: not a constant, report `msg`; `Err(None)`: already reported.
    fn eval(&mut self, id: ast::ExprId) -> Result<i64, Option<String>> {
        let not_constant = || Some(NOT_INTEGER_CONSTANT.to_string());
        let expr = &self.tu[id];
        match &expr.kind {
            ExprKind::Number(sym) => match self.number_literal(*sym) {
                Ok(NumberLiteral::Int { value, .. }) => Ok(value as i64),
                Ok(NumberLiteral::Float { .. }) => Err(not_constant()),
                Err(e) => Err(Some(e.to_string())),
            },
            ExprKind::Char(sym) => literal::decode_char(self.name(*sym))
                .map(|c| c.value)
                .map_err(|e| Some(e.to_string())),
            ExprKind::Paren(inner) => self.eval(*inner),
            ExprKind::Ident(name) => match self.lookup(*name) {
                Some(Binding::EnumConstant { value, .. }) => Ok(value),
                None => {
                    let text = self.name(*name);
                    Err(Some(format!("use of undeclared identifier '{text}'")))
                }
                _ => Err(not_constant()),
            },
            ExprKind::Unary { op, operand } => {
                let (op, operand) = (*op, *operand);
                let v = self.eval(operand)?;
                match op {
                    UnaryOp::Plus => Ok(v),
                    UnaryOp::Neg => Ok(v.wrapping_neg()),
                    UnaryOp::BitNot => Ok(!v),
                    UnaryOp::Not => Ok((v == 0) as i64),
                    _ => Err(not_constant()),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let a = self.eval(lhs)?;
                // && and || do not evaluate the right side when the left decides.
                match op {
                    BinaryOp::LogAnd if a == 0 => return Ok(0),
                    BinaryOp::LogOr if a != 0 => return Ok(1),
                    _ => {}
                }
                let b = self.eval(rhs)?;
                Ok(match op {
                    BinaryOp::Add => a.wrapping_add(b),
                    BinaryOp::Sub => a.wrapping_sub(b),
                    BinaryOp::Mul => a.wrapping_mul(b),
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
                    BinaryOp::Div => a.wrapping_div(b),
                    BinaryOp::Rem => a.wrapping_rem(b),
                    BinaryOp::Shl => a.wrapping_shl(b as u32),
                    BinaryOp::Shr => a.wrapping_shr(b as u32),
                    BinaryOp::Lt => (a < b) as i64,
                    BinaryOp::Gt => (a > b) as i64,
                    BinaryOp::Le => (a <= b) as i64,
                    BinaryOp::Ge => (a >= b) as i64,
                    BinaryOp::Eq => (a == b) as i64,
                    BinaryOp::Ne => (a != b) as i64,
                    BinaryOp::BitAnd => a & b,
                    BinaryOp::BitXor => a ^ b,
                    BinaryOp::BitOr => a | b,
                    BinaryOp::LogAnd | BinaryOp::LogOr => (b != 0) as i64,
                    BinaryOp::Comma => return Err(not_constant()),
                })
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                let (c, t, e) = (*cond, *then_expr, *else_expr);
                if self.eval(c)? != 0 {
                    self.eval(t)
                } else {
                    self.eval(e)
                }
            }
            ExprKind::Cast { ty, expr } => {
                let inner = *expr;
                let (target, _) = self.resolve_type_name(&self.tu[*ty]);
                let v = self.eval(inner)?;
                match self.ty(target) {
                    Type::Scalar(s) if s.is_integer() => {
                        let bits = s.bits();
                        if bits == 64 {
                            Ok(v)
                        } else if s.is_signed() {
                            Ok((v << (64 - bits)) >> (64 - bits))
                        } else {
                            Ok(v & ((1i64 << bits) - 1))
                        }
                    }
                    Type::Scalar(crate::ir::Scalar::Bool) => Ok((v != 0) as i64),
                    _ => Err(not_constant()),
                }
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                let is_size = matches!(expr.kind, ExprKind::SizeofType(_));
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                let types = &self.state.module.types;
                Ok(if is_size {
                    types.size_of(ty) as i64
                } else {
                    types.align_of(ty) as i64
                })
            }
            ExprKind::VecStepType(t) => {
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                match self.state.module.types.vec_step(ty) {
                    Some(n) => Ok(n as i64),
                    None => Err(Some(self.vec_step_misuse(ty))),
                }
            }
            ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_) | ExprKind::VecStepExpr(_)
                if self.state.func.is_some() =>
            {
                let value = self.expr(id).ok_or(None)?;
                match self
                    .state
                    .func
                    .as_ref()
                    .and_then(|f| f.func.exprs.get(value.expr.0 as usize))
                {
                    Some(ir_expr) => match ir_expr.kind {
                        crate::ir::ExprKind::Literal(crate::ir::Literal::Int(v)) => Ok(v as i64),
                        _ => Err(not_constant()),
                    },
                    None => Err(not_constant()),
                }
            }
            ExprKind::Error => Err(None),
            _ => Err(not_constant()),
        }
    }
}
