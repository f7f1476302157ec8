//! Pinning the sub-group size: a kernel's `intel_reqd_sub_group_size(N)` or a launch's
//! `--sub-group-size N` becomes the pipeline's `requiredSubgroupSize` (VK_EXT_subgroup_size_control,
//! core in Vulkan 1.3), checked first against what the device allows, so that a launch the
//! device cannot honour is an error naming the kernel, the size and the reason.

use crate::error::{Result, RunnerError};
use crate::instance::DeviceInfo;
use oclvk_abi::reflect::KernelReflection;

/// The sub-group size a launch of `kernel` with work-groups of `local` pins, if any: the
/// launch's `requested` size or the kernel's required one (which must then agree).
pub(crate) fn resolve(
    kernel: &KernelReflection,
    requested: Option<u32>,
    device: &DeviceInfo,
    local: [u32; 3],
) -> Result<Option<u32>> {
    let required = kernel.required_sub_group_size;
    let size = match (requested, required) {
        (Some(r), Some(k)) if r != k => {
            return Err(RunnerError::SubGroupSizeConflict {
                kernel: kernel.name.clone(),
                required: k,
                requested: r,
            })
        }
        (Some(s), _) | (None, Some(s)) => s,
        (None, None) => return Ok(None),
    };
    let refuse = |reason: String| {
        Err(RunnerError::SubGroupSizeUnsupported {
            kernel: kernel.name.clone(),
            size,
            device: device.name.clone(),
            reason,
        })
    };
    let props = &device.sub_groups;
    if !device.features.subgroup_size_control {
        return refuse("it has no subgroupSizeControl (VK_EXT_subgroup_size_control)".into());
    }
    if !props.size_control_in_compute {
        return refuse("its requiredSubgroupSizeStages lack compute".into());
    }
    if !size.is_power_of_two() || size < props.min_size || size > props.max_size {
        return refuse(format!(
            "its sub-group sizes are the powers of 2 from {} to {}",
            props.min_size, props.max_size
        ));
    }
    let work_items: u64 = local.iter().map(|&l| u64::from(l)).product();
    let most = u64::from(size) * u64::from(props.max_compute_workgroup_subgroups);
    if work_items > most {
        return refuse(format!(
            "a work-group of {work_items} work-items needs more than its maxComputeWorkgroupSubgroups ({}) sub-groups of {size}",
            props.max_compute_workgroup_subgroups
        ));
    }
    Ok(Some(size))
}
