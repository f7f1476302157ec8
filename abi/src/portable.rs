//! How a kernel compiled for a portable target is bound: SPIR-V without device addresses
//! (`vulkan1.2-portable`, `vulkan1.3-portable`) and the shading languages written through naga
//! (WGSL, MSL, HLSL, GLSL).
//!
//! Those targets have no pointers a host can pass, so every buffer the kernel reads or writes
//! is a resource at a binding of one group (Vulkan descriptor set, WebGPU bind group). The
//! by-value arguments and implicit values keep the argument block of the device-address
//! targets, byte for byte ([`crate::reflect::ArgKind::Value`]'s and
//! [`crate::reflect::ImplicitArg`]'s offsets, `transport.block_size()` bytes), but the block is
//! a uniform buffer at [`PortableBindings::arg_block`] instead of push constants. Work-group
//! sizes and `local` argument lengths stay specialization constants / pipeline overrides with
//! the ids [`crate::reflect::WorkGroupInfo`] and [`crate::reflect::ArgKind::Local`] give.
//!
//! What a shader cannot query and its language cannot take as an override or specialization
//! constant (MSL, HLSL, GLSL: an image's channel data type and order, a sampler argument's
//! modes) follows the block as [`PortableBindings::hidden_fields`], 32-bit words the host
//! fills from the bound image or sampler.

use serde::{Deserialize, Serialize};

/// The resources of one kernel on a portable target ([`crate::reflect::KernelReflection::portable`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortableBindings {
    /// The kernel's entry point in the written shader: its name, unless the shader language or
    /// naga's namer needs another (a name ending in a digit gets `_`, a keyword a prefix; GLSL's
    /// is always `main`).
    #[serde(default)]
    pub entry_point: String,
    /// The descriptor set / bind group every binding below belongs to.
    pub group: u32,
    /// The binding of the uniform buffer holding the argument block; `None` when the block is
    /// empty (no by-value argument, no implicit value).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_block: Option<u32>,
    /// One storage buffer per `global`/`constant` pointer argument and per data block the
    /// kernel uses, in binding order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub buffers: Vec<BufferBinding>,
    /// The kernel has 64-bit atomics on storage buffers: the device needs Vulkan's
    /// `shaderBufferInt64Atomics` (the runner refuses one without).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub buffer_int64_atomics: bool,
    /// The kernel has 64-bit atomics on `local` memory: `shaderSharedInt64Atomics`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shared_int64_atomics: bool,
    /// Words of the argument block past the arguments' bytes that the host fills from the
    /// image and sampler arguments bound, in offset order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hidden_fields: Vec<HiddenField>,
    /// GLSL: the combined image samplers (`sampler2D`, ...) the shader declares in place of
    /// its sampled images and samplers, in binding order. The shader declares no sampler
    /// bindings there: an image argument's `sampled_binding`, its sampler arguments' and its
    /// sampler constants' bindings name them here, and an image sampled with several samplers
    /// has one combined binding per sampler.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub combined_samplers: Vec<CombinedSampler>,
}

impl PortableBindings {
    /// The bytes of the argument block: the arguments' (`transport.block_size()`, what
    /// `block_size` is) and the hidden fields after them.
    pub fn arg_block_size(&self, block_size: u32) -> u32 {
        self.hidden_fields
            .iter()
            .map(|f| f.offset + 4)
            .fold(block_size, u32::max)
    }
}

/// A 32-bit word of the argument block that no kernel argument spells
/// ([`PortableBindings::hidden_fields`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HiddenField {
    /// Its byte offset in the argument block (a multiple of 4).
    pub offset: u32,
    /// What the host writes there.
    pub value: HiddenValue,
}

/// What a [`HiddenField`] holds, of the kernel argument at `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum HiddenValue {
    /// The image's `CLK_*` channel data type (`get_image_channel_data_type`).
    ImageChannelDataType { index: u32 },
    /// The image's `CLK_*` channel order (`get_image_channel_order`, and the alpha of
    /// `CLK_ADDRESS_CLAMP`'s border).
    ImageChannelOrder { index: u32 },
    /// The sampler's modes, [`crate::reflect::SamplerModes::bits`].
    SamplerModes { index: u32 },
}

impl HiddenValue {
    /// The index of the argument whose image or sampler gives the value.
    pub fn index(self) -> u32 {
        match self {
            HiddenValue::ImageChannelDataType { index }
            | HiddenValue::ImageChannelOrder { index }
            | HiddenValue::SamplerModes { index } => index,
        }
    }
}

/// A combined image sampler binding (GLSL): an image argument's view with one sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombinedSampler {
    pub binding: u32,
    /// The index of the `read_only` image argument viewed there.
    pub image: u32,
    /// Its sampler; `None` where the shader only loads texels and queries sizes there, which
    /// no sampler state affects (the host binds any sampler).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampler: Option<SamplerSource>,
}

/// The sampler of a [`CombinedSampler`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SamplerSource {
    /// The sampler passed for the kernel argument at this index.
    Argument { index: u32 },
    /// The program-scope sampler constant with this binding in
    /// [`crate::reflect::KernelReflection::inline_samplers`].
    Constant { binding: u32 },
}

/// A storage buffer binding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BufferBinding {
    pub binding: u32,
    /// What the host binds there.
    pub source: BufferSource,
    /// The kernel never writes through it (a read-only storage buffer: `constant` arguments,
    /// and `global` ones the kernel only reads).
    pub read_only: bool,
    /// The size in bytes of the element the shader declares the buffer as an array of (WGSL
    /// packs 8- and 16-bit elements into 32-bit words, so this can exceed the argument's
    /// pointee size); the host binds whole elements, so the bound range is rounded up to it.
    pub element_bytes: u32,
}

/// What a [`BufferBinding`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum BufferSource {
    /// The buffer passed for the kernel argument at this index.
    Argument { index: u32 },
    /// The program's `constant` data block ([`crate::reflect::ModuleReflection::constant_data`]).
    ModuleConstants,
    /// The program-scope `global` variables ([`crate::reflect::ModuleReflection::program_globals`]).
    ProgramGlobals,
    /// The printf buffer ([`crate::reflect::printf_buffer`]).
    PrintfBuffer,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_fields_are_spelled_as_docs_json_says_and_optional() {
        let bindings = PortableBindings {
            hidden_fields: vec![
                HiddenField {
                    offset: 16,
                    value: HiddenValue::ImageChannelOrder { index: 0 },
                },
                HiddenField {
                    offset: 20,
                    value: HiddenValue::SamplerModes { index: 2 },
                },
            ],
            ..PortableBindings::default()
        };
        let json = serde_json::to_string(&bindings.hidden_fields).unwrap();
        assert_eq!(
            json,
            r#"[{"offset":16,"value":{"kind":"image-channel-order","index":0}},{"offset":20,"value":{"kind":"sampler-modes","index":2}}]"#
        );
        // The block holds the arguments' bytes and the fields after them.
        assert_eq!(bindings.arg_block_size(12), 24);
        assert_eq!(bindings.arg_block_size(32), 32);
        // A reflection written before hidden fields reads as having none.
        let old: PortableBindings = serde_json::from_str(r#"{"group": 0}"#).unwrap();
        assert!(old.hidden_fields.is_empty());
        assert_eq!(old.arg_block_size(8), 8);
    }
}
