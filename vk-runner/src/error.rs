//! The runner's error type: one enum, one variant per failure a user can cause or meet, each with a
//! message that names the argument, limit or device involved.

use std::path::PathBuf;

use ash::vk;
use oclvk_abi::reflect::{KernelReflection, ReflectionError};

/// Everything that can go wrong between loading Vulkan and reading results back.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RunnerError {
    #[error("the Vulkan loader (libvulkan.so.1) was not found; install libvulkan1 (and a driver such as mesa-vulkan-drivers for lavapipe): {0}")]
    LoaderMissing(String),
    #[error("no Vulkan device found (is a driver installed? for a CPU device install mesa-vulkan-drivers)")]
    NoDevice,
    #[error("validation was requested but VK_LAYER_KHRONOS_validation is not installed (install vulkan-validationlayers)")]
    ValidationUnavailable,
    #[error("no Vulkan device matches '{selector}'; devices:\n{listing}")]
    NoMatchingDevice { selector: String, listing: String },
    #[error("device '{device}' supports only Vulkan {version}; oclvk needs Vulkan 1.2")]
    DeviceTooOld { device: String, version: String },
    #[error("kernel '{kernel}' needs the bufferDeviceAddress feature, which device '{device}' {why}; compile it with --target vulkan1.2-portable (or vulkan1.3-portable) to run it through descriptors")]
    NoBufferDeviceAddress {
        kernel: String,
        device: String,
        /// "lacks" or "has switched off".
        why: &'static str,
    },
    #[error("device '{device}' has no queue family with compute support")]
    NoComputeQueue { device: String },
    #[error("OCLVK_QUEUE_FAMILY={value}: device '{device}' has no compute queue family with that index (compute families: {available})")]
    BadQueueFamily {
        value: String,
        device: String,
        available: String,
    },
    #[error("the module is SPIR-V {module}, which device '{device}' (Vulkan {api}) cannot load; compile with --target vulkan1.2")]
    SpirvVersion {
        module: String,
        device: String,
        api: String,
    },
    #[error("Vulkan call {call} failed: {result}")]
    Vulkan {
        call: &'static str,
        result: vk::Result,
    },
    #[error("the device was lost (VK_ERROR_DEVICE_LOST) during {during}; the kernel may have faulted (out-of-bounds access?)")]
    DeviceLost { during: String },
    #[error("kernel '{kernel}': {detail}")]
    OutOfBounds { kernel: String, detail: String },
    #[error("work-item {item} of kernel '{kernel}' ran into lavapipe's limit of {limit} loop iterations, which cuts loops short; results are invalid (run it on another device)")]
    LoopLimit {
        kernel: String,
        item: String,
        limit: String,
    },
    #[error("kernel '{kernel}' did not finish within {timeout_ms} ms (infinite loop? raise the timeout)")]
    Timeout { kernel: String, timeout_ms: u128 },
    #[error("the driver did not finish compiling kernel '{kernel}' within {timeout_ms} ms (its first dispatch)")]
    CompileTimeout { kernel: String, timeout_ms: u128 },
    #[error("the runtime is unusable after an earlier timeout or device loss")]
    Poisoned,
    #[error("memory allocation failed: {0}")]
    Allocation(String),
    #[error("image: {0}")]
    Image(String),
    #[error(transparent)]
    Reflection(#[from] ReflectionError),
    #[error("the module is not valid SPIR-V: {0}")]
    BadModule(String),
    #[error("the module's reflection does not match it: {0}")]
    BadReflection(String),
    #[error("the module was compiled for the opencl target (OpenCL's Kernel execution model), which Vulkan cannot run; compile it with --target vulkan1.2 or vulkan1.3")]
    OpenClModule,
    #[error("unknown kernel '{name}'; the module's kernels are: {available}")]
    UnknownKernel { name: String, available: String },
    #[error("kernel '{kernel}' has no parameter '{name}'; its parameters are: {available}")]
    UnknownArg {
        kernel: String,
        name: String,
        available: String,
    },
    #[error("kernel '{kernel}': missing argument(s): {names}")]
    MissingArgs { kernel: String, names: String },
    #[error("kernel '{kernel}': argument '{name}' is given more than once")]
    DuplicateArg { kernel: String, name: String },
    #[error("argument '{name}': the kernel's parameter is {expected}, but {given} was given")]
    ArgKindMismatch {
        name: String,
        expected: String,
        given: String,
    },
    #[error("argument '{name}': the kernel's parameter '{type_name}' takes {expected} bytes, but {given} bytes were given")]
    ValueSize {
        name: String,
        type_name: String,
        expected: u32,
        given: usize,
    },
    #[error("argument '{name}': buffers must not be empty")]
    EmptyBuffer { name: String },
    #[error("buffers must not be empty (size 0 requested)")]
    ZeroSizeBuffer,
    #[error("a buffer of {size} bytes does not fit device '{device}', whose largest memory heap holds {max} bytes")]
    BufferTooLarge { size: u64, max: u64, device: String },
    #[error("kernel '{kernel}': the buffer at binding {binding} is {size} bytes, more than the device's maxStorageBufferRange ({max} bytes) a portable kernel can bind")]
    StorageBufferRange {
        kernel: String,
        binding: u32,
        size: u64,
        max: u32,
    },
    #[error("kernel '{kernel}' was compiled with run-time checks, which a portable kernel cannot have (its checks buffer needs a device address)")]
    PortableChecks { kernel: String },
    #[error("argument '{name}': {source}")]
    Argument {
        name: String,
        source: Box<RunnerError>,
    },
    #[error("argument '{name}': local:0 is not allowed; a local array needs at least one element")]
    ZeroLocal { name: String },
    #[error("argument '{name}': its size was fixed when compiling at {fixed} bytes ({count} elements: local:{count}), not {given}")]
    FixedLocalSize {
        name: String,
        fixed: u64,
        count: u64,
        given: u64,
    },
    #[error("the NDRange needs 1 to 3 dimensions, got {0}")]
    BadDimensions(usize),
    #[error("{what} has {got} dimension(s) but the global size has {dims}")]
    DimensionMismatch {
        what: &'static str,
        got: usize,
        dims: usize,
    },
    #[error("{what} size in dimension {dim} is zero")]
    ZeroSize { what: &'static str, dim: usize },
    #[error(
        "global size {global} does not fit the device's 32-bit invocation ids (dimension {dim})"
    )]
    GlobalTooLarge { dim: usize, global: u64 },
    #[error(
        "global size {global} in dimension {dim} is not a multiple of local size {local} ({why})"
    )]
    NotDivisible {
        dim: usize,
        global: u64,
        local: u32,
        /// Why the launch needs uniform work-groups.
        why: String,
    },
    #[error("global offset {offset} plus global size {global} in dimension {dim} exceeds the range of size_t (2^64)")]
    OffsetOverflow {
        dim: usize,
        offset: u64,
        global: u64,
    },
    #[error("kernel '{kernel}' requires local size {required:?} (reqd_work_group_size) but {given:?} was given")]
    RequiredLocalSize {
        kernel: String,
        required: [u32; 3],
        given: [u32; 3],
    },
    #[error("local size {local} in dimension {dim} exceeds the device's maxComputeWorkGroupSize[{dim}] = {max}")]
    LocalSizeLimit { dim: usize, local: u32, max: u32 },
    #[error("local size {local:?} has {total} invocations, above the device's maxComputeWorkGroupInvocations = {max}")]
    InvocationLimit {
        local: [u32; 3],
        total: u64,
        max: u32,
    },
    #[error("work-groups {groups:?} need {dispatches} dispatches of at most maxComputeWorkGroupCount = {max_count:?} work-groups, above oclvk's limit of {max} dispatches per launch; give a larger local size")]
    DispatchLimit {
        groups: [u32; 3],
        max_count: [u32; 3],
        dispatches: u64,
        max: u64,
    },
    #[error("kernel '{kernel}' needs {needed} bytes of local memory ({detail}), above the device's maxComputeSharedMemorySize = {max}")]
    LocalMemoryLimit {
        kernel: String,
        needed: u64,
        detail: String,
        max: u32,
    },
    #[error("kernel '{kernel}' passes {size} bytes of arguments in push constants, above the device's maxPushConstantsSize = {max}")]
    PushConstantLimit { kernel: String, size: u32, max: u32 },
    #[error(
        "kernel '{kernel}' uses {operation} ({feature}), which device '{device}' does not support"
    )]
    FloatAtomicUnsupported {
        kernel: String,
        operation: String,
        feature: String,
        device: String,
    },
    #[error(
        "kernel '{kernel}' uses 64-bit atomics on {memory} memory ({feature}), which device '{device}' does not support"
    )]
    Int64AtomicsUnsupported {
        kernel: String,
        memory: &'static str,
        feature: &'static str,
        device: String,
    },
    #[error(
        "kernel '{kernel}' uses sub-group {operation} operations, which device '{device}' does not support{detail}"
    )]
    SubGroupUnsupported {
        kernel: String,
        operation: String,
        device: String,
        /// What the device lacks, when more than the operation class (its compute stage).
        detail: String,
    },
    #[error(
        "kernel '{kernel}' uses sub-group operations on 8-, 16- or 64-bit integers or half (shaderSubgroupExtendedTypes), which device '{device}' does not support"
    )]
    SubGroupExtendedTypesUnsupported { kernel: String, device: String },
    #[error("kernel '{kernel}' needs sub-group size {size}, which device '{device}' cannot pin: {reason}")]
    SubGroupSizeUnsupported {
        kernel: String,
        size: u32,
        device: String,
        reason: String,
    },
    #[error("kernel '{kernel}' requires sub-group size {required} (intel_reqd_sub_group_size); the launch asks for {requested}")]
    SubGroupSizeConflict {
        kernel: String,
        required: u32,
        requested: u32,
    },
    #[error("kernel name '{0}' contains a NUL byte")]
    BadKernelName(String),
    #[error("buffer holds {size} bytes, which is not a whole number of {elem}-byte elements")]
    BufferElementSize { size: u64, elem: usize },
    #[error("{0}")]
    Spec(String),
    #[error("kernel '{kernel}': cannot format printf output: {message}")]
    Printf { kernel: String, message: String },
    #[error(
        "a printf buffer of {size} bytes is out of range: give {} bytes to {} bytes",
        crate::MIN_PRINTF_BUFFER_SIZE,
        crate::MAX_PRINTF_BUFFER_SIZE
    )]
    PrintfBufferSize { size: u64 },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl RunnerError {
    /// [`RunnerError::UnknownArg`]: `kernel` has no parameter `name`; the error lists its
    /// parameters (type and name).
    pub fn unknown_arg(kernel: &KernelReflection, name: String) -> RunnerError {
        let available = if kernel.args.is_empty() {
            "(none)".into()
        } else {
            kernel
                .args
                .iter()
                .map(|a| format!("{} {}", a.type_name, a.name))
                .collect::<Vec<_>>()
                .join(", ")
        };
        RunnerError::UnknownArg {
            kernel: kernel.name.clone(),
            name,
            available,
        }
    }

    /// Maps a raw `vk::Result` from `call` to the typed error (device loss gets its own variant).
    pub(crate) fn vk(call: &'static str) -> impl Fn(vk::Result) -> RunnerError {
        move |result| {
            if result == vk::Result::ERROR_DEVICE_LOST {
                RunnerError::DeviceLost {
                    during: call.to_string(),
                }
            } else {
                RunnerError::Vulkan { call, result }
            }
        }
    }
}

pub type Result<T, E = RunnerError> = std::result::Result<T, E>;
