//! Generic pointers that may point to global memory or into a home, known only at run time
//! (Vulkan).
//!
//! Global pointers are 64-bit PhysicalStorageBuffer addresses and homed pointers 32-bit home
//! addresses (`homes`), so a 2.0 generic pointer that may be either
//! (`generic int *p = c ? (generic int *)&x : (generic int *)buf;`, a generic variable
//! assigned both) is the pair [`Val::Mixed`]: the home address, and the global pointer that
//! counts where the address is 0. Home addresses start at 16, so 0 never names a homed object;
//! no assumption is made about the bits of device addresses. A generic null pointer is a null
//! global pointer with address 0.
//!
//! Loads and stores go through helper functions per pointer type (`mixed.load.int *`) that
//! test the address and either access the home (itself through `tagged` where both homes
//! exist) or the global memory, like `tagged`'s; atomics branch in place
//! ([`FunctionWriter::mixed_branch`]). Arithmetic steps both parts (the address only where it is not
//! 0), pointer-integer conversion gives the address or the global address, and equality
//! compares both parts.
//!
//! In memory (and as the return value of a helper that may return either) a generic pointer
//! is 64 bits: a global address, or a home address marked with [`HOME_IN_MEMORY`]
//! ([`ModuleWriter::generic_to_memory`], [`ModuleWriter::generic_from_memory`]).

use super::tagged::Access;
use super::{err, FunctionWriter, Layout, ModuleWriter, Val, R};
use oclvk_frontend::ir::{AddressSpace, TypeId};
use oclvk_frontend::source::Span;
use spirv::{FunctionControl, Op, SelectionControl, Word};

/// The high bits that mark a home address in a generic pointer kept in memory
/// (`HOME_IN_MEMORY | address`): no global device address has its top 32 bits all set
/// (user-space and GPU virtual addresses are far below), so the two never collide.
pub const HOME_IN_MEMORY: u64 = 0xFFFF_FFFF_0000_0000;

