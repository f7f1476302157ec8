//! Kernel reflection: everything a runner needs to launch a module's kernels without the source.
//!
//! The backend produces a [`ModuleReflection`] next to the SPIR-V words; it is written as a JSON
//! sidecar (`k.spv.json`) and embedded in the module as one `OpExtInst` of the non-semantic
//! instruction set [`EMBEDDED_SET`] whose operands are `OpString`s holding the same JSON, so that
//! a `.spv` file is self-describing. The JSON is cut into pieces of at most
//! [`EMBEDDED_CHUNK_BYTES`] (an instruction is at most 65,535 words), on character boundaries,
//! and the reader joins the operands' strings in order; a module with one piece reads as before. This module is the whole contract between compiler and runner:
//! the runner never looks at the SPIR-V beyond extracting this.

use serde::{Deserialize, Serialize};

pub use crate::scalar::ScalarKind;

/// Name of the non-semantic extended instruction set that carries the reflection JSON.
pub const EMBEDDED_SET: &str = "NonSemantic.oclvk.reflection.1";
/// The one instruction of that set: its operands are the `OpString` ids of the JSON text's
/// pieces, in order.
pub const EMBEDDED_OPCODE: u32 = 1;
/// The longest piece of the embedded JSON: an `OpString` of 65,535 words holds its opcode, its
/// result id and this many bytes plus the terminating nul.
pub const EMBEDDED_CHUNK_BYTES: usize = 4 * (65_535 - 2) - 1;
/// Bumped when the format changes incompatibly; the runner refuses other versions.
pub const FORMAT_VERSION: u32 = 2;

/// Written as the CLI's `--target` spells it (`vulkan1.2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    /// SPIR-V 1.5, Vulkan 1.2 environment (the default).
    #[default]
    #[serde(rename = "vulkan1.2")]
    Vulkan1_2,
    /// SPIR-V 1.6, Vulkan 1.3 environment.
    #[serde(rename = "vulkan1.3")]
    Vulkan1_3,
    /// Kernel capability, Physical64, OpenCL memory model (for OpenCL runtimes that take SPIR-V).
    Opencl,
    /// SPIR-V 1.5 for Vulkan 1.2 without device addresses: descriptors bound as
    /// [`crate::portable`] says, written through naga.
    #[serde(rename = "vulkan1.2-portable")]
    Vulkan1_2Portable,
    /// SPIR-V 1.6 for Vulkan 1.3 without device addresses, like [`Target::Vulkan1_2Portable`].
    #[serde(rename = "vulkan1.3-portable")]
    Vulkan1_3Portable,
    /// WebGPU's shading language, written through naga.
    Wgsl,
    /// Metal Shading Language, written through naga.
    Msl,
    /// HLSL (Shader Model 6), written through naga.
    Hlsl,
    /// GLSL for Vulkan (a compute shader), written through naga.
    Glsl,
}

impl Target {
    /// Every target, in the order `--help` lists them.
    pub const ALL: [Target; 9] = [
        Target::Vulkan1_2,
        Target::Vulkan1_3,
        Target::Opencl,
        Target::Vulkan1_2Portable,
        Target::Vulkan1_3Portable,
        Target::Wgsl,
        Target::Msl,
        Target::Hlsl,
        Target::Glsl,
    ];

    /// As `--target`, the reflection and diagnostics spell it (`vulkan1.2-portable`); the serde
    /// names above are the same (a test checks).
    pub fn name(self) -> &'static str {
        match self {
            Target::Vulkan1_2 => "vulkan1.2",
            Target::Vulkan1_3 => "vulkan1.3",
            Target::Opencl => "opencl",
            Target::Vulkan1_2Portable => "vulkan1.2-portable",
            Target::Vulkan1_3Portable => "vulkan1.3-portable",
            Target::Wgsl => "wgsl",
            Target::Msl => "msl",
            Target::Hlsl => "hlsl",
            Target::Glsl => "glsl",
        }
    }

    /// Whether the target binds buffers as descriptors ([`crate::portable`]) rather than
    /// passing device addresses: the targets written through naga.
    pub fn is_portable(self) -> bool {
        !matches!(self, Target::Vulkan1_2 | Target::Vulkan1_3 | Target::Opencl)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModuleReflection {
    pub format_version: u32,
    pub target: Target,
    /// The OpenCL C version the module was compiled for (120, 200, 300).
    pub opencl_c_version: u32,
    /// Compiled with `-cl-uniform-work-group-size`: every global size must be a multiple of the
    /// local size, as in OpenCL C 1.2 (from 2.0 on the runner otherwise runs a smaller last
    /// work-group in each dimension).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub uniform_work_group_size: bool,
    pub kernels: Vec<KernelReflection>,
    /// Program-scope `constant` data: one buffer the runner uploads once per program; kernels that
    /// use it receive its address through [`ImplicitKind::ModuleConstants`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constant_data: Option<DataBlock>,
    /// Program-scope `global` variables (2.0): one buffer owned by the runner's program object,
    /// initialised once from `init`, persisting across launches ([`ImplicitKind::ProgramGlobals`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program_globals: Option<DataBlock>,
    /// The printf calls of the module (Vulkan targets), indexed by the call number a kernel
    /// writes into each printf record (see [`printf_buffer`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub printf_calls: Vec<PrintfCall>,
    /// The run-time checks compiled into the module's kernels (Vulkan targets, on request):
    /// kernels that have them read [`ImplicitKind::CheckBuffer`] (layout: [`check_buffer`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks: Option<Checks>,
    /// The specialization constant ([`FUSED_FMA_SPEC_ID`], a `bool`, false by default) through
    /// which the math library asks whether the device's GLSL.std.450 `Fma` is fused (one
    /// rounding, which Vulkan does not promise): its exact products then take two operations
    /// instead of Dekker's. The runner sets it from its probe of the device; left unset, the
    /// module is correct anywhere. Absent when no function of the module reads it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fused_fma_spec_id: Option<u32>,
}

/// What the kernels of a module check at run time, and where.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checks {
    /// Every global and constant memory access checks its address against the table of
    /// buffers in the check buffer, and every access to a `local` argument its index against
    /// the argument's length; a violation is recorded and the access skipped. Each `local`
    /// argument's array then has one spare element past its length, where overruns go (the
    /// runner counts it against the device's shared memory).
    pub bounds: bool,
    /// Each loop tests, when it ends, that it ended by its condition or a `break`, and a
    /// work-item records itself otherwise: a loop limiter of this many iterations cut it
    /// short (lavapipe's, [`LAVAPIPE_LOOP_LIMIT`]; the number is for the report).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loop_limit: Option<u32>,
    /// Entries of the buffer table: the most buffer arguments of any kernel, plus one for each
    /// data block (constant, program-global) the module has; see [`check_buffer`].
    pub table_entries: u32,
    /// Bytes of the scratch area that skipped accesses read and write (the largest access).
    pub scratch_bytes: u32,
    /// The checked accesses, indexed by the location id a violation records.
    pub locations: Vec<CheckLocation>,
}

