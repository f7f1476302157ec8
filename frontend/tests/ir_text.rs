//! The IR's text form parses back: for every OpenCL C file in the repository that compiles (the
//! IR goldens' sources, tests/**, the backend's test kernels, the benchmark kernels, the math
//! library) and for every `.ir` golden, `parse(text)` succeeds, prints the same text again and
//! passes `ir::validate`. The text is compared, not the modules: spans and a few inferred types
//! are not in the text (see `ir::parse`).

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::ir;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn cl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            cl_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "cl") {
            out.push(path);
        }
    }
}

fn std_of(text: &str) -> ClStd {
    if text.contains("-cl-std=CL3.0") {
        ClStd::Cl3_0
    } else if text.contains("-cl-std=CL2.0") {
        ClStd::Cl2_0
    } else {
        ClStd::Cl1_2
    }
}

/// `Err` naming what failed when `text` does not read back as itself, a valid module.
fn round_trip(text: &str) -> Result<(), String> {
    let parsed = ir::parse(text).map_err(|e| format!("does not parse: {e}"))?;
    let again = parsed.display().to_string();
    if again != text {
        let line = text
            .lines()
            .zip(again.lines())
            .find(|(a, b)| a != b)
            .map(|(a, b)| format!("\n  printed: {a}\n  reparsed: {b}"))
            .unwrap_or_else(|| " (in length)".into());
        return Err(format!("prints differently after parsing{line}"));
    }
    ir::validate(&parsed).map_err(|errors| format!("parses to an invalid module: {}", errors[0]))
}

fn check_source(name: &str, source: &str, failures: &mut Vec<String>) -> bool {
    let options = LangOptions {
        std: std_of(source),
        ..LangOptions::default()
    };
    let fe = Frontend::compile_source(name, source, &options, WarningPolicy::default());
    for d in fe.diagnostics.iter().filter(|d| d.severity.is_error()) {
        let text = render_text(&fe.sources, d, false);
        if text.contains("internal error") {
            failures.push(format!("{name}: {text}"));
        }
    }
    let Some(module) = &fe.module else {
        return false;
    };
    if let Err(e) = round_trip(&module.display().to_string()) {
        failures.push(format!("{name}: {e}"));
    }
    true
}

#[test]
fn every_kernel_in_the_repository_round_trips_through_the_text_form() {
    let root = repository();
    let mut files = Vec::new();
    for dir in [
        "tests",
        "frontend/tests",
        "spirv-backend/tests",
        "bench",
        "examples",
    ] {
        cl_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut failures = Vec::new();
    let mut compiled = 0;
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        compiled += check_source(&name, &source, &mut failures) as usize;
    }
    assert!(
        compiled >= 50,
        "only {compiled} of {} files compiled",
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_math_library_round_trips_through_the_text_form() {
    // The library's fragments, in the order the facade's build script joins them.
    let source: String = include!("../../spirv-backend/library/fragments.rs").concat();
    let mut failures = Vec::new();
    assert!(check_source("<oclvk math library>", &source, &mut failures));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_ir_golden_round_trips() {
    let dir = repository().join("frontend/tests/ir");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ir") {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err(e) = round_trip(&text) {
                panic!("{}: {e}", path.display());
            }
            checked += 1;
        }
    }
    assert!(checked >= 5);
}

#[test]
fn parse_errors_name_the_line() {
    let err = ir::parse("kernel void k() {\n  (store &nowhere 1:int)\n}\n").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("the name of a local"), "{err}");
    let err = ir::parse("global @0 g: global int = 0\n").unwrap_err();
    assert_eq!(err.line, 1);
}

