//! Programs: a shader module with its reflection, the per-program buffers reflection asks for
//! (module constants, program globals), and compute pipelines built per (kernel, local size, local
//! argument sizes) through specialization constants.

use std::collections::HashMap;
use std::ffi::CString;
use std::sync::{Arc, Mutex};

use ash::vk;
use oclvk_abi::reflect::{ArgKind, ArgTransport, ImplicitKind, KernelReflection, ModuleReflection};

use crate::device::Context;
use crate::error::{Result, RunnerError};
use crate::instance::{DeviceFeatures, SubGroupProperties};
use crate::memory::{Buffer, Usage};
use crate::pipeline_info::ExecutableInfo;

const SPIRV_MAGIC: u32 = 0x0723_0203;

/// Converts a `.spv` file's bytes to words (either byte order).
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>> {
    if bytes.len() % 4 != 0 || bytes.len() < 20 {
        return Err(RunnerError::BadModule(format!(
            "{} bytes is not a whole SPIR-V module (needs a multiple of 4, at least 20)",
            bytes.len()
        )));
    }
    let le: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if le[0] == SPIRV_MAGIC {
        return Ok(le);
    }
    if le[0].swap_bytes() == SPIRV_MAGIC {
        return Ok(le.into_iter().map(u32::swap_bytes).collect());
    }
    Err(RunnerError::BadModule("bad magic number".into()))
}

/// Whether the module imports a `NonSemantic.*` instruction set.
fn imports_non_semantic(words: &[u32]) -> bool {
    const OP_EXT_INST_IMPORT: u32 = 11;
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return false;
        }
        if words[at] & 0xffff == OP_EXT_INST_IMPORT && count > 2 {
            let name = oclvk_abi::reflect::decode_string(&words[at + 2..at + count]);
            if name.starts_with("NonSemantic.") {
                return true;
            }
        }
        at += count;
    }
    false
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PipelineKey {
    pub kernel: String,
    /// The work-group size of the dispatches that use the pipeline.
    pub local: [u32; 3],
    /// The launch's local size (`get_enqueued_local_size`): `local` but in a smaller last
    /// work-group.
    pub enqueued: [u32; 3],
    /// `(spec_id, element count)` of each `local` pointer argument, in argument order.
    pub local_args: Vec<(u32, u32)>,
    /// `(spec_id, CLK_* value)` of the channel data types and orders of image arguments the
    /// kernel queries them of, and `(spec_id, SamplerModes::bits)` of sampler arguments whose
    /// modes the shader reads (portable SPIR-V).
    pub image_formats: Vec<(u32, u32)>,
    /// The sub-group size the pipeline requires (`requiredSubgroupSize`), checked against the
    /// device by `sub_group_size::resolve`.
    pub sub_group_size: Option<u32>,
    /// `-cl-local-reserve=auto`: the reserve array's length in words (see
    /// [`crate::occupancy`]); 0 otherwise.
    pub local_reserve_words: u32,
}

pub(crate) struct Pipeline {
    pub layout: vk::PipelineLayout,
    pub pipeline: vk::Pipeline,
    /// The descriptors of set [`Pipeline::set`] (images, samplers; the buffers and argument
    /// block of portable kernels), for kernels that have any.
    pub set_layout: Option<vk::DescriptorSetLayout>,
    /// The layout of the sets below [`Pipeline::set`], which are empty (a portable kernel's
    /// group may be above 0).
    pub empty_set_layout: Option<vk::DescriptorSetLayout>,
    /// The set the descriptors belong to: 0, or a portable kernel's group.
    pub set: u32,
    /// (binding, descriptor type) of that set.
    pub bindings: Vec<(u32, vk::DescriptorType)>,
    /// Whether it has been dispatched once (see `launch::warm_up`).
    pub warm: std::sync::atomic::AtomicBool,
    /// Unique in the process, never reused (unlike a destroyed pipeline's handle): a kept
    /// command buffer names its pipelines by it ([`crate::device::RecordingKey`]).
    pub id: u64,
}

