//! Portable SPIR-V: specialization constants again. naga's SPIR-V writer takes no overrides, so
//! the module is written with their values, and this pass turns them back into what Vulkan
//! pipelines specialize, with the spec ids the reflection gives:
//! - the work-group size (when no kernel of the module has a fixed one): spec constants 0, 1, 2
//!   in a composite decorated `BuiltIn WorkgroupSize`, which overrides every entry point's
//!   `LocalSize`, and which also initializes the private copy the kernels read their local size
//!   from (`oclvk_local_size`);
//! - each `local` argument's length: the constant written with its placeholder value
//!   (`module::LOCAL_LENGTH_PLACEHOLDER` plus the spec id) becomes `OpSpecConstant` with that
//!   spec id and default 1 (or the count `--local-arg` gives); for one held as 32-bit words
//!   (`module::LOCAL_WORDS_PLACEHOLDER` plus the spec id), the `OpSpecConstantOp` words
//!   `(n * bytes + 3) / 4` of that count;
//! - each image's channel data type and order (`images`): the constant written with its
//!   placeholder value (`images::FORMAT_PLACEHOLDER` plus the spec id's offset from
//!   `FIRST_IMAGE_FORMAT_SPEC_ID`) becomes `OpSpecConstant` with that spec id and default 0,
//!   which the runner sets from the image it binds;
//! - each sampler argument's modes that a shader picks integer texels by (`images`): the
//!   constant written with `images::SAMPLER_MODES_PLACEHOLDER` plus the spec id's offset from
//!   `FIRST_SAMPLER_MODES_SPEC_ID` becomes `OpSpecConstant` with that spec id and default
//!   `images::DEFAULT_SAMPLER_MODES`, which the runner sets from the sampler it binds;
//! - the work-group collective functions' scratch length (`groups`): the constant written
//!   with `groups::SCRATCH_LENGTH_PLACEHOLDER` becomes the `OpSpecConstantOp` product of the
//!   work-group size's spec constants, made where the placeholder was (the array types that
//!   use it follow it), the `uvec3` type the size's composite needs moved before them.

use rspirv::dr::{self, Instruction, Operand};
use spirv::{Decoration, Op};

/// The name of the private variable holding the work-group size (written with `DEBUG` names).
pub(crate) const LOCAL_SIZE_NAME: &str = "oclvk_local_size";

#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    /// Default values of the work-group size spec constants, when they are made.
    pub work_group_size: Option<[u32; 3]>,
    /// Spec ids of `local` argument lengths.
    pub local_lengths: Vec<u32>,
    /// The default element count of a `local` argument's length by spec id, where
    /// `--local-arg` gave one (else 1); WGSL's override and GLSL's constant take it too.
    pub local_defaults: std::collections::BTreeMap<u32, u32>,
    /// (spec id, element bytes) of `local` arguments held as 32-bit words, whose arrays are
    /// `(n * bytes + 3) / 4` words long for `n` elements.
    pub local_word_lengths: Vec<(u32, u32)>,
    /// Spec ids of images' channel data types and orders.
    pub image_formats: Vec<u32>,
    /// Spec ids of sampler arguments' modes.
    pub sampler_modes: Vec<u32>,
    /// The collective functions' scratch arrays are as long as the work-group (with
    /// `work_group_size` only).
    pub collective_length: bool,
}

impl Plan {
    /// The default element count of the `local` argument length of spec id `id`.
    pub(crate) fn local_default(&self, id: u32) -> u32 {
        self.local_defaults.get(&id).copied().unwrap_or(1)
    }

    fn is_empty(&self) -> bool {
        self.work_group_size.is_none()
            && self.local_lengths.is_empty()
            && self.local_word_lengths.is_empty()
            && self.image_formats.is_empty()
            && self.sampler_modes.is_empty()
    }
}

