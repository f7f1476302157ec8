//! Kernels: creation from a built program, arguments checked against the reflection,
//! information (kernel, work-group, argument).

use std::ffi::{c_char, c_void, CStr};

use oclvk::abi::reflect::{AddressSpace, ArgKind, ImageAccess, TypeQualifier};

use super::{call, create, obj, put, release, slice, ClResult, Info};
use crate::cl::*;
use crate::core::device::Device;
use crate::core::image::{Image, Sampler};
use crate::core::kernel::{Kernel, KernelArg};
use crate::core::memory::Mem;
use crate::core::program::Program;
use crate::object::Ref;

fn new_kernel(p: &Ref<Program>, name: &str) -> ClResult<Ref<Kernel>> {
    let built = p.built().ok_or(CL_INVALID_PROGRAM_EXECUTABLE)?;
    let reflection = built
        .reflection()
        .kernel(name)
        .cloned()
        .ok_or(CL_INVALID_KERNEL_NAME)?;
    Ok(Ref::new(Kernel::new(p.clone(), built, reflection)))
}

pub extern "C" fn clCreateKernel(
    program: *mut c_void,
    kernel_name: *const c_char,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let p = obj::<Program>(program)?;
        if kernel_name.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: a non-null kernel name is NUL-terminated (the caller's contract).
        let name = unsafe { CStr::from_ptr(kernel_name) }.to_string_lossy();
        Ok(new_kernel(&p, &name)?.into_handle())
    })
}

pub extern "C" fn clCreateKernelsInProgram(
    program: *mut c_void,
    num_kernels: u32,
    kernels: *mut *mut c_void,
    num_kernels_ret: *mut u32,
) -> i32 {
    call(|| {
        let p = obj::<Program>(program)?;
        let built = p.built().ok_or(CL_INVALID_PROGRAM_EXECUTABLE)?;
        let names: Vec<String> = built
            .reflection()
            .kernels
            .iter()
            .map(|k| k.name.clone())
            .collect();
        if !kernels.is_null() && (num_kernels as usize) < names.len() {
            return Err(CL_INVALID_VALUE);
        }
        if !kernels.is_null() {
            for (i, name) in names.iter().enumerate() {
                let k = new_kernel(&p, name)?;
                // SAFETY: `kernels` holds `num_kernels` (>= the kernel count, checked) handles.
                unsafe { *kernels.add(i) = k.into_handle() };
            }
        }
        put(num_kernels_ret, names.len() as u32);
        Ok(())
    })
}

pub extern "C" fn clCloneKernel(source_kernel: *mut c_void, errcode_ret: *mut i32) -> *mut c_void {
    create(errcode_ret, || {
        let k = obj::<Kernel>(source_kernel)?;
        Ok(Ref::new(k.duplicate()).into_handle())
    })
}

pub extern "C" fn clRetainKernel(kernel: *mut c_void) -> i32 {
    call(|| obj::<Kernel>(kernel).map(|k| k.retain_for_app()))
}

pub extern "C" fn clReleaseKernel(kernel: *mut c_void) -> i32 {
    call(|| release(obj::<Kernel>(kernel)?))
}

