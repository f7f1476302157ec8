//! Calls: user functions (with argument conversion and recursion checks), `convert_T` and `as_T`,
//! the compiler builtins behind `INFINITY`/`NAN`, and (in `builtins`) OpenCL C's library.

use super::conv::{ConvContext, Value};
use super::{Binding, Sema};
use crate::ast::{self, ExprKind as Ast};
use crate::ir::{self, ConvertKind, ExprKind, Literal, Rounding, Scalar, TypeId};
use crate::source::Span;
use crate::token::Symbol;

impl Sema<'_> {
    /// A user-function call or a builtin call.
    pub(crate) fn call(
        &mut self,
        callee: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let Ast::Ident(name) = self.tu[callee].kind else {
            self.error(
                self.tu[callee].span,
                "called object is not a function (OpenCL C has no function pointers)",
            );
            return None;
        };
        let callee_span = self.tu[callee].span;
        if let Some(Binding::Function(id)) = self.lookup(name) {
            if !self.state.overloads.is_empty() && self.state.overloads.contains_key(&name) {
                let set = self.overload_set(name, id);
                return self.overloadable_user_call(name, &set, args, span);
            }
            return self.user_call(name, id, args, span);
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

    /// A call of `name`, user function `id` (the IR name of an overloadable one is mangled;
    /// diagnostics use the name as written).
    fn user_call(
        &mut self,
        name: Symbol,
        id: ir::FunctionId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let param_count = self.state.signatures[id].params.len();
        if args.len() != param_count {
            let declared = self.state.signatures[id].span;
            let name = self.name(name);
            let which = if args.len() < param_count {
                "few"
            } else {
                "many"
            };
            self.report(
                crate::diag::Diagnostic::error(
                    span,
                    format!(
                        "too {which} arguments to function call, expected {}, have {}",
                        param_count,
                        args.len()
                    ),
                )
                .with_note(Some(declared), format!("'{name}' declared here")),
            );
            return None;
        }
        let mut lowered = Vec::with_capacity(args.len());
        let mut ok = true;
        for (i, &a) in args.iter().enumerate() {
            let pty = self.state.signatures[id].params[i];
            let aspan = self.tu[a].span;
            let Some(v) = self.rvalue_expr(a) else {
                ok = false;
                continue;
            };
            let reported = self.diags.len();
            let converted = self.implicit(v, pty, aspan, ConvContext::Pass);
            // As clang does, a diagnostic about the argument's conversion (an error or a
            // warning) points at the parameter the argument was meant for.
            if self.diags.len() > reported {
                if let Some(p) = self.state.module.function(id).params.get(i) {
                    let note = format!("passing argument to parameter '{}' here", p.name);
                    let pspan = p.span;
                    self.diags.note_last(Some(pspan), note);
                }
            }
            match converted {
                Some(e) => lowered.push(e),
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        self.finish_user_call(id, lowered, span)
    }

    /// A call of user function `id` with its arguments checked and converted.
    pub(crate) fn finish_user_call(
        &mut self,
        id: ir::FunctionId,
        lowered: Vec<ir::ExprId>,
        span: Span,
    ) -> Option<Value> {
        let ret = self.state.signatures[id].ret;
        if let Some(state) = &self.state.func {
            if state.id == id {
                let name = &self.state.module.function(id).name;
                self.error(
                    span,
                    format!("recursion is not supported: '{name}' calls itself"),
                );
                return None;
            }
        }
        if self.state.module.function(id).kernel.is_some()
            && self
                .state
                .module
                .globals
                .iter()
                .any(|g| g.owner == Some(id))
        {
            let name = &self.state.module.function(id).name;
            self.warning(span, format!("calling kernel '{name}', which declares local variables: how they are shared with the caller is implementation-defined"));
        }
        let args = self.expr_list(lowered);
        let e = self.emit(ExprKind::Call { function: id, args }, ret, span);
        Some(Value::rvalue(e, ret))
    }

    /// The compiler builtins the predefined macros `INFINITY`, `NAN`, `HUGE_VALF` and `HUGE_VAL`
    /// expand to: constants of type float (double for `HUGE_VAL`).
    fn special_constant(&mut self, name: &str, args: &[ast::ExprId], span: Span) -> Option<Value> {
        let (value, scalar, expected) = special_constant_value(name)?;
        if args.len() != expected {
            self.error(span, format!("'{name}' takes {expected} argument(s)"));
            return None;
        }
        let ty = self.state.module.types.scalar(scalar);
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
        let (from_lanes, to_lanes) = (
            self.state.module.types.lanes(v.ty),
            self.state.module.types.lanes(to),
        );
        if is_as {
            let (fs, ts) = (
                self.state.module.types.size_of(v.ty),
                self.state.module.types.size_of(to),
            );
            if fs != ts || from_lanes.is_none() {
                let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
                self.error(
                    span,
                    format!("invalid reinterpretation: sizes of '{nt}' and '{nf}' must match"),
                );
                return None;
            }
            let e = self.emit_convert(ConvertKind::Bitcast, v.expr, to, span);
            return Some(Value::rvalue(e, to));
        }
        if from_lanes.is_none() || from_lanes != to_lanes {
            let (nf, nt) = (self.type_name(v.ty), self.type_name(to));
            self.error(span, format!("no matching function for call to 'convert_{nt}': cannot convert '{nf}' (the number of elements must match)"));
            return None;
        }
        let kind = ConvertKind::Numeric { saturate, rounding };
        let e = self.emit_convert(kind, v.expr, to, span);
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
                    return Some(self.state.module.types.scalar(scalar));
                }
                if let Ok(n @ (2 | 3 | 4 | 8 | 16)) = rest.parse::<u8>() {
                    if scalar != Scalar::Bool {
                        return Some(self.state.module.types.vector(scalar, n));
                    }
                }
            }
        }
        None
    }
}

/// The value, type and argument count of the compiler builtin `name` that a predefined macro
/// (`INFINITY`, `NAN`, `HUGE_VALF`, `HUGE_VAL`) expands to, if it is one: in expressions and in
/// program-scope initializers alike.
pub(super) fn special_constant_value(name: &str) -> Option<(f64, Scalar, usize)> {
    Some(match name {
        "__builtin_inff" | "__builtin_huge_valf" => (f64::INFINITY, Scalar::Float, 0),
        "__builtin_huge_val" => (f64::INFINITY, Scalar::Double, 0),
        "__builtin_nanf" => (f64::NAN, Scalar::Float, 1),
        _ => return None,
    })
}