impl ModuleWriter<'_> {
    /// A module-scope `OpUndef` of type `ty` (usable in any block, phis included).
    fn global_undef(&mut self, ty: Word) -> Word {
        let id = self.b.id();
        let inst = rspirv::dr::Instruction::new(Op::Undef, Some(ty), Some(id), vec![]);
        self.b.module_mut().types_global_values.push(inst);
        id
    }

    /// Whether a mixed pointer's address is a home address (not 0).
    fn is_homed(&mut self, addr: Word) -> R<Word> {
        let zero = self.const_u32(0);
        let bt = self.bool_ty();
        self.op(Op::INotEqual, bt, &[addr, zero])
    }

    /// A pointer of IR type `pty` as the parts of a mixed pointer: the global pointer (undefined
    /// where the address is not 0), the home offset and the tag to OR into it (constants
    /// where they can be, so a phi may merge them from any predecessor). `None` for pointers
    /// that are neither global nor homed.
    fn mixed_parts(&mut self, v: &Val, global_ty: Word) -> Option<(Word, Word, Word)> {
        let zero = self.const_u32(0);
        Some(match v {
            Val::Id(p) | Val::BytePtr(p) => (*p, zero, zero),
            Val::Mixed { global, addr } => (*global, *addr, zero),
            _ => {
                let (offset, tag) = self.address_parts(v)?;
                (self.global_undef(global_ty), offset, tag)
            }
        })
    }

    /// The merge of two generic pointers at a selection's end where one may be global and the
    /// other homed: a mixed pointer.
    pub fn mixed_phi(&mut self, a: &Val, a_from: Word, b: &Val, b_from: Word) -> R<Option<Val>> {
        let global_ty = match (a, b) {
            (Val::Id(p) | Val::BytePtr(p) | Val::Mixed { global: p, .. }, _)
            | (_, Val::Id(p) | Val::BytePtr(p) | Val::Mixed { global: p, .. }) => self.type_of(*p),
            _ => None,
        };
        let Some(global_ty) = global_ty else {
            return Ok(None);
        };
        let (Some((ga, oa, ta)), Some((gb, ob, tb))) = (
            self.mixed_parts(a, global_ty),
            self.mixed_parts(b, global_ty),
        ) else {
            return Ok(None);
        };
        let u = self.u32_ty();
        let global = self.b.phi(global_ty, None, [(ga, a_from), (gb, b_from)])?;
        let offset = self.b.phi(u, None, [(oa, a_from), (ob, b_from)])?;
        let tag = self.b.phi(u, None, [(ta, a_from), (tb, b_from)])?;
        let addr = self.tag_address(offset, tag)?;
        Ok(Some(Val::Mixed { global, addr }))
    }

    /// A pointer as a mixed pointer's parts (for variables and comparisons): a global pointer
    /// gets address 0, a homed one an undefined global pointer.
    pub fn as_mixed(&mut self, v: &Val, global_ty: Word) -> R<Option<(Word, Word)>> {
        Ok(match v {
            Val::Id(p) | Val::BytePtr(p) => Some((*p, self.const_u32(0))),
            Val::Mixed { global, addr } => Some((*global, *addr)),
            _ => self
                .home_address(v)?
                .map(|a| (self.global_undef(global_ty), a)),
        })
    }

    /// The integer value of a mixed pointer: its address, or its global address.
    pub fn mixed_to_int(&mut self, global: Word, addr: Word) -> R<Word> {
        let ul = self.u64_ty();
        let g = self.op(Op::ConvertPtrToU, ul, &[global])?;
        let a = self.op(Op::UConvert, ul, &[addr])?;
        let homed = self.is_homed(addr)?;
        self.op(Op::Select, ul, &[homed, a, g])
    }

    /// Whether a generic pointer read from memory may be a home address ([`HOME_IN_MEMORY`]):
    /// only in modules that have a home.
    pub fn generic_memory_may_hold_homes(&self) -> bool {
        self.policy.logical_addressing()
            && (self.homes.private_var.is_some() || self.homes.local_var.is_some())
    }

    /// A generic pointer as it is kept in memory, of SPIR-V type `t` (a 64-bit
    /// PhysicalStorageBuffer pointer): a global pointer as itself, a home address `a` as
    /// [`HOME_IN_MEMORY`]` | a`, null as 0. `None` for pointers that are neither.
    pub fn generic_to_memory(&mut self, v: &Val, t: Word) -> R<Option<Word>> {
        let (global, addr) = match v {
            Val::Id(p) | Val::BytePtr(p) => return Ok(Some(*p)),
            Val::Mixed { global, addr } => (Some(*global), *addr),
            _ => match self.home_address(v)? {
                Some(a) => (None, a),
                None => return Ok(None),
            },
        };
        let ul = self.u64_ty();
        let wide = self.op(Op::UConvert, ul, &[addr])?;
        let marker = self.const_u64(HOME_IN_MEMORY);
        let encoded = self.op(Op::BitwiseOr, ul, &[wide, marker])?;
        let other = match global {
            Some(g) => self.op(Op::ConvertPtrToU, ul, &[g])?,
            None => self.const_u64(0),
        };
        let homed = self.is_homed(addr)?;
        let bits = self.op(Op::Select, ul, &[homed, encoded, other])?;
        Ok(Some(self.b.convert_u_to_ptr(t, None, bits)?))
    }

    /// A generic pointer `p` read from memory (see [`Self::generic_to_memory`]): a mixed
    /// pointer whose address is the low 32 bits where the high 32 are all set, else 0.
    pub fn generic_from_memory(&mut self, p: Word) -> R<Val> {
        let (u, ul, bt) = (self.u32_ty(), self.u64_ty(), self.bool_ty());
        let bits = self.op(Op::ConvertPtrToU, ul, &[p])?;
        let shift = self.const_u32(32);
        let high = self.op(Op::ShiftRightLogical, ul, &[bits, shift])?;
        let high = self.op(Op::UConvert, u, &[high])?;
        let all_set = self.const_u32(u32::MAX);
        let homed = self.op(Op::IEqual, bt, &[high, all_set])?;
        let low = self.op(Op::UConvert, u, &[bits])?;
        let zero = self.const_u32(0);
        let addr = self.op(Op::Select, u, &[homed, low, zero])?;
        Ok(Val::Mixed { global: p, addr })
    }

    /// A pointer comparison where one side is mixed: equality compares the address and, where
    /// both addresses are 0, the global addresses; an ordering compares the integer values.
    pub fn mixed_compare(&mut self, opc: Op, a: &Val, b: &Val) -> R<Option<Word>> {
        let global_ty = match (a, b) {
            (Val::Mixed { global: p, .. } | Val::Id(p) | Val::BytePtr(p), _)
            | (_, Val::Mixed { global: p, .. } | Val::Id(p) | Val::BytePtr(p)) => self.type_of(*p),
            _ => None,
        };
        let Some(global_ty) = global_ty else {
            return Ok(None);
        };
        let (Some((ga, aa)), Some((gb, ab))) =
            (self.as_mixed(a, global_ty)?, self.as_mixed(b, global_ty)?)
        else {
            return Ok(None);
        };
        let (x, y) = (self.mixed_to_int(ga, aa)?, self.mixed_to_int(gb, ab)?);
        let bt = self.bool_ty();
        if !matches!(opc, Op::IEqual | Op::INotEqual) {
            return Ok(Some(self.op(opc, bt, &[x, y])?));
        }
        let same_addr = self.op(Op::IEqual, bt, &[aa, ab])?;
        let same_int = self.op(Op::IEqual, bt, &[x, y])?;
        let same = self.op(Op::LogicalAnd, bt, &[same_addr, same_int])?;
        if opc == Op::IEqual {
            Ok(Some(same))
        } else {
            Ok(Some(self.op(Op::LogicalNot, bt, &[same])?))
        }
    }

    /// A mixed pointer moved by `bytes` (a `uint`), its global part already stepped: the
    /// address moves only where it is not 0.
    pub fn mixed_step(&mut self, global: Word, addr: Word, bytes: Word) -> R<Val> {
        let u = self.u32_ty();
        let moved = self.op(Op::IAdd, u, &[addr, bytes])?;
        let homed = self.is_homed(addr)?;
        let addr = self.op(Op::Select, u, &[homed, moved, addr])?;
        Ok(Val::Mixed { global, addr })
    }

    /// Reads through a mixed pointer of IR type `pty`.
    pub fn mixed_load(&mut self, global: Word, addr: Word, pty: TypeId, span: Span) -> R<Word> {
        let helper = self.access_helper(Access::MixedLoad, pty, span);
        let rt = self.ty(pointee(self, pty), Layout::Plain, span)?;
        self.record_call(helper, span)?;
        Ok(self.b.function_call(rt, None, helper, [global, addr])?)
    }

    /// Writes through a mixed pointer of IR type `pty`.
    pub fn mixed_store(
        &mut self,
        global: Word,
        addr: Word,
        pty: TypeId,
        value: Word,
        span: Span,
    ) -> R<()> {
        let helper = self.access_helper(Access::MixedStore, pty, span);
        let void = self.b.type_void();
        self.record_call(helper, span)?;
        self.b
            .function_call(void, None, helper, [global, addr, value])?;
        Ok(())
    }

    /// The body of a mixed-pointer load or store helper `id` for pointer type `pty`.
    pub fn emit_mixed_helper(
        &mut self,
        access: Access,
        pty: TypeId,
        id: Word,
        span: Span,
    ) -> R<()> {
        let t = pointee(self, pty);
        let u = self.u32_ty();
        let gt = self.ty(pty, Layout::Plain, span)?;
        let vt = self.ty(t, Layout::Plain, span)?;
        let void = self.b.type_void();
        let load = access == Access::MixedLoad;
        let (ret, params) = if load {
            (vt, vec![gt, u])
        } else {
            (void, vec![gt, u, vt])
        };
        let fn_ty = self.b.type_function(ret, params);
        self.b
            .begin_function(ret, Some(id), FunctionControl::INLINE, fn_ty)?;
        let what = if load { "load" } else { "store" };
        self.b
            .name(id, format!("mixed.{what}.{}", self.m.types.display(pty)));
        let global = self.b.function_parameter(gt)?;
        self.b.decorate(global, spirv::Decoration::Aliased, []);
        let addr = self.b.function_parameter(u)?;
        let value = if load {
            None
        } else {
            Some(self.b.function_parameter(vt)?)
        };
        self.b.begin_block(None)?;
        let homed = self.is_homed(addr)?;
        let (home_l, global_l, merge) = (self.b.id(), self.b.id(), self.b.id());
        self.b.selection_merge(merge, SelectionControl::NONE)?;
        self.b.branch_conditional(homed, home_l, global_l, [])?;
        let mut results = Vec::new();
        for label in [home_l, global_l] {
            self.b.begin_block(Some(label))?;
            let pv = if label == home_l {
                self.address_to_ptr(addr, AddressSpace::Generic, span)?
            } else {
                Val::Id(global)
            };
            match value {
                None => results.push((self.load(&pv, pty, span)?, label)),
                Some(v) => self.store(&pv, pty, v, span)?,
            }
            self.b.branch(merge)?;
        }
        self.end_accessor(merge, load.then_some((vt, results)))
    }

    /// `to_global`, `to_local` or `to_private` (`target`) of a mixed pointer, whose result has
    /// SPIR-V type `t`.
    pub fn mixed_address_space(
        &mut self,
        global: Word,
        addr: Word,
        target: AddressSpace,
        t: Word,
        span: Span,
    ) -> R<Val> {
        let homed = self.is_homed(addr)?;
        if target == AddressSpace::Global {
            let zero = self.const_u64(0);
            let null = self.b.convert_u_to_ptr(t, None, zero)?;
            let g = match self.type_of(global) {
                Some(gt) if gt != t => self.op(Op::Bitcast, t, &[global])?,
                _ => global,
            };
            return Ok(Val::Id(self.op(Op::Select, t, &[homed, null, g])?));
        }
        // A homed pointer's own query, on address 0 where the pointer is global (null in
        // either home).
        let zero = self.const_u32(0);
        let u = self.u32_ty();
        let a = self.op(Op::Select, u, &[homed, addr, zero])?;
        match self.address_to_ptr(a, AddressSpace::Generic, span)? {
            Val::Tagged(a) => self.tagged_address_space(a, target, span),
            Val::View(v) if super::tagged::storage_space(v.chain.storage) == target => {
                Ok(Val::View(v))
            }
            Val::View(_) => Ok(Val::Null),
            _ => err(span, "internal: a home address without a home"),
        }
    }
}

