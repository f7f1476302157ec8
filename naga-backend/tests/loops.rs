//! How loops reach the portable targets' drivers: small counted loops unrolled whole with
//! their counters as constants (`src/unroll.rs`), runtime-counted ones by four as on the
//! Vulkan targets (the backend pipeline's `unroll-loops` stage), the others as loops; portable SPIR-V
//! and MSL/HLSL without naga's loop bounding and division guards (`src/emit.rs`).
//! docs/performance.md, "The portable targets", has what each costs on the H100.

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Code, Options, Target};

fn compile_to(source: &str, target: Target) -> Code {
    let fe = Frontend::compile_source(
        "loops.cl",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.expect("the source compiles");
    let options = Options {
        target,
        ..Options::default()
    };
    match compile(&module, &options) {
        Ok(output) => output.code,
        Err(d) => panic!("{d:?}"),
    }
}

fn wgsl(source: &str) -> String {
    match compile_to(source, Target::Wgsl) {
        Code::Text(text) => text,
        Code::Words(_) => panic!("WGSL is text"),
    }
}

fn spirv(source: &str) -> rspirv::dr::Module {
    match compile_to(source, Target::Vulkan1_2Portable) {
        Code::Words(words) => rspirv::dr::load_words(words).expect("naga's SPIR-V parses"),
        Code::Text(_) => panic!("portable SPIR-V is words"),
    }
}

const BLOCKED: &str = r#"
kernel void blocked(global const float *a, global float *out) {
    int g = get_global_id(0);
    float acc[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            acc[i][j] = 0.0f;
    for (int k = 0; k < 16; k++)
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                acc[i][j] += a[g + k + i] * a[g + 2 * k + j];
    int i;
    for (i = 0; i < 4; i++)
        out[g * 4 + i] = acc[i][0] + acc[i][3];
    out[0] += i;
}
"#;

#[test]
fn small_counted_loops_are_unrolled_with_constant_indices() {
    let text = wgsl(BLOCKED);
    assert!(!text.contains("loop {"), "a loop is left:\n{text}");
    for index in ["acc[0i][0i]", "acc[3i][2i]", "acc[3i][3i]"] {
        assert!(text.contains(index), "no {index}:\n{text}");
    }
    // The counter read after its loop has its final value.
    assert!(text.contains("i = 4i;"), "no final value stored:\n{text}");
}

#[test]
fn loops_that_leave_early_or_are_too_large_stay_loops() {
    let source = r#"
kernel void kept(global int *out) {
    int g = get_global_id(0);
    int s = 0;
    for (int i = 0; i < 8; i++) {
        if (out[i] == g)
            continue;
        s += i;
    }
    for (int i = 0; i < 8; i++) {
        if (out[i] == g)
            break;
        s += i;
    }
    for (int i = 0; i < 64; i++) {
        s += out[i]; s += out[i + 1]; s += out[i + 2]; s += out[i + 3];
        s += out[i + 4]; s += out[i + 5]; s += out[i + 6]; s += out[i + 7];
        s += out[i + 8]; s += out[i + 9]; s += out[i + 10]; s += out[i + 11];
        s += out[i + 12]; s += out[i + 13]; s += out[i + 14]; s += out[i + 15];
        s += out[i + 16];
    }
    for (int i = 0; i < 4; i++) {
        switch (out[i]) {
        case 1:
            s++;
            break;
        default:
            s--;
        }
    }
    out[g] = s;
}
"#;
    let text = wgsl(source);
    // `continue`, `break` and 64 x 17 statements keep three loops; the `switch`'s `break`
    // does not keep the fourth.
    assert_eq!(text.matches("loop {").count(), 3, "{text}");
    assert_eq!(text.matches("switch ").count(), 4, "{text}");
}

#[test]
fn portable_spirv_has_no_loop_bounding_or_division_guards() {
    let source = r#"
kernel void k(global const int *in, global int *out, int n) {
    int s = 0, i = 0;
    while (i < n)
        s += in[i++] / n;
    out[get_global_id(0)] = s;
}
"#;
    let module = spirv(source);
    let ops: Vec<rspirv::spirv::Op> = module
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter())
        .flat_map(|b| b.instructions.iter())
        .map(|i| i.class.opcode)
        .collect();
    use rspirv::spirv::Op;
    assert_eq!(module.functions.len(), 1, "a wrapper function was written");
    assert!(!ops.contains(&Op::FunctionCall));
    assert_eq!(ops.iter().filter(|&&o| o == Op::LoopMerge).count(), 1);
    assert_eq!(ops.iter().filter(|&&o| o == Op::SDiv).count(), 1);
    // naga's loop bounding counts down a `vec2<u32>` and tests it with `OpAll`.
    assert!(!ops.contains(&Op::All), "the loop is bounded");
    assert_eq!(
        ops.iter()
            .filter(|&&o| matches!(o, Op::BranchConditional))
            .count(),
        1,
        "one exit test per iteration: {ops:?}"
    );
}

#[test]
fn msl_and_hlsl_have_no_loop_bounding_zeroed_local_memory_or_clamped_indices() {
    let source = r#"
kernel void k(global const int *in, global int *out, int n) {
    local int scratch[64];
    int l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += scratch[(l + i) % 64] / n;
    out[get_global_id(0)] = s;
}
"#;
    for target in [Target::Msl, Target::Hlsl] {
        let Code::Text(text) = compile_to(source, target) else {
            panic!("{target:?} is text");
        };
        assert!(!text.contains("loop_bound"), "{target:?}:\n{text}");
        // naga zeroes workgroup memory behind the first invocation and a barrier.
        assert_eq!(
            text.matches("barrier").count() + text.matches("Barrier").count(),
            1
        );
        assert!(!text.contains("min(uint("), "an index is clamped:\n{text}");
    }
}

#[test]
fn runtime_counted_loops_are_unrolled_by_four_with_a_remainder() {
    let source = r#"
kernel void k(global const float *in, global float *out, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += in[i];
    out[get_global_id(0)] = s;
}
"#;
    let text = wgsl(source);
    // The Vulkan targets' `unroll-loops` stage: a main loop to a limit computed before it,
    // four loads a trip, then the remainder loop.
    assert_eq!(text.matches("loop {").count(), 2, "{text}");
    assert!(text.contains("_oclvk_unrolled_limit"), "{text}");
    assert_eq!(text.matches("= in[").count(), 5, "{text}");
}
