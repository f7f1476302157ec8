//! Builtins of wide vectors: lane-wise per part, `vload`/`vstore` and their `half` forms four
//! lanes at a time, `any`/`all`, `shuffle`/`shuffle2`, printf.

use super::{Binding, Rewriter, Shared, PART, R};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, BinaryOp, Builtin, ExprId, ExprKind, Literal, Scalar, SimpleBuiltin, Type, TypeId,
};
use oclvk_frontend::source::Span;

impl Rewriter<'_> {
    /// An argument of a builtin applied per part: the part of a wide value, a pointer to the
    /// part of a wide vector, or the same narrow value for every part.
    fn per_part_args(&mut self, args: ir::ExprList) -> R<Vec<ArgParts>> {
        let items: Vec<ExprId> = self.src.list(args).to_vec();
        let mut out = Vec::new();
        for a in items {
            let ty = self.src.expr(a).ty;
            if self.wide(ty) {
                out.push(ArgParts::Parts(self.parts(a)?));
                continue;
            }
            let pointee = self.types.pointee(ty).map(|p| p.0);
            let v = self.sub(a)?;
            let v = self.share(v);
            if pointee.is_some_and(|p| self.wide(p)) {
                out.push(ArgParts::Pointer(v));
            } else {
                out.push(ArgParts::Same(v));
            }
        }
        Ok(out)
    }

    fn args_for_part(&mut self, args: &mut [ArgParts], i: usize, span: Span) -> ir::ExprList {
        let items: Vec<ExprId> = args
            .iter_mut()
            .map(|a| match a {
                ArgParts::Parts(ps) => ps[i],
                ArgParts::Pointer(p) => self.part_ptr_at(*p, i, span),
                ArgParts::Same(v) => self.use_shared(*v, span),
            })
            .collect();
        self.out.add_list(items)
    }

    /// `offset * k + i`, in the offset's type.
    fn scaled_offset(&mut self, offset: Shared, k: usize, i: usize, span: Span) -> ExprId {
        let ty = offset.ty;
        let o = self.use_shared(offset, span);
        let kk = self.int_literal(ty, k as u64, span);
        let scaled = self.binary(BinaryOp::Mul, o, kk, ty, span);
        let ii = self.int_literal(ty, i as u64, span);
        self.binary(BinaryOp::Add, scaled, ii, ty, span)
    }

    pub(super) fn wide_builtin(
        &mut self,
        builtin: Builtin,
        args: ir::ExprList,
        ty: TypeId,
        span: Span,
    ) -> R<Vec<ExprId>> {
        let part_ty = self.part_ty(ty);
        let n = self.parts_of(ty);
        match builtin {
            Builtin::Vload(_) | Builtin::VloadHalf { .. } => {
                let items: Vec<ExprId> = self.src.list(args).to_vec();
                let offset = self.sub(items[0])?;
                let offset = self.share(offset);
                let ptr = self.sub(items[1])?;
                let ptr = self.share(ptr);
                let part_builtin = match builtin {
                    Builtin::VloadHalf { aligned, .. } => Builtin::VloadHalf {
                        width: PART,
                        aligned,
                    },
                    _ => Builtin::Vload(PART),
                };
                Ok((0..n)
                    .map(|i| {
                        let o = self.scaled_offset(offset, n, i, span);
                        let p = self.use_shared(ptr, span);
                        let args = self.out.add_list([o, p]);
                        let k = ExprKind::Builtin {
                            builtin: part_builtin,
                            args,
                        };
                        self.add(k, part_ty, span)
                    })
                    .collect())
            }
            Builtin::Simple(SimpleBuiltin::Shuffle | SimpleBuiltin::Shuffle2) => {
                self.shuffle(args, ty, span)
            }
            _ => {
                let mut parts = self.per_part_args(args)?;
                Ok((0..n)
                    .map(|i| {
                        let args = self.args_for_part(&mut parts, i, span);
                        self.add(ExprKind::Builtin { builtin, args }, part_ty, span)
                    })
                    .collect())
            }
        }
    }

    /// A builtin whose result is not wide but which takes wide arguments; `None` for the rest.
    pub(super) fn narrow_builtin(
        &mut self,
        builtin: Builtin,
        args: ir::ExprList,
        ty: TypeId,
        span: Span,
    ) -> R<Option<ExprId>> {
        let items: Vec<ExprId> = self.src.list(args).to_vec();
        let any_wide = items.iter().any(|&a| self.wide(self.src.expr(a).ty));
        if !any_wide {
            return Ok(None);
        }
        match builtin {
            Builtin::Vstore(_) | Builtin::VstoreHalf { .. } => {
                let data = self.parts(items[0])?;
                let n = data.len();
                let offset = self.sub(items[1])?;
                let offset = self.share(offset);
                let ptr = self.sub(items[2])?;
                let ptr = self.share(ptr);
                let part_builtin = match builtin {
                    Builtin::VstoreHalf {
                        aligned, rounding, ..
                    } => Builtin::VstoreHalf {
                        width: PART,
                        aligned,
                        rounding,
                    },
                    _ => Builtin::Vstore(PART),
                };
                let mut stores = Vec::new();
                for (i, d) in data.into_iter().enumerate() {
                    let o = self.scaled_offset(offset, n, i, span);
                    let p = self.use_shared(ptr, span);
                    let args = self.out.add_list([d, o, p]);
                    let k = ExprKind::Builtin {
                        builtin: part_builtin,
                        args,
                    };
                    stores.push(self.add(k, ty, span));
                }
                let last = stores.pop().expect("parts");
                for s in stores {
                    self.scope.push(Binding::Effect(s));
                }
                Ok(Some(last))
            }
            Builtin::Simple(b @ (SimpleBuiltin::Any | SimpleBuiltin::All)) => {
                let parts = self.parts(items[0])?;
                let op = if b == SimpleBuiltin::Any {
                    BinaryOp::BitOr
                } else {
                    BinaryOp::BitAnd
                };
                let mut acc: Option<ExprId> = None;
                for p in parts {
                    let args = self.out.add_list([p]);
                    let r = self.add(ExprKind::Builtin { builtin, args }, ty, span);
                    acc = Some(match acc {
                        None => r,
                        Some(a) => self.binary(op, a, r, ty, span),
                    });
                }
                Ok(acc)
            }
            Builtin::Simple(SimpleBuiltin::Shuffle | SimpleBuiltin::Shuffle2) => {
                let parts = self.shuffle(args, ty, span)?;
                Ok(parts.into_iter().next())
            }
            Builtin::Simple(SimpleBuiltin::Printf) => self.printf(builtin, &items, ty, span).map(Some),
            _ => Err(Diagnostic::error(
                span,
                format!(
                    "'{builtin}' of vectors of 8 or 16 elements is not supported on the {} target yet",
                    self.target
                ),
            )),
        }
    }

    /// `shuffle(x, mask)` / `shuffle2(x, y, mask)`: each result lane picked at run time from
    /// the sources' parts by its mask lane (taken modulo the sources' lanes, as OpenCL says).
    pub(super) fn shuffle(&mut self, args: ir::ExprList, ty: TypeId, span: Span) -> R<Vec<ExprId>> {
        let items: Vec<ExprId> = self.src.list(args).to_vec();
        let (mask, inputs) = items.split_last().expect("a mask");
        let mut sources: Vec<Vec<Shared>> = Vec::new();
        let mut src_lanes = 0u64;
        for &x in inputs {
            let xty = self.src.expr(x).ty;
            src_lanes = u64::from(self.shape(xty).1);
            let parts = if self.wide(xty) {
                self.parts(x)?
            } else {
                vec![self.sub(x)?]
            };
            sources.push(parts.into_iter().map(|p| self.share(p)).collect());
        }
        let mty = self.src.expr(*mask).ty;
        let (ms, mlanes) = self.shape(mty);
        let mask_parts = if self.wide(mty) {
            self.parts(*mask)?
        } else {
            vec![self.sub(*mask)?]
        };
        let (msources, mpicks) = self.lanes_of(mask_parts);
        let (s, _) = self.shape(ty);
        let scalar_ty = self.types.scalar(s);
        let mscalar = self.types.scalar(ms);
        let bool_ty = self.types.scalar(Scalar::Bool);
        let mut lanes = Vec::new();
        for &(src, lane) in mpicks.iter().take(mlanes as usize) {
            let m = self.gather(&msources, &[(src, lane)], ms, span);
            let limit = self.int_literal(mscalar, src_lanes * inputs.len() as u64 - 1, span);
            let idx = self.binary(BinaryOp::BitAnd, m, limit, mscalar, span);
            let idx = self.share(idx);
            let value = if inputs.len() == 2 {
                let from_x = self.lane_at(&sources[0], idx, src_lanes, scalar_ty, span);
                let from_y = self.lane_at(&sources[1], idx, src_lanes, scalar_ty, span);
                let a = self.use_shared(idx, span);
                let bound = self.int_literal(mscalar, src_lanes, span);
                let cond = self.binary(BinaryOp::Lt, a, bound, bool_ty, span);
                let x = self.share(from_x);
                let y = self.share(from_y);
                let then = self.use_shared(x, span);
                let otherwise = self.use_shared(y, span);
                let sel = ExprKind::Select {
                    cond,
                    then,
                    otherwise,
                };
                self.add(sel, scalar_ty, span)
            } else {
                self.lane_at(&sources[0], idx, src_lanes, scalar_ty, span)
            };
            let v = self.share(value);
            lanes.push(v);
        }
        let picks: Vec<(usize, u8)> = (0..lanes.len()).map(|i| (i, 0)).collect();
        if self.wide(ty) {
            Ok(self.regroup(&lanes, &picks, s, span))
        } else {
            Ok(vec![self.gather(&lanes, &picks, s, span)])
        }
    }

    /// Lane `idx % lanes` of a source given as parts (or one narrow vector).
    fn lane_at(
        &mut self,
        parts: &[Shared],
        idx: Shared,
        lanes: u64,
        ty: TypeId,
        span: Span,
    ) -> ExprId {
        let a = self.use_shared(idx, span);
        let mask = self.int_literal(idx.ty, lanes - 1, span);
        let i = self.binary(BinaryOp::BitAnd, a, mask, idx.ty, span);
        let i = self.share(i);
        self.pick_lane(parts, i, ty, span)
    }
}

