//! A launch that repeats the last one (same pipelines, argument bytes and group counts) is
//! submitted again from the command buffer recorded for it, without recording: every such
//! launch still runs, and any change (an argument, a buffer, the range, the kernel, another
//! program in a destroyed one's place) records anew. Kernels are compiled without run-time
//! checks, whose per-launch check buffer would keep the command buffer from being re-used.

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, SequenceLaunch};

const ADD: &str = "
kernel void add(global int *x, int v) { x[get_global_id(0)] += v; }
kernel void scale(global int *x, int v) { x[get_global_id(0)] *= v; }
";

#[test]
fn repeated_launches_each_run_and_changes_record_anew() {
    let rt = validated_runtime();
    let program = oclvk::load(&rt, &compile_with(ADD, "")).unwrap();
    let x = rt.buffer_from_slice(&[0i32; 64]).unwrap();
    let y = rt.buffer_from_slice(&[0i32; 64]).unwrap();
    let range = NdRange::d1(64).with_local(&[32]);
    let add = |buffer, v: i32| {
        rt.launch(
            &program,
            "add",
            &range,
            &[("x", ArgValue::Buffer(buffer)), ("v", ArgValue::scalar(v))],
        )
        .unwrap();
    };
    add(&x, 1);
    let recorded = rt.recordings();
    add(&x, 1);
    add(&x, 1);
    assert_eq!(
        rt.recordings(),
        recorded,
        "repeated launches record nothing"
    );
    assert_eq!(
        x.read::<i32>().unwrap(),
        [3; 64],
        "each repeated launch runs"
    );
    let recorded = rt.recordings();
    add(&x, 5);
    assert_eq!(rt.recordings(), recorded + 1, "a new value records anew");
    add(&x, 5);
    assert_eq!(x.read::<i32>().unwrap(), [13; 64]);
    add(&y, 5);
    assert_eq!(
        y.read::<i32>().unwrap(),
        [5; 64],
        "another buffer records anew"
    );
    assert_eq!(
        x.read::<i32>().unwrap(),
        [13; 64],
        "and leaves the first alone"
    );
    // Half the range: other group counts.
    rt.launch(
        &program,
        "add",
        &NdRange::d1(32).with_local(&[32]),
        &[("x", ArgValue::Buffer(&x)), ("v", ArgValue::scalar(1))],
    )
    .unwrap();
    let got = x.read::<i32>().unwrap();
    assert_eq!(got[..32], [14; 32]);
    assert_eq!(got[32..], [13; 32]);
    // Another kernel with the very argument bytes and range.
    rt.launch(
        &program,
        "scale",
        &range,
        &[("x", ArgValue::Buffer(&y)), ("v", ArgValue::scalar(5))],
    )
    .unwrap();
    assert_eq!(y.read::<i32>().unwrap(), [25; 64]);
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// A kept command buffer names its pipelines by an id that is never reused: a program loaded
/// where a dropped one was (whose pipeline handles the driver may hand out again) runs its own
/// kernel.
#[test]
fn a_program_in_a_dropped_ones_place_runs_its_own_kernel() {
    let rt = validated_runtime();
    let x = rt.buffer_from_slice(&[0i32; 16]).unwrap();
    let range = NdRange::d1(16).with_local(&[16]);
    for value in 1..=3 {
        let src = format!("kernel void put(global int *x) {{ x[get_global_id(0)] = {value}; }}");
        let program = oclvk::load(&rt, &compile_with(&src, "")).unwrap();
        for _ in 0..2 {
            rt.launch(&program, "put", &range, &[("x", ArgValue::Buffer(&x))])
                .unwrap();
        }
        assert_eq!(x.read::<i32>().unwrap(), [value; 16]);
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// A repeated sequence of launches (the OpenCL driver's batch) is re-used whole, and still
/// runs in order.
#[test]
fn a_repeated_launch_sequence_runs_in_order_each_time() {
    let rt = validated_runtime();
    let program = oclvk::load(&rt, &compile_with(ADD, "")).unwrap();
    let x = rt.buffer_from_slice(&[1i32; 64]).unwrap();
    let range = NdRange::d1(64).with_local(&[64]);
    let add = [("x", ArgValue::Buffer(&x)), ("v", ArgValue::scalar(1))];
    let scale = [("x", ArgValue::Buffer(&x)), ("v", ArgValue::scalar(2))];
    let sequence = [
        SequenceLaunch {
            program: &program,
            kernel: "add",
            range: &range,
            args: &add,
        },
        SequenceLaunch {
            program: &program,
            kernel: "scale",
            range: &range,
            args: &scale,
        },
    ];
    // (x + 1) * 2, three times: 1 -> 4 -> 10 -> 22.
    let mut recorded = 0;
    for round in 0..3 {
        for result in rt.launch_sequence(&sequence) {
            result.unwrap();
        }
        if round == 0 {
            recorded = rt.recordings();
        }
    }
    assert_eq!(rt.recordings(), recorded, "the sequence is recorded once");
    assert_eq!(x.read::<i32>().unwrap(), [22; 64]);
    // The single launch that starts the sequence is not the sequence.
    rt.launch(&program, "add", &range, &add).unwrap();
    assert_eq!(x.read::<i32>().unwrap(), [23; 64]);
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}
