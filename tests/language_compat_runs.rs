//! Code clang-15 accepts that oclvk once refused (issue #15), run on Vulkan (lavapipe here) with
//! validation on: each construct must not only compile but mean what clang gives it. The
//! constructs whose check is a kernel and its expected outputs are in the kernel corpus
//! (tests/kernels/language_compat/); these two need buffers of device addresses and printf.

mod common;

use oclvk::frontend::options::ClStd;
use oclvk::runner::ArgValue;

/// Compiles `src` for `std` and returns the module, failing the test on any error.
fn compile(std: ClStd, src: &str) -> oclvk::spirv::Output {
    common::compile_with(src, &format!("-cl-std={std}"))
}

#[test]
fn kernels_take_pointers_to_pointers_from_opencl_c_2_0() {
    let src = "
        kernel void k(global int * global *rows, global int *out) {
          out[0] = rows[1][2];
          rows[0][0] = 7;
        }";
    let module = compile(ClStd::Cl2_0, src);
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let first = runtime.buffer_from_slice(&[0i32; 4]).unwrap();
    let second = runtime.buffer_from_slice(&[5i32, 6, 9, 8]).unwrap();
    let rows = runtime
        .buffer_from_slice(&[first.device_address(), second.device_address()])
        .unwrap();
    let out = runtime.buffer_from_slice(&[0i32]).unwrap();
    runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[
                ("rows", ArgValue::Buffer(&rows)),
                ("out", ArgValue::Buffer(&out)),
            ],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    assert_eq!(out.read::<i32>().unwrap(), [9]);
    assert_eq!(first.read::<i32>().unwrap(), [7, 0, 0, 0]);
}

#[test]
fn printf_declared_with_its_prototype_still_prints() {
    let src = "
        int printf(constant const char *restrict format, ...);
        kernel void k(global int *out) {
          out[0] = printf(\"%s has %d\\n\", __func__, 42);
        }";
    let module = compile(ClStd::Cl1_2, src);
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&[-1i32]).unwrap();
    let stats = runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    assert_eq!(stats.printf.as_deref(), Some("k has 42\n"));
    assert_eq!(out.read::<i32>().unwrap(), [0]);
}
