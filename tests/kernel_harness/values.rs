//! Buffer contents as numbers: decoding a buffer's bytes by its element type (vector lanes
//! flattened, a 3-vector's padding lane skipped), reading expected literals, comparing the two.

use super::directives::Tolerance;
use oclvk::abi::reflect::ValueLayout;
use oclvk::abi::scalar::ScalarKind;

/// One lane's value: integers exactly, floats (half and float widened) as double.
#[derive(Clone, Copy, Debug)]
pub enum Num {
    Int(i128),
    Float(f64),
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Num::Int(v) => write!(f, "{v}"),
            // `{:?}` keeps enough digits to tell neighbouring floats apart.
            Num::Float(v) => write!(f, "{v:?}"),
        }
    }
}

impl Num {
    /// A literal: decimal or `0x` integer, `'c'` (its code), or a float (`1.5`, `-2e-3`, `inf`,
    /// `-inf`, `nan`).
    pub fn parse(text: &str) -> Result<Num, String> {
        let t = text.trim();
        let (negative, body) = match t.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, t),
        };
        let sign = |v: i128| if negative { -v } else { v };
        if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            return i128::from_str_radix(hex, 16)
                .map(|v| Num::Int(sign(v)))
                .map_err(|_| format!("bad number '{t}'"));
        }
        if let Some(c) = body.strip_prefix('\'').and_then(|b| b.strip_suffix('\'')) {
            let mut chars = c.chars();
            if let (Some(ch), None) = (chars.next(), chars.next()) {
                return Ok(Num::Int(sign(ch as i128)));
            }
        }
        if let Ok(v) = body.parse::<i128>() {
            return Ok(Num::Int(sign(v)));
        }
        match t.parse::<f64>() {
            Ok(v) => Ok(Num::Float(v)),
            Err(_) => Err(format!("bad number '{t}'")),
        }
    }

    pub fn as_f64(self) -> f64 {
        match self {
            Num::Int(v) => v as f64,
            Num::Float(v) => v,
        }
    }
}

fn half_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let mantissa = f64::from(bits & 0x3ff);
    sign * match exponent {
        0 => mantissa * 2f64.powi(-24),
        31 if mantissa == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + mantissa / 1024.0) * 2f64.powi(e - 15),
    }
}

fn scalar(kind: ScalarKind, b: &[u8]) -> Num {
    let mut w = [0u8; 8];
    w[..b.len()].copy_from_slice(b);
    let u = u64::from_le_bytes(w);
    match kind {
        ScalarKind::Bool | ScalarKind::Uchar => Num::Int(u as u8 as i128),
        ScalarKind::Char => Num::Int(u as u8 as i8 as i128),
        ScalarKind::Short => Num::Int(u as u16 as i16 as i128),
        ScalarKind::Ushort => Num::Int(u as u16 as i128),
        ScalarKind::Int => Num::Int(u as u32 as i32 as i128),
        ScalarKind::Uint => Num::Int(u as u32 as i128),
        ScalarKind::Long => Num::Int(u as i64 as i128),
        ScalarKind::Ulong => Num::Int(u as i128),
        ScalarKind::Half => Num::Float(half_to_f64(u as u16)),
        ScalarKind::Float => Num::Float(f64::from(f32::from_bits(u as u32))),
        ScalarKind::Double => Num::Float(f64::from_bits(u)),
    }
}

/// A buffer's lanes in memory order, or `None` for structs and unions (compared as bytes).
pub fn decode(layout: &ValueLayout, bytes: &[u8]) -> Option<Vec<Num>> {
    let kind = layout.scalar?;
    let width = kind.size() as usize;
    let element = layout.size as usize;
    Some(
        bytes
            .chunks_exact(element)
            .flat_map(|e| {
                (0..layout.lanes as usize).map(move |l| scalar(kind, &e[l * width..][..width]))
            })
            .collect(),
    )
}

/// Lanes in memory order as a buffer of `layout` stores them (a 3-vector's padding lane zero),
/// or `None` for structs and unions; integers wrap, floats round to the type.
pub fn encode(layout: &ValueLayout, lanes: &[Num]) -> Option<Vec<u8>> {
    let kind = layout.scalar?;
    let width = kind.size() as usize;
    let stored = layout.size as usize / width;
    let mut bytes = Vec::new();
    for element in lanes.chunks(layout.lanes as usize) {
        for v in element {
            let le = match (kind, *v) {
                (ScalarKind::Half, v) => u64::from(oclvk::abi::half::f32_to_f16(v.as_f64() as f32)),
                (ScalarKind::Float, v) => u64::from((v.as_f64() as f32).to_bits()),
                (ScalarKind::Double, v) => v.as_f64().to_bits(),
                (_, Num::Int(i)) => i as u64,
                (_, Num::Float(f)) => f as i128 as u64,
            };
            bytes.extend_from_slice(&le.to_le_bytes()[..width]);
        }
        bytes.resize(bytes.len() + (stored - element.len()) * width, 0);
    }
    Some(bytes)
}

/// Whether `got` (of `kind`) matches `want` within `tolerance`; integers of a type written as
/// the other signedness's bit pattern (`0xffffffff` for an `int`'s -1) match too.
pub fn matches(kind: ScalarKind, got: Num, want: Num, tolerance: Tolerance) -> bool {
    match (got, want) {
        (Num::Int(g), Num::Int(w)) => {
            let bits = 8 * kind.size();
            let mask = if bits >= 128 { !0 } else { (1i128 << bits) - 1 };
            match tolerance {
                Tolerance::Absolute(bound) => ((g - w) as f64).abs() <= bound,
                _ => g == w || (g & mask) == (w & mask) && w >> bits <= 0 && w >= -(1 << bits),
            }
        }
        (g, w) => {
            let (g, w) = (g.as_f64(), w.as_f64());
            if g.is_nan() || w.is_nan() {
                return g.is_nan() && w.is_nan();
            }
            match tolerance {
                Tolerance::Exact => g == w && g.is_sign_negative() == w.is_sign_negative(),
                Tolerance::Absolute(bound) => g == w || (g - w).abs() <= bound,
                Tolerance::Ulps(n) => g == w || ulps_apart(kind, g, w) <= n,
            }
        }
    }
}

/// The distance of two finite values in units of `kind`'s last place (at `want`'s magnitude).
fn ulps_apart(kind: ScalarKind, got: f64, want: f64) -> u64 {
    if got.is_infinite() || want.is_infinite() {
        return u64::MAX;
    }
    let (mantissa_bits, min_exponent) = match kind {
        ScalarKind::Half => (10, -14),
        ScalarKind::Double => (52, -1022),
        _ => (23, -126),
    };
    let exponent = (want.abs().log2().floor() as i32).max(min_exponent);
    let ulp = 2f64.powi(exponent - mantissa_bits);
    ((got - want).abs() / ulp).ceil() as u64
}
