//! GNU attributes: `__attribute__((name, name(arg, ...), ...))`.
//!
//! Attributes are kept generic (name, arguments, span); sema gives them meaning. An argument is a
//! type name when it starts like one (`vec_type_hint(float4)`) and an expression otherwise
//! (`reqd_work_group_size(8, 1, 1)`, `aligned(16)`, `endian(host)`).

use super::{PResult, Parser};
use crate::ast::{AttrArg, Attribute, Ident};
use crate::token::{Keyword, Punct, TokenKind};

impl Parser<'_> {
    pub(super) fn at_attribute(&self) -> bool {
        matches!(
            self.peek_keyword(),
            Some(Keyword::Attribute | Keyword::AttributeU)
        )
    }

    /// Parses any number of consecutive `__attribute__((...))` specifiers into `out`.
    #[inline]
    pub(super) fn attributes(&mut self, out: &mut Vec<Attribute>) -> PResult<()> {
        if self.at_attribute() {
            self.attribute_specifiers(out)
        } else {
            Ok(())
        }
    }

    /// [`Self::attributes`] at an `__attribute__`.
    #[inline(never)]
    fn attribute_specifiers(&mut self, out: &mut Vec<Attribute>) -> PResult<()> {
        while self.at_attribute() {
            // clang checks these parentheses with plain "expected" diagnostics placed after the
            // previous token, without "to match" notes.
            self.bump();
            self.expect_after_prev(Punct::LParen, "expected '(' after 'attribute'")?;
            self.in_brackets(|p| {
                p.expect_after_prev(Punct::LParen, "expected '(' after 'attribute'")?;
                p.in_brackets(|p| p.attribute_list(out))?;
                p.expect_after_prev(Punct::RParen, "expected ')'")
            })?;
            self.expect_after_prev(Punct::RParen, "expected ')'")?;
        }
        Ok(())
    }

    /// The comma-separated attributes between `((` and `))`; empty entries are allowed.
    fn attribute_list(&mut self, out: &mut Vec<Attribute>) -> PResult<()> {
        loop {
            if self.is(Punct::RParen) {
                return Ok(());
            }
            if self.eat(Punct::Comma) {
                continue;
            }
            let t = self.peek();
            if t.kind != TokenKind::Ident {
                return self.error_here("expected identifier");
            }
            self.bump();
            let name = Ident {
                name: t.text,
                span: t.span,
            };
            let mut args = Vec::new();
            let mut span = t.span;
            if self.is(Punct::LParen) {
                let open = self.bump().span;
                self.in_brackets(|p| p.attribute_args(&mut args))?;
                span = span.to(self.span());
                self.expect_close(Punct::RParen, open)?;
            }
            out.push(Attribute { name, args, span });
            if !self.eat(Punct::Comma) {
                return Ok(());
            }
        }
    }

    fn attribute_args(&mut self, args: &mut Vec<AttrArg>) -> PResult<()> {
        if self.is(Punct::RParen) {
            return Ok(());
        }
        loop {
            let arg = if self.starts_type_name() {
                let ty = self.type_name()?;
                AttrArg::Type(self.tu.add_type_name(ty))
            } else {
                AttrArg::Expr(self.assignment_expr()?)
            };
            args.push(arg);
            if !self.eat(Punct::Comma) {
                return Ok(());
            }
        }
    }

    /// Attributes where a list is optional; an error is reported and the list kept so far.
    pub(super) fn attributes_opt(&mut self) -> PResult<Vec<Attribute>> {
        let mut attrs = Vec::new();
        if self.at_attribute() {
            self.attributes(&mut attrs)?;
        }
        Ok(attrs)
    }
}
