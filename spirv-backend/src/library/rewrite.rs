//! Which builtin calls go to the library, and their rewriting into calls of library functions.
//!
//! A scalar call `sin(x)` of type `T` becomes `(T) __oclvk_sin_f64((double) x)` (no conversions
//! for `double`), or, where the library has a float form (`__oclvk_sin_f32`), `float` calls call
//! it directly and `half` ones through `float`: a module without `double` then needs no
//! `Float64`. A `half` call goes to a half form where the library has one (`__oclvk_nextafter_f16`,
//! on the `float`s holding the halves: a step of a `float` is no step of a `half`). A vector call
//! becomes a call of a lane loop (`lanes`). A builtin with a pointer output becomes a store and
//! a value: `sincos(x, p)` is `(*p = cos(x), sin(x))`, `remquo(x, y, p)` is
//! `(*p = __oclvk_remquo_f32(x, y), __oclvk_remainder_f32(x, y))`, operands and `p` evaluated
//! once.
//!
//! Where the target asks for it ([`Routing::divide_64`]), a 64-bit integer `a / b` or `a % b`
//! (scalar or vector, signed or unsigned; compound assignments are the same operation in the
//! IR) becomes a call of the library's division (`__oclvk_div_i64(a, b)`, divide_64.cl.inc),
//! a vector one a lane loop like any other; a `ulong` scalar by a constant power of two a
//! shift (`/`) or a mask (`%`).
//!
//! Where the target asks for it ([`Routing::float_to_64`]), a conversion of `half` or `float`
//! lanes to `long` or `ulong` becomes a call of the library's (`__oclvk_f32_to_i64(x)`,
//! convert_64.cl.inc) on `x` rounded first for the conversion's rounding mode (`ceil(x)` for
//! `_rtp`, `floor(x)` for `_rtn`, `rint(x)` for `_rte`; truncation is the call's own). The
//! library's conversions saturate, so `_sat` needs nothing more.

use super::import::{Importer, PREFIX};
use super::lanes;
use super::rounding::{self, Route};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, BinaryOp, Builtin, ConvertKind, ExprId, ExprKind, FunctionId, Literal, Rounding, Scalar,
    SimpleBuiltin, TempId, Type, TypeId,
};
use oclvk_frontend::source::Span;

/// What the rewrite sends to the library.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Routing {
    /// Accurate math builtins (`Policy::math_library`).
    pub math: bool,
    /// `-cl-fast-relaxed-math` and its relatives: [`route`]'s fast forms.
    pub fast: bool,
    /// 64-bit integer division and remainder (`Policy::divide_64_bit_in_library`).
    pub divide_64: bool,
    /// Conversions of floats to 64-bit integers
    /// (`Policy::convert_float_to_64_bit_in_library`).
    pub float_to_64: bool,
    /// Conversions whose rounding the target does not give (`Policy::exact_rounding`):
    /// `rounding`'s routes.
    pub rounding: bool,
    /// With `rounding`: `double` to an integer with `_rte` as well (through the library's
    /// `rint`, which moves bits through 64-bit integers).
    pub rint_double: bool,
    /// The target has 64-bit integers, which hold a `double`'s bits: without them (naga's GLSL)
    /// `maxmag` and `minmag` of `double` compare the magnitudes as doubles instead.
    pub int64: bool,
}

impl Routing {
    /// The exact-rounding stage's routing: conversions alone, where `policy` asks for it.
    pub fn exact_rounding(policy: crate::policy::Policy) -> Routing {
        Routing {
            math: false,
            fast: false,
            divide_64: false,
            float_to_64: false,
            rounding: policy.exact_rounding(),
            rint_double: true,
            int64: true,
        }
    }
}

/// The library function dividing 64-bit integers for `op` on lanes of `sc` (its full name:
/// `/` and `%`, signed and unsigned), or `None` for any other operation.
fn division_route(op: BinaryOp, sc: Scalar) -> Option<&'static str> {
    Some(match (op, sc) {
        (BinaryOp::Div, Scalar::Long) => "__oclvk_div_i64",
        (BinaryOp::Div, Scalar::Ulong) => "__oclvk_div_u64",
        (BinaryOp::Rem, Scalar::Long) => "__oclvk_rem_i64",
        (BinaryOp::Rem, Scalar::Ulong) => "__oclvk_rem_u64",
        _ => return None,
    })
}

