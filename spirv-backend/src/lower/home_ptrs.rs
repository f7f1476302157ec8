//! Pointers into the byte-addressed homes during lowering (Vulkan): declaring the homes, the
//! views that address homed objects, and the 32-bit *address* of a homed pointer — what
//! `(uintptr_t)p` gives, what a helper returns for a private/local pointer and what a struct
//! member or array element holding one stores. Which objects live in homes, and where, is
//! decided beforehand by `homes`.

use super::homes::{FIRST_OFFSET, HOME_UNIT, LOCAL_TAG};
use super::unions::View;
use super::{err, Chain, FunctionWriter, LocalSlot, ModuleWriter, Val, WalkShape, R};
use oclvk_frontend::ir::{self, AddressSpace, GlobalId, LocalId, Scalar, TypeId};
use oclvk_frontend::source::Span;
use spirv::{Op, StorageClass, Word};

impl ModuleWriter<'_> {
    /// The type of a home of `bytes` bytes: `struct { uint words[N]; }` (its own struct type,
    /// so that a specialization's base-pointer type names it).
    pub fn home_ty(&mut self, bytes: u32, name: &str) -> Word {
        let n = self.const_u32(bytes.div_ceil(HOME_UNIT).max(1));
        self.home_ty_of_len(n, HOME_UNIT, name)
    }

    /// A home type of `words` (a constant or specialization constant) words of `unit` bytes.
    fn home_ty_of_len(&mut self, words: Word, unit: u32, name: &str) -> Word {
        let u = self.int_ty(unit * 8);
        let arr = self.b.type_array(u, words);
        let sid = self.b.id();
        let s = self.b.type_struct_id(Some(sid), [arr]);
        self.b.name(s, name);
        s
    }

    /// A view of the home `base` (the private or the `local` home) at the byte offset `offset`.
    pub fn home_view(&self, base: Word, storage: StorageClass, offset: Word) -> View {
        View {
            chain: Chain {
                base,
                storage,
                indices: Vec::new(),
            },
            unit: if storage == StorageClass::Workgroup {
                self.homes.local_unit
            } else {
                HOME_UNIT
            },
            home: true,
            offset,
        }
    }

    /// Declares the module's homes (before functions are lowered): the private home, a
    /// Private-storage variable every function reaches (each work-item has its own), and the
    /// `local` home, a Workgroup variable.
    pub fn declare_homes(&mut self) {
        if self.homes.private_size != 0 {
            let t = self.home_ty(self.homes.private_size, "private.home");
            let pt = self.b.type_pointer(None, StorageClass::Private, t);
            let var = self.global_var(pt, StorageClass::Private, None);
            self.b.name(var, "private.home");
            self.value_types.insert(var, pt);
            self.homes.private_var = Some(var);
        }
        if self.homes.local_size != 0 {
            let words = self.local_home_words();
            let unit = self.homes.local_unit;
            let t = self.home_ty_of_len(words, unit, "local.home");
            let pt = self.b.type_pointer(None, StorageClass::Workgroup, t);
            let var = self.global_var(pt, StorageClass::Workgroup, None);
            self.b.name(var, "local.home");
            self.value_types.insert(var, pt);
            self.homes.local_var = Some(var);
        }
    }

    /// The `local` home's length in words: its fixed-size objects, then each kernel's homed
    /// `local` argument arrays, whose sizes are specialization constants (so the length is a
    /// specialization-constant expression: the largest of the kernels' ends). Records each
    /// argument's offset.
    fn local_home_words(&mut self) -> Word {
        const ARG_ALIGN: u32 = 16;
        let unit = self.homes.local_unit;
        if self.homes.local_args.is_empty() {
            return self.const_u32(self.homes.local_size.div_ceil(unit).max(1));
        }
        let fixed = self.homes.local_size.div_ceil(ARG_ALIGN) * ARG_ALIGN;
        let args: Vec<(ir::FunctionId, u32)> = self.homes.local_args.iter().copied().collect();
        let u = self.u32_ty();
        let mut end = self.const_u32(fixed.max(FIRST_OFFSET));
        let mut kernel_end = end;
        let mut current = None;
        for (fid, k) in args {
            if current != Some(fid) {
                current = Some(fid);
                kernel_end = self.const_u32(fixed.max(FIRST_OFFSET));
            }
            let (declared_m, func) = self.declared_kernel(fid);
            let implicit = self.info.implicit[fid].clone();
            let Ok(abi) = crate::abi::layout_kernel(declared_m, func, &implicit) else {
                continue;
            };
            let Some(crate::abi::Slot::Local(spec_id)) = abi.slots.get(k as usize).copied() else {
                continue;
            };
            let (elem, align) = func
                .params
                .get(k as usize)
                .and_then(|p| declared_m.types.pointee(p.ty))
                .map_or((1, 1), |(t, _)| {
                    let types = &declared_m.types;
                    (types.size_of(t).max(1) as u32, types.align_of(t))
                });
            if align > ARG_ALIGN {
                let pad = self.const_u32(align - 1);
                let padded = self.spec_constant_op(u, Op::IAdd, &[kernel_end, pad]);
                let mask = self.const_u32(!(align - 1));
                kernel_end = self.spec_constant_op(u, Op::BitwiseAnd, &[padded, mask]);
            }
            let len = self.local_arg_len(spec_id);
            let size = self.const_u32(elem);
            let bytes = self.spec_constant_op(u, Op::IMul, &[len, size]);
            let pad = self.const_u32(ARG_ALIGN - 1);
            let padded = self.spec_constant_op(u, Op::IAdd, &[bytes, pad]);
            let mask = self.const_u32(!(ARG_ALIGN - 1));
            let rounded = self.spec_constant_op(u, Op::BitwiseAnd, &[padded, mask]);
            self.homes.local_arg_offsets.insert((fid, k), kernel_end);
            kernel_end = self.spec_constant_op(u, Op::IAdd, &[kernel_end, rounded]);
            let bt = self.bool_ty();
            let longer = self.spec_constant_op(bt, Op::UGreaterThan, &[kernel_end, end]);
            end = self.spec_constant_op(u, Op::Select, &[longer, kernel_end, end]);
        }
        let log_unit = self.const_u32(unit.trailing_zeros());
        self.spec_constant_op(u, Op::ShiftRightLogical, &[end, log_unit])
    }

    /// Whether values of IR type `t` are pointers held as home addresses in memory: private
    /// and `local` pointers on Vulkan.
    pub fn holds_address(&self, t: TypeId) -> bool {
        self.policy.logical_addressing()
            && matches!(
                self.m.types.pointee(t),
                Some((_, AddressSpace::Private | AddressSpace::Local))
            )
    }

    /// The address of a homed pointer (see the module doc): the offset in the private home, or
    /// the offset in the `local` home with [`LOCAL_TAG`] set; null is 0. `None` for any other
    /// pointer.
    pub fn home_address(&mut self, v: &Val) -> R<Option<Word>> {
        Ok(Some(match v {
            Val::View(view) if view.home && view.chain.storage == StorageClass::Workgroup => {
                let tag = self.const_u32(LOCAL_TAG);
                self.tag_address(view.offset, tag)?
            }
            Val::View(view) if view.home => view.offset,
            Val::Tagged(a) => *a,
            Val::Null => self.const_u32(0),
            _ => return Ok(None),
        }))
    }

    /// The address of the byte offset `offset` in the home whose tag is `tag`: the tagged
    /// offset, except that offset 0 (null in either home) is address 0.
    pub(crate) fn tag_address(&mut self, offset: Word, tag: Word) -> R<Word> {
        let u = self.u32_ty();
        let tagged = self.op(Op::BitwiseOr, u, &[offset, tag])?;
        let zero = self.const_u32(0);
        let bt = self.bool_ty();
        let null = self.op(Op::IEqual, bt, &[offset, zero])?;
        self.op(Op::Select, u, &[null, zero, tagged])
    }

    /// The pointer to `space` memory at the address `addr`: a view into the private or the
    /// `local` home, or for a generic pointer a [`Val::Tagged`] address when the module has
    /// both homes.
    pub fn address_to_ptr(&mut self, addr: Word, space: AddressSpace, span: Span) -> R<Val> {
        let (private, local) = (self.homes.private_var, self.homes.local_var);
        let home = match (space, private, local) {
            (AddressSpace::Generic, Some(p), Some(l)) => {
                self.use_var_here(p);
                self.use_var_here(l);
                return Ok(Val::Tagged(addr));
            }
            (AddressSpace::Private | AddressSpace::Generic, Some(p), _) => {
                (p, StorageClass::Private)
            }
            (AddressSpace::Local | AddressSpace::Generic, _, Some(l)) => {
                (l, StorageClass::Workgroup)
            }
            (AddressSpace::Local, _, None) => return err(span, "an integer converted to a pointer to local memory must come from a pointer to a local variable of the kernel on the Vulkan target"),
            _ => return err(span, "an integer converted to a pointer to private memory must come from a pointer to a private variable on the Vulkan target"),
        };
        self.use_var_here(home.0);
        let offset = if home.1 == StorageClass::Workgroup {
            let u = self.u32_ty();
            let mask = self.const_u32(!LOCAL_TAG);
            self.op(Op::BitwiseAnd, u, &[addr, mask])?
        } else {
            addr
        };
        Ok(Val::View(self.home_view(home.0, home.1, offset)))
    }

    /// A pointer converted to an integer of IR type `to`: a homed pointer's address.
    pub fn home_ptr_to_int(&mut self, v: &Val, to: TypeId, span: Span) -> R<Val> {
        if let Val::Mixed { global, addr } = v {
            let i = self.mixed_to_int(*global, *addr)?;
            let ts = self.m.types.scalar_of(to).unwrap_or(Scalar::Ulong);
            return Ok(Val::Id(self.int_resize(i, Scalar::Ulong, ts.bits())?));
        }
        let Some(raw) = self.home_address(v)? else {
            return err(span, "converting a pointer to private or local memory to an integer is not supported on the Vulkan target for this object (an object with packed members or holding images, samplers, events or generic pointers)");
        };
        let ts = self.m.types.scalar_of(to).unwrap_or(Scalar::Ulong);
        let r = self.int_resize(raw, Scalar::Uint, ts.bits())?;
        Ok(Val::Id(r))
    }

    /// An integer converted to a private, local or generic pointer: an address in the homes.
    pub fn home_int_to_ptr(
        &mut self,
        v: Word,
        from: TypeId,
        space: AddressSpace,
        span: Span,
    ) -> R<Val> {
        let fs = self.m.types.scalar_of(from).unwrap_or(Scalar::Ulong);
        let addr = self.int_resize(v, fs, 32)?;
        self.address_to_ptr(addr, space, span)
    }

    /// Comparison of homed pointers (or with null), as `op` on byte offsets within one home,
    /// else on addresses.
    pub fn home_compare(&mut self, opc: Op, a: &Val, b: &Val) -> R<Option<Word>> {
        let Some((x, y)) = self.home_offsets(a, b)? else {
            return Ok(None);
        };
        let bt = self.bool_ty();
        Ok(Some(self.op(opc, bt, &[x, y])?))
    }

    /// Two homed pointers as integers to compare or subtract: byte offsets when both are in
    /// one home (null is offset 0 in any home), else their addresses.
    fn home_offsets(&mut self, a: &Val, b: &Val) -> R<Option<(Word, Word)>> {
        Ok(match (a, b) {
            (Val::View(x), Val::View(y)) if same_home(x, y) => Some((x.offset, y.offset)),
            (Val::View(x), Val::Null) if x.home => Some((x.offset, self.const_u32(0))),
            (Val::Null, Val::View(y)) if y.home => Some((self.const_u32(0), y.offset)),
            _ => match (self.home_address(a)?, self.home_address(b)?) {
                (Some(x), Some(y)) => Some((x, y)),
                _ => None,
            },
        })
    }

    /// `a - b` in elements of `elem_size` bytes, as a `long`.
    pub fn home_diff(&mut self, a: &Val, b: &Val, elem_size: u64) -> R<Option<Word>> {
        let Some((x, y)) = self.home_offsets(a, b)? else {
            return Ok(None);
        };
        let u = self.u32_ty();
        let d = self.op(Op::ISub, u, &[x, y])?;
        let s = self.const_u32(elem_size.max(1) as u32);
        let q = self.op(Op::SDiv, u, &[d, s])?;
        Ok(Some(self.int_resize(q, Scalar::Int, 64)?))
    }

    /// The merge of two homed pointers (or a homed pointer and null) at a selection's end: a
    /// view when both are in one home, else a [`Val::Tagged`] address.
    pub fn home_phi(&mut self, a: &Val, a_from: Word, b: &Val, b_from: Word) -> R<Option<Val>> {
        let view = match (a, b) {
            (Val::View(x), Val::View(y)) if same_home(x, y) => Some(x.clone()),
            (Val::View(x), Val::Null) if x.home => Some(x.clone()),
            (Val::Null, Val::View(y)) if y.home => Some(y.clone()),
            _ => None,
        };
        let u = self.u32_ty();
        if let Some(view) = view {
            let Some((x, y)) = self.home_offsets(a, b)? else {
                return Ok(None);
            };
            let offset = self.b.phi(u, None, [(x, a_from), (y, b_from)])?;
            return Ok(Some(Val::View(View { offset, ..view })));
        }
        // Address = offset | tag, merged as two phis of values the predecessors already have.
        let (Some((x, x_tag)), Some((y, y_tag))) = (self.address_parts(a), self.address_parts(b))
        else {
            return Ok(None);
        };
        let offset = self.b.phi(u, None, [(x, a_from), (y, b_from)])?;
        let tag = self.b.phi(u, None, [(x_tag, a_from), (y_tag, b_from)])?;
        let addr = self.tag_address(offset, tag)?;
        Ok(Some(Val::Tagged(addr)))
    }

    /// A homed pointer's address as an offset or address and the tag to OR into it
    /// (constants both where they can be).
    pub(crate) fn address_parts(&mut self, v: &Val) -> Option<(Word, Word)> {
        let zero = self.const_u32(0);
        Some(match v {
            Val::View(view) if view.home && view.chain.storage == StorageClass::Workgroup => {
                (view.offset, self.const_u32(LOCAL_TAG))
            }
            Val::View(view) if view.home => (view.offset, zero),
            Val::Tagged(a) => (*a, zero),
            Val::Null => (zero, zero),
            _ => return None,
        })
    }
}

