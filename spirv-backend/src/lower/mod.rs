//! The IR-to-SPIR-V writer: module driver and shared state.
//!
//! Two writers, as naga's `back/spv` has a `Writer` and a `BlockContext`:
//! - the [`ModuleWriter`] owns what is module-wide: the rspirv builder (and so the output),
//!   the caches of types, constants, ext-inst imports and built-in variables, globals, the
//!   function worklist, capabilities and extensions, entry points and their interfaces, the
//!   pipeline's facts, the reflection. Its methods make types and constants, declare
//!   variables, and emit instructions into the block the builder has open;
//! - a [`FunctionWriter`] is made per function (its body, or a kernel's entry wrapper) and
//!   borrows the module writer (`w`); it owns the function's [`FunctionState`] (`f`: its
//!   parameters, implicit values, locals, temporaries, the open block, the loop and switch
//!   targets). Everything that reads or writes that state is its method: statements,
//!   expressions, calls, the builtins that take IR arguments.
//!
//! The differences between the Vulkan and OpenCL targets are the [`crate::policy::Policy`]'s
//! named questions (`w.policy`), asked where the writer would otherwise test the target.
//!
//! Besides the module-level passes (globals, kernel entry points, the function worklist,
//! capabilities, entry-point interfaces, reflection embedding) this module holds the value
//! model shared by the submodules:
//! - `types`: IR types to SPIR-V types (plain and explicitly laid out), constants; `packed`:
//!   packed structs in Vulkan buffer memory, accessed byte by byte;
//! - `analysis`: call graph, recursion check, implicit values each function needs;
//! - `entry`: kernel entry points and the argument block (the ABI in `crate::abi`);
//! - `func`: functions, their specializations by pointer-argument shape, and statements;
//!   `loop_hint`: which loops get the `Unroll` hint (counted loops of a small constant trip count);
//! - `expr`: expressions; `pointers`: pointer comparisons, offsets, differences and pointer
//!   variables; `convert`: numeric and pointer conversions;
//! - `builtins` (math, integer, common, geometric, relational), `math_ext` (out-pointer math,
//!   saturating integer ops), `workitem`, `sync` (barriers, fences, atomics; `sync_rmw`:
//!   atomics as read-modify-write), `vdata` (vload/vstore, half, async copies), `printf`
//!   (the printf buffer's address for the `printf-records` stage's records; OpenCL.std);
//! - `homes` (which private/local objects need addresses, and where), `home_ptrs` (pointers
//!   into those homes), `tagged` and `mixed` (generic pointers whose address space is known
//!   only at run time), `unions` (views of unions and homes).
//!
//! Memory model: Vulkan modules use `GLSL450` (PhysicalStorageBuffer64 addressing when global
//! memory is used, else Logical): it needs no device feature, and barriers/atomics carry their
//! storage-class semantics explicitly. The Vulkan memory model would add availability/visibility
//! operands everywhere for no gain at OpenCL 1.2's relaxed atomics. OpenCL modules use
//! `Physical64 OpenCL`.
//!
//! Pointers. On the OpenCL target every pointer is a physical pointer value. On the Vulkan
//! target `global`/`constant` pointers are PhysicalStorageBuffer pointer values, while pointers
//! into Function/Workgroup/Private/PushConstant storage (logical addressing) are kept symbolic
//! as an access chain ([`Chain`]: a memory object declaration plus indices) and only turned into
//! an `OpAccessChain` at the load/store/atomic that uses them. A helper function that receives
//! such a pointer is specialized for the chain's shape ([`Shape`], which the
//! `specialize-pointer-arguments` stage's form of the parameter fixes): a module-scope base (a
//! `local` array, a `local` argument's array) is used directly, a Function-variable base
//! becomes a pointer parameter, each element index an integer parameter, and each struct
//! member step stays a constant of the specialization's chain (see `func`). Generic
//! pointers (2.0) are resolved the same way: their value is either physical or a chain. A
//! private/local pointer *variable* is a binding ([`LocalSlot::Bound`]) when assigned once, or
//! an index variable over a fixed base when assigned repeatedly ([`LocalSlot::Walk`]).
//! Objects whose pointers need addresses (casts to other pointee types, pointer-integer
//! conversions, comparisons and `?:` across objects, returned or stored pointers...) live
//! instead in a byte-addressed home, and pointers into it are views: the home plus a byte
//! offset (`homes`, `home_ptrs`, [`LocalSlot::Home`]); a generic pointer into either home is a
//! run-time tagged address ([`Val::Tagged`], `tagged`), and one that may also point to global
//! memory a pair of a global pointer and an address ([`Val::Mixed`], `mixed`). A physical
//! pointer into a packed struct in Vulkan buffer memory is a [`Val::BytePtr`] (`packed`).
//!
//! Each form is decided once, where the pointer value is made, and travels with the value
//! (temporaries, bound pointer variables, casts that keep it; a specialization's parameters get
//! theirs from its [`Shape`]): loads, stores and further steps match on the `Val` and look
//! nothing up by SPIR-V id. A union's unit is decided once per union type
//! (`packed::StructFacts`) and carried by its views.

pub(crate) mod analysis;
mod builtins;
mod checks;
mod collectives;
mod convert;
mod entry;
pub(crate) mod expr;
mod func;
mod fused_fma;
mod geometric;
mod home_ptrs;
pub(crate) mod homes;
pub(crate) mod images;
pub(crate) mod loop_hint;
mod math_exact;
mod math_ext;
mod memrepr;
mod mixed;
mod packed;
mod pointers;
pub(crate) mod prebuilt;
mod printf;
mod shuffle;
mod subgroups;
mod sync;
mod sync_rmw;
mod tagged;
mod types;
mod unions;
mod vdata;
mod workitem;

use crate::policy::Policy;
use crate::reflect::{
    self, BlockRelocation, DataBlock, ImplicitKind, KernelReflection, ModuleReflection, Target,
};
use crate::{passes, Options};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, FunctionId, GlobalId, HandleVec, LocalId, TempId, TypeId};
use oclvk_frontend::source::Span;
use rspirv::binary::Assemble;
use rspirv::dr::{self, Builder, InsertPoint, Operand};
use spirv::{Capability, StorageClass, Word};
// Fx: the writer's caches are hashed per expression and per constant, and SipHash's
// resistance to chosen keys buys nothing for ids.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeSet;

pub(crate) use types::Layout;

/// A lowering failure: a diagnostic for the user.
#[derive(Debug)]
pub(crate) struct LErr(pub Diagnostic);

impl From<Diagnostic> for LErr {
    fn from(d: Diagnostic) -> LErr {
        LErr(d)
    }
}

impl From<dr::Error> for LErr {
    fn from(e: dr::Error) -> LErr {
        LErr(Diagnostic::global_error(format!(
            "internal error in the SPIR-V builder: {e}"
        )))
    }
}

pub(crate) type R<T> = Result<T, LErr>;

pub(crate) fn err<T>(span: Span, msg: impl Into<String>) -> R<T> {
    Err(LErr(Diagnostic::error(span, msg)))
}

/// A lowered expression value.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    /// `void` expressions.
    None,
    /// An SSA value: numbers, vectors, aggregates (plain layout), physical pointers.
    Id(Word),
    /// A physical pointer (Vulkan buffer memory) into a byte record, made by a member, element
    /// or offset step from a pointer to a packed struct (or from such a pointer): loads and
    /// stores through it read and write its bytes one by one (see `packed`). Anywhere else it
    /// is used as the plain pointer it holds.
    BytePtr(Word),
    /// A logical pointer (Vulkan target): resolved with `OpAccessChain` where used.
    Chain(Chain),
    /// The address of a Vulkan private pointer variable, which lives as a binding, not memory.
    BoundLocal(LocalId),
    /// A Vulkan logical pointer into a union object at a byte offset (see `unions`).
    View(unions::View),
    /// A null pointer to private or local memory on Vulkan (`local int *p = NULL`): it can be
    /// held and compared, never dereferenced.
    Null,
    /// A generic pointer (Vulkan) into either home, known only at run time: its address (see
    /// `homes`; bit 31 set for the `local` home). Accessed through `tagged`'s helpers.
    Tagged(Word),
    /// A generic pointer (Vulkan) that may point to global memory or into a home, known only
    /// at run time: the home address `addr` when it is not 0, else the global pointer `global`
    /// (a PhysicalStorageBuffer pointer, undefined while `addr` is not 0). See `mixed`.
    Mixed { global: Word, addr: Word },
}

