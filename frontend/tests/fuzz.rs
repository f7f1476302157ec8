//! Robustness of the whole frontend (preprocessor, parser and sema together): mutated real
//! kernels, token soups and deep nesting must produce diagnostics, never a panic, a hang or a
//! stack overflow. Deterministic (fixed seeds), so a failure reproduces; the long runs are the
//! same loops with more rounds (`OCLVK_FUZZ_ROUNDS`).

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
#[path = "support/kernels.rs"]
mod kernels;
#[path = "support/mutate.rs"]
mod mutate;

use mutate::{mutate, pieces, rounds, Rng};

fn repository_kernels() -> Vec<String> {
    kernels::repository_kernel_paths()
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect()
}

/// Compiles `text` under every language version; a panic fails the test with the input.
fn survives(text: &str) {
    for std in [ClStd::Cl1_2, ClStd::Cl2_0, ClStd::Cl3_0] {
        let options = LangOptions {
            std,
            ..LangOptions::default()
        };
        let result = std::panic::catch_unwind(|| {
            let _ = Frontend::compile_source("fuzz.cl", text, &options, WarningPolicy::default());
        });
        assert!(
            result.is_ok(),
            "the frontend panicked ({std}) on:\n----\n{text}\n----"
        );
    }
}

#[test]
fn mutated_real_kernels_never_panic() {
    let kernels = repository_kernels();
    assert!(kernels.len() > 10, "found only {} kernels", kernels.len());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let per_kernel = rounds(12);
    for kernel in &kernels {
        let parts = pieces(kernel);
        for _ in 0..per_kernel {
            survives(&mutate(&parts, &mut rng));
        }
    }
}

#[test]
fn token_soups_never_panic() {
    let pool = [
        "kernel",
        "void",
        "global",
        "local",
        "constant",
        "int",
        "float4",
        "double",
        "struct",
        "typedef",
        "if",
        "else",
        "for",
        "while",
        "do",
        "switch",
        "case",
        "default:",
        "return",
        "break",
        "continue",
        "goto",
        "x",
        "y",
        "f",
        "get_global_id",
        "barrier",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        ",",
        "=",
        "+=",
        "++",
        "-",
        "*",
        "&",
        "->",
        ".",
        ".xyzw",
        "?",
        ":",
        "1",
        "2.5f",
        "0x1p3",
        "'a'",
        "\"s\"",
        "#define M(a) a##a\n",
        "#if 1\n",
        "#endif\n",
        "M(",
        "__attribute__((",
        "reqd_work_group_size(1,1,1)",
        "))",
        "sizeof",
        "vec_step",
        "(float4)(",
        "convert_int4(",
        "as_uint(",
        "static",
        "const",
        "restrict",
        "volatile",
        "image2d_t",
        "read_only",
    ];
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for _ in 0..rounds(300) {
        let n = 1 + rng.below(60);
        let text: Vec<&str> = (0..n).map(|_| pool[rng.below(pool.len())]).collect();
        survives(&text.join(" "));
    }
}

#[test]
fn deep_nesting_gives_errors_not_crashes() {
    let n = 20_000;
    let cases = [
        format!(
            "kernel void k(global int *p) {{ p[0] = {}1{}; }}",
            "(".repeat(n),
            ")".repeat(n)
        ),
        format!(
            "kernel void k(global int *p) {}{}",
            "{".repeat(n),
            "}".repeat(n)
        ),
        format!(
            "kernel void k(global int *p) {{ p[0] = {}1; }}",
            "-".repeat(n)
        ),
        format!(
            "kernel void k(global int *p) {{ p[0] = 1{}; }}",
            " + 1".repeat(n)
        ),
        format!(
            "kernel void k(global int *p) {{ {} }}",
            "if (p[0]) ".repeat(n) + "p[0] = 1;"
        ),
    ];
    for text in &cases {
        // Each must finish with diagnostics (or cleanly): run it on a thread with a modest stack,
        // so unbounded recursion would overflow it and fail the test.
        let text = text.clone();
        let handle = std::thread::Builder::new()
            .stack_size(8 << 20)
            .spawn(move || {
                let fe = Frontend::compile_source(
                    "deep.cl",
                    &text,
                    &LangOptions::default(),
                    WarningPolicy::default(),
                );
                fe.diagnostics.error_count()
            })
            .unwrap();
        assert!(
            handle.join().is_ok(),
            "the frontend crashed on deep nesting"
        );
    }
}
