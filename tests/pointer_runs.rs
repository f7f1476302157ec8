//! Pointers to private and `local` memory that need addresses on the Vulkan targets (the
//! byte-addressed homes of `spirv-backend/src/lower/homes.rs`). Their runs with fixed inputs and
//! expected outputs are kernel corpus files (tests/kernels/pointers/); here remain the test
//! whose expected values need a host model (32- and 64-bit atomics on homed objects, against
//! per-work-group sums of the inputs) and the compile errors about such pointers. The module
//! passes `spirv-val` for vulkan1.2 and vulkan1.3 and runs on the default device with the
//! validation layer on.

mod common;

use oclvk::frontend::options::ClStd;
use oclvk::runner::ArgValue;

use common::validated_runtime as runtime;

/// Compile options for OpenCL C `std` and a target.
fn options(std: ClStd, target: oclvk::spirv::Target) -> oclvk::CompileOptions {
    let mut o = oclvk::CompileOptions::default();
    o.lang.std = std;
    o.backend.target = target;
    o
}

/// Compiles `src` for both Vulkan targets and validates the modules with `spirv-val`.
fn validate_std(src: &str, name: &str, std: ClStd) {
    let dir = common::scratch(&format!("pointer_runs_{name}"));
    for (target, env) in [
        (oclvk::spirv::Target::Vulkan1_2, "vulkan1.2"),
        (oclvk::spirv::Target::Vulkan1_3, "vulkan1.3"),
    ] {
        let out = oclvk::compile_source("test.cl", src, &options(std, target))
            .into_result()
            .unwrap_or_else(|e| panic!("{name} ({env}): {e:?}"));
        let path = dir.join(format!("{name}-{env}.spv"));
        let bytes: Vec<u8> = out.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&path, bytes).unwrap();
        common::spirv_val(&path, env);
    }
}

#[test]
fn packed_local_argument_converted_to_an_integer_is_a_clear_error() {
    let src = "typedef struct __attribute__((packed)) { char c; int i; } P;\n\
               kernel void k(global ulong *o, local P *l) { o[0] = (ulong)l; }";
    let c = oclvk::compile_source("test.cl", src, &oclvk::CompileOptions::default());
    let text = format!("{:?}", c.into_result().unwrap_err());
    assert!(
        text.contains("converting a pointer to private or local memory to an integer")
            && text.contains("packed members"),
        "{text}"
    );
}

/// A null private pointer handed to a builtin that writes through it was an "internal: not a
/// pointer value" error; it is a message about the null pointer now.
#[test]
fn a_null_private_pointer_used_for_memory_is_a_clear_error() {
    let src = "kernel void k(global float *x) { x[0] = remquo(x[1], x[2], (private int *)0); }";
    let c = oclvk::compile_source("test.cl", src, &oclvk::CompileOptions::default());
    let text = format!("{:?}", c.into_result().unwrap_err());
    assert!(
        text.contains("null pointer to private or local memory is used to access memory")
            && !text.contains("internal"),
        "{text}"
    );
}

