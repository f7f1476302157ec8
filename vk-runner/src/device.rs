//! The logical device and everything that hangs off it: queue, command pool, allocator, pipeline
//! cache (optionally persisted on disk), and fenced submission with a timeout. [`Context`] is shared
//! (`Arc`) by the runtime, buffers and programs so that it outlives all of them.

use std::ffi::CStr;
use std::mem::ManuallyDrop;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ash::vk;
use gpu_allocator::vulkan::{Allocation, AllocationCreateDesc, Allocator, AllocatorCreateDesc};

use crate::error::{Result, RunnerError};
use crate::instance::{choose_device, DeviceInfo, DeviceSelector, InstanceHandle, MessageLog};

/// How long dropping the runtime waits for work abandoned by a timeout before leaking the device
/// (destroying a device that is still executing would hang or crash).
const DROP_GRACE: Duration = Duration::from_secs(2);

/// Work that timed out: kept until it finishes or the device is leaked. Resources it uses stay
/// alive because buffers and pipelines dropped after a timeout are leaked (see [`Context::is_poisoned`]).
struct Abandoned {
    fence: vk::Fence,
    cmd: vk::CommandBuffer,
}

pub(crate) struct QueueState {
    pub queue: vk::Queue,
    pub pool: vk::CommandPool,
    /// Command buffers and fences of finished submissions, reused by the next ones (creating a
    /// fence or allocating a command buffer per launch costs tens of microseconds on some
    /// drivers).
    idle_cmds: Vec<vk::CommandBuffer>,
    idle_fences: Vec<vk::Fence>,
    /// The last keyed submission's command buffer, kept recorded: a submission with the same
    /// key submits it again without recording (a launch repeated with the same arguments).
    recorded: Option<Recorded>,
}

/// What a kept command buffer holds, compared to decide whether a submission can re-use it
/// without recording: per launch, per dispatch, the pipeline's [`crate::program::Pipeline::id`],
/// the push-constant bytes and the work-group counts. Only launches whose commands reference
/// nothing else (no descriptor set, argument buffer, printf or check buffer of their own, no
/// timestamps) have a key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct RecordingKey(pub Vec<LaunchCommands>);

/// One launch's part of a [`RecordingKey`]: per dispatch, (pipeline id, push constants, groups).
pub(crate) type LaunchCommands = Vec<(u64, Vec<u8>, [u32; 3])>;

struct Recorded {
    key: RecordingKey,
    cmd: vk::CommandBuffer,
}

impl QueueState {
    /// An idle command buffer, or a new one from the pool. Idle buffers are those whose fence
    /// wait returned, so the one returned is not pending.
    fn command_buffer(&mut self, d: &ash::Device) -> Result<vk::CommandBuffer> {
        if let Some(cmd) = self.idle_cmds.pop() {
            return Ok(cmd);
        }
        let alloc = vk::CommandBufferAllocateInfo::default()
            .command_pool(self.pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        // SAFETY: the pool is `d`'s and externally synchronized by the queue lock, which the
        // caller holds (it has `&mut` of the state the lock guards).
        unsafe { d.allocate_command_buffers(&alloc) }
            .map(|cmds| cmds[0])
            .map_err(RunnerError::vk("vkAllocateCommandBuffers"))
    }

    /// An idle fence (unsignaled: reset after its last wait), or a new one.
    fn fence(&mut self, d: &ash::Device) -> Result<vk::Fence> {
        if let Some(fence) = self.idle_fences.pop() {
            return Ok(fence);
        }
        // SAFETY: the device is live and the create info is a temporary.
        unsafe { d.create_fence(&vk::FenceCreateInfo::default(), None) }
            .map_err(RunnerError::vk("vkCreateFence"))
    }
}

/// What [`Context::raw_submit_wait`] submits.
#[cfg(feature = "bench")]
#[derive(Clone, Copy, Debug)]
pub(crate) enum RawCommands {
    /// No command buffer: the fence alone.
    None,
    /// One command buffer with no commands, recorded for this submission.
    Empty,
    /// The same command buffer submitted a second time without recording it again (the time
    /// of the second submission is returned).
    Resubmitted,
}

/// How [`Context::raw_submit_recorded`] waits for its submission.
#[cfg(feature = "bench")]
#[derive(Clone, Copy, Debug)]
pub(crate) enum RawWait {
    /// A fence, polled first as launches poll it.
    Spin,
    /// A fence, blocking in vkWaitForFences at once.
    Blocking,
    /// No fence: the submission waits for `value - 1` on the timeline `semaphore` and signals
    /// `value`, whose counter the host polls (the semaphores order consecutive submissions and
    /// their memory accesses without a barrier).
    Timeline {
        semaphore: vk::Semaphore,
        value: u64,
    },
}

/// How the host learns that a submission of [`Context::raw_ring_waits`] ran to its end.
#[cfg(feature = "bench")]
#[derive(Clone, Copy, Debug)]
pub(crate) enum RingSignal {
    /// An event the command buffer sets last, polled with vkGetEventStatus; the host resets it
    /// before each submission.
    Event(vk::Event),
    /// A host-visible, host-coherent 32-bit word the command buffer fills with a non-zero value
    /// last (after a barrier to the host); the host writes 0 before each submission and reads
    /// it until it changes.
    Word(std::ptr::NonNull<u32>),
}

/// How long a submission polls its fence before blocking in vkWaitForFences: a blocking wait
/// can sleep far longer than a short kernel runs (hundreds of microseconds on NVIDIA).
const SPIN_WAIT: Duration = Duration::from_millis(2);

pub(crate) struct Context {
    /// How long a submission polls its fence: [`SPIN_WAIT`], or nothing under the validation
    /// layer, whose fence tracking (Khronos layer 1.3.239, lavapipe) crashed in
    /// vkGetFenceStatus when polled while other threads drove devices of their own.
    spin_wait: Duration,
    pub info: DeviceInfo,
    pub device: ash::Device,
    /// For format and image-format queries (images).
    pub physical_device: vk::PhysicalDevice,
    /// 0 when the queue cannot write timestamps.
    pub timestamp_valid_bits: u32,
    /// The queue family submissions go to (`oclvk bench` reports it).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub queue_family: u32,
    /// Whether launches write timestamps around the dispatch (and report the kernel time).
    pub kernel_timestamps: bool,
    /// Whether buffers have device addresses (bufferDeviceAddress is enabled): without them
    /// only kernels compiled for a portable target run.
    pub buffer_device_address: bool,
    pub timeout: Duration,
    pub pipeline_cache: vk::PipelineCache,
    pub messages: MessageLog,
    queue: Mutex<QueueState>,
    allocator: Mutex<Option<Allocator>>,
    poisoned: AtomicBool,
    /// Command buffers recorded for submissions so far (a re-submitted one is not counted).
    recordings: AtomicU64,
    abandoned: Mutex<Vec<Abandoned>>,
    /// Two-entry timestamp query pools of finished launches, for reuse.
    idle_query_pools: Mutex<Vec<vk::QueryPool>>,
    /// Whether the device's `Fma` is fused, once probed (`fma_probe`); the lock is held
    /// through the probe, so one runs per device.
    pub fused_fma: Mutex<Option<bool>>,
    cache_path: Option<PathBuf>,
    instance: ManuallyDrop<InstanceHandle>,
}

/// Where pipeline-cache blobs live by the environment: `$XDG_CACHE_HOME/oclvk` or
/// `~/.cache/oclvk`.
pub(crate) fn cache_dir_from_env() -> Option<PathBuf> {
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(x).join("oclvk"));
    }
    std::env::var_os("HOME")
        .filter(|v| !v.is_empty())
        .map(|h| PathBuf::from(h).join(".cache").join("oclvk"))
}

