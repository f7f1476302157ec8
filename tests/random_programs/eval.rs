//! Runs a program tree on the host with C's semantics (the third opinion when oclvk and the
//! OpenCL platform disagree): every work-group's work-items run statement by statement up to
//! each exchange, then the exchange's stores, then its loads, as the barriers order them.

use super::tree::*;
use std::cell::RefCell;

/// A function's variables while it runs.
#[derive(Clone, Default)]
struct Frame {
    scalars: Vec<u64>,
    vecs: Vec<Vec<u64>>,
    arrays: Vec<Vec<u64>>,
    structs: Vec<Vec<u64>>,
    floats: Vec<Vec<f32>>,
    /// Each union's bytes.
    unions: Vec<Vec<u8>>,
    /// Each nested struct's leaves, in memory order.
    recs: Vec<Vec<u64>>,
}

/// Where a path into a nested struct leads.
enum Place {
    Leaf(IntTy),
    IntArray(IntTy, usize),
    Rec(usize),
    RecArray(usize, usize),
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return(i128),
}

struct Ctx<'a> {
    prog: &'a Program,
    input: &'a [u32],
    gid: u32,
    lid: u32,
    /// The global counters' bits, shared by every work-item.
    counters: &'a RefCell<Vec<u64>>,
}

fn truth(v: i128) -> bool {
    v != 0
}

