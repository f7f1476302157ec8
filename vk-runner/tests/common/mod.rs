//! Test helpers: assembling the SPIR-V test kernels, building their reflection, and a validated
//! runtime on the best local device (lavapipe in CI).
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

use oclvk_abi::reflect::*;
use oclvk_runner::{Runtime, RuntimeOptions};

/// The SPIR-V test kernels: `tests/kernels` of the runner, from its own tests and from the root
/// package's (`tests/arg_specs.rs` includes this module; its manifest directory is the
/// workspace's).
pub fn kernels_dir() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let runner = if manifest.ends_with("vk-runner") {
        manifest
    } else {
        manifest.join("vk-runner")
    };
    runner.join("tests/kernels")
}

/// Assembles `text` with spirv-as and checks it with spirv-val (vulkan1.2 environment).
pub fn assemble_text(name: &str, text: &str) -> Vec<u32> {
    let dir = std::env::temp_dir().join(format!("oclvk-runner-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // One file pair per call: tests run in parallel and may assemble the same kernel at once.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let src = dir.join(format!("{name}-{call}.spvasm"));
    let out = dir.join(format!("{name}-{call}.spv"));
    std::fs::write(&src, text).unwrap();
    let st = Command::new("spirv-as")
        .args(["--target-env", "vulkan1.2"])
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("spirv-as not found: install the spirv-tools package");
    assert!(
        st.status.success(),
        "spirv-as {name}: {}",
        String::from_utf8_lossy(&st.stderr)
    );
    let val = Command::new("spirv-val")
        .args(["--target-env", "vulkan1.2"])
        .arg(&out)
        .output()
        .expect("spirv-val not found: install the spirv-tools package");
    assert!(
        val.status.success(),
        "spirv-val {name}: {}",
        String::from_utf8_lossy(&val.stderr)
    );
    let bytes = std::fs::read(&out).unwrap();
    oclvk_runner::words_from_bytes(&bytes).unwrap()
}

pub fn assemble(name: &str) -> Vec<u32> {
    let text = std::fs::read_to_string(kernels_dir().join(format!("{name}.spvasm"))).unwrap();
    assemble_text(name, &text)
}

/// A runtime with validation on; fails loudly (no silent pass) without a loader or device.
pub fn runtime() -> Runtime {
    runtime_with(RuntimeOptions {
        validation: true,
        pipeline_cache: false,
        ..RuntimeOptions::from_env()
    })
}

pub fn runtime_with(opts: RuntimeOptions) -> Runtime {
    match Runtime::new(opts) {
        Ok(rt) => rt,
        Err(e) => panic!("cannot create a Vulkan runtime for the tests: {e}"),
    }
}

pub fn assert_clean(rt: &Runtime) {
    let msgs = rt.validation_messages();
    assert!(msgs.is_empty(), "validation messages:\n{}", msgs.join("\n"));
}

pub fn layout(scalar: ScalarKind, lanes: u32) -> ValueLayout {
    let slots = if lanes == 3 { 4 } else { lanes };
    let size = scalar.size() * slots;
    ValueLayout {
        scalar: Some(scalar),
        lanes,
        size,
        alignment: size,
    }
}

fn type_name(space: &str, l: ValueLayout) -> String {
    let s = l.scalar.unwrap().name();
    let t = if l.lanes == 1 {
        s.to_string()
    } else {
        format!("{s}{}", l.lanes)
    };
    if space.is_empty() {
        t
    } else {
        format!("{space} {t} *")
    }
}

pub fn buffer_arg(index: u32, name: &str, offset: u32, pointee: ValueLayout) -> ArgReflection {
    ArgReflection {
        index,
        name: name.into(),
        type_name: type_name("global", pointee),
        kind: ArgKind::Buffer {
            address_space: AddressSpace::Global,
            offset,
            pointee,
        },
        qualifiers: vec![],
        fields: vec![],
    }
}

pub fn value_arg(index: u32, name: &str, offset: u32, l: ValueLayout) -> ArgReflection {
    ArgReflection {
        index,
        name: name.into(),
        type_name: type_name("", l),
        kind: ArgKind::Value { offset, layout: l },
        qualifiers: vec![],
        fields: vec![],
    }
}

pub fn local_arg(index: u32, name: &str, spec_id: u32, pointee: ValueLayout) -> ArgReflection {
    ArgReflection {
        index,
        name: name.into(),
        type_name: type_name("local", pointee),
        kind: ArgKind::Local {
            spec_id,
            pointee,
            fixed_bytes: None,
        },
        qualifiers: vec![],
        fields: vec![],
    }
}

pub fn kernel(name: &str, args: Vec<ArgReflection>, transport: ArgTransport) -> KernelReflection {
    KernelReflection {
        name: name.into(),
        args,
        transport,
        implicit: vec![],
        work_group: WorkGroupInfo {
            required: None,
            hint: None,
            spec_ids: [0, 1, 2],
            enqueued_spec_ids: None,
        },
        static_local_bytes: 0,
        local_reserve_bytes: 0,
        local_reserve_spec_id: None,
        vec_type_hint: None,
        uses_printf: false,
        float_atomics: vec![],
        sub_group_operations: vec![],
        sub_group_extended_types: false,
        required_sub_group_size: None,
        inline_samplers: Vec::new(),
        collective_local_bytes: 0,
        portable: None,
    }
}

pub fn module(kernels: Vec<KernelReflection>) -> ModuleReflection {
    ModuleReflection {
        format_version: FORMAT_VERSION,
        target: Target::Vulkan1_2,
        opencl_c_version: 120,
        uniform_work_group_size: false,
        kernels,
        constant_data: None,
        program_globals: None,
        printf_calls: vec![],
        checks: None,
        fused_fma_spec_id: None,
    }
}

pub fn vadd_reflection() -> ModuleReflection {
    let f = layout(ScalarKind::Float, 1);
    module(vec![kernel(
        "vadd",
        vec![
            buffer_arg(0, "a", 0, f),
            buffer_arg(1, "b", 8, f),
            buffer_arg(2, "c", 16, f),
            value_arg(3, "n", 24, layout(ScalarKind::Uint, 1)),
        ],
        ArgTransport::PushConstants { size: 28 },
    )])
}

pub fn reverse_reflection() -> ModuleReflection {
    let f = layout(ScalarKind::Float, 1);
    module(vec![kernel(
        "reverse",
        vec![
            buffer_arg(0, "in", 0, f),
            buffer_arg(1, "out", 8, f),
            local_arg(2, "tmp", 3, f),
        ],
        ArgTransport::PushConstants { size: 16 },
    )])
}

pub fn implicit_reflection() -> ModuleReflection {
    let mut k = kernel(
        "implicit",
        vec![buffer_arg(0, "out", 0, layout(ScalarKind::Uint, 1))],
        ArgTransport::ArgBuffer { size: 80 },
    );
    k.implicit = vec![
        ImplicitArg {
            kind: ImplicitKind::GlobalOffset,
            offset: 16,
        },
        ImplicitArg {
            kind: ImplicitKind::GlobalSize,
            offset: 48,
        },
        ImplicitArg {
            kind: ImplicitKind::WorkDim,
            offset: 60,
        },
        ImplicitArg {
            kind: ImplicitKind::ModuleConstants,
            offset: 64,
        },
        ImplicitArg {
            kind: ImplicitKind::ProgramGlobals,
            offset: 72,
        },
    ];
    let mut m = module(vec![k]);
    m.constant_data = Some(DataBlock {
        size: 16,
        alignment: 4,
        init: [10u32, 20, 30, 40]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
        relocations: Vec::new(),
    });
    m.program_globals = Some(DataBlock {
        size: 32,
        alignment: 4,
        init: vec![],
        relocations: Vec::new(),
    });
    m
}

pub fn reqd_reflection() -> ModuleReflection {
    let mut k = kernel(
        "reqd",
        vec![buffer_arg(0, "out", 0, layout(ScalarKind::Uint, 1))],
        ArgTransport::PushConstants { size: 8 },
    );
    k.work_group.required = Some([4, 1, 1]);
    module(vec![k])
}

pub fn spin_reflection() -> ModuleReflection {
    module(vec![kernel(
        "spin",
        vec![
            buffer_arg(0, "out", 0, layout(ScalarKind::Uint, 1)),
            value_arg(1, "iters", 8, layout(ScalarKind::Uint, 1)),
        ],
        ArgTransport::PushConstants { size: 12 },
    )])
}

pub fn scale4_reflection() -> ModuleReflection {
    module(vec![kernel(
        "scale4",
        vec![
            buffer_arg(0, "x", 0, layout(ScalarKind::Float, 4)),
            value_arg(1, "s", 8, layout(ScalarKind::Float, 1)),
        ],
        ArgTransport::PushConstants { size: 12 },
    )])
}

/// vadd.spvasm with `reflection` embedded as the backend embeds it (NonSemantic set + OpString).
pub fn vadd_embedded(reflection: &ModuleReflection) -> Vec<u32> {
    let text = std::fs::read_to_string(kernels_dir().join("vadd.spvasm")).unwrap();
    let json = reflection
        .to_json()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    let text = text
        .replace(
            "OpCapability PhysicalStorageBufferAddresses\n",
            "OpCapability PhysicalStorageBufferAddresses\nOpExtension \"SPV_KHR_non_semantic_info\"\n%refl_set = OpExtInstImport \"NonSemantic.oclvk.reflection.1\"\n",
        )
        .replace(
            "%gid %pc\n",
            &format!("%gid %pc\n%refl_json = OpString \"{json}\"\n"),
        )
        .replace(
            "%vadd = OpFunction",
            "%refl = OpExtInst %void %refl_set 1 %refl_json\n%vadd = OpFunction",
        );
    assemble_text("vadd_embedded", &text)
}

pub fn hello_reflection() -> ModuleReflection {
    let mut k = kernel(
        "hello",
        vec![buffer_arg(0, "x", 0, layout(ScalarKind::Float, 1))],
        ArgTransport::PushConstants { size: 16 },
    );
    k.implicit = vec![ImplicitArg {
        kind: ImplicitKind::PrintfBuffer,
        offset: 8,
    }];
    k.uses_printf = true;
    let mut m = module(vec![k]);
    m.printf_calls = vec![PrintfCall {
        format: "gid=%d x=%.1f\n".into(),
        args: vec![
            PrintfArg::Value {
                scalar: ScalarKind::Int,
                lanes: 1,
            },
            PrintfArg::Value {
                scalar: ScalarKind::Float,
                lanes: 1,
            },
        ],
    }];
    m
}
