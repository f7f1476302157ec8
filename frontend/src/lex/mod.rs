//! The raw lexer: source bytes to C99 preprocessing tokens.
//!
//! It handles line splices (backslash-newline, anywhere, even inside a token), both comment forms,
//! digraphs, pp-numbers (`0x1.8p3f`, `42ul`), character and string literals with their prefixes, and
//! the `<file>` header name after `#include`. Identifier and literal spellings are interned (with any
//! line splices removed); punctuators carry no text. Each token records whether it starts a line and
//! whether white space or a comment preceded it, which the preprocessor needs for directives, `#`
//! stringizing and function-like macro invocations.
//!
//! [`Lexer`] is a cursor over one file that borrows nothing, so the preprocessor can keep a stack of
//! them while it mutates the [`SourceMap`](crate::source::SourceMap); `lex_file` lexes a whole file at once (for tests).
//!
//! This module is the full lexer; `fast` lexes the common tokens (plain identifiers, numbers and
//! punctuators) without it, and [`Lexer::lex_run`] lexes runs of them for the preprocessor.

use std::sync::Arc;

use crate::diag::Diagnostics;
use crate::source::{FileId, InvalidByte, SourceText, Span, INVALID_BYTE_PLACEHOLDER};
use crate::token::{Interner, Punct, Symbol, Token, TokenFlags, TokenKind};

mod fast;

/// Lexes the whole of `file`; the last token is `TokenKind::Eof` (spanning the end of the file).
/// The lexer's and parser's tests use it; the preprocessor lexes token by token.
#[cfg(test)]
pub fn lex_file(
    map: &crate::source::SourceMap,
    file: FileId,
    interner: &mut Interner,
    diags: &mut Diagnostics,
) -> Vec<Token> {
    let source = &map.file(file).text;
    let text = source.as_str();
    let mut lexer = Lexer::of_text(file, source);
    let mut tokens = Vec::with_capacity(text.len() / 4 + 1);
    loop {
        let token = lexer.next_token(text, interner, Some(&mut *diags));
        tokens.push(token);
        if token.kind == TokenKind::Eof {
            return tokens;
        }
    }
}

/// A token before interning: its kind, byte range and whether its spelling contains line splices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawToken {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
    pub flags: TokenFlags,
    /// The byte range contains a backslash-newline that the spelling must drop.
    pub has_splice: bool,
}

/// Where the lexer is relative to a `#include` directive, so that `<...>` is lexed as one header name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DirectiveState {
    None,
    /// Just lexed `#` at the start of a line.
    AfterHash,
    /// Just lexed `# include` (or `include_next`, `import`): a `<` starts a header name.
    ExpectHeaderName,
}

/// A lexing cursor over one file. It holds no reference to the text: every call takes it, so the
/// caller may mutate the source map between calls.
#[derive(Clone, Debug)]
pub struct Lexer {
    file: FileId,
    pos: usize,
    at_line_start: bool,
    directive: DirectiveState,
    /// The bytes the text's placeholders stand for, when the file was not UTF-8.
    invalid: Option<Arc<[InvalidByte]>>,
}

/// The UTF-8 byte-order mark, which a file may start with (and clang skips).
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The placeholder text of tokens that carry none (punctuators, end of file).
pub const NO_TEXT: Symbol = Symbol(0);

impl Lexer {
    pub fn new(file: FileId) -> Lexer {
        Lexer {
            file,
            pos: 0,
            at_line_start: true,
            directive: DirectiveState::None,
            invalid: None,
        }
    }

    /// A lexer of `file`, whose text is `text`: it starts after a byte-order mark, which
    /// clang skips, and knows the bytes that were not UTF-8.
    pub fn of_text(file: FileId, text: &SourceText) -> Lexer {
        let pos = if text.as_bytes().starts_with(BYTE_ORDER_MARK) {
            BYTE_ORDER_MARK.len()
        } else {
            0
        };
        Lexer {
            pos,
            invalid: text.invalid_bytes().cloned(),
            ..Lexer::new(file)
        }
    }

