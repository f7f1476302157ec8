//! Images and samplers for image kernel arguments (`read_only image2d_t`, `sampler_t`).
//!
//! An [`Image`] is one `VkImage` (one mip level, optimal tiling, transfer usage, and storage and
//! sampled usage as far as its format allows them: [`ImageSupport`]) with one view of the kernel
//! argument's dimensionality (or of the texture a portable kernel's module declares it as,
//! `ArgKind::Image::view_dim`: a 1D array as a 2D array one texel high, [`texture_dim`]),
//! kept in the `GENERAL` layout from creation on: storage and sampled
//! descriptors and the submission's closing barrier all work in it, so launches need no layout
//! transitions; contents move through staging buffers (copies switch to the transfer layouts
//! and back; region transfers are in `image_region`). An `image1d_buffer_t` image is a buffer
//! with a texel buffer view instead. Samplers are made from [`SamplerModes`] (the argument's or
//! an inline sampler's), once per program; `CLK_ADDRESS_NONE` becomes clamp-to-edge (an allowed
//! implementation: the kernel promises in-range coordinates), `CLK_ADDRESS_CLAMP`
//! clamp-to-border with a transparent black border. Launches check image and sampler arguments
//! against their parameters and get one descriptor set per launch (`descriptors`).

use std::collections::HashMap;
use std::sync::Arc;

use ash::vk;
use gpu_allocator::vulkan::{Allocation, AllocationCreateDesc, AllocationScheme};
use gpu_allocator::MemoryLocation;

use oclvk_abi::portable::SamplerSource;
use oclvk_abi::reflect::{
    AddressingMode, ArgKind, ArgReflection, FilterMode, ImageDim, KernelReflection, SamplerModes,
};

use crate::device::Context;
use crate::error::{Result, RunnerError};
pub use crate::image_format::{ChannelOrder, ChannelType, ImageFormat};
use crate::launch::ArgValue;
use crate::memory::{Buffer, Usage};

/// An image's shape: dimensionality, OpenCL sizes (width, height, depth; the layer count of
/// arrays is the height of `1d-array` and the depth of `2d-array`; unused sizes are 1), format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageDesc {
    pub dim: ImageDim,
    pub size: [u32; 3],
    pub format: ImageFormat,
}

impl ImageDesc {
    pub fn texels(&self) -> u64 {
        self.size.iter().map(|&s| s as u64).product()
    }

    pub fn bytes(&self) -> u64 {
        self.texels() * self.format.texel_bytes() as u64
    }

    /// The Vulkan extent and layer count (a 1D array's held as a 2D array one texel high too).
    fn extent_layers(&self) -> (vk::Extent3D, u32) {
        let [w, h, d] = self.size;
        match self.dim {
            ImageDim::D1 | ImageDim::D1Buffer => (extent(w, 1, 1), 1),
            ImageDim::D1Array => (extent(w, 1, 1), h),
            ImageDim::D2 => (extent(w, h, 1), 1),
            ImageDim::D2Array => (extent(w, h, 1), d),
            ImageDim::D3 => (extent(w, h, d), 1),
        }
    }
}

/// The Vulkan image and view types of an image held as a texture of `view_dim`
/// ([`Image::view_dim`]).
fn vk_types(view_dim: ImageDim) -> (vk::ImageType, vk::ImageViewType) {
    match view_dim {
        ImageDim::D1 | ImageDim::D1Buffer => (vk::ImageType::TYPE_1D, vk::ImageViewType::TYPE_1D),
        ImageDim::D1Array => (vk::ImageType::TYPE_1D, vk::ImageViewType::TYPE_1D_ARRAY),
        ImageDim::D2 => (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D),
        ImageDim::D2Array => (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D_ARRAY),
        ImageDim::D3 => (vk::ImageType::TYPE_3D, vk::ImageViewType::TYPE_3D),
    }
}

/// The texture an image of `dim` is held as where a kernel's module declares it as a texture
/// of `view_dim` (`ArgKind::Image::view_dim`; `None`: `dim` itself); `None` where it cannot
/// be: only a 1D array is ever another texture, a 2D array one texel high (its layers the
/// array's), whose copies and texel order are the 1D array's.
pub fn texture_dim(dim: ImageDim, view_dim: Option<ImageDim>) -> Option<ImageDim> {
    match (dim, view_dim) {
        (_, None) => Some(dim),
        (ImageDim::D1Array, Some(ImageDim::D2Array)) => Some(ImageDim::D2Array),
        (_, Some(v)) if v == dim => Some(dim),
        _ => None,
    }
}

/// A texture's dimensionality in words, for errors.
fn texture_name(dim: ImageDim) -> &'static str {
    match dim {
        ImageDim::D1 => "1D",
        ImageDim::D1Buffer => "texel buffer",
        ImageDim::D1Array => "1D array",
        ImageDim::D2 => "2D",
        ImageDim::D2Array => "2D array",
        ImageDim::D3 => "3D",
    }
}

/// A device's image limits (from `VkPhysicalDeviceLimits`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ImageLimits {
    /// `maxImageDimension1D`, `2D`, `3D`: the largest width (and height, depth) of such images.
    pub max_1d: u32,
    pub max_2d: u32,
    pub max_3d: u32,
    /// `maxImageArrayLayers`.
    pub max_array_layers: u32,
    /// `maxTexelBufferElements`: the largest `image1d_buffer_t`.
    pub max_texel_buffer_elements: u32,
    /// `maxPerStageDescriptorSampledImages`, `...StorageImages`, `...Samplers`: the image
    /// arguments a kernel may read (sampled), write (storage) and its samplers.
    pub max_sampled_images: u32,
    pub max_storage_images: u32,
    pub max_samplers: u32,
    /// Whether kernels can read and write one image of each format of OpenCL 3.0's minimum
    /// list for that (storage reads and writes without a declared format).
    pub read_write: bool,
}

