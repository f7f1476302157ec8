//! 64-bit atomics through `vulkan1.2-portable` (a runtime without device addresses):
//! tests/portable/atomics64.cl on the device `OCLVK_DEVICE` names (lavapipe here, the H100 on
//! request). On a device with `shaderBufferInt64Atomics` and `shaderSharedInt64Atomics` every
//! output must equal a host model of the kernel; on one without, loading the module must fail
//! with the runner's error naming the kernel and the missing feature, never run.
//!
//! MSL's 64-bit atomics (min and max statements whose result is unused, on buffers nothing else
//! touches) run here through the same lowering on portable SPIR-V
//! (`Options::int64_atomic_min_max_statements`, validated with naga's
//! `SHADER_INT64_ATOMIC_MIN_MAX` alone), and every buffer must equal PoCL's.

mod common;
#[path = "common/opencl.rs"]
mod opencl;

use oclvk::naga_backend::{Code, Options};
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::runner::{NdRange, Runtime, RuntimeOptions};
use oclvk::spec::ArgSpec;
use oclvk::spirv::reflect::Target;

const GLOBAL: u64 = 1024;
const LOCAL: u64 = 64;

fn compile() -> oclvk::spirv::Output {
    let path = common::root().join("tests/portable/atomics64.cl");
    let source = std::fs::read_to_string(&path).expect("tests/portable/atomics64.cl");
    compile_portable("atomics64.cl", &source, "", false)
}

/// `source` compiled with `build` options for `vulkan1.2-portable`, its 64-bit atomics lowered
/// as on MSL where `min_max_statements`.
fn compile_portable(
    name: &str,
    source: &str,
    build: &str,
    min_max_statements: bool,
) -> oclvk::spirv::Output {
    let options = oclvk::build_options::parse(build).expect("build options");
    let portable = Options {
        target: Target::Vulkan1_2Portable,
        int64_atomic_min_max_statements: min_max_statements,
        ..Options::default()
    };
    let (compilation, output) = oclvk::compile_source_portable(name, source, &options, &portable);
    let output = output.unwrap_or_else(|| {
        panic!(
            "{}",
            compilation.render(oclvk::DiagnosticFormat::Text, false)
        )
    });
    let Code::Words(words) = output.code else {
        panic!("portable SPIR-V is words")
    };
    oclvk::spirv::Output {
        words,
        reflection: output.reflection,
    }
}

/// What the kernel leaves in `s`, `u` and `m` (as `u64` words), computed on the host.
fn host_model() -> [Vec<u64>; 3] {
    let ids = 0..GLOBAL as i64;
    let group_min = -((LOCAL as i64 - 1) << 32);
    let s = [
        ids.clone()
            .fold(0i64, |a, id| a.wrapping_add((id + 1) << 32)),
        ids.clone()
            .fold(0i64, |a, id| a.wrapping_sub(id.wrapping_mul(0x3_0000_0001))),
        ids.clone().map(|id| -(id << 33)).fold(group_min, i64::min),
        ids.clone().map(|id| (id << 31) - 7).fold(0, i64::max),
    ];
    let group_sum = (0..LOCAL).map(|l| (l << 32) | 1).sum::<u64>();
    let u = [
        GLOBAL,
        0u64.wrapping_sub(GLOBAL),
        ids.clone().fold(0, |a, id| a | 1u64 << (id & 63)),
        ids.clone().fold(0, |a, id| a ^ ((id as u64) << 20)),
        ids.clone().map(|id| (id as u64) << 40).fold(0, u64::max),
        ids.clone().map(|id| (id as u64) << 35).sum(),
        group_sum * (GLOBAL / LOCAL),
        group_min as u64,
    ];
    let m = [
        ids.clone().fold(!0, |a, id| a & !(1u64 << (id & 63))),
        ids.map(|id| (((id ^ 0x155) as u64) + 3) << 30)
            .fold(!0, u64::min),
    ];
    [
        s.iter().map(|&v| v as u64).collect(),
        u.to_vec(),
        m.to_vec(),
    ]
}

fn words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

