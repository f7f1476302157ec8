//! Images and samplers. An image is the runner's [`oclvk_runner::Image`] on the context's memory
//! device with what the application asked for (type, format, flags, the host pointer and its
//! pitches for `CL_MEM_USE_HOST_PTR`); a sampler is its modes.

use std::sync::{Arc, Mutex, MutexGuard};

use oclvk::abi::reflect::{ImageDim, SamplerModes};
use oclvk_runner::{ImageDesc, ImageRegion, RunnerError};

use crate::cl::*;
use crate::core::context::Context;
use crate::core::memory::{Destructors, Mem, Storage};
use crate::object::{class, Ref};

/// How texels lie in host memory: bytes from one row to the next and from one slice (or array
/// layer) to the next. A 1D array's layers are its rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostLayout {
    pub row_pitch: usize,
    pub slice_pitch: usize,
}

impl HostLayout {
    /// The byte steps between texels' rows (y) and slices (z) of a region of an image of `dim`.
    pub fn steps(&self, dim: ImageDim) -> (usize, usize) {
        match dim {
            ImageDim::D1Array => (self.slice_pitch, 0),
            _ => (self.row_pitch, self.slice_pitch),
        }
    }

    /// Bytes a region of `size` texels of `element` bytes spans in host memory.
    pub fn span(&self, dim: ImageDim, element: usize, size: [usize; 3]) -> usize {
        let (y, z) = self.steps(dim);
        (size[2] - 1) * z + (size[1] - 1) * y + size[0] * element
    }

    /// Copies a region of `size` texels from host memory laid out as `self` at `host` to tightly
    /// packed bytes (x fastest).
    ///
    /// # Safety
    /// `host` holds [`HostLayout::span`] readable bytes.
    pub unsafe fn gather(
        &self,
        dim: ImageDim,
        element: usize,
        size: [usize; 3],
        host: *const u8,
    ) -> Vec<u8> {
        let (ys, zs) = self.steps(dim);
        let row = size[0] * element;
        let mut out = Vec::with_capacity(row * size[1] * size[2]);
        for z in 0..size[2] {
            for y in 0..size[1] {
                // SAFETY: the row lies within the span (the caller's contract).
                let src = unsafe { std::slice::from_raw_parts(host.add(z * zs + y * ys), row) };
                out.extend_from_slice(src);
            }
        }
        out
    }

    /// Copies tightly packed texels to host memory laid out as `self` at `host`.
    ///
    /// # Safety
    /// `host` holds [`HostLayout::span`] writable bytes, not otherwise used meanwhile.
    pub unsafe fn scatter(
        &self,
        dim: ImageDim,
        element: usize,
        size: [usize; 3],
        packed: &[u8],
        host: *mut u8,
    ) {
        let (ys, zs) = self.steps(dim);
        let row = size[0] * element;
        for (i, chunk) in packed.chunks(row).enumerate() {
            let (y, z) = (i % size[1], i / size[1]);
            // SAFETY: the row lies within the span (the caller's contract).
            let dst = unsafe { std::slice::from_raw_parts_mut(host.add(z * zs + y * ys), row) };
            dst.copy_from_slice(chunk);
        }
    }
}

/// One mapped region of an image: where it is, and the memory the application was given.
pub struct ImageMapping {
    pub region: ImageRegion,
    pub layout: HostLayout,
    pub writes: bool,
    /// Host memory owned by the mapping (none for `CL_MEM_USE_HOST_PTR`: the application's).
    pub shadow: Option<Box<[u8]>>,
}

pub struct Image {
    pub context: Ref<Context>,
    pub flags: u64,
    /// `CL_MEM_OBJECT_IMAGE2D`, ...
    pub mem_type: u32,
    /// `cl_image_format`: channel order and data type.
    pub cl_format: [u32; 2],
    pub desc: ImageDesc,
    /// The application's memory for `CL_MEM_USE_HOST_PTR` (0 otherwise) and its layout.
    pub host_ptr: usize,
    pub host_layout: HostLayout,
    /// The runner's image; for a 1D buffer image a view of `buffer`'s memory, so it is
    /// declared (and dropped) first.
    pub image: Arc<oclvk_runner::Image>,
    /// A 1D buffer image's buffer.
    pub buffer: Option<Ref<Mem>>,
    pub properties: Vec<u64>,
    maps: Mutex<Vec<(usize, ImageMapping)>>,
    pub destructors: Destructors,
}
class!(Image, Image);

/// Where an image's texels are, for transfers: the runner's image, or for a 1D buffer image
/// its buffer's bytes from `base` on.
#[derive(Clone)]
pub enum Texels {
    Image(Arc<oclvk_runner::Image>),
    Buffer {
        storage: Arc<Storage>,
        base: usize,
        element: usize,
    },
}

