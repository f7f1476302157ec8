//! Structs with 8/16-bit fields and unions in memory, held as 32-bit words with OpenCL's bytes.
//!
//! The targets read no memory narrower than 32 bits, and their structs cannot overlap members,
//! so a storage buffer, `local` array or `local` argument whose elements are such structs, a
//! program-scope `global` variable of one (a member of the program-global block), and any
//! object holding a union, is an array of `u32` words laid out by OpenCL's rules (the offsets
//! the reflection and the argument block use). A pointer into it is the object's root plus
//! OpenCL's steps; its byte offset is the steps' offsets summed. A load builds the
//! value from its words, scalar by scalar (a narrow one's bits extracted as `packed` does); a
//! store writes the words it covers whole plainly and sets the bits of words it shares with
//! other objects by `packed::set_bits` (atomically where other work-items may write them).
//! In registers a struct is a naga struct (narrow fields in 32-bit members) and a union is an
//! array of its words, so every member of it reads and writes the same bytes.

use crate::function::{FnWriter, PtrVal, Step, R};
use naga::{BinaryOperator as B, Expression, Handle, Literal, ScalarKind};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::ExprKind;
use oclvk_frontend::ir::{self, Scalar, Type};
use oclvk_frontend::source::Span;
use std::collections::{BTreeMap, HashMap, HashSet};

/// An object held as words: the IR type at its root (a buffer's element, which the pointer's
/// first index counts, when `runtime`), and the member of the program-global block holding
/// it, which a pointer's first step names, when it is a program-scope `global` variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WordView {
    pub ty: ir::TypeId,
    pub runtime: bool,
    pub member: Option<u32>,
}

/// Word `index` (`i32`) of the object `view` describes.
fn word_at(view: WordView, p: &PtrVal, index: Handle<Expression>) -> PtrVal {
    let mut word = crate::packed::word_at(p, index);
    if let Some(k) = view.member {
        word.steps.insert(0, Step::Member(k));
    }
    word
}

/// Whether an object of type `ty` is held as words: in memory shared with the host or other
/// work-items (`shared`: the structs atomic operations act on a field of, [`AtomicRecords`]),
/// when a struct in it has a field narrower than 32 bits, an atomic field or one an atomic
/// operation acts on, or it holds a union; in private memory (`None`), when it holds a union.
pub(crate) fn held_in_words(
    m: &ir::Module,
    ty: ir::TypeId,
    shared: Option<&AtomicRecords>,
) -> bool {
    fn walk(
        m: &ir::Module,
        ty: ir::TypeId,
        shared: Option<&AtomicRecords>,
        in_record: bool,
    ) -> bool {
        match m.types.get(ty) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => {
                shared.is_some() && in_record && s.size() < 4
            }
            Type::Atomic(_) => shared.is_some() && in_record,
            Type::Array { elem, .. } => walk(m, elem, shared, in_record),
            Type::Struct(sid) => {
                let def = m.types.struct_def(sid);
                def.is_union
                    || shared.is_some_and(|a| a.0.contains(&sid))
                    || def.fields.iter().any(|f| walk(m, f.ty, shared, true))
            }
            _ => false,
        }
    }
    walk(m, ty, shared, false)
}

/// The structs an atomic operation acts on a field of (`atomic_inc(&bins[i].count)`, also
/// through helpers' pointer parameters): naga's atomics are members of their own type that
/// nothing but atomics may touch, so such a struct in shared memory is held as words, where
/// the atomic acts on its field's word ([`atomic_word`]) and whole-struct reads, writes and
/// copies go word by word; every other struct stays a naga struct.
#[derive(Debug, Default)]
pub(crate) struct AtomicRecords(HashSet<ir::StructId>);

