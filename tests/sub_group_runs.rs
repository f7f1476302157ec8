//! Sub-group builtins run on Vulkan (lavapipe here, validation on; the same tests run on any
//! device, the H100's 32-wide sub-groups included): every work-item writes its sub-group's size,
//! id and its own id within it next to the results of the operations, and the expected values are
//! computed here from those ids, so no assertion assumes a sub-group size. Work-group sizes 1,
//! 33, 96 and 1024 and 2- and 3-D groups cover sub-groups cut short at the end of a group; inputs
//! include INT_MIN and INT_MAX (integer sums and products wrap). The 2- and 3-D groups have an X
//! size that is a multiple of 8: lavapipe (Mesa 22.3) runs each X row of a narrower group as
//! its own sub-group and reports the same SubgroupId for two rows (docs/architecture.md,
//! "Sub-groups").

mod common;

use oclvk::frontend::options::{ClStd, LangOptions};
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use oclvk::spirv::Target;
use oclvk::CompileOptions;
use std::collections::BTreeMap;

fn compile(src: &str) -> Result<oclvk::spirv::Output, String> {
    compile_for(src, Target::Vulkan1_2, None)
}

fn compile_for(
    src: &str,
    target: Target,
    spirv_version: Option<(u8, u8)>,
) -> Result<oclvk::spirv::Output, String> {
    let mut options = CompileOptions {
        lang: LangOptions {
            std: ClStd::Cl2_0,
            ..LangOptions::default()
        },
        ..CompileOptions::default()
    };
    options.backend.target = target;
    options.backend.spirv_version = spirv_version;
    oclvk::compile_source("sub_groups.cl", src, &options)
        .into_result()
        .map_err(|e| e.to_string())
}

/// The error of what must fail.
fn refusal<T>(result: Result<T, impl std::fmt::Display>) -> String {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

fn runtime() -> Runtime {
    Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::default()
    })
    .expect("a Vulkan device")
}

/// Ints per work-item in `out`.
const K: usize = 32;

const SOURCE: &str = r#"
kernel void ops(global const int *in, global int *out, global long *wide, global float *f,
                global double *d, global char *c, global short *s, global float8 *v) {
  size_t w = get_global_linear_id();
  int x = in[w];
  global int *o = out + w * 32;
  uint size = get_sub_group_size();
  uint lid = get_sub_group_local_id();
  o[0] = size;
  o[1] = get_max_sub_group_size();
  o[2] = get_num_sub_groups();
  o[3] = get_sub_group_id();
  o[4] = lid;
  o[5] = get_enqueued_num_sub_groups();
  o[6] = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2));
  o[7] = sub_group_reduce_add(x);
  o[8] = sub_group_reduce_min(x);
  o[9] = sub_group_reduce_max(x);
  o[10] = sub_group_scan_inclusive_add(x);
  o[11] = sub_group_scan_exclusive_add(x);
  o[12] = sub_group_scan_inclusive_min(x);
  o[13] = sub_group_scan_exclusive_max(x);
  o[14] = sub_group_all(x > 0);
  o[15] = sub_group_any(x > 90);
  o[16] = sub_group_broadcast(x, 0u);
  o[17] = sub_group_non_uniform_reduce_mul(x);
  o[18] = sub_group_non_uniform_reduce_xor(x);
  o[19] = sub_group_non_uniform_scan_inclusive_or(x);
  o[20] = sub_group_non_uniform_reduce_logical_and(x & 1);
  o[21] = sub_group_elect();
  uint4 odd = sub_group_ballot(x & 1);
  o[22] = sub_group_ballot_bit_count(odd);
  o[23] = sub_group_ballot_inclusive_scan(odd);
  o[24] = sub_group_ballot_find_lsb(sub_group_ballot(1));
  o[25] = sub_group_ballot_find_msb(sub_group_ballot(1));
  o[26] = sub_group_shuffle(x, size - 1 - lid);
  o[27] = sub_group_shuffle_up(x, 1u);
  o[28] = sub_group_shuffle_down(x, 1u);
  o[29] = sub_group_rotate(x, 1);
  o[30] = sub_group_non_uniform_all_equal(x) + 2 * sub_group_ballot_bit_extract(get_sub_group_eq_mask(), lid);
  o[31] = sub_group_non_uniform_broadcast(x, size - 1) + sub_group_inverse_ballot(odd) * 0;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  wide[2 * w] = sub_group_reduce_add((long)x * 100000);
  wide[2 * w + 1] = sub_group_scan_exclusive_max((ulong)x);
  f[w] = sub_group_reduce_max(x == 0 ? -0.0f : (float)x);
  d[w] = sub_group_scan_inclusive_add((double)x);
  c[w] = sub_group_reduce_add((char)x);
  s[w] = sub_group_scan_inclusive_min((short)x);
  v[w] = sub_group_broadcast((float8)((float)x, 1, 2, 3, 4, 5, 6, (float)lid), size - 1);
}
"#;

