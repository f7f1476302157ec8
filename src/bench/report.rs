//! The human-readable form of a [`Report`]: the kernel table with ratios and rates, the
//! geometric mean, copy bandwidth, launch overhead and the compile-time table.

use std::fmt::Write;

use super::{Overhead, Report, Side};

fn opt(v: Option<f64>, prec: usize) -> String {
    match v {
        Some(v) if v.is_finite() => format!("{v:.prec$}"),
        _ => "-".into(),
    }
}

fn side_time(s: &Side) -> String {
    match (&s.median_us, &s.error) {
        (Some(t), _) => format!("{t:.1}"),
        (None, Some(_)) => "FAIL".into(),
        _ => "-".into(),
    }
}

fn overhead_line(out: &mut String, who: &str, o: &Overhead) {
    match &o.error {
        Some(e) => {
            let _ = writeln!(out, "  {who:<8} error: {e}");
        }
        None => {
            let _ = writeln!(
                out,
                "  {who:<8} launch+wait {:>8} us   batched {:>10} launches/s",
                opt(o.latency_us, 1),
                opt(o.batched_per_s, 0)
            );
            if let Some(t) = o.timed_latency_us {
                let _ = writeln!(
                    out,
                    "           launch+wait with kernel timestamps {t:.1} us"
                );
            }
            if let Some(p) = &o.probe {
                let _ = writeln!(
                    out,
                    "           (Vulkan calls on queue family {}: query pool create+destroy {:.1} us, fence create+destroy {:.1} us, empty submit+wait {:.1} us, with timestamps {:.1} us,\n            fence-only submit+wait {:.1} us (blocking wait {:.1} us), timeline-semaphore-only {:.1} us, command buffer without barriers {:.1} us, resubmitted {:.1} us, recorded+submitted twice {:.1} us)",
                    p.queue_family, p.query_pool_create_destroy_us, p.fence_create_destroy_us, p.empty_submit_wait_us, p.timestamped_submit_wait_us,
                    p.fence_only_submit_wait_us, p.fence_only_blocking_wait_us, p.timeline_only_wait_us, p.unbarriered_submit_wait_us, p.resubmitted_wait_us, p.record_submit_twice_us
                );
            }
            if let Some(v) = &o.variants {
                let _ = writeln!(
                    out,
                    "           launch paths (no timestamps, us): launch {:.1} (host preparation {:.1}); recorded each time {:.1}, resubmitted {:.1}, resubmitted with a blocking wait {:.1},\n            opening barrier {:.1}, no barrier {:.1} (not a valid ordering), timeline-semaphore chain without barrier or fence {:.1},\n            a ring of three recordings polled through an event {:.1} (without the barrier {:.1}), through a host-visible word {:.1}, submitted ahead and released by a host event {:.1}",
                    v.launch_us, v.prepare_us, v.recorded_each_time_us, v.resubmitted_us, v.resubmitted_blocking_us,
                    v.opening_barrier_us, v.no_barrier_us, v.timeline_chained_us,
                    v.event_ring_us, v.event_ring_no_barrier_us, v.word_ring_us, v.armed_ring_us
                );
            }
        }
    }
}

/// The portable target's column: each case's time next to the default path's.
fn portable_table(out: &mut String, r: &Report, target: &str) {
    let _ = writeln!(out, "\nthrough {target}, next to the default path:");
    if let Some(n) = &r.portable_note {
        let _ = writeln!(out, "  {n}");
        return;
    }
    let _ = writeln!(
        out,
        "{:<22} {:>11} {:>11} {:>7} {:>10}",
        "kernel", "oclvk us", "portable", "ratio", "portable"
    );
    for k in &r.kernels {
        let Some(p) = &k.portable else { continue };
        let _ = writeln!(
            out,
            "{:<22} {:>11} {:>11} {:>7} {:>10}  {}",
            k.name,
            side_time(&k.oclvk),
            side_time(p),
            opt(k.portable_ratio, 3),
            opt(p.rate, 1),
            k.unit
        );
    }
    let _ = writeln!(
        out,
        "geometric mean of ratios ({target} / default): {}",
        opt(r.portable_geomean_ratio, 3)
    );
    for k in &r.kernels {
        if let Some(e) = k.portable.as_ref().and_then(|s| s.error.as_ref()) {
            let _ = writeln!(out, "  {} ({target}): {e}", k.name);
        }
    }
}

