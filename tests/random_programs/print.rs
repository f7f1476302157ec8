//! Prints a program tree as OpenCL C 1.2. Every operation C leaves undefined goes through a
//! defined form: `+ - *` and unary `-` of signed types in the unsigned type, `/` and `%` through
//! helpers that return the dividend for a zero divisor or `MIN / -1`, shift counts masked to the
//! promoted width, indices masked to the (power-of-two) length.

use super::tree::*;
use std::collections::BTreeSet;
use std::fmt::Write;

struct Printer<'a> {
    /// See [`print_with_opaque_64bit_compares`].
    opaque_64bit_compares: bool,
    /// See [`print_with_explicit_float_rounding`].
    explicit_float_rounding: bool,
    structs: &'a [Vec<IntTy>],
    local_counters: &'a [Counter],
    global_counters: &'a [Counter],
    records: &'a [Vec<FieldTy>],
    unions: &'a [Vec<UnionMember>],
    /// (operator, type) pairs whose safe helper the program needs.
    safe_ops: BTreeSet<(&'static str, IntTy)>,
}

fn ty_key(t: IntTy) -> (u32, bool) {
    (t.bits, t.signed)
}

impl PartialOrd for IntTy {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for IntTy {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        ty_key(*self).cmp(&ty_key(*other))
    }
}

pub fn vec_name(t: IntTy, n: usize) -> String {
    format!("{}{n}", t.name())
}

fn constant(t: IntTy, bits: u64) -> String {
    let u = t.unsigned();
    if t.bits == 64 {
        format!("(({})0x{bits:x}ul)", t.name())
    } else {
        format!("(({})({})0x{:x}u)", t.name(), u.name(), bits)
    }
}

const LANE_NAMES: [char; 16] = [
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f',
];

pub fn swizzle(lanes: &[usize], source_width: usize) -> String {
    if source_width <= 4 {
        lanes.iter().map(|&l| ['x', 'y', 'z', 'w'][l]).collect()
    } else {
        std::iter::once('s')
            .chain(lanes.iter().map(|&l| LANE_NAMES[l]))
            .collect()
    }
}

