//! Running a kernel compiled to WGSL through wgpu (its Vulkan backend), as `oclvk run --target
//! wgsl` does: the same argument specs, ND-range rules and outputs as the runner's path.
//!
//! The kernel's reflection ([`oclvk_abi::portable`]) says how to bind it: one bind group of
//! storage buffers (each argument's, the program's data blocks, the printf buffer) and the
//! argument block as a uniform buffer, the runner's byte layout; work-group sizes and `local`
//! lengths are pipeline overrides with the reflection's spec ids. The launch is planned by the
//! runner ([`oclvk_runner::plan_launch`], [`oclvk_runner::argument_blocks`]): more groups than
//! the device's limit and a smaller last group become several dispatches, each with its own
//! copy of the block (its group base) at a dynamic offset.
//!
//! A module's program-scope variables (its `program-globals` binding) live in one buffer per
//! module and device, made at the module's first launch and bound to every later launch of
//! any of its kernels, so their values persist as OpenCL requires; the module is known by its
//! WGSL text ([`WgpuDevice::reset_program_globals`] starts every module afresh).

mod device;
mod images;

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::time::{Duration, Instant};

use crate::run::{RunConfig, RunOutput, RunReport, TimeStats};
use crate::spec::{resolve_within, ArgSpec, HostArg, ResolvedArg};
use oclvk_abi::portable::{BufferSource, PortableBindings};
use oclvk_abi::reflect::{ArgKind, KernelReflection, ModuleReflection};
use oclvk_runner::portable::BoundResource;
use oclvk_runner::{DeviceLimits, LaunchStats, NdRange, RunnerError};

pub use device::WgpuDevice;

/// Why a run through wgpu failed.
#[derive(Debug, thiserror::Error)]
pub enum WgpuError {
    #[error(transparent)]
    Runner(#[from] RunnerError),
    #[error("no wgpu Vulkan adapter {0}")]
    NoAdapter(String),
    #[error("wgpu could not create a device on '{adapter}': {message}")]
    RequestDevice { adapter: String, message: String },
    #[error(
        "kernel '{0}' has no portable bindings in its reflection: compile it with --target wgsl"
    )]
    NotPortable(String),
    #[error("kernel '{kernel}': argument '{name}' is {what}, which the WGSL path cannot pass")]
    Unsupported {
        kernel: String,
        name: String,
        what: &'static str,
    },
    #[error("the WGSL does not parse: {0}")]
    Parse(String),
    #[error("wgpu refused {what}: {message}")]
    Wgpu { what: String, message: String },
    #[error("kernel '{kernel}' did not finish within {timeout_ms} ms")]
    Timeout { kernel: String, timeout_ms: u128 },
    #[error(
        "kernel '{kernel}' uses sub-group functions, whose ids WebGPU does not give in a \
         multi-dimensional work-group (local size {local:?}): launch it with a 1-D work-group"
    )]
    MultiDimensionalSubGroups { kernel: String, local: [u32; 3] },
}

pub type Result<T> = std::result::Result<T, WgpuError>;

/// Bytes every wgpu buffer size and copy is a multiple of (`wgpu::COPY_BUFFER_ALIGNMENT`).
const COPY_ALIGN: u64 = 4;

fn round_up(n: u64, to: u64) -> u64 {
    n.div_ceil(to.max(1)) * to.max(1)
}

/// A launch's buffers: one per binding, with the bytes that are the host's.
struct Bound {
    binding: u32,
    buffer: wgpu::Buffer,
    /// The argument index, for arguments.
    argument: Option<u32>,
    /// Bytes of the host's data (the buffer is rounded up to whole elements).
    len: u64,
}

