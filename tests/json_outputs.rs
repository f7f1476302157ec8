//! The JSON outputs against their documentation (docs/json.md): every key `oclvk run --json`,
//! `oclvk bench --json` and the reflection write is listed there, with consistent names; and
//! the reflection's target is spelled as the CLI spells it, the old spelling still read.

mod common;

use common::*;
use oclvk::bench::compile::{CompileReport, CompileRow, MathCost};
use oclvk::bench::{KernelRow, Overhead, PortableTarget, Report, Side, Size};
use std::collections::BTreeSet;

/// The keys docs/json.md lists in the section whose heading starts with `heading`: the first
/// cell of each table row, in backticks.
fn documented(heading: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root().join("docs/json.md")).unwrap();
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with(heading))
        .unwrap_or_else(|| panic!("docs/json.md has no section '{heading}'"));
    section
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split_once('`').map(|(key, _)| key.to_string()))
        .collect()
}

/// Every key path of `value`: `a.b`, with `[]` for the elements of an array.
fn paths(value: &serde_json::Value, prefix: &str, out: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                let p = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                out.insert(p.clone());
                paths(v, &p, out);
            }
        }
        serde_json::Value::Array(items) => {
            for v in items {
                paths(v, &format!("{prefix}[]"), out);
            }
        }
        _ => {}
    }
}

fn assert_documented(json: &serde_json::Value, heading: &str) {
    let mut written = BTreeSet::new();
    paths(json, "", &mut written);
    let listed = documented(heading);
    let missing: Vec<&String> = written.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "keys written but not in docs/json.md's '{heading}': {missing:?}"
    );
    // Units go at the end of a key: no bare min/median/max next to *_us.
    for key in &written {
        let last = key.rsplit('.').next().unwrap();
        assert!(
            !matches!(last, "min" | "median" | "max"),
            "'{key}' has no unit suffix"
        );
    }
}

#[test]
fn run_json_keys_are_documented() {
    let dir = scratch("json_run");
    let c = dir.join("c.npy");
    let out = oclvk(&[
        "run",
        "examples/vadd.cl",
        "-g",
        "64",
        "--arg",
        "a=iota:64",
        "--arg",
        "b=iota:64",
        "--arg",
        "c=zeros:64",
        "--out",
        &format!("c={}", c.display()),
        "--repeat",
        "3",
        "--json",
        "--pipeline-info",
        // The trial's keys too.
        "-cl-local-reserve=auto",
    ]);
    assert_ok(&out);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_documented(&json, "`oclvk run --json`");
    let wall = &json["dispatch_wall"];
    let (min, median, max) = (
        wall["min_us"].as_f64().unwrap(),
        wall["median_us"].as_f64().unwrap(),
        wall["max_us"].as_f64().unwrap(),
    );
    assert!(0.0 < min && min <= median && median <= max, "{wall}");
    assert!(json["kernel_time"]["max_us"].as_f64().unwrap() > 0.0);
    // The first launch's setup holds at least its warm-up dispatch.
    assert!(json["first_setup_wall_us"].as_f64().unwrap() > 0.0);
}

#[test]
fn bench_json_keys_are_documented() {
    // Every optional part filled, so that every key appears.
    let side = Side {
        median_us: Some(10.0),
        min_us: Some(9.0),
        rate: Some(1.5),
        verified: true,
        error: Some("e".into()),
        local_size: Some([256, 1, 1]),
        local_reserve: Some(oclvk::bench::ReserveChoice {
            bytes: 16384,
            trial_us: vec![(0, 2.0), (16384, 1.0)],
        }),
        pipeline: Some(vec![oclvk::runner::pipeline_info::ExecutableInfo {
            name: "main".into(),
            description: "d".into(),
            subgroup_size: 32,
            statistics: vec![oclvk::runner::pipeline_info::Statistic {
                name: "registers".into(),
                description: "d".into(),
                value: oclvk::runner::pipeline_info::StatValue::Uint(8),
            }],
            representations: vec![("NIR".into(), "text".into())],
        }]),
    };
    let overhead = Overhead {
        latency_us: Some(1.0),
        timed_latency_us: Some(1.0),
        batched_per_s: Some(1.0),
        error: None,
        probe: Some(Default::default()),
        variants: Some(Default::default()),
    };
    let report = Report {
        size: Size::Small,
        runs: 2,
        device: Some("d".into()),
        fused_fma: Some(true),
        opencl_device: Some("d".into()),
        opencl_note: None,
        copy_gbps: Some(1.0),
        kernels: vec![KernelRow {
            name: "reduce".into(),
            file: "reduce.cl".into(),
            kernel: "reduce".into(),
            global: vec![64],
            local: vec![64],
            unit: "GB/s",
            oclvk: side.clone(),
            opencl: Some(Side {
                pipeline: None,
                local_reserve: None,
                ..side.clone()
            }),
            ratio: Some(1.0),
            extra: false,
            portable: Some(Side {
                pipeline: None,
                local_reserve: None,
                ..side
            }),
            portable_ratio: Some(1.0),
        }],
        geomean_ratio: Some(1.0),
        overhead_oclvk: Some(overhead.clone()),
        // The probe measures oclvk's Vulkan calls only.
        overhead_opencl: Some(Overhead {
            timed_latency_us: None,
            probe: None,
            variants: None,
            ..overhead
        }),
        compile: Some(CompileReport {
            clang: "clang-15".into(),
            llvm_spirv: "llvm-spirv-15".into(),
            rows: vec![CompileRow {
                file: "reduce.cl".into(),
                oclvk_ms: 1.0,
                oclvk_cli_ms: Some(1.0),
                clang_ms: Some(1.0),
                speedup: Some(1.0),
                speedup_cli: Some(1.0),
                clang_error: None,
                oclvk_error: None,
            }],
            geomean_speedup: Some(1.0),
            geomean_speedup_cli: Some(1.0),
            math_cost: Some(MathCost {
                plain_cli_ms: 1.0,
                math_cli_ms: 1.0,
                ratio: 1.0,
            }),
            math_cost_error: None,
        }),
        compile_error: None,
        portable_target: Some(PortableTarget::Wgsl),
        portable_note: Some("n".into()),
        portable_geomean_ratio: Some(1.0),
    };
    let json = serde_json::to_value(&report).unwrap();
    assert_documented(&json, "`oclvk bench --json`");
    assert_eq!(
        json["kernels"][0]["oclvk"]["pipeline"][0]["representations"][0],
        serde_json::json!({ "name": "NIR", "text": "text" })
    );
}

