//! Parser tests: source in, AST dump plus diagnostics out, compared with an expected text.
//!
//! `check` lexes with `lex_file` (no preprocessing), parses as OpenCL C 2.0 and compares
//! `dump` followed by one `line:col: severity: message` line per diagnostic and note (the
//! file-name prefix of clang's rendering is dropped). The golden cases are in `tests/cases.rs`
//! (accepted constructs) and `tests/errors.rs` (rejected inputs, with clang 15's diagnostics);
//! this file holds the property tests: nesting limits, long chains, mutation and token-soup
//! fuzzing, the repository's `.cl` files, a corpus of realistic kernels, and speed.

mod cases;
mod corpus;
mod errors;

use super::parse;
use crate::diag::{render_text, Diagnostics};
use crate::lex::lex_file;
use crate::options::{ClStd, LangOptions};
use crate::source::SourceMap;
use crate::token::Interner;

fn run(src: &str, std: ClStd) -> String {
    let mut map = SourceMap::new();
    let file = map.add_file("t.cl", src);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let tokens = lex_file(&map, file, &mut interner, &mut diags);
    let options = LangOptions {
        std,
        ..LangOptions::default()
    };
    let tu = parse(&tokens, &mut interner, &options, &mut diags);
    let mut out = tu.dump(&interner);
    for d in diags.iter() {
        for line in render_text(&map, d, false).lines() {
            if let Some(rest) = line.strip_prefix("t.cl:") {
                out.push_str(rest);
                out.push('\n');
            }
        }
    }
    out
}

#[track_caller]
fn check_std(src: &str, std: ClStd, expect: &str) {
    let got = run(src, std);
    let expect = expect.trim_start_matches('\n');
    if got != expect {
        panic!("source:\n{src}\n--- got:\n{got}--- expected:\n{expect}");
    }
}

#[track_caller]
fn check(src: &str, expect: &str) {
    check_std(src, ClStd::Cl2_0, expect);
}

#[test]
fn smoke() {
    check(
        "kernel void k(global float *a, int n) { a[0] = n; }",
        "
function [kernel void] k: fn([global float] a: ptr, [int] n)
  compound
    expr (= (index a 0) n)
",
    );
}

/// Prints the dump of the file named by `OCLVK_PARSE_FILE` (for writing expectations).
#[test]
#[ignore]
fn print_file() {
    if let Ok(path) = std::env::var("OCLVK_PARSE_FILE") {
        let src = std::fs::read_to_string(path).unwrap_or_default();
        let std = std::env::var("OCLVK_PARSE_STD")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(ClStd::Cl2_0);
        print!("{}", run(&src, std));
    }
}

