//! The backend's pipeline: every IR-to-IR pass and every whole-module analysis that runs before
//! the SPIR-V writer (`lower`), in order, in one table ([`PIPELINE`]).
//!
//! A pass is a *rewrite* (IR in, IR out: the module the writer sees is the last rewrite's) or an
//! *analysis* (facts about the module, computed once and stored in [`Facts`], which the writer
//! reads instead of rediscovering them per function or per memory operation). Each row says what
//! the stage needs from the stages before it and what it guarantees to those after it. Debug
//! builds (so every test) run `ir::validate` after every rewrite; a violation is an
//! `internal error: invalid IR after ...` diagnostic, never a panic.
//!
//! What is still decided inside the writer, and why, is listed in docs/architecture.md
//! ("Backend pipeline").
//!
//! A new IR-to-IR legalization goes here: a row in [`PIPELINE`], its code in a module of its own,
//! and golden tests in `spirv-backend/tests/passes/<pass>/` (`tests.rs`).

mod offsets;
#[cfg(test)]
mod tests;
mod unroll;

pub use unroll::unroll_runtime_loops;

use crate::lower::{analysis, homes, images};
use crate::policy::Policy;
use crate::{library, Options};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, FunctionId};
use std::borrow::Cow;
use std::collections::HashMap;

/// What a stage does to the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Rewrites the IR; validated after it in debug builds.
    Rewrite,
    /// Reads the IR and stores what it found in [`Facts`] (or refuses the module).
    Analysis,
}

/// One stage of the pipeline.
pub struct Pass {
    pub name: &'static str,
    pub kind: Kind,
    /// What it relies on (from the IR's invariants or the stages before it).
    pub needs: &'static str,
    /// What it guarantees to the stages after it and to the writer.
    pub guarantees: &'static str,
    run: fn(&mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>>,
}

/// The stages, in the order they run (docs/architecture.md lists them in the same order).
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "exact-rounding",
        kind: Kind::Rewrite,
        needs: "a valid module; the Vulkan targets (the OpenCL target keeps FPRoundingMode)",
        guarantees: "every conversion whose rounding the driver need not give (`_rtz`, `_rtp`, \
                     `_rtn` integer-to-float and narrowing float conversions that can be \
                     inexact, `double` to `half` to nearest) is a call of the library's exact \
                     form (`__oclvk_cvt_f32_i32_rtp` ...; a vector one a lane loop); `double` to \
                     an integer with `_rte` converts `rint` of the value (for the math-library \
                     stage to route)",
        run: round_exactly,
    },
    Pass {
        name: "math-library",
        kind: Kind::Rewrite,
        needs: "a valid module; the Vulkan targets (the OpenCL target keeps OpenCL.std and its \
                drivers' division)",
        guarantees: "every accurate math builtin call (per `library::rewrite`'s routing and the \
                     fast-math option) is a call of an `__oclvk_` library function, a vector call \
                     one of a lane loop (one per library function and vector type), a builtin \
                     with a pointer output a store of one call and the value of another; every \
                     64-bit integer `/` and `%` is a call of the library's division \
                     (`__oclvk_div_i64` ...; a `ulong` by a constant power of two a shift or a \
                     mask: no 64-bit division instruction reaches the module); \
                     only the library functions reached are in the module",
        run: link_math_library,
    },
    Pass {
        name: "unroll-loops",
        kind: Kind::Rewrite,
        needs: "a valid module; the Vulkan targets",
        guarantees: "a `for` loop counting an integer local by one to a run-time bound the loop \
                     cannot change, with a small body without loops, calls, barriers, group \
                     functions or exits of its own, runs as a loop of four copies of its body \
                     up to a limit computed once before it, followed by the original loop for \
                     the rest (`unroll`)",
        run: unroll_loops,
    },
    Pass {
        name: "share-offsets",
        kind: Kind::Rewrite,
        needs: "a valid module; the Vulkan targets",
        guarantees: "in an expression statement without inner side effects, the offsets of one \
                     `global` or `constant` pointer whose indices start alike (`p + a`, \
                     `p + (a + b)`, `p + (a - b)`) read one `let t = p + a` around the \
                     statement (`t`, `t + b`, `t + -(long)b`) where that is the same address \
                     (`offsets`)",
        run: share_offsets,
    },
    Pass {
        name: "calls",
        kind: Kind::Analysis,
        needs: "every call resolved (the last rewrite's module)",
        guarantees: "no recursion (else one diagnostic per cycle); per function the implicit \
                     values and globals it uses through its calls, the stores into each local, \
                     whether any function calls it (`Facts::calls`)",
        run: calls,
    },
    Pass {
        name: "entry-points",
        kind: Kind::Analysis,
        needs: "nothing",
        guarantees: "a Vulkan module has a kernel (a module without one is a library on the \
                     OpenCL target only)",
        run: entry_points,
    },
    Pass {
        name: "homes",
        kind: Kind::Analysis,
        needs: "no recursion (frames are laid out at compile time); Vulkan only",
        guarantees: "which private and `local` objects live in a byte-addressed home and where, \
                     which generic pointer variables hold tagged or mixed addresses \
                     (`Facts::homes`): a pointer's form is fixed by it before any function is \
                     written",
        run: find_homes,
    },
    Pass {
        name: "images",
        kind: Kind::Analysis,
        needs: "every call resolved; Vulkan only",
        guarantees: "how each function uses each image parameter, its callees' uses included \
                     (written, read unsampled, format queried, the texel class: \
                     `Facts::image_uses`), so each kernel argument gets one descriptor type",
        run: image_uses,
    },
    Pass {
        name: "half-values",
        kind: Kind::Analysis,
        needs: "nothing",
        guarantees: "whether any function computes with `half` values (`Facts::half_values`: \
                     without them an OpenCL module declares `Float16Buffer` alone)",
        run: half_values,
    },
];

