//! `#if`/`#elif` expressions: macro expansion with `defined`, then evaluation of C's integer constant
//! expressions in `intmax_t`/`uintmax_t` (64 bits), with C's conversions, short-circuiting (no
//! errors in unevaluated operands), and clang's diagnostics.

use super::{PpToken, Preprocessor};
use crate::diag::{Diagnostic, Diagnostics};
use crate::literal::{decode_char, parse_number, NumberLiteral};
use crate::source::Span;
use crate::token::{Interner, Keyword, Punct, Token, TokenKind};

/// Parentheses and unary operators nested deeper than this stop evaluation with an error.
const MAX_NESTING: u32 = 256;

/// A value of a preprocessor expression: 64 bits, signed or unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn boolean(b: bool) -> Value {
        Value::signed(b as i64)
    }

    fn is_true(self) -> bool {
        self.bits != 0
    }
}

/// The evaluation stopped after reporting an error.
struct Reported;

type Eval<T> = Result<T, Reported>;

impl Preprocessor<'_> {
    /// Reads the rest of an `#if`/`#elif` line and evaluates it; errors count as false.
    pub(super) fn evaluate_condition(&mut self, directive: Token) -> bool {
        let line = self.rest_of_line();
        let end = line.last().map_or(directive.span, |t| t.span);
        let end = Span::new(end.file, end.end, end.end);
        let Some(tokens) = self.expand_condition(&line) else {
            return false;
        };
        let mut evaluator = Evaluator {
            tokens: &tokens,
            pos: 0,
            end,
            depth: 0,
            interner: self.interner,
            diags: self.diags,
        };
        evaluator.evaluate().is_some_and(Value::is_true)
    }

    /// Macro-expands a condition, replacing `defined X` and `defined(X)` by `1` or `0`.
    fn expand_condition(&mut self, line: &[Token]) -> Option<Vec<Token>> {
        let base = self.contexts.len();
        let mut list = self.take_token_vec();
        list.extend(line.iter().map(|&t| PpToken::new(t)));
        list.push(PpToken::new(super::eof_token()));
        self.push_context(list, None);
        let mut out = Vec::with_capacity(line.len());
        let mut failed = false;
        loop {
            let token = self.next_expanded().tok;
            if token.kind == TokenKind::Eof {
                break;
            }
            if token.kind == TokenKind::Ident && token.text == self.names.defined {
                match self.defined_operand(token) {
                    Some(value) => out.push(value),
                    None => {
                        failed = true;
                        break;
                    }
                }
                continue;
            }
            out.push(token);
        }
        while self.contexts.len() > base {
            self.pop_context();
        }
        (!failed).then_some(out)
    }

    /// The operand of `defined`, as a `1`/`0` token; `None` after an error.
    fn defined_operand(&mut self, defined: Token) -> Option<Token> {
        let mut name = self.next_unexpanded();
        let mut open = None;
        if name.tok.is_punct(Punct::LParen) {
            open = Some(name.tok);
            name = self.next_unexpanded();
        }
        if name.tok.kind != TokenKind::Ident {
            if name.tok.kind == TokenKind::Eof {
                self.unread(name);
                let span = Span::new(defined.span.file, defined.span.end, defined.span.end);
                self.diags.error(span, "macro name missing");
            } else {
                self.diags
                    .error(name.tok.span, "macro name must be an identifier");
            }
            return None;
        }
        if let Some(open) = open {
            let close = self.next_unexpanded();
            if !close.tok.is_punct(Punct::RParen) {
                if close.tok.kind == TokenKind::Eof {
                    self.unread(close);
                }
                let span = if close.tok.kind == TokenKind::Eof {
                    Span::new(name.tok.span.file, name.tok.span.end, name.tok.span.end)
                } else {
                    close.tok.span
                };
                let d = Diagnostic::error(span, "missing ')' after 'defined'")
                    .with_note(Some(open.span), "to match this '('");
                self.diags.push(d);
                return None;
            }
        }
        let is_defined = self.macros.lookup(name.tok.text).is_some();
        let text = self.interner.intern(if is_defined { "1" } else { "0" });
        Some(Token {
            kind: TokenKind::Number,
            text,
            span: defined.span,
            flags: defined.flags,
        })
    }
}

struct Evaluator<'t, 'd> {
    tokens: &'t [Token],
    pos: usize,
    /// Just past the last token, where "expected value" errors point.
    end: Span,
    depth: u32,
    interner: &'d Interner,
    diags: &'d mut Diagnostics,
}

impl Evaluator<'_, '_> {
    fn evaluate(&mut self) -> Option<Value> {
        let value = self.comma(true).ok()?;
        if let Some(token) = self.peek() {
            let message = "token is not a valid binary operator in a preprocessor subexpression";
            self.diags.error(token.span, message);
            return None;
        }
        Some(value)
    }

