//! End to end: the vector-add example compiled to SPIR-V, validated, and run on Vulkan (lavapipe
//! without a GPU) through the CLI and through the Rust API, with the validation layer on.

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use oclvk::spirv::reflect::ModuleReflection;

#[test]
fn compile_writes_a_valid_module_with_sidecar_and_embedded_reflection() {
    let dir = scratch("compile_vadd");
    let spv = dir.join("vadd.spv");
    let out = oclvk(&["compile", "examples/vadd.cl", "-o", spv.to_str().unwrap()]);
    assert_ok(&out);
    spirv_val(&spv, "vulkan1.2");
    let sidecar =
        std::fs::read_to_string(dir.join("vadd.spv.json")).expect("the sidecar is written");
    let from_sidecar = ModuleReflection::from_json(&sidecar).expect("the sidecar parses");
    let bytes = std::fs::read(&spv).unwrap();
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let embedded = ModuleReflection::from_module(&words).expect("the module embeds its reflection");
    assert_eq!(from_sidecar, embedded);
    let kernel = embedded.kernel("vadd").expect("kernel vadd is reflected");
    let names: Vec<&str> = kernel.args.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    // Global pointers are PhysicalStorageBuffer pointers in the Vulkan target.
    let asm = dir.join("vadd.spvasm");
    assert_ok(&oclvk(&[
        "compile",
        "examples/vadd.cl",
        "-S",
        "-o",
        asm.to_str().unwrap(),
    ]));
    let text = std::fs::read_to_string(&asm).unwrap();
    assert!(
        text.contains("OpTypePointer PhysicalStorageBuffer"),
        "{text}"
    );
    assert!(text.contains("OpEntryPoint GLCompute"), "{text}");
}

fn check_vadd_output(path: &std::path::Path, n: usize) {
    let c = read_f32_npy(path);
    assert_eq!(c.len(), n);
    for (i, v) in c.iter().enumerate() {
        assert_eq!(*v, i as f32 + 2.0, "c[{i}]");
    }
}

#[test]
fn run_from_source_and_from_spirv() {
    let dir = scratch("run_vadd");
    let c_npy = dir.join("c.npy");
    let args = [
        "-k",
        "vadd",
        "-g",
        "1024",
        "-l",
        "64",
        "--arg",
        "a=iota:1024",
        "--arg",
        "b=fill:2:1024",
        "--arg",
        "c=zeros:1024",
    ];
    let out_arg = format!("c={}", c_npy.display());
    let mut cmd = vec!["run", "examples/vadd.cl"];
    cmd.extend(args);
    cmd.extend(["--out", &out_arg]);
    let out = oclvk(&cmd);
    assert_ok(&out);
    check_vadd_output(&c_npy, 1024);

    let spv = dir.join("vadd.spv");
    assert_ok(&oclvk(&[
        "compile",
        "examples/vadd.cl",
        "-o",
        spv.to_str().unwrap(),
    ]));
    std::fs::remove_file(&c_npy).unwrap();
    let mut cmd = vec!["run", spv.to_str().unwrap()];
    cmd.extend(args);
    cmd.extend(["--out", &out_arg]);
    assert_ok(&oclvk(&cmd));
    check_vadd_output(&c_npy, 1024);

    // The embedded reflection alone is enough.
    std::fs::remove_file(dir.join("vadd.spv.json")).unwrap();
    std::fs::remove_file(&c_npy).unwrap();
    assert_ok(&oclvk(&cmd));
    check_vadd_output(&c_npy, 1024);
}

