//! Device buffers: allocation through gpu-allocator, device addresses, and host transfers (direct
//! mapping on unified-memory devices, staging copies on discrete GPUs). Also [`Scalar`], the plain
//! element types buffers can be filled from and read as.

use std::sync::Arc;

use ash::vk;
use gpu_allocator::vulkan::{Allocation, AllocationCreateDesc, AllocationScheme};
use gpu_allocator::MemoryLocation;

use crate::device::Context;
use crate::error::{Result, RunnerError};

mod sealed {
    pub trait Sealed {}
}

/// Plain little-endian element types: `u8`..`u64`, `i8`..`i64`, `f32`, `f64`.
pub trait Scalar: Copy + Default + sealed::Sealed + 'static {
    const SIZE: usize;
    fn write_le(self, out: &mut Vec<u8>);
    fn read_le(bytes: &[u8]) -> Self;
}

macro_rules! scalar {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Scalar for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn write_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read_le(bytes: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(&bytes[..Self::SIZE]);
                <$t>::from_le_bytes(a)
            }
        }
    )*};
}
scalar!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// Little-endian bytes of a slice of scalars.
pub fn to_bytes<T: Scalar>(data: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() * T::SIZE);
    for v in data {
        v.write_le(&mut out);
    }
    out
}

/// Scalars from little-endian bytes; the length must be a multiple of the element size.
pub fn from_bytes<T: Scalar>(bytes: &[u8]) -> Result<Vec<T>> {
    if bytes.len() % T::SIZE != 0 {
        return Err(RunnerError::BufferElementSize {
            size: bytes.len() as u64,
            elem: T::SIZE,
        });
    }
    Ok(bytes.chunks_exact(T::SIZE).map(T::read_le).collect())
}

/// Bytes of unused memory after every kernel data buffer. The bounds checks (`checks`) accept
/// an address inside any of a launch's buffers, and buffers are sub-allocated next to each
/// other, so without this gap an access a little below one buffer would land inside the one
/// before it and go unnoticed; with it, such an access lands in the gap, which no buffer owns.
pub(crate) const GUARD_BYTES: u64 = 4096;

/// What a buffer is for, which decides its memory type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Usage {
    /// Kernel data: device-local (host-visible too on unified-memory devices).
    Device,
    /// Written by the host, read by the device (staging uploads, argument blocks).
    Upload,
    /// Written by the device, read by the host (staging downloads, printf).
    Download,
}

/// A device buffer with a 64-bit device address, usable as a `global`/`constant` kernel argument.
pub struct Buffer {
    ctx: Arc<Context>,
    raw: vk::Buffer,
    allocation: Option<Allocation>,
    size: u64,
    /// The Vulkan buffer's size: `size` and the guard bytes after it.
    capacity: u64,
    address: u64,
}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Buffer")
            .field("size", &self.size)
            .field("address", &format_args!("{:#x}", self.address))
            .finish()
    }
}

impl Buffer {
    /// A zero-filled buffer of `size` bytes in memory suited to `usage`.
    pub(crate) fn new(ctx: &Arc<Context>, size: u64, usage: Usage, name: &str) -> Result<Buffer> {
        let mut b = Buffer::uninit(ctx, size, usage, name)?;
        b.fill_zero()?;
        Ok(b)
    }

    /// A buffer holding exactly `data` (no zero-fill first: one transfer on discrete GPUs).
    pub(crate) fn with_data(
        ctx: &Arc<Context>,
        data: &[u8],
        usage: Usage,
        name: &str,
    ) -> Result<Buffer> {
        let mut b = Buffer::uninit(ctx, data.len() as u64, usage, name)?;
        b.write_bytes(data)?;
        Ok(b)
    }

