//! Legal programs nest deeply, and compilation recurses over the nesting: one mechanism
//! (`oclvk::frontend::stack::grow`, at the recursive entry points) gives every stage the stack
//! it needs, so 20,000-deep expressions compile to valid SPIR-V on a thread with an ordinary
//! stack, through the API and through the command. Long `else if` chains compile for every
//! target (the backend's `bound-nesting` stage flattens them) and run with the right arm on
//! lavapipe; nesting past SPIR-V's limit of 1,023 constructs is a diagnostic at the construct.

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
    // A chain of conditionals this deep nests its selections past SPIR-V's limit (1,023): the
    // backend refuses it (`nesting_past_spirv_s_limit_is_a_diagnostic_on_every_target`).
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

/// Every target `oclvk compile` writes.
const TARGETS: [&str; 7] = [
    "vulkan1.2",
    "opencl",
    "vulkan1.2-portable",
    "wgsl",
    "msl",
    "hlsl",
    "glsl",
];

/// `if (x == 0) p[0] = 0; else if (x == 1) p[0] = 1; ... else p[0] = -1;`, `arms` long.
fn else_if_chain(arms: usize) -> String {
    let chain: Vec<String> = (0..arms)
        .map(|i| format!("if (x == {i}) p[0] = {i};"))
        .collect();
    kernel(format!("{}\nelse p[0] = -1;", chain.join("\nelse ")))
}