/// The report as text tables.
pub fn render_table(r: &Report) -> String {
    let mut out = String::new();
    if let Some(d) = &r.device {
        let _ = writeln!(out, "oclvk (Vulkan): {d}");
    }
    if let Some(fused) = r.fused_fma {
        let how = if fused {
            "fused (exact products by one fma)"
        } else {
            "not fused (exact products by Dekker's splitting)"
        };
        let _ = writeln!(out, "fma:            {how}");
    }
    match (&r.opencl_device, &r.opencl_note) {
        (Some(d), _) => {
            let _ = writeln!(out, "OpenCL:         {d}");
        }
        (None, Some(n)) => {
            let _ = writeln!(out, "OpenCL:         none ({n})");
        }
        _ => {}
    }
    if !r.kernels.is_empty() {
        let _ = writeln!(
            out,
            "size {:?}, median of {} timed runs after warm-up; times in us (GPU timestamps / event profiling)\n",
            r.size, r.runs
        );
        let _ = writeln!(
            out,
            "{:<22} {:>11} {:>11} {:>7} {:>10} {:>10}  unit",
            "kernel", "oclvk us", "OpenCL us", "ratio", "oclvk", "OpenCL"
        );
        for k in &r.kernels {
            let cl = k.opencl.as_ref();
            let _ = writeln!(
                out,
                "{:<22} {:>11} {:>11} {:>7} {:>10} {:>10}  {}{}",
                k.name,
                side_time(&k.oclvk),
                cl.map(side_time).unwrap_or_else(|| "-".into()),
                opt(k.ratio, 3),
                opt(k.oclvk.rate, 1),
                opt(cl.and_then(|s| s.rate), 1),
                k.unit,
                if k.extra { "  (diagnostic)" } else { "" }
            );
        }
        let _ = writeln!(
            out,
            "\ngeometric mean of ratios (oclvk / OpenCL): {}",
            opt(r.geomean_ratio, 3)
        );
        if let Some(target) = r.portable_target {
            portable_table(&mut out, r, target.name());
        }
        for k in &r.kernels {
            if let (true, Some(l)) = (k.local.is_empty(), k.oclvk.local_size) {
                let dims = k.global.len().clamp(1, 3);
                let shape: Vec<String> = l[..dims].iter().map(|v| v.to_string()).collect();
                let _ = writeln!(
                    out,
                    "  {}: no local size given; oclvk's default {}",
                    k.name,
                    shape.join("x")
                );
            }
            if let Some(r) = &k.oclvk.local_reserve {
                let times: Vec<String> = r
                    .trial_us
                    .iter()
                    .map(|(b, t)| format!("{b} B {t:.1} us"))
                    .collect();
                let _ = writeln!(
                    out,
                    "  {}: local reserve (auto) {} bytes; trial best times {}",
                    k.name,
                    r.bytes,
                    times.join(", ")
                );
            }
            if let Some(e) = &k.oclvk.error {
                let _ = writeln!(out, "  {} (oclvk): {e}", k.name);
            }
            if let Some(e) = k.opencl.as_ref().and_then(|s| s.error.as_ref()) {
                let _ = writeln!(out, "  {} (OpenCL): {e}", k.name);
            }
        }
    }
    for k in &r.kernels {
        for e in k.oclvk.pipeline.iter().flatten() {
            let _ = write!(out, "\n{} ({}), ", k.name, k.kernel);
            let _ = write!(out, "{e}");
        }
    }
    if let Some(c) = r.copy_gbps {
        let _ = writeln!(out, "vkCmdCopyBuffer bandwidth: {c:.1} GB/s (read + write)");
        if let Some(t) = r.kernels.iter().find(|k| k.name == "stream-triad") {
            if let Some(rate) = t.oclvk.rate {
                let _ = writeln!(
                    out,
                    "stream-triad through oclvk: {:.1}% of the copy bandwidth",
                    100.0 * rate / c
                );
            }
        }
    }
    if r.overhead_oclvk.is_some() {
        let _ = writeln!(out, "\nempty-kernel launch overhead (host wall time):");
        if let Some(o) = &r.overhead_oclvk {
            overhead_line(&mut out, "oclvk", o);
        }
        if let Some(o) = &r.overhead_opencl {
            overhead_line(&mut out, "OpenCL", o);
        }
    }
    if let Some(c) = &r.compile {
        let _ = writeln!(
            out,
            "\ncompile time: oclvk (in process) vs {} -O0 --target=spirv64 + {} (processes), best of 5",
            c.clang, c.llvm_spirv
        );
        let _ = writeln!(
            out,
            "{:<16} {:>10} {:>10} {:>10} {:>9} {:>9}",
            "file", "oclvk ms", "CLI ms", "clang ms", "speedup", "(CLI)"
        );
        for row in &c.rows {
            let _ = writeln!(
                out,
                "{:<16} {:>10} {:>10} {:>10} {:>9} {:>9}",
                row.file,
                opt(Some(row.oclvk_ms), 3),
                opt(row.oclvk_cli_ms, 2),
                opt(row.clang_ms, 1),
                opt(row.speedup, 1),
                opt(row.speedup_cli, 1)
            );
            if let Some(e) = row.oclvk_error.as_ref().or(row.clang_error.as_ref()) {
                let _ = writeln!(out, "  {}: {e}", row.file);
            }
        }
        let _ = writeln!(
            out,
            "geometric mean speedup: {}x in process, {}x process to process",
            opt(c.geomean_speedup, 1),
            opt(c.geomean_speedup_cli, 1)
        );
        if let Some(m) = &c.math_cost {
            let _ = writeln!(
                out,
                "math library cost (oclvk compile, best of 20): sin/exp/pow kernel {:.2} ms, \
                 vector addition {:.2} ms, ratio {:.3}",
                m.math_cli_ms, m.plain_cli_ms, m.ratio
            );
        }
        if let Some(e) = &c.math_cost_error {
            let _ = writeln!(out, "math library cost: {e}");
        }
    }
    if let Some(e) = &r.compile_error {
        let _ = writeln!(out, "\ncompile comparison: {e}");
    }
    out
}