impl Printer<'_> {
    fn expr(&mut self, e: &Expr, s: &Scope, names: &Names) -> String {
        match e {
            Expr::Const(t, v) => constant(*t, *v),
            Expr::Var(v) => names.scalar(*v),
            Expr::Input(i) => format!("in[({}) & {}u]", self.expr(i, s, names), INPUT_LEN - 1),
            Expr::Gid => "(uint)get_global_id(0)".into(),
            Expr::Lid => "(uint)get_local_id(0)".into(),
            Expr::Lane(v, l) => {
                format!("v{v}.{}", swizzle(&[*l], s.vecs[*v].1))
            }
            Expr::Field(st, f) => format!("s{st}.f{f}"),
            Expr::Elem(a, i) => format!(
                "{}[({}) & {}]",
                names.array(*a),
                self.expr(i, s, names),
                s.arrays[*a].1 - 1
            ),
            Expr::Unary(op, a) => {
                let t = type_of(e, s, self.structs);
                let x = self.expr(a, s, names);
                match op {
                    UnOp::Not => format!("(!{x})"),
                    UnOp::BitNot => format!("(~{x})"),
                    UnOp::Neg if t.signed => {
                        format!("(({})-({}){x})", t.name(), t.unsigned().name())
                    }
                    UnOp::Neg => format!("(-{x})"),
                }
            }
            Expr::Binary(op, a, b) => {
                let (ta, tb) = (type_of(a, s, self.structs), type_of(b, s, self.structs));
                let t = operand_type(*op, ta, tb);
                let (x, y) = (self.expr(a, s, names), self.expr(b, s, names));
                match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul if t.signed => format!(
                        "(({})(({u}){x} {} ({u}){y}))",
                        t.name(),
                        op.symbol(),
                        u = t.unsigned().name()
                    ),
                    BinOp::Div | BinOp::Mod => {
                        let name = if *op == BinOp::Div { "div" } else { "mod" };
                        self.safe_ops.insert((name, t));
                        format!("safe_{name}_{}({x}, {y})", t.name())
                    }
                    BinOp::Shl if t.signed => format!(
                        "(({})(({}){x} << (({y}) & {})))",
                        t.name(),
                        t.unsigned().name(),
                        t.bits - 1
                    ),
                    BinOp::Shl | BinOp::Shr => {
                        format!("({x} {} (({y}) & {}))", op.symbol(), t.bits - 1)
                    }
                    BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne
                        if self.opaque_64bit_compares && t.bits == 64 =>
                    {
                        let zero = format!("({})in[{INPUT_LEN}]", t.name());
                        format!("(({x} + {zero}) {} ({y} + {zero}))", op.symbol())
                    }
                    _ => format!("({x} {} {y})", op.symbol()),
                }
            }
            Expr::Cast(t, a) => format!("(({}){})", t.name(), self.expr(a, s, names)),
            Expr::Convert {
                to,
                sat,
                round,
                arg,
            } => {
                let from = type_of(arg, s, self.structs);
                let mut x = self.expr(arg, s, names);
                // A saturating conversion from 64 bits compares 64-bit values.
                if self.opaque_64bit_compares && *sat && from.bits == 64 {
                    x = format!("{x} + ({})in[{INPUT_LEN}]", from.name());
                }
                format!(
                    "convert_{}{}{}({x})",
                    to.name(),
                    if *sat { "_sat" } else { "" },
                    round.map_or("", Round::suffix),
                )
            }
            Expr::Cond(c, a, b) => format!(
                "({} ? {} : {})",
                self.expr(c, s, names),
                self.expr(a, s, names),
                self.expr(b, s, names)
            ),
            Expr::FCmp(op, a, b) => format!(
                "({} {} {})",
                self.fexpr(a, s, names),
                op.symbol(),
                self.fexpr(b, s, names)
            ),
            Expr::FToInt {
                to,
                sat,
                round,
                arg,
            } => match round {
                Some(r) if self.explicit_float_rounding => format!(
                    "convert_{}{}({}(({}) * 0.5f))",
                    to.name(),
                    if *sat { "_sat" } else { "" },
                    match r {
                        Round::Rte => "rint",
                        Round::Rtz => "trunc",
                        Round::Rtp => "ceil",
                        Round::Rtn => "floor",
                    },
                    self.fexpr(arg, s, names)
                ),
                _ => format!(
                    "convert_{}{}{}(({}) * 0.5f)",
                    to.name(),
                    if *sat { "_sat" } else { "" },
                    round.map_or("", Round::suffix),
                    self.fexpr(arg, s, names)
                ),
            },
            Expr::AsUint(a) => float_bits(&self.fexpr(a, s, names)),
            Expr::UnionRead(u, m, i, _) => self.union_elem(*u, *m, *i, s),
            Expr::RecRead(v, path, _) => self.rec_place(*v, path, s, names),
        }
    }

    fn union_elem(&self, u: usize, m: usize, i: usize, s: &Scope) -> String {
        let member = self.unions[s.unions[u]][m];
        if member.count == 1 {
            format!("u{u}.m{m}")
        } else if member.vector {
            format!("u{u}.m{m}.{}", swizzle(&[i], member.count))
        } else {
            format!("u{u}.m{m}[{i}]")
        }
    }

    /// A nested struct variable, or a struct or leaf inside it.
    fn rec_place(&mut self, v: usize, path: &[Step], s: &Scope, names: &Names) -> String {
        let (base, pointer) = names.rec(v, s);
        if path.is_empty() {
            return if pointer { format!("(*{base})") } else { base };
        }
        let mut out = base;
        let mut r = s.recs[v].0;
        let mut len = 0;
        for (k, step) in path.iter().enumerate() {
            match step {
                Step::Field(fi) => {
                    out.push_str(if k == 0 && pointer { "->" } else { "." });
                    let _ = write!(out, "f{fi}");
                    match self.records[r][*fi] {
                        FieldTy::Int(_) => {}
                        FieldTy::IntArray(_, n) => len = n,
                        FieldTy::Rec(q) => r = q,
                        FieldTy::RecArray(q, n) => {
                            r = q;
                            len = n;
                        }
                    }
                }
                Step::Index(e) => {
                    let i = self.expr(e, s, names);
                    let _ = write!(out, "[({i}) & {}]", len - 1);
                }
            }
        }
        out
    }

    fn fvar(&self, v: usize, lane: usize, s: &Scope) -> String {
        match s.floats[v] {
            1 => format!("y{v}"),
            n => format!("y{v}.{}", swizzle(&[lane], n)),
        }
    }

    fn fexpr(&mut self, e: &FExpr, s: &Scope, names: &Names) -> String {
        match e {
            FExpr::Var(v, l) => self.fvar(*v, *l, s),
            FExpr::Const(k) if *k < 0 => format!("({k}.0f)"),
            FExpr::Const(k) => format!("{k}.0f"),
            FExpr::FromInt(round, x) => format!(
                "convert_float{}((int)((uint)({}) & 4095u) - 2048)",
                round.map_or("", Round::suffix),
                self.expr(x, s, names)
            ),
            FExpr::Arith(op, a, b) => format!(
                "fmin(fmax(({} {} {}), -4096.0f), 4096.0f)",
                self.fexpr(a, s, names),
                op.symbol(),
                self.fexpr(b, s, names)
            ),
            FExpr::Neg(a) => format!("(-{})", self.fexpr(a, s, names)),
            FExpr::Fabs(a) => format!("fabs({})", self.fexpr(a, s, names)),
            FExpr::Copysign(a, c) => format!("copysign({}, {c}.0f)", self.fexpr(a, s, names)),
            FExpr::Round(f, a) => format!("{}(({}) * 0.5f)", f.name(), self.fexpr(a, s, names)),
            FExpr::MinMax(min, a, c) => format!(
                "{}({}, {c}.0f)",
                if *min { "fmin" } else { "fmax" },
                self.fexpr(a, s, names)
            ),
            FExpr::Select(c, a, b) => format!(
                "(({}) ? {} : {})",
                self.expr(c, s, names),
                self.fexpr(a, s, names),
                self.fexpr(b, s, names)
            ),
        }
    }

    fn fvec_expr(&mut self, e: &FVecExpr, n: usize, s: &Scope, names: &Names) -> String {
        let ty = format!("float{n}");
        match e {
            FVecExpr::Var(v) => format!("y{v}"),
            FVecExpr::Swizzle(v, lanes) => format!("y{v}.{}", swizzle(lanes, s.floats[*v])),
            FVecExpr::Splat(x) => format!("(({ty})({}))", self.fexpr(x, s, names)),
            FVecExpr::Build(xs) => {
                let parts: Vec<String> = xs.iter().map(|x| self.fexpr(x, s, names)).collect();
                format!("(({ty})({}))", parts.join(", "))
            }
            FVecExpr::Arith(op, a, b) => format!(
                "fmin(fmax(({} {} {}), ({ty})(-4096.0f)), ({ty})(4096.0f))",
                self.fvec_expr(a, n, s, names),
                op.symbol(),
                self.fvec_expr(b, n, s, names)
            ),
            FVecExpr::Round(f, a) => {
                format!("{}(({}) * 0.5f)", f.name(), self.fvec_expr(a, n, s, names))
            }
            FVecExpr::Fabs(a) => format!("fabs({})", self.fvec_expr(a, n, s, names)),
        }
    }

    fn vec_expr(&mut self, e: &VecExpr, t: IntTy, n: usize, s: &Scope, names: &Names) -> String {
        match e {
            VecExpr::Var(v) => format!("v{v}"),
            VecExpr::Swizzle(v, lanes) => format!("v{v}.{}", swizzle(lanes, s.vecs[*v].1)),
            VecExpr::Splat(x) => format!(
                "(({})(({}){}))",
                vec_name(t, n),
                t.name(),
                self.expr(x, s, names)
            ),
            VecExpr::Build(xs) => {
                let parts: Vec<String> = xs
                    .iter()
                    .map(|x| format!("({}){}", t.name(), self.expr(x, s, names)))
                    .collect();
                format!("(({})({}))", vec_name(t, n), parts.join(", "))
            }
            VecExpr::Bin(op, a, b) => format!(
                "({} {} {})",
                self.vec_expr(a, t, n, s, names),
                op.symbol(),
                self.vec_expr(b, t, n, s, names)
            ),
        }
    }

    fn lvalue(&mut self, l: &Lvalue, s: &Scope, names: &Names) -> String {
        match l {
            Lvalue::Var(v) => names.scalar(*v),
            Lvalue::Elem(a, i) => format!(
                "{}[({}) & {}]",
                names.array(*a),
                self.expr(i, s, names),
                s.arrays[*a].1 - 1
            ),
            Lvalue::Field(st, f) => format!("s{st}.f{f}"),
            Lvalue::Lane(v, l) => format!("v{v}.{}", swizzle(&[*l], s.vecs[*v].1)),
            Lvalue::UnionElem(u, m, i) => self.union_elem(*u, *m, *i, s),
            Lvalue::Rec(v, path) => self.rec_place(*v, path, s, names),
        }
    }

    fn block(&mut self, out: &mut String, body: &[Stmt], s: &Scope, names: &Names, ind: usize) {
        for st in body {
            self.stmt(out, st, s, names, ind);
        }
    }

    fn stmt(&mut self, out: &mut String, st: &Stmt, s: &Scope, names: &Names, ind: usize) {
        let pad = "  ".repeat(ind);
        match st {
            Stmt::Assign(l, e) => {
                let (l, e) = (self.lvalue(l, s, names), self.expr(e, s, names));
                let _ = writeln!(out, "{pad}{l} = {e};");
            }
            Stmt::If(c, a, b) => {
                let c = self.expr(c, s, names);
                let _ = writeln!(out, "{pad}if ({c}) {{");
                self.block(out, a, s, names, ind + 1);
                if b.is_empty() {
                    let _ = writeln!(out, "{pad}}}");
                } else {
                    let _ = writeln!(out, "{pad}}} else {{");
                    self.block(out, b, s, names, ind + 1);
                    let _ = writeln!(out, "{pad}}}");
                }
            }
            Stmt::For {
                counter,
                bound,
                limit,
                body,
            } => {
                let c = names.scalar(*counter);
                let b = self.expr(bound, s, names);
                let _ = writeln!(
                    out,
                    "{pad}for ({c} = 0; {c} < (uint){b} % {limit}u; {c}++) {{"
                );
                self.block(out, body, s, names, ind + 1);
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::While {
                counter,
                cond,
                limit,
                body,
            } => {
                let c = names.scalar(*counter);
                let cond = self.expr(cond, s, names);
                let _ = writeln!(out, "{pad}{c} = 0;");
                let _ = writeln!(out, "{pad}while ({cond}) {{");
                let _ = writeln!(out, "{pad}  if (++{c} > {limit}u) break;");
                self.block(out, body, s, names, ind + 1);
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::Break => {
                let _ = writeln!(out, "{pad}break;");
            }
            Stmt::Continue => {
                let _ = writeln!(out, "{pad}continue;");
            }
            Stmt::Switch(e, cases, default) => {
                let e = self.expr(e, s, names);
                let _ = writeln!(out, "{pad}switch (({e}) & 7) {{");
                for c in cases {
                    let _ = writeln!(out, "{pad}case {}: {{", c.label);
                    self.block(out, &c.body, s, names, ind + 1);
                    if c.breaks {
                        let _ = writeln!(out, "{pad}  break;");
                    }
                    let _ = writeln!(out, "{pad}}}");
                }
                let _ = writeln!(out, "{pad}default: {{");
                self.block(out, default, s, names, ind + 1);
                let _ = writeln!(out, "{pad}}}");
                let _ = writeln!(out, "{pad}}}");
            }
            Stmt::Call {
                dst,
                helper,
                args,
                array,
            } => {
                let mut parts: Vec<String> = args.iter().map(|a| self.expr(a, s, names)).collect();
                parts.push(names.array(*array));
                parts.push("in".into());
                let _ = writeln!(
                    out,
                    "{pad}{} = helper{helper}({});",
                    names.scalar(*dst),
                    parts.join(", ")
                );
            }
            Stmt::Return(_) if names.rec_helper => {
                let _ = writeln!(out, "{pad}return r0;");
            }
            Stmt::Return(e) => {
                let e = self.expr(e, s, names);
                let _ = writeln!(out, "{pad}return {e};");
            }
            Stmt::FAssign(v, lane, e) => {
                let e = self.fexpr(e, s, names);
                let _ = writeln!(out, "{pad}{} = {e};", self.fvar(*v, *lane, s));
            }
            Stmt::FVecAssign(v, e) => {
                let e = self.fvec_expr(e, s.floats[*v], s, names);
                let _ = writeln!(out, "{pad}y{v} = {e};");
            }
            Stmt::UnionCopy(d, src) => {
                let _ = writeln!(out, "{pad}u{d} = u{src};");
            }
            Stmt::RecCopy {
                dst,
                dst_path,
                src,
                src_path,
            } => {
                let d = self.rec_place(*dst, dst_path, s, names);
                let from = self.rec_place(*src, src_path, s, names);
                let _ = writeln!(out, "{pad}{d} = {from};");
            }
            Stmt::RecCall {
                dst,
                helper,
                arg,
                target,
                x,
            } => {
                let d = self.rec_place(*dst, &[], s, names);
                let a = self.rec_place(*arg, &[], s, names);
                let (t, pointer) = names.rec(*target, s);
                let t = if pointer { t } else { format!("&{t}") };
                let x = self.expr(x, s, names);
                let _ = writeln!(out, "{pad}{d} = rhelper{helper}({a}, {t}, {x}, in);");
            }
            Stmt::VecAssign(v, e) => {
                let (t, n) = s.vecs[*v];
                let e = self.vec_expr(e, t, n, s, names);
                let _ = writeln!(out, "{pad}v{v} = {e};");
            }
            Stmt::StructCopy(d, src) => {
                let _ = writeln!(out, "{pad}s{d} = s{src};");
            }
            Stmt::Exchange { value, dst, offset } => {
                let v = self.expr(value, s, names);
                let o = self.expr(offset, s, names);
                let _ = writeln!(out, "{pad}barrier(CLK_LOCAL_MEM_FENCE);");
                let _ = writeln!(out, "{pad}shared[get_local_id(0)] = {v};");
                let _ = writeln!(out, "{pad}barrier(CLK_LOCAL_MEM_FENCE);");
                let _ = writeln!(
                    out,
                    "{pad}{} = shared[((uint)get_local_id(0) + (uint){o}) % {}u];",
                    names.scalar(*dst),
                    names.wg
                );
            }
            Stmt::LocalAtomic {
                counter,
                value,
                dst,
            } => {
                let c = self.local_counters[*counter];
                let v = self.expr(value, s, names);
                let t = c.ty.name();
                let _ = writeln!(out, "{pad}if (get_local_id(0) == 0)");
                let _ = writeln!(out, "{pad}  lc{counter} = {};", constant(c.ty, c.init));
                let _ = writeln!(out, "{pad}barrier(CLK_LOCAL_MEM_FENCE);");
                let _ = writeln!(out, "{pad}{}(&lc{counter}, ({t})({v}));", c.op.name());
                let _ = writeln!(out, "{pad}barrier(CLK_LOCAL_MEM_FENCE);");
                let _ = writeln!(out, "{pad}{} = lc{counter};", names.scalar(*dst));
            }
            Stmt::GlobalAtomic { counter, value } => {
                let c = self.global_counters[*counter];
                let v = self.expr(value, s, names);
                let t = c.ty.name();
                let _ = writeln!(
                    out,
                    "{pad}{}((global {t} *)&counters[{counter}], ({t})({v}));",
                    c.op.name()
                );
            }
        }
    }
}

/// Names of a function's variables (the helper's array 0 is its pointer parameter `p`).
struct Names {
    helper: bool,
    /// A record helper: its struct 0 is `r0`, its struct 1 the pointer `p`.
    rec_helper: bool,
    wg: u32,
}

impl Names {
    fn scalar(&self, v: usize) -> String {
        format!("x{v}")
    }
    /// A nested struct variable's name, and whether it is a pointer to the struct.
    fn rec(&self, v: usize, s: &Scope) -> (String, bool) {
        if self.rec_helper {
            if v == 0 {
                ("r0".into(), false)
            } else {
                ("p".into(), true)
            }
        } else {
            (format!("r{v}"), s.recs[v].1 != Space::Private)
        }
    }
    fn array(&self, a: usize) -> String {
        if self.helper {
            "p".into()
        } else {
            format!("a{a}")
        }
    }
}

fn declarations(p: &mut Printer, out: &mut String, f: &Function, names: &Names) {
    let s = &f.scope;
    for (i, init) in f.scalar_init.iter().enumerate() {
        let v = f.params + i;
        let e = p.expr(init, s, names);
        let _ = writeln!(out, "  {} x{v} = {e};", s.scalars[v].name());
    }
    for v in f.params + f.scalar_init.len()..s.scalars.len() {
        let _ = writeln!(out, "  {} x{v} = 0;", s.scalars[v].name());
    }
    for (i, (t, n)) in s.vecs.iter().enumerate() {
        let parts: Vec<String> = f.vec_init[i]
            .iter()
            .map(|x| format!("({}){}", t.name(), p.expr(x, s, names)))
            .collect();
        let _ = writeln!(
            out,
            "  {} v{i} = ({})({});",
            vec_name(*t, *n),
            vec_name(*t, *n),
            parts.join(", ")
        );
    }
    for (i, st) in s.structs.iter().enumerate() {
        let _ = writeln!(out, "  struct S{st} s{i};");
        for (fi, init) in f.struct_init[i].iter().enumerate() {
            let e = p.expr(init, s, names);
            let _ = writeln!(out, "  s{i}.f{fi} = {e};");
        }
    }
}

/// A helper; in OpenCL C 2.0 (`cl2`) its pointer parameter is generic.
fn helper(p: &mut Printer, out: &mut String, index: usize, f: &Function, cl2: bool) {
    let names = Names {
        helper: true,
        rec_helper: false,
        wg: 0,
    };
    let s = &f.scope;
    let mut params: Vec<String> = (0..f.params)
        .map(|v| format!("{} x{v}", s.scalars[v].name()))
        .collect();
    let space = if cl2 {
        ""
    } else {
        s.array_spaces[0].qualifier()
    };
    params.push(format!("{space}{} *p", s.arrays[0].0.name()));
    params.push("global const uint *in".into());
    let _ = writeln!(
        out,
        "{} helper{index}({}) {{",
        f.ret.name(),
        params.join(", ")
    );
    declarations(p, out, f, &names);
    p.block(out, &f.body, s, &names, 1);
    let r = p.expr(&f.ret_expr, s, &names);
    let _ = writeln!(out, "  return {r};\n}}\n");
}

fn safe_op(name: &str, t: IntTy) -> String {
    let n = t.name();
    let min_case = if t.signed {
        let min = if t.bits == 64 {
            "LONG_MIN".to_string()
        } else {
            "INT_MIN".to_string()
        };
        format!(" || (a == {min} && b == -1)")
    } else {
        String::new()
    };
    let op = if name == "div" { "/" } else { "%" };
    format!(
        "{n} safe_{name}_{n}({n} a, {n} b) {{\n  return (b == 0{min_case}) ? a : a {op} b;\n}}\n"
    )
}

/// The program's OpenCL C source.
pub fn print(prog: &Program) -> String {
    print_source(prog, false, false)
}

/// The program's source with a zero loaded at run time (`in[INPUT_LEN]`, past every index the
/// program reads) added to both operands of each 64-bit comparison: the same values, but
/// out of reach of llvmpipe's miscompile of a comparison of a widened 32-bit value with a
/// 64-bit constant (docs/fuzzing.md). A disagreement this removes is that bug's.
pub fn print_with_opaque_64bit_compares(prog: &Program) -> String {
    print_source(prog, true, false)
}

/// The program's source with each float-to-integer conversion's rounding mode done by the
/// rounding function of that mode first (`convert_int_rtp(x)` as `convert_int(ceil(x))`): the
/// same values (every converted value is a multiple of one half), without the conversion's
/// rounding mode. A disagreement this removes is a target that drops the rounding mode.
pub fn print_with_explicit_float_rounding(prog: &Program) -> String {
    print_source(prog, false, true)
}

fn print_source(
    prog: &Program,
    opaque_64bit_compares: bool,
    explicit_float_rounding: bool,
) -> String {
    let mut p = Printer {
        opaque_64bit_compares,
        explicit_float_rounding,
        structs: &prog.structs,
        local_counters: &prog.local_counters,
        global_counters: &prog.global_counters,
        records: &prog.records,
        unions: &prog.unions,
        safe_ops: BTreeSet::new(),
    };
    let mut body = String::new();
    for (i, h) in prog.helpers.iter().enumerate() {
        helper(&mut p, &mut body, i, h, prog.cl2);
    }
    for (i, h) in prog.rec_helpers.iter().enumerate() {
        rec_helper(&mut p, &mut body, i, h, prog.cl2);
    }
    let k = &prog.kernel;
    let names = Names {
        helper: false,
        rec_helper: false,
        wg: prog.wg,
    };
    // Without 64-bit integers the hash is 32-bit FNV-1a (`Flavour::Portable32`), and the
    // unused `scratch` is `uint`s.
    let (word, basis, prime) = if prog.flavour.narrow() {
        ("uint", "2166136261u", "16777619u")
    } else {
        ("ulong", "14695981039346656037ul", "1099511628211ul")
    };
    let _ = writeln!(
        body,
        "kernel __attribute__((reqd_work_group_size({}, 1, 1)))\nvoid {KERNEL_NAME}(global const uint *in, global {word} *out, global {word} *scratch) {{",
        prog.wg
    );
    let _ = writeln!(
        body,
        "  local {} shared[{}];",
        prog.local_ty.name(),
        prog.wg
    );
    for (i, c) in prog.local_counters.iter().enumerate() {
        let _ = writeln!(body, "  local {} lc{i};", c.ty.name());
    }
    if !prog.global_counters.is_empty() {
        let _ = writeln!(
            body,
            "  global uint *counters = (global uint *)(scratch + {});",
            prog.work_items() * prog.scratch_words
        );
    }
    let mut scratch_words = 0;
    for (i, (t, n)) in k.scope.arrays.iter().enumerate() {
        let t = t.name();
        match k.scope.array_spaces[i] {
            Space::Private => {
                let _ = writeln!(body, "  {t} a{i}[{n}];");
            }
            Space::Local => {
                let _ = writeln!(body, "  local {t} a{i}_wg[{}];", n * prog.wg as usize);
                let _ = writeln!(body, "  local {t} *a{i} = a{i}_wg + get_local_id(0) * {n};");
            }
            Space::Global => {
                let _ = writeln!(
                    body,
                    "  global {t} *a{i} = (global {t} *)(scratch + get_global_id(0) * {} + {scratch_words});",
                    prog.scratch_words
                );
                scratch_words += n;
                assert!(
                    scratch_words <= SCRATCH_WORDS,
                    "global arrays overflow the scratch words"
                );
            }
        }
        let _ = writeln!(
            body,
            "  for (uint i = 0; i < {n}u; i++)\n    a{i}[i] = ({t})in[(i * 7u + (uint)get_global_id(0) + {i}u) & {}u];",
            INPUT_LEN - 1
        );
    }
    declarations(&mut p, &mut body, k, &names);
    third_declarations(&mut p, &mut body, prog, &names);
    p.block(&mut body, &k.body, &k.scope, &names, 1);
    let _ = writeln!(body, "  {word} h = {basis};");
    let mix = |body: &mut String, x: String| {
        let _ = writeln!(body, "  h = (h ^ ({word}){x}) * {prime};");
    };
    for v in 0..k.scope.scalars.len() {
        mix(&mut body, format!("x{v}"));
    }
    for (i, (_, n)) in k.scope.vecs.iter().enumerate() {
        for l in 0..*n {
            mix(&mut body, format!("v{i}.{}", swizzle(&[l], *n)));
        }
    }
    for (i, st) in k.scope.structs.iter().enumerate() {
        for f in 0..prog.structs[*st].len() {
            mix(&mut body, format!("s{i}.f{f}"));
        }
    }
    for (i, (_, n)) in k.scope.arrays.iter().enumerate() {
        let _ = writeln!(
            body,
            "  for (uint i = 0; i < {n}u; i++)\n    h = (h ^ ({word})a{i}[i]) * {prime};"
        );
    }
    for (v, n) in k.scope.floats.iter().enumerate() {
        for l in 0..*n {
            mix(&mut body, float_bits(&p.fvar(v, l, &k.scope)));
        }
    }
    for u in 0..k.scope.unions.len() {
        mix(&mut body, format!("u{u}.m0"));
    }
    for (v, (r, _)) in k.scope.recs.iter().enumerate() {
        for leaf in leaf_suffixes(&prog.records, *r) {
            let (base, pointer) = names.rec(v, &k.scope);
            let base = if pointer { format!("(*{base})") } else { base };
            mix(&mut body, format!("{base}{leaf}"));
        }
    }
    let _ = writeln!(body, "  out[get_global_id(0)] = h;\n}}");

    let mut out = format!("// oclvk random program, seed {}\n", prog.seed);
    for (i, fields) in prog.structs.iter().enumerate() {
        let _ = writeln!(out, "struct S{i} {{");
        for (f, t) in fields.iter().enumerate() {
            let _ = writeln!(out, "  {} f{f};", t.name());
        }
        let packed = if prog.packed[i] {
            " __attribute__((packed))"
        } else {
            ""
        };
        let _ = writeln!(out, "}}{packed};");
    }
    for (i, fields) in prog.records.iter().enumerate() {
        let _ = writeln!(out, "struct R{i} {{");
        for (f, field) in fields.iter().enumerate() {
            let _ = match field {
                FieldTy::Int(t) => writeln!(out, "  {} f{f};", t.name()),
                FieldTy::IntArray(t, n) => writeln!(out, "  {} f{f}[{n}];", t.name()),
                FieldTy::Rec(q) => writeln!(out, "  struct R{q} f{f};"),
                FieldTy::RecArray(q, n) => writeln!(out, "  struct R{q} f{f}[{n}];"),
            };
        }
        let _ = writeln!(out, "}};");
    }
    for (i, members) in prog.unions.iter().enumerate() {
        let _ = writeln!(out, "union U{i} {{");
        for (m, member) in members.iter().enumerate() {
            let t = member.elem.name();
            let _ = match (member.count, member.vector) {
                (1, _) => writeln!(out, "  {t} m{m};"),
                (n, true) => writeln!(out, "  {t}{n} m{m};"),
                (n, false) => writeln!(out, "  {t} m{m}[{n}];"),
            };
        }
        let _ = writeln!(out, "}};");
    }
    for (name, t) in &p.safe_ops {
        out.push_str(&safe_op(name, *t));
    }
    out.push('\n');
    out + &body
}

/// The suffixes (`.f1[1].f0`, ...) of every integer leaf of struct type `r`, in memory order.
fn leaf_suffixes(records: &[Vec<FieldTy>], r: usize) -> Vec<String> {
    let mut out = Vec::new();
    for (fi, f) in records[r].iter().enumerate() {
        match *f {
            FieldTy::Int(_) => out.push(format!(".f{fi}")),
            FieldTy::IntArray(_, n) => out.extend((0..n).map(|i| format!(".f{fi}[{i}]"))),
            FieldTy::Rec(q) => out.extend(
                leaf_suffixes(records, q)
                    .into_iter()
                    .map(|x| format!(".f{fi}{x}")),
            ),
            FieldTy::RecArray(q, n) => {
                let inner = leaf_suffixes(records, q);
                for i in 0..n {
                    out.extend(inner.iter().map(|x| format!(".f{fi}[{i}]{x}")));
                }
            }
        }
    }
    out
}

/// The kernel's third-slice variables: floats, unions, and nested structs (private, a
/// work-item's slice of a `local` array, or its slice of `scratch`), each initialised.
fn third_declarations(p: &mut Printer, out: &mut String, prog: &Program, names: &Names) {
    let k = &prog.kernel;
    let s = &k.scope;
    for (v, n) in s.floats.iter().enumerate() {
        let lanes: Vec<String> = k.float_init[v]
            .iter()
            .map(|e| p.fexpr(e, s, names))
            .collect();
        let _ = match n {
            1 => writeln!(out, "  float y{v} = {};", lanes[0]),
            n => writeln!(out, "  float{n} y{v} = (float{n})({});", lanes.join(", ")),
        };
    }
    for (u, t) in s.unions.iter().enumerate() {
        let e = p.expr(&k.union_init[u], s, names);
        let _ = writeln!(out, "  union U{t} u{u};\n  u{u}.m0 = {e};");
    }
    let mut global = 0;
    for (v, (r, space)) in s.recs.iter().enumerate() {
        let _ = match space {
            Space::Private => writeln!(out, "  struct R{r} r{v};"),
            Space::Local => writeln!(
                out,
                "  local struct R{r} r{v}_wg[{}];\n  local struct R{r} *r{v} = r{v}_wg + get_local_id(0);",
                names.wg
            ),
            Space::Global => {
                global += 1;
                writeln!(
                    out,
                    "  global struct R{r} *r{v} = (global struct R{r} *)(scratch + get_global_id(0) * {} + {});",
                    prog.scratch_words,
                    SCRATCH_WORDS + (global - 1) * RECORD_WORDS
                )
            }
        };
        let (base, pointer) = names.rec(v, s);
        let base = if pointer { format!("(*{base})") } else { base };
        for (leaf, init) in leaf_suffixes(&prog.records, *r).iter().zip(&k.rec_init[v]) {
            let e = p.expr(init, s, names);
            let _ = writeln!(out, "  {base}{leaf} = {e};");
        }
    }
}

/// A record helper: `struct R<a> rhelperN(struct R<a> r0, <space> struct R<b> *p, T x0, in)`; in
/// OpenCL C 2.0 the pointer is generic.
fn rec_helper(p: &mut Printer, out: &mut String, index: usize, f: &Function, cl2: bool) {
    let names = Names {
        helper: true,
        rec_helper: true,
        wg: 0,
    };
    let s = &f.scope;
    let (by_value, _) = s.recs[0];
    let (pointee, space) = s.recs[1];
    let space = if cl2 { "" } else { space.qualifier() };
    let _ = writeln!(
        out,
        "struct R{by_value} rhelper{index}(struct R{by_value} r0, {space}struct R{pointee} *p, {} x0, global const uint *in) {{",
        s.scalars[0].name()
    );
    declarations(p, out, f, &names);
    p.block(out, &f.body, s, &names, 1);
    let _ = writeln!(out, "  return r0;\n}}\n");
}

/// A float's bits without the sign of a zero (see `Expr::AsUint`).
fn float_bits(x: &str) -> String {
    format!("(({x}) == 0.0f ? 0u : as_uint({x}))")
}
