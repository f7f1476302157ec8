//! Transfers of part of an image: reads, writes, copies between images and between an image
//! and a buffer (what OpenCL's `clEnqueue*Image*` commands do). Images rest in the `GENERAL`
//! layout; each transfer moves its images to the transfer layouts and back
//! ([`in_transfer_layouts`]), and each submission's closing barrier orders it before later work
//! ([`Context::submit_and_wait`]).

use ash::vk;
use oclvk_abi::reflect::ImageDim;

use crate::device::Context;
use crate::error::{Result, RunnerError};
use crate::image::{Image, ImageDesc};
use crate::memory::{Buffer, Usage};

/// A box of texels in OpenCL's terms: `origin` and `size` are (x, y, z), where the array layer
/// is y for `image1d_array_t` and z for `image2d_array_t`, and unused coordinates are 0 and 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageRegion {
    pub origin: [u32; 3],
    pub size: [u32; 3],
}

impl ImageRegion {
    /// The whole image.
    pub fn whole(desc: &ImageDesc) -> ImageRegion {
        ImageRegion {
            origin: [0; 3],
            size: desc.size,
        }
    }

    pub fn texels(&self) -> u64 {
        self.size.iter().map(|&s| s as u64).product()
    }

    /// Whether two regions of one image share a texel.
    pub fn overlaps(&self, other: &ImageRegion) -> bool {
        (0..3).all(|i| {
            let (a, b) = (self.origin[i] as u64, other.origin[i] as u64);
            a < b + other.size[i] as u64 && b < a + self.size[i] as u64
        })
    }
}

fn region_err(msg: String) -> RunnerError {
    RunnerError::Image(msg)
}

impl Image {
    /// The Vulkan subresource, offset and extent of `r`, checked to lie in the image.
    fn subresource(
        &self,
        r: &ImageRegion,
    ) -> Result<(vk::ImageSubresourceLayers, vk::Offset3D, vk::Extent3D)> {
        let desc = self.desc();
        if self.texels.is_some() {
            return Err(region_err(
                "an image1d_buffer_t image is read and written through its buffer".into(),
            ));
        }
        let inside = (0..3)
            .all(|i| r.size[i] > 0 && r.origin[i] as u64 + r.size[i] as u64 <= desc.size[i] as u64);
        if !inside {
            return Err(region_err(format!(
                "region {:?} at {:?} is not inside a {:?} image",
                r.size, r.origin, desc.size
            )));
        }
        let [x, y, z] = r.origin.map(|v| v as i32);
        let [w, h, d] = r.size;
        let (offset, extent, layers) = match desc.dim {
            ImageDim::D1 | ImageDim::D1Buffer => ([x, 0, 0], [w, 1, 1], (0, 1)),
            ImageDim::D1Array => ([x, 0, 0], [w, 1, 1], (r.origin[1], h)),
            ImageDim::D2 => ([x, y, 0], [w, h, 1], (0, 1)),
            ImageDim::D2Array => ([x, y, 0], [w, h, 1], (r.origin[2], d)),
            ImageDim::D3 => ([x, y, z], [w, h, d], (0, 1)),
        };
        let layers = vk::ImageSubresourceLayers::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .base_array_layer(layers.0)
            .layer_count(layers.1);
        let offset = vk::Offset3D {
            x: offset[0],
            y: offset[1],
            z: offset[2],
        };
        let extent = vk::Extent3D {
            width: extent[0],
            height: extent[1],
            depth: extent[2],
        };
        Ok((layers, offset, extent))
    }

    fn region_bytes(&self, r: &ImageRegion) -> u64 {
        r.texels() * self.desc().format.texel_bytes() as u64
    }

    fn buffer_copy(&self, r: &ImageRegion, buffer_offset: u64) -> Result<vk::BufferImageCopy> {
        let (layers, offset, extent) = self.subresource(r)?;
        Ok(vk::BufferImageCopy::default()
            .buffer_offset(buffer_offset)
            .image_subresource(layers)
            .image_offset(offset)
            .image_extent(extent))
    }

    /// The texels of `r`, x fastest, then y, then z or layer.
    pub fn read_region(&self, r: &ImageRegion) -> Result<Vec<u8>> {
        let copy = self.buffer_copy(r, 0)?;
        let staging = Buffer::new(
            &self.ctx,
            self.region_bytes(r),
            Usage::Download,
            "image read",
        )?;
        let (d, raw, dst) = (&self.ctx.device, self.raw, staging.raw());
        let src_layout = vk::ImageLayout::TRANSFER_SRC_OPTIMAL;
        // SAFETY: `cmd` records on a compute queue (which supports transfers). The image is in
        // TRANSFER_SRC_OPTIMAL for the copy (in_transfer_layouts), has TRANSFER_SRC usage, and
        // `copy` lies inside it (checked); the staging buffer (TRANSFER_DST) holds the region's
        // bytes exactly; both outlive the submission, which is waited for.
        self.ctx.submit_and_wait("image read", |cmd| unsafe {
            in_transfer_layouts(d, cmd, &[(self, src_layout)], || {
                d.cmd_copy_image_to_buffer(cmd, raw, src_layout, dst, &[copy])
            });
        })?;
        staging.read_bytes()
    }