/// The next [`Pipeline::id`].
fn next_pipeline_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The descriptors a kernel's reflection asks for, by binding: images and samplers, and for a
/// portable kernel its storage buffers and its argument block (a uniform buffer with a dynamic
/// offset: each dispatch of a launch reads its own copy of the block) and (GLSL) its combined
/// image samplers, which take the place of the images' sampled bindings.
pub(crate) fn descriptor_bindings(kernel: &KernelReflection) -> Vec<(u32, vk::DescriptorType)> {
    let mut out = Vec::new();
    let combined = combined_samplers(kernel);
    out.extend(
        combined
            .iter()
            .map(|c| (c.binding, vk::DescriptorType::COMBINED_IMAGE_SAMPLER)),
    );
    if let Some(portable) = &kernel.portable {
        out.extend(
            portable
                .buffers
                .iter()
                .map(|b| (b.binding, vk::DescriptorType::STORAGE_BUFFER)),
        );
        out.extend(
            portable
                .arg_block
                .map(|b| (b, vk::DescriptorType::UNIFORM_BUFFER_DYNAMIC)),
        );
    }
    for a in &kernel.args {
        match a.kind {
            ArgKind::Image {
                dim,
                storage_binding,
                sampled_binding,
                ..
            } => {
                let (storage, sampled) = crate::image::descriptor_types(dim);
                out.extend(storage_binding.map(|b| (b, storage)));
                out.extend(
                    sampled_binding
                        .filter(|&b| !combined.iter().any(|c| c.binding == b))
                        .map(|b| (b, sampled)),
                );
            }
            ArgKind::Sampler {
                binding: Some(b), ..
            } => out.push((b, vk::DescriptorType::SAMPLER)),
            _ => {}
        }
    }
    for s in &kernel.inline_samplers {
        out.push((s.binding, vk::DescriptorType::SAMPLER));
    }
    out.sort_by_key(|b| b.0);
    out
}

/// A GLSL kernel's combined image samplers (`PortableBindings::combined_samplers`); none
/// elsewhere.
pub(crate) fn combined_samplers(
    kernel: &KernelReflection,
) -> &[oclvk_abi::portable::CombinedSampler] {
    kernel
        .portable
        .as_ref()
        .map_or(&[], |p| p.combined_samplers.as_slice())
}

/// A loaded module: what [`crate::Runtime::launch`] runs kernels from.
pub struct Program {
    pub(crate) ctx: Arc<Context>,
    module: vk::ShaderModule,
    reflection: ModuleReflection,
    pub(crate) constants: Option<Buffer>,
    pub(crate) globals: Option<Buffer>,
    pipelines: Mutex<HashMap<PipelineKey, Arc<Pipeline>>>,
    /// The `local`-memory reserve trials of its `-cl-local-reserve=auto` kernels.
    pub(crate) reserve_trials: crate::occupancy::ReserveTrials,
    /// Samplers made for launches' sampler arguments and inline samplers, by modes.
    samplers: Mutex<HashMap<oclvk_abi::reflect::SamplerModes, vk::Sampler>>,
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("kernels", &self.kernel_names())
            .finish()
    }
}

fn block_buffer(
    ctx: &Arc<Context>,
    block: &oclvk_abi::reflect::DataBlock,
    name: &str,
) -> Result<Buffer> {
    let size = block.size.max(block.init.len() as u64).max(4);
    let mut b = Buffer::new(ctx, size, Usage::Device, name)?;
    b.write_bytes(&block.init)?;
    Ok(b)
}

impl Program {
    /// Writes the addresses the blocks hold (program-scope pointers initialized with an
    /// address) once both blocks exist, so that either may point into the other.
    fn apply_relocations(&mut self) -> Result<()> {
        let address_of = |program: &Program, kind: ImplicitKind| -> Result<u64> {
            let block = match kind {
                ImplicitKind::ModuleConstants => program.constants.as_ref(),
                ImplicitKind::ProgramGlobals => program.globals.as_ref(),
                _ => None,
            };
            block.map(Buffer::device_address).ok_or_else(|| {
                RunnerError::BadModule(format!(
                    "a data-block relocation points into a {kind:?} block the module does not have"
                ))
            })
        };
        for kind in [ImplicitKind::ModuleConstants, ImplicitKind::ProgramGlobals] {
            let block = match kind {
                ImplicitKind::ModuleConstants => self.reflection.constant_data.as_ref(),
                _ => self.reflection.program_globals.as_ref(),
            };
            let Some(block) = block.filter(|b| !b.relocations.is_empty()) else {
                continue;
            };
            let size = block.size.max(block.init.len() as u64);
            let outside = |offset: u64| {
                RunnerError::BadModule(format!(
                    "a data-block relocation at offset {offset} lies outside its block"
                ))
            };
            // Only the span the addresses cover is rewritten: the block may be a large
            // zero-filled table with a pointer or two.
            let mut first = u64::MAX;
            let mut end = 0u64;
            for r in &block.relocations {
                let slot_end = r
                    .offset
                    .checked_add(8)
                    .filter(|&e| e <= size)
                    .ok_or_else(|| outside(r.offset))?;
                first = first.min(r.offset);
                end = end.max(slot_end);
            }
            let mut bytes = vec![0u8; (end - first) as usize];
            if let Some(init) = block.init.get(first as usize..) {
                let n = init.len().min(bytes.len());
                bytes[..n].copy_from_slice(&init[..n]);
            }
            for r in &block.relocations {
                let address = address_of(self, r.target)?.wrapping_add_signed(r.addend);
                let at = (r.offset - first) as usize;
                bytes[at..at + 8].copy_from_slice(&address.to_le_bytes());
            }
            let buffer = match kind {
                ImplicitKind::ModuleConstants => self.constants.as_mut(),
                _ => self.globals.as_mut(),
            };
            if let Some(buffer) = buffer {
                buffer.write_bytes_at(first, &bytes)?;
            }
        }
        Ok(())
    }

