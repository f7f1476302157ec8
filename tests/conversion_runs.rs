//! `convert_T[_sat][_rte|_rtz|_rtp|_rtn]` for every pair of scalar types, and
//! `vstore_half[n][_rtX]`, on lavapipe: every output element is checked against a reference
//! computed here exactly (integer arithmetic on the operands' significands), over edge inputs
//! (halfway points and their neighbours, powers of two, each type's limits, the integer ranges'
//! boundaries, NaN, ±inf, ±0, subnormals) and pseudo-random ones. Results the specification
//! leaves undefined (out-of-range float-to-integer conversions without `_sat`) are not compared.
//! A subnormal `float` source may be read as the zero of its sign (a device need not support
//! single-precision denormals); `half` and `double` sources are held to their subnormals.

mod common;

use oclvk::runner::{ArgValue, Runtime};

use common::{scratch, spirv_val, validated_runtime as runtime};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Ty {
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

use Ty::*;

const TYPES: [Ty; 11] = [
    Char, Uchar, Short, Ushort, Int, Uint, Long, Ulong, Half, Float, Double,
];

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Char => "char",
            Uchar => "uchar",
            Short => "short",
            Ushort => "ushort",
            Int => "int",
            Uint => "uint",
            Long => "long",
            Ulong => "ulong",
            Half => "half",
            Float => "float",
            Double => "double",
        }
    }

    fn bytes(self) -> usize {
        match self {
            Char | Uchar => 1,
            Short | Ushort | Half => 2,
            Int | Uint | Float => 4,
            Long | Ulong | Double => 8,
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Half | Float | Double)
    }

    fn signed(self) -> bool {
        matches!(self, Char | Short | Int | Long)
    }

    /// The value range of an integer type.
    fn range(self) -> (i128, i128) {
        let bits = 8 * self.bytes() as u32;
        if self.signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    fn format(self) -> Fmt {
        match self {
            Half => Fmt {
                bits: 16,
                p: 11,
                emin: -14,
                emax: 15,
            },
            Float => Fmt {
                bits: 32,
                p: 24,
                emin: -126,
                emax: 127,
            },
            _ => Fmt {
                bits: 64,
                p: 53,
                emin: -1022,
                emax: 1023,
            },
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Default,
    Rte,
    Rtz,
    Rtp,
    Rtn,
}

const MODES: [Mode; 5] = [Mode::Default, Mode::Rte, Mode::Rtz, Mode::Rtp, Mode::Rtn];

impl Mode {
    fn suffix(self) -> &'static str {
        match self {
            Mode::Default => "",
            Mode::Rte => "_rte",
            Mode::Rtz => "_rtz",
            Mode::Rtp => "_rtp",
            Mode::Rtn => "_rtn",
        }
    }
}

/// A binary floating-point format: width, precision (with the implicit bit), exponent range.
#[derive(Clone, Copy)]
struct Fmt {
    bits: u32,
    p: u32,
    emin: i32,
    emax: i32,
}

impl Fmt {
    fn sign(self, neg: bool) -> u64 {
        (neg as u64) << (self.bits - 1)
    }

    fn inf(self, neg: bool) -> u64 {
        self.sign(neg) | (((1u64 << (self.bits - self.p)) - 1) << (self.p - 1))
    }

    fn max(self, neg: bool) -> u64 {
        self.inf(neg) - 1
    }

    /// `(-1)^neg * mag * 2^exp2` rounded to this format by `mode` (Default = to nearest even).
    fn round(self, neg: bool, mag: u128, exp2: i32, mode: Mode) -> u64 {
        if mag == 0 {
            return self.sign(neg);
        }
        let msb = 127 - mag.leading_zeros() as i32;
        let e = msb + exp2;
        let mut q = e.max(self.emin) - (self.p as i32 - 1);
        let (mut m, rem_vs_half, inexact) = if exp2 >= q {
            (mag << (exp2 - q), std::cmp::Ordering::Less, false)
        } else {
            let sh = (q - exp2) as u32;
            if sh >= 128 {
                // Every operand here is below 2^127: far below half a quantum.
                (0, std::cmp::Ordering::Less, true)
            } else {
                let rem = mag & ((1u128 << sh) - 1);
                let half = 1u128 << (sh - 1);
                (mag >> sh, rem.cmp(&half), rem != 0)
            }
        };
        let up = match mode {
            Mode::Default | Mode::Rte => {
                rem_vs_half == std::cmp::Ordering::Greater
                    || (rem_vs_half == std::cmp::Ordering::Equal && m & 1 == 1)
            }
            Mode::Rtz => false,
            Mode::Rtp => !neg && inexact,
            Mode::Rtn => neg && inexact,
        };
        m += up as u128;
        if m == 1u128 << self.p {
            m >>= 1;
            q += 1;
        }
        if m == 0 {
            return self.sign(neg);
        }
        let top = 127 - m.leading_zeros() as i32;
        if top + q > self.emax {
            let to_inf = match mode {
                Mode::Default | Mode::Rte => true,
                Mode::Rtz => false,
                Mode::Rtp => !neg,
                Mode::Rtn => neg,
            };
            return if to_inf { self.inf(neg) } else { self.max(neg) };
        }
        let frac = (m as u64) & ((1u64 << (self.p - 1)) - 1);
        if top == self.p as i32 - 1 {
            let field = (top + q + self.emax) as u64;
            self.sign(neg) | (field << (self.p - 1)) | frac
        } else {
            self.sign(neg) | m as u64
        }
    }

    /// The value of bits in this format, as an `f64` (exact).
    fn value(self, bits: u64) -> f64 {
        match self.bits {
            64 => f64::from_bits(bits),
            32 => f32::from_bits(bits as u32) as f64,
            _ => {
                let neg = bits >> 15 & 1 == 1;
                let field = (bits >> 10 & 0x1f) as i32;
                let frac = (bits & 0x3ff) as f64;
                let mag = match field {
                    0 => frac * 2f64.powi(-24),
                    31 if frac == 0.0 => f64::INFINITY,
                    31 => f64::NAN,
                    _ => (1024.0 + frac) * 2f64.powi(field - 25),
                };
                if neg {
                    -mag
                } else {
                    mag
                }
            }
        }
    }
}

/// An input or exact result value.
#[derive(Clone, Copy, Debug)]
enum Num {
    Int(i128),
    Float(f64),
}

/// A finite non-zero `f64` as sign, integer significand and exponent.
fn decompose(x: f64) -> (bool, u128, i32) {
    let bits = x.to_bits();
    let field = (bits >> 52 & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (mag, exp2) = if field == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, field - 1075)
    };
    (x.is_sign_negative(), mag as u128, exp2)
}

