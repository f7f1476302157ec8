//! Frontend speed: preprocess + parse + check a generated 100,000-line OpenCL C file, in process,
//! and compare with `clang-15 -fsyntax-only` on the same file in the same run.
//!
//! `cargo bench --bench frontend [-- LINES]` prints lines per second and the ratio to clang.
//!
//! Also timed: the `oclvk check` command on the same file (a process, like clang's), median of 5.
//! The whole (`Frontend::compile_source`, median of 5) and each stage (median of 5 separate runs)
//! are timed. The stages run one after the other on one thread (`pp::preprocess`, then
//! `parse::parse`, then `sema::analyze`), while the whole overlaps the three on three threads,
//! so with the cores free it takes less than the sum of the stage medians (see
//! `docs/performance.md`, "Frontend speed"). The machine is shared: compare runs made together.

use oclvk::frontend::diag::WarningPolicy;
use oclvk::frontend::options::LangOptions;
use oclvk::frontend::Frontend;
use std::fmt::Write as _;
use std::process::Command;
use std::time::{Duration, Instant};

/// The `oclvk` command's allocator (src/main.rs), so that in process and as a command the frontend
/// runs on the same one; with glibc's malloc the in-process compile takes ~25% longer.
#[global_allocator]
static ALLOCATOR: oclvk::allocator::Mimalloc = oclvk::allocator::Mimalloc;

/// One unit of generated code: a macro, a struct, a helper and a kernel using loops, vectors,
/// builtins and local memory (about 40 lines).
fn unit(out: &mut String, i: usize) {
    let _ = write!(
        out,
        "#define SCALE_{i}(x) ((x) * {i}.5f)
typedef struct {{ float4 position; float mass; int id; }} Body{i};
constant float weights{i}[4] = {{0.1f, 0.2f, 0.3f, 0.4f}};

static inline float helper{i}(float a, float b, int k)
{{
    float acc = 0.0f;
    for (int j = 0; j < k; ++j) {{
        acc += mad(a, b, (float)j) * weights{i}[j & 3];
        if (acc > 100.0f)
            break;
    }}
    return SCALE_{i}(acc) + fmax(a, b);
}}

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void kernel{i}(global const Body{i} *bodies, global float4 *out, local float *scratch, int n)
{{
    size_t gid = get_global_id(0);
    size_t lid = get_local_id(0);
    float4 p = bodies[gid].position;
    float m = bodies[gid].mass;
    scratch[lid] = helper{i}(p.x, m, n);
    barrier(CLK_LOCAL_MEM_FENCE);
    float sum = 0.0f;
    for (int s = 0; s < 64; s += 4) {{
        sum += scratch[s] + scratch[s + 1] * 0.5f;
    }}
    switch (bodies[gid].id & 3) {{
    case 0: sum = -sum; break;
    case 1: sum *= 2.0f;
    default: sum += 1.0f;
    }}
    float4 r = (float4)(sum, p.y, p.z, m) * sqrt(fabs(p.w) + 1.0f);
    r.xy = r.yx;
    out[gid] = select(r, p, isgreater(r, p));
}}

"
    );
}

fn generate(lines: usize) -> String {
    let mut text = String::new();
    let mut i = 0;
    while text.lines().count() < lines {
        for _ in 0..100 {
            unit(&mut text, i);
            i += 1;
        }
    }
    text
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let lines: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(100_000);
    let text = generate(lines);
    let lines = text.lines().count();
    let dir = std::env::temp_dir().join(format!("oclvk-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("generated.cl");
    std::fs::write(&path, &text).unwrap();

    let options = LangOptions::default();
    let mut ours = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let fe =
            Frontend::compile_source("generated.cl", &text, &options, WarningPolicy::default());
        ours.push(start.elapsed());
        assert!(
            !fe.diagnostics.has_errors(),
            "the generated file must be valid: {:?}",
            fe.diagnostics.iter().next()
        );
        assert!(fe.module.is_some());
    }
    let ours = median(ours);
    // Where the time goes, stage by stage (median of 5 runs each).
    {
        use oclvk::frontend::{
            diag::Diagnostics, parse, pp, sema, source::SourceMap, token::Interner,
        };
        let (mut pps, mut parses, mut semas, mut tokens) = (Vec::new(), Vec::new(), Vec::new(), 0);
        for _ in 0..5 {
            let mut map = SourceMap::new();
            let file = map.add_file("generated.cl", text.clone());
            let mut interner = Interner::new();
            let mut diags = Diagnostics::default();
            let t0 = Instant::now();
            let out = pp::preprocess(&mut map, &mut interner, file, &options, &mut diags);
            let t1 = Instant::now();
            let tu = parse::parse(&out.tokens, &mut interner, &options, &mut diags);
            let t2 = Instant::now();
            let _module = sema::analyze(&tu, &interner, &options, &out.feature_macros, &mut diags);
            let t3 = Instant::now();
            pps.push(t1 - t0);
            parses.push(t2 - t1);
            semas.push(t3 - t2);
            tokens = out.tokens.len();
        }
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let (pp, parse, sema) = (median(pps), median(parses), median(semas));
        println!(
            "stages: preprocess {:.1} ms ({tokens} tokens), parse {:.1} ms, sema {:.1} ms; sum {:.1} ms",
            ms(pp),
            ms(parse),
            ms(sema),
            ms(pp + parse + sema)
        );
    }
    println!(
        "oclvk check: {lines} lines in {:.1} ms = {:.0} lines/s",
        ours.as_secs_f64() * 1e3,
        lines as f64 / ours.as_secs_f64()
    );

    // The command itself, start to exit (reading the file, printing nothing, leaving the AST and
    // IR to the OS), as `clang-15` is timed below.
    let mut command = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let status = Command::new(env!("CARGO_BIN_EXE_oclvk"))
            .arg("check")
            .arg(&path)
            .status();
        match status {
            Ok(s) if s.success() => command.push(start.elapsed()),
            other => panic!("oclvk check failed on the generated file: {other:?}"),
        }
    }
    let command = median(command);
    println!(
        "oclvk check (process): {:.1} ms = {:.0} lines/s",
        command.as_secs_f64() * 1e3,
        lines as f64 / command.as_secs_f64()
    );

    let mut theirs = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let out = Command::new("clang-15")
            .args(["-x", "cl", "-cl-std=CL1.2", "-fsyntax-only"])
            .arg(&path)
            .output();
        match out {
            Ok(o) if o.status.success() => theirs.push(start.elapsed()),
            Ok(o) => {
                println!(
                    "clang-15 rejected the file:\n{}",
                    String::from_utf8_lossy(&o.stderr)
                        .lines()
                        .take(5)
                        .collect::<Vec<_>>()
                        .join("\n")
                );
                break;
            }
            Err(e) => {
                println!("clang-15 not available ({e}); install it with scripts/install-deps for the comparison");
                break;
            }
        }
    }
    if !theirs.is_empty() {
        let theirs = median(theirs);
        println!(
            "clang-15 -fsyntax-only: {:.1} ms = {:.0} lines/s; oclvk is {:.1}x faster in process, \
             {:.1}x as a command",
            theirs.as_secs_f64() * 1e3,
            lines as f64 / theirs.as_secs_f64(),
            theirs.as_secs_f64() / ours.as_secs_f64(),
            theirs.as_secs_f64() / command.as_secs_f64()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
