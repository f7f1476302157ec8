//! The lexer's fast path: the tokens most of a file is made of (identifiers, numbers and
//! punctuators between blanks and newlines), lexed from plain bytes with one table lookup per
//! byte class and no line-splice, comment or directive handling. Anything else (a backslash, a
//! comment, a quote, `#`, a byte outside ASCII's common set, the end of the file) leaves the
//! token to the full lexer in the parent module, which gives exactly the same tokens (the tests
//! run both).
//!
//! [`Lexer::lex_run`] lexes a run of tokens straight into the preprocessor's output, with the
//! cursor in registers, so that per token there is no call and no copy through the cursor.

use super::{plain_pp_number_end, DirectiveState, Lexer, IDENT_CONTINUE, NO_TEXT};
use crate::diag::Diagnostics;
use crate::source::{FileId, Span};
use crate::token::{Interner, Punct, Symbol, Token, TokenFlags, TokenKind};

/// What a byte can start, for the fast path's one dispatch per token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum ByteClass {
    /// ` ` or `\t` (the first two classes are the ones skipped before a token).
    Blank,
    /// `\n`.
    Newline,
    /// A letter (but `L`, `U`, `u`), `_` or `$`: an identifier.
    Ident,
    /// `L`, `U` or `u`: an identifier unless a character or string literal prefix.
    Prefix,
    Digit,
    /// A punctuator of one byte whatever follows.
    Lone,
    /// The first byte of a punctuator that may be longer.
    Punct,
    /// Everything the full lexer must see.
    Other,
}

static BYTE_CLASS: [ByteClass; 256] = {
    let mut table = [ByteClass::Other; 256];
    let mut i = 0;
    while i < 128 {
        let b = i as u8;
        table[i] = match b {
            b' ' | b'\t' => ByteClass::Blank,
            b'\n' => ByteClass::Newline,
            b'L' | b'U' | b'u' => ByteClass::Prefix,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'$' => ByteClass::Ident,
            b'0'..=b'9' => ByteClass::Digit,
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b';' | b',' | b'~' | b'?' => ByteClass::Lone,
            b'.' | b'-' | b'+' | b'&' | b'*' | b'!' | b'/' | b'%' | b'<' | b'>' | b'=' | b'^'
            | b'|' | b':' => ByteClass::Punct,
            _ => ByteClass::Other,
        };
        i += 1;
    }
    table
};

/// A token the fast path scanned: its kind and bytes `start..end`, not yet interned.
#[derive(Clone, Copy, Debug)]
struct Scanned {
    kind: TokenKind,
    start: usize,
    end: usize,
    flags: TokenFlags,
}

/// Scans the token at `pos` (after blanks and newlines) if it is a common one whose bytes hold no
/// line splice; `None` when the full lexer must lex it.
#[inline(always)]
fn scan_common(src: &[u8], mut pos: usize, at_line_start: bool) -> Option<Scanned> {
    // Blanks and newlines: a blank sets `leading_space`, a newline clears it and sets
    // `at_line_start`. One space between tokens is the common case, so it comes first.
    let mut at_line_start = at_line_start;
    let mut leading_space = false;
    let mut first = *src.get(pos)?;
    if first == b' ' {
        leading_space = true;
        pos += 1;
        first = *src.get(pos)?;
    }
    let mut class = BYTE_CLASS[first as usize];
    while class <= ByteClass::Newline {
        // The class order makes both flags one compare.
        leading_space = class == ByteClass::Blank;
        at_line_start |= class == ByteClass::Newline;
        pos += 1;
        first = *src.get(pos)?;
        class = BYTE_CLASS[first as usize];
    }
    let flags = TokenFlags {
        at_line_start,
        leading_space,
    };
    let start = pos;
    // A backslash as the second byte needs no check of its own: every scan below stops before
    // it, and the check of the byte after the token sends it to the full lexer.
    let second = src.get(start + 1).copied().unwrap_or(0);
    let (kind, end) = match class {
        ByteClass::Ident => (TokenKind::Ident, identifier_end(src, start + 1)),
        ByteClass::Prefix if !matches!(second, b'\'' | b'"' | b'8') => {
            (TokenKind::Ident, identifier_end(src, start + 1))
        }
        ByteClass::Digit => (TokenKind::Number, plain_pp_number_end(src, start + 1)),
        // Every lone byte has a punctuator: the fallback is never taken.
        ByteClass::Lone => (
            TokenKind::Punct(super::lone_punct(first).unwrap_or(Punct::Question)),
            start + 1,
        ),
        ByteClass::Punct => {
            let third = src.get(start + 2).copied().unwrap_or(0);
            let (punct, len) = plain_punct(first, second, third)?;
            (TokenKind::Punct(punct), start + len)
        }
        _ => return None,
    };
    if src.get(end) == Some(&b'\\') {
        // A splice may continue the token.
        return None;
    }
    Some(Scanned {
        kind,
        start,
        end,
        flags,
    })
}

