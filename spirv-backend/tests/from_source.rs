//! OpenCL C sources under `tests/cl/` through the real frontend and this backend, for every
//! target; each module must pass spirv-val, and the OpenCL ones must read back in llvm-spirv-15.
mod common;
mod math_library;
use common::*;
use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_spirv::reflect::ModuleReflection;
use oclvk_spirv::{compile, Target};

fn ir(name: &str) -> oclvk_frontend::ir::Module {
    let mut options = LangOptions::default();
    if name.starts_with("cl20") || name.starts_with("atomics20") {
        options.std = oclvk_frontend::options::ClStd::Cl2_0;
    }
    let path = format!("{}/tests/cl/{name}.cl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let fe = Frontend::compile_source(&path, &text, &options, WarningPolicy::default());
    match fe.module {
        Some(m) => m,
        None => panic!(
            "{name}: frontend errors: {:#?}",
            fe.diagnostics.iter().collect::<Vec<_>>()
        ),
    }
}

fn all_targets(name: &str) {
    let m = ir(name);
    for target in [Target::Vulkan1_2, Target::Vulkan1_3, Target::Opencl] {
        let out = match compile(&m, &opts(target)) {
            Ok(o) => o,
            Err(d) => panic!("{name} ({target:?}): {d:#?}\n{}", m.display()),
        };
        validate(&format!("{name}_{target:?}"), &out.words, target);
        if target == Target::Opencl {
            llvm_spirv_reads(&format!("{name}_cl"), &out.words);
        } else {
            assert_eq!(
                ModuleReflection::from_module(&out.words).unwrap(),
                out.reflection
            );
        }
    }
}

#[test]
fn vadd() {
    all_targets("vadd");
}

/// Pointers reinterpreted through a parameter of another pointee (global, private and local
/// memory into a generic `int *`) and `bool` indices give valid modules.
#[test]
fn cl20_reinterpret() {
    all_targets("cl20_reinterpret");
}

/// A translation unit without a kernel: on OpenCL a library exporting its functions (valid,
/// read by llvm-spirv), on Vulkan an error, since a shader module needs an entry point.
#[test]
fn no_kernel() {
    for (name, text) in [
        ("empty", ""),
        (
            "functions",
            "int add1(int x) { return x + 1; }\n\
             void put(global int *out, int v) { out[add1(v)] = v; }\n",
        ),
    ] {
        let fe = Frontend::compile_source(
            &format!("{name}.cl"),
            text,
            &LangOptions::default(),
            WarningPolicy::default(),
        );
        let m = fe.module.expect("frontend errors");
        let out = compile(&m, &opts(Target::Opencl)).expect("an OpenCL library");
        validate(&format!("no_kernel_{name}"), &out.words, Target::Opencl);
        llvm_spirv_reads(&format!("no_kernel_{name}"), &out.words);
        assert!(out.reflection.kernels.is_empty());
        let text = disassemble(name, &out.words);
        assert!(text.contains("OpCapability Linkage"), "{text}");
        if name == "functions" {
            for f in ["add1", "put"] {
                let export = format!("LinkageAttributes \"{f}\" Export");
                assert!(text.contains(&export), "{f} exported:\n{text}");
            }
        }
        for target in [Target::Vulkan1_2, Target::Vulkan1_3] {
            let errors = compile(&m, &opts(target)).expect_err("no entry point on Vulkan");
            assert_eq!(errors.len(), 1);
            assert!(
                errors[0]
                    .message
                    .starts_with("no kernel in the translation unit"),
                "{}",
                errors[0].message
            );
        }
    }
}

/// `-ffp-contract=off`: `NoContraction` on each operation on Vulkan; on OpenCL, where that
/// decoration needs the Shader capability, the kernels' `ContractionOff` execution mode.
#[test]
fn contraction_off_on_every_target() {
    let m = ir("vadd");
    for (target, marker) in [
        (Target::Vulkan1_2, "NoContraction"),
        (Target::Opencl, "ContractionOff"),
    ] {
        let options = oclvk_spirv::Options {
            no_contraction: true,
            ..opts(target)
        };
        let out = compile(&m, &options).expect("compile");
        validate(&format!("contraction_off_{target:?}"), &out.words, target);
        let text = disassemble("contraction_off", &out.words);
        assert!(text.contains(marker), "{target:?}: {marker}\n{text}");
        if target == Target::Opencl {
            assert!(!text.contains("NoContraction"), "{text}");
            llvm_spirv_reads("contraction_off", &out.words);
        }
    }
}

/// `#pragma OPENCL FP_CONTRACT OFF` in effect where a function is defined (or in its body):
/// its arithmetic is `NoContraction` on Vulkan, the rest's is not; on OpenCL every kernel gets
/// `ContractionOff` (an execution mode has no finer grain).
#[test]
fn fp_contract_pragma_off_forbids_contraction_per_function() {
    let name = "fp_contract_pragma";
    all_targets(name);
    let m = ir(name);
    let out = compile(&m, &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    // Each function's decorated multiplications and additions, by its OpName.
    let decorated: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("OpDecorate") && l.contains("NoContraction"))
        .filter_map(|l| l.split_whitespace().nth(1))
        .collect();
    let mut unfused = std::collections::BTreeMap::new();
    let mut current = String::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.get(2) == Some(&"OpFunction") {
            let id = words[0];
            current = text
                .lines()
                .find(|l| l.contains("OpName") && l.split_whitespace().nth(1) == Some(id))
                .and_then(|l| l.split('"').nth(1))
                .unwrap_or_default()
                .to_string();
        }
        if matches!(words.get(2), Some(&"OpFMul" | &"OpFAdd")) {
            let entry = unfused.entry(current.clone()).or_insert((0, 0));
            entry.0 += 1;
            if decorated.contains(&words[0]) {
                entry.1 += 1;
            }
        }
    }
    let get = |f: &str| unfused.get(f).copied().unwrap_or_default();
    assert_eq!(get("off_at_file_scope"), (2, 2), "{text}");
    assert_eq!(get("off_in_a_block"), (2, 2), "{text}");
    assert_eq!(get("on_again"), (2, 0), "{text}");
    let out = compile(&m, &opts(Target::Opencl)).unwrap();
    let text = disassemble(name, &out.words);
    assert!(text.contains("ContractionOff"), "{text}");
}

