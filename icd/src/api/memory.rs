//! Buffers and sub-buffers: creation with host-pointer flags, information, reference counts and
//! destructor callbacks (these last three for images too; images are made in [`super::image`]).

use std::ffi::c_void;

use super::image::{image_mem_info, memory_object, MemObject};
use super::{call, create, obj, property_list, release, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::memory::{Mem, MemDestructor, Storage};

const ACCESS: u64 = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
const HOST_ACCESS: u64 = CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
const HOST_PTR: u64 = CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;

/// Checks the flags of a buffer: known bits, at most one access and one host access flag,
/// `USE_HOST_PTR` alone of the host-pointer flags.
pub(crate) fn check_flags(flags: u64) -> ClResult {
    if flags & !(ACCESS | HOST_ACCESS | HOST_PTR | CL_MEM_KERNEL_READ_AND_WRITE) != 0
        || (flags & ACCESS).count_ones() > 1
        || (flags & HOST_ACCESS).count_ones() > 1
        || (flags & CL_MEM_USE_HOST_PTR != 0
            && flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0)
    {
        return Err(CL_INVALID_VALUE);
    }
    Ok(())
}

/// The flags of a memory object made from a buffer whose flags are `parent` (a sub-buffer, a
/// 1D buffer image): no host-pointer flags of its own and no access the parent forbids
/// (`CL_INVALID_VALUE`); unspecified access and host access are the parent's, and so are its
/// host-pointer flags.
pub(crate) fn derived_flags(parent: u64, flags: u64) -> ClResult<u64> {
    check_flags(flags)?;
    if flags & HOST_PTR != 0 {
        return Err(CL_INVALID_VALUE);
    }
    // Access the parent does not allow is refused; unspecified flags are inherited.
    let p = parent;
    if (p & CL_MEM_WRITE_ONLY != 0 && flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY) != 0)
        || (p & CL_MEM_READ_ONLY != 0 && flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY) != 0)
        || (p & CL_MEM_HOST_WRITE_ONLY != 0 && flags & CL_MEM_HOST_READ_ONLY != 0)
        || (p & CL_MEM_HOST_READ_ONLY != 0 && flags & CL_MEM_HOST_WRITE_ONLY != 0)
        || (p & CL_MEM_HOST_NO_ACCESS != 0
            && flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY) != 0)
    {
        return Err(CL_INVALID_VALUE);
    }
    let mut merged = flags;
    if flags & ACCESS == 0 {
        merged |= p & ACCESS;
    }
    if flags & HOST_ACCESS == 0 {
        merged |= p & HOST_ACCESS;
    }
    merged |= p & HOST_PTR;
    Ok(merged)
}

fn make_buffer(
    context: *mut c_void,
    properties: Vec<u64>,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
) -> ClResult<*mut c_void> {
    let c = obj::<Context>(context)?;
    check_flags(flags)?;
    let flags = if flags & ACCESS == 0 {
        flags | CL_MEM_READ_WRITE
    } else {
        flags
    };
    let device = c.memory_device().clone();
    if size == 0 || size as u64 > device.max_alloc() {
        return Err(CL_INVALID_BUFFER_SIZE);
    }
    let wants_ptr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0;
    if wants_ptr == host_ptr.is_null() {
        return Err(CL_INVALID_HOST_PTR);
    }
    let runtime = device.runtime().map_err(|message| {
        c.report(&message);
        CL_OUT_OF_RESOURCES
    })?;
    let buffer = if wants_ptr {
        // SAFETY: the application passes `size` readable bytes at `host_ptr` (non-null, checked).
        let data = unsafe { std::slice::from_raw_parts(host_ptr as *const u8, size) };
        runtime.buffer_from_bytes(data)
    } else {
        runtime.create_buffer(size as u64)
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
    Ok(Mem::create(c, flags, size, host, None, Storage::new(buffer), properties).into_handle())
}

pub extern "C" fn clCreateBuffer(
    context: *mut c_void,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        make_buffer(context, Vec::new(), flags, size, host_ptr)
    })
}

