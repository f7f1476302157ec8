//! `-cl-local-reserve=BYTES`, the occupancy lever: every kernel declares that much `local`
//! memory it never reads. The module stays valid, the kernels compute what they computed, the
//! reflection and the runner's local-memory check count the reserve, and a reserve above the
//! device's limit is refused with the limit named. `-cl-local-reserve=auto`: the reserve's
//! length is a specialization constant (unused at 0), and the runner's trial (every launch
//! doing the user's work once) settles on one per launch shape.

mod common;

use common::*;
use oclvk::runner::occupancy::{candidates, TRIAL_ROUNDS};
use oclvk::runner::{ArgValue, NdRange, RunnerError, SequenceLaunch};
use oclvk::spirv::reflect::LOCAL_RESERVE_SPEC_ID;

const SRC: &str = "
kernel void scale(global float *x, float s) {
    size_t i = get_global_id(0);
    x[i] *= s;
}
kernel void tile_sum(global const float *in, global float *out) {
    local float tile[64];
    size_t l = get_local_id(0);
    tile[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int k = 0; k < 64; k++)
        s += tile[k];
    out[get_global_id(0)] = s;
}
";

#[test]
fn reserved_local_memory_is_declared_counted_and_unused() {
    let plain = compile_with(SRC, "");
    let reserved = compile_with(SRC, "-cl-local-reserve=4097");
    let path = scratch("local_reserve").join("reserved.spv");
    std::fs::write(
        &path,
        reserved
            .words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    spirv_val(&path, "vulkan1.2");
    // Whole words: 4097 bytes are 1025 words.
    for (p, r) in plain
        .reflection
        .kernels
        .iter()
        .zip(&reserved.reflection.kernels)
    {
        assert_eq!(
            r.static_local_bytes,
            p.static_local_bytes + 4100,
            "{}",
            r.name
        );
    }
    assert_eq!(
        reserved.reflection.kernels[1].static_local_bytes,
        256 + 4100
    );
    assert!(reserved
        .reflection
        .kernels
        .iter()
        .all(|k| k.local_reserve_bytes == 4100));
    assert!(plain
        .reflection
        .kernels
        .iter()
        .all(|k| k.local_reserve_bytes == 0));

    let rt = validated_runtime();
    let program = oclvk::load(&rt, &reserved).unwrap();
    let x = rt.buffer_from_slice(&[2f32; 256]).unwrap();
    rt.launch(
        &program,
        "scale",
        &NdRange::d1(256),
        &[("x", ArgValue::Buffer(&x)), ("s", ArgValue::scalar(1.5f32))],
    )
    .unwrap();
    assert_eq!(x.read::<f32>().unwrap(), vec![3f32; 256]);
    let input: Vec<f32> = (0..256).map(|i| i as f32).collect();
    let a = rt.buffer_from_slice(&input).unwrap();
    let out = rt.create_buffer(256 * 4).unwrap();
    rt.launch(
        &program,
        "tile_sum",
        &NdRange::d1(256).with_local(&[64]),
        &[
            ("in", ArgValue::Buffer(&a)),
            ("out", ArgValue::Buffer(&out)),
        ],
    )
    .unwrap();
    let got = out.read::<f32>().unwrap();
    for (i, g) in got.iter().enumerate() {
        let first = (i / 64 * 64) as f32;
        assert_eq!(*g, 64.0 * first + (0..64).sum::<i32>() as f32, "out[{i}]");
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

#[test]
fn a_reserve_above_the_device_limit_is_refused() {
    let rt = validated_runtime();
    let max = rt.device().limits.max_compute_shared_memory_size;
    let module = compile_with(SRC, &format!("-cl-local-reserve={max}"));
    let program = oclvk::load(&rt, &module).unwrap();
    let x = rt.buffer_from_slice(&[2f32; 64]).unwrap();
    let args = [("x", ArgValue::Buffer(&x)), ("s", ArgValue::scalar(1.5f32))];
    // The whole limit fits a kernel without local memory of its own...
    rt.launch(&program, "scale", &NdRange::d1(64), &args)
        .unwrap();
    // ...not one with a tile besides.
    let out = rt.create_buffer(64 * 4).unwrap();
    let e = rt
        .launch(
            &program,
            "tile_sum",
            &NdRange::d1(64).with_local(&[64]),
            &[
                ("in", ArgValue::Buffer(&x)),
                ("out", ArgValue::Buffer(&out)),
            ],
        )
        .unwrap_err();
    assert!(
        matches!(e, RunnerError::LocalMemoryLimit { needed, .. } if needed == max as u64 + 256),
        "{e}"
    );
    assert!(e.to_string().contains("-cl-local-reserve"), "{e}");
}

/// Accumulates into its output: a launch run twice shows.
const ACCUMULATE: &str = "
kernel void accumulate(global int *acc, global const int *in) {
    size_t i = get_global_id(0);
    acc[i] += in[i] * (int)(i % 7 + 1);
}
";

fn write_words(path: &std::path::Path, words: &[u32]) {
    std::fs::write(
        path,
        words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
}

/// `module` specialized with the reserve constant at `words`, through spirv-opt (folding the
/// spec-constant condition and dropping dead code, as a driver's compiler does), disassembled.
fn specialized(module: &std::path::Path, words: u32) -> String {
    let out = module.with_extension(format!("{words}.spv"));
    let opt = std::process::Command::new("spirv-opt")
        .arg(format!(
            "--set-spec-const-default-value={LOCAL_RESERVE_SPEC_ID}:{words}"
        ))
        .args([
            "--freeze-spec-const",
            "--fold-spec-const-op-composite",
            "-O",
        ])
        .arg(module)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("spirv-opt");
    assert!(
        opt.status.success(),
        "{}",
        String::from_utf8_lossy(&opt.stderr)
    );
    spirv_val(&out, "vulkan1.2");
    let dis = std::process::Command::new("spirv-dis")
        .arg(&out)
        .output()
        .expect("spirv-dis");
    String::from_utf8(dis.stdout).unwrap()
}

#[test]
fn an_auto_reserve_is_a_spec_constant_unused_at_zero() {
    let plain = compile_with(SRC, "");
    let auto = compile_with(SRC, "-cl-local-reserve=auto");
    let path = scratch("local_reserve_auto").join("auto.spv");
    write_words(&path, &auto.words);
    spirv_val(&path, "vulkan1.2");
    for (p, a) in plain
        .reflection
        .kernels
        .iter()
        .zip(&auto.reflection.kernels)
    {
        assert_eq!(
            a.local_reserve_spec_id,
            Some(LOCAL_RESERVE_SPEC_ID),
            "{}",
            a.name
        );
        assert_eq!(p.local_reserve_spec_id, None, "{}", p.name);
        // Not a fixed reserve: the static bytes are the kernel's own.
        assert_eq!(a.local_reserve_bytes, 0);
        assert_eq!(a.static_local_bytes, p.static_local_bytes, "{}", a.name);
    }
    let json = serde_json::to_value(&auto.reflection).unwrap();
    assert_eq!(
        json["kernels"][0]["local_reserve_spec_id"],
        LOCAL_RESERVE_SPEC_ID
    );
    // At 0 the reserve is never touched; at 1024 words each kernel keeps it by its store.
    let keeping_store = |text: &str| {
        text.lines()
            .filter(|l| l.contains("OpStore") && l.contains("Volatile"))
            .count()
    };
    assert_eq!(keeping_store(&specialized(&path, 0)), 0);
    assert_eq!(keeping_store(&specialized(&path, 1024)), 2);
}

/// Runs `accumulate` `launches` times through `launch_group` (each call launches one or more
/// times and returns their reports), checking the output against the host's after each group.
fn accumulate_runs(group: usize, launches: usize) -> Vec<oclvk::runner::occupancy::ReserveReport> {
    let rt = validated_runtime();
    let module = compile_with(ACCUMULATE, "-cl-local-reserve=auto");
    let program = oclvk::load(&rt, &module).unwrap();
    let n = 1000usize;
    let input: Vec<i32> = (0..n as i32).map(|i| i * 3 - 500).collect();
    let acc = rt.buffer_from_slice(&vec![7i32; n]).unwrap();
    let inb = rt.buffer_from_slice(&input).unwrap();
    let args = [
        ("acc", ArgValue::Buffer(&acc)),
        ("in", ArgValue::Buffer(&inb)),
    ];
    let range = NdRange::d1(n as u64).with_local(&[50]);
    let mut reports = Vec::new();
    while reports.len() < launches {
        let stats = if group == 1 {
            vec![rt.launch(&program, "accumulate", &range, &args).unwrap()]
        } else {
            let one = SequenceLaunch {
                program: &program,
                kernel: "accumulate",
                range: &range,
                args: &args,
            };
            let sequence: Vec<SequenceLaunch> =
                (0..group).map(|_| SequenceLaunch { ..one }).collect();
            rt.launch_sequence(&sequence)
                .into_iter()
                .map(|r| r.unwrap())
                .collect()
        };
        reports.extend(
            stats
                .into_iter()
                .map(|s| s.local_reserve.expect("an auto kernel")),
        );
        let k = reports.len() as i32;
        let want: Vec<i32> = (0..n)
            .map(|i| 7 + k * input[i] * (i as i32 % 7 + 1))
            .collect();
        assert_eq!(acc.read::<i32>().unwrap(), want, "after {k} launches");
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    let free = rt.device().limits.max_compute_shared_memory_size as u64;
    let tried: Vec<u64> = candidates(free).iter().map(|&w| w as u64 * 4).collect();
    let trial = tried.len() * TRIAL_ROUNDS;
    // Every candidate ran, and the launches after the trial use the reserve it kept.
    for r in &reports[..trial] {
        assert!(r.trial, "{r:?}");
        assert!(tried.contains(&r.bytes), "{r:?}");
    }
    for c in &tried {
        assert!(
            reports[..trial].iter().any(|r| r.bytes == *c),
            "{c} untried"
        );
    }
    let kept = reports[trial - 1].settled.expect("settled after the trial");
    assert!(tried.contains(&kept));
    for r in &reports[trial..] {
        assert!(!r.trial, "{r:?}");
        assert_eq!((r.bytes, r.settled), (kept, Some(kept)));
    }
    assert_eq!(reports[trial - 1].times.len(), tried.len());
    reports
}

#[test]
fn an_auto_kernel_computes_the_same_during_and_after_its_trial() {
    let free = validated_runtime()
        .device()
        .limits
        .max_compute_shared_memory_size as u64;
    let trial = candidates(free).len() * TRIAL_ROUNDS;
    accumulate_runs(1, trial + 3);
}

#[test]
fn an_auto_kernel_in_launch_sequences_tries_and_settles_too() {
    // The driver's path (icd/): launches batched in one submission, each timed on its own.
    let free = validated_runtime()
        .device()
        .limits
        .max_compute_shared_memory_size as u64;
    let trial = candidates(free).len() * TRIAL_ROUNDS;
    accumulate_runs(trial, 2 * trial);
}

#[test]
fn oclvk_run_reports_the_reserve_it_kept() {
    let dir = scratch("local_reserve_run");
    let src = dir.join("accumulate.cl");
    std::fs::write(&src, ACCUMULATE).unwrap();
    let out = oclvk(&[
        "run",
        src.to_str().unwrap(),
        "-cl-local-reserve=auto",
        "-g",
        "256",
        "--arg",
        "acc=zeros:256",
        "--arg",
        "in=iota:256",
        "--repeat",
        "12",
        "--json",
    ]);
    assert_ok(&out);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let r = &json["local_reserve"];
    let candidates = r["candidates"].as_array().unwrap();
    assert_eq!(
        candidates.len() * TRIAL_ROUNDS,
        r["trial_launches"].as_u64().unwrap() as usize
    );
    assert_eq!(candidates[0]["bytes"], 0);
    assert!(
        candidates.iter().any(|c| c["bytes"] == r["settled_bytes"]),
        "{r}"
    );
    assert_eq!(r["bytes"], r["settled_bytes"]);
    let text = oclvk(&[
        "run",
        src.to_str().unwrap(),
        "-cl-local-reserve=auto",
        "-g",
        "256",
        "--arg",
        "acc=zeros:256",
        "--arg",
        "in=iota:256",
        "--repeat",
        "2",
    ]);
    assert_ok(&text);
    assert!(
        stdout(&text).contains("local reserve (auto): still trying after 2 launch(es)"),
        "{}",
        stdout(&text)
    );
}