impl ImageLimits {
    pub(crate) fn from_vulkan(l: &vk::PhysicalDeviceLimits, read_write: bool) -> ImageLimits {
        ImageLimits {
            read_write,
            max_1d: l.max_image_dimension1_d,
            max_2d: l.max_image_dimension2_d,
            max_3d: l.max_image_dimension3_d,
            max_array_layers: l.max_image_array_layers,
            max_texel_buffer_elements: l.max_texel_buffer_elements,
            max_sampled_images: l.max_per_stage_descriptor_sampled_images,
            max_storage_images: l.max_per_stage_descriptor_storage_images,
            max_samplers: l.max_per_stage_descriptor_samplers,
        }
    }
}

/// What a device can do with images of one format and dimensionality: its Vulkan format's
/// features for optimal tiling (texel buffers' for `image1d_buffer_t`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImageSupport {
    /// Sampled images (uniform texel buffers): `read_only` image arguments.
    pub sampled: bool,
    /// Linear filtering of sampled images.
    pub linear_filter: bool,
    /// Storage images (storage texel buffers).
    pub storage: bool,
    /// Storage writes without a declared format (`write_only` and `read_write` arguments).
    pub storage_write_without_format: bool,
    /// Storage reads without a declared format (reads of `read_write` arguments).
    pub storage_read_without_format: bool,
    /// Copies to and from the image (images that are not texel buffers).
    pub transfer: bool,
}

impl ImageSupport {
    pub(crate) fn query(ctx: &Context, format: ImageFormat, dim: ImageDim) -> ImageSupport {
        let info = &ctx.info;
        ImageSupport::of(
            ctx.instance(),
            ctx.physical_device,
            info.api_version,
            &info.features,
            format,
            dim,
        )
    }

    /// [`ImageSupport::query`] of a physical device of `instance` (Vulkan 1.1 or later).
    pub(crate) fn of(
        instance: &ash::Instance,
        physical_device: vk::PhysicalDevice,
        api_version: (u32, u32, u32),
        device_features: &crate::DeviceFeatures,
        format: ImageFormat,
        dim: ImageDim,
    ) -> ImageSupport {
        use vk::FormatFeatureFlags2 as F;
        let mut f3 = vk::FormatProperties3::default();
        let mut props = vk::FormatProperties2::default();
        let has_f3 = api_version >= (1, 3, 0);
        if has_f3 {
            props = props.push_next(&mut f3);
        }
        // SAFETY: the physical device is one of the live instance's, of Vulkan 1.1 or later
        // (the caller's contract); VkFormatProperties3 is chained only for a 1.3 device, where
        // it is core; both structs are locals outliving the call.
        unsafe {
            instance.get_physical_device_format_properties2(
                physical_device,
                format.vk(),
                &mut props,
            )
        };
        let texels = dim == ImageDim::D1Buffer;
        let (features, extended) = if texels {
            (props.format_properties.buffer_features, f3.buffer_features)
        } else {
            (
                props.format_properties.optimal_tiling_features,
                f3.optimal_tiling_features,
            )
        };
        // Without VkFormatProperties3 the core features stand for every format.
        let (write, read) = if has_f3 {
            (
                extended.contains(F::STORAGE_WRITE_WITHOUT_FORMAT),
                extended.contains(F::STORAGE_READ_WITHOUT_FORMAT),
            )
        } else {
            (
                device_features.storage_image_write_without_format,
                device_features.storage_image_read_without_format,
            )
        };
        use vk::FormatFeatureFlags as C;
        let (sampled_bit, storage_bit) = if texels {
            (C::UNIFORM_TEXEL_BUFFER, C::STORAGE_TEXEL_BUFFER)
        } else {
            (C::SAMPLED_IMAGE, C::STORAGE_IMAGE)
        };
        let storage = features.contains(storage_bit);
        ImageSupport {
            sampled: features.contains(sampled_bit),
            linear_filter: !texels && features.contains(C::SAMPLED_IMAGE_FILTER_LINEAR),
            storage,
            storage_write_without_format: storage && write,
            storage_read_without_format: storage && read,
            transfer: !texels && features.contains(C::TRANSFER_SRC | C::TRANSFER_DST),
        }
    }
}

fn extent(width: u32, height: u32, depth: u32) -> vk::Extent3D {
    vk::Extent3D {
        width,
        height,
        depth,
    }
}

fn image_err(msg: impl Into<String>) -> RunnerError {
    RunnerError::Image(msg.into())
}

/// A device image usable as an image kernel argument.
pub struct Image {
    pub(crate) ctx: Arc<Context>,
    pub(crate) raw: vk::Image,
    view: vk::ImageView,
    allocation: Option<Allocation>,
    desc: ImageDesc,
    /// The texture the image is held as: `desc.dim`, or a 2D array one texel high for a 1D
    /// array made for a kernel whose module declares it so ([`texture_dim`]).
    view_dim: ImageDim,
    /// `image1d_buffer_t`: the buffer and its texel view (`raw` and `view` are null).
    pub(crate) texels: Option<(Texels, vk::BufferView)>,
}

/// The buffer of an `image1d_buffer_t` image.
pub(crate) enum Texels {
    /// The image's own.
    Owned(Buffer),
    /// One its creator keeps alive longer than the image ([`Image::view_of_buffer`]).
    Borrowed,
}

impl std::fmt::Debug for Image {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Image").field("desc", &self.desc).finish()
    }
}

