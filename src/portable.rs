//! Compiling for the portable targets (`wgsl`, `msl`, `hlsl`, `glsl`, `vulkan1.x-portable`):
//! the same frontend, then `oclvk-naga` instead of the SPIR-V backend.

use crate::{Compilation, CompileOptions};
use oclvk_frontend::Frontend;
use std::path::Path;

/// [`crate::compile_file`] for a portable target: the diagnostics as a [`Compilation`] (whose
/// `output` stays `None`) and naga's output when there were no errors.
pub fn compile_file_portable(
    path: &Path,
    options: &CompileOptions,
    portable: &oclvk_naga::Options,
) -> (Compilation, Option<oclvk_naga::Output>) {
    finish(
        Frontend::compile_file(path, &options.lang, options.warnings),
        options,
        portable,
    )
}

/// [`compile_file_portable`] for source text.
pub fn compile_source_portable(
    name: &str,
    text: &str,
    options: &CompileOptions,
    portable: &oclvk_naga::Options,
) -> (Compilation, Option<oclvk_naga::Output>) {
    finish(
        Frontend::compile_source(name, text, &options.lang, options.warnings),
        options,
        portable,
    )
}

/// `-ffp-contract=off` among `options` holds on the portable targets too.
fn finish(
    fe: Frontend,
    options: &CompileOptions,
    portable: &oclvk_naga::Options,
) -> (Compilation, Option<oclvk_naga::Output>) {
    let mut diagnostics = fe.diagnostics.into_vec();
    let mut portable = portable.clone();
    portable.no_contraction |= options.backend.no_contraction;
    portable
        .math_library
        .get_or_insert_with(crate::math_library::math_library);
    let output = match &fe.module {
        Some(module) => match oclvk_naga::compile(module, &portable) {
            Ok(output) => Some(output),
            Err(errors) => {
                diagnostics.extend(errors);
                None
            }
        },
        None => None,
    };
    let compilation = Compilation {
        sources: fe.sources,
        diagnostics,
        output: None,
    };
    (compilation, output)
}
