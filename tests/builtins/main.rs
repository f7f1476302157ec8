//! Differential test of OpenCL C's builtin functions: each family runs as a few generated
//! kernels on an OpenCL platform (PoCL on the CPU here) and through oclvk on Vulkan (lavapipe),
//! over edge and deterministic random inputs, and the results are compared: within the OpenCL
//! C specification's full-profile ULP limits for math, exactly for everything else.
//!
//! The test fails for any mismatch that is not on the known-nonconformant list
//! ([`known::KNOWN`]), and for any entry of that list that now passes (so the list shrinks as
//! oclvk improves, and cannot go stale).
//!
//! - `OCLVK_BUILTINS=PATTERN[,PATTERN]`: run only the slots whose key (`family/function/type`,
//!   e.g. `math/sin/float`) contains a pattern; the known list is then checked for those only.
//! - `OCLVK_BUILTINS_VERBOSE=1`: a line per function and type, not only per family, and
//!   timings.
//! - `OCLVK_BUILTINS_PRINT_KNOWN=1`: prints every nonconformant key as an entry of the known
//!   list (to review, not to paste blindly: an entry is a documented nonconformance).
//! - `OCLVK_BUILTINS_MAX_SLOTS=N`: slots per oclvk kernel (default 24).
//! - `OCLVK_BUILTINS_NO_PIPELINE_CACHE=1`: compile every pipeline afresh (for timing).
//! - `OCLVK_DIFF_PLATFORM` / `OCLVK_DEVICE`: the OpenCL platform and the Vulkan device, as for
//!   `tests/differential.rs`.

#[path = "../common/opencl.rs"]
mod opencl;

mod atomics;
mod atomics_c11;
mod atomics_float;
mod compare;
mod conversions;
mod integer;
mod kernel;
mod known;
mod math;
mod misc;
mod shape;
mod values;
mod vdata;

use compare::{compare, Tally};
use kernel::{run_all, Group, SlotRun};
use std::collections::BTreeMap;
use std::time::Instant;

/// What one key (family/function/type) came to over its slots.
#[derive(Default)]
struct KeyResult {
    tally: Tally,
    /// oclvk's message for a slot it does not compile.
    not_compiled: Option<String>,
    /// Whether any slot of the key failed to match (mismatch or not compiled).
    failed: bool,
}

/// `strong_cas`: see [`atomics_c11::groups`]; `float_min_max`: see [`atomics_float::groups`].
fn all_groups(strong_cas: bool, float_min_max: bool) -> Vec<Group> {
    let mut groups = math::groups();
    groups.extend(integer::groups());
    groups.extend(misc::groups());
    groups.extend(vdata::groups());
    groups.extend(conversions::groups());
    groups.extend(atomics::groups());
    groups.extend(atomics_c11::groups(strong_cas));
    groups.extend(atomics_float::groups(float_min_max));
    groups
}

/// Keeps the slots whose key contains one of the patterns; drops emptied groups.
fn filtered(groups: Vec<Group>, patterns: &[String]) -> Vec<Group> {
    groups
        .into_iter()
        .filter_map(|mut g| {
            g.slots
                .retain(|s| patterns.iter().any(|p| s.key().contains(p.as_str())));
            (!g.slots.is_empty()).then_some(g)
        })
        .collect()
}

