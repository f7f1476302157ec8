//! The C preprocessor: directives, conditional compilation, macro expansion, `#include`, pragmas and
//! OpenCL's predefined macros, producing the token stream the parser reads.
//!
//! Design: tokens are pulled lazily. Source tokens come from a stack of `Lexer`s (one per open
//! `#include`); directives are handled the moment a `#` starts a line. Macro expansions are pushed as
//! token contexts on a second stack; while a macro's context is live the macro is disabled, and an
//! identifier naming a disabled macro is "painted blue" (never expanded again), as C requires. Tokens
//! that come from a macro body get the use site as their span and an [`ExpansionId`] recording the
//! body token, so diagnostics print "expanded from macro" notes; tokens from macro arguments keep
//! their own spans.
//!
//! Submodules: `directives` (the `#` lines, includes, pragmas), `macros` (definitions,
//! invocation, `#` and `##`), `expr` (`#if` expressions), `predefined` (built-in macros).

pub(crate) mod directives;
mod expr;
mod macros;
mod predefined;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_directives;

use crate::diag::Diagnostics;
use crate::lex::Lexer;
use crate::options::LangOptions;
use crate::source::{ExpansionId, FileId, SourceMap, Span};
use crate::token::{Interner, Punct, Symbol, Token, TokenKind};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

/// What preprocessing produced.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// Fully expanded tokens; the last one is `TokenKind::Eof`.
    pub tokens: Vec<Token>,
    /// The pragmas oclvk acts on, in source order.
    pub pragmas: Vec<Pragma>,
    /// For each entry of `pragmas`, the index in `tokens` of the first token after it (so the
    /// parser knows, e.g., which loop an `unroll` applies to or from where an extension is on).
    pub pragma_token_indices: Vec<usize>,
    /// Every file read through `#include`, once each, in first-inclusion order.
    pub includes: Vec<FileId>,
    /// The extension and feature macros (`cl_*`, `__opencl_c_*`) defined at the end of the
    /// translation unit: the builtins an extension declares exist only while its macros are
    /// defined (clang checks this at the call; oclvk, like its pragmas, for the whole unit).
    pub feature_macros: HashSet<String>,
}

/// A pragma the later stages act on; all others are ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pragma {
    /// `#pragma OPENCL EXTENSION name : enable|disable` (`name` may be `all`).
    OpenclExtension {
        name: String,
        enable: bool,
        span: Span,
    },
    /// `#pragma OPENCL FP_CONTRACT ON|OFF|DEFAULT` (or `STDC FP_CONTRACT`); DEFAULT is on.
    FpContract { on: bool, span: Span },
    /// `#pragma unroll`, `#pragma unroll N` / `unroll(N)`, `#pragma nounroll` (count 1).
    Unroll { count: Option<u32>, span: Span },
}

/// Preprocesses `main` (with the predefined macros for `options`, then `-D`/`-U` in order).
pub fn preprocess(
    map: &mut SourceMap,
    interner: &mut Interner,
    main: FileId,
    options: &LangOptions,
    diags: &mut Diagnostics,
) -> Output {
    preprocess_with_expansion_limit(map, interner, main, options, diags, MAX_EXPANDED_TOKENS)
}

/// [`preprocess`] with a different bound on the tokens macro expansion may produce.
pub(crate) fn preprocess_with_expansion_limit(
    map: &mut SourceMap,
    interner: &mut Interner,
    main: FileId,
    options: &LangOptions,
    diags: &mut Diagnostics,
    expansion_limit: u64,
) -> Output {
    let mut stream = Stream::new(map, interner, main, options, diags, expansion_limit);
    // Reserving generously costs nothing for pages never touched and saves regrowing copies.
    let estimate = stream.pp.map.file(main).text.len() / 3 + 16;
    let mut tokens = Vec::with_capacity(estimate);
    stream.fill(&mut tokens, usize::MAX);
    let mut output = stream.finish();
    output.tokens = tokens;
    output
}

/// A preprocessor that hands its tokens over piece by piece, so that a parser on another
/// thread can start on the first piece while the rest is preprocessed (see `crate::pipeline`).
/// [`preprocess`] is the same in one piece. The pieces are cut anywhere: the preprocessor's
/// state (open files, conditionals, macro contexts) simply carries on into the next one.
pub(crate) struct Stream<'a> {
    pp: Preprocessor<'a>,
    finished: bool,
}