/// The library function converting `from` lanes to `to` lanes, if the conversion goes there:
/// `half` and `float` to `long` and `ulong` (`half` widened to `float` for the call).
fn conversion_route(from: Scalar, to: Scalar) -> Option<&'static str> {
    if !matches!(from, Scalar::Half | Scalar::Float) {
        return None;
    }
    Some(match to {
        Scalar::Long => "__oclvk_f32_to_i64",
        Scalar::Ulong => "__oclvk_f32_to_u64",
        _ => return None,
    })
}

/// Where an expression goes in the library.
enum Routed {
    /// A builtin call: the builtin, its library function's stem, the lane scalar.
    Builtin(SimpleBuiltin, &'static str, Scalar),
    /// A 64-bit division: its library function.
    Division(&'static str),
    /// A conversion of floats to 64-bit integers: its library function, and whether the
    /// operand is `half` (widened to `float` for the call).
    FloatTo64(&'static str, bool),
    /// A `ulong` scalar divided by a constant power of two (`size_t` indices by a width): a
    /// shift, or a mask for `%`, with no division at all.
    PowerOfTwo,
    /// A numeric conversion rounded exactly.
    Conversion(Route),
    /// A `vstore_half[n]` whose value the library function rounds to `half`-exact `float`
    /// lanes first (`rounding::half_store_route`).
    HalfStore(String),
}

/// Where expression `e` of `f` goes in the library under `routing`, if anywhere.
/// Whether `routing` sends any expression of `f` somewhere.
pub(crate) fn routes_any(m: &ir::Module, f: &ir::Function, routing: Routing) -> bool {
    f.exprs.iter().any(|e| routed(m, f, e, routing).is_some())
}

fn routed(m: &ir::Module, f: &ir::Function, e: &ir::Expr, routing: Routing) -> Option<Routed> {
    match &e.kind {
        ExprKind::Builtin {
            builtin: Builtin::Simple(s),
            args,
        } => {
            let sc = lane_scalar(m, f, f.list(*args), e.ty)?;
            let stem = routing.math.then(|| route(*s, sc, routing))?;
            stem.map(|stem| Routed::Builtin(*s, stem, sc))
        }
        ExprKind::Builtin {
            builtin: Builtin::VstoreHalf { rounding, .. },
            args,
        } if routing.rounding => {
            let data = f.list(*args).first()?;
            let from = m.types.scalar_of(f.expr(*data).ty)?;
            rounding::half_store_route(from, *rounding).map(Routed::HalfStore)
        }
        ExprKind::Binary { op, rhs, .. } if routing.divide_64 => {
            let sc = m.types.scalar_of(e.ty)?;
            let name = division_route(*op, sc)?;
            let power_of_two = sc == Scalar::Ulong
                && matches!(m.types.get(e.ty), Type::Scalar(_))
                && matches!(f.expr(*rhs).kind, ExprKind::Literal(Literal::Int(v)) if v.is_power_of_two());
            Some(if power_of_two {
                Routed::PowerOfTwo
            } else {
                Routed::Division(name)
            })
        }
        ExprKind::Convert {
            kind: ConvertKind::Numeric { rounding, .. },
            operand,
        } if routing.rounding || routing.float_to_64 => {
            let from = m.types.scalar_of(f.expr(*operand).ty)?;
            let to = m.types.scalar_of(e.ty)?;
            let exact = routing
                .rounding
                .then(|| rounding::route(from, to, *rounding))
                .flatten()
                .filter(|r| routing.rint_double || *r != Route::RintFirst)
                .map(Routed::Conversion);
            let to_64 = || {
                let name = conversion_route(from, to)?;
                Some(Routed::FloatTo64(name, from == Scalar::Half))
            };
            exact.or_else(|| routing.float_to_64.then(to_64).flatten())
        }
        _ => None,
    }
}

/// The library function (its stem: `sin` for `__oclvk_sin_f64`) that computes builtin `s` on
/// lanes of type `sc` under `routing` (its fast-math and 64-bit integer questions), or `None`
/// where the builtin keeps its direct lowering.
fn route(s: SimpleBuiltin, sc: Scalar, routing: Routing) -> Option<&'static str> {
    use SimpleBuiltin::*;
    if !sc.is_float() {
        return None;
    }
    // Fast math keeps GLSL.std.450 wherever it has a form for the type: every half/float
    // function, and for double only these (GLSL has no 64-bit trigonometric, exponential or
    // power instructions).
    // `fma` stays exact in every mode, the error and gamma functions have no GLSL form, and
    // the functions on the floats' bits (`exact_bits.cl.inc`) have neither a GLSL form nor a
    // faster one.
    let library_only = matches!(
        s,
        Fma | Erf
            | Erfc
            | Tgamma
            | Lgamma
            | LgammaR
            | Nextafter
            | Maxmag
            | Minmag
            | Remainder
            | Remquo
    );
    let fast = routing.fast;
    if fast && !library_only && (sc != Scalar::Double || matches!(s, Sqrt | Rsqrt | Hypot)) {
        return None;
    }
    let compared = sc == Scalar::Double && !routing.int64;
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
        // `half` operands' product is exact in `float`: their sum rounded to odd, then to
        // `half` once (`__oclvk_fma_half_f32`).
        Fma => "fma_half",
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
        Nextafter => "nextafter",
        Maxmag if compared => "maxmag_compared",
        Minmag if compared => "minmag_compared",
        Maxmag => "maxmag",
        Minmag => "minmag",
        // remquo's value; its quotient is `out_pair`'s.
        Remainder | Remquo => "remainder",
        _ => return None,
    })
}

