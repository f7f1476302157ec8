//! Enqueued commands: buffer transfers (plain, rectangular, fill, copy, map/unmap), kernels,
//! markers and barriers. Each checks its arguments now and adds its work to the queue
//! ([`crate::core::queue`]); a blocking call then waits for it.

use std::ffi::c_void;
use std::sync::Arc;

use oclvk_runner::{NdRange, Runtime};

use super::image::{memory_object, MemObject};
use super::kernel::kernel_max_group;
use super::{call, create, obj, put, slice, wait_list, ClResult};
use crate::cl::*;
use crate::core::event::Event;
use crate::core::image::Image;
use crate::core::kernel::{Kernel, KernelArg};
use crate::core::launch::{failed, Launch};
use crate::core::memory::{Mapping, Mem, Storage};
use crate::core::queue::{Done, Queue, Work};
use crate::object::Ref;

/// The queue and wait list every enqueue starts from, checked: the wait list's events belong to
/// the queue's context.
pub(super) fn start(
    queue: *mut c_void,
    num_events: u32,
    events: *const *mut c_void,
) -> ClResult<(Ref<Queue>, Vec<Ref<Event>>)> {
    let q = obj::<Queue>(queue)?;
    let wait = wait_list(num_events, events)?;
    if wait.iter().any(|e| !e.context.same(&q.context)) {
        return Err(CL_INVALID_CONTEXT);
    }
    Ok((q, wait))
}

/// Adds the command, hands its event out if asked, and waits for it when blocking.
pub(super) fn finish(
    q: &Ref<Queue>,
    command_type: u32,
    wait: Vec<Ref<Event>>,
    work: Option<Work>,
    blocking: bool,
    event: *mut *mut c_void,
) -> ClResult {
    let e = Queue::enqueue(q, command_type, wait, work);
    if blocking && Event::wait(&e) < 0 {
        return Err(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    }
    if !event.is_null() {
        put(event, e.into_handle());
    }
    Ok(())
}

/// A buffer of the queue's context.
pub(super) fn queue_mem(q: &Queue, mem: *mut c_void) -> ClResult<Ref<Mem>> {
    let m = obj::<Mem>(mem)?;
    if !m.context.same(&q.context) {
        return Err(CL_INVALID_CONTEXT);
    }
    Ok(m)
}

fn in_bounds(m: &Mem, offset: usize, size: usize) -> ClResult {
    if offset.checked_add(size).is_none_or(|end| end > m.size) {
        return Err(CL_INVALID_VALUE);
    }
    Ok(())
}

/// `CL_INVALID_OPERATION` where a memory object's flags (`CL_MEM_HOST_*`) forbid host reads.
pub(super) fn host_reads(flags: u64) -> ClResult {
    if flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS) != 0 {
        return Err(CL_INVALID_OPERATION);
    }
    Ok(())
}

/// `CL_INVALID_OPERATION` where a memory object's flags forbid host writes.
pub(super) fn host_writes(flags: u64) -> ClResult {
    if flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS) != 0 {
        return Err(CL_INVALID_OPERATION);
    }
    Ok(())
}

/// Host memory the application handed over, as an address (it stays valid until the command
/// completes: the specification's contract).
#[derive(Clone, Copy)]
pub(super) struct HostPtr(pub(super) usize);

impl HostPtr {
    /// # Safety
    /// The application's memory at the address holds `len` bytes and is not otherwise used
    /// until the command completes.
    pub(super) unsafe fn bytes_mut(self, len: usize) -> &'static mut [u8] {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts_mut(self.0 as *mut u8, len) }
    }

    /// # Safety
    /// As for [`HostPtr::bytes_mut`], for reading.
    pub(super) unsafe fn bytes(self, len: usize) -> &'static [u8] {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(self.0 as *const u8, len) }
    }
}

fn read_work(storage: Arc<Storage>, at: usize, dst: HostPtr, size: usize) -> Work {
    Box::new(move |_: &Runtime| {
        let bytes = storage
            .lock()
            .read_bytes_at(at as u64, size as u64)
            .map_err(failed)?;
        // SAFETY: the destination holds `size` bytes until the read completes.
        unsafe { dst.bytes_mut(size) }.copy_from_slice(&bytes);
        Ok(Done::default())
    })
}