/// Compiles `src` as OpenCL C `std` for Vulkan 1.2, runs `kernel` over `n` work-items in
/// groups of `group`, and checks that the validation layer stayed silent.
fn run_std(
    src: &str,
    kernel: &str,
    std: ClStd,
    (n, group): (usize, usize),
    args: &[(&str, ArgValue<'_>)],
    rt: &oclvk::runner::Runtime,
) {
    let module = oclvk::compile_source(
        "test.cl",
        src,
        &options(std, oclvk::spirv::Target::Vulkan1_2),
    )
    .into_result()
    .unwrap_or_else(|e| panic!("{kernel}: {e:?}"));
    let program = oclvk::load(rt, &module).unwrap();
    let range = oclvk::runner::NdRange::new(&[n as u64]).with_local(&[group as u32]);
    rt.launch(&program, kernel, &range, args).unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

const HOME_ATOMICS: &str = r#"
kernel void home_atomics(global long *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int counts[4];
    local long sums[2];
    local atomic_int ac[2];
    if (l < 4) counts[l] = 0;
    if (l < 2) {
        sums[l] = 0;
        atomic_init(&ac[l], 0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = in[i];
    atomic_inc(&counts[l % 4]);
    atom_add(&sums[l % 2], (long)x << 20);
    atomic_fetch_add(&ac[l % 2], x);
    atomic_long pl;
    atomic_init(&pl, (long)x << 33);
    long before = atomic_fetch_add(&pl, 7);
    atomic_int pa;
    atomic_init(&pa, x);
    generic atomic_int *g = (l & 1) ? (generic atomic_int *)&ac[0] : (generic atomic_int *)&pa;
    int old = atomic_fetch_sub(g, 2);
    int expected = x - 2;
    int swapped = atomic_compare_exchange_strong(&pa, &expected, 40);
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_max(&counts[l % 4], (int)l);
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *cb = (local uchar *)counts;
    local uint *sw = (local uint *)sums;
    uchar *pb = (uchar *)&pl;
    out[8 * i] = counts[l % 4] + cb[4 * (l % 4)];
    out[8 * i + 1] = sums[l % 2] + sw[2 * (l % 2) + 1];
    out[8 * i + 2] = atomic_load(&ac[l % 2]);
    out[8 * i + 3] = atomic_load(&pl) + pb[4];
    out[8 * i + 4] = (l & 1) ? 0 : old;
    out[8 * i + 5] = before;
    out[8 * i + 6] = swapped + 10 * atomic_load(&pa);
    out[8 * i + 7] = expected;
}
"#;

#[test]
fn atomics_on_homed_objects_of_32_and_64_bits() {
    validate_std(HOME_ATOMICS, "home_atomics", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| (k * 37) % 101 - 50).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i64; n * 8]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run_std(
        HOME_ATOMICS,
        "home_atomics",
        ClStd::Cl2_0,
        (n, group),
        &args,
        &rt,
    );
    let out = dout.read::<i64>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let (l, g0) = (i % group, i - i % group);
        let members = |k: usize, m: usize| (0..group).filter(move |j| j % m == k);
        // 16 increments each, then the largest local id of the counter's work-items.
        let count = ((group / 4) as i64).max((group - 4 + l % 4) as i64);
        let sum: i64 = members(l % 2, 2)
            .map(|j| (input[g0 + j] as i64) << 20)
            .sum();
        // ac[0]: the even work-items' inputs, minus 2 for each odd work-item (through `g`).
        let ac = |k: usize| -> i64 {
            let adds: i64 = members(k, 2).map(|j| input[g0 + j] as i64).sum();
            adds - if k == 0 { 2 * (group / 2) as i64 } else { 0 }
        };
        let pl = ((x as i64) << 33) + 7;
        let pa_after_sub = if l & 1 != 0 { x } else { x - 2 };
        let swapped = pa_after_sub == x - 2;
        let want = [
            2 * count,
            sum + (sum >> 32) as u32 as i64,
            ac(l % 2),
            pl + ((pl >> 32) & 0xff),
            if l & 1 != 0 { 0 } else { x as i64 },
            (x as i64) << 33,
            swapped as i64 + 10 * if swapped { 40 } else { pa_after_sub as i64 },
            if swapped { x - 2 } else { pa_after_sub } as i64,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}

#[test]
fn address_space_queries_check_their_argument_like_clang() {
    let o = options(ClStd::Cl2_0, oclvk::spirv::Target::Vulkan1_2);
    let src = "kernel void k(global int *o, constant int *c) { o[0] = to_global(c) != 0; }";
    let text = format!(
        "{:?}",
        oclvk::compile_source("t.cl", src, &o)
            .into_result()
            .unwrap_err()
    );
    assert!(
        text.contains("invalid argument 'constant int *' to function: 'to_global', expecting a generic pointer argument"),
        "{text}"
    );
    let src = "kernel void k(global int *o) { o[0] = to_local(o) == 0; }";
    let c = oclvk::compile_source("t.cl", src, &o);
    let warnings = format!("{:?}", c.diagnostics);
    assert!(
        warnings.contains("passing non-generic address space pointer to to_local"),
        "{warnings}"
    );
    let src = "kernel void k(global int *o) { o[0] = to_global(o) != 0; }";
    let o12 = options(ClStd::Cl1_2, oclvk::spirv::Target::Vulkan1_2);
    let text = format!(
        "{:?}",
        oclvk::compile_source("t.cl", src, &o12)
            .into_result()
            .unwrap_err()
    );
    assert!(
        text.contains("use of undeclared identifier 'to_global'"),
        "{text}"
    );
}
