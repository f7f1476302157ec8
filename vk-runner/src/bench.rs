//! Measurement helpers for `oclvk bench`: device-to-device copy bandwidth through
//! `vkCmdCopyBuffer` (the yardstick for the stream kernels) and batched launches (many
//! dispatches of one kernel in a single command buffer, to measure per-launch host cost).

use std::time::Duration;

use ash::vk;

use crate::device::{Context, RawCommands, RawWait, RecordingKey, RingSignal};
use crate::error::{Result, RunnerError};
use crate::launch::{prepare, warm_up, ArgValue, NdRange, PRINTF_BUFFER_SIZE};
use crate::memory::{Buffer, Usage};
use crate::program::Program;
use crate::Runtime;

/// What one batched submission measured.
#[derive(Clone, Copy, Debug)]
pub struct BatchStats {
    /// Host wall time from recording the command buffer to the fence signalling.
    pub wall_time: Duration,
    /// GPU time from before the first dispatch to after the last; `None` without timestamps.
    pub gpu_time: Option<Duration>,
    /// How many dispatches the command buffer held.
    pub count: u32,
}

/// Where a launch's host time goes: the Vulkan calls a naive launch path makes each time,
/// measured one by one (medians, microseconds).
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct OverheadProbe {
    /// vkCreateQueryPool + vkDestroyQueryPool (two timestamps).
    pub query_pool_create_destroy_us: f64,
    /// vkCreateFence + vkDestroyFence.
    pub fence_create_destroy_us: f64,
    /// An empty command buffer: record, submit, wait for its fence (the runner's path).
    pub empty_submit_wait_us: f64,
    /// The same with two timestamps written and read back (vkGetQueryPoolResults, WAIT).
    pub timestamped_submit_wait_us: f64,
    /// A submission of no command buffers, only the fence, polled.
    pub fence_only_submit_wait_us: f64,
    /// The same waited for with a blocking vkWaitForFences.
    pub fence_only_blocking_wait_us: f64,
    /// A submission of no command buffers signalling a timeline semaphore, its counter polled.
    pub timeline_only_wait_us: f64,
    /// One command buffer without commands (no barriers), polled.
    pub unbarriered_submit_wait_us: f64,
    /// That command buffer submitted again without recording it anew.
    pub resubmitted_wait_us: f64,
    /// Host time of recording it, submitting and waiting twice (the recording's cost is this
    /// minus the two waits).
    pub record_submit_twice_us: f64,
    /// The queue family the probe ran on.
    pub queue_family: u32,
}

/// One empty-kernel launch, timed along each path a launch could take (medians of host wall
/// time, microseconds): what the runner's own launch costs against the variants it could use.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct LaunchVariants {
    /// `Runtime::launch` without timestamps: checks, argument block, submission and wait.
    pub launch_us: f64,
    /// The host work before the submission alone (arguments matched and checked, range,
    /// pipeline looked up, argument block built).
    pub prepare_us: f64,
    /// The dispatch and the closing barrier recorded anew for every submission, then submitted
    /// and waited for (fence polled).
    pub recorded_each_time_us: f64,
    /// The same command buffer recorded once and submitted again (the runner's path for a
    /// repeated launch).
    pub resubmitted_us: f64,
    /// Resubmitted, waited for with a blocking vkWaitForFences instead of polling.
    pub resubmitted_blocking_us: f64,
    /// Resubmitted with the barrier before the dispatch instead of after it.
    pub opening_barrier_us: f64,
    /// Resubmitted without any barrier: not a valid ordering for a launch, the floor a
    /// barrier is measured against.
    pub no_barrier_us: f64,
    /// Without a barrier or a fence: each submission waits for the previous one's timeline
    /// semaphore value and signals the next, whose counter the host polls (the semaphores
    /// order the launches and their memory).
    pub timeline_chained_us: f64,
    /// Three recordings of the dispatch, the closing barrier and a vkCmdSetEvent, submitted in
    /// turn; the host polls the event (vkGetEventStatus) instead of the fence, and waits for a
    /// recording's fence only before submitting it again.
    pub event_ring_us: f64,
    /// The same without the closing barrier: not a valid ordering, the floor of the event.
    pub event_ring_no_barrier_us: f64,
    /// The same ring ending with the closing barrier, a fill of a host-visible word and a
    /// barrier to the host; the host polls the word.
    pub word_ring_us: f64,
    /// The event ring submitted ahead: each recording first waits for an event the host sets
    /// to launch it (vkCmdWaitEvents), and is submitted as soon as the previous round ends;
    /// a round is setting the event, seeing the done event, and submitting the next.
    pub armed_ring_us: f64,
}

