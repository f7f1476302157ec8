//! What each target's language can hold, and IR types as naga types.
//!
//! Values of 8- and 16-bit integer types live in 32-bit registers, always holding a value of
//! their type (a conversion to them wraps, arithmetic on them wraps again: `function`'s
//! `normalize`); arrays of them in memory are packed in 32-bit words (`packed`), and structs
//! with such fields, and unions, are held as words in memory (`records`).
//! Where the language has no 64-bit integers (WGSL, naga's GLSL), a `long`/`ulong` register
//! holds the value's low 32 bits; what needs its high half is exact only where `wide` knows it,
//! and refused elsewhere, as are 64-bit arguments and buffer elements.
//! A `half` lives in an `f32` register that always holds a value `half` represents exactly
//! (`function::round_to_half` after each operation that may leave one); in memory it is 16
//! bits, packed like the 16-bit integers.

use crate::Target;
use naga::{Handle, Scalar as NScalar, Span, TypeInner, VectorSize};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, Scalar, Type};
use oclvk_frontend::source::Span as IrSpan;

#[derive(Clone, Copy, Debug)]
pub(crate) struct Features {
    /// As diagnostics name the target (`wgsl`).
    pub name: &'static str,
    pub int64: bool,
    pub float64: bool,
    /// Pipeline overrides stay in the output (WGSL); elsewhere they are given their values
    /// before writing (naga's other writers take none).
    pub overrides: bool,
    /// The written module's work-group size and `local` argument lengths become specialization
    /// constants again after writing (portable SPIR-V: `spec`).
    pub spec_constants: bool,
    /// `local` argument lengths become specialization constants in the written text (Vulkan
    /// GLSL's `constant_id`: `emit`).
    pub text_spec_lengths: bool,
    /// The language defines `/` and `%` of negative integers (C's truncation). GLSL leaves
    /// `%` with a negative operand undefined and HLSL defines it only for operands of one
    /// sign, and NVIDIA's GLSL compile of `x % 9` with `x` negative is not C's: there signed
    /// division and remainder are computed on the magnitudes.
    pub signed_division: bool,
    /// Which atomics on `long`/`ulong` the language has.
    pub int64_atomics: Int64Atomics,
}

/// The atomic operations on `long`/`ulong` a target's language has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Int64Atomics {
    /// None (WGSL, GLSL).
    None,
    /// Min and max of `ulong`s on storage buffers alone, as statements whose result is unused
    /// (MSL 2.4's `atomic_min`/`atomic_max` on `atomic_ulong`, naga's
    /// `SHADER_INT64_ATOMIC_MIN_MAX`).
    /// Metal has no 64-bit atomic load or store either, so nothing else may touch what they
    /// act on (`min_max64`).
    MinMaxStatements,
    /// Every operation (SPIR-V's Int64Atomics, HLSL's Shader Model 6.6).
    All,
}

impl Features {
    pub fn of(target: Target) -> Features {
        let name = target.name();
        match target {
            Target::Wgsl => Features {
                name,
                int64: false,
                float64: false,
                overrides: true,
                spec_constants: false,
                text_spec_lengths: false,
                signed_division: true,
                int64_atomics: Int64Atomics::None,
            },
            Target::Msl => Features {
                name,
                int64: true,
                float64: false,
                overrides: false,
                spec_constants: false,
                text_spec_lengths: false,
                signed_division: true,
                int64_atomics: Int64Atomics::MinMaxStatements,
            },
            Target::Glsl => Features {
                name,
                int64: false,
                float64: true,
                overrides: false,
                spec_constants: false,
                text_spec_lengths: true,
                signed_division: false,
                int64_atomics: Int64Atomics::None,
            },
            Target::Hlsl => Features {
                name,
                int64: true,
                float64: true,
                overrides: false,
                spec_constants: false,
                text_spec_lengths: false,
                signed_division: false,
                int64_atomics: Int64Atomics::All,
            },
            _ => Features {
                name,
                int64: true,
                float64: true,
                overrides: false,
                spec_constants: true,
                text_spec_lengths: false,
                signed_division: true,
                int64_atomics: Int64Atomics::All,
            },
        }
    }

    /// The target's features, with what `options` asks of the lowering for tests
    /// ([`crate::Options::int64_atomic_min_max_statements`]).
    pub fn for_options(options: &crate::Options) -> Features {
        let mut f = Features::of(options.target);
        if options.int64_atomic_min_max_statements && f.int64_atomics == Int64Atomics::All {
            f.int64_atomics = Int64Atomics::MinMaxStatements;
        }
        f
    }
}