/// An `extern` array's address taken before the definition gave its length points to `T[0]`;
/// the module is valid (the validator once rejected it) and reads back as itself.
#[test]
fn an_extern_arrays_early_address_is_valid() {
    let source = "extern constant int t[];
        int pick(int i) { return t[i]; }
        constant int t[3] = {1, 2, 3};
        kernel void k(global int *o) { o[0] = pick(1); }";
    let mut failures = Vec::new();
    assert!(check_source("extern.cl", source, &mut failures));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Inside an expression, tabs and other Unicode whitespace separate words as spaces do, and
/// the delimiters end a word with or without whitespace: the reader classifies characters by
/// table (the math library is read back in every compile that calls it), and the table must
/// agree with `char::is_whitespace`.
#[test]
fn any_whitespace_separates_words_in_an_expression() {
    let plain = "function float twice(float %x) {\n  return (mul %x 2.0:float)\n}\n";
    let spaced =
        "function float twice(float %x) {\n  return (mul\t%x\u{a0}\u{2003}2.0 : float )\n}\n";
    let printed = |text: &str| ir::parse(text).unwrap().display().to_string();
    assert_eq!(printed(spaced), printed(plain));
}

/// Parses `text` and validates it: the validator's errors, one a line (`valid` for none), then
/// the module as it prints again.
fn check_validation(text: &str, expect: &str) {
    let module = ir::parse(text).unwrap_or_else(|e| panic!("does not parse: {e}"));
    let errors = match ir::validate(&module) {
        Ok(()) => "valid".to_string(),
        Err(errors) => errors
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    };
    let found = format!("{errors}\n{}", module.display());
    assert_eq!(found, expect, "\nfound:\n{found}");
}

/// `(void)atomic_inc(p)` as sema once made it, the comma `x, x` of one expression: the increment
/// runs twice, and the validator refuses the expression with two uses, naming its user.
#[test]
fn an_expression_used_twice_is_refused() {
    check_validation(
        "kernel void k(global int * %p) {
  (comma #e0=(atomic_inc <int> %p) #e0)
}
",
        "function 'k', expression e1: the operand of e2 twice (an expression has one user: \
         `let` names a value used twice)
kernel void k(global int * %p) {
  (comma #e1=(atomic_inc <int> %p) #e1)
}
",
    );
}

/// Statements are users too: a call made in an `if` condition and again in a `return` is named
/// by both statements' parts; a use inside another expression names that expression.
#[test]
fn statements_and_expressions_sharing_an_operand_are_named() {
    check_validation(
        "function int next(global int * %p) {
  if (eq #e0=(atomic_inc <int> %p) 0:int) {
    return #e1=(call next %p)
  }
  (store %p (add #e1 1:int))
  return #e0
}
",
        "function 'next', expression e5: the operand of both the `return` and e8 (an expression \
         has one user: `let` names a value used twice)
function 'next', expression e1: the operand of both e3 and the `return` (an expression has \
         one user: `let` names a value used twice)
function int next(global int * %p) {
  if (eq #e1=(atomic_inc <int> %p) 0:int) {
    return #e5=(call next %p)
  }
  (store %p (add #e5 1:int))
  return #e1
}
",
    );
}

/// Literals, parameters, temporaries and addresses have no operand and no effect: sema shares
/// them (a compound assignment's temporary, an initialized local's address), the validator
/// accepts it, and the text prints each use whole.
#[test]
fn shared_leaves_are_valid() {
    check_validation(
        "kernel void k(global int * %p) {
  var x: int
  (store #e0=&x (add (load #e0) #e1=1:int))
  (store (ptradd #e2=%p #e1) (let t0 #e0 (store t0 (load #e2))))
}
",
        "valid
kernel void k(global int * %p) {
  var x: int
  (store &x (add (load &x) 1:int))
  (store (ptradd %p 1:int) (let t0 &x (store t0 (load %p))))
}
",
    );
}

#[test]
fn a_use_of_an_undefined_shared_label_is_a_parse_error() {
    let err = ir::parse("kernel void k() {\n  (comma 1:int #e4)\n}\n").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("a label `#eN=` given before"), "{err}");
}