    /// The byte that was not UTF-8 at `offset`, if the text's placeholder there stands for one.
    fn invalid_byte(&self, offset: usize) -> Option<u8> {
        let invalid = self.invalid.as_deref()?;
        let i = invalid
            .binary_search_by_key(&(offset as u32), |b| b.offset)
            .ok()?;
        Some(invalid[i].byte)
    }

    /// The first byte in `start..end` that was not UTF-8, as an index into `self.invalid`.
    fn first_invalid_in(&self, start: usize, end: usize) -> Option<usize> {
        let invalid = self.invalid.as_deref()?;
        let i = invalid.partition_point(|b| (b.offset as usize) < start);
        invalid
            .get(i)
            .filter(|b| (b.offset as usize) < end)
            .map(|_| i)
    }

    /// Lexes and interns the next token. With `diags == None` nothing is reported (skipped
    /// conditional blocks are lexed that way).
    pub fn next_token(
        &mut self,
        text: &str,
        interner: &mut Interner,
        diags: Option<&mut Diagnostics>,
    ) -> Token {
        if let Some(token) = self.next_common_token(text, interner) {
            return token;
        }
        self.next_token_in_full(text, interner, diags)
    }

    /// The rest of [`Self::next_token`] (and of [`Self::lex_run`]), out of line so that the
    /// fast path stays small (no spilling of registers the full lexer needs).
    #[inline(never)]
    fn next_token_in_full(
        &mut self,
        text: &str,
        interner: &mut Interner,
        diags: Option<&mut Diagnostics>,
    ) -> Token {
        let raw = self.next_raw(text, diags);
        self.intern(text, raw, interner)
    }

    /// Turns a raw token into a token, interning its spelling when it has one.
    #[inline]
    pub fn intern(&self, text: &str, raw: RawToken, interner: &mut Interner) -> Token {
        let symbol = match raw.kind {
            TokenKind::Punct(_) | TokenKind::Eof => NO_TEXT,
            TokenKind::Str | TokenKind::Char if self.invalid.is_some() => {
                interner.intern(&self.literal_spelling(text, &raw))
            }
            // Token boundaries are character boundaries, so the slice never fails in practice.
            _ if !raw.has_splice => {
                interner.intern(text.get(raw.start as usize..raw.end as usize).unwrap_or(""))
            }
            _ => interner.intern(&raw_spelling(text, &raw)),
        };
        Token {
            kind: raw.kind,
            text: symbol,
            span: Span::new(self.file, raw.start, raw.end),
            flags: raw.flags,
        }
    }

