//! `oclvk compile --target wgsl|msl|hlsl|glsl|vulkan1.x-portable`: the output and its reflection
//! sidecar with the portable bindings, through the command.

mod common;

use common::*;

const VADD: &str =
    "kernel void vadd(global const float *a, global const float *b, global float *c, int n) {
    int i = get_global_id(0);
    if (i < n) c[i] = a[i] + b[i];
}
";

/// `name` in the test's scratch directory `dir`, written with `text` when given.
fn file(dir: &std::path::Path, name: &str, text: Option<&str>) -> String {
    let path = dir.join(name);
    if let Some(text) = text {
        std::fs::write(&path, text).unwrap();
    }
    path.display().to_string()
}

fn sidecar(path: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(format!("{path}.json")).expect("the sidecar is written");
    serde_json::from_str(&text).expect("the sidecar is JSON")
}

#[test]
fn wgsl_output_and_bindings() {
    let dir = scratch("portable_wgsl");
    let input = file(&dir, "vadd.cl", Some(VADD));
    let out_path = file(&dir, "vadd.wgsl", None);
    assert_ok(&oclvk(&[
        "compile", &input, "--target", "wgsl", "-o", &out_path,
    ]));
    let wgsl = std::fs::read_to_string(&out_path).unwrap();
    assert!(
        wgsl.contains(
            "@compute @workgroup_size(oclvk_local_size_x, oclvk_local_size_y, oclvk_local_size_z)"
        ),
        "{wgsl}"
    );
    assert!(
        wgsl.contains("var<storage, read_write> c: array<f32>;"),
        "{wgsl}"
    );
    let json = sidecar(&out_path);
    assert_eq!(json["target"], "wgsl");
    let kernel = &json["kernels"][0];
    let portable = &kernel["portable"];
    assert_eq!(portable["group"], 0);
    assert_eq!(portable["arg_block"], 0);
    let buffers = portable["buffers"].as_array().unwrap();
    let summary: Vec<(u64, u64, bool)> = buffers
        .iter()
        .map(|b| {
            (
                b["binding"].as_u64().unwrap(),
                b["source"]["index"].as_u64().unwrap(),
                b["read_only"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(summary, [(1, 0, true), (2, 1, true), (3, 2, false)]);
    assert!(buffers
        .iter()
        .all(|b| b["element_bytes"] == 4 && b["source"]["kind"] == "argument"));
    // The by-value argument keeps its offset in the argument block.
    assert_eq!(kernel["args"][3]["kind"]["offset"], 24);
    assert!(kernel["work_group"].get("required").is_none());
}

#[test]
fn every_portable_target_writes_its_file() {
    let dir = scratch("portable_every");
    let input = file(&dir, "vadd.cl", Some(VADD));
    for (target, ext) in [
        ("msl", "metal"),
        ("hlsl", "hlsl"),
        ("glsl", "comp"),
        ("vulkan1.2-portable", "spv"),
        ("vulkan1.3-portable", "spv"),
    ] {
        let out_path = file(&dir, &format!("vadd.{target}.{ext}"), None);
        assert_ok(&oclvk(&[
            "compile", &input, "--target", target, "-o", &out_path,
        ]));
        let json = sidecar(&out_path);
        assert_eq!(json["target"], target);
        let required = &json["kernels"][0]["work_group"]["required"];
        if ext == "spv" {
            // Specialization constants 0, 1, 2: set when the pipeline is made.
            assert!(required.is_null(), "{required}");
        } else {
            // Without overrides the work-group size is fixed when compiling, and says so.
            assert_eq!(*required, serde_json::json!([64, 1, 1]));
        }
        if ext == "spv" {
            let env = target.trim_end_matches("-portable");
            spirv_val(std::path::Path::new(&out_path), env);
        }
    }
}

/// A kernel with a `local` pointer argument whose length and the work-group size it reads.
const REVERSE_THROUGH_LOCAL_ARG: &str = "kernel void k(global float *out, local float *scratch) {\n  scratch[get_local_id(0)] = out[get_global_id(0)];\n  barrier(CLK_LOCAL_MEM_FENCE);\n  out[get_global_id(0)] = scratch[get_local_size(0) - 1 - get_local_id(0)];\n}\n";

#[test]
fn portable_spirv_specializes_the_work_group_size_and_local_lengths() {
    let dir = scratch("portable_spec");
    let input = file(&dir, "scratch.cl", Some(REVERSE_THROUGH_LOCAL_ARG));
    let out_path = file(&dir, "scratch.spvasm", None);
    assert_ok(&oclvk(&[
        "compile",
        &input,
        "--target",
        "vulkan1.3-portable",
        "-S",
        "-o",
        &out_path,
    ]));
    let text = std::fs::read_to_string(&out_path).unwrap();
    for needle in [
        "SpecId 0",
        "SpecId 1",
        "SpecId 2",
        "SpecId 3",
        "BuiltIn WorkgroupSize",
    ] {
        assert!(text.contains(needle), "{needle} missing:\n{text}");
    }
    let json = sidecar(&out_path);
    assert_eq!(json["kernels"][0]["args"][1]["kind"]["spec_id"], 3);
}

/// `--local-arg` and `--work-group-size` on portable SPIR-V: the specialization constants'
/// defaults (the `local` length in elements, the work-group size), which the host still sets:
/// `oclvk run --target vulkan1.2-portable --local-arg` runs with the launch's `local:N` and
/// `-l`.
#[test]
fn sizes_given_are_portable_spirv_defaults() {
    let dir = scratch("portable_spec_defaults");
    let input = file(&dir, "scratch.cl", Some(REVERSE_THROUGH_LOCAL_ARG));
    let out_path = file(&dir, "scratch.spvasm", None);
    assert_ok(&oclvk(&[
        "compile",
        &input,
        "--target",
        "vulkan1.3-portable",
        "-S",
        "--local-arg",
        "scratch=1K",
        "--work-group-size",
        "128,2",
        "-o",
        &out_path,
    ]));
    let text = std::fs::read_to_string(&out_path).unwrap();
    let defaults: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("OpSpecConstant "))
        .filter_map(|l| l.rsplit(' ').next())
        .collect();
    // The `local` length (1 KiB of floats), then the work-group size.
    assert_eq!(defaults, ["256", "128", "2", "1"], "{text}");
    let json = sidecar(&out_path);
    let kind = &json["kernels"][0]["args"][1]["kind"];
    assert_eq!(kind["spec_id"], 3);
    assert!(kind.get("fixed_bytes").is_none(), "{kind}");
    let npy = dir.join("out.npy");
    assert_ok(&oclvk(&[
        "run",
        &input,
        "--target",
        "vulkan1.2-portable",
        "--local-arg",
        "scratch=256",
        "-g",
        "64",
        "-l",
        "32",
        "--arg",
        "out=iota:64",
        "--arg",
        "scratch=local:32",
        "--out",
        &format!("out={}", npy.display()),
    ]));
    let expected: Vec<f32> = (0..64)
        .map(|i| (i / 32 * 32 + 31 - i % 32) as f32)
        .collect();
    assert_eq!(read_f32_npy(&npy), expected);
}

/// `-ffp-contract=off` holds on portable SPIR-V: the kernel's product and sum are decorated
/// `NoContraction` (naga's writer cannot say it; `oclvk_naga`'s contraction pass does), and
/// without it neither is. Both modules pass spirv-val.
#[test]
fn ffp_contract_off_decorates_portable_spirv() {
    let dir = scratch("portable_contract");
    let input = file(
        &dir,
        "mad.cl",
        Some("kernel void k(global float *x) { x[0] = x[1] * x[2] + x[3]; }\n"),
    );
    for (flags, decorations) in [(&[][..], 0), (&["-ffp-contract=off"][..], 2)] {
        let (spv, asm) = (file(&dir, "mad.spv", None), file(&dir, "mad.spvasm", None));
        let compile = |output: &[&str]| {
            let mut args = vec!["compile", &input, "--target", "vulkan1.2-portable"];
            args.extend_from_slice(flags);
            args.extend_from_slice(output);
            assert_ok(&oclvk(&args));
        };
        compile(&["-o", &spv]);
        spirv_val(std::path::Path::new(&spv), "vulkan1.2");
        compile(&["-S", "-o", &asm]);
        let text = std::fs::read_to_string(&asm).unwrap();
        assert_eq!(
            text.matches("NoContraction").count(),
            decorations,
            "{flags:?}:\n{text}"
        );
    }
}

#[test]
fn the_reflection_names_each_entry_point_as_written() {
    let dir = scratch("portable_names");
    let input = file(
        &dir,
        "k2.cl",
        Some("kernel void k2(global int *o) { o[0] = 1; }\n"),
    );
    for (target, ext, expected) in [
        ("wgsl", "wgsl", "k2_"),
        ("glsl", "comp", "main"),
        ("vulkan1.2-portable", "spv", "k2"),
    ] {
        let out_path = file(&dir, &format!("k2.{ext}"), None);
        assert_ok(&oclvk(&[
            "compile", &input, "--target", target, "-o", &out_path,
        ]));
        let json = sidecar(&out_path);
        assert_eq!(
            json["kernels"][0]["portable"]["entry_point"], expected,
            "{target}"
        );
        if ext == "wgsl" {
            let text = std::fs::read_to_string(&out_path).unwrap();
            assert!(text.contains("fn k2_("), "{text}");
        }
    }
}

#[test]
fn glsl_writes_the_kernel_asked_for() {
    let dir = scratch("portable_glsl_kernel");
    let two = "kernel void first(global int *o) { o[0] = 1; }\nkernel void second(global int *o) { o[0] = 2; }\n";
    let input = file(&dir, "two.cl", Some(two));
    let out_path = file(&dir, "two.comp", None);
    let out = oclvk(&["compile", &input, "--target", "glsl", "-o", &out_path]);
    assert_fails_with(&out, "the glsl target writes one kernel a file and there are 2: first, second; choose one with --kernel NAME");
    assert_ok(&oclvk(&[
        "compile", &input, "--target", "glsl", "--kernel", "second", "-o", &out_path,
    ]));
    let glsl = std::fs::read_to_string(&out_path).unwrap();
    assert!(glsl.contains("= 2;") && !glsl.contains("= 1;"), "{glsl}");
    let json = sidecar(&out_path);
    let kernels = json["kernels"].as_array().unwrap();
    assert_eq!(kernels.len(), 1);
    assert_eq!(kernels[0]["name"], "second");
    let out = oclvk(&[
        "compile", &input, "--target", "glsl", "--kernel", "third", "-o", &out_path,
    ]);
    assert_fails_with(&out, "no kernel named 'third' (kernels: first, second)");
}

#[test]
fn glsl_version_is_taken() {
    let dir = scratch("portable_glsl");
    let input = file(&dir, "vadd.cl", Some(VADD));
    let out_path = file(&dir, "vadd.comp", None);
    assert_ok(&oclvk(&[
        "compile",
        &input,
        "--target",
        "glsl",
        "--glsl-version",
        "430",
        "-o",
        &out_path,
    ]));
    let glsl = std::fs::read_to_string(&out_path).unwrap();
    assert!(glsl.starts_with("#version 430 core"), "{glsl}");
}

#[test]
fn a_refusal_is_an_error_naming_the_target() {
    let dir = scratch("portable_double");
    let input = file(
        &dir,
        "portable_double.cl",
        Some("kernel void k(global double *d) { d[0] = 1.0; }\n"),
    );
    let out_path = file(&dir, "portable_double.wgsl", None);
    let out = oclvk(&["compile", &input, "--target", "wgsl", "-o", &out_path]);
    assert_fails_with(
        &out,
        "portable_double.cl:1:15: error: 'double' is not supported on the wgsl target",
    );
}

#[test]
fn help_lists_the_portable_targets() {
    let help = stdout(&oclvk(&["compile", "--help"]));
    for target in [
        "vulkan1.2-portable",
        "vulkan1.3-portable",
        "wgsl",
        "msl",
        "hlsl",
        "glsl",
        "--glsl-version",
        "--local-arg",
        "--work-group-size",
    ] {
        assert!(help.contains(target), "{target} missing from:\n{help}");
    }
}

/// A `char` computed at run time is sign-extended by shifts, not `extractBits`
/// (OpBitFieldSExtract): NVIDIA's Vulkan driver (580, H100) divided such a value, reinterpreted
/// as `uint`, a few hundred off (random program 632 through wgsl and vulkan1.2-portable;
/// docs/fuzzing.md). A constant keeps `extractBits` (WGSL refuses a constant shifted past the
/// sign bit).
#[test]
fn run_time_chars_are_sign_extended_by_shifts() {
    let dir = scratch("portable_sign_extension");
    let input = file(
        &dir,
        "div.cl",
        Some(
            "kernel void k(global uint *o) {\n  char x = (uint)get_global_id(0) + 0xbbu;\n  \
             o[get_global_id(0)] = (uint)x / (uint)(get_local_id(0) + 1);\n}\n",
        ),
    );
    let asm = file(&dir, "div.spvasm", None);
    assert_ok(&oclvk(&[
        "compile",
        &input,
        "--target",
        "vulkan1.2-portable",
        "-S",
        "-o",
        &asm,
    ]));
    let text = std::fs::read_to_string(&asm).unwrap();
    assert!(!text.contains("OpBitFieldSExtract"), "{text}");
    assert!(text.contains("OpShiftRightArithmetic"), "{text}");
}
