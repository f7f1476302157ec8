//! Enqueued image commands: read, write, copy (between images and to and from buffers), fill,
//! map and unmap. Each checks its arguments now and queues its work, like the buffer commands
//! ([`super::enqueue`]).

use std::ffi::c_void;

use oclvk::abi::reflect::ImageDim;
use oclvk_runner::{ImageRegion, Runtime};

use super::enqueue::{finish, host_reads, host_writes, queue_mem, start, HostPtr};
use super::{call, create, obj, put, slice, ClResult};
use crate::cl::*;
use crate::core::event::Event;
use crate::core::image::{tight_layout, HostLayout, Image, ImageMapping, Texels};
use crate::core::launch::failed;
use crate::core::queue::{Done, Queue, Work};
use crate::object::Ref;

/// An image of the queue's context.
fn queue_image(q: &Queue, handle: *mut c_void) -> ClResult<Ref<Image>> {
    let i = obj::<Image>(handle)?;
    if !i.context.same(&q.context) {
        return Err(CL_INVALID_CONTEXT);
    }
    Ok(i)
}

fn triple(p: *const usize) -> ClResult<[usize; 3]> {
    let s = slice(p, 3)?;
    Ok([s[0], s[1], s[2]])
}

/// `origin` and `region` checked against the image (`CL_INVALID_VALUE`): a coordinate the image
/// does not have is origin 0 and region 1, a region has no zero and ends inside the image.
fn image_region(i: &Image, origin: [usize; 3], region: [usize; 3]) -> ClResult<ImageRegion> {
    let used = i.desc.dim.coords() as usize;
    for axis in 0..3 {
        let size = i.desc.size[axis] as usize;
        let fits = region[axis] != 0
            && origin[axis]
                .checked_add(region[axis])
                .is_some_and(|end| end <= size);
        let unused_ok = axis < used || (origin[axis] == 0 && region[axis] == 1);
        if !fits || !unused_ok {
            return Err(CL_INVALID_VALUE);
        }
    }
    Ok(ImageRegion {
        origin: origin.map(|v| v as u32),
        size: region.map(|v| v as u32),
    })
}

fn region_of(i: &Image, origin: *const usize, region: *const usize) -> ClResult<ImageRegion> {
    image_region(i, triple(origin)?, triple(region)?)
}

/// The host layout of a region given by the application's pitches (0: tightly packed), checked
/// to hold the region's rows and slices (`CL_INVALID_VALUE`).
fn host_pitches(
    i: &Image,
    r: &ImageRegion,
    row_pitch: usize,
    slice_pitch: usize,
) -> ClResult<HostLayout> {
    let dim = i.desc.dim;
    let tight = tight_layout(dim, i.element_size(), r.size);
    let row_pitch = match row_pitch {
        0 => tight.row_pitch,
        p if p < tight.row_pitch => return Err(CL_INVALID_VALUE),
        p => p,
    };
    let min_slice = match dim {
        ImageDim::D1Array => row_pitch,
        ImageDim::D2Array | ImageDim::D3 => row_pitch * r.size[1] as usize,
        _ => 0,
    };
    let slice_pitch = match slice_pitch {
        0 => min_slice,
        _ if min_slice == 0 => return Err(CL_INVALID_VALUE),
        p if p < min_slice => return Err(CL_INVALID_VALUE),
        p => p,
    };
    Ok(HostLayout {
        row_pitch,
        slice_pitch,
    })
}

fn extent(r: &ImageRegion) -> [usize; 3] {
    r.size.map(|s| s as usize)
}

pub extern "C" fn clEnqueueReadImage(
    command_queue: *mut c_void,
    image: *mut c_void,
    blocking_read: u32,
    origin: *const usize,
    region: *const usize,
    row_pitch: usize,
    slice_pitch: usize,
    ptr: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let i = queue_image(&q, image)?;
        let r = region_of(&i, origin, region)?;
        let layout = host_pitches(&i, &r, row_pitch, slice_pitch)?;
        if ptr.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        host_reads(i.flags)?;
        let (texels, dim, element, dst) = (
            i.texels(),
            i.desc.dim,
            i.element_size(),
            HostPtr(ptr as usize),
        );
        let work: Work = Box::new(move |_: &Runtime| {
            let bytes = texels.read(&r).map_err(failed)?;
            // SAFETY: the application's memory holds the region at its pitches until the
            // read completes.
            unsafe { layout.scatter(dim, element, extent(&r), &bytes, dst.0 as *mut u8) };
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_READ_IMAGE,
            wait,
            Some(work),
            blocking_read != 0,
            event,
        )
    })
}

