//! Expressions: names, literals, operators, assignment, conditionals, casts and vector literals
//! (element access is in `access`, calls in `calls`).

use super::conv::{Place, Value};
use super::{Binding, Quals, Sema};
use crate::ast::{self, BinaryOp as AstBinary, ExprKind as Ast, UnaryOp as AstUnary};
use crate::ir::{
    self, AddressSpace, BinaryOp, ConvertKind, ExprKind, Literal, PointeeQualifiers, Scalar, Type,
    TypeId, UnaryOp,
};
use crate::literal::{self, FloatSuffix, IntLiteralType, NumberLiteral};
use crate::source::Span;

impl Sema<'_> {
    /// Checks and lowers an expression; `None` means an error was reported.
    pub(crate) fn expr(&mut self, id: ast::ExprId) -> Option<Value> {
        // Checking (and later lowering and printing) recurses once per nesting level, each on
        // stack `crate::stack::grow` provides; past this depth the expression is refused, which
        // bounds the memory and time every later recursion over it takes.
        const MAX_DEPTH: u32 = 32_000;
        if self.state.expr_depth >= MAX_DEPTH {
            let span = self.tu[id].span;
            self.error(
                span,
                format!("expression is nested too deeply (the limit is {MAX_DEPTH} levels)"),
            );
            return None;
        }
        self.state.expr_depth += 1;
        let result = crate::stack::grow(|| self.expr_unguarded(id));
        self.state.expr_depth -= 1;
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
                    Some(Value::rvalue(
                        e,
                        self.state.module.types.scalar(Scalar::Int),
                    ))
                }
                Err(e) => {
                    self.error(span, e.to_string());
                    None
                }
            },
            Ast::Bool(b) => {
                // A `bool` literal, as the IR reads a `bool`-typed one (not an integer).
                let ty = self.state.module.types.scalar(Scalar::Bool);
                let e = self.emit(ExprKind::Literal(Literal::Bool(*b)), ty, span);
                Some(Value::rvalue(e, ty))
            }
            Ast::Str(parts) => self.string_literal(&self.tu[*parts], span),
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
                let (to, _) = self.resolve_type_name(&self.tu[*ty]);
                let v = self.expr(*expr)?;
                if !self.state.extensions.fp16 && matches!(self.ty(to), Type::Scalar(Scalar::Half))
                {
                    // Without cl_khr_fp16 a scalar `half` is a storage format, never a value.
                    self.error(self.tu[*expr].span, "casting to type 'half' is not allowed");
                    return None;
                }
                self.cast(v, to, span)
            }
            Ast::VectorLiteral { ty, elems, .. } => {
                let (to, _) = self.resolve_type_name(&self.tu[*ty]);
                self.vector_literal(to, &self.tu[*elems], span)
            }
            Ast::CompoundLiteral { ty, init } => {
                let (to, quals) = self.resolve_type_name(&self.tu[*ty]);
                let local = self.new_local("(compound literal)", to, span);
                let ptr_ty = self.state.module.types.pointer(to, AddressSpace::Private);
                let ptr = self.emit(ExprKind::LocalAddr(local), ptr_ty, span);
                let init = ast::Initializer::List(self.tu[*init].clone());
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
                let ty = self.unevaluated_operand_type(*e)?;
                Some(self.size_or_align(ty, is_size, span))
            }
            Ast::SizeofType(t) | Ast::AlignofType(t) => {
                let is_size = matches!(self.tu[id].kind, Ast::SizeofType(_));
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                Some(self.size_or_align(ty, is_size, span))
            }
            Ast::VecStepExpr(e) => {
                let ty = self.unevaluated_operand_type(*e)?;
                Some(self.vec_step(ty, span))
            }
            Ast::VecStepType(t) => {
                let (ty, _) = self.resolve_type_name(&self.tu[*t]);
                Some(self.vec_step(ty, span))
            }
            Ast::Call { callee, args } => {
                let value = self.call(*callee, &self.tu[*args], span)?;
                self.require_fp16_for_result(value, span)
            }
            Ast::Index { base, index } => self.index(*base, *index, span),
            Ast::Member {
                base,
                member,
                arrow,
            } => self.member(*base, *member, *arrow, span),
            Ast::Error => None,
        }
    }

    /// A call's `half` result (`convert_half`, `as_half2`, `vload2` on a `half *`): without
    /// cl_khr_fp16 `half` is a storage format only, and a `half` value would need the Float16
    /// capability, which an OpenCL module may not declare without the extension.
    fn require_fp16_for_result(&mut self, value: Value, span: Span) -> Option<Value> {
        if self.state.extensions.fp16
            || self.state.module.types.scalar_of(value.ty) != Some(Scalar::Half)
        {
            return Some(value);
        }
        let name = self.type_name(value.ty);
        self.error(
            span,
            format!("use of type '{name}' requires cl_khr_fp16 support"),
        );
        None
    }

    /// The type of the operand of `sizeof`, `_Alignof` or `vec_step`, which is never evaluated:
    /// the IR checking it made is dropped, so that it leaves no trace in the module (a `half2`
    /// operand must not make the module compute with `half`).
    fn unevaluated_operand_type(&mut self, e: ast::ExprId) -> Option<TypeId> {
        let f = &self.state.func.as_ref()?.func;
        let (exprs, lists, locals, names) = (
            f.exprs.len(),
            f.lists.len(),
            f.locals.len(),
            f.local_names.len(),
        );
        let value = self.expr(e);
        if let Some(state) = self.state.func.as_mut() {
            let f = &mut state.func;
            f.exprs.truncate(exprs);
            f.lists.truncate(lists);
            f.locals.truncate(locals);
            f.local_names.truncate(names);
        }
        Some(value?.ty)
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
        let (global, ty) = self.string_global(bytes, span);
        let ptr_ty = self.state.module.types.pointer(ty, AddressSpace::Constant);
        let e = self.emit(ExprKind::GlobalAddr(global), ptr_ty, span);
        // Not const-qualified (as in C), but unwritable all the same: it lives in `constant`.
        let quals = Quals::default();
        Some(Value {
            expr: e,
            ty,
            place: Place::LValue {
                space: AddressSpace::Constant,
                quals,
            },
        })
    }

    /// A `constant char[]` global holding a string literal's bytes (with the nul).
    pub(crate) fn string_global(&mut self, bytes: Vec<u8>, span: Span) -> (ir::GlobalId, TypeId) {
        let char_ty = self.state.module.types.scalar(Scalar::Char);
        let ty = self.state.module.types.intern(Type::Array {
            elem: char_ty,
            len: bytes.len() as u64,
        });
        let global = self.state.module.globals.next_handle();
        self.state.module.globals.push(ir::Global {
            name: format!(".str.{}", global.index()),
            ty,
            space: AddressSpace::Constant,
            init: Some(bytes),
            owner: None,
            relocations: Vec::new(),
            span,
        });
        (global, ty)
    }

    /// Checks an expression and loads it.
    pub(crate) fn rvalue_expr(&mut self, id: ast::ExprId) -> Option<Value> {
        let v = self.expr(id)?;
        let span = self.tu[id].span;
        Some(self.rvalue(v, span))
    }

    fn size_or_align(&mut self, ty: TypeId, is_size: bool, span: Span) -> Value {
        if is_size && matches!(self.ty(ty), Type::Void) {
            self.error(span, "invalid application of 'sizeof' to a void type");
        }
        let types = &self.state.module.types;
        let n = if is_size {
            types.size_of(ty)
        } else {
            types.align_of(ty) as u64
        };
        let e = self.int_literal(Scalar::Ulong, n, span);
        Value::rvalue(e, self.state.module.types.scalar(Scalar::Ulong))
    }

    fn vec_step(&mut self, ty: TypeId, span: Span) -> Value {
        let n = self.state.module.types.vec_step(ty).unwrap_or_else(|| {
            let message = self.vec_step_misuse(ty);
            self.error(span, message);
            1
        });
        let e = self.int_literal(Scalar::Int, n as u64, span);
        Value::rvalue(e, self.state.module.types.scalar(Scalar::Int))
    }

    /// The error for `vec_step` of a type that is neither scalar nor vector.
    pub(crate) fn vec_step_misuse(&self, ty: TypeId) -> String {
        let name = self.type_name(ty);
        format!("'vec_step' requires built-in scalar or vector type, '{name}' invalid")
    }

    fn name_expr(&mut self, name: crate::token::Symbol, span: Span) -> Option<Value> {
        match self.lookup(name) {
            Some(Binding::Local { local, ty, quals }) => {
                let ptr_ty = self.state.module.types.pointer(ty, AddressSpace::Private);
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
                if let Some(first_use @ None) = self.state.undefined_externs.get_mut(&global) {
                    *first_use = Some(span);
                }
                let ptr_ty = self.state.module.types.pointer(ty, space);
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
                if let Some(value) = self.predefined_identifier(name, span) {
                    return Some(value);
                }
                let text = self.name(name);
                self.error(span, format!("use of undeclared identifier '{text}'"));
                None
            }
        }
    }

    /// `__func__` in a function: the function's name, a `const constant char[]` (C99 6.4.2.2
    /// with OpenCL's address space for literals, as clang gives it).
    #[cold]
    fn predefined_identifier(&mut self, name: crate::token::Symbol, span: Span) -> Option<Value> {
        if self.name(name) != "__func__" {
            return None;
        }
        let function = self.state.func.as_ref()?.source_name?;
        let mut bytes = self.name(function).as_bytes().to_vec();
        bytes.push(0);
        let (global, ty) = self.string_global(bytes, span);
        let ptr_ty = self.state.module.types.pointer(ty, AddressSpace::Constant);
        let e = self.emit(ExprKind::GlobalAddr(global), ptr_ty, span);
        Some(Value {
            expr: e,
            ty,
            place: Place::LValue {
                space: AddressSpace::Constant,
                quals: Quals {
                    is_const: true,
                    is_volatile: false,
                },
            },
        })
    }

    fn number(&mut self, sym: crate::token::Symbol, span: Span) -> Option<Value> {
        match self.number_literal(sym) {
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
                Some(Value::rvalue(e, self.state.module.types.scalar(scalar)))
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
                        if !self.state.extensions.fp16 {
                            self.error(span, "half precision constant requires cl_khr_fp16");
                        }
                        Scalar::Half
                    }
                    FloatSuffix::L => {
                        self.error(span, "long double is not supported in OpenCL C");
                        Scalar::Double
                    }
                    // Without fp64 an unsuffixed literal is a float (clang does the same), and
                    // -cl-single-precision-constant makes it one.
                    FloatSuffix::None
                        if !self.state.extensions.fp64
                            || self.options.single_precision_constant =>
                    {
                        Scalar::Float
                    }
                    FloatSuffix::None => Scalar::Double,
                };
                let v = if scalar == Scalar::Double {
                    value
                } else {
                    value_f32 as f64
                };
                let ty = self.state.module.types.scalar(scalar);
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
                self.state.module.types.vector(lane, len)
            }
            _ => self.state.module.types.scalar(Scalar::Bool),
        }
    }

    fn unary(&mut self, op: AstUnary, operand: ast::ExprId, span: Span) -> Option<Value> {
        match op {
            AstUnary::PreInc | AstUnary::PreDec | AstUnary::PostInc | AstUnary::PostDec => {
                let target = self.expr(operand)?;
                if !self.check_unary_not_atomic(&target, span) {
                    return None;
                }
                let one = self.int_literal(Scalar::Int, 1, span);
                let one = Value::rvalue(one, self.state.module.types.scalar(Scalar::Int));
                let add = matches!(op, AstUnary::PreInc | AstUnary::PostInc);
                let post = matches!(op, AstUnary::PostInc | AstUnary::PostDec);
                let bop = if add { AstBinary::Add } else { AstBinary::Sub };
                return self.update(target, bop, one, post, span, self.tu[operand].span);
            }
            AstUnary::AddrOf => {
                let v = self.expr(operand)?;
                return match v.place {
                    Place::LValue { space, quals } => {
                        let ptr_ty = self.state.module.types.intern(Type::Pointer {
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
                let Some(target) = self.pointee_lvalue(v) else {
                    let name = self.type_name(v.ty);
                    self.error(
                        span,
                        format!("indirection requires pointer operand ('{name}' invalid)"),
                    );
                    return None;
                };
                if let Type::Void = self.ty(target.ty) {
                    self.error(
                        span,
                        "indirection requires pointer to complete type ('void *' is invalid)",
                    );
                    return None;
                }
                return Some(target);
            }
            _ => {}
        }
        let v = self.expr(operand)?;
        if !self.check_unary_not_atomic(&v, span) {
            return None;
        }
        let v = self.rvalue(v, self.tu[operand].span);
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
                // `bool` is an arithmetic type: it promotes to `int`, as C says.
                if !matches!(kind, Type::Scalar(_) | Type::Vector { .. }) {
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
                match self.state.module.types.scalar_of(v.ty) {
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
                    let bool_ty = self.state.module.types.scalar(Scalar::Bool);
                    let e = self.emit(
                        ExprKind::Unary {
                            op: UnaryOp::Not,
                            operand: cond,
                        },
                        bool_ty,
                        span,
                    );
                    let int = self.state.module.types.scalar(Scalar::Int);
                    Some(self.numeric(Value::rvalue(e, bool_ty), int, span))
                }
            },
            _ => None,
        }
    }

    /// A zero of a scalar or vector type.
    pub(crate) fn zero_of(&mut self, ty: TypeId, span: Span) -> ir::ExprId {
        let scalar = self.state.module.types.scalar_of(ty).unwrap_or(Scalar::Int);
        let scalar_ty = self.state.module.types.scalar(scalar);
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
            self.emit_convert(ConvertKind::Splat, zero, ty, span)
        }
    }

    /// The same IR value seen with another type (a pointer to an lvalue becoming `&x`).
    fn retype(&mut self, expr: ir::ExprId, ty: TypeId, span: Span) -> ir::ExprId {
        if self.ir_expr(expr).ty == ty {
            expr
        } else {
            self.emit_convert(ConvertKind::Bitcast, expr, ty, span)
        }
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
                let e = self.emit_convert(ConvertKind::Void, v.expr, to, span);
                return Some(Value::rvalue(e, to));
            }
            (Type::Scalar(_), Type::Scalar(_)) => return Some(self.numeric(v, to, span)),
            (Type::Scalar(_), Type::Vector { .. }) => return Some(self.splat(v, to, span)),
            // `(event_t)0`: the null event.
            (Type::Scalar(s), Type::Event) if s.is_integer() && self.is_null_constant(v.expr) => {
                let e = self.emit(ExprKind::Composite(ir::ExprList::default()), to, span);
                return Some(Value::rvalue(e, to));
            }
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
                let ulong = self.state.module.types.scalar(Scalar::Ulong);
                let e = self.emit_convert(ConvertKind::PtrToInt, v.expr, ulong, span);
                return Some(self.numeric(Value::rvalue(e, ulong), to, span));
            }
            (Type::Scalar(s), Type::Pointer { .. }) if s.is_integer() => {
                let ulong = self.state.module.types.scalar(Scalar::Ulong);
                let wide = self.numeric(v, ulong, span);
                let e = self.emit_convert(ConvertKind::IntToPtr, wide.expr, to, span);
                return Some(Value::rvalue(e, to));
            }
            _ => {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                self.error(span, format!("cannot cast from type '{nf}' to '{nt}'"));
                return None;
            }
        };
        let e = self.emit_convert(kind, v.expr, to, span);
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
        let lane_ty = self.state.module.types.scalar(scalar);
        // Each element is checked once; a single scalar is widened to every lane (`(float4)(x)`).
        let mut values = Vec::with_capacity(elems.len());
        for &e in elems {
            values.push((self.rvalue_expr(e)?, e));
        }
        if let [(v, _)] = values.as_slice() {
            if self.is_scalar(v.ty) {
                return Some(self.splat(*v, to, span));
            }
        }
        let mut parts = Vec::new();
        let mut count = 0u32;
        for (v, e) in values {
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
        let parts = self.expr_list(parts);
        let e = self.emit(ExprKind::VectorLiteral(parts), to, span);
        Some(Value::rvalue(e, to))
    }
}
