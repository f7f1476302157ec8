//! Portable SPIR-V: naga 30's SPIR-V writer takes a 1D array's width out of
//! `OpImageQuerySize(Lod)`'s (width, layers) with an `OpVectorShuffle` of one component, whose
//! result type is then a scalar, which SPIR-V forbids (`get_image_width` of an
//! `image1d_array_t`: spirv-val and the validation layer refuse the module). This pass writes
//! each such shuffle as the `OpCompositeExtract` of that component.

use rspirv::dr::{self, Operand};
use spirv::{Op, Word};
use std::collections::HashSet;

/// `words` with each `OpVectorShuffle` of a scalar result (one component of one vector, both
/// of its operands the same, as naga writes it) made an `OpCompositeExtract`.
pub(crate) fn scalar_shuffles_as_extracts(words: Vec<u32>) -> Result<Vec<u32>, String> {
    let mut module =
        dr::load_words(&words).map_err(|e| format!("cannot read naga's SPIR-V: {e}"))?;
    let vectors: HashSet<Word> = module
        .types_global_values
        .iter()
        .filter(|i| i.class.opcode == Op::TypeVector)
        .filter_map(|i| i.result_id)
        .collect();
    let mut changed = false;
    let instructions = module
        .functions
        .iter_mut()
        .flat_map(|f| &mut f.blocks)
        .flat_map(|b| &mut b.instructions);
    for inst in instructions {
        if inst.class.opcode != Op::VectorShuffle
            || inst.result_type.is_none_or(|t| vectors.contains(&t))
        {
            continue;
        }
        let [Operand::IdRef(first), Operand::IdRef(second), Operand::LiteralBit32(component)] =
            inst.operands[..]
        else {
            return Err(format!(
                "an OpVectorShuffle of a scalar with operands {:?}",
                inst.operands
            ));
        };
        if first != second {
            return Err("an OpVectorShuffle of a scalar from two vectors".into());
        }
        *inst = dr::Instruction::new(
            Op::CompositeExtract,
            inst.result_type,
            inst.result_id,
            vec![Operand::IdRef(first), Operand::LiteralBit32(component)],
        );
        changed = true;
    }
    if !changed {
        return Ok(words);
    }
    use rspirv::binary::Assemble;
    Ok(module.assemble())
}
