//! oclvk's SPIR-V backend: typed IR in, SPIR-V words and kernel reflection out.
//!
//! - [`compile`]: the entry point; [`Options`] picks the target and SPIR-V version;
//! - [`reflect`], [`printf`], [`half`]: the reflection format, the printf format grammar and the
//!   half encoding, which this crate writes and the runner reads (from `oclvk-abi`);
//! - `abi`: the Vulkan kernel ABI (argument block layout, implicit values, spec ids);
//! - `lower`: the SPIR-V writer, a module writer plus a writer per function (types,
//!   expressions, statements, builtins);
//! - `library`: the math library in OpenCL C, linked into Vulkan modules that call it;
//! - `passes` ([`PIPELINE`]): the IR-to-IR passes and analyses that run before the writer, in
//!   order, in one table; `policy`: where the targets differ, as the questions the passes and
//!   the writer ask.
//!
//! Nothing here panics on IR that sema can produce: constructs the backend does not support yet
//! are reported as diagnostics naming the construct, at its span.

pub mod abi;
mod library;

mod lower;
mod passes;

/// How each function uses its image parameters (the texel type its reads and writes need),
/// which the portable targets' backend declares its images by, as the Vulkan targets do.
pub use lower::images::{analyze as image_uses, ImageUses};
/// Counted `for` loops with a small constant trip count (the `Unroll` hint here, unrolled by
/// the portable targets).
pub use lower::loop_hint::{counted_loop, CountedLoop};
mod policy;

/// The backend's pipeline of IR passes and analyses, in order (see `passes`); the portable
/// targets' backend (naga) runs the rewrites that serve them through [`run_rewrites`].
pub use passes::{
    run_rewrites, Kind as PassKind, Pass, PointerParam, PointerParams, PointerRoot, PointerStep,
    Rewritten, Targets as PassTargets, PIPELINE,
};

/// The reflection format, the printf grammar and the half encoding live in `oclvk-abi`, which the
/// runner depends on instead of this crate; re-exported so that `oclvk_spirv::reflect` still names
/// them.
pub use oclvk_abi::{half, printf, reflect};

pub use library::{math_library_source, portable_math_library_source, MathLibrary};
pub use reflect::Target;

use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir;
use oclvk_frontend::source::SourceMap;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub target: Target,
    /// Leave the embedded reflection out (for drivers without VK_KHR_shader_non_semantic_info).
    pub strip_reflection: bool,
    /// Overrides the SPIR-V version the target implies ([`default_spirv_version`]) and fixes
    /// it: an instruction that needs a later version is refused (a diagnostic at its call)
    /// instead of raising the module's version.
    pub spirv_version: Option<(u8, u8)>,
    /// Vulkan: lower `half`/`float` math builtins to GLSL.std.450's fast forms instead of the
    /// accurate library (`-cl-fast-relaxed-math`, `-cl-unsafe-math-optimizations`,
    /// `-cl-native-math`); see `library`.
    pub fast_math: bool,
    /// Every floating-point addition, subtraction, multiplication and division is decorated
    /// `NoContraction`, so no driver fuses them (`-ffp-contract=off`).
    pub no_contraction: bool,
    /// Every launch must use work-groups of one size (`-cl-uniform-work-group-size`), as in
    /// OpenCL C 1.2: recorded in the reflection ([`reflect::ModuleReflection::uniform_work_group_size`]).
    pub uniform_work_group_size: bool,
    /// Vulkan: check every global, constant and `local`-argument access against its buffer's
    /// bounds at run time, recording the first violation and skipping the access
    /// (`reflect::Checks::bounds`; the runner binds the check buffer).
    pub check_bounds: bool,
    /// Vulkan: record a work-item whose loop a loop limiter of this many iterations cut short,
    /// a loop that ended neither by its condition nor by a `break`
    /// (`reflect::LAVAPIPE_LOOP_LIMIT` for lavapipe, which stops loops there).
    pub loop_limit: Option<u32>,
    /// Vulkan: bytes of `local` (Workgroup) memory every kernel declares beyond its own and never
    /// reads (`-cl-local-reserve=BYTES`, rounded up to whole words): fewer work-groups then fit
    /// on a compute unit, which leaves more of a driver's fixed L1/shared split to each group's
    /// cached global loads (docs/performance.md, "Occupancy lever"). 0: none.
    pub local_reserve_bytes: u32,
    /// Vulkan: `-cl-local-reserve=auto`: every kernel declares a reserve array whose length in
    /// words is the specialization constant [`reflect::LOCAL_RESERVE_SPEC_ID`] (0 by default,
    /// and then the array is never touched, so a driver drops it); the runner picks the value
    /// per launch shape by timing candidates. Overrides `local_reserve_bytes`.
    pub local_reserve_auto: bool,
    /// Vulkan: the work-group collective functions use `local` memory and barriers only, no
    /// sub-group operations (for devices without sub-group arithmetic and vote in compute
    /// shaders; `oclvk::build_program` sets it from the device).
    pub local_memory_collectives: bool,
    /// Vulkan: the math library's IR, which a module calling an accurate math builtin links
    /// (see `library`); the facade provides it, built once at build time. `None` makes such a
    /// module an internal error.
    pub math_library: Option<MathLibrary>,
}

