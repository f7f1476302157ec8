//! oclvk's Vulkan runner: loads SPIR-V modules with their reflection and dispatches kernels.
//!
//! [`Runtime`] is the entry point: it loads Vulkan at run time (so a missing loader is an error,
//! not a start-up failure), picks a device, and owns the queue and allocator.
//! [`Runtime::load_program`] makes a [`Program`], buffers come from
//! [`Runtime::buffer_from_slice`], and [`Runtime::launch`] checks and runs one kernel.
//! [`printf`] formats the printf buffer of kernels that call printf ([`LaunchStats::printf`]),
//! and [`checks`] the run-time checks (bounds, lavapipe's loop limit) a device gets. With the
//! `bench` feature (which the `oclvk` command turns on), `bench` measures copy bandwidth,
//! batched launches and the Vulkan calls behind a launch for `oclvk bench`. The command's
//! argument specs, `.npy` files and `oclvk run` live with the command (the `oclvk` package).
//!
//! The library reads no environment variable: [`RuntimeOptions::from_env`] is where the `oclvk`
//! command's variables (`OCLVK_DEVICE`, `OCLVK_VALIDATION`, the pipeline cache under
//! `$XDG_CACHE_HOME/oclvk`, `OCLVK_QUEUE_FAMILY`) become options.

#[cfg(feature = "bench")]
pub mod bench;
pub mod checks;
mod device;
pub mod error;
mod fma_probe;
pub mod image;
mod image_format;
mod image_region;
pub use image_region::ImageRegion;
mod instance;
mod launch;
mod memory;
mod module_check;
pub mod occupancy;
pub mod pipeline_info;
pub mod portable;
pub mod printf;
mod program;
mod sub_group_size;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use oclvk_abi::reflect::{ImageDim, ModuleReflection};

pub use error::{Result, RunnerError};
pub use image::{
    ChannelOrder, ChannelType, Image, ImageDesc, ImageFormat, ImageLimits, ImageSupport,
};
pub use instance::{
    list_devices, DeviceFeatures, DeviceInfo, DeviceLimits, DeviceSelector, DeviceType,
    SubGroupProperties,
};
pub use launch::{
    argument_blocks, check_local_arg, default_local_size, plan_launch, uniform_reason,
    uniform_work_groups, ArgValue, DispatchPart, LaunchPlan, LaunchStats, NdRange, SequenceLaunch,
    MAX_PRINTF_BUFFER_SIZE, MIN_PRINTF_BUFFER_SIZE, PRINTF_BUFFER_SIZE,
};
pub use memory::{from_bytes, to_bytes, Buffer, Scalar};
pub use program::{words_from_bytes, Program};

/// Default fence timeout for one submission.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// How to create a [`Runtime`]. [`RuntimeOptions::default`] reads nothing from the environment;
/// [`RuntimeOptions::from_env`] starts from the variables the `oclvk` command honours.
#[derive(Clone, Debug)]
pub struct RuntimeOptions {
    /// `None`: the best device.
    pub device: Option<DeviceSelector>,
    /// Enables VK_LAYER_KHRONOS_validation.
    pub validation: bool,
    /// How long to wait for any one submission before returning [`RunnerError::Timeout`].
    pub timeout: Duration,
    /// Load and save the pipeline cache in [`RuntimeOptions::cache_dir`] (`oclvk --no-cache`
    /// turns it off).
    pub pipeline_cache: bool,
    /// Where the pipeline cache's files live (`None`: in memory only); [`RuntimeOptions::from_env`]
    /// sets `$XDG_CACHE_HOME/oclvk` or `~/.cache/oclvk`.
    pub cache_dir: Option<PathBuf>,
    /// The queue family to submit to, by index as written (`OCLVK_QUEUE_FAMILY`, for measuring
    /// queue latency); one that is not a compute family's index is an error naming it. `None`:
    /// a compute family that writes timestamps, compute-only before graphics.
    pub queue_family: Option<String>,
    /// Among compute families, take one with graphics first (`OCLVK_PREFER_GRAPHICS_QUEUE`).
    pub prefer_graphics_queue: bool,
    /// Bytes of the printf buffer each launch of a kernel that calls printf gets (default
    /// [`PRINTF_BUFFER_SIZE`], 1 MiB; [`MIN_PRINTF_BUFFER_SIZE`]..=[`MAX_PRINTF_BUFFER_SIZE`]).
    /// Records that do not fit are dropped and counted in [`LaunchStats::printf_dropped`].
    pub printf_buffer_size: u64,
    /// Write GPU timestamps around every dispatch, for [`LaunchStats::kernel_time`]. Off by
    /// default: a query-pool reset, two timestamp writes and their read-back cost about 5 us per
    /// launch on an H100 (docs/performance.md), so only what reports kernel times asks for them
    /// (`oclvk run`, `oclvk bench`, `oclvk demo`).
    pub kernel_timestamps: bool,
    /// Bounds-check kernels compiled for this runtime ([`Runtime::checks`]): `None` turns the
    /// checks on for CPU devices (lavapipe), where an out-of-bounds access corrupts or crashes
    /// the process itself, and off for GPUs, where the driver contains the damage.
    pub check_bounds: Option<bool>,
    /// Give buffers device addresses where the device has bufferDeviceAddress (the default).
    /// Off, or on a device without the feature, the runtime runs only modules compiled for a
    /// portable target (`vulkan1.2-portable`, `vulkan1.3-portable`), binding every buffer
    /// through descriptors, and refuses the others naming the feature.
    pub buffer_device_address: bool,
}

