//! Macro definitions (`#define`, `#undef`) and macro invocation: argument collection, argument
//! pre-expansion, `#` stringizing, `##` pasting (with placemarkers and GNU's `, ## __VA_ARGS__`),
//! and the dynamic built-ins `__FILE__`, `__LINE__`, `__COUNTER__`, `__DATE__`, `__TIME__`.

use super::{PpToken, Preprocessor};
use crate::diag::Diagnostic;
use crate::lex::Lexer;
use crate::source::{Expansion, ExpansionId, FileId, SourceMap, Span};
use crate::token::{Interner, Punct, Symbol, Token, TokenFlags, TokenKind};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

/// Marks a body token that is not a parameter.
const NOT_PARAM: u32 = u32::MAX;
const NO_MACRO: u32 = u32::MAX;

/// Macros whose expansion is computed at the use site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    File,
    BaseFile,
    Line,
    Counter,
    Date,
    Time,
    IncludeLevel,
}

/// One `#define`.
#[derive(Clone, Debug)]
pub struct MacroDef {
    pub name: Symbol,
    /// The name in the `#define` (for "previous definition is here" / "macro 'F' defined here").
    pub name_span: Span,
    pub function_like: bool,
    /// Parameter names; for a variadic macro the last one is `__VA_ARGS__`.
    pub params: Vec<Symbol>,
    pub variadic: bool,
    pub body: Vec<Token>,
    /// For each body token, the index of the parameter it names, or `NOT_PARAM`.
    body_params: Vec<u32>,
    builtin: Option<Builtin>,
}

impl MacroDef {
    fn param_of(&self, body_index: usize) -> Option<usize> {
        let p = *self.body_params.get(body_index)?;
        (p != NOT_PARAM).then_some(p as usize)
    }

    /// C's rule for benign redefinition: same kind, parameters, and body spelling and spacing.
    fn same_as(&self, other: &MacroDef) -> bool {
        self.function_like == other.function_like
            && self.params == other.params
            && self.variadic == other.variadic
            && self.builtin == other.builtin
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| {
                    a.kind == b.kind
                        && a.text == b.text
                        && (i == 0 || a.flags.leading_space == b.flags.leading_space)
                })
    }
}

/// All macro definitions, with per-definition state.
pub(crate) struct MacroTable {
    defs: Vec<Rc<MacroDef>>,
    disabled: Vec<bool>,
    /// Definition index by `Symbol.0`, `NO_MACRO` when undefined.
    by_symbol: Vec<u32>,
    /// For each definition, the expansion id of each body token when used outside any expansion.
    top_level_expansions: Vec<Vec<ExpansionId>>,
    /// (definition, body index, parent expansion) to expansion id, for nested uses.
    nested_expansions: HashMap<(u32, u32, ExpansionId), ExpansionId>,
    /// For each definition, its name as written, once an expansion needed it (shared by all of
    /// its expansion records).
    name_texts: Vec<Option<Arc<str>>>,
}

impl MacroTable {
    pub fn new(interner: &mut Interner) -> MacroTable {
        let mut table = MacroTable {
            defs: Vec::new(),
            disabled: Vec::new(),
            by_symbol: Vec::new(),
            top_level_expansions: Vec::new(),
            nested_expansions: HashMap::new(),
            name_texts: Vec::new(),
        };
        let builtins = [
            ("__FILE__", Builtin::File),
            ("__BASE_FILE__", Builtin::BaseFile),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
            ("__DATE__", Builtin::Date),
            ("__TIME__", Builtin::Time),
            ("__INCLUDE_LEVEL__", Builtin::IncludeLevel),
        ];
        for (name, builtin) in builtins {
            let name = interner.intern(name);
            table.define(MacroDef {
                name,
                name_span: Span::default(),
                function_like: false,
                params: Vec::new(),
                variadic: false,
                body: Vec::new(),
                body_params: Vec::new(),
                builtin: Some(builtin),
            });
        }
        table
    }