fn write_work(storage: Arc<Storage>, at: usize, data: Vec<u8>) -> Work {
    Box::new(move |_: &Runtime| {
        storage
            .lock()
            .write_bytes_at(at as u64, &data)
            .map_err(failed)?;
        Ok(Done::default())
    })
}

pub extern "C" fn clEnqueueReadBuffer(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    blocking_read: u32,
    offset: usize,
    size: usize,
    ptr: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        in_bounds(&m, offset, size)?;
        if size == 0 || ptr.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        host_reads(m.flags)?;
        let work = read_work(
            m.storage.clone(),
            m.base() + offset,
            HostPtr(ptr as usize),
            size,
        );
        let blocking = blocking_read != 0;
        finish(
            &q,
            CL_COMMAND_READ_BUFFER,
            wait,
            Some(work),
            blocking,
            event,
        )
    })
}

pub extern "C" fn clEnqueueWriteBuffer(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    blocking_write: u32,
    offset: usize,
    size: usize,
    ptr: *const c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        in_bounds(&m, offset, size)?;
        if size == 0 || ptr.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        host_writes(m.flags)?;
        // The data is taken now, so the application may reuse its memory at once.
        // SAFETY: `ptr` holds `size` bytes (the caller's contract).
        let data = unsafe { HostPtr(ptr as usize).bytes(size) }.to_vec();
        let work = write_work(m.storage.clone(), m.base() + offset, data);
        let blocking = blocking_write != 0;
        finish(
            &q,
            CL_COMMAND_WRITE_BUFFER,
            wait,
            Some(work),
            blocking,
            event,
        )
    })
}

fn overlaps(a: usize, b: usize, len: usize) -> bool {
    a.max(b) < a.min(b) + len
}

/// Copies `len` bytes between (possibly the same) storages.
fn copy_bytes(
    src: &Storage,
    src_at: usize,
    dst: &Storage,
    dst_at: usize,
    len: usize,
) -> Result<(), i32> {
    let (s, d, n) = (src_at as u64, dst_at as u64, len as u64);
    if std::ptr::eq(src, dst) {
        return src.lock().copy_within(s, d, n).map_err(failed);
    }
    // Both locked in address order, so two copies the other way round cannot deadlock.
    if (src as *const Storage) < (dst as *const Storage) {
        let from = src.lock();
        dst.lock().copy_from(&from, s, d, n).map_err(failed)
    } else {
        let mut to = dst.lock();
        let from = src.lock();
        to.copy_from(&from, s, d, n).map_err(failed)
    }
}

pub extern "C" fn clEnqueueCopyBuffer(
    command_queue: *mut c_void,
    src_buffer: *mut c_void,
    dst_buffer: *mut c_void,
    src_offset: usize,
    dst_offset: usize,
    size: usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let src = queue_mem(&q, src_buffer)?;
        let dst = queue_mem(&q, dst_buffer)?;
        in_bounds(&src, src_offset, size)?;
        in_bounds(&dst, dst_offset, size)?;
        if size == 0 {
            return Err(CL_INVALID_VALUE);
        }
        let (s, d) = (src.base() + src_offset, dst.base() + dst_offset);
        if Arc::ptr_eq(&src.storage, &dst.storage) && overlaps(s, d, size) {
            return Err(CL_MEM_COPY_OVERLAP);
        }
        let (from, to) = (src.storage.clone(), dst.storage.clone());
        let work: Work = Box::new(move |_: &Runtime| {
            copy_bytes(&from, s, &to, d, size)?;
            Ok(Done::default())
        });
        finish(&q, CL_COMMAND_COPY_BUFFER, wait, Some(work), false, event)
    })
}

pub extern "C" fn clEnqueueFillBuffer(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    pattern: *const c_void,
    pattern_size: usize,
    offset: usize,
    size: usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        if pattern.is_null()
            || !matches!(pattern_size, 1 | 2 | 4 | 8 | 16 | 32 | 64 | 128)
            || offset % pattern_size != 0
            || size % pattern_size != 0
        {
            return Err(CL_INVALID_VALUE);
        }
        in_bounds(&m, offset, size)?;
        // SAFETY: `pattern` holds `pattern_size` bytes (the caller's contract).
        let unit = unsafe { HostPtr(pattern as usize).bytes(pattern_size) };
        let data: Vec<u8> = unit.iter().copied().cycle().take(size).collect();
        let work = write_work(m.storage.clone(), m.base() + offset, data);
        finish(&q, CL_COMMAND_FILL_BUFFER, wait, Some(work), false, event)
    })
}

