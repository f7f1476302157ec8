//! Preprocessing, parsing and checking a translation unit on three threads at once.
//!
//! - The **preprocessor** thread ([`pp::Stream`]) hands its tokens over in pieces of
//!   [`crate::parse::FEED_PIECE`] tokens, each with the spellings it interned for them.
//! - The **parser**, on the caller's thread, reads the pieces as they come ([`TokenFeed`]) and
//!   hands batches of external declarations, each batch with the syntax tree of its nodes, to
//! - the **checker** thread, which lowers them in source order ([`sema::Checker`]) and hands
//!   each batch back, for the parser to empty (freeing memory is cheaper on the thread that
//!   allocated it, and the checker has the most work) and reuse.
//!
//! So no stage waits for the whole of the one before, the tokens never all exist at once (a
//! piece's vector goes back to the preprocessor once read), and a batch is cut after
//! [`BATCH_EXPRS`] expressions, so the nodes sema reads are still in cache.
//!
//! Nothing the threads share is written. The interner keeps growing on the preprocessor thread;
//! the parser and the checker each keep a copy, made before preprocessing starts and brought up
//! to date with the new spellings that come with each piece and each batch
//! ([`Interner::spellings_since`], [`Interner::extend`]), so a symbol means the same on every
//! thread. Each stage keeps its own diagnostics, appended preprocessor first, then parser, then
//! checker, as when the stages run one after the other. The output does not depend on timing.
//!
//! One input of sema is a property of the whole unit: the builtins that the feature macros
//! defined at its end declare ([`Extensions::for_unit`]). The checker starts with those the
//! first piece gives; if the end of the unit gives others (a `#define`/`#undef` of a `cl_*` or
//! `__opencl_c_*` macro after the first piece), [`run`] says so and the driver compiles the
//! unit again, one stage after the other (rare: such macros are defined before any code).
//! `#pragma OPENCL EXTENSION` needs no such care: it is a token of the stream, and sema applies
//! it where it stands.

use crate::ast::{ExternalDecl, TranslationUnit};
use crate::diag::Diagnostics;
use crate::ir;
use crate::options::LangOptions;
use crate::parse::{DeclParser, TokenFeed};
use crate::pp;
use crate::sema::{Bodies, Checker, Extensions};
use crate::source::{FileId, SourceMap};
use crate::token::{Interner, Spellings, Token, TokenKind};
use std::sync::mpsc;

/// A batch ends once its tree holds this many expressions (a few hundred KB of nodes).
pub(crate) const BATCH_EXPRS: usize = 4096;

/// Batches parsed ahead of the checker, at most (this bounds the trees alive at once).
const BATCHES_AHEAD: usize = 2;

/// Pieces preprocessed ahead of the parser, at most.
const PIECES_AHEAD: usize = 4;

/// What [`run`] did.
pub(crate) enum Outcome<T = ir::Module> {
    /// The unit's IR; the diagnostics are in the caller's `diags`.
    Module(T),
    /// A thread could not be created: nothing was done.
    NoThreads,
    /// The end of the unit turned on other extensions than its first piece did, so the checker
    /// assumed wrong: the caller must start again (with the sources, interner and diagnostics
    /// as they were) and compile the unit one stage after the other.
    StartOver,
}

/// Tokens the preprocessor hands over at once, and the spellings it interned since the last
/// piece.
struct Piece {
    tokens: Vec<Token>,
    spellings: Spellings,
}

/// External declarations and the tree that holds their nodes, and the spellings interned since
/// the last batch.
struct Batch {
    tree: TranslationUnit,
    decls: Vec<ExternalDecl>,
    spellings: Spellings,
}

