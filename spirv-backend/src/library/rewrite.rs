//! Which builtin calls go to the library, and their rewriting into calls of library functions.
//!
//! A scalar call `sin(x)` of type `T` becomes `(T) __oclvk_sin_f64((double) x)` (no conversions
//! for `double`), or, where the library has a float form (`__oclvk_sin_f32`), `float` calls call
//! it directly and `half` ones through `float`: a module without `double` then needs no
//! `Float64`. A vector call becomes a call of a lane loop (`lanes`). A builtin with a pointer output becomes
//! a store and a value: `sincos(x, p)` is `(*p = cos(x), sin(x))`, `x` and `p` evaluated once.

use super::import::{Importer, PREFIX};
use super::lanes;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, Builtin, ConvertKind, ExprId, ExprKind, FunctionId, Rounding, Scalar, SimpleBuiltin,
    TempId, Type, TypeId,
};
use oclvk_frontend::source::Span;

/// The library function (its stem: `sin` for `__oclvk_sin_f64`) that computes builtin `s` on
/// lanes of type `sc`, or `None` where the builtin keeps its direct lowering.
fn route(s: SimpleBuiltin, sc: Scalar, fast: bool) -> Option<&'static str> {
    use SimpleBuiltin::*;
    if !sc.is_float() {
        return None;
    }
    // Fast math keeps GLSL.std.450 wherever it has a form for the type: every half/float
    // function, and for double only these (GLSL has no 64-bit trigonometric, exponential or
    // power instructions).
    // `fma` stays exact in every mode, and the error and gamma functions have no GLSL form.
    let library_only = matches!(s, Fma | Erf | Erfc | Tgamma | Lgamma | LgammaR);
    if fast && !library_only && (sc != Scalar::Double || matches!(s, Sqrt | Rsqrt | Hypot)) {
        return None;
    }
    Some(match s {
        Sin | HalfSin => "sin",
        Cos | HalfCos => "cos",
        Tan | HalfTan => "tan",
        Sinpi => "sinpi",
        Cospi => "cospi",
        Tanpi => "tanpi",
        Asin => "asin",
        Acos => "acos",
        Atan => "atan",
        Asinpi => "asinpi",
        Acospi => "acospi",
        Atanpi => "atanpi",
        Atan2 => "atan2",
        Atan2pi => "atan2pi",
        Sinh => "sinh",
        Cosh => "cosh",
        Tanh => "tanh",
        Asinh => "asinh",
        Acosh => "acosh",
        Atanh => "atanh",
        Exp | HalfExp => "exp",
        Exp2 | HalfExp2 => "exp2",
        Exp10 | HalfExp10 => "exp10",
        Expm1 => "expm1",
        Log | HalfLog => "log",
        Log2 | HalfLog2 => "log2",
        Log10 | HalfLog10 => "log10",
        Log1p => "log1p",
        Pow => "pow",
        Powr | HalfPowr => "powr",
        Pown => "pown",
        Rootn => "rootn",
        Cbrt => "cbrt",
        Hypot => "hypot",
        // Float sqrt: GLSL's `Sqrt` is only "inherited from 1/inversesqrt", so the library
        // rounds it correctly; half keeps GLSL. Float and half `InverseSqrt` meet OpenCL's
        // 2 ulp by Vulkan's own table.
        Sqrt if sc != Scalar::Half => "sqrt",
        Rsqrt if sc == Scalar::Double => "rsqrt",
        Sincos => "sincos",
        // GLSL's `Fma` need not be fused (lavapipe's double one is not): both emulate it with
        // exact products and a rounding to odd.
        Fma if sc != Scalar::Half => "fma",
        // lavapipe's 64-bit `RoundEven` and `Trunc` are wrong beyond 2^24 and at some halfway
        // points; the library rounds with exact additions. `round` has no GLSL form (the
        // Trunc-based emulation loses the sign of zero), so every type goes there.
        Rint if sc == Scalar::Double => "rint",
        Trunc if sc == Scalar::Double => "trunc",
        Round => "round",
        Fmod => "fmod",
        Ldexp => "ldexp",
        Ilogb => "ilogb",
        Logb => "logb",
        Modf => "modf",
        Frexp => "frexp",
        Erf => "erf",
        Erfc => "erfc",
        Tgamma => "tgamma",
        Lgamma | LgammaR => "lgamma",
        Fract | Fdim if sc != Scalar::Half => {
            if s == Fract {
                "fract"
            } else {
                "fdim"
            }
        }
        _ => return None,
    })
}

/// The library function computing `stem` on `sc` lanes, and the type floating lanes are
/// converted to around the call (`None`: called on the lanes as they are). `half` and `float`
/// use the float form where the library has one (`__oclvk_sin_f32`), else the double one.
fn library_form(stem: &str, sc: Scalar, importer: &Importer) -> (String, Option<Scalar>) {
    form_in(stem, sc, &|name| importer.has(name))
}

