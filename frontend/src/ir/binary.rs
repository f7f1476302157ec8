//! A compact binary form of a library module (the math library's), written at build time and
//! read back per compile without reading text: numbers are LEB128, every expression carries its
//! type (nothing is inferred), enumerations are positions in the tables below. A reader decodes
//! the module's header (its OpenCL C version and types, interned in their order, so a type has
//! the same id as in the encoded module) and only the functions it is asked for, each with its
//! calls renumbered to the functions read back.
//!
//! It holds what [`parse`](super::parse) reads back and no more: spans are empty, and a library
//! module has no structs and no program-scope variables (the encoder refuses them, so the
//! build that makes the form fails rather than leaving something out).

use super::*;
use std::fmt::Debug;
use std::ops::Range;

/// Why a module has no binary form, or why bytes are not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BinaryError {
    #[error("the binary IR form holds no {0}")]
    Unsupported(String),
    #[error("malformed binary IR at byte {at}: {what}")]
    Malformed { at: usize, what: &'static str },
}

/// A module in binary form: the header (version and types), then each function's bytes.
#[derive(Clone, Debug)]
pub struct EncodedModule {
    pub bytes: Vec<u8>,
    /// Where the header ends (the first function's bytes start).
    pub header_end: usize,
    /// Each function's bytes, in the module's order.
    pub functions: Vec<Range<usize>>,
}

const SCALARS: &[Scalar] = &[
    Scalar::Bool,
    Scalar::Char,
    Scalar::Uchar,
    Scalar::Short,
    Scalar::Ushort,
    Scalar::Int,
    Scalar::Uint,
    Scalar::Long,
    Scalar::Ulong,
    Scalar::Half,
    Scalar::Float,
    Scalar::Double,
];
const SPACES: &[AddressSpace] = &[
    AddressSpace::Private,
    AddressSpace::Global,
    AddressSpace::Constant,
    AddressSpace::Local,
    AddressSpace::Generic,
];
const DIMS: &[ImageDim] = &[
    ImageDim::D1,
    ImageDim::D1Buffer,
    ImageDim::D1Array,
    ImageDim::D2,
    ImageDim::D2Array,
    ImageDim::D3,
];
const ACCESSES: &[Access] = &[Access::ReadOnly, Access::WriteOnly, Access::ReadWrite];
const UNARY_OPS: &[UnaryOp] = &[UnaryOp::Neg, UnaryOp::BitNot, UnaryOp::Not];
const BINARY_OPS: &[BinaryOp] = {
    use BinaryOp::*;
    &[
        Add, Sub, Mul, Div, Rem, Shl, Shr, BitAnd, BitOr, BitXor, Eq, Ne, Lt, Le, Gt, Ge, BoolAnd,
        BoolOr,
    ]
};
const ROUNDINGS: &[Rounding] = &[
    Rounding::Default,
    Rounding::Rte,
    Rounding::Rtz,
    Rounding::Rtp,
    Rounding::Rtn,
];

/// The binary form of `m`.
pub fn encode(m: &Module) -> Result<EncodedModule, BinaryError> {
    if m.types.struct_count() > 0 {
        return Err(BinaryError::Unsupported("structs".into()));
    }
    if !m.globals.is_empty() {
        return Err(BinaryError::Unsupported("program-scope variables".into()));
    }
    let mut w = Writer { out: Vec::new() };
    w.n(m.opencl_c_version as u64);
    let types: Vec<Type> = m.types.iter().map(|(_, t)| t).collect();
    w.n(types.len() as u64);
    for t in types {
        w.ty_def(t)?;
    }
    let header_end = w.out.len();
    let mut functions = Vec::with_capacity(m.functions.len());
    for f in &m.functions {
        let start = w.out.len();
        w.function(f)?;
        functions.push(start..w.out.len());
    }
    Ok(EncodedModule {
        bytes: w.out,
        header_end,
        functions,
    })
}

