//! Portable SPIR-V takes no `double` division, square root or inverse square root from the
//! driver: Vulkan gives those no more than float precision unless NoContraction (which naga
//! cannot write), so the kernel's and the math library's all call the library's correctly
//! rounded forms (`spirv-backend/library/rounded.cl.inc`). Whatever a driver does with them
//! is then irrelevant; `tests/math_accuracy.rs` measures that on lavapipe with the lowering's
//! loose mode.

#[path = "../../spirv-backend/tests/math_library/mod.rs"]
mod math_library;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Code, Options, Target};
use std::collections::HashSet;

/// Double division, roots and library functions built from them, scalar and vector.
const SOURCE: &str = "
kernel void k(global const double *x, global double *out) {
    size_t i = get_global_id(0);
    double a = x[i], b = x[i + 1];
    out[i] = a / b + sqrt(a) + rsqrt(b);
    double2 v = vload2(i, x);
    v /= (double2)(a, 3.0);
    vstore2(sqrt(v), i, out);
    out[i + 2] = acos(a) + asinh(b) + atan2(a, b) + atanh(a) + erfc(b) + tan(a) + log(b);
}
";

/// `source` compiled for `target`.
fn compiled(source: &str, target: Target, fast_math: bool) -> Code {
    let fe = Frontend::compile_source(
        "rounded.cl",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.expect("the kernel compiles");
    compile(
        &module,
        &Options {
            target,
            fast_math,
            math_library: Some(math_library::math_library()),
            ..Options::default()
        },
    )
    .unwrap_or_else(|d| panic!("{d:?}"))
    .code
}

/// The portable SPIR-V of [`SOURCE`].
fn words(fast_math: bool) -> Vec<u32> {
    match compiled(SOURCE, Target::Vulkan1_2Portable, fast_math) {
        Code::Words(w) => w,
        Code::Text(_) => panic!("portable SPIR-V is words"),
    }
}

/// The instructions of a SPIR-V module: (opcode, operand words).
fn instructions(words: &[u32]) -> Vec<(u32, &[u32])> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        out.push((words[at] & 0xffff, &words[at + 1..at + count]));
        at += count;
    }
    out
}

/// The double divisions and GLSL.std.450 `Sqrt`/`InverseSqrt` on doubles in `words`.
fn driver_double_operations(words: &[u32]) -> Vec<&'static str> {
    const OP_TYPE_FLOAT: u32 = 22;
    const OP_TYPE_VECTOR: u32 = 23;
    const OP_EXT_INST: u32 = 12;
    const OP_FDIV: u32 = 136;
    const GLSL_SQRT: u32 = 31;
    const GLSL_INVERSE_SQRT: u32 = 32;
    let insts = instructions(words);
    let mut double: HashSet<u32> = HashSet::new();
    for &(op, operands) in &insts {
        match op {
            OP_TYPE_FLOAT if operands[1] == 64 => {
                double.insert(operands[0]);
            }
            OP_TYPE_VECTOR if double.contains(&operands[1]) => {
                double.insert(operands[0]);
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for &(op, operands) in &insts {
        if operands.is_empty() || !double.contains(&operands[0]) {
            continue;
        }
        match op {
            OP_FDIV => found.push("OpFDiv"),
            OP_EXT_INST if operands[3] == GLSL_SQRT => found.push("Sqrt"),
            OP_EXT_INST if operands[3] == GLSL_INVERSE_SQRT => found.push("InverseSqrt"),
            _ => {}
        }
    }
    found
}

#[test]
fn portable_spirv_takes_no_double_division_or_root_from_the_driver() {
    assert_eq!(driver_double_operations(&words(false)), Vec::<&str>::new());
}

/// `-cl-fast-relaxed-math` keeps the kernel's own division and roots native (as the Vulkan
/// targets do), but not the library's.
#[test]
fn fast_math_keeps_the_kernels_own_division_and_roots() {
    let mut found = driver_double_operations(&words(true));
    found.sort_unstable();
    assert_eq!(
        found,
        ["InverseSqrt", "OpFDiv", "OpFDiv", "Sqrt", "Sqrt"],
        "the kernel's two divisions and three roots"
    );
}

/// GLSL through naga has no 64-bit integers, which the rounded forms need: its double division
/// stays the driver's (README, the portable targets' notes).
#[test]
fn glsl_keeps_the_drivers_double_division() {
    let Code::Text(glsl) = compiled(
        "kernel void k(global double *x) { x[0] = x[1] / x[2]; }",
        Target::Glsl,
        false,
    ) else {
        panic!("GLSL is text")
    };
    assert!(glsl.contains(" / "), "{glsl}");
}

/// A module that neither divides nor takes roots of doubles nor calls the library needs no
/// library.
#[test]
fn double_products_need_no_library() {
    let fe = Frontend::compile_source(
        "products.cl",
        "kernel void k(global double *x) { x[0] = x[1] * x[2] + x[3]; }",
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.expect("the kernel compiles");
    let options = Options {
        target: Target::Vulkan1_2Portable,
        ..Options::default()
    };
    assert!(compile(&module, &options).is_ok());
}
