//! Vulkan-target tests: every module passes spirv-val for its environment.
mod common;
mod math_library;
use common::*;
use oclvk_spirv::reflect::*;
use oclvk_spirv::{compile, Options, Target};

#[test]
fn vadd_validates_and_reflects() {
    let m = vadd();
    let out = build("vadd", &m, Target::Vulkan1_2);
    let k = out.reflection.kernel("vadd").unwrap();
    assert_eq!(k.args.len(), 3);
    let offsets: Vec<u32> = k
        .args
        .iter()
        .map(|a| match a.kind {
            ArgKind::Buffer { offset, .. } => offset,
            _ => panic!(),
        })
        .collect();
    assert_eq!(offsets, [0, 8, 16]);
    assert_eq!(k.args[0].qualifiers, [TypeQualifier::Const]);
    // The offset is a ulong[3] at an 8-byte boundary, the group base a uint3 at 16.
    assert_eq!(
        k.implicit,
        [
            ImplicitArg {
                kind: ImplicitKind::GlobalOffset,
                offset: 24
            },
            ImplicitArg {
                kind: ImplicitKind::GroupBase,
                offset: 48
            }
        ]
    );
    assert_eq!(k.transport, ArgTransport::PushConstants { size: 60 });
    assert_eq!(
        k.work_group.enqueued_spec_ids,
        Some(ENQUEUED_LOCAL_SIZE_SPEC_IDS)
    );
    assert_eq!(k.work_group.spec_ids, [0, 1, 2]);
    let back = ModuleReflection::from_module(&out.words).unwrap();
    assert_eq!(back, out.reflection);
    golden("vadd.vulkan1.2.spvasm", &disassemble("vadd", &out.words));
}

#[test]
fn vadd_vulkan13_is_spirv16() {
    let out = build("vadd13", &vadd(), Target::Vulkan1_3);
    assert_eq!(out.words[1], 0x0001_0600);
    let dis = disassemble("vadd13", &out.words);
    assert!(!dis.contains("SPV_KHR_non_semantic_info"));
}

#[test]
fn strip_reflection() {
    let out = compile(
        &vadd(),
        &Options {
            strip_reflection: true,
            ..Options::default()
        },
    )
    .unwrap();
    validate("strip", &out.words, Target::Vulkan1_2);
    assert!(matches!(
        ModuleReflection::from_module(&out.words),
        Err(ReflectionError::Missing)
    ));
    assert_eq!(out.words[1], 0x0001_0500);
}

#[test]
fn control_flow_validates() {
    let m = flow();
    build("flow", &m, Target::Vulkan1_2);
    build("flow13", &m, Target::Vulkan1_3);
}

#[test]
fn pointers_and_storage_classes() {
    let m = pointers();
    let out = build("pointers", &m, Target::Vulkan1_2);
    let k = out.reflection.kernel("ptrs").unwrap();
    assert_eq!(k.static_local_bytes, 64);
    let kinds: Vec<&ArgKind> = k.args.iter().map(|a| &a.kind).collect();
    assert!(matches!(kinds[1], ArgKind::Local { spec_id: 3, .. }));
    assert!(matches!(
        kinds[2],
        ArgKind::Value {
            offset: 16,
            layout: ValueLayout {
                size: 16,
                lanes: 4,
                ..
            }
        }
    ));
    assert!(matches!(
        kinds[3],
        ArgKind::Value {
            offset: 32,
            layout: ValueLayout {
                size: 8,
                scalar: None,
                ..
            }
        }
    ));
    assert!(k.implicit.is_empty());
    assert_eq!(k.transport, ArgTransport::PushConstants { size: 40 });
    golden(
        "pointers.vulkan1.2.spvasm",
        &disassemble("pointers", &out.words),
    );
}

#[test]
fn argument_buffer_constants_and_kernel_calls() {
    let m = big_args();
    let out = build("big", &m, Target::Vulkan1_2);
    let k = out.reflection.kernel("big").unwrap();
    // out at 0, v0..v7 at 16..128, w at 144 (16 bytes), then the implicit values.
    assert!(matches!(k.args[9].kind, ArgKind::Value { offset: 144, .. }));
    assert_eq!(
        k.implicit,
        [
            ImplicitArg {
                kind: ImplicitKind::GlobalOffset,
                offset: 160
            },
            ImplicitArg {
                kind: ImplicitKind::GroupBase,
                offset: 192
            },
            ImplicitArg {
                kind: ImplicitKind::ModuleConstants,
                offset: 208
            }
        ]
    );
    assert_eq!(k.transport, ArgTransport::ArgBuffer { size: 216 });
    let data = out.reflection.constant_data.as_ref().unwrap();
    assert_eq!((data.size, data.alignment, data.init.len()), (16, 4, 16));
    let caller = out.reflection.kernel("caller").unwrap();
    assert_eq!(caller.work_group.required, Some([64, 1, 1]));
    assert_eq!(caller.implicit.len(), 3);
    let dis = disassemble("big", &out.words);
    assert!(
        dis.contains("OpExecutionMode %") && dis.contains("LocalSize 64 1 1"),
        "{dis}"
    );
    build("big_cl", &m, Target::Opencl);
}

