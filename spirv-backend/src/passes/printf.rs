//! `printf-records`: each checked `printf` call becomes plain IR that writes the call's record
//! into the printf buffer (layout and protocol: `oclvk_abi::reflect::printf_buffer`), so that an
//! emitter needs no printf of its own: only the buffer's address, the `__oclvk_printf_buffer`
//! builtin (`global uint *`, the buffer's first header word), which each emitter binds as it
//! binds its other buffers (the SPIR-V writer: the implicit value's device address; the naga
//! emitter: a storage buffer of the kernel's group, the reflection's
//! `BufferSource::PrintfBuffer`).
//!
//! A call `printf(format, a, b)` becomes, its arguments evaluated once and in order:
//!
//! ```text
//! let buf = __oclvk_printf_buffer(), used = atomic_load(buf) (relaxed), cap = buf[CAPACITY]
//! let may_fit = used + LEN <= cap                     // reserve only what can still fit,
//! let start = atomic_add(buf, may_fit ? LEN : 0)      // so the counter cannot wrap
//! let ok = may_fit && start + LEN <= cap
//! ok ? (buf[4 + start + k] = word k ..., 0)           // LEN, call index, linear id, arguments
//!    : (atomic_min(&buf[END], may_fit ? start : ~0), atomic_inc(&buf[DROPPED]), -1)
//! ```
//!
//! The argument words are those the runner reads back (`PrintfArg`): `float` and `half` one
//! word of `float` bits, narrower integers widened by their signedness, 64-bit values two words
//! low first, vectors lane by lane, `%s` of a string literal nothing (its text is in the
//! reflection's [`PrintfCall`]). The checks of the format against the arguments are shared with
//! the SPIR-V writer's OpenCL.std printf ([`check_call`]). `%p` stores the pointer's integer
//! value (`ptrtoint`: a device address, or a private or `local` object's home address).

use crate::printf::{self as format, ConvClass, Conversion};
use crate::reflect::{printf_buffer, PrintfArg, PrintfCall, ScalarKind};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, AddressSpace, BinaryOp, Builtin, ConvertKind, ExprId, ExprKind, Literal, Rounding,
    Scalar, SimpleBuiltin, TempId, Type, TypeArena, TypeId,
};
use oclvk_frontend::source::Span;

/// What one conversion takes from its argument, after checking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Plan {
    /// `lanes` elements of `scalar`, stored per [`PrintfArg::Value`].
    Value { scalar: Scalar, lanes: u32 },
    /// A pointer for `%p`.
    Pointer,
    /// `%s` of a string literal (its text), or of another `char` pointer (OpenCL.std only).
    String(Option<String>),
}

/// A call whose format matches its arguments.
pub(crate) struct Checked {
    pub format: String,
    /// One per conversion, in order; the arguments past them are evaluated for their effects.
    pub plans: Vec<Plan>,
}

/// Where a printf's arguments may go: what the target can store or pass.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target<'a> {
    /// The target's name in diagnostics.
    pub name: &'a str,
    /// `%s` takes any `char` pointer (OpenCL.std printf); else only a string literal.
    pub any_string: bool,
    /// 64-bit integers exist (`long`, `double` and `%p` values are stored as two words).
    pub wide: bool,
    /// Pointers have an integer value `%p` can print.
    pub pointer_values: bool,
}

/// The bytes (up to the terminating nul) of a string literal argument, seen through the
/// array-to-pointer decay: the first element of an initialised program-scope `constant` char
/// array (sema makes every string literal one; a named `constant char s[]` qualifies too, its
/// contents being as fixed as a literal's).
pub(crate) fn string_literal(m: &ir::Module, func: &ir::Function, e: ExprId) -> Option<Vec<u8>> {
    let mut e = func.expr(e);
    if let ExprKind::ElementPtr { base, index } = e.kind {
        if !matches!(func.expr(index).kind, ExprKind::Literal(Literal::Int(0))) {
            return None;
        }
        e = func.expr(base);
    }
    let ExprKind::GlobalAddr(g) = e.kind else {
        return None;
    };
    let global = m.global(g);
    let is_char_array = matches!(
        m.types.get(global.ty),
        Type::Array { elem, .. }
            if matches!(m.types.scalar_of(elem), Some(Scalar::Char | Scalar::Uchar))
    );
    if global.space != AddressSpace::Constant || !is_char_array {
        return None;
    }
    let init = global.init.as_ref()?;
    Some(init.iter().copied().take_while(|&b| b != 0).collect())
}