    /// Writes `data` (the texels of `r`, x fastest) into `r`.
    pub fn write_region(&self, r: &ImageRegion, data: &[u8]) -> Result<()> {
        let copy = self.buffer_copy(r, 0)?;
        if data.len() as u64 != self.region_bytes(r) {
            return Err(region_err(format!(
                "{} bytes given for a region of {} bytes",
                data.len(),
                self.region_bytes(r)
            )));
        }
        let staging = Buffer::with_data(&self.ctx, data, Usage::Upload, "image write")?;
        let (d, raw, src) = (&self.ctx.device, self.raw, staging.raw());
        let dst_layout = vk::ImageLayout::TRANSFER_DST_OPTIMAL;
        // SAFETY: as in read_region, the other way round: the image (TRANSFER_DST usage) is in
        // TRANSFER_DST_OPTIMAL for the copy; the staging buffer (TRANSFER_SRC) holds the
        // region's bytes exactly (checked).
        self.ctx.submit_and_wait("image write", |cmd| unsafe {
            in_transfer_layouts(d, cmd, &[(self, dst_layout)], || {
                d.cmd_copy_buffer_to_image(cmd, src, raw, dst_layout, &[copy])
            });
        })?;
        Ok(())
    }

    /// Copies `size` texels from `src` at `src_origin` to this image at `dst_origin`. The images
    /// have one format; they may be the same image if the two boxes do not overlap. Two images
    /// held as one kind of texture ([`Image::view_dim`]) copy on the device; a copy within one
    /// image or between kinds (a 2D image into a 3D image's slice, ...) goes through the host.
    pub fn copy_region_from(
        &self,
        src: &Image,
        src_origin: [u32; 3],
        dst_origin: [u32; 3],
        size: [u32; 3],
    ) -> Result<()> {
        let (from, to) = (
            ImageRegion {
                origin: src_origin,
                size,
            },
            ImageRegion {
                origin: dst_origin,
                size,
            },
        );
        if src.desc().format != self.desc().format {
            return Err(region_err(format!(
                "cannot copy {} texels into a {} image",
                src.desc().format.name(),
                self.desc().format.name()
            )));
        }
        if std::ptr::eq(src, self) && from.overlaps(&to) {
            return Err(region_err(format!(
                "the copy's source and destination overlap ({size:?} at {src_origin:?} and {dst_origin:?})"
            )));
        }
        if src.view_dim() != self.view_dim() || std::ptr::eq(src, self) {
            return self.write_region(&to, &src.read_region(&from)?);
        }
        let (src_layers, src_offset, extent) = src.subresource(&from)?;
        let (dst_layers, dst_offset, _) = self.subresource(&to)?;
        same_context(&self.ctx, &src.ctx)?;
        let copy = vk::ImageCopy::default()
            .src_subresource(src_layers)
            .src_offset(src_offset)
            .dst_subresource(dst_layers)
            .dst_offset(dst_offset)
            .extent(extent);
        let (d, from_raw, to_raw) = (&self.ctx.device, src.raw, self.raw);
        let (src_layout, dst_layout) = (
            vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
        );
        // SAFETY: `cmd` records on a compute queue (which supports transfers). The images are
        // distinct (checked), in the transfer layouts for the copy, with both transfer usages,
        // one format and one type, and the boxes lie inside them (checked); both outlive the
        // submission, which is waited for.
        self.ctx.submit_and_wait("image copy", |cmd| unsafe {
            in_transfer_layouts(d, cmd, &[(src, src_layout), (self, dst_layout)], || {
                d.cmd_copy_image(cmd, from_raw, src_layout, to_raw, dst_layout, &[copy])
            });
        })?;
        Ok(())
    }

