//! The diagnostic tests: every `.cl` file under `tests/diagnostics/` holds legal and illegal code
//! with clang's `-verify` comments. Each file must pass `oclvk check --verify` with the options of
//! its `// RUN:` line, and clang-15 must agree on every `expected-` line (directives only one of
//! the two checks are spelled `oclvk-` and `clang-`).

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn files() -> Vec<PathBuf> {
    let dir = root().join("tests/diagnostics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/diagnostics exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no diagnostic tests found");
    files
}

/// The options of the file's `// RUN: oclvk check --verify OPTIONS %s` line.
fn run_options(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("// RUN: oclvk check --verify"))
        .unwrap_or_else(|| {
            panic!(
                "{} has no '// RUN: oclvk check --verify ... %s' line",
                path.display()
            )
        });
    line.split_whitespace()
        .filter(|w| *w != "%s")
        .map(str::to_string)
        .collect()
}

#[test]
fn oclvk_verifies_every_diagnostic_test() {
    let mut failures = Vec::new();
    for path in files() {
        let mut args = vec!["check".to_string(), "--verify".to_string()];
        args.extend(run_options(&path));
        args.push(path.display().to_string());
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = oclvk(&refs);
        if !out.status.success() || stderr(&out).contains("panicked") {
            failures.push(format!("{}:\n{}", path.display(), stderr(&out)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} file(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn clang_agrees_with_every_diagnostic_test() {
    let mut failures = Vec::new();
    for path in files() {
        let std = run_options(&path)
            .into_iter()
            .find(|o| o.starts_with("-cl-std="));
        let mut cmd = Command::new("clang-15");
        cmd.args([
            "-x",
            "cl",
            // oclvk compiles for SPIR-V: clang's SPIR target predefines the same extensions
            // (cl_ext_float_atomics among them), which a host target does not.
            "-target",
            "spir64",
            "-fsyntax-only",
            "-Xclang",
            "-verify=expected,clang",
        ]);
        if let Some(std) = std {
            cmd.arg(std);
        }
        let out = cmd
            .arg(&path)
            .output()
            .expect("clang-15 runs (scripts/install-deps installs it)");
        if !out.status.success() {
            failures.push(format!(
                "{}:\n{}",
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "clang-15 disagrees with {} file(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
