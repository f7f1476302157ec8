//! Math builtins beyond the direct instruction mappings: the ones with pointer outputs (`fract`,
//! `modf`, `sincos`, `frexp`, `lgamma_r`, `remquo`), `nan`, and on Vulkan the integer saturating
//! `add_sat`/`sub_sat`, `ilogb`/`logb`, written with core instructions and GLSL.std.450;
//! `mad_sat` is in `math_exact`. `erf`/`erfc`/`tgamma`/`lgamma`/`lgamma_r` and the exact
//! `nextafter`, `maxmag`/`minmag`, `remainder`/`remquo` never get here on Vulkan: the math
//! library computes them in every mode (`crate::library`, `library/exact_bits.cl.inc`).

use super::{FunctionWriter, ModuleWriter, Val, R};
use crate::lower::Layout;
use oclvk_frontend::ir::{ExprId, Scalar, SimpleBuiltin, Type, TypeId};
use oclvk_frontend::source::Span;
use spirv::{GlslStd450Op as G, Op, OpenclStd100Op as C, Word};

impl ModuleWriter<'_> {
    /// `nan(code)`: a quiet NaN carrying `code` in its mantissa.
    pub fn nan(&mut self, code: Word, at: TypeId, ty: TypeId, span: Span) -> R<Word> {
        let t = self.ty(ty, Layout::Plain, span)?;
        if self.policy.opencl_std() {
            return self.ext_inst(t, C::nan as u32, &[code]);
        }
        let ct = self.ty(at, Layout::Plain, span)?;
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
        let quiet: u64 = match sc {
            Scalar::Half => 0x7e00,
            Scalar::Double => 0x7ff8_0000_0000_0000,
            _ => 0x7fc0_0000,
        };
        let q = self.const_splat_int(at, quiet, span)?;
        let bits = self.op(Op::BitwiseOr, ct, &[code, q])?;
        self.op(Op::Bitcast, t, &[bits])
    }

    /// Vulkan lowerings of value builtins that have no single instruction; `None` if `s` is not
    /// one of them.
    pub fn math_more(
        &mut self,
        s: SimpleBuiltin,
        a: &[Word],
        at: &[TypeId],
        ty: TypeId,
        span: Span,
    ) -> R<Option<Word>> {
        use SimpleBuiltin::*;
        let t = self.ty(ty, Layout::Plain, span)?;
        let sc = self.m.types.scalar_of(ty).unwrap_or(Scalar::Int);
        let lanes = self.m.types.lanes(ty).unwrap_or(1);
        let bt = self.bool_like(lanes);
        Ok(Some(match s {
            Nan => return self.nan(a[0], at[0], ty, span).map(Some),
            AddSat | SubSat if a.len() >= 2 => {
                let (x, y) = (a[0], a[1]);
                let add = s == AddSat;
                let r = self.op(if add { Op::IAdd } else { Op::ISub }, t, &[x, y])?;
                if !sc.is_signed() {
                    // Unsigned: wrapped iff the result is below x (add) or x < y (sub).
                    let wrapped = if add {
                        self.op(Op::ULessThan, bt, &[r, x])?
                    } else {
                        self.op(Op::ULessThan, bt, &[x, y])?
                    };
                    let limit = self.const_splat_int(ty, if add { u64::MAX } else { 0 }, span)?;
                    self.op(Op::Select, t, &[wrapped, limit, r])?
                } else {
                    // Signed: overflow iff the sign of the result is wrong.
                    let xr = self.op(Op::BitwiseXor, t, &[x, r])?;
                    let other = if add {
                        self.op(Op::BitwiseXor, t, &[y, r])?
                    } else {
                        self.op(Op::BitwiseXor, t, &[x, y])?
                    };
                    let both = self.op(Op::BitwiseAnd, t, &[xr, other])?;
                    let zero = self.const_splat_int(ty, 0, span)?;
                    let ovf = self.op(Op::SLessThan, bt, &[both, zero])?;
                    let neg = self.op(Op::SLessThan, bt, &[x, zero])?;
                    let bits = sc.bits();
                    let min = self.const_splat_int(ty, 1u64 << (bits - 1), span)?;
                    let max = self.const_splat_int(ty, (1u64 << (bits - 1)) - 1, span)?;
                    let lim = self.op(Op::Select, t, &[neg, min, max])?;
                    self.op(Op::Select, t, &[ovf, lim, r])?
                }
            }
            MadSat if a.len() >= 3 => self.mad_sat(a[0], a[1], a[2], ty, span)?,
            Ilogb | Logb => {
                let xt = self.ty(at[0], Layout::Plain, span)?;
                let it = match self.m.types.get(at[0]) {
                    Type::Vector { len, .. } => {
                        let i = self.int_ty(32);
                        self.vec_of(i, len as u32)
                    }
                    _ => self.int_ty(32),
                };
                let st = self.b.type_struct([xt, it]);
                let fr = self.ext_inst(st, G::FrexpStruct as u32, &[a[0]])?;
                let e = self.b.composite_extract(it, None, fr, [1])?;
                let one = match self.m.types.get(at[0]) {
                    Type::Vector { len, .. } => {
                        let c = self.const_u32(1);
                        self.const_composite(it, vec![c; len as usize])
                    }
                    _ => self.const_u32(1),
                };
                let e = self.op(Op::ISub, it, &[e, one])?;
                if s == Ilogb {
                    e
                } else {
                    self.op(Op::ConvertSToF, t, &[e])?
                }
            }
            _ => return Ok(None),
        }))
    }
}

