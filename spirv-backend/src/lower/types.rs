//! IR types to SPIR-V types, and constants.
//!
//! Two mappings ([`Layout`]): `Plain` for values and Function/Workgroup/Private storage (Vulkan
//! forbids explicit layout decorations there), `Explicit` for PhysicalStorageBuffer and
//! push-constant storage (Offset/ArrayStride from OpenCL C's layout, `bool` stored as `uchar`).
//! Aggregates are converted between the two with `OpCopyLogical`. The OpenCL target uses `Plain`
//! everywhere but in `constant` memory, where `bool` is a `uchar` ([`Layout::BoolAsUchar`]).
//! Integers are signless (`OpTypeInt N 0`): signedness lives in the operations.
//! Capabilities for widths (Int8/Int16/Int64/Float16/Float64, 8/16-bit storage) are added as the
//! types are first made.

use super::{err, GlobalLoc, ModuleWriter, R};
use oclvk_frontend::ir::{self, AddressSpace, Scalar, Type, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Capability, Decoration, Op, StorageClass, Word};

/// The most constituents an `OpConstantComposite` holds: an instruction is at most 65,535 words,
/// three of them the opcode, the result type and the result id.
const MAX_COMPOSITE_CONSTITUENTS: u64 = 65_535 - 3;

/// SPIR-V's limit on structs nested in structs ("Structure Nesting Depth", universal limits).
pub(crate) const MAX_STRUCT_NESTING: u32 = 255;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Layout {
    Plain,
    Explicit,
    /// Private (Function storage) memory on Vulkan: as `Plain`, but 8- and 16-bit integers are
    /// held in 32-bit slots. NVIDIA's Vulkan driver (580, H100) miscompiles some kernels that
    /// write private `short` arrays at computed indices (results that depend on the work-group
    /// size; found by the random-program tests); the same kernels with 32-bit elements run
    /// right. Values keep their width: loads narrow and stores widen (`memrepr`).
    Private,
    /// `constant` (UniformConstant) memory on the OpenCL target: as `Plain`, but `bool` is
    /// stored as a `uchar` 0 or 1, since SPIR-V allows no OpTypeBool in the variables of that
    /// externally visible storage class (llvm-spirv stores it the same way). Loads compare with
    /// zero (`memrepr`).
    BoolAsUchar,
}

/// A type rspirv makes without operands that are ids of other types, or a vector of one
/// ([`ModuleWriter::simple_types`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum SimpleType {
    Void,
    Bool,
    Int { bits: u32, signed: u32 },
    Float(u32),
    Vector { elem: Word, lanes: u32 },
}

