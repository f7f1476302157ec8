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
//! Each row names the targets it serves: the SPIR-V writer's targets (Vulkan, OpenCL) run every
//! stage that serves them ([`run`]); the portable targets, which the naga emitter writes, run the
//! rewrites that serve them ([`run_rewrites`]) and none of the analyses (the facts are this
//! writer's), so one table orders the stages of every target.
//!
//! A new IR-to-IR legalization goes here: a row in [`PIPELINE`], its code in a module of its own,
//! and golden tests in `spirv-backend/tests/passes/<pass>/` (`tests.rs`).

mod division;
mod nesting;
mod offsets;
mod pointer_args;
pub(crate) mod printf;
#[cfg(test)]
mod tests;
mod unroll;
mod wide;
pub(crate) use wide::object_align;

use crate::lower::{analysis, homes, images};
use crate::policy::Policy;
use crate::{library, Options, Target};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, FunctionId};
use std::borrow::Cow;
use std::collections::HashMap;

pub use pointer_args::{PointerParam, PointerParams, PointerRoot, PointerStep};

/// What a stage does to the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Rewrites the IR; validated after it in debug builds.
    Rewrite,
    /// Reads the IR and stores what it found in [`Facts`] (or refuses the module).
    Analysis,
}

/// The targets a stage serves (which of them it changes is its policy question's answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Targets {
    /// `vulkan1.2`, `vulkan1.3` (this crate's writer).
    pub vulkan: bool,
    /// `opencl` (this crate's writer).
    pub opencl: bool,
    /// The portable targets, which the naga emitter writes ([`Target::is_portable`]).
    pub portable: bool,
}

impl Targets {
    const SPIRV_WRITER: Targets = Targets {
        vulkan: true,
        opencl: true,
        portable: false,
    };
    const ALL: Targets = Targets {
        vulkan: true,
        opencl: true,
        portable: true,
    };
    const VULKAN: Targets = Targets {
        vulkan: true,
        opencl: false,
        portable: false,
    };
    const VULKAN_AND_PORTABLE: Targets = Targets {
        vulkan: true,
        opencl: false,
        portable: true,
    };

    /// Whether the stage runs for `target`.
    pub fn serve(self, target: Target) -> bool {
        match target {
            Target::Opencl => self.opencl,
            _ if target.is_portable() => self.portable,
            _ => self.vulkan,
        }
    }
}