impl Image {
    /// An image holding `data` (texels in x-fastest order, `desc.bytes()` bytes), or zeros
    /// (cleared on the device) for `None`, held as a texture of `view_dim` ([`texture_dim`]).
    pub(crate) fn new(
        ctx: &Arc<Context>,
        desc: ImageDesc,
        view_dim: Option<ImageDim>,
        data: Option<&[u8]>,
    ) -> Result<Image> {
        ctx.check_usable()?;
        let Some(view_dim) = texture_dim(desc.dim, view_dim) else {
            return Err(image_err(format!(
                "an {} cannot be held as a {} texture",
                desc.dim.type_name(),
                texture_name(view_dim.unwrap_or(desc.dim))
            )));
        };
        if desc.size.contains(&0) {
            return Err(image_err(format!("image size {:?} has a zero", desc.size)));
        }
        if let Some(data) = data.filter(|d| d.len() as u64 != desc.bytes()) {
            return Err(image_err(format!(
                "{} bytes given for a {:?} {} image of {} bytes",
                data.len(),
                desc.size,
                desc.format.name(),
                desc.bytes()
            )));
        }
        if desc.dim == ImageDim::D1Buffer {
            return Image::texel_buffer(ctx, desc, data);
        }
        let d = &ctx.device;
        let inst = ctx.instance();
        let (image_type, view_type) = vk_types(view_dim);
        let (ext, layers) = desc.extent_layers();
        // Storage and sampled usage as far as the format has them (a kernel's use is checked
        // at launch against the same features), transfers always.
        let support = ImageSupport::query(ctx, desc.format, desc.dim);
        if !support.transfer || !(support.sampled || support.storage) {
            return Err(image_err(format!(
                "device '{}' cannot make {} images",
                ctx.info.name,
                desc.format.name()
            )));
        }
        let mut usage = vk::ImageUsageFlags::TRANSFER_SRC | vk::ImageUsageFlags::TRANSFER_DST;
        if support.sampled {
            usage |= vk::ImageUsageFlags::SAMPLED;
        }
        if support.storage {
            usage |= vk::ImageUsageFlags::STORAGE;
        }
        // Size limits and format support for this exact use, in one query.
        // SAFETY: the physical device is the context's, from its live instance; format, type,
        // tiling and usage are valid enum values.
        let props = unsafe {
            inst.get_physical_device_image_format_properties(
                ctx.physical_device,
                desc.format.vk(),
                image_type,
                vk::ImageTiling::OPTIMAL,
                usage,
                vk::ImageCreateFlags::empty(),
            )
        }
        .map_err(|_| {
            image_err(format!(
                "device '{}' cannot make {} images of this size or kind",
                ctx.info.name,
                desc.format.name()
            ))
        })?;
        let m = props.max_extent;
        if ext.width > m.width
            || ext.height > m.height
            || ext.depth > m.depth
            || layers > props.max_array_layers
        {
            return Err(image_err(format!(
                "a {:?} {} image is over device '{}''s limits ({}x{}x{}, {} layers)",
                desc.size,
                desc.format.name(),
                ctx.info.name,
                m.width,
                m.height,
                m.depth,
                props.max_array_layers
            )));
        }
        let info = vk::ImageCreateInfo::default()
            .image_type(image_type)
            .format(desc.format.vk())
            .extent(ext)
            .mip_levels(1)
            .array_layers(layers)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: the create info is a local. Its extent is non-zero and within the maxExtent and
        // maxArrayLayers just queried for this format, type, tiling and usage (a successful
        // query, as VUID 02251 needs), one mip level and sample, 3D images with one layer.
        let raw =
            unsafe { d.create_image(&info, None) }.map_err(RunnerError::vk("vkCreateImage"))?;
        // SAFETY: `raw` was just created from this device.
        let requirements = unsafe { d.get_image_memory_requirements(raw) };
        let memory = AllocationCreateDesc {
            name: "image",
            requirements,
            location: MemoryLocation::GpuOnly,
            linear: false,
            allocation_scheme: AllocationScheme::GpuAllocatorManaged,
        };
        let allocation = match ctx.allocate(&memory, || "image".into()) {
            Ok(a) => a,
            Err(e) => {
                // SAFETY: the image has no memory, view or use yet; it is not used again.
                unsafe { d.destroy_image(raw, None) };
                return Err(e);
            }
        };
        let mut image = Image {
            ctx: ctx.clone(),
            raw,
            view: vk::ImageView::null(),
            allocation: None,
            desc,
            view_dim,
            texels: None,
        };
        // SAFETY: `raw` has no memory bound yet; the allocation was made from this device's
        // allocator for `raw`'s own requirements (size, alignment, memory types), non-linear as
        // optimal tiling needs, and lives in `image` until the image is destroyed.
        let bound = unsafe { d.bind_image_memory(raw, allocation.memory(), allocation.offset()) };
        image.allocation = Some(allocation);
        bound.map_err(RunnerError::vk("vkBindImageMemory"))?;
        let view_info = vk::ImageViewCreateInfo::default()
            .image(raw)
            .view_type(view_type)
            .format(desc.format.vk())
            .subresource_range(image.range());
        // SAFETY: `raw` is bound to memory (the bind succeeded), made with STORAGE or SAMPLED
        // usage (or both); the view has the image's format, a view type matching its type (`vk_types`) and
        // covers its one level and all its layers.
        image.view = unsafe { d.create_image_view(&view_info, None) }
            .map_err(RunnerError::vk("vkCreateImageView"))?;
        match data {
            Some(data) => image.upload(data)?,
            None => image.clear()?,
        }
        Ok(image)
    }