    fn uninit(ctx: &Arc<Context>, size: u64, usage: Usage, name: &str) -> Result<Buffer> {
        if size == 0 {
            return Err(RunnerError::ZeroSizeBuffer);
        }
        let max = ctx.info.limits.max_buffer_size;
        if size > max {
            return Err(RunnerError::BufferTooLarge {
                size,
                max,
                device: ctx.info.name.clone(),
            });
        }
        ctx.check_usable()?;
        let d = &ctx.device;
        let guard = if usage == Usage::Device {
            GUARD_BYTES
        } else {
            0
        };
        let address = if ctx.buffer_device_address {
            vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS
        } else {
            vk::BufferUsageFlags::empty()
        };
        let info = vk::BufferCreateInfo::default()
            .size(size.saturating_add(guard))
            .usage(
                vk::BufferUsageFlags::STORAGE_BUFFER
                    | address
                    // Portable kernels read their argument block from a uniform buffer.
                    | vk::BufferUsageFlags::UNIFORM_BUFFER
                    // image1d_buffer_t arguments view buffers as texel buffers.
                    | vk::BufferUsageFlags::UNIFORM_TEXEL_BUFFER
                    | vk::BufferUsageFlags::STORAGE_TEXEL_BUFFER
                    | vk::BufferUsageFlags::TRANSFER_SRC
                    | vk::BufferUsageFlags::TRANSFER_DST,
            )
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // SAFETY: the create info is a local with a non-zero size (checked above) and usages the
        // device allows (SHADER_DEVICE_ADDRESS only where create_device enabled
        // bufferDeviceAddress).
        let raw =
            unsafe { d.create_buffer(&info, None) }.map_err(RunnerError::vk("vkCreateBuffer"))?;
        // SAFETY: `raw` was just created from this device.
        let requirements = unsafe { d.get_buffer_memory_requirements(raw) };
        let location = match usage {
            Usage::Download => MemoryLocation::GpuToCpu,
            Usage::Upload => MemoryLocation::CpuToGpu,
            Usage::Device if ctx.info.unified_memory => MemoryLocation::CpuToGpu,
            Usage::Device => MemoryLocation::GpuOnly,
        };
        let desc = AllocationCreateDesc {
            name,
            requirements,
            location,
            linear: true,
            allocation_scheme: AllocationScheme::GpuAllocatorManaged,
        };
        let allocation = match ctx.allocate(&desc, || format!("{size} bytes for {name}")) {
            Ok(a) => a,
            Err(e) => {
                // SAFETY: the buffer has no memory and no use yet; it is not used again.
                unsafe { d.destroy_buffer(raw, None) };
                return Err(e);
            }
        };
        let mut buffer = Buffer {
            ctx: ctx.clone(),
            raw,
            allocation: None,
            size,
            capacity: size.saturating_add(guard),
            address: 0,
        };
        // SAFETY: `raw` has no memory bound yet; the allocation was made for its own
        // requirements (size, alignment, memory types) by this device's allocator, which sets
        // DEVICE_ADDRESS on its memory (buffer_device_address), and lives in `buffer` until the
        // buffer is destroyed.
        let bound = unsafe { d.bind_buffer_memory(raw, allocation.memory(), allocation.offset()) };
        // From here on Drop releases both the buffer and its memory.
        buffer.allocation = Some(allocation);
        bound.map_err(RunnerError::vk("vkBindBufferMemory"))?;
        if ctx.buffer_device_address {
            // SAFETY: `raw` has SHADER_DEVICE_ADDRESS usage and is bound to memory (the bind
            // above succeeded); bufferDeviceAddress is enabled.
            buffer.address = unsafe {
                d.get_buffer_device_address(&vk::BufferDeviceAddressInfo::default().buffer(raw))
            };
        }
        Ok(buffer)
    }

    pub fn size(&self) -> u64 {
        self.size
    }

    /// The bytes a descriptor may cover: the buffer and its guard bytes.
    pub(crate) fn capacity(&self) -> u64 {
        self.capacity
    }

    /// The Vulkan buffer handle (for transfers recorded by the runner itself).
    pub(crate) fn context(&self) -> &Arc<Context> {
        &self.ctx
    }

    pub(crate) fn raw(&self) -> vk::Buffer {
        self.raw
    }

    /// The 64-bit device address kernels see (0 on a runtime without device addresses).
    pub fn device_address(&self) -> u64 {
        self.address
    }

