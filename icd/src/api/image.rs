//! Images: formats the device supports, creation (clCreateImage and the 1.x clCreateImage2D/3D),
//! and clGetImageInfo. Images are memory objects of their own kind ([`crate::object::Kind`]);
//! the calls every memory object takes (retain, release, clGetMemObjectInfo, destructor
//! callbacks, unmap) take them through [`memory_object`].

use std::ffi::c_void;

use oclvk::abi::reflect::{ChannelClass, ImageDim};
use oclvk_runner::{ImageDesc, ImageFormat, ImageSupport};

use super::memory::{check_flags, derived_flags};
use super::{call, create, obj, property_list, put, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::image::{image_dim, tight_layout, HostLayout, Image};
use crate::core::memory::Mem;
use crate::object::Ref;

const ACCESS: u64 = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;

/// A memory object of either kind.
pub(crate) enum MemObject {
    Buffer(Ref<Mem>),
    Image(Ref<Image>),
}

/// The buffer or image behind `handle` (`CL_INVALID_MEM_OBJECT` for anything else).
pub(crate) fn memory_object(handle: *mut c_void) -> ClResult<MemObject> {
    match obj::<Mem>(handle) {
        Ok(m) => Ok(MemObject::Buffer(m)),
        Err(_) => obj::<Image>(handle).map(MemObject::Image),
    }
}

/// `cl_image_format`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ClImageFormat {
    pub order: u32,
    pub data_type: u32,
}

/// `cl_image_desc` (the union of `buffer` and `mem_object` is one pointer).
#[repr(C)]
pub struct ClImageDesc {
    pub image_type: u32,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub array_size: usize,
    pub row_pitch: usize,
    pub slice_pitch: usize,
    pub num_mip_levels: u32,
    pub num_samples: u32,
    pub mem_object: *mut c_void,
}

/// Whether a `cl_image_format` names a channel order and data type OpenCL defines, in a
/// combination it allows (the packed types need `CL_RGB`/`CL_RGBx`, `CL_UNORM_INT24` depth).
fn valid_format(f: &ClImageFormat) -> bool {
    const RGB: u32 = 0x10B4;
    const RGBX: u32 = 0x10BC;
    const DEPTH: u32 = 0x10BD;
    const DEPTH_STENCIL: u32 = 0x10BE;
    let order_known = (0x10B0..=0x10C3).contains(&f.order);
    let type_known = (0x10D0..=0x10E0).contains(&f.data_type);
    let packed = matches!(f.data_type, 0x10D4..=0x10D6 | 0x10E0);
    let depth24 = f.data_type == 0x10DF;
    order_known
        && type_known
        && (!packed || matches!(f.order, RGB | RGBX))
        && (!depth24 || matches!(f.order, DEPTH | DEPTH_STENCIL))
}

/// Whether the device's support of a format suits images made with `flags` (an image's access
/// flag says how kernels may use it; without one it may be any kernel's argument).
fn suits(support: &ImageSupport, class: ChannelClass, flags: u64, dim: ImageDim) -> bool {
    if dim == ImageDim::D1Buffer {
        // A texel view of a buffer, which has both texel-buffer usages: no sampler, no
        // transfers (they go to the buffer).
        let both = ImageSupport {
            linear_filter: true,
            transfer: true,
            ..*support
        };
        return support.sampled && support.storage && suits(&both, class, flags, ImageDim::D1);
    }
    // Kernels may sample a float image with a linear filter.
    let readable = support.sampled && (class != ChannelClass::Float || support.linear_filter);
    let writable = support.storage_write_without_format;
    let ok = match flags & ACCESS {
        CL_MEM_READ_ONLY => readable,
        CL_MEM_WRITE_ONLY => writable,
        _ => readable && writable,
    };
    let read_and_write = flags & CL_MEM_KERNEL_READ_AND_WRITE == 0
        || (support.storage_read_without_format && writable);
    ok && read_and_write && support.transfer
}

/// The formats every device of the context supports for images of `dim` made with `flags`.
fn supported_formats(c: &Context, flags: u64, dim: ImageDim) -> ClResult<Vec<ImageFormat>> {
    if !c.devices.iter().all(|d| d.has_images()) {
        return Ok(Vec::new());
    }
    let runtime = c.memory_device().runtime().map_err(|message| {
        c.report(&message);
        CL_OUT_OF_RESOURCES
    })?;
    Ok(ImageFormat::all()
        .filter(|f| suits(&runtime.image_support(*f, dim), f.class(), flags, dim))
        .collect())
}