    /// An `image1d_buffer_t` image: a buffer holding `data` and a texel buffer view of it.
    fn texel_buffer(ctx: &Arc<Context>, desc: ImageDesc, data: Option<&[u8]>) -> Result<Image> {
        check_texel_view(ctx, &desc, 0)?;
        let buffer = match data {
            Some(data) => Buffer::with_data(ctx, data, Usage::Device, "image1d_buffer_t")?,
            None => Buffer::new(ctx, desc.bytes(), Usage::Device, "image1d_buffer_t")?,
        };
        // SAFETY: the buffer (a device buffer, with both texel-buffer usages) holds the
        // image's bytes exactly, and the image owns it.
        let view = unsafe { texel_view(ctx, buffer.raw(), 0, &desc) }?;
        Ok(Image {
            ctx: ctx.clone(),
            raw: vk::Image::null(),
            view: vk::ImageView::null(),
            allocation: None,
            desc,
            view_dim: desc.dim,
            texels: Some((Texels::Owned(buffer), view)),
        })
    }

    /// An `image1d_buffer_t` image of `desc.size[0]` texels of `buffer` from byte `offset` on
    /// (OpenCL's 1D images made from a buffer): kernels using the image read and write the
    /// buffer's memory.
    ///
    /// # Safety
    /// `buffer` outlives the image and every launch that uses it.
    pub unsafe fn view_of_buffer(buffer: &Buffer, offset: u64, desc: ImageDesc) -> Result<Image> {
        let ctx = buffer.context();
        ctx.check_usable()?;
        if desc.dim != ImageDim::D1Buffer || desc.size.contains(&0) {
            return Err(image_err(format!(
                "a view of a buffer is a 1D buffer image, not a {:?} {:?} image",
                desc.size, desc.dim
            )));
        }
        check_texel_view(ctx, &desc, offset)?;
        if offset
            .checked_add(desc.bytes())
            .is_none_or(|end| end > buffer.size())
        {
            return Err(image_err(format!(
                "{} bytes at offset {offset} are not inside a buffer of {} bytes",
                desc.bytes(),
                buffer.size()
            )));
        }
        // SAFETY: a device buffer has both texel-buffer usages; the range lies inside it
        // (checked), and it outlives the image (the caller's contract).
        let view = unsafe { texel_view(ctx, buffer.raw(), offset, &desc) }?;
        Ok(Image {
            ctx: ctx.clone(),
            raw: vk::Image::null(),
            view: vk::ImageView::null(),
            allocation: None,
            desc,
            view_dim: desc.dim,
            texels: Some((Texels::Borrowed, view)),
        })
    }

    /// The texel buffer view of an `image1d_buffer_t` image.
    pub(crate) fn buffer_view(&self) -> Option<vk::BufferView> {
        self.texels.as_ref().map(|t| t.1)
    }

    pub fn desc(&self) -> &ImageDesc {
        &self.desc
    }

    /// The texture the image is held as (its Vulkan image and view types): `desc().dim`, or a
    /// 2D array for a 1D array made for a kernel that declares it so ([`texture_dim`]).
    pub fn view_dim(&self) -> ImageDim {
        self.view_dim
    }

    pub(crate) fn view(&self) -> vk::ImageView {
        self.view
    }

    fn range(&self) -> vk::ImageSubresourceRange {
        vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(vk::REMAINING_ARRAY_LAYERS)
    }

    fn copy_region(&self) -> vk::BufferImageCopy {
        let (ext, layers) = self.desc.extent_layers();
        vk::BufferImageCopy::default()
            .image_subresource(
                vk::ImageSubresourceLayers::default()
                    .aspect_mask(vk::ImageAspectFlags::COLOR)
                    .layer_count(layers),
            )
            .image_extent(ext)
    }