pub extern "C" fn clEnqueueWriteImage(
    command_queue: *mut c_void,
    image: *mut c_void,
    blocking_write: u32,
    origin: *const usize,
    region: *const usize,
    input_row_pitch: usize,
    input_slice_pitch: usize,
    ptr: *const c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let i = queue_image(&q, image)?;
        let r = region_of(&i, origin, region)?;
        let layout = host_pitches(&i, &r, input_row_pitch, input_slice_pitch)?;
        if ptr.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        host_writes(i.flags)?;
        // The data is taken now, so the application may reuse its memory at once.
        // SAFETY: the application's memory holds the region at its pitches.
        let data = unsafe { layout.gather(i.desc.dim, i.element_size(), extent(&r), ptr.cast()) };
        let texels = i.texels();
        let work: Work = Box::new(move |_: &Runtime| {
            texels.write(&r, &data).map_err(failed)?;
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_WRITE_IMAGE,
            wait,
            Some(work),
            blocking_write != 0,
            event,
        )
    })
}

pub extern "C" fn clEnqueueCopyImage(
    command_queue: *mut c_void,
    src_image: *mut c_void,
    dst_image: *mut c_void,
    src_origin: *const usize,
    dst_origin: *const usize,
    region: *const usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let src = queue_image(&q, src_image)?;
        let dst = queue_image(&q, dst_image)?;
        if src.cl_format != dst.cl_format {
            return Err(CL_IMAGE_FORMAT_MISMATCH);
        }
        let size = triple(region)?;
        let from = image_region(&src, triple(src_origin)?, size)?;
        let to = image_region(&dst, triple(dst_origin)?, size)?;
        if src.same(&dst) && from.overlaps(&to) {
            return Err(CL_MEM_COPY_OVERLAP);
        }
        let (from_texels, to_texels) = (src.texels(), dst.texels());
        let work: Work = Box::new(move |_: &Runtime| {
            match (&from_texels, &to_texels) {
                // A region of a 2D image is one layer or slice of an array or 3D image: the
                // runner takes each side's box as its own image's.
                (Texels::Image(from_image), Texels::Image(to_image)) => to_image
                    .copy_region_from(from_image, from.origin, to.origin, from.size)
                    .map_err(failed)?,
                // A 1D buffer image's texels are bytes of its buffer.
                _ => to_texels
                    .write(&to, &from_texels.read(&from).map_err(failed)?)
                    .map_err(failed)?,
            }
            Ok(Done::default())
        });
        finish(&q, CL_COMMAND_COPY_IMAGE, wait, Some(work), false, event)
    })
}

pub extern "C" fn clEnqueueCopyImageToBuffer(
    command_queue: *mut c_void,
    src_image: *mut c_void,
    dst_buffer: *mut c_void,
    src_origin: *const usize,
    region: *const usize,
    dst_offset: usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let i = queue_image(&q, src_image)?;
        let m = queue_mem(&q, dst_buffer)?;
        let r = region_of(&i, src_origin, region)?;
        let bytes = r.texels() as usize * i.element_size();
        if dst_offset.checked_add(bytes).is_none_or(|end| end > m.size) {
            return Err(CL_INVALID_VALUE);
        }
        let (texels, storage, at) = (i.texels(), m.storage.clone(), m.base() + dst_offset);
        let work: Work = Box::new(move |_: &Runtime| {
            match &texels {
                Texels::Image(image) => image
                    .copy_to_buffer(&r, &mut storage.lock(), at as u64)
                    .map_err(failed)?,
                Texels::Buffer { .. } => {
                    let bytes = texels.read(&r).map_err(failed)?;
                    storage
                        .lock()
                        .write_bytes_at(at as u64, &bytes)
                        .map_err(failed)?
                }
            }
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_COPY_IMAGE_TO_BUFFER,
            wait,
            Some(work),
            false,
            event,
        )
    })
}

pub extern "C" fn clEnqueueCopyBufferToImage(
    command_queue: *mut c_void,
    src_buffer: *mut c_void,
    dst_image: *mut c_void,
    src_offset: usize,
    dst_origin: *const usize,
    region: *const usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, src_buffer)?;
        let i = queue_image(&q, dst_image)?;
        let r = region_of(&i, dst_origin, region)?;
        let bytes = r.texels() as usize * i.element_size();
        if src_offset.checked_add(bytes).is_none_or(|end| end > m.size) {
            return Err(CL_INVALID_VALUE);
        }
        let (texels, storage, at) = (i.texels(), m.storage.clone(), m.base() + src_offset);
        let work: Work = Box::new(move |_: &Runtime| {
            match &texels {
                Texels::Image(image) => image
                    .copy_from_buffer(&r, &storage.lock(), at as u64)
                    .map_err(failed)?,
                Texels::Buffer { .. } => {
                    let data = storage
                        .lock()
                        .read_bytes_at(at as u64, bytes as u64)
                        .map_err(failed)?;
                    texels.write(&r, &data).map_err(failed)?
                }
            }
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_COPY_BUFFER_TO_IMAGE,
            wait,
            Some(work),
            false,
            event,
        )
    })
}

