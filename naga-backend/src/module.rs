//! The module writer: the naga module's types, resources and overrides, the kernels as entry
//! points, and helpers compiled once per kernel (one IR function per pointer-argument form:
//! the pipeline's `specialize-pointer-arguments`).
//!
//! Resources: each kernel's `global`/`constant` pointer arguments are storage buffers of
//! `array<T>` and its by-value arguments and implicit values one uniform buffer (`argblock`),
//! at bindings of group 0 numbered through the whole module, so that kernels never share one;
//! `local` variables and arguments are workgroup arrays (arguments sized by the override with
//! their spec id); program-scope `constant` data is a private variable with its initial value;
//! program-scope `global` variables are members of one storage buffer (`globals`), bound to
//! each kernel that uses one.

use crate::argblock;
use crate::function::FnWriter;
use crate::packed::Packed;
use crate::types::{self, Features};
use crate::Options;
use naga::{AddressSpace, Handle, Span};
use oclvk_abi::portable::{BufferBinding, BufferSource, PortableBindings};
use oclvk_abi::reflect::{self, ImplicitKind, ModuleReflection, WorkGroupInfo};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, AddressSpace as Space, FunctionId, GlobalId, SimpleBuiltin, Type};
use oclvk_spirv::abi as vk_abi;
use oclvk_spirv::PointerParams;
use std::collections::{BTreeSet, HashMap};

/// The descriptor set / bind group of every binding.
pub(crate) const GROUP: u32 = 0;
/// The work-group size a kernel without `reqd_work_group_size` or a hint gets where overrides
/// must be given values before writing (every target but WGSL).
pub(crate) const DEFAULT_WORK_GROUP_SIZE: [u32; 3] = [64, 1, 1];

/// The value a `local` argument's length override takes in the written module, plus its spec
/// id, so that portable SPIR-V finds the constant to make a specialization constant again
/// (`spec`): a value no program spells.
pub(crate) const LOCAL_LENGTH_PLACEHOLDER: u32 = 0x00F0_0000;

/// The same for a `local` argument whose elements are held as 32-bit words (`packed`,
/// `records`): the array's length is the words that many elements fill.
pub(crate) const LOCAL_WORDS_PLACEHOLDER: u32 = 0x00D0_0000;

/// A lowered module, before validation and writing.
pub(crate) struct Lowered {
    pub module: naga::Module,
    pub reflection: ModuleReflection,
    /// Portable SPIR-V: what `spec` turns back into specialization constants.
    pub spec: crate::spec::Plan,
    /// The names of the module's functions compiled with contraction off (`contraction`).
    pub no_contraction: BTreeSet<String>,
    /// The program-scope sampler constants' globals and reflection (`images`), which `emit`
    /// gives the kernels that use them.
    pub inline_samplers: Vec<(Handle<naga::GlobalVariable>, reflect::InlineSampler)>,
    /// GLSL: the extra views of sampled images, each sampled with a sampler other than the
    /// image's own global's, and the image's own global (`images`).
    pub image_views: HashMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
}

/// What the function writer needs of the kernel being lowered.
pub(crate) struct KernelCtx {
    pub fid: FunctionId,
    pub required: Option<[u32; 3]>,
    pub arg_block: Option<Handle<naga::GlobalVariable>>,
    pub implicit: Vec<(ImplicitKind, u32)>,
    /// Storage buffers whose elements some access wrote or changed atomically.
    pub written: BTreeSet<Handle<naga::GlobalVariable>>,
    /// Kernel-scope `local` variables.
    pub workgroup: HashMap<GlobalId, Handle<naga::GlobalVariable>>,
    /// The printf buffer's storage buffer, once a record is written (`printf_buffer`).
    pub printf: Option<Handle<naga::GlobalVariable>>,
    /// Whether the kernel uses a program-scope `global` variable (`globals`).
    pub program_globals: bool,
    /// The storage buffer or workgroup array of each pointer argument, by parameter.
    pub arguments: Vec<Option<Handle<naga::GlobalVariable>>>,
}

pub(crate) struct ModuleWriter<'m> {
    pub m: &'m ir::Module,
    /// The form of each helper's pointer parameters, the same at each call
    /// (`specialize-pointer-arguments`).
    pub pointer_params: &'m PointerParams,
    /// The module as sema made it, before the backend pipeline's rewrites: a kernel's
    /// arguments are laid out and reflected as the user declared them (a `float8` argument
    /// is one, not the `float4[2]` that the `wide-vectors` stage makes of it).
    source: &'m ir::Module,
    pub features: Features,
    pub out: naga::Module,
    pub kernel: Option<KernelCtx>,
    types: HashMap<ir::TypeId, Handle<naga::Type>>,
    next_binding: u32,
    work_group_size: Option<[Handle<naga::Override>; 3]>,
    local_lengths: HashMap<u32, Handle<naga::Override>>,
    /// The work-group size of kernels without a required one is WGSL's overrides (not fixed
    /// when compiling: `Options::fixed_sizes`).
    pub(crate) size_overrides: bool,
    /// `local` arguments' lengths are fixed when compiling (MSL, HLSL; `Options::fixed_sizes`).
    fixed_local_args: bool,
    /// `Options::local_arg_bytes`.
    local_arg_bytes: HashMap<String, u64>,
    /// `Options::work_group_size`.
    chosen_size: Option<[u32; 3]>,
    /// The work-item ids the entry points copy their built-in inputs into, so that every
    /// function reads them: (local invocation id, workgroup id).
    pub ids: Option<(Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>)>,
    constants: HashMap<GlobalId, Handle<naga::GlobalVariable>>,
    /// The program-scope `global` variables' storage buffer, once a kernel uses one.
    pub(crate) program_globals: Option<crate::globals::ProgramGlobals>,
    local_size: Option<Handle<naga::GlobalVariable>>,
    /// The work-group size of the module's kernels without a fixed one (no overrides).
    module_size: Option<[u32; 3]>,
    /// Portable SPIR-V with no kernel of a fixed size: the work-group size stays a
    /// specialization constant (a module-wide `WorkgroupSize`, so all kernels or none).
    flexible_size: bool,
    pub(crate) spec: crate::spec::Plan,
    /// Each helper, once per kernel (the pipeline made one IR function per pointer-argument
    /// form; a kernel's buffers are its own globals).
    helpers: HashMap<(FunctionId, FunctionId), Handle<naga::Function>>,
    /// The storage buffers and workgroup arrays of 8/16-bit elements, packed in words.
    pub packed: HashMap<Handle<naga::GlobalVariable>, Packed>,
    /// The storage buffers, workgroup arrays and `local` arguments held as words (`records`).
    pub word_views: HashMap<Handle<naga::GlobalVariable>, crate::records::WordView>,
    /// The structs atomic operations act on a field of, held as words in memory (`records`).
    pub atomic_records: crate::records::AtomicRecords,
    /// Where the target has no 64-bit integers: what each 64-bit value's high half is known
    /// to be (`wide`).
    pub fits: Option<crate::wide::Fits>,
    /// [`crate::Options::loose_double_operations`] (tests only).
    pub loose_double: bool,
    /// The work-group collective and sub-group functions' state (`groups`).
    pub groups: crate::groups::GroupState,
    /// The image and sampler globals (`images`).
    pub images: crate::images::ImageState,
    /// Where the target's 64-bit atomics are min and max statements alone: the objects they
    /// act on and the other accesses, which must not meet (`min_max64`).
    pub int64_min_max: crate::min_max64::Uses,
}

