//! How loops reach the portable targets' drivers: portable SPIR-V without naga's loop
//! bounding and division guards (`src/emit.rs`). docs/performance.md, "The portable targets",
//! has what each costs on the H100.

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

fn spirv(source: &str) -> rspirv::dr::Module {
    match compile_to(source, Target::Vulkan1_2Portable) {
        Code::Words(words) => rspirv::dr::load_words(words).expect("naga's SPIR-V parses"),
        Code::Text(_) => panic!("portable SPIR-V is words"),
    }
}

#[test]
fn portable_spirv_has_no_loop_bounding_or_division_guards() {
    let source = r#"
kernel void k(global const int *in, global int *out, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += in[i] / n;
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