pub extern "C" fn clGetSupportedImageFormats(
    context: *mut c_void,
    flags: u64,
    image_type: u32,
    num_entries: u32,
    image_formats: *mut c_void,
    num_image_formats: *mut u32,
) -> i32 {
    call(|| {
        let c = obj::<Context>(context)?;
        check_flags(flags)?;
        let dim = image_dim(image_type).ok_or(CL_INVALID_VALUE)?;
        if num_entries == 0 && !image_formats.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let formats = supported_formats(&c, flags, dim)?;
        if !image_formats.is_null() {
            let out = image_formats as *mut ClImageFormat;
            for (i, f) in formats.iter().take(num_entries as usize).enumerate() {
                let (data_type, order) = f.clk_values();
                // SAFETY: `image_formats` holds `num_entries` `cl_image_format`s.
                unsafe { out.add(i).write(ClImageFormat { order, data_type }) };
            }
        }
        put(num_image_formats, formats.len() as u32);
        Ok(())
    })
}

/// The device limit on one size of an image of `dim` (width, height, depth or layers).
fn size_limits(d: &Device, dim: ImageDim) -> [u64; 3] {
    let l = &d.info.image_limits;
    let (one, two, three, layers) = (
        l.max_1d.min(l.max_2d) as u64,
        l.max_2d as u64,
        l.max_3d as u64,
        l.max_array_layers as u64,
    );
    match dim {
        ImageDim::D1 => [one, 1, 1],
        ImageDim::D1Buffer => [l.max_texel_buffer_elements as u64, 1, 1],
        ImageDim::D1Array => [one, layers, 1],
        // Widths are CL_DEVICE_IMAGE2D_MAX_WIDTH's, which covers 1D images too.
        ImageDim::D2 => [one, two, 1],
        ImageDim::D2Array => [one, two, layers],
        ImageDim::D3 => [three, three, three],
    }
}

/// An image's sizes in OpenCL's convention (width, height or layers, depth or layers), checked
/// against the descriptor's type and the device.
fn image_sizes(desc: &ClImageDesc, dim: ImageDim, device: &Device) -> ClResult<[u32; 3]> {
    let sizes = match dim {
        ImageDim::D1 | ImageDim::D1Buffer => [desc.width, 1, 1],
        ImageDim::D1Array => [desc.width, desc.array_size, 1],
        ImageDim::D2 => [desc.width, desc.height, 1],
        ImageDim::D2Array => [desc.width, desc.height, desc.array_size],
        ImageDim::D3 => [desc.width, desc.height, desc.depth],
    };
    let limits = size_limits(device, dim);
    if sizes
        .iter()
        .zip(limits)
        .any(|(&s, max)| s == 0 || s as u64 > max)
    {
        return Err(CL_INVALID_IMAGE_SIZE);
    }
    Ok(sizes.map(|s| s as u32))
}

/// The host layout of `host_ptr`'s texels: the descriptor's pitches, checked (0 is tightly
/// packed; a pitch must hold a row or slice and be a multiple of the element size).
fn host_layout(
    desc: &ClImageDesc,
    dim: ImageDim,
    element: usize,
    size: [u32; 3],
) -> ClResult<HostLayout> {
    let tight = tight_layout(dim, element, size);
    let row_pitch = match desc.row_pitch {
        0 => tight.row_pitch,
        p if p < tight.row_pitch || p % element != 0 => return Err(CL_INVALID_IMAGE_DESCRIPTOR),
        p => p,
    };
    let min_slice = match dim {
        ImageDim::D1Array => row_pitch,
        ImageDim::D2Array | ImageDim::D3 => row_pitch * size[1] as usize,
        _ => 0,
    };
    let slice_pitch = match desc.slice_pitch {
        0 => min_slice,
        _ if min_slice == 0 => 0,
        p if p < min_slice || p % row_pitch != 0 => return Err(CL_INVALID_IMAGE_DESCRIPTOR),
        p => p,
    };
    Ok(HostLayout {
        row_pitch,
        slice_pitch,
    })
}

