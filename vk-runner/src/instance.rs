//! Loading Vulkan, creating the instance (with optional validation whose messages are collected),
//! and describing physical devices: [`DeviceInfo`], [`DeviceSelector`], and the default choice.

use std::ffi::{c_void, CStr, CString};
use std::fmt;
use std::sync::{Arc, Mutex};

use ash::vk;
use oclvk_abi::reflect::{AtomicMemory, FloatAtomicOp, FloatAtomicUse};

use crate::error::{Result, RunnerError};

const VALIDATION_LAYER: &CStr = c"VK_LAYER_KHRONOS_validation";

/// Messages the validation layer reported (warnings and errors), shared with the debug callback.
pub type MessageLog = Arc<Mutex<Vec<String>>>;

/// Whether `OCLVK_VALIDATION` asks for validation (`1`, `true`, `yes`, `on`).
pub(crate) fn validation_from_env() -> bool {
    std::env::var("OCLVK_VALIDATION")
        .map(|v| {
            matches!(
                v.trim().to_ascii_lowercase().as_str(),
                "1" | "true" | "yes" | "on"
            )
        })
        .unwrap_or(false)
}

/// Chooses a device by position in [`list_devices`] or by a case-insensitive name substring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceSelector {
    Index(usize),
    Name(String),
}

impl DeviceSelector {
    /// `"1"` selects by index, anything else by name substring.
    pub fn parse(text: &str) -> DeviceSelector {
        let t = text.trim();
        match t.parse::<usize>() {
            Ok(i) => DeviceSelector::Index(i),
            Err(_) => DeviceSelector::Name(t.to_string()),
        }
    }

    /// The selector from `OCLVK_DEVICE`, if set and not empty.
    pub(crate) fn from_env() -> Option<DeviceSelector> {
        std::env::var("OCLVK_DEVICE")
            .ok()
            .filter(|v| !v.trim().is_empty())
            .map(|v| DeviceSelector::parse(&v))
    }

    fn matches(&self, info: &DeviceInfo) -> bool {
        match self {
            DeviceSelector::Index(i) => info.index == *i,
            DeviceSelector::Name(n) => info.name.to_lowercase().contains(&n.to_lowercase()),
        }
    }
}

impl std::str::FromStr for DeviceSelector {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        Ok(DeviceSelector::parse(s))
    }
}

impl fmt::Display for DeviceSelector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeviceSelector::Index(i) => write!(f, "{i}"),
            DeviceSelector::Name(n) => f.write_str(n),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DeviceType {
    Discrete,
    Integrated,
    Virtual,
    Cpu,
    Other,
}

impl DeviceType {
    fn from_vk(t: vk::PhysicalDeviceType) -> DeviceType {
        match t {
            vk::PhysicalDeviceType::DISCRETE_GPU => DeviceType::Discrete,
            vk::PhysicalDeviceType::INTEGRATED_GPU => DeviceType::Integrated,
            vk::PhysicalDeviceType::VIRTUAL_GPU => DeviceType::Virtual,
            vk::PhysicalDeviceType::CPU => DeviceType::Cpu,
            _ => DeviceType::Other,
        }
    }

    /// Lower is preferred by the default choice.
    fn rank(self) -> u32 {
        match self {
            DeviceType::Discrete => 0,
            DeviceType::Integrated => 1,
            DeviceType::Virtual => 2,
            DeviceType::Cpu => 3,
            DeviceType::Other => 4,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DeviceType::Discrete => "discrete GPU",
            DeviceType::Integrated => "integrated GPU",
            DeviceType::Virtual => "virtual GPU",
            DeviceType::Cpu => "CPU",
            DeviceType::Other => "other",
        }
    }
}

