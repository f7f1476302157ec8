//! Images and samplers on the portable targets, run by `oclvk run` on lavapipe: the WGSL through
//! wgpu (textures in the `rgba32*` format rule, the host's images converted), the portable
//! SPIR-V through oclvk's runner (descriptors only), and the GLSL compiled by glslangValidator
//! and run there too (each sampled image a combined image sampler with the sampler the
//! reflection pairs it with), each output image and buffer compared with
//! the default Vulkan target's run of the same source and arguments (whose image kernels
//! tests/image_differential.rs checks against PoCL): exactly, or within a float tolerance
//! where a sampler filters linearly. Each case runs again with the image formats and sampler
//! modes in the argument block's hidden fields (`Options::hidden_fields`: MSL's and HLSL's
//! path, which no compiler here runs), compiled through the library and run by both runners.
//! GLSL's 1D image arrays (2D arrays one texel high) are also sampled at unnormalized
//! coordinates, which the default target refuses for arrays, against PoCL.

#![cfg(feature = "wgpu")]

mod common;
#[path = "common/opencl.rs"]
mod opencl;

use common::*;
use oclvk::abi::portable::HiddenValue;
use oclvk::naga_backend::{Code, Options};
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::runner::{NdRange, Runtime, RuntimeOptions};
use oclvk::spec::ArgSpec;
use oclvk::spirv::reflect::{ArgKind, Target};
use std::path::{Path, PathBuf};

const SOURCE: &str = r#"
constant sampler_t pixels = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
constant sampler_t smooth = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t wrap = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;
constant sampler_t mirror = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;

static float4 fetch(read_only image2d_t img, int2 c) {
    return read_imagef(img, c);
}

kernel void copy(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, fetch(src, c) * 2.0f - 1.0f);
}

kernel void ints(read_only image2d_t src, write_only image2d_t dst,
                 read_only image2d_t bytes, write_only image2d_t words) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagei(dst, c, read_imagei(src, c) * (int4)(1, -2, 3, -4));
    write_imageui(words, c, read_imageui(bytes, c) + read_imageui(bytes, border, c - 1));
}

// Integer reads with repeating addressing: the texel OpenCL's nearest filter picks, computed
// in the shader (naga samples float textures only), at coordinates up to a width outside.
kernel void int_repeats(read_only image2d_t src, read_only image1d_t row, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) * 2.7f - 5.3f) / size;
    write_imageui(dst, c, read_imageui(src, wrap, f) + read_imageui(src, mirror, f) * 1000u
                          + read_imageui(row, mirror, f.x * 1.3f) * 1000000u);
}

// Integer reads with a sampler argument: the shader picks the texel by the modes the runner
// sets (a WGSL override, a portable SPIR-V specialization constant).
kernel void int_sampled(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) * 2.7f - 5.3f) / size;
    write_imagei(dst, c, read_imagei(src, s, f));
}

kernel void int_sampled_pixels(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagei(dst, c, read_imagei(src, s, (float2)(c.x * 1.5f - 1.25f, c.y - 0.5f))
                         + read_imagei(src, s, c - 1) * 1000);
}

kernel void filtered(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) + 0.25f) / size;
    write_imagef(dst, c, read_imagef(src, s, f) + read_imagef(src, smooth, f * 1.5f));
}

// One image sampled through a helper with a sampler argument and a sampler constant (each a
// copy of the helper; on GLSL two combined bindings of the image).
static float4 at(read_only image2d_t img, sampler_t s, float2 f) {
    return read_imagef(img, s, f);
}

kernel void helpers(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(c.x, c.y) + 0.25f) / size;
    write_imagef(dst, c, at(src, s, f) + at(src, wrap, f * 1.5f) * 10.0f);
}

kernel void unnormalized(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, s, (float2)(c.x * 0.75f + 0.3f, c.y + 0.5f)));
}

kernel void edges(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 outside = ((float2)(c.x, c.y) * 2.0f - 1.5f) / size;
    write_imagef(dst, c, read_imagef(src, border, c - 1) * 100.0f
                         + read_imagef(src, pixels, (float2)(c.x - 0.5f, c.y + 0.75f)) * 10.0f
                         + read_imagef(src, s, outside));
}

kernel void formats(read_only image2d_t a, write_only image2d_t b, global int *out) {
    out[0] = get_image_channel_data_type(a);
    out[1] = get_image_channel_order(a);
    out[2] = get_image_channel_data_type(b);
    out[3] = get_image_channel_order(b);
    // Constant coordinates (naga's override processing, which wgpu runs, once made their
    // accesses invalid).
    write_imagef(b, (int2)(0), read_imagef(a, (int2)(0)) + read_imagef(a, smooth, (float2)(0.5f))
                               + read_imagef(a, border, (int2)(1)));
}

