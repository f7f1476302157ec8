//! Unions, on both targets.
//!
//! A union's storage is a struct holding one array of "units" (its type's name is the union's):
//! `ulong[size/8]` when the union is 8-aligned, `uint[size/4]` when 4-aligned, `ushort` /
//! `uchar` below that (and on Vulkan always for unions holding packed structs), so the storage
//! has the union's size. Members are never SPIR-V members; a member access reinterprets the
//! storage:
//! - through a physical pointer (every pointer on the OpenCL target, `global`/`constant` ones on
//!   Vulkan) the member pointer is an `OpBitcast` of the union pointer (every member is at
//!   offset 0);
//! - through a Vulkan logical pointer (a private, local or argument union) it is a
//!   [`View`]: the union object plus a byte offset. Further member, element and offset steps
//!   move the offset; a load reads the units that cover each scalar of the loaded type and
//!   reassembles its bits (shifts, `OpUConvert`, `OpBitcast`); a store writes them back, with a
//!   read-modify-write of the unit when the scalar is narrower than a unit (`OpAtomicAnd` and
//!   `OpAtomicOr` on a Workgroup `uint` unit, which other work-items may be writing).
//!
//! Views also address the byte-addressed homes of private and `local` objects (`homes`): a
//! home is the same kind of storage, a struct of one `uint` array.
//!
//! Whole-union values (copies, by-value arguments, loads and stores of the union itself) are
//! ordinary values of the storage type.

use super::{err, Chain, Layout, ModuleWriter, Val, R};
use oclvk_frontend::ir::{AddressSpace, Scalar, StructId, Type, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Decoration, Op, StorageClass, Word};

/// A pointer into a union object in Vulkan logical storage, at a byte offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct View {
    /// The union object (its storage struct), or a byte-addressed home (see `homes`).
    pub chain: Chain,
    /// The width in bytes of the storage's array elements.
    pub unit: u32,
    /// Whether the view is into a home, where offset 0 is the null pointer.
    pub home: bool,
    /// Byte offset (a `uint` value) of the object pointed to, from the union's start.
    pub offset: Word,
}