impl FunctionWriter<'_, '_> {
    /// The address of a homed private local of the function being lowered.
    pub fn private_home_addr(&mut self, l: LocalId) -> Option<View> {
        let at = *self.w.homes.private.get(self.f.fid)?.get(&l)?;
        let var = self.w.homes.private_var?;
        self.use_var(var);
        let offset = self.w.const_u32(at);
        Some(self.w.home_view(var, StorageClass::Private, offset))
    }
    /// The address of a homed kernel-scope `local` variable.
    pub fn local_home_addr(&mut self, g: GlobalId) -> Option<Val> {
        let (&at, var) = (self.w.homes.local.get(&g)?, self.w.homes.local_var?);
        self.use_var(var);
        let offset = self.w.const_u32(at);
        Some(Val::View(self.w.home_view(
            var,
            StorageClass::Workgroup,
            offset,
        )))
    }
    /// Writes a view (or null) into a pointer variable assigned repeatedly
    /// ([`LocalSlot::Walk`]): the variable holds the byte offset, over the object of its first
    /// view. Returns whether `v` was such a value.
    pub fn write_walk_view(&mut self, l: LocalId, v: &Val, span: Span) -> R<bool> {
        let Some(LocalSlot::Walk { var, name, shape }) = self.f.locals.get(l).cloned() else {
            return Ok(false);
        };
        if self.w.homes.tagged_vars.contains(&(self.f.fid, l)) {
            let Some(addr) = self.w.home_address(v)? else {
                return err(span, format!("the generic pointer variable '{name}' is assigned a pointer to global or constant memory as well as pointers to private or local memory, which the Vulkan target does not support"));
            };
            self.w.b.store(var, addr, None, [])?;
            return Ok(true);
        }
        let (chain, unit_home, offset) = match (v, &shape) {
            (Val::View(x), _) => (x.chain.clone(), (x.unit, x.home), x.offset),
            // Null into the view's home: offset 0.
            (Val::Null, Some(s)) if s.view.is_some_and(|(_, home)| home) => {
                let chain = Chain {
                    base: s.base,
                    storage: s.storage,
                    indices: s.prefix.clone(),
                };
                let zero = self.w.const_u32(0);
                (chain, s.view.unwrap_or_default(), zero)
            }
            // Null before the first homed pointer: offset 0 in whatever home comes next.
            (Val::Null, None) if self.w.homes.ptr_vars.contains(&(self.f.fid, l)) => {
                let zero = self.w.const_u32(0);
                self.w.b.store(var, zero, None, [])?;
                return Ok(true);
            }
            _ => return Ok(false),
        };
        match &shape {
            None => {
                let s = WalkShape {
                    base: chain.base,
                    storage: chain.storage,
                    prefix: chain.indices,
                    indexed: true,
                    view: Some(unit_home),
                };
                self.f.locals[l] = LocalSlot::Walk {
                    var,
                    name,
                    shape: Some(s),
                };
            }
            Some(s)
                if s.base == chain.base
                    && s.storage == chain.storage
                    && s.prefix == chain.indices
                    && s.view == Some(unit_home) => {}
            Some(_) => {
                return err(span, format!("the pointer variable '{name}' is assigned pointers into different objects, which is not supported on the Vulkan target yet"));
            }
        }
        self.w.b.store(var, offset, None, [])?;
        Ok(true)
    }
    /// A null argument for a parameter that receives homed pointers: offset 0 in the home of
    /// the parameter's address space (the private one first for a generic one).
    pub fn home_null_arg(&mut self, space: AddressSpace) -> Option<Val> {
        let (base, storage) = match (space, self.w.homes.private_var, self.w.homes.local_var) {
            (AddressSpace::Private | AddressSpace::Generic, Some(p), _) => {
                (p, StorageClass::Private)
            }
            (AddressSpace::Local | AddressSpace::Generic, _, Some(l)) => {
                (l, StorageClass::Workgroup)
            }
            _ => return None,
        };
        self.use_var(base);
        let zero = self.w.const_u32(0);
        Some(Val::View(self.w.home_view(base, storage, zero)))
    }
}

/// Whether two views are into the same home object (same base and path).
fn same_home(x: &View, y: &View) -> bool {
    x.home && y.home && x.chain == y.chain
}
