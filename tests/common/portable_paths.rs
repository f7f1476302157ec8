#![allow(dead_code)]

//! One OpenCL C source compiled for the default target and for the portable paths the run
//! tests compare it with (`vulkan1.2-portable`, run by oclvk's runner without device
//! addresses, and `wgsl`, run through wgpu), and run on each.

use oclvk::naga_backend::{Code, Options};
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::runner::{NdRange, Runtime, RuntimeOptions};
use oclvk::spec::ArgSpec;
use oclvk::spirv::reflect::{ModuleReflection, Target};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Path {
    Default,
    Vulkan12Portable,
    Wgsl,
}

pub enum Module {
    Spirv(oclvk::spirv::Output),
    Wgsl(String, ModuleReflection),
}

/// `source` (named `file` in diagnostics) compiled with `build_options` for `path`; the
/// rendered diagnostics where it does not compile.
pub fn compile(
    file: &str,
    source: &str,
    build_options: &str,
    path: Path,
) -> Result<Module, String> {
    let options = oclvk::build_options::parse(build_options).map_err(|e| e.to_string())?;
    let target = match path {
        Path::Default => {
            return oclvk::compile_source(file, source, &options)
                .into_result()
                .map(Module::Spirv)
                .map_err(|e| e.to_string())
        }
        Path::Vulkan12Portable => Target::Vulkan1_2Portable,
        Path::Wgsl => Target::Wgsl,
    };
    let portable = Options {
        target,
        ..Options::default()
    };
    let (compilation, output) = oclvk::compile_source_portable(file, source, &options, &portable);
    let output = output.ok_or_else(|| compilation.render(oclvk::DiagnosticFormat::Text, false))?;
    Ok(match output.code {
        Code::Text(text) => Module::Wgsl(text, output.reflection),
        Code::Words(words) => Module::Spirv(oclvk::spirv::Output {
            words,
            reflection: output.reflection,
        }),
    })
}

/// The three paths' devices: oclvk's runner with and without device addresses (the validation
/// layer on), and wgpu's.
pub struct Runtimes {
    pub default: Runtime,
    pub no_addresses: Runtime,
    pub wgpu: oclvk::wgpu_run::WgpuDevice,
}

impl Runtimes {
    /// Asserts that the validation layer reported nothing on oclvk's runners.
    pub fn assert_validation_clean(&self) {
        for rt in [&self.default, &self.no_addresses] {
            let messages = rt.validation_messages();
            assert!(messages.is_empty(), "validation:\n{}", messages.join("\n"));
        }
    }
}

pub fn runtimes() -> Runtimes {
    let options = RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    };
    Runtimes {
        default: Runtime::new(options.clone()).expect("a Vulkan device"),
        no_addresses: Runtime::new(RuntimeOptions {
            buffer_device_address: false,
            ..options.clone()
        })
        .expect("a Vulkan device"),
        wgpu: oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
            .expect("a wgpu Vulkan adapter"),
    }
}

/// Runs `kernel` of `module` on `path`'s device over `global` in groups of `local`: every
/// output buffer's bytes, by argument name.
pub fn run(
    rts: &Runtimes,
    module: &Module,
    path: Path,
    kernel: &str,
    specs: &[ArgSpec],
    global: &[u64],
    local: &[u32],
) -> Result<Vec<(String, Vec<u8>)>, String> {
    let range = NdRange::new(global).with_local(local);
    let config = RunConfig::default();
    let report = match module {
        Module::Spirv(output) => {
            let rt = if path == Path::Default {
                &rts.default
            } else {
                &rts.no_addresses
            };
            let program = oclvk::load(rt, output).map_err(|e| e.to_string())?;
            rt.run_specs(&program, kernel, &range, specs, &config)
                .map_err(|e| e.to_string())?
        }
        Module::Wgsl(text, reflection) => rts
            .wgpu
            .run_specs(text, reflection, kernel, &range, specs, &config)
            .map_err(|e| e.to_string())?,
    };
    Ok(report
        .outputs
        .into_iter()
        .map(|o| (o.param.name.clone(), o.bytes))
        .collect())
}