    #[inline]
    pub fn lookup(&self, name: Symbol) -> Option<u32> {
        match self.by_symbol.get(name.0 as usize) {
            Some(&id) if id != NO_MACRO => Some(id),
            _ => None,
        }
    }

    pub fn get(&self, id: u32) -> &Rc<MacroDef> {
        &self.defs[id as usize]
    }

    #[inline]
    pub fn is_disabled(&self, id: u32) -> bool {
        self.disabled[id as usize]
    }

    pub fn set_disabled(&mut self, id: u32, disabled: bool) {
        self.disabled[id as usize] = disabled;
    }

    /// Makes `def` the current definition of its name.
    pub fn define(&mut self, def: MacroDef) -> u32 {
        let id = self.defs.len() as u32;
        let slot = def.name.0 as usize;
        if self.by_symbol.len() <= slot {
            self.by_symbol.resize(slot + 1, NO_MACRO);
        }
        self.by_symbol[slot] = id;
        self.top_level_expansions
            .push(vec![ExpansionId::NONE; def.body.len()]);
        self.defs.push(Rc::new(def));
        self.name_texts.push(None);
        self.disabled.push(false);
        id
    }

    /// The names of the macros defined now that `keep` accepts.
    pub fn defined_names(
        &self,
        interner: &Interner,
        keep: impl Fn(&str) -> bool,
    ) -> HashSet<String> {
        self.by_symbol
            .iter()
            .filter(|&&id| id != NO_MACRO)
            .map(|&id| interner.resolve(self.defs[id as usize].name))
            .filter(|name| keep(name))
            .map(str::to_string)
            .collect()
    }

    pub fn undefine(&mut self, name: Symbol) {
        if let Some(slot) = self.by_symbol.get_mut(name.0 as usize) {
            *slot = NO_MACRO;
        }
    }

    /// The expansion id for body token `index` of definition `id` expanded where `parent` applies,
    /// created once and then reused.
    pub fn expansion_for(
        &mut self,
        map: &mut SourceMap,
        id: u32,
        index: usize,
        parent: ExpansionId,
    ) -> ExpansionId {
        let def = &self.defs[id as usize];
        let name_text = &mut self.name_texts[id as usize];
        let mut name = |map: &SourceMap| {
            name_text
                .get_or_insert_with(|| map.snippet(def.name_span).into())
                .clone()
        };
        let make = |map: &mut SourceMap, macro_name: Arc<str>| {
            map.add_expansion(Expansion {
                macro_name,
                definition: def.body[index].span,
                parent,
            })
        };
        if parent.is_none() {
            let cached = self.top_level_expansions[id as usize][index];
            if !cached.is_none() {
                return cached;
            }
            let new = make(map, name(map));
            self.top_level_expansions[id as usize][index] = new;
            return new;
        }
        let key = (id, index as u32, parent);
        if let Some(&cached) = self.nested_expansions.get(&key) {
            return cached;
        }
        let new = make(map, name(map));
        self.nested_expansions.insert(key, new);
        new
    }
}