/// The math library's `fma` calls are `NoContraction` like the rest of its arithmetic (it is
/// compiled under FP_CONTRACT OFF): Mesa rewrote an undecorated `fma(e, ln2_hi, fma(e, ln2_lo,
/// l))` as one product by a rounded ln 2, and float log lost up to an ulp on lavapipe.
#[test]
fn library_fmas_are_not_contracted() {
    let name = "library_fmas";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    let fmas: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("= OpExtInst ") && l.contains(" Fma "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(fmas.len() > 10, "{text}");
    for id in fmas {
        let decorated = format!("OpDecorate {id} NoContraction");
        assert!(text.contains(&decorated), "{id} is not NoContraction");
    }
}

/// `half` members of structs in constant and global memory, initialized, without
/// `cl_khr_fp16`: the OpenCL module declares `Float16Buffer`, not `Float16`.
#[test]
fn half_members() {
    all_targets("cl20_half_members");
    let out = compile(&ir("cl20_half_members"), &opts(Target::Opencl)).unwrap();
    let text = disassemble("half_members", &out.words);
    assert!(text.contains("OpCapability Float16Buffer"), "{text}");
    assert!(!text.contains("OpCapability Float16\n"), "{text}");
}

#[test]
fn control() {
    all_targets("control");
}

#[test]
fn unreachable_constructs() {
    all_targets("unreachable_constructs");
}

#[test]
fn printf() {
    all_targets("printf");
}

#[test]
fn memory() {
    all_targets("memory");
}

#[test]
fn vectors() {
    all_targets("vectors");
}

#[test]
fn atomics() {
    all_targets("atomics");
}

#[test]
fn workitems() {
    all_targets("workitems");
}

#[test]
fn types() {
    all_targets("types");
}

#[test]
fn cl20_program_globals() {
    all_targets("cl20");
    let out = compile(&ir("cl20"), &opts(Target::Vulkan1_2)).unwrap();
    let g = out.reflection.program_globals.as_ref().unwrap();
    assert_eq!(g.size, 20);
    let k = out.reflection.kernel("cl20").unwrap();
    assert!(k
        .implicit
        .iter()
        .any(|i| i.kind == oclvk_spirv::reflect::ImplicitKind::ProgramGlobals));
}

#[test]
fn more_builtins() {
    all_targets("more");
}

#[test]
fn atomics20() {
    all_targets("atomics20");
}

/// Float atomics: `OpAtomicFAddEXT`/`OpAtomicFMinEXT`/`OpAtomicFMaxEXT` with their capabilities
/// and extensions, and the reflection lists each (operation, width, memory) the kernel performs
/// on global and local memory, through the functions it calls too (the private object's atomics
/// are plain accesses and are not listed).
#[test]
fn atomics20_float() {
    use oclvk_spirv::reflect::{AtomicMemory, FloatAtomicOp, FloatAtomicUse};
    all_targets("atomics20_float");
    let out = compile(&ir("atomics20_float"), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble("atomics20_float_dis", &out.words);
    for needle in [
        "OpCapability AtomicFloat32AddEXT",
        "OpCapability AtomicFloat64AddEXT",
        "OpCapability AtomicFloat32MinMaxEXT",
        "OpCapability AtomicFloat64MinMaxEXT",
        "OpExtension \"SPV_EXT_shader_atomic_float_add\"",
        "OpExtension \"SPV_EXT_shader_atomic_float_min_max\"",
        "OpAtomicFAddEXT",
        "OpAtomicFMinEXT",
        "OpAtomicFMaxEXT",
    ] {
        assert!(text.contains(needle), "missing {needle}");
    }
    assert!(
        !text.contains("Int64Atomics"),
        "double atomics need no Int64Atomics"
    );
    let mut expected = Vec::new();
    for op in [
        FloatAtomicOp::LoadStore,
        FloatAtomicOp::Add,
        FloatAtomicOp::MinMax,
    ] {
        for bits in [32, 64] {
            for memory in [AtomicMemory::Global, AtomicMemory::Local] {
                // The kernel loads and exchanges only the local float.
                let moves_value =
                    op != FloatAtomicOp::LoadStore || (bits == 32 && memory == AtomicMemory::Local);
                if moves_value {
                    expected.push(FloatAtomicUse { op, bits, memory });
                }
            }
        }
    }
    assert_eq!(out.reflection.kernels[0].float_atomics, expected);
}

#[test]
fn cl20_generic_pointers() {
    all_targets("cl20_generic");
}

#[test]
fn walking_pointers() {
    all_targets("walk");
}

#[test]
fn struct_layouts() {
    all_targets("layout");
}

#[test]
fn packed_struct_in_buffer_compiles_and_validates() {
    let src = "typedef struct __attribute__((packed)) { char c; float f; } P;\n\
               typedef struct { char tag; P p[2]; } Q;\n\
               kernel void k(global P *p, global Q *q, P v) {\n\
                   p[1].f = p[0].f + v.f; q->p[1] = p[0]; q[1] = q[0];\n\
               }\n";
    let fe = Frontend::compile_source(
        "packed.cl",
        src,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("frontend accepts packed structs");
    // Vulkan: byte-addressed (see the backend's `packed` module); OpenCL: CPacked.
    for (name, target) in [
        ("packed_vk12", Target::Vulkan1_2),
        ("packed_vk13", Target::Vulkan1_3),
        ("packed_cl", Target::Opencl),
    ] {
        let out = compile(&m, &opts(target)).unwrap();
        validate(name, &out.words, target);
    }
}

fn vulkan_disassembly(name: &str) -> String {
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    disassemble(name, &out.words)
}

/// Driver workarounds seen on an H100 (NVIDIA 580): OpSRem of a negative dividend came out as
/// an unsigned remainder, and Workgroup pointers passed as function parameters read zeros.
#[test]
fn nvidia_workarounds() {
    let dis = vulkan_disassembly("control");
    assert!(
        !dis.contains("OpSRem"),
        "signed % must avoid OpSRem on Vulkan"
    );
    assert!(dis.contains("OpSDiv"));
    let dis = vulkan_disassembly("memory");
    let workgroup_ptrs: Vec<&str> = dis
        .lines()
        .filter(|l| l.contains("OpTypePointer Workgroup"))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for l in dis.lines().filter(|l| l.contains("OpFunctionParameter")) {
        let ty = l.split_whitespace().last().unwrap();
        assert!(
            !workgroup_ptrs.contains(&ty),
            "Workgroup pointer parameter: {l}"
        );
    }
}

#[test]
fn wide_vectors() {
    all_targets("wide");
}

#[test]
fn unions() {
    all_targets("unions");
}

#[test]
fn math_exact() {
    all_targets("math_exact");
}

#[test]
fn math_special() {
    all_targets("math_special");
}

#[test]
fn wide_vector_builtins() {
    all_targets("wide_builtins");
}

/// Golden disassembly of the 8-lane vector and union mappings (arrays of 4-lane parts on
/// Vulkan, `Vector16` on OpenCL; unions as unit arrays) on Vulkan and OpenCL.
#[test]
fn wide_vector_and_union_abi_golden() {
    let m = ir("wide_union_abi");
    for (target, file) in [
        (Target::Vulkan1_2, "wide_union_abi.vulkan1.2.spvasm"),
        (Target::Opencl, "wide_union_abi.opencl.spvasm"),
    ] {
        let out = compile(&m, &opts(target)).unwrap();
        validate(&format!("wide_union_abi_{target:?}"), &out.words, target);
        golden(file, &disassemble("wide_union_abi", &out.words));
    }
}

/// Only counted loops with a small constant trip count get the `Unroll` hint (Mesa
/// miscompiled data-dependent loops carrying it); every loop of this kernel, in source order,
/// with its expected hint (a runtime-counted loop is two: unrolled by four, then the rest).
#[test]
fn loop_unroll_hint() {
    let loops: &[(&str, &[bool])] = &[
        ("for (int i = 0; i < 4; i++) s += out[i];", &[true]),
        ("for (int i = 0; i < n; i++) s += out[i];", &[false, false]),
        (
            "int m = n; while (m != 1) m = (m & 1) ? 3 * m + 1 : m / 2;",
            &[false],
        ),
        (
            "int w = 0; while (w < 8) { s += out[w]; w += 2; }",
            &[false],
        ),
        ("for (uint u = 16; u > 0; u -= 4) s += out[u];", &[true]),
        ("for (int e = 8; 0 < e; e -= 2) s += out[e];", &[true]),
        ("for (long q = 0; q <= 60; q += 4) s += out[q];", &[true]),
        ("for (int k = 3; k != 63; k = k + 5) s += out[k];", &[true]),
        ("int g; for (g = 0; g < 4; ++g) s += out[g];", &[true]),
        (
            "for (int h = 0; h < 4; h++) { if (out[h] > 0) break; s += 1; }",
            &[true],
        ),
        ("for (int i = 0; i < 65; i++) s += out[i];", &[false]),
        ("for (int i = 0; i != 7; i += 2) s += out[i];", &[false]),
        ("for (uint i = 4; i < 8; i--) s += out[i];", &[false]),
        (
            "for (int i = 2147483640; i < 2147483647; i += 5) s += out[i & 7];",
            &[false],
        ),
        ("for (int i = 0; i < 4; i++) i += out[i];", &[false]),
        (
            "for (int i = 0; i < 4; i++) { int *p = &i; *p += 1; }",
            &[false],
        ),
        (
            "int z; int *pz = &z; for (z = 0; z < 4; z++) *pz = 3;",
            &[false],
        ),
        ("int y = 0; do s += out[y]; while (++y < 4);", &[false]),
        ("int x = 0; for (; x < 4; x++) s += out[x];", &[true]),
        (
            "int v = out[0]; for (v = 0; v < 4; v++) s += out[v];",
            &[true],
        ),
        ("int t = 0; for (t = n; t < 4; t++) s += out[t];", &[false]),
    ];
    let body: String = loops
        .iter()
        .map(|(l, _)| format!("    {{ {l} }}\n"))
        .collect();
    let text = format!(
        "kernel void k(global int *out, int n) {{\n    int s = 0;\n{body}    out[0] = s;\n}}"
    );
    let fe = Frontend::compile_source(
        "unroll.cl",
        &text,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("frontend errors");
    let out = compile(&m, &opts(Target::Vulkan1_2)).expect("compile");
    validate("loop_unroll_hint", &out.words, Target::Vulkan1_2);
    // OpLoopMerge (246): merge, continue, loop control (Unroll = 0x1, None = 0x0).
    let mut controls = Vec::new();
    let mut i = 5;
    while i < out.words.len() {
        let (count, opcode) = ((out.words[i] >> 16) as usize, out.words[i] & 0xffff);
        if opcode == 246 {
            controls.push(out.words[i + 3] == 1);
        }
        i += count.max(1);
    }
    let wanted: Vec<(&str, bool)> = loops
        .iter()
        .flat_map(|(source, hints)| hints.iter().map(move |&h| (*source, h)))
        .collect();
    assert_eq!(controls.len(), wanted.len(), "one OpLoopMerge per loop");
    for ((source, want), got) in wanted.into_iter().zip(controls) {
        assert_eq!(got, want, "Unroll hint on `{source}`");
    }
}

/// Loads and stores through a pointer to volatile memory carry the `Volatile` memory operand;
/// others do not.
#[test]
fn volatile_accesses_are_marked() {
    let text = "kernel void k(volatile global int *flag, global int *plain) {
        flag[0] = 1;
        plain[0] = flag[1];
    }";
    let fe = Frontend::compile_source(
        "volatile.cl",
        text,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("frontend errors");
    let out = compile(&m, &opts(Target::Vulkan1_2)).expect("compile");
    validate(
        "volatile_accesses_are_marked",
        &out.words,
        Target::Vulkan1_2,
    );
    // OpLoad (61): type, result, pointer, [access]; OpStore (62): pointer, object, [access].
    let (mut volatile_loads, mut volatile_stores, mut plain_stores) = (0, 0, 0);
    let mut i = 5;
    while i < out.words.len() {
        let (count, opcode) = ((out.words[i] >> 16) as usize, out.words[i] & 0xffff);
        let access = |at: usize| if count > at { out.words[i + at] } else { 0 };
        match opcode {
            61 if access(4) & 1 == 1 => volatile_loads += 1,
            62 if access(3) & 1 == 1 => volatile_stores += 1,
            62 => plain_stores += 1,
            _ => {}
        }
        i += count.max(1);
    }
    assert_eq!((volatile_loads, volatile_stores), (1, 1));
    assert!(plain_stores >= 1, "the store to `plain` is not volatile");
}

/// Regression: NVIDIA's compiler folds `FConvert(FConvert(x))` (float to half and back) into `x`
/// and `UnpackHalf2x16(PackHalf2x16(x))` likewise, so directed rounding that widened the rounded
/// result back to compare it with `x` never stepped (`convert_half_rtz(0.99975f)` gave 1.0 on an
/// H100), and a driver flushing float denormals flushed the widened double-to-float result. The
/// widened value is now rebuilt from the result's bits with integer operations.
#[test]
fn directed_rounding_does_not_widen_the_result_by_conversion() {
    let name = "directed_half";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    let widened = text
        .lines()
        .filter(|l| l.contains("= OpFConvert %double") || l.contains("UnpackHalf2x16"))
        .count();
    assert_eq!(widened, 0, "{text}");
}

/// Regression: on a device that flushes float denormals (the H100), `sign`, `normalize` and
/// `fast_normalize` of a subnormal input compared equal to zero and returned the input, a
/// subnormal that is neither the flushed result (a signed zero) nor the exact one. Zero results
/// are now the input's sign bit alone (the float sign mask appears in the module).
#[test]
fn zero_results_are_signed_zeros_not_the_input() {
    let name = "zero_results";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    let sign_mask = text
        .lines()
        .any(|l| l.contains("= OpConstant ") && l.trim_end().ends_with(" 2147483648"));
    assert!(sign_mask, "{name}: no float sign mask:\n{text}");
    // erf did the same on the H100 (erf of a subnormal float returned the input). It is now
    // the library's float function, whose tiny arguments return the product 2x/sqrt(pi) (a
    // flushed subnormal gives the zero of its sign); the library's own test keeps it free of
    // branches that return a zero-compared argument.
    let name = "erf_zero";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    assert!(
        text.contains("__oclvk_erf_f32"),
        "{name}: erf is not the library's float form:\n{text}"
    );
    assert!(
        !text.contains("OpCapability Float64"),
        "{name}: uses double:\n{text}"
    );
}

/// `cross` is lowered to separately rounded products (NoContraction), not GLSL's `Cross`,
/// which NVIDIA fuses: on the H100 an overflowing component came out +inf instead of NaN.
#[test]
fn cross_products_are_not_contracted() {
    let name = "cross_unfused";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    assert!(!text.contains(" Cross "), "GLSL Cross used:\n{text}");
    let unfused = text.matches("NoContraction").count();
    assert!(unfused >= 6, "{unfused} NoContraction decorations:\n{text}");
}

/// Double division is decorated NoContraction on Vulkan: on the H100, `x / 10.0` was compiled
/// to a multiplication by 0.1 and 1,389 of 4,096 quotients were not correctly rounded.
#[test]
fn double_division_is_exact() {
    let name = "double_division";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    let divisions: Vec<&str> = text.lines().filter(|l| l.contains("= OpFDiv ")).collect();
    assert_eq!(divisions.len(), 2, "{text}");
    let decorated: Vec<String> = text
        .lines()
        .filter(|l| l.contains("OpDecorate") && l.contains("NoContraction"))
        .filter_map(|l| l.split_whitespace().nth(1).map(str::to_string))
        .collect();
    let exact: Vec<&&str> = divisions
        .iter()
        .filter(|l| {
            decorated
                .iter()
                .any(|id| l.trim_start().starts_with(&format!("{id} ")))
        })
        .collect();
    assert_eq!(exact.len(), 1, "one division is NoContraction:\n{text}");
    let double = text
        .lines()
        .find(|l| l.trim_end().ends_with("= OpTypeFloat 64"))
        .and_then(|l| l.split_whitespace().next())
        .expect("a double type");
    // `%r = OpFDiv %type %a %b`: the decorated one divides doubles.
    assert_eq!(exact[0].split_whitespace().nth(3), Some(double), "{text}");
}

/// Every negation in the math library is NoContraction like the rest of its arithmetic: on
/// the H100 NVIDIA folded undecorated negations into their users and lost the double-double
/// error terms (tgamma of doubles below -20 was off by up to 81 ulp).
#[test]
fn library_negations_are_not_contracted() {
    let name = "library_negations";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    let negations: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("= OpFNegate "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(negations.len() > 10, "{text}");
    for id in negations {
        let decorated = format!("OpDecorate {id} NoContraction");
        assert!(text.contains(&decorated), "{id} is not NoContraction");
    }
}

#[test]
fn images() {
    all_targets("images");
    let m = ir("images");
    for (target, file) in [
        (Target::Opencl, "images.opencl.spvasm"),
        (Target::Vulkan1_2, "images.vulkan1.2.spvasm"),
    ] {
        let out = compile(&m, &opts(target)).unwrap();
        golden(file, &disassemble(file, &out.words));
        if target == Target::Vulkan1_2 {
            golden("images.vulkan1.2.json", &out.reflection.to_json());
        }
    }
}

#[test]
fn cl20_images() {
    all_targets("cl20_images");
}

/// Compiles `src` for `target` and returns the backend's first error as `line: message`.
fn backend_error(src: &str, target: Target) -> String {
    let options = LangOptions::default();
    let fe = Frontend::compile_source("t.cl", src, &options, WarningPolicy::default());
    let m = fe.module.expect("the frontend accepts it");
    let d = match compile(&m, &opts(target)) {
        Ok(_) => panic!("compiles for {target:?}:\n{src}"),
        Err(d) => d,
    };
    let first = &d[0];
    let line = first
        .span
        .map(|s| fe.sources.file(s.file).physical_line_col(s.start).0)
        .unwrap_or(0);
    format!("{line}: {}", first.message)
}

#[test]
fn image_constructs_the_vulkan_target_refuses_are_errors_naming_them() {
    let cases = [
        (
            "kernel void k(read_only image2d_t a, global int4 *o) {\n  o[0] = read_imagei(a, (int2)(0, 0));\n  o[1] = as_int4(read_imagef(a, (int2)(0, 0)));\n}\n",
            "3: image 'a' is read or written with texels of two types",
        ),
        (
            "constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;\nkernel void k(read_only image3d_t a, global float4 *o) {\n  o[0] = read_imagef(a, s, (float4)(0.5f));\n}\n",
            "3: a sampler with CLK_NORMALIZED_COORDS_FALSE reading a 3D image",
        ),
        (
            "constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;\nkernel void k(read_only image2d_t a, global float4 *o) {\n  o[0] = read_imagef(a, s, (float2)(0.5f));\n}\n",
            "1: sampler 's': repeat addressing needs CLK_NORMALIZED_COORDS_TRUE",
        ),
        (
            "constant sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;\nkernel void k(read_only image2d_t a, global int4 *o) {\n  o[0] = read_imagei(a, s, (float2)(0.5f));\n}\n",
            "3: read_imagei/read_imageui with a CLK_FILTER_LINEAR sampler is undefined in OpenCL",
        ),
    ];
    for (src, want) in cases {
        let got = backend_error(src, Target::Vulkan1_2);
        assert!(got.starts_with(want), "got {got:?}\nwant {want:?}");
    }
    // The OpenCL target takes the same constructs.
    for (src, _) in cases.iter().skip(1) {
        let fe = Frontend::compile_source(
            "t.cl",
            src,
            &LangOptions::default(),
            WarningPolicy::default(),
        );
        let out = compile(&fe.module.unwrap(), &opts(Target::Opencl)).unwrap();
        validate("image_refused_on_vulkan_cl", &out.words, Target::Opencl);
        llvm_spirv_reads("image_refused_on_vulkan_cl", &out.words);
    }
}

/// OpenCL target at SPIR-V 1.4: integer image reads and writes carry SignExtend/ZeroExtend, so
/// llvm-spirv reads `read_imageui`/`write_imageui` back as such (SPIR-V 1.0 cannot tell them
/// from the signed forms).
#[test]
fn opencl_image_signedness_at_spirv_14() {
    let src =
        "kernel void sig(read_only image2d_t a, read_only image2d_t b, write_only image2d_t c,\n\
               write_only image2d_t d, sampler_t s, global int4 *o, global uint4 *p) {\n\
               o[0] = read_imagei(a, (int2)(0, 0)) + read_imagei(a, s, (int2)(1, 0));\n\
               p[0] = read_imageui(b, (int2)(0, 0)) + read_imageui(b, s, (float2)(1.0f, 0.0f));\n\
               write_imagei(c, (int2)(0, 0), o[1]);\n\
               write_imageui(d, (int2)(0, 0), p[1]);\n}\n";
    let fe = Frontend::compile_source(
        "t.cl",
        src,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("the frontend accepts it");
    let options = oclvk_spirv::Options {
        spirv_version: Some((1, 4)),
        ..opts(Target::Opencl)
    };
    let out = compile(&m, &options).unwrap();
    let dir = std::env::temp_dir().join(format!("oclvk-signedness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let spv = dir.join("sig.spv");
    let bytes: Vec<u8> = out.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&spv, bytes).unwrap();
    let val = std::process::Command::new("spirv-val")
        .args(["--target-env", "spv1.4"])
        .arg(&spv)
        .output()
        .unwrap();
    assert!(
        val.status.success(),
        "{}",
        String::from_utf8_lossy(&val.stderr)
    );
    let bc = dir.join("sig.bc");
    let r = std::process::Command::new("llvm-spirv-15")
        .arg("-r")
        .arg(&spv)
        .arg("-o")
        .arg(&bc)
        .output()
        .unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = String::from_utf8_lossy(&std::fs::read(&bc).unwrap()).into_owned();
    for name in [
        "read_imagei",
        "read_imageui",
        "write_imagei",
        "write_imageui",
    ] {
        assert!(
            text.contains(&format!("{}{name}", name.len())),
            "{name} missing after read-back"
        );
    }
}

/// Offsets of global pointers by signed indices are integer address arithmetic on Vulkan:
/// NVIDIA's compiler (driver 580, H100) computes an OpPtrAccessChain with a negative index
/// wrongly (`q = p + 8; q -= 8; *q` read 0). Unsigned and non-negative constant indices keep
/// OpPtrAccessChain, and so do offsets from the pointer parameters of kernels nothing calls.
#[test]
fn signed_pointer_offsets_are_address_arithmetic() {
    let name = "negative_offsets";
    all_targets(name);
    let out = compile(&ir(name), &opts(Target::Vulkan1_2)).unwrap();
    let text = disassemble(name, &out.words);
    // One function's body: from `%N = OpFunction` to its OpFunctionEnd, where %N is named `f`.
    let body = |f: &str| -> String {
        let named = format!("\"{f}\"");
        let id = text
            .lines()
            .find(|l| l.contains("OpName") && l.trim_end().ends_with(&named))
            .and_then(|l| l.split_whitespace().nth(1))
            .unwrap_or_else(|| panic!("no function {f}:\n{text}"));
        let start = format!("{id} = OpFunction ");
        text.lines()
            .skip_while(|l| !l.trim_start().starts_with(&start))
            .take_while(|l| !l.contains("OpFunctionEnd"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let count = |f: &str, op: &str| body(f).lines().filter(|l| l.contains(op)).count();
    // `q -= 8` and `q[k]`: address arithmetic; `+ i`, `+ 8`, `out[i]`, `in[i]`, `in[3]` and
    // `in[k]` (from the kernel's own parameter): chains.
    assert_eq!(count("negative_offsets", "OpConvertUToPtr"), 2, "{text}");
    assert_eq!(count("negative_offsets", "OpPtrAccessChain"), 6, "{text}");
    // A called kernel's parameter may point into the middle of a buffer: `in[k]` is arithmetic.
    assert_eq!(count("step_back", "OpConvertUToPtr"), 1, "{text}");
    assert_eq!(count("step_back", "OpPtrAccessChain"), 1, "{text}");
    assert_eq!(count("calls_step_back", "OpConvertUToPtr"), 0, "{text}");
}

/// The IR of a kernel taking a struct nested `depth` structs deep (`S0` holds an `int`, each
/// `Sn` an `Sn-1`).
fn nested_structs(depth: usize) -> oclvk_frontend::ir::Module {
    let mut src = String::from("typedef struct { int v; } S0;\n");
    for i in 1..depth {
        src.push_str(&format!("typedef struct {{ S{} x; }} S{i};\n", i - 1));
    }
    src.push_str(&format!(
        "kernel void k(global S{} *o) {{ o->x.x.x = o->x.x.x; }}\n",
        depth - 1
    ));
    let options = LangOptions::default();
    let fe = Frontend::compile_source("nested.cl", &src, &options, WarningPolicy::default());
    fe.module.expect("the frontend accepts it")
}

/// Structs nested deeper than SPIR-V allows get a diagnostic, not an invalid module.
#[test]
fn structs_nested_past_the_spirv_limit() {
    let m = nested_structs(300);
    let Err(diags) = compile(&m, &opts(Target::Vulkan1_2)) else {
        panic!("a module for structs nested 300 deep");
    };
    let text = format!("{diags:?}");
    assert!(
        text.contains("nests structs 300 deep; SPIR-V allows 255"),
        "{text}"
    );
}

/// Structs nested as deep as SPIR-V allows (255) compile and validate. Whether a struct needs a
/// byte layout was asked afresh, through every nesting level, for every type made, which was
/// cubic in the depth (800 levels took 1.5 s); the answers are now remembered per struct.
#[test]
fn deeply_nested_structs() {
    let m = nested_structs(254);
    // Lowering recurses through the nesting, on the test's ordinary stack.
    let out = build("deeply_nested_structs", &m, Target::Vulkan1_2);
    assert!(!out.words.is_empty());
}

#[test]
fn zero_tables() {
    all_targets("zero-tables");
}

/// The leaves of a constant in a `--raw-id` disassembly (`OpConstant` values with their widths),
/// in order: the numbers an initializer holds, member by member.
fn constant_leaves(dis: &str, id: &str) -> Vec<(u32, u64)> {
    let def = |id: &str| -> Vec<&str> {
        let prefix = format!("{id} = ");
        let line = dis
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("no definition of {id}"));
        line[prefix.len()..].split_whitespace().collect()
    };
    let inst = def(id);
    match inst[0] {
        "OpConstant" => {
            let ty = def(inst[1]);
            assert_eq!(ty[0], "OpTypeInt", "{id}: {inst:?}");
            vec![(ty[1].parse().unwrap(), inst[2].parse().unwrap())]
        }
        "OpConstantComposite" => inst[2..]
            .iter()
            .flat_map(|part| constant_leaves(dis, part))
            .collect(),
        _ => panic!("{id} is not a constant: {inst:?}"),
    }
}

/// `constant bool` data on the OpenCL target: SPIR-V allows no OpTypeBool in UniformConstant
/// variables (spirv-val rejected `constant bool table[2]`), so `bool` in constant memory is a
/// `uchar` 0 or 1 (as llvm-spirv stores it) in scalars, arrays and struct members, the
/// initializers too, and loads compare with zero: whole aggregates member by member.
#[test]
fn constant_bool_is_uchar_on_opencl() {
    let src = "struct S { int a; bool b; };\n\
               struct T { bool flags[3]; struct S s; short h; };\n\
               constant bool one = true;\n\
               constant bool table[4] = { false, true, true };\n\
               constant struct T t = { { true, false, true }, { 5, true }, 7 };\n\
               constant bool *constant second = &table[1];\n\
               bool pick(constant bool *q, int i) { return q[i]; }\n\
               kernel void k(global int *o, int i) {\n\
                 struct T copy = t;\n\
                 struct S s = t.s;\n\
                 o[0] = table[i & 3] + one * 2 + copy.flags[i % 3] * 4 + s.b * 8;\n\
                 o[1] = pick(table, i & 3) + *second * 2 + t.s.b * 4 + t.flags[2] * 8;\n\
               }\n";
    let fe = Frontend::compile_source(
        "constant_bool.cl",
        src,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let m = fe.module.expect("the frontend accepts it");
    let out = compile(&m, &opts(Target::Opencl)).unwrap();
    validate("constant_bool_cl", &out.words, Target::Opencl);
    llvm_spirv_reads("constant_bool_cl", &out.words);

    let dis = disassemble("constant_bool_cl", &out.words);
    let initializer = |name: &str| {
        let named = format!("\"{name}\"");
        let var = dis
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with("OpName ") && l.ends_with(&named))
            .unwrap_or_else(|| panic!("no OpName {name}"))
            .split_whitespace()
            .nth(1)
            .unwrap();
        let decl = format!("{var} = OpVariable ");
        let line = dis
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with(&decl))
            .unwrap_or_else(|| panic!("{name} is no variable"));
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[4], "UniformConstant", "{line}");
        constant_leaves(&dis, words[5])
    };
    assert_eq!(initializer("one"), [(8, 1)]);
    assert_eq!(initializer("table"), [(8, 0), (8, 1), (8, 1), (8, 0)]);
    assert_eq!(
        initializer("t"),
        [(8, 1), (8, 0), (8, 1), (32, 5), (8, 1), (16, 7)]
    );
}

/// The `cl_khr_subgroup_*` extensions (one kernel per class: votes, ballots and masks,
/// non-uniform arithmetic, shuffles, relative shuffles, clustered reductions, rotates) raise an
/// OpenCL module from SPIR-V 1.0 to 1.3, which their GroupNonUniform instructions need: it
/// passes spirv-val as SPIR-V 1.3 and reads back in llvm-spirv-15. The core functions of
/// `cl_khr_subgroups` (`OpGroup*`) leave it at 1.0.
#[test]
fn cl20_sub_group_extensions() {
    all_targets("cl20_sub_group_extensions");
    let out = compile(&ir("cl20_sub_group_extensions"), &opts(Target::Opencl)).unwrap();
    assert_eq!(out.words[1], 0x0001_0300);
    let core =
        "kernel void k(global int *o) { o[0] = sub_group_reduce_add(o[1]) + get_sub_group_id(); }";
    let out = compile(&ir_of("core.cl", core), &opts(Target::Opencl)).unwrap();
    validate("sub_group_core_cl", &out.words, Target::Opencl);
    assert_eq!(out.words[1], 0x0001_0000);
}

/// With the version fixed below 1.3 (`Options::spirv_version`), each kernel's first extension
/// function is refused at its call, naming the function, the needed version and the target.
#[test]
fn cl20_sub_group_extensions_refused_below_spirv_1_3() {
    let path = format!(
        "{}/tests/cl/cl20_sub_group_extensions.cl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let fe = compile_cl20(&path, &text);
    let m = fe.module.expect("the extensions are declared by default");
    for version in [(1, 0), (1, 2)] {
        let options = oclvk_spirv::Options {
            spirv_version: Some(version),
            ..opts(Target::Opencl)
        };
        let diags = compile(&m, &options).expect_err("refused");
        // One per kernel, in the order the functions were written.
        let mut refusals: Vec<(&str, &str)> = diags
            .iter()
            .map(|d| {
                let call = fe.sources.snippet(d.span.expect("at the call"));
                (call, d.message.as_str())
            })
            .collect();
        refusals.sort_unstable();
        let calls: Vec<&str> = refusals.iter().map(|r| r.0).collect();
        assert_eq!(
            calls,
            [
                "sub_group_ballot(o[0] > 0)",
                "sub_group_clustered_reduce_add(o[1], 4u)",
                "sub_group_elect()",
                "sub_group_non_uniform_reduce_add(o[2])",
                "sub_group_rotate(o[1], 3)",
                "sub_group_shuffle(o[1], 1u)",
                "sub_group_shuffle_up(o[1], 1u)",
            ]
        );
        for (call, message) in refusals {
            let name = &call[..call.find('(').unwrap()];
            let want = format!(
                "'{name}' needs SPIR-V 1.3 or later; the OpenCL target was asked for SPIR-V {}.{}",
                version.0, version.1
            );
            assert_eq!(message, want);
        }
    }
}

/// `text` through the frontend as OpenCL C 2.0.
fn compile_cl20(name: &str, text: &str) -> Frontend {
    let options = LangOptions {
        std: oclvk_frontend::options::ClStd::Cl2_0,
        ..LangOptions::default()
    };
    Frontend::compile_source(name, text, &options, WarningPolicy::default())
}

/// The IR of OpenCL C 2.0 `text`.
fn ir_of(name: &str, text: &str) -> oclvk_frontend::ir::Module {
    let fe = compile_cl20(name, text);
    let errors: Vec<_> = fe.diagnostics.iter().collect();
    fe.module
        .unwrap_or_else(|| panic!("{name}: frontend errors: {errors:#?}"))
}

/// The SPIR-V functions are the `specialize-pointer-arguments` stage's: a helper taking a
/// `local` pointer gets one per kernel argument array it is called with (the key's kernel)
/// and one per `local` array, one taking a private pointer one per frame object's type, and
/// one taking a buffer pointer serves every buffer (global pointers are values).
#[test]
fn helpers_are_written_per_stated_form() {
    all_targets("helpers_of_two_kernels");
    let dis = vulkan_disassembly("helpers_of_two_kernels");
    let count = |name: &str| {
        let ids: Vec<&str> = dis
            .lines()
            .filter(|l| l.trim_start().starts_with("OpName") && l.contains(&format!("\"{name}\"")))
            .filter_map(|l| l.split_whitespace().nth(1))
            .collect();
        ids.iter()
            .filter(|id| {
                dis.lines()
                    .any(|l| l.trim_start().starts_with(&format!("{id} = OpFunction ")))
            })
            .count()
    };
    assert_eq!(count("fill"), 3, "{dis}");
    assert_eq!(count("sum2"), 1, "{dis}");
    assert_eq!(count("first"), 1, "{dis}");
}
