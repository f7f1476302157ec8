//! The one platform, "oclvk", and its devices: one per Vulkan device oclvk can use (Vulkan 1.2
//! with bufferDeviceAddress), found once, when the loader first asks.

use std::sync::OnceLock;

use crate::core::device::Device;
use crate::object::{class, Ref};

/// `CL_PLATFORM_VERSION`'s suffix and the driver version: the crate's.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
pub const NAME: &str = "oclvk";
pub const VENDOR: &str = "oclvk";
/// The `cl_khr_icd` suffix: `clGetPlatformInfo(CL_PLATFORM_ICD_SUFFIX_KHR)`.
pub const ICD_SUFFIX: &str = "oclvk";

pub struct Platform {
    pub devices: Vec<Ref<Device>>,
    /// Why no device was found, when none was (the Vulkan loader is missing, ...).
    pub device_error: Option<String>,
}
class!(Platform, Platform);

impl Platform {
    /// The platform, created on first use; it lives as long as the process.
    pub fn get() -> &'static Ref<Platform> {
        static PLATFORM: OnceLock<Ref<Platform>> = OnceLock::new();
        PLATFORM.get_or_init(|| {
            let (devices, device_error) = match oclvk_runner::list_devices() {
                Ok(list) => (
                    list.into_iter()
                        .filter(Device::usable)
                        .map(|info| Ref::new(Device::new(info)))
                        .collect(),
                    None,
                ),
                Err(e) => (Vec::new(), Some(e.to_string())),
            };
            Ref::new(Platform {
                devices,
                device_error,
            })
        })
    }

    pub fn version_string() -> String {
        format!("OpenCL 3.0 {NAME} {VERSION}")
    }

    pub fn extensions() -> &'static [(&'static str, (u32, u32, u32))] {
        &[("cl_khr_icd", (1, 0, 0))]
    }
}
