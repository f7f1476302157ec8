//! The values the printf conversion tests print: the same on oclvk (tests/printf.rs) and on the
//! OpenCL platform (tests/printf_pocl.rs), so the two outputs can be compared.

pub const INTS: [i32; 7] = [-42, 42, 255, 8, -1, 0x1ff, 0x1ffff];
pub const FLOATS: [f32; 11] = [
    12.34567,
    -1234.5678,
    0.0001,
    1e20,
    2.0,
    2.5,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::from_bits(0x7fc0_0000),
    f32::from_bits(0xffc0_0000),
    -0.0,
];
pub const DOUBLES: [f64; 4] = [std::f64::consts::PI, 1.0 / 3.0, -6.02214076e23, 5e-324];
pub const LONGS: [i64; 2] = [-9_000_000_000_000, -1];
