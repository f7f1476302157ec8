//! Images and samplers on the wgpu path: each image argument a texture at its reflected binding
//! (`ArgKind::Image`: a sampled texture at `sampled_binding`, a storage texture at
//! `storage_binding`), each sampler argument and program-scope sampler constant a sampler.
//!
//! The WGSL backend's format rule (`oclvk_naga`'s `images`): every texture here is
//! `rgba32float`, `rgba32sint` or `rgba32uint` by the texel type the kernel reads and writes
//! it with. The host's image, of any `--arg image:FORMAT` format, is converted to it texel by
//! texel as OpenCL's reads convert (`ImageFormat::color_from_texel`: normalized values
//! divided, missing channels 0 and alpha 1) and written images back as its writes do
//! (`ImageFormat::texel_from_color`). `CLK_ADDRESS_CLAMP`'s border, which WebGPU lacks, is
//! wgpu's `ClampToBorder` on adapters with `ADDRESS_MODE_CLAMP_TO_BORDER`, transparent black:
//! the shader reads alpha 1 from images whose channel order has none (OpenCL's opaque border
//! there), from the order the launch sets (`format_spec_ids`' override, or the argument block's
//! hidden field), so one sampler serves images of both kinds. Linear filtering of
//! `rgba32float` needs `FLOAT32_FILTERABLE`. An image the shader declares as a texture of
//! another dimension (`view_dim`: an `image1d_array_t` as a 2D array texture one texel high)
//! is created and bound as that one, the host's texels copied in and out unchanged.

use oclvk_abi::reflect::{
    AddressingMode, ArgKind, ChannelClass, FilterMode, ImageAccess, ImageDim, KernelReflection,
    SamplerModes,
};
use oclvk_runner::image::texture_dim;
use oclvk_runner::{ImageDesc, RunnerError};

use super::{Result, WgpuDevice, WgpuError};
use crate::spec::{HostArg, ResolvedArg};

/// Bytes of one texel of the rule's formats.
const TEXEL_BYTES: u32 = 16;

/// An image argument's texture.
pub(super) struct BoundImage {
    pub argument: u32,
    pub binding: u32,
    pub texture: wgpu::Texture,
    pub view: wgpu::TextureView,
    /// The host's image, which a written one is read back as.
    pub desc: ImageDesc,
    pub layout: wgpu::BindingType,
    pub storage: bool,
}

/// A launch's textures and samplers.
#[derive(Default)]
pub(super) struct Bound {
    pub images: Vec<BoundImage>,
    pub samplers: Vec<(u32, wgpu::Sampler)>,
}

impl Bound {
    pub fn layout_entries(&self) -> Vec<wgpu::BindGroupLayoutEntry> {
        let entry = |binding, ty| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::COMPUTE,
            ty,
            count: None,
        };
        let mut out: Vec<_> = self
            .images
            .iter()
            .map(|i| entry(i.binding, i.layout))
            .collect();
        out.extend(self.samplers.iter().map(|(b, _)| {
            entry(
                *b,
                wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
            )
        }));
        out
    }

    pub fn group_entries(&self) -> Vec<wgpu::BindGroupEntry<'_>> {
        let mut out: Vec<_> = self
            .images
            .iter()
            .map(|i| wgpu::BindGroupEntry {
                binding: i.binding,
                resource: wgpu::BindingResource::TextureView(&i.view),
            })
            .collect();
        out.extend(self.samplers.iter().map(|(b, s)| wgpu::BindGroupEntry {
            binding: *b,
            resource: wgpu::BindingResource::Sampler(s),
        }));
        out
    }
}

/// The rule's formats, one per texel type.
pub(super) const RULE_FORMATS: [wgpu::TextureFormat; 3] = [
    wgpu::TextureFormat::Rgba32Float,
    wgpu::TextureFormat::Rgba32Sint,
    wgpu::TextureFormat::Rgba32Uint,
];

fn texture_format(class: ChannelClass) -> wgpu::TextureFormat {
    match class {
        ChannelClass::Float => wgpu::TextureFormat::Rgba32Float,
        ChannelClass::Int => wgpu::TextureFormat::Rgba32Sint,
        ChannelClass::Uint => wgpu::TextureFormat::Rgba32Uint,
    }
}