/// The naga scalar that holds values of `s` in registers.
pub(crate) fn register_scalar(
    s: Scalar,
    f: &Features,
    span: IrSpan,
) -> Result<NScalar, Diagnostic> {
    Ok(match s {
        Scalar::Bool => NScalar::BOOL,
        Scalar::Char | Scalar::Short | Scalar::Int => NScalar::I32,
        Scalar::Uchar | Scalar::Ushort | Scalar::Uint => NScalar::U32,
        Scalar::Long if f.int64 => NScalar::I64,
        Scalar::Ulong if f.int64 => NScalar::U64,
        Scalar::Long => NScalar::I32,
        Scalar::Ulong => NScalar::U32,
        Scalar::Float => NScalar::F32,
        Scalar::Double if f.float64 => NScalar::F64,
        Scalar::Double => {
            return Err(Diagnostic::error(
                span,
                format!("'double' is not supported on the {} target", f.name),
            ))
        }
        Scalar::Half => NScalar::F32,
    })
}

/// Whether a scalar's register is narrower in memory than naga's scalar (8/16-bit integers,
/// `half`, `bool`), or wider in registers than its 64-bit memory (`long` on a 32-bit target).
pub(crate) fn memory_differs(s: Scalar, f: &Features) -> bool {
    match s {
        Scalar::Bool | Scalar::Char | Scalar::Uchar | Scalar::Short | Scalar::Ushort => true,
        Scalar::Half => true,
        Scalar::Long | Scalar::Ulong => !f.int64,
        _ => false,
    }
}

pub(crate) fn vector_size(len: u8) -> Option<VectorSize> {
    match len {
        2 => Some(VectorSize::Bi),
        3 => Some(VectorSize::Tri),
        4 => Some(VectorSize::Quad),
        _ => None,
    }
}

/// The naga type of IR type `id` (not a pointer: the function writer keeps pointers apart).
pub(crate) fn naga_type(
    out: &mut naga::Module,
    m: &ir::Module,
    f: &Features,
    id: ir::TypeId,
    span: IrSpan,
) -> Result<Handle<naga::Type>, Diagnostic> {
    let inner = match m.types.get(id) {
        Type::Scalar(s) => TypeInner::Scalar(register_scalar(s, f, span)?),
        Type::Vector { scalar, len } => {
            // The `wide-vectors` stage made every vector of 8 or 16 lanes an array of 4-lane
            // ones before this writer.
            let size = vector_size(len).ok_or_else(|| {
                Diagnostic::error(
                    span,
                    format!(
                        "internal error: a vector of {len} lanes ('{}') reached the naga writer",
                        m.types.display(id)
                    ),
                )
            })?;
            TypeInner::Vector {
                size,
                scalar: register_scalar(scalar, f, span)?,
            }
        }
        Type::Array { elem, len } => {
            let base = naga_type(out, m, f, elem, span)?;
            let len = u32::try_from(len)
                .ok()
                .and_then(std::num::NonZeroU32::new)
                .ok_or_else(|| {
                    Diagnostic::error(
                        span,
                        format!(
                            "arrays of no elements are not supported on the {} target",
                            f.name
                        ),
                    )
                })?;
            let stride = layout_of(out, base).1;
            TypeInner::Array {
                base,
                size: naga::ArraySize::Constant(len),
                stride,
            }
        }
        Type::Struct(sid) => {
            let def = m.types.struct_def(sid);
            if def.fields.iter().any(|fl| fl.bits.is_some()) {
                // The frontend refuses them in OpenCL C, as clang does.
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "bit-fields ('{}') are not supported on the {} target",
                        m.types.display(id),
                        f.name
                    ),
                ));
            }
            if def.is_union {
                return union_words(out, m, f, id, span);
            }
            // Narrow fields live in 32-bit members, laid out by naga's rules; the struct's
            // bytes in memory are OpenCL's, read and written field by field (`records`).
            let records = crate::records::AtomicRecords::default();
            let narrow = crate::records::held_in_words(m, id, Some(&records));
            let mut members = Vec::new();
            let mut end = 0u32;
            for field in &def.fields {
                if !narrow {
                    check_memory_layout(m, f, field.ty, span)?;
                }
                let ty = naga_type(out, m, f, field.ty, span)?;
                let offset = if narrow {
                    let (align, size) = layout_of(out, ty);
                    let at = end.div_ceil(align) * align;
                    end = at + size;
                    at
                } else {
                    field.offset
                };
                members.push(naga::StructMember {
                    name: field.name.clone(),
                    ty,
                    binding: None,
                    offset,
                });
            }
            let name = def.name.clone();
            let span_bytes = if narrow {
                let align = members
                    .iter()
                    .map(|mb| layout_of(out, mb.ty).0)
                    .max()
                    .unwrap_or(4);
                end.max(1).div_ceil(align) * align
            } else {
                m.types.size_of(id) as u32
            };
            let ty = naga::Type {
                name,
                inner: TypeInner::Struct {
                    members,
                    span: span_bytes,
                },
            };
            return Ok(out.types.insert(ty, Span::UNDEFINED));
        }
        Type::Atomic(inner) => match m.types.get(inner) {
            Type::Scalar(s @ (Scalar::Int | Scalar::Uint)) => {
                TypeInner::Atomic(register_scalar(s, f, span)?)
            }
            // MSL's one 64-bit atomic type is `atomic_ulong`.
            Type::Scalar(s @ Scalar::Ulong) if f.int64_atomics != Int64Atomics::None => {
                TypeInner::Atomic(register_scalar(s, f, span)?)
            }
            Type::Scalar(s @ Scalar::Long) if f.int64_atomics == Int64Atomics::All => {
                TypeInner::Atomic(register_scalar(s, f, span)?)
            }
            _ => {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "atomic type '{}' is not supported on the {} target",
                        m.types.display(id),
                        f.name
                    ),
                ))
            }
        },
        Type::Pointer { .. } => {
            return Err(Diagnostic::error(
                span,
                format!(
                    "a pointer kept in memory ('{}') is not supported on the {} target",
                    m.types.display(id),
                    f.name
                ),
            ))
        }
        Type::Image { .. } | Type::Sampler => {
            return Err(Diagnostic::error(
                span,
                format!(
                    "images and samplers are not supported on the {} target yet",
                    f.name
                ),
            ))
        }
        Type::Event | Type::Void => {
            return Err(Diagnostic::error(
                span,
                format!(
                    "type '{}' is not supported on the {} target",
                    m.types.display(id),
                    f.name
                ),
            ))
        }
    };
    Ok(out
        .types
        .insert(naga::Type { name: None, inner }, Span::UNDEFINED))
}