    /// The spelling of a string or character literal of a file that was not UTF-8: each byte
    /// that was not is an octal escape of itself (`\351` for a Latin-1 `é`), so the literal's
    /// value holds the byte as written, as clang's does.
    fn literal_spelling(&self, text: &str, raw: &RawToken) -> String {
        let src = text.as_bytes();
        let (start, end) = (raw.start as usize, raw.end as usize);
        let Some(mut next_invalid) = self.first_invalid_in(start, end) else {
            return raw_spelling(text, raw).into_owned();
        };
        let invalid = self.invalid.as_deref().unwrap_or_default();
        let mut out = Vec::with_capacity(end - start + 8);
        let mut pos = start;
        // Whether the byte before is a backslash that escapes this one.
        let mut escaped = false;
        while let Some((b, next)) = byte_at(src, pos).filter(|&(_, next)| next <= end) {
            match invalid.get(next_invalid) {
                Some(bad) if bad.offset as usize == next - 1 => {
                    if escaped {
                        // `\` before the byte escapes it: the byte all the same.
                        out.pop();
                    }
                    out.extend_from_slice(format!("\\{:03o}", bad.byte).as_bytes());
                    next_invalid += 1;
                    escaped = false;
                }
                _ => {
                    out.push(b);
                    escaped = b == b'\\' && !escaped;
                }
            }
            pos = next;
        }
        String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into())
    }

    /// Lexes the next token without interning it.
    pub fn next_raw(&mut self, text: &str, mut diags: Option<&mut Diagnostics>) -> RawToken {
        let src = text.as_bytes();
        let mut flags = TokenFlags {
            at_line_start: self.at_line_start,
            leading_space: false,
        };
        self.skip_trivia(src, &mut flags, &mut diags);
        self.at_line_start = false;
        let start = self.pos;
        if flags.at_line_start {
            self.directive = DirectiveState::None;
        }
        let Some((first, after_first)) = byte_at(src, self.pos) else {
            return RawToken {
                kind: TokenKind::Eof,
                start: src.len() as u32,
                end: src.len() as u32,
                flags,
                has_splice: false,
            };
        };
        let previous_state = self.directive;
        let expect_header = previous_state == DirectiveState::ExpectHeaderName;
        self.directive = DirectiveState::None;
        if expect_header && first == b'<' {
            if let Some(end) = header_name_end(src, after_first) {
                self.pos = end;
                return self.finish(src, TokenKind::HeaderName, start, flags, true);
            }
        }
        let (kind, may_splice) = self.lex_kind(src, first, after_first, &mut diags);
        let token = self.finish(src, kind, start, flags, may_splice);
        // Directive tracking matters only right after a line-initial `#`; skip it otherwise.
        if previous_state != DirectiveState::None || kind == TokenKind::Punct(Punct::Hash) {
            self.track_directive(src, &token, previous_state);
        }
        token
    }

    /// `may_splice` is false when the scanner saw no backslash in the token, so the spelling
    /// needs no splice check.
    #[inline]
    fn finish(
        &self,
        src: &[u8],
        kind: TokenKind,
        start: usize,
        flags: TokenFlags,
        may_splice: bool,
    ) -> RawToken {
        RawToken {
            kind,
            start: start as u32,
            end: self.pos as u32,
            flags,
            has_splice: may_splice
                && match kind {
                    TokenKind::Punct(_) | TokenKind::Eof | TokenKind::Unknown => false,
                    _ => contains_splice(src, start, self.pos),
                },
        }
    }

    fn track_directive(&mut self, src: &[u8], token: &RawToken, previous: DirectiveState) {
        self.directive = match token.kind {
            TokenKind::Punct(Punct::Hash) if token.flags.at_line_start => DirectiveState::AfterHash,
            TokenKind::Ident if previous == DirectiveState::AfterHash => {
                let name = raw_spelling_bytes(src, token);
                if matches!(&*name, b"include" | b"include_next" | b"import") {
                    DirectiveState::ExpectHeaderName
                } else {
                    DirectiveState::None
                }
            }
            _ => DirectiveState::None,
        };
    }

    /// Skips white space and comments, setting `leading_space` and `at_line_start`.
    fn skip_trivia(
        &mut self,
        src: &[u8],
        flags: &mut TokenFlags,
        diags: &mut Option<&mut Diagnostics>,
    ) {
        loop {
            // Runs of blanks are the common case: skip them without splice checks.
            let mut pos = self.pos;
            while let Some(b' ' | b'\t') = src.get(pos) {
                pos += 1;
            }
            if pos != self.pos {
                flags.leading_space = true;
                self.pos = pos;
            }
            let Some((b, next)) = byte_at(src, self.pos) else {
                return;
            };
            match b {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c | 0 => {
                    flags.leading_space = true;
                    self.pos = next;
                }
                b'\n' => {
                    flags.at_line_start = true;
                    flags.leading_space = false;
                    self.pos = next;
                }
                INVALID_BYTE_PLACEHOLDER if self.invalid_byte(next - 1).is_some() => {
                    // Not UTF-8 in code: reported (as clang does) and passed over.
                    if let Some(d) = diags.as_deref_mut() {
                        let at = next as u32 - 1;
                        d.error(
                            Span::new(self.file, at, at + 1),
                            "source file is not valid UTF-8",
                        );
                    }
                    flags.leading_space = true;
                    self.pos = next;
                }
                b'/' => match byte_at(src, next) {
                    Some((b'/', after)) => {
                        self.pos = line_comment_end(src, after);
                        flags.leading_space = true;
                    }
                    Some((b'*', after)) => {
                        let comment_start = self.pos;
                        match block_comment_end(src, after) {
                            Some(end) => self.pos = end,
                            None => {
                                self.pos = src.len();
                                if let Some(d) = diags.as_deref_mut() {
                                    let at = comment_start as u32;
                                    d.error(
                                        Span::new(self.file, at, at + 1),
                                        "unterminated /* comment",
                                    );
                                }
                            }
                        }
                        flags.leading_space = true;
                    }
                    _ => return,
                },
                _ => return,
            }
        }
    }

    /// Lexes one token whose first byte `first` ends at `next`; leaves `self.pos` after it.
    /// Also says whether the token's bytes may contain a backslash (and so a line splice).
    fn lex_kind(
        &mut self,
        src: &[u8],
        first: u8,
        next: usize,
        diags: &mut Option<&mut Diagnostics>,
    ) -> (TokenKind, bool) {
        let start = self.pos;
        // Common tokens first, each scanned without splice checks unless a backslash shows up.
        if next == start + 1 {
            if IDENT_CONTINUE[first as usize] && !matches!(first, b'0'..=b'9' | b'L' | b'U' | b'u')
            {
                return self.identifier(src, next);
            }
            if first.is_ascii_digit() {
                return self.number(src, next);
            }
            if let Some(p) = lone_punct(first) {
                self.pos = next;
                return (TokenKind::Punct(p), false);
            }
        }
        self.pos = next;
        let kind = match first {
            b'0'..=b'9' => {
                self.pos = pp_number_end(src, next);
                TokenKind::Number
            }
            b'.' => match byte_at(src, next) {
                Some((b'0'..=b'9', _)) => {
                    self.pos = pp_number_end(src, next);
                    TokenKind::Number
                }
                _ => self.punct(src, first, next),
            },
            b'L' | b'U' => match byte_at(src, next) {
                Some((q @ (b'\'' | b'"'), after)) => self.quoted(src, start, q, after, diags),
                _ => self.identifier(src, next).0,
            },
            b'u' => match byte_at(src, next) {
                Some((q @ (b'\'' | b'"'), after)) => self.quoted(src, start, q, after, diags),
                Some((b'8', after8)) => match byte_at(src, after8) {
                    Some((q @ (b'\'' | b'"'), after)) => self.quoted(src, start, q, after, diags),
                    _ => self.identifier(src, next).0,
                },
                _ => self.identifier(src, next).0,
            },
            b'\'' | b'"' => self.quoted(src, start, first, next, diags),
            b if is_ident_start(b) => self.identifier(src, next).0,
            _ => self.punct(src, first, next),
        };
        // Not the fast path: a splice may sit anywhere, even before the first character.
        (kind, true)
    }

    /// An identifier whose first character ends at `pos`; says whether it may hold a splice.
    fn identifier(&mut self, src: &[u8], mut pos: usize) -> (TokenKind, bool) {
        // Fast path over plain identifier bytes; a backslash falls through to the splice-aware loop.
        while let Some(&b) = src.get(pos) {
            if !IDENT_CONTINUE[b as usize] {
                break;
            }
            pos += 1;
        }
        let may_splice = src.get(pos) == Some(&b'\\');
        if may_splice {
            while let Some((b, next)) = byte_at(src, pos) {
                if !is_ident_continue(b) {
                    break;
                }
                pos = next;
            }
        }
        self.pos = pos;
        (TokenKind::Ident, may_splice)
    }

    /// A pp-number whose first digit ends at `pos`; says whether it may hold a splice.
    fn number(&mut self, src: &[u8], pos: usize) -> (TokenKind, bool) {
        let pos = plain_pp_number_end(src, pos);
        if src.get(pos) == Some(&b'\\') {
            // Resume splice-aware from the start, so `previous` is right across the splice.
            self.pos = pp_number_end(src, self.pos + 1);
            return (TokenKind::Number, true);
        }
        self.pos = pos;
        (TokenKind::Number, false)
    }

    /// A character constant or string literal whose opening quote `quote` ends at `pos`.
    fn quoted(
        &mut self,
        src: &[u8],
        start: usize,
        quote: u8,
        mut pos: usize,
        diags: &mut Option<&mut Diagnostics>,
    ) -> TokenKind {
        let mut empty = true;
        loop {
            match byte_at(src, pos) {
                Some((b, next)) if b == quote => {
                    self.pos = next;
                    if let Some(i) = self.first_invalid_in(start, next) {
                        self.report_invalid_in_literal(start, i, quote, diags);
                    }
                    if quote == b'\'' && empty {
                        if let Some(d) = diags.as_deref_mut() {
                            d.warning(
                                Span::new(self.file, start as u32, next as u32),
                                "empty character constant",
                            );
                        }
                    }
                    return if quote == b'"' {
                        TokenKind::Str
                    } else {
                        TokenKind::Char
                    };
                }
                Some((b'\\', next)) => {
                    empty = false;
                    // The escaped character, whatever it is (but not a newline: that ends it).
                    pos = match byte_at(src, next) {
                        Some((b'\n', _)) | None => next,
                        Some((_, after)) => after,
                    };
                }
                Some((b'\n', _)) | None => {
                    self.pos = pos;
                    if let Some(d) = diags.as_deref_mut() {
                        let what = if quote == b'"' { "'\"'" } else { "'" };
                        d.warning(
                            Span::new(self.file, start as u32, start as u32 + 1),
                            format!("missing terminating {what} character"),
                        );
                    }
                    return TokenKind::Unknown;
                }
                Some((_, next)) => {
                    empty = false;
                    pos = next;
                }
            }
        }
    }

    /// clang's warning for a literal starting at `start` that holds bytes that are not UTF-8
    /// (the first is `self.invalid[first]`): at that byte in a string, at the literal's start
    /// for a character constant.
    fn report_invalid_in_literal(
        &self,
        start: usize,
        first: usize,
        quote: u8,
        diags: &mut Option<&mut Diagnostics>,
    ) {
        let Some(d) = diags.as_deref_mut() else {
            return;
        };
        let invalid = self.invalid.as_deref().unwrap_or_default();
        let span = if quote == b'"' {
            // The first run of such bytes.
            let run = invalid[first..]
                .iter()
                .zip(invalid[first].offset..)
                .take_while(|(b, expected)| b.offset == *expected)
                .count() as u32;
            let at = invalid[first].offset;
            Span::new(self.file, at, at + run)
        } else {
            Span::new(self.file, start as u32, start as u32 + 1)
        };
        let what = if quote == b'"' {
            "string literal"
        } else {
            "character literal"
        };
        d.warning(span, format!("illegal character encoding in {what}"));
    }

    fn punct(&mut self, src: &[u8], first: u8, next: usize) -> TokenKind {
        let peek = |pos: usize| byte_at(src, pos);
        // Returns the punctuator and sets the position after it.
        let mut take = |p: Punct, end: usize| {
            self.pos = end;
            TokenKind::Punct(p)
        };
        let second = peek(next);
        let is = |b: u8| matches!(second, Some((c, _)) if c == b);
        let after2 = second.map_or(next, |(_, a)| a);
        match first {
            b'[' => take(Punct::LBracket, next),
            b']' => take(Punct::RBracket, next),
            b'(' => take(Punct::LParen, next),
            b')' => take(Punct::RParen, next),
            b'{' => take(Punct::LBrace, next),
            b'}' => take(Punct::RBrace, next),
            b'~' => take(Punct::Tilde, next),
            b'?' => take(Punct::Question, next),
            b';' => take(Punct::Semi, next),
            b',' => take(Punct::Comma, next),
            b'.' => {
                if is(b'.') && matches!(peek(after2), Some((b'.', _))) {
                    let end = peek(after2).map_or(after2, |(_, a)| a);
                    take(Punct::Ellipsis, end)
                } else {
                    take(Punct::Dot, next)
                }
            }
            b'-' if is(b'>') => take(Punct::Arrow, after2),
            b'-' if is(b'-') => take(Punct::MinusMinus, after2),
            b'-' if is(b'=') => take(Punct::MinusAssign, after2),
            b'-' => take(Punct::Minus, next),
            b'+' if is(b'+') => take(Punct::PlusPlus, after2),
            b'+' if is(b'=') => take(Punct::PlusAssign, after2),
            b'+' => take(Punct::Plus, next),
            b'&' if is(b'&') => take(Punct::AmpAmp, after2),
            b'&' if is(b'=') => take(Punct::AmpAssign, after2),
            b'&' => take(Punct::Amp, next),
            b'|' if is(b'|') => take(Punct::PipePipe, after2),
            b'|' if is(b'=') => take(Punct::PipeAssign, after2),
            b'|' => take(Punct::Pipe, next),
            b'*' if is(b'=') => take(Punct::StarAssign, after2),
            b'*' => take(Punct::Star, next),
            b'/' if is(b'=') => take(Punct::SlashAssign, after2),
            b'/' => take(Punct::Slash, next),
            b'^' if is(b'=') => take(Punct::CaretAssign, after2),
            b'^' => take(Punct::Caret, next),
            b'!' if is(b'=') => take(Punct::Ne, after2),
            b'!' => take(Punct::Bang, next),
            b'=' if is(b'=') => take(Punct::EqEq, after2),
            b'=' => take(Punct::Assign, next),
            b':' if is(b'>') => take(Punct::RBracket, after2),
            b':' => take(Punct::Colon, next),
            b'#' if is(b'#') => take(Punct::HashHash, after2),
            b'#' => take(Punct::Hash, next),
            b'%' if is(b'=') => take(Punct::PercentAssign, after2),
            b'%' if is(b'>') => take(Punct::RBrace, after2),
            b'%' if is(b':') => {
                // `%:%:` is `##`, `%:` is `#`.
                if let Some((b'%', a3)) = peek(after2) {
                    if let Some((b':', a4)) = peek(a3) {
                        return take(Punct::HashHash, a4);
                    }
                }
                take(Punct::Hash, after2)
            }
            b'%' => take(Punct::Percent, next),
            b'<' if is(b'<') => {
                if let Some((b'=', a3)) = peek(after2) {
                    take(Punct::ShlAssign, a3)
                } else {
                    take(Punct::Shl, after2)
                }
            }
            b'<' if is(b'=') => take(Punct::Le, after2),
            b'<' if is(b':') => take(Punct::LBracket, after2),
            b'<' if is(b'%') => take(Punct::LBrace, after2),
            b'<' => take(Punct::Lt, next),
            b'>' if is(b'>') => {
                if let Some((b'=', a3)) = peek(after2) {
                    take(Punct::ShrAssign, a3)
                } else {
                    take(Punct::Shr, after2)
                }
            }
            b'>' if is(b'=') => take(Punct::Ge, after2),
            b'>' => take(Punct::Gt, next),
            _ => {
                // A byte that starts no token; take a whole UTF-8 sequence so spans stay on
                // character boundaries.
                let mut end = next;
                while end < src.len() && (src[end] & 0xC0) == 0x80 {
                    end += 1;
                }
                self.pos = end;
                TokenKind::Unknown
            }
        }
    }
}

