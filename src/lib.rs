//! oclvk: OpenCL C to SPIR-V, run on Vulkan compute, without LLVM.
//!
//! This crate is the facade over the pipeline's crates and the home of the `oclvk` CLI:
//! - [`compile_file`] / [`compile_source`] run the frontend ([`frontend`]) and the SPIR-V
//!   backend ([`spirv`]) and return a [`Compilation`]: diagnostics plus, when there were no
//!   errors, the module's words and reflection;
//! - [`Runtime`] (from [`runner`]) opens a Vulkan device, chosen by [`RuntimeOptions::device`]
//!   (a [`DeviceSelector`]: index or name substring), else the best one; the library reads no
//!   environment variable, [`RuntimeOptions::from_env`] takes the `oclvk` command's
//!   (`OCLVK_DEVICE`, `OCLVK_VALIDATION`, the pipeline cache's directory);
//! - [`load`] (or [`build_program`], which compiles and loads in one step) makes a
//!   [`Program`]; [`Runtime::buffer_from_slice`] makes typed buffers from slices;
//!   [`Runtime::launch`] checks and runs a kernel with an argument list ([`ArgValue`]: buffers,
//!   by-value scalars and vectors, `local` sizes) over an [`NdRange`]; [`Buffer::read`] reads
//!   back;
//! - [`build_options`] reads OpenCL build options (`clBuildProgram`'s string, or command-line
//!   words) into [`CompileOptions`];
//! - [`amber`] runs AmberScript files whose shaders are OpenCL C (`oclvk amber`);
//! - with the feature `cli` (on by default; it also brings the command's clap, allocator and
//!   libc), the command's own modules: `bench`, the performance suite of `oclvk bench` (oclvk vs
//!   the platform's OpenCL); `spec`, the argument specs of `oclvk run` (`NAME=SPEC`,
//!   `--out NAME=PATH`); `npy`, NumPy `.npy` files; and `run`, which resolves specs, launches and
//!   reads back in one call (`RunSpecs::run_specs`). An engine needs none of them: the runner's
//!   [`Runtime::launch`] takes typed arguments.
//! - `wgpu_run` runs kernels compiled to WGSL through wgpu's Vulkan backend (feature `wgpu`, on
//!   by default; the runner library never links wgpu).
//!
//! Every step reports failures as values ([`Error`]): diagnostics for source that does not
//! compile, and typed runner errors naming the argument, limit or device involved.
//!
//! ```
//! use oclvk::{compile_source, ArgValue, CompileOptions, NdRange, Runtime, RuntimeOptions};
//!
//! let src = "kernel void twice(global float *x) { x[get_global_id(0)] *= 2.0f; }";
//! let module = compile_source("twice.cl", src, &CompileOptions::default()).into_result()?;
//! let runtime = Runtime::new(RuntimeOptions::default())?;
//! let program = oclvk::load(&runtime, &module)?;
//! let data = runtime.buffer_from_slice(&[1.0f32, 2.0, 3.0, 4.0])?;
//! runtime.launch(&program, "twice", &NdRange::new(&[4]), &[("x", ArgValue::Buffer(&data))])?;
//! assert_eq!(data.read::<f32>()?, vec![2.0, 4.0, 6.0, 8.0]);
//! # Ok::<(), oclvk::Error>(())
//! ```
//!
//! Runnable examples: `cargo run --example saxpy` (scalar arguments, device choice, timing)
//! and `cargo run --example reduce` (local memory, work-group sizes, several kernels).

// The `oclvk` command's allocator (feature `cli`).
#[cfg(feature = "cli")]
pub mod allocator;
pub mod amber;
// The `oclvk bench` suite (feature `cli`).
#[cfg(feature = "cli")]
pub mod bench;
pub mod build_options;
mod math_library;
// `oclvk run`'s `.npy` files, launches and argument specs (feature `cli`).
#[cfg(feature = "cli")]
pub mod npy;
mod portable;
#[cfg(feature = "cli")]
pub mod run;
#[cfg(feature = "cli")]
pub mod spec;
// Running WGSL through wgpu (feature `wgpu`, on by default): `oclvk run --target wgsl`.
#[cfg(feature = "wgpu")]
pub mod wgpu_run;