pub(crate) fn specialize(words: Vec<u32>, plan: &Plan) -> Result<Vec<u32>, String> {
    if plan.is_empty() {
        return Ok(words);
    }
    let mut module =
        dr::load_words(&words).map_err(|e| format!("cannot read naga's SPIR-V: {e}"))?;
    let mut next_id = module.header.as_ref().map(|h| h.bound).unwrap_or(1);
    let mut fresh = || {
        next_id += 1;
        next_id - 1
    };
    let decorate = |target: u32, decoration: Decoration, extra: Vec<Operand>| {
        let mut operands = vec![Operand::IdRef(target), Operand::Decoration(decoration)];
        operands.extend(extra);
        Instruction::new(Op::Decorate, None, None, operands)
    };
    let literal_u32 = |inst: &Instruction| match inst.operands.first() {
        Some(Operand::LiteralBit32(v)) => Some(*v),
        _ => None,
    };
    // `local` argument lengths (default 1 or `--local-arg`'s), image formats (default 0) and
    // sampler modes.
    let lengths = plan.local_lengths.iter().map(|&id| {
        (
            id,
            crate::module::LOCAL_LENGTH_PLACEHOLDER + id,
            plan.local_default(id),
        )
    });
    let formats = plan.image_formats.iter().map(|&id| {
        let offset = id - oclvk_abi::reflect::FIRST_IMAGE_FORMAT_SPEC_ID;
        (id, crate::images::FORMAT_PLACEHOLDER + offset, 0)
    });
    let modes = plan.sampler_modes.iter().map(|&id| {
        let offset = id - oclvk_abi::reflect::FIRST_SAMPLER_MODES_SPEC_ID;
        let default = crate::images::DEFAULT_SAMPLER_MODES.bits();
        (
            id,
            crate::images::SAMPLER_MODES_PLACEHOLDER + offset,
            default,
        )
    });
    for (spec_id, placeholder, default) in lengths.chain(formats).chain(modes) {
        let Some(inst) = module
            .types_global_values
            .iter_mut()
            .find(|i| i.class.opcode == Op::Constant && literal_u32(i) == Some(placeholder))
        else {
            continue;
        };
        let id = inst.result_id.ok_or("a constant without an id")?;
        *inst = Instruction::new(
            Op::SpecConstant,
            inst.result_type,
            Some(id),
            vec![Operand::LiteralBit32(default)],
        );
        module.annotations.push(decorate(
            id,
            Decoration::SpecId,
            vec![Operand::LiteralBit32(spec_id)],
        ));
    }
    // `local` arguments held as words: the element count a specialization constant, the
    // length the words it fills, computed where the placeholder was.
    for &(spec_id, bytes) in &plan.local_word_lengths {
        let placeholder = crate::module::LOCAL_WORDS_PLACEHOLDER + spec_id;
        let Some(at) = module
            .types_global_values
            .iter()
            .position(|i| i.class.opcode == Op::Constant && literal_u32(i) == Some(placeholder))
        else {
            continue;
        };
        let inst = &module.types_global_values[at];
        let id = inst.result_id.ok_or("a constant without an id")?;
        let ty = inst.result_type.ok_or("a constant without a type")?;
        let count = fresh();
        let constant = |id: u32, value: u32| {
            Instruction::new(
                Op::Constant,
                Some(ty),
                Some(id),
                vec![Operand::LiteralBit32(value)],
            )
        };
        let (size, three, four) = (fresh(), fresh(), fresh());
        let (product, sum) = (fresh(), fresh());
        let op = |id: u32, op: Op, a: u32, b: u32| {
            Instruction::new(
                Op::SpecConstantOp,
                Some(ty),
                Some(id),
                vec![
                    Operand::LiteralSpecConstantOpInteger(op),
                    Operand::IdRef(a),
                    Operand::IdRef(b),
                ],
            )
        };
        let new = vec![
            Instruction::new(
                Op::SpecConstant,
                Some(ty),
                Some(count),
                vec![Operand::LiteralBit32(plan.local_default(spec_id))],
            ),
            constant(size, bytes),
            constant(three, 3),
            constant(four, 4),
            op(product, Op::IMul, count, size),
            op(sum, Op::IAdd, product, three),
            op(id, Op::UDiv, sum, four),
        ];
        module.types_global_values.splice(at..=at, new);
        module.annotations.push(decorate(
            count,
            Decoration::SpecId,
            vec![Operand::LiteralBit32(spec_id)],
        ));
    }
    // The work-group size.
    if let Some(size) = plan.work_group_size {
        let uint = module
            .types_global_values
            .iter()
            .find(|i| {
                i.class.opcode == Op::TypeInt
                    && i.operands == [Operand::LiteralBit32(32), Operand::LiteralBit32(0)]
            })
            .and_then(|i| i.result_id);
        let uvec3 = uint.and_then(|u| {
            module
                .types_global_values
                .iter()
                .find(|i| {
                    i.class.opcode == Op::TypeVector
                        && i.operands == [Operand::IdRef(u), Operand::LiteralBit32(3)]
                })
                .and_then(|i| i.result_id)
        });
        let mut new = Vec::new();
        let (uint, uvec3) = match (uint, uvec3) {
            (Some(u), Some(v)) => (u, v),
            (u, _) => {
                let u = match u {
                    Some(u) => u,
                    None => {
                        let u = fresh();
                        new.push(Instruction::new(
                            Op::TypeInt,
                            None,
                            Some(u),
                            vec![Operand::LiteralBit32(32), Operand::LiteralBit32(0)],
                        ));
                        u
                    }
                };
                let v = fresh();
                new.push(Instruction::new(
                    Op::TypeVector,
                    None,
                    Some(v),
                    vec![Operand::IdRef(u), Operand::LiteralBit32(3)],
                ));
                (u, v)
            }
        };
        let mut parts = Vec::new();
        let mut part_ids = Vec::new();
        for (k, value) in size.into_iter().enumerate() {
            let id = fresh();
            new.push(Instruction::new(
                Op::SpecConstant,
                Some(uint),
                Some(id),
                vec![Operand::LiteralBit32(value)],
            ));
            module.annotations.push(decorate(
                id,
                Decoration::SpecId,
                vec![Operand::LiteralBit32(k as u32)],
            ));
            parts.push(Operand::IdRef(id));
            part_ids.push(id);
        }
        let composite = fresh();
        new.push(Instruction::new(
            Op::SpecConstantComposite,
            Some(uvec3),
            Some(composite),
            parts,
        ));
        module.annotations.push(decorate(
            composite,
            Decoration::BuiltIn,
            vec![Operand::BuiltIn(spirv::BuiltIn::WorkgroupSize)],
        ));
        // Before the first variable, after every type and constant they need.
        let mut at = module
            .types_global_values
            .iter()
            .position(|i| i.class.opcode == Op::Variable)
            .unwrap_or(module.types_global_values.len());
        let scratch = crate::groups::SCRATCH_LENGTH_PLACEHOLDER;
        let placeholder = module.types_global_values.iter().position(|i| {
            plan.collective_length
                && i.class.opcode == Op::Constant
                && literal_u32(i) == Some(scratch)
        });
        if let Some(p) = placeholder {
            // The product where the placeholder was; the size's constants just before it.
            let xy = fresh();
            let imul = |id, a, b| {
                Instruction::new(
                    Op::SpecConstantOp,
                    Some(uint),
                    Some(id),
                    vec![
                        Operand::LiteralSpecConstantOpInteger(Op::IMul),
                        Operand::IdRef(a),
                        Operand::IdRef(b),
                    ],
                )
            };
            new.push(imul(xy, part_ids[0], part_ids[1]));
            let length = module.types_global_values[p]
                .result_id
                .ok_or("a constant without an id")?;
            module.types_global_values[p] = imul(length, xy, part_ids[2]);
            at = p;
            // The `uvec3` found after the placeholder moves before the composite.
            if let Some(v) = module
                .types_global_values
                .iter()
                .position(|i| i.result_id == Some(uvec3))
                .filter(|&v| v > p)
            {
                let inst = module.types_global_values.remove(v);
                new.insert(0, inst);
            }
        }
        module.types_global_values.splice(at..at, new);
        // The private copy starts as the specialized size.
        let named =
            module
                .debug_names
                .iter()
                .find_map(|i| match (&i.operands[..], i.class.opcode) {
                    ([Operand::IdRef(id), Operand::LiteralString(name)], Op::Name)
                        if name == LOCAL_SIZE_NAME =>
                    {
                        Some(*id)
                    }
                    _ => None,
                });
        if let Some(var) = named {
            if let Some(inst) = module
                .types_global_values
                .iter_mut()
                .find(|i| i.class.opcode == Op::Variable && i.result_id == Some(var))
            {
                inst.operands.truncate(1);
                inst.operands.push(Operand::IdRef(composite));
            }
        }
    }
    if let Some(h) = module.header.as_mut() {
        h.bound = next_id;
    }
    use rspirv::binary::Assemble;
    Ok(module.assemble())
}
