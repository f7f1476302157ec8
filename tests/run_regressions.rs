//! Regression tests for runner and CLI bugs, each reproducing the bug's trigger.

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};

/// A module where one kernel has reqd_work_group_size and another does not: the WorkgroupSize
/// builtin (from specialization constants) applies module-wide, so the runner must set those
/// constants for the required-size kernel too, or it runs with a 1x1x1 work-group.
#[test]
fn required_work_group_size_holds_next_to_a_kernel_without_one() {
    let src = "
        kernel __attribute__((reqd_work_group_size(32, 1, 1)))
        void fixed(global uint *out) { out[get_global_id(0)] = get_local_size(0) * 1000 + get_local_id(0); }
        kernel void free_size(global uint *out) { out[get_global_id(0)] = get_local_size(0); }
    ";
    let module = oclvk::compile_source("two.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let runtime = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .unwrap();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&[0u32; 64]).unwrap();
    runtime
        .launch(
            &program,
            "fixed",
            &NdRange::new(&[64]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    let values = out.read::<u32>().unwrap();
    for (i, v) in values.iter().enumerate() {
        assert_eq!(*v, 32_000 + (i as u32 % 32), "out[{i}]");
    }
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
}

/// `--out` files are paired with the parameter each one names, whatever the flag order.
#[test]
fn out_files_follow_their_names_not_their_order() {
    let dir = scratch("out_order");
    let (a, c) = (dir.join("a.npy"), dir.join("c.npy"));
    let out_c = format!("c={}", c.display());
    let out_a = format!("a={}", a.display());
    let result = oclvk(&[
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        "16",
        "--arg",
        "a=fill:1:16",
        "--arg",
        "b=fill:2:16",
        "--arg",
        "c=zeros:16",
        "--out",
        &out_c,
        "--out",
        &out_a,
    ]);
    assert_ok(&result);
    assert!(read_f32_npy(&a).iter().all(|&x| x == 1.0), "a.npy holds a");
    assert!(read_f32_npy(&c).iter().all(|&x| x == 3.0), "c.npy holds c");
}