pub extern "C" fn clEnqueueFillImage(
    command_queue: *mut c_void,
    image: *mut c_void,
    fill_color: *const c_void,
    origin: *const usize,
    region: *const usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let i = queue_image(&q, image)?;
        if fill_color.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let r = region_of(&i, origin, region)?;
        // SAFETY: the fill color is a float4, int4 or uint4: four 32-bit values.
        let color = unsafe { (fill_color as *const [u32; 4]).read_unaligned() };
        let texel = i.desc.format.texel_from_color(color);
        let data = texel.repeat(r.texels() as usize);
        let texels = i.texels();
        let work: Work = Box::new(move |_: &Runtime| {
            texels.write(&r, &data).map_err(failed)?;
            Ok(Done::default())
        });
        finish(&q, CL_COMMAND_FILL_IMAGE, wait, Some(work), false, event)
    })
}

/// Reads a region into host memory laid out as `layout`: a map's work.
fn fill_mapping(i: &Image, r: ImageRegion, layout: HostLayout, address: HostPtr) -> Work {
    let (texels, dim, element) = (i.texels(), i.desc.dim, i.element_size());
    Box::new(move |_: &Runtime| {
        let bytes = texels.read(&r).map_err(failed)?;
        // SAFETY: the mapped memory (the mapping's shadow or the application's USE_HOST_PTR
        // memory) holds the region at the layout's pitches.
        unsafe { layout.scatter(dim, element, extent(&r), &bytes, address.0 as *mut u8) };
        Ok(Done::default())
    })
}

pub extern "C" fn clEnqueueMapImage(
    command_queue: *mut c_void,
    image: *mut c_void,
    blocking_map: u32,
    map_flags: u64,
    origin: *const usize,
    region: *const usize,
    image_row_pitch: *mut usize,
    image_slice_pitch: *mut usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let i = queue_image(&q, image)?;
        let r = region_of(&i, origin, region)?;
        let known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
        let layered = matches!(
            i.desc.dim,
            ImageDim::D1Array | ImageDim::D2Array | ImageDim::D3
        );
        if map_flags & !known != 0
            || (map_flags & CL_MAP_WRITE_INVALIDATE_REGION != 0
                && map_flags & (CL_MAP_READ | CL_MAP_WRITE) != 0)
            || image_row_pitch.is_null()
            || (layered && image_slice_pitch.is_null())
        {
            return Err(CL_INVALID_VALUE);
        }
        let reads = map_flags & CL_MAP_READ != 0;
        let writes = map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION) != 0;
        if reads {
            host_reads(i.flags)?;
        }
        if writes {
            host_writes(i.flags)?;
        }
        let element = i.element_size();
        let (shadow, address, layout) = if i.host_ptr != 0 {
            let layout = i.host_layout;
            let (ys, zs) = layout.steps(i.desc.dim);
            let [x, y, z] = r.origin.map(|v| v as usize);
            (None, i.host_ptr + z * zs + y * ys + x * element, layout)
        } else {
            let layout = tight_layout(i.desc.dim, element, r.size);
            let len = layout.span(i.desc.dim, element, extent(&r));
            let mut b = vec![0u8; len].into_boxed_slice();
            let p = b.as_mut_ptr() as usize;
            (Some(b), p, layout)
        };
        let fill = map_flags & CL_MAP_WRITE_INVALIDATE_REGION == 0;
        let work = fill.then(|| fill_mapping(&i, r, layout, HostPtr(address)));
        i.maps().push((
            address,
            ImageMapping {
                region: r,
                layout,
                writes,
                shadow,
            },
        ));
        put(image_row_pitch, layout.row_pitch);
        put(
            image_slice_pitch,
            if layered { layout.slice_pitch } else { 0 },
        );
        finish(
            &q,
            CL_COMMAND_MAP_IMAGE,
            wait,
            work,
            blocking_map != 0,
            event,
        )?;
        Ok(address as *mut c_void)
    })
}

/// clEnqueueUnmapMemObject of an image: writes a written mapping back.
pub(super) fn unmap_image(
    q: &Ref<Queue>,
    wait: Vec<Ref<Event>>,
    i: Ref<Image>,
    mapped_ptr: *mut c_void,
    event: *mut *mut c_void,
) -> ClResult {
    if !i.context.same(&q.context) {
        return Err(CL_INVALID_CONTEXT);
    }
    let mapping = {
        let mut maps = i.maps();
        let at = maps
            .iter()
            .position(|(p, _)| *p == mapped_ptr as usize)
            .ok_or(CL_INVALID_VALUE)?;
        maps.remove(at).1
    };
    let (texels, dim, element) = (i.texels(), i.desc.dim, i.element_size());
    let address = mapped_ptr as usize;
    let work: Work = Box::new(move |_: &Runtime| {
        if mapping.writes {
            let r = mapping.region;
            // SAFETY: the mapped memory (the shadow this closure owns, or the application's
            // USE_HOST_PTR memory) holds the region at the mapping's pitches.
            let data = unsafe {
                mapping
                    .layout
                    .gather(dim, element, extent(&r), address as *const u8)
            };
            texels.write(&r, &data).map_err(failed)?;
        }
        drop(mapping);
        Ok(Done::default())
    });
    finish(
        q,
        CL_COMMAND_UNMAP_MEM_OBJECT,
        wait,
        Some(work),
        false,
        event,
    )
}
