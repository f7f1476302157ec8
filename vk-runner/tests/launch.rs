//! Launch tests on the local Vulkan device (lavapipe here) with validation on: every output
//! element is checked and any validation message fails the test.

mod common;

use common::*;
use oclvk_runner::{ArgValue, NdRange, Runtime, RuntimeOptions};

fn vadd_run(rt: &Runtime, prog: &oclvk_runner::Program) {
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let ba = rt.buffer_from_slice(&a).unwrap();
    let bb = rt.buffer_from_slice(&b).unwrap();
    // Larger than n: the kernel must leave the tail alone.
    let bc = rt.buffer_from_slice(&vec![-1.0f32; 1024]).unwrap();
    let stats = rt
        .launch(
            prog,
            "vadd",
            &NdRange::d1(1024),
            &[
                ("a", ArgValue::Buffer(&ba)),
                ("b", ArgValue::Buffer(&bb)),
                ("c", ArgValue::Buffer(&bc)),
                ("n", ArgValue::scalar(n)),
            ],
        )
        .unwrap();
    // The default local size: 256 work-items, whole sub-groups of any width up to 256.
    assert_eq!(stats.local_size, [256, 1, 1]);
    assert_eq!(stats.groups, [4, 1, 1]);
    let c = bc.read::<f32>().unwrap();
    for i in 0..1024usize {
        let want = if i < n as usize { a[i] + b[i] } else { -1.0 };
        assert_eq!(c[i], want, "c[{i}]");
    }
}

#[test]
fn vadd_every_element() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    vadd_run(&rt, &prog);
    drop(prog);
    assert_clean(&rt);
}

#[test]
fn vadd_with_embedded_reflection() {
    let rt = runtime();
    let words = vadd_embedded(&vadd_reflection());
    let prog = rt.load_program(&words, None).unwrap();
    assert_eq!(prog.reflection(), &vadd_reflection());
    vadd_run(&rt, &prog);
    drop(prog);
    assert_clean(&rt);
}

#[test]
fn args_by_index_and_timestamps() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let ba = rt.buffer_from_slice(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let bc = rt.create_buffer(16).unwrap();
    let stats = rt
        .launch(
            &prog,
            "vadd",
            &NdRange::d1(4).with_local(&[2]),
            &[
                ("0", ArgValue::Buffer(&ba)),
                ("1", ArgValue::Buffer(&ba)),
                ("2", ArgValue::Buffer(&bc)),
                ("3", ArgValue::scalar(4u32)),
            ],
        )
        .unwrap();
    assert_eq!(stats.groups, [2, 1, 1]);
    assert_eq!(bc.read::<f32>().unwrap(), vec![2.0, 4.0, 6.0, 8.0]);
    assert!(stats.wall_time > std::time::Duration::ZERO);
    drop((ba, bc, prog));
    assert_clean(&rt);
}

#[test]
fn local_pointer_argument_sized_by_spec_constant() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("reverse"), Some(reverse_reflection()))
        .unwrap();
    let input: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let bi = rt.buffer_from_slice(&input).unwrap();
    let bo = rt.create_buffer(64 * 4).unwrap();
    for local in [16u32, 8] {
        rt.launch(
            &prog,
            "reverse",
            &NdRange::d1(64).with_local(&[local]),
            &[
                ("in", ArgValue::Buffer(&bi)),
                ("out", ArgValue::Buffer(&bo)),
                ("tmp", ArgValue::Local(local)),
            ],
        )
        .unwrap();
        let out = bo.read::<f32>().unwrap();
        for g in 0..64 / local as usize {
            for l in 0..local as usize {
                let i = g * local as usize + l;
                assert_eq!(
                    out[i],
                    input[g * local as usize + local as usize - 1 - l],
                    "out[{i}] local {local}"
                );
            }
        }
    }
    drop((bi, bo, prog));
    assert_clean(&rt);
}

#[test]
fn implicit_values_constants_and_persistent_globals() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("implicit"), Some(implicit_reflection()))
        .unwrap();
    let out = rt.create_buffer(8 * 4).unwrap();
    let range = NdRange::d1(8).with_local(&[4]).with_offset(&[5]);
    for _ in 0..2 {
        rt.launch(
            &prog,
            "implicit",
            &range,
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    }
    let got = out.read::<u32>().unwrap();
    let k = [10u32, 20, 30, 40];
    for i in 0..8 {
        assert_eq!(got[i], 5 + 8 * 1000 + 1_000_000 + k[i % 4], "out[{i}]");
    }
    // Program globals persist across launches: two increments.
    assert_eq!(prog.globals().unwrap().read::<u32>().unwrap(), vec![2; 8]);
    drop((out, prog));
    assert_clean(&rt);
}

