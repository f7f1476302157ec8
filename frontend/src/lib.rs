//! oclvk's frontend: OpenCL C source text in, typed IR and diagnostics out.
//!
//! Stages, each in its own module and each owning its types:
//! - [`source`]: files, spans, macro-expansion provenance;
//! - [`diag`]: diagnostics and their clang-shaped rendering;
//! - [`token`]: tokens and the symbol interner;
//! - [`options`]: `-cl-std`, `-D`/`-U`/`-I`, extension switches.
//!
//! Later stages (lexer, preprocessor, parser, sema, IR) are added as modules here and re-exported
//! through the facade in the `oclvk` crate.

pub mod diag;
pub mod options;
pub mod source;
pub mod token;
