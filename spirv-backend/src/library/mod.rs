//! The builtin library: math functions written in OpenCL C (`spirv-backend/library/*.cl.inc`),
//! compiled by oclvk's own frontend and linked into the modules that call them (Vulkan target).
//!
//! Why: GLSL.std.450, which the Vulkan lowering otherwise maps the math builtins to, is far less
//! precise than OpenCL's full profile (its `Sin` is only 2^-11 absolute in [-pi, pi], `Exp`
//! 3 + 2|x| ulp, `Pow` derived from `Exp2`/`Log2`) and has no 64-bit trigonometric, exponential
//! or power instructions at all. The library evaluates each function in double precision with
//! its own argument reduction and polynomials, accurate to a few double ulp over the whole range
//! (large trigonometric arguments included). Every function `float` and `half` reach has a float
//! form of its own (`__oclvk_sin_f32`, in 32-bit float and integer arithmetic), which serves
//! `float` calls directly and `half` ones through `float`, so float-only kernels need no
//! `Float64`; the double forms serve `double`.
//!
//! How:
//! - the sources (`library/fragments.rs` lists them) are compiled by whoever calls the backend,
//!   not by the backend: the facade compiles them to IR at build time and reads that IR back
//!   once per process ([`MathLibrary`] in [`crate::Options::math_library`]), so a module that
//!   calls no library function never touches it and one that does pays no frontend run;
//! - [`link`] rewrites the calls of a module (`rewrite`): each accurate builtin call becomes a
//!   call of a library function (`__oclvk_sin_f32` for `float`, through `float` for `half`;
//!   `__oclvk_sin_f64` for `double`); a vector call becomes a call of a synthesized function that loops over the
//!   lanes (`lanes`: one inlined copy of the library function, not one per lane); only the
//!   library functions reached are copied into (a clone of) the module, their types and calls
//!   remapped (`import`);
//! - the library is compiled under `#pragma OPENCL FP_CONTRACT OFF`, so the lowering decorates
//!   its floating-point arithmetic `NoContraction` (as any function's under that pragma): the
//!   exact error terms of Dekker's products, two-sums and residuals rely on each rounding. Not
//!   even its polynomials turn it on: Vulkan drivers read an undecorated operation as inexact,
//!   free to be reassociated, not only fused (with contraction on outside the two-sums and
//!   Dekker's products, sin, tan, sinpi, exp of half and rootn lost their error terms on
//!   lavapipe, by up to 2^29 ulp); the fusions wanted are written as `fma`, fused where the
//!   hardware has it and accurate enough either way.
//! - the portable targets (the naga emitter; the `math-library` stage, [`link_math_library`])
//!   cannot say `NoContraction`: they link the library's second form ([`MathLibrary::load_portable`],
//!   [`portable_math_library_source`]), whose exact steps are frozen against simplification
//!   instead (`OCLVK_EXACT` in `common.cl.inc`), and their double divisions and roots call its
//!   correctly rounded forms (`rounded.cl.inc`, `rewrite::route_rounded_double`), since Vulkan
//!   gives the driver's no more than float precision without NoContraction.
//!
//! - the exact-rounding stage links the same way: conversions whose rounding a Vulkan driver need
//!   not give, and the values `vstore_half` stores with a directed rounding or from `double`,
//!   become calls of `library/rounding.cl.inc`'s functions (`rounding` routes them;
//!   [`link_exact_rounding`] on the portable targets).
//!
//! `-cl-fast-relaxed-math` and its relatives ([`crate::Options::fast_math`]) keep the
//! GLSL.std.450 forms for `half`/`float`; `double` always uses the library (GLSL has no 64-bit
//! forms), and `native_*` always uses GLSL.

mod import;
mod lanes;
mod rewrite;
mod rounding;

use crate::policy::Policy;
use crate::{Options, Target};
pub(crate) use import::PREFIX;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir;
pub(crate) use rewrite::Routing;
use std::borrow::Cow;
use std::sync::Arc;

