//! The math library for the backend's tests, as the facade provides it: compiled from its source
//! (the facade's build script does that at build time) and read back through the IR's text form
//! (as the facade does at run time), once per test process.
#![allow(dead_code)]

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::ir;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_spirv::{math_library_source, portable_math_library_source, MathLibrary, Options};
use std::sync::{Arc, OnceLock};

fn compiled(source: &str) -> Result<Arc<ir::Module>, String> {
    let fe = Frontend::compile_source(
        "<oclvk math library>",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.ok_or("the math library does not compile")?;
    ir::parse(&module.display().to_string())
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

fn module() -> Result<Arc<ir::Module>, String> {
    static MODULE: OnceLock<Result<Arc<ir::Module>, String>> = OnceLock::new();
    MODULE
        .get_or_init(|| compiled(&math_library_source()))
        .clone()
}

fn portable_module() -> Result<Arc<ir::Module>, String> {
    static MODULE: OnceLock<Result<Arc<ir::Module>, String>> = OnceLock::new();
    MODULE
        .get_or_init(|| compiled(&portable_math_library_source()))
        .clone()
}

fn defines(name: &str) -> bool {
    module().is_ok_and(|m| m.functions.iter().any(|f| f.name == name))
}

fn load(_: &[String]) -> Result<Arc<ir::Module>, String> {
    module()
}

fn load_portable(_: &[String]) -> Result<Arc<ir::Module>, String> {
    portable_module()
}

/// The library to link (all of it: the backend copies in only the functions reached).
pub fn math_library() -> MathLibrary {
    MathLibrary {
        defines,
        load,
        load_portable,
        // Every function written from its IR (the facade's build script stores their SPIR-V).
        spirv: &[],
        load_stored: load,
    }
}

/// The default options, with the library.
pub fn options() -> Options {
    Options {
        math_library: Some(math_library()),
        ..Options::default()
    }
}
