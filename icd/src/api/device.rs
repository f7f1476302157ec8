//! `clGetDeviceIDs`, `clGetDeviceInfo`, device retain/release and partitioning (not offered).

use std::ffi::c_void;

use super::platform::name_versions;
use super::{call, obj, put, ClResult, Info};
use crate::cl::*;
use crate::core::device::{make_version, Device};
use crate::core::platform::{self, Platform};
use crate::object::Ref;

/// The CL device type of a Vulkan device.
pub(crate) fn device_type(d: &Device) -> u64 {
    if d.is_cpu() {
        CL_DEVICE_TYPE_CPU
    } else {
        CL_DEVICE_TYPE_GPU
    }
}

/// The devices of `device_type`; the first device is the default one.
pub(crate) fn devices_of_type(device_type_bits: u64) -> ClResult<Vec<Ref<Device>>> {
    let known = CL_DEVICE_TYPE_DEFAULT
        | CL_DEVICE_TYPE_CPU
        | CL_DEVICE_TYPE_GPU
        | CL_DEVICE_TYPE_ACCELERATOR
        | CL_DEVICE_TYPE_CUSTOM;
    if device_type_bits != CL_DEVICE_TYPE_ALL
        && (device_type_bits & !known != 0 || device_type_bits == 0)
    {
        return Err(CL_INVALID_DEVICE_TYPE);
    }
    let all = &Platform::get().devices;
    Ok(all
        .iter()
        .enumerate()
        .filter(|(i, d)| {
            device_type_bits == CL_DEVICE_TYPE_ALL
                || device_type_bits & device_type(d) != 0
                || (device_type_bits & CL_DEVICE_TYPE_DEFAULT != 0 && *i == 0)
        })
        .map(|(_, d)| d.clone())
        .collect())
}

pub extern "C" fn clGetDeviceIDs(
    platform: *mut c_void,
    device_type_bits: u64,
    num_entries: u32,
    devices: *mut *mut c_void,
    num_devices: *mut u32,
) -> i32 {
    call(|| {
        if !platform.is_null() {
            obj::<Platform>(platform)?;
        }
        let found = devices_of_type(device_type_bits)?;
        if (num_entries == 0 && !devices.is_null()) || (devices.is_null() && num_devices.is_null())
        {
            return Err(CL_INVALID_VALUE);
        }
        if found.is_empty() {
            return Err(CL_DEVICE_NOT_FOUND);
        }
        if !devices.is_null() {
            for (i, d) in found.iter().take(num_entries as usize).enumerate() {
                // SAFETY: `devices` holds `num_entries` handles; `i` is below it.
                unsafe { *devices.add(i) = d.handle() };
            }
        }
        put(num_devices, found.len() as u32);
        Ok(())
    })
}

fn fp_config(d: &Device, double: bool) -> u64 {
    if double && !d.has_fp64() {
        return 0;
    }
    let base = CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA | CL_FP_DENORM;
    if double {
        base | CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF
    } else {
        base | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT
    }
}

/// `CL_DEVICE_MAX_COMPUTE_UNITS`: the multiprocessors the driver reports (NVIDIA's and AMD's
/// extensions); else, on a CPU device, the host's threads; else 1 (core Vulkan does not say).
fn compute_units(d: &Device) -> u32 {
    match d.info.compute_units {
        Some(units) => units,
        None if d.is_cpu() => std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
        None => 1,
    }
}