    /// A layout transition of the whole image, ordering `src` accesses before `dst` ones.
    pub(crate) fn transition(
        &self,
        from: vk::ImageLayout,
        to: vk::ImageLayout,
        src: vk::AccessFlags,
        dst: vk::AccessFlags,
    ) -> vk::ImageMemoryBarrier<'static> {
        vk::ImageMemoryBarrier::default()
            .src_access_mask(src)
            .dst_access_mask(dst)
            .old_layout(from)
            .new_layout(to)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(self.raw)
            .subresource_range(self.range())
    }

    /// Copies `data` in (through TRANSFER_DST_OPTIMAL) and leaves the image in GENERAL.
    fn upload(&mut self, data: &[u8]) -> Result<()> {
        use vk::{AccessFlags as A, ImageLayout as L, PipelineStageFlags as S};
        let staging = Buffer::with_data(&self.ctx, data, Usage::Upload, "image upload")?;
        let (d, raw, src) = (&self.ctx.device, self.raw, staging.raw());
        let to_dst = self.transition(
            L::UNDEFINED,
            L::TRANSFER_DST_OPTIMAL,
            A::empty(),
            A::TRANSFER_WRITE,
        );
        let to_general = self.transition(
            L::TRANSFER_DST_OPTIMAL,
            L::GENERAL,
            A::TRANSFER_WRITE,
            A::TRANSFER_WRITE,
        );
        let region = self.copy_region();
        // SAFETY: `cmd` is recording on a compute queue (which supports transfers). The image
        // (TRANSFER_DST usage) is new, so UNDEFINED is a valid old layout; the staging buffer
        // (TRANSFER_SRC usage) holds exactly `desc.bytes()` tightly packed texels (checked by
        // Image::new), what `region` covers; both outlive the submission, which is waited for.
        self.ctx.submit_and_wait("image upload", |cmd| unsafe {
            let none = vk::DependencyFlags::empty();
            d.cmd_pipeline_barrier(cmd, S::TOP_OF_PIPE, S::TRANSFER, none, &[], &[], &[to_dst]);
            d.cmd_copy_buffer_to_image(cmd, src, raw, L::TRANSFER_DST_OPTIMAL, &[region]);
            // The submission's closing barrier orders the copy before later kernels.
            d.cmd_pipeline_barrier(cmd, S::TRANSFER, S::TRANSFER, none, &[], &[], &[to_general]);
        })?;
        Ok(())
    }

    /// Zeroes the new image on the device and leaves it in GENERAL.
    fn clear(&mut self) -> Result<()> {
        use vk::{AccessFlags as A, ImageLayout as L, PipelineStageFlags as S};
        let (d, raw, range) = (&self.ctx.device, self.raw, self.range());
        let to_dst = self.transition(
            L::UNDEFINED,
            L::TRANSFER_DST_OPTIMAL,
            A::empty(),
            A::TRANSFER_WRITE,
        );
        let to_general = self.transition(
            L::TRANSFER_DST_OPTIMAL,
            L::GENERAL,
            A::TRANSFER_WRITE,
            A::TRANSFER_WRITE,
        );
        // Zero bits are zero in every format, whichever member the format reads.
        let zero = vk::ClearColorValue { uint32: [0; 4] };
        // SAFETY: `cmd` is recording on a compute queue, which supports clears of color images.
        // The image (TRANSFER_DST usage) is new, so UNDEFINED is a valid old layout; the range
        // is its one level and all its layers; it outlives the submission, which is waited for.
        self.ctx.submit_and_wait("image clear", |cmd| unsafe {
            let none = vk::DependencyFlags::empty();
            d.cmd_pipeline_barrier(cmd, S::TOP_OF_PIPE, S::TRANSFER, none, &[], &[], &[to_dst]);
            d.cmd_clear_color_image(cmd, raw, L::TRANSFER_DST_OPTIMAL, &zero, &[range]);
            d.cmd_pipeline_barrier(cmd, S::TRANSFER, S::TRANSFER, none, &[], &[], &[to_general]);
        })?;
        Ok(())
    }

    /// The image's texels, x fastest, then y, then z or layer.
    pub fn read_bytes(&self) -> Result<Vec<u8>> {
        use vk::{AccessFlags as A, ImageLayout as L, PipelineStageFlags as S};
        match &self.texels {
            Some((Texels::Owned(buffer), _)) => return buffer.read_bytes(),
            Some((Texels::Borrowed, _)) => {
                return Err(image_err(
                    "an image viewing a buffer is read through the buffer",
                ))
            }
            None => {}
        }
        let staging = Buffer::new(
            &self.ctx,
            self.desc.bytes(),
            Usage::Download,
            "image download",
        )?;
        let (d, raw, dst) = (&self.ctx.device, self.raw, staging.raw());
        let region = self.copy_region();
        let to_src = self.transition(
            L::GENERAL,
            L::TRANSFER_SRC_OPTIMAL,
            A::SHADER_WRITE | A::TRANSFER_WRITE,
            A::TRANSFER_READ,
        );
        let back = self.transition(
            L::TRANSFER_SRC_OPTIMAL,
            L::GENERAL,
            A::TRANSFER_READ,
            A::empty(),
        );
        // SAFETY: `cmd` is recording on a compute queue (which supports transfers). Every image
        // rests in GENERAL between submissions (upload and this function leave it there), the
        // old layout of the first barrier; the image has TRANSFER_SRC usage and the staging
        // buffer (TRANSFER_DST) holds the `desc.bytes()` that `region` covers; both outlive the
        // submission, which is waited for.
        self.ctx.submit_and_wait("image download", |cmd| unsafe {
            let none = vk::DependencyFlags::empty();
            let work = S::COMPUTE_SHADER | S::TRANSFER;
            d.cmd_pipeline_barrier(cmd, work, S::TRANSFER, none, &[], &[], &[to_src]);
            d.cmd_copy_image_to_buffer(cmd, raw, L::TRANSFER_SRC_OPTIMAL, dst, &[region]);
            d.cmd_pipeline_barrier(cmd, S::TRANSFER, work, none, &[], &[], &[back]);
        })?;
        staging.read_bytes()
    }

    /// What the device can do with this image's format and kind.
    pub fn support(&self) -> ImageSupport {
        ImageSupport::query(&self.ctx, self.desc.format, self.desc.dim)
    }

    /// Whether the device can use this image as the descriptors a kernel declares for it.
    pub(crate) fn supports(&self, storage: bool, sampled: bool, storage_read: bool) -> bool {
        let s = self.support();
        (!storage || (s.storage && s.storage_write_without_format))
            && (!sampled || s.sampled)
            && (!storage_read || s.storage_read_without_format)
    }
}

/// Checks an `image1d_buffer_t` view of `desc` at byte `offset` of a buffer against the
/// device: its texel count, its format's support of both texel-buffer views, the offset's
/// alignment.
fn check_texel_view(ctx: &Context, desc: &ImageDesc, offset: u64) -> Result<()> {
    // SAFETY: the physical device is the context's, from its live instance.
    let limits = unsafe {
        ctx.instance()
            .get_physical_device_properties(ctx.physical_device)
    }
    .limits;
    let max = limits.max_texel_buffer_elements;
    if desc.size[0] > max {
        return Err(image_err(format!(
            "an image1d_buffer_t of {} texels is over device '{}''s limit of {max}",
            desc.size[0], ctx.info.name
        )));
    }
    let align = limits.min_texel_buffer_offset_alignment.max(1);
    if offset % align != 0 {
        return Err(image_err(format!(
            "an image1d_buffer_t at byte {offset} of its buffer is not at a multiple of device '{}''s texel buffer alignment, {align}",
            ctx.info.name
        )));
    }
    // A device buffer has both texel-buffer usages, so its format must allow both views.
    let support = ImageSupport::query(ctx, desc.format, desc.dim);
    if !(support.sampled && support.storage) {
        return Err(image_err(format!(
            "device '{}' cannot make {} texel buffers (image1d_buffer_t)",
            ctx.info.name,
            desc.format.name()
        )));
    }
    Ok(())
}