/// The module of `bytes`' header and of the functions `functions` gives the bytes of (one entry
/// per encoded function, `None` for those not wanted), in their order; a call of a function not
/// wanted is an error.
pub fn decode(
    bytes: &[u8],
    header_end: usize,
    functions: &[Option<Range<usize>>],
) -> Result<Module, BinaryError> {
    let header = bytes.get(..header_end).ok_or(BinaryError::Malformed {
        at: header_end,
        what: "the header's end is past the bytes",
    })?;
    let mut r = Reader::new(header, 0);
    let mut m = Module {
        opencl_c_version: r.u32()?,
        ..Module::default()
    };
    let count = r.count()?;
    for _ in 0..count {
        let t = r.ty_def(m.types.len())?;
        m.types.intern(t);
    }
    // Library function index to its number among those read back.
    let mut numbers = Vec::with_capacity(functions.len());
    let mut next = 0;
    for f in functions {
        numbers.push(f.as_ref().map(|_| {
            next += 1;
            FunctionId::new(next - 1)
        }));
    }
    let types = m.types.len();
    for range in functions.iter().flatten() {
        let body = bytes.get(range.clone()).ok_or(BinaryError::Malformed {
            at: range.start,
            what: "a function's bytes are past the end",
        })?;
        let mut r = Reader::new(body, range.start);
        r.types = types;
        let f = r.function(&numbers)?;
        m.functions.push(Box::new(f));
    }
    Ok(m)
}

struct Writer {
    out: Vec<u8>,
}

