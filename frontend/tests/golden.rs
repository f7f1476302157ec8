//! Golden tests of the typed IR: every `tests/ir/NAME.cl` is checked and its IR text compared with
//! `tests/ir/NAME.ir`, which is reviewed in diffs. `OCLVK_BLESS=1 cargo test` rewrites the
//! expected files after an intended change.

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use std::path::PathBuf;

/// The snapshot comparison every golden test uses.
#[path = "../../tests/common/snapshot.rs"]
mod snapshot;

fn render(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let std = if text.contains("-cl-std=CL2.0") {
        ClStd::Cl2_0
    } else {
        ClStd::Cl1_2
    };
    let options = LangOptions {
        std,
        ..LangOptions::default()
    };
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let fe = Frontend::compile_source(&name, &text, &options, WarningPolicy::default());
    let mut out = String::new();
    for d in fe.diagnostics.iter() {
        out.push_str(&render_text(&fe.sources, d, false));
    }
    if let Some(module) = &fe.module {
        out.push_str(&module.display().to_string());
    }
    out
}

#[test]
fn ir_golden_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|input| snapshot::check(&input.with_extension("ir"), &render(input)).err())
        .collect();
    assert!(failures.is_empty(), "IR changed:\n{}", failures.join("\n"));
}