    pub(crate) fn new(
        ctx: &Arc<Context>,
        words: &[u32],
        reflection: Option<ModuleReflection>,
    ) -> Result<Program> {
        if words.len() < 5 || words[0] != SPIRV_MAGIC {
            return Err(RunnerError::BadModule(
                "bad magic number or truncated header".into(),
            ));
        }
        let version = ((words[1] >> 16) & 0xff, (words[1] >> 8) & 0xff);
        let api = ctx.info.api_version;
        let max = if api >= (1, 3, 0) { (1, 6) } else { (1, 5) };
        if version > max {
            return Err(RunnerError::SpirvVersion {
                module: format!("{}.{}", version.0, version.1),
                device: ctx.info.name.clone(),
                api: ctx.info.api_version_string(),
            });
        }
        if !ctx.info.features.non_semantic_info && imports_non_semantic(words) {
            return Err(RunnerError::BadModule(format!(
                "the module embeds non-semantic instructions (oclvk reflection), which device '{}' cannot load (no VK_KHR_shader_non_semantic_info); compile with --strip-reflection and pass the .spv.json sidecar",
                ctx.info.name
            )));
        }
        crate::module_check::check_execution_models(words)?;
        let reflection = match reflection {
            Some(r) => r,
            None => ModuleReflection::from_module(words)?,
        };
        crate::module_check::check_module(words, &reflection)?;
        check_buffer_device_address(&reflection, ctx)?;
        // The module declares the float-atomic capabilities for all its kernels, so a device
        // lacking one cannot even load it: refuse before creating the shader module.
        check_float_atomics(&reflection, &ctx.info.features, &ctx.info.name)?;
        check_int64_atomics(&reflection, &ctx.info.features, &ctx.info.name)?;
        check_sub_groups(
            &reflection,
            &ctx.info.sub_groups,
            &ctx.info.features,
            &ctx.info.name,
        )?;
        let info = vk::ShaderModuleCreateInfo::default().code(words);
        // SAFETY: `words` outlives the call and is whole words; it starts with the SPIR-V magic
        // and a version this device accepts, and uses no capability the device lacks that the
        // checks above know of. Vulkan also requires a valid module (VUID 08737), which is not
        // checked here: oclvk's modules pass spirv-val, a foreign module is trusted.
        let module = unsafe { ctx.device.create_shader_module(&info, None) }
            .map_err(RunnerError::vk("vkCreateShaderModule"))?;
        let mut program = Program {
            ctx: ctx.clone(),
            module,
            reflection,
            constants: None,
            globals: None,
            pipelines: Mutex::new(HashMap::new()),
            reserve_trials: Default::default(),
            samplers: Mutex::new(HashMap::new()),
        };
        if let Some(block) = &program.reflection.constant_data {
            program.constants = Some(block_buffer(ctx, block, "module constants")?);
        }
        if let Some(block) = &program.reflection.program_globals {
            program.globals = Some(block_buffer(ctx, block, "program globals")?);
        }
        program.apply_relocations()?;
        Ok(program)
    }

    pub fn reflection(&self) -> &ModuleReflection {
        &self.reflection
    }

    pub fn kernel_names(&self) -> Vec<&str> {
        self.reflection
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect()
    }

    /// The kernel's reflection, or an error listing the module's kernels.
    pub fn kernel(&self, name: &str) -> Result<&KernelReflection> {
        self.reflection
            .kernel(name)
            .ok_or_else(|| RunnerError::UnknownKernel {
                name: name.to_string(),
                available: if self.reflection.kernels.is_empty() {
                    "(none)".to_string()
                } else {
                    self.kernel_names().join(", ")
                },
            })
    }

    /// The program-global buffer (OpenCL 2.0 program-scope `global` variables), if any.
    pub fn globals(&self) -> Option<&Buffer> {
        self.globals.as_ref()
    }

