//! Launching kernels compiled for a portable target (`vulkan1.2-portable`, `vulkan1.3-portable`;
//! [`oclvk_abi::portable`]): every buffer is a storage-buffer descriptor and the argument block
//! a uniform buffer, so the device needs no buffer device addresses.

use std::sync::Arc;

use ash::vk;
use oclvk_abi::portable::{BufferSource, HiddenValue, PortableBindings};
use oclvk_abi::reflect::{ArgKind, ArgReflection, ChannelClass, KernelReflection, SamplerModes};

use crate::device::Context;
use crate::error::{Result, RunnerError};
use crate::image_format::ImageFormat;
use crate::launch::ArgValue;
use crate::memory::{Buffer, Usage};
use crate::program::Program;

/// The name of `kernel`'s entry point in its module: the portable reflection's
/// `entry_point` where the shader language or naga's namer chose another, else the kernel's name.
pub fn entry_point(kernel: &KernelReflection) -> &str {
    match &kernel.portable {
        Some(p) if !p.entry_point.is_empty() => &p.entry_point,
        _ => &kernel.name,
    }
}

/// Bytes between the copies of the argument block in a launch's uniform buffer, one copy per
/// dispatch (they differ in the group base): Vulkan caps minUniformBufferOffsetAlignment at 256,
/// so every device accepts this dynamic-offset step.
pub const BLOCK_STRIDE: usize = 256;

/// The bytes a buffer binding covers: the buffer rounded up to whole `element_bytes` elements
/// (a shader declaring 32-bit words over a 6-byte `char` buffer reads 8).
pub fn bound_range(size: u64, element_bytes: u32) -> u64 {
    size.div_ceil(element_bytes.max(1) as u64) * element_bytes.max(1) as u64
}

/// What the host binds for an image or sampler argument, which a kernel's hidden fields
/// ([`PortableBindings::hidden_fields`]) read.
#[derive(Clone, Copy, Debug)]
pub enum BoundResource {
    Image(ImageFormat),
    Sampler(SamplerModes),
}

/// Writes `kernel`'s hidden fields into its argument `block`, each from the resource bound
/// for its argument (`bound`: by argument index).
pub fn put_hidden_fields(
    kernel: &KernelReflection,
    block: &mut [u8],
    bound: &[(u32, BoundResource)],
) -> Result<()> {
    let Some(bindings) = &kernel.portable else {
        return Ok(());
    };
    for field in &bindings.hidden_fields {
        let index = field.value.index();
        let resource = bound.iter().find(|(i, _)| *i == index).map(|(_, r)| *r);
        let word = match (field.value, resource) {
            (HiddenValue::ImageChannelDataType { .. }, Some(BoundResource::Image(f))) => {
                f.clk_values().0
            }
            (HiddenValue::ImageChannelOrder { .. }, Some(BoundResource::Image(f))) => {
                f.clk_values().1
            }
            (HiddenValue::SamplerModes { .. }, Some(BoundResource::Sampler(modes))) => modes.bits(),
            _ => {
                let name = kernel
                    .args
                    .iter()
                    .find(|a| a.index == index)
                    .map_or_else(|| format!("#{index}"), |a| format!("'{}'", a.name));
                let wanted = match field.value {
                    HiddenValue::SamplerModes { .. } => "sampler",
                    _ => "image",
                };
                return Err(RunnerError::BadReflection(format!(
                    "kernel '{}' reads the {} of its argument {name} from the argument block, and the launch binds no {wanted} for it",
                    kernel.name,
                    hidden_value_name(field.value)
                )));
            }
        };
        let at = field.offset as usize;
        let Some(slot) = block.get_mut(at..at + 4) else {
            return Err(RunnerError::BadReflection(format!(
                "kernel '{}' places a hidden field at offset {at}, past the {}-byte argument block",
                kernel.name,
                block.len()
            )));
        };
        slot.copy_from_slice(&word.to_le_bytes());
    }
    Ok(())
}

/// What a hidden field holds, in words.
fn hidden_value_name(value: HiddenValue) -> &'static str {
    match value {
        HiddenValue::ImageChannelDataType { .. } => "channel data type",
        HiddenValue::ImageChannelOrder { .. } => "channel order",
        HiddenValue::SamplerModes { .. } => "sampler modes",
    }
}