/// A module using every part of the reflection: each argument kind, a struct by value, images
/// and samplers, program-scope constants with a relocation, program globals, printf, float
/// atomics, work-group attributes, argument blocks too large for push constants (`everything`
/// with its implicit values, `big`) and one that fits them (`small`, whose accurate `sqrt` asks
/// the math library's fused-fma question).
const EVERYTHING: &str = "
struct inner { short lo; short hi; };
typedef struct { char tag; float scale; int2 shift; struct inner pair; } params_t;
typedef struct { float m[64]; } big_t;
constant int table[4] = {1, 2, 3, 4};
constant int *constant entry = &table[2];
global int counter = 5;
constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel __attribute__((reqd_work_group_size(8, 1, 1))) __attribute__((vec_type_hint(float4)))
void everything(global const float *restrict in, constant int *c, global volatile float *out,
                local float *scratch, uint n, float4 v, params_t p,
                read_only image2d_t src, write_only image2d_t dst, sampler_t s,
                global atomic_float *sum) {
    size_t i = get_global_id(0);
    scratch[get_local_id(0)] = in[i];
    out[i] = scratch[0] + v.x + p.scale + c[0] + *entry + counter + get_global_offset(0) + get_work_dim();
    float4 t = read_imagef(src, s, (int2)(0, 0)) + read_imagef(src, nearest, (int2)(0, 0));
    write_imagef(dst, (int2)(0, 0), t + (float)get_image_channel_data_type(src));
    atomic_fetch_add(sum, 1.0f);
    counter += n;
    if (i == 0) printf(\"%d %s\\n\", (int)n, \"x\");
}

kernel __attribute__((work_group_size_hint(4, 1, 1))) void big(global float *out, big_t b) {
    out[get_global_id(0)] = b.m[get_global_id(0) % 64];
}

kernel void small(global float *out, float s) { out[get_global_id(0)] = work_group_reduce_add(sqrt(s)); }
";

#[test]
fn reflection_keys_are_documented() {
    let mut options = oclvk::CompileOptions::default();
    options.lang.std = oclvk::frontend::options::ClStd::Cl2_0;
    options.backend.local_reserve_auto = true;
    let module = oclvk::compile_source("everything.cl", EVERYTHING, &options)
        .into_result()
        .unwrap();
    let json: serde_json::Value = serde_json::from_str(&module.reflection.to_json()).unwrap();
    assert_documented(&json, "Reflection");
    assert_eq!(json["target"], "vulkan1.2");
    assert_eq!(
        json["fused_fma_spec_id"],
        oclvk::spirv::reflect::FUSED_FMA_SPEC_ID
    );
    let kinds: Vec<&str> = json["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["transport"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["arg-buffer", "arg-buffer", "push-constants"]);
}

#[test]
fn targets_are_spelled_as_the_cli_spells_them_and_other_format_versions_are_named() {
    let dir = scratch("json_target");
    let spv = dir.join("vadd.spv");
    let sidecar = dir.join("vadd.spv.json");
    for (target, spelled) in [("vulkan1.2", "vulkan1.2"), ("vulkan1.3", "vulkan1.3")] {
        assert_ok(&oclvk(&[
            "compile",
            "examples/vadd.cl",
            "--target",
            target,
            "-o",
            spv.to_str().unwrap(),
        ]));
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&sidecar).unwrap()).unwrap();
        assert_eq!(json["target"], spelled);
    }
    // A sidecar of another format version (earlier oclvk wrote 1) is refused by its version,
    // not as malformed, whatever else changed in it.
    let text = std::fs::read_to_string(&sidecar).unwrap();
    let old = text.replacen("\"format_version\": 2", "\"format_version\": 1", 1);
    assert_ne!(old, text);
    std::fs::write(&sidecar, old.replacen("\"target\"", "\"renamed_key\"", 1)).unwrap();
    let out = oclvk(&[
        "run",
        spv.to_str().unwrap(),
        "-g",
        "4",
        "--arg",
        "a=iota:4",
        "--arg",
        "b=iota:4",
        "--arg",
        "c=zeros:4",
    ]);
    assert_fails_with(
        &out,
        "reflection format version 1 is not supported (this oclvk reads version 2); recompile the module",
    );
}
