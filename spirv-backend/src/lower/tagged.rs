//! Generic pointers into either home, whose address space is known only at run time (Vulkan).
//!
//! A 2.0 generic pointer that may point to a private or to a `local` object
//! (`generic int *p = c ? (generic int *)&x : (generic int *)&lx;`, or a generic pointer
//! variable assigned both) cannot be resolved at compile time the way `homes` resolves every
//! other homed pointer: its value is a [`Val::Tagged`] address, the same 32-bit integer that
//! `(uintptr_t)p` gives (an offset into the module's private home, or an offset into the
//! module's `local` home with bit 31 set). Both homes are module-scope variables, so any
//! function reaches them without parameters.
//!
//! A load or store through a tagged address is a call of a small helper function, one per
//! pointee type and access: it tests the tag, reads or writes the view of the chosen home, and
//! merges. Keeping the branch inside a helper leaves the caller's block structure alone (loads
//! and stores are emitted from many places that do not track blocks), and the driver inlines
//! the helpers. The helpers are declared on first use and their bodies emitted once every
//! function is lowered ([`ModuleWriter::emit_tagged_helpers`]). An atomic through a tagged address
//! branches in place ([`FunctionWriter::tagged_branch`]), and `to_local`/`to_private` of one give a
//! view of that home that is null (offset 0) where the tag says the other home.

use super::homes::LOCAL_TAG;
use super::unions::View;
use super::{err, FunctionWriter, Layout, ModuleWriter, Val, R};
use oclvk_frontend::ir::{AddressSpace, ExprId, SimpleBuiltin, TypeId};
use oclvk_frontend::source::Span;
use spirv::{FunctionControl, Op, SelectionControl, StorageClass, Word};
use std::collections::HashMap;

/// An access through a tagged address (keyed by the pointee type), or through a mixed pointer
/// (see `mixed`; keyed by the pointer type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Access {
    /// `T load(uint address)`
    Load,
    /// `void store(uint address, T value)`
    Store,
    /// `T load(T *global, uint address)`
    MixedLoad,
    /// `void store(T *global, uint address, T value)`
    MixedStore,
}

/// The tagged-access helpers declared so far, and those whose bodies are still to be emitted.
#[derive(Default)]
pub(crate) struct TaggedHelpers {
    declared: HashMap<(Access, TypeId), Word>,
    pending: Vec<(Access, TypeId, Word, Span)>,
}