/// Optional features oclvk cares about, as the device reports them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct DeviceFeatures {
    pub buffer_device_address: bool,
    pub shader_int64: bool,
    pub shader_float64: bool,
    pub shader_int16: bool,
    pub shader_int8: bool,
    pub shader_float16: bool,
    pub storage_buffer_8bit: bool,
    pub storage_buffer_16bit: bool,
    pub storage_push_constant_8: bool,
    pub storage_push_constant_16: bool,
    pub variable_pointers: bool,
    pub variable_pointers_storage_buffer: bool,
    pub buffer_int64_atomics: bool,
    pub shared_int64_atomics: bool,
    pub vulkan_memory_model: bool,
    /// Needed with the Vulkan memory model for Device-scope atomics and barriers.
    pub vulkan_memory_model_device_scope: bool,
    /// VK_EXT_shader_atomic_float: float32/float64 atomic exchange/load/store and add, on
    /// buffers and on local (shared) memory.
    pub buffer_float32_atomics: bool,
    pub buffer_float32_atomic_add: bool,
    pub shared_float32_atomics: bool,
    pub shared_float32_atomic_add: bool,
    pub buffer_float64_atomics: bool,
    pub buffer_float64_atomic_add: bool,
    pub shared_float64_atomics: bool,
    pub shared_float64_atomic_add: bool,
    /// VK_EXT_shader_atomic_float2: float32/float64 atomic min and max.
    pub buffer_float32_atomic_min_max: bool,
    pub shared_float32_atomic_min_max: bool,
    pub buffer_float64_atomic_min_max: bool,
    pub shared_float64_atomic_min_max: bool,
    /// VK_KHR_shader_non_semantic_info (core in 1.3): needed to load modules with embedded reflection.
    pub non_semantic_info: bool,
    /// VK_KHR_pipeline_executable_properties: the driver reports statistics (registers, shared
    /// memory...) and possibly its internal representations of a compiled kernel.
    pub pipeline_executable_info: bool,
    /// Storage images read and written without a declared format (oclvk's image arguments).
    pub storage_image_read_without_format: bool,
    pub storage_image_write_without_format: bool,
    /// Sub-group operations on 8-, 16- and 64-bit integers and `half`
    /// (`shaderSubgroupExtendedTypes`, Vulkan 1.2).
    pub subgroup_extended_types: bool,
    /// `subgroupSizeControl` (VK_EXT_subgroup_size_control): pipelines may require a size.
    pub subgroup_size_control: bool,
}

impl DeviceFeatures {
    /// Whether any VK_EXT_shader_atomic_float feature is present (the extension is then enabled).
    pub fn any_atomic_float(&self) -> bool {
        self.buffer_float32_atomics
            || self.buffer_float32_atomic_add
            || self.shared_float32_atomics
            || self.shared_float32_atomic_add
            || self.buffer_float64_atomics
            || self.buffer_float64_atomic_add
            || self.shared_float64_atomics
            || self.shared_float64_atomic_add
    }

    /// Whether any VK_EXT_shader_atomic_float2 feature oclvk uses is present (the extension is
    /// then enabled).
    pub fn any_atomic_float2(&self) -> bool {
        self.buffer_float32_atomic_min_max
            || self.shared_float32_atomic_min_max
            || self.buffer_float64_atomic_min_max
            || self.shared_float64_atomic_min_max
    }

    /// Whether the device runs a kernel's float atomic `used` (the feature
    /// [`FloatAtomicUse::vulkan_feature`] names).
    pub fn supports_float_atomic(&self, used: &FloatAtomicUse) -> bool {
        let global = used.memory == AtomicMemory::Global;
        match (used.op, used.bits, global) {
            (FloatAtomicOp::LoadStore, 32, true) => self.buffer_float32_atomics,
            (FloatAtomicOp::LoadStore, 32, false) => self.shared_float32_atomics,
            (FloatAtomicOp::LoadStore, 64, true) => self.buffer_float64_atomics,
            (FloatAtomicOp::LoadStore, 64, false) => self.shared_float64_atomics,
            (FloatAtomicOp::Add, 32, true) => self.buffer_float32_atomic_add,
            (FloatAtomicOp::Add, 32, false) => self.shared_float32_atomic_add,
            (FloatAtomicOp::Add, 64, true) => self.buffer_float64_atomic_add,
            (FloatAtomicOp::Add, 64, false) => self.shared_float64_atomic_add,
            (FloatAtomicOp::MinMax, 32, true) => self.buffer_float32_atomic_min_max,
            (FloatAtomicOp::MinMax, 32, false) => self.shared_float32_atomic_min_max,
            (FloatAtomicOp::MinMax, 64, true) => self.buffer_float64_atomic_min_max,
            (FloatAtomicOp::MinMax, 64, false) => self.shared_float64_atomic_min_max,
            _ => false,
        }
    }

