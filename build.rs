//! Compiles the math library (OpenCL C, `spirv-backend/library/`) to the IR's text form once, at
//! build time, so that a process compiling a math kernel reads the IR back
//! (`src/math_library.rs`) instead of running the frontend on the library.

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("cargo::rerun-if-changed=spirv-backend/library");
    let source: String = include!("spirv-backend/library/fragments.rs").concat();
    let fe = Frontend::compile_source(
        "<oclvk math library>",
        &source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let Some(module) = fe.module else {
        for d in fe.diagnostics.iter() {
            eprintln!("{}", render_text(&fe.sources, d, false));
        }
        eprintln!("the math library (spirv-backend/library/) does not compile");
        return ExitCode::FAILURE;
    };
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    if let Err(e) = std::fs::write(out.join("math_library.ir"), module.display().to_string()) {
        eprintln!("cannot write the math library's IR: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
