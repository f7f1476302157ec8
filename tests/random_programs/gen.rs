//! The random program generator: builds a [`Program`] tree from a seed, counting the constructs
//! it emits (the coverage each run prints).
//!
//! The constructs added after the first slice (conversions, atomics, arrays in `local` and
//! global memory, packed structs, OpenCL C 2.0 generic pointers) draw from a second random
//! stream, and never declare variables, so every older construct of a seed is generated as it
//! was: seeds keep their programs' core, and the known-driver-bug list stays meaningful.

use super::tree::*;
use std::collections::{BTreeMap, HashMap};

#[path = "gen3.rs"]
mod third;

/// splitmix64: small, seedable, and the same everywhere.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

/// How often each construct was emitted.
pub type Coverage = BTreeMap<&'static str, u64>;

const VEC_WIDTHS: [usize; 5] = [2, 3, 4, 8, 16];

struct Gen<'a> {
    rng: Rng,
    /// The second stream (see the module comment).
    extra: Rng,
    /// Whether the later constructs are generated at all (off: the first slice's programs).
    extensions: bool,
    /// Which slices' constructs are generated (1, 2 or 3).
    slice: u8,
    /// Which constructs the targets take (only `Flavour::Full` draws as the runs of the
    /// default target always did).
    flavour: Flavour,
    /// The third slice's streams (see `gen3.rs`), and whether they are the current ones.
    third: Rng,
    third_extra: Rng,
    in_third: bool,
    cl2: bool,
    records: Vec<Vec<FieldTy>>,
    unions: Vec<Vec<UnionMember>>,
    /// (by-value struct type, pointed-to struct type, pointer's space) of each record helper.
    rec_sigs: Vec<(usize, usize, Space)>,
    /// The space of the arrays of each element type and length (helpers' pointer parameters and
    /// the kernel's arrays they are given agree).
    spaces: HashMap<(IntTy, usize), Space>,
    local_counters: Vec<Counter>,
    global_counters: Vec<Counter>,
    cov: &'a mut Coverage,
    structs: Vec<Vec<IntTy>>,
    /// (array element type and length) of each helper's pointer parameter, its scalar
    /// parameter types.
    helper_sigs: Vec<((IntTy, usize), Vec<IntTy>)>,
}

/// Where a statement is being generated.
#[derive(Clone, Copy)]
struct Place {
    depth: u32,
    in_loop: bool,
    in_helper: bool,
    top: bool,
}

