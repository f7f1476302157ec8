//! Legal programs nest deeply, and compilation recurses over the nesting: one mechanism
//! (`oclvk::frontend::stack::grow`, at the recursive entry points) gives every stage the stack
//! it needs, so 20,000-deep expressions compile to valid SPIR-V on a thread with an ordinary
//! stack, through the API and through the command.

mod common;

use common::*;

const DEPTH: usize = 20_000;

fn kernel(body: String) -> String {
    format!("kernel void k(global int *p) {{ int x = p[1]; {body} }}")
}

/// Kernels whose one expression nests [`DEPTH`] levels: constant and variable operands, left-
/// and right-deep trees, prefix operators, casts, short-circuit operators.
fn deep_kernels() -> Vec<(&'static str, String)> {
    vec![
        (
            "constant_sum",
            kernel(format!("p[0] = 1{};", " + 1".repeat(DEPTH))),
        ),
        ("sum", kernel(format!("p[0] = x{};", " + x".repeat(DEPTH)))),
        (
            "negations",
            kernel(format!("p[0] = {}x;", "- ".repeat(DEPTH))),
        ),
        (
            "casts",
            kernel(format!("p[0] = {}x;", "(int)".repeat(DEPTH))),
        ),
        (
            "conjunction",
            kernel(format!("p[0] = x{};", " && x".repeat(DEPTH))),
        ),
    ]
}

/// The stack of a thread the test spawns: less than a default thread's, so that a stage
/// recursing without the mechanism overflows it.
const SMALL_STACK: usize = 1 << 20;

#[test]
fn deep_expressions_compile_through_the_api_on_a_small_stack() {
    let dir = scratch("deep_nesting_api");
    for (name, src) in deep_kernels() {
        for (target, env) in [
            (oclvk::spirv::Target::Vulkan1_2, "vulkan1.2"),
            (oclvk::spirv::Target::Opencl, "opencl1.2"),
        ] {
            let src = src.clone();
            let words = std::thread::Builder::new()
                .stack_size(SMALL_STACK)
                .spawn(move || {
                    let mut options = oclvk::CompileOptions::default();
                    options.backend.target = target;
                    let compilation = oclvk::compile_source("deep.cl", &src, &options);
                    compilation
                        .into_result()
                        .unwrap_or_else(|e| panic!("{name}: {e}"))
                        .words
                })
                .unwrap()
                .join()
                .unwrap_or_else(|_| panic!("{name} ({env}): the compiler crashed"));
            let path = dir.join(format!("{name}-{env}.spv"));
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write(&path, bytes).unwrap();
            spirv_val(&path, env);
        }
    }
}

/// The frontend alone, keeping and printing the IR (`oclvk check`'s path with the IR kept).
#[test]
fn deep_expressions_check_and_print_on_a_small_stack() {
    use oclvk::frontend::{diag::WarningPolicy, options::LangOptions, Frontend};
    // A chain of conditionals this deep is left out of the SPIR-V tests: its selections nest
    // past spirv-val's control-flow nesting limit (1,023), a limit of the backend's own.
    let conditionals = kernel(format!("p[0] = {}0;", "x == 3 ? 1 : ".repeat(DEPTH)));
    for (name, src) in deep_kernels()
        .into_iter()
        .chain([("conditionals", conditionals)])
    {
        let printed = std::thread::Builder::new()
            .stack_size(SMALL_STACK)
            .spawn(move || {
                let fe = Frontend::compile_source(
                    "deep.cl",
                    &src,
                    &LangOptions::default(),
                    WarningPolicy::default(),
                );
                assert_eq!(fe.diagnostics.error_count(), 0, "{name}");
                fe.module.map(|m| m.display().to_string().len())
            })
            .unwrap()
            .join()
            .unwrap_or_else(|_| panic!("{name}: the frontend crashed"));
        // Every kernel but the casts (conversions to the same type leave no trace in the IR)
        // prints at least a character per level.
        let shortest = if name == "casts" { 1 } else { DEPTH };
        assert!(printed.is_some_and(|len| len > shortest), "{name}");
    }
}

#[test]
fn deep_expressions_compile_through_the_command() {
    let dir = scratch("deep_nesting_cli");
    for (name, src) in deep_kernels() {
        let cl = dir.join(format!("{name}.cl"));
        let spv = dir.join(format!("{name}.spv"));
        std::fs::write(&cl, src).unwrap();
        let out = oclvk(&["compile", cl.to_str().unwrap(), "-o", spv.to_str().unwrap()]);
        assert_ok(&out);
        spirv_val(&spv, "vulkan1.2");
        // The one-stage-at-a-time path that keeps the tree, and the printers of both forms.
        let out = oclvk(&["check", "--dump-ast", "--dump-ir", cl.to_str().unwrap()]);
        assert_ok(&out);
        assert!(stdout(&out).contains("kernel"), "{name}");
    }
}
