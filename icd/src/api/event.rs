//! Events: waiting, status and profiling information, user events, callbacks.

use std::ffi::c_void;

use super::{call, create, obj, release, slice, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::event::{Event, EventCallback};
use crate::object::Ref;

pub extern "C" fn clWaitForEvents(num_events: u32, event_list: *const *mut c_void) -> i32 {
    call(|| {
        if num_events == 0 || event_list.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let events: Vec<Ref<Event>> = slice(event_list, num_events as usize)?
            .iter()
            .map(|&h| obj::<Event>(h))
            .collect::<ClResult<_>>()?;
        if events.iter().any(|e| !e.context.same(&events[0].context)) {
            return Err(CL_INVALID_CONTEXT);
        }
        let mut failed = false;
        for e in &events {
            failed |= Event::wait(e) < 0;
        }
        if failed {
            return Err(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
        }
        Ok(())
    })
}

pub extern "C" fn clGetEventInfo(
    event: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let e = obj::<Event>(event)?;
        let info = match param_name {
            CL_EVENT_COMMAND_QUEUE => Info::ptr(
                e.queue
                    .as_ref()
                    .map_or(std::ptr::null_mut(), |q| q.handle()),
            ),
            CL_EVENT_CONTEXT => Info::ptr(e.context.handle()),
            CL_EVENT_COMMAND_TYPE => Info::uint(e.command_type),
            CL_EVENT_COMMAND_EXECUTION_STATUS => Info::int(e.status()),
            CL_EVENT_REFERENCE_COUNT => Info::uint(e.ref_count()),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clRetainEvent(event: *mut c_void) -> i32 {
    call(|| obj::<Event>(event).map(|e| e.retain_for_app()))
}

pub extern "C" fn clReleaseEvent(event: *mut c_void) -> i32 {
    call(|| release(obj::<Event>(event)?))
}

pub extern "C" fn clGetEventProfilingInfo(
    event: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let e = obj::<Event>(event)?;
        let profiled = e.queue.as_ref().is_some_and(|q| q.profiling());
        if !profiled || e.status() != CL_COMPLETE as i32 {
            return Err(CL_PROFILING_INFO_NOT_AVAILABLE);
        }
        let t = e.times();
        let info = match param_name {
            CL_PROFILING_COMMAND_QUEUED => Info::ulong(t[0]),
            CL_PROFILING_COMMAND_SUBMIT => Info::ulong(t[1]),
            CL_PROFILING_COMMAND_START => Info::ulong(t[2]),
            CL_PROFILING_COMMAND_END | CL_PROFILING_COMMAND_COMPLETE => Info::ulong(t[3]),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clCreateUserEvent(context: *mut c_void, errcode_ret: *mut i32) -> *mut c_void {
    create(errcode_ret, || {
        let c = obj::<Context>(context)?;
        Ok(Event::new(c, None, CL_COMMAND_USER).into_handle())
    })
}

pub extern "C" fn clSetUserEventStatus(event: *mut c_void, execution_status: i32) -> i32 {
    call(|| {
        let e = obj::<Event>(event)?;
        if e.queue.is_some() {
            return Err(CL_INVALID_EVENT);
        }
        if execution_status > 0 {
            return Err(CL_INVALID_VALUE);
        }
        if e.is_done() {
            return Err(CL_INVALID_OPERATION);
        }
        Event::set_status(&e, execution_status);
        Ok(())
    })
}

pub extern "C" fn clSetEventCallback(
    event: *mut c_void,
    command_exec_callback_type: i32,
    pfn_notify: Option<EventCallback>,
    user_data: *mut c_void,
) -> i32 {
    call(|| {
        let e = obj::<Event>(event)?;
        let f = pfn_notify.ok_or(CL_INVALID_VALUE)?;
        let trigger = command_exec_callback_type;
        if ![CL_SUBMITTED as i32, CL_RUNNING as i32, CL_COMPLETE as i32].contains(&trigger) {
            return Err(CL_INVALID_VALUE);
        }
        Event::add_callback(&e, trigger, f, user_data as usize);
        Ok(())
    })
}