/// Why a `read_write` image of texels of `class`, a read-write storage texture in the rule's
/// format, cannot be bound.
fn read_write_refusal(class: ChannelClass) -> String {
    let format = match class {
        ChannelClass::Float => "rgba32float",
        ChannelClass::Int => "rgba32sint",
        ChannelClass::Uint => "rgba32uint",
    };
    format!(
        "a read_write image is a read-write {format} storage texture, which this wgpu adapter does not allow (WebGPU allows read-write storage textures in r32float, r32sint and r32uint alone; others need TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES and the adapter's STORAGE_READ_WRITE for the format)"
    )
}

fn image_error(name: &str, message: String) -> WgpuError {
    RunnerError::Image(format!("argument '{name}': {message}")).into()
}

/// The texture's dimension, extent and view dimension of an image of `desc` that the shader
/// declares as a texture of `view_dim` (`ArgKind::Image::view_dim`; `None`: `desc.dim`), as
/// oclvk's runner holds it (`texture_dim`).
fn shape(
    desc: &ImageDesc,
    view_dim: Option<ImageDim>,
) -> Option<(
    wgpu::TextureDimension,
    wgpu::Extent3d,
    wgpu::TextureViewDimension,
)> {
    let [w, h, d] = desc.size;
    let extent = |h, d| wgpu::Extent3d {
        width: w,
        height: h,
        depth_or_array_layers: d,
    };
    Some(match (desc.dim, texture_dim(desc.dim, view_dim)?) {
        // A 1D array as a 2D array texture one texel high: each of the host's rows a layer.
        (ImageDim::D1Array, ImageDim::D2Array) => (
            wgpu::TextureDimension::D2,
            extent(1, h),
            wgpu::TextureViewDimension::D2Array,
        ),
        (ImageDim::D1, _) => (
            wgpu::TextureDimension::D1,
            extent(1, 1),
            wgpu::TextureViewDimension::D1,
        ),
        (ImageDim::D2, _) => (
            wgpu::TextureDimension::D2,
            extent(h, 1),
            wgpu::TextureViewDimension::D2,
        ),
        (ImageDim::D2Array, _) => (
            wgpu::TextureDimension::D2,
            extent(h, d),
            wgpu::TextureViewDimension::D2Array,
        ),
        (ImageDim::D3, _) => (
            wgpu::TextureDimension::D3,
            extent(h, d),
            wgpu::TextureViewDimension::D3,
        ),
        // WebGPU has no 1D arrays (the WGSL backend's are 2D arrays: `view_dim`) and no
        // texel buffers (the WGSL backend refuses them).
        (ImageDim::D1Array | ImageDim::D1Buffer, _) => return None,
    })
}

/// The host's texels as the rule's format: four 32-bit lanes each.
fn to_rule(desc: &ImageDesc, data: &[u8]) -> Vec<u8> {
    let texel = desc.format.texel_bytes() as usize;
    data.chunks_exact(texel.max(1))
        .flat_map(|t| desc.format.color_from_texel(t))
        .flat_map(u32::to_le_bytes)
        .collect()
}

/// The rule's texels back in the host's format.
fn from_rule(desc: &ImageDesc, data: &[u8]) -> Vec<u8> {
    data.chunks_exact(TEXEL_BYTES as usize)
        .flat_map(|t| {
            let lane =
                |i: usize| u32::from_le_bytes([t[4 * i], t[4 * i + 1], t[4 * i + 2], t[4 * i + 3]]);
            desc.format
                .texel_from_color([lane(0), lane(1), lane(2), lane(3)])
        })
        .collect()
}

fn address_mode(a: AddressingMode) -> wgpu::AddressMode {
    match a {
        // CLK_ADDRESS_NONE promises coordinates in range: clamping to the edge is allowed.
        AddressingMode::None | AddressingMode::ClampToEdge => wgpu::AddressMode::ClampToEdge,
        AddressingMode::Clamp => wgpu::AddressMode::ClampToBorder,
        AddressingMode::Repeat => wgpu::AddressMode::Repeat,
        AddressingMode::MirroredRepeat => wgpu::AddressMode::MirrorRepeat,
    }
}

