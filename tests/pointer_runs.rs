//! Pointers to private and `local` memory that need addresses on the Vulkan targets (the
//! byte-addressed homes of `spirv-backend/src/lower/homes.rs`): casts to other pointee types,
//! pointer-integer round trips, comparisons and differences across objects, `?:` between
//! pointers, pointer variables walking two arrays, unions read as other members, such pointers
//! passed to and returned from helpers and held in structs, `local` versions with barriers,
//! kernels' `local` arguments, 2.0 generic pointers chosen at run time between global,
//! private and `local` memory, address-space queries, and 32- and 64-bit atomics on homed
//! objects. Each module passes `spirv-val` for
//! vulkan1.2 and vulkan1.3 and runs on the default device with the validation layer on; every
//! output element is checked against the same computation done here in Rust.

mod common;

use oclvk::frontend::options::ClStd;
use oclvk::runner::ArgValue;

use common::run_kernel as run;
use common::validated_runtime as runtime;

/// Compile options for OpenCL C `std` and a target.
fn options(std: ClStd, target: oclvk::spirv::Target) -> oclvk::CompileOptions {
    let mut o = oclvk::CompileOptions::default();
    o.lang.std = std;
    o.backend.target = target;
    o
}

/// Compiles `src` (OpenCL C 1.2) for both Vulkan targets and validates the modules.
fn validate(src: &str, name: &str) {
    validate_std(src, name, ClStd::Cl1_2);
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

const PRIVATE_CASTS: &str = r#"
typedef struct { int a; int b; } Pair;
uint mix_bytes(const uchar *p, int n) {
    uint s = 0;
    for (int k = 0; k < n; k++) s = s * 31u + p[k];
    return s;
}
kernel void private_casts(global uint *out, global const float *in) {
    size_t i = get_global_id(0);
    float f = in[i];
    uchar *b = (uchar *)&f;
    out[8 * i] = b[0] | (b[1] << 8) | (b[2] << 16) | ((uint)b[3] << 24);
    float arr[4] = {f, f * 2.0f, f + 1.0f, -f};
    int *ai = (int *)arr;
    out[8 * i + 1] = ai[2];
    b[3] ^= 0x80;
    out[8 * i + 2] = as_uint(f);
    out[8 * i + 3] = mix_bytes((const uchar *)arr, 16);
    short s[4] = {(short)i, 2, -3, 4};
    long *l = (long *)s;
    out[8 * i + 4] = (uint)(*l >> 16);
    Pair pr = {(int)i * 5, (int)i + 9};
    int *pa = &pr.a;
    out[8 * i + 5] = pa[1];
    int x = (int)i;
    int *px = &x;
    *(px + 0) += 3;
    out[8 * i + 6] = x;
    ushort *h = (ushort *)&arr[1];
    h[1] = 0x4000;
    out[8 * i + 7] = as_uint(arr[1]);
}
"#;

fn mix_bytes(p: &[u8]) -> u32 {
    p.iter()
        .fold(0u32, |s, &b| s.wrapping_mul(31).wrapping_add(b as u32))
}

#[test]
fn private_objects_cast_to_other_pointee_types() {
    validate(PRIVATE_CASTS, "private_casts");
    let rt = runtime();
    let n = 64usize;
    let input: Vec<f32> = (0..n).map(|k| k as f32 * 1.75 - 30.0).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0u32; n * 8]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(PRIVATE_CASTS, "private_casts", n as u64, None, &args, &rt);
    let out = dout.read::<u32>().unwrap();
    for (i, &f) in input.iter().enumerate() {
        let arr = [f, f * 2.0, f + 1.0, -f];
        let bytes: Vec<u8> = arr.iter().flat_map(|v| v.to_le_bytes()).collect();
        let s: [i16; 4] = [i as i16, 2, -3, 4];
        let l = s
            .iter()
            .enumerate()
            .fold(0u64, |acc, (k, &v)| acc | ((v as u16 as u64) << (16 * k)));
        let arr1 = ((f * 2.0).to_bits() & 0xffff) | (0x4000 << 16);
        let want = [
            f.to_bits(),
            (f + 1.0).to_bits(),
            f.to_bits() ^ 0x8000_0000,
            mix_bytes(&bytes),
            ((l as i64) >> 16) as u32,
            i as u32 + 9,
            i as u32 + 3,
            arr1,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}

const PRIVATE_ADDRESSES: &str = r#"
int second(int *p) { return p[1]; }
kernel void private_addresses(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[4], b[4];
    for (int k = 0; k < 4; k++) {
        a[k] = in[i] + k;
        b[k] = 100 * k - (int)i;
    }
    int *p = &a[1], *q = &b[2];
    intptr_t ip = (intptr_t)p, iq = (intptr_t)q;
    out[10 * i] = (p < q) == (ip < iq) && (p > q) == (ip > iq) && (p != q);
    out[10 * i + 1] = (int)(q - p) == (int)((iq - ip) / (intptr_t)sizeof(int));
    int *r = (in[i] & 1) ? &a[2] : &b[1];
    out[10 * i + 2] = *r;
    out[10 * i + 3] = second(r);
    int *w = a;
    int s = 0;
    for (int k = 0; k < 4; k++) {
        s += *w * (k + 1);
        w++;
    }
    w = b;
    for (int k = 0; k < 4; k++) s += 7 * w[k];
    out[10 * i + 4] = s;
    int *back = (int *)iq;
    out[10 * i + 5] = (back == q) + 2 * (*back == b[2]) + 4 * (p == (int *)(intptr_t)p);
    out[10 * i + 6] = &a[3] - &a[1];
    out[10 * i + 7] = (p != NULL) + 2 * (p < &a[2]) + 4 * (ip % 4 == 0);
    *(int *)(ip + 4) = 77;
    out[10 * i + 8] = a[2];
    out[10 * i + 9] = (int)(uint)(ip & 0xffffffff) != 0;
}
"#;

#[test]
fn private_pointers_compare_subtract_select_and_round_trip() {
    validate(PRIVATE_ADDRESSES, "private_addresses");
    let rt = runtime();
    let n = 64usize;
    let input: Vec<i32> = (0..n as i32).map(|k| k * 3 - 50).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![-1i32; n * 10]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(
        PRIVATE_ADDRESSES,
        "private_addresses",
        n as u64,
        None,
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &v) in input.iter().enumerate() {
        let a: Vec<i32> = (0..4).map(|k| v + k).collect();
        let b: Vec<i32> = (0..4).map(|k| 100 * k - i as i32).collect();
        let (r, r1) = if v & 1 != 0 {
            (a[2], a[3])
        } else {
            (b[1], b[2])
        };
        let s: i32 = (0..4).map(|k| a[k] * (k as i32 + 1)).sum::<i32>()
            + b.iter().map(|x| 7 * x).sum::<i32>();
        let want = [1, 1, r, r1, s, 7, 2, 7, 77, 1];
        assert_eq!(&out[10 * i..10 * i + 10], &want, "out[{i}]");
    }
}

const UNIONS: &str = r#"
typedef union { uint u; uchar b[4]; } U4;
typedef union { U4 inner; float f; global int *gp; ulong bits; } Outer;
uint third_byte(U4 *p) { return p->b[2]; }
kernel void unions(global uint *out, global int *cells) {
    size_t i = get_global_id(0);
    Outer o;
    o.bits = 0;
    o.f = (float)i + 0.5f;
    U4 in = o.inner;
    out[4 * i] = in.u;
    out[4 * i + 1] = third_byte(&o.inner);
    o.gp = cells + i;
    global int *g = o.gp;
    *g = (int)i * 11;
    U4 c = {0x11223344u};
    out[4 * i + 2] = third_byte(&c);
    out[4 * i + 3] = (uint)(o.bits - (ulong)(cells + i));
}
"#;

#[test]
fn private_unions_read_as_other_members_and_passed_to_helpers() {
    validate(UNIONS, "unions");
    let rt = runtime();
    let n = 32usize;
    let dout = rt.buffer_from_slice(&vec![7u32; n * 4]).unwrap();
    let dcells = rt.buffer_from_slice(&vec![-1i32; n]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("cells", ArgValue::Buffer(&dcells)),
    ];
    run(UNIONS, "unions", n as u64, None, &args, &rt);
    let out = dout.read::<u32>().unwrap();
    let cells = dcells.read::<i32>().unwrap();
    for i in 0..n {
        let bits = (i as f32 + 0.5).to_bits();
        let want = [bits, (bits >> 16) & 0xff, 0x22, 0];
        assert_eq!(&out[4 * i..4 * i + 4], &want, "out[{i}]");
        assert_eq!(cells[i], i as i32 * 11, "cells[{i}]");
    }
}

const LOCAL_POINTERS: &str = r#"
int bits_at(local float *p) { return as_int(p[0]); }
kernel void local_pointers(global int *out, global const float *in) {
    local float lf[64];
    local int li[64];
    size_t l = get_local_id(0), i = get_global_id(0), n = get_local_size(0);
    lf[l] = in[i];
    li[l] = (int)l * 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    local int *bits = (local int *)lf;
    out[8 * i] = bits[(l + 1) % n];
    local int *p = &li[l];
    out[8 * i + 1] = (int)(p - li);
    out[8 * i + 2] = ((local char *)lf < (local char *)li) == ((uintptr_t)lf < (uintptr_t)li);
    local int *pick = (l & 1) ? &li[l] : &li[n - 1 - l];
    out[8 * i + 3] = *pick;
    out[8 * i + 4] = bits_at(lf + (n - 1 - l));
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *lb = (local uchar *)li;
    lb[l] = (uchar)(l + 7);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[8 * i + 5] = lb[(l + 5) % n];
    out[8 * i + 6] = li[l / 4];
    local int *back = (local int *)(uintptr_t)&li[l];
    out[8 * i + 7] = (back == &li[l]) + 2 * (back != p + 1);
}
"#;

#[test]
fn local_objects_cast_compared_and_written_bytewise_across_barriers() {
    validate(LOCAL_POINTERS, "local_pointers");
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<f32> = (0..n).map(|k| k as f32 * -0.625 + 3.0).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![-1i32; n * 8]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(
        LOCAL_POINTERS,
        "local_pointers",
        n as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for i in 0..n {
        let (l, g0) = (i % group, i - i % group);
        let pick = if l & 1 != 0 {
            l * 3
        } else {
            (group - 1 - l) * 3
        };
        let word = (0..4).fold(0u32, |w, k| w | (((4 * (l / 4) + k + 7) as u32) << (8 * k)));
        let want = [
            input[g0 + (l + 1) % group].to_bits() as i32,
            l as i32,
            1,
            pick as i32,
            input[g0 + group - 1 - l].to_bits() as i32,
            ((l + 5) % group + 7) as i32,
            word as i32,
            3,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}

const NULL_FIRST: &str = r#"
kernel void null_first(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[3] = {1, 2, 3}, b[3] = {4, 5, 6};
    int *found = NULL;
    for (int k = 0; k < 3; k++) {
        if (a[k] == in[i]) found = &a[k];
        if (b[k] == in[i]) found = &b[k];
    }
    out[2 * i] = found == NULL ? -1 : *found * 10;
    if (found) *found = 0;
    out[2 * i + 1] = a[0] + a[1] + a[2] + b[0] + b[1] + b[2];
}
"#;

#[test]
fn pointer_variable_starting_null_then_assigned_two_arrays() {
    validate(NULL_FIRST, "null_first");
    let rt = runtime();
    let n = 16usize;
    let input: Vec<i32> = (0..n as i32).map(|k| k % 9 - 1).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![7i32; n * 2]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(NULL_FIRST, "null_first", n as u64, None, &args, &rt);
    let out = dout.read::<i32>().unwrap();
    for (i, &v) in input.iter().enumerate() {
        let found = (1..=6).contains(&v);
        let want = [
            if found { v * 10 } else { -1 },
            21 - if found { v } else { 0 },
        ];
        assert_eq!(&out[2 * i..2 * i + 2], &want, "out[{i}]");
    }
}

const ATOMICS_AND_VLOADS: &str = r#"
kernel void atomics_and_vloads(global int *out, global const float *in) {
    local int hist[8];
    size_t l = get_local_id(0), i = get_global_id(0);
    if (l < 8) hist[l] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&hist[l % 8], (int)l);
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *bytes = (local uchar *)hist;
    out[4 * i] = hist[l % 8];
    out[4 * i + 1] = bytes[4 * (l % 8)];
    float f[4] = {in[i], 1.0f, 2.0f, 3.0f};
    uint *fb = (uint *)f;
    float4 v = vload4(0, f);
    out[4 * i + 2] = as_int(v.x + v.w);
    vstore2((float2)(5.0f, 6.0f), 1, f);
    out[4 * i + 3] = fb[3] ^ fb[2];
}
"#;

#[test]
fn atomics_and_vloads_through_homed_objects() {
    validate(ATOMICS_AND_VLOADS, "atomics_and_vloads");
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<f32> = (0..n).map(|k| k as f32 * 0.375 - 7.0).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![-1i32; n * 4]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(
        ATOMICS_AND_VLOADS,
        "atomics_and_vloads",
        n as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let k = (i % group) % 8;
        let sum: usize = (0..group).filter(|l| l % 8 == k).sum();
        let want = [
            sum as i32,
            (sum & 0xff) as i32,
            (x + 3.0).to_bits() as i32,
            (6.0f32.to_bits() ^ 5.0f32.to_bits()) as i32,
        ];
        assert_eq!(&out[4 * i..4 * i + 4], &want, "out[{i}]");
    }
}

const GENERIC: &str = r#"
float first_float(float *p) { return p[0]; }
kernel void generic_casts(global uint *out, global const float *in) {
    size_t i = get_global_id(0);
    float f = in[i];
    uint *g = (uint *)&f;
    out[4 * i] = *g;
    local float lf[64];
    lf[get_local_id(0)] = in[i] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint *lg = (uint *)lf;
    out[4 * i + 1] = lg[(get_local_id(0) + 3) % 64];
    out[4 * i + 2] = as_uint(first_float((float *)g) + 1.0f);
    out[4 * i + 3] = ((uintptr_t)lg >> 31) + 2 * ((uintptr_t)g >> 31);
}
"#;

#[test]
fn generic_pointers_to_homed_private_and_local_objects() {
    validate_std(GENERIC, "generic", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<f32> = (0..n).map(|k| k as f32 * 1.5 - 90.0).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0u32; n * 4]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    let module = oclvk::compile_source(
        "test.cl",
        GENERIC,
        &options(ClStd::Cl2_0, oclvk::spirv::Target::Vulkan1_2),
    )
    .into_result()
    .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let range = oclvk::runner::NdRange::new(&[n as u64]).with_local(&[group as u32]);
    rt.launch(&program, "generic_casts", &range, &args).unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    let out = dout.read::<u32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let g0 = i - i % group;
        let want = [
            x.to_bits(),
            (input[g0 + (i % group + 3) % group] * 2.0).to_bits(),
            (x + 1.0).to_bits(),
            1,
        ];
        assert_eq!(&out[4 * i..4 * i + 4], &want, "out[{i}]");
    }
}

const NULL_ARGUMENT: &str = r#"
int first_or(const int *p, int fallback) { return p != NULL ? p[0] : fallback; }
kernel void null_argument(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[2] = {in[i], 5};
    float f = (float)in[i];
    out[3 * i] = first_or(a, -1);
    out[3 * i + 1] = first_or(NULL, -7);
    out[3 * i + 2] = first_or((const int *)&f, 0);
}
"#;

#[test]
fn null_pointer_passed_to_a_helper_taking_homed_pointers() {
    validate(NULL_ARGUMENT, "null_argument");
    let rt = runtime();
    let n = 32usize;
    let input: Vec<i32> = (0..n as i32).map(|k| k * 7 - 100).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 3]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(NULL_ARGUMENT, "null_argument", n as u64, None, &args, &rt);
    let out = dout.read::<i32>().unwrap();
    for (i, &v) in input.iter().enumerate() {
        let want = [v, -7, (v as f32).to_bits() as i32];
        assert_eq!(&out[3 * i..3 * i + 3], &want, "out[{i}]");
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

const GENERIC_EITHER: &str = r#"
int bump(generic int *p, int k) { *p += k; return *p; }
generic int *pick(generic int *a, generic int *b, int c) { return c ? a : b; }
generic int *same(generic int *p) { return p; }
kernel void generic_either(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x = in[i];
    int priv[2] = {x, -x};
    loc[l] = 3 * x;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p = (i & 1) ? (generic int *)&priv[1] : (generic int *)&loc[l];
    out[6 * i] = *p;
    out[6 * i + 1] = bump(p, 5);
    generic int *q;
    if (x % 3 == 0) q = &loc[l]; else q = priv;
    out[6 * i + 2] = *q + (int)((uintptr_t)q >> 31);
    q = pick(q, (generic int *)&priv[0], (int)(i & 2));
    out[6 * i + 3] = *q;
    out[6 * i + 4] = (p == q) + 2 * (p != (generic int *)&loc[l]);
    *same(&out[6 * i + 5]) = *same(&loc[l]) + *same(priv) + priv[1];
}
"#;

#[test]
fn generic_pointers_choosing_between_private_and_local_objects_at_run_time() {
    validate_std(GENERIC_EITHER, "generic_either", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| (k * 7) % 23 - 11).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 6]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run_std(
        GENERIC_EITHER,
        "generic_either",
        ClStd::Cl2_0,
        (n, group),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        // Objects: 0 = priv[0], 1 = priv[1], 2 = loc[l].
        let mut mem = [x, -x, 3 * x];
        let p = if i & 1 != 0 { 1 } else { 2 };
        let first = mem[p];
        mem[p] += 5;
        let q = if x % 3 == 0 { 2 } else { 0 };
        let third = mem[q] + (q == 2) as i32;
        let q = if i & 2 != 0 { q } else { 0 };
        let want = [
            first,
            mem[p],
            third,
            mem[q],
            (p == q) as i32 + 2 * (p != 2) as i32,
            mem[0] + mem[1] + mem[2],
        ];
        assert_eq!(&out[6 * i..6 * i + 6], &want, "out[{i}]");
    }
}

const RETURNED_POINTERS: &str = r#"
typedef struct { int *p; int n; } Cursor;
int *pick(int *a, int *b, int c) { return c ? a : b; }
int *advance(int *a, int k) { return a + k; }
int read_at(Cursor c) { return c.p[c.n]; }
local int *local_half(local int *base, int second) { return second ? base + 32 : base; }
kernel void returned_pointers(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int lx[64];
    int a[4], b[4];
    for (int k = 0; k < 4; k++) {
        a[k] = in[i] + k;
        b[k] = 10 * k - (int)i;
    }
    int *p = pick(a, b, (int)(i & 1));
    out[8 * i] = *advance(p, 2);
    *advance(b, 3) = 77;
    out[8 * i + 1] = b[3];
    Cursor c = {a, 1};
    out[8 * i + 2] = read_at(c);
    c.p = b;
    c.n = (int)(i % 4);
    out[8 * i + 3] = c.p[c.n] + read_at(c);
    Cursor cs[2] = {{a, 3}, {b, 0}};
    out[8 * i + 4] = *cs[i & 1].p + cs[i & 1].p[cs[i & 1].n];
    lx[l] = (int)l * 5;
    barrier(CLK_LOCAL_MEM_FENCE);
    local int *h = local_half(lx, l < 32);
    out[8 * i + 5] = h[l % 32];
    out[8 * i + 6] = (int)(advance(a, 3) - a) + 10 * (pick(a, b, 1) == a);
    out[8 * i + 7] = (c.p == b) + 2 * ((uintptr_t)cs[1].p == (uintptr_t)b);
}
"#;

#[test]
fn pointers_returned_from_helpers_and_held_in_private_structs() {
    validate(RETURNED_POINTERS, "returned_pointers");
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| k * 3 - 50).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 8]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(
        RETURNED_POINTERS,
        "returned_pointers",
        n as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let a = [x, x + 1, x + 2, x + 3];
        let mut b: Vec<i32> = (0..4).map(|k| 10 * k - i as i32).collect();
        let first = if i & 1 != 0 { a[2] } else { b[2] };
        b[3] = 77;
        let l = i % group;
        let (j, m) = (i & 1, i % 4);
        let want = [
            first,
            77,
            x + 1,
            2 * b[m],
            if j == 0 { a[0] + a[3] } else { 2 * b[0] },
            if l < 32 { 5 * (l + 32) } else { 5 * (l - 32) } as i32,
            13,
            3,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}

const LOCAL_ARGUMENTS: &str = r#"
kernel void local_args(global int *out, global const int *in, local int *la, local float *lf) {
    size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
    local int fixed[4];
    la[l] = in[i];
    lf[l] = (float)in[i] * 0.5f;
    if (l < 4) fixed[l] = 100 + (int)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *bytes = (local uchar *)la;
    local uint *bits = (local uint *)lf;
    out[8 * i] = ((local int *)bytes)[(l + 1) % n];
    out[8 * i + 1] = (int)bits[l];
    out[8 * i + 2] = (int)((uintptr_t)&la[l] - (uintptr_t)la);
    out[8 * i + 3] = (local void *)la != (local void *)lf && (local void *)la != (local void *)fixed;
    local int *pick = (l & 1) ? la : fixed;
    out[8 * i + 4] = pick[l % 4];
    out[8 * i + 5] = (int)(((uintptr_t)la >> 31) & 1);
    local int *back = (local int *)(uintptr_t)&la[l];
    out[8 * i + 6] = *back + (back == &la[l]);
    out[8 * i + 7] = (&la[n - 1] > &la[0]) + 2 * (int)(la + 3 - la);
}
"#;

#[test]
fn local_arguments_cast_compared_converted_and_mixed_with_local_variables() {
    validate(LOCAL_ARGUMENTS, "local_args");
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| k * 5 - 200).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 8]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
        ("la", ArgValue::Local(group as u32)),
        ("lf", ArgValue::Local(group as u32)),
    ];
    run(
        LOCAL_ARGUMENTS,
        "local_args",
        n as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let (l, g0) = (i % group, i - i % group);
        let want = [
            input[g0 + (l + 1) % group],
            (x as f32 * 0.5).to_bits() as i32,
            4 * l as i32,
            1,
            if l & 1 != 0 {
                input[g0 + l % 4]
            } else {
                100 + (l % 4) as i32
            },
            1,
            x + 1,
            7,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
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

const ADDRESS_SPACE_QUERIES: &str = r#"
int local_or(generic int *p, int fallback) {
    local int *l = to_local(p);
    return l ? *l : fallback;
}
kernel void address_spaces(global int *out, global const int *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int priv = in[i];
    loc[l] = 2 * in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p = (i & 1) ? (generic int *)&priv : (generic int *)&loc[l];
    local int *pl = to_local(p);
    private int *pp = to_private(p);
    global int *pg = to_global(p);
    out[4 * i] = (pl != NULL) + 2 * (pp != NULL) + 4 * (pg != NULL);
    out[4 * i + 1] = pl ? *pl : (pp ? *pp + 1000 : -1);
    global int *g = to_global((generic int *)out);
    out[4 * i + 2] = (g == out) + 2 * (to_local((generic int *)out) == NULL)
        + 4 * (to_local((generic int *)&loc[l]) == &loc[l]);
    out[4 * i + 3] = local_or(p, -1) + local_or((generic int *)&loc[(l + 1) % 64], 0);
}
"#;

#[test]
fn generic_pointers_asked_for_their_address_space() {
    validate_std(ADDRESS_SPACE_QUERIES, "address_spaces", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| k * 11 - 600).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 4]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run_std(
        ADDRESS_SPACE_QUERIES,
        "address_spaces",
        ClStd::Cl2_0,
        (n, group),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let (l, g0) = (i % group, i - i % group);
        let private = i & 1 != 0;
        let next = 2 * input[g0 + (l + 1) % group];
        let want = [
            if private { 2 } else { 1 },
            if private { x + 1000 } else { 2 * x },
            7,
            if private { -1 } else { 2 * x } + next,
        ];
        assert_eq!(&out[4 * i..4 * i + 4], &want, "out[{i}]");
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

const FRAMES: &str = r#"
int mix(int *p) {
    int tmp[2] = {p[0] * 3, p[1] - 7};
    uchar *b = (uchar *)tmp;
    int *q = (p[0] & 1) ? p : tmp;
    return b[0] + q[1] + 1000 * ((uintptr_t)q != (uintptr_t)p);
}
int outer(int *p) {
    int own[2] = {p[1], p[0]};
    int *r = (p[0] & 2) ? p : own;
    return mix(r) + mix(own) + (int)(r - own) * 0;
}
kernel void frames(global int *out, global const int *in) {
    size_t i = get_global_id(0);
    int a[2] = {in[i], in[i] + 5};
    int *pa = (int *)(uintptr_t)a;
    out[3 * i] = mix(pa);
    out[3 * i + 1] = outer(a);
    out[3 * i + 2] = a[0] + a[1];
}
kernel void frames_too(global int *out, global const int *in, local int *la, local short *ls) {
    size_t i = get_global_id(0), l = get_local_id(0);
    la[l] = in[i];
    ls[l] = (short)(in[i] * 3);
    barrier(CLK_LOCAL_MEM_FENCE);
    local uchar *b = (local uchar *)ls;
    out[3 * i] = ((local short *)b)[l] + (int)((uintptr_t)ls - (uintptr_t)la > 0);
    out[3 * i + 1] = la[(l + 1) % get_local_size(0)];
    out[3 * i + 2] = (int)((local int *)(uintptr_t)&la[l] - la);
}
kernel void frames_three(global long *out, local long *ll) {
    size_t l = get_local_id(0);
    ll[l] = (long)l << 40 | (long)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    local uint *w = (local uint *)ll;
    out[l] = w[2 * ((l + 3) % get_local_size(0)) + 1] + ((uintptr_t)&ll[1] - (uintptr_t)ll);
}
"#;

fn mix_host(p: [i32; 2]) -> (i32, bool) {
    let tmp = [p[0].wrapping_mul(3), p[1] - 7];
    let own_q = p[0] & 1 == 0;
    let q = if own_q { tmp } else { p };
    (
        (tmp[0] as u32 & 0xff) as i32 + q[1] + 1000 * own_q as i32,
        own_q,
    )
}

#[test]
fn helpers_with_their_own_homed_objects_and_two_kernels_with_homed_local_arguments() {
    validate(FRAMES, "frames");
    let rt = runtime();
    let (n, group) = (64usize, 32usize);
    let input: Vec<i32> = (0..n as i32).map(|k| k * 13 - 400).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 3]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run(FRAMES, "frames", n as u64, Some(group as u32), &args, &rt);
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let a = [x, x + 5];
        let own = [a[1], a[0]];
        let r = if a[0] & 2 != 0 { a } else { own };
        let want = [mix_host(a).0, mix_host(r).0 + mix_host(own).0, a[0] + a[1]];
        assert_eq!(&out[3 * i..3 * i + 3], &want, "frames out[{i}]");
    }
    let dout = rt.buffer_from_slice(&vec![0i32; n * 3]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
        ("la", ArgValue::Local(group as u32)),
        ("ls", ArgValue::Local(group as u32)),
    ];
    run(
        FRAMES,
        "frames_too",
        n as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let (l, g0) = (i % group, i - i % group);
        let want = [
            (x * 3) as i16 as i32 + 1,
            input[g0 + (l + 1) % group],
            l as i32,
        ];
        assert_eq!(&out[3 * i..3 * i + 3], &want, "frames_too out[{i}]");
    }
    // A second kernel's homed `local` argument: the home's length covers either kernel.
    let dout = rt.buffer_from_slice(&vec![0i64; group]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("ll", ArgValue::Local(group as u32)),
    ];
    run(
        FRAMES,
        "frames_three",
        group as u64,
        Some(group as u32),
        &args,
        &rt,
    );
    let out = dout.read::<i64>().unwrap();
    for (l, &got) in out.iter().enumerate() {
        let k = (l + 3) % group;
        assert_eq!(got, ((k << 8) + 8) as i64, "frames_three out[{l}]");
    }
}

const GENERIC_RECORDS: &str = r#"
typedef union { float f; uint u; } FU;
typedef struct { int a; FU v; } S;
uint bits(generic FU *p) { return p->u; }
kernel void generic_records(global uint *out, global const float *in) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local S ls[64];
    S ps;
    ps.v.f = in[i];
    ps.a = 1;
    ls[l].v.f = -in[i];
    ls[l].a = 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic S *s = (l & 1) ? (generic S *)&ps : (generic S *)&ls[l];
    s->a += 10;
    out[3 * i] = s->v.u + s->a;
    out[3 * i + 1] = bits(&s->v);
    out[3 * i + 2] = ps.a * 100 + ls[l].a;
}
"#;

#[test]
fn generic_pointers_to_records_and_unions_in_either_home() {
    validate_std(GENERIC_RECORDS, "generic_records", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let input: Vec<f32> = (0..n).map(|k| k as f32 * 0.75 - 20.0).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0u32; n * 3]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
    ];
    run_std(
        GENERIC_RECORDS,
        "generic_records",
        ClStd::Cl2_0,
        (n, group),
        &args,
        &rt,
    );
    let out = dout.read::<u32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        let private = (i % group) & 1 != 0;
        let (f, a) = if private { (x, 11) } else { (-x, 12) };
        let (pa, la) = if private { (11, 2) } else { (1, 12) };
        let want = [f.to_bits().wrapping_add(a), f.to_bits(), pa * 100 + la];
        assert_eq!(&out[3 * i..3 * i + 3], &want, "out[{i}]");
    }
}