    /// `(name, supported)` pairs in a stable order, for listings.
    pub fn list(&self) -> Vec<(&'static str, bool)> {
        vec![
            ("bufferDeviceAddress", self.buffer_device_address),
            ("shaderInt64", self.shader_int64),
            ("shaderFloat64", self.shader_float64),
            ("shaderInt16", self.shader_int16),
            ("shaderInt8", self.shader_int8),
            ("shaderFloat16", self.shader_float16),
            ("shaderSubgroupExtendedTypes", self.subgroup_extended_types),
            ("subgroupSizeControl", self.subgroup_size_control),
            ("storageBuffer8BitAccess", self.storage_buffer_8bit),
            ("storageBuffer16BitAccess", self.storage_buffer_16bit),
            ("storagePushConstant8", self.storage_push_constant_8),
            ("storagePushConstant16", self.storage_push_constant_16),
            ("variablePointers", self.variable_pointers),
            (
                "variablePointersStorageBuffer",
                self.variable_pointers_storage_buffer,
            ),
            ("shaderBufferInt64Atomics", self.buffer_int64_atomics),
            ("shaderSharedInt64Atomics", self.shared_int64_atomics),
            ("vulkanMemoryModel", self.vulkan_memory_model),
            (
                "vulkanMemoryModelDeviceScope",
                self.vulkan_memory_model_device_scope,
            ),
            ("shaderBufferFloat32Atomics", self.buffer_float32_atomics),
            (
                "shaderBufferFloat32AtomicAdd",
                self.buffer_float32_atomic_add,
            ),
            ("shaderSharedFloat32Atomics", self.shared_float32_atomics),
            (
                "shaderSharedFloat32AtomicAdd",
                self.shared_float32_atomic_add,
            ),
            ("shaderBufferFloat64Atomics", self.buffer_float64_atomics),
            (
                "shaderBufferFloat64AtomicAdd",
                self.buffer_float64_atomic_add,
            ),
            ("shaderSharedFloat64Atomics", self.shared_float64_atomics),
            (
                "shaderSharedFloat64AtomicAdd",
                self.shared_float64_atomic_add,
            ),
            (
                "shaderBufferFloat32AtomicMinMax",
                self.buffer_float32_atomic_min_max,
            ),
            (
                "shaderSharedFloat32AtomicMinMax",
                self.shared_float32_atomic_min_max,
            ),
            (
                "shaderBufferFloat64AtomicMinMax",
                self.buffer_float64_atomic_min_max,
            ),
            (
                "shaderSharedFloat64AtomicMinMax",
                self.shared_float64_atomic_min_max,
            ),
            ("shaderNonSemanticInfo", self.non_semantic_info),
            ("pipelineExecutableInfo", self.pipeline_executable_info),
            (
                "shaderStorageImageReadWithoutFormat",
                self.storage_image_read_without_format,
            ),
            (
                "shaderStorageImageWriteWithoutFormat",
                self.storage_image_write_without_format,
            ),
        ]
    }
}

/// Limits the runner checks launches against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DeviceLimits {
    pub max_compute_work_group_invocations: u32,
    pub max_compute_work_group_size: [u32; 3],
    pub max_compute_work_group_count: [u32; 3],
    pub max_compute_shared_memory_size: u32,
    pub max_push_constants_size: u32,
    pub max_storage_buffer_range: u32,
    /// The device's sub-group size (VkPhysicalDeviceSubgroupProperties; 32 where the device
    /// predates Vulkan 1.2 and is not asked): the default local size is made of whole sub-groups.
    pub subgroup_size: u32,
    /// The largest buffer the device could ever hold: the size of its largest memory heap
    /// (buffers are reached by device address, so no descriptor range limits them).
    pub max_buffer_size: u64,
}

/// One physical device, as listed by [`list_devices`].
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DeviceInfo {
    /// Position in enumeration order: what `--device N` selects.
    pub index: usize,
    pub name: String,
    pub device_type: DeviceType,
    pub vendor_id: u32,
    pub device_id: u32,
    /// Vulkan API version the device supports, as `(major, minor, patch)`.
    pub api_version: (u32, u32, u32),
    pub driver_name: String,
    pub driver_info: String,
    pub driver_version: u32,
    pub pipeline_cache_uuid: [u8; 16],
    pub limits: DeviceLimits,
    /// Nanoseconds per timestamp tick.
    pub timestamp_period: f32,
    pub features: DeviceFeatures,
    /// What the device's sub-groups can do (VkPhysicalDeviceSubgroupProperties).
    pub sub_groups: SubGroupProperties,
    /// Integrated GPUs and CPUs: buffers are mapped directly instead of going through staging
    /// copies (discrete GPUs keep device-local memory and stage).
    pub unified_memory: bool,
    /// The device's multiprocessors where the driver says (NVIDIA's SMs through
    /// VK_NV_shader_sm_builtins, AMD's compute units through VK_AMD_shader_core_properties);
    /// core Vulkan does not report them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compute_units: Option<u32>,
    /// Image sizes and per-kernel image and sampler counts (VkPhysicalDeviceLimits).
    pub image_limits: crate::image::ImageLimits,
}

/// A device's sub-groups, as VkPhysicalDeviceSubgroupProperties (and, with
/// VK_EXT_subgroup_size_control or Vulkan 1.3, its size range) report them.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SubGroupProperties {
    /// The sizes a pipeline may require (`minSubgroupSize`/`maxSubgroupSize`), the default size
    /// ([`DeviceLimits::subgroup_size`]) for both where the device cannot control them.
    pub min_size: u32,
    pub max_size: u32,
    /// `subgroupSupportedOperations` (`VkSubgroupFeatureFlagBits`).
    pub supported_operations: u32,
    /// Whether compute shaders have them (`subgroupSupportedStages`).
    pub in_compute: bool,
    /// Whether a compute pipeline may require a size (`requiredSubgroupSizeStages`).
    pub size_control_in_compute: bool,
    /// `maxComputeWorkgroupSubgroups`: with a required size N, a work-group holds at most N
    /// times this many work-items.
    pub max_compute_workgroup_subgroups: u32,
}

