//! The generator's program tree: a small integer-only subset of OpenCL C (1.2, or 2.0 with
//! generic pointers) whose every program is well defined by construction. The printer (`print.rs`) turns it into OpenCL C and the
//! evaluator (`eval.rs`) runs it on the host; a reducer can work on it too.

/// A scalar integer type: `char` .. `ulong`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct IntTy {
    pub bits: u32,
    pub signed: bool,
}

pub const INT: IntTy = IntTy {
    bits: 32,
    signed: true,
};
pub const UINT: IntTy = IntTy {
    bits: 32,
    signed: false,
};
pub const ALL_INT_TYPES: [IntTy; 8] = [
    IntTy {
        bits: 8,
        signed: true,
    },
    IntTy {
        bits: 8,
        signed: false,
    },
    IntTy {
        bits: 16,
        signed: true,
    },
    IntTy {
        bits: 16,
        signed: false,
    },
    INT,
    UINT,
    IntTy {
        bits: 64,
        signed: true,
    },
    IntTy {
        bits: 64,
        signed: false,
    },
];

impl IntTy {
    pub fn name(self) -> &'static str {
        match (self.bits, self.signed) {
            (8, true) => "char",
            (8, false) => "uchar",
            (16, true) => "short",
            (16, false) => "ushort",
            (32, true) => "int",
            (32, false) => "uint",
            (64, true) => "long",
            _ => "ulong",
        }
    }
    pub fn unsigned(self) -> IntTy {
        IntTy {
            bits: self.bits,
            signed: false,
        }
    }
    fn mask(self) -> u64 {
        if self.bits == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits) - 1
        }
    }
    /// C's conversion of a mathematical value to this type (modular; two's complement for the
    /// signed types, as every OpenCL implementation does).
    pub fn wrap(self, v: i128) -> u64 {
        (v as u64) & self.mask()
    }
    /// The mathematical value of a stored bit pattern.
    pub fn value(self, bits: u64) -> i128 {
        let b = bits & self.mask();
        if self.signed && self.bits < 128 && (b >> (self.bits - 1)) & 1 == 1 {
            b as i128 - (1i128 << self.bits)
        } else {
            b as i128
        }
    }
    /// The integer promotions: `char`/`short` (either signedness) become `int`.
    pub fn promote(self) -> IntTy {
        if self.bits < 32 {
            INT
        } else {
            self
        }
    }
    /// The usual arithmetic conversions of two operand types.
    pub fn common(a: IntTy, b: IntTy) -> IntTy {
        let (a, b) = (a.promote(), b.promote());
        if a == b {
            return a;
        }
        if a.signed == b.signed {
            return if a.bits >= b.bits { a } else { b };
        }
        let (s, u) = if a.signed { (a, b) } else { (b, a) };
        if u.bits >= s.bits {
            u
        } else {
            s
        }
    }
    pub fn max(self) -> i128 {
        (1i128 << (self.bits - self.signed as u32)) - 1
    }
    pub fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnOp {
    Neg,
    BitNot,
    Not,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    LAnd,
    LOr,
}

impl BinOp {
    pub fn is_comparison(self) -> bool {
        use BinOp::*;
        matches!(self, Lt | Le | Gt | Ge | Eq | Ne | LAnd | LOr)
    }
    pub fn symbol(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Mod => "%",
            And => "&",
            Or => "|",
            Xor => "^",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            LAnd => "&&",
            LOr => "||",
        }
    }
}