fn make_image(
    context: *mut c_void,
    properties: Vec<u64>,
    flags: u64,
    format: *const ClImageFormat,
    desc: *const ClImageDesc,
    host_ptr: *mut c_void,
) -> ClResult<*mut c_void> {
    let c = obj::<Context>(context)?;
    check_flags(flags)?;
    let given_flags = flags;
    let flags = if flags & ACCESS == 0 {
        flags | CL_MEM_READ_WRITE
    } else {
        flags
    };
    if format.is_null() {
        return Err(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
    }
    // SAFETY: a non-null `image_format` points to a `cl_image_format`.
    let cl_format = unsafe { *format };
    if !valid_format(&cl_format) {
        return Err(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
    }
    if desc.is_null() {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    // SAFETY: a non-null `image_desc` points to a `cl_image_desc`.
    let desc = unsafe { &*desc };
    let dim = image_dim(desc.image_type).ok_or(CL_INVALID_IMAGE_DESCRIPTOR)?;
    if desc.num_mip_levels != 0
        || desc.num_samples != 0
        || (dim == ImageDim::D1Buffer) == desc.mem_object.is_null()
    {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    if host_ptr.is_null() && (desc.row_pitch != 0 || desc.slice_pitch != 0) {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    let device = c.memory_device().clone();
    if !c.devices.iter().any(|d| d.has_images()) {
        return Err(CL_INVALID_OPERATION);
    }
    if dim == ImageDim::D1Buffer {
        return image_of_buffer(c, properties, given_flags, cl_format, desc, host_ptr);
    }
    let size = image_sizes(desc, dim, &device)?;
    let wants_ptr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0;
    if wants_ptr == host_ptr.is_null() {
        return Err(CL_INVALID_HOST_PTR);
    }
    let format = ImageFormat::from_cl(cl_format.order, cl_format.data_type)
        .ok_or(CL_IMAGE_FORMAT_NOT_SUPPORTED)?;
    if !supported_formats(&c, flags, dim)?.contains(&format) {
        return Err(CL_IMAGE_FORMAT_NOT_SUPPORTED);
    }
    let element = format.texel_bytes() as usize;
    let layout = host_layout(desc, dim, element, size)?;
    let image_desc = ImageDesc { dim, size, format };
    let runtime = device.runtime().map_err(|message| {
        c.report(&message);
        CL_OUT_OF_RESOURCES
    })?;
    let image = if wants_ptr {
        let extent = size.map(|s| s as usize);
        // SAFETY: the application's memory holds the image's texels at its pitches (the
        // specification's contract for USE/COPY_HOST_PTR).
        let data = unsafe { layout.gather(dim, element, extent, host_ptr as *const u8) };
        runtime.image_from_bytes(image_desc, &data)
    } else {
        runtime.create_image(image_desc)
    }
    .map_err(|e| {
        c.report(&e.to_string());
        CL_MEM_OBJECT_ALLOCATION_FAILURE
    })?;
    let host = if flags & CL_MEM_USE_HOST_PTR != 0 {
        host_ptr as usize
    } else {
        0
    };
    Ok(Image::create(
        c,
        flags,
        desc.image_type,
        [cl_format.order, cl_format.data_type],
        host,
        layout,
        image,
        None,
        properties,
    )
    .into_handle())
}

/// A 1D buffer image: a view of `desc.mem_object`'s memory.
fn image_of_buffer(
    c: Ref<Context>,
    properties: Vec<u64>,
    flags: u64,
    cl_format: ClImageFormat,
    desc: &ClImageDesc,
    host_ptr: *mut c_void,
) -> ClResult<*mut c_void> {
    let m = obj::<Mem>(desc.mem_object).map_err(|_| CL_INVALID_IMAGE_DESCRIPTOR)?;
    if !m.context.same(&c) {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    let flags = derived_flags(m.flags, flags)?;
    if !host_ptr.is_null() {
        return Err(CL_INVALID_HOST_PTR);
    }
    let device = c.memory_device().clone();
    let size = image_sizes(desc, ImageDim::D1Buffer, &device)?;
    let format = ImageFormat::from_cl(cl_format.order, cl_format.data_type)
        .ok_or(CL_IMAGE_FORMAT_NOT_SUPPORTED)?;
    if !supported_formats(&c, flags, ImageDim::D1Buffer)?.contains(&format) {
        return Err(CL_IMAGE_FORMAT_NOT_SUPPORTED);
    }
    let element = format.texel_bytes() as usize;
    if desc.width * element > m.size {
        return Err(CL_INVALID_IMAGE_SIZE);
    }
    let image_desc = ImageDesc {
        dim: ImageDim::D1Buffer,
        size,
        format,
    };
    let image = {
        let buffer = m.storage.lock();
        // SAFETY: the image object keeps the buffer (`Image::buffer`) and drops the view first,
        // and launches using the image hold the image object.
        unsafe { oclvk_runner::Image::view_of_buffer(&buffer, m.base() as u64, image_desc) }
    }
    .map_err(|e| {
        c.report(&e.to_string());
        CL_MEM_OBJECT_ALLOCATION_FAILURE
    })?;
    let layout = tight_layout(ImageDim::D1Buffer, element, size);
    Ok(Image::create(
        c,
        flags,
        desc.image_type,
        [cl_format.order, cl_format.data_type],
        0,
        layout,
        image,
        Some(m),
        properties,
    )
    .into_handle())
}

pub extern "C" fn clCreateImage(
    context: *mut c_void,
    flags: u64,
    image_format: *const ClImageFormat,
    image_desc: *const ClImageDesc,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        make_image(
            context,
            Vec::new(),
            flags,
            image_format,
            image_desc,
            host_ptr,
        )
    })
}

pub extern "C" fn clCreateImageWithProperties(
    context: *mut c_void,
    properties: *const u64,
    flags: u64,
    image_format: *const ClImageFormat,
    image_desc: *const ClImageDesc,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        obj::<Context>(context)?;
        // The core specification defines no image properties.
        if !property_list(properties)?.is_empty() {
            return Err(CL_INVALID_PROPERTY);
        }
        let recorded = if properties.is_null() {
            Vec::new()
        } else {
            vec![0]
        };
        make_image(context, recorded, flags, image_format, image_desc, host_ptr)
    })
}

fn descriptor(image_type: u32, size: [usize; 3], pitches: [usize; 2]) -> ClImageDesc {
    ClImageDesc {
        image_type,
        width: size[0],
        height: size[1],
        depth: size[2],
        array_size: 0,
        row_pitch: pitches[0],
        slice_pitch: pitches[1],
        num_mip_levels: 0,
        num_samples: 0,
        mem_object: std::ptr::null_mut(),
    }
}

pub extern "C" fn clCreateImage2D(
    context: *mut c_void,
    flags: u64,
    image_format: *const ClImageFormat,
    image_width: usize,
    image_height: usize,
    image_row_pitch: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let desc = descriptor(
            CL_MEM_OBJECT_IMAGE2D,
            [image_width, image_height, 0],
            [image_row_pitch, 0],
        );
        make_image(context, Vec::new(), flags, image_format, &desc, host_ptr)
    })
}

