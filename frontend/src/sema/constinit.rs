//! Constant initializers of program-scope variables, evaluated to the bytes the IR's
//! [`crate::ir::Global::init`] holds (little-endian, laid out as the type arena says) and the
//! addresses of other program-scope objects in them ([`crate::ir::Global::relocations`]).

use super::Sema;
use crate::ast::{self, BinaryOp, ExprKind as Ast, UnaryOp};
use crate::ir::{AddressSpace, Relocation, Scalar, Type, TypeId};
use crate::literal::{self, NumberLiteral};

/// An address constant being evaluated: `offset` bytes into `global`, pointing to a `ty`.
#[derive(Clone, Copy, Debug)]
struct Address {
    global: crate::ir::GlobalId,
    space: AddressSpace,
    ty: TypeId,
    offset: i64,
}

impl Address {
    /// `self + k` in elements of `size` bytes.
    fn advanced(self, k: i64, size: u64) -> Result<Address, Option<String>> {
        let step = i64::try_from(size).ok().and_then(|s| s.checked_mul(k));
        let offset = step.and_then(|s| self.offset.checked_add(s)).ok_or(None)?;
        Ok(Address { offset, ..self })
    }
}

/// The most bytes an initial value holds before its zero tail (256 MiB): they are kept in
/// memory, and the module's reflection carries them as hex. Zeros after them cost nothing.
pub const MAX_EXPLICIT_INIT_BYTES: u64 = 256 << 20;

/// A variable's initial bytes as the initializer writes them: only the prefix up to the last
/// non-zero byte written is held, the rest of the object is zero, so
/// `constant int t[100000000] = {1};` costs 4 bytes, not 400 MB ([`crate::ir::Global::init`]).
struct InitBytes {
    bytes: Vec<u8>,
    size: u64,
    /// The end of a non-zero write past [`MAX_EXPLICIT_INIT_BYTES`], which is not held.
    too_far: Option<u64>,
}

impl InitBytes {
    fn new(size: u64) -> InitBytes {
        InitBytes {
            bytes: Vec::new(),
            size,
            too_far: None,
        }
    }

    /// Writes `data` at `offset`, materializing the zeros before it; a write past the object
    /// is dropped, and zeros written into the tail change nothing.
    fn write(&mut self, offset: usize, data: &[u8]) {
        let Some(end) = offset
            .checked_add(data.len())
            .filter(|&end| end as u64 <= self.size)
        else {
            return;
        };
        if end > self.bytes.len() {
            if offset >= self.bytes.len() && data.iter().all(|&b| b == 0) {
                return;
            }
            if end as u64 > MAX_EXPLICIT_INIT_BYTES {
                self.too_far = self.too_far.max(Some(end as u64));
                return;
            }
            self.bytes.resize(end, 0);
        }
        self.bytes[offset..end].copy_from_slice(data);
    }