/// A 20,000-arm `else if` chain and a 20,000-deep sum through every target's whole compile
/// (`oclvk compile`): the SPIR-V ones pass spirv-val, the others naga's validator (the compile
/// runs it) and, for GLSL, glslangValidator. Through the command: on a small stack every
/// `stack::grow` at the level of the flattened chain's 40,000 statements would map a segment
/// of its own (the API tests above keep the small stack).
#[test]
fn else_if_chains_and_deep_sums_compile_for_every_target() {
    let dir = scratch("deep_nesting_targets");
    // spirv-val needs 31 s for the 20,000-arm chain's module, and glslangValidator crashes on
    // its GLSL (321,000 lines, every `if` at the same level): a 2,000-arm chain, twice
    // SPIR-V's nesting limit, is the one they check.
    let cases = [
        ("else_if_chain", else_if_chain(DEPTH), false),
        (
            "sum",
            kernel(format!("p[0] = x{};", " + x".repeat(DEPTH))),
            true,
        ),
        ("else_if_chain_2000", else_if_chain(2_000), true),
    ];
    for (name, src, validate) in cases {
        let cl = dir.join(format!("{name}.cl"));
        std::fs::write(&cl, src).unwrap();
        for target in TARGETS {
            let out_path = dir.join(format!("{name}-{target}.out"));
            assert_ok(&oclvk(&[
                "compile",
                cl.to_str().unwrap(),
                "--target",
                target,
                "-o",
                out_path.to_str().unwrap(),
            ]));
            if !validate {
                continue;
            }
            match target {
                "vulkan1.2" | "vulkan1.2-portable" => spirv_val(&out_path, "vulkan1.2"),
                "opencl" => spirv_val(&out_path, "opencl1.2"),
                "glsl" => {
                    let comp = dir.join(format!("{name}.comp"));
                    std::fs::copy(&out_path, &comp).unwrap();
                    let out = std::process::Command::new("glslangValidator")
                        .args(["-V", "--target-env", "vulkan1.2", "-o"])
                        .arg(dir.join(format!("{name}-glsl.spv")))
                        .arg(&comp)
                        .output()
                        .expect("glslangValidator (package glslang-tools) is installed");
                    assert!(
                        out.status.success(),
                        "{name}: {}{}",
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
                _ => {}
            }
        }
    }
}

/// A 150-arm chain (flattened: `bound-nesting` takes chains of 32 and more) inside a loop,
/// whose arms `break`, `continue` or fall through, run on lavapipe through the default target,
/// portable SPIR-V and WGSL (wgpu): each work-item takes the arm its input picks, or the final
/// `else`. Not longer: lavapipe takes 46 s to build a 2,000-arm one, and from about 300 arms
/// that jump its results go wrong, the flattened form written by hand in OpenCL C too (the
/// sibling `if`s ending in a jump nest again in Mesa's compiler).
#[test]
fn a_long_else_if_chain_runs_the_right_arm_on_every_path() {
    const ARMS: i32 = 150;
    let mut chain = Vec::new();
    for i in 0..ARMS {
        let jump = ["", " break;", " continue;"][i as usize % 3];
        chain.push(format!("if (x == {i}) {{ r += {i} + 1;{jump} }}"));
    }
    let src = format!(
        "kernel void chain(global const int *in, global int *out) {{\n\
         int x = in[get_global_id(0)] * 3 + in[get_global_id(0)] / 8;\n\
         int r = 0;\n\
         for (int round = 0; round < 2; round++) {{\n\
         r += 100000;\n\
         {}\n\
         else {{ r -= 1; }}\n\
         r += 7;\n\
         }}\n\
         out[get_global_id(0)] = r;\n\
         }}\n",
        chain.join("\nelse ")
    );
    // What C says each input gives: the arm `x` picks runs in each round until it breaks.
    let expected: Vec<i32> = (0..64)
        .map(|i| {
            let x = i * 3 + i / 8;
            match x {
                x if x >= ARMS => 2 * (100_000 - 1 + 7),
                x if x % 3 == 1 => 100_000 + x + 1,
                x if x % 3 == 2 => 2 * (100_000 + x + 1),
                x => 2 * (100_000 + x + 1 + 7),
            }
        })
        .collect();
    let dir = scratch("deep_nesting_run");
    let cl = dir.join("chain.cl");
    std::fs::write(&cl, src).unwrap();
    // The default target (no `--target`), then the portable ones.
    for target in [None, Some("vulkan1.2-portable"), Some("wgsl")] {
        let npy = dir.join(format!("out-{}.npy", target.unwrap_or("default")));
        let out_spec = format!("out={}", npy.display());
        let mut args = vec!["run", cl.to_str().unwrap()];
        args.extend(target.map(|t| ["--target", t]).iter().flatten());
        let result = oclvk(
            &[
                &args[..],
                &[
                    "-g",
                    "64",
                    "--arg",
                    "in=iota:64",
                    "--arg",
                    "out=zeros:64",
                    "--out",
                    &out_spec,
                ],
            ]
            .concat(),
        );
        assert_ok(&result);
        let array = oclvk::npy::parse(&std::fs::read(&npy).unwrap()).expect("a .npy file");
        let got: Vec<i32> = array
            .data
            .chunks(4)
            .map(|b| i32::from_le_bytes(b.try_into().unwrap()))
            .collect();
        assert_eq!(got, expected, "{target:?}");
    }
}

/// 1,023 nested loops (SPIR-V's limit) compile; one construct
/// more (an `if`, a `&&` the writer branches for, a conditional operator) is an error at the
/// construct that crosses the limit, naming it, on every target.
#[test]
fn nesting_past_spirv_s_limit_is_a_diagnostic_on_every_target() {
    let dir = scratch("deep_nesting_limit");
    let nested = |head: &str, depth: usize| {
        kernel(format!("\n{}p[0] += 1;", format!("{head}\n").repeat(depth)))
    };
    let deepest = dir.join("deepest.cl");
    std::fs::write(&deepest, nested("while (x-- > 0)", 1023)).unwrap();
    let spv = dir.join("deepest.spv");
    assert_ok(&oclvk(&[
        "compile",
        deepest.to_str().unwrap(),
        "-o",
        spv.to_str().unwrap(),
    ]));
    // spirv-val takes that module (by hand: it needs 3 minutes for it, 17 s for 1,023 `if`s).
    // The parser takes statements nested 1,024 deep, one more than SPIR-V's limit.
    let cases = [
        // The 1,024th `if` is on line 1,025 (the kernel's first line, then one a level).
        ("ifs", nested("if (x > 0)", 1024), "1025:1"),
        // 1,023 loops, then a `&&` the writer branches for.
        (
            "loops",
            kernel(format!(
                "\n{}p[0] = x && p[2];",
                "while (x-- > 0)\n".repeat(1023)
            )),
            "1025:8",
        ),
        (
            "conditionals",
            kernel(format!("p[0] = {}0;", "x == 3 ? p[2] : ".repeat(1100))),
            "1:",
        ),
    ];
    for (name, src, at) in cases {
        let cl = dir.join(format!("{name}.cl"));
        std::fs::write(&cl, src).unwrap();
        for target in TARGETS {
            let out_path = dir.join(format!("{name}.{target}.out"));
            let out = oclvk(&[
                "compile",
                cl.to_str().unwrap(),
                "--target",
                target,
                "-o",
                out_path.to_str().unwrap(),
            ]);
            assert_fails_with(&out, "more than 1023 levels deep");
            let err = stderr(&out);
            assert!(
                err.contains(&format!("{name}.cl:{at}")) && err.contains(target),
                "{name} ({target}): {err}"
            );
        }
    }
}

/// WGSL allows 127 nested brace-enclosed statements (wgpu's parser refuses more): the WGSL
/// target refuses deeper blocks that SPIR-V's limit lets through, naming the function.
#[test]
fn wgsl_blocks_past_wgsl_s_limit_are_an_error() {
    let dir = scratch("deep_nesting_wgsl");
    let cl = dir.join("ifs.cl");
    std::fs::write(
        &cl,
        kernel(format!(
            "\n{}p[0] += 1;\n{}",
            "if (x > 0) {\n".repeat(200),
            "}\n".repeat(200)
        )),
    )
    .unwrap();
    let out_path = dir.join("ifs.wgsl");
    let out = oclvk(&[
        "compile",
        cl.to_str().unwrap(),
        "--target",
        "wgsl",
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert_fails_with(&out, "function 'k' nests blocks more than 127 deep in WGSL");
    let msl = dir.join("ifs.metal");
    assert_ok(&oclvk(&[
        "compile",
        cl.to_str().unwrap(),
        "--target",
        "msl",
        "-o",
        msl.to_str().unwrap(),
    ]));
}