/// The library's OpenCL C source: its fragments in dependency order, joined (the first one
/// puts it under `FP_CONTRACT OFF`, see the module's comment).
pub fn math_library_source() -> String {
    include!("../../library/fragments.rs").concat()
}

/// The library's source for the portable targets (naga's languages, which cannot mark an
/// operation NoContraction): [`math_library_source`] with `__OCLVK_PORTABLE_LIBRARY` defined,
/// under which every value an exact step reuses is frozen (`OCLVK_EXACT`, bits_f32.cl.inc)
/// and rounding to an integer is the target's `rint`.
pub fn portable_math_library_source() -> String {
    format!(
        "#define __OCLVK_PORTABLE_LIBRARY 1\n{}",
        math_library_source()
    )
}

/// Where the backend gets the math library's IR (the `__oclvk_` functions that
/// [`math_library_source`] compiles to): functions its caller provides, called only when a
/// module calls a library function. The facade compiles the library at build time and reads back
/// only the functions a module reaches (`oclvk::math_library`); an `Err` is the reason the
/// library is unavailable, reported as an internal error.
#[derive(Clone, Copy)]
pub struct MathLibrary {
    /// Whether the library defines a function of this name.
    pub defines: fn(&str) -> bool,
    /// A module holding (at least) the named library functions and every function they call.
    pub load: fn(&[String]) -> Result<Arc<ir::Module>, String>,
    /// [`MathLibrary::load`] from the library compiled for the portable targets
    /// ([`portable_math_library_source`]), which the portable targets' `math-library` stage
    /// links.
    pub load_portable: fn(&[String]) -> Result<Arc<ir::Module>, String>,
    /// The library's functions as SPIR-V, written once per option set that changes them
    /// ([`crate::prebuild_math_library`], at build time): a module compiled under one of these
    /// sets gets the functions stored there copied in, not written from their IR. Empty: every
    /// function is written from its IR.
    pub spirv: &'static [&'static [u32]],
    /// [`MathLibrary::load`], where a form of [`MathLibrary::spirv`] serves the module: the
    /// functions every form stores may come as stubs ([`crate::stub_math_functions`]), their
    /// callees not at all.
    pub load_stored: fn(&[String]) -> Result<Arc<ir::Module>, String>,
}

impl std::fmt::Debug for MathLibrary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MathLibrary")
    }
}

impl PartialEq for MathLibrary {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.defines, other.defines)
            && std::ptr::fn_addr_eq(self.load, other.load)
            && std::ptr::fn_addr_eq(self.load_portable, other.load_portable)
            && std::ptr::eq(self.spirv, other.spirv)
            && std::ptr::fn_addr_eq(self.load_stored, other.load_stored)
    }
}

impl Eq for MathLibrary {}

fn unavailable(e: String) -> Diagnostic {
    Diagnostic::global_error(format!(
        "internal error: the built-in math library is not available: {e}"
    ))
}

/// The library `opts` provides, or the internal error saying there is none.
fn provided(opts: &Options) -> Result<MathLibrary, Diagnostic> {
    opts.math_library.ok_or_else(|| {
        Diagnostic::global_error(
            "internal error: the module calls the math library, and no library was provided (Options::math_library)",
        )
    })
}

/// `m` with its accurate math builtin calls routed to the library and the library functions it
/// reaches copied in; `None` (nothing copied) when it calls none. The pipeline (`passes`) runs it
/// where the target's policy links the library, and checks the result.
pub(crate) fn link(
    m: &ir::Module,
    opts: &Options,
    routing: Routing,
) -> Result<Option<ir::Module>, Diagnostic> {
    if !rewrite::uses_library(m, routing) {
        return Ok(None);
    }
    let lib = provided(opts)?;
    let roots = rewrite::library_roots(m, routing, lib.defines);
    // The functions stored as SPIR-V for these options come as stubs, their bodies the stored
    // words (`lower::prebuilt`).
    let stored = crate::lower::stored_library(lib.spirv, opts);
    let load = if stored.is_some() {
        lib.load_stored
    } else {
        lib.load
    };
    let module = load(&roots).map_err(unavailable)?;
    let mut linked = m.clone();
    let mut importer = import::Importer::new(&module);
    importer.stored = stored;
    rewrite::rewrite_calls(&mut linked, routing, &mut importer)?;
    Ok(Some(linked))
}

