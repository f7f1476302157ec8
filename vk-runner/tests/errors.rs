//! Error paths: every pre-dispatch check is a typed error naming what was wrong, a timeout is a
//! typed error (never a hang), and the validation machinery really reports problems.

mod common;

use std::time::{Duration, Instant};

use common::*;
use oclvk_abi::reflect::ArgTransport;
use oclvk_runner::{
    list_devices, ArgValue, DeviceSelector, NdRange, RunnerError, Runtime, RuntimeOptions,
};

#[test]
fn unknown_kernel_lists_kernels() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let e = rt.launch(&prog, "vsub", &NdRange::d1(4), &[]).unwrap_err();
    assert!(matches!(e, RunnerError::UnknownKernel { .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "unknown kernel 'vsub'; the module's kernels are: vadd"
    );
    drop(prog);
    assert_clean(&rt);
}

#[test]
fn argument_checks_name_the_argument() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let b = rt.buffer_from_slice(&[0f32; 4]).unwrap();
    let r = NdRange::d1(4);
    let base = |n: ArgValue<'static>| {
        vec![
            ("a", ArgValue::Buffer(&b)),
            ("b", ArgValue::Buffer(&b)),
            ("c", ArgValue::Buffer(&b)),
            ("n", n),
        ]
    };
    // Missing.
    let e = rt
        .launch(&prog, "vadd", &r, &base(ArgValue::scalar(4u32))[..3])
        .unwrap_err();
    assert_eq!(e.to_string(), "kernel 'vadd': missing argument(s): n");
    // Unknown.
    let mut args = base(ArgValue::scalar(4u32));
    args.push(("m", ArgValue::scalar(1u32)));
    let e = rt.launch(&prog, "vadd", &r, &args).unwrap_err();
    assert!(matches!(e, RunnerError::UnknownArg { .. }));
    assert!(
        e.to_string().contains("no parameter 'm'") && e.to_string().contains("uint n"),
        "{e}"
    );
    // Duplicate.
    let mut args = base(ArgValue::scalar(4u32));
    args.push(("3", ArgValue::scalar(1u32)));
    assert!(matches!(
        rt.launch(&prog, "vadd", &r, &args),
        Err(RunnerError::DuplicateArg { .. })
    ));
    // Size mismatch.
    let e = rt
        .launch(&prog, "vadd", &r, &base(ArgValue::scalar(4u64)))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 'n': the kernel's parameter 'uint' takes 4 bytes, but 8 bytes were given"
    );
    // Wrong kind.
    let mut args = base(ArgValue::scalar(4u32));
    args[0].1 = ArgValue::scalar(1.0f32);
    let e = rt.launch(&prog, "vadd", &r, &args).unwrap_err();
    assert!(
        matches!(e, RunnerError::ArgKindMismatch { ref name, .. } if name == "a"),
        "{e}"
    );
    let mut args = base(ArgValue::scalar(4u32));
    args[3].1 = ArgValue::Buffer(&b);
    assert!(matches!(
        rt.launch(&prog, "vadd", &r, &args),
        Err(RunnerError::ArgKindMismatch { .. })
    ));
    // Empty buffers cannot exist.
    assert!(matches!(
        rt.create_buffer(0),
        Err(RunnerError::ZeroSizeBuffer)
    ));
    drop((b, prog));
    assert_clean(&rt);
}

