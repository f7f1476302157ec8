//! Code clang-15 accepts that oclvk once refused (issue #15), run on Vulkan (lavapipe here) with
//! validation on: each construct must not only compile but mean what clang gives it.

mod common;

use oclvk::frontend::options::{ClStd, LangOptions};
use oclvk::runner::ArgValue;

/// Compiles `src` for `std`, runs kernel `k` on one work-item with an `int` buffer `out` of `n`
/// zeros, and returns the buffer.
fn run_ints(std: ClStd, src: &str, n: usize) -> Vec<i32> {
    let options = oclvk::CompileOptions {
        lang: LangOptions {
            std,
            ..LangOptions::default()
        },
        ..oclvk::CompileOptions::default()
    };
    let module = oclvk::compile_source("t.cl", src, &options)
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"));
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&vec![0i32; n]).unwrap();
    runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    out.read::<i32>().unwrap()
}

#[test]
fn true_and_false_are_bool_constants() {
    let src = "
        #if true
        constant int from_if = 7;
        #endif
        constant bool table[2] = { false, true };
        kernel void k(global int *out) {
          bool b = true;
          out[0] = b + true;
          out[1] = false;
          out[2] = sizeof(true);
          out[3] = from_if;
          out[4] = table[1] ? 5 : 6;
          out[5] = -true;
          int a[true + 2];
          out[6] = sizeof(a) / sizeof(a[0]);
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 7), [2, 0, 1, 7, 5, -1, 3]);
}
