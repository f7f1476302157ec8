//! Which conversions the exact-rounding stage routes to the library (`library/rounding.cl.inc`),
//! and to which function.
//!
//! Vulkan drivers need not honour a conversion's `FPRoundingMode`, and lavapipe narrows
//! `double` to `half` through `float` rounding to nearest twice and rounds `double` halfway
//! cases to an integer wrongly. So on the Vulkan targets (the portable ones included): an
//! integer-to-float conversion with `_rtz`, `_rtp` or `_rtn` whose source has more magnitude
//! bits than the destination's precision, a narrowing float conversion with one of them, and
//! `double` to `half` rounding to nearest call the library's exact forms; `double` to an
//! integer with `_rte` converts the library's `rint` of the value (which the math-library stage
//! routes) with the default rounding. Every other conversion is exact or native.
//!
//! `vstore_half[n]` is a builtin, not a conversion, but needs the same: with `_rtz`, `_rtp` or
//! `_rtn`, or of a `double`, its value is rounded by the library first ([`half_store_route`]).

use oclvk_frontend::ir::{Rounding, Scalar};

/// Where a conversion goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Route {
    /// A call of the library function `function`, its operand widened first (exactly) to lanes
    /// of `param` where it is narrower.
    Call { function: String, param: Scalar },
    /// `double` to an integer rounding to nearest even: the conversion (with the default
    /// rounding, saturation kept) of the value's `rint`, exact since that is an integer.
    RintFirst,
}

/// Whether `name` is a function [`route`] or [`half_store_route`] sends a conversion or store
/// to (they name them so).
pub(crate) fn is_rounding_function(name: &str) -> bool {
    name.starts_with("__oclvk_cvt_") || name.starts_with("__oclvk_round_to_half_")
}

/// The route of a numeric conversion from lanes of `from` to lanes of `to` with `rounding`,
/// or `None` where the target's own conversion is right.
pub(crate) fn route(from: Scalar, to: Scalar, rounding: Rounding) -> Option<Route> {
    if from == Scalar::Bool || to == Scalar::Bool {
        return None;
    }
    if from == Scalar::Double && to.is_integer() {
        return (rounding == Rounding::Rte).then_some(Route::RintFirst);
    }
    if from == Scalar::Double
        && to == Scalar::Half
        && matches!(rounding, Rounding::Default | Rounding::Rte)
    {
        return Some(Route::Call {
            function: "__oclvk_cvt_f16_f64_rte".into(),
            param: from,
        });
    }
    let mode = match rounding {
        Rounding::Rtz => "rtz",
        Rounding::Rtp => "rtp",
        Rounding::Rtn => "rtn",
        Rounding::Default | Rounding::Rte => return None,
    };
    if !to.is_float() {
        return None;
    }
    let param = if from.is_float() {
        if to.bits() >= from.bits() {
            return None;
        }
        from
    } else {
        // Exact when every magnitude fits the destination's significand.
        let magnitude_bits = from.bits() - from.is_signed() as u32;
        if magnitude_bits <= precision(to) {
            return None;
        }
        match (from.is_signed(), from.bits() > 32) {
            (true, false) => Scalar::Int,
            (false, false) => Scalar::Uint,
            (true, true) => Scalar::Long,
            (false, true) => Scalar::Ulong,
        }
    };
    Some(Route::Call {
        function: format!("__oclvk_cvt_{}_{}_{mode}", tag(to), tag(param)),
        param,
    })
}

