//! Integer operations on literals folded as they run: wrapping, shift counts modulo the width.
//!
//! WGSL evaluates an expression of constants when the shader is made, and an integer overflow
//! there (`i32(x) << 24u` past the sign bit, a `u32` product past 2^32) is a shader-creation
//! error, where the same operation on run-time values wraps as OpenCL C says. The lowering
//! writes such expressions of literals (a narrow integer's sign extension of a constant, the
//! generator's safe arithmetic on constants), so the writer folds them first: the module then
//! holds the wrapped literal, whatever the target.

use naga::{BinaryOperator as B, Literal, UnaryOperator};

/// An integer literal as its value and its type's (signedness, bits).
fn int(l: &Literal) -> Option<(i128, bool, u32)> {
    Some(match *l {
        Literal::I32(v) => (v as i128, true, 32),
        Literal::U32(v) => (v as i128, false, 32),
        Literal::I64(v) => (v as i128, true, 64),
        Literal::U64(v) => (v as i128, false, 64),
        _ => return None,
    })
}

/// `v` wrapped to the literal type of (signedness, bits).
fn literal(v: i128, signed: bool, bits: u32) -> Literal {
    match (signed, bits) {
        (true, 32) => Literal::I32(v as i32),
        (false, 32) => Literal::U32(v as u32),
        (true, _) => Literal::I64(v as i64),
        (false, _) => Literal::U64(v as u64),
    }
}

/// `a op b` for two integer literals of one type, where the result is an integer (`+ - *`,
/// shifts, bitwise operators); `None` for everything else, left to the target.
pub(crate) fn binary(op: B, a: &Literal, b: &Literal) -> Option<Literal> {
    let (x, signed, bits) = int(a)?;
    let (y, y_signed, y_bits) = int(b)?;
    let same_type = (signed, bits) == (y_signed, y_bits);
    let modulus = 1i128 << bits;
    let v = match op {
        B::Add if same_type => x + y,
        B::Subtract if same_type => x - y,
        B::Multiply if same_type => x.wrapping_mul(y),
        // Exact, but an operand of the operations above.
        B::And if same_type => x & y,
        B::InclusiveOr if same_type => x | y,
        B::ExclusiveOr if same_type => x ^ y,
        // The count is unsigned (naga's rule); its value is taken modulo the width, as WGSL's
        // run-time shifts do (OpenCL C's counts are masked before they get here).
        B::ShiftLeft if !y_signed => x << (y as u32 % bits),
        B::ShiftRight if !y_signed => x >> (y as u32 % bits),
        _ => return None,
    };
    // Into the unsigned range, then the literal's own type reinterprets it.
    Some(literal(v.rem_euclid(modulus), signed, bits))
}

/// `-a` (wrapping: `-INT_MIN` is `INT_MIN`) or `~a` of an integer literal.
pub(crate) fn unary(op: UnaryOperator, a: &Literal) -> Option<Literal> {
    let (x, signed, bits) = int(a)?;
    let v = match op {
        UnaryOperator::Negate if signed => -x,
        UnaryOperator::BitwiseNot => !x,
        _ => return None,
    };
    Some(literal(v.rem_euclid(1i128 << bits), signed, bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflowing_literal_operations_wrap() {
        let sign_extended = binary(B::ShiftLeft, &Literal::I32(0x4a), &Literal::U32(24));
        assert_eq!(sign_extended, Some(Literal::I32(0x4a00_0000)));
        assert_eq!(
            binary(B::ShiftLeft, &Literal::I32(0xf7), &Literal::U32(24)),
            Some(Literal::I32(0xf700_0000u32 as i32))
        );
        assert_eq!(
            binary(B::ShiftRight, &Literal::I32(-8), &Literal::U32(1)),
            Some(Literal::I32(-4))
        );
        assert_eq!(
            binary(B::Multiply, &Literal::U32(4294948599), &Literal::U32(254)),
            Some(Literal::U32(4294948599u32.wrapping_mul(254)))
        );
        assert_eq!(
            binary(B::Subtract, &Literal::U64(0), &Literal::U64(1)),
            Some(Literal::U64(u64::MAX))
        );
        assert_eq!(
            binary(B::Add, &Literal::I64(i64::MAX), &Literal::I64(1)),
            Some(Literal::I64(i64::MIN))
        );
        assert_eq!(
            unary(UnaryOperator::Negate, &Literal::I32(i32::MIN)),
            Some(Literal::I32(i32::MIN))
        );
        assert_eq!(
            binary(B::ExclusiveOr, &Literal::I32(3), &Literal::I32(i32::MIN)),
            Some(Literal::I32(i32::MIN | 3))
        );
        assert_eq!(
            unary(UnaryOperator::BitwiseNot, &Literal::U32(0)),
            Some(Literal::U32(u32::MAX))
        );
        assert_eq!(
            unary(UnaryOperator::BitwiseNot, &Literal::I32(-197414813)),
            Some(Literal::I32(197414812))
        );
        // Mixed types and other operators are the target's.
        assert_eq!(binary(B::Add, &Literal::I32(1), &Literal::U32(1)), None);
        assert_eq!(binary(B::Divide, &Literal::I32(1), &Literal::I32(0)), None);
    }
}