/// One side of a rectangular transfer: origin (bytes, rows, slices) and pitches.
#[derive(Clone, Copy)]
struct Rect {
    origin: [usize; 3],
    row_pitch: usize,
    slice_pitch: usize,
}

impl Rect {
    /// Reads and checks `origin` and the pitches against `region` (zero pitches take the
    /// region's tight ones).
    fn new(
        origin: *const usize,
        region: [usize; 3],
        row: usize,
        slice_pitch: usize,
    ) -> ClResult<Rect> {
        let origin: [usize; 3] = slice(origin, 3)?.try_into().map_err(|_| CL_INVALID_VALUE)?;
        let row_pitch = if row == 0 { region[0] } else { row };
        let slice_pitch = if slice_pitch == 0 {
            region[1] * row_pitch
        } else {
            slice_pitch
        };
        if row_pitch < region[0]
            || slice_pitch < region[1] * row_pitch
            || slice_pitch % row_pitch != 0
        {
            return Err(CL_INVALID_VALUE);
        }
        Ok(Rect {
            origin,
            row_pitch,
            slice_pitch,
        })
    }

    /// Byte offset of row `y` of slice `z` of the region.
    fn at(&self, y: usize, z: usize) -> usize {
        (self.origin[2] + z) * self.slice_pitch
            + (self.origin[1] + y) * self.row_pitch
            + self.origin[0]
    }

    /// One past the last byte the region touches.
    fn end(&self, region: [usize; 3]) -> Option<usize> {
        let last = (self.origin[2] + region[2] - 1)
            .checked_mul(self.slice_pitch)?
            .checked_add((self.origin[1] + region[1] - 1).checked_mul(self.row_pitch)?)?;
        last.checked_add(self.origin[0])?.checked_add(region[0])
    }

    /// The (start, end) byte span the region covers.
    fn span(&self, region: [usize; 3]) -> Option<(usize, usize)> {
        Some((self.at(0, 0), self.end(region)?))
    }
}

fn region_of(region: *const usize) -> ClResult<[usize; 3]> {
    let r: [usize; 3] = slice(region, 3)?.try_into().map_err(|_| CL_INVALID_VALUE)?;
    if r.contains(&0) {
        return Err(CL_INVALID_VALUE);
    }
    Ok(r)
}

/// Copies each row of `region` from `src` (laid out by `sr`) to `dst` (laid out by `dr`), both
/// given from their spans' starts `s0` and `d0`.
fn copy_rows(
    src: &[u8],
    sr: &Rect,
    s0: usize,
    dst: &mut [u8],
    dr: &Rect,
    d0: usize,
    region: [usize; 3],
) {
    for z in 0..region[2] {
        for y in 0..region[1] {
            let s = sr.at(y, z) - s0;
            let d = dr.at(y, z) - d0;
            dst[d..d + region[0]].copy_from_slice(&src[s..s + region[0]]);
        }
    }
}

/// The buffer side of a rectangular transfer, checked to lie in the buffer.
fn buffer_rect(
    m: &Mem,
    origin: *const usize,
    region: [usize; 3],
    row: usize,
    slice_pitch: usize,
) -> ClResult<(Rect, usize, usize)> {
    let r = Rect::new(origin, region, row, slice_pitch)?;
    let (start, end) = r.span(region).ok_or(CL_INVALID_VALUE)?;
    if end > m.size {
        return Err(CL_INVALID_VALUE);
    }
    Ok((r, start, end))
}

/// Both sides of a read or write of a buffer rectangle, checked: the buffer's rectangle and
/// the bytes it spans, the host's rectangle and the bytes it spans from `ptr` (not null).
struct RectTransfer {
    buffer: Rect,
    buffer_span: (usize, usize),
    host: Rect,
    host_span: (usize, usize),
}