fn input(n: usize) -> Vec<i32> {
    (0..n)
        .map(|w| match w {
            w if w % 7 == 3 => i32::MAX,
            w if w % 11 == 5 => i32::MIN,
            w => (w as i32 * 37) % 201 - 100,
        })
        .collect()
}

/// One work-item's row of `out`, and its index.
struct Item<'a> {
    w: usize,
    row: &'a [i32],
}

fn check(rt: &Runtime, program: &oclvk::runner::Program, global: &[u64], local: &[u32]) {
    let n: usize = global.iter().product::<u64>() as usize;
    let local_total: usize = local.iter().map(|&l| l as usize).product();
    let what = format!("global {global:?} local {local:?}");
    let data = input(n);
    let inb = rt.buffer_from_slice(&data).unwrap();
    let out = rt.buffer_from_slice(&vec![0i32; n * K]).unwrap();
    let wide = rt.buffer_from_slice(&vec![0i64; 2 * n]).unwrap();
    let fb = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
    let db = rt.buffer_from_slice(&vec![0f64; n]).unwrap();
    let cb = rt.buffer_from_slice(&vec![0i8; n]).unwrap();
    let sb = rt.buffer_from_slice(&vec![0i16; n]).unwrap();
    let vb = rt.buffer_from_slice(&vec![0f32; 8 * n]).unwrap();
    let range = NdRange::new(global).with_local(local);
    rt.launch(
        program,
        "ops",
        &range,
        &[
            ("in", ArgValue::Buffer(&inb)),
            ("out", ArgValue::Buffer(&out)),
            ("wide", ArgValue::Buffer(&wide)),
            ("f", ArgValue::Buffer(&fb)),
            ("d", ArgValue::Buffer(&db)),
            ("c", ArgValue::Buffer(&cb)),
            ("s", ArgValue::Buffer(&sb)),
            ("v", ArgValue::Buffer(&vb)),
        ],
    )
    .unwrap();
    let out = out.read::<i32>().unwrap();
    let wide = wide.read::<i64>().unwrap();
    let fv = fb.read::<f32>().unwrap();
    let dv = db.read::<f64>().unwrap();
    let cv = cb.read::<i8>().unwrap();
    let sv = sb.read::<i16>().unwrap();
    let vv = vb.read::<f32>().unwrap();
    // The sub-groups: (work-group, sub-group id) -> members by sub-group local id.
    let mut groups: BTreeMap<(i32, i32), BTreeMap<i32, Item>> = BTreeMap::new();
    for w in 0..n {
        let row = &out[w * K..(w + 1) * K];
        let previous = groups
            .entry((row[6], row[3]))
            .or_default()
            .insert(row[4], Item { w, row });
        assert!(
            previous.is_none(),
            "{what}: two work-items with one sub-group local id"
        );
    }
    let mut per_group: BTreeMap<i32, usize> = BTreeMap::new();
    for ((group, _), members) in &groups {
        *per_group.entry(*group).or_default() += members.len();
        let size = members.len();
        let max = members[&0].row[1] as usize;
        let xs: Vec<i32> = members.values().map(|m| data[m.w]).collect();
        assert!(
            size <= max && size >= 1,
            "{what}: size {size} of at most {max}"
        );
        let odd: Vec<bool> = xs.iter().map(|x| x & 1 != 0).collect();
        for (lid, m) in members.iter() {
            let lid = *lid as usize;
            let r = m.row;
            let at = |k: usize| format!("{what}: work-item {} field {k}", m.w);
            assert_eq!(lid, (0..size).nth(lid).unwrap(), "{}", at(4));
            assert_eq!(r[0] as usize, size, "{}", at(0));
            assert_eq!(r[2] as usize, local_total.div_ceil(max), "{}", at(2));
            assert_eq!(r[5] as usize, local_total.div_ceil(max), "{}", at(5));
            let sum = xs.iter().fold(0i32, |a, &b| a.wrapping_add(b));
            assert_eq!(r[7], sum, "{}", at(7));
            assert_eq!(r[8], *xs.iter().min().unwrap(), "{}", at(8));
            assert_eq!(r[9], *xs.iter().max().unwrap(), "{}", at(9));
            let inc = xs[..=lid].iter().fold(0i32, |a, &b| a.wrapping_add(b));
            assert_eq!(r[10], inc, "{}", at(10));
            assert_eq!(r[11], inc.wrapping_sub(xs[lid]), "{}", at(11));
            assert_eq!(r[12], *xs[..=lid].iter().min().unwrap(), "{}", at(12));
            let exc_max = xs[..lid].iter().copied().max().unwrap_or(i32::MIN);
            assert_eq!(r[13], exc_max, "{}", at(13));
            assert_eq!(r[14], xs.iter().all(|&x| x > 0) as i32, "{}", at(14));
            assert_eq!(r[15], xs.iter().any(|&x| x > 90) as i32, "{}", at(15));
            assert_eq!(r[16], xs[0], "{}", at(16));
            let product = xs.iter().fold(1i32, |a, &b| a.wrapping_mul(b));
            assert_eq!(r[17], product, "{}", at(17));
            assert_eq!(r[18], xs.iter().fold(0, |a, &b| a ^ b), "{}", at(18));
            assert_eq!(
                r[19],
                xs[..=lid].iter().fold(0, |a, &b| a | b),
                "{}",
                at(19)
            );
            assert_eq!(r[20], odd.iter().all(|&o| o) as i32, "{}", at(20));
            assert_eq!(r[21], (lid == 0) as i32, "{}", at(21));
            assert_eq!(
                r[22],
                odd.iter().filter(|&&o| o).count() as i32,
                "{}",
                at(22)
            );
            assert_eq!(
                r[23],
                odd[..=lid].iter().filter(|&&o| o).count() as i32,
                "{}",
                at(23)
            );
            assert_eq!(r[24], 0, "{}", at(24));
            assert_eq!(r[25] as usize, size - 1, "{}", at(25));
            assert_eq!(r[26], xs[size - 1 - lid], "{}", at(26));
            if lid >= 1 {
                assert_eq!(r[27], xs[lid - 1], "{}", at(27));
            }
            if lid + 1 < size {
                assert_eq!(r[28], xs[lid + 1], "{}", at(28));
            }
            let source = (lid + 1) % max;
            if source < size {
                assert_eq!(r[29], xs[source], "{}", at(29));
            }
            let equal = xs.iter().all(|&x| x == xs[0]) as i32;
            assert_eq!(r[30], equal + 2, "{}", at(30));
            assert_eq!(r[31], xs[size - 1], "{}", at(31));
            let w = m.w;
            let long_sum: i64 = xs.iter().map(|&x| x as i64 * 100_000).sum();
            assert_eq!(wide[2 * w], long_sum, "{}", at(100));
            let exc_umax = xs[..lid]
                .iter()
                .map(|&x| x as i64 as u64)
                .max()
                .unwrap_or(0);
            assert_eq!(wide[2 * w + 1] as u64, exc_umax, "{}", at(101));
            let fmax = xs
                .iter()
                .map(|&x| if x == 0 { -0.0f32 } else { x as f32 })
                .fold(f32::NEG_INFINITY, f32::max);
            assert_eq!(fv[w], fmax, "{}", at(102));
            let dsum: f64 = xs[..=lid].iter().map(|&x| x as f64).sum();
            assert_eq!(dv[w], dsum, "{}", at(103));
            let csum = xs.iter().fold(0i8, |a, &b| a.wrapping_add(b as i8));
            assert_eq!(cv[w], csum, "{}", at(104));
            let smin = xs[..=lid].iter().map(|&x| x as i16).min().unwrap();
            assert_eq!(sv[w], smin, "{}", at(105));
            let last = xs[size - 1] as f32;
            let expected = [last, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, (size - 1) as f32];
            assert_eq!(vv[8 * w..8 * w + 8], expected, "{}", at(106));
        }
    }
    assert!(
        per_group.values().all(|&c| c == local_total),
        "{what}: every work-group's sub-groups hold its work-items: {per_group:?}"
    );
}

