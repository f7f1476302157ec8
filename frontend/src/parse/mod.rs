//! The recursive-descent parser: tokens (after preprocessing) in, [`ast::TranslationUnit`] out.
//!
//! - **Names.** C's grammar needs to know which identifiers are type names (`T * x;`). The parser
//!   keeps, per symbol, its current binding (type, ordinary name, unbound) in a dense table indexed
//!   by the symbol number, with an undo log per scope, so classifying an identifier is a vector
//!   index, never a hash or string compare. OpenCL's predefined type names (`float4`, `uint`,
//!   `image2d_t`, `size_t`, ...) start out bound as types at file scope and can be shadowed.
//! - **Errors.** Every parse function returns `PResult`; `Err(Reported)` means a diagnostic was
//!   already emitted and the caller should resynchronise (skip to `;` or `}` at the current
//!   bracket level) rather than report again. Each loop consumes at least one token per iteration.
//! - **Depth.** Brackets (`(`, `[`, `{`) nest at most `MAX_BRACKET_DEPTH` (256) deep (clang's
//!   default `-fbracket-depth`) and other recursive constructs (unbraced statement bodies, `?:`
//!   arms) at most `MAX_NESTING` (1024); past that the parser reports an error and stops (clang's
//!   bracket error is fatal too). Chains that real code makes long (`else if`, `case` labels,
//!   `a = b = c`, prefix operators and casts, `?:` else-arms, binary operators) are loops, not
//!   recursion. The limits bound the recursion, and each level goes through
//!   [`crate::stack::grow`], so there is stack for it on any thread.
//! - **Recovery keeps declarations.** A variable whose initializer is bad stays in the tree with
//!   an [`ast::ExprKind::Error`] initializer, and an undeclared type name becomes
//!   [`ast::TypeSpec::Error`], so sema does not follow up with "undeclared identifier".
//! - Messages, their wording and their location follow clang 15 (`-x cl -fsyntax-only`).

mod attr;
mod decl;
mod declarator;
mod expr;
mod names;
mod stmt;
#[cfg(test)]
mod tests;

use crate::ast::{self, ExprId, StmtId, TranslationUnit};
use crate::diag::{Diagnostic, Diagnostics, WarningPolicy};
use crate::options::LangOptions;
use crate::source::Span;
use crate::token::{Interner, Keyword, Punct, Token, TokenKind};
use names::NameTable;

/// clang's default `-fbracket-depth`.
pub(crate) const MAX_BRACKET_DEPTH: u32 = 256;
/// Limit on recursion that is not bracket nesting (e.g. `if (a) if (b) ...` without braces).
pub(crate) const MAX_NESTING: u32 = 1024;

/// A diagnostic has been emitted; the caller recovers without reporting again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reported;

pub(crate) type PResult<T> = Result<T, Reported>;

/// Parses a whole translation unit. Never panics; every syntax error is reported into `diags`
/// and the returned tree holds everything that could be parsed.
///
/// Stack safety: the nesting limits bound the recursion, and every recursive step goes through
/// [`crate::stack::grow`], so the parser runs on any thread.
pub fn parse(
    tokens: &[Token],
    interner: &mut Interner,
    options: &LangOptions,
    diags: &mut Diagnostics,
) -> TranslationUnit {
    intern_predefined_names(interner);
    let interner: &Interner = interner;
    let mut feed = SliceFeed {
        rest: tokens,
        interner,
    };
    let mut parser = Parser::new(&mut feed, options);
    parser.limit_errors(diags.policy().error_limit);
    parser.translation_unit();
    for d in parser.diags.into_vec() {
        diags.push(d);
    }
    parser.tu
}

pub(crate) use names::intern_predefined_names;

/// Where the parser's tokens come from, a piece at a time: a slice ([`parse`]) or a
/// preprocessor still at work on another thread (`crate::pipeline`). The parser holds only the
/// tokens it has not consumed yet, so the whole stream never has to be in memory.
pub(crate) trait TokenFeed {
    /// Replaces the contents of `piece` with the next tokens (at least one); false, with `piece`
    /// empty, when there are none left. The last token of the stream is `TokenKind::Eof`.
    fn fill(&mut self, piece: &mut Vec<Token>) -> bool;

