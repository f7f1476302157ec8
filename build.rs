//! Compiles the math library (OpenCL C, `spirv-backend/library/`) to the IR's text form once, at
//! build time, with an index of where each function's text is and which functions it calls, so
//! that a process compiling a math kernel reads back only the library functions it reaches
//! (`src/math_library.rs`) instead of running the frontend on the whole library.

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::ir::{self, ExprKind};
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use std::collections::BTreeSet;
use std::fmt::Write;
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
    let text = module.display().to_string();
    let index = match index(&module, &text) {
        Ok(index) => index,
        Err(e) => {
            eprintln!("cannot index the math library's IR: {e}");
            return ExitCode::FAILURE;
        }
    };
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for (file, contents) in [
        ("math_library.ir", &text),
        ("math_library_index.rs", &index),
    ] {
        if let Err(e) = std::fs::write(out.join(file), contents) {
            eprintln!("cannot write {file}: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// The index of `text` (the module's text form) as Rust items: `PREAMBLE_END` (the bytes of
/// the version and struct lines), `GLOBALS` (each global's line as a byte range, and the index of
/// the function that owns it, if one does), `FUNCTIONS` (each function's name, its text as a byte
/// range, the indices of the functions it calls), in the module's order.
fn index(m: &ir::Module, text: &str) -> Result<String, String> {
    let mut preamble_end = 0;
    let mut globals = Vec::new();
    let mut functions: Vec<(usize, usize)> = Vec::new();
    let mut offset = 0;
    let mut open: Option<usize> = None;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches('\n');
        match open {
            Some(begin) if body == "}" => {
                functions.push((begin, offset));
                open = None;
            }
            Some(_) => {}
            None if body.starts_with("function ") || body.starts_with("kernel ") => {
                open = Some(start)
            }
            None if body.starts_with("global @") => globals.push((start, offset)),
            None if functions.is_empty() && globals.is_empty() => preamble_end = offset,
            None => return Err(format!("unexpected line `{body}`")),
        }
    }
    if functions.len() != m.functions.len() || globals.len() != m.globals.len() {
        return Err(format!(
            "{} functions and {} globals in the text, {} and {} in the module",
            functions.len(),
            globals.len(),
            m.functions.len(),
            m.globals.len()
        ));
    }
    let mut out = String::new();
    let _ = writeln!(out, "const PREAMBLE_END: usize = {preamble_end};");
    out.push_str("const GLOBALS: &[(usize, usize, Option<usize>)] = &[\n");
    for (g, (start, end)) in m.globals.iter().zip(&globals) {
        let owner = g.owner.map(|f| f.0 as usize);
        let _ = writeln!(out, "    ({start}, {end}, {owner:?}),");
    }
    out.push_str("];\nconst FUNCTIONS: &[(&str, usize, usize, &[usize])] = &[\n");
    for (f, (start, end)) in m.functions.iter().zip(&functions) {
        let callees: BTreeSet<usize> = f
            .exprs
            .iter()
            .filter_map(|e| match e.kind {
                ExprKind::Call { function, .. } => Some(function.0 as usize),
                _ => None,
            })
            .collect();
        let callees: Vec<usize> = callees.into_iter().collect();
        let _ = writeln!(out, "    ({:?}, {start}, {end}, &{callees:?}),", f.name);
    }
    out.push_str("];\n");
    Ok(out)
}