/// A texel buffer view of `desc.bytes()` bytes of `buffer` from `offset` on.
///
/// # Safety
/// `buffer` is a live device buffer (both texel-buffer usages) of `ctx` holding that range, and
/// the view was checked by [`check_texel_view`].
unsafe fn texel_view(
    ctx: &Context,
    buffer: vk::Buffer,
    offset: u64,
    desc: &ImageDesc,
) -> Result<vk::BufferView> {
    let info = vk::BufferViewCreateInfo::default()
        .buffer(buffer)
        .format(desc.format.vk())
        .offset(offset)
        .range(desc.bytes());
    // SAFETY: the caller's contract: the buffer is bound to memory with both texel-buffer
    // usages and holds the range; its format supports uniform and storage texel buffers
    // (VUIDs 00933/00934), the offset is aligned and the range is `size[0]` texels, a multiple
    // of the texel size, at most maxTexelBufferElements (check_texel_view). The view is
    // destroyed before the buffer (Image's Drop; a borrowed buffer outlives the image).
    unsafe { ctx.device.create_buffer_view(&info, None) }
        .map_err(RunnerError::vk("vkCreateBufferView"))
}

impl Drop for Image {
    fn drop(&mut self) {
        if self.ctx.is_poisoned() {
            if let Some(a) = self.allocation.take() {
                std::mem::forget(a);
            }
            return;
        }
        // SAFETY: the context is not poisoned, so every submission finished (each is waited for,
        // a timeout poisons) and nothing uses these handles. Each is destroyed once, views before
        // the image or buffer they view; the texel buffer frees itself after this body, and the
        // image's memory is freed after the image.
        unsafe {
            if let Some((_, view)) = &self.texels {
                self.ctx.device.destroy_buffer_view(*view, None);
                return; // an owned buffer frees itself
            }
            if self.view != vk::ImageView::null() {
                self.ctx.device.destroy_image_view(self.view, None);
            }
            self.ctx.device.destroy_image(self.raw, None);
        }
        if let Some(a) = self.allocation.take() {
            self.ctx.free(a);
        }
    }
}

/// The storage and sampled descriptor types of an image argument of dimensionality `dim`
/// (texel buffers for `image1d_buffer_t`).
pub(crate) fn descriptor_types(dim: ImageDim) -> (vk::DescriptorType, vk::DescriptorType) {
    if dim == ImageDim::D1Buffer {
        (
            vk::DescriptorType::STORAGE_TEXEL_BUFFER,
            vk::DescriptorType::UNIFORM_TEXEL_BUFFER,
        )
    } else {
        (
            vk::DescriptorType::STORAGE_IMAGE,
            vk::DescriptorType::SAMPLED_IMAGE,
        )
    }
}

/// What one descriptor write points at.
enum DescriptorInfo {
    Image(vk::DescriptorImageInfo),
    TexelBuffer(vk::BufferView),
    Buffer(vk::DescriptorBufferInfo),
}

/// A Vulkan sampler with OpenCL's `modes`.
pub(crate) fn create_sampler(ctx: &Context, modes: &SamplerModes) -> Result<vk::Sampler> {
    let address = match modes.addressing {
        AddressingMode::None | AddressingMode::ClampToEdge => vk::SamplerAddressMode::CLAMP_TO_EDGE,
        AddressingMode::Clamp => vk::SamplerAddressMode::CLAMP_TO_BORDER,
        AddressingMode::Repeat => vk::SamplerAddressMode::REPEAT,
        AddressingMode::MirroredRepeat => vk::SamplerAddressMode::MIRRORED_REPEAT,
    };
    // Unnormalized coordinates need equal min/mag filters and no mipmapping, as here.
    let filter = match modes.filter {
        FilterMode::Nearest => vk::Filter::NEAREST,
        FilterMode::Linear => vk::Filter::LINEAR,
    };
    let info = vk::SamplerCreateInfo::default()
        .mag_filter(filter)
        .min_filter(filter)
        .mipmap_mode(vk::SamplerMipmapMode::NEAREST)
        .address_mode_u(address)
        .address_mode_v(address)
        .address_mode_w(address)
        .max_lod(0.0)
        .border_color(vk::BorderColor::FLOAT_TRANSPARENT_BLACK)
        .unnormalized_coordinates(!modes.normalized_coords);
    // SAFETY: the create info is a local; with unnormalized coordinates the filters are equal,
    // mipmapping nearest and the LOD range 0..0 as Vulkan requires. The clamp-only addressing it
    // also requires is checked by check_sampler for sampler arguments and by the compiler for
    // inline samplers (a hand-written reflection sidecar is trusted).
    unsafe { ctx.device.create_sampler(&info, None) }.map_err(RunnerError::vk("vkCreateSampler"))
}

