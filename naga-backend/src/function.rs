//! The function writer: one IR function (a kernel's entry point or a helper specialized for
//! its pointer arguments) as a naga function.
//!
//! Pointers are compile-time roots plus run-time indices ([`PtrVal`]): a storage buffer, a
//! workgroup or private variable, a local variable, or a pointer argument, followed by the
//! element indices and member numbers that lead into it. Pointer arithmetic is arithmetic on
//! the last element index; a pointer variable keeps its root and holds its indices in integer
//! variables; a helper taking pointers receives them in the one form its every call passes
//! (the pipeline's `specialize-pointer-arguments` made an IR function per form and states it:
//! `pointer_form`): a global it names itself, or a pointer it receives, and an index
//! argument per element step. What needs an
//! address — a pointer kept in memory, one chosen between two roots at run time, a cast to
//! another pointee type — is a diagnostic naming the target.

use crate::argblock;
use crate::fold;
use crate::module::ModuleWriter;
use crate::types::{self, vector_size};
use crate::wide::{self, Fit};
use naga::{BinaryOperator as B, Block, Expression, Handle, Literal, Span, Statement};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, AddressSpace as Space, BinaryOp, ConvertKind, ExprId, ExprKind, FunctionId, LocalId,
    Scalar, Stmt, TempId, Type, UnaryOp,
};
use oclvk_frontend::source::Span as IrSpan;
use oclvk_spirv::{PointerParam, PointerParams, PointerRoot, PointerStep};
use std::collections::HashMap;

pub(crate) type R<T> = Result<T, Diagnostic>;

/// Where a pointer starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Root {
    Global(Handle<naga::GlobalVariable>),
    Local(Handle<naga::LocalVariable>),
    /// A pointer argument of the function being written (its index in the naga arguments).
    Arg(u32),
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Step {
    /// An element of an array or vector, by an `i32` index.
    Index(Handle<Expression>),
    /// A struct member.
    Member(u32),
}

#[derive(Clone, Debug)]
pub(crate) struct PtrVal {
    pub root: Root,
    pub steps: Vec<Step>,
}

/// How a pointer of a helper's parameter form is passed: the global it starts from (which the
/// helper names itself) or `None` (a pointer the helper receives), and its steps (`None`: an
/// index the helper receives; `Some(k)`: member `k`).
type PassedPointer = (Option<Handle<naga::GlobalVariable>>, Vec<Option<u32>>);

/// A kernel parameter as its entry point receives it.
pub(crate) enum EntryParam {
    /// A storage buffer or workgroup array.
    Buffer(Handle<naga::GlobalVariable>),
    /// A by-value argument at this argument-block offset.
    Value(u32),
    /// An image or a sampler: its global (`images`).
    Resource(Handle<naga::GlobalVariable>),
}

#[derive(Clone, Debug)]
pub(crate) enum Val {
    Value(Handle<Expression>),
    Ptr(PtrVal),
    /// The address of a pointer variable (what `&p` is to a load or store).
    PtrVar(LocalId),
    Void,
}

/// A pointer variable: its root and member steps are fixed, its indices live in variables.
#[derive(Clone, Debug)]
struct PtrVar {
    root: Root,
    steps: Vec<Result<Handle<naga::LocalVariable>, u32>>,
}

enum LocalSlot {
    Value(Handle<naga::LocalVariable>),
    Pointer(Option<PtrVar>),
}

pub(crate) struct FnWriter<'a, 'm> {
    pub mw: &'a mut ModuleWriter<'m>,
    fid: FunctionId,
    f: &'m ir::Function,
    out: naga::Function,
    blocks: Vec<Block>,
    emit_from: usize,
    params: Vec<Val>,
    locals: ir::HandleVec<ir::Local, Option<LocalSlot>>,
    temps: HashMap<TempId, Val>,
    /// The counters of the loops being unrolled (`unroll`), with their value in the copy
    /// being written: their loads are these constants.
    unrolled: HashMap<LocalId, i128>,
    is_entry: bool,
    /// The private variables held as words (`records`: those holding a union).
    local_views: HashMap<Handle<naga::LocalVariable>, crate::records::WordView>,
    /// The pointer parameters into a caller's private object held as words, by argument.
    arg_views: HashMap<u32, crate::records::WordView>,
    /// How deep in an expression tree [`FnWriter::lower`] is.
    depth: usize,
}

/// The levels of an expression tree between two values the writers write as a `let`
/// ([`FnWriter::bake`]): their recursion over an expression, and the nesting of the text they
/// write, stays within about this many IR levels however deep the source nests.
const BAKE_EVERY: usize = 64;

/// Whether naga writes `e` outside any `Emit` (the kinds it refuses in one, and the results
/// their statements give).
fn emitted_apart(e: &Expression) -> bool {
    e.needs_pre_emit()
        || matches!(
            e,
            Expression::CallResult(_)
                | Expression::AtomicResult { .. }
                | Expression::SubgroupOperationResult { .. }
                | Expression::SubgroupBallotResult
        )
}

fn scalar_lit(s: naga::Scalar, v: i64) -> Literal {
    match (s.kind, s.width) {
        (naga::ScalarKind::Sint, 8) => Literal::I64(v),
        (naga::ScalarKind::Uint, 8) => Literal::U64(v as u64),
        (naga::ScalarKind::Sint, _) => Literal::I32(v as i32),
        (naga::ScalarKind::Float, 8) => Literal::F64(v as f64),
        (naga::ScalarKind::Float, _) => Literal::F32(v as f32),
        (naga::ScalarKind::Bool, _) => Literal::Bool(v != 0),
        _ => Literal::U32(v as u32),
    }
}

/// An integer literal converted to another integer type (wrapping, as C and naga's `As` do).
fn fold_int_cast(e: &Expression, kind: naga::ScalarKind, width: u8) -> Option<Literal> {
    let Expression::Literal(l) = e else {
        return None;
    };
    let v: i128 = match *l {
        Literal::I32(v) => v as i128,
        Literal::U32(v) => v as i128,
        Literal::I64(v) => v as i128,
        Literal::U64(v) => v as i128,
        _ => return None,
    };
    Some(match (kind, width) {
        (naga::ScalarKind::Sint, 4) => Literal::I32(v as i32),
        (naga::ScalarKind::Uint, 4) => Literal::U32(v as u32),
        (naga::ScalarKind::Sint, 8) => Literal::I64(v as i64),
        (naga::ScalarKind::Uint, 8) => Literal::U64(v as u64),
        _ => return None,
    })
}

impl<'a, 'm> FnWriter<'a, 'm> {
    pub fn new(mw: &'a mut ModuleWriter<'m>, fid: FunctionId) -> Self {
        let f = mw.m.function(fid);
        FnWriter {
            mw,
            fid,
            f,
            out: naga::Function::default(),
            blocks: vec![Block::new()],
            emit_from: 0,
            params: Vec::new(),
            locals: f.locals.iter().map(|_| None).collect(),
            temps: HashMap::new(),
            unrolled: HashMap::new(),
            is_entry: false,
            local_views: HashMap::new(),
            arg_views: HashMap::new(),
            depth: 0,
        }
    }

