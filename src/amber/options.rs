//! COMPILE_OPTIONS: the OpenCL build options a pipeline gives its OPENCL-C shader.

use crate::build_options;
use crate::CompileOptions;
use std::path::Path;

/// COMPILE_OPTIONS to compile options, through the one build-options parser
/// ([`build_options::parse_words`]): they mean what they mean on oclvk's command line. `-I`
/// directories are relative to the script.
pub fn compile_options(options: &[String], base: &Path) -> Result<CompileOptions, String> {
    let mut compile =
        build_options::parse_words(options).map_err(|e| format!("COMPILE_OPTIONS: {e}"))?;
    for dir in &mut compile.lang.include_dirs {
        *dir = base.join(&*dir);
    }
    Ok(compile)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `-cl-fast-relaxed-math` has the command line's meaning (it used to be ignored here).
    #[test]
    fn fast_relaxed_math_means_what_it_means_on_the_command_line() {
        let words = ["-cl-fast-relaxed-math".to_string()];
        let amber = compile_options(&words, Path::new("scripts")).unwrap();
        let cli = build_options::parse("-cl-fast-relaxed-math").unwrap();
        assert!(amber.backend.fast_math);
        assert_eq!(amber.lang, cli.lang);
        assert_eq!(amber.warnings, cli.warnings);
    }

    #[test]
    fn include_dirs_are_relative_to_the_script() {
        let words = ["-Iinc".to_string(), "-I".to_string(), "/abs".to_string()];
        let o = compile_options(&words, Path::new("scripts")).unwrap();
        assert_eq!(
            o.lang.include_dirs,
            [Path::new("scripts/inc"), Path::new("/abs")]
        );
    }

    #[test]
    fn unknown_options_are_named() {
        let words = ["-cl-nonsense".to_string()];
        assert_eq!(
            compile_options(&words, Path::new(".")).unwrap_err(),
            "COMPILE_OPTIONS: unknown argument: '-cl-nonsense'"
        );
    }
}