pub(crate) fn lower<'m>(
    m: &'m ir::Module,
    pointer_params: &'m PointerParams,
    source: &'m ir::Module,
    options: &Options,
) -> Result<Lowered, Vec<Diagnostic>> {
    let mut w = ModuleWriter {
        m,
        pointer_params,
        source,
        features: Features::for_options(options),
        out: naga::Module::default(),
        kernel: None,
        types: HashMap::new(),
        next_binding: 0,
        work_group_size: None,
        local_lengths: HashMap::new(),
        size_overrides: Features::of(options.target).overrides && !options.fixed_sizes,
        fixed_local_args: options.fixed_sizes || {
            let f = Features::of(options.target);
            !f.overrides && !f.spec_constants && !f.text_spec_lengths
        },
        local_arg_bytes: options.local_arg_bytes.iter().cloned().collect(),
        // A size with a 0 is an error (`check_size_options`); the kernels' other errors are
        // found without it.
        chosen_size: options.work_group_size.filter(|s| !s.contains(&0)),
        ids: None,
        constants: HashMap::new(),
        program_globals: None,
        local_size: None,
        module_size: None,
        flexible_size: Features::of(options.target).spec_constants
            && !options.fixed_sizes
            && m.kernels().all(|(_, f)| {
                f.kernel
                    .as_ref()
                    .is_none_or(|k| k.reqd_work_group_size.is_none())
            }),
        spec: crate::spec::Plan::default(),
        helpers: HashMap::new(),
        packed: HashMap::new(),
        word_views: HashMap::new(),
        atomic_records: crate::records::AtomicRecords::of(m),
        fits: (!Features::of(options.target).int64).then(|| crate::wide::analyze(m)),
        loose_double: options.loose_double_operations,
        groups: crate::groups::GroupState::default(),
        images: crate::images::ImageState::new(m, options.target, options.hidden_fields),
        int64_min_max: crate::min_max64::Uses::default(),
    };
    if let Some(k) = &options.kernel {
        if !m.kernels().any(|(_, f)| f.name == *k) {
            let names: Vec<&str> = m.kernels().map(|(_, f)| f.name.as_str()).collect();
            return Err(vec![Diagnostic::global_error(format!(
                "no kernel named '{k}' (kernels: {})",
                names.join(", ")
            ))]);
        }
    }
    // Reported with the kernels' own errors.
    let mut diags = check_size_options(source, options);
    let mut kernels = Vec::new();
    for (fid, f) in m.kernels() {
        if options.kernel.as_ref().is_some_and(|k| *k != f.name) {
            continue;
        }
        match w.kernel_entry(fid) {
            Ok(k) => kernels.push(k),
            // Kernels that share a construct the target refuses (a program-scope variable)
            // report it once.
            Err(d) if diags.contains(&d) => {}
            Err(d) => diags.push(d),
        }
    }
    diags.extend(w.int64_min_max.conflicts(w.features.name));
    if !diags.is_empty() {
        return Err(diags);
    }
    w.spec.collective_length = w.groups.has_dynamic_length() && w.features.spec_constants;
    let no_contraction = contraction_off(m, &w.out, options.no_contraction);
    Ok(Lowered {
        module: w.out,
        reflection: ModuleReflection {
            format_version: reflect::FORMAT_VERSION,
            target: options.target,
            opencl_c_version: m.opencl_c_version,
            uniform_work_group_size: false,
            kernels,
            constant_data: None,
            program_globals: w.program_globals.map(|g| g.block),
            printf_calls: Vec::new(),
            checks: None,
            // The library's fused-fma query keeps its body here (false: Dekker's products).
            fused_fma_spec_id: None,
        },
        spec: w.spec,
        no_contraction,
        inline_samplers: w.images.reflected,
        image_views: w.images.views_of,
    })
}

