//! Portable SPIR-V decorates `NoContraction` on the floating-point arithmetic of the functions
//! compiled with contraction off (the math library's, those under `FP_CONTRACT OFF`, all with
//! `-ffp-contract=off`) and on no other: a driver fusing the library's products into its
//! double-double sums broke acos near 1 on the H100 (`src/contraction.rs`). Each module also
//! passes spirv-val.

#[path = "../../spirv-backend/tests/math_library/mod.rs"]
mod math_library;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Code, Options, Target};
use rspirv::dr::{self, Operand};
use spirv::{Decoration, Op};
use std::collections::{HashMap, HashSet};
use std::process::Command;

/// A kernel calling double `acos` and a helper of its own (contraction on by default).
const ACOS: &str = "
double scaled(double a, double b) { return a * b + 1.0; }
kernel void k(global double *x) {
    size_t i = get_global_id(0);
    x[i] = acos(x[i]) + scaled(x[i + 1], x[i + 2]);
}
";

/// A helper under `FP_CONTRACT OFF` beside one without.
const PRAGMA: &str = "
float unfused(float a, float b, float c) {
    #pragma OPENCL FP_CONTRACT OFF
    return a * b + c;
}
float fused(float a, float b, float c) { return a * b + c; }
kernel void k(global float *x) { x[0] = unfused(x[1], x[2], x[3]) + fused(x[4], x[5], x[6]); }
";

fn words(source: &str, target: Target, no_contraction: bool) -> Vec<u32> {
    let fe = Frontend::compile_source(
        "contraction.cl",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.expect("the kernel compiles");
    let output = compile(
        &module,
        &Options {
            target,
            no_contraction,
            math_library: Some(math_library::math_library()),
            ..Options::default()
        },
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let Code::Words(words) = output.code else {
        panic!("portable SPIR-V is words")
    };
    spirv_val(&words, target);
    words
}

fn spirv_val(words: &[u32], target: Target) {
    let env = match target {
        Target::Vulkan1_2Portable => "vulkan1.2",
        _ => "vulkan1.3",
    };
    let dir = std::env::temp_dir().join(format!("oclvk-naga-contraction-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}-{env}.spv", words.len()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new("spirv-val")
        .args(["--target-env", env])
        .arg(&path)
        .output()
        .expect("spirv-val (package spirv-tools) is installed");
    assert!(
        out.status.success(),
        "spirv-val --target-env {env} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Per function name: (float arithmetic results, those decorated `NoContraction`).
fn arithmetic(words: &[u32]) -> HashMap<String, (usize, usize)> {
    let module = dr::load_words(words).expect("the module reads back");
    let names: HashMap<u32, &str> = module
        .debug_names
        .iter()
        .filter_map(|i| match (&i.operands[0], &i.operands[1]) {
            (Operand::IdRef(id), Operand::LiteralString(s)) => Some((*id, s.as_str())),
            _ => None,
        })
        .collect();
    let decorated: HashSet<u32> = module
        .annotations
        .iter()
        .filter(|i| i.operands.get(1) == Some(&Operand::Decoration(Decoration::NoContraction)))
        .map(|i| i.operands[0].unwrap_id_ref())
        .collect();
    let mut found: HashMap<String, (usize, usize)> = HashMap::new();
    for f in &module.functions {
        let name = names[&f.def_id().unwrap()].to_string();
        let entry = found.entry(name).or_default();
        for inst in f.blocks.iter().flat_map(|b| &b.instructions) {
            if matches!(
                inst.class.opcode,
                Op::FAdd | Op::FSub | Op::FMul | Op::FDiv | Op::FNegate | Op::VectorTimesScalar
            ) {
                entry.0 += 1;
                entry.1 += usize::from(decorated.contains(&inst.result_id.unwrap()));
            }
        }
    }
    found
}

#[test]
fn the_math_library_is_no_contraction_and_user_code_is_not() {
    for target in [Target::Vulkan1_2Portable, Target::Vulkan1_3Portable] {
        let found = arithmetic(&words(ACOS, target, false));
        let library: Vec<_> = found
            .iter()
            .filter(|(name, _)| name.starts_with("__oclvk_"))
            .collect();
        assert!(
            found.contains_key("__oclvk_acos_f64") && found.contains_key("__oclvk_two_prod"),
            "{found:?}"
        );
        let library_operations: usize = library.iter().map(|(_, (all, _))| all).sum();
        assert!(library_operations > 100, "{found:?}");
        for (name, (all, decorated)) in &library {
            assert_eq!(all, decorated, "{name}: every operation NoContraction");
        }
        // The kernel's own sum and the helper's product and sum.
        assert_eq!(found["scaled"], (2, 0), "{found:?}");
        assert_eq!(found["k"].1, 0, "{found:?}");
        assert!(found["k"].0 >= 1, "{found:?}");
    }
}

#[test]
fn a_function_under_fp_contract_off_is_no_contraction() {
    let found = arithmetic(&words(PRAGMA, Target::Vulkan1_2Portable, false));
    assert_eq!(found["unfused"], (2, 2), "{found:?}");
    assert_eq!(found["fused"], (2, 0), "{found:?}");
    assert_eq!(found["k"], (1, 0), "{found:?}");
}

#[test]
fn no_contraction_everywhere_with_ffp_contract_off() {
    for source in [ACOS, PRAGMA] {
        let found = arithmetic(&words(source, Target::Vulkan1_3Portable, true));
        for (name, (all, decorated)) in &found {
            assert_eq!(all, decorated, "{name}: every operation NoContraction");
        }
        assert!(found["k"].0 >= 1, "{found:?}");
    }
}
