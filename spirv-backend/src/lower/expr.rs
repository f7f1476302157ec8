//! Expressions: values, pointers, loads and stores, operators, short-circuit logic, calls
//! (pointer comparisons, offsets, differences and pointer variables are in `pointers`).
//!
//! C semantics live here: signed/unsigned division and remainder by operand type, shift counts
//! masked to the operand width, float `!=` unordered (true for NaN), vector comparisons giving
//! 0/-1 lanes, `&&`/`||` and scalar `?:` as selection constructs with `OpPhi`, vector `?:`
//! lane-wise on the condition's most significant bit.

use super::{err, Chain, FunctionWriter, LocalSlot, ModuleWriter, Val, R};
use crate::lower::{GlobalLoc, Layout};
use crate::reflect::AccessKind;
use oclvk_frontend::ir::{
    self, BinaryOp, ConvertKind, ExprId, ExprKind, Literal, Scalar, Type, TypeId, UnaryOp,
};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{MemoryAccess, Op, SelectionControl, StorageClass, Word};

impl ModuleWriter<'_> {
    pub fn int_scalar(&self, ty: TypeId, span: Span) -> R<Scalar> {
        match self.m.types.scalar_of(ty) {
            Some(s) if s.is_integer() || s == Scalar::Bool => Ok(s),
            _ => err(span, "internal: expected an integer"),
        }
    }

    /// Resizes an integer (scalar or vector) to `bits`, extending by `from`'s signedness.
    pub fn int_resize(&mut self, v: Word, from: Scalar, bits: u32) -> R<Word> {
        if from.bits() == bits {
            return Ok(v);
        }
        let t = self.int_ty(bits);
        if bits > from.bits() && from.is_signed() {
            return self.sign_extend(t, v, from.bits(), bits, 1);
        }
        self.op(Op::UConvert, t, &[v])
    }

    /// Sign-extends `v` (an integer of `from_bits`, scalar or `lanes`-vector) to `t`, of
    /// `to_bits`. On Vulkan an 8- or 16-bit value reaches 64 bits through 32: NVIDIA's Vulkan
    /// driver (580, H100) evaluates `(long)(char)-x` as `-(long)(char)x`, which is wrong when
    /// the narrow value is its type's minimum (random-program seed 947); the two steps run
    /// right there, and cost nothing elsewhere.
    pub fn sign_extend(
        &mut self,
        t: Word,
        v: Word,
        from_bits: u32,
        to_bits: u32,
        lanes: u8,
    ) -> R<Word> {
        let v = if self.policy.shader_compiler_workarounds() && from_bits < 32 && to_bits == 64 {
            let i32_ty = self.int_ty(32);
            let mid = if lanes > 1 {
                self.vec_of(i32_ty, lanes as u32)
            } else {
                i32_ty
            };
            self.op(Op::SConvert, mid, &[v])?
        } else {
            v
        };
        self.op(Op::SConvert, t, &[v])
    }

    fn literal(&mut self, ty: TypeId, lit: Literal, span: Span) -> R<Word> {
        match self.m.types.get(ty) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => {
                let c = match lit {
                    Literal::Bool(b) => self.const_scalar_int(s, b as u64),
                    Literal::Int(v) => self.const_scalar_int(s, v),
                    Literal::Float(x) => self.const_scalar_float(s, x),
                };
                self.splat_const(ty, c, span)
            }
            Type::Pointer { .. } => {
                let t = self.ty(ty, Layout::Plain, span)?;
                let v = match lit {
                    Literal::Int(v) => v,
                    Literal::Bool(b) => b as u64,
                    Literal::Float(_) => 0,
                };
                if v == 0 && !self.policy.logical_addressing() {
                    return Ok(self.const_null(t));
                }
                let c = self.const_u64(v);
                Ok(self.b.convert_u_to_ptr(t, None, c)?)
            }
            _ => err(
                span,
                format!(
                    "a literal of type '{}' is not supported",
                    self.m.types.display(ty)
                ),
            ),
        }
    }

    /// The pointer a chain denotes, as an `OpAccessChain` (or the base itself).
    pub fn resolve_chain(&mut self, c: &Chain, pointee: TypeId, span: Span) -> R<Word> {
        if c.indices.is_empty() {
            return Ok(c.base);
        }
        let pt = self.ptr_ty(c.storage, pointee, span)?;
        Ok(self
            .b
            .access_chain(pt, None, c.base, c.indices.iter().copied())?)
    }

    /// A pointer id and its storage class for a pointer value of IR type `pty`.
    pub fn pointer_of(
        &mut self,
        pv: &Val,
        pty: TypeId,
        span: Span,
    ) -> R<(Word, StorageClass, TypeId)> {
        let (pointee, space) = match self.m.types.pointee(pty) {
            Some(p) => p,
            None => return err(span, "internal: not a pointer"),
        };
        match pv {
            Val::Id(p) | Val::BytePtr(p) => Ok((*p, self.storage_class(space, span)?, pointee)),
            Val::Chain(c) => Ok((self.resolve_chain(c, pointee, span)?, c.storage, pointee)),
            Val::View(v) => Ok((
                self.view_word_ptr(v, pointee, span)?,
                v.chain.storage,
                pointee,
            )),
            // A null private/local pointer can be held and compared but reaches no memory.
            Val::Null => err(
                span,
                "this null pointer to private or local memory is used to access memory, which is not supported on the Vulkan target",
            ),
            _ => err(span, "internal: not a pointer value"),
        }
    }

    /// Memory operands of a load or store through a pointer of type `pty`: `Aligned` with the
    /// pointee's alignment for physical pointers, and `Volatile` when the pointee is volatile.
    fn mem_operands(
        &self,
        storage: StorageClass,
        pointee: TypeId,
        pty: TypeId,
    ) -> (Option<MemoryAccess>, Vec<Operand>) {
        let volatile = matches!(self.m.types.get(pty), Type::Pointer { qualifiers, .. } if qualifiers.is_volatile);
        let mut access = if volatile {
            MemoryAccess::VOLATILE
        } else {
            MemoryAccess::NONE
        };
        let mut operands = Vec::new();
        if matches!(
            storage,
            StorageClass::PhysicalStorageBuffer
                | StorageClass::CrossWorkgroup
                | StorageClass::UniformConstant
                | StorageClass::Generic
        ) {
            access |= MemoryAccess::ALIGNED;
            operands.push(Operand::LiteralBit32(self.m.types.align_of(pointee)));
        }
        ((!access.is_empty()).then_some(access), operands)
    }

    pub fn load(&mut self, pv: &Val, pty: TypeId, span: Span) -> R<Word> {
        match pv {
            Val::View(v) => return self.view_load(v, ty_pointee(self.m, pty), span),
            Val::Tagged(a) => return self.tagged_load(*a, ty_pointee(self.m, pty), span),
            Val::Mixed { global, addr } => return self.mixed_load(*global, *addr, pty, span),
            Val::BytePtr(p) => return self.byte_load(*p, ty_pointee(self.m, pty), span),
            _ => {}
        }
        let (p, storage, pointee) = self.checked_pointer(pv, pty, AccessKind::Read, span)?;
        let layout = self.layout_for(storage);
        let mt = self.ty(pointee, layout, span)?;
        let (ma, ops) = self.mem_operands(storage, pointee, pty);
        let v = self.load_inst(mt, p, ma, ops)?;
        self.mem_to_value(v, pointee, layout, span)
    }

    pub fn store(&mut self, pv: &Val, pty: TypeId, v: Word, span: Span) -> R<()> {
        match pv {
            Val::View(view) => return self.view_store(view, ty_pointee(self.m, pty), v, span),
            Val::Tagged(a) => return self.tagged_store(*a, ty_pointee(self.m, pty), v, span),
            Val::Mixed { global, addr } => return self.mixed_store(*global, *addr, pty, v, span),
            Val::BytePtr(p) => return self.byte_store(*p, ty_pointee(self.m, pty), v, span),
            _ => {}
        }
        let (p, storage, pointee) = self.checked_pointer(pv, pty, AccessKind::Write, span)?;
        if storage == StorageClass::PushConstant || storage == StorageClass::UniformConstant {
            return err(span, "cannot store into constant memory");
        }
        let layout = self.layout_for(storage);
        let v = self.value_to_mem(v, pointee, layout, span)?;
        let (ma, ops) = self.mem_operands(storage, pointee, pty);
        self.store_inst(p, v, ma, ops)?;
        Ok(())
    }

    pub fn bool_like(&mut self, lanes: u8) -> Word {
        let b = self.bool_ty();
        if lanes > 1 {
            self.vec_of(b, lanes as u32)
        } else {
            b
        }
    }

    /// Binary operators; `oty` is the operand type, `rty` the result type.
    pub fn binary(
        &mut self,
        op: BinaryOp,
        a: Val,
        b: Val,
        oty: TypeId,
        rty: TypeId,
        span: Span,
    ) -> R<Word> {
        if let Type::Pointer { .. } = self.m.types.get(oty) {
            return self.pointer_compare(op, a, b, span);
        }
        let (a, b) = match (a, b) {
            (Val::Id(a), Val::Id(b)) => (a, b),
            _ => return err(span, "internal: operands without values"),
        };
        let s = match self.m.types.scalar_of(oty) {
            Some(s) => s,
            None => {
                return err(
                    span,
                    format!(
                        "operator on type '{}' is not supported",
                        self.m.types.display(oty)
                    ),
                )
            }
        };
        let lanes = self.m.types.lanes(oty).unwrap_or(1);
        let t = self.ty(oty, Layout::Plain, span)?;
        let fl = s.is_float();
        let sg = s.is_signed();
        let bl = s == Scalar::Bool;
        use BinaryOp::*;
        let arith = match op {
            Add => Some(if fl { Op::FAdd } else { Op::IAdd }),
            Sub => Some(if fl { Op::FSub } else { Op::ISub }),
            Mul => Some(if fl { Op::FMul } else { Op::IMul }),
            Div => Some(if fl {
                Op::FDiv
            } else if sg {
                Op::SDiv
            } else {
                Op::UDiv
            }),
            Rem => Some(if fl {
                Op::FRem
            } else if sg {
                Op::SRem
            } else {
                Op::UMod
            }),
            BitAnd => Some(if bl { Op::LogicalAnd } else { Op::BitwiseAnd }),
            BitOr => Some(if bl { Op::LogicalOr } else { Op::BitwiseOr }),
            BitXor => Some(if bl {
                Op::LogicalNotEqual
            } else {
                Op::BitwiseXor
            }),
            BoolAnd => Some(Op::LogicalAnd),
            BoolOr => Some(Op::LogicalOr),
            _ => None,
        };
        if op == Rem && self.policy.shader_compiler_workarounds() && !fl && sg {
            // a - (a / b) * b: NVIDIA's Vulkan driver computes OpSRem of a negative dividend
            // as an unsigned remainder (seen on an H100, driver 580); OpSDiv is right. `b`
            // cannot trap here either: the `trap-free-division` stage made it so.
            let q = self.op(Op::SDiv, t, &[a, b])?;
            let p = self.op(Op::IMul, t, &[q, b])?;
            return self.op(Op::ISub, t, &[a, p]);
        }
        if let Some(opc) = arith {
            return self.op(opc, t, &[a, b]);
        }
        if matches!(op, Shl | Shr) {
            let mask = self.const_splat_int(oty, (s.bits() - 1) as u64, span)?;
            let count = self.op(Op::BitwiseAnd, t, &[b, mask])?;
            let opc = match op {
                Shl => Op::ShiftLeftLogical,
                _ if sg => Op::ShiftRightArithmetic,
                _ => Op::ShiftRightLogical,
            };
            return self.op(opc, t, &[a, count]);
        }
        let opc = match (op, fl, sg, bl) {
            (Eq, _, _, true) => Op::LogicalEqual,
            (Ne, _, _, true) => Op::LogicalNotEqual,
            (Eq, true, _, _) => Op::FOrdEqual,
            (Ne, true, _, _) => Op::FUnordNotEqual,
            (Lt, true, _, _) => Op::FOrdLessThan,
            (Le, true, _, _) => Op::FOrdLessThanEqual,
            (Gt, true, _, _) => Op::FOrdGreaterThan,
            (Ge, true, _, _) => Op::FOrdGreaterThanEqual,
            (Eq, ..) => Op::IEqual,
            (Ne, ..) => Op::INotEqual,
            (Lt, _, true, _) => Op::SLessThan,
            (Le, _, true, _) => Op::SLessThanEqual,
            (Gt, _, true, _) => Op::SGreaterThan,
            (Ge, _, true, _) => Op::SGreaterThanEqual,
            (Lt, ..) => Op::ULessThan,
            (Le, ..) => Op::ULessThanEqual,
            (Gt, ..) => Op::UGreaterThan,
            (Ge, ..) => Op::UGreaterThanEqual,
            _ => return err(span, "internal: unexpected operator"),
        };
        if (op == Lt || op == Le || op == Gt || op == Ge) && bl {
            return err(span, "ordering comparison of bool values");
        }
        let bt = self.bool_like(lanes);
        let r = self.op(opc, bt, &[a, b])?;
        self.bool_to_result(r, rty, span)
    }

    /// A comparison result (bool or bool vector) in the expression's type: `bool` stays, integer
    /// vectors get -1/0 lanes, integer scalars 1/0.
    pub fn bool_to_result(&mut self, r: Word, rty: TypeId, span: Span) -> R<Word> {
        match self.m.types.get(rty) {
            Type::Scalar(Scalar::Bool)
            | Type::Vector {
                scalar: Scalar::Bool,
                ..
            } => Ok(r),
            Type::Vector { .. } => {
                let t = self.ty(rty, Layout::Plain, span)?;
                let ones = self.const_splat_int(rty, u64::MAX, span)?;
                let zero = self.const_splat_int(rty, 0, span)?;
                self.op(Op::Select, t, &[r, ones, zero])
            }
            Type::Scalar(_) => {
                let t = self.ty(rty, Layout::Plain, span)?;
                let one = self.const_splat_int(rty, 1, span)?;
                let zero = self.const_splat_int(rty, 0, span)?;
                self.op(Op::Select, t, &[r, one, zero])
            }
            _ => err(span, "internal: comparison of unexpected type"),
        }
    }
}

