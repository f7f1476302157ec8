//! What the driver says about a compiled kernel, through VK_KHR_pipeline_executable_properties:
//! statistics (registers, shared memory, instruction counts: whatever the driver chooses) and,
//! where the driver offers them, its internal representations as text. Used by
//! `oclvk run --pipeline-info` and `oclvk bench --pipeline-info` to explain performance.

use std::ffi::c_char;

use ash::vk;

use crate::device::Context;
use crate::error::{Result, RunnerError};

/// One executable of a pipeline (a compute pipeline usually has one).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct ExecutableInfo {
    pub name: String,
    pub description: String,
    /// The subgroup size the executable was compiled for.
    pub subgroup_size: u32,
    pub statistics: Vec<Statistic>,
    /// Internal representations the driver exposes: `(name, text)`, in JSON objects with those
    /// keys.
    #[serde(serialize_with = "named_pairs")]
    pub representations: Vec<(String, String)>,
}

fn named_pairs<S: serde::Serializer>(pairs: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    #[derive(serde::Serialize)]
    struct Representation<'a> {
        name: &'a str,
        text: &'a str,
    }
    s.collect_seq(
        pairs
            .iter()
            .map(|(name, text)| Representation { name, text }),
    )
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Statistic {
    pub name: String,
    pub description: String,
    pub value: StatValue,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum StatValue {
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
}

impl std::fmt::Display for StatValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StatValue::Bool(b) => write!(f, "{b}"),
            StatValue::Int(v) => write!(f, "{v}"),
            StatValue::Uint(v) => write!(f, "{v}"),
            StatValue::Float(v) => write!(f, "{v}"),
        }
    }
}

impl std::fmt::Display for ExecutableInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "executable '{}' ({}), subgroup size {}",
            self.name, self.description, self.subgroup_size
        )?;
        for s in &self.statistics {
            writeln!(f, "  {:<32} {:>12}   {}", s.name, s.value, s.description)?;
        }
        for (name, text) in &self.representations {
            writeln!(f, "  --- {name} ---")?;
            writeln!(f, "{}", text.trim_end())?;
        }
        Ok(())
    }
}

/// A fixed-size C string field as a `String`.
fn text(chars: &[c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .take_while(|&&c| c != 0)
        .map(|&c| c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Queries every executable of `pipeline`, which must have been created with the capture flags.
pub(crate) fn query(ctx: &Context, pipeline: vk::Pipeline) -> Result<Vec<ExecutableInfo>> {
    let loader = ash::khr::pipeline_executable_properties::Device::new(ctx.instance(), &ctx.device);
    let vk_err = RunnerError::vk;
    let pipeline_info = vk::PipelineInfoKHR::default().pipeline(pipeline);
    // SAFETY: the only caller (Program::executable_info) comes here only on devices with the
    // pipelineExecutableInfo feature, which create_device enables along with its extension, and
    // passes a live pipeline of this device; ash sizes the output from a count query.
    let executables = unsafe { loader.get_pipeline_executable_properties(&pipeline_info) }
        .map_err(vk_err("vkGetPipelineExecutablePropertiesKHR"))?;
    let mut out = Vec::new();
    for (index, e) in executables.iter().enumerate() {
        let exe = vk::PipelineExecutableInfoKHR::default()
            .pipeline(pipeline)
            .executable_index(index as u32);
        // SAFETY: as above, with an executable index below the count the driver returned; the
        // pipeline was created with CAPTURE_STATISTICS (VUID 03274).
        let stats = unsafe { loader.get_pipeline_executable_statistics(&exe) }
            .map_err(vk_err("vkGetPipelineExecutableStatisticsKHR"))?;
        let statistics = stats
            .iter()
            .map(|s| {
                // SAFETY: every field of the statistic-value union is plain data of at most 8
                // bytes, all initialised (ash zeroes the output structs before the driver writes
                // them), and `format` says which one the driver wrote.
                let value = unsafe {
                    match s.format {
                        vk::PipelineExecutableStatisticFormatKHR::BOOL32 => {
                            StatValue::Bool(s.value.b32 != 0)
                        }
                        vk::PipelineExecutableStatisticFormatKHR::INT64 => {
                            StatValue::Int(s.value.i64)
                        }
                        vk::PipelineExecutableStatisticFormatKHR::FLOAT64 => {
                            StatValue::Float(s.value.f64)
                        }
                        _ => StatValue::Uint(s.value.u64),
                    }
                };
                Statistic {
                    name: text(&s.name),
                    description: text(&s.description),
                    value,
                }
            })
            .collect();
        out.push(ExecutableInfo {
            name: text(&e.name),
            description: text(&e.description),
            subgroup_size: e.subgroup_size,
            statistics,
            representations: representations(&loader, &exe)?,
        });
    }
    Ok(out)
}

/// The two-call protocol: sizes first, then the data into buffers we own.
fn representations(
    loader: &ash::khr::pipeline_executable_properties::Device,
    exe: &vk::PipelineExecutableInfoKHR<'_>,
) -> Result<Vec<(String, String)>> {
    let vk_err = RunnerError::vk("vkGetPipelineExecutableInternalRepresentationsKHR");
    // SAFETY: `exe` names a live pipeline created with CAPTURE_INTERNAL_REPRESENTATIONS (VUID
    // 03278) and an executable index below the driver's count; ash sizes the output.
    let sized =
        unsafe { loader.get_pipeline_executable_internal_representations(exe) }.map_err(vk_err)?;
    if sized.is_empty() {
        return Ok(Vec::new());
    }
    let mut buffers: Vec<Vec<u8>> = sized.iter().map(|r| vec![0u8; r.data_size]).collect();
    let mut reps: Vec<vk::PipelineExecutableInternalRepresentationKHR<'_>> = sized
        .iter()
        .zip(buffers.iter_mut())
        .map(|(r, buf)| vk::PipelineExecutableInternalRepresentationKHR {
            data_size: r.data_size,
            p_data: buf.as_mut_ptr().cast(),
            ..Default::default()
        })
        .collect();
    let mut count = reps.len() as u32;
    // SAFETY: as above. `count` is the length of `reps`, and each entry's `p_data` points at its
    // own buffer of `data_size` bytes; `buffers` and `reps` are neither moved nor resized until
    // after the call, and the driver writes at most `data_size` bytes to each.
    let result = unsafe {
        (loader
            .fp()
            .get_pipeline_executable_internal_representations_khr)(
            loader.device(),
            exe,
            &mut count,
            reps.as_mut_ptr(),
        )
    };
    if result != vk::Result::SUCCESS && result != vk::Result::INCOMPLETE {
        return Err(RunnerError::vk(
            "vkGetPipelineExecutableInternalRepresentationsKHR",
        )(result));
    }
    Ok(reps
        .iter()
        .zip(&buffers)
        .take(count as usize)
        .map(|(r, buf)| {
            let body = if r.is_text == vk::TRUE {
                let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
                String::from_utf8_lossy(&buf[..end]).into_owned()
            } else {
                format!("({} bytes of binary data)", buf.len())
            };
            (format!("{}: {}", text(&r.name), text(&r.description)), body)
        })
        .collect())
}