/// The library function computing `stem` on `sc` lanes, and the type floating lanes are
/// converted to around the call (`None`: called on the lanes as they are). `half` uses the half
/// form where the library has one (`__oclvk_nextafter_f16`, on `float`s holding halves); `half`
/// and `float` use the float form where the library has one (`__oclvk_sin_f32`), else the
/// double one.
fn library_form(stem: &str, sc: Scalar, importer: &Importer) -> (String, Option<Scalar>) {
    form_in(stem, sc, &|name| importer.has(name))
}

/// [`library_form`] in a library that `defines` the functions it says.
fn form_in(stem: &str, sc: Scalar, defines: &dyn Fn(&str) -> bool) -> (String, Option<Scalar>) {
    let half_form = format!("{PREFIX}{stem}_f16");
    if sc == Scalar::Half && defines(&half_form) {
        return (half_form, Some(Scalar::Float));
    }
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
        Remquo => ("remainder", "remquo"),
        _ => return None,
    })
}

/// The lane scalar a builtin call computes on (its first argument's).
fn lane_scalar(m: &ir::Module, f: &ir::Function, args: &[ExprId], ty: TypeId) -> Option<Scalar> {
    let first = args.first().map(|&a| f.expr(a).ty).unwrap_or(ty);
    m.types.scalar_of(first)
}

/// Whether any expression of `m` goes to the library (a cheap scan: no library is loaded for
/// modules that need none).
pub(crate) fn uses_library(m: &ir::Module, routing: Routing) -> bool {
    m.functions
        .iter()
        .any(|f| f.exprs.iter().any(|e| routed(m, f, e, routing).is_some()))
}