/// Checks an image against its parameter: dimensionality, the texel type the kernel reads and
/// writes, and the device's support of the format for the descriptors the kernel uses
/// (`portable`: the kernel's module declares its storage images' format).
pub(crate) fn check_image_arg(a: &ArgReflection, image: &Image, portable: bool) -> Result<()> {
    let ArgKind::Image {
        dim,
        access,
        channel,
        storage_binding,
        sampled_binding,
        view_dim,
        ..
    } = a.kind
    else {
        return Ok(());
    };
    let desc = image.desc();
    let fail = |msg: String| Err(RunnerError::Image(format!("argument '{}': {msg}", a.name)));
    if desc.dim != dim {
        return fail(format!(
            "the kernel's parameter is {}, but the image is a {}",
            a.type_name,
            desc.dim.type_name()
        ));
    }
    let declared = view_dim.unwrap_or(dim);
    if image.view_dim() != declared {
        return fail(format!(
            "the kernel's module declares its {} as a {} texture (the reflection's view_dim), but the image was made as a {} one (make it for this kernel's target)",
            a.type_name,
            texture_name(declared),
            texture_name(image.view_dim())
        ));
    }
    if desc.format.class() != channel {
        return fail(format!(
            "the kernel reads or writes {} texels (read_image{}/write_image{}), which a {} image does not hold",
            channel.name(),
            channel.suffix(),
            channel.suffix(),
            desc.format.name()
        ));
    }
    let storage = storage_binding.is_some();
    // A portable kernel declares its storage images' format (`portable::check_storage_format`):
    // it reads them without the device's read-without-format support.
    let storage_read = storage && access == oclvk_abi::reflect::ImageAccess::ReadWrite && !portable;
    if !image.supports(storage, sampled_binding.is_some(), storage_read) {
        return fail(format!(
            "the device cannot use {} images as {}",
            desc.format.name(),
            if storage_read {
                "storage images read without a declared format (read_write)"
            } else if storage {
                "storage images"
            } else {
                "sampled images"
            }
        ));
    }
    Ok(())
}

/// Vulkan allows unnormalized coordinates only with clamping addressing, and on 1D and 2D
/// images (`normalized_only`: the kernel samples a 3D image or an array with this sampler), and
/// integer reads only with nearest filtering (`nearest_only`).
pub(crate) fn check_sampler(
    name: &str,
    modes: &SamplerModes,
    normalized_only: bool,
    nearest_only: bool,
) -> Result<()> {
    if modes.filter == FilterMode::Linear && nearest_only {
        return Err(RunnerError::Image(format!(
            "sampler '{name}': the kernel reads integer texels with it (read_imagei/read_imageui), which needs nearest filtering"
        )));
    }
    if !modes.normalized_coords && normalized_only {
        return Err(RunnerError::Image(format!(
            "sampler '{name}': the kernel samples a 3D image or an image array with it, which Vulkan allows only with normalized coordinates"
        )));
    }
    if !modes.normalized_coords
        && matches!(
            modes.addressing,
            AddressingMode::Repeat | AddressingMode::MirroredRepeat
        )
    {
        return Err(RunnerError::Image(format!(
            "sampler '{name}': repeat addressing needs normalized coordinates"
        )));
    }
    Ok(())
}

/// A launch's descriptor set (images and samplers; the samplers are the program's), freed with
/// the launch.
pub(crate) struct Descriptors {
    ctx: Arc<Context>,
    pool: vk::DescriptorPool,
    pub(crate) set: vk::DescriptorSet,
}

impl Drop for Descriptors {
    fn drop(&mut self) {
        if self.ctx.is_poisoned() {
            return;
        }
        // SAFETY: not poisoned, so the launch that used the set finished (it was waited for);
        // the pool (and with it the set) is destroyed once.
        unsafe { self.ctx.device.destroy_descriptor_pool(self.pool, None) };
    }
}

/// The sampler state a combined image sampler binds where the shader only loads texels and
/// queries sizes (no sampler state affects those).
const ANY_SAMPLER: SamplerModes = SamplerModes {
    normalized_coords: true,
    addressing: AddressingMode::ClampToEdge,
    filter: FilterMode::Nearest,
};

/// The image view and the sampler's modes of combined image sampler `c` (GLSL): its image
/// argument's, and its sampler argument's or sampler constant's.
fn combined_sampler(
    kernel: &KernelReflection,
    matched: &[(&ArgReflection, &ArgValue)],
    c: &oclvk_abi::portable::CombinedSampler,
) -> Result<(vk::ImageView, SamplerModes)> {
    let missing = |what: String| {
        RunnerError::BadModule(format!(
            "kernel '{}' combines {what} at binding {}, which the launch does not have",
            kernel.name, c.binding
        ))
    };
    let view = matched
        .iter()
        .find_map(|(a, v)| match v {
            ArgValue::Image(image) if a.index == c.image => Some(image.view()),
            _ => None,
        })
        .ok_or_else(|| missing(format!("image argument {}", c.image)))?;
    let modes = match c.sampler {
        None => ANY_SAMPLER,
        // A shading language's shader divides unnormalized coordinates by the image's size
        // itself (it reads the argument's modes from the argument block): the sampler it
        // samples with takes them normalized.
        Some(SamplerSource::Argument { index }) => matched
            .iter()
            .find_map(|(a, v)| match v {
                ArgValue::Sampler(modes) if a.index == index => Some(SamplerModes {
                    normalized_coords: true,
                    ..*modes
                }),
                _ => None,
            })
            .ok_or_else(|| missing(format!("sampler argument {index}")))?,
        Some(SamplerSource::Constant { binding }) => kernel
            .inline_samplers
            .iter()
            .find(|s| s.binding == binding)
            .map(|s| s.modes)
            .ok_or_else(|| missing(format!("the sampler constant of binding {binding}")))?,
    };
    Ok((view, modes))
}

