//! The runner's descriptor path for portable kernels (storage buffers and a uniform argument
//! block instead of device addresses), on a runtime with bufferDeviceAddress switched off, as on
//! a device without it: a hand-written GLSL compute shader (tests/portable/glsl/, compiled by
//! glslangValidator from Debian's glslang-tools) with a hand-written reflection.

mod common;

use std::path::Path;

use common::*;
use oclvk::runner::{ArgValue, NdRange, RunnerError, Runtime, RuntimeOptions};
use oclvk::spirv::reflect::ModuleReflection;

fn runtime(buffer_device_address: bool) -> Runtime {
    Runtime::new(RuntimeOptions {
        validation: true,
        buffer_device_address,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device")
}

/// Compiles `tests/portable/glsl/NAME.comp` in the scratch directory `dir_name` (one per
/// test: they run at once) and reads its reflection (whose `entry_point` is GLSL's `main`: the
/// runner launches kernel `scale` through it).
fn glsl_module(name: &str, dir_name: &str) -> (Vec<u32>, ModuleReflection) {
    let source = root()
        .join("tests/portable/glsl")
        .join(format!("{name}.comp"));
    let dir = scratch(dir_name);
    let spv = dir.join(format!("{name}.spv"));
    let words = glslang_vulkan1_2(&source, &spv).unwrap_or_else(|e| panic!("{e}"));
    let json = std::fs::read_to_string(Path::new(&source).with_extension("comp.json")).unwrap();
    (words, ModuleReflection::from_json(&json).unwrap())
}

/// What `scale` writes for `n` work-items in groups of `local` (a smaller last group included).
fn expected_scale(a: &[f32], k: f32, local: usize) -> Vec<f32> {
    let n = a.len();
    (0..n)
        .map(|i| {
            let group = i / local;
            let start = group * local;
            let size = local.min(n - start);
            let mirror = start + size - 1 - (i - start);
            a[mirror] * k + group as f32
        })
        .collect()
}

fn run_scale(test: &str, rt: &Runtime, n: usize, local: u32) -> Vec<f32> {
    let (words, reflection) = glsl_module("scale", test);
    let program = rt.load_program(&words, Some(reflection)).unwrap();
    let a: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.5).collect();
    let input = rt.buffer_from_slice(&a).unwrap();
    let output = rt.create_buffer(4 * n as u64).unwrap();
    let stats = rt
        .launch(
            &program,
            "scale",
            &NdRange::d1(n as u64).with_local(&[local]),
            &[
                ("a", ArgValue::Buffer(&input)),
                ("out", ArgValue::Buffer(&output)),
                ("k", ArgValue::scalar(3.0f32)),
                ("tile", ArgValue::Local(local)),
            ],
        )
        .unwrap();
    assert_eq!(stats.local_size, [local, 1, 1]);
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    let got: Vec<f32> = output.read().unwrap();
    assert_eq!(got, expected_scale(&a, 3.0, local as usize));
    got
}

#[test]
fn a_portable_kernel_runs_without_device_addresses_with_a_smaller_last_group() {
    // 1000 = 15 groups of 64 and one of 40: two dispatches, the second with its own block.
    run_scale("portable_scale_last_group", &runtime(false), 1000, 64);
}

#[test]
fn a_portable_kernel_split_over_the_group_count_limit_reads_its_group_base() {
    let rt = runtime(false);
    let max = rt.device().limits.max_compute_work_group_count[0] as usize;
    // One more group than one dispatch may have, and a smaller last one.
    run_scale("portable_scale_split", &rt, max + 3, 1);
}

#[test]
fn a_portable_kernel_runs_where_device_addresses_are_on() {
    run_scale("portable_scale_with_addresses", &runtime(true), 300, 32);
}

#[test]
fn a_module_that_needs_device_addresses_is_refused_naming_the_feature() {
    let rt = runtime(false);
    let module = compile_with(
        "kernel void k(global int *p) { p[get_global_id(0)] = 1; }",
        "",
    );
    let e = oclvk::load(&rt, &module).unwrap_err().to_string();
    assert!(
        e.contains("kernel 'k' needs the bufferDeviceAddress feature")
            && e.contains("has switched off")
            && e.contains("--target vulkan1.2-portable"),
        "{e}"
    );
    let err = match rt.load_program(&module.words, Some(module.reflection.clone())) {
        Err(e) => e,
        Ok(_) => panic!("loaded"),
    };
    assert!(
        matches!(err, RunnerError::NoBufferDeviceAddress { .. }),
        "{err:?}"
    );
}
