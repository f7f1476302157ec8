//! Validation with each target's capabilities, then naga's writer for the target. Overrides
//! stay in WGSL; the other writers take none, so they are given their values first. A
//! validation or writer failure is an internal-error diagnostic (a lowering bug), never a panic.

use crate::module::Lowered;
use crate::types::Int64Atomics;
use crate::{Code, Options, Output, Target};
use naga::back;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use oclvk_frontend::diag::Diagnostic;

fn capabilities(options: &Options) -> Capabilities {
    let target = options.target;
    // `unpack2x16float` (`vload_half`) is core in every target's language; sub-group
    // operations are allowed everywhere, and a module that uses them says which in its
    // reflection (`sub_group_operations`), for the runner to check against the device.
    let core = Capabilities::SHADER_FLOAT16_IN_FLOAT32;
    let sub_groups = Capabilities::SUBGROUP | Capabilities::SUBGROUP_BARRIER;
    // 64-bit atomics where `types::Features::int64_atomics` lets the lowering make them.
    let int64_atomics = match crate::types::Features::for_options(options).int64_atomics {
        Int64Atomics::None => Capabilities::empty(),
        Int64Atomics::MinMaxStatements => Capabilities::SHADER_INT64_ATOMIC_MIN_MAX,
        Int64Atomics::All => {
            Capabilities::SHADER_INT64_ATOMIC_MIN_MAX | Capabilities::SHADER_INT64_ATOMIC_ALL_OPS
        }
    };
    core | sub_groups
        | int64_atomics
        | match target {
            Target::Wgsl => Capabilities::empty(),
            Target::Msl => Capabilities::SHADER_INT64,
            Target::Glsl => Capabilities::FLOAT64,
            _ => Capabilities::FLOAT64 | Capabilities::SHADER_INT64,
        }
}

/// Whether the module has an atomic `long`/`ulong` (storage or workgroup).
pub(crate) fn uses_int64_atomics(module: &naga::Module) -> bool {
    module.types.iter().any(|(_, t)| {
        matches!(
            t.inner,
            naga::TypeInner::Atomic(naga::Scalar { width: 8, .. })
        )
    })
}

/// Whether a value of type `ty` holds an atomic `long`/`ulong`.
fn holds_int64_atomic(types: &naga::UniqueArena<naga::Type>, ty: naga::Handle<naga::Type>) -> bool {
    match types[ty].inner {
        naga::TypeInner::Atomic(s) => s.width == 8,
        naga::TypeInner::Array { base, .. } => holds_int64_atomic(types, base),
        naga::TypeInner::Struct { ref members, .. } => {
            members.iter().any(|m| holds_int64_atomic(types, m.ty))
        }
        _ => false,
    }
}

/// Says in each kernel's reflection whether it uses 64-bit atomics on storage buffers or on
/// workgroup memory, the two Vulkan features a device must have to run it.
fn mark_int64_atomics(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    reflection: &mut oclvk_abi::reflect::ModuleReflection,
) {
    for (index, ep) in module.entry_points.iter().enumerate() {
        let uses = info.get_entry_point(index);
        let Some(p) = reflection
            .kernels
            .iter_mut()
            .find(|k| k.name == ep.name)
            .and_then(|k| k.portable.as_mut())
        else {
            continue;
        };
        for (handle, var) in module.global_variables.iter() {
            if uses[handle].is_empty() || !holds_int64_atomic(&module.types, var.ty) {
                continue;
            }
            match var.space {
                naga::AddressSpace::Storage { .. } => p.buffer_int64_atomics = true,
                naga::AddressSpace::WorkGroup => p.shared_int64_atomics = true,
                _ => {}
            }
        }
    }
}

/// Gives each kernel the program-scope sampler constants its entry point uses.
fn give_inline_samplers(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    samplers: &[(
        naga::Handle<naga::GlobalVariable>,
        oclvk_abi::reflect::InlineSampler,
    )],
    reflection: &mut oclvk_abi::reflect::ModuleReflection,
) {
    for (index, ep) in module.entry_points.iter().enumerate() {
        let uses = info.get_entry_point(index);
        let Some(k) = reflection.kernels.iter_mut().find(|k| k.name == ep.name) else {
            continue;
        };
        k.inline_samplers = samplers
            .iter()
            .filter(|(h, _)| !uses[*h].is_empty())
            .map(|(_, s)| *s)
            .collect();
    }
}