impl Val {
    /// The SSA value or physical pointer this value is, whatever the pointer's form.
    pub fn physical(&self) -> Option<Word> {
        match self {
            Val::Id(w) | Val::BytePtr(w) => Some(*w),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Chain {
    pub base: Word,
    pub storage: StorageClass,
    /// 32-bit integer indices (struct member indices are constants).
    pub indices: Vec<Word>,
}

/// Shape of a specialized pointer parameter: base pointer type, storage class, the chain's steps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shape {
    pub base_ty: Word,
    pub storage: u32,
    /// Per index of the chain: `None`, a run-time index the caller passes (a `uint`
    /// parameter); `Some(c)`, a struct member, the constant `c` in the specialization's own
    /// chain (an index into a struct must be an `OpConstant`), which the caller does not pass.
    pub steps: Vec<Option<Word>>,
    /// A module-scope variable base (a `local` array, a kernel's `local` argument array) is
    /// used directly by the specialization instead of being passed: no Workgroup pointer
    /// parameters reach the driver.
    pub global: Option<Word>,
    /// A pointer into a union object or a home (`unions::View`): the last index parameter is
    /// the byte offset, read in units of this many bytes; `home` as in the view.
    pub view: Option<(u32, bool)>,
    /// A generic pointer into either home: one parameter of type `base_ty` (`uint`), its
    /// address ([`Val::Tagged`]); no indices.
    pub tagged: bool,
    /// A generic pointer into global memory or a home ([`Val::Mixed`]): the global pointer (of
    /// type `base_ty`), then the address as the one index.
    pub mixed: bool,
}

/// One SPIR-V function: an IR function as the `specialize-pointer-arguments` stage left it,
/// whose pointer parameters' forms `pointer_params` states, and what the statement leaves to
/// the writer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FnKey {
    pub func: FunctionId,
    /// Per parameter, the shape of a pointer the table does not fix: a homed one (a view,
    /// a tagged or mixed generic pointer, decided by `homes` after the rewrites) or one
    /// without a stated form. `None` for a value and for a chain the table states (its
    /// layout is [`ModuleWriter::stated_shape`]'s).
    pub shapes: Vec<Option<Shape>>,
    /// The kernel whose call the function runs in, where a stated chain's root is one of
    /// its arguments (a `local` array or an image or sampler descriptor: a variable per
    /// kernel, which no IR expression of a helper names).
    pub kernel: Option<FunctionId>,
}

/// Where a program-scope variable lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum GlobalLoc {
    Var {
        id: Word,
        storage: StorageClass,
    },
    /// At `offset` in the buffer whose address is the implicit value `kind` (Vulkan).
    Buffer {
        kind: ImplicitKind,
        offset: u64,
    },
    /// A `sampler_t` constant: an `OpConstantSampler` (OpenCL) or a sampler descriptor
    /// variable (Vulkan), see `images`.
    Sampler {
        id: Word,
    },
}