impl Rewriter<'_> {
    /// A printf call with wide vector arguments: each passed as its parts, its conversion
    /// (`%v8f`) as one per part joined by commas (`%v4f,%v4f`), which prints the same text, in
    /// a format of its own.
    pub(super) fn printf(
        &mut self,
        builtin: Builtin,
        items: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<ExprId> {
        let target = self.target;
        let refused = || {
            Diagnostic::error(
                span,
                format!(
                    "a printf of a vector of 8 or 16 elements whose format is not a string \
                     literal with one conversion per argument is not supported on the {} target",
                    target
                ),
            )
        };
        let format = items
            .first()
            .map(|&f| *self.src.expr(f))
            .ok_or_else(refused)?;
        let ExprKind::ElementPtr { base, index } = format.kind else {
            return Err(refused());
        };
        let (ExprKind::GlobalAddr(g), ExprKind::Literal(Literal::Int(0))) =
            (self.src.expr(base).kind, self.src.expr(index).kind)
        else {
            return Err(refused());
        };
        let text: Vec<u8> = self.globals[g]
            .init
            .clone()
            .unwrap_or_default()
            .into_iter()
            .take_while(|&b| b != 0)
            .collect();
        let specs = conversions(&text);
        if specs.len() != items.len() - 1 {
            return Err(refused());
        }
        let mut new_text = Vec::new();
        let mut args = Vec::new();
        let mut at = 0;
        for (&(start, end), &arg) in specs.iter().zip(&items[1..]) {
            new_text.extend_from_slice(&text[at..start]);
            at = end;
            let spec = &text[start..end];
            let aty = self.src.expr(arg).ty;
            if !self.wide(aty) {
                new_text.extend_from_slice(spec);
                args.push(self.sub(arg)?);
                continue;
            }
            let (_, lanes) = self.shape(aty);
            let digits = lanes.to_string();
            let v = spec
                .windows(digits.len() + 1)
                .position(|w| w[0] == b'v' && &w[1..] == digits.as_bytes())
                .ok_or_else(refused)?;
            let mut part_spec = spec[..v].to_vec();
            part_spec.extend_from_slice(b"v4");
            part_spec.extend_from_slice(&spec[v + 1 + digits.len()..]);
            let parts = self.parts(arg)?;
            for (i, p) in parts.into_iter().enumerate() {
                if i > 0 {
                    new_text.push(b',');
                }
                new_text.extend_from_slice(&part_spec);
                args.push(p);
            }
        }
        new_text.extend_from_slice(&text[at..]);
        let bytes = new_text.len() as u64 + 1;
        let old = &self.globals[g];
        let char_ty = match self.types.get(old.ty) {
            Type::Array { elem, .. } => elem,
            _ => return Err(refused()),
        };
        let global = ir::Global {
            name: format!("{}.parts", old.name),
            ty: self.types.intern(Type::Array {
                elem: char_ty,
                len: bytes,
            }),
            space: old.space,
            init: Some(new_text),
            owner: None,
            relocations: Vec::new(),
            span: old.span,
        };
        let space = global.space;
        let new_g = self.globals.push(global);
        let gty = self.globals[new_g].ty;
        let gptr = self.types.pointer(gty, space);
        let base = self.add(ExprKind::GlobalAddr(new_g), gptr, span);
        let int = self.types.scalar(Scalar::Int);
        let index = self.int_literal(int, 0, span);
        let fty = self.map.repr(self.types, format.ty);
        let format = self.add(ExprKind::ElementPtr { base, index }, fty, span);
        args.insert(0, format);
        let args = self.out.add_list(args);
        Ok(self.add(ExprKind::Builtin { builtin, args }, ty, span))
    }
}

/// The byte ranges of a printf format's conversions (`%%` is none).
fn conversions(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i] != b'%' {
            i += 1;
            continue;
        }
        if text.get(i + 1) == Some(&b'%') {
            i += 2;
            continue;
        }
        let start = i;
        i += 1;
        while i < text.len() && !b"diouxXfFeEgGaAcsp".contains(&text[i]) {
            i += 1;
        }
        out.push((start, (i + 1).min(text.len())));
        i += 1;
    }
    out
}

/// A builtin's argument, per part.
enum ArgParts {
    Parts(Vec<ExprId>),
    Pointer(Shared),
    Same(Shared),
}