impl<'a> Stream<'a> {
    /// Runs the prelude (predefined macros, `-D`, `-U`) and opens `main`.
    pub fn new(
        map: &'a mut SourceMap,
        interner: &'a mut Interner,
        main: FileId,
        options: &'a LangOptions,
        diags: &'a mut Diagnostics,
        expansion_limit: u64,
    ) -> Stream<'a> {
        let mut pp = Preprocessor::new(map, interner, options, diags);
        pp.expansion_limit = expansion_limit;
        pp.run_prelude();
        pp.enter_file(main);
        // Room for the spellings the file will bring, so that the interner's table is not
        // rehashed as it fills: one new spelling in 128 bytes is more than source text
        // usually has (the generated benchmark file has one in 190).
        let text_len = pp.map.file(main).text.len();
        pp.interner.reserve(text_len / 128);
        Stream {
            pp,
            finished: false,
        }
    }

    /// Replaces the contents of `out` with the next `count` tokens, or fewer at the end (the
    /// last token of all is `TokenKind::Eof`). False, with `out` empty, once every token has
    /// been handed over.
    pub fn fill(&mut self, out: &mut Vec<Token>, count: usize) -> bool {
        out.clear();
        if self.finished {
            return false;
        }
        let pp = &mut self.pp;
        std::mem::swap(&mut pp.output.tokens, out);
        while pp.output.tokens.len() < count {
            pp.copy_plain_source_tokens(count);
            if pp.output.tokens.len() >= count {
                break;
            }
            let token = pp.next_expanded().tok;
            pp.output.tokens.push(token);
            if token.kind == TokenKind::Eof {
                self.finished = true;
                break;
            }
        }
        pp.tokens_handed_over += pp.output.tokens.len();
        std::mem::swap(&mut pp.output.tokens, out);
        true
    }

    /// The interner, with every spelling of the tokens handed over so far.
    pub fn interner(&self) -> &Interner {
        self.pp.interner
    }

    /// The extension and feature macros defined now (see [`Output::feature_macros`]).
    pub fn feature_macros(&self) -> HashSet<String> {
        self.pp.macros.defined_names(self.pp.interner, |name| {
            name.starts_with("cl_") || name.starts_with("__opencl_c_")
        })
    }

    /// Everything but the tokens, which were handed over. Call it once [`Self::fill`] has
    /// returned false (or the `Eof` token): the feature macros are those defined at the end.
    pub fn finish(self) -> Output {
        let feature_macros = self.feature_macros();
        let mut output = self.pp.output;
        output.feature_macros = feature_macros;
        output
    }
}

/// Spells tokens back as text separated by single spaces (for tests).
#[cfg(test)]
pub(crate) fn spell(tokens: &[Token], interner: &Interner) -> String {
    let mut out = String::new();
    for token in tokens.iter().filter(|t| t.kind != TokenKind::Eof) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(token_spelling(token, interner));
    }
    out
}

/// Prints tokens roughly as `clang -E` does (line breaks and spaces where the source had them),
/// without line markers (for tests).
#[cfg(test)]
pub(crate) fn print_preprocessed(tokens: &[Token], interner: &Interner) -> String {
    let mut out = String::new();
    for token in tokens.iter().filter(|t| t.kind != TokenKind::Eof) {
        if token.flags.at_line_start && !out.is_empty() {
            out.push('\n');
        } else if token.flags.leading_space {
            out.push(' ');
        }
        out.push_str(token_spelling(token, interner));
    }
    out.push('\n');
    out
}

/// The source spelling of one token.
pub(crate) fn token_spelling<'a>(token: &Token, interner: &'a Interner) -> &'a str {
    match token.kind {
        TokenKind::ExtensionPragma { .. } | TokenKind::FpContractPragma { .. } => "",
        TokenKind::Punct(p) => p.as_str(),
        TokenKind::Eof => "",
        _ => interner.resolve(token.text),
    }
}

/// Nested `#include` depth at which inclusion stops with an error (clang's limit).
pub(crate) const MAX_INCLUDE_DEPTH: usize = 200;
/// Nested macro-argument pre-expansions (`F(F(F(...)))`) beyond which expansion stops.
pub(crate) const MAX_ARGUMENT_NESTING: u32 = 256;
/// Tokens all macro bodies together may produce (an exponential `#define a1 a0 a0` chain would
/// otherwise exhaust memory).
pub(crate) const MAX_EXPANDED_TOKENS: u64 = 16_000_000;
/// Macro contexts live at once beyond which expansion stops (guards memory, not termination).
pub(crate) const MAX_CONTEXT_DEPTH: usize = 20_000;

/// A token inside the preprocessor: `no_expand` is C's "painted blue" mark.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PpToken {
    pub tok: Token,
    pub no_expand: bool,
}