const GENERIC_ANY: &str = r#"
int get(generic int *p) { return *p; }
kernel void generic_any(global int *out, global const int *in, global int *scratch) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int priv = in[i] + 1;
    loc[l] = in[i] * 2;
    scratch[i] = in[i] * 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    generic int *p;
    if (i % 3 == 0)
        p = &priv;
    else if (i % 3 == 1)
        p = &loc[l];
    else
        p = scratch + i;
    out[6 * i] = *p;
    *p += 100;
    out[6 * i + 1] = get(p);
    generic int *q = (i & 1) ? p : (generic int *)&scratch[i];
    out[6 * i + 2] = q[0] + (q == p) * 1000;
    out[6 * i + 3] = (to_global(p) != NULL) + 2 * (to_local(p) != NULL) + 4 * (to_private(p) != NULL);
    atomic_fetch_add((generic atomic_int *)p, 7);
    out[6 * i + 4] = *p;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[6 * i + 5] = priv + loc[l] + scratch[i];
}
"#;

#[test]
fn generic_pointers_choosing_between_global_private_and_local_memory_at_run_time() {
    validate_std(GENERIC_ANY, "generic_any", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (192usize, 64usize);
    let input: Vec<i32> = (0..n as i32).map(|k| k * 9 - 700).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n * 6]).unwrap();
    let dscratch = rt.buffer_from_slice(&vec![0i32; n]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
        ("scratch", ArgValue::Buffer(&dscratch)),
    ];
    run_std(
        GENERIC_ANY,
        "generic_any",
        ClStd::Cl2_0,
        (n, group),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &x) in input.iter().enumerate() {
        // Objects: 0 = priv, 1 = loc[l], 2 = scratch[i].
        let mut mem = [x + 1, 2 * x, 3 * x];
        let p = i % 3;
        let first = mem[p];
        mem[p] += 100;
        let q = if i & 1 != 0 { p } else { 2 };
        let third = mem[q] + 1000 * (q == p) as i32;
        let spaces = [4, 2, 1][p];
        mem[p] += 7;
        let want = [first, first + 100, third, spaces, mem[p], mem.iter().sum()];
        assert_eq!(&out[6 * i..6 * i + 6], &want, "out[{i}]");
    }
}

