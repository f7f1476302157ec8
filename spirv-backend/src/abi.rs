//! The Vulkan kernel ABI: where each argument and implicit value lives in the argument block,
//! which transport carries the block, and the reflection records that describe it.
//!
//! Layout rules (the contract with the runner, see `reflect.rs`): arguments in declaration order,
//! each at the next offset aligned to its OpenCL C alignment (global/constant pointers are 8-byte
//! device addresses; `local` pointers take no bytes, they are spec-constant-sized work-group
//! arrays with spec ids 3, 4, ... in argument order); then the implicit values the kernel uses,
//! in [`IMPLICIT_ORDER`], `GroupBase` and `GlobalSize` in 16-byte-aligned slots, `WorkDim` in
//! a 4-byte one, the others 8-byte-aligned. The block size is the end rounded up to 4 bytes; blocks over [`PUSH_CONSTANT_LIMIT`] bytes travel in an argument buffer
//! whose address is the only push constant.

use crate::reflect::{
    self, ArgKind, ArgReflection, ArgTransport, FieldReflection, ImplicitArg, ImplicitKind,
    ScalarKind, TypeQualifier, ValueLayout,
};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, AddressSpace, Type, TypeArena, TypeId};

/// `maxPushConstantsSize`'s guaranteed minimum.
pub const PUSH_CONSTANT_LIMIT: u32 = 128;
/// The first spec id of `local` pointer arguments (0, 1, 2 are the work-group size).
pub const FIRST_LOCAL_SPEC_ID: u32 = 3;
/// The order implicit values are appended in.
pub const IMPLICIT_ORDER: [ImplicitKind; 8] = [
    ImplicitKind::GlobalOffset,
    ImplicitKind::GroupBase,
    ImplicitKind::GlobalSize,
    ImplicitKind::WorkDim,
    ImplicitKind::ModuleConstants,
    ImplicitKind::ProgramGlobals,
    ImplicitKind::PrintfBuffer,
    ImplicitKind::CheckBuffer,
];

/// Where one kernel argument lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A device address (global/constant pointer) at this offset.
    Address(u32),
    /// A by-value argument at this offset.
    Value(u32),
    /// A `local` pointer: a work-group array sized by this spec id.
    Local(u32),
    /// An image or a sampler: no bytes in the block (a descriptor on Vulkan, see `images`).
    Descriptor,
}

#[derive(Clone, Debug)]
pub struct KernelAbi {
    pub slots: Vec<Slot>,
    pub implicit: Vec<ImplicitArg>,
    pub transport: ArgTransport,
}

fn align_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// Lays out a kernel's argument block.
pub fn layout_kernel(
    m: &ir::Module,
    f: &ir::Function,
    implicit: &[ImplicitKind],
) -> Result<KernelAbi, Diagnostic> {
    let types = &m.types;
    let mut offset = 0u32;
    let mut next_spec = FIRST_LOCAL_SPEC_ID;
    let mut slots = Vec::new();
    for p in &f.params {
        match types.get(p.ty) {
            Type::Pointer { space: AddressSpace::Global | AddressSpace::Constant, .. } => {
                offset = align_up(offset, 8);
                slots.push(Slot::Address(offset));
                offset += 8;
            }
            Type::Pointer { space: AddressSpace::Local, .. } => {
                slots.push(Slot::Local(next_spec));
                next_spec += 1;
            }
            Type::Pointer { space, .. } => {
                return Err(Diagnostic::error(
                    p.span,
                    format!("kernel argument '{}' points to the {} address space, which a kernel argument cannot", p.name, space.name()),
                ))
            }
            Type::Scalar(_)
            | Type::Vector { .. }
            | Type::Struct(_)
            | Type::Array { .. }
            | Type::Atomic(_) => {
                let a = types.align_of(p.ty);
                let size = u32::try_from(types.size_of(p.ty))
                    .map_err(|_| Diagnostic::error(p.span, format!("kernel argument '{}' is too large", p.name)))?;
                offset = align_up(offset, a);
                slots.push(Slot::Value(offset));
                offset += size;
            }
            Type::Image { .. } | Type::Sampler => slots.push(Slot::Descriptor),
            Type::Event | Type::Void => {
                return Err(Diagnostic::error(
                    p.span,
                    format!(
                        "kernel argument '{}' of type '{}' is not supported on the Vulkan target yet",
                        p.name,
                        types.display(p.ty)
                    ),
                ))
            }
        }
    }
    let mut imp = Vec::new();
    for kind in IMPLICIT_ORDER {
        if !implicit.contains(&kind) {
            continue;
        }
        let a = match kind {
            ImplicitKind::GlobalSize | ImplicitKind::GroupBase => 16,
            ImplicitKind::WorkDim => 4,
            _ => 8,
        };
        offset = align_up(offset, a);
        imp.push(ImplicitArg { kind, offset });
        offset += kind.size();
    }
    let size = align_up(offset, 4);
    let transport = if size <= PUSH_CONSTANT_LIMIT {
        ArgTransport::PushConstants { size }
    } else {
        ArgTransport::ArgBuffer { size }
    };
    Ok(KernelAbi {
        slots,
        implicit: imp,
        transport,
    })
}

