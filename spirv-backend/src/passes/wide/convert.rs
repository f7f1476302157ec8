//! Conversions of wide vectors: numeric and splat per part, `as_T` per part or through
//! 32-bit words.

use super::{Rewriter, Shared, PART, R};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{ConvertKind, ExprId, ExprKind, Lanes, Scalar, TypeId};
use oclvk_frontend::source::Span;

impl Rewriter<'_> {
    pub(super) fn convert(
        &mut self,
        kind: ConvertKind,
        operand: ExprId,
        ty: TypeId,
        span: Span,
    ) -> R<Vec<ExprId>> {
        let part_ty = self.part_ty(ty);
        let n = self.parts_of(ty);
        Ok(match kind {
            ConvertKind::Splat => {
                let v = self.sub(operand)?;
                let v = self.share(v);
                (0..n)
                    .map(|_| {
                        let operand = self.use_shared(v, span);
                        let k = ExprKind::Convert { kind, operand };
                        self.add(k, part_ty, span)
                    })
                    .collect()
            }
            ConvertKind::Numeric { .. } => self
                .parts(operand)?
                .into_iter()
                .map(|operand| self.add(ExprKind::Convert { kind, operand }, part_ty, span))
                .collect(),
            ConvertKind::Bitcast => {
                let source = if self.wide(self.src.expr(operand).ty) {
                    self.parts(operand)?
                } else {
                    vec![self.sub(operand)?]
                };
                self.bitcast(source, ty, span)?
            }
            _ => {
                return Err(Diagnostic::error(
                    span,
                    "internal error: a pointer conversion to a wide vector",
                ))
            }
        })
    }

    /// The bits of `source` (parts, or one narrow value) as `ty` (parts if wide, else one
    /// value): part by part where the parts are the same size, else regrouped through
    /// 32-bit words.
    pub(super) fn bitcast(
        &mut self,
        source: Vec<ExprId>,
        ty: TypeId,
        span: Span,
    ) -> R<Vec<ExprId>> {
        let (ds, dlanes) = self.shape(ty);
        let dest_wide = self.wide(ty);
        let dest_unit = if dest_wide {
            PART as u32
        } else {
            dlanes as u32
        } * ds.size();
        let src_ty = self.out.expr(source[0]).ty;
        let (ss, slanes) = self.shape(src_ty);
        let src_unit = slanes as u32 * ss.size();
        // Regrouped through words, both sides must hold as many (a 3-lane vector's padding is
        // no lanes' bits).
        let dest_bytes = dlanes as u32 * ds.size();
        if src_unit * source.len() as u32 != dest_bytes {
            return Err(Diagnostic::error(
                span,
                format!(
                    "reinterpreting a value of {} bytes as '{}' of {dest_bytes} bytes is not \
                     supported on the {} target",
                    src_unit * source.len() as u32,
                    self.types.display(ty),
                    self.target
                ),
            ));
        }
        let (out_ty, out_n) = if dest_wide {
            (self.part_ty(ty), self.parts_of(ty))
        } else {
            (ty, 1)
        };
        if src_unit == dest_unit && source.len() == out_n {
            return Ok(source
                .into_iter()
                .map(|operand| {
                    let k = ExprKind::Convert {
                        kind: ConvertKind::Bitcast,
                        operand,
                    };
                    self.add(k, out_ty, span)
                })
                .collect());
        }
        // Every source part as 32-bit words, in chunks of at most 16 bytes.
        let mut words: Vec<Shared> = Vec::new();
        let mut picks = Vec::new();
        for p in source {
            let p = self.share(p);
            let lanes_per_chunk = (16 / ss.size()).min(slanes as u32) as u8;
            for start in (0..slanes).step_by(lanes_per_chunk as usize) {
                let chunk = if lanes_per_chunk == slanes {
                    self.use_shared(p, span)
                } else {
                    let v = self.use_shared(p, span);
                    let lanes: Vec<u8> = (start..start + lanes_per_chunk).collect();
                    let cty = self.lanes_ty(ss, lanes.len());
                    let lanes = Lanes::new(&lanes).expect("lanes of a part");
                    self.add(ExprKind::Swizzle { vector: v, lanes }, cty, span)
                };
                let nwords = (lanes_per_chunk as u32 * ss.size() / 4) as usize;
                let wty = self.lanes_ty(Scalar::Uint, nwords);
                let w = self.add(
                    ExprKind::Convert {
                        kind: ConvertKind::Bitcast,
                        operand: chunk,
                    },
                    wty,
                    span,
                );
                let w = self.share(w);
                let idx = words.len();
                words.push(w);
                picks.extend((0..nwords as u8).map(|l| (idx, l)));
            }
        }
        // Each destination unit from its words (a 32-byte unit from two 16-byte halves).
        let dest_units = if dest_wide { self.parts_of(ty) } else { 1 };
        let unit_lanes = if dest_wide {
            PART as usize
        } else {
            dlanes as usize
        };
        let mut next = 0;
        Ok((0..dest_units)
            .map(|_| {
                let halves = if dest_unit > 16 { 2 } else { 1 };
                let half_lanes = unit_lanes / halves;
                let half_words = (dest_unit as usize / halves) / 4;
                let items: Vec<ExprId> = (0..halves)
                    .map(|_| {
                        let ws = &picks[next..next + half_words];
                        next += half_words;
                        let w = self.gather(&words, ws, Scalar::Uint, span);
                        let hty = self.lanes_ty(ds, half_lanes);
                        let k = ExprKind::Convert {
                            kind: ConvertKind::Bitcast,
                            operand: w,
                        };
                        self.add(k, hty, span)
                    })
                    .collect();
                let uty = self.lanes_ty(ds, unit_lanes);
                if items.len() == 1 {
                    items[0]
                } else {
                    let list = self.out.add_list(items);
                    self.add(ExprKind::VectorLiteral(list), uty, span)
                }
            })
            .collect())
    }
}
