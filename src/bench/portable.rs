//! `oclvk bench --target vulkan1.2-portable|wgsl`: every case also compiled for a portable
//! target and run next to the default path, on the same device: the portable SPIR-V through
//! the runner with bufferDeviceAddress switched off (descriptors only), WGSL through wgpu's
//! Vulkan backend. Checked and timed as the default path is (GPU timestamps, median of the
//! runs).

use serde::Serialize;

use super::cases::{self, Arg, Case};
use super::{checked_and_timed, failed, BenchOptions, Side};
use crate::naga_backend::{Code, Options};
use crate::runner::{ArgValue, Buffer, NdRange, Runtime, RuntimeOptions};
use crate::spirv::reflect::{ModuleReflection, Target};

/// The portable target a bench runs next to the default path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PortableTarget {
    #[serde(rename = "vulkan1.2-portable")]
    Vulkan12Portable,
    #[serde(rename = "wgsl")]
    Wgsl,
}

impl PortableTarget {
    /// As `--target` spells it.
    pub fn name(self) -> &'static str {
        self.target().name()
    }

    fn target(self) -> Target {
        match self {
            PortableTarget::Vulkan12Portable => Target::Vulkan1_2Portable,
            PortableTarget::Wgsl => Target::Wgsl,
        }
    }
}

/// Where the portable side runs.
pub(super) enum PortableHost {
    /// The runner without device addresses.
    Runner(Runtime),
    #[cfg(feature = "wgpu")]
    Wgpu(crate::wgpu_run::WgpuDevice),
}

impl PortableHost {
    /// The host of `target` on the device `runtime` chooses, writing kernel timestamps.
    pub(super) fn new(target: PortableTarget, runtime: &RuntimeOptions) -> Result<Self, String> {
        match target {
            PortableTarget::Vulkan12Portable => Runtime::new(RuntimeOptions {
                kernel_timestamps: true,
                buffer_device_address: false,
                ..runtime.clone()
            })
            .map(PortableHost::Runner)
            .map_err(|e| e.to_string()),
            #[cfg(feature = "wgpu")]
            PortableTarget::Wgsl => {
                crate::wgpu_run::WgpuDevice::new(runtime.device.as_ref(), runtime.timeout)
                    .map(PortableHost::Wgpu)
                    .map_err(|e| e.to_string())
            }
            #[cfg(not(feature = "wgpu"))]
            PortableTarget::Wgsl => {
                Err("this oclvk was built without wgpu (feature `wgpu`)".into())
            }
        }
    }

    /// Runs one case for `target`: compile, first launch, check, warm-up, timed runs.
    pub(super) fn run_case(
        &self,
        target: PortableTarget,
        case: &Case,
        opts: &BenchOptions,
    ) -> Side {
        self.run(target, case, opts)
            .unwrap_or_else(|(e, verified)| failed(e, verified))
    }

    fn run(
        &self,
        target: PortableTarget,
        case: &Case,
        opts: &BenchOptions,
    ) -> Result<Side, (String, bool)> {
        let (code, reflection) = compile(target, case).map_err(|e| (e, false))?;
        let mut range = NdRange::new(&case.global);
        if !case.local.is_empty() {
            range = range.with_local(&case.local);
        }
        match (self, code) {
            (PortableHost::Runner(rt), Code::Words(words)) => {
                let program = rt
                    .load_program(&words, Some(reflection))
                    .map_err(|e| (e.to_string(), false))?;
                let buffers: Vec<Buffer> = case
                    .buffers
                    .iter()
                    .map(|b| rt.buffer_from_bytes(b))
                    .collect::<Result<_, _>>()
                    .map_err(|e| (e.to_string(), false))?;
                let names: Vec<String> = (0..case.args.len()).map(|i| i.to_string()).collect();
                let args: Vec<(&str, ArgValue)> = case
                    .args
                    .iter()
                    .zip(&names)
                    .map(|(a, n)| {
                        let v = match a {
                            Arg::Buf(i) => ArgValue::Buffer(&buffers[*i]),
                            Arg::Val(b) => ArgValue::Value(b.clone()),
                        };
                        (n.as_str(), v)
                    })
                    .collect();
                let launch = || {
                    rt.launch(&program, case.kernel, &range, &args)
                        .map_err(|e| e.to_string())
                };
                let output = || buffers[case.output].read_bytes().map_err(|e| e.to_string());
                checked_and_timed(case, opts, launch, output)
            }
            #[cfg(feature = "wgpu")]
            (PortableHost::Wgpu(device), Code::Text(wgsl)) => {
                use crate::spec::{HostArg, ResolvedArg};
                let kernel = reflection
                    .kernel(case.kernel)
                    .ok_or_else(|| (format!("no kernel '{}'", case.kernel), false))?;
                let mut resolved = Vec::new();
                let mut output_arg = None;
                for (a, param) in case.args.iter().zip(&kernel.args) {
                    let value = match a {
                        Arg::Buf(i) => {
                            if *i == case.output {
                                output_arg = Some(param.index);
                            }
                            HostArg::Buffer(case.buffers[*i].clone())
                        }
                        Arg::Val(b) => HostArg::Value(b.clone()),
                    };
                    resolved.push(ResolvedArg {
                        param: param.clone(),
                        value,
                    });
                }
                let output_arg = output_arg
                    .ok_or_else(|| ("no argument holds the output".to_string(), false))?;
                let launch = device
                    .prepare(&wgsl, &reflection, case.kernel, &range, &resolved)
                    .map_err(|e| (e.to_string(), false))?;
                let output = || match launch.read_argument(output_arg) {
                    Ok(Some(bytes)) => Ok(bytes),
                    Ok(None) => Err("the kernel binds no output buffer".to_string()),
                    Err(e) => Err(e.to_string()),
                };
                checked_and_timed(
                    case,
                    opts,
                    || launch.run().map_err(|e| e.to_string()),
                    output,
                )
            }
            _ => Err((
                format!("the {} target wrote no module for this host", target.name()),
                false,
            )),
        }
    }
}

/// The case's source compiled for `target` by the naga backend.
fn compile(target: PortableTarget, case: &Case) -> Result<(Code, ModuleReflection), String> {
    let source = cases::source(case.file).ok_or_else(|| format!("no source {}", case.file))?;
    let options = crate::build_options::parse(&format!("-cl-std={}", cases::cl_std(case.file)))
        .map_err(|e| e.to_string())?;
    // The case's kernel alone: another kernel of its file that the target refuses does not
    // keep it from running.
    let portable = Options {
        target: target.target(),
        kernel: Some(case.kernel.to_string()),
        ..Options::default()
    };
    let (compilation, output) =
        crate::compile_source_portable(case.file, source, &options, &portable);
    match output {
        Some(o) => Ok((o.code, o.reflection)),
        None => Err(compilation
            .render(crate::DiagnosticFormat::Text, false)
            .trim_end()
            .to_string()),
    }
}
