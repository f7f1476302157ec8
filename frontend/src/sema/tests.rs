//! Sema tests: source in, the IR's text form and rendered diagnostics out, through one helper.

use crate::diag::{render_text, WarningPolicy};
use crate::options::{ClStd, LangOptions};
use crate::Frontend;

/// Compiles `src` and returns the IR text (when there are no errors) followed by every
/// diagnostic as clang would print it.
fn run(src: &str, std: ClStd) -> String {
    let options = LangOptions {
        std,
        ..LangOptions::default()
    };
    let fe = Frontend::compile_source("t.cl", src, &options, WarningPolicy::default());
    let mut out = String::new();
    if let Some(m) = &fe.module {
        out.push_str(&m.display().to_string());
    }
    for d in fe.diagnostics.iter() {
        out.push_str(&render_text(&fe.sources, d, false));
    }
    out
}

fn check(src: &str, expect: &str) {
    let actual = run(src, ClStd::Cl1_2);
    assert_eq!(actual.trim(), expect.trim(), "\n--- actual ---\n{actual}");
}

fn check_std(std: ClStd, src: &str, expect: &str) {
    let actual = run(src, std);
    assert_eq!(actual.trim(), expect.trim(), "\n--- actual ---\n{actual}");
}

/// Only the diagnostics' first lines (`file:line:col: severity: message`).
fn check_errors(std: ClStd, src: &str, expect: &[&str]) {
    let actual = run(src, std);
    let lines: Vec<&str> = actual.lines().filter(|l| l.starts_with("t.cl:")).collect();
    assert_eq!(lines, expect, "\n--- actual ---\n{actual}");
}

#[test]
fn vector_add() {
    check(
        "kernel void vadd(global const float *a, global const float *b, global float *c) {
            size_t i = get_global_id(0);
            c[i] = a[i] + b[i];
        }",
        "
kernel void vadd(global const float * %a, global const float * %b, global float * %c) {
  var i: ulong
  {
    (store &i (get_global_id (convert <uint> 0:int)))
    (store (ptradd %c (load &i)) (add (load (ptradd %a (load &i))) (load (ptradd %b (load &i)))))
  }
}",
    );
}
