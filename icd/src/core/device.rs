//! One OpenCL device per Vulkan device: its limits translated from Vulkan's, what it supports,
//! and the runner's [`Runtime`] on it, opened when a context first needs it.

use std::sync::{Arc, OnceLock};

use oclvk::abi::reflect::{AtomicMemory, FloatAtomicOp, FloatAtomicUse, SubGroupOperation};
use oclvk_runner::{DeviceInfo, DeviceSelector, DeviceType, ImageLimits, Runtime, RuntimeOptions};

use crate::object::class;

pub struct Device {
    pub info: DeviceInfo,
    runtime: OnceLock<Result<Arc<Runtime>, String>>,
}
class!(Device, Device);

/// `CL_MAKE_VERSION`.
pub const fn make_version(major: u32, minor: u32, patch: u32) -> u32 {
    (major << 22) | (minor << 12) | patch
}

impl Device {
    pub fn new(info: DeviceInfo) -> Device {
        Device {
            info,
            runtime: OnceLock::new(),
        }
    }

    /// Whether oclvk can run kernels on the device: Vulkan 1.2 with buffer device addresses.
    pub fn usable(info: &DeviceInfo) -> bool {
        info.api_version >= (1, 2, 0) && info.features.buffer_device_address
    }

    /// The runner on this device, opened once (`OCLVK_VALIDATION` and the pipeline cache's
    /// directory are read from the environment, as the `oclvk` command reads them).
    pub fn runtime(&self) -> Result<Arc<Runtime>, String> {
        self.runtime
            .get_or_init(|| {
                let env = RuntimeOptions::from_env();
                Runtime::new(RuntimeOptions {
                    device: Some(DeviceSelector::Index(self.info.index)),
                    validation: env.validation,
                    cache_dir: env.cache_dir,
                    ..RuntimeOptions::default()
                })
                .map(Arc::new)
                .map_err(|e| e.to_string())
            })
            .clone()
    }

    /// `CL_DEVICE_VENDOR`: the vendor Vulkan's vendor id names, else the driver's name.
    pub fn vendor(&self) -> String {
        match self.info.vendor_id {
            0x10DE => "NVIDIA Corporation".into(),
            0x1002 => "Advanced Micro Devices, Inc.".into(),
            0x8086 => "Intel(R) Corporation".into(),
            0x13B5 => "ARM".into(),
            0x5143 => "Qualcomm".into(),
            // VK_VENDOR_ID_MESA: lavapipe and other Mesa software devices.
            0x10005 => "Mesa".into(),
            _ => self.info.driver_name.clone(),
        }
    }

    pub fn is_cpu(&self) -> bool {
        self.info.device_type == DeviceType::Cpu
    }

    pub fn has_fp64(&self) -> bool {
        self.info.features.shader_float64
    }

    pub fn has_int64_atomics(&self) -> bool {
        self.info.features.buffer_int64_atomics && self.info.features.shared_int64_atomics
    }

    /// The largest work-group: Vulkan's invocation limit.
    pub fn max_work_group_size(&self) -> usize {
        self.info.limits.max_compute_work_group_invocations as usize
    }

    pub fn max_work_item_sizes(&self) -> [usize; 3] {
        self.info
            .limits
            .max_compute_work_group_size
            .map(|s| s as usize)
    }

    /// `CL_DEVICE_MAX_MEM_ALLOC_SIZE`: the largest heap, at least the 128 MiB OpenCL requires
    /// of a full profile device when the heap has it.
    pub fn max_alloc(&self) -> u64 {
        self.info.limits.max_buffer_size
    }

    pub fn global_mem_size(&self) -> u64 {
        self.info.limits.max_buffer_size
    }

