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

/// The `cl_khr_subgroup_*` extensions (clustered reductions aside: lavapipe's default target
/// has no `clustered` class, below): broadcasts, shuffles and rotates (a lane whose source is
/// past its sub-group's end writes 0: that value is undefined), the votes, the non-uniform
/// reductions and scans in divergent control flow (odd inputs; bitwise ones on inputs with bit
/// 1), ballots and masks; and the core exclusive min/max scans, whose first lane gets the
/// identity of the value's own type (an 8/16-bit one's too).
const EXTENSIONS_KERNEL: &str = "
kernel void sgx(global const int *in, global T *out, global int *ints, global uint4 *masks) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    int i = in[g];
    T x = (T)(i % 7 - 2);
    uint lid = get_sub_group_local_id();
    uint size = get_sub_group_size();
    uint max = get_max_sub_group_size();
    T s;
    out[g] = sub_group_non_uniform_broadcast(x, size - 1);
    out[n + g] = sub_group_broadcast_first(x);
    out[2 * n + g] = sub_group_shuffle(x, size - 1 - lid);
    s = sub_group_shuffle_xor(x, 1u);
    out[3 * n + g] = (lid ^ 1u) < size ? s : (T)0;
    s = sub_group_shuffle_up(x, 2u);
    out[4 * n + g] = lid >= 2 ? s : (T)0;
    s = sub_group_shuffle_down(x, 1u);
    out[5 * n + g] = lid + 1 < size ? s : (T)0;
    s = sub_group_rotate(x, 3);
    out[6 * n + g] = (lid + 3) % max < size ? s : (T)0;
    s = sub_group_clustered_rotate(x, -1, 4u);
    out[7 * n + g] = ((lid & ~3u) | ((lid - 1) & 3u)) < size ? s : (T)0;
    ints[g] = sub_group_non_uniform_all_equal(x) + 2 * sub_group_non_uniform_all_equal((T)(i > 100));
    if (i & 1) {
        out[8 * n + g] = sub_group_non_uniform_reduce_add(x);
        out[9 * n + g] = sub_group_non_uniform_reduce_mul(x);
        out[10 * n + g] = sub_group_non_uniform_reduce_min(x);
        out[11 * n + g] = sub_group_non_uniform_reduce_max(x);
        out[12 * n + g] = sub_group_non_uniform_scan_inclusive_add(x);
        out[13 * n + g] = sub_group_non_uniform_scan_inclusive_mul(x);
        out[14 * n + g] = sub_group_non_uniform_scan_inclusive_min(x);
        out[15 * n + g] = sub_group_non_uniform_scan_inclusive_max(x);
        out[16 * n + g] = sub_group_non_uniform_scan_exclusive_add(x);
        out[17 * n + g] = sub_group_non_uniform_scan_exclusive_mul(x);
        out[18 * n + g] = sub_group_non_uniform_scan_exclusive_min(x);
        out[19 * n + g] = sub_group_non_uniform_scan_exclusive_max(x);
        ints[n + g] = sub_group_elect() + 2 * sub_group_non_uniform_all(i > -45)
                    + 4 * sub_group_non_uniform_any(i > 40);
    }
    if (i & 2) {
        ints[2 * n + g] = sub_group_non_uniform_reduce_and(i);
        ints[3 * n + g] = sub_group_non_uniform_reduce_or(i);
        ints[4 * n + g] = sub_group_non_uniform_reduce_xor(i);
        ints[5 * n + g] = sub_group_non_uniform_scan_inclusive_and(i);
        ints[6 * n + g] = sub_group_non_uniform_scan_inclusive_or(i);
        ints[7 * n + g] = sub_group_non_uniform_scan_inclusive_xor(i);
        ints[8 * n + g] = sub_group_non_uniform_scan_exclusive_and(i);
        ints[9 * n + g] = sub_group_non_uniform_scan_exclusive_or(i);
        ints[10 * n + g] = sub_group_non_uniform_scan_exclusive_xor(i);
        ints[11 * n + g] = sub_group_non_uniform_reduce_logical_and(i & 4)
                         + 2 * sub_group_non_uniform_reduce_logical_or(i & 4)
                         + 4 * sub_group_non_uniform_reduce_logical_xor(i & 4);
        ints[12 * n + g] = sub_group_non_uniform_scan_inclusive_logical_and(i & 4)
                         + 2 * sub_group_non_uniform_scan_inclusive_logical_or(i & 4)
                         + 4 * sub_group_non_uniform_scan_inclusive_logical_xor(i & 4);
        ints[13 * n + g] = sub_group_non_uniform_scan_exclusive_logical_and(i & 4)
                         + 2 * sub_group_non_uniform_scan_exclusive_logical_or(i & 4)
                         + 4 * sub_group_non_uniform_scan_exclusive_logical_xor(i & 4);
    }
    uint4 b = sub_group_ballot(i & 1);
    uint4 own = get_sub_group_eq_mask();
    ints[14 * n + g] = sub_group_inverse_ballot(b) + 2 * sub_group_ballot_bit_extract(b, size - 1 - lid);
    ints[15 * n + g] = sub_group_ballot_bit_count(b);
    ints[16 * n + g] = sub_group_ballot_inclusive_scan(b);
    ints[17 * n + g] = sub_group_ballot_exclusive_scan(b);
    ints[18 * n + g] = sub_group_ballot_find_lsb(b | own) + 1000 * sub_group_ballot_find_msb(b | own);
    ints[19 * n + g] = sub_group_ballot_bit_count((uint4)(~0u))
                     + 1000 * sub_group_ballot_inclusive_scan((uint4)(~0u));
    masks[g] = own;
    masks[n + g] = get_sub_group_ge_mask();
    masks[2 * n + g] = get_sub_group_gt_mask();
    masks[3 * n + g] = get_sub_group_le_mask();
    masks[4 * n + g] = get_sub_group_lt_mask();
    out[20 * n + g] = sub_group_scan_exclusive_min(x);
    out[21 * n + g] = sub_group_scan_exclusive_max(x);
}
";

