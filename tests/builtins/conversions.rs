//! The conversion family: `convert_T[_sat][_rte|_rtz|_rtp|_rtn]` between every pair of the ten
//! scalar types (char to double), with the rounding modes where rounding can happen
//! (floating to integer, integer or double to a narrower floating type) and `_sat` for integer
//! results; scalar, plus one vector width for the default mode. Compared bit for bit.
//!
//! Inputs cover the saturation boundaries (the destination's extremes and just beyond them,
//! NaN, ±inf), halfway cases (k + 0.5) and integers that are not representable in float.

use crate::compare::Check;
use crate::kernel::{Group, Slot};
use crate::shape::{load, output, rng_for, slot, store, width_for, Cases};
use crate::values::{column, Domain, Elem, FLOATS, INTEGERS};

const RANDOMS: usize = 96;
const MODES: [&str; 5] = ["", "_rte", "_rtz", "_rtp", "_rtn"];

pub fn groups() -> Vec<Group> {
    let types: Vec<Elem> = INTEGERS.iter().chain(&FLOATS).copied().collect();
    let mut groups = Vec::new();
    for &to in &types {
        let mut slots = Vec::new();
        for (index, &from) in types.iter().enumerate() {
            // Rounding happens where the source has values the destination cannot hold
            // exactly: floating to integer, integers wider than the significand (24 bits for
            // float, 53 for double), double to float.
            let significand = if to == Elem::Float { 24 } else { 53 };
            let rounding_matters = if to.is_float() {
                !from.is_float() && from.bits() > significand
                    || from == Elem::Double && to == Elem::Float
            } else {
                from.is_float()
            };
            // Saturation matters where the destination's range does not cover the source's.
            let saturation_matters = !to.is_float()
                && (from.is_float()
                    || from.min_int() < to.min_int()
                    || from.max_int() > to.max_int());
            let modes: &[&str] = if rounding_matters {
                &MODES
            } else {
                &MODES[..1]
            };
            let sats: &[bool] = if saturation_matters {
                &[false, true]
            } else {
                &[false]
            };
            for &sat in sats {
                for mode in modes {
                    slots.push(convert_slot(from, to, sat, mode, 1));
                }
            }
            // One vector form per pair: the saturating one where saturation matters.
            let wider = if from.size() > to.size() { from } else { to };
            slots.push(convert_slot(
                from,
                to,
                saturation_matters,
                "",
                width_for(index, wider),
            ));
        }
        groups.push(Group {
            name: format!("convert to {}", to.name()),
            prelude: String::new(),
            global: slots.iter().filter_map(|s| s.items).max().unwrap_or(1),
            slots,
            local: None,
            std: Default::default(),
        });
    }
    groups
}

/// Source values for a conversion to `to`: the source type's edges and randoms, the
/// destination's boundaries and halfway points (for floating sources), and random values with
/// a fractional part.
fn source_values(from: Elem, to: Elem, label: &str) -> Vec<u64> {
    let mut rng = rng_for(label);
    let mut v = column(from, Domain::Range(-3e9, 3e9), RANDOMS, &mut rng);
    if from.is_float() {
        let (lo, hi) = if to.is_float() {
            (f64::MIN, f64::MAX)
        } else {
            (to.min_int() as f64, to.max_int() as f64)
        };
        for x in [
            lo,
            hi,
            lo - 1.0,
            hi + 1.0,
            lo - 0.5,
            hi + 0.5,
            lo + 0.5,
            hi - 0.5,
        ] {
            if x.is_finite() {
                v.push(from.bits_of_f64(x));
            }
        }
        for k in [
            -3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.25, -0.75, 126.5, 127.5, -128.5,
        ] {
            v.push(from.bits_of_f64(k));
        }
        v.extend((0..RANDOMS).map(|_| {
            let k = (rng.next() % 4001) as f64 - 2000.0;
            from.bits_of_f64(k + [0.5, 0.25, 0.75, 0.125][rng.below(4)])
        }));
    } else {
        // Integers beyond float's 24-bit and double's 53-bit significands, ties included.
        for x in [
            16777217i128,
            -16777219,
            33554435,
            (1 << 53) + 1,
            (1 << 62) + 3,
        ] {
            v.push(from.bits_of_int(x));
        }
    }
    v
}

fn convert_slot(from: Elem, to: Elem, sat: bool, mode: &str, lanes: usize) -> Slot {
    let sat_text = if sat { "_sat" } else { "" };
    let name = format!("convert_{}{sat_text}{mode}", to.name());
    let label = format!(
        "convert_{}{sat_text}{mode}({})",
        to.vec(lanes),
        from.vec(lanes)
    );
    let cases = Cases::combine(vec![(from, source_values(from, to, &label))], 0)
        .with_flushed_twins()
        .padded(lanes);
    let n = cases.len();
    let call = format!(
        "convert_{}{sat_text}{mode}({})",
        to.vec(lanes),
        load(0, lanes)
    );
    // Out-of-range floating to integer conversions without _sat are undefined: compared
    // only where the rounded value fits.
    let check = Check::Exact;
    let mut s = slot(
        "convert",
        &name,
        from,
        label,
        &cases,
        lanes,
        vec![output(to, n, check)],
        store(0, lanes, &call),
    );
    if from.is_float() && !to.is_float() && !sat {
        let col = &cases.columns[0].1;
        let defined: Vec<bool> = col
            .iter()
            .map(|&b| {
                let x = from.to_f64(b);
                let r = match mode {
                    "_rte" => x.round_ties_even(),
                    "_rtp" => x.ceil(),
                    "_rtn" => x.floor(),
                    _ => x.trunc(),
                };
                x.is_finite() && (to.min_int()..=to.max_int()).contains(&(r as i128))
            })
            .collect();
        s.body = format!("{} if (!d0[i]) r0[i] = 0;", store(0, lanes, &call));
        if lanes > 1 {
            s.body = format!(
                "{} for (int l = 0; l < {lanes}; l++) if (!d0[i * {lanes} + l]) r0[i * {lanes} + l] = 0;",
                store(0, lanes, &call)
            );
        }
        s.inputs.push(crate::kernel::Input {
            elem: Elem::Uchar,
            values: defined.iter().map(|&d| d as u64).collect(),
        });
        s.body = s.body.replace("d0[", "a1[");
    }
    s
}
