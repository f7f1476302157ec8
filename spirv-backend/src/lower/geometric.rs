//! Vulkan lowering of the geometric builtins: `dot`, `cross`, `length`, `distance`,
//! `normalize` and their `fast_` forms.
//!
//! GLSL.std.450's `Length`, `Distance` and `Normalize` sum the squares as they are, so a
//! component near the top of the range overflows the sum to infinity and a tiny one underflows
//! it to zero, where OpenCL requires the result within a few ulp. `length`, `distance` and
//! `normalize` therefore first scale the vector by a power of two that brings its largest
//! component near 1 (exact: only the exponent changes), then take GLSL's form and scale the
//! length back. The power of two comes from the largest exponent field of the lanes (an
//! integer maximum, well defined for NaNs too), clamped so that both it and its inverse are
//! normal numbers. `half` vectors are computed in `float`, whose range holds any sum of
//! squared halves.
//!
//! `normalize` follows the specification's special cases: a vector of zeros is returned as
//! it is, a vector with a NaN component gives NaNs, and a vector with infinite components
//! proceeds as if each were `copysign(1, x)` and the finite ones zero. `fast_normalize` is
//! `p * rsqrt(dot(p, p))`; where the sum of squares is below the smallest normal number `p` is
//! first scaled up by a power of two (the specification would allow returning `p`, but the
//! scaled result is as cheap and better), and `fast_normalize(0)` is 0.
//!
//! `cross` is computed with unfused products (see [`ModuleWriter::unfused_cross`]).
//!
//! Under `-cl-fast-relaxed-math` ([`crate::Options::fast_math`]) `length`, `distance` and
//! `normalize` keep GLSL's unscaled forms; `fast_length` and `fast_distance` always do (their
//! definition, `half_sqrt` of the sum of squares, leaves overflow undefined).

use super::{Layout, ModuleWriter, R};
use oclvk_frontend::ir::{Scalar, SimpleBuiltin, Type, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, Word};

/// The floating-point shape a geometric builtin computes in: `float` for `half` arguments.
#[derive(Clone, Copy)]
struct Shape {
    scalar: Scalar,
    elem: Word,
    vec: Word,
    bools: Word,
    lanes: u8,
}