/// What a conversion must give: exact bits, any NaN, or nothing (undefined).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Expect {
    Bits(u64),
    Nan,
    Undefined,
}

fn bits_of_int(v: i128, ty: Ty) -> u64 {
    let bits = 8 * ty.bytes() as u32;
    (v as u128 & ((1u128 << bits) - 1)) as u64
}

fn to_float(v: Num, ty: Ty, mode: Mode) -> Expect {
    let f = ty.format();
    match v {
        Num::Int(i) => Expect::Bits(f.round(i < 0, i.unsigned_abs(), 0, mode)),
        Num::Float(x) if x.is_nan() => Expect::Nan,
        Num::Float(x) if x.is_infinite() => Expect::Bits(f.inf(x < 0.0)),
        Num::Float(x) if x == 0.0 => Expect::Bits(f.sign(x.is_sign_negative())),
        Num::Float(x) => {
            let (neg, mag, exp2) = decompose(x);
            Expect::Bits(f.round(neg, mag, exp2, mode))
        }
    }
}

fn to_int(v: Num, ty: Ty, sat: bool, mode: Mode) -> Expect {
    let (lo, hi) = ty.range();
    let exact = match v {
        Num::Int(i) if sat => i.clamp(lo, hi),
        Num::Int(i) => i,
        Num::Float(x) => {
            if x.is_nan() {
                return if sat {
                    Expect::Bits(0)
                } else {
                    Expect::Undefined
                };
            }
            let r = match mode {
                Mode::Default | Mode::Rtz => x.trunc(),
                Mode::Rte => x.round_ties_even(),
                Mode::Rtp => x.ceil(),
                Mode::Rtn => x.floor(),
            };
            if r < lo as f64 || r >= (hi + 1) as f64 {
                if !sat {
                    return Expect::Undefined;
                }
                if r < 0.0 {
                    lo
                } else {
                    hi
                }
            } else {
                r as i128
            }
        }
    };
    Expect::Bits(bits_of_int(exact, ty))
}

fn convert(v: Num, to: Ty, sat: bool, mode: Mode) -> Expect {
    if to.is_float() {
        to_float(v, to, mode)
    } else {
        to_int(v, to, sat, mode)
    }
}

