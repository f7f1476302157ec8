//! 8- and 16-bit elements in memory (`char`/`uchar`/`short`/`ushort`, their vectors of 2 to 4
//! lanes, `bool` in `local` arrays, and `half` through `vload_half`/`vstore_half`) packed in
//! 32-bit words.
//!
//! No portable target reads or writes memory narrower than 32 bits without an extension (WGSL
//! has none; portable SPIR-V avoids Int8/Int16 storage), so a storage buffer or `local` array of
//! such elements is an array of `u32` words holding OpenCL's bytes. A load reads the element's
//! word(s) and extracts its bits (signed lanes sign-extended by shifts, as `normalize` does);
//! an element of whole words is stored whole; a narrower one shares its word with its
//! neighbours, which other work-items may be writing at the same time, so its store clears and
//! sets its bits with `atomicAnd` and `atomicOr` on the word, and the array becomes one of
//! `atomic<u32>` (whose plain loads and stores naga writes as atomic ones).

use crate::function::{FnWriter, PtrVal, Step, R};
use naga::{BinaryOperator as B, Expression, Handle, Literal, MathFunction as Mf, Statement};
use oclvk_frontend::ir::{self, Scalar, Type};
use oclvk_frontend::source::Span;

/// How an array of narrow elements is packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Packed {
    /// The lanes' scalar.
    pub scalar: Scalar,
    pub lanes: u32,
    /// The element's size in memory (a 3-lane vector's is its 4-lane one's).
    pub elem_bytes: u32,
    /// Elements per unit of each index a pointer into the array carries, outermost first.
    pub strides: Vec<u32>,
}

/// Whether `s` is narrower in memory than the 32-bit words the targets read.
fn narrow(s: Scalar) -> bool {
    matches!(
        s,
        Scalar::Bool | Scalar::Char | Scalar::Uchar | Scalar::Short | Scalar::Ushort | Scalar::Half
    )
}

impl Packed {
    /// The packing of an array of `ty` (nested arrays of a narrow scalar or vector), indexed
    /// once more than its own dimensions when `runtime` (a buffer's run-time array); `None`
    /// for elements the targets hold as they are.
    pub fn of(m: &ir::Module, ty: ir::TypeId, runtime: bool) -> Option<Packed> {
        let mut dims = Vec::new();
        let mut t = m.types.value_type(ty);
        while let Type::Array { elem, len } = m.types.get(t) {
            dims.push(u32::try_from(len).ok()?);
            t = elem;
        }
        let (scalar, lanes) = match m.types.get(t) {
            Type::Scalar(s) => (s, 1),
            Type::Vector { scalar, len } if len <= 4 => (scalar, len as u32),
            _ => return None,
        };
        if !narrow(scalar) {
            return None;
        }
        let mut strides = vec![1u32; dims.len()];
        for k in (0..dims.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1].checked_mul(dims[k + 1])?;
        }
        if runtime {
            let whole = dims.iter().try_fold(1u32, |a, &d| a.checked_mul(d))?;
            strides.insert(0, whole);
        }
        Some(Packed {
            scalar,
            lanes,
            elem_bytes: m.types.size_of(t) as u32,
            strides,
        })
    }

    /// The words of `elements` elements, rounded up.
    pub fn words(&self, elements: u64) -> u64 {
        (elements * self.elem_bytes as u64).div_ceil(4)
    }

    /// `n` consecutive scalar elements as one element of `n` lanes, when they fill whole words
    /// (`vload4` of bytes, `vstore2` of shorts) of a one-dimensional array.
    pub fn whole_words(&self, n: u32) -> Option<Packed> {
        let bytes = self.elem_bytes * n;
        (self.lanes == 1
            && (2..=4).contains(&n)
            && bytes % 4 == 0
            && self.strides == [1]
            && !matches!(self.scalar, Scalar::Bool | Scalar::Half))
        .then(|| Packed {
            scalar: self.scalar,
            lanes: n,
            elem_bytes: bytes,
            strides: vec![1],
        })
    }

    /// Whether the lanes sign-extend in registers.
    fn signed(&self) -> bool {
        matches!(self.scalar, Scalar::Char | Scalar::Short)
    }

    fn lane_bits(&self) -> u32 {
        self.scalar.bits()
    }

    /// Elements per word (1 when an element fills whole words).
    fn per_word(&self) -> u32 {
        (4 / self.elem_bytes).max(1)
    }
}

