//! `oclvk compile`: OpenCL C to a SPIR-V module, its reflection sidecar, or disassembly.

use super::lang::LangArgs;
use super::Failure;
use clap::ValueEnum;
use oclvk::spirv::reflect::Target;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(clap::Args)]
pub struct Args {
    /// The OpenCL C source file
    pub input: PathBuf,
    /// Output file (default: the input's name with .spv, or .spvasm with -S; .wgsl, .metal,
    /// .hlsl or .comp for the shading languages); `-` writes to standard output (no sidecar:
    /// a SPIR-V module embeds its reflection, the portable targets' output does not)
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Target environment
    #[arg(long, value_enum, default_value_t = TargetArg::Vulkan1_2)]
    pub target: TargetArg,
    /// Write SPIR-V assembly text (needs spirv-dis from SPIRV-Tools)
    #[arg(short = 'S')]
    pub assembly: bool,
    /// Leave the embedded reflection out of the module (the .spv.json sidecar is still written)
    #[arg(long)]
    pub strip_reflection: bool,
    /// Do not write the .spv.json reflection sidecar
    #[arg(long)]
    pub no_sidecar: bool,
    /// Portable targets: the kernel to write, alone (needed for GLSL when the file has
    /// several kernels: a GLSL shader has one entry point)
    #[arg(long, value_name = "NAME")]
    pub kernel: Option<String>,
    /// Portable targets: the byte size of the `local` pointer argument NAME of the kernels
    /// written (repeatable). MSL and HLSL declare its workgroup array that long (a host must
    /// pass that size) and refuse a `local` argument without one; WGSL, GLSL and
    /// vulkan1.x-portable make it the default of the argument's override / specialization
    /// constant, which the host may still set. BYTES: N, NK or NM, a whole number of elements
    #[arg(long = "local-arg", value_name = "NAME=BYTES")]
    pub local_args: Vec<LocalArgSize>,
    /// Portable targets: the work-group size of the kernels without reqd_work_group_size
    /// (one with another required size is an error): fixed in MSL, HLSL and GLSL (default:
    /// the kernel's work_group_size_hint, else 64), the default of the overrides /
    /// specialization constants in WGSL and vulkan1.x-portable
    #[arg(long = "work-group-size", value_name = "X[,Y[,Z]]")]
    pub work_group_size: Option<super::run::Sizes<u32>>,
    /// GLSL target: the `#version` written (core profile)
    #[arg(long, value_name = "VERSION", default_value_t = 450, value_parser = clap::value_parser!(u16).range(330..=460))]
    pub glsl_version: u16,
    /// Vulkan targets: compile in bounds checks of every global, constant and local-argument
    /// access (what `oclvk run --check-bounds` does; the runner reports violations)
    #[arg(long)]
    pub check_bounds: bool,
    /// Vulkan targets: compile in the check for lavapipe's loop limit (what `oclvk run` does
    /// on lavapipe)
    #[arg(long)]
    pub lavapipe_loop_check: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetArg {
    /// Vulkan 1.2, SPIR-V 1.5 (default)
    #[value(name = "vulkan1.2")]
    Vulkan1_2,
    /// Vulkan 1.3, SPIR-V 1.6
    #[value(name = "vulkan1.3")]
    Vulkan1_3,
    /// OpenCL runtimes that take SPIR-V (Kernel capability, SPIR-V 1.0; 1.3 with the
    /// cl_khr_subgroup_* extensions)
    #[value(name = "opencl")]
    Opencl,
    /// Vulkan 1.2 without device addresses: SPIR-V 1.5 with storage-buffer descriptors, written
    /// through naga (bindings in the .json sidecar)
    #[value(name = "vulkan1.2-portable")]
    Vulkan1_2Portable,
    /// Vulkan 1.3 without device addresses: SPIR-V 1.6, as vulkan1.2-portable
    #[value(name = "vulkan1.3-portable")]
    Vulkan1_3Portable,
    /// WebGPU Shading Language (WGSL), written through naga
    #[value(name = "wgsl")]
    Wgsl,
    /// Metal Shading Language 2.4, written through naga
    #[value(name = "msl")]
    Msl,
    /// HLSL, Shader Model 6.0, written through naga
    #[value(name = "hlsl")]
    Hlsl,
    /// GLSL compute shader for Vulkan (`--glsl-version`, 450 core by default), written through naga
    #[value(name = "glsl")]
    Glsl,
}

impl From<TargetArg> for Target {
    fn from(t: TargetArg) -> Target {
        match t {
            TargetArg::Vulkan1_2 => Target::Vulkan1_2,
            TargetArg::Vulkan1_3 => Target::Vulkan1_3,
            TargetArg::Opencl => Target::Opencl,
            TargetArg::Vulkan1_2Portable => Target::Vulkan1_2Portable,
            TargetArg::Vulkan1_3Portable => Target::Vulkan1_3Portable,
            TargetArg::Wgsl => Target::Wgsl,
            TargetArg::Msl => Target::Msl,
            TargetArg::Hlsl => Target::Hlsl,
            TargetArg::Glsl => Target::Glsl,
        }
    }
}

/// `--local-arg NAME=BYTES`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalArgSize {
    pub name: String,
    pub bytes: u64,
}

impl std::str::FromStr for LocalArgSize {
    type Err = String;

    fn from_str(text: &str) -> Result<LocalArgSize, String> {
        let (name, bytes) = text
            .split_once('=')
            .ok_or_else(|| format!("'{text}' is not NAME=BYTES"))?;
        let name = name.trim();
        let is_identifier = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !is_identifier {
            return Err(format!("'{name}' in '{text}' is not an argument name"));
        }
        let bytes: super::run::ByteSize = bytes.parse()?;
        Ok(LocalArgSize {
            name: name.to_string(),
            bytes: bytes.0,
        })
    }
}

