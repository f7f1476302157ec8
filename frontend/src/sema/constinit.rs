//! Constant initializers of program-scope variables, evaluated to the bytes the IR's
//! [`crate::ir::Global::init`] holds (little-endian, laid out as the type arena says).

use super::Sema;
use crate::ast::{self, BinaryOp, ExprKind as Ast, UnaryOp};
use crate::ir::{AddressSpace, Scalar, Type, TypeId};
use crate::literal::{self, NumberLiteral};

/// A constant number: integers as their value, floats as f64.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    fn as_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }
}

impl Sema<'_> {
    pub(crate) fn constant_initializer(
        &mut self,
        ty: TypeId,
        init: &ast::Initializer,
    ) -> Option<Vec<u8>> {
        let mut bytes = vec![0u8; self.module.types.size_of(ty) as usize];
        self.fill(&mut bytes, 0, ty, init).then_some(bytes)
    }

    fn fill(
        &mut self,
        bytes: &mut [u8],
        offset: usize,
        ty: TypeId,
        init: &ast::Initializer,
    ) -> bool {
        match (self.ty(ty), init) {
            // A sampler constant is its 32-bit bit field of CLK_* flags.
            (Type::Sampler, ast::Initializer::Expr(e)) => match self.const_int(*e) {
                Some(v) => {
                    write_scalar(bytes, offset, Scalar::Uint, Number::Int(v));
                    true
                }
                None => false,
            },
            (Type::Scalar(s), ast::Initializer::Expr(e)) => match self.const_number(*e) {
                Some(n) => {
                    write_scalar(bytes, offset, s, n);
                    true
                }
                None => false,
            },
            (Type::Scalar(_), ast::Initializer::List(list)) => match list.items.first() {
                Some(item) => self.fill(bytes, offset, ty, &item.init),
                None => true,
            },
            (Type::Vector { scalar, len }, ast::Initializer::Expr(e)) => {
                let elems = self.vector_elements(*e);
                self.fill_lanes(bytes, offset, scalar, len, &elems)
            }
            (Type::Vector { scalar, len }, ast::Initializer::List(list)) => {
                let elems: Vec<ast::ExprId> = list
                    .items
                    .iter()
                    .filter_map(|i| match i.init {
                        ast::Initializer::Expr(e) => Some(e),
                        _ => None,
                    })
                    .collect();
                self.fill_lanes(bytes, offset, scalar, len, &elems)
            }
            (Type::Array { elem, len }, ast::Initializer::List(list)) => {
                let size = self.module.types.size_of(elem) as usize;
                let mut next = 0u64;
                for item in &list.items {
                    if let Some(ast::Designator::Index(e, _)) = item.designators.first() {
                        match self.const_int(*e) {
                            Some(i) if i >= 0 => next = i as u64,
                            _ => return false,
                        }
                    }
                    if next >= len {
                        self.warning(item.span, "excess elements in array initializer");
                        break;
                    }
                    if !self.fill(bytes, offset + next as usize * size, elem, &item.init) {
                        return false;
                    }
                    next += 1;
                }
                true
            }
            (Type::Struct(s), ast::Initializer::List(list)) => {
                let fields = self.module.types.struct_def(s).fields.clone();
                let mut next = 0usize;
                for item in &list.items {
                    if let Some(ast::Designator::Field(f)) = item.designators.first() {
                        let name = self.name(f.name);
                        match fields.iter().position(|x| x.name.as_deref() == Some(name)) {
                            Some(i) => next = i,
                            None => {
                                self.error(
                                    f.span,
                                    format!(
                                        "field designator '{name}' does not refer to any field"
                                    ),
                                );
                                return false;
                            }
                        }
                    }
                    let Some(field) = fields.get(next) else {
                        self.warning(item.span, "excess elements in struct initializer");
                        break;
                    };
                    if !self.fill(bytes, offset + field.offset as usize, field.ty, &item.init) {
                        return false;
                    }
                    next += 1;
                }
                true
            }
            (Type::Pointer { .. }, ast::Initializer::Expr(e)) => self.pointer_initializer(ty, *e),
            (Type::Array { elem, len }, ast::Initializer::Expr(e))
                if self.string_bytes(*e).is_some() =>
            {
                let text = self.string_bytes(*e).unwrap_or_default();
                if !matches!(self.ty(elem), Type::Scalar(Scalar::Char | Scalar::Uchar)) {
                    let span = self.tu[*e].span;
                    self.error(span, "array initializer must be an initializer list");
                    return false;
                }
                // The nul fits when the array is long enough; a longer literal is C's error.
                if text.len() as u64 > len + 1
                    || (text.len() as u64 == len + 1 && text.last() != Some(&0))
                {
                    let span = self.tu[*e].span;
                    self.error(span, "initializer-string for char array is too long");
                    return false;
                }
                let n = (len as usize).min(text.len());
                bytes[offset..offset + n].copy_from_slice(&text[..n]);
                true
            }
            (_, init) => {
                let span = init.span(self.tu);
                let name = self.type_name(ty);
                self.error(span, format!("initializer for a program scope variable of type '{name}' is not supported"));
                false
            }
        }
    }

    /// A program-scope pointer's initializer: a null pointer constant is stored as zero bytes;
    /// the address of a program-scope variable (`&baz`, or an array naming its first element) is
    /// checked like an assignment, then reported as not supported yet (the module would need the
    /// address patched in when the program is loaded).
    fn pointer_initializer(&mut self, ty: TypeId, e: ast::ExprId) -> bool {
        let span = self.tu[e].span;
        let mut inner = e;
        while let Ast::Paren(x) | Ast::Cast { expr: x, .. } = &self.tu[inner].kind {
            inner = *x;
        }
        if let Ok(0) = self.eval_silently(inner) {
            return true;
        }
        let target = match &self.tu[inner].kind {
            Ast::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => match self.tu[*operand].kind {
                Ast::Ident(name) => Some((name, false)),
                _ => None,
            },
            Ast::Ident(name) => Some((*name, true)),
            _ => None,
        };
        let Some((name, decays)) = target else {
            self.error(span, "initializer element is not a compile-time constant");
            return false;
        };
        let Some(super::Binding::Global {
            ty: object_ty,
            space,
            ..
        }) = self.lookup(name)
        else {
            let text = self.name(name);
            self.error(span, format!("initializer element is not a compile-time constant ('{text}' is not a program-scope variable)"));
            return false;
        };
        let pointee = match (decays, self.ty(object_ty)) {
            (true, Type::Array { elem, .. }) => elem,
            (true, _) => {
                self.error(span, "initializer element is not a compile-time constant");
                return false;
            }
            (false, _) => object_ty,
        };
        let from = self.module.types.pointer(pointee, space);
        if let Type::Pointer {
            space: to_space, ..
        } = self.ty(ty)
        {
            let convertible = to_space == space
                || (to_space == AddressSpace::Generic && space != AddressSpace::Constant);
            if !convertible {
                let (nf, nt) = (self.type_name(from), self.type_name(ty));
                self.error(span, format!("initializing '{nt}' with an expression of type '{nf}' changes address space of pointer"));
                return false;
            }
        }
        self.error(
            span,
            "program-scope pointers initialized with an address are not supported by oclvk yet",
        );
        false
    }

    /// The bytes (with the terminating nul) of a string literal initializer, if `e` is one.
    pub(crate) fn string_bytes(&self, e: ast::ExprId) -> Option<Vec<u8>> {
        let mut inner = e;
        while let Ast::Paren(x) = self.tu[inner].kind {
            inner = x;
        }
        let Ast::Str(parts) = &self.tu[inner].kind else {
            return None;
        };
        let mut bytes = Vec::new();
        for part in parts {
            bytes.extend(literal::decode_string(self.name(part.name)).ok()?);
        }
        bytes.push(0);
        Some(bytes)
    }

    /// The elements of `(float4)(1, 2, 3, 4)` or of a single scalar to splat.
    fn vector_elements(&self, e: ast::ExprId) -> Vec<ast::ExprId> {
        let mut e = e;
        loop {
            match &self.tu[e].kind {
                Ast::Paren(inner) => e = *inner,
                Ast::VectorLiteral { elems, .. } => return self.tu[*elems].to_vec(),
                Ast::Cast { expr, .. } => e = *expr,
                _ => return vec![e],
            }
        }
    }

    fn fill_lanes(
        &mut self,
        bytes: &mut [u8],
        offset: usize,
        scalar: Scalar,
        len: u8,
        elems: &[ast::ExprId],
    ) -> bool {
        let size = scalar.size() as usize;
        let splat = elems.len() == 1;
        for lane in 0..len as usize {
            let Some(&e) = elems.get(if splat { 0 } else { lane }) else {
                break;
            };
            match self.const_number(e) {
                Some(n) => write_scalar(bytes, offset + lane * size, scalar, n),
                None => return false,
            }
        }
        true
    }

    /// Evaluates an arithmetic constant expression, integer or floating.
    fn const_number(&mut self, e: ast::ExprId) -> Option<Number> {
        match &self.tu[e].kind {
            Ast::Number(sym) => match literal::parse_number(self.name(*sym)) {
                Ok(NumberLiteral::Int { value, .. }) => Some(Number::Int(value as i64)),
                Ok(NumberLiteral::Float { value, .. }) => Some(Number::Float(value)),
                Err(err) => {
                    let span = self.tu[e].span;
                    self.error(span, err.to_string());
                    None
                }
            },
            Ast::Paren(inner) => self.const_number(*inner),
            Ast::Unary {
                op: op @ (UnaryOp::Neg | UnaryOp::Plus),
                operand,
            } => {
                let (op, operand) = (*op, *operand);
                let n = self.const_number(operand)?;
                Some(match (op, n) {
                    (UnaryOp::Plus, n) => n,
                    (_, Number::Int(i)) => Number::Int(i.wrapping_neg()),
                    (_, Number::Float(f)) => Number::Float(-f),
                })
            }
            Ast::Binary { op, lhs, rhs }
                if matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div
                ) =>
            {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let (a, b) = (self.const_number(lhs)?, self.const_number(rhs)?);
                match (a, b) {
                    (Number::Int(_), Number::Int(_)) => self.const_int(e).map(Number::Int),
                    _ => {
                        let (x, y) = (a.as_f64(), b.as_f64());
                        Some(Number::Float(match op {
                            BinaryOp::Add => x + y,
                            BinaryOp::Sub => x - y,
                            BinaryOp::Mul => x * y,
                            _ => x / y,
                        }))
                    }
                }
            }
            Ast::Cast { ty, expr } => {
                let inner = *expr;
                let (target, _) = self.resolve_type_name(ty);
                let n = self.const_number(inner)?;
                match self.ty(target) {
                    Type::Scalar(s) if s.is_float() => Some(Number::Float(n.as_f64())),
                    Type::Scalar(_) => Some(Number::Int(match n {
                        Number::Int(i) => i,
                        Number::Float(f) => f as i64,
                    })),
                    _ => Some(n),
                }
            }
            _ => self.const_int(e).map(Number::Int),
        }
    }
}

fn write_scalar(bytes: &mut [u8], offset: usize, scalar: Scalar, n: Number) {
    let size = scalar.size() as usize;
    let Some(slot) = bytes.get_mut(offset..offset + size) else {
        return;
    };
    match scalar {
        Scalar::Float => slot.copy_from_slice(&(n.as_f64() as f32).to_le_bytes()),
        Scalar::Double => slot.copy_from_slice(&n.as_f64().to_le_bytes()),
        Scalar::Half => {
            slot.copy_from_slice(&crate::ir::half::f32_to_f16(n.as_f64() as f32).to_le_bytes())
        }
        Scalar::Bool => slot[0] = (n.as_f64() != 0.0) as u8,
        _ => {
            let v = match n {
                Number::Int(i) => i,
                Number::Float(f) => f as i64,
            };
            slot.copy_from_slice(&v.to_le_bytes()[..size]);
        }
    }
}