/// Where an element lies: its first word's index (`i32`) and, for an element narrower than a
/// word, its first bit in that word (`u32`).
struct Place {
    word: Handle<Expression>,
    shift: Option<Handle<Expression>>,
}

fn place(fw: &mut FnWriter, packed: &Packed, p: &PtrVal, span: Span) -> R<Place> {
    let indices: Option<Vec<_>> = p
        .steps
        .iter()
        .map(|s| match *s {
            Step::Index(i) => Some(i),
            Step::Member(_) => None,
        })
        .collect();
    let Some(indices) = indices.filter(|i| i.len() == packed.strides.len()) else {
        return fw.unsupported(
            span,
            "a pointer into a packed array of 8- or 16-bit elements other than to one element",
        );
    };
    let mut flat = None;
    for (&index, &stride) in indices.iter().zip(&packed.strides) {
        let term = match stride {
            1 => index,
            _ => {
                let s = fw.literal(Literal::I32(stride as i32));
                fw.binary(B::Multiply, index, s)
            }
        };
        flat = Some(match flat {
            Some(sum) => fw.binary(B::Add, sum, term),
            None => term,
        });
    }
    let flat = flat.expect("an array has an index");
    let per = packed.per_word();
    if per == 1 {
        let words = packed.elem_bytes / 4;
        let word = match words {
            1 => flat,
            _ => {
                let w = fw.literal(Literal::I32(words as i32));
                fw.binary(B::Multiply, flat, w)
            }
        };
        return Ok(Place { word, shift: None });
    }
    let log = fw.literal(Literal::U32(per.trailing_zeros()));
    let word = fw.binary(B::ShiftRight, flat, log);
    let mask = fw.literal(Literal::I32(per as i32 - 1));
    let within = fw.binary(B::And, flat, mask);
    let within = fw.expr(Expression::As {
        expr: within,
        kind: naga::ScalarKind::Uint,
        convert: None,
    });
    let bits = fw.literal(Literal::U32(packed.elem_bytes * 8));
    let shift = fw.binary(B::Multiply, within, bits);
    Ok(Place {
        word,
        shift: Some(shift),
    })
}

/// The pointer to word `word + extra` of the array at `p`'s root.
fn word_pointer(
    fw: &mut FnWriter,
    p: &PtrVal,
    word: Handle<Expression>,
    extra: u32,
) -> Handle<Expression> {
    let index = match extra {
        0 => word,
        _ => {
            let k = fw.literal(Literal::I32(extra as i32));
            fw.binary(B::Add, word, k)
        }
    };
    let word = word_at(p, index);
    fw.pointer(&word)
}

/// Word `index` (`i32`) of the words at `p`'s root.
pub(crate) fn word_at(p: &PtrVal, index: Handle<Expression>) -> PtrVal {
    PtrVal {
        root: p.root,
        steps: vec![Step::Index(index)],
    }
}

/// `bits` bits of `word` from bit `offset` (`u32`, zero-extended), or sign-extended as an `i32`
/// by shifts (`function::normalize`'s rule for run-time values).
pub(crate) fn extract(
    fw: &mut FnWriter,
    word: Handle<Expression>,
    offset: Handle<Expression>,
    bits: u32,
    signed: bool,
) -> Handle<Expression> {
    if !signed {
        let count = fw.literal(Literal::U32(bits));
        return fw.expr(Expression::Math {
            fun: Mf::ExtractBits,
            arg: word,
            arg1: Some(offset),
            arg2: Some(count),
            arg3: None,
        });
    }
    // (word << (32 - offset - bits)) >> (32 - bits), the second shift arithmetic.
    let top = fw.literal(Literal::U32(32 - bits));
    let left = fw.binary(B::Subtract, top, offset);
    let up = fw.binary(B::ShiftLeft, word, left);
    let up = fw.expr(Expression::As {
        expr: up,
        kind: naga::ScalarKind::Sint,
        convert: None,
    });
    fw.binary(B::ShiftRight, up, top)
}