/// Checks a printf call's format against its arguments (`args` after the format).
pub(crate) fn check_call(
    m: &ir::Module,
    func: &ir::Function,
    format_expr: ExprId,
    args: &[ExprId],
    span: Span,
    target: Target<'_>,
) -> Result<Checked, Diagnostic> {
    let Some(text) = string_literal(m, func, format_expr) else {
        return Err(Diagnostic::error(
            span,
            "internal: printf's format is not a string literal",
        ));
    };
    let text = String::from_utf8_lossy(&text).into_owned();
    let pieces = format::parse(&text).map_err(|e| {
        Diagnostic::error(
            func.expr(format_expr).span,
            format!("invalid printf format: {e}"),
        )
    })?;
    let convs: Vec<&Conversion> = format::conversions(&pieces).collect();
    if args.len() < convs.len() {
        return Err(Diagnostic::error(
            span,
            format!(
                "the printf format has {} conversion(s) but the call passes {} argument(s)",
                convs.len(),
                args.len()
            ),
        ));
    }
    let mut plans = Vec::with_capacity(convs.len());
    for (i, (conv, &arg)) in convs.iter().zip(args).enumerate() {
        plans.push(check_arg(m, func, conv, arg, i + 1, target)?);
    }
    Ok(Checked {
        format: text,
        plans,
    })
}

/// Checks one conversion's argument and decides how it is passed.
fn check_arg(
    m: &ir::Module,
    func: &ir::Function,
    conv: &Conversion,
    arg: ExprId,
    n: usize,
    target: Target<'_>,
) -> Result<Plan, Diagnostic> {
    let ty = func.expr(arg).ty;
    let span = func.expr(arg).span;
    let types = &m.types;
    let mismatch = |what: &str| {
        Err(Diagnostic::error(
            span,
            format!(
                "printf argument {n} has type '{}', but '{conv}' expects {what}",
                types.display(ty)
            ),
        ))
    };
    let no_wide = |what: &str| {
        Err(Diagnostic::error(
            span,
            format!(
                "printf argument {n} for '{conv}' is {what}, which the {} target cannot store (it has no 64-bit integers)",
                target.name
            ),
        ))
    };
    match conv.class() {
        ConvClass::String => {
            if let Some(text) = string_literal(m, func, arg) {
                return Ok(Plan::String(Some(String::from_utf8_lossy(&text).into_owned())));
            }
            if !target.any_string {
                return Err(Diagnostic::error(
                    span,
                    format!("printf argument {n} for '{conv}' must be a string literal (OpenCL C allows only literal strings for %s)"),
                ));
            }
            match types.get(ty) {
                Type::Pointer { .. } => Ok(Plan::String(None)),
                _ => mismatch("a string literal"),
            }
        }
        ConvClass::Pointer => match types.get(ty) {
            Type::Pointer { .. } if !target.pointer_values => Err(Diagnostic::error(
                span,
                format!(
                    "printing a pointer with '{conv}' is not supported on the {} target (its pointers have no address)",
                    target.name
                ),
            )),
            Type::Pointer { .. } if !target.wide => no_wide("a pointer"),
            Type::Pointer { .. } => Ok(Plan::Pointer),
            _ => mismatch("a pointer"),
        },
        class => {
            let (scalar, lanes) = match types.get(ty) {
                Type::Scalar(s) => (s, 1),
                Type::Vector { scalar, len } => (scalar, len as u32),
                _ => return mismatch("a number"),
            };
            let want_float = class == ConvClass::Float;
            if scalar.is_float() != want_float || scalar == Scalar::Bool {
                return mismatch(if want_float {
                    "a floating-point value"
                } else {
                    "an integer"
                });
            }
            match conv.vector {
                None if lanes != 1 => {
                    return mismatch(
                        "a scalar (print vectors with a vector specifier, such as '%v4f')",
                    )
                }
                Some(v) if v != lanes => return mismatch(&format!("a {v}-element vector")),
                Some(_) => {
                    if let Some(bits) = conv.length.vector_bits() {
                        if bits != scalar.bits() {
                            return mismatch(&format!(
                                "{bits}-bit elements (the length modifier '{}' names the element size)",
                                conv.length.spelling()
                            ));
                        }
                    }
                }
                None => {}
            }
            // A `long` held in 32 bits is stored where its high half is known (below).
            if !target.wide && scalar == Scalar::Double {
                return no_wide(&format!("a '{}'", types.display(ty)));
            }
            Ok(Plan::Value { scalar, lanes })
        }
    }
}

