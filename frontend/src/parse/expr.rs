//! Expressions: C's precedence levels, casts, compound and vector literals, `sizeof`,
//! `_Alignof`, `vec_step`, postfix operators.
//!
//! Binary operators are parsed by operator precedence with an explicit stack of operators waiting
//! for their right operand, so an operand costs one call whatever the number of precedence
//! levels, and the common operand with no operator around it touches no stack at all. Chains
//! that can be arbitrarily long without brackets are loops: prefix operators and casts are
//! collected on a stack and applied afterwards, assignments and `?:` else-arms are folded from the
//! right.

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::source::Span;
use crate::token::{Keyword, Punct, Token, TokenKind};

/// A prefix waiting for its operand in [`Parser::cast_expr`].
pub(super) enum Prefix {
    Unary(UnaryOp, Span),
    Cast(TypeNameId, Span),
    Sizeof(Span),
    Alignof(Span),
    VecStep(Span),
}

/// A binary operator and its left operand, waiting for the right operand in
/// [`Parser::binary_expr`].
#[derive(Clone, Copy)]
pub(super) struct PendingBinary {
    lhs: ExprId,
    op: BinaryOp,
    prec: u8,
}

/// Binding strength of binary operators; higher binds tighter.
fn binary_op(p: Punct) -> Option<(BinaryOp, u8)> {
    Some(match p {
        Punct::PipePipe => (BinaryOp::LogOr, 1),
        Punct::AmpAmp => (BinaryOp::LogAnd, 2),
        Punct::Pipe => (BinaryOp::BitOr, 3),
        Punct::Caret => (BinaryOp::BitXor, 4),
        Punct::Amp => (BinaryOp::BitAnd, 5),
        Punct::EqEq => (BinaryOp::Eq, 6),
        Punct::Ne => (BinaryOp::Ne, 6),
        Punct::Lt => (BinaryOp::Lt, 7),
        Punct::Gt => (BinaryOp::Gt, 7),
        Punct::Le => (BinaryOp::Le, 7),
        Punct::Ge => (BinaryOp::Ge, 7),
        Punct::Shl => (BinaryOp::Shl, 8),
        Punct::Shr => (BinaryOp::Shr, 8),
        Punct::Plus => (BinaryOp::Add, 9),
        Punct::Minus => (BinaryOp::Sub, 9),
        Punct::Star => (BinaryOp::Mul, 10),
        Punct::Slash => (BinaryOp::Div, 10),
        Punct::Percent => (BinaryOp::Rem, 10),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<Option<BinaryOp>> {
    Some(match p {
        Punct::Assign => None,
        Punct::StarAssign => Some(BinaryOp::Mul),
        Punct::SlashAssign => Some(BinaryOp::Div),
        Punct::PercentAssign => Some(BinaryOp::Rem),
        Punct::PlusAssign => Some(BinaryOp::Add),
        Punct::MinusAssign => Some(BinaryOp::Sub),
        Punct::ShlAssign => Some(BinaryOp::Shl),
        Punct::ShrAssign => Some(BinaryOp::Shr),
        Punct::AmpAssign => Some(BinaryOp::BitAnd),
        Punct::CaretAssign => Some(BinaryOp::BitXor),
        Punct::PipeAssign => Some(BinaryOp::BitOr),
        _ => return None,
    })
}

fn punct_of(kind: TokenKind) -> Option<Punct> {
    match kind {
        TokenKind::Punct(p) => Some(p),
        _ => None,
    }
}

impl Parser<'_> {
    fn expr_span(&self, e: ExprId) -> Span {
        self.tu[e].span
    }

    /// `expression`: assignment expressions separated by commas.
    pub(super) fn expression(&mut self) -> PResult<ExprId> {
        let mut lhs = self.assignment_expr()?;
        while self.eat(Punct::Comma) {
            let rhs = self.assignment_expr()?;
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            lhs = self.add_expr(
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    lhs,
                    rhs,
                },
                span,
            );
        }
        Ok(lhs)
    }

    pub(super) fn assignment_expr(&mut self) -> PResult<ExprId> {
        let first = self.conditional_expr()?;
        let Some(op) = punct_of(self.peek().kind).and_then(assign_op) else {
            return Ok(first);
        };
        // `a = b = c` is right-associative: gather the chain, then fold from the right. The
        // common single assignment needs no list: only the pairs before the last go in `outer`.
        let mut innermost = (first, op);
        let mut outer = Vec::new();
        self.bump();
        let mut last = self.conditional_expr()?;
        while let Some(op) = punct_of(self.peek().kind).and_then(assign_op) {
            self.bump();
            outer.push(innermost);
            innermost = (last, op);
            last = self.conditional_expr()?;
        }
        for (lhs, op) in std::iter::once(innermost).chain(outer.into_iter().rev()) {
            let span = self.expr_span(lhs).to(self.expr_span(last));
            last = self.add_expr(ExprKind::Assign { op, lhs, rhs: last }, span);
        }
        Ok(last)
    }

    /// `a ? b : c`, with `c ? d : e` else-chains folded from the right.
    #[inline]
    pub(super) fn conditional_expr(&mut self) -> PResult<ExprId> {
        let cond = self.binary_expr()?;
        if !self.is(Punct::Question) {
            return Ok(cond);
        }
        self.conditional_arms(cond)
    }

    /// The rest of [`Self::conditional_expr`] from the first `?` on.
    #[inline(never)]
    fn conditional_arms(&mut self, cond: ExprId) -> PResult<ExprId> {
        let mut arms = Vec::new();
        let mut cond = cond;
        let last = loop {
            let question = self.bump().span;
            let then_expr = self.nested(|p| p.expression())?;
            if !self.eat(Punct::Colon) {
                let span = self.span();
                self.report(
                    crate::diag::Diagnostic::error(span, "expected ':'")
                        .with_note(Some(question), "to match this '?'"),
                );
                return Err(Reported);
            }
            arms.push((cond, then_expr));
            let next = self.binary_expr()?;
            if self.is(Punct::Question) {
                cond = next;
            } else {
                break next;
            }
        };
        let mut result = last;
        for (cond, then_expr) in arms.into_iter().rev() {
            let span = self.expr_span(cond).to(self.expr_span(result));
            result = self.add_expr(
                ExprKind::Conditional {
                    cond,
                    then_expr,
                    else_expr: result,
                },
                span,
            );
        }
        Ok(result)
    }

    /// Cast-expressions joined by binary operators (`||` down to `*`). Operators wait on
    /// `pending_binaries` until one that binds less tightly (or the end) shows that their right
    /// operand is complete; equal precedence groups to the left. The nodes come out in the order
    /// precedence climbing by recursion makes them.
    fn binary_expr(&mut self) -> PResult<ExprId> {
        let base = self.pending_binaries.len();
        let result = self.binary_operands(base);
        // Operators left by an error are dropped; after success none are left.
        self.pending_binaries.truncate(base);
        result
    }

    fn binary_operands(&mut self, base: usize) -> PResult<ExprId> {
        let mut operand = self.cast_expr()?;
        while let Some((op, prec)) = punct_of(self.peek().kind).and_then(binary_op) {
            let lhs = self.fold_binaries(base, prec, operand);
            self.bump();
            self.pending_binaries.push(PendingBinary { lhs, op, prec });
            operand = self.cast_expr()?;
        }
        Ok(self.fold_binaries(base, 0, operand))
    }

    /// Completes the operators above `base` that bind at least as tightly as `prec`, innermost
    /// first, with `rhs` as the right operand of the last one; returns the folded expression.
    #[inline]
    fn fold_binaries(&mut self, base: usize, prec: u8, rhs: ExprId) -> ExprId {
        // Most operands have no operator waiting.
        if self.pending_binaries.len() == base {
            return rhs;
        }
        self.fold_pending_binaries(base, prec, rhs)
    }

    #[inline(never)]
    fn fold_pending_binaries(&mut self, base: usize, prec: u8, mut rhs: ExprId) -> ExprId {
        while self.pending_binaries.len() > base {
            let Some(&pending) = self.pending_binaries.last() else {
                break;
            };
            if pending.prec < prec {
                break;
            }
            self.pending_binaries.pop();
            let lhs = pending.lhs;
            let span = self.expr_span(lhs).to(self.expr_span(rhs));
            rhs = self.add_expr(
                ExprKind::Binary {
                    op: pending.op,
                    lhs,
                    rhs,
                },
                span,
            );
        }
        rhs
    }

    /// A cast-expression: any number of prefix operators and casts, then a postfix expression.
    #[inline]
    pub(super) fn cast_expr(&mut self) -> PResult<ExprId> {
        // Most operands have no prefix: they go straight to the postfix expression.
        let t = self.peek();
        let prefixed = match t.kind {
            TokenKind::Punct(p) => matches!(
                p,
                Punct::Plus
                    | Punct::Minus
                    | Punct::Bang
                    | Punct::Tilde
                    | Punct::Star
                    | Punct::Amp
                    | Punct::PlusPlus
                    | Punct::MinusMinus
                    | Punct::LParen
            ),
            TokenKind::Ident => matches!(
                self.keyword_of(t),
                Some(Keyword::Sizeof | Keyword::Alignof | Keyword::VecStep)
            ),
            _ => false,
        };
        if prefixed {
            self.prefixed_cast_expr()
        } else {
            self.postfix_expr()
        }
    }

    /// [`Self::cast_expr`] from a token that may begin a prefix operator or a cast (a `(` may
    /// also begin a parenthesized expression), kept out of line so that the common operand
    /// costs no more than the postfix expression.
    #[inline(never)]
    fn prefixed_cast_expr(&mut self) -> PResult<ExprId> {
        let base = self.prefixes.len();
        let result = self.cast_expr_operand();
        match result {
            Ok(mut operand) => {
                while self.prefixes.len() > base {
                    let Some(prefix) = self.prefixes.pop() else {
                        break;
                    };
                    operand = self.apply_prefix(prefix, operand);
                }
                Ok(operand)
            }
            Err(r) => {
                self.prefixes.truncate(base);
                Err(r)
            }
        }
    }

    fn apply_prefix(&mut self, prefix: Prefix, operand: ExprId) -> ExprId {
        let end = self.expr_span(operand);
        let (kind, start) = match prefix {
            Prefix::Unary(op, s) => (ExprKind::Unary { op, operand }, s),
            Prefix::Cast(ty, s) => (ExprKind::Cast { ty, expr: operand }, s),
            Prefix::Sizeof(s) => (ExprKind::SizeofExpr(operand), s),
            Prefix::Alignof(s) => (ExprKind::AlignofExpr(operand), s),
            Prefix::VecStep(s) => (ExprKind::VecStepExpr(operand), s),
        };
        self.add_expr(kind, start.to(end))
    }

    /// Pushes prefixes onto `self.prefixes` and returns the innermost operand.
    fn cast_expr_operand(&mut self) -> PResult<ExprId> {
        loop {
            let t = self.peek();
            let unary = match t.kind {
                TokenKind::Punct(Punct::Plus) => Some(UnaryOp::Plus),
                TokenKind::Punct(Punct::Minus) => Some(UnaryOp::Neg),
                TokenKind::Punct(Punct::Bang) => Some(UnaryOp::Not),
                TokenKind::Punct(Punct::Tilde) => Some(UnaryOp::BitNot),
                TokenKind::Punct(Punct::Star) => Some(UnaryOp::Deref),
                TokenKind::Punct(Punct::Amp) => Some(UnaryOp::AddrOf),
                TokenKind::Punct(Punct::PlusPlus) => Some(UnaryOp::PreInc),
                TokenKind::Punct(Punct::MinusMinus) => Some(UnaryOp::PreDec),
                _ => None,
            };
            if let Some(op) = unary {
                self.bump();
                let next = self.peek();
                let missing_operand = matches!(
                    next.kind,
                    TokenKind::Eof
                        | TokenKind::Punct(
                            Punct::Semi
                                | Punct::RParen
                                | Punct::RBracket
                                | Punct::RBrace
                                | Punct::Comma
                        )
                );
                if missing_operand && matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
                    // clang points at a `++`/`--` that has no operand.
                    self.error(t.span, "expected expression");
                    return Err(Reported);
                }
                self.prefixes.push(Prefix::Unary(op, t.span));
                continue;
            }
            if t.is_punct(Punct::LParen) && self.token_starts_type_name(1) {
                let open = self.bump().span;
                let ty = self.parenthesized_type(open)?;
                let ty_span = open.to(self.prev_end());
                if self.is(Punct::LBrace) {
                    let init = self.init_list()?;
                    let span = ty_span.to(init.span);
                    let init = self.tu.add_init_list(init);
                    let lit = self.add_expr(ExprKind::CompoundLiteral { ty, init }, span);
                    return self.postfix_suffixes(lit);
                }
                // `(float4)(a, b)` is a literal, `(int4)(float4)(...)` a cast of a cast.
                if self.is(Punct::LParen)
                    && !self.token_starts_type_name(1)
                    && self.is_vector_type_name(ty)
                {
                    let lit = self.vector_literal(ty, ty_span)?;
                    return self.postfix_suffixes(lit);
                }
                self.prefixes.push(Prefix::Cast(ty, ty_span));
                continue;
            }
            let keyword = self.keyword_of(t);
            let make: Option<fn(Span) -> Prefix> = match keyword {
                Some(Keyword::Sizeof) => Some(Prefix::Sizeof),
                Some(Keyword::Alignof) => Some(Prefix::Alignof),
                Some(Keyword::VecStep) => Some(Prefix::VecStep),
                _ => None,
            };
            if let Some(make) = make {
                self.bump();
                if self.is(Punct::LParen) && self.token_starts_type_name(1) {
                    let open = self.bump().span;
                    let ty = self.parenthesized_type(open)?;
                    if self.is(Punct::LBrace) {
                        // `sizeof (T){...}`: the operand is a compound literal.
                        let init = self.init_list()?;
                        let span = open.to(init.span);
                        let init = self.tu.add_init_list(init);
                        let lit = self.add_expr(ExprKind::CompoundLiteral { ty, init }, span);
                        self.prefixes.push(make(t.span));
                        return self.postfix_suffixes(lit);
                    }
                    let span = t.span.to(self.prev_end());
                    let kind = match keyword {
                        Some(Keyword::Sizeof) => ExprKind::SizeofType(ty),
                        Some(Keyword::Alignof) => ExprKind::AlignofType(ty),
                        _ => ExprKind::VecStepType(ty),
                    };
                    return Ok(self.add_expr(kind, span));
                }
                self.prefixes.push(make(t.span));
                continue;
            }
            return self.postfix_expr();
        }
    }

    /// The type and `)` after a `(` already consumed.
    fn parenthesized_type(&mut self, open: Span) -> PResult<TypeNameId> {
        self.in_brackets(|p| {
            let ty = p.type_name()?;
            p.expect_close(Punct::RParen, open)?;
            Ok(p.tu.add_type_name(ty))
        })
    }

    /// `(e1, e2, ...)` after a vector type in parentheses.
    fn vector_literal(&mut self, ty: TypeNameId, ty_span: Span) -> PResult<ExprId> {
        let open = self.bump().span;
        let elems = self.in_brackets(|p| {
            p.expr_list(|p| {
                loop {
                    let e = p.assignment_expr()?;
                    p.open_expr_lists.push(e);
                    if !p.eat(Punct::Comma) {
                        break;
                    }
                }
                p.expect_close(Punct::RParen, open)
            })
        })?;
        let list_span = open.to(self.prev_end());
        Ok(self.add_expr(
            ExprKind::VectorLiteral {
                ty,
                elems,
                list_span,
            },
            ty_span.to(list_span),
        ))
    }

    #[inline]
    fn postfix_expr(&mut self) -> PResult<ExprId> {
        let e = self.primary_expr()?;
        self.postfix_suffixes(e)
    }

    /// The postfix operators after `e`; most expressions have none.
    #[inline]
    fn postfix_suffixes(&mut self, e: ExprId) -> PResult<ExprId> {
        match self.peek().kind {
            TokenKind::Punct(
                Punct::LBracket
                | Punct::LParen
                | Punct::Dot
                | Punct::Arrow
                | Punct::PlusPlus
                | Punct::MinusMinus,
            ) => self.postfix_operators(e),
            _ => Ok(e),
        }
    }

    #[inline(never)]
    fn postfix_operators(&mut self, mut e: ExprId) -> PResult<ExprId> {
        loop {
            let t = self.peek();
            let start = self.expr_span(e);
            match t.kind {
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let index = self.in_brackets(|p| {
                        let index = p.expression()?;
                        p.expect_close(Punct::RBracket, t.span)?;
                        Ok(index)
                    })?;
                    e = self.add_expr(
                        ExprKind::Index { base: e, index },
                        start.to(self.prev_end()),
                    );
                }
                TokenKind::Punct(Punct::LParen) => {
                    self.bump();
                    let args = self.in_brackets(|p| p.call_args(t.span))?;
                    e = self.add_expr(
                        ExprKind::Call { callee: e, args },
                        start.to(self.prev_end()),
                    );
                }
                TokenKind::Punct(Punct::Dot | Punct::Arrow) => {
                    self.bump();
                    let name = self.peek();
                    if name.kind != TokenKind::Ident {
                        return self.error_here("expected identifier");
                    }
                    self.bump();
                    let member = Ident {
                        name: name.text,
                        span: name.span,
                    };
                    let arrow = t.is_punct(Punct::Arrow);
                    e = self.add_expr(
                        ExprKind::Member {
                            base: e,
                            member,
                            arrow,
                        },
                        start.to(name.span),
                    );
                }
                TokenKind::Punct(Punct::PlusPlus | Punct::MinusMinus) => {
                    self.bump();
                    let op = if t.is_punct(Punct::PlusPlus) {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    e = self.add_expr(ExprKind::Unary { op, operand: e }, start.to(t.span));
                }
                _ => return Ok(e),
            }
        }
    }

    fn call_args(&mut self, open: Span) -> PResult<ExprList> {
        self.expr_list(|p| {
            if p.eat(Punct::RParen) {
                return Ok(());
            }
            loop {
                let arg = p.assignment_expr()?;
                p.open_expr_lists.push(arg);
                if !p.eat(Punct::Comma) {
                    break;
                }
            }
            p.expect_close(Punct::RParen, open)
        })
    }

    pub(super) fn primary_expr(&mut self) -> PResult<ExprId> {
        let t = self.peek();
        let kind = match t.kind {
            TokenKind::Ident => {
                if !self.names.is_ordinary_name(t.text) {
                    return self.name_not_expression(t);
                }
                ExprKind::Ident(t.text)
            }
            TokenKind::Number => ExprKind::Number(t.text),
            TokenKind::Char => ExprKind::Char(t.text),
            _ => return self.other_primary_expr(t),
        };
        self.bump();
        Ok(self.add_expr(kind, t.span))
    }

    /// A keyword or type name where an expression should start.
    #[cold]
    #[inline(never)]
    fn name_not_expression(&mut self, t: Token) -> PResult<ExprId> {
        if let Some(value @ (Keyword::True | Keyword::False)) = self.keyword_of(t) {
            self.bump();
            return Ok(self.add_expr(ExprKind::Bool(value == Keyword::True), t.span));
        }
        if self.keyword_of(t).is_some() {
            return self.error_here("expected expression");
        }
        let name = self.interner().resolve(t.text).to_string();
        self.error_here(format!(
            "unexpected type name '{name}': expected expression"
        ))
    }

    /// The primary expressions that are not one token: strings, parentheses, blocks (and
    /// errors), out of [`Self::primary_expr`]'s way.
    #[inline(never)]
    fn other_primary_expr(&mut self, t: Token) -> PResult<ExprId> {
        match t.kind {
            TokenKind::Str => {
                let mut pieces = Vec::new();
                let mut span = t.span;
                while self.peek().kind == TokenKind::Str {
                    let s = self.bump();
                    span = span.to(s.span);
                    pieces.push(Ident {
                        name: s.text,
                        span: s.span,
                    });
                }
                let pieces = self.tu.add_list(pieces);
                Ok(self.add_expr(ExprKind::Str(pieces), span))
            }
            TokenKind::Punct(Punct::LParen) => {
                let open = self.bump().span;
                let inner = self.in_brackets(|p| {
                    let inner = p.expression()?;
                    p.expect_close(Punct::RParen, open)?;
                    Ok(inner)
                })?;
                Ok(self.add_expr(ExprKind::Paren(inner), open.to(self.prev_end())))
            }
            TokenKind::Punct(Punct::Caret) => self.block_literal(),
            _ => self.error_here("expected expression"),
        }
    }

    /// `^ (params) { body }` or `^ { body }`: an OpenCL C 2.0 block (for device-side enqueue,
    /// which Vulkan cannot do). It is parsed so that the program's other errors still show, and
    /// reported once; the tree gets an error node.
    #[cold]
    #[inline(never)]
    fn block_literal(&mut self) -> PResult<ExprId> {
        let caret = self.bump().span;
        self.reject_block(caret);
        self.names.push_scope();
        let result = (|| {
            if self.is(Punct::LParen) {
                let part = self.function_suffix()?;
                if let DeclaratorPartKind::Function(f) = &part.kind {
                    for name in f.params.iter().filter_map(|p| p.declarator.name) {
                        self.names.bind(name.name, super::names::Binding::Ordinary);
                    }
                }
            }
            if !self.is(Punct::LBrace) {
                return self.error_here("expected '{'");
            }
            self.compound_stmt(false)
        })();
        self.names.pop_scope();
        result?;
        Ok(self.add_expr(ExprKind::Error, caret.to(self.prev_end())))
    }
}