    fn target(&self) -> &'static str {
        self.mw.features.name
    }

    fn err<T>(&self, span: IrSpan, what: impl std::fmt::Display) -> R<T> {
        Err(Diagnostic::error(
            span,
            format!("{what} is not supported on the {} target", self.target()),
        ))
    }

    // ---- expressions and emission ----

    /// Appends an expression; those naga evaluates where they are emitted are covered by the
    /// next `Emit`.
    pub fn expr(&mut self, e: Expression) -> Handle<Expression> {
        // naga's constant evaluator (which the non-WGSL targets' override processing runs over
        // function bodies) refuses narrowing casts of literals: fold integer casts here.
        let e = match e {
            Expression::As {
                expr,
                kind,
                convert: Some(width),
            } => match (
                &self.out.expressions[expr],
                fold_int_cast(&self.out.expressions[expr], kind, width),
            ) {
                (Expression::Literal(_), Some(folded)) => Expression::Literal(folded),
                _ => e,
            },
            // WGSL refuses a constant expression that overflows: fold it wrapping.
            Expression::Binary { op, left, right } => {
                match (&self.out.expressions[left], &self.out.expressions[right]) {
                    (Expression::Literal(a), Expression::Literal(b)) => {
                        fold::binary(op, a, b).map_or(e, Expression::Literal)
                    }
                    _ => e,
                }
            }
            Expression::Unary { op, expr } => match &self.out.expressions[expr] {
                Expression::Literal(a) => fold::unary(op, a).map_or(e, Expression::Literal),
                _ => e,
            },
            _ => e,
        };
        if emitted_apart(&e) {
            self.flush();
            let h = self.out.expressions.append(e, Span::UNDEFINED);
            self.emit_from = self.out.expressions.len();
            h
        } else {
            self.out.expressions.append(e, Span::UNDEFINED)
        }
    }

    fn flush(&mut self) {
        if self.out.expressions.len() > self.emit_from {
            let range = self.out.expressions.range_from(self.emit_from);
            self.blocks
                .last_mut()
                .expect("a block is open")
                .push(Statement::Emit(range), Span::UNDEFINED);
        }
        self.emit_from = self.out.expressions.len();
    }

    fn stmt(&mut self, s: Statement) {
        self.flush();
        self.blocks
            .last_mut()
            .expect("a block is open")
            .push(s, Span::UNDEFINED);
    }

    fn open(&mut self) {
        self.flush();
        self.blocks.push(Block::new());
    }

    fn close(&mut self) -> Block {
        self.flush();
        self.blocks.pop().expect("opened")
    }

    /// A literal; an infinite or NaN float (which naga's literals cannot be) as its bits.
    fn non_finite_safe(&mut self, l: Literal) -> Handle<Expression> {
        let bits = match l {
            Literal::F32(f) if !f.is_finite() => Literal::U32(f.to_bits()),
            Literal::F64(f) if !f.is_finite() => Literal::U64(f.to_bits()),
            _ => return self.literal(l),
        };
        let b = self.literal(bits);
        self.expr(Expression::As {
            expr: b,
            kind: naga::ScalarKind::Float,
            convert: None,
        })
    }

    pub fn literal(&mut self, l: Literal) -> Handle<Expression> {
        self.expr(Expression::Literal(l))
    }

    /// `op` on `double` values (scalars or vectors) computed in `float`: the arguments
    /// narrowed, the result widened back ([`crate::Options::loose_double_operations`]).
    pub fn through_float(
        &mut self,
        args: &[Handle<Expression>],
        op: impl FnOnce(&mut Self, &[Handle<Expression>]) -> Handle<Expression>,
    ) -> Handle<Expression> {
        let convert = |fw: &mut Self, expr, width| {
            fw.expr(Expression::As {
                expr,
                kind: naga::ScalarKind::Float,
                convert: Some(width),
            })
        };
        let narrow: Vec<_> = args.iter().map(|&a| convert(self, a, 4)).collect();
        let r = op(self, &narrow);
        convert(self, r, 8)
    }

    /// Signed integer `a / b` or `a % b` (`op`) in registers of `reg`, truncating as C does:
    /// the operator itself where the language defines it for negative operands
    /// (`Features::signed_division`), else on the magnitudes as unsigned integers with the
    /// sign put back (the quotient's from both signs, the remainder's the dividend's).
    fn signed_division(
        &mut self,
        op: B,
        a: Handle<Expression>,
        b: Handle<Expression>,
        reg: naga::Scalar,
        size: Option<naga::VectorSize>,
    ) -> Handle<Expression> {
        if self.mw.features.signed_division {
            return self.binary(op, a, b);
        }
        let zero = self.literal(scalar_lit(reg, 0));
        let zero = match size {
            Some(size) => self.expr(Expression::Splat { size, value: zero }),
            None => zero,
        };
        let unsigned = naga::ScalarKind::Uint;
        let magnitude = |fw: &mut Self, v: Handle<Expression>| {
            let negative = fw.binary(B::Less, v, zero);
            let negated = fw.expr(Expression::Unary {
                op: naga::UnaryOperator::Negate,
                expr: v,
            });
            let abs = fw.expr(Expression::Select {
                condition: negative,
                accept: negated,
                reject: v,
            });
            // INT_MIN negates to itself, whose bits are its magnitude.
            let bits = fw.expr(Expression::As {
                expr: abs,
                kind: unsigned,
                convert: None,
            });
            (negative, bits)
        };
        let (a_negative, ua) = magnitude(self, a);
        let (b_negative, ub) = magnitude(self, b);
        let ur = self.binary(op, ua, ub);
        let r = self.expr(Expression::As {
            expr: ur,
            kind: reg.kind,
            convert: None,
        });
        let negative = match op {
            B::Divide => self.binary(B::NotEqual, a_negative, b_negative),
            _ => a_negative,
        };
        let negated = self.expr(Expression::Unary {
            op: naga::UnaryOperator::Negate,
            expr: r,
        });
        self.expr(Expression::Select {
            condition: negative,
            accept: negated,
            reject: r,
        })
    }

    pub fn binary(
        &mut self,
        op: B,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Binary { op, left, right })
    }

    fn local_var(
        &mut self,
        name: Option<String>,
        ty: Handle<naga::Type>,
    ) -> Handle<naga::LocalVariable> {
        self.out.local_variables.append(
            naga::LocalVariable {
                name,
                ty,
                init: None,
            },
            Span::UNDEFINED,
        )
    }

    fn i32_index(&mut self, e: Handle<Expression>, ty: ir::TypeId) -> Handle<Expression> {
        match self.mw.m.types.get(ty) {
            Type::Scalar(Scalar::Int | Scalar::Char | Scalar::Short) => e,
            Type::Scalar(Scalar::Long) if !self.mw.features.int64 => e,
            _ => self.expr(Expression::As {
                expr: e,
                kind: naga::ScalarKind::Sint,
                convert: Some(4),
            }),
        }
    }

    /// Brings a register back to a value of its type: an 8/16-bit integer wrapped into its
    /// range, a `half` rounded to the nearest value `half` represents (`packed::round_to_half`;
    /// computed once in `float` and rounded, a sum, difference, product, quotient or square
    /// root of halves is the correctly rounded `half` one: `float` has more than 2 * 11 + 2
    /// significand bits).
    pub fn normalize(
        &mut self,
        e: Handle<Expression>,
        s: Scalar,
        size: Option<naga::VectorSize>,
    ) -> Handle<Expression> {
        let splat = |fw: &mut Self, l: Literal| {
            let v = fw.literal(l);
            match size {
                Some(size) => fw.expr(Expression::Splat { size, value: v }),
                None => v,
            }
        };
        match s {
            // Sign extension of a run-time value by `(e << k) >> k`: NVIDIA's Vulkan driver
            // (580) miscompiled an unsigned division of a value sign-extended by
            // `extractBits` (OpBitFieldSExtract) and reinterpreted as `u32` (random program 632
            // through wgsl and vulkan1.2-portable on the H100: quotients a few hundred off, as
            // if it divided in float). A constant keeps `extractBits`: WGSL refuses a shift of a
            // constant past the sign bit when the shader is made.
            Scalar::Char | Scalar::Short if self.depends_on_run_time_values(e) => {
                let k = splat(self, Literal::U32(32 - s.bits()));
                let up = self.binary(B::ShiftLeft, e, k);
                self.binary(B::ShiftRight, up, k)
            }
            Scalar::Char | Scalar::Short => {
                let offset = self.literal(Literal::U32(0));
                let count = self.literal(Literal::U32(s.bits()));
                self.expr(Expression::Math {
                    fun: naga::MathFunction::ExtractBits,
                    arg: e,
                    arg1: Some(offset),
                    arg2: Some(count),
                    arg3: None,
                })
            }
            Scalar::Uchar | Scalar::Ushort => {
                let mask = splat(self, Literal::U32((1 << s.bits()) - 1));
                self.binary(B::And, e, mask)
            }
            Scalar::Half => crate::packed::round_to_half(self, e, size),
            _ => e,
        }
    }

    /// Whether `e` reads anything not known when the shader is made (WGSL evaluates an
    /// expression of constants alone when it makes the shader, refusing overflow there).
    fn depends_on_run_time_values(&self, e: Handle<Expression>) -> bool {
        let mut pending = vec![e];
        while let Some(e) = pending.pop() {
            match &self.out.expressions[e] {
                Expression::Literal(_)
                | Expression::Constant(_)
                | Expression::ZeroValue(_)
                | Expression::Override(_) => {}
                Expression::Splat { value, .. } => pending.push(*value),
                Expression::Compose { components, .. } => pending.extend(components),
                Expression::As { expr, .. } | Expression::Unary { expr, .. } => pending.push(*expr),
                Expression::Binary { left, right, .. } => pending.extend([*left, *right]),
                Expression::Select {
                    condition,
                    accept,
                    reject,
                } => pending.extend([*condition, *accept, *reject]),
                Expression::Math {
                    arg,
                    arg1,
                    arg2,
                    arg3,
                    ..
                } => pending.extend([Some(*arg), *arg1, *arg2, *arg3].into_iter().flatten()),
                _ => return true,
            }
        }
        false
    }

    // ---- parameters and bodies ----

    pub fn entry_params(&mut self, params: &[EntryParam]) -> R<()> {
        self.is_entry = true;
        let uvec3 = self.mw.uvec3_ty();
        for (name, builtin) in [
            ("local_id", naga::BuiltIn::LocalInvocationId),
            ("group_id", naga::BuiltIn::WorkGroupId),
        ] {
            self.out.arguments.push(naga::FunctionArgument {
                name: Some(name.into()),
                ty: uvec3,
                binding: Some(naga::Binding::BuiltIn(builtin)),
            });
        }
        let (lid, gid) = self.mw.id_globals();
        for (k, g) in [lid, gid].into_iter().enumerate() {
            let v = self.expr(Expression::FunctionArgument(k as u32));
            let p = self.expr(Expression::GlobalVariable(g));
            self.stmt(Statement::Store {
                pointer: p,
                value: v,
            });
        }
        // A module calling sub-group functions: the sub-group inputs, likewise. naga (as
        // WebGPU) gives no sub-group ids in a work-group of more than one dimension.
        let sub_group_inputs = crate::groups::sub_group_inputs(self.mw);
        if let (false, Some(size)) = (sub_group_inputs.is_empty(), self.mw.written_local_size()) {
            if size[1] * size[2] > 1 {
                return self.err(
                    self.f.span,
                    format_args!(
                        "a kernel calling sub-group functions with a work-group size of more \
                         than one dimension ({}, {}, {})",
                        size[0], size[1], size[2]
                    ),
                );
            }
        }
        for (k, (name, builtin, var)) in sub_group_inputs.into_iter().enumerate() {
            let ty = self.mw.u32_ty();
            self.out.arguments.push(naga::FunctionArgument {
                name: Some(name.into()),
                ty,
                binding: Some(naga::Binding::BuiltIn(builtin)),
            });
            let v = self.expr(Expression::FunctionArgument(2 + k as u32));
            let p = self.expr(Expression::GlobalVariable(var));
            self.stmt(Statement::Store {
                pointer: p,
                value: v,
            });
        }
        let f = self.f;
        for (p, param) in f.params.iter().zip(params) {
            let v = match *param {
                EntryParam::Buffer(h) => {
                    let zero = self.literal(Literal::I32(0));
                    Val::Ptr(PtrVal {
                        root: Root::Global(h),
                        steps: vec![Step::Index(zero)],
                    })
                }
                EntryParam::Value(offset) => {
                    Val::Value(argblock::read(self, p.ty, offset, p.span)?)
                }
                EntryParam::Resource(h) => crate::images::resource_val(h),
            };
            self.params.push(v);
        }
        Ok(())
    }

    pub fn helper_params(&mut self) -> R<()> {
        let f = self.f;
        let table: &PointerParams = self.mw.pointer_params;
        let forms = table.get(&self.fid);
        for (i, p) in f.params.iter().enumerate() {
            let form = forms
                .and_then(|forms| forms.get(i))
                .and_then(Option::as_ref);
            let Some(form) = form else {
                if matches!(self.mw.m.types.get(p.ty), Type::Pointer { .. }) {
                    return Err(Diagnostic::error(
                        p.span,
                        format!(
                            "internal error: pointer parameter '{}' of '{}' has no form (specialize-pointer-arguments)",
                            p.name, f.name
                        ),
                    ));
                }
                let ty = self.mw.ty(p.ty, p.span)?;
                let k = self.out.arguments.len() as u32;
                self.out.arguments.push(naga::FunctionArgument {
                    name: Some(p.name.clone()),
                    ty,
                    binding: None,
                });
                let v = self.expr(Expression::FunctionArgument(k));
                self.params.push(Val::Value(v));
                continue;
            };
            let (global, steps) = self.pointer_form(form, p.span)?;
            let root = match (form.root, global) {
                (PointerRoot::Frame(object), _) => {
                    let k = self.out.arguments.len() as u32;
                    // The caller's object held as words is passed as its words.
                    let base = match self.frame_view(object) {
                        Some((view, words)) => {
                            self.arg_views.insert(k, view);
                            words
                        }
                        None => self.mw.ty(object, p.span)?,
                    };
                    let ty = self.mw.naga_ty(naga::TypeInner::Pointer {
                        base,
                        space: naga::AddressSpace::Function,
                    });
                    self.out.arguments.push(naga::FunctionArgument {
                        name: Some(p.name.clone()),
                        ty,
                        binding: None,
                    });
                    Root::Arg(k)
                }
                (_, Some(g)) => Root::Global(g),
                (_, None) => {
                    return Err(Diagnostic::error(
                        p.span,
                        format!(
                            "internal error: pointer parameter '{}' of '{}' has no global root",
                            p.name, f.name
                        ),
                    ))
                }
            };
            let i32_ty = self.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::I32));
            let mut out = Vec::new();
            for (n, s) in steps.iter().enumerate() {
                out.push(match s {
                    Some(member) => Step::Member(*member),
                    None => {
                        let k = self.out.arguments.len() as u32;
                        self.out.arguments.push(naga::FunctionArgument {
                            name: Some(format!("{}_index{n}", p.name)),
                            ty: i32_ty,
                            binding: None,
                        });
                        Step::Index(self.expr(Expression::FunctionArgument(k)))
                    }
                });
            }
            self.params.push(Val::Ptr(PtrVal { root, steps: out }));
        }
        let f = self.f;
        if !matches!(self.mw.m.types.get(f.ret), Type::Void) {
            if matches!(self.mw.m.types.get(f.ret), Type::Pointer { .. }) {
                return self.err(f.span, "returning a pointer from a function");
            }
            let ty = self.mw.ty(f.ret, f.span)?;
            self.out.result = Some(naga::FunctionResult { ty, binding: None });
        }
        Ok(())
    }

    pub fn finish_body(mut self) -> R<naga::Function> {
        let body = &self.f.body;
        self.block(body)?;
        // A function that can fall off its end returns its zero value there (C leaves the value
        // undefined; naga wants every path to return).
        if let Some(res) = self.out.result.clone() {
            let z = self.expr(Expression::ZeroValue(res.ty));
            self.stmt(Statement::Return { value: Some(z) });
        }
        let body = self.close();
        self.out.body = body;
        Ok(self.out)
    }

    // ---- statements ----

    fn block(&mut self, b: &'m ir::Block) -> R<()> {
        for (at, s) in b.stmts.iter().enumerate() {
            match (
                crate::unroll::unrollable(self.mw.m, self.f, &b.stmts, at),
                s,
            ) {
                (Some(counted), Stmt::Loop { body, span, .. }) => {
                    self.unrolled_loop(counted, body, *span)?
                }
                _ => self.statement(s)?,
            }
        }
        Ok(())
    }

    /// A counted loop written whole: its body once per iteration with the counter's value as
    /// a constant, then the counter's value after the loop stored for what follows.
    fn unrolled_loop(
        &mut self,
        counted: oclvk_spirv::CountedLoop,
        body: &'m ir::Block,
        span: IrSpan,
    ) -> R<()> {
        for k in 0..counted.trips {
            self.unrolled.insert(counted.var, counted.value(k));
            let copy = self.sub_block(body);
            self.unrolled.remove(&counted.var);
            let copy = copy?;
            self.stmt(Statement::Block(copy));
        }
        let Val::Ptr(counter) = self.local_addr(counted.var)? else {
            return self.err(span, "this loop's counter");
        };
        let pointer = self.pointer(&counter);
        let ty = self.f.local(counted.var).ty;
        let value = self.literal_bits(ty, counted.value(counted.trips) as u64, span)?;
        self.stmt(Statement::Store { pointer, value });
        Ok(())
    }

    fn sub_block(&mut self, b: &'m ir::Block) -> R<Block> {
        self.open();
        self.block(b)?;
        Ok(self.close())
    }

    /// Lowers `e` for its effects alone (an expression statement, a `for` loop's step, or what
    /// `,` or a cast to `void` discards): an atomic min or max there has no result, as MSL's
    /// 64-bit ones must not (`min_max64`).
    fn lower_for_effect(&mut self, e: ExprId) -> R<()> {
        let expr = *self.f.expr(e);
        match expr.kind {
            ExprKind::Convert {
                kind: ConvertKind::Void,
                operand,
            } => self.lower_for_effect(operand),
            ExprKind::Comma { lhs, rhs } => {
                self.lower_for_effect(lhs)?;
                self.lower_for_effect(rhs)
            }
            ExprKind::Builtin {
                builtin: ir::Builtin::Simple(s),
                args,
            } if crate::builtins::is_atomic_min_max(s) => {
                let args: Vec<ExprId> = self.f.list(args).to_vec();
                crate::builtins::atomic(self, s, &args, expr.ty, expr.span, true)?;
                Ok(())
            }
            _ => self.lower(e).map(drop),
        }
    }

    fn condition(&mut self, e: ExprId) -> R<Handle<Expression>> {
        self.value(e)
    }

    fn statement(&mut self, s: &'m Stmt) -> R<()> {
        match s {
            Stmt::Expr(e) => self.lower_for_effect(*e)?,
            Stmt::Block(b) => {
                let b = self.sub_block(b)?;
                self.stmt(Statement::Block(b));
            }
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                let c = self.condition(*cond)?;
                let accept = self.sub_block(then)?;
                let reject = self.sub_block(otherwise)?;
                self.stmt(Statement::If {
                    condition: c,
                    accept,
                    reject,
                });
            }
            Stmt::Loop {
                cond,
                test_first,
                body,
                step,
                ..
            } => {
                self.open();
                if let (Some(c), true) = (cond, test_first) {
                    let c = self.condition(*c)?;
                    let not = self.expr(Expression::Unary {
                        op: naga::UnaryOperator::LogicalNot,
                        expr: c,
                    });
                    let mut brk = Block::new();
                    brk.push(Statement::Break, Span::UNDEFINED);
                    self.stmt(Statement::If {
                        condition: not,
                        accept: brk,
                        reject: Block::new(),
                    });
                }
                self.block(body)?;
                let body = self.close();
                self.open();
                if let Some(step) = step {
                    self.lower_for_effect(*step)?;
                }
                let mut break_if = None;
                if let (Some(c), false) = (cond, test_first) {
                    let c = self.condition(*c)?;
                    break_if = Some(self.expr(Expression::Unary {
                        op: naga::UnaryOperator::LogicalNot,
                        expr: c,
                    }));
                }
                let continuing = self.close();
                self.stmt(Statement::Loop {
                    body,
                    continuing,
                    break_if,
                });
            }
            Stmt::Switch {
                selector,
                cases,
                span,
            } => {
                let sel_ty = self.f.expr(*selector).ty;
                let mut sel = self.value(*selector)?;
                let scalar = self.mw.m.types.scalar_of(sel_ty).unwrap_or(Scalar::Int);
                let mut signed = scalar.is_signed();
                if self.narrow64(sel_ty) {
                    // The low half, read as the kind its fit makes exact (`wide`).
                    let fit = self.fit(*selector);
                    signed = if fit.zero {
                        false
                    } else if fit.sign {
                        true
                    } else {
                        return self.wide_refusal(*span, "a 'switch'");
                    };
                    let kind = if signed {
                        naga::ScalarKind::Sint
                    } else {
                        naga::ScalarKind::Uint
                    };
                    sel = self.int_as(sel, scalar, kind);
                }
                if self.mw.features.int64 && matches!(scalar, Scalar::Long | Scalar::Ulong) {
                    sel = self.expr(Expression::As {
                        expr: sel,
                        kind: if signed {
                            naga::ScalarKind::Sint
                        } else {
                            naga::ScalarKind::Uint
                        },
                        convert: Some(4),
                    });
                }
                let mut out = Vec::new();
                let mut has_default = false;
                let ends = |case: &ir::SwitchCase| {
                    case.body.stmts.last().is_some_and(|s| {
                        matches!(s, Stmt::Break(_) | Stmt::Return(..) | Stmt::Continue(_))
                    })
                };
                for (i, case) in cases.iter().enumerate() {
                    // WGSL has no fallthrough into a non-empty case: a case that falls through
                    // carries the bodies it falls into, up to the one that leaves the switch.
                    self.open();
                    for next in &cases[i..] {
                        let part = self.sub_block(&next.body)?;
                        self.stmt(Statement::Block(part));
                        if ends(next) {
                            break;
                        }
                    }
                    let body = self.close();
                    let mut values: Vec<naga::SwitchValue> = Vec::new();
                    for &v in &case.values {
                        let fits = if signed {
                            i32::try_from(v as i64).is_ok()
                        } else {
                            u32::try_from(v).is_ok()
                        };
                        if !fits {
                            return self.err(*span, "a case value beyond 32 bits");
                        }
                        let sv = if signed {
                            naga::SwitchValue::I32(v as i64 as i32)
                        } else {
                            naga::SwitchValue::U32(v as u32)
                        };
                        if !values.contains(&sv) {
                            values.push(sv);
                        }
                    }
                    if case.is_default {
                        values.push(naga::SwitchValue::Default);
                        has_default = true;
                    }
                    // Several values of one case share its body: the first ones fall into it.
                    let n = values.len();
                    for (k, value) in values.into_iter().enumerate() {
                        let last = k + 1 == n;
                        out.push(naga::SwitchCase {
                            value,
                            body: if last { body.clone() } else { Block::new() },
                            fall_through: !last,
                        });
                    }
                }
                if !has_default {
                    out.push(naga::SwitchCase {
                        value: naga::SwitchValue::Default,
                        body: Block::new(),
                        fall_through: false,
                    });
                }
                self.stmt(Statement::Switch {
                    selector: sel,
                    cases: out,
                });
            }
            Stmt::Break(_) => self.stmt(Statement::Break),
            Stmt::Continue(_) => self.stmt(Statement::Continue),
            Stmt::Return(value, span) => {
                let value = match value {
                    Some(e) => match self.lower(*e)? {
                        Val::Value(v) => Some(v),
                        Val::Void => None,
                        _ => return self.err(*span, "returning a pointer from a function"),
                    },
                    None => None,
                };
                let value = if self.is_entry { None } else { value };
                self.stmt(Statement::Return { value });
            }
        }
        Ok(())
    }

    // ---- values ----

    fn value(&mut self, e: ExprId) -> R<Handle<Expression>> {
        match self.lower(e)? {
            Val::Value(v) => Ok(v),
            _ => {
                let span = self.f.expr(e).span;
                self.err(
                    span,
                    "using a pointer as a value (comparing or converting it)",
                )
            }
        }
    }

    fn ptr(&mut self, e: ExprId) -> R<PtrVal> {
        match self.lower(e)? {
            Val::Ptr(p) => Ok(p),
            _ => {
                let span = self.f.expr(e).span;
                self.err(
                    span,
                    "this pointer (one kept in memory or computed from an integer)",
                )
            }
        }
    }

    /// The naga pointer a [`PtrVal`] denotes.
    pub fn pointer(&mut self, p: &PtrVal) -> Handle<Expression> {
        let mut base = match p.root {
            Root::Global(g) => self.expr(Expression::GlobalVariable(g)),
            Root::Local(l) => self.expr(Expression::LocalVariable(l)),
            Root::Arg(k) => self.expr(Expression::FunctionArgument(k)),
        };
        for step in &p.steps {
            base = match *step {
                Step::Index(index) => self.expr(Expression::Access { base, index }),
                Step::Member(index) => self.expr(Expression::AccessIndex { base, index }),
            };
        }
        base
    }

    /// Whether `e` is the `i32` literal 0 (a buffer's first element).
    pub fn is_zero_literal(&self, e: Handle<Expression>) -> bool {
        matches!(
            self.out.expressions[e],
            Expression::Literal(Literal::I32(0))
        )
    }

    /// How the array `p` points into is packed in words, if it is (`packed`).
    pub fn packing(&self, p: &PtrVal) -> Option<crate::packed::Packed> {
        match p.root {
            Root::Global(g) => self.mw.packed.get(&g).cloned(),
            _ => None,
        }
    }

    /// How the object `p` points into is held as words, if it is (`records`).
    pub fn word_view(&self, p: &PtrVal) -> Option<crate::records::WordView> {
        match p.root {
            Root::Global(g) if self.mw.is_program_globals(g) => match p.steps.first() {
                Some(&Step::Member(k)) => self.mw.program_global_view(k),
                _ => None,
            },
            Root::Global(g) => self.mw.word_views.get(&g).copied(),
            Root::Local(l) => self.local_views.get(&l).copied(),
            Root::Arg(k) => self.arg_views.get(&k).copied(),
        }
    }

    /// The `i32` literal `e` is, if it is one.
    pub fn i32_literal(&self, e: Handle<Expression>) -> Option<i32> {
        match self.out.expressions[e] {
            Expression::Literal(Literal::I32(v)) => Some(v),
            _ => None,
        }
    }

    /// The value of IR type `ty` that `p` points to.
    pub fn load_element(
        &mut self,
        p: &PtrVal,
        ty: ir::TypeId,
        span: IrSpan,
    ) -> R<Handle<Expression>> {
        crate::min_max64::note_access(self, p, crate::min_max64::Access::Read, span);
        if let Some(view) = self.word_view(p) {
            return crate::records::load(self, view, p, ty, span);
        }
        if let Some(packed) = self.packing(p) {
            return crate::packed::load(self, &packed, p, ty, span);
        }
        let pointer = self.pointer(p);
        Ok(self.expr(Expression::Load { pointer }))
    }

    /// Stores `value` where `p` points.
    pub fn store_element(&mut self, p: &PtrVal, value: Handle<Expression>, span: IrSpan) -> R<()> {
        crate::min_max64::note_access(self, p, crate::min_max64::Access::Write, span);
        if let Some(view) = self.word_view(p) {
            return crate::records::store(self, view, p, value, span);
        }
        if let Some(packed) = self.packing(p) {
            return crate::packed::store(self, &packed, p, value, span);
        }
        let pointer = self.pointer(p);
        self.mark_written(p);
        self.stmt(Statement::Store { pointer, value });
        Ok(())
    }

    fn mark_written(&mut self, p: &PtrVal) {
        if let (Root::Global(g), Some(k)) = (p.root, self.mw.kernel.as_mut()) {
            k.written.insert(g);
        }
    }

    pub fn lower(&mut self, id: ExprId) -> R<Val> {
        self.depth += 1;
        let val = oclvk_frontend::stack::grow(|| self.lower_inner(id));
        self.depth -= 1;
        if self.depth > 0 && self.depth % BAKE_EVERY == 0 {
            if let Ok(Val::Value(h)) = val {
                self.bake(h);
            }
        }
        val
    }

    /// Names `h` (`named_expressions`), so that naga's writers write it as a `let` where it is
    /// emitted rather than inline it into its user; an expression written apart from the
    /// `Emit`s (a literal, an argument, a call's result) is left as it is.
    fn bake(&mut self, h: Handle<Expression>) {
        if !emitted_apart(&self.out.expressions[h]) {
            self.out
                .named_expressions
                .entry(h)
                .or_insert_with(|| format!("deep{}", h.index()));
        }
    }

    fn lower_inner(&mut self, id: ExprId) -> R<Val> {
        let e = *self.f.expr(id);
        let m = self.mw.m;
        let span = e.span;
        Ok(match e.kind {
            ExprKind::Literal(l) => {
                let s = m.types.scalar_of(e.ty).unwrap_or(Scalar::Int);
                let raw = match l {
                    ir::Literal::Bool(b) => b as u64,
                    ir::Literal::Int(v) => v,
                    ir::Literal::Float(f) => match s {
                        Scalar::Float => (f as f32).to_bits() as u64,
                        // As the default target writes a `half` constant.
                        Scalar::Half => oclvk_frontend::ir::half::f32_to_f16(f as f32) as u64,
                        _ => f.to_bits(),
                    },
                };
                Val::Value(self.literal_bits(e.ty, raw, span)?)
            }
            ExprKind::Composite(list) => {
                let ty = self.mw.ty(e.ty, span)?;
                if list.is_empty() {
                    return Ok(Val::Value(self.expr(Expression::ZeroValue(ty))));
                }
                let mut parts = Vec::new();
                for &p in self.f.list(list) {
                    parts.push(self.value(p)?);
                }
                Val::Value(self.expr(Expression::Compose {
                    ty,
                    components: parts,
                }))
            }
            ExprKind::VectorLiteral(list) => {
                let ty = self.mw.ty(e.ty, span)?;
                let mut parts = Vec::new();
                for &p in self.f.list(list) {
                    parts.push(self.value(p)?);
                }
                Val::Value(self.expr(Expression::Compose {
                    ty,
                    components: parts,
                }))
            }
            ExprKind::Param(i) => self.params[i as usize].clone(),
            ExprKind::LocalAddr(l) => self.local_addr(l)?,
            ExprKind::GlobalAddr(g) => Val::Ptr(self.global_ptr(g, span)?),
            ExprKind::Temp(t) => self.temps.get(&t).cloned().unwrap_or(Val::Void),
            ExprKind::Let { temp, value, body } => {
                let v = self.lower(value)?;
                self.temps.insert(temp, v);
                self.lower(body)?
            }
            ExprKind::Load(p) => self.load(p, e.ty, span)?,
            ExprKind::Store { ptr, value } => self.store(ptr, value, span)?,
            ExprKind::Unary { op, operand } => {
                let v = self.value(operand)?;
                let (s, size) = self.lanes(e.ty);
                Val::Value(match op {
                    UnaryOp::Not => self.expr(Expression::Unary {
                        op: naga::UnaryOperator::LogicalNot,
                        expr: v,
                    }),
                    UnaryOp::BitNot => {
                        let r = self.expr(Expression::Unary {
                            op: naga::UnaryOperator::BitwiseNot,
                            expr: v,
                        });
                        self.normalize(r, s, size)
                    }
                    // A float's negation is exact.
                    UnaryOp::Neg if s.is_float() => self.expr(Expression::Unary {
                        op: naga::UnaryOperator::Negate,
                        expr: v,
                    }),
                    UnaryOp::Neg if s.is_signed() => {
                        let r = self.expr(Expression::Unary {
                            op: naga::UnaryOperator::Negate,
                            expr: v,
                        });
                        self.normalize(r, s, size)
                    }
                    UnaryOp::Neg => {
                        // A scalar's zero is a literal, which `0 - constant` folds with.
                        let z = match size {
                            None => {
                                let reg = types::register_scalar(s, &self.mw.features, span)?;
                                self.literal(scalar_lit(reg, 0))
                            }
                            Some(_) => {
                                let ty = self.mw.ty(e.ty, span)?;
                                self.expr(Expression::ZeroValue(ty))
                            }
                        };
                        let r = self.binary(B::Subtract, z, v);
                        self.normalize(r, s, size)
                    }
                })
            }
            ExprKind::Binary { op, lhs, rhs } => self.binary_op(op, lhs, rhs, e.ty, span)?,
            ExprKind::LogicalAnd { lhs, rhs } => self.short_circuit(true, lhs, rhs)?,
            ExprKind::LogicalOr { lhs, rhs } => self.short_circuit(false, lhs, rhs)?,
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => self.select(cond, then, otherwise, e.ty, span)?,
            ExprKind::Convert { kind, operand } => self.convert(kind, operand, e.ty, span)?,
            ExprKind::Call { function, args } => self.call(function, args, span)?,
            ExprKind::Builtin { builtin, args } => {
                let args: Vec<ExprId> = self.f.list(args).to_vec();
                let v = crate::builtins::lower(self, builtin, &args, e.ty, span)?;
                // A `half` result computed in `float` (the builtins the math-library stage
                // leaves to the writer: `mad`, `fma`, `sqrt`, `mix`, `dot`, ...) is rounded to
                // `half` once, as the library's are by their conversion back.
                match (v, self.lanes(e.ty)) {
                    (Val::Value(r), (Scalar::Half, size)) if !exact_on_halves(builtin) => {
                        Val::Value(self.normalize(r, Scalar::Half, size))
                    }
                    (v, _) => v,
                }
            }
            ExprKind::PtrOffset { ptr, index } => {
                let mut p = self.ptr(ptr)?;
                let i = self.value(index)?;
                let i = self.i32_index(i, self.f.expr(index).ty);
                match p.steps.last_mut() {
                    Some(Step::Index(last)) => {
                        let sum = self.out_binary(B::Add, *last, i);
                        *p.steps.last_mut().expect("checked") = Step::Index(sum);
                    }
                    _ => {
                        // `&x + 0` is `&x`; any other offset leaves a single object.
                        if matches!(
                            self.f.expr(index).kind,
                            ExprKind::Literal(ir::Literal::Int(0))
                        ) {
                            return Ok(Val::Ptr(p));
                        }
                        return self.err(
                            span,
                            "arithmetic on a pointer to a single object (not an array element)",
                        );
                    }
                }
                Val::Ptr(p)
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let a = self.ptr(lhs)?;
                let b = self.ptr(rhs)?;
                let (Some(Step::Index(x)), Some(Step::Index(y))) = (a.steps.last(), b.steps.last())
                else {
                    return self.err(span, "subtracting pointers to single objects");
                };
                if a.root != b.root || a.steps.len() != b.steps.len() {
                    return self.err(span, "subtracting pointers into different objects");
                }
                let d = self.out_binary(B::Subtract, *x, *y);
                Val::Value(self.convert_scalar(d, Scalar::Int, Scalar::Long))
            }
            ExprKind::ElementPtr { base, index } => {
                let mut p = self.ptr(base)?;
                let i = self.value(index)?;
                let i = self.i32_index(i, self.f.expr(index).ty);
                p.steps.push(Step::Index(i));
                Val::Ptr(p)
            }
            ExprKind::FieldPtr { base, field } => {
                let mut p = self.ptr(base)?;
                p.steps.push(Step::Member(field));
                Val::Ptr(p)
            }
            ExprKind::Swizzle { vector, lanes } => {
                let v = self.value(vector)?;
                if lanes.len() == 1 {
                    Val::Value(self.expr(Expression::AccessIndex {
                        base: v,
                        index: lanes.get(0) as u32,
                    }))
                } else {
                    let size = vector_size(lanes.len() as u8)
                        .ok_or(())
                        .or_else(|_| self.err(span, "a swizzle of more than four lanes"))?;
                    let mut pattern = [naga::SwizzleComponent::X; 4];
                    for (k, l) in lanes.iter().enumerate() {
                        pattern[k] = match l {
                            0 => naga::SwizzleComponent::X,
                            1 => naga::SwizzleComponent::Y,
                            2 => naga::SwizzleComponent::Z,
                            _ => naga::SwizzleComponent::W,
                        };
                    }
                    Val::Value(self.expr(Expression::Swizzle {
                        size,
                        vector: v,
                        pattern,
                    }))
                }
            }
            ExprKind::ExtractLane { vector, index } => {
                let v = self.value(vector)?;
                let i = self.value(index)?;
                let i = self.i32_index(i, self.f.expr(index).ty);
                Val::Value(self.expr(Expression::Access { base: v, index: i }))
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                let p = self.ptr(ptr)?;
                let v = self.value(value)?;
                let vec_ty = self.f.expr(ptr).ty;
                let Some((pointee, _)) = m.types.pointee(vec_ty) else {
                    return self.err(span, "this lane store");
                };
                let n = m.types.lanes(pointee).unwrap_or(1) as u32;
                let old = self.load_element(&p, pointee, span)?;
                let mut parts = Vec::new();
                for lane in 0..n {
                    parts.push(match lanes.iter().position(|l| l as u32 == lane) {
                        Some(k) if lanes.len() == 1 => {
                            let _ = k;
                            v
                        }
                        Some(k) => self.expr(Expression::AccessIndex {
                            base: v,
                            index: k as u32,
                        }),
                        None => self.expr(Expression::AccessIndex {
                            base: old,
                            index: lane,
                        }),
                    });
                }
                let ty = self.mw.ty(pointee, span)?;
                let new = self.expr(Expression::Compose {
                    ty,
                    components: parts,
                });
                self.store_element(&p, new, span)?;
                Val::Value(v)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.lower(lhs)?;
                self.lower(rhs)?
            }
        })
    }

    fn out_binary(
        &mut self,
        op: B,
        a: Handle<Expression>,
        b: Handle<Expression>,
    ) -> Handle<Expression> {
        self.binary(op, a, b)
    }

    /// The scalar of IR type `ty` with the bit pattern `raw` (an integer's two's complement,
    /// a float's representation at its width).
    fn literal_bits(&mut self, ty: ir::TypeId, raw: u64, span: IrSpan) -> R<Handle<Expression>> {
        let s = self.mw.m.types.scalar_of(ty).unwrap_or(Scalar::Int);
        // A 64-bit integer held in 32 bits is its low half (`wide`).
        let raw = match s {
            Scalar::Long if !self.mw.features.int64 => raw as u32 as i32 as i64 as u64,
            Scalar::Ulong if !self.mw.features.int64 => raw as u32 as u64,
            _ => raw,
        };
        let lit = argblock::scalar_literal(self.mw, s, raw, span)?;
        Ok(self.non_finite_safe(lit))
    }

    /// The lane scalar and vector size of IR type `ty`.
    pub fn lanes(&self, ty: ir::TypeId) -> (Scalar, Option<naga::VectorSize>) {
        let m = self.mw.m;
        match m.types.get(ty) {
            Type::Vector { scalar, len } => (scalar, vector_size(len)),
            Type::Scalar(s) => (s, None),
            _ => (Scalar::Int, None),
        }
    }

    /// A pointer to global `g` (a program-scope `global` variable is a member of the program's
    /// block).
    fn global_ptr(&mut self, g: ir::GlobalId, span: IrSpan) -> R<PtrVal> {
        let m = self.mw.m;
        if matches!(m.types.get(m.global(g).ty), Type::Sampler) {
            // A sampler constant is a sampler binding of its own (`images`).
            return Ok(PtrVal {
                root: Root::Global(self.mw.sampler_global(g)?),
                steps: Vec::new(),
            });
        }
        let h = match m.global(g).space {
            Space::Local => self.mw.workgroup_global(g)?,
            Space::Constant => self.mw.constant_global(g)?,
            Space::Global => {
                let (h, member) = self.mw.program_global(g)?;
                return Ok(PtrVal {
                    root: Root::Global(h),
                    steps: vec![Step::Member(member)],
                });
            }
            _ => return self.err(span, "a program-scope global variable"),
        };
        Ok(PtrVal {
            root: Root::Global(h),
            steps: Vec::new(),
        })
    }

    /// How a pointer of the parameter form `form` is passed in the kernel being written.
    fn pointer_form(&mut self, form: &PointerParam, span: IrSpan) -> R<PassedPointer> {
        let (global, mut steps) = match form.root {
            PointerRoot::Object(g) => {
                let p = self.global_ptr(g, span)?;
                let global = match p.root {
                    Root::Global(h) => Some(h),
                    Root::Local(_) | Root::Arg(_) => None,
                };
                let steps: Vec<Option<u32>> = p
                    .steps
                    .iter()
                    .map(|s| match s {
                        Step::Member(k) => Some(*k),
                        Step::Index(_) => None,
                    })
                    .collect();
                (global, steps)
            }
            PointerRoot::KernelArgument { param: j, .. } => {
                let buffer = self
                    .mw
                    .kernel
                    .as_ref()
                    .and_then(|k| k.arguments.get(j as usize).copied().flatten());
                match buffer {
                    Some(h) => (Some(h), Vec::new()),
                    None => {
                        return Err(Diagnostic::error(
                            span,
                            format!("internal error: kernel argument {j} has no buffer (specialize-pointer-arguments)"),
                        ))
                    }
                }
            }
            PointerRoot::Frame(_) => (None, Vec::new()),
        };
        steps.extend(form.steps.iter().map(|s| match s {
            PointerStep::Index => None,
            PointerStep::Member(k) => Some(*k),
        }));
        Ok((global, steps))
    }

    fn local_addr(&mut self, l: LocalId) -> R<Val> {
        let m = self.mw.m;
        let local = self.f.local(l);
        if self.locals[l].is_none() {
            let slot = match m.types.get(local.ty) {
                Type::Pointer { .. } => LocalSlot::Pointer(None),
                _ => {
                    let ty = self.mw.ty(local.ty, local.span)?;
                    let name = self.f.name(local.name).to_string();
                    let name = (!name.starts_with('(')).then_some(name);
                    if let Some((view, words)) = self.frame_view(local.ty) {
                        let h = self.local_var(name, words);
                        self.local_views.insert(h, view);
                        LocalSlot::Value(h)
                    } else {
                        LocalSlot::Value(self.local_var(name, ty))
                    }
                }
            };
            self.locals[l] = Some(slot);
        }
        Ok(match self.locals[l].as_ref().expect("made above") {
            LocalSlot::Value(h) => Val::Ptr(PtrVal {
                root: Root::Local(*h),
                steps: Vec::new(),
            }),
            LocalSlot::Pointer(_) => Val::PtrVar(l),
        })
    }

    /// How a private object of IR type `ty` is held as words (one holding a union), and the
    /// type of its words; `None` where it is held as itself.
    fn frame_view(
        &mut self,
        ty: ir::TypeId,
    ) -> Option<(crate::records::WordView, Handle<naga::Type>)> {
        let m = self.mw.m;
        if !crate::records::held_in_words(m, ty, None) {
            return None;
        }
        let words = crate::records::words(m.types.size_of(ty));
        let size = naga::ArraySize::Constant(
            std::num::NonZeroU32::new(words).unwrap_or(std::num::NonZeroU32::MIN),
        );
        let view = crate::records::WordView {
            ty,
            runtime: false,
            member: None,
        };
        Some((view, self.mw.word_array(size)))
    }

    fn load(&mut self, p: ExprId, ty: ir::TypeId, span: IrSpan) -> R<Val> {
        // A sampler's value is its global (`images`).
        if matches!(self.mw.m.types.get(ty), Type::Sampler) {
            return self.lower(p);
        }
        if let ExprKind::LocalAddr(l) = self.f.expr(p).kind {
            if let Some(&value) = self.unrolled.get(&l) {
                return Ok(Val::Value(self.literal_bits(ty, value as u64, span)?));
            }
        }
        match self.lower(p)? {
            Val::Ptr(p) => Ok(Val::Value(self.load_element(&p, ty, span)?)),
            Val::PtrVar(l) => {
                let Some(LocalSlot::Pointer(Some(var))) = &self.locals[l] else {
                    return self.err(span, "reading a pointer variable before it is assigned");
                };
                let var = var.clone();
                let mut steps = Vec::new();
                for s in var.steps {
                    steps.push(match s {
                        Ok(v) => {
                            let p = self.expr(Expression::LocalVariable(v));
                            Step::Index(self.expr(Expression::Load { pointer: p }))
                        }
                        Err(member) => Step::Member(member),
                    });
                }
                Ok(Val::Ptr(PtrVal {
                    root: var.root,
                    steps,
                }))
            }
            _ => self.err(span, "loading through this pointer"),
        }
    }

    fn store(&mut self, ptr: ExprId, value: ExprId, span: IrSpan) -> R<Val> {
        let target = self.lower(ptr)?;
        let v = self.lower(value)?;
        match (target, v) {
            (Val::Ptr(p), Val::Value(v)) => {
                self.store_element(&p, v, span)?;
                Ok(Val::Value(v))
            }
            (Val::PtrVar(l), Val::Ptr(p)) => {
                self.assign_pointer(l, &p, span)?;
                Ok(Val::Ptr(p))
            }
            (Val::Ptr(_), Val::Ptr(_)) => self.err(span, "a pointer kept in memory"),
            _ => self.err(span, "this store"),
        }
    }

    fn assign_pointer(&mut self, l: LocalId, p: &PtrVal, span: IrSpan) -> R<()> {
        let i32_ty = self.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::I32));
        if let Some(LocalSlot::Pointer(None)) = self.locals[l] {
            let name = self.f.name(self.f.local(l).name).to_string();
            let mut steps = Vec::new();
            for (k, s) in p.steps.iter().enumerate() {
                steps.push(match s {
                    Step::Index(_) => Ok(self.local_var(Some(format!("{name}_index{k}")), i32_ty)),
                    Step::Member(m) => Err(*m),
                });
            }
            self.locals[l] = Some(LocalSlot::Pointer(Some(PtrVar {
                root: p.root,
                steps,
            })));
        }
        let Some(LocalSlot::Pointer(Some(var))) = &self.locals[l] else {
            return self.err(span, "this pointer variable");
        };
        let var = var.clone();
        let same_shape = var.root == p.root
            && var.steps.len() == p.steps.len()
            && var.steps.iter().zip(&p.steps).all(|(a, b)| match (a, b) {
                (Ok(_), Step::Index(_)) => true,
                (Err(x), Step::Member(y)) => x == y,
                _ => false,
            });
        if !same_shape {
            return self.err(
                span,
                "a pointer variable assigned pointers into different objects (a pointer chosen at run time)",
            );
        }
        for (s, step) in var.steps.iter().zip(&p.steps) {
            if let (Ok(v), Step::Index(i)) = (s, step) {
                let pt = self.expr(Expression::LocalVariable(*v));
                self.stmt(Statement::Store {
                    pointer: pt,
                    value: *i,
                });
            }
        }
        Ok(())
    }

    fn short_circuit(&mut self, and: bool, lhs: ExprId, rhs: ExprId) -> R<Val> {
        let bool_ty = self.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::BOOL));
        let var = self.local_var(None, bool_ty);
        let a = self.value(lhs)?;
        let pv = self.expr(Expression::LocalVariable(var));
        self.stmt(Statement::Store {
            pointer: pv,
            value: a,
        });
        self.open();
        let b = self.value(rhs)?;
        let pv2 = self.expr(Expression::LocalVariable(var));
        self.stmt(Statement::Store {
            pointer: pv2,
            value: b,
        });
        let eval = self.close();
        let (accept, reject) = if and {
            (eval, Block::new())
        } else {
            (Block::new(), eval)
        };
        self.stmt(Statement::If {
            condition: a,
            accept,
            reject,
        });
        let pv3 = self.expr(Expression::LocalVariable(var));
        Ok(Val::Value(self.expr(Expression::Load { pointer: pv3 })))
    }

    fn select(
        &mut self,
        cond: ExprId,
        then: ExprId,
        otherwise: ExprId,
        ty: ir::TypeId,
        span: IrSpan,
    ) -> R<Val> {
        let m = self.mw.m;
        let c = self.value(cond)?;
        if matches!(m.types.get(self.f.expr(cond).ty), Type::Vector { .. }) {
            // Lane-wise on each lane's most significant bit.
            let a = self.value(then)?;
            let b = self.value(otherwise)?;
            let (s, size) = self.lanes(self.f.expr(cond).ty);
            let size = size.expect("a vector");
            let msb = if self.narrow64(self.f.expr(cond).ty) {
                // The most significant bit of a 64-bit lane held in 32 bits: its low half's
                // where the high half is the low half's sign (`wide`).
                if !self.fit(cond).sign {
                    return self.wide_refusal(span, "a vector condition");
                }
                let c = self.int_as(c, s, naga::ScalarKind::Sint);
                let z = self.literal(Literal::I32(0));
                let z = self.expr(Expression::Splat { size, value: z });
                self.binary(B::Less, c, z)
            } else if s.is_signed() {
                let z = self.literal(Literal::I32(0));
                let z = self.expr(Expression::Splat { size, value: z });
                self.binary(B::Less, c, z)
            } else {
                let reg = types::register_scalar(s, &self.mw.features, span)?;
                let k = self.literal(scalar_lit(reg, 1i64 << (s.bits() - 1)));
                let k = self.expr(Expression::Splat { size, value: k });
                self.binary(B::GreaterEqual, c, k)
            };
            return Ok(Val::Value(self.expr(Expression::Select {
                condition: msb,
                accept: a,
                reject: b,
            })));
        }
        if matches!(m.types.get(ty), Type::Pointer { .. }) {
            // Both arms must lead into one object, by the same steps.
            self.open();
            let a = self.ptr(then)?;
            let ba = self.close();
            self.open();
            let b = self.ptr(otherwise)?;
            let bb = self.close();
            if a.root != b.root || a.steps.len() != b.steps.len() {
                return self.err(
                    span,
                    "choosing between pointers into different objects at run time",
                );
            }
            self.stmt(Statement::If {
                condition: c,
                accept: ba,
                reject: bb,
            });
            let mut steps = Vec::new();
            for (x, y) in a.steps.iter().zip(&b.steps) {
                steps.push(match (x, y) {
                    (Step::Index(i), Step::Index(j)) => {
                        Step::Index(self.expr(Expression::Select {
                            condition: c,
                            accept: *i,
                            reject: *j,
                        }))
                    }
                    (Step::Member(p), Step::Member(q)) if p == q => Step::Member(*p),
                    _ => {
                        return self.err(
                            span,
                            "choosing between pointers into different objects at run time",
                        )
                    }
                });
            }
            return Ok(Val::Ptr(PtrVal {
                root: a.root,
                steps,
            }));
        }
        if matches!(m.types.get(ty), Type::Void) {
            self.open();
            self.lower(then)?;
            let accept = self.close();
            self.open();
            self.lower(otherwise)?;
            let reject = self.close();
            self.stmt(Statement::If {
                condition: c,
                accept,
                reject,
            });
            return Ok(Val::Void);
        }
        // Number arms that are values already (literals, parameters, temporaries) cost nothing
        // to evaluate both: a select, as the SPIR-V writer makes of them (the
        // `trap-free-division` stage's divisors are such selects; a branch would be a driver's
        // to flatten).
        let valued = |e: ExprId| {
            matches!(
                self.f.expr(e).kind,
                ExprKind::Literal(_) | ExprKind::Param(_) | ExprKind::Temp(_)
            )
        };
        let selectable = matches!(m.types.get(ty), Type::Scalar(_) | Type::Vector { .. });
        if selectable && valued(then) && valued(otherwise) {
            let accept = self.value(then)?;
            let reject = self.value(otherwise)?;
            return Ok(Val::Value(self.expr(Expression::Select {
                condition: c,
                accept,
                reject,
            })));
        }
        let nty = self.mw.ty(ty, span)?;
        let var = self.local_var(None, nty);
        let arm = |fw: &mut Self, e: ExprId| -> R<Block> {
            fw.open();
            let v = fw.value(e)?;
            let p = fw.expr(Expression::LocalVariable(var));
            fw.stmt(Statement::Store {
                pointer: p,
                value: v,
            });
            Ok(fw.close())
        };
        let accept = arm(self, then)?;
        let reject = arm(self, otherwise)?;
        self.stmt(Statement::If {
            condition: c,
            accept,
            reject,
        });
        let p = self.expr(Expression::LocalVariable(var));
        Ok(Val::Value(self.expr(Expression::Load { pointer: p })))
    }

    fn binary_op(
        &mut self,
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
        ty: ir::TypeId,
        span: IrSpan,
    ) -> R<Val> {
        let m = self.mw.m;
        let operand_ty = self.f.expr(lhs).ty;
        if matches!(m.types.get(operand_ty), Type::Pointer { .. }) {
            return self.pointer_compare(op, lhs, rhs, span);
        }
        // Sema compares pointers as their addresses: compare where they point instead.
        let address_of = |e: ExprId| match self.f.expr(e).kind {
            ExprKind::Convert {
                kind: ConvertKind::PtrToInt,
                operand,
            } => Some(operand),
            _ => None,
        };
        let comparison = matches!(
            op,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        );
        if let (true, Some(a), Some(b)) = (comparison, address_of(lhs), address_of(rhs)) {
            return self.pointer_compare(op, a, b, span);
        }
        let a = self.value(lhs)?;
        let mut b = self.value(rhs)?;
        let (s, size) = self.lanes(operand_ty);
        let narrow64 = matches!(s, Scalar::Long | Scalar::Ulong) && !self.mw.features.int64;
        let nop = match op {
            BinaryOp::Add => B::Add,
            BinaryOp::Sub => B::Subtract,
            BinaryOp::Mul => B::Multiply,
            BinaryOp::Div => B::Divide,
            BinaryOp::Rem => B::Modulo,
            BinaryOp::Shl => B::ShiftLeft,
            BinaryOp::Shr => B::ShiftRight,
            BinaryOp::BitAnd => B::And,
            BinaryOp::BitOr => B::InclusiveOr,
            BinaryOp::BitXor => B::ExclusiveOr,
            BinaryOp::Eq => B::Equal,
            BinaryOp::Ne => B::NotEqual,
            BinaryOp::Lt => B::Less,
            BinaryOp::Le => B::LessEqual,
            BinaryOp::Gt => B::Greater,
            BinaryOp::Ge => B::GreaterEqual,
            BinaryOp::BoolAnd => B::LogicalAnd,
            BinaryOp::BoolOr => B::LogicalOr,
        };
        // 64-bit integers held in 32 bits: what needs the high half reads the low one as the
        // kind of integer the operands' fits make exact (`wide`), or is refused.
        let mut wide_kind = None;
        if narrow64 {
            let (fa, fb) = (self.fit(lhs), self.fit(rhs));
            let signed = s == Scalar::Long;
            let kind = match op {
                BinaryOp::Eq
                | BinaryOp::Ne
                | BinaryOp::Lt
                | BinaryOp::Le
                | BinaryOp::Gt
                | BinaryOp::Ge => Some(if fa.zero && fb.zero {
                    Some(naga::ScalarKind::Uint)
                } else if fa.sign && fb.sign {
                    Some(naga::ScalarKind::Sint)
                } else {
                    None
                }),
                BinaryOp::Div | BinaryOp::Rem => Some(if fa.zero && fb.zero {
                    Some(naga::ScalarKind::Uint)
                } else if signed && fa.sign && fb.sign {
                    Some(naga::ScalarKind::Sint)
                } else {
                    None
                }),
                BinaryOp::Shr => Some(if fa.zero {
                    Some(naga::ScalarKind::Uint)
                } else if signed && fa.sign {
                    Some(naga::ScalarKind::Sint)
                } else {
                    None
                }),
                _ => None,
            };
            match kind {
                Some(None) => {
                    return self.wide_refusal(span, format_args!("'{}'", spelling(op)));
                }
                Some(Some(k)) => wide_kind = Some(k),
                None => {}
            }
        }
        if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            // OpenCL masks the count to the width; naga's shifts take unsigned counts.
            let bits = s.bits();
            if narrow64 {
                let count = match self.f.expr(rhs).kind {
                    ExprKind::Literal(ir::Literal::Int(c)) => Some(c & 63),
                    _ => None,
                };
                match count {
                    Some(c) if c < 32 => {}
                    _ => {
                        return self.err(
                            span,
                            "a 64-bit shift by 32 or more, or by a count not known when compiling, (its integers are 32-bit)",
                        )
                    }
                }
            }
            let reg_bits = if narrow64 { 32 } else { bits };
            let reg = types::register_scalar(s, &self.mw.features, span)?;
            let mask = self.literal(scalar_lit(reg, (reg_bits.min(bits) - 1) as i64));
            let mask = match size {
                Some(size) => self.expr(Expression::Splat { size, value: mask }),
                None => mask,
            };
            b = self.binary(B::And, b, mask);
            if reg.kind != naga::ScalarKind::Uint || reg.width != 4 {
                b = self.expr(Expression::As {
                    expr: b,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(4),
                });
            }
        }
        let divides = matches!(op, BinaryOp::Div | BinaryOp::Rem) && s.is_integer();
        let r = match wide_kind {
            Some(kind) => {
                let a = self.int_as(a, s, kind);
                let b = if op == BinaryOp::Shr {
                    b
                } else {
                    self.int_as(b, s, kind)
                };
                let b = match divides {
                    true => {
                        self.trap_free_divisor(a, b, rhs, naga::Scalar { kind, width: 4 }, size)
                    }
                    false => b,
                };
                let r = match divides && kind == naga::ScalarKind::Sint {
                    true => self.signed_division(nop, a, b, naga::Scalar::I32, size),
                    false => self.binary(nop, a, b),
                };
                let own = types::register_scalar(s, &self.mw.features, span)?.kind;
                if comparison || kind == own {
                    r
                } else {
                    self.expr(Expression::As {
                        expr: r,
                        kind: own,
                        convert: None,
                    })
                }
            }
            None if op == BinaryOp::Div && s == Scalar::Double && self.mw.loose_double => {
                self.through_float(&[a, b], |fw, v| fw.binary(B::Divide, v[0], v[1]))
            }
            None if divides && s.is_signed() => {
                let reg = types::register_scalar(s, &self.mw.features, span)?;
                self.signed_division(nop, a, b, reg, size)
            }
            // naga's SPIR-V writer makes float `!=` an ordered comparison, false for a NaN
            // operand; C's `!=` is true there: the negation of `==`.
            None if op == BinaryOp::Ne && s.is_float() => {
                let equal = self.binary(B::Equal, a, b);
                self.expr(Expression::Unary {
                    op: naga::UnaryOperator::LogicalNot,
                    expr: equal,
                })
            }
            None => self.binary(nop, a, b),
        };
        let r = match op {
            BinaryOp::Eq
            | BinaryOp::Ne
            | BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge => {
                if let Some(size) = size {
                    // Vector comparisons give -1 / 0 in the lanes' signed integer type.
                    let rt = self.mw.ty(ty, span)?;
                    let (rs, _) = self.lanes(ty);
                    let reg = types::register_scalar(rs, &self.mw.features, span)?;
                    let t = self.literal(scalar_lit(reg, -1));
                    let t = self.expr(Expression::Splat { size, value: t });
                    let f = self.expr(Expression::ZeroValue(rt));
                    self.expr(Expression::Select {
                        condition: r,
                        accept: t,
                        reject: f,
                    })
                } else {
                    r
                }
            }
            BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Div
            | BinaryOp::Rem
            | BinaryOp::Shl => self.normalize(r, s, size),
            _ => r,
        };
        Ok(Val::Value(r))
    }

    fn pointer_compare(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: IrSpan) -> R<Val> {
        let a = self.ptr(lhs)?;
        let b = self.ptr(rhs)?;
        let (Some(Step::Index(x)), Some(Step::Index(y))) = (a.steps.last(), b.steps.last()) else {
            return self.err(span, "comparing pointers to single objects");
        };
        if a.root != b.root || a.steps.len() != b.steps.len() {
            return self.err(span, "comparing pointers into different objects");
        }
        let nop = match op {
            BinaryOp::Eq => B::Equal,
            BinaryOp::Ne => B::NotEqual,
            BinaryOp::Lt => B::Less,
            BinaryOp::Le => B::LessEqual,
            BinaryOp::Gt => B::Greater,
            BinaryOp::Ge => B::GreaterEqual,
            _ => return self.err(span, "this pointer operation"),
        };
        Ok(Val::Value(self.binary(nop, *x, *y)))
    }

    /// A scalar or vector register converted between IR lane scalars `from` and `to`
    /// (value conversion, truncating toward zero from floats).
    pub fn convert_scalar(
        &mut self,
        v: Handle<Expression>,
        from: Scalar,
        to: Scalar,
    ) -> Handle<Expression> {
        let f = self.mw.features;
        let Ok(tr) = types::register_scalar(to, &f, IrSpan::default()) else {
            return v;
        };
        let Ok(fr) = types::register_scalar(from, &f, IrSpan::default()) else {
            return v;
        };
        if to == Scalar::Bool {
            let zero = self.literal(scalar_lit(fr, 0));
            return self.binary(B::NotEqual, v, zero);
        }
        let r = self.convert_register(v, fr, tr);
        if (to.is_integer() && to.bits() < 32) || (to == Scalar::Half && from != Scalar::Half) {
            self.normalize(r, to, None)
        } else {
            r
        }
    }

    /// A register of scalar `from` converted to scalar `to` (lanes alike). Between integers of
    /// two widths and signedness, C extends by the source's signedness, but naga's SPIR-V
    /// writer by the destination's (`int` to `ulong` zero-extends, `uint` to `long`
    /// sign-extends): so the width changes in the source's kind, then the bits are
    /// reinterpreted.
    fn convert_register(
        &mut self,
        v: Handle<Expression>,
        from: naga::Scalar,
        to: naga::Scalar,
    ) -> Handle<Expression> {
        use naga::ScalarKind::{Sint, Uint};
        if from == to {
            return v;
        }
        let both_integers = matches!(from.kind, Sint | Uint) && matches!(to.kind, Sint | Uint);
        if both_integers && from.kind != to.kind && from.width != to.width {
            let resized = self.expr(Expression::As {
                expr: v,
                kind: from.kind,
                convert: Some(to.width),
            });
            return self.expr(Expression::As {
                expr: resized,
                kind: to.kind,
                convert: None,
            });
        }
        self.expr(Expression::As {
            expr: v,
            kind: to.kind,
            convert: Some(to.width),
        })
    }

    fn convert(
        &mut self,
        kind: ConvertKind,
        operand: ExprId,
        ty: ir::TypeId,
        span: IrSpan,
    ) -> R<Val> {
        let m = self.mw.m;
        let from_ty = self.f.expr(operand).ty;
        match kind {
            ConvertKind::Numeric { saturate, rounding } => {
                let v = self.value(operand)?;
                let (mut fs, _) = self.lanes(from_ty);
                let (ts, size) = self.lanes(ty);
                let mut v = v;
                let mut saturate = saturate;
                let (wide_from, wide_to) = (self.narrow64(from_ty), self.narrow64(ty));
                if wide_to && fs.is_float() {
                    return self.wide_refusal(span, "converting a floating-point value");
                }
                if wide_from {
                    // 64-bit integers held in 32 bits (`wide`): what reads the whole value
                    // reads the low half as the kind of integer its fit makes exact.
                    let fit = self.fit(operand);
                    if ts.is_float() || ts == Scalar::Bool {
                        let (kind, as_scalar) = if fit.zero {
                            (naga::ScalarKind::Uint, Scalar::Uint)
                        } else if fit.sign {
                            (naga::ScalarKind::Sint, Scalar::Int)
                        } else {
                            return self.wide_refusal(
                                span,
                                format_args!("converting to '{}'", m.types.display(ty)),
                            );
                        };
                        v = self.int_as(v, fs, kind);
                        fs = as_scalar;
                    } else if saturate {
                        let natural = if fs == Scalar::Long {
                            fit.sign
                        } else {
                            fit.zero
                        };
                        let exact = if wide_to {
                            fit.zero && fit.sign
                        } else {
                            natural
                        };
                        if !exact {
                            return self.wide_refusal(span, "saturating conversions");
                        }
                        // Between 64-bit types a value below 2^31 stays.
                        saturate = saturate && !wide_to;
                    }
                } else if wide_to && saturate && !(fs.is_signed() && ts == Scalar::Ulong) {
                    // Every value of a 32-bit or narrower integer fits: only a negative one
                    // saturated into `ulong` changes (to 0).
                    saturate = false;
                }
                if fs.is_float() && ts.is_integer() {
                    let fun = match rounding {
                        ir::Rounding::Rte => Some(naga::MathFunction::Round),
                        ir::Rounding::Rtp => Some(naga::MathFunction::Ceil),
                        ir::Rounding::Rtn => Some(naga::MathFunction::Floor),
                        _ => None,
                    };
                    if let Some(fun) = fun {
                        v = self.expr(Expression::Math {
                            fun,
                            arg: v,
                            arg1: None,
                            arg2: None,
                            arg3: None,
                        });
                    }
                }
                let tr = types::register_scalar(ts, &self.mw.features, span)?;
                let fr = types::register_scalar(fs, &self.mw.features, span)?;
                if saturate && fs.is_float() && ts.is_integer() && tr.width >= 4 {
                    // The range is the type's: a `char` saturates to 127 in its 32-bit register.
                    let bits = ts.bits().min(tr.width as u32 * 8);
                    return Ok(Val::Value(
                        self.float_to_int_saturated(v, fr, tr, bits, size),
                    ));
                }
                if saturate && ts.is_integer() {
                    v = self.saturate(v, fs, ts, size, span)?;
                }
                if ts == Scalar::Bool {
                    let zero = self.literal(scalar_lit(fr, 0));
                    return Ok(Val::Value(self.binary(B::NotEqual, v, zero)));
                }
                let r = self.convert_register(v, fr, tr);
                // To `half` from a wider float or an integer, rounded to nearest even (the
                // default rounding; the exact-rounding stage has made the others library
                // calls); from `bool` it is 0 or 1.
                let rounds = ts == Scalar::Half && !matches!(fs, Scalar::Half | Scalar::Bool);
                Ok(Val::Value(
                    if (ts.is_integer() && ts.bits() < 32) || rounds {
                        self.normalize(r, ts, size)
                    } else {
                        r
                    },
                ))
            }
            ConvertKind::Splat => {
                let v = self.value(operand)?;
                let (_, size) = self.lanes(ty);
                let size = size
                    .ok_or(())
                    .or_else(|_| self.err(span, "this vector width"))?;
                Ok(Val::Value(self.expr(Expression::Splat { size, value: v })))
            }
            ConvertKind::Bitcast => {
                if let (Some((from_p, _)), Some((to_p, _))) =
                    (m.types.pointee(from_ty), m.types.pointee(ty))
                {
                    let p = self.lower(operand)?;
                    if from_p == to_p || m.types.value_type(from_p) == m.types.value_type(to_p) {
                        return Ok(p);
                    }
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "casting '{}' to '{}' reinterprets memory, which needs a byte view the {} target lacks",
                            m.types.display(from_ty),
                            m.types.display(ty),
                            self.target()
                        ),
                    ));
                }
                let v = self.value(operand)?;
                let (fs, fsize) = self.lanes(from_ty);
                let (ts, tsize) = self.lanes(ty);
                if fsize == tsize && (fs == Scalar::Half) != (ts == Scalar::Half) {
                    if let Some(r) = self.half_bitcast(v, fs, ts, tsize) {
                        return Ok(Val::Value(r));
                    }
                }
                if let Some(r) = self.half_word_bitcast(v, (fs, fsize), (ts, tsize), ty, span)? {
                    return Ok(Val::Value(r));
                }
                if fs.bits() != ts.bits()
                    || fsize != tsize
                    || types::memory_differs(fs, &self.mw.features)
                    || types::memory_differs(ts, &self.mw.features)
                {
                    let from = (from_ty, self.fit(operand));
                    return Ok(Val::Value(crate::reinterpret::reinterpret(
                        self, v, from, ty, span,
                    )?));
                }
                let tr = types::register_scalar(ts, &self.mw.features, span)?;
                Ok(Val::Value(self.expr(Expression::As {
                    expr: v,
                    kind: tr.kind,
                    convert: None,
                })))
            }
            ConvertKind::AddressSpace => self.lower(operand),
            ConvertKind::Void => {
                self.lower_for_effect(operand)?;
                Ok(Val::Void)
            }
            ConvertKind::PtrToInt | ConvertKind::IntToPtr => {
                self.err(span, "converting between pointers and integers")
            }
        }
    }

    /// `as_T` between two or four `half` lanes and one or two 32-bit lanes (`as_uint(half2)`,
    /// `as_half4(float2)`): each word holds two halves' bits, the lower-numbered in its low
    /// half (OpenCL's little-endian bytes). `None` for other types.
    fn half_word_bitcast(
        &mut self,
        v: Handle<Expression>,
        (fs, fsize): (Scalar, Option<naga::VectorSize>),
        (ts, tsize): (Scalar, Option<naga::VectorSize>),
        ty: ir::TypeId,
        span: IrSpan,
    ) -> R<Option<Handle<Expression>>> {
        use naga::VectorSize::{Bi, Quad};
        let word = |s: Scalar| matches!(s, Scalar::Int | Scalar::Uint | Scalar::Float);
        let lanes = |size: Option<naga::VectorSize>| size.map_or(1, |s| s as u32);
        let fits = |halves: Option<naga::VectorSize>, words: Option<naga::VectorSize>| {
            matches!((halves, words), (Some(Bi), None) | (Some(Quad), Some(Bi)))
        };
        let lane = |fw: &mut Self, v: Handle<Expression>, n: u32, k: u32| match n {
            1 => v,
            _ => fw.expr(Expression::AccessIndex { base: v, index: k }),
        };
        let out = if fs == Scalar::Half && word(ts) && fits(fsize, tsize) {
            let reg = types::register_scalar(ts, &self.mw.features, span)?;
            let mut words = Vec::new();
            for k in 0..lanes(tsize) {
                let low = lane(self, v, lanes(fsize), 2 * k);
                let high = lane(self, v, lanes(fsize), 2 * k + 1);
                let low = crate::packed::half_bits_rte(self, low);
                let high = crate::packed::half_bits_rte(self, high);
                let sixteen = self.literal(Literal::U32(16));
                let high = self.binary(B::ShiftLeft, high, sixteen);
                let w = self.binary(B::InclusiveOr, low, high);
                words.push(self.expr(Expression::As {
                    expr: w,
                    kind: reg.kind,
                    convert: None,
                }));
            }
            words
        } else if ts == Scalar::Half && word(fs) && fits(tsize, fsize) {
            let mut halves = Vec::new();
            for k in 0..lanes(fsize) {
                let w = lane(self, v, lanes(fsize), k);
                let w = self.expr(Expression::As {
                    expr: w,
                    kind: naga::ScalarKind::Uint,
                    convert: None,
                });
                let mask = self.literal(Literal::U32(0xffff));
                let low = self.binary(B::And, w, mask);
                let sixteen = self.literal(Literal::U32(16));
                let high = self.binary(B::ShiftRight, w, sixteen);
                for bits in [low, high] {
                    halves.push(crate::packed::half_value(self, bits));
                }
            }
            halves
        } else {
            return Ok(None);
        };
        if out.len() == 1 {
            return Ok(Some(out[0]));
        }
        let t = self.mw.ty(ty, span)?;
        Ok(Some(self.expr(Expression::Compose {
            ty: t,
            components: out,
        })))
    }

    /// `as_T` between lanes of `half` and of `short` or `ushort` (the library's exact
    /// conversions to `half` step a result's bits this way): a `half` register's bits are its
    /// value narrowed exactly, and bits become a `half` register exactly. `None` for other
    /// types.
    fn half_bitcast(
        &mut self,
        v: Handle<Expression>,
        from: Scalar,
        to: Scalar,
        size: Option<naga::VectorSize>,
    ) -> Option<Handle<Expression>> {
        match (from, to) {
            (Scalar::Half, Scalar::Short | Scalar::Ushort) => {
                let bits = crate::packed::per_lane(self, v, size, naga::Scalar::U32, |fw, lane| {
                    crate::packed::half_bits_rte(fw, lane)
                });
                Some(match to {
                    Scalar::Short => {
                        let signed = self.expr(Expression::As {
                            expr: bits,
                            kind: naga::ScalarKind::Sint,
                            convert: None,
                        });
                        self.normalize(signed, to, size)
                    }
                    _ => bits,
                })
            }
            (Scalar::Short | Scalar::Ushort, Scalar::Half) => {
                let bits = self.expr(Expression::As {
                    expr: v,
                    kind: naga::ScalarKind::Uint,
                    convert: None,
                });
                let bits = self.normalize(bits, Scalar::Ushort, size);
                Some(crate::packed::per_lane(
                    self,
                    bits,
                    size,
                    naga::Scalar::F32,
                    crate::packed::half_value,
                ))
            }
            _ => None,
        }
    }

    /// A float converted to a 32/64-bit integer register with OpenCL's saturation to an integer
    /// type of `bits` (at most the register's): NaN is 0 and values beyond the range are its
    /// limits (a plain conversion of those is undefined outside WGSL). The limits are powers of
    /// two, exact in every float type.
    fn float_to_int_saturated(
        &mut self,
        v: Handle<Expression>,
        fr: naga::Scalar,
        tr: naga::Scalar,
        bits: u32,
        size: Option<naga::VectorSize>,
    ) -> Handle<Expression> {
        let bits = bits as i32;
        let signed = tr.kind == naga::ScalarKind::Sint;
        let (lo, hi) = if signed {
            (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1))
        } else {
            (0.0, 2f64.powi(bits))
        };
        let splat = |fw: &mut Self, l: Literal| {
            let x = fw.literal(l);
            match size {
                Some(size) => fw.expr(Expression::Splat { size, value: x }),
                None => x,
            }
        };
        let float = |x: f64| match fr.width {
            8 => Literal::F64(x),
            _ => Literal::F32(x as f32),
        };
        let lo = splat(self, float(lo));
        let hi = splat(self, float(hi));
        let clamped = self.expr(Expression::Math {
            fun: naga::MathFunction::Max,
            arg: v,
            arg1: Some(lo),
            arg2: None,
            arg3: None,
        });
        let r = self.expr(Expression::As {
            expr: clamped,
            kind: tr.kind,
            convert: Some(tr.width),
        });
        let max = if signed {
            (1i128 << (bits - 1)) - 1
        } else {
            (1i128 << bits) - 1
        };
        let max = match (signed, tr.width) {
            (true, 8) => Literal::I64(max as i64),
            (true, _) => Literal::I32(max as i32),
            (false, 8) => Literal::U64(max as u64),
            (false, _) => Literal::U32(max as u32),
        };
        let max = splat(self, max);
        let over = self.binary(B::GreaterEqual, v, hi);
        let r = self.expr(Expression::Select {
            condition: over,
            accept: max,
            reject: r,
        });
        let zero = splat(self, scalar_lit(tr, 0));
        // NaN on the bits where the target has integers that wide: drivers may fold a float
        // self-comparison, and naga writes `!=` as an ordered comparison in SPIR-V
        // (OpFOrdNotEqual, false for NaN: a `double` NaN saturated to INT_MIN).
        let nan = if fr.width == 4 {
            let bits = self.expr(Expression::As {
                expr: v,
                kind: naga::ScalarKind::Uint,
                convert: None,
            });
            let mag = splat(self, Literal::U32(0x7fff_ffff));
            let abs = self.binary(B::And, bits, mag);
            let inf = splat(self, Literal::U32(0x7f80_0000));
            self.binary(B::Greater, abs, inf)
        } else if self.mw.features.int64 {
            let bits = self.expr(Expression::As {
                expr: v,
                kind: naga::ScalarKind::Uint,
                convert: None,
            });
            let mag = splat(self, Literal::U64(0x7fff_ffff_ffff_ffff));
            let abs = self.binary(B::And, bits, mag);
            let inf = splat(self, Literal::U64(0x7ff0_0000_0000_0000));
            self.binary(B::Greater, abs, inf)
        } else {
            self.binary(B::NotEqual, v, v)
        };
        self.expr(Expression::Select {
            condition: nan,
            accept: zero,
            reject: r,
        })
    }

    /// Clamps integer or float `v` (lanes `from`) into the range of integer type `to`, in
    /// `from`'s registers.
    fn saturate(
        &mut self,
        v: Handle<Expression>,
        from: Scalar,
        to: Scalar,
        size: Option<naga::VectorSize>,
        span: IrSpan,
    ) -> R<Handle<Expression>> {
        let range = |s: Scalar| -> (i128, i128) {
            let bits = if matches!(s, Scalar::Long | Scalar::Ulong) && !self.mw.features.int64 {
                32
            } else {
                s.bits()
            };
            if s.is_signed() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            }
        };
        let (tlo, thi) = range(to);
        let fr = types::register_scalar(from, &self.mw.features, span)?;
        let (flo, fhi) = if from.is_float() {
            (i128::MIN, i128::MAX)
        } else {
            range(from)
        };
        let mut v = v;
        let splat = |fw: &mut Self, l: Literal| {
            let x = fw.literal(l);
            match size {
                Some(size) => fw.expr(Expression::Splat { size, value: x }),
                None => x,
            }
        };
        if tlo > flo {
            let lo = splat(self, scalar_lit(fr, tlo as i64));
            v = self.expr(Expression::Math {
                fun: naga::MathFunction::Max,
                arg: v,
                arg1: Some(lo),
                arg2: None,
                arg3: None,
            });
        }
        if thi < fhi {
            let hi = if from.is_float() {
                splat(
                    self,
                    match fr.width {
                        8 => Literal::F64(thi as f64),
                        _ => Literal::F32(thi as f32),
                    },
                )
            } else {
                splat(self, scalar_lit(fr, thi as i64))
            };
            v = self.expr(Expression::Math {
                fun: naga::MathFunction::Min,
                arg: v,
                arg1: Some(hi),
                arg2: None,
                arg3: None,
            });
        }
        Ok(v)
    }

    fn call(&mut self, function: FunctionId, args: ir::ExprList, span: IrSpan) -> R<Val> {
        let m = self.mw.m;
        let callee = m.function(function);
        let table: &PointerParams = self.mw.pointer_params;
        let forms = table.get(&function);
        let mut arguments = Vec::new();
        for (i, &a) in self.f.list(args).iter().enumerate() {
            let form = forms
                .and_then(|forms| forms.get(i))
                .and_then(Option::as_ref);
            match (self.lower(a)?, form) {
                (Val::Value(v), None) => arguments.push(v),
                (Val::Ptr(p), Some(form)) => {
                    // The pipeline made every call of `function` pass this form.
                    let expected = self.pointer_form(form, span)?;
                    let passed: PassedPointer = (
                        match p.root {
                            Root::Global(g) => Some(g),
                            Root::Local(_) | Root::Arg(_) => None,
                        },
                        p.steps
                            .iter()
                            .map(|s| match s {
                                Step::Member(k) => Some(*k),
                                Step::Index(_) => None,
                            })
                            .collect(),
                    );
                    if passed != expected {
                        return Err(Diagnostic::error(
                            span,
                            format!(
                                "internal error: a pointer argument of '{}' differs from its parameter's form (specialize-pointer-arguments)",
                                callee.name
                            ),
                        ));
                    }
                    match p.root {
                        Root::Local(l) => arguments.push(self.expr(Expression::LocalVariable(l))),
                        Root::Arg(k) => arguments.push(self.expr(Expression::FunctionArgument(k))),
                        Root::Global(_) => {}
                    }
                    for s in &p.steps {
                        if let Step::Index(i) = s {
                            arguments.push(*i);
                        }
                    }
                }
                (Val::Ptr(_), None) => {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "internal error: a pointer argument of '{}' has no form (specialize-pointer-arguments)",
                            callee.name
                        ),
                    ))
                }
                _ => return self.err(span, "passing this pointer"),
            }
        }
        // The callee sees globals the kernel's writes must account for: lowering it marks them.
        let h = self.mw.helper(function)?;
        let result = if matches!(m.types.get(callee.ret), Type::Void) {
            None
        } else {
            Some(self.expr(Expression::CallResult(h)))
        };
        self.stmt(Statement::Call {
            function: h,
            arguments,
            result,
        });
        Ok(result.map(Val::Value).unwrap_or(Val::Void))
    }

    /// Pushes a statement (for the builtins).
    pub fn push(&mut self, s: Statement) {
        self.stmt(s);
    }

    pub fn lower_value(&mut self, e: ExprId) -> R<Handle<Expression>> {
        self.value(e)
    }

    pub fn lower_ptr(&mut self, e: ExprId) -> R<PtrVal> {
        self.ptr(e)
    }

    pub fn expr_ty(&self, e: ExprId) -> ir::TypeId {
        self.f.expr(e).ty
    }

    pub fn ir_expr(&self, e: ExprId) -> &'m ir::Expr {
        self.f.expr(e)
    }

    pub fn written(&mut self, p: &PtrVal) {
        self.mark_written(p);
    }

    pub fn unsupported<T>(&self, span: IrSpan, what: impl std::fmt::Display) -> R<T> {
        self.err(span, what)
    }

    /// An integer index as naga's `i32` (for the builtins).
    pub fn index_i32(&mut self, e: Handle<Expression>, ty: ir::TypeId) -> Handle<Expression> {
        self.i32_index(e, ty)
    }

    /// A nameless local variable (for the builtins).
    pub fn local(&mut self, ty: Handle<naga::Type>) -> Handle<naga::LocalVariable> {
        self.local_var(None, ty)
    }

    /// Opens a block that statements go into until [`FnWriter::close_block`].
    pub fn open_block(&mut self) {
        self.open();
    }

    pub fn close_block(&mut self) -> Block {
        self.close()
    }

    /// The divisor `b` of a 64-bit `a / b` or `a % b` held in 32-bit registers of `reg` (`size`
    /// lanes) made unable to trap: 1 where it is 0, or -1 under the registers' signed minimum.
    /// Every other integer division reaches this writer guarded already (the pipeline's
    /// `trap-free-division` stage, `oclvk_spirv::PIPELINE`); a `long` held in 32 bits divides
    /// as the kind of integer its known range picks (`wide`), which only this writer knows.
    /// A constant divisor other than 0 and -1 is kept.
    fn trap_free_divisor(
        &mut self,
        a: Handle<Expression>,
        b: Handle<Expression>,
        rhs: ExprId,
        reg: naga::Scalar,
        size: Option<naga::VectorSize>,
    ) -> Handle<Expression> {
        if let ExprKind::Literal(ir::Literal::Int(c)) = self.f.expr(rhs).kind {
            let c = c as i64;
            if c != 0 && c != -1 {
                return b;
            }
        }
        let lane = |fw: &mut Self, v: i64| {
            let l = fw.scalar_literal(reg, v);
            match size {
                Some(size) => fw.expr(Expression::Splat { size, value: l }),
                None => l,
            }
        };
        let zero = lane(self, 0);
        let one = lane(self, 1);
        let mut unsafe_divisor = self.binary(B::Equal, b, zero);
        if reg.kind == naga::ScalarKind::Sint {
            let minimum = lane(self, i32::MIN as i64);
            let minus_one = lane(self, -1);
            let at_minimum = self.binary(B::Equal, a, minimum);
            let by_minus_one = self.binary(B::Equal, b, minus_one);
            let overflows = self.binary(B::And, at_minimum, by_minus_one);
            unsafe_divisor = self.binary(B::InclusiveOr, unsafe_divisor, overflows);
        }
        self.expr(Expression::Select {
            condition: unsafe_divisor,
            accept: one,
            reject: b,
        })
    }

    pub fn scalar_literal(&mut self, s: naga::Scalar, v: i64) -> Handle<Expression> {
        self.literal(scalar_lit(s, v))
    }

    /// Whether values of `ty` are 64-bit integers held in 32 bits (`wide`).
    pub fn narrow64(&self, ty: ir::TypeId) -> bool {
        !self.mw.features.int64 && wide::is_wide(self.mw.m, ty)
    }

    /// What the high half of 64-bit value `e` held in 32 bits is known to be.
    pub fn fit(&self, e: ExprId) -> Fit {
        self.mw
            .fits
            .as_ref()
            .map_or(Fit::LOW, |fits| fits.of(self.fid, e))
    }

    /// A register of `s`'s lanes read as another kind of integer of its width.
    pub fn int_as(
        &mut self,
        v: Handle<Expression>,
        s: Scalar,
        kind: naga::ScalarKind,
    ) -> Handle<Expression> {
        let own = if s.is_signed() {
            naga::ScalarKind::Sint
        } else {
            naga::ScalarKind::Uint
        };
        if own == kind {
            v
        } else {
            self.expr(Expression::As {
                expr: v,
                kind,
                convert: None,
            })
        }
    }

    /// The refusal of a construct that needs the high half of a 64-bit integer the target
    /// holds in 32 bits, where it is not known.
    pub fn wide_refusal<T>(&self, span: IrSpan, what: impl std::fmt::Display) -> R<T> {
        self.err(
            span,
            format_args!(
                "{what} on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit)"
            ),
        )
    }
}