// CLK_ADDRESS_CLAMP's border, read by a nearest and a linear sampler constant and a sampler
// argument: (0, 0, 0, 1) for images without alpha (r32f, rg32f), (0, 0, 0, 0) for the others.
constant sampler_t linear_border = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;

kernel void borders(read_only image2d_t src, sampler_t s, global float4 *out) {
    int x = get_global_id(0), y = get_global_id(1);
    int i = 3 * (y * get_global_size(0) + x);
    float2 size = (float2)(get_image_width(src), get_image_height(src));
    float2 f = ((float2)(x, y) - 0.75f) / size;
    out[i] = read_imagef(src, border, (int2)(x - 1, y - 1));
    out[i + 1] = read_imagef(src, linear_border, f);
    out[i + 2] = read_imagef(src, s, f);
}

kernel void line(read_only image1d_t src, write_only image1d_t dst) {
    int i = get_global_id(0);
    write_imagef(dst, i, read_imagef(src, i) + read_imagef(src, smooth, (i + 0.5f) / get_image_width(src)) * 10.0f);
}

kernel void volumes(read_only image3d_t vol, read_only image2d_array_t layers,
                    global float4 *out, global int4 *sizes) {
    int i = get_global_id(0);
    out[i] = read_imagef(vol, (int4)(i, 1, 2, 0))
           + read_imagef(layers, smooth, (float4)(0.375f, 0.5f, i, 0.0f)) * 10.0f
           + read_imagef(layers, (int4)(1, 0, i, 0)) * 100.0f;
    int4 d = get_image_dim(vol);
    sizes[i] = (int4)(d.x + d.w, get_image_height(vol), get_image_depth(vol),
                      (int)get_image_array_size(layers));
}

// 1D image arrays (on WGSL and GLSL 2D array textures one texel high, as the reflection's
// `view_dim` tells the runners, which create and bind them so): texel reads and writes,
// samples along the row with the layer rounded (and the one row's centre whatever the
// addressing and filter), the width and the layer count.
kernel void rows(read_only image1d_array_t src, sampler_t s, write_only image1d_array_t dst,
                 global float *sizes) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float x = (c.x * 1.5f - 0.75f) / get_image_width(src);
    float layer = c.y + 0.4f;
    write_imagef(dst, c, read_imagef(src, c) + read_imagef(src, smooth, (float2)(x, layer)) * 10.0f
                         + read_imagef(src, s, (float2)(x, layer)) * 100.0f);
    sizes[0] = get_image_width(src);
    sizes[1] = get_image_array_size(src);
}

kernel void int_rows(read_only image1d_array_t src, sampler_t s, write_only image1d_array_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    float x = (c.x * 1.5f - 0.75f) / get_image_width(src);
    write_imagei(dst, c, read_imagei(src, c) + read_imagei(src, wrap, (float2)(x, c.y)) * 10
                         + read_imagei(src, mirror, (float2)(x, c.y)) * 100
                         + read_imagei(src, s, (float2)(x, c.y - 0.6f)) * 1000);
}
"#;

/// One run: the kernel, its global size, its `--arg` specs and the arguments compared.
struct Case<'a> {
    kernel: &'a str,
    global: &'a str,
    args: &'a [&'a str],
    outputs: &'a [&'a str],
    /// The largest difference allowed between floats (0: bytes equal).
    tolerance: f32,
    /// The portable targets compared.
    targets: &'static [&'static str],
}

/// Every runnable portable path: GLSL (compiled by glslangValidator, run by oclvk's runner) takes
/// the image formats and sampler modes from hidden fields of the argument block, as MSL and HLSL
/// do.
const ALL: &[&str] = &["wgsl", "vulkan1.2-portable", "glsl"];