    /// The bytes up to the last non-zero one (explicit zeros at the end are the tail's).
    fn explicit(mut self) -> Vec<u8> {
        let len = self
            .bytes
            .iter()
            .rposition(|&b| b != 0)
            .map_or(0, |i| i + 1);
        self.bytes.truncate(len);
        self.bytes.shrink_to_fit();
        self.bytes
    }
}

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
    /// The initial bytes of a program-scope variable of type `ty`, with the addresses in them.
    pub(crate) fn constant_initializer(
        &mut self,
        ty: TypeId,
        init: &ast::Initializer,
    ) -> Option<(Vec<u8>, Vec<Relocation>)> {
        let mut bytes = InitBytes::new(self.state.module.types.size_of(ty));
        self.state.const_relocations.clear();
        let ok = self.fill(&mut bytes, 0, ty, init);
        let relocations = std::mem::take(&mut self.state.const_relocations);
        if let Some(end) = bytes.too_far {
            self.error(
                init.span(self.tu),
                format!("initializer is too large: its non-zero bytes reach {end} bytes into the object; oclvk's limit is {MAX_EXPLICIT_INIT_BYTES} bytes before the zero tail"),
            );
            return None;
        }
        ok.then(|| (bytes.explicit(), relocations))
    }

    fn fill(
        &mut self,
        bytes: &mut InitBytes,
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
                let size = self.state.module.types.size_of(elem) as usize;
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
                let fields = self.state.module.types.struct_def(s).fields.clone();
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
            (Type::Pointer { .. }, ast::Initializer::Expr(e)) => {
                self.pointer_initializer(offset, ty, *e)
            }
            // A program-scope atomic starts as its value (`ATOMIC_VAR_INIT(3)` is `(3)`).
            (Type::Atomic(value), init) => self.fill(bytes, offset, value, init),
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
                bytes.write(offset, &text[..n]);
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

    /// A program-scope pointer's initializer: a null pointer constant is stored as zero bytes; an
    /// address constant (see [`Self::address_value`]) is checked like an initialization and
    /// recorded as a relocation at `offset` (its bytes stay zero; the backend or the runner fills
    /// in the address).
    fn pointer_initializer(&mut self, offset: usize, ty: TypeId, e: ast::ExprId) -> bool {
        let span = self.tu[e].span;
        let inner = self.strip_parens_and_casts(e);
        if let Ok(0) = self.eval_silently(inner) {
            return true;
        }
        let Some((target, space, pointee, addend)) = self.address_constant(inner) else {
            return false;
        };
        let from = self.state.module.types.pointer(pointee, space);
        let Type::Pointer {
            pointee: to_pointee,
            space: to_space,
            ..
        } = self.ty(ty)
        else {
            return false;
        };
        let convertible = to_space == space
            || (to_space == AddressSpace::Generic && space != AddressSpace::Constant);
        if !convertible {
            let (nf, nt) = (self.type_name(from), self.type_name(ty));
            self.error(span, format!("initializing '{nt}' with an expression of type '{nf}' changes address space of pointer"));
            return false;
        }
        let explicit_cast = inner != self.strip_parens(e);
        let void =
            matches!(self.ty(pointee), Type::Void) || matches!(self.ty(to_pointee), Type::Void);
        if pointee != to_pointee && !void && !explicit_cast {
            let (nf, nt) = (self.type_name(from), self.type_name(ty));
            self.warning(span, format!("incompatible pointer types initializing '{nt}' with an expression of type '{nf}'"));
        }
        self.state.const_relocations.push(crate::ir::Relocation {
            offset: offset as u32,
            target,
            addend,
        });
        true
    }

    fn strip_parens(&self, e: ast::ExprId) -> ast::ExprId {
        let mut inner = e;
        while let Ast::Paren(x) = &self.tu[inner].kind {
            inner = *x;
        }
        inner
    }

    fn strip_parens_and_casts(&self, e: ast::ExprId) -> ast::ExprId {
        let mut inner = e;
        while let Ast::Paren(x) | Ast::Cast { expr: x, .. } = &self.tu[inner].kind {
            inner = *x;
        }
        inner
    }

    /// An address constant: (global, its address space, the pointee type, byte offset).
    /// Reports and returns `None` for anything else.
    fn address_constant(
        &mut self,
        e: ast::ExprId,
    ) -> Option<(crate::ir::GlobalId, AddressSpace, TypeId, i64)> {
        let span = self.tu[e].span;
        let address = match self.address_value(e) {
            Ok(a) => a,
            Err(detail) => {
                let message = match detail {
                    Some(d) => format!("initializer element is not a compile-time constant ({d})"),
                    None => "initializer element is not a compile-time constant".to_string(),
                };
                self.error(span, message);
                return None;
            }
        };
        Some((address.global, address.space, address.ty, address.offset))
    }

    /// A pointer-valued constant expression: `&object`, an array naming its first element, a
    /// string literal, `p + k`, `p - k`, `k + p`, and casts of those. `ty` is the pointee.
    fn address_value(&mut self, e: ast::ExprId) -> Result<Address, Option<String>> {
        match &self.tu[e].kind {
            Ast::Paren(inner) => self.address_value(*inner),
            Ast::Cast { ty, expr } => {
                let (ty, expr) = (*ty, *expr);
                let mut address = self.address_value(expr)?;
                let (to, _) = self.resolve_type_name(&self.tu[ty]);
                if let Some((pointee, _)) = self.state.module.types.pointee(to) {
                    address.ty = pointee;
                }
                Ok(address)
            }
            Ast::Str(_) => {
                let bytes = self.string_bytes(e).ok_or(None)?;
                let span = self.tu[e].span;
                let (global, array) = self.string_global(bytes, span);
                let Type::Array { elem, .. } = self.ty(array) else {
                    return Err(None);
                };
                Ok(Address {
                    global,
                    space: AddressSpace::Constant,
                    ty: elem,
                    offset: 0,
                })
            }
            Ast::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => self.object_address(*operand),
            Ast::Binary {
                op: op @ (BinaryOp::Add | BinaryOp::Sub),
                lhs,
                rhs,
            } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let (pointer, index) = match self.address_value(lhs) {
                    Ok(a) => (a, rhs),
                    Err(_) if op == BinaryOp::Add => (self.address_value(rhs)?, lhs),
                    Err(err) => return Err(err),
                };
                let k = self.eval_silently(index).map_err(|_| None)?;
                let k = if op == BinaryOp::Sub { -k } else { k };
                pointer.advanced(k, self.state.module.types.size_of(pointer.ty))
            }
            // An array object names its first element; a `constant` pointer holding an address
            // is that address (clang folds it too).
            _ => {
                let object = self.object_address(e)?;
                match self.ty(object.ty) {
                    Type::Array { elem, .. } => Ok(Address { ty: elem, ..object }),
                    Type::Pointer { pointee, .. } if object.space == AddressSpace::Constant => {
                        let global = self.state.module.global(object.global);
                        let r = global
                            .relocations
                            .iter()
                            .find(|r| r.offset as i64 == object.offset)
                            .copied()
                            .ok_or(None)?;
                        Ok(Address {
                            global: r.target,
                            space: self.state.module.global(r.target).space,
                            ty: pointee,
                            offset: r.addend,
                        })
                    }
                    _ => Err(None),
                }
            }
        }
    }

    /// The address of a program-scope object or part of one: a variable, `a[k]`, `s.f`, `p->f`,
    /// `*p`. `ty` is the object's type.
    fn object_address(&mut self, e: ast::ExprId) -> Result<Address, Option<String>> {
        match &self.tu[e].kind {
            Ast::Paren(inner) => self.object_address(*inner),
            Ast::Ident(name) => {
                let name = *name;
                match self.lookup(name) {
                    Some(super::Binding::Global {
                        global, ty, space, ..
                    }) if matches!(space, AddressSpace::Global | AddressSpace::Constant) => {
                        Ok(Address {
                            global,
                            space,
                            ty,
                            offset: 0,
                        })
                    }
                    _ => {
                        let text = self.name(name);
                        Err(Some(format!("'{text}' is not a program-scope variable")))
                    }
                }
            }
            Ast::Index { base, index } => {
                let (base, index) = (*base, *index);
                let array = self.address_value(base)?;
                let k = self.eval_silently(index).map_err(|_| None)?;
                array.advanced(k, self.state.module.types.size_of(array.ty))
            }
            Ast::Member {
                base,
                member,
                arrow,
            } => {
                let (base, member, arrow) = (*base, *member, *arrow);
                let mut address = if arrow {
                    self.address_value(base)?
                } else {
                    self.object_address(base)?
                };
                let Type::Struct(mut record) = self.ty(address.ty) else {
                    return Err(None);
                };
                let name = self.name(member.name).to_string();
                let path = self.find_field(record, &name).ok_or(None)?;
                for index in path {
                    let field =
                        self.state.module.types.struct_def(record).fields[index as usize].clone();
                    if field.bits.is_some() {
                        return Err(Some("the address of a bit-field".to_string()));
                    }
                    address.offset += field.offset as i64;
                    address.ty = field.ty;
                    if let Type::Struct(inner) = self.ty(field.ty) {
                        record = inner;
                    }
                }
                Ok(address)
            }
            Ast::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.address_value(*operand),
            _ => Err(None),
        }
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
        for part in &self.tu[*parts] {
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
        bytes: &mut InitBytes,
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
        crate::stack::grow(|| self.const_number_unguarded(e))
    }

    fn const_number_unguarded(&mut self, e: ast::ExprId) -> Option<Number> {
        match &self.tu[e].kind {
            Ast::Number(sym) => match self.number_literal(*sym) {
                Ok(NumberLiteral::Int { value, .. }) => Some(Number::Int(value as i64)),
                Ok(NumberLiteral::Float { value, .. }) => Some(Number::Float(value)),
                Err(err) => {
                    let span = self.tu[e].span;
                    self.error(span, err.to_string());
                    None
                }
            },
            Ast::Bool(b) => Some(Number::Int(i64::from(*b))),
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
                let (target, _) = self.resolve_type_name(&self.tu[*ty]);
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
            Ast::Call { callee, args } if self.tu[*args].len() <= 1 => {
                let special = match self.tu[*callee].kind {
                    Ast::Ident(name) => super::calls::special_constant_value(self.name(name)),
                    _ => None,
                };
                match special {
                    Some((value, _, expected)) if self.tu[*args].len() == expected => {
                        Some(Number::Float(value))
                    }
                    _ => self.const_int(e).map(Number::Int),
                }
            }
            _ => self.const_int(e).map(Number::Int),
        }
    }
}

fn write_scalar(bytes: &mut InitBytes, offset: usize, scalar: Scalar, n: Number) {
    let size = scalar.size() as usize;
    let value: [u8; 8] = match scalar {
        Scalar::Float => u64::from((n.as_f64() as f32).to_bits()).to_le_bytes(),
        Scalar::Double => n.as_f64().to_le_bytes(),
        Scalar::Half => u64::from(crate::ir::half::f32_to_f16(n.as_f64() as f32)).to_le_bytes(),
        Scalar::Bool => u64::from(n.as_f64() != 0.0).to_le_bytes(),
        _ => match n {
            Number::Int(i) => i,
            Number::Float(f) => f as i64,
        }
        .to_le_bytes(),
    };
    bytes.write(offset, &value[..size]);
}