    pub(crate) fn pipeline(
        &self,
        kernel: &KernelReflection,
        key: PipelineKey,
    ) -> Result<Arc<Pipeline>> {
        let mut cache = self.pipelines.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = cache.get(&key) {
            return Ok(p.clone());
        }
        let p = Arc::new(self.build(kernel, &key, vk::PipelineCreateFlags::empty())?);
        cache.insert(key, p.clone());
        Ok(p)
    }

    /// A sampler with `modes`, made once per program.
    pub(crate) fn sampler(&self, modes: &oclvk_abi::reflect::SamplerModes) -> Result<vk::Sampler> {
        let mut cache = self.samplers.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&s) = cache.get(modes) {
            return Ok(s);
        }
        let s = crate::image::create_sampler(&self.ctx, modes)?;
        cache.insert(*modes, s);
        Ok(s)
    }

    /// What the driver reports about kernel `name` compiled for work-groups of `local` (every
    /// `local` pointer argument sized 1): one entry per pipeline executable, empty when the
    /// device lacks VK_KHR_pipeline_executable_properties. The pipeline is built for this
    /// query alone (capturing costs compile time, so launches never ask for it).
    pub fn executable_info(&self, name: &str, local: [u32; 3]) -> Result<Vec<ExecutableInfo>> {
        let kernel = self.kernel(name)?;
        if !self.ctx.info.features.pipeline_executable_info {
            return Ok(Vec::new());
        }
        let key = PipelineKey {
            kernel: kernel.name.clone(),
            local: kernel.work_group.required.unwrap_or(local),
            enqueued: kernel.work_group.required.unwrap_or(local),
            local_args: local_arg_key(kernel, &HashMap::new()),
            image_formats: Vec::new(),
            sub_group_size: crate::sub_group_size::resolve(
                kernel,
                None,
                &self.ctx.info,
                kernel.work_group.required.unwrap_or(local),
            )?,
            // An `auto` kernel as its launches with this local size settled, if any did.
            local_reserve_words: self
                .reserve_trials
                .settled_for(&kernel.name, kernel.work_group.required.unwrap_or(local))
                .unwrap_or(0),
        };
        let flags = vk::PipelineCreateFlags::CAPTURE_STATISTICS_KHR
            | vk::PipelineCreateFlags::CAPTURE_INTERNAL_REPRESENTATIONS_KHR;
        let p = self.build(kernel, &key, flags)?;
        let info = crate::pipeline_info::query(&self.ctx, p.pipeline);
        // SAFETY: this pipeline and its layouts were built for this query alone (never cached,
        // bound or submitted), and each is destroyed once, here.
        unsafe {
            self.ctx.device.destroy_pipeline(p.pipeline, None);
            self.ctx.device.destroy_pipeline_layout(p.layout, None);
            for s in p.set_layout.into_iter().chain(p.empty_set_layout) {
                self.ctx.device.destroy_descriptor_set_layout(s, None);
            }
        }
        info
    }

    fn build(
        &self,
        kernel: &KernelReflection,
        key: &PipelineKey,
        flags: vk::PipelineCreateFlags,
    ) -> Result<Pipeline> {
        // The library's fused-fma constant, from the device's probe (before anything is made
        // that an error would have to destroy).
        let fused_fma = match self.reflection.fused_fma_spec_id {
            Some(id) => Some((id, crate::fma_probe::fused(&self.ctx)?)),
            None => None,
        };
        let d = &self.ctx.device;
        let push_size = match kernel.transport {
            // Portable kernels read the block from a uniform buffer.
            _ if kernel.portable.is_some() => 0,
            ArgTransport::PushConstants { size } => size.div_ceil(4) * 4,
            ArgTransport::ArgBuffer { .. } => 8,
        };
        let set = kernel.portable.as_ref().map_or(0, |p| p.group);
        let ranges = [vk::PushConstantRange::default()
            .stage_flags(vk::ShaderStageFlags::COMPUTE)
            .offset(0)
            .size(push_size)];
        let bindings = descriptor_bindings(kernel);
        let set_layout = if bindings.is_empty() {
            None
        } else {
            let entries: Vec<vk::DescriptorSetLayoutBinding> = bindings
                .iter()
                .map(|&(b, ty)| {
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(b)
                        .descriptor_type(ty)
                        .descriptor_count(1)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE)
                })
                .collect();
            let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&entries);
            // SAFETY: the create info borrows `entries`, alive across the call; one descriptor
            // per binding, the bindings distinct as the reflection numbers them.
            Some(
                unsafe { d.create_descriptor_set_layout(&info, None) }
                    .map_err(RunnerError::vk("vkCreateDescriptorSetLayout"))?,
            )
        };
        let empty_set_layout = match (set, set_layout) {
            (1.., Some(_)) => {
                // SAFETY: the create info has no bindings.
                let made = unsafe {
                    d.create_descriptor_set_layout(
                        &vk::DescriptorSetLayoutCreateInfo::default(),
                        None,
                    )
                };
                match made {
                    Ok(l) => Some(l),
                    Err(e) => {
                        if let Some(s) = set_layout {
                            // SAFETY: the set layout was created above and nothing uses it.
                            unsafe { d.destroy_descriptor_set_layout(s, None) };
                        }
                        return Err(RunnerError::vk("vkCreateDescriptorSetLayout")(e));
                    }
                }
            }
            _ => None,
        };
        let made_layouts = || set_layout.into_iter().chain(empty_set_layout);
        let set_layouts: Vec<vk::DescriptorSetLayout> = match set_layout {
            Some(l) => empty_set_layout
                .into_iter()
                .cycle()
                .take(set as usize)
                .chain([l])
                .collect(),
            None => Vec::new(),
        };
        let mut layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts);
        if push_size > 0 {
            layout_info = layout_info.push_constant_ranges(&ranges);
        }
        // SAFETY: the create info borrows `set_layouts` and `ranges`, alive across the call; the
        // push-constant range, when present, is a non-zero multiple of 4 (8 bytes for an
        // argument-buffer address). Launches check a kernel's push constants against
        // maxPushConstantsSize before building; executable_info does not.
        let layout = match unsafe { d.create_pipeline_layout(&layout_info, None) } {
            Ok(l) => l,
            Err(e) => {
                for s in made_layouts() {
                    // SAFETY: the set layouts were created above and nothing uses them.
                    unsafe { d.destroy_descriptor_set_layout(s, None) };
                }
                return Err(RunnerError::vk("vkCreatePipelineLayout")(e));
            }
        };
        let mut entries = Vec::new();
        let mut data: Vec<u8> = Vec::new();
        let mut add = |id: u32, value: u32| {
            entries.push(
                vk::SpecializationMapEntry::default()
                    .constant_id(id)
                    .offset(data.len() as u32)
                    .size(4),
            );
            data.extend_from_slice(&value.to_le_bytes());
        };
        // Always set the work-group size constants: a module with any kernel lacking
        // reqd_work_group_size decorates the WorkgroupSize builtin, which then overrides every
        // entry point's LocalSize (for a required size, key.local is that size).
        for (id, v) in kernel.work_group.spec_ids.iter().zip(key.local) {
            add(*id, v);
        }
        for (id, v) in kernel
            .work_group
            .enqueued_spec_ids
            .iter()
            .flatten()
            .zip(key.enqueued)
        {
            add(*id, v);
        }
        for &(id, value) in key.local_args.iter().chain(&key.image_formats) {
            add(id, value);
        }
        if let Some(id) = kernel.local_reserve_spec_id {
            add(id, key.local_reserve_words);
        }
        if let Some((id, fused)) = fused_fma {
            add(id, u32::from(fused));
        }
        let spec = vk::SpecializationInfo::default()
            .map_entries(&entries)
            .data(&data);
        let name = CString::new(crate::portable::entry_point(kernel))
            .map_err(|_| RunnerError::BadKernelName(kernel.name.clone()))?;
        let mut required_size = vk::PipelineShaderStageRequiredSubgroupSizeCreateInfo::default()
            .required_subgroup_size(key.sub_group_size.unwrap_or(0));
        let mut stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(self.module)
            .name(&name)
            .specialization_info(&spec);
        if key.sub_group_size.is_some() {
            stage = stage.push_next(&mut required_size);
        }
        let info = vk::ComputePipelineCreateInfo::default()
            .flags(flags)
            .stage(stage)
            .layout(layout);
        // SAFETY: the create info borrows `name`, `entries`, `data`, `spec` and `stage`, all
        // alive across the call; the module, layout and cache (or null) are live. The entry
        // point, the specialization constant ids (4-byte values, distinct) and the push-constant
        // and descriptor layout all come from the module's reflection, which is what the module
        // declares when oclvk wrote both (a hand-written sidecar is trusted to match).
        // Launches pass a local size checked against the device's work-group limits;
        // executable_info passes its caller's. A required sub-group size is a power of 2 within
        // the device's range, for a device with subgroupSizeControl enabled and compute in
        // requiredSubgroupSizeStages, and the work-group fits maxComputeWorkgroupSubgroups
        // sub-groups of it (`sub_group_size::resolve`).
        match unsafe { d.create_compute_pipelines(self.ctx.pipeline_cache, &[info], None) } {
            Ok(p) => Ok(Pipeline {
                layout,
                pipeline: p[0],
                set_layout,
                empty_set_layout,
                set,
                bindings,
                warm: Default::default(),
                id: next_pipeline_id(),
            }),
            Err((_, e)) => {
                // SAFETY: the layouts were created above for this pipeline, which failed; nothing
                // uses them.
                unsafe { d.destroy_pipeline_layout(layout, None) };
                for s in made_layouts() {
                    // SAFETY: as above.
                    unsafe { d.destroy_descriptor_set_layout(s, None) };
                }
                Err(RunnerError::vk("vkCreateComputePipelines")(e))
            }
        }
    }
}