    /// Copies the texels of `r` into `buffer` from byte `offset` on, tightly packed.
    pub fn copy_to_buffer(&self, r: &ImageRegion, buffer: &mut Buffer, offset: u64) -> Result<()> {
        let len = self.region_bytes(r);
        check_buffer_range(buffer, offset, len)?;
        if offset % self.desc().format.texel_bytes() as u64 != 0 {
            // Vulkan copies only to whole-texel offsets: this one goes through the host.
            return buffer.write_bytes_at(offset, &self.read_region(r)?);
        }
        let copy = self.buffer_copy(r, offset)?;
        same_context(&self.ctx, buffer.context())?;
        let (d, raw, dst) = (&self.ctx.device, self.raw, buffer.raw());
        let src_layout = vk::ImageLayout::TRANSFER_SRC_OPTIMAL;
        // SAFETY: as in read_region, with the application's buffer (TRANSFER_DST usage) as the
        // destination: the region's bytes from `offset`, a multiple of the texel size, lie
        // within it (checked).
        let record = |cmd| {
            // SAFETY: see above.
            unsafe {
                in_transfer_layouts(d, cmd, &[(self, src_layout)], || {
                    d.cmd_copy_image_to_buffer(cmd, raw, src_layout, dst, &[copy])
                })
            }
        };
        self.ctx.submit_and_wait("image to buffer copy", record)?;
        Ok(())
    }

    /// Copies tightly packed texels from `buffer` at byte `offset` into the region `r`.
    pub fn copy_from_buffer(&self, r: &ImageRegion, buffer: &Buffer, offset: u64) -> Result<()> {
        let len = self.region_bytes(r);
        check_buffer_range(buffer, offset, len)?;
        if offset % self.desc().format.texel_bytes() as u64 != 0 {
            return self.write_region(r, &buffer.read_bytes_at(offset, len)?);
        }
        let copy = self.buffer_copy(r, offset)?;
        same_context(&self.ctx, buffer.context())?;
        let (d, raw, src) = (&self.ctx.device, self.raw, buffer.raw());
        let dst_layout = vk::ImageLayout::TRANSFER_DST_OPTIMAL;
        // SAFETY: as in write_region, with the application's buffer (TRANSFER_SRC usage) as the
        // source: the region's bytes from `offset`, a multiple of the texel size, lie within
        // it (checked).
        let record = |cmd| {
            // SAFETY: see above.
            unsafe {
                in_transfer_layouts(d, cmd, &[(self, dst_layout)], || {
                    d.cmd_copy_buffer_to_image(cmd, src, raw, dst_layout, &[copy])
                })
            }
        };
        self.ctx.submit_and_wait("buffer to image copy", record)?;
        Ok(())
    }
}

/// Records `copy` with each of `images` moved from GENERAL (where images rest) to its transfer
/// layout before, and back after; the barriers order earlier kernels' and transfers' accesses
/// before the copy.
///
/// # Safety
/// `cmd` is recording on `d`'s compute queue; the images are distinct images of `d` resting in
/// GENERAL, and `copy` records transfers that use them in the given layouts only.
unsafe fn in_transfer_layouts(
    d: &ash::Device,
    cmd: vk::CommandBuffer,
    images: &[(&Image, vk::ImageLayout)],
    copy: impl FnOnce(),
) {
    use vk::{AccessFlags as A, ImageLayout as L, PipelineStageFlags as S};
    let (to, back): (Vec<_>, Vec<_>) = images
        .iter()
        .map(|(image, layout)| {
            (
                image.transition(
                    L::GENERAL,
                    *layout,
                    A::SHADER_WRITE | A::TRANSFER_WRITE,
                    A::TRANSFER_READ | A::TRANSFER_WRITE,
                ),
                image.transition(*layout, L::GENERAL, A::TRANSFER_WRITE, A::empty()),
            )
        })
        .unzip();
    let none = vk::DependencyFlags::empty();
    let work = S::COMPUTE_SHADER | S::TRANSFER;
    // SAFETY: the caller's contract; the barrier arrays are locals alive across the calls.
    unsafe {
        d.cmd_pipeline_barrier(cmd, work, S::TRANSFER, none, &[], &[], &to);
        copy();
        d.cmd_pipeline_barrier(cmd, S::TRANSFER, work, none, &[], &[], &back);
    }
}

fn check_buffer_range(buffer: &Buffer, offset: u64, len: u64) -> Result<()> {
    if offset
        .checked_add(len)
        .is_none_or(|end| end > buffer.size())
    {
        return Err(region_err(format!(
            "{len} bytes at offset {offset} are not inside a buffer of {} bytes",
            buffer.size()
        )));
    }
    Ok(())
}

fn same_context(a: &std::sync::Arc<Context>, b: &std::sync::Arc<Context>) -> Result<()> {
    if !std::sync::Arc::ptr_eq(a, b) {
        return Err(region_err(
            "cannot copy between images or buffers of different runtimes".into(),
        ));
    }
    Ok(())
}