/// The library functions whose SPIR-V depends on the module linking them: the `math-library`
/// stage routes the calls of the functions in the module before it runs, which are the
/// exact-rounding stage's (and what they call), and not those it brings in itself. So a
/// function the exact-rounding stage may bring in and that routing changes is written from
/// its IR in every module (`lower::prebuilt` stores no SPIR-V of it).
pub(crate) fn module_dependent(
    library: &ir::Module,
    opts: &Options,
) -> std::collections::HashSet<ir::FunctionId> {
    let policy = Policy::of(opts);
    let routing = Routing {
        math: policy.math_library(),
        fast: opts.fast_math,
        divide_64: policy.divide_64_bit_in_library(),
        float_to_64: policy.convert_float_to_64_bit_in_library(),
        rounding: false,
        rint_double: false,
        int64: !policy.long_held_in_32_bits(),
    };
    let mut reached = std::collections::HashSet::new();
    let mut pending: Vec<ir::FunctionId> = library
        .function_ids()
        .filter(|&f| rounding::is_rounding_function(&library.function(f).name))
        .collect();
    while let Some(f) = pending.pop() {
        if reached.insert(f) {
            pending.extend(
                library
                    .function(f)
                    .exprs
                    .iter()
                    .filter_map(|e| match e.kind {
                        ir::ExprKind::Call { function, .. } => Some(function),
                        _ => None,
                    }),
            );
        }
    }
    reached.retain(|&f| rewrite::routes_any(library, library.function(f), routing));
    reached
}

/// `library` with the functions named in `stored` made stubs (see [`crate::stub_math_functions`]).
pub(crate) fn stub_functions(
    library: &mut ir::Module,
    stored: &std::collections::BTreeSet<String>,
) {
    let types = &library.types;
    for f in library.functions.iter_mut() {
        if stored.contains(&f.name) {
            *f = import::stub(f, types);
        }
    }
}

/// [`link`] for the portable targets (the `math-library` stage, for the naga emitter): the
/// accurate math builtins of `m` routed to `library`'s portable form ([`MathLibrary::load_portable`],
/// `-cl-fast-relaxed-math`'s forms kept when `fast_math`), and its 64-bit divisions and
/// float-to-64-bit conversions where the `target`'s policy says so (the portable SPIR-V
/// targets: `Policy::divide_64_bit_in_library`, `convert_float_to_64_bit_in_library`).
/// With `rounded_double`, every `double` division, `sqrt` and `rsqrt` left, the library's own
/// and (but with `fast_math`) the kernel's, calls the library's correctly rounded form instead
/// (`rounded.cl.inc`): without NoContraction (naga's IR has none; only portable SPIR-V gets it
/// back afterwards) a driver may give them no more than float precision. It needs 64-bit
/// integers (the library's double functions all do).
pub(crate) fn link_math_library(
    m: &ir::Module,
    target: Target,
    fast_math: bool,
    rounded_double: bool,
    library: Option<MathLibrary>,
) -> Result<Cow<'_, ir::Module>, Diagnostic> {
    let opts = Options {
        target,
        fast_math,
        math_library: library.map(|l| MathLibrary {
            load: l.load_portable,
            ..l
        }),
        ..Options::default()
    };
    let routing = Routing {
        math: true,
        fast: fast_math,
        divide_64: Policy::of(&opts).divide_64_bit_in_library(),
        float_to_64: Policy::of(&opts).convert_float_to_64_bit_in_library(),
        rounding: false,
        rint_double: false,
        int64: !Policy::of(&opts).long_held_in_32_bits(),
    };
    // The library's double functions divide and take roots; so may the kernel.
    let kernel_needs = !fast_math && rewrite::has_double_quotients_or_roots(m);
    if !(rounded_double && (kernel_needs || rewrite::uses_library(m, routing))) {
        return Ok(link(m, &opts, routing)?.map_or(Cow::Borrowed(m), Cow::Owned));
    }
    let lib = provided(&opts)?;
    let mut roots = rewrite::library_roots(m, routing, lib.defines);
    roots.extend(rewrite::ROUNDED_DOUBLE.map(String::from));
    let module = (lib.load)(&roots).map_err(unavailable)?;
    let mut linked = m.clone();
    let kernel_functions = linked.functions.len();
    let mut importer = import::Importer::new(&module);
    rewrite::rewrite_calls(&mut linked, routing, &mut importer)?;
    let first = if fast_math { kernel_functions } else { 0 };
    rewrite::route_rounded_double(&mut linked, first, &mut importer)?;
    Ok(Cow::Owned(linked))
}

