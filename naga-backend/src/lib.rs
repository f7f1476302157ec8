//! oclvk's naga emitter: typed IR in, a `naga::Module` out, written as WGSL, MSL, HLSL, GLSL or
//! portable SPIR-V (Vulkan without device addresses) by naga's own writers, with the kernel
//! reflection of the Vulkan targets plus the bindings of [`oclvk_abi::portable`].
//!
//! - [`compile`]: the entry point; [`Options`] picks the target;
//! - `module`: the module writer (types, resources, overrides, per-kernel state, each helper
//!   once per kernel: the pipeline's `specialize-pointer-arguments` made one IR function per
//!   pointer-argument form);
//! - `function`: the function writer (expressions, statements, the memory model: pointers as
//!   a root resource plus indices);
//! - `builtins`: OpenCL C's builtin functions (`intops`: the integer families; `groups`: the
//!   work-group collective and sub-group functions; `nextafter`, `maxmag`, `minmag`,
//!   `remainder` and `remquo` are the math library's, linked by the `math-library` stage);
//! - `packed`: 8/16-bit elements of buffers and `local` arrays packed in 32-bit words;
//! - `reinterpret`: `as_typeN` between lanes of different widths, by shifts and masks;
//! - `records`: structs with 8/16-bit fields and unions in memory, held as 32-bit words;
//! - `argblock`: the by-value argument block read from a uniform buffer of `vec4<u32>` words;
//! - `bitcast`: `as_T` between lanes of different widths, through 32-bit words;
//! - `globals`: program-scope `global` variables, members of one storage buffer;
//! - `min_max64`: MSL's 64-bit atomics, `ulong` min and max statements on storage buffers
//!   that nothing else touches;
//! - `images`: image and sampler arguments and program-scope sampler constants, each a
//!   texture or sampler at its own binding, and the image builtins;
//! - `fold`: integer operations on literals folded, wrapping (WGSL refuses constant
//!   expressions that overflow);
//! - `emit`: validation with each target's capabilities and naga's writers;
//! - `spec`: portable SPIR-V's specialization constants, restored after naga's writer;
//! - `contraction`: portable SPIR-V's `NoContraction`, added after naga's writer to the
//!   functions compiled with contraction off (the math library's among them);
//! - `unroll`: which small counted loops the function writer unrolls whole;
//! - `wide`: which 64-bit integer values are exact in 32 bits where the language has no others.
//!
//! What a target cannot express is a diagnostic at the construct naming the target; a naga
//! validation failure is an internal-error diagnostic, never a panic.

mod argblock;
mod builtins;
mod contraction;
mod emit;
mod fold;
mod function;
mod globals;
mod groups;
mod images;
mod intops;
mod min_max64;
mod module;
mod packed;
mod records;
mod reinterpret;
mod relational;
mod shuffles;
mod spec;
mod sub_group_ext;
mod types;
mod unroll;
mod wide;

pub use oclvk_abi::reflect::{self, Target};

