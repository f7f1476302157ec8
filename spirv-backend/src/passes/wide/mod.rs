//! Vectors of 8 and 16 lanes as arrays of 4-lane vectors (the `wide-vectors` stage).
//!
//! Why: the portable targets' languages have vectors of 2 to 4 lanes only (naga has no `vec8`),
//! but an array of 4-lane vectors is a type every one of them holds, in registers and in memory.
//!
//! What: every type that holds an `n`-lane vector (n = 8, 16) holds a `T4[n / 4]` instead (its
//! *parts*, lanes `4i..4i+3` in part `i`): values, locals, parameters, returns, globals, struct
//! fields, array elements and pointees. The bytes in memory stay OpenCL's: a part is 4 lanes,
//! so a `float8` is 32 bytes as `float4[2]`, an array of them has OpenCL's stride, and struct
//! fields keep the offsets, and structs the size and alignment, sema laid out (`StructDef`
//! holds them explicitly). Only a wide value standing alone (a local, a by-value argument)
//! is aligned as its part rather than as the whole vector, which no portable target can
//! observe; the naga backend lays a kernel's arguments out from the module sema made.
//!
//! Every operation on a wide value is done per part: arithmetic, comparisons (masks per part),
//! conversions, selects, lane-wise builtins (a pointer argument to a wide vector is a pointer to
//! its part), `any`/`all` (the parts' results combined), `vload`/`vstore`/`vload_half`/
//! `vstore_half` of 8 or 16 (four lanes at a time), swizzles and lane stores (lanes gathered from
//! the parts they lie in), `shuffle`/`shuffle2` (each result lane chosen at run time among the
//! source's parts), `as_T` (the bits regrouped through 32-bit words where the shapes' parts
//! differ) and lanes read or written at a run-time index (a select among the parts; a pointer
//! into the part the index names).
//!
//! How: a wide expression is rewritten into its parts, pure expressions each used once, plus
//! *bindings* (`let`s of the values the parts read, and effects) that are wrapped, in the
//! expressions' order, around the nearest expression that is not wide (its consumer), so nothing
//! is evaluated twice or out of order. Loads bind their parts at once; a wide value that only
//! exists whole (a call's result, a parameter, a select on a scalar condition) is stored into a
//! local and read back part by part, since the IR reads a part of a whole value only through
//! memory.

mod builtins;
mod convert;
mod lanes;

use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, BinaryOp, ConvertKind, ExprId, ExprKind, Literal, LocalId, Scalar, Stmt, TempId, Type,
    TypeArena, TypeId,
};
use oclvk_frontend::source::Span;
use std::collections::HashMap;

/// Lanes per part.
const PART: u8 = 4;

/// `m` with every wide vector split into parts (`None` when it holds none), and the refusals of
/// what cannot be split yet: a function refused has an empty body in the module (returning
/// its type's zero), so that the backend still reports the module's other errors with them.
pub(crate) fn split_wide_vectors(
    m: &ir::Module,
    target: &'static str,
) -> (Option<ir::Module>, Vec<Diagnostic>) {
    if !m.types.iter().any(|(_, t)| is_wide(t)) {
        return (None, Vec::new());
    }
    let mut out = m.clone();
    let mut map = TypeMap::default();
    // Struct types keep their ids: their fields change in place.
    let structs: Vec<_> = out.types.struct_ids().collect();
    for sid in structs {
        let fields: Vec<TypeId> = out
            .types
            .struct_def(sid)
            .fields
            .iter()
            .map(|f| f.ty)
            .collect();
        for (i, ty) in fields.into_iter().enumerate() {
            let mapped = map.repr(&mut out.types, ty);
            out.types.struct_def_mut(sid).fields[i].ty = mapped;
        }
    }
    for g in out.globals.iter_mut() {
        g.ty = map.repr(&mut out.types, g.ty);
    }
    let mut errors = Vec::new();
    let ir::Module {
        types,
        functions,
        globals,
        ..
    } = &mut out;
    for func in functions.iter_mut() {
        match Rewriter::new(types, globals, &mut map, func, target).run() {
            Ok(f) => *func = f,
            Err(e) => {
                errors.push(e);
                *func = refused(types, &mut map, func);
            }
        }
    }
    (Some(out), errors)
}

