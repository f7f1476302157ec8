//! The repository's OpenCL C files, for tests that run over all of them (the frontend's unit
//! tests include this file by path; integration tests as a module).

use std::path::{Path, PathBuf};

/// Every `.cl` file under the repository root, sorted; hidden and `target*` directories are
/// skipped.
pub fn repository_kernel_paths() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() && !name.starts_with('.') && !name.starts_with("target") {
                walk(&path, out);
            } else if name.ends_with(".cl") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join(".."),
        &mut files,
    );
    files.sort();
    files
}
