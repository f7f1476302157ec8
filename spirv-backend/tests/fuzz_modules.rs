//! The whole compiler on mutated real kernels: whatever the frontend accepts, the backend either
//! lowers to a module that passes `spirv-val` for its target or refuses with diagnostics. It never
//! panics, never writes an invalid module, and one compile never takes more than
//! [`MEMORY_LIMIT`] bytes of heap. Deterministic (fixed seed); `OCLVK_FUZZ_ROUNDS` sets the
//! mutations per kernel for longer runs.

mod common;
mod math_library;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use oclvk_spirv::{compile, Options, Target};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "../../frontend/tests/support/kernels.rs"]
mod kernels;
#[path = "../../frontend/tests/support/mutate.rs"]
mod mutate;

use mutate::{mutate, pieces, rounds, Rng};

/// The most heap one compile may hold at once. The largest kernel of the repository peaks far
/// below it; a mutation that makes an array enormous must become a diagnostic, not an allocation.
const MEMORY_LIMIT: usize = 512 << 20;

/// The system allocator, counting the bytes live and the peak since [`reset_peak`].
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator, which upholds GlobalAlloc's
// contract; the counters are only statistics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's layout is passed on as received.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded as received; `ptr` came from this allocator with `layout`.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            let live = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn reset_peak() {
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
}

fn scratch_module(words: &[u32]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oclvk-fuzz-modules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mutant.spv");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    path
}

/// spirv-val's complaint about a module, if any. The documented exceptions (README, `oclvk
/// compile`): OpenCL modules with 64-bit atomics declare `Int64Atomics`, and those computing with
/// `half` (`cl_khr_fp16`) `Float16`, which SPIRV-Tools rejects for every OpenCL environment.
fn spirv_val_error(words: &[u32], target: Target) -> Option<String> {
    common::spirv_val_failure(&scratch_module(words), words, target)
}

/// Compiles `text` for each language version and target; returns what went wrong, if anything.
fn check(text: &str) -> Option<String> {
    for std in [ClStd::Cl1_2, ClStd::Cl2_0] {
        let options = LangOptions {
            std,
            ..LangOptions::default()
        };
        reset_peak();
        let compiled = std::panic::catch_unwind(|| {
            let fe = Frontend::compile_source("fuzz.cl", text, &options, WarningPolicy::default());
            let module = fe.module?;
            let outputs: Vec<_> = [Target::Vulkan1_2, Target::Opencl]
                .into_iter()
                .map(|target| {
                    let options = Options {
                        target,
                        ..math_library::options()
                    };
                    (target, compile(&module, &options).ok())
                })
                .collect();
            Some(outputs)
        });
        let peak = PEAK.load(Ordering::Relaxed);
        if peak > MEMORY_LIMIT {
            return Some(format!("{std}: one compile held {peak} bytes of heap"));
        }
        let Ok(outputs) = compiled else {
            return Some(format!("{std}: the compiler panicked"));
        };
        for (target, output) in outputs.into_iter().flatten() {
            if let Some(error) = output.and_then(|o| spirv_val_error(&o.words, target)) {
                return Some(format!(
                    "{std}, {target:?}: spirv-val rejects the module:\n{error}"
                ));
            }
        }
    }
    None
}

#[test]
fn mutated_kernels_compile_to_valid_modules_or_diagnostics() {
    let paths = kernels::repository_kernel_paths();
    assert!(paths.len() > 10, "found only {} kernels", paths.len());
    let mut rng = Rng(0x5eed_0f0c_1c0d_e5ed);
    let per_kernel = rounds(8);
    let mut failures = Vec::new();
    for path in &paths {
        let Ok(kernel) = std::fs::read_to_string(path) else {
            continue;
        };
        let parts = pieces(&kernel);
        for _ in 0..per_kernel {
            let text = mutate(&parts, &mut rng);
            if let Some(problem) = check(&text) {
                failures.push(format!(
                    "{} mutated: {problem}\n----\n{text}\n----",
                    path.display()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
