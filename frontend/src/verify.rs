//! `-verify` mode: checks a file's diagnostics against the expectations written in its comments,
//! with clang's conventions, so diagnostic tests are plain `.cl` files.
//!
//! `// expected-error {{text}}` expects an error on the same line whose message contains `text`;
//! `expected-warning` and `expected-note` likewise. `@+N` / `@-N` move the expected line relative
//! to the comment, `@N` names it, a count before the braces (`expected-error 2 {{...}}`) expects
//! that many. `expected-no-diagnostics` says the file has none. Notes attached to diagnostics are
//! matched like diagnostics of their own. Directives with the `oclvk-` prefix are checked only by
//! oclvk, those with `clang-` only by clang, so one file serves as a test for both.

use crate::diag::{Diagnostic, Severity};
use crate::source::{FileId, SourceMap, Span};

/// Directive prefixes oclvk checks: `expected-` (shared with clang's -verify) and `oclvk-` (for
/// what only oclvk reports, such as rejecting `goto`; clang is run with `-verify=expected,clang`).
const PREFIXES: [&str; 2] = ["expected-", "oclvk-"];

#[derive(Clone, Debug, PartialEq, Eq)]
struct Expectation {
    severity: Severity,
    line: u32,
    text: String,
    count: usize,
}

/// One problem found by [`verify`], rendered the way clang's -verify does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

/// Parses the expectations in `file`'s text. Malformed directives are reported as mismatches.
fn expectations(map: &SourceMap, file: FileId) -> (Vec<Expectation>, bool, Vec<Mismatch>) {
    let source = map.file(file);
    let mut out = Vec::new();
    let mut problems = Vec::new();
    let mut no_diagnostics = false;
    for line_no in 1..=source.line_count() {
        let line = source.line_text(line_no);
        if line.contains("expected-no-diagnostics") || line.contains("oclvk-no-diagnostics") {
            no_diagnostics = true;
        }
        let mut rest = line;
        while let Some((at, prefix)) = PREFIXES
            .iter()
            .filter_map(|p| rest.find(p).map(|i| (i, *p)))
            .min()
        {
            rest = &rest[at + prefix.len()..];
            let (severity, after) = if let Some(r) = rest.strip_prefix("error") {
                (Severity::Error, r)
            } else if let Some(r) = rest.strip_prefix("warning") {
                (Severity::Warning, r)
            } else if let Some(r) = rest.strip_prefix("note") {
                (Severity::Note, r)
            } else {
                continue;
            };
            let mut cursor = after;
            let mut target = line_no;
            if let Some(r) = cursor.strip_prefix('@') {
                let digits_end = |s: &str| s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
                if let Some(r2) = r.strip_prefix('+') {
                    let n = digits_end(r2);
                    target = line_no + r2[..n].parse::<u32>().unwrap_or(0);
                    cursor = &r2[n..];
                } else if let Some(r2) = r.strip_prefix('-') {
                    let n = digits_end(r2);
                    target = line_no.saturating_sub(r2[..n].parse::<u32>().unwrap_or(0));
                    cursor = &r2[n..];
                } else {
                    let n = digits_end(r);
                    match r[..n].parse::<u32>() {
                        Ok(v) => target = v,
                        Err(_) => problems.push(Mismatch(format!(
                            "line {line_no}: cannot parse the line after '@'"
                        ))),
                    }
                    cursor = &r[n..];
                }
            }
            let cursor_trim = cursor.trim_start();
            let count_end = cursor_trim
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(cursor_trim.len());
            let count = if count_end > 0 {
                cursor_trim[..count_end].parse().unwrap_or(1)
            } else {
                1
            };
            let cursor_trim = cursor_trim[count_end..].trim_start();
            let Some(body) = cursor_trim.strip_prefix("{{") else {
                problems.push(Mismatch(format!(
                    "line {line_no}: expected '{{{{' after the expected-{} directive",
                    severity.as_str()
                )));
                continue;
            };
            let Some(end) = body.find("}}") else {
                problems.push(Mismatch(format!(
                    "line {line_no}: missing '}}}}' closing the expected text"
                )));
                continue;
            };
            out.push(Expectation {
                severity,
                line: target,
                text: body[..end].to_string(),
                count,
            });
            rest = &body[end + 2..];
        }
    }
    (out, no_diagnostics, problems)
}