/// A file name next to `path` that no other save uses at the same time: runtimes of one
/// process (parallel tests) save their caches concurrently, and two writers of one temporary
/// file would rename an interleaving of both blobs into place.
fn temporary_path(path: &std::path::Path) -> PathBuf {
    static SAVES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = SAVES.fetch_add(1, Ordering::Relaxed);
    path.with_extension(format!("tmp{}-{n}", std::process::id()))
}

fn cache_file(dir: &std::path::Path, info: &DeviceInfo) -> PathBuf {
    let uuid: String = info
        .pipeline_cache_uuid
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    dir.join(format!(
        "pipelines-{:04x}-{:04x}-{uuid}-{:08x}.bin",
        info.vendor_id, info.device_id, info.driver_version
    ))
}

pub(crate) struct ContextOptions {
    pub device: Option<DeviceSelector>,
    pub validation: bool,
    pub timeout: Duration,
    /// Where the pipeline cache's file lives; `None`: not on disk.
    pub cache_dir: Option<PathBuf>,
    pub queue_family: Option<String>,
    pub prefer_graphics_queue: bool,
    pub kernel_timestamps: bool,
    /// Use bufferDeviceAddress where the device has it.
    pub buffer_device_address: bool,
}

impl Context {
    pub fn new(opts: &ContextOptions) -> Result<Context> {
        let instance = InstanceHandle::new(opts.validation)?;
        let devices = instance.devices()?;
        let chosen = choose_device(&devices, opts.device.as_ref())?;
        let (pd, info) = devices[chosen].clone();
        if info.api_version < (1, 2, 0) {
            return Err(RunnerError::DeviceTooOld {
                device: info.name.clone(),
                version: info.api_version_string(),
            });
        }
        // Without device addresses the device still runs portable modules (descriptors only);
        // Program::new refuses the others.
        let addresses = opts.buffer_device_address && info.features.buffer_device_address;
        let inst = &instance.instance;
        // SAFETY: `pd` was enumerated from `instance`, which is alive; ash sizes the output.
        let families = unsafe { inst.get_physical_device_queue_family_properties(pd) };
        // Prefer a compute family that can write timestamps, then any compute family;
        // `queue_family` picks one by index (for measuring queue latency).
        let prefer_graphics = opts.prefer_graphics_queue;
        let wanted_text = opts.queue_family.clone();
        let wanted = wanted_text
            .as_deref()
            .map(|v| v.trim().parse::<usize>().ok());
        if let Some(w) = &wanted {
            let valid = w.is_some_and(|i| {
                families
                    .get(i)
                    .is_some_and(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
            });
            if !valid {
                let available: Vec<String> = families
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
                    .map(|(i, _)| i.to_string())
                    .collect();
                return Err(RunnerError::BadQueueFamily {
                    value: wanted_text.unwrap_or_default(),
                    device: info.name.clone(),
                    available: available.join(", "),
                });
            }
        }
        let wanted = wanted.flatten();
        let family = families
            .iter()
            .enumerate()
            .filter(|(i, f)| {
                f.queue_flags.contains(vk::QueueFlags::COMPUTE) && wanted.is_none_or(|w| w == *i)
            })
            .min_by_key(|(i, f)| {
                let graphics = f.queue_flags.contains(vk::QueueFlags::GRAPHICS);
                (
                    f.timestamp_valid_bits == 0,
                    graphics && !prefer_graphics,
                    *i,
                )
            })
            .map(|(i, f)| (i as u32, f.timestamp_valid_bits))
            .ok_or_else(|| RunnerError::NoComputeQueue {
                device: info.name.clone(),
            })?;
        let device = create_device(&instance, pd, &info, family.0, addresses)?;
        // SAFETY: the device was created with one queue of family `family.0` (create_device), so
        // queue index 0 of that family exists.
        let queue = unsafe { device.get_device_queue(family.0, 0) };
        let pool_info = vk::CommandPoolCreateInfo::default()
            .queue_family_index(family.0)
            .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER);
        // SAFETY: `device` is live; the create info is a local naming a queue family the device
        // was created with.
        let pool = match unsafe { device.create_command_pool(&pool_info, None) } {
            Ok(p) => p,
            Err(e) => {
                // SAFETY: nothing but the queue (which is not destroyed) was created from the
                // device, no work was submitted, and it is not used again.
                unsafe { device.destroy_device(None) };
                return Err(RunnerError::vk("vkCreateCommandPool")(e));
            }
        };
        let allocator = Allocator::new(&AllocatorCreateDesc {
            instance: inst.clone(),
            device: device.clone(),
            physical_device: pd,
            debug_settings: Default::default(),
            buffer_device_address: addresses,
            // Small blocks: test kernels use little memory and lavapipe maps it all on the host.
            allocation_sizes: gpu_allocator::AllocationSizes::new(64 << 20, 16 << 20),
        })
        .map_err(|e| RunnerError::Allocation(e.to_string()));
        let allocator = match allocator {
            Ok(a) => a,
            Err(e) => {
                // SAFETY: the pool holds no command buffers and no work was submitted; the
                // failed allocator made no memory; neither handle is used again.
                unsafe {
                    device.destroy_command_pool(pool, None);
                    device.destroy_device(None);
                }
                return Err(e);
            }
        };
        let cache_path = opts.cache_dir.as_deref().map(|dir| cache_file(dir, &info));
        let initial = cache_path
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .unwrap_or_default();
        // SAFETY: `device` is live and the create infos borrow `initial`, which outlives the call.
        // The spec wants initial data to be what vkGetPipelineCacheData returned: the file is
        // only ever written whole (save_pipeline_cache renames it into place) from a device of
        // the same vendor, device, driver version and pipelineCacheUUID (its name says so), and
        // drivers check the blob's header and ignore an incompatible one.
        let pipeline_cache = unsafe {
            device
                .create_pipeline_cache(
                    &vk::PipelineCacheCreateInfo::default().initial_data(&initial),
                    None,
                )
                // A stale or corrupt blob is not an error: start empty.
                .or_else(|_| {
                    device.create_pipeline_cache(&vk::PipelineCacheCreateInfo::default(), None)
                })
        }
        .unwrap_or(vk::PipelineCache::null());
        Ok(Context {
            spin_wait: if opts.validation {
                Duration::ZERO
            } else {
                SPIN_WAIT
            },
            info,
            messages: instance.messages(),
            device,
            physical_device: pd,
            timestamp_valid_bits: family.1,
            queue_family: family.0,
            kernel_timestamps: opts.kernel_timestamps && family.1 > 0,
            buffer_device_address: addresses,
            timeout: opts.timeout,
            pipeline_cache,
            queue: Mutex::new(QueueState {
                queue,
                pool,
                idle_cmds: Vec::new(),
                idle_fences: Vec::new(),
                recorded: None,
            }),
            allocator: Mutex::new(Some(allocator)),
            poisoned: AtomicBool::new(false),
            recordings: AtomicU64::new(0),
            abandoned: Mutex::new(Vec::new()),
            idle_query_pools: Mutex::new(Vec::new()),
            fused_fma: Mutex::new(None),
            cache_path,
            instance: ManuallyDrop::new(instance),
        })
    }

