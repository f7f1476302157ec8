//! oclvk: OpenCL C to SPIR-V, run on Vulkan compute, without LLVM.
//!
//! This crate is the facade over the pipeline's crates and the home of the `oclvk` CLI:
//! - [`compile_file`] / [`compile_source`] run the frontend ([`frontend`]) and the SPIR-V
//!   backend ([`spirv`]) and return a [`Compilation`]: diagnostics plus, when there were no
//!   errors, the module's words and reflection;
//! - [`runner`] runs modules on any Vulkan device: open a [`runner::Runtime`], load the module
//!   with [`load`], make buffers, launch.
//!
//! ```no_run
//! use oclvk::{compile_source, CompileOptions};
//! use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
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

pub mod amber;

pub use oclvk_frontend as frontend;
pub use oclvk_runner as runner;
pub use oclvk_spirv as spirv;

use frontend::diag::{self, Diagnostic, WarningPolicy};
use frontend::options::LangOptions;
use frontend::source::SourceMap;
use frontend::Frontend;
use std::path::Path;

/// What a compilation needs to know.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    pub lang: LangOptions,
    pub warnings: WarningPolicy,
    pub backend: spirv::Options,
}

/// The result of compiling one translation unit.
pub struct Compilation {
    pub sources: SourceMap,
    /// Every diagnostic, frontend's then backend's.
    pub diagnostics: Vec<Diagnostic>,
    /// The module, when there were no errors.
    pub output: Option<spirv::Output>,
    /// The typed IR, when the frontend accepted the source.
    pub ir: Option<frontend::ir::Module>,
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
    pub fn error_count(&self) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == diag::Severity::Error)
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

    /// The module, or an error holding the rendered diagnostics.
    pub fn into_result(self) -> Result<spirv::Output, Error> {
        match self.output {
            Some(output) => Ok(output),
            None => Err(Error::Compile(self.render(DiagnosticFormat::Text, false))),
        }
    }
}

/// Errors of the facade's API.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The source did not compile; the text is the rendered diagnostics.
    #[error("{0}")]
    Compile(String),
    #[error(transparent)]
    Runner(#[from] runner::RunnerError),
}

/// Compiles an OpenCL C file.
pub fn compile_file(path: &Path, options: &CompileOptions) -> Compilation {
    finish(
        Frontend::compile_file(path, &options.lang, options.warnings),
        options,
    )
}

/// Compiles OpenCL C source text; `name` is what diagnostics call the file.
pub fn compile_source(name: &str, text: &str, options: &CompileOptions) -> Compilation {
    finish(
        Frontend::compile_source(name, text, &options.lang, options.warnings),
        options,
    )
}

fn finish(fe: Frontend, options: &CompileOptions) -> Compilation {
    let mut diagnostics = fe.diagnostics.into_vec();
    let output = match &fe.module {
        Some(module) => match spirv::compile(module, &options.backend) {
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
        ir: fe.module,
    }
}

/// Loads a compiled module into a runtime.
pub fn load(runtime: &runner::Runtime, module: &spirv::Output) -> Result<runner::Program, Error> {
    Ok(runtime.load_program(&module.words, Some(module.reflection.clone()))?)
}