/// The raw bits (`u32`, zero-extended) of the element `p` points to, for `half`s.
pub(crate) fn load_bits(
    fw: &mut FnWriter,
    packed: &Packed,
    p: &PtrVal,
    span: Span,
) -> R<Handle<Expression>> {
    let at = place(fw, packed, p, span)?;
    let pt = word_pointer(fw, p, at.word, 0);
    let word = fw.expr(Expression::Load { pointer: pt });
    let offset = match at.shift {
        Some(s) => s,
        None => fw.literal(Literal::U32(0)),
    };
    Ok(extract(
        fw,
        word,
        offset,
        packed.elem_bytes.min(4) * 8,
        false,
    ))
}

/// The element `p` points to, as the register value of IR type `ty`.
pub(crate) fn load(
    fw: &mut FnWriter,
    packed: &Packed,
    p: &PtrVal,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let at = place(fw, packed, p, span)?;
    let bits = packed.lane_bits();
    let signed = packed.signed();
    let mut words = Vec::new();
    let mut lanes = Vec::new();
    for lane in 0..packed.lanes {
        let first = lane * bits;
        let w = (first / 32) as usize;
        while words.len() <= w {
            let pt = word_pointer(fw, p, at.word, words.len() as u32);
            words.push(fw.expr(Expression::Load { pointer: pt }));
        }
        let within = fw.literal(Literal::U32(first % 32));
        let offset = match at.shift {
            Some(s) if first % 32 != 0 => fw.binary(B::Add, s, within),
            Some(s) => s,
            None => within,
        };
        let lane = extract(fw, words[w], offset, bits, signed);
        lanes.push(match packed.scalar {
            // A `bool` in memory is a byte holding 0 or 1 (OpenCL allows it in `local` arrays).
            Scalar::Bool => {
                let zero = fw.literal(Literal::U32(0));
                fw.binary(B::NotEqual, lane, zero)
            }
            Scalar::Half => half_value(fw, lane),
            _ => lane,
        });
    }
    if lanes.len() == 1 {
        return Ok(lanes[0]);
    }
    let t = fw.mw.ty(ty, span)?;
    Ok(fw.expr(Expression::Compose {
        ty: t,
        components: lanes,
    }))
}

/// `value`'s lanes (registers of an 8/16-bit type; for `half`, `f32` lanes, rounded to nearest
/// even: exact for a `half` register, `vstore_half`'s rounding for a `float`) in the element `p`
/// points to.
pub(crate) fn store(
    fw: &mut FnWriter,
    packed: &Packed,
    p: &PtrVal,
    value: Handle<Expression>,
    span: Span,
) -> R<()> {
    let at = place(fw, packed, p, span)?;
    let bits = packed.lane_bits();
    let lane_mask = fw.literal(Literal::U32((1u32 << bits) - 1));
    let words = (packed.elem_bytes.max(4) / 4) as usize;
    let mut parts: Vec<Option<Handle<Expression>>> = vec![None; words];
    for lane in 0..packed.lanes {
        let v = match packed.lanes {
            1 => value,
            _ => fw.expr(Expression::AccessIndex {
                base: value,
                index: lane,
            }),
        };
        // A register of an unsigned type holds just its bits (`function::normalize`); a
        // signed one's are sign-extended.
        let v = if packed.scalar == Scalar::Bool {
            let one = fw.literal(Literal::U32(1));
            let zero = fw.literal(Literal::U32(0));
            fw.expr(Expression::Select {
                condition: v,
                accept: one,
                reject: zero,
            })
        } else if packed.scalar == Scalar::Half {
            half_bits_rte(fw, v)
        } else if packed.signed() {
            let v = fw.expr(Expression::As {
                expr: v,
                kind: naga::ScalarKind::Uint,
                convert: None,
            });
            fw.binary(B::And, v, lane_mask)
        } else {
            v
        };
        let first = lane * bits;
        let v = match first % 32 {
            0 => v,
            k => {
                let k = fw.literal(Literal::U32(k));
                fw.binary(B::ShiftLeft, v, k)
            }
        };
        let w = (first / 32) as usize;
        parts[w] = Some(match parts[w] {
            Some(sum) => fw.binary(B::InclusiveOr, sum, v),
            None => v,
        });
    }
    fw.written(p);
    let Some(shift) = at.shift else {
        for (k, part) in parts.into_iter().enumerate() {
            let value = match part {
                Some(v) => v,
                None => fw.literal(Literal::U32(0)),
            };
            let pointer = word_pointer(fw, p, at.word, k as u32);
            fw.push(Statement::Store { pointer, value });
        }
        return Ok(());
    };
    // Narrower than its word: clear, then set, its bits atomically.
    let bits_here = fw.literal(Literal::U32(
        (1u64 << (packed.elem_bytes * 8)).wrapping_sub(1) as u32,
    ));
    let mask = fw.binary(B::ShiftLeft, bits_here, shift);
    let part = parts[0].expect("an element has a lane");
    let word = word_at(p, at.word);
    set_bits(fw, &word, mask, part, Some(shift), span)
}