impl FunctionWriter<'_, '_> {
    pub fn expr_ty(&self, e: ExprId) -> TypeId {
        self.w.m.function(self.f.fid).expr(e).ty
    }
    pub fn expr(&mut self, id: ExprId) -> R<Val> {
        oclvk_frontend::stack::grow(|| self.expr_unguarded(id))
    }
    fn expr_unguarded(&mut self, id: ExprId) -> R<Val> {
        let m = self.w.m;
        let func = m.function(self.f.fid);
        let e = func.expr(id);
        let (span, ty) = (e.span, e.ty);
        Ok(match &e.kind {
            ExprKind::Literal(lit) => Val::Id(self.w.literal(ty, *lit, span)?),
            ExprKind::Composite(parts) if parts.is_empty() => {
                let t = self.w.ty(ty, Layout::Plain, span)?;
                Val::Id(self.w.const_null(t))
            }
            ExprKind::Composite(parts) | ExprKind::VectorLiteral(parts) => {
                let mut ws = Vec::new();
                for &p in func.list(*parts) {
                    let w = self.stored_value(p)?.0;
                    // Vector parts of a vector literal are split into lanes (llvm-spirv 15
                    // mistranslates mixed vector/scalar OpCompositeConstruct).
                    let pty = self.expr_ty(p);
                    match (m.types.get(ty), m.types.get(pty)) {
                        (Type::Vector { .. }, Type::Vector { scalar, len }) => {
                            let st = self.w.scalar_ty(scalar, Layout::Plain);
                            for i in 0..len as u32 {
                                ws.push(self.w.b.composite_extract(st, None, w, [i])?);
                            }
                        }
                        _ => ws.push(w),
                    }
                }
                let t = self.w.ty(ty, Layout::Plain, span)?;
                Val::Id(self.w.construct(t, ws)?)
            }
            ExprKind::Param(i) => match self.f.params.get(*i as usize) {
                Some(v) => v.clone(),
                None => return err(span, "internal: parameter index out of range"),
            },
            ExprKind::LocalAddr(l) => match self.f.locals.get(*l) {
                Some(LocalSlot::Var(w)) => {
                    if self.w.policy.logical_addressing() {
                        Val::Chain(Chain {
                            base: *w,
                            storage: StorageClass::Function,
                            indices: vec![],
                        })
                    } else {
                        Val::Id(*w)
                    }
                }
                Some(LocalSlot::Bound(_) | LocalSlot::Walk { .. } | LocalSlot::Mixed { .. }) => {
                    Val::BoundLocal(*l)
                }
                Some(LocalSlot::Home(v)) => Val::View(v.clone()),
                None => return err(span, "internal: local index out of range"),
            },
            ExprKind::GlobalAddr(g) => self.global_addr(*g, span)?,
            ExprKind::Temp(t) => match self.f.temps.get(t) {
                Some(v) => v.clone(),
                None => return err(span, "internal: temporary used before its definition"),
            },
            ExprKind::Let { temp, value, body } => {
                let v = self.expr(*value)?;
                self.f.temps.insert(*temp, v);
                self.expr(*body)?
            }
            ExprKind::Load(p) if matches!(m.types.get(ty), Type::Sampler) => {
                self.sampler_load(*p, span)?
            }
            ExprKind::Load(p) => {
                let pv = self.expr(*p)?;
                if let Val::BoundLocal(l) = pv {
                    return self.read_bound(l, span);
                }
                let pty = self.expr_ty(*p);
                let v = self.with_access_origin(*p, |l| l.w.load(&pv, pty, span))?;
                if self.w.holds_address(ty) {
                    let space = m
                        .types
                        .pointee(ty)
                        .map_or(ir::AddressSpace::Private, |p| p.1);
                    return self.w.address_to_ptr(v, space, span);
                }
                if self.w.generic_memory_may_hold_homes()
                    && m.types
                        .pointee(ty)
                        .is_some_and(|p| p.1 == ir::AddressSpace::Generic)
                {
                    return self.w.generic_from_memory(v);
                }
                Val::Id(v)
            }
            ExprKind::Store { ptr, value } => {
                let pv = self.expr(*ptr)?;
                if let Val::BoundLocal(l) = pv {
                    let v = self.expr(*value)?;
                    self.write_bound(l, v.clone(), span)?;
                    return Ok(v);
                }
                let (v, val) = self.stored_value(*value)?;
                let pty = self.expr_ty(*ptr);
                self.with_access_origin(*ptr, |l| l.w.store(&pv, pty, v, span))?;
                val
            }
            ExprKind::Unary { op, operand } => {
                let v = self.value(*operand)?;
                let t = self.w.ty(ty, Layout::Plain, span)?;
                let s = m.types.scalar_of(ty);
                let opc = match op {
                    UnaryOp::Neg if s.is_some_and(|s| s.is_float()) => Op::FNegate,
                    UnaryOp::Neg => Op::SNegate,
                    UnaryOp::BitNot => Op::Not,
                    UnaryOp::Not => Op::LogicalNot,
                };
                Val::Id(self.w.op(opc, t, &[v])?)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                // Sema compares pointers as `(ulong)p < (ulong)q`; on Vulkan, pointers into
                // private/local memory have no address, so compare them as pointers.
                if self.w.policy.logical_addressing() {
                    if let (
                        ExprKind::Convert {
                            kind: ConvertKind::PtrToInt,
                            operand: pa,
                        },
                        ExprKind::Convert {
                            kind: ConvertKind::PtrToInt,
                            operand: pb,
                        },
                    ) = (&func.expr(*lhs).kind, &func.expr(*rhs).kind)
                    {
                        let a = self.expr(*pa)?;
                        let b = self.expr(*pb)?;
                        let comparison = matches!(
                            op,
                            BinaryOp::Eq
                                | BinaryOp::Ne
                                | BinaryOp::Lt
                                | BinaryOp::Le
                                | BinaryOp::Gt
                                | BinaryOp::Ge
                        );
                        if let (
                            true,
                            Val::Chain(_) | Val::Null | Val::View(_) | Val::Tagged(_),
                            Val::Chain(_) | Val::Null | Val::View(_) | Val::Tagged(_),
                        )
                        | (true, Val::Mixed { .. }, _)
                        | (true, _, Val::Mixed { .. }) = (comparison, &a, &b)
                        {
                            let r = self.w.pointer_compare(*op, a, b, span)?;
                            return Ok(Val::Id(self.w.bool_to_result(r, ty, span)?));
                        }
                        let aty = self.expr_ty(*lhs);
                        let pta = self.expr_ty(*pa);
                        let a = self.w.convert(ConvertKind::PtrToInt, a, pta, aty, span)?;
                        let ptb = self.expr_ty(*pb);
                        let b = self.w.convert(ConvertKind::PtrToInt, b, ptb, aty, span)?;
                        return Ok(Val::Id(self.w.binary(*op, a, b, aty, ty, span)?));
                    }
                }
                let a = self.expr(*lhs)?;
                let b = self.expr(*rhs)?;
                let oty = self.expr_ty(*lhs);
                Val::Id(self.w.binary(*op, a, b, oty, ty, span)?)
            }
            ExprKind::LogicalAnd { lhs, rhs } => Val::Id(self.short_circuit(true, *lhs, *rhs)?),
            ExprKind::LogicalOr { lhs, rhs } => Val::Id(self.short_circuit(false, *lhs, *rhs)?),
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => self.select(*cond, *then, *otherwise, ty, span)?,
            ExprKind::Convert { kind, operand } => {
                if self.w.policy.logical_addressing() && *kind == ConvertKind::IntToPtr {
                    let logical = m
                        .types
                        .pointee(ty)
                        .is_some_and(|(_, space)| super::is_vulkan_logical(space));
                    if logical {
                        if let ExprKind::Literal(Literal::Int(0)) = func.expr(*operand).kind {
                            return Ok(Val::Null);
                        }
                        let v = self.value(*operand)?;
                        let from = self.expr_ty(*operand);
                        let space = m
                            .types
                            .pointee(ty)
                            .map_or(ir::AddressSpace::Private, |p| p.1);
                        return self.w.home_int_to_ptr(v, from, space, span);
                    }
                }
                let v = self.expr(*operand)?;
                let from = self.expr_ty(*operand);
                self.w.convert(*kind, v, from, ty, span)?
            }
            ExprKind::Call { function, args } => {
                let mut vals = Vec::new();
                for &a in func.list(*args) {
                    vals.push(self.expr(a)?);
                }
                self.call(*function, vals, span)?
            }
            ExprKind::Builtin { builtin, args } => {
                self.builtin(*builtin, func.list(*args), ty, span)?
            }
            ExprKind::PtrOffset { ptr, index } => {
                let pv = self.expr(*ptr)?;
                let idx = self.value(*index)?;
                let is = self.w.int_scalar(self.expr_ty(*index), span)?;
                // `p - n` (sema negates n): written to go backwards, whatever p is.
                let backwards = matches!(
                    func.expr(*index).kind,
                    ExprKind::Unary {
                        op: UnaryOp::Neg,
                        ..
                    }
                );
                self.w.ptr_offset(pv, idx, is, backwards, ty, span)?
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let a = self.expr(*lhs)?;
                let b = self.expr(*rhs)?;
                let pty = self.expr_ty(*lhs);
                Val::Id(self.w.ptr_diff(a, b, pty, ty, span)?)
            }
            ExprKind::ElementPtr { base, index } => {
                let pv = self.expr(*base)?;
                let idx = self.value(*index)?;
                let is = self.w.int_scalar(self.expr_ty(*index), span)?;
                match pv {
                    Val::BytePtr(p) => {
                        let size = m.types.size_of(ty_pointee(m, ty));
                        let bytes = self.w.byte_offset(idx, is, size)?;
                        self.w.byte_step(p, bytes, ty, span)?
                    }
                    Val::Id(p) => {
                        let idx = if is.bits() < 32 {
                            self.w.int_resize(idx, is, 32)?
                        } else {
                            idx
                        };
                        let t = self.w.ty(ty, Layout::Plain, span)?;
                        Val::Id(self.w.b.access_chain(t, None, p, [idx])?)
                    }
                    Val::Chain(mut c) => {
                        let idx = self.w.int_resize(idx, is, 32)?;
                        c.indices.push(idx);
                        Val::Chain(c)
                    }
                    Val::View(v) => {
                        let size = m.types.size_of(ty_pointee(m, ty));
                        let bytes = self.w.scaled_index(idx, is, size)?;
                        self.w.view_advance(v, bytes)?
                    }
                    Val::Tagged(a) => {
                        let size = m.types.size_of(ty_pointee(m, ty));
                        let bytes = self.w.scaled_index(idx, is, size)?;
                        let u = self.w.u32_ty();
                        Val::Tagged(self.w.op(Op::IAdd, u, &[a, bytes])?)
                    }
                    Val::Mixed { global, addr } => {
                        let size = m.types.size_of(ty_pointee(m, ty));
                        let bytes = self.w.scaled_index(idx, is, size)?;
                        let i = self.w.int_resize(idx, is, 32)?;
                        let t = self.w.ty(ty, Layout::Plain, span)?;
                        let g = self.w.b.access_chain(t, None, global, [i])?;
                        self.w.mixed_step(g, addr, bytes)?
                    }
                    _ => return err(span, "internal: element of a non-pointer"),
                }
            }
            ExprKind::FieldPtr { base, field } => {
                let pv = self.expr(*base)?;
                let record = m.types.pointee(self.expr_ty(*base)).map(|p| p.0);
                // Into a packed struct in buffer memory: address arithmetic (`packed`).
                let byte_base = record.and_then(|r| self.w.byte_step_base(&pv, r));
                if let (Some(p), Some(r)) = (byte_base, record) {
                    let off = match m.types.get(r) {
                        Type::Struct(sid) => m
                            .types
                            .struct_def(sid)
                            .fields
                            .get(*field as usize)
                            .map_or(0, |f| f.offset),
                        _ => 0,
                    };
                    let off = self.w.const_u64(off as u64);
                    return self.w.byte_step(p, off, ty, span);
                }
                if let Some(Type::Struct(sid)) = record.map(|r| m.types.get(r)) {
                    let def = m.types.struct_def(sid);
                    if def.is_union {
                        let u = record.unwrap_or(ty);
                        return self.w.union_member_ptr(pv, u, ty, span);
                    }
                    let off = def.fields.get(*field as usize).map_or(0, |f| f.offset);
                    if let Val::View(v) = pv {
                        let c = self.w.const_u32(off);
                        return self.w.view_advance(v, c);
                    }
                    if let Val::Tagged(a) = pv {
                        let (c, u) = (self.w.const_u32(off), self.w.u32_ty());
                        return Ok(Val::Tagged(self.w.op(Op::IAdd, u, &[a, c])?));
                    }
                    if let Val::Mixed { global, addr } = pv {
                        let (c, idx) = (self.w.const_u32(off), self.w.const_u32(*field));
                        let t = self.w.ty(ty, Layout::Plain, span)?;
                        let g = self.w.b.access_chain(t, None, global, [idx])?;
                        return self.w.mixed_step(g, addr, c);
                    }
                }
                let idx = self.w.const_u32(*field);
                match pv {
                    Val::Id(p) => {
                        let t = self.w.ty(ty, Layout::Plain, span)?;
                        Val::Id(self.w.b.access_chain(t, None, p, [idx])?)
                    }
                    Val::Chain(mut c) => {
                        c.indices.push(idx);
                        Val::Chain(c)
                    }
                    _ => return err(span, "internal: field of a non-pointer"),
                }
            }
            ExprKind::Swizzle { vector, lanes } => {
                let v = self.value(*vector)?;
                let t = self.w.ty(ty, Layout::Plain, span)?;
                if lanes.len() == 1 {
                    Val::Id(
                        self.w
                            .b
                            .composite_extract(t, None, v, [lanes.get(0) as u32])?,
                    )
                } else {
                    Val::Id(
                        self.w
                            .b
                            .vector_shuffle(t, None, v, v, lanes.iter().map(u32::from))?,
                    )
                }
            }
            ExprKind::ExtractLane { vector, index } => {
                let v = self.value(*vector)?;
                let i = self.value(*index)?;
                let t = self.w.ty(ty, Layout::Plain, span)?;
                Val::Id(self.w.op(Op::VectorExtractDynamic, t, &[v, i])?)
            }
            ExprKind::StoreLanes { ptr, lanes, value } => {
                let pv = self.expr(*ptr)?;
                let val = self.value(*value)?;
                let pty = self.expr_ty(*ptr);
                let vty = match m.types.pointee(pty) {
                    Some((p, _)) => p,
                    None => return err(span, "internal: lane store through a non-pointer"),
                };
                let n = m.types.lanes(vty).unwrap_or(1) as u32;
                let vt = self.w.ty(vty, Layout::Plain, span)?;
                let old = self.w.load(&pv, pty, span)?;
                // One insert per lane (a shuffle of vectors of different sizes is valid SPIR-V but
                // trips some consumers, e.g. llvm-spirv 15).
                let mut new = old;
                if lanes.len() == 1 {
                    new = self
                        .w
                        .b
                        .composite_insert(vt, None, val, new, [lanes.get(0) as u32])?;
                } else {
                    let st = self.w.scalar_ty(
                        m.types.scalar_of(vty).unwrap_or(Scalar::Float),
                        Layout::Plain,
                    );
                    for (j, l) in lanes.iter().enumerate() {
                        let x = self.w.b.composite_extract(st, None, val, [j as u32])?;
                        new = self.w.b.composite_insert(vt, None, x, new, [l as u32])?;
                    }
                }
                let _ = n;
                self.w.store(&pv, pty, new, span)?;
                Val::Id(val)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.expr(*lhs)?;
                self.expr(*rhs)?
            }
        })
    }
    fn global_addr(&mut self, g: ir::GlobalId, span: Span) -> R<Val> {
        if let Some(v) = self.local_home_addr(g) {
            return Ok(v);
        }
        let loc = match self.w.globals.get(&g) {
            Some(l) => *l,
            None => return err(span, "internal: unknown global"),
        };
        match loc {
            GlobalLoc::Var { id, storage } => {
                self.use_var(id);
                Ok(if self.w.policy.logical_addressing() {
                    Val::Chain(Chain {
                        base: id,
                        storage,
                        indices: vec![],
                    })
                } else {
                    Val::Id(id)
                })
            }
            GlobalLoc::Sampler { .. } => err(span, "the address of a sampler cannot be taken"),
            GlobalLoc::Buffer { kind, offset } => {
                let base = match self.f.implicit.iter().find(|(k, _)| *k == kind) {
                    Some((_, w)) => *w,
                    None => return err(span, "internal: buffer address not available"),
                };
                let u64t = self.w.u64_ty();
                let off = self.w.const_u64(offset);
                let addr = self.w.op(Op::IAdd, u64t, &[base, off])?;
                let gty = self.w.m.global(g).ty;
                let pt = self
                    .w
                    .ptr_ty(StorageClass::PhysicalStorageBuffer, gty, span)?;
                Ok(Val::Id(self.w.b.convert_u_to_ptr(pt, None, addr)?))
            }
        }
    }
    fn speculatable(&self, e: ExprId, depth: u32) -> bool {
        speculatable(&self.w.m.types, self.w.m.function(self.f.fid), e, depth)
    }
    fn short_circuit(&mut self, and: bool, lhs: ExprId, rhs: ExprId) -> R<Word> {
        if self.speculatable(rhs, 0) {
            let l = self.value(lhs)?;
            let r = self.value(rhs)?;
            let bt = self.w.bool_ty();
            return self.w.op(
                if and { Op::LogicalAnd } else { Op::LogicalOr },
                bt,
                &[l, r],
            );
        }
        let l = self.value(lhs)?;
        let from = self.f.label;
        let rhs_l = self.w.b.id();
        let merge = self.w.b.id();
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        if and {
            self.w.b.branch_conditional(l, rhs_l, merge, [])?;
        } else {
            self.w.b.branch_conditional(l, merge, rhs_l, [])?;
        }
        self.f.open = false;
        self.begin(rhs_l)?;
        let r = self.value(rhs)?;
        let rhs_end = self.f.label;
        self.branch(merge)?;
        self.begin(merge)?;
        let bt = self.w.bool_ty();
        let short = self.w.const_bool(!and);
        Ok(self.w.b.phi(bt, None, [(short, from), (r, rhs_end)])?)
    }
    fn select(
        &mut self,
        cond: ExprId,
        then: ExprId,
        otherwise: ExprId,
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let cty = self.expr_ty(cond);
        if let Type::Vector { len, .. } = self.w.m.types.get(cty) {
            let c = self.value(cond)?;
            let a = self.value(then)?;
            let b = self.value(otherwise)?;
            let zero = self.w.const_splat_int(cty, 0, span)?;
            let bt = self.w.bool_like(len);
            let msb = self.w.op(Op::SLessThan, bt, &[c, zero])?;
            let t = self.w.ty(ty, Layout::Plain, span)?;
            return Ok(Val::Id(self.w.op(Op::Select, t, &[msb, a, b])?));
        }
        let mut c = self.value(cond)?;
        if self.w.m.types.get(cty) != Type::Scalar(Scalar::Bool) {
            let zero = self.w.const_splat_int(cty, 0, span)?;
            let bt = self.w.bool_ty();
            c = self.w.op(Op::INotEqual, bt, &[c, zero])?;
        }
        if self.speculatable(then, 0) && self.speculatable(otherwise, 0) {
            let a = self.value(then)?;
            let b = self.value(otherwise)?;
            let t = self.w.ty(ty, Layout::Plain, span)?;
            if let (Type::Vector { len, .. }, true) =
                (self.w.m.types.get(ty), self.w.version < (1, 4))
            {
                // Before SPIR-V 1.4 a vector OpSelect needs a condition of the same shape.
                let bt = self.w.bool_like(len);
                c = self.w.construct(bt, vec![c; len as usize])?;
            }
            return Ok(Val::Id(self.w.op(Op::Select, t, &[c, a, b])?));
        }
        let merge = self.w.b.id();
        let t_l = self.w.b.id();
        let e_l = self.w.b.id();
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        self.w.b.branch_conditional(c, t_l, e_l, [])?;
        self.f.open = false;
        self.begin(t_l)?;
        let tv = self.expr(then)?;
        let t_end = self.f.label;
        self.branch(merge)?;
        self.begin(e_l)?;
        let ev = self.expr(otherwise)?;
        let e_end = self.f.label;
        self.branch(merge)?;
        self.begin(merge)?;
        match (tv, ev) {
            (Val::None, _) | (_, Val::None) => Ok(Val::None),
            (Val::Id(a) | Val::BytePtr(a), Val::Id(b) | Val::BytePtr(b)) => {
                let t = self.w.ty(ty, Layout::Plain, span)?;
                Ok(Val::Id(self.w.b.phi(t, None, [(a, t_end), (b, e_end)])?))
            }
            (Val::Chain(a), Val::Chain(b)) if a == b => Ok(Val::Chain(a)),
            (Val::Null, Val::Null) => Ok(Val::Null),
            (a, b) => match self.w.home_phi(&a, t_end, &b, e_end)? {
                Some(v) => Ok(v),
                None if self.w.policy.logical_addressing()
                    && self
                        .w.m
                        .types
                        .pointee(ty)
                        .is_some_and(|p| p.1 == ir::AddressSpace::Generic) =>
                {
                    match self.w.mixed_phi(&a, t_end, &b, e_end)? {
                        Some(v) => Ok(v),
                        None => err(span, "choosing between these pointers is not supported on the Vulkan target"),
                    }
                }
                None if a.physical().is_some() || b.physical().is_some() => err(span, "choosing between a pointer to global memory and a pointer to private or local memory is not supported on the Vulkan target"),
                None => err(span, "choosing between pointers to private or local memory is not supported on the Vulkan target yet"),
            },
        }
    }
}