/// Where lavapipe (Mesa's gallivm) stops a work-item's loops: after this many loop ends in
/// total, every loop exits at its back-edge.
pub const LAVAPIPE_LOOP_LIMIT: u32 = 65_535;

/// One checked memory access in the source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckLocation {
    /// The source file, as diagnostics name it (empty when unknown).
    pub file: String,
    /// 1-based; 0 when unknown.
    pub line: u32,
    pub column: u32,
    pub access: AccessKind,
    /// Bytes the access reads or writes.
    pub bytes: u32,
    /// The index of the kernel argument the accessed pointer derives from, where the compiler
    /// can tell (offsets, element and member steps, casts of a kernel's own parameter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub argument: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccessKind {
    Read,
    Write,
    Atomic,
}

impl AccessKind {
    pub fn name(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::Atomic => "atomic access",
        }
    }
}

/// The check buffer of kernels compiled with [`Checks`] ([`ImplicitKind::CheckBuffer`]):
/// 32-bit little-endian words (64-bit values low word first).
///
/// A bounds violation: the first work-item to change word [`BOUNDS_FLAG`](check_buffer::BOUNDS_FLAG) from 0 to 1 (atomic
/// compare-exchange) writes [`LOCATION`](check_buffer::LOCATION) (an index into [`Checks::locations`]), [`WHAT`](check_buffer::WHAT) (0:
/// global or constant memory, whose address is at [`ADDRESS`](check_buffer::ADDRESS); `1 + i`: the `local` argument
/// `i`, whose element index is at [`ADDRESS`](check_buffer::ADDRESS)) and its `GlobalInvocationId` at [`ITEM`](check_buffer::ITEM) (three
/// words, without the global offset). A loop-limit violation: the first work-item to change
/// [`LOOP_FLAG`](check_buffer::LOOP_FLAG) (a loop of it was cut short) writes its id at [`LOOP_ITEM`](check_buffer::LOOP_ITEM).
///
/// The table starts at word [`TABLE`](check_buffer::TABLE): [`Checks::table_entries`] entries of
/// [`ENTRY_WORDS`](check_buffer::ENTRY_WORDS) words, a base address and a size in bytes (both 64-bit); the runner fills
/// entry `i < n` with the kernel's `i`-th buffer argument (of `n`), then the constant block and
/// the program-global block, and leaves the rest zero (matching nothing). The scratch area that
/// skipped accesses use follows the table ([`scratch_offset`](check_buffer::scratch_offset)).
pub mod check_buffer {
    pub const BOUNDS_FLAG: usize = 0;
    pub const LOCATION: usize = 1;
    pub const WHAT: usize = 2;
    pub const ADDRESS: usize = 4;
    pub const ITEM: usize = 6;
    pub const LOOP_FLAG: usize = 9;
    pub const LOOP_ITEM: usize = 10;
    pub const TABLE: usize = 16;
    pub const ENTRY_WORDS: usize = 4;

    /// Byte offset of the scratch area for a table of `entries` entries (16-byte aligned).
    pub fn scratch_offset(entries: u32) -> u64 {
        ((TABLE + ENTRY_WORDS * entries as usize) * 4) as u64
    }

    /// The buffer's size in bytes.
    pub fn size(entries: u32, scratch_bytes: u32) -> u64 {
        scratch_offset(entries) + (scratch_bytes.max(16) as u64).div_ceil(16) * 16
    }
}