    /// How many command buffers submissions recorded so far ([`crate::Runtime::recordings`]).
    pub fn recordings(&self) -> u64 {
        self.recordings.load(Ordering::Relaxed)
    }

    pub fn allocator(&self) -> MutexGuard<'_, Option<Allocator>> {
        // A panic while holding the lock leaves the allocator consistent enough to free into.
        self.allocator.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Memory for `desc`, or [`RunnerError::Allocation`] saying what it was for (`what()`, then
    /// the allocator's message), or [`RunnerError::Poisoned`] once the allocator is gone.
    pub fn allocate(
        &self,
        desc: &AllocationCreateDesc,
        what: impl FnOnce() -> String,
    ) -> Result<Allocation> {
        match self.allocator().as_mut() {
            Some(a) => a
                .allocate(desc)
                .map_err(|e| RunnerError::Allocation(format!("{}: {e}", what()))),
            None => Err(RunnerError::Poisoned),
        }
    }

    /// Gives `allocation` back to the allocator (nothing once the allocator is gone).
    pub fn free(&self, allocation: Allocation) {
        if let Some(a) = self.allocator().as_mut() {
            let _ = a.free(allocation);
        }
    }

    pub fn instance(&self) -> &ash::Instance {
        &self.instance.instance
    }

    /// After a timeout or device loss the GPU may still use any resource: they are leaked on drop.
    pub fn is_poisoned(&self) -> bool {
        self.poisoned.load(Ordering::SeqCst)
    }

    pub fn check_usable(&self) -> Result<()> {
        if self.poisoned.load(Ordering::SeqCst) {
            Err(RunnerError::Poisoned)
        } else {
            Ok(())
        }
    }

    /// A two-entry timestamp query pool (reused when one is idle); give it back with
    /// [`Context::recycle_query_pool`] once its results are read.
    pub fn take_query_pool(&self) -> Result<vk::QueryPool> {
        if let Some(p) = self
            .idle_query_pools
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop()
        {
            return Ok(p);
        }
        let info = vk::QueryPoolCreateInfo::default()
            .query_type(vk::QueryType::TIMESTAMP)
            .query_count(2);
        // SAFETY: the device is live and the create info is a local.
        unsafe { self.device.create_query_pool(&info, None) }
            .map_err(RunnerError::vk("vkCreateQueryPool"))
    }

    /// Returns a pool from [`Context::take_query_pool`] whose submission has finished.
    pub fn recycle_query_pool(&self, pool: vk::QueryPool) {
        self.idle_query_pools
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(pool);
    }

    /// Waits for `fence`: polls it for up to `spin_wait`, then blocks for the rest of `timeout_ns`.
    fn wait_fence(
        &self,
        fence: vk::Fence,
        start: Instant,
        timeout_ns: u64,
    ) -> ash::prelude::VkResult<()> {
        let d = &self.device;
        while start.elapsed() < self.spin_wait {
            // SAFETY: callers pass a fence created from this device and not yet destroyed.
            match unsafe { d.get_fence_status(fence) } {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => return Err(e),
            }
            std::hint::spin_loop();
        }
        let left = timeout_ns.saturating_sub(start.elapsed().as_nanos() as u64);
        // SAFETY: as above; the fence array is a temporary alive across the call.
        unsafe { d.wait_for_fences(&[fence], true, left) }
    }

    /// Submits `commands` (nothing, or one empty command buffer) with a fence and waits for it,
    /// polling first when `spin`: the bare costs [`crate::Runtime::overhead_probe`] separates.
    #[cfg(feature = "bench")]
    pub(crate) fn raw_submit_wait(&self, commands: RawCommands, spin: bool) -> Result<Duration> {
        self.check_usable()?;
        let d = &self.device;
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let fence = q.fence(d)?;
        let cmd = match commands {
            RawCommands::None => None,
            RawCommands::Empty | RawCommands::Resubmitted => {
                let cmd = q.command_buffer(d)?;
                // SAFETY: `cmd` comes from the pool (created with RESET_COMMAND_BUFFER, so begin
                // resets it) under the queue lock, and is not pending: idle buffers are those
                // whose fence wait returned.
                unsafe {
                    d.begin_command_buffer(cmd, &vk::CommandBufferBeginInfo::default())
                        .map_err(RunnerError::vk("vkBeginCommandBuffer"))?;
                    d.end_command_buffer(cmd)
                        .map_err(RunnerError::vk("vkEndCommandBuffer"))?;
                }
                Some(cmd)
            }
        };
        let cmds: Vec<vk::CommandBuffer> = cmd.into_iter().collect();
        let submit = vk::SubmitInfo::default().command_buffers(&cmds);
        let submits: &[vk::SubmitInfo] = if cmds.is_empty() { &[] } else { &[submit] };
        let rounds = if matches!(commands, RawCommands::Resubmitted) {
            2
        } else {
            1
        };
        let mut elapsed = Duration::ZERO;
        for _ in 0..rounds {
            let start = Instant::now();
            // SAFETY: the queue is used under the queue lock; the fence is unsignaled (new, or
            // reset after its last wait) and not in use; `cmd` is recorded and not pending (its
            // previous round's wait returned); `submits` borrows locals alive across the call.
            unsafe { d.queue_submit(q.queue, submits, fence) }
                .map_err(RunnerError::vk("vkQueueSubmit"))?;
            let timeout_ns = u64::try_from(self.timeout.as_nanos()).unwrap_or(u64::MAX);
            let waited = if spin {
                self.wait_fence(fence, start, timeout_ns)
            } else {
                // SAFETY: the fence is this device's and alive; the array is a temporary.
                unsafe { d.wait_for_fences(&[fence], true, timeout_ns) }
            };
            elapsed = start.elapsed();
            waited.map_err(RunnerError::vk("vkWaitForFences"))?;
            // SAFETY: the wait above returned, so no pending submission uses the fence.
            unsafe { d.reset_fences(&[fence]) }.map_err(RunnerError::vk("vkResetFences"))?;
        }
        // Back to the idle lists only once every wait returned: after a failed or timed-out wait
        // the submission may still be pending, and its fence and command buffer are left alone.
        q.idle_fences.push(fence);
        q.idle_cmds.extend(cmd);
        Ok(elapsed)
    }

    /// Records a command buffer for [`Self::raw_submit_recorded`] (submitted any number of
    /// times); give it back with [`Self::raw_release`].
    #[cfg(feature = "bench")]
    pub(crate) fn raw_record(
        &self,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<vk::CommandBuffer> {
        self.check_usable()?;
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let cmd = q.command_buffer(&self.device)?;
        let pool = q.pool;
        let d = &self.device;
        let begin = vk::CommandBufferBeginInfo::default();
        // SAFETY: `cmd` comes from the pool (RESET_COMMAND_BUFFER: begin resets it) under the
        // queue lock, and is not pending (idle buffers are those whose fence wait returned).
        if let Err(e) = unsafe { d.begin_command_buffer(cmd, &begin) } {
            // SAFETY: never submitted, not used again.
            unsafe { d.free_command_buffers(pool, &[cmd]) };
            return Err(RunnerError::vk("vkBeginCommandBuffer")(e));
        }
        record(cmd);
        // SAFETY: `cmd` is recording, under the queue lock.
        if let Err(e) = unsafe { d.end_command_buffer(cmd) } {
            // SAFETY: never submitted, not used again.
            unsafe { d.free_command_buffers(pool, &[cmd]) };
            return Err(RunnerError::vk("vkEndCommandBuffer")(e));
        }
        Ok(cmd)
    }

    /// Gives back a buffer of [`Self::raw_record`] whose submissions were all waited for.
    #[cfg(feature = "bench")]
    pub(crate) fn raw_release(&self, cmd: vk::CommandBuffer) {
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        q.idle_cmds.push(cmd);
    }

    /// Submits `cmd` (from [`Self::raw_record`]) and waits as `wait` says; the host time from
    /// the submission to the end of the wait. A wait that fails poisons the context.
    #[cfg(feature = "bench")]
    pub(crate) fn raw_submit_recorded(
        &self,
        cmd: vk::CommandBuffer,
        wait: RawWait,
    ) -> Result<Duration> {
        self.check_usable()?;
        let d = &self.device;
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let cmds = [cmd];
        let timeout_ns = u64::try_from(self.timeout.as_nanos()).unwrap_or(u64::MAX);
        let poisoned = |e: vk::Result, what: &'static str| {
            self.poisoned.store(true, Ordering::SeqCst);
            RunnerError::vk(what)(e)
        };
        if let RawWait::Timeline { semaphore, value } = wait {
            let semaphores = [semaphore];
            let (waits, signals) = ([value - 1], [value]);
            let stages = [vk::PipelineStageFlags::ALL_COMMANDS];
            let mut timeline = vk::TimelineSemaphoreSubmitInfo::default()
                .wait_semaphore_values(&waits)
                .signal_semaphore_values(&signals);
            let submit = vk::SubmitInfo::default()
                .command_buffers(&cmds)
                .wait_semaphores(&semaphores)
                .wait_dst_stage_mask(&stages)
                .signal_semaphores(&semaphores)
                .push_next(&mut timeline);
            let start = Instant::now();
            // SAFETY: the queue is used under the queue lock; `cmd` is executable and not
            // pending (its previous submission was waited for); the caller's timeline semaphore
            // of this device was signalled `value - 1` by the previous round (or starts at 0)
            // and `value` is above every value signalled on it; the infos borrow locals.
            unsafe { d.queue_submit(q.queue, &[submit], vk::Fence::null()) }
                .map_err(|e| poisoned(e, "vkQueueSubmit"))?;
            loop {
                // SAFETY: a timeline semaphore of this device (the caller's), alive.
                let reached = unsafe { d.get_semaphore_counter_value(semaphore) }
                    .map_err(|e| poisoned(e, "vkGetSemaphoreCounterValue"))?;
                if reached >= value {
                    return Ok(start.elapsed());
                }
                if start.elapsed() > self.timeout {
                    return Err(poisoned(vk::Result::TIMEOUT, "vkGetSemaphoreCounterValue"));
                }
                std::hint::spin_loop();
            }
        }
        let fence = q.fence(d)?;
        let submit = vk::SubmitInfo::default().command_buffers(&cmds);
        let start = Instant::now();
        // SAFETY: the queue is used under the queue lock; `cmd` is executable and not pending;
        // the fence is unsignaled and unused; the info borrows `cmds`, alive across the call.
        unsafe { d.queue_submit(q.queue, &[submit], fence) }
            .map_err(|e| poisoned(e, "vkQueueSubmit"))?;
        let waited = match wait {
            RawWait::Blocking => {
                // SAFETY: the fence is this device's and alive; the array is a temporary.
                unsafe { d.wait_for_fences(&[fence], true, timeout_ns) }
            }
            _ => self.wait_fence(fence, start, timeout_ns),
        };
        let elapsed = start.elapsed();
        waited.map_err(|e| poisoned(e, "vkWaitForFences"))?;
        // SAFETY: the wait above returned, so no pending submission uses the fence.
        unsafe { d.reset_fences(&[fence]) }.map_err(RunnerError::vk("vkResetFences"))?;
        q.idle_fences.push(fence);
        Ok(elapsed)
    }

    /// Submits the command buffers of `ring` in turn, `rounds` times, each with a fence of its
    /// own that is waited for only before that buffer is submitted again, and after each
    /// submission polls `signal` (which every buffer of the ring sets last) instead of the
    /// fence: the host time of each round, the fence wait for the buffer's previous round
    /// included. The fences of the last rounds are waited for before returning.
    #[cfg(feature = "bench")]
    pub(crate) fn raw_ring_waits(
        &self,
        ring: &[vk::CommandBuffer],
        signal: RingSignal,
        armed: Option<vk::Event>,
        rounds: usize,
    ) -> Result<Vec<Duration>> {
        self.check_usable()?;
        let d = &self.device;
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let timeout_ns = u64::try_from(self.timeout.as_nanos()).unwrap_or(u64::MAX);
        let poisoned = |e: vk::Result, what: &'static str| {
            self.poisoned.store(true, Ordering::SeqCst);
            RunnerError::vk(what)(e)
        };
        let mut in_flight: Vec<Option<vk::Fence>> = vec![None; ring.len()];
        let mut times = Vec::with_capacity(rounds);
        let submit_slot = |q: &mut QueueState,
                           in_flight: &mut Vec<Option<vk::Fence>>,
                           slot: usize|
         -> Result<()> {
            let fence = match in_flight[slot].take() {
                Some(fence) => {
                    self.wait_fence(fence, Instant::now(), timeout_ns)
                        .map_err(|e| poisoned(e, "vkWaitForFences"))?;
                    // SAFETY: the wait returned, so no pending submission uses the fence.
                    unsafe { d.reset_fences(&[fence]) }
                        .map_err(RunnerError::vk("vkResetFences"))?;
                    fence
                }
                None => q.fence(d)?,
            };
            match signal {
                RingSignal::Event(event) => {
                    // SAFETY: the caller's event of this device; no command waits on it.
                    unsafe { d.reset_event(event) }.map_err(RunnerError::vk("vkResetEvent"))?
                }
                // SAFETY: the caller's mapped word, alive and aligned; the submission that
                // wrote it last was seen finished (its signal) before this round.
                RingSignal::Word(word) => unsafe { word.as_ptr().write_volatile(0) },
            }
            let cmds = [ring[slot]];
            let submit = vk::SubmitInfo::default().command_buffers(&cmds);
            // SAFETY: the queue is used under the queue lock; `ring[slot]` is executable and
            // not pending (its fence was waited for above, or it was never submitted); the
            // fence is unsignaled and unused; the info borrows `cmds`.
            unsafe { d.queue_submit(q.queue, &[submit], fence) }
                .map_err(|e| poisoned(e, "vkQueueSubmit"))?;
            in_flight[slot] = Some(fence);
            Ok(())
        };
        let wait_signal = |start: Instant| -> Result<()> {
            loop {
                let done = match signal {
                    // SAFETY: as above.
                    RingSignal::Event(event) => unsafe { d.get_event_status(event) }
                        .map_err(|e| poisoned(e, "vkGetEventStatus"))?,
                    // SAFETY: as above; the device writes it, hence the volatile read.
                    RingSignal::Word(word) => (unsafe { word.as_ptr().read_volatile() }) != 0,
                };
                if done {
                    return Ok(());
                }
                if start.elapsed() > self.timeout {
                    return Err(poisoned(vk::Result::TIMEOUT, "the ring's signal"));
                }
                std::hint::spin_loop();
            }
        };
        let release = |arm: vk::Event| -> Result<()> {
            // SAFETY: the caller's event of this device; setting it releases the armed
            // submission's vkCmdWaitEvents.
            unsafe { d.set_event(arm) }.map_err(|e| poisoned(e, "vkSetEvent"))
        };
        let mut run = |q: &mut QueueState, in_flight: &mut Vec<Option<vk::Fence>>| -> Result<()> {
            if let Some(arm) = armed {
                // SAFETY: no submission waits on the event yet.
                unsafe { d.reset_event(arm) }.map_err(RunnerError::vk("vkResetEvent"))?;
                submit_slot(q, in_flight, 0)?;
            }
            for round in 0..rounds {
                let start = Instant::now();
                match armed {
                    Some(arm) => {
                        release(arm)?;
                        wait_signal(start)?;
                        // SAFETY: the released submission's wait is over (its signal, set
                        // after it, was seen), and no other submission waits on the event.
                        unsafe { d.reset_event(arm) }.map_err(RunnerError::vk("vkResetEvent"))?;
                        submit_slot(q, in_flight, (round + 1) % ring.len())?;
                    }
                    None => {
                        submit_slot(q, in_flight, round % ring.len())?;
                        wait_signal(start)?;
                    }
                }
                times.push(start.elapsed());
            }
            if let Some(arm) = armed {
                // The last armed submission runs its commands once more to finish.
                release(arm)?;
            }
            Ok(())
        };
        let result = run(&mut q, &mut in_flight);
        for fence in in_flight.into_iter().flatten() {
            self.wait_fence(fence, Instant::now(), timeout_ns)
                .map_err(|e| poisoned(e, "vkWaitForFences"))?;
            // SAFETY: the wait returned, so no pending submission uses the fence.
            unsafe { d.reset_fences(&[fence]) }.map_err(RunnerError::vk("vkResetFences"))?;
            q.idle_fences.push(fence);
        }
        result.map(|()| times)
    }