impl AtomicRecords {
    pub(crate) fn of(m: &ir::Module) -> AtomicRecords {
        let mut found = Found::default();
        // A parameter an atomic acts through makes its calls' arguments atomic pointers too:
        // repeated until no parameter is new.
        loop {
            let params = found.params.len();
            for (fid, f) in m.functions.enumerate() {
                let temps: HashMap<ir::TempId, ir::ExprId> = f
                    .exprs
                    .iter()
                    .filter_map(|e| match e.kind {
                        ExprKind::Let { temp, value, .. } => Some((temp, value)),
                        _ => None,
                    })
                    .collect();
                let func = Traced { m, f, fid, temps };
                for e in f.exprs.iter() {
                    match e.kind {
                        ExprKind::Builtin {
                            builtin: ir::Builtin::Simple(s),
                            args,
                        } if crate::builtins::is_atomic(s) => {
                            if let Some(&p) = f.list(args).first() {
                                func.trace(p, &mut found);
                            }
                        }
                        ExprKind::Call { function, args } => {
                            for (i, &a) in f.list(args).iter().enumerate() {
                                if found.params.contains(&(function, i as u32)) {
                                    func.trace(a, &mut found);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            if found.params.len() == params {
                return AtomicRecords(found.structs);
            }
        }
    }
}

/// What tracing atomic pointers found: the structs, and the pointer parameters atomics act
/// through.
#[derive(Default)]
struct Found {
    structs: HashSet<ir::StructId>,
    params: HashSet<(ir::FunctionId, u32)>,
}

/// A function whose pointers are traced to the objects they point into.
struct Traced<'a> {
    m: &'a ir::Module,
    f: &'a ir::Function,
    fid: ir::FunctionId,
    temps: HashMap<ir::TempId, ir::ExprId>,
}

impl Traced<'_> {
    /// Records the structs whose fields pointer `p` may point through, and the parameters it
    /// may come from.
    fn trace(&self, p: ir::ExprId, found: &mut Found) {
        let mut pending = vec![p];
        let mut seen = HashSet::new();
        while let Some(e) = pending.pop() {
            if !seen.insert(e) {
                continue;
            }
            match self.f.expr(e).kind {
                ExprKind::FieldPtr { base, .. } => {
                    let pointee = self.m.types.pointee(self.f.expr(base).ty);
                    if let Some(Type::Struct(sid)) = pointee.map(|(t, _)| self.m.types.get(t)) {
                        found.structs.insert(sid);
                    }
                    pending.push(base);
                }
                ExprKind::ElementPtr { base, .. }
                | ExprKind::PtrOffset { ptr: base, .. }
                | ExprKind::Convert { operand: base, .. }
                | ExprKind::Let { body: base, .. } => pending.push(base),
                ExprKind::Select {
                    then, otherwise, ..
                } => pending.extend([then, otherwise]),
                ExprKind::Temp(t) => pending.extend(self.temps.get(&t)),
                ExprKind::Param(i) => {
                    found.params.insert((self.fid, i));
                }
                // A pointer held in a variable: every pointer stored to it.
                ExprKind::Load(from) => {
                    let ExprKind::LocalAddr(local) = self.f.expr(from).kind else {
                        continue;
                    };
                    let stored_to =
                        |ptr| matches!(self.f.expr(ptr).kind, ExprKind::LocalAddr(l) if l == local);
                    pending.extend(self.f.exprs.iter().filter_map(|s| match s.kind {
                        ExprKind::Store { ptr, value } if stored_to(ptr) => Some(value),
                        _ => None,
                    }))
                }
                _ => {}
            }
        }
    }
}

/// The words of an object of `bytes` bytes.
pub(crate) fn words(bytes: u64) -> u32 {
    u32::try_from(bytes.div_ceil(4)).unwrap_or(u32::MAX).max(1)
}

/// What a pointer reaches: an IR type, or a lane of a vector.
#[derive(Clone, Copy)]
enum Shape {
    Type(ir::TypeId),
    Lane(Scalar),
}

/// A byte offset into the object: a run-time part (`i32`, a multiple of `align`) plus a
/// constant one.
#[derive(Clone, Copy)]
struct At {
    dynamic: Option<Handle<Expression>>,
    align: u32,
    konst: u32,
}

impl At {
    fn plus(self, bytes: u32) -> At {
        At {
            konst: self.konst + bytes,
            ..self
        }
    }

    fn add_index(&mut self, fw: &mut FnWriter, index: Handle<Expression>, stride: u32) {
        if let Some(k) = fw.i32_literal(index) {
            if let Ok(k) = u32::try_from(k) {
                self.konst += k * stride;
                return;
            }
        }
        let term = match stride {
            1 => index,
            _ => {
                let s = fw.literal(Literal::I32(stride as i32));
                fw.binary(B::Multiply, index, s)
            }
        };
        self.dynamic = Some(match self.dynamic {
            Some(d) => fw.binary(B::Add, d, term),
            None => term,
        });
        self.align = self.align.min(1 << stride.trailing_zeros().min(31));
    }

    /// The alignment the offset is known to have (at most 4).
    fn byte_align(&self) -> u32 {
        let konst = match self.konst {
            0 => 4,
            k => 1 << k.trailing_zeros().min(2),
        };
        self.align.min(konst).min(4)
    }

    /// The byte within its word, when known while compiling.
    fn static_byte(&self) -> Option<u32> {
        (self.dynamic.is_none() || self.align % 4 == 0).then_some(self.konst % 4)
    }

    /// The index (`i32`) of the word holding the offset.
    fn word(&self, fw: &mut FnWriter) -> Handle<Expression> {
        match self.dynamic {
            None => fw.literal(Literal::I32((self.konst / 4) as i32)),
            Some(d) => {
                let sum = match self.konst {
                    0 => d,
                    k => {
                        let k = fw.literal(Literal::I32(k as i32));
                        fw.binary(B::Add, d, k)
                    }
                };
                let two = fw.literal(Literal::U32(2));
                fw.binary(B::ShiftRight, sum, two)
            }
        }
    }

    /// The offset's first bit within its word (`u32`).
    fn shift(&self, fw: &mut FnWriter) -> Handle<Expression> {
        if let Some(b) = self.static_byte() {
            return fw.literal(Literal::U32(b * 8));
        }
        let d = self.dynamic.expect("a run-time offset");
        let k = fw.literal(Literal::I32(self.konst as i32));
        let sum = fw.binary(B::Add, d, k);
        let three = fw.literal(Literal::I32(3));
        let byte = fw.binary(B::And, sum, three);
        let byte = fw.expr(Expression::As {
            expr: byte,
            kind: ScalarKind::Uint,
            convert: None,
        });
        let eight = fw.literal(Literal::U32(8));
        fw.binary(B::Multiply, byte, eight)
    }
}

/// Where `p` points in the object `view` describes, and what it reaches there.
fn locate(fw: &mut FnWriter, view: WordView, p: &PtrVal, span: Span) -> R<(At, Shape)> {
    let m = fw.mw.m;
    let mut at = At {
        dynamic: None,
        align: 1 << 31,
        konst: 0,
    };
    let mut steps = p.steps.iter();
    if view.member.is_some() {
        // The variable's step in the program-global block: where it starts in its words.
        if let Some(&Step::Member(step)) = steps.next() {
            at.konst = fw.mw.program_global_start(step);
        }
    }
    if view.runtime {
        let Some(&Step::Index(i)) = steps.next() else {
            return fw.unsupported(span, "this pointer into a buffer held as words");
        };
        at.add_index(fw, i, m.types.size_of(view.ty) as u32);
    }
    let mut shape = Shape::Type(view.ty);
    for step in steps {
        let Shape::Type(ty) = shape else {
            return fw.unsupported(span, "this pointer into a vector lane");
        };
        shape = match (*step, m.types.get(ty)) {
            (Step::Index(i), Type::Array { elem, .. }) => {
                at.add_index(fw, i, m.types.size_of(elem) as u32);
                Shape::Type(elem)
            }
            (Step::Index(i), Type::Vector { scalar, .. }) => {
                at.add_index(fw, i, scalar.size());
                Shape::Lane(scalar)
            }
            (Step::Member(k), Type::Struct(sid)) => {
                let field = &m.types.struct_def(sid).fields[k as usize];
                at.konst += field.offset;
                Shape::Type(field.ty)
            }
            _ => return fw.unsupported(span, "this pointer into an object held as words"),
        };
    }
    Ok((at, shape))
}

/// The word (`u32`) `bytes` past `at` (a multiple of 4 past a word boundary).
fn load_word(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    bytes: u32,
) -> Handle<Expression> {
    let w = at.plus(bytes).word(fw);
    let word = word_at(view, p, w);
    let pointer = fw.pointer(&word);
    fw.expr(Expression::Load { pointer })
}

/// A 64-bit scalar is moved through a 64-bit integer, which some targets lack.
fn refuse_wide(fw: &FnWriter, s: Scalar, span: Span) -> R<()> {
    if s.size() < 8 || fw.mw.features.int64 {
        return Ok(());
    }
    let what = match s {
        Scalar::Double => "'double' fields of structs held as 32-bit words".to_string(),
        _ => format!("64-bit integer elements in memory ('{}')", s.name()),
    };
    Err(Diagnostic::error(
        span,
        format!(
            "{what} are not supported on the {} target",
            fw.mw.features.name
        ),
    ))
}

/// The word an atomic operation on a 32-bit integer field where `p` points acts on (OpenCL
/// aligns the field to its own word).
pub(crate) fn atomic_word(fw: &mut FnWriter, view: WordView, p: &PtrVal, span: Span) -> R<PtrVal> {
    let m = fw.mw.m;
    let (at, shape) = locate(fw, view, p, span)?;
    let scalar = match shape {
        Shape::Lane(s) => Some(s),
        Shape::Type(t) => match m.types.get(t) {
            Type::Scalar(s) => Some(s),
            Type::Atomic(inner) => m.types.scalar_of(inner),
            _ => None,
        },
    };
    if matches!(scalar, Some(Scalar::Long | Scalar::Ulong)) {
        return fw.unsupported(
            span,
            "a 64-bit atomic operation on a field of a struct or union",
        );
    }
    if !matches!(scalar, Some(Scalar::Int | Scalar::Uint)) || at.static_byte() != Some(0) {
        return fw.unsupported(
            span,
            "an atomic operation on anything but a 32-bit integer field of a struct or union",
        );
    }
    if !matches!(p.root, crate::function::Root::Global(_)) {
        return fw.unsupported(span, "an atomic operation on private memory");
    }
    let index = at.word(fw);
    Ok(word_at(view, p, index))
}

/// A signed atomic min (or max) of the word `word` points to (from [`atomic_word`]: a `u32`
/// holding an `int` field) and `value` (`i32`), its old value returned: the word's atomics
/// compare unsigned, so a compare-exchange loop stores the signed min (max) of the value it
/// saw and `value` until no other work-item wrote between (nothing where the word wins).
pub(crate) fn signed_min_max(
    fw: &mut FnWriter,
    word: &PtrVal,
    max: bool,
    value: Handle<Expression>,
) -> Handle<Expression> {
    let u32_ty = fw.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::U32));
    let old = fw.local(u32_ty);
    let pointer = fw.pointer(word);
    let first = fw.expr(Expression::Load { pointer });
    let old_ptr = fw.expr(Expression::LocalVariable(old));
    fw.push(naga::Statement::Store {
        pointer: old_ptr,
        value: first,
    });
    let leave = || {
        let mut b = naga::Block::new();
        b.push(naga::Statement::Break, naga::Span::UNDEFINED);
        b
    };
    fw.open_block();
    let old_ptr = fw.expr(Expression::LocalVariable(old));
    let seen = fw.expr(Expression::Load { pointer: old_ptr });
    let signed = fw.expr(Expression::As {
        expr: seen,
        kind: ScalarKind::Sint,
        convert: None,
    });
    let fun = match max {
        true => naga::MathFunction::Max,
        false => naga::MathFunction::Min,
    };
    let wanted = fw.expr(Expression::Math {
        fun,
        arg: signed,
        arg1: Some(value),
        arg2: None,
        arg3: None,
    });
    let wanted = fw.expr(Expression::As {
        expr: wanted,
        kind: ScalarKind::Uint,
        convert: None,
    });
    let kept = fw.binary(B::Equal, wanted, seen);
    fw.push(naga::Statement::If {
        condition: kept,
        accept: leave(),
        reject: naga::Block::new(),
    });
    let result_ty = fw.mw.out.generate_predeclared_type(
        naga::PredeclaredType::AtomicCompareExchangeWeakResult(naga::Scalar::U32),
    );
    let result = fw.expr(Expression::AtomicResult {
        ty: result_ty,
        comparison: true,
    });
    let pointer = fw.pointer(word);
    fw.push(naga::Statement::Atomic {
        pointer,
        fun: naga::AtomicFunction::Exchange {
            compare: Some(seen),
        },
        value: wanted,
        result: Some(result),
    });
    let now = fw.expr(Expression::AccessIndex {
        base: result,
        index: 0,
    });
    let exchanged = fw.expr(Expression::AccessIndex {
        base: result,
        index: 1,
    });
    let old_ptr = fw.expr(Expression::LocalVariable(old));
    fw.push(naga::Statement::Store {
        pointer: old_ptr,
        value: now,
    });
    fw.push(naga::Statement::If {
        condition: exchanged,
        accept: leave(),
        reject: naga::Block::new(),
    });
    let body = fw.close_block();
    fw.push(naga::Statement::Loop {
        body,
        continuing: naga::Block::new(),
        break_if: None,
    });
    let old_ptr = fw.expr(Expression::LocalVariable(old));
    fw.expr(Expression::Load { pointer: old_ptr })
}

/// The value of IR type `ty` that `p` points to in the object `view` describes.
pub(crate) fn load(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let (at, shape) = locate(fw, view, p, span)?;
    match shape {
        Shape::Lane(s) => read_scalar(fw, view, p, at, s, span),
        Shape::Type(_) => read(fw, view, p, at, ty, span),
    }
}

fn read(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let m = fw.mw.m;
    let parts: Vec<(u32, ir::TypeId)> = match m.types.get(ty) {
        Type::Scalar(s) => return read_scalar(fw, view, p, at, s, span),
        Type::Vector { scalar, len } => {
            let mut lanes = Vec::new();
            for k in 0..len as u32 {
                lanes.push(read_scalar(
                    fw,
                    view,
                    p,
                    at.plus(k * scalar.size()),
                    scalar,
                    span,
                )?);
            }
            let t = fw.mw.ty(ty, span)?;
            return Ok(fw.expr(Expression::Compose {
                ty: t,
                components: lanes,
            }));
        }
        Type::Array { .. } => members_at_offsets(m, ty),
        Type::Struct(sid) if m.types.struct_def(sid).is_union => {
            let t = fw.mw.ty(ty, span)?;
            let size = m.types.size_of(ty) as u32;
            let Some(first) = at.static_byte() else {
                let components = union_words_at_run_time(fw, view, p, at, size);
                return Ok(fw.expr(Expression::Compose { ty: t, components }));
            };
            let mut words = Vec::new();
            for k in 0..words_of(m, ty) {
                let low = load_word(fw, view, p, at, 4 * k);
                if first == 0 {
                    words.push(low);
                    continue;
                }
                // Starting within a word: the union's word k is the top of one word and,
                // where its bytes reach it, the bottom of the next.
                let down = fw.literal(Literal::U32(8 * first));
                let low = fw.binary(B::ShiftRight, low, down);
                if first + (4 * k + 4).min(size) <= 4 * k + 4 {
                    words.push(low);
                    continue;
                }
                let high = load_word(fw, view, p, at, 4 * k + 4);
                let up = fw.literal(Literal::U32(32 - 8 * first));
                let high = fw.binary(B::ShiftLeft, high, up);
                words.push(fw.binary(B::InclusiveOr, low, high));
            }
            return Ok(fw.expr(Expression::Compose {
                ty: t,
                components: words,
            }));
        }
        Type::Struct(_) => members_at_offsets(m, ty),
        _ => return fw.unsupported(span, "this type in an object held as words"),
    };
    let t = fw.mw.ty(ty, span)?;
    let mut components = Vec::new();
    for (offset, part) in parts {
        components.push(read(fw, view, p, at.plus(offset), part, span)?);
    }
    Ok(fw.expr(Expression::Compose { ty: t, components }))
}

/// The words of a union of `size` bytes at `at`, which starts at a byte of its word known
/// only at run time: its word k is the word holding its byte 4k shifted down and the word
/// holding the last of its bytes 4k..4k+3 shifted up (`<< (31 - s) << 1`, no shift reaching
/// 32), the same word where they share one (its bits then land past those bytes). Only words
/// holding the union's bytes are read.
fn union_words_at_run_time(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    size: u32,
) -> Vec<Handle<Expression>> {
    let shift = at.shift(fw);
    let thirty_one = fw.literal(Literal::U32(31));
    let up = fw.binary(B::Subtract, thirty_one, shift);
    let one = fw.literal(Literal::U32(1));
    let mut union_words = Vec::new();
    for k in 0..words(size.into()) {
        let low = load_word(fw, view, p, at, 4 * k);
        let low = fw.binary(B::ShiftRight, low, shift);
        let last = (size - 4 * k).min(4) - 1;
        if !may_straddle(at, last) {
            union_words.push(low);
            continue;
        }
        let high = load_word(fw, view, p, at, 4 * k + last);
        let high = fw.binary(B::ShiftLeft, high, up);
        let high = fw.binary(B::ShiftLeft, high, one);
        union_words.push(fw.binary(B::InclusiveOr, low, high));
    }
    union_words
}

/// Whether bytes `at` to `last` bytes past it may lie in two words: `at` is a multiple of its
/// alignment, so its byte within the word is at most `4 - align`.
fn may_straddle(at: At, last: u32) -> bool {
    4 - at.byte_align() + last >= 4
}

fn words_of(m: &ir::Module, ty: ir::TypeId) -> u32 {
    words(m.types.size_of(ty))
}

fn read_scalar(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    s: Scalar,
    span: Span,
) -> R<Handle<Expression>> {
    refuse_wide(fw, s, span)?;
    let reg = crate::types::register_scalar(s, &fw.mw.features, span)?;
    let word = load_word(fw, view, p, at, 0);
    match s.size() {
        8 => {
            let high = load_word(fw, view, p, at, 4);
            let widen = |fw: &mut FnWriter, w| {
                fw.expr(Expression::As {
                    expr: w,
                    kind: ScalarKind::Uint,
                    convert: Some(8),
                })
            };
            let low = widen(fw, word);
            let high = widen(fw, high);
            let k = fw.literal(Literal::U32(32));
            let high = fw.binary(B::ShiftLeft, high, k);
            let bits = fw.binary(B::InclusiveOr, high, low);
            Ok(fw.expr(Expression::As {
                expr: bits,
                kind: reg.kind,
                convert: None,
            }))
        }
        4 => Ok(fw.expr(Expression::As {
            expr: word,
            kind: reg.kind,
            convert: None,
        })),
        _ => {
            let shift = at.shift(fw);
            let signed = s.is_signed() && s != Scalar::Half;
            let v = crate::packed::extract(fw, word, shift, s.bits(), signed);
            Ok(match s {
                // A `bool` in memory is a byte holding 0 or 1.
                Scalar::Bool => {
                    let zero = fw.literal(Literal::U32(0));
                    fw.binary(B::NotEqual, v, zero)
                }
                // A `half` register is the `f32` its 16 bits denote.
                Scalar::Half => crate::packed::half_value(fw, v),
                _ => v,
            })
        }
    }
}

/// Stores `value` where `p` points in the object `view` describes.
pub(crate) fn store(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    value: Handle<Expression>,
    span: Span,
) -> R<()> {
    let (at, shape) = locate(fw, view, p, span)?;
    let m = fw.mw.m;
    let (Some(first), Shape::Type(ty)) = (at.static_byte(), shape) else {
        // Where the value starts in its word is known only at run time: scalar by scalar.
        return scatter(fw, view, p, at, shape, value, span);
    };
    // Whole words of the value are stored plainly (their padding bytes too); the words it
    // shares with other objects get its bits alone.
    let mut parts = BTreeMap::new();
    gather(fw, value, ty, first, &mut parts, span)?;
    let size = m.types.size_of(ty) as u32;
    let base = at.konst - first;
    for w in 0..(first + size).div_ceil(4) {
        let (bits, mask) = parts.get(&w).copied().unwrap_or((None, 0));
        let whole = 4 * w >= first && 4 * w + 4 <= first + size;
        if !whole && mask == 0 {
            continue;
        }
        let bits = bits.unwrap_or_else(|| fw.literal(Literal::U32(0)));
        let word_start = At {
            konst: base + 4 * w,
            ..at
        };
        let index = word_start.word(fw);
        let word = word_at(view, p, index);
        if whole {
            fw.written(&word);
            let pointer = fw.pointer(&word);
            fw.push(naga::Statement::Store {
                pointer,
                value: bits,
            });
        } else {
            let mask = fw.literal(Literal::U32(mask));
            crate::packed::set_bits(fw, &word, mask, bits, None, span)?;
        }
    }
    Ok(())
}

type Parts = BTreeMap<u32, (Option<Handle<Expression>>, u32)>;

/// `value`'s bits placed in the words they fall in (`(bits, mask)` by word), the value
/// starting `byte` bytes into word 0.
fn gather(
    fw: &mut FnWriter,
    value: Handle<Expression>,
    ty: ir::TypeId,
    byte: u32,
    parts: &mut Parts,
    span: Span,
) -> R<()> {
    let m = fw.mw.m;
    let members: Vec<(u32, ir::TypeId)> = match m.types.get(ty) {
        Type::Scalar(s) => return gather_scalar(fw, value, s, byte, parts, span),
        Type::Vector { scalar, len } => {
            for k in 0..len as u32 {
                let lane = fw.expr(Expression::AccessIndex {
                    base: value,
                    index: k,
                });
                gather_scalar(fw, lane, scalar, byte + k * scalar.size(), parts, span)?;
            }
            return Ok(());
        }
        Type::Struct(sid) if m.types.struct_def(sid).is_union => {
            let size = m.types.size_of(ty) as u32;
            for k in 0..words_of(m, ty) {
                let mut w = fw.expr(Expression::AccessIndex {
                    base: value,
                    index: k,
                });
                // The last word's bytes past the union are another object's.
                let bytes = (size - 4 * k).min(4);
                let mask = (((1u64) << (8 * bytes)) - 1) as u32;
                if bytes < 4 {
                    let m = fw.literal(Literal::U32(mask));
                    w = fw.binary(B::And, w, m);
                }
                place(fw, parts, byte * 8 + 32 * k, w, mask);
            }
            return Ok(());
        }
        Type::Array { .. } => members_at_offsets(m, ty),
        Type::Struct(_) => members_at_offsets(m, ty),
        _ => return fw.unsupported(span, "this type in an object held as words"),
    };
    for (k, (offset, member)) in members.into_iter().enumerate() {
        let v = fw.expr(Expression::AccessIndex {
            base: value,
            index: k as u32,
        });
        gather(fw, v, member, byte + offset, parts, span)?;
    }
    Ok(())
}

/// ORs `bits` (the low bits `mask` selects) in at bit `bit` of the parts: those past the end
/// of its word (a union's word starting within one) in the next word.
fn place(fw: &mut FnWriter, parts: &mut Parts, bit: u32, bits: Handle<Expression>, mask: u32) {
    let (w, shift) = (bit / 32, bit % 32);
    let mut or_in = |fw: &mut FnWriter, w: u32, bits: Handle<Expression>, mask: u32| {
        let entry = parts.entry(w).or_insert((None, 0));
        entry.0 = Some(match entry.0 {
            Some(sum) => fw.binary(B::InclusiveOr, sum, bits),
            None => bits,
        });
        entry.1 |= mask;
    };
    if shift == 0 {
        return or_in(fw, w, bits, mask);
    }
    let k = fw.literal(Literal::U32(shift));
    let low = fw.binary(B::ShiftLeft, bits, k);
    or_in(fw, w, low, mask << shift);
    let spill = mask >> (32 - shift);
    if spill != 0 {
        let k = fw.literal(Literal::U32(32 - shift));
        let high = fw.binary(B::ShiftRight, bits, k);
        or_in(fw, w + 1, high, spill);
    }
}

/// A scalar register's bits as `u32`s, each with the bit it starts at: a narrow one masked
/// to its width, a 64-bit one in two halves.
fn scalar_bits(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    s: Scalar,
    span: Span,
) -> R<Vec<(u32, Handle<Expression>)>> {
    refuse_wide(fw, s, span)?;
    if s == Scalar::Bool {
        let one = fw.literal(Literal::U32(1));
        let zero = fw.literal(Literal::U32(0));
        return Ok(vec![(
            0,
            fw.expr(Expression::Select {
                condition: v,
                accept: one,
                reject: zero,
            }),
        )]);
    }
    Ok(crate::reinterpret::lane_words(fw, v, s))
}

fn gather_scalar(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    s: Scalar,
    byte: u32,
    parts: &mut Parts,
    span: Span,
) -> R<()> {
    let width = s.bits().min(32);
    let mask = (((1u64) << width) - 1) as u32;
    for (bit, w) in scalar_bits(fw, v, s, span)? {
        place(fw, parts, byte * 8 + bit, w, mask);
    }
    Ok(())
}

/// Stores `value` scalar by scalar where the byte it starts at within its word is known only
/// at run time (each narrow scalar lies within one word, OpenCL aligning it to its size).
fn scatter(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    shape: Shape,
    value: Handle<Expression>,
    span: Span,
) -> R<()> {
    let m = fw.mw.m;
    let ty = match shape {
        Shape::Lane(s) => return scatter_scalar(fw, view, p, at, s, value, span),
        Shape::Type(ty) => ty,
    };
    let members: Vec<(u32, Shape)> = match m.types.get(ty) {
        Type::Scalar(s) => return scatter_scalar(fw, view, p, at, s, value, span),
        Type::Vector { scalar, len } => (0..len as u32)
            .map(|k| (k * scalar.size(), Shape::Lane(scalar)))
            .collect(),
        Type::Array { elem, len } => {
            let size = m.types.size_of(elem) as u32;
            (0..len as u32)
                .map(|k| (k * size, Shape::Type(elem)))
                .collect()
        }
        Type::Struct(sid) if m.types.struct_def(sid).is_union => {
            return scatter_union(fw, view, p, at, ty, value, span)
        }
        Type::Struct(sid) => m
            .types
            .struct_def(sid)
            .fields
            .iter()
            .map(|f| (f.offset, Shape::Type(f.ty)))
            .collect(),
        _ => return fw.unsupported(span, "this store into an object held as words"),
    };
    for (k, (offset, member)) in members.into_iter().enumerate() {
        let v = fw.expr(Expression::AccessIndex {
            base: value,
            index: k as u32,
        });
        scatter(fw, view, p, at.plus(offset), member, v, span)?;
    }
    Ok(())
}

/// Stores union `value` (its words) at `at`, a byte of its word known only at run time: each of
/// its words' bytes into the word holding the first of them (shifted up) and those past that
/// word's top into the next one, bits set as a narrow element's are (its neighbours' bytes
/// may be other work-items'); the next word is written only where bytes reach it.
fn scatter_union(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    ty: ir::TypeId,
    value: Handle<Expression>,
    span: Span,
) -> R<()> {
    let size = fw.mw.m.types.size_of(ty) as u32;
    let shift = at.shift(fw);
    let thirty_one = fw.literal(Literal::U32(31));
    let down = fw.binary(B::Subtract, thirty_one, shift);
    let one = fw.literal(Literal::U32(1));
    for k in 0..words(size.into()) {
        let bytes = (size - 4 * k).min(4);
        let ones = fw.literal(Literal::U32((((1u64) << (8 * bytes)) - 1) as u32));
        let w = fw.expr(Expression::AccessIndex {
            base: value,
            index: k,
        });
        let bits = fw.binary(B::And, w, ones);
        let mask = fw.binary(B::ShiftLeft, ones, shift);
        let index = at.plus(4 * k).word(fw);
        let word = word_at(view, p, index);
        crate::packed::set_bits(fw, &word, mask, bits, Some(shift), span)?;
        if !may_straddle(at, bytes - 1) {
            continue;
        }
        let spill = |fw: &mut FnWriter, v| {
            let v = fw.binary(B::ShiftRight, v, down);
            fw.binary(B::ShiftRight, v, one)
        };
        let high_mask = spill(fw, ones);
        let high_bits = spill(fw, bits);
        let zero = fw.literal(Literal::U32(0));
        let spills = fw.binary(B::NotEqual, high_mask, zero);
        fw.open_block();
        let index = at.plus(4 * k + bytes - 1).word(fw);
        let word = word_at(view, p, index);
        crate::packed::set_bits(fw, &word, high_mask, high_bits, None, span)?;
        let accept = fw.close_block();
        fw.push(naga::Statement::If {
            condition: spills,
            accept,
            reject: naga::Block::new(),
        });
    }
    Ok(())
}

fn scatter_scalar(
    fw: &mut FnWriter,
    view: WordView,
    p: &PtrVal,
    at: At,
    s: Scalar,
    value: Handle<Expression>,
    span: Span,
) -> R<()> {
    let bits = scalar_bits(fw, value, s, span)?;
    if s.size() >= 4 {
        for (bit, w) in bits {
            let index = at.plus(bit / 8).word(fw);
            let word = word_at(view, p, index);
            fw.written(&word);
            let pointer = fw.pointer(&word);
            fw.push(naga::Statement::Store { pointer, value: w });
        }
        return Ok(());
    }
    let (_, w) = bits[0];
    let shift = at.shift(fw);
    let ones = fw.literal(Literal::U32((1 << s.bits()) - 1));
    let mask = fw.binary(B::ShiftLeft, ones, shift);
    let index = at.word(fw);
    let word = word_at(view, p, index);
    crate::packed::set_bits(fw, &word, mask, w, Some(shift), span)
}

/// An array's elements or a struct's fields, each at its byte offset in the object (the default
/// target's layout); nothing for other types.
fn members_at_offsets(m: &ir::Module, ty: ir::TypeId) -> Vec<(u32, ir::TypeId)> {
    match m.types.get(ty) {
        Type::Array { elem, len } => {
            let size = m.types.size_of(elem) as u32;
            (0..len as u32).map(|k| (k * size, elem)).collect()
        }
        Type::Struct(sid) => m
            .types
            .struct_def(sid)
            .fields
            .iter()
            .map(|f| (f.offset, f.ty))
            .collect(),
        _ => Vec::new(),
    }
}