impl SubGroupProperties {
    /// Whether a kernel may perform operations of `class` here.
    pub fn supports(&self, class: oclvk_abi::reflect::SubGroupOperation) -> bool {
        self.in_compute && self.supported_operations & class.vulkan_bit() != 0
    }

    /// The supported operation classes, by name (`basic vote arithmetic ...`).
    pub fn operation_names(&self) -> Vec<&'static str> {
        oclvk_abi::reflect::SubGroupOperation::ALL
            .into_iter()
            .filter(|&c| self.supports(c))
            .map(|c| c.name())
            .collect()
    }
}

impl DeviceInfo {
    pub fn api_version_string(&self) -> String {
        let (a, b, c) = self.api_version;
        format!("{a}.{b}.{c}")
    }

    /// One line: `0: NAME (TYPE, Vulkan X.Y.Z, DRIVER DRIVER_INFO)`.
    pub fn summary(&self) -> String {
        format!(
            "{}: {} ({}, Vulkan {}, {} {})",
            self.index,
            self.name,
            self.device_type.name(),
            self.api_version_string(),
            self.driver_name,
            self.driver_info
        )
    }

    /// A multi-line description with limits and features, for `oclvk devices`.
    pub fn describe(&self) -> String {
        let l = &self.limits;
        let mut s = self.summary();
        s.push('\n');
        s.push_str(&format!(
            "    maxComputeWorkGroupInvocations: {}\n    maxComputeWorkGroupSize: {:?}\n    maxComputeWorkGroupCount: {:?}\n    maxComputeSharedMemorySize: {}\n    maxPushConstantsSize: {}\n    timestampPeriod: {} ns\n    unifiedMemory: {}\n",
            l.max_compute_work_group_invocations,
            l.max_compute_work_group_size,
            l.max_compute_work_group_count,
            l.max_compute_shared_memory_size,
            l.max_push_constants_size,
            self.timestamp_period,
            self.unified_memory,
        ));
        let g = &self.sub_groups;
        let ops = g.operation_names();
        s.push_str(&format!(
            "    subgroupSize: {} (min {}, max {})\n    subgroupOperations: {}\n",
            l.subgroup_size,
            g.min_size,
            g.max_size,
            if ops.is_empty() {
                "none".to_string()
            } else {
                ops.join(", ")
            },
        ));
        let (yes, no): (Vec<_>, Vec<_>) = self.features.list().into_iter().partition(|f| f.1);
        let names = |v: Vec<(&str, bool)>| v.iter().map(|f| f.0).collect::<Vec<_>>().join(", ");
        s.push_str(&format!("    features: {}\n", names(yes)));
        if !no.is_empty() {
            s.push_str(&format!("    missing: {}\n", names(no)));
        }
        s
    }
}

/// A loaded Vulkan instance plus the validation messenger; destroyed on drop.
pub(crate) struct InstanceHandle {
    /// Keeps the loader library loaded for as long as the instance lives.
    _entry: ash::Entry,
    pub instance: ash::Instance,
    debug: Option<(ash::ext::debug_utils::Instance, vk::DebugUtilsMessengerEXT)>,
    /// Kept alive for the callback's user-data pointer; dropped after the messenger.
    log: MessageLog,
    _log_ptr: Box<MessageLog>,
}

unsafe extern "system" fn debug_callback(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    _types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    user: *mut c_void,
) -> vk::Bool32 {
    if user.is_null() || data.is_null() {
        return vk::FALSE;
    }
    // SAFETY: `user` is the Box<MessageLog> owned by InstanceHandle, alive while the messenger is.
    let log = unsafe { &*(user as *const MessageLog) };
    // SAFETY: checked non-null above; the layer passes a callback-data struct valid for the
    // duration of the call, and the reference does not escape it.
    let data = unsafe { &*data };
    let text = if data.p_message.is_null() {
        String::from("(no message)")
    } else {
        // SAFETY: non-null, and the spec makes pMessage a NUL-terminated string valid for the
        // duration of the callback; it is copied into a String before returning.
        unsafe { CStr::from_ptr(data.p_message) }
            .to_string_lossy()
            .into_owned()
    };
    let level = if severity.contains(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR) {
        "error"
    } else {
        "warning"
    };
    if let Ok(mut v) = log.lock() {
        v.push(format!("{level}: {text}"));
    }
    vk::FALSE
}

