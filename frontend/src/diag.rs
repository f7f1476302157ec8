//! Diagnostics: what every stage reports, and how it is rendered (clang's text shape or JSON).
//!
//! Stages never print and never stop at the first error: they push [`Diagnostic`]s into a
//! [`Diagnostics`] sink and carry on. The edge (the CLI) renders them once, with [`render_text`] or
//! [`render_json`]. Warning policy (`-w`, `-Werror`) is applied by the sink when a diagnostic is added.

use crate::source::{SourceMap, Span};
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A secondary message attached to a diagnostic (clang's `note:`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub span: Option<Span>,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// Where the caret goes; `None` for diagnostics about the whole invocation.
    pub span: Option<Span>,
    pub notes: Vec<Note>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: Some(span),
            notes: vec![],
        }
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            message: message.into(),
            span: Some(span),
            notes: vec![],
        }
    }

    /// An error with no source location (bad options, unreadable files).
    pub fn global_error(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: None,
            notes: vec![],
        }
    }

    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note {
            span,
            message: message.into(),
        });
        self
    }
}

/// How warnings are treated: `-w` drops them, `-Werror` turns them into errors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WarningPolicy {
    pub suppress: bool,
    pub as_errors: bool,
}

/// The sink every stage reports into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    policy: WarningPolicy,
    errors: usize,
}

impl Diagnostics {
    pub fn new(policy: WarningPolicy) -> Diagnostics {
        Diagnostics {
            list: Vec::new(),
            policy,
            errors: 0,
        }
    }

    /// How this sink treats warnings (a stage that buffers its diagnostics uses the same).
    pub fn policy(&self) -> WarningPolicy {
        self.policy
    }

    pub fn push(&mut self, mut diagnostic: Diagnostic) {
        if diagnostic.severity == Severity::Warning {
            if self.policy.suppress {
                return;
            }
            if self.policy.as_errors {
                diagnostic.severity = Severity::Error;
            }
        }
        if diagnostic.severity == Severity::Error {
            self.errors += 1;
        }
        self.list.push(diagnostic);
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(span, message));
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::warning(span, message));
    }

    /// Attaches a note to the diagnostic pushed last (when it was kept: a suppressed warning's
    /// note is dropped with it).
    pub fn note_last(&mut self, span: Option<Span>, message: impl Into<String>) {
        if let Some(last) = self.list.last_mut() {
            last.notes.push(Note {
                span,
                message: message.into(),
            });
        }
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    pub fn warning_count(&self) -> usize {
        self.list
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.list.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.list
    }
}

const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";
const GREEN: &str = "\x1b[1;32m";

fn severity_colour(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "\x1b[1;31m",
        Severity::Warning => "\x1b[1;35m",
        Severity::Note => "\x1b[1;30m",
    }
}

/// Renders one diagnostic the way clang does: location, severity, message, the source line, a caret
/// under the start and tildes under the rest of the range, then its notes, then a note for every
/// macro expansion the location went through.
pub fn render_text(map: &SourceMap, diagnostic: &Diagnostic, colour: bool) -> String {
    let mut out = String::new();
    render_one(
        map,
        &mut out,
        diagnostic.severity,
        diagnostic.span,
        &diagnostic.message,
        colour,
    );
    if let Some(span) = diagnostic.span {
        render_expansion_notes(map, &mut out, span, colour);
    }
    for note in &diagnostic.notes {
        render_one(
            map,
            &mut out,
            Severity::Note,
            note.span,
            &note.message,
            colour,
        );
        if let Some(span) = note.span {
            render_expansion_notes(map, &mut out, span, colour);
        }
    }
    out
}

fn render_expansion_notes(map: &SourceMap, out: &mut String, span: Span, colour: bool) {
    let mut id = span.expansion;
    while let Some(expansion) = map.expansion(id) {
        let message = format!("expanded from macro '{}'", expansion.macro_name);
        render_one(
            map,
            out,
            Severity::Note,
            Some(expansion.definition),
            &message,
            colour,
        );
        id = expansion.parent;
    }
}