    fn fill_zero(&mut self) -> Result<()> {
        if let Some(m) = self.allocation.as_mut().and_then(|a| a.mapped_slice_mut()) {
            m.fill(0);
            return Ok(());
        }
        let (d, raw) = (&self.ctx.device, self.raw);
        // SAFETY: `cmd` is recording on a compute queue (which may fill buffers); the buffer has
        // TRANSFER_DST usage and outlives the submission, which is waited for.
        self.ctx.submit_and_wait("zero-fill", |cmd| unsafe {
            d.cmd_fill_buffer(cmd, raw, 0, vk::WHOLE_SIZE, 0);
        })?;
        Ok(())
    }

    /// Where the buffer's bytes are mapped for the host, when they are.
    #[cfg(feature = "bench")]
    pub(crate) fn mapped_ptr(&self) -> Option<std::ptr::NonNull<u8>> {
        self.allocation
            .as_ref()
            .and_then(|a| a.mapped_ptr())
            .map(|p| p.cast())
    }

    /// Copies `data` to the start of the buffer (it must fit).
    pub fn write_bytes(&mut self, data: &[u8]) -> Result<()> {
        self.write_bytes_at(0, data)
    }

    /// Copies `data` to the buffer from byte `offset` on (it must fit).
    pub fn write_bytes_at(&mut self, offset: u64, data: &[u8]) -> Result<()> {
        let end = offset.checked_add(data.len() as u64);
        if end.is_none_or(|end| end > self.size) {
            return Err(RunnerError::Spec(format!(
                "cannot write {} bytes at offset {offset} into a buffer of {} bytes",
                data.len(),
                self.size
            )));
        }
        if data.is_empty() {
            return Ok(());
        }
        let at = offset as usize;
        if let Some(m) = self.allocation.as_mut().and_then(|a| a.mapped_slice_mut()) {
            m[at..at + data.len()].copy_from_slice(data);
            return Ok(());
        }
        let mut staging = Buffer::new(
            &self.ctx,
            data.len() as u64,
            Usage::Upload,
            "staging upload",
        )?;
        staging.write_bytes(data)?;
        let (d, src, dst, n) = (&self.ctx.device, staging.raw, self.raw, data.len() as u64);
        // SAFETY: `cmd` is recording on a compute queue (which supports transfers); the two
        // buffers are distinct, with TRANSFER_SRC and TRANSFER_DST usage; the staging buffer
        // holds exactly `n` bytes and `offset + n` lies within this one (checked above); both
        // outlive the submission, which is waited for.
        self.ctx.submit_and_wait("upload", |cmd| unsafe {
            d.cmd_copy_buffer(
                cmd,
                src,
                dst,
                &[vk::BufferCopy::default().dst_offset(offset).size(n)],
            );
        })?;
        Ok(())
    }

    /// The whole buffer's bytes.
    pub fn read_bytes(&self) -> Result<Vec<u8>> {
        if let Some(m) = self.allocation.as_ref().and_then(|a| a.mapped_slice()) {
            return Ok(m[..self.size as usize].to_vec());
        }
        let staging = Buffer::uninit(&self.ctx, self.size, Usage::Download, "staging download")?;
        let (d, src, dst, n) = (&self.ctx.device, self.raw, staging.raw, self.size);
        // SAFETY: as in write_bytes, the other way round: both buffers hold exactly `n` bytes.
        self.ctx.submit_and_wait("download", |cmd| unsafe {
            d.cmd_copy_buffer(cmd, src, dst, &[vk::BufferCopy::default().size(n)]);
        })?;
        staging.read_bytes()
    }

    /// `len` bytes from byte `offset` on (the range must lie in the buffer); only that range is
    /// transferred.
    pub fn read_bytes_at(&self, offset: u64, len: u64) -> Result<Vec<u8>> {
        self.check_range("read", offset, len)?;
        if len == 0 {
            return Ok(Vec::new());
        }
        if let Some(m) = self.allocation.as_ref().and_then(|a| a.mapped_slice()) {
            return Ok(m[offset as usize..(offset + len) as usize].to_vec());
        }
        let staging = Buffer::uninit(&self.ctx, len, Usage::Download, "staging download")?;
        let (d, src, dst) = (&self.ctx.device, self.raw, staging.raw);
        // SAFETY: as in write_bytes_at, the other way round: `offset + len` lies within this
        // buffer (checked above) and the staging buffer holds exactly `len` bytes.
        self.ctx.submit_and_wait("download", |cmd| unsafe {
            d.cmd_copy_buffer(
                cmd,
                src,
                dst,
                &[vk::BufferCopy::default().src_offset(offset).size(len)],
            );
        })?;
        staging.read_bytes()
    }