use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// One of the portable targets ([`Target::is_portable`]).
    pub target: Target,
    /// GLSL only: the `#version` written (`450` by default: GLSL 4.50 core, for Vulkan).
    pub glsl_version: u16,
    /// Lower `float` math builtins to the target's own functions instead of the accurate
    /// library (`-cl-fast-relaxed-math` and its relatives).
    pub fast_math: bool,
    /// Every function is compiled with contraction off (`-ffp-contract=off`), as those under
    /// `#pragma OPENCL FP_CONTRACT OFF` and the math library's are: portable SPIR-V decorates
    /// their floating-point arithmetic `NoContraction`; the other targets' languages cannot
    /// say it (naga's writers have no `precise`).
    pub no_contraction: bool,
    /// The kernel to write, alone: the others are not lowered, so that what they need and
    /// the target lacks does not keep it from compiling. GLSL (a shader has one entry point)
    /// needs it when the source has several kernels; elsewhere every kernel is written without it.
    pub kernel: Option<String>,
    /// The math library's IR, which a module calling an accurate math builtin links (the
    /// facade provides it, as for the SPIR-V backend: `oclvk_spirv::Options::math_library`).
    pub math_library: Option<oclvk_spirv::MathLibrary>,
    /// For tests only: every `double` division, square root and inverse square root the
    /// lowering still writes is computed in `float` and widened back, the least precision
    /// Vulkan allows a driver there ("at least that of single precision"), so that a test on a
    /// driver whose double operations are exact sees what a looser one (NVIDIA's) computes.
    pub loose_double_operations: bool,
    /// For tests: image channel data types and orders and sampler arguments' modes travel in
    /// the argument block's hidden fields (`PortableBindings::hidden_fields`) on WGSL and
    /// portable SPIR-V too, as they always do where the language has neither overrides nor
    /// specialization constants (MSL, HLSL, GLSL), so that the runners here run that path.
    pub hidden_fields: bool,
    /// For tests: 64-bit atomics are lowered as on MSL, where they are `ulong` min and max
    /// statements whose result is unused on storage buffers nothing else touches, and the
    /// module is validated with naga's `SHADER_INT64_ATOMIC_MIN_MAX` alone, on portable SPIR-V
    /// too (whose full 64-bit atomics it gives up), so that the runner here runs that lowering.
    pub int64_atomic_min_max_statements: bool,
    /// `--local-arg NAME=BYTES`: the byte size of the `local` pointer argument NAME of the
    /// kernels written. MSL and HLSL (no overrides, no specialization constants) declare its
    /// workgroup array that long, and refuse such an argument without one; WGSL, GLSL and
    /// portable SPIR-V make it the default of the argument's override or specialization
    /// constant, which the host may still set.
    pub local_arg_bytes: Vec<(String, u64)>,
    /// `--work-group-size X,Y,Z`: the work-group size of the kernels without
    /// `reqd_work_group_size` (one with another required size is an error): fixed in MSL,
    /// HLSL and GLSL, the default of WGSL's overrides and portable SPIR-V's specialization
    /// constants. Without it those targets fix the kernel's `work_group_size_hint`, else
    /// 64x1x1.
    pub work_group_size: Option<[u32; 3]>,
    /// For tests: WGSL and portable SPIR-V fix the work-group size and the `local` arguments'
    /// lengths when compiling, as MSL and HLSL must, so that the runners here run that path.
    pub fixed_sizes: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            target: Target::Wgsl,
            glsl_version: 450,
            fast_math: false,
            no_contraction: false,
            kernel: None,
            math_library: None,
            loose_double_operations: false,
            hidden_fields: false,
            int64_atomic_min_max_statements: false,
            local_arg_bytes: Vec::new(),
            work_group_size: None,
            fixed_sizes: false,
        }
    }
}

/// What the target's writer produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// WGSL, MSL, HLSL or GLSL source.
    Text(String),
    /// Portable SPIR-V.
    Words(Vec<u32>),
}

#[derive(Clone, Debug)]
pub struct Output {
    pub code: Code,
    pub reflection: reflect::ModuleReflection,
}

/// Lowers a checked IR module for a portable target: the backend pipeline's rewrites run, a
/// naga module built and validated, and the target's writer run.
pub fn compile(module: &ir::Module, options: &Options) -> Result<Output, Vec<Diagnostic>> {
    if !options.target.is_portable() {
        return Err(vec![Diagnostic::global_error(format!(
            "internal error: the {} target is not written through naga",
            options.target.name()
        ))]);
    }
    // The backend pipeline's rewrites that serve the portable targets, in its order
    // (`oclvk_spirv::PIPELINE`): vectors of 8 and 16 lanes made arrays of 4-lane ones (no
    // language here has wider vectors), the math library's portable form linked, runtime-counted loops
    // unrolled by four as on the Vulkan targets (NVIDIA's compiler keeps one load in flight
    // per iteration of a loop it is not given unrolled), integer divisions made trap-free,
    // printf calls writing records into a buffer bound as a storage buffer
    // (`module::printf_buffer`), long `else if` chains flattened and nesting bounded (naga
    // recurses per nested block), every helper called with pointer arguments of one form
    // (`Rewritten::pointer_params`, which the function writer reads).
    let stage_options = oclvk_spirv::Options {
        target: options.target,
        fast_math: options.fast_math,
        math_library: options.math_library,
        ..oclvk_spirv::Options::default()
    };
    let prepared = oclvk_spirv::run_rewrites(module, &stage_options)?;
    // Neither a bad printf call nor a refused library call hides the module's other errors
    // (those the lowering finds at a refused call are the refusal's).
    let mut errors = prepared.printf_errors;
    let refused = refuse_double_library(&prepared.module, options.target);
    let refused_at: Vec<_> = refused.iter().map(|d| d.span).collect();
    errors.extend(refused);
    let mut lowered =
        match module::lower(&prepared.module, &prepared.pointer_params, module, options) {
            Ok(lowered) if errors.is_empty() => lowered,
            Ok(_) => return Err(errors),
            Err(more) => {
                errors.extend(more.into_iter().filter(|d| !refused_at.contains(&d.span)));
                return Err(errors);
            }
        };
    lowered.reflection.printf_calls = prepared.printf_calls;
    // naga's validator and writers recurse per nested block and per inlined operand, and
    // cannot move to a new stack segment as they go: they run on a stack sized for the
    // deepest module the frontend and `bound-nesting` let through (1,023 nested constructs,
    // and expression trees the function writer names every `function::BAKE_EVERY` levels).
    oclvk_frontend::stack::with_stack(NAGA_STACK, || emit::write(lowered, options))
}

