//! Validation with each target's capabilities, then naga's writer for the target. Overrides
//! stay in WGSL; the other writers take none, so they are given their values first. A
//! validation or writer failure is an internal-error diagnostic (a lowering bug), never a panic.

use crate::module::Lowered;
use crate::{target_name, Code, Options, Output, Target};
use naga::back;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use oclvk_frontend::diag::Diagnostic;

fn capabilities(target: Target) -> Capabilities {
    match target {
        Target::Wgsl => Capabilities::empty(),
        Target::Msl => Capabilities::SHADER_INT64,
        Target::Glsl => Capabilities::FLOAT64,
        _ => Capabilities::FLOAT64 | Capabilities::SHADER_INT64,
    }
}

fn internal(target: Target, what: &str, e: impl std::fmt::Display) -> Vec<Diagnostic> {
    vec![Diagnostic::global_error(format!(
        "internal error: {what} for the {} target: {e}",
        target_name(target)
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
    let mut validator = Validator::new(ValidationFlags::all(), capabilities(target));
    let info = validator
        .validate(&module)
        .map_err(|e| internal(target, "the naga module is invalid", chain(e.as_inner())))?;
    let code = if target == Target::Wgsl {
        let text = back::wgsl::write_string(&module, &info, back::wgsl::WriterFlags::empty())
            .map_err(|e| internal(target, "naga's WGSL writer failed", chain(&e)))?;
        Code::Text(
            override_work_group_sizes(&module, text)
                .map_err(|e| internal(target, "the work-group size overrides", e))?,
        )
    } else {
        let constants: back::PipelineConstants = lowered.override_values.iter().cloned().collect();
        let (module, info) = back::pipeline_constants::process_overrides(
            &module, &info, None, &constants,
        )
        .map_err(|e| internal(target, "the overrides could not be given values", chain(&e)))?;
        write_other(&module, &info, options)?
    };
    Ok(Output {
        code,
        reflection: lowered.reflection,
    })
}

fn write_other(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    options: &Options,
) -> Result<Code, Vec<Diagnostic>> {
    let target = options.target;
    match target {
        Target::Msl => {
            let msl_options = back::msl::Options {
                lang_version: (2, 4),
                ..Default::default()
            };
            let (text, _) = back::msl::write_string(
                module,
                info,
                &msl_options,
                &back::msl::PipelineOptions::default(),
            )
            .map_err(|e| internal(target, "naga's MSL writer failed", chain(&e)))?;
            Ok(Code::Text(text))
        }
        Target::Hlsl => {
            let hlsl_options = back::hlsl::Options {
                shader_model: back::hlsl::ShaderModel::V6_0,
                ..Default::default()
            };
            let mut text = String::new();
            back::hlsl::Writer::new(
                &mut text,
                &hlsl_options,
                &back::hlsl::PipelineOptions::default(),
            )
            .write(module, info, None)
            .map_err(|e| internal(target, "naga's HLSL writer failed", chain(&e)))?;
            Ok(Code::Text(text))
        }
        Target::Glsl => {
            // GLSL holds one entry point a file: every kernel's, one after the other.
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
            let mut out = String::new();
            for ep in &module.entry_points {
                let pipeline = back::glsl::PipelineOptions {
                    shader_stage: naga::ShaderStage::Compute,
                    entry_point: ep.name.clone(),
                    multiview: None,
                };
                let mut text = String::new();
                back::glsl::Writer::new(
                    &mut text,
                    module,
                    info,
                    &glsl_options,
                    &pipeline,
                    Default::default(),
                )
                .and_then(|mut w| w.write())
                .map_err(|e| internal(target, "naga's GLSL writer failed", chain(&e)))?;
                if module.entry_points.len() > 1 {
                    out.push_str(&format!("// kernel {}\n", ep.name));
                }
                out.push_str(&text);
            }
            Ok(Code::Text(out))
        }
        Target::Vulkan1_2Portable | Target::Vulkan1_3Portable => {
            let lang_version = if target == Target::Vulkan1_2Portable {
                (1, 5)
            } else {
                (1, 6)
            };
            let spv_options = back::spv::Options {
                lang_version,
                flags: back::spv::WriterFlags::empty(),
                zero_initialize_workgroup_memory:
                    back::spv::ZeroInitializeWorkgroupMemoryMode::None,
                ..Default::default()
            };
            let words = back::spv::write_vec(module, info, &spv_options, None)
                .map_err(|e| internal(target, "naga's SPIR-V writer failed", chain(&e)))?;
            Ok(Code::Words(words))
        }
        _ => Err(internal(target, "no naga writer", "not a portable target")),
    }
}

/// naga's WGSL writer prints an entry point's fixed `workgroup_size` and leaves out its
/// `workgroup_size_overrides`: the attribute of each entry point that has them names the
/// overrides instead.
fn override_work_group_sizes(module: &naga::Module, mut text: String) -> Result<String, String> {
    for ep in &module.entry_points {
        let Some(exprs) = &ep.workgroup_size_overrides else {
            continue;
        };
        let mut names = Vec::new();
        for e in exprs.iter().flatten() {
            let naga::Expression::Override(o) = module.global_expressions[*e] else {
                return Err(format!(
                    "'{}' has a work-group size that is not an override",
                    ep.name
                ));
            };
            names.push(module.overrides[o].name.clone().unwrap_or_default());
        }
        let [x, y, z] = ep.workgroup_size;
        let fixed = format!("@compute @workgroup_size({x}, {y}, {z}) \nfn {}(", ep.name);
        let Some(at) = text.find(&fixed) else {
            return Err(format!("no attribute found for '{}'", ep.name));
        };
        let attribute = format!(
            "@compute @workgroup_size({}) \nfn {}(",
            names.join(", "),
            ep.name
        );
        text.replace_range(at..at + fixed.len(), &attribute);
    }
    Ok(text)
}