#[test]
fn ndrange_checks() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let b = rt.buffer_from_slice(&[0f32; 4]).unwrap();
    let args = [
        ("a", ArgValue::Buffer(&b)),
        ("b", ArgValue::Buffer(&b)),
        ("c", ArgValue::Buffer(&b)),
        ("n", ArgValue::scalar(0u32)),
    ];
    let run = |r: NdRange| rt.launch(&prog, "vadd", &r, &args).unwrap_err();
    let e = run(NdRange::d1(100).with_local(&[64]));
    assert_eq!(
        e.to_string(),
        "global size 100 in dimension 0 is not a multiple of local size 64 (OpenCL C 1.2 has no smaller last work-group; compile with -cl-std=CL2.0 or CL3.0 for one)"
    );
    // The last id, offset + global - 1, must be a size_t.
    let e = run(NdRange::d1(4).with_offset(&[u64::MAX - 2]));
    assert_eq!(
        e.to_string(),
        "global offset 18446744073709551613 plus global size 4 in dimension 0 exceeds the range of size_t (2^64)"
    );
    assert!(matches!(
        run(NdRange::d1(0)),
        RunnerError::ZeroSize {
            what: "global",
            dim: 0
        }
    ));
    assert!(matches!(
        run(NdRange::d1(4).with_local(&[0])),
        RunnerError::ZeroSize { what: "local", .. }
    ));
    assert!(matches!(
        run(NdRange::new(&[])),
        RunnerError::BadDimensions(0)
    ));
    assert!(matches!(
        run(NdRange::d1(4).with_local(&[2, 2])),
        RunnerError::DimensionMismatch { .. }
    ));
    let max = rt.device().limits.max_compute_work_group_size[0];
    let e = run(NdRange::d1(max as u64 * 2).with_local(&[max * 2]));
    assert!(
        matches!(e, RunnerError::LocalSizeLimit { dim: 0, .. }),
        "{e}"
    );
    let inv = rt.device().limits.max_compute_work_group_invocations;
    let e = run(NdRange::new(&[inv as u64, 2]).with_local(&[inv, 2]));
    assert!(matches!(e, RunnerError::InvocationLimit { .. }), "{e}");
    assert!(e.to_string().contains("maxComputeWorkGroupInvocations"));
    // The default local size divides the global size (OpenCL C 1.2) and follows the rule for
    // the device; a range within the budget is one work-group.
    let ok = rt.launch(&prog, "vadd", &NdRange::d1(3000), &args).unwrap();
    let kernel = prog.kernel("vadd").unwrap();
    let limits = rt.device().limits;
    assert_eq!(
        ok.local_size,
        oclvk_runner::default_local_size(kernel, &[3000], &limits, false)
    );
    assert_eq!(3000 % ok.local_size[0], 0);
    let ok = rt
        .launch(&prog, "vadd", &NdRange::new(&[12, 6]), &args)
        .unwrap();
    assert_eq!(ok.local_size, [12, 6, 1]);
    drop((b, prog));
    assert_clean(&rt);
}

#[test]
fn required_local_size_is_enforced() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("reqd"), Some(reqd_reflection()))
        .unwrap();
    let out = rt.create_buffer(64).unwrap();
    let e = rt
        .launch(
            &prog,
            "reqd",
            &NdRange::d1(16).with_local(&[8]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "kernel 'reqd' requires local size [4, 1, 1] (reqd_work_group_size) but [8, 1, 1] was given"
    );
    drop((out, prog));
    assert_clean(&rt);
}

#[test]
fn local_memory_limit() {
    let rt = runtime();
    let prog = rt
        .load_program(&assemble("reverse"), Some(reverse_reflection()))
        .unwrap();
    let b = rt.create_buffer(64 * 4).unwrap();
    let too_many = rt.device().limits.max_compute_shared_memory_size / 4 + 1;
    let e = rt
        .launch(
            &prog,
            "reverse",
            &NdRange::d1(64).with_local(&[16]),
            &[
                ("in", ArgValue::Buffer(&b)),
                ("out", ArgValue::Buffer(&b)),
                ("tmp", ArgValue::Local(too_many)),
            ],
        )
        .unwrap_err();
    assert!(matches!(e, RunnerError::LocalMemoryLimit { .. }), "{e}");
    assert!(e.to_string().contains("for 'tmp'"), "{e}");
    let e = rt
        .launch(
            &prog,
            "reverse",
            &NdRange::d1(64).with_local(&[16]),
            &[
                ("in", ArgValue::Buffer(&b)),
                ("out", ArgValue::Buffer(&b)),
                ("tmp", ArgValue::Local(0)),
            ],
        )
        .unwrap_err();
    assert!(matches!(e, RunnerError::ZeroLocal { .. }), "{e}");
    drop((b, prog));
    assert_clean(&rt);
}

#[test]
fn device_selection() {
    let devices = list_devices().expect("the Vulkan loader must be installed for these tests");
    assert!(
        !devices.is_empty(),
        "no Vulkan device: install mesa-vulkan-drivers"
    );
    for d in &devices {
        assert!(!d.name.is_empty());
        assert!(d.describe().contains("maxComputeWorkGroupInvocations"));
    }
    let e = Runtime::new(RuntimeOptions {
        device: Some(DeviceSelector::Name("no such gpu".into())),
        ..RuntimeOptions::from_env()
    })
    .err()
    .unwrap();
    assert!(matches!(e, RunnerError::NoMatchingDevice { .. }));
    assert!(e.to_string().contains(&devices[0].name), "{e}");
    let e = Runtime::new(RuntimeOptions {
        device: Some(DeviceSelector::Index(99)),
        ..RuntimeOptions::from_env()
    });
    assert!(matches!(e, Err(RunnerError::NoMatchingDevice { .. })));
    // By case-insensitive name substring.
    let name = devices
        .iter()
        .find(|d| d.features.buffer_device_address)
        .unwrap()
        .name
        .to_uppercase();
    let rt = runtime_with(RuntimeOptions {
        device: Some(DeviceSelector::parse(&name[..name.len().min(6)])),
        validation: true,
        pipeline_cache: false,
        ..RuntimeOptions::from_env()
    });
    assert!(rt
        .device()
        .name
        .to_uppercase()
        .starts_with(&name[..name.len().min(6)]));
    assert_clean(&rt);
}