/// A deterministic pseudo-random sequence.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 ^ (self.0 >> 29)
    }
}

/// Edge and random inputs of type `ty`.
fn inputs(ty: Ty) -> Vec<Num> {
    let mut rng = Lcg(ty.bytes() as u64 * 77 + ty.signed() as u64);
    if !ty.is_float() {
        let (lo, hi) = ty.range();
        let bits = 8 * ty.bytes() as i32;
        let mut v: Vec<i128> = vec![lo, lo + 1, lo + 2, hi, hi - 1, hi - 2, 0, 1, 2, 3];
        for k in 0..=bits {
            let p = 1i128 << k;
            v.extend([p - 1, p, p + 1, -p - 1, -p, -p + 1]);
        }
        // Halfway points between neighbouring half/float/double values, their neighbours, and
        // the halfway points with an odd lower neighbour.
        for prec in [11, 24, 53] {
            for k in prec..bits {
                let ulp = 1i128 << (k - prec + 1);
                let half = ulp / 2;
                for base in [1i128 << k, (1i128 << k) + ulp, (1i128 << (k + 1)) - ulp] {
                    for d in [-1, 0, 1] {
                        v.extend([base + half + d, -(base + half + d)]);
                    }
                }
            }
        }
        v.extend([65504, 65519, 65520, 65521, 65535, 65536, 65552, 65568]);
        v.extend([-65504, -65519, -65520, -65521, -65535, -65536]);
        for _ in 0..64 {
            let r = rng.next() as i128;
            v.push(lo + r.rem_euclid(hi - lo + 1));
        }
        v.retain(|&x| x >= lo && x <= hi);
        v.sort();
        v.dedup();
        return v.into_iter().map(Num::Int).collect();
    }
    let mut c: Vec<f64> = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        0.5,
        1.5,
        2.5,
        3.5,
        0.25,
        0.75,
        1.0,
        -1.0,
        0.49999999999999994,
        0.5000000000000001,
        1e-300,
        1e300,
        3.0e38,
        3.5e38,
        -3.5e38,
    ];
    for f in [Half.format(), Float.format(), Double.format()] {
        let min_sub = 2f64.powi(f.emin - f.p as i32 + 1);
        let min_norm = 2f64.powi(f.emin);
        let max = f.value(f.max(false));
        let top_ulp = 2f64.powi(f.emax - f.p as i32 + 1);
        for x in [
            min_sub,
            min_sub * 0.5,
            min_sub * 1.5,
            min_sub * 2.5,
            min_sub * 0.75,
            min_norm - min_sub,
            min_norm,
            min_norm - min_sub * 0.5,
            max,
            max + top_ulp * 0.5,
            max + top_ulp * 0.25,
            max + top_ulp * 0.75,
            max + top_ulp,
            1.0 + 2f64.powi(-(f.p as i32)),
            1.0 + 3.0 * 2f64.powi(-(f.p as i32)),
            1.0 + 2f64.powi(-(f.p as i32)) * (1.0 + 2f64.powi(-20)),
            1.0 + 2f64.powi(-(f.p as i32)) * (1.0 - 2f64.powi(-20)),
            2.0 - 2f64.powi(-(f.p as i32)),
            1.0 - 2f64.powi(-(f.p as i32) - 1),
            // A hair off a halfway point (by less than the next wider type's precision): rounded
            // through that type first, these would become the tie and round the other way
            // (`double` stored as `half`): at the subnormals, the smallest subnormal and overflow.
            min_sub * (2.5 + 2f64.powi(-30)),
            min_sub * (0.5 + 2f64.powi(-40)),
            max + top_ulp * 0.5 * (1.0 - 2f64.powi(-30)),
        ] {
            c.extend([x, -x]);
        }
    }
    for k in [7, 8, 11, 15, 16, 24, 31, 32, 53, 63, 64] {
        let p = 2f64.powi(k);
        for x in [
            p,
            p - 0.5,
            p + 0.5,
            p - 1.0,
            p - 1.5,
            p + 1.0,
            p * (1.0 - 2f64.powi(-24)),
            p * (1.0 - 2f64.powi(-53)),
            p * (1.0 + 2f64.powi(-23)),
            p * (1.0 + 2f64.powi(-52)),
        ] {
            c.extend([x, -x]);
        }
    }
    let fmt = ty.format();
    for _ in 0..64 {
        let bits = rng.next() & ((1u128 << fmt.bits) - 1) as u64;
        c.push(fmt.value(bits));
    }
    // Into the source type (to nearest); NaNs kept once.
    let mut out: Vec<(u64, f64)> = c
        .into_iter()
        .filter_map(|x| match to_float(Num::Float(x), ty, Mode::Rte) {
            Expect::Bits(b) => Some((b, fmt.value(b))),
            Expect::Nan => Some((fmt.inf(false) | 1, f64::NAN)),
            Expect::Undefined => None,
        })
        .collect();
    out.sort_by_key(|e| e.0);
    out.dedup_by_key(|e| e.0);
    out.into_iter().map(|e| Num::Float(e.1)).collect()
}