/// The pipeline overrides of one dispatch shape: work-group size, enqueued size, `local`
/// lengths, and `more` (the sampler arguments' modes, the images' formats), by spec id, only those the shader
/// declares (wgpu refuses others).
fn overrides(
    kernel: &KernelReflection,
    declared: &[u16],
    local: [u32; 3],
    enqueued: [u32; 3],
    local_lengths: &HashMap<u32, u32>,
    more: &[(u32, u32)],
) -> Vec<(String, f64)> {
    let mut out: Vec<(u32, u32)> = kernel
        .work_group
        .spec_ids
        .iter()
        .copied()
        .zip(local)
        .collect();
    out.extend(
        kernel
            .work_group
            .enqueued_spec_ids
            .iter()
            .flatten()
            .copied()
            .zip(enqueued),
    );
    for a in &kernel.args {
        if let ArgKind::Local { spec_id, .. } = a.kind {
            out.push((spec_id, local_lengths.get(&a.index).copied().unwrap_or(1)));
        }
    }
    out.extend_from_slice(more);
    out.into_iter()
        .filter(|(id, _)| u16::try_from(*id).is_ok_and(|id| declared.contains(&id)))
        .map(|(id, v)| (id.to_string(), v as f64))
        .collect()
}

/// The override ids the WGSL declares.
fn declared_overrides(wgsl: &str) -> Result<Vec<u16>> {
    let module =
        naga::front::wgsl::parse_str(wgsl).map_err(|e| WgpuError::Parse(e.emit_to_string(wgsl)))?;
    Ok(module.overrides.iter().filter_map(|(_, o)| o.id).collect())
}

fn portable(kernel: &KernelReflection) -> Result<&PortableBindings> {
    kernel
        .portable
        .as_ref()
        .ok_or_else(|| WgpuError::NotPortable(kernel.name.clone()))
}

fn find_kernel<'m>(module: &'m ModuleReflection, name: &str) -> Result<&'m KernelReflection> {
    module.kernel(name).ok_or_else(|| {
        WgpuError::Runner(RunnerError::UnknownKernel {
            name: name.to_string(),
            available: module
                .kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
    })
}

/// A launch ready to run, any number of times: its buffers (uploaded once, so a kernel that
/// updates its data in place sees its own earlier results, as on the runner's path; the
/// program globals' buffer is the module's, shared with its other launches), pipelines and
/// bind group.
pub struct WgpuLaunch<'d> {
    device: &'d WgpuDevice,
    kernel: String,
    group_index: u32,
    bound: Vec<Bound>,
    /// The image arguments' textures and the samplers.
    textures: images::Bound,
    /// The pipeline of each work-group shape of the plan.
    pipelines: Vec<([u32; 3], wgpu::ComputePipeline)>,
    /// The argument blocks' uniform buffer and the stride between their copies.
    block: Option<(wgpu::Buffer, u32)>,
    group: wgpu::BindGroup,
    plan: oclvk_runner::LaunchPlan,
    printf_calls: Vec<oclvk_abi::reflect::PrintfCall>,
    printf_binding: Option<u32>,
    /// Host time of the preparation past the uploads: shader, pipelines, bind group.
    pub setup_time: Duration,
    /// Host time of creating and filling the buffers.
    pub upload_time: Duration,
}