pub(crate) fn load_entry() -> Result<ash::Entry> {
    // SAFETY: loading the system Vulkan loader; its initialisers are trusted as any driver is.
    unsafe { ash::Entry::load() }.map_err(|e| RunnerError::LoaderMissing(e.to_string()))
}

impl InstanceHandle {
    pub fn new(validation: bool) -> Result<InstanceHandle> {
        let entry = load_entry()?;
        // SAFETY: a global command with no handle arguments; `entry` holds the loaded loader.
        let loader_version = unsafe { entry.try_enumerate_instance_version() }
            .map_err(RunnerError::vk("vkEnumerateInstanceVersion"))?
            .unwrap_or(vk::API_VERSION_1_0);
        // Ask for 1.3 where the loader knows it, 1.2 otherwise (a 1.1 loader cannot serve us).
        let api_version = if loader_version >= vk::API_VERSION_1_3 {
            vk::API_VERSION_1_3
        } else {
            vk::API_VERSION_1_2
        };
        let log: MessageLog = Arc::new(Mutex::new(Vec::new()));
        let log_ptr = Box::new(log.clone());
        let mut layers: Vec<*const std::ffi::c_char> = Vec::new();
        let mut extensions: Vec<*const std::ffi::c_char> = Vec::new();
        if validation {
            // SAFETY: a global command with no handle arguments; `entry` holds the loaded loader.
            let available = unsafe { entry.enumerate_instance_layer_properties() }
                .map_err(RunnerError::vk("vkEnumerateInstanceLayerProperties"))?;
            if !available
                .iter()
                .any(|l| l.layer_name_as_c_str().ok() == Some(VALIDATION_LAYER))
            {
                return Err(RunnerError::ValidationUnavailable);
            }
            layers.push(VALIDATION_LAYER.as_ptr());
            extensions.push(ash::ext::debug_utils::NAME.as_ptr());
        }
        let app_name = CString::new("oclvk").unwrap_or_default();
        let app = vk::ApplicationInfo::default()
            .application_name(&app_name)
            .engine_name(&app_name)
            .api_version(api_version);
        let mut messenger_info = vk::DebugUtilsMessengerCreateInfoEXT::default()
            .message_severity(
                vk::DebugUtilsMessageSeverityFlagsEXT::WARNING
                    | vk::DebugUtilsMessageSeverityFlagsEXT::ERROR,
            )
            .message_type(
                vk::DebugUtilsMessageTypeFlagsEXT::GENERAL
                    | vk::DebugUtilsMessageTypeFlagsEXT::VALIDATION
                    | vk::DebugUtilsMessageTypeFlagsEXT::PERFORMANCE,
            )
            .pfn_user_callback(Some(debug_callback))
            .user_data(&*log_ptr as *const MessageLog as *mut c_void);
        let mut info = vk::InstanceCreateInfo::default()
            .application_info(&app)
            .enabled_layer_names(&layers)
            .enabled_extension_names(&extensions);
        if validation {
            // Also catches messages from vkCreateInstance/vkDestroyInstance themselves.
            info = info.push_next(&mut messenger_info);
        }
        // SAFETY: `info` and everything its pointers reach (`app`, `app_name`, `layers` and
        // `extensions`, which point at 'static C strings, and `messenger_info`, whose user data is
        // the boxed log that outlives the instance) are locals alive across the call. A layer or
        // extension the loader lacks makes the call fail, nothing worse.
        let instance = unsafe { entry.create_instance(&info, None) }.map_err(|e| {
            if e == vk::Result::ERROR_INCOMPATIBLE_DRIVER {
                // The loader found no driver (ICD) at all.
                RunnerError::NoDevice
            } else {
                RunnerError::vk("vkCreateInstance")(e)
            }
        })?;
        let debug = if validation {
            let du = ash::ext::debug_utils::Instance::new(&entry, &instance);
            // SAFETY: VK_EXT_debug_utils was enabled on `instance` (validation); the create info
            // and the boxed log its user data points at outlive the call, and the log box is
            // kept in the handle, destroyed after the messenger (see Drop).
            match unsafe { du.create_debug_utils_messenger(&messenger_info, None) } {
                Ok(m) => Some((du, m)),
                Err(e) => {
                    // SAFETY: the instance was created above and nothing was created from it
                    // (the messenger failed); it is not used again.
                    unsafe { instance.destroy_instance(None) };
                    return Err(RunnerError::vk("vkCreateDebugUtilsMessengerEXT")(e));
                }
            }
        } else {
            None
        };
        Ok(InstanceHandle {
            _entry: entry,
            instance,
            debug,
            log,
            _log_ptr: log_ptr,
        })
    }

    pub fn messages(&self) -> MessageLog {
        self.log.clone()
    }

