//! What the target asks of the pipeline and the writer, decided once from the options: the
//! differences between the Vulkan and OpenCL targets as named questions ([`Policy`]), which
//! the passes and the SPIR-V writer (`lower`) ask instead of testing the target. Each question
//! says why the targets differ; a new target answers each on its own.

use crate::{Options, Target};
use oclvk_frontend::ir::AddressSpace;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Policy {
    /// The Vulkan targets (`vulkan1.2`, `vulkan1.3`); else OpenCL. Only the questions below
    /// read it.
    vulkan: bool,
    /// See [`Policy::divide_64_bit_in_library`] (and
    /// [`Policy::convert_float_to_64_bit_in_library`], the same targets).
    divide_64_bit_in_library: bool,
    /// See [`Policy::long_held_in_32_bits`].
    long_held_in_32_bits: bool,
    /// See [`Policy::printf_records`].
    printf_records: bool,
    /// The portable targets, which naga's languages write: see [`Policy::pointer_is_value`].
    portable: bool,
}

impl Policy {
    pub fn of(opts: &Options) -> Policy {
        Policy {
            vulkan: opts.target != Target::Opencl,
            divide_64_bit_in_library: matches!(
                opts.target,
                Target::Vulkan1_2
                    | Target::Vulkan1_3
                    | Target::Vulkan1_2Portable
                    | Target::Vulkan1_3Portable
            ),
            long_held_in_32_bits: matches!(opts.target, Target::Wgsl | Target::Glsl),
            printf_records: opts.target != Target::Opencl,
            portable: opts.target.is_portable(),
        }
    }