impl WgpuDevice {
    /// Checks and prepares a launch of `kernel_name` from the WGSL module `wgsl` (reflected
    /// by `module`) over `range` with `args` (every argument, resolved against its parameter).
    /// Its program globals, if the module has any, are the module's on this device: what its
    /// earlier launches left there, the reflection's initial bytes at its first.
    pub fn prepare(
        &self,
        wgsl: &str,
        module: &ModuleReflection,
        kernel_name: &str,
        range: &NdRange,
        args: &[ResolvedArg],
    ) -> Result<WgpuLaunch<'_>> {
        let kernel = find_kernel(module, kernel_name)?;
        let bindings = portable(kernel)?;
        let setup = Instant::now();
        let plan = oclvk_runner::plan_launch(module, kernel, range, self.limits())?;
        let mut values: Vec<(u32, &[u8])> = Vec::new();
        let mut local_lengths = HashMap::new();
        // The sampler arguments' modes and the images' channel data types and orders, by
        // override id.
        let mut arg_overrides = Vec::new();
        // The same, for the hidden fields of the argument block.
        let mut resources = Vec::new();
        for r in args {
            match &r.value {
                HostArg::Value(bytes) => values.push((r.param.index, bytes)),
                HostArg::Local(n) => {
                    oclvk_runner::check_local_arg(&r.param, *n)?;
                    local_lengths.insert(r.param.index, *n);
                }
                HostArg::Sampler(modes) => {
                    resources.push((r.param.index, BoundResource::Sampler(*modes)));
                    if let ArgKind::Sampler {
                        modes_override_id: Some(id),
                        ..
                    } = r.param.kind
                    {
                        arg_overrides.push((id, modes.bits()));
                    }
                }
                HostArg::Image { desc, .. } => {
                    resources.push((r.param.index, BoundResource::Image(desc.format)));
                    if let ArgKind::Image {
                        format_spec_ids: Some([data_type, order]),
                        ..
                    } = r.param.kind
                    {
                        let (t, o) = desc.format.clk_values();
                        arg_overrides.extend([(data_type, t), (order, o)]);
                    }
                }
                HostArg::Buffer(_) => {}
            }
        }
        // Before any upload: naga (as WebGPU) refuses `subgroup_id`/`subgroup_invocation_id`,
        // which the WGSL of a kernel using sub-groups reads, in a work-group of more than one
        // dimension.
        if !kernel.sub_group_operations.is_empty() {
            if let Some(part) = plan.dispatches.iter().find(|p| p.local[1] * p.local[2] > 1) {
                return Err(WgpuError::MultiDimensionalSubGroups {
                    kernel: kernel.name.clone(),
                    local: part.local,
                });
            }
        }
        let blocks = oclvk_runner::argument_blocks(kernel, &plan, &values, &resources)?;
        let upload = Instant::now();
        let bound = self.bind_buffers(wgsl, module, kernel, bindings, args)?;
        let textures = self.bind_images(kernel, args)?;
        let upload_time = upload.elapsed();
        let declared = declared_overrides(wgsl)?;
        let shader = self.shader(wgsl)?;
        let layout = self.layout(
            bindings,
            blocks.first().map_or(0, Vec::len) as u64,
            textures.layout_entries(),
        )?;
        // One pipeline per work-group shape (the smaller last group's is another).
        let mut pipelines: Vec<([u32; 3], wgpu::ComputePipeline)> = Vec::new();
        for part in &plan.dispatches {
            if pipelines.iter().any(|(l, _)| *l == part.local) {
                continue;
            }
            let constants = overrides(
                kernel,
                &declared,
                part.local,
                plan.local_size(),
                &local_lengths,
                &arg_overrides,
            );
            let pipeline = self.pipeline(
                &shader,
                &layout.pipeline,
                oclvk_runner::portable::entry_point(kernel),
                &constants,
            )?;
            pipelines.push((part.local, pipeline));
        }
        let block = self.block_buffer(&blocks)?;
        let group = self.bind_group(
            &layout,
            bindings,
            &bound,
            block.as_ref(),
            textures.group_entries(),
        )?;
        let printf_binding = bindings
            .buffers
            .iter()
            .find(|b| b.source == BufferSource::PrintfBuffer)
            .map(|b| b.binding);
        Ok(WgpuLaunch {
            device: self,
            kernel: kernel.name.clone(),
            group_index: bindings.group,
            bound,
            textures,
            pipelines,
            block,
            group,
            plan,
            printf_calls: module.printf_calls.clone(),
            printf_binding,
            setup_time: setup.elapsed().saturating_sub(upload_time),
            upload_time,
        })
    }

    /// Resolves `specs` against the kernel, uploads its buffers, launches it `config.repeat`
    /// times over `range` and reads back the buffers `config.outputs` names (every buffer for
    /// `None`), as [`oclvk_runner::Runtime::run_specs`] does on the runner's path.
    pub fn run_specs(
        &self,
        wgsl: &str,
        module: &ModuleReflection,
        kernel_name: &str,
        range: &NdRange,
        specs: &[ArgSpec],
        config: &RunConfig,
    ) -> Result<RunReport> {
        let kernel = find_kernel(module, kernel_name)?;
        let resolved = resolve_within(kernel, specs, self.limits().max_buffer_size)?;
        let wanted: Option<Vec<u32>> = match &config.outputs {
            None => None,
            Some(list) => Some(
                list.iter()
                    .map(|t| t.find(kernel).map(|a| a.index))
                    .collect::<std::result::Result<_, _>>()?,
            ),
        };
        let launch = self.prepare(wgsl, module, kernel_name, range, &resolved)?;
        let mut launches = Vec::new();
        for i in 0..config.repeat.max(1) {
            let mut stats = launch.run()?;
            if i == 0 {
                stats.setup_time = launch.setup_time;
            }
            launches.push(stats);
        }
        let download = Instant::now();
        let mut outputs = Vec::new();
        for r in &resolved {
            if wanted.as_ref().is_some_and(|w| !w.contains(&r.param.index)) {
                continue;
            }
            // Images, as on the runner's path: a written one read back, the others as given.
            if let (ArgKind::Image { .. }, HostArg::Image { desc, data }) =
                (&r.param.kind, &r.value)
            {
                let bytes = match launch
                    .textures
                    .images
                    .iter()
                    .find(|i| i.argument == r.param.index)
                {
                    Some(image) if image.storage => self.read_image(image)?,
                    _ => data.clone(),
                };
                outputs.push(RunOutput {
                    param: r.param.clone(),
                    bytes,
                    image: Some(*desc),
                });
                continue;
            }
            if !matches!(r.param.kind, ArgKind::Buffer { .. }) {
                continue;
            }
            // A buffer argument the kernel never touches has no binding; its contents are what
            // the host gave.
            let bytes = match (launch.read_argument(r.param.index)?, &r.value) {
                (Some(bytes), _) => bytes,
                (None, HostArg::Buffer(bytes)) => bytes.clone(),
                (None, _) => continue,
            };
            outputs.push(RunOutput {
                param: r.param.clone(),
                bytes,
                image: None,
            });
        }
        if let (Some(last), Some((text, dropped))) = (launches.last_mut(), launch.printf()?) {
            last.printf = Some(text);
            last.printf_dropped = dropped;
        }
        let download_time = download.elapsed();
        let kernel_times: Option<Vec<Duration>> = launches.iter().map(|l| l.kernel_time).collect();
        let walls: Vec<Duration> = launches.iter().map(|l| l.wall_time).collect();
        Ok(RunReport {
            kernel_time: kernel_times.and_then(|t| TimeStats::of(&t)),
            dispatch_time: TimeStats::of(&walls).unwrap_or(TimeStats {
                min: Duration::ZERO,
                median: Duration::ZERO,
                max: Duration::ZERO,
            }),
            outputs,
            launches,
            upload_time: launch.upload_time,
            download_time,
            local_size: launch.plan.local_size(),
            groups: launch.plan.groups(),
        })
    }

    /// One storage buffer per binding the kernel declares, filled from the host's arguments,
    /// the module's constant data, or a fresh printf buffer; the program globals' buffer is
    /// the module's (`wgsl`'s) own, shared with its other launches.
    fn bind_buffers(
        &self,
        wgsl: &str,
        module: &ModuleReflection,
        kernel: &KernelReflection,
        bindings: &PortableBindings,
        resolved: &[ResolvedArg],
    ) -> Result<Vec<Bound>> {
        let mut out = Vec::new();
        for b in &bindings.buffers {
            let missing = |what: &str| {
                WgpuError::Runner(RunnerError::BadModule(format!(
                    "kernel '{}' binds {what} at binding {}, which the module does not have",
                    kernel.name, b.binding
                )))
            };
            let (bytes, argument): (std::borrow::Cow<[u8]>, Option<u32>) = match b.source {
                BufferSource::Argument { index } => {
                    let bytes = resolved
                        .iter()
                        .find_map(|r| match &r.value {
                            HostArg::Buffer(bytes) if r.param.index == index => Some(bytes),
                            _ => None,
                        })
                        .ok_or_else(|| missing(&format!("buffer argument {index}")))?;
                    if bytes.is_empty() {
                        let name = kernel.args.iter().find(|a| a.index == index);
                        return Err(RunnerError::EmptyBuffer {
                            name: name.map(|a| a.name.clone()).unwrap_or_default(),
                        }
                        .into());
                    }
                    (bytes.as_slice().into(), Some(index))
                }
                BufferSource::ModuleConstants | BufferSource::ProgramGlobals => {
                    let block = match b.source {
                        BufferSource::ModuleConstants => module.constant_data.as_ref(),
                        _ => module.program_globals.as_ref(),
                    }
                    .ok_or_else(|| missing("a data block"))?;
                    if !block.relocations.is_empty() {
                        return Err(RunnerError::BadModule(
                            "a data block of the module holds buffer addresses, which WGSL has not"
                                .into(),
                        )
                        .into());
                    }
                    let mut bytes = block.init.clone();
                    bytes.resize(block.size.max(block.init.len() as u64).max(4) as usize, 0);
                    (bytes.into(), None)
                }
                BufferSource::PrintfBuffer => (printf_header(self.printf_buffer_size).into(), None),
            };
            let len = bytes.len() as u64;
            let size = round_up(
                oclvk_runner::portable::bound_range(len, b.element_bytes),
                COPY_ALIGN,
            );
            if size > self.limits().max_storage_buffer_range as u64 {
                return Err(RunnerError::StorageBufferRange {
                    kernel: kernel.name.clone(),
                    binding: b.binding,
                    size,
                    max: self.limits().max_storage_buffer_range,
                }
                .into());
            }
            let buffer = if b.source == BufferSource::ProgramGlobals {
                let buffer = self.program_globals_buffer(wgsl, size, &bytes)?;
                if buffer.size() < size {
                    return Err(RunnerError::BadModule(format!(
                        "kernel '{}' binds {size} bytes of program globals, but another kernel \
                         of its module bound {}",
                        kernel.name,
                        buffer.size()
                    ))
                    .into());
                }
                buffer
            } else {
                self.storage_buffer(size, &bytes)?
            };
            out.push(Bound {
                binding: b.binding,
                buffer,
                argument,
                len,
            });
        }
        Ok(out)
    }
}

