//! Preprocessing directives: conditional groups (and skipping the groups not taken), `#include`
//! resolution, `#line` and line markers, `#error`/`#warning`, `#pragma` and `_Pragma`.

use super::{Conditional, PpToken, Pragma, Preprocessor, MAX_INCLUDE_DEPTH};
use crate::lex::{raw_spelling, Lexer, RawToken};
use crate::source::{FileId, Span};
use crate::token::{Punct, Token, TokenFlags, TokenKind};
use std::path::{Path, PathBuf};

/// The directives a skipped group must still track.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SkippedDirective {
    If,
    Elif,
    Else,
    Endif,
    Other,
}

/// Every directive name the preprocessor knows.
const DIRECTIVE_NAMES: &[&str] = &[
    "define",
    "undef",
    "include",
    "include_next",
    "import",
    "if",
    "ifdef",
    "ifndef",
    "elif",
    "else",
    "endif",
    "line",
    "error",
    "warning",
    "pragma",
    "ident",
    "sccs",
    "assert",
    "unassert",
];

impl Preprocessor<'_> {
    /// The tokens up to the end of the directive line (the next token starting a line is left to
    /// be read next).
    pub(super) fn rest_of_line(&mut self) -> Vec<Token> {
        let mut line = Vec::with_capacity(16);
        if let Some(frame) = self.files.last_mut() {
            let text = self.map.file(frame.file).text.as_str();
            frame.lex_run(
                text,
                self.interner,
                self.diags,
                &mut line,
                usize::MAX,
                |token: &Token| token.flags.at_line_start || token.kind == TokenKind::Eof,
            );
        }
        line
    }

    pub(super) fn extra_tokens_warning(&mut self, extra: &[Token], directive: &str) {
        if let Some(first) = extra.first() {
            let message = format!("extra tokens at end of #{directive} directive");
            self.diags.warning(first.span, message);
        }
    }

    /// Carries out the directive introduced by `hash` (a `#` at the start of a line).
    pub(super) fn handle_directive(&mut self, hash: Token) {
        let name = self.lex_from_file();
        if name.flags.at_line_start || name.kind == TokenKind::Eof {
            self.unlex(name);
            return; // the null directive
        }
        if name.kind == TokenKind::Number {
            let mut line = vec![name];
            line.extend(self.rest_of_line());
            self.directive_line(hash, &line, true);
            return;
        }
        let spelling: &'static str = if name.kind == TokenKind::Ident {
            let text = self.interner.resolve(name.text);
            DIRECTIVE_NAMES
                .iter()
                .copied()
                .find(|&d| d == text)
                .unwrap_or("")
        } else {
            ""
        };
        match spelling {
            "define" => {
                let line = self.rest_of_line();
                self.directive_define(name, &line);
            }
            "undef" => {
                let line = self.rest_of_line();
                self.directive_undef(name, &line);
            }
            "include" | "include_next" | "import" => self.directive_include(name),
            "if" => {
                let value = self.evaluate_condition(name);
                self.open_conditional(name, value);
            }
            "ifdef" | "ifndef" => {
                let line = self.rest_of_line();
                let which = if spelling == "ifdef" {
                    "ifdef"
                } else {
                    "ifndef"
                };
                let defined = match self.macro_name(name, &line) {
                    Some(macro_name) => {
                        self.extra_tokens_warning(&line[1..], which);
                        self.macros.lookup(macro_name.text).is_some()
                    }
                    None => false,
                };
                let value = if which == "ifdef" { defined } else { !defined };
                self.open_conditional(name, value);
            }
            "elif" | "else" => {
                let is_else = spelling == "else";
                let line = self.rest_of_line();
                if is_else {
                    self.extra_tokens_warning(&line, "else");
                }
                let base = self.files.last().map_or(0, |f| f.conditional_base);
                if self.conditionals.len() <= base {
                    let message = if is_else {
                        "#else without #if"
                    } else {
                        "#elif without #if"
                    };
                    self.diags.error(name.span, message);
                    return;
                }
                let Some(open) = self.conditionals.last_mut() else {
                    return;
                };
                if open.seen_else {
                    let message = if is_else {
                        "#else after #else"
                    } else {
                        "#elif after #else"
                    };
                    self.diags.error(name.span, message);
                }
                if is_else {
                    open.seen_else = true;
                }
                // The group being read was taken, so every later branch is skipped.
                self.skip_group();
            }
            "endif" => {
                let line = self.rest_of_line();
                self.extra_tokens_warning(&line, "endif");
                let base = self.files.last().map_or(0, |f| f.conditional_base);
                if self.conditionals.len() <= base {
                    self.diags.error(name.span, "#endif without #if");
                } else {
                    self.conditionals.pop();
                }
            }
            "line" => {
                let line = self.rest_of_line();
                self.directive_line(name, &line, false);
            }
            "error" | "warning" => {
                let message = self.directive_message();
                if spelling == "error" {
                    self.diags.error(name.span, message);
                } else {
                    self.diags.warning(name.span, message);
                }
            }
            "pragma" => {
                let line = self.rest_of_line();
                self.handle_pragma(name.span, &line);
            }
            "ident" | "sccs" | "assert" | "unassert" => {
                self.rest_of_line();
            }
            _ => {
                self.rest_of_line();
                self.diags
                    .error(name.span, "invalid preprocessing directive");
            }
        }
    }

    /// The message of `#error`/`#warning`: the rest of the line as written, which clang reads
    /// as text, so nothing in it is reported (an apostrophe, a byte that is not UTF-8, which
    /// shows as `<E9>`).
    fn directive_message(&mut self) -> String {
        let Some(frame) = self.files.last_mut() else {
            return String::new();
        };
        let source = self.map.file(frame.file);
        let text = source.text.as_str();
        // Where the first token starts and the last ends.
        let mut words: Option<(usize, usize)> = None;
        if let Some(token) = frame.peeked.take() {
            if token.flags.at_line_start || token.kind == TokenKind::Eof {
                frame.peeked = Some(token);
                return String::new();
            }
            words = Some((token.span.start as usize, token.span.end as usize));
        }
        loop {
            let t = frame.lexer.next_raw(text, None);
            if t.flags.at_line_start || t.kind == TokenKind::Eof {
                frame.peeked = Some(frame.lexer.intern(text, t, self.interner));
                break;
            }
            let start = words.map_or(t.start as usize, |(start, _)| start);
            words = Some((start, t.end as usize));
        }
        let Some((start, last_end)) = words else {
            return String::new();
        };
        let end = text[last_end..]
            .find('\n')
            .map_or(text.len(), |i| last_end + i);
        let end = start + text[start..end].trim_end_matches('\r').len();
        source.shown_text(start, end).into_owned()
    }

    fn open_conditional(&mut self, name: Token, taken: bool) {
        self.conditionals.push(Conditional {
            span: name.span,
            seen_else: false,
            taken,
        });
        if !taken {
            self.skip_group();
        }
    }

    /// Skips the lines of a group not taken, up to the `#else`/`#elif` that is taken or the `#endif`
    /// closing the innermost open conditional. Nothing in skipped lines is diagnosed.
    fn skip_group(&mut self) {
        // Conditionals opened inside the skipped lines, for "unterminated conditional directive".
        let mut nested: Vec<Span> = Vec::new();
        loop {
            let Some(first) = self.skip_to_directive() else {
                // End of file: the enclosing group is reported when the file is left.
                for span in nested.into_iter().rev() {
                    self.diags.error(span, "unterminated conditional directive");
                }
                return;
            };
            let (kind, name_token) = first;
            let depth = nested.len();
            match kind {
                SkippedDirective::If => nested.push(name_token),
                SkippedDirective::Endif if depth > 0 => {
                    nested.pop();
                }
                SkippedDirective::Endif => {
                    self.conditionals.pop();
                    return;
                }
                SkippedDirective::Else if depth == 0 => {
                    if let Some(open) = self.conditionals.last_mut() {
                        if open.seen_else {
                            self.diags.error(name_token, "#else after #else");
                        }
                        open.seen_else = true;
                        if !open.taken {
                            open.taken = true;
                            return;
                        }
                    }
                }
                SkippedDirective::Elif if depth == 0 => {
                    let (seen_else, taken) = self
                        .conditionals
                        .last()
                        .map_or((false, true), |c| (c.seen_else, c.taken));
                    if seen_else {
                        self.diags.error(name_token, "#elif after #else");
                    }
                    if !taken {
                        let directive = Token {
                            kind: TokenKind::Ident,
                            text: crate::lex::NO_TEXT,
                            span: name_token,
                            flags: Default::default(),
                        };
                        if self.evaluate_condition(directive) {
                            if let Some(open) = self.conditionals.last_mut() {
                                open.taken = true;
                            }
                            return;
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Lexes quietly to the next directive that matters for skipping; returns its kind and the span
    /// of its name, leaving the lexer after the name (the rest of its line unread). `None` at EOF.
    fn skip_to_directive(&mut self) -> Option<(SkippedDirective, Span)> {
        let frame = self.files.last_mut()?;
        let text = self.map.file(frame.file).text.as_str();
        // A token already lexed (the directive terminator) is looked at first.
        let mut pending = frame.peeked.take().map(|t| RawToken {
            kind: t.kind,
            start: t.span.start,
            end: t.span.end,
            flags: t.flags,
            has_splice: false,
        });
        loop {
            let token = match pending.take() {
                Some(t) => t,
                None => frame.lexer.next_raw(text, None),
            };
            match token.kind {
                TokenKind::Eof => {
                    let eof = frame.lexer.intern(text, token, self.interner);
                    frame.peeked = Some(eof);
                    return None;
                }
                TokenKind::Punct(Punct::Hash) if token.flags.at_line_start => {
                    let name = frame.lexer.next_raw(text, None);
                    if name.flags.at_line_start || name.kind == TokenKind::Eof {
                        pending = Some(name);
                        continue;
                    }
                    if name.kind != TokenKind::Ident {
                        continue;
                    }
                    let kind = match &*raw_spelling(text, &name) {
                        "if" | "ifdef" | "ifndef" => SkippedDirective::If,
                        "elif" => SkippedDirective::Elif,
                        "else" => SkippedDirective::Else,
                        "endif" => SkippedDirective::Endif,
                        _ => SkippedDirective::Other,
                    };
                    if kind == SkippedDirective::Other {
                        continue;
                    }
                    let span = Span::new(frame.file, name.start, name.end);
                    if kind != SkippedDirective::Elif {
                        // The rest of an `#else`/`#endif` line is not looked at when skipping.
                        loop {
                            let t = frame.lexer.next_raw(text, None);
                            if t.flags.at_line_start || t.kind == TokenKind::Eof {
                                frame.peeked = Some(frame.lexer.intern(text, t, self.interner));
                                break;
                            }
                        }
                    }
                    return Some((kind, span));
                }
                _ => {}
            }
        }
    }

    /// `#include "file"`, `#include <file>` or `#include MACRO`.
    fn directive_include(&mut self, name: Token) {
        let line = self.rest_of_line();
        let Some((path_text, angled, at, used)) = self.include_operand(name, &line) else {
            return;
        };
        if used < line.len() {
            self.extra_tokens_warning(&line[used..], "include");
        }
        if self.files.len() >= MAX_INCLUDE_DEPTH {
            let message = format!(
                "#include nested depth {} exceeds maximum of {MAX_INCLUDE_DEPTH}",
                self.files.len()
            );
            self.diags.error(at, message);
            return;
        }
        let Some(path) = self.resolve_include(&path_text, angled) else {
            self.diags
                .error(at, format!("'{path_text}' file not found"));
            return;
        };
        let file = match self.load_include(&path) {
            Ok(file) => file,
            Err(error) => {
                self.diags
                    .error(at, format!("cannot open file '{path_text}': {error}"));
                return;
            }
        };
        if self.pragma_once.contains(&file) {
            return;
        }
        self.enter_file(file);
    }

    /// The file name of an `#include` (text, whether `<...>`, its span, tokens of `line` used).
    fn include_operand(
        &mut self,
        name: Token,
        line: &[Token],
    ) -> Option<(String, bool, Span, usize)> {
        let Some(first) = line.first() else {
            let span = Span::new(name.span.file, name.span.end, name.span.end);
            self.diags
                .error(span, "expected \"FILENAME\" or <FILENAME>");
            return None;
        };
        let spelling = self.interner.resolve(first.text).to_string();
        match first.kind {
            TokenKind::HeaderName => {
                let inner = spelling[1..spelling.len() - 1].to_string();
                return Some((inner, true, first.span, 1));
            }
            TokenKind::Str if spelling.starts_with('"') => {
                let inner = spelling[1..spelling.len() - 1].to_string();
                return Some((inner, false, first.span, 1));
            }
            _ => {}
        }
        // `#include MACRO`: expand, then take a string or `<` tokens `>`.
        let tokens: Vec<PpToken> = line.iter().map(|&t| PpToken::new(t)).collect();
        let expanded = self.expand_isolated(&tokens);
        match expanded.first() {
            Some(t) if t.tok.kind == TokenKind::Str => {
                let s = self.interner.resolve(t.tok.text);
                if s.starts_with('"') {
                    return Some((s[1..s.len() - 1].to_string(), false, first.span, line.len()));
                }
            }
            Some(t) if t.tok.is_punct(Punct::Lt) => {
                let mut text = String::new();
                for (k, token) in expanded[1..].iter().enumerate() {
                    if token.tok.is_punct(Punct::Gt) {
                        return Some((text, true, first.span, line.len()));
                    }
                    if k > 0 && token.tok.flags.leading_space {
                        text.push(' ');
                    }
                    text.push_str(super::token_spelling(&token.tok, self.interner));
                }
            }
            _ => {}
        }
        self.diags
            .error(first.span, "expected \"FILENAME\" or <FILENAME>");
        None
    }

    /// Finds an included file: quoted names first in the including file's directory, then in the
    /// `-I` directories in order; angled names only in the `-I` directories.
    fn resolve_include(&self, name: &str, angled: bool) -> Option<PathBuf> {
        let as_given = Path::new(name);
        if as_given.is_absolute() {
            return as_given.is_file().then(|| as_given.to_path_buf());
        }
        if !angled {
            let current = self.files.last().map(|f| f.file);
            let directory = current.and_then(|f| {
                let file = self.map.file(f);
                match &file.path {
                    Some(path) => path.parent().map(Path::to_path_buf),
                    None => Path::new(&file.name).parent().map(Path::to_path_buf),
                }
            });
            let candidate = directory.unwrap_or_default().join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
        self.options
            .include_dirs
            .iter()
            .map(|dir| dir.join(name))
            .find(|candidate| candidate.is_file())
    }

    fn load_include(&mut self, path: &Path) -> std::io::Result<FileId> {
        let key = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if let Some(&file) = self.include_cache.get(&key) {
            return Ok(file);
        }
        let file = self.map.load_file(path)?;
        self.include_cache.insert(key, file);
        if self.included.insert(file) {
            self.output.includes.push(file);
        }
        Ok(file)
    }

    /// `#line N ["name"]`, and the `# N "name" flags` line markers of preprocessed output.
    fn directive_line(&mut self, name: Token, line: &[Token], marker: bool) {
        let tokens: Vec<PpToken> = line.iter().map(|&t| PpToken::new(t)).collect();
        let expanded = if marker {
            tokens
        } else {
            self.expand_isolated(&tokens)
        };
        let number = expanded.first().and_then(|t| {
            let text = self.interner.resolve(t.tok.text);
            (t.tok.kind == TokenKind::Number && text.bytes().all(|b| b.is_ascii_digit()))
                .then(|| text.parse::<u32>().ok())
                .flatten()
                .filter(|&n| n <= i32::MAX as u32)
        });
        let Some(number) = number else {
            let span = expanded.first().map_or(name.span, |t| t.tok.span);
            self.diags
                .error(span, "#line directive requires a positive integer argument");
            return;
        };
        let mut used = 1;
        let mut file_name = None;
        if let Some(t) = expanded.get(1) {
            if t.tok.kind == TokenKind::Str {
                match crate::literal::decode_string(self.interner.resolve(t.tok.text)) {
                    Ok(bytes) => file_name = Some(String::from_utf8_lossy(&bytes).into_owned()),
                    Err(_) => {
                        self.diags
                            .error(t.tok.span, "invalid filename for #line directive");
                        return;
                    }
                }
                used = 2;
            } else {
                self.diags
                    .error(t.tok.span, "invalid filename for #line directive");
                return;
            }
        }
        if !marker {
            let extra: Vec<Token> = expanded[used.min(expanded.len())..]
                .iter()
                .map(|t| t.tok)
                .collect();
            self.extra_tokens_warning(&extra, "line");
        }
        let file = name.span.file;
        let last_end = line.last().map_or(name.span.end, |t| t.span.end) as usize;
        let text = &self.map.file(file).text;
        let next_line = text[last_end..]
            .find('\n')
            .map_or(text.len(), |i| last_end + i + 1);
        self.map
            .add_line_directive(file, next_line as u32, number, file_name);
    }

    /// `#pragma ...` (tokens after `pragma`, unexpanded) or the operand of `_Pragma`.
    pub(super) fn handle_pragma(&mut self, at: Span, line: &[Token]) {
        if self.in_prelude {
            return;
        }
        let owned: Vec<String> = line
            .iter()
            .map(|t| super::token_spelling(t, self.interner).to_string())
            .collect();
        let words: Vec<&str> = owned.iter().map(String::as_str).collect();
        let span = line.first().map_or(at, |t| t.span);
        let pragma = match words.as_slice() {
            ["OPENCL", "EXTENSION", rest @ ..] => self.opencl_extension_pragma(line, rest),
            ["OPENCL" | "STDC", "FP_CONTRACT", rest @ ..] => match rest {
                ["ON"] | ["DEFAULT"] => Some(Pragma::FpContract { on: true, span }),
                ["OFF"] => Some(Pragma::FpContract { on: false, span }),
                _ => {
                    let at = line.get(2).map_or(span, |t| t.span);
                    self.diags
                        .warning(at, "expected 'ON' or 'OFF' or 'DEFAULT' in pragma");
                    None
                }
            },
            ["unroll"] => Some(Pragma::Unroll { count: None, span }),
            ["unroll", n] | ["unroll", "(", n, ")"] => match n.parse::<u32>() {
                Ok(count) => Some(Pragma::Unroll {
                    count: Some(count),
                    span,
                }),
                Err(_) => {
                    let message = "expected a positive integer in '#pragma unroll' - ignored";
                    self.diags.warning(line[1].span, message);
                    None
                }
            },
            ["nounroll"] => Some(Pragma::Unroll {
                count: Some(1),
                span,
            }),
            ["once"] => {
                if let Some(frame) = self.files.last() {
                    self.pragma_once.insert(frame.file);
                }
                None
            }
            _ => None,
        };
        // The parser sees where an extension or FP_CONTRACT pragma is, so that it applies from
        // there on.
        let marker = match &pragma {
            Some(Pragma::OpenclExtension { name, enable, span }) => Some((
                TokenKind::ExtensionPragma { enable: *enable },
                self.interner.intern(name),
                *span,
            )),
            // At the word FP_CONTRACT, where clang reports a misplaced one.
            Some(Pragma::FpContract { on, span }) => Some((
                TokenKind::FpContractPragma { on: *on },
                self.interner.intern("FP_CONTRACT"),
                line.get(1).map_or(*span, |t| t.span),
            )),
            _ => None,
        };
        if let Some((kind, text, span)) = marker {
            self.output.tokens.push(Token {
                kind,
                text,
                span,
                flags: TokenFlags {
                    at_line_start: true,
                    leading_space: false,
                },
            });
        }
        if let Some(pragma) = pragma {
            self.output.pragmas.push(pragma);
            let next_token = self.tokens_handed_over + self.output.tokens.len();
            self.output.pragma_token_indices.push(next_token);
        }
    }

    fn opencl_extension_pragma(&mut self, line: &[Token], rest: &[&str]) -> Option<Pragma> {
        let span = line[0].span;
        match rest {
            [name, ":", state] => {
                let enable = match *state {
                    "enable" => true,
                    "disable" => false,
                    _ => {
                        let message = "expected 'enable', 'disable', 'begin' or 'end' - ignoring";
                        self.diags.warning(line[4].span, message);
                        return None;
                    }
                };
                if *name != "all" && !name.starts_with("cl_") && !name.starts_with("__cl_") {
                    let message = format!("unknown OpenCL extension '{name}' - ignoring");
                    self.diags.warning(line[2].span, message);
                    return None;
                }
                Some(Pragma::OpenclExtension {
                    name: name.to_string(),
                    enable,
                    span,
                })
            }
            [] => {
                self.diags.warning(
                    line[1].span,
                    "expected identifier in '#pragma OPENCL EXTENSION' - ignored",
                );
                None
            }
            [_] | [_, _] => {
                let at = line.last().map_or(span, |t| t.span);
                self.diags.warning(at, "expected ':' - ignoring");
                None
            }
            _ => {
                let at = line.get(5).map_or(span, |t| t.span);
                self.diags.warning(
                    at,
                    "extra tokens at end of '#pragma OPENCL EXTENSION' - ignored",
                );
                None
            }
        }
    }

    /// `_Pragma ( string-literal )`: returns false (leaving the tokens) if the operand is malformed.
    pub(super) fn pragma_operator(&mut self, keyword: Token) -> bool {
        let open = self.next_unexpanded();
        if !open.tok.is_punct(Punct::LParen) {
            self.unread(open);
            self.diags
                .error(keyword.span, "_Pragma takes a parenthesized string literal");
            return true;
        }
        let literal = self.next_unexpanded();
        let close = self.next_unexpanded();
        if literal.tok.kind != TokenKind::Str || !close.tok.is_punct(Punct::RParen) {
            self.unread(close);
            self.diags
                .error(keyword.span, "_Pragma takes a parenthesized string literal");
            return true;
        }
        let spelling = self.interner.resolve(literal.tok.text);
        let body = spelling
            .trim_start_matches(['L', 'u', 'U', '8'])
            .trim_start_matches('"')
            .trim_end_matches('"');
        let mut text = String::with_capacity(body.len());
        let mut chars = body.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\\' && matches!(chars.peek(), Some('"' | '\\')) {
                text.push(chars.next().unwrap_or('\\'));
            } else {
                text.push(c);
            }
        }
        let file = self.map.add_file("<_Pragma>", text);
        let source = self.map.file(file).text.clone();
        let mut lexer = Lexer::new(file);
        let mut tokens = Vec::new();
        loop {
            let token = lexer.next_token(&source, self.interner, Some(&mut *self.diags));
            if token.kind == TokenKind::Eof {
                break;
            }
            tokens.push(token);
        }
        self.handle_pragma(keyword.span, &tokens);
        true
    }
}