fn rect_transfer(
    m: &Mem,
    buffer_origin: *const usize,
    host_origin: *const usize,
    region: [usize; 3],
    buffer_pitches: (usize, usize),
    host_pitches: (usize, usize),
    ptr: *const c_void,
) -> ClResult<RectTransfer> {
    let (buffer, b0, b1) =
        buffer_rect(m, buffer_origin, region, buffer_pitches.0, buffer_pitches.1)?;
    let host = Rect::new(host_origin, region, host_pitches.0, host_pitches.1)?;
    let host_span = host.span(region).ok_or(CL_INVALID_VALUE)?;
    if ptr.is_null() {
        return Err(CL_INVALID_VALUE);
    }
    Ok(RectTransfer {
        buffer,
        buffer_span: (b0, b1),
        host,
        host_span,
    })
}

pub extern "C" fn clEnqueueReadBufferRect(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    blocking_read: u32,
    buffer_origin: *const usize,
    host_origin: *const usize,
    region: *const usize,
    buffer_row_pitch: usize,
    buffer_slice_pitch: usize,
    host_row_pitch: usize,
    host_slice_pitch: usize,
    ptr: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        let region = region_of(region)?;
        let RectTransfer {
            buffer: br,
            buffer_span: (b0, b1),
            host: hr,
            host_span: (h0, h1),
        } = rect_transfer(
            &m,
            buffer_origin,
            host_origin,
            region,
            (buffer_row_pitch, buffer_slice_pitch),
            (host_row_pitch, host_slice_pitch),
            ptr,
        )?;
        host_reads(m.flags)?;
        let (storage, base, host) = (m.storage.clone(), m.base(), HostPtr(ptr as usize + h0));
        let work: Work = Box::new(move |_: &Runtime| {
            let bytes = storage
                .lock()
                .read_bytes_at((base + b0) as u64, (b1 - b0) as u64)
                .map_err(failed)?;
            // SAFETY: the host rectangle lies in the application's memory at `ptr`.
            let dst = unsafe { host.bytes_mut(h1 - h0) };
            copy_rows(&bytes, &br, b0, dst, &hr, h0, region);
            Ok(Done::default())
        });
        let blocking = blocking_read != 0;
        finish(
            &q,
            CL_COMMAND_READ_BUFFER_RECT,
            wait,
            Some(work),
            blocking,
            event,
        )
    })
}

pub extern "C" fn clEnqueueWriteBufferRect(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    blocking_write: u32,
    buffer_origin: *const usize,
    host_origin: *const usize,
    region: *const usize,
    buffer_row_pitch: usize,
    buffer_slice_pitch: usize,
    host_row_pitch: usize,
    host_slice_pitch: usize,
    ptr: *const c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        let region = region_of(region)?;
        let RectTransfer {
            buffer: br,
            buffer_span: (b0, b1),
            host: hr,
            host_span: (h0, h1),
        } = rect_transfer(
            &m,
            buffer_origin,
            host_origin,
            region,
            (buffer_row_pitch, buffer_slice_pitch),
            (host_row_pitch, host_slice_pitch),
            ptr,
        )?;
        host_writes(m.flags)?;
        // SAFETY: the host rectangle lies in the application's memory at `ptr`.
        let host = unsafe { HostPtr(ptr as usize + h0).bytes(h1 - h0) }.to_vec();
        let (storage, base) = (m.storage.clone(), m.base());
        let work: Work = Box::new(move |_: &Runtime| {
            let mut buffer = storage.lock();
            let at = (base + b0) as u64;
            let mut bytes = buffer.read_bytes_at(at, (b1 - b0) as u64).map_err(failed)?;
            copy_rows(&host, &hr, h0, &mut bytes, &br, b0, region);
            buffer.write_bytes_at(at, &bytes).map_err(failed)?;
            Ok(Done::default())
        });
        let blocking = blocking_write != 0;
        finish(
            &q,
            CL_COMMAND_WRITE_BUFFER_RECT,
            wait,
            Some(work),
            blocking,
            event,
        )
    })
}