impl WgpuLaunch<'_> {
    /// Runs the launch's dispatches in one submission and waits: its wall and GPU times.
    pub fn run(&self) -> Result<LaunchStats> {
        let dispatches: Vec<_> = self
            .plan
            .dispatches
            .iter()
            .enumerate()
            .map(|(d, part)| {
                let pipeline = self
                    .pipelines
                    .iter()
                    .find(|(l, _)| *l == part.local)
                    .map(|(_, p)| p)
                    .expect("prepare made a pipeline per work-group shape");
                let offset = self.block.as_ref().map(|(_, stride)| d as u32 * stride);
                (pipeline, part.count, offset)
            })
            .collect();
        let (wall_time, kernel_time) =
            self.device
                .dispatch(&self.kernel, self.group_index, &self.group, &dispatches)?;
        Ok(LaunchStats {
            kernel_time,
            wall_time,
            setup_time: Duration::ZERO,
            local_size: self.plan.local_size(),
            groups: self.plan.groups(),
            printf: None,
            printf_dropped: 0,
            local_reserve: None,
        })
    }

    /// The current contents of the buffer bound for argument `index` (`None`: the kernel
    /// binds no buffer for it).
    pub fn read_argument(&self, index: u32) -> Result<Option<Vec<u8>>> {
        match self.bound.iter().find(|b| b.argument == Some(index)) {
            Some(b) => Ok(Some(self.device.read(&b.buffer, b.len)?)),
            None => Ok(None),
        }
    }

    /// The printf output so far and the records dropped, for a kernel that calls printf.
    fn printf(&self) -> Result<Option<(String, u32)>> {
        let Some(b) = self
            .printf_binding
            .and_then(|binding| self.bound.iter().find(|b| b.binding == binding))
        else {
            return Ok(None);
        };
        let bytes = self.device.read(&b.buffer, b.len)?;
        let out =
            oclvk_runner::printf::format_buffer(&bytes, &self.printf_calls).map_err(|message| {
                RunnerError::Printf {
                    kernel: self.kernel.clone(),
                    message,
                }
            })?;
        Ok(Some((out.text, out.dropped)))
    }
}