impl Gen<'_> {
    fn count(&mut self, what: &'static str) {
        *self.cov.entry(what).or_insert(0) += 1;
    }

    /// Runs `f` drawing from the second stream.
    fn with_extra<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.extra);
        let r = f(self);
        std::mem::swap(&mut self.rng, &mut self.extra);
        r
    }

    fn space_of(&mut self, array: (IntTy, usize)) -> Space {
        if let Some(&space) = self.spaces.get(&array) {
            return space;
        }
        if !self.extensions {
            return Space::Private;
        }
        let space = match self.extra.below(4) {
            0 => Space::Local,
            1 => Space::Global,
            _ => Space::Private,
        };
        let space = self.portable_space(space, &[array.0]);
        self.spaces.insert(array, space);
        space
    }

    /// `space` for memory of elements of `types`, or private memory where the flavour's
    /// targets refuse that memory: 8- and 16-bit elements in `local` or global memory (and
    /// 64-bit ones without 64-bit integers), and a global view of `scratch` (`ulong`) as
    /// another type, a cast between pointee types.
    fn portable_space(&self, space: Space, types: &[IntTy]) -> Space {
        let wide = |t: &IntTy| t.bits >= 32 && !(self.flavour.narrow() && t.bits > 32);
        let fits = match space {
            Space::Private => true,
            Space::Local => types.iter().all(wide),
            Space::Global => {
                !self.flavour.narrow() && types.iter().all(|t| t.bits == 64 && !t.signed)
            }
        };
        if !self.flavour.portable() || fits {
            space
        } else {
            Space::Private
        }
    }

    /// `convert_T[_sat][_rtX](e)` of a random integer type.
    fn convert(&mut self, s: &Scope, depth: u32) -> Expr {
        let to = self.ty();
        let sat = self.rng.chance(50);
        let round = self.rng.chance(40).then(|| self.rng.pick(&Round::ALL));
        self.count(if sat { "convert_T_sat" } else { "convert_T" });
        if round.is_some() {
            self.count("convert_T_rtX (integer)");
        }
        Expr::Convert {
            to,
            sat,
            round,
            arg: Box::new(self.expr(s, depth - 1)),
        }
    }

    /// An atomic on a local counter (at the kernel's top level) or a global one.
    fn atomic(&mut self, s: &Scope, place: Place) -> Stmt {
        let counter = Counter {
            op: self.rng.pick(&AtomicOp::ALL),
            ty: self.rng.pick(&[INT, UINT]),
            init: 0,
        };
        let counter = Counter {
            init: counter.ty.wrap(match self.rng.below(3) {
                0 => 0,
                1 => self.rng.below(100) as i128,
                _ => self.rng.next() as i128,
            }),
            ..counter
        };
        let value = self.expr(s, 2);
        if place.top && (self.flavour.portable() || self.rng.chance(50)) {
            let writable: Vec<usize> = (0..s.scalars.len()).filter(|&v| !s.counters[v]).collect();
            let dst = self.rng.pick(&writable);
            self.local_counters.push(counter);
            self.count("atomic on a local counter (barriers)");
            Stmt::LocalAtomic {
                counter: self.local_counters.len() - 1,
                value,
                dst,
            }
        } else {
            self.global_counters.push(counter);
            self.count("atomic on a global counter");
            Stmt::GlobalAtomic {
                counter: self.global_counters.len() - 1,
                value,
            }
        }
    }

    fn ty(&mut self) -> IntTy {
        if self.flavour.narrow() {
            self.rng.pick(&ALL_INT_TYPES[..6])
        } else {
            self.rng.pick(&ALL_INT_TYPES)
        }
    }

    /// A struct field's type: the portable targets keep OpenCL's layout of a struct, which
    /// their 32-bit registers of 8- and 16-bit integers do not match.
    fn field_ty(&mut self) -> IntTy {
        loop {
            let t = self.ty();
            if !self.flavour.portable() || t.bits >= 32 {
                return t;
            }
        }
    }

    /// A vector width: naga's vectors have at most 4 lanes.
    fn vec_width(&mut self) -> usize {
        if self.flavour.portable() {
            self.rng.pick(&VEC_WIDTHS[..3])
        } else {
            self.rng.pick(&VEC_WIDTHS)
        }
    }

    fn constant(&mut self) -> Expr {
        let t = self.ty();
        let bits = match self.rng.below(4) {
            0 => self.rng.below(8) as u64,
            1 => t.wrap(t.min()),
            2 => t.wrap(-1 - self.rng.below(3) as i128),
            _ => self.rng.next(),
        };
        self.count("constant");
        Expr::Const(t, t.wrap(bits as i128))
    }

    /// A leaf readable while a function's locals are being initialised (parameters only).
    fn init_expr(&mut self, params: usize, kernel: bool) -> Expr {
        let leaf = match self.rng.below(if kernel { 4 } else { 2 }) {
            0 if params > 0 => Expr::Var(self.rng.below(params)),
            0 | 1 => self.constant(),
            2 => Expr::Gid,
            _ => Expr::Input(Box::new(Expr::Binary(
                BinOp::Add,
                Box::new(Expr::Gid),
                Box::new(Expr::Const(UINT, self.rng.below(INPUT_LEN) as u64)),
            ))),
        };
        if self.rng.chance(40) {
            let op = self.rng.pick(&[BinOp::Xor, BinOp::Add, BinOp::Mul]);
            let other = self.constant();
            Expr::Binary(op, Box::new(leaf), Box::new(other))
        } else {
            leaf
        }
    }

    fn leaf(&mut self, s: &Scope) -> Expr {
        loop {
            match self.rng.below(9) {
                0 | 1 => return self.constant(),
                2..=4 if !s.scalars.is_empty() => {
                    self.count("read scalar");
                    return Expr::Var(self.rng.below(s.scalars.len()));
                }
                5 if !s.vecs.is_empty() => {
                    let v = self.rng.below(s.vecs.len());
                    let l = self.rng.below(s.vecs[v].1);
                    self.count("read vector lane");
                    return Expr::Lane(v, l);
                }
                6 if !s.structs.is_empty() => {
                    let st = self.rng.below(s.structs.len());
                    let f = self.rng.below(self.structs[s.structs[st]].len());
                    self.count("read struct field");
                    return Expr::Field(st, f);
                }
                7 if !s.arrays.is_empty() => {
                    let a = self.rng.below(s.arrays.len());
                    let i = self.leaf_index(s);
                    self.count("read array element");
                    return Expr::Elem(a, Box::new(i));
                }
                8 => {
                    self.count("read input/id");
                    return match self.rng.below(3) {
                        0 => Expr::Gid,
                        1 => Expr::Lid,
                        _ => Expr::Input(Box::new(self.leaf_index(s))),
                    };
                }
                _ => {}
            }
        }
    }

    /// A simple index: a scalar or a constant.
    fn leaf_index(&mut self, s: &Scope) -> Expr {
        if !s.scalars.is_empty() && self.rng.chance(70) {
            Expr::Var(self.rng.below(s.scalars.len()))
        } else {
            Expr::Const(INT, self.rng.below(64) as u64)
        }
    }

    /// An expression: the older slices' one, sometimes combined with a third slice's one
    /// (drawn from the third streams, so the older draws stay as they were).
    fn expr(&mut self, s: &Scope, depth: u32) -> Expr {
        let e = self.expr_core(s, depth);
        if depth == 0 || self.slice < 3 || !third::has_third(s) {
            return e;
        }
        if self.in_third {
            if self.rng.chance(8) {
                return self.third_combine(s, e, depth);
            }
        } else if self.third.chance(8) {
            return self.with_third(|g| g.third_combine(s, e, depth));
        }
        e
    }

    fn expr_core(&mut self, s: &Scope, depth: u32) -> Expr {
        if depth > 0 && self.extensions && self.extra.chance(4) {
            return self.with_extra(|g| g.convert(s, depth));
        }
        if depth == 0 || self.rng.chance(25) {
            return self.leaf(s);
        }
        match self.rng.below(10) {
            0 => {
                let op = self.rng.pick(&[UnOp::Neg, UnOp::BitNot, UnOp::Not]);
                self.count(match op {
                    UnOp::Neg => "unary -",
                    UnOp::BitNot => "unary ~",
                    UnOp::Not => "unary !",
                });
                Expr::Unary(op, Box::new(self.expr(s, depth - 1)))
            }
            1 => {
                let t = self.ty();
                self.count("cast");
                Expr::Cast(t, Box::new(self.expr(s, depth - 1)))
            }
            2 => {
                self.count("?:");
                Expr::Cond(
                    Box::new(self.expr(s, depth - 1)),
                    Box::new(self.expr(s, depth - 1)),
                    Box::new(self.expr(s, depth - 1)),
                )
            }
            _ => {
                use BinOp::*;
                let op = self.rng.pick(&[
                    Add, Sub, Mul, Div, Mod, And, Or, Xor, Shl, Shr, Lt, Le, Gt, Ge, Eq, Ne, LAnd,
                    LOr, Add, Xor, Mul, Sub,
                ]);
                self.count(match op {
                    Add | Sub | Mul => "binary + - *",
                    Div | Mod => "binary / % (safe)",
                    And | Or | Xor => "binary & | ^",
                    Shl | Shr => "binary << >> (masked)",
                    LAnd | LOr => "binary && ||",
                    _ => "comparison",
                });
                Expr::Binary(
                    op,
                    Box::new(self.expr(s, depth - 1)),
                    Box::new(self.expr(s, depth - 1)),
                )
            }
        }
    }

    fn lvalue(&mut self, s: &Scope) -> Lvalue {
        loop {
            match self.rng.below(6) {
                0..=2 => {
                    let v = self.rng.below(s.scalars.len());
                    if !s.counters[v] {
                        self.count("write scalar");
                        return Lvalue::Var(v);
                    }
                }
                3 if !s.arrays.is_empty() => {
                    let a = self.rng.below(s.arrays.len());
                    let i = self.expr(s, 1);
                    self.count("write array element");
                    return Lvalue::Elem(a, i);
                }
                4 if !s.structs.is_empty() => {
                    let st = self.rng.below(s.structs.len());
                    let f = self.rng.below(self.structs[s.structs[st]].len());
                    self.count("write struct field");
                    return Lvalue::Field(st, f);
                }
                5 if !s.vecs.is_empty() => {
                    let v = self.rng.below(s.vecs.len());
                    let l = self.rng.below(s.vecs[v].1);
                    self.count("write vector lane");
                    return Lvalue::Lane(v, l);
                }
                _ => {}
            }
        }
    }

    fn vec_expr(&mut self, s: &Scope, t: IntTy, n: usize, depth: u32) -> VecExpr {
        let same: Vec<usize> = (0..s.vecs.len()).filter(|&v| s.vecs[v].0 == t).collect();
        match self.rng.below(5) {
            0 => {
                self.count("vector splat");
                VecExpr::Splat(self.expr(s, 2))
            }
            1 => {
                self.count("vector literal");
                VecExpr::Build((0..n).map(|_| self.expr(s, 1)).collect())
            }
            2 | 3 if depth > 0 => {
                let ops: &[BinOp] = if t.signed {
                    &[BinOp::And, BinOp::Or, BinOp::Xor]
                } else {
                    &[
                        BinOp::Add,
                        BinOp::Sub,
                        BinOp::Mul,
                        BinOp::And,
                        BinOp::Or,
                        BinOp::Xor,
                    ]
                };
                let op = self.rng.pick(ops);
                self.count("vector arithmetic");
                VecExpr::Bin(
                    op,
                    Box::new(self.vec_expr(s, t, n, depth - 1)),
                    Box::new(self.vec_expr(s, t, n, depth - 1)),
                )
            }
            _ => {
                let v = self.rng.pick(&same);
                if s.vecs[v].1 == n && self.rng.chance(30) {
                    self.count("vector variable");
                    VecExpr::Var(v)
                } else {
                    let m = s.vecs[v].1;
                    self.count("vector swizzle");
                    VecExpr::Swizzle(v, (0..n).map(|_| self.rng.below(m)).collect())
                }
            }
        }
    }

    fn block(&mut self, s: &mut Scope, place: Place, max: usize) -> Vec<Stmt> {
        let n = 1 + self.rng.below(max);
        let mut out = Vec::new();
        for _ in 0..n {
            out.push(self.stmt(s, place));
            if self.slice < 3 || !third::has_third(s) {
                continue;
            }
            let extra = if self.in_third {
                if self.rng.chance(35) {
                    self.third_stmt(s, place)
                } else {
                    None
                }
            } else if self.third.chance(35) {
                self.with_third(|g| g.third_stmt(s, place))
            } else {
                None
            };
            out.extend(extra);
        }
        out
    }

    fn counter(&mut self, s: &mut Scope) -> usize {
        s.scalars.push(UINT);
        s.counters.push(true);
        s.scalars.len() - 1
    }

    fn stmt(&mut self, s: &mut Scope, place: Place) -> Stmt {
        let inner = Place {
            depth: place.depth + 1,
            top: false,
            ..place
        };
        let deep = place.depth >= 3;
        // The portable flavours have no global counters (a `uint` view of `scratch`), so no
        // atomics below the top level.
        if !place.in_helper
            && self.extensions
            && self.extra.chance(4)
            && (place.top || !self.flavour.portable())
        {
            return self.with_extra(|g| g.atomic(s, place));
        }
        loop {
            match self.rng.below(16) {
                0..=4 => {
                    let l = self.lvalue(s);
                    let e = self.expr(s, 3);
                    return Stmt::Assign(l, e);
                }
                5 | 6 if !deep => {
                    let c = self.expr(s, 2);
                    let a = self.block(s, inner, 3);
                    let b = if self.rng.chance(50) {
                        self.block(s, inner, 2)
                    } else {
                        Vec::new()
                    };
                    self.count("if");
                    return Stmt::If(c, a, b);
                }
                7 if !deep => {
                    let counter = self.counter(s);
                    let bound = if self.rng.chance(40) {
                        self.count("for (constant bound)");
                        Expr::Const(UINT, 2 + self.rng.below(6) as u64)
                    } else {
                        self.count("for (data-dependent bound)");
                        self.expr(s, 2)
                    };
                    let limit = 2 + self.rng.below(6) as u32;
                    let body = self.block(
                        s,
                        Place {
                            in_loop: true,
                            ..inner
                        },
                        4,
                    );
                    return Stmt::For {
                        counter,
                        bound,
                        limit,
                        body,
                    };
                }
                8 if !deep => {
                    let counter = self.counter(s);
                    let cond = self.expr(s, 2);
                    let limit = 1 + self.rng.below(6) as u32;
                    let body = self.block(
                        s,
                        Place {
                            in_loop: true,
                            ..inner
                        },
                        4,
                    );
                    self.count("while");
                    return Stmt::While {
                        counter,
                        cond,
                        limit,
                        body,
                    };
                }
                9 if place.in_loop && !place.top => {
                    let c = self.expr(s, 2);
                    let jump = if self.rng.chance(50) {
                        self.count("break");
                        Stmt::Break
                    } else {
                        self.count("continue");
                        Stmt::Continue
                    };
                    return Stmt::If(c, vec![jump], Vec::new());
                }
                10 if !deep => {
                    let e = self.expr(s, 2);
                    let mut labels: Vec<u64> = (0..8).collect();
                    let ncases = 1 + self.rng.below(4);
                    let mut cases = Vec::new();
                    for _ in 0..ncases {
                        let label = labels.remove(self.rng.below(labels.len()));
                        let body = self.block(s, inner, 2);
                        let breaks = self.rng.chance(70);
                        if !breaks {
                            self.count("switch fallthrough");
                        }
                        cases.push(Case {
                            label,
                            body,
                            breaks,
                        });
                    }
                    let default = if self.rng.chance(60) {
                        self.block(s, inner, 2)
                    } else {
                        Vec::new()
                    };
                    self.count("switch");
                    return Stmt::Switch(e, cases, default);
                }
                11 if !place.in_helper && !self.helper_sigs.is_empty() => {
                    let h = self.rng.below(self.helper_sigs.len());
                    let (arr, params) = self.helper_sigs[h].clone();
                    let Some(array) = s.arrays.iter().position(|&a| a == arr) else {
                        continue;
                    };
                    let writable: Vec<usize> =
                        (0..s.scalars.len()).filter(|&v| !s.counters[v]).collect();
                    let dst = self.rng.pick(&writable);
                    let args = params.iter().map(|_| self.expr(s, 2)).collect();
                    self.count("call helper");
                    return Stmt::Call {
                        dst,
                        helper: h,
                        args,
                        array,
                    };
                }
                12 if place.in_helper && place.depth > 0 => {
                    self.count("early return");
                    return Stmt::Return(self.expr(s, 2));
                }
                13 if !s.vecs.is_empty() => {
                    let v = self.rng.below(s.vecs.len());
                    let (t, n) = s.vecs[v];
                    let e = self.vec_expr(s, t, n, 2);
                    return Stmt::VecAssign(v, e);
                }
                14 if s.structs.len() > 1 => {
                    let d = self.rng.below(s.structs.len());
                    let src = self.rng.below(s.structs.len());
                    if d != src && s.structs[d] == s.structs[src] {
                        self.count("struct copy");
                        return Stmt::StructCopy(d, src);
                    }
                }
                15 if place.top && !place.in_helper => {
                    let writable: Vec<usize> =
                        (0..s.scalars.len()).filter(|&v| !s.counters[v]).collect();
                    let dst = self.rng.pick(&writable);
                    self.count("local memory exchange (barrier)");
                    return Stmt::Exchange {
                        value: self.expr(s, 2),
                        dst,
                        offset: self.expr(s, 1),
                    };
                }
                _ => {}
            }
        }
    }

    fn locals(&mut self, f: &mut Function, nscalars: usize, kernel: bool) {
        for _ in 0..nscalars {
            let t = self.ty();
            f.scope.scalars.push(t);
            f.scope.counters.push(false);
            let e = self.init_expr(f.params, kernel);
            f.scalar_init.push(e);
        }
        let nvecs = self.rng.below(if kernel { 3 } else { 2 });
        for _ in 0..nvecs {
            let t = self.ty();
            let n = self.vec_width();
            self.count(match n {
                2 => "vector width 2",
                3 => "vector width 3",
                4 => "vector width 4",
                8 => "vector width 8",
                _ => "vector width 16",
            });
            f.scope.vecs.push((t, n));
            let init = (0..n).map(|_| self.init_expr(f.params, kernel)).collect();
            f.vec_init.push(init);
        }
        if kernel && self.slice >= 3 {
            self.with_third(|g| g.third_locals(f));
        }
        if kernel && !self.structs.is_empty() {
            for _ in 0..self.rng.below(3) {
                let st = self.rng.below(self.structs.len());
                f.scope.structs.push(st);
                let init = (0..self.structs[st].len())
                    .map(|_| self.init_expr(f.params, kernel))
                    .collect();
                f.struct_init.push(init);
                self.count("struct variable");
            }
        }
    }

    fn helper(&mut self) -> Function {
        let array = (self.ty(), self.rng.pick(&[4usize, 8, 16]));
        let space = self.space_of(array);
        self.count(match space {
            Space::Private => "helper (pointer to private array)",
            Space::Local => "helper (pointer to local array)",
            Space::Global => "helper (pointer to global array)",
        });
        let nparams = 1 + self.rng.below(3);
        let params: Vec<IntTy> = (0..nparams).map(|_| self.ty()).collect();
        let mut f = Function {
            scope: Scope {
                scalars: params.clone(),
                counters: vec![false; nparams],
                arrays: vec![array],
                array_spaces: vec![space],
                ..Default::default()
            },
            params: nparams,
            scalar_init: Vec::new(),
            vec_init: Vec::new(),
            struct_init: Vec::new(),
            float_init: Vec::new(),
            union_init: Vec::new(),
            rec_init: Vec::new(),
            body: Vec::new(),
            ret: self.ty(),
            ret_expr: Expr::Gid,
        };
        let extra = self.rng.below(3);
        self.locals(&mut f, extra, false);
        let place = Place {
            depth: 0,
            in_loop: false,
            in_helper: true,
            top: false,
        };
        let mut s = std::mem::take(&mut f.scope);
        f.body = self.block(&mut s, place, 5);
        f.ret_expr = self.expr(&s, 3);
        f.scope = s;
        self.helper_sigs.push((array, params));
        self.count("helper function");
        f
    }

    fn kernel(&mut self) -> Function {
        let mut f = Function {
            scope: Scope::default(),
            params: 0,
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
        let sigs: Vec<(IntTy, usize)> = self.helper_sigs.iter().map(|h| h.0).collect();
        for a in sigs {
            if !f.scope.arrays.contains(&a) {
                f.scope.arrays.push(a);
            }
        }
        for _ in 0..self.rng.below(2) {
            let a = (self.ty(), self.rng.pick(&[2usize, 4, 8, 16]));
            f.scope.arrays.push(a);
        }
        for a in f.scope.arrays.clone() {
            let space = self.space_of(a);
            f.scope.array_spaces.push(space);
            self.count(match space {
                Space::Private => "array in private memory",
                Space::Local => "array in local memory (a work-item's slice)",
                Space::Global => "array in global memory (a work-item's slice)",
            });
        }
        let n = 2 + self.rng.below(5);
        self.locals(&mut f, n, true);
        let place = Place {
            depth: 0,
            in_loop: false,
            in_helper: false,
            top: true,
        };
        let mut s = std::mem::take(&mut f.scope);
        f.body = self.block(&mut s, place, 10);
        f.scope = s;
        f
    }
}