impl ModuleReflection {
    pub fn kernel(&self, name: &str) -> Option<&KernelReflection> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

/// One printf call site: its format and how its record stores the arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintfCall {
    /// The format string (parsed with [`crate::printf::parse`]).
    pub format: String,
    /// One entry per conversion of the format, in order.
    pub args: Vec<PrintfArg>,
}

/// How one conversion's argument is stored in a printf record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PrintfArg {
    /// `lanes` values of `scalar`, one after another: `int`/`uint`/`float` take one word,
    /// `long`/`ulong`/`double` two (low word first). Narrower integers are stored widened to
    /// `int`/`uint` (sign or zero extension by their type), `half` as `float` (exact); pointers
    /// (`%p`) as `ulong` addresses.
    Value { scalar: ScalarKind, lanes: u32 },
    /// A `%s` argument: a string literal, known at compile time; nothing is stored.
    String { text: String },
}

impl PrintfArg {
    /// Words the argument occupies in a record.
    pub fn words(&self) -> usize {
        match self {
            PrintfArg::Value { scalar, lanes } => {
                *lanes as usize * scalar.size().div_ceil(4) as usize
            }
            PrintfArg::String { .. } => 0,
        }
    }
}

/// The printf buffer a Vulkan kernel that calls printf writes ([`ImplicitKind::PrintfBuffer`]);
/// all values are little-endian 32-bit words.
///
/// Header ([`HEADER_WORDS`](printf_buffer::HEADER_WORDS)): word [`USED`](printf_buffer::USED) counts the record words reserved so far (kernels
/// reserve with an atomic add); word [`CAPACITY`](printf_buffer::CAPACITY) is the number of record words the buffer holds
/// (the runner writes it); word [`END`](printf_buffer::END) is where the first record that did not fit would have
/// started (the runner initialises it to the capacity, kernels lower it with an atomic min);
/// word [`DROPPED`](printf_buffer::DROPPED) counts the printf calls whose record did not fit.
///
/// Records follow the header: `[length in words, call index, global linear id, arguments...]`
/// ([`RECORD_HEADER_WORDS`](printf_buffer::RECORD_HEADER_WORDS) words, then each [`PrintfArg`] of `printf_calls[call index]`). A
/// kernel reserves a record only if it fits, so records never overlap the end; the valid records
/// are the words before `min(USED, END, CAPACITY)`. The order of records is the order of
/// reservation; the runner prints them sorted by global linear id, stable within a work-item
/// (whose records were reserved in program order).
pub mod printf_buffer {
    pub const USED: usize = 0;
    pub const CAPACITY: usize = 1;
    pub const END: usize = 2;
    pub const DROPPED: usize = 3;
    pub const HEADER_WORDS: usize = 4;
    pub const RECORD_HEADER_WORDS: usize = 3;
}

/// Initial bytes of a buffer the runner creates per program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataBlock {
    /// Size in bytes (at least `init.len()`; the rest is zero).
    pub size: u64,
    pub alignment: u32,
    #[serde(with = "hex_bytes")]
    pub init: Vec<u8>,
    /// Program-scope pointers initialized with an address (`constant int *p = &table[2];`):
    /// after creating the program's blocks, the runner writes each target address into this
    /// block.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relocations: Vec<BlockRelocation>,
}

/// An address in a [`DataBlock`]: the 8 bytes at `offset` (little-endian, zero in `init`) hold
/// the device address of the block `target` plus `addend` bytes (wrapping).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockRelocation {
    pub offset: u64,
    /// [`ImplicitKind::ModuleConstants`] or [`ImplicitKind::ProgramGlobals`]: the block whose
    /// address the kernel would receive under that implicit value.
    pub target: ImplicitKind,
    pub addend: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KernelReflection {
    pub name: String,
    pub args: Vec<ArgReflection>,
    /// How by-value arguments and implicit values reach the kernel.
    pub transport: ArgTransport,
    /// Values the runner appends to the argument block, only those the kernel uses.
    pub implicit: Vec<ImplicitArg>,
    pub work_group: WorkGroupInfo,
    /// Bytes of `local` memory the kernel declares itself (not counting `local` pointer arguments),
    /// [`Self::local_reserve_bytes`] included.
    pub static_local_bytes: u64,
    /// Of those, the bytes `-cl-local-reserve` added (never accessed; an occupancy lever).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub local_reserve_bytes: u64,
    /// `-cl-local-reserve=auto`: the specialization constant giving the length in 4-byte words
    /// of the kernel's reserve array ([`LOCAL_RESERVE_SPEC_ID`]); at 0 the array is unused. The
    /// runner picks the value by timing candidates; `static_local_bytes` does not count it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub local_reserve_spec_id: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vec_type_hint: Option<String>,
    /// Whether the kernel calls printf, directly or through functions (Vulkan targets: the
    /// runner then binds a printf buffer, see [`ImplicitKind::PrintfBuffer`]; always false for
    /// the OpenCL target, whose runtime prints).
    #[serde(default)]
    pub uses_printf: bool,
    /// The floating-point atomic operations the kernel performs, directly or through the
    /// functions it calls, sorted. A Vulkan device runs them only with the matching
    /// VK_EXT_shader_atomic_float(2) feature ([`FloatAtomicUse::vulkan_feature`]); atomics on
    /// private memory are plain accesses and are not listed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub float_atomics: Vec<FloatAtomicUse>,
    /// The classes of sub-group operations the kernel performs, directly or through the
    /// functions it calls, sorted (Vulkan targets): a device runs it only if its
    /// `subgroupSupportedOperations` has each ([`SubGroupOperation::vulkan_bit`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sub_group_operations: Vec<SubGroupOperation>,
    /// Whether a sub-group operation works on 8-, 16- or 64-bit integers or on `half`
    /// (Vulkan: the device needs `shaderSubgroupExtendedTypes`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sub_group_extended_types: bool,
    /// `intel_reqd_sub_group_size(N)`: the runner pins the sub-group size to N (Vulkan's
    /// `requiredSubgroupSize`) or refuses the launch where the device cannot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_sub_group_size: Option<u32>,
    /// Inline samplers the kernel uses, directly or through functions (Vulkan targets).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inline_samplers: Vec<InlineSampler>,
    /// Bytes of `local` memory per work-item that the work-group collective functions use as
    /// scratch (Vulkan): the launch needs this times the work-group size on top of
    /// `static_local_bytes`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub collective_local_bytes: u32,
    /// Portable targets only: the bindings of the kernel's buffers and argument block
    /// (arguments' `offset`s into the argument block still hold; buffer arguments have no
    /// address in it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub portable: Option<crate::portable::PortableBindings>,
}