pub(crate) fn device_info(d: &Device, handle: *mut c_void, param: u32) -> ClResult<Info> {
    let l = &d.info.limits;
    let ext = d.extensions();
    let atomic_caps = CL_DEVICE_ATOMIC_ORDER_RELAXED
        | CL_DEVICE_ATOMIC_ORDER_ACQ_REL
        | CL_DEVICE_ATOMIC_ORDER_SEQ_CST
        | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM
        | CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP
        | CL_DEVICE_ATOMIC_SCOPE_DEVICE;
    let double_width = if d.has_fp64() { 1 } else { 0 };
    Ok(match param {
        CL_DEVICE_TYPE => Info::ulong(device_type(d)),
        CL_DEVICE_VENDOR_ID => Info::uint(d.info.vendor_id),
        CL_DEVICE_MAX_COMPUTE_UNITS => Info::uint(compute_units(d)),
        CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS => Info::uint(3),
        CL_DEVICE_MAX_WORK_GROUP_SIZE => Info::size(d.max_work_group_size()),
        CL_DEVICE_MAX_WORK_ITEM_SIZES => Info::sizes(&d.max_work_item_sizes()),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR | CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR => Info::uint(1),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT | CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT => {
            Info::uint(1)
        }
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT | CL_DEVICE_NATIVE_VECTOR_WIDTH_INT => Info::uint(1),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG | CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG => Info::uint(1),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT | CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT => {
            Info::uint(1)
        }
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE | CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE => {
            Info::uint(double_width)
        }
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF | CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF => Info::uint(0),
        CL_DEVICE_MAX_CLOCK_FREQUENCY => Info::uint(0),
        CL_DEVICE_ADDRESS_BITS => Info::uint(64),
        CL_DEVICE_MAX_MEM_ALLOC_SIZE => Info::ulong(d.max_alloc()),
        CL_DEVICE_GLOBAL_MEM_SIZE => Info::ulong(d.global_mem_size()),
        CL_DEVICE_IMAGE_SUPPORT => Info::bool(d.has_images()),
        CL_DEVICE_MAX_READ_IMAGE_ARGS => Info::uint(d.image_limit(|l| l.max_sampled_images)),
        CL_DEVICE_MAX_WRITE_IMAGE_ARGS => Info::uint(d.image_limit(|l| l.max_storage_images)),
        CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS => Info::uint(if d.has_read_write_images() {
            d.image_limit(|l| l.max_storage_images)
        } else {
            0
        }),
        CL_DEVICE_MAX_SAMPLERS => Info::uint(d.image_limit(|l| l.max_samplers)),
        // No 2D images from buffers (cl_khr_image2d_from_buffer).
        CL_DEVICE_IMAGE_PITCH_ALIGNMENT | CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT => Info::uint(0),
        CL_DEVICE_IMAGE2D_MAX_WIDTH => {
            Info::size(d.image_limit(|l| l.max_2d.min(l.max_1d)) as usize)
        }
        CL_DEVICE_IMAGE2D_MAX_HEIGHT => Info::size(d.image_limit(|l| l.max_2d) as usize),
        CL_DEVICE_IMAGE3D_MAX_WIDTH
        | CL_DEVICE_IMAGE3D_MAX_HEIGHT
        | CL_DEVICE_IMAGE3D_MAX_DEPTH => Info::size(d.image_limit(|l| l.max_3d) as usize),
        CL_DEVICE_IMAGE_MAX_BUFFER_SIZE => {
            Info::size(d.image_limit(|l| l.max_texel_buffer_elements) as usize)
        }
        CL_DEVICE_IMAGE_MAX_ARRAY_SIZE => {
            Info::size(d.image_limit(|l| l.max_array_layers) as usize)
        }
        CL_DEVICE_MAX_PARAMETER_SIZE => Info::size(4096),
        // In bits: 128 bytes, the largest OpenCL C type (long16/double16).
        CL_DEVICE_MEM_BASE_ADDR_ALIGN => Info::uint(1024),
        CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE => Info::uint(128),
        CL_DEVICE_SINGLE_FP_CONFIG => Info::ulong(fp_config(d, false)),
        CL_DEVICE_DOUBLE_FP_CONFIG => Info::ulong(fp_config(d, true)),
        CL_DEVICE_GLOBAL_MEM_CACHE_TYPE => Info::uint(CL_NONE),
        CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE => Info::uint(0),
        CL_DEVICE_GLOBAL_MEM_CACHE_SIZE => Info::ulong(0),
        CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE => Info::ulong(d.max_alloc()),
        CL_DEVICE_MAX_CONSTANT_ARGS => Info::uint(64),
        CL_DEVICE_LOCAL_MEM_TYPE => Info::uint(CL_LOCAL),
        CL_DEVICE_LOCAL_MEM_SIZE => Info::ulong(l.max_compute_shared_memory_size as u64),
        CL_DEVICE_ERROR_CORRECTION_SUPPORT => Info::bool(false),
        CL_DEVICE_PROFILING_TIMER_RESOLUTION => {
            Info::size((d.info.timestamp_period.ceil() as usize).max(1))
        }
        CL_DEVICE_ENDIAN_LITTLE => Info::bool(true),
        CL_DEVICE_AVAILABLE | CL_DEVICE_COMPILER_AVAILABLE | CL_DEVICE_LINKER_AVAILABLE => {
            Info::bool(true)
        }
        CL_DEVICE_EXECUTION_CAPABILITIES => Info::ulong(CL_EXEC_KERNEL),
        CL_DEVICE_QUEUE_ON_HOST_PROPERTIES => {
            Info::ulong(CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        }
        CL_DEVICE_NAME => Info::str(&d.info.name),
        CL_DEVICE_VENDOR => Info::str(&d.vendor()),
        CL_DRIVER_VERSION => Info::str(platform::VERSION),
        CL_DEVICE_PROFILE => Info::str("FULL_PROFILE"),
        CL_DEVICE_VERSION => Info::str(&format!(
            "OpenCL 3.0 oclvk {} (Vulkan {}, {})",
            platform::VERSION,
            d.info.api_version_string(),
            d.info.driver_info
        )),
        CL_DEVICE_NUMERIC_VERSION => Info::uint(make_version(3, 0, 0)),
        CL_DEVICE_OPENCL_C_VERSION => Info::str("OpenCL C 1.2 oclvk"),
        CL_DEVICE_OPENCL_C_ALL_VERSIONS => name_versions(d.c_versions()),
        CL_DEVICE_OPENCL_C_FEATURES => name_versions(
            d.c_features()
                .into_iter()
                .map(|f| (f, make_version(3, 0, 0))),
        ),
        CL_DEVICE_EXTENSIONS => {
            Info::str(&ext.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(" "))
        }
        CL_DEVICE_EXTENSIONS_WITH_VERSION => name_versions(ext.iter().copied()),
        CL_DEVICE_PLATFORM => Info::ptr(Platform::get().handle()),
        CL_DEVICE_HOST_UNIFIED_MEMORY => Info::bool(d.info.unified_memory),
        CL_DEVICE_BUILT_IN_KERNELS | CL_DEVICE_IL_VERSION => Info::str(""),
        CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION | CL_DEVICE_ILS_WITH_VERSION => Info(Vec::new()),
        CL_DEVICE_PARENT_DEVICE => Info::ptr(std::ptr::null()),
        CL_DEVICE_PARTITION_MAX_SUB_DEVICES => Info::uint(0),
        CL_DEVICE_PARTITION_PROPERTIES | CL_DEVICE_PARTITION_TYPE => Info::ints(&[0]),
        CL_DEVICE_PARTITION_AFFINITY_DOMAIN => Info::ulong(0),
        CL_DEVICE_REFERENCE_COUNT => Info::uint(1),
        CL_DEVICE_PREFERRED_INTEROP_USER_SYNC => Info::bool(true),
        CL_DEVICE_PRINTF_BUFFER_SIZE => Info::size(oclvk_runner::PRINTF_BUFFER_SIZE as usize),
        CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE => Info::size(65536),
        CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE => Info::size(65536),
        CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES => Info::ulong(0),
        CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE | CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE => {
            Info::uint(0)
        }
        CL_DEVICE_MAX_ON_DEVICE_QUEUES | CL_DEVICE_MAX_ON_DEVICE_EVENTS => Info::uint(0),
        CL_DEVICE_SVM_CAPABILITIES => Info::ulong(0),
        CL_DEVICE_MAX_PIPE_ARGS
        | CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS
        | CL_DEVICE_PIPE_MAX_PACKET_SIZE => Info::uint(0),
        CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT
        | CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT
        | CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT => Info::uint(0),
        CL_DEVICE_MAX_NUM_SUB_GROUPS => Info::uint(if d.has_sub_groups() {
            (d.max_work_group_size() / d.sub_group_size()) as u32
        } else {
            0
        }),
        CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS => Info::bool(false),
        CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES | CL_DEVICE_ATOMIC_FENCE_CAPABILITIES => {
            Info::ulong(atomic_caps)
        }
        CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT
        | CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT
        | CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT => Info::bool(true),
        CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => Info::size(l.subgroup_size as usize),
        CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES => Info::ulong(0),
        CL_DEVICE_PIPE_SUPPORT => Info::bool(false),
        // Not submitted to the Khronos conformance process.
        CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED => Info::str("v0000-01-01-00"),
        // cl_ext_float_atomics, listed where the device has float atomics.
        CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT => Info::ulong(d.float_atomic_capabilities(32)),
        CL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT => Info::ulong(d.float_atomic_capabilities(64)),
        CL_DEVICE_HALF_FP_ATOMIC_CAPABILITIES_EXT => Info::ulong(0),
        _ => {
            let _ = handle;
            return Err(CL_INVALID_VALUE);
        }
    })
}

pub extern "C" fn clGetDeviceInfo(
    device: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let d = obj::<Device>(device)?;
        device_info(&d, device, param_name)?.write(
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    })
}

/// Root devices are not reference counted (OpenCL 1.2): retain and release only check the handle.
pub extern "C" fn clRetainDevice(device: *mut c_void) -> i32 {
    call(|| obj::<Device>(device).map(drop))
}

pub extern "C" fn clReleaseDevice(device: *mut c_void) -> i32 {
    call(|| obj::<Device>(device).map(drop))
}

/// Devices cannot be partitioned (`CL_DEVICE_PARTITION_MAX_SUB_DEVICES` is 0).
pub extern "C" fn clCreateSubDevices(
    in_device: *mut c_void,
    properties: *const isize,
    num_devices: u32,
    out_devices: *mut *mut c_void,
    num_devices_ret: *mut u32,
) -> i32 {
    call(|| {
        obj::<Device>(in_device)?;
        let _ = (properties, num_devices, out_devices, num_devices_ret);
        Err(CL_INVALID_VALUE)
    })
}
