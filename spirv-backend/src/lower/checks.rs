//! Run-time checks compiled in on request (Vulkan; `Options::check_bounds`,
//! `Options::loop_limit`), reported through the check buffer the runner binds
//! (`reflect::check_buffer`, whose address each kernel's entry keeps in a Private variable so
//! that every function reaches it without a parameter).
//!
//! - Bounds: global and constant memory are PhysicalStorageBuffer pointers that kernels derive,
//!   cast and store freely, so the check is on the address itself: before each load, store or
//!   atomic, `oclvk.check.global(address, bytes, location)` tests `[address, address + bytes)`
//!   against every entry of the buffer table (unrolled: the table has a fixed size per module,
//!   and a loop would spend lavapipe's loop budget) and returns the address, or, for a
//!   violation, the scratch area of the check buffer after recording the first violation
//!   (compare-exchange on a flag), so the access never leaves its buffers. `local` arguments
//!   are Workgroup arrays whose length is a specialization constant: the first index of each
//!   access is checked against it (`oclvk.check.local`), an index past the end replaced by
//!   the index of a spare element the array gets for this.
//! - Loop limit (lavapipe): when the kernel returns, a probe loop of two iterations tells
//!   whether lavapipe's loop limiter ran out during the work-item (it then ends every loop
//!   at its first back-edge), and the work-item records itself (see
//!   [`FunctionWriter::finish_checks`]).

use super::{FunctionWriter, ModuleWriter, Val, R};
use crate::policy::Policy;
use crate::reflect::{self, check_buffer, AccessKind, CheckLocation, ImplicitKind};
use oclvk_frontend::ir::{self, FunctionId, TypeId};
use oclvk_frontend::source::{SourceMap, Span};
use rspirv::dr::Operand;
use spirv::{FunctionControl, MemoryAccess, Op, SelectionControl, StorageClass, Word};
use std::collections::HashMap;

/// The checks state of one module's lowering.
#[derive(Default)]
pub(crate) struct Checks<'s> {
    pub bounds: bool,
    pub loop_limit: Option<u32>,
    /// Where location spans are resolved to lines and columns.
    pub sources: Option<&'s SourceMap>,
    /// Entries of the buffer table (see `reflect::Checks::table_entries`).
    pub table_entries: u32,
    /// Private `ulong`: the check buffer's address.
    state_var: Option<Word>,
    /// Private `uint3`: the work-item's id without the offset (set by the entry).
    item_var: Option<Word>,
    /// Private `uint`: iterations of endless loops so far (see `FunctionWriter::loop_escape`).
    spins_var: Option<Word>,
    /// Private `ulong` copies of the buffer table, (base, size) per entry: read once per
    /// work-item by the entry, so each check is arithmetic only (on lavapipe, reading the
    /// table from memory at every access made `spmv` 40 times slower).
    table_vars: Vec<(Word, Word)>,
    global_helper: Option<Word>,
    local_helper: Option<Word>,
    locations: Vec<CheckLocation>,
    /// The kernel argument the next checked access's pointer derives from, when known
    /// ([`FunctionWriter::with_access_origin`]).
    origin: Option<u32>,
    /// Per function, the value each `Let` temporary names (for [`FunctionWriter::with_access_origin`]).
    lets: HashMap<FunctionId, HashMap<ir::TempId, ir::ExprId>>,
    /// The Workgroup arrays of `local` arguments: the argument's index and its length (a
    /// specialization constant).
    pub local_args: HashMap<Word, (u32, Word)>,
}

impl<'s> Checks<'s> {
    /// The checks `options` ask for, where the target has them: they report through the check
    /// buffer, an implicit value.
    pub fn new(
        options: &crate::Options,
        policy: &Policy,
        sources: Option<&'s SourceMap>,
        m: &ir::Module,
    ) -> Self {
        let checked = policy.implicit_values();
        Checks {
            bounds: checked && options.check_bounds,
            loop_limit: options.loop_limit.filter(|_| checked),
            sources,
            table_entries: table_entries(m),
            ..Default::default()
        }
    }

    pub fn enabled(&self) -> bool {
        self.bounds || self.loop_limit.is_some()
    }
}