pub use oclvk_abi as abi;
pub use oclvk_frontend as frontend;
pub use oclvk_naga as naga_backend;
pub use oclvk_runner as runner;
pub use oclvk_spirv as spirv;
pub use portable::{compile_file_portable, compile_source_portable};

pub use runner::{
    ArgValue, Buffer, DeviceSelector, LaunchStats, NdRange, Program, Runtime, RuntimeOptions,
};

use frontend::diag::{self, Diagnostic, WarningPolicy};
use frontend::options::LangOptions;
use frontend::source::SourceMap;
use frontend::Frontend;
use std::path::Path;

/// What a compilation needs to know: language options (`-cl-std`, macros, include paths,
/// extensions), the warning policy, and the backend's target.
///
/// ```
/// use oclvk::frontend::options::{ClStd, MacroOption};
///
/// let mut options = oclvk::CompileOptions::default();
/// options.lang.std = ClStd::Cl2_0;
/// options.lang.macros.push(MacroOption::Define { name: "N".into(), value: Some("4".into()) });
/// let c = oclvk::compile_source("k.cl", "kernel void k(global int *a) { a[0] = N; }", &options);
/// assert_eq!(c.error_count(), 0);
/// ```
///
/// [`build_options::parse`] makes them from an OpenCL build-options string.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    pub lang: LangOptions,
    pub warnings: WarningPolicy,
    pub backend: spirv::Options,
}

impl CompileOptions {
    /// The language options as the backend's target can honour them: a module with non-uniform
    /// group operations is SPIR-V 1.3 or later, so where the caller fixed the OpenCL target's
    /// version below 1.3 (`spirv::Options::spirv_version`) the `cl_khr_subgroup_*` extensions
    /// that need them are not predefined (`cl_khr_subgroups` and
    /// `cl_khr_subgroup_extended_types` are, through `OpGroup*`). Otherwise the backend raises
    /// the module's version to 1.3 where they are used.
    pub fn lang_for_target(&self) -> LangOptions {
        let mut lang = self.lang.clone();
        let fixed_below_1_3 = self.backend.spirv_version.is_some_and(|v| v < (1, 3));
        if self.backend.target == spirv::Target::Opencl && fixed_below_1_3 {
            lang.sub_group_extensions = false;
        }
        lang
    }

    /// Compiles in the run-time checks a device gets ([`Runtime::checks`]): bounds checks and
    /// lavapipe's loop limit, and the work-group functions' local-memory form where the device
    /// lacks the sub-group operations of the other.
    pub fn apply_checks(&mut self, checks: runner::checks::DeviceChecks) {
        self.backend.check_bounds = checks.bounds;
        self.backend.loop_limit = checks.loop_limit;
        self.backend.local_memory_collectives |= checks.local_memory_collectives;
    }
}

/// The result of compiling one translation unit: diagnostics, and the module when there were
/// no errors.
///
/// ```
/// let c = oclvk::compile_source("bad.cl", "kernel void k(global int *a) { a[0] = b; }", &Default::default());
/// assert_eq!(c.error_count(), 1);
/// assert!(c.output.is_none());
/// let text = c.render(oclvk::DiagnosticFormat::Text, false);
/// assert!(text.starts_with("bad.cl:1:39: error: use of undeclared identifier 'b'"), "{text}");
/// ```
pub struct Compilation {
    pub sources: SourceMap,
    /// Every diagnostic, frontend's then backend's.
    pub diagnostics: Vec<Diagnostic>,
    /// The module, when there were no errors.
    pub output: Option<spirv::Output>,
}

/// How diagnostics are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiagnosticFormat {
    #[default]
    Text,
    /// One JSON object per line.
    Json,
}