/// The punctuator `b` starts when it is one byte whatever follows (no look-ahead needed).
#[inline]
fn lone_punct(b: u8) -> Option<Punct> {
    Some(match b {
        b'(' => Punct::LParen,
        b')' => Punct::RParen,
        b'[' => Punct::LBracket,
        b']' => Punct::RBracket,
        b'{' => Punct::LBrace,
        b'}' => Punct::RBrace,
        b';' => Punct::Semi,
        b',' => Punct::Comma,
        b'~' => Punct::Tilde,
        b'?' => Punct::Question,
        _ => return None,
    })
}

/// The byte at `pos` after skipping line splices, and the position after it.
#[inline]
pub(crate) fn byte_at(src: &[u8], mut pos: usize) -> Option<(u8, usize)> {
    loop {
        let b = *src.get(pos)?;
        if b != b'\\' {
            return Some((b, pos + 1));
        }
        match splice_len(src, pos) {
            Some(len) => pos += len,
            None => return Some((b, pos + 1)),
        }
    }
}

/// If a line splice (backslash, optional horizontal white space, newline) starts at `pos`, its length.
#[inline]
fn splice_len(src: &[u8], pos: usize) -> Option<usize> {
    let mut i = pos + 1;
    while i < src.len() && matches!(src[i], b' ' | b'\t') {
        i += 1;
    }
    match src.get(i) {
        Some(b'\n') => Some(i + 1 - pos),
        Some(b'\r') if src.get(i + 1) == Some(&b'\n') => Some(i + 2 - pos),
        _ => None,
    }
}