/// Without device addresses (the device lacks bufferDeviceAddress, or the runtime switched it
/// off) only portable kernels run, and no data block may hold an address: an error naming the
/// first kernel that needs the feature.
fn check_buffer_device_address(reflection: &ModuleReflection, ctx: &Context) -> Result<()> {
    if ctx.buffer_device_address {
        return Ok(());
    }
    let why = if ctx.info.features.buffer_device_address {
        "has switched off"
    } else {
        "lacks"
    };
    if let Some(k) = reflection.kernels.iter().find(|k| k.portable.is_none()) {
        return Err(RunnerError::NoBufferDeviceAddress {
            kernel: k.name.clone(),
            device: ctx.info.name.clone(),
            why,
        });
    }
    let blocks = [&reflection.constant_data, &reflection.program_globals];
    if blocks
        .iter()
        .any(|b| b.as_ref().is_some_and(|b| !b.relocations.is_empty()))
    {
        return Err(RunnerError::BadModule(format!(
            "a data block of the module holds buffer addresses, which device '{}' {why} (bufferDeviceAddress)",
            ctx.info.name
        )));
    }
    Ok(())
}

/// An error naming the first kernel and float atomic (VK_EXT_shader_atomic_float(2)) of the
/// module that a device with `features` does not support.
pub(crate) fn check_float_atomics(
    reflection: &ModuleReflection,
    features: &DeviceFeatures,
    device: &str,
) -> Result<()> {
    for kernel in &reflection.kernels {
        if let Some(used) = kernel
            .float_atomics
            .iter()
            .find(|u| !features.supports_float_atomic(u))
        {
            return Err(RunnerError::FloatAtomicUnsupported {
                kernel: kernel.name.clone(),
                operation: used.describe(),
                feature: used.vulkan_feature(),
                device: device.to_string(),
            });
        }
    }
    Ok(())
}