impl ModuleWriter<'_> {
    /// The unit width (bytes) of a union's storage.
    /// (Remembered per union: the under-alignment test walks its members.)
    pub fn union_unit(&self, sid: StructId) -> u32 {
        if let Some(&known) = self.struct_facts.borrow().union_unit.get(&sid) {
            return known;
        }
        let def = self.m.types.struct_def(sid);
        // Views read scalars at unit boundaries: a member with under-aligned parts (a packed
        // struct) needs byte units.
        let unit = if self.policy.explicit_layout() && self.has_underaligned(def, 0) {
            1
        } else {
            [8, 4, 2, 1]
                .into_iter()
                .find(|&u| def.alignment >= u && def.size % u == 0)
                .unwrap_or(1)
        };
        self.struct_facts.borrow_mut().union_unit.insert(sid, unit);
        unit
    }

    /// Whether a record has a field (at any depth) not at a multiple of its alignment.
    fn has_underaligned(&self, def: &oclvk_frontend::ir::StructDef, depth: u32) -> bool {
        let types = &self.m.types;
        if depth > 16 {
            return true;
        }
        def.fields.iter().any(|f| {
            let mut t = f.ty;
            while let Type::Array { elem, .. } = types.get(t) {
                t = elem;
            }
            f.offset % types.align_of(f.ty).max(1) != 0
                || matches!(types.get(t), Type::Struct(inner)
                    if self.has_underaligned(types.struct_def(inner), depth + 1))
        })
    }

    /// The storage type of a union (see the module docs).
    pub fn union_storage_ty(&mut self, sid: StructId, layout: Layout, span: Span) -> R<Word> {
        let def = self.m.types.struct_def(sid);
        let name = def.name.clone().unwrap_or_else(|| "anonymous".into());
        if def.size == 0 {
            return err(span, format!("the union '{name}' is empty"));
        }
        let unit = self.union_unit(sid);
        let count = def.size / unit;
        let ut = self.scalar_ty(unit_scalar(unit), layout);
        let n = self.const_u32(count);
        let arr_id = self.b.id();
        let arr = self.b.type_array_id(Some(arr_id), ut, n);
        let sid_w = self.b.id();
        let s = self.b.type_struct_id(Some(sid_w), [arr]);
        self.b.name(s, name);
        if layout == Layout::Explicit && self.policy.explicit_layout() {
            self.b
                .decorate(arr, Decoration::ArrayStride, [Operand::LiteralBit32(unit)]);
            self.b
                .member_decorate(s, 0, Decoration::Offset, [Operand::LiteralBit32(0)]);
        }
        Ok(s)
    }

    /// A constant union from its bytes.
    pub fn union_const(&mut self, t: TypeId, sid: StructId, bytes: &[u8], span: Span) -> R<Word> {
        let ty = self.ty(t, Layout::Plain, span)?;
        let unit = self.union_unit(sid);
        let count = self.m.types.struct_def(sid).size / unit;
        let ut = self.int_ty(unit * 8);
        let mut units = Vec::new();
        for i in 0..count as usize {
            let mut v = 0u64;
            for k in 0..unit as usize {
                v |= (*bytes.get(i * unit as usize + k).unwrap_or(&0) as u64) << (8 * k);
            }
            units.push(self.const_bits(ut, unit * 8, v));
        }
        let n = self.const_u32(count);
        let arr = self.b.type_array(ut, n);
        let a = self.const_composite(arr, units);
        Ok(self.const_composite(ty, vec![a]))
    }

    /// `&u->member` for a pointer `pv` to a union; `ty` is the member pointer's IR type.
    pub fn union_member_ptr(
        &mut self,
        pv: Val,
        union_ty: TypeId,
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        match pv {
            Val::Id(p) | Val::BytePtr(p) => {
                let t = self.ty(ty, Layout::Plain, span)?;
                Ok(Val::Id(self.op(Op::Bitcast, t, &[p])?))
            }
            Val::Chain(chain) => {
                let offset = self.const_u32(0);
                let Type::Struct(sid) = self.m.types.get(union_ty) else {
                    return err(span, "internal: member of a non-union");
                };
                Ok(Val::View(View {
                    chain,
                    unit: self.union_unit(sid),
                    home: false,
                    offset,
                }))
            }
            // Every member is at offset 0.
            v @ (Val::View(_) | Val::Tagged(_)) => Ok(v),
            Val::Mixed { global, addr } => {
                let t = self.ty(ty, Layout::Plain, span)?;
                let global = self.op(Op::Bitcast, t, &[global])?;
                Ok(Val::Mixed { global, addr })
            }
            _ => err(span, "internal: member of a non-pointer"),
        }
    }

    /// Moves a view by `bytes` (a `uint` value).
    pub fn view_advance(&mut self, mut v: View, bytes: Word) -> R<Val> {
        let u = self.u32_ty();
        v.offset = self.op(Op::IAdd, u, &[v.offset, bytes])?;
        Ok(Val::View(v))
    }

    /// `index * size` as a `uint`, from an integer index of scalar type `is`.
    pub fn scaled_index(&mut self, index: Word, is: Scalar, size: u64) -> R<Word> {
        let i = self.int_resize(index, is, 32)?;
        let u = self.u32_ty();
        let s = self.const_u32(size as u32);
        self.op(Op::IMul, u, &[i, s])
    }

    /// A pointer to unit `index` of the viewed union's storage.
    fn unit_ptr(&mut self, v: &View, index: Word) -> R<(Word, Word, u32)> {
        let unit = v.unit;
        let ut = self.int_ty(unit * 8);
        let pt = self.ptr_to_word(v.chain.storage, ut);
        let mut indices = v.chain.indices.clone();
        indices.push(self.const_u32(0));
        indices.push(index);
        let p = self.b.access_chain(pt, None, v.chain.base, indices)?;
        Ok((p, ut, unit))
    }

    /// A pointer to the `uint` unit holding a view's 32-bit integer of type `t` (an atomic's
    /// operand in a home or a union).
    pub fn view_word_ptr(&mut self, v: &View, t: TypeId, span: Span) -> R<Word> {
        let types = &self.m.types;
        let t = types.value_type(t);
        let word = types.lanes(t) == Some(1)
            && types
                .scalar_of(t)
                .is_some_and(|s| s.is_integer() && s.bits() == v.unit * 8);
        if !word {
            return err(
                span,
                "this operation on a pointer into a private or local union, or into an object whose address is converted or compared, is not supported on the Vulkan target",
            );
        }
        let (index, _) = self.unit_at(v.offset, v.unit)?;
        Ok(self.unit_ptr(v, index)?.0)
    }

    /// A pointer to the unit holding a view's first byte, and that byte's bit shift in it.
    pub fn view_unit_ptr(&mut self, v: &View) -> R<(Word, Word)> {
        let (index, shift) = self.unit_at(v.offset, v.unit)?;
        Ok((self.unit_ptr(v, index)?.0, shift))
    }

    /// The unit index and the bit shift inside it of byte offset `at`.
    fn unit_at(&mut self, at: Word, unit: u32) -> R<(Word, Word)> {
        let u = self.u32_ty();
        let log = self.const_u32(unit.trailing_zeros());
        let index = self.op(Op::ShiftRightLogical, u, &[at, log])?;
        let mask = self.const_u32(unit - 1);
        let byte = self.op(Op::BitwiseAnd, u, &[at, mask])?;
        let three = self.const_u32(3);
        let shift = self.op(Op::ShiftLeftLogical, u, &[byte, three])?;
        Ok((index, shift))
    }

    /// Reads a value of IR type `t` at `v`.
    pub fn view_load(&mut self, v: &View, t: TypeId, span: Span) -> R<Word> {
        let types = &self.m.types;
        // An atomic object (read by an atomic builtin on private memory) holds its value.
        let t = types.value_type(t);
        match types.get(t) {
            Type::Scalar(s) => self.view_load_scalar(v, v.offset, s, span),
            Type::Vector { scalar, len } => {
                let parts = self.view_lanes(v, scalar, len, span)?;
                let vt = self.ty(t, Layout::Plain, span)?;
                self.construct(vt, parts)
            }
            Type::Array { elem, len } => {
                let size = types.size_of(elem);
                let mut parts = Vec::new();
                for i in 0..len {
                    let sub = self.view_at(v, i * size)?;
                    parts.push(self.view_load(&sub, elem, span)?);
                }
                let at = self.ty(t, Layout::Plain, span)?;
                self.construct(at, parts)
            }
            Type::Struct(sid) if !types.struct_def(sid).is_union => {
                let fields = types.struct_def(sid).fields.clone();
                let mut parts = Vec::new();
                for f in fields {
                    let sub = self.view_at(v, f.offset as u64)?;
                    parts.push(self.view_load(&sub, f.ty, span)?);
                }
                let st = self.ty(t, Layout::Plain, span)?;
                self.construct(st, parts)
            }
            Type::Struct(sid) => {
                // A union value is its storage: the units, read one by one.
                let unit = self.union_unit(sid);
                let count = types.struct_def(sid).size / unit;
                let us = unit_scalar(unit);
                let mut units = Vec::new();
                for k in 0..count {
                    let sub = self.view_at(v, (k * unit) as u64)?;
                    units.push(self.view_load_scalar(&sub, sub.offset, us, span)?);
                }
                let st = self.ty(t, Layout::Plain, span)?;
                let Some(arr) = self.member_type(st) else {
                    return err(span, "internal: union storage type");
                };
                let a = self.construct(arr, units)?;
                self.construct(st, vec![a])
            }
            // A private/local pointer is held as its address (see `homes`).
            Type::Pointer {
                space: AddressSpace::Private | AddressSpace::Local,
                ..
            } if self.policy.logical_addressing() => self.view_load_scalar(v, v.offset, Scalar::Uint, span),
            Type::Pointer {
                space: AddressSpace::Global | AddressSpace::Constant,
                ..
            } => {
                let bits = self.view_load_scalar(v, v.offset, Scalar::Ulong, span)?;
                let pt = self.ty(t, Layout::Plain, span)?;
                Ok(self.b.convert_u_to_ptr(pt, None, bits)?)
            }
            _ => err(
                span,
                format!(
                    "reading a '{}' out of a private or local union is not supported on the Vulkan target yet",
                    types.display(t)
                ),
            ),
        }
    }

    /// Writes `val` of IR type `t` at `v`.
    pub fn view_store(&mut self, v: &View, t: TypeId, val: Word, span: Span) -> R<()> {
        let types = &self.m.types;
        let t = types.value_type(t);
        match types.get(t) {
            Type::Scalar(s) => self.view_store_scalar(v, s, val, span),
            Type::Vector { scalar, len } => {
                let st = self.scalar_ty(scalar, Layout::Plain);
                for i in 0..len as u32 {
                    let x = self.b.composite_extract(st, None, val, [i])?;
                    let sub = self.view_at(v, (i * scalar.size()) as u64)?;
                    self.view_store_scalar(&sub, scalar, x, span)?;
                }
                Ok(())
            }
            Type::Array { elem, len } => {
                let size = types.size_of(elem);
                let et = self.ty(elem, Layout::Plain, span)?;
                for i in 0..len {
                    let x = self.b.composite_extract(et, None, val, [i as u32])?;
                    let sub = self.view_at(v, i * size)?;
                    self.view_store(&sub, elem, x, span)?;
                }
                Ok(())
            }
            Type::Struct(sid) if !types.struct_def(sid).is_union => {
                let fields = types.struct_def(sid).fields.clone();
                for (k, f) in fields.into_iter().enumerate() {
                    let ft = self.ty(f.ty, Layout::Plain, span)?;
                    let x = self.b.composite_extract(ft, None, val, [k as u32])?;
                    let sub = self.view_at(v, f.offset as u64)?;
                    self.view_store(&sub, f.ty, x, span)?;
                }
                Ok(())
            }
            Type::Struct(sid) => {
                let unit = self.union_unit(sid);
                let count = types.struct_def(sid).size / unit;
                let us = unit_scalar(unit);
                let ut = self.scalar_ty(us, Layout::Plain);
                let st = self.ty(t, Layout::Plain, span)?;
                let Some(arr) = self.member_type(st) else {
                    return err(span, "internal: union storage type");
                };
                let units = self.b.composite_extract(arr, None, val, [0])?;
                for k in 0..count {
                    let x = self.b.composite_extract(ut, None, units, [k])?;
                    let sub = self.view_at(v, (k * unit) as u64)?;
                    self.view_store_scalar(&sub, us, x, span)?;
                }
                Ok(())
            }
            Type::Pointer {
                space: AddressSpace::Private | AddressSpace::Local,
                ..
            } if self.policy.logical_addressing() => self.view_store_scalar(v, Scalar::Uint, val, span),
            Type::Pointer {
                space: AddressSpace::Global | AddressSpace::Constant,
                ..
            } => {
                let u = self.u64_ty();
                let bits = self.op(Op::ConvertPtrToU, u, &[val])?;
                self.view_store_scalar(v, Scalar::Ulong, bits, span)
            }
            _ => err(
                span,
                format!(
                    "writing a '{}' into a private or local union is not supported on the Vulkan target yet",
                    types.display(t)
                ),
            ),
        }
    }

    fn view_at(&mut self, v: &View, bytes: u64) -> R<View> {
        if bytes == 0 {
            return Ok(v.clone());
        }
        let c = self.const_u32(bytes as u32);
        match self.view_advance(v.clone(), c)? {
            Val::View(w) => Ok(w),
            _ => err(Span::default(), "internal: view"),
        }
    }

    fn view_lanes(&mut self, v: &View, s: Scalar, len: u8, span: Span) -> R<Vec<Word>> {
        let mut parts = Vec::new();
        for i in 0..len as u64 {
            let sub = self.view_at(v, i * s.size() as u64)?;
            parts.push(self.view_load_scalar(&sub, sub.offset, s, span)?);
        }
        Ok(parts)
    }

    fn view_load_scalar(&mut self, v: &View, at: Word, s: Scalar, span: Span) -> R<Word> {
        let _ = span;
        let bytes = s.size();
        let bits = bytes * 8;
        let it = self.int_ty(bits);
        let unit = v.unit;
        let raw = if bytes >= unit {
            // Whole units, little-endian.
            let mut acc = None;
            for k in 0..bytes / unit {
                let off = self.const_u32(k * unit);
                let u32t = self.u32_ty();
                let a = self.op(Op::IAdd, u32t, &[at, off])?;
                let (index, _) = self.unit_at(a, unit)?;
                let (p, ut, _) = self.unit_ptr(v, index)?;
                let x = self.b.load(ut, None, p, None, [])?;
                let x = if unit < bytes {
                    self.op(Op::UConvert, it, &[x])?
                } else {
                    x
                };
                let placed = if k == 0 {
                    x
                } else {
                    let sh = self.const_u32(k * unit * 8);
                    self.op(Op::ShiftLeftLogical, it, &[x, sh])?
                };
                acc = Some(match acc {
                    None => placed,
                    Some(a) => self.op(Op::BitwiseOr, it, &[a, placed])?,
                });
            }
            acc.ok_or_else(|| {
                super::LErr(oclvk_frontend::diag::Diagnostic::error(
                    span,
                    "internal: empty scalar",
                ))
            })?
        } else {
            let (index, shift) = self.unit_at(at, unit)?;
            let (p, ut, _) = self.unit_ptr(v, index)?;
            let x = self.b.load(ut, None, p, None, [])?;
            let x = self.op(Op::ShiftRightLogical, ut, &[x, shift])?;
            self.op(Op::UConvert, it, &[x])?
        };
        Ok(match s {
            Scalar::Bool => {
                let zero = self.const_bits(it, bits, 0);
                let bt = self.bool_ty();
                self.op(Op::INotEqual, bt, &[raw, zero])?
            }
            _ if s.is_float() => {
                let ft = self.scalar_ty(s, Layout::Plain);
                self.op(Op::Bitcast, ft, &[raw])?
            }
            _ => raw,
        })
    }

    fn view_store_scalar(&mut self, v: &View, s: Scalar, val: Word, span: Span) -> R<()> {
        let bytes = s.size();
        let bits = bytes * 8;
        let it = self.int_ty(bits);
        let raw = match s {
            Scalar::Bool => {
                let one = self.const_bits(it, bits, 1);
                let zero = self.const_bits(it, bits, 0);
                self.op(Op::Select, it, &[val, one, zero])?
            }
            _ if s.is_float() => self.op(Op::Bitcast, it, &[val])?,
            _ => val,
        };
        let unit = v.unit;
        if v.chain.storage == StorageClass::PushConstant {
            return err(span, "cannot store into a by-value kernel argument's union");
        }
        if bytes >= unit {
            for k in 0..bytes / unit {
                let off = self.const_u32(k * unit);
                let u32t = self.u32_ty();
                let a = self.op(Op::IAdd, u32t, &[v.offset, off])?;
                let (index, _) = self.unit_at(a, unit)?;
                let (p, ut, _) = self.unit_ptr(v, index)?;
                let x = if k == 0 {
                    raw
                } else {
                    let sh = self.const_u32(k * unit * 8);
                    self.op(Op::ShiftRightLogical, it, &[raw, sh])?
                };
                let x = if unit < bytes {
                    self.op(Op::UConvert, ut, &[x])?
                } else {
                    x
                };
                self.b.store(p, x, None, [])?;
            }
            return Ok(());
        }
        // Narrower than a unit: read, merge, write.
        let (index, shift) = self.unit_at(v.offset, unit)?;
        let (p, ut, _) = self.unit_ptr(v, index)?;
        let old = self.b.load(ut, None, p, None, [])?;
        let ones = self.const_bits(ut, unit * 8, (1u64 << bits) - 1);
        let mask = self.op(Op::ShiftLeftLogical, ut, &[ones, shift])?;
        let keep = self.op(Op::Not, ut, &[mask])?;
        let kept = self.op(Op::BitwiseAnd, ut, &[old, keep])?;
        let wide = self.op(Op::UConvert, ut, &[raw])?;
        let placed = self.op(Op::ShiftLeftLogical, ut, &[wide, shift])?;
        if v.chain.storage == StorageClass::Workgroup && unit >= 4 {
            if unit == 8 {
                self.cap(spirv::Capability::Int64Atomics);
            }
            // Work-items may write the other bytes of this word at the same time: clear and
            // set this scalar's bits with atomics, which leave the other bits alone.
            let scope = self.const_u32(spirv::Scope::Workgroup as u32);
            let relaxed = self.const_u32(0);
            self.b.atomic_and(ut, None, p, scope, relaxed, keep)?;
            self.b.atomic_or(ut, None, p, scope, relaxed, placed)?;
            return Ok(());
        }
        let new = self.op(Op::BitwiseOr, ut, &[kept, placed])?;
        self.b.store(p, new, None, [])?;
        Ok(())
    }
}

/// The unsigned integer scalar of a storage unit's width.
fn unit_scalar(unit: u32) -> Scalar {
    match unit {
        8 => Scalar::Ulong,
        4 => Scalar::Uint,
        2 => Scalar::Ushort,
        _ => Scalar::Uchar,
    }
}