/// Preprocesses `main`, parses and checks it on three threads (see the module documentation);
/// the diagnostics of all three go to `diags`. `interner` holds the predefined names
/// ([`crate::parse::intern_predefined_names`], [`crate::sema::intern_library_names`]) and ends
/// up with every spelling of the unit. The preprocessor hands over `piece` tokens at a time
/// ([`crate::parse::FEED_PIECE`]; tests cut smaller pieces).
pub(crate) fn run(
    sources: &mut SourceMap,
    main: FileId,
    interner: &mut Interner,
    options: &LangOptions,
    bodies: Bodies,
    diags: &mut Diagnostics,
    piece: usize,
) -> Outcome {
    let policy = diags.policy();
    let copied_at = interner.len();
    let parser_interner = interner.clone();
    let checker_interner = interner.clone();
    // The threads borrow `diags` for the whole scope: the parser's and the checker's come out.
    let finished = std::thread::scope(|scope| {
        let (to_checker, batches) = mpsc::sync_channel::<Batch>(BATCHES_AHEAD);
        // Checked batches go back to be emptied and reused by the thread that allocated them.
        let (to_parser, checked) = mpsc::channel::<(TranslationUnit, Vec<ExternalDecl>)>();
        let (assume, assumed) = mpsc::channel::<Extensions>();
        let checker = std::thread::Builder::new()
            .name("oclvk-check".into())
            .spawn_scoped(scope, move || {
                let mut interner = checker_interner;
                let extensions = assumed.recv().ok()?;
                let mut checker = Checker::with_extensions(&interner, options, extensions, policy);
                checker.set_bodies(bodies);
                for batch in batches {
                    interner.extend(&batch.spellings);
                    checker.check_all(&batch.tree, &interner, &batch.decls);
                    // Emptied by the parser: this thread has the more work.
                    let _ = to_parser.send((batch.tree, batch.decls));
                }
                let mut diags = Diagnostics::new(policy);
                let module = checker.finish(&mut diags);
                Some((module, diags))
            });
        let Ok(checker) = checker else {
            return Outcome::NoThreads;
        };

        let (to_feed, pieces) = mpsc::sync_channel::<Piece>(PIECES_AHEAD);
        let preprocessor_diags = &mut *diags;
        let (to_preprocessor, read_pieces) = mpsc::channel::<Vec<Token>>();
        let preprocessor = std::thread::Builder::new()
            .name("oclvk-pp".into())
            .spawn_scoped(scope, move || {
                let limit = pp::MAX_EXPANDED_TOKENS;
                let mut stream =
                    pp::Stream::new(sources, interner, main, options, preprocessor_diags, limit);
                let mut sent = copied_at;
                let mut assumption = None;
                loop {
                    let mut tokens = read_pieces
                        .try_recv()
                        .unwrap_or_else(|_| Vec::with_capacity(piece));
                    if !stream.fill(&mut tokens, piece.max(1)) {
                        break;
                    }
                    let spellings = stream.interner().spellings_since(sent);
                    sent = stream.interner().len();
                    if assumption.is_none() {
                        let feature_macros = stream.feature_macros();
                        let extensions = Extensions::for_unit(options, &feature_macros);
                        let _ = assume.send(extensions.clone());
                        assumption = Some(extensions);
                    }
                    let last = tokens.last().is_some_and(|t| t.kind == TokenKind::Eof);
                    // A send fails only when the parser has stopped (it panicked): so do we.
                    if to_feed.send(Piece { tokens, spellings }).is_err() || last {
                        break;
                    }
                }
                // The parser learns that the stream has ended now, not after the work below
                // (it asks for the piece after the last as soon as it starts on the last).
                drop(to_feed);
                let output = stream.finish();
                let at_end = Extensions::for_unit(options, &output.feature_macros);
                assumption == Some(at_end)
            });
        let Ok(preprocessor) = preprocessor else {
            // The checker, told nothing (the sender went with the closure), stops.
            let _ = checker.join();
            return Outcome::NoThreads;
        };

        let mut feed = PieceFeed {
            pieces,
            read: to_preprocessor,
            interner: parser_interner,
        };
        let mut parser = DeclParser::new(&mut feed, options, policy.error_limit);
        let mut sent = copied_at;
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
            let (mut empty_tree, mut empty_decls) = checked.try_recv().unwrap_or_default();
            empty_tree.clear();
            empty_decls.clear();
            let spellings = parser.interner().spellings_since(sent);
            sent = parser.interner().len();
            let batch = Batch {
                tree: parser.take_tree(empty_tree),
                decls: std::mem::replace(&mut decls, empty_decls),
                spellings,
            };
            // A send fails only when the checker thread has panicked; joining it says so.
            if to_checker.send(batch).is_err() {
                break;
            }
        }
        drop(to_checker);
        let mut parser_diags = Diagnostics::new(policy);
        parser.finish(&mut parser_diags);
        // Lets a preprocessor still sending (when the checker panicked) stop.
        drop(feed);
        let assumed_right = preprocessor
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        let checked = checker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        // The checker always gets the extensions (before the first piece goes out), unless the
        // preprocessor panicked, which joining it passed on.
        match (checked, assumed_right) {
            (Some((module, checker_diags)), true) => {
                Outcome::Module((module, parser_diags, checker_diags))
            }
            _ => Outcome::StartOver,
        }
    });
    match finished {
        Outcome::Module((module, parser_diags, checker_diags)) => {
            for d in parser_diags
                .into_vec()
                .into_iter()
                .chain(checker_diags.into_vec())
            {
                diags.push(d);
            }
            Outcome::Module(module)
        }
        Outcome::NoThreads => Outcome::NoThreads,
        Outcome::StartOver => Outcome::StartOver,
    }
}

/// The parser's end of the preprocessor thread: pieces in, their emptied vectors back, and a
/// copy of the interner kept up to date with the spellings that come with each piece.
struct PieceFeed {
    pieces: mpsc::Receiver<Piece>,
    read: mpsc::Sender<Vec<Token>>,
    interner: Interner,
}

impl TokenFeed for PieceFeed {
    fn fill(&mut self, piece: &mut Vec<Token>) -> bool {
        let Ok(next) = self.pieces.recv() else {
            piece.clear();
            return false;
        };
        self.interner.extend(&next.spellings);
        let mut read = std::mem::replace(piece, next.tokens);
        read.clear();
        let _ = self.read.send(read);
        true
    }

    fn interner(&self) -> &Interner {
        &self.interner
    }
}