/// Sets the bits of `mask` in the word `word` points to (a word of a packed or word-held
/// array) to those of `bits << shift` (nothing outside `mask`): atomically where other
/// work-items may share the word (`atomicAnd`, then `atomicOr`, the array made atomic), by
/// reading and writing it in private memory.
pub(crate) fn set_bits(
    fw: &mut FnWriter,
    word: &PtrVal,
    mask: Handle<Expression>,
    bits: Handle<Expression>,
    shift: Option<Handle<Expression>>,
    span: Span,
) -> R<()> {
    fw.written(word);
    let keep = fw.expr(Expression::Unary {
        op: naga::UnaryOperator::BitwiseNot,
        expr: mask,
    });
    let bits = match shift {
        Some(k) => fw.binary(B::ShiftLeft, bits, k),
        None => bits,
    };
    if !matches!(word.root, crate::function::Root::Global(_)) {
        let pointer = fw.pointer(word);
        let old = fw.expr(Expression::Load { pointer });
        let kept = fw.binary(B::And, old, keep);
        let value = fw.binary(B::InclusiveOr, kept, bits);
        fw.push(Statement::Store { pointer, value });
        return Ok(());
    }
    crate::builtins::make_atomic(fw, word, span)?;
    for (fun, value) in [
        (naga::AtomicFunction::And, keep),
        (naga::AtomicFunction::InclusiveOr, bits),
    ] {
        let pointer = fw.pointer(word);
        fw.push(Statement::Atomic {
            pointer,
            fun,
            value,
            result: None,
        });
    }
    Ok(())
}