impl ModuleWriter<'_> {
    /// Reads a value of IR type `t` through the tagged address `addr`.
    pub fn tagged_load(&mut self, addr: Word, t: TypeId, span: Span) -> R<Word> {
        let helper = self.access_helper(Access::Load, t, span);
        let rt = self.ty(t, Layout::Plain, span)?;
        self.record_call(helper, span)?;
        Ok(self.b.function_call(rt, None, helper, [addr])?)
    }

    /// Writes `value` of IR type `t` through the tagged address `addr`.
    pub fn tagged_store(&mut self, addr: Word, t: TypeId, value: Word, span: Span) -> R<()> {
        let helper = self.access_helper(Access::Store, t, span);
        let void = self.b.type_void();
        self.record_call(helper, span)?;
        self.b.function_call(void, None, helper, [addr, value])?;
        Ok(())
    }

    /// The value of a two-way branch whose arms produced `results` (value, block): a phi of
    /// IR type `ty` where both arms have a value, nothing where they have none.
    pub(super) fn merge_two_results(
        &mut self,
        results: &[(Val, Word)],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        match results {
            [(Val::Id(a) | Val::BytePtr(a), from_a), (Val::Id(b) | Val::BytePtr(b), from_b)] => {
                let t = self.ty(ty, Layout::Plain, span)?;
                Ok(Val::Id(self.b.phi(
                    t,
                    None,
                    [(*a, *from_a), (*b, *from_b)],
                )?))
            }
            _ => Ok(Val::None),
        }
    }

    /// Whether a tagged address points into the `local` home (a `bool`).
    fn is_local_address(&mut self, addr: Word) -> R<Word> {
        let u = self.u32_ty();
        let tag = self.const_u32(LOCAL_TAG);
        let zero = self.const_u32(0);
        let bit = self.op(Op::BitwiseAnd, u, &[addr, tag])?;
        let bt = self.bool_ty();
        self.op(Op::INotEqual, bt, &[bit, zero])
    }

    /// The offset in the home of `storage` of a tagged address.
    fn home_offset(&mut self, addr: Word, storage: StorageClass) -> R<Word> {
        if storage != StorageClass::Workgroup {
            return Ok(addr);
        }
        let u = self.u32_ty();
        let mask = self.const_u32(!LOCAL_TAG);
        self.op(Op::BitwiseAnd, u, &[addr, mask])
    }

    /// `to_local` or `to_private` (`target`) of a tagged address: a view of that home, null
    /// (offset 0) where the tag says the other home.
    pub(crate) fn tagged_address_space(
        &mut self,
        addr: Word,
        target: AddressSpace,
        span: Span,
    ) -> R<Val> {
        let Val::View(view) = self.address_to_ptr(addr, target, span)? else {
            return err(span, "internal: a tagged pointer without both homes");
        };
        let u = self.u32_ty();
        let zero = self.const_u32(0);
        let is_local = self.is_local_address(addr)?;
        let (yes, no) = if target == AddressSpace::Local {
            (view.offset, zero)
        } else {
            (zero, view.offset)
        };
        let offset = self.op(Op::Select, u, &[is_local, yes, no])?;
        Ok(Val::View(View { offset, ..view }))
    }

    /// The SPIR-V function being built.
    fn current_function(&self) -> Option<Word> {
        self.b
            .selected_function()
            .and_then(|i| self.b.module_ref().functions.get(i))
            .and_then(|f| f.def.as_ref())
            .and_then(|d| d.result_id)
    }

    /// Notes that the function being built uses the module-scope variable `var` (for
    /// entry-point interfaces), where no [`FunctionWriter`] is at hand.
    pub fn use_var_here(&mut self, var: Word) {
        if let Some(f) = self.current_function() {
            self.fn_vars.entry(f).or_default().insert(var);
        }
    }

    /// Notes that the function being built calls `helper` (for entry-point interfaces).
    pub(crate) fn record_call(&mut self, helper: Word, span: Span) -> R<()> {
        match self.current_function() {
            Some(c) => {
                self.fn_calls.entry(c).or_default().insert(helper);
                Ok(())
            }
            None => err(span, "internal: a tagged access outside a function"),
        }
    }

    /// The helper function for `access` of type `t`, declared on first use.
    pub(crate) fn access_helper(&mut self, access: Access, t: TypeId, span: Span) -> Word {
        if let Some(&id) = self.tagged.declared.get(&(access, t)) {
            return id;
        }
        let id = self.b.id();
        self.tagged.declared.insert((access, t), id);
        self.tagged.pending.push((access, t, id, span));
        id
    }

    /// Emits the bodies of the helpers used (after every function is lowered).
    pub fn emit_tagged_helpers(&mut self) -> R<()> {
        while let Some((access, t, id, span)) = self.tagged.pending.pop() {
            match access {
                Access::Load | Access::Store => self.emit_helper(access, t, id, span)?,
                Access::MixedLoad | Access::MixedStore => {
                    self.emit_mixed_helper(access, t, id, span)?
                }
            }
        }
        Ok(())
    }

    fn emit_helper(&mut self, access: Access, t: TypeId, id: Word, span: Span) -> R<()> {
        let (Some(private), Some(local)) = (self.homes.private_var, self.homes.local_var) else {
            return err(span, "internal: a tagged pointer without both homes");
        };
        let u = self.u32_ty();
        let vt = self.ty(t, Layout::Plain, span)?;
        let void = self.b.type_void();
        let (ret, params) = match access {
            Access::Load => (vt, vec![u]),
            _ => (void, vec![u, vt]),
        };
        let fn_ty = self.b.type_function(ret, params.clone());
        self.b
            .begin_function(ret, Some(id), FunctionControl::INLINE, fn_ty)?;
        self.b.name(
            id,
            format!(
                "tagged.{}.{}",
                if access == Access::Load {
                    "load"
                } else {
                    "store"
                },
                self.m.types.display(t)
            ),
        );
        let addr = self.b.function_parameter(u)?;
        let value = match access {
            Access::Load => None,
            _ => Some(self.b.function_parameter(vt)?),
        };
        self.fn_vars.entry(id).or_default().extend([private, local]);
        self.b.begin_block(None)?;
        let is_local = self.is_local_address(addr)?;
        let (local_l, private_l, merge) = (self.b.id(), self.b.id(), self.b.id());
        self.b.selection_merge(merge, SelectionControl::NONE)?;
        self.b
            .branch_conditional(is_local, local_l, private_l, [])?;
        let mut results = Vec::new();
        for (label, base, storage) in [
            (local_l, local, StorageClass::Workgroup),
            (private_l, private, StorageClass::Private),
        ] {
            self.b.begin_block(Some(label))?;
            let offset = self.home_offset(addr, storage)?;
            let view = self.home_view(base, storage, offset);
            match value {
                None => results.push((self.view_load(&view, t, span)?, label)),
                Some(v) => self.view_store(&view, t, v, span)?,
            }
            self.b.branch(merge)?;
        }
        self.end_accessor(merge, (access == Access::Load).then_some((vt, results)))
    }

    /// Ends a generated load or store function at its `merge` block: a load returns the phi of
    /// its branches' `(value, block)` results (of SPIR-V type `vt`), a store returns nothing.
    pub(super) fn end_accessor(
        &mut self,
        merge: Word,
        loaded: Option<(Word, Vec<(Word, Word)>)>,
    ) -> R<()> {
        self.b.begin_block(Some(merge))?;
        match loaded {
            Some((vt, results)) => {
                let r = self.b.phi(vt, None, results)?;
                self.b.ret_value(r)?;
            }
            None => self.b.ret()?,
        }
        self.b.end_function()?;
        Ok(())
    }
}