#[test]
fn recursion_is_an_error() {
    let errs = compile(&recursive(), &Options::default()).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(
        errs[0].message,
        "recursion is not supported: 'f' calls itself"
    );
}

#[test]
fn unsupported_builtin_is_a_diagnostic() {
    let mut m = vadd();
    let f = &mut m.functions[oclvk_frontend::ir::FunctionId::new(0)];
    let void = m.types.void();
    let e = f.add_expr(
        oclvk_frontend::ir::ExprKind::Builtin {
            builtin: oclvk_frontend::ir::Builtin::Simple(
                oclvk_frontend::ir::SimpleBuiltin::GetImageChannelOrder,
            ),
            args: oclvk_frontend::ir::ExprList::default(),
        },
        void,
        sp(),
    );
    f.body.stmts.push(oclvk_frontend::ir::Stmt::Expr(e));
    let errs = compile(&m, &Options::default()).unwrap_err();
    assert!(
        errs[0]
            .message
            .contains("'get_image_channel_order' is not supported"),
        "{errs:?}"
    );
}

#[test]
fn vulkan_needs_spirv_15() {
    let errs = compile(
        &vadd(),
        &Options {
            spirv_version: Some((1, 3)),
            ..Options::default()
        },
    )
    .unwrap_err();
    assert!(errs[0].message.contains("SPIR-V 1.5"));
}

#[test]
fn builtins_validate() {
    build("builtins", &builtins_kernel(), Target::Vulkan1_2);
}

#[test]
fn conversions_atomics_work_items_validate() {
    let out = build(
        "convert",
        &conversions_kernel(false, true),
        Target::Vulkan1_2,
    );
    let k = out.reflection.kernel("convert").unwrap();
    assert_eq!(k.static_local_bytes, 4);
    assert_eq!(
        k.implicit.iter().map(|i| i.kind).collect::<Vec<_>>(),
        [
            ImplicitKind::GlobalOffset,
            ImplicitKind::GroupBase,
            ImplicitKind::GlobalSize,
            ImplicitKind::WorkDim
        ]
    );
    let dis = disassemble("convert", &out.words);
    for cap in [
        "Int8",
        "Int16",
        "Float16",
        "Float64",
        "StorageBuffer8BitAccess",
        "StorageBuffer16BitAccess",
    ] {
        assert!(
            dis.contains(&format!("OpCapability {cap}\n")),
            "missing {cap}"
        );
    }
}

#[test]
fn conversions_with_rounding_modes_validate() {
    // Directed int-to-float rounding is exact code, not a decoration (tests/conversion_runs.rs
    // runs it).
    let out = build(
        "convert_rounding",
        &conversions_kernel(true, true),
        Target::Vulkan1_2,
    );
    let dis = disassemble("convert_rounding", &out.words);
    assert!(!dis.contains("FPRoundingMode"), "{dis}");
}

/// The embedded JSON is cut into strings that each fit one instruction, never inside a UTF-8
/// character, and joined back whole.
#[test]
fn embedded_reflection_pieces_fit_instructions_and_keep_characters() {
    let text = format!(
        "{}é{}",
        "a".repeat(EMBEDDED_CHUNK_BYTES - 1),
        "b".repeat(10)
    );
    let pieces = embedded_pieces(&text);
    assert_eq!(pieces.len(), 2);
    assert_eq!(pieces[0].len(), EMBEDDED_CHUNK_BYTES - 1);
    assert_eq!(pieces.concat(), text);
    // OpString: opcode word, result id, the bytes and a nul, in words.
    assert!(2 + (pieces[0].len() + 1).div_ceil(4) <= 65_535);
    assert_eq!(embedded_pieces(""), [""]);
    assert_eq!(embedded_pieces(&"x".repeat(EMBEDDED_CHUNK_BYTES)).len(), 1);
}