impl PpToken {
    pub fn new(tok: Token) -> PpToken {
        PpToken {
            tok,
            no_expand: false,
        }
    }
}

/// A live macro expansion (or a pushed-back token list).
struct Context {
    tokens: Vec<PpToken>,
    pos: usize,
    /// The macro to enable again when the context is exhausted.
    macro_id: Option<u32>,
}

/// An open source file.
struct FileFrame {
    lexer: Lexer,
    file: FileId,
    /// A token lexed ahead (directive terminator, `(` lookahead).
    peeked: Option<Token>,
    /// `conditionals.len()` when the file was entered.
    conditional_base: usize,
}

impl FileFrame {
    /// Moves the file's next tokens (the one put back first) onto `out` until it holds `limit`
    /// tokens or `stop` is true of one, which is put back ([`Lexer::lex_run`]).
    fn lex_run(
        &mut self,
        text: &str,
        interner: &mut Interner,
        diags: &mut Diagnostics,
        out: &mut Vec<Token>,
        limit: usize,
        stop: impl Fn(&Token) -> bool,
    ) {
        if let Some(token) = self.peeked.take() {
            if stop(&token) || out.len() >= limit {
                self.peeked = Some(token);
                return;
            }
            out.push(token);
        }
        self.peeked = self.lexer.lex_run(text, interner, diags, out, limit, stop);
    }
}

/// An open `#if`/`#ifdef`/`#ifndef` group.
#[derive(Clone, Copy, Debug)]
struct Conditional {
    /// The directive name, for "unterminated conditional directive".
    span: Span,
    seen_else: bool,
    /// Some branch of the group was (or is being) taken.
    taken: bool,
}

/// Symbols the preprocessor compares against, interned once.
struct Names {
    defined: Symbol,
    va_args: Symbol,
    pragma_operator: Symbol,
}

pub(crate) struct Preprocessor<'a> {
    map: &'a mut SourceMap,
    interner: &'a mut Interner,
    diags: &'a mut Diagnostics,
    options: &'a LangOptions,
    names: Names,
    files: Vec<FileFrame>,
    contexts: Vec<Context>,
    spare_token_vecs: Vec<Vec<PpToken>>,
    macros: macros::MacroTable,
    conditionals: Vec<Conditional>,
    output: Output,
    /// Non-zero while macro arguments are being collected: the end of an included file then stops
    /// collection instead of returning to the includer.
    collecting_arguments: u32,
    argument_nesting: u32,
    /// Whether the last token `next_unexpanded` returned came from a file (for `unread`).
    last_from_file: bool,
    counter: u64,
    /// Tokens produced by macro bodies so far (bounds exponential expansions).
    expanded_tokens: u64,
    expansion_limit_reported: bool,
    expansion_limit: u64,
    include_cache: HashMap<PathBuf, FileId>,
    included: HashSet<FileId>,
    pragma_once: HashSet<FileId>,
    /// Files of the built-in prelude, whose tokens are not part of the output.
    in_prelude: bool,
    /// Output tokens handed over before those in `output.tokens` (see [`Stream`]): the index of
    /// the next token is this plus `output.tokens.len()`.
    tokens_handed_over: usize,
}