/// Whether a byte continues an identifier (letters, digits, `_`, `$`, any non-ASCII byte).
static IDENT_CONTINUE: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        table[i] = b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
        i += 1;
    }
    table
};

/// Whether `src[start..end]` contains a line splice.
fn contains_splice(src: &[u8], start: usize, end: usize) -> bool {
    let bytes = &src[start..end];
    bytes
        .iter()
        .enumerate()
        .any(|(i, &b)| b == b'\\' && splice_len(src, start + i).is_some())
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    IDENT_CONTINUE[b as usize]
}

/// [`pp_number_end`] for bytes with no line splice: stops at a backslash.
fn plain_pp_number_end(src: &[u8], mut pos: usize) -> usize {
    let mut previous = 0u8;
    while let Some(&b) = src.get(pos) {
        let sign_after_exponent =
            (b == b'+' || b == b'-') && matches!(previous, b'e' | b'E' | b'p' | b'P');
        if !(IDENT_CONTINUE[b as usize] || b == b'.' || sign_after_exponent) {
            break;
        }
        previous = b;
        pos += 1;
    }
    pos
}

/// The end of a pp-number whose first character ends at `pos`.
fn pp_number_end(src: &[u8], mut pos: usize) -> usize {
    let mut previous = 0u8;
    while let Some((b, next)) = byte_at(src, pos) {
        let sign_after_exponent =
            (b == b'+' || b == b'-') && matches!(previous, b'e' | b'E' | b'p' | b'P');
        if !(is_ident_continue(b) || b == b'.' || sign_after_exponent) {
            break;
        }
        previous = b;
        pos = next;
    }
    pos
}