impl WgpuDevice {
    /// The textures and samplers of a launch of `kernel` with `args`, the images uploaded.
    pub(super) fn bind_images(
        &self,
        kernel: &KernelReflection,
        args: &[ResolvedArg],
    ) -> Result<Bound> {
        let mut bound = Bound::default();
        for r in args {
            match (&r.param.kind, &r.value) {
                (
                    ArgKind::Image {
                        dim,
                        access,
                        channel,
                        storage_binding,
                        sampled_binding,
                        view_dim,
                        ..
                    },
                    HostArg::Image { desc, data },
                ) => {
                    let name = &r.param.name;
                    if desc.dim != *dim {
                        return Err(image_error(
                            name,
                            format!(
                                "the kernel's parameter is {}, but the image is a {}",
                                r.param.type_name,
                                desc.dim.type_name()
                            ),
                        ));
                    }
                    if desc.format.class() != *channel {
                        return Err(image_error(
                            name,
                            format!(
                                "the kernel reads or writes {} texels (read_image{}/write_image{}), which a {} image does not hold",
                                channel.name(),
                                channel.suffix(),
                                channel.suffix(),
                                desc.format.name()
                            ),
                        ));
                    }
                    let Some((dimension, size, view_dimension)) = shape(desc, *view_dim) else {
                        return Err(WgpuError::Unsupported {
                            kernel: kernel.name.clone(),
                            name: name.clone(),
                            what: "an image1d_buffer_t, or an image1d_array_t not bound as a 2D array texture",
                        });
                    };
                    let (binding, storage) = match (storage_binding, sampled_binding) {
                        (Some(b), _) => (*b, true),
                        (None, Some(b)) => (*b, false),
                        (None, None) => continue,
                    };
                    let format = texture_format(*channel);
                    let read_write = storage && *access != ImageAccess::WriteOnly;
                    if read_write && !self.read_write_storage(format) {
                        return Err(image_error(name, read_write_refusal(*channel)));
                    }
                    let layout = if storage {
                        wgpu::BindingType::StorageTexture {
                            access: if read_write {
                                wgpu::StorageTextureAccess::ReadWrite
                            } else {
                                wgpu::StorageTextureAccess::WriteOnly
                            },
                            format,
                            view_dimension,
                        }
                    } else {
                        wgpu::BindingType::Texture {
                            sample_type: match channel {
                                ChannelClass::Float => wgpu::TextureSampleType::Float {
                                    filterable: self.float32_filterable(),
                                },
                                ChannelClass::Int => wgpu::TextureSampleType::Sint,
                                ChannelClass::Uint => wgpu::TextureSampleType::Uint,
                            },
                            view_dimension,
                            multisampled: false,
                        }
                    };
                    let (texture, view) =
                        self.texture(dimension, size, view_dimension, format, storage)?;
                    self.upload_texture(&texture, size, &to_rule(desc, data))?;
                    bound.images.push(BoundImage {
                        argument: r.param.index,
                        binding,
                        texture,
                        view,
                        desc: *desc,
                        layout,
                        storage,
                    });
                }
                (
                    ArgKind::Sampler {
                        binding: Some(b),
                        normalized_only,
                        ..
                    },
                    HostArg::Sampler(modes),
                ) => {
                    if *normalized_only && !modes.normalized_coords {
                        return Err(RunnerError::Image(format!(
                            "sampler '{}': the WGSL kernel samples at normalized coordinates only (a program-scope sampler constant may be unnormalized)",
                            r.param.name
                        ))
                        .into());
                    }
                    bound
                        .samplers
                        .push((*b, self.sampler(&r.param.name, modes)?));
                }
                _ => {}
            }
        }
        for s in &kernel.inline_samplers {
            let name = format!("at binding {}", s.binding);
            bound
                .samplers
                .push((s.binding, self.sampler(&name, &s.modes)?));
        }
        Ok(bound)
    }

    /// A sampler with OpenCL's `modes` (the shader has normalized unnormalized coordinates).
    fn sampler(&self, name: &str, modes: &SamplerModes) -> Result<wgpu::Sampler> {
        if modes.addressing == AddressingMode::Clamp && !self.clamp_to_border() {
            return Err(RunnerError::Image(format!(
                "sampler '{name}': CLK_ADDRESS_CLAMP needs a border color, which this wgpu adapter lacks (ADDRESS_MODE_CLAMP_TO_BORDER)"
            ))
            .into());
        }
        if modes.filter == FilterMode::Linear && !self.float32_filterable() {
            return Err(RunnerError::Image(format!(
                "sampler '{name}': CLK_FILTER_LINEAR filters rgba32float textures, which this wgpu adapter cannot (FLOAT32_FILTERABLE)"
            ))
            .into());
        }
        let filter = match modes.filter {
            FilterMode::Nearest => wgpu::FilterMode::Nearest,
            FilterMode::Linear => wgpu::FilterMode::Linear,
        };
        let address = address_mode(modes.addressing);
        let sampler = self.device().create_sampler(&wgpu::SamplerDescriptor {
            label: Some("sampler"),
            address_mode_u: address,
            address_mode_v: address,
            address_mode_w: address,
            mag_filter: filter,
            min_filter: filter,
            mipmap_filter: wgpu::MipmapFilterMode::Nearest,
            border_color: (address == wgpu::AddressMode::ClampToBorder)
                .then_some(wgpu::SamplerBorderColor::TransparentBlack),
            ..Default::default()
        });
        self.check(|| format!("sampler '{name}'"))?;
        Ok(sampler)
    }