/// `f` with its types' new forms and an empty body (a return of its type's zero).
fn refused(types: &mut TypeArena, map: &mut TypeMap, f: &ir::Function) -> ir::Function {
    let mut out = f.clone();
    for p in out.params.iter_mut() {
        p.ty = map.repr(types, p.ty);
    }
    for l in out.locals.iter_mut() {
        l.ty = map.repr(types, l.ty);
    }
    out.ret = map.repr(types, out.ret);
    out.exprs = ir::Arena::default();
    out.lists = Vec::new();
    out.body = ir::Block::default();
    if !matches!(types.get(out.ret), Type::Void) {
        let list = out.add_list([]);
        let zero = out.add_expr(ExprKind::Composite(list), out.ret, f.span);
        out.body.stmts.push(Stmt::Return(Some(zero), f.span));
    }
    out
}

/// The alignment OpenCL gives an object of type `t` of a module the stage has split: an array
/// of two or four 4-lane vectors, which is what an 8- or 16-lane vector became, aligned as that
/// vector (its size), an array of them as its element. A writer placing objects itself (the
/// Vulkan homes, the program-scope blocks) asks this rather than `align_of`, which aligns the
/// parts as one part, so that `&x` of a `float8` is 32-byte aligned; a `float4[2]` the program
/// declared is aligned the same, more than it needs, which C allows.
pub(crate) fn object_align(types: &TypeArena, t: TypeId) -> u32 {
    match types.get(t) {
        Type::Array { elem, len: 2 | 4 }
            if matches!(types.get(elem), Type::Vector { len: PART, .. }) =>
        {
            types.size_of(t) as u32
        }
        Type::Array { elem, .. } => object_align(types, elem),
        _ => types.align_of(t),
    }
}

fn is_wide(t: Type) -> bool {
    matches!(t, Type::Vector { len, .. } if len > PART)
}

/// The types' new forms, remembered.
#[derive(Default)]
struct TypeMap {
    memo: HashMap<TypeId, TypeId>,
}

impl TypeMap {
    /// The type that holds what `ty` held, wide vectors as arrays of parts.
    fn repr(&mut self, types: &mut TypeArena, ty: TypeId) -> TypeId {
        if let Some(&t) = self.memo.get(&ty) {
            return t;
        }
        let mapped = match types.get(ty) {
            Type::Vector { scalar, len } if len > PART => {
                let elem = types.vector(scalar, PART);
                types.intern(Type::Array {
                    elem,
                    len: u64::from(len / PART),
                })
            }
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                let pointee = self.repr(types, pointee);
                types.intern(Type::Pointer {
                    pointee,
                    space,
                    qualifiers,
                })
            }
            Type::Array { elem, len } => {
                let elem = self.repr(types, elem);
                types.intern(Type::Array { elem, len })
            }
            _ => ty,
        };
        self.memo.insert(ty, mapped);
        mapped
    }
}

/// What a part of a wide value is bound to before its consumer: a `let`, or an effect.
enum Binding {
    Let(TempId, ExprId),
    Effect(ExprId),
}

/// A value that can be used many times: a node copied per use.
#[derive(Clone, Copy)]
struct Shared {
    kind: ExprKind,
    ty: TypeId,
}

type R<T> = Result<T, Diagnostic>;

struct Rewriter<'a> {
    /// The target's name, for diagnostics.
    target: &'static str,
    types: &'a mut TypeArena,
    /// Where a printf call's format with its wide conversions split goes.
    globals: &'a mut ir::Arena<ir::Global>,
    map: &'a mut TypeMap,
    src: &'a ir::Function,
    out: ir::Function,
    next_temp: TempId,
    /// The bindings of the wide expressions under the consumer being rewritten.
    scope: Vec<Binding>,
    /// A wide `let`'s temporary → its parts' temporaries.
    wide_temps: HashMap<TempId, Vec<Shared>>,
    /// A wide parameter → the local it is copied into on entry.
    param_locals: HashMap<u32, LocalId>,
}

impl<'a> Rewriter<'a> {
    fn new(
        types: &'a mut TypeArena,
        globals: &'a mut ir::Arena<ir::Global>,
        map: &'a mut TypeMap,
        src: &'a ir::Function,
        target: &'static str,
    ) -> Self {
        let mut out = src.clone();
        out.exprs = ir::Arena::default();
        out.lists = Vec::new();
        out.body = ir::Block::default();
        Rewriter {
            target,
            types,
            globals,
            map,
            src,
            next_temp: src.first_free_temp(),
            out,
            scope: Vec::new(),
            wide_temps: HashMap::new(),
            param_locals: HashMap::new(),
        }
    }