/// The end of a `//` comment whose text starts at `pos` (the newline is not part of it).
fn line_comment_end(src: &[u8], mut pos: usize) -> usize {
    while let Some((b, next)) = byte_at(src, pos) {
        if b == b'\n' {
            return pos;
        }
        pos = next;
    }
    src.len()
}

/// The end of a `/* */` comment whose text starts at `pos`, or `None` if it is unterminated.
fn block_comment_end(src: &[u8], mut pos: usize) -> Option<usize> {
    let mut star = false;
    loop {
        // Fast path: jump to the next `*` or `/` or `\`.
        let rest = src.get(pos..)?;
        let skip = rest
            .iter()
            .position(|&b| b == b'*' || b == b'/' || b == b'\\')?;
        if skip > 0 {
            star = false;
            pos += skip;
        }
        let (b, next) = byte_at(src, pos)?;
        if b == b'/' && star {
            return Some(next);
        }
        star = b == b'*';
        pos = next;
    }
}

/// The end (after `>`) of a header name whose `<` ends at `pos`, if `>` comes before the newline.
fn header_name_end(src: &[u8], mut pos: usize) -> Option<usize> {
    while let Some((b, next)) = byte_at(src, pos) {
        match b {
            b'>' => return Some(next),
            b'\n' => return None,
            _ => pos = next,
        }
    }
    None
}