impl Writer {
    /// `v` as LEB128.
    fn n(&mut self, mut v: u64) {
        loop {
            let low = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.out.push(low);
                return;
            }
            self.out.push(low | 0x80);
        }
    }

    fn flag(&mut self, b: bool) {
        self.out.push(b as u8);
    }

    fn str(&mut self, s: &str) {
        self.n(s.len() as u64);
        self.out.extend_from_slice(s.as_bytes());
    }

    fn handle<T>(&mut self, h: Handle<T>) {
        self.n(h.index() as u64)
    }

    /// `None` as 0, a handle as its index plus one.
    fn opt_handle<T>(&mut self, h: Option<Handle<T>>) {
        self.n(h.map_or(0, |h| h.index() as u64 + 1))
    }

    fn opt_u32(&mut self, v: Option<u32>) {
        self.n(v.map_or(0, |v| v as u64 + 1))
    }

    fn opt_u32s(&mut self, v: Option<[u32; 3]>) {
        self.flag(v.is_some());
        for x in v.unwrap_or_default() {
            self.n(x as u64);
        }
    }

    /// `v`'s position in `table`.
    fn tag<T: PartialEq + Debug>(&mut self, table: &[T], v: T) -> Result<(), BinaryError> {
        let k = table
            .iter()
            .position(|t| *t == v)
            .ok_or_else(|| BinaryError::Unsupported(format!("{v:?}")))?;
        self.out.push(k as u8);
        Ok(())
    }

    fn list(&mut self, l: ExprList) {
        self.n(l.start as u64);
        self.n(l.len as u64);
    }

    fn lanes(&mut self, lanes: Lanes) {
        self.n(lanes.len() as u64);
        self.out.extend(lanes.iter());
    }

    fn ty_def(&mut self, t: Type) -> Result<(), BinaryError> {
        match t {
            Type::Void => self.out.push(0),
            Type::Scalar(s) => {
                self.out.push(1);
                self.tag(SCALARS, s)?;
            }
            Type::Vector { scalar, len } => {
                self.out.push(2);
                self.tag(SCALARS, scalar)?;
                self.out.push(len);
            }
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                self.out.push(3);
                self.handle(pointee);
                self.tag(SPACES, space)?;
                let q = qualifiers;
                self.out.push(
                    q.is_const as u8 | (q.is_volatile as u8) << 1 | (q.is_restrict as u8) << 2,
                );
            }
            Type::Array { elem, len } => {
                self.out.push(4);
                self.handle(elem);
                self.n(len);
            }
            Type::Struct(_) => return Err(BinaryError::Unsupported("structs".into())),
            Type::Image { dim, access } => {
                self.out.push(5);
                self.tag(DIMS, dim)?;
                self.tag(ACCESSES, access)?;
            }
            Type::Sampler => self.out.push(6),
            Type::Event => self.out.push(7),
            Type::Atomic(inner) => {
                self.out.push(8);
                self.handle(inner);
            }
        }
        Ok(())
    }

    fn function(&mut self, f: &Function) -> Result<(), BinaryError> {
        self.str(&f.name);
        self.n(f.params.len() as u64);
        for p in &f.params {
            self.str(&p.name);
            self.handle(p.ty);
            match p.access {
                None => self.out.push(0xff),
                Some(a) => self.tag(ACCESSES, a)?,
            }
        }
        self.handle(f.ret);
        self.flag(f.kernel.is_some());
        if let Some(k) = &f.kernel {
            self.opt_u32s(k.reqd_work_group_size);
            self.opt_u32s(k.work_group_size_hint);
            self.flag(k.vec_type_hint.is_some());
            if let Some(hint) = &k.vec_type_hint {
                self.str(hint);
            }
            self.opt_u32(k.reqd_sub_group_size);
        }
        self.n(f.locals.len() as u64);
        for l in &f.locals {
            self.n(l.name.start as u64);
            self.n(l.name.len as u64);
            self.handle(l.ty);
        }
        self.str(&f.local_names);
        self.n(f.exprs.len() as u64);
        for e in &f.exprs {
            self.handle(e.ty);
            self.expr(e.kind)?;
        }
        self.n(f.lists.len() as u64);
        for &e in &f.lists {
            self.handle(e);
        }
        self.block(&f.body);
        self.flag(f.fp_contract);
        Ok(())
    }

    fn expr(&mut self, kind: ExprKind) -> Result<(), BinaryError> {
        use ExprKind as K;
        match kind {
            K::Literal(Literal::Bool(b)) => {
                self.out.push(0);
                self.flag(b);
            }
            K::Literal(Literal::Int(v)) => {
                self.out.push(1);
                self.n(v);
            }
            K::Literal(Literal::Float(v)) => {
                self.out.push(2);
                self.out.extend_from_slice(&v.to_bits().to_le_bytes());
            }
            K::Composite(l) => {
                self.out.push(3);
                self.list(l);
            }
            K::Param(p) => {
                self.out.push(4);
                self.n(p as u64);
            }
            K::LocalAddr(l) => {
                self.out.push(5);
                self.handle(l);
            }
            K::GlobalAddr(_) => {
                return Err(BinaryError::Unsupported("program-scope variables".into()))
            }
            K::Temp(t) => {
                self.out.push(6);
                self.handle(t);
            }
            K::Let { temp, value, body } => {
                self.out.push(7);
                self.handle(temp);
                self.handle(value);
                self.handle(body);
            }
            K::Load(p) => {
                self.out.push(8);
                self.handle(p);
            }
            K::Store { ptr, value } => self.pair(9, ptr, value),
            K::Unary { op, operand } => {
                self.out.push(10);
                self.tag(UNARY_OPS, op)?;
                self.handle(operand);
            }
            K::Binary { op, lhs, rhs } => {
                self.out.push(11);
                self.tag(BINARY_OPS, op)?;
                self.handle(lhs);
                self.handle(rhs);
            }
            K::LogicalAnd { lhs, rhs } => self.pair(12, lhs, rhs),
            K::LogicalOr { lhs, rhs } => self.pair(13, lhs, rhs),
            K::Select {
                cond,
                then,
                otherwise,
            } => {
                self.out.push(14);
                self.handle(cond);
                self.handle(then);
                self.handle(otherwise);
            }
            K::Convert { kind, operand } => {
                self.out.push(15);
                match kind {
                    ConvertKind::Numeric { saturate, rounding } => {
                        self.out.push(0);
                        self.flag(saturate);
                        self.tag(ROUNDINGS, rounding)?;
                    }
                    ConvertKind::Splat => self.out.push(1),
                    ConvertKind::Bitcast => self.out.push(2),
                    ConvertKind::PtrToInt => self.out.push(3),
                    ConvertKind::IntToPtr => self.out.push(4),
                    ConvertKind::AddressSpace => self.out.push(5),
                    ConvertKind::Void => self.out.push(6),
                }
                self.handle(operand);
            }
            K::Call { function, args } => {
                self.out.push(16);
                self.handle(function);
                self.list(args);
            }
            K::Builtin { builtin, args } => {
                self.out.push(17);
                self.builtin(builtin)?;
                self.list(args);
            }
            K::PtrOffset { ptr, index } => self.pair(18, ptr, index),
            K::PtrDiff { lhs, rhs } => self.pair(19, lhs, rhs),
            K::ElementPtr { base, index } => self.pair(20, base, index),
            K::FieldPtr { base, field } => {
                self.out.push(21);
                self.handle(base);
                self.n(field as u64);
            }
            K::Swizzle { vector, lanes } => {
                self.out.push(22);
                self.handle(vector);
                self.lanes(lanes);
            }
            K::ExtractLane { vector, index } => self.pair(23, vector, index),
            K::StoreLanes { ptr, lanes, value } => {
                self.out.push(24);
                self.handle(ptr);
                self.lanes(lanes);
                self.handle(value);
            }
            K::VectorLiteral(l) => {
                self.out.push(25);
                self.list(l);
            }
            K::Comma { lhs, rhs } => self.pair(26, lhs, rhs),
        }
        Ok(())
    }

    fn pair(&mut self, tag: u8, a: ExprId, b: ExprId) {
        self.out.push(tag);
        self.handle(a);
        self.handle(b);
    }

    /// A simple builtin by its position in [`SimpleBuiltin::ALL`], another by the name the text
    /// form reads back (which it must, as [`parse`](super::parse) would).
    fn builtin(&mut self, b: Builtin) -> Result<(), BinaryError> {
        if let Builtin::Simple(s) = b {
            let k = SimpleBuiltin::ALL
                .iter()
                .position(|x| *x == s)
                .ok_or_else(|| BinaryError::Unsupported(format!("builtin {}", s.name())))?;
            self.out.push(0);
            self.n(k as u64);
            return Ok(());
        }
        let name = b.to_string();
        if super::parse::builtin(&name) != Some(b) {
            return Err(BinaryError::Unsupported(format!("builtin {name}")));
        }
        self.out.push(1);
        self.str(&name);
        Ok(())
    }

    fn block(&mut self, b: &Block) {
        self.n(b.stmts.len() as u64);
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Expr(e) => {
                self.out.push(0);
                self.handle(*e);
            }
            Stmt::Block(b) => {
                self.out.push(1);
                self.block(b);
            }
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                self.out.push(2);
                self.handle(*cond);
                self.block(then);
                self.block(otherwise);
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                step,
                ..
            } => {
                self.out.push(3);
                self.opt_handle(*cond);
                self.flag(*test_first);
                self.block(body);
                self.opt_handle(*step);
            }
            Stmt::Switch {
                selector, cases, ..
            } => {
                self.out.push(4);
                self.handle(*selector);
                self.n(cases.len() as u64);
                for c in cases {
                    self.n(c.values.len() as u64);
                    for &v in &c.values {
                        self.n(v);
                    }
                    self.flag(c.is_default);
                    self.block(&c.body);
                }
            }
            Stmt::Break(_) => self.out.push(5),
            Stmt::Continue(_) => self.out.push(6),
            Stmt::Return(e, _) => {
                self.out.push(7);
                self.opt_handle(*e);
            }
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Where `bytes` starts in the whole form (for errors).
    base: usize,
    /// How many types the module has (type references are checked against it).
    types: usize,
}