/// The generator's newest slice (`OCLVK_FUZZ_SLICE` chooses an older one).
pub const NEWEST_SLICE: u8 = 3;

/// The program of a seed with the constructs of slices `1..=slice` (an older slice's program
/// of the seed is the one it generated then, to reproduce what it found).
pub fn generate(seed: u64, cov: &mut Coverage, slice: u8, flavour: Flavour) -> Program {
    let extensions = slice >= 2;
    let mut g = Gen {
        rng: Rng::new(seed),
        extra: Rng::new(seed ^ 0xC0FF_EE00_D15E_A5E5),
        extensions,
        slice,
        flavour,
        third: Rng::new(seed ^ 0x7411_D5EE_D000_0003),
        third_extra: Rng::new(seed ^ 0x0DDB_A115_F10A_7003),
        in_third: false,
        cl2: false,
        records: Vec::new(),
        unions: Vec::new(),
        rec_sigs: Vec::new(),
        spaces: HashMap::new(),
        local_counters: Vec::new(),
        global_counters: Vec::new(),
        cov,
        structs: Vec::new(),
        helper_sigs: Vec::new(),
    };
    // The portable targets specialize helpers per pointer argument, but not generic ones.
    let cl2 = extensions && g.extra.chance(25) && !flavour.portable();
    g.cl2 = cl2;
    if cl2 {
        g.count("OpenCL C 2.0 program (helpers take generic pointers)");
    }
    let mut packed = Vec::new();
    for _ in 0..g.rng.below(3) {
        let nfields = 1 + g.rng.below(4);
        let fields = (0..nfields).map(|_| g.field_ty()).collect();
        g.structs.push(fields);
        packed.push(extensions && g.extra.chance(30));
        if packed[packed.len() - 1] {
            g.count("packed struct");
        }
    }
    let helpers = (0..g.rng.below(3)).map(|_| g.helper()).collect();
    let rec_helpers = if slice >= 3 {
        g.with_third(|g| {
            g.third_types();
            g.rec_helpers()
        })
    } else {
        Vec::new()
    };
    let kernel = g.kernel();
    let global_recs = kernel
        .scope
        .recs
        .iter()
        .filter(|r| r.1 == Space::Global)
        .count();
    let wg = g.rng.pick(&[4u32, 8, 16, 32]);
    let groups = 1 + g.rng.below(3) as u32;
    let mut local_ty = g.ty();
    while g.portable_space(Space::Local, &[local_ty]) != Space::Local {
        local_ty = g.ty();
    }
    for t in &kernel.scope.scalars {
        g.count(match (t.bits, t.signed) {
            (8, _) => "scalar char/uchar",
            (16, _) => "scalar short/ushort",
            (32, _) => "scalar int/uint",
            _ => "scalar long/ulong",
        });
    }
    Program {
        seed,
        flavour,
        structs: g.structs,
        packed,
        cl2,
        local_counters: g.local_counters,
        global_counters: g.global_counters,
        helpers,
        records: g.records,
        unions: g.unions,
        rec_helpers,
        kernel,
        wg,
        groups,
        local_ty,
        scratch_words: SCRATCH_WORDS + global_recs * RECORD_WORDS,
    }
}
