//! Checks of a module against its reflection before Vulkan sees them, so that a module a Vulkan
//! device cannot run, or a sidecar that does not describe it, is an error naming the cause
//! rather than a driver's "unknown error" (or a division by zero in the launch).

use oclvk_abi::reflect::{decode_string, ModuleReflection, Target};

use crate::error::{Result, RunnerError};

const OP_ENTRY_POINT: u32 = 15;
const GL_COMPUTE: u32 = 5;

/// The module's entry points: (execution model, name).
fn entry_points(words: &[u32]) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            break;
        }
        // OpEntryPoint: execution model, function id, name, interface ids.
        if words[at] & 0xffff == OP_ENTRY_POINT && count > 3 {
            out.push((words[at + 1], decode_string(&words[at + 3..at + count])));
        }
        at += count;
    }
    out
}

/// Refuses a module with entry points other than GLCompute ones (an OpenCL-target module),
/// whatever its reflection.
pub(crate) fn check_execution_models(words: &[u32]) -> Result<()> {
    if entry_points(words)
        .iter()
        .any(|(model, _)| *model != GL_COMPUTE)
    {
        return Err(RunnerError::OpenClModule);
    }
    Ok(())
}

/// Refuses reflection of the OpenCL target, a reflected kernel that is not an entry point of
/// the module, and a zero in a reflected work-group size.
pub(crate) fn check_module(words: &[u32], reflection: &ModuleReflection) -> Result<()> {
    if reflection.target == Target::Opencl {
        return Err(RunnerError::OpenClModule);
    }
    let entries = entry_points(words);
    for k in &reflection.kernels {
        let entry = crate::portable::entry_point(k);
        if !entries.iter().any(|(_, name)| name == entry) {
            let names: Vec<&str> = entries.iter().map(|(_, n)| n.as_str()).collect();
            return Err(RunnerError::BadReflection(format!(
                "its kernel '{}'{} is not an entry point of the module (entry points: {})",
                k.name,
                if entry == k.name {
                    String::new()
                } else {
                    format!(" (entry point '{entry}')")
                },
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            )));
        }
        let sizes = [
            ("reqd_work_group_size", k.work_group.required),
            ("work_group_size_hint", k.work_group.hint),
        ];
        for (what, size) in sizes {
            if let Some(s) = size.filter(|s| s.contains(&0)) {
                return Err(RunnerError::BadReflection(format!(
                    "kernel '{}' has {what}({}, {}, {}), and a work-group size cannot be 0",
                    k.name, s[0], s[1], s[2]
                )));
            }
        }
    }
    Ok(())
}
