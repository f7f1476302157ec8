//! The spelling of OpenCL's predefined type names, both ways: [`BuiltinType::from_name`] for the
//! parser and `Display` for dumps and diagnostics.

use super::{BuiltinType, ImageType, ScalarName};
use std::fmt;

const SCALARS: [(ScalarName, &str); 11] = [
    (ScalarName::Char, "char"),
    (ScalarName::UChar, "uchar"),
    (ScalarName::Short, "short"),
    (ScalarName::UShort, "ushort"),
    (ScalarName::Int, "int"),
    (ScalarName::UInt, "uint"),
    (ScalarName::Long, "long"),
    (ScalarName::ULong, "ulong"),
    (ScalarName::Float, "float"),
    (ScalarName::Double, "double"),
    (ScalarName::Half, "half"),
];

const VECTOR_WIDTHS: [u8; 5] = [2, 3, 4, 8, 16];

const IMAGES: [(ImageType, &str); 12] = [
    (ImageType::Image1d, "image1d_t"),
    (ImageType::Image1dArray, "image1d_array_t"),
    (ImageType::Image1dBuffer, "image1d_buffer_t"),
    (ImageType::Image2d, "image2d_t"),
    (ImageType::Image2dArray, "image2d_array_t"),
    (ImageType::Image2dDepth, "image2d_depth_t"),
    (ImageType::Image2dArrayDepth, "image2d_array_depth_t"),
    (ImageType::Image2dMsaa, "image2d_msaa_t"),
    (ImageType::Image2dArrayMsaa, "image2d_array_msaa_t"),
    (ImageType::Image2dMsaaDepth, "image2d_msaa_depth_t"),
    (
        ImageType::Image2dArrayMsaaDepth,
        "image2d_array_msaa_depth_t",
    ),
    (ImageType::Image3d, "image3d_t"),
];

const OTHERS: [(BuiltinType, &str); 31] = [
    (BuiltinType::Scalar(ScalarName::UChar), "uchar"),
    (BuiltinType::Scalar(ScalarName::UShort), "ushort"),
    (BuiltinType::Scalar(ScalarName::UInt), "uint"),
    (BuiltinType::Scalar(ScalarName::ULong), "ulong"),
    (BuiltinType::Sampler, "sampler_t"),
    (BuiltinType::Event, "event_t"),
    (BuiltinType::ClkEvent, "clk_event_t"),
    (BuiltinType::Queue, "queue_t"),
    (BuiltinType::ReserveId, "reserve_id_t"),
    (BuiltinType::NdRange, "ndrange_t"),
    (BuiltinType::SizeT, "size_t"),
    (BuiltinType::PtrdiffT, "ptrdiff_t"),
    (BuiltinType::IntptrT, "intptr_t"),
    (BuiltinType::UintptrT, "uintptr_t"),
    (BuiltinType::AtomicInt, "atomic_int"),
    (BuiltinType::AtomicUint, "atomic_uint"),
    (BuiltinType::AtomicLong, "atomic_long"),
    (BuiltinType::AtomicUlong, "atomic_ulong"),
    (BuiltinType::AtomicFloat, "atomic_float"),
    (BuiltinType::AtomicDouble, "atomic_double"),
    (BuiltinType::AtomicHalf, "atomic_half"),
    (BuiltinType::AtomicFlag, "atomic_flag"),
    (BuiltinType::AtomicIntptrT, "atomic_intptr_t"),
    (BuiltinType::AtomicUintptrT, "atomic_uintptr_t"),
    (BuiltinType::AtomicSizeT, "atomic_size_t"),
    (BuiltinType::AtomicPtrdiffT, "atomic_ptrdiff_t"),
    (BuiltinType::MemoryOrder, "memory_order"),
    (BuiltinType::MemoryScope, "memory_scope"),
    (BuiltinType::ClMemFenceFlags, "cl_mem_fence_flags"),
    (BuiltinType::ClkProfilingInfo, "clk_profiling_info"),
    (BuiltinType::KernelEnqueueFlags, "kernel_enqueue_flags"),
];

impl ScalarName {
    pub fn as_str(self) -> &'static str {
        SCALARS[self as usize].1
    }
}

impl ImageType {
    pub fn as_str(self) -> &'static str {
        IMAGES
            .iter()
            .find(|(i, _)| *i == self)
            .map_or("image", |(_, n)| n)
    }
}

impl BuiltinType {
    /// Every predefined type name with its meaning (vector names included: `float4`, ...).
    pub fn all() -> Vec<(BuiltinType, String)> {
        let mut all = Vec::new();
        for (scalar, name) in SCALARS {
            for width in VECTOR_WIDTHS {
                all.push((BuiltinType::Vector(scalar, width), format!("{name}{width}")));
            }
        }
        for (image, name) in IMAGES {
            all.push((BuiltinType::Image(image), name.to_string()));
        }
        for (ty, name) in OTHERS {
            all.push((ty, name.to_string()));
        }
        all
    }

    /// The builtin type a name denotes, if any.
    pub fn from_name(name: &str) -> Option<BuiltinType> {
        if let Some(found) = OTHERS.iter().find(|(_, n)| *n == name) {
            return Some(found.0);
        }
        if let Some((image, _)) = IMAGES.iter().find(|(_, n)| *n == name) {
            return Some(BuiltinType::Image(*image));
        }
        let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
        let (elem, width) = name.split_at(name.len() - digits);
        let width: u8 = width.parse().ok()?;
        if !VECTOR_WIDTHS.contains(&width) || width.to_string().len() != digits {
            return None;
        }
        let (scalar, _) = SCALARS.iter().find(|(_, n)| *n == elem)?;
        Some(BuiltinType::Vector(*scalar, width))
    }
}

impl fmt::Display for BuiltinType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuiltinType::Scalar(s) => f.write_str(s.as_str()),
            BuiltinType::Vector(s, w) => write!(f, "{}{}", s.as_str(), w),
            BuiltinType::Image(i) => f.write_str(i.as_str()),
            other => {
                let name = OTHERS
                    .iter()
                    .find(|(t, _)| t == other)
                    .map_or("?", |(_, n)| n);
                f.write_str(name)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        let all = BuiltinType::all();
        assert_eq!(all.len(), 11 * 5 + 12 + 31);
        for (ty, name) in &all {
            assert_eq!(BuiltinType::from_name(name), Some(*ty), "{name}");
            assert_eq!(ty.to_string(), *name);
        }
        assert_eq!(BuiltinType::from_name("float5"), None);
        assert_eq!(BuiltinType::from_name("float04"), None);
        assert_eq!(BuiltinType::from_name("bool2"), None);
        assert_eq!(BuiltinType::from_name("int"), None);
    }
}