/// Parses `src` and returns the diagnostics' first lines (no dump), for inputs too big to dump.
fn diagnostics_only(src: &str) -> String {
    let out = run(src, ClStd::Cl2_0);
    out.lines()
        .filter(|l| l.contains(": error: ") || l.contains(": note: ") || l.contains(": warning: "))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn deep(prefix: &str, open: &str, middle: &str, close: &str, suffix: &str, n: usize) -> String {
    let mut s = String::from(prefix);
    s.push_str(&open.repeat(n));
    s.push_str(middle);
    s.push_str(&close.repeat(n));
    s.push_str(suffix);
    s
}

#[test]
fn deep_brackets_stop_with_one_fatal_error() {
    let cases = [
        deep("void f() { int x = ", "(", "1", ")", "; }", 20_000),
        deep("void f() ", "{", "", "}", "", 20_000),
        deep("int x = ", "{", "1", "}", ";", 20_000),
        deep("int ", "(", "x", ")", ";", 20_000),
        deep("void f() { x = ", "a[", "0", "]", "; }", 20_000),
        deep("void f() { x = ", "f(", "0", ")", "; }", 20_000),
        deep("void f() { x = ", "(int)(", "1", ")", "; }", 20_000),
        deep("void f() { x = ", "(", "1", "", "; }", 20_000),
        deep("struct S ", "{ struct ", "{ int a; }", "; }", ";", 20_000),
    ];
    for src in &cases {
        let got = diagnostics_only(src);
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(lines.len(), 2, "{}...: {got}", &src[..40]);
        assert!(
            lines[0].ends_with("error: bracket nesting level exceeded maximum of 256"),
            "{got}"
        );
        assert!(lines[1].ends_with("note: use -fbracket-depth=N to increase maximum nesting level"));
    }
    // Each kind of bracket is counted separately; the 257th `(` is reported (as clang does).
    let ok = deep("void f(){ int x = ", "(", "1", ")", "; }", 256);
    assert_eq!(diagnostics_only(&ok), "");
    let too_deep = deep("void f(){ int x = ", "(", "1", ")", "; }", 257);
    assert_eq!(
        diagnostics_only(&too_deep),
        "1:275: error: bracket nesting level exceeded maximum of 256\n\
         1:275: note: use -fbracket-depth=N to increase maximum nesting level\n"
    );
    let braces = deep("void f(){ ", "{", "", "}", "}", 300);
    assert!(diagnostics_only(&braces).starts_with("1:266: error: bracket nesting"));
}

#[test]
fn long_chains_without_brackets_parse_iteratively() {
    let ok = [
        deep("void f() { x = ", "-", "1", "", "; }", 20_000),
        deep("void f() { x = ", "(int)", "1", "", "; }", 20_000),
        deep("void f() { x = ", "sizeof ", "1", "", "; }", 20_000),
        deep("void f() { ", "x = ", "1", "", "; }", 20_000),
        deep("void f() { x = ", "x ? x : ", "1", "", "; }", 20_000),
        deep("void f() { x = 1", " + x", "", "", "; }", 20_000),
        deep("void f() { x = x", "[0]", "", "", "; }", 20_000),
        deep(
            "void f() { switch (x) { ",
            "case 1: ",
            "x = 1;",
            "",
            " } }",
            20_000,
        ),
        deep(
            "void f() { if (x) x = 0; ",
            "else if (x) x = 0; ",
            "",
            "",
            " }",
            20_000,
        ),
        deep("int ", "*", "p", "", ";", 20_000),
    ];
    for src in &ok {
        assert_eq!(diagnostics_only(src), "", "{}", &src[..60]);
    }
}

#[test]
fn deep_unbraced_statements_are_limited() {
    let src = deep("void f() { ", "if (1) ", ";", "", " }", 20_000);
    let got = diagnostics_only(&src);
    assert_eq!(got.lines().count(), 1, "{got}");
    assert!(
        got.contains("error: nesting level exceeded maximum of 1024"),
        "{got}"
    );
    let src = deep("void f() { ", "while (1) ", ";", "", " }", 200);
    assert_eq!(diagnostics_only(&src), "");
}

/// Every kind of nesting at once, each at its limit, must fit the parser's stack.
#[test]
fn all_limits_at_once_fit_the_stack() {
    let mut src = String::from("void f() ");
    src.push_str(&"{ if (1) ".repeat(255));
    src.push_str("{ x = ");
    src.push_str(&"(a[".repeat(255));
    src.push_str(&"b ? ".repeat(1023 - 255));
    src.push('0');
    src.push_str(&" : 0".repeat(1023 - 255));
    src.push_str(&"])".repeat(255));
    src.push_str("; }");
    src.push_str(&"}".repeat(255));
    assert_eq!(diagnostics_only(&src), "");
    let mut src = String::from("void f() { ");
    src.push_str(&"while (1) ".repeat(1023 - 256));
    src.push_str("x = ");
    src.push_str(&"(int)(a ? ".repeat(256));
    src.push('0');
    src.push_str(&": 0)".repeat(256));
    src.push_str("; }");
    assert_eq!(diagnostics_only(&src), "");
}

/// Throughput of lexing + parsing (run with `--release -- --ignored --nocapture parse_speed`).
#[test]
#[ignore]
fn parse_speed() {
    let unit = "
typedef struct { float4 pos; float mass; int id; } Particle;
/* A kernel of typical shape. */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void step_NAME(__global Particle *restrict ps, __global const float4 *forces,
               __local float *scratch, const uint n, const float dt)
{
    const size_t gid = get_global_id(0);
    const size_t lid = get_local_id(0);
    if (gid >= n) return;
    Particle p = ps[gid];
    float4 f = forces[gid] * (float4)(dt, dt, dt, 0.0f);
    scratch[lid] = dot(f, f);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < 64; ++i) {
        if (i == lid) continue;
        p.pos.xyz += f.xyz / p.mass + scratch[i] * 0.5f;
    }
    switch (p.id & 3) { case 0: p.mass *= 2.0f; break; default: p.mass += 1.0f; }
    ps[gid] = p;
}
";
    // Files of a realistic size, many times over: the steady state of a build.
    let copies = 100;
    let mut src = String::new();
    for i in 0..copies {
        src.push_str(&unit.replace("NAME", &i.to_string()));
    }
    let lines = src.lines().count() as f64;
    let mut map = SourceMap::new();
    let file = map.add_file("speed.cl", src);
    let options = LangOptions::default();
    let rounds = 200;
    let (mut lex_time, mut parse_time) = (0.0, 0.0);
    for _ in 0..rounds {
        let mut interner = Interner::new();
        let mut diags = Diagnostics::default();
        let t0 = std::time::Instant::now();
        let tokens = lex_file(&map, file, &mut interner, &mut diags);
        let t1 = std::time::Instant::now();
        let tu = parse(&tokens, &mut interner, &options, &mut diags);
        let t2 = std::time::Instant::now();
        assert!(!diags.has_errors());
        assert_eq!(tu.decls.len(), 2 * copies);
        lex_time += (t1 - t0).as_secs_f64();
        parse_time += (t2 - t1).as_secs_f64();
    }
    let total = lines * rounds as f64 / 1e6;
    println!(
        "{lines} lines x {rounds}: lex {:.1} Mlines/s, parse {:.1} Mlines/s",
        total / lex_time,
        total / parse_time
    );
}