/// An error naming the first kernel whose 64-bit atomics (on global or on local memory, as a
/// portable target's reflection says) a device with `features` does not support. The
/// device-address targets' modules are not covered: their reflection does not say.
pub(crate) fn check_int64_atomics(
    reflection: &ModuleReflection,
    features: &DeviceFeatures,
    device: &str,
) -> Result<()> {
    for kernel in &reflection.kernels {
        let Some(p) = &kernel.portable else { continue };
        let missing = if p.buffer_int64_atomics && !features.buffer_int64_atomics {
            Some(("global", "shaderBufferInt64Atomics"))
        } else if p.shared_int64_atomics && !features.shared_int64_atomics {
            Some(("local", "shaderSharedInt64Atomics"))
        } else {
            None
        };
        if let Some((memory, feature)) = missing {
            return Err(RunnerError::Int64AtomicsUnsupported {
                kernel: kernel.name.clone(),
                memory,
                feature,
                device: device.to_string(),
            });
        }
    }
    Ok(())
}

/// An error naming the first kernel and sub-group operation class of the module that the
/// device's `subgroupSupportedOperations` (for compute) lack, or its extended types.
pub(crate) fn check_sub_groups(
    reflection: &ModuleReflection,
    props: &SubGroupProperties,
    features: &DeviceFeatures,
    device: &str,
) -> Result<()> {
    for kernel in &reflection.kernels {
        if let Some(&class) = kernel
            .sub_group_operations
            .iter()
            .find(|&&c| !props.supports(c))
        {
            let detail = if props.in_compute {
                String::new()
            } else {
                " (it has no sub-group operations in compute shaders)".to_string()
            };
            return Err(RunnerError::SubGroupUnsupported {
                kernel: kernel.name.clone(),
                operation: class.name().to_string(),
                device: device.to_string(),
                detail,
            });
        }
        if kernel.sub_group_extended_types && !features.subgroup_extended_types {
            return Err(RunnerError::SubGroupExtendedTypesUnsupported {
                kernel: kernel.name.clone(),
                device: device.to_string(),
            });
        }
    }
    Ok(())
}