#[test]
fn every_sub_group_builtin_matches_the_host_reference() {
    let rt = runtime();
    let module = compile(SOURCE).unwrap_or_else(|e| panic!("{e}"));
    let k = &module.reflection.kernels[0];
    assert!(k.sub_group_extended_types);
    let program = oclvk::load(&rt, &module).unwrap();
    for (global, local) in [
        (vec![2u64], vec![1u32]),
        (vec![66], vec![33]),
        (vec![192], vec![96]),
        (vec![2048], vec![1024]),
        (vec![16, 8], vec![8, 4]),
        (vec![64, 6], vec![32, 3]),
        (vec![16, 3, 4], vec![8, 3, 2]),
        (vec![32, 4, 6], vec![32, 2, 3]),
    ] {
        check(&rt, &program, &global, &local);
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

#[test]
fn the_reflection_lists_the_operation_classes_a_kernel_needs() {
    use oclvk::spirv::reflect::SubGroupOperation as Op;
    let module = compile(
        "int via(int x) { return sub_group_shuffle_xor(x, 1u); }
         kernel void a(global int *o) { o[0] = via(get_sub_group_local_id()); }
         kernel void b(global int *o) { o[0] = sub_group_scan_inclusive_add(o[0]) + sub_group_all(1); }
         kernel void none(global int *o) { o[0] = 1; }",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let ops = |name: &str| {
        let k = module.reflection.kernel(name).unwrap();
        (k.sub_group_operations.clone(), k.sub_group_extended_types)
    };
    assert_eq!(ops("a"), (vec![Op::Basic, Op::Shuffle], false));
    assert_eq!(ops("b"), (vec![Op::Basic, Op::Vote, Op::Arithmetic], false));
    assert_eq!(ops("none"), (vec![], false));
}

/// A kernel whose operations the device lacks is refused when the module is loaded, naming the
/// kernel and the operation class (lavapipe has no clustered operations); where the device has
/// them, the clustered reduction is checked instead.
#[test]
fn operations_the_device_lacks_are_refused_by_name() {
    use oclvk::spirv::reflect::SubGroupOperation;
    let rt = runtime();
    let module = compile(
        "kernel void clustered(global int *o) {
           size_t w = get_global_id(0);
           o[2 * w] = sub_group_clustered_reduce_add((int)get_sub_group_local_id(), 4u);
           o[2 * w + 1] = get_sub_group_local_id();
         }",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let props = &rt.device().sub_groups;
    if !props.supports(SubGroupOperation::Clustered) {
        let e = refusal(oclvk::load(&rt, &module));
        assert!(
            e.contains("kernel 'clustered' uses sub-group clustered operations")
                && e.contains("does not support"),
            "{e}"
        );
        return;
    }
    let program = oclvk::load(&rt, &module).unwrap();
    let out = rt.buffer_from_slice(&[0i32; 128]).unwrap();
    rt.launch(
        &program,
        "clustered",
        &NdRange::new(&[64]).with_local(&[64]),
        &[("o", ArgValue::Buffer(&out))],
    )
    .unwrap();
    let out = out.read::<i32>().unwrap();
    for w in 0..64 {
        let lid = out[2 * w + 1];
        let base = lid & !3;
        assert_eq!(out[2 * w], 4 * base + 6, "work-item {w}");
    }
}

/// A cluster size that is not a constant power of two is a compile-time error, not a module
/// spirv-val would refuse.
#[test]
fn a_cluster_size_must_be_a_constant_power_of_two() {
    for size in ["3u", "n"] {
        let src = format!(
            "kernel void k(global int *o, uint n) {{ o[0] = sub_group_clustered_reduce_max(o[1], {size}); }}"
        );
        let e = refusal(compile(&src));
        assert!(e.contains("cluster size"), "{e}");
    }
}

/// The modules pass spirv-val: Vulkan 1.2 and 1.3 with every builtin; the OpenCL target with
/// the `OpGroup*` forms of `cl_khr_subgroups` at its SPIR-V 1.0, and with the non-uniform ones
/// at SPIR-V 1.3, to which they raise the module unless the version is fixed below it, where
/// the extensions are not declared.
#[test]
fn modules_pass_spirv_val_on_every_target() {
    let dir = common::scratch("sub_group_runs_val");
    let validate = |name: &str, words: &[u32], env: &str| {
        let path = dir.join(format!("{name}.spv"));
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&path, bytes).unwrap();
        common::spirv_val(&path, env);
    };
    for (target, env) in [
        (Target::Vulkan1_2, "vulkan1.2"),
        (Target::Vulkan1_3, "vulkan1.3"),
    ] {
        let m = compile_for(SOURCE, target, None).unwrap_or_else(|e| panic!("{e}"));
        validate(env, &m.words, env);
    }
    for version in [None, Some((1, 3))] {
        let m = compile_for(SOURCE, Target::Opencl, version).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(m.words[1], 0x0001_0300, "{version:?}");
        validate("opencl-1.3", &m.words, "spv1.3");
    }
    let core = "kernel void k(global int *o, global long *l, global double *d, global float4 *v) {
        o[0] = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups()
             + get_enqueued_num_sub_groups() + get_sub_group_id() + get_sub_group_local_id();
        sub_group_barrier(CLK_LOCAL_MEM_FENCE);
        sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
        o[1] = sub_group_all(o[2]) + sub_group_any(o[3]) + sub_group_broadcast(o[3], 1u);
        l[0] = sub_group_scan_exclusive_max(l[1]) + sub_group_reduce_min((ulong)l[2]);
        d[0] = sub_group_scan_inclusive_add(d[1]) + sub_group_reduce_max(d[2]);
        v[0] = sub_group_broadcast(v[1], 0u);
      }";
    let m = compile_for(core, Target::Opencl, None).unwrap_or_else(|e| panic!("{e}"));
    validate("opencl-1.0", &m.words, "opencl2.1");
    assert_eq!(m.words[1], 0x0001_0000);
    let e = refusal(compile_for(SOURCE, Target::Opencl, Some((1, 2))));
    assert!(
        e.contains("use of undeclared identifier 'sub_group_non_uniform_reduce_mul'"),
        "{e}"
    );
}

