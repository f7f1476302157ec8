//! The wgpu device a WGSL kernel runs on, and the wgpu objects of one launch.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use oclvk_abi::portable::PortableBindings;
use oclvk_runner::{DeviceLimits, DeviceSelector};

use super::{block_binding_size, device_limits, round_up, Bound, Layouts, Result, WgpuError};

/// A wgpu device on a Vulkan adapter, with the errors wgpu reported on it so far.
pub struct WgpuDevice {
    device: wgpu::Device,
    queue: wgpu::Queue,
    name: String,
    limits: DeviceLimits,
    /// wgpu's validation errors, collected (an uncaptured error would otherwise panic).
    errors: Arc<Mutex<Vec<String>>>,
    /// Whether passes write timestamps (the adapter has TIMESTAMP_QUERY).
    timestamps: bool,
    timeout: Duration,
    /// Bytes of the printf buffer each launch of a kernel that calls printf binds.
    pub(crate) printf_buffer_size: u64,
    /// The program-globals buffer of each module launched so far, by its WGSL text: made
    /// from the reflection's initial bytes at the module's first launch and bound to every
    /// later one, so values persist across launches of all its kernels as OpenCL requires.
    program_globals: Mutex<HashMap<String, wgpu::Buffer>>,
    /// The formats of the images' rule (`images`) this device binds as read-write storage
    /// textures (`read_write` images): WebGPU allows read-write storage only in `r32float`,
    /// `r32sint` and `r32uint`, others where the adapter does, with
    /// `TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES`.
    read_write_formats: Vec<wgpu::TextureFormat>,
}

fn rank(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Cpu => 3,
        wgpu::DeviceType::Other => 4,
    }
}