fn internal(target: Target, what: &str, e: impl std::fmt::Display) -> Vec<Diagnostic> {
    vec![Diagnostic::global_error(format!(
        "internal error: {what} for the {} target: {e}",
        target.name()
    ))]
}

/// Every error in `e`'s source chain, joined: naga's errors name the failing item on the
/// outside and the reason inside.
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

pub(crate) fn write(lowered: Lowered, options: &Options) -> Result<Output, Vec<Diagnostic>> {
    let target = options.target;
    let module = lowered.module;
    let mut validator = Validator::new(ValidationFlags::all(), capabilities(options));
    // Sub-group functions: every writer has them in compute shaders (HLSL no barrier, which
    // `groups` refuses).
    validator
        .subgroup_stages(naga::valid::ShaderStages::COMPUTE)
        .subgroup_operations(naga::valid::SubgroupOperationSet::all());
    let info = validator
        .validate(&module)
        .map_err(|e| internal(target, "the naga module is invalid", chain(e.as_inner())))?;
    let mut reflection = lowered.reflection;
    mark_int64_atomics(&module, &info, &mut reflection);
    give_inline_samplers(&module, &info, &lowered.inline_samplers, &mut reflection);
    // A GLSL shader has one entry point: the kernel asked for, or the only one.
    let glsl_kernel = if target == Target::Glsl {
        let names: Vec<&str> = module
            .entry_points
            .iter()
            .map(|ep| ep.name.as_str())
            .collect();
        Some(match (&options.kernel, names.as_slice()) {
            (Some(k), _) if names.contains(&k.as_str()) => k.clone(),
            (Some(k), _) => {
                return Err(vec![Diagnostic::global_error(format!(
                    "no kernel named '{k}' (kernels: {})",
                    names.join(", ")
                ))])
            }
            (None, [only]) => only.to_string(),
            (None, _) => {
                return Err(vec![Diagnostic::global_error(format!(
                    "the glsl target writes one kernel a file and there are {}: {}; choose one with --kernel NAME",
                    names.len(),
                    names.join(", ")
                ))])
            }
        })
    } else {
        None
    };
    let (code, names, texture_mapping) = if target == Target::Wgsl {
        let text = back::wgsl::write_string(&module, &info, back::wgsl::WriterFlags::empty())
            .map_err(|e| internal(target, "naga's WGSL writer failed", chain(&e)))?;
        let (text, names) = wgsl_entry_points(&module, text)
            .map_err(|e| internal(target, "the entry points' attributes", e))?;
        let text = wgsl_local_lengths(text, &lowered.spec)
            .map_err(|e| internal(target, "the 'local' arguments' lengths", e))?;
        let text = crate::groups::wgsl_scratch_lengths(text)
            .map_err(|e| internal(target, "the work-group functions' scratch", e))?;
        refuse_deep_wgsl_braces(&text)?;
        (Code::Text(text), names, Vec::new())
    } else {
        // Only WGSL keeps overrides: the other targets' modules have none.
        if !module.overrides.is_empty() {
            return Err(internal(
                target,
                "naga's writer",
                "the module has overrides",
            ));
        }
        write_other(
            &module,
            &info,
            options,
            &lowered.spec,
            &lowered.no_contraction,
            glsl_kernel.as_deref(),
        )?
    };
    if let Some(kernel) = &glsl_kernel {
        reflection.kernels.retain(|k| k.name == *kernel);
        if let Some(k) = reflection.kernels.first_mut() {
            let combined = crate::images::combined_samplers(
                &module,
                &texture_mapping,
                &lowered.image_views,
                k,
            )
            .map_err(|e| internal(target, "the combined image samplers", e))?;
            if let Some(p) = k.portable.as_mut() {
                p.combined_samplers = combined;
            }
        }
    }
    for (kernel, name) in reflection.kernels.iter_mut().zip(names) {
        if let Some(p) = kernel.portable.as_mut() {
            p.entry_point = name;
        }
    }
    Ok(Output { code, reflection })
}

/// WGSL's limit on brace-enclosed statements nested in a function (the specification's
/// "Limits"; naga's parser, and so wgpu, refuses more).
const WGSL_BRACE_NESTING: usize = 127;