#[test]
fn builtins_agree_with_opencl_within_the_specification() {
    let started = Instant::now();
    let patterns: Vec<String> = std::env::var("OCLVK_BUILTINS")
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    let verbose = std::env::var("OCLVK_BUILTINS_VERBOSE").is_ok_and(|v| v == "1");
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    let platform = opencl::Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
        panic!("the builtin differential test needs an OpenCL platform (PoCL: scripts/install-deps installs it): {e}")
    });
    // Generated kernels are long: more time than the default per launch.
    let runtime = oclvk::runner::Runtime::new(oclvk::runner::RuntimeOptions {
        validation: true,
        timeout: std::time::Duration::from_secs(120),
        pipeline_cache: std::env::var_os("OCLVK_BUILTINS_NO_PIPELINE_CACHE").is_none(),
        ..oclvk::runner::RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    eprintln!(
        "builtins: OpenCL '{}' ({}) on '{}'  vs  oclvk on '{}'",
        platform.platform_name,
        platform.platform_version,
        platform.device_name,
        runtime.device().name
    );
    let strong_cas = !runtime.device().name.contains("llvmpipe");
    if !strong_cas {
        eprintln!(
            "  not run on llvmpipe: atomic_compare_exchange with orders other than relaxed (a Mesa bug; see atomics_c11::groups)"
        );
    }
    let features = &runtime.device().features;
    let float_min_max =
        features.buffer_float32_atomic_min_max && features.shared_float32_atomic_min_max;
    if !float_min_max {
        eprintln!(
            "  not run on this device: float atomic_fetch_min/max (no shaderBufferFloat32AtomicMinMax / shaderSharedFloat32AtomicMinMax; the runner refuses such kernels)"
        );
    }
    let groups = if patterns.is_empty() {
        all_groups(strong_cas, float_min_max)
    } else {
        filtered(all_groups(strong_cas, float_min_max), &patterns)
    };
    if verbose {
        eprintln!(
            "  [{} groups generated; set-up took {:.1} s]",
            groups.len(),
            started.elapsed().as_secs_f64()
        );
    }

    let mut results: BTreeMap<String, KeyResult> = BTreeMap::new();
    let mut failures = Vec::new();
    let runs = run_all(&groups, &platform, &runtime, verbose);
    for (group, runs) in groups.iter().zip(runs) {
        let runs = match runs {
            Ok(runs) => runs,
            Err(e) => {
                failures.push(format!("group '{}': {e}", group.name));
                continue;
            }
        };
        for (slot, run) in group.slots.iter().zip(runs) {
            let entry = results.entry(slot.key()).or_default();
            match run {
                SlotRun::NotCompiled(msg) => {
                    entry.failed = true;
                    entry.not_compiled = Some(msg);
                }
                SlotRun::Ran(outputs) => {
                    let describe = |k: usize| {
                        slot.inputs
                            .iter()
                            .filter(|c| k < c.values.len())
                            .map(|c| c.elem.show(c.values[k]))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    for (out, (cl, vk)) in slot.outputs.iter().zip(&outputs) {
                        let mut tally = compare(out, cl, vk, &slot.twins, &describe);
                        for e in &mut tally.examples {
                            *e = format!("{}: {e}", slot.label);
                        }
                        entry.failed |= tally.mismatches > 0;
                        entry.tally.merge(&tally);
                    }
                }
            }
        }
    }

    // Per-key verdicts against the known-nonconformant list.
    let known: BTreeMap<&str, &str> = known::KNOWN.iter().copied().collect();
    let mut known_lines = Vec::new();
    for (key, r) in &results {
        let status = match &r.not_compiled {
            Some(msg) => format!("does not compile: {msg}"),
            None => format!(
                "{} compared, worst {}, {} mismatch(es){}",
                r.tally.compared,
                r.tally.worst(),
                r.tally.mismatches,
                if r.tally.platform_off > 0 {
                    format!(
                        " ({} where the OpenCL platform is off the host reference and oclvk is not)",
                        r.tally.platform_off
                    )
                } else {
                    String::new()
                }
            ),
        };
        match (known.get(key.as_str()), r.failed) {
            (Some(_), true) => known_lines.push(format!("  known  {key:<40} {status}")),
            (Some(why), false) => failures.push(format!(
                "{key} is on the known-nonconformant list ({why}) but now passes ({status}): remove it from tests/builtins/known.rs"
            )),
            (None, true) => {
                let mut text = format!("{key}: {status}");
                for e in &r.tally.examples {
                    text += &format!("\n      {e}");
                }
                failures.push(text);
            }
            (None, false) => {
                if verbose {
                    eprintln!("  ok     {key:<40} {status}");
                }
            }
        }
    }
    if std::env::var("OCLVK_BUILTINS_PRINT_KNOWN").is_ok_and(|v| v == "1") {
        eprintln!("builtins: every nonconformant key, as entries of tests/builtins/known.rs:");
        for (key, r) in results.iter().filter(|(_, r)| r.failed) {
            let why = match &r.not_compiled {
                Some(msg) => format!("does not compile: {msg}"),
                None => format!(
                    "{} of {} cases beyond the limit, worst {}",
                    r.tally.mismatches,
                    r.tally.compared,
                    r.tally.worst()
                ),
            };
            eprintln!("    ({key:?}, {why:?}),");
        }
    }
    if patterns.is_empty() {
        for key in known.keys() {
            if !results.contains_key(*key) {
                failures.push(format!(
                    "{key} is on the known-nonconformant list but no slot has that key"
                ));
            }
        }
    }

    // Per-family summary: keys, cases, the worst error of the conformant keys, then the
    // nonconformant ones (known or not).
    #[derive(Default)]
    struct Family {
        keys: usize,
        conformant: Tally,
        nonconformant: Tally,
        failing: usize,
        not_compiled: usize,
    }
    let mut families: BTreeMap<&str, Family> = BTreeMap::new();
    for (key, r) in &results {
        let f = families
            .entry(key.split('/').next().unwrap_or_default())
            .or_default();
        f.keys += 1;
        if r.not_compiled.is_some() {
            f.not_compiled += 1;
        } else if r.failed {
            f.nonconformant.merge(&r.tally);
            f.failing += 1;
        } else {
            f.conformant.merge(&r.tally);
        }
    }
    eprintln!("builtins: per family (function/type keys, cases compared, worst error)");
    for (name, f) in &families {
        let mut line = format!(
            "  {name:<12} {:>4} keys, {:>7} cases, worst {}",
            f.keys,
            f.conformant.compared + f.nonconformant.compared,
            if f.conformant.compared > 0 {
                f.conformant.worst()
            } else {
                "-".to_string()
            }
        );
        if f.failing > 0 {
            line += &format!(
                "; {} key(s) beyond the limits: worst {}",
                f.failing,
                f.nonconformant.worst()
            );
        }
        if f.not_compiled > 0 {
            line += &format!("; {} key(s) not compiled by oclvk", f.not_compiled);
        }
        let platform_off = f.conformant.platform_off + f.nonconformant.platform_off;
        if platform_off > 0 {
            line += &format!(
                "; {platform_off} case(s) where the OpenCL platform is off the host reference"
            );
        }
        eprintln!("{line}");
    }
    if !known_lines.is_empty() {
        eprintln!("builtins: known nonconformant (tests/builtins/known.rs):");
        for l in &known_lines {
            eprintln!("{l}");
        }
    }
    eprintln!(
        "builtins: {} groups, {} keys in {:.1} s",
        groups.len(),
        results.len(),
        started.elapsed().as_secs_f64()
    );
    let messages = runtime.validation_messages();
    assert!(
        messages.is_empty(),
        "validation messages:\n{}",
        messages.join("\n")
    );
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
