//! Entry points of optional features oclvk does not offer. Each has its slot's arity (arguments
//! are integers or pointers, passed alike) and returns the code the specification gives when no
//! device of the platform supports the feature; functions that return an object also store it in
//! their last argument, `errcode_ret`.
//!
//! SVM, pipes, native kernels, IL programs, built-in kernels, device partitioning, device-side
//! queues and graphics-API sharing are not offered (`CL_INVALID_OPERATION` or the specific code).

#![allow(non_snake_case, clippy::too_many_arguments)]

use crate::cl::*;
use crate::core::context::Context;
use crate::object::Ref;

type P = usize;

/// Stores `code` through `errcode_ret` when it is not null.
fn set_errcode(errcode_ret: P, code: i32) {
    if errcode_ret != 0 && errcode_ret % std::mem::align_of::<i32>() == 0 {
        // SAFETY: the caller passes `errcode_ret` as a `cl_int *` (non-null, aligned: checked).
        unsafe { *(errcode_ret as *mut i32) = code };
    }
}

macro_rules! returns_code {
    ($($name:ident($($a:ident),*) => $code:expr;)*) => {$(
        pub extern "C" fn $name($($a: P),*) -> i32 {
            $(let _ = $a;)*
            $code
        }
    )*};
}

/// Functions returning an object: null, with the code in `errcode_ret` (the last argument).
macro_rules! returns_null {
    ($($name:ident($($a:ident),*; $err:ident) => $code:expr;)*) => {$(
        pub extern "C" fn $name($($a: P,)* $err: P) -> *mut std::ffi::c_void {
            $(let _ = $a;)*
            set_errcode($err, $code);
            std::ptr::null_mut()
        }
    )*};
}

returns_code! {
    clSetCommandQueueProperty(a, b, c, d) => CL_INVALID_OPERATION;
    clEnqueueNativeKernel(a, b, c, d, e, f, g, h, i, j) => CL_INVALID_OPERATION;
    clGetGLObjectInfo(a, b, c) => CL_INVALID_MEM_OBJECT;
    clGetGLTextureInfo(a, b, c, d, e) => CL_INVALID_MEM_OBJECT;
    clEnqueueAcquireGLObjects(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueReleaseGLObjects(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clGetGLContextInfoKHR(a, b, c, d, e) => CL_INVALID_OPERATION;
    clGetDeviceIDsFromD3D10KHR(a, b, c, d, e, f, g) => CL_INVALID_OPERATION;
    clEnqueueAcquireD3D10ObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueReleaseD3D10ObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clCreateSubDevicesEXT(a, b, c, d, e) => CL_INVALID_OPERATION;
    clRetainDeviceEXT(a) => CL_INVALID_OPERATION;
    clReleaseDeviceEXT(a) => CL_INVALID_OPERATION;
    clGetDeviceIDsFromD3D11KHR(a, b, c, d, e, f, g) => CL_INVALID_OPERATION;
    clEnqueueAcquireD3D11ObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueReleaseD3D11ObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clGetDeviceIDsFromDX9MediaAdapterKHR(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clEnqueueAcquireDX9MediaSurfacesKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueReleaseDX9MediaSurfacesKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueAcquireEGLObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clEnqueueReleaseEGLObjectsKHR(a, b, c, d, e, f) => CL_INVALID_CONTEXT;
    clGetPipeInfo(a, b, c, d, e) => CL_INVALID_MEM_OBJECT;
    clEnqueueSVMFree(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clEnqueueSVMMemcpy(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clEnqueueSVMMemFill(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clEnqueueSVMMap(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clEnqueueSVMUnmap(a, b, c, d, e) => CL_INVALID_OPERATION;
    clEnqueueSVMMigrateMem(a, b, c, d, e, f, g, h) => CL_INVALID_OPERATION;
    clSetKernelArgSVMPointer(a, b, c) => CL_INVALID_OPERATION;
    clSetKernelExecInfo(a, b, c, d) => CL_INVALID_OPERATION;
    clGetDeviceAndHostTimer(a, b, c) => CL_INVALID_OPERATION;
    clGetHostTimer(a, b) => CL_INVALID_OPERATION;
    clSetDefaultDeviceCommandQueue(a, b, c) => CL_INVALID_OPERATION;
    clSetProgramReleaseCallback(a, b, c) => CL_INVALID_OPERATION;
    clSetProgramSpecializationConstant(a, b, c, d) => CL_INVALID_OPERATION;
}

returns_null! {
    clCreateFromGLBuffer(a, b, c; err) => CL_INVALID_CONTEXT;
    clCreateFromGLTexture2D(a, b, c, d, e; err) => CL_INVALID_CONTEXT;
    clCreateFromGLTexture3D(a, b, c, d, e; err) => CL_INVALID_CONTEXT;
    clCreateFromGLRenderbuffer(a, b, c; err) => CL_INVALID_CONTEXT;
    clCreateFromGLTexture(a, b, c, d, e; err) => CL_INVALID_CONTEXT;
    clCreateEventFromGLsyncKHR(a, b; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D10BufferKHR(a, b, c; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D10Texture2DKHR(a, b, c, d; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D10Texture3DKHR(a, b, c, d; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D11BufferKHR(a, b, c; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D11Texture2DKHR(a, b, c, d; err) => CL_INVALID_CONTEXT;
    clCreateFromD3D11Texture3DKHR(a, b, c, d; err) => CL_INVALID_CONTEXT;
    clCreateFromDX9MediaSurfaceKHR(a, b, c, d, e; err) => CL_INVALID_CONTEXT;
    clCreateFromEGLImageKHR(a, b, c, d, e; err) => CL_INVALID_CONTEXT;
    clCreateEventFromEGLSyncKHR(a, b, c; err) => CL_INVALID_CONTEXT;
}

/// Functions that create an object in a context: a handle that is not a context is
/// `CL_INVALID_CONTEXT`, as for every such call; a valid one gets `$code`.
macro_rules! creates_in_context {
    ($($name:ident($context:ident, $($a:ident),*; $err:ident) => $code:expr;)*) => {$(
        pub extern "C" fn $name($context: P, $($a: P,)* $err: P) -> *mut std::ffi::c_void {
            $(let _ = $a;)*
            let valid = Ref::<Context>::from_handle($context as *mut std::ffi::c_void).is_ok();
            set_errcode($err, if valid { $code } else { CL_INVALID_CONTEXT });
            std::ptr::null_mut()
        }
    )*};
}

creates_in_context! {
    clCreatePipe(context, b, c, d, e; err) => CL_INVALID_OPERATION;
    clCreateProgramWithIL(context, b, c; err) => CL_INVALID_OPERATION;
    clCreateProgramWithBuiltInKernels(context, b, c, d; err) => CL_INVALID_VALUE;
}

/// `clSVMAlloc`: no SVM, so no allocation (the specification's answer is NULL).
pub extern "C" fn clSVMAlloc(context: P, flags: P, size: P, alignment: P) -> *mut std::ffi::c_void {
    let _ = (context, flags, size, alignment);
    std::ptr::null_mut()
}

/// `clSVMFree`: nothing was allocated.
pub extern "C" fn clSVMFree(context: P, pointer: P) {
    let _ = (context, pointer);
}
