#![allow(dead_code)]

//! The host model of the work-group collective functions (OpenCL C 2.0) that the collective
//! tests check devices against (PoCL has none of them): the kernel calling every function, the
//! types and operations, the expected value of each function over a group's values, the
//! work-groups of a range, and the groups' inputs. Integers are exact (sums wrap), float
//! min/max follow fmin/fmax (NaN only when every value is NaN; -0.0 and 0.0 are equal), float
//! sums are within n * epsilon of the sum of magnitudes (their order is free).

use std::collections::BTreeMap;

/// Writes every collective function of `x` (a `T`) into `out` (ten slots of `n` values: the
/// reduce, inclusive and exclusive scan of add, min and max, then a broadcast) and the votes of
/// `pred` into `votes`.
pub const KERNEL: &str = "
kernel void coll(global const T *in, global T *out, global const int *pred, global int *votes) {
    size_t g = get_global_linear_id();
    size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);
    T x = in[g];
    out[g] = work_group_reduce_add(x);
    out[n + g] = work_group_reduce_min(x);
    out[2 * n + g] = work_group_reduce_max(x);
    out[3 * n + g] = work_group_scan_inclusive_add(x);
    out[4 * n + g] = work_group_scan_inclusive_min(x);
    out[5 * n + g] = work_group_scan_inclusive_max(x);
    out[6 * n + g] = work_group_scan_exclusive_add(x);
    out[7 * n + g] = work_group_scan_exclusive_min(x);
    out[8 * n + g] = work_group_scan_exclusive_max(x);
    // The work-item at local id (size0 - 1, size1 / 2, size2 - 1) of each group.
    size_t b0 = get_local_size(0) - 1, b1 = get_local_size(1) / 2, b2 = get_local_size(2) - 1;
    uint dims = get_work_dim();
    if (dims == 1)
        out[9 * n + g] = work_group_broadcast(x, b0);
    else if (dims == 2)
        out[9 * n + g] = work_group_broadcast(x, b0, b1);
    else
        out[9 * n + g] = work_group_broadcast(x, b0, b1, b2);
    votes[g] = work_group_all(pred[g]) + 2 * work_group_any(pred[g]);
}
";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Int,
    Uint,
    Long,
    Ulong,
    Float,
    Double,
}

