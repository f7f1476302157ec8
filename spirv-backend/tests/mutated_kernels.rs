//! Every module the backend writes is valid, also for programs nobody wrote on purpose: the
//! repository's kernels with a few tokens replaced (an identifier by another of the file, a
//! number, an operator or a type by another) are compiled, and each variant the frontend
//! accepts must give a module that passes spirv-val for vulkan1.2 and opencl, or a backend
//! diagnostic; never a panic. Deterministic (fixed seed); `OCLVK_FUZZ_ROUNDS` sets the variants
//! per file and `OCLVK_FUZZ_SEED` the seed, for longer runs.
mod common;
use common::spirv_val;
use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use oclvk_spirv::{compile, Options, Target};
#[path = "../../frontend/tests/support/kernels.rs"]
mod kernels;

/// xorshift64*: small, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Splits into words (identifiers, numbers) and single other characters.
fn pieces(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    while start < bytes.len() {
        let mut end = start + 1;
        if bytes[start].is_ascii_alphanumeric() || bytes[start] == b'_' {
            while end < bytes.len()
                && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b'.')
            {
                end += 1;
            }
        }
        while !text.is_char_boundary(end) {
            end += 1;
        }
        out.push(&text[start..end]);
        start = end;
    }
    out
}

const OPERATORS: [&str; 13] = [
    "+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "!", "~", "=",
];
const NUMBERS: [&str; 12] = [
    "0", "1", "2", "3", "7", "64", "100", "0.5f", "1.0", "-1", "255u", "3L",
];
const TYPES: [&str; 14] = [
    "int", "uint", "char", "uchar", "short", "long", "ulong", "float", "double", "bool", "half",
    "int4", "float2", "size_t",
];

/// One variant of `parts`: one or two tokens replaced by one of their kind.
fn mutate(parts: &[&'static str], idents: &[&'static str], rng: &mut Rng) -> String {
    let mut m = parts.to_vec();
    for _ in 0..1 + rng.below(2) {
        let at = rng.below(m.len());
        let p = m[at];
        let first = p.chars().next().unwrap_or(' ');
        m[at] = if TYPES.contains(&p) {
            TYPES[rng.below(TYPES.len())]
        } else if first.is_ascii_digit() {
            NUMBERS[rng.below(NUMBERS.len())]
        } else if first.is_ascii_alphabetic() || first == '_' {
            idents[rng.below(idents.len())]
        } else if OPERATORS.contains(&p) {
            OPERATORS[rng.below(OPERATORS.len())]
        } else {
            p
        };
    }
    m.concat()
}

#[test]
fn mutated_kernels_give_valid_modules() {
    let rounds = env_number("OCLVK_FUZZ_ROUNDS", 6);
    let mut rng = Rng(env_number("OCLVK_FUZZ_SEED", 0x1234_5678_9abc_def1) | 1);
    let mut failures = Vec::new();
    let mut accepted = 0;
    for path in kernels::repository_kernel_paths() {
        let text = std::fs::read_to_string(&path).unwrap();
        if text.contains("expected-error") || text.contains("oclvk-error") {
            continue;
        }
        let std = if text.contains("-cl-std=CL2.0") {
            ClStd::Cl2_0
        } else if text.contains("-cl-std=CL3.0") {
            ClStd::Cl3_0
        } else {
            ClStd::Cl1_2
        };
        let text: &'static str = text.leak();
        let parts = pieces(text);
        let idents: Vec<&str> = parts
            .iter()
            .copied()
            .filter(|p| p.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
            .collect();
        for _ in 0..rounds {
            let src = mutate(&parts, &idents, &mut rng);
            let options = LangOptions {
                std,
                ..LangOptions::default()
            };
            let fe =
                Frontend::compile_source("mutated.cl", &src, &options, WarningPolicy::default());
            let Some(module) = fe.module else {
                continue;
            };
            accepted += 1;
            for target in [Target::Vulkan1_2, Target::Opencl] {
                let options = Options {
                    target,
                    ..Options::default()
                };
                let problem = match std::panic::catch_unwind(|| compile(&module, &options)) {
                    Err(_) => Some("the backend panicked".to_string()),
                    Ok(Err(_)) => None,
                    // The validator's one known error (README): 64-bit atomics on OpenCL.
                    Ok(Ok(out)) => spirv_val("mutated", &out.words, target)
                        .err()
                        .filter(|e| !e.contains("Capability Int64Atomics is not allowed")),
                };
                if let Some(problem) = problem {
                    failures.push(format!(
                        "{} ({std}, {target:?}): {problem}\n----\n{src}\n----",
                        path.display()
                    ));
                }
            }
        }
    }
    assert!(accepted > 100, "only {accepted} variants compiled");
    assert!(
        failures.is_empty(),
        "{} invalid:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
