//! The project's run tests, written as AmberScript (`tests/amber/*.amber`), run through
//! `oclvk amber --validation`. A file named `fail-*.amber` must fail, and its first comment line
//! (after `#!amber`) is text the error output must contain; every other file must pass.

mod common;

use common::*;
use std::path::PathBuf;

fn scripts() -> Vec<PathBuf> {
    let dir = root().join("tests/amber");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "amber"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 6,
        "expected the .amber run tests in {}",
        dir.display()
    );
    files
}

/// The expected message of a `fail-` script: its first comment line after `#!amber`.
fn expected_message(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with('#') && !l.starts_with("#!"))
        .map(|l| l.trim_start_matches('#').trim().to_string())
        .next()
        .unwrap_or_default()
}

#[test]
fn every_amber_script_passes_or_fails_as_it_says() {
    let mut problems = Vec::new();
    for path in scripts() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let rel = format!("tests/amber/{name}");
        let out = oclvk(&["amber", "--validation", &rel]);
        let err = stderr(&out);
        if err.contains("panicked") {
            problems.push(format!("{name}: panicked:\n{err}"));
        } else if name.starts_with("fail-") {
            let text = std::fs::read_to_string(&path).unwrap();
            let want = expected_message(&text);
            assert!(
                !want.is_empty(),
                "{name}: the first comment line states the expected error"
            );
            if out.status.success() {
                problems.push(format!("{name}: passed, but should fail with '{want}'"));
            } else if out.status.code() != Some(1) {
                problems.push(format!("{name}: exit status {:?}, expected 1", out.status));
            } else if !err.contains(&want) {
                problems.push(format!("{name}: expected '{want}' in:\n{err}"));
            }
        } else if !out.status.success() {
            problems.push(format!("{name}: failed:\n{err}{}", stdout(&out)));
        } else {
            assert!(stdout(&out).contains("passed"), "{name}: {}", stdout(&out));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn the_api_runs_a_script_and_reports_counts() {
    let report = oclvk::amber::run_file(
        &root().join("tests/amber/vadd.amber"),
        oclvk::runner::RuntimeOptions {
            validation: true,
            ..oclvk::runner::RuntimeOptions::from_env()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((report.runs, report.expects), (1, 4));
}

#[test]
fn parse_errors_are_all_reported_with_their_lines() {
    let text = "#!amber\nBUFFER b DATA_TYPE int99 SIZE 1 FILL 0\nRUN p 1 1\nIMAGE i\n";
    let errors = oclvk::amber::parse("x.amber", text).expect_err("three errors");
    let lines: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors.len(), 3, "{lines:?}");
    assert!(
        lines[0].starts_with("x.amber:2: error: 'int99'"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("x.amber:3: error: expected the work-group count in z"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("x.amber:4: error: unsupported command IMAGE"),
        "{}",
        lines[2]
    );
}

#[test]
fn a_missing_file_is_a_clean_error() {
    let out = oclvk(&["amber", "tests/amber/no-such-file.amber"]);
    assert_fails_with(&out, "tests/amber/no-such-file.amber: error: cannot read");
}

#[test]
fn clspv_only_compile_options_warn_once_each_at_their_line() {
    let out = oclvk(&["amber", "--validation", "tests/amber/clspv-options.amber"]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    let warnings: Vec<&str> = err.lines().filter(|l| l.contains(": warning: ")).collect();
    assert_eq!(
        warnings,
        [
            "tests/amber/clspv-options.amber:17: warning: '-cluster-pod-kernel-args' is a clspv option; oclvk accepts it and ignores it (it chooses its own kernel ABI and SPIR-V features)",
            "tests/amber/clspv-options.amber:17: warning: '--pod-ubo' is a clspv option; oclvk accepts it and ignores it (it chooses its own kernel ABI and SPIR-V features)",
            "tests/amber/clspv-options.amber:17: warning: '-int8=false' is a clspv option; oclvk accepts it and ignores it (it chooses its own kernel ABI and SPIR-V features)",
        ],
        "{err}"
    );
}