impl WgpuDevice {
    /// A device on the Vulkan adapter `selector` names (an index as `oclvk devices` lists the
    /// Vulkan devices, or a name substring), else the best one (discrete, integrated, virtual,
    /// CPU); launches give up after `timeout`.
    pub fn new(selector: Option<&DeviceSelector>, timeout: Duration) -> Result<WgpuDevice> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
            backends: wgpu::Backends::VULKAN,
            ..wgpu::InstanceDescriptor::new_without_display_handle()
        });
        let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
        let wanted = match selector {
            // wgpu numbers adapters its own way: an index is the runner's, found by name.
            Some(DeviceSelector::Index(i)) => {
                let devices = oclvk_runner::list_devices()?;
                let name = devices
                    .iter()
                    .find(|d| d.index == *i)
                    .map(|d| d.name.clone());
                Some(name.ok_or_else(|| {
                    WgpuError::NoAdapter(format!(
                        "for device index {i} ({} devices)",
                        devices.len()
                    ))
                })?)
            }
            Some(DeviceSelector::Name(n)) => Some(n.clone()),
            None => None,
        };
        let adapter = adapters
            .into_iter()
            .filter(|a| {
                wanted
                    .as_ref()
                    .is_none_or(|n| a.get_info().name.to_lowercase().contains(&n.to_lowercase()))
            })
            .min_by_key(|a| rank(a.get_info().device_type))
            .ok_or_else(|| {
                WgpuError::NoAdapter(match &wanted {
                    Some(n) => format!("matches '{n}'"),
                    None => "found (is a Vulkan driver installed?)".into(),
                })
            })?;
        let info = adapter.get_info();
        // Timestamps for the kernel times, sub-group operations for kernels that use them
        // (a module using one is refused by wgpu on a device without it), where the adapter
        // has them.
        // Linear filtering of the images' rgba32float textures, OpenCL's border color and
        // read-write storage textures in the adapter's formats (`images`), likewise.
        let wanted_features = wgpu::Features::TIMESTAMP_QUERY
            | wgpu::Features::SUBGROUP
            | wgpu::Features::SUBGROUP_BARRIER
            | wgpu::Features::FLOAT32_FILTERABLE
            | wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER
            | wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES;
        let required_features = adapter.features() & wanted_features;
        let timestamps = required_features.contains(wgpu::Features::TIMESTAMP_QUERY);
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("oclvk"),
            required_features,
            required_limits: adapter.limits(),
            ..Default::default()
        }))
        .map_err(|e| WgpuError::RequestDevice {
            adapter: info.name.clone(),
            message: e.to_string(),
        })?;
        let errors: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = errors.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            sink.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(e.to_string());
        }));
        let adapter_formats =
            required_features.contains(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES);
        let read_write_formats = super::images::RULE_FORMATS
            .into_iter()
            .filter(|&f| {
                let features = if adapter_formats {
                    adapter.get_texture_format_features(f)
                } else {
                    f.guaranteed_format_features(required_features)
                };
                features
                    .flags
                    .contains(wgpu::TextureFormatFeatureFlags::STORAGE_READ_WRITE)
            })
            .collect();
        let subgroup = if info.subgroup_min_size == info.subgroup_max_size {
            info.subgroup_min_size
        } else {
            32
        };
        Ok(WgpuDevice {
            limits: device_limits(&device.limits(), subgroup.max(1)),
            device,
            queue,
            name: info.name,
            errors,
            timestamps,
            timeout,
            printf_buffer_size: oclvk_runner::PRINTF_BUFFER_SIZE,
            program_globals: Mutex::default(),
            read_write_formats,
        })
    }

    /// The device with printf buffers of `size` bytes (`RuntimeOptions::printf_buffer_size`,
    /// `oclvk run --printf-buffer`; the runner's default otherwise): a size outside the
    /// runner's range is its error.
    pub fn with_printf_buffer_size(mut self, size: u64) -> Result<WgpuDevice> {
        if !(oclvk_runner::MIN_PRINTF_BUFFER_SIZE..=oclvk_runner::MAX_PRINTF_BUFFER_SIZE)
            .contains(&size)
        {
            return Err(oclvk_runner::RunnerError::PrintfBufferSize { size }.into());
        }
        self.printf_buffer_size = size;
        Ok(self)
    }

    /// The adapter's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The limits launches are planned within.
    pub fn limits(&self) -> &DeviceLimits {
        &self.limits
    }

    /// Whether the device was made with `Features::SUBGROUP` (the adapter has it), so that
    /// modules using sub-group operations run.
    pub fn sub_groups(&self) -> bool {
        self.device.features().contains(wgpu::Features::SUBGROUP)
    }

    pub(super) fn device(&self) -> &wgpu::Device {
        &self.device
    }

    pub(super) fn queue(&self) -> &wgpu::Queue {
        &self.queue
    }

    /// Whether samplers may filter `rgba32float` textures linearly (`images`).
    pub(super) fn float32_filterable(&self) -> bool {
        self.device
            .features()
            .contains(wgpu::Features::FLOAT32_FILTERABLE)
    }

    /// Whether storage textures of `format` may be bound read-write.
    pub(super) fn read_write_storage(&self, format: wgpu::TextureFormat) -> bool {
        self.read_write_formats.contains(&format)
    }

    /// Whether samplers may read a border color (`CLK_ADDRESS_CLAMP`).
    pub(super) fn clamp_to_border(&self) -> bool {
        self.device
            .features()
            .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
    }

    /// The errors wgpu reported since the last check, as one error about `what`.
    pub(super) fn check(&self, what: impl FnOnce() -> String) -> Result<()> {
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        if errors.is_empty() {
            return Ok(());
        }
        let message = errors.join("\n");
        errors.clear();
        Err(WgpuError::Wgpu {
            what: what(),
            message,
        })
    }

    /// The kernels' module, with wgpu's bounds checks but without the loop bounding and the
    /// division guards it adds by default: OpenCL C leaves an endless loop without side
    /// effects, a zero divisor and `INT_MIN / -1` undefined, the default targets guard none of
    /// them, and the loop bounding (a second counter in every loop) keeps drivers from
    /// counting, unrolling and pipelining loops (docs/performance.md, "The portable targets").
    pub(super) fn shader(&self, wgsl: &str) -> Result<wgpu::ShaderModule> {
        let mut checks = wgpu::ShaderRuntimeChecks::checked();
        checks.force_loop_bounding = false;
        checks.int_div_checks = false;
        // SAFETY: what the two checks left out guard against is undefined behaviour in the
        // OpenCL C the module was compiled from (and unguarded on oclvk's Vulkan targets);
        // memory accesses stay bounds-checked.
        let module = unsafe {
            self.device.create_shader_module_trusted(
                wgpu::ShaderModuleDescriptor {
                    label: Some("kernel"),
                    source: wgpu::ShaderSource::Wgsl(wgsl.into()),
                },
                checks,
            )
        };
        self.check(|| "the WGSL module".into())?;
        Ok(module)
    }

    pub(super) fn storage_buffer(&self, size: u64, data: &[u8]) -> Result<wgpu::Buffer> {
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("argument"),
            size,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let whole = round_up(data.len() as u64, super::COPY_ALIGN) as usize;
        if whole == data.len() {
            self.queue.write_buffer(&buffer, 0, data);
        } else {
            let mut padded = data.to_vec();
            padded.resize(whole, 0);
            self.queue.write_buffer(&buffer, 0, &padded);
        }
        self.check(|| format!("a {size}-byte storage buffer"))?;
        Ok(buffer)
    }

    /// The program-globals buffer of the module `wgsl`: the one its earlier launches bound,
    /// else a new one of `size` bytes filled with `init`, kept for its later launches.
    pub(super) fn program_globals_buffer(
        &self,
        wgsl: &str,
        size: u64,
        init: &[u8],
    ) -> Result<wgpu::Buffer> {
        let mut buffers = self
            .program_globals
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(buffer) = buffers.get(wgsl) {
            return Ok(buffer.clone());
        }
        let buffer = self.storage_buffer(size, init)?;
        buffers.insert(wgsl.to_string(), buffer.clone());
        Ok(buffer)
    }

    /// Forgets the program globals of every module launched so far: the next launch of each
    /// starts from its initial values again, as a newly built OpenCL program does.
    pub fn reset_program_globals(&self) {
        self.program_globals
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    /// The argument blocks of the dispatches in one uniform buffer, each at a multiple of the
    /// device's offset alignment; the buffer and that stride. `None` for no block.
    pub(super) fn block_buffer(&self, blocks: &[Vec<u8>]) -> Result<Option<(wgpu::Buffer, u32)>> {
        let Some(first) = blocks.first().filter(|b| !b.is_empty()) else {
            return Ok(None);
        };
        let align = self
            .device
            .limits()
            .min_uniform_buffer_offset_alignment
            .max(16) as u64;
        let binding = block_binding_size(first.len() as u64).map_or(16, |n| n.get());
        let stride = round_up(binding, align);
        let mut all = vec![0u8; (stride * blocks.len() as u64) as usize];
        for (i, b) in blocks.iter().enumerate() {
            let at = i * stride as usize;
            all[at..at + b.len()].copy_from_slice(b);
        }
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("argument block"),
            size: all.len() as u64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        self.queue.write_buffer(&buffer, 0, &all);
        self.check(|| "the argument block's buffer".into())?;
        Ok(Some((buffer, stride as u32)))
    }

    /// The layouts of a launch: its buffers', its block's and `more` (textures, samplers).
    pub(super) fn layout(
        &self,
        bindings: &PortableBindings,
        block_len: u64,
        more: Vec<wgpu::BindGroupLayoutEntry>,
    ) -> Result<Layouts> {
        let mut entries: Vec<wgpu::BindGroupLayoutEntry> = bindings
            .buffers
            .iter()
            .map(|b| wgpu::BindGroupLayoutEntry {
                binding: b.binding,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Storage {
                        read_only: b.read_only,
                    },
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            })
            .collect();
        if let Some(b) = bindings.arg_block {
            entries.push(wgpu::BindGroupLayoutEntry {
                binding: b,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: true,
                    min_binding_size: block_binding_size(block_len),
                },
                count: None,
            });
        }
        entries.extend(more);
        let group = self
            .device
            .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("kernel bindings"),
                entries: &entries,
            });
        // The groups below the kernel's are empty.
        let mut groups: Vec<Option<&wgpu::BindGroupLayout>> = vec![None; bindings.group as usize];
        groups.push(Some(&group));
        let pipeline = self
            .device
            .create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some("kernel"),
                bind_group_layouts: &groups,
                immediate_size: 0,
            });
        self.check(|| "the kernel's bind group layout".into())?;
        Ok(Layouts {
            group,
            pipeline,
            block_size: block_binding_size(block_len),
        })
    }

    pub(super) fn pipeline(
        &self,
        shader: &wgpu::ShaderModule,
        layout: &wgpu::PipelineLayout,
        kernel: &str,
        constants: &[(String, f64)],
    ) -> Result<wgpu::ComputePipeline> {
        let constants: Vec<(&str, f64)> = constants.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let pipeline = self
            .device
            .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(kernel),
                layout: Some(layout),
                module: shader,
                entry_point: Some(kernel),
                compilation_options: wgpu::PipelineCompilationOptions {
                    constants: &constants,
                    // OpenCL's local memory starts undefined; the kernel initializes what it reads.
                    zero_initialize_workgroup_memory: false,
                },
                cache: None,
            });
        self.check(|| format!("the pipeline of kernel '{kernel}'"))?;
        Ok(pipeline)
    }

    pub(super) fn bind_group(
        &self,
        layouts: &Layouts,
        bindings: &PortableBindings,
        bound: &[Bound],
        block: Option<&(wgpu::Buffer, u32)>,
        more: Vec<wgpu::BindGroupEntry<'_>>,
    ) -> Result<wgpu::BindGroup> {
        let mut entries: Vec<wgpu::BindGroupEntry> = bound
            .iter()
            .map(|b| wgpu::BindGroupEntry {
                binding: b.binding,
                resource: b.buffer.as_entire_binding(),
            })
            .collect();
        if let (Some(binding), Some((buffer, _))) = (bindings.arg_block, block) {
            entries.push(wgpu::BindGroupEntry {
                binding,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer,
                    offset: 0,
                    size: layouts.block_size,
                }),
            });
        }
        entries.extend(more);
        let group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("kernel bindings"),
            layout: &layouts.group,
            entries: &entries,
        });
        self.check(|| "the kernel's bind group".into())?;
        Ok(group)
    }
}