/// A binding of a Vulkan private pointer variable, or a real variable.
#[derive(Clone, Debug)]
pub(crate) enum LocalSlot {
    Var(Word),
    Bound(Option<Val>),
    /// A Vulkan private/local pointer variable assigned several times: every value must point
    /// into the same object (base and leading indices, fixed by the first assignment in program
    /// order); the variable holds the last index (`p++` walks an array).
    Walk {
        var: Word,
        name: String,
        shape: Option<WalkShape>,
    },
    /// A private object in the function's byte-addressed home (see `homes`): its address.
    Home(unions::View),
    /// A generic pointer variable assigned repeatedly that may point to global memory or into
    /// a home: two variables, for the parts of a [`Val::Mixed`] (`global_ty`: the type of
    /// the global part).
    Mixed {
        global: Word,
        addr: Word,
        global_ty: Word,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct WalkShape {
    pub base: Word,
    pub storage: StorageClass,
    pub prefix: Vec<Word>,
    pub indexed: bool,
    /// The variable holds the byte offset of a view with this unit and `home` flag.
    pub view: Option<(u32, bool)>,
}

/// The state of the function being written, which lives only while it is written (a
/// [`FunctionWriter`]'s own): SPIR-V ids of its parameters, implicit values, locals and
/// temporaries, the open block, the loop and switch targets.
pub(crate) struct FunctionState {
    /// The IR function whose body (or, for an entry wrapper, whose call) is written.
    pub fid: FunctionId,
    pub spirv_fn: Word,
    /// The IR parameters' values (a logical pointer as its specialization's chain or view).
    pub params: Vec<Val>,
    /// The implicit values the function receives after its IR parameters (see `func`).
    pub implicit: Vec<(ImplicitKind, Word)>,
    pub locals: HandleVec<ir::Local, LocalSlot>,
    pub temps: HashMap<TempId, Val>,
    /// The label of the block being filled.
    pub label: Word,
    /// Whether that block still needs a terminator.
    pub open: bool,
    pub breaks: Vec<Word>,
    pub continues: Vec<Word>,
    /// The kernel whose call the function runs in, where its key names one (an entry
    /// wrapper's own kernel): the stated `KernelArgument` roots of its calls are its.
    pub kernel: Option<FunctionId>,
}

/// The writer of one function: the module writer it adds to, and the state that lives only
/// while that function is written. Made per function (`lower_function`, the kernels' entry
/// wrappers); the methods that need the function's state (expressions, statements, the
/// current block) are its own, the module-wide ones (types, constants, globals, decorations,
/// the capabilities) the module writer's.
pub(crate) struct FunctionWriter<'a, 'm> {
    /// The module writer.
    pub w: &'a mut ModuleWriter<'m>,
    /// The function's own state.
    pub f: FunctionState,
}

impl<'a, 'm> FunctionWriter<'a, 'm> {
    /// The writer of SPIR-V function `spirv_fn` (IR function `fid`, whose body or call it
    /// writes), in its open block `label`, with no parameters, locals or implicit values yet.
    pub fn new(w: &'a mut ModuleWriter<'m>, fid: FunctionId, spirv_fn: Word, label: Word) -> Self {
        // An entry wrapper runs its own kernel's call.
        let kernel = w.m.function(fid).kernel.is_some().then_some(fid);
        FunctionWriter {
            w,
            f: FunctionState {
                fid,
                spirv_fn,
                params: Vec::new(),
                implicit: Vec::new(),
                locals: HandleVec::new(),
                temps: Default::default(),
                label,
                open: true,
                breaks: Vec::new(),
                continues: Vec::new(),
                kernel,
            },
        }
    }
}

pub(crate) struct KernelRecord {
    pub wrapper: Word,
    pub name: String,
    pub reqd: Option<[u32; 3]>,
    pub hint: Option<[u32; 3]>,
    pub vec_type_hint: Option<String>,
    pub reflection: KernelReflection,
}

/// The module-wide state of the writer (see the module documentation).
pub(crate) struct ModuleWriter<'m> {
    pub m: &'m ir::Module,
    /// The module as sema made it, before the pipeline's rewrites: its kernels' parameters have
    /// the types the user declared, from which the arguments are laid out and reflected
    /// ([`ModuleWriter::declared_kernel`]).
    pub declared: &'m ir::Module,
    pub target: Target,
    /// The target's answers to the questions where Vulkan and OpenCL differ.
    pub policy: Policy,
    /// `-cl-fast-relaxed-math` and its relatives: the geometric builtins keep GLSL.std.450's
    /// forms without scaling against overflow and underflow.
    pub fast_math: bool,
    /// Bytes of unused Workgroup memory each Vulkan kernel declares (`Options::local_reserve_bytes`).
    pub local_reserve_bytes: u32,
    /// Each Vulkan kernel's reserve is sized by a specialization constant
    /// (`Options::local_reserve_auto`).
    pub local_reserve_auto: bool,
    /// `-ffp-contract=off`: every function's arithmetic is `NoContraction`.
    pub contract_off: bool,
    /// The module's SPIR-V version: the target's, raised by [`ModuleWriter::require_version`]
    /// unless `version_fixed`.
    pub version: (u8, u8),
    /// The caller asked for this version (`Options::spirv_version`): an instruction that needs
    /// a later one is refused rather than raising it.
    version_fixed: bool,
    pub b: Builder,
    caps: BTreeSet<u32>,
    exts: BTreeSet<&'static str>,
    pub type_cache: HashMap<(TypeId, Layout), Word>,
    /// `OpTypePointer`s and `OpTypeFunction`s made so far: rspirv finds an existing type by
    /// scanning every type and constant of the module, once per pointer type asked for.
    pub pointer_types: HashMap<(StorageClass, Word), Word>,
    pub function_types: HashMap<(Word, Vec<Word>), Word>,
    /// `void`, `bool`, integer, float and vector types made so far (as the pointer types).
    pub simple_types: HashMap<types::SimpleType, Word>,
    /// The grammar entry of each opcode [`ModuleWriter::op`] has written: rspirv's
    /// `Instruction::new` finds it by a linear search of the whole grammar, per instruction.
    instruction_classes: HashMap<spirv::Op, &'static rspirv::grammar::Instruction<'static>>,
    /// PhysicalStorageBuffer pointer types, each decorated with its ArrayStride once.
    pub strided_ptrs: BTreeSet<Word>,
    /// Array types decorated with `ArrayStride`, and the undecorated array of each element
    /// type and length (`ModuleWriter::plain_array`).
    pub strided_arrays: HashSet<Word>,
    pub plain_arrays: HashMap<(Word, Word), Word>,
    /// Pointer parameters of kernels no function calls (Vulkan): each is the start of the
    /// buffer it points into (the kernel ABI), so an offset from it is never negative in a
    /// program with defined behaviour and may stay an OpPtrAccessChain whatever its type.
    pub object_starts: BTreeSet<Word>,
    /// Per-struct layout facts, filled in as they are asked for (`packed.rs`).
    pub struct_facts: std::cell::RefCell<packed::StructFacts>,
    pub consts: HashMap<(Word, u64), Word>,
    pub composite_consts: HashMap<(Word, Vec<Word>), Word>,
    /// `OpConstantNull` ids: a zero converts to another form as that form's null constant.
    pub null_consts: HashSet<Word>,
    pub glsl: Option<Word>,
    pub clstd: Option<Word>,
    pub builtin_vars: HashMap<u32, Word>,
    pub wg_size: Option<Word>,
    /// The enqueued local size's spec-constant composite (Vulkan), once made.
    pub enqueued_size: Option<Word>,
    /// The argument block's `ulong[3]` global-offset member type (Vulkan), once made.
    pub offset_member_ty: Option<Word>,
    pub spec_consts: HashMap<u32, Word>,
    pub globals: HashMap<GlobalId, GlobalLoc>,
    pub funcs: HashMap<FnKey, Word>,
    pub worklist: Vec<(FnKey, Word)>,
    /// The form of every pointer parameter of every function a kernel calls
    /// (`specialize-pointer-arguments`, Vulkan).
    pub pointer_params: crate::passes::PointerParams,
    /// The module-scope variable each kernel's `local`, image or sampler argument is (a
    /// chain's base), by kernel and parameter: a stated `KernelArgument` root's.
    pub kernel_arg_vars: HashMap<(FunctionId, u32), (Word, StorageClass)>,
    /// Module-scope variables each SPIR-V function uses directly, and its callees.
    pub fn_vars: HashMap<Word, BTreeSet<Word>>,
    pub fn_calls: HashMap<Word, BTreeSet<Word>>,
    /// Floating-point atomics each SPIR-V function performs itself (see `sync`).
    pub fn_float_atomics: HashMap<Word, BTreeSet<reflect::FloatAtomicUse>>,
    /// Sub-group operations each SPIR-V function performs itself (see `subgroups`).
    pub fn_sub_groups: HashMap<Word, subgroups::SubGroupUse>,
    pub info: analysis::Info,
    pub kernels: Vec<KernelRecord>,
    pub constant_data: Option<DataBlock>,
    pub program_globals: Option<DataBlock>,
    pub in_progress: BTreeSet<(TypeId, Layout)>,
    /// Pointer types declared with OpTypeForwardPointer because their pointee struct was being
    /// made (a struct pointing to itself): the pointer's id, the struct and its layout.
    pub forward_ptrs: Vec<(Word, TypeId, Layout)>,
    pub uses_psb: bool,
    pub signed_twins: HashMap<Word, Option<Word>>,
    pub module_vars: BTreeSet<Word>,
    pub id_types: HashMap<Word, Word>,
    /// What the current function's blocks branch to, so far (`is_branch_target`).
    branch_targets: BranchTargets,
    /// Pointer types of memory object declarations (variables, pointer parameters).
    pub value_types: HashMap<Word, Word>,
    /// Set while a math library function is lowered (whose exact error terms need unfused
    /// operations), or any function under `-ffp-contract=off`: floating-point arithmetic is
    /// decorated `NoContraction`.
    pub no_contraction: bool,
    /// Whether any function computes with `half` values (scalars or vectors; `cl_khr_fp16`).
    /// On OpenCL a module without them declares `half` types with `Float16Buffer` alone
    /// (`half` members of buffers and constants), as `Float16` needs the extension.
    pub half_values: bool,
    /// The printf calls' formats and record layouts (Vulkan: the `printf-records` stage's),
    /// the reflection's `printf_calls`.
    pub printf_calls: Vec<reflect::PrintfCall>,
    /// Private and `local` objects in byte-addressed homes (Vulkan; see `homes`).
    pub homes: homes::Homes,
    /// Image and sampler descriptors and uses (see `images`).
    pub images: images::Images,
    /// Helpers for loads and stores through [`Val::Tagged`] addresses (see `tagged`).
    pub tagged: tagged::TaggedHelpers,
    /// Run-time bounds and loop-limit checks (Vulkan, on request; see `checks`).
    pub checks: checks::Checks<'m>,
    /// Vulkan: work-group collective functions without sub-group operations (see `collectives`).
    pub local_memory_collectives: bool,
    /// The collectives' Workgroup scratch arrays: (element type, which array of that type,
    /// variable, element bytes).
    pub collective_scratch: Vec<(Word, u32, Word, u32)>,
    /// The collectives' sub-group slot counter (a Workgroup uint), once made.
    pub collective_counter: Option<Word>,
    /// The math library's functions stored for this module's options (see `prebuilt`): a
    /// call of one is numbered, not written, and its stored words are copied in at the end.
    pub prebuilt: Option<prebuilt::Library>,
    /// The stored functions called, with the ids their calls use.
    pub prebuilt_calls: Vec<(usize, Word)>,
}

impl<'m> ModuleWriter<'m> {
    pub fn cap(&mut self, c: Capability) {
        self.caps.insert(c as u32);
    }

    /// The instruction at `span`, `what`, needs SPIR-V `needed`: the module's version is raised
    /// to it, as llvm-spirv raises a module's version to what its instructions need (the OpenCL
    /// target's 1.0 to 1.3 for the non-uniform group operations), unless the caller fixed the
    /// version, which refuses the instruction. Only versions below 1.4 are raised to: the
    /// writer's choices that depend on the version (entry-point interfaces, `OpCopyMemory`
    /// operands, image operands) are the same below 1.4, so what is already written stays
    /// valid.
    pub fn require_version(&mut self, needed: (u8, u8), span: Span, what: &str) -> R<()> {
        debug_assert!(
            needed < (1, 4),
            "raising to {needed:?} would change earlier choices"
        );
        if self.version >= needed {
            return Ok(());
        }
        if self.version_fixed {
            let target = self.policy.target_name();
            return err(
                span,
                format!(
                    "{what} needs SPIR-V {}.{} or later; the {target} target was asked for SPIR-V {}.{}",
                    needed.0, needed.1, self.version.0, self.version.1
                ),
            );
        }
        self.version = needed;
        Ok(())
    }