impl Compilation {
    /// How many diagnostics are errors (warnings turned into errors included).
    pub fn error_count(&self) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity.is_error())
            .count()
    }

    /// All diagnostics rendered, with clang's closing summary line in text form.
    pub fn render(&self, format: DiagnosticFormat, colour: bool) -> String {
        let mut out = String::new();
        for d in &self.diagnostics {
            match format {
                DiagnosticFormat::Text => {
                    out.push_str(&diag::render_text(&self.sources, d, colour))
                }
                DiagnosticFormat::Json => {
                    out.push_str(&diag::render_json(&self.sources, d));
                    out.push('\n');
                }
            }
        }
        if format == DiagnosticFormat::Text {
            let errors = self.error_count();
            let warnings = self
                .diagnostics
                .iter()
                .filter(|d| d.severity == diag::Severity::Warning)
                .count();
            if let Some(line) = diag::summary_line(warnings, errors) {
                out.push_str(&line);
                out.push('\n');
            }
        }
        out
    }

    /// The module, or an error holding the diagnostics (and their rendering).
    ///
    /// ```
    /// let module = oclvk::compile_source("k.cl", "kernel void k(global int *a) { a[0] = 1; }", &Default::default())
    ///     .into_result()?;
    /// assert_eq!(module.reflection.kernels[0].name, "k");
    /// assert_eq!(module.words[0], 0x0723_0203); // the SPIR-V magic number
    /// # Ok::<(), oclvk::Error>(())
    /// ```
    pub fn into_result(self) -> Result<spirv::Output, Error> {
        match self.output {
            Some(output) => Ok(output),
            None => Err(Error::Compile(CompileError {
                rendered: self.render(DiagnosticFormat::Text, false),
                diagnostics: self.diagnostics,
            })),
        }
    }
}

/// Errors of the facade's API: source that does not compile, or anything the runner refuses
/// or meets (its messages name the argument, limit or device).
///
/// ```
/// use oclvk::{ArgValue, NdRange, Runtime, RuntimeOptions};
///
/// let runtime = Runtime::new(RuntimeOptions::default())?;
/// let program = oclvk::build_program(&runtime, "k.cl", "kernel void k(global int *a) {}", &Default::default())?;
/// let err = runtime.launch(&program, "k", &NdRange::d1(4), &[]).unwrap_err();
/// assert_eq!(err.to_string(), "kernel 'k': missing argument(s): a");
/// # Ok::<(), oclvk::Error>(())
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The source did not compile.
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error(transparent)]
    Runner(#[from] runner::RunnerError),
}

/// Source that did not compile: its diagnostics, typed, and displayed as clang renders them
/// (with the closing summary line).
///
/// ```
/// let err = oclvk::compile_source("bad.cl", "kernel void k() { x = 1; }", &Default::default())
///     .into_result()
///     .unwrap_err();
/// let oclvk::Error::Compile(failure) = &err else { panic!("{err}") };
/// assert_eq!(failure.diagnostics()[0].message, "use of undeclared identifier 'x'");
/// assert!(err.to_string().starts_with("bad.cl:1:19: error: use of undeclared identifier 'x'"));
/// ```
#[derive(Debug, thiserror::Error)]
#[error("{rendered}")]
pub struct CompileError {
    diagnostics: Vec<Diagnostic>,
    rendered: String,
}

impl CompileError {
    /// Every diagnostic of the compilation, warnings included, in order.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The errors among them.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.severity.is_error())
    }
}

/// Compiles an OpenCL C file (`#include`s resolve relative to it and to the `-I` directories).
///
/// ```
/// let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/vadd.cl");
/// let compilation = oclvk::compile_file(&path, &Default::default());
/// let module = compilation.into_result()?;
/// let vadd = module.reflection.kernel("vadd").expect("vadd is reflected");
/// assert_eq!(vadd.args.len(), 3);
/// # Ok::<(), oclvk::Error>(())
/// ```
pub fn compile_file(path: &Path, options: &CompileOptions) -> Compilation {
    finish(
        Frontend::compile_file(path, &options.lang_for_target(), options.warnings),
        options,
    )
}