/// How C spells a binary operator (diagnostics).
/// Whether builtin `b`'s result on `half` values is one of them or a choice between them, so
/// that it needs no rounding to `half`.
fn exact_on_halves(b: ir::Builtin) -> bool {
    use ir::SimpleBuiltin as S;
    matches!(
        b,
        ir::Builtin::Vload(_)
            | ir::Builtin::Simple(
                S::Fabs
                    | S::Fmin
                    | S::Fmax
                    | S::Min
                    | S::Max
                    | S::Clamp
                    | S::Copysign
                    | S::Floor
                    | S::Ceil
                    | S::Trunc
                    | S::Rint
                    | S::Select
                    | S::Maxmag
                    | S::Minmag
                    | S::Nextafter
                    | S::Remainder
                    | S::Remquo
                    | S::Sign
                    | S::Step
                    | S::WorkGroupBroadcast
            )
    )
}

fn spelling(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Rem => "%",
        BinaryOp::Shl => "<<",
        BinaryOp::Shr => ">>",
        BinaryOp::BitAnd => "&",
        BinaryOp::BitOr => "|",
        BinaryOp::BitXor => "^",
        BinaryOp::Eq => "==",
        BinaryOp::Ne => "!=",
        BinaryOp::Lt => "<",
        BinaryOp::Le => "<=",
        BinaryOp::Gt => ">",
        BinaryOp::Ge => ">=",
        BinaryOp::BoolAnd => "&&",
        BinaryOp::BoolOr => "||",
    }
}