#[test]
fn node_sizes() {
    eprintln!(
        "Expr {} Stmt {} ExprKind {} Token {}",
        std::mem::size_of::<crate::ast::Expr>(),
        std::mem::size_of::<crate::ast::Stmt>(),
        std::mem::size_of::<crate::ast::ExprKind>(),
        std::mem::size_of::<crate::token::Token>()
    );
}

/// Every `.cl` file in the repository (examples, tests of every crate; build directories
/// excluded) parses with no parser error other than those its `expected-error {{...}}`
/// comments announce on the same line. The `-cl-std=` of a `RUN:` line (or a kernel corpus file's
/// `// options:` line, docs/testing.md) is honoured.
#[test]
fn repository_cl_files_parse() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    collect_cl_files(&root, &mut files);
    let mut failures = String::new();
    for path in &files {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let std = text
            .lines()
            .find(|l| l.contains("RUN:") || l.trim_start().starts_with("// options:"))
            .and_then(|l| {
                l.split_whitespace()
                    .find_map(|w| w.strip_prefix("-cl-std="))
            })
            .and_then(|v| v.parse().ok())
            .unwrap_or_default();
        let mut map = SourceMap::new();
        let file = map.add_file(path.display().to_string(), text.clone());
        let mut interner = Interner::new();
        let options = LangOptions {
            std,
            ..LangOptions::default()
        };
        let mut pp_diags = Diagnostics::default();
        let out = crate::pp::preprocess(&mut map, &mut interner, file, &options, &mut pp_diags);
        let mut diags = Diagnostics::default();
        parse(&out.tokens, &mut interner, &options, &mut diags);
        let lines: Vec<&str> = text.lines().collect();
        for d in diags.iter() {
            let Some(span) = d.span else { continue };
            let loc = map.location(span.file, span.start);
            let line = lines.get(loc.line as usize - 1).copied().unwrap_or("");
            let announced = line.contains("expected-") && line.contains(d.message.as_str());
            if !announced {
                failures.push_str(&render_text(&map, d, false));
            }
        }
    }
    eprintln!("parsed {} .cl files", files.len());
    assert!(
        failures.is_empty(),
        "unexpected parser diagnostics:\n{failures}"
    );
}

fn collect_cl_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || name.starts_with("target") {
            continue;
        }
        if path.is_dir() {
            collect_cl_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "cl") {
            out.push(path);
        }
    }
}