    pub fn ext(&mut self, e: &'static str) {
        self.exts.insert(e);
    }

    /// Appends an instruction with a result to the current block.
    ///
    /// On Vulkan, instructions that read their integer operands as signed get them (and give
    /// their integer result) in signed integer types, bitcast around the instruction: the IR's
    /// integers are signless, and some drivers (NVIDIA's, seen with `OpSRem`) misread signed
    /// instructions on unsigned-typed operands.
    pub fn op(&mut self, opcode: spirv::Op, ty: Word, operands: &[Word]) -> R<Word> {
        if self.policy.shader_compiler_workarounds() && is_signed_op(opcode) {
            return self.signed(ty, operands, |l, ty, ops| l.op_raw(opcode, ty, ops));
        }
        self.op_raw(opcode, ty, operands)
    }

    /// Runs `emit` with operands and result moved to signed integer types where they are
    /// unsigned integer types.
    pub fn signed(
        &mut self,
        ty: Word,
        operands: &[Word],
        emit: impl FnOnce(&mut Self, Word, &[Word]) -> R<Word>,
    ) -> R<Word> {
        let mut ops = Vec::with_capacity(operands.len());
        for &o in operands {
            let t = self.type_of(o);
            match t.and_then(|t| self.signed_twin(t)) {
                Some(st) => ops.push(self.op_raw(spirv::Op::Bitcast, st, &[o])?),
                None => ops.push(o),
            }
        }
        match self.signed_twin(ty) {
            Some(st) => {
                let r = emit(self, st, &ops)?;
                self.op_raw(spirv::Op::Bitcast, ty, &[r])
            }
            None => emit(self, ty, &ops),
        }
    }

    /// The signed twin of an unsigned integer scalar or vector type.
    fn signed_twin(&mut self, t: Word) -> Option<Word> {
        if let Some(&s) = self.signed_twins.get(&t) {
            return s;
        }
        let inst = self
            .b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(t))
            .cloned();
        let twin = match inst {
            Some(i) if i.class.opcode == spirv::Op::TypeInt => match i.operands.as_slice() {
                [Operand::LiteralBit32(w), Operand::LiteralBit32(0)] => {
                    Some(self.b.type_int(*w, 1))
                }
                _ => None,
            },
            Some(i) if i.class.opcode == spirv::Op::TypeVector => match i.operands.as_slice() {
                [Operand::IdRef(e), Operand::LiteralBit32(n)] => {
                    let (e, n) = (*e, *n);
                    self.signed_twin(e).map(|se| self.b.type_vector(se, n))
                }
                _ => None,
            },
            _ => None,
        };
        self.signed_twins.insert(t, twin);
        twin
    }