/// `f32` value(s) `f` as the bits of `half`s rounded to nearest even, in `u32`s: exactly, in
/// integer arithmetic (the targets' own conversions leave the rounding of out-of-range values,
/// or the rounding mode, to the implementation).
pub(crate) fn half_bits_rte(fw: &mut FnWriter, f: Handle<Expression>) -> Handle<Expression> {
    let u = |fw: &mut FnWriter, v: u32| fw.literal(Literal::U32(v));
    let bits = fw.expr(Expression::As {
        expr: f,
        kind: naga::ScalarKind::Uint,
        convert: None,
    });
    let sixteen = u(fw, 16);
    let high = fw.binary(B::ShiftRight, bits, sixteen);
    let sign_mask = u(fw, 0x8000);
    let sign = fw.binary(B::And, high, sign_mask);
    let abs_mask = u(fw, 0x7fff_ffff);
    let a = fw.binary(B::And, bits, abs_mask);
    // Normal halves: the exponent rebiased, the 13 dropped bits rounded to nearest even (a
    // carry out of the mantissa rounds up the exponent, to infinity past the largest half).
    let rebias = u(fw, 0x3800_0000);
    let t = fw.binary(B::Subtract, a, rebias);
    let thirteen = u(fw, 13);
    let kept = fw.binary(B::ShiftRight, t, thirteen);
    let one = u(fw, 1);
    let odd = fw.binary(B::And, kept, one);
    let half_ulp = u(fw, 0xfff);
    let up = fw.binary(B::Add, t, half_ulp);
    let up = fw.binary(B::Add, up, odd);
    let normal = fw.binary(B::ShiftRight, up, thirteen);
    // Subnormal halves and zero: |f| * 2^24 rounded to nearest even (exact scaling).
    let af = fw.expr(Expression::As {
        expr: a,
        kind: naga::ScalarKind::Float,
        convert: None,
    });
    let scale = fw.literal(Literal::F32(16_777_216.0));
    let scaled = fw.binary(B::Multiply, af, scale);
    let rounded = fw.expr(Expression::Math {
        fun: Mf::Round,
        arg: scaled,
        arg1: None,
        arg2: None,
        arg3: None,
    });
    let small = fw.expr(Expression::As {
        expr: rounded,
        kind: naga::ScalarKind::Uint,
        convert: Some(4),
    });
    // Overflow to infinity, and NaN kept quiet with its top payload bits.
    let inf = u(fw, 0x7c00);
    let quiet = u(fw, 0x7e00);
    let payload = fw.binary(B::ShiftRight, a, thirteen);
    let mantissa = u(fw, 0x3ff);
    let payload = fw.binary(B::And, payload, mantissa);
    let nan = fw.binary(B::InclusiveOr, quiet, payload);
    let min_normal = u(fw, 0x3880_0000);
    let is_small = fw.binary(B::Less, a, min_normal);
    let finite = fw.expr(Expression::Select {
        condition: is_small,
        accept: small,
        reject: normal,
    });
    let overflow_at = u(fw, 0x477f_f000);
    let is_large = fw.binary(B::GreaterEqual, a, overflow_at);
    let finite = fw.expr(Expression::Select {
        condition: is_large,
        accept: inf,
        reject: finite,
    });
    let inf32 = u(fw, 0x7f80_0000);
    let is_nan = fw.binary(B::Greater, a, inf32);
    let magnitude = fw.expr(Expression::Select {
        condition: is_nan,
        accept: nan,
        reject: finite,
    });
    fw.binary(B::InclusiveOr, sign, magnitude)
}

/// `f32` lanes `f` (a scalar, or a vector of `size`) rounded to the nearest `half` values (ties
/// to even, overflow to infinity, subnormal halves kept), as `f32`s: what a `half` register
/// holds after an operation whose exact result `half` may not represent.
pub(crate) fn round_to_half(
    fw: &mut FnWriter,
    f: Handle<Expression>,
    size: Option<naga::VectorSize>,
) -> Handle<Expression> {
    per_lane(fw, f, size, naga::Scalar::F32, |fw, lane| {
        let bits = half_bits_rte(fw, lane);
        half_value(fw, bits)
    })
}

/// `lane` applied to each lane of `v` (a scalar, or a vector of `size`), the results composed
/// into lanes of `scalar` (`half_bits_rte`'s masks and selects are written for scalars).
pub(crate) fn per_lane(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    size: Option<naga::VectorSize>,
    scalar: naga::Scalar,
    mut lane: impl FnMut(&mut FnWriter, Handle<Expression>) -> Handle<Expression>,
) -> Handle<Expression> {
    let Some(size) = size else {
        return lane(fw, v);
    };
    let components = (0..size as u32)
        .map(|k| {
            let x = fw.expr(Expression::AccessIndex { base: v, index: k });
            lane(fw, x)
        })
        .collect();
    let ty = fw.mw.naga_ty(naga::TypeInner::Vector { size, scalar });
    fw.expr(Expression::Compose { ty, components })
}

/// The `f32` a `half`'s bits (`u32`, zero-extended) denote, exactly.
pub(crate) fn half_value(fw: &mut FnWriter, bits: Handle<Expression>) -> Handle<Expression> {
    let pair = fw.expr(Expression::Math {
        fun: Mf::Unpack2x16float,
        arg: bits,
        arg1: None,
        arg2: None,
        arg3: None,
    });
    fw.expr(Expression::AccessIndex {
        base: pair,
        index: 0,
    })
}