/// One stage of the pipeline.
pub struct Pass {
    pub name: &'static str,
    pub kind: Kind,
    /// The targets it serves.
    pub targets: Targets,
    /// What it relies on (from the IR's invariants or the stages before it).
    pub needs: &'static str,
    /// What it guarantees to the stages after it and to the writer.
    pub guarantees: &'static str,
    run: fn(&mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>>,
}

/// The stages, in the order they run (docs/architecture.md lists them in the same order).
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "wide-vectors",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; the Vulkan and portable targets (the OpenCL target keeps \
                8- and 16-component vectors, `Vector16`)",
        guarantees: "no value, variable, parameter, return, global, struct field, array \
                     element or pointee is a vector of 8 or 16 lanes: each is an array of \
                     4-lane vectors (its parts), laid out as OpenCL lays the vector out (a \
                     `float8` is 32 bytes; struct offsets, sizes and alignments as sema laid \
                     them out; kernel arguments are laid out and reflected from sema's \
                     module), and every operation on one is done per part, before any other \
                     stage sees it (so the library's lane loops, the printf records and the \
                     writers meet 4-lane vectors only) (`wide`)",
        run: split_wide_vectors,
    },
    Pass {
        name: "exact-rounding",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; the Vulkan and portable targets (the OpenCL target keeps \
                FPRoundingMode)",
        guarantees: "every conversion whose rounding the driver need not give (`_rtz`, `_rtp`, \
                     `_rtn` integer-to-float and narrowing float conversions that can be \
                     inexact, `double` to `half` to nearest) is a call of the library's exact \
                     form (`__oclvk_cvt_f32_i32_rtp` ...; a vector one a lane loop); `double` to \
                     an integer with `_rte` converts `rint` of the value (for the math-library \
                     stage to route); every `vstore_half[n]`/`vstorea_half[n]` with `_rtz`, \
                     `_rtp` or `_rtn`, and every one of a `double` (to nearest included), is the \
                     default-mode store of the library's rounding of the value to `float` lanes \
                     that `half` represents exactly (`__oclvk_round_to_half_f32_rtz`, \
                     `__oclvk_round_to_half_f64_rte` ...; a vector one a lane loop), so the \
                     writer's store (`PackHalf2x16`) rounds nothing. A `float` result, not a \
                     `half`: `convert_half_rtz`'s exact form would need `Float16` in kernels \
                     that only store halves; and not the `half` bits: storing those would take \
                     a reinterpreting pointer cast for every pointer `vstore_half` writes \
                     through (private `half` arrays included), every form of which the default \
                     `vstore_half` already stores. The library rounds from the value's \
                     bits in integer arithmetic, so a `double` is rounded once, overflow gives \
                     the largest finite `half` or infinity as the mode says, subnormal `half`s \
                     and signed zeros come out exact and NaN stays NaN",
        run: round_exactly,
    },
    Pass {
        name: "math-library",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; the Vulkan targets, and the portable ones with the library's \
                portable form (the OpenCL target keeps OpenCL.std and its drivers' division)",
        guarantees: "every accurate math builtin call (per `library::rewrite`'s routing and the \
                     fast-math option; the exact `nextafter`, `maxmag`, `minmag`, `remainder` \
                     and `remquo` in every mode) is a call of an `__oclvk_` library function, a \
                     vector call one of a lane loop (one per library function and vector type), \
                     a builtin with a pointer output a store of one call and the value of \
                     another; every 64-bit integer `/` and `%` is a call of the library's \
                     division where `Policy::divide_64_bit_in_library` says so \
                     (`__oclvk_div_i64` ...; a `ulong` by a constant power of two a shift or a \
                     mask: no 64-bit division instruction reaches the module); every \
                     conversion of a `half` or `float` to `long` or `ulong` is a call of the \
                     library's (`__oclvk_f32_to_i64`, \
                     `_u64`, after `ceil`, `floor` or `rint` for a rounding mode: no \
                     float-to-64-bit conversion instruction reaches the module, where \
                     `Policy::convert_float_to_64_bit_in_library` says so); on the portable \
                     targets with 64-bit \
                     integers, every `double` division, `sqrt` and `rsqrt` is a call of the \
                     library's correctly rounded form (but the kernel's with fast-math); \
                     only the library functions reached are in the module",
        run: link_math_library,
    },
    Pass {
        name: "unroll-loops",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; the Vulkan and portable targets",
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
        targets: Targets::VULKAN,
        needs: "a valid module; the Vulkan targets",
        guarantees: "in an expression statement without inner side effects, the offsets of one \
                     `global` or `constant` pointer whose indices start alike (`p + a`, \
                     `p + (a + b)`, `p + (a - b)`) read one `let t = p + a` around the \
                     statement (`t`, `t + b`, `t + -(long)b`) where that is the same address \
                     (`offsets`)",
        run: share_offsets,
    },
    Pass {
        name: "trap-free-division",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; after `math-library`, whose functions divide too (the 64-bit \
                division's 32-bit steps); the Vulkan and portable targets",
        guarantees: "every integer `/` and `%` but one by a literal other than 0 (and -1 when \
                     signed) or a vector of one divides by `b == 0 | (a == MIN & b == -1) ? 1 : b` (`b == 0` \
                     unsigned; lane masks for vectors), its operands bound once by `let`: no \
                     division the module holds can trap, run or not; 64-bit ones are left to \
                     the naga writer where a `long` is held in 32 bits (`division`)",
        run: trap_free_division,
    },
    Pass {
        name: "printf-records",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "a valid module; a target whose printf writes records into a buffer \
                (`Policy::printf_records`: Vulkan, portable or not)",
        guarantees: "every printf call's format matches its arguments (else one diagnostic per \
                     call) and the call is plain IR writing its record into the printf buffer \
                     (`__oclvk_printf_buffer`), as `reflect::printf_buffer` lays it out: an \
                     atomic reservation, then the words of `Facts::printf_calls[index]` \
                     (`printf`)",
        run: printf_records,
    },
    Pass {
        name: "bound-nesting",
        kind: Kind::Rewrite,
        targets: Targets::ALL,
        needs: "a valid module; after the rewrites that add control flow (`printf-records`' \
                reservations)",
        guarantees: "no `else if` chain of `nesting::MIN_CHAIN` (32) `if`s or more: each is a \
                     fresh `uint` local set by a flat sequence of `if (arm == 0 && c) arm = i;` \
                     (the conditions evaluated lazily and in order) and one sibling \
                     `if (arm == i) { ... }` per arm (their `break`, `continue` and `return` \
                     unchanged); and no selection, loop or switch nests more than 1,023 deep \
                     (SPIR-V's limit, counted as spirv-val counts the writer's constructs, \
                     short-circuit branches included), else one error per function at the \
                     construct that crosses it (`nesting`)",
        run: bound_nesting,
    },
    Pass {
        name: "calls",
        kind: Kind::Analysis,
        targets: Targets::SPIRV_WRITER,
        needs: "every call resolved (the last rewrite's module)",
        guarantees: "no recursion (else one diagnostic per cycle); per function the implicit \
                     values and globals it uses through its calls, the stores into each local, \
                     whether any function calls it (`Facts::calls`)",
        run: calls,
    },
    Pass {
        name: "entry-points",
        kind: Kind::Analysis,
        targets: Targets::SPIRV_WRITER,
        needs: "nothing",
        guarantees: "a Vulkan module has a kernel (a module without one is a library on the \
                     OpenCL target only)",
        run: entry_points,
    },
    Pass {
        name: "homes",
        kind: Kind::Analysis,
        targets: Targets::VULKAN,
        needs: "no recursion (frames are laid out at compile time); Vulkan only",
        guarantees: "which private and `local` objects live in a byte-addressed home and where, \
                     which generic pointer variables hold tagged or mixed addresses \
                     (`Facts::homes`): a pointer's form is fixed by it before any function is \
                     written",
        run: find_homes,
    },
    Pass {
        name: "specialize-pointer-arguments",
        kind: Kind::Rewrite,
        targets: Targets::VULKAN_AND_PORTABLE,
        needs: "every call final (the last rewrite); the Vulkan and portable targets (on the \
                OpenCL target every pointer is a value: no form); on Vulkan after `calls` and \
                `homes`, whose facts its copies inherit from the functions they copy, and \
                whose homed parameters (addresses) get no form",
        guarantees: "every function a kernel reaches is called with pointer arguments of one \
                     form: each pointer parameter's root (a program-scope or kernel `local` \
                     variable, the calling kernel's buffer argument and its address space, an \
                     object of the caller's frame by type: a generic pointer's space made \
                     concrete) and steps (indices, members) are the same at \
                     every call, and `Facts::pointer_params` (`Rewritten::pointer_params`) \
                     states them; a pointer the target passes as a value \
                     (`Policy::pointer_is_value`: Vulkan's `global` and `constant` ones) has \
                     no form, nor has a parameter `homes` finds receiving homed pointers (the \
                     copies inherit the `calls` and `homes` facts of the functions they copy); \
                     a function reached \
                     with several forms is copied per form (same name), a kernel called by a \
                     kernel is copied as a plain function unless the call passes what the \
                     kernel's entry point does and kernels are functions \
                     (`Policy::kernels_are_functions`) (`pointer_args`)",
        run: specialize_pointer_arguments,
    },
    Pass {
        name: "images",
        kind: Kind::Analysis,
        targets: Targets::VULKAN,
        needs: "every call resolved; Vulkan only",
        guarantees: "how each function uses each image parameter, its callees' uses included \
                     (written, read unsampled, format queried, the texel class: \
                     `Facts::image_uses`), so each kernel argument gets one descriptor type",
        run: image_uses,
    },
    Pass {
        name: "half-values",
        kind: Kind::Analysis,
        targets: Targets::SPIRV_WRITER,
        needs: "nothing",
        guarantees: "whether any function computes with `half` values (`Facts::half_values`: \
                     without them an OpenCL module declares `Float16Buffer` alone)",
        run: half_values,
    },
];