    /// Submits no command buffer, only a signal of `value` on the timeline `semaphore`, and
    /// polls the counter until it is reached: the timeline counterpart of
    /// `raw_submit_wait(RawCommands::None, true)`. When the signal is not seen in time (or the
    /// device is lost) the context is poisoned: the queue may still signal the semaphore, so
    /// the caller must not destroy it.
    #[cfg(feature = "bench")]
    pub(crate) fn raw_timeline_wait(
        &self,
        semaphore: vk::Semaphore,
        value: u64,
    ) -> Result<Duration> {
        self.check_usable()?;
        let d = &self.device;
        let q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let values = [value];
        let semaphores = [semaphore];
        let mut timeline =
            vk::TimelineSemaphoreSubmitInfo::default().signal_semaphore_values(&values);
        let submit = vk::SubmitInfo::default()
            .signal_semaphores(&semaphores)
            .push_next(&mut timeline);
        let start = Instant::now();
        // SAFETY: the queue is used under the queue lock; the caller passes a timeline semaphore
        // of this device and a `value` above every value signalled on it before (VUID 03242);
        // the submit info borrows locals alive across the call.
        if let Err(e) = unsafe { d.queue_submit(q.queue, &[submit], vk::Fence::null()) } {
            if e == vk::Result::ERROR_DEVICE_LOST {
                self.poisoned.store(true, Ordering::SeqCst);
            }
            return Err(RunnerError::vk("vkQueueSubmit")(e));
        }
        loop {
            // SAFETY: a timeline semaphore of this device (the caller's), alive.
            let reached = match unsafe { d.get_semaphore_counter_value(semaphore) } {
                Ok(v) => v,
                Err(e) => {
                    self.poisoned.store(true, Ordering::SeqCst);
                    return Err(RunnerError::vk("vkGetSemaphoreCounterValue")(e));
                }
            };
            if reached >= value {
                return Ok(start.elapsed());
            }
            if start.elapsed() > self.timeout {
                self.poisoned.store(true, Ordering::SeqCst);
                return Err(RunnerError::vk("vkGetSemaphoreCounterValue")(
                    vk::Result::TIMEOUT,
                ));
            }
            std::hint::spin_loop();
        }
    }