const WALKS: &str = r#"
float4 first4(generic float *p) { return vload4(0, p); }
kernel void walks(global float *out, global float *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local float lx[64];
    float priv[8];
    for (int k = 0; k < 8; k++) priv[k] = (float)(k + (int)i);
    lx[l] = (float)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    float s0 = 0;
    for (float *q = priv; q < priv + 8; q++) s0 += *q;
    float s1 = 0;
    for (local float *q = lx; q != lx + 64; q += 2) s1 += *q;
    generic float *p = (i & 1) ? (generic float *)(buf + 8 * i) : (generic float *)priv;
    generic float *end = p + 8;
    float s2 = 0;
    for (; p < end; p++) s2 += *p;
    p -= 8;
    float4 v = first4(p);
    out[4 * i] = s0;
    out[4 * i + 1] = s1;
    out[4 * i + 2] = s2;
    out[4 * i + 3] = v.x + v.w;
}
"#;

#[test]
fn pointer_variables_stepped_by_increments_in_loops() {
    // `p++` and `p += k` store through a temporary bound to `&p`: such a variable is assigned
    // repeatedly (it once kept its first value: a private walk summed to 0).
    validate_std(WALKS, "walks", ClStd::Cl2_0);
    let rt = runtime();
    let (n, group) = (128usize, 64usize);
    let buf: Vec<f32> = (0..8 * n).map(|k| (100 * (k / 8) + k % 8) as f32).collect();
    let dbuf = rt.buffer_from_slice(&buf).unwrap();
    let dout = rt.buffer_from_slice(&vec![0f32; n * 4]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("buf", ArgValue::Buffer(&dbuf)),
    ];
    run_std(WALKS, "walks", ClStd::Cl2_0, (n, group), &args, &rt);
    let out = dout.read::<f32>().unwrap();
    for i in 0..n {
        let fi = i as f32;
        let (s2, v) = if i & 1 != 0 {
            (800.0 * fi + 28.0, 200.0 * fi + 3.0)
        } else {
            (28.0 + 8.0 * fi, 2.0 * fi + 3.0)
        };
        let want = [28.0 + 8.0 * fi, 992.0, s2, v];
        assert_eq!(&out[4 * i..4 * i + 4], &want, "out[{i}]");
    }
}