    /// The target's name in diagnostics ("... is not supported on the Vulkan target").
    pub fn target_name(&self) -> &'static str {
        if self.vulkan {
            "Vulkan"
        } else {
            "OpenCL"
        }
    }

    // The passes' questions.

    /// Accurate math builtins are calls of the math library: GLSL.std.450 is far less precise
    /// than OpenCL's full profile (Vulkan); OpenCL.std has the builtins (OpenCL). The library's
    /// fused-fma question is a specialization constant there.
    pub fn math_library(&self) -> bool {
        self.vulkan
    }

    /// A module needs an entry point (a Vulkan shader module); without a kernel it is a library
    /// of exported functions (OpenCL: `Linkage`).
    pub fn needs_entry_point(&self) -> bool {
        self.vulkan
    }

    /// Arguments reach a kernel through the Vulkan kernel ABI (`crate::abi`: push constants or
    /// an argument buffer, with implicit values after them), and work-item geometry, printf's
    /// buffer, the check buffer and program-scope data reach functions as implicit values:
    /// Vulkan's built-ins are 32-bit and know no global offset, and a shader has no
    /// program-scope buffers of its own (Vulkan). OpenCL has kernel parameters, `size_t`
    /// built-ins with the offset, and module variables.
    pub fn implicit_values(&self) -> bool {
        self.vulkan
    }

    /// Private and `local` memory are addressed logically (Vulkan): a pointer into them is an
    /// access chain, a view of a byte-addressed home or a home address, never a pointer value;
    /// objects whose address escapes live in homes; global and constant memory is reached
    /// through PhysicalStorageBuffer64 pointers (which need `Aliased` or `Restrict`, have no
    /// null constant, and take a negative OpPtrAccessChain index badly on NVIDIA). OpenCL
    /// pointers are physical in every address space.
    pub fn logical_addressing(&self) -> bool {
        self.vulkan
    }

    /// An image argument is a descriptor whose type its kernel's uses decide, read and written
    /// as four-lane texels of the image's sampled type (Vulkan); OpenCL images and samplers are
    /// opaque values, with literal samplers and sign-extension image operands.
    pub fn image_descriptors(&self) -> bool {
        self.vulkan
    }

    /// Runtime-counted loops are unrolled by four before the writer: NVIDIA's Vulkan compiler
    /// does not unroll them and ignores the hints (Vulkan); OpenCL compilers unroll their own.
    pub fn unroll_runtime_loops(&self) -> bool {
        self.vulkan
    }

    /// Buffer offsets of a statement whose indices start alike read one shared address:
    /// NVIDIA's Vulkan compiler neither distributes the address arithmetic nor merges the
    /// repeated part (Vulkan); OpenCL compilers do both.
    pub fn share_offsets(&self) -> bool {
        self.vulkan
    }

    /// 64-bit integer `/` and `%` are calls of the library's division (32-bit divisions,
    /// shifts and subtractions; `library/divide_64.cl.inc`), so no 64-bit OpSDiv, OpUDiv,
    /// OpSRem, OpSMod or OpUMod reaches the module: NVIDIA's Vulkan driver (580, H100)
    /// miscompiles the code around such an instruction, even one no work-item runs (random
    /// programs 482, 1509, 1645, 1625; docs/fuzzing.md), and its 32-bit division is right.
    /// The SPIR-V targets for Vulkan, the portable ones (written through naga) included.
    /// Not the OpenCL target (OpenCL drivers divide right), nor naga's languages: WGSL and
    /// GLSL hold a `long` as its low 32 bits, and Metal's and D3D's compilers are not that
    /// driver.
    pub fn divide_64_bit_in_library(&self) -> bool {
        self.divide_64_bit_in_library
    }

    /// Conversions of `half` and `float` values to `long` and `ulong` are calls of the
    /// library's (32-bit conversions and the float's bits; `library/convert_64.cl.inc`), so no
    /// OpConvertFToS or OpConvertFToU from a 16- or 32-bit float to a 64-bit integer reaches
    /// the module: NVIDIA's Vulkan driver (580, H100) miscompiles code around one of a rounded
    /// value (random program 482; docs/fuzzing.md). The targets of
    /// [`Policy::divide_64_bit_in_library`], for the same reasons.
    pub fn convert_float_to_64_bit_in_library(&self) -> bool {
        self.divide_64_bit_in_library
    }

    /// Every integer `/` and `%` divides by a divisor that cannot trap (1 where it is 0, or -1
    /// under the type's minimum; the `trap-free-division` stage): a Vulkan driver compiles
    /// divisions no work-item runs, and Mesa's folds one of known operands with the host's
    /// division, which kills the process (SIGFPE) on those (docs/fuzzing.md). The Vulkan
    /// targets and the portable ones (naga's: their drivers are Vulkan's, or fold the same
    /// way). Not the OpenCL target: its consumers do not fold a division into a trap.
    pub fn trap_free_division(&self) -> bool {
        self.vulkan
    }

    /// A `long` is held in its low 32 bits (WGSL and naga's GLSL have no 64-bit integers): the
    /// naga writer decides from the values' known ranges how those halves divide, so the
    /// stages leave 64-bit divisions to it; and the library's correctly rounded `double`
    /// forms, which move bits through 64-bit integers, are not linked.
    pub fn long_held_in_32_bits(&self) -> bool {
        self.long_held_in_32_bits
    }

    /// printf calls are IR that writes records into the printf buffer (the `printf-records`
    /// stage), which the runner binds and formats after the dispatch: a shader cannot print
    /// (Vulkan, portable or not; the buffer is an implicit value's device address or a
    /// storage buffer). OpenCL has OpenCL.std printf, which the runtime prints.
    pub fn printf_records(&self) -> bool {
        self.printf_records
    }

    /// Conversions whose rounding mode the driver need not honour are computed exactly by the
    /// library (`library/rounding.cl.inc`, the exact-rounding stage): `_rtz`, `_rtp` and `_rtn`
    /// integer-to-float and narrowing float conversions, `double` to `half` and `double` to an
    /// integer with `_rte` (lavapipe narrows `double` to `half` through `float` rounding twice,
    /// and rounds `double` halfway cases wrongly). The Vulkan targets, the portable ones
    /// included: Vulkan allows no `FPRoundingMode` on these conversions. OpenCL keeps the
    /// decoration ([`Policy::rounding_decorations`]).
    pub fn exact_rounding(&self) -> bool {
        self.vulkan
    }

    /// A pointer into `space` reaches a function as a value, its address, so one function
    /// serves every object it may point into and the `specialize-pointer-arguments` stage
    /// gives such a parameter no form (does not copy functions per buffer): `global` and
    /// `constant` memory are PhysicalStorageBuffer pointers on the Vulkan targets, and every
    /// pointer is physical on the OpenCL target. The portable targets' languages pass a
    /// pointer only to a variable of the caller's and name a buffer as a global: every
    /// pointer has a form there.
    pub fn pointer_is_value(&self, space: AddressSpace) -> bool {
        !self.portable
            && (!self.vulkan || matches!(space, AddressSpace::Global | AddressSpace::Constant))
    }

    /// A kernel is an ordinary function that its entry point calls (the entry point is a
    /// wrapper binding the kernel's arguments, `lower/entry.rs`), so a kernel calling another
    /// with the arguments' forms the other's entry point passes calls it as it is (Vulkan,
    /// OpenCL). On the portable targets the kernel is the entry point, whose parameters are
    /// its buffers: a kernel called by a kernel is always a copy.
    pub fn kernels_are_functions(&self) -> bool {
        !self.portable
    }

    // The writer's questions.

    /// The module is a Vulkan compute shader: the `Shader` capability, SPIR-V 1.5 or later,
    /// GLCompute entry points whose interfaces list every module variable, the GLSL450 memory
    /// model over Logical or PhysicalStorageBuffer64 addressing, Workgroup memory reserved by
    /// the options. Otherwise an OpenCL kernel module: `Addresses`, `Kernel` and `Int64`,
    /// Physical64 OpenCL memory, Kernel entry points with their execution modes
    /// (`LocalSizeHint`, `VecTypeHint`, `ContractionOff`), `Constant` built-in variables read
    /// with their alignment, and `half` in memory alone through the Kernel capability
    /// `Float16Buffer`.
    pub fn compute_shader(&self) -> bool {
        self.vulkan
    }

    /// The reflection is embedded in the module as a non-semantic instruction (Vulkan): OpenCL
    /// consumers (llvm-spirv 15, drivers built on it) reject SPV_KHR_non_semantic_info, so the
    /// JSON sidecar carries it there.
    pub fn embed_reflection(&self) -> bool {
        self.vulkan
    }

    /// Memory in buffers, push constants and private variables has explicit layouts (Vulkan's
    /// `Shader` rules: `Offset` and `ArrayStride`, 8- and 16-bit types through
    /// `StorageBuffer8BitAccess`/`16BitAccess`, `bool` as an integer), so a value converts
    /// between its plain and its laid-out form at loads and stores, and structs with
    /// under-aligned members (packed) are byte records. OpenCL memory has C's layout
    /// implicitly (`CPacked` for packed structs).
    pub fn explicit_layout(&self) -> bool {
        self.vulkan
    }

    /// OpenCL C's builtins are OpenCL.std instructions (math, integer, common, geometric,
    /// vload/vstore, shuffle, printf) with OpenCL's precision and argument forms. Vulkan has
    /// GLSL.std.450, a subset at Vulkan's precision (no 64-bit transcendental forms), so the
    /// writer builds the rest from core instructions (printf: the `printf-records` stage).
    pub fn opencl_std(&self) -> bool {
        !self.vulkan
    }

    /// Contraction is controlled per instruction by the `NoContraction` decoration, a `Shader`
    /// one (Vulkan); OpenCL modules say it per kernel with the `ContractionOff` mode.
    pub fn per_instruction_contraction(&self) -> bool {
        self.vulkan
    }

    /// Conversions take their rounding mode and saturation as decorations (`FPRoundingMode`,
    /// `SaturatedConversion`: OpenCL). Vulkan allows neither on these conversions, so the
    /// exact-rounding stage has the library round them ([`Policy::exact_rounding`]) and the
    /// writer computes saturation (`convert.rs`).
    pub fn rounding_decorations(&self) -> bool {
        !self.vulkan
    }

    /// Sub-group operations are GroupNonUniform instructions and work-group functions are
    /// built from them and `local` memory (Vulkan); OpenCL has the Kernel capability's Group
    /// instructions at both scopes and the OpenCL sub-group built-ins. The `cl_khr_subgroup_*`
    /// extensions are GroupNonUniform on both (on OpenCL they raise the module to SPIR-V 1.3).
    pub fn non_uniform_groups(&self) -> bool {
        self.vulkan
    }

    /// Barriers and atomics follow the Vulkan environment's memory rules: global memory is
    /// `UniformMemory` in memory semantics, acquire-release is the strongest order (no
    /// `SequentiallyConsistent`), there are no image-memory semantics, a memory scope is at
    /// most the device, and atomics work on buffer and Workgroup memory only (private ones are
    /// plain loads and stores). OpenCL: `CrossWorkgroupMemory`, sequential consistency,
    /// `ImageMemory`, cross-device scope, atomics anywhere.
    pub fn shader_memory_model(&self) -> bool {
        self.vulkan
    }

    /// Async copies and events are instructions (`OpGroupAsyncCopy`, `OpGroupWaitEvents`,
    /// `OpTypeEvent`: OpenCL). A Vulkan shader has none: a copy runs at once and an event is
    /// a plain integer.
    pub fn async_copies(&self) -> bool {
        !self.vulkan
    }

    /// Work around Vulkan drivers' shader compilers where they mistranslate valid SPIR-V (each
    /// site names the driver and the case: NVIDIA's misread signed instructions on
    /// unsigned-typed operands, `OpSRem` of a negative dividend, sign extensions from 8 or 16
    /// bits to 64, contractions across an undecorated negation, double division by a constant;
    /// a division that could trap is never written: [`Policy::trap_free_division`]). OpenCL
    /// modules have no signed integer types to give, and their consumers have none of these
    /// faults.
    pub fn shader_compiler_workarounds(&self) -> bool {
        self.vulkan
    }

    /// Avoid what llvm-spirv 15, the usual reader of OpenCL modules, cannot read: it crashes
    /// on a non-constant `OpCompositeConstruct` (OpenCL).
    pub fn llvm_spirv_workarounds(&self) -> bool {
        !self.vulkan
    }
}
