//! Packed and under-aligned structs in Vulkan buffer memory (PhysicalStorageBuffer and push
//! constants).
//!
//! Vulkan's explicit layouts need every member at a multiple of its natural alignment, which
//! `__attribute__((packed))` (and a struct aligned below its members' alignment) breaks. Such a
//! "byte record" (see [`ModuleWriter::is_byte_record`]; a struct holding one is one too) is stored as
//! a struct of one `uchar[size]` array (ArrayStride 1; the 8-bit storage capabilities every
//! target device offers), so the OpenCL C layout — clang's — is kept to the byte:
//! - a whole-record load or store is one `OpLoad`/`OpStore` of that byte array, converted to and
//!   from the plain struct value by assembling each scalar from its bytes (`memrepr`);
//! - a member, element or offset step from a pointer to a byte record (or from such a step) is
//!   address arithmetic, and the resulting pointer value says it is byte-addressed
//!   ([`Val::BytePtr`], decided here once, where the pointer is made): loads through it read
//!   the bytes one by one and assemble the value, stores write them one by one (byte stores: no
//!   read-modify-write of neighbouring members). The form travels with the value (temporaries,
//!   bound pointer variables, casts that keep the SPIR-V type, further steps), not with the
//!   SPIR-V id.
//!
//! A multi-byte member written this way is not written atomically (nor is it by clang's code
//! for packed members on targets without unaligned accesses), and a member address whose value
//! is not carried (passed to a function, stored to and read from memory, merged by `?:`, cast
//! to another pointee type, given to `vload_half` or an atomic) is an ordinary, possibly
//! misaligned pointer, as in C (clang warns about taking such addresses).

use super::{err, Layout, ModuleWriter, Val, R};
use crate::reflect::AccessKind;
use oclvk_frontend::ir::{Scalar, StructId, Type, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Decoration, MemoryAccess, Op, StorageClass, Word};
use std::collections::HashMap;

/// What [`ModuleWriter::is_byte_record`], the natural alignment of a struct's members and a union's
/// unit came to, per struct.
#[derive(Default)]
pub(crate) struct StructFacts {
    byte_record: HashMap<StructId, bool>,
    natural_align: HashMap<StructId, u32>,
    depth: HashMap<StructId, u32>,
    /// The storage unit of each union (`ModuleWriter::union_unit`), decided once per union
    /// type: a view (`unions::View`) carries it from where it is made, and the storage type
    /// and whole-union conversions ask for it here.
    pub(super) union_unit: HashMap<StructId, u32>,
}

/// Where the bytes of a value come from.
#[derive(Clone, Copy)]
pub(crate) enum ByteSource {
    /// A PhysicalStorageBuffer `uchar *` (ArrayStride 1).
    Memory(Word),
    /// A value of a byte record's storage type (a struct of one `uchar` array).
    Value(Word),
}