/// The library function that rounds the value `vstore_half[n]` of lanes of `from` stores with
/// `rounding` to a `float` that `half` represents exactly (`__oclvk_round_to_half_f32_rtz` ...),
/// or `None` where the writer's own store rounds right: a `float` to nearest even
/// (`PackHalf2x16`). Every `double` goes to the library, to nearest included: narrowed to `float`
/// first it would be rounded twice.
pub(crate) fn half_store_route(from: Scalar, rounding: Rounding) -> Option<String> {
    let mode = match rounding {
        Rounding::Rtz => "rtz",
        Rounding::Rtp => "rtp",
        Rounding::Rtn => "rtn",
        Rounding::Default | Rounding::Rte if from == Scalar::Double => "rte",
        Rounding::Default | Rounding::Rte => return None,
    };
    matches!(from, Scalar::Float | Scalar::Double)
        .then(|| format!("__oclvk_round_to_half_{}_{mode}", tag(from)))
}

/// Significand bits (with the implicit one) of a float type.
fn precision(s: Scalar) -> u32 {
    match s {
        Scalar::Half => 11,
        Scalar::Float => 24,
        _ => 53,
    }
}

/// A type's tag in the library's conversion names (`f32`, `i64`).
fn tag(s: Scalar) -> String {
    let kind = if s.is_float() {
        'f'
    } else if s.is_signed() {
        'i'
    } else {
        'u'
    };
    format!("{kind}{}", s.bits())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn function(from: Scalar, to: Scalar, r: Rounding) -> Option<String> {
        match route(from, to, r)? {
            Route::Call { function, .. } => Some(function),
            Route::RintFirst => Some("rint first".into()),
        }
    }

    #[test]
    fn inexact_directed_conversions_call_the_library() {
        use Scalar::*;
        let cases = [
            (Int, Float, Rounding::Rtp, Some("__oclvk_cvt_f32_i32_rtp")),
            (Short, Half, Rounding::Rtz, Some("__oclvk_cvt_f16_i32_rtz")),
            (Ushort, Half, Rounding::Rtn, Some("__oclvk_cvt_f16_u32_rtn")),
            (
                Ulong,
                Double,
                Rounding::Rtn,
                Some("__oclvk_cvt_f64_u64_rtn"),
            ),
            (
                Double,
                Float,
                Rounding::Rtz,
                Some("__oclvk_cvt_f32_f64_rtz"),
            ),
            (Float, Half, Rounding::Rtp, Some("__oclvk_cvt_f16_f32_rtp")),
            (
                Double,
                Half,
                Rounding::Default,
                Some("__oclvk_cvt_f16_f64_rte"),
            ),
            (Double, Int, Rounding::Rte, Some("rint first")),
            // Exact, native or widening.
            (Short, Float, Rounding::Rtp, None),
            (Int, Double, Rounding::Rtz, None),
            (Char, Half, Rounding::Rtz, None),
            (Int, Float, Rounding::Rte, None),
            (Float, Double, Rounding::Rtz, None),
            (Double, Float, Rounding::Default, None),
            (Double, Int, Rounding::Rtp, None),
            (Float, Int, Rounding::Rte, None),
        ];
        for (from, to, r, want) in cases {
            assert_eq!(
                function(from, to, r).as_deref(),
                want,
                "{from:?} to {to:?} {r:?}"
            );
        }
    }

    #[test]
    fn directed_and_double_half_stores_round_in_the_library() {
        use Scalar::*;
        let cases = [
            (Float, Rounding::Rtz, Some("__oclvk_round_to_half_f32_rtz")),
            (Float, Rounding::Rtp, Some("__oclvk_round_to_half_f32_rtp")),
            (Float, Rounding::Rtn, Some("__oclvk_round_to_half_f32_rtn")),
            (
                Double,
                Rounding::Default,
                Some("__oclvk_round_to_half_f64_rte"),
            ),
            (Double, Rounding::Rte, Some("__oclvk_round_to_half_f64_rte")),
            (Double, Rounding::Rtn, Some("__oclvk_round_to_half_f64_rtn")),
            // The writer's PackHalf2x16 rounds a float to nearest even.
            (Float, Rounding::Default, None),
            (Float, Rounding::Rte, None),
        ];
        for (from, r, want) in cases {
            assert_eq!(half_store_route(from, r).as_deref(), want, "{from:?} {r:?}");
        }
    }
}