/// A copy of `m` whose functions `rewrite` has changed, or `None` (and no copy made) when no
/// function `needs` the rewrite: the frame of the rewrites that change functions in place.
pub(crate) fn rewrite_functions(
    m: &ir::Module,
    needs: impl Fn(&ir::TypeArena, &ir::Function) -> bool,
    mut rewrite: impl FnMut(&mut ir::TypeArena, &mut ir::Function),
) -> Option<ir::Module> {
    if !m.functions.iter().any(|f| needs(&m.types, f)) {
        return None;
    }
    let mut out = m.clone();
    let ir::Module {
        types, functions, ..
    } = &mut out;
    for func in functions.iter_mut() {
        rewrite(types, func);
    }
    Some(out)
}

/// What the analyses found, read by the writer.
#[derive(Default)]
pub(crate) struct Facts {
    pub calls: analysis::Info,
    pub homes: homes::Homes,
    pub image_uses: HashMap<(FunctionId, u32), images::ImageUses>,
    pub half_values: bool,
    /// The printf calls' formats and record layouts, by call index (`printf-records`).
    pub printf_calls: Vec<crate::reflect::PrintfCall>,
    /// The form of every pointer parameter of every function a kernel calls
    /// (`specialize-pointer-arguments`).
    pub pointer_params: PointerParams,
}

