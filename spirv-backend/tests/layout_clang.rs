//! Struct and union layouts (field offsets, sizes, alignments) as oclvk's frontend computes them
//! equal clang-15's for the same declarations (`--target=spir64 -cl-std=CL1.2`).
//!
//! The declarations in `tests/cl/struct_layouts.cl` go through oclvk's frontend; every layout
//! fact of the resulting IR becomes a C check clang evaluates at compile time
//! (`typedef char name[(offsetof(struct S, f) == 8) ? 1 : -1];`), appended to the same source.
//! clang rejects exactly the facts it disagrees with, and the test names each of them.

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::ir::Type;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use std::process::Command;

#[test]
fn struct_layouts_equal_clang15_spir64() {
    let path = format!("{}/tests/cl/struct_layouts.cl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let fe = Frontend::compile_source(
        &path,
        &text,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("the declarations compile");
    let mut checks = String::new();
    // check name -> what oclvk says
    let mut facts: Vec<(String, String)> = Vec::new();
    let mut records = 0;
    let mut seen = std::collections::BTreeSet::new();
    for (_, ty) in m.types.iter() {
        let Type::Struct(sid) = ty else { continue };
        if !seen.insert(sid) {
            continue;
        }
        let def = m.types.struct_def(sid);
        let Some(name) = &def.name else { continue };
        let kw = if def.is_union { "union" } else { "struct" };
        records += 1;
        let mut fact = |check: String, cond: String, what: String| {
            checks.push_str(&format!("typedef char {check}[({cond}) ? 1 : -1];\n"));
            facts.push((check, what));
        };
        fact(
            format!("oclvk_size_{name}"),
            format!("sizeof({kw} {name}) == {}", def.size),
            format!("sizeof({kw} {name}) == {}", def.size),
        );
        fact(
            format!("oclvk_align_{name}"),
            format!("__alignof__({kw} {name}) == {}", def.alignment),
            format!("alignof({kw} {name}) == {}", def.alignment),
        );
        for f in &def.fields {
            let Some(field) = &f.name else { continue };
            fact(
                format!("oclvk_offset_{name}_{field}"),
                format!("__builtin_offsetof({kw} {name}, {field}) == {}", f.offset),
                format!("offsetof({kw} {name}, {field}) == {}", f.offset),
            );
        }
    }
    assert!(records >= 20, "only {records} records found");
    let dir = std::env::temp_dir().join(format!("oclvk-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("struct_layouts_checked.cl");
    std::fs::write(&file, format!("{text}\n{checks}")).unwrap();
    let out = Command::new("clang-15")
        .args([
            "-x",
            "cl",
            "-cl-std=CL1.2",
            "--target=spir64",
            "-fsyntax-only",
        ])
        .arg(&file)
        .output()
        .expect("clang-15");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let wrong: Vec<&str> = facts
        .iter()
        .filter(|(check, _)| stderr.contains(&format!("'{check}'")))
        .map(|(_, what)| what.as_str())
        .collect();
    assert!(
        wrong.is_empty(),
        "clang-15 disagrees with oclvk's layout:\n{}",
        wrong.join("\n")
    );
    assert!(out.status.success(), "clang-15 failed:\n{stderr}");
}