pub const TYPES: [Ty; 6] = [
    Ty::Int,
    Ty::Uint,
    Ty::Long,
    Ty::Ulong,
    Ty::Float,
    Ty::Double,
];

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Uint => "uint",
            Ty::Long => "long",
            Ty::Ulong => "ulong",
            Ty::Float => "float",
            Ty::Double => "double",
        }
    }

    pub fn bytes(self) -> usize {
        match self {
            Ty::Int | Ty::Uint | Ty::Float => 4,
            _ => 8,
        }
    }

    pub fn mask(self) -> u64 {
        if self.bytes() == 8 {
            u64::MAX
        } else {
            u32::MAX as u64
        }
    }

    pub fn float(self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    pub fn signed(self) -> bool {
        matches!(self, Ty::Int | Ty::Long)
    }

    /// A float value's bits as a number.
    pub fn as_f64(self, bits: u64) -> f64 {
        match self {
            Ty::Float => f32::from_bits(bits as u32) as f64,
            _ => f64::from_bits(bits),
        }
    }

    pub fn bits_of(self, v: f64) -> u64 {
        match self {
            Ty::Float => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        }
    }

    /// An integer value's bits as a number.
    pub fn as_int(self, bits: u64) -> i128 {
        match self {
            Ty::Int => bits as u32 as i32 as i128,
            Ty::Long => bits as i64 as i128,
            _ => (bits & self.mask()) as i128,
        }
    }

    pub fn epsilon(self) -> f64 {
        if self == Ty::Float {
            f32::EPSILON as f64
        } else {
            f64::EPSILON
        }
    }

    /// A value for messages: the number its bits hold.
    pub fn show(self, bits: u64) -> String {
        if self.float() {
            format!("{} ({bits:#x})", self.as_f64(bits))
        } else {
            self.as_int(bits).to_string()
        }
    }

    /// Values as the device's little-endian bytes.
    pub fn to_bytes(self, values: &[u64]) -> Vec<u8> {
        values
            .iter()
            .flat_map(|&v| v.to_le_bytes()[..self.bytes()].to_vec())
            .collect()
    }

    /// The values in the device's little-endian bytes.
    pub fn values_in(self, bytes: &[u8]) -> Vec<u64> {
        bytes
            .chunks(self.bytes())
            .map(|c| {
                let mut word = [0u8; 8];
                word[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(word)
            })
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Min,
    Max,
}

/// Which function over a work-item's group: all of it, or the values up to it, with or
/// without its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Reduce,
    ScanInclusive,
    ScanExclusive,
}

/// The function of output slot `i` (0-8) of [`KERNEL`].
pub fn slot(i: usize) -> (Op, Form) {
    let form = [Form::Reduce, Form::ScanInclusive, Form::ScanExclusive][i / 3];
    ([Op::Add, Op::Min, Op::Max][i % 3], form)
}

pub fn identity(ty: Ty, op: Op) -> u64 {
    match (op, ty) {
        (Op::Add, _) => 0,
        (Op::Min, Ty::Float | Ty::Double) => ty.bits_of(f64::INFINITY),
        (Op::Max, Ty::Float | Ty::Double) => ty.bits_of(f64::NEG_INFINITY),
        (Op::Min, Ty::Int) => i32::MAX as u64,
        (Op::Min, Ty::Long) => i64::MAX as u64,
        (Op::Min, _) => ty.mask(),
        (Op::Max, Ty::Int) => i32::MIN as u32 as u64,
        (Op::Max, Ty::Long) => i64::MIN as u64,
        (Op::Max, _) => 0,
    }
}

/// `a op b` on values' bits, as OpenCL defines it (fmin/fmax for floats, wrapping sums).
pub fn apply(ty: Ty, op: Op, a: u64, b: u64) -> u64 {
    if ty.float() {
        let (x, y) = (ty.as_f64(a), ty.as_f64(b));
        return ty.bits_of(match op {
            Op::Add => x + y,
            Op::Min => x.min(y),
            Op::Max => x.max(y),
        });
    }
    let (x, y) = (ty.as_int(a), ty.as_int(b));
    let r = match op {
        Op::Add => x.wrapping_add(y),
        Op::Min => x.min(y),
        Op::Max => x.max(y),
    };
    (r as u64) & ty.mask()
}

/// What one function gives: its bits, and for a float sum the sum of magnitudes and the
/// terms that bound its rounding.
#[derive(Clone, Copy, Debug)]
pub struct Expected {
    pub bits: u64,
    magnitude: f64,
    terms: usize,
}

/// The expected value of `op` in `form` for the work-item at `pos` of a group's `values`.
pub fn expected(ty: Ty, op: Op, form: Form, values: &[u64], pos: usize) -> Expected {
    let values = match form {
        Form::Reduce => values,
        Form::ScanInclusive => &values[..=pos],
        Form::ScanExclusive => &values[..pos],
    };
    if ty.float() && op == Op::Add {
        let sum: f64 = values.iter().map(|&v| ty.as_f64(v)).sum();
        let magnitude: f64 = values.iter().map(|&v| ty.as_f64(v).abs()).sum();
        return Expected {
            bits: ty.bits_of(sum),
            magnitude,
            terms: values.len(),
        };
    }
    let mut bits = values
        .iter()
        .fold(identity(ty, op), |acc, &v| apply(ty, op, acc, v));
    // fmin/fmax of NaNs alone is NaN; an exclusive scan starts from the identity, a number.
    let all_nan = !values.is_empty() && values.iter().all(|&v| ty.as_f64(v).is_nan());
    if ty.float() && all_nan && form != Form::ScanExclusive {
        bits = ty.bits_of(f64::NAN);
    }
    Expected {
        bits,
        magnitude: 0.0,
        terms: values.len(),
    }
}

/// Whether a device's result `got` is what `want` allows.
pub fn matches(ty: Ty, op: Op, got: u64, want: &Expected) -> bool {
    if !ty.float() {
        return got & ty.mask() == want.bits & ty.mask();
    }
    let (g, w) = (ty.as_f64(got), ty.as_f64(want.bits));
    if w.is_nan() || g.is_nan() {
        return w.is_nan() && g.is_nan();
    }
    match op {
        // -0.0 and 0.0 are equal for fmin/fmax.
        Op::Min | Op::Max => g == w,
        Op::Add if w.is_infinite() => g == w,
        Op::Add => (g - w).abs() <= want.magnitude * want.terms.max(1) as f64 * ty.epsilon(),
    }
}

/// A small deterministic generator (xorshift).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// One work-group's work-items as (local linear id, global linear id), in local order.
pub type Groups = BTreeMap<[u64; 3], Vec<(u64, usize)>>;

/// The work-groups of a range (the last ones smaller where the local size does not divide).
pub fn groups(global: [u64; 3], local: [u64; 3]) -> Groups {
    let mut groups: Groups = BTreeMap::new();
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                let id = [x, y, z];
                let group: [u64; 3] = std::array::from_fn(|d| id[d] / local[d]);
                let size: [u64; 3] =
                    std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
                let l: [u64; 3] = std::array::from_fn(|d| id[d] % local[d]);
                let linear = (l[2] * size[1] + l[1]) * size[0] + l[0];
                let g = ((z * global[1] + y) * global[0] + x) as usize;
                groups.entry(group).or_default().push((linear, g));
            }
        }
    }
    for items in groups.values_mut() {
        items.sort();
    }
    groups
}