/// The little-endian bytes of `v` in `ty`.
fn encode(v: Num, ty: Ty) -> Vec<u8> {
    let bits = match v {
        Num::Int(i) => bits_of_int(i, ty),
        Num::Float(x) => match to_float(Num::Float(x), ty, Mode::Rte) {
            Expect::Bits(b) => b,
            _ => ty.format().inf(false) | 1,
        },
    };
    bits.to_le_bytes()[..ty.bytes()].to_vec()
}

fn decode(bytes: &[u8], ty: Ty) -> u64 {
    let mut b = [0u8; 8];
    b[..ty.bytes()].copy_from_slice(bytes);
    u64::from_le_bytes(b)
}

fn is_nan(bits: u64, ty: Ty) -> bool {
    ty.is_float() && ty.format().value(bits).is_nan()
}

/// The conversion variants of a destination type: every rounding mode, with and without `_sat`
/// for integer destinations.
fn variants(to: Ty) -> Vec<(bool, Mode)> {
    let sats: &[bool] = if to.is_float() {
        &[false]
    } else {
        &[false, true]
    };
    sats.iter()
        .flat_map(|&s| MODES.iter().map(move |&m| (s, m)))
        .collect()
}

/// Vector forms are checked where a float is involved (integer-to-integer conversions are the
/// same instructions lane by lane, and lavapipe's pipeline compiles dominate the test's time).
fn has_vector_kernels(from: Ty, to: Ty) -> bool {
    from.is_float() || to.is_float()
}

const FP16: &str = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";

/// One program per source type: a scalar kernel per destination type writing every variant, and
/// a 16-lane and a 3-lane kernel doing the same through vectors.
fn program(from: Ty) -> String {
    let mut src = String::from(FP16);
    for to in TYPES {
        let (f, t) = (from.name(), to.name());
        let mut scalar = String::new();
        let mut wide = String::new();
        let mut three = String::new();
        for (j, (sat, mode)) in variants(to).into_iter().enumerate() {
            let conv = format!("{}{}", if sat { "_sat" } else { "" }, mode.suffix());
            scalar += &format!("    out[{j} * n + i] = convert_{t}{conv}(x[i]);\n");
            wide +=
                &format!("    vstore16(convert_{t}16{conv}(vload16(i, x)), i, out + {j} * n);\n");
            three += &format!("    vstore3(convert_{t}3{conv}(vload3(i, x)), i, out + {j} * n);\n");
        }
        src += &format!(
            "kernel void {f}_to_{t}(global const {f} *x, global {t} *out) {{\n    size_t i = get_global_id(0), n = get_global_size(0);\n{scalar}}}\n"
        );
        if !has_vector_kernels(from, to) {
            continue;
        }
        src += &format!(
            "kernel void {f}_to_{t}_x16(global const {f} *x, global {t} *out) {{\n    size_t i = get_global_id(0), n = get_global_size(0) * 16;\n{wide}}}\n"
        );
        src += &format!(
            "kernel void {f}_to_{t}_x3(global const {f} *x, global {t} *out) {{\n    size_t i = get_global_id(0), n = get_global_size(0) * 3;\n{three}}}\n"
        );
    }
    src
}

fn compile(name: &str, src: &str) -> oclvk::spirv::Output {
    let module = oclvk::compile_source("conv.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let dir = scratch(&format!("conversion_runs_{name}"));
    let spv = dir.join("m.spv");
    let bytes: Vec<u8> = module.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&spv, bytes).unwrap();
    spirv_val(&spv, "vulkan1.2");
    module
}