    /// The result type of an id defined in the module or the current function.
    fn type_of(&mut self, id: Word) -> Option<Word> {
        if let Some(&t) = self.id_types.get(&id) {
            return Some(t);
        }
        let m = self.b.module_ref();
        let mut found = m
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(id))
            .and_then(|i| i.result_type);
        if found.is_none() {
            if let Some(f) = self.b.selected_function().and_then(|f| m.functions.get(f)) {
                found = f
                    .parameters
                    .iter()
                    .chain(f.blocks.iter().flat_map(|b| b.instructions.iter()))
                    .find(|i| i.result_id == Some(id))
                    .and_then(|i| i.result_type);
            }
        }
        if let Some(t) = found {
            self.id_types.insert(id, t);
        }
        found
    }

    /// The instruction `dr::Instruction::new` makes, its grammar entry found once per opcode
    /// (see [`ModuleWriter::instruction_classes`]): the writer's frequent instructions are made
    /// here rather than by rspirv's `Builder` methods, which search the grammar each time.
    pub fn instruction(
        &mut self,
        opcode: spirv::Op,
        result_type: Option<Word>,
        result_id: Option<Word>,
        operands: Vec<Operand>,
    ) -> dr::Instruction {
        let class = *self
            .instruction_classes
            .entry(opcode)
            .or_insert_with(|| rspirv::grammar::INSTRUCTION_TABLE.get(opcode));
        dr::Instruction {
            class,
            result_type,
            result_id,
            operands,
        }
    }

    /// Opens block `label` in the current function (rspirv's `Builder::begin_block`).
    pub fn begin_block(&mut self, label: Word) -> R<()> {
        self.b.begin_block_no_label(Some(label))?;
        let inst = self.instruction(spirv::Op::Label, None, Some(label), Vec::new());
        if let (Some(f), Some(at)) = (self.b.selected_function(), self.b.selected_block()) {
            self.b.module_mut().functions[f].blocks[at].label = Some(inst);
        }
        Ok(())
    }

    /// Ends the current block with the terminator `opcode` (as rspirv's `Builder::branch`,
    /// `ret_value` ...).
    pub fn terminate(&mut self, opcode: spirv::Op, operands: Vec<Operand>) -> R<()> {
        let inst = self.instruction(opcode, None, None, operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        self.b.select_block(None)?;
        Ok(())
    }

    /// Ends the current block with `OpReturnValue value`.
    pub fn ret_value(&mut self, value: Word) -> R<()> {
        self.terminate(spirv::Op::ReturnValue, vec![Operand::IdRef(value)])
    }

    /// `OpLoad` (rspirv's `Builder::load`).
    pub fn load_inst(
        &mut self,
        ty: Word,
        pointer: Word,
        access: Option<spirv::MemoryAccess>,
        access_operands: Vec<Operand>,
    ) -> R<Word> {
        let id = self.b.id();
        let mut operands = Vec::with_capacity(2 + access_operands.len());
        operands.push(Operand::IdRef(pointer));
        operands.extend(access.map(Operand::MemoryAccess));
        operands.extend(access_operands);
        let inst = self.instruction(spirv::Op::Load, Some(ty), Some(id), operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        Ok(id)
    }

    /// `OpStore` (rspirv's `Builder::store`).
    pub fn store_inst(
        &mut self,
        pointer: Word,
        value: Word,
        access: Option<spirv::MemoryAccess>,
        access_operands: Vec<Operand>,
    ) -> R<()> {
        let mut operands = Vec::with_capacity(3 + access_operands.len());
        operands.push(Operand::IdRef(pointer));
        operands.push(Operand::IdRef(value));
        operands.extend(access.map(Operand::MemoryAccess));
        operands.extend(access_operands);
        let inst = self.instruction(spirv::Op::Store, None, None, operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        Ok(())
    }

    /// `OpDecorate id decoration` without literals (rspirv's `Builder::decorate`).
    pub fn decorate(&mut self, id: Word, decoration: spirv::Decoration) {
        let inst = self.instruction(
            spirv::Op::Decorate,
            None,
            None,
            vec![Operand::IdRef(id), Operand::Decoration(decoration)],
        );
        self.b.module_mut().annotations.push(inst);
    }

    fn op_raw(&mut self, opcode: spirv::Op, ty: Word, operands: &[Word]) -> R<Word> {
        let id = self.b.id();
        self.id_types.insert(id, ty);
        let operands = operands.iter().map(|&w| Operand::IdRef(w)).collect();
        let inst = self.instruction(opcode, Some(ty), Some(id), operands);
        self.b.insert_into_block(InsertPoint::End, inst)?;
        // FNegate too: NVIDIA's compiler folds an undecorated negation into the arithmetic
        // that uses it and drops that operation's NoContraction (the double-double error
        // terms of tgamma's reflection came out wrong on the H100).
        // (OpenCL modules say it once per kernel: `ContractionOff`.)
        let unfused = self.no_contraction
            && self.policy.per_instruction_contraction()
            && matches!(
                opcode,
                spirv::Op::FAdd
                    | spirv::Op::FSub
                    | spirv::Op::FMul
                    | spirv::Op::FDiv
                    | spirv::Op::FNegate
                    | spirv::Op::FRem
                    | spirv::Op::FMod
                    | spirv::Op::VectorTimesScalar
            );
        // OpenCL C requires double division correctly rounded. NVIDIA's Vulkan compiler turns
        // a division by a constant into a multiplication by its reciprocal (a third of the
        // quotients off by an ulp on the H100) unless the division is NoContraction.
        let exact_double_division = opcode == spirv::Op::FDiv
            && self.policy.shader_compiler_workarounds()
            && !self.fast_math
            && self.float_bits(ty) == Some(64);
        if unfused || exact_double_division {
            self.decorate(id, spirv::Decoration::NoContraction);
        }
        Ok(id)
    }

    /// `OpCompositeConstruct`, or where llvm-spirv 15 reads the module a chain of
    /// `OpCompositeInsert` into an `OpUndef` (it crashes on a non-constant
    /// `OpCompositeConstruct`).
    pub fn construct(&mut self, ty: Word, parts: Vec<Word>) -> R<Word> {
        if self.policy.llvm_spirv_workarounds() {
            let mut v = self.b.undef(ty, None);
            for (i, p) in parts.into_iter().enumerate() {
                v = self.b.composite_insert(ty, None, p, v, [i as u32])?;
            }
            return Ok(v);
        }
        Ok(self.b.composite_construct(ty, None, parts)?)
    }

    /// Declares a module-scope variable (even while a function is being built).
    pub fn global_var(&mut self, ptr_ty: Word, storage: StorageClass, init: Option<Word>) -> Word {
        let id = self.b.id();
        let mut ops = vec![Operand::StorageClass(storage)];
        if let Some(i) = init {
            ops.push(Operand::IdRef(i));
        }
        let inst = dr::Instruction::new(spirv::Op::Variable, Some(ptr_ty), Some(id), ops);
        self.b.module_mut().types_global_values.push(inst);
        self.module_vars.insert(id);
        id
    }

    /// Declares a Function variable at the start of the current function's entry block.
    pub fn entry_var(&mut self, ptr_ty: Word) -> R<Word> {
        let id = self.b.id();
        let inst = self.instruction(
            spirv::Op::Variable,
            Some(ptr_ty),
            Some(id),
            vec![Operand::StorageClass(StorageClass::Function)],
        );
        let f = self
            .b
            .selected_function()
            .ok_or_else(|| LErr(Diagnostic::global_error("internal: no function")))?;
        let block = &mut self.b.module_mut().functions[f].blocks[0];
        let at = block
            .instructions
            .iter()
            .take_while(|i| i.class.opcode == spirv::Op::Variable)
            .count();
        block.instructions.insert(at, inst);
        Ok(id)
    }

    pub fn ext_set(&mut self) -> Word {
        if !self.policy.opencl_std() {
            if self.glsl.is_none() {
                self.glsl = Some(self.b.ext_inst_import("GLSL.std.450"));
            }
            self.glsl.unwrap_or_default()
        } else {
            if self.clstd.is_none() {
                self.clstd = Some(self.b.ext_inst_import("OpenCL.std"));
            }
            self.clstd.unwrap_or_default()
        }
    }

    /// An extended instruction with arbitrary operands (literals too).
    pub fn ext_inst_ops(&mut self, ty: Word, inst: u32, ops: Vec<Operand>) -> R<Word> {
        let set = self.ext_set();
        Ok(self.b.ext_inst(ty, None, set, inst, ops)?)
    }

    pub fn ext_inst(&mut self, ty: Word, inst: u32, args: &[Word]) -> R<Word> {
        // GLSL.std.450's trigonometric, hyperbolic, exponential and power functions have no
        // 64-bit forms.
        if !self.policy.opencl_std() && (11..=30).contains(&inst) && self.float_bits(ty) == Some(64)
        {
            return Err(LErr(Diagnostic::global_error(format!(
                "the double-precision {} (GLSL.std.450 has no 64-bit form) is not supported on the Vulkan target yet",
                glsl_name(inst)
            ))));
        }
        // GLSL.std.450 SAbs, SSign, SMin, SMax, SClamp, FindSMsb read signed operands.
        if self.policy.shader_compiler_workarounds() && matches!(inst, 5 | 7 | 39 | 42 | 45 | 74) {
            return self.signed(ty, args, |l, ty, ops| {
                let set = l.ext_set();
                Ok(l.b.ext_inst(ty, None, set, inst, ops.iter().map(|&a| Operand::IdRef(a)))?)
            });
        }
        let set = self.ext_set();
        Ok(self
            .b
            .ext_inst(ty, None, set, inst, args.iter().map(|&a| Operand::IdRef(a)))?)
    }

    /// Whether a block of the function being emitted ends with a branch to `label`.
    fn is_branch_target(&mut self, label: Word) -> bool {
        let Some(func) = self.b.selected_function() else {
            return false;
        };
        let seen = &mut self.branch_targets;
        if seen.function != Some(func) {
            *seen = BranchTargets {
                function: Some(func),
                ..BranchTargets::default()
            };
        }
        // Blocks are only appended, and a terminated block keeps its terminator: the targets of
        // those terminated since the last question are added (asking per merge block would
        // otherwise read the whole function each time: quadratic in a long statement list),
        // and any after an open block are read each time.
        let blocks = &self.b.module_ref().functions[func].blocks;
        while let Some(block) = blocks.get(seen.scanned) {
            let terminated = block
                .instructions
                .last()
                .is_some_and(|end| rspirv::grammar::reflect::is_block_terminator(end.class.opcode));
            if !terminated {
                break;
            }
            for operand in branch_operands(block).unwrap_or_default() {
                if let Operand::IdRef(id) = operand {
                    seen.targets.insert(*id);
                }
            }
            seen.scanned += 1;
        }
        seen.targets.contains(&label)
            || blocks[seen.scanned.min(blocks.len())..]
                .iter()
                .any(|block| {
                    branch_operands(block).is_some_and(|ops| ops.contains(&Operand::IdRef(label)))
                })
    }
}

/// The labels `block` ends branching to, if it ends in a branch.
fn branch_operands(block: &dr::Block) -> Option<&[Operand]> {
    block
        .instructions
        .last()
        .filter(|end| {
            matches!(
                end.class.opcode,
                spirv::Op::Branch | spirv::Op::BranchConditional | spirv::Op::Switch
            )
        })
        .map(|end| end.operands.as_slice())
}

/// The labels the terminated blocks of a function branch to ([`ModuleWriter::is_branch_target`]).
#[derive(Default)]
pub(crate) struct BranchTargets {
    function: Option<usize>,
    /// The blocks read so far, from the function's first.
    scanned: usize,
    targets: HashSet<Word>,
}

impl<'m> FunctionWriter<'_, 'm> {
    pub fn use_var(&mut self, var: Word) {
        self.w
            .fn_vars
            .entry(self.f.spirv_fn)
            .or_default()
            .insert(var);
    }
    /// Starts a new block (the previous one must be terminated).
    pub fn begin(&mut self, label: Word) -> R<()> {
        self.w.begin_block(label)?;
        self.f.label = label;
        self.f.open = true;
        Ok(())
    }
    pub fn branch(&mut self, target: Word) -> R<()> {
        self.w
            .terminate(spirv::Op::Branch, vec![Operand::IdRef(target)])?;
        self.f.open = false;
        Ok(())
    }
    /// Begins the merge block of a statement's construct, once the construct's blocks are all
    /// emitted. When no branch reaches it (an `if` whose branches both return, a loop left only
    /// by `return`), it is closed with `OpUnreachable` and the statements after the construct
    /// are skipped as unreachable: left open, they would form constructs in unreachable code,
    /// where a `continue` or `break` to an enclosing loop is invalid SPIR-V (the validator
    /// cannot place an unreachable construct inside the loop).
    pub fn begin_merge(&mut self, merge: Word) -> R<()> {
        let reached = self.w.is_branch_target(merge);
        self.begin(merge)?;
        if !reached {
            self.w.b.unreachable()?;
            self.f.open = false;
        }
        Ok(())
    }
}

pub(crate) fn lower_module(
    m: &ir::Module,
    opts: &Options,
    sources: Option<&oclvk_frontend::source::SourceMap>,
) -> Result<crate::Output, Vec<Diagnostic>> {
    let version = opts
        .spirv_version
        .unwrap_or_else(|| crate::default_spirv_version(opts.target));
    let policy = Policy::of(opts);
    if policy.compute_shader() && version < (1, 5) {
        return Err(vec![Diagnostic::global_error(format!(
            "the Vulkan target needs SPIR-V 1.5 or later (asked for {}.{})",
            version.0, version.1
        ))]);
    }
    // The IR-to-IR passes and the analyses (`crate::passes`): the module to write and what the
    // writer needs to know of it.
    let passes::Prepared { module, facts } = passes::run(m, opts)?;
    let declared = m;
    let m: &ir::Module = &module;
    let library = m.kernels().next().is_none();
    let mut l = ModuleWriter::new(m, opts, policy, version, facts, sources);
    l.declared = declared;
    l.prebuilt = opts
        .math_library
        .and_then(|lib| prebuilt::Library::select(lib.spirv, opts));
    let mut diags = Vec::new();
    if let Err(LErr(d)) = l.lower_globals() {
        diags.push(d);
        return Err(diags);
    }
    l.declare_homes();
    for (fid, _) in m.kernels() {
        let r = if policy.implicit_values() {
            l.vulkan_entry(fid)
        } else {
            l.opencl_entry(fid)
        };
        if let Err(LErr(d)) = r {
            l.abandon_function();
            diags.push(d);
        }
    }
    if library {
        // Even an empty library: without an entry point only a Linkage module is valid.
        l.cap(Capability::Linkage);
        for fid in m.function_ids() {
            if let Err(LErr(d)) = l.export_function(fid) {
                diags.push(d);
            }
        }
    }
    l.lower_worklist(&mut diags);
    if let Err(LErr(d)) = l.emit_tagged_helpers() {
        l.abandon_function();
        diags.push(d);
    }
    if let Err(LErr(d)) = l.emit_check_helpers() {
        l.abandon_function();
        diags.push(d);
    }
    if !diags.is_empty() {
        diags.dedup();
        return Err(diags);
    }
    // The library functions stored at build time that the module calls: what they need is
    // declared before the module is finished, their words copied into it after.
    let stored = std::mem::take(&mut l.prebuilt_calls);
    let plan = (l.prebuilt)
        .filter(|_| !stored.is_empty())
        .map(|lib| prebuilt::Plan::new(lib, &stored));
    if let Some(plan) = &plan {
        l.caps.extend(plan.capabilities());
        if plan.reads_fused_fma() {
            l.fused_fma_constant();
        }
    }
    let mut out = l.finish(opts).map_err(|LErr(d)| vec![d])?;
    if let Some(plan) = plan {
        out.words = plan.link(out.words);
    }
    Ok(out)
}

/// The stored form of the math library's functions among `forms` that `opts` can use (see
/// `prebuilt`), if any.
pub(crate) fn stored_library(
    forms: &[&'static [u32]],
    opts: &Options,
) -> Option<prebuilt::Library> {
    prebuilt::Library::select(forms, opts)
}

/// The math library's functions written for the options `opts`, stored relocatable (see
/// `prebuilt`): `library` is the library's IR, as the facade's build script compiles it.
pub(crate) fn prebuild_library(
    library: &ir::Module,
    opts: &Options,
) -> Result<crate::StoredMathLibrary, Vec<Diagnostic>> {
    let key = prebuilt::Key::of(opts).ok_or_else(|| {
        vec![Diagnostic::global_error(
            "internal error: the math library is written for the Vulkan targets only",
        )]
    })?;
    let version = key.spirv_version;
    let policy = Policy::of(opts);
    let passes::Prepared { module, facts } =
        passes::run_stages(library, opts, &passes::LIBRARY_SKIPS)?;
    let m: &ir::Module = &module;
    let mut l = ModuleWriter::new(m, opts, policy, version, facts, None);
    let mut diags = Vec::new();
    if let Err(LErr(d)) = l.lower_globals() {
        return Err(vec![d]);
    }
    l.declare_homes();
    let mut named = Vec::new();
    for fid in m.function_ids() {
        let f = m.function(fid);
        let storable = f.name.starts_with(crate::library::PREFIX)
            && f.name != fused_fma::FUSED_FMA_QUERY
            && !f.fp_contract
            && match m.types.get(f.ret) {
                ir::Type::Scalar(_) | ir::Type::Void => true,
                // The stub returns a vector of zero lanes.
                ir::Type::Vector { scalar, .. } => m.types.known_scalar(scalar).is_some(),
                _ => false,
            }
            && f.params.iter().all(|p| {
                matches!(
                    m.types.get(p.ty),
                    ir::Type::Scalar(_) | ir::Type::Vector { .. }
                )
            });
        if !storable {
            continue;
        }
        let args = vec![Val::Id(0); f.params.len()];
        match l.request_function(fid, &args, None, f.span) {
            Ok((id, _)) => named.push((f.name.clone(), id)),
            Err(LErr(d)) => diags.push(d),
        }
    }
    l.lower_worklist(&mut diags);
    if !diags.is_empty() {
        return Err(diags);
    }
    // Functions whose SPIR-V depends on the module linking them, in every specialization.
    let dependent = crate::library::module_dependent(m, opts);
    let excluded = l
        .funcs
        .iter()
        .filter(|(key, _)| dependent.contains(&key.func))
        .map(|(_, &id)| id)
        .collect();
    let written = prebuilt::Written {
        module: l.b.module_ref(),
        named,
        excluded,
        capabilities: &l.caps,
        extensions: l.exts.len(),
    };
    let (words, functions) = prebuilt::encode(&written, key);
    Ok(crate::StoredMathLibrary { words, functions })
}

impl<'m> ModuleWriter<'m> {
    /// A writer of `m` (prepared by the pipeline, which found `facts`) with nothing written.
    fn new(
        m: &'m ir::Module,
        opts: &Options,
        policy: Policy,
        version: (u8, u8),
        facts: passes::Facts,
        sources: Option<&'m oclvk_frontend::source::SourceMap>,
    ) -> ModuleWriter<'m> {
        let mut b = Builder::new();
        b.set_version(version.0, version.1);
        let mut l = ModuleWriter {
            m,
            declared: m,
            target: opts.target,
            policy,
            fast_math: opts.fast_math,
            contract_off: opts.no_contraction,
            local_reserve_bytes: if policy.compute_shader() && !opts.local_reserve_auto {
                opts.local_reserve_bytes
            } else {
                0
            },
            local_reserve_auto: policy.compute_shader() && opts.local_reserve_auto,
            version,
            version_fixed: opts.spirv_version.is_some(),
            b,
            caps: BTreeSet::new(),
            exts: BTreeSet::new(),
            type_cache: HashMap::default(),
            pointer_types: HashMap::default(),
            function_types: HashMap::default(),
            simple_types: HashMap::default(),
            instruction_classes: HashMap::default(),
            strided_ptrs: BTreeSet::new(),
            strided_arrays: HashSet::default(),
            plain_arrays: HashMap::default(),
            object_starts: BTreeSet::new(),
            struct_facts: Default::default(),
            consts: HashMap::default(),
            composite_consts: HashMap::default(),
            null_consts: HashSet::default(),
            glsl: None,
            clstd: None,
            builtin_vars: HashMap::default(),
            wg_size: None,
            enqueued_size: None,
            offset_member_ty: None,
            spec_consts: HashMap::default(),
            globals: HashMap::default(),
            funcs: HashMap::default(),
            worklist: Vec::new(),
            pointer_params: facts.pointer_params,
            kernel_arg_vars: HashMap::default(),
            fn_vars: HashMap::default(),
            fn_calls: HashMap::default(),
            fn_float_atomics: HashMap::default(),
            fn_sub_groups: HashMap::default(),
            info: facts.calls,
            kernels: Vec::new(),
            constant_data: None,
            program_globals: None,
            in_progress: BTreeSet::new(),
            forward_ptrs: Vec::new(),
            uses_psb: false,
            value_types: HashMap::default(),
            signed_twins: HashMap::default(),
            module_vars: BTreeSet::new(),
            id_types: HashMap::default(),
            branch_targets: BranchTargets::default(),
            printf_calls: facts.printf_calls,
            no_contraction: false,
            half_values: facts.half_values,
            homes: facts.homes,
            images: images::Images::new(facts.image_uses),
            tagged: tagged::TaggedHelpers::default(),
            checks: checks::Checks::new(opts, &policy, sources, m),
            local_memory_collectives: opts.local_memory_collectives,
            collective_scratch: Vec::new(),
            collective_counter: None,
            prebuilt: None,
            prebuilt_calls: Vec::new(),
        };
        if policy.compute_shader() {
            l.cap(Capability::Shader);
        } else {
            l.cap(Capability::Addresses);
            l.cap(Capability::Kernel);
            l.cap(Capability::Int64);
        }
        l
    }

    /// Writes the functions queued, and those they queue, reporting failures in `diags`.
    fn lower_worklist(&mut self, diags: &mut Vec<Diagnostic>) {
        while let Some((key, id)) = self.worklist.pop() {
            if let Err(LErr(d)) = self.lower_function(&key, id) {
                self.abandon_function();
                diags.push(d);
            }
        }
    }
}

/// A Vulkan data block being laid out: its variables one after another, each at its alignment.
/// Only the bytes up to the last explicit one are held; the rest of the block is zero, so a
/// zero-filled table costs its length, not its bytes.
#[derive(Default)]
struct BlockLayout {
    init: Vec<u8>,
    size: u64,
    alignment: u32,
}

impl BlockLayout {
    /// Places a variable of `size` bytes whose initial value starts with `init` (the rest
    /// zero); returns its offset in the block.
    fn place(&mut self, size: u64, align: u32, init: &[u8]) -> u64 {
        let offset = self.size.div_ceil(align as u64) * align as u64;
        if !init.is_empty() {
            self.init.resize(offset as usize, 0);
            self.init.extend_from_slice(init);
        }
        self.size = offset + size;
        self.alignment = self.alignment.max(align);
        offset
    }

    fn finish(self, relocations: Vec<BlockRelocation>) -> Option<DataBlock> {
        (self.size > 0).then_some(DataBlock {
            size: self.size,
            alignment: self.alignment,
            init: self.init,
            relocations,
        })
    }
}

impl ModuleWriter<'_> {
    fn abandon_function(&mut self) {
        let _ = self.b.select_block(None);
        if self.b.selected_function().is_some() {
            let _ = self.b.end_function();
        }
    }

    /// Program-scope variables: Workgroup variables for kernel `local`s, the constant and
    /// program-global buffers on Vulkan, initialized variables on OpenCL.
    fn lower_globals(&mut self) -> R<()> {
        let m = self.m;
        let mut in_blocks = Vec::new();
        for (gid, g) in m.globals.enumerate() {
            let align = m.types.align_of(g.ty);
            if matches!(m.types.get(g.ty), ir::Type::Sampler) {
                self.sampler_global(gid)?;
                continue;
            }
            match g.space {
                // Lives in the module's `local` home instead (see `homes`).
                ir::AddressSpace::Local if self.homes.local.contains_key(&gid) => {}
                ir::AddressSpace::Local => {
                    let ty = self.ty(g.ty, Layout::Plain, g.span)?;
                    let pty = self.b.type_pointer(None, StorageClass::Workgroup, ty);
                    let id = self.global_var(pty, StorageClass::Workgroup, None);
                    self.b.name(id, g.name.clone());
                    self.value_types.insert(id, pty);
                    self.globals.insert(
                        gid,
                        GlobalLoc::Var {
                            id,
                            storage: StorageClass::Workgroup,
                        },
                    );
                }
                ir::AddressSpace::Constant | ir::AddressSpace::Global
                    if self.policy.implicit_values() =>
                {
                    in_blocks.push(gid)
                }
                space => {
                    let storage = match space {
                        ir::AddressSpace::Constant => StorageClass::UniformConstant,
                        ir::AddressSpace::Global => StorageClass::CrossWorkgroup,
                        ir::AddressSpace::Private => StorageClass::Private,
                        _ => {
                            return err(g.span, "a generic program-scope variable is not supported")
                        }
                    };
                    // `bool` in UniformConstant memory is a `uchar` ([`Layout::BoolAsUchar`]).
                    let layout = self.layout_for(storage);
                    let ty = self.ty(g.ty, layout, g.span)?;
                    let bytes = g.init.as_deref().unwrap_or_default();
                    let init =
                        self.const_with_addresses(g.ty, bytes, &g.relocations, layout, g.span)?;
                    let pty = self.b.type_pointer(None, storage, ty);
                    let id = self.global_var(pty, storage, Some(init));
                    self.b.name(id, g.name.clone());
                    self.value_types.insert(id, pty);
                    if storage == StorageClass::UniformConstant {
                        self.b.decorate(id, spirv::Decoration::Constant, []);
                    }
                    self.b.decorate(
                        id,
                        spirv::Decoration::Alignment,
                        [Operand::LiteralBit32(align)],
                    );
                    self.globals.insert(gid, GlobalLoc::Var { id, storage });
                }
            }
        }
        // A block holds its bytes up to the last explicit one, so the zeros after a variable's
        // explicit bytes cost nothing only where no explicit byte follows: variables with
        // explicit bytes go first, the one with the longest zero tail last among them, then the
        // all-zero ones (a large zero-filled table next to small ones costs its length only).
        let explicit_and_tail = |gid: &GlobalId| {
            let g = m.global(*gid);
            let explicit = g.init.as_ref().map_or(0, Vec::len) as u64;
            (
                explicit == 0,
                m.types.size_of(g.ty).saturating_sub(explicit),
            )
        };
        in_blocks.sort_by_key(explicit_and_tail);
        let mut constants = BlockLayout::default();
        let mut globals = BlockLayout::default();
        for gid in in_blocks {
            let g = m.global(gid);
            let size = m.types.size_of(g.ty);
            let (block, kind) = if g.space == ir::AddressSpace::Constant {
                (&mut constants, ImplicitKind::ModuleConstants)
            } else {
                (&mut globals, ImplicitKind::ProgramGlobals)
            };
            let init = g.init.as_deref().unwrap_or_default();
            let init = &init[..init.len().min(size as usize)];
            let offset = block.place(size, passes::object_align(&m.types, g.ty), init);
            self.globals.insert(gid, GlobalLoc::Buffer { kind, offset });
        }
        let (const_relocs, global_relocs) = if self.policy.implicit_values() {
            self.block_relocations()?
        } else {
            Default::default()
        };
        self.constant_data = constants.finish(const_relocs);
        self.program_globals = globals.finish(global_relocs);
        Ok(())
    }

    /// The addresses in the Vulkan data blocks (program-scope pointers initialized with an
    /// address), for the constant block and the program-global block: the runner writes them
    /// once it has created both blocks.
    fn block_relocations(&self) -> R<(Vec<BlockRelocation>, Vec<BlockRelocation>)> {
        let (mut constants, mut globals) = (Vec::new(), Vec::new());
        for (gid, g) in self.m.globals.enumerate() {
            for r in &g.relocations {
                let (Some(GlobalLoc::Buffer { kind, offset }), Some(target)) =
                    (self.globals.get(&gid), self.globals.get(&r.target))
                else {
                    return err(g.span, "internal: a relocation outside the data blocks");
                };
                let GlobalLoc::Buffer {
                    kind: target_kind,
                    offset: target_offset,
                } = *target
                else {
                    return err(
                        g.span,
                        "a program-scope pointer may only hold the address of a program-scope global or constant variable",
                    );
                };
                let reloc = BlockRelocation {
                    offset: offset + r.offset as u64,
                    target: target_kind,
                    addend: (target_offset as i64).wrapping_add(r.addend),
                };
                match kind {
                    ImplicitKind::ModuleConstants => constants.push(reloc),
                    _ => globals.push(reloc),
                }
            }
        }
        Ok((constants, globals))
    }

    /// A function and every function it calls, directly or not.
    fn reachable(&self, f: Word) -> BTreeSet<Word> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![f];
        while let Some(g) = stack.pop() {
            if seen.insert(g) {
                if let Some(c) = self.fn_calls.get(&g) {
                    stack.extend(c.iter().copied());
                }
            }
        }
        seen
    }

    /// All module-scope variables a function uses, through its calls too.
    fn interface(&self, f: Word) -> Vec<Word> {
        let vars: BTreeSet<Word> = self
            .reachable(f)
            .iter()
            .filter_map(|g| self.fn_vars.get(g))
            .flatten()
            .copied()
            .collect();
        vars.into_iter().collect()
    }

    /// The floating-point atomics a function performs, through its calls too.
    fn float_atomics(&self, f: Word) -> Vec<reflect::FloatAtomicUse> {
        let uses: BTreeSet<reflect::FloatAtomicUse> = self
            .reachable(f)
            .iter()
            .filter_map(|g| self.fn_float_atomics.get(g))
            .flatten()
            .copied()
            .collect();
        uses.into_iter().collect()
    }

    /// The sub-group operations a function performs, through its calls too.
    fn sub_groups(&self, f: Word) -> subgroups::SubGroupUse {
        let mut all = subgroups::SubGroupUse::default();
        for g in self.reachable(f) {
            if let Some(u) = self.fn_sub_groups.get(&g) {
                all.operations.extend(u.operations.iter().copied());
                all.extended_types |= u.extended_types;
            }
        }
        all
    }

    fn finish(mut self, opts: &Options) -> R<crate::Output> {
        self.mark_restricted_samplers();
        let mut kernels = std::mem::take(&mut self.kernels);
        for k in &mut kernels {
            k.reflection.float_atomics = self.float_atomics(k.wrapper);
            let sub_groups = self.sub_groups(k.wrapper);
            k.reflection.sub_group_operations = sub_groups.operations.into_iter().collect();
            k.reflection.sub_group_extended_types = sub_groups.extended_types;
            let mut interface = self.interface(k.wrapper);
            k.reflection.collective_local_bytes = self
                .collective_scratch
                .iter()
                .filter(|(_, _, var, _)| interface.contains(var))
                .map(|&(_, _, _, bytes)| bytes)
                .sum();
            if let Some(counter) = self.collective_counter {
                if interface.contains(&counter) {
                    k.reflection.static_local_bytes += 4;
                }
            }
            if !self.policy.compute_shader() {
                // SPIR-V 1.0-1.3 list only Input/Output variables.
                if self.version < (1, 4) {
                    let inputs: BTreeSet<Word> = self.builtin_vars.values().copied().collect();
                    interface.retain(|v| inputs.contains(v));
                }
            }
            let model = if self.policy.compute_shader() {
                spirv::ExecutionModel::GLCompute
            } else {
                spirv::ExecutionModel::Kernel
            };
            self.b
                .entry_point(model, k.wrapper, k.name.clone(), interface);
            if let Some([x, y, z]) = k.reqd {
                self.b
                    .execution_mode(k.wrapper, spirv::ExecutionMode::LocalSize, [x, y, z]);
            }
            if !self.policy.compute_shader() {
                if let Some([x, y, z]) = k.hint {
                    self.b.execution_mode(
                        k.wrapper,
                        spirv::ExecutionMode::LocalSizeHint,
                        [x, y, z],
                    );
                }
                if let Some(hint) = &k.vec_type_hint {
                    if let Some(code) = vec_type_hint_code(hint) {
                        self.b
                            .execution_mode(k.wrapper, spirv::ExecutionMode::VecTypeHint, [code]);
                    }
                }
                // `-ffp-contract=off` on OpenCL: the kernel's execution mode (the
                // NoContraction decoration needs the Shader capability); so is a function under
                // `#pragma OPENCL FP_CONTRACT OFF`, for every kernel (a mode has no finer grain).
                if self.contract_off || self.m.functions.iter().any(|f| !f.fp_contract) {
                    self.b
                        .execution_mode(k.wrapper, spirv::ExecutionMode::ContractionOff, []);
                }
            }
        }
        let reflection = ModuleReflection {
            format_version: reflect::FORMAT_VERSION,
            target: self.target,
            opencl_c_version: self.m.opencl_c_version,
            uniform_work_group_size: opts.uniform_work_group_size,
            kernels: kernels.into_iter().map(|k| k.reflection).collect(),
            constant_data: self.constant_data.take(),
            program_globals: self.program_globals.take(),
            printf_calls: std::mem::take(&mut self.printf_calls),
            checks: self.checks_reflection(),
            fused_fma_spec_id: self.fused_fma_spec_id(),
        };
        // The OpenCL target never embeds it: OpenCL consumers (llvm-spirv 15, drivers built on
        // it) reject SPV_KHR_non_semantic_info; the JSON sidecar carries the reflection there.
        if !opts.strip_reflection && self.policy.embed_reflection() {
            if self.version < (1, 6) {
                self.ext("SPV_KHR_non_semantic_info");
            }
            let set = self.b.ext_inst_import(reflect::EMBEDDED_SET);
            let json = serde_json::to_string(&reflection).map_err(|e| {
                LErr(Diagnostic::global_error(format!(
                    "internal: reflection: {e}"
                )))
            })?;
            let mut operands = vec![
                Operand::IdRef(set),
                Operand::LiteralExtInstInteger(reflect::EMBEDDED_OPCODE),
            ];
            for piece in reflect::embedded_pieces(&json) {
                operands.push(Operand::IdRef(self.b.string(piece)));
            }
            let void = self.b.type_void();
            // A non-semantic instruction at module scope, after the types.
            let id = self.b.id();
            self.b
                .module_mut()
                .types_global_values
                .push(dr::Instruction::new(
                    spirv::Op::ExtInst,
                    Some(void),
                    Some(id),
                    operands,
                ));
        }
        for &c in &self.caps.clone() {
            if let Some(cap) = Capability::from_u32(c) {
                self.b.capability(cap);
            }
        }
        for e in self.exts.clone() {
            self.b.extension(e);
        }
        if self.policy.compute_shader() {
            let addressing = if self.uses_psb {
                spirv::AddressingModel::PhysicalStorageBuffer64
            } else {
                spirv::AddressingModel::Logical
            };
            self.b.memory_model(addressing, spirv::MemoryModel::GLSL450);
        } else {
            self.b.memory_model(
                spirv::AddressingModel::Physical64,
                spirv::MemoryModel::OpenCL,
            );
        }
        // `require_version` may have raised the version after the builder started.
        self.b.set_version(self.version.0, self.version.1);
        let module = self.b.module();
        Ok(crate::Output {
            words: module.assemble(),
            reflection,
        })
    }
}

