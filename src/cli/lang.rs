//! Options shared by every subcommand that compiles: the build options and the diagnostic
//! format.

use clap::{Args, ValueEnum};
use oclvk::{Compilation, CompileOptions, DiagnosticFormat};
use std::io::IsTerminal;

/// What every compiling subcommand shares: the build options (read before clap by
/// [`super::build_args`], with the one parser of [`oclvk::build_options`]) and the diagnostic
/// format.
#[derive(Args, Clone, Debug)]
pub struct LangArgs {
    /// Diagnostics as clang-style text or one JSON object per line
    #[arg(long = "diagnostics-format", value_enum, default_value_t = Format::Text)]
    pub diagnostics_format: Format,
    /// The build options of the command line.
    #[arg(skip)]
    pub options: CompileOptions,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

impl LangArgs {
    /// The build options, with `SOURCE_DATE_EPOCH` (reproducible builds) as the time
    /// `__DATE__` and `__TIME__` report.
    pub fn compile_options(&self) -> CompileOptions {
        let mut options = self.options.clone();
        options.lang.source_date_epoch = std::env::var("SOURCE_DATE_EPOCH")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok());
        options
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
