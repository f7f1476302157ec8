//! Programs: from source or from binaries oclvk wrote, build/compile/link, information.

use std::ffi::{c_char, c_void, CStr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{call, create, obj, put, release, slice, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::core::program::Program;
use crate::object::Ref;

/// clBuildProgram's (and clCompileProgram's, clLinkProgram's) `pfn_notify`: (program, user_data).
pub type BuildNotify = extern "C" fn(*mut c_void, *mut c_void);

/// The SPIR-V magic number, first word of every module oclvk writes.
const SPIRV_MAGIC: u32 = 0x0723_0203;

fn text(s: *const c_char) -> ClResult<String> {
    if s.is_null() {
        return Ok(String::new());
    }
    // SAFETY: a non-null options string is NUL-terminated (the caller's contract).
    Ok(unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned())
}

pub extern "C" fn clCreateProgramWithSource(
    context: *mut c_void,
    count: u32,
    strings: *const *const c_char,
    lengths: *const usize,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let c = obj::<Context>(context)?;
        if count == 0 || strings.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let strings = slice(strings, count as usize)?;
        let lengths = if lengths.is_null() {
            None
        } else {
            Some(slice(lengths, count as usize)?)
        };
        let mut source = Vec::new();
        for (i, &s) in strings.iter().enumerate() {
            if s.is_null() {
                return Err(CL_INVALID_VALUE);
            }
            match lengths.map(|l| l[i]).filter(|&n| n > 0) {
                // SAFETY: a string with a length holds that many bytes.
                Some(n) => source
                    .extend_from_slice(unsafe { std::slice::from_raw_parts(s as *const u8, n) }),
                // SAFETY: a string without a length is NUL-terminated.
                None => source.extend_from_slice(unsafe { CStr::from_ptr(s) }.to_bytes()),
            }
        }
        let source = String::from_utf8_lossy(&source).into_owned();
        let devices = c.devices.clone();
        Ok(Ref::new(Program::new(c, devices, Some(source), None)).into_handle())
    })
}

pub extern "C" fn clCreateProgramWithBinary(
    context: *mut c_void,
    num_devices: u32,
    device_list: *const *mut c_void,
    lengths: *const usize,
    binaries: *const *const u8,
    binary_status: *mut i32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let c = obj::<Context>(context)?;
        if num_devices == 0 || device_list.is_null() || lengths.is_null() || binaries.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let n = num_devices as usize;
        let devices = program_devices(&c, slice(device_list, n)?)?;
        let lengths = slice(lengths, n)?;
        let binaries = slice(binaries, n)?;
        let mut modules = Vec::new();
        let mut bad = false;
        for i in 0..n {
            if lengths[i] == 0 || binaries[i].is_null() {
                return Err(CL_INVALID_VALUE);
            }
            // SAFETY: binary `i` holds `lengths[i]` bytes (the caller's contract).
            let bytes = unsafe { std::slice::from_raw_parts(binaries[i], lengths[i]) };
            let words = oclvk_runner::words_from_bytes(bytes)
                .ok()
                .filter(|w| w.first() == Some(&SPIRV_MAGIC));
            let status = if words.is_some() {
                CL_SUCCESS
            } else {
                CL_INVALID_BINARY
            };
            if !binary_status.is_null() {
                // SAFETY: `binary_status` holds `num_devices` entries.
                unsafe { *binary_status.add(i) = status };
            }
            bad |= words.is_none();
            modules.push(words.unwrap_or_default());
        }
        if bad {
            return Err(CL_INVALID_BINARY);
        }
        Ok(Ref::new(Program::new(c, devices, None, Some(modules))).into_handle())
    })
}

/// The devices of a device list, each a device of the context (`CL_INVALID_DEVICE`).
fn program_devices(c: &Context, list: &[*mut c_void]) -> ClResult<Vec<Ref<Device>>> {
    let mut out: Vec<Ref<Device>> = Vec::new();
    for &h in list {
        let d = obj::<Device>(h)?;
        if !c.has_device(&d) {
            return Err(CL_INVALID_DEVICE);
        }
        if !out.iter().any(|x| x.same(&d)) {
            out.push(d);
        }
    }
    Ok(out)
}

/// The devices a build names: all of the program's when the list is empty, else each one of
/// the program's devices.
fn build_devices(p: &Program, num: u32, list: *const *mut c_void) -> ClResult<Vec<Ref<Device>>> {
    if (num == 0) != list.is_null() {
        return Err(CL_INVALID_VALUE);
    }
    if num == 0 {
        return Ok(p.devices.clone());
    }
    let devices = program_devices(&p.context, slice(list, num as usize)?)?;
    if devices.iter().any(|d| !p.devices.iter().any(|x| x.same(d))) {
        return Err(CL_INVALID_DEVICE);
    }
    Ok(devices)
}

fn check_notify(f: Option<BuildNotify>, user_data: *mut c_void) -> ClResult {
    if f.is_none() && !user_data.is_null() {
        return Err(CL_INVALID_VALUE);
    }
    Ok(())
}