impl Default for RuntimeOptions {
    fn default() -> Self {
        RuntimeOptions {
            device: None,
            validation: false,
            timeout: DEFAULT_TIMEOUT,
            pipeline_cache: true,
            cache_dir: None,
            queue_family: None,
            prefer_graphics_queue: false,
            printf_buffer_size: PRINTF_BUFFER_SIZE,
            kernel_timestamps: false,
            check_bounds: None,
            buffer_device_address: true,
        }
    }
}

impl RuntimeOptions {
    /// The defaults with what the environment says: `OCLVK_DEVICE` (index or name substring),
    /// `OCLVK_VALIDATION=1`, the pipeline cache under `$XDG_CACHE_HOME/oclvk` (or
    /// `~/.cache/oclvk`), `OCLVK_QUEUE_FAMILY` and `OCLVK_PREFER_GRAPHICS_QUEUE`.
    pub fn from_env() -> RuntimeOptions {
        RuntimeOptions {
            device: DeviceSelector::from_env(),
            validation: instance::validation_from_env(),
            cache_dir: device::cache_dir_from_env(),
            queue_family: std::env::var("OCLVK_QUEUE_FAMILY").ok(),
            prefer_graphics_queue: std::env::var_os("OCLVK_PREFER_GRAPHICS_QUEUE").is_some(),
            ..RuntimeOptions::default()
        }
    }
}

/// A Vulkan device ready to run oclvk programs.
pub struct Runtime {
    ctx: Arc<device::Context>,
    printf_buffer_size: u64,
    check_bounds: Option<bool>,
}

impl Runtime {
    /// Loads Vulkan and creates the device `options` choose (it reads no environment variable:
    /// see [`RuntimeOptions::from_env`]).
    pub fn new(options: RuntimeOptions) -> Result<Runtime> {
        let printf_buffer_size = options.printf_buffer_size;
        launch::check_printf_buffer_size(printf_buffer_size)?;
        let ctx = device::Context::new(&device::ContextOptions {
            device: options.device,
            validation: options.validation,
            timeout: options.timeout,
            cache_dir: options
                .pipeline_cache
                .then_some(options.cache_dir)
                .flatten(),
            queue_family: options.queue_family,
            prefer_graphics_queue: options.prefer_graphics_queue,
            kernel_timestamps: options.kernel_timestamps,
            buffer_device_address: options.buffer_device_address,
        })?;
        Ok(Runtime {
            ctx: Arc::new(ctx),
            printf_buffer_size,
            check_bounds: options.check_bounds,
        })
    }

    /// Every physical device, without creating a logical device (same as [`list_devices`]).
    pub fn devices() -> Result<Vec<DeviceInfo>> {
        list_devices()
    }

    /// The run-time checks to compile kernels with for this runtime's device: bounds checks as
    /// [`RuntimeOptions::check_bounds`] says, and lavapipe's loop limit on lavapipe
    /// (the facade's `CompileOptions::apply_checks` sets them in the backend's options).
    pub fn checks(&self) -> checks::DeviceChecks {
        checks::DeviceChecks::for_device(&self.ctx.info, self.check_bounds)
    }

    /// Whether the device's GLSL.std.450 `Fma` is fused (rounded once), by a probe dispatched
    /// on the first call (or the first pipeline of a module whose math library asks) and kept:
    /// the value the runner gives modules' fused-fma specialization constant
    /// ([`ModuleReflection::fused_fma_spec_id`]).
    pub fn fused_fma(&self) -> Result<bool> {
        fma_probe::fused(&self.ctx)
    }

    /// The device this runtime uses.
    pub fn device(&self) -> &DeviceInfo {
        &self.ctx.info
    }

    /// How many command buffers this runtime's submissions have recorded (launches, transfers,
    /// warm-ups); a launch that re-submits the previous launch's command buffer records none.
    pub fn recordings(&self) -> u64 {
        self.ctx.recordings()
    }