/// Runs `kernel` over `items` work-items and returns the output bytes.
fn launch(
    rt: &Runtime,
    program: &oclvk::runner::Program,
    kernel: &str,
    items: usize,
    input: &[u8],
    out_len: usize,
) -> Vec<u8> {
    let x = rt.buffer_from_slice(input).unwrap();
    let out = rt.buffer_from_slice(&vec![0u8; out_len]).unwrap();
    let args = [("x", ArgValue::Buffer(&x)), ("out", ArgValue::Buffer(&out))];
    rt.launch(
        program,
        kernel,
        &oclvk::runner::NdRange::new(&[items as u64]),
        &args,
    )
    .unwrap_or_else(|e| panic!("{kernel}: {e}"));
    assert_eq!(rt.validation_messages(), Vec::<String>::new(), "{kernel}");
    out.read_bytes().unwrap()
}

/// Compares one output element with the reference; returns a description of a mismatch.
fn check(got: u64, want: Expect, to: Ty) -> Option<String> {
    match want {
        Expect::Undefined => None,
        Expect::Nan if is_nan(got, to) => None,
        Expect::Bits(b) if b == got => None,
        _ => Some(format!("got {got:#x}, want {want:x?}")),
    }
}

/// `v` as a device without single-precision denormals reads a `from` value: a float subnormal
/// becomes the zero of its sign (OpenCL C allows this for `float` only, never for `half` or
/// `double`). A conversion may give the result for this value instead of `v`'s.
fn flushed(v: Num, from: Ty) -> Num {
    match v {
        Num::Float(x) if from == Float && (x as f32).is_subnormal() => Num::Float(0f64.copysign(x)),
        _ => v,
    }
}

fn describe(v: Num) -> String {
    match v {
        Num::Int(i) => i.to_string(),
        Num::Float(x) => format!("{x:e} ({:#x})", x.to_bits()),
    }
}

#[test]
fn every_conversion_with_every_rounding_mode_and_saturation() {
    let rt = runtime();
    let mut failures: Vec<(String, String)> = Vec::new();
    let mut compared = 0usize;
    for from in TYPES {
        let src = program(from);
        let module = compile(from.name(), &src);
        let program = oclvk::load(&rt, &module).unwrap();
        let mut values = inputs(from);
        // Multiples of 48 so the 16- and 3-lane kernels cover every value exactly.
        while values.len() % 48 != 0 {
            values.push(values[values.len() % 7]);
        }
        let n = values.len();
        let input: Vec<u8> = values.iter().flat_map(|&v| encode(v, from)).collect();
        for to in TYPES {
            let vars = variants(to);
            let want: Vec<Vec<Expect>> = vars
                .iter()
                .map(|&(sat, mode)| values.iter().map(|&v| convert(v, to, sat, mode)).collect())
                .collect();
            let shapes: &[(&str, usize)] = if has_vector_kernels(from, to) {
                &[("", n), ("_x16", n / 16), ("_x3", n / 3)]
            } else {
                &[("", n)]
            };
            for &(suffix, items) in shapes {
                let kernel = format!("{}_to_{}{suffix}", from.name(), to.name());
                let out = launch(
                    &rt,
                    &program,
                    &kernel,
                    items,
                    &input,
                    vars.len() * n * to.bytes(),
                );
                for (j, &(sat, mode)) in vars.iter().enumerate() {
                    for (i, &v) in values.iter().enumerate() {
                        let at = (j * n + i) * to.bytes();
                        let got = decode(&out[at..at + to.bytes()], to);
                        if want[j][i] != Expect::Undefined {
                            compared += 1;
                        }
                        let flushed_want = convert(flushed(v, from), to, sat, mode);
                        let wrong = check(got, want[j][i], to)
                            .filter(|_| check(got, flushed_want, to).is_some());
                        if let Some(m) = wrong {
                            failures.push((
                                format!(
                                    "{kernel}: convert_{}{}{}",
                                    to.name(),
                                    if sat { "_sat" } else { "" },
                                    mode.suffix()
                                ),
                                format!("({}): {m}", describe(v)),
                            ));
                        }
                    }
                }
            }
        }
    }
    eprintln!("compared {compared} conversion results");
    // One line per conversion that failed: how often, and the first input.
    let mut summary: Vec<(String, usize, String)> = Vec::new();
    for (conv, case) in &failures {
        match summary.iter_mut().find(|s| &s.0 == conv) {
            Some(s) => s.1 += 1,
            None => summary.push((conv.clone(), 1, case.clone())),
        }
    }
    let lines: Vec<String> = summary
        .iter()
        .map(|(conv, n, first)| format!("{conv}: {n} wrong, e.g. {first}"))
        .collect();
    assert!(
        failures.is_empty(),
        "{} mismatches (of {compared}):\n{}",
        failures.len(),
        lines.join("\n")
    );
}