/// The pipeline's state while it runs: the module as the last rewrite left it (borrowed until a
/// rewrite changes it), the options, the facts so far.
pub(crate) struct Pipeline<'m, 'o> {
    pub module: Cow<'m, ir::Module>,
    pub opts: &'o Options,
    /// What the target asks of the stages.
    pub policy: Policy,
    pub facts: Facts,
    /// The `wide-vectors` and `printf-records` stages' errors on the portable targets
    /// ([`Rewritten::printf_errors`]).
    pub printf_errors: Vec<Diagnostic>,
}

/// What the pipeline hands the writer.
pub(crate) struct Prepared<'m> {
    pub module: Cow<'m, ir::Module>,
    pub facts: Facts,
}

/// Runs every stage of [`PIPELINE`] on `m`.
pub(crate) fn run<'m>(m: &'m ir::Module, opts: &Options) -> Result<Prepared<'m>, Vec<Diagnostic>> {
    run_stages(m, opts, &[])
}

/// The stages a library function linked into a module goes through: those after the one that
/// links it, but the kernels' (the math library's functions written once at build time,
/// `lower::prebuilt`).
pub(crate) const LIBRARY_SKIPS: [&str; 3] = ["exact-rounding", "math-library", "entry-points"];

/// Runs the stages of [`PIPELINE`] but those named in `skip` on `m`.
pub(crate) fn run_stages<'m>(
    m: &'m ir::Module,
    opts: &Options,
    skip: &[&str],
) -> Result<Prepared<'m>, Vec<Diagnostic>> {
    let mut p = Pipeline {
        module: Cow::Borrowed(m),
        opts,
        policy: Policy::of(opts),
        facts: Facts::default(),
        printf_errors: Vec::new(),
    };
    for pass in PIPELINE
        .iter()
        .filter(|pass| pass.targets.serve(opts.target) && !skip.contains(&pass.name))
    {
        run_pass(&mut p, pass)?;
    }
    Ok(Prepared {
        module: p.module,
        facts: p.facts,
    })
}

/// What [`run_rewrites`] makes of a module.
pub struct Rewritten<'m> {
    /// The module the last rewrite leaves.
    pub module: Cow<'m, ir::Module>,
    /// The printf calls whose records the `printf-records` stage writes, for the reflection.
    pub printf_calls: Vec<crate::reflect::PrintfCall>,
    /// One error per bad printf call, each left in `module` as the value 0, and one per
    /// function whose wide vectors the `wide-vectors` stage cannot split yet, left with an
    /// empty body, so that the backend can still report the module's other errors with them.
    pub printf_errors: Vec<Diagnostic>,
    /// The form of every pointer parameter of every function a kernel calls: each call passes
    /// it (`specialize-pointer-arguments`).
    pub pointer_params: PointerParams,
}