const MIXED_CASTS: &str = r#"
kernel void mixed_casts(global int *out, global int *buf) {
    size_t i = get_global_id(0);
    int x = (int)i * 5;
    generic int *p = (i & 1) ? (generic int *)(buf + i) : (generic int *)&x;
    generic const int *c = (generic const int *)p;
    generic uint *u = (generic uint *)p;
    global int *g = (i & 1) ? (global int *)p : buf;
    out[i] = *c + (int)*u + *g;
}
"#;

#[test]
fn generic_pointers_into_global_or_private_memory_cast_to_other_pointer_types() {
    validate_std(MIXED_CASTS, "mixed_casts", ClStd::Cl2_0);
    let rt = runtime();
    let n = 64usize;
    let buf: Vec<i32> = (0..n as i32).map(|k| 1000 + k * 7).collect();
    let dbuf = rt.buffer_from_slice(&buf).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; n]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("buf", ArgValue::Buffer(&dbuf)),
    ];
    run_std(
        MIXED_CASTS,
        "mixed_casts",
        ClStd::Cl2_0,
        (n, 32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for (i, &got) in out.iter().enumerate() {
        let want = if i & 1 != 0 {
            3 * buf[i]
        } else {
            10 * i as i32 + buf[0]
        };
        assert_eq!(got, want, "out[{i}]");
    }
}

const GENERIC_IN_MEMORY: &str = r#"
struct S { int *p; int n; };
int sum(struct S *s) {
    int t = 0;
    for (int k = 0; k < s->n; k++) t += s->p[k];
    return t;
}
void set(struct S *s, int *p) { s->p = p; }
int *get(struct S *s) { return s->p; }
int last(struct S *s) {
    int *q = s->p;
    q += s->n - 1;
    return *q;
}
kernel void generic_in_memory(global int *out, global int *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x[2] = {(int)i, 2 * (int)i};
    loc[l] = 3 * (int)i;
    struct S a = {x, 2};
    struct S b = {buf + i, 1};
    struct S c = {&loc[l], 1};
    int y = 5 + (int)i;
    struct S d = {&y, 1};
    int *ptrs[3] = {x + 1, buf + i, &loc[l]};
    struct S e;
    set(&e, (i & 1) ? (int *)&y : (int *)(buf + i));
    out[8 * i + 4] = *d.p;
    out[8 * i + 7] = *get(&e) + *get(&c);
    out[8 * i + 5] = last(&a) * 100 + (int)(ptrs[0] - a.p);
    out[8 * i + 6] = *((i & 1) ? ptrs[2] : a.p);
    out[8 * i] = *a.p + sum(&a);
    out[8 * i + 1] = sum(&b) * 10 + sum(&c);
    out[8 * i + 2] = *ptrs[i % 3];
    *ptrs[0] += 7;
    out[8 * i + 3] = x[1];
}
"#;

#[test]
fn generic_pointers_to_private_local_or_global_memory_kept_in_memory() {
    validate_std(GENERIC_IN_MEMORY, "generic_in_memory", ClStd::Cl2_0);
    let rt = runtime();
    let n = 64usize;
    let buf: Vec<i32> = (0..n as i32).map(|k| 1000 + k * 7).collect();
    let dbuf = rt.buffer_from_slice(&buf).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; 8 * n]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("buf", ArgValue::Buffer(&dbuf)),
    ];
    run_std(
        GENERIC_IN_MEMORY,
        "generic_in_memory",
        ClStd::Cl2_0,
        (n, 32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for i in 0..n {
        let x = i as i32;
        let picked = [2 * x, buf[i], 3 * x][i % 3];
        let either = if i & 1 != 0 { 3 * x } else { x };
        let want = [
            x + 3 * x,
            buf[i] * 10 + 3 * x,
            picked,
            2 * x + 7,
            5 + x,
            2 * x * 100 + 1,
            either,
            if i & 1 != 0 { 5 + x } else { buf[i] } + 3 * x,
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}

const GENERIC_MIXED_RETURN: &str = r#"
generic int *pick(generic int *a, int c, global int *g) { return c ? a : (generic int *)g; }
kernel void generic_mixed_return(global int *out, global int *buf) {
    size_t i = get_global_id(0), l = get_local_id(0);
    local int loc[64];
    int x = (int)i * 3;
    loc[l] = (int)i + 100;
    generic int *p = pick(&x, i & 1, buf + i);
    generic int *q = pick(&loc[l], i & 2, buf + i);
    *p += 1;
    out[3 * i] = *p;
    out[3 * i + 1] = *q + x;
    generic int *r = pick(pick(&x, 1, buf), i & 4, buf + i);
    out[3 * i + 2] = *r;
}
"#;

#[test]
fn generic_helpers_returning_global_or_homed_pointers() {
    validate_std(GENERIC_MIXED_RETURN, "generic_mixed_return", ClStd::Cl2_0);
    let rt = runtime();
    let n = 64usize;
    let buf: Vec<i32> = (0..n as i32).map(|k| 1000 + k * 7).collect();
    let dbuf = rt.buffer_from_slice(&buf).unwrap();
    let dout = rt.buffer_from_slice(&vec![0i32; 3 * n]).unwrap();
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("buf", ArgValue::Buffer(&dbuf)),
    ];
    run_std(
        GENERIC_MIXED_RETURN,
        "generic_mixed_return",
        ClStd::Cl2_0,
        (n, 32),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    let buf_after = dbuf.read::<i32>().unwrap();
    for i in 0..n {
        let odd = i & 1 != 0;
        let b = buf[i] + i32::from(!odd);
        let x = 3 * i as i32 + i32::from(odd);
        let q = if i & 2 != 0 { i as i32 + 100 } else { b };
        let want = [
            if odd { x } else { b },
            q + x,
            if i & 4 != 0 { x } else { b },
        ];
        assert_eq!(&out[3 * i..3 * i + 3], &want, "out[{i}]");
        assert_eq!(buf_after[i], b, "buf[{i}]");
    }
}

const SUBTRACTED_OFFSETS: &str = r#"
kernel void subtracted(global int *out, global const int *in, uint k, ulong l, int s) {
    size_t i = get_global_id(0);
    global const int *q = in + 64 + i;
    global int *o = out + 8 * i;
    o[0] = *(q - 8u);
    o[1] = *(q - k);
    o[2] = *(q - l);
    o[3] = *(q - s);
    q -= k;
    o[4] = *q;
    o[5] = q[-2];
    global const int *one_based = in - 1;
    o[6] = one_based[i + 1];
    o[7] = *(in + 100 - k);
}
"#;

#[test]
fn subtracting_unsigned_and_signed_offsets_moves_back() {
    // `p - n` with an unsigned `n` once negated n in its own type (`p - 8u` was 2^32 - 8
    // elements forward) and crashed lavapipe; it is now a signed 64-bit offset, and every
    // subtraction is address arithmetic on Vulkan (NVIDIA gets a negative
    // OpPtrAccessChain index wrong), including the `(in - 1)[i]` idiom.
    validate(SUBTRACTED_OFFSETS, "subtracted");
    let rt = runtime();
    let n = 32usize;
    let input: Vec<i32> = (0..256).map(|v| v * 3 + 5).collect();
    let din = rt.buffer_from_slice(&input).unwrap();
    let dout = rt.buffer_from_slice(&vec![-1i32; 8 * n]).unwrap();
    let (k, l, s) = (3u32, 5u64, -7i32);
    let args = [
        ("out", ArgValue::Buffer(&dout)),
        ("in", ArgValue::Buffer(&din)),
        ("k", ArgValue::scalar(k)),
        ("l", ArgValue::scalar(l)),
        ("s", ArgValue::scalar(s)),
    ];
    run(
        SUBTRACTED_OFFSETS,
        "subtracted",
        n as u64,
        Some(16),
        &args,
        &rt,
    );
    let out = dout.read::<i32>().unwrap();
    for i in 0..n {
        let at = |e: i64| input[e as usize];
        let q = 64 + i as i64;
        let (k, l, s) = (k as i64, l as i64, s as i64);
        let want = [
            at(q - 8),
            at(q - k),
            at(q - l),
            at(q - s),
            at(q - k),
            at(q - k - 2),
            at(i as i64),
            at(100 - k),
        ];
        assert_eq!(&out[8 * i..8 * i + 8], &want, "out[{i}]");
    }
}
