//! Diagnostics: what every stage reports, and how it is rendered (clang's text shape or JSON).
//!
//! Stages never print and never stop at the first error: they push [`Diagnostic`]s into a
//! [`Diagnostics`] sink and carry on. The edge (the CLI) renders them once, with [`render_text`] or
//! [`render_json`]. The policy (`-w`, `-Werror`, `-ferror-limit=`) is applied by the sink when a
//! diagnostic is added.

use crate::source::{SourceMap, Span};
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Note,
    Warning,
    Error,
    /// The one error that ends a compilation: too many errors (`-ferror-limit=`).
    Fatal,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Fatal => "fatal error",
        }
    }

    /// Errors and the fatal error: what makes a compilation fail and counts in "N errors".
    pub fn is_error(self) -> bool {
        matches!(self, Severity::Error | Severity::Fatal)
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

/// How a sink treats what is pushed: `-w` drops warnings, `-Werror` turns them into errors, and
/// `-ferror-limit=N` ends the diagnostics after N errors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WarningPolicy {
    pub suppress: bool,
    pub as_errors: bool,
    /// After this many errors, the next one is replaced by clang's [`TOO_MANY_ERRORS`] fatal
    /// error and everything after it is dropped; 0 (the library's default, as clang's `-cc1`)
    /// means no limit. The build options default to clang's driver's 19
    /// (`crate::diag::DEFAULT_ERROR_LIMIT`).
    pub error_limit: u32,
}

/// The error limit clang's driver passes by default: 19 errors, then the fatal error (20 in the
/// summary line).
pub const DEFAULT_ERROR_LIMIT: u32 = 19;

/// The fatal error that replaces the error after the limit, as clang words it.
pub const TOO_MANY_ERRORS: &str = "too many errors emitted, stopping now [-ferror-limit=]";

/// The sink every stage reports into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    policy: WarningPolicy,
    errors: usize,
    /// The error limit was passed: the fatal error is the last diagnostic kept.
    stopped: bool,
}

impl Diagnostics {
    pub fn new(policy: WarningPolicy) -> Diagnostics {
        Diagnostics {
            list: Vec::new(),
            policy,
            errors: 0,
            stopped: false,
        }
    }

    /// How this sink treats warnings (a stage that buffers its diagnostics uses the same).
    pub fn policy(&self) -> WarningPolicy {
        self.policy
    }

    pub fn push(&mut self, mut diagnostic: Diagnostic) {
        if self.stopped {
            return;
        }
        if diagnostic.severity == Severity::Warning {
            if self.policy.suppress {
                return;
            }
            if self.policy.as_errors {
                diagnostic.severity = Severity::Error;
            }
        }
        if diagnostic.severity.is_error() {
            let limit = self.policy.error_limit as usize;
            if limit != 0 && self.errors >= limit {
                // The error past the limit becomes the fatal error, and nothing follows it.
                diagnostic = Diagnostic {
                    severity: Severity::Fatal,
                    message: TOO_MANY_ERRORS.into(),
                    span: None,
                    notes: vec![],
                };
                self.stopped = true;
            }
            self.errors += 1;
        }
        self.list.push(diagnostic);
    }