impl ModuleWriter<'_> {
    /// The id of `t`, remembered: rspirv finds an existing type by building the instruction
    /// and scanning every type and constant of the module for it. Types are never removed, so
    /// the id remembered is the one rspirv would find.
    fn simple_ty(&mut self, t: SimpleType) -> Word {
        if let Some(&id) = self.simple_types.get(&t) {
            return id;
        }
        let id = match t {
            SimpleType::Void => self.b.type_void(),
            SimpleType::Bool => self.b.type_bool(),
            SimpleType::Int { bits, signed } => self.b.type_int(bits, signed),
            SimpleType::Float(bits) => self.b.type_float(bits, None),
            SimpleType::Vector { elem, lanes } => self.b.type_vector(elem, lanes),
        };
        self.simple_types.insert(t, id);
        id
    }

    pub fn void_ty(&mut self) -> Word {
        self.simple_ty(SimpleType::Void)
    }

    pub fn bool_ty(&mut self) -> Word {
        self.simple_ty(SimpleType::Bool)
    }

    pub fn int_ty(&mut self, bits: u32) -> Word {
        match bits {
            8 => self.cap(Capability::Int8),
            16 => self.cap(Capability::Int16),
            64 => self.cap(Capability::Int64),
            _ => {}
        }
        self.simple_ty(SimpleType::Int { bits, signed: 0 })
    }

    pub fn u32_ty(&mut self) -> Word {
        self.int_ty(32)
    }

    pub fn u64_ty(&mut self) -> Word {
        self.int_ty(64)
    }

    pub fn float_ty(&mut self, bits: u32) -> Word {
        match bits {
            // OpenCL: `half` in memory only (no `half` values) needs just Float16Buffer.
            16 if !self.policy.compute_shader() && !self.half_values => {
                self.cap(Capability::Float16Buffer)
            }
            16 => self.cap(Capability::Float16),
            64 => self.cap(Capability::Float64),
            _ => {}
        }
        self.simple_ty(SimpleType::Float(bits))
    }

    /// An `n`-lane vector of `elem` (8 and 16 lanes only on the OpenCL target: the
    /// `wide-vectors` stage splits the Vulkan targets' into 4-lane parts).
    pub fn vec_of(&mut self, elem: Word, n: u32) -> Word {
        if n > 4 {
            self.cap(Capability::Vector16);
        }
        self.simple_ty(SimpleType::Vector { elem, lanes: n })
    }

    /// The undecorated array of `n` (a constant) `elem`s. rspirv's `type_array` gives the first
    /// identical array declared, which may be a laid-out one (`ArrayStride`): a value of that
    /// form would copy to itself (a by-value `float8` argument, a `float4[2]` read from the push
    /// constants), so a fresh one is made then, once.
    fn plain_array(&mut self, elem: Word, n: Word) -> Word {
        if let Some(&a) = self.plain_arrays.get(&(elem, n)) {
            return a;
        }
        let mut a = self.b.type_array(elem, n);
        if self.strided_arrays.contains(&a) {
            let id = self.b.id();
            a = self.b.type_array_id(Some(id), elem, n);
        }
        self.plain_arrays.insert((elem, n), a);
        a
    }

    /// The lane width of a float scalar or vector type; `None` for any other type.
    pub fn float_bits(&self, t: Word) -> Option<u32> {
        let inst = self
            .b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(t))?;
        match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::TypeFloat, [Operand::LiteralBit32(bits), ..]) => Some(*bits),
            (Op::TypeVector, [Operand::IdRef(elem), _]) => self.float_bits(*elem),
            _ => None,
        }
    }

    pub fn scalar_ty(&mut self, s: Scalar, layout: Layout) -> Word {
        match s {
            Scalar::Bool if matches!(layout, Layout::Explicit | Layout::BoolAsUchar) => {
                self.mem_int(8)
            }
            Scalar::Bool => self.bool_ty(),
            Scalar::Half | Scalar::Float | Scalar::Double => {
                if layout == Layout::Explicit && s == Scalar::Half && self.policy.explicit_layout()
                {
                    self.cap(Capability::StorageBuffer16BitAccess);
                }
                self.float_ty(s.bits())
            }
            _ if layout == Layout::Explicit => self.mem_int(s.bits()),
            _ if layout == Layout::Private && s.bits() < 32 => self.int_ty(32),
            _ => self.int_ty(s.bits()),
        }
    }

    fn mem_int(&mut self, bits: u32) -> Word {
        if self.policy.explicit_layout() {
            match bits {
                8 => self.cap(Capability::StorageBuffer8BitAccess),
                16 => self.cap(Capability::StorageBuffer16BitAccess),
                _ => {}
            }
        }
        self.int_ty(bits)
    }

    /// The SPIR-V type of an IR type in `layout`.
    pub fn ty(&mut self, t: TypeId, layout: Layout, span: Span) -> R<Word> {
        let layout = if self.policy.explicit_layout() || layout == Layout::BoolAsUchar {
            layout
        } else {
            Layout::Plain
        };
        if let Some(&w) = self.type_cache.get(&(t, layout)) {
            return Ok(w);
        }
        let same_as_plain = match layout {
            Layout::Private => !self.holds_narrow_ints(t),
            Layout::BoolAsUchar => !self.contains_bool(t),
            Layout::Plain | Layout::Explicit => false,
        };
        if same_as_plain {
            let w = self.ty(t, Layout::Plain, span)?;
            self.type_cache.insert((t, layout), w);
            return Ok(w);
        }
        let types = &self.m.types;
        let w = match types.get(t) {
            Type::Void => self.void_ty(),
            Type::Scalar(s) => self.scalar_ty(s, layout),
            Type::Vector { len, .. } if len > 4 && self.policy.compute_shader() => {
                return err(
                    span,
                    "internal error: an 8- or 16-lane vector reached the Vulkan writer (the \
                     wide-vectors stage splits them into 4-lane parts)",
                )
            }
            Type::Vector { scalar, len } => {
                let e = self.scalar_ty(scalar, layout);
                self.vec_of(e, len as u32)
            }
            // In memory, a private/local pointer is its address in the homes (see `homes`).
            Type::Pointer {
                space: AddressSpace::Private | AddressSpace::Local,
                ..
            } if self.policy.logical_addressing() => self.u32_ty(),
            Type::Pointer { pointee, space, .. } => {
                let storage = self.storage_class(space, span)?;
                if self.policy.logical_addressing()
                    && storage != StorageClass::PhysicalStorageBuffer
                {
                    return err(
                        span,
                        format!(
                            "a pointer to {} memory ('{}') cannot be stored, returned or passed here on the Vulkan target yet",
                            space.name(),
                            types.display(t)
                        ),
                    );
                }
                self.ptr_ty(storage, pointee, span)?
            }
            Type::Array { elem, len } => {
                if len == 0 {
                    return err(
                        span,
                        format!("the array type '{}' has no length", types.display(t)),
                    );
                }
                let e = self.ty(elem, layout, span)?;
                let n = u32::try_from(len).or_else(|_| err(span, "array too large"))?;
                let n = self.const_u32(n);
                if layout == Layout::Explicit {
                    let id = self.b.id();
                    let a = self.b.type_array_id(Some(id), e, n);
                    let stride = types.size_of(elem) as u32;
                    self.b
                        .decorate(a, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
                    self.strided_arrays.insert(a);
                    a
                } else {
                    self.plain_array(e, n)
                }
            }
            Type::Struct(sid) => {
                let def = types.struct_def(sid);
                let name = def.name.clone().unwrap_or_else(|| "anonymous".into());
                if def.is_union {
                    let w = self.union_storage_ty(sid, layout, span)?;
                    self.type_cache.insert((t, layout), w);
                    return Ok(w);
                }
                if def.fields.iter().any(|f| f.bits.is_some()) {
                    return err(
                        span,
                        format!("bit-fields (in struct '{name}') are not supported yet"),
                    );
                }
                if layout == Layout::Explicit && self.is_byte_record(sid) {
                    // Not expressible with Offset decorations: bytes (see `packed`).
                    let w = self.byte_record_storage_ty(sid);
                    self.type_cache.insert((t, layout), w);
                    return Ok(w);
                }
                let depth = self.struct_depth(sid);
                if depth > MAX_STRUCT_NESTING {
                    return err(
                        span,
                        format!(
                            "struct '{name}' nests structs {depth} deep; SPIR-V allows {MAX_STRUCT_NESTING}"
                        ),
                    );
                }
                if !self.in_progress.insert((t, layout)) {
                    // Only a pointer can lead back to a struct being made ([`Self::ptr_ty`]
                    // forward-declares it); a struct containing itself has no size.
                    return err(
                        span,
                        format!("internal: the struct '{name}' contains itself"),
                    );
                }
                let mut members = Vec::new();
                for f in &def.fields {
                    members.push(self.ty(f.ty, layout, span)?);
                }
                self.in_progress.remove(&(t, layout));
                let id = self.b.id();
                let s = self.b.type_struct_id(Some(id), members);
                self.b.name(s, name);
                // Pointers to this struct declared while it was being made.
                let (pending, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut self.forward_ptrs)
                    .into_iter()
                    .partition(|&(_, pointee, l)| (pointee, l) == (t, layout));
                self.forward_ptrs = rest;
                for (p, _, _) in pending {
                    let storage = self.forward_storage(p);
                    self.b.type_pointer(Some(p), storage, s);
                }
                let packed = def
                    .fields
                    .iter()
                    .any(|f| f.offset % types.align_of(f.ty).max(1) != 0);
                if !self.policy.explicit_layout() && packed {
                    // OpenCL: `__attribute__((packed))` is the CPacked decoration.
                    self.b.decorate(s, Decoration::CPacked, []);
                }
                if layout == Layout::Explicit {
                    for (i, f) in def.fields.iter().enumerate() {
                        self.b.member_decorate(
                            s,
                            i as u32,
                            Decoration::Offset,
                            [Operand::LiteralBit32(f.offset)],
                        );
                    }
                }
                s
            }
            // Events: OpTypeEvent on OpenCL; on Vulkan async copies complete at once and an
            // event is a plain integer.
            Type::Event if !self.policy.async_copies() => self.u32_ty(),
            // An atomic object is stored as its value; the atomic builtins make accesses atomic.
            Type::Atomic(inner) => self.ty(inner, layout, span)?,
            Type::Event => self.b.type_event(),
            Type::Image { dim, access } if !self.policy.image_descriptors() => {
                self.opencl_image_ty(dim, access)
            }
            Type::Sampler if !self.policy.image_descriptors() => self.b.type_sampler(),
            // Vulkan images and samplers are descriptors, used through their variables (see
            // `images`): never values held in memory or passed by value.
            Type::Image { .. } | Type::Sampler => {
                return err(
                    span,
                    format!(
                        "a value of type '{}' cannot be stored, returned or selected on the Vulkan target",
                        types.display(t)
                    ),
                );
            }
        };
        self.type_cache.insert((t, layout), w);
        Ok(w)
    }

    pub fn storage_class(&mut self, space: AddressSpace, span: Span) -> R<StorageClass> {
        let _ = span;
        Ok(match (space, self.policy.logical_addressing()) {
            (AddressSpace::Global | AddressSpace::Constant, true) => {
                StorageClass::PhysicalStorageBuffer
            }
            (AddressSpace::Global, false) => StorageClass::CrossWorkgroup,
            (AddressSpace::Constant, false) => StorageClass::UniformConstant,
            (AddressSpace::Local, _) => StorageClass::Workgroup,
            (AddressSpace::Private, _) => StorageClass::Function,
            (AddressSpace::Generic, false) => {
                self.cap(Capability::GenericPointer);
                StorageClass::Generic
            }
            // Vulkan resolves generic pointers statically: a generic pointer value that is a
            // physical address is a global/constant one (PhysicalStorageBuffer); one into
            // private or local memory stays a logical chain and functions are specialized for it.
            (AddressSpace::Generic, true) => StorageClass::PhysicalStorageBuffer,
        })
    }

    pub fn layout_for(&self, storage: StorageClass) -> Layout {
        match storage {
            StorageClass::PhysicalStorageBuffer | StorageClass::PushConstant => Layout::Explicit,
            StorageClass::Function if self.policy.explicit_layout() => Layout::Private,
            StorageClass::UniformConstant if !self.policy.explicit_layout() => Layout::BoolAsUchar,
            _ => Layout::Plain,
        }
    }

    /// Whether `t` holds 8- or 16-bit integers that private memory widens ([`Layout::Private`]).
    /// A union keeps its storage units: its bytes are reached through views of that form.
    pub fn holds_narrow_ints(&self, t: TypeId) -> bool {
        let narrow = |s: Scalar| s.is_integer() && s.bits() < 32;
        match self.m.types.get(t) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => narrow(s),
            Type::Array { elem, .. } => self.holds_narrow_ints(elem),
            Type::Atomic(inner) => self.holds_narrow_ints(inner),
            Type::Struct(sid) => {
                let def = self.m.types.struct_def(sid);
                !def.is_union && def.fields.iter().any(|f| self.holds_narrow_ints(f.ty))
            }
            _ => false,
        }
    }

    /// A pointer type to `pointee` in `storage` (PhysicalStorageBuffer pointers carry an
    /// ArrayStride of the pointee's size, for `OpPtrAccessChain`).
    pub fn ptr_ty(&mut self, storage: StorageClass, pointee: TypeId, span: Span) -> R<Word> {
        let layout = self.layout_for(storage);
        if self.in_progress.contains(&(pointee, layout)) {
            // A pointer back to a struct still being made (`struct node { global struct node
            // *next; }`): declared ahead with OpTypeForwardPointer and defined once the struct
            // is (see `ty`).
            let p = self.b.id();
            self.b.type_forward_pointer(p, storage);
            self.forward_ptrs.push((p, pointee, layout));
            if storage == StorageClass::PhysicalStorageBuffer {
                self.uses_psb = true;
                self.cap(Capability::PhysicalStorageBufferAddresses);
                self.strided_ptrs.insert(p);
                let stride = self.m.types.size_of(pointee).max(1) as u32;
                self.b
                    .decorate(p, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
            }
            return Ok(p);
        }
        let pointee_w = match self.m.types.get(pointee) {
            Type::Void => self.scalar_ty(Scalar::Uchar, layout),
            // OpenCL: a `half *` alone needs only Float16Buffer (vload_half/vstore_half);
            // arithmetic on half values adds Float16 where the values are made.
            Type::Scalar(Scalar::Half) if !self.policy.compute_shader() => {
                self.cap(Capability::Float16Buffer);
                self.b.type_float(16, None)
            }
            _ => self.ty(pointee, layout, span)?,
        };
        let p = self.ptr_to_word(storage, pointee_w);
        if storage == StorageClass::PhysicalStorageBuffer {
            self.uses_psb = true;
            self.cap(Capability::PhysicalStorageBufferAddresses);
            if self.strided_ptrs.insert(p) {
                let stride = self.m.types.size_of(pointee).max(1) as u32;
                self.b
                    .decorate(p, Decoration::ArrayStride, [Operand::LiteralBit32(stride)]);
            }
        }
        Ok(p)
    }

    /// The storage class an OpTypeForwardPointer of `p` declared.
    fn forward_storage(&self, p: Word) -> StorageClass {
        self.b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| {
                i.class.opcode == spirv::Op::TypeForwardPointer
                    && matches!(i.operands.first(), Some(Operand::IdRef(id)) if *id == p)
            })
            .and_then(|i| match i.operands.get(1) {
                Some(Operand::StorageClass(s)) => Some(*s),
                _ => None,
            })
            .unwrap_or(StorageClass::PhysicalStorageBuffer)
    }

    /// A pointer type to an already-made SPIR-V type.
    pub fn ptr_to_word(&mut self, storage: StorageClass, pointee: Word) -> Word {
        *self
            .pointer_types
            .entry((storage, pointee))
            .or_insert_with(|| self.b.type_pointer(None, storage, pointee))
    }

    /// A function type (remembered, as [`ModuleWriter::ptr_to_word`]'s pointers are).
    pub fn function_ty(&mut self, ret: Word, params: &[Word]) -> Word {
        if let Some(&t) = self.function_types.get(&(ret, params.to_vec())) {
            return t;
        }
        let t = self.b.type_function(ret, params.iter().copied());
        self.function_types.insert((ret, params.to_vec()), t);
        t
    }

    // ---- constants ----

    pub fn const_bits(&mut self, ty: Word, bits: u32, value: u64) -> Word {
        let value = if bits >= 64 {
            value
        } else {
            value & ((1u64 << bits) - 1)
        };
        if let Some(&c) = self.consts.get(&(ty, value)) {
            return c;
        }
        let c = if bits > 32 {
            self.b.constant_bit64(ty, value)
        } else {
            self.b.constant_bit32(ty, value as u32)
        };
        self.consts.insert((ty, value), c);
        c
    }

    pub fn const_u32(&mut self, v: u32) -> Word {
        let t = self.u32_ty();
        self.const_bits(t, 32, v as u64)
    }

    pub fn const_u64(&mut self, v: u64) -> Word {
        let t = self.u64_ty();
        self.const_bits(t, 64, v)
    }

    pub fn const_bool(&mut self, v: bool) -> Word {
        let t = self.bool_ty();
        // Booleans get key values 2/3 so they never collide with an integer of the same id.
        let key = (t, if v { 3 } else { 2 });
        if let Some(&c) = self.consts.get(&key) {
            return c;
        }
        let c = if v {
            self.b.constant_true(t)
        } else {
            self.b.constant_false(t)
        };
        self.consts.insert(key, c);
        c
    }

    /// A scalar constant of type `s` from an integer bit pattern or a float value.
    pub fn const_scalar_int(&mut self, s: Scalar, v: u64) -> Word {
        if s == Scalar::Bool {
            return self.const_bool(v != 0);
        }
        if s.is_float() {
            let f = if s.is_signed() {
                v as i64 as f64
            } else {
                v as f64
            };
            return self.const_scalar_float(s, f);
        }
        let t = self.scalar_ty(s, Layout::Plain);
        self.const_bits(t, s.bits(), v)
    }

    pub fn const_scalar_float(&mut self, s: Scalar, v: f64) -> Word {
        if !s.is_float() {
            let bits = if s.is_signed() {
                v as i64 as u64
            } else {
                v as u64
            };
            return self.const_scalar_int(s, bits);
        }
        let t = self.scalar_ty(s, Layout::Plain);
        let bits = match s {
            Scalar::Half => oclvk_frontend::ir::half::f32_to_f16(v as f32) as u64,
            Scalar::Float => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        };
        self.const_bits(t, s.bits(), bits)
    }

    /// A constant of a scalar or vector type with every lane `v` (integer bit pattern).
    pub fn const_splat_int(&mut self, ty: TypeId, v: u64, span: Span) -> R<Word> {
        let s = self.m.types.scalar_of(ty).ok_or_else(|| {
            super::LErr(oclvk_frontend::diag::Diagnostic::error(
                span,
                "internal: not a number type",
            ))
        })?;
        let c = self.const_scalar_int(s, v);
        self.splat_const(ty, c, span)
    }

    pub fn const_splat_float(&mut self, ty: TypeId, v: f64, span: Span) -> R<Word> {
        let s = self.m.types.scalar_of(ty).ok_or_else(|| {
            super::LErr(oclvk_frontend::diag::Diagnostic::error(
                span,
                "internal: not a number type",
            ))
        })?;
        let c = self.const_scalar_float(s, v);
        self.splat_const(ty, c, span)
    }

    pub fn splat_const(&mut self, ty: TypeId, c: Word, span: Span) -> R<Word> {
        match self.m.types.get(ty) {
            Type::Vector { len, .. } => {
                let vt = self.ty(ty, Layout::Plain, span)?;
                Ok(self.const_composite(vt, vec![c; len as usize]))
            }
            _ => Ok(c),
        }
    }

    pub fn const_composite(&mut self, ty: Word, parts: Vec<Word>) -> Word {
        if let Some(&c) = self.composite_consts.get(&(ty, parts.clone())) {
            return c;
        }
        let c = self.b.constant_composite(ty, parts.iter().copied());
        self.composite_consts.insert((ty, parts), c);
        c
    }

    pub fn const_null(&mut self, ty: Word) -> Word {
        let c = self.b.constant_null(ty);
        self.null_consts.insert(c);
        c
    }

    /// The OpenCL target's constant of IR type `t` in `layout` from its bytes (shorter than the
    /// type: the rest is zero) and the addresses in them
    /// (relocation offsets relative to `bytes`): aggregates holding an address become
    /// `OpSpecConstantComposite`s, since their address parts are specialization-constant
    /// operations.
    pub fn const_with_addresses(
        &mut self,
        t: TypeId,
        bytes: &[u8],
        relocations: &[ir::Relocation],
        layout: Layout,
        span: Span,
    ) -> R<Word> {
        if relocations.is_empty() {
            return self.const_from_bytes(t, bytes, layout, span);
        }
        let types = &self.m.types;
        // (offset, type) of each part of an aggregate.
        let parts: Vec<(u32, TypeId)> = match types.get(t) {
            Type::Pointer { .. } => {
                return match relocations {
                    [r] if r.offset == 0 => self.address_constant(t, r, span),
                    _ => err(span, "internal: misplaced relocation"),
                };
            }
            Type::Array { elem, len } => {
                let size = types.size_of(elem) as u32;
                (0..len as u32).map(|i| (i * size, elem)).collect()
            }
            Type::Struct(sid) if !types.struct_def(sid).is_union => types
                .struct_def(sid)
                .fields
                .iter()
                .map(|f| (f.offset, f.ty))
                .collect(),
            _ => {
                return err(
                    span,
                    format!(
                        "an address inside a program-scope '{}' is not supported on the opencl target yet",
                        types.display(t)
                    ),
                )
            }
        };
        let mut constituents = Vec::with_capacity(parts.len());
        for (offset, part) in parts {
            let end = offset + self.m.types.size_of(part) as u32;
            let inside: Vec<ir::Relocation> = relocations
                .iter()
                .filter(|r| (offset..end).contains(&r.offset))
                .map(|r| ir::Relocation {
                    offset: r.offset - offset,
                    ..*r
                })
                .collect();
            let at = (offset as usize).min(bytes.len());
            constituents.push(self.const_with_addresses(
                part,
                &bytes[at..],
                &inside,
                layout,
                span,
            )?);
        }
        let ty = self.ty(t, layout, span)?;
        let id = self.b.id();
        let inst = rspirv::dr::Instruction::new(
            Op::SpecConstantComposite,
            Some(ty),
            Some(id),
            constituents.into_iter().map(Operand::IdRef).collect(),
        );
        self.b.module_mut().types_global_values.push(inst);
        Ok(id)
    }

    /// The OpenCL target's initializer of a program-scope pointer of type `t` holding an address
    /// (`constant int *p = &table[2];`): the target variable, seen as bytes, advanced by the
    /// addend, seen as `t` — specialization-constant operations on module-scope variables, which
    /// the Kernel capability allows in initializers.
    fn address_constant(&mut self, t: TypeId, r: &ir::Relocation, span: Span) -> R<Word> {
        let Some(&GlobalLoc::Var {
            id: target,
            storage,
        }) = self.globals.get(&r.target)
        else {
            return err(
                span,
                "internal: the target of a program-scope address is not a variable",
            );
        };
        let Type::Pointer { space, .. } = self.m.types.get(t) else {
            return err(span, "internal: an address initializing a non-pointer");
        };
        let byte = self.scalar_ty(Scalar::Uchar, Layout::Plain);
        let byte_ptr = self.b.type_pointer(None, storage, byte);
        let mut p = self.spec_constant_op(byte_ptr, Op::Bitcast, &[target]);
        if r.addend != 0 {
            let long = self.int_ty(64);
            let addend = self.const_bits(long, 64, r.addend as u64);
            // Not in-bounds: C lets the address lie outside the object.
            p = self.spec_constant_op(byte_ptr, Op::PtrAccessChain, &[p, addend]);
        }
        let result = self.ty(t, Layout::Plain, span)?;
        if self.storage_class(space, span)? != storage {
            // A named space converted to `generic` (`int *constant p = &global_var;` in 2.0).
            let generic_bytes = self.b.type_pointer(None, StorageClass::Generic, byte);
            p = self.spec_constant_op(generic_bytes, Op::PtrCastToGeneric, &[p]);
        }
        Ok(self.spec_constant_op(result, Op::Bitcast, &[p]))
    }

    pub fn spec_constant_op(&mut self, ty: Word, op: Op, operands: &[Word]) -> Word {
        let id = self.b.id();
        let mut ops = vec![Operand::LiteralSpecConstantOpInteger(op)];
        ops.extend(operands.iter().map(|&w| Operand::IdRef(w)));
        let inst = rspirv::dr::Instruction::new(Op::SpecConstantOp, Some(ty), Some(id), ops);
        self.b.module_mut().types_global_values.push(inst);
        id
    }

    /// A constant of IR type `t` in `layout` from its little-endian bytes (program-scope
    /// initializers).
    pub fn const_from_bytes(
        &mut self,
        t: TypeId,
        bytes: &[u8],
        layout: Layout,
        span: Span,
    ) -> R<Word> {
        let read = |at: usize, n: usize| -> u64 {
            let mut v = 0u64;
            for i in 0..n {
                v |= (*bytes.get(at + i).unwrap_or(&0) as u64) << (8 * i);
            }
            v
        };
        let types = &self.m.types;
        match types.get(t) {
            // An atomic object starts as its value.
            Type::Atomic(value) => self.const_from_bytes(value, bytes, layout, span),
            Type::Scalar(Scalar::Bool) if layout != Layout::Plain => {
                let byte = self.scalar_ty(Scalar::Bool, layout);
                Ok(self.const_bits(byte, 8, u64::from(read(0, 1) != 0)))
            }
            Type::Scalar(s) => {
                let v = read(0, s.size() as usize);
                Ok(match s {
                    Scalar::Float => self.const_scalar_float(s, f32::from_bits(v as u32) as f64),
                    Scalar::Double => self.const_scalar_float(s, f64::from_bits(v)),
                    Scalar::Half => {
                        let ty = self.scalar_ty(s, Layout::Plain);
                        self.const_bits(ty, 16, v)
                    }
                    _ => self.const_scalar_int(s, v),
                })
            }
            Type::Vector { scalar, len } => {
                let ty = self.ty(t, layout, span)?;
                let st = self
                    .m
                    .types
                    .iter()
                    .find(|(_, x)| *x == Type::Scalar(scalar))
                    .map(|(id, _)| id);
                let mut parts = Vec::new();
                for i in 0..len as usize {
                    let at = i * scalar.size() as usize;
                    let sub = &bytes[at.min(bytes.len())..];
                    let c = match st {
                        Some(st) => self.const_from_bytes(st, sub, layout, span)?,
                        None => {
                            let v = {
                                let mut v = 0u64;
                                for k in 0..scalar.size() as usize {
                                    v |= (*sub.get(k).unwrap_or(&0) as u64) << (8 * k);
                                }
                                v
                            };
                            let ty = self.scalar_ty(scalar, layout);
                            self.const_bits(ty, scalar.bits(), v)
                        }
                    };
                    parts.push(c);
                }
                Ok(self.const_composite(ty, parts))
            }
            Type::Array { elem, len } => {
                let ty = self.ty(t, layout, span)?;
                let es = types.size_of(elem) as usize;
                let size = es.saturating_mul(len as usize);
                // An array of zeros (the implicit tail of `int t[N] = {1}` included) is one
                // null constant, whatever its length.
                if bytes.iter().take(size).all(|&b| b == 0) {
                    return Ok(self.const_null(ty));
                }
                if len > MAX_COMPOSITE_CONSTITUENTS {
                    return err(
                        span,
                        format!(
                            "a constant '{}' with non-zero elements needs more than SPIR-V's {} constituents in one instruction on the opencl target",
                            types.display(t),
                            MAX_COMPOSITE_CONSTITUENTS
                        ),
                    );
                }
                let mut parts = Vec::new();
                for i in 0..len as usize {
                    let at = (i * es).min(bytes.len());
                    parts.push(self.const_from_bytes(elem, &bytes[at..], layout, span)?);
                }
                Ok(self.const_composite(ty, parts))
            }
            Type::Struct(sid) if types.struct_def(sid).is_union => {
                self.union_const(t, sid, bytes, span)
            }
            Type::Struct(sid) => {
                let ty = self.ty(t, layout, span)?;
                let fields = types.struct_def(sid).fields.clone();
                let mut parts = Vec::new();
                for f in fields {
                    let at = (f.offset as usize).min(bytes.len());
                    parts.push(self.const_from_bytes(f.ty, &bytes[at..], layout, span)?);
                }
                Ok(self.const_composite(ty, parts))
            }
            Type::Pointer { .. } => {
                let ty = self.ty(t, Layout::Plain, span)?;
                if read(0, 8) != 0 {
                    // Addresses come as relocations with zero bytes (`ir::Global::relocations`).
                    return err(
                        span,
                        "internal: a program-scope pointer with non-zero bytes",
                    );
                }
                Ok(self.const_null(ty))
            }
            _ => err(
                span,
                format!("cannot make a constant of type '{}'", types.display(t)),
            ),
        }
    }
}