fn is_zero<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

impl KernelReflection {
    pub fn arg(&self, name: &str) -> Option<&ArgReflection> {
        self.args.iter().find(|a| a.name == name)
    }

    /// The bytes of the argument block the host fills: the transport's, and on a portable
    /// target the hidden fields after them ([`crate::portable::PortableBindings::hidden_fields`]).
    pub fn arg_block_size(&self) -> u32 {
        let size = self.transport.block_size();
        self.portable
            .as_ref()
            .map_or(size, |p| p.arg_block_size(size))
    }
}

/// A class of sub-group operations, as Vulkan's `VkSubgroupFeatureFlagBits` groups them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SubGroupOperation {
    /// Sub-group ids and sizes, `sub_group_barrier`, `sub_group_elect`.
    Basic,
    /// `sub_group_all`/`any`, the non-uniform votes and `all_equal`.
    Vote,
    /// Reductions and scans.
    Arithmetic,
    /// Broadcasts, ballots and the sub-group masks.
    Ballot,
    /// `sub_group_shuffle`, `shuffle_xor` and the rotates.
    Shuffle,
    /// `sub_group_shuffle_up`/`down`.
    ShuffleRelative,
    /// Clustered reductions.
    Clustered,
    /// Quad operations (no OpenCL C builtin needs them; listed for devices).
    Quad,
}

impl SubGroupOperation {
    pub const ALL: [SubGroupOperation; 8] = [
        SubGroupOperation::Basic,
        SubGroupOperation::Vote,
        SubGroupOperation::Arithmetic,
        SubGroupOperation::Ballot,
        SubGroupOperation::Shuffle,
        SubGroupOperation::ShuffleRelative,
        SubGroupOperation::Clustered,
        SubGroupOperation::Quad,
    ];

    /// The bit of `VkSubgroupFeatureFlagBits` a device reports the class with.
    pub fn vulkan_bit(self) -> u32 {
        1 << (self as u32)
    }

    /// The class's name in the reflection and in messages (`shuffle-relative`).
    pub fn name(self) -> &'static str {
        match self {
            SubGroupOperation::Basic => "basic",
            SubGroupOperation::Vote => "vote",
            SubGroupOperation::Arithmetic => "arithmetic",
            SubGroupOperation::Ballot => "ballot",
            SubGroupOperation::Shuffle => "shuffle",
            SubGroupOperation::ShuffleRelative => "shuffle-relative",
            SubGroupOperation::Clustered => "clustered",
            SubGroupOperation::Quad => "quad",
        }
    }
}

/// One kind of floating-point atomic operation on one kind of memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct FloatAtomicUse {
    pub op: FloatAtomicOp,
    /// The float's width: 32 or 64.
    pub bits: u32,
    pub memory: AtomicMemory,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FloatAtomicOp {
    /// Atomic load, store and exchange.
    LoadStore,
    /// `atomic_fetch_add`/`atomic_fetch_sub` (`OpAtomicFAddEXT`).
    Add,
    /// `atomic_fetch_min`/`atomic_fetch_max` (`OpAtomicFMinEXT`/`OpAtomicFMaxEXT`).
    MinMax,
}

/// Where an atomic operates: `global` memory (Vulkan buffers) or `local` memory (shared).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AtomicMemory {
    Global,
    Local,
}