/// A pure expression (no side effects, so evaluation order never matters).
#[derive(Clone, Debug)]
pub enum Expr {
    /// A constant of a type, as its bit pattern.
    Const(IntTy, u64),
    Var(usize),
    /// `in[(e) & (INPUT_LEN - 1)]`, a `uint`.
    Input(Box<Expr>),
    /// `(uint)get_global_id(0)` / `(uint)get_local_id(0)`.
    Gid,
    Lid,
    /// A lane of a vector variable.
    Lane(usize, usize),
    /// A field of a struct variable.
    Field(usize, usize),
    /// `a[(e) & (len - 1)]` of an array variable (or the helper's pointer parameter).
    Elem(usize, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Cast(IntTy, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `convert_T[_sat][_rtX](e)`: saturating (clamped to `T`'s range) or modular; the rounding
    /// mode changes nothing between integer types.
    Convert {
        to: IntTy,
        sat: bool,
        round: Option<Round>,
        arg: Box<Expr>,
    },
    /// A comparison of two floats (`int` 0 or 1).
    FCmp(BinOp, Box<FExpr>, Box<FExpr>),
    /// `convert_T[_sat][_rtX]((f) * 0.5f)`: a multiple of one half rounded as the mode says;
    /// saturating unless `T` holds every value (|f| <= 4096).
    FToInt {
        to: IntTy,
        sat: bool,
        round: Option<Round>,
        arg: Box<FExpr>,
    },
    /// `((f) == 0.0f ? 0u : as_uint(f))`: the float's bits, a zero's sign left out (oclvk's
    /// modules carry no SignedZeroInfNanPreserve, so drivers may fold a zero's sign either
    /// way: docs/architecture.md).
    AsUint(Box<FExpr>),
    /// `u.m[i]`: element `i` of member `m` of union variable `u` (its type, for `type_of`).
    UnionRead(usize, usize, usize, IntTy),
    /// An integer leaf of a nested struct variable, reached by a path (its type carried).
    RecRead(usize, Path, IntTy),
}

/// A float expression of the third slice. Every value it takes is an integer of magnitude
/// at most 4096 (so `+ - *` are exact and clamped back into that range), except the halves
/// that `Round` and `Expr::FToInt` make and round at once: results are exact everywhere. The
/// sign of a zero is never observed (see `Expr::AsUint`; `copysign` takes its sign from a
/// non-zero constant).
#[derive(Clone, Debug)]
pub enum FExpr {
    /// A float variable's lane (0 for a scalar).
    Var(usize, usize),
    Const(i32),
    /// `convert_float[_rtX]((int)((uint)(e) & 4095u) - 2048)`: 24 bits hold it exactly.
    FromInt(Option<Round>, Box<Expr>),
    /// `fmin(fmax(a op b, -4096.0f), 4096.0f)` for `+ - *`.
    Arith(BinOp, Box<FExpr>, Box<FExpr>),
    Neg(Box<FExpr>),
    Fabs(Box<FExpr>),
    /// `copysign(a, c)`, `c` a non-zero constant.
    Copysign(Box<FExpr>, i32),
    /// `floor/ceil/trunc/rint/round((a) * 0.5f)`.
    Round(RoundFn, Box<FExpr>),
    /// `fmin(a, c)` (true) or `fmax(a, c)` with a non-zero constant `c` (no signed-zero tie).
    MinMax(bool, Box<FExpr>, i32),
    Select(Box<Expr>, Box<FExpr>, Box<FExpr>),
}

/// A float vector expression; its width is that of the variable it is assigned to.
#[derive(Clone, Debug)]
pub enum FVecExpr {
    Var(usize),
    Swizzle(usize, Vec<usize>),
    Splat(FExpr),
    Build(Vec<FExpr>),
    /// Lane-wise `+ - *`, clamped as [`FExpr::Arith`].
    Arith(BinOp, Box<FVecExpr>, Box<FVecExpr>),
    Round(RoundFn, Box<FVecExpr>),
    Fabs(Box<FVecExpr>),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundFn {
    Floor,
    Ceil,
    Trunc,
    Rint,
    Round,
}

impl RoundFn {
    pub const ALL: [RoundFn; 5] = [
        RoundFn::Floor,
        RoundFn::Ceil,
        RoundFn::Trunc,
        RoundFn::Rint,
        RoundFn::Round,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RoundFn::Floor => "floor",
            RoundFn::Ceil => "ceil",
            RoundFn::Trunc => "trunc",
            RoundFn::Rint => "rint",
            RoundFn::Round => "round",
        }
    }
    /// The C function's result (`rint` in the default round-to-nearest-even mode).
    pub fn apply(self, x: f32) -> f32 {
        match self {
            RoundFn::Floor => x.floor(),
            RoundFn::Ceil => x.ceil(),
            RoundFn::Trunc => x.trunc(),
            RoundFn::Rint => x.round_ties_even(),
            RoundFn::Round => x.round(),
        }
    }
}

impl Round {
    /// A float rounded to an integral value in this mode.
    pub fn apply(self, x: f32) -> f32 {
        match self {
            Round::Rte => x.round_ties_even(),
            Round::Rtz => x.trunc(),
            Round::Rtp => x.ceil(),
            Round::Rtn => x.floor(),
        }
    }
}

/// A step of a path into a nested struct: a field, or an element of an array field (the
/// index masked to the array's power-of-two length).
#[derive(Clone, Debug)]
pub enum Step {
    Field(usize),
    Index(Expr),
}

pub type Path = Vec<Step>;

/// A field of a nested struct type (`struct R<i>`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FieldTy {
    Int(IntTy),
    IntArray(IntTy, usize),
    /// A struct field of an earlier struct type.
    Rec(usize),
    RecArray(usize, usize),
}

/// A member of a union type: a scalar (`count` 1), a vector or an array of `count` elements;
/// every member of a union has the same size, and member 0 is the unsigned scalar of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UnionMember {
    pub elem: IntTy,
    pub count: usize,
    pub vector: bool,
}

/// The integer leaves of struct type `r`, in memory order (what a path's offset counts).
pub fn leaf_count(records: &[Vec<FieldTy>], r: usize) -> usize {
    records[r].iter().map(|f| field_leaves(records, *f)).sum()
}

pub fn field_leaves(records: &[Vec<FieldTy>], f: FieldTy) -> usize {
    match f {
        FieldTy::Int(_) => 1,
        FieldTy::IntArray(_, n) => n,
        FieldTy::Rec(r) => leaf_count(records, r),
        FieldTy::RecArray(r, n) => n * leaf_count(records, r),
    }
}

/// The leaves' types of struct type `r`, in order.
pub fn leaf_types(records: &[Vec<FieldTy>], r: usize) -> Vec<IntTy> {
    let mut out = Vec::new();
    for f in &records[r] {
        match *f {
            FieldTy::Int(t) => out.push(t),
            FieldTy::IntArray(t, n) => out.extend(std::iter::repeat_n(t, n)),
            FieldTy::Rec(q) => out.extend(leaf_types(records, q)),
            FieldTy::RecArray(q, n) => {
                let inner = leaf_types(records, q);
                for _ in 0..n {
                    out.extend(inner.iter().copied());
                }
            }
        }
    }
    out
}

/// C's size and alignment of struct type `r` (natural alignment, no packing).
pub fn record_size_align(records: &[Vec<FieldTy>], r: usize) -> (usize, usize) {
    let (mut size, mut align) = (0usize, 1usize);
    for f in &records[r] {
        let (fs, fa) = match *f {
            FieldTy::Int(t) => (t.bits as usize / 8, t.bits as usize / 8),
            FieldTy::IntArray(t, n) => (n * t.bits as usize / 8, t.bits as usize / 8),
            FieldTy::Rec(q) => record_size_align(records, q),
            FieldTy::RecArray(q, n) => {
                let (s, a) = record_size_align(records, q);
                (n * s, a)
            }
        };
        size = size.div_ceil(fa) * fa + fs;
        align = align.max(fa);
    }
    (size.div_ceil(align) * align, align)
}

/// A conversion's rounding-mode suffix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Round {
    Rte,
    Rtz,
    Rtp,
    Rtn,
}

