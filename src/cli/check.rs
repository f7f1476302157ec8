//! `oclvk check`: preprocess, parse and check a file; optionally print its IR.

use super::lang::LangArgs;
use super::Failure;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The OpenCL C source file
    pub input: PathBuf,
    /// Print the typed IR (when there are no errors)
    #[arg(long)]
    pub dump_ir: bool,
    /// Print the syntax tree
    #[arg(long)]
    pub dump_ast: bool,
    /// Check the diagnostics against `// expected-error {{...}}` comments (clang's -verify)
    #[arg(long)]
    pub verify: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let options = args.lang.compile_options();
    // Like `clang -fsyntax-only`, a plain check keeps no code: each function body is dropped
    // once checked and lowered. The process ends right after, so what is left (the module's
    // functions) goes to the OS unfreed.
    let keep = oclvk::frontend::Keep {
        ast: args.dump_ast,
        ir: args.dump_ir,
        free: false,
    };
    let fe = oclvk::frontend::Frontend::check_file(
        &args.input,
        &options.lang_for_target(),
        options.warnings,
        keep,
    );
    if args.dump_ast {
        if let Some(ast) = &fe.ast {
            print!("{}", ast.dump(&fe.interner));
        }
    }
    if args.dump_ir {
        if let Some(module) = &fe.module {
            print!("{}", module.display());
        }
    }
    if args.verify {
        return verify(&fe);
    }
    let errors = fe.diagnostics.has_errors();
    // The process ends right after a check: leave the syntax tree and the IR to the OS instead of
    // freeing them node by node (about a tenth of a large check's time; clang's `-disable-free`
    // does the same).
    std::mem::forget(fe.ast);
    std::mem::forget(fe.module);
    let compilation = oclvk::Compilation {
        sources: fe.sources,
        diagnostics: fe.diagnostics.into_vec(),
        output: None,
    };
    args.lang.print_diagnostics(&compilation);
    if errors {
        Err(Failure::silent())
    } else {
        Ok(())
    }
}

/// `--verify`: prints each mismatch as clang does and fails when there is one.
fn verify(fe: &oclvk::frontend::Frontend) -> Result<(), Failure> {
    let Some((main, _)) = fe.sources.files().next() else {
        let text: Vec<String> = fe.diagnostics.iter().map(|d| d.message.clone()).collect();
        return Err(Failure::new(text.join("\n")));
    };
    let diagnostics: Vec<_> = fe.diagnostics.iter().cloned().collect();
    let mismatches = oclvk::frontend::verify::verify(&fe.sources, main, &diagnostics);
    if mismatches.is_empty() {
        return Ok(());
    }
    for m in &mismatches {
        eprintln!("error: {}", m.0);
    }
    Err(Failure::new(format!(
        "{} verification problem(s)",
        mismatches.len()
    )))
}