impl Ctx<'_> {
    /// The value of `e` (already of its static type).
    fn expr(&self, e: &Expr, s: &Scope, f: &Frame) -> i128 {
        let structs = &self.prog.structs;
        match e {
            Expr::Const(t, v) => t.value(*v),
            Expr::Var(v) => s.scalars[*v].value(f.scalars[*v]),
            Expr::Input(i) => {
                let i = self.expr(i, s, f);
                self.input[(i as usize) & (INPUT_LEN - 1)] as i128
            }
            Expr::Gid => self.gid as i128,
            Expr::Lid => self.lid as i128,
            Expr::Lane(v, l) => s.vecs[*v].0.value(f.vecs[*v][*l]),
            Expr::Field(st, fi) => structs[s.structs[*st]][*fi].value(f.structs[*st][*fi]),
            Expr::Elem(a, i) => {
                let (t, n) = s.arrays[*a];
                let i = self.expr(i, s, f) as usize & (n - 1);
                t.value(f.arrays[*a][i])
            }
            Expr::Unary(op, a) => {
                let t = type_of(e, s, structs);
                let x = self.expr(a, s, f);
                match op {
                    UnOp::Not => (x == 0) as i128,
                    UnOp::BitNot => t.value(t.wrap(!x)),
                    UnOp::Neg => t.value(t.wrap(-x)),
                }
            }
            Expr::Binary(op, a, b) => {
                let (ta, tb) = (type_of(a, s, structs), type_of(b, s, structs));
                let t = operand_type(*op, ta, tb);
                let x = t.value(t.wrap(self.expr(a, s, f)));
                let y = self.expr(b, s, f);
                let conv_y = t.value(t.wrap(y));
                t.value(t.wrap(match op {
                    BinOp::Add => x + conv_y,
                    BinOp::Sub => x - conv_y,
                    BinOp::Mul => x.wrapping_mul(conv_y),
                    BinOp::Div | BinOp::Mod => {
                        if conv_y == 0 || (t.signed && x == t.min() && conv_y == -1) {
                            x
                        } else if *op == BinOp::Div {
                            x / conv_y
                        } else {
                            x % conv_y
                        }
                    }
                    BinOp::And => x & conv_y,
                    BinOp::Or => x | conv_y,
                    BinOp::Xor => x ^ conv_y,
                    BinOp::Shl => x << ((y as u32) & (t.bits - 1)),
                    BinOp::Shr => x >> ((y as u32) & (t.bits - 1)),
                    BinOp::Lt => return (x < conv_y) as i128,
                    BinOp::Le => return (x <= conv_y) as i128,
                    BinOp::Gt => return (x > conv_y) as i128,
                    BinOp::Ge => return (x >= conv_y) as i128,
                    BinOp::Eq => return (x == conv_y) as i128,
                    BinOp::Ne => return (x != conv_y) as i128,
                    BinOp::LAnd => return (truth(x) && truth(y)) as i128,
                    BinOp::LOr => return (truth(x) || truth(y)) as i128,
                }))
            }
            Expr::Cast(t, a) => t.value(t.wrap(self.expr(a, s, f))),
            Expr::Convert { to, sat, arg, .. } => {
                let v = self.expr(arg, s, f);
                if *sat {
                    let to = *to;
                    v.clamp(to.min(), to.max())
                } else {
                    to.value(to.wrap(v))
                }
            }
            Expr::Cond(c, a, b) => {
                let t = type_of(e, s, structs);
                let v = if truth(self.expr(c, s, f)) {
                    self.expr(a, s, f)
                } else {
                    self.expr(b, s, f)
                };
                t.value(t.wrap(v))
            }
            Expr::FCmp(op, a, b) => {
                let (x, y) = (self.fexpr(a, s, f), self.fexpr(b, s, f));
                (match op {
                    BinOp::Lt => x < y,
                    BinOp::Le => x <= y,
                    BinOp::Gt => x > y,
                    BinOp::Ge => x >= y,
                    BinOp::Eq => x == y,
                    _ => x != y,
                }) as i128
            }
            Expr::FToInt {
                to,
                sat,
                round,
                arg,
            } => {
                let x = self.fexpr(arg, s, f) * 0.5;
                let v = round.unwrap_or(Round::Rtz).apply(x) as i128;
                let to = *to;
                if *sat {
                    v.clamp(to.min(), to.max())
                } else {
                    to.value(to.wrap(v))
                }
            }
            Expr::AsUint(a) => float_bits(self.fexpr(a, s, f)) as i128,
            Expr::UnionRead(u, m, i, _) => {
                let member = self.prog.unions[s.unions[*u]][*m];
                member.elem.value(union_elem(&f.unions[*u], member, *i))
            }
            Expr::RecRead(v, path, _) => match self.locate(s.recs[*v].0, path, s, f) {
                (at, Place::Leaf(t)) => t.value(f.recs[*v][at]),
                _ => unreachable!("a read path ends at a leaf"),
            },
        }
    }

    /// The leaf offset a path into a struct of type `r` reaches, and what is there.
    fn locate(&self, r: usize, path: &[Step], s: &Scope, f: &Frame) -> (usize, Place) {
        let records = &self.prog.records;
        let (mut at, mut place) = (0, Place::Rec(r));
        for step in path {
            place = match (step, place) {
                (Step::Field(fi), Place::Rec(q)) => {
                    at += records[q][..*fi]
                        .iter()
                        .map(|x| field_leaves(records, *x))
                        .sum::<usize>();
                    match records[q][*fi] {
                        FieldTy::Int(t) => Place::Leaf(t),
                        FieldTy::IntArray(t, n) => Place::IntArray(t, n),
                        FieldTy::Rec(q) => Place::Rec(q),
                        FieldTy::RecArray(q, n) => Place::RecArray(q, n),
                    }
                }
                (Step::Index(e), Place::IntArray(t, n)) => {
                    at += self.expr(e, s, f) as usize & (n - 1);
                    Place::Leaf(t)
                }
                (Step::Index(e), Place::RecArray(q, n)) => {
                    at += (self.expr(e, s, f) as usize & (n - 1)) * leaf_count(records, q);
                    Place::Rec(q)
                }
                _ => unreachable!("a path follows its struct's type"),
            };
        }
        (at, place)
    }

    /// The value of a float expression (exact: see `FExpr`).
    fn fexpr(&self, e: &FExpr, s: &Scope, f: &Frame) -> f32 {
        let clamp = |x: f32| x.clamp(-4096.0, 4096.0);
        match e {
            FExpr::Var(v, l) => f.floats[*v][*l],
            FExpr::Const(k) => *k as f32,
            FExpr::FromInt(_, x) => ((UINT.wrap(self.expr(x, s, f)) & 4095) as i32 - 2048) as f32,
            FExpr::Arith(op, a, b) => {
                let (x, y) = (self.fexpr(a, s, f), self.fexpr(b, s, f));
                clamp(match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                })
            }
            FExpr::Neg(a) => -self.fexpr(a, s, f),
            FExpr::Fabs(a) => self.fexpr(a, s, f).abs(),
            FExpr::Copysign(a, c) => self.fexpr(a, s, f).copysign(*c as f32),
            FExpr::Round(r, a) => r.apply(self.fexpr(a, s, f) * 0.5),
            FExpr::MinMax(min, a, c) => {
                let x = self.fexpr(a, s, f);
                if *min {
                    x.min(*c as f32)
                } else {
                    x.max(*c as f32)
                }
            }
            FExpr::Select(c, a, b) => {
                if truth(self.expr(c, s, f)) {
                    self.fexpr(a, s, f)
                } else {
                    self.fexpr(b, s, f)
                }
            }
        }
    }

    fn fvec_expr(&self, e: &FVecExpr, n: usize, s: &Scope, f: &Frame) -> Vec<f32> {
        match e {
            FVecExpr::Var(v) => f.floats[*v].clone(),
            FVecExpr::Swizzle(v, lanes) => lanes.iter().map(|&l| f.floats[*v][l]).collect(),
            FVecExpr::Splat(x) => vec![self.fexpr(x, s, f); n],
            FVecExpr::Build(xs) => xs.iter().map(|x| self.fexpr(x, s, f)).collect(),
            FVecExpr::Arith(op, a, b) => {
                let (a, b) = (self.fvec_expr(a, n, s, f), self.fvec_expr(b, n, s, f));
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        let r = match op {
                            BinOp::Add => x + y,
                            BinOp::Sub => x - y,
                            _ => x * y,
                        };
                        r.clamp(-4096.0, 4096.0)
                    })
                    .collect()
            }
            FVecExpr::Round(r, a) => self
                .fvec_expr(a, n, s, f)
                .into_iter()
                .map(|x| r.apply(x * 0.5))
                .collect(),
            FVecExpr::Fabs(a) => self
                .fvec_expr(a, n, s, f)
                .into_iter()
                .map(f32::abs)
                .collect(),
        }
    }

    fn vec_expr(&self, e: &VecExpr, t: IntTy, n: usize, s: &Scope, f: &Frame) -> Vec<u64> {
        match e {
            VecExpr::Var(v) => f.vecs[*v].clone(),
            VecExpr::Swizzle(v, lanes) => lanes.iter().map(|&l| f.vecs[*v][l]).collect(),
            VecExpr::Splat(x) => vec![t.wrap(self.expr(x, s, f)); n],
            VecExpr::Build(xs) => xs.iter().map(|x| t.wrap(self.expr(x, s, f))).collect(),
            VecExpr::Bin(op, a, b) => {
                let (a, b) = (self.vec_expr(a, t, n, s, f), self.vec_expr(b, t, n, s, f));
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        let (x, y) = (t.value(x), t.value(y));
                        t.wrap(match op {
                            BinOp::Add => x + y,
                            BinOp::Sub => x - y,
                            BinOp::Mul => x.wrapping_mul(y),
                            BinOp::And => x & y,
                            BinOp::Or => x | y,
                            _ => x ^ y,
                        })
                    })
                    .collect()
            }
        }
    }

    fn assign(&self, l: &Lvalue, v: i128, s: &Scope, f: &mut Frame) {
        match l {
            Lvalue::Var(x) => f.scalars[*x] = s.scalars[*x].wrap(v),
            Lvalue::Elem(a, i) => {
                let (t, n) = s.arrays[*a];
                let i = self.expr(i, s, f) as usize & (n - 1);
                f.arrays[*a][i] = t.wrap(v);
            }
            Lvalue::Field(st, fi) => {
                f.structs[*st][*fi] = self.prog.structs[s.structs[*st]][*fi].wrap(v)
            }
            Lvalue::Lane(x, l) => f.vecs[*x][*l] = s.vecs[*x].0.wrap(v),
            Lvalue::UnionElem(u, m, i) => {
                let member = self.prog.unions[s.unions[*u]][*m];
                let size = member.elem.bits as usize / 8;
                let bits = member.elem.wrap(v).to_le_bytes();
                f.unions[*u][i * size..(i + 1) * size].copy_from_slice(&bits[..size]);
            }
            Lvalue::Rec(r, path) => match self.locate(s.recs[*r].0, path, s, f) {
                (at, Place::Leaf(t)) => f.recs[*r][at] = t.wrap(v),
                _ => unreachable!("a written path ends at a leaf"),
            },
        }
    }

    fn block(&self, body: &[Stmt], s: &Scope, f: &mut Frame) -> Flow {
        for st in body {
            match self.stmt(st, s, f) {
                Flow::Normal => {}
                other => return other,
            }
        }
        Flow::Normal
    }

    fn stmt(&self, st: &Stmt, s: &Scope, f: &mut Frame) -> Flow {
        match st {
            Stmt::Assign(l, e) => {
                let v = self.expr(e, s, f);
                self.assign(l, v, s, f);
            }
            Stmt::If(c, a, b) => {
                return if truth(self.expr(c, s, f)) {
                    self.block(a, s, f)
                } else {
                    self.block(b, s, f)
                }
            }
            Stmt::For {
                counter,
                bound,
                limit,
                body,
            } => {
                f.scalars[*counter] = 0;
                loop {
                    let b = UINT.wrap(self.expr(bound, s, f)) % *limit as u64;
                    if f.scalars[*counter] >= b {
                        break;
                    }
                    match self.block(body, s, f) {
                        Flow::Break => break,
                        Flow::Return(v) => return Flow::Return(v),
                        Flow::Normal | Flow::Continue => {}
                    }
                    f.scalars[*counter] = UINT.wrap(f.scalars[*counter] as i128 + 1);
                }
            }
            Stmt::While {
                counter,
                cond,
                limit,
                body,
            } => {
                f.scalars[*counter] = 0;
                while truth(self.expr(cond, s, f)) {
                    f.scalars[*counter] += 1;
                    if f.scalars[*counter] > *limit as u64 {
                        break;
                    }
                    match self.block(body, s, f) {
                        Flow::Break => break,
                        Flow::Return(v) => return Flow::Return(v),
                        Flow::Normal | Flow::Continue => {}
                    }
                }
            }
            Stmt::Break => return Flow::Break,
            Stmt::Continue => return Flow::Continue,
            Stmt::Switch(e, cases, default) => {
                let v = (self.expr(e, s, f) & 7) as u64;
                let start = cases.iter().position(|c| c.label == v);
                let mut falling = false;
                for (i, c) in cases.iter().enumerate() {
                    if start == Some(i) {
                        falling = true;
                    }
                    if falling {
                        match self.block(&c.body, s, f) {
                            Flow::Normal => {}
                            Flow::Break => return Flow::Normal,
                            other => return other,
                        }
                        if c.breaks {
                            return Flow::Normal;
                        }
                    }
                }
                if start.is_none() || falling {
                    return match self.block(default, s, f) {
                        Flow::Break => Flow::Normal,
                        other => other,
                    };
                }
            }
            Stmt::Call {
                dst,
                helper,
                args,
                array,
            } => {
                let h = &self.prog.helpers[*helper];
                let values: Vec<i128> = args.iter().map(|a| self.expr(a, s, f)).collect();
                let arr = std::mem::take(&mut f.arrays[*array]);
                let (r, arr) = self.call(h, &values, arr);
                f.arrays[*array] = arr;
                f.scalars[*dst] = s.scalars[*dst].wrap(r);
            }
            Stmt::Return(e) => return Flow::Return(self.expr(e, s, f)),
            Stmt::VecAssign(v, e) => {
                let (t, n) = s.vecs[*v];
                f.vecs[*v] = self.vec_expr(e, t, n, s, f);
            }
            Stmt::StructCopy(d, src) => f.structs[*d] = f.structs[*src].clone(),
            Stmt::GlobalAtomic { counter, value } => {
                let c = self.prog.global_counters[*counter];
                let v = c.ty.wrap(self.expr(value, s, f));
                let mut counters = self.counters.borrow_mut();
                counters[*counter] = c.op.apply(c.ty, counters[*counter], v);
            }
            Stmt::FAssign(v, l, e) => f.floats[*v][*l] = self.fexpr(e, s, f),
            Stmt::FVecAssign(v, e) => f.floats[*v] = self.fvec_expr(e, s.floats[*v], s, f),
            Stmt::UnionCopy(d, src) => f.unions[*d] = f.unions[*src].clone(),
            Stmt::RecCopy {
                dst,
                dst_path,
                src,
                src_path,
            } => {
                let (from, Place::Rec(q)) = self.locate(s.recs[*src].0, src_path, s, f) else {
                    unreachable!("a copied path ends at a struct")
                };
                let n = leaf_count(&self.prog.records, q);
                let leaves = f.recs[*src][from..from + n].to_vec();
                let (to, _) = self.locate(s.recs[*dst].0, dst_path, s, f);
                f.recs[*dst][to..to + n].copy_from_slice(&leaves);
            }
            Stmt::RecCall {
                dst,
                helper,
                arg,
                target,
                x,
            } => {
                let h = &self.prog.rec_helpers[*helper];
                let x = self.expr(x, s, f);
                let by_value = f.recs[*arg].clone();
                let pointee = std::mem::take(&mut f.recs[*target]);
                let mut frame = Frame {
                    scalars: vec![h.scope.scalars[0].wrap(x)],
                    recs: vec![by_value, pointee],
                    ..Default::default()
                };
                self.init(h, &mut frame);
                self.block(&h.body, &h.scope, &mut frame);
                f.recs[*target] = frame.recs.pop().expect("the pointee");
                f.recs[*dst] = frame.recs.pop().expect("the returned struct");
            }
            Stmt::Exchange { .. } | Stmt::LocalAtomic { .. } => {
                unreachable!("exchanges and local atomics run in `run_group`")
            }
        }
        Flow::Normal
    }

    fn init(&self, func: &Function, f: &mut Frame) {
        let s = &func.scope;
        f.scalars.resize(s.scalars.len(), 0);
        for (i, e) in func.scalar_init.iter().enumerate() {
            let v = func.params + i;
            f.scalars[v] = s.scalars[v].wrap(self.expr(e, s, f));
        }
        for (i, xs) in func.vec_init.iter().enumerate() {
            let t = s.vecs[i].0;
            let lanes = xs.iter().map(|x| t.wrap(self.expr(x, s, f))).collect();
            f.vecs.push(lanes);
        }
        for (i, xs) in func.struct_init.iter().enumerate() {
            let fields = &self.prog.structs[s.structs[i]];
            let mut values = Vec::new();
            for (fi, x) in xs.iter().enumerate() {
                values.push(fields[fi].wrap(self.expr(x, s, f)));
            }
            f.structs.push(values);
        }
        for xs in &func.float_init {
            let lanes = xs.iter().map(|x| self.fexpr(x, s, f)).collect();
            f.floats.push(lanes);
        }
        for (u, x) in func.union_init.iter().enumerate() {
            let first = self.prog.unions[s.unions[u]][0].elem;
            let bytes = first.wrap(self.expr(x, s, f)).to_le_bytes();
            f.unions.push(bytes[..first.bits as usize / 8].to_vec());
        }
        for (v, xs) in func.rec_init.iter().enumerate() {
            let types = leaf_types(&self.prog.records, s.recs[v].0);
            let leaves = xs
                .iter()
                .zip(types)
                .map(|(x, t)| t.wrap(self.expr(x, s, f)))
                .collect();
            f.recs.push(leaves);
        }
    }

    /// Runs a helper; returns its result and the array it was given (maybe modified).
    fn call(&self, h: &Function, args: &[i128], array: Vec<u64>) -> (i128, Vec<u64>) {
        let s = &h.scope;
        let mut f = Frame {
            scalars: args
                .iter()
                .enumerate()
                .map(|(i, &a)| s.scalars[i].wrap(a))
                .collect(),
            arrays: vec![array],
            ..Default::default()
        };
        self.init(h, &mut f);
        let r = match self.block(&h.body, s, &mut f) {
            Flow::Return(v) => v,
            _ => self.expr(&h.ret_expr, s, &f),
        };
        (
            h.ret.value(h.ret.wrap(r)),
            f.arrays.pop().expect("the array"),
        )
    }
}

