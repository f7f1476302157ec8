//! The math library's IR for the backend ([`spirv::MathLibrary`]): compiled from OpenCL C at
//! build time (`build.rs`, to the IR's text form) and read back once per process, when a module
//! first calls a library function.

use crate::frontend::ir;
use crate::spirv;
use std::sync::OnceLock;

/// The library's IR in its text form (`ir::parse` reads it).
const TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/math_library.ir"));

fn module() -> Result<&'static ir::Module, String> {
    static MODULE: OnceLock<Result<ir::Module, String>> = OnceLock::new();
    MODULE
        .get_or_init(|| ir::parse(TEXT).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(Clone::clone)
}

/// The library the facade links into the modules it compiles ([`spirv::Options::math_library`]).
pub fn math_library() -> spirv::MathLibrary {
    spirv::MathLibrary(module)
}