pub extern "C" fn clCreateImage3D(
    context: *mut c_void,
    flags: u64,
    image_format: *const ClImageFormat,
    image_width: usize,
    image_height: usize,
    image_depth: usize,
    image_row_pitch: usize,
    image_slice_pitch: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        obj::<Context>(context)?;
        // OpenCL 1.x: a 3D image has a depth above 1.
        if image_depth <= 1 {
            return Err(CL_INVALID_IMAGE_SIZE);
        }
        let desc = descriptor(
            CL_MEM_OBJECT_IMAGE3D,
            [image_width, image_height, image_depth],
            [image_row_pitch, image_slice_pitch],
        );
        make_image(context, Vec::new(), flags, image_format, &desc, host_ptr)
    })
}

pub extern "C" fn clGetImageInfo(
    image: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let i = obj::<Image>(image)?;
        let [w, h, d] = i.desc.size.map(|s| s as usize);
        let pitches = i.pitches();
        let (height, depth, array_size) = match i.desc.dim {
            ImageDim::D1 | ImageDim::D1Buffer => (0, 0, 0),
            ImageDim::D1Array => (0, 0, h),
            ImageDim::D2 => (h, 0, 0),
            ImageDim::D2Array => (h, 0, d),
            ImageDim::D3 => (h, d, 0),
        };
        let info = match param_name {
            CL_IMAGE_FORMAT => Info(i.cl_format.iter().flat_map(|v| v.to_ne_bytes()).collect()),
            CL_IMAGE_ELEMENT_SIZE => Info::size(i.element_size()),
            CL_IMAGE_ROW_PITCH => Info::size(pitches.row_pitch),
            CL_IMAGE_SLICE_PITCH => Info::size(pitches.slice_pitch),
            CL_IMAGE_WIDTH => Info::size(w),
            CL_IMAGE_HEIGHT => Info::size(height),
            CL_IMAGE_DEPTH => Info::size(depth),
            CL_IMAGE_ARRAY_SIZE => Info::size(array_size),
            CL_IMAGE_BUFFER => Info::ptr(buffer_handle(&i)),
            CL_IMAGE_NUM_MIP_LEVELS | CL_IMAGE_NUM_SAMPLES => Info::uint(0),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// A 1D buffer image's buffer handle (null for other images).
fn buffer_handle(i: &Image) -> *const c_void {
    i.buffer
        .as_ref()
        .map_or(std::ptr::null(), |m| m.handle() as *const c_void)
}

/// clGetMemObjectInfo of an image.
pub(crate) fn image_mem_info(i: &Ref<Image>, param_name: u32) -> ClResult<Info> {
    Ok(match param_name {
        CL_MEM_TYPE => Info::uint(i.mem_type),
        CL_MEM_FLAGS => Info::ulong(i.flags),
        CL_MEM_SIZE => Info::size(i.size()),
        CL_MEM_HOST_PTR => Info::size(i.host_ptr),
        CL_MEM_MAP_COUNT => Info::uint(i.maps().len() as u32),
        CL_MEM_REFERENCE_COUNT => Info::uint(i.ref_count()),
        CL_MEM_CONTEXT => Info::ptr(i.context.handle()),
        CL_MEM_ASSOCIATED_MEMOBJECT => Info::ptr(buffer_handle(i)),
        CL_MEM_OFFSET => Info::size(0),
        CL_MEM_USES_SVM_POINTER => Info::bool(false),
        CL_MEM_PROPERTIES => Info::ulongs(&i.properties),
        _ => return Err(CL_INVALID_VALUE),
    })
}