    /// Holds the spelling of every token fed so far and, from the start,
    /// [`intern_predefined_names`]'s.
    fn interner(&self) -> &Interner;
}

/// Tokens a [`TokenFeed`] hands over at a time, when it can choose (a few pages of tokens).
pub(crate) const FEED_PIECE: usize = 4096;

/// Feeds a slice of tokens.
struct SliceFeed<'t> {
    rest: &'t [Token],
    interner: &'t Interner,
}

impl TokenFeed for SliceFeed<'_> {
    fn fill(&mut self, piece: &mut Vec<Token>) -> bool {
        piece.clear();
        if self.rest.is_empty() {
            return false;
        }
        let (next, rest) = self.rest.split_at(self.rest.len().min(FEED_PIECE));
        piece.extend_from_slice(next);
        self.rest = rest;
        true
    }

    fn interner(&self) -> &Interner {
        self.interner
    }
}

/// Parses a translation unit one external declaration at a time, for a driver that checks
/// declarations while later ones are being parsed (see `crate::pipeline`): it takes the tree of
/// the declarations parsed so far out ([`DeclParser::take_tree`]) and hands it over, so trees
/// stay small and their memory is reused. It gives the declarations and diagnostics [`parse`]
/// gives.
///
pub(crate) struct DeclParser<'a> {
    parser: Parser<'a>,
}

impl<'a> DeclParser<'a> {
    /// The feed's interner must hold [`intern_predefined_names`]'s names. The parse stops
    /// after `error_limit` errors and one more (0: no limit; see [`WarningPolicy::error_limit`]).
    pub fn new(
        feed: &'a mut (dyn TokenFeed + 'a),
        options: &'a LangOptions,
        error_limit: u32,
    ) -> DeclParser<'a> {
        let mut parser = Parser::new(feed, options);
        parser.limit_errors(error_limit);
        DeclParser { parser }
    }

    /// The next external declaration, or `None` at the end; its nodes are in [`Self::tree`].
    pub fn next_decl(&mut self) -> Option<ast::ExternalDecl> {
        self.parser.next_external_decl()
    }

    /// The nodes of the declarations returned since the tree was last taken.
    pub fn tree(&self) -> &TranslationUnit {
        &self.parser.tu
    }

    /// Takes the tree of the declarations returned so far, leaving `empty` (a cleared tree, to
    /// reuse its memory) for the next ones. A fresh `empty` gets room for as many nodes as the
    /// tree taken: batches are alike, and growing step by step would copy the arenas.
    pub fn take_tree(&mut self, mut empty: TranslationUnit) -> TranslationUnit {
        empty.reserve_like(&self.parser.tu);
        std::mem::replace(&mut self.parser.tu, empty)
    }

    /// The feed's interner.
    pub fn interner(&self) -> &Interner {
        self.parser.interner()
    }

    /// Appends the parser's diagnostics, in order, to `diags`.
    pub fn finish(self, diags: &mut Diagnostics) {
        for d in self.parser.diags.into_vec() {
            diags.push(d);
        }
    }
}

/// Tokens past the current one the parser looks at (`peek_at(1)`): the first token of the next
/// piece is enough.
const LOOKAHEAD: usize = 1;

