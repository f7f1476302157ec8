//! 64-bit atomics where the target has only min and max (MSL 2.4: `atomic_min`/`atomic_max`
//! on a device `atomic_ulong`, as statements that return nothing; naga's
//! `SHADER_INT64_ATOMIC_MIN_MAX`). Metal has no 64-bit atomic load, store, add, exchange or
//! compare-exchange, no signed 64-bit atomic type, and an object an atomic acts on is declared
//! atomic: so an OpenCL 64-bit `atom_min`/`atom_max`/`atomic_fetch_min`/`atomic_fetch_max` on
//! a `global` `ulong` whose result is unused becomes naga's min or max statement, and the buffer
//! (or program-scope variable) it acts on may be touched by nothing else in the module. Every
//! other 64-bit atomic, and any other access to such an object, is a diagnostic saying which of
//! these rules it breaks.

use crate::function::{FnWriter, PtrVal, Root, Step, Val, R};
use naga::{Handle, Statement};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{ExprId, Scalar, SimpleBuiltin as S, Type};
use oclvk_frontend::source::Span;
use std::collections::HashMap;

/// What a min or max statement acts on: a storage buffer, or a member of the program-global
/// buffer (one program-scope variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Object {
    var: Handle<naga::GlobalVariable>,
    member: Option<u32>,
}

/// The first min or max statement on each object and the first other access to each object,
/// across the module (program-scope variables are shared by its kernels).
#[derive(Default)]
pub(crate) struct Uses {
    statements: HashMap<Object, (Span, &'static str)>,
    others: HashMap<Object, (Span, Access)>,
}

/// How a load or store touches memory, as its diagnostic says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    Read,
    Write,
}

impl Uses {
    /// For each object a min or max statement acts on and something else touches, an error at
    /// the first other access, with a note at the first statement.
    pub fn conflicts(&self, target: &str) -> Vec<Diagnostic> {
        let mut found: Vec<_> = self
            .others
            .iter()
            .filter_map(|(object, &(at, access))| {
                let &(statement, op) = self.statements.get(object)?;
                let verb = match access {
                    Access::Read => "reading",
                    Access::Write => "writing",
                };
                Some(
                    Diagnostic::error(
                        at,
                        format!(
                            "{verb} memory that a 64-bit atomic {op} acts on is not supported on \
                             the {target} target (it is atomic, and the target has no 64-bit \
                             atomic load or store)"
                        ),
                    )
                    .with_note(Some(statement), format!("the 64-bit atomic {op} is here")),
                )
            })
            .collect();
        found.sort_by_key(|d| d.span.map(|s| (s.file.index(), s.start)));
        found
    }
}

/// The object `p` leads into, where it can be one a min or max statement acts on.
fn object_of(fw: &FnWriter, p: &PtrVal) -> Option<Object> {
    let Root::Global(var) = p.root else {
        return None;
    };
    let member = match p.steps.first() {
        Some(&Step::Member(k)) if fw.mw.is_program_globals(var) => Some(k),
        _ => None,
    };
    Some(Object { var, member })
}

/// Records a load or store through `p` at `span`, which must not reach an object a min or max
/// statement acts on (`Uses::conflicts`, once the module is written).
pub(crate) fn note_access(fw: &mut FnWriter, p: &PtrVal, access: Access, span: Span) {
    if fw.mw.features.int64_atomics != crate::types::Int64Atomics::MinMaxStatements {
        return;
    }
    if let Some(object) = object_of(fw, p) {
        fw.mw
            .int64_min_max
            .others
            .entry(object)
            .or_insert((span, access));
    }
}

/// The scalar the pointer argument `arg` points to, if a `long` or `ulong` (plain or atomic).
pub(crate) fn int64_pointee(fw: &FnWriter, arg: ExprId) -> Option<Scalar> {
    let types = &fw.mw.m.types;
    let Type::Pointer { pointee, .. } = types.get(fw.expr_ty(arg)) else {
        return None;
    };
    let pointee = match types.get(pointee) {
        Type::Atomic(inner) => inner,
        _ => pointee,
    };
    match types.get(pointee) {
        Type::Scalar(s @ (Scalar::Long | Scalar::Ulong)) => Some(s),
        _ => None,
    }
}

/// Atomic builtin `s` on the 64-bit integer `p` points to, of type `scalar`: a min or max
/// statement where the target allows one, else the diagnostic naming what it lacks.
pub(crate) fn statement(
    fw: &mut FnWriter,
    s: S,
    scalar: Scalar,
    p: &PtrVal,
    args: &[ExprId],
    result_unused: bool,
    span: Span,
) -> R<Val> {
    let target = fw.mw.features.name;
    let refuse = |what: String, why: &str| -> R<Val> {
        Err(Diagnostic::error(
            span,
            format!("{what} is not supported on the {target} target ({why})"),
        ))
    };
    let (fun, op) = match (crate::builtins::atomic_function(s), s) {
        (Some(f @ naga::AtomicFunction::Min), _) => (f, "min"),
        (Some(f @ naga::AtomicFunction::Max), _) => (f, "max"),
        (_, S::AtomicLoad | S::AtomicLoadExplicit) => return refuse_other(refuse, "load"),
        (_, S::AtomicCmpxchg) => return refuse_other(refuse, "compare-exchange"),
        (Some(naga::AtomicFunction::Add), _) => return refuse_other(refuse, "add"),
        (Some(naga::AtomicFunction::Subtract), _) => return refuse_other(refuse, "subtract"),
        (Some(naga::AtomicFunction::Exchange { .. }), _) => {
            return refuse_other(refuse, "exchange")
        }
        (Some(_), _) => return refuse_other(refuse, "bitwise operation"),
        (None, _) => return refuse_other(refuse, "store"),
    };
    // Metal's 64-bit atomic type is `atomic_ulong`, compared unsigned.
    if scalar != Scalar::Ulong {
        return refuse(
            format!("a 64-bit atomic {op} on '{}'", scalar.name()),
            "its 64-bit atomic min and max are on 'ulong' alone",
        );
    }
    let Some(object) = object_of(fw, p) else {
        return fw.unsupported(span, "an atomic operation on private memory");
    };
    if !matches!(
        fw.mw.out.global_variables[object.var].space,
        naga::AddressSpace::Storage { .. }
    ) {
        return refuse(
            format!("a 64-bit atomic {op} on local memory"),
            "its 64-bit atomics act on global memory alone",
        );
    }
    if !result_unused {
        return refuse(
            format!("a 64-bit atomic {op} whose result is used"),
            "its 64-bit atomic min and max return nothing",
        );
    }
    crate::builtins::make_atomic(fw, p, span)?;
    fw.mw
        .int64_min_max
        .statements
        .entry(object)
        .or_insert((span, op));
    let value = fw.lower_value(args[1])?;
    fw.written(p);
    let pointer = fw.pointer(p);
    fw.push(Statement::Atomic {
        pointer,
        fun,
        value,
        result: None,
    });
    Ok(Val::Void)
}

/// The refusal of a 64-bit atomic `op` other than min and max.
fn refuse_other(refuse: impl Fn(String, &str) -> R<Val>, op: &str) -> R<Val> {
    refuse(
        format!("a 64-bit atomic {op}"),
        "its 64-bit atomics are min and max alone, whose result is unused",
    )
}