#[test]
fn required_local_size_is_the_default() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("reqd"), Some(reqd_reflection()))
        .unwrap();
    let out = rt.create_buffer(16 * 4).unwrap();
    let stats = rt
        .launch(
            &prog,
            "reqd",
            &NdRange::d1(16),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    assert_eq!(stats.local_size, [4, 1, 1]);
    assert_eq!(
        out.read::<u32>().unwrap(),
        (0..16).map(|i| i * 3).collect::<Vec<u32>>()
    );
    drop((out, prog));
    assert_clean(&rt);
}

#[test]
fn vector_pointee_and_float_value() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("scale4"), Some(scale4_reflection()))
        .unwrap();
    let data: Vec<f32> = (0..32).map(|i| i as f32).collect();
    let x = rt.buffer_from_slice(&data).unwrap();
    rt.launch(
        &prog,
        "scale4",
        &NdRange::d1(8),
        &[("x", ArgValue::Buffer(&x)), ("s", ArgValue::scalar(2.5f32))],
    )
    .unwrap();
    let got = x.read::<f32>().unwrap();
    for i in 0..32 {
        assert_eq!(got[i], data[i] * 2.5, "x[{i}]");
    }
    drop((x, prog));
    assert_clean(&rt);
}

#[test]
fn spin_kernel_finishes_with_expected_values() {
    let rt = runtime_with(RuntimeOptions {
        validation: true,
        pipeline_cache: false,
        kernel_timestamps: true,
        ..Default::default()
    });
    let prog = rt
        .load_program(&assemble("spin"), Some(spin_reflection()))
        .unwrap();
    // One invocation, so that no other invocation's result lands in the words the loop reads.
    let out = rt
        .buffer_from_slice(&(0..64u32).collect::<Vec<_>>())
        .unwrap();
    let iters = 1000u32;
    let stats = rt
        .launch(
            &prog,
            "spin",
            &NdRange::d1(1),
            &[
                ("out", ArgValue::Buffer(&out)),
                ("iters", ArgValue::scalar(iters)),
            ],
        )
        .unwrap();
    assert!(
        stats.kernel_time.is_some(),
        "lavapipe has timestamps, asked for"
    );
    let got = out.read::<u32>().unwrap();
    for i in 0..1u32 {
        // x = i; x = x * A + C + out[k & 63] for each k.
        let mut x = i;
        for k in 0..iters {
            x = x
                .wrapping_mul(1664525)
                .wrapping_add(1013904223)
                .wrapping_add(k & 63);
        }
        assert_eq!(got[i as usize], x, "out[{i}]");
    }
    drop((out, prog));
    assert_clean(&rt);
}

#[test]
fn printf_records_are_formatted() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("hello"), Some(hello_reflection()))
        .unwrap();
    let x = rt
        .buffer_from_slice(&(0..32).map(|i| i as f32 * 0.5).collect::<Vec<_>>())
        .unwrap();
    let stats = rt
        .launch(
            &prog,
            "hello",
            &NdRange::d1(32),
            &[("x", ArgValue::Buffer(&x))],
        )
        .unwrap();
    let text = stats.printf.expect("printf output");
    assert_eq!(stats.printf_dropped, 0, "{text:?}");
    // Invocations race for the buffer; the runner prints in work-item order.
    let want: String = (0..32)
        .map(|i| format!("gid={i} x={:.1}\n", i as f32 * 0.5))
        .collect();
    assert_eq!(text, want);
    drop((x, prog));
    assert_clean(&rt);
}

/// Timestamps only when asked: the default runtime writes none (they cost ~5 us per launch on an
/// H100), one asking for them reports the kernel's time.
#[test]
fn kernel_timestamps_only_when_asked() {
    for asked in [false, true] {
        let rt = runtime_with(RuntimeOptions {
            validation: true,
            pipeline_cache: false,
            kernel_timestamps: asked,
            ..Default::default()
        });
        let prog = rt
            .load_program(&assemble("vadd"), Some(vadd_reflection()))
            .unwrap();
        let b = rt.buffer_from_slice(&[1f32; 64]).unwrap();
        let args = [
            ("a", ArgValue::Buffer(&b)),
            ("b", ArgValue::Buffer(&b)),
            ("c", ArgValue::Buffer(&b)),
            ("n", ArgValue::scalar(64u32)),
        ];
        let stats = rt.launch(&prog, "vadd", &NdRange::d1(64), &args).unwrap();
        assert_eq!(stats.kernel_time.is_some(), asked);
        assert_eq!(b.read::<f32>().unwrap(), vec![2f32; 64]);
        drop((b, prog));
        assert_clean(&rt);
    }
    assert!(!RuntimeOptions::default().kernel_timestamps);
}

