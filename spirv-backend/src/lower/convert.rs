//! Conversions: numeric (with saturation and rounding), splats, bitcasts, pointer/integer and
//! address-space casts.
//!
//! On the OpenCL target `_sat` and `_rtX` become the `SaturatedConversion` and `FPRoundingMode`
//! decorations. On Vulkan (where drivers need not honour FPRoundingMode) float-to-int rounding is
//! done with Floor/Ceil/RoundEven before the conversion and saturation with compares and selects;
//! the conversions a driver can round wrongly (`_rtz`/`_rtp`/`_rtn` int-to-float and narrowing,
//! `double` to `half`, `double` to an integer with `_rte`) reach the writer as the library's
//! calls already (the exact-rounding stage, `passes`).

use super::{err, ModuleWriter, Val, R};
use crate::lower::Layout;
use oclvk_frontend::ir::{AddressSpace, ConvertKind, Rounding, Scalar, Type, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Decoration, FPRoundingMode, Op, Word};

impl ModuleWriter<'_> {
    pub fn convert(
        &mut self,
        kind: ConvertKind,
        v: Val,
        from: TypeId,
        to: TypeId,
        span: Span,
    ) -> R<Val> {
        let types = &self.m.types;
        match kind {
            // The operand was evaluated for its effects; a cast to `void` has no value.
            ConvertKind::Void => Ok(Val::None),
            ConvertKind::Numeric { saturate, rounding } => {
                let Val::Id(v) = v else {
                    return err(span, "internal: numeric conversion of a pointer");
                };
                Ok(Val::Id(
                    self.convert_numeric(v, from, to, saturate, rounding, span)?,
                ))
            }
            ConvertKind::Splat => {
                let Val::Id(v) = v else {
                    return err(span, "internal: splat of a pointer");
                };
                let n = types.lanes(to).unwrap_or(1) as usize;
                let t = self.ty(to, Layout::Plain, span)?;
                Ok(Val::Id(self.construct(t, vec![v; n])?))
            }
            ConvertKind::Bitcast => {
                if let (Type::Pointer { .. }, Type::Pointer { .. }) =
                    (types.get(from), types.get(to))
                {
                    return match v {
                        Val::Id(p) | Val::BytePtr(p) => {
                            let ft = self.ty(from, Layout::Plain, span)?;
                            let tt = self.ty(to, Layout::Plain, span)?;
                            Ok(if ft == tt {
                                // The same SPIR-V pointer: the value keeps its form.
                                v
                            } else {
                                Val::Id(self.op(Op::Bitcast, tt, &[p])?)
                            })
                        }
                        // Views are byte-addressed: the pointee type is the IR type's.
                        v @ (Val::View(_) | Val::Tagged(_)) => Ok(v),
                        Val::Mixed { global, addr } => {
                            let tt = self.ty(to, Layout::Plain, span)?;
                            let global = if self.type_of(global) == Some(tt) {
                                global
                            } else {
                                self.op(Op::Bitcast, tt, &[global])?
                            };
                            Ok(Val::Mixed { global, addr })
                        }
                        Val::Chain(c) => {
                            if self.same_pointee(from, to, span)? {
                                Ok(Val::Chain(c))
                            } else {
                                err(span, "casting a pointer to private or local memory to another pointee type is not supported on the Vulkan target yet")
                            }
                        }
                        _ => err(span, "internal: bitcast of a non-value"),
                    };
                }
                let Val::Id(v) = v else {
                    return err(span, "internal: bitcast of a pointer");
                };
                let bits = |t: TypeId| match types.get(t) {
                    Type::Scalar(s) => Some(s.bits()),
                    Type::Vector { scalar, len } => Some(scalar.bits() * len as u32),
                    _ => None,
                };
                match (bits(from), bits(to)) {
                    (Some(a), Some(b)) if a == b => {
                        let ft = self.ty(from, Layout::Plain, span)?;
                        let tt = self.ty(to, Layout::Plain, span)?;
                        Ok(Val::Id(if ft == tt {
                            v
                        } else {
                            self.op(Op::Bitcast, tt, &[v])?
                        }))
                    }
                    _ => err(
                        span,
                        format!(
                            "reinterpreting '{}' as '{}' is not supported yet",
                            types.display(from),
                            types.display(to)
                        ),
                    ),
                }
            }
            ConvertKind::PtrToInt => {
                let (Val::Id(p) | Val::BytePtr(p)) = v else {
                    return self.home_ptr_to_int(&v, to, span);
                };
                let u = self.u64_ty();
                let i = self.op(Op::ConvertPtrToU, u, &[p])?;
                let ts = types.scalar_of(to).unwrap_or(Scalar::Ulong);
                Ok(Val::Id(self.resize_to(i, Scalar::Ulong, ts, to, span)?))
            }
            ConvertKind::IntToPtr => {
                let Val::Id(i) = v else {
                    return err(span, "internal: integer expected");
                };
                let fs = types.scalar_of(from).unwrap_or(Scalar::Ulong);
                let i = self.int_resize(i, fs, 64)?;
                let t = self.ty(to, Layout::Plain, span)?;
                Ok(Val::Id(self.b.convert_u_to_ptr(t, None, i)?))
            }
            ConvertKind::AddressSpace => {
                if self.policy.logical_addressing() {
                    // Generic pointers are resolved statically: the value keeps its form. A cast
                    // to a named space must agree with where the pointer really points.
                    let to_space = types.pointee(to).map(|p| p.1);
                    return match (&v, to_space) {
                        // A run-time generic pointer cast to the space it points into.
                        (
                            Val::Tagged(a),
                            Some(space @ (AddressSpace::Local | AddressSpace::Private)),
                        ) => self.address_to_ptr(*a, space, span),
                        // A mixed pointer cast to where it points: that part of it.
                        (
                            Val::Mixed { addr, .. },
                            Some(space @ (AddressSpace::Local | AddressSpace::Private)),
                        ) => self.address_to_ptr(*addr, space, span),
                        (Val::Mixed { global, addr }, to_space) => {
                            let tt = self.ty(to, Layout::Plain, span)?;
                            let global = if self.type_of(*global) == Some(tt) {
                                *global
                            } else {
                                self.op(Op::Bitcast, tt, &[*global])?
                            };
                            Ok(if to_space == Some(AddressSpace::Generic) {
                                Val::Mixed {
                                    global,
                                    addr: *addr,
                                }
                            } else {
                                Val::Id(global)
                            })
                        }
                        (
                            Val::Id(_) | Val::BytePtr(_),
                            Some(AddressSpace::Local | AddressSpace::Private),
                        )
                        | (Val::Chain(_), Some(AddressSpace::Global | AddressSpace::Constant)) => err(
                            span,
                            "this generic pointer cast cannot be resolved at compile time on the Vulkan target (the pointer points elsewhere)",
                        ),
                        // The same representation in both spaces; a cast that also changes
                        // the pointee (`global long *` passed as a generic `int *`, C's
                        // reinterpretation) is a bitcast as well.
                        _ if self.same_pointee(from, to, span)? => Ok(v),
                        _ => self.convert(ConvertKind::Bitcast, v, from, to, span),
                    };
                }
                let (Val::Id(p) | Val::BytePtr(p)) = v else {
                    return err(span, "internal: pointer expected");
                };
                let (Some((from_pointee, _)), Some((_, to_space))) =
                    (types.pointee(from), types.pointee(to))
                else {
                    return err(span, "internal: address-space cast of a non-pointer");
                };
                let opc = if to_space == AddressSpace::Generic {
                    Op::PtrCastToGeneric
                } else {
                    Op::GenericCastToPtr
                };
                // OpPtrCastToGeneric/OpGenericCastToPtr keep the pointee: cast the space, then
                // bitcast to the new pointee where the cast changes it too.
                let storage = self.storage_class(to_space, span)?;
                let moved_ty = self.ptr_ty(storage, from_pointee, span)?;
                let moved = self.op(opc, moved_ty, &[p])?;
                let t = self.ty(to, Layout::Plain, span)?;
                Ok(Val::Id(if moved_ty == t {
                    moved
                } else {
                    self.op(Op::Bitcast, t, &[moved])?
                }))
            }
        }
    }

    /// Whether two pointer types point to the same SPIR-V type (in plain layout).
    fn same_pointee(&mut self, from: TypeId, to: TypeId, span: Span) -> R<bool> {
        let types = &self.m.types;
        Ok(match (types.pointee(from), types.pointee(to)) {
            (Some((a, _)), Some((b, _))) => {
                a == b || self.ty(a, Layout::Plain, span)? == self.ty(b, Layout::Plain, span)?
            }
            _ => false,
        })
    }

    /// Integer (scalar or vector) resize with the result type `to`.
    fn resize_to(
        &mut self,
        v: Word,
        from: Scalar,
        to_s: Scalar,
        to: TypeId,
        span: Span,
    ) -> R<Word> {
        if from.bits() == to_s.bits() {
            return Ok(v);
        }
        let t = self.ty(to, Layout::Plain, span)?;
        if to_s.bits() > from.bits() && from.is_signed() {
            let lanes = self.m.types.lanes(to).unwrap_or(1);
            return self.sign_extend(t, v, from.bits(), to_s.bits(), lanes);
        }
        self.op(Op::UConvert, t, &[v])
    }

    /// `a < b ? a : b` or the max, signed or unsigned, for clamping.
    fn int_pick(
        &mut self,
        t: Word,
        lanes: u8,
        a: Word,
        b: Word,
        signed: bool,
        min: bool,
    ) -> R<Word> {
        let bt = self.bool_like(lanes);
        let opc = if signed { Op::SLessThan } else { Op::ULessThan };
        let lt = self.op(opc, bt, &[a, b])?;
        let (x, y) = if min { (a, b) } else { (b, a) };
        self.op(Op::Select, t, &[lt, x, y])
    }

    fn round_mode(r: Rounding) -> Option<FPRoundingMode> {
        match r {
            Rounding::Default => None,
            Rounding::Rte => Some(FPRoundingMode::RTE),
            Rounding::Rtz => Some(FPRoundingMode::RTZ),
            Rounding::Rtp => Some(FPRoundingMode::RTP),
            Rounding::Rtn => Some(FPRoundingMode::RTN),
        }
    }

    pub fn convert_numeric(
        &mut self,
        v: Word,
        from: TypeId,
        to: TypeId,
        sat: bool,
        rounding: Rounding,
        span: Span,
    ) -> R<Word> {
        let types = &self.m.types;
        let (Some(fs), Some(ts)) = (types.scalar_of(from), types.scalar_of(to)) else {
            return err(
                span,
                format!(
                    "converting '{}' to '{}' is not supported",
                    types.display(from),
                    types.display(to)
                ),
            );
        };
        let lanes = types.lanes(to).unwrap_or(1);
        let t = self.ty(to, Layout::Plain, span)?;
        // bool sources and destinations.
        if fs == Scalar::Bool && ts == Scalar::Bool {
            return Ok(v);
        }
        if fs == Scalar::Bool {
            let one = if ts.is_float() {
                self.const_splat_float(to, 1.0, span)?
            } else {
                self.const_splat_int(to, 1, span)?
            };
            let zero = self.const_splat_int(to, 0, span)?;
            return self.op(Op::Select, t, &[v, one, zero]);
        }
        if ts == Scalar::Bool {
            let zero = self.const_splat_int(from, 0, span)?;
            let opc = if fs.is_float() {
                Op::FUnordNotEqual
            } else {
                Op::INotEqual
            };
            return self.op(opc, t, &[v, zero]);
        }
        if !self.policy.rounding_decorations()
            && crate::library::exact_rounding_route(fs, ts, rounding).is_some()
        {
            return err(
                span,
                "internal error: a conversion the exact-rounding stage computes reached the writer",
            );
        }
        let mode = Self::round_mode(rounding);
        if fs.is_float() && ts.is_float() {
            if fs == ts {
                return Ok(v);
            }
            let r = self.op(Op::FConvert, t, &[v])?;
            self.decorate_rounding(r, mode);
            return Ok(r);
        }
        if !fs.is_float() && ts.is_float() {
            let opc = if fs.is_signed() {
                Op::ConvertSToF
            } else {
                Op::ConvertUToF
            };
            let r = self.op(opc, t, &[v])?;
            self.decorate_rounding(r, mode);
            return Ok(r);
        }
        if fs.is_float() {
            // float -> int
            let mut x = v;
            let ft = self.ty(from, Layout::Plain, span)?;
            if !self.policy.rounding_decorations() {
                let glsl = match rounding {
                    Rounding::Rte => Some(2), // RoundEven
                    Rounding::Rtp => Some(9), // Ceil
                    Rounding::Rtn => Some(8), // Floor
                    _ => None,
                };
                if let Some(g) = glsl {
                    x = self.ext_inst(ft, g, &[x])?;
                }
            }
            let opc = if ts.is_signed() {
                Op::ConvertFToS
            } else {
                Op::ConvertFToU
            };
            let mut r = self.op(opc, t, &[x])?;
            if self.policy.rounding_decorations() {
                if sat {
                    self.b.decorate(r, Decoration::SaturatedConversion, []);
                }
                if let Some(m) = mode {
                    self.b
                        .decorate(r, Decoration::FPRoundingMode, [Operand::FPRoundingMode(m)]);
                }
                return Ok(r);
            }
            if sat {
                let (lo, hi) = int_range(ts);
                let bt = self.bool_like(lanes);
                let hi_f = self.const_splat_float(from, hi as f64 + 1.0, span)?;
                let lo_f = self.const_splat_float(from, lo as f64, span)?;
                let hi_i = self.const_splat_int(to, hi as u64, span)?;
                let lo_i = self.const_splat_int(to, lo as u64, span)?;
                let zero = self.const_splat_int(to, 0, span)?;
                let big = self.op(Op::FOrdGreaterThanEqual, bt, &[x, hi_f])?;
                r = self.op(Op::Select, t, &[big, hi_i, r])?;
                // `<=`: where the minimum overflows the source type (`half` to `int`) its
                // constant is -inf, which must clamp too.
                let small = self.op(Op::FOrdLessThanEqual, bt, &[x, lo_f])?;
                r = self.op(Op::Select, t, &[small, lo_i, r])?;
                let nan = self.op(Op::IsNan, bt, &[x])?;
                r = self.op(Op::Select, t, &[nan, zero, r])?;
            }
            return Ok(r);
        }
        // int -> int
        let mut x = v;
        if sat && self.policy.rounding_decorations() {
            let r = self.resize_to(x, fs, ts, to, span)?;
            if r != x {
                self.b.decorate(r, Decoration::SaturatedConversion, []);
                return Ok(r);
            }
        }
        if sat {
            let ft = self.ty(from, Layout::Plain, span)?;
            let (dlo, dhi) = int_range(ts);
            let (slo, shi) = int_range(fs);
            if fs.is_signed() && dlo > slo {
                let c = self.const_splat_int(from, dlo.max(slo) as u64, span)?;
                x = self.int_pick(ft, lanes, x, c, true, false)?;
            }
            if dhi < shi {
                let c = self.const_splat_int(from, dhi as u64, span)?;
                x = self.int_pick(ft, lanes, x, c, fs.is_signed(), true)?;
            }
        }
        self.resize_to(x, fs, ts, to, span)
    }

    /// OpenCL target: the rounding mode as a decoration (on Vulkan the conversions left are
    /// exact or rounded to nearest by the driver: the exact-rounding stage took the others).
    fn decorate_rounding(&mut self, r: Word, mode: Option<FPRoundingMode>) {
        if let (Some(m), true) = (mode, self.policy.rounding_decorations()) {
            self.b
                .decorate(r, Decoration::FPRoundingMode, [Operand::FPRoundingMode(m)]);
        }
    }
}

/// The value range of an integer type (as i128 so both ends fit).
fn int_range(s: Scalar) -> (i128, i128) {
    let bits = s.bits();
    if s.is_signed() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}