impl Round {
    pub const ALL: [Round; 4] = [Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn];
    pub fn suffix(self) -> &'static str {
        match self {
            Round::Rte => "_rte",
            Round::Rtz => "_rtz",
            Round::Rtp => "_rtp",
            Round::Rtn => "_rtn",
        }
    }
}

/// Where an array lives: each work-item's own slice in every case, so no two work-items share
/// an element.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Space {
    Private,
    /// A slice of a work-group's `local` array.
    Local,
    /// A slice of the `scratch` buffer.
    Global,
}

impl Space {
    pub fn qualifier(self) -> &'static str {
        match self {
            Space::Private => "",
            Space::Local => "local ",
            Space::Global => "global ",
        }
    }
}

/// An atomic read-modify-write whose final result does not depend on the order the
/// work-items apply it in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AtomicOp {
    Add,
    Or,
    Xor,
    And,
    Min,
    Max,
}

impl AtomicOp {
    pub const ALL: [AtomicOp; 6] = [
        AtomicOp::Add,
        AtomicOp::Or,
        AtomicOp::Xor,
        AtomicOp::And,
        AtomicOp::Min,
        AtomicOp::Max,
    ];
    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Add => "atomic_add",
            AtomicOp::Or => "atomic_or",
            AtomicOp::Xor => "atomic_xor",
            AtomicOp::And => "atomic_and",
            AtomicOp::Min => "atomic_min",
            AtomicOp::Max => "atomic_max",
        }
    }
    /// The counter's new bits: `old` combined with `v` (both of type `t`, `int` or `uint`).
    pub fn apply(self, t: IntTy, old: u64, v: u64) -> u64 {
        let (a, b) = (t.value(old), t.value(v));
        t.wrap(match self {
            AtomicOp::Add => a + b,
            AtomicOp::Or => a | b,
            AtomicOp::Xor => a ^ b,
            AtomicOp::And => a & b,
            AtomicOp::Min => a.min(b),
            AtomicOp::Max => a.max(b),
        })
    }
}

