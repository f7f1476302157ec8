//! Declarations: specifiers, init-declarator lists, function definitions, struct/union/enum
//! bodies, initializers and `_Static_assert`.

use super::names::Binding;
use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::source::Span;
use crate::token::{Keyword, Punct, Token, TokenKind};

/// Where a list of declaration specifiers appears; decides which recoveries make sense.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeclContext {
    File,
    Block,
    Param,
    Field,
    TypeName,
}

impl Parser<'_> {
    /// Whether the current token starts a type name (casts, `sizeof`, attribute arguments):
    /// a type specifier or qualifier keyword, or an identifier bound as a type.
    pub(super) fn starts_type_name(&self) -> bool {
        self.token_starts_type_name(0)
    }

    pub(super) fn token_starts_type_name(&self, ahead: usize) -> bool {
        let t = self.peek_at(ahead);
        if t.kind != TokenKind::Ident {
            return false;
        }
        match self.keyword_of(t) {
            Some(k) => is_type_keyword(k),
            None => self.names.is_type(t.text),
        }
    }

    /// Whether the current token starts declaration specifiers of a declaration.
    pub(super) fn starts_decl_specs(&self) -> bool {
        let t = self.peek();
        if t.kind != TokenKind::Ident {
            return false;
        }
        match self.keyword_of(t) {
            Some(k) => keyword_starts_specifiers(k),
            None => self.names.is_type(t.text),
        }
    }

    /// An unbound identifier followed by another identifier can only be a type nobody declared
    /// (`foo x;`); the caller treats it as a declaration and the specifier parser reports it.
    pub(super) fn at_unknown_type_name(&self) -> bool {
        let t = self.peek();
        if self.is_early_generic(t) && self.continues_specifiers(1) {
            return true;
        }
        self.is_plain_ident(t)
            && self.names.binding(t.text) == Binding::Unbound
            && self.is_plain_ident(self.peek_at(1))
    }

    pub(super) fn decl_specs(&mut self, ctx: DeclContext) -> PResult<DeclSpecs> {
        // Specifiers go straight to the end of the unit's arena, where the list grows: no
        // allocation or copy per declaration. The specifiers that can hold lists of their own
        // (a struct's fields) park the list while they are parsed (`with_specs_parked`).
        let mut start = self.tu.decl_specs.len();
        let mut specs = DeclSpecs {
            span: self.span(),
            ..DeclSpecs::default()
        };
        let result = self.decl_spec_items(ctx, &mut specs, &mut start);
        specs.specs = self.tu.list_since(start);
        result?;
        if specs.specs.is_empty() && specs.attrs.is_empty() {
            specs.span.end = specs.span.start;
        } else {
            specs.span = specs.span.to(self.prev_end());
        }
        Ok(specs)
    }

    /// The specifiers of [`Self::decl_specs`], pushed onto the arena, where the list begins at
    /// `start`; attributes go to `specs.attrs`.
    fn decl_spec_items(
        &mut self,
        ctx: DeclContext,
        specs: &mut DeclSpecs,
        start: &mut usize,
    ) -> PResult<()> {
        let mut saw_type = false;
        loop {
            let t = self.peek();
            if t.kind != TokenKind::Ident {
                break;
            }
            let kind = match self.keyword_of(t) {
                Some(k) => match self.keyword_spec(k, specs, start)? {
                    KeywordSpec::Spec(kind) => kind,
                    KeywordSpec::Consumed => continue,
                    KeywordSpec::NotASpec => break,
                },
                None if t.text == self.names.extension => {
                    self.bump();
                    continue;
                }
                None if self.is_early_generic(t) && self.continues_specifiers(1) => {
                    self.early_generic_qualifier(t);
                    continue;
                }
                None => {
                    if saw_type {
                        break;
                    }
                    match self.names.binding(t.text) {
                        Binding::Builtin(b) => DeclSpecKind::Type(TypeSpec::Builtin(b)),
                        Binding::Typedef { .. } => {
                            DeclSpecKind::Type(TypeSpec::TypedefName(t.text))
                        }
                        _ if self.unknown_type_here(ctx) => match self.unknown_type_name(t, ctx) {
                            Some(kind) => kind,
                            None => continue,
                        },
                        _ => break,
                    }
                }
            };
            let span = match &kind {
                DeclSpecKind::Type(TypeSpec::Record(r)) => self.tu[*r].span,
                DeclSpecKind::Type(TypeSpec::Enum(e)) => self.tu[*e].span,
                DeclSpecKind::Alignas(_) => t.span.to(self.prev_end()),
                _ => {
                    self.bump();
                    t.span
                }
            };
            // `unsigned T` declares `T`: a typedef name is a type specifier only when no other
            // type specifier came before it.
            if matches!(kind, DeclSpecKind::Type(_)) {
                saw_type = true;
            }
            let defined_tag = match &kind {
                DeclSpecKind::Type(TypeSpec::Record(r)) if self.tu[*r].fields.is_some() => {
                    Some(match self.tu[*r].kind {
                        RecordKind::Struct => "struct",
                        RecordKind::Union => "union",
                    })
                }
                DeclSpecKind::Type(TypeSpec::Enum(e)) if self.tu[*e].enumerators.is_some() => {
                    Some("enum")
                }
                _ => None,
            };
            self.tu.decl_specs.push(DeclSpec { kind, span });
            if let Some(tag) = defined_tag {
                if matches!(
                    ctx,
                    DeclContext::File | DeclContext::Block | DeclContext::Field
                ) && self.starts_new_type()
                {
                    // `struct S { ... }` then `kernel void f()`: the `;` was forgotten.
                    let span = self.prev_end();
                    self.error(span, format!("expected ';' after {tag}"));
                    self.tag_ended = true;
                    break;
                }
            }
        }
        Ok(())
    }

    /// `generic` before OpenCL C 2.0 used like the qualifier: it is an identifier there, but gets
    /// clang's message and is dropped so that the declaration still parses.
    #[cold]
    #[inline(never)]
    fn early_generic_qualifier(&mut self, t: Token) {
        let v = self.options.std.version();
        let message = format!(
            "OpenCL C version {}.{} does not support the 'generic' type qualifier",
            v / 100,
            v / 10 % 10
        );
        self.error(t.span, message);
        self.bump();
    }

    /// Reports the unbound identifier `t` used as a type name. `None` when the real specifiers
    /// follow (`__kernal void`): the typo is dropped (consumed) rather than giving sema two types
    /// to combine; otherwise the error type, for the caller to consume.
    #[cold]
    #[inline(never)]
    fn unknown_type_name(&mut self, t: Token, ctx: DeclContext) -> Option<DeclSpecKind> {
        let name = self.interner().resolve(t.text).to_string();
        // clang's wording differs by context (in a block it tried an expression first); the
        // line and column are the same.
        let message = if ctx == DeclContext::Block {
            format!("use of undeclared identifier '{name}'")
        } else {
            format!("unknown type name '{name}'")
        };
        self.error(t.span, message);
        if self.token_starts_specifier(1) {
            self.bump();
            return None;
        }
        Some(DeclSpecKind::Type(TypeSpec::Error(t.text)))
    }

    /// Whether an unbound identifier in specifier position is a misspelt or undeclared type:
    /// followed by a declarator name, or (where no expression can start) by `*` or by more
    /// specifiers (`__kernal void k()`).
    /// Only asked while no type specifier has been seen.
    fn unknown_type_here(&self, ctx: DeclContext) -> bool {
        let next = self.peek_at(1);
        if self.is_plain_ident(next) {
            return true;
        }
        matches!(
            ctx,
            DeclContext::File | DeclContext::Param | DeclContext::Field
        ) && (next.is_punct(Punct::Star) || self.token_starts_specifier(1))
    }

    /// Whether the current token begins another type: a type
    /// specifier keyword or `kernel`, which cannot follow a complete struct or enum type.
    fn starts_new_type(&self) -> bool {
        if self.at_eof() {
            return true;
        }
        match self.peek_keyword() {
            Some(Keyword::Struct | Keyword::Union | Keyword::Enum) => true,
            Some(Keyword::Kernel | Keyword::KernelU) => true,
            Some(k) => matches!(simple_spec(k), Some(DeclSpecKind::Type(_))),
            None => false,
        }
    }

    /// `generic` before OpenCL C 2.0, not declared as anything by the program.
    pub(super) fn is_early_generic(&self, t: Token) -> bool {
        t.kind == TokenKind::Ident
            && t.text == Keyword::Generic.symbol()
            && !self.options.std.has_generic_address_space()
            && self.names.binding(t.text) == Binding::Unbound
    }

    /// Whether the token `ahead` can go on a list of specifiers: a specifier keyword, a name or
    /// a `*` of a declarator.
    pub(super) fn continues_specifiers(&self, ahead: usize) -> bool {
        let t = self.peek_at(ahead);
        self.token_starts_specifier(ahead)
            || self.is_plain_ident(t)
            || t.is_punct(Punct::Star)
            || self.keyword_of(t).and_then(qualifier_spec).is_some()
    }

    /// Whether the token `ahead` is a keyword that can begin declaration specifiers.
    fn token_starts_specifier(&self, ahead: usize) -> bool {
        self.keyword_of(self.peek_at(ahead))
            .is_some_and(keyword_starts_specifiers)
    }

    /// One keyword in specifier position.
    fn keyword_spec(
        &mut self,
        k: Keyword,
        specs: &mut DeclSpecs,
        start: &mut usize,
    ) -> PResult<KeywordSpec> {
        use Keyword as K;
        let kind = match k {
            K::Typedef => DeclSpecKind::Storage(StorageClass::Typedef),
            K::Extern => DeclSpecKind::Storage(StorageClass::Extern),
            K::Static => DeclSpecKind::Storage(StorageClass::Static),
            K::Auto => DeclSpecKind::Storage(StorageClass::Auto),
            K::Register => DeclSpecKind::Storage(StorageClass::Register),
            K::ThreadLocal => DeclSpecKind::Storage(StorageClass::ThreadLocal),
            K::Kernel | K::KernelU => DeclSpecKind::Function(FunctionSpec::Kernel),
            K::Inline | K::InlineU => DeclSpecKind::Function(FunctionSpec::Inline),
            K::NoreturnKw => DeclSpecKind::Function(FunctionSpec::Noreturn),
            K::Pipe => DeclSpecKind::Pipe,
            K::Attribute | K::AttributeU => {
                // An attribute's argument may be a type name, with specifiers of its own.
                self.with_specs_parked(start, |p| p.attributes(&mut specs.attrs))?;
                return Ok(KeywordSpec::Consumed);
            }
            K::Alignas | K::Struct | K::Union | K::Enum => {
                self.with_specs_parked(start, |p| p.bracketed_spec(k))?
            }
            other => match simple_spec(other) {
                Some(kind) => kind,
                None => return Ok(KeywordSpec::NotASpec),
            },
        };
        Ok(KeywordSpec::Spec(kind))
    }

    /// Runs `nested`, which may parse specifier lists of its own (a struct's fields, the type
    /// name of `_Alignas` or of an attribute argument), while the items of the list being
    /// parsed, the arena's from `*start` on, wait on `open_decl_specs`; then puts them back at
    /// the end of the arena, where `*start` follows them. Lists stay contiguous.
    fn with_specs_parked<T>(
        &mut self,
        start: &mut usize,
        nested: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let base = self.open_decl_specs.len();
        let ours = self.tu.decl_specs.get(*start..).unwrap_or_default();
        self.open_decl_specs.extend_from_slice(ours);
        self.tu.decl_specs.truncate(*start);
        let result = nested(self);
        *start = self.tu.decl_specs.len();
        let ours = self.open_decl_specs.get(base..).unwrap_or_default();
        self.tu.decl_specs.extend_from_slice(ours);
        self.open_decl_specs.truncate(base);
        result
    }

    /// The specifiers with a body or an argument in brackets (`_Alignas(...)`, struct, union
    /// and enum specifiers), out of line: the one-keyword specifiers are the common ones.
    #[inline(never)]
    fn bracketed_spec(&mut self, k: Keyword) -> PResult<DeclSpecKind> {
        Ok(match k {
            Keyword::Alignas => {
                self.bump();
                let open = self.span();
                if !self.eat(Punct::LParen) {
                    return self.error_here("expected '(' after '_Alignas'");
                }
                let arg = self.in_brackets(|p| {
                    let arg = if p.starts_type_name() {
                        let ty = p.type_name()?;
                        AttrArg::Type(p.tu.add_type_name(ty))
                    } else {
                        AttrArg::Expr(p.conditional_expr()?)
                    };
                    p.expect_close(Punct::RParen, open)?;
                    Ok(arg)
                })?;
                DeclSpecKind::Alignas(arg)
            }
            Keyword::Enum => {
                let spec = self.enum_spec()?;
                DeclSpecKind::Type(TypeSpec::Enum(self.tu.add_enum(spec)))
            }
            _ => {
                let record = self.record_spec()?;
                DeclSpecKind::Type(TypeSpec::Record(self.tu.add_record(record)))
            }
        })
    }

    // --- struct, union, enum -----------------------------------------------------------------

    fn record_spec(&mut self) -> PResult<RecordSpec> {
        let kw = self.bump();
        let kind = if self.keyword_of(kw) == Some(Keyword::Union) {
            RecordKind::Union
        } else {
            RecordKind::Struct
        };
        let mut attrs = self.attributes_opt()?;
        let name = self.tag_name();
        let mut fields = None;
        if self.is(Punct::LBrace) {
            let open = self.bump().span;
            let list = self.in_brackets(|p| p.field_list(kind))?;
            self.expect_close(Punct::RBrace, open)?;
            fields = Some(list);
            self.attributes(&mut attrs)?;
        } else if name.is_none() {
            let what = if kind == RecordKind::Union {
                "union"
            } else {
                "struct"
            };
            self.error(
                kw.span,
                format!("declaration of anonymous {what} must be a definition"),
            );
            return Err(Reported);
        }
        Ok(RecordSpec {
            kind,
            name,
            attrs,
            fields,
            span: kw.span.to(self.prev_end()),
        })
    }

    fn tag_name(&mut self) -> Option<Ident> {
        let t = self.peek();
        if t.kind == TokenKind::Ident && self.keyword_of(t).is_none() {
            self.bump();
            Some(Ident {
                name: t.text,
                span: t.span,
            })
        } else {
            None
        }
    }

    fn field_list(&mut self, kind: RecordKind) -> PResult<Vec<FieldDecl>> {
        let mut fields = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() {
            let start = self.position();
            if self.eat(Punct::Semi) {
                continue;
            }
            if let Some(pragma) = self.fp_contract_pragma() {
                let what = match kind {
                    RecordKind::Union => "union",
                    RecordKind::Struct => "struct",
                };
                let message = format!("this pragma cannot appear in {what} declaration");
                self.error(pragma.span, message);
                continue;
            }
            match self.field_decl() {
                Ok(field) => fields.push(field),
                Err(Reported) => {
                    if self.fatal {
                        return Err(Reported);
                    }
                    if self.skip_until(&[Punct::Semi]) {
                        self.bump();
                    }
                    if self.position() == start && !self.is(Punct::RBrace) {
                        self.bump();
                    }
                }
            }
        }
        Ok(fields)
    }

    fn field_decl(&mut self) -> PResult<FieldDecl> {
        let start = self.span();
        if self.is_keyword(Keyword::StaticAssert) {
            let sa = self.static_assert()?;
            return Ok(FieldDecl {
                specs: DeclSpecs::default(),
                declarators: Vec::new(),
                span: sa.span,
                static_assert: Some(sa),
            });
        }
        let specs = self.decl_specs(DeclContext::Field)?;
        if specs.specs.is_empty() {
            return self.error_here("type name requires a specifier or qualifier");
        }
        let mut declarators = Vec::new();
        if std::mem::take(&mut self.tag_ended) {
            return Ok(FieldDecl {
                specs,
                declarators,
                static_assert: None,
                span: start.to(self.prev_end()),
            });
        }
        if !self.is(Punct::Semi) {
            loop {
                let d_start = self.span();
                let mut declarator = if self.is(Punct::Colon) {
                    Declarator {
                        span: Span::new(d_start.file, d_start.start, d_start.start),
                        ..Declarator::default()
                    }
                } else {
                    self.declarator_named(
                        "expected member name or ';' after declaration specifiers",
                    )?
                };
                let bit_width = if self.eat(Punct::Colon) {
                    Some(self.conditional_expr()?)
                } else {
                    None
                };
                self.attributes(&mut declarator.attrs)?;
                declarators.push(FieldDeclarator {
                    declarator,
                    bit_width,
                    span: d_start.to(self.prev_end()),
                });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        if !self.eat(Punct::Semi) {
            let span = self.prev_end();
            if self.is(Punct::RBrace) {
                self.diags
                    .warning(span, "expected ';' at end of declaration list");
            } else {
                self.error(span, "expected ';' at end of declaration list");
                // `int a int b;`: keep `a` and go on with the next member.
                if !self.starts_type_name() && !self.peek().flags.at_line_start {
                    return Err(Reported);
                }
            }
        }
        Ok(FieldDecl {
            specs,
            declarators,
            static_assert: None,
            span: start.to(self.prev_end()),
        })
    }

    fn enum_spec(&mut self) -> PResult<EnumSpec> {
        let kw = self.bump();
        let mut attrs = self.attributes_opt()?;
        let name = self.tag_name();
        let mut enumerators = None;
        if self.is(Punct::LBrace) {
            let open = self.bump().span;
            let list = self.in_brackets(|p| p.enumerator_list())?;
            self.expect_close(Punct::RBrace, open)?;
            enumerators = Some(list);
            self.attributes(&mut attrs)?;
        } else if name.is_none() {
            return self.error_here("expected identifier or '{'");
        }
        Ok(EnumSpec {
            name,
            attrs,
            enumerators,
            span: kw.span.to(self.prev_end()),
        })
    }

    fn enumerator_list(&mut self) -> PResult<Vec<Enumerator>> {
        let mut list = Vec::new();
        while !self.is(Punct::RBrace) {
            let t = self.peek();
            if !self.is_plain_ident(t) {
                self.error_here::<()>("expected identifier").ok();
                self.skip_until(&[]);
                return Ok(list);
            }
            self.bump();
            let name = Ident {
                name: t.text,
                span: t.span,
            };
            let attrs = self.attributes_opt()?;
            let value = if self.eat(Punct::Assign) {
                match self.conditional_expr() {
                    Ok(e) => Some(e),
                    Err(Reported) => {
                        self.skip_until(&[Punct::Comma]);
                        None
                    }
                }
            } else {
                None
            };
            self.names.bind(name.name, Binding::Ordinary);
            list.push(Enumerator {
                name,
                value,
                attrs,
                span: t.span.to(self.prev_end()),
            });
            if !self.eat(Punct::Comma) {
                if self.is_plain_ident(self.peek()) {
                    let span = self.prev_end();
                    self.error(span, "missing ',' between enumerators");
                    continue;
                }
                break;
            }
        }
        Ok(list)
    }

    // --- declarations ------------------------------------------------------------------------

    /// A top-level declaration or function definition. `Ok(None)` when nothing was declared.
    pub(super) fn external_decl(&mut self) -> PResult<Option<ExternalDecl>> {
        if let Some(pragma) = self.extension_pragma() {
            return Ok(Some(ExternalDecl::ExtensionPragma(pragma)));
        }
        if let Some(pragma) = self.fp_contract_pragma() {
            return Ok(Some(ExternalDecl::FpContractPragma(pragma)));
        }
        if self.is_keyword(Keyword::StaticAssert) {
            return Ok(Some(ExternalDecl::StaticAssert(self.static_assert()?)));
        }
        let start = self.span();
        let specs = self.decl_specs(DeclContext::File)?;
        let nothing_declared = specs.specs.is_empty() && specs.attrs.is_empty();
        if nothing_declared
            && !self.is_plain_ident(self.peek())
            && !self.is(Punct::LParen)
            && !self.is(Punct::Star)
        {
            return self.error_here("expected identifier or '('");
        }
        self.declaration_rest(specs, start, DeclContext::File)
    }

    /// A declaration inside a block (the caller checked that one starts here).
    pub(super) fn block_declaration(&mut self, attrs: Vec<Attribute>) -> PResult<Declaration> {
        let start = attrs.first().map_or(self.span(), |a| a.span);
        let mut specs = self.decl_specs(DeclContext::Block)?;
        if !attrs.is_empty() {
            let mut all = attrs;
            all.append(&mut specs.attrs);
            specs.attrs = all;
            specs.span = start.to(specs.span);
        }
        match self.declaration_rest(specs, start, DeclContext::Block)? {
            Some(ExternalDecl::Declaration(d)) => Ok(d),
            _ => Err(Reported),
        }
    }

    /// Everything after the specifiers: declarators with initializers up to `;`, or, at file
    /// scope, a function definition.
    fn declaration_rest(
        &mut self,
        specs: DeclSpecs,
        start: Span,
        ctx: DeclContext,
    ) -> PResult<Option<ExternalDecl>> {
        // Declarators gather on a stack (a function body in between declares more) and move to
        // the unit's arena at the end, as `decl_specs` does with specifiers.
        let base = self.open_init_declarators.len();
        let result = self.declarators(specs, start, ctx, base);
        self.open_init_declarators.truncate(base);
        result
    }

    /// [`Self::declaration_rest`] with its declarators pushed from `base` on.
    fn declarators(
        &mut self,
        specs: DeclSpecs,
        start: Span,
        ctx: DeclContext,
        base: usize,
    ) -> PResult<Option<ExternalDecl>> {
        if std::mem::take(&mut self.tag_ended) || self.eat(Punct::Semi) {
            return Ok(Some(ExternalDecl::Declaration(Declaration {
                specs,
                declarators: Default::default(),
                span: start.to(self.prev_end()),
            })));
        }
        let binding = self.binding_for(&specs);
        loop {
            let d_start = self.span();
            let mut declarator = self.declarator_named("expected identifier or '('")?;
            self.attributes(&mut declarator.attrs)?;
            if let Some(name) = declarator.name {
                let b = match binding {
                    Binding::Typedef { vector } => Binding::Typedef {
                        vector: vector && declarator.parts.is_empty()
                            || has_ext_vector_attr(&declarator.attrs, self),
                    },
                    b => b,
                };
                self.names.bind(name.name, b);
            }
            let is_function = declarator.function_part().is_some();
            if is_function && self.open_init_declarators.len() == base && self.is(Punct::LBrace) {
                if ctx != DeclContext::File {
                    self.error(self.span(), "function definition is not allowed here");
                    return Err(Reported);
                }
                let exprs_before = self.tu.exprs.next_handle();
                let body = self.function_body(&declarator)?;
                return Ok(Some(ExternalDecl::Function(Box::new(FunctionDef {
                    specs,
                    declarator,
                    body,
                    body_exprs: exprs_before..self.tu.exprs.next_handle(),
                    span: start.to(self.prev_end()),
                }))));
            }
            let mut init_failed = false;
            let init = if self.eat(Punct::Assign) {
                match self.initializer() {
                    Ok(init) => Some(init),
                    Err(Reported) if !self.fatal => {
                        // Keep the variable (so sema does not report its uses as undeclared)
                        // with an error initializer, and go on after it.
                        let span = self.span();
                        init_failed = !self.skip_to_declarator_end();
                        Some(Initializer::Expr(self.add_expr(ExprKind::Error, span)))
                    }
                    Err(Reported) => return Err(Reported),
                }
            } else {
                None
            };
            self.open_init_declarators.push(InitDeclarator {
                declarator,
                init,
                span: d_start.to(self.prev_end()),
            });
            if init_failed {
                // Stopped at a `}` or the end: nothing more to say about this declaration.
                break;
            }
            if !self.eat(Punct::Comma) {
                if self.eat(Punct::Semi) {
                    break;
                }
                let message = match ctx {
                    // clang expects a body when a name follows: `void f() x = 1; }`.
                    DeclContext::File
                        if is_function && (self.at_eof() || self.is_plain_ident(self.peek())) =>
                    {
                        return self.error_here("expected function body after function declarator");
                    }
                    DeclContext::File => "expected ';' after top level declarator",
                    _ => "expected ';' at end of declaration",
                };
                if self.expect_after_prev(Punct::Semi, message).is_err() {
                    // Keep what was declared; drop the rest of the statement.
                    self.skip_to_stmt_end();
                }
                break;
            }
        }
        let declarators = self.open_init_declarators.drain(base..);
        let declarators = self.tu.add_list(declarators);
        Ok(Some(ExternalDecl::Declaration(Declaration {
            specs,
            declarators,
            span: start.to(self.prev_end()),
        })))
    }

    /// How the names a declaration declares are bound: typedefs as types (vector typedefs noted
    /// for the vector-literal syntax), everything else as ordinary names.
    fn binding_for(&self, specs: &DeclSpecs) -> Binding {
        if !specs.is_typedef(&self.tu) {
            return Binding::Ordinary;
        }
        let vector = specs.type_specs(&self.tu).any(|(t, _)| match t {
            TypeSpec::Builtin(BuiltinType::Vector(..)) => true,
            TypeSpec::TypedefName(s) => self.names.binding(*s) == Binding::Typedef { vector: true },
            _ => false,
        }) || has_ext_vector_attr(&specs.attrs, self);
        Binding::Typedef { vector }
    }

    /// A function body: the parameters are in scope, then the compound statement.
    fn function_body(&mut self, declarator: &Declarator) -> PResult<StmtId> {
        self.names.push_scope();
        if let Some(f) = declarator.function_part() {
            for param in &f.params {
                if let Some(name) = param.declarator.name {
                    self.names.bind(name.name, Binding::Ordinary);
                }
            }
        }
        let body = self.compound_stmt(false);
        self.names.pop_scope();
        body
    }

    pub(super) fn static_assert(&mut self) -> PResult<StaticAssert> {
        let kw = self.bump();
        let open = self.span();
        if !self.eat(Punct::LParen) {
            return self.error_here("expected '(' after '_Static_assert'");
        }
        let (cond, message) = self.in_brackets(|p| {
            let cond = p.conditional_expr()?;
            let message = if p.eat(Punct::Comma) {
                Some(p.primary_expr()?)
            } else {
                None
            };
            p.expect_close(Punct::RParen, open)?;
            Ok((cond, message))
        })?;
        self.expect_after_prev(Punct::Semi, "expected ';' after static_assert")?;
        Ok(StaticAssert {
            cond,
            message,
            span: kw.span.to(self.prev_end()),
        })
    }

    // --- initializers ------------------------------------------------------------------------

    pub(super) fn initializer(&mut self) -> PResult<Initializer> {
        if self.is(Punct::LBrace) {
            Ok(Initializer::List(self.init_list()?))
        } else {
            Ok(Initializer::Expr(self.assignment_expr()?))
        }
    }

    /// `{ [designators =] init, ... }`. A bad item is reported and skipped up to the next `,`
    /// or the closing brace, so one typo gives one error.
    pub(super) fn init_list(&mut self) -> PResult<InitList> {
        let open = self.bump().span;
        let items = self.in_brackets(|p| {
            let mut items = Vec::new();
            while !p.is(Punct::RBrace) && !p.at_eof() {
                match p.init_item() {
                    Ok(item) => items.push(item),
                    Err(Reported) => {
                        if p.fatal {
                            return Err(Reported);
                        }
                        if !p.skip_until(&[Punct::Comma, Punct::RBrace]) {
                            break;
                        }
                    }
                }
                if !p.eat(Punct::Comma) {
                    break;
                }
            }
            Ok(items)
        })?;
        self.expect_close(Punct::RBrace, open)?;
        Ok(InitList {
            items,
            span: open.to(self.prev_end()),
        })
    }

    fn init_item(&mut self) -> PResult<InitItem> {
        let start = self.span();
        let mut designators = Vec::new();
        loop {
            if self.eat(Punct::Dot) {
                let t = self.peek();
                if t.kind != TokenKind::Ident {
                    return self.error_here("expected a field designator, such as '.field = 4'");
                }
                self.bump();
                designators.push(Designator::Field(Ident {
                    name: t.text,
                    span: t.span,
                }));
            } else if self.is(Punct::LBracket) {
                let open = self.bump().span;
                let index = self.in_brackets(|p| {
                    let e = p.conditional_expr()?;
                    p.expect_close(Punct::RBracket, open)?;
                    Ok(e)
                })?;
                designators.push(Designator::Index(index, open.to(self.prev_end())));
            } else {
                break;
            }
        }
        if !designators.is_empty() && !self.eat(Punct::Assign) {
            return self.error_here("expected '=' or another designator");
        }
        let init = self.initializer()?;
        Ok(InitItem {
            designators,
            init,
            span: start.to(self.prev_end()),
        })
    }
}

enum KeywordSpec {
    Spec(DeclSpecKind),
    /// Parsed into the specifier list directly (attributes).
    Consumed,
    NotASpec,
}

/// Keywords that make a one-token specifier.
#[inline]
fn simple_spec(k: Keyword) -> Option<DeclSpecKind> {
    use Keyword as K;
    Some(match k {
        K::Void => DeclSpecKind::Type(TypeSpec::Void),
        K::Char => DeclSpecKind::Type(TypeSpec::Char),
        K::Short => DeclSpecKind::Type(TypeSpec::Short),
        K::Int => DeclSpecKind::Type(TypeSpec::Int),
        K::Long => DeclSpecKind::Type(TypeSpec::Long),
        K::Float => DeclSpecKind::Type(TypeSpec::Float),
        K::Double => DeclSpecKind::Type(TypeSpec::Double),
        K::Half => DeclSpecKind::Type(TypeSpec::Half),
        K::Signed => DeclSpecKind::Type(TypeSpec::Signed),
        K::Unsigned => DeclSpecKind::Type(TypeSpec::Unsigned),
        K::Bool | K::BoolOcl => DeclSpecKind::Type(TypeSpec::Bool),
        K::Complex => DeclSpecKind::Type(TypeSpec::Complex),
        K::Imaginary => DeclSpecKind::Type(TypeSpec::Imaginary),
        _ => return qualifier_spec(k),
    })
}

/// Qualifiers allowed both in specifier lists and after a `*`.
#[inline]
pub(super) fn qualifier_spec(k: Keyword) -> Option<DeclSpecKind> {
    use Keyword as K;
    Some(match k {
        K::Const | K::ConstU => DeclSpecKind::Qualifier(TypeQualifier::Const),
        K::Volatile | K::VolatileU => DeclSpecKind::Qualifier(TypeQualifier::Volatile),
        K::Restrict | K::RestrictU => DeclSpecKind::Qualifier(TypeQualifier::Restrict),
        K::Atomic_ => DeclSpecKind::Qualifier(TypeQualifier::Atomic),
        K::Global | K::GlobalU => DeclSpecKind::AddressSpace(AddressSpace::Global),
        K::Local | K::LocalU => DeclSpecKind::AddressSpace(AddressSpace::Local),
        K::Constant | K::ConstantU => DeclSpecKind::AddressSpace(AddressSpace::Constant),
        K::Private | K::PrivateU => DeclSpecKind::AddressSpace(AddressSpace::Private),
        K::Generic | K::GenericU => DeclSpecKind::AddressSpace(AddressSpace::Generic),
        K::ReadOnly | K::ReadOnlyU => DeclSpecKind::Access(AccessQualifier::ReadOnly, k),
        K::WriteOnly | K::WriteOnlyU => DeclSpecKind::Access(AccessQualifier::WriteOnly, k),
        K::ReadWrite | K::ReadWriteU => DeclSpecKind::Access(AccessQualifier::ReadWrite, k),
        _ => return None,
    })
}

/// Keywords that can start a type name.
#[inline]
fn is_type_keyword(k: Keyword) -> bool {
    matches!(
        k,
        Keyword::Struct | Keyword::Union | Keyword::Enum | Keyword::Pipe
    ) || simple_spec(k).is_some()
}

/// Keywords that can begin declaration specifiers.
#[inline]
pub(super) fn keyword_starts_specifiers(k: Keyword) -> bool {
    is_type_keyword(k) || is_non_type_decl_keyword(k)
}

/// Keywords that start a declaration but not a type name.
#[inline]
fn is_non_type_decl_keyword(k: Keyword) -> bool {
    use Keyword as K;
    matches!(
        k,
        K::Typedef
            | K::Extern
            | K::Static
            | K::Auto
            | K::Register
            | K::ThreadLocal
            | K::Kernel
            | K::KernelU
            | K::Inline
            | K::InlineU
            | K::NoreturnKw
            | K::Alignas
    )
}

/// `__attribute__((ext_vector_type(N)))` (clang's way to declare vector typedefs) or GCC's
/// `__attribute__((vector_size(BYTES)))`: the typedef names a vector, so `(T)(a, b)` is a
/// vector literal.
fn has_ext_vector_attr(attrs: &[Attribute], p: &Parser<'_>) -> bool {
    attrs
        .iter()
        .any(|a| matches!(a.base_name(p.interner()), "ext_vector_type" | "vector_size"))
}