pub(crate) struct Parser<'a> {
    /// The piece of the stream the current token (at `pos`) is in. Only past the end of the
    /// stream is `pos` at its end.
    tokens: Vec<Token>,
    pos: usize,
    /// The piece after `tokens` (empty once the feed has run out): the tokens come in pieces
    /// and the parser looks one token ahead, into this piece at the end of `tokens`.
    next: Vec<Token>,
    /// Tokens of the pieces before `tokens`: the current token is the stream's `dropped + pos`th.
    dropped: usize,
    feed: &'a mut (dyn TokenFeed + 'a),
    /// The feed has run out: `next` is empty and `tokens` ends the stream.
    fed_all: bool,
    /// The span of the last token fed.
    last_fed: Span,
    /// Returned by `peek` past the end of the stream (which normally ends with one already);
    /// set when the feed runs out.
    eof: Token,
    options: &'a LangOptions,
    /// Buffered until the parse is over (see [`parse`]).
    diags: Diagnostics,
    tu: TranslationUnit,
    names: NameTable,
    /// Open `(`, `[` and `{`, counted per kind as clang does.
    bracket_depth: [u32; 3],
    nesting: u32,
    /// Set after a fatal error: the cursor sits at the end and everything unwinds.
    fatal: bool,
    /// A struct/union/enum definition lacked its `;` (reported): the declaration ends there.
    tag_ended: bool,
    /// The token before `tokens[0]` (the last of the previous piece; before the first piece, a
    /// placeholder): [`Parser::prev`] when `pos` is 0. The previous token is not stored on every
    /// `bump`: it is the one before `pos`.
    before_piece: Token,
    /// Prefix operators and casts waiting for their operand (see `expr.rs`), shared so that a
    /// long prefix chain costs no recursion and no allocation per expression.
    prefixes: Vec<expr::Prefix>,
    /// Binary operators waiting for their right operand (see `expr.rs`), shared likewise.
    pending_binaries: Vec<expr::PendingBinary>,
    /// Items of the expression and statement lists being parsed, innermost list last; each list
    /// is moved to the unit's list arena when complete (see [`Parser::expr_list`]).
    open_expr_lists: Vec<ExprId>,
    open_stmt_lists: Vec<StmtId>,
    /// Declaration specifiers parked while a specifier nested in them is parsed (see
    /// `decl.rs`), and the declarators being parsed, likewise shared.
    open_decl_specs: Vec<ast::DeclSpec>,
    open_init_declarators: Vec<ast::InitDeclarator>,
    /// Likewise for the pointers of the declarators being parsed (see `declarator.rs`).
    open_pointers: Vec<ast::DeclaratorPart>,
}

/// The end-of-file token the parser returns past the end of a stream whose last token has
/// `last` as its span.
fn end_of_file(last: Span) -> Token {
    Token {
        kind: TokenKind::Eof,
        text: Keyword::Auto.symbol(),
        span: Span {
            start: last.end,
            ..last
        },
        flags: Default::default(),
    }
}

impl<'a> Parser<'a> {
    fn new(feed: &'a mut (dyn TokenFeed + 'a), options: &'a LangOptions) -> Parser<'a> {
        let names = NameTable::new(feed.interner(), options);
        let eof = end_of_file(Span::default());
        // No up-front reservation of the arenas: a big fresh block costs a page fault per page on
        // every parse, while growing reuses memory the allocator already has.
        let tu = TranslationUnit::default();
        let mut parser = Parser {
            tokens: Vec::new(),
            pos: 0,
            next: Vec::new(),
            dropped: 0,
            feed,
            fed_all: false,
            last_fed: Span::default(),
            eof,
            options,
            diags: Diagnostics::default(),
            tu,
            names,
            bracket_depth: [0; 3],
            nesting: 0,
            fatal: false,
            tag_ended: false,
            before_piece: eof,
            prefixes: Vec::new(),
            pending_binaries: Vec::new(),
            open_expr_lists: Vec::new(),
            open_stmt_lists: Vec::new(),
            open_decl_specs: Vec::new(),
            open_init_declarators: Vec::new(),
            open_pointers: Vec::new(),
        };
        parser.fill_next();
        parser.next_piece();
        parser
    }

    fn interner(&self) -> &Interner {
        self.feed.interner()
    }

    // --- cursor ----------------------------------------------------------------------------

    fn peek(&self) -> Token {
        match self.tokens.get(self.pos) {
            Some(t) => *t,
            None => self.eof,
        }
    }

    fn peek_at(&self, n: usize) -> Token {
        debug_assert!(
            n <= LOOKAHEAD,
            "the parser looks at most LOOKAHEAD tokens ahead"
        );
        let i = self.pos + n;
        match self.tokens.get(i) {
            Some(t) => *t,
            None => match self.next.get(i - self.tokens.len()) {
                Some(t) => *t,
                None => self.eof,
            },
        }
    }