fn median_us(mut v: Vec<Duration>) -> f64 {
    v.sort();
    v.get(v.len() / 2)
        .map_or(f64::NAN, |d| d.as_secs_f64() * 1e6)
}

/// A two-entry timestamp query pool, recycled on drop (leaked if the device is poisoned).
struct Timestamps<'c> {
    ctx: &'c Context,
    pool: vk::QueryPool,
}

impl<'c> Timestamps<'c> {
    fn new(ctx: &'c Context) -> Result<Option<Timestamps<'c>>> {
        if ctx.timestamp_valid_bits == 0 {
            return Ok(None);
        }
        let pool = ctx.take_query_pool()?;
        Ok(Some(Timestamps { ctx, pool }))
    }

    /// The time between the two timestamps, once written.
    fn elapsed(&self) -> Option<Duration> {
        let mut ticks = [0u64; 2];
        // SAFETY: the pool is this device's, with two queries; callers read it only after the
        // submission that reset and wrote both succeeded (its fence wait returned), so WAIT
        // returns at once; `ticks` holds two 64-bit results.
        let got = unsafe {
            self.ctx.device.get_query_pool_results(
                self.pool,
                0,
                &mut ticks,
                vk::QueryResultFlags::TYPE_64 | vk::QueryResultFlags::WAIT,
            )
        };
        got.ok()?;
        let bits = self.ctx.timestamp_valid_bits;
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let delta = (ticks[1] & mask).wrapping_sub(ticks[0] & mask) & mask;
        let ns = delta as f64 * self.ctx.info.timestamp_period as f64;
        Some(Duration::from_nanos(ns as u64))
    }
}

impl Drop for Timestamps<'_> {
    fn drop(&mut self) {
        if !self.ctx.is_poisoned() {
            self.ctx.recycle_query_pool(self.pool);
        }
    }
}

