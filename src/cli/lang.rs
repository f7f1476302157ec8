//! Options shared by every subcommand that compiles: language version, macros, include paths,
//! warning policy and diagnostic format.

use clap::{Args, ValueEnum};
use oclvk::frontend::diag::WarningPolicy;
use oclvk::frontend::options::{ClStd, LangOptions, MacroOption};
use oclvk::{Compilation, CompileOptions, DiagnosticFormat};
use std::io::IsTerminal;
use std::path::PathBuf;

#[derive(Args, Clone, Debug)]
pub struct LangArgs {
    /// OpenCL C version: CL1.2 (default), CL2.0, CL3.0 (clang: -cl-std=)
    #[arg(long = "cl-std", value_name = "VERSION", default_value = "CL1.2", value_parser = parse_std)]
    pub std: ClStd,
    /// Define a macro: -D NAME or -D NAME=VALUE (also -DNAME=VALUE)
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,
    /// Undefine a macro
    #[arg(short = 'U', value_name = "NAME")]
    pub undefine: Vec<String>,
    /// Add a directory to the #include search path
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// Turn warnings into errors (clang: -Werror)
    #[arg(long = "werror")]
    pub werror: bool,
    /// Suppress warnings
    #[arg(short = 'w')]
    pub no_warnings: bool,
    /// Disable cl_khr_fp64 (double)
    #[arg(long = "cl-no-fp64")]
    pub no_fp64: bool,
    /// Enable cl_khr_fp16 (half arithmetic)
    #[arg(long = "cl-fp16")]
    pub fp16: bool,
    /// Fast, less precise math: half/float math builtins use GLSL.std.450's forms instead of
    /// the accurate library; defines __FAST_RELAXED_MATH__ (clang: -cl-fast-relaxed-math)
    #[arg(long = "cl-fast-relaxed-math")]
    pub fast_relaxed_math: bool,
    /// Same math as -cl-fast-relaxed-math, without the macro (clang:
    /// -cl-unsafe-math-optimizations)
    #[arg(long = "cl-unsafe-math-optimizations")]
    pub unsafe_math: bool,
    /// Every half/float math builtin in its native_ form (GLSL.std.450); oclvk's own option
    #[arg(long = "cl-native-math")]
    pub native_math: bool,
    /// Accepted for clang compatibility: denormals follow the device (clang: -cl-denorms-are-zero)
    #[arg(long = "cl-denorms-are-zero")]
    pub denorms_are_zero: bool,
    /// Accepted for clang compatibility: mad() is always a multiply and an add (clang:
    /// -cl-mad-enable)
    #[arg(long = "cl-mad-enable")]
    pub mad_enable: bool,
    /// Every launch uses work-groups of one size: a global size the local size does not divide
    /// is an error, as in OpenCL C 1.2 (clang: -cl-uniform-work-group-size)
    #[arg(long = "cl-uniform-work-group-size")]
    pub uniform_work_group_size: bool,
    /// Floating-point contraction: `on` (default) lets the driver fuse a multiply and an add
    /// into one rounding, `off` keeps every operation separately rounded (NoContraction);
    /// `fast` is `on` (clang: -ffp-contract=)
    #[arg(long = "ffp-contract", value_enum, value_name = "MODE", default_value_t = FpContract::On)]
    pub fp_contract: FpContract,
    /// Diagnostics as clang-style text or one JSON object per line
    #[arg(long = "diagnostics-format", value_enum, default_value_t = Format::Text)]
    pub diagnostics_format: Format,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpContract {
    On,
    Off,
    Fast,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

fn parse_std(s: &str) -> Result<ClStd, String> {
    s.parse()
        .map_err(|e: oclvk::frontend::options::BadClStd| e.to_string())
}

impl LangArgs {
    pub fn lang_options(&self) -> LangOptions {
        // -D and -U apply in command-line order; clap keeps each list's order, and a name given to
        // both is rare enough that defines-then-undefines is what users expect.
        let mut macros: Vec<MacroOption> = self
            .define
            .iter()
            .map(|d| match d.split_once('=') {
                Some((name, value)) => MacroOption::Define {
                    name: name.to_string(),
                    value: Some(value.to_string()),
                },
                None => MacroOption::Define {
                    name: d.clone(),
                    value: None,
                },
            })
            .collect();
        macros.extend(self.undefine.iter().cloned().map(MacroOption::Undefine));
        if self.fast_relaxed_math {
            // The specification's macro for -cl-fast-relaxed-math, before the user's -U.
            macros.insert(
                0,
                MacroOption::Define {
                    name: "__FAST_RELAXED_MATH__".into(),
                    value: Some("1".into()),
                },
            );
        }
        LangOptions {
            std: self.std,
            macros,
            include_dirs: self.include.clone(),
            fp64: !self.no_fp64,
            fp16: self.fp16,
        }
    }

    pub fn compile_options(&self) -> CompileOptions {
        CompileOptions {
            lang: self.lang_options(),
            warnings: WarningPolicy {
                suppress: self.no_warnings,
                as_errors: self.werror,
            },
            backend: oclvk::spirv::Options {
                fast_math: self.fast_relaxed_math || self.unsafe_math || self.native_math,
                no_contraction: self.fp_contract == FpContract::Off,
                uniform_work_group_size: self.uniform_work_group_size,
                ..Default::default()
            },
        }
    }

    /// Prints the compilation's diagnostics to stderr (colour only on a terminal).
    pub fn print_diagnostics(&self, compilation: &Compilation) {
        let format = match self.diagnostics_format {
            Format::Text => DiagnosticFormat::Text,
            Format::Json => DiagnosticFormat::Json,
        };
        let colour = format == DiagnosticFormat::Text
            && std::io::stderr().is_terminal()
            && std::env::var_os("NO_COLOR").is_none();
        let text = compilation.render(format, colour);
        if !text.is_empty() {
            eprint!("{text}");
        }
    }
}