pub extern "C" fn clBuildProgram(
    program: *mut c_void,
    num_devices: u32,
    device_list: *const *mut c_void,
    options: *const c_char,
    pfn_notify: Option<BuildNotify>,
    user_data: *mut c_void,
) -> i32 {
    call(|| {
        let p = obj::<Program>(program)?;
        let devices = build_devices(&p, num_devices, device_list)?;
        check_notify(pfn_notify, user_data)?;
        let options = text(options)?;
        if p.has_kernels() || p.state().status == CL_BUILD_IN_PROGRESS {
            return Err(CL_INVALID_OPERATION);
        }
        if p.source.is_none() && p.binaries.is_none() {
            return Err(CL_INVALID_PROGRAM);
        }
        let result = p.build(&devices, &options, None);
        if let Some(f) = pfn_notify {
            f(p.handle(), user_data);
        }
        match result {
            Ok(()) => Ok(()),
            // A binary that does not load is an invalid binary.
            Err(_) if p.source.is_none() => Err(CL_INVALID_BINARY),
            Err(failure) => Err(failure.0),
        }
    })
}

/// Writes `headers` under a new directory, each at its include name, for `-I`.
fn header_dir(names: &[*const c_char], headers: &[*mut c_void]) -> ClResult<PathBuf> {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "oclvk-icd-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    for (&name, &header) in names.iter().zip(headers) {
        let include = text(name)?;
        let h = obj::<Program>(header).map_err(|_| CL_INVALID_VALUE)?;
        let path = dir.join(&include);
        let source = h.source.clone().unwrap_or_default();
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, source));
        if written.is_err() {
            return Err(CL_OUT_OF_HOST_MEMORY);
        }
    }
    Ok(dir)
}

pub extern "C" fn clCompileProgram(
    program: *mut c_void,
    num_devices: u32,
    device_list: *const *mut c_void,
    options: *const c_char,
    num_input_headers: u32,
    input_headers: *const *mut c_void,
    header_include_names: *const *const c_char,
    pfn_notify: Option<BuildNotify>,
    user_data: *mut c_void,
) -> i32 {
    call(|| {
        let p = obj::<Program>(program)?;
        let devices = build_devices(&p, num_devices, device_list)?;
        check_notify(pfn_notify, user_data)?;
        if (num_input_headers == 0) != input_headers.is_null()
            || (num_input_headers == 0) != header_include_names.is_null()
        {
            return Err(CL_INVALID_VALUE);
        }
        let mut options = text(options)?;
        let Some(source) = p.source.clone() else {
            return Err(CL_INVALID_OPERATION);
        };
        if p.has_kernels() {
            return Err(CL_INVALID_OPERATION);
        }
        if num_input_headers > 0 {
            let n = num_input_headers as usize;
            let dir = header_dir(slice(header_include_names, n)?, slice(input_headers, n)?)?;
            options = format!("{options} -I \"{}\"", dir.display());
            p.set_header_dir(dir);
        }
        let result = p.compile_only(&devices, &options, &source);
        if let Some(f) = pfn_notify {
            f(p.handle(), user_data);
        }
        result.map_err(|f| f.0)
    })
}

/// Link options the specification defines; they change nothing in oclvk's whole-program build
/// except the math options, which are passed on.
fn split_link_options(options: &str) -> ClResult<String> {
    let words = oclvk::build_options::split(options).map_err(|_| CL_INVALID_LINKER_OPTIONS)?;
    let mut kept = Vec::new();
    for w in words {
        match w.as_str() {
            "-create-library" | "-enable-link-options" => {}
            "-cl-denorms-are-zero"
            | "-cl-no-signed-zeros"
            | "-cl-unsafe-math-optimizations"
            | "-cl-finite-math-only"
            | "-cl-fast-relaxed-math"
            | "-cl-no-subgroup-ifp" => kept.push(w),
            _ => return Err(CL_INVALID_LINKER_OPTIONS),
        }
    }
    Ok(kept.join(" "))
}

pub extern "C" fn clLinkProgram(
    context: *mut c_void,
    num_devices: u32,
    device_list: *const *mut c_void,
    options: *const c_char,
    num_input_programs: u32,
    input_programs: *const *mut c_void,
    pfn_notify: Option<BuildNotify>,
    user_data: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let c = obj::<Context>(context)?;
        if (num_devices == 0) != device_list.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let devices = if num_devices == 0 {
            c.devices.clone()
        } else {
            program_devices(&c, slice(device_list, num_devices as usize)?)?
        };
        check_notify(pfn_notify, user_data)?;
        if num_input_programs == 0 || input_programs.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        let link_options = split_link_options(&text(options)?)?;
        let mut sources = Vec::new();
        let mut compile_options: Vec<String> = Vec::new();
        for &h in slice(input_programs, num_input_programs as usize)? {
            let input = obj::<Program>(h)?;
            let state = input.state();
            if state.binary_type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                && state.binary_type != CL_PROGRAM_BINARY_TYPE_LIBRARY
            {
                return Err(CL_INVALID_OPERATION);
            }
            if !compile_options.contains(&state.options) {
                compile_options.push(state.options.clone());
            }
            sources.push(input.source.clone().unwrap_or_default());
        }
        // The inputs as one translation unit (oclvk compiles whole programs), with every
        // input's compile options (each one's header directory among them).
        let source = sources.join("\n");
        let options = format!("{} {link_options}", compile_options.join(" "));
        let linked = Ref::new(Program::new(c.clone(), devices.clone(), Some(source), None));
        let result = linked.build(&devices, options.trim(), None);
        if let Some(f) = pfn_notify {
            f(linked.handle(), user_data);
        }
        match result {
            Ok(()) => Ok(linked.into_handle()),
            Err(_) => Err(CL_LINK_PROGRAM_FAILURE),
        }
    })
}