/// The token of file `file` that `scanned` found, with its kind and symbol.
#[inline(always)]
fn common_token(file: FileId, kind: TokenKind, text: Symbol, scanned: Scanned) -> Token {
    Token {
        kind,
        text,
        span: Span::new(file, scanned.start as u32, scanned.end as u32),
        flags: scanned.flags,
    }
}

/// The end of an identifier whose first byte ends at `pos`, over plain bytes.
#[inline(always)]
fn identifier_end(src: &[u8], mut pos: usize) -> usize {
    while let Some(&b) = src.get(pos) {
        if !IDENT_CONTINUE[b as usize] {
            break;
        }
        pos += 1;
    }
    pos
}

/// The punctuator starting with the [`ByteClass::Punct`] byte `first` (followed by `second` and
/// `third`; 0 past the end) and its length; `None` where the full lexer must decide: a comment,
/// `%:` (a `#`), `.` before a digit (a number), a backslash as the third byte. (A backslash as
/// the second byte gives a one-byte punctuator, which the caller's check of the byte after the
/// token then sends to the full lexer.)
#[inline(always)]
fn plain_punct(first: u8, second: u8, third: u8) -> Option<(Punct, usize)> {
    use Punct::*;
    // `one` if `second` is not `with`, else `two`.
    let pick = |with: u8, two: Punct, one: Punct| {
        if second == with {
            (two, 2)
        } else {
            (one, 1)
        }
    };
    Some(match first {
        b'.' => match second {
            b'0'..=b'9' => return None,
            b'.' if third == b'.' => (Ellipsis, 3),
            b'.' if third == b'\\' => return None,
            _ => (Dot, 1),
        },
        b'-' => match second {
            b'>' => (Arrow, 2),
            b'-' => (MinusMinus, 2),
            _ => pick(b'=', MinusAssign, Minus),
        },
        b'+' => match second {
            b'+' => (PlusPlus, 2),
            _ => pick(b'=', PlusAssign, Plus),
        },
        b'&' => match second {
            b'&' => (AmpAmp, 2),
            _ => pick(b'=', AmpAssign, Amp),
        },
        b'|' => match second {
            b'|' => (PipePipe, 2),
            _ => pick(b'=', PipeAssign, Pipe),
        },
        b'*' => pick(b'=', StarAssign, Star),
        b'/' => match second {
            b'/' | b'*' => return None,
            _ => pick(b'=', SlashAssign, Slash),
        },
        b'^' => pick(b'=', CaretAssign, Caret),
        b'!' => pick(b'=', Ne, Bang),
        b'=' => pick(b'=', EqEq, Assign),
        b':' => pick(b'>', RBracket, Colon),
        b'%' => match second {
            b':' => return None,
            b'>' => (RBrace, 2),
            _ => pick(b'=', PercentAssign, Percent),
        },
        b'<' => match second {
            b'<' => shift_punct(third, ShlAssign, Shl)?,
            b'=' => (Le, 2),
            b':' => (LBracket, 2),
            b'%' => (LBrace, 2),
            _ => (Lt, 1),
        },
        b'>' => match second {
            b'>' => shift_punct(third, ShrAssign, Shr)?,
            _ => pick(b'=', Ge, Gt),
        },
        _ => return None,
    })
}