pub extern "C" fn clEnqueueCopyBufferRect(
    command_queue: *mut c_void,
    src_buffer: *mut c_void,
    dst_buffer: *mut c_void,
    src_origin: *const usize,
    dst_origin: *const usize,
    region: *const usize,
    src_row_pitch: usize,
    src_slice_pitch: usize,
    dst_row_pitch: usize,
    dst_slice_pitch: usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let src = queue_mem(&q, src_buffer)?;
        let dst = queue_mem(&q, dst_buffer)?;
        let region = region_of(region)?;
        let (sr, s0, s1) = buffer_rect(&src, src_origin, region, src_row_pitch, src_slice_pitch)?;
        let (dr, d0, d1) = buffer_rect(&dst, dst_origin, region, dst_row_pitch, dst_slice_pitch)?;
        if Arc::ptr_eq(&src.storage, &dst.storage) {
            if src_row_pitch != dst_row_pitch || src_slice_pitch != dst_slice_pitch {
                return Err(CL_INVALID_VALUE);
            }
            let (a, b) = (src.base() + s0, dst.base() + d0);
            if a.max(b) < (a + s1 - s0).min(b + d1 - d0) {
                return Err(CL_MEM_COPY_OVERLAP);
            }
        }
        let (from, to) = (src.storage.clone(), dst.storage.clone());
        let (sb, db) = (src.base(), dst.base());
        let work: Work = Box::new(move |_: &Runtime| {
            let bytes = from
                .lock()
                .read_bytes_at((sb + s0) as u64, (s1 - s0) as u64)
                .map_err(failed)?;
            let mut target = to.lock();
            let at = (db + d0) as u64;
            let mut out = target.read_bytes_at(at, (d1 - d0) as u64).map_err(failed)?;
            copy_rows(&bytes, &sr, s0, &mut out, &dr, d0, region);
            target.write_bytes_at(at, &out).map_err(failed)?;
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_COPY_BUFFER_RECT,
            wait,
            Some(work),
            false,
            event,
        )
    })
}

pub extern "C" fn clEnqueueMapBuffer(
    command_queue: *mut c_void,
    buffer: *mut c_void,
    blocking_map: u32,
    map_flags: u64,
    offset: usize,
    size: usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        let m = queue_mem(&q, buffer)?;
        in_bounds(&m, offset, size)?;
        let known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
        if size == 0
            || map_flags & !known != 0
            || (map_flags & CL_MAP_WRITE_INVALIDATE_REGION != 0
                && map_flags & (CL_MAP_READ | CL_MAP_WRITE) != 0)
        {
            return Err(CL_INVALID_VALUE);
        }
        let reads = map_flags & CL_MAP_READ != 0;
        let writes = map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION) != 0;
        if reads {
            host_reads(m.flags)?;
        }
        if writes {
            host_writes(m.flags)?;
        }
        let (mut shadow, address) = if m.host_ptr != 0 {
            (None, m.host_ptr + offset)
        } else {
            let mut b = vec![0u8; size].into_boxed_slice();
            let p = b.as_mut_ptr() as usize;
            (Some(b), p)
        };
        let fill = map_flags & CL_MAP_WRITE_INVALIDATE_REGION == 0;
        let work =
            fill.then(|| read_work(m.storage.clone(), m.base() + offset, HostPtr(address), size));
        m.maps().push((
            address,
            Mapping {
                offset,
                size,
                writes,
                shadow: shadow.take(),
            },
        ));
        finish(
            &q,
            CL_COMMAND_MAP_BUFFER,
            wait,
            work,
            blocking_map != 0,
            event,
        )?;
        Ok(address as *mut c_void)
    })
}

pub extern "C" fn clEnqueueUnmapMemObject(
    command_queue: *mut c_void,
    memobj: *mut c_void,
    mapped_ptr: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        if let Ok(image) = obj::<Image>(memobj) {
            return super::image_enqueue::unmap_image(&q, wait, image, mapped_ptr, event);
        }
        let m = queue_mem(&q, memobj)?;
        let mapping = {
            let mut maps = m.maps();
            let at = maps
                .iter()
                .position(|(p, _)| *p == mapped_ptr as usize)
                .ok_or(CL_INVALID_VALUE)?;
            maps.remove(at).1
        };
        let (storage, at) = (m.storage.clone(), m.base() + mapping.offset);
        let address = HostPtr(mapped_ptr as usize);
        let work: Work = Box::new(move |_: &Runtime| {
            if mapping.writes {
                // SAFETY: the mapped region (the shadow this closure owns, or the application's
                // USE_HOST_PTR memory) holds `size` bytes.
                let bytes = unsafe { address.bytes(mapping.size) };
                storage
                    .lock()
                    .write_bytes_at(at as u64, bytes)
                    .map_err(failed)?;
            }
            drop(mapping);
            Ok(Done::default())
        });
        finish(
            &q,
            CL_COMMAND_UNMAP_MEM_OBJECT,
            wait,
            Some(work),
            false,
            event,
        )
    })
}

