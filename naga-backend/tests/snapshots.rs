//! Every kernel of `tests/in/*.cl` through every portable target: the output compared with
//! `tests/out/<target>/<name>.<ext>` (`OCLVK_BLESS=1` rewrites them), after naga's validator
//! (inside `compile`), naga's WGSL reader for WGSL, spirv-val for the portable SPIR-V and
//! `glslangValidator -V` for GLSL. A corpus file's `// local-args: NAME=BYTES...` and
//! `// work-group-size: X[,Y[,Z]]` lines compile it as `oclvk compile --local-arg NAME=BYTES
//! --work-group-size X,Y,Z` does.

#[path = "../../spirv-backend/tests/math_library/mod.rs"]
mod math_library;
mod size_options;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::LangOptions;
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Code, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [(Target, &str, &str); 6] = [
    (Target::Wgsl, "wgsl", "wgsl"),
    (Target::Msl, "msl", "metal"),
    (Target::Hlsl, "hlsl", "hlsl"),
    (Target::Glsl, "glsl", "comp"),
    (Target::Vulkan1_2Portable, "spvasm", "vulkan1.2.spvasm"),
    (Target::Vulkan1_3Portable, "spvasm", "vulkan1.3.spvasm"),
];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("oclvk-naga-tests-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn run(cmd: &mut Command, what: &str) -> Result<String, String> {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        Ok(text)
    } else {
        Err(format!("{what} failed:\n{text}"))
    }
}

fn write_spv(name: &str, words: &[u32]) -> PathBuf {
    let path = scratch(name);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Compares `text` with the snapshot at `path`, or writes it under `OCLVK_BLESS=1`.
fn snapshot(path: &Path, text: &str) -> Result<(), String> {
    if std::env::var_os("OCLVK_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        return Ok(());
    }
    match std::fs::read_to_string(path) {
        Ok(expected) if expected == text => Ok(()),
        Ok(_) => Err(format!(
            "{} differs (OCLVK_BLESS=1 accepts):\n{text}",
            path.display()
        )),
        Err(_) => Err(format!(
            "{} is missing (OCLVK_BLESS=1 writes it)",
            path.display()
        )),
    }
}

/// The language options of a corpus file: OpenCL C 1.2, or the `-cl-std=` of its
/// `// options:` line (as tests/clang_differential.rs reads it for clang).
fn lang_options(source: &str) -> LangOptions {
    let mut options = LangOptions::default();
    let std = source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// options:"))
        .flat_map(str::split_whitespace)
        .find_map(|w| w.strip_prefix("-cl-std="));
    if let Some(version) = std {
        options.std = match version {
            "CL2.0" => oclvk_frontend::options::ClStd::Cl2_0,
            "CL3.0" => oclvk_frontend::options::ClStd::Cl3_0,
            other => panic!("unknown -cl-std={other}"),
        };
    }
    options
}

fn compile_for(source: &str, name: &str, target: Target) -> Result<Code, String> {
    let fe = Frontend::compile_source(
        name,
        source,
        &lang_options(source),
        WarningPolicy::default(),
    );
    let module = fe
        .module
        .ok_or_else(|| format!("{name} does not compile"))?;
    let (local_arg_bytes, work_group_size) = size_options::size_options(source);
    compile(
        &module,
        &Options {
            target,
            math_library: Some(math_library::math_library()),
            local_arg_bytes,
            work_group_size,
            ..Options::default()
        },
    )
    .map(|o| o.code)
    .map_err(|d| {
        d.iter()
            .map(|d| oclvk_frontend::diag::render_text(&fe.sources, d, false))
            .collect::<String>()
    })
}

/// WGSL read back by naga's own front end and validated, as wgpu does with a shader module.
fn reparse_wgsl(text: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(text).map_err(|e| e.emit_to_string(text))?;
    // As wgpu validates it on a device with `Features::SUBGROUP` and `SUBGROUP_BARRIER`.
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        // WGSL's core `unpack2x16float` (`vload_half`).
        naga::valid::Capabilities::SHADER_FLOAT16_IN_FLOAT32
            | naga::valid::Capabilities::SUBGROUP
            | naga::valid::Capabilities::SUBGROUP_BARRIER,
    )
    .subgroup_stages(naga::valid::ShaderStages::COMPUTE)
    .subgroup_operations(naga::valid::SubgroupOperationSet::all())
    .validate(&module)
    .map(|_| ())
    .map_err(|e| format!("{:?}", e.into_inner()))
}

