//! Contexts: creation from devices or a device type, properties, callbacks, reference counts.

use std::ffi::c_void;

use super::device::devices_of_type;
use super::{call, create, obj, property_list, release, slice, ClResult, Info};
use crate::cl::*;
use crate::core::context::{Context, ContextDestructor, ContextNotify};
use crate::core::device::Device;
use crate::core::platform::Platform;
use crate::object::Ref;

/// Checks a context property list: only `CL_CONTEXT_PLATFORM` (this platform) and
/// `CL_CONTEXT_INTEROP_USER_SYNC`, each at most once.
fn context_properties(list: *const isize) -> ClResult<Vec<isize>> {
    let props = property_list(list)?;
    let mut seen = Vec::new();
    for pair in props.chunks(2) {
        let (name, value) = (pair[0], pair[1]);
        if seen.contains(&name) {
            return Err(CL_INVALID_PROPERTY);
        }
        seen.push(name);
        match name as u32 {
            CL_CONTEXT_PLATFORM => {
                if value as *mut c_void != Platform::get().handle() {
                    return Err(CL_INVALID_PLATFORM);
                }
            }
            CL_CONTEXT_INTEROP_USER_SYNC => {}
            _ => return Err(CL_INVALID_PROPERTY),
        }
    }
    Ok(props)
}

fn notify_of(
    pfn: Option<ContextNotify>,
    user_data: *mut c_void,
) -> ClResult<Option<(ContextNotify, usize)>> {
    match pfn {
        Some(f) => Ok(Some((f, user_data as usize))),
        None if !user_data.is_null() => Err(CL_INVALID_VALUE),
        None => Ok(None),
    }
}

pub extern "C" fn clCreateContext(
    properties: *const isize,
    num_devices: u32,
    devices: *const *mut c_void,
    pfn_notify: Option<ContextNotify>,
    user_data: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let props = context_properties(properties)?;
        if num_devices == 0 || devices.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let notify = notify_of(pfn_notify, user_data)?;
        let mut list: Vec<Ref<Device>> = Vec::new();
        for &h in slice(devices, num_devices as usize)? {
            let d = obj::<Device>(h)?;
            if !list.iter().any(|x| x.same(&d)) {
                list.push(d);
            }
        }
        Ok(Context::create(list, props, notify).into_handle())
    })
}

pub extern "C" fn clCreateContextFromType(
    properties: *const isize,
    device_type: u64,
    pfn_notify: Option<ContextNotify>,
    user_data: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let props = context_properties(properties)?;
        let notify = notify_of(pfn_notify, user_data)?;
        let list = devices_of_type(device_type)?;
        if list.is_empty() {
            return Err(CL_DEVICE_NOT_FOUND);
        }
        Ok(Context::create(list, props, notify).into_handle())
    })
}

pub extern "C" fn clRetainContext(context: *mut c_void) -> i32 {
    call(|| obj::<Context>(context).map(|c| c.retain_for_app()))
}

pub extern "C" fn clReleaseContext(context: *mut c_void) -> i32 {
    call(|| release(obj::<Context>(context)?))
}

pub extern "C" fn clGetContextInfo(
    context: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let c = obj::<Context>(context)?;
        let info = match param_name {
            // Less the reference this call holds.
            CL_CONTEXT_REFERENCE_COUNT => Info::uint(c.ref_count()),
            CL_CONTEXT_NUM_DEVICES => Info::uint(c.devices.len() as u32),
            CL_CONTEXT_DEVICES => {
                Info::ptrs(&c.devices.iter().map(|d| d.handle()).collect::<Vec<_>>())
            }
            CL_CONTEXT_PROPERTIES => {
                if c.properties.is_empty() {
                    Info(Vec::new())
                } else {
                    let mut p = c.properties.clone();
                    p.push(0);
                    Info::ints(&p)
                }
            }
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clSetContextDestructorCallback(
    context: *mut c_void,
    pfn_notify: Option<ContextDestructor>,
    user_data: *mut c_void,
) -> i32 {
    call(|| {
        let c = obj::<Context>(context)?;
        let f = pfn_notify.ok_or(CL_INVALID_VALUE)?;
        c.add_destructor(f, user_data as usize);
        Ok(())
    })
}