    /// Describes every physical device, in enumeration order.
    pub fn devices(&self) -> Result<Vec<(vk::PhysicalDevice, DeviceInfo)>> {
        // SAFETY: `self.instance` is a live instance (destroyed only in Drop).
        let pds = unsafe { self.instance.enumerate_physical_devices() }
            .map_err(RunnerError::vk("vkEnumeratePhysicalDevices"))?;
        Ok(pds
            .into_iter()
            .enumerate()
            .map(|(i, pd)| (pd, self.describe(pd, i)))
            .collect())
    }

    fn describe(&self, pd: vk::PhysicalDevice, index: usize) -> DeviceInfo {
        let inst = &self.instance;
        // SAFETY: `pd` was enumerated from this live instance (physical devices live as long as
        // it does); the output struct is returned by value.
        let props = unsafe { inst.get_physical_device_properties(pd) };
        let api = props.api_version;
        // SAFETY: as above; ash sizes the output vector from the count query.
        let exts: Vec<String> = unsafe { inst.enumerate_device_extension_properties(pd) }
            .unwrap_or_default()
            .iter()
            .filter_map(|e| e.extension_name_as_c_str().ok())
            .map(|c| c.to_string_lossy().into_owned())
            .collect();
        let has_ext = |n: &CStr| exts.iter().any(|e| e.as_bytes() == n.to_bytes());
        let name = props
            .device_name_as_c_str()
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut driver_name = String::new();
        let mut driver_info = String::new();
        let mut features = DeviceFeatures::default();
        let mut sub_groups = SubGroupProperties::default();
        // Where the device predates Vulkan 1.2 and is not asked (such devices are listed, not run).
        let mut subgroup_size = 32;
        let mut compute_units = None;
        // The *2 queries and the 1.1/1.2 structs need a 1.2 device; older ones are listed bare.
        if api >= vk::API_VERSION_1_2 {
            let mut driver = vk::PhysicalDeviceDriverProperties::default();
            let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
            let mut size_control = vk::PhysicalDeviceSubgroupSizeControlProperties::default();
            let has_size_control =
                api >= vk::API_VERSION_1_3 || has_ext(ash::ext::subgroup_size_control::NAME);
            let mut p2 = vk::PhysicalDeviceProperties2::default()
                .push_next(&mut driver)
                .push_next(&mut subgroup);
            if has_size_control {
                p2 = p2.push_next(&mut size_control);
            }
            let mut sm_builtins = vk::PhysicalDeviceShaderSMBuiltinsPropertiesNV::default();
            let has_sm_builtins = has_ext(ash::nv::shader_sm_builtins::NAME);
            if has_sm_builtins {
                p2 = p2.push_next(&mut sm_builtins);
            }
            let mut core_amd = vk::PhysicalDeviceShaderCorePropertiesAMD::default();
            let has_core_amd = has_ext(ash::amd::shader_core_properties::NAME);
            if has_core_amd {
                p2 = p2.push_next(&mut core_amd);
            }
            // SAFETY: `pd` is from this instance, which asked for API 1.2 or later (the *2 query
            // is core there), and the device supports 1.2 (checked above), where
            // VkPhysicalDeviceDriverProperties is core; the chain's structs are locals that
            // outlive the call; VkPhysicalDeviceSubgroupProperties is core from 1.1, and the
            // size-control, SM-builtins and AMD shader-core structs are chained only where 1.3
            // or their extension has them.
            unsafe { inst.get_physical_device_properties2(pd, &mut p2) };
            if has_sm_builtins && sm_builtins.shader_sm_count > 0 {
                compute_units = Some(sm_builtins.shader_sm_count);
            } else if has_core_amd {
                let units = core_amd.shader_engine_count
                    * core_amd.shader_arrays_per_engine_count
                    * core_amd.compute_units_per_shader_array;
                compute_units = (units > 0).then_some(units);
            }
            let (min_size, max_size) = if has_size_control {
                (
                    size_control.min_subgroup_size,
                    size_control.max_subgroup_size,
                )
            } else {
                (subgroup.subgroup_size, subgroup.subgroup_size)
            };
            if subgroup.subgroup_size > 0 {
                subgroup_size = subgroup.subgroup_size;
            }
            sub_groups = SubGroupProperties {
                min_size,
                max_size,
                supported_operations: subgroup.supported_operations.as_raw(),
                in_compute: subgroup
                    .supported_stages
                    .contains(vk::ShaderStageFlags::COMPUTE),
                size_control_in_compute: has_size_control
                    && size_control
                        .required_subgroup_size_stages
                        .contains(vk::ShaderStageFlags::COMPUTE),
                max_compute_workgroup_subgroups: size_control.max_compute_workgroup_subgroups,
            };
            driver_name = driver
                .driver_name_as_c_str()
                .map(|c| c.to_string_lossy().into_owned())
                .unwrap_or_default();
            driver_info = driver
                .driver_info_as_c_str()
                .map(|c| c.to_string_lossy().into_owned())
                .unwrap_or_default();
            let has_atomic_float = has_ext(ash::ext::shader_atomic_float::NAME);
            let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
            let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
            let mut fa = vk::PhysicalDeviceShaderAtomicFloatFeaturesEXT::default();
            let has_atomic_float2 = has_ext(ash::ext::shader_atomic_float2::NAME);
            let mut fa2 = vk::PhysicalDeviceShaderAtomicFloat2FeaturesEXT::default();
            let has_executable_info = has_ext(ash::khr::pipeline_executable_properties::NAME);
            // Enabled through the extension (which 1.3 devices list too), never as 1.3 core.
            let has_size_control_ext = has_ext(ash::ext::subgroup_size_control::NAME);
            let mut fs = vk::PhysicalDeviceSubgroupSizeControlFeaturesEXT::default();
            let mut fe = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default();
            let mut f2 = vk::PhysicalDeviceFeatures2::default()
                .push_next(&mut f11)
                .push_next(&mut f12);
            if has_atomic_float {
                f2 = f2.push_next(&mut fa);
            }
            if has_atomic_float2 {
                f2 = f2.push_next(&mut fa2);
            }
            if has_executable_info {
                f2 = f2.push_next(&mut fe);
            }
            if has_size_control_ext {
                f2 = f2.push_next(&mut fs);
            }
            // SAFETY: `pd` is from this instance and supports 1.2 (checked above), so the 1.1 and
            // 1.2 feature structs are valid in the chain; each extension struct is chained only
            // when the device lists its extension; every struct is a local outliving the call.
            unsafe { inst.get_physical_device_features2(pd, &mut f2) };
            let core = f2.features;
            let b = |v: vk::Bool32| v == vk::TRUE;
            features = DeviceFeatures {
                buffer_device_address: b(f12.buffer_device_address),
                shader_int64: b(core.shader_int64),
                shader_float64: b(core.shader_float64),
                shader_int16: b(core.shader_int16),
                shader_int8: b(f12.shader_int8),
                shader_float16: b(f12.shader_float16),
                storage_buffer_8bit: b(f12.storage_buffer8_bit_access),
                storage_buffer_16bit: b(f11.storage_buffer16_bit_access),
                storage_push_constant_8: b(f12.storage_push_constant8),
                storage_push_constant_16: b(f11.storage_push_constant16),
                variable_pointers: b(f11.variable_pointers),
                variable_pointers_storage_buffer: b(f11.variable_pointers_storage_buffer),
                buffer_int64_atomics: b(f12.shader_buffer_int64_atomics),
                shared_int64_atomics: b(f12.shader_shared_int64_atomics),
                vulkan_memory_model: b(f12.vulkan_memory_model),
                vulkan_memory_model_device_scope: b(f12.vulkan_memory_model_device_scope),
                buffer_float32_atomics: has_atomic_float && b(fa.shader_buffer_float32_atomics),
                buffer_float32_atomic_add: has_atomic_float
                    && b(fa.shader_buffer_float32_atomic_add),
                shared_float32_atomics: has_atomic_float && b(fa.shader_shared_float32_atomics),
                shared_float32_atomic_add: has_atomic_float
                    && b(fa.shader_shared_float32_atomic_add),
                buffer_float64_atomics: has_atomic_float && b(fa.shader_buffer_float64_atomics),
                buffer_float64_atomic_add: has_atomic_float
                    && b(fa.shader_buffer_float64_atomic_add),
                shared_float64_atomics: has_atomic_float && b(fa.shader_shared_float64_atomics),
                shared_float64_atomic_add: has_atomic_float
                    && b(fa.shader_shared_float64_atomic_add),
                buffer_float32_atomic_min_max: has_atomic_float2
                    && b(fa2.shader_buffer_float32_atomic_min_max),
                shared_float32_atomic_min_max: has_atomic_float2
                    && b(fa2.shader_shared_float32_atomic_min_max),
                buffer_float64_atomic_min_max: has_atomic_float2
                    && b(fa2.shader_buffer_float64_atomic_min_max),
                shared_float64_atomic_min_max: has_atomic_float2
                    && b(fa2.shader_shared_float64_atomic_min_max),
                non_semantic_info: api >= vk::API_VERSION_1_3
                    || has_ext(ash::khr::shader_non_semantic_info::NAME),
                pipeline_executable_info: has_executable_info && b(fe.pipeline_executable_info),
                storage_image_read_without_format: b(core.shader_storage_image_read_without_format),
                storage_image_write_without_format: b(
                    core.shader_storage_image_write_without_format
                ),
                subgroup_extended_types: b(f12.shader_subgroup_extended_types),
                subgroup_size_control: has_size_control_ext && b(fs.subgroup_size_control),
            };
        }
        // SAFETY: `pd` was enumerated from this live instance; the result is returned by value.
        let mem = unsafe { inst.get_physical_device_memory_properties(pd) };
        let heaps = &mem.memory_heaps[..mem.memory_heap_count as usize];
        let device_type = DeviceType::from_vk(props.device_type);
        // Unified memory: integrated GPUs and CPUs, or a device whose every heap is device-local.
        // (A discrete GPU with resizable BAR also has host-visible VRAM, but host reads from it
        // are slow, so it keeps staging copies.)
        let unified_memory = matches!(device_type, DeviceType::Cpu | DeviceType::Integrated)
            || heaps
                .iter()
                .all(|h| h.flags.contains(vk::MemoryHeapFlags::DEVICE_LOCAL));
        let l = &props.limits;
        // Format queries are Vulkan 1.1's; devices before 1.2 are not usable anyway.
        let read_write_images = api >= vk::make_api_version(0, 1, 2, 0)
            && crate::ImageFormat::READ_WRITE_MINIMUM.iter().all(|&f| {
                let api_version = (
                    vk::api_version_major(api),
                    vk::api_version_minor(api),
                    vk::api_version_patch(api),
                );
                let s = crate::ImageSupport::of(
                    inst,
                    pd,
                    api_version,
                    &features,
                    f,
                    oclvk_abi::reflect::ImageDim::D2,
                );
                s.storage_write_without_format && s.storage_read_without_format
            });
        DeviceInfo {
            index,
            name,
            device_type,
            vendor_id: props.vendor_id,
            device_id: props.device_id,
            api_version: (
                vk::api_version_major(api),
                vk::api_version_minor(api),
                vk::api_version_patch(api),
            ),
            driver_name,
            driver_info,
            driver_version: props.driver_version,
            pipeline_cache_uuid: props.pipeline_cache_uuid,
            limits: DeviceLimits {
                max_compute_work_group_invocations: l.max_compute_work_group_invocations,
                max_compute_work_group_size: l.max_compute_work_group_size,
                max_compute_work_group_count: l.max_compute_work_group_count,
                max_compute_shared_memory_size: l.max_compute_shared_memory_size,
                max_push_constants_size: l.max_push_constants_size,
                max_storage_buffer_range: l.max_storage_buffer_range,
                subgroup_size,
                max_buffer_size: heaps.iter().map(|h| h.size).max().unwrap_or(0),
            },
            timestamp_period: l.timestamp_period,
            features,
            sub_groups,
            unified_memory,
            compute_units,
            image_limits: crate::image::ImageLimits::from_vulkan(l, read_write_images),
        }
    }
}

