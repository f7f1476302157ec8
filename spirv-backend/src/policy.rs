//! What the target asks of the pipeline, decided once from the options: the differences between
//! the Vulkan and OpenCL targets as named facts ([`Policy`]), which the passes consult instead of
//! testing the target. (The writer, `lower`, still tests `Lowerer::vulkan`; moving its tests
//! here is the next step.)

use crate::{Options, Target};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Policy {
    /// Accurate math builtins are calls of the math library: GLSL.std.450 is far less precise
    /// than OpenCL's full profile (Vulkan); OpenCL.std has the builtins (OpenCL).
    pub math_library: bool,
    /// A module needs an entry point (a Vulkan shader module); without a kernel it is a library
    /// of exported functions (OpenCL: `Linkage`).
    pub needs_entry_point: bool,
    /// Work-item geometry, printf's buffer and program-scope data reach functions as implicit
    /// values of the kernel's argument block (the Vulkan kernel ABI, `crate::abi`); OpenCL has
    /// builtins and module variables.
    pub implicit_values: bool,
    /// Private and `local` memory are addressed logically (Vulkan): objects whose address
    /// escapes live in byte-addressed homes; OpenCL pointers are physical.
    pub logical_addressing: bool,
    /// An image argument is a descriptor whose type its kernel's uses decide (Vulkan); OpenCL
    /// images are opaque values.
    pub image_descriptors: bool,
    /// Runtime-counted loops are unrolled by four before the writer: NVIDIA's Vulkan compiler
    /// does not unroll them and ignores the hints (Vulkan); OpenCL compilers unroll their own.
    pub unroll_runtime_loops: bool,
    /// Buffer offsets of a statement whose indices start alike read one shared address:
    /// NVIDIA's Vulkan compiler neither distributes the address arithmetic nor merges the
    /// repeated part (Vulkan); OpenCL compilers do both.
    pub share_offsets: bool,
    /// 64-bit integer `/` and `%` are calls of the library's division (32-bit divisions,
    /// shifts and subtractions; `library/divide_64.cl.inc`), so no 64-bit OpSDiv, OpUDiv,
    /// OpSRem, OpSMod or OpUMod reaches the module: NVIDIA's Vulkan driver (580, H100)
    /// miscompiles the code around such an instruction, even one no work-item runs (random
    /// programs 482, 1509, 1645, 1625; docs/fuzzing.md), and its 32-bit division is right.
    /// The SPIR-V targets for Vulkan, the portable ones (written through naga) included.
    /// Not the OpenCL target (OpenCL drivers divide right), nor naga's languages: WGSL and
    /// GLSL hold a `long` as its low 32 bits, and Metal's and D3D's compilers are not that
    /// driver.
    pub divide_64_bit_in_library: bool,
}

impl Policy {
    pub fn of(opts: &Options) -> Policy {
        let vulkan = opts.target != Target::Opencl;
        Policy {
            math_library: vulkan,
            needs_entry_point: vulkan,
            implicit_values: vulkan,
            logical_addressing: vulkan,
            image_descriptors: vulkan,
            unroll_runtime_loops: vulkan,
            share_offsets: vulkan,
            divide_64_bit_in_library: matches!(
                opts.target,
                Target::Vulkan1_2
                    | Target::Vulkan1_3
                    | Target::Vulkan1_2Portable
                    | Target::Vulkan1_3Portable
            ),
        }
    }
}