/// An atomic counter: its operation, type (`int` or `uint`) and initial bits.
#[derive(Clone, Copy, Debug)]
pub struct Counter {
    pub op: AtomicOp,
    pub ty: IntTy,
    pub init: u64,
}

/// Something assignable.
#[derive(Clone, Debug)]
pub enum Lvalue {
    Var(usize),
    Elem(usize, Expr),
    Field(usize, usize),
    Lane(usize, usize),
    /// Element `i` of member `m` of union variable `u`.
    UnionElem(usize, usize, usize),
    /// An integer leaf of a nested struct variable.
    Rec(usize, Path),
}

/// A vector expression; its element type and width are those of the vector it is assigned to.
#[derive(Clone, Debug)]
pub enum VecExpr {
    Var(usize),
    /// A swizzle of another vector variable of the same element type.
    Swizzle(usize, Vec<usize>),
    /// `(T)(e)`, one scalar in every lane.
    Splat(Expr),
    /// `(T)((E)e0, (E)e1, ...)`.
    Build(Vec<Expr>),
    /// Lane-wise `+ - * & | ^` (`+ - *` only on unsigned elements: signed overflow is undefined).
    Bin(BinOp, Box<VecExpr>, Box<VecExpr>),
}

#[derive(Clone, Debug)]
pub struct Case {
    pub label: u64,
    pub body: Vec<Stmt>,
    /// Ends with `break` (else it falls through into the next case).
    pub breaks: bool,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Assign(Lvalue, Expr),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `for (c = 0; c < (uint)(bound) % limit; c++)`: the bound is evaluated every iteration
    /// and may change with the body; the counter is never assigned in the body.
    For {
        counter: usize,
        bound: Expr,
        limit: u32,
        body: Vec<Stmt>,
    },
    /// `c = 0; while (cond) { if (++c > limit) break; body }`.
    While {
        counter: usize,
        cond: Expr,
        limit: u32,
        body: Vec<Stmt>,
    },
    Break,
    Continue,
    /// `switch ((e) & 7)`, cases in order, then `default`.
    Switch(Expr, Vec<Case>, Vec<Stmt>),
    /// `dst = helper(args..., array)`.
    Call {
        dst: usize,
        helper: usize,
        args: Vec<Expr>,
        array: usize,
    },
    /// Only in helpers.
    Return(Expr),
    VecAssign(usize, VecExpr),
    /// `dst = src` of two struct variables of one type.
    StructCopy(usize, usize),
    /// Only at the kernel's top level (uniform control flow): every work-item stores `value` in
    /// the work-group's local array, a barrier, then `dst = local[(lid + offset) % wg]`.
    Exchange {
        value: Expr,
        dst: usize,
        offset: Expr,
    },
    /// Only at the kernel's top level: local counter `counter` is set to its initial value, a
    /// barrier, every work-item applies its atomic with `value`, a barrier, then `dst` reads
    /// the counter.
    LocalAtomic {
        counter: usize,
        value: Expr,
        dst: usize,
    },
    /// Only in the kernel: global counter `counter` (in the `scratch` buffer, which the host
    /// reads after the run) takes this work-item's `value`.
    GlobalAtomic {
        counter: usize,
        value: Expr,
    },
    /// A float variable's lane (0 for a scalar) takes a float expression.
    FAssign(usize, usize, FExpr),
    /// A float vector variable takes a float vector expression.
    FVecAssign(usize, FVecExpr),
    /// `dst = src` of two union variables of one type.
    UnionCopy(usize, usize),
    /// A struct (a variable, or a struct inside one, by path) takes another of its type.
    RecCopy {
        dst: usize,
        dst_path: Path,
        src: usize,
        src_path: Path,
    },
    /// Only in the kernel: `dst = rec_helper(arg, &target, x)`: a struct by value and one by
    /// pointer (private, a work-item's `local` slice or its global one), a struct returned.
    RecCall {
        dst: usize,
        helper: usize,
        arg: usize,
        target: usize,
        x: Expr,
    },
}