/// The diagnostics (and their notes) as (severity, line in `file`, message).
fn seen(map: &SourceMap, file: FileId, diagnostics: &[Diagnostic]) -> Vec<(Severity, u32, String)> {
    let line_of = |span: Option<Span>| {
        span.filter(|s| s.file == file)
            .map(|s| map.file(file).physical_line_col(s.start).0)
    };
    let mut out = Vec::new();
    for d in diagnostics {
        // As in clang, the fatal error is expected (or reported) as an error.
        let severity = match d.severity {
            Severity::Fatal => Severity::Error,
            other => other,
        };
        out.push((severity, line_of(d.span).unwrap_or(0), d.message.clone()));
        for n in &d.notes {
            if let Some(line) = line_of(n.span) {
                out.push((Severity::Note, line, n.message.clone()));
            }
        }
    }
    out
}

/// Compares the diagnostics with the file's expectations; an empty result means they agree.
pub fn verify(map: &SourceMap, file: FileId, diagnostics: &[Diagnostic]) -> Vec<Mismatch> {
    let (expected, no_diagnostics, mut problems) = expectations(map, file);
    if expected.is_empty() && !no_diagnostics && problems.is_empty() {
        problems.push(Mismatch(
            "no expected directives found: use 'expected-no-diagnostics' to expect none".into(),
        ));
    }
    let mut seen = seen(map, file, diagnostics);
    let name = &map.file(file).name;
    let mut missing: Vec<(Severity, String)> = Vec::new();
    for e in &expected {
        for _ in 0..e.count {
            match seen
                .iter()
                .position(|(s, l, m)| *s == e.severity && *l == e.line && m.contains(&e.text))
            {
                Some(i) => {
                    seen.remove(i);
                }
                None => missing.push((
                    e.severity,
                    format!("  File {name} Line {}: {}", e.line, e.text),
                )),
            }
        }
    }
    for severity in [Severity::Error, Severity::Warning, Severity::Note] {
        let lines: Vec<&String> = missing
            .iter()
            .filter(|(s, _)| *s == severity)
            .map(|(_, t)| t)
            .collect();
        if !lines.is_empty() {
            let body: Vec<&str> = lines.iter().map(|s| s.as_str()).collect();
            problems.push(Mismatch(format!(
                "'{}' diagnostics expected but not seen:\n{}",
                severity.as_str(),
                body.join("\n")
            )));
        }
        let extra: Vec<String> = seen
            .iter()
            .filter(|(s, _, _)| *s == severity)
            .map(|(_, l, m)| format!("  File {name} Line {l}: {m}"))
            .collect();
        if !extra.is_empty() {
            problems.push(Mismatch(format!(
                "'{}' diagnostics seen but not expected:\n{}",
                severity.as_str(),
                extra.join("\n")
            )));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(src: &str, diagnostics: &[(Severity, u32, &str)], expect: &[&str]) {
        let mut map = SourceMap::new();
        let f = map.add_file("t.cl", src);
        let line_start = |line: u32| {
            src.split_inclusive('\n')
                .take(line as usize - 1)
                .map(|l| l.len())
                .sum::<usize>() as u32
        };
        let diags: Vec<Diagnostic> = diagnostics
            .iter()
            .map(|&(severity, line, msg)| {
                let start = line_start(line);
                Diagnostic {
                    severity,
                    message: msg.into(),
                    span: Some(Span::new(f, start, start + 1)),
                    notes: vec![],
                }
            })
            .collect();
        let got: Vec<String> = verify(&map, f, &diags).into_iter().map(|m| m.0).collect();
        assert_eq!(got, expect);
    }

    #[test]
    fn matching_diagnostics_pass() {
        check(
            "x; // expected-error {{undeclared}}\n",
            &[(Severity::Error, 1, "use of undeclared identifier 'x'")],
            &[],
        );
        check(
            "// expected-warning@+1 {{unused}}\nint x;\n",
            &[(Severity::Warning, 2, "unused variable")],
            &[],
        );
        check(
            "int x;\n// expected-note@-1 2 {{here}}\n",
            &[
                (Severity::Note, 1, "declared here"),
                (Severity::Note, 1, "also here"),
            ],
            &[],
        );
        check("// expected-no-diagnostics\n", &[], &[]);
    }

    #[test]
    fn mismatches_are_reported_like_clang() {
        check(
            "x; // expected-error {{nope}}\n",
            &[(Severity::Error, 1, "use of undeclared identifier 'x'")],
            &[
                "'error' diagnostics expected but not seen:\n  File t.cl Line 1: nope",
                "'error' diagnostics seen but not expected:\n  File t.cl Line 1: use of undeclared identifier 'x'",
            ],
        );
        check(
            "int x;\n",
            &[],
            &["no expected directives found: use 'expected-no-diagnostics' to expect none"],
        );
        check(
            "// expected-error {{oops\n",
            &[],
            &["line 1: missing '}}' closing the expected text"],
        );
    }
}