    /// Whether the error limit was passed: what is pushed from now on is dropped, so a stage
    /// may stop.
    pub fn limit_reached(&self) -> bool {
        self.stopped
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
        if self.stopped {
            return;
        }
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

    /// Where the list stands now, for [`Self::rollback`].
    pub fn checkpoint(&self) -> DiagnosticsCheckpoint {
        DiagnosticsCheckpoint {
            len: self.list.len(),
            errors: self.errors,
            stopped: self.stopped,
        }
    }

    /// Forgets what was reported since `checkpoint` (a reading of the source that was only tried).
    pub fn rollback(&mut self, checkpoint: DiagnosticsCheckpoint) {
        self.list.truncate(checkpoint.len);
        self.errors = checkpoint.errors;
        self.stopped = checkpoint.stopped;
    }

    /// How many diagnostics were kept (suppressed warnings are not).
    pub fn len(&self) -> usize {
        self.list.len()
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
        Severity::Error | Severity::Fatal => "\x1b[1;31m",
        Severity::Warning => "\x1b[1;35m",
        Severity::Note => "\x1b[1;30m",
    }
}

/// Renders one diagnostic the way clang does: location, severity, message, the source line, a caret
/// under the start and tildes under the rest of the range, then its notes, then a note for every
/// macro expansion the location went through.
/// A state of [`Diagnostics`] to return to.
#[derive(Clone, Copy, Debug)]
pub struct DiagnosticsCheckpoint {
    len: usize,
    errors: usize,
    stopped: bool,
}

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
            let mut caret = (location.column as usize).saturating_sub(1).min(line.len());
            let mut len = span.len();
            if let Some(positions) = positions {
                // The line shows some bytes wider than they are (`<E9>`): the caret and the
                // range go where they show.
                let end = (caret + len as usize).min(positions.len() - 1);
                len = (positions[end] - positions[caret]) as u32;
                caret = positions[caret];
            }
            let window = Window::around(&line, caret);
            let _ = writeln!(out, "{}", window.text());
            let _ = writeln!(out, "{}", caret_line(&window, caret, len, colour));
        }
        // clang's frontend prints its location-less fatal error without the program's name.
        None if severity == Severity::Fatal => {
            let _ = writeln!(
                out,
                "{bold}{sev_colour}{}:{reset}{bold} {message}{reset}",
                severity.as_str()
            );
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

/// Source lines longer than this many bytes are shown as a window of this width around the
/// caret, so that each diagnostic's output stays bounded (a generated kernel can put 90 KB on
/// one line, and thousands of errors on it).
const MAX_SHOWN_LINE: usize = 160;

/// How much of a window lies before the caret, when the line has that much.
const SHOWN_BEFORE_CARET: usize = 60;

/// Marks the side where a window cuts its line.
const CUT: &str = "...";

/// The part of a source line a diagnostic shows: the whole line, or a window around the caret
/// with [`CUT`] marks where it cuts the line.
struct Window<'a> {
    line: &'a str,
    begin: usize,
    end: usize,
}