/// The rewrites of [`PIPELINE`] that serve `opts.target`, in order. For a backend other than
/// this crate's writer (the naga emitter runs them for the portable targets); the analyses,
/// whose facts only this writer reads, do not run.
pub fn run_rewrites<'m>(
    m: &'m ir::Module,
    opts: &Options,
) -> Result<Rewritten<'m>, Vec<Diagnostic>> {
    // The library's functions stored as SPIR-V are this crate's writer's to copy: another
    // backend gets their IR, never their stubs.
    let opts = &Options {
        math_library: opts
            .math_library
            .map(|l| crate::MathLibrary { spirv: &[], ..l }),
        ..opts.clone()
    };
    let mut p = Pipeline {
        module: Cow::Borrowed(m),
        opts,
        policy: Policy::of(opts),
        facts: Facts::default(),
        printf_errors: Vec::new(),
    };
    let rewrites = PIPELINE
        .iter()
        .filter(|pass| pass.kind == Kind::Rewrite && pass.targets.serve(opts.target));
    for pass in rewrites {
        run_pass(&mut p, pass)?;
    }
    Ok(Rewritten {
        module: p.module,
        printf_calls: p.facts.printf_calls,
        printf_errors: p.printf_errors,
        pointer_params: p.facts.pointer_params,
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
    if p.opts.target.is_portable() {
        // The correctly rounded double forms move bits through 64-bit integers.
        let rounded_double = !p.policy.long_held_in_32_bits();
        let linked = library::link_math_library(
            &p.module,
            p.opts.target,
            p.opts.fast_math,
            rounded_double,
            p.opts.math_library,
        )
        .map_err(|d| vec![d])?;
        if let Cow::Owned(linked) = linked {
            p.module = Cow::Owned(linked);
        }
        return Ok(());
    }
    let routing = library::Routing {
        math: p.policy.math_library(),
        fast: p.opts.fast_math,
        divide_64: p.policy.divide_64_bit_in_library(),
        float_to_64: p.policy.convert_float_to_64_bit_in_library(),
        rounding: false,
        rint_double: false,
        int64: !p.policy.long_held_in_32_bits(),
    };
    if !routing.math && !routing.divide_64 && !routing.float_to_64 {
        return Ok(());
    }
    if let Some(linked) = library::link(&p.module, p.opts, routing).map_err(|d| vec![d])? {
        p.module = Cow::Owned(linked);
    }
    Ok(())
}

fn round_exactly(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if p.opts.target.is_portable() {
        // `double` to an integer with `_rte` goes through the library's `rint`, whose bits
        // move through 64-bit integers.
        let int64 = !p.policy.long_held_in_32_bits();
        let rounded =
            library::link_exact_rounding(&p.module, p.opts.target, int64, p.opts.math_library)
                .map_err(|d| vec![d])?;
        if let Cow::Owned(rounded) = rounded {
            p.module = Cow::Owned(rounded);
        }
        return Ok(());
    }
    let routing = library::Routing::exact_rounding(p.policy);
    if !routing.rounding {
        return Ok(());
    }
    if let Some(rounded) = library::link(&p.module, p.opts, routing).map_err(|d| vec![d])? {
        p.module = Cow::Owned(rounded);
    }
    Ok(())
}

fn split_wide_vectors(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    let (split, refusals) = wide::split_wide_vectors(&p.module, p.opts.target.name());
    if let Some(split) = split {
        p.module = Cow::Owned(split);
    }
    if refusals.is_empty() {
        return Ok(());
    }
    if !p.opts.target.is_portable() {
        return Err(refusals);
    }
    // The naga backend reports them with its own refusals (`Rewritten::printf_errors`).
    p.printf_errors.extend(refusals);
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

fn trap_free_division(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if !p.policy.trap_free_division() {
        return Ok(());
    }
    let guard_64_bit = !p.policy.long_held_in_32_bits();
    if let Some(guarded) = division::trap_free_divisions(&p.module, guard_64_bit) {
        p.module = Cow::Owned(guarded);
    }
    Ok(())
}

fn printf_records(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if !p.policy.printf_records() {
        return Ok(());
    }
    // Pointers have addresses where the writer is not the naga emitter (device addresses, or
    // home addresses of private and `local` objects); `long`, `double` and `%p` arguments need
    // 64-bit integers.
    let target = printf::Target {
        name: p.opts.target.name(),
        any_string: false,
        wide: !p.policy.long_held_in_32_bits(),
        pointer_values: !p.opts.target.is_portable(),
    };
    let (written, errors) = printf::write_records(&p.module, target);
    if !errors.is_empty() {
        if p.opts.target.is_portable() {
            // The naga backend reports them with its own refusals (`Rewritten::printf_errors`).
            p.printf_errors.extend(errors);
        } else {
            return Err(errors);
        }
    }
    if let Some((written, calls)) = written {
        p.module = Cow::Owned(written);
        p.facts.printf_calls = calls;
    }
    Ok(())
}

fn bound_nesting(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    if let Some(flat) = nesting::flatten_else_if_chains(&p.module) {
        p.module = Cow::Owned(flat);
    }
    let errors = nesting::too_deep(&p.module, p.opts.target.name());
    match errors.is_empty() {
        true => Ok(()),
        false => Err(errors),
    }
}

fn specialize_pointer_arguments(p: &mut Pipeline<'_, '_>) -> Result<(), Vec<Diagnostic>> {
    let specialized = pointer_args::specialize(&p.module, p.policy, &p.facts.homes.params)
        .map_err(|d| vec![d])?;
    if let Some(s) = specialized {
        // The analyses before this stage (Vulkan) saw the functions the copies copy.
        let first = p.module.functions.len();
        p.facts.calls.add_copies(first, &s.copied_from);
        p.facts.homes.add_copies(first, &s.copied_from);
        p.module = Cow::Owned(s.module);
        p.facts.pointer_params = s.params;
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