/// `intel_reqd_sub_group_size(N)` and a launch's sub-group size pin the size where the device
/// can (every work-item then sees `get_max_sub_group_size() == N`); a size outside the device's
/// range, or a launch asking another size than the kernel requires, is refused by name.
#[test]
fn the_sub_group_size_is_pinned_or_refused_by_name() {
    let rt = runtime();
    let props = rt.device().sub_groups.clone();
    let can_pin = rt.device().features.subgroup_size_control && props.size_control_in_compute;
    let size = props.min_size.max(1);
    let too_large = props.max_size.max(1) * 2;
    let src = format!(
        "__attribute__((intel_reqd_sub_group_size({size}))) kernel void pinned(global int *o) {{
           o[get_global_id(0)] = get_max_sub_group_size();
         }}
         __attribute__((intel_reqd_sub_group_size({too_large}))) kernel void too_large(global int *o) {{
           o[0] = 1;
         }}
         kernel void free_size(global int *o) {{ o[get_global_id(0)] = get_max_sub_group_size(); }}"
    );
    let module = compile(&src).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        module
            .reflection
            .kernel("pinned")
            .unwrap()
            .required_sub_group_size,
        Some(size)
    );
    let program = oclvk::load(&rt, &module).unwrap();
    let out = rt.buffer_from_slice(&[0i32; 64]).unwrap();
    let args = [("o", ArgValue::Buffer(&out))];
    let range = NdRange::new(&[64]).with_local(&[64]);
    let e = refusal(rt.launch(&program, "too_large", &range, &args));
    assert!(
        e.contains(&format!(
            "kernel 'too_large' needs sub-group size {too_large}"
        )) && e.contains("cannot pin"),
        "{e}"
    );
    let e = refusal(rt.launch(
        &program,
        "pinned",
        &range.clone().with_sub_group_size(too_large),
        &args,
    ));
    assert!(
        e.contains(&format!(
            "kernel 'pinned' requires sub-group size {size} (intel_reqd_sub_group_size); the launch asks for {too_large}"
        )),
        "{e}"
    );
    for (kernel, range) in [
        ("pinned", range.clone()),
        ("free_size", range.clone().with_sub_group_size(size)),
    ] {
        match rt.launch(&program, kernel, &range, &args) {
            Ok(_) => {
                assert!(can_pin, "{kernel} ran on a device that cannot pin the size");
                assert_eq!(
                    out.read::<i32>().unwrap(),
                    vec![size as i32; 64],
                    "{kernel}"
                );
            }
            Err(e) => {
                assert!(!can_pin, "{kernel}: {e}");
                assert!(e.to_string().contains("cannot pin"), "{e}");
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Float minimum and maximum skip NaNs as `fmin`/`fmax` do (SPIR-V's group FMin/FMax choose the
/// other operand of a NaN); where only NaNs were combined the result is unspecified, and -0.0
/// survives a maximum over zeros.
#[test]
fn float_min_and_max_skip_nans() {
    let rt = runtime();
    let src = "
        kernel void k(global float *o, global int *ids) {
          uint lid = get_sub_group_local_id();
          size_t w = get_global_id(0);
          float x = (lid % 3 == 0) ? NAN : (float)lid - 4.0f;
          o[4 * w] = sub_group_reduce_min(x);
          o[4 * w + 1] = sub_group_reduce_max(x);
          o[4 * w + 2] = sub_group_scan_inclusive_min(x);
          o[4 * w + 3] = sub_group_non_uniform_reduce_max(lid == 0 ? NAN : -0.0f);
          ids[2 * w] = lid;
          ids[2 * w + 1] = get_sub_group_size();
        }";
    let module = compile(src).unwrap_or_else(|e| panic!("{e}"));
    let program = oclvk::load(&rt, &module).unwrap();
    for n in [1usize, 33, 96] {
        let out = rt.buffer_from_slice(&vec![0f32; 4 * n]).unwrap();
        let ids = rt.buffer_from_slice(&vec![0i32; 2 * n]).unwrap();
        rt.launch(
            &program,
            "k",
            &NdRange::new(&[n as u64]).with_local(&[n as u32]),
            &[
                ("o", ArgValue::Buffer(&out)),
                ("ids", ArgValue::Buffer(&ids)),
            ],
        )
        .unwrap();
        let out = out.read::<f32>().unwrap();
        let ids = ids.read::<i32>().unwrap();
        for w in 0..n {
            let (lid, size) = (ids[2 * w] as usize, ids[2 * w + 1] as usize);
            let value = |l: usize| (l % 3 != 0).then_some(l as f32 - 4.0);
            let all: Vec<f32> = (0..size).filter_map(value).collect();
            let prefix: Vec<f32> = (0..=lid).filter_map(value).collect();
            let r = &out[4 * w..4 * w + 4];
            if !all.is_empty() {
                assert_eq!(
                    r[0],
                    all.iter().copied().fold(f32::INFINITY, f32::min),
                    "{n}: {w}"
                );
                assert_eq!(
                    r[1],
                    all.iter().copied().fold(f32::NEG_INFINITY, f32::max),
                    "{n}: {w}"
                );
            }
            if !prefix.is_empty() {
                assert_eq!(
                    r[2],
                    prefix.iter().copied().fold(f32::INFINITY, f32::min),
                    "{n}: {w}"
                );
            }
            if size > 1 {
                assert_eq!(r[3].to_bits(), (-0.0f32).to_bits(), "{n}: {w}: {}", r[3]);
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}