impl<'a> Window<'a> {
    fn around(line: &'a str, caret: usize) -> Window<'a> {
        if line.len() <= MAX_SHOWN_LINE {
            return Window {
                line,
                begin: 0,
                end: line.len(),
            };
        }
        let mut begin = caret.saturating_sub(SHOWN_BEFORE_CARET);
        let mut end = (begin + MAX_SHOWN_LINE).min(line.len());
        // Near the end of the line, the window keeps its width by showing more before the caret.
        begin = begin.min(end - MAX_SHOWN_LINE);
        while !line.is_char_boundary(begin) {
            begin -= 1;
        }
        while !line.is_char_boundary(end) {
            end += 1;
        }
        Window { line, begin, end }
    }

    fn cut_before(&self) -> bool {
        self.begin > 0
    }

    fn text(&self) -> String {
        let mut text = String::with_capacity(self.end - self.begin + 2 * CUT.len());
        if self.cut_before() {
            text.push_str(CUT);
        }
        text.push_str(&self.line[self.begin..self.end]);
        if self.end < self.line.len() {
            text.push_str(CUT);
        }
        text
    }
}

/// Spaces up to the caret (keeping tabs so that it lines up), `^`, then `~` for the rest of the
/// range on the same line, as far as the window shows it.
fn caret_line(window: &Window, caret: usize, len: u32, colour: bool) -> String {
    let mut caret = caret.clamp(window.begin, window.end);
    while !window.line.is_char_boundary(caret) {
        caret -= 1;
    }
    let mut out = String::new();
    if window.cut_before() {
        out.extend(std::iter::repeat_n(' ', CUT.len()));
    }
    out.extend(
        window.line[window.begin..caret]
            .chars()
            .map(|c| if c == '\t' { '\t' } else { ' ' }),
    );
    if colour {
        out.push_str(GREEN);
    }
    out.push('^');
    let available = window.end.saturating_sub(caret + 1);
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
            error_limit: 0,
        });
        d.warning(span, "w");
        assert!(d.has_errors());
        let mut d = Diagnostics::new(WarningPolicy {
            suppress: true,
            as_errors: false,
            error_limit: 0,
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

    #[test]
    fn the_error_past_the_limit_is_fatal_and_ends_the_diagnostics() {
        let span = Span::default();
        let mut d = Diagnostics::new(WarningPolicy {
            error_limit: 2,
            ..Default::default()
        });
        d.error(span, "a");
        d.warning(span, "w");
        d.error(span, "b");
        assert!(!d.limit_reached());
        d.error(span, "c");
        assert!(d.limit_reached());
        d.note_last(None, "dropped with c");
        d.error(span, "d");
        d.warning(span, "x");
        let seen: Vec<(Severity, &str)> =
            d.iter().map(|d| (d.severity, d.message.as_str())).collect();
        assert_eq!(
            seen,
            [
                (Severity::Error, "a"),
                (Severity::Warning, "w"),
                (Severity::Error, "b"),
                (Severity::Fatal, TOO_MANY_ERRORS),
            ]
        );
        assert!(d.iter().all(|d| d.notes.is_empty()));
        // clang counts the fatal error in its summary.
        assert_eq!(summary(&d).unwrap(), "1 warning and 3 errors generated.");
        let map = SourceMap::new();
        assert_eq!(
            render_text(&map, d.iter().last().unwrap(), false),
            "fatal error: too many errors emitted, stopping now [-ferror-limit=]\n"
        );
    }

    #[test]
    fn no_limit_keeps_every_error() {
        let mut d = Diagnostics::default();
        for _ in 0..1000 {
            d.error(Span::default(), "e");
        }
        assert_eq!(d.error_count(), 1000);
        assert!(!d.limit_reached());
    }

    /// A long line is shown as a window around the caret, cut marks on the cut sides, with
    /// the caret and the range under the same characters as on the whole line.
    #[test]
    fn long_lines_show_a_window_around_the_caret() {
        let long = format!("{}y{}", "a + ".repeat(500), " + b".repeat(500));
        let caret = 2000;
        let text = format!("int x = {long};\n");
        let start = 8 + caret as u32;
        let mut map = SourceMap::new();
        let f = map.add_file("k.cl", &text);
        let d = Diagnostic::error(Span::new(f, start, start + 5), "e");
        let out = render_text(&map, &d, false);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], format!("k.cl:1:{}: error: e", start + 1));
        assert_eq!(lines.len(), 3);
        let (shown, carets) = (lines[1], lines[2]);
        assert!(
            shown.starts_with("...") && shown.ends_with("..."),
            "{shown}"
        );
        assert_eq!(shown.len(), MAX_SHOWN_LINE + 6);
        let at = carets.find('^').unwrap();
        assert_eq!(&shown[at..at + 5], "y + b");
        assert_eq!(&carets[at..], "^~~~~");
        assert_eq!(at, 3 + SHOWN_BEFORE_CARET);

        // At the start and at the end of the line, the window keeps its width and cuts one side.
        for (caret, cut_before, cut_after) in
            [(0, false, true), (text.len() as u32 - 2, true, false)]
        {
            let d = Diagnostic::error(Span::new(f, caret, caret + 1000), "e");
            let out = render_text(&map, &d, false);
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(lines[1].starts_with("..."), cut_before, "{}", lines[1]);
            assert_eq!(lines[1].ends_with("..."), cut_after, "{}", lines[1]);
            let at = lines[2].find('^').unwrap();
            let line = map.file(f).line_text(1);
            assert_eq!(
                lines[1].as_bytes().get(at),
                line.as_bytes().get(caret as usize),
                "{out}"
            );
            assert!(lines[2].len() <= lines[1].len(), "{out}");
        }
    }

    #[test]
    fn a_window_never_cuts_a_character() {
        let text = format!("{}y{}\n", "é".repeat(200), "ü".repeat(200));
        let mut map = SourceMap::new();
        let f = map.add_file("k.cl", &text);
        for caret in [0u32, 100, 399, 400, 401, 600, 801] {
            let d = Diagnostic::error(Span::new(f, caret, caret + 3), "e");
            let out = render_text(&map, &d, false);
            assert_eq!(out.lines().count(), 3, "{out}");
        }
    }
}