    fn texture(
        &self,
        dimension: wgpu::TextureDimension,
        size: wgpu::Extent3d,
        view_dimension: wgpu::TextureViewDimension,
        format: wgpu::TextureFormat,
        storage: bool,
    ) -> Result<(wgpu::Texture, wgpu::TextureView)> {
        let usage = wgpu::TextureUsages::COPY_DST
            | if storage {
                wgpu::TextureUsages::STORAGE_BINDING | wgpu::TextureUsages::COPY_SRC
            } else {
                wgpu::TextureUsages::TEXTURE_BINDING
            };
        let texture = self.device().create_texture(&wgpu::TextureDescriptor {
            label: Some("image"),
            size,
            mip_level_count: 1,
            sample_count: 1,
            dimension,
            format,
            usage,
            view_formats: &[],
        });
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(view_dimension),
            ..Default::default()
        });
        self.check(|| {
            format!(
                "a {}x{}x{} image",
                size.width, size.height, size.depth_or_array_layers
            )
        })?;
        Ok((texture, view))
    }

    fn upload_texture(
        &self,
        texture: &wgpu::Texture,
        size: wgpu::Extent3d,
        data: &[u8],
    ) -> Result<()> {
        self.queue().write_texture(
            wgpu::TexelCopyTextureInfo {
                texture,
                mip_level: 0,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size.width * TEXEL_BYTES),
                rows_per_image: Some(size.height),
            },
            size,
        );
        self.check(|| "an image's upload".into())
    }

    /// A written image's texels, in the host's format.
    pub(super) fn read_image(&self, image: &BoundImage) -> Result<Vec<u8>> {
        let size = image.texture.size();
        // Copies out of a texture go in rows of a multiple of 256 bytes.
        let row = (size.width * TEXEL_BYTES).div_ceil(256) * 256;
        let rows = size.height * size.depth_or_array_layers;
        let staging = self.device().create_buffer(&wgpu::BufferDescriptor {
            label: Some("image read-back"),
            size: row as u64 * rows as u64,
            usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        let mut encoder = self
            .device()
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("image read-back"),
            });
        encoder.copy_texture_to_buffer(
            wgpu::TexelCopyTextureInfo {
                texture: &image.texture,
                mip_level: 0,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            wgpu::TexelCopyBufferInfo {
                buffer: &staging,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(row),
                    rows_per_image: Some(size.height),
                },
            },
            size,
        );
        self.queue().submit([encoder.finish()]);
        self.check(|| "an image's read-back".into())?;
        let padded = self.read(&staging, row as u64 * rows as u64)?;
        let packed: Vec<u8> = padded
            .chunks_exact(row as usize)
            .flat_map(|r| &r[..(size.width * TEXEL_BYTES) as usize])
            .copied()
            .collect();
        Ok(from_rule(&image.desc, &packed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oclvk_runner::ImageFormat;

    #[test]
    fn host_images_convert_to_the_rule_and_back() {
        let desc = ImageDesc {
            dim: ImageDim::D2,
            size: [2, 1, 1],
            format: ImageFormat::RGBA8,
        };
        let data = [0u8, 51, 255, 128, 1, 2, 3, 4];
        let rule = to_rule(&desc, &data);
        assert_eq!(rule.len(), 32);
        assert_eq!(
            &rule[..8],
            &[0f32.to_le_bytes(), 0.2f32.to_le_bytes()].concat()
        );
        assert_eq!(from_rule(&desc, &rule), data);
    }

    #[test]
    fn read_write_refusals_name_the_format_and_the_feature() {
        let message = read_write_refusal(ChannelClass::Uint);
        assert!(message.contains("read-write rgba32uint storage texture"));
        assert!(message.contains("TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES"));
    }
}