/// `(spec_id, count)` for each `local` argument, given counts by argument index.
pub(crate) fn local_arg_key(
    kernel: &KernelReflection,
    counts: &HashMap<u32, u32>,
) -> Vec<(u32, u32)> {
    kernel
        .args
        .iter()
        .filter_map(|a| match a.kind {
            ArgKind::Local { spec_id, .. } => {
                Some((spec_id, counts.get(&a.index).copied().unwrap_or(1)))
            }
            _ => None,
        })
        .collect()
}

impl Drop for Program {
    fn drop(&mut self) {
        if self.ctx.is_poisoned() {
            return; // the GPU may still run these pipelines; leak them
        }
        let d = &self.ctx.device;
        let cache = std::mem::take(&mut *self.pipelines.lock().unwrap_or_else(|e| e.into_inner()));
        for (_, p) in cache {
            // SAFETY: not poisoned, so every launch of these pipelines finished (each is waited
            // for, a timeout poisons); launches hold the Program borrowed, so none is running;
            // each pipeline is destroyed once, with the layouts made for it alone.
            unsafe {
                d.destroy_pipeline(p.pipeline, None);
                d.destroy_pipeline_layout(p.layout, None);
                for s in p.set_layout.into_iter().chain(p.empty_set_layout) {
                    d.destroy_descriptor_set_layout(s, None);
                }
            }
        }
        let samplers =
            std::mem::take(&mut *self.samplers.lock().unwrap_or_else(|e| e.into_inner()));
        for (_, s) in samplers {
            // SAFETY: as above: no launch using the sampler is pending; destroyed once.
            unsafe { d.destroy_sampler(s, None) };
        }
        // SAFETY: created in Program::new, destroyed once; pipelines made from it need it no
        // more (destroying a module does not affect them).
        unsafe { d.destroy_shader_module(self.module, None) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oclvk_abi::reflect::{
        AtomicMemory, FloatAtomicOp, FloatAtomicUse, KernelReflection, Target, WorkGroupInfo,
        FORMAT_VERSION,
    };

    fn module_using(kernel: &str, uses: Vec<FloatAtomicUse>) -> ModuleReflection {
        ModuleReflection {
            format_version: FORMAT_VERSION,
            target: Target::Vulkan1_2,
            opencl_c_version: 200,
            uniform_work_group_size: false,
            kernels: vec![KernelReflection {
                name: kernel.into(),
                args: vec![],
                transport: oclvk_abi::reflect::ArgTransport::PushConstants { size: 0 },
                implicit: vec![],
                work_group: WorkGroupInfo {
                    required: None,
                    hint: None,
                    spec_ids: [0, 1, 2],
                    enqueued_spec_ids: None,
                },
                static_local_bytes: 0,
                local_reserve_bytes: 0,
                local_reserve_spec_id: None,
                vec_type_hint: None,
                uses_printf: false,
                float_atomics: uses,
                sub_group_operations: Vec::new(),
                sub_group_extended_types: false,
                required_sub_group_size: None,
                inline_samplers: Vec::new(),
                collective_local_bytes: 0,
                portable: None,
            }],
            constant_data: None,
            program_globals: None,
            printf_calls: vec![],
            checks: None,
            fused_fma_spec_id: None,
        }
    }

    /// A GLSL kernel's combined image samplers take the place of its image's sampled binding:
    /// each is a combined image sampler descriptor, the image's storage bindings and the
    /// sampler's binding staying as they are.
    #[test]
    fn combined_image_samplers_replace_sampled_bindings() {
        use oclvk_abi::portable::{CombinedSampler, PortableBindings, SamplerSource};
        use oclvk_abi::reflect::{ArgKind, ArgReflection, ChannelClass, ImageAccess, ImageDim};
        let mut module = module_using("combined", vec![]);
        let k = &mut module.kernels[0];
        let arg = |index: u32, kind| ArgReflection {
            index,
            name: format!("a{index}"),
            type_name: String::new(),
            kind,
            qualifiers: Vec::new(),
            fields: Vec::new(),
        };
        let image = |read_only: bool, binding| ArgKind::Image {
            dim: ImageDim::D2,
            access: if read_only {
                ImageAccess::ReadOnly
            } else {
                ImageAccess::WriteOnly
            },
            channel: ChannelClass::Float,
            storage_binding: (!read_only).then_some(binding),
            sampled_binding: read_only.then_some(binding),
            format_spec_ids: None,
            view_dim: None,
        };
        k.args = vec![
            arg(0, image(true, 0)),
            arg(
                1,
                ArgKind::Sampler {
                    binding: Some(1),
                    normalized_only: true,
                    nearest_only: false,
                    modes_override_id: None,
                },
            ),
            arg(2, image(true, 2)),
            arg(3, image(false, 3)),
        ];
        let combined = |binding, image, sampler| CombinedSampler {
            binding,
            image,
            sampler,
        };
        k.portable = Some(PortableBindings {
            combined_samplers: vec![
                combined(0, 0, Some(SamplerSource::Argument { index: 1 })),
                combined(4, 0, Some(SamplerSource::Constant { binding: 5 })),
            ],
            ..PortableBindings::default()
        });
        use vk::DescriptorType as D;
        assert_eq!(
            descriptor_bindings(k),
            [
                (0, D::COMBINED_IMAGE_SAMPLER),
                (1, D::SAMPLER),
                (2, D::SAMPLED_IMAGE),
                (3, D::STORAGE_IMAGE),
                (4, D::COMBINED_IMAGE_SAMPLER),
            ]
        );
    }

    fn used(op: FloatAtomicOp, bits: u32, memory: AtomicMemory) -> FloatAtomicUse {
        FloatAtomicUse { op, bits, memory }
    }

    #[test]
    fn float_atomics_the_device_lacks_are_refused_by_name() {
        let features = DeviceFeatures {
            buffer_float32_atomics: true,
            buffer_float32_atomic_add: true,
            shared_float32_atomic_add: true,
            ..DeviceFeatures::default()
        };
        let supported = module_using(
            "sum",
            vec![
                used(FloatAtomicOp::LoadStore, 32, AtomicMemory::Global),
                used(FloatAtomicOp::Add, 32, AtomicMemory::Global),
                used(FloatAtomicOp::Add, 32, AtomicMemory::Local),
            ],
        );
        assert!(check_float_atomics(&supported, &features, "gpu").is_ok());
        let cases = [
            (
                used(FloatAtomicOp::Add, 64, AtomicMemory::Global),
                "kernel 'k' uses double atomic add on global memory (shaderBufferFloat64AtomicAdd), which device 'gpu' does not support",
            ),
            (
                used(FloatAtomicOp::MinMax, 32, AtomicMemory::Local),
                "kernel 'k' uses float atomic min/max on local memory (shaderSharedFloat32AtomicMinMax), which device 'gpu' does not support",
            ),
            (
                used(FloatAtomicOp::LoadStore, 32, AtomicMemory::Local),
                "kernel 'k' uses float atomic load/store/exchange on local memory (shaderSharedFloat32Atomics), which device 'gpu' does not support",
            ),
        ];
        for (missing, message) in cases {
            let module = module_using(
                "k",
                vec![used(FloatAtomicOp::Add, 32, AtomicMemory::Global), missing],
            );
            let e = check_float_atomics(&module, &features, "gpu").unwrap_err();
            assert_eq!(e.to_string(), message);
        }
    }

    #[test]
    fn int64_atomics_the_device_lacks_are_refused_by_name() {
        let mut module = module_using("count", vec![]);
        module.kernels[0].portable = Some(oclvk_abi::portable::PortableBindings {
            buffer_int64_atomics: true,
            shared_int64_atomics: true,
            ..Default::default()
        });
        let mut features = DeviceFeatures::default();
        let e = check_int64_atomics(&module, &features, "gpu").unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel 'count' uses 64-bit atomics on global memory (shaderBufferInt64Atomics), which device 'gpu' does not support"
        );
        features.buffer_int64_atomics = true;
        let e = check_int64_atomics(&module, &features, "gpu").unwrap_err();
        assert_eq!(
            e.to_string(),
            "kernel 'count' uses 64-bit atomics on local memory (shaderSharedInt64Atomics), which device 'gpu' does not support"
        );
        features.shared_int64_atomics = true;
        assert!(check_int64_atomics(&module, &features, "gpu").is_ok());
    }

    #[test]
    fn sub_group_operations_the_device_lacks_are_refused_by_name() {
        use oclvk_abi::reflect::SubGroupOperation as Op;
        let mut module = module_using("reduce", vec![]);
        module.kernels[0].sub_group_operations = vec![Op::Basic, Op::Vote, Op::Arithmetic];
        // Basic and vote only (VK_SUBGROUP_FEATURE_BASIC_BIT | VOTE_BIT).
        let mut props = SubGroupProperties {
            supported_operations: 0x3,
            in_compute: true,
            ..SubGroupProperties::default()
        };
        let features = DeviceFeatures::default();
        let e = check_sub_groups(&module, &props, &features, "gpu").unwrap_err();
        assert!(
            e.to_string().contains("'reduce'") && e.to_string().contains("arithmetic"),
            "{e}"
        );
        props.supported_operations = 0x7;
        assert!(check_sub_groups(&module, &props, &features, "gpu").is_ok());
        props.in_compute = false;
        let e = check_sub_groups(&module, &props, &features, "gpu").unwrap_err();
        assert!(e.to_string().contains("compute"), "{e}");
    }
}
