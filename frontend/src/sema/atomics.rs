//! OpenCL C 2.0's atomic types (`atomic_int`, ..., C11's `_Atomic(T)`) outside the builtins.
//!
//! OpenCL C restricts C11: an atomic object is read and written through the atomic builtins, never
//! by C's operators. Assigning to or from one is an error, and so is initializing one anywhere but
//! at program scope; arithmetic, comparison, logical and unary operators reject atomic operands.
//! What remains legal reads the object as a value (`int w = *a;`, `if (*a)`, `(int)*a`, passing
//! or returning it): sema lowers that read to a sequentially consistent `atomic_load`, so the IR
//! never holds a plain `Load` of an atomic object. The wording follows clang-15.
//!
//! Also here: which cl_ext_float_atomics builtins the feature macros declare
//! ([`FloatAtomicFeatures`]; the rows themselves are in the builtin table).

use super::conv::{Place, Value};
use super::Sema;
use crate::ir::{AddressSpace, Builtin, ExprKind, Scalar, SimpleBuiltin, Type, TypeId};
use crate::source::Span;
use std::collections::HashSet;

impl Sema<'_> {
    /// Reads an atomic lvalue: `atomic_load(&object)`, whose result is the value type.
    pub(crate) fn load_atomic(&mut self, v: Value, span: Span) -> Value {
        let value_ty = self.state.module.types.value_type(v.ty);
        let args = self.expr_list([v.expr]);
        let e = self.emit(
            ExprKind::Builtin {
                builtin: Builtin::Simple(SimpleBuiltin::AtomicLoad),
                args,
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

/// The operations cl_ext_float_atomics adds, each under its own feature macros.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FloatAtomicOp {
    /// `atomic_fetch_add`/`atomic_fetch_sub` (`__opencl_c_ext_fpN_SPACE_atomic_add`).
    Add,
    /// `atomic_fetch_min`/`atomic_fetch_max` (`__opencl_c_ext_fpN_SPACE_atomic_min_max`).
    MinMax,
}

/// Which cl_ext_float_atomics builtins are declared: one bit per (width, space, operation),
/// read from the macros defined (oclvk predefines them from OpenCL C 2.0 on; a kernel may
/// `#undef` them). `half` has no `atomic_half` in oclvk, so its features are never declared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FloatAtomicFeatures {
    bits: u8,
}

impl FloatAtomicFeatures {
    fn bit(scalar: Scalar, space: AddressSpace, op: FloatAtomicOp) -> Option<u8> {
        let width = match scalar {
            Scalar::Float => 0,
            Scalar::Double => 1,
            _ => return None,
        };
        let space = match space {
            AddressSpace::Global => 0,
            AddressSpace::Local => 1,
            _ => return None,
        };
        let op = match op {
            FloatAtomicOp::Add => 0,
            FloatAtomicOp::MinMax => 1,
        };
        Some(1 << (width * 4 + space * 2 + op))
    }

    pub(crate) fn from_macros(defined: &HashSet<String>) -> FloatAtomicFeatures {
        let mut features = FloatAtomicFeatures::default();
        if !defined.contains("cl_ext_float_atomics") {
            return features;
        }
        // opencl-c.h declares the double forms only with the 64-bit integer atomics too.
        let int64_atomics = defined.contains("cl_khr_int64_base_atomics")
            && defined.contains("cl_khr_int64_extended_atomics");
        for (scalar, width) in [(Scalar::Float, "fp32"), (Scalar::Double, "fp64")] {
            if scalar == Scalar::Double && !int64_atomics {
                continue;
            }
            for (space, space_name) in [
                (AddressSpace::Global, "global"),
                (AddressSpace::Local, "local"),
            ] {
                for (op, op_name) in [
                    (FloatAtomicOp::Add, "add"),
                    (FloatAtomicOp::MinMax, "min_max"),
                ] {
                    if defined.contains(&format!(
                        "__opencl_c_ext_{width}_{space_name}_atomic_{op_name}"
                    )) {
                        features.bits |= Self::bit(scalar, space, op).unwrap_or(0);
                    }
                }
            }
        }
        features
    }

    /// Whether `op` on `scalar` through a pointer into `space` is declared (generic: when it is
    /// for both `global` and `local`).
    pub(crate) fn declares(self, op: FloatAtomicOp, scalar: Scalar, space: AddressSpace) -> bool {
        let has = |space| Self::bit(scalar, space, op).is_some_and(|b| self.bits & b != 0);
        match space {
            AddressSpace::Generic => has(AddressSpace::Global) && has(AddressSpace::Local),
            _ => has(space),
        }
    }
}