impl FunctionWriter<'_, '_> {
    /// Builtins whose last argument is a pointer the result's second part is stored through.
    pub fn math_out(
        &mut self,
        s: SimpleBuiltin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        use SimpleBuiltin::*;
        let n = args.len();
        if n < 2 {
            return super::err(span, "internal: too few arguments");
        }
        let mut vals = Vec::new();
        for &a in &args[..n - 1] {
            vals.push(self.value(a)?);
        }
        let pe = args[n - 1];
        let pv = self.expr(pe)?;
        let pty = self.expr_ty(pe);
        let t = self.w.ty(ty, Layout::Plain, span)?;
        if self.w.policy.opencl_std() {
            let (p, _, _) = self.w.pointer_of(&pv, pty, span)?;
            let op = match s {
                Fract => C::fract,
                Modf => C::modf,
                Sincos => C::sincos,
                Frexp => C::frexp,
                LgammaR => C::lgamma_r,
                _ => C::remquo,
            };
            let mut ops = vals.clone();
            ops.push(p);
            return Ok(Val::Id(self.w.ext_inst(t, op as u32, &ops)?));
        }
        let x = vals[0];
        let (r, out) = match s {
            Fract => {
                let fl = self.w.ext_inst(t, G::Floor as u32, &[x])?;
                let d = self.w.op(Op::FSub, t, &[x, fl])?;
                let sc = self.w.m.types.scalar_of(ty).unwrap_or(Scalar::Float);
                let below_one = match sc {
                    Scalar::Half => 1.0 - 2f64.powi(-11),
                    Scalar::Double => 1.0 - 2f64.powi(-53),
                    _ => 1.0 - 2f64.powi(-24),
                };
                let c = self.w.const_splat_float(ty, below_one, span)?;
                (self.w.ext_inst(t, G::NMin as u32, &[d, c])?, fl)
            }
            Modf => {
                let tr = self.w.ext_inst(t, G::Trunc as u32, &[x])?;
                (self.w.op(Op::FSub, t, &[x, tr])?, tr)
            }
            Sincos => {
                let c = self.w.ext_inst(t, G::Cos as u32, &[x])?;
                (self.w.ext_inst(t, G::Sin as u32, &[x])?, c)
            }
            Frexp => {
                let (pointee, _) = self
                    .w
                    .m
                    .types
                    .pointee(pty)
                    .unwrap_or((ty, oclvk_frontend::ir::AddressSpace::Private));
                let it = self.w.ty(pointee, Layout::Plain, span)?;
                let st = self.w.b.type_struct([t, it]);
                let fr = self.w.ext_inst(st, G::FrexpStruct as u32, &[x])?;
                let m = self.w.b.composite_extract(t, None, fr, [0])?;
                let e = self.w.b.composite_extract(it, None, fr, [1])?;
                (m, e)
            }
            _ => return self.w.unsupported(s, span),
        };
        self.w.store(&pv, pty, out, span)?;
        Ok(Val::Id(r))
    }
}