    /// The device's extensions with their versions: what oclvk compiles and runs on it.
    pub fn extensions(&self) -> Vec<(&'static str, u32)> {
        let mut out = vec![
            ("cl_khr_icd", make_version(1, 0, 0)),
            ("cl_khr_byte_addressable_store", make_version(1, 0, 0)),
            ("cl_khr_global_int32_base_atomics", make_version(1, 0, 0)),
            (
                "cl_khr_global_int32_extended_atomics",
                make_version(1, 0, 0),
            ),
            ("cl_khr_local_int32_base_atomics", make_version(1, 0, 0)),
            ("cl_khr_local_int32_extended_atomics", make_version(1, 0, 0)),
        ];
        if self.has_int64_atomics() {
            out.push(("cl_khr_int64_base_atomics", make_version(1, 0, 0)));
            out.push(("cl_khr_int64_extended_atomics", make_version(1, 0, 0)));
        }
        if self.has_fp64() {
            out.push(("cl_khr_fp64", make_version(1, 0, 0)));
        }
        if self.has_images() {
            // 3D images are storage images like the others.
            out.push(("cl_khr_3d_image_writes", make_version(1, 0, 0)));
        }
        if self.float_atomic_features().iter().any(|(_, has)| *has) {
            out.push(("cl_ext_float_atomics", make_version(1, 0, 0)));
        }
        for (name, has) in self.sub_group_extensions() {
            if has {
                out.push((name, make_version(1, 0, 0)));
            }
        }
        out
    }

    /// Whether kernels may use the core sub-group functions (`cl_khr_subgroups`,
    /// `__opencl_c_subgroups`): ids and sizes, barriers, all/any, broadcasts, reductions and
    /// scans, which need the device's basic, vote, ballot and arithmetic classes in compute.
    pub fn has_sub_groups(&self) -> bool {
        let g = &self.info.sub_groups;
        [
            SubGroupOperation::Basic,
            SubGroupOperation::Vote,
            SubGroupOperation::Ballot,
            SubGroupOperation::Arithmetic,
        ]
        .into_iter()
        .all(|class| g.supports(class))
    }

    /// The sub-group extensions, each with whether the device has the operations it needs.
    pub fn sub_group_extensions(&self) -> Vec<(&'static str, bool)> {
        let core = self.has_sub_groups();
        let has = |class| core && self.info.sub_groups.supports(class);
        vec![
            ("cl_khr_subgroups", core),
            (
                "cl_khr_subgroup_extended_types",
                core && self.info.features.subgroup_extended_types,
            ),
            (
                "cl_khr_subgroup_non_uniform_vote",
                has(SubGroupOperation::Vote),
            ),
            ("cl_khr_subgroup_ballot", has(SubGroupOperation::Ballot)),
            (
                "cl_khr_subgroup_non_uniform_arithmetic",
                has(SubGroupOperation::Arithmetic),
            ),
            ("cl_khr_subgroup_shuffle", has(SubGroupOperation::Shuffle)),
            (
                "cl_khr_subgroup_shuffle_relative",
                has(SubGroupOperation::ShuffleRelative),
            ),
            (
                "cl_khr_subgroup_clustered_reduce",
                has(SubGroupOperation::Clustered),
            ),
            // Rotates are shuffles.
            ("cl_khr_subgroup_rotate", has(SubGroupOperation::Shuffle)),
        ]
    }

    /// The sub-group size kernels get unless they require one: the device's.
    pub fn sub_group_size(&self) -> usize {
        self.info.limits.subgroup_size.max(1) as usize
    }

    /// `CL_DEVICE_{SINGLE,DOUBLE}_FP_ATOMIC_CAPABILITIES_EXT` for `bits` (32 or 64).
    pub fn float_atomic_capabilities(&self, bits: u32) -> u64 {
        use crate::cl::*;
        if bits == 64 && !self.has_fp64() {
            return 0;
        }
        let mut caps = 0;
        for (memory, load_store, add, min_max) in [
            (
                AtomicMemory::Global,
                CL_DEVICE_GLOBAL_FP_ATOMIC_LOAD_STORE_EXT,
                CL_DEVICE_GLOBAL_FP_ATOMIC_ADD_EXT,
                CL_DEVICE_GLOBAL_FP_ATOMIC_MIN_MAX_EXT,
            ),
            (
                AtomicMemory::Local,
                CL_DEVICE_LOCAL_FP_ATOMIC_LOAD_STORE_EXT,
                CL_DEVICE_LOCAL_FP_ATOMIC_ADD_EXT,
                CL_DEVICE_LOCAL_FP_ATOMIC_MIN_MAX_EXT,
            ),
        ] {
            for (op, bit) in [
                (FloatAtomicOp::LoadStore, load_store),
                (FloatAtomicOp::Add, add),
                (FloatAtomicOp::MinMax, min_max),
            ] {
                let used = FloatAtomicUse { op, bits, memory };
                if self.info.features.supports_float_atomic(&used) {
                    caps |= bit;
                }
            }
        }
        caps
    }

