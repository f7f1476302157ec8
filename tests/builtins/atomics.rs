//! The atomic family, OpenCL 1.x part: `atomic_*` and `atom_*` (add, sub, xchg, inc, dec,
//! cmpxchg, min, max, and, or, xor) on 32-bit `int` and `uint`, and `atom_*` on `long` and
//! `ulong` (`cl_khr_int64_base_atomics` and `cl_khr_int64_extended_atomics`, which name only
//! the `atom_` spelling), in global and in local memory. The 2.0 atomics are in
//! [`crate::atomics_c11`].
//!
//! Each operation runs twice per work-item: once on a cell of its own (the new value and the
//! returned old value are deterministic: compared exactly) and once on a counter shared by a
//! quarter of the work-items (global) or of the work-group (local). The shared counter's final
//! value is compared exactly where the operation commutes (not for `xchg`), and the old values
//! returned by `inc`/`dec` as multisets (any order gives the same set); other contended old
//! values depend on the order and are not compared. Contended `cmpxchg` runs as a
//! compare-and-swap loop adding each work-item's operand.

use crate::compare::Check;
use crate::kernel::{Group, Input, Output, Slot};
use crate::shape::rng_for;
use crate::values::{int_randoms, Elem};
use std::fmt::Write;

const OPS: [&str; 11] = [
    "add", "sub", "xchg", "inc", "dec", "cmpxchg", "min", "max", "and", "or", "xor",
];
/// Work-items, the work-group size of the local variant, and work-items per shared counter.
pub const ITEMS: usize = 256;
pub const LOCAL: usize = 64;
/// A quarter of the work-items: one work-group, so a work-group scope covers a global counter.
pub const GLOBAL_CHUNK: usize = ITEMS / 4;
pub const LOCAL_CHUNK: usize = LOCAL / 4;

pub fn groups() -> Vec<Group> {
    let mut global = Vec::new();
    let mut local = Vec::new();
    let mut prelude = String::new();
    let both: &[&str] = &["atomic_", "atom_"];
    for (ty, prefixes) in [
        (Elem::Int, both),
        (Elem::Uint, both),
        (Elem::Long, &["atom_"]),
        (Elem::Ulong, &["atom_"]),
    ] {
        // One pair of arrays per type, which the slots use in turn (each slot reads its
        // results back before a barrier, before the next one writes them): the module's
        // local memory stays within the device's limit.
        let t = ty.name();
        let _ = writeln!(prelude, "  local {t} lp_{t}[{LOCAL}], lc_{t}[4];");
        for &prefix in prefixes {
            for op in OPS {
                global.push(atomic_slot(ty, prefix, op, false));
                local.push(atomic_slot(ty, prefix, op, true));
            }
        }
    }
    vec![
        Group {
            name: "atomics global".into(),
            prelude: String::new(),
            slots: global,
            global: ITEMS,
            local: Some(LOCAL),
            std: Default::default(),
        },
        Group {
            name: "atomics local".into(),
            prelude,
            slots: local,
            global: ITEMS,
            local: Some(LOCAL),
            std: Default::default(),
        },
    ]
}

/// The call of `op` on `cell` with the work-item's operand.
fn call(prefix: &str, op: &str, cell: &str) -> String {
    match op {
        "inc" | "dec" => format!("{prefix}{op}({cell})"),
        "cmpxchg" => format!("{prefix}cmpxchg({cell}, a1[i], a0[i])"),
        _ => format!("{prefix}{op}({cell}, a0[i])"),
    }
}

/// The contended use of `op` on `counter`, storing the returned old value to `r3[i]`.
fn contended(prefix: &str, op: &str, counter: &str, t: &str) -> String {
    if op == "cmpxchg" {
        format!(
            "{{ uint n = 0; {t} o; do {{ o = {prefix}add({counter}, 0); }} while ({prefix}cmpxchg({counter}, o, o + a0[i]) != o && ++n < 100000u); r3[i] = o; }}"
        )
    } else {
        format!("r3[i] = {};", call(prefix, op, counter))
    }
}

/// `local`: on the type's `local` arrays (`lp_T`, `lc_T`), else on the global outputs.
fn atomic_slot(ty: Elem, prefix: &str, op: &str, local: bool) -> Slot {
    let space = if local { "local" } else { "global" };
    let label = format!("{prefix}{op}({space} {} *)", ty.name());
    let mut rng = rng_for(&label);
    let operands = int_randoms(ty, ITEMS, &mut rng);
    let cells = int_randoms(ty, ITEMS, &mut rng);
    // cmpxchg's comparand: the cell's value for every other work-item, else a random value.
    let comparands: Vec<u64> = (0..ITEMS)
        .map(|k| {
            if k % 2 == 0 {
                cells[k]
            } else {
                rng.next() & ty.mask()
            }
        })
        .collect();
    let counters = int_randoms(ty, 16, &mut rng);
    let final_check = if op == "xchg" {
        Check::RunOnly
    } else {
        Check::Exact
    };
    let chunk = if local { LOCAL_CHUNK } else { GLOBAL_CHUNK };
    let olds_check = if matches!(op, "inc" | "dec") {
        Check::Multiset(chunk)
    } else {
        Check::RunOnly
    };
    let out = |init: Vec<u64>, check| Output {
        elem: ty,
        init,
        check,
        alternatives: Vec::new(),
        tolerance: Vec::new(),
        reference: Vec::new(),
    };
    let t = ty.name();
    let body = match local {
        false => format!(
            "r1[i] = {}; {}",
            call(prefix, op, "&r0[i]"),
            contended(prefix, op, &format!("&r2[i / {GLOBAL_CHUNK}]"), t)
        ),
        true => format!(
            "size_t l = get_local_id(0), g = get_group_id(0);\n    lp_{t}[l] = r0[i]; if (l < 4) lc_{t}[l] = r2[g * 4 + l];\n    barrier(CLK_LOCAL_MEM_FENCE);\n    r1[i] = {};\n    {}\n    barrier(CLK_LOCAL_MEM_FENCE);\n    r0[i] = lp_{t}[l]; if (l < 4) r2[g * 4 + l] = lc_{t}[l];",
            call(prefix, op, &format!("&lp_{t}[l]")),
            contended(prefix, op, &format!("&lc_{t}[l / {LOCAL_CHUNK}]"), t)
        ),
    };
    Slot {
        family: "atomic",
        function: format!("{prefix}{op}/{space}"),
        ty,
        label,
        inputs: vec![
            Input {
                elem: ty,
                values: operands,
            },
            Input {
                elem: ty,
                values: comparands,
            },
        ],
        outputs: vec![
            out(cells, Check::Exact),
            out(vec![0; ITEMS], Check::Exact),
            out(counters, final_check),
            out(vec![0; ITEMS], olds_check),
        ],
        items: None,
        body,
        twins: Vec::new(),
    }
}