/// Where bytes stop being the binary form, and what was expected there: small, so that the
/// reader's results stay small.
struct Malformed {
    at: usize,
    what: &'static str,
}

impl From<Malformed> for BinaryError {
    fn from(m: Malformed) -> Self {
        BinaryError::Malformed {
            at: m.at,
            what: m.what,
        }
    }
}

type R<T> = Result<T, Malformed>;

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8], base: usize) -> Self {
        Reader {
            bytes,
            pos: 0,
            base,
            types: 0,
        }
    }

    #[cold]
    #[inline(never)]
    fn bad<T>(&self, what: &'static str) -> R<T> {
        Err(Malformed {
            at: self.base + self.pos,
            what,
        })
    }

    #[inline(always)]
    fn byte(&mut self) -> R<u8> {
        match self.bytes.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.bad("the bytes end early"),
        }
    }

    /// A LEB128 number; most are below 128, one byte.
    #[inline(always)]
    fn n(&mut self) -> R<u64> {
        match self.bytes.get(self.pos) {
            Some(&b) if b < 0x80 => {
                self.pos += 1;
                Ok(b as u64)
            }
            _ => self.long_n(),
        }
    }

    #[inline(never)]
    fn long_n(&mut self) -> R<u64> {
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let b = self.byte()?;
            if shift >= 64 {
                return self.bad("a number of more than 64 bits");
            }
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
            shift += 7;
        }
    }

    fn u32(&mut self) -> R<u32> {
        let v = self.n()?;
        u32::try_from(v).or_else(|_| self.bad("a number of more than 32 bits"))
    }

    /// A count of items that each take at least a byte (so a wrong count cannot ask for more
    /// memory than the bytes could describe).
    fn count(&mut self) -> R<usize> {
        let n = self.n()?;
        if n > (self.bytes.len() - self.pos) as u64 {
            return self.bad("a count larger than the bytes left");
        }
        Ok(n as usize)
    }

    fn flag(&mut self) -> R<bool> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => self.bad("a flag that is neither 0 nor 1"),
        }
    }

    fn str(&mut self) -> R<&'a str> {
        let len = self.count()?;
        let s = &self.bytes[self.pos..self.pos + len];
        let s = std::str::from_utf8(s).or_else(|_| self.bad("a name that is not UTF-8"))?;
        self.pos += len;
        Ok(s)
    }

    #[inline(always)]
    fn handle<T>(&mut self) -> R<Handle<T>> {
        let v = self.n()?;
        match usize::try_from(v).ok().and_then(Handle::try_new) {
            Some(h) => Ok(h),
            None => self.bad("a reference out of range"),
        }
    }

    fn opt_handle<T>(&mut self) -> R<Option<Handle<T>>> {
        match self.n()? {
            0 => Ok(None),
            v => match usize::try_from(v - 1).ok().and_then(Handle::try_new) {
                Some(h) => Ok(Some(h)),
                None => self.bad("a reference out of range"),
            },
        }
    }

    /// A type reference, below `types`.
    #[inline(always)]
    fn ty(&mut self) -> R<TypeId> {
        let t: TypeId = self.handle()?;
        if t.index() >= self.types {
            return self.bad("a type that is not defined");
        }
        Ok(t)
    }

    fn opt_u32(&mut self) -> R<Option<u32>> {
        match self.u32()? {
            0 => Ok(None),
            v => Ok(Some(v - 1)),
        }
    }

    fn opt_u32s(&mut self) -> R<Option<[u32; 3]>> {
        let some = self.flag()?;
        let v = [self.u32()?, self.u32()?, self.u32()?];
        Ok(some.then_some(v))
    }

    fn tag<T: Copy>(&mut self, table: &[T]) -> R<T> {
        let k = self.byte()?;
        match table.get(k as usize) {
            Some(&v) => Ok(v),
            None => self.bad("an unknown tag"),
        }
    }

    fn list(&mut self) -> R<ExprList> {
        Ok(ExprList {
            start: self.u32()?,
            len: self.u32()?,
        })
    }

    fn lanes(&mut self) -> R<Lanes> {
        let len = self.count()?;
        let lanes = &self.bytes[self.pos..self.pos + len];
        self.pos += len;
        match Lanes::new(lanes) {
            Some(l) => Ok(l),
            None => self.bad("lanes out of range"),
        }
    }

    /// A type definition, referring only to the `defined` types before it.
    fn ty_def(&mut self, defined: usize) -> R<Type> {
        self.types = defined;
        Ok(match self.byte()? {
            0 => Type::Void,
            1 => Type::Scalar(self.tag(SCALARS)?),
            2 => Type::Vector {
                scalar: self.tag(SCALARS)?,
                len: self.byte()?,
            },
            3 => {
                let pointee = self.ty()?;
                let space = self.tag(SPACES)?;
                let q = self.byte()?;
                Type::Pointer {
                    pointee,
                    space,
                    qualifiers: PointeeQualifiers {
                        is_const: q & 1 != 0,
                        is_volatile: q & 2 != 0,
                        is_restrict: q & 4 != 0,
                    },
                }
            }
            4 => Type::Array {
                elem: self.ty()?,
                len: self.n()?,
            },
            5 => Type::Image {
                dim: self.tag(DIMS)?,
                access: self.tag(ACCESSES)?,
            },
            6 => Type::Sampler,
            7 => Type::Event,
            8 => Type::Atomic(self.ty()?),
            _ => return self.bad("an unknown type"),
        })
    }

    fn function(&mut self, numbers: &[Option<FunctionId>]) -> R<Function> {
        let name = self.str()?.to_string();
        let count = self.count()?;
        let mut params = Vec::with_capacity(count);
        for _ in 0..count {
            let name = self.str()?.to_string();
            let ty = self.ty()?;
            let access = match self.byte()? {
                0xff => None,
                k => match ACCESSES.get(k as usize) {
                    Some(&a) => Some(a),
                    None => return self.bad("an unknown access qualifier"),
                },
            };
            params.push(Param {
                name,
                ty,
                access,
                span: Span::default(),
            });
        }
        let ret = self.ty()?;
        let kernel = if self.flag()? {
            Some(KernelInfo {
                reqd_work_group_size: self.opt_u32s()?,
                work_group_size_hint: self.opt_u32s()?,
                vec_type_hint: if self.flag()? {
                    Some(self.str()?.to_string())
                } else {
                    None
                },
                reqd_sub_group_size: self.opt_u32()?,
            })
        } else {
            None
        };
        let count = self.count()?;
        let mut locals = Arena::with_capacity(count);
        for _ in 0..count {
            let name = LocalName {
                start: self.u32()?,
                len: self.u32()?,
            };
            locals.push(Local {
                name,
                ty: self.ty()?,
                span: Span::default(),
            });
        }
        let local_names = self.str()?.to_string();
        if locals.iter().any(|l: &Local| {
            local_names
                .get(l.name.start as usize..(l.name.start + l.name.len) as usize)
                .is_none()
        }) {
            return self.bad("a local's name outside the names");
        }
        let count = self.count()?;
        let mut exprs = Arena::with_capacity(count);
        for _ in 0..count {
            let ty = self.ty()?;
            let kind = self.expr(numbers)?;
            exprs.push(Expr {
                kind,
                ty,
                span: Span::default(),
            });
        }
        let count = self.count()?;
        let mut lists = Vec::with_capacity(count);
        for _ in 0..count {
            lists.push(self.handle()?);
        }
        let body = self.block()?;
        let fp_contract = self.flag()?;
        if self.pos != self.bytes.len() {
            return self.bad("bytes after a function's end");
        }
        Ok(Function {
            name,
            params,
            ret,
            kernel,
            locals,
            local_names,
            exprs,
            lists,
            body,
            span: Span::default(),
            fp_contract,
        })
    }

    fn expr(&mut self, numbers: &[Option<FunctionId>]) -> R<ExprKind> {
        use ExprKind as K;
        Ok(match self.byte()? {
            0 => K::Literal(Literal::Bool(self.flag()?)),
            1 => K::Literal(Literal::Int(self.n()?)),
            2 => {
                let Some(bits) = self.bytes.get(self.pos..self.pos + 8) else {
                    return self.bad("the bytes end early");
                };
                self.pos += 8;
                let bits = u64::from_le_bytes(bits.try_into().unwrap_or_default());
                K::Literal(Literal::Float(f64::from_bits(bits)))
            }
            3 => K::Composite(self.list()?),
            4 => K::Param(self.u32()?),
            5 => K::LocalAddr(self.handle()?),
            6 => K::Temp(self.handle()?),
            7 => K::Let {
                temp: self.handle()?,
                value: self.handle()?,
                body: self.handle()?,
            },
            8 => K::Load(self.handle()?),
            9 => K::Store {
                ptr: self.handle()?,
                value: self.handle()?,
            },
            10 => K::Unary {
                op: self.tag(UNARY_OPS)?,
                operand: self.handle()?,
            },
            11 => K::Binary {
                op: self.tag(BINARY_OPS)?,
                lhs: self.handle()?,
                rhs: self.handle()?,
            },
            12 => K::LogicalAnd {
                lhs: self.handle()?,
                rhs: self.handle()?,
            },
            13 => K::LogicalOr {
                lhs: self.handle()?,
                rhs: self.handle()?,
            },
            14 => K::Select {
                cond: self.handle()?,
                then: self.handle()?,
                otherwise: self.handle()?,
            },
            15 => {
                let kind = match self.byte()? {
                    0 => ConvertKind::Numeric {
                        saturate: self.flag()?,
                        rounding: self.tag(ROUNDINGS)?,
                    },
                    1 => ConvertKind::Splat,
                    2 => ConvertKind::Bitcast,
                    3 => ConvertKind::PtrToInt,
                    4 => ConvertKind::IntToPtr,
                    5 => ConvertKind::AddressSpace,
                    6 => ConvertKind::Void,
                    _ => return self.bad("an unknown conversion"),
                };
                K::Convert {
                    kind,
                    operand: self.handle()?,
                }
            }
            16 => {
                let callee: FunctionId = self.handle()?;
                let Some(&Some(function)) = numbers.get(callee.index()) else {
                    return self.bad("a call of a function not read back");
                };
                K::Call {
                    function,
                    args: self.list()?,
                }
            }
            17 => K::Builtin {
                builtin: self.builtin()?,
                args: self.list()?,
            },
            18 => K::PtrOffset {
                ptr: self.handle()?,
                index: self.handle()?,
            },
            19 => K::PtrDiff {
                lhs: self.handle()?,
                rhs: self.handle()?,
            },
            20 => K::ElementPtr {
                base: self.handle()?,
                index: self.handle()?,
            },
            21 => K::FieldPtr {
                base: self.handle()?,
                field: self.u32()?,
            },
            22 => K::Swizzle {
                vector: self.handle()?,
                lanes: self.lanes()?,
            },
            23 => K::ExtractLane {
                vector: self.handle()?,
                index: self.handle()?,
            },
            24 => K::StoreLanes {
                ptr: self.handle()?,
                lanes: self.lanes()?,
                value: self.handle()?,
            },
            25 => K::VectorLiteral(self.list()?),
            26 => K::Comma {
                lhs: self.handle()?,
                rhs: self.handle()?,
            },
            _ => return self.bad("an unknown expression"),
        })
    }

    fn builtin(&mut self) -> R<Builtin> {
        match self.byte()? {
            0 => {
                let k = self.n()?;
                match SimpleBuiltin::ALL.get(k as usize) {
                    Some(&s) => Ok(Builtin::Simple(s)),
                    None => self.bad("an unknown builtin"),
                }
            }
            1 => match super::parse::builtin(self.str()?) {
                Some(b) => Ok(b),
                None => self.bad("an unknown builtin"),
            },
            _ => self.bad("an unknown builtin"),
        }
    }

    fn block(&mut self) -> R<Block> {
        let count = self.count()?;
        let mut stmts = Vec::with_capacity(count);
        for _ in 0..count {
            stmts.push(self.stmt()?);
        }
        Ok(Block { stmts })
    }

    fn stmt(&mut self) -> R<Stmt> {
        let span = Span::default();
        Ok(match self.byte()? {
            0 => Stmt::Expr(self.handle()?),
            1 => Stmt::Block(self.block()?),
            2 => Stmt::If {
                cond: self.handle()?,
                then: self.block()?,
                otherwise: self.block()?,
                span,
            },
            3 => Stmt::Loop {
                cond: self.opt_handle()?,
                test_first: self.flag()?,
                body: self.block()?,
                step: self.opt_handle()?,
                span,
            },
            4 => {
                let selector = self.handle()?;
                let count = self.count()?;
                let mut cases = Vec::with_capacity(count);
                for _ in 0..count {
                    let n = self.count()?;
                    let mut values = Vec::with_capacity(n);
                    for _ in 0..n {
                        values.push(self.n()?);
                    }
                    cases.push(SwitchCase {
                        values,
                        is_default: self.flag()?,
                        body: self.block()?,
                    });
                }
                Stmt::Switch {
                    selector,
                    cases,
                    span,
                }
            }
            5 => Stmt::Break(span),
            6 => Stmt::Continue(span),
            7 => Stmt::Return(self.opt_handle()?, span),
            _ => return self.bad("an unknown statement"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::WarningPolicy;
    use crate::options::LangOptions;
    use crate::Frontend;

    /// A module as the math library's reaches the reader: compiled, printed and read back.
    fn library_like(source: &str) -> Module {
        let fe = Frontend::compile_source(
            "<test>",
            source,
            &LangOptions::default(),
            WarningPolicy::default(),
        );
        let m = fe.module.expect("the source compiles");
        parse(&m.display().to_string()).unwrap()
    }

    const SOURCE: &str = "
float g(float y) { return fabs(y) + vload_half(0, (const private half *)0); }
float f(float x, global float *p, int n) {
    float t = x;
    float4 v = (float4)(x, 1.0f, 2.0f, t);
    for (int i = 0; i < n; i++) {
        switch (i) { case 1: case 2: t += v.y; break; default: continue; }
        if (t < 0.5f) return g(p[i]);
    }
    v.xz = (float2)(t);
    return t * as_float(0x3f800000u) + v.w + (float)(n > 2 && n < 9 ? n : -n);
}
";

    fn all(e: &EncodedModule) -> Vec<Option<Range<usize>>> {
        e.functions.iter().cloned().map(Some).collect()
    }

    /// Reading back every function gives the module that was written, and one function alone
    /// comes with its calls renumbered.
    #[test]
    fn a_module_reads_back_as_written() {
        let m = library_like(SOURCE);
        let encoded = encode(&m).unwrap();
        let back = decode(&encoded.bytes, encoded.header_end, &all(&encoded)).unwrap();
        assert_eq!(back.display().to_string(), m.display().to_string());
        assert!(validate(&back).is_ok());
        let only_g = [Some(encoded.functions[0].clone()), None];
        let g = decode(&encoded.bytes, encoded.header_end, &only_g).unwrap();
        assert_eq!(g.functions.len(), 1);
        assert_eq!(g.functions[FunctionId::new(0)].name, "g");
        // `f` calls `g`: without `g`, it does not read back.
        let only_f = [None, Some(encoded.functions[1].clone())];
        assert!(matches!(
            decode(&encoded.bytes, encoded.header_end, &only_f),
            Err(BinaryError::Malformed { .. })
        ));
    }

    /// Damaged bytes are an error or some module, never a panic: every truncation, and every
    /// byte changed in three ways.
    #[test]
    fn damaged_bytes_do_not_panic() {
        let encoded = encode(&library_like(SOURCE)).unwrap();
        let end = encoded.bytes.len();
        for cut in 0..end {
            let _ = decode(&encoded.bytes[..cut], encoded.header_end, &all(&encoded));
        }
        for at in 0..end {
            for flip in [0x01, 0x80, 0xff] {
                let mut bytes = encoded.bytes.clone();
                bytes[at] ^= flip;
                let _ = decode(&bytes, encoded.header_end, &all(&encoded));
            }
        }
        assert!(decode(&encoded.bytes, end + 1, &[]).is_err());
    }

    #[test]
    fn structs_and_globals_have_no_binary_form() {
        for source in [
            "struct S { int a; }; int f(struct S s) { return s.a; }",
            "global int counter; int f(void) { return counter; }",
        ] {
            let fe = Frontend::compile_source(
                "<test>",
                source,
                &LangOptions {
                    std: crate::options::ClStd::Cl2_0,
                    ..LangOptions::default()
                },
                WarningPolicy::default(),
            );
            let m = fe.module.expect("the source compiles");
            assert!(matches!(encode(&m), Err(BinaryError::Unsupported(_))));
        }
    }
}