/// An error naming the function whose WGSL nests blocks past [`WGSL_BRACE_NESTING`] (naga's
/// writer puts no braces in names or comments, so the text's braces are its blocks'), where
/// SPIR-V's deeper limit (`bound-nesting`) let the module through.
fn refuse_deep_wgsl_braces(text: &str) -> Result<(), Vec<Diagnostic>> {
    let mut depth = 0usize;
    for (at, byte) in text.bytes().enumerate() {
        match byte {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            _ => continue,
        }
        if depth > WGSL_BRACE_NESTING {
            let function = text[..at]
                .rfind("fn ")
                .and_then(|f| text[f + 3..].split('(').next())
                .unwrap_or("?");
            return Err(vec![Diagnostic::global_error(format!(
                "function '{function}' nests blocks more than {WGSL_BRACE_NESTING} deep in WGSL \
                 (WGSL's limit on nested brace-enclosed statements; target wgsl)"
            ))]);
        }
    }
    Ok(())
}

/// The target's code, its entry points' names and (GLSL) the writer's texture mapping: each
/// texture global the entry point uses and the sampler it is combined with.
type Written = (
    Code,
    Vec<String>,
    Vec<(
        naga::Handle<naga::GlobalVariable>,
        Option<naga::Handle<naga::GlobalVariable>>,
    )>,
);

fn write_other(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    options: &Options,
    spec: &crate::spec::Plan,
    no_contraction: &std::collections::BTreeSet<String>,
    glsl_kernel: Option<&str>,
) -> Result<Written, Vec<Diagnostic>> {
    let target = options.target;
    let names = |found: Vec<Result<String, String>>| -> Vec<String> {
        module
            .entry_points
            .iter()
            .zip(found)
            .map(|(ep, n)| n.unwrap_or_else(|_| ep.name.clone()))
            .collect()
    };
    match target {
        Target::Msl => {
            // As for portable SPIR-V below: OpenCL C's loops, divisions and indexing, and its
            // `local` memory starting undefined.
            let msl_options = back::msl::Options {
                lang_version: (2, 4),
                zero_initialize_workgroup_memory: false,
                force_loop_bounding: false,
                emit_int_div_checks: false,
                ..Default::default()
            };
            let (text, info) = back::msl::write_string(
                module,
                info,
                &msl_options,
                &back::msl::PipelineOptions::default(),
            )
            .map_err(|e| internal(target, "naga's MSL writer failed", chain(&e)))?;
            let found = info
                .entry_point_names
                .into_iter()
                .map(|n| n.map_err(|e| e.to_string()))
                .collect();
            Ok((Code::Text(text), names(found), Vec::new()))
        }
        Target::Hlsl => {
            // The 64-bit `Interlocked*64` methods came with Shader Model 6.6; other
            // modules keep asking for 6.0.
            let shader_model = if uses_int64_atomics(module) {
                back::hlsl::ShaderModel::V6_6
            } else {
                back::hlsl::ShaderModel::V6_0
            };
            let hlsl_options = back::hlsl::Options {
                shader_model,
                zero_initialize_workgroup_memory: false,
                restrict_indexing: false,
                force_loop_bounding: false,
                ..Default::default()
            };
            let mut text = String::new();
            let info = back::hlsl::Writer::new(
                &mut text,
                &hlsl_options,
                &back::hlsl::PipelineOptions::default(),
            )
            .write(module, info, None)
            .map_err(|e| internal(target, "naga's HLSL writer failed", chain(&e)))?;
            let found = info
                .entry_point_names
                .into_iter()
                .map(|n| n.map_err(|e| e.to_string()))
                .collect();
            Ok((Code::Text(text), names(found), Vec::new()))
        }
        Target::Glsl => {
            // Vulkan GLSL: each resource at its own binding number.
            let binding_map = module
                .global_variables
                .iter()
                .filter_map(|(_, g)| g.binding)
                .filter_map(|b| Some((b, u8::try_from(b.binding).ok()?)))
                .collect();
            let glsl_options = back::glsl::Options {
                version: back::glsl::Version::Desktop(options.glsl_version),
                writer_flags: back::glsl::WriterFlags::empty(),
                binding_map,
                zero_initialize_workgroup_memory: false,
            };
            let pipeline = back::glsl::PipelineOptions {
                shader_stage: naga::ShaderStage::Compute,
                entry_point: glsl_kernel.unwrap_or_default().to_string(),
                multiview: None,
            };
            let mut text = String::new();
            let written = back::glsl::Writer::new(
                &mut text,
                module,
                info,
                &glsl_options,
                &pipeline,
                Default::default(),
            )
            .and_then(|mut w| w.write())
            .map_err(|e| internal(target, "naga's GLSL writer failed", chain(&e)))?;
            let texture_mapping = written
                .texture_mapping
                .into_values()
                .map(|t| (t.texture, t.sampler))
                .collect();
            let text = glsl_local_lengths(text, spec)
                .map_err(|e| internal(target, "the 'local' arguments' lengths", e))?;
            let text = crate::groups::glsl_sub_group_extension(text);
            Ok((Code::Text(text), vec!["main".to_string()], texture_mapping))
        }
        Target::Vulkan1_2Portable | Target::Vulkan1_3Portable => {
            let lang_version = if target == Target::Vulkan1_2Portable {
                (1, 5)
            } else {
                (1, 6)
            };
            let spv_options = back::spv::Options {
                lang_version,
                // Names: `spec` finds the work-group size's variable by its name.
                flags: back::spv::WriterFlags::DEBUG,
                zero_initialize_workgroup_memory:
                    back::spv::ZeroInitializeWorkgroupMemoryMode::None,
                // OpenCL C's loops and divisions, as the default targets write them: naga's
                // default bounds every loop with a second, decrementing counter (so drivers
                // can neither count a loop's trips nor unroll or pipeline it: SGEMM's private
                // arrays stayed in memory, 23x slower on the H100) and calls a guarding
                // function per integer division (a zero divisor or `INT_MIN / -1` is
                // undefined in OpenCL C).
                force_loop_bounding: false,
                emit_int_div_checks: false,
                ..Default::default()
            };
            let words = back::spv::write_vec(module, info, &spv_options, None)
                .map_err(|e| internal(target, "naga's SPIR-V writer failed", chain(&e)))?;
            let words = crate::shuffles::scalar_shuffles_as_extracts(words)
                .map_err(|e| internal(target, "the scalar shuffles", e))?;
            let words = crate::contraction::forbid_contraction(words, no_contraction)
                .map_err(|e| internal(target, "the NoContraction decorations", e))?;
            let words = crate::spec::specialize(words, spec)
                .map_err(|e| internal(target, "the specialization constants", e))?;
            let names = module
                .entry_points
                .iter()
                .map(|ep| ep.name.clone())
                .collect();
            Ok((Code::Words(words), names, Vec::new()))
        }
        _ => Err(internal(target, "no naga writer", "not a portable target")),
    }
}