/// The portable targets' `--local-arg` sizes as the naga backend takes them.
pub fn local_arg_bytes(sizes: &[LocalArgSize]) -> Vec<(String, u64)> {
    sizes.iter().map(|s| (s.name.clone(), s.bytes)).collect()
}

pub fn run(args: Args) -> Result<(), Failure> {
    let target: Target = args.target.into();
    if target.is_portable() {
        return run_portable(args, target);
    }
    if !args.local_args.is_empty() || args.work_group_size.is_some() {
        return Err(Failure::new(format!(
            "--local-arg and --work-group-size size what the portable targets fix when compiling (--target wgsl, msl, hlsl, glsl, vulkan1.x-portable); the {} target sizes 'local' arguments and work-groups at launch",
            target.name()
        )));
    }
    let mut options = args.lang.compile_options();
    options.backend.target = args.target.into();
    options.backend.strip_reflection = args.strip_reflection;
    options.backend.check_bounds = args.check_bounds;
    options.backend.loop_limit = args
        .lavapipe_loop_check
        .then_some(oclvk::spirv::reflect::LAVAPIPE_LOOP_LIMIT);
    let compilation = oclvk::compile_file(&args.input, &options);
    args.lang.print_diagnostics(&compilation);
    let Some(output) = compilation.output else {
        return Err(Failure::silent());
    };
    let extension = if args.assembly { "spvasm" } else { "spv" };
    let path = args
        .output
        .clone()
        .unwrap_or_else(|| args.input.with_extension(extension));
    let to_stdout = path.as_os_str() == "-";
    if to_stdout && args.strip_reflection && !args.no_sidecar {
        return Err(Failure::new(
            "'-o -' with --strip-reflection would lose the reflection: write to a file (for the .spv.json sidecar) or add --no-sidecar",
        ));
    }
    let bytes: Vec<u8> = output.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    if args.assembly {
        let text = disassemble(&bytes)?;
        write(&path, text.as_bytes())?;
    } else {
        write(&path, &bytes)?;
    }
    if !args.no_sidecar && !args.assembly && !to_stdout {
        let sidecar = sidecar_path(&path);
        write(&sidecar, output.reflection.to_json().as_bytes())?;
    }
    Ok(())
}

/// A portable target: naga's output and the reflection sidecar with the bindings.
fn run_portable(args: Args, target: Target) -> Result<(), Failure> {
    let options = args.lang.compile_options();
    let portable = oclvk::naga_backend::Options {
        target,
        glsl_version: args.glsl_version,
        fast_math: options.backend.fast_math,
        kernel: args.kernel.clone(),
        local_arg_bytes: local_arg_bytes(&args.local_args),
        work_group_size: args.work_group_size.as_ref().map(|s| s.padded(1)),
        ..Default::default()
    };
    let (compilation, output) = oclvk::compile_file_portable(&args.input, &options, &portable);
    args.lang.print_diagnostics(&compilation);
    let Some(output) = output else {
        return Err(Failure::silent());
    };
    let extension = match target {
        Target::Wgsl => "wgsl",
        Target::Msl => "metal",
        Target::Hlsl => "hlsl",
        Target::Glsl => "comp",
        _ if args.assembly => "spvasm",
        _ => "spv",
    };
    let path = args
        .output
        .clone()
        .unwrap_or_else(|| args.input.with_extension(extension));
    let to_stdout = path.as_os_str() == "-";
    match &output.code {
        oclvk::naga_backend::Code::Text(text) => write(&path, text.as_bytes())?,
        oclvk::naga_backend::Code::Words(words) => {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            if args.assembly {
                write(&path, disassemble(&bytes)?.as_bytes())?;
            } else {
                write(&path, &bytes)?;
            }
        }
    }
    if !args.no_sidecar && !to_stdout {
        write(&sidecar_path(&path), output.reflection.to_json().as_bytes())?;
    }
    Ok(())
}

/// `k.spv` -> `k.spv.json`.
pub fn sidecar_path(module: &Path) -> PathBuf {
    let mut name = module.as_os_str().to_os_string();
    name.push(".json");
    PathBuf::from(name)
}

/// Writes `bytes` to `path`, or to standard output for `-`.
fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if path.as_os_str() == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(|e| Failure::new(format!("cannot write to standard output: {e}")));
    }
    std::fs::write(path, bytes)
        .map_err(|e| Failure::new(format!("cannot write '{}': {e}", path.display())))
}

/// Disassembles through `spirv-dis` (SPIRV-Tools), which every SPIR-V developer has.
fn disassemble(bytes: &[u8]) -> Result<String, Failure> {
    let dir = std::env::temp_dir().join(format!("oclvk-dis-{}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Failure::new(format!("cannot create a temporary directory: {e}")))?;
    let input = dir.join("module.spv");
    std::fs::write(&input, bytes)
        .map_err(|e| Failure::new(format!("cannot write '{}': {e}", input.display())))?;
    let result = Command::new("spirv-dis")
        .arg("--raw-id")
        .arg(&input)
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok(out) if out.status.success() => Ok(String::from_utf8_lossy(&out.stdout).into_owned()),
        Ok(out) => Err(Failure::new(format!(
            "spirv-dis failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ))),
        Err(e) => Err(Failure::new(format!(
            "-S needs spirv-dis (package spirv-tools): {e}"
        ))),
    }
}