impl Preprocessor<'_> {
    /// `#define`: `line` holds the tokens after the directive name.
    pub(super) fn directive_define(&mut self, directive: Token, line: &[Token]) {
        let Some(name) = self.macro_name(directive, line) else {
            return;
        };
        let mut def = MacroDef {
            name: name.text,
            name_span: name.span,
            function_like: false,
            params: Vec::new(),
            variadic: false,
            body: Vec::new(),
            body_params: Vec::new(),
            builtin: None,
        };
        let mut rest = &line[1..];
        if let Some(open) = rest.first() {
            if open.is_punct(Punct::LParen) && !open.flags.leading_space {
                def.function_like = true;
                match self.parse_parameters(&mut def, &rest[1..], *open) {
                    Some(consumed) => rest = &rest[1 + consumed..],
                    None => return,
                }
            }
        }
        def.body = rest.to_vec();
        if let Some(first) = def.body.first_mut() {
            first.flags.leading_space = false;
        }
        if !self.resolve_body_parameters(&mut def) {
            return;
        }
        if let Some(old) = self.macros.lookup(def.name) {
            let old = self.macros.get(old).clone();
            if old.builtin.is_some() {
                self.diags.warning(name.span, "redefining builtin macro");
            } else if !old.same_as(&def) {
                let message = format!("'{}' macro redefined", self.interner.resolve(def.name));
                let mut diagnostic = Diagnostic::warning(name.span, message);
                if old.name_span != Span::default() {
                    diagnostic =
                        diagnostic.with_note(Some(old.name_span), "previous definition is here");
                }
                self.diags.push(diagnostic);
            } else {
                return;
            }
        }
        self.macros.define(def);
    }

    /// `#undef NAME`.
    pub(super) fn directive_undef(&mut self, directive: Token, line: &[Token]) {
        let Some(name) = self.macro_name(directive, line) else {
            return;
        };
        if let Some(id) = self.macros.lookup(name.text) {
            if self.macros.get(id).builtin.is_some() {
                self.diags.warning(name.span, "undefining builtin macro");
            }
        }
        self.macros.undefine(name.text);
        self.extra_tokens_warning(&line[1..], "undef");
    }

    /// Checks the macro name of `#define`/`#undef`/`#ifdef`/`#ifndef`.
    pub(super) fn macro_name(&mut self, directive: Token, line: &[Token]) -> Option<Token> {
        let Some(&name) = line.first() else {
            let end = directive.span.end;
            let span = Span::new(directive.span.file, end, end);
            self.diags.error(span, "macro name missing");
            return None;
        };
        if name.kind != TokenKind::Ident {
            self.diags
                .error(name.span, "macro name must be an identifier");
            return None;
        }
        if name.text == self.names.defined {
            self.diags
                .error(name.span, "'defined' cannot be used as a macro name");
            return None;
        }
        Some(name)
    }

    /// Parses `a, b, ...)` after the `(`; returns how many tokens it used.
    fn parse_parameters(
        &mut self,
        def: &mut MacroDef,
        tokens: &[Token],
        open: Token,
    ) -> Option<usize> {
        let mut i = 0;
        let mut expect_name = true;
        loop {
            let Some(&token) = tokens.get(i) else {
                let at = tokens.last().map_or(open.span, |t| t.span);
                let span = Span::new(at.file, at.end, at.end);
                self.diags
                    .error(span, "expected comma in macro parameter list");
                return None;
            };
            i += 1;
            match token.kind {
                TokenKind::Punct(Punct::RParen) if !expect_name || def.params.is_empty() => {
                    return Some(i);
                }
                TokenKind::Punct(Punct::Ellipsis) if expect_name => {
                    def.variadic = true;
                    def.params.push(self.names.va_args);
                    match tokens.get(i) {
                        Some(t) if t.is_punct(Punct::RParen) => return Some(i + 1),
                        Some(t) => {
                            self.diags
                                .error(t.span, "missing ')' in macro parameter list");
                            return None;
                        }
                        None => {
                            let span = Span::new(token.span.file, token.span.end, token.span.end);
                            self.diags
                                .error(span, "missing ')' in macro parameter list");
                            return None;
                        }
                    }
                }
                TokenKind::Ident if expect_name => {
                    if token.text == self.names.va_args {
                        self.diags.warning(
                            token.span,
                            "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro",
                        );
                    }
                    if def.params.contains(&token.text) {
                        let message = format!(
                            "duplicate macro parameter name '{}'",
                            self.interner.resolve(token.text)
                        );
                        self.diags.error(token.span, message);
                        return None;
                    }
                    def.params.push(token.text);
                    expect_name = false;
                }
                TokenKind::Punct(Punct::Comma) if !expect_name => expect_name = true,
                _ if expect_name => {
                    self.diags
                        .error(token.span, "invalid token in macro parameter list");
                    return None;
                }
                _ => {
                    self.diags
                        .error(token.span, "expected comma in macro parameter list");
                    return None;
                }
            }
        }
    }

    /// Resolves parameter names in the body and checks `#` and `##` placement.
    fn resolve_body_parameters(&mut self, def: &mut MacroDef) -> bool {
        def.body_params = def
            .body
            .iter()
            .map(|t| {
                if t.kind != TokenKind::Ident {
                    return NOT_PARAM;
                }
                def.params
                    .iter()
                    .position(|&p| p == t.text)
                    .map_or(NOT_PARAM, |p| p as u32)
            })
            .collect();
        if let Some(bad) = def.body.iter().zip(&def.body_params).find(|(t, &p)| {
            t.text == self.names.va_args && t.kind == TokenKind::Ident && p == NOT_PARAM
        }) {
            self.diags.warning(
                bad.0.span,
                "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro",
            );
        }
        let n = def.body.len();
        if let Some(first) = def.body.first() {
            if first.is_punct(Punct::HashHash) {
                self.diags
                    .error(first.span, "'##' cannot appear at start of macro expansion");
                return false;
            }
        }
        if n > 0 && def.body[n - 1].is_punct(Punct::HashHash) {
            self.diags.error(
                def.body[n - 1].span,
                "'##' cannot appear at end of macro expansion",
            );
            return false;
        }
        if def.function_like {
            for i in 0..n {
                if def.body[i].is_punct(Punct::Hash) && def.param_of(i + 1).is_none() {
                    self.diags
                        .error(def.body[i].span, "'#' is not followed by a macro parameter");
                    return false;
                }
            }
        }
        true
    }

    /// Expands macro `id` named by `name`. Returns a token to hand out directly (a built-in's value,
    /// or the name itself when a function-like macro is not invoked), or `None` when the expansion
    /// was pushed (or dropped after an error) and reading should go on.
    pub(super) fn expand_macro(&mut self, id: u32, name: Token) -> Option<PpToken> {
        let def = self.macros.get(id).clone();
        if let Some(builtin) = def.builtin {
            return Some(self.builtin_token(builtin, name));
        }
        if self.over_expansion_limit(def.body.len() + 1, name) {
            return Some(PpToken {
                tok: name,
                no_expand: true,
            });
        }
        let has_paste = def.body.iter().any(|t| t.is_punct(Punct::HashHash));
        if !def.function_like && !has_paste {
            if def.body.is_empty() {
                return None;
            }
            let mut out = self.take_token_vec();
            for (i, body_token) in def.body.iter().enumerate() {
                let token = self.instantiate(id, i, *body_token, name);
                out.push(token);
            }
            out[0].tok.flags = name.flags;
            self.push_context(out, Some(id));
            return None;
        }
        let (arguments, bounds) = if def.function_like {
            if !self.next_is_lparen() {
                return Some(PpToken::new(name));
            }
            self.collect_arguments(&def, name)?
        } else {
            (Vec::new(), Vec::new())
        };
        let mut out = self.substitute(id, &def, name, &arguments, &bounds);
        // The body was counted; its arguments can make the result far larger (`#define A(x) x x`
        // nested doubles it each time), so the substituted tokens count too.
        if out.is_empty() || self.over_expansion_limit(out.len(), name) {
            return None;
        }
        out[0].tok.flags = name.flags;
        self.push_context(out, Some(id));
        None
    }

    /// Counts `tokens` more of macro output; past the limit, reports it once (at `name`) and
    /// says so, and the caller stops expanding.
    fn over_expansion_limit(&mut self, tokens: usize, name: Token) -> bool {
        self.expanded_tokens += tokens as u64;
        if self.expanded_tokens <= self.expansion_limit {
            return false;
        }
        if !self.expansion_limit_reported {
            self.expansion_limit_reported = true;
            let message = format!(
                "macro expansion produced more than {} tokens; stopping expansion",
                self.expansion_limit
            );
            self.diags.error(name.span, message);
        }
        true
    }

    fn instantiate(&mut self, id: u32, index: usize, body_token: Token, name: Token) -> PpToken {
        let expansion = self.expansion_for(id, index, name.span.expansion);
        PpToken::new(Token {
            kind: body_token.kind,
            text: body_token.text,
            span: Span {
                file: name.span.file,
                start: name.span.start,
                end: name.span.end,
                expansion,
            },
            flags: body_token.flags,
        })
    }

    /// Reads `( args )` after a function-like macro name; returns all argument tokens and the end
    /// index of each argument, or `None` after reporting an error.
    fn collect_arguments(
        &mut self,
        def: &MacroDef,
        name: Token,
    ) -> Option<(Vec<PpToken>, Vec<usize>)> {
        let _open = self.next_unexpanded();
        let mut tokens: Vec<PpToken> = Vec::new();
        let mut bounds: Vec<usize> = Vec::new();
        let mut depth = 0u32;
        let params = def.params.len();
        self.collecting_arguments += 1;
        let close = loop {
            let mut token = self.next_unexpanded();
            match token.tok.kind {
                TokenKind::Eof => {
                    self.unread(token);
                    self.collecting_arguments -= 1;
                    let diagnostic =
                        Diagnostic::error(name.span, "unterminated function-like macro invocation")
                            .with_note(
                                Some(def.name_span),
                                format!("macro '{}' defined here", self.interner.resolve(def.name)),
                            );
                    self.diags.push(diagnostic);
                    return None;
                }
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    if depth == 0 {
                        break token;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Comma)
                    if depth == 0 && !(def.variadic && bounds.len() + 1 >= params) =>
                {
                    bounds.push(tokens.len());
                    continue;
                }
                _ => {}
            }
            if token.tok.flags.at_line_start {
                token.tok.flags = TokenFlags {
                    at_line_start: false,
                    leading_space: true,
                };
            }
            tokens.push(token);
        };
        self.collecting_arguments -= 1;
        bounds.push(tokens.len());
        let given = bounds.len();
        let note = |pp: &Self| format!("macro '{}' defined here", pp.interner.resolve(def.name));
        if params == 0 {
            if !tokens.is_empty() {
                let message = "too many arguments provided to function-like macro invocation";
                let d = Diagnostic::error(tokens[0].tok.span, message)
                    .with_note(Some(def.name_span), note(self));
                self.diags.push(d);
                return None;
            }
            return Some((tokens, Vec::new()));
        }
        if given < params {
            if def.variadic && given == params - 1 {
                bounds.push(tokens.len());
            } else {
                let message = "too few arguments provided to function-like macro invocation";
                let d = Diagnostic::error(close.tok.span, message)
                    .with_note(Some(def.name_span), note(self));
                self.diags.push(d);
                return None;
            }
        } else if given > params {
            let first_extra = bounds[params - 1];
            let span = tokens
                .get(first_extra)
                .map_or(close.tok.span, |t| t.tok.span);
            let message = "too many arguments provided to function-like macro invocation";
            let d = Diagnostic::error(span, message).with_note(Some(def.name_span), note(self));
            self.diags.push(d);
            return None;
        }
        Some((tokens, bounds))
    }

    /// Builds the replacement list of a function-like macro invocation.
    fn substitute(
        &mut self,
        id: u32,
        def: &MacroDef,
        name: Token,
        arguments: &[PpToken],
        bounds: &[usize],
    ) -> Vec<PpToken> {
        let argument = |k: usize| -> &[PpToken] {
            let start = if k == 0 { 0 } else { bounds[k - 1] };
            &arguments[start..bounds[k]]
        };
        let mut expanded: Vec<Option<Vec<PpToken>>> = vec![None; bounds.len()];
        let mut out = self.take_token_vec();
        let body = &def.body;
        let mut operand_start = 0;
        let mut i = 0;
        while i < body.len() {
            let body_token = body[i];
            if body_token.is_punct(Punct::HashHash) && i + 1 < body.len() {
                let rhs_index = i + 1;
                let lhs_is_comma = i > 0 && body[i - 1].is_punct(Punct::Comma);
                let mut rhs: Vec<PpToken> = Vec::new();
                let mut next = rhs_index + 1;
                match def.param_of(rhs_index) {
                    Some(p) => {
                        let raw = argument(p);
                        if lhs_is_comma && def.variadic && p == def.params.len() - 1 {
                            // GNU: `, ## __VA_ARGS__` drops the comma when there are no
                            // variable arguments, and pastes nothing otherwise.
                            if raw.is_empty() {
                                out.pop();
                            } else {
                                out.extend_from_slice(raw);
                            }
                            i = next;
                            continue;
                        }
                        rhs.extend_from_slice(raw);
                    }
                    None if body[rhs_index].is_punct(Punct::Hash) && def.function_like => {
                        if let Some(p) = def.param_of(rhs_index + 1) {
                            let hash = self.instantiate(id, rhs_index, body[rhs_index], name);
                            rhs.push(self.stringify(argument(p), hash.tok));
                            next = rhs_index + 2;
                        }
                    }
                    None => rhs.push(self.instantiate(id, rhs_index, body[rhs_index], name)),
                }
                self.paste_into(&mut out, operand_start, &rhs);
                i = next;
                continue;
            }
            operand_start = out.len();
            if body_token.is_punct(Punct::Hash) && def.function_like {
                if let Some(p) = def.param_of(i + 1) {
                    let hash = self.instantiate(id, i, body_token, name);
                    out.push(self.stringify(argument(p), hash.tok));
                    i += 2;
                    continue;
                }
            }
            if let Some(p) = def.param_of(i) {
                let before_paste = body.get(i + 1).is_some_and(|t| t.is_punct(Punct::HashHash));
                if before_paste {
                    out.extend_from_slice(argument(p));
                } else {
                    if expanded[p].is_none() {
                        let raw = argument(p);
                        let value = if self.needs_expansion(raw) {
                            self.expand_isolated(raw)
                        } else {
                            raw.to_vec()
                        };
                        expanded[p] = Some(value);
                    }
                    let tokens = expanded[p].as_deref().unwrap_or(&[]);
                    let start = out.len();
                    out.extend_from_slice(tokens);
                    // The argument takes the spacing of the parameter it replaces.
                    if let Some(first) = out.get_mut(start) {
                        first.tok.flags.leading_space = body_token.flags.leading_space;
                        first.tok.flags.at_line_start = false;
                    }
                }
                i += 1;
                continue;
            }
            let token = self.instantiate(id, i, body_token, name);
            out.push(token);
            i += 1;
        }
        out
    }

    /// Whether any token of `tokens` could start a macro expansion.
    fn needs_expansion(&self, tokens: &[PpToken]) -> bool {
        tokens.iter().any(|t| {
            t.tok.kind == TokenKind::Ident
                && !t.no_expand
                && (self.macros.lookup(t.tok.text).is_some()
                    || t.tok.text == self.names.pragma_operator)
        })
    }

    /// Pastes the last token of the operand starting at `operand_start` with the first of `rhs`,
    /// honouring placemarkers (empty operands).
    fn paste_into(&mut self, out: &mut Vec<PpToken>, operand_start: usize, rhs: &[PpToken]) {
        let Some((&first, rest)) = rhs.split_first() else {
            return;
        };
        if out.len() <= operand_start {
            out.extend_from_slice(rhs);
            return;
        }
        let Some(lhs) = out.pop() else {
            return;
        };
        match self.paste_tokens(lhs.tok, first.tok) {
            Some(pasted) => out.push(PpToken::new(pasted)),
            None => {
                out.push(lhs);
                out.push(first);
            }
        }
        out.extend_from_slice(rest);
    }

    /// `lhs ## rhs`: the token their spellings form, or an error if they form none or several.
    fn paste_tokens(&mut self, lhs: Token, rhs: Token) -> Option<Token> {
        let mut text = String::new();
        text.push_str(super::token_spelling(&lhs, self.interner));
        text.push_str(super::token_spelling(&rhs, self.interner));
        // No file's: the pasted text is in none.
        let mut lexer = Lexer::new(FileId::new(u32::MAX as usize - 1));
        let first = lexer.next_raw(&text, None);
        let second = lexer.next_raw(&text, None);
        let single = first.kind != TokenKind::Eof
            && first.start == 0
            && first.end as usize == text.len()
            && second.kind == TokenKind::Eof
            && first.kind != TokenKind::Unknown;
        if !single {
            let message = format!("pasting formed '{text}', an invalid preprocessing token");
            self.diags.error(lhs.span, message);
            return None;
        }
        let mut token = lexer.intern(&text, first, self.interner);
        token.span = lhs.span;
        token.flags = lhs.flags;
        Some(token)
    }

    /// `#param`: the argument's spelling as a string literal token placed at `hash`.
    fn stringify(&mut self, tokens: &[PpToken], hash: Token) -> PpToken {
        let mut text = String::from("\"");
        for (k, token) in tokens.iter().enumerate() {
            if k > 0 && (token.tok.flags.leading_space || token.tok.flags.at_line_start) {
                text.push(' ');
            }
            let spelling = super::token_spelling(&token.tok, self.interner);
            let quoted = matches!(token.tok.kind, TokenKind::Str | TokenKind::Char)
                || (token.tok.kind == TokenKind::Unknown && spelling.contains(['"', '\'']));
            if quoted {
                for c in spelling.chars() {
                    if c == '"' || c == '\\' {
                        text.push('\\');
                    }
                    text.push(c);
                }
            } else {
                text.push_str(spelling);
            }
        }
        let trailing_backslashes = text.bytes().rev().take_while(|&b| b == b'\\').count();
        if trailing_backslashes % 2 == 1 {
            text.pop();
            self.diags
                .warning(hash.span, "invalid string literal, ignoring final '\\'");
        }
        text.push('"');
        PpToken::new(Token {
            kind: TokenKind::Str,
            text: self.interner.intern(&text),
            span: hash.span,
            flags: hash.flags,
        })
    }

    /// The value of a dynamic built-in macro used at `name`.
    fn builtin_token(&mut self, builtin: Builtin, name: Token) -> PpToken {
        let (kind, text) = match builtin {
            Builtin::File | Builtin::BaseFile => {
                let file_name = if builtin == Builtin::File {
                    let location = self.map.location(name.span.file, name.span.start);
                    location.name.to_string()
                } else {
                    let base = self.files.first().map_or(name.span.file, |f| f.file);
                    self.map.file(base).name.clone()
                };
                let mut quoted = String::from("\"");
                for c in file_name.chars() {
                    if c == '"' || c == '\\' {
                        quoted.push('\\');
                    }
                    quoted.push(c);
                }
                quoted.push('"');
                (TokenKind::Str, quoted)
            }
            Builtin::Line => {
                let location = self.map.location(name.span.file, name.span.start);
                (TokenKind::Number, location.line.to_string())
            }
            Builtin::Counter => {
                self.counter += 1;
                (TokenKind::Number, (self.counter - 1).to_string())
            }
            Builtin::IncludeLevel => (
                TokenKind::Number,
                self.files.len().saturating_sub(1).to_string(),
            ),
            Builtin::Date => (
                TokenKind::Str,
                super::predefined::date_string(self.options.source_date_epoch),
            ),
            Builtin::Time => (
                TokenKind::Str,
                super::predefined::time_string(self.options.source_date_epoch),
            ),
        };
        PpToken::new(Token {
            kind,
            text: self.interner.intern(&text),
            span: name.span,
            flags: name.flags,
        })
    }
}