    /// The current token's position in the whole stream (to tell whether a loop consumed any).
    fn position(&self) -> usize {
        self.dropped + self.pos
    }

    fn span(&self) -> Span {
        self.peek().span
    }

    fn at_eof(&self) -> bool {
        self.peek().kind == TokenKind::Eof
    }

    fn bump(&mut self) -> Token {
        let t = self.peek();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
            if self.pos == self.tokens.len() {
                self.next_piece();
            }
        }
        t
    }

    /// The previously consumed token (the open bracket when entering brackets).
    fn prev(&self) -> Token {
        match self.pos.checked_sub(1).and_then(|i| self.tokens.get(i)) {
            Some(t) => *t,
            None => self.before_piece,
        }
    }

    /// The end of the previously consumed token, where clang puts "expected ';'" carets.
    fn prev_end(&self) -> Span {
        let span = self.prev().span;
        Span {
            start: span.end,
            ..span
        }
    }

    /// At the end of `tokens`: moves on to the next piece and has the feed fill the one after.
    #[cold]
    #[inline(never)]
    fn next_piece(&mut self) {
        while self.pos == self.tokens.len() && !self.next.is_empty() {
            if let Some(&last) = self.tokens.last() {
                self.before_piece = last;
            }
            self.dropped += self.tokens.len();
            self.pos = 0;
            std::mem::swap(&mut self.tokens, &mut self.next);
            self.fill_next();
        }
    }

    /// Has the feed fill `next` (the piece's vector is reused) or notes that it ran out.
    fn fill_next(&mut self) {
        while !self.fed_all {
            if !self.feed.fill(&mut self.next) {
                self.fed_all = true;
                self.eof = end_of_file(self.last_fed);
            } else if let Some(last) = self.next.last() {
                self.last_fed = last.span;
                return;
            }
        }
        self.next.clear();
    }

    fn is(&self, p: Punct) -> bool {
        self.peek().is_punct(p)
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// The token's keyword, if it is one in the current language version (`generic` and `pipe`
    /// are identifiers before OpenCL C 2.0) or a GNU alternate spelling (`__inline__`, ...).
    fn keyword_of(&self, t: Token) -> Option<Keyword> {
        if t.kind != TokenKind::Ident {
            return None;
        }
        self.names.keyword(t.text)
    }

    fn peek_keyword(&self) -> Option<Keyword> {
        self.keyword_of(self.peek())
    }

    fn is_keyword(&self, k: Keyword) -> bool {
        self.peek_keyword() == Some(k)
    }

    /// An identifier that is not a keyword.
    fn is_plain_ident(&self, t: Token) -> bool {
        t.kind == TokenKind::Ident && self.keyword_of(t).is_none()
    }

    // --- diagnostics -----------------------------------------------------------------------

    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.report(Diagnostic::error(span, message));
    }

    /// Buffers a diagnostic; past the error limit the parse stops, as after a fatal error (the
    /// preprocessor still runs to its end, so that its diagnostics do not depend on timing).
    fn report(&mut self, diagnostic: Diagnostic) {
        self.diags.push(diagnostic);
        if self.diags.limit_reached() && !self.fatal {
            let _ = self.stop::<()>();
        }
    }

    /// Stops the parse after `limit` errors and one more (0: no limit). The buffer keeps
    /// warnings as they are (the caller's policy applies when they are appended), so the parse
    /// never stops before the caller's sink would.
    fn limit_errors(&mut self, limit: u32) {
        self.diags = Diagnostics::new(WarningPolicy {
            error_limit: limit,
            ..WarningPolicy::default()
        });
    }

    /// Where clang reports "expected ..." at the end of the file: the end of the last line (the
    /// end-of-file token sits after the final newline, which the lexer marks as a line start).
    fn eof_location(&self) -> Span {
        let eof = self.peek();
        let start = if eof.flags.at_line_start {
            eof.span.start.saturating_sub(1)
        } else {
            eof.span.start
        };
        Span {
            start,
            end: start,
            ..eof.span
        }
    }

    /// Reports at the current token and returns the marker for `?`.
    fn error_here<T>(&mut self, message: impl Into<String>) -> PResult<T> {
        let span = self.span();
        self.error(span, message);
        Err(Reported)
    }

    /// "expected ';' ..." goes right after the previous token, like clang's fix-it location.
    /// A missing `;` before a `}` or at the end of a line is taken as a typo: the construct is
    /// kept and parsing goes on as if it were there, which avoids skipping the next line.
    #[inline]
    fn expect_after_prev(&mut self, p: Punct, message: &str) -> PResult<()> {
        if self.eat(p) {
            return Ok(());
        }
        self.missing_after_prev(p, message)
    }

    /// [`Self::expect_after_prev`] when `p` is not there.
    #[cold]
    #[inline(never)]
    fn missing_after_prev(&mut self, p: Punct, message: &str) -> PResult<()> {
        let span = self.prev_end();
        self.error(span, message);
        let next = self.peek();
        if p == Punct::Semi && (next.flags.at_line_start || next.is_punct(Punct::RBrace)) {
            return Ok(());
        }
        Err(Reported)
    }

    /// A closing bracket: "expected ')'" at the current token plus "to match this '('".
    #[inline]
    fn expect_close(&mut self, close: Punct, open_span: Span) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        self.missing_close(close, open_span)
    }

    /// [`Self::expect_close`] when the bracket is not there.
    #[cold]
    #[inline(never)]
    fn missing_close(&mut self, close: Punct, open_span: Span) -> PResult<()> {
        let open = match close {
            Punct::RParen => "(",
            Punct::RBracket => "[",
            _ => "{",
        };
        let span = if self.at_eof() {
            self.eof_location()
        } else {
            self.span()
        };
        self.report(
            Diagnostic::error(span, format!("expected '{}'", close.as_str()))
                .with_note(Some(open_span), format!("to match this '{open}'")),
        );
        Err(Reported)
    }

    // --- nesting -----------------------------------------------------------------------------

    /// Runs `f` one bracket level deeper; called just after consuming the open bracket. Past the
    /// limit it reports clang's fatal error at that bracket and stops.
    fn in_brackets<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        let open = self.prev();
        let kind = match open.kind {
            TokenKind::Punct(Punct::LParen) => 0,
            TokenKind::Punct(Punct::LBracket) => 1,
            _ => 2,
        };
        if self.bracket_depth[kind] >= MAX_BRACKET_DEPTH {
            let span = open.span;
            self.report(
                Diagnostic::error(
                    span,
                    format!("bracket nesting level exceeded maximum of {MAX_BRACKET_DEPTH}"),
                )
                .with_note(
                    Some(span),
                    "use -fbracket-depth=N to increase maximum nesting level",
                ),
            );
            return self.stop();
        }
        self.bracket_depth[kind] += 1;
        let result = crate::stack::grow(|| f(self));
        self.bracket_depth[kind] -= 1;
        result
    }

    /// Runs `f` one statement/expression level deeper, with the same kind of limit.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.nesting >= MAX_NESTING {
            let span = self.span();
            self.error(
                span,
                format!("nesting level exceeded maximum of {MAX_NESTING}"),
            );
            return self.stop();
        }
        self.nesting += 1;
        let result = crate::stack::grow(|| f(self));
        self.nesting -= 1;
        result
    }

    /// After a fatal error: jump to the end so that every loop finishes.
    fn stop<T>(&mut self) -> PResult<T> {
        self.fatal = true;
        // The rest of the stream is read and dropped: the end-of-file token is the stream's, and
        // a preprocessor feeding from another thread runs to its end (its diagnostics count).
        while !self.fed_all {
            self.fill_next();
        }
        // The tokens after the cursor go, so that the previous token stays the last consumed.
        self.tokens.truncate(self.pos);
        Err(Reported)
    }

    // --- recovery ----------------------------------------------------------------------------

    /// Skips to the end of the current statement or declaration: past the next `;` at this
    /// bracket level, or up to (not past) a `}` that closes an enclosing block. Balanced brackets
    /// are skipped whole, so a bad expression never eats the rest of its block.
    fn skip_to_stmt_end(&mut self) {
        let mut depth = 0u32;
        loop {
            let t = self.peek();
            match t.kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::Semi) if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace) if depth == 0 => return,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    depth = depth.saturating_sub(1);
                    // A block closed by a `}` is a complete unit: stop after it.
                    if depth == 0 && t.is_punct(Punct::RBrace) {
                        self.bump();
                        if self.is(Punct::Semi) {
                            self.bump();
                        }
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips to (not past) `stop` or a closer at this level, skipping balanced brackets; for lists
    /// like initializers and parameters. Returns whether `stop` was found.
    fn skip_until(&mut self, stops: &[Punct]) -> bool {
        let mut depth = 0u32;
        loop {
            let t = self.peek();
            match t.kind {
                TokenKind::Eof => return false,
                TokenKind::Punct(p) if depth == 0 && stops.contains(&p) => return true,
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    if depth == 0 {
                        return false;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return false,
                _ => {}
            }
            self.bump();
        }
    }

    /// After a bad initializer: skips to (not past) the `,` or `;` that ends the declarator,
    /// passing over stray `)` and `]` but stopping at a `}` that closes the enclosing block.
    /// Returns whether a `,` or `;` was found.
    fn skip_to_declarator_end(&mut self) -> bool {
        let mut depth = 0u32;
        loop {
            let t = self.peek();
            match t.kind {
                TokenKind::Eof => return false,
                TokenKind::Punct(Punct::Comma | Punct::Semi) if depth == 0 => return true,
                TokenKind::Punct(Punct::LBrace | Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RBrace) if depth == 0 => return false,
                TokenKind::Punct(Punct::RBrace | Punct::RParen | Punct::RBracket) => {
                    depth = depth.saturating_sub(1);
                }
                _ => {}
            }
            self.bump();
        }
    }

    // --- top level ---------------------------------------------------------------------------

    fn translation_unit(&mut self) {
        while let Some(decl) = self.next_external_decl() {
            self.tu.decls.push(decl);
        }
    }

    /// The next external declaration (its nodes are in `self.tu`), or `None` at the end of the
    /// tokens. Stray `;` and `}` and declarations too broken to keep are reported and skipped.
    fn next_external_decl(&mut self) -> Option<ast::ExternalDecl> {
        while !self.at_eof() {
            let start = self.position();
            if self.eat(Punct::Semi) {
                continue;
            }
            if self.is(Punct::RBrace) {
                let span = self.bump().span;
                self.error(span, "extraneous closing brace ('}')");
                continue;
            }
            match self.external_decl() {
                Ok(Some(decl)) => return Some(decl),
                Ok(None) => {}
                Err(Reported) => {
                    self.skip_to_stmt_end();
                    if self.position() == start && !self.at_eof() {
                        self.bump();
                    }
                }
            }
        }
        None
    }

    fn add_expr(&mut self, kind: ast::ExprKind, span: Span) -> ast::ExprId {
        self.tu.add_expr(kind, span)
    }

    fn add_stmt(&mut self, kind: ast::StmtKind, span: Span) -> ast::StmtId {
        self.tu.add_stmt(kind, span)
    }

    /// Runs `items`, which pushes a list's expressions onto `open_expr_lists`, and stores the
    /// list. Lists nest (an argument may hold a call), so items gather on that shared stack and
    /// move to the unit's arena when their list is complete: no allocation per list. The stack
    /// is cut back to where this list began even on error (the items then go unused).
    fn expr_list(
        &mut self,
        items: impl FnOnce(&mut Self) -> PResult<()>,
    ) -> PResult<ast::ExprList> {
        let base = self.open_expr_lists.len();
        let result = items(self);
        let list = self.tu.add_list_from(&mut self.open_expr_lists, base);
        result.map(|()| list)
    }

    /// [`Self::expr_list`] for statements (`open_stmt_lists`).
    fn stmt_list(
        &mut self,
        items: impl FnOnce(&mut Self) -> PResult<()>,
    ) -> PResult<ast::StmtList> {
        let base = self.open_stmt_lists.len();
        let result = items(self);
        let list = self.tu.add_list_from(&mut self.open_stmt_lists, base);
        result.map(|()| list)
    }
}