    fn peek(&self) -> Option<Token> {
        self.tokens.get(self.pos).copied()
    }

    fn peek_punct(&self) -> Option<Punct> {
        match self.peek()?.kind {
            TokenKind::Punct(p) => Some(p),
            _ => None,
        }
    }

    fn error<T>(&mut self, span: Span, message: &str) -> Eval<T> {
        self.diags.error(span, message);
        Err(Reported)
    }

    fn here(&self) -> Span {
        self.peek().map_or(self.end, |t| t.span)
    }

    fn comma(&mut self, evaluate: bool) -> Eval<Value> {
        let mut value = self.conditional(evaluate)?;
        while self.peek_punct() == Some(Punct::Comma) {
            self.pos += 1;
            value = self.conditional(evaluate)?;
        }
        Ok(value)
    }

    fn conditional(&mut self, evaluate: bool) -> Eval<Value> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let at = self.here();
            return self.error(at, "bracket nesting level exceeded maximum of 256");
        }
        let result = crate::stack::grow(|| self.conditional_inner(evaluate));
        self.depth -= 1;
        result
    }

    fn conditional_inner(&mut self, evaluate: bool) -> Eval<Value> {
        let condition = self.binary(1, evaluate)?;
        if self.peek_punct() != Some(Punct::Question) {
            return Ok(condition);
        }
        let question = self.here();
        self.pos += 1;
        let then = self.comma(evaluate && condition.is_true())?;
        if self.peek_punct() != Some(Punct::Colon) {
            let d = Diagnostic::error(self.here(), "expected ':'")
                .with_note(Some(question), "to match this '?'");
            self.diags.push(d);
            return Err(Reported);
        }
        self.pos += 1;
        let otherwise = self.conditional(evaluate && !condition.is_true())?;
        let unsigned = then.unsigned || otherwise.unsigned;
        let chosen = if condition.is_true() { then } else { otherwise };
        Ok(Value {
            bits: chosen.bits,
            unsigned,
        })
    }

    fn binary(&mut self, min_precedence: u8, evaluate: bool) -> Eval<Value> {
        let mut lhs = self.unary(evaluate)?;
        loop {
            let Some(op) = self.peek_punct() else {
                return Ok(lhs);
            };
            let Some(precedence) = precedence(op) else {
                return Ok(lhs);
            };
            if precedence < min_precedence {
                return Ok(lhs);
            }
            let op_span = self.here();
            self.pos += 1;
            let rhs_evaluated = match op {
                Punct::AmpAmp => evaluate && lhs.is_true(),
                Punct::PipePipe => evaluate && !lhs.is_true(),
                _ => evaluate,
            };
            let rhs = self.binary(precedence + 1, rhs_evaluated)?;
            lhs = self.apply(op, op_span, lhs, rhs, evaluate)?;
        }
    }

    fn apply(
        &mut self,
        op: Punct,
        at: Span,
        lhs: Value,
        rhs: Value,
        evaluate: bool,
    ) -> Eval<Value> {
        let unsigned = lhs.unsigned || rhs.unsigned;
        let (a, b) = (lhs.bits, rhs.bits);
        let arithmetic = |bits: u64| Value { bits, unsigned };
        let compare = |signed: bool, unsigned_result: bool| {
            Value::boolean(if unsigned { unsigned_result } else { signed })
        };
        Ok(match op {
            Punct::Star => arithmetic(a.wrapping_mul(b)),
            Punct::Slash | Punct::Percent => {
                if b == 0 {
                    if !evaluate {
                        return Ok(arithmetic(0));
                    }
                    let message = if op == Punct::Slash {
                        "division by zero in preprocessor expression"
                    } else {
                        "remainder by zero in preprocessor expression"
                    };
                    return self.error(at, message);
                }
                let bits = match (op, unsigned) {
                    (Punct::Slash, true) => a / b,
                    (Punct::Slash, false) => (a as i64).wrapping_div(b as i64) as u64,
                    (_, true) => a % b,
                    (_, false) => (a as i64).wrapping_rem(b as i64) as u64,
                };
                arithmetic(bits)
            }
            Punct::Plus => arithmetic(a.wrapping_add(b)),
            Punct::Minus => arithmetic(a.wrapping_sub(b)),
            Punct::Shl | Punct::Shr => {
                let amount = if !rhs.unsigned && (b as i64) < 0 {
                    u64::MAX
                } else {
                    b
                };
                let bits = if op == Punct::Shl {
                    if amount >= 64 {
                        0
                    } else {
                        a << amount
                    }
                } else if lhs.unsigned {
                    if amount >= 64 {
                        0
                    } else {
                        a >> amount
                    }
                } else {
                    ((a as i64) >> amount.min(63)) as u64
                };
                Value {
                    bits,
                    unsigned: lhs.unsigned,
                }
            }
            Punct::Lt => compare((a as i64) < (b as i64), a < b),
            Punct::Gt => compare((a as i64) > (b as i64), a > b),
            Punct::Le => compare((a as i64) <= (b as i64), a <= b),
            Punct::Ge => compare((a as i64) >= (b as i64), a >= b),
            Punct::EqEq => Value::boolean(a == b),
            Punct::Ne => Value::boolean(a != b),
            Punct::Amp => arithmetic(a & b),
            Punct::Caret => arithmetic(a ^ b),
            Punct::Pipe => arithmetic(a | b),
            Punct::AmpAmp => Value::boolean(a != 0 && b != 0),
            Punct::PipePipe => Value::boolean(a != 0 || b != 0),
            _ => arithmetic(0),
        })
    }

    fn unary(&mut self, evaluate: bool) -> Eval<Value> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let at = self.here();
            return self.error(at, "bracket nesting level exceeded maximum of 256");
        }
        let result = crate::stack::grow(|| self.unary_inner(evaluate));
        self.depth -= 1;
        result
    }

    fn unary_inner(&mut self, evaluate: bool) -> Eval<Value> {
        let Some(token) = self.peek() else {
            let end = self.end;
            return self.error(end, "expected value in expression");
        };
        self.pos += 1;
        match token.kind {
            TokenKind::Punct(Punct::LParen) => {
                let value = self.comma(evaluate)?;
                if self.peek_punct() != Some(Punct::RParen) {
                    let d =
                        Diagnostic::error(self.here(), "expected ')' in preprocessor expression")
                            .with_note(Some(token.span), "to match this '('");
                    self.diags.push(d);
                    return Err(Reported);
                }
                self.pos += 1;
                Ok(value)
            }
            TokenKind::Punct(Punct::Plus) => self.unary(evaluate),
            TokenKind::Punct(Punct::Minus) => {
                let v = self.unary(evaluate)?;
                Ok(Value {
                    bits: v.bits.wrapping_neg(),
                    ..v
                })
            }
            TokenKind::Punct(Punct::Tilde) => {
                let v = self.unary(evaluate)?;
                Ok(Value { bits: !v.bits, ..v })
            }
            TokenKind::Punct(Punct::Bang) => {
                let v = self.unary(evaluate)?;
                Ok(Value::boolean(!v.is_true()))
            }
            TokenKind::Number => self.number(token),
            TokenKind::Char => match decode_char(self.interner.resolve(token.text)) {
                Ok(c) => Ok(Value::signed(c.value)),
                Err(e) => self.error(token.span, &e.to_string()),
            },
            TokenKind::Ident => {
                if self.peek_punct() == Some(Punct::LParen) {
                    let message = format!(
                        "function-like macro '{}' is not defined",
                        self.interner.resolve(token.text)
                    );
                    return self.error(token.span, &message);
                }
                // `true` is a keyword in OpenCL C and, as in C++, evaluates to 1 (clang).
                Ok(Value::signed(i64::from(
                    token.text == Keyword::True.symbol(),
                )))
            }
            _ => self.error(
                token.span,
                "invalid token at start of a preprocessor expression",
            ),
        }
    }

    fn number(&mut self, token: Token) -> Eval<Value> {
        match parse_number(self.interner.resolve(token.text)) {
            Ok(NumberLiteral::Int {
                value,
                suffix,
                radix,
            }) => {
                let unsigned = suffix.unsigned || value > i64::MAX as u64;
                if unsigned && !suffix.unsigned && radix == 10 {
                    self.diags.warning(
                        token.span,
                        "integer literal is too large to be represented in a signed integer type, \
                         interpreting as unsigned",
                    );
                }
                Ok(Value {
                    bits: value,
                    unsigned,
                })
            }
            Ok(NumberLiteral::Float { .. }) => self.error(
                token.span,
                "floating point literal in preprocessor expression",
            ),
            Err(e) => self.error(token.span, &e.to_string()),
        }
    }
}

/// Binary operator precedence, higher binds tighter; `None` for non-binary tokens.
fn precedence(op: Punct) -> Option<u8> {
    Some(match op {
        Punct::Star | Punct::Slash | Punct::Percent => 10,
        Punct::Plus | Punct::Minus => 9,
        Punct::Shl | Punct::Shr => 8,
        Punct::Lt | Punct::Gt | Punct::Le | Punct::Ge => 7,
        Punct::EqEq | Punct::Ne => 6,
        Punct::Amp => 5,
        Punct::Caret => 4,
        Punct::Pipe => 3,
        Punct::AmpAmp => 2,
        Punct::PipePipe => 1,
        _ => return None,
    })
}