#[test]
fn corpus_through_every_target() {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(dir().join("in"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 10, "the corpus is in tests/in");
    let sources: Vec<(String, String)> = inputs
        .iter()
        .map(|input| {
            let stem = input.file_stem().unwrap().to_str().unwrap().to_string();
            (stem, std::fs::read_to_string(input).unwrap())
        })
        .collect();
    let mut failures = Vec::new();
    for (stem, source) in &sources {
        let (stem, source) = (stem.as_str(), source.as_str());
        // `// targets: wgsl ...` on the first line limits a kernel to those targets.
        let only: Option<Vec<&str>> = source
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// targets:"))
            .map(|l| l.split_whitespace().collect());
        for (target, sub, ext) in TARGETS {
            if only.as_ref().is_some_and(|o| !o.contains(&sub)) {
                continue;
            }
            let code = match compile_for(source, stem, target) {
                Ok(code) => code,
                Err(e) => {
                    failures.push(format!("{stem} for {target:?}:\n{e}"));
                    continue;
                }
            };
            let text = match code {
                Code::Text(text) => {
                    if target == Target::Wgsl {
                        if let Err(e) = reparse_wgsl(&text) {
                            failures.push(format!("{stem}: the WGSL does not read back: {e}"));
                        }
                    }
                    if target == Target::Glsl {
                        let path = scratch(&format!("{stem}.comp"));
                        std::fs::write(&path, &text).unwrap();
                        if let Err(e) = run(
                            Command::new("glslangValidator")
                                .args(["-V", "--target-env", "vulkan1.2", "-o"])
                                .arg(scratch(&format!("{stem}.glsl.spv")))
                                .arg(&path),
                            &format!("glslangValidator on {stem}"),
                        ) {
                            failures.push(e);
                        }
                    }
                    text
                }
                Code::Words(words) => {
                    let env = if target == Target::Vulkan1_2Portable {
                        "vulkan1.2"
                    } else {
                        "vulkan1.3"
                    };
                    let path = write_spv(&format!("{stem}.{env}.spv"), &words);
                    if let Err(e) = run(
                        Command::new("spirv-val")
                            .args(["--target-env", env])
                            .arg(&path),
                        &format!("spirv-val on {stem} ({env})"),
                    ) {
                        failures.push(e);
                    }
                    run(
                        Command::new("spirv-dis")
                            .args(["--raw-id", "--no-header"])
                            .arg(&path),
                        "spirv-dis",
                    )
                    .unwrap_or_else(|e| e)
                }
            };
            if let Err(e) = snapshot(
                &dir().join("out").join(sub).join(format!("{stem}.{ext}")),
                &text,
            ) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The reflection of a kernel with 64-bit atomics says on which memory it has them, for the
/// runner to check the device's `shaderBufferInt64Atomics` / `shaderSharedInt64Atomics`.
#[test]
fn int64_atomics_are_in_the_reflection() {
    let reflect = |name: &str, target: Target| {
        let source = std::fs::read_to_string(dir().join("in").join(name)).unwrap();
        let fe = Frontend::compile_source(
            name,
            &source,
            &lang_options(&source),
            WarningPolicy::default(),
        );
        let options = Options {
            target,
            math_library: Some(math_library::math_library()),
            ..Options::default()
        };
        let output = compile(&fe.module.unwrap(), &options).unwrap();
        let p = output.reflection.kernels[0].portable.clone().unwrap();
        (p.buffer_int64_atomics, p.shared_int64_atomics)
    };
    for target in [Target::Hlsl, Target::Vulkan1_2Portable] {
        assert_eq!(reflect("atomics64.cl", target), (true, true));
        assert_eq!(reflect("histogram.cl", target), (false, false));
    }
    assert_eq!(
        reflect("longs.cl", Target::Vulkan1_3Portable),
        (false, false)
    );
}

/// MSL and HLSL take an image's channel data type and order and a sampler argument's modes
/// from hidden fields after the argument block's bytes, which the reflection names by
/// argument; `Options::hidden_fields` puts them there on WGSL and portable SPIR-V too.
#[test]
fn hidden_fields_are_in_the_reflection() {
    use oclvk_abi::portable::{HiddenField, HiddenValue};
    use oclvk_abi::reflect::ArgKind;
    let name = "images_hidden_fields.cl";
    let source = std::fs::read_to_string(dir().join("in").join(name)).unwrap();
    let fe = Frontend::compile_source(
        name,
        &source,
        &lang_options(&source),
        WarningPolicy::default(),
    );
    let module = fe.module.unwrap();
    for (target, hidden_fields) in [
        (Target::Msl, false),
        (Target::Hlsl, false),
        (Target::Wgsl, true),
        (Target::Vulkan1_2Portable, true),
    ] {
        let options = Options {
            target,
            hidden_fields,
            math_library: Some(math_library::math_library()),
            ..Options::default()
        };
        let reflection = compile(&module, &options).unwrap().reflection;
        let kernel = |name: &str| {
            reflection
                .kernels
                .iter()
                .find(|k| k.name == name)
                .unwrap()
                .clone()
        };
        // `formats`: after `bias`'s bytes, the image's data type and order.
        let formats = kernel("formats");
        let block = formats.transport.block_size().div_ceil(4) * 4;
        assert_eq!(
            formats.portable.as_ref().unwrap().hidden_fields,
            [
                HiddenField {
                    offset: block,
                    value: HiddenValue::ImageChannelDataType { index: 0 },
                },
                HiddenField {
                    offset: block + 4,
                    value: HiddenValue::ImageChannelOrder { index: 0 },
                },
            ],
            "{target:?}"
        );
        assert_eq!(formats.arg_block_size(), block + 8, "{target:?}");
        // `unnormalized`: the sampler's modes after the image's order (its border's alpha),
        // unnormalized coordinates allowed.
        let unnormalized = kernel("unnormalized");
        let hidden = &unnormalized.portable.as_ref().unwrap().hidden_fields;
        assert_eq!(
            hidden.last().map(|f| f.value),
            Some(HiddenValue::SamplerModes { index: 1 }),
            "{target:?}"
        );
        for a in &unnormalized.args {
            match a.kind {
                ArgKind::Sampler {
                    normalized_only,
                    modes_override_id,
                    ..
                } => assert!(
                    !normalized_only && modes_override_id.is_none(),
                    "{target:?}"
                ),
                ArgKind::Image {
                    format_spec_ids, ..
                } => assert_eq!(format_spec_ids, None, "{target:?}"),
                _ => {}
            }
        }
    }
}

/// GLSL's combined image samplers: each pairs an image argument with the sampler naga's writer
/// combined it with, an image sampled with three samplers being three bindings, and images only
/// loaded and queried having no sampler; every other target declares none.
#[test]
fn glsl_reflects_combined_image_samplers() {
    use oclvk_abi::portable::{CombinedSampler, SamplerSource};
    use oclvk_abi::reflect::{AddressingMode, FilterMode, SamplerModes};
    let source = std::fs::read_to_string(dir().join("in").join("images_combined.cl")).unwrap();
    let reflect = |target: Target| {
        let fe = Frontend::compile_source(
            "images_combined.cl",
            &source,
            &lang_options(&source),
            WarningPolicy::default(),
        );
        let options = Options {
            target,
            math_library: Some(math_library::math_library()),
            ..Options::default()
        };
        compile(&fe.module.unwrap(), &options)
            .unwrap()
            .reflection
            .kernels[0]
            .clone()
    };
    let k = reflect(Target::Glsl);
    let combined = &k.portable.as_ref().unwrap().combined_samplers;
    let constant = |binding| Some(SamplerSource::Constant { binding });
    let expected = [
        (1, 0, Some(SamplerSource::Argument { index: 1 })),
        (3, 2, None),
        (4, 3, None),
        (8, 0, constant(7)),
        (10, 0, constant(9)),
    ]
    .map(|(binding, image, sampler)| CombinedSampler {
        binding,
        image,
        sampler,
    });
    assert_eq!(combined.as_slice(), expected.as_slice());
    // The constants by their `inline_samplers` bindings: `smooth` and `pixels` (whose
    // coordinates the shader normalizes); `wrap`, whose integer reads are loads, is unused.
    let modes = |normalized_coords, addressing, filter| SamplerModes {
        normalized_coords,
        addressing,
        filter,
    };
    let inline: Vec<_> = k
        .inline_samplers
        .iter()
        .map(|s| (s.binding, s.modes))
        .collect();
    assert_eq!(
        inline,
        [
            (7, modes(true, AddressingMode::Repeat, FilterMode::Linear)),
            (
                9,
                modes(true, AddressingMode::ClampToEdge, FilterMode::Nearest)
            ),
        ]
    );
    for target in [Target::Wgsl, Target::Hlsl, Target::Vulkan1_2Portable] {
        let k = reflect(target);
        assert!(
            k.portable.unwrap().combined_samplers.is_empty(),
            "{target:?}"
        );
    }
}

/// `--local-arg` and `--work-group-size` in the reflection: MSL and HLSL record the `local`
/// argument's size as fixed and the work-group size as required; GLSL requires the size (its
/// `local` lengths stay specialization constants); WGSL and portable SPIR-V leave both to the
/// host, the sizes given only their defaults.
#[test]
fn sizes_given_when_compiling_are_in_the_reflection() {
    use oclvk_abi::reflect::ArgKind;
    let name = "reduce_local_arg_sized.cl";
    let source = std::fs::read_to_string(dir().join("in").join(name)).unwrap();
    let fe = Frontend::compile_source(
        name,
        &source,
        &lang_options(&source),
        WarningPolicy::default(),
    );
    let module = fe.module.unwrap();
    let (local_arg_bytes, work_group_size) = size_options::size_options(&source);
    for (target, fixed_bytes, required) in [
        (Target::Msl, Some(1024), Some([256, 1, 1])),
        (Target::Hlsl, Some(1024), Some([256, 1, 1])),
        (Target::Glsl, None, Some([256, 1, 1])),
        (Target::Wgsl, None, None),
        (Target::Vulkan1_2Portable, None, None),
    ] {
        let options = Options {
            target,
            math_library: Some(math_library::math_library()),
            local_arg_bytes: local_arg_bytes.clone(),
            work_group_size,
            ..Options::default()
        };
        let reflection = compile(&module, &options).unwrap().reflection;
        let kernel = &reflection.kernels[0];
        assert_eq!(kernel.work_group.required, required, "{target:?}");
        let ArgKind::Local {
            fixed_bytes: found, ..
        } = kernel.args[2].kind
        else {
            panic!("{target:?}: 'scratch' is a local argument")
        };
        assert_eq!(found, fixed_bytes, "{target:?}");
    }
}
