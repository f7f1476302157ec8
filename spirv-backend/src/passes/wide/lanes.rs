//! Lanes gathered from parts: swizzles, lane stores, lanes at run-time indices.

use super::{Binding, Rewriter, Shared, PART, R};
use oclvk_frontend::ir::{BinaryOp, ExprId, ExprKind, Lanes, Literal, Scalar, TypeId};
use oclvk_frontend::source::Span;

impl Rewriter<'_> {
    /// Lanes `picks` (source, lane) of `sources` (scalars or vectors of `s`) as one value.
    pub(super) fn gather(
        &mut self,
        sources: &[Shared],
        picks: &[(usize, u8)],
        s: Scalar,
        span: Span,
    ) -> ExprId {
        let mut runs: Vec<(usize, Vec<u8>)> = Vec::new();
        for &(src, lane) in picks {
            match runs.last_mut() {
                Some((last, lanes)) if *last == src && lanes.len() < 4 => lanes.push(lane),
                _ => runs.push((src, vec![lane])),
            }
        }
        let mut items = Vec::new();
        for (src, lanes) in runs {
            let source = sources[src];
            let src_lanes = self.types.lanes(source.ty).unwrap_or(1) as usize;
            let whole =
                lanes.len() == src_lanes && lanes.iter().enumerate().all(|(i, &l)| l as usize == i);
            let v = self.use_shared(source, span);
            if whole || src_lanes == 1 {
                items.push(v);
                continue;
            }
            let ty = self.lanes_ty(s, lanes.len());
            let lanes = Lanes::new(&lanes).expect("at most 4 lanes below 16");
            items.push(self.add(ExprKind::Swizzle { vector: v, lanes }, ty, span));
        }
        if items.len() == 1 {
            return items[0];
        }
        let ty = self.lanes_ty(s, picks.len());
        let list = self.out.add_list(items);
        self.add(ExprKind::VectorLiteral(list), ty, span)
    }

    /// Sources and the lane picks of every lane of a value of `n` lanes given as parts.
    pub(super) fn lanes_of(&mut self, parts: Vec<ExprId>) -> (Vec<Shared>, Vec<(usize, u8)>) {
        let mut sources = Vec::new();
        let mut picks = Vec::new();
        for (i, p) in parts.into_iter().enumerate() {
            let n = self.types.lanes(self.out.expr(p).ty).unwrap_or(1);
            sources.push(self.share(p));
            picks.extend((0..n).map(|l| (i, l)));
        }
        (sources, picks)
    }

    /// Splits lane picks into parts of four lanes each.
    pub(super) fn regroup(
        &mut self,
        sources: &[Shared],
        picks: &[(usize, u8)],
        s: Scalar,
        span: Span,
    ) -> Vec<ExprId> {
        picks
            .chunks(PART as usize)
            .map(|chunk| self.gather(sources, chunk, s, span))
            .collect()
    }

    /// `lanes` of the wide vector `ptr` points to set to `value`; the value's parts (or the
    /// value alone when it is not wide).
    pub(super) fn store_lanes(
        &mut self,
        ptr: ExprId,
        lanes: Lanes,
        value: ExprId,
        span: Span,
    ) -> R<Vec<ExprId>> {
        let ptr = self.sub(ptr)?;
        let ptr = self.share(ptr);
        let vty = self.src.expr(value).ty;
        let (s, _) = self.shape(vty);
        let value_parts = if self.wide(vty) {
            self.parts(value)?
        } else {
            vec![self.sub(value)?]
        };
        let (sources, all) = self.lanes_of(value_parts);
        for part in 0..(Lanes::MAX / PART as usize) {
            let mut dest = Vec::new();
            let mut picks = Vec::new();
            for (j, lane) in lanes.iter().enumerate() {
                if lane as usize / PART as usize == part {
                    dest.push(lane % PART);
                    picks.push(all[j]);
                }
            }
            if dest.is_empty() {
                continue;
            }
            let v = self.gather(&sources, &picks, s, span);
            let p = self.part_ptr_at(ptr, part, span);
            let ty = self.out.expr(v).ty;
            let lanes = Lanes::new(&dest).expect("lanes of a part");
            let store = ExprKind::StoreLanes {
                ptr: p,
                lanes,
                value: v,
            };
            let store = self.add(store, ty, span);
            self.scope.push(Binding::Effect(store));
        }
        let n = sources.len();
        Ok((0..n).map(|i| self.use_shared(sources[i], span)).collect())
    }

    /// A pointer to lane `index` of the wide vector `base` points to.
    pub(super) fn lane_ptr(
        &mut self,
        base: ExprId,
        index: ExprId,
        ty: TypeId,
        span: Span,
    ) -> R<ExprId> {
        let base = self.sub(base)?;
        let base = self.share(base);
        let index_ty = self.src.expr(index).ty;
        let (part, lane) = match self.src.expr(index).kind {
            ExprKind::Literal(Literal::Int(i)) => (
                self.int_literal(index_ty, i / PART as u64, span),
                self.int_literal(index_ty, i % PART as u64, span),
            ),
            _ => {
                let i = self.sub(index)?;
                let i = self.share(i);
                let a = self.use_shared(i, span);
                let two = self.int_literal(index_ty, 2, span);
                let part = self.binary(BinaryOp::Shr, a, two, index_ty, span);
                let b = self.use_shared(i, span);
                let three = self.int_literal(index_ty, 3, span);
                let lane = self.binary(BinaryOp::BitAnd, b, three, index_ty, span);
                (part, lane)
            }
        };
        let p = self.part_ptr(base, part, span);
        Ok(self.add(
            ExprKind::ElementPtr {
                base: p,
                index: lane,
            },
            ty,
            span,
        ))
    }

    /// Lane `index` (a run-time value) of the vector whose parts are `sources`: a select among
    /// the parts, then the lane of the part.
    pub(super) fn pick_lane(
        &mut self,
        sources: &[Shared],
        index: Shared,
        ty: TypeId,
        span: Span,
    ) -> ExprId {
        let index_ty = index.ty;
        let bool_ty = self.types.scalar(Scalar::Bool);
        let part_ty = sources[0].ty;
        let mut chosen = self.use_shared(sources[sources.len() - 1], span);
        for i in (0..sources.len() - 1).rev() {
            let a = self.use_shared(index, span);
            let bound = self.int_literal(index_ty, (i as u64 + 1) * PART as u64, span);
            let cond = self.binary(BinaryOp::Lt, a, bound, bool_ty, span);
            let then = self.use_shared(sources[i], span);
            let sel = ExprKind::Select {
                cond,
                then,
                otherwise: chosen,
            };
            let sel = self.add(sel, part_ty, span);
            // Arms that are values already: a select, no branch.
            let shared = self.share(sel);
            chosen = self.use_shared(shared, span);
        }
        if sources.len() == 1 {
            let v = self.use_shared(index, span);
            return self.add(
                ExprKind::ExtractLane {
                    vector: chosen,
                    index: v,
                },
                ty,
                span,
            );
        }
        let a = self.use_shared(index, span);
        let three = self.int_literal(index_ty, 3, span);
        let lane = self.binary(BinaryOp::BitAnd, a, three, index_ty, span);
        self.add(
            ExprKind::ExtractLane {
                vector: chosen,
                index: lane,
            },
            ty,
            span,
        )
    }
}
