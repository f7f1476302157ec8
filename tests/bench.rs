//! `oclvk bench` at the small size on lavapipe: every kernel of the suite compiles, runs and
//! matches its CPU reference through oclvk (with the validation layer on), and the CLI's JSON
//! report has the expected shape. Correctness only: no timing is asserted.

use oclvk::bench::{self, BenchOptions, Size};
use oclvk::runner::RuntimeOptions;

#[test]
fn every_suite_kernel_verifies_through_oclvk() {
    let opts = BenchOptions {
        size: Size::Small,
        runs: 1,
        warmup: 0,
        runtime: RuntimeOptions {
            validation: true,
            ..RuntimeOptions::from_env()
        },
        opencl: false,
        compile: false,
        overhead: true,
        kernels: true,
        only: None,
        extras: true,
        pipeline_info: true,
        local_reserve: None,
        portable: None,
    };
    let report = bench::run(&opts, &mut |_| {});
    assert_eq!(
        report.kernels.len(),
        bench::cases::case_names(Size::Small).len() + bench::cases::extra_names(Size::Small).len()
    );
    for k in &report.kernels {
        assert!(k.oclvk.verified, "{}: {:?}", k.name, k.oclvk.error);
        assert!(k.oclvk.median_us.is_some(), "{} was not timed", k.name);
        // Empty where the driver lacks VK_KHR_pipeline_executable_properties, never missing.
        assert!(k.oclvk.pipeline.is_some(), "{}: no pipeline info", k.name);
        // `-cl-local-reserve=auto` by default: the trial ran in the warm-up (none was asked
        // for) and settled on one of its candidates; the fixed-amount diagnostics keep theirs.
        let fixed = [
            "spmv-reserve32k",
            "spmv-smem8k",
            "spmv-smem32k",
            "stencil-smem32k",
        ];
        match &k.oclvk.local_reserve {
            Some(r) => {
                assert!(!fixed.contains(&k.name.as_str()), "{}: {r:?}", k.name);
                assert_eq!(r.trial_us.len(), 4, "{}: {r:?}", k.name);
                assert!(
                    r.trial_us.iter().any(|(b, _)| *b == r.bytes),
                    "{}: {r:?}",
                    k.name
                );
            }
            None => assert!(
                fixed.contains(&k.name.as_str()),
                "{}: no reserve trial",
                k.name
            ),
        }
    }
    let o = report.overhead_oclvk.as_ref().expect("overhead measured");
    assert!(o.error.is_none(), "{:?}", o.error);
    // Every launch path ran, the re-used command buffer included (the probe's kernel has no
    // per-launch buffers).
    let v = o.variants.expect("launch paths measured");
    for (path, us) in [
        ("launch", v.launch_us),
        ("prepare", v.prepare_us),
        ("recorded each time", v.recorded_each_time_us),
        ("resubmitted", v.resubmitted_us),
        ("resubmitted, blocking", v.resubmitted_blocking_us),
        ("opening barrier", v.opening_barrier_us),
        ("no barrier", v.no_barrier_us),
        ("timeline chain", v.timeline_chained_us),
        ("event ring", v.event_ring_us),
        ("event ring without barrier", v.event_ring_no_barrier_us),
        ("host-visible word ring", v.word_ring_us),
        ("submitted ahead", v.armed_ring_us),
    ] {
        assert!(us.is_finite() && us > 0.0, "{path}: {us}");
    }
    assert!(report.copy_gbps.is_some());
    let text = bench::render_table(&report);
    assert!(text.contains("sgemm-128"), "{text}");
    assert!(text.contains("  reduce: local reserve (auto) "), "{text}");
}

#[test]
fn cli_bench_json_for_one_kernel() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_oclvk"))
        .args([
            "bench",
            "--size",
            "small",
            "--only",
            "reduce",
            "--runs",
            "2",
            "--json",
            "--no-opencl",
            "--no-compile",
        ])
        .output()
        .expect("oclvk runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    let kernels = json["kernels"].as_array().expect("kernels array");
    assert_eq!(kernels.len(), 1);
    assert_eq!(kernels[0]["name"], "reduce");
    assert_eq!(kernels[0]["oclvk"]["verified"], true);
    assert!(
        kernels[0]["oclvk"]["local_reserve"]["bytes"].is_number(),
        "{}",
        kernels[0]
    );
}

/// `--local-reserve 0`: the plain rows, no trial.
#[test]
fn cli_bench_without_a_reserve() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_oclvk"))
        .args([
            "bench", "--size", "small", "--only", "reduce", "--runs", "1",
        ])
        .args([
            "--json",
            "--no-opencl",
            "--no-compile",
            "--local-reserve",
            "0",
        ])
        .output()
        .expect("oclvk runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    let row = &json["kernels"][0];
    assert_eq!(row["oclvk"]["verified"], true);
    assert!(row["oclvk"].get("local_reserve").is_none(), "{row}");
}

/// `--target`: the kernel also runs, verified and timed, through each portable target.
#[test]
fn cli_bench_runs_a_kernel_through_the_portable_targets_too() {
    for target in ["vulkan1.2-portable", "wgsl"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_oclvk"))
            .args([
                "bench", "--size", "small", "--only", "reduce", "--runs", "2",
            ])
            .args(["--json", "--no-opencl", "--no-compile", "--target", target])
            .output()
            .expect("oclvk runs");
        assert!(
            out.status.success(),
            "{target}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
        assert_eq!(json["portable_target"], target);
        let row = &json["kernels"][0];
        assert_eq!(row["portable"]["verified"], true, "{target}: {row}");
        assert!(row["portable"]["median_us"].is_number(), "{target}: {row}");
        assert!(row["portable_ratio"].is_number(), "{target}: {row}");
    }
}