/// The argument `value` gives for parameter `index`, checked against its kind in the
/// reflection.
fn kernel_arg(k: &Kernel, index: usize, size: usize, value: *const c_void) -> ClResult<KernelArg> {
    let a = k.reflection.args.get(index).ok_or(CL_INVALID_ARG_INDEX)?;
    match &a.kind {
        ArgKind::Buffer { .. } => {
            if size != std::mem::size_of::<*mut c_void>() {
                return Err(CL_INVALID_ARG_SIZE);
            }
            // A NULL value, or a NULL `cl_mem`, is a NULL pointer argument.
            if value.is_null() {
                return Ok(KernelArg::NullMem);
            }
            // SAFETY: `value` points to a `cl_mem` (size checked).
            let handle = unsafe { *(value as *const *mut c_void) };
            if handle.is_null() {
                return Ok(KernelArg::NullMem);
            }
            let m = obj::<Mem>(handle)?;
            if !m.context.same(&k.program.context) {
                return Err(CL_INVALID_MEM_OBJECT);
            }
            Ok(KernelArg::Mem(m))
        }
        ArgKind::Local { .. } => {
            if !value.is_null() {
                return Err(CL_INVALID_ARG_VALUE);
            }
            if size == 0 {
                return Err(CL_INVALID_ARG_SIZE);
            }
            Ok(KernelArg::Local(size))
        }
        ArgKind::Value { layout, .. } => {
            if size != layout.size as usize {
                return Err(CL_INVALID_ARG_SIZE);
            }
            if value.is_null() {
                return Err(CL_INVALID_ARG_VALUE);
            }
            // SAFETY: `value` points to `size` bytes (the caller's contract).
            let bytes = unsafe { std::slice::from_raw_parts(value as *const u8, size) };
            Ok(KernelArg::Value(bytes.to_vec()))
        }
        ArgKind::Image { dim, access, .. } => {
            let handle = handle_value(size, value)?;
            let i = obj::<Image>(handle)?;
            if !i.context.same(&k.program.context) || i.desc.dim != *dim {
                return Err(CL_INVALID_MEM_OBJECT);
            }
            // An image made for one kind of kernel access is no other kind's argument.
            let allowed = match access {
                ImageAccess::ReadOnly => CL_MEM_READ_ONLY | CL_MEM_READ_WRITE,
                ImageAccess::WriteOnly => CL_MEM_WRITE_ONLY | CL_MEM_READ_WRITE,
                ImageAccess::ReadWrite => CL_MEM_READ_WRITE,
            };
            if i.flags & allowed == 0 {
                return Err(CL_INVALID_ARG_VALUE);
            }
            Ok(KernelArg::Image(i))
        }
        ArgKind::Sampler { .. } => {
            let handle = handle_value(size, value)?;
            let s = obj::<Sampler>(handle)?;
            if !s.context.same(&k.program.context) {
                return Err(CL_INVALID_SAMPLER);
            }
            Ok(KernelArg::Sampler(s.modes))
        }
    }
}

/// The handle an image or sampler argument's value holds (`CL_INVALID_ARG_SIZE` unless the
/// size is a handle's, `CL_INVALID_ARG_VALUE` for no value).
fn handle_value(size: usize, value: *const c_void) -> ClResult<*mut c_void> {
    if size != std::mem::size_of::<*mut c_void>() {
        return Err(CL_INVALID_ARG_SIZE);
    }
    if value.is_null() {
        return Err(CL_INVALID_ARG_VALUE);
    }
    // SAFETY: `value` points to a handle (size checked).
    Ok(unsafe { *(value as *const *mut c_void) })
}

pub extern "C" fn clSetKernelArg(
    kernel: *mut c_void,
    arg_index: u32,
    arg_size: usize,
    arg_value: *const c_void,
) -> i32 {
    call(|| {
        let k = obj::<Kernel>(kernel)?;
        let arg = kernel_arg(&k, arg_index as usize, arg_size, arg_value)?;
        k.args()[arg_index as usize] = Some(arg);
        Ok(())
    })
}

fn attributes(k: &Kernel) -> String {
    let mut out = Vec::new();
    let wg = &k.reflection.work_group;
    if let Some([x, y, z]) = wg.required {
        out.push(format!("reqd_work_group_size({x},{y},{z})"));
    }
    if let Some([x, y, z]) = wg.hint {
        out.push(format!("work_group_size_hint({x},{y},{z})"));
    }
    if let Some(t) = &k.reflection.vec_type_hint {
        out.push(format!("vec_type_hint({t})"));
    }
    out.join(" ")
}