const EXTENSION_SHAPES: [(&[u64], &[u32]); 3] = [(&[5], &[1]), (&[99], &[33]), (&[192], &[96])];

fn extension_specs(n: u64) -> Vec<ArgSpec> {
    [
        format!("in=rand:{n}:11"),
        format!("out=zeros:{}", 22 * n),
        format!("ints=zeros:{}", 20 * n),
        format!("masks=zeros:{}", 5 * n),
    ]
    .iter()
    .map(|s| ArgSpec::parse(s).expect("an argument spec"))
    .collect()
}

/// Where two outputs of slots of `n` elements each first differ: "slot S, work-item W".
fn first_difference(want: &[u8], got: &[u8], n: u64) -> Option<String> {
    if want.len() != got.len() {
        return Some(format!("length {} (want {})", got.len(), want.len()));
    }
    let at = want.iter().zip(got).position(|(a, b)| a != b)?;
    let slots = [22, 20, 5, 1]
        .into_iter()
        .find(|s| want.len() as u64 % (s * n) == 0);
    let element = want.len() as u64 / (slots.unwrap_or(1) * n);
    let index = at as u64 / element.max(1);
    Some(format!("slot {}, work-item {}", index / n, index % n))
}

/// Every extension function but the clustered reductions through `vulkan1.2-portable` (8- to
/// 64-bit values) and `wgsl` (32-bit and narrower, where the adapter has sub-groups) equals
/// the default target's `OpGroupNonUniform*` on the same driver, which
/// tests/sub_group_runs.rs checks against host references.
#[test]
fn sub_group_extensions_equal_the_default_target() {
    let rts = runtimes();
    let mut failures = Vec::new();
    let types = [
        "int", "uint", "float", "char", "uchar", "short", "ushort", "long", "ulong", "double",
    ];
    for ty in types {
        let options = format!("-cl-std=CL2.0 -D T={ty}");
        let compile = |path| portable_paths::compile("sgx.cl", EXTENSIONS_KERNEL, &options, path);
        let reference = compile(Path::Default).unwrap_or_else(|e| panic!("{ty}: {e}"));
        let paths = portable_paths_for(&rts, ty);
        for path in paths {
            let module = compile(path).unwrap_or_else(|e| panic!("{ty}, {path:?}: {e}"));
            for (global, local) in EXTENSION_SHAPES {
                let specs = extension_specs(global[0]);
                let what = format!("{ty}, {path:?}, global {global:?}, local {local:?}");
                let want = portable_paths::run(
                    &rts,
                    &reference,
                    Path::Default,
                    "sgx",
                    &specs,
                    global,
                    local,
                )
                .unwrap_or_else(|e| panic!("{what} on the default target: {e}"));
                match portable_paths::run(&rts, &module, path, "sgx", &specs, global, local) {
                    Ok(got) => {
                        for ((name, want), (_, got)) in want.iter().zip(&got) {
                            if let Some(at) = first_difference(want, got, global[0]) {
                                failures.push(format!("{what}: '{name}' differs at {at}"));
                            }
                        }
                    }
                    Err(e) => failures.push(format!("{what}: {e}")),
                }
            }
        }
    }
    rts.assert_validation_clean();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Clustered reductions of every operation and cluster size, over whole sub-groups and over
/// the odd inputs' lanes (divergent control flow).
const CLUSTERED_KERNEL: &str = "
kernel void clustered(global const int *in, global int *out, global int *ids) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    int x = in[g];
    ids[g] = get_sub_group_id();
    ids[n + g] = get_sub_group_local_id();
    ids[2 * n + g] = get_max_sub_group_size();
    out[g] = sub_group_clustered_reduce_add(x, 1u);
    out[n + g] = sub_group_clustered_reduce_add(x, 2u);
    out[2 * n + g] = sub_group_clustered_reduce_mul(x, 4u);
    out[3 * n + g] = sub_group_clustered_reduce_min(x, 8u);
    out[4 * n + g] = sub_group_clustered_reduce_max(x, 16u);
    out[5 * n + g] = sub_group_clustered_reduce_and(x, 32u);
    out[6 * n + g] = sub_group_clustered_reduce_or(x, 64u);
    out[7 * n + g] = sub_group_clustered_reduce_xor(x, 128u);
    out[8 * n + g] = sub_group_clustered_reduce_logical_and(x & 1, 4u);
    out[9 * n + g] = sub_group_clustered_reduce_logical_or(x & 2, 2u);
    out[10 * n + g] = sub_group_clustered_reduce_logical_xor(x & 4, 8u);
    if (x & 1) {
        out[11 * n + g] = sub_group_clustered_reduce_add(x, 4u);
        out[12 * n + g] = sub_group_clustered_reduce_min(x, 8u);
        out[13 * n + g] = sub_group_clustered_reduce_xor(x, 2u);
    }
}
";

