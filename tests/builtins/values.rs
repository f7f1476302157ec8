//! Element types, their bit-level values, and the inputs the harness feeds to builtins: edge
//! values of each type (NaN, ±inf, ±0, denormals, INT_MIN/INT_MAX, saturation boundaries, large
//! trigonometric arguments) followed by deterministic pseudo-random values from a domain.
//!
//! Every value travels as its raw bits in a `u64` (zero-extended), so one representation serves
//! every OpenCL scalar type.

/// An OpenCL C scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Char,
    Uchar,
    Short,
    Ushort,
    Int,
    Uint,
    Long,
    Ulong,
    Half,
    Float,
    Double,
}

pub const INTEGERS: [Elem; 8] = [
    Elem::Char,
    Elem::Uchar,
    Elem::Short,
    Elem::Ushort,
    Elem::Int,
    Elem::Uint,
    Elem::Long,
    Elem::Ulong,
];

pub const FLOATS: [Elem; 2] = [Elem::Float, Elem::Double];

impl Elem {
    pub fn name(self) -> &'static str {
        match self {
            Elem::Char => "char",
            Elem::Uchar => "uchar",
            Elem::Short => "short",
            Elem::Ushort => "ushort",
            Elem::Int => "int",
            Elem::Uint => "uint",
            Elem::Long => "long",
            Elem::Ulong => "ulong",
            Elem::Half => "half",
            Elem::Float => "float",
            Elem::Double => "double",
        }
    }

    pub fn size(self) -> usize {
        match self {
            Elem::Char | Elem::Uchar => 1,
            Elem::Short | Elem::Ushort | Elem::Half => 2,
            Elem::Int | Elem::Uint | Elem::Float => 4,
            Elem::Long | Elem::Ulong | Elem::Double => 8,
        }
    }

    pub fn bits(self) -> u32 {
        self.size() as u32 * 8
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::Half | Elem::Float | Elem::Double)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, Elem::Char | Elem::Short | Elem::Int | Elem::Long) || self.is_float()
    }

    /// The signed or unsigned integer type of the same width.
    pub fn with_sign(self, signed: bool) -> Elem {
        let pair = match self.size() {
            1 => (Elem::Char, Elem::Uchar),
            2 => (Elem::Short, Elem::Ushort),
            4 => (Elem::Int, Elem::Uint),
            _ => (Elem::Long, Elem::Ulong),
        };
        if signed {
            pair.0
        } else {
            pair.1
        }
    }

    /// The OpenCL type name with `lanes` lanes (`float`, `float4`).
    pub fn vec(self, lanes: usize) -> String {
        if lanes == 1 {
            self.name().to_string()
        } else {
            format!("{}{lanes}", self.name())
        }
    }

    pub fn mask(self) -> u64 {
        if self.bits() == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits()) - 1
        }
    }

    /// The bits of a float value in this (floating) type.
    pub fn bits_of_f64(self, v: f64) -> u64 {
        match self {
            Elem::Float => (v as f32).to_bits() as u64,
            Elem::Double => v.to_bits(),
            Elem::Half => oclvk::frontend::ir::half::f32_to_f16(v as f32) as u64,
            _ => self.bits_of_int(v as i128),
        }
    }

    /// The bits of an integer value in this (integer) type, wrapping.
    pub fn bits_of_int(self, v: i128) -> u64 {
        (v as u64) & self.mask()
    }

    /// An integer type's value.
    pub fn to_i128(self, bits: u64) -> i128 {
        let b = self.bits();
        if self.is_signed() {
            ((bits << (64 - b)) as i64 >> (64 - b)) as i128
        } else {
            bits as i128
        }
    }

    /// A floating type's value as f64 (half and float widen exactly).
    pub fn to_f64(self, bits: u64) -> f64 {
        match self {
            Elem::Float => f32::from_bits(bits as u32) as f64,
            Elem::Double => f64::from_bits(bits),
            Elem::Half => half_to_f64(bits as u16),
            _ => self.to_i128(bits) as f64,
        }
    }

    pub fn min_int(self) -> i128 {
        if self.is_signed() {
            -(1i128 << (self.bits() - 1))
        } else {
            0
        }
    }

    pub fn max_int(self) -> i128 {
        if self.is_signed() {
            (1i128 << (self.bits() - 1)) - 1
        } else {
            (1i128 << self.bits()) - 1
        }
    }

    /// Whether `bits` is a nonzero denormal of this floating type.
    pub fn is_denormal(self, bits: u64) -> bool {
        match self {
            Elem::Float => f32::from_bits(bits as u32).is_subnormal(),
            Elem::Double => f64::from_bits(bits).is_subnormal(),
            Elem::Half => bits & 0x7c00 == 0 && bits & 0x3ff != 0,
            _ => false,
        }
    }

    /// `bits` with a denormal replaced by the zero of its sign (what a flushing device reads).
    pub fn flushed(self, bits: u64) -> u64 {
        if self.is_denormal(bits) {
            bits & (1u64 << (self.bits() - 1))
        } else {
            bits
        }
    }

    /// Appends the little-endian bytes of `bits` in this type's size.
    pub fn put(self, bits: u64, out: &mut Vec<u8>) {
        out.extend_from_slice(&bits.to_le_bytes()[..self.size()]);
    }

    /// Reads element `i` of a little-endian array of this type.
    pub fn get(self, bytes: &[u8], i: usize) -> u64 {
        let s = self.size();
        let mut b = [0u8; 8];
        b[..s].copy_from_slice(&bytes[i * s..(i + 1) * s]);
        u64::from_le_bytes(b)
    }

    /// A readable rendering of a value of this type.
    pub fn show(self, bits: u64) -> String {
        if self.is_float() {
            format!("{:e} ({bits:#x})", self.to_f64(bits))
        } else {
            format!("{}", self.to_i128(bits))
        }
    }
}

fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    sign * match exp {
        0 => man * 2f64.powi(-24),
        31 if man == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + man / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// Deterministic pseudo-random numbers (a 64-bit LCG, high bits).
pub struct Lcg(pub u64);

impl Lcg {
    pub fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0.rotate_left(32)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Where random floating inputs come from (edge values are always added).
#[derive(Clone, Copy, Debug)]
pub enum Domain {
    /// Uniform in [lo, hi], half of them log-uniform in magnitude (down to 1e-6 of the range).
    Range(f64, f64),
    /// Random finite bit patterns: every exponent.
    Bits,
    /// Random finite positive bit patterns.
    PositiveBits,
}

impl Domain {
    /// Whether `x` lies in the domain.
    pub fn contains(self, x: f64) -> bool {
        match self {
            Domain::Range(lo, hi) => x >= lo && x <= hi,
            Domain::Bits => x.is_finite(),
            Domain::PositiveBits => x.is_finite() && x > 0.0,
        }
    }
}

/// Edge values of a floating type.
pub fn float_edges(e: Elem) -> Vec<u64> {
    let mut v: Vec<f64> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        -2.5,
        3.5,
        0.1,
        2.0,
        10.0,
        100.0,
        -100.0,
        std::f64::consts::PI,
        std::f64::consts::FRAC_PI_2,
        -std::f64::consts::FRAC_PI_4,
        1e4,
        -1e4,
        1e8,
        -1e8,
        1e30,
        -1e30,
        88.7,
        -87.5,
        709.0,
        16777216.0,
        16777217.0,
        2147483647.0,
        2147483648.0,
        -2147483649.0,
        4294967296.0,
        9.223372036854776e18,
        1e-30,
        1e-300,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let mut bits: Vec<u64> = v.drain(..).map(|x| e.bits_of_f64(x)).collect();
    match e {
        Elem::Float => bits.extend(
            [
                f32::MAX,
                -f32::MAX,
                f32::MIN_POSITIVE,
                -f32::MIN_POSITIVE,
                f32::from_bits(1),
                f32::from_bits(0x8000_0001),
                f32::from_bits(0x0040_0000),
                f32::from_bits(0x807f_ffff),
                f32::EPSILON,
                1.0 - f32::EPSILON / 2.0,
                1.0 + f32::EPSILON,
                0.499_999_97,
            ]
            .map(|x| x.to_bits() as u64),
        ),
        Elem::Double => bits.extend(
            [
                f64::MAX,
                -f64::MAX,
                f64::MIN_POSITIVE,
                -f64::MIN_POSITIVE,
                f64::from_bits(1),
                f64::from_bits(0x8000_0000_0000_0001),
                f64::from_bits(0x0008_0000_0000_0000),
                f64::EPSILON,
                1.0 - f64::EPSILON / 2.0,
                0.499_999_999_999_999_94,
            ]
            .map(f64::to_bits),
        ),
        _ => {}
    }
    bits.dedup();
    bits
}

/// `n` random floating values of type `e` from `domain`.
pub fn float_randoms(e: Elem, domain: Domain, n: usize, rng: &mut Lcg) -> Vec<u64> {
    (0..n)
        .map(|k| match domain {
            Domain::Bits | Domain::PositiveBits => loop {
                let mut bits = rng.next() & e.mask();
                if matches!(domain, Domain::PositiveBits) {
                    bits &= e.mask() >> 1;
                }
                if e.to_f64(bits).is_finite() {
                    break bits;
                }
            },
            Domain::Range(lo, hi) => {
                let x = if k % 2 == 0 {
                    lo + (hi - lo) * rng.unit()
                } else {
                    let top = lo.abs().max(hi.abs());
                    let mag = top * (1e-6f64).powf(rng.unit());
                    let neg = lo < 0.0 && (hi <= 0.0 || rng.next() & 1 == 1);
                    let x = if neg { -mag } else { mag };
                    x.clamp(lo, hi)
                };
                e.bits_of_f64(x)
            }
        })
        .collect()
}

/// Edge values of an integer type: 0, ±1, the extremes and their neighbours, the saturation
/// boundaries of narrower types, powers of two.
pub fn int_edges(e: Elem) -> Vec<u64> {
    let (lo, hi) = (e.min_int(), e.max_int());
    let mut v: Vec<i128> = vec![
        0,
        1,
        -1,
        2,
        -2,
        3,
        7,
        31,
        32,
        33,
        63,
        64,
        lo,
        lo + 1,
        hi,
        hi - 1,
    ];
    v.extend([hi / 2, hi / 2 + 1, lo / 2]);
    for b in [8u32, 16, 32] {
        if b < e.bits() {
            v.extend([
                (1i128 << (b - 1)) - 1,
                1i128 << (b - 1),
                (1i128 << b) - 1,
                1i128 << b,
            ]);
            v.extend([-(1i128 << (b - 1)), -(1i128 << (b - 1)) - 1]);
        }
    }
    let mut bits: Vec<u64> = v.into_iter().map(|x| e.bits_of_int(x)).collect();
    bits.sort_unstable();
    bits.dedup();
    bits
}

/// `n` random integers of type `e`: uniform bits, half of them shifted down to small magnitudes.
pub fn int_randoms(e: Elem, n: usize, rng: &mut Lcg) -> Vec<u64> {
    (0..n)
        .map(|k| {
            let r = rng.next();
            let r = if k % 2 == 1 {
                (r as i64 >> (r % e.bits() as u64)) as u64
            } else {
                r
            };
            r & e.mask()
        })
        .collect()
}

/// Values of `e` for an input: edges then randoms (floating types from `domain`).
pub fn column(e: Elem, domain: Domain, randoms: usize, rng: &mut Lcg) -> Vec<u64> {
    if e.is_float() {
        let mut v = float_edges(e);
        v.extend(float_randoms(e, domain, randoms, rng));
        v
    } else {
        let mut v = int_edges(e);
        v.extend(int_randoms(e, randoms, rng));
        v
    }
}