    /// Records commands with `record`, submits them, and waits for the fence up to the timeout.
    pub fn submit_and_wait(
        &self,
        what: &str,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<Duration> {
        self.submit_and_wait_within(
            what,
            self.timeout,
            |kernel, timeout_ms| RunnerError::Timeout { kernel, timeout_ms },
            record,
        )
    }

    /// [`Self::submit_and_wait`] for up to `timeout`, reporting a timeout with `timed_out(what,
    /// milliseconds)`.
    pub fn submit_and_wait_within(
        &self,
        what: &str,
        timeout: Duration,
        timed_out: impl FnOnce(String, u128) -> RunnerError,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<Duration> {
        self.submit(what, timeout, timed_out, None, record)
    }

    /// [`Self::submit_and_wait`] of commands that `key` describes whole: when the last keyed
    /// submission had the same key, its command buffer is submitted again and `record` is not
    /// called (recording costs more than the commands on some drivers).
    pub(crate) fn submit_and_wait_keyed(
        &self,
        what: &str,
        key: RecordingKey,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<Duration> {
        self.submit(
            what,
            self.timeout,
            |kernel, timeout_ms| RunnerError::Timeout { kernel, timeout_ms },
            Some(key),
            record,
        )
    }

    /// Records `record`'s commands and the closing barrier into a command buffer (or takes the
    /// kept one, when `key` matches its key), submits it and waits up to `timeout`.
    fn submit(
        &self,
        what: &str,
        timeout: Duration,
        timed_out: impl FnOnce(String, u128) -> RunnerError,
        key: Option<RecordingKey>,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<Duration> {
        self.check_usable()?;
        let d = &self.device;
        let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let cmd_pool = q.pool;
        let reused = match (&key, &q.recorded) {
            (Some(k), Some(kept)) if kept.key == *k => Some(kept.cmd),
            _ => None,
        };
        let cmd = match reused {
            Some(cmd) => cmd,
            None => {
                // A new key replaces the kept buffer (begin resets it); unkeyed work takes an
                // idle one.
                let kept = if key.is_some() {
                    q.recorded.take().map(|r| r.cmd)
                } else {
                    None
                };
                let cmd = match kept {
                    Some(cmd) => cmd,
                    None => q.command_buffer(d)?,
                };
                self.record_commands(cmd, cmd_pool, key.is_none(), record)?;
                cmd
            }
        };
        // SAFETY: called with the queue lock held, only on paths where `cmd` was never submitted
        // or vkQueueSubmit failed (which leaves the command buffer not pending); it is not used
        // after (a kept buffer is forgotten first).
        let free_cmd = |q: &mut QueueState| unsafe {
            if q.recorded.as_ref().is_some_and(|r| r.cmd == cmd) {
                q.recorded = None;
            }
            d.free_command_buffers(cmd_pool, &[cmd])
        };
        let fence = match q.fence(d) {
            Ok(f) => f,
            Err(e) => {
                free_cmd(&mut q);
                return Err(e);
            }
        };
        let cmds = [cmd];
        let submit = vk::SubmitInfo::default().command_buffers(&cmds);
        let start = Instant::now();
        // SAFETY: the queue is used under the queue lock; `cmd` is executable (recorded above,
        // or kept after a submission whose wait returned: it was recorded without
        // ONE_TIME_SUBMIT, and the pipelines its key names are alive, since a key's pipeline ids
        // are never reused and its launch holds them) and not pending; the fence is unsignaled
        // (new, or reset after its last wait) and unused; the submit info borrows `cmds`, alive
        // across the call. What `record` recorded is the callers' concern (each recording
        // closure says why its commands are valid).
        if let Err(e) = unsafe { d.queue_submit(q.queue, &[submit], fence) } {
            // SAFETY: the submission failed, so no pending work uses the fence; not used after.
            unsafe { d.destroy_fence(fence, None) };
            free_cmd(&mut q);
            if e == vk::Result::ERROR_DEVICE_LOST {
                self.poisoned.store(true, Ordering::SeqCst);
            }
            return Err(RunnerError::vk("vkQueueSubmit")(e));
        }
        let timeout_ns = u64::try_from(timeout.as_nanos()).unwrap_or(u64::MAX);
        let waited = self.wait_fence(fence, start, timeout_ns);
        let elapsed = start.elapsed();
        if waited.is_err() {
            // The abandoned submission owns the buffer now.
            q.recorded = None;
        }
        match waited {
            Ok(()) => {
                // Keep the fence and command buffer for the next submission.
                // SAFETY: the wait returned, so the submission using the fence is complete.
                if unsafe { d.reset_fences(&[fence]) }.is_ok() {
                    q.idle_fences.push(fence);
                } else {
                    // SAFETY: as above; the fence is dropped from every list, not used again.
                    unsafe { d.destroy_fence(fence, None) };
                }
                match key {
                    Some(key) => q.recorded = Some(Recorded { key, cmd }),
                    None => q.idle_cmds.push(cmd),
                }
                Ok(elapsed)
            }
            Err(vk::Result::TIMEOUT) => {
                self.poisoned.store(true, Ordering::SeqCst);
                self.abandoned
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(Abandoned { fence, cmd });
                Err(timed_out(what.to_string(), timeout.as_millis()))
            }
            Err(e) => {
                // Device lost (or out of memory): the fence's state is unknown; keep everything.
                self.poisoned.store(true, Ordering::SeqCst);
                self.abandoned
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(Abandoned { fence, cmd });
                if e == vk::Result::ERROR_DEVICE_LOST {
                    Err(RunnerError::DeviceLost {
                        during: what.to_string(),
                    })
                } else {
                    Err(RunnerError::vk("vkWaitForFences")(e))
                }
            }
        }
    }

    /// Records `record`'s commands and the closing barrier into `cmd` (a buffer of `cmd_pool`
    /// that is not pending, used under the queue lock), for one submission when `once`; frees it
    /// when recording fails.
    fn record_commands(
        &self,
        cmd: vk::CommandBuffer,
        cmd_pool: vk::CommandPool,
        once: bool,
        record: impl FnOnce(vk::CommandBuffer),
    ) -> Result<()> {
        let d = &self.device;
        // SAFETY: as the caller promises: `cmd` is never submitted after this on the failure
        // paths that call it.
        let free_cmd = || unsafe { d.free_command_buffers(cmd_pool, &[cmd]) };
        let flags = if once {
            vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT
        } else {
            vk::CommandBufferUsageFlags::empty()
        };
        let begin = vk::CommandBufferBeginInfo::default().flags(flags);
        // SAFETY: `cmd` is from the pool (RESET_COMMAND_BUFFER: begin resets it), used under the
        // queue lock, and not pending: idle and kept buffers are those whose fence wait
        // returned.
        if let Err(e) = unsafe { d.begin_command_buffer(cmd, &begin) } {
            free_cmd();
            return Err(RunnerError::vk("vkBeginCommandBuffer")(e));
        }
        record(cmd);
        self.recordings.fetch_add(1, Ordering::Relaxed);
        // SAFETY: `cmd` is recording (begun above).
        unsafe { record_closing_barrier(d, cmd) };
        // SAFETY: `cmd` is recording, under the queue lock.
        if let Err(e) = unsafe { d.end_command_buffer(cmd) } {
            free_cmd();
            return Err(RunnerError::vk("vkEndCommandBuffer")(e));
        }
        Ok(())
    }

    fn save_pipeline_cache(&self) {
        let Some(path) = &self.cache_path else { return };
        if self.pipeline_cache == vk::PipelineCache::null() {
            return;
        }
        // SAFETY: the cache is this device's, non-null (checked above) and not yet destroyed:
        // only Drop calls this, before destroying it; ash sizes the output from a count query.
        if let Ok(data) = unsafe { self.device.get_pipeline_cache_data(self.pipeline_cache) } {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            // Write then rename so a concurrent reader never sees half a blob.
            let tmp = temporary_path(path);
            if std::fs::write(&tmp, &data).is_ok() {
                let _ = std::fs::rename(&tmp, path);
            }
        }
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        let d = &self.device;
        let abandoned =
            std::mem::take(&mut *self.abandoned.lock().unwrap_or_else(|e| e.into_inner()));
        let mut hung = false;
        for a in &abandoned {
            let ns = DROP_GRACE.as_nanos() as u64;
            // SAFETY: abandoned fences are this device's and never destroyed before this point.
            if unsafe { d.wait_for_fences(&[a.fence], true, ns) }.is_err() {
                hung = true;
            }
        }
        if hung {
            // The device is still executing (or lost): leak it and the instance rather than hang.
            if let Some(a) = self.allocator().take() {
                std::mem::forget(a);
            }
            std::mem::forget(abandoned);
            return;
        }
        // SAFETY: the last Arc<Context> is being dropped, so every buffer, image, program and
        // launch (each holds one) is gone and no other thread can use the device; every
        // abandoned fence signalled (else `hung` returned above) and vkDeviceWaitIdle waits for
        // the rest. Then each child is destroyed once, before the device: idle fences and query
        // pools, abandoned fences and command buffers, the pipeline cache (after its data is
        // saved), the allocator's memory, and the command pool (freeing its other buffers).
        // The instance goes last, after vkDestroyDevice; `self.instance` is not used again.
        unsafe {
            let _ = d.device_wait_idle();
            let q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
            for &f in &q.idle_fences {
                d.destroy_fence(f, None);
            }
            for p in self
                .idle_query_pools
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .drain(..)
            {
                d.destroy_query_pool(p, None);
            }
            for a in &abandoned {
                d.destroy_fence(a.fence, None);
                d.free_command_buffers(q.pool, &[a.cmd]);
            }
            drop(abandoned);
            self.save_pipeline_cache();
            if self.pipeline_cache != vk::PipelineCache::null() {
                d.destroy_pipeline_cache(self.pipeline_cache, None);
            }
            drop(self.allocator().take());
            d.destroy_command_pool(q.pool, None);
            drop(q);
            d.destroy_device(None);
            ManuallyDrop::drop(&mut self.instance);
        }
    }
}

fn create_device(
    instance: &InstanceHandle,
    pd: vk::PhysicalDevice,
    info: &DeviceInfo,
    family: u32,
    buffer_device_address: bool,
) -> Result<ash::Device> {
    let f = &info.features;
    let core = vk::PhysicalDeviceFeatures::default()
        .shader_storage_image_read_without_format(f.storage_image_read_without_format)
        .shader_storage_image_write_without_format(f.storage_image_write_without_format)
        .shader_int64(f.shader_int64)
        .shader_float64(f.shader_float64)
        .shader_int16(f.shader_int16);
    let mut f11 = vk::PhysicalDeviceVulkan11Features::default()
        .storage_buffer16_bit_access(f.storage_buffer_16bit)
        .storage_push_constant16(f.storage_push_constant_16)
        .variable_pointers_storage_buffer(f.variable_pointers_storage_buffer)
        .variable_pointers(f.variable_pointers);
    // Timeline semaphores are a required Vulkan 1.2 feature; the overhead probe times them.
    let mut f12 = vk::PhysicalDeviceVulkan12Features::default()
        .buffer_device_address(buffer_device_address)
        .timeline_semaphore(true)
        .shader_int8(f.shader_int8)
        .shader_float16(f.shader_float16)
        .shader_subgroup_extended_types(f.subgroup_extended_types)
        .storage_buffer8_bit_access(f.storage_buffer_8bit)
        .storage_push_constant8(f.storage_push_constant_8)
        .shader_buffer_int64_atomics(f.buffer_int64_atomics)
        .shader_shared_int64_atomics(f.shared_int64_atomics)
        .vulkan_memory_model(f.vulkan_memory_model)
        .vulkan_memory_model_device_scope(f.vulkan_memory_model_device_scope);
    let mut fa = vk::PhysicalDeviceShaderAtomicFloatFeaturesEXT::default()
        .shader_buffer_float32_atomics(f.buffer_float32_atomics)
        .shader_buffer_float32_atomic_add(f.buffer_float32_atomic_add)
        .shader_shared_float32_atomics(f.shared_float32_atomics)
        .shader_shared_float32_atomic_add(f.shared_float32_atomic_add)
        .shader_buffer_float64_atomics(f.buffer_float64_atomics)
        .shader_buffer_float64_atomic_add(f.buffer_float64_atomic_add)
        .shader_shared_float64_atomics(f.shared_float64_atomics)
        .shader_shared_float64_atomic_add(f.shared_float64_atomic_add);
    let mut fa2 = vk::PhysicalDeviceShaderAtomicFloat2FeaturesEXT::default()
        .shader_buffer_float32_atomic_min_max(f.buffer_float32_atomic_min_max)
        .shader_shared_float32_atomic_min_max(f.shared_float32_atomic_min_max)
        .shader_buffer_float64_atomic_min_max(f.buffer_float64_atomic_min_max)
        .shader_shared_float64_atomic_min_max(f.shared_float64_atomic_min_max);
    let mut extensions: Vec<&CStr> = Vec::new();
    if f.non_semantic_info && info.api_version < (1, 3, 0) {
        extensions.push(ash::khr::shader_non_semantic_info::NAME);
    }
    // VK_EXT_shader_atomic_float2 requires VK_EXT_shader_atomic_float.
    if f.any_atomic_float() || f.any_atomic_float2() {
        extensions.push(ash::ext::shader_atomic_float::NAME);
    }
    if f.any_atomic_float2() {
        extensions.push(ash::ext::shader_atomic_float2::NAME);
    }
    let mut fs =
        vk::PhysicalDeviceSubgroupSizeControlFeaturesEXT::default().subgroup_size_control(true);
    if f.subgroup_size_control {
        extensions.push(ash::ext::subgroup_size_control::NAME);
    }
    let mut fe = vk::PhysicalDevicePipelineExecutablePropertiesFeaturesKHR::default()
        .pipeline_executable_info(true);
    if f.pipeline_executable_info {
        extensions.push(ash::khr::pipeline_executable_properties::NAME);
    }
    let ext_ptrs: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
    let priorities = [1.0f32];
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(family)
        .queue_priorities(&priorities)];
    let mut f2 = vk::PhysicalDeviceFeatures2::default()
        .features(core)
        .push_next(&mut f11)
        .push_next(&mut f12);
    if f.any_atomic_float() {
        f2 = f2.push_next(&mut fa);
    }
    if f.any_atomic_float2() {
        f2 = f2.push_next(&mut fa2);
    }
    if f.pipeline_executable_info {
        f2 = f2.push_next(&mut fe);
    }
    if f.subgroup_size_control {
        f2 = f2.push_next(&mut fs);
    }
    let create = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_extension_names(&ext_ptrs)
        .push_next(&mut f2);
    // SAFETY: `pd` is from this live instance. The create info and all it points at (queue
    // infos, priorities, extension names in 'static strings, the feature chain) are locals
    // alive across the call. Every feature requested is one the device reported (or required by
    // Vulkan 1.2, checked by the caller), and each extension struct and name is added only when
    // the device lists that extension.
    unsafe { instance.instance.create_device(pd, &create, None) }
        .map_err(RunnerError::vk("vkCreateDevice"))
}

/// Records the barrier that closes a launch's command buffer. One closing barrier orders the
/// submission's writes before every later command on the queue (barriers reach across
/// submissions in submission order) and before host reads after the fence. Host writes need
/// none: vkQueueSubmit makes them visible. On NVIDIA an opening all-commands barrier as well
/// cost 6 us per launch (docs/performance.md).
///
/// # Safety
/// `cmd` is a command buffer of `d` in the recording state.
pub(crate) unsafe fn record_closing_barrier(d: &ash::Device, cmd: vk::CommandBuffer) {
    let work = vk::PipelineStageFlags::COMPUTE_SHADER | vk::PipelineStageFlags::TRANSFER;
    let closing = vk::MemoryBarrier::default()
        .src_access_mask(vk::AccessFlags::SHADER_WRITE | vk::AccessFlags::TRANSFER_WRITE)
        .dst_access_mask(
            vk::AccessFlags::SHADER_READ
                | vk::AccessFlags::SHADER_WRITE
                | vk::AccessFlags::TRANSFER_READ
                | vk::AccessFlags::TRANSFER_WRITE
                | vk::AccessFlags::HOST_READ,
        );
    // SAFETY: the caller gives a recording command buffer of `d`; the stages and accesses are
    // ones a compute queue supports, and the barrier array is a temporary alive across the call.
    unsafe {
        d.cmd_pipeline_barrier(
            cmd,
            work,
            work | vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[closing],
            &[],
            &[],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(validation: bool) -> ContextOptions {
        ContextOptions {
            device: None,
            validation,
            timeout: Duration::from_secs(60),
            cache_dir: None,
            queue_family: None,
            prefer_graphics_queue: false,
            kernel_timestamps: false,
            buffer_device_address: true,
        }
    }

    /// Under the validation layer submissions block in vkWaitForFences without polling: the
    /// layer (1.3.239) crashed in vkGetFenceStatus about once in 170 runs of
    /// tests/language_runs.rs, two processes at a time; without the polling, 1,964 runs passed.
    #[test]
    fn validated_contexts_wait_without_polling_their_fences() {
        let validated = Context::new(&options(true)).expect("a Vulkan device for the tests");
        assert_eq!(validated.spin_wait, Duration::ZERO);
        validated
            .submit_and_wait("empty submission", |_| {})
            .expect("an empty submission completes");
        let plain = Context::new(&options(false)).expect("a Vulkan device for the tests");
        assert_eq!(plain.spin_wait, SPIN_WAIT);
    }

    /// A raw submission whose wait gives up may still be pending: its command buffer must not
    /// be offered to the next submission, which would record into it.
    #[cfg(feature = "bench")]
    #[test]
    fn a_timed_out_raw_submission_keeps_its_command_buffer_out_of_reuse() {
        let ctx = Context::new(&ContextOptions {
            device: None,
            validation: true,
            timeout: Duration::ZERO,
            cache_dir: None,
            queue_family: None,
            prefer_graphics_queue: false,
            kernel_timestamps: false,
            buffer_device_address: true,
        })
        .expect("a Vulkan device for the tests");
        // With no time to wait, the wait reports a timeout unless the GPU was already done.
        let mut timeouts = 0;
        for _ in 0..2000 {
            if timeouts == 3 {
                break;
            }
            if ctx.raw_submit_wait(RawCommands::Empty, false).is_err() {
                timeouts += 1;
                let q = ctx.queue.lock().unwrap();
                assert!(q.idle_cmds.is_empty(), "a pending command buffer is idle");
            }
        }
        assert!(timeouts > 0, "no submission outlasted a zero timeout");
    }

    #[test]
    fn concurrent_cache_saves_write_different_temporary_files() {
        let path = std::path::Path::new("/cache/pipelines.bin");
        let (a, b) = (super::temporary_path(path), super::temporary_path(path));
        assert_ne!(a, b);
        assert_eq!(a.parent(), path.parent());
    }
}
