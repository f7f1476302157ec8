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
            (HiddenValue::SamplerModes { .. }, Some(BoundResource::Sampler(modes))) => {
                modes.bits()
            }
            _ => {
                return Err(RunnerError::BadModule(format!(
                    "kernel '{}' reads {:?} from its argument block, and argument {index} binds no such resource",
                    kernel.name, field.value
                )))
            }
        };
        let at = field.offset as usize;
        let Some(slot) = block.get_mut(at..at + 4) else {
            return Err(RunnerError::BadModule(format!(
                "kernel '{}' places a hidden field at offset {at}, past the {}-byte argument block",
                kernel.name,
                block.len()
            )));
        };
        slot.copy_from_slice(&word.to_le_bytes());
    }
    Ok(())
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

    #[test]
    fn a_binding_covers_whole_elements() {
        assert_eq!(bound_range(6, 4), 8);
        assert_eq!(bound_range(8, 4), 8);
        assert_eq!(bound_range(1, 16), 16);
        assert_eq!(bound_range(5, 0), 5);
    }
}