/// Inputs of one group, by its kind (its index mod 4): plain values, edge values (extremes;
/// for floats NaN, infinities, -0.0 among them), all NaN (floats), plain again (negative for
/// signed types).
pub fn group_inputs(ty: Ty, kind: usize, n: usize, rng: &mut Rng) -> Vec<u64> {
    (0..n)
        .map(|_| {
            let r = rng.next();
            if ty.float() {
                let plain = ((r % 2_000_001) as f64 - 1_000_000.0) / 1000.0;
                let v = match kind {
                    1 => match r % 8 {
                        0 => f64::NAN,
                        1 => -0.0,
                        2 => f64::INFINITY,
                        3 => f64::NEG_INFINITY,
                        4 => 0.0,
                        _ => plain,
                    },
                    2 => f64::NAN,
                    _ if r % 16 == 0 => -0.0,
                    _ => plain,
                };
                return ty.bits_of(v);
            }
            let edge = match (ty.signed(), r % 6) {
                (true, 0) => identity(ty, Op::Max), // INT_MIN / LONG_MIN
                (true, 1) => identity(ty, Op::Min), // INT_MAX / LONG_MAX
                (false, 0) => ty.mask(),
                (_, 2) => ty.mask(), // -1 / UINT_MAX
                (_, 3) => 0,
                _ => rng.next(),
            };
            let v = if kind == 1 { edge } else { rng.next() % 2001 };
            let v = if kind == 3 && ty.signed() {
                v.wrapping_sub(1000)
            } else {
                v
            };
            v & ty.mask()
        })
        .collect()
}

/// The inputs of a range: each group's values ([`group_inputs`]) and predicates (groups of kind
/// 0 all true, 1 one true, 2 none, 3 random).
pub fn range_inputs(ty: Ty, global: [u64; 3], local: [u64; 3]) -> (Vec<u64>, Vec<i32>) {
    let n = global.iter().product::<u64>() as usize;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ n as u64 ^ local[0]);
    let mut input = vec![0u64; n];
    let mut pred = vec![0i32; n];
    for (k, items) in groups(global, local).values().enumerate() {
        let values = group_inputs(ty, k % 4, items.len(), &mut rng);
        for (&(_, g), v) in items.iter().zip(values) {
            input[g] = v;
            pred[g] = match k % 4 {
                0 => (rng.next() % 7) as i32 + 1,
                3 => (rng.next() % 2) as i32 * -3,
                _ => 0,
            };
        }
        if k % 4 == 1 {
            pred[items[items.len() / 2].1] = -1;
        }
    }
    (input, pred)
}

/// What is wrong in a run's `out` ([`KERNEL`]'s ten slots, as bits) and `votes` for
/// [`range_inputs`]' `input` and `pred` (the first eight problems).
pub fn problems(
    ty: Ty,
    global: [u64; 3],
    local: [u64; 3],
    (input, pred): (&[u64], &[i32]),
    out: &[u64],
    votes: &[i32],
) -> Vec<String> {
    let n = input.len();
    let mut problems = Vec::new();
    for (group, items) in &groups(global, local) {
        let values: Vec<u64> = items.iter().map(|&(_, g)| input[g]).collect();
        let size: [u64; 3] = std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
        let target = ((size[2] - 1) * size[1] + size[1] / 2) * size[0] + size[0] - 1;
        let all = items.iter().all(|&(_, g)| pred[g] != 0);
        let any = items.iter().any(|&(_, g)| pred[g] != 0);
        let want_votes = all as i32 + 2 * any as i32;
        for (pos, &(_, g)) in items.iter().enumerate() {
            let at = || format!("group {group:?} (size {size:?}) item {pos}");
            for i in 0..9 {
                let (op, form) = slot(i);
                let want = expected(ty, op, form, &values, pos);
                let got = out[i * n + g];
                if !matches(ty, op, got, &want) {
                    problems.push(format!(
                        "{}: {op:?} {form:?}: got {} want {}",
                        at(),
                        ty.show(got),
                        ty.show(want.bits)
                    ));
                }
            }
            let (got, want) = (out[9 * n + g], values[target as usize]);
            if got & ty.mask() != want & ty.mask() {
                problems.push(format!(
                    "{}: broadcast of {target}: got {} want {}",
                    at(),
                    ty.show(got),
                    ty.show(want)
                ));
            }
            if votes[g] != want_votes {
                problems.push(format!(
                    "{}: all + 2 * any: got {} want {want_votes}",
                    at(),
                    votes[g]
                ));
            }
        }
    }
    problems.truncate(8);
    problems
}
