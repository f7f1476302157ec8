//! Compiles the math library (OpenCL C, `spirv-backend/library/`) to the IR's text form once, at
//! build time, with an index of where each function's text is and which functions it calls, so
//! that a process compiling a math kernel reads back only the library functions it reaches
//! (`src/math_library.rs`) instead of running the frontend on the whole library. Twice: once
//! for the Vulkan targets and once for the portable ones (`__OCLVK_PORTABLE_LIBRARY` defined).

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::ir::{self, ExprKind};
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("cargo::rerun-if-changed=spirv-backend/library");
    let source: String = include!("spirv-backend/library/fragments.rs").concat();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    // The Vulkan targets' library, and the portable targets' one: the same source with
    // `__OCLVK_PORTABLE_LIBRARY` defined (its exact steps frozen, bits_f32.cl.inc says why).
    for (prefix, define) in [
        ("math_library", ""),
        (
            "portable_math_library",
            "#define __OCLVK_PORTABLE_LIBRARY 1\n",
        ),
    ] {
        if let Err(e) = compile(&format!("{define}{source}"), &out, prefix) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// Compiles the library's `source` and writes `PREFIX.ir` and `PREFIX_index.rs` into `out`.
fn compile(source: &str, out: &Path, prefix: &str) -> Result<(), String> {
    let fe = Frontend::compile_source(
        "<oclvk math library>",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let Some(module) = fe.module else {
        for d in fe.diagnostics.iter() {
            eprintln!("{}", render_text(&fe.sources, d, false));
        }
        return Err(format!(
            "the math library (spirv-backend/library/) does not compile ({prefix})"
        ));
    };
    let text = module.display().to_string();
    let index = index(&module, &text)
        .map_err(|e| format!("cannot index the math library's IR ({prefix}): {e}"))?;
    for (file, contents) in [
        (format!("{prefix}.ir"), &text),
        (format!("{prefix}_index.rs"), &index),
    ] {
        std::fs::write(out.join(&file), contents)
            .map_err(|e| format!("cannot write {file}: {e}"))?;
    }
    Ok(())
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
    let _ = writeln!(out, "pub const PREAMBLE_END: usize = {preamble_end};");
    out.push_str("pub const GLOBALS: &[(usize, usize, Option<usize>)] = &[\n");
    for (g, (start, end)) in m.globals.iter().zip(&globals) {
        let owner = g.owner.map(|f| f.index());
        let _ = writeln!(out, "    ({start}, {end}, {owner:?}),");
    }
    out.push_str("];\npub const FUNCTIONS: &[(&str, usize, usize, &[usize])] = &[\n");
    for (f, (start, end)) in m.functions.iter().zip(&functions) {
        let callees: BTreeSet<usize> = f
            .exprs
            .iter()
            .filter_map(|e| match e.kind {
                ExprKind::Call { function, .. } => Some(function.index()),
                _ => None,
            })
            .collect();
        let callees: Vec<usize> = callees.into_iter().collect();
        let _ = writeln!(out, "    ({:?}, {start}, {end}, &{callees:?}),", f.name);
    }
    out.push_str("];\n");
    Ok(out)
}
