//! The vector data family: `vloadn`/`vstoren` of every type and width (at an element offset,
//! so unaligned addresses are covered), `vload_half(n)`, `vloada_halfn`, and
//! `vstore_half(n)`/`vstorea_halfn` with every rounding suffix from float and double; compared
//! bit for bit (half results as bits, NaN equal to NaN).

use crate::compare::Check;
use crate::kernel::{Group, Slot};
use crate::shape::{output, rng_for, slot, Cases};
use crate::values::{column, Domain, Elem, FLOATS, INTEGERS};

const RANDOMS: usize = 192;
const WIDTHS: [usize; 5] = [2, 3, 4, 8, 16];

pub fn groups() -> Vec<Group> {
    let mut slots = Vec::new();
    for ty in INTEGERS.iter().chain(&FLOATS) {
        for (k, &n) in WIDTHS.iter().enumerate() {
            // Two widths per type keep the kernel small; the rotation covers every width.
            if (k + *ty as usize) % 2 == 0 {
                slots.push(vload_vstore(*ty, n));
            }
        }
    }
    let mut half = Vec::new();
    for n in [1, 2, 3, 4, 8, 16] {
        half.push(vload_half(n, false));
        if n > 1 {
            half.push(vload_half(n, true));
        }
    }
    for ty in FLOATS {
        for (k, mode) in ["", "_rte", "_rtz", "_rtp", "_rtn"].iter().enumerate() {
            half.push(vstore_half(ty, mode, 1, false));
            half.push(vstore_half(ty, mode, [4, 3, 2, 8, 16][k], k % 2 == 0));
        }
    }
    vec![
        Group {
            name: "vector data".into(),
            prelude: String::new(),
            global: slots.iter().filter_map(|s| s.items).max().unwrap_or(1),
            slots,
            local: None,
            std: Default::default(),
        },
        Group {
            name: "half vector data".into(),
            prelude: String::new(),
            global: half.iter().filter_map(|s| s.items).max().unwrap_or(1),
            slots: half,
            local: None,
            std: Default::default(),
        },
    ]
}

/// `vstoren(vloadn(i, a0 + 1), i, r0 + 1)`: every element but the first moves through an
/// n-vector at an odd element offset.
fn vload_vstore(ty: Elem, n: usize) -> Slot {
    let label = format!("vload{n}/vstore{n}({})", ty.name());
    let mut rng = rng_for(&label);
    let cases =
        Cases::combine(vec![(ty, column(ty, Domain::Bits, RANDOMS, &mut rng))], 0).padded(n);
    let count = cases.len();
    let mut s = slot(
        "vdata",
        &format!("vload{n}"),
        ty,
        label,
        &cases,
        n,
        vec![output(ty, count, Check::Exact)],
        format!("vstore{n}(vload{n}(i, a0 + 1), i, r0 + 1);"),
    );
    s.items = Some(count / n - 1);
    s
}

/// Half bit patterns: edges (zeros, ones, infinities, NaNs, denormals, the largest finite) and
/// random bits.
fn half_bits(label: &str) -> Vec<u64> {
    let mut v: Vec<u64> = vec![
        0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x0001, 0x8001, 0x03ff,
        0x0400, 0x7bff, 0xfbff, 0x3555,
    ];
    let mut rng = rng_for(label);
    v.extend((0..RANDOMS).map(|_| rng.next() & 0xffff));
    v
}

/// `vload_half(n)` / `vloada_halfn` into floats.
fn vload_half(n: usize, aligned: bool) -> Slot {
    let name = match (n, aligned) {
        (1, _) => "vload_half".to_string(),
        (_, false) => format!("vload_half{n}"),
        (_, true) => format!("vloada_half{n}"),
    };
    let label = format!("{name}(half)");
    let cases = Cases::combine(vec![(Elem::Ushort, half_bits(&label))], 0).padded(n.max(4));
    let count = cases.len();
    let load = format!("{name}(i, (global const half *)a0)");
    let body = if n == 1 {
        format!("r0[i] = {load};")
    } else {
        format!("vstore{n}({load}, i, r0);")
    };
    let mut s = slot(
        "vdata",
        &name,
        Elem::Float,
        label,
        &cases,
        n,
        vec![output(Elem::Float, count, Check::Exact)],
        body,
    );
    // vloada_half3 reads 4-half-aligned groups of which it uses 3.
    if aligned && n == 3 {
        s.items = Some(count / 4);
        s.body = "vstore3(vloada_half3(i, (global const half *)a0), i, r0);".into();
    }
    s
}

/// `vstore_half{n}{mode}` / `vstorea_half{n}{mode}` from `ty`.
fn vstore_half(ty: Elem, mode: &str, n: usize, aligned: bool) -> Slot {
    let name = match (n, aligned) {
        (1, _) => format!("vstore_half{mode}"),
        (_, false) => format!("vstore_half{n}{mode}"),
        (_, true) => format!("vstorea_half{n}{mode}"),
    };
    let label = format!("{name}({})", ty.vec(n));
    let mut rng = rng_for(&label);
    // Values around half's range and precision: rounding, overflow and denormal results.
    let mut col = column(ty, Domain::Range(-70000.0, 70000.0), RANDOMS / 2, &mut rng);
    col.extend(
        column(ty, Domain::Range(-1e-4, 1e-4), RANDOMS / 2, &mut rng)
            .into_iter()
            .skip(40),
    );
    for x in [
        65504.0, 65519.0, 65520.0, -65520.0, 2049.0, 2051.0, 5.96e-8, 2.98e-8, 3e-8, 1e-5,
    ] {
        col.push(ty.bits_of_f64(x));
    }
    let cases = Cases::combine(vec![(ty, col)], 0)
        .with_flushed_twins()
        .padded(n.max(4));
    let count = cases.len();
    let value = if n == 1 {
        "a0[i]".to_string()
    } else {
        format!("vload{n}(i, a0)")
    };
    let mut s = slot(
        "vdata",
        &name,
        ty,
        label,
        &cases,
        n,
        vec![output(Elem::Half, count, Check::Exact)],
        format!("{name}({value}, i, (global half *)r0);"),
    );
    if aligned && n == 3 {
        s.items = Some(count / 4);
    }
    s
}