/// The variables a function declares.
#[derive(Clone, Debug, Default)]
pub struct Scope {
    pub scalars: Vec<IntTy>,
    /// Loop counters: read, never assigned by generated statements.
    pub counters: Vec<bool>,
    /// Element type and width.
    pub vecs: Vec<(IntTy, usize)>,
    /// Element type and (power-of-two) length.
    pub arrays: Vec<(IntTy, usize)>,
    /// Where each array lives (a helper's array 0 is a pointer to that space).
    pub array_spaces: Vec<Space>,
    /// Struct type indices.
    pub structs: Vec<usize>,
    /// Third slice: float variables' widths (1: a scalar `float`).
    pub floats: Vec<usize>,
    /// Third slice: union type indices.
    pub unions: Vec<usize>,
    /// Third slice: nested struct type indices and where each variable lives (a record
    /// helper's struct 0 is its by-value parameter, struct 1 its pointer parameter).
    pub recs: Vec<(usize, Space)>,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub scope: Scope,
    /// The first `params` scalars are parameters (helpers); a helper's array 0 is its pointer
    /// parameter.
    pub params: usize,
    /// Initial values of the other scalars, vectors and struct fields (reading only parameters,
    /// inputs and ids).
    pub scalar_init: Vec<Expr>,
    pub vec_init: Vec<Vec<Expr>>,
    pub struct_init: Vec<Vec<Expr>>,
    /// Third slice: initial lanes of the float variables, member 0 of the unions, every leaf
    /// of the nested struct variables that are not parameters.
    pub float_init: Vec<Vec<FExpr>>,
    pub union_init: Vec<Expr>,
    pub rec_init: Vec<Vec<Expr>>,
    pub body: Vec<Stmt>,
    pub ret: IntTy,
    pub ret_expr: Expr,
}

#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    /// The constructs the program may use (see [`Flavour`]).
    pub flavour: Flavour,
    /// Field types of each struct type.
    pub structs: Vec<Vec<IntTy>>,
    /// Which struct types are `__attribute__((packed))`.
    pub packed: Vec<bool>,
    /// OpenCL C 2.0 (`-cl-std=CL2.0`): helpers take generic pointers.
    pub cl2: bool,
    pub local_counters: Vec<Counter>,
    pub global_counters: Vec<Counter>,
    pub helpers: Vec<Function>,
    /// Third slice: nested struct types, union types and record helpers.
    pub records: Vec<Vec<FieldTy>>,
    pub unions: Vec<Vec<UnionMember>>,
    pub rec_helpers: Vec<Function>,
    pub kernel: Function,
    pub wg: u32,
    pub groups: u32,
    pub local_ty: IntTy,
    /// `ulong` words of `scratch` each work-item takes: [`SCRATCH_WORDS`] for its global
    /// arrays, then [`RECORD_WORDS`] for each global nested struct variable.
    pub scratch_words: usize,
}

