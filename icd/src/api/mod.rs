//! The OpenCL entry points. Each one validates every argument and returns the code the
//! specification names for the first bad one, then calls [`crate::core`], which never sees an
//! invalid call. No panic crosses the C boundary: `call` and `create` catch one and return
//! `CL_OUT_OF_HOST_MEMORY`.

// The entry points keep OpenCL's names and arity. They are safe `extern "C"` functions that
// C code calls through the dispatch table: the pointers they are given are the C API's contract
// (a non-null pointer holds what the specification says), which each `unsafe` block states.
#![allow(
    non_snake_case,
    clippy::too_many_arguments,
    clippy::missing_safety_doc,
    clippy::not_unsafe_ptr_arg_deref
)]

pub mod context;
pub mod device;
pub mod enqueue;
pub mod event;
pub mod image;
pub mod image_enqueue;
pub mod kernel;
pub mod memory;
pub mod platform;
pub mod program;
pub mod queue;
pub mod sampler;
pub mod unsupported;

pub use context::*;
pub use device::*;
pub use enqueue::*;
pub use event::*;
pub use image::*;
pub use image_enqueue::*;
pub use kernel::*;
pub use memory::*;
pub use platform::*;
pub use program::*;
pub use queue::*;
pub use sampler::*;
pub use unsupported::*;

use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::cl::*;
use crate::core::event::Event;
pub(crate) use crate::info::Info;
use crate::object::{Class, Ref};

/// What an entry point's body returns: success or the error code.
pub type ClResult<T = ()> = Result<T, i32>;

/// Runs an entry point returning `cl_int`.
pub(crate) fn call(body: impl FnOnce() -> ClResult) -> i32 {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => CL_SUCCESS,
        Ok(Err(code)) => code,
        Err(_) => CL_OUT_OF_HOST_MEMORY,
    }
}

/// Runs an entry point that returns an object (or a pointer) and reports through `errcode_ret`.
pub(crate) fn create<T>(errcode_ret: *mut i32, body: impl FnOnce() -> ClResult<*mut T>) -> *mut T {
    let (value, code) = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(p)) => (p, CL_SUCCESS),
        Ok(Err(code)) => (std::ptr::null_mut(), code),
        Err(_) => (std::ptr::null_mut(), CL_OUT_OF_HOST_MEMORY),
    };
    if !errcode_ret.is_null() {
        // SAFETY: a non-null `errcode_ret` is the caller's `cl_int *`.
        unsafe { *errcode_ret = code };
    }
    value
}

/// `clRelease*`: one application reference less; none left is the handle's invalid code.
pub(crate) fn release<T: Class>(object: Ref<T>) -> ClResult {
    if object.release_for_app() {
        Ok(())
    } else {
        Err(T::INVALID)
    }
}

/// The object behind `handle`, retained for the call.
pub(crate) fn obj<T: Class>(handle: *mut c_void) -> ClResult<Ref<T>> {
    Ref::from_handle(handle)
}

/// Copies `count` elements from a C array; `CL_INVALID_VALUE` for a null array of non-zero count.
pub(crate) fn slice<'a, T>(ptr: *const T, count: usize) -> ClResult<&'a [T]> {
    if count == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(CL_INVALID_VALUE);
    }
    // SAFETY: the caller passes an array of `count` elements (the specification's contract; a
    // null one was refused above).
    Ok(unsafe { std::slice::from_raw_parts(ptr, count) })
}

/// Stores `value` through an optional out pointer.
pub(crate) fn put<T>(out: *mut T, value: T) {
    if !out.is_null() {
        // SAFETY: a non-null out pointer is the caller's storage for one `T`.
        unsafe { out.write(value) };
    }
}

/// The events of a wait list, checked as every enqueue and clWaitForEvents require: the list
/// and its count agree, and each is a live event (`CL_INVALID_EVENT_WAIT_LIST`).
pub(crate) fn wait_list(count: u32, list: *const *mut c_void) -> ClResult<Vec<Ref<Event>>> {
    if (count == 0) != list.is_null() {
        return Err(CL_INVALID_EVENT_WAIT_LIST);
    }
    let handles = slice(list, count as usize).map_err(|_| CL_INVALID_EVENT_WAIT_LIST)?;
    handles
        .iter()
        .map(|&h| Ref::<Event>::from_handle(h).map_err(|_| CL_INVALID_EVENT_WAIT_LIST))
        .collect()
}

/// Reads a zero-terminated property list of `T` pairs (`CL_CONTEXT_PLATFORM, p, 0`).
pub(crate) fn property_list<T: Copy + Default + PartialEq>(list: *const T) -> ClResult<Vec<T>> {
    let mut out = Vec::new();
    if list.is_null() {
        return Ok(out);
    }
    for i in 0.. {
        // SAFETY: the list is zero-terminated (the caller's contract); reading stops at the
        // terminating zero name, and values are read only after a non-zero name.
        let name = unsafe { *list.add(2 * i) };
        if name == T::default() {
            break;
        }
        if i > 256 {
            return Err(CL_INVALID_PROPERTY);
        }
        // SAFETY: as above; a name is followed by its value.
        let value = unsafe { *list.add(2 * i + 1) };
        out.push(name);
        out.push(value);
    }
    Ok(out)
}
