//! `clGetPlatformIDs`, `clGetPlatformInfo` and the `cl_khr_icd` entry points the loader finds
//! by name.

use std::ffi::{c_char, c_void, CStr};

use super::{call, obj, put, ClResult, Info};
use crate::cl::*;
use crate::core::device::make_version;
use crate::core::platform::{self, Platform};

fn platform_ids(count: u32, platforms: *mut *mut c_void, num: *mut u32) -> ClResult {
    if (count == 0 && !platforms.is_null()) || (platforms.is_null() && num.is_null()) {
        return Err(CL_INVALID_VALUE);
    }
    let p = Platform::get();
    if !platforms.is_null() {
        // SAFETY: `platforms` holds `count` (>= 1, checked) handles.
        unsafe { *platforms = p.handle() };
    }
    put(num, 1);
    Ok(())
}

pub extern "C" fn clGetPlatformIDs(
    num_entries: u32,
    platforms: *mut *mut c_void,
    num_platforms: *mut u32,
) -> i32 {
    call(|| platform_ids(num_entries, platforms, num_platforms))
}

/// `cl_khr_icd`: the loader's way to the platform.
#[no_mangle]
pub extern "C" fn clIcdGetPlatformIDsKHR(
    num_entries: u32,
    platforms: *mut *mut c_void,
    num_platforms: *mut u32,
) -> i32 {
    call(|| platform_ids(num_entries, platforms, num_platforms))
}

/// The `cl_name_version` array of `CL_*_EXTENSIONS_WITH_VERSION` and the like.
pub(crate) fn name_versions<'a>(items: impl IntoIterator<Item = (&'a str, u32)>) -> Info {
    let mut bytes = Vec::new();
    for (name, version) in items {
        bytes.extend_from_slice(&version.to_ne_bytes());
        let mut field = [0u8; CL_NAME_VERSION_MAX_NAME_SIZE as usize];
        let n = name.len().min(field.len() - 1);
        field[..n].copy_from_slice(&name.as_bytes()[..n]);
        bytes.extend_from_slice(&field);
    }
    Info(bytes)
}

pub extern "C" fn clGetPlatformInfo(
    platform: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        // NULL selects the one platform, as the specification allows.
        let p = if platform.is_null() {
            Platform::get().clone()
        } else {
            obj::<Platform>(platform)?
        };
        let extensions = Platform::extensions();
        let info = match param_name {
            CL_PLATFORM_PROFILE => Info::str("FULL_PROFILE"),
            CL_PLATFORM_VERSION => Info::str(&Platform::version_string()),
            CL_PLATFORM_NUMERIC_VERSION => Info::uint(make_version(3, 0, 0)),
            CL_PLATFORM_NAME => Info::str(platform::NAME),
            CL_PLATFORM_VENDOR => Info::str(platform::VENDOR),
            CL_PLATFORM_EXTENSIONS => Info::str(
                &extensions
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            CL_PLATFORM_EXTENSIONS_WITH_VERSION => name_versions(
                extensions
                    .iter()
                    .map(|(n, (a, b, c))| (*n, make_version(*a, *b, *c))),
            ),
            CL_PLATFORM_HOST_TIMER_RESOLUTION => Info::ulong(0),
            CL_PLATFORM_ICD_SUFFIX_KHR => Info::str(platform::ICD_SUFFIX),
            _ => return Err(CL_INVALID_VALUE),
        };
        drop(p);
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// The functions oclvk gives by name: `clIcdGetPlatformIDsKHR` (`cl_khr_icd`), and
/// `clGetPlatformInfo`, which the ocl-icd loader looks up this way to read the ICD suffix.
fn extension_function(name: *const c_char) -> *mut c_void {
    if name.is_null() {
        return std::ptr::null_mut();
    }
    // SAFETY: a non-null name is a NUL-terminated string (the caller's contract).
    let name = unsafe { CStr::from_ptr(name) };
    match name.to_bytes() {
        b"clIcdGetPlatformIDsKHR" => clIcdGetPlatformIDsKHR as *mut c_void,
        b"clGetPlatformInfo" => clGetPlatformInfo as *mut c_void,
        _ => std::ptr::null_mut(),
    }
}

#[no_mangle]
pub extern "C" fn clGetExtensionFunctionAddress(func_name: *const c_char) -> *mut c_void {
    std::panic::catch_unwind(|| extension_function(func_name)).unwrap_or(std::ptr::null_mut())
}

#[no_mangle]
pub extern "C" fn clGetExtensionFunctionAddressForPlatform(
    platform: *mut c_void,
    func_name: *const c_char,
) -> *mut c_void {
    std::panic::catch_unwind(|| {
        if obj::<Platform>(platform).is_err() {
            return std::ptr::null_mut();
        }
        extension_function(func_name)
    })
    .unwrap_or(std::ptr::null_mut())
}

/// `clUnloadCompiler` (1.1) and `clUnloadPlatformCompiler`: the compiler is a library in the
/// process; there is nothing to unload.
pub extern "C" fn clUnloadCompiler() -> i32 {
    CL_SUCCESS
}

pub extern "C" fn clUnloadPlatformCompiler(platform: *mut c_void) -> i32 {
    call(|| obj::<Platform>(platform).map(drop))
}