const CASES: &[Case<'static>] = &[
    Case {
        kernel: "copy",
        global: "5,3",
        args: &["src=image:rgba32f:5x3:iota", "dst=image:rgba32f:5x3:zeros"],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "ints",
        global: "4,3",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "dst=image:rgba32i:4x3:zeros",
            "bytes=image:rgba8ui:4x3:iota",
            "words=image:rgba32ui:4x3:zeros",
        ],
        outputs: &["dst", "words"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_repeats",
        global: "5,4",
        args: &[
            "src=image:rgba8ui:4x3:iota",
            "row=image:rgba16ui:5:iota",
            "dst=image:rgba32ui:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_sampled",
        global: "5,4",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "s=sampler:normalized,repeat,nearest",
            "dst=image:rgba32i:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_sampled",
        global: "5,4",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "s=sampler:normalized,mirrored-repeat,nearest",
            "dst=image:rgba32i:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_sampled",
        global: "5,4",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "s=sampler:normalized,clamp-to-edge,nearest",
            "dst=image:rgba32i:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_sampled_pixels",
        global: "5,4",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "s=sampler:unnormalized,clamp-to-edge,nearest",
            "dst=image:rgba32i:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_sampled_pixels",
        global: "5,4",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "s=sampler:unnormalized,clamp,nearest",
            "dst=image:rgba32i:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    // The in-shader border of integer reads: (0, 0, 0, 1) for an image without alpha.
    Case {
        kernel: "ints",
        global: "4,3",
        args: &[
            "src=image:rgba32i:4x3:iota",
            "dst=image:rgba32i:4x3:zeros",
            "bytes=image:r8ui:4x3:iota",
            "words=image:rgba32ui:4x3:zeros",
        ],
        outputs: &["words"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "filtered",
        global: "4,4",
        args: &[
            "src=image:rgba32f:4x4:iota",
            "s=sampler:normalized,clamp-to-edge,linear",
            "dst=image:rgba32f:4x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 1e-3,
        targets: ALL,
    },
    // Unnormalized sampler arguments: WGSL's shader divides by the size as the override the
    // runner sets from the sampler says.
    Case {
        kernel: "helpers",
        global: "5,4",
        args: &[
            "src=image:rgba32f:4x3:iota",
            "s=sampler:normalized,mirrored-repeat,nearest",
            "dst=image:rgba32f:5x4:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "unnormalized",
        global: "4,3",
        args: &[
            "src=image:rgba32f:4x3:iota",
            "s=sampler:unnormalized,clamp-to-edge,nearest",
            "dst=image:rgba32f:4x3:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "unnormalized",
        global: "4,3",
        args: &[
            "src=image:rgba32f:4x3:iota",
            "s=sampler:unnormalized,clamp-to-edge,linear",
            "dst=image:rgba32f:4x3:zeros",
        ],
        outputs: &["dst"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "edges",
        global: "4,3",
        args: &[
            "src=image:rgba32f:4x3:iota",
            "s=sampler:normalized,clamp,nearest",
            "dst=image:rgba32f:4x3:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "formats",
        global: "1",
        args: &[
            "a=image:bgra8:2x2:iota",
            "b=image:rgba32f:2x2:zeros",
            "out=zeros:4",
        ],
        // `b` filters unorm texels, which the wgpu path converts to floats first.
        outputs: &["out"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "formats",
        global: "1",
        args: &[
            "a=image:rgba32f:2x2:iota",
            "b=image:rgba32f:2x2:zeros",
            "out=zeros:4",
        ],
        outputs: &["out", "b"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "borders",
        global: "4,4",
        args: &[
            "src=image:r32f:2x2:iota",
            "s=sampler:normalized,clamp,nearest",
            "out=zeros:48",
        ],
        outputs: &["out"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "borders",
        global: "4,4",
        args: &[
            "src=image:rg32f:2x2:iota",
            "s=sampler:normalized,clamp,linear",
            "out=zeros:48",
        ],
        outputs: &["out"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "borders",
        global: "4,4",
        args: &[
            "src=image:rgba32f:2x2:iota",
            "s=sampler:normalized,clamp,linear",
            "out=zeros:48",
        ],
        outputs: &["out"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "line",
        global: "5",
        args: &["src=image:rgba32f:5:iota", "dst=image:rgba32f:5:zeros"],
        outputs: &["dst"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "volumes",
        global: "3",
        args: &[
            "vol=image:rgba32f:3x2x4:iota",
            "layers=image:rgba32f:4x2x3:iota",
            "out=zeros:3",
            "sizes=zeros:3",
        ],
        outputs: &["out", "sizes"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "rows",
        global: "5,3",
        args: &[
            "src=image:rgba32f:5x3:iota",
            "s=sampler:normalized,mirrored-repeat,nearest",
            "dst=image:rgba32f:5x3:zeros",
            "sizes=zeros:2",
        ],
        outputs: &["dst", "sizes"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "rows",
        global: "5,3",
        args: &[
            "src=image:rgba8:5x3:iota",
            "s=sampler:normalized,clamp-to-edge,linear",
            "dst=image:rgba32f:5x3:zeros",
            "sizes=zeros:2",
        ],
        outputs: &["dst", "sizes"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "rows",
        global: "5,3",
        args: &[
            "src=image:rgba32f:5x3:iota",
            "s=sampler:normalized,clamp,linear",
            "dst=image:rgba32f:5x3:zeros",
            "sizes=zeros:2",
        ],
        outputs: &["dst", "sizes"],
        tolerance: 1e-3,
        targets: ALL,
    },
    Case {
        kernel: "int_rows",
        global: "5,3",
        args: &[
            "src=image:rgba16i:5x3:iota",
            "s=sampler:normalized,repeat,nearest",
            "dst=image:rgba32i:5x3:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
    Case {
        kernel: "int_rows",
        global: "5,3",
        args: &[
            "src=image:rgba16i:5x3:iota",
            "s=sampler:normalized,clamp,nearest",
            "dst=image:rgba32i:5x3:zeros",
        ],
        outputs: &["dst"],
        tolerance: 0.0,
        targets: ALL,
    },
];

/// The `.npy` file of each output of `case` run on `target` (`None`: the default target).
fn run(dir: &Path, src: &str, case: &Case, target: Option<&str>) -> Vec<PathBuf> {
    let tag = target.unwrap_or("default");
    let input = match target {
        Some("glsl") => glsl_module(dir, src, case.kernel, &[]),
        _ => src.to_string(),
    };
    let mut args: Vec<String> = vec![
        "run".into(),
        input,
        "-k".into(),
        case.kernel.into(),
        "-g".into(),
        case.global.into(),
        "--validation".into(),
    ];
    if let Some(t) = target.filter(|&t| t != "glsl") {
        args.extend(["--target".into(), t.into()]);
    }
    for a in case.args {
        args.extend(["--arg".into(), a.to_string()]);
    }
    let paths: Vec<_> = case
        .outputs
        .iter()
        .map(|o| dir.join(format!("{}-{o}-{tag}.npy", case.kernel)))
        .collect();
    for (o, p) in case.outputs.iter().zip(&paths) {
        args.extend(["--out".into(), format!("{o}={}", p.display())]);
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = oclvk(&refs);
    assert!(
        out.status.success(),
        "{} on {tag}: {}{}",
        case.kernel,
        stdout(&out),
        stderr(&out)
    );
    paths
}

/// The runners of the hidden-field path: oclvk's (portable SPIR-V) and wgpu (WGSL).
struct HiddenFieldRunners {
    vulkan: Runtime,
    wgpu: oclvk::wgpu_run::WgpuDevice,
}

impl HiddenFieldRunners {
    fn new() -> HiddenFieldRunners {
        let options = RuntimeOptions {
            validation: true,
            ..RuntimeOptions::from_env()
        };
        HiddenFieldRunners {
            vulkan: Runtime::new(RuntimeOptions {
                buffer_device_address: false,
                ..options.clone()
            })
            .expect("a Vulkan device"),
            wgpu: oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
                .expect("a wgpu Vulkan adapter"),
        }
    }

    /// The `.npy` file of each output of `case` compiled for `target` with the image formats
    /// and sampler modes in hidden fields of the argument block, whose reflection says so.
    fn run(&self, dir: &Path, case: &Case, target: &str) -> Vec<PathBuf> {
        let target = match target {
            "wgsl" => Target::Wgsl,
            _ => Target::Vulkan1_2Portable,
        };
        let (compilation, output) = oclvk::compile_source_portable(
            "images.cl",
            SOURCE,
            &oclvk::CompileOptions::default(),
            &Options {
                target,
                hidden_fields: true,
                ..Options::default()
            },
        );
        let output = output.unwrap_or_else(|| {
            panic!(
                "{}",
                compilation.render(oclvk::DiagnosticFormat::Text, false)
            )
        });
        let kernel = output
            .reflection
            .kernels
            .iter()
            .find(|k| k.name == case.kernel)
            .expect("the kernel");
        // Neither overrides nor specialization constants carry them: hidden fields do.
        let hidden = &kernel.portable.as_ref().expect("portable").hidden_fields;
        for a in &kernel.args {
            if matches!(a.kind, ArgKind::Sampler { .. }) {
                assert!(
                    hidden
                        .iter()
                        .any(|f| f.value == HiddenValue::SamplerModes { index: a.index }),
                    "{}: '{}' has no hidden field",
                    case.kernel,
                    a.name
                );
            }
            match a.kind {
                ArgKind::Image {
                    format_spec_ids: Some(_),
                    ..
                }
                | ArgKind::Sampler {
                    modes_override_id: Some(_),
                    ..
                } => panic!("{}: '{}' is not a hidden field", case.kernel, a.name),
                _ => {}
            }
        }
        let specs: Vec<ArgSpec> = case
            .args
            .iter()
            .map(|a| ArgSpec::parse(a).expect("a spec"))
            .collect();
        let global: Vec<u64> = case.global.split(',').map(|n| n.parse().unwrap()).collect();
        let range = NdRange::new(&global);
        let config = RunConfig::default();
        let report = match output.code {
            Code::Words(words) => {
                let module = oclvk::spirv::Output {
                    words,
                    reflection: output.reflection,
                };
                let program = oclvk::load(&self.vulkan, &module).unwrap();
                let report = self
                    .vulkan
                    .run_specs(&program, case.kernel, &range, &specs, &config)
                    .unwrap_or_else(|e| panic!("{}: {e}", case.kernel));
                assert_eq!(self.vulkan.validation_messages(), Vec::<String>::new());
                report
            }
            Code::Text(wgsl) => self
                .wgpu
                .run_specs(
                    &wgsl,
                    &output.reflection,
                    case.kernel,
                    &range,
                    &specs,
                    &config,
                )
                .unwrap_or_else(|e| panic!("{}: {e}", case.kernel)),
        };
        let tag = format!("hidden-{}", target.name());
        case.outputs
            .iter()
            .map(|o| {
                let path = dir.join(format!("{}-{o}-{tag}.npy", case.kernel));
                report
                    .outputs
                    .iter()
                    .find(|r| r.param.name == *o)
                    .expect("the output")
                    .write_to(&path)
                    .unwrap();
                path
            })
            .collect()
    }
}

/// `kernel` of `src` compiled for the glsl target (with the compiler `options`), by
/// glslangValidator to SPIR-V, and its sidecar beside it, as `oclvk run` reads a compiled
/// module: the `.spv` file's path. GLSL fixes the work-group size when compiling (64 by
/// default): a `work_group_size_hint` of one work-item makes it fit every case's global size.
fn glsl_module(dir: &Path, src: &str, kernel: &str, options: &[&str]) -> String {
    let comp = dir.join(format!("{kernel}.comp"));
    let spv = dir.join(format!("{kernel}.spv"));
    let one_item = dir.join("glsl.cl");
    let source = std::fs::read_to_string(src).unwrap().replace(
        "kernel void",
        "kernel __attribute__((work_group_size_hint(1, 1, 1))) void",
    );
    std::fs::write(&one_item, source).unwrap();
    let mut args = vec![
        "compile",
        one_item.to_str().unwrap(),
        "--target",
        "glsl",
        "--kernel",
        kernel,
        "-o",
        comp.to_str().unwrap(),
    ];
    args.extend(options);
    assert_ok(&oclvk(&args));
    if let Err(e) = glslang_vulkan1_2(&comp, &spv) {
        panic!("{kernel}'s GLSL: {e}");
    }
    std::fs::copy(
        dir.join(format!("{kernel}.comp.json")),
        dir.join(format!("{kernel}.spv.json")),
    )
    .unwrap();
    spv.to_str().unwrap().to_string()
}

/// The module and reflection of [`glsl_module`]'s `.spv` file, for the library's runner.
fn glsl_output(spv: &str) -> oclvk::spirv::Output {
    oclvk::spirv::Output {
        words: oclvk::runner::words_from_bytes(&std::fs::read(spv).unwrap()).unwrap(),
        reflection: serde_json::from_slice(&std::fs::read(format!("{spv}.json")).unwrap()).unwrap(),
    }
}

/// Whether two `.npy` files hold equal bytes, or floats within `tolerance` of each other.
fn agree(a: &Path, b: &Path, tolerance: f32) -> bool {
    if tolerance == 0.0 {
        return std::fs::read(a).unwrap() == std::fs::read(b).unwrap();
    }
    let (a, b) = (read_f32_npy(a), read_f32_npy(b));
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| (x - y).abs() <= tolerance * x.abs().max(1.0))
}

#[test]
fn portable_image_kernels_agree_with_the_default_target() {
    let dir = scratch("portable_image_runs");
    let src = dir.join("images.cl");
    std::fs::write(&src, SOURCE).unwrap();
    let src = src.to_str().unwrap();
    let hidden = HiddenFieldRunners::new();
    let mut failures = Vec::new();
    for case in CASES {
        let expected = run(&dir, src, case, None);
        for &target in case.targets {
            let mut runs = vec![(target.to_string(), run(&dir, src, case, Some(target)))];
            // GLSL takes them through hidden fields anyway.
            if target != "glsl" {
                runs.push((
                    format!("{target} through hidden fields"),
                    hidden.run(&dir, case, target),
                ));
            }
            for (how, got) in runs {
                for ((name, e), g) in case.outputs.iter().zip(&expected).zip(&got) {
                    if !agree(e, g, case.tolerance) {
                        failures.push(format!("{} on {how}: '{name}' differs", case.kernel));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn portable_runners_refuse_images_the_format_rule_does_not_fit() {
    let dir = scratch("portable_image_refusals");
    let src = dir.join("images.cl");
    std::fs::write(&src, SOURCE).unwrap();
    // Portable SPIR-V declares written images rgba32f: an r32f one is refused by name.
    let out = oclvk(&[
        "run",
        src.to_str().unwrap(),
        "-k",
        "copy",
        "-g",
        "2,2",
        "--target",
        "vulkan1.2-portable",
        "--arg",
        "src=image:rgba32f:2x2:iota",
        "--arg",
        "dst=image:r32f:2x2:zeros",
    ]);
    assert_fails_with(&out, "argument 'dst'");
    assert_fails_with(&out, "rgba32f");
    // The WGSL path converts any host format to its rule and back: an rgba8 image written
    // through an rgba32float texture reads back as the default target writes it.
    let mut outputs = Vec::new();
    for target in [None, Some("wgsl")] {
        let path = dir.join(format!("narrow-{}.npy", target.unwrap_or("default")));
        let mut args = vec![
            "run",
            src.to_str().unwrap(),
            "-k",
            "copy",
            "-g",
            "3,2",
            "--arg",
            "src=image:rgba8:3x2:iota",
            "--arg",
            "dst=image:rgba8:3x2:zeros",
        ];
        if let Some(t) = target {
            args.extend(["--target", t]);
        }
        let out_arg = format!("dst={}", path.display());
        args.extend(["--out", &out_arg]);
        assert_ok(&oclvk(&args));
        outputs.push(std::fs::read(&path).unwrap());
    }
    assert_eq!(outputs[0], outputs[1]);
}

#[test]
fn read_write_images_run_on_the_portable_targets() {
    // The default target reads read_write images without a declared format, which lavapipe
    // lacks for rgba32f; portable SPIR-V and GLSL declare rgba32f and need no such support. The WGSL's
    // read-write rgba32float storage textures, beyond WebGPU's core formats, are bound with
    // wgpu's adapter-specific format features, which Vulkan adapters have.
    let dir = scratch("portable_read_write_image");
    let src = dir.join("rw.cl");
    std::fs::write(
        &src,
        "kernel void bump(read_write image2d_t img, read_write image1d_array_t rows) {\n\
         int2 c = (int2)(get_global_id(0), get_global_id(1));\n\
         write_imagef(img, c, read_imagef(img, c) * 2.0f + 1.0f);\n\
         write_imagef(rows, c, read_imagef(rows, c) - get_image_width(img));\n}\n",
    )
    .unwrap();
    let src = src.to_str().unwrap();
    for target in ["vulkan1.2-portable", "wgsl", "glsl"] {
        let img = dir.join(format!("img-{target}.npy"));
        let rows = dir.join(format!("rows-{target}.npy"));
        let img_out = format!("img={}", img.display());
        let rows_out = format!("rows={}", rows.display());
        // GLSL: compiled by glslangValidator, its 1D array a 2D array image one texel high.
        let glsl = (target == "glsl").then(|| glsl_module(&dir, src, "bump", &["-cl-std=CL2.0"]));
        let how = match &glsl {
            Some(spv) => vec![spv.as_str()],
            None => vec![src, "-cl-std=CL2.0", "--target", target],
        };
        let mut args = vec!["run"];
        args.extend(how);
        args.extend([
            "-g",
            "3,2",
            "--validation",
            "--arg",
            "img=image:rgba32f:3x2:iota",
            "--arg",
            "rows=image:rgba32f:3x2:iota",
            "--out",
            &img_out,
            "--out",
            &rows_out,
        ]);
        assert_ok(&oclvk(&args));
        let doubled: Vec<f32> = (0..24).map(|i| i as f32 * 2.0 + 1.0).collect();
        assert_eq!(read_f32_npy(&img), doubled, "{target}");
        let less: Vec<f32> = (0..24).map(|i| i as f32 - 3.0).collect();
        assert_eq!(read_f32_npy(&rows), less, "{target}");
    }
}

#[test]
fn clamp_borders_are_opaque_for_images_without_alpha() {
    // OpenCL's CLK_ADDRESS_CLAMP border is (0, 0, 0, 1) where the channel order has no alpha
    // (CL_R, CL_RG), else (0, 0, 0, 0), on every target: the nearest reads of `borders` at
    // x or y in {0, 3} and its linear constant's at x or y = 0 lie wholly outside the 2x2 image.
    let dir = scratch("portable_image_borders");
    let src = dir.join("images.cl");
    std::fs::write(&src, SOURCE).unwrap();
    let src = src.to_str().unwrap();
    let mut failures = Vec::new();
    for (format, alpha) in [("r32f", 1.0), ("rg32f", 1.0), ("rgba32f", 0.0)] {
        let image = format!("src=image:{format}:2x2:iota");
        let args = [
            image.as_str(),
            "s=sampler:normalized,clamp,nearest",
            "out=zeros:48",
        ];
        let case = Case {
            kernel: "borders",
            global: "4,4",
            args: &args,
            outputs: &["out"],
            tolerance: 0.0,
            targets: ALL,
        };
        for target in [None, Some("wgsl"), Some("vulkan1.2-portable"), Some("glsl")] {
            let out = read_f32_npy(&run(&dir, src, &case, target)[0]);
            for (y, x) in (0..4).flat_map(|y| (0..4).map(move |x| (y, x))) {
                let i = 3 * (y * 4 + x);
                let edge = [0, 3].contains(&x) || [0, 3].contains(&y);
                let outside = [(0, edge), (1, x == 0 || y == 0), (2, edge)];
                for (k, _) in outside.iter().filter(|(_, o)| *o) {
                    let got = &out[4 * (i + k)..4 * (i + k + 1)];
                    if got != [0.0, 0.0, 0.0, alpha] {
                        failures.push(format!(
                            "{format} on {}: read {k} of ({x}, {y}) gave {got:?}",
                            target.unwrap_or("default")
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn images_not_held_as_the_kernel_declares_them_are_refused_by_name() {
    // A GLSL kernel declares its image1d_array_t a 2D array texture one texel high (the
    // reflection's `view_dim`): a 1D array image made as the default target binds it is refused
    // by the argument's name, and the default target refuses one made as GLSL binds it.
    use oclvk::runner::{ArgValue, ImageDesc, ImageFormat};
    use oclvk::spirv::reflect::{AddressingMode, FilterMode, ImageDim, SamplerModes};
    let dir = scratch("portable_image_view_dims");
    let src = dir.join("images.cl");
    std::fs::write(&src, SOURCE).unwrap();
    let glsl = glsl_output(&glsl_module(&dir, src.to_str().unwrap(), "int_rows", &[]));
    let default = compile_with(SOURCE, "");
    let rt = validated_runtime();
    let desc = |dim, size, format| ImageDesc { dim, size, format };
    let rows = desc(ImageDim::D1Array, [5, 3, 1], ImageFormat::RGBA32I);
    let bytes = vec![0u8; rows.bytes() as usize];
    let modes = SamplerModes {
        normalized_coords: true,
        addressing: AddressingMode::Repeat,
        filter: FilterMode::Nearest,
    };
    let range = NdRange::new(&[5, 3]);
    let as_1d = rt.image_from_bytes(rows, &bytes).unwrap();
    let as_2d = rt
        .image_for_view(rows, Some(ImageDim::D2Array), &bytes)
        .unwrap();
    assert_eq!(as_2d.view_dim(), ImageDim::D2Array);
    for (module, src_image, dst_image, held) in [
        (&glsl, &as_1d, &as_2d, "1D array"),
        (&default, &as_2d, &as_1d, "2D array"),
    ] {
        let program = oclvk::load(&rt, module).unwrap();
        let e = rt
            .launch(
                &program,
                "int_rows",
                &range,
                &[
                    ("src", ArgValue::Image(src_image)),
                    ("s", ArgValue::Sampler(modes)),
                    ("dst", ArgValue::Image(dst_image)),
                ],
            )
            .unwrap_err()
            .to_string();
        assert!(e.contains("argument 'src'"), "{e}");
        assert!(e.contains(&format!("made as a {held} one")), "{e}");
    }
    // Held either way, a 1D array's texels and regions are the same: a region copied from a
    // 1D array held as one (on the device) and into one held as a 2D array (through the host)
    // reads back alike, and so do the 2D-held image's own texels.
    let iota: Vec<u8> = (0..rows.bytes()).map(|i| i as u8).collect();
    let from = rt.image_from_bytes(rows, &iota).unwrap();
    assert_eq!(
        rt.image_for_view(rows, Some(ImageDim::D2Array), &iota)
            .unwrap()
            .read_bytes()
            .unwrap(),
        iota
    );
    for to in [&as_1d, &as_2d] {
        to.copy_region_from(&from, [1, 1, 0], [0, 0, 0], [4, 2, 1])
            .unwrap();
    }
    assert_eq!(as_1d.read_bytes().unwrap(), as_2d.read_bytes().unwrap());
    assert_ne!(as_1d.read_bytes().unwrap(), bytes);
    // Only a 1D array is ever held as another texture.
    let flat = desc(ImageDim::D2, [5, 3, 1], ImageFormat::RGBA32I);
    let e = rt
        .image_for_view(flat, Some(ImageDim::D2Array), &bytes)
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("image2d_t cannot be held as a 2D array texture"),
        "{e}"
    );
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Samples of a 1D image array at unnormalized coordinates, some outside the row.
const ROW_PIXELS: &str = r#"
kernel void row_pixels(read_only image1d_array_t src, sampler_t s, global float4 *out) {
    int x = get_global_id(0), layer = get_global_id(1);
    out[layer * get_global_size(0) + x] = read_imagef(src, s, (float2)(x * 0.75f - 1.3f, layer + 0.3f));
}
"#;

#[test]
fn glsl_one_row_arrays_sample_unnormalized_coordinates_as_opencl_does() {
    // The default target cannot be the oracle here (Vulkan samples image arrays at normalized
    // coordinates only, so it refuses such samplers by name): PoCL is. GLSL's shader divides x
    // by the width and samples the one row's centre, y = 0.5, with the sampler's addressing and
    // filter; linear filtering within lavapipe's sub-texel precision of PoCL's.
    use oclvk::runner::{ArgValue, ImageDesc, ImageFormat};
    use oclvk::spirv::reflect::{AddressingMode, FilterMode, ImageDim, SamplerModes};
    use opencl::{ClArg, ClImage};
    let platform = opencl::Platform::open(std::env::var("OCLVK_DIFF_PLATFORM").ok().as_deref())
        .expect("an OpenCL platform (scripts/install-deps installs PoCL)");
    let dir = scratch("glsl_row_pixels");
    let src = dir.join("rows.cl");
    std::fs::write(&src, ROW_PIXELS).unwrap();
    let module = glsl_output(&glsl_module(&dir, src.to_str().unwrap(), "row_pixels", &[]));
    let rt = validated_runtime();
    let program = oclvk::load(&rt, &module).unwrap();
    let (width, layers, items) = (5, 3, 10);
    let texels: Vec<u8> = (0..width * layers * 4)
        .flat_map(|i| (i as f32 * 0.5 + 1.0).to_le_bytes())
        .collect();
    let desc = ImageDesc {
        dim: ImageDim::D1Array,
        size: [width as u32, layers as u32, 1],
        format: ImageFormat::RGBA32F,
    };
    let image = rt
        .image_for_view(desc, Some(ImageDim::D2Array), &texels)
        .unwrap();
    let out_bytes = vec![0u8; items * layers * 16];
    let floats = |b: &[u8]| -> Vec<f32> {
        b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let mut failures = Vec::new();
    for (addressing, cl_addressing) in [
        (
            AddressingMode::ClampToEdge,
            opencl::CL_ADDRESS_CLAMP_TO_EDGE,
        ),
        (AddressingMode::Clamp, opencl::CL_ADDRESS_CLAMP),
    ] {
        for (filter, cl_filter, tolerance) in [
            (FilterMode::Nearest, opencl::CL_FILTER_NEAREST, 0.0),
            (FilterMode::Linear, opencl::CL_FILTER_LINEAR, 0.02),
        ] {
            let cl_args = [
                ClArg::Image(ClImage {
                    image_type: opencl::CL_MEM_OBJECT_IMAGE1D_ARRAY,
                    size: [width, layers, 1],
                    order: opencl::CL_RGBA,
                    data_type: opencl::CL_FLOAT,
                    bytes: texels.clone(),
                }),
                ClArg::Sampler {
                    normalized: false,
                    addressing: cl_addressing,
                    filter: cl_filter,
                },
                ClArg::Buffer(out_bytes.clone()),
            ];
            let expected = platform
                .run(ROW_PIXELS, "row_pixels", &[items, layers], None, &cl_args)
                .unwrap_or_else(|e| panic!("{} : {e}", platform.platform_name));
            let out = rt.buffer_from_bytes(&out_bytes).unwrap();
            let modes = SamplerModes {
                normalized_coords: false,
                addressing,
                filter,
            };
            rt.launch(
                &program,
                "row_pixels",
                &NdRange::new(&[items as u64, layers as u64]),
                &[
                    ("src", ArgValue::Image(&image)),
                    ("s", ArgValue::Sampler(modes)),
                    ("out", ArgValue::Buffer(&out)),
                ],
            )
            .unwrap();
            let (want, got) = (floats(&expected[1]), floats(&out.read_bytes().unwrap()));
            for (i, (w, g)) in want.iter().zip(&got).enumerate() {
                if (w - g).abs() > tolerance {
                    failures.push(format!(
                        "{addressing:?} {filter:?}: lane {i}: PoCL {w}, GLSL {g}"
                    ));
                }
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