/// The stack naga's validator and writers run on (reserved, touched only as deep as they go).
const NAGA_STACK: usize = 256 << 20;

/// The math library's `double` functions that are not right on the portable targets yet, by
/// their library names: their exact steps are frozen against a driver's algebra as the float
/// ones are (`OCLVK_EXACT_D`), but measured through vulkan1.2-portable on lavapipe
/// (`tests/math_accuracy.rs`) these were still hundreds of ulp off for extreme arguments
/// (`fma` one ulp). A wrong answer is worse than a refusal.
const INEXACT_DOUBLE_FUNCTIONS: &[&str] = &[
    "__oclvk_pow_f64",
    "__oclvk_powr_f64",
    "__oclvk_pown_f64",
    "__oclvk_rootn_f64",
    "__oclvk_cbrt_f64",
    "__oclvk_fma_f64",
    "__oclvk_tgamma_f64",
    "__oclvk_lgamma_f64",
    "__oclvk_lgamma_sign_f64",
];

/// The math library's `double` functions on the floats' bits (`exact_bits.cl.inc`), which hold
/// them in 64-bit integers: refused where the target has none (naga's GLSL, whose IR cannot
/// reinterpret a `double` as two 32-bit words either). `maxmag` and `minmag` go to forms
/// comparing magnitudes as doubles there (`library::rewrite`).
const DOUBLE_BITS_FUNCTIONS: &[&str] = &[
    "__oclvk_nextafter_f64",
    "__oclvk_remainder_f64",
    "__oclvk_remquo_f64",
    "__oclvk_maxmag_f64",
    "__oclvk_minmag_f64",
];

/// Each call of a library function that reaches one of [`INEXACT_DOUBLE_FUNCTIONS`], or where
/// the target has no 64-bit integers one of [`DOUBLE_BITS_FUNCTIONS`], is an error at the call,
/// naming the builtin and the target (`remquo`, whose value is a call of `remainder`, by its
/// own name).
fn refuse_double_library(linked: &ir::Module, target: Target) -> Vec<Diagnostic> {
    let library = |f: &ir::Function| f.name.starts_with("__oclvk_");
    let mut refused_names = INEXACT_DOUBLE_FUNCTIONS.to_vec();
    if !types::Features::of(target).int64 {
        refused_names.extend(DOUBLE_BITS_FUNCTIONS);
    }
    /// The refused library function `id` reaches, if any (the library calls only itself).
    fn refused(
        m: &ir::Module,
        id: ir::FunctionId,
        names: &[&'static str],
        memo: &mut ir::HandleVec<ir::Function, Option<Option<&'static str>>>,
    ) -> Option<&'static str> {
        if let Some(known) = memo[id] {
            return known;
        }
        memo[id] = Some(None);
        let f = m.function(id);
        let found = names
            .iter()
            .copied()
            .find(|&name| f.name == name)
            .or_else(|| {
                f.exprs.iter().find_map(|e| match e.kind {
                    ir::ExprKind::Call { function, .. } => refused(m, function, names, memo),
                    _ => None,
                })
            });
        memo[id] = Some(found);
        found
    }
    let mut memo = ir::HandleVec::for_arena(&linked.functions, None);
    let mut errors = Vec::new();
    for f in linked.functions.iter().filter(|f| !library(f)) {
        for e in &f.exprs {
            let ir::ExprKind::Call { function, .. } = e.kind else {
                continue;
            };
            if !library(linked.function(function)) {
                continue;
            }
            let Some(name) = refused(linked, function, &refused_names, &mut memo) else {
                continue;
            };
            let builtin = name
                .trim_start_matches("__oclvk_")
                .trim_end_matches("_f64")
                .trim_end_matches("_sign");
            let error = Diagnostic::error(
                e.span,
                format!(
                    "'{builtin}' on 'double' is not supported on the {} target yet",
                    target.name()
                ),
            );
            // A call seen twice (a kernel's body is also a callable function's) is one error;
            // a `remquo` call's value is a call of `remainder`, its quotient one of `remquo`.
            match errors
                .iter()
                .position(|d: &Diagnostic| d.span == Some(e.span))
            {
                Some(k) if builtin == "remquo" => errors[k] = error,
                Some(_) => {}
                None => errors.push(error),
            }
        }
    }
    errors
}