/// The table size a module needs: the most global/constant pointer arguments of any kernel,
/// plus one entry for each of the constant and program-global blocks the module has.
fn table_entries(m: &ir::Module) -> u32 {
    let most = m
        .kernels()
        .map(|(_, f)| {
            f.params
                .iter()
                .filter(|p| {
                    matches!(
                        m.types.get(p.ty),
                        ir::Type::Pointer {
                            space: ir::AddressSpace::Global | ir::AddressSpace::Constant,
                            ..
                        }
                    )
                })
                .count()
        })
        .max()
        .unwrap_or(0);
    let blocks = [ir::AddressSpace::Constant, ir::AddressSpace::Global]
        .iter()
        .filter(|&&space| {
            m.globals
                .iter()
                .any(|g| g.space == space && !matches!(m.types.get(g.ty), ir::Type::Sampler))
        })
        .count();
    (most + blocks) as u32
}

impl ModuleWriter<'_> {
    /// A pointer id for an access of `access` kind through `pv` (IR type `pty`), bounds-checked
    /// when checks are on: [`ModuleWriter::pointer_of`] otherwise.
    pub fn checked_pointer(
        &mut self,
        pv: &Val,
        pty: TypeId,
        access: AccessKind,
        span: Span,
    ) -> R<(Word, StorageClass, TypeId)> {
        if !self.checks.bounds {
            return self.pointer_of(pv, pty, span);
        }
        let bytes = self.access_bytes(pty);
        let checked_chain;
        let pv = match pv {
            Val::Chain(c) if !c.indices.is_empty() => {
                match self.checks.local_args.get(&c.base).copied() {
                    Some((arg, len)) => {
                        let mut c = c.clone();
                        c.indices[0] =
                            self.check_local_index(c.indices[0], len, arg, access, bytes, span)?;
                        checked_chain = Val::Chain(c);
                        &checked_chain
                    }
                    None => pv,
                }
            }
            _ => pv,
        };
        let (p, storage, pointee) = self.pointer_of(pv, pty, span)?;
        if storage != StorageClass::PhysicalStorageBuffer {
            return Ok((p, storage, pointee));
        }
        Ok((self.check_global(p, bytes, access, span)?, storage, pointee))
    }

    /// Bytes an access through a pointer of IR type `pty` touches.
    fn access_bytes(&self, pty: TypeId) -> u32 {
        let pointee = self
            .m
            .types
            .pointee(pty)
            .map(|(t, _)| self.m.types.value_type(t));
        pointee.map_or(1, |t| {
            self.m.types.size_of(t).clamp(1, u32::MAX as u64) as u32
        })
    }

    /// The physical pointer `p` (of `bytes` bytes) redirected to the scratch area where it
    /// leaves every buffer, the violation recorded; `p` itself when checks are off.
    pub fn check_global(&mut self, p: Word, bytes: u32, access: AccessKind, span: Span) -> R<Word> {
        if !self.checks.bounds {
            return Ok(p);
        }
        let Some(pt) = self.type_of(p) else {
            return super::err(span, "internal: a checked pointer without a type");
        };
        let location = self.check_location(span, access, bytes);
        let u64t = self.u64_ty();
        let addr = self.op(Op::ConvertPtrToU, u64t, &[p])?;
        let helper = *self.checks.global_helper.get_or_insert_with(|| self.b.id());
        self.record_call(helper, span)?;
        let (bytes, location) = (self.const_u32(bytes), self.const_u32(location));
        let checked = self
            .b
            .function_call(u64t, None, helper, [addr, bytes, location])?;
        Ok(self.b.convert_u_to_ptr(pt, None, checked)?)
    }

    /// `index` into the `local` argument `arg` of `len` elements, or `len`, the spare slot
    /// past the end (see [`ModuleWriter::local_array_len`]), when it is out of bounds (the
    /// violation recorded).
    fn check_local_index(
        &mut self,
        index: Word,
        len: Word,
        arg: u32,
        access: AccessKind,
        bytes: u32,
        span: Span,
    ) -> R<Word> {
        let location = self.check_location(span, access, bytes);
        let u32t = self.u32_ty();
        let index = match self.type_of(index) {
            Some(t) if t != u32t => self.op(Op::UConvert, u32t, &[index])?,
            _ => index,
        };
        let helper = *self.checks.local_helper.get_or_insert_with(|| self.b.id());
        self.record_call(helper, span)?;
        let (location, what) = (self.const_u32(location), self.const_u32(arg + 1));
        Ok(self
            .b
            .function_call(u32t, None, helper, [index, len, location, what])?)
    }

    /// The length of a `local` argument's Workgroup array of `len` elements: with bounds checks
    /// one more, the slot where out-of-bounds accesses go instead.
    pub fn local_array_len(&mut self, len: Word) -> Word {
        if !self.checks.bounds {
            return len;
        }
        let (u32t, one) = (self.u32_ty(), self.const_u32(1));
        self.spec_constant_op(u32t, Op::IAdd, &[len, one])
    }

    fn access_origin(&self, fid: FunctionId, ptr: ir::ExprId) -> Option<u32> {
        let func = self.m.function(fid);
        let is_argument = func.kernel.is_some() && !self.info.called[fid];
        match func.expr(self.access_root(fid, ptr)).kind {
            ir::ExprKind::Param(i) if is_argument => Some(i),
            _ => None,
        }
    }

    /// Whether `ptr` points into the printf buffer (the `printf-records` stage's accesses,
    /// which reserve only what fits: the buffer is in no check table).
    fn points_into_printf_buffer(&self, fid: FunctionId, ptr: ir::ExprId) -> bool {
        let func = self.m.function(fid);
        matches!(
            func.expr(self.access_root(fid, ptr)).kind,
            ir::ExprKind::Builtin {
                builtin: ir::Builtin::Simple(ir::SimpleBuiltin::PrintfBuffer),
                ..
            }
        )
    }

    /// The expression `ptr` is derived from through offsets, element and field pointers,
    /// pointer conversions and `let`s.
    fn access_root(&self, fid: FunctionId, ptr: ir::ExprId) -> ir::ExprId {
        let func = self.m.function(fid);
        let mut e = ptr;
        loop {
            match &func.expr(e).kind {
                ir::ExprKind::PtrOffset { ptr, .. } => e = *ptr,
                ir::ExprKind::ElementPtr { base, .. } | ir::ExprKind::FieldPtr { base, .. } => {
                    e = *base
                }
                ir::ExprKind::Convert { operand, .. }
                    if matches!(
                        self.m.types.get(func.expr(*operand).ty),
                        ir::Type::Pointer { .. }
                    ) =>
                {
                    e = *operand
                }
                ir::ExprKind::Let { body, .. } => e = *body,
                ir::ExprKind::Comma { rhs, .. } => e = *rhs,
                ir::ExprKind::Temp(t) => match self.checks.lets.get(&fid).and_then(|l| l.get(t)) {
                    Some(&value) => e = value,
                    None => break e,
                },
                _ => break e,
            }
        }
    }

    /// A new location id for an access at `span`.
    fn check_location(&mut self, span: Span, access: AccessKind, bytes: u32) -> u32 {
        let (file, line, column) = match self.checks.sources {
            Some(s) if span.file.index() < s.files().count() => {
                let at = s.location(span.file, span.start);
                (at.name.to_string(), at.line, at.column)
            }
            _ => (String::new(), 0, 0),
        };
        let argument = self.checks.origin;
        self.checks.locations.push(CheckLocation {
            file,
            line,
            column,
            access,
            bytes,
            argument,
        });
        self.checks.locations.len() as u32 - 1
    }

    /// A new Private variable of type `ty` named `name`.
    fn private_var(&mut self, ty: Word, name: &str) -> Word {
        let pt = self.ptr_to_word(StorageClass::Private, ty);
        let v = self.global_var(pt, StorageClass::Private, None);
        self.b.name(v, name);
        v
    }

    /// Private `uint3`: the work-item's id without the global offset.
    fn item_var(&mut self) -> Word {
        if let Some(v) = self.checks.item_var {
            return v;
        }
        let u32t = self.u32_ty();
        let v3 = self.vec_of(u32t, 3);
        let v = self.private_var(v3, "oclvk.work_item");
        self.checks.item_var = Some(v);
        v
    }

    fn state_var(&mut self) -> Word {
        if let Some(v) = self.checks.state_var {
            return v;
        }
        let u64t = self.u64_ty();
        let v = self.private_var(u64t, "oclvk.check_buffer");
        self.checks.state_var = Some(v);
        v
    }

    /// The Private copies of the buffer table (see `Checks::table_vars`).
    fn table_vars(&mut self) -> Vec<(Word, Word)> {
        if self.checks.table_vars.is_empty() {
            let u64t = self.u64_ty();
            for i in 0..self.checks.table_entries {
                let base = self.private_var(u64t, &format!("oclvk.bounds.base{i}"));
                let size = self.private_var(u64t, &format!("oclvk.bounds.size{i}"));
                self.checks.table_vars.push((base, size));
            }
        }
        self.checks.table_vars.clone()
    }

    /// The kernel's implicit values, with the check buffer when checks are on.
    pub fn kernel_implicit(&self, fid: FunctionId) -> Vec<ImplicitKind> {
        let mut implicit = self.info.implicit[fid].clone();
        if self.policy.implicit_values() && self.checks.enabled() {
            // The group base gives the work-item's id (`start_checks`).
            implicit.extend([ImplicitKind::GroupBase, ImplicitKind::CheckBuffer]);
        }
        implicit
    }

    /// The Private `uint` counting iterations of endless loops ([`FunctionWriter::loop_escape`]).
    fn spins_var(&mut self) -> Word {
        if let Some(v) = self.checks.spins_var {
            return v;
        }
        let u32t = self.u32_ty();
        let v = self.private_var(u32t, "oclvk.endless_iterations");
        self.checks.spins_var = Some(v);
        v
    }

    /// The three components of the work-item's id without the offset, read in function
    /// `in_fn`.
    fn global_invocation_id(&mut self, in_fn: Word) -> R<[Word; 3]> {
        let var = self.item_var();
        self.fn_vars.entry(in_fn).or_default().insert(var);
        let u32t = self.u32_ty();
        let v3 = self.vec_of(u32t, 3);
        let v = self.b.load(v3, None, var, None, [])?;
        let mut out = [0; 3];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.b.composite_extract(u32t, None, v, [i as u32])?;
        }
        Ok(out)
    }

    /// A physical pointer to `ty` at byte `offset` of the check buffer at `address`.
    fn check_buffer_ptr(&mut self, address: Word, offset: u64, ty: Word) -> R<Word> {
        self.uses_psb = true;
        self.cap(spirv::Capability::PhysicalStorageBufferAddresses);
        let u64t = self.u64_ty();
        let off = self.const_u64(offset);
        let at = self.op(Op::IAdd, u64t, &[address, off])?;
        let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, ty);
        Ok(self.b.convert_u_to_ptr(pt, None, at)?)
    }

    fn store_word(&mut self, address: Word, word: usize, value: Word) -> R<()> {
        let u32t = self.u32_ty();
        let p = self.check_buffer_ptr(address, word as u64 * 4, u32t)?;
        self.b.store(
            p,
            value,
            Some(MemoryAccess::ALIGNED),
            [Operand::LiteralBit32(4)],
        )?;
        Ok(())
    }

    /// Runs `record` (which writes a violation's fields) only in the first work-item to change
    /// the flag word `flag` of the check buffer from 0 to 1.
    fn record_first(
        &mut self,
        address: Word,
        flag: usize,
        record: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<Word> {
        let u32t = self.u32_ty();
        let p = self.check_buffer_ptr(address, flag as u64 * 4, u32t)?;
        let (device, relaxed) = (self.const_u32(1), self.const_u32(0));
        let (one, zero) = (self.const_u32(1), self.const_u32(0));
        let old = self.op(
            Op::AtomicCompareExchange,
            u32t,
            &[p, device, relaxed, relaxed, one, zero],
        )?;
        let bt = self.bool_ty();
        let first = self.op(Op::IEqual, bt, &[old, zero])?;
        let (write, merge) = (self.b.id(), self.b.id());
        self.b.selection_merge(merge, SelectionControl::NONE)?;
        self.b.branch_conditional(first, write, merge, [])?;
        self.b.begin_block(Some(write))?;
        record(self)?;
        self.b.branch(merge)?;
        self.b.begin_block(Some(merge))?;
        Ok(merge)
    }

    /// Records a bounds violation (`what`, location, the address or index `value` as a
    /// `ulong`) in the check buffer at `address`, in function `in_fn`; returns the label of
    /// the block it ends in.
    fn record_bounds(
        &mut self,
        in_fn: Word,
        address: Word,
        what: Word,
        location: Word,
        value: Word,
    ) -> R<Word> {
        let gid = self.global_invocation_id(in_fn)?;
        self.record_first(address, check_buffer::BOUNDS_FLAG, |l| {
            l.store_word(address, check_buffer::LOCATION, location)?;
            l.store_word(address, check_buffer::WHAT, what)?;
            let u64t = l.u64_ty();
            let p = l.check_buffer_ptr(address, check_buffer::ADDRESS as u64 * 4, u64t)?;
            l.b.store(
                p,
                value,
                Some(MemoryAccess::ALIGNED),
                [Operand::LiteralBit32(8)],
            )?;
            for (i, &g) in gid.iter().enumerate() {
                l.store_word(address, check_buffer::ITEM + i, g)?;
            }
            Ok(())
        })
    }

    /// Emits the bodies of the check helpers used (after every function is lowered).
    pub fn emit_check_helpers(&mut self) -> R<()> {
        if let Some(id) = self.checks.global_helper {
            self.emit_global_check(id)?;
        }
        if let Some(id) = self.checks.local_helper {
            self.emit_local_check(id)?;
        }
        Ok(())
    }

    /// `ulong oclvk.check.global(ulong address, uint bytes, uint location)`.
    fn emit_global_check(&mut self, id: Word) -> R<()> {
        let (u64t, u32t, bt) = (self.u64_ty(), self.u32_ty(), self.bool_ty());
        let fn_ty = self.b.type_function(u64t, [u64t, u32t, u32t]);
        self.b
            .begin_function(u64t, Some(id), FunctionControl::INLINE, fn_ty)?;
        self.b.name(id, "oclvk.check.global");
        let addr = self.b.function_parameter(u64t)?;
        let bytes = self.b.function_parameter(u32t)?;
        let location = self.b.function_parameter(u32t)?;
        let entry = self.b.id();
        self.b.begin_block(Some(entry))?;
        let state = self.state_var();
        self.fn_vars.entry(id).or_default().insert(state);
        let base_addr = self.b.load(u64t, None, state, None, [])?;
        let wide = self.op(Op::UConvert, u64t, &[bytes])?;
        let mut inside = None;
        for (base, size) in self.table_vars() {
            self.fn_vars.entry(id).or_default().extend([base, size]);
            let base = self.b.load(u64t, None, base, None, [])?;
            let size = self.b.load(u64t, None, size, None, [])?;
            // Inside when bytes <= size and address - base <= size - bytes (unsigned, so an
            // address below the base wraps to a large offset).
            let offset = self.op(Op::ISub, u64t, &[addr, base])?;
            let room = self.op(Op::ISub, u64t, &[size, wide])?;
            let fits = self.op(Op::UGreaterThanEqual, bt, &[size, wide])?;
            let within = self.op(Op::ULessThanEqual, bt, &[offset, room])?;
            let here = self.op(Op::LogicalAnd, bt, &[fits, within])?;
            inside = Some(match inside {
                None => here,
                Some(before) => self.op(Op::LogicalOr, bt, &[before, here])?,
            });
        }
        let inside = match inside {
            Some(v) => v,
            None => self.const_bool(false),
        };
        let (outside, done) = (self.b.id(), self.b.id());
        self.b.selection_merge(done, SelectionControl::NONE)?;
        self.b.branch_conditional(inside, done, outside, [])?;
        self.b.begin_block(Some(outside))?;
        let what = self.const_u32(0);
        let from = self.record_bounds(id, base_addr, what, location, addr)?;
        let scratch_at = check_buffer::scratch_offset(self.checks.table_entries);
        let scratch_off = self.const_u64(scratch_at);
        let scratch = self.op(Op::IAdd, u64t, &[base_addr, scratch_off])?;
        self.b.branch(done)?;
        self.b.begin_block(Some(done))?;
        let r = self.b.phi(u64t, None, [(addr, entry), (scratch, from)])?;
        self.b.ret_value(r)?;
        self.b.end_function()?;
        Ok(())
    }

    /// `uint oclvk.check.local(uint index, uint length, uint location, uint what)`.
    fn emit_local_check(&mut self, id: Word) -> R<()> {
        let (u64t, u32t, bt) = (self.u64_ty(), self.u32_ty(), self.bool_ty());
        let fn_ty = self.b.type_function(u32t, [u32t, u32t, u32t, u32t]);
        self.b
            .begin_function(u32t, Some(id), FunctionControl::INLINE, fn_ty)?;
        self.b.name(id, "oclvk.check.local");
        let index = self.b.function_parameter(u32t)?;
        let len = self.b.function_parameter(u32t)?;
        let location = self.b.function_parameter(u32t)?;
        let what = self.b.function_parameter(u32t)?;
        let entry = self.b.id();
        self.b.begin_block(Some(entry))?;
        let inside = self.op(Op::ULessThan, bt, &[index, len])?;
        let (outside, done) = (self.b.id(), self.b.id());
        self.b.selection_merge(done, SelectionControl::NONE)?;
        self.b.branch_conditional(inside, done, outside, [])?;
        self.b.begin_block(Some(outside))?;
        let state = self.state_var();
        self.fn_vars.entry(id).or_default().insert(state);
        let base_addr = self.b.load(u64t, None, state, None, [])?;
        let wide = self.op(Op::UConvert, u64t, &[index])?;
        let from = self.record_bounds(id, base_addr, what, location, wide)?;
        self.b.branch(done)?;
        self.b.begin_block(Some(done))?;
        let r = self.b.phi(u32t, None, [(index, entry), (len, from)])?;
        self.b.ret_value(r)?;
        self.b.end_function()?;
        Ok(())
    }

    /// The module's checks for the reflection, when any are on.
    pub fn checks_reflection(&mut self) -> Option<reflect::Checks> {
        if !self.policy.implicit_values() || !self.checks.enabled() {
            return None;
        }
        let locations = std::mem::take(&mut self.checks.locations);
        let scratch_bytes = locations.iter().map(|l| l.bytes).max().unwrap_or(0);
        Some(reflect::Checks {
            bounds: self.checks.bounds,
            loop_limit: self.checks.loop_limit,
            table_entries: self.checks.table_entries,
            scratch_bytes,
            locations,
        })
    }
}