    fn run(mut self) -> R<ir::Function> {
        for p in self.out.params.iter_mut() {
            p.ty = self.map.repr(self.types, p.ty);
        }
        for l in self.out.locals.iter_mut() {
            l.ty = self.map.repr(self.types, l.ty);
        }
        self.out.ret = self.map.repr(self.types, self.out.ret);
        let mut entry = Vec::new();
        for (i, p) in self.src.params.iter().enumerate() {
            if !self.wide(p.ty) {
                continue;
            }
            let ty = self.map.repr(self.types, p.ty);
            let name = format!("{}.parts", p.name);
            let local = self.out.add_local(&name, ty, p.span);
            self.param_locals.insert(i as u32, local);
            let ptr_ty = self.types.pointer(ty, ir::AddressSpace::Private);
            let addr = self.add(ExprKind::LocalAddr(local), ptr_ty, p.span);
            let value = self.add(ExprKind::Param(i as u32), ty, p.span);
            let store = self.add(ExprKind::Store { ptr: addr, value }, ty, p.span);
            entry.push(Stmt::Expr(store));
        }
        // The statements stay; each expression they evaluate is rewritten, in order.
        let mut body = self.src.body.clone();
        body.try_for_each_expr_mut(|e| {
            *e = self.consumer(*e)?;
            Ok(())
        })?;
        entry.append(&mut body.stmts);
        self.out.body = ir::Block { stmts: entry };
        Ok(self.out)
    }

    // Types.

    fn wide(&self, ty: TypeId) -> bool {
        is_wide(self.types.get(ty))
    }

    /// The scalar and lane count of a wide vector type.
    fn shape(&self, ty: TypeId) -> (Scalar, u8) {
        match self.types.get(ty) {
            Type::Vector { scalar, len } => (scalar, len),
            Type::Scalar(s) => (s, 1),
            _ => (Scalar::Int, 1),
        }
    }

    fn part_ty(&mut self, ty: TypeId) -> TypeId {
        let (s, _) = self.shape(ty);
        self.types.vector(s, PART)
    }

    fn parts_of(&self, ty: TypeId) -> usize {
        (self.shape(ty).1 / PART) as usize
    }

    fn lanes_ty(&mut self, s: Scalar, n: usize) -> TypeId {
        if n == 1 {
            self.types.scalar(s)
        } else {
            self.types.vector(s, n as u8)
        }
    }

    // Building.

    fn add(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.out.add_expr(kind, ty, span)
    }

    fn fresh_temp(&mut self) -> TempId {
        self.next_temp.advance()
    }

    fn use_shared(&mut self, s: Shared, span: Span) -> ExprId {
        self.add(s.kind, s.ty, span)
    }

    /// `e` as a value to use many times: bound by a `let` unless it is a leaf already.
    fn share(&mut self, e: ExprId) -> Shared {
        let x = *self.out.expr(e);
        match x.kind {
            ExprKind::Literal(_) | ExprKind::Temp(_) | ExprKind::Param(_) => Shared {
                kind: x.kind,
                ty: x.ty,
            },
            _ => {
                let temp = self.fresh_temp();
                self.scope.push(Binding::Let(temp, e));
                Shared {
                    kind: ExprKind::Temp(temp),
                    ty: x.ty,
                }
            }
        }
    }

    fn int_literal(&mut self, ty: TypeId, v: u64, span: Span) -> ExprId {
        self.add(ExprKind::Literal(Literal::Int(v)), ty, span)
    }