/// A printf buffer of `size` bytes with its header set (as the runner's).
fn printf_header(size: u64) -> Vec<u8> {
    use oclvk_abi::reflect::printf_buffer as layout;
    let words = (size / 4) as usize;
    let capacity = (words - layout::HEADER_WORDS) as u32;
    let mut data = vec![0u32; words];
    data[layout::CAPACITY] = capacity;
    data[layout::END] = capacity;
    data.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The layouts of a launch: its bind group's and its pipeline's.
struct Layouts {
    group: wgpu::BindGroupLayout,
    pipeline: wgpu::PipelineLayout,
    /// The bytes of the argument block's binding (one dispatch's copy).
    block_size: Option<NonZeroU64>,
}

/// `DeviceLimits` as the runner's planning reads them, from wgpu's limits.
fn device_limits(l: &wgpu::Limits, subgroup_size: u32) -> DeviceLimits {
    DeviceLimits {
        max_compute_work_group_invocations: l.max_compute_invocations_per_workgroup,
        max_compute_work_group_size: [
            l.max_compute_workgroup_size_x,
            l.max_compute_workgroup_size_y,
            l.max_compute_workgroup_size_z,
        ],
        max_compute_work_group_count: [l.max_compute_workgroups_per_dimension; 3],
        max_compute_shared_memory_size: l.max_compute_workgroup_storage_size,
        // Portable kernels take no push constants.
        max_push_constants_size: 0,
        max_storage_buffer_range: l.max_storage_buffer_binding_size.min(u32::MAX as u64) as u32,
        subgroup_size,
        max_buffer_size: l.max_buffer_size,
    }
}

/// The uniform binding's minimum size: the block in whole 16-byte rows (a uniform struct's
/// size in WGSL).
fn block_binding_size(block_len: u64) -> Option<NonZeroU64> {
    NonZeroU64::new(round_up(block_len.max(4), 16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_declared_overrides_are_passed() {
        let wgsl = "@id(0) override wg_x: u32 = 1u;\n@id(3) override n: u32 = 1u;\n\
                    @compute @workgroup_size(wg_x) fn k() {}";
        let declared = declared_overrides(wgsl).unwrap();
        let kernel: KernelReflection = serde_json::from_value(serde_json::json!({
            "name": "k", "args": [],
            "transport": { "kind": "push-constants", "size": 0 }, "implicit": [],
            "work_group": { "spec_ids": [0, 1, 2], "enqueued_spec_ids": [4, 5, 6] },
            "static_local_bytes": 0
        }))
        .unwrap();
        let got = overrides(
            &kernel,
            &declared,
            [8, 1, 1],
            [8, 1, 1],
            &HashMap::new(),
            &[],
        );
        assert_eq!(got, [("0".to_string(), 8.0)]);
    }

    #[test]
    fn wgsl_that_does_not_parse_is_an_error_not_a_panic() {
        let e = declared_overrides("fn (").unwrap_err();
        assert!(matches!(e, WgpuError::Parse(_)), "{e}");
    }
}
