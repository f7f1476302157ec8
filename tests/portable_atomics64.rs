//! 64-bit atomics through `vulkan1.2-portable` (a runtime without device addresses):
//! tests/portable/atomics64.cl on the device `OCLVK_DEVICE` names (lavapipe here, the H100 on
//! request). On a device with `shaderBufferInt64Atomics` and `shaderSharedInt64Atomics` every
//! output must equal a host model of the kernel; on one without, loading the module must fail
//! with the runner's error naming the kernel and the missing feature, never run.

mod common;

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
    let options = oclvk::build_options::parse("").expect("no build options");
    let portable = Options {
        target: Target::Vulkan1_2Portable,
        ..Options::default()
    };
    let (compilation, output) =
        oclvk::compile_source_portable("atomics64.cl", &source, &options, &portable);
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
