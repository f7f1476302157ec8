//! IR types: interned in a [`TypeArena`] and addressed by [`TypeId`]; layouts follow OpenCL C.
//!
//! Sizes and alignments are OpenCL C's (and clang's for the SPIR targets): scalars are naturally
//! aligned, an n-vector is aligned to its size, a 3-vector occupies and aligns like a 4-vector,
//! structs lay fields out in order with natural padding unless `packed`/`aligned` say otherwise
//! (sema computes struct layouts and stores them in [`StructDef`]).

use crate::arena::{Arena, Handle, HandleVec};
use rustc_hash::FxHashMap as HashMap;
use std::fmt;

/// A type of a [`TypeArena`].
pub type TypeId = Handle<Type>;

/// A struct or union definition of a [`TypeArena`].
pub type StructId = Handle<StructDef>;

/// An OpenCL C scalar type: the ABI's [`ScalarKind`](oclvk_abi::ScalarKind) itself, so the
/// reflection's scalar kinds are the IR's.
pub use oclvk_abi::scalar::ScalarKind as Scalar;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    Private,
    Global,
    Constant,
    Local,
    Generic,
}

impl AddressSpace {
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Private => "private",
            AddressSpace::Global => "global",
            AddressSpace::Constant => "constant",
            AddressSpace::Local => "local",
            AddressSpace::Generic => "generic",
        }
    }
}