pub fn value_layout(types: &TypeArena, ty: TypeId) -> ValueLayout {
    let (scalar, lanes) = match types.get(ty) {
        Type::Scalar(s) => (Some(s), 1),
        Type::Vector { scalar, len } => (Some(scalar), len as u32),
        // `void *` buffers are raw bytes.
        Type::Void => (Some(ScalarKind::Uchar), 1),
        _ => (None, 1),
    };
    ValueLayout {
        scalar,
        lanes,
        size: types.size_of(ty).min(u32::MAX as u64) as u32,
        alignment: types.align_of(ty),
    }
}

fn address_space(space: AddressSpace) -> reflect::AddressSpace {
    match space {
        AddressSpace::Global => reflect::AddressSpace::Global,
        AddressSpace::Constant => reflect::AddressSpace::Constant,
        AddressSpace::Local => reflect::AddressSpace::Local,
        AddressSpace::Private => reflect::AddressSpace::Private,
        AddressSpace::Generic => reflect::AddressSpace::Generic,
    }
}

/// The reflection of a kernel's arguments under `abi`.
pub fn arg_reflection(m: &ir::Module, f: &ir::Function, abi: &KernelAbi) -> Vec<ArgReflection> {
    let types = &m.types;
    f.params
        .iter()
        .zip(&abi.slots)
        .enumerate()
        .map(|(i, (p, slot))| {
            let mut qualifiers = Vec::new();
            let kind = match (*slot, types.get(p.ty)) {
                (
                    Slot::Address(offset),
                    Type::Pointer {
                        pointee,
                        space,
                        qualifiers: q,
                    },
                ) => {
                    push_qualifiers(&mut qualifiers, q);
                    ArgKind::Buffer {
                        address_space: address_space(space),
                        offset,
                        pointee: value_layout(types, pointee),
                    }
                }
                (
                    Slot::Local(spec_id),
                    Type::Pointer {
                        pointee,
                        qualifiers: q,
                        ..
                    },
                ) => {
                    push_qualifiers(&mut qualifiers, q);
                    ArgKind::Local {
                        spec_id,
                        pointee: value_layout(types, pointee),
                        fixed_bytes: None,
                    }
                }
                (Slot::Value(offset), _) | (Slot::Address(offset), _) => ArgKind::Value {
                    offset,
                    layout: value_layout(types, p.ty),
                },
                (Slot::Local(spec_id), _) => ArgKind::Local {
                    spec_id,
                    pointee: value_layout(types, p.ty),
                    fixed_bytes: None,
                },
                // The Vulkan entry fills in the bindings and the texel type it chose.
                (Slot::Descriptor, Type::Image { dim, access }) => ArgKind::Image {
                    dim: image_dim(dim),
                    access: image_access(access),
                    channel: reflect::ChannelClass::Float,
                    storage_binding: None,
                    sampled_binding: None,
                    format_spec_ids: None,
                    view_dim: None,
                },
                (Slot::Descriptor, _) => ArgKind::Sampler {
                    binding: None,
                    normalized_only: false,
                    nearest_only: false,
                    modes_override_id: None,
                },
            };
            let value_type = match types.get(p.ty) {
                Type::Pointer { pointee, .. } => pointee,
                _ => p.ty,
            };
            ArgReflection {
                index: i as u32,
                name: p.name.clone(),
                type_name: types.display_as_written(p.ty).to_string(),
                kind,
                qualifiers,
                fields: field_reflection(types, value_type, 0),
            }
        })
        .collect()
}

/// The members of `ty` when it is a struct or union (nested ones too), offsets from `base`.
fn field_reflection(types: &TypeArena, ty: TypeId, base: u32) -> Vec<FieldReflection> {
    let Type::Struct(id) = types.get(ty) else {
        return Vec::new();
    };
    types
        .struct_def(id)
        .fields
        .iter()
        .map(|f| {
            let offset = base + f.offset;
            FieldReflection {
                name: f.name.clone(),
                offset,
                type_name: types.display_as_written(f.ty).to_string(),
                size: types.size_of(f.ty).min(u32::MAX as u64) as u32,
                bits: f.bits.map(|(first, width)| [first, width]),
                fields: field_reflection(types, f.ty, offset),
            }
        })
        .collect()
}

pub fn image_dim(dim: ir::ImageDim) -> reflect::ImageDim {
    match dim {
        ir::ImageDim::D1 => reflect::ImageDim::D1,
        ir::ImageDim::D1Buffer => reflect::ImageDim::D1Buffer,
        ir::ImageDim::D1Array => reflect::ImageDim::D1Array,
        ir::ImageDim::D2 => reflect::ImageDim::D2,
        ir::ImageDim::D2Array => reflect::ImageDim::D2Array,
        ir::ImageDim::D3 => reflect::ImageDim::D3,
    }
}

pub fn image_access(access: ir::Access) -> reflect::ImageAccess {
    match access {
        ir::Access::ReadOnly => reflect::ImageAccess::ReadOnly,
        ir::Access::WriteOnly => reflect::ImageAccess::WriteOnly,
        ir::Access::ReadWrite => reflect::ImageAccess::ReadWrite,
    }
}

fn push_qualifiers(out: &mut Vec<TypeQualifier>, q: ir::PointeeQualifiers) {
    if q.is_const {
        out.push(TypeQualifier::Const);
    }
    if q.is_restrict {
        out.push(TypeQualifier::Restrict);
    }
    if q.is_volatile {
        out.push(TypeQualifier::Volatile);
    }
}
