//! OpenCL C 2.0's atomic types (`atomic_int`, ..., C11's `_Atomic(T)`) outside the builtins.
//!
//! OpenCL C restricts C11: an atomic object is read and written through the atomic builtins, never
//! by C's operators. Assigning to or from one is an error, and so is initializing one anywhere but
//! at program scope; arithmetic, comparison, logical and unary operators reject atomic operands.
//! What remains legal reads the object as a value (`int w = *a;`, `if (*a)`, `(int)*a`, passing
//! or returning it): sema lowers that read to a sequentially consistent `atomic_load`, so the IR
//! never holds a plain `Load` of an atomic object. The wording follows clang-15.

use super::conv::{Place, Value};
use super::Sema;
use crate::ir::{Builtin, ExprKind, SimpleBuiltin, Type, TypeId};
use crate::source::Span;

impl Sema<'_> {
    /// Reads an atomic lvalue: `atomic_load(&object)`, whose result is the value type.
    pub(crate) fn load_atomic(&mut self, v: Value, span: Span) -> Value {
        let value_ty = self.module.types.value_type(v.ty);
        let e = self.emit(
            ExprKind::Builtin {
                builtin: Builtin::Simple(SimpleBuiltin::AtomicLoad),
                args: Box::new([v.expr]),
            },
            value_ty,
            span,
        );
        Value::rvalue(e, value_ty)
    }

    fn is_atomic_object(&self, v: &Value) -> bool {
        v.place != Place::RValue && matches!(self.ty(v.ty), Type::Atomic(_))
    }

    /// Reports a binary operator (or compound assignment) with an atomic operand; `true` when
    /// neither operand is atomic. The operands are not loaded yet.
    pub(crate) fn check_binary_not_atomic(&mut self, a: &Value, b: &Value, span: Span) -> bool {
        if !self.is_atomic_object(a) && !self.is_atomic_object(b) {
            return true;
        }
        let (na, nb) = (self.type_name(a.ty), self.type_name(b.ty));
        self.error(
            span,
            format!("invalid operands to binary expression ('{na}' and '{nb}')"),
        );
        false
    }

    /// Reports a unary operator (`++`, `--`, `-`, `~`, `!`, `+`) on an atomic operand.
    pub(crate) fn check_unary_not_atomic(&mut self, v: &Value, span: Span) -> bool {
        if !self.is_atomic_object(v) {
            return true;
        }
        let name = self.type_name(v.ty);
        self.error(
            span,
            format!("invalid argument type '{name}' to unary expression"),
        );
        false
    }

    /// Reports `x = y` where either side is an atomic object.
    pub(crate) fn check_assignment_not_atomic(
        &mut self,
        target: &Value,
        value: &Value,
        span: Span,
    ) -> bool {
        if !self.is_atomic_object(target) && !self.is_atomic_object(value) {
            return true;
        }
        self.error(
            span,
            "atomic variable can be assigned to a variable only in global address space",
        );
        false
    }

    /// Reports an initializer on a function-scope atomic variable (program-scope ones may have
    /// one: they are initialized before any work-item runs).
    pub(crate) fn check_atomic_initializer(&mut self, ty: TypeId, span: Span) -> bool {
        if !matches!(self.ty(ty), Type::Atomic(_)) {
            return true;
        }
        self.error(
            span,
            "atomic variable can be initialized to a variable only in global address space",
        );
        false
    }
}