/// Qualifiers of the object a pointer points to (`const global float *restrict p` has
/// `is_const` and `is_restrict`). They become decorations and memory operands in SPIR-V.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PointeeQualifiers {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImageDim {
    D1,
    D1Buffer,
    D1Array,
    D2,
    D2Array,
    D3,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Access {
    ReadOnly,
    WriteOnly,
    ReadWrite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Scalar(Scalar),
    /// `len` is 2, 3, 4, 8 or 16.
    Vector {
        scalar: Scalar,
        len: u8,
    },
    Pointer {
        pointee: TypeId,
        space: AddressSpace,
        qualifiers: PointeeQualifiers,
    },
    /// A fixed-size array; `len` 0 only for flexible or unsized declarations sema allows.
    Array {
        elem: TypeId,
        len: u64,
    },
    Struct(StructId),
    Image {
        dim: ImageDim,
        access: Access,
    },
    Sampler,
    Event,
    /// OpenCL C 2.0's `atomic_int`, `atomic_float`, ... (C11's `_Atomic(T)`): an object that
    /// only the atomic builtins read and write. It has its value type's size, alignment and
    /// representation; sema loads it (a sequentially consistent atomic load) where C allows
    /// reading it outside the builtins.
    Atomic(TypeId),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: Option<String>,
    pub ty: TypeId,
    /// Byte offset in the struct.
    pub offset: u32,
    /// For bit-fields: (bit offset within the storage unit at `offset`, width in bits).
    pub bits: Option<(u32, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDef {
    pub name: Option<String>,
    /// The name is a typedef's (`typedef struct { ... } S;`): C spells the type `S`, and so does
    /// [`TypeArena::display_as_written`] (reflection's type names, as clang reports them).
    pub typedef_named: bool,
    pub is_union: bool,
    pub fields: Vec<Field>,
    pub size: u32,
    pub alignment: u32,
}

/// Interns types so that equal types have equal ids; owns struct definitions.
#[derive(Clone, Debug, Default)]
pub struct TypeArena {
    types: Arena<Type>,
    map: HashMap<Type, TypeId>,
    structs: Arena<StructDef>,
    /// Ids of `void`, scalar and vector types by [`simple_slot`] (`None` until interned): they
    /// are most lookups, and indexing a table is cheaper than hashing.
    simple: Vec<Option<TypeId>>,
    /// Ids of unqualified pointers by pointee and address space (`None` until interned): every
    /// use of a variable makes one, so they skip the hash too.
    plain_pointers: HandleVec<Type, [Option<TypeId>; 5]>,
}

/// Slots in [`TypeArena::simple`]: `void`, 12 scalars, 12 scalars x vector lengths up to 16.
const SIMPLE_SLOTS: usize = 1 + 12 + 12 * 17;

/// The [`TypeArena::simple`] slot of `ty`, if it has one.
fn simple_slot(ty: Type) -> Option<usize> {
    match ty {
        Type::Void => Some(0),
        Type::Scalar(s) => Some(1 + s as usize),
        Type::Vector { scalar, len } if len <= 16 => Some(13 + scalar as usize * 17 + len as usize),
        _ => None,
    }
}

impl TypeArena {
    pub fn new() -> TypeArena {
        TypeArena::default()
    }

    /// The id of `ty`, added if new. Inlined: most calls build their type in place (a scalar, a
    /// plain pointer) and find it in a table, which the compiler then reduces to an index.
    #[inline]
    pub fn intern(&mut self, ty: Type) -> TypeId {
        match self.known(ty) {
            Some(id) => id,
            None => self.intern_in_map(ty),
        }
    }

    /// `ty`'s id from the tables of common types, if it has one there.
    #[inline(always)]
    fn known(&self, ty: Type) -> Option<TypeId> {
        match ty {
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } if qualifiers == PointeeQualifiers::default() => {
                *self.plain_pointers.get(pointee)?.get(space as usize)?
            }
            _ => *self.simple.get(simple_slot(ty)?)?,
        }
    }

    /// [`Self::intern`] past the tables: the hash map, and entering a new type in all three.
    #[inline(never)]
    fn intern_in_map(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = self.types.push(ty);
        self.map.insert(ty, id);
        match ty {
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } if qualifiers == PointeeQualifiers::default() => {
                self.plain_pointers.ensure(pointee, [None; 5]);
                self.plain_pointers[pointee][space as usize] = Some(id);
            }
            _ => {
                if let Some(i) = simple_slot(ty) {
                    if self.simple.is_empty() {
                        self.simple = vec![None; SIMPLE_SLOTS];
                    }
                    self.simple[i] = Some(id);
                }
            }
        }
        id
    }

    pub fn get(&self, id: TypeId) -> Type {
        self.types[id]
    }

    pub fn iter(&self) -> impl Iterator<Item = (TypeId, Type)> + '_ {
        self.types.enumerate().map(|(id, &t)| (id, t))
    }

    pub fn add_struct(&mut self, def: StructDef) -> StructId {
        self.structs.push(def)
    }

    /// How many types the arena holds.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// How many struct definitions the arena holds.
    pub fn struct_count(&self) -> usize {
        self.structs.len()
    }

    /// Every struct definition's id, in order.
    pub fn struct_ids(&self) -> impl Iterator<Item = StructId> {
        self.structs.handles()
    }

    /// The id of `ty` if it has been interned (a lookup that adds nothing).
    pub fn lookup(&self, ty: Type) -> Option<TypeId> {
        self.known(ty).or_else(|| self.map.get(&ty).copied())
    }

    pub fn known_scalar(&self, s: Scalar) -> Option<TypeId> {
        self.lookup(Type::Scalar(s))
    }

    pub fn known_vector(&self, scalar: Scalar, len: u8) -> Option<TypeId> {
        self.lookup(Type::Vector { scalar, len })
    }

    pub fn struct_def(&self, id: StructId) -> &StructDef {
        &self.structs[id]
    }

    pub fn struct_def_mut(&mut self, id: StructId) -> &mut StructDef {
        &mut self.structs[id]
    }

    pub fn void(&mut self) -> TypeId {
        self.intern(Type::Void)
    }

    pub fn scalar(&mut self, s: Scalar) -> TypeId {
        self.intern(Type::Scalar(s))
    }

    pub fn vector(&mut self, scalar: Scalar, len: u8) -> TypeId {
        self.intern(Type::Vector { scalar, len })
    }

    pub fn pointer(&mut self, pointee: TypeId, space: AddressSpace) -> TypeId {
        self.intern(Type::Pointer {
            pointee,
            space,
            qualifiers: PointeeQualifiers::default(),
        })
    }

    /// The value type of an atomic type (`int` for `atomic_int`); any other type itself.
    pub fn value_type(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Atomic(inner) => inner,
            _ => id,
        }
    }

    pub fn is_atomic(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Atomic(_))
    }

    /// The scalar of a scalar or vector type.
    pub fn scalar_of(&self, id: TypeId) -> Option<Scalar> {
        match self.get(id) {
            Type::Scalar(s) | Type::Vector { scalar: s, .. } => Some(s),
            _ => None,
        }
    }

    /// Lane count: 1 for scalars, the length for vectors, `None` otherwise.
    pub fn lanes(&self, id: TypeId) -> Option<u8> {
        match self.get(id) {
            Type::Scalar(_) => Some(1),
            Type::Vector { len, .. } => Some(len),
            _ => None,
        }
    }

    /// What `vec_step` gives: 1 for a scalar, a vector's storage lanes (a 3-vector's is 4, as
    /// OpenCL C says), `None` for other types. The one answer for constant expressions and code.
    pub fn vec_step(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Scalar(_) => Some(1),
            Type::Vector { len, .. } => Some(storage_lanes(len)),
            _ => None,
        }
    }

    pub fn pointee(&self, id: TypeId) -> Option<(TypeId, AddressSpace)> {
        match self.get(id) {
            Type::Pointer { pointee, space, .. } => Some((pointee, space)),
            _ => None,
        }
    }

    /// Size in bytes (OpenCL C rules; a 3-vector takes 4 lanes; opaque types report 8).
    pub fn size_of(&self, id: TypeId) -> u64 {
        match self.get(id) {
            Type::Void => 1,
            Type::Scalar(s) => s.size() as u64,
            Type::Vector { scalar, len } => scalar.size() as u64 * storage_lanes(len) as u64,
            Type::Pointer { .. } | Type::Image { .. } | Type::Event => 8,
            Type::Sampler => 4,
            Type::Array { elem, len } => self.size_of(elem) * len,
            Type::Struct(s) => self.struct_def(s).size as u64,
            Type::Atomic(inner) => self.size_of(inner),
        }
    }

    pub fn align_of(&self, id: TypeId) -> u32 {
        match self.get(id) {
            Type::Void => 1,
            Type::Scalar(s) => s.size(),
            Type::Vector { scalar, len } => scalar.size() * storage_lanes(len),
            Type::Pointer { .. } | Type::Image { .. } | Type::Event => 8,
            Type::Sampler => 4,
            Type::Array { elem, .. } => self.align_of(elem),
            Type::Struct(s) => self.struct_def(s).alignment,
            Type::Atomic(inner) => self.align_of(inner),
        }
    }

    pub fn display(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay {
            arena: self,
            id,
            as_written: false,
        }
    }

    /// [`TypeArena::display`], but a struct or union named by a typedef as that name alone
    /// (`Pair`, not `struct Pair`), as a program spells it and clang's kernel argument
    /// reflection reports it.
    pub fn display_as_written(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay {
            arena: self,
            id,
            as_written: true,
        }
    }
}

