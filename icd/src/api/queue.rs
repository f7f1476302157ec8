//! Command queues: creation (1.x and 2.0 forms), information, flush and finish.

use std::ffi::c_void;

use super::{call, create, obj, property_list, release, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::queue::Queue;

fn make_queue(
    context: *mut c_void,
    device: *mut c_void,
    properties: u64,
    list: Vec<u64>,
) -> ClResult<*mut c_void> {
    let c = obj::<Context>(context)?;
    let d = obj::<Device>(device)?;
    if !c.has_device(&d) {
        return Err(CL_INVALID_DEVICE);
    }
    let known = CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
    if properties & !(known | CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT) != 0 {
        return Err(CL_INVALID_VALUE);
    }
    if properties & !known != 0 {
        // On-device queues are not offered.
        return Err(CL_INVALID_QUEUE_PROPERTIES);
    }
    let runtime = d.runtime().map_err(|message| {
        c.report(&message);
        CL_OUT_OF_RESOURCES
    })?;
    Ok(crate::object::Ref::new(Queue::new(c, d, runtime, properties, list)).into_handle())
}

pub extern "C" fn clCreateCommandQueue(
    context: *mut c_void,
    device: *mut c_void,
    properties: u64,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        make_queue(context, device, properties, Vec::new())
    })
}

pub extern "C" fn clCreateCommandQueueWithProperties(
    context: *mut c_void,
    device: *mut c_void,
    properties: *const u64,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let list = property_list(properties)?;
        let mut bits = 0;
        for pair in list.chunks(2) {
            match pair[0] as u32 {
                CL_QUEUE_PROPERTIES => bits = pair[1],
                // Only meaningful for on-device queues, which are refused below.
                CL_QUEUE_SIZE => {
                    if bits & CL_QUEUE_ON_DEVICE == 0 {
                        return Err(CL_INVALID_VALUE);
                    }
                }
                _ => return Err(CL_INVALID_VALUE),
            }
        }
        make_queue(context, device, bits, list)
    })
}

pub extern "C" fn clRetainCommandQueue(queue: *mut c_void) -> i32 {
    call(|| obj::<Queue>(queue).map(|q| q.retain_for_app()))
}

pub extern "C" fn clReleaseCommandQueue(queue: *mut c_void) -> i32 {
    call(|| {
        let q = obj::<Queue>(queue)?;
        // Releasing flushes the queue's commands (the specification's implicit flush).
        Queue::flush(&q);
        release(q)
    })
}

pub extern "C" fn clGetCommandQueueInfo(
    queue: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let q = obj::<Queue>(queue)?;
        let info = match param_name {
            CL_QUEUE_CONTEXT => Info::ptr(q.context.handle()),
            CL_QUEUE_DEVICE => Info::ptr(q.device.handle()),
            CL_QUEUE_REFERENCE_COUNT => Info::uint(q.ref_count()),
            CL_QUEUE_PROPERTIES => Info::ulong(q.properties),
            CL_QUEUE_PROPERTIES_ARRAY => {
                if q.property_list.is_empty() {
                    Info(Vec::new())
                } else {
                    let mut p = q.property_list.clone();
                    p.push(0);
                    Info::ulongs(&p)
                }
            }
            CL_QUEUE_SIZE => return Err(CL_INVALID_COMMAND_QUEUE),
            CL_QUEUE_DEVICE_DEFAULT => Info::ptr(std::ptr::null()),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clFlush(queue: *mut c_void) -> i32 {
    call(|| {
        let q = obj::<Queue>(queue)?;
        Queue::flush(&q);
        Ok(())
    })
}

pub extern "C" fn clFinish(queue: *mut c_void) -> i32 {
    call(|| {
        let q = obj::<Queue>(queue)?;
        Queue::finish(&q);
        Ok(())
    })
}