/// Which constructs a program may use: every one (the default target's programs), or only
/// those the portable targets express (`OCLVK_FUZZ_FLAVOUR`, docs/fuzzing.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Flavour {
    #[default]
    Full,
    /// For `vulkan1.2-portable`: no generic pointers (OpenCL C 2.0), unions, vectors of 8 or
    /// 16 lanes, global counters or structs (views of `scratch` as another type than `ulong`:
    /// a cast between pointee types), and no 8- or 16-bit integers in struct fields or in
    /// `local` or global memory: what the portable targets refuse by design (README).
    Portable,
    /// For `wgsl`: [`Flavour::Portable`] without 64-bit integers anywhere, so with no global
    /// arrays or structs and a 32-bit hash (`global uint *out`).
    Portable32,
}

impl Flavour {
    /// `full`, `portable` or `portable32`.
    pub fn parse(text: &str) -> Option<Flavour> {
        match text {
            "full" => Some(Flavour::Full),
            "portable" => Some(Flavour::Portable),
            "portable32" => Some(Flavour::Portable32),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Flavour::Full => "full",
            Flavour::Portable => "portable",
            Flavour::Portable32 => "portable32",
        }
    }
    pub fn portable(self) -> bool {
        self != Flavour::Full
    }
    /// Whether the program's integers, its hash included, are at most 32 bits wide.
    pub fn narrow(self) -> bool {
        self == Flavour::Portable32
    }
}

pub const INPUT_LEN: usize = 256;
/// `ulong` words of the `scratch` buffer each work-item's global arrays take; the global
/// counters (`uint`s) follow every work-item's words.
pub const SCRATCH_WORDS: usize = 64;
/// `ulong` words of a work-item's slice of `scratch` each global nested struct takes.
pub const RECORD_WORDS: usize = 32;

impl Program {
    /// The OpenCL build options the program needs.
    pub fn build_options(&self) -> &'static str {
        if self.cl2 {
            "-cl-std=CL2.0"
        } else {
            ""
        }
    }
    /// Bytes of each work-item's hash in `out`.
    pub fn hash_bytes(&self) -> usize {
        if self.flavour.narrow() {
            4
        } else {
            8
        }
    }
    pub fn work_items(&self) -> usize {
        (self.wg * self.groups) as usize
    }
    /// The `scratch` buffer's initial bytes: zeros, then the global counters' initial values.
    pub fn scratch(&self) -> Vec<u8> {
        let mut bytes = vec![0; self.work_items() * self.scratch_words * 8];
        for c in &self.global_counters {
            bytes.extend((c.init as u32).to_le_bytes());
        }
        bytes
    }
}
pub const KERNEL_NAME: &str = "fuzz";

/// The static type of an expression.
pub fn type_of(e: &Expr, scope: &Scope, structs: &[Vec<IntTy>]) -> IntTy {
    match e {
        Expr::Const(t, _) => *t,
        Expr::Var(v) => scope.scalars[*v],
        Expr::Input(_) | Expr::Gid | Expr::Lid => UINT,
        Expr::Lane(v, _) => scope.vecs[*v].0,
        Expr::Field(s, f) => structs[scope.structs[*s]][*f],
        Expr::Elem(a, _) => scope.arrays[*a].0,
        Expr::Unary(UnOp::Not, _) => INT,
        Expr::Unary(_, a) => type_of(a, scope, structs).promote(),
        Expr::Binary(op, a, b) => {
            if op.is_comparison() {
                INT
            } else if matches!(op, BinOp::Shl | BinOp::Shr) {
                type_of(a, scope, structs).promote()
            } else {
                IntTy::common(type_of(a, scope, structs), type_of(b, scope, structs))
            }
        }
        Expr::Cast(t, _) | Expr::Convert { to: t, .. } => *t,
        Expr::Cond(_, a, b) => {
            IntTy::common(type_of(a, scope, structs), type_of(b, scope, structs))
        }
        Expr::FCmp(..) => INT,
        Expr::FToInt { to, .. } => *to,
        Expr::AsUint(_) => UINT,
        Expr::UnionRead(.., t) | Expr::RecRead(_, _, t) => *t,
    }
}

/// The type both operands of a binary operator are converted to (comparisons included).
pub fn operand_type(op: BinOp, a: IntTy, b: IntTy) -> IntTy {
    match op {
        BinOp::Shl | BinOp::Shr => a.promote(),
        _ => IntTy::common(a, b),
    }
}
