//! Packed and under-aligned structs in Vulkan buffer memory, on lavapipe: whole-struct loads and
//! stores, member loads and stores (nested, array elements, vector lanes, read-modify-write),
//! arrays of packed structs with odd strides, and by-value packed arguments, with clang's layout
//! (the offsets below are clang-15's for `spir64`; `spirv-backend/tests/layout_clang.rs` checks
//! the frontend computes the same). Every output byte is checked against the host's result.

mod common;

use oclvk::runner::ArgValue;

use common::{run_kernel as run, scratch, spirv_val, validated_runtime as runtime};

const PACKED: &str = r#"
typedef struct __attribute__((packed)) { char c; int i; short s; double d; float4 v; } P;
typedef struct { char tag; P p; int after; } Outer;
typedef struct __attribute__((packed, aligned(4))) { uchar a; uint b; ushort c; } A4;
typedef struct __attribute__((packed)) {
    char c; int x; short arr[3]; union { int i; float f; } u;
} Arr;

kernel void packed(global P *ps, global Outer *os, global A4 *as, global Arr *rs,
                   global double *out) {
    size_t i = get_global_id(0);
    P p = ps[i];
    out[10 * i + 0] = p.c;
    out[10 * i + 1] = p.i;
    out[10 * i + 2] = p.s;
    out[10 * i + 3] = p.d + p.v.x + p.v.w;
    ps[i].i = p.i * 2 + 1;
    ps[i].d += 1.5;
    ps[i].v.y = -p.v.z;
    os[i].p.s = (short)(os[i].p.s + os[i].tag);
    os[i].after = os[i].p.i + 7;
    Outer o = os[i];
    o.p.c++;
    o.p.v *= 2.0f;
    os[i] = o;
    as[i].b += (uint)i;
    as[i].c = (ushort)(as[i].a * 3);
    for (int k = 0; k < 3; k++)
        rs[i].arr[k] = (short)(rs[i].arr[k] + k + rs[i].x);
    global Arr *q = rs + i;
    out[10 * i + 4] = q->arr[2];
    out[10 * i + 5] = (q + 0)->c;
    out[10 * i + 6] = sizeof(P) * 1000 + sizeof(Outer) * 10 + sizeof(A4);
    out[10 * i + 7] = sizeof(Arr);
    Arr r = rs[i];
    rs[i].u.f = r.u.f * 2.0f;
    out[10 * i + 8] = r.u.i;
    out[10 * i + 9] = r.x;
    vstore2(vload2(0, rs[i].arr + 1) * (short)2, 0, rs[i].arr + 1);
}

constant P table[2] = {{-3, 70000, -2, 0.125, (float4)(1.0f, 2.0f, 3.0f, 4.0f)},
                       {9, -123456, 300, -2.5, (float4)(5.0f, 6.0f, 7.0f, 8.0f)}};

kernel void from_constant(global double *out) {
    out[0] = table[1].i;
    out[1] = table[1].d;
    P p = table[0];
    out[2] = p.i + p.s + p.c;
    out[3] = p.v.z;
}

void put_p(global P *d, P v) {
    *d = v;
    d->s = 77;
}

kernel void by_value(P p, global double *out, global P *dst) {
    put_p(dst + 1, p);
    out[0] = p.c;
    out[1] = p.i;
    out[2] = p.s;
    out[3] = p.d;
    out[4] = p.v.w;
}
"#;

/// Little-endian writes into a byte buffer.
fn put(buf: &mut [u8], at: usize, bytes: &[u8]) {
    buf[at..at + bytes.len()].copy_from_slice(bytes);
}

fn get<const N: usize>(buf: &[u8], at: usize) -> [u8; N] {
    buf[at..at + N].try_into().unwrap()
}

// clang-15 layouts (spir64).
const P_SIZE: usize = 31; // c@0 i@1 s@5 d@7 v@15
const OUTER_SIZE: usize = 36; // tag@0 p@1 after@32
const A4_SIZE: usize = 8; // a@0 b@1 c@5, aligned 4
const ARR_SIZE: usize = 15; // c@0 x@1 arr@5 u@11

struct PVal {
    c: i8,
    i: i32,
    s: i16,
    d: f64,
    v: [f32; 4],
}

fn write_p(buf: &mut [u8], at: usize, p: &PVal) {
    put(buf, at, &p.c.to_le_bytes());
    put(buf, at + 1, &p.i.to_le_bytes());
    put(buf, at + 5, &p.s.to_le_bytes());
    put(buf, at + 7, &p.d.to_le_bytes());
    for (k, x) in p.v.iter().enumerate() {
        put(buf, at + 15 + 4 * k, &x.to_le_bytes());
    }
}

