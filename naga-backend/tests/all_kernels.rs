//! Every kernel of the repository through every portable target: each compiles, or is refused
//! with diagnostics at its constructs; never a panic and never an internal error (a naga
//! validation or writer failure, which would be a lowering bug).

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Options, Target};
use std::path::PathBuf;

const TARGETS: [Target; 6] = [
    Target::Wgsl,
    Target::Msl,
    Target::Hlsl,
    Target::Glsl,
    Target::Vulkan1_2Portable,
    Target::Vulkan1_3Portable,
];

#[test]
fn no_kernel_gives_an_internal_error() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in [
        "spirv-backend/tests/cl",
        "bench/kernels",
        "examples",
        "tests/random_programs/regressions",
        "naga-backend/tests/in",
    ] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "cl") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() > 50, "{} kernels found", files.len());
    let mut failures = Vec::new();
    let mut compiled = 0;
    for path in &files {
        let fe = Frontend::compile_file(path, &LangOptions::default(), WarningPolicy::default());
        let Some(module) = fe.module.as_ref() else {
            continue;
        };
        for target in TARGETS {
            let options = Options {
                target,
                ..Options::default()
            };
            match compile(module, &options) {
                Ok(_) => compiled += 1,
                Err(diagnostics) => {
                    for d in diagnostics
                        .iter()
                        .filter(|d| d.message.contains("internal error"))
                    {
                        failures.push(format!("{} ({target:?}): {}", path.display(), d.message));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compiled > 100, "only {compiled} kernel files compiled");
}