/// The `VecTypeHint` literal: the low 16 bits name the component type (0 char, 1 short, 2 int,
/// 3 long, 4 half, 5 float, 6 double), the high 16 bits the component count.
fn vec_type_hint_code(hint: &str) -> Option<u32> {
    let digits = hint.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let base = &hint[..hint.len() - digits.len()];
    let count: u32 = if digits.is_empty() {
        1
    } else {
        digits.parse().ok()?
    };
    let ty = match base {
        "char" | "uchar" => 0,
        "short" | "ushort" => 1,
        "int" | "uint" => 2,
        "long" | "ulong" => 3,
        "half" => 4,
        "float" => 5,
        "double" => 6,
        _ => return None,
    };
    Some(ty | (count << 16))
}

/// Names of the GLSL.std.450 instructions 11-30 (for diagnostics).
fn glsl_name(inst: u32) -> &'static str {
    const NAMES: [&str; 20] = [
        "radians", "degrees", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
        "asinh", "acosh", "atanh", "atan2", "pow", "exp", "log", "exp2", "log2",
    ];
    NAMES
        .get(inst.wrapping_sub(11) as usize)
        .copied()
        .unwrap_or("function")
}

/// Instructions that interpret integer operands as signed.
fn is_signed_op(op: spirv::Op) -> bool {
    use spirv::Op::*;
    matches!(
        op,
        SDiv | SRem
            | SMod
            | ShiftRightArithmetic
            | SLessThan
            | SLessThanEqual
            | SGreaterThan
            | SGreaterThanEqual
            | SConvert
            | ConvertSToF
            | ConvertFToS
            | SNegate
    )
}

pub(crate) fn is_vulkan_logical(space: ir::AddressSpace) -> bool {
    matches!(space, ir::AddressSpace::Local | ir::AddressSpace::Private)
}