/// Every work-item's output (the hash of its final state), as the kernel writes them, then the
/// global counters' final values.
pub fn run(prog: &Program, input: &[u32]) -> Vec<u64> {
    let counters = RefCell::new(prog.global_counters.iter().map(|c| c.init).collect());
    let mut out = Vec::new();
    for g in 0..prog.groups {
        out.extend(run_group(prog, input, g, &counters));
    }
    out.extend(counters.into_inner());
    out
}

fn run_group(prog: &Program, input: &[u32], group: u32, counters: &RefCell<Vec<u64>>) -> Vec<u64> {
    let k = &prog.kernel;
    let s = &k.scope;
    let wg = prog.wg as usize;
    let ctx = |lid: usize| Ctx {
        prog,
        input,
        gid: group * prog.wg + lid as u32,
        lid: lid as u32,
        counters,
    };
    let mut frames: Vec<Frame> = (0..wg)
        .map(|lid| {
            let c = ctx(lid);
            let mut f = Frame::default();
            for (a, (t, n)) in s.arrays.iter().enumerate() {
                f.arrays.push(
                    (0..*n as u32)
                        .map(|i| {
                            let at = (i.wrapping_mul(7).wrapping_add(c.gid).wrapping_add(a as u32))
                                as usize
                                & (INPUT_LEN - 1);
                            t.wrap(input[at] as i128)
                        })
                        .collect(),
                );
            }
            c.init(k, &mut f);
            f
        })
        .collect();
    for st in &k.body {
        if let Stmt::Exchange { value, dst, offset } = st {
            let shared: Vec<u64> = (0..wg)
                .map(|lid| prog.local_ty.wrap(ctx(lid).expr(value, s, &frames[lid])))
                .collect();
            for (lid, f) in frames.iter_mut().enumerate() {
                let o = UINT.wrap(ctx(lid).expr(offset, s, f));
                let at = (lid as u64 + o) as u32 as usize % wg;
                let v = prog.local_ty.value(shared[at]);
                f.scalars[*dst] = s.scalars[*dst].wrap(v);
            }
        } else if let Stmt::LocalAtomic {
            counter,
            value,
            dst,
        } = st
        {
            let c = prog.local_counters[*counter];
            let last = (0..wg).fold(c.init, |acc, lid| {
                let v = c.ty.wrap(ctx(lid).expr(value, s, &frames[lid]));
                c.op.apply(c.ty, acc, v)
            });
            for f in frames.iter_mut() {
                f.scalars[*dst] = s.scalars[*dst].wrap(c.ty.value(last));
            }
        } else {
            for (lid, f) in frames.iter_mut().enumerate() {
                let flow = ctx(lid).stmt(st, s, f);
                assert!(matches!(flow, Flow::Normal), "top-level flow");
            }
        }
    }
    frames
        .iter()
        .map(|f| {
            // FNV-1a of every value converted to the hash's type, as the printed kernel does.
            let (hash_ty, basis, prime) = if prog.flavour.narrow() {
                (UINT, 2166136261u64, 16777619u64)
            } else {
                (UINT64, 14695981039346656037u64, 1099511628211u64)
            };
            let mut h: u64 = basis;
            let mut mix = |t: IntTy, bits: u64| {
                h = hash_ty.wrap((h ^ hash_ty.wrap(t.value(bits))) as i128 * prime as i128);
            };
            for (v, t) in s.scalars.iter().enumerate() {
                mix(*t, f.scalars[v]);
            }
            for (v, (t, _)) in s.vecs.iter().enumerate() {
                for &l in &f.vecs[v] {
                    mix(*t, l);
                }
            }
            for (i, st) in s.structs.iter().enumerate() {
                for (fi, t) in prog.structs[*st].iter().enumerate() {
                    mix(*t, f.structs[i][fi]);
                }
            }
            for (a, (t, _)) in s.arrays.iter().enumerate() {
                for &x in &f.arrays[a] {
                    mix(*t, x);
                }
            }
            for lanes in &f.floats {
                for x in lanes {
                    mix(UINT, float_bits(*x) as u64);
                }
            }
            for (u, bytes) in f.unions.iter().enumerate() {
                let first = prog.unions[s.unions[u]][0];
                mix(first.elem, union_elem(bytes, first, 0));
            }
            for (v, (r, _)) in s.recs.iter().enumerate() {
                for (t, &x) in leaf_types(&prog.records, *r).iter().zip(&f.recs[v]) {
                    mix(*t, x);
                }
            }
            h
        })
        .collect()
}

const UINT64: IntTy = IntTy {
    bits: 64,
    signed: false,
};

/// The bits of element `i` of a union member, read from the union's bytes (little-endian, as
/// OpenCL devices are).
fn union_elem(bytes: &[u8], member: UnionMember, i: usize) -> u64 {
    let size = member.elem.bits as usize / 8;
    let mut word = [0u8; 8];
    word[..size].copy_from_slice(&bytes[i * size..(i + 1) * size]);
    u64::from_le_bytes(word)
}

/// A float's bits with a zero's sign left out (`Expr::AsUint`).
fn float_bits(x: f32) -> u32 {
    if x == 0.0 {
        0
    } else {
        x.to_bits()
    }
}