#[test]
fn compile_to_standard_output_writes_no_file_named_dash() {
    // Regression: `-o -` used to create a file called "-" in the working directory.
    let out = oclvk(&["compile", "examples/vadd.cl", "-S", "-o", "-"]);
    assert_ok(&out);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("OpEntryPoint GLCompute"), "{text}");
    assert!(!root().join("-").exists() && !root().join("-.json").exists());
    let out = oclvk(&["compile", "examples/vadd.cl", "-o", "-"]);
    assert_ok(&out);
    let words: Vec<u32> = out
        .stdout
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let embedded = ModuleReflection::from_module(&words).expect("the module embeds its reflection");
    assert!(embedded.kernel("vadd").is_some());
    assert!(!root().join("-").exists());
    // Without the embedded reflection and without a sidecar file it would be lost: refused.
    let out = oclvk(&[
        "compile",
        "examples/vadd.cl",
        "--strip-reflection",
        "-o",
        "-",
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("--strip-reflection"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn fp_contract_off_keeps_every_operation_separately_rounded() {
    // clang's -ffp-contract=off: vadd's addition is decorated NoContraction; by default it is not.
    let text = |args: &[&str]| {
        let mut all = vec!["compile", "examples/vadd.cl", "-S", "-o", "-"];
        all.extend_from_slice(args);
        let out = oclvk(&all);
        assert_ok(&out);
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let off = text(&["-ffp-contract=off"]);
    let add = off
        .lines()
        .find(|l| l.contains("= OpFAdd "))
        .and_then(|l| l.split_whitespace().next())
        .expect("vadd adds floats")
        .to_string();
    assert!(
        off.contains(&format!("OpDecorate {add} NoContraction")),
        "{off}"
    );
    for default in [
        text(&[]),
        text(&["-ffp-contract=on"]),
        text(&["--ffp-contract", "fast"]),
    ] {
        assert!(!default.contains("NoContraction"), "{default}");
    }
    let out = oclvk(&[
        "compile",
        "examples/vadd.cl",
        "-ffp-contract=maybe",
        "-o",
        "-",
    ]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("maybe"), "{}", stderr(&out));
}

#[test]
fn run_reports_pipeline_info_or_says_why_not() {
    let out = oclvk(&[
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        "256",
        "--arg",
        "a=iota:256",
        "--arg",
        "b=iota:256",
        "--arg",
        "c=zeros:256",
        "--pipeline-info",
    ]);
    assert_ok(&out);
    let text = String::from_utf8_lossy(&out.stdout);
    // Drivers with VK_KHR_pipeline_executable_properties list executables with statistics;
    // others (lavapipe) get a message naming the device and the missing extension.
    let listed = text.contains("executable '") && text.contains("subgroup size");
    let explained = text.contains("pipeline info: not available")
        && text.contains("VK_KHR_pipeline_executable_properties");
    assert!(listed ^ explained, "{text}");
}

#[test]
fn run_reads_npy_inputs() {
    let dir = scratch("run_vadd_npy");
    let n = 256usize;
    let a: Vec<f32> = (0..n).map(|i| (i * i) as f32 * 0.5).collect();
    let a_npy = dir.join("a.npy");
    write_f32_npy(&a_npy, &[n as u64], &a);
    let c_npy = dir.join("c.npy");
    let a_arg = format!("a=file:{}", a_npy.display());
    let out_arg = format!("c={}", c_npy.display());
    let out = oclvk(&[
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        "256",
        "--arg",
        &a_arg,
        "--arg",
        "b=fill:-1.5:256",
        "--arg",
        "c=zeros:256",
        "--out",
        &out_arg,
    ]);
    assert_ok(&out);
    let c = read_f32_npy(&c_npy);
    for i in 0..n {
        assert_eq!(c[i], a[i] - 1.5, "c[{i}]");
    }
}

#[test]
fn rust_api_runs_vadd_without_validation_messages() {
    let src = std::fs::read_to_string(root().join("examples/vadd.cl")).unwrap();
    let module = oclvk::compile_source("vadd.cl", &src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let runtime = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    let program = oclvk::load(&runtime, &module).unwrap();
    let n = 4096;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| (n - i) as f32 * 0.25).collect();
    let (da, db) = (
        runtime.buffer_from_slice(&a).unwrap(),
        runtime.buffer_from_slice(&b).unwrap(),
    );
    let dc = runtime.buffer_from_slice(&vec![0f32; n]).unwrap();
    let args = [
        ("a", ArgValue::Buffer(&da)),
        ("b", ArgValue::Buffer(&db)),
        ("c", ArgValue::Buffer(&dc)),
    ];
    runtime
        .launch(&program, "vadd", &NdRange::new(&[n as u64]), &args)
        .unwrap();
    let c = dc.read::<f32>().unwrap();
    for i in 0..n {
        assert_eq!(c[i], a[i] + b[i], "c[{i}]");
    }
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
}

#[test]
fn demo_verifies_on_the_default_device() {
    let out = oclvk(&["demo", "-n", "65536"]);
    assert_ok(&out);
    assert!(
        stdout(&out).contains("verified: all 65536 elements"),
        "{}",
        stdout(&out)
    );
}