impl Texels {
    /// The byte range of a region of a 1D buffer image (x only).
    fn span(base: usize, element: usize, r: &ImageRegion) -> (u64, u64) {
        let at = base + r.origin[0] as usize * element;
        (at as u64, (r.size[0] as usize * element) as u64)
    }

    /// The texels of `r`, tightly packed.
    pub fn read(&self, r: &ImageRegion) -> Result<Vec<u8>, RunnerError> {
        match self {
            Texels::Image(image) => image.read_region(r),
            Texels::Buffer {
                storage,
                base,
                element,
            } => {
                let (at, len) = Texels::span(*base, *element, r);
                storage.lock().read_bytes_at(at, len)
            }
        }
    }

    /// Writes tightly packed texels into `r`.
    pub fn write(&self, r: &ImageRegion, data: &[u8]) -> Result<(), RunnerError> {
        match self {
            Texels::Image(image) => image.write_region(r, data),
            Texels::Buffer {
                storage,
                base,
                element,
            } => {
                let (at, _) = Texels::span(*base, *element, r);
                storage.lock().write_bytes_at(at, data)
            }
        }
    }
}

impl Image {
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        context: Ref<Context>,
        flags: u64,
        mem_type: u32,
        cl_format: [u32; 2],
        host_ptr: usize,
        host_layout: HostLayout,
        image: oclvk_runner::Image,
        buffer: Option<Ref<Mem>>,
        properties: Vec<u64>,
    ) -> Ref<Image> {
        let desc = *image.desc();
        let img = Ref::new(Image {
            context,
            flags,
            mem_type,
            cl_format,
            desc,
            host_ptr,
            host_layout,
            image: Arc::new(image),
            buffer,
            properties,
            maps: Mutex::new(Vec::new()),
            destructors: Destructors::default(),
        });
        img.destructors.set_handle(img.handle());
        img
    }

    pub fn element_size(&self) -> usize {
        self.desc.format.texel_bytes() as usize
    }

    /// `CL_MEM_SIZE`: the texels' bytes.
    pub fn size(&self) -> usize {
        self.desc.bytes() as usize
    }

    /// The image's own pitches (`CL_IMAGE_ROW_PITCH`, `CL_IMAGE_SLICE_PITCH`): the host
    /// memory's for `CL_MEM_USE_HOST_PTR`, else tightly packed.
    pub fn pitches(&self) -> HostLayout {
        if self.host_ptr != 0 {
            return self.host_layout;
        }
        tight_layout(self.desc.dim, self.element_size(), self.desc.size)
    }

    /// Where the texels are, for transfers (1D buffer images: in their buffer).
    pub fn texels(&self) -> Texels {
        match &self.buffer {
            Some(m) => Texels::Buffer {
                storage: m.storage.clone(),
                base: m.base(),
                element: self.element_size(),
            },
            None => Texels::Image(self.image.clone()),
        }
    }

    pub fn maps(&self) -> MutexGuard<'_, Vec<(usize, ImageMapping)>> {
        self.maps.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The pitches of tightly packed texels of a region of `size` (OpenCL's convention: a 1D
/// array's slice pitch is its row pitch, 1D and 2D images have slice pitch 0).
pub fn tight_layout(dim: ImageDim, element: usize, size: [u32; 3]) -> HostLayout {
    let row = size[0] as usize * element;
    let slice_pitch = match dim {
        ImageDim::D1Array => row,
        ImageDim::D2Array | ImageDim::D3 => row * size[1] as usize,
        _ => 0,
    };
    HostLayout {
        row_pitch: row,
        slice_pitch,
    }
}

/// The dimensionality of an OpenCL image type.
pub fn image_dim(mem_type: u32) -> Option<ImageDim> {
    Some(match mem_type {
        CL_MEM_OBJECT_IMAGE1D => ImageDim::D1,
        CL_MEM_OBJECT_IMAGE1D_BUFFER => ImageDim::D1Buffer,
        CL_MEM_OBJECT_IMAGE1D_ARRAY => ImageDim::D1Array,
        CL_MEM_OBJECT_IMAGE2D => ImageDim::D2,
        CL_MEM_OBJECT_IMAGE2D_ARRAY => ImageDim::D2Array,
        CL_MEM_OBJECT_IMAGE3D => ImageDim::D3,
        _ => return None,
    })
}

pub struct Sampler {
    pub context: Ref<Context>,
    pub modes: SamplerModes,
    /// The property list given to clCreateSamplerWithProperties (with its zero; empty else).
    pub properties: Vec<u64>,
}
class!(Sampler, Sampler);
