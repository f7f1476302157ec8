//! User functions declared `__attribute__((overloadable))`: several functions of one name,
//! told apart by their parameter types. Each has its own IR function, named with the Itanium
//! mangling clang gives overloadable functions (`_Z1fi`, `_Z1fDv4_f`), so the module's names stay
//! unique; a call goes to the best viable one, ranked as C++ ranks conversions (exact match,
//! then promotion, then conversion), as the builtins are.

use super::conv::{ConvContext, Value};
use super::Sema;
use crate::ast;
use crate::diag::Diagnostic;
use crate::ir::{AddressSpace, FunctionId, Scalar, Type, TypeId};
use crate::source::Span;
use crate::token::Symbol;

/// How good passing an argument to a parameter is; lower is better.
type Rank = u8;
const EXACT: Rank = 0;
const PROMOTION: Rank = 1;
const CONVERSION: Rank = 2;

/// Whether a declaration carries the `overloadable` attribute.
pub(crate) fn is_overloadable(sema: &Sema<'_>, attrs: &[&[ast::Attribute]]) -> bool {
    attrs
        .iter()
        .flat_map(|list| list.iter())
        .any(|a| super::attrs::plain_name(sema, a) == "overloadable")
}

impl Sema<'_> {
    /// The overloads of `name` (one function when it is not overloaded).
    pub(crate) fn overload_set(&self, name: Symbol, first: FunctionId) -> Vec<FunctionId> {
        self.state
            .overloads
            .get(&name)
            .cloned()
            .unwrap_or_else(|| vec![first])
    }

    /// Itanium's mangled name of function `name` with these parameter types.
    pub(crate) fn mangled_name(&self, name: &str, params: &[TypeId]) -> String {
        let mut out = format!("_Z{}{name}", name.len());
        if params.is_empty() {
            out.push('v');
        }
        for &p in params {
            self.mangle_type(p, &mut out);
        }
        out
    }

    fn mangle_type(&self, ty: TypeId, out: &mut String) {
        match self.ty(ty) {
            Type::Void => out.push('v'),
            Type::Scalar(s) => out.push_str(mangled_scalar(s)),
            Type::Vector { scalar, len } => {
                out.push_str(&format!("Dv{len}_{}", mangled_scalar(scalar)));
            }
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                out.push('P');
                let space = match space {
                    AddressSpace::Private => None,
                    AddressSpace::Global => Some(1),
                    AddressSpace::Constant => Some(2),
                    AddressSpace::Local => Some(3),
                    AddressSpace::Generic => Some(4),
                };
                if let Some(n) = space {
                    out.push_str(&format!("U3AS{n}"));
                }
                if qualifiers.is_restrict {
                    out.push('r');
                }
                if qualifiers.is_volatile {
                    out.push('V');
                }
                if qualifiers.is_const {
                    out.push('K');
                }
                self.mangle_type(pointee, out);
            }
            _ => {
                // Records, images and the rest: their name, as a source name.
                let name: String = self
                    .type_name(ty)
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .collect();
                out.push_str(&format!("{}{name}", name.len()));
            }
        }
    }

    /// A call of overloaded `name`: the arguments are checked once, the best viable overload
    /// chosen, and the arguments converted to its parameters.
    pub(crate) fn overloadable_user_call(
        &mut self,
        name: Symbol,
        set: &[FunctionId],
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let mut values = Vec::with_capacity(args.len());
        for &a in args {
            values.push(self.rvalue_expr(a));
        }
        let values: Vec<Value> = values.into_iter().collect::<Option<_>>()?;
        let mut viable: Vec<(FunctionId, Vec<Rank>)> = Vec::new();
        for &id in set {
            let params = &self.state.signatures[id].params;
            if params.len() != values.len() {
                continue;
            }
            let ranks: Option<Vec<Rank>> = values
                .iter()
                .zip(params)
                .map(|(v, &p)| self.pass_rank(v.ty, p))
                .collect();
            if let Some(ranks) = ranks {
                viable.push((id, ranks));
            }
        }
        let better = |a: &[Rank], b: &[Rank]| {
            a.iter().zip(b).all(|(x, y)| x <= y) && a.iter().zip(b).any(|(x, y)| x < y)
        };
        // The one better than every other viable overload, if there is one.
        let best: Vec<FunctionId> = viable
            .iter()
            .filter(|(i, ri)| viable.iter().all(|(j, rj)| i == j || better(ri, rj)))
            .map(|(id, _)| *id)
            .collect();
        let text = self.name(name).to_string();
        let chosen = match best.as_slice() {
            [one] => *one,
            _ => {
                let (message, note, candidates) = if viable.is_empty() {
                    let message = format!("no matching function for call to '{text}'");
                    (message, "candidate function not viable", set.to_vec())
                } else {
                    let ambiguous: Vec<FunctionId> = viable
                        .iter()
                        .filter(|(i, ri)| viable.iter().all(|(j, rj)| i == j || !better(rj, ri)))
                        .map(|(id, _)| *id)
                        .collect();
                    let message = format!("call to '{text}' is ambiguous");
                    (message, "candidate function", ambiguous)
                };
                let mut d = Diagnostic::error(span, message);
                for id in candidates {
                    let at = self.state.signatures[id].span;
                    d = d.with_note(Some(at), note);
                }
                self.report(d);
                return None;
            }
        };
        let params = self.state.signatures[chosen].params.clone();
        let mut lowered = Vec::with_capacity(values.len());
        for ((v, p), &a) in values.into_iter().zip(params).zip(args) {
            let at = self.tu[a].span;
            lowered.push(self.implicit(v, p, at, ConvContext::Pass)?);
        }
        self.finish_user_call(chosen, lowered, span)
    }

    /// The rank of passing an argument of type `arg` to a parameter of type `param`, or `None`
    /// when it cannot be passed.
    fn pass_rank(&self, arg: TypeId, param: TypeId) -> Option<Rank> {
        if arg == param {
            return Some(EXACT);
        }
        match (self.ty(arg), self.ty(param)) {
            (Type::Scalar(a), Type::Scalar(b)) => {
                let promotion = (a == Scalar::Float && b == Scalar::Double)
                    || (Self::promoted_scalar(a) == b && a != b);
                Some(if promotion { PROMOTION } else { CONVERSION })
            }
            (
                Type::Pointer {
                    pointee: a,
                    space: from,
                    qualifiers: qa,
                },
                Type::Pointer {
                    pointee: b,
                    space: to,
                    qualifiers: qb,
                },
            ) => {
                let same_pointee = a == b || matches!(self.ty(b), Type::Void);
                let keeps_qualifiers =
                    (!qa.is_const || qb.is_const) && (!qa.is_volatile || qb.is_volatile);
                if !same_pointee || !keeps_qualifiers {
                    return None;
                }
                if from == to {
                    Some(if a == b { PROMOTION } else { CONVERSION })
                } else if to == AddressSpace::Generic && from != AddressSpace::Constant {
                    Some(CONVERSION)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

fn mangled_scalar(s: Scalar) -> &'static str {
    match s {
        Scalar::Bool => "b",
        Scalar::Char => "c",
        Scalar::Uchar => "h",
        Scalar::Short => "s",
        Scalar::Ushort => "t",
        Scalar::Int => "i",
        Scalar::Uint => "j",
        Scalar::Long => "l",
        Scalar::Ulong => "m",
        Scalar::Half => "Dh",
        Scalar::Float => "f",
        Scalar::Double => "d",
    }
}