pub extern "C" fn clCreateBufferWithProperties(
    context: *mut c_void,
    properties: *const u64,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        obj::<Context>(context)?;
        let list = property_list(properties)?;
        // No buffer properties are defined by the core specification.
        if !list.is_empty() {
            return Err(CL_INVALID_PROPERTY);
        }
        let recorded = if properties.is_null() {
            Vec::new()
        } else {
            vec![0]
        };
        make_buffer(context, recorded, flags, size, host_ptr)
    })
}

/// `cl_buffer_region`.
#[repr(C)]
struct BufferRegion {
    origin: usize,
    size: usize,
}

pub extern "C" fn clCreateSubBuffer(
    buffer: *mut c_void,
    flags: u64,
    create_type: u32,
    create_info: *const c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let parent = obj::<Mem>(buffer)?;
        if parent.parent.is_some() {
            return Err(CL_INVALID_MEM_OBJECT);
        }
        let merged = derived_flags(parent.flags, flags)?;
        if create_type != CL_BUFFER_CREATE_TYPE_REGION || create_info.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: for CL_BUFFER_CREATE_TYPE_REGION `create_info` is a `cl_buffer_region`.
        let region = unsafe { &*(create_info as *const BufferRegion) };
        if region.size == 0 {
            return Err(CL_INVALID_BUFFER_SIZE);
        }
        if region
            .origin
            .checked_add(region.size)
            .is_none_or(|end| end > parent.size)
        {
            return Err(CL_INVALID_VALUE);
        }
        // CL_DEVICE_MEM_BASE_ADDR_ALIGN is 1024 bits.
        if region.origin % 128 != 0 {
            return Err(CL_MISALIGNED_SUB_BUFFER_OFFSET);
        }
        let host = if parent.host_ptr != 0 {
            parent.host_ptr + region.origin
        } else {
            0
        };
        Ok(Mem::create(
            parent.context.clone(),
            merged,
            region.size,
            host,
            Some((parent.clone(), region.origin)),
            parent.storage.clone(),
            Vec::new(),
        )
        .into_handle())
    })
}

pub extern "C" fn clRetainMemObject(memobj: *mut c_void) -> i32 {
    call(|| {
        match memory_object(memobj)? {
            MemObject::Buffer(m) => m.retain_for_app(),
            MemObject::Image(i) => i.retain_for_app(),
        }
        Ok(())
    })
}

pub extern "C" fn clReleaseMemObject(memobj: *mut c_void) -> i32 {
    call(|| match memory_object(memobj)? {
        MemObject::Buffer(m) => release(m),
        MemObject::Image(i) => release(i),
    })
}

pub extern "C" fn clGetMemObjectInfo(
    memobj: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let m = match memory_object(memobj)? {
            MemObject::Buffer(m) => m,
            MemObject::Image(i) => {
                return image_mem_info(&i, param_name)?.write(
                    param_value_size,
                    param_value,
                    param_value_size_ret,
                )
            }
        };
        let info = match param_name {
            CL_MEM_TYPE => Info::uint(CL_MEM_OBJECT_BUFFER),
            CL_MEM_FLAGS => Info::ulong(m.flags),
            CL_MEM_SIZE => Info::size(m.size),
            CL_MEM_HOST_PTR => Info::size(m.host_ptr),
            CL_MEM_MAP_COUNT => Info::uint(m.map_count() as u32),
            CL_MEM_REFERENCE_COUNT => Info::uint(m.ref_count()),
            CL_MEM_CONTEXT => Info::ptr(m.context.handle()),
            CL_MEM_ASSOCIATED_MEMOBJECT => Info::ptr(
                m.parent
                    .as_ref()
                    .map_or(std::ptr::null_mut(), |(p, _)| p.handle()),
            ),
            CL_MEM_OFFSET => Info::size(m.base()),
            CL_MEM_USES_SVM_POINTER => Info::bool(false),
            CL_MEM_PROPERTIES => Info::ulongs(&m.properties),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clSetMemObjectDestructorCallback(
    memobj: *mut c_void,
    pfn_notify: Option<MemDestructor>,
    user_data: *mut c_void,
) -> i32 {
    call(|| {
        let object = memory_object(memobj)?;
        let f = pfn_notify.ok_or(CL_INVALID_VALUE)?;
        match object {
            MemObject::Buffer(m) => m.add_destructor(f, user_data as usize),
            MemObject::Image(i) => i.destructors.add(f, user_data as usize),
        }
        Ok(())
    })
}