    /// cl_ext_float_atomics' feature macros (`__opencl_c_ext_fp32_global_atomic_add`, ...),
    /// each with whether the device performs that operation (Vulkan's float atomic features;
    /// 64-bit ones also need fp64).
    pub fn float_atomic_features(&self) -> Vec<(String, bool)> {
        let mut out = Vec::new();
        for bits in [32, 64] {
            for (memory, space) in [
                (AtomicMemory::Global, "global"),
                (AtomicMemory::Local, "local"),
            ] {
                for (op, name) in [
                    (FloatAtomicOp::Add, "add"),
                    (FloatAtomicOp::MinMax, "min_max"),
                ] {
                    let used = FloatAtomicUse { op, bits, memory };
                    let has = self.info.features.supports_float_atomic(&used)
                        && (bits == 32 || self.has_fp64());
                    out.push((
                        format!("__opencl_c_ext_fp{bits}_{space}_atomic_{name}"),
                        has,
                    ));
                }
            }
        }
        out
    }

    /// Whether the device offers images (`CL_DEVICE_IMAGE_SUPPORT`): kernels' `write_only`
    /// images are storage images written without a declared format, which it must allow.
    pub fn has_images(&self) -> bool {
        self.info.features.storage_image_write_without_format
    }

    /// Whether kernels may read and write one image (`__opencl_c_read_write_images`): storage
    /// reads and writes without a declared format of every format OpenCL requires for that
    /// (lavapipe has the feature but no format with such reads).
    pub fn has_read_write_images(&self) -> bool {
        self.has_images() && self.info.image_limits.read_write
    }

    /// An image limit of the device, 0 without images.
    pub fn image_limit(&self, limit: impl Fn(&ImageLimits) -> u32) -> u32 {
        if self.has_images() {
            limit(&self.info.image_limits)
        } else {
            0
        }
    }

    /// The OpenCL C 3.0 optional features the device has (`CL_DEVICE_OPENCL_C_FEATURES`).
    pub fn c_features(&self) -> Vec<&'static str> {
        let mut out = vec![
            "__opencl_c_generic_address_space",
            "__opencl_c_program_scope_global_variables",
            "__opencl_c_atomic_order_acq_rel",
            "__opencl_c_atomic_order_seq_cst",
            "__opencl_c_atomic_scope_device",
            "__opencl_c_int64",
            "__opencl_c_work_group_collective_functions",
        ];
        if self.has_fp64() {
            out.push("__opencl_c_fp64");
        }
        if self.has_sub_groups() {
            out.push("__opencl_c_subgroups");
        }
        if self.has_images() {
            out.push("__opencl_c_images");
            out.push("__opencl_c_3d_image_writes");
        }
        if self.has_read_write_images() {
            out.push("__opencl_c_read_write_images");
        }
        out
    }

    /// OpenCL C versions the compiler accepts (`-cl-std=`); 2.0 is not listed, since a 3.0
    /// device names it only with all of 2.0's features (images, pipes, device enqueue).
    pub fn c_versions(&self) -> Vec<(&'static str, u32)> {
        [(1, 0), (1, 1), (1, 2), (3, 0)]
            .into_iter()
            .map(|(major, minor)| ("OpenCL C", make_version(major, minor, 0)))
            .collect()
    }
}