impl FunctionWriter<'_, '_> {
    /// Runs `access`, the lowering of an access through the pointer expression `ptr` of this
    /// function, with the kernel argument that pointer derives from noted for its bounds check:
    /// a parameter of a kernel no function calls (so that the parameter is the argument),
    /// stepped by offsets, element and member steps and pointer casts. The report then
    /// measures a far access from the buffer it was meant for rather than from whichever
    /// buffer lies nearest.
    pub fn with_access_origin<T>(
        &mut self,
        ptr: ir::ExprId,
        access: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        let fid = self.f.fid;
        if !self.w.checks.bounds {
            return access(self);
        }
        if !self.w.checks.lets.contains_key(&fid) {
            let lets = (self.w.m.function(fid).exprs.iter())
                .filter_map(|x| match x.kind {
                    ir::ExprKind::Let { temp, value, .. } => Some((temp, value)),
                    _ => None,
                })
                .collect();
            self.w.checks.lets.insert(fid, lets);
        }
        if self.w.points_into_printf_buffer(fid, ptr) {
            let bounds = std::mem::replace(&mut self.w.checks.bounds, false);
            let r = access(self);
            self.w.checks.bounds = bounds;
            return r;
        }
        self.w.checks.origin = self.w.access_origin(fid, ptr);
        let r = access(self);
        self.w.checks.origin = None;
        r
    }