/// The type an element is stored as in a record.
pub(crate) fn stored_kind(s: Scalar) -> ScalarKind {
    match s {
        Scalar::Half | Scalar::Float => ScalarKind::Float,
        Scalar::Double | Scalar::Long | Scalar::Ulong => s,
        s if s.is_signed() => ScalarKind::Int,
        _ => ScalarKind::Uint,
    }
}

/// The record layout of a checked call (the reflection's entry for it).
pub(crate) fn layout(checked: &Checked) -> PrintfCall {
    let args = checked
        .plans
        .iter()
        .map(|p| match p {
            Plan::String(text) => PrintfArg::String {
                text: text.clone().unwrap_or_default(),
            },
            Plan::Pointer => PrintfArg::Value {
                scalar: ScalarKind::Ulong,
                lanes: 1,
            },
            &Plan::Value { scalar, lanes } => PrintfArg::Value {
                scalar: stored_kind(scalar),
                lanes,
            },
        })
        .collect();
    PrintfCall {
        format: checked.format.clone(),
        args,
    }
}

/// The index of `call` in `calls`, added when new.
pub(crate) fn call_index(calls: &mut Vec<PrintfCall>, call: PrintfCall) -> u32 {
    match calls.iter().position(|c| *c == call) {
        Some(i) => i as u32,
        None => {
            calls.push(call);
            calls.len() as u32 - 1
        }
    }
}

/// A module whose printf calls write records, and the calls' formats and layouts (indexed by
/// the call index each record holds); `None` when no function calls printf. Every bad call is
/// one diagnostic, and is left as the value 0 in the module, so that a caller can go on to
/// find the module's other errors.
#[allow(clippy::type_complexity)]
pub(crate) fn write_records(
    m: &ir::Module,
    target: Target<'_>,
) -> (Option<(ir::Module, Vec<PrintfCall>)>, Vec<Diagnostic>) {
    let is_printf = |e: &ir::Expr| {
        matches!(
            e.kind,
            ExprKind::Builtin {
                builtin: Builtin::Simple(SimpleBuiltin::Printf),
                ..
            }
        )
    };
    let mut calls = Vec::new();
    let mut errors: Vec<Diagnostic> = Vec::new();
    let needs = |_: &TypeArena, f: &ir::Function| f.exprs.iter().any(is_printf);
    let out = super::rewrite_functions(m, needs, |types, func| {
        let sites: Vec<ExprId> = func
            .exprs
            .enumerate()
            .filter(|(_, e)| is_printf(e))
            .map(|(id, _)| id)
            .collect();
        let mut next_temp = func.first_free_temp();
        for site in sites {
            let e = *func.expr(site);
            let ExprKind::Builtin { args, .. } = e.kind else {
                continue;
            };
            let args = func.list(args).to_vec();
            let Some((&format_expr, rest)) = args.split_first() else {
                errors.push(Diagnostic::error(
                    e.span,
                    "internal: printf without a format",
                ));
                func.exprs[site].kind = ExprKind::Literal(Literal::Int(0));
                continue;
            };
            let checked = match check_call(m, func, format_expr, rest, e.span, target) {
                Ok(c) => c,
                Err(d) => {
                    // A call seen twice (a kernel's body is also a callable function's) is one
                    // error.
                    if !errors
                        .iter()
                        .any(|x| x.span == d.span && x.message == d.message)
                    {
                        errors.push(d);
                    }
                    func.exprs[site].kind = ExprKind::Literal(Literal::Int(0));
                    continue;
                }
            };
            let index = call_index(&mut calls, layout(&checked));
            let mut b = Builder {
                types,
                func,
                span: e.span,
                next_temp,
                wide: target.wide,
            };
            let record = b.record(&checked.plans, rest, index);
            next_temp = b.next_temp;
            func.exprs[site].kind = func.expr(record).kind;
        }
    });
    (out.map(|out| (out, calls)), errors)
}