#[test]
fn int64_atomics_equal_the_host_or_are_refused_naming_the_feature() {
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        buffer_device_address: false,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    let output = compile();
    let p = output.reflection.kernels[0]
        .portable
        .as_ref()
        .expect("portable bindings");
    assert!(p.buffer_int64_atomics && p.shared_int64_atomics);
    let features = &rt.device().features;
    let device = rt.device().name.clone();
    let loaded = oclvk::load(&rt, &output);
    let missing = if !features.buffer_int64_atomics {
        Some(("global", "shaderBufferInt64Atomics"))
    } else if !features.shared_int64_atomics {
        Some(("local", "shaderSharedInt64Atomics"))
    } else {
        None
    };
    if let Some((memory, feature)) = missing {
        let Err(e) = loaded else {
            panic!("a device without 64-bit atomics must refuse the module")
        };
        assert_eq!(
            e.to_string(),
            format!("kernel 'atomics64' uses 64-bit atomics on {memory} memory ({feature}), which device '{device}' does not support")
        );
        eprintln!("  {device}: refused ({feature})");
        return;
    }
    let program = loaded.expect("the module loads");
    let specs: Vec<ArgSpec> = ["s=zeros:4", "u=zeros:8", "m=fill:18446744073709551615:2"]
        .iter()
        .map(|s| ArgSpec::parse(s).expect("an argument spec"))
        .collect();
    let range = NdRange::new(&[GLOBAL]).with_local(&[LOCAL as u32]);
    let report = rt
        .run_specs(&program, "atomics64", &range, &specs, &RunConfig::default())
        .expect("the run");
    let want = host_model();
    for (output, want) in report.outputs.iter().zip(&want) {
        assert_eq!(
            &words(&output.bytes),
            want,
            "'{}' on {device}",
            output.param.name
        );
    }
    assert_eq!(report.outputs.len(), 3);
    assert!(
        rt.validation_messages().is_empty(),
        "{:?}",
        rt.validation_messages()
    );
    eprintln!("  {device}: equal to the host");
}

/// Every 64-bit atomic MSL has: min and max of `ulong` buffers (compared unsigned: values past
/// 2^63 too), in the kernel and in a helper, values past 32 bits, results unused; the buffers
/// are touched by nothing else (the `uint` one is plain).
const MIN_MAX_SOURCE: &str = r#"
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

void lower_to(global ulong *lows, ulong v) { atom_min(&lows[3], v); }

kernel void min_max64(global ulong *lows, global ulong *peaks, global uint *touched) {
    ulong u = get_global_id(0);
    atom_min(&lows[u & 1], ((u ^ 0x2a5) + 3) << 30);
    atom_min(&lows[2], (u << 54) | 0x8000000000000000UL);
    lower_to(lows, ~(u << 20));
    atom_max(&peaks[u & 1], (u << 40) | (u ^ 0x155));
    atom_max(&peaks[2], ~u);
    atom_max(&peaks[3], (u * 0x9e3779b97f4a7c15UL) >> 1);
    touched[u] = (uint)u + 1;
}
"#;

#[test]
fn int64_min_max_statements_equal_pocl() {
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        buffer_device_address: false,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    let output = compile_portable("min_max64.cl", MIN_MAX_SOURCE, "", true);
    let p = output.reflection.kernels[0]
        .portable
        .as_ref()
        .expect("portable bindings");
    assert!(p.buffer_int64_atomics && !p.shared_int64_atomics);
    // MSL's reflection says the same of its kernel.
    let options = oclvk::build_options::parse("").expect("no build options");
    let msl = Options {
        target: Target::Msl,
        ..Options::default()
    };
    let (compilation, msl) =
        oclvk::compile_source_portable("min_max64.cl", MIN_MAX_SOURCE, &options, &msl);
    let msl = msl.unwrap_or_else(|| {
        panic!(
            "{}",
            compilation.render(oclvk::DiagnosticFormat::Text, false)
        )
    });
    let p = msl.reflection.kernels[0]
        .portable
        .as_ref()
        .expect("MSL bindings");
    assert!(p.buffer_int64_atomics && !p.shared_int64_atomics);
    let device = rt.device().name.clone();
    let loaded = oclvk::load(&rt, &output);
    if !rt.device().features.buffer_int64_atomics {
        let Err(e) = loaded else {
            panic!("a device without 64-bit atomics must refuse the module")
        };
        assert_eq!(
            e.to_string(),
            format!("kernel 'min_max64' uses 64-bit atomics on global memory (shaderBufferInt64Atomics), which device '{device}' does not support")
        );
        eprintln!("  {device}: refused (shaderBufferInt64Atomics)");
        return;
    }
    let program = loaded.expect("the module loads");
    let specs: Vec<ArgSpec> = [
        "lows=fill:18446744073709551615:4",
        "peaks=zeros:4",
        "touched=zeros:1024",
    ]
    .iter()
    .map(|s| ArgSpec::parse(s).expect("an argument spec"))
    .collect();
    let range = NdRange::new(&[GLOBAL]).with_local(&[LOCAL as u32]);
    let report = rt
        .run_specs(&program, "min_max64", &range, &specs, &RunConfig::default())
        .expect("the run");
    assert!(
        rt.validation_messages().is_empty(),
        "{:?}",
        rt.validation_messages()
    );

    let platform = opencl::Platform::open(std::env::var("OCLVK_DIFF_PLATFORM").ok().as_deref())
        .unwrap_or_else(|e| panic!("an OpenCL platform (PoCL): {e}"));
    let ulongs = |values: &[u64]| -> opencl::ClArg {
        opencl::ClArg::Buffer(values.iter().flat_map(|v| v.to_le_bytes()).collect())
    };
    let args = [
        ulongs(&[u64::MAX; 4]),
        ulongs(&[0; 4]),
        opencl::ClArg::Buffer(vec![0; 4 * GLOBAL as usize]),
    ];
    let expected = platform
        .run(
            MIN_MAX_SOURCE,
            "min_max64",
            &[GLOBAL as usize],
            Some(&[LOCAL as usize]),
            &args,
        )
        .expect("the PoCL run");
    assert_eq!(report.outputs.len(), expected.len());
    for (output, want) in report.outputs.iter().zip(&expected) {
        assert_eq!(
            &output.bytes, want,
            "'{}' on {device} against PoCL",
            output.param.name
        );
    }
    eprintln!(
        "  {device}: equal to {} ({})",
        platform.device_name, platform.platform_name
    );
}