const VSTORE_HALF: &str = r#"
kernel void store_f(global const float *x, global half *out) {
    size_t i = get_global_id(0), n = get_global_size(0);
    vstore_half(x[i], i, out);
    vstore_half_rte(x[i], i, out + n);
    vstore_half_rtz(x[i], i, out + 2 * n);
    vstore_half_rtp(x[i], i, out + 3 * n);
    vstore_half_rtn(x[i], i, out + 4 * n);
}
kernel void store_d(global const double *x, global half *out) {
    size_t i = get_global_id(0), n = get_global_size(0);
    vstore_half(x[i], i, out);
    vstore_half_rte(x[i], i, out + n);
    vstore_half_rtz(x[i], i, out + 2 * n);
    vstore_half_rtp(x[i], i, out + 3 * n);
    vstore_half_rtn(x[i], i, out + 4 * n);
}
kernel void store_f4(global const float *x, global half *out) {
    size_t i = get_global_id(0), n = get_global_size(0) * 4;
    float4 v = vload4(i, x);
    vstore_half4(v, i, out);
    vstore_half4_rte(v, i, out + n);
    vstore_half4_rtz(v, i, out + 2 * n);
    vstore_half4_rtp(v, i, out + 3 * n);
    vstore_half4_rtn(v, i, out + 4 * n);
}
kernel void store_d4(global const double *x, global half *out) {
    size_t i = get_global_id(0), n = get_global_size(0) * 4;
    double4 v = vload4(i, x);
    vstorea_half4(v, i, out);
    vstorea_half4_rte(v, i, out + n);
    vstorea_half4_rtz(v, i, out + 2 * n);
    vstorea_half4_rtp(v, i, out + 3 * n);
    vstorea_half4_rtn(v, i, out + 4 * n);
}
kernel void store_private(global const float *x, global half *out) {
    size_t i = get_global_id(0), n = get_global_size(0);
    half tmp[5];
    vstore_half(x[i], 0, tmp);
    vstore_half_rte(x[i], 1, tmp);
    vstore_half_rtz(x[i], 2, tmp);
    vstore_half_rtp(x[i], 3, tmp);
    vstore_half_rtn(x[i], 4, tmp);
    for (int k = 0; k < 5; k++)
        out[k * n + i] = tmp[k];
}
"#;

#[test]
fn vstore_half_with_every_rounding_mode() {
    let rt = runtime();
    let module = compile("vstore_half", &format!("{FP16}{VSTORE_HALF}"));
    let program = oclvk::load(&rt, &module).unwrap();
    let mut failures = Vec::new();
    let mut compared = 0usize;
    for from in [Float, Double] {
        let mut values = inputs(from);
        while values.len() % 4 != 0 {
            values.push(values[values.len() % 5]);
        }
        let n = values.len();
        let input: Vec<u8> = values.iter().flat_map(|&v| encode(v, from)).collect();
        // Into global memory (16-bit storage), and into a private array (Float16 values).
        let kernels = if from == Float {
            vec![("store_f", n), ("store_f4", n / 4), ("store_private", n)]
        } else {
            vec![("store_d", n), ("store_d4", n / 4)]
        };
        for (kernel, items) in kernels {
            let out = launch(&rt, &program, kernel, items, &input, MODES.len() * n * 2);
            for (j, &mode) in MODES.iter().enumerate() {
                for (i, &v) in values.iter().enumerate() {
                    let at = (j * n + i) * 2;
                    let got = decode(&out[at..at + 2], Half);
                    compared += 1;
                    let flushed_want = to_float(flushed(v, from), Half, mode);
                    let wrong = check(got, to_float(v, Half, mode), Half)
                        .filter(|_| check(got, flushed_want, Half).is_some());
                    if let Some(m) = wrong {
                        failures.push(format!(
                            "{kernel}: vstore_half{}({}): {m}",
                            mode.suffix(),
                            describe(v)
                        ));
                    }
                }
            }
        }
    }
    eprintln!("compared {compared} vstore_half results");
    assert!(
        failures.is_empty(),
        "{} mismatches (of {compared}), first 40:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}