/// `<<` or `>>` followed by `third`: the compound assignment before `=`; `None` before a
/// backslash (a splice may join the `=`).
#[inline(always)]
fn shift_punct(third: u8, assign: Punct, shift: Punct) -> Option<(Punct, usize)> {
    match third {
        b'=' => Some((assign, 3)),
        b'\\' => None,
        _ => Some((shift, 2)),
    }
}

impl Lexer {
    /// The fast path of [`Self::next_token`]: the next token if [`scan_common`] takes it, having
    /// consumed nothing otherwise.
    #[inline]
    pub(super) fn next_common_token(
        &mut self,
        text: &str,
        interner: &mut Interner,
    ) -> Option<Token> {
        if self.directive != DirectiveState::None {
            return None;
        }
        let src = text.as_bytes();
        let scanned = scan_common(src, self.pos, self.at_line_start)?;
        self.pos = scanned.end;
        self.at_line_start = false;
        Some(self.finish_common(src, scanned, interner))
    }

    /// Interns a scanned token's spelling and makes the token.
    #[inline(always)]
    fn finish_common(&self, src: &[u8], scanned: Scanned, interner: &mut Interner) -> Token {
        match scanned.kind {
            TokenKind::Punct(_) => common_token(self.file, scanned.kind, NO_TEXT, scanned),
            // The token starts with an ASCII byte and ends before one: character boundaries.
            _ => {
                let symbol = interner.intern_in_text(src, scanned.start, scanned.end);
                common_token(self.file, scanned.kind, symbol, scanned)
            }
        }
    }

    /// Lexes tokens onto `out` until it holds `limit` tokens (then returns `None`) or a token
    /// for which `stop` is true comes up: that token is returned, not pushed. Every token is the
    /// one [`Self::next_token`] would give; the preprocessor copies runs of tokens that need no
    /// preprocessing this way (`stop` says which do: directives, macro names, the end of the file).
    #[inline]
    pub fn lex_run(
        &mut self,
        text: &str,
        interner: &mut Interner,
        diags: &mut Diagnostics,
        out: &mut Vec<Token>,
        limit: usize,
        stop: impl Fn(&Token) -> bool,
    ) -> Option<Token> {
        let src = text.as_bytes();
        // The cursor stays in locals while the loop runs; the full lexer gets it back.
        let mut pos = self.pos;
        let mut at_line_start = self.at_line_start;
        let mut plain = self.directive == DirectiveState::None;
        let file = self.file;
        // Pushes `token` unless `stop` says otherwise; inlined in each arm below, where the
        // token's kind is known, so that `stop` is asked only what it can say for that kind.
        let emit = |token: Token, out: &mut Vec<Token>| {
            if stop(&token) {
                return Some(token);
            }
            out.push(token);
            None
        };
        let stopped = loop {
            if out.len() >= limit {
                break None;
            }
            let scanned = if plain {
                scan_common(src, pos, at_line_start)
            } else {
                None
            };
            let stopped = match scanned {
                None => {
                    self.pos = pos;
                    self.at_line_start = at_line_start;
                    let token = self.next_token_in_full(text, interner, Some(&mut *diags));
                    pos = self.pos;
                    at_line_start = self.at_line_start;
                    plain = self.directive == DirectiveState::None;
                    emit(token, out)
                }
                Some(scanned) => {
                    pos = scanned.end;
                    at_line_start = false;
                    match scanned.kind {
                        TokenKind::Ident | TokenKind::Number => {
                            let symbol = interner.intern_in_text(src, scanned.start, scanned.end);
                            // Each kind spelled out, for `emit`.
                            let token = match scanned.kind {
                                TokenKind::Ident => {
                                    common_token(file, TokenKind::Ident, symbol, scanned)
                                }
                                _ => common_token(file, TokenKind::Number, symbol, scanned),
                            };
                            emit(token, out)
                        }
                        TokenKind::Punct(punct) => {
                            let token =
                                common_token(file, TokenKind::Punct(punct), NO_TEXT, scanned);
                            emit(token, out)
                        }
                        // The fast path makes no other kind.
                        _ => emit(self.finish_common(src, scanned, interner), out),
                    }
                }
            };
            if stopped.is_some() {
                break stopped;
            }
        };
        self.pos = pos;
        self.at_line_start = at_line_start;
        stopped
    }
}