/// 64-bit atomics on program-scope variables (members of the program-global buffer, made
/// atomic like buffers' elements), read back by a second kernel: the runner keeps the buffer
/// from one launch to the next.
const PROGRAM_GLOBALS_SOURCE: &str = r#"
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

global long total;
global ulong peaks[2];

kernel void bump() {
    long id = (long)get_global_id(0);
    atom_add(&total, (id << 33) - 3);
    atom_max(&peaks[id & 1], ((ulong)id << 45) ^ 0x8000000000000000UL);
}

kernel void read_back(global long *out) {
    out[0] = atom_add(&total, 0L);
    out[1] = (long)atom_or(&peaks[0], 0UL);
    out[2] = (long)atom_or(&peaks[1], 0UL);
}
"#;

#[test]
fn int64_atomics_on_program_scope_variables_equal_the_default_target() {
    let options = RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    };
    let default_rt = Runtime::new(options.clone()).expect("a Vulkan device");
    let portable_rt = Runtime::new(RuntimeOptions {
        buffer_device_address: false,
        ..options
    })
    .expect("a Vulkan device");
    if !portable_rt.device().features.buffer_int64_atomics {
        eprintln!(
            "  {}: no shaderBufferInt64Atomics",
            portable_rt.device().name
        );
        return;
    }
    let build = oclvk::build_options::parse("-cl-std=CL2.0").expect("build options");
    let default = oclvk::compile_source("globals64.cl", PROGRAM_GLOBALS_SOURCE, &build)
        .into_result()
        .expect("the default target compiles it");
    let portable = compile_portable(
        "globals64.cl",
        PROGRAM_GLOBALS_SOURCE,
        "-cl-std=CL2.0",
        false,
    );
    let specs = [ArgSpec::parse("out=zeros:3").expect("an argument spec")];
    let mut outputs = Vec::new();
    for (rt, output) in [(&default_rt, &default), (&portable_rt, &portable)] {
        let program = oclvk::load(rt, output).expect("the module loads");
        let bump = NdRange::new(&[GLOBAL]).with_local(&[LOCAL as u32]);
        rt.run_specs(&program, "bump", &bump, &[], &RunConfig::default())
            .expect("bump");
        let report = rt
            .run_specs(
                &program,
                "read_back",
                &NdRange::new(&[1]),
                &specs,
                &RunConfig::default(),
            )
            .expect("read_back");
        assert!(
            rt.validation_messages().is_empty(),
            "{:?}",
            rt.validation_messages()
        );
        outputs.push(words(&report.outputs[0].bytes));
    }
    let total = (0..GLOBAL as i64).fold(0i64, |a, id| a.wrapping_add((id << 33) - 3));
    let peak = |parity: u64| {
        (0..GLOBAL)
            .filter(|id| id & 1 == parity)
            .map(|id| (id << 45) ^ 0x8000_0000_0000_0000)
            .max()
            .expect("ids of each parity")
    };
    assert_eq!(
        outputs[0],
        vec![total as u64, peak(0), peak(1)],
        "the default target against the host"
    );
    assert_eq!(
        outputs[1], outputs[0],
        "vulkan1.2-portable against the default target"
    );
}