impl WgpuDevice {
    /// Records `dispatches` (pipeline, work-group count, the dynamic offset of the block) in
    /// one compute pass, submits it and waits; the wall time from submit to completion and the
    /// GPU time between the pass's timestamps.
    pub(super) fn dispatch(
        &self,
        kernel: &str,
        group_index: u32,
        group: &wgpu::BindGroup,
        dispatches: &[(&wgpu::ComputePipeline, [u32; 3], Option<u32>)],
    ) -> Result<(Duration, Option<Duration>)> {
        let queries = self.timestamps.then(|| {
            let set = self.device.create_query_set(&wgpu::QuerySetDescriptor {
                label: Some("kernel time"),
                ty: wgpu::QueryType::Timestamp,
                count: 2,
            });
            let resolve = self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("kernel time"),
                size: 16,
                usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: false,
            });
            (set, resolve)
        });
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some(kernel),
            });
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some(kernel),
                timestamp_writes: queries.as_ref().map(|(set, _)| {
                    wgpu::ComputePassTimestampWrites {
                        query_set: set,
                        beginning_of_pass_write_index: Some(0),
                        end_of_pass_write_index: Some(1),
                    }
                }),
            });
            for (pipeline, count, offset) in dispatches {
                pass.set_pipeline(pipeline);
                pass.set_bind_group(group_index, group, offset.as_slice());
                pass.dispatch_workgroups(count[0], count[1], count[2]);
            }
        }
        if let Some((set, resolve)) = &queries {
            encoder.resolve_query_set(set, 0..2, resolve, 0);
        }
        self.check(|| format!("the dispatch of kernel '{kernel}'"))?;
        let start = Instant::now();
        let index = self.queue.submit([encoder.finish()]);
        self.wait(kernel, index)?;
        let wall = start.elapsed();
        let kernel_time = match &queries {
            Some((_, resolve)) => {
                let bytes = self.read(resolve, 16)?;
                let tick = |i: usize| {
                    u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]))
                };
                let ns =
                    tick(1).wrapping_sub(tick(0)) as f64 * self.queue.get_timestamp_period() as f64;
                Some(Duration::from_nanos(ns as u64))
            }
            None => None,
        };
        Ok((wall, kernel_time))
    }

    fn wait(&self, kernel: &str, index: wgpu::SubmissionIndex) -> Result<()> {
        let waited = self.device.poll(wgpu::PollType::Wait {
            submission_index: Some(index),
            timeout: Some(self.timeout),
        });
        match waited {
            Ok(_) => self.check(|| format!("kernel '{kernel}'")),
            Err(wgpu::PollError::Timeout) => Err(WgpuError::Timeout {
                kernel: kernel.to_string(),
                timeout_ms: self.timeout.as_millis(),
            }),
            Err(e) => Err(WgpuError::Wgpu {
                what: format!("waiting for kernel '{kernel}'"),
                message: e.to_string(),
            }),
        }
    }

    /// The first `len` bytes of `buffer` (COPY_SRC usage), through a mapped copy.
    pub(super) fn read(&self, buffer: &wgpu::Buffer, len: u64) -> Result<Vec<u8>> {
        let size = round_up(len.max(1), super::COPY_ALIGN);
        let staging = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("read-back"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("read-back"),
            });
        encoder.copy_buffer_to_buffer(buffer, 0, &staging, 0, size);
        let index = self.queue.submit([encoder.finish()]);
        let mapped: Arc<Mutex<Option<std::result::Result<(), wgpu::BufferAsyncError>>>> =
            Arc::default();
        let done = mapped.clone();
        staging.map_async(wgpu::MapMode::Read, .., move |r| {
            *done.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
        });
        self.wait("read-back", index)?;
        // The wait returned after the submission: the map callback has run.
        let result = mapped.lock().unwrap_or_else(|e| e.into_inner()).take();
        match result {
            Some(Ok(())) => {}
            Some(Err(e)) => {
                return Err(WgpuError::Wgpu {
                    what: "mapping a buffer for reading".into(),
                    message: e.to_string(),
                })
            }
            None => {
                return Err(WgpuError::Wgpu {
                    what: "mapping a buffer for reading".into(),
                    message: "the map did not complete".into(),
                })
            }
        }
        let bytes = staging.get_mapped_range(..).map_err(|e| WgpuError::Wgpu {
            what: "reading a mapped buffer".into(),
            message: e.to_string(),
        })?[..len as usize]
            .to_vec();
        staging.unmap();
        Ok(bytes)
    }
}