impl FloatAtomicUse {
    /// The Vulkan feature (VK_EXT_shader_atomic_float, or `..._float2` for min/max) a device
    /// needs for this operation, as the specification names it.
    pub fn vulkan_feature(&self) -> String {
        let memory = match self.memory {
            AtomicMemory::Global => "Buffer",
            AtomicMemory::Local => "Shared",
        };
        let op = match self.op {
            FloatAtomicOp::LoadStore => "Atomics",
            FloatAtomicOp::Add => "AtomicAdd",
            FloatAtomicOp::MinMax => "AtomicMinMax",
        };
        format!("shader{memory}Float{}{op}", self.bits)
    }

    /// "float atomic add on global memory", for messages.
    pub fn describe(&self) -> String {
        let ty = if self.bits == 64 { "double" } else { "float" };
        let op = match self.op {
            FloatAtomicOp::LoadStore => "load/store/exchange",
            FloatAtomicOp::Add => "add",
            FloatAtomicOp::MinMax => "min/max",
        };
        let memory = match self.memory {
            AtomicMemory::Global => "global",
            AtomicMemory::Local => "local",
        };
        format!("{ty} atomic {op} on {memory} memory")
    }
}

/// The by-value argument block: laid out with OpenCL C's rules, `size` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ArgTransport {
    /// The block is the push-constant range `0..size`.
    PushConstants { size: u32 },
    /// The block lives in a buffer the runner creates; its 64-bit device address is the only push
    /// constant (8 bytes at offset 0). Used when the block exceeds `maxPushConstantsSize`.
    ArgBuffer { size: u32 },
}