/// Whether the exact-rounding stage computes a conversion from lanes of `from` to lanes of `to`
/// with `rounding` (on the targets whose policy asks for it): the writer checks that none is
/// left.
pub(crate) fn exact_rounding_route(
    from: oclvk_frontend::ir::Scalar,
    to: oclvk_frontend::ir::Scalar,
    rounding: oclvk_frontend::ir::Rounding,
) -> Option<rounding::Route> {
    rounding::route(from, to, rounding)
}

/// The exact-rounding stage on the portable targets (the naga emitter's): the conversions of `m` whose rounding the `target` does not give natively
/// (`Policy::exact_rounding`, `rounding`'s routes) made calls of `library`'s portable form
/// (`library/rounding.cl.inc`); with `int64` (the target has 64-bit integers) `double` to an
/// integer with `_rte` a conversion of `rint` (which [`link_math_library`], run after it,
/// routes), else the target's own rounding to even.
pub(crate) fn link_exact_rounding(
    m: &ir::Module,
    target: Target,
    int64: bool,
    library: Option<MathLibrary>,
) -> Result<Cow<'_, ir::Module>, Diagnostic> {
    let opts = Options {
        target,
        math_library: library.map(|l| MathLibrary {
            load: l.load_portable,
            ..l
        }),
        ..Options::default()
    };
    let routing = Routing {
        rint_double: int64,
        ..Routing::exact_rounding(Policy::of(&opts))
    };
    if !routing.rounding {
        return Ok(Cow::Borrowed(m));
    }
    Ok(link(m, &opts, routing)?.map_or(Cow::Borrowed(m), Cow::Owned))
}

#[cfg(test)]
mod tests {
    /// The float library's sources (the `*_f32` parts but the bit tests themselves, and the
    /// functions on the floats' bits).
    const FLOAT_SOURCES: [(&str, &str); 6] = [
        (
            "explog_f32",
            include_str!("../../library/explog_f32.cl.inc"),
        ),
        ("trig_f32", include_str!("../../library/trig_f32.cl.inc")),
        ("exact_f32", include_str!("../../library/exact_f32.cl.inc")),
        (
            "inverse_f32",
            include_str!("../../library/inverse_f32.cl.inc"),
        ),
        (
            "special_f32",
            include_str!("../../library/special_f32.cl.inc"),
        ),
        (
            "exact_bits",
            include_str!("../../library/exact_bits.cl.inc"),
        ),
    ];

