//! The core sub-group functions (`cl_khr_subgroups`) on the portable targets: a kernel writing
//! every work-item's sub-group sizes and ids next to the votes, broadcasts, reductions and
//! scans runs through the default target and `vulkan1.2-portable` (a runtime without device
//! addresses) on lavapipe, and every output must equal the default target's (which
//! tests/sub_group_runs.rs checks against host references): the same driver arranges the
//! sub-groups of both. Work-groups of 1, 33 and 96 work-items (sub-groups cut short at the end
//! of a group) and a 2-D range whose X size is a multiple of 8 (lavapipe gives a narrower row
//! a sub-group of its own: docs/architecture.md, "Sub-groups"); uniform ranges, as the portable
//! runners take them for a kernel that reads its local size. Through `wgsl`, wgpu refuses
//! the shader with an error naming the capability where the adapter lacks it, and elsewhere
//! its outputs equal the default target's; a 2-D work-group is refused by the wgpu runner
//! (WebGPU gives no sub-group ids there).

#![cfg(feature = "wgpu")]

mod common;
#[path = "common/portable_paths.rs"]
mod portable_paths;

use oclvk::spec::ArgSpec;
use portable_paths::{runtimes, Module, Path, Runtimes};

const KERNEL: &str = "
kernel void sg(global const T *in, global T *out, global int *ids, global const float *f,
               global float *fout) {
    size_t g = get_global_linear_id();
    size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);
    T x = in[g];
    ids[g] = get_sub_group_size();
    ids[n + g] = get_max_sub_group_size();
    ids[2 * n + g] = get_num_sub_groups();
    ids[3 * n + g] = get_sub_group_id();
    ids[4 * n + g] = get_sub_group_local_id();
    ids[5 * n + g] = sub_group_all(x > (T)0) + 2 * sub_group_any(x > (T)1000);
    out[g] = sub_group_broadcast(x, get_sub_group_size() - 1);
    out[n + g] = sub_group_reduce_add(x);
    out[2 * n + g] = sub_group_reduce_min(x);
    out[3 * n + g] = sub_group_reduce_max(x);
    out[4 * n + g] = sub_group_scan_inclusive_add(x);
    out[5 * n + g] = sub_group_scan_inclusive_min(x);
    out[6 * n + g] = sub_group_scan_inclusive_max(x);
    out[7 * n + g] = sub_group_scan_exclusive_add(x);
    out[8 * n + g] = sub_group_scan_exclusive_min(x);
    out[9 * n + g] = sub_group_scan_exclusive_max(x);
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
    fout[g] = sub_group_reduce_max(f[g]) + sub_group_scan_exclusive_add(f[g]);
}
";

fn compile(ty: &str, path: Path) -> Result<Module, String> {
    portable_paths::compile("sg.cl", KERNEL, &format!("-cl-std=CL2.0 -D T={ty}"), path)
}

fn specs(ty: &str, n: u64) -> Vec<ArgSpec> {
    // Integer-valued floats: every order of a sum gives the same value.
    let input = if ty == "double" {
        format!("in=iota:{n}")
    } else {
        format!("in=rand:{n}:7")
    };
    [
        input,
        format!("out=zeros:{}", 10 * n),
        format!("ids=zeros:{}", 6 * n),
        format!("f=iota:{n}"),
        format!("fout=zeros:{n}"),
    ]
    .iter()
    .map(|s| ArgSpec::parse(s).expect("an argument spec"))
    .collect()
}

/// Every buffer's bytes after one run of `sg`, by argument name.
fn run(
    rts: &Runtimes,
    module: &Module,
    path: Path,
    specs: &[ArgSpec],
    global: &[u64],
    local: &[u32],
) -> Result<Vec<(String, Vec<u8>)>, String> {
    portable_paths::run(rts, module, path, "sg", specs, global, local)
}

const SHAPES: [(&[u64], &[u32]); 4] = [
    (&[5], &[1]),
    (&[99], &[33]),
    (&[192], &[96]),
    (&[32, 6], &[16, 3]),
];