/// Mutated programs (tokens deleted, duplicated, swapped or replaced) must always parse to the
/// end: no panic, no endless loop, whatever the errors.
#[test]
fn mutated_programs_always_terminate() {
    let seeds = [
        "typedef struct { float4 p; int id; } P;\n\
         kernel __attribute__((reqd_work_group_size(8,1,1))) void k(global P *ps, local float *t, \
         const uint n) { size_t g = get_global_id(0); if (g >= n) return; P p = ps[g]; \
         float4 f = (float4)(1.0f, p.p.xy, 0); for (int i = 0; i < 4; ++i) { t[i] += f[i] * 2; } \
         switch (p.id) { case 1: case 2: break; default: p.id = (int)f.x ? 1 : -1; } \
         do { p.id--; } while (p.id > 0); ps[g] = (P){ .p = f, .id = sizeof(int) }; }",
        "enum E { A = 1, B }; struct S { int a : 3; union { int i; float f; }; } s = { 1, { 2 } };\n\
         int f(int (*g)(void), int a[static 3]) { goto l; l: return a[0] << 2 | ~a[1]; }",
    ];
    let punct_pool = [
        "(", ")", "{", "}", "[", "]", ";", ",", "=", "*", "?", ":", "int", "x",
    ];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    for seed in seeds {
        let words: Vec<String> = seed
            .replace('(', " ( ")
            .replace(')', " ) ")
            .replace(';', " ; ")
            .replace(',', " , ")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        for _ in 0..400 {
            let mut w = words.clone();
            for _ in 0..1 + next(4) {
                let i = next(w.len());
                match next(4) {
                    0 => {
                        w.remove(i);
                    }
                    1 => {
                        let t = w[i].clone();
                        w.insert(i, t);
                    }
                    2 => {
                        let j = next(w.len());
                        w.swap(i, j);
                    }
                    _ => w[i] = punct_pool[next(punct_pool.len())].to_string(),
                }
            }
            let src = w.join(" ");
            let _ = run(&src, ClStd::Cl2_0);
        }
    }
}

/// Realistic programs (checked with `clang-15 -fsyntax-only`) preprocess and parse cleanly.
#[test]
fn corpus_parses_without_diagnostics() {
    let programs = [
        ("cl12_kernels.cl", corpus::CL12_KERNELS, ClStd::Cl1_2),
        ("cl20_features.cl", corpus::CL20_FEATURES, ClStd::Cl2_0),
    ];
    for (name, text, std) in programs {
        let mut map = SourceMap::new();
        let file = map.add_file(name, text);
        let mut interner = Interner::new();
        let options = LangOptions {
            std,
            ..LangOptions::default()
        };
        let mut diags = Diagnostics::default();
        let out = crate::pp::preprocess(&mut map, &mut interner, file, &options, &mut diags);
        let tu = parse(&out.tokens, &mut interner, &options, &mut diags);
        let rendered: String = diags.iter().map(|d| render_text(&map, d, false)).collect();
        assert!(rendered.is_empty(), "{name}:\n{rendered}");
        assert!(tu.decls.len() >= 3, "{name}");
    }
}

/// Random token soup (run with `--release -- --ignored token_soup`): never a panic or a hang.
#[test]
#[ignore]
fn token_soup() {
    let pool = [
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        ",",
        "=",
        "*",
        "?",
        ":",
        "int",
        "x",
        "T",
        "typedef",
        "struct",
        "enum",
        "union",
        "kernel",
        "global",
        "__attribute__",
        "if",
        "else",
        "for",
        "while",
        "do",
        "switch",
        "case",
        "default",
        "return",
        "goto",
        "sizeof",
        "vec_step",
        "float4",
        "1",
        "\"s\"",
        "'c'",
        ".",
        "->",
        "++",
        "-",
        "&",
        "^",
        "...",
        "_Static_assert",
        "const",
        "restrict",
        "read_only",
        "pipe",
        "generic",
        "static",
        "break",
        "#",
        "@",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let rounds: usize = std::env::var("SOUP_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    for _ in 0..rounds {
        let len = 1 + next(60);
        let src: Vec<&str> = (0..len).map(|_| pool[next(pool.len())]).collect();
        let _ = run(&src.join(" "), ClStd::Cl2_0);
    }
}

#[test]
fn long_extension_runs_do_not_recurse() {
    let src = format!(
        "void f(void) {{ {} int x; }}",
        "__extension__ ".repeat(100_000)
    );
    assert_eq!(diagnostics_only(&src), "");
}