    fn binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, ty: TypeId, span: Span) -> ExprId {
        self.add(ExprKind::Binary { op, lhs, rhs }, ty, span)
    }

    /// `bindings` around `body`, the first outermost.
    fn wrap(&mut self, bindings: Vec<Binding>, mut body: ExprId) -> ExprId {
        for b in bindings.into_iter().rev() {
            let (ty, span) = (self.out.expr(body).ty, self.out.expr(body).span);
            body = match b {
                Binding::Let(temp, value) => {
                    self.add(ExprKind::Let { temp, value, body }, ty, span)
                }
                Binding::Effect(lhs) => self.add(ExprKind::Comma { lhs, rhs: body }, ty, span),
            };
        }
        body
    }

    /// A pointer to part `i` of the wide vector `base` points to.
    fn part_ptr(&mut self, base: Shared, i: ExprId, span: Span) -> ExprId {
        let (pointee, space) = self.types.pointee(base.ty).expect("a pointer");
        let elem = match self.types.get(pointee) {
            Type::Array { elem, .. } => elem,
            _ => pointee,
        };
        let ty = self.types.pointer(elem, space);
        let base = self.use_shared(base, span);
        self.add(ExprKind::ElementPtr { base, index: i }, ty, span)
    }

    fn part_ptr_at(&mut self, base: Shared, i: usize, span: Span) -> ExprId {
        let int = self.types.scalar(Scalar::Int);
        let index = self.int_literal(int, i as u64, span);
        self.part_ptr(base, index, span)
    }

    /// The parts of the wide vector `ptr` points to, loaded and bound now.
    fn load_parts(&mut self, ptr: Shared, n: usize, part_ty: TypeId, span: Span) -> Vec<ExprId> {
        (0..n)
            .map(|i| {
                let p = self.part_ptr_at(ptr, i, span);
                let load = self.add(ExprKind::Load(p), part_ty, span);
                let s = self.share(load);
                self.use_shared(s, span)
            })
            .collect()
    }

    /// A whole wide value (of its array type) as parts: stored into a fresh local, read back.
    fn parts_of_whole(&mut self, whole: ExprId, wide_ty: TypeId, span: Span) -> Vec<ExprId> {
        let ty = self.map.repr(self.types, wide_ty);
        let local = self.out.add_local("wide.parts", ty, span);
        let ptr_ty = self.types.pointer(ty, ir::AddressSpace::Private);
        let addr = self.add(ExprKind::LocalAddr(local), ptr_ty, span);
        let store = self.add(
            ExprKind::Store {
                ptr: addr,
                value: whole,
            },
            ty,
            span,
        );
        self.scope.push(Binding::Effect(store));
        let ptr = Shared {
            kind: ExprKind::LocalAddr(local),
            ty: ptr_ty,
        };
        let (n, part_ty) = (self.parts_of(wide_ty), self.part_ty(wide_ty));
        self.load_parts(ptr, n, part_ty, span)
    }

    /// The parts as one value of the wide type's array form.
    fn whole(&mut self, parts: Vec<ExprId>, wide_ty: TypeId, span: Span) -> ExprId {
        let ty = self.map.repr(self.types, wide_ty);
        let list = self.out.add_list(parts);
        self.add(ExprKind::Composite(list), ty, span)
    }

    // Expressions.

    /// `e` rewritten with the bindings of the wide expressions under it around it (a wide `e`
    /// becomes its parts as one value of its array form).
    fn consumer(&mut self, e: ExprId) -> R<ExprId> {
        let saved = std::mem::take(&mut self.scope);
        let x = *self.src.expr(e);
        let r = if self.wide(x.ty) {
            let parts = self.parts(e)?;
            self.whole(parts, x.ty, x.span)
        } else {
            self.narrow(e)?
        };
        let bindings = std::mem::replace(&mut self.scope, saved);
        Ok(self.wrap(bindings, r))
    }

    /// A narrow operand (its own consumer).
    fn sub(&mut self, e: ExprId) -> R<ExprId> {
        if self.wide(self.src.expr(e).ty) {
            // A wide operand where a whole value is wanted (a call's argument, a struct's part).
            let x = *self.src.expr(e);
            let parts = self.parts(e)?;
            return Ok(self.whole(parts, x.ty, x.span));
        }
        self.consumer(e)
    }

    fn list(&mut self, list: ir::ExprList) -> R<ir::ExprList> {
        let items: Vec<ExprId> = self.src.list(list).to_vec();
        let mut out = Vec::with_capacity(items.len());
        for i in items {
            out.push(self.sub(i)?);
        }
        Ok(self.out.add_list(out))
    }

    /// A narrow expression whose wide operands' bindings go into the current scope.
    fn narrow(&mut self, e: ExprId) -> R<ExprId> {
        let x = *self.src.expr(e);
        let ty = self.map.repr(self.types, x.ty);
        let span = x.span;
        let kind = match x.kind {
            ExprKind::Literal(_)
            | ExprKind::Param(_)
            | ExprKind::LocalAddr(_)
            | ExprKind::GlobalAddr(_)
            | ExprKind::Temp(_) => x.kind,
            ExprKind::Composite(list) => ExprKind::Composite(self.list(list)?),
            ExprKind::Let { temp, value, body } => {
                if self.wide(self.src.expr(value).ty) {
                    let parts = self.parts(value)?;
                    self.bind_wide_temp(temp, parts);
                    return self.sub(body);
                }
                ExprKind::Let {
                    temp,
                    value: self.sub(value)?,
                    body: self.sub(body)?,
                }
            }
            ExprKind::Load(p) => ExprKind::Load(self.sub(p)?),
            ExprKind::Store { ptr, value } => ExprKind::Store {
                ptr: self.sub(ptr)?,
                value: self.sub(value)?,
            },
            ExprKind::Unary { op, operand } => ExprKind::Unary {
                op,
                operand: self.sub(operand)?,
            },
            ExprKind::Binary { op, lhs, rhs } => ExprKind::Binary {
                op,
                lhs: self.sub(lhs)?,
                rhs: self.sub(rhs)?,
            },
            ExprKind::LogicalAnd { lhs, rhs } => ExprKind::LogicalAnd {
                lhs: self.sub(lhs)?,
                rhs: self.sub(rhs)?,
            },
            ExprKind::LogicalOr { lhs, rhs } => ExprKind::LogicalOr {
                lhs: self.sub(lhs)?,
                rhs: self.sub(rhs)?,
            },
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => ExprKind::Select {
                cond: self.sub(cond)?,
                then: self.sub(then)?,
                otherwise: self.sub(otherwise)?,
            },
            ExprKind::Convert { kind, operand } => {
                if kind == ConvertKind::Bitcast && self.wide(self.src.expr(operand).ty) {
                    let parts = self.parts(operand)?;
                    let mut out = self.bitcast(parts, x.ty, span)?;
                    return Ok(out.remove(0));
                }
                ExprKind::Convert {
                    kind,
                    operand: if kind == ConvertKind::Void {
                        self.effect(operand)?
                    } else {
                        self.sub(operand)?
                    },
                }
            }
            ExprKind::Call { function, args } => ExprKind::Call {
                function,
                args: self.list(args)?,
            },
            ExprKind::Builtin { builtin, args } => {
                if let Some(done) = self.narrow_builtin(builtin, args, x.ty, span)? {
                    return Ok(done);
                }
                ExprKind::Builtin {
                    builtin,
                    args: self.list(args)?,
                }
            }
            ExprKind::PtrOffset { ptr, index } => ExprKind::PtrOffset {
                ptr: self.sub(ptr)?,
                index: self.sub(index)?,
            },
            ExprKind::PtrDiff { lhs, rhs } => ExprKind::PtrDiff {
                lhs: self.sub(lhs)?,
                rhs: self.sub(rhs)?,
            },
            ExprKind::ElementPtr { base, index } => {
                let pointee = self.types.pointee(self.src.expr(base).ty).map(|p| p.0);
                if pointee.is_some_and(|p| self.wide(p)) {
                    return self.lane_ptr(base, index, ty, span);
                }
                ExprKind::ElementPtr {
                    base: self.sub(base)?,
                    index: self.sub(index)?,
                }
            }
            ExprKind::FieldPtr { base, field } => ExprKind::FieldPtr {
                base: self.sub(base)?,
                field,
            },
            ExprKind::Swizzle { vector, lanes } => {
                if self.wide(self.src.expr(vector).ty) {
                    let (s, _) = self.shape(x.ty);
                    let parts = self.parts(vector)?;
                    let (sources, all) = self.lanes_of(parts);
                    let picks: Vec<_> = lanes.iter().map(|l| all[l as usize]).collect();
                    return Ok(self.gather(&sources, &picks, s, span));
                }
                ExprKind::Swizzle {
                    vector: self.sub(vector)?,
                    lanes,
                }
            }
            ExprKind::ExtractLane { vector, index } => {
                if self.wide(self.src.expr(vector).ty) {
                    let parts = self.parts(vector)?;
                    let index = self.sub(index)?;
                    let sources: Vec<Shared> = parts.into_iter().map(|p| self.share(p)).collect();
                    let index = self.share(index);
                    return Ok(self.pick_lane(&sources, index, ty, span));
                }
                ExprKind::ExtractLane {
                    vector: self.sub(vector)?,
                    index: self.sub(index)?,
                }
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                let pointee = self.types.pointee(self.src.expr(ptr).ty).map(|p| p.0);
                if pointee.is_some_and(|p| self.wide(p)) {
                    let parts = self.store_lanes(ptr, lanes, value, span)?;
                    return Ok(parts[0]);
                }
                ExprKind::StoreLanes {
                    ptr: self.sub(ptr)?,
                    lanes,
                    value: self.sub(value)?,
                }
            }
            ExprKind::VectorLiteral(list) => ExprKind::VectorLiteral(self.list(list)?),
            ExprKind::Comma { lhs, rhs } => ExprKind::Comma {
                lhs: self.effect(lhs)?,
                rhs: self.sub(rhs)?,
            },
        };
        Ok(self.add(kind, ty, span))
    }

    /// `e` evaluated for its effects only.
    fn effect(&mut self, e: ExprId) -> R<ExprId> {
        self.consumer(e)
    }

    fn bind_wide_temp(&mut self, temp: TempId, parts: Vec<ExprId>) {
        let shared: Vec<Shared> = parts
            .into_iter()
            .map(|p| {
                let t = self.fresh_temp();
                let ty = self.out.expr(p).ty;
                self.scope.push(Binding::Let(t, p));
                Shared {
                    kind: ExprKind::Temp(t),
                    ty,
                }
            })
            .collect();
        self.wide_temps.insert(temp, shared);
    }

    /// The parts of the wide expression `e`, its bindings pushed on the scope.
    fn parts(&mut self, e: ExprId) -> R<Vec<ExprId>> {
        let x = *self.src.expr(e);
        let span = x.span;
        let n = self.parts_of(x.ty);
        let part_ty = self.part_ty(x.ty);
        let (s, _) = self.shape(x.ty);
        Ok(match x.kind {
            ExprKind::Composite(list) => {
                let items: Vec<ExprId> = self.src.list(list).to_vec();
                if items.is_empty() {
                    (0..n)
                        .map(|_| {
                            let list = self.out.add_list([]);
                            self.add(ExprKind::Composite(list), part_ty, span)
                        })
                        .collect()
                } else {
                    let mut lits = Vec::new();
                    for i in items {
                        lits.push(self.sub(i)?);
                    }
                    lits.chunks(PART as usize)
                        .map(|c| {
                            let list = self.out.add_list(c.iter().copied());
                            self.add(ExprKind::Composite(list), part_ty, span)
                        })
                        .collect()
                }
            }
            ExprKind::Param(i) => {
                let local = self.param_locals[&i];
                let ty = self.map.repr(self.types, x.ty);
                let ptr = Shared {
                    kind: ExprKind::LocalAddr(local),
                    ty: self.types.pointer(ty, ir::AddressSpace::Private),
                };
                self.load_parts(ptr, n, part_ty, span)
            }
            ExprKind::Temp(t) => {
                let shared = self.wide_temps.get(&t).cloned().ok_or_else(|| {
                    Diagnostic::error(span, "internal error: a wide temporary read before its let")
                })?;
                shared
                    .into_iter()
                    .map(|s| self.use_shared(s, span))
                    .collect()
            }
            ExprKind::Let { temp, value, body } => {
                if self.wide(self.src.expr(value).ty) {
                    let parts = self.parts(value)?;
                    self.bind_wide_temp(temp, parts);
                } else {
                    let value = self.sub(value)?;
                    self.scope.push(Binding::Let(temp, value));
                }
                self.parts(body)?
            }
            ExprKind::Load(p) => {
                let p = self.sub(p)?;
                let p = self.share(p);
                self.load_parts(p, n, part_ty, span)
            }
            ExprKind::Store { ptr, value } => {
                let ptr = self.sub(ptr)?;
                let ptr = self.share(ptr);
                let parts = self.parts(value)?;
                self.store_parts(ptr, parts, span)
            }
            ExprKind::Unary { op, operand } => self
                .parts(operand)?
                .into_iter()
                .map(|p| self.add(ExprKind::Unary { op, operand: p }, part_ty, span))
                .collect(),
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.parts(lhs)?;
                let b = self.parts(rhs)?;
                a.into_iter()
                    .zip(b)
                    .map(|(lhs, rhs)| self.binary(op, lhs, rhs, part_ty, span))
                    .collect()
            }
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => {
                if self.wide(self.src.expr(cond).ty) {
                    let c = self.parts(cond)?;
                    let a = self.parts(then)?;
                    let b = self.parts(otherwise)?;
                    c.into_iter()
                        .zip(a.into_iter().zip(b))
                        .map(|(cond, (then, otherwise))| {
                            let k = ExprKind::Select {
                                cond,
                                then,
                                otherwise,
                            };
                            self.add(k, part_ty, span)
                        })
                        .collect()
                } else {
                    // Only the chosen arm is evaluated: each arm whole, the choice read back.
                    let cond = self.sub(cond)?;
                    let then = self.consumer(then)?;
                    let otherwise = self.consumer(otherwise)?;
                    let ty = self.map.repr(self.types, x.ty);
                    let k = ExprKind::Select {
                        cond,
                        then,
                        otherwise,
                    };
                    let chosen = self.add(k, ty, span);
                    self.parts_of_whole(chosen, x.ty, span)
                }
            }
            ExprKind::Convert { kind, operand } => self.convert(kind, operand, x.ty, span)?,
            ExprKind::Call { function, args } => {
                let args = self.list(args)?;
                let ty = self.map.repr(self.types, x.ty);
                let call = self.add(ExprKind::Call { function, args }, ty, span);
                self.parts_of_whole(call, x.ty, span)
            }
            ExprKind::Builtin { builtin, args } => self.wide_builtin(builtin, args, x.ty, span)?,
            ExprKind::Swizzle { vector, lanes } => {
                let source = if self.wide(self.src.expr(vector).ty) {
                    self.parts(vector)?
                } else {
                    vec![self.sub(vector)?]
                };
                let (sources, all) = self.lanes_of(source);
                let picks: Vec<_> = lanes.iter().map(|l| all[l as usize]).collect();
                self.regroup(&sources, &picks, s, span)
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                self.store_lanes(ptr, lanes, value, span)?
            }
            ExprKind::VectorLiteral(list) => {
                let items: Vec<ExprId> = self.src.list(list).to_vec();
                let mut sources = Vec::new();
                let mut picks = Vec::new();
                for item in items {
                    let item_parts = if self.wide(self.src.expr(item).ty) {
                        self.parts(item)?
                    } else {
                        vec![self.sub(item)?]
                    };
                    let (srcs, ps) = self.lanes_of(item_parts);
                    let base = sources.len();
                    sources.extend(srcs);
                    picks.extend(ps.into_iter().map(|(i, l)| (base + i, l)));
                }
                self.regroup(&sources, &picks, s, span)
            }
            ExprKind::Comma { lhs, rhs } => {
                let lhs = self.effect(lhs)?;
                self.scope.push(Binding::Effect(lhs));
                self.parts(rhs)?
            }
            ExprKind::Literal(_)
            | ExprKind::LocalAddr(_)
            | ExprKind::GlobalAddr(_)
            | ExprKind::LogicalAnd { .. }
            | ExprKind::LogicalOr { .. }
            | ExprKind::PtrOffset { .. }
            | ExprKind::PtrDiff { .. }
            | ExprKind::ElementPtr { .. }
            | ExprKind::FieldPtr { .. }
            | ExprKind::ExtractLane { .. } => {
                return Err(Diagnostic::error(
                    span,
                    "internal error: a wide vector value of an expression that has none",
                ))
            }
        })
    }

    /// Stores `parts` through the pointer to a wide vector `ptr`; the parts of the stored value.
    fn store_parts(&mut self, ptr: Shared, parts: Vec<ExprId>, span: Span) -> Vec<ExprId> {
        let values: Vec<Shared> = parts.into_iter().map(|p| self.share(p)).collect();
        for (i, v) in values.iter().enumerate() {
            let p = self.part_ptr_at(ptr, i, span);
            let value = self.use_shared(*v, span);
            let store = self.add(ExprKind::Store { ptr: p, value }, v.ty, span);
            self.scope.push(Binding::Effect(store));
        }
        values.iter().map(|v| self.use_shared(*v, span)).collect()
    }
}
