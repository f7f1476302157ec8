//! oclvk's frontend: OpenCL C source text in, typed IR and diagnostics out.
//!
//! Stages, each in its own module and each owning its types; data flows one way:
//! - [`source`]: files, spans, macro-expansion provenance;
//! - [`lex`] and [`pp`]: tokens, then the preprocessed token stream ([`token`], [`literal`]);
//! - [`parse`]: the syntax tree ([`ast`]);
//! - [`sema`]: types, conversions and OpenCL C's rules, producing the typed IR ([`ir`]);
//! - [`diag`]: diagnostics every stage reports into, rendered clang-style at the edge;
//! - [`options`]: `-cl-std`, `-D`/`-U`/`-I`, extension switches;
//! - [`verify`]: clang's `-verify` convention for diagnostic tests.
//!
//! [`Frontend::compile`] runs them all.

pub mod ast;
pub mod diag;
pub mod ir;
pub mod lex;
pub mod literal;
pub mod options;
pub mod parse;
pub mod pp;
pub mod sema;
pub mod source;
pub mod token;
pub mod verify;

use diag::{Diagnostic, Diagnostics, WarningPolicy};
use options::LangOptions;
use source::{FileId, SourceMap};
use std::path::Path;
use token::Interner;

/// Everything one compilation of a translation unit produced.
pub struct Frontend {
    pub sources: SourceMap,
    pub interner: Interner,
    pub diagnostics: Diagnostics,
    /// The typed IR; `None` when the source had errors.
    pub module: Option<ir::Module>,
    /// The parsed tree, kept for `--dump-ast`.
    pub ast: Option<ast::TranslationUnit>,
}

impl Frontend {
    /// Compiles a file from disk; an unreadable file is a diagnostic, not a panic.
    pub fn compile_file(path: &Path, options: &LangOptions, policy: WarningPolicy) -> Frontend {
        let mut sources = SourceMap::new();
        match sources.load_file(path) {
            Ok(file) => Frontend::compile(sources, file, options, policy),
            Err(e) => {
                let mut diagnostics = Diagnostics::new(policy);
                diagnostics.push(Diagnostic::global_error(format!(
                    "cannot read '{}': {e}",
                    path.display()
                )));
                Frontend {
                    sources,
                    interner: Interner::new(),
                    diagnostics,
                    module: None,
                    ast: None,
                }
            }
        }
    }

    /// Compiles source text given by name (the name appears in diagnostics).
    pub fn compile_source(
        name: &str,
        text: &str,
        options: &LangOptions,
        policy: WarningPolicy,
    ) -> Frontend {
        let mut sources = SourceMap::new();
        let file = sources.add_file(name, text);
        Frontend::compile(sources, file, options, policy)
    }

    fn compile(
        mut sources: SourceMap,
        main: FileId,
        options: &LangOptions,
        policy: WarningPolicy,
    ) -> Frontend {
        let mut interner = Interner::new();
        let mut diagnostics = Diagnostics::new(policy);
        let pp = pp::preprocess(&mut sources, &mut interner, main, options, &mut diagnostics);
        let tu = parse::parse(&pp.tokens, &mut interner, options, &mut diagnostics);
        let module = sema::analyze(&tu, &interner, options, &pp.pragmas, &mut diagnostics);
        let module = (!diagnostics.has_errors()).then_some(module);
        Frontend {
            sources,
            interner,
            diagnostics,
            module,
            ast: Some(tu),
        }
    }
}