    /// Whether `line` has a float literal (`0.5f`, `0x1p-12f`, `INFINITY`): an integer
    /// comparison (`n < 0`) is no float comparison.
    fn has_float_literal(line: &str) -> bool {
        line.contains("INFINITY")
            || line
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '+'))
                .map(|t| t.trim_start_matches(['-', '+']))
                .any(|t| t.starts_with(|c: char| c.is_ascii_digit()) && t.ends_with('f'))
    }

    /// Whether `line` compares floats (an ordered or equality comparison with a float literal).
    fn compares_floats(line: &str) -> bool {
        [" < ", " > ", " <= ", " >= ", " == ", " != "]
            .iter()
            .any(|op| line.contains(op))
            && has_float_literal(line)
    }

    /// The float library tests NaN, infinities and zeros on the bits and moves signs with
    /// integer operations: without SignedZeroInfNanPreserve NVIDIA's driver folds float
    /// special-value tests and comparisons as if no operand were NaN, infinite or -0 (`exp(NaN)`
    /// gave 0 and `asinh(-0.0f)` +0 on the H100). `isnan`, `isinf`, `isfinite`, `signbit` and
    /// `copysign` are float operations to the driver; `__oclvk_fb_*` are their bit forms.
    #[test]
    fn float_library_tests_special_values_on_the_bits() {
        let float_forms = [
            "isnan(",
            "isinf(",
            "isfinite(",
            "isnormal(",
            "signbit(",
            "copysign(",
        ];
        let mut offending = Vec::new();
        for (file, source) in FLOAT_SOURCES {
            for (k, line) in source.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                for form in float_forms {
                    let float_call = code.match_indices(form).any(|(at, _)| {
                        !code[..at].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                    });
                    if float_call {
                        offending.push(format!("{file} line {}: {}", k + 1, line.trim()));
                    }
                }
            }
        }
        assert!(offending.is_empty(), "{offending:#?}");
    }

    /// Every float builtin decides NaN (and whatever else it treats specially) on the bits
    /// before its first float comparison: a comparison the driver
    /// rewrote (`x < lo` as `!(x >= lo)`) sent NaN down a range's path on the H100.
    #[test]
    fn float_functions_test_special_values_before_comparing() {
        let mut offending = Vec::new();
        for (file, source) in FLOAT_SOURCES {
            let mut function: Option<&str> = None;
            let mut tested = false;
            for line in source.lines() {
                // Builtins only (`__oclvk_sinpi_f32`): a helper's stem has an underscore
                // (`__oclvk_erfc_tail_f32`), and its callers decide the special values.
                let builtin = line
                    .strip_prefix("float __oclvk_")
                    .filter(|l| l.ends_with(") {"))
                    .and_then(|l| l.split_once("_f32(float "))
                    .is_some_and(|(stem, _)| !stem.contains('_'));
                if builtin {
                    function = Some(line);
                    tested = false;
                    continue;
                }
                if line == "}" {
                    function = None;
                    continue;
                }
                let Some(name) = function else { continue };
                let code = line.split("//").next().unwrap_or_default();
                tested |= code.contains("__oclvk_fb_is") || code.contains("__oclvk_fb_abs_bits(");
                tested |= code.contains("_is_special(");
                tested |=
                    code.contains("_is_nan_or_zero(") || code.contains("_is_finite_positive(");
                if !tested && compares_floats(code) {
                    offending.push(format!("{file}: {name} {}", line.trim()));
                    function = None;
                }
            }
        }
        assert!(offending.is_empty(), "{offending:#?}");
    }

    /// A branch taken when an argument compares equal to zero returns a signed zero, not the
    /// argument: on a float device that flushes denormals a subnormal argument compares equal
    /// to zero, and `cbrt`, `sqrt`, `erf`, `atanpi` and `frexp` returned it unchanged on the H100.
    #[test]
    fn zero_branches_return_signed_zeros() {
        let source = super::math_library_source();
        let lines: Vec<&str> = source.lines().map(str::trim).collect();
        let mut offending = Vec::new();
        for (k, pair) in lines.windows(2).enumerate() {
            let (test, ret) = (pair[0], pair[1]);
            // Double (`== 0.0`) and float (`== 0.0f`) zero tests alike.
            let Some(zero) = [" == 0.0) {", " == 0.0f) {"]
                .into_iter()
                .find(|z| test.ends_with(z))
            else {
                continue;
            };
            let single_zero_test =
                test.starts_with("if (") && !test.contains("||") && !test.contains("&&");
            if single_zero_test && ret.starts_with("return ") {
                let var = &test["if (".len()..test.len() - zero.len()];
                // Arguments only: a computed value (`a.x`) is never flushed.
                if !var.contains('.') && ret == format!("return {var};") {
                    offending.push(format!("library line {}: {test} {ret}", k + 1));
                }
            }
        }
        assert!(offending.is_empty(), "{offending:#?}");
    }
}