/// The argument blocks of a launch's dispatches in one uniform buffer, [`BLOCK_STRIDE`] apart;
/// the dynamic offset of each. `None` when the kernel reads no block.
pub(crate) fn block_buffer(
    ctx: &Arc<Context>,
    bindings: &PortableBindings,
    blocks: &[Vec<u8>],
) -> Result<Option<(Buffer, Vec<u32>)>> {
    if bindings.arg_block.is_none() {
        return Ok(None);
    }
    let len = blocks.first().map_or(0, Vec::len).max(4);
    let stride = len.div_ceil(BLOCK_STRIDE) * BLOCK_STRIDE;
    let mut all = vec![0u8; stride * blocks.len()];
    for (i, b) in blocks.iter().enumerate() {
        all[i * stride..i * stride + b.len()].copy_from_slice(b);
    }
    let buffer = Buffer::with_data(ctx, &all, Usage::Upload, "argument block")?;
    let offsets = (0..blocks.len()).map(|i| (i * stride) as u32).collect();
    Ok(Some((buffer, offsets)))
}

/// The storage- and uniform-buffer descriptors of a portable kernel's launch: each binding's
/// buffer (an argument's, the program's data blocks, the printf buffer) and the argument
/// block's first copy (`block`: the buffer and the bytes of one copy, bound rounded up to 16
/// bytes: a shader's uniform struct has a size in whole 16-byte rows).
pub(crate) fn buffer_descriptors(
    ctx: &Context,
    program: &Program,
    kernel: &KernelReflection,
    bindings: &PortableBindings,
    args: &[(u32, &ArgValue)],
    printf: Option<&Buffer>,
    block: Option<(&Buffer, u64)>,
) -> Result<Vec<(u32, vk::DescriptorType, vk::DescriptorBufferInfo)>> {
    let mut out = Vec::new();
    for b in &bindings.buffers {
        let missing = |what: &str| {
            RunnerError::BadModule(format!(
                "kernel '{}' binds {what} at binding {}, which the launch does not have",
                kernel.name, b.binding
            ))
        };
        let buffer = match b.source {
            BufferSource::Argument { index } => args
                .iter()
                .find_map(|(i, v)| match v {
                    ArgValue::Buffer(buffer) if *i == index => Some(*buffer),
                    _ => None,
                })
                .ok_or_else(|| missing(&format!("buffer argument {index}")))?,
            BufferSource::ModuleConstants => program
                .constants
                .as_ref()
                .ok_or_else(|| missing("the module's constant data"))?,
            BufferSource::ProgramGlobals => program
                .globals
                .as_ref()
                .ok_or_else(|| missing("the program-scope globals"))?,
            BufferSource::PrintfBuffer => printf.ok_or_else(|| missing("the printf buffer"))?,
        };
        let range = bound_range(buffer.size(), b.element_bytes);
        let max = ctx.info.limits.max_storage_buffer_range;
        if range > max as u64 {
            return Err(RunnerError::StorageBufferRange {
                kernel: kernel.name.clone(),
                binding: b.binding,
                size: range,
                max,
            });
        }
        out.push((
            b.binding,
            vk::DescriptorType::STORAGE_BUFFER,
            vk::DescriptorBufferInfo::default()
                .buffer(buffer.raw())
                .offset(0)
                .range(range.min(buffer.capacity())),
        ));
    }
    if let (Some(binding), Some((buffer, len))) = (bindings.arg_block, block) {
        out.push((
            binding,
            vk::DescriptorType::UNIFORM_BUFFER_DYNAMIC,
            vk::DescriptorBufferInfo::default()
                .buffer(buffer.raw())
                .offset(0)
                .range(len.max(4).div_ceil(16) * 16),
        ));
    }
    Ok(out)
}

