//! OpenCL's whole ND-range on any device: launches with more work-groups than the device
//! dispatches at once, non-uniform work-groups (OpenCL C 2.0 on), 64-bit global offsets. Every
//! work-item's ids are checked.

mod common;

use common::*;
use oclvk::runner::{ArgValue, Buffer, NdRange, RunnerError, Runtime};

/// Writes, per work-item and for each dimension, its global id, group id, number of groups,
/// local id, local size, enqueued local size (2.0 only) and global size, at the work-item's
/// linear id (computed from the global ids, so it holds in 1.2 too).
const IDS: &str = "
#if __OPENCL_C_VERSION__ >= 200
#define ENQUEUED(d) get_enqueued_local_size(d)
#else
#define ENQUEUED(d) get_local_size(d)
#endif
kernel void ids(global ulong *out) {
    size_t x = get_global_id(0) - get_global_offset(0);
    size_t y = get_global_id(1) - get_global_offset(1);
    size_t z = get_global_id(2) - get_global_offset(2);
    size_t i = (z * get_global_size(1) + y) * get_global_size(0) + x;
    for (uint d = 0; d < 3; d++) {
        global ulong *o = out + (i * 3 + d) * 7;
        o[0] = get_global_id(d);
        o[1] = get_group_id(d);
        o[2] = get_num_groups(d);
        o[3] = get_local_id(d);
        o[4] = get_local_size(d);
        o[5] = ENQUEUED(d);
        o[6] = get_global_size(d);
    }
}
";

/// `src` compiled for OpenCL C `std` (`CL1.2`...), with `-cl-uniform-work-group-size` if asked.
fn compile(src: &str, std: &str, uniform: bool) -> oclvk::spirv::Output {
    let uniform = if uniform {
        " -cl-uniform-work-group-size"
    } else {
        ""
    };
    compile_with(src, &format!("-cl-std={std}{uniform}"))
}

