//! The generator's third slice: exact floating point (scalars and vectors), unions read
//! through other members (type punning), nested structs, and record helpers that take a
//! struct by value and one by pointer (private, `local` slice or global slice) and return a
//! struct by value.
//!
//! It draws only from its own two streams (`Gen::third`, `Gen::third_extra`, swapped in by
//! [`Gen::with_third`]) and declares only variables of its own kinds, so the first and second
//! slices' draws, and with them their statements, are those they were.

use super::*;

/// Whether a scope has any of the third slice's variables (only then are its statements and
/// expressions drawn).
pub(super) fn has_third(s: &Scope) -> bool {
    !s.floats.is_empty() || !s.unions.is_empty() || !s.recs.is_empty()
}

const FLOAT_WIDTHS: [usize; 7] = [1, 1, 2, 3, 4, 8, 16];
/// Leaves a nested struct type may have (its C size stays within `RECORD_WORDS`).
const MAX_LEAVES: usize = 16;

impl Gen<'_> {
    /// Runs `f` drawing from the third slice's streams.
    pub(super) fn with_third<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.third);
        std::mem::swap(&mut self.extra, &mut self.third_extra);
        let was = std::mem::replace(&mut self.in_third, true);
        let r = f(self);
        self.in_third = was;
        std::mem::swap(&mut self.extra, &mut self.third_extra);
        std::mem::swap(&mut self.rng, &mut self.third);
        r
    }

    /// `space` for a nested struct of type `r`, or private memory where the flavour's targets
    /// refuse it: a global one is a view of `scratch` as a struct (a cast between pointee
    /// types), a local one needs every leaf in memory (`Gen::portable_space`).
    fn record_space(&self, space: Space, r: usize) -> Space {
        if self.flavour.portable() && space == Space::Global {
            return Space::Private;
        }
        self.portable_space(space, &leaf_types(&self.records, r))
    }

    /// The nested struct and union types.
    pub(super) fn third_types(&mut self) {
        for _ in 0..1 + self.rng.below(3) {
            let mut fields = Vec::new();
            let mut leaves = 0;
            for _ in 0..1 + self.rng.below(4) {
                let earlier = self.records.len();
                let f = match self.rng.below(6) {
                    0 | 1 => FieldTy::Int(self.field_ty()),
                    2 => FieldTy::IntArray(self.field_ty(), self.rng.pick(&[2usize, 4])),
                    3 | 4 if earlier > 0 => FieldTy::Rec(self.rng.below(earlier)),
                    5 if earlier > 0 => FieldTy::RecArray(self.rng.below(earlier), 2),
                    _ => FieldTy::Int(self.field_ty()),
                };
                let n = field_leaves(&self.records, f);
                if leaves + n <= MAX_LEAVES {
                    leaves += n;
                    if matches!(f, FieldTy::Rec(_) | FieldTy::RecArray(..)) {
                        self.count("nested struct field (struct or array of structs)");
                    }
                    fields.push(f);
                }
            }
            if fields.is_empty() {
                fields.push(FieldTy::Int(self.field_ty()));
            }
            self.records.push(fields);
            let r = self.records.len() - 1;
            assert!(record_size_align(&self.records, r).0 <= RECORD_WORDS * 8);
        }
        // naga has no unions.
        let unions = if self.flavour.portable() {
            0
        } else {
            self.rng.below(3)
        };
        for _ in 0..unions {
            let bytes = self.rng.pick(&[2usize, 4, 8]);
            let first = ALL_INT_TYPES
                .into_iter()
                .find(|t| !t.signed && t.bits as usize == bytes * 8)
                .expect("an unsigned type of every size");
            let mut members = vec![UnionMember {
                elem: first,
                count: 1,
                vector: false,
            }];
            for _ in 0..1 + self.rng.below(3) {
                let elem = loop {
                    let t = self.ty();
                    if t.bits as usize <= bytes * 8 {
                        break t;
                    }
                };
                let count = bytes * 8 / elem.bits as usize;
                members.push(UnionMember {
                    elem,
                    count,
                    vector: count > 1 && self.rng.chance(50),
                });
            }
            self.unions.push(members);
            self.count("union type (members of one size)");
        }
    }

    /// Helpers taking a nested struct by value and one by pointer, returning the first.
    pub(super) fn rec_helpers(&mut self) -> Vec<Function> {
        let mut out = Vec::new();
        for _ in 0..self.rng.below(3) {
            let by_value = self.rng.below(self.records.len());
            let pointee = self.rng.below(self.records.len());
            let space = match self.rng.below(3) {
                0 => Space::Local,
                1 => Space::Global,
                _ => Space::Private,
            };
            let space = self.record_space(space, pointee);
            self.count(match space {
                Space::Private => "struct helper (by value, pointer to private struct)",
                Space::Local => "struct helper (by value, pointer to local struct)",
                Space::Global => "struct helper (by value, pointer to global struct)",
            });
            let x = self.ty();
            let mut f = Function {
                scope: Scope {
                    scalars: vec![x],
                    counters: vec![false],
                    recs: vec![(by_value, Space::Private), (pointee, space)],
                    ..Default::default()
                },
                params: 1,
                scalar_init: Vec::new(),
                vec_init: Vec::new(),
                struct_init: Vec::new(),
                float_init: Vec::new(),
                union_init: Vec::new(),
                rec_init: Vec::new(),
                body: Vec::new(),
                ret: UINT,
                ret_expr: Expr::Gid,
            };
            let nlocals = self.rng.below(3);
            self.locals(&mut f, nlocals, false);
            let place = Place {
                depth: 0,
                in_loop: false,
                in_helper: true,
                top: false,
            };
            let mut s = std::mem::take(&mut f.scope);
            f.body = self.block(&mut s, place, 4);
            f.scope = s;
            self.rec_sigs.push((by_value, pointee, space));
            out.push(f);
        }
        out
    }

    /// The kernel's float, union and nested struct variables (every record helper finds its
    /// arguments among them).
    pub(super) fn third_locals(&mut self, f: &mut Function) {
        for _ in 0..self.rng.below(4) {
            let n = if self.flavour.portable() {
                self.rng.pick(&FLOAT_WIDTHS[..5])
            } else {
                self.rng.pick(&FLOAT_WIDTHS)
            };
            self.count(if n == 1 {
                "float variable"
            } else {
                "float vector variable"
            });
            f.scope.floats.push(n);
            let init = (0..n).map(|_| self.float_init(f.params)).collect();
            f.float_init.push(init);
        }
        if !self.unions.is_empty() {
            for _ in 0..self.rng.below(3) {
                let u = self.rng.below(self.unions.len());
                f.scope.unions.push(u);
                let e = self.init_expr(f.params, true);
                f.union_init.push(e);
                self.count("union variable");
            }
        }
        let mut wanted: Vec<(usize, Space)> = Vec::new();
        for &(by_value, pointee, space) in &self.rec_sigs.clone() {
            if !wanted.iter().any(|w| w.0 == by_value) {
                wanted.push((by_value, Space::Private));
            }
            if !wanted.contains(&(pointee, space)) {
                wanted.push((pointee, space));
            }
        }
        for _ in 0..self.rng.below(3) {
            let r = self.rng.below(self.records.len());
            let space =
                self.rng
                    .pick(&[Space::Private, Space::Private, Space::Local, Space::Global]);
            let space = self.record_space(space, r);
            wanted.push((r, space));
        }
        for (r, space) in wanted {
            f.scope.recs.push((r, space));
            self.count(match space {
                Space::Private => "nested struct variable (private)",
                Space::Local => "nested struct variable (a work-item's local slice)",
                Space::Global => "nested struct variable (a work-item's global slice)",
            });
            let init = (0..leaf_count(&self.records, r))
                .map(|_| self.init_expr(f.params, true))
                .collect();
            f.rec_init.push(init);
        }
    }

    fn float_init(&mut self, params: usize) -> FExpr {
        if self.rng.chance(30) {
            FExpr::Const(self.rng.below(17) as i32 - 8)
        } else {
            let round = self.rng.chance(50).then(|| self.rng.pick(&Round::ALL));
            FExpr::FromInt(round, Box::new(self.init_expr(params, true)))
        }
    }

    /// `e` combined with one of the third slice's integer-valued expressions.
    pub(super) fn third_combine(&mut self, s: &Scope, e: Expr, depth: u32) -> Expr {
        let t = self.third_expr(s, depth);
        let op = self
            .rng
            .pick(&[BinOp::Xor, BinOp::Add, BinOp::Ne, BinOp::Lt]);
        Expr::Binary(op, Box::new(e), Box::new(t))
    }

    /// An integer-valued expression reading the third slice's variables.
    fn third_expr(&mut self, s: &Scope, depth: u32) -> Expr {
        loop {
            match self.rng.below(5) {
                0 if !s.floats.is_empty() => {
                    let op = self.rng.pick(&[
                        BinOp::Lt,
                        BinOp::Le,
                        BinOp::Gt,
                        BinOp::Ge,
                        BinOp::Eq,
                        BinOp::Ne,
                    ]);
                    self.count("float comparison");
                    return Expr::FCmp(
                        op,
                        Box::new(self.fexpr(s, depth)),
                        Box::new(self.fexpr(s, depth)),
                    );
                }
                1 if !s.floats.is_empty() => {
                    let to = self.ty();
                    let sat = !(to.signed && to.bits >= 16) || self.rng.chance(50);
                    let round = self.rng.chance(60).then(|| self.rng.pick(&Round::ALL));
                    self.count(if round.is_some() {
                        "convert_T[_sat]_rtX (float to integer)"
                    } else {
                        "convert_T[_sat] (float to integer)"
                    });
                    return Expr::FToInt {
                        to,
                        sat,
                        round,
                        arg: Box::new(self.fexpr(s, depth)),
                    };
                }
                2 if !s.floats.is_empty() => {
                    self.count("as_uint(float)");
                    return Expr::AsUint(Box::new(self.fexpr(s, depth)));
                }
                3 if !s.unions.is_empty() => {
                    let u = self.rng.below(s.unions.len());
                    let (m, i, t) = self.union_elem(s.unions[u]);
                    self.count("union member read (type punning)");
                    return Expr::UnionRead(u, m, i, t);
                }
                4 if !s.recs.is_empty() => {
                    let v = self.rng.below(s.recs.len());
                    let (path, t) = self.leaf_path(s, s.recs[v].0);
                    self.count("nested struct field read");
                    return Expr::RecRead(v, path, t);
                }
                _ => {}
            }
        }
    }

    fn union_elem(&mut self, u: usize) -> (usize, usize, IntTy) {
        let m = self.rng.below(self.unions[u].len());
        let member = self.unions[u][m];
        (m, self.rng.below(member.count), member.elem)
    }

    fn index(&mut self, s: &Scope) -> Expr {
        self.leaf_index(s)
    }

    /// A path from struct type `r` to one of its integer leaves.
    fn leaf_path(&mut self, s: &Scope, r: usize) -> (Path, IntTy) {
        let mut path = Vec::new();
        let mut r = r;
        loop {
            let fi = self.rng.below(self.records[r].len());
            path.push(Step::Field(fi));
            match self.records[r][fi] {
                FieldTy::Int(t) => return (path, t),
                FieldTy::IntArray(t, _) => {
                    path.push(Step::Index(self.index(s)));
                    return (path, t);
                }
                FieldTy::Rec(q) => r = q,
                FieldTy::RecArray(q, _) => {
                    path.push(Step::Index(self.index(s)));
                    r = q;
                }
            }
        }
    }

    /// Paths from struct type `r` to every struct of type `want` inside it (itself included).
    fn rec_paths(&mut self, s: &Scope, r: usize, want: usize) -> Vec<Path> {
        let mut out = Vec::new();
        if r == want {
            out.push(Vec::new());
        }
        for fi in 0..self.records[r].len() {
            let (q, indexed) = match self.records[r][fi] {
                FieldTy::Rec(q) => (q, false),
                FieldTy::RecArray(q, _) => (q, true),
                _ => continue,
            };
            for rest in self.rec_paths(s, q, want) {
                let mut p = vec![Step::Field(fi)];
                if indexed {
                    p.push(Step::Index(self.index(s)));
                }
                p.extend(rest);
                out.push(p);
            }
        }
        out
    }

    /// One of the third slice's statements, if the scope allows one.
    pub(super) fn third_stmt(&mut self, s: &mut Scope, place: Place) -> Option<Stmt> {
        let vectors: Vec<usize> = (0..s.floats.len()).filter(|&v| s.floats[v] > 1).collect();
        for _ in 0..8 {
            match self.rng.below(7) {
                0 if !s.floats.is_empty() => {
                    let v = self.rng.below(s.floats.len());
                    let lane = self.rng.below(s.floats[v]);
                    self.count("float assignment (scalar or lane)");
                    return Some(Stmt::FAssign(v, lane, self.fexpr(s, 3)));
                }
                1 if !vectors.is_empty() => {
                    let v = self.rng.pick(&vectors);
                    let e = self.fvec_expr(s, s.floats[v], 2);
                    return Some(Stmt::FVecAssign(v, e));
                }
                2 if !s.unions.is_empty() => {
                    let u = self.rng.below(s.unions.len());
                    let (m, i, _) = self.union_elem(s.unions[u]);
                    self.count("union member write");
                    return Some(Stmt::Assign(Lvalue::UnionElem(u, m, i), self.expr(s, 2)));
                }
                3 if s.unions.len() > 1 => {
                    let (d, src) = (
                        self.rng.below(s.unions.len()),
                        self.rng.below(s.unions.len()),
                    );
                    if d != src && s.unions[d] == s.unions[src] {
                        self.count("union copy");
                        return Some(Stmt::UnionCopy(d, src));
                    }
                }
                4 if !s.recs.is_empty() => {
                    let v = self.rng.below(s.recs.len());
                    let (path, _) = self.leaf_path(s, s.recs[v].0);
                    self.count("nested struct field write");
                    return Some(Stmt::Assign(Lvalue::Rec(v, path), self.expr(s, 2)));
                }
                5 if !s.recs.is_empty() => {
                    let dst = self.rng.below(s.recs.len());
                    let targets = (0..self.records.len()).collect::<Vec<_>>();
                    let want = self.rng.pick(&targets);
                    let dst_paths = self.rec_paths(s, s.recs[dst].0, want);
                    let src = self.rng.below(s.recs.len());
                    let src_paths = self.rec_paths(s, s.recs[src].0, want);
                    if dst_paths.is_empty() || src_paths.is_empty() {
                        continue;
                    }
                    let dst_path = dst_paths[self.rng.below(dst_paths.len())].clone();
                    let src_path = src_paths[self.rng.below(src_paths.len())].clone();
                    self.count(if dst_path.is_empty() && src_path.is_empty() {
                        "struct copy (nested struct variables)"
                    } else {
                        "struct copy (a struct inside a struct)"
                    });
                    return Some(Stmt::RecCopy {
                        dst,
                        dst_path,
                        src,
                        src_path,
                    });
                }
                6 if !place.in_helper && !self.rec_sigs.is_empty() => {
                    let h = self.rng.below(self.rec_sigs.len());
                    let (by_value, pointee, space) = self.rec_sigs[h];
                    let of = |t: usize, any_space: bool| -> Vec<usize> {
                        (0..s.recs.len())
                            .filter(|&v| s.recs[v].0 == t && (any_space || s.recs[v].1 == space))
                            .collect()
                    };
                    let (values, targets) = (of(by_value, true), of(pointee, self.cl2));
                    if values.is_empty() || targets.is_empty() {
                        continue;
                    }
                    self.count("call struct helper");
                    return Some(Stmt::RecCall {
                        dst: self.rng.pick(&values),
                        helper: h,
                        arg: self.rng.pick(&values),
                        target: self.rng.pick(&targets),
                        x: self.expr(s, 2),
                    });
                }
                _ => {}
            }
        }
        None
    }

    fn fexpr(&mut self, s: &Scope, depth: u32) -> FExpr {
        if depth == 0 || self.rng.chance(30) {
            return match self.rng.below(5) {
                0..=2 if !s.floats.is_empty() => {
                    let v = self.rng.below(s.floats.len());
                    FExpr::Var(v, self.rng.below(s.floats[v]))
                }
                3 => FExpr::Const(self.rng.below(17) as i32 - 8),
                _ => {
                    let round = self.rng.chance(50).then(|| self.rng.pick(&Round::ALL));
                    self.count(if round.is_some() {
                        "convert_float_rtX (24-bit integer)"
                    } else {
                        "convert_float (24-bit integer)"
                    });
                    FExpr::FromInt(round, Box::new(self.expr(s, 1)))
                }
            };
        }
        let sub = |g: &mut Self| Box::new(g.fexpr(s, depth - 1));
        match self.rng.below(8) {
            0..=2 => {
                let op = self.rng.pick(&[BinOp::Add, BinOp::Sub, BinOp::Mul]);
                self.count("float + - * (exact, clamped with fmin/fmax)");
                FExpr::Arith(op, sub(self), sub(self))
            }
            3 => {
                self.count("float unary - / fabs / copysign");
                match self.rng.below(3) {
                    0 => FExpr::Neg(sub(self)),
                    1 => FExpr::Fabs(sub(self)),
                    _ => FExpr::Copysign(sub(self), self.nonzero_constant()),
                }
            }
            4 | 5 => {
                let f = self.rng.pick(&RoundFn::ALL);
                self.count("floor/ceil/trunc/rint/round of a half");
                FExpr::Round(f, sub(self))
            }
            6 => {
                let c = self.nonzero_constant();
                self.count("fmin/fmax");
                FExpr::MinMax(self.rng.chance(50), sub(self), c)
            }
            _ => {
                self.count("float ?:");
                let c = Box::new(self.expr(s, 1));
                FExpr::Select(c, sub(self), sub(self))
            }
        }
    }

    fn nonzero_constant(&mut self) -> i32 {
        (1 + self.rng.below(100) as i32) * if self.rng.chance(50) { 1 } else { -1 }
    }

    fn fvec_expr(&mut self, s: &Scope, n: usize, depth: u32) -> FVecExpr {
        let vectors: Vec<usize> = (0..s.floats.len()).filter(|&v| s.floats[v] > 1).collect();
        loop {
            match self.rng.below(7) {
                0 => {
                    self.count("float vector splat");
                    return FVecExpr::Splat(self.fexpr(s, 2));
                }
                1 => {
                    self.count("float vector literal");
                    return FVecExpr::Build((0..n).map(|_| self.fexpr(s, 1)).collect());
                }
                2 if depth > 0 => {
                    let op = self.rng.pick(&[BinOp::Add, BinOp::Sub, BinOp::Mul]);
                    self.count("float vector + - * (exact, clamped)");
                    return FVecExpr::Arith(
                        op,
                        Box::new(self.fvec_expr(s, n, depth - 1)),
                        Box::new(self.fvec_expr(s, n, depth - 1)),
                    );
                }
                3 if depth > 0 => {
                    let f = self.rng.pick(&RoundFn::ALL);
                    self.count("float vector floor/ceil/trunc/rint/round");
                    return FVecExpr::Round(f, Box::new(self.fvec_expr(s, n, depth - 1)));
                }
                4 if depth > 0 => {
                    self.count("float vector fabs");
                    return FVecExpr::Fabs(Box::new(self.fvec_expr(s, n, depth - 1)));
                }
                5 | 6 if !vectors.is_empty() => {
                    let v = self.rng.pick(&vectors);
                    if s.floats[v] == n && self.rng.chance(30) {
                        return FVecExpr::Var(v);
                    }
                    let m = s.floats[v];
                    self.count("float vector swizzle");
                    return FVecExpr::Swizzle(v, (0..n).map(|_| self.rng.below(m)).collect());
                }
                _ => {}
            }
        }
    }
}