#[derive(Clone, Debug)]
pub struct Output {
    pub words: Vec<u32>,
    pub reflection: reflect::ModuleReflection,
}

/// The SPIR-V version a target uses unless [`Options::spirv_version`] says otherwise. A module
/// whose instructions need a later one is raised to it, as llvm-spirv does: the OpenCL target's
/// 1.0 becomes 1.3 in a module with non-uniform group operations (the `cl_khr_subgroup_*`
/// extensions).
pub fn default_spirv_version(target: Target) -> (u8, u8) {
    match target {
        Target::Vulkan1_2 | Target::Vulkan1_2Portable => (1, 5),
        Target::Vulkan1_3 | Target::Vulkan1_3Portable => (1, 6),
        Target::Opencl => (1, 0),
        // No SPIR-V of their own: naga writes them (`oclvk-naga`).
        Target::Wgsl | Target::Msl | Target::Hlsl | Target::Glsl => (1, 5),
    }
}

/// Lowers a checked IR module to SPIR-V for `options.target`, with its reflection.
pub fn compile(module: &ir::Module, options: &Options) -> Result<Output, Vec<Diagnostic>> {
    refuse_portable(options.target)?;
    lower::lower_module(module, options, None)
}

/// The math library's functions as SPIR-V for `options` (a Vulkan target and the options that
/// change the library's SPIR-V), stored relocatable for [`MathLibrary::spirv`]: `library` is
/// the library's IR ([`math_library_source`] compiled by the frontend). The facade's build
/// script writes one per option set it stores.
pub fn prebuild_math_library(
    library: &ir::Module,
    options: &Options,
) -> Result<StoredMathLibrary, Vec<Diagnostic>> {
    lower::prebuild_library(library, options)
}

/// The stored forms `forms` ([`StoredMathLibrary::words`]) with those that differ only in the
/// option set they were written for merged into one serving each set, for
/// [`MathLibrary::spirv`].
pub fn merge_stored_math_libraries(forms: Vec<Vec<u32>>) -> Vec<Vec<u32>> {
    lower::prebuilt::merge(forms)
}

/// The math library's functions as SPIR-V for one option set ([`prebuild_math_library`]).
pub struct StoredMathLibrary {
    /// The stored form, for [`MathLibrary::spirv`].
    pub words: Vec<u32>,
    /// The library functions it stores: a module compiled under its options gets each as a
    /// stub ([`stub_math_functions`]) and the stored words.
    pub functions: Vec<String>,
}

/// `library` with the functions named in `stored` made stubs (their signature and a `return`
/// of zero), as a module linking a stored form imports them: a library whose stored functions
/// are stubs reads back only their signatures ([`MathLibrary::load_stored`]).
pub fn stub_math_functions(library: &mut ir::Module, stored: &std::collections::BTreeSet<String>) {
    library::stub_functions(library, stored)
}

/// [`compile`], naming the source line and column of each checked access in the reflection
/// (`reflect::Checks::locations`) from `sources`, the map the module was compiled from.
pub fn compile_with_sources(
    module: &ir::Module,
    options: &Options,
    sources: &SourceMap,
) -> Result<Output, Vec<Diagnostic>> {
    refuse_portable(options.target)?;
    lower::lower_module(module, options, Some(sources))
}

/// The portable targets are `oclvk-naga`'s: this crate writes device-address SPIR-V only.
fn refuse_portable(target: Target) -> Result<(), Vec<Diagnostic>> {
    if target.is_portable() {
        return Err(vec![Diagnostic::global_error(format!(
            "internal error: the {} target is written by the naga backend, not the SPIR-V one",
            serde_json::to_value(target)
                .map(|v| v.to_string())
                .unwrap_or_default()
        ))]);
    }
    Ok(())
}