/// Adds a record's expressions to one function.
struct Builder<'a> {
    types: &'a mut TypeArena,
    func: &'a mut ir::Function,
    span: Span,
    next_temp: TempId,
    /// The target's 64-bit integers are 64 bits wide ([`Target::wide`]).
    wide: bool,
}

/// A bound value: its temporary and type.
#[derive(Clone, Copy)]
struct Bound(TempId, TypeId);

impl Builder<'_> {
    fn add(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.func.add_expr(kind, ty, self.span)
    }
    fn scalar(&mut self, s: Scalar) -> TypeId {
        self.types.scalar(s)
    }
    fn uint(&mut self, v: u64) -> ExprId {
        let t = self.scalar(Scalar::Uint);
        self.add(ExprKind::Literal(Literal::Int(v)), t)
    }
    fn get(&mut self, b: Bound) -> ExprId {
        self.add(ExprKind::Temp(b.0), b.1)
    }
    fn fresh(&mut self) -> TempId {
        let t = self.next_temp;
        self.next_temp = t.next();
        t
    }
    fn binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, ty: TypeId) -> ExprId {
        self.add(ExprKind::Binary { op, lhs, rhs }, ty)
    }
    fn convert(&mut self, kind: ConvertKind, operand: ExprId, ty: TypeId) -> ExprId {
        self.add(ExprKind::Convert { kind, operand }, ty)
    }
    fn numeric(&mut self, operand: ExprId, to: Scalar) -> ExprId {
        let ty = self.scalar(to);
        let kind = ConvertKind::Numeric {
            saturate: false,
            rounding: Rounding::Default,
        };
        self.convert(kind, operand, ty)
    }
    fn builtin(&mut self, s: SimpleBuiltin, args: &[ExprId], ty: TypeId) -> ExprId {
        let args = self.func.add_list(args.iter().copied());
        self.add(
            ExprKind::Builtin {
                builtin: Builtin::Simple(s),
                args,
            },
            ty,
        )
    }
    /// `&buf[index]`.
    fn word_ptr(&mut self, buf: Bound, index: ExprId) -> ExprId {
        let ptr = self.get(buf);
        self.add(ExprKind::PtrOffset { ptr, index }, buf.1)
    }
    fn comma(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let ty = self.func.expr(rhs).ty;
        self.add(ExprKind::Comma { lhs, rhs }, ty)
    }
    fn select(&mut self, cond: Bound, then: ExprId, otherwise: ExprId) -> ExprId {
        let cond = self.get(cond);
        let ty = self.func.expr(then).ty;
        self.add(
            ExprKind::Select {
                cond,
                then,
                otherwise,
            },
            ty,
        )
    }

    /// `lets` around `body`, innermost last.
    fn wrap(&mut self, lets: &[(Bound, ExprId)], body: ExprId) -> ExprId {
        lets.iter().rev().fold(body, |body, &(b, value)| {
            let ty = self.func.expr(body).ty;
            self.add(
                ExprKind::Let {
                    temp: b.0,
                    value,
                    body,
                },
                ty,
            )
        })
    }
    fn bind(&mut self, lets: &mut Vec<(Bound, ExprId)>, value: ExprId) -> Bound {
        let b = Bound(self.fresh(), self.func.expr(value).ty);
        lets.push((b, value));
        b
    }

    /// The words of one element of `scalar` (see `PrintfArg::Value`); a 64-bit value is bound
    /// in `lets` first, since both its words read it.
    fn element_words(
        &mut self,
        e: ExprId,
        scalar: Scalar,
        lets: &mut Vec<(Bound, ExprId)>,
        words: &mut Vec<ExprId>,
    ) {
        let uint = self.scalar(Scalar::Uint);
        match scalar {
            Scalar::Half | Scalar::Float => {
                let f = if scalar == Scalar::Half {
                    self.numeric(e, Scalar::Float)
                } else {
                    e
                };
                words.push(self.convert(ConvertKind::Bitcast, f, uint));
            }
            Scalar::Long | Scalar::Ulong if !self.wide => {
                // Held as its low half: the high one is `(v >> 31) >> 1` in the value's own
                // type, shifts of under 32 bits that the emitter computes exactly where the
                // high half is known from the low one, and refuses elsewhere.
                let b = self.bind(lets, e);
                let low = self.get(b);
                words.push(self.numeric(low, Scalar::Uint));
                let mut high = self.get(b);
                for count in [31, 1] {
                    let count = self.add(ExprKind::Literal(Literal::Int(count)), b.1);
                    high = self.binary(BinaryOp::Shr, high, count, b.1);
                }
                words.push(self.numeric(high, Scalar::Uint));
            }
            Scalar::Double | Scalar::Long | Scalar::Ulong => {
                let ulong = self.scalar(Scalar::Ulong);
                let bits = if scalar == Scalar::Double {
                    self.convert(ConvertKind::Bitcast, e, ulong)
                } else {
                    self.numeric(e, Scalar::Ulong)
                };
                let b = self.bind(lets, bits);
                self.wide_words(b, words);
            }
            s => {
                let widened = if s.is_signed() && s != Scalar::Int {
                    self.numeric(e, Scalar::Int)
                } else {
                    e
                };
                words.push(self.numeric(widened, Scalar::Uint));
            }
        }
    }

    /// A bound `ulong` as two words, low first.
    fn wide_words(&mut self, b: Bound, words: &mut Vec<ExprId>) {
        let ulong = b.1;
        let low = self.get(b);
        words.push(self.numeric(low, Scalar::Uint));
        let high = self.get(b);
        let shift = self.add(ExprKind::Literal(Literal::Int(32)), ulong);
        let high = self.binary(BinaryOp::Shr, high, shift, ulong);
        words.push(self.numeric(high, Scalar::Uint));
    }

    /// The expression that writes the record of a call of `plans` with `args` (its value the
    /// call's: 0, or -1 when the record did not fit).
    fn record(&mut self, plans: &[Plan], args: &[ExprId], call_index: u32) -> ExprId {
        let mut lets = Vec::new();
        // Every argument is evaluated once, in order, but a string literal's address (which
        // has no effect, and whose text the reflection holds).
        let literal = |i: usize| matches!(plans.get(i), Some(Plan::String(Some(_))));
        let bound: Vec<Option<Bound>> = args
            .iter()
            .enumerate()
            .map(|(i, &a)| (!literal(i)).then(|| self.bind(&mut lets, a)))
            .collect();
        let mut words = Vec::new();
        for ((plan, &arg), &source) in plans.iter().zip(&bound).zip(args) {
            let Some(arg) = arg else {
                continue;
            };
            match *plan {
                Plan::String(_) => {}
                Plan::Pointer => {
                    let ulong = self.scalar(Scalar::Ulong);
                    let p = self.get(arg);
                    let address = self.convert(ConvertKind::PtrToInt, p, ulong);
                    let b = self.bind(&mut lets, address);
                    self.wide_words(b, &mut words);
                }
                Plan::Value { scalar, lanes } => {
                    // A refusal of a value's words (a `long` held in 32 bits) names the argument.
                    let call_span = std::mem::replace(&mut self.span, self.func.expr(source).span);
                    let elem = self.scalar(scalar);
                    for lane in 0..lanes {
                        let v = self.get(arg);
                        let e = if lanes == 1 {
                            v
                        } else {
                            let lanes = ir::Lanes::new(&[lane as u8]).unwrap_or_default();
                            self.add(ExprKind::Swizzle { vector: v, lanes }, elem)
                        };
                        self.element_words(e, scalar, &mut lets, &mut words);
                    }
                    self.span = call_span;
                }
            }
        }
        let len = (printf_buffer::RECORD_HEADER_WORDS + words.len()) as u64;
        let (uint, int, boolean) = (
            self.scalar(Scalar::Uint),
            self.scalar(Scalar::Int),
            self.scalar(Scalar::Bool),
        );
        let word_ptr_ty = self.types.pointer(uint, AddressSpace::Global);

        let buffer = self.builtin(SimpleBuiltin::PrintfBuffer, &[], word_ptr_ty);
        let buf = self.bind(&mut lets, buffer);
        let p = self.get(buf);
        // Relaxed, as the other atomics here (OpenCL 1.x's): the runner reads the buffer after
        // the dispatch's fence.
        let relaxed = self.add(ExprKind::Literal(Literal::Int(0)), int);
        let used = self.builtin(SimpleBuiltin::AtomicLoadExplicit, &[p, relaxed], uint);
        let used = self.bind(&mut lets, used);
        let i = self.uint(printf_buffer::CAPACITY as u64);
        let p = self.word_ptr(buf, i);
        let capacity = self.add(ExprKind::Load(p), uint);
        let capacity = self.bind(&mut lets, capacity);
        // Reserve only when the record can still fit (so the counter cannot wrap around), by
        // adding 0 otherwise: one atomic either way.
        let u = self.get(used);
        let l = self.uint(len);
        let wanted_end = self.binary(BinaryOp::Add, u, l, uint);
        let c = self.get(capacity);
        let may_fit = self.binary(BinaryOp::Le, wanted_end, c, boolean);
        let may_fit = self.bind(&mut lets, may_fit);
        let (l, zero) = (self.uint(len), self.uint(0));
        let add = self.select(may_fit, l, zero);
        let p = self.get(buf);
        let start = self.builtin(SimpleBuiltin::AtomicAdd, &[p, add], uint);
        let start = self.bind(&mut lets, start);
        let s = self.get(start);
        let l = self.uint(len);
        let end = self.binary(BinaryOp::Add, s, l, uint);
        let c = self.get(capacity);
        let fits = self.binary(BinaryOp::Le, end, c, boolean);
        let mf = self.get(may_fit);
        let ok = self.add(ExprKind::LogicalAnd { lhs: mf, rhs: fits }, boolean);
        let ok = self.bind(&mut lets, ok);

        // It fits: the record's words, then 0.
        let size_t = self.scalar(Scalar::Ulong);
        let linear_id = self.builtin(SimpleBuiltin::GetGlobalLinearId, &[], size_t);
        let linear_id = self.numeric(linear_id, Scalar::Uint);
        let header = [self.uint(len), self.uint(call_index as u64), linear_id];
        let mut written = self.add(ExprKind::Literal(Literal::Int(0)), int);
        let all: Vec<ExprId> = header.into_iter().chain(words).collect();
        for (k, &word) in all.iter().enumerate().rev() {
            let s = self.get(start);
            let first = self.uint((printf_buffer::HEADER_WORDS + k) as u64);
            let at = self.binary(BinaryOp::Add, s, first, uint);
            let ptr = self.word_ptr(buf, at);
            let store = self.add(ExprKind::Store { ptr, value: word }, uint);
            written = self.comma(store, written);
        }

        // It does not: a record reserved but past the end marks where the valid records stop;
        // the call is counted as dropped; -1.
        let s = self.get(start);
        let none = self.uint(u32::MAX as u64);
        let mark = self.select(may_fit, s, none);
        let i = self.uint(printf_buffer::END as u64);
        let end_ptr = self.word_ptr(buf, i);
        let lower_end = self.builtin(SimpleBuiltin::AtomicMin, &[end_ptr, mark], uint);
        let i = self.uint(printf_buffer::DROPPED as u64);
        let dropped_ptr = self.word_ptr(buf, i);
        let count = self.builtin(SimpleBuiltin::AtomicInc, &[dropped_ptr], uint);
        let failed = self.add(ExprKind::Literal(Literal::Int(u64::MAX)), int);
        let dropped = self.comma(count, failed);
        let dropped = self.comma(lower_end, dropped);

        let body = self.select(ok, written, dropped);
        self.wrap(&lets, body)
    }
}