/// [`library_form`] in a library that `defines` the functions it says.
fn form_in(stem: &str, sc: Scalar, defines: &dyn Fn(&str) -> bool) -> (String, Option<Scalar>) {
    let float_form = format!("{PREFIX}{stem}_f32");
    if matches!(sc, Scalar::Half | Scalar::Float) && defines(&float_form) {
        let widen = (sc == Scalar::Half).then_some(Scalar::Float);
        return (float_form, widen);
    }
    let widen = (sc != Scalar::Double).then_some(Scalar::Double);
    (format!("{PREFIX}{stem}_f64"), widen)
}

/// The builtins with a pointer output, as (the library function giving the result, the one
/// giving the value stored through the pointer).
fn out_pair(s: SimpleBuiltin) -> Option<(&'static str, &'static str)> {
    use SimpleBuiltin::*;
    Some(match s {
        Sincos => ("sin", "cos"),
        Modf => ("modf", "trunc"),
        Fract => ("fract", "floor"),
        Frexp => ("frexp_mant", "frexp_exp"),
        LgammaR => ("lgamma", "lgamma_sign"),
        _ => return None,
    })
}

/// The lane scalar a builtin call computes on (its first argument's).
fn lane_scalar(m: &ir::Module, f: &ir::Function, args: &[ExprId], ty: TypeId) -> Option<Scalar> {
    let first = args.first().map(|&a| f.expr(a).ty).unwrap_or(ty);
    m.types.scalar_of(first)
}

/// Whether any call in `m` goes to the library (a cheap scan: no library is loaded for modules
/// that need none).
pub(crate) fn uses_library(m: &ir::Module, fast: bool) -> bool {
    m.functions.iter().any(|f| {
        f.exprs.iter().any(|e| match &e.kind {
            ExprKind::Builtin {
                builtin: Builtin::Simple(s),
                args,
            } => lane_scalar(m, f, f.list(*args), e.ty)
                .is_some_and(|sc| route(*s, sc, fast).is_some()),
            _ => false,
        })
    })
}

/// The library functions [`rewrite_calls`] makes `m`'s calls call (before the functions those
/// call), in a library that `defines` the functions it says: what the library must provide.
pub(crate) fn library_roots(m: &ir::Module, fast: bool, defines: fn(&str) -> bool) -> Vec<String> {
    let mut roots = std::collections::BTreeSet::new();
    for f in &m.functions {
        for e in &f.exprs {
            let ExprKind::Builtin {
                builtin: Builtin::Simple(s),
                args,
            } = &e.kind
            else {
                continue;
            };
            let Some(sc) = lane_scalar(m, f, f.list(*args), e.ty) else {
                continue;
            };
            let Some(stem) = route(*s, sc, fast) else {
                continue;
            };
            let stems = match out_pair(*s) {
                Some((value, stored)) => vec![value, stored],
                None => vec![stem],
            };
            for stem in stems {
                roots.insert(form_in(stem, sc, &defines).0);
            }
        }
    }
    roots.into_iter().collect()
}

/// Rewrites every routed builtin call of `m`'s own functions.
pub(crate) fn rewrite_calls(
    m: &mut ir::Module,
    fast: bool,
    importer: &mut Importer,
) -> Result<(), Diagnostic> {
    for fi in m.functions.handles() {
        let mut next_temp = m.functions[fi].first_free_temp();
        for ei in m.functions[fi].exprs.handles() {
            let e = &m.functions[fi].exprs[ei];
            let ExprKind::Builtin {
                builtin: Builtin::Simple(s),
                args,
            } = &e.kind
            else {
                continue;
            };
            let (s, args, ty, span) = (*s, m.functions[fi].list(*args).to_vec(), e.ty, e.span);
            let Some(sc) = lane_scalar(m, &m.functions[fi], &args, ty) else {
                continue;
            };
            let Some(stem) = route(s, sc, fast) else {
                continue;
            };
            let kind = match out_pair(s) {
                Some((value, stored)) => {
                    let value = library_form(value, sc, importer);
                    let stored = library_form(stored, sc, importer);
                    Rewriter::new(m, fi, importer, &mut next_temp, span)
                        .with_output(&args, ty, value, stored)?
                }
                None => {
                    let (name, widen) = library_form(stem, sc, importer);
                    Rewriter::new(m, fi, importer, &mut next_temp, span)
                        .call(&name, &args, ty, widen)?
                }
            };
            m.functions[fi].exprs[ei].kind = kind;
        }
    }
    Ok(())
}

struct Rewriter<'a, 'l> {
    m: &'a mut ir::Module,
    fi: FunctionId,
    importer: &'a mut Importer<'l>,
    next_temp: &'a mut TempId,
    span: Span,
}