pub extern "C" fn clRetainProgram(program: *mut c_void) -> i32 {
    call(|| obj::<Program>(program).map(|p| p.retain_for_app()))
}

pub extern "C" fn clReleaseProgram(program: *mut c_void) -> i32 {
    call(|| release(obj::<Program>(program)?))
}

pub extern "C" fn clGetProgramInfo(
    program: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let p = obj::<Program>(program)?;
        let built = p.built();
        let module_of = |d: &Ref<Device>| -> Option<Vec<u8>> {
            if let Some(b) = &built {
                return b
                    .on(d)
                    .map(|l| l.words.iter().flat_map(|w| w.to_le_bytes()).collect());
            }
            let at = p.devices.iter().position(|x| x.same(d))?;
            p.binaries
                .as_ref()
                .map(|b| b[at].iter().flat_map(|w| w.to_le_bytes()).collect())
        };
        let info = match param_name {
            CL_PROGRAM_REFERENCE_COUNT => Info::uint(p.ref_count()),
            CL_PROGRAM_CONTEXT => Info::ptr(p.context.handle()),
            CL_PROGRAM_NUM_DEVICES => Info::uint(p.devices.len() as u32),
            CL_PROGRAM_DEVICES => {
                Info::ptrs(&p.devices.iter().map(|d| d.handle()).collect::<Vec<_>>())
            }
            CL_PROGRAM_SOURCE => Info::str(p.source.as_deref().unwrap_or("")),
            CL_PROGRAM_IL => Info(Vec::new()),
            CL_PROGRAM_BINARY_SIZES => Info::sizes(
                &p.devices
                    .iter()
                    .map(|d| module_of(d).map_or(0, |m| m.len()))
                    .collect::<Vec<_>>(),
            ),
            CL_PROGRAM_BINARIES => {
                let n = p.devices.len();
                let size = n * std::mem::size_of::<*mut u8>();
                if !param_value.is_null() {
                    if param_value_size < size {
                        return Err(CL_INVALID_VALUE);
                    }
                    let targets = slice(param_value as *const *mut u8, n)?;
                    for (d, &target) in p.devices.iter().zip(targets) {
                        if let (false, Some(m)) = (target.is_null(), module_of(d)) {
                            // SAFETY: each non-null pointer holds the binary's size, which
                            // CL_PROGRAM_BINARY_SIZES reported.
                            unsafe { std::ptr::copy_nonoverlapping(m.as_ptr(), target, m.len()) };
                        }
                    }
                }
                put(param_value_size_ret, size);
                return Ok(());
            }
            CL_PROGRAM_NUM_KERNELS => {
                let b = built.as_ref().ok_or(CL_INVALID_PROGRAM_EXECUTABLE)?;
                Info::size(b.reflection().kernels.len())
            }
            CL_PROGRAM_KERNEL_NAMES => {
                let b = built.as_ref().ok_or(CL_INVALID_PROGRAM_EXECUTABLE)?;
                let names: Vec<&str> = b
                    .reflection()
                    .kernels
                    .iter()
                    .map(|k| k.name.as_str())
                    .collect();
                Info::str(&names.join(";"))
            }
            CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT | CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT => {
                Info::bool(false)
            }
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

pub extern "C" fn clGetProgramBuildInfo(
    program: *mut c_void,
    device: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let p = obj::<Program>(program)?;
        let d = obj::<Device>(device)?;
        if !p.devices.iter().any(|x| x.same(&d)) {
            return Err(CL_INVALID_DEVICE);
        }
        let s = p.state();
        let info = match param_name {
            CL_PROGRAM_BUILD_STATUS => Info::int(s.status),
            CL_PROGRAM_BUILD_OPTIONS => Info::str(&s.options),
            CL_PROGRAM_BUILD_LOG => Info::str(&s.log),
            CL_PROGRAM_BINARY_TYPE => Info::uint(s.binary_type),
            CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE => Info::size(
                s.built
                    .as_ref()
                    .and_then(|b| b.reflection().program_globals.as_ref())
                    .map_or(0, |g| g.size as usize),
            ),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}