/// The names of `out`'s functions and entry points whose IR function is compiled with
/// contraction off: all with `-ffp-contract=off`, else those under `FP_CONTRACT OFF` (the math
/// library's among them). Each naga function bears its IR function's name.
fn contraction_off(m: &ir::Module, out: &naga::Module, all: bool) -> BTreeSet<String> {
    let written: BTreeSet<&str> = out
        .functions
        .iter()
        .filter_map(|(_, f)| f.name.as_deref())
        .chain(out.entry_points.iter().map(|ep| ep.name.as_str()))
        .collect();
    m.functions
        .iter()
        .filter(|f| all || !f.fp_contract)
        .filter(|f| written.contains(f.name.as_str()))
        .map(|f| f.name.clone())
        .collect()
}

/// `X, Y, Z` (or `X,Y,Z`): a work-group size as a message spells it.
fn size_text(size: [u32; 3], separator: &str) -> String {
    size.map(|v| v.to_string()).join(separator)
}

/// The errors of `--local-arg` and `--work-group-size` that need no kernel lowered: a size of
/// 0, an argument named twice, a name that no kernel of the source has as an argument (sizes
/// for a file's kernels serve each kernel `--kernel` writes alone), or that a kernel written
/// has as another than a `local` pointer (`source`: the module as sema made it, its arguments
/// as the user declared them).
fn check_size_options(source: &ir::Module, options: &Options) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    if let Some(size) = options.work_group_size.filter(|s| s.contains(&0)) {
        errors.push(Diagnostic::global_error(format!(
            "--work-group-size {}: every dimension needs at least one work-item",
            size_text(size, ",")
        )));
    }
    let kernels: Vec<&ir::Function> = source.kernels().map(|(_, f)| f).collect();
    for (at, (name, _)) in options.local_arg_bytes.iter().enumerate() {
        if options.local_arg_bytes[..at].iter().any(|(n, _)| n == name) {
            errors.push(Diagnostic::global_error(format!(
                "--local-arg names '{name}' twice"
            )));
            continue;
        }
        let mut found = false;
        for f in &kernels {
            let Some(p) = f.params.iter().find(|p| p.name == *name) else {
                continue;
            };
            found = true;
            let written = options.kernel.as_ref().is_none_or(|k| *k == f.name);
            if written
                && !matches!(
                    source.types.get(p.ty),
                    Type::Pointer {
                        space: Space::Local,
                        ..
                    }
                )
            {
                errors.push(Diagnostic::error(
                    p.span,
                    format!(
                        "--local-arg {name}=BYTES: argument '{name}' of kernel '{}' is '{}', not a 'local' pointer",
                        f.name,
                        source.types.display(p.ty)
                    ),
                ));
            }
        }
        if !found {
            let kernels: Vec<String> = kernels
                .iter()
                .map(|f| {
                    let params: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
                    format!("'{}' ({})", f.name, params.join(", "))
                })
                .collect();
            errors.push(Diagnostic::global_error(format!(
                "--local-arg {name}=BYTES: no kernel has an argument '{name}' (kernels: {})",
                kernels.join(", ")
            )));
        }
    }
    errors
}

/// The implicit values a kernel reads, directly or through the functions it calls.
fn implicit_kinds(m: &ir::Module, kernel: FunctionId) -> Vec<ImplicitKind> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![kernel];
    let mut kinds = Vec::new();
    while let Some(fid) = stack.pop() {
        if !seen.insert(fid) {
            continue;
        }
        for e in &m.function(fid).exprs {
            match e.kind {
                ir::ExprKind::Call { function, .. } => stack.push(function),
                ir::ExprKind::Builtin {
                    builtin: ir::Builtin::Simple(s),
                    ..
                } => {
                    use SimpleBuiltin::*;
                    let needs: &[ImplicitKind] = match s {
                        GetGlobalId => &[ImplicitKind::GlobalOffset, ImplicitKind::GroupBase],
                        GetGroupId => &[ImplicitKind::GroupBase],
                        GetGlobalSize | GetNumGroups => &[ImplicitKind::GlobalSize],
                        GetGlobalOffset => &[ImplicitKind::GlobalOffset],
                        GetWorkDim => &[ImplicitKind::WorkDim],
                        GetGlobalLinearId => &[
                            ImplicitKind::GlobalOffset,
                            ImplicitKind::GroupBase,
                            ImplicitKind::GlobalSize,
                        ],
                        _ => &[],
                    };
                    kinds.extend_from_slice(needs);
                }
                _ => {}
            }
        }
    }
    kinds.sort_by_key(|k| vk_abi::IMPLICIT_ORDER.iter().position(|o| o == k));
    kinds.dedup();
    kinds
}

impl<'m> ModuleWriter<'m> {
    pub fn ty(
        &mut self,
        id: ir::TypeId,
        span: oclvk_frontend::source::Span,
    ) -> Result<Handle<naga::Type>, Diagnostic> {
        if let Some(&h) = self.types.get(&id) {
            return Ok(h);
        }
        let h = types::naga_type(&mut self.out, self.m, &self.features, id, span)?;
        self.types.insert(id, h);
        Ok(h)
    }

    pub fn naga_ty(&mut self, inner: naga::TypeInner) -> Handle<naga::Type> {
        self.out
            .types
            .insert(naga::Type { name: None, inner }, Span::UNDEFINED)
    }

    pub fn u32_ty(&mut self) -> Handle<naga::Type> {
        self.naga_ty(naga::TypeInner::Scalar(naga::Scalar::U32))
    }

    /// An array of `u32` words (packed 8/16-bit elements).
    pub fn word_array(&mut self, size: naga::ArraySize) -> Handle<naga::Type> {
        let base = self.u32_ty();
        self.naga_ty(naga::TypeInner::Array {
            base,
            size,
            stride: 4,
        })
    }

    pub fn uvec3_ty(&mut self) -> Handle<naga::Type> {
        self.naga_ty(naga::TypeInner::Vector {
            size: naga::VectorSize::Tri,
            scalar: naga::Scalar::U32,
        })
    }

