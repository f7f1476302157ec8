//! Portable SPIR-V: `NoContraction` on the floating-point arithmetic of every function compiled
//! with contraction off (the math library, which is compiled under `FP_CONTRACT OFF`; a
//! function under that pragma; every function with `-ffp-contract=off`), as the Vulkan targets
//! write it (`spirv-backend`'s `per_instruction_contraction`).
//!
//! Why a pass after naga's writer: naga's IR cannot say that an operation must round on its
//! own. Without the decoration a Vulkan driver may fuse a product into the sum that uses it
//! and reassociate (SPIR-V forbids both only on `NoContraction` operations). NVIDIA's does: it
//! computed `1 - x*x` from the exact product where the library's two-sum around it expects the
//! rounded one, so the double-double error terms came out wrong (acos 164,842 ulp off near 1 on
//! the H100), whatever the library's run-time freeze of its values (`OCLVK_EXACT_D`).
//!
//! naga's writer names each SPIR-V function after its naga function (the `DEBUG` flag), and
//! the module writer names each naga function after the IR function it lowers (its
//! copies per pointer-argument form, `specialize-pointer-arguments`, share the name), so the
//! functions are found by name.

use rspirv::dr::{self, Instruction, Operand};
use spirv::{Decoration, Op, Word};
use std::collections::{BTreeSet, HashMap, HashSet};

/// GLSL.std.450's `Fma`: decorated too, as on the Vulkan targets (Mesa rewrites an
/// undecorated one algebraically).
const GLSL_FMA: u32 = 50;

/// `words` with every floating-point arithmetic result of the functions named in `functions`
/// decorated `NoContraction`. Each name must be a function of the module.
pub(crate) fn forbid_contraction(
    words: Vec<u32>,
    functions: &BTreeSet<String>,
) -> Result<Vec<u32>, String> {
    if functions.is_empty() {
        return Ok(words);
    }
    let mut module =
        dr::load_words(&words).map_err(|e| format!("cannot read naga's SPIR-V: {e}"))?;
    let names = function_names(&module);
    let glsl = module
        .ext_inst_imports
        .iter()
        .find(|i| i.operands.first() == Some(&Operand::LiteralString("GLSL.std.450".into())))
        .and_then(|i| i.result_id);
    let decorated: HashSet<Word> = module
        .annotations
        .iter()
        .filter(|i| {
            i.class.opcode == Op::Decorate
                && matches!(
                    i.operands.get(1),
                    Some(Operand::Decoration(Decoration::NoContraction))
                )
        })
        .filter_map(|i| match i.operands.first() {
            Some(Operand::IdRef(id)) => Some(*id),
            _ => None,
        })
        .collect();
    let mut found = BTreeSet::new();
    let mut targets = Vec::new();
    for f in &module.functions {
        let Some(name) = f.def_id().and_then(|id| names.get(&id)) else {
            continue;
        };
        if !functions.contains(name.as_str()) {
            continue;
        }
        found.insert(name.as_str());
        let results = f
            .blocks
            .iter()
            .flat_map(|b| &b.instructions)
            .filter(|i| contractible(i, glsl))
            .filter_map(|i| i.result_id);
        targets.extend(results.filter(|id| !decorated.contains(id)));
    }
    if let Some(missing) = functions.iter().find(|n| !found.contains(n.as_str())) {
        return Err(format!("no function named '{missing}' in naga's SPIR-V"));
    }
    module.annotations.extend(targets.into_iter().map(|id| {
        Instruction::new(
            Op::Decorate,
            None,
            None,
            vec![
                Operand::IdRef(id),
                Operand::Decoration(Decoration::NoContraction),
            ],
        )
    }));
    use rspirv::binary::Assemble;
    Ok(module.assemble())
}

/// Each function's name: its `OpName`, or for an entry point without one, the entry point's.
fn function_names(module: &dr::Module) -> HashMap<Word, String> {
    let named = |i: &Instruction, at: usize| match (i.operands.get(at), i.operands.get(at + 1)) {
        (Some(Operand::IdRef(id)), Some(Operand::LiteralString(name))) => Some((*id, name.clone())),
        _ => None,
    };
    let mut names: HashMap<Word, String> = module
        .entry_points
        .iter()
        .filter_map(|i| named(i, 1))
        .collect();
    names.extend(
        module
            .debug_names
            .iter()
            .filter(|i| i.class.opcode == Op::Name)
            .filter_map(|i| named(i, 0)),
    );
    names
}

/// Whether `inst` is a floating-point operation a driver could fuse or reassociate: the
/// float arithmetic opcodes (each takes float operands only) and GLSL.std.450's `Fma`.
fn contractible(inst: &Instruction, glsl: Option<Word>) -> bool {
    match inst.class.opcode {
        Op::FAdd
        | Op::FSub
        | Op::FMul
        | Op::FDiv
        | Op::FRem
        | Op::FMod
        | Op::FNegate
        | Op::VectorTimesScalar
        | Op::MatrixTimesScalar
        | Op::VectorTimesMatrix
        | Op::MatrixTimesVector
        | Op::MatrixTimesMatrix
        | Op::OuterProduct
        | Op::Dot => true,
        Op::ExtInst => {
            glsl.is_some()
                && matches!(
                    (inst.operands.first(), inst.operands.get(1)),
                    (Some(Operand::IdRef(set)), Some(Operand::LiteralExtInstInteger(GLSL_FMA)))
                        if Some(*set) == glsl
                )
        }
        _ => false,
    }
}
