//! Comparing a buffer's bytes from two implementations element by element: integers exactly,
//! floats within a number of units in the last place (the differential tests).

use oclvk::spirv::reflect::{ScalarKind, ValueLayout};

/// Distance between two floats in units in the last place (0 for equal values and two NaNs).
pub fn ulp_distance(a: f64, b: f64, bits: u32) -> u64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u64::MAX;
    }
    let key = |x: f64| -> i128 {
        let i = if bits == 32 {
            (x as f32).to_bits() as i32 as i128
        } else {
            x.to_bits() as i64 as i128
        };
        if i < 0 {
            (if bits == 32 {
                i32::MIN as i128
            } else {
                i64::MIN as i128
            }) - i
        } else {
            i
        }
    };
    (key(a) - key(b)).unsigned_abs().min(u64::MAX as u128) as u64
}

/// Compares one buffer; returns (values compared, max ulp, mismatch descriptions).
pub fn compare(layout: &ValueLayout, cl: &[u8], vk: &[u8], ulps: u64) -> (usize, u64, Vec<String>) {
    let scalar = layout.scalar.unwrap_or(ScalarKind::Uchar);
    let size = match scalar {
        ScalarKind::Bool | ScalarKind::Char | ScalarKind::Uchar => 1,
        ScalarKind::Short | ScalarKind::Ushort | ScalarKind::Half => 2,
        ScalarKind::Int | ScalarKind::Uint | ScalarKind::Float => 4,
        ScalarKind::Long | ScalarKind::Ulong | ScalarKind::Double => 8,
    };
    let stride = (layout.size as usize).max(size);
    let lanes = (layout.lanes as usize).max(1);
    let (mut count, mut worst, mut bad) = (0, 0, Vec::new());
    for (e, (a, b)) in cl
        .chunks_exact(stride)
        .zip(vk.chunks_exact(stride))
        .enumerate()
    {
        for l in 0..lanes {
            let (x, y) = (&a[l * size..(l + 1) * size], &b[l * size..(l + 1) * size]);
            count += 1;
            let (ok, shown) = match scalar {
                ScalarKind::Float => {
                    let (fx, fy) = (
                        f32::from_le_bytes(x.try_into().unwrap()),
                        f32::from_le_bytes(y.try_into().unwrap()),
                    );
                    let d = ulp_distance(fx as f64, fy as f64, 32);
                    worst = worst.max(d);
                    (d <= ulps, format!("{fx:e} vs {fy:e} ({d} ulp)"))
                }
                ScalarKind::Double => {
                    let (fx, fy) = (
                        f64::from_le_bytes(x.try_into().unwrap()),
                        f64::from_le_bytes(y.try_into().unwrap()),
                    );
                    let d = ulp_distance(fx, fy, 64);
                    worst = worst.max(d);
                    (d <= ulps, format!("{fx:e} vs {fy:e} ({d} ulp)"))
                }
                _ => (x == y, format!("{x:?} vs {y:?}")),
            };
            if !ok && bad.len() < 5 {
                bad.push(format!("element {e} lane {l}: OpenCL {shown} oclvk"));
            }
        }
    }
    (count, worst, bad)
}