/// The pointee of a pointer type (the type itself for a non-pointer, which sema never gives).
pub(super) fn ty_pointee(m: &ir::Module, pty: TypeId) -> TypeId {
    m.types.pointee(pty).map_or(pty, |p| p.0)
}

/// Whether evaluating `e` unconditionally is safe and cheap: no side effects, no memory
/// access that could be out of bounds, no integer division. Such operands of `&&`, `||`
/// and scalar `?:` become `OpLogicalAnd`/`OpLogicalOr`/`OpSelect` instead of branches.
pub(crate) fn speculatable(
    types: &ir::TypeArena,
    func: &ir::Function,
    e: ExprId,
    depth: u32,
) -> bool {
    if depth > 4 {
        return false;
    }
    let ex = func.expr(e);
    if matches!(
        types.get(ex.ty),
        Type::Pointer { .. } | Type::Struct(_) | Type::Array { .. }
    ) {
        return false;
    }
    match &ex.kind {
        ExprKind::Literal(_) | ExprKind::Param(_) | ExprKind::Temp(_) => true,
        ExprKind::Load(p) => matches!(func.expr(*p).kind, ExprKind::LocalAddr(_)),
        ExprKind::Unary { operand, .. } => speculatable(types, func, *operand, depth + 1),
        ExprKind::Binary { op, lhs, rhs } => {
            let int_div = matches!(op, BinaryOp::Div | BinaryOp::Rem)
                && !types
                    .scalar_of(func.expr(*lhs).ty)
                    .is_some_and(|s| s.is_float());
            !int_div
                && !matches!(types.get(func.expr(*lhs).ty), Type::Pointer { .. })
                && speculatable(types, func, *lhs, depth + 1)
                && speculatable(types, func, *rhs, depth + 1)
        }
        ExprKind::Convert {
            kind: ConvertKind::Numeric { .. } | ConvertKind::Splat | ConvertKind::Bitcast,
            operand,
        } => speculatable(types, func, *operand, depth + 1),
        ExprKind::Swizzle { vector, .. } => speculatable(types, func, *vector, depth + 1),
        _ => false,
    }
}
