//! Declarators (named and abstract), parameter lists and type names.
//!
//! A declarator is pointers, then a name or a parenthesized declarator, then array and function
//! suffixes. The derived parts are stored from the name outwards: the nested declarator's parts,
//! then the suffixes left to right, then the pointers right to left (`int *(*p)[3]`: `p` is a
//! pointer to an array of 3 pointers to int, parts `[ptr, array(3), ptr]`).

use super::decl::{qualifier_spec, DeclContext};
use super::names::Binding;
use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::source::Span;
use crate::token::{Keyword, Punct, TokenKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// A name is required (variables, functions, fields).
    Named,
    /// No name (type names).
    Abstract,
    /// Either (parameters).
    Either,
}

impl Parser<'_> {
    /// A declarator that must declare a name; `missing` is the message when it does not.
    pub(super) fn declarator_named(&mut self, missing: &str) -> PResult<Declarator> {
        self.declarator(Mode::Named, missing)
    }

    /// `specifiers abstract-declarator`, as in casts and `sizeof`.
    pub(super) fn type_name(&mut self) -> PResult<TypeName> {
        let start = self.span();
        let specs = self.decl_specs(DeclContext::TypeName)?;
        if specs.specs.is_empty() {
            return self.error_here("type name requires a specifier or qualifier");
        }
        let declarator = self.declarator(Mode::Abstract, "")?;
        Ok(TypeName {
            specs,
            declarator,
            span: start.to(self.prev_end()),
        })
    }

    fn declarator(&mut self, mode: Mode, missing: &str) -> PResult<Declarator> {
        // The pointers wait on a stack shared with the nested declarators (no allocation per
        // declarator), cut back to where they began even on error.
        let base = self.open_pointers.len();
        let result = self.declarator_after(base, mode, missing);
        self.open_pointers.truncate(base);
        result
    }

    /// [`Self::declarator`], its pointers pushed onto `open_pointers` from `base` on.
    fn declarator_after(&mut self, base: usize, mode: Mode, missing: &str) -> PResult<Declarator> {
        let start = self.span();
        // The common declarator is a name, perhaps with one suffix; the rest is out of line so
        // that this path keeps a small frame.
        if self.is(Punct::Star) || self.is(Punct::Caret) {
            self.pointers()?;
        }
        let mut decl = Declarator::default();
        let t = self.peek();
        if mode != Mode::Abstract && self.is_plain_ident(t) {
            self.bump();
            decl.name = Some(Ident {
                name: t.text,
                span: t.span,
            });
        } else if self.is(Punct::LParen) && self.paren_is_nested_declarator(mode) {
            decl = self.nested_declarator(mode, missing)?;
        } else if mode == Mode::Named {
            return self.missing_declarator_name(missing);
        }
        if self.is(Punct::LBracket) || self.is(Punct::LParen) {
            self.declarator_suffixes(&mut decl.parts)?;
        }
        if self.open_pointers.len() > base {
            decl.parts.extend(self.open_pointers.drain(base..).rev());
        }
        decl.span = start.to(self.prev_end());
        if decl.name.is_none() && decl.parts.is_empty() {
            decl.span = Span {
                end: start.start,
                ..start
            };
        }
        if decl.parts.len() > 1 {
            self.reject_function_pointers(&decl);
        }
        Ok(decl)
    }

    /// `*` and `^` with their qualifiers and attributes, pushed onto `open_pointers`.
    #[inline(never)]
    fn pointers(&mut self) -> PResult<()> {
        while self.is(Punct::Star) || self.is(Punct::Caret) {
            let block = self.is(Punct::Caret);
            if block {
                self.reject_block(self.span());
            }
            let star = self.bump().span;
            let mut quals = Vec::new();
            let mut attrs = Vec::new();
            loop {
                let t = self.peek();
                match self.keyword_of(t) {
                    Some(Keyword::Attribute | Keyword::AttributeU) => {
                        self.attributes(&mut attrs)?;
                    }
                    Some(k) => match qualifier_spec(k) {
                        Some(kind) => {
                            self.bump();
                            quals.push(DeclSpec { kind, span: t.span });
                        }
                        None => break,
                    },
                    None => break,
                }
            }
            self.open_pointers.push(DeclaratorPart {
                kind: DeclaratorPartKind::Pointer {
                    quals,
                    attrs,
                    block,
                },
                span: star.to(self.prev_end()),
            });
        }
        Ok(())
    }

    /// `( declarator )`, at the `(`.
    #[inline(never)]
    fn nested_declarator(&mut self, mode: Mode, missing: &str) -> PResult<Declarator> {
        let open = self.bump().span;
        self.in_brackets(|p| {
            let mut inner = Declarator::default();
            p.attributes(&mut inner.attrs)?;
            let mut nested = p.declarator(mode, missing)?;
            nested.attrs.splice(0..0, inner.attrs);
            p.expect_close(Punct::RParen, open)?;
            Ok(nested)
        })
    }

    #[cold]
    #[inline(never)]
    fn missing_declarator_name(&mut self, missing: &str) -> PResult<Declarator> {
        let message = if missing.is_empty() {
            "expected identifier or '('"
        } else {
            missing
        };
        self.error_here(message)
    }

    /// Array and function suffixes, left to right.
    #[inline(never)]
    fn declarator_suffixes(&mut self, parts: &mut Vec<DeclaratorPart>) -> PResult<()> {
        loop {
            if self.is(Punct::LBracket) {
                let part = self.array_suffix()?;
                parts.push(part);
            } else if self.is(Punct::LParen) {
                let part = self.function_suffix()?;
                parts.push(part);
            } else {
                return Ok(());
            }
        }
    }

    /// After `(` in declarator position: a nested declarator, or (in abstract and parameter
    /// declarators) the parameter list of a function type.
    fn paren_is_nested_declarator(&self, mode: Mode) -> bool {
        if mode == Mode::Named {
            return true;
        }
        let next = self.peek_at(1);
        match next.kind {
            TokenKind::Punct(Punct::Star | Punct::LParen | Punct::LBracket | Punct::Caret) => true,
            TokenKind::Ident => match self.keyword_of(next) {
                Some(Keyword::Attribute | Keyword::AttributeU) => true,
                Some(_) => false,
                None => mode == Mode::Either && !self.names.is_type(next.text),
            },
            _ => false,
        }
    }

    /// OpenCL C has no function pointers: clang reports the `*` of a pointer to a function.
    fn reject_function_pointers(&mut self, decl: &Declarator) {
        for pair in decl.parts.windows(2) {
            if let (DeclaratorPartKind::Pointer { block, .. }, DeclaratorPartKind::Function(_)) =
                (&pair[0].kind, &pair[1].kind)
            {
                let star = Span {
                    end: pair[0].span.start + 1,
                    ..pair[0].span
                };
                // A block pointer (`^`) was reported already.
                if !block {
                    self.error(star, "pointers to functions are not allowed");
                }
                return;
            }
        }
    }

    fn array_suffix(&mut self) -> PResult<DeclaratorPart> {
        let open = self.bump().span;
        let kind = self.in_brackets(|p| {
            let mut quals = Vec::new();
            let mut is_static = p.is_keyword(Keyword::Static);
            if is_static {
                p.bump();
            }
            loop {
                let t = p.peek();
                match p.keyword_of(t).and_then(qualifier_spec) {
                    Some(kind) => {
                        p.bump();
                        quals.push(DeclSpec { kind, span: t.span });
                    }
                    None => break,
                }
            }
            if !is_static && p.is_keyword(Keyword::Static) {
                p.bump();
                is_static = true;
            }
            let size = if p.is(Punct::RBracket) {
                None
            } else if p.is(Punct::Star) && p.peek_at(1).is_punct(Punct::RBracket) {
                // `[*]`: a variable-length array of unspecified size in a prototype.
                p.bump();
                None
            } else {
                Some(p.assignment_expr()?)
            };
            p.expect_close(Punct::RBracket, open)?;
            Ok(DeclaratorPartKind::Array {
                size,
                quals,
                is_static,
            })
        })?;
        Ok(DeclaratorPart {
            kind,
            span: open.to(self.prev_end()),
        })
    }

    /// Blocks (`^`) exist for OpenCL C 2.0's device-side enqueue, which has no Vulkan mapping.
    pub(super) fn reject_block(&mut self, caret: Span) {
        self.error(
            caret,
            "blocks are not supported: oclvk has no device-side enqueue",
        );
    }

    pub(super) fn function_suffix(&mut self) -> PResult<DeclaratorPart> {
        let open = self.bump().span;
        self.names.push_scope();
        let result = self.in_brackets(|p| p.parameter_list(open));
        self.names.pop_scope();
        Ok(DeclaratorPart {
            kind: DeclaratorPartKind::Function(result?),
            span: open.to(self.prev_end()),
        })
    }

    /// Parameters up to and including `)`. A bad parameter is reported and skipped to the next
    /// `,` or the `)`, keeping the rest of the list.
    fn parameter_list(&mut self, open: Span) -> PResult<FunctionDeclarator> {
        let mut f = FunctionDeclarator::default();
        if self.eat(Punct::RParen) {
            return Ok(f);
        }
        loop {
            if self.eat(Punct::Ellipsis) {
                f.variadic = true;
                break;
            }
            match self.parameter() {
                Ok(param) => f.params.push(param),
                Err(Reported) => {
                    if self.fatal {
                        return Err(Reported);
                    }
                    if !self.skip_until(&[Punct::Comma, Punct::RParen]) {
                        return Err(Reported);
                    }
                }
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_close(Punct::RParen, open)?;
        Ok(f)
    }

    fn parameter(&mut self) -> PResult<ParamDecl> {
        let start = self.span();
        let specs = self.decl_specs(DeclContext::Param)?;
        if specs.specs.is_empty() {
            if self.is_plain_ident(self.peek()) {
                // `f(a, b)`: an old-style identifier list, which OpenCL C does not support.
                self.error_here::<()>(
                    "a parameter list without types is only allowed in a function definition",
                )
                .ok();
                self.skip_until(&[Punct::RParen]);
                return Err(Reported);
            }
            return self.error_here("expected parameter declarator");
        }
        let mut declarator = self.declarator(Mode::Either, "")?;
        self.attributes(&mut declarator.attrs)?;
        if let Some(name) = declarator.name {
            self.names.bind(name.name, Binding::Ordinary);
        }
        Ok(ParamDecl {
            specs,
            declarator,
            span: start.to(self.prev_end()),
        })
    }

    /// Whether a type name denotes a vector type as far as syntax can tell: a built-in vector
    /// name or a typedef of one, with no declarator.
    pub(super) fn is_vector_type_name(&self, ty: TypeNameId) -> bool {
        let ty = &self.tu[ty];
        ty.declarator.parts.is_empty()
            && ty.specs.type_specs(&self.tu).any(|(t, _)| match t {
                TypeSpec::Builtin(BuiltinType::Vector(..)) => true,
                TypeSpec::TypedefName(s) => {
                    self.names.binding(*s) == Binding::Typedef { vector: true }
                }
                _ => false,
            })
    }
}