/// The host model of `clustered`'s slots: (operation, cluster size, lanes of odd inputs only).
const CLUSTERED_SLOTS: [(&str, u32, bool); 14] = [
    ("add", 1, false),
    ("add", 2, false),
    ("mul", 4, false),
    ("min", 8, false),
    ("max", 16, false),
    ("and", 32, false),
    ("or", 64, false),
    ("xor", 128, false),
    ("logical_and", 4, false),
    ("logical_or", 2, false),
    ("logical_xor", 8, false),
    ("add", 4, true),
    ("min", 8, true),
    ("xor", 2, true),
];

fn clustered_value(op: &str, values: &[i32]) -> i32 {
    let fold = |start: i32, f: fn(i32, i32) -> i32| values.iter().copied().fold(start, f);
    let logical = |f: fn(bool, bool) -> bool, start: bool, bit: i32| {
        values.iter().fold(start, |a, &v| f(a, v & bit != 0)) as i32
    };
    match op {
        "add" => fold(0, i32::wrapping_add),
        "mul" => fold(1, i32::wrapping_mul),
        "min" => fold(i32::MAX, i32::min),
        "max" => fold(i32::MIN, i32::max),
        "and" => fold(-1, |a, b| a & b),
        "or" => fold(0, |a, b| a | b),
        "xor" => fold(0, |a, b| a ^ b),
        "logical_and" => logical(|a, b| a && b, true, 1),
        "logical_or" => logical(|a, b| a || b, false, 2),
        _ => logical(|a, b| a ^ b, false, 4),
    }
}