impl FunctionWriter<'_, '_> {
    /// Runs `access` on the home a tagged address points into, under a branch on its tag in
    /// the function being lowered, and merges the results (of IR type `ty`, or `void`).
    pub fn tagged_branch(
        &mut self,
        addr: Word,
        ty: TypeId,
        span: Span,
        mut access: impl FnMut(&mut Self, Val) -> R<Val>,
    ) -> R<Val> {
        let (Some(private), Some(local)) = (self.w.homes.private_var, self.w.homes.local_var)
        else {
            return err(span, "internal: a tagged pointer without both homes");
        };
        let is_local = self.w.is_local_address(addr)?;
        let (local_l, private_l, merge) = (self.w.b.id(), self.w.b.id(), self.w.b.id());
        self.w.b.selection_merge(merge, SelectionControl::NONE)?;
        self.w
            .b
            .branch_conditional(is_local, local_l, private_l, [])?;
        self.f.open = false;
        let mut results = Vec::new();
        for (label, base, storage) in [
            (local_l, local, StorageClass::Workgroup),
            (private_l, private, StorageClass::Private),
        ] {
            self.begin(label)?;
            let offset = self.w.home_offset(addr, storage)?;
            let view = self.w.home_view(base, storage, offset);
            let r = access(self, Val::View(view))?;
            results.push((r, self.f.label));
            self.branch(merge)?;
        }
        self.begin(merge)?;
        self.w.merge_two_results(&results, ty, span)
    }
    /// `to_global`, `to_local`, `to_private` (2.0): the pointer where it points into that
    /// address space, else null. On Vulkan the space of every pointer but a tagged one is
    /// known at compile time; a tagged one gives a view of the asked-for home whose offset is 0
    /// (null) where the tag says the other home.
    pub fn address_space_query(
        &mut self,
        s: SimpleBuiltin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        let Some(&arg) = args.first() else {
            return err(span, "internal: an address-space query without an argument");
        };
        let from = self.expr_ty(arg);
        let v = self.expr(arg)?;
        let target = match s {
            SimpleBuiltin::ToGlobal => AddressSpace::Global,
            SimpleBuiltin::ToLocal => AddressSpace::Local,
            _ => AddressSpace::Private,
        };
        let t = self.w.ty(ty, Layout::Plain, span)?;
        if !self.w.policy.logical_addressing() {
            let Some(p) = v.physical() else {
                return err(span, "internal: a pointer expected");
            };
            let generic = match self.w.m.types.pointee(from) {
                Some((_, AddressSpace::Generic)) => p,
                _ => {
                    let (pointee, _) = self.w.m.types.pointee(from).unwrap_or((ty, target));
                    let pt = self.w.ptr_ty(StorageClass::Generic, pointee, span)?;
                    self.w.op(Op::PtrCastToGeneric, pt, &[p])?
                }
            };
            let storage = self.w.storage_class(target, span)?;
            let inst = rspirv::dr::Instruction::new(
                Op::GenericCastToPtrExplicit,
                Some(t),
                Some(self.w.b.id()),
                vec![
                    rspirv::dr::Operand::IdRef(generic),
                    rspirv::dr::Operand::StorageClass(storage),
                ],
            );
            let id = inst.result_id.unwrap_or_default();
            self.w
                .b
                .insert_into_block(rspirv::dr::InsertPoint::End, inst)?;
            return Ok(Val::Id(id));
        }
        // Where the value points, when the form tells.
        let space = match &v {
            Val::Id(_) | Val::BytePtr(_) => Some(AddressSpace::Global),
            Val::Chain(c) => Some(storage_space(c.storage)),
            Val::View(view) => Some(storage_space(view.chain.storage)),
            Val::Null => None,
            Val::Tagged(_) | Val::Mixed { .. } | Val::None | Val::BoundLocal(_) => None,
        };
        let null = |l: &mut Self| -> R<Val> {
            if target == AddressSpace::Global {
                let zero = l.w.const_u64(0);
                Ok(Val::Id(l.w.b.convert_u_to_ptr(t, None, zero)?))
            } else {
                Ok(Val::Null)
            }
        };
        match v {
            Val::Tagged(addr) if target != AddressSpace::Global => {
                self.w.tagged_address_space(addr, target, span)
            }
            Val::Mixed { global, addr } => {
                self.w.mixed_address_space(global, addr, target, t, span)
            }
            Val::Id(p) | Val::BytePtr(p) if space == Some(target) => {
                if self.w.type_of(p) == Some(t) {
                    // The same SPIR-V pointer: the value keeps its form.
                    Ok(v)
                } else {
                    Ok(Val::Id(self.w.op(Op::Bitcast, t, &[p])?))
                }
            }
            v if space == Some(target) => Ok(v),
            _ => null(self),
        }
    }
}

/// The OpenCL address space of a Vulkan logical storage class.
pub(crate) fn storage_space(storage: StorageClass) -> AddressSpace {
    match storage {
        StorageClass::Workgroup => AddressSpace::Local,
        // Function, Private and by-value arguments (PushConstant): a work-item's own memory.
        _ => AddressSpace::Private,
    }
}