pub extern "C" fn clEnqueueMigrateMemObjects(
    command_queue: *mut c_void,
    num_mem_objects: u32,
    mem_objects: *const *mut c_void,
    flags: u64,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        if num_mem_objects == 0 || mem_objects.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        if flags & !(CL_MIGRATE_MEM_OBJECT_HOST | CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED) != 0 {
            return Err(CL_INVALID_VALUE);
        }
        for &h in slice(mem_objects, num_mem_objects as usize)? {
            let context = match memory_object(h)? {
                MemObject::Buffer(m) => m.context.clone(),
                MemObject::Image(i) => i.context.clone(),
            };
            if !context.same(&q.context) {
                return Err(CL_INVALID_CONTEXT);
            }
        }
        // One device holds each buffer: there is nothing to move.
        finish(&q, CL_COMMAND_MIGRATE_MEM_OBJECTS, wait, None, false, event)
    })
}

/// Reads a work-size array of `dims` entries (NULL: `None`).
fn sizes(p: *const usize, dims: usize) -> ClResult<Option<Vec<usize>>> {
    if p.is_null() {
        return Ok(None);
    }
    Ok(Some(slice(p, dims)?.to_vec()))
}

/// Checks an ND-range against the device, the kernel and the specification's rules, and makes
/// the runner's range of it.
fn nd_range(
    q: &Queue,
    k: &Kernel,
    dims: u32,
    offset: *const usize,
    global: *const usize,
    local: *const usize,
) -> ClResult<NdRange> {
    if !(1..=3).contains(&dims) {
        return Err(CL_INVALID_WORK_DIMENSION);
    }
    let dims = dims as usize;
    let global = sizes(global, dims)?.ok_or(CL_INVALID_GLOBAL_WORK_SIZE)?;
    let offset = sizes(offset, dims)?.unwrap_or_else(|| vec![0; dims]);
    let local = sizes(local, dims)?;
    for d in 0..dims {
        if global[d].checked_add(offset[d]).is_none()
            || global[d] as u64 > u32::MAX as u64 * u32::MAX as u64
        {
            return Err(CL_INVALID_GLOBAL_OFFSET);
        }
    }
    let device = &q.device;
    let required = k.reflection.work_group.required;
    // OpenCL C 1.2, -cl-uniform-work-group-size or reqd_work_group_size: no smaller last group.
    let uniform = oclvk_runner::uniform_work_groups(k.built.reflection(), &k.reflection);
    if let Some(local) = &local {
        let limits = device.max_work_item_sizes();
        let total: usize = local.iter().product();
        if local.contains(&0) || total > kernel_max_group(k, device) {
            return Err(CL_INVALID_WORK_GROUP_SIZE);
        }
        if local.iter().zip(limits).any(|(l, max)| *l > max) {
            return Err(CL_INVALID_WORK_ITEM_SIZE);
        }
        if let Some(r) = required {
            if (0..3).any(|d| local.get(d).copied().unwrap_or(1) != r[d] as usize) {
                return Err(CL_INVALID_WORK_GROUP_SIZE);
            }
        }
        if uniform && global.iter().zip(local).any(|(g, l)| g % l != 0) {
            return Err(CL_INVALID_WORK_GROUP_SIZE);
        }
    } else if required.is_some() {
        // The specification's rule: a kernel with reqd_work_group_size needs its local size.
        return Err(CL_INVALID_WORK_GROUP_SIZE);
    }
    let mut range = NdRange::new(&global.iter().map(|&g| g as u64).collect::<Vec<_>>())
        .with_offset(&offset.iter().map(|&o| o as u64).collect::<Vec<_>>());
    if let Some(local) = local {
        range = range.with_local(&local.iter().map(|&l| l as u32).collect::<Vec<_>>());
    }
    Ok(range)
}

