//! Expressions: names, literals, operators, casts, vector literals, swizzles, calls.

use super::conv::{ConvContext, Place, Value};
use super::{Binding, Quals, Sema};
use crate::ast::{self, BinaryOp as AstBinary, ExprKind as Ast, UnaryOp as AstUnary};
use crate::ir::{
    self, AddressSpace, BinaryOp, ConvertKind, ExprKind, Literal, PointeeQualifiers, Rounding,
    Scalar, Type, TypeId, UnaryOp,
};
use crate::literal::{self, FloatSuffix, IntLiteralType, NumberLiteral};
use crate::source::Span;

impl Sema<'_> {
    /// Checks and lowers an expression; `None` means an error was reported.
    pub(crate) fn expr(&mut self, id: ast::ExprId) -> Option<Value> {
        // Checking (and later lowering and printing) recurses once per nesting level; past this
        // depth the stack the compiler reserves could run out, so the expression is refused.
        const MAX_DEPTH: u32 = 32_000;
        if self.expr_depth >= MAX_DEPTH {
            let span = self.tu[id].span;
            self.error(span, format!("expression is nested too deeply (the limit is {MAX_DEPTH} levels)"));
            return None;
        }
        self.expr_depth += 1;
        let result = self.expr_unguarded(id);
        self.expr_depth -= 1;
        result
    }

    fn expr_unguarded(&mut self, id: ast::ExprId) -> Option<Value> {
        let span = self.tu[id].span;
        match &self.tu[id].kind {
            Ast::Ident(name) => self.name_expr(*name, span),
            Ast::Number(sym) => self.number(*sym, span),
            Ast::Char(sym) => match literal::decode_char(self.name(*sym)) {
                Ok(c) => {
                    let e = self.int_literal(Scalar::Int, c.value as u64, span);
                    Some(Value::rvalue(e, self.module.types.scalar(Scalar::Int)))
                }
                Err(e) => {
                    self.error(span, e.to_string());
                    None
                }
            },
            Ast::Str(parts) => self.string_literal(parts, span),
            Ast::Paren(inner) => self.expr(*inner),
            Ast::Unary { op, operand } => self.unary(*op, *operand, span),
            Ast::Binary { op, lhs, rhs } => self.binary(*op, *lhs, *rhs, span),
            Ast::Assign { op, lhs, rhs } => self.assign(*op, *lhs, *rhs, span),
            Ast::Conditional {
                cond,
                then_expr,
                else_expr,
            } => self.conditional(*cond, *then_expr, *else_expr, span),
            Ast::Cast { ty, expr } => {
                let (to, _) = self.resolve_type_name(ty);
                let v = self.expr(*expr)?;
                self.cast(v, to, span)
            }
            Ast::VectorLiteral { ty, elems, .. } => {
                let (to, _) = self.resolve_type_name(ty);
                self.vector_literal(to, elems, span)
            }
            Ast::CompoundLiteral { ty, init } => {
                let (to, quals) = self.resolve_type_name(ty);
                let local = self.new_local("(compound literal)", to, span);
                let ptr_ty = self.module.types.pointer(to, AddressSpace::Private);
                let ptr = self.emit(ExprKind::LocalAddr(local), ptr_ty, span);
                let init = ast::Initializer::List(init.clone());
                let stores = self.initializer_stores(ptr, to, &init);
                let value = Value {
                    expr: ptr,
                    ty: to,
                    place: Place::LValue {
                        space: AddressSpace::Private,
                        quals,
                    },
                };
                // Evaluate the stores first, then yield the object.
                let mut expr = ptr;
                for s in stores.into_iter().rev() {
                    expr = self.emit(ExprKind::Comma { lhs: s, rhs: expr }, ptr_ty, span);
                }
                Some(Value { expr, ..value })
            }
            Ast::SizeofExpr(e) | Ast::AlignofExpr(e) => {
                let is_size = matches!(self.tu[id].kind, Ast::SizeofExpr(_));
                let v = self.expr(*e)?;
                Some(self.size_or_align(v.ty, is_size, span))
            }
            Ast::SizeofType(t) | Ast::AlignofType(t) => {
                let is_size = matches!(self.tu[id].kind, Ast::SizeofType(_));
                let (ty, _) = self.resolve_type_name(t);
                Some(self.size_or_align(ty, is_size, span))
            }
            Ast::VecStepExpr(e) => {
                let v = self.expr(*e)?;
                Some(self.vec_step(v.ty, span))
            }
            Ast::VecStepType(t) => {
                let (ty, _) = self.resolve_type_name(t);
                Some(self.vec_step(ty, span))
            }
            Ast::Call { callee, args } => self.call(*callee, args, span),
            Ast::Index { base, index } => self.index(*base, *index, span),
            Ast::Member {
                base,
                member,
                arrow,
            } => self.member(*base, *member, *arrow, span),
            Ast::Error => None,
        }
    }

    /// A string literal is an array of `char` in the constant address space (OpenCL C 6.5.3):
    /// it becomes a program-scope constant and the expression is that array.
    fn string_literal(&mut self, parts: &[ast::Ident], span: Span) -> Option<Value> {
        let mut bytes = Vec::new();
        for part in parts {
            match literal::decode_string(self.name(part.name)) {
                Ok(b) => bytes.extend(b),
                Err(e) => {
                    self.error(part.span, e.to_string());
                    return None;
                }
            }
        }
        bytes.push(0);
        let char_ty = self.module.types.scalar(Scalar::Char);
        let ty = self.module.types.intern(Type::Array { elem: char_ty, len: bytes.len() as u64 });
        let global = ir::GlobalId(self.module.globals.len() as u32);
        self.module.globals.push(ir::Global {
            name: format!(".str.{}", global.0),
            ty,
            space: AddressSpace::Constant,
            init: Some(bytes),
            owner: None,
            span,
        });
        let ptr_ty = self.module.types.pointer(ty, AddressSpace::Constant);
        let e = self.emit(ExprKind::GlobalAddr(global), ptr_ty, span);
        // Not const-qualified (as in C), but unwritable all the same: it lives in `constant`.
        let quals = Quals::default();
        Some(Value { expr: e, ty, place: Place::LValue { space: AddressSpace::Constant, quals } })
    }

    /// Checks an expression and loads it.
    pub(crate) fn rvalue_expr(&mut self, id: ast::ExprId) -> Option<Value> {
        let v = self.expr(id)?;
        let span = self.tu[id].span;
        Some(self.rvalue(v, span))
    }

    fn size_or_align(&mut self, ty: TypeId, is_size: bool, span: Span) -> Value {
        if is_size && matches!(self.ty(ty), Type::Void) {
            self.error(
                span,
                "invalid application of 'sizeof' to a void type",
            );
        }
        let types = &self.module.types;
        let n = if is_size {
            types.size_of(ty)
        } else {
            types.align_of(ty) as u64
        };
        let e = self.int_literal(Scalar::Ulong, n, span);
        Value::rvalue(e, self.module.types.scalar(Scalar::Ulong))
    }

    fn vec_step(&mut self, ty: TypeId, span: Span) -> Value {
        let n = match self.ty(ty) {
            Type::Vector { len, .. } => ir::types::storage_lanes(len) as u64,
            Type::Scalar(_) => 1,
            _ => {
                let name = self.type_name(ty);
                self.error(
                    span,
                    format!("'vec_step' requires built-in scalar or vector type, '{name}' invalid"),
                );
                1
            }
        };
        let e = self.int_literal(Scalar::Int, n, span);
        Value::rvalue(e, self.module.types.scalar(Scalar::Int))
    }

    fn name_expr(&mut self, name: crate::token::Symbol, span: Span) -> Option<Value> {
        match self.lookup(name) {
            Some(Binding::Local { local, ty, quals }) => {
                let ptr_ty = self.module.types.pointer(ty, AddressSpace::Private);
                let e = self.emit(ExprKind::LocalAddr(local), ptr_ty, span);
                Some(Value {
                    expr: e,
                    ty,
                    place: Place::LValue {
                        space: AddressSpace::Private,
                        quals,
                    },
                })
            }
            Some(Binding::Param { index, ty, .. }) => {
                let e = self.emit(ExprKind::Param(index), ty, span);
                Some(Value::rvalue(e, ty))
            }
            Some(Binding::Global {
                global,
                ty,
                space,
                quals,
            }) => {
                let ptr_ty = self.module.types.pointer(ty, space);
                let e = self.emit(ExprKind::GlobalAddr(global), ptr_ty, span);
                Some(Value {
                    expr: e,
                    ty,
                    place: Place::LValue { space, quals },
                })
            }
            Some(Binding::EnumConstant { value, ty }) => {
                let e = self.emit(ExprKind::Literal(Literal::Int(value as u64)), ty, span);
                Some(Value::rvalue(e, ty))
            }
            Some(Binding::Function(_)) => {
                self.error(
                    span,
                    "functions can only be called (OpenCL C has no function pointers)",
                );
                None
            }
            Some(Binding::Typedef { .. }) => {
                let text = self.name(name);
                self.error(
                    span,
                    format!("unexpected type name '{text}': expected expression"),
                );
                None
            }
            None => {
                let text = self.name(name);
                self.error(span, format!("use of undeclared identifier '{text}'"));
                None
            }
        }
    }

    fn number(&mut self, sym: crate::token::Symbol, span: Span) -> Option<Value> {
        match literal::parse_number(self.name(sym)) {
            Ok(NumberLiteral::Int {
                value,
                suffix,
                radix,
            }) => {
                let (ty, made_unsigned) = literal::int_literal_type(value, suffix, radix);
                if made_unsigned {
                    self.warning(span, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned");
                }
                let scalar = match ty {
                    IntLiteralType::Int => Scalar::Int,
                    IntLiteralType::UInt => Scalar::Uint,
                    IntLiteralType::Long => Scalar::Long,
                    IntLiteralType::ULong => Scalar::Ulong,
                };
                let e = self.int_literal(scalar, value, span);
                Some(Value::rvalue(e, self.module.types.scalar(scalar)))
            }
            Ok(NumberLiteral::Float {
                value,
                value_f32,
                suffix,
                ..
            }) => {
                let scalar = match suffix {
                    FloatSuffix::F => Scalar::Float,
                    FloatSuffix::H => {
                        if !self.extensions.fp16 {
                            self.error(span, "half precision constant requires cl_khr_fp16");
                        }
                        Scalar::Half
                    }
                    FloatSuffix::L => {
                        self.error(span, "long double is not supported in OpenCL C");
                        Scalar::Double
                    }
                    // Without fp64 an unsuffixed literal is a float (clang does the same).
                    FloatSuffix::None if !self.extensions.fp64 => Scalar::Float,
                    FloatSuffix::None => Scalar::Double,
                };
                let v = if scalar == Scalar::Double {
                    value
                } else {
                    value_f32 as f64
                };
                let ty = self.module.types.scalar(scalar);
                let e = self.emit(ExprKind::Literal(Literal::Float(v)), ty, span);
                Some(Value::rvalue(e, ty))
            }
            Err(e) => {
                self.error(span, e.to_string());
                None
            }
        }
    }

    /// The signed integer type of the lane width of `ty`, with its lane count (the type of a
    /// vector comparison).
    pub(crate) fn mask_type(&mut self, ty: TypeId) -> TypeId {
        match self.ty(ty) {
            Type::Vector { scalar, len } => {
                let lane = scalar.with_signedness(true);
                self.module.types.vector(lane, len)
            }
            _ => self.module.types.scalar(Scalar::Bool),
        }
    }

    fn unary(&mut self, op: AstUnary, operand: ast::ExprId, span: Span) -> Option<Value> {
        match op {
            AstUnary::PreInc | AstUnary::PreDec | AstUnary::PostInc | AstUnary::PostDec => {
                let target = self.expr(operand)?;
                let one = self.int_literal(Scalar::Int, 1, span);
                let one = Value::rvalue(one, self.module.types.scalar(Scalar::Int));
                let add = matches!(op, AstUnary::PreInc | AstUnary::PostInc);
                let post = matches!(op, AstUnary::PostInc | AstUnary::PostDec);
                let bop = if add { AstBinary::Add } else { AstBinary::Sub };
                return self.update(target, bop, one, post, span, self.tu[operand].span);
            }
            AstUnary::AddrOf => {
                let v = self.expr(operand)?;
                return match v.place {
                    Place::LValue { space, quals } => {
                        let ptr_ty = self.module.types.intern(Type::Pointer {
                            pointee: v.ty,
                            space,
                            qualifiers: PointeeQualifiers {
                                is_const: quals.is_const,
                                is_volatile: quals.is_volatile,
                                is_restrict: false,
                            },
                        });
                        let e = self.retype(v.expr, ptr_ty, span);
                        Some(Value::rvalue(e, ptr_ty))
                    }
                    Place::Lanes { .. } => {
                        self.error(span, "address of vector element requested");
                        None
                    }
                    Place::RValue => {
                        let name = self.type_name(v.ty);
                        self.error(
                            span,
                            format!("cannot take the address of an rvalue of type '{name}'"),
                        );
                        None
                    }
                };
            }
            AstUnary::Deref => {
                let v = self.rvalue_expr(operand)?;
                return match self.ty(v.ty) {
                    Type::Pointer {
                        pointee,
                        space,
                        qualifiers,
                    } => {
                        if let Type::Void = self.ty(pointee) {
                            self.error(span, "indirection requires pointer to complete type ('void *' is invalid)");
                            return None;
                        }
                        let quals = Quals {
                            is_const: qualifiers.is_const,
                            is_volatile: qualifiers.is_volatile,
                        };
                        Some(Value {
                            expr: v.expr,
                            ty: pointee,
                            place: Place::LValue { space, quals },
                        })
                    }
                    _ => {
                        let name = self.type_name(v.ty);
                        self.error(
                            span,
                            format!("indirection requires pointer operand ('{name}' invalid)"),
                        );
                        None
                    }
                };
            }
            _ => {}
        }
        let v = self.rvalue_expr(operand)?;
        let kind = self.ty(v.ty);
        let invalid = |s: &mut Self, v: &Value| {
            let name = s.type_name(v.ty);
            s.error(
                span,
                format!("invalid argument type '{name}' to unary expression"),
            );
            None
        };
        match op {
            AstUnary::Plus | AstUnary::Neg => {
                if !matches!(kind, Type::Scalar(s) if s != Scalar::Bool)
                    && !matches!(kind, Type::Vector { .. })
                {
                    return invalid(self, &v);
                }
                let v = self.promote(v, span);
                if op == AstUnary::Plus {
                    return Some(v);
                }
                let e = self.emit(
                    ExprKind::Unary {
                        op: UnaryOp::Neg,
                        operand: v.expr,
                    },
                    v.ty,
                    span,
                );
                Some(Value::rvalue(e, v.ty))
            }
            AstUnary::BitNot => {
                match self.module.types.scalar_of(v.ty) {
                    Some(s) if s.is_integer() || s == Scalar::Bool => {}
                    _ => return invalid(self, &v),
                }
                let v = self.promote(v, span);
                let e = self.emit(
                    ExprKind::Unary {
                        op: UnaryOp::BitNot,
                        operand: v.expr,
                    },
                    v.ty,
                    span,
                );
                Some(Value::rvalue(e, v.ty))
            }
            AstUnary::Not => match kind {
                Type::Vector { scalar, .. } => {
                    if scalar.is_float() {
                        // OpenCL: ! on a float vector gives the integer mask of `x == 0`.
                    }
                    let zero = self.zero_of(v.ty, span);
                    let mask = self.mask_type(v.ty);
                    let e = self.emit(
                        ExprKind::Binary {
                            op: BinaryOp::Eq,
                            lhs: v.expr,
                            rhs: zero,
                        },
                        mask,
                        span,
                    );
                    Some(Value::rvalue(e, mask))
                }
                _ => {
                    let cond = self.condition(v, span)?;
                    let bool_ty = self.module.types.scalar(Scalar::Bool);
                    let e = self.emit(
                        ExprKind::Unary {
                            op: UnaryOp::Not,
                            operand: cond,
                        },
                        bool_ty,
                        span,
                    );
                    let int = self.module.types.scalar(Scalar::Int);
                    Some(self.numeric(Value::rvalue(e, bool_ty), int, span))
                }
            },
            _ => None,
        }
    }

    /// A zero of a scalar or vector type.
    pub(crate) fn zero_of(&mut self, ty: TypeId, span: Span) -> ir::ExprId {
        let scalar = self.module.types.scalar_of(ty).unwrap_or(Scalar::Int);
        let scalar_ty = self.module.types.scalar(scalar);
        let lit = if scalar.is_float() {
            Literal::Float(0.0)
        } else if scalar == Scalar::Bool {
            Literal::Bool(false)
        } else {
            Literal::Int(0)
        };
        let zero = self.emit(ExprKind::Literal(lit), scalar_ty, span);
        if scalar_ty == ty {
            zero
        } else {
            self.emit(
                ExprKind::Convert {
                    kind: ConvertKind::Splat,
                    operand: zero,
                },
                ty,
                span,
            )
        }
    }

    /// The same IR value seen with another type (a pointer to an lvalue becoming `&x`).
    fn retype(&mut self, expr: ir::ExprId, ty: TypeId, span: Span) -> ir::ExprId {
        if self.ir_expr(expr).ty == ty {
            expr
        } else {
            self.emit(
                ExprKind::Convert {
                    kind: ConvertKind::Bitcast,
                    operand: expr,
                },
                ty,
                span,
            )
        }
    }

    fn binary(
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
        let a = self.rvalue_expr(lhs);
        let b = self.rvalue_expr(rhs);
        let (a, b) = (a?, b?);
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
                .module
                .types
                .scalar_of(a.ty)
                .is_some_and(|s| s.is_float());
            let fb = self
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
                        if self.module.types.lanes(a.ty) != self.module.types.lanes(b.ty) {
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
        let (a, b, ty) = self.usual_arithmetic(a, b, span, op.as_str())?;
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
                let int = self.module.types.scalar(Scalar::Int);
                return Some(self.numeric(Value::rvalue(e, result), int, span));
            }
            return Some(Value::rvalue(e, result));
        }
        // Arithmetic on bool operands happens in int (C's promotions).
        let (a, b, ty) = if matches!(self.ty(ty), Type::Scalar(Scalar::Bool)) {
            let int = self.module.types.scalar(Scalar::Int);
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
        // `NULL == p`: compare with the null constant on the right.
        let (a, b) = if matches!(op, AstBinary::Eq | AstBinary::Ne)
            && self.is_null_constant(a.expr)
            && matches!(self.ty(b.ty), Type::Pointer { .. })
        {
            (b, a)
        } else {
            (a, b)
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
                    let b = self.promote(b, span);
                    let e = self.emit(
                        ExprKind::Unary {
                            op: UnaryOp::Neg,
                            operand: b.expr,
                        },
                        b.ty,
                        span,
                    );
                    e
                } else {
                    b.expr
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
                if pa != pb || sa != sb {
                    let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                    self.error(
                        span,
                        format!("'{na}' and '{nb}' are not pointers to compatible types"),
                    );
                    return None;
                }
                let long = self.module.types.scalar(Scalar::Long);
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
                let b = match tb {
                    Type::Pointer { .. } if self.is_null_constant(b.expr) => {
                        let zero = self.int_literal(Scalar::Ulong, 0, span);
                        let e = self.emit(ExprKind::Convert { kind: ConvertKind::IntToPtr, operand: zero }, a.ty, span);
                        Value::rvalue(e, a.ty)
                    }
                    Type::Pointer { space: sb, .. } if sb == sa => b,
                    Type::Pointer { .. } => {
                        let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                        self.error(span, format!("comparison between  ('{na}' and '{nb}') which are pointers to non-overlapping address spaces"));
                        return None;
                    }
                    Type::Scalar(_) if int_b && matches!(op, AstBinary::Eq | AstBinary::Ne) => {
                        let e = self.emit(
                            ExprKind::Convert {
                                kind: ConvertKind::IntToPtr,
                                operand: b.expr,
                            },
                            a.ty,
                            span,
                        );
                        Value::rvalue(e, a.ty)
                    }
                    _ => {
                        let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
                        self.error(
                            span,
                            format!("comparison between pointer and integer ('{na}' and '{nb}')"),
                        );
                        return None;
                    }
                };
                let ulong = self.module.types.scalar(Scalar::Ulong);
                let ia = self.emit(
                    ExprKind::Convert {
                        kind: ConvertKind::PtrToInt,
                        operand: a.expr,
                    },
                    ulong,
                    span,
                );
                let ib = self.emit(
                    ExprKind::Convert {
                        kind: ConvertKind::PtrToInt,
                        operand: b.expr,
                    },
                    ulong,
                    span,
                );
                let bop = match op {
                    AstBinary::Lt => BinaryOp::Lt,
                    AstBinary::Gt => BinaryOp::Gt,
                    AstBinary::Le => BinaryOp::Le,
                    AstBinary::Ge => BinaryOp::Ge,
                    AstBinary::Eq => BinaryOp::Eq,
                    _ => BinaryOp::Ne,
                };
                let bool_ty = self.module.types.scalar(Scalar::Bool);
                let e = self.emit(
                    ExprKind::Binary {
                        op: bop,
                        lhs: ia,
                        rhs: ib,
                    },
                    bool_ty,
                    span,
                );
                let int = self.module.types.scalar(Scalar::Int);
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

    fn logical(
        &mut self,
        op: AstBinary,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let a = self.rvalue_expr(lhs);
        let b = self.rvalue_expr(rhs);
        let (a, b) = (a?, b?);
        if matches!(self.ty(a.ty), Type::Vector { .. })
            || matches!(self.ty(b.ty), Type::Vector { .. })
        {
            // Vector && and || are lane-wise and evaluate both sides.
            let (a, b, ty) = self.usual_arithmetic(a, b, span, op.as_str())?;
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
        let bool_ty = self.module.types.scalar(Scalar::Bool);
        let kind = if op == AstBinary::LogAnd {
            ExprKind::LogicalAnd { lhs: ca, rhs: cb }
        } else {
            ExprKind::LogicalOr { lhs: ca, rhs: cb }
        };
        let e = self.emit(kind, bool_ty, span);
        let int = self.module.types.scalar(Scalar::Int);
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
                            let local = self.func.as_ref().expect("in a function").func.local(l);
                            Some((local.name.clone(), local.span))
                        }
                        ExprKind::GlobalAddr(g) => Some((self.module.global(g).name.clone(), self.module.global(g).span)),
                        _ => None,
                    };
                    match named {
                        Some((name, declared)) => {
                            let ty = self.type_name(v.ty);
                            self.error(span, format!("cannot assign to variable '{name}' with const-qualified type 'const {ty}'"));
                            self.diags.note_last(Some(declared), format!("variable '{name}' declared const here"));
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
            Place::Lanes { lanes, count, .. } => {
                let lanes = lanes[..count as usize].to_vec();
                self.emit(
                    ExprKind::StoreLanes {
                        ptr: target.expr,
                        lanes,
                        value,
                    },
                    target.ty,
                    span,
                )
            }
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

    fn assign(
        &mut self,
        op: Option<AstBinary>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Value> {
        let target = self.expr(lhs);
        let value = self.rvalue_expr(rhs);
        let (target, value) = (target?, value?);
        let lhs_span = self.tu[lhs].span;
        if !self.check_modifiable(&target, lhs_span) {
            return None;
        }
        match op {
            None => {
                let v = self.implicit(value, target.ty, span, ConvContext::Assign)?;
                let e = self.store(&target, v, span);
                Some(Value::rvalue(e, target.ty))
            }
            Some(bop) => self.update(target, bop, value, false, span, lhs_span),
        }
    }

    /// `target op= value`, and `++`/`--` (pre: the result is the new value; post: the old one).
    /// The target's address and its old value are each evaluated once, bound by `Let`.
    fn update(
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
        let state = self.func.as_mut().expect("inside a function");
        state.next_temp += 1;
        ir::TempId(state.next_temp - 1)
    }

    fn conditional(
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
            let (t, e, ty) = self.usual_arithmetic(t, e, span, "?:")?;
            let (t, e, ty) = match self.ty(ty) {
                Type::Scalar(_) => {
                    let scalar = self.module.types.scalar_of(ty).expect("scalar");
                    let vty = self.module.types.vector(scalar, len);
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
            self.usual_arithmetic(t, e, span, "?:")?
        } else if t.ty == e.ty {
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

    /// An explicit cast.
    pub(crate) fn cast(&mut self, v: Value, to: TypeId, span: Span) -> Option<Value> {
        let v = self.rvalue(v, span);
        if v.ty == to {
            return Some(v);
        }
        let (from_t, to_t) = (self.ty(v.ty), self.ty(to));
        let kind = match (from_t, to_t) {
            (_, Type::Void) => {
                let e = self.emit(
                    ExprKind::Comma {
                        lhs: v.expr,
                        rhs: v.expr,
                    },
                    to,
                    span,
                );
                return Some(Value::rvalue(e, to));
            }
            (Type::Scalar(_), Type::Scalar(_)) => return Some(self.numeric(v, to, span)),
            (Type::Scalar(_), Type::Vector { .. }) => return Some(self.splat(v, to, span)),
            (Type::Vector { .. }, Type::Vector { .. })
            | (Type::Vector { .. }, Type::Scalar(_))
            | (Type::Scalar(_), _)
                if !matches!(to_t, Type::Pointer { .. }) =>
            {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                self.error(span, format!("invalid conversion between vector type '{nf}' and '{nt}'; use convert_{nt}() or as_{nt}()"));
                return None;
            }
            (Type::Pointer { space: fs, .. }, Type::Pointer { space: ts, .. }) => {
                if fs == ts {
                    ConvertKind::Bitcast
                } else if (fs == AddressSpace::Generic || ts == AddressSpace::Generic)
                    && fs != AddressSpace::Constant
                    && ts != AddressSpace::Constant
                {
                    ConvertKind::AddressSpace
                } else {
                    let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                    self.error(
                        span,
                        format!("casting '{nf}' to type '{nt}' changes address space of pointer"),
                    );
                    return None;
                }
            }
            (Type::Pointer { .. }, Type::Scalar(s)) if s.is_integer() || s == Scalar::Bool => {
                let ulong = self.module.types.scalar(Scalar::Ulong);
                let e = self.emit(
                    ExprKind::Convert {
                        kind: ConvertKind::PtrToInt,
                        operand: v.expr,
                    },
                    ulong,
                    span,
                );
                return Some(self.numeric(Value::rvalue(e, ulong), to, span));
            }
            (Type::Scalar(s), Type::Pointer { .. }) if s.is_integer() => {
                let ulong = self.module.types.scalar(Scalar::Ulong);
                let wide = self.numeric(v, ulong, span);
                let e = self.emit(
                    ExprKind::Convert {
                        kind: ConvertKind::IntToPtr,
                        operand: wide.expr,
                    },
                    to,
                    span,
                );
                return Some(Value::rvalue(e, to));
            }
            _ => {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                self.error(span, format!("cannot cast from type '{nf}' to '{nt}'"));
                return None;
            }
        };
        let e = self.emit(
            ExprKind::Convert {
                kind,
                operand: v.expr,
            },
            to,
            span,
        );
        Some(Value::rvalue(e, to))
    }

    fn vector_literal(&mut self, to: TypeId, elems: &[ast::ExprId], span: Span) -> Option<Value> {
        let Type::Vector { scalar, len } = self.ty(to) else {
            // `(T)(a, b)` for a non-vector T is a cast of a comma expression.
            let mut last = None;
            for &e in elems {
                last = Some(self.rvalue_expr(e)?);
            }
            return self.cast(last?, to, span);
        };
        let lane_ty = self.module.types.scalar(scalar);
        if let [only] = elems {
            // `(float4)(x)`: one scalar is widened to every lane.
            let v = self.rvalue_expr(*only)?;
            if self.is_scalar(v.ty) {
                return Some(self.splat(v, to, span));
            }
        }
        let mut parts = Vec::new();
        let mut count = 0u32;
        for &e in elems {
            let v = self.rvalue_expr(e)?;
            let espan = self.tu[e].span;
            match self.ty(v.ty) {
                Type::Scalar(_) => {
                    parts.push(self.numeric(v, lane_ty, espan).expr);
                    count += 1;
                }
                Type::Vector { scalar: s, len: n } if s == scalar => {
                    parts.push(v.expr);
                    count += n as u32;
                }
                _ => {
                    let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                    self.error(espan, format!("cannot initialize a vector element of type '{}' with a value of type '{nf}' in '{nt}'", scalar.name()));
                    return None;
                }
            }
        }
        if count != len as u32 {
            let which = if count < len as u32 { "few" } else { "many" };
            self.error(span, format!("too {which} elements in vector initialization (expected {len} elements, have {count})"));
            return None;
        }
        let e = self.emit(ExprKind::VectorLiteral(parts), to, span);
        Some(Value::rvalue(e, to))
    }

    fn index(&mut self, base: ast::ExprId, index: ast::ExprId, span: Span) -> Option<Value> {
        let b = self.expr(base);
        let i = self.rvalue_expr(index);
        let (b, i) = (b?, i?);
        if !matches!(self.ty(i.ty), Type::Scalar(s) if s.is_integer() || s == Scalar::Bool) {
            let ispan = self.tu[index].span;
            self.error(ispan, "array subscript is not an integer");
            return None;
        }
        match (self.ty(b.ty), b.place) {
            (Type::Array { .. } | Type::Vector { .. }, Place::LValue { space, quals }) => {
                // An element of an array object, or a lane of a vector object: both lvalues.
                let elem = match self.ty(b.ty) {
                    Type::Array { elem, .. } => elem,
                    Type::Vector { scalar, .. } => self.module.types.scalar(scalar),
                    _ => unreachable!("matched above"),
                };
                let ptr_ty = self.module.types.pointer(elem, space);
                let e = self.emit(ExprKind::ElementPtr { base: b.expr, index: i.expr }, ptr_ty, span);
                Some(Value { expr: e, ty: elem, place: Place::LValue { space, quals } })
            }
            (Type::Vector { scalar, .. }, _) => {
                let b = self.rvalue(b, span);
                let lane = self.module.types.scalar(scalar);
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
                match self.ty(b.ty) {
                    Type::Pointer {
                        pointee,
                        space,
                        qualifiers,
                    } => {
                        if let Type::Void = self.ty(pointee) {
                            self.error(span, "subscript of pointer to incomplete type 'void'");
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
                        let quals = Quals {
                            is_const: qualifiers.is_const,
                            is_volatile: qualifiers.is_volatile,
                        };
                        Some(Value {
                            expr: elem_ptr,
                            ty: pointee,
                            place: Place::LValue { space, quals },
                        })
                    }
                    _ => {
                        self.error(
                            span,
                            "subscripted value is not an array, pointer, or vector",
                        );
                        None
                    }
                }
            }
        }
    }

    fn member(
        &mut self,
        base: ast::ExprId,
        member: ast::Ident,
        arrow: bool,
        span: Span,
    ) -> Option<Value> {
        let b = self.expr(base)?;
        let b = if arrow {
            let p = self.rvalue(b, span);
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
                    Value {
                        expr: p.expr,
                        ty: pointee,
                        place: Place::LValue { space, quals },
                    }
                }
                _ => {
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
                    self.module.types.scalar(scalar)
                } else {
                    self.module.types.vector(scalar, lanes.len() as u8)
                };
                match b.place {
                    Place::LValue { space, quals } => {
                        let mut arr = [0u8; 16];
                        arr[..lanes.len()].copy_from_slice(&lanes);
                        let distinct = lanes
                            .iter()
                            .enumerate()
                            .all(|(i, l)| !lanes[..i].contains(l));
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
                                lanes: arr,
                                count: lanes.len() as u8,
                            },
                        })
                    }
                    _ => {
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
                let ptr_ty = self.module.types.pointer(b.ty, AddressSpace::Private);
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
            let field_ty = self.module.types.struct_def(sid).fields[index as usize].ty;
            let ptr_ty = self.module.types.pointer(field_ty, space);
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
    fn find_field(&self, id: ir::StructId, name: &str) -> Option<Vec<u32>> {
        let def = self.module.types.struct_def(id);
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
    fn swizzle_lanes(&self, name: &str, len: u8) -> Result<Vec<u8>, String> {
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
        Ok(lanes)
    }

    /// A user-function call or a builtin call.
    fn call(&mut self, callee: ast::ExprId, args: &[ast::ExprId], span: Span) -> Option<Value> {
        let Ast::Ident(name) = self.tu[callee].kind else {
            self.error(
                self.tu[callee].span,
                "called object is not a function (OpenCL C has no function pointers)",
            );
            return None;
        };
        let callee_span = self.tu[callee].span;
        if let Some(Binding::Function(id)) = self.lookup(name) {
            return self.user_call(id, args, span);
        }
        if self.lookup(name).is_some() {
            let text = self.name(name);
            self.error(
                callee_span,
                format!("called object type is not a function ('{text}')"),
            );
            return None;
        }
        let text = self.name(name);
        if let Some(v) = self.special_constant(text, args, span) {
            return Some(v);
        }
        if let Some(v) = self.conversion_call(text, args, span) {
            return v;
        }
        self.builtin_call(name, callee_span, args, span)
    }

    fn user_call(&mut self, id: ir::FunctionId, args: &[ast::ExprId], span: Span) -> Option<Value> {
        let sig = self.signatures[id.0 as usize].clone();
        let name = self.module.function(id).name.clone();
        if args.len() != sig.params.len() {
            let which = if args.len() < sig.params.len() {
                "few"
            } else {
                "many"
            };
            self.report(
                crate::diag::Diagnostic::error(
                    span,
                    format!(
                        "too {which} arguments to function call, expected {}, have {}",
                        sig.params.len(),
                        args.len()
                    ),
                )
                .with_note(Some(sig.span), format!("'{name}' declared here")),
            );
            return None;
        }
        let mut lowered = Vec::new();
        let mut ok = true;
        let param_spans: Vec<(String, Span)> = self.module.function(id).params.iter().map(|p| (p.name.clone(), p.span)).collect();
        for (i, (&a, &pty)) in args.iter().zip(&sig.params).enumerate() {
            let aspan = self.tu[a].span;
            let errors = self.diags.error_count();
            match self.rvalue_expr(a).and_then(|v| self.implicit(v, pty, aspan, ConvContext::Pass)) {
                Some(e) => lowered.push(e),
                None => {
                    // As clang does, point at the parameter the argument was meant for.
                    if self.diags.error_count() > errors {
                        if let Some((pname, pspan)) = param_spans.get(i) {
                            self.diags.note_last(Some(*pspan), format!("passing argument to parameter '{pname}' here"));
                        }
                    }
                    ok = false;
                }
            }
        }
        if !ok {
            return None;
        }
        if let Some(state) = &self.func {
            if state.id == id {
                self.error(
                    span,
                    format!("recursion is not supported: '{name}' calls itself"),
                );
                return None;
            }
        }
        if self.module.function(id).kernel.is_some()
            && self.module.globals.iter().any(|g| g.owner == Some(id))
        {
            self.warning(span, format!("calling kernel '{name}', which declares local variables: how they are shared with the caller is implementation-defined"));
        }
        let e = self.emit(
            ExprKind::Call {
                function: id,
                args: lowered,
            },
            sig.ret,
            span,
        );
        Some(Value::rvalue(e, sig.ret))
    }

    /// The compiler builtins the predefined macros `INFINITY`, `NAN`, `HUGE_VALF` and `HUGE_VAL`
    /// expand to: constants of type float (double for `HUGE_VAL`).
    fn special_constant(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<Value> {
        let (value, scalar) = match name {
            "__builtin_inff" | "__builtin_huge_valf" => (f64::INFINITY, Scalar::Float),
            "__builtin_huge_val" => (f64::INFINITY, Scalar::Double),
            "__builtin_nanf" => (f64::NAN, Scalar::Float),
            _ => return None,
        };
        let expected = usize::from(name == "__builtin_nanf");
        if args.len() != expected {
            self.error(span, format!("'{name}' takes {expected} argument(s)"));
            return None;
        }
        let ty = self.module.types.scalar(scalar);
        let e = self.emit(ExprKind::Literal(Literal::Float(value)), ty, span);
        Some(Value::rvalue(e, ty))
    }

    /// `convert_T[_sat][_rounding](x)` and `as_T(x)`; `None` if `name` is neither.
    fn conversion_call(
        &mut self,
        name: &str,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Option<Value>> {
        let (rest, is_as) = if let Some(r) = name.strip_prefix("convert_") {
            (r, false)
        } else if let Some(r) = name.strip_prefix("as_") {
            (r, true)
        } else {
            return None;
        };
        let mut type_part = rest;
        let mut rounding = Rounding::Default;
        let mut saturate = false;
        if !is_as {
            for (suffix, r) in [
                ("_rte", Rounding::Rte),
                ("_rtz", Rounding::Rtz),
                ("_rtp", Rounding::Rtp),
                ("_rtn", Rounding::Rtn),
            ] {
                if let Some(t) = type_part.strip_suffix(suffix) {
                    type_part = t;
                    rounding = r;
                }
            }
            if let Some(t) = type_part.strip_suffix("_sat") {
                type_part = t;
                saturate = true;
            }
        }
        let to = self.builtin_type_by_name(type_part)?;
        Some(self.conversion(to, is_as, saturate, rounding, args, span))
    }

    fn conversion(
        &mut self,
        to: TypeId,
        is_as: bool,
        saturate: bool,
        rounding: Rounding,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let &[arg] = args else {
            self.error(
                span,
                format!(
                    "too {} arguments to function call, expected 1, have {}",
                    if args.is_empty() { "few" } else { "many" },
                    args.len()
                ),
            );
            return None;
        };
        let v = self.rvalue_expr(arg)?;
        let (from_lanes, to_lanes) = (self.module.types.lanes(v.ty), self.module.types.lanes(to));
        if is_as {
            let (fs, ts) = (
                self.module.types.size_of(v.ty),
                self.module.types.size_of(to),
            );
            if fs != ts || from_lanes.is_none() {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                self.error(
                    span,
                    format!("invalid reinterpretation: sizes of '{nt}' and '{nf}' must match"),
                );
                return None;
            }
            let e = self.emit(
                ExprKind::Convert {
                    kind: ConvertKind::Bitcast,
                    operand: v.expr,
                },
                to,
                span,
            );
            return Some(Value::rvalue(e, to));
        }
        if from_lanes.is_none() || from_lanes != to_lanes {
            let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
            self.error(span, format!("no matching function for call to 'convert_{nt}': cannot convert '{nf}' (the number of elements must match)"));
            return None;
        }
        let kind = ConvertKind::Numeric { saturate, rounding };
        let e = self.emit(
            ExprKind::Convert {
                kind,
                operand: v.expr,
            },
            to,
            span,
        );
        Some(Value::rvalue(e, to))
    }

    /// A builtin scalar or vector type by its OpenCL name (`uint4`, `float`).
    pub(crate) fn builtin_type_by_name(&mut self, name: &str) -> Option<TypeId> {
        let scalars = [
            ("char", Scalar::Char),
            ("uchar", Scalar::Uchar),
            ("short", Scalar::Short),
            ("ushort", Scalar::Ushort),
            ("int", Scalar::Int),
            ("uint", Scalar::Uint),
            ("long", Scalar::Long),
            ("ulong", Scalar::Ulong),
            ("half", Scalar::Half),
            ("float", Scalar::Float),
            ("double", Scalar::Double),
            ("bool", Scalar::Bool),
        ];
        for (prefix, scalar) in scalars {
            if let Some(rest) = name.strip_prefix(prefix) {
                if rest.is_empty() {
                    return Some(self.module.types.scalar(scalar));
                }
                if let Ok(n @ (2 | 3 | 4 | 8 | 16)) = rest.parse::<u8>() {
                    if scalar != Scalar::Bool {
                        return Some(self.module.types.vector(scalar, n));
                    }
                }
            }
        }
        None
    }
}