impl Drop for InstanceHandle {
    fn drop(&mut self) {
        // SAFETY: the handle owns the instance and messenger and drops once. Every device made
        // from the instance is gone: a Context keeps its InstanceHandle and drops it only after
        // vkDestroyDevice. The messenger goes first, then the instance; the boxed log its
        // callback reads is a field, dropped after this body.
        unsafe {
            if let Some((du, m)) = self.debug.take() {
                du.destroy_debug_utils_messenger(m, None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

/// Picks the device `selector` names, or the best one: discrete, integrated, virtual, then CPU.
pub(crate) fn choose_device(
    devices: &[(vk::PhysicalDevice, DeviceInfo)],
    selector: Option<&DeviceSelector>,
) -> Result<usize> {
    if devices.is_empty() {
        return Err(RunnerError::NoDevice);
    }
    match selector {
        Some(sel) => devices
            .iter()
            .position(|(_, d)| sel.matches(d))
            .ok_or_else(|| RunnerError::NoMatchingDevice {
                selector: sel.to_string(),
                listing: devices
                    .iter()
                    .map(|(_, d)| format!("  {}", d.summary()))
                    .collect::<Vec<_>>()
                    .join("\n"),
            }),
        None => Ok(devices
            .iter()
            .enumerate()
            // Prefer usable (1.2 + BDA) devices, then by type, then enumeration order.
            .min_by_key(|(i, (_, d))| {
                (
                    !(d.features.buffer_device_address),
                    d.device_type.rank(),
                    *i,
                )
            })
            .map(|(i, _)| i)
            .unwrap_or(0)),
    }
}

/// Lists every physical device without creating a logical device.
pub fn list_devices() -> Result<Vec<DeviceInfo>> {
    let inst = InstanceHandle::new(false)?;
    Ok(inst.devices()?.into_iter().map(|(_, d)| d).collect())
}