#[test]
fn ranged_reads_writes_and_device_copies() {
    let rt = runtime();
    let mut a = rt.buffer_from_slice(&[0u8, 1, 2, 3, 4, 5, 6, 7]).unwrap();
    let mut b = rt.create_buffer(8).unwrap();
    assert_eq!(a.read_bytes_at(2, 3).unwrap(), [2, 3, 4]);
    assert!(a.read_bytes_at(6, 3).is_err(), "past the end");
    b.copy_from(&a, 4, 1, 4).unwrap();
    assert_eq!(b.read_bytes().unwrap(), [0, 4, 5, 6, 7, 0, 0, 0]);
    a.copy_within(0, 4, 4).unwrap();
    assert_eq!(a.read_bytes().unwrap(), [0, 1, 2, 3, 0, 1, 2, 3]);
    let err = a.copy_within(0, 2, 4).unwrap_err();
    assert!(err.to_string().contains("overlap"), "{err}");
    a.write_bytes_at(6, &[9, 9]).unwrap();
    assert_eq!(a.read_bytes_at(5, 3).unwrap(), [1, 9, 9]);
    drop((a, b));
    assert_clean(&rt);
}

#[test]
fn timestamps_per_launch() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let ba = rt.buffer_from_slice(&[1.0f32; 4]).unwrap();
    let args = [
        ("0", ArgValue::Buffer(&ba)),
        ("1", ArgValue::Buffer(&ba)),
        ("2", ArgValue::Buffer(&ba)),
        ("3", ArgValue::scalar(4u32)),
    ];
    let range = NdRange::d1(4);
    let timed = rt
        .launch_with_timestamps(&prog, "vadd", &range, &args, true)
        .unwrap();
    assert!(
        timed.kernel_time.is_some(),
        "the launch asked for timestamps"
    );
    let untimed = rt
        .launch_with_timestamps(&prog, "vadd", &range, &args, false)
        .unwrap();
    assert_eq!(untimed.kernel_time, None);
    drop((ba, prog));
    assert_clean(&rt);
}

#[test]
fn a_buffer_range_is_the_kernels_buffer() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let a = rt
        .buffer_from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0])
        .unwrap();
    let c = rt.create_buffer(24).unwrap();
    let range = |buffer, offset| ArgValue::BufferRange {
        buffer,
        offset,
        size: 8,
    };
    rt.launch(
        &prog,
        "vadd",
        &NdRange::d1(2),
        &[
            ("0", range(&a, 8)),
            ("1", range(&a, 16)),
            ("2", range(&c, 4)),
            ("3", ArgValue::scalar(2u32)),
        ],
    )
    .unwrap();
    assert_eq!(c.read::<f32>().unwrap(), [0.0, 8.0, 10.0, 0.0, 0.0, 0.0]);
    let err = rt
        .launch(
            &prog,
            "vadd",
            &NdRange::d1(2),
            &[
                ("0", range(&a, 20)),
                ("1", range(&a, 0)),
                ("2", range(&c, 0)),
                ("3", ArgValue::scalar(2u32)),
            ],
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "argument 'a': the range of 8 bytes at offset 20 does not fit its buffer of 24 bytes"
    );
    drop((a, c, prog));
    assert_clean(&rt);
}

#[test]
fn a_launch_sequence_runs_in_order_in_one_submission() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let a = rt.buffer_from_slice(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let b = rt.create_buffer(16).unwrap();
    let c = rt.create_buffer(16).unwrap();
    let range = NdRange::d1(4);
    // b = a + a, then c = b + b: the second reads what the first wrote.
    let first = [
        ("a", ArgValue::Buffer(&a)),
        ("b", ArgValue::Buffer(&a)),
        ("c", ArgValue::Buffer(&b)),
        ("n", ArgValue::scalar(4u32)),
    ];
    let missing = [("a", ArgValue::Buffer(&a))];
    let second = [
        ("a", ArgValue::Buffer(&b)),
        ("b", ArgValue::Buffer(&b)),
        ("c", ArgValue::Buffer(&c)),
        ("n", ArgValue::scalar(4u32)),
    ];
    let launch = |args| oclvk_runner::SequenceLaunch {
        program: &prog,
        kernel: "vadd",
        range: &range,
        args,
    };
    let results = rt.launch_sequence(&[launch(&first), launch(&missing), launch(&second)]);
    assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
    let err = results[1].as_ref().unwrap_err();
    assert_eq!(
        err.to_string(),
        "kernel 'vadd': missing argument(s): b, c, n"
    );
    assert_eq!(c.read::<f32>().unwrap(), [4.0, 8.0, 12.0, 16.0]);
    drop((a, b, c, prog));
    assert_clean(&rt);
}

/// The probe of the device's `Fma` answers without a validation message and keeps its answer
/// (lavapipe's, Mesa 22.3 here, is not fused: the product is rounded before the addition, so
/// the math library takes Dekker's products there).
#[test]
fn fused_fma_probe_answers_once_per_device() {
    let rt = runtime();
    let fused = rt.fused_fma().unwrap();
    assert_eq!(rt.fused_fma().unwrap(), fused);
    assert_clean(&rt);
}