impl<'a> Preprocessor<'a> {
    fn new(
        map: &'a mut SourceMap,
        interner: &'a mut Interner,
        options: &'a LangOptions,
        diags: &'a mut Diagnostics,
    ) -> Preprocessor<'a> {
        let names = Names {
            defined: interner.intern("defined"),
            va_args: interner.intern("__VA_ARGS__"),
            pragma_operator: interner.intern("_Pragma"),
        };
        let macros = macros::MacroTable::new(interner);
        Preprocessor {
            map,
            interner,
            diags,
            options,
            names,
            files: Vec::new(),
            contexts: Vec::new(),
            spare_token_vecs: Vec::new(),
            macros,
            conditionals: Vec::new(),
            output: Output::default(),
            collecting_arguments: 0,
            argument_nesting: 0,
            last_from_file: false,
            counter: 0,
            expanded_tokens: 0,
            expansion_limit_reported: false,
            expansion_limit: MAX_EXPANDED_TOKENS,
            include_cache: HashMap::new(),
            included: HashSet::new(),
            pragma_once: HashSet::new(),
            in_prelude: false,
            tokens_handed_over: 0,
        }
    }

    /// Defines the predefined macros and applies `-D`/`-U` by preprocessing a `<built-in>` buffer.
    fn run_prelude(&mut self) {
        let text = predefined::prelude_text(self.options);
        let file = self.map.add_file("<built-in>", text);
        self.in_prelude = true;
        self.enter_file(file);
        loop {
            let token = self.next_expanded().tok;
            if token.kind == TokenKind::Eof {
                break;
            }
        }
        self.files.clear();
        self.in_prelude = false;
    }

    fn enter_file(&mut self, file: FileId) {
        let source = self.map.file(file);
        if let Some(order) = utf16_byte_order(&source.text) {
            // As clang, which reads no further either.
            let message = format!(
                "UTF-16 ({order}) byte order mark detected in '{}', but encoding is not supported",
                source.name
            );
            self.diags.push(crate::diag::Diagnostic {
                severity: crate::diag::Severity::Fatal,
                message,
                span: None,
                notes: Vec::new(),
            });
            return;
        }
        self.files.push(FileFrame {
            lexer: Lexer::of_text(file, &self.map.file(file).text),
            file,
            peeked: None,
            conditional_base: self.conditionals.len(),
        });
    }

    /// The next token of the current file, directives not interpreted.
    #[inline]
    fn lex_from_file(&mut self) -> Token {
        let Some(frame) = self.files.last_mut() else {
            return eof_token();
        };
        if let Some(token) = frame.peeked.take() {
            return token;
        }
        let text = self.map.file(frame.file).text.as_str();
        frame
            .lexer
            .next_token(text, self.interner, Some(&mut *self.diags))
    }

    /// The fast path of the main loop: with no macro context live, copies source tokens that need
    /// no preprocessing (no directive, no macro name, not `_Pragma`, not the end of a file)
    /// straight to the output, and puts the first token that does back for
    /// [`Self::next_expanded`]. Most tokens of most files take this path: the lexer lexes them
    /// onto the output in one loop ([`Lexer::lex_run`]). Stops when the output holds `limit`
    /// tokens.
    fn copy_plain_source_tokens(&mut self, limit: usize) {
        if !self.contexts.is_empty() {
            return;
        }
        let Some(frame) = self.files.last_mut() else {
            return;
        };
        let macros = &self.macros;
        let pragma_operator = self.names.pragma_operator;
        let needs_preprocessing = |token: &Token| match token.kind {
            TokenKind::Ident => {
                macros.lookup(token.text).is_some() || token.text == pragma_operator
            }
            TokenKind::Punct(Punct::Hash) => token.flags.at_line_start,
            TokenKind::Eof => true,
            _ => false,
        };
        let tokens = &mut self.output.tokens;
        let before = tokens.len();
        let text = self.map.file(frame.file).text.as_str();
        frame.lex_run(
            text,
            self.interner,
            self.diags,
            tokens,
            limit,
            needs_preprocessing,
        );
        if tokens.len() > before {
            self.last_from_file = true;
        }
    }

    /// Puts a token lexed from the current file back.
    fn unlex(&mut self, token: Token) {
        if let Some(frame) = self.files.last_mut() {
            frame.peeked = Some(token);
        }
    }

    /// The next token of the source files with directives carried out; the end of an included file
    /// returns to the includer (unless arguments are being collected).
    fn next_from_file(&mut self) -> Token {
        loop {
            let token = self.lex_from_file();
            match token.kind {
                TokenKind::Punct(Punct::Hash) if token.flags.at_line_start => {
                    self.handle_directive(token);
                }
                TokenKind::Eof => {
                    if self.collecting_arguments > 0 {
                        self.unlex(token);
                        return token;
                    }
                    if !self.leave_file(token) {
                        return token;
                    }
                }
                _ => return token,
            }
        }
    }

    /// At the end of a file: reports its unterminated conditionals and pops it if it was included.
    /// Returns whether reading continues in the includer.
    fn leave_file(&mut self, eof: Token) -> bool {
        let base = self.files.last().map_or(0, |f| f.conditional_base);
        while self.conditionals.len() > base {
            if let Some(open) = self.conditionals.pop() {
                self.diags
                    .error(open.span, "unterminated conditional directive");
            }
        }
        if self.files.len() > 1 {
            self.files.pop();
            true
        } else {
            self.unlex(eof);
            false
        }
    }

    /// The next token from the macro contexts or, when they are exhausted, the files; unexpanded.
    fn next_unexpanded(&mut self) -> PpToken {
        while let Some(context) = self.contexts.last_mut() {
            if let Some(&token) = context.tokens.get(context.pos) {
                context.pos += 1;
                self.last_from_file = false;
                return token;
            }
            self.pop_context();
        }
        self.last_from_file = true;
        PpToken::new(self.next_from_file())
    }

    /// Undoes the last `next_unexpanded`.
    fn unread(&mut self, token: PpToken) {
        if self.last_from_file {
            self.unlex(token.tok);
        } else if let Some(context) = self.contexts.last_mut() {
            context.pos = context.pos.saturating_sub(1);
        }
    }

    fn pop_context(&mut self) {
        if let Some(mut context) = self.contexts.pop() {
            if let Some(id) = context.macro_id {
                self.macros.set_disabled(id, false);
            }
            context.tokens.clear();
            if self.spare_token_vecs.len() < 64 {
                self.spare_token_vecs.push(context.tokens);
            }
        }
    }

    fn take_token_vec(&mut self) -> Vec<PpToken> {
        self.spare_token_vecs.pop().unwrap_or_default()
    }

    /// Pushes tokens to be read next; `macro_id` is disabled until they are exhausted.
    fn push_context(&mut self, tokens: Vec<PpToken>, macro_id: Option<u32>) {
        if let Some(id) = macro_id {
            self.macros.set_disabled(id, true);
        }
        self.contexts.push(Context {
            tokens,
            pos: 0,
            macro_id,
        });
    }

    /// The next fully macro-expanded token.
    fn next_expanded(&mut self) -> PpToken {
        loop {
            let mut token = self.next_unexpanded();
            if token.tok.kind != TokenKind::Ident || token.no_expand {
                return token;
            }
            let Some(id) = self.macros.lookup(token.tok.text) else {
                if token.tok.text == self.names.pragma_operator
                    && !self.in_prelude
                    && self.pragma_operator(token.tok)
                {
                    continue;
                }
                return token;
            };
            if self.macros.is_disabled(id) {
                token.no_expand = true;
                return token;
            }
            if self.contexts.len() >= MAX_CONTEXT_DEPTH {
                self.diags.error(
                    token.tok.span,
                    "macro expansion nested too deeply; stopping expansion",
                );
                token.no_expand = true;
                return token;
            }
            if let Some(result) = self.expand_macro(id, token.tok) {
                return result;
            }
        }
    }

    /// Macro-expands `tokens` in isolation (a macro argument, a directive's operands) and returns
    /// the result; the contexts and files around are not touched.
    fn expand_isolated(&mut self, tokens: &[PpToken]) -> Vec<PpToken> {
        let mut out = Vec::with_capacity(tokens.len());
        if self.argument_nesting >= MAX_ARGUMENT_NESTING {
            if let Some(first) = tokens.first() {
                self.diags.error(
                    first.tok.span,
                    "macro arguments nested too deeply; stopping expansion",
                );
            }
            out.extend_from_slice(tokens);
            return out;
        }
        self.argument_nesting += 1;
        let base = self.contexts.len();
        let mut list = self.take_token_vec();
        list.extend_from_slice(tokens);
        list.push(PpToken::new(eof_token()));
        self.push_context(list, None);
        loop {
            let token = self.next_expanded();
            if token.tok.kind == TokenKind::Eof {
                break;
            }
            out.push(token);
        }
        while self.contexts.len() > base {
            self.pop_context();
        }
        self.argument_nesting -= 1;
        out
    }

    /// Whether the next token (looking through exhausted contexts, without consuming it) is `(`.
    fn next_is_lparen(&mut self) -> bool {
        while let Some(context) = self.contexts.last() {
            if let Some(token) = context.tokens.get(context.pos) {
                return token.tok.is_punct(Punct::LParen);
            }
            self.pop_context();
        }
        let token = self.lex_from_file();
        self.unlex(token);
        token.is_punct(Punct::LParen)
    }

    /// The expansion id of body token `index` of macro `id` used where `use_expansion` applies.
    fn expansion_for(&mut self, id: u32, index: usize, use_expansion: ExpansionId) -> ExpansionId {
        self.macros
            .expansion_for(self.map, id, index, use_expansion)
    }
}

pub(crate) fn eof_token() -> Token {
    Token {
        kind: TokenKind::Eof,
        text: crate::lex::NO_TEXT,
        span: Span::default(),
        flags: Default::default(),
    }
}

/// `"LE"` or `"BE"` when the text starts with a UTF-16 byte-order mark (bytes that are not
/// UTF-8, so the text was repaired).
fn utf16_byte_order(text: &crate::source::SourceText) -> Option<&'static str> {
    match text.invalid_bytes()?.get(..2)? {
        [a, b] if (a.offset, b.offset) == (0, 1) => match (a.byte, b.byte) {
            (0xFF, 0xFE) => Some("LE"),
            (0xFE, 0xFF) => Some("BE"),
            _ => None,
        },
        _ => None,
    }
}