/// Writes the image and sampler descriptors of a launch.
pub(crate) fn descriptors(
    ctx: &Arc<Context>,
    program: &crate::program::Program,
    kernel: &KernelReflection,
    pipeline: &crate::program::Pipeline,
    matched: &[(&ArgReflection, &ArgValue)],
    buffers: &[(u32, vk::DescriptorType, vk::DescriptorBufferInfo)],
) -> Result<Option<Descriptors>> {
    let Some(set_layout) = pipeline.set_layout else {
        return Ok(None);
    };
    let d = &ctx.device;
    let mut counts: HashMap<vk::DescriptorType, u32> = HashMap::new();
    for &(_, ty) in &pipeline.bindings {
        *counts.entry(ty).or_default() += 1;
    }
    let sizes: Vec<vk::DescriptorPoolSize> = counts
        .iter()
        .map(|(&ty, &n)| vk::DescriptorPoolSize::default().ty(ty).descriptor_count(n))
        .collect();
    // SAFETY: the create info borrows `sizes`, alive across the call; one set, one descriptor of
    // each type per binding of the layout the set is allocated with below.
    let pool = unsafe {
        d.create_descriptor_pool(
            &vk::DescriptorPoolCreateInfo::default()
                .max_sets(1)
                .pool_sizes(&sizes),
            None,
        )
    }
    .map_err(RunnerError::vk("vkCreateDescriptorPool"))?;
    let mut out = Descriptors {
        ctx: ctx.clone(),
        pool,
        set: vk::DescriptorSet::null(),
    };
    let layouts = [set_layout];
    // SAFETY: the pool was made for exactly one set of this layout (a live layout of the
    // pipeline, which outlives the launch); the allocate info borrows locals.
    out.set = unsafe {
        d.allocate_descriptor_sets(
            &vk::DescriptorSetAllocateInfo::default()
                .descriptor_pool(pool)
                .set_layouts(&layouts),
        )
    }
    .map_err(RunnerError::vk("vkAllocateDescriptorSets"))?[0];
    let mut infos: Vec<(u32, vk::DescriptorType, DescriptorInfo)> = Vec::new();
    let image_info = |image: &Image| match image.buffer_view() {
        Some(view) => DescriptorInfo::TexelBuffer(view),
        None => DescriptorInfo::Image(
            vk::DescriptorImageInfo::default()
                .image_view(image.view())
                .image_layout(vk::ImageLayout::GENERAL),
        ),
    };
    let sampler_info = |s| DescriptorInfo::Image(vk::DescriptorImageInfo::default().sampler(s));
    let combined = crate::program::combined_samplers(kernel);
    for (a, v) in matched {
        match (&a.kind, v) {
            (
                ArgKind::Image {
                    dim,
                    storage_binding,
                    sampled_binding,
                    ..
                },
                ArgValue::Image(image),
            ) => {
                let (storage, sampled) = descriptor_types(*dim);
                for (b, ty) in [(storage_binding, storage), (sampled_binding, sampled)] {
                    if let Some(b) = b.filter(|b| !combined.iter().any(|c| c.binding == *b)) {
                        infos.push((b, ty, image_info(image)));
                    }
                }
            }
            (
                ArgKind::Sampler {
                    binding: Some(b), ..
                },
                ArgValue::Sampler(modes),
            ) => {
                let s = program.sampler(modes)?;
                infos.push((*b, vk::DescriptorType::SAMPLER, sampler_info(s)));
            }
            _ => {}
        }
    }
    for inline in &kernel.inline_samplers {
        let s = program.sampler(&inline.modes)?;
        infos.push((inline.binding, vk::DescriptorType::SAMPLER, sampler_info(s)));
    }
    for c in combined {
        let (view, modes) = combined_sampler(kernel, matched, c)?;
        let info = vk::DescriptorImageInfo::default()
            .image_view(view)
            .image_layout(vk::ImageLayout::GENERAL)
            .sampler(program.sampler(&modes)?);
        infos.push((
            c.binding,
            vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
            DescriptorInfo::Image(info),
        ));
    }
    for &(b, ty, info) in buffers {
        infos.push((b, ty, DescriptorInfo::Buffer(info)));
    }
    let writes: Vec<vk::WriteDescriptorSet> = infos
        .iter()
        .map(|(b, ty, info)| {
            let write = vk::WriteDescriptorSet::default()
                .dst_set(out.set)
                .dst_binding(*b)
                .descriptor_type(*ty);
            match info {
                DescriptorInfo::Image(i) => write.image_info(std::slice::from_ref(i)),
                DescriptorInfo::TexelBuffer(v) => write.texel_buffer_view(std::slice::from_ref(v)),
                DescriptorInfo::Buffer(b) => write.buffer_info(std::slice::from_ref(b)),
            }
        })
        .collect();
    // SAFETY: the set is not in use (just allocated). Each write names a binding of its layout
    // with that binding's type (both come from the same reflection, see descriptor_bindings),
    // and points into `infos`, alive across the call: image views in GENERAL (where images rest)
    // whose formats have the features of the descriptors they are bound as (check_image_arg),
    // texel buffer views, the program's samplers, image views with the program's samplers
    // (combined image samplers, whose bindings the layout gives that type too), or
    // buffers (STORAGE_BUFFER and UNIFORM_BUFFER usage) with ranges within their capacity
    // (portable::buffer_descriptors).
    unsafe { d.update_descriptor_sets(&writes, &[]) };
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_1d_array_is_held_as_another_texture() {
        use ImageDim::*;
        for dim in [D1, D1Buffer, D1Array, D2, D2Array, D3] {
            assert_eq!(texture_dim(dim, None), Some(dim));
            assert_eq!(texture_dim(dim, Some(dim)), Some(dim));
        }
        assert_eq!(texture_dim(D1Array, Some(D2Array)), Some(D2Array));
        assert_eq!(texture_dim(D1, Some(D2Array)), None);
        assert_eq!(texture_dim(D2, Some(D2Array)), None);
        assert_eq!(texture_dim(D1Array, Some(D2)), None);
        // Held so, it is a 2D image one texel high with a layer per layer of the array.
        let desc = ImageDesc {
            dim: D1Array,
            size: [7, 4, 1],
            format: ImageFormat::RGBA32F,
        };
        let (extent, layers) = desc.extent_layers();
        assert_eq!(
            (extent.width, extent.height, extent.depth, layers),
            (7, 1, 1, 4)
        );
        assert_eq!(
            vk_types(D2Array),
            (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D_ARRAY)
        );
    }
}
