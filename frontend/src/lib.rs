//! oclvk's frontend: OpenCL C source text in, typed IR and diagnostics out.
//!
//! Stages, each in its own module and each owning its types; data flows one way:
//! - [`source`]: files, spans, macro-expansion provenance;
//! - `lex` and [`pp`]: tokens, then the preprocessed token stream ([`token`], `literal`);
//! - [`parse`]: the syntax tree ([`ast`]);
//! - [`sema`]: types, conversions and OpenCL C's rules, producing the typed IR ([`ir`]);
//!   `pipeline` runs the preprocessor, the parser and sema on three threads at once;
//! - [`diag`]: diagnostics every stage reports into, rendered clang-style at the edge;
//! - [`options`]: `-cl-std`, `-D`/`-U`/`-I`, extension switches;
//! - [`verify`]: clang's `-verify` convention for diagnostic tests;
//! - [`stack`]: stack for recursion over nesting, used by every stage (and the backend);
//! - [`arena`]: typed arenas and the handles that name their items (the IR's entities).
//!
//! [`Frontend::compile_file`] and [`Frontend::compile_source`] run them all.

pub mod arena;
pub mod ast;
pub mod diag;
pub mod ir;
pub(crate) mod lex;
pub(crate) mod literal;
pub mod options;
pub mod parse;
mod pipeline;
pub mod pp;
pub mod sema;
pub mod source;
pub mod stack;
pub mod token;
pub mod verify;

#[cfg(test)]
mod tests;

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
    /// The typed IR; `None` when the source had errors or the IR was not kept ([`Keep`]).
    pub module: Option<ir::Module>,
    /// The parsed tree, only when kept ([`Keep`], `--dump-ast`).
    pub ast: Option<ast::TranslationUnit>,
}

/// What a compilation keeps besides its diagnostics (see [`Frontend::check_file`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keep {
    /// The syntax tree, for `--dump-ast`. Otherwise each tree is dropped once checked.
    pub ast: bool,
    /// The IR. Without it every function body is still checked and lowered (that is where
    /// sema's checks run), then dropped, as `clang -fsyntax-only` keeps no code.
    pub ir: bool,
    /// Free the module when it is not kept. Off only for a process that exits right after the
    /// check (`oclvk check`): the module's functions, names and parameters are then left to the
    /// OS, as clang's `-disable-free` does (freeing them one by one took ~10M instructions, ~3 ms,
    /// on the large file of docs/performance.md, after everything else had finished).
    pub free: bool,
}

impl Keep {
    /// The IR only: what compiling to SPIR-V needs.
    pub const IR: Keep = Keep {
        ast: false,
        ir: true,
        free: true,
    };

    /// `module` when the IR is kept and the unit had no errors; otherwise `None`, the module
    /// dropped or, without [`Keep::free`], left to the OS.
    fn module(self, module: ir::Module, diagnostics: &mut Diagnostics) -> Option<ir::Module> {
        if self.ir && !diagnostics.has_errors() {
            check_ir(&module, diagnostics);
        }
        if self.ir && !diagnostics.has_errors() {
            return Some(module);
        }
        if !self.free {
            std::mem::forget(module);
        }
        None
    }
}

impl Frontend {
    /// Compiles a file from disk; an unreadable file is a diagnostic, not a panic.
    pub fn compile_file(path: &Path, options: &LangOptions, policy: WarningPolicy) -> Frontend {
        Frontend::check_file(path, options, policy, Keep::IR)
    }

    /// [`Self::compile_file`], keeping what `keep` says (`oclvk check`).
    pub fn check_file(
        path: &Path,
        options: &LangOptions,
        policy: WarningPolicy,
        keep: Keep,
    ) -> Frontend {
        let mut sources = SourceMap::new();
        match sources.load_file(path) {
            Ok(file) => Frontend::compile(sources, file, options, policy, keep),
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
        Frontend::compile(sources, file, options, policy, Keep::IR)
    }

    fn compile(
        sources: SourceMap,
        main: FileId,
        options: &LangOptions,
        policy: WarningPolicy,
        keep: Keep,
    ) -> Frontend {
        Frontend::compile_here(sources, main, options, policy, keep)
    }

    /// Preprocesses, parses and checks: on three threads at once ([`pipeline`]), unless the tree
    /// is to be kept; otherwise (or when the pipeline must start over or has no threads) one
    /// stage after the other. Both give the same IR and diagnostics, in the same order, and
    /// run on any stack ([`stack`]).
    fn compile_here(
        mut sources: SourceMap,
        main: FileId,
        options: &LangOptions,
        policy: WarningPolicy,
        keep: Keep,
    ) -> Frontend {
        let bodies = if keep.ir {
            sema::Bodies::Keep
        } else {
            sema::Bodies::Drop
        };
        if !keep.ast {
            let checkpoint = sources.checkpoint();
            let mut interner = interner_for(options);
            let mut diagnostics = Diagnostics::new(policy);
            let outcome = pipeline::run(
                &mut sources,
                main,
                &mut interner,
                options,
                bodies,
                &mut diagnostics,
                parse::FEED_PIECE,
            );
            match outcome {
                pipeline::Outcome::Module(module) => {
                    let module = keep.module(module, &mut diagnostics);
                    return Frontend {
                        sources,
                        interner,
                        diagnostics,
                        module,
                        ast: None,
                    };
                }
                pipeline::Outcome::StartOver => sources.roll_back(&checkpoint),
                pipeline::Outcome::NoThreads => {}
            }
        }
        let mut interner = interner_for(options);
        let mut diagnostics = Diagnostics::new(policy);
        let pp = pp::preprocess(&mut sources, &mut interner, main, options, &mut diagnostics);
        let tu = parse::parse(&pp.tokens, &mut interner, options, &mut diagnostics);
        let module = sema::analyze(
            &tu,
            &interner,
            options,
            &pp.feature_macros,
            &mut diagnostics,
        );
        let module = keep.module(module, &mut diagnostics);
        Frontend {
            sources,
            interner,
            diagnostics,
            module,
            ast: keep.ast.then_some(tu),
        }
    }
}

/// In debug builds (and so in tests), checks sema's IR against the IR's invariants
/// ([`ir::validate`]); a violation is an internal error diagnostic, the module then dropped.
fn check_ir(module: &ir::Module, diagnostics: &mut Diagnostics) {
    if !cfg!(debug_assertions) {
        return;
    }
    if let Err(errors) = ir::validate(module) {
        for e in errors {
            diagnostics.push(Diagnostic::global_error(format!(
                "internal error: invalid IR: {e}"
            )));
        }
    }
}

/// A new interner with the names the parser and sema know from the start, interned before any
/// of the source's (so the symbols are the same whichever way the unit is compiled).
fn interner_for(options: &LangOptions) -> Interner {
    let mut interner = Interner::new();
    parse::intern_predefined_names(&mut interner);
    sema::intern_library_names(&mut interner, options);
    interner
}