/// The library functions [`rewrite_calls`] makes `m`'s expressions call (before the functions
/// those call), in a library that `defines` the functions it says: what the library must
/// provide.
pub(crate) fn library_roots(
    m: &ir::Module,
    routing: Routing,
    defines: fn(&str) -> bool,
) -> Vec<String> {
    let mut roots = std::collections::BTreeSet::new();
    for f in &m.functions {
        for e in &f.exprs {
            match routed(m, f, e, routing) {
                Some(Routed::Builtin(s, stem, sc)) => {
                    let stems = match out_pair(s) {
                        Some((value, stored)) => vec![value, stored],
                        None => vec![stem],
                    };
                    for stem in stems {
                        roots.insert(form_in(stem, sc, &defines).0);
                    }
                }
                Some(Routed::Division(name) | Routed::FloatTo64(name, _)) => {
                    roots.insert(name.to_string());
                }
                Some(
                    Routed::Conversion(Route::Call { function, .. }) | Routed::HalfStore(function),
                ) => {
                    roots.insert(function);
                }
                Some(Routed::PowerOfTwo | Routed::Conversion(Route::RintFirst)) | None => {}
            }
        }
    }
    roots.into_iter().collect()
}

/// Rewrites every routed builtin call and 64-bit division of `m`'s own functions.
pub(crate) fn rewrite_calls(
    m: &mut ir::Module,
    routing: Routing,
    importer: &mut Importer,
) -> Result<(), Diagnostic> {
    for fi in m.functions.handles() {
        let mut next_temp = m.functions[fi].first_free_temp();
        for ei in m.functions[fi].exprs.handles() {
            let (f, e) = (&m.functions[fi], &m.functions[fi].exprs[ei]);
            let Some(target) = routed(m, f, e, routing) else {
                continue;
            };
            let (ty, span) = (e.ty, e.span);
            let kind = match (target, e.kind) {
                (Routed::Division(name), ExprKind::Binary { lhs, rhs, .. }) => {
                    Rewriter::new(m, fi, importer, &mut next_temp, span).call(
                        name,
                        &[lhs, rhs],
                        ty,
                        None,
                    )?
                }
                (
                    Routed::FloatTo64(name, from_half),
                    ExprKind::Convert {
                        kind: ConvertKind::Numeric { rounding, .. },
                        operand,
                    },
                ) => {
                    let widen = from_half.then_some(Scalar::Float);
                    let mut rewriter = Rewriter::new(m, fi, importer, &mut next_temp, span);
                    let rounded = rewriter.rounded(operand, rounding);
                    rewriter.call(name, &[rounded], ty, widen)?
                }
                (Routed::PowerOfTwo, ExprKind::Binary { op, lhs, rhs }) => {
                    let ExprKind::Literal(Literal::Int(v)) = f.expr(rhs).kind else {
                        continue;
                    };
                    let (op, operand) = match op {
                        BinaryOp::Div => (BinaryOp::Shr, u64::from(v.trailing_zeros())),
                        _ => (BinaryOp::BitAnd, v - 1),
                    };
                    let rhs = m.functions[fi].add_expr(
                        ExprKind::Literal(Literal::Int(operand)),
                        ty,
                        span,
                    );
                    ExprKind::Binary { op, lhs, rhs }
                }
                (
                    Routed::Conversion(route),
                    ExprKind::Convert {
                        kind: ConvertKind::Numeric { saturate, .. },
                        operand,
                    },
                ) => Rewriter::new(m, fi, importer, &mut next_temp, span)
                    .conversion(route, operand, saturate, ty)?,
                (
                    Routed::HalfStore(function),
                    ExprKind::Builtin {
                        builtin: Builtin::VstoreHalf { width, aligned, .. },
                        args,
                    },
                ) => {
                    let args = f.list(args).to_vec();
                    Rewriter::new(m, fi, importer, &mut next_temp, span)
                        .half_store(&function, width, aligned, &args)?
                }
                (Routed::Builtin(s, stem, sc), ExprKind::Builtin { args, .. }) => {
                    let args = f.list(args).to_vec();
                    match out_pair(s) {
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
                    }
                }
                _ => continue,
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

    /// Float `x` rounded to an integer as `rounding` rounds a conversion to an integer type:
    /// `ceil`, `floor` or `rint`, or `x` itself (truncation, the conversion's own).
    fn rounded(&mut self, x: ExprId, rounding: Rounding) -> ExprId {
        let builtin = match rounding {
            Rounding::Rtp => SimpleBuiltin::Ceil,
            Rounding::Rtn => SimpleBuiltin::Floor,
            Rounding::Rte => SimpleBuiltin::Rint,
            Rounding::Rtz | Rounding::Default => return x,
        };
        let ty = self.ty_of(x);
        let args = self.m.functions[self.fi].add_list([x]);
        self.add(
            ExprKind::Builtin {
                builtin: Builtin::Simple(builtin),
                args,
            },
            ty,
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

    /// The expression kind converting `x` to `ty` by `route`.
    fn conversion(
        &mut self,
        route: Route,
        x: ExprId,
        saturate: bool,
        ty: TypeId,
    ) -> Result<ExprKind, Diagnostic> {
        let from = self.ty_of(x);
        let lanes = self.m.types.lanes(from);
        let like_source = |m: &mut ir::Module, s: Scalar| match lanes {
            Some(len) if matches!(m.types.get(from), Type::Vector { .. }) => m.types.vector(s, len),
            _ => m.types.scalar(s),
        };
        match route {
            Route::Call { function, param } => {
                let param_ty = like_source(self.m, param);
                let x = self.convert(x, param_ty);
                self.call(&function, &[x], ty, None)
            }
            Route::RintFirst => {
                let args = self.m.functions[self.fi].add_list([x]);
                let rounded = self.add(
                    ExprKind::Builtin {
                        builtin: Builtin::Simple(SimpleBuiltin::Rint),
                        args,
                    },
                    from,
                );
                Ok(ExprKind::Convert {
                    kind: ConvertKind::Numeric {
                        saturate,
                        rounding: Rounding::Default,
                    },
                    operand: rounded,
                })
            }
        }
    }

    /// `vstore_halfN(x, offset, p)` with the rounding `function` gives (a library function
    /// rounding lanes of `x` to `half`-exact `float`s): the default-mode store of `function(x)`,
    /// `x` still evaluated first.
    fn half_store(
        &mut self,
        function: &str,
        width: u8,
        aligned: bool,
        args: &[ExprId],
    ) -> Result<ExprKind, Diagnostic> {
        let [x, offset, p] = *args else {
            return Err(Diagnostic::error(
                self.span,
                "internal error: vstore_half takes three arguments",
            ));
        };
        let from = self.ty_of(x);
        let floats = match self.m.types.get(from) {
            Type::Vector { len, .. } => self.m.types.vector(Scalar::Float, len),
            _ => self.m.types.scalar(Scalar::Float),
        };
        let rounded = self.call(function, &[x], floats, None)?;
        let rounded = self.add(rounded, floats);
        Ok(ExprKind::Builtin {
            builtin: Builtin::VstoreHalf {
                width,
                aligned,
                rounding: Rounding::Default,
            },
            args: self.m.functions[self.fi].add_list([rounded, offset, p]),
        })
    }

    /// A builtin with a pointer output, `f(x, ..., p)`: `(*p = stored(x, ...), value(x, ...))`,
    /// the operands then `p` evaluated once, in order (`sincos`: sin and cos; `modf`: the
    /// fraction and trunc; `fract`: the fraction and floor; `frexp`: the mantissa and the
    /// exponent; `remquo`: the remainder and the quotient). Each function comes as (library
    /// name, the type float arguments widen to), as `library_form` gives it.
    fn with_output(
        &mut self,
        args: &[ExprId],
        ty: TypeId,
        (value, value_widens): (String, Option<Scalar>),
        (stored, stored_widens): (String, Option<Scalar>),
    ) -> Result<ExprKind, Diagnostic> {
        let Some((&p, operands)) = args.split_last().filter(|(_, ops)| !ops.is_empty()) else {
            return Err(Diagnostic::error(
                self.span,
                "internal error: a builtin with an output takes operands and a pointer",
            ));
        };
        let pty = self.ty_of(p);
        let Some((pointee, _)) = self.m.types.pointee(pty) else {
            return Err(Diagnostic::error(
                self.span,
                "internal error: the output argument is not a pointer",
            ));
        };
        let bound: Vec<(TempId, ExprId, TypeId)> = operands
            .iter()
            .map(|&x| (self.temp(), x, self.ty_of(x)))
            .collect();
        let tp = self.temp();
        let read = |r: &mut Self| -> Vec<ExprId> {
            bound
                .iter()
                .map(|&(t, _, xty)| r.add(ExprKind::Temp(t), xty))
                .collect()
        };
        let xs = read(self);
        let result = self.call(&value, &xs, ty, value_widens)?;
        let result = self.add(result, ty);
        let xs = read(self);
        let out = self.call(&stored, &xs, pointee, stored_widens)?;
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
        let mut body = self.add(
            ExprKind::Let {
                temp: tp,
                value: p,
                body: both,
            },
            ty,
        );
        // The first operand's binding outermost: evaluated first.
        for &(temp, value, _) in bound.iter().rev() {
            let kind = ExprKind::Let { temp, value, body };
            if temp == bound[0].0 {
                return Ok(kind);
            }
            body = self.add(kind, ty);
        }
        Err(Diagnostic::error(
            self.span,
            "internal error: a builtin with an output takes operands and a pointer",
        ))
    }
}

/// The library's correctly rounded double division, square root and inverse square root
/// (`rounded.cl.inc` and `power.cl.inc`, portable form), which [`route_rounded_double`] calls.
pub(crate) const ROUNDED_DOUBLE: [&str; 3] =
    ["__oclvk_div_f64", "__oclvk_sqrt_f64", "__oclvk_rsqrt_f64"];

/// The [`ROUNDED_DOUBLE`] function computing `e` instead of the driver, if any: `e` a `double`
/// (scalar or vector) division, `sqrt` or `rsqrt` of `f`; with its operands.
fn rounded_form(
    m: &ir::Module,
    f: &ir::Function,
    e: &ir::Expr,
) -> Option<(&'static str, Vec<ExprId>)> {
    if m.types.scalar_of(e.ty) != Some(Scalar::Double) {
        return None;
    }
    Some(match e.kind {
        ExprKind::Binary {
            op: ir::BinaryOp::Div,
            lhs,
            rhs,
        } => (ROUNDED_DOUBLE[0], vec![lhs, rhs]),
        ExprKind::Builtin {
            builtin: Builtin::Simple(SimpleBuiltin::Sqrt),
            args,
        } => (ROUNDED_DOUBLE[1], f.list(args).to_vec()),
        ExprKind::Builtin {
            builtin: Builtin::Simple(SimpleBuiltin::Rsqrt),
            args,
        } => (ROUNDED_DOUBLE[2], f.list(args).to_vec()),
        _ => return None,
    })
}

/// Whether `m` divides or takes a root of a `double` anywhere.
pub(crate) fn has_double_quotients_or_roots(m: &ir::Module) -> bool {
    m.functions
        .iter()
        .any(|f| f.exprs.iter().any(|e| rounded_form(m, f, e).is_some()))
}

/// Rewrites every `double` division, `sqrt` and `rsqrt` of `m`'s functions from index `first`
/// on (those imported on the way included; none of a function into a call of itself) into calls of
/// [`ROUNDED_DOUBLE`]'s functions: the portable targets cannot mark a division NoContraction,
/// and without it a driver may compute these with no more than float precision (Vulkan allows
/// it; NVIDIA's does).
pub(crate) fn route_rounded_double(
    m: &mut ir::Module,
    first: usize,
    importer: &mut Importer,
) -> Result<(), Diagnostic> {
    // Functions the rewrite imports are visited too (their own divisions and roots).
    let mut next_function = first;
    while next_function < m.functions.len() {
        let fi = FunctionId::new(next_function);
        next_function += 1;
        let mut next_temp = m.functions[fi].first_free_temp();
        for ei in m.functions[fi].exprs.handles() {
            let f = &m.functions[fi];
            let e = f.expr(ei);
            let Some((name, args)) = rounded_form(m, f, e).filter(|(name, _)| *name != f.name)
            else {
                continue;
            };
            let (ty, span) = (e.ty, e.span);
            let kind =
                Rewriter::new(m, fi, importer, &mut next_temp, span).call(name, &args, ty, None)?;
            m.functions[fi].exprs[ei].kind = kind;
        }
    }
    Ok(())
}