#[test]
fn validation_reports_a_bad_push_constant_range() {
    // Reflection that claims a 8-byte block while the shader reads 28 bytes: the validation layer
    // must complain, proving that messages are collected.
    let rt = runtime();
    let mut refl = vadd_reflection();
    refl.kernels[0].transport = ArgTransport::PushConstants { size: 8 };
    for a in &mut refl.kernels[0].args {
        a.kind = oclvk_abi::reflect::ArgKind::Buffer {
            address_space: oclvk_abi::reflect::AddressSpace::Global,
            offset: 0,
            pointee: layout(oclvk_abi::reflect::ScalarKind::Float, 1),
        };
    }
    let prog = rt.load_program(&assemble("vadd"), Some(refl)).unwrap();
    let b = rt.create_buffer(16).unwrap();
    let _ = rt.launch(
        &prog,
        "vadd",
        &NdRange::d1(4),
        &[
            ("a", ArgValue::Buffer(&b)),
            ("b", ArgValue::Buffer(&b)),
            ("c", ArgValue::Buffer(&b)),
            ("n", ArgValue::Buffer(&b)),
        ],
    );
    assert!(
        !rt.validation_messages().is_empty(),
        "the validation layer reported nothing"
    );
}

#[test]
fn bad_modules_are_errors() {
    let rt = runtime();
    assert!(matches!(
        rt.load_program(&[1, 2, 3], None),
        Err(RunnerError::BadModule(_))
    ));
    // vadd without embedded reflection and none given.
    let e = rt.load_program(&assemble("vadd"), None).unwrap_err();
    assert!(matches!(e, RunnerError::Reflection(_)), "{e}");
    assert!(oclvk_runner::words_from_bytes(&[0u8; 7]).is_err());
    assert_clean(&rt);
}