/// What the analyses found, read by the writer.
#[derive(Default)]
pub(crate) struct Facts {
    pub calls: analysis::Info,
    pub homes: homes::Homes,
    pub image_uses: HashMap<(FunctionId, u32), images::ImageUses>,
    pub half_values: bool,
}

/// The pipeline's state while it runs: the module as the last rewrite left it (borrowed until a
/// rewrite changes it), the options, the facts so far.
pub(crate) struct Pipeline<'m, 'o> {
    pub module: Cow<'m, ir::Module>,
    pub opts: &'o Options,
    /// What the target asks of the stages.
    pub policy: Policy,
    pub facts: Facts,
}

/// What the pipeline hands the writer.
pub(crate) struct Prepared<'m> {
    pub module: Cow<'m, ir::Module>,
    pub facts: Facts,
}

/// Runs every stage of [`PIPELINE`] on `m`.
pub(crate) fn run<'m>(m: &'m ir::Module, opts: &Options) -> Result<Prepared<'m>, Vec<Diagnostic>> {
    let mut p = Pipeline {
        module: Cow::Borrowed(m),
        opts,
        policy: Policy::of(opts),
        facts: Facts::default(),
    };
    for pass in PIPELINE {
        run_pass(&mut p, pass)?;
    }
    Ok(Prepared {
        module: p.module,
        facts: p.facts,
    })
}

/// Runs one stage, and checks the module after a rewrite (debug builds).
fn run_pass(p: &mut Pipeline<'_, '_>, pass: &Pass) -> Result<(), Vec<Diagnostic>> {
    (pass.run)(p)?;
    if pass.kind == Kind::Rewrite && cfg!(debug_assertions) {
        // A borrowed module is the input, unchanged.
        if let Cow::Owned(m) = &p.module {
            check(m, pass.name).map_err(|d| vec![d])?;
        }
    }
    Ok(())
}

/// `m` against the IR's invariants: an internal error naming the pass and the first violation.
fn check(m: &ir::Module, pass: &str) -> Result<(), Diagnostic> {
    ir::validate(m).map_err(|errors| {
        Diagnostic::global_error(format!(
            "internal error: invalid IR after the backend pass '{pass}': {}",
            errors[0]
        ))
    })
}

fn link_math_library(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    let routing = library::Routing {
        math: p.policy.math_library(),
        fast: p.opts.fast_math,
        divide_64: p.policy.divide_64_bit_in_library(),
        rounding: false,
        rint_double: false,
    };
    if !routing.math && !routing.divide_64 {
        return Ok(());
    }
    if let Some(linked) = library::link(&p.module, p.opts, routing).map_err(|d| vec![d])? {
        p.module = Cow::Owned(linked);
    }
    Ok(())
}

fn round_exactly(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    let routing = library::Routing::exact_rounding(p.policy);
    if !routing.rounding {
        return Ok(());
    }
    if let Some(rounded) = library::link(&p.module, p.opts, routing).map_err(|d| vec![d])? {
        p.module = Cow::Owned(rounded);
    }
    Ok(())
}

fn share_offsets(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if !p.policy.share_offsets() {
        return Ok(());
    }
    if let Some(shared) = offsets::share_offsets(&p.module) {
        p.module = Cow::Owned(shared);
    }
    Ok(())
}

fn unroll_loops(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if !p.policy.unroll_runtime_loops() {
        return Ok(());
    }
    if let Some(unrolled) = unroll::unroll_runtime_loops(&p.module) {
        p.module = Cow::Owned(unrolled);
    }
    Ok(())
}

fn calls(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    p.facts.calls = analysis::analyze(&p.module, p.policy.implicit_values())?;
    Ok(())
}

fn entry_points(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if p.policy.needs_entry_point() && p.module.kernels().next().is_none() {
        return Err(vec![Diagnostic::global_error(
            "no kernel in the translation unit: a Vulkan module needs an entry point (--target opencl makes a library of its functions)",
        )]);
    }
    Ok(())
}

fn find_homes(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if p.policy.logical_addressing() {
        p.facts.homes = homes::analyze(&p.module);
    }
    Ok(())
}

fn image_uses(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if p.policy.image_descriptors() {
        p.facts.image_uses = images::analyze(&p.module);
    }
    Ok(())
}

fn half_values(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    p.facts.half_values = computes_with_half(&p.module);
    Ok(())
}

/// Whether an expression, parameter or local of the module is a `half` scalar or vector value.
fn computes_with_half(m: &ir::Module) -> bool {
    let half = |t: ir::TypeId| {
        matches!(
            m.types.get(t),
            ir::Type::Scalar(ir::Scalar::Half)
                | ir::Type::Vector {
                    scalar: ir::Scalar::Half,
                    ..
                }
        )
    };
    m.functions.iter().any(|f| {
        half(f.ret)
            || f.params.iter().any(|p| half(p.ty))
            || f.locals.iter().any(|l| half(l.ty))
            || f.exprs.iter().any(|e| half(e.ty))
    })
}