impl<'a, 'l> Rewriter<'a, 'l> {
    fn new(
        m: &'a mut ir::Module,
        fi: FunctionId,
        importer: &'a mut Importer<'l>,
        next_temp: &'a mut TempId,
        span: Span,
    ) -> Self {
        Rewriter {
            m,
            fi,
            importer,
            next_temp,
            span,
        }
    }

    fn add(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.m.functions[self.fi].add_expr(kind, ty, self.span)
    }

    fn ty_of(&self, e: ExprId) -> TypeId {
        self.m.functions[self.fi].expr(e).ty
    }

    fn temp(&mut self) -> TempId {
        self.next_temp.advance()
    }

    fn convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        if self.ty_of(e) == to {
            return e;
        }
        self.add(
            ExprKind::Convert {
                kind: ConvertKind::Numeric {
                    saturate: false,
                    rounding: Rounding::Default,
                },
                operand: e,
            },
            to,
        )
    }

    /// The expression kind computing library function `name` on `args`, with the result type
    /// `ty`; `widen`, when set, converts floating arguments to that type and the result back.
    fn call(
        &mut self,
        name: &str,
        args: &[ExprId],
        ty: TypeId,
        widen: Option<Scalar>,
    ) -> Result<ExprKind, Diagnostic> {
        let function = self.importer.function(self.m, name, self.span)?;
        let lanes = match self.m.types.get(ty) {
            Type::Vector { len, .. } => len,
            _ => 1,
        };
        if lanes == 1 {
            let wide = widen.map(|s| self.m.types.scalar(s));
            let mut call_args = Vec::new();
            for &a in args {
                let is_float = self
                    .m
                    .types
                    .scalar_of(self.ty_of(a))
                    .is_some_and(|s| s.is_float());
                call_args.push(match wide {
                    Some(wide) if is_float => self.convert(a, wide),
                    _ => a,
                });
            }
            let float_result = self.m.types.scalar_of(ty).is_some_and(|s| s.is_float());
            let ret = match wide {
                Some(wide) if float_result => wide,
                _ => ty,
            };
            let args = self.m.functions[self.fi].add_list(call_args);
            let c = self.add(ExprKind::Call { function, args }, ret);
            let r = self.convert(c, ty);
            return Ok(self.m.functions[self.fi].expr(r).kind);
        }
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.ty_of(a)).collect();
        let key = (name.to_string(), ty, arg_tys);
        let looped = match self.importer.lane_loops.get(&key) {
            Some(&f) => f,
            None => {
                let f = lanes::lane_loop(
                    self.m,
                    format!("{name}_x{lanes}"),
                    function,
                    &key.2,
                    ty,
                    widen,
                    self.span,
                );
                self.importer.lane_loops.insert(key, f);
                f
            }
        };
        Ok(ExprKind::Call {
            function: looped,
            args: self.m.functions[self.fi].add_list(args.iter().copied()),
        })
    }

    /// A builtin with a pointer output, `f(x, p)`: `(*p = stored(x), value(x))`, `x` then `p`
    /// evaluated once (`sincos`: sin and cos; `modf`: the fraction and trunc; `fract`: the
    /// fraction and floor; `frexp`: the mantissa and the exponent). Each function comes as
    /// (library name, the type float arguments widen to), as `library_form` gives it.
    fn with_output(
        &mut self,
        args: &[ExprId],
        ty: TypeId,
        (value, value_widens): (String, Option<Scalar>),
        (stored, stored_widens): (String, Option<Scalar>),
    ) -> Result<ExprKind, Diagnostic> {
        let [x, p] = *args else {
            return Err(Diagnostic::error(
                self.span,
                "internal error: a builtin with an output takes two arguments",
            ));
        };
        let pty = self.ty_of(p);
        let Some((pointee, _)) = self.m.types.pointee(pty) else {
            return Err(Diagnostic::error(
                self.span,
                "internal error: the output argument is not a pointer",
            ));
        };
        let (tx, tp) = (self.temp(), self.temp());
        let xv = self.add(ExprKind::Temp(tx), ty);
        let result = self.call(&value, &[xv], ty, value_widens)?;
        let result = self.add(result, ty);
        let xv = self.add(ExprKind::Temp(tx), ty);
        let out = self.call(&stored, &[xv], pointee, stored_widens)?;
        let out = self.add(out, pointee);
        let pv = self.add(ExprKind::Temp(tp), pty);
        let store = self.add(
            ExprKind::Store {
                ptr: pv,
                value: out,
            },
            pointee,
        );
        let both = self.add(
            ExprKind::Comma {
                lhs: store,
                rhs: result,
            },
            ty,
        );
        let inner = self.add(
            ExprKind::Let {
                temp: tp,
                value: p,
                body: both,
            },
            ty,
        );
        Ok(ExprKind::Let {
            temp: tx,
            value: x,
            body: inner,
        })
    }
}
