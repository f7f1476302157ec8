//! Parsing and checking a translation unit on two threads.
//!
//! The parser, on the caller's thread, hands batches of external declarations, each batch with
//! the syntax tree of its nodes, to a checker thread that lowers them in source order
//! ([`sema::Checker`]) and hands each tree back for reuse. The two stages then overlap, and the
//! trees stay small: a batch is cut after [`BATCH_EXPRS`] expressions, so the nodes sema reads
//! are still in cache and their memory is reused instead of growing with the file.
//!
//! Nothing the two threads share is written: the interner is complete once the parser has been
//! created (the preprocessor interned every identifier), and each stage keeps its own
//! diagnostics, appended parser first, then checker, as when the stages run one after the
//! other. The output does not depend on timing.

use crate::ast::{ExternalDecl, TranslationUnit};
use crate::diag::Diagnostics;
use crate::ir;
use crate::options::LangOptions;
use crate::parse::DeclParser;
use crate::pp::Pragma;
use crate::sema::{Bodies, Checker};
use crate::token::{Interner, Token};
use crate::DEEP_STACK_BYTES;
use std::collections::HashSet;
use std::sync::mpsc;

/// A batch ends once its tree holds this many expressions (a few hundred KB of nodes).
const BATCH_EXPRS: usize = 4096;

/// Batches parsed ahead of the checker, at most (this bounds the trees alive at once).
const BATCHES_AHEAD: usize = 2;

/// External declarations and the tree that holds their nodes.
struct Batch {
    tree: TranslationUnit,
    decls: Vec<ExternalDecl>,
}

/// Parses `tokens` and checks what it parses, on this thread and a checker thread; the parser's
/// and then the checker's diagnostics go to `diags`. The caller must run on a thread with
/// [`crate::parse::PARSER_STACK_SIZE`] of stack at least. `None`, with nothing done, when the
/// checker thread cannot be created.
pub(crate) fn parse_and_check(
    tokens: &[Token],
    interner: &mut Interner,
    options: &LangOptions,
    pragmas: &[Pragma],
    feature_macros: &HashSet<String>,
    bodies: Bodies,
    diags: &mut Diagnostics,
) -> Option<ir::Module> {
    let policy = diags.policy();
    std::thread::scope(|scope| {
        let mut parser = DeclParser::new(tokens, interner, options);
        let interner = parser.interner();
        let (to_checker, batches) = mpsc::sync_channel::<Batch>(BATCHES_AHEAD);
        let (to_parser, used_trees) = mpsc::channel::<TranslationUnit>();
        let checker = std::thread::Builder::new()
            .name("oclvk-check".into())
            .stack_size(DEEP_STACK_BYTES)
            .spawn_scoped(scope, move || {
                let mut checker = Checker::new(interner, options, pragmas, feature_macros, policy);
                checker.set_bodies(bodies);
                for batch in batches {
                    for decl in &batch.decls {
                        checker.check(&batch.tree, interner, decl);
                    }
                    // Emptied by the parser: this thread has the more work.
                    let _ = to_parser.send(batch.tree);
                }
                let mut diags = Diagnostics::new(policy);
                let module = checker.finish(&mut diags);
                (module, diags)
            })
            .ok()?;
        let mut decls = Vec::new();
        let mut more = true;
        while more {
            match parser.next_decl() {
                Some(decl) => {
                    decls.push(decl);
                    if parser.tree().exprs.len() < BATCH_EXPRS {
                        continue;
                    }
                }
                None if decls.is_empty() => break,
                None => more = false,
            }
            let mut empty = used_trees.try_recv().unwrap_or_default();
            empty.clear();
            let batch = Batch {
                tree: parser.take_tree(empty),
                decls: std::mem::take(&mut decls),
            };
            // A send fails only when the checker thread has panicked; joining it says so.
            if to_checker.send(batch).is_err() {
                break;
            }
        }
        drop(to_checker);
        parser.finish(diags);
        let (module, checker_diags) = checker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        for d in checker_diags.into_vec() {
            diags.push(d);
        }
        Some(module)
    })
}
