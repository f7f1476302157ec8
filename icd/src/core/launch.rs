//! Kernel launches: a queued launch's arguments become the runner's (each buffer locked while it
//! runs), and consecutive launches of a queue run in one submission.

use std::sync::{Arc, Mutex, MutexGuard};

use oclvk_runner::{ArgValue, Buffer, LaunchStats, NdRange, RunnerError, Runtime, SequenceLaunch};

use crate::cl::*;
use crate::core::kernel::{Kernel, KernelArg};
use crate::core::memory::Storage;
use crate::core::queue::Done;
use crate::object::Ref;

/// A launch as enqueued: the arguments are those set when it was enqueued.
pub struct Launch {
    pub program: Arc<oclvk_runner::Program>,
    pub kernel: Ref<Kernel>,
    pub range: NdRange,
    pub args: Vec<KernelArg>,
}

/// A runner failure while a command runs: the event's error status.
pub fn failed(e: RunnerError) -> i32 {
    let _ = e;
    CL_OUT_OF_RESOURCES
}

/// The storages the launches' buffer arguments use, each once, in address order (the order
/// every thread locks them in).
fn storages(launches: &[Launch]) -> Vec<&Arc<Storage>> {
    let mut all: Vec<&Arc<Storage>> = launches
        .iter()
        .flat_map(|l| &l.args)
        .filter_map(|a| match a {
            KernelArg::Mem(m) => Some(&m.storage),
            _ => None,
        })
        .collect();
    all.sort_by_key(|s| Arc::as_ptr(s));
    all.dedup_by(|a, b| Arc::ptr_eq(a, b));
    all
}

/// The runner's name of argument `index`: its digits, made once per index in the process's
/// life (a grow-only table: a launch would format each otherwise).
fn index_name(index: u32) -> &'static str {
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|p| p.into_inner());
    while names.len() <= index as usize {
        let next = names.len().to_string();
        names.push(Box::leak(next.into_boxed_str()));
    }
    names[index as usize]
}

/// One launch's arguments for the runner, named by index, with the locked buffers.
fn arg_values<'g>(
    launch: &'g Launch,
    storages: &[&Arc<Storage>],
    guards: &'g [MutexGuard<'_, Buffer>],
) -> Vec<(&'static str, ArgValue<'g>)> {
    let guard_of = |storage: &Arc<Storage>| {
        let at = storages
            .iter()
            .position(|s| Arc::ptr_eq(s, storage))
            .unwrap_or(0);
        &*guards[at]
    };
    let k = &launch.kernel;
    launch
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let value = match a {
                KernelArg::Mem(m) if m.parent.is_some() => ArgValue::BufferRange {
                    buffer: guard_of(&m.storage),
                    offset: m.base() as u64,
                    size: m.size as u64,
                },
                KernelArg::Mem(m) => ArgValue::Buffer(guard_of(&m.storage)),
                KernelArg::NullMem => ArgValue::NullBuffer,
                KernelArg::Value(bytes) => ArgValue::Value(bytes.clone()),
                KernelArg::Local(bytes) => {
                    let unit = k.local_element_size(i).unwrap_or(1) as usize;
                    ArgValue::Local(bytes.div_ceil(unit) as u32)
                }
                KernelArg::Image(image) => ArgValue::Image(&image.image),
                KernelArg::Sampler(modes) => ArgValue::Sampler(*modes),
            };
            (index_name(k.reflection.args[i].index), value)
        })
        .collect()
}

/// Writes a launch's printf output to stdout.
fn print(stats: &LaunchStats) {
    if let Some(text) = &stats.printf {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }
}

/// Runs `launches` in order: one alone with GPU timestamps when `timed` (a profiling queue),
/// else all in one submission. One result per launch.
pub fn run(runtime: &Runtime, launches: &[Launch], timed: bool) -> Vec<Result<Done, i32>> {
    let storages = storages(launches);
    let guards: Vec<MutexGuard<'_, Buffer>> = storages.iter().map(|s| s.lock()).collect();
    let args: Vec<Vec<(&str, ArgValue<'_>)>> = launches
        .iter()
        .map(|l| arg_values(l, &storages, &guards))
        .collect();
    let results: Vec<Result<LaunchStats, RunnerError>> = match (launches, timed) {
        ([one], true) => vec![runtime.launch_with_timestamps(
            &one.program,
            &one.kernel.name,
            &one.range,
            &args[0],
            true,
        )],
        _ => {
            let sequence: Vec<SequenceLaunch<'_>> = launches
                .iter()
                .zip(&args)
                .map(|(l, a)| SequenceLaunch {
                    program: &l.program,
                    kernel: &l.kernel.name,
                    range: &l.range,
                    args: a,
                })
                .collect();
            runtime.launch_sequence(&sequence)
        }
    };
    results
        .into_iter()
        .zip(launches)
        .map(|(r, l)| {
            let stats = r.map_err(|e| {
                // The application learns why through its context callback, if it gave one.
                l.kernel
                    .program
                    .context
                    .report(&format!("kernel '{}': {e}", l.kernel.name));
                failed(e)
            })?;
            print(&stats);
            Ok(Done {
                gpu_time: stats.kernel_time,
            })
        })
        .collect()
}