/// The largest size in bytes of a type, and so of an object: struct offsets, relocation offsets
/// and SPIR-V array lengths and strides are 32-bit. Sema refuses larger arrays and structs.
pub const MAX_TYPE_SIZE: u64 = u32::MAX as u64;

/// Lanes a vector occupies in memory: 3-vectors are stored as 4.
pub fn storage_lanes(len: u8) -> u32 {
    if len == 3 {
        4
    } else {
        len as u32
    }
}

/// OpenCL C spelling of a type: `float4`, `global int *`, `struct S`, `int[4]`.
pub struct TypeDisplay<'a> {
    arena: &'a TypeArena,
    id: TypeId,
    as_written: bool,
}

impl TypeDisplay<'_> {
    fn of(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay {
            arena: self.arena,
            id,
            as_written: self.as_written,
        }
    }
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.arena;
        match a.get(self.id) {
            Type::Void => f.write_str("void"),
            Type::Scalar(s) => f.write_str(s.name()),
            Type::Vector { scalar, len } => write!(f, "{}{}", scalar.name(), len),
            Type::Pointer {
                pointee,
                space,
                qualifiers,
            } => {
                if space != AddressSpace::Private {
                    write!(f, "{} ", space.name())?;
                }
                if qualifiers.is_const {
                    f.write_str("const ")?;
                }
                if qualifiers.is_volatile {
                    f.write_str("volatile ")?;
                }
                write!(f, "{} *", self.of(pointee))?;
                if qualifiers.is_restrict {
                    f.write_str("restrict")?;
                }
                Ok(())
            }
            Type::Array { elem, len } => write!(f, "{}[{}]", self.of(elem), len),
            Type::Struct(s) => {
                let def = a.struct_def(s);
                let kw = if def.is_union { "union" } else { "struct" };
                match &def.name {
                    Some(n) if self.as_written && def.typedef_named => f.write_str(n),
                    Some(n) => write!(f, "{kw} {n}"),
                    None => write!(f, "{kw} <anonymous #{}>", s.index()),
                }
            }
            Type::Image { dim, access } => {
                let access = match access {
                    Access::ReadOnly => "read_only",
                    Access::WriteOnly => "write_only",
                    Access::ReadWrite => "read_write",
                };
                let dim = match dim {
                    ImageDim::D1 => "image1d_t",
                    ImageDim::D1Buffer => "image1d_buffer_t",
                    ImageDim::D1Array => "image1d_array_t",
                    ImageDim::D2 => "image2d_t",
                    ImageDim::D2Array => "image2d_array_t",
                    ImageDim::D3 => "image3d_t",
                };
                write!(f, "{access} {dim}")
            }
            Type::Sampler => f.write_str("sampler_t"),
            Type::Event => f.write_str("event_t"),
            // `atomic_int`; value types without such a name (none sema makes) spell as C11 does.
            Type::Atomic(inner) => match a.get(inner) {
                Type::Scalar(s) => write!(f, "atomic_{}", s.name()),
                _ => write!(f, "_Atomic({})", self.of(inner)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_and_layout() {
        let mut t = TypeArena::new();
        let f = t.scalar(Scalar::Float);
        assert_eq!(t.scalar(Scalar::Float), f);
        let f3 = t.vector(Scalar::Float, 3);
        assert_eq!((t.size_of(f3), t.align_of(f3)), (16, 16));
        let p = t.pointer(f3, AddressSpace::Global);
        assert_eq!(t.display(p).to_string(), "global float3 *");
        let arr = t.intern(Type::Array { elem: f3, len: 5 });
        assert_eq!(t.size_of(arr), 80);
        let long = t.scalar(Scalar::Long);
        let atomic = t.intern(Type::Atomic(long));
        assert_eq!((t.size_of(atomic), t.align_of(atomic)), (8, 8));
        assert_eq!(t.value_type(atomic), long);
        let p = t.pointer(atomic, AddressSpace::Global);
        assert_eq!(t.display(p).to_string(), "global atomic_long *");
    }
}