impl ModuleWriter<'_> {
    /// The alignment a type's members need in a Vulkan explicit layout: a scalar's or vector's
    /// own, an array's element's, the largest of a struct's members (whatever `packed` made of
    /// the struct's own), a union's storage unit.
    fn natural_align(&self, t: TypeId) -> u32 {
        let types = &self.m.types;
        match types.get(t) {
            Type::Array { elem, .. } => self.natural_align(elem),
            Type::Struct(sid) if types.struct_def(sid).is_union => self.union_unit(sid),
            Type::Struct(sid) => self.natural_align_of_struct(sid),
            _ => types.align_of(t).max(1),
        }
    }

    /// Whether a struct cannot be laid out with Offset decorations at natural alignment on
    /// Vulkan: a member off its natural alignment, the struct aligned below its members (so an
    /// element of an array of it, or the struct in a packed one, may be), or a member (through
    /// arrays) that is itself such a struct.
    /// (Remembered per struct: both questions recurse through nested structs, and asking them
    /// afresh for every type made nesting cubic.)
    pub fn is_byte_record(&self, sid: StructId) -> bool {
        if let Some(&known) = self.struct_facts.borrow().byte_record.get(&sid) {
            return known;
        }
        let def = self.m.types.struct_def(sid);
        let answer =
            self.policy.explicit_layout()
                && !def.is_union
                && !def.fields.is_empty()
                && (def.fields.iter().any(|f| {
                    f.offset % self.natural_align(f.ty) != 0 || self.holds_byte_record(f.ty)
                }) || def.alignment < self.natural_align_of_struct(sid));
        self.struct_facts
            .borrow_mut()
            .byte_record
            .insert(sid, answer);
        answer
    }

    /// How many structs deep `sid` nests (itself 1; through arrays, not pointers): SPIR-V's
    /// "Structure Nesting Depth", at most [`super::types::MAX_STRUCT_NESTING`].
    pub fn struct_depth(&self, sid: StructId) -> u32 {
        if let Some(&known) = self.struct_facts.borrow().depth.get(&sid) {
            return known;
        }
        fn inner(l: &ModuleWriter<'_>, t: TypeId) -> u32 {
            match l.m.types.get(t) {
                Type::Array { elem, .. } => inner(l, elem),
                Type::Struct(s) => l.struct_depth(s),
                _ => 0,
            }
        }
        let def = self.m.types.struct_def(sid);
        let depth = 1 + def
            .fields
            .iter()
            .map(|f| inner(self, f.ty))
            .max()
            .unwrap_or(0);
        self.struct_facts.borrow_mut().depth.insert(sid, depth);
        depth
    }

    fn natural_align_of_struct(&self, sid: StructId) -> u32 {
        if let Some(&known) = self.struct_facts.borrow().natural_align.get(&sid) {
            return known;
        }
        let def = self.m.types.struct_def(sid);
        let align = def
            .fields
            .iter()
            .map(|f| self.natural_align(f.ty))
            .max()
            .unwrap_or(1);
        self.struct_facts
            .borrow_mut()
            .natural_align
            .insert(sid, align);
        align
    }

    /// Whether `t` is or holds (through arrays and structs, not unions) a byte record.
    pub fn holds_byte_record(&self, t: TypeId) -> bool {
        match self.m.types.get(t) {
            Type::Array { elem, .. } => self.holds_byte_record(elem),
            Type::Struct(sid) => self.is_byte_record(sid),
            _ => false,
        }
    }

    /// Whether `t` is a byte record.
    pub fn is_byte_record_ty(&self, t: TypeId) -> bool {
        matches!(self.m.types.get(t), Type::Struct(sid) if self.is_byte_record(sid))
    }

    /// The explicit-layout storage type of a byte record: `struct name { uchar bytes[size]; }`.
    pub fn byte_record_storage_ty(&mut self, sid: StructId) -> Word {
        let def = self.m.types.struct_def(sid);
        let name = def.name.clone().unwrap_or_else(|| "anonymous".into());
        let size = def.size;
        let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
        let n = self.const_u32(size);
        let arr_id = self.b.id();
        let arr = self.b.type_array_id(Some(arr_id), u8t, n);
        self.b
            .decorate(arr, Decoration::ArrayStride, [Operand::LiteralBit32(1)]);
        let s_id = self.b.id();
        let s = self.b.type_struct_id(Some(s_id), [arr]);
        self.b.name(s, name);
        self.b
            .member_decorate(s, 0, Decoration::Offset, [Operand::LiteralBit32(0)]);
        s
    }

    /// A PhysicalStorageBuffer `uchar *` (ArrayStride 1) at the address `addr` (a `ulong`).
    fn byte_ptr_at(&mut self, addr: Word) -> R<Word> {
        let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
        let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u8t);
        if self.strided_ptrs.insert(pt) {
            self.b
                .decorate(pt, Decoration::ArrayStride, [Operand::LiteralBit32(1)]);
        }
        Ok(self.b.convert_u_to_ptr(pt, None, addr)?)
    }

    /// The pointer `p` moved by `bytes` (a `ulong`), as the physical pointer type `ty`, a
    /// byte-addressed pointer.
    pub fn byte_step(&mut self, p: Word, bytes: Word, ty: TypeId, span: Span) -> R<Val> {
        let u64t = self.u64_ty();
        let addr = self.op(Op::ConvertPtrToU, u64t, &[p])?;
        let addr = self.op(Op::IAdd, u64t, &[addr, bytes])?;
        let t = self.ty(ty, Layout::Plain, span)?;
        Ok(Val::BytePtr(self.b.convert_u_to_ptr(t, None, addr)?))
    }

    /// `index * size` as a `ulong` byte offset, from an integer index of scalar type `is`.
    pub fn byte_offset(&mut self, index: Word, is: Scalar, size: u64) -> R<Word> {
        let i = self.int_resize(index, is, 64)?;
        let u64t = self.u64_ty();
        let s = self.const_u64(size);
        self.op(Op::IMul, u64t, &[i, s])
    }

    /// The physical pointer a member step from `pv`, a pointer to `record`, moves by address
    /// arithmetic: a byte-addressed pointer, or a pointer to a byte record (Vulkan buffer
    /// memory). `None` where the step is an access chain.
    pub fn byte_step_base(&self, pv: &Val, record: TypeId) -> Option<Word> {
        match pv {
            Val::BytePtr(p) => Some(*p),
            Val::Id(p) if self.policy.explicit_layout() && self.is_byte_record_ty(record) => {
                Some(*p)
            }
            _ => None,
        }
    }

    /// Loads a value of type `t` byte by byte through the byte-addressed pointer `p`.
    pub fn byte_load(&mut self, p: Word, t: TypeId, span: Span) -> R<Word> {
        let bytes = self.m.types.size_of(t).clamp(1, u32::MAX as u64) as u32;
        let p = self.check_global(p, bytes, AccessKind::Read, span)?;
        let u64t = self.u64_ty();
        let addr = self.op(Op::ConvertPtrToU, u64t, &[p])?;
        let bp = self.byte_ptr_at(addr)?;
        self.assemble(ByteSource::Memory(bp), 0, t, span)
    }

    /// Stores `v` of type `t` byte by byte through the byte-addressed pointer `p` (padding
    /// bytes are left alone).
    pub fn byte_store(&mut self, p: Word, t: TypeId, v: Word, span: Span) -> R<()> {
        let bytes = self.m.types.size_of(t).clamp(1, u32::MAX as u64) as u32;
        let p = self.check_global(p, bytes, AccessKind::Write, span)?;
        let u64t = self.u64_ty();
        let addr = self.op(Op::ConvertPtrToU, u64t, &[p])?;
        let bp = self.byte_ptr_at(addr)?;
        let mut bytes = Vec::new();
        self.scatter(v, t, 0, &mut bytes, span)?;
        for (k, b) in bytes {
            let at = self.const_u64(k);
            let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
            let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u8t);
            let q = self.b.ptr_access_chain(pt, None, bp, at, [])?;
            self.b.store(
                q,
                b,
                Some(MemoryAccess::ALIGNED),
                [Operand::LiteralBit32(1)],
            )?;
        }
        Ok(())
    }

    /// A byte record's storage value (or an array of them) to the plain value of type `t`.
    pub fn byte_record_to_value(&mut self, v: Word, t: TypeId, span: Span) -> R<Word> {
        if let Type::Array { elem, len } = self.m.types.get(t) {
            let et = self.ty(elem, Layout::Explicit, span)?;
            let mut parts = Vec::new();
            for i in 0..len as u32 {
                let x = self.b.composite_extract(et, None, v, [i])?;
                parts.push(self.byte_record_to_value(x, elem, span)?);
            }
            let pt = self.ty(t, Layout::Plain, span)?;
            return self.construct(pt, parts);
        }
        self.assemble(ByteSource::Value(v), 0, t, span)
    }

    /// A plain value of type `t` (a byte record, or an array of them) to its storage value.
    pub fn value_to_byte_record(&mut self, v: Word, t: TypeId, span: Span) -> R<Word> {
        let types = &self.m.types;
        if let Type::Array { elem, len } = types.get(t) {
            let et = self.ty(elem, Layout::Plain, span)?;
            let mut parts = Vec::new();
            for i in 0..len as u32 {
                let x = self.b.composite_extract(et, None, v, [i])?;
                parts.push(self.value_to_byte_record(x, elem, span)?);
            }
            let mt = self.ty(t, Layout::Explicit, span)?;
            return self.construct(mt, parts);
        }
        let size = types.size_of(t) as usize;
        let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
        let zero = self.const_bits(u8t, 8, 0);
        let mut bytes = vec![zero; size];
        let mut placed = Vec::new();
        self.scatter(v, t, 0, &mut placed, span)?;
        for (k, b) in placed {
            if let Some(slot) = bytes.get_mut(k as usize) {
                *slot = b;
            }
        }
        let st = self.ty(t, Layout::Explicit, span)?;
        let Some(arr) = self.member_type(st) else {
            return err(span, "internal: byte record storage type");
        };
        let a = self.construct(arr, bytes)?;
        self.construct(st, vec![a])
    }

    /// The type of member 0 of the struct type `st`.
    pub fn member_type(&self, st: Word) -> Option<Word> {
        self.b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(st))
            .and_then(|i| match i.operands.first() {
                Some(Operand::IdRef(m)) => Some(*m),
                _ => None,
            })
    }

    /// The `uchar` at byte `k` of `src`.
    fn byte_at(&mut self, src: ByteSource, k: u64) -> R<Word> {
        let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
        match src {
            ByteSource::Value(v) => Ok(self.b.composite_extract(u8t, None, v, [0, k as u32])?),
            ByteSource::Memory(bp) => {
                let at = self.const_u64(k);
                let pt = self.ptr_to_word(StorageClass::PhysicalStorageBuffer, u8t);
                let q = self.b.ptr_access_chain(pt, None, bp, at, [])?;
                Ok(self.b.load(
                    u8t,
                    None,
                    q,
                    Some(MemoryAccess::ALIGNED),
                    [Operand::LiteralBit32(1)],
                )?)
            }
        }
    }

    /// The `bytes`-byte little-endian integer at byte `at` of `src`.
    fn int_from_bytes(&mut self, src: ByteSource, at: u64, bytes: u32) -> R<Word> {
        let it = self.int_ty(bytes * 8);
        let mut acc = None;
        for k in 0..bytes {
            let b = self.byte_at(src, at + k as u64)?;
            let b = if bytes > 1 {
                self.op(Op::UConvert, it, &[b])?
            } else {
                b
            };
            let placed = if k == 0 {
                b
            } else {
                let sh = self.const_u32(8 * k);
                self.op(Op::ShiftLeftLogical, it, &[b, sh])?
            };
            acc = Some(match acc {
                None => placed,
                Some(a) => self.op(Op::BitwiseOr, it, &[a, placed])?,
            });
        }
        acc.map_or_else(|| err(Span::default(), "internal: empty scalar"), Ok)
    }

    /// The plain value of type `t` whose bytes start at byte `at` of `src`.
    fn assemble(&mut self, src: ByteSource, at: u64, t: TypeId, span: Span) -> R<Word> {
        let types = &self.m.types;
        match types.get(t) {
            Type::Scalar(s) => self.scalar_from_bytes(src, at, s),
            Type::Vector { scalar, len } => {
                let mut parts = Vec::new();
                for i in 0..len as u64 {
                    parts.push(self.scalar_from_bytes(src, at + i * scalar.size() as u64, scalar)?);
                }
                let vt = self.ty(t, Layout::Plain, span)?;
                self.construct(vt, parts)
            }
            Type::Array { elem, len } => {
                let size = types.size_of(elem);
                let mut parts = Vec::new();
                for i in 0..len {
                    parts.push(self.assemble(src, at + i * size, elem, span)?);
                }
                let arr = self.ty(t, Layout::Plain, span)?;
                self.construct(arr, parts)
            }
            Type::Struct(sid) if types.struct_def(sid).is_union => {
                let unit = self.union_unit(sid);
                let count = types.struct_def(sid).size / unit;
                let mut units = Vec::new();
                for i in 0..count as u64 {
                    units.push(self.int_from_bytes(src, at + i * unit as u64, unit)?);
                }
                let st = self.ty(t, Layout::Plain, span)?;
                let arr = self.member_type(st).unwrap_or(st);
                let a = self.construct(arr, units)?;
                self.construct(st, vec![a])
            }
            Type::Struct(sid) => {
                let fields = types.struct_def(sid).fields.clone();
                let mut parts = Vec::new();
                for f in fields {
                    parts.push(self.assemble(src, at + f.offset as u64, f.ty, span)?);
                }
                let st = self.ty(t, Layout::Plain, span)?;
                self.construct(st, parts)
            }
            Type::Pointer { .. } => {
                let raw = self.int_from_bytes(src, at, 8)?;
                let pt = self.ty(t, Layout::Plain, span)?;
                Ok(self.b.convert_u_to_ptr(pt, None, raw)?)
            }
            _ => err(
                span,
                format!(
                    "a '{}' in a packed struct in buffer memory is not supported on the Vulkan target",
                    types.display(t)
                ),
            ),
        }
    }

    fn scalar_from_bytes(&mut self, src: ByteSource, at: u64, s: Scalar) -> R<Word> {
        let raw = self.int_from_bytes(src, at, s.size())?;
        Ok(match s {
            Scalar::Bool => {
                let u8t = self.int_ty(8);
                let zero = self.const_bits(u8t, 8, 0);
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

    /// The bytes (offset from the value's start plus `at`, `uchar` value) of the plain value
    /// `v` of type `t`; padding is not listed.
    fn scatter(
        &mut self,
        v: Word,
        t: TypeId,
        at: u64,
        out: &mut Vec<(u64, Word)>,
        span: Span,
    ) -> R<()> {
        let types = &self.m.types;
        match types.get(t) {
            Type::Scalar(s) => self.scalar_to_bytes(v, s, at, out),
            Type::Vector { scalar, len } => {
                let st = self.scalar_ty(scalar, Layout::Plain);
                for i in 0..len as u32 {
                    let x = self.b.composite_extract(st, None, v, [i])?;
                    self.scalar_to_bytes(x, scalar, at + (i * scalar.size()) as u64, out)?;
                }
                Ok(())
            }
            Type::Array { elem, len } => {
                let size = types.size_of(elem);
                let et = self.ty(elem, Layout::Plain, span)?;
                for i in 0..len {
                    let x = self.b.composite_extract(et, None, v, [i as u32])?;
                    self.scatter(x, elem, at + i * size, out, span)?;
                }
                Ok(())
            }
            Type::Struct(sid) if types.struct_def(sid).is_union => {
                let unit = self.union_unit(sid);
                let count = types.struct_def(sid).size / unit;
                let ut = self.int_ty(unit * 8);
                for i in 0..count {
                    let x = self.b.composite_extract(ut, None, v, [0, i])?;
                    self.int_to_bytes(x, unit, at + (i * unit) as u64, out)?;
                }
                Ok(())
            }
            Type::Struct(sid) => {
                let fields = types.struct_def(sid).fields.clone();
                for (k, f) in fields.into_iter().enumerate() {
                    let ft = self.ty(f.ty, Layout::Plain, span)?;
                    let x = self.b.composite_extract(ft, None, v, [k as u32])?;
                    self.scatter(x, f.ty, at + f.offset as u64, out, span)?;
                }
                Ok(())
            }
            Type::Pointer { .. } => {
                let u64t = self.u64_ty();
                let raw = self.op(Op::ConvertPtrToU, u64t, &[v])?;
                self.int_to_bytes(raw, 8, at, out)
            }
            _ => err(
                span,
                format!(
                    "a '{}' in a packed struct in buffer memory is not supported on the Vulkan target",
                    types.display(t)
                ),
            ),
        }
    }

    fn scalar_to_bytes(
        &mut self,
        v: Word,
        s: Scalar,
        at: u64,
        out: &mut Vec<(u64, Word)>,
    ) -> R<()> {
        let bytes = s.size();
        let it = self.int_ty(bytes * 8);
        let raw = match s {
            Scalar::Bool => {
                let one = self.const_bits(it, 8, 1);
                let zero = self.const_bits(it, 8, 0);
                self.op(Op::Select, it, &[v, one, zero])?
            }
            _ if s.is_float() => self.op(Op::Bitcast, it, &[v])?,
            _ => v,
        };
        self.int_to_bytes(raw, bytes, at, out)
    }

    fn int_to_bytes(
        &mut self,
        raw: Word,
        bytes: u32,
        at: u64,
        out: &mut Vec<(u64, Word)>,
    ) -> R<()> {
        let it = self.int_ty(bytes * 8);
        let u8t = self.scalar_ty(Scalar::Uchar, Layout::Explicit);
        for k in 0..bytes {
            let shifted = if k == 0 {
                raw
            } else {
                let sh = self.const_u32(8 * k);
                self.op(Op::ShiftRightLogical, it, &[raw, sh])?
            };
            let b = if bytes > 1 {
                self.op(Op::UConvert, u8t, &[shifted])?
            } else {
                shifted
            };
            out.push((at + k as u64, b));
        }
        Ok(())
    }
}
