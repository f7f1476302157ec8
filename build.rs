//! Compiles the math library (OpenCL C, `spirv-backend/library/`) once, at build time, to the
//! IR's binary form (`ir::binary`) with an index of where each function's bytes are and which
//! functions it calls, so that a process compiling a math kernel decodes only the library
//! functions it reaches (`src/math_library.rs`) instead of running the frontend on the whole
//! library. The binary form is made from the IR's text form read back (what a reader of the text
//! would get), and the text is written too, for the tests. Twice: once for the Vulkan targets and
//! once for the portable ones (`__OCLVK_PORTABLE_LIBRARY` defined). The Vulkan targets' library
//! is also written to SPIR-V, stored relocatable (`oclvk_spirv::prebuild_math_library`), once
//! per option set that changes it and a compile is likely to use ([`STORED`]), so that a math
//! kernel's compile copies its library functions' words instead of writing them.

use oclvk_frontend::diag::{render_text, WarningPolicy};
use oclvk_frontend::ir::{self, ExprKind};
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The option sets whose library SPIR-V is stored: both Vulkan targets, as a command-line
/// compile has them and as the runner compiles for lavapipe (bounds checks and its loop limit,
/// `DeviceChecks::for_device`). Any other set writes the library from its IR.
fn stored() -> Vec<oclvk_spirv::Options> {
    let mut sets = Vec::new();
    for target in [
        oclvk_spirv::Target::Vulkan1_2,
        oclvk_spirv::Target::Vulkan1_3,
    ] {
        for lavapipe in [false, true] {
            sets.push(oclvk_spirv::Options {
                target,
                check_bounds: lavapipe,
                loop_limit: lavapipe.then_some(oclvk_spirv::reflect::LAVAPIPE_LOOP_LIMIT),
                ..Default::default()
            });
        }
    }
    sets
}

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
        let module = match compile(&format!("{define}{source}"), &out, prefix) {
            Ok(module) => module,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        if define.is_empty() {
            if let Err(e) = store_spirv(&module, &out) {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// Writes the stored forms of the library's SPIR-V (`math_library_spirv_K.bin`, little-endian
/// words, one per distinct form: option sets that write the same SPIR-V share one) and
/// `math_library_spirv.rs`, the list of them for `src/math_library.rs`; and the library with the
/// functions every set stores made stubs (`math_library_stored.irb` and its index), which a
/// module compiled under a stored set reads back instead.
fn store_spirv(module: &ir::Module, out: &Path) -> Result<(), String> {
    let mut everywhere: Option<BTreeSet<String>> = None;
    let mut forms = Vec::new();
    for options in stored() {
        let stored = oclvk_spirv::prebuild_math_library(module, &options).map_err(|diags| {
            let messages: Vec<String> = diags.iter().map(|d| d.message.clone()).collect();
            format!(
                "the math library's SPIR-V cannot be written ({:?}): {}",
                options.target,
                messages.join("; ")
            )
        })?;
        forms.push(stored.words);
        let names: BTreeSet<String> = stored.functions.into_iter().collect();
        everywhere = Some(match everywhere {
            Some(e) => e.intersection(&names).cloned().collect(),
            None => names,
        });
    }
    let mut list = String::from("[\n");
    for (k, words) in oclvk_spirv::merge_stored_math_libraries(forms)
        .iter()
        .enumerate()
    {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let file = format!("math_library_spirv_{k}.bin");
        std::fs::write(out.join(&file), bytes).map_err(|e| format!("cannot write {file}: {e}"))?;
        let _ = writeln!(list, "    stored_form!({file:?}),");
    }
    list.push_str("]\n");
    std::fs::write(out.join("math_library_spirv.rs"), list)
        .map_err(|e| format!("cannot write math_library_spirv.rs: {e}"))?;
    let mut stubbed = module.clone();
    oclvk_spirv::stub_math_functions(&mut stubbed, &everywhere.unwrap_or_default());
    write_binary(&stubbed, out, "math_library_stored")
}

/// Writes `PREFIX.irb` (the binary form of `module`) and `PREFIX_index.rs` into `out`.
fn write_binary(module: &ir::Module, out: &Path, prefix: &str) -> Result<(), String> {
    let encoded = ir::binary::encode(module)
        .map_err(|e| format!("the math library's IR has no binary form ({prefix}): {e}"))?;
    let index = index(module, &encoded);
    for (file, contents) in [
        (format!("{prefix}.irb"), &encoded.bytes[..]),
        (format!("{prefix}_index.rs"), index.as_bytes()),
    ] {
        std::fs::write(out.join(&file), contents)
            .map_err(|e| format!("cannot write {file}: {e}"))?;
    }
    Ok(())
}

/// Compiles the library's `source` and writes `PREFIX.ir` (text), `PREFIX.irb` (binary) and
/// `PREFIX_index.rs` into `out`; returns the module (as its text reads back).
fn compile(source: &str, out: &Path, prefix: &str) -> Result<ir::Module, String> {
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
    let file = format!("{prefix}.ir");
    std::fs::write(out.join(&file), &text).map_err(|e| format!("cannot write {file}: {e}"))?;
    write_binary(&read_back, out, prefix)?;
    Ok(read_back)
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
