//! Compiles the math library (OpenCL C, `spirv-backend/library/`) once, at build time, to the
//! IR's binary form (`ir::binary`) with an index of where each function's bytes are and which
//! functions it calls, so that a process compiling a math kernel decodes only the library
//! functions it reaches (`src/math_library.rs`) instead of running the frontend on the whole
//! library. The binary form is made from the IR's text form read back (what a reader of the text
//! would get), and the text is written too, for the tests. Twice: once for the Vulkan targets and
//! once for the portable ones (`__OCLVK_PORTABLE_LIBRARY` defined).

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

/// Compiles the library's `source` and writes `PREFIX.ir` (text), `PREFIX.irb` (binary) and
/// `PREFIX_index.rs` into `out`.
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
    let read_back = ir::parse(&text)
        .map_err(|e| format!("the math library's IR text does not read back ({prefix}): {e}"))?;
    let encoded = ir::binary::encode(&read_back)
        .map_err(|e| format!("the math library's IR has no binary form ({prefix}): {e}"))?;
    let index = index(&read_back, &encoded);
    for (file, contents) in [
        (format!("{prefix}.ir"), text.as_bytes()),
        (format!("{prefix}.irb"), &encoded.bytes),
        (format!("{prefix}_index.rs"), index.as_bytes()),
    ] {
        std::fs::write(out.join(&file), contents)
            .map_err(|e| format!("cannot write {file}: {e}"))?;
    }
    Ok(())
}

/// The index of the binary form as Rust items: `HEADER_END` (the end of the version and types),
/// `FUNCTIONS` (each function's name, its bytes as a range, the indices of the functions it
/// calls), in the module's order.
fn index(m: &ir::Module, encoded: &ir::binary::EncodedModule) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "pub const HEADER_END: usize = {};", encoded.header_end);
    out.push_str("pub const FUNCTIONS: &[(&str, usize, usize, &[usize])] = &[\n");
    for (f, bytes) in m.functions.iter().zip(&encoded.functions) {
        let callees: BTreeSet<usize> = f
            .exprs
            .iter()
            .filter_map(|e| match e.kind {
                ExprKind::Call { function, .. } => Some(function.index()),
                _ => None,
            })
            .collect();
        let callees: Vec<usize> = callees.into_iter().collect();
        let _ = writeln!(
            out,
            "    ({:?}, {}, {}, &{callees:?}),",
            f.name, bytes.start, bytes.end
        );
    }
    out.push_str("];\n");
    out
}