impl Runtime {
    /// Times the Vulkan calls behind one launch (see [`OverheadProbe`]).
    pub fn overhead_probe(&self) -> Result<OverheadProbe> {
        let ctx = &self.ctx;
        let d = &ctx.device;
        let mut pools = Vec::new();
        let mut fences = Vec::new();
        let mut submits = Vec::new();
        let mut stamped = Vec::new();
        let (mut fence_only, mut fence_only_blocking, mut unbarriered) =
            (Vec::new(), Vec::new(), Vec::new());
        let (mut resubmitted, mut recorded_twice) = (Vec::new(), Vec::new());
        let mut timeline_type =
            vk::SemaphoreTypeCreateInfo::default().semaphore_type(vk::SemaphoreType::TIMELINE);
        // SAFETY: the create info chain is locals; timeline semaphores are enabled on every
        // device (create_device asks for them, a Vulkan 1.2 requirement).
        let timeline = unsafe {
            d.create_semaphore(
                &vk::SemaphoreCreateInfo::default().push_next(&mut timeline_type),
                None,
            )
        }
        .map_err(RunnerError::vk("vkCreateSemaphore"))?;
        let mut timeline_only = Vec::new();
        for n in 0..50 {
            let waited = ctx.raw_timeline_wait(timeline, n + 1);
            if let Err(e) = waited {
                // A wait that gave up poisons the context: its signal may still come, so the
                // semaphore is leaked rather than destroyed under the queue.
                if !ctx.is_poisoned() {
                    // SAFETY: not poisoned, so this round's submission failed and every
                    // earlier signal was seen: nothing pending uses the semaphore, and it is
                    // not used again.
                    unsafe { d.destroy_semaphore(timeline, None) };
                }
                return Err(e);
            }
            timeline_only.extend(waited);
            fence_only.push(ctx.raw_submit_wait(RawCommands::None, true)?);
            fence_only_blocking.push(ctx.raw_submit_wait(RawCommands::None, false)?);
            unbarriered.push(ctx.raw_submit_wait(RawCommands::Empty, true)?);
            let t = std::time::Instant::now();
            resubmitted.push(ctx.raw_submit_wait(RawCommands::Resubmitted, true)?);
            recorded_twice.push(t.elapsed());
            let t = std::time::Instant::now();
            let info = vk::QueryPoolCreateInfo::default()
                .query_type(vk::QueryType::TIMESTAMP)
                .query_count(2);
            // SAFETY: the create info is a local.
            let pool = unsafe { d.create_query_pool(&info, None) }
                .map_err(RunnerError::vk("vkCreateQueryPool"))?;
            // SAFETY: the pool was never used; destroyed once.
            unsafe { d.destroy_query_pool(pool, None) };
            pools.push(t.elapsed());
            let t = std::time::Instant::now();
            // SAFETY: the create info is a temporary.
            let fence = unsafe { d.create_fence(&vk::FenceCreateInfo::default(), None) }
                .map_err(RunnerError::vk("vkCreateFence"))?;
            // SAFETY: the fence was never submitted; destroyed once.
            unsafe { d.destroy_fence(fence, None) };
            fences.push(t.elapsed());
            let t = std::time::Instant::now();
            ctx.submit_and_wait("empty submission", |_| {})?;
            submits.push(t.elapsed());
            let t = std::time::Instant::now();
            let ts = Timestamps::new(ctx)?;
            let pool = ts.as_ref().map(|t| t.pool);
            // SAFETY: `cmd` is recording; a pool exists only when the queue writes timestamps
            // (Timestamps::new), it is reset before both writes, and nothing else uses it until
            // `ts` is dropped after the wait.
            ctx.submit_and_wait("timestamped submission", |cmd| unsafe {
                if let Some(pool) = pool {
                    d.cmd_reset_query_pool(cmd, pool, 0, 2);
                    d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::TOP_OF_PIPE, pool, 0);
                    d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::BOTTOM_OF_PIPE, pool, 1);
                }
            })?;
            let _ = ts.as_ref().and_then(Timestamps::elapsed);
            drop(ts);
            stamped.push(t.elapsed());
        }
        // SAFETY: every signal was waited for, so nothing uses the semaphore any more.
        unsafe { d.destroy_semaphore(timeline, None) };
        Ok(OverheadProbe {
            query_pool_create_destroy_us: median_us(pools),
            fence_create_destroy_us: median_us(fences),
            empty_submit_wait_us: median_us(submits),
            timestamped_submit_wait_us: median_us(stamped),
            fence_only_submit_wait_us: median_us(fence_only),
            fence_only_blocking_wait_us: median_us(fence_only_blocking),
            timeline_only_wait_us: median_us(timeline_only),
            unbarriered_submit_wait_us: median_us(unbarriered),
            resubmitted_wait_us: median_us(resubmitted),
            record_submit_twice_us: median_us(recorded_twice),
            queue_family: ctx.queue_family,
        })
    }

    /// Times `runs` launches of `kernel` along each path of [`LaunchVariants`] (after a
    /// warm-up of each); every check of [`Runtime::launch`] applies.
    pub fn launch_variants(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        args: &[(&str, ArgValue<'_>)],
        runs: usize,
    ) -> Result<LaunchVariants> {
        let ctx = &self.ctx;
        if !std::sync::Arc::ptr_eq(&program.ctx, ctx) {
            return Err(RunnerError::Spec(
                "the program was loaded by another runtime".into(),
            ));
        }
        let warm = 10;
        let timed = |f: &mut dyn FnMut() -> Result<Duration>| -> Result<f64> {
            let mut v = Vec::with_capacity(runs);
            for i in 0..runs + warm {
                let t = f()?;
                if i >= warm {
                    v.push(t);
                }
            }
            Ok(median_us(v))
        };
        let launch_us = timed(&mut || {
            let t = std::time::Instant::now();
            crate::launch::launch(ctx, program, kernel, range, args, PRINTF_BUFFER_SIZE, false)?;
            Ok(t.elapsed())
        })?;
        let prepare_us = timed(&mut || {
            let t = std::time::Instant::now();
            let p = prepare(ctx, program, kernel, range, args)?;
            let elapsed = t.elapsed();
            drop(p);
            Ok(elapsed)
        })?;
        let p = prepare(ctx, program, kernel, range, args)?;
        warm_up(ctx, &p)?;
        let d = &ctx.device;
        // SAFETY (every recording below): `cmd` is recording; `p` passed every check of a
        // launch (prepare) and binds as one does (see Prepared::record); `p`'s pipeline,
        // descriptors and buffers outlive every submission of these command buffers, each
        // waited for before `p` is dropped.
        let recorded_each_time_us = timed(&mut || {
            let t = std::time::Instant::now();
            // SAFETY: as above.
            ctx.submit_and_wait(&p.kernel.name, |cmd| unsafe { p.record(d, cmd) })?;
            Ok(t.elapsed())
        })?;
        let resubmitted_us = match p.recording_key() {
            Some(key) => timed(&mut || {
                let t = std::time::Instant::now();
                let key = RecordingKey(vec![key.clone()]);
                // SAFETY: as above.
                ctx.submit_and_wait_keyed(&p.kernel.name, key, |cmd| unsafe { p.record(d, cmd) })?;
                Ok(t.elapsed())
            })?,
            None => f64::NAN,
        };
        use crate::device::record_closing_barrier;
        // SAFETY: as above.
        let closing = ctx.raw_record(|cmd| unsafe {
            p.record(d, cmd);
            record_closing_barrier(d, cmd);
        })?;
        // SAFETY: as above.
        let opening = ctx.raw_record(|cmd| unsafe {
            record_closing_barrier(d, cmd);
            p.record(d, cmd);
        })?;
        // SAFETY: as above.
        let bare = ctx.raw_record(|cmd| unsafe { p.record(d, cmd) })?;
        let resubmitted_blocking_us =
            timed(&mut || ctx.raw_submit_recorded(closing, RawWait::Blocking))?;
        let opening_barrier_us = timed(&mut || ctx.raw_submit_recorded(opening, RawWait::Spin))?;
        let no_barrier_us = timed(&mut || ctx.raw_submit_recorded(bare, RawWait::Spin))?;
        let mut timeline_type =
            vk::SemaphoreTypeCreateInfo::default().semaphore_type(vk::SemaphoreType::TIMELINE);
        // SAFETY: the create info chain is locals; timeline semaphores are enabled on every
        // device (a Vulkan 1.2 requirement create_device asks for).
        let semaphore = unsafe {
            d.create_semaphore(
                &vk::SemaphoreCreateInfo::default().push_next(&mut timeline_type),
                None,
            )
        }
        .map_err(RunnerError::vk("vkCreateSemaphore"))?;
        let mut value = 0;
        let chained = timed(&mut || {
            value += 1;
            ctx.raw_submit_recorded(bare, RawWait::Timeline { semaphore, value })
        });
        // A failed wait poisoned the context: the queue may still use the semaphore and the
        // command buffers, which are leaked then.
        let timeline_chained_us = chained?;
        // SAFETY: every signal was waited for, so nothing uses the semaphore any more.
        unsafe { d.destroy_semaphore(semaphore, None) };
        for cmd in [closing, opening, bare] {
            ctx.raw_release(cmd);
        }
        let ring_median = |ring: &[vk::CommandBuffer],
                           signal: RingSignal,
                           armed: Option<vk::Event>|
         -> Result<f64> {
            let times = ctx.raw_ring_waits(ring, signal, armed, runs + warm)?;
            Ok(median_us(times[warm..].to_vec()))
        };
        // SAFETY: the create info is a temporary; the event is this device's.
        let event = unsafe { d.create_event(&vk::EventCreateInfo::default(), None) }
            .map_err(RunnerError::vk("vkCreateEvent"))?;
        let stages = vk::PipelineStageFlags::COMPUTE_SHADER | vk::PipelineStageFlags::TRANSFER;
        let mut event_ring = Vec::new();
        let mut event_bare = Vec::new();
        for _ in 0..3 {
            // SAFETY: as above; the event outlives every submission (waited for below).
            event_ring.push(ctx.raw_record(|cmd| unsafe {
                p.record(d, cmd);
                record_closing_barrier(d, cmd);
                d.cmd_set_event(cmd, event, stages);
            })?);
            // SAFETY: as above.
            event_bare.push(ctx.raw_record(|cmd| unsafe {
                p.record(d, cmd);
                d.cmd_set_event(cmd, event, stages);
            })?);
        }
        let event_ring_us = ring_median(&event_ring, RingSignal::Event(event), None);
        let event_ring_no_barrier_us = ring_median(&event_bare, RingSignal::Event(event), None);
        // SAFETY: the create info is a temporary; the event is this device's.
        let arm = unsafe { d.create_event(&vk::EventCreateInfo::default(), None) }
            .map_err(RunnerError::vk("vkCreateEvent"))?;
        let from_host = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::HOST_WRITE)
            .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE);
        let mut armed_ring = Vec::new();
        for _ in 0..3 {
            // SAFETY: as above; the events outlive every submission (waited for below); the
            // wait on a host-set event is outside any render pass.
            armed_ring.push(ctx.raw_record(|cmd| unsafe {
                d.cmd_wait_events(
                    cmd,
                    &[arm],
                    vk::PipelineStageFlags::HOST,
                    stages,
                    &[from_host],
                    &[],
                    &[],
                );
                p.record(d, cmd);
                record_closing_barrier(d, cmd);
                d.cmd_set_event(cmd, event, stages);
            })?);
        }
        let armed_ring_us = ring_median(&armed_ring, RingSignal::Event(event), Some(arm));
        // A failed wait poisoned the context: the queue may still use the events then.
        let (event_ring_us, event_ring_no_barrier_us, armed_ring_us) =
            (event_ring_us?, event_ring_no_barrier_us?, armed_ring_us?);
        // SAFETY: raw_ring_waits waited for every submission's fence.
        unsafe {
            d.destroy_event(event, None);
            d.destroy_event(arm, None);
        }
        let word = Buffer::new(ctx, 4, Usage::Download, "launch-path probe word")?;
        let word_ptr = word
            .mapped_ptr()
            .ok_or_else(|| RunnerError::Spec("the probe's download buffer is not mapped".into()))?;
        let word_raw = word.raw();
        let to_host = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        let mut word_ring = Vec::new();
        for _ in 0..3 {
            // SAFETY: as above; the word's buffer has TRANSFER_DST usage (a download buffer)
            // and outlives every submission (waited for below).
            word_ring.push(ctx.raw_record(|cmd| unsafe {
                p.record(d, cmd);
                record_closing_barrier(d, cmd);
                d.cmd_fill_buffer(cmd, word_raw, 0, 4, 1);
                d.cmd_pipeline_barrier(
                    cmd,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::PipelineStageFlags::HOST,
                    vk::DependencyFlags::empty(),
                    &[to_host],
                    &[],
                    &[],
                );
            })?);
        }
        let word_ring_us = ring_median(&word_ring, RingSignal::Word(word_ptr.cast()), None)?;
        for cmd in event_ring
            .into_iter()
            .chain(event_bare)
            .chain(word_ring)
            .chain(armed_ring)
        {
            ctx.raw_release(cmd);
        }
        drop(word);
        Ok(LaunchVariants {
            launch_us,
            prepare_us,
            recorded_each_time_us,
            resubmitted_us,
            resubmitted_blocking_us,
            opening_barrier_us,
            no_barrier_us,
            timeline_chained_us,
            event_ring_us,
            event_ring_no_barrier_us,
            word_ring_us,
            armed_ring_us,
        })
    }

    /// GPU time of `runs` device-to-device copies of `bytes` bytes (`vkCmdCopyBuffer` between two
    /// device-local buffers), one submission each. `None` entries: the queue has no timestamps.
    pub fn copy_times(&self, bytes: u64, runs: u32) -> Result<Vec<Option<Duration>>> {
        let ctx = &self.ctx;
        let src = Buffer::new(ctx, bytes, Usage::Device, "bench copy source")?;
        let dst = Buffer::new(ctx, bytes, Usage::Device, "bench copy destination")?;
        let d = &ctx.device;
        let mut out = Vec::with_capacity(runs as usize);
        for _ in 0..runs {
            let ts = Timestamps::new(ctx)?;
            let pool = ts.as_ref().map(|t| t.pool);
            // SAFETY: `cmd` is recording; the timestamp pool is as in overhead_probe. Both
            // buffers are `bytes` long with TRANSFER usages, distinct (no overlap), and outlive
            // the submission, which is waited for.
            ctx.submit_and_wait("buffer copy", |cmd| unsafe {
                if let Some(pool) = pool {
                    d.cmd_reset_query_pool(cmd, pool, 0, 2);
                    d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::TOP_OF_PIPE, pool, 0);
                }
                let region = vk::BufferCopy::default().size(bytes);
                d.cmd_copy_buffer(cmd, src.raw(), dst.raw(), &[region]);
                if let Some(pool) = pool {
                    d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::BOTTOM_OF_PIPE, pool, 1);
                }
            })?;
            out.push(ts.as_ref().and_then(Timestamps::elapsed));
        }
        Ok(out)
    }

    /// Records `count` dispatches of one kernel with the same arguments into one command buffer
    /// (a compute-to-compute barrier between consecutive dispatches, as an in-order OpenCL
    /// queue implies), submits it and waits. Every check of [`Runtime::launch`] applies.
    pub fn launch_batch(
        &self,
        program: &Program,
        kernel: &str,
        range: &NdRange,
        args: &[(&str, ArgValue<'_>)],
        count: u32,
    ) -> Result<BatchStats> {
        let ctx = &self.ctx;
        if count == 0 {
            return Err(RunnerError::Spec(
                "a batch needs at least one launch".into(),
            ));
        }
        if !std::sync::Arc::ptr_eq(&program.ctx, ctx) {
            return Err(RunnerError::Spec(
                "the program was loaded by another runtime".into(),
            ));
        }
        let p = prepare(ctx, program, kernel, range, args)?;
        warm_up(ctx, &p)?;
        let d = &ctx.device;
        let ts = Timestamps::new(ctx)?;
        let pool = ts.as_ref().map(|t| t.pool);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE);
        let start = std::time::Instant::now();
        // SAFETY: `cmd` is recording; `p` passed every check of a launch (prepare) and binds
        // as one does (see Prepared::bind); the dispatch size is the resolved range's groups,
        // within the device's limits; the timestamp pool is as in overhead_probe. `p`'s buffers,
        // pipeline and descriptors outlive the submission, which is waited for.
        ctx.submit_and_wait(&p.kernel.name, |cmd| unsafe {
            if let Some(pool) = pool {
                d.cmd_reset_query_pool(cmd, pool, 0, 2);
            }
            if let Some(pool) = pool {
                d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::TOP_OF_PIPE, pool, 0);
            }
            for i in 0..count {
                if i > 0 {
                    d.cmd_pipeline_barrier(
                        cmd,
                        vk::PipelineStageFlags::COMPUTE_SHADER,
                        vk::PipelineStageFlags::COMPUTE_SHADER,
                        vk::DependencyFlags::empty(),
                        &[barrier],
                        &[],
                        &[],
                    );
                }
                p.record(d, cmd);
            }
            if let Some(pool) = pool {
                d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::BOTTOM_OF_PIPE, pool, 1);
            }
        })?;
        let wall_time = start.elapsed();
        drop(p.arg_buffer);
        drop(p.printf);
        Ok(BatchStats {
            wall_time,
            gpu_time: ts.as_ref().and_then(Timestamps::elapsed),
            count,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{Runtime, RuntimeOptions};
    use std::time::Duration;

    /// A probe whose timeline wait gives up must not destroy the semaphore the queue may still
    /// signal.
    #[test]
    fn a_timed_out_probe_leaves_its_semaphore_to_the_queue() {
        let rt = Runtime::new(RuntimeOptions {
            validation: true,
            timeout: Duration::ZERO,
            pipeline_cache: false,
            ..RuntimeOptions::default()
        })
        .expect("a Vulkan device for the tests");
        let mut timeouts = 0;
        for _ in 0..20 {
            if rt.overhead_probe().is_err() {
                timeouts += 1;
            }
        }
        assert!(timeouts > 0, "no probe outlasted a zero timeout");
        let messages = rt.validation_messages();
        assert!(messages.is_empty(), "{}", messages.join("\n"));
    }
}