    /// Copies `len` bytes from `src` at `src_offset` to this buffer at `dst_offset` on the
    /// device (the buffers may be the same one if the ranges do not overlap).
    pub fn copy_from(
        &mut self,
        src: &Buffer,
        src_offset: u64,
        dst_offset: u64,
        len: u64,
    ) -> Result<()> {
        src.check_range("copy from", src_offset, len)?;
        self.check_range("copy to", dst_offset, len)?;
        if len == 0 {
            return Ok(());
        }
        if !Arc::ptr_eq(&self.ctx, &src.ctx) {
            return Err(RunnerError::Spec(
                "cannot copy between buffers of different runtimes".into(),
            ));
        }
        let (d, from, to) = (&self.ctx.device, src.raw, self.raw);
        // SAFETY: `cmd` records on a compute queue (which supports transfers); both ranges lie
        // within their buffers (checked above), which have TRANSFER_SRC and TRANSFER_DST usage
        // and outlive the submission, which is waited for.
        self.ctx.submit_and_wait("copy", |cmd| unsafe {
            d.cmd_copy_buffer(
                cmd,
                from,
                to,
                &[vk::BufferCopy::default()
                    .src_offset(src_offset)
                    .dst_offset(dst_offset)
                    .size(len)],
            );
        })?;
        Ok(())
    }

    /// Copies `len` bytes within this buffer, from `src_offset` to `dst_offset` (the ranges
    /// must not overlap).
    pub fn copy_within(&mut self, src_offset: u64, dst_offset: u64, len: u64) -> Result<()> {
        self.check_range("copy from", src_offset, len)?;
        self.check_range("copy to", dst_offset, len)?;
        if src_offset.max(dst_offset) < src_offset.min(dst_offset) + len {
            return Err(RunnerError::Spec(format!(
                "cannot copy {len} bytes from offset {src_offset} to offset {dst_offset}: the ranges overlap"
            )));
        }
        if len == 0 {
            return Ok(());
        }
        let (d, raw) = (&self.ctx.device, self.raw);
        // SAFETY: as in copy_from, with one buffer: Vulkan allows a copy within a buffer whose
        // regions do not overlap (checked above).
        self.ctx.submit_and_wait("copy", |cmd| unsafe {
            d.cmd_copy_buffer(
                cmd,
                raw,
                raw,
                &[vk::BufferCopy::default()
                    .src_offset(src_offset)
                    .dst_offset(dst_offset)
                    .size(len)],
            );
        })?;
        Ok(())
    }

    fn check_range(&self, what: &str, offset: u64, len: u64) -> Result<()> {
        if offset.checked_add(len).is_none_or(|end| end > self.size) {
            return Err(RunnerError::Spec(format!(
                "cannot {what} {len} bytes at offset {offset} of a buffer of {} bytes",
                self.size
            )));
        }
        Ok(())
    }

    /// Writes scalars to the start of the buffer.
    pub fn write<T: Scalar>(&mut self, data: &[T]) -> Result<()> {
        self.write_bytes(&to_bytes(data))
    }

    /// The buffer's contents as scalars (its size must be a multiple of `T`'s).
    pub fn read<T: Scalar>(&self) -> Result<Vec<T>> {
        from_bytes(&self.read_bytes()?)
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        if self.ctx.is_poisoned() {
            // Work that timed out may still access it: leak rather than free under the GPU.
            if let Some(a) = self.allocation.take() {
                std::mem::forget(a);
            }
            return;
        }
        // SAFETY: not poisoned, so every submission finished (each is waited for, a timeout
        // poisons) and nothing uses the buffer; it is destroyed once, before its memory is
        // freed, and any texel view of it was destroyed first (Image's Drop).
        unsafe { self.ctx.device.destroy_buffer(self.raw, None) };
        if let Some(a) = self.allocation.take() {
            self.ctx.free(a);
        }
    }
}