fn words(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|w| i32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect()
}

/// `clustered` through the portable paths equals the host model over the sub-groups the run
/// reports (each work-item's sub-group id, local id and the sub-group size; a cluster larger
/// than the sub-group size, which OpenCL leaves undefined, is not checked). The default target
/// needs the device's `clustered` class, which lavapipe lacks.
#[test]
fn clustered_reductions_equal_the_host_model() {
    let rts = runtimes();
    let mut paths = vec![Path::Vulkan12Portable];
    if rts.wgpu.sub_groups() {
        paths.push(Path::Wgsl);
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in paths {
        let module =
            portable_paths::compile("clustered.cl", CLUSTERED_KERNEL, "-cl-std=CL2.0", path)
                .unwrap_or_else(|e| panic!("{path:?}: {e}"));
        for (global, local) in EXTENSION_SHAPES {
            let n = global[0] as usize;
            let specs: Vec<ArgSpec> = [
                format!("in=rand:{n}:5"),
                format!("out=zeros:{}", CLUSTERED_SLOTS.len() * n),
                format!("ids=zeros:{}", 3 * n),
            ]
            .iter()
            .map(|s| ArgSpec::parse(s).expect("an argument spec"))
            .collect();
            let what = format!("{path:?}, global {global:?}, local {local:?}");
            let outputs =
                portable_paths::run(&rts, &module, path, "clustered", &specs, global, local)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
            let buffer =
                |name: &str| words(&outputs.iter().find(|(n, _)| n == name).expect(name).1);
            let (input, out, ids) = (buffer("in"), buffer("out"), buffer("ids"));
            let group = |w: usize| (w / local[0] as usize, ids[w]);
            for (slot, &(op, cluster, odd_only)) in CLUSTERED_SLOTS.iter().enumerate() {
                for w in 0..n {
                    let (lid, max) = (ids[n + w] as u32, ids[2 * n + w] as u32);
                    if cluster > max || (odd_only && input[w] & 1 == 0) {
                        continue;
                    }
                    let base = lid & !(cluster - 1);
                    let members: Vec<i32> = (0..n)
                        .filter(|&v| group(v) == group(w))
                        .filter(|&v| (base..base + cluster).contains(&(ids[n + v] as u32)))
                        .filter(|&v| !odd_only || input[v] & 1 != 0)
                        .map(|v| input[v])
                        .collect();
                    let want = clustered_value(op, &members);
                    let got = out[slot * n + w];
                    checked += 1;
                    if got != want {
                        failures.push(format!(
                            "{what}: work-item {w}, clustered {op} of {cluster}: {got}, want {want}"
                        ));
                    }
                }
            }
        }
    }
    rts.assert_validation_clean();
    assert!(checked > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The broadcasts of vectors of 8 and 16 lanes (`cl_khr_subgroup_extended_types`,
/// `cl_khr_subgroup_ballot`), the only sub-group or work-group functions OpenCL gives such
/// vectors, which the portable targets' `wide-vectors` stage does per 4-lane part: from a
/// lane chosen at run time, and non-uniform ones in divergent control flow from the lowest
/// active lane (the work-items that skip it write nothing).
const WIDE_KERNEL: &str = "
#ifdef HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define V8 CAT(T, 8)
#define V16 CAT(T, 16)
kernel void sgw(global const int *in, global V8 *a, global V8 *b, global V16 *c, global V16 *d) {
    size_t g = get_global_id(0);
    int i = in[g];
    uint size = get_sub_group_size();
    V16 x = CAT(convert_, V16)((int16)(i & 63)
        + (int16)(0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45));
    a[g] = sub_group_broadcast(x.lo, size - 1);
    b[g] = sub_group_non_uniform_broadcast(x.odd, size / 2);
    c[g] = sub_group_broadcast(x, 0u);
    if (i & 1) {
        d[g] = sub_group_non_uniform_broadcast(x, sub_group_ballot_find_lsb(sub_group_ballot(1)));
    }
}
";

/// `sgw` through `vulkan1.2-portable` (8- to 64-bit lanes and `half`) and `wgsl` (32-bit and
/// narrower lanes, where the adapter has sub-groups) equals the default target's on the same
/// driver.
#[test]
fn broadcasts_of_8_and_16_lanes_equal_the_default_target() {
    let rts = runtimes();
    let mut failures = Vec::new();
    let types = [
        "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
        "half",
    ];
    for ty in types {
        let mut options = format!("-cl-std=CL2.0 -D T={ty}");
        if ty == "half" {
            options.push_str(" -cl-fp16 -D HALF");
        }
        let compile = |path| portable_paths::compile("sgw.cl", WIDE_KERNEL, &options, path);
        let reference = compile(Path::Default).unwrap_or_else(|e| panic!("{ty}: {e}"));
        let paths = portable_paths_for(&rts, ty);
        for path in paths {
            let module = compile(path).unwrap_or_else(|e| panic!("{ty}, {path:?}: {e}"));
            for (global, local) in EXTENSION_SHAPES {
                let n = global[0];
                let specs: Vec<ArgSpec> = [
                    format!("in=rand:{n}:13"),
                    format!("a=zeros:{n}"),
                    format!("b=zeros:{n}"),
                    format!("c=zeros:{n}"),
                    format!("d=zeros:{n}"),
                ]
                .iter()
                .map(|s| ArgSpec::parse(s).expect("an argument spec"))
                .collect();
                let what = format!("{ty}, {path:?}, global {global:?}, local {local:?}");
                let want = portable_paths::run(
                    &rts,
                    &reference,
                    Path::Default,
                    "sgw",
                    &specs,
                    global,
                    local,
                )
                .unwrap_or_else(|e| panic!("{what} on the default target: {e}"));
                assert!(
                    want.iter()
                        .any(|(name, bytes)| name == "d" && bytes.iter().any(|&b| b != 0)),
                    "{what}: no work-item took the divergent broadcast"
                );
                match portable_paths::run(&rts, &module, path, "sgw", &specs, global, local) {
                    Ok(got) => {
                        for ((name, want), (_, got)) in want.iter().zip(&got) {
                            if let Some(at) = first_difference(want, got, n) {
                                failures.push(format!("{what}: '{name}' differs at {at}"));
                            }
                        }
                    }
                    Err(e) => failures.push(format!("{what}: {e}")),
                }
            }
        }
    }
    rts.assert_validation_clean();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Sub-group and work-group functions on `long`/`ulong`, which WGSL holds as their low 32 bits:
/// moves, sums and bitwise operations of any value (their low halves are exact), and `min`,
/// `max` and `all_equal` of values whose high half is known (a sign-extended `long`, a
/// zero-extended `ulong`: README footnote 1).
const LOW_HALVES_KERNEL: &str = "
kernel void low(global const int *in, global int *out) {
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    long s = in[g];
    ulong u = (uint)in[g];
    long p = (long)in[g] * in[g] * 3;
    out[g] = (int)sub_group_broadcast(p, get_sub_group_size() - 1);
    out[n + g] = (int)sub_group_reduce_add(p);
    out[2 * n + g] = (int)sub_group_reduce_min(s) + (int)sub_group_reduce_max(u);
    out[3 * n + g] = (int)sub_group_scan_inclusive_max(s) + (int)sub_group_scan_inclusive_min(u);
    out[4 * n + g] = (int)sub_group_scan_exclusive_add(p);
    out[5 * n + g] = (int)work_group_reduce_max(s) + (int)work_group_reduce_min(u);
    out[6 * n + g] = (int)work_group_scan_exclusive_add(p) + (int)work_group_scan_inclusive_min(s);
    out[7 * n + g] = (int)work_group_broadcast(u, 0) + (int)work_group_reduce_add(p);
    out[8 * n + g] = sub_group_non_uniform_all_equal(s) + 2 * sub_group_non_uniform_all_equal(u >> 4);
    out[9 * n + g] = (int)sub_group_shuffle_xor(p, 1u);
    out[10 * n + g] = (int)sub_group_non_uniform_broadcast(u, 0u);
    if (in[g] & 1) {
        out[11 * n + g] = (int)sub_group_non_uniform_scan_inclusive_min(s);
        out[12 * n + g] = (int)sub_group_non_uniform_reduce_xor(p);
        out[13 * n + g] = (int)sub_group_non_uniform_scan_exclusive_mul(p);
    }
}
";

/// [`LOW_HALVES_KERNEL`] through `wgsl` equals the default target's (which has 64-bit
/// integers) where the adapter has sub-groups; else wgpu refuses it by the capability's name.
#[test]
fn wgsl_group_functions_on_64_bit_values_held_in_32_bits_equal_the_default_target() {
    let rts = runtimes();
    let compile =
        |path| portable_paths::compile("low.cl", LOW_HALVES_KERNEL, "-cl-std=CL2.0", path);
    let reference = compile(Path::Default).unwrap_or_else(|e| panic!("{e}"));
    let wgsl = compile(Path::Wgsl).unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    for (global, local) in EXTENSION_SHAPES {
        let n = global[0];
        let specs: Vec<ArgSpec> = [format!("in=rand:{n}:17"), format!("out=zeros:{}", 14 * n)]
            .iter()
            .map(|s| ArgSpec::parse(s).expect("an argument spec"))
            .collect();
        let what = format!("global {global:?}, local {local:?}");
        let result = portable_paths::run(&rts, &wgsl, Path::Wgsl, "low", &specs, global, local);
        if !rts.wgpu.sub_groups() {
            let Err(message) = result else {
                panic!("wgpu ran sub-group operations on a device without Features::SUBGROUP");
            };
            assert!(message.contains("SUBGROUP"), "{message}");
            continue;
        }
        let want = portable_paths::run(
            &rts,
            &reference,
            Path::Default,
            "low",
            &specs,
            global,
            local,
        )
        .unwrap_or_else(|e| panic!("{what} on the default target: {e}"));
        match result {
            Ok(got) => {
                for ((name, want), (_, got)) in want.iter().zip(&got) {
                    if want != got {
                        let at = want.chunks(4).zip(got.chunks(4)).position(|(a, b)| a != b);
                        let at = at.map(|i| (i as u64 / n, i as u64 % n));
                        failures.push(format!("{what}: '{name}' differs at (slot, item) {at:?}"));
                    }
                }
            }
            Err(e) => failures.push(format!("{what}: {e}")),
        }
    }
    rts.assert_validation_clean();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The portable paths a sub-group kernel on `ty` runs through: portable SPIR-V, and WGSL where
/// wgpu's device has sub-groups and WGSL the type (no 64-bit types).
fn portable_paths_for(rts: &Runtimes, ty: &str) -> Vec<Path> {
    let mut paths = vec![Path::Vulkan12Portable];
    if rts.wgpu.sub_groups() && !["long", "ulong", "double"].contains(&ty) {
        paths.push(Path::Wgsl);
    }
    paths
}