    /// A read-write storage buffer of type `ty` at the next binding (the printf buffer, the
    /// program-scope globals' block).
    pub(crate) fn read_write_storage(
        &mut self,
        name: &str,
        ty: Handle<naga::Type>,
    ) -> Handle<naga::GlobalVariable> {
        let binding = self.binding();
        self.out.global_variables.append(
            naga::GlobalVariable {
                name: Some(name.into()),
                space: AddressSpace::Storage {
                    access: naga::StorageAccess::LOAD | naga::StorageAccess::STORE,
                },
                binding: Some(binding),
                ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            Span::UNDEFINED,
        )
    }

    pub(crate) fn binding(&mut self) -> naga::ResourceBinding {
        let binding = self.next_binding;
        self.next_binding += 1;
        naga::ResourceBinding {
            group: GROUP,
            binding,
        }
    }

    pub(crate) fn u32_override(
        &mut self,
        name: String,
        id: u32,
        init: Option<u32>,
    ) -> Handle<naga::Override> {
        let ty = self.u32_ty();
        let init = init.map(|v| {
            self.out.global_expressions.append(
                naga::Expression::Literal(naga::Literal::U32(v)),
                Span::UNDEFINED,
            )
        });
        self.out.overrides.append(
            naga::Override {
                name: Some(name),
                id: Some(id as u16),
                ty,
                init,
            },
            Span::UNDEFINED,
        )
    }

    /// The element count `--local-arg` gives `local` argument `p` (`T *`, `pointee` its `T`),
    /// or `None` where it gives none. Its bytes must be a whole, nonzero number of elements.
    fn local_arg_count(
        &self,
        p: &ir::Param,
        pointee: ir::TypeId,
    ) -> Result<Option<u32>, Diagnostic> {
        let Some(&bytes) = self.local_arg_bytes.get(&p.name) else {
            return Ok(None);
        };
        let element = self.m.types.size_of(pointee).max(1);
        if bytes == 0 || bytes % element != 0 {
            return Err(Diagnostic::error(
                p.span,
                format!(
                    "--local-arg {}={bytes}: the size of a 'local' argument is a whole number of its {element}-byte elements, at least one",
                    p.name
                ),
            ));
        }
        u32::try_from(bytes / element).map(Some).map_err(|_| {
            Diagnostic::error(
                p.span,
                format!(
                    "--local-arg {}={bytes}: more elements than the {} target can count",
                    p.name, self.features.name
                ),
            )
        })
    }

    /// Makes `count` the default length of the `local` argument of spec id `spec_id` (`p`, of
    /// kernel `kernel`): an argument's override or specialization constant is shared by the
    /// module's kernels that have a `local` argument at its position, so they must agree.
    fn set_local_default(
        &mut self,
        p: &ir::Param,
        kernel: &ir::Function,
        spec_id: u32,
        count: u32,
    ) -> Result<(), Diagnostic> {
        match self.spec.local_defaults.insert(spec_id, count) {
            Some(other) if other != count => Err(Diagnostic::error(
                p.span,
                format!(
                    "'local' argument '{}' of kernel '{}' shares its length's {} (id {spec_id}) with another kernel's, whose --local-arg gives {other} elements, not {count}; write one kernel with --kernel",
                    p.name,
                    kernel.name,
                    if self.size_overrides { "override" } else { "specialization constant" }
                ),
            )),
            _ => Ok(()),
        }
    }

    /// The overrides of the work-group size (spec ids 0, 1, 2), made once.
    pub fn work_group_size_overrides(&mut self) -> [Handle<naga::Override>; 3] {
        if let Some(o) = self.work_group_size {
            return o;
        }
        let o = ["x", "y", "z"]
            .map(|axis| axis)
            .into_iter()
            .enumerate()
            .map(|(i, axis)| {
                let default = self.chosen_size.map_or(1, |size| size[i]);
                self.u32_override(format!("oclvk_local_size_{axis}"), i as u32, Some(default))
            })
            .collect::<Vec<_>>();
        let o = [o[0], o[1], o[2]];
        self.work_group_size = Some(o);
        o
    }

    /// The private copy of the work-group size, initialized with the module's size (targets
    /// whose writers take no overrides; portable SPIR-V specializes the initializer), made once.
    pub fn local_size_global(&mut self) -> Handle<naga::GlobalVariable> {
        if let Some(h) = self.local_size {
            return h;
        }
        let size = self.module_size.unwrap_or(DEFAULT_WORK_GROUP_SIZE);
        let ty = self.uvec3_ty();
        let components = size
            .map(|v| {
                self.out.global_expressions.append(
                    naga::Expression::Literal(naga::Literal::U32(v)),
                    Span::UNDEFINED,
                )
            })
            .to_vec();
        let init = self.out.global_expressions.append(
            naga::Expression::Compose { ty, components },
            Span::UNDEFINED,
        );
        let h = self.out.global_variables.append(
            naga::GlobalVariable {
                name: Some(crate::spec::LOCAL_SIZE_NAME.into()),
                space: AddressSpace::Private,
                binding: None,
                ty,
                init: Some(init),
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            Span::UNDEFINED,
        );
        self.local_size = Some(h);
        h
    }

    /// The workgroup size of the kernel being lowered when it is fixed.
    pub fn fixed_local_size(&self) -> Option<[u32; 3]> {
        self.kernel.as_ref().and_then(|k| k.required)
    }

    /// The number of work-items of the kernel being lowered's work-groups where the written
    /// module fixes it; `None` where the work-group size is an override or specialization
    /// constant (`groups` sizes its scratch arrays by it).
    pub fn fixed_group_items(&self) -> Option<u32> {
        self.written_local_size().map(|size| size.iter().product())
    }

    /// The work-group size the written module fixes for the kernel being lowered: its
    /// `reqd_work_group_size`, else the module's one size where the target takes no
    /// overrides; `None` where it is an override or specialization constant.
    pub fn written_local_size(&self) -> Option<[u32; 3]> {
        if let Some(size) = self.fixed_local_size() {
            return Some(size);
        }
        if self.size_overrides || self.flexible_size {
            return None;
        }
        Some(self.module_size.unwrap_or(DEFAULT_WORK_GROUP_SIZE))
    }

    /// The module's private copy of program-scope `constant` data.
    pub fn constant_global(
        &mut self,
        g: GlobalId,
    ) -> Result<Handle<naga::GlobalVariable>, Diagnostic> {
        if let Some(&h) = self.constants.get(&g) {
            return Ok(h);
        }
        let global = self.m.global(g);
        if !global.relocations.is_empty() {
            return Err(Diagnostic::error(
                global.span,
                format!(
                    "a pointer kept in memory ('{}') is not supported on the {} target",
                    global.name, self.features.name
                ),
            ));
        }
        let ty = self.ty(global.ty, global.span)?;
        // Data holding a union is held as its words (`records`), its bytes as they are.
        let words = crate::records::held_in_words(self.m, global.ty, None);
        let (ty, init) = if words {
            let n = crate::records::words(self.m.types.size_of(global.ty));
            let ty = self.word_array(naga::ArraySize::Constant(
                std::num::NonZeroU32::new(n).unwrap_or(std::num::NonZeroU32::MIN),
            ));
            let bytes = global.init.as_deref().unwrap_or_default();
            let mut parts = Vec::new();
            for k in 0..n as usize {
                let word = (0..4).fold(0u32, |acc, b| {
                    acc | (bytes.get(4 * k + b).copied().unwrap_or(0) as u32) << (8 * b)
                });
                parts.push(self.out.global_expressions.append(
                    naga::Expression::Literal(naga::Literal::U32(word)),
                    Span::UNDEFINED,
                ));
            }
            let init = self.out.global_expressions.append(
                naga::Expression::Compose {
                    ty,
                    components: parts,
                },
                Span::UNDEFINED,
            );
            (ty, Some(init))
        } else {
            let init = match &global.init {
                Some(bytes) => Some(argblock::constant_from_bytes(
                    self,
                    global.ty,
                    bytes,
                    0,
                    global.span,
                )?),
                None => None,
            };
            (ty, init)
        };
        let h = self.out.global_variables.append(
            naga::GlobalVariable {
                name: Some(global.name.clone()),
                space: AddressSpace::Private,
                binding: None,
                ty,
                init,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            Span::UNDEFINED,
        );
        self.constants.insert(g, h);
        if words {
            self.word_views.insert(
                h,
                crate::records::WordView {
                    ty: global.ty,
                    runtime: false,
                    member: None,
                },
            );
        }
        Ok(h)
    }

    /// The workgroup variable of a kernel-scope `local` variable of the kernel being lowered.
    pub fn workgroup_global(
        &mut self,
        g: GlobalId,
    ) -> Result<Handle<naga::GlobalVariable>, Diagnostic> {
        if let Some(h) = self
            .kernel
            .as_ref()
            .and_then(|k| k.workgroup.get(&g).copied())
        {
            return Ok(h);
        }
        let global = self.m.global(g);
        let packed = Packed::of(self.m, global.ty, false).filter(|p| !p.strides.is_empty());
        let view = (packed.is_none()
            && crate::records::held_in_words(self.m, global.ty, Some(&self.atomic_records)))
        .then_some(crate::records::WordView {
            ty: global.ty,
            runtime: false,
            member: None,
        });
        let ty = match &packed {
            None if view.is_some() => {
                let words = crate::records::words(self.m.types.size_of(global.ty));
                self.word_array(naga::ArraySize::Constant(
                    std::num::NonZeroU32::new(words).unwrap_or(std::num::NonZeroU32::MIN),
                ))
            }
            Some(p) => {
                let words = p.words(self.m.types.size_of(global.ty) / p.elem_bytes as u64);
                self.word_array(naga::ArraySize::Constant(
                    u32::try_from(words)
                        .ok()
                        .and_then(std::num::NonZeroU32::new)
                        .unwrap_or(std::num::NonZeroU32::MIN),
                ))
            }
            None => {
                // The type first: what the target cannot hold is refused as such.
                let ty = self.ty(global.ty, global.span)?;
                types::check_memory_layout(self.m, &self.features, global.ty, global.span)?;
                ty
            }
        };
        let h = self.out.global_variables.append(
            naga::GlobalVariable {
                name: Some(global.name.clone()),
                space: AddressSpace::WorkGroup,
                binding: None,
                ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            Span::UNDEFINED,
        );
        if let Some(k) = self.kernel.as_mut() {
            k.workgroup.insert(g, h);
        }
        if let Some(p) = packed {
            self.packed.insert(h, p);
        }
        if let Some(v) = view {
            self.word_views.insert(h, v);
        }
        Ok(h)
    }

    /// The kernel's printf buffer (`reflect::printf_buffer`), a storage buffer of words at a
    /// binding of its own (`BufferSource::PrintfBuffer`), made once per kernel.
    pub fn printf_buffer(&mut self) -> Option<Handle<naga::GlobalVariable>> {
        if let Some(h) = self.kernel.as_ref()?.printf {
            return Some(h);
        }
        let word = self.u32_ty();
        let ty = self.naga_ty(naga::TypeInner::Array {
            base: word,
            size: naga::ArraySize::Dynamic,
            stride: 4,
        });
        let h = self.read_write_storage("oclvk_printf_buffer", ty);
        self.kernel.as_mut()?.printf = Some(h);
        Some(h)
    }

    /// The private copies of the work-item ids, made once.
    pub fn id_globals(&mut self) -> (Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>) {
        if let Some(ids) = self.ids {
            return ids;
        }
        let ty = self.uvec3_ty();
        let mut var = |name: &str| {
            self.out.global_variables.append(
                naga::GlobalVariable {
                    name: Some(name.to_string()),
                    space: AddressSpace::Private,
                    binding: None,
                    ty,
                    init: None,
                    memory_decorations: naga::MemoryDecorations::empty(),
                },
                Span::UNDEFINED,
            )
        };
        let ids = (var("oclvk_local_id"), var("oclvk_group_id"));
        self.ids = Some(ids);
        ids
    }

    /// A helper lowered for the kernel being lowered, once.
    pub fn helper(&mut self, fid: FunctionId) -> Result<Handle<naga::Function>, Diagnostic> {
        let kernel = self.kernel.as_ref().map(|k| k.fid).unwrap_or(fid);
        let key = (kernel, fid);
        if let Some(&h) = self.helpers.get(&key) {
            return Ok(h);
        }
        let f = self.m.function(fid);
        let mut fw = FnWriter::new(self, fid);
        fw.helper_params()?;
        let function = fw.finish_body()?;
        let name = f.name.clone();
        let mut function = function;
        function.name = Some(name);
        let h = self.out.functions.append(function, Span::UNDEFINED);
        self.helpers.insert(key, h);
        Ok(h)
    }

    fn kernel_entry(&mut self, fid: FunctionId) -> Result<reflect::KernelReflection, Diagnostic> {
        let m = self.m;
        let f = m.function(fid);
        let info = f.kernel.clone().unwrap_or_default();
        let implicit = implicit_kinds(m, fid);
        // The same parameters, of the types the user wrote.
        let (declared_m, declared_f) = self
            .source
            .functions
            .iter()
            .find(|g| g.kernel.is_some() && g.name == f.name && g.params.len() == f.params.len())
            .map_or((m, f), |g| (self.source, g));
        let abi = vk_abi::layout_kernel(declared_m, declared_f, &implicit)?;
        // The hidden fields follow the arguments' bytes (`images`).
        let hidden_fields = self.plan_hidden_fields(fid, abi.transport.block_size());
        let block_size = hidden_fields
            .iter()
            .map(|f| f.offset + 4)
            .fold(abi.transport.block_size(), u32::max);
        let arg_block = (block_size > 0).then(|| {
            let words = block_size.div_ceil(16).max(1);
            let uvec4 = self.naga_ty(naga::TypeInner::Vector {
                size: naga::VectorSize::Quad,
                scalar: naga::Scalar::U32,
            });
            let ty = self.naga_ty(naga::TypeInner::Array {
                base: uvec4,
                size: naga::ArraySize::Constant(
                    std::num::NonZeroU32::new(words).unwrap_or(std::num::NonZeroU32::MIN),
                ),
                stride: 16,
            });
            let binding = self.binding();
            self.out.global_variables.append(
                naga::GlobalVariable {
                    name: Some(format!("{}_args", f.name)),
                    space: AddressSpace::Uniform,
                    binding: Some(binding),
                    ty,
                    init: None,
                    memory_decorations: naga::MemoryDecorations::empty(),
                },
                Span::UNDEFINED,
            )
        });
        self.kernel = Some(KernelCtx {
            fid,
            required: info.reqd_work_group_size,
            arg_block,
            implicit: abi.implicit.iter().map(|i| (i.kind, i.offset)).collect(),
            written: BTreeSet::new(),
            workgroup: HashMap::new(),
            printf: None,
            program_globals: false,
            arguments: Vec::new(),
        });
        // One resource per pointer argument.
        let mut buffers = Vec::new();
        let mut params = Vec::new();
        let mut image_args = Vec::new();
        // (argument index, bytes) of the `local` arguments whose lengths are fixed here.
        let mut fixed_local_bytes = Vec::new();
        for (i, (p, slot)) in f.params.iter().zip(&abi.slots).enumerate() {
            match (*slot, m.types.get(p.ty)) {
                (vk_abi::Slot::Address(_), Type::Pointer { pointee, space, .. }) => {
                    let elem_ty = match m.types.get(pointee) {
                        Type::Void => {
                            return Err(Diagnostic::error(
                                p.span,
                                format!("a 'void *' kernel argument ('{}') is not supported on the {} target", p.name, self.features.name),
                            ))
                        }
                        _ => pointee,
                    };
                    // OpenCL allows no `bool` in a kernel argument's memory: its refusal stays.
                    let packed = Packed::of(m, elem_ty, true)
                        .filter(|p| p.scalar != oclvk_frontend::ir::Scalar::Bool);
                    let view = (packed.is_none()
                        && crate::records::held_in_words(m, elem_ty, Some(&self.atomic_records)))
                    .then_some(crate::records::WordView {
                        ty: elem_ty,
                        runtime: true,
                        member: None,
                    });
                    let (ty, stride) = match packed {
                        Some(_) => (self.word_array(naga::ArraySize::Dynamic), 4),
                        None if view.is_some() => (self.word_array(naga::ArraySize::Dynamic), 4),
                        None => {
                            let elem = self.ty(elem_ty, p.span)?;
                            types::check_memory_layout(m, &self.features, elem_ty, p.span)?;
                            let stride = types::layout_of(&self.out, elem).1;
                            let ty = self.naga_ty(naga::TypeInner::Array {
                                base: elem,
                                size: naga::ArraySize::Dynamic,
                                stride,
                            });
                            (ty, stride)
                        }
                    };
                    let binding = self.binding();
                    let access = if space == Space::Constant {
                        naga::StorageAccess::LOAD
                    } else {
                        naga::StorageAccess::LOAD | naga::StorageAccess::STORE
                    };
                    let h = self.out.global_variables.append(
                        naga::GlobalVariable {
                            name: Some(p.name.clone()),
                            space: AddressSpace::Storage { access },
                            binding: Some(binding),
                            ty,
                            init: None,
                            memory_decorations: naga::MemoryDecorations::empty(),
                        },
                        Span::UNDEFINED,
                    );
                    if let Some(packed) = packed {
                        self.packed.insert(h, packed);
                    }
                    if let Some(view) = view {
                        self.word_views.insert(h, view);
                    }
                    buffers.push((i as u32, h, binding.binding, stride));
                    params.push(crate::function::EntryParam::Buffer(h));
                }
                (vk_abi::Slot::Local(spec_id), Type::Pointer { pointee, .. }) => {
                    // The element count `--local-arg` gives: the array's length where the
                    // target fixes it when compiling, else its override's or specialization
                    // constant's default.
                    let given = self.local_arg_count(p, pointee)?;
                    if self.fixed_local_args && given.is_none() {
                        return Err(Diagnostic::error(
                            p.span,
                            format!(
                                "a 'local' pointer argument ('{0}') is sized when the pipeline is made, which the {1} target cannot express; give its size when compiling with --local-arg {0}=BYTES, or declare a 'local' array in the kernel instead",
                                p.name, self.features.name
                            ),
                        ));
                    }
                    // Elements held as words: an array of the words their bytes fill, whose
                    // length `spec` and `emit` compute from the element count (the argument's
                    // specialization constant): `(n * size + 3) / 4`.
                    let packed = Packed::of(m, pointee, true);
                    let view = (packed.is_none()
                        && crate::records::held_in_words(m, pointee, Some(&self.atomic_records)))
                    .then_some(crate::records::WordView {
                        ty: pointee,
                        runtime: true,
                        member: None,
                    });
                    let words = packed.is_some() || view.is_some();
                    let (elem, stride) = if words {
                        (self.u32_ty(), 4)
                    } else {
                        let elem = self.ty(pointee, p.span)?;
                        types::check_memory_layout(m, &self.features, pointee, p.span)?;
                        (elem, types::layout_of(&self.out, elem).1)
                    };
                    // Written with a placeholder length: portable SPIR-V's `spec` makes it a
                    // specialization constant (naga's override processing mishandles pending
                    // array sizes that share an element type with other arrays), and `emit`
                    // spells WGSL's override (naga 30's WGSL writer leaves the element type out
                    // of an override-sized array) or GLSL's specialization constant in its place.
                    // A length fixed when compiling is written as it is.
                    let length = if let (true, Some(count)) = (self.fixed_local_args, given) {
                        let length = if words {
                            (u64::from(count) * m.types.size_of(pointee)).div_ceil(4)
                        } else {
                            u64::from(count)
                        };
                        fixed_local_bytes.push((i, u64::from(count) * m.types.size_of(pointee)));
                        u32::try_from(length).map_err(|_| {
                            Diagnostic::error(
                                p.span,
                                format!(
                                    "the size --local-arg gives '{}' is too large for the {} target",
                                    p.name, self.features.name
                                ),
                            )
                        })?
                    } else if words {
                        let bytes = m.types.size_of(pointee) as u32;
                        if !self.spec.local_word_lengths.contains(&(spec_id, bytes)) {
                            self.spec.local_word_lengths.push((spec_id, bytes));
                        }
                        LOCAL_WORDS_PLACEHOLDER + spec_id
                    } else {
                        if !self.spec.local_lengths.contains(&spec_id) {
                            self.spec.local_lengths.push(spec_id);
                        }
                        LOCAL_LENGTH_PLACEHOLDER + spec_id
                    };
                    if !self.fixed_local_args {
                        if let Some(count) = given {
                            self.set_local_default(p, f, spec_id, count)?;
                        }
                    }
                    if self.size_overrides && !self.local_lengths.contains_key(&spec_id) {
                        let o =
                            self.u32_override(format!("oclvk_local_arg_{spec_id}"), spec_id, given);
                        self.local_lengths.insert(spec_id, o);
                    }
                    let size = naga::ArraySize::Constant(
                        std::num::NonZeroU32::new(length).unwrap_or(std::num::NonZeroU32::MIN),
                    );
                    let ty = self.naga_ty(naga::TypeInner::Array {
                        base: elem,
                        size,
                        stride,
                    });
                    let h = self.out.global_variables.append(
                        naga::GlobalVariable {
                            name: Some(p.name.clone()),
                            space: AddressSpace::WorkGroup,
                            binding: None,
                            ty,
                            init: None,
                            memory_decorations: naga::MemoryDecorations::empty(),
                        },
                        Span::UNDEFINED,
                    );
                    if let Some(packed) = packed {
                        self.packed.insert(h, packed);
                    }
                    if let Some(view) = view {
                        self.word_views.insert(h, view);
                    }
                    params.push(crate::function::EntryParam::Buffer(h));
                }
                (vk_abi::Slot::Value(offset), _) => {
                    params.push(crate::function::EntryParam::Value(offset))
                }
                (vk_abi::Slot::Descriptor, _) => {
                    let (h, kind) = self.image_arg(fid, i as u32)?;
                    image_args.push((i as u32, h, kind));
                    params.push(crate::function::EntryParam::Resource(h));
                }
                _ => {
                    return Err(Diagnostic::error(
                        p.span,
                        format!(
                        "kernel argument '{}' of type '{}' is not supported on the {} target yet",
                        p.name,
                        m.types.display(p.ty),
                        self.features.name
                    ),
                    ))
                }
            }
        }
        // Without overrides one work-group size serves the module's kernels (the private copy
        // kernels read, which portable SPIR-V specializes).
        let default_size = self
            .chosen_size
            .or(info.work_group_size_hint)
            .unwrap_or(DEFAULT_WORK_GROUP_SIZE);
        if let (Some(chosen), Some(required)) = (self.chosen_size, info.reqd_work_group_size) {
            if chosen != required {
                return Err(Diagnostic::error(
                    f.span,
                    format!(
                        "kernel '{}' has reqd_work_group_size({}), which --work-group-size {} contradicts",
                        f.name,
                        size_text(required, ", "),
                        size_text(chosen, ",")
                    ),
                ));
            }
        }
        if !self.size_overrides && info.reqd_work_group_size.is_none() {
            match self.module_size {
                Some(size) if size != default_size && !self.flexible_size => {
                    return Err(Diagnostic::error(
                        f.span,
                        format!(
                            "kernels of one module need one work-group size on the {} target (its writer takes no overrides); give '{}' the other kernels' size with reqd_work_group_size",
                            self.features.name, f.name
                        ),
                    ))
                }
                Some(_) => {}
                None => self.module_size = Some(default_size),
            }
        }
        if let Some(k) = self.kernel.as_mut() {
            k.arguments = params
                .iter()
                .map(|p| match *p {
                    crate::function::EntryParam::Buffer(h)
                    | crate::function::EntryParam::Resource(h) => Some(h),
                    crate::function::EntryParam::Value(_) => None,
                })
                .collect();
        }
        let mut fw = FnWriter::new(self, fid);
        fw.entry_params(&params)?;
        let mut function = fw.finish_body()?;
        function.name = Some(f.name.clone());
        // Work-group size: fixed, or overrides.
        let fixed = info.reqd_work_group_size;
        let (workgroup_size, overrides) = match fixed {
            Some(size) => (size, None),
            None => {
                if self.size_overrides {
                    let o = self.work_group_size_overrides();
                    let exprs = o.map(|h| {
                        Some(
                            self.out
                                .global_expressions
                                .append(naga::Expression::Override(h), Span::UNDEFINED),
                        )
                    });
                    ([1, 1, 1], Some(exprs))
                } else {
                    if self.flexible_size && self.spec.work_group_size.is_none() {
                        self.spec.work_group_size = Some(default_size);
                    }
                    (default_size, None)
                }
            }
        };
        let kernel = self.kernel.take().expect("set above");
        // Buffers never written become read-only.
        let mut bindings = Vec::new();
        for (index, h, binding, stride) in buffers {
            let read_only = !kernel.written.contains(&h);
            if read_only {
                self.out.global_variables.get_mut(h).space = AddressSpace::Storage {
                    access: naga::StorageAccess::LOAD,
                };
            }
            bindings.push(BufferBinding {
                binding,
                source: BufferSource::Argument { index },
                read_only,
                element_bytes: stride,
            });
        }
        if let Some(h) = kernel.printf {
            if let Some(b) = &self.out.global_variables[h].binding {
                bindings.push(BufferBinding {
                    binding: b.binding,
                    source: BufferSource::PrintfBuffer,
                    read_only: false,
                    element_bytes: 4,
                });
            }
        }
        if let Some(g) = self
            .program_globals
            .as_ref()
            .filter(|_| kernel.program_globals)
        {
            if let Some(b) = &self.out.global_variables[g.var].binding {
                bindings.push(BufferBinding {
                    binding: b.binding,
                    source: BufferSource::ProgramGlobals,
                    read_only: false,
                    element_bytes: g.block.size as u32,
                });
            }
        }
        self.out.entry_points.push(naga::EntryPoint {
            name: f.name.clone(),
            stage: naga::ShaderStage::Compute,
            early_depth_test: None,
            workgroup_size,
            workgroup_size_overrides: overrides,
            function,
            mesh_info: None,
            task_payload: None,
            incoming_ray_payload: None,
        });
        let (sub_group_operations, sub_group_extended_types) = self.groups.take_sub_group_use();
        let static_local_bytes = kernel
            .workgroup
            .keys()
            .map(|g| m.types.size_of(m.global(*g).ty))
            .sum();
        let mut args = vk_abi::arg_reflection(declared_m, declared_f, &abi);
        self.reflect_image_args(&mut args, &image_args);
        for (index, bytes) in fixed_local_bytes {
            if let Some(reflect::ArgKind::Local { fixed_bytes, .. }) =
                args.get_mut(index).map(|a| &mut a.kind)
            {
                *fixed_bytes = Some(bytes);
            }
        }
        Ok(reflect::KernelReflection {
            name: f.name.clone(),
            args,
            transport: abi.transport,
            implicit: abi.implicit.clone(),
            work_group: WorkGroupInfo {
                required: fixed
                    .or((!self.size_overrides && !self.flexible_size).then_some(default_size)),
                hint: info.work_group_size_hint,
                spec_ids: [0, 1, 2],
                enqueued_spec_ids: None,
            },
            static_local_bytes,
            local_reserve_bytes: 0,
            local_reserve_spec_id: None,
            vec_type_hint: info.vec_type_hint.clone(),
            uses_printf: kernel.printf.is_some(),
            float_atomics: Vec::new(),
            sub_group_operations,
            sub_group_extended_types,
            required_sub_group_size: info.reqd_sub_group_size,
            inline_samplers: Vec::new(),
            collective_local_bytes: self.groups.take_kernel_bytes(),
            portable: Some(PortableBindings {
                // The writer's name for it replaces this (`emit`).
                entry_point: f.name.clone(),
                group: GROUP,
                arg_block: arg_block.and_then(|h| {
                    self.out.global_variables[h]
                        .binding
                        .as_ref()
                        .map(|b| b.binding)
                }),
                buffers: bindings,
                hidden_fields,
                // Set from the validated module (`emit`), which knows what each entry point uses.
                ..PortableBindings::default()
            }),
        })
    }
}
