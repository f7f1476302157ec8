//! Snapshot files (goldens): text a test produces, compared with a file checked into the
//! repository and reviewed in diffs; `OCLVK_BLESS=1` rewrites the files instead. Every golden
//! test compares through this: the kernel corpus (tests/kernels.rs), the frontend's IR goldens
//! and spirv-backend's goldens (which include this file by path).

use std::path::Path;

/// Compares `text` with the snapshot at `path`, or writes it there under `OCLVK_BLESS=1`;
/// `Err` says which file differs and how to accept the change.
pub fn check(path: &Path, text: &str) -> Result<(), String> {
    if std::env::var_os("OCLVK_BLESS").is_some() {
        return std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()));
    }
    let expected = std::fs::read_to_string(path).map_err(|_| {
        format!(
            "missing snapshot {} (run with OCLVK_BLESS=1)",
            path.display()
        )
    })?;
    if expected == text {
        return Ok(());
    }
    let first = expected
        .lines()
        .zip(text.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.lines().count().min(text.lines().count()));
    Err(format!(
        "snapshot {} differs from line {} on (run with OCLVK_BLESS=1 to accept):\n--- expected\n{}\n--- got\n{}",
        path.display(),
        first + 1,
        expected.lines().nth(first).unwrap_or("(end of file)"),
        text.lines().nth(first).unwrap_or("(end of file)"),
    ))
}