    /// In a kernel's entry: keeps the check buffer's address `address` for every function and
    /// copies the buffer table.
    pub fn start_checks(&mut self, address: Word, span: Span) -> R<()> {
        let state = self.w.state_var();
        self.use_var(state);
        self.w.b.store(state, address, None, [])?;
        // The work-item's id without the offset, for violation records: a launch may run as
        // several dispatches, so it is not the dispatch's GlobalInvocationId.
        let item = self.unoffset_global_id_vec(span)?;
        let item_var = self.w.item_var();
        self.use_var(item_var);
        self.w.b.store(item_var, item, None, [])?;
        if self.w.checks.loop_limit.is_some() {
            let spins = self.w.spins_var();
            self.use_var(spins);
            let zero = self.w.const_u32(0);
            self.w.b.store(spins, zero, None, [])?;
        }
        if self.w.checks.bounds {
            let u64t = self.w.u64_ty();
            for (i, (base, size)) in self.w.table_vars().into_iter().enumerate() {
                let entry_at = (check_buffer::TABLE + check_buffer::ENTRY_WORDS * i) as u64 * 4;
                for (var, offset) in [(base, 0), (size, 8)] {
                    let p = self.w.check_buffer_ptr(address, entry_at + offset, u64t)?;
                    let v = self.w.b.load(
                        u64t,
                        None,
                        p,
                        Some(MemoryAccess::ALIGNED),
                        [Operand::LiteralBit32(8)],
                    )?;
                    self.use_var(var);
                    self.w.b.store(var, v, None, [])?;
                }
            }
        }
        Ok(())
    }
    /// With the loop-limit check, the condition of the exit a loop whose own condition never
    /// ends it (`while (1) {}`) gets, evaluated in its continue block: the work-item's count
    /// of such iterations, kept in a Private variable, is below `u32::MAX`, true at run time
    /// but not to a compiler. Mesa deletes the code after a loop that cannot exit (the entry's
    /// check with it) and removes a loop without effects (an empty spin, which its limiter then
    /// never sees); the count, read by the entry's check, keeps both.
    pub fn loop_escape(&mut self) -> R<Option<Word>> {
        if self.w.checks.loop_limit.is_none() {
            return Ok(None);
        }
        let spins = self.w.spins_var();
        self.use_var(spins);
        let u32t = self.w.u32_ty();
        let n = self.w.b.load(u32t, None, spins, None, [])?;
        let one = self.w.const_u32(1);
        let n = self.w.op(Op::IAdd, u32t, &[n, one])?;
        self.w.b.store(spins, n, None, [])?;
        let (bt, most) = (self.w.bool_ty(), self.w.const_u32(u32::MAX));
        Ok(Some(self.w.op(Op::INotEqual, bt, &[n, most])?))
    }
    /// In a kernel's entry, after the kernel returned: records the work-item when lavapipe's
    /// loop limiter ran out during it. The limiter counts a work-item's loop iterations in
    /// total (per SIMD vector, over every loop that survives Mesa's unrolling) and, once it
    /// has run out, ends every loop at its first back-edge; so the probe is a loop of two
    /// iterations, with a bound the compiler cannot see, that ran only one. Counting
    /// iterations in the kernel instead would also count the loops Mesa unrolls, which the
    /// limiter does not (SGEMM-4096 would be refused), and testing how each loop ended is
    /// folded away by the compiler, which sees only the loop's own exits.
    pub fn finish_checks(&mut self) -> R<()> {
        if self.w.checks.loop_limit.is_none() {
            return Ok(());
        }
        let state = self.w.state_var();
        self.use_var(state);
        let (u32t, bt) = (self.w.u32_ty(), self.w.bool_ty());
        let spins = self.w.spins_var();
        self.use_var(spins);
        let n = self.w.b.load(u32t, None, spins, None, [])?;
        let most = self.w.const_u32(u32::MAX);
        // True at run time; `n` keeps endless loops alive (see `loop_escape`).
        let on = self.w.op(Op::INotEqual, bt, &[n, most])?;
        let (two, three) = (self.w.const_u32(2), self.w.const_u32(3));
        let bound = self.w.b.select(u32t, None, on, two, three)?;
        let zero = self.w.const_u32(0);
        let pre = self.f.label;
        let (header, body, cont, merge, next) = (
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
            self.w.b.id(),
        );
        self.branch(header)?;
        self.begin(header)?;
        let i = self.w.b.phi(u32t, None, [(zero, pre), (next, cont)])?;
        let more = self.w.op(Op::ULessThan, bt, &[i, bound])?;
        self.w
            .b
            .loop_merge(merge, cont, spirv::LoopControl::DONT_UNROLL, [])?;
        self.w.b.branch_conditional(more, body, merge, [])?;
        self.begin(body)?;
        self.branch(cont)?;
        self.begin(cont)?;
        let one = self.w.const_u32(1);
        self.w.b.i_add(u32t, Some(next), i, one)?;
        self.branch(header)?;
        self.begin(merge)?;
        let cut = self.w.op(Op::INotEqual, bt, &[i, bound])?;
        let (record, done) = (self.w.b.id(), self.w.b.id());
        self.w.b.selection_merge(done, SelectionControl::NONE)?;
        self.w.b.branch_conditional(cut, record, done, [])?;
        self.begin(record)?;
        let u64t = self.w.u64_ty();
        let address = self.w.b.load(u64t, None, state, None, [])?;
        let gid = self.w.global_invocation_id(self.f.spirv_fn)?;
        self.w.record_first(address, check_buffer::LOOP_FLAG, |l| {
            for (i, &g) in gid.iter().enumerate() {
                l.store_word(address, check_buffer::LOOP_ITEM + i, g)?;
            }
            Ok(())
        })?;
        self.w.b.branch(done)?;
        self.begin(done)
    }
}
