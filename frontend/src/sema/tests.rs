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
fn scalar_comparisons_are_int_and_conditions_test_the_bool() {
    check(
        "kernel void k(global int *p) { int b = p[0] < p[1]; if (p[0] == 2) p[1] = b; }",
        "
kernel void k(global int * %p) {
  var b: int
  {
    (store &b (convert <int> (lt (load (ptradd %p 0:int)) (load (ptradd %p 1:int)))))
    if (eq (load (ptradd %p 0:int)) 2:int) {
      (store (ptradd %p 1:int) (load &b))
    }
  }
}",
    );
}

#[test]
fn literal_conversions_are_folded() {
    check(
        "kernel void k(global float *f, global uchar *c) { f[0] = 2; c[0] = 300; f[1] = 1.5; }",
        "
kernel void k(global float * %f, global uchar * %c) {
  {
    (store (ptradd %f 0:int) 2.0:float)
    (store (ptradd %c 0:int) 44:uchar)
    (store (ptradd %f 1:int) 1.5:float)
  }
}",
    );
}

#[test]
fn cl20_pointers_default_to_generic() {
    check_std(
        ClStd::Cl2_0,
        "void f(int *p) {} kernel void k(global int *g) { f(g); }",
        "
opencl_c 200
function void f(generic int * %p) {
  {
  }
}
kernel void k(global int * %g) {
  {
    (call f (addrspacecast <generic int *> %g))
  }
}",
    );
}

#[test]
fn errors_are_reported_once_per_bad_expression() {
    check_errors(
        ClStd::Cl1_2,
        "kernel void k(global int *p) { p[0] = x + y * 2; p[1] = (x + 1) + 2; }",
        &[
            "t.cl:1:39: error: use of undeclared identifier 'x'",
            "t.cl:1:43: error: use of undeclared identifier 'y'",
            "t.cl:1:58: error: use of undeclared identifier 'x'",
        ],
    );
}

#[test]
fn a_parameter_is_copied_only_when_its_own_function_mutates_it() {
    // `x` is assigned in `f` only: `f` copies its parameter into a local, `k` reads its own.
    check(
        "void f(int x) { x = 1; } kernel void k(global int *p, int x) { p[0] = x; }",
        "
function void f(int %x) {
  var x: int
  (store &x %x)
  {
    (store &x 1:int)
  }
}
kernel void k(global int * %p, int %x) {
  {
    (store (ptradd %p 0:int) %x)
  }
}",
    );
}

#[test]
fn a_literal_decoded_once_still_reports_at_every_use() {
    // Sema keeps decoded literals by spelling: each use still gets its own diagnostics (the
    // bad literal's error, the too-large literal's warning), in a function and in a constant
    // expression, and the values are those of the spelling.
    check_errors(
        ClStd::Cl1_2,
        "kernel void k(global long *p) { p[0] = 1.5q; p[1] = 1.5q; p[2] = 9223372036854775808; \
         p[3] = 9223372036854775808; int a[1.5q]; }",
        &[
            "t.cl:1:40: error: invalid suffix 'q' on floating constant",
            "t.cl:1:53: error: invalid suffix 'q' on floating constant",
            "t.cl:1:66: warning: integer literal is too large to be represented in a signed integer type, interpreting as unsigned",
            "t.cl:1:94: warning: integer literal is too large to be represented in a signed integer type, interpreting as unsigned",
            "t.cl:1:121: error: invalid suffix 'q' on floating constant",
        ],
    );
    check(
        "kernel void k(global float *p) { p[0] = 0.1f; p[1] = 0.1f + 0.1f; }",
        "
kernel void k(global float * %p) {
  {
    (store (ptradd %p 0:int) 0.10000000149011612:float)
    (store (ptradd %p 1:int) (add 0.10000000149011612:float 0.10000000149011612:float))
  }
}",
    );
}

#[test]
fn an_image_typedef_keeps_its_access_qualifier() {
    check_std(
        ClStd::Cl2_0,
        "typedef write_only image2d_t Out; typedef read_write image2d_t Both;
         kernel void k(Out o, Both b) {}",
        "
opencl_c 200
kernel void k(write_only image2d_t %o, read_write image2d_t %b) {
  {
  }
}",
    );
}

/// `-cl-single-precision-constant`: an unsuffixed floating literal is a `float` even where
/// doubles are supported (otherwise it is a `double`, as OpenCL C specifies).
#[test]
fn single_precision_constant_makes_unsuffixed_literals_float() {
    let src = "kernel void k(global double *p) { \
               int is_float[sizeof(1.0) == 4 ? 1 : -1]; \
               int is_double[sizeof(1.0) == 8 ? 1 : -1]; \
               p[0] = 1.5; }";
    let errors = |single_precision_constant: bool| {
        let options = LangOptions {
            single_precision_constant,
            ..LangOptions::default()
        };
        let fe = Frontend::compile_source("t.cl", src, &options, WarningPolicy::default());
        fe.diagnostics
            .iter()
            .map(|d| render_text(&fe.sources, d, false))
            .map(|t| t.lines().next().unwrap_or_default().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        errors(false),
        ["t.cl:1:48: error: 'is_float' declared as an array with a negative size"]
    );
    assert_eq!(
        errors(true),
        ["t.cl:1:90: error: 'is_double' declared as an array with a negative size"]
    );
}

mod vectors;

/// `true` and `false` are `bool` literals in the IR (they were integer literals of `bool` type,
/// which `ir::validate` rejects: a literal's kind is its type's).
#[test]
fn true_and_false_are_bool_literals() {
    check(
        "kernel void k(global int *out) { bool b = true; out[0] = false; }",
        "
kernel void k(global int * %out) {
  var b: bool
  {
    (store &b true)
    (store (ptradd %out 0:int) 0:int)
  }
}",
    );
}

/// `#pragma OPENCL FP_CONTRACT`: at file scope it sets the state of the functions defined after
/// it (DEFAULT is on); in a body, OFF turns contraction off for the whole function and ON under
/// OFF changes nothing (contraction is a permission: forbidding it beyond the block is correct).
#[test]
fn fp_contract_pragma_gives_each_function_its_state() {
    let src = "
float on_by_default(float a) { return a * a + a; }
#pragma OPENCL FP_CONTRACT OFF
float off_at_file_scope(float a) { return a * a + a; }
float on_in_a_block_changes_nothing(float a) {
    {
#pragma OPENCL FP_CONTRACT ON
    }
    return a * a + a;
}
#pragma OPENCL FP_CONTRACT DEFAULT
float on_again(float a) { return a * a + a; }
float off_in_a_block(float a) {
    {
#pragma STDC FP_CONTRACT OFF
    }
    return a * a + a;
}
";
    let options = LangOptions::default();
    let fe = Frontend::compile_source("t.cl", src, &options, WarningPolicy::default());
    let m = fe.module.expect("compiles");
    let states: Vec<(&str, bool)> = m
        .functions
        .iter()
        .map(|f| (f.name.as_str(), f.fp_contract))
        .collect();
    assert_eq!(
        states,
        [
            ("on_by_default", true),
            ("off_at_file_scope", false),
            ("on_in_a_block_changes_nothing", false),
            ("on_again", true),
            ("off_in_a_block", false),
        ]
    );
    // The IR's text form keeps the state (and reads it back).
    let text = m.display().to_string();
    assert!(
        text.contains("function float off_at_file_scope(float %a) fp_contract(off) {"),
        "{text}"
    );
    let back = crate::ir::parse(&text).expect("reads back");
    assert_eq!(back.display().to_string(), text);
}