/// Runs `IDS` over `global` (local size `local`, offset `offset`) and checks every value
/// against OpenCL's definitions.
fn check_ids(rt: &Runtime, std: &str, global: [u64; 3], local: [u32; 3], offset: [u64; 3]) {
    let program = oclvk::load(rt, &compile(IDS, std, false)).unwrap();
    let items = global.iter().product::<u64>() as usize;
    let out = rt.create_buffer((items * 3 * 7 * 8) as u64).unwrap();
    let range = NdRange::new(&global)
        .with_local(&local)
        .with_offset(&offset);
    let stats = rt
        .launch(&program, "ids", &range, &[("out", ArgValue::Buffer(&out))])
        .unwrap();
    let groups: [u64; 3] = std::array::from_fn(|d| global[d].div_ceil(local[d] as u64));
    assert_eq!(stats.groups.map(u64::from), groups);
    assert_eq!(stats.local_size, local);
    let got = out.read::<u64>().unwrap();
    let mut at = 0;
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                for (d, id) in [x, y, z].into_iter().enumerate() {
                    let l = local[d] as u64;
                    let group = id / l;
                    let size = if group == groups[d] - 1 && global[d] % l != 0 {
                        global[d] % l
                    } else {
                        l
                    };
                    let want = [id + offset[d], group, groups[d], id % l, size, l, global[d]];
                    if got[at..at + 7] != want {
                        panic!(
                            "work-item ({x}, {y}, {z}), dimension {d}: got {:?}, want {want:?} (global id, group id, groups, local id, local size, enqueued, global size)",
                            &got[at..at + 7]
                        );
                    }
                    at += 7;
                }
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// 2^23 work-items in x in groups of 64: 131,072 work-groups, twice lavapipe's
/// maxComputeWorkGroupCount[0] of 65,535, run as several dispatches. Checks only the ids of
/// dimension 0 (the others are trivially 1-wide) to keep the output at 3 values per item.
#[test]
fn two_to_the_23_work_items_in_x() {
    let rt = validated_runtime();
    let src = "
        kernel void ids(global uint *gid, global uint *group, global uint *groups) {
            size_t i = get_global_id(0);
            gid[i] = i;
            group[i] = get_group_id(0);
            groups[i] = get_num_groups(0);
        }";
    let program = oclvk::load(&rt, &compile(src, "CL1.2", false)).unwrap();
    let n = 1u64 << 23;
    let buffers: Vec<Buffer> = (0..3).map(|_| rt.create_buffer(n * 4).unwrap()).collect();
    let stats = rt
        .launch(
            &program,
            "ids",
            &NdRange::d1(n).with_local(&[64]),
            &[
                ("gid", ArgValue::Buffer(&buffers[0])),
                ("group", ArgValue::Buffer(&buffers[1])),
                ("groups", ArgValue::Buffer(&buffers[2])),
            ],
        )
        .unwrap();
    assert_eq!(stats.groups, [1 << 17, 1, 1]);
    let [gid, group, groups] = [0, 1, 2].map(|b| buffers[b].read::<u32>().unwrap());
    for i in 0..n as usize {
        let want = (i as u32, (i / 64) as u32, 1u32 << 17);
        let got = (gid[i], group[i], groups[i]);
        assert_eq!(got, want, "work-item {i}");
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Past maxComputeWorkGroupCount in y, then in z, whatever the device's limits (lavapipe and
/// most GPUs: 65,535): two work-groups more than one dispatch can hold, in groups of 2.
#[test]
fn more_work_groups_than_the_device_dispatches_in_y_and_z() {
    let rt = validated_runtime();
    let max = rt.device().limits.max_compute_work_group_count;
    for d in 1..3 {
        // A device dispatching more than 2^20 groups at once is checked at 2^20 (unsplit).
        let groups = (max[d] as u64 + 2).min(1 << 20);
        let mut global = [1u64; 3];
        let mut local = [1u32; 3];
        global[d] = groups * 2;
        local[d] = 2;
        check_ids(&rt, "CL1.2", global, local, [0; 3]);
    }
}

/// From OpenCL C 2.0 on, a global size the local size does not divide runs a smaller last
/// work-group in each such dimension, with the enqueued size from get_enqueued_local_size.
#[test]
fn non_uniform_work_groups_in_every_dimension() {
    let rt = validated_runtime();
    check_ids(&rt, "CL2.0", [10, 7, 5], [4, 3, 2], [0; 3]);
    check_ids(&rt, "CL3.0", [10, 7, 5], [4, 3, 2], [3, 1 << 40, 7]);
    // Local sizes above the global size: one smaller group.
    check_ids(&rt, "CL2.0", [3, 1, 1], [8, 1, 1], [0; 3]);
}

/// A smaller last work-group together with more work-groups than one dispatch holds.
#[test]
fn non_uniform_work_groups_past_the_group_count_limit() {
    let rt = validated_runtime();
    let max = rt.device().limits.max_compute_work_group_count;
    let groups = (max[1] as u64 + 1).min(1 << 20);
    check_ids(&rt, "CL2.0", [3, groups * 2 + 1, 1], [2, 2, 1], [0, 5, 0]);
}

/// Global offsets are size_t: ids past 2^32 and offsets of 2^32 and more are exact.
#[test]
fn sixty_four_bit_global_offsets() {
    let rt = validated_runtime();
    for offset in [u32::MAX as u64, 1 << 32, (1 << 40) + 3, u64::MAX - 9] {
        check_ids(&rt, "CL1.2", [10, 1, 1], [5, 1, 1], [offset, 0, 0]);
    }
    check_ids(
        &rt,
        "CL1.2",
        [4, 2, 2],
        [2, 1, 2],
        [1 << 33, u32::MAX as u64, 1 << 63],
    );
}

/// Work-group reductions over `local` memory see the actual size of the last group, and
/// a kernel whose arguments travel in an argument buffer gets each dispatch's own block.
#[test]
fn non_uniform_groups_with_local_memory_and_an_argument_buffer() {
    let rt = validated_runtime();
    let src = "
        kernel void sums(global const uint *in, global uint *out, local uint *scratch,
                         ulong16 pad_a, ulong16 pad_b) {
            uint l = get_local_id(0);
            scratch[l] = in[get_global_id(0)] + (uint)(pad_a.s0 + pad_b.sf);
            barrier(CLK_LOCAL_MEM_FENCE);
            if (l == 0) {
                uint s = 0;
                for (uint k = 0; k < get_local_size(0); k++)
                    s += scratch[k];
                out[get_group_id(0)] = s;
            }
        }";
    let module = compile(src, "CL2.0", false);
    let kernel = module.reflection.kernel("sums").unwrap();
    assert!(matches!(
        kernel.transport,
        oclvk::spirv::reflect::ArgTransport::ArgBuffer { .. }
    ));
    let program = oclvk::load(&rt, &module).unwrap();
    let n = 1000u32;
    let input = rt.buffer_from_slice(&(0..n).collect::<Vec<u32>>()).unwrap();
    let out = rt.create_buffer(16 * 4).unwrap();
    let pad = |v: u64| ArgValue::vector(&[v; 16]);
    rt.launch(
        &program,
        "sums",
        &NdRange::d1(n as u64).with_local(&[64]),
        &[
            ("in", ArgValue::Buffer(&input)),
            ("out", ArgValue::Buffer(&out)),
            ("scratch", ArgValue::Local(64)),
            ("pad_a", pad(1)),
            ("pad_b", pad(2)),
        ],
    )
    .unwrap();
    let got = out.read::<u32>().unwrap();
    for (g, v) in got.iter().enumerate() {
        let want: u32 = (g as u32 * 64..((g as u32 + 1) * 64).min(n))
            .map(|i| i + 3)
            .sum();
        assert_eq!(*v, want, "group {g}");
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Where OpenCL requires uniform work-groups, an indivisible global size is an error that
/// says why: OpenCL C 1.2, -cl-uniform-work-group-size, reqd_work_group_size.
#[test]
fn uniform_work_groups_where_opencl_requires_them() {
    let rt = validated_runtime();
    let refuse = |src: &str, std: &str, uniform: bool, kernel: &str, local: Option<u32>| {
        let program = oclvk::load(&rt, &compile(src, std, uniform)).unwrap();
        let out = rt.create_buffer(64 * 4).unwrap();
        let mut range = NdRange::d1(10);
        if let Some(l) = local {
            range = range.with_local(&[l]);
        }
        let e = rt
            .launch(&program, kernel, &range, &[("out", ArgValue::Buffer(&out))])
            .unwrap_err();
        assert!(matches!(e, RunnerError::NotDivisible { .. }), "{e:?}");
        e.to_string()
    };
    let plain = "kernel void k(global uint *out) { out[get_global_id(0)] = 1; }";
    assert_eq!(
        refuse(plain, "CL1.2", false, "k", Some(4)),
        "global size 10 in dimension 0 is not a multiple of local size 4 (OpenCL C 1.2 has no smaller last work-group; compile with -cl-std=CL2.0 or CL3.0 for one)"
    );
    assert_eq!(
        refuse(plain, "CL2.0", true, "k", Some(4)),
        "global size 10 in dimension 0 is not a multiple of local size 4 (the module was compiled with -cl-uniform-work-group-size)"
    );
    let reqd = "kernel __attribute__((reqd_work_group_size(4, 1, 1))) void r(global uint *out) { out[get_global_id(0)] = 1; }";
    assert_eq!(
        refuse(reqd, "CL3.0", false, "r", None),
        "global size 10 in dimension 0 is not a multiple of local size 4 (kernel 'r' has reqd_work_group_size, so every work-group has that size)"
    );
}

/// The CLI: `-g 4194304 -l 64` (65,536 work-groups, one more than lavapipe dispatches at once)
/// and an offset of 2^32, which used to run with offset 0.
#[test]
fn cli_runs_large_ranges_and_offsets() {
    let dir = scratch("ndrange_cli");
    let src = dir.join("ids.cl");
    std::fs::write(
        &src,
        "kernel void ids(global ulong *out) { out[get_global_id(0) - get_global_offset(0)] = get_global_id(0) + get_group_id(0); }",
    )
    .unwrap();
    let npy = dir.join("out.npy");
    let out_arg = format!("out={}", npy.display());
    let src_arg = src.display().to_string();
    let run = |global: &str, offset: &str| {
        let zeros = format!("out=zeros:{global}");
        oclvk(&[
            "run",
            &src_arg,
            "-g",
            global,
            "-l",
            "64",
            "--offset",
            offset,
            "--arg",
            &zeros,
            "--out",
            &out_arg,
            "--validation",
        ])
    };
    let result = run("4194304", "0");
    assert_ok(&result);
    let result = run("128", "4294967296");
    assert_ok(&result);
    let bytes = std::fs::read(&npy).unwrap();
    let data = &bytes[bytes.len() - 128 * 8..];
    for i in 0..128u64 {
        let v = u64::from_le_bytes(data[i as usize * 8..][..8].try_into().unwrap());
        assert_eq!(v, (1 << 32) + i + i / 64, "out[{i}]");
    }
}

/// `-cl-uniform-work-group-size` restores OpenCL C 1.2's rule on a 2.0 module.
#[test]
fn cli_uniform_work_group_size_flag() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "run",
            "examples/vadd.cl",
            "-k",
            "vadd",
            "-g",
            "100",
            "-l",
            "64",
            "-cl-std=CL2.0",
            "--arg",
            "a=fill:1:100",
            "--arg",
            "b=fill:2:100",
            "--arg",
            "c=zeros:100",
        ];
        args.extend_from_slice(extra);
        oclvk(&args)
    };
    assert_ok(&run(&[]));
    assert_fails_with(
        &run(&["-cl-uniform-work-group-size"]),
        "global size 100 in dimension 0 is not a multiple of local size 64 (the module was compiled with -cl-uniform-work-group-size)",
    );
}

/// Without a local size the runner applies its rule (`default_local_size`, README "Default
/// work-group size") to the device's limits: 256 work-items in 1-D, rows of 32 in 2-D, a smaller
/// last group only from OpenCL C 2.0 on; and every id of such a launch is OpenCL's.
#[test]
fn default_local_size_follows_the_rule_for_the_device() {
    let rt = validated_runtime();
    let limits = rt.device().limits;
    for (std, global, partial) in [
        ("CL1.2", vec![4096u64], false),
        ("CL1.2", vec![1000], false),
        ("CL2.0", vec![1000], true),
        ("CL1.2", vec![64, 64], false),
        ("CL2.0", vec![40, 6, 3], true),
    ] {
        let output = compile(IDS, std, false);
        let program = oclvk::load(&rt, &output).unwrap();
        let kernel = program.kernel("ids").unwrap();
        let want = oclvk::runner::default_local_size(kernel, &global, &limits, partial);
        let items = global.iter().product::<u64>() as usize;
        let out = rt.create_buffer((items * 3 * 7 * 8) as u64).unwrap();
        let stats = rt
            .launch(
                &program,
                "ids",
                &NdRange::new(&global),
                &[("out", ArgValue::Buffer(&out))],
            )
            .unwrap();
        assert_eq!(stats.local_size, want, "{std} {global:?}");
        let mut padded = [1u64; 3];
        padded[..global.len()].copy_from_slice(&global);
        check_ids(&rt, std, padded, want, [0; 3]);
    }
    // Independent of the sub-group size (lavapipe's is 4 to 16, a GPU's 32 or 64).
    let output = compile(IDS, "CL1.2", false);
    let program = oclvk::load(&rt, &output).unwrap();
    let kernel = program.kernel("ids").unwrap();
    if limits.subgroup_size <= 32 && limits.max_compute_work_group_invocations >= 256 {
        let rule = |g: &[u64]| oclvk::runner::default_local_size(kernel, g, &limits, false);
        assert_eq!(rule(&[1 << 22]), [256, 1, 1]);
        assert_eq!(rule(&[8192, 8192]), [32, 8, 1]);
    }
}