/// Compiles OpenCL C source text; `name` is what diagnostics call the file.
///
/// ```
/// let src = "kernel void __attribute__((reqd_work_group_size(64, 1, 1))) k(global int *a) {}";
/// let module = oclvk::compile_source("k.cl", src, &Default::default()).into_result()?;
/// assert_eq!(module.reflection.kernels[0].work_group.required, Some([64, 1, 1]));
/// # Ok::<(), oclvk::Error>(())
/// ```
pub fn compile_source(name: &str, text: &str, options: &CompileOptions) -> Compilation {
    finish(
        Frontend::compile_source(name, text, &options.lang_for_target(), options.warnings),
        options,
    )
}

fn finish(fe: Frontend, options: &CompileOptions) -> Compilation {
    let mut diagnostics = fe.diagnostics.into_vec();
    let mut backend = options.backend.clone();
    backend
        .math_library
        .get_or_insert_with(math_library::math_library);
    let output = match &fe.module {
        Some(module) => match spirv::compile_with_sources(module, &backend, &fe.sources) {
            Ok(output) => Some(output),
            Err(errors) => {
                diagnostics.extend(errors);
                None
            }
        },
        None => None,
    };
    Compilation {
        sources: fe.sources,
        diagnostics,
        output,
    }
}

/// Loads a compiled module into a runtime, ready for [`Runtime::launch`].
///
/// ```
/// use oclvk::{ArgValue, NdRange, Runtime, RuntimeOptions};
///
/// let src = "kernel void fill(global int *a, int v) { a[get_global_id(0)] = v; }";
/// let module = oclvk::compile_source("fill.cl", src, &Default::default()).into_result()?;
/// let runtime = Runtime::new(RuntimeOptions::default())?;
/// let program = oclvk::load(&runtime, &module)?;
/// assert_eq!(program.kernel_names(), ["fill"]);
/// let a = runtime.create_buffer(8 * 4)?; // 8 zeroed ints
/// runtime.launch(&program, "fill", &NdRange::new(&[8]), &[
///     ("a", ArgValue::Buffer(&a)),
///     ("v", ArgValue::scalar(7i32)),
/// ])?;
/// assert_eq!(a.read::<i32>()?, vec![7; 8]);
/// # Ok::<(), oclvk::Error>(())
/// ```
pub fn load(runtime: &Runtime, module: &spirv::Output) -> Result<Program, Error> {
    Ok(runtime.load_program(&module.words, Some(module.reflection.clone()))?)
}

/// Compiles OpenCL C source and loads it into `runtime` in one step, with the run-time checks
/// the runtime's device gets ([`Runtime::checks`]: bounds checks on CPU devices unless
/// [`RuntimeOptions::check_bounds`] says otherwise, lavapipe's loop limit); diagnostics of
/// source that does not compile come back as [`Error::Compile`].
///
/// ```
/// use oclvk::{ArgValue, NdRange, Runtime, RuntimeOptions};
///
/// let runtime = Runtime::new(RuntimeOptions::default())?;
/// let program = oclvk::build_program(
///     &runtime,
///     "square.cl",
///     "kernel void square(global uint *x) { size_t i = get_global_id(0); x[i] *= x[i]; }",
///     &Default::default(),
/// )?;
/// let x = runtime.buffer_from_slice(&[1u32, 2, 3, 4])?;
/// runtime.launch(&program, "square", &NdRange::d1(4), &[("x", ArgValue::Buffer(&x))])?;
/// assert_eq!(x.read::<u32>()?, [1, 4, 9, 16]);
///
/// let err = oclvk::build_program(&runtime, "bad.cl", "kernel int k() {}", &Default::default())
///     .unwrap_err();
/// assert!(err.to_string().contains("bad.cl:1:"), "{err}");
/// # Ok::<(), oclvk::Error>(())
/// ```
pub fn build_program(
    runtime: &Runtime,
    name: &str,
    source: &str,
    options: &CompileOptions,
) -> Result<Program, Error> {
    let mut options = options.clone();
    options.apply_checks(runtime.checks());
    let module = compile_source(name, source, &options).into_result()?;
    load(runtime, &module)
}