    /// Validation warnings and errors reported so far (empty when validation is off).
    pub fn validation_messages(&self) -> Vec<String> {
        self.ctx
            .messages
            .lock()
            .map(|v| v.clone())
            .unwrap_or_default()
    }

    /// Creates a program from SPIR-V words; `reflection` `None` reads the embedded reflection.
    pub fn load_program(
        &self,
        words: &[u32],
        reflection: Option<ModuleReflection>,
    ) -> Result<Program> {
        Program::new(&self.ctx, words, reflection)
    }

    /// A zero-filled device buffer of `size` bytes.
    pub fn create_buffer(&self, size: u64) -> Result<Buffer> {
        Buffer::new(&self.ctx, size, memory::Usage::Device, "buffer")
    }

    /// A device buffer holding `bytes`.
    pub fn buffer_from_bytes(&self, bytes: &[u8]) -> Result<Buffer> {
        if bytes.is_empty() {
            return Err(RunnerError::ZeroSizeBuffer);
        }
        Buffer::with_data(&self.ctx, bytes, memory::Usage::Device, "buffer")
    }

    /// An image holding `bytes` (texels x fastest, then y, then z or layer; each texel its
    /// format's channels), kept in the GENERAL layout (see [`image`]).
    pub fn image_from_bytes(&self, desc: ImageDesc, bytes: &[u8]) -> Result<Image> {
        Image::new(&self.ctx, desc, None, Some(bytes))
    }

    /// An image holding `bytes`, held as the texture a portable kernel's module declares its
    /// argument as (`view_dim`: `ArgKind::Image::view_dim`, a 1D array as a 2D array one texel
    /// high on GLSL; [`image::texture_dim`]). Its texels and region transfers are as
    /// [`Runtime::image_from_bytes`]'s; kernels declaring the argument otherwise refuse it.
    pub fn image_for_view(
        &self,
        desc: ImageDesc,
        view_dim: Option<ImageDim>,
        bytes: &[u8],
    ) -> Result<Image> {
        Image::new(&self.ctx, desc, view_dim, Some(bytes))
    }

    /// A zero-filled image (cleared on the device, without host memory for its texels).
    pub fn create_image(&self, desc: ImageDesc) -> Result<Image> {
        Image::new(&self.ctx, desc, None, None)
    }

    /// What the device can do with images of `format` and dimensionality `dim` (its Vulkan
    /// format's features): which image arguments can take them, and whether they filter.
    pub fn image_support(&self, format: ImageFormat, dim: ImageDim) -> ImageSupport {
        ImageSupport::query(&self.ctx, format, dim)
    }

    /// A device buffer holding `data`.
    pub fn buffer_from_slice<T: Scalar>(&self, data: &[T]) -> Result<Buffer> {
        self.buffer_from_bytes(&to_bytes(data))
    }

    /// Checks and runs one kernel over `range`; arguments are named by parameter name (or index).
    /// For a kernel that calls printf, [`LaunchStats::printf`] holds the formatted output in
    /// work-item order (nothing is printed).
    pub fn launch(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        args: &[(&str, ArgValue<'_>)],
    ) -> Result<LaunchStats> {
        self.launch_with(program, kernel, range, args, self.ctx.kernel_timestamps)
    }

    /// [`Runtime::launch`] with GPU timestamps around the dispatch or not, whatever
    /// [`RuntimeOptions::kernel_timestamps`] says, for callers that time some launches only
    /// (OpenCL's profiling queues); [`LaunchStats::kernel_time`] is `None` where the queue family
    /// writes no timestamps.
    pub fn launch_with_timestamps(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        args: &[(&str, ArgValue<'_>)],
        timestamps: bool,
    ) -> Result<LaunchStats> {
        self.launch_with(program, kernel, range, args, timestamps)
    }

    /// Runs `launches` in order in one submission (one fence wait for all, where
    /// [`Runtime::launch`] waits for each): for drivers that queue launches and submit them
    /// together (an OpenCL queue at clFlush). Each result is its launch's; one that fails its
    /// checks does not run and the others do. [`LaunchStats::kernel_time`] is `None` and
    /// `wall_time` the whole submission's.
    pub fn launch_sequence(&self, launches: &[SequenceLaunch<'_>]) -> Vec<Result<LaunchStats>> {
        launch::launch_sequence(&self.ctx, launches, self.printf_buffer_size)
    }

    fn launch_with(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        args: &[(&str, ArgValue<'_>)],
        timestamps: bool,
    ) -> Result<LaunchStats> {
        if !Arc::ptr_eq(&program.ctx, &self.ctx) {
            return Err(RunnerError::Spec(
                "the program was loaded by another runtime".into(),
            ));
        }
        launch::launch(
            &self.ctx,
            program,
            kernel,
            range,
            args,
            self.printf_buffer_size,
            timestamps,
        )
    }
}
