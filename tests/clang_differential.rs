//! Every `.cl` file in the repository gets errors on the same lines from `oclvk check` and from
//! `clang-15 -fsyntax-only`. Lines carrying an `oclvk-` or `clang-` verify directive are where the
//! two knowingly differ (documented in the file) and are left out of the comparison.

mod common;

use common::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn cl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !name.starts_with('.') && !name.starts_with("target") {
                cl_files(&path, out);
            }
        } else if name.ends_with(".cl") {
            out.push(path);
        }
    }
}

/// The `-cl-std=` a file asks for on its RUN line (or a kernel corpus file on its `// options:`
/// line, docs/testing.md, or a portable corpus file on its `// BUILD:` line), if any.
fn std_option(text: &str) -> Option<String> {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            l.contains("RUN:") || l.starts_with("// options:") || l.starts_with("// BUILD:")
        })
        .flat_map(str::split_whitespace)
        .find(|w| w.starts_with("-cl-std="))
        .map(str::to_string)
}

/// Lines (1-based) of `file` that have an error, from `file:line:col: error:` lines of `output`.
fn error_lines(output: &str, file: &Path) -> BTreeSet<u32> {
    let name = file.display().to_string();
    output
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(&name)?.strip_prefix(':')?;
            let mut parts = rest.splitn(3, ':');
            let line = parts.next()?.parse().ok()?;
            let _column = parts.next()?;
            parts
                .next()?
                .trim_start()
                .starts_with("error")
                .then_some(line)
        })
        .collect()
}

#[test]
fn oclvk_and_clang_report_errors_on_the_same_lines() {
    let mut files = Vec::new();
    cl_files(&root(), &mut files);
    files.sort();
    assert!(
        files.len() > 10,
        "expected the repository's .cl files, found {}",
        files.len()
    );
    let mut mismatches = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let divergent: BTreeSet<u32> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains("oclvk-") || l.contains("clang-"))
            .map(|(i, _)| i as u32 + 1)
            .collect();
        let std = std_option(&text);
        let mut ours_cmd = vec!["check".to_string()];
        ours_cmd.extend(std.clone());
        ours_cmd.push(file.display().to_string());
        let refs: Vec<&str> = ours_cmd.iter().map(String::as_str).collect();
        let ours = oclvk(&refs);
        assert!(
            !stderr(&ours).contains("panicked"),
            "oclvk panicked on {}:\n{}",
            file.display(),
            stderr(&ours)
        );
        let mut clang = Command::new("clang-15");
        clang.args([
            "-x",
            "cl",
            // oclvk compiles for SPIR-V: clang's SPIR target predefines the same extensions
            // (cl_ext_float_atomics among them), which a host target does not.
            "-target",
            "spir64",
            "-fsyntax-only",
            "-ferror-limit=0",
            "-fno-color-diagnostics",
        ]);
        clang.args(std);
        let theirs = clang
            .arg(file)
            .output()
            .expect("clang-15 runs (scripts/install-deps installs it)");
        let strip =
            |set: BTreeSet<u32>| -> BTreeSet<u32> { set.difference(&divergent).copied().collect() };
        let ours_lines = strip(error_lines(&stderr(&ours), file));
        let theirs_lines = strip(error_lines(&String::from_utf8_lossy(&theirs.stderr), file));
        if ours_lines != theirs_lines {
            mismatches.push(format!(
                "{}: oclvk errors on lines {ours_lines:?}, clang-15 on {theirs_lines:?}",
                file.display()
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} files differ:\n{}",
        mismatches.len(),
        files.len(),
        mismatches.join("\n")
    );
}