/// The WGSL entry points in order: naga's writer prints each with its fixed `workgroup_size`
/// and leaves out `workgroup_size_overrides`, so the attribute of each that has them names the
/// overrides instead; and it names them through its namer (`k2` becomes `k2_`), so their names
/// are read back for the reflection.
fn wgsl_entry_points(
    module: &naga::Module,
    mut text: String,
) -> Result<(String, Vec<String>), String> {
    const ATTRIBUTE: &str = "@compute @workgroup_size(";
    let mut names = Vec::new();
    let mut from = 0;
    for ep in &module.entry_points {
        let at = from
            + text[from..]
                .find(ATTRIBUTE)
                .ok_or_else(|| format!("no attribute found for '{}'", ep.name))?;
        let args = at + ATTRIBUTE.len();
        let close = args + text[args..].find(')').ok_or("an unclosed attribute")?;
        let name_at = close
            + text[close..]
                .find("fn ")
                .ok_or_else(|| format!("no function after the attribute of '{}'", ep.name))?
            + 3;
        let name_end = name_at
            + text[name_at..]
                .find('(')
                .ok_or("a function without arguments")?;
        names.push(text[name_at..name_end].to_string());
        from = name_end;
        if let Some(exprs) = &ep.workgroup_size_overrides {
            let mut overrides = Vec::new();
            for e in exprs.iter().flatten() {
                let naga::Expression::Override(o) = module.global_expressions[*e] else {
                    return Err(format!(
                        "'{}' has a work-group size that is not an override",
                        ep.name
                    ));
                };
                overrides.push(module.overrides[o].name.clone().unwrap_or_default());
            }
            let replacement = overrides.join(", ");
            from = from + replacement.len() - (close - args);
            text.replace_range(args..close, &replacement);
        }
    }
    Ok((text, names))
}