pub extern "C" fn clGetKernelInfo(
    kernel: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let k = obj::<Kernel>(kernel)?;
        let info = match param_name {
            CL_KERNEL_FUNCTION_NAME => Info::str(&k.name),
            CL_KERNEL_NUM_ARGS => Info::uint(k.reflection.args.len() as u32),
            CL_KERNEL_REFERENCE_COUNT => Info::uint(k.ref_count()),
            CL_KERNEL_CONTEXT => Info::ptr(k.program.context.handle()),
            CL_KERNEL_PROGRAM => Info::ptr(k.program.handle()),
            CL_KERNEL_ATTRIBUTES => Info::str(&attributes(&k)),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// The device a per-device query names: the given one (of the program), or the program's only
/// device when NULL.
pub(crate) fn kernel_device(k: &Kernel, device: *mut c_void) -> ClResult<Ref<Device>> {
    let devices = &k.program.devices;
    if device.is_null() {
        return match devices.as_slice() {
            [only] => Ok(only.clone()),
            _ => Err(CL_INVALID_DEVICE),
        };
    }
    let d = obj::<Device>(device)?;
    if !devices.iter().any(|x| x.same(&d)) {
        return Err(CL_INVALID_DEVICE);
    }
    Ok(d)
}

/// The largest work-group the kernel can run with on `d`.
pub(crate) fn kernel_max_group(k: &Kernel, d: &Device) -> usize {
    match k.reflection.work_group.required {
        Some([x, y, z]) => (x * y * z) as usize,
        None => d.max_work_group_size(),
    }
}

pub extern "C" fn clGetKernelWorkGroupInfo(
    kernel: *mut c_void,
    device: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let k = obj::<Kernel>(kernel)?;
        let d = kernel_device(&k, device)?;
        let info = match param_name {
            CL_KERNEL_WORK_GROUP_SIZE => Info::size(kernel_max_group(&k, &d)),
            CL_KERNEL_COMPILE_WORK_GROUP_SIZE => Info::sizes(
                &k.reflection
                    .work_group
                    .required
                    .unwrap_or([0; 3])
                    .map(|v| v as usize),
            ),
            CL_KERNEL_LOCAL_MEM_SIZE => Info::ulong(k.local_mem_size()),
            CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => {
                Info::size(d.info.limits.subgroup_size as usize)
            }
            CL_KERNEL_PRIVATE_MEM_SIZE => Info::ulong(0),
            // Only for custom devices and built-in kernels.
            CL_KERNEL_GLOBAL_WORK_SIZE => return Err(CL_INVALID_VALUE),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// The argument type as `CL_KERNEL_ARG_TYPE_NAME` gives it: without address space and type
/// qualifiers (reported separately), no space before a `*` (`global const float *` is `float*`).
fn arg_type_name(declared: &str) -> String {
    const DROPPED: &[&str] = &[
        "global",
        "__global",
        "constant",
        "__constant",
        "local",
        "__local",
        "private",
        "__private",
        "generic",
        "__generic",
        "const",
        "volatile",
        "restrict",
    ];
    let spaced = declared.replace('*', " * ");
    let kept: Vec<&str> = spaced
        .split_whitespace()
        .filter(|w| !DROPPED.contains(w))
        .collect();
    kept.join(" ").replace(" *", "*")
}

pub extern "C" fn clGetKernelArgInfo(
    kernel: *mut c_void,
    arg_index: u32,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let k = obj::<Kernel>(kernel)?;
        let a = k
            .reflection
            .args
            .get(arg_index as usize)
            .ok_or(CL_INVALID_ARG_INDEX)?;
        if !k.built.arg_info {
            return Err(CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
        }
        let info = match param_name {
            CL_KERNEL_ARG_ADDRESS_QUALIFIER => Info::uint(match &a.kind {
                ArgKind::Buffer { address_space, .. } => match address_space {
                    AddressSpace::Constant => CL_KERNEL_ARG_ADDRESS_CONSTANT,
                    _ => CL_KERNEL_ARG_ADDRESS_GLOBAL,
                },
                ArgKind::Local { .. } => CL_KERNEL_ARG_ADDRESS_LOCAL,
                // Images live in global memory.
                ArgKind::Image { .. } => CL_KERNEL_ARG_ADDRESS_GLOBAL,
                _ => CL_KERNEL_ARG_ADDRESS_PRIVATE,
            }),
            CL_KERNEL_ARG_ACCESS_QUALIFIER => Info::uint(match &a.kind {
                ArgKind::Image { access, .. } => match access {
                    ImageAccess::ReadOnly => CL_KERNEL_ARG_ACCESS_READ_ONLY,
                    ImageAccess::WriteOnly => CL_KERNEL_ARG_ACCESS_WRITE_ONLY,
                    ImageAccess::ReadWrite => CL_KERNEL_ARG_ACCESS_READ_WRITE,
                },
                _ => CL_KERNEL_ARG_ACCESS_NONE,
            }),
            CL_KERNEL_ARG_TYPE_NAME => Info::str(&arg_type_name(&a.type_name)),
            CL_KERNEL_ARG_TYPE_QUALIFIER => {
                let mut bits = CL_KERNEL_ARG_TYPE_NONE;
                for q in &a.qualifiers {
                    bits |= match q {
                        TypeQualifier::Const => CL_KERNEL_ARG_TYPE_CONST,
                        TypeQualifier::Restrict => CL_KERNEL_ARG_TYPE_RESTRICT,
                        TypeQualifier::Volatile => CL_KERNEL_ARG_TYPE_VOLATILE,
                    };
                }
                if let ArgKind::Buffer {
                    address_space: AddressSpace::Constant,
                    ..
                } = a.kind
                {
                    bits |= CL_KERNEL_ARG_TYPE_CONST;
                }
                Info::ulong(bits)
            }
            CL_KERNEL_ARG_NAME => Info::str(&a.name),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// `clGetKernelSubGroupInfo`'s answer for a local size: (sub-group size, sub-group count).
fn sub_groups_of(local: &[usize], size: usize) -> (usize, usize) {
    let total: usize = local.iter().product();
    (size.min(total), total.div_ceil(size))
}

fn kernel_sub_group_info(
    kernel: *mut c_void,
    device: *mut c_void,
    param_name: u32,
    input_value_size: usize,
    input_value: *const c_void,
) -> ClResult<Info> {
    let k = obj::<Kernel>(kernel)?;
    let d = kernel_device(&k, device)?;
    if !d.has_sub_groups() {
        return Err(CL_INVALID_OPERATION);
    }
    let size = k
        .reflection
        .required_sub_group_size
        .map_or(d.sub_group_size(), |s| s as usize);
    let word = std::mem::size_of::<usize>();
    let local = || -> ClResult<Vec<usize>> {
        if input_value.is_null()
            || input_value_size % word != 0
            || !(1..=3).contains(&(input_value_size / word))
        {
            return Err(CL_INVALID_VALUE);
        }
        Ok(slice(input_value as *const usize, input_value_size / word)?.to_vec())
    };
    let max_groups = kernel_max_group(&k, &d) / size;
    Ok(match param_name {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => Info::size(sub_groups_of(&local()?, size).0),
        CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE => Info::size(sub_groups_of(&local()?, size).1),
        CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT => {
            if input_value.is_null() || input_value_size != word {
                return Err(CL_INVALID_VALUE);
            }
            // SAFETY: the input is one `size_t` (its size checked).
            let count = unsafe { *(input_value as *const usize) };
            let items = count.saturating_mul(size);
            let fits = count > 0 && items <= kernel_max_group(&k, &d);
            // The answer has the dimensions the caller's buffer holds (1 to 3).
            Info::sizes(&[
                if fits { items } else { 0 },
                if fits { 1 } else { 0 },
                if fits { 1 } else { 0 },
            ])
        }
        CL_KERNEL_MAX_NUM_SUB_GROUPS => Info::size(max_groups),
        CL_KERNEL_COMPILE_NUM_SUB_GROUPS => Info::size(0),
        _ => return Err(CL_INVALID_VALUE),
    })
}

pub extern "C" fn clGetKernelSubGroupInfo(
    kernel: *mut c_void,
    device: *mut c_void,
    param_name: u32,
    input_value_size: usize,
    input_value: *const c_void,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let mut info =
            kernel_sub_group_info(kernel, device, param_name, input_value_size, input_value)?;
        if param_name == CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT {
            // As many dimensions as the caller asks for (1 to 3).
            let word = std::mem::size_of::<usize>();
            let dims = (param_value_size / word).clamp(1, 3);
            info.0.truncate(dims * word);
        }
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}

/// `cl_khr_subgroups`' name for the same query.
pub extern "C" fn clGetKernelSubGroupInfoKHR(
    kernel: *mut c_void,
    device: *mut c_void,
    param_name: u32,
    input_value_size: usize,
    input_value: *const c_void,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    clGetKernelSubGroupInfo(
        kernel,
        device,
        param_name,
        input_value_size,
        input_value,
        param_value_size,
        param_value,
        param_value_size_ret,
    )
}