fn enqueue_kernel(
    command_queue: *mut c_void,
    kernel: *mut c_void,
    range: impl FnOnce(&Queue, &Kernel) -> ClResult<NdRange>,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
    command_type: u32,
) -> ClResult {
    let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
    let k = obj::<Kernel>(kernel)?;
    if !k.program.context.same(&q.context) {
        return Err(CL_INVALID_CONTEXT);
    }
    let program = k
        .built
        .on(&q.device)
        .ok_or(CL_INVALID_PROGRAM_EXECUTABLE)?
        .program
        .clone();
    let range = range(&q, &k)?;
    let args: Vec<KernelArg> = k
        .args()
        .iter()
        .cloned()
        .collect::<Option<_>>()
        .ok_or(CL_INVALID_KERNEL_ARGS)?;
    let uses_memory = args.iter().any(|a| matches!(a, KernelArg::Mem(_)));
    if uses_memory && !q.context.memory_device().same(&q.device) {
        // Buffers live on the context's first device.
        return Err(CL_INVALID_OPERATION);
    }
    if global_is_empty(&range) {
        return finish(&q, command_type, wait, None, false, event);
    }
    let launch = Launch {
        program,
        kernel: k.clone(),
        range,
        args,
    };
    let e = Queue::enqueue_launch(&q, command_type, wait, launch);
    if !event.is_null() {
        put(event, e.into_handle());
    }
    Ok(())
}

/// A zero in the global size: nothing runs (OpenCL 2.1 on), the command still completes.
fn global_is_empty(range: &NdRange) -> bool {
    range.global.contains(&0)
}

pub extern "C" fn clEnqueueNDRangeKernel(
    command_queue: *mut c_void,
    kernel: *mut c_void,
    work_dim: u32,
    global_work_offset: *const usize,
    global_work_size: *const usize,
    local_work_size: *const usize,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        enqueue_kernel(
            command_queue,
            kernel,
            |q, k| {
                nd_range(
                    q,
                    k,
                    work_dim,
                    global_work_offset,
                    global_work_size,
                    local_work_size,
                )
            },
            num_events_in_wait_list,
            event_wait_list,
            event,
            CL_COMMAND_NDRANGE_KERNEL,
        )
    })
}

pub extern "C" fn clEnqueueTask(
    command_queue: *mut c_void,
    kernel: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let one = [1usize];
        enqueue_kernel(
            command_queue,
            kernel,
            |q, k| nd_range(q, k, 1, std::ptr::null(), one.as_ptr(), one.as_ptr()),
            num_events_in_wait_list,
            event_wait_list,
            event,
            CL_COMMAND_TASK,
        )
    })
}

pub extern "C" fn clEnqueueMarkerWithWaitList(
    command_queue: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        finish(&q, CL_COMMAND_MARKER, wait, None, false, event)
    })
}

pub extern "C" fn clEnqueueBarrierWithWaitList(
    command_queue: *mut c_void,
    num_events_in_wait_list: u32,
    event_wait_list: *const *mut c_void,
    event: *mut *mut c_void,
) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, num_events_in_wait_list, event_wait_list)?;
        finish(&q, CL_COMMAND_BARRIER, wait, None, false, event)
    })
}

pub extern "C" fn clEnqueueMarker(command_queue: *mut c_void, event: *mut *mut c_void) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, 0, std::ptr::null())?;
        if event.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        finish(&q, CL_COMMAND_MARKER, wait, None, false, event)
    })
}

pub extern "C" fn clEnqueueBarrier(command_queue: *mut c_void) -> i32 {
    call(|| {
        let (q, wait) = start(command_queue, 0, std::ptr::null())?;
        finish(
            &q,
            CL_COMMAND_BARRIER,
            wait,
            None,
            false,
            std::ptr::null_mut(),
        )
    })
}

pub extern "C" fn clEnqueueWaitForEvents(
    command_queue: *mut c_void,
    num_events: u32,
    event_list: *const *mut c_void,
) -> i32 {
    call(|| {
        if num_events == 0 || event_list.is_null() {
            obj::<Queue>(command_queue)?;
            return Err(CL_INVALID_VALUE);
        }
        let (q, wait) = start(command_queue, num_events, event_list).map_err(|e| {
            if e == CL_INVALID_EVENT_WAIT_LIST {
                CL_INVALID_EVENT
            } else {
                e
            }
        })?;
        finish(
            &q,
            CL_COMMAND_BARRIER,
            wait,
            None,
            false,
            std::ptr::null_mut(),
        )
    })
}