fn read_p(buf: &[u8], at: usize) -> PVal {
    PVal {
        c: i8::from_le_bytes(get(buf, at)),
        i: i32::from_le_bytes(get(buf, at + 1)),
        s: i16::from_le_bytes(get(buf, at + 5)),
        d: f64::from_le_bytes(get(buf, at + 7)),
        v: std::array::from_fn(|k| f32::from_le_bytes(get(buf, at + 15 + 4 * k))),
    }
}

fn p_of(i: usize) -> PVal {
    PVal {
        c: (i as i8).wrapping_mul(7).wrapping_sub(60),
        i: (i as i32 * 1_000_003) ^ 0x5a5a5a5,
        s: (i as i16).wrapping_mul(-311),
        d: i as f64 * 0.25 - 3.0,
        v: [i as f32, 1.5 * i as f32, -(i as f32), 100.0 + i as f32],
    }
}

#[test]
fn packed_structs_in_buffers_keep_clangs_layout() {
    let module = oclvk::compile_source("packed.cl", PACKED, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap_or_else(|e| panic!("{e:?}"));
    let spv = scratch("packed_struct_runs").join("packed.spv");
    let words: Vec<u8> = module.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&spv, words).unwrap();
    spirv_val(&spv, "vulkan1.2");
    spirv_val(&spv, "vulkan1.3");

    let rt = runtime();
    let n = 37usize;
    let mut ps = vec![0u8; n * P_SIZE];
    let mut os = vec![0xeeu8; n * OUTER_SIZE];
    let mut a4 = vec![0u8; n * A4_SIZE];
    let mut rs = vec![0u8; n * ARR_SIZE];
    for i in 0..n {
        write_p(&mut ps, i * P_SIZE, &p_of(i));
        let o = i * OUTER_SIZE;
        os[o] = (i as u8).wrapping_mul(3);
        write_p(&mut os, o + 1, &p_of(i + 100));
        put(&mut os, o + 32, &(i as i32 - 5).to_le_bytes());
        let a = i * A4_SIZE;
        a4[a] = i as u8 + 1;
        put(&mut a4, a + 1, &(0xfffff000u32 + i as u32).to_le_bytes());
        put(&mut a4, a + 5, &0xbeefu16.to_le_bytes());
        a4[a + 7] = 0x77; // tail padding, must stay
        let r = i * ARR_SIZE;
        rs[r] = 0x40 + i as u8;
        put(&mut rs, r + 1, &(i as i32 * 10).to_le_bytes());
        for k in 0..3 {
            put(&mut rs, r + 5 + 2 * k, &((i * 3 + k) as i16).to_le_bytes());
        }
        put(&mut rs, r + 11, &(i as f32 + 0.5).to_le_bytes());
    }
    let d_ps = rt.buffer_from_slice(&ps).unwrap();
    let d_os = rt.buffer_from_slice(&os).unwrap();
    let d_a4 = rt.buffer_from_slice(&a4).unwrap();
    let d_rs = rt.buffer_from_slice(&rs).unwrap();
    let d_out = rt.buffer_from_slice(&vec![0f64; n * 10]).unwrap();
    run(
        PACKED,
        "packed",
        n as u64,
        None,
        &[
            ("ps", ArgValue::Buffer(&d_ps)),
            ("os", ArgValue::Buffer(&d_os)),
            ("as", ArgValue::Buffer(&d_a4)),
            ("rs", ArgValue::Buffer(&d_rs)),
            ("out", ArgValue::Buffer(&d_out)),
        ],
        &rt,
    );
    let g_ps = d_ps.read_bytes().unwrap();
    let g_os = d_os.read_bytes().unwrap();
    let g_a4 = d_a4.read_bytes().unwrap();
    let g_rs = d_rs.read_bytes().unwrap();
    let out = d_out.read::<f64>().unwrap();
    for i in 0..n {
        let p = p_of(i);
        let o = &out[10 * i..10 * i + 10];
        assert_eq!(o[0], p.c as f64, "out[{i}].c");
        assert_eq!(o[1], p.i as f64, "out[{i}].i");
        assert_eq!(o[2], p.s as f64, "out[{i}].s");
        assert_eq!(o[3], p.d + p.v[0] as f64 + p.v[3] as f64, "out[{i}].d+v");
        let got = read_p(&g_ps, i * P_SIZE);
        assert_eq!(got.c, p.c, "ps[{i}].c");
        assert_eq!(got.i, p.i.wrapping_mul(2).wrapping_add(1), "ps[{i}].i");
        assert_eq!(got.s, p.s, "ps[{i}].s");
        assert_eq!(got.d, p.d + 1.5, "ps[{i}].d");
        assert_eq!(got.v, [p.v[0], -p.v[2], p.v[2], p.v[3]], "ps[{i}].v");

        let q = p_of(i + 100);
        let base = i * OUTER_SIZE;
        let tag = (i as u8).wrapping_mul(3);
        assert_eq!(g_os[base], tag, "os[{i}].tag");
        let got = read_p(&g_os, base + 1);
        assert_eq!(got.c, q.c.wrapping_add(1), "os[{i}].p.c");
        assert_eq!(got.i, q.i, "os[{i}].p.i");
        assert_eq!(got.s, q.s.wrapping_add(tag as i8 as i16), "os[{i}].p.s");
        assert_eq!(got.d, q.d, "os[{i}].p.d");
        assert_eq!(got.v, q.v.map(|x| x * 2.0), "os[{i}].p.v");
        let after = i32::from_le_bytes(get(&g_os, base + 32));
        assert_eq!(after, q.i.wrapping_add(7), "os[{i}].after");

        let a = i * A4_SIZE;
        assert_eq!(g_a4[a], i as u8 + 1, "as[{i}].a");
        let b = u32::from_le_bytes(get(&g_a4, a + 1));
        assert_eq!(b, 0xfffff000u32 + 2 * i as u32, "as[{i}].b");
        let c = u16::from_le_bytes(get(&g_a4, a + 5));
        assert_eq!(c, (i as u16 + 1) * 3, "as[{i}].c");
        assert_eq!(g_a4[a + 7], 0x77, "as[{i}] padding");

        let r = i * ARR_SIZE;
        assert_eq!(g_rs[r], 0x40 + i as u8, "rs[{i}].c");
        for k in 0..3 {
            let e = i16::from_le_bytes(get(&g_rs, r + 5 + 2 * k));
            // Elements 1 and 2 doubled by vload2/vstore2 through the packed member.
            let scale = if k == 0 { 1 } else { 2 };
            assert_eq!(
                e,
                ((i * 3 + k + k + i * 10) * scale) as i16,
                "rs[{i}].arr[{k}]"
            );
        }
        assert_eq!(o[4], (i * 3 + 2 + 2 + i * 10) as f64, "out[{i}].arr[2]");
        assert_eq!(o[5], (0x40 + i) as f64, "out[{i}].c");
        assert_eq!(
            o[6],
            (P_SIZE * 1000 + OUTER_SIZE * 10 + A4_SIZE) as f64,
            "sizes"
        );
        assert_eq!(o[7], ARR_SIZE as f64, "sizeof(Arr)");
        let f = i as f32 + 0.5;
        assert_eq!(o[8], f.to_bits() as i32 as f64, "out[{i}].u.i");
        assert_eq!(o[9], (i * 10) as f64, "out[{i}].x");
        let u = f32::from_le_bytes(get(&g_rs, r + 11));
        assert_eq!(u, f * 2.0, "rs[{i}].u.f");
    }

    // Program-scope constant packed data (the module constant buffer).
    let d_out = rt.buffer_from_slice(&[0f64; 4]).unwrap();
    run(
        PACKED,
        "from_constant",
        1,
        None,
        &[("out", ArgValue::Buffer(&d_out))],
        &rt,
    );
    assert_eq!(
        d_out.read::<f64>().unwrap(),
        vec![-123456.0, -2.5, (70000 - 2 - 3) as f64, 3.0]
    );

    // A packed struct passed by value (push constants).
    let p = p_of(5);
    let mut bytes = vec![0u8; P_SIZE];
    write_p(&mut bytes, 0, &p);
    let d_out = rt.buffer_from_slice(&[0f64; 5]).unwrap();
    let d_dst = rt.buffer_from_slice(&[0xabu8; 2 * P_SIZE]).unwrap();
    run(
        PACKED,
        "by_value",
        1,
        None,
        &[
            ("p", ArgValue::Value(bytes.clone())),
            ("out", ArgValue::Buffer(&d_out)),
            ("dst", ArgValue::Buffer(&d_dst)),
        ],
        &rt,
    );
    // Through a helper's pointer parameter: the whole struct, then one member.
    let dst = d_dst.read_bytes().unwrap();
    assert_eq!(dst[..P_SIZE], [0xab; P_SIZE], "dst[0] untouched");
    let mut want = bytes;
    put(&mut want, 5, &77i16.to_le_bytes());
    assert_eq!(dst[P_SIZE..], want[..], "dst[1]");
    let out = d_out.read::<f64>().unwrap();
    assert_eq!(
        out,
        vec![p.c as f64, p.i as f64, p.s as f64, p.d, p.v[3] as f64]
    );
}