impl ModuleWriter<'_> {
    pub(super) fn geometric(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        use SimpleBuiltin::*;
        let t = self.ty(ty, Layout::Plain, span)?;
        let arg_ty = at.first().copied().unwrap_or(ty);
        let scalar_arg = matches!(self.m.types.get(arg_ty), Type::Scalar(_));
        let glsl = |l: &mut Self, op: G| l.ext_inst(t, op as u32, a);
        let fast = self.fast_math;
        match s {
            Dot if scalar_arg => self.op(Op::FMul, t, &[a[0], a[1]]),
            Dot => self.op(Op::Dot, t, &[a[0], a[1]]),
            FastLength => glsl(self, G::Length),
            FastDistance => glsl(self, G::Distance),
            Length | Distance | Normalize if fast => glsl(
                self,
                match s {
                    Length => G::Length,
                    Distance => G::Distance,
                    _ => G::Normalize,
                },
            ),
            Length | Distance => {
                let shape = self.geo_shape(arg_ty);
                let mut v = self.geo_widen(a[0], arg_ty, shape)?;
                if s == Distance {
                    let w = self.geo_widen(a[1], arg_ty, shape)?;
                    v = self.op(Op::FSub, shape.vec, &[v, w])?;
                }
                let l = self.scaled_length(v, shape)?;
                self.geo_narrow(l, t, ty, shape)
            }
            Normalize | FastNormalize => {
                let shape = self.geo_shape(arg_ty);
                let v = self.geo_widen(a[0], arg_ty, shape)?;
                let n = if s == Normalize {
                    self.scaled_normalize(v, shape)?
                } else {
                    self.fast_normalize(v, shape)?
                };
                self.geo_narrow(n, t, ty, shape)
            }
            Cross => {
                let n = self.m.types.lanes(ty).unwrap_or(3);
                let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
                let e = self.scalar_ty(sc, Layout::Plain);
                let v3 = self.vec_of(e, 3);
                let c = self.unfused_cross(v3, a[0], a[1])?;
                if n == 3 {
                    return Ok(c);
                }
                let zero = self.const_scalar_float(sc, 0.0);
                let mut parts = Vec::new();
                for i in 0..3 {
                    parts.push(self.b.composite_extract(e, None, c, [i])?);
                }
                parts.push(zero);
                Ok(self.construct(t, parts)?)
            }
            _ => self.unsupported(s, span),
        }
    }

    fn geo_shape(&mut self, arg_ty: TypeId) -> Shape {
        let scalar = match self.m.types.scalar_of(arg_ty) {
            Some(Scalar::Double) => Scalar::Double,
            _ => Scalar::Float,
        };
        let lanes = self.m.types.lanes(arg_ty).unwrap_or(1);
        let elem = self.scalar_ty(scalar, Layout::Plain);
        let vec = if lanes > 1 {
            self.vec_of(elem, lanes as u32)
        } else {
            elem
        };
        let bools = self.bool_like(lanes);
        Shape {
            scalar,
            elem,
            vec,
            bools,
            lanes,
        }
    }

    /// `x` (of type `ty`) in the computing shape: `half` widens to `float`.
    fn geo_widen(&mut self, x: Word, ty: TypeId, shape: Shape) -> R<Word> {
        if self.m.types.scalar_of(ty) == Some(shape.scalar) {
            return Ok(x);
        }
        self.op(Op::FConvert, shape.vec, &[x])
    }

    /// A result of the computing shape back in the builtin's type `t` (`ty`).
    fn geo_narrow(&mut self, r: Word, t: Word, ty: TypeId, shape: Shape) -> R<Word> {
        if self.m.types.scalar_of(ty) == Some(shape.scalar) {
            return Ok(r);
        }
        self.op(Op::FConvert, t, &[r])
    }

    /// `v * k` for a scalar `k` of `v`'s element type.
    fn geo_times(&mut self, v: Word, k: Word, shape: Shape) -> R<Word> {
        let op = if shape.lanes > 1 {
            Op::VectorTimesScalar
        } else {
            Op::FMul
        };
        self.op(op, shape.vec, &[v, k])
    }

    /// A scalar bool splatted to the shape's lanes.
    fn geo_splat_bool(&mut self, b: Word, shape: Shape) -> R<Word> {
        if shape.lanes == 1 {
            return Ok(b);
        }
        self.construct(shape.bools, vec![b; shape.lanes as usize])
    }

    /// `(scale, unscale)`: powers of two, inverse to each other, with `v * scale` having its
    /// largest finite component in [1, 2) (or smaller components still within range for
    /// subnormals and the top binade, where the clamp keeps both normal).
    fn pow2_scaling(&mut self, v: Word, shape: Shape) -> R<(Word, Word)> {
        let (bits, mant, bias) = match shape.scalar {
            Scalar::Double => (64, 52, 1023u64),
            _ => (32, 23, 127u64),
        };
        let it = self.int_ty(bits);
        let ivec = if shape.lanes > 1 {
            self.vec_of(it, shape.lanes as u32)
        } else {
            it
        };
        let raw = self.op(Op::Bitcast, ivec, &[v])?;
        let field_mask = self.const_bits(it, bits, (2 * bias + 1) << mant);
        let mut emax = None;
        for i in 0..shape.lanes as u32 {
            let lane = if shape.lanes > 1 {
                self.b.composite_extract(it, None, raw, [i])?
            } else {
                raw
            };
            let field = self.op(Op::BitwiseAnd, it, &[lane, field_mask])?;
            emax = Some(match emax {
                None => field,
                Some(m) => self.ext_inst(it, G::UMax as u32, &[m, field])?,
            });
        }
        let emax = emax.unwrap_or(field_mask);
        // 2^-e has the exponent field 2 bias - field(2^e); clamped to [1, 2 bias - 1] so
        // that the inverse's field, 2 bias - that, is in range too.
        let two_bias = self.const_bits(it, bits, (2 * bias) << mant);
        let lo = self.const_bits(it, bits, 1 << mant);
        let hi = self.const_bits(it, bits, (2 * bias - 1) << mant);
        let scale_bits = self.op(Op::ISub, it, &[two_bias, emax])?;
        let scale_bits = self.ext_inst(it, G::SClamp as u32, &[scale_bits, lo, hi])?;
        let unscale_bits = self.op(Op::ISub, it, &[two_bias, scale_bits])?;
        let scale = self.op(Op::Bitcast, shape.elem, &[scale_bits])?;
        let unscale = self.op(Op::Bitcast, shape.elem, &[unscale_bits])?;
        Ok((scale, unscale))
    }

    /// `length(v)` without intermediate overflow or underflow.
    fn scaled_length(&mut self, v: Word, shape: Shape) -> R<Word> {
        if shape.lanes == 1 {
            return self.ext_inst(shape.elem, G::FAbs as u32, &[v]);
        }
        let (scale, unscale) = self.pow2_scaling(v, shape)?;
        let scaled = self.geo_times(v, scale, shape)?;
        let l = self.ext_inst(shape.elem, G::Length as u32, &[scaled])?;
        self.op(Op::FMul, shape.elem, &[l, unscale])
    }

    /// `normalize(v)` with the specification's special cases (module docs).
    fn scaled_normalize(&mut self, v: Word, shape: Shape) -> R<Word> {
        let bool_ty = self.bool_like(1);
        let inf = self.op(Op::IsInf, shape.bools, &[v])?;
        let any_inf = if shape.lanes > 1 {
            self.op(Op::Any, bool_ty, &[inf])?
        } else {
            inf
        };
        let any_inf = self.geo_splat_bool(any_inf, shape)?;
        let zero_elem = self.const_scalar_float(shape.scalar, 0.0);
        let zeros = if shape.lanes > 1 {
            self.construct(shape.vec, vec![zero_elem; shape.lanes as usize])?
        } else {
            zero_elem
        };
        let finite_part = self.op(Op::Select, shape.vec, &[any_inf, zeros, v])?;
        let signs = self.ext_inst(shape.vec, G::FSign as u32, &[v])?;
        let original = v;
        let v = self.op(Op::Select, shape.vec, &[inf, signs, finite_part])?;

        let (scale, _) = self.pow2_scaling(v, shape)?;
        let scaled = self.geo_times(v, scale, shape)?;
        let n = self.ext_inst(shape.vec, G::Normalize as u32, &[scaled])?;
        let is_zero = self.op(Op::FOrdEqual, shape.bools, &[v, zeros])?;
        let all_zero = if shape.lanes > 1 {
            self.op(Op::All, bool_ty, &[is_zero])?
        } else {
            is_zero
        };
        let all_zero = self.geo_splat_bool(all_zero, shape)?;
        let zero_v = self.signed_zeros(v, shape.vec, shape.scalar, shape.lanes)?;
        let n = self.op(Op::Select, shape.vec, &[all_zero, zero_v, n])?;
        // Explicit, not left to the arithmetic: drivers may fold NaNs away.
        let nan = self.op(Op::IsNan, shape.bools, &[original])?;
        let any_nan = if shape.lanes > 1 {
            self.op(Op::Any, bool_ty, &[nan])?
        } else {
            nan
        };
        let any_nan = self.geo_splat_bool(any_nan, shape)?;
        let nan_elem = self.const_scalar_float(shape.scalar, f64::NAN);
        let nans = if shape.lanes > 1 {
            self.construct(shape.vec, vec![nan_elem; shape.lanes as usize])?
        } else {
            nan_elem
        };
        self.op(Op::Select, shape.vec, &[any_nan, nans, n])
    }

    /// `fast_normalize(v)`: `v * rsqrt(dot(v, v))`. Where the sum of squares is below the
    /// smallest normal number, `v` is first scaled up by a power of two (large enough for a
    /// subnormal lane, small enough for four lanes near the threshold), and a vector whose
    /// sum is still zero is returned as it is.
    fn fast_normalize(&mut self, v: Word, shape: Shape) -> R<Word> {
        let (min_normal, up) = match shape.scalar {
            Scalar::Double => (f64::MIN_POSITIVE, 2f64.powi(1000)),
            _ => (f32::MIN_POSITIVE as f64, 2f64.powi(120)),
        };
        let min_normal = self.const_scalar_float(shape.scalar, min_normal);
        let up = self.const_scalar_float(shape.scalar, up);
        let zero = self.const_scalar_float(shape.scalar, 0.0);
        let bool_ty = self.bool_like(1);
        let sum = self.geo_sum_of_squares(v, shape)?;
        let tiny = self.op(Op::FOrdLessThan, bool_ty, &[sum, min_normal])?;
        let tiny = self.geo_splat_bool(tiny, shape)?;
        let scaled_up = self.geo_times(v, up, shape)?;
        let v_scaled = self.op(Op::Select, shape.vec, &[tiny, scaled_up, v])?;
        let sum = self.geo_sum_of_squares(v_scaled, shape)?;
        let r = self.ext_inst(shape.elem, G::InverseSqrt as u32, &[sum])?;
        let n = self.geo_times(v_scaled, r, shape)?;
        let is_zero = self.op(Op::FOrdEqual, bool_ty, &[sum, zero])?;
        let is_zero = self.geo_splat_bool(is_zero, shape)?;
        let zero_v = self.signed_zeros(v, shape.vec, shape.scalar, shape.lanes)?;
        self.op(Op::Select, shape.vec, &[is_zero, zero_v, n])
    }

    /// `x.yzx * y.zxy - x.zxy * y.yzx` over the first three lanes of `x` and `y` (3- or
    /// 4-vectors), in `v3`, with products and differences rounded separately: GLSL's `Cross`
    /// is fused on NVIDIA, which turns the `inf - inf` of an overflowing component into an
    /// infinity where OpenCL implementations give NaN.
    fn unfused_cross(&mut self, v3: Word, x: Word, y: Word) -> R<Word> {
        let outer = std::mem::replace(&mut self.no_contraction, true);
        let result = (|| {
            let xa = self.b.vector_shuffle(v3, None, x, x, [1, 2, 0])?;
            let yb = self.b.vector_shuffle(v3, None, y, y, [2, 0, 1])?;
            let xb = self.b.vector_shuffle(v3, None, x, x, [2, 0, 1])?;
            let ya = self.b.vector_shuffle(v3, None, y, y, [1, 2, 0])?;
            let p = self.op(Op::FMul, v3, &[xa, yb])?;
            let q = self.op(Op::FMul, v3, &[xb, ya])?;
            self.op(Op::FSub, v3, &[p, q])
        })();
        self.no_contraction = outer;
        result
    }

    /// `x` (float lanes of `scalar`, SPIR-V type `t`) with every bit but the sign cleared: the
    /// zero of each lane's sign. Returned for zero inputs instead of `x` itself, which on a
    /// device that flushes denormals may be a subnormal that merely compared equal to zero.
    pub(super) fn signed_zeros(&mut self, x: Word, t: Word, scalar: Scalar, lanes: u8) -> R<Word> {
        let bits = scalar.bits();
        let elem = self.int_ty(bits);
        let it = if lanes > 1 {
            self.vec_of(elem, lanes as u32)
        } else {
            elem
        };
        let mask = self.const_bits(elem, bits, 1u64 << (bits - 1));
        let mask = if lanes > 1 {
            self.const_composite(it, vec![mask; lanes as usize])
        } else {
            mask
        };
        let raw = self.op(Op::Bitcast, it, &[x])?;
        let sign = self.op(Op::BitwiseAnd, it, &[raw, mask])?;
        self.op(Op::Bitcast, t, &[sign])
    }

    fn geo_sum_of_squares(&mut self, v: Word, shape: Shape) -> R<Word> {
        if shape.lanes > 1 {
            self.op(Op::Dot, shape.elem, &[v, v])
        } else {
            self.op(Op::FMul, shape.elem, &[v, v])
        }
    }
}