impl FunctionWriter<'_, '_> {
    /// Runs `access` on where a mixed pointer points (the home, or global memory), under a
    /// branch in the function being lowered, and merges the results (of IR type `ty`, or
    /// `void`).
    pub fn mixed_branch(
        &mut self,
        (global, addr): (Word, Word),
        ty: TypeId,
        span: Span,
        mut access: impl FnMut(&mut Self, Val) -> R<Val>,
    ) -> R<Val> {
        let homed = self.w.is_homed(addr)?;
        let (home_l, global_l, merge) = (self.w.b.id(), self.w.b.id(), self.w.b.id());
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        self.w.b.branch_conditional(homed, home_l, global_l, [])?;
        self.f.open = false;
        let mut results = Vec::new();
        for label in [home_l, global_l] {
            self.begin(label)?;
            let pv = if label == home_l {
                self.w.address_to_ptr(addr, AddressSpace::Generic, span)?
            } else {
                Val::Id(global)
            };
            let r = access(self, pv)?;
            results.push((r, self.f.label));
            self.branch(merge)?;
        }
        self.begin(merge)?;
        self.w.merge_two_results(&results, ty, span)
    }
}

/// The pointee of a pointer type.
fn pointee(l: &ModuleWriter<'_>, pty: TypeId) -> TypeId {
    l.m.types.pointee(pty).map_or(pty, |p| p.0)
}