/// A union in registers: the array of its words (`records`), every member's value made of the
/// same bytes (the last word's bytes past the union's size unused). Its members' types must be
/// ones the target holds.
fn union_words(
    out: &mut naga::Module,
    m: &ir::Module,
    f: &Features,
    id: ir::TypeId,
    span: IrSpan,
) -> Result<Handle<naga::Type>, Diagnostic> {
    let def = m.types.struct_def(match m.types.get(id) {
        Type::Struct(sid) => sid,
        _ => unreachable!("a union is a struct type"),
    });
    for field in &def.fields {
        naga_type(out, m, f, field.ty, span)?;
    }
    let base = out.types.insert(
        naga::Type {
            name: None,
            inner: TypeInner::Scalar(NScalar::U32),
        },
        Span::UNDEFINED,
    );
    let words = crate::records::words(m.types.size_of(id));
    let size = naga::ArraySize::Constant(
        std::num::NonZeroU32::new(words).unwrap_or(std::num::NonZeroU32::MIN),
    );
    Ok(out.types.insert(
        naga::Type {
            name: None,
            inner: TypeInner::Array {
                base,
                size,
                stride: 4,
            },
        },
        Span::UNDEFINED,
    ))
}

/// Refuses a type whose bytes in memory the target's registers do not match (8/16-bit
/// integers, `bool`, `long` where integers are 32-bit): memory shared with the host or other
/// work-items keeps OpenCL's layout.
pub(crate) fn check_memory_layout(
    m: &ir::Module,
    f: &Features,
    id: ir::TypeId,
    span: IrSpan,
) -> Result<(), Diagnostic> {
    match m.types.get(id) {
        Type::Scalar(s) | Type::Vector { scalar: s, .. } if memory_differs(s, f) => {
            let what = match s {
                Scalar::Long | Scalar::Ulong => "64-bit integer",
                Scalar::Bool => "'bool'",
                Scalar::Half => "'half'",
                _ => "8- and 16-bit integer",
            };
            Err(Diagnostic::error(
                span,
                format!(
                    "{what} elements in memory ('{}') are not supported on the {} target",
                    m.types.display(id),
                    f.name
                ),
            ))
        }
        Type::Array { elem, .. } => check_memory_layout(m, f, elem, span),
        Type::Atomic(inner) => check_memory_layout(m, f, inner, span),
        Type::Struct(sid) => {
            for field in &m.types.struct_def(sid).fields {
                check_memory_layout(m, f, field.ty, span)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// (alignment, size rounded to the alignment) of a naga type, by WGSL's host-shareable rules
/// (which OpenCL's layout of the types that reach memory agrees with).
pub(crate) fn layout_of(out: &naga::Module, ty: Handle<naga::Type>) -> (u32, u32) {
    match out.types[ty].inner {
        TypeInner::Scalar(s) | TypeInner::Atomic(s) => (s.width as u32, s.width as u32),
        TypeInner::Vector { size, scalar } => {
            let n = match size {
                VectorSize::Bi => 2,
                _ => 4,
            };
            let a = n * scalar.width as u32;
            (a, a)
        }
        TypeInner::Array { base, size, stride } => {
            let (a, _) = layout_of(out, base);
            let n = match size {
                naga::ArraySize::Constant(n) => n.get(),
                _ => 1,
            };
            (a, stride * n)
        }
        TypeInner::Struct { ref members, span } => {
            let a = members
                .iter()
                .map(|m| layout_of(out, m.ty).0)
                .max()
                .unwrap_or(1);
            (a, span.div_ceil(a) * a)
        }
        _ => (4, 4),
    }
}