fn render_one(
    map: &SourceMap,
    out: &mut String,
    severity: Severity,
    span: Option<Span>,
    message: &str,
    colour: bool,
) {
    let (bold, reset) = if colour { (BOLD, RESET) } else { ("", "") };
    let sev_colour = if colour {
        severity_colour(severity)
    } else {
        ""
    };
    match span {
        Some(span) => {
            let location = map.location(span.file, span.start);
            let _ = writeln!(
                out,
                "{bold}{location}: {sev_colour}{}:{reset}{bold} {message}{reset}",
                severity.as_str()
            );
            let file = map.file(span.file);
            let (line, positions) = file.shown_line(location.physical_line);
            let (mut column, mut len) = (location.column, span.len());
            if let Some(positions) = positions {
                // The line shows some bytes wider than they are: place the caret on what
                // shows them.
                let last = positions.len() - 1;
                let start = (column as usize - 1).min(last);
                let end = (start + len as usize).min(last);
                column = positions[start] as u32 + 1;
                len = (positions[end] - positions[start]) as u32;
            }
            let _ = writeln!(out, "{line}");
            let _ = writeln!(out, "{}", caret_line(&line, column, len, colour));
        }
        None => {
            let _ = writeln!(
                out,
                "{bold}oclvk: {sev_colour}{}:{reset}{bold} {message}{reset}",
                severity.as_str()
            );
        }
    }
}

/// Spaces up to the column (keeping tabs so the caret lines up), `^`, then `~` for the rest of the
/// range on the same line.
fn caret_line(line: &str, column: u32, len: u32, colour: bool) -> String {
    let start = (column as usize).saturating_sub(1).min(line.len());
    let mut out: String = line[..start]
        .chars()
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    if colour {
        out.push_str(GREEN);
    }
    out.push('^');
    let available = line.len().saturating_sub(start + 1);
    let tildes = (len as usize).saturating_sub(1).min(available);
    out.extend(std::iter::repeat_n('~', tildes));
    if colour {
        out.push_str(RESET);
    }
    out
}

/// The one-line summary clang prints at the end ("2 errors generated.").
pub fn summary(diagnostics: &Diagnostics) -> Option<String> {
    summary_line(diagnostics.warning_count(), diagnostics.error_count())
}

/// The summary line for `w` warnings and `e` errors.
pub fn summary_line(w: usize, e: usize) -> Option<String> {
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    match (w, e) {
        (0, 0) => None,
        (w, 0) => Some(format!("{} generated.", plural(w, "warning"))),
        (0, e) => Some(format!("{} generated.", plural(e, "error"))),
        (w, e) => Some(format!(
            "{} and {} generated.",
            plural(w, "warning"),
            plural(e, "error")
        )),
    }
}

#[derive(Serialize)]
struct JsonRange {
    start: JsonPos,
    end: JsonPos,
}

#[derive(Serialize)]
struct JsonPos {
    line: u32,
    column: u32,
}

#[derive(Serialize)]
struct JsonNote {
    file: Option<String>,
    line: Option<u32>,
    column: Option<u32>,
    message: String,
}

#[derive(Serialize)]
struct JsonDiagnostic {
    file: Option<String>,
    line: Option<u32>,
    column: Option<u32>,
    range: Option<JsonRange>,
    severity: Severity,
    message: String,
    notes: Vec<JsonNote>,
}