impl ArgTransport {
    pub fn block_size(self) -> u32 {
        match self {
            ArgTransport::PushConstants { size } | ArgTransport::ArgBuffer { size } => size,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorkGroupInfo {
    /// `reqd_work_group_size(X, Y, Z)`: baked in as `LocalSize`; no other size may be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required: Option<[u32; 3]>,
    /// `work_group_size_hint(X, Y, Z)`: the runner's default when `-l` is not given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<[u32; 3]>,
    /// Specialization constant ids of the work-group size (x, y, z) when not `required`: the
    /// size of the work-groups of the dispatch, smaller than the enqueued size in the last
    /// work-group of a dimension whose global size it does not divide.
    pub spec_ids: [u32; 3],
    /// Specialization constant ids of the enqueued local size (`get_enqueued_local_size`, x, y,
    /// z) when not `required` ([`ENQUEUED_LOCAL_SIZE_SPEC_IDS`]); work-item ids are computed
    /// from it. The runner sets them to the local size of the launch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enqueued_spec_ids: Option<[u32; 3]>,
}

/// The specialization constant ids of the enqueued local size
/// ([`WorkGroupInfo::enqueued_spec_ids`]): below the image format ids, far above the `local`
/// arguments' ids.
pub const ENQUEUED_LOCAL_SIZE_SPEC_IDS: [u32; 3] = [0xfffd, 0xfffe, 0xffff];

/// The specialization id of the reserve array's length in words under `-cl-local-reserve=auto`
/// ([`KernelReflection::local_reserve_spec_id`]), one for the whole module.
pub const LOCAL_RESERVE_SPEC_ID: u32 = 0xfffc;
/// The specialization constant id of [`ModuleReflection::fused_fma_spec_id`]: next below the
/// local reserve's.
pub const FUSED_FMA_SPEC_ID: u32 = 0xfffb;

/// An implicit value the kernel reads from the argument block at `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImplicitArg {
    pub kind: ImplicitKind,
    pub offset: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImplicitKind {
    /// `ulong[3]`, 8-byte slot: the `--offset` of the NDRange.
    GlobalOffset,
    /// `uint[3]`, 16-byte slot: the global size (`get_global_size`, `get_num_groups`).
    GlobalSize,
    /// `uint[3]`, 16-byte slot: the id of the dispatch's first work-group. A launch runs as
    /// several dispatches when it has more work-groups than the device dispatches at once or
    /// a smaller last work-group; each gets its own argument block. `get_group_id` is the
    /// `WorkgroupId` plus this base.
    GroupBase,
    /// `uint`: the number of dimensions the NDRange was given with.
    WorkDim,
    /// 8-byte device address of the module constant buffer.
    ModuleConstants,
    /// 8-byte device address of the program-global buffer.
    ProgramGlobals,
    /// 8-byte device address of the printf buffer (layout: [`printf_buffer`]).
    PrintfBuffer,
    /// 8-byte device address of the check buffer (layout: [`check_buffer`]).
    CheckBuffer,
}

impl ImplicitKind {
    pub fn size(self) -> u32 {
        match self {
            ImplicitKind::GlobalOffset => 24,
            ImplicitKind::GlobalSize | ImplicitKind::GroupBase => 12,
            ImplicitKind::WorkDim => 4,
            ImplicitKind::ModuleConstants
            | ImplicitKind::ProgramGlobals
            | ImplicitKind::PrintfBuffer
            | ImplicitKind::CheckBuffer => 8,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArgReflection {
    pub index: u32,
    pub name: String,
    /// The parameter's type as written in OpenCL C, normalised (`global float4 *`, `uint`).
    pub type_name: String,
    pub kind: ArgKind,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub qualifiers: Vec<TypeQualifier>,
    /// The members of the struct or union the argument is (by value) or points to (buffers,
    /// `local` pointers), with OpenCL C's layout: what a host needs to write its bytes
    /// (`hex:` or a `.bin` file). Empty for other types.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldReflection>,
}

/// One member of a struct or union argument (see [`ArgReflection::fields`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldReflection {
    /// `None` for an anonymous struct or union member.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Byte offset from the start of the argument's value (of the outermost struct, also for
    /// the members of a nested one).
    pub offset: u32,
    /// The member's type as written in OpenCL C, normalised (`float4`, `struct inner`, `int[3]`).
    pub type_name: String,
    /// Size in bytes.
    pub size: u32,
    /// For a bit-field: the first bit (counting from bit 0 of the little-endian storage unit at
    /// `offset`) and the width in bits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bits: Option<[u32; 2]>,
    /// The members of a nested struct or union member, offsets from the outermost struct.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldReflection>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ArgKind {
    /// `global T *` or `constant T *`: a 64-bit device address at `offset` in the argument block.
    Buffer {
        address_space: AddressSpace,
        offset: u32,
        pointee: ValueLayout,
    },
    /// `local T *`: a work-group array of `pointee` elements whose length is specialization
    /// constant `spec_id` (the runner sets it from `local:N`), or, where the target fixes it
    /// when compiling (`--local-arg NAME=BYTES` on MSL and HLSL), `fixed_bytes` long: a host
    /// must pass exactly that size.
    Local {
        spec_id: u32,
        pointee: ValueLayout,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fixed_bytes: Option<u64>,
    },
    /// Scalars, vectors and structs by value: `layout.size` bytes at `offset`.
    Value { offset: u32, layout: ValueLayout },
    /// An image (`read_only image2d_t`, ...). Vulkan targets: a descriptor in set
    /// [`DESCRIPTOR_SET`] in the `GENERAL` layout — a sampled image at `sampled_binding` for
    /// `read_only` images, a storage image at `storage_binding` for `write_only` and
    /// `read_write` ones (read without a declared format: the format must support that). The
    /// OpenCL target has no bindings (the runtime passes the image object).
    Image {
        dim: ImageDim,
        access: ImageAccess,
        /// The texel type the kernel reads and writes (`read_imagef` / `_i` / `_ui`): the image
        /// format must have this numeric type (Vulkan requires it of the view).
        channel: ChannelClass,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        storage_binding: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sampled_binding: Option<u32>,
        /// Vulkan targets, when the kernel calls `get_image_channel_data_type` or
        /// `get_image_channel_order` on it: the specialization constant ids the runner sets to
        /// the image's `CLK_*` channel data type and channel order (Vulkan shaders cannot query
        /// them).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        format_spec_ids: Option<[u32; 2]>,
        /// Portable targets, where the shader declares the image as a texture of another
        /// dimension than `dim`: the one the runner creates and binds it as. WGSL has no 1D
        /// texture arrays: an `image1d_array_t` is a `2d-array` texture one texel high, each
        /// layer of the host's image one layer of it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        view_dim: Option<ImageDim>,
    },
    /// A `sampler_t` argument: a sampler descriptor at `binding` (Vulkan targets; none on the
    /// OpenCL target) that the runner creates from the argument's addressing, filter and
    /// coordinate modes.
    Sampler {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        binding: Option<u32>,
        /// The kernel samples a 3D image or an image array with it, for which Vulkan allows
        /// only normalized coordinates: the runner refuses `CLK_NORMALIZED_COORDS_FALSE`.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        normalized_only: bool,
        /// The kernel reads integer texels with it (`read_imagei`/`_ui`), which OpenCL defines
        /// only with `CLK_FILTER_NEAREST` and Vulkan cannot filter: the runner refuses linear.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        nearest_only: bool,
        /// The id the host sets to the sampler's modes ([`SamplerModes::bits`]) at: on WGSL a
        /// pipeline override, by which the shader normalizes unnormalized coordinates and
        /// picks integer texels; on portable SPIR-V a specialization constant
        /// ([`FIRST_SAMPLER_MODES_SPEC_ID`]), by which the shader picks integer texels.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        modes_override_id: Option<u32>,
    },
}

/// The first override id of WGSL's sampler modes (`ArgKind::Sampler::modes_override_id`): this
/// plus the sampler's binding, below the enqueued local size's ids and far above the `local`
/// arguments'.
pub const FIRST_SAMPLER_MODES_OVERRIDE_ID: u32 = 0xe000;

/// The first specialization constant id of portable SPIR-V's sampler modes
/// (`ArgKind::Sampler::modes_override_id`): this plus the sampler's binding, above the image
/// formats' ids.
pub const FIRST_SAMPLER_MODES_SPEC_ID: u32 = 0x2_0000;

/// The descriptor set of image and sampler descriptors (Vulkan targets).
pub const DESCRIPTOR_SET: u32 = 0;
/// The first specialization constant id of image channel data types and orders
/// (`ArgKind::Image::format_spec_ids`), above the `local` arguments' ids.
pub const FIRST_IMAGE_FORMAT_SPEC_ID: u32 = 0x1_0000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImageDim {
    #[serde(rename = "1d")]
    D1,
    #[serde(rename = "1d-buffer")]
    D1Buffer,
    #[serde(rename = "1d-array")]
    D1Array,
    #[serde(rename = "2d")]
    D2,
    #[serde(rename = "2d-array")]
    D2Array,
    #[serde(rename = "3d")]
    D3,
}

impl ImageDim {
    /// Coordinates that address a texel: 1, 2 or 3 (array layers count).
    pub fn coords(self) -> u32 {
        match self {
            ImageDim::D1 | ImageDim::D1Buffer => 1,
            ImageDim::D1Array | ImageDim::D2 => 2,
            ImageDim::D2Array | ImageDim::D3 => 3,
        }
    }

    pub fn is_array(self) -> bool {
        matches!(self, ImageDim::D1Array | ImageDim::D2Array)
    }

    /// The OpenCL C type name (`image2d_t`).
    pub fn type_name(self) -> &'static str {
        match self {
            ImageDim::D1 => "image1d_t",
            ImageDim::D1Buffer => "image1d_buffer_t",
            ImageDim::D1Array => "image1d_array_t",
            ImageDim::D2 => "image2d_t",
            ImageDim::D2Array => "image2d_array_t",
            ImageDim::D3 => "image3d_t",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ImageAccess {
    ReadOnly,
    WriteOnly,
    ReadWrite,
}

/// The numeric type of an image's texels as the kernel sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChannelClass {
    /// `read_imagef`/`write_imagef`: float, unorm and snorm formats.
    Float,
    /// `read_imagei`/`write_imagei`: signed integer formats.
    Int,
    /// `read_imageui`/`write_imageui`: unsigned integer formats.
    Uint,
}

impl ChannelClass {
    /// `float`, `int` or `uint`.
    pub fn name(self) -> &'static str {
        match self {
            ChannelClass::Float => "float",
            ChannelClass::Int => "int",
            ChannelClass::Uint => "uint",
        }
    }

    /// The builtins' suffix: `f`, `i` or `ui`.
    pub fn suffix(self) -> &'static str {
        match self {
            ChannelClass::Float => "f",
            ChannelClass::Int => "i",
            ChannelClass::Uint => "ui",
        }
    }
}

/// An inline sampler (`constant sampler_t s = CLK_...;`) a kernel uses: the runner creates a
/// sampler with these modes and binds it at `binding` in [`DESCRIPTOR_SET`] (Vulkan targets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InlineSampler {
    pub binding: u32,
    pub modes: SamplerModes,
}

/// A sampler's modes, as OpenCL's `CLK_*` sampler flags say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SamplerModes {
    pub normalized_coords: bool,
    pub addressing: AddressingMode,
    pub filter: FilterMode,
}

impl SamplerModes {
    /// Decodes a `sampler_t` constant's bit field (`CLK_NORMALIZED_COORDS_*`, `CLK_ADDRESS_*`,
    /// `CLK_FILTER_*`); `None` for bits outside those fields or an unknown value.
    pub fn from_bits(bits: u32) -> Option<SamplerModes> {
        if bits & !0x3f != 0 {
            return None;
        }
        let addressing = match bits & 0x0e {
            0 => AddressingMode::None,
            2 => AddressingMode::ClampToEdge,
            4 => AddressingMode::Clamp,
            6 => AddressingMode::Repeat,
            8 => AddressingMode::MirroredRepeat,
            _ => return None,
        };
        let filter = match bits & 0x30 {
            // No filter bits is the default, nearest.
            0 | 0x10 => FilterMode::Nearest,
            0x20 => FilterMode::Linear,
            _ => return None,
        };
        Some(SamplerModes {
            normalized_coords: bits & 1 != 0,
            addressing,
            filter,
        })
    }

    /// The `sampler_t` bit field of these modes ([`SamplerModes::from_bits`]' inverse).
    pub fn bits(self) -> u32 {
        let addressing = match self.addressing {
            AddressingMode::None => 0,
            AddressingMode::ClampToEdge => 2,
            AddressingMode::Clamp => 4,
            AddressingMode::Repeat => 6,
            AddressingMode::MirroredRepeat => 8,
        };
        let filter = match self.filter {
            FilterMode::Nearest => 0x10,
            FilterMode::Linear => 0x20,
        };
        self.normalized_coords as u32 | addressing | filter
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AddressingMode {
    /// `CLK_ADDRESS_NONE`: coordinates are promised in range; clamping to the edge is an
    /// allowed implementation.
    None,
    ClampToEdge,
    /// `CLK_ADDRESS_CLAMP`: outside the image reads the border color.
    Clamp,
    Repeat,
    MirroredRepeat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FilterMode {
    Nearest,
    Linear,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AddressSpace {
    Global,
    Constant,
    Local,
    Private,
    Generic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TypeQualifier {
    Const,
    Restrict,
    Volatile,
}

/// The memory shape of a value: what `--arg` specs and `.npy` files are checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueLayout {
    /// Element type for scalars and vectors; `None` for structs, unions and arrays (raw bytes).
    pub scalar: Option<ScalarKind>,
    /// 1 for scalars, 2/3/4/8/16 for vectors.
    pub lanes: u32,
    /// Size in bytes (a 3-vector occupies 4 lanes).
    pub size: u32,
    pub alignment: u32,
}

mod hex_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        let mut text = String::with_capacity(bytes.len() * 2);
        for b in bytes {
            text.push_str(&format!("{b:02x}"));
        }
        s.serialize_str(&text)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(d)?;
        if text.len() % 2 != 0 {
            return Err(serde::de::Error::custom("odd number of hex digits"));
        }
        (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&text[i..i + 2], 16).map_err(serde::de::Error::custom))
            .collect()
    }
}

/// Why reflection could not be read from a module or a sidecar.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReflectionError {
    #[error("the module is not SPIR-V (bad magic number or truncated header)")]
    NotSpirv,
    #[error("the module carries no oclvk reflection (was it compiled with --strip-reflection, or by another compiler?); pass the .spv.json sidecar")]
    Missing,
    #[error("the embedded reflection is malformed: {0}")]
    Malformed(String),
    #[error("reflection format version {found} is not supported (this oclvk reads version {FORMAT_VERSION}); recompile the module with this oclvk")]
    Version { found: u32 },
}

impl ModuleReflection {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("reflection serializes")
    }

    pub fn from_json(text: &str) -> Result<ModuleReflection, ReflectionError> {
        // The version first: another version's keys may differ, and its user needs to hear
        // that the module is from another oclvk, not which key is missing.
        #[derive(Deserialize)]
        struct Versioned {
            format_version: u32,
        }
        let malformed = |e: serde_json::Error| ReflectionError::Malformed(e.to_string());
        let found = serde_json::from_str::<Versioned>(text)
            .map_err(malformed)?
            .format_version;
        if found != FORMAT_VERSION {
            return Err(ReflectionError::Version { found });
        }
        serde_json::from_str(text).map_err(malformed)
    }

    /// Reads the reflection embedded in a module's words (see the module docs for the encoding).
    pub fn from_module(words: &[u32]) -> Result<ModuleReflection, ReflectionError> {
        const OP_STRING: u32 = 7;
        const OP_EXT_INST_IMPORT: u32 = 11;
        const OP_EXT_INST: u32 = 12;
        if words.len() < 5 || words[0] != 0x0723_0203 {
            return Err(ReflectionError::NotSpirv);
        }
        let mut strings = std::collections::HashMap::new();
        let mut set_id = None;
        let mut json_ids = None;
        let mut at = 5;
        while at < words.len() {
            let count = (words[at] >> 16) as usize;
            let opcode = words[at] & 0xffff;
            if count == 0 || at + count > words.len() {
                return Err(ReflectionError::Malformed(
                    "truncated instruction stream".into(),
                ));
            }
            let operands = &words[at + 1..at + count];
            match opcode {
                OP_STRING if !operands.is_empty() => {
                    strings.insert(operands[0], decode_string(&operands[1..]));
                }
                OP_EXT_INST_IMPORT
                    if !operands.is_empty() && decode_string(&operands[1..]) == EMBEDDED_SET =>
                {
                    set_id = Some(operands[0]);
                }
                // OpExtInst: result type, result id, set, instruction, operands...
                OP_EXT_INST
                    if operands.len() >= 5
                        && Some(operands[2]) == set_id
                        && operands[3] == EMBEDDED_OPCODE =>
                {
                    json_ids = Some(&operands[4..]);
                }
                _ => {}
            }
            at += count;
        }
        let mut json = String::new();
        for id in json_ids.ok_or(ReflectionError::Missing)? {
            let piece = strings.get(id).ok_or_else(|| {
                ReflectionError::Malformed(format!("operand %{id} is not an OpString"))
            })?;
            json.push_str(piece);
        }
        ModuleReflection::from_json(&json)
    }
}

/// The embedded JSON's pieces: `text` cut on character boundaries into strings of at most
/// [`EMBEDDED_CHUNK_BYTES`] bytes.
pub fn embedded_pieces(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while rest.len() > EMBEDDED_CHUNK_BYTES {
        let mut cut = EMBEDDED_CHUNK_BYTES;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        let (piece, tail) = rest.split_at(cut);
        pieces.push(piece);
        rest = tail;
    }
    pieces.push(rest);
    pieces
}

/// Decodes a SPIR-V literal string (UTF-8, nul-terminated, packed little-endian in words).
pub fn decode_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|&b| b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::Target;

    #[test]
    fn sampler_modes_round_trip_through_their_bits() {
        use super::{AddressingMode, FilterMode, SamplerModes};
        for addressing in [
            AddressingMode::None,
            AddressingMode::ClampToEdge,
            AddressingMode::Clamp,
            AddressingMode::Repeat,
            AddressingMode::MirroredRepeat,
        ] {
            for filter in [FilterMode::Nearest, FilterMode::Linear] {
                for normalized_coords in [false, true] {
                    let m = SamplerModes {
                        normalized_coords,
                        addressing,
                        filter,
                    };
                    assert_eq!(SamplerModes::from_bits(m.bits()), Some(m));
                }
            }
        }
    }

    #[test]
    fn targets_are_spelled_as_the_cli_spells_them() {
        for target in Target::ALL {
            let text = format!("\"{}\"", target.name());
            assert_eq!(serde_json::to_string(&target).unwrap(), text);
            assert_eq!(serde_json::from_str::<Target>(&text).unwrap(), target);
        }
    }
}