#[test]
fn timeout_is_a_typed_error() {
    let rt = runtime_with(RuntimeOptions {
        validation: true,
        pipeline_cache: false,
        timeout: Duration::from_millis(100),
        ..RuntimeOptions::from_env()
    });
    let prog = rt
        .load_program(&assemble("spin"), Some(spin_reflection()))
        .unwrap();
    // lavapipe stops any loop after 65535 iterations, so a kernel cannot run forever there; many
    // work-groups of long loops take over a second instead, well past the 100 ms timeout (4096
    // invocations took under 100 ms once the driver's first compile stopped counting).
    // A GPU runs loops as long as asked: 2^24 iterations in 65536 invocations (about a second).
    let cpu = rt.device().device_type == oclvk_runner::DeviceType::Cpu;
    let (global, iters) = if cpu {
        (65536u64, 60000u32)
    } else {
        (65536, 1 << 24)
    };
    let out = rt.create_buffer(global * 4).unwrap();
    let start = Instant::now();
    let e = rt
        .launch(
            &prog,
            "spin",
            &NdRange::d1(global),
            &[
                ("out", ArgValue::Buffer(&out)),
                ("iters", ArgValue::scalar(iters)),
            ],
        )
        .unwrap_err();
    assert!(matches!(e, RunnerError::Timeout { .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "kernel 'spin' did not finish within 100 ms (infinite loop? raise the timeout)"
    );
    assert!(start.elapsed() < Duration::from_secs(5));
    // The runtime refuses further work instead of queueing behind the runaway kernel.
    assert!(matches!(rt.create_buffer(4), Err(RunnerError::Poisoned)));
    drop((out, prog, rt));
}

/// Device limits like those of `oclvk devices`: lavapipe on AVX2 (8-wide sub-groups) and an
/// NVIDIA H100 (32-wide), and a device whose group limit is one 64-wide sub-group.
fn limits(
    max_invocations: u32,
    max_size: [u32; 3],
    subgroup_size: u32,
) -> oclvk_runner::DeviceLimits {
    oclvk_runner::DeviceLimits {
        max_compute_work_group_invocations: max_invocations,
        max_compute_work_group_size: max_size,
        max_compute_work_group_count: [65535; 3],
        max_compute_shared_memory_size: 32768,
        max_push_constants_size: 128,
        max_storage_buffer_range: u32::MAX,
        subgroup_size,
        max_buffer_size: 1 << 34,
    }
}

#[test]
fn default_local_size_rules() {
    use oclvk_runner::default_local_size;
    let h100 = limits(1024, [1024, 1024, 64], 32);
    let lavapipe = limits(1024, [1024, 1024, 1024], 8);
    let narrow = limits(64, [64, 64, 64], 64);
    let mut k = vadd_reflection().kernels.remove(0);
    let uniform = |g: &[u64], l| default_local_size(&k, g, l, false);
    // 1-D: 256 work-items, whole sub-groups.
    assert_eq!(uniform(&[1 << 22], &h100), [256, 1, 1]);
    assert_eq!(uniform(&[1 << 22], &lavapipe), [256, 1, 1]);
    assert_eq!(uniform(&[1 << 22], &narrow), [64, 1, 1]);
    // A global size that fits is one work-group.
    assert_eq!(uniform(&[7], &h100), [7, 1, 1]);
    assert_eq!(uniform(&[97], &h100), [97, 1, 1]);
    // No divisor of 1000 is a whole number of 32-wide sub-groups: the largest divisor, unless
    // the last work-group may be smaller.
    assert_eq!(uniform(&[1000], &h100), [250, 1, 1]);
    assert_eq!(default_local_size(&k, &[1000], &h100, true), [256, 1, 1]);
    assert_eq!(uniform(&[1000], &lavapipe), [200, 1, 1]);
    // 32 * 997: one sub-group per group is still a whole divisor, better than 16 or 997.
    assert_eq!(uniform(&[32 * 997], &h100), [32, 1, 1]);
    assert_eq!(
        default_local_size(&k, &[32 * 997], &h100, true),
        [256, 1, 1]
    );
    // 2-D and 3-D: rows of 32 (contiguous 128-byte segments), the rest of the budget in rows.
    assert_eq!(uniform(&[8192, 8192], &h100), [32, 8, 1]);
    assert_eq!(uniform(&[8192, 8192], &lavapipe), [32, 8, 1]);
    assert_eq!(uniform(&[64, 64], &h100), [32, 8, 1]);
    assert_eq!(uniform(&[256, 256, 256], &h100), [32, 8, 1]);
    assert_eq!(uniform(&[8, 8, 8], &h100), [8, 8, 4]);
    // Few rows: the rows widen into the budget they leave.
    assert_eq!(uniform(&[4096, 2], &h100), [128, 2, 1]);
    assert_eq!(uniform(&[8192, 8192], &narrow), [64, 1, 1]);
    // The kernel's attributes come first.
    k.work_group.hint = Some([32, 1, 1]);
    assert_eq!(default_local_size(&k, &[1 << 20], &h100, false), [32, 1, 1]);
    k.work_group.required = Some([16, 1, 1]);
    assert_eq!(default_local_size(&k, &[1 << 20], &h100, false), [16, 1, 1]);
}

#[test]
fn half_conversion() {
    use oclvk_abi::half::f32_to_f16;
    assert_eq!(f32_to_f16(1.0), 0x3c00);
    assert_eq!(f32_to_f16(-2.0), 0xc000);
    assert_eq!(f32_to_f16(65504.0), 0x7bff);
    assert_eq!(f32_to_f16(1e6), 0x7c00);
    assert_eq!(f32_to_f16(5.960_464_5e-8), 0x0001); // smallest subnormal
    assert_eq!(f32_to_f16(0.1), 0x2e66);
    assert_eq!(f32_to_f16(f32::NAN) & 0x7e00, 0x7e00);
}

#[test]
fn device_listing_describes_every_device() {
    for d in list_devices().unwrap() {
        let text = d.describe();
        eprintln!("{text}");
        assert!(text.starts_with(&format!("{}: {}", d.index, d.name)));
        assert!(text.contains("features: "));
        let json = serde_json::to_value(&d).unwrap();
        assert_eq!(json["name"], d.name.as_str());
        assert!(json["limits"]["max_compute_shared_memory_size"].is_u64());
    }
}

#[test]
fn runtime_types_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<Runtime>();
    check::<oclvk_runner::Program>();
    check::<oclvk_runner::Buffer>();
}

#[test]
fn printf_buffer_size_out_of_range() {
    for size in [
        0,
        oclvk_runner::MIN_PRINTF_BUFFER_SIZE - 1,
        oclvk_runner::MAX_PRINTF_BUFFER_SIZE + 1,
    ] {
        let e = Runtime::new(RuntimeOptions {
            printf_buffer_size: size,
            ..RuntimeOptions::from_env()
        })
        .err()
        .expect("refused");
        assert!(
            matches!(e, RunnerError::PrintfBufferSize { size: s } if s == size),
            "{e}"
        );
        assert!(e.to_string().contains("out of range"), "{e}");
    }
}