/// One JSON object per diagnostic (a line each), for tools.
pub fn render_json(map: &SourceMap, diagnostic: &Diagnostic) -> String {
    let position = |span: Option<Span>| {
        span.map(|s| {
            let start = map.location(s.file, s.start);
            let end = map.location(s.file, s.end);
            (
                start.name.to_string(),
                start.line,
                start.column,
                end.line,
                end.column,
            )
        })
    };
    let primary = position(diagnostic.span);
    let mut notes: Vec<JsonNote> = diagnostic
        .notes
        .iter()
        .map(|n| {
            let p = position(n.span);
            JsonNote {
                file: p.as_ref().map(|p| p.0.clone()),
                line: p.as_ref().map(|p| p.1),
                column: p.as_ref().map(|p| p.2),
                message: n.message.clone(),
            }
        })
        .collect();
    if let Some(span) = diagnostic.span {
        let mut id = span.expansion;
        while let Some(expansion) = map.expansion(id) {
            let loc = map.location(expansion.definition.file, expansion.definition.start);
            notes.push(JsonNote {
                file: Some(loc.name.to_string()),
                line: Some(loc.line),
                column: Some(loc.column),
                message: format!("expanded from macro '{}'", expansion.macro_name),
            });
            id = expansion.parent;
        }
    }
    let json = JsonDiagnostic {
        file: primary.as_ref().map(|p| p.0.clone()),
        line: primary.as_ref().map(|p| p.1),
        column: primary.as_ref().map(|p| p.2),
        range: primary.as_ref().map(|p| JsonRange {
            start: JsonPos {
                line: p.1,
                column: p.2,
            },
            end: JsonPos {
                line: p.3,
                column: p.4,
            },
        }),
        severity: diagnostic.severity,
        message: diagnostic.message.clone(),
        notes,
    };
    serde_json::to_string(&json).expect("diagnostics serialize")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{Expansion, ExpansionId, SourceMap};

    fn check(text: &str, start: u32, end: u32, expect: &str) {
        let mut map = SourceMap::new();
        let f = map.add_file("k.cl", text);
        let d = Diagnostic::error(Span::new(f, start, end), "use of undeclared identifier 'y'");
        assert_eq!(render_text(&map, &d, false), expect);
    }

    #[test]
    fn caret_and_range_under_the_span() {
        check(
            "kernel void k() {\n  int x = y + 1;\n}\n",
            28,
            29,
            "k.cl:2:11: error: use of undeclared identifier 'y'\n  int x = y + 1;\n          ^\n",
        );
        check(
            "kernel void k() {\n  int x = yy + 1;\n}\n",
            28,
            34,
            "k.cl:2:11: error: use of undeclared identifier 'y'\n  int x = yy + 1;\n          ^~~~~~\n",
        );
    }

    #[test]
    fn macro_expansion_adds_a_note_at_the_definition() {
        let mut map = SourceMap::new();
        let f = map.add_file("m.cl", "#define F(a) (a + q)\nint x = F(1);\n");
        let exp = map.add_expansion(Expansion {
            macro_name: "F".into(),
            definition: Span::new(f, 18, 19),
            parent: ExpansionId::NONE,
        });
        let mut span = Span::new(f, 29, 33);
        span.expansion = exp;
        let d = Diagnostic::error(span, "use of undeclared identifier 'q'");
        assert_eq!(
            render_text(&map, &d, false),
            "m.cl:2:9: error: use of undeclared identifier 'q'\nint x = F(1);\n        ^~~~\n\
             m.cl:1:19: note: expanded from macro 'F'\n#define F(a) (a + q)\n                  ^\n"
        );
        let json = render_json(&map, &d);
        assert!(json.contains("\"expanded from macro 'F'\""), "{json}");
    }

    #[test]
    fn werror_and_w_apply_when_pushed() {
        let span = Span::default();
        let mut d = Diagnostics::new(WarningPolicy {
            suppress: false,
            as_errors: true,
        });
        d.warning(span, "w");
        assert!(d.has_errors());
        let mut d = Diagnostics::new(WarningPolicy {
            suppress: true,
            as_errors: false,
        });
        d.warning(span, "w");
        assert!(d.is_empty());
    }

    #[test]
    fn summary_counts_like_clang() {
        let mut d = Diagnostics::default();
        d.error(Span::default(), "a");
        d.error(Span::default(), "b");
        d.warning(Span::default(), "c");
        assert_eq!(summary(&d).unwrap(), "1 warning and 2 errors generated.");
    }
}