/// The name naga's WGSL writer gave the override of spec id `id` in `text`, and where the line
/// declaring it ends (just after its newline).
pub(crate) fn wgsl_override(text: &str, id: u32) -> Result<(String, usize), String> {
    let declaration = format!("@id({id}) override ");
    let at = text
        .find(&declaration)
        .ok_or_else(|| format!("no override with id {id}"))?
        + declaration.len();
    let end = at
        + text[at..]
            .find(':')
            .ok_or_else(|| format!("the override with id {id} has no type"))?;
    let line_end = end + text[end..].find('\n').ok_or("an unterminated override")? + 1;
    Ok((text[at..end].trim().to_string(), line_end))
}

/// Each `local` argument's array, written with its placeholder length
/// (`module::LOCAL_LENGTH_PLACEHOLDER` plus the spec id), gets the override of that spec id as
/// its length: `array<f32, oclvk_local_arg_3_>` (naga 30's WGSL writer would print an
/// override-sized array without its element type). The override is read back under the name
/// the writer gave it. An argument held as 32-bit words gets the words its elements fill,
/// `(n * bytes + 3) / 4`, an override expression.
fn wgsl_local_lengths(mut text: String, spec: &crate::spec::Plan) -> Result<String, String> {
    for length in local_lengths(spec) {
        let id = length.spec_id;
        let (name, _) = wgsl_override(&text, id)?;
        let placeholder = format!(", {}>", length.placeholder);
        if !text.contains(&placeholder) {
            return Err(format!("no array sized by the override with id {id}"));
        }
        text = text.replace(&placeholder, &format!(", {}>", length.spelled(&name)));
    }
    Ok(text)
}

/// A `local` argument's array length as written (`placeholder`) and how to spell it from the
/// constant holding the argument's element count.
struct LocalLength {
    spec_id: u32,
    placeholder: u32,
    /// The element's bytes, for an argument held as 32-bit words.
    word_bytes: Option<u32>,
}

impl LocalLength {
    fn spelled(&self, count: &str) -> String {
        match self.word_bytes {
            Some(bytes) => format!("({count} * {bytes}u + 3u) / 4u"),
            None => count.to_string(),
        }
    }
}

fn local_lengths(spec: &crate::spec::Plan) -> Vec<LocalLength> {
    let plain = spec.local_lengths.iter().map(|&spec_id| LocalLength {
        spec_id,
        placeholder: crate::module::LOCAL_LENGTH_PLACEHOLDER + spec_id,
        word_bytes: None,
    });
    let words = spec
        .local_word_lengths
        .iter()
        .map(|&(spec_id, bytes)| LocalLength {
            spec_id,
            placeholder: crate::module::LOCAL_WORDS_PLACEHOLDER + spec_id,
            word_bytes: Some(bytes),
        });
    plain.chain(words).collect()
}

/// GLSL: each `local` argument's array, written with its placeholder length, gets a
/// specialization constant of the argument's spec id as its length (Vulkan GLSL's
/// `constant_id`), declared after the work-group size's layout.
fn glsl_local_lengths(mut text: String, spec: &crate::spec::Plan) -> Result<String, String> {
    if spec.local_lengths.is_empty() && spec.local_word_lengths.is_empty() {
        return Ok(text);
    }
    let mut declarations = String::new();
    for length in local_lengths(spec) {
        let id = length.spec_id;
        let name = format!("oclvk_local_arg_{id}");
        let placeholder = format!("[{}]", length.placeholder);
        if !text.contains(&placeholder) {
            return Err(format!("no array sized by spec id {id}"));
        }
        text = text.replace(&placeholder, &format!("[{}]", length.spelled(&name)));
        declarations.push_str(&format!(
            "layout(constant_id = {id}) const uint {name} = {}u;\n",
            spec.local_default(id)
        ));
    }
    const SIZE_LAYOUT: &str = "layout(local_size_x";
    let at = text.find(SIZE_LAYOUT).ok_or("no work-group size layout")?;
    let end = at + text[at..].find('\n').ok_or("an unterminated layout")? + 1;
    text.insert_str(end, &declarations);
    Ok(text)
}