/// The spelling of a raw token's bytes with line splices removed.
fn raw_spelling_bytes<'a>(src: &'a [u8], token: &RawToken) -> std::borrow::Cow<'a, [u8]> {
    let bytes = &src[token.start as usize..token.end as usize];
    if !token.has_splice {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut pos = token.start as usize;
    while pos < token.end as usize {
        match byte_at(src, pos) {
            Some((b, next)) if next <= token.end as usize => {
                out.push(b);
                pos = next;
            }
            _ => break,
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The spelling of a raw token as text, line splices removed.
pub fn raw_spelling<'a>(text: &'a str, token: &RawToken) -> std::borrow::Cow<'a, str> {
    if !token.has_splice {
        // Token boundaries are character boundaries, so this slice never fails in practice.
        let slice = text.get(token.start as usize..token.end as usize);
        return std::borrow::Cow::Borrowed(slice.unwrap_or(""));
    }
    match raw_spelling_bytes(text.as_bytes(), token) {
        std::borrow::Cow::Borrowed(b) => {
            std::borrow::Cow::Borrowed(std::str::from_utf8(b).unwrap_or(""))
        }
        std::borrow::Cow::Owned(v) => std::borrow::Cow::Owned(String::from_utf8_lossy(&v).into()),
    }
}

#[cfg(test)]
mod tests;