/// Refuses a storage image argument whose format is not the one a portable kernel declares its
/// storage images with (`rgba32f`, `rgba32i` or `rgba32ui` by the texel type the kernel reads
/// and writes: naga's languages need a format, `oclvk_naga`'s `images`).
pub(crate) fn check_storage_format(a: &ArgReflection, format: ImageFormat) -> Result<()> {
    let ArgKind::Image {
        channel,
        storage_binding: Some(_),
        ..
    } = a.kind
    else {
        return Ok(());
    };
    let declared = match channel {
        ChannelClass::Float => ImageFormat::RGBA32F,
        ChannelClass::Int => ImageFormat::RGBA32I,
        ChannelClass::Uint => ImageFormat::RGBA32UI,
    };
    if format == declared {
        return Ok(());
    }
    Err(RunnerError::Image(format!(
        "argument '{}': a kernel compiled for a portable target declares the images it writes as {}, but the image is {}",
        a.name,
        declared.name(),
        format.name()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A portable kernel with image argument 0 and sampler argument 1, whose channel order
    /// and modes are hidden fields at bytes 4 and 8.
    fn kernel_with_hidden_fields() -> KernelReflection {
        use oclvk_abi::portable::HiddenField;
        use oclvk_abi::reflect::{ArgTransport, ImageAccess, ImageDim};
        let arg = |index: u32, name: &str, kind: ArgKind| ArgReflection {
            index,
            name: name.into(),
            type_name: String::new(),
            kind,
            qualifiers: Vec::new(),
            fields: Vec::new(),
        };
        let mut kernel: KernelReflection = serde_json::from_value(serde_json::json!({
            "name": "k",
            "args": [],
            "transport": {"kind": "push-constants", "size": 4},
            "implicit": [],
            "work_group": {"spec_ids": [0, 1, 2]},
            "static_local_bytes": 0
        }))
        .unwrap();
        kernel.args = vec![
            arg(
                0,
                "img",
                ArgKind::Image {
                    dim: ImageDim::D2,
                    access: ImageAccess::ReadOnly,
                    channel: ChannelClass::Float,
                    storage_binding: None,
                    sampled_binding: Some(1),
                    format_spec_ids: None,
                    view_dim: None,
                },
            ),
            arg(
                1,
                "s",
                ArgKind::Sampler {
                    binding: Some(2),
                    normalized_only: false,
                    nearest_only: false,
                    modes_override_id: None,
                },
            ),
        ];
        kernel.transport = ArgTransport::PushConstants { size: 4 };
        kernel.portable = Some(PortableBindings {
            arg_block: Some(0),
            hidden_fields: vec![
                HiddenField {
                    offset: 4,
                    value: HiddenValue::ImageChannelOrder { index: 0 },
                },
                HiddenField {
                    offset: 8,
                    value: HiddenValue::SamplerModes { index: 1 },
                },
            ],
            ..PortableBindings::default()
        });
        kernel
    }

    #[test]
    fn hidden_fields_hold_the_bound_image_and_sampler() {
        let kernel = kernel_with_hidden_fields();
        assert_eq!(kernel.arg_block_size(), 12);
        let modes = SamplerModes {
            normalized_coords: false,
            addressing: oclvk_abi::reflect::AddressingMode::Clamp,
            filter: oclvk_abi::reflect::FilterMode::Nearest,
        };
        let mut block = vec![0xAAu8; 12];
        let bound = [
            (1, BoundResource::Sampler(modes)),
            (0, BoundResource::Image(ImageFormat::RG32F)),
        ];
        put_hidden_fields(&kernel, &mut block, &bound).unwrap();
        let word = |at: usize| u32::from_le_bytes(block[at..at + 4].try_into().unwrap());
        // The arguments' bytes untouched; CL_RG; the sampler's bits.
        assert_eq!(word(0), 0xAAAA_AAAA);
        assert_eq!(word(4), ImageFormat::RG32F.clk_values().1);
        assert_eq!(word(4), 0x10B2);
        assert_eq!(word(8), modes.bits());
    }

    #[test]
    fn a_hidden_field_without_its_resource_is_refused_by_name() {
        let kernel = kernel_with_hidden_fields();
        let mut block = vec![0u8; 12];
        let bound = [(0, BoundResource::Image(ImageFormat::RGBA32F))];
        let e = put_hidden_fields(&kernel, &mut block, &bound).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the module's reflection does not match it: kernel 'k' reads the sampler modes of its argument 's' from the argument block, and the launch binds no sampler for it"
        );
        // A block too short for the fields (a malformed reflection) is an error, not a panic.
        let mut short = vec![0u8; 8];
        let bound = [
            (0, BoundResource::Image(ImageFormat::RGBA32F)),
            (
                1,
                BoundResource::Sampler(SamplerModes {
                    normalized_coords: true,
                    addressing: oclvk_abi::reflect::AddressingMode::Repeat,
                    filter: oclvk_abi::reflect::FilterMode::Linear,
                }),
            ),
        ];
        assert!(put_hidden_fields(&kernel, &mut short, &bound).is_err());
    }

    #[test]
    fn a_binding_covers_whole_elements() {
        assert_eq!(bound_range(6, 4), 8);
        assert_eq!(bound_range(8, 4), 8);
        assert_eq!(bound_range(1, 16), 16);
        assert_eq!(bound_range(5, 0), 5);
    }
}
