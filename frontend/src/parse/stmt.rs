//! Statements and blocks.
//!
//! `else if` chains and runs of `case`/`default`/labels are parsed with loops (generated code
//! makes them long); other unbraced statement bodies recurse through [`Parser::nested`].

use super::decl::keyword_starts_specifiers;
use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Keyword, Punct, TokenKind};

/// A label waiting for its statement.
enum Label {
    Case(ExprId, Span),
    Default(Span),
    Named(Ident),
}

impl Parser<'_> {
    /// `{ block-items }`. `new_scope` is false for a function body, whose scope the parameters
    /// opened. A missing `}` at the end of the file is reported once, with the `{` it matches.
    pub(super) fn compound_stmt(&mut self, new_scope: bool) -> PResult<StmtId> {
        let open = self.bump().span;
        let items = self.in_brackets(|p| {
            if new_scope {
                p.names.push_scope();
            }
            let items = p.stmt_list(|p| {
                while !p.is(Punct::RBrace) && !p.at_eof() {
                    let start = p.position();
                    match p.block_item() {
                        Ok(s) => p.open_stmt_lists.push(s),
                        Err(Reported) => {
                            if p.fatal {
                                break;
                            }
                            p.skip_to_stmt_end();
                            if p.position() == start && !p.is(Punct::RBrace) {
                                p.bump();
                            }
                        }
                    }
                }
                Ok(())
            });
            if new_scope {
                p.names.pop_scope();
            }
            items
        });
        let items = items?;
        if !self.eat(Punct::RBrace) && !self.fatal {
            let span = self.eof_location();
            self.report(
                Diagnostic::error(span, "expected '}'").with_note(Some(open), "to match this '{'"),
            );
        }
        Ok(self.add_stmt(StmtKind::Compound(items), open.to(self.prev_end())))
    }

    /// A statement or a declaration.
    fn block_item(&mut self) -> PResult<StmtId> {
        while self.peek().kind == TokenKind::Ident && self.peek().text == self.names.extension {
            self.bump();
        }
        let t = self.peek();
        if let Some(pragma) = self.extension_pragma() {
            return Ok(self.add_stmt(StmtKind::ExtensionPragma(pragma), pragma.span));
        }
        if let Some(pragma) = self.fp_contract_pragma() {
            return Ok(self.add_stmt(StmtKind::FpContractPragma(pragma), pragma.span));
        }
        if t.kind == TokenKind::Ident {
            // The token is classified once: a keyword, a type name, or a name that may be a
            // label, an undeclared type or the start of an expression.
            match self.keyword_of(t) {
                Some(Keyword::StaticAssert) => {
                    let sa = self.static_assert()?;
                    let span = sa.span;
                    return Ok(self.add_stmt(StmtKind::StaticAssert(sa), span));
                }
                Some(k) if keyword_starts_specifiers(k) => {
                    return self.declaration_stmt(Vec::new());
                }
                Some(Keyword::Attribute | Keyword::AttributeU) => {
                    return self.attributed_block_item();
                }
                Some(_) => {}
                None => {
                    let is_label = self.peek_at(1).is_punct(Punct::Colon);
                    if !is_label && (self.names.is_type(t.text) || self.at_unknown_type_name()) {
                        return self.declaration_stmt(Vec::new());
                    }
                }
            }
        }
        self.statement()
    }

    /// `#pragma OPENCL EXTENSION`, where a declaration or statement may start.
    pub(super) fn extension_pragma(&mut self) -> Option<ExtensionPragma> {
        let t = self.peek();
        let TokenKind::ExtensionPragma { enable } = t.kind else {
            return None;
        };
        self.bump();
        Some(ExtensionPragma {
            name: t.text,
            enable,
            span: t.span,
        })
    }

    /// `#pragma OPENCL FP_CONTRACT`, where a declaration or statement may start.
    pub(super) fn fp_contract_pragma(&mut self) -> Option<FpContractPragma> {
        let t = self.peek();
        let TokenKind::FpContractPragma { on } = t.kind else {
            return None;
        };
        self.bump();
        Some(FpContractPragma { on, span: t.span })
    }

    /// A block item that starts with attributes: a declaration or an attributed statement.
    #[inline(never)]
    fn attributed_block_item(&mut self) -> PResult<StmtId> {
        let start = self.span();
        let mut attrs = Vec::new();
        self.attributes(&mut attrs)?;
        if self.starts_decl_specs() || self.at_unknown_type_name() {
            return self.declaration_stmt(attrs);
        }
        let body = self.nested(|p| p.statement())?;
        let span = start.to(self.prev_end());
        Ok(self.add_stmt(StmtKind::Attributed { attrs, body }, span))
    }

    fn declaration_stmt(&mut self, attrs: Vec<Attribute>) -> PResult<StmtId> {
        let d = self.block_declaration(attrs)?;
        let span = d.span;
        let decl = self.tu.add_block_decl(d);
        Ok(self.add_stmt(StmtKind::Decl(decl), span))
    }

    /// A statement (declarations are not statements in C99: `if (x) int y;` is an error).
    pub(super) fn statement(&mut self) -> PResult<StmtId> {
        let t = self.peek();
        let start = t.span;
        if self.is_label_start() {
            return self.labeled_stmt();
        }
        match t.kind {
            TokenKind::Punct(Punct::LBrace) => return self.compound_stmt(true),
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                return Ok(self.add_stmt(StmtKind::Empty, start));
            }
            _ => {}
        }
        let kind = match self.keyword_of(t) {
            Some(Keyword::If) => return self.if_stmt(),
            Some(Keyword::Switch) => {
                self.bump();
                let cond = self.paren_condition("switch")?;
                let body = self.nested(|p| p.statement())?;
                StmtKind::Switch { cond, body }
            }
            Some(Keyword::While) => {
                self.bump();
                let cond = self.paren_condition("while")?;
                let body = self.nested(|p| p.statement())?;
                StmtKind::While { cond, body }
            }
            Some(Keyword::Do) => return self.do_stmt(),
            Some(Keyword::For) => return self.for_stmt(),
            Some(Keyword::Break) => {
                self.bump();
                self.expect_after_prev(Punct::Semi, "expected ';' after break statement")?;
                StmtKind::Break
            }
            Some(Keyword::Continue) => {
                self.bump();
                self.expect_after_prev(Punct::Semi, "expected ';' after continue statement")?;
                StmtKind::Continue
            }
            Some(Keyword::Return) => {
                self.bump();
                let value = if self.is(Punct::Semi) {
                    None
                } else {
                    Some(self.expression()?)
                };
                self.expect_after_prev(Punct::Semi, "expected ';' after return statement")?;
                StmtKind::Return(value)
            }
            Some(Keyword::Goto) => {
                self.bump();
                let name = self.peek();
                if !self.is_plain_ident(name) {
                    return self.error_here("expected identifier");
                }
                self.bump();
                self.expect_after_prev(Punct::Semi, "expected ';' after goto statement")?;
                StmtKind::Goto(Ident {
                    name: name.text,
                    span: name.span,
                })
            }
            Some(Keyword::Attribute | Keyword::AttributeU) => {
                let mut attrs = Vec::new();
                self.attributes(&mut attrs)?;
                let body = self.nested(|p| p.statement())?;
                StmtKind::Attributed { attrs, body }
            }
            _ => {
                let e = self.expression()?;
                self.expect_after_prev(Punct::Semi, "expected ';' after expression")?;
                StmtKind::Expr(e)
            }
        };
        Ok(self.add_stmt(kind, start.to(self.prev_end())))
    }

    fn is_label_start(&self) -> bool {
        let t = self.peek();
        match self.keyword_of(t) {
            Some(Keyword::Case | Keyword::Default) => true,
            Some(_) => false,
            None => t.kind == TokenKind::Ident && self.peek_at(1).is_punct(Punct::Colon),
        }
    }

    /// `case 1: case 2: default: name: stmt` — the labels are collected first, then nested
    /// around the statement from the inside out.
    fn labeled_stmt(&mut self) -> PResult<StmtId> {
        // The first label needs no list: only the labels after it go in `more`.
        let mut first = None;
        let mut more = Vec::new();
        while self.is_label_start() {
            let t = self.bump();
            let label = match self.keyword_of(t) {
                Some(Keyword::Case) => {
                    let value = self.conditional_expr()?;
                    self.expect_after_prev(Punct::Colon, "expected ':' after 'case'")?;
                    Label::Case(value, t.span)
                }
                Some(Keyword::Default) => {
                    self.expect_after_prev(Punct::Colon, "expected ':' after 'default'")?;
                    Label::Default(t.span)
                }
                _ => {
                    self.bump();
                    Label::Named(Ident {
                        name: t.text,
                        span: t.span,
                    })
                }
            };
            if first.is_none() {
                first = Some(label);
            } else {
                more.push(label);
            }
        }
        let mut body = if self.is(Punct::RBrace) {
            let span = self.span();
            self.error(span, "expected statement");
            self.add_stmt(StmtKind::Empty, span)
        } else {
            self.nested(|p| p.statement())?
        };
        for label in first.into_iter().chain(more).rev() {
            let end = self.tu[body].span;
            let (kind, start) = match label {
                Label::Case(value, s) => (StmtKind::Case { value, body }, s),
                Label::Default(s) => (StmtKind::Default { body }, s),
                Label::Named(label) => (StmtKind::Label { label, body }, label.span),
            };
            body = self.add_stmt(kind, start.to(end));
        }
        Ok(body)
    }

    /// `( expression )` after `if`, `while` or `switch`.
    fn paren_condition(&mut self, keyword: &str) -> PResult<ExprId> {
        if !self.is(Punct::LParen) {
            return self.error_here(format!("expected '(' after '{keyword}'"));
        }
        let open = self.bump().span;
        self.in_brackets(|p| {
            let cond = p.expression()?;
            p.expect_close(Punct::RParen, open)?;
            Ok(cond)
        })
    }

    /// `if` with its `else if` chain parsed iteratively.
    fn if_stmt(&mut self) -> PResult<StmtId> {
        // The first arm needs no list: only `else if` arms go in `more`.
        let mut first = None;
        let mut more: Vec<(Span, ExprId, StmtId)> = Vec::new();
        let mut else_stmt = None;
        loop {
            let start = self.bump().span;
            let cond = self.paren_condition("if")?;
            let then_stmt = self.nested(|p| p.statement())?;
            if first.is_none() {
                first = Some((start, cond, then_stmt));
            } else {
                more.push((start, cond, then_stmt));
            }
            if !self.is_keyword(Keyword::Else) {
                break;
            }
            self.bump();
            if self.is_keyword(Keyword::If) {
                continue;
            }
            else_stmt = Some(self.nested(|p| p.statement())?);
            break;
        }
        let mut end = self.prev_end();
        let mut result = None;
        for (start, cond, then_stmt) in first.into_iter().chain(more).rev() {
            let stmt = self.add_stmt(
                StmtKind::If {
                    cond,
                    then_stmt,
                    else_stmt: result.or(else_stmt),
                },
                start.to(end),
            );
            end = self.prev_end();
            result = Some(stmt);
        }
        result.ok_or(Reported)
    }

    fn do_stmt(&mut self) -> PResult<StmtId> {
        let start = self.bump().span;
        let body = self.nested(|p| p.statement())?;
        if !self.is_keyword(Keyword::While) {
            let span = self.span();
            self.report(
                Diagnostic::error(span, "expected 'while' in do/while loop")
                    .with_note(Some(start), "to match this 'do'"),
            );
            return Err(Reported);
        }
        self.bump();
        let cond = self.paren_condition("while")?;
        self.expect_after_prev(Punct::Semi, "expected ';' after do/while statement")?;
        Ok(self.add_stmt(StmtKind::DoWhile { body, cond }, start.to(self.prev_end())))
    }

    fn for_stmt(&mut self) -> PResult<StmtId> {
        let start = self.bump().span;
        if !self.is(Punct::LParen) {
            return self.error_here("expected '(' after 'for'");
        }
        let open = self.bump().span;
        self.names.push_scope();
        let result = self.in_brackets(|p| p.for_rest(start, open));
        self.names.pop_scope();
        result
    }

    fn for_rest(&mut self, start: Span, open: Span) -> PResult<StmtId> {
        let init = if self.eat(Punct::Semi) {
            ForInit::None
        } else if self.starts_decl_specs() || self.at_unknown_type_name() {
            let decl = self.block_declaration(Vec::new())?;
            ForInit::Decl(self.tu.add_block_decl(decl))
        } else {
            let e = self.expression()?;
            self.expect_here(Punct::Semi, "expected ';' in 'for' statement specifier")?;
            ForInit::Expr(e)
        };
        let cond = if self.is(Punct::Semi) {
            None
        } else {
            Some(self.expression()?)
        };
        self.expect_here(Punct::Semi, "expected ';' in 'for' statement specifier")?;
        let step = if self.is(Punct::RParen) {
            None
        } else {
            Some(self.expression()?)
        };
        self.expect_close(Punct::RParen, open)?;
        let body = self.nested(|p| p.statement())?;
        Ok(self.add_stmt(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            start.to(self.prev_end()),
        ))
    }

    /// Consumes `p` or reports `message` at the current token and goes on as if it were there
    /// (inside `for (...)` the rest of the header is still worth parsing).
    fn expect_here(&mut self, p: Punct, message: &str) -> PResult<()> {
        if !self.eat(p) {
            let span = self.span();
            self.error(span, message);
        }
        Ok(())
    }
}