#[test]
fn sub_group_functions_equal_the_default_target_on_vulkan_portable() {
    let rts = runtimes();
    let mut failures = Vec::new();
    for ty in ["int", "uint", "float", "long", "ulong", "double"] {
        let reference = compile(ty, Path::Default).unwrap_or_else(|e| panic!("{ty}: {e}"));
        let portable = compile(ty, Path::Vulkan12Portable).unwrap_or_else(|e| panic!("{ty}: {e}"));
        for (global, local) in SHAPES {
            let specs = specs(ty, global.iter().product());
            let what = format!("{ty}, global {global:?}, local {local:?}");
            let want = run(&rts, &reference, Path::Default, &specs, global, local)
                .unwrap_or_else(|e| panic!("{what} on the default target: {e}"));
            match run(
                &rts,
                &portable,
                Path::Vulkan12Portable,
                &specs,
                global,
                local,
            ) {
                Ok(got) => {
                    for ((name, want), (_, got)) in want.iter().zip(&got) {
                        if want != got {
                            failures.push(format!("{what}: '{name}' differs"));
                        }
                    }
                    eprintln!("  {what}: compared");
                }
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
    }
    rts.assert_validation_clean();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_reflection_lists_the_sub_group_operation_classes() {
    use oclvk::spirv::reflect::SubGroupOperation as Class;
    let Ok(Module::Spirv(output)) = compile("long", Path::Vulkan12Portable) else {
        panic!("vulkan1.2-portable compiles the sub-group kernel");
    };
    let kernel = output.reflection.kernel("sg").expect("the kernel");
    for class in [
        Class::Basic,
        Class::Vote,
        Class::Arithmetic,
        Class::Shuffle,
        Class::ShuffleRelative,
    ] {
        assert!(
            kernel.sub_group_operations.contains(&class),
            "{class:?} missing: {:?}",
            kernel.sub_group_operations
        );
    }
    assert!(kernel.sub_group_extended_types);
}

/// Through `wgsl`: where the adapter has `Features::SUBGROUP` (the wgpu runner asks for it), the
/// outputs equal the default target's for the 32-bit types; else wgpu refuses the module with
/// an error naming the capability, never a wrong answer.
#[test]
fn sub_group_functions_through_wgpu_equal_the_default_target_or_are_refused_by_name() {
    let rts = runtimes();
    let mut failures = Vec::new();
    for ty in ["int", "uint", "float"] {
        let reference = compile(ty, Path::Default).unwrap_or_else(|e| panic!("{ty}: {e}"));
        let wgsl = compile(ty, Path::Wgsl).unwrap_or_else(|e| panic!("{ty}: {e}"));
        for (global, local) in SHAPES {
            let specs = specs(ty, global.iter().product());
            let what = format!("{ty}, global {global:?}, local {local:?}");
            let result = run(&rts, &wgsl, Path::Wgsl, &specs, global, local);
            if local.len() > 1 {
                // WebGPU gives no sub-group ids in a multi-dimensional work-group.
                let Err(message) = result else {
                    panic!("{what}: wgpu ran sub-groups in a 2-D work-group");
                };
                assert!(
                    message.contains("launch it with a 1-D work-group"),
                    "{message}"
                );
                continue;
            }
            if !rts.wgpu.sub_groups() {
                let Err(message) = result else {
                    panic!("wgpu ran sub-group operations on a device without Features::SUBGROUP");
                };
                assert!(message.contains("SUBGROUP"), "{message}");
                eprintln!("  {what}: refused by wgpu ({})", rts.wgpu.name());
                continue;
            }
            let want = run(&rts, &reference, Path::Default, &specs, global, local)
                .unwrap_or_else(|e| panic!("{what} on the default target: {e}"));
            match result {
                Ok(got) => {
                    for ((name, want), (_, got)) in want.iter().zip(&got) {
                        if want != got {
                            failures.push(format!("{what}: '{name}' differs through wgsl"));
                        }
                    }
                    eprintln!("  {what}: compared through wgsl");
                }
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
