//! Image kernels on an OpenCL implementation (PoCL on the CPU here, loaded at run time) and
//! through oclvk on Vulkan (lavapipe), with the same images, samplers and buffers; every output
//! buffer and image is compared byte for byte (the cases read exact texel values: nearest
//! filtering at texel centers or integer coordinates).
//!
//! `OCLVK_DIFF_PLATFORM` picks the OpenCL platform as in `differential.rs`.

mod common;
#[path = "common/opencl.rs"]
mod opencl;

use oclvk::runner::{ArgValue, ImageDesc, ImageFormat, NdRange};
use oclvk::spirv::reflect::{AddressingMode, FilterMode, ImageDim, SamplerModes};
use opencl::{ClArg, ClImage, Platform};

/// An argument given to both implementations.
enum Arg {
    Buf(Vec<u8>),
    Image {
        dim: ImageDim,
        size: [u32; 3],
        format: ImageFormat,
        bytes: Vec<u8>,
    },
    Sampler(SamplerModes),
}

struct Case {
    name: &'static str,
    source: &'static str,
    kernel: &'static str,
    global: Vec<usize>,
    args: Vec<Arg>,
}

fn f32s(n: usize, f: impl Fn(usize) -> f32) -> Vec<u8> {
    (0..n).flat_map(|i| f(i).to_le_bytes()).collect()
}

fn i32s(n: usize, f: impl Fn(usize) -> i32) -> Vec<u8> {
    (0..n).flat_map(|i| f(i).to_le_bytes()).collect()
}

fn image2d(size: [u32; 2], format: ImageFormat, bytes: Vec<u8>) -> Arg {
    Arg::Image {
        dim: ImageDim::D2,
        size: [size[0], size[1], 1],
        format,
        bytes,
    }
}

const SOURCE: &str = r#"
constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void copy_scaled(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, c) * 3.0f - 1.0f);
}
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void bordered(read_only image2d_t src, global float4 *out) {
    int x = get_global_id(0), y = get_global_id(1);
    out[y * get_global_size(0) + x] = read_imagef(src, border, (int2)(x - 1, y - 1));
}
kernel void clamped(read_only image2d_t src, global float4 *out) {
    int x = get_global_id(0), y = get_global_id(1);
    out[y * get_global_size(0) + x] = read_imagef(src, edge, (int2)(x - 2, y - 2));
}
kernel void repeat(read_only image2d_t src, sampler_t s, global float4 *out) {
    int x = get_global_id(0), y = get_global_id(1);
    float2 at = (float2)((x + 0.5f) / 4.0f, (y + 0.5f) / 3.0f);
    out[y * get_global_size(0) + x] = read_imagef(src, s, at);
}
kernel void ints(read_only image2d_t src, write_only image2d_t dst, global int *q) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagei(dst, c, read_imagei(src, c) * -3);
    if (c.x == 0 && c.y == 0) {
        q[0] = get_image_width(src);
        q[1] = get_image_height(src);
        q[2] = get_image_channel_data_type(src);
        q[3] = get_image_channel_order(src);
        q[4] = get_image_channel_data_type(dst);
        q[5] = get_image_channel_order(dst);
    }
}
kernel void volume(read_only image3d_t src, write_only image3d_t dst) {
    int4 c = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imageui(dst, c, read_imageui(src, c) + (uint4)(get_image_depth(src)));
}
"#;

fn cases() -> Vec<Case> {
    let rgba = ImageFormat::RGBA32F;
    vec![
        Case {
            name: "copy_scaled",
            source: SOURCE,
            kernel: "copy_scaled",
            global: vec![5, 4],
            args: vec![
                image2d([5, 4], rgba, f32s(80, |i| i as f32 * 0.75 - 9.0)),
                image2d([5, 4], rgba, f32s(80, |_| 0.0)),
            ],
        },
        Case {
            name: "clamped",
            source: SOURCE,
            kernel: "clamped",
            global: vec![8, 7],
            args: vec![
                image2d([4, 3], rgba, f32s(48, |i| i as f32 + 0.25)),
                Arg::Buf(f32s(8 * 7 * 4, |_| -1.0)),
            ],
        },
        // CLK_ADDRESS_CLAMP's border with alpha: (0, 0, 0, 0). Without alpha OpenCL's is
        // (0, 0, 0, 1), which PoCL reads as (0, 0, 0, 0) for r32f (and it refuses rg32f):
        // tests/portable_image_runs.rs and the kernels test check oclvk's there.
        Case {
            name: "bordered",
            source: SOURCE,
            kernel: "bordered",
            global: vec![4, 4],
            args: vec![
                image2d([2, 2], rgba, f32s(16, |i| i as f32 + 0.5)),
                Arg::Buf(f32s(4 * 4 * 4, |_| -1.0)),
            ],
        },
        Case {
            name: "repeat",
            source: SOURCE,
            kernel: "repeat",
            global: vec![9, 7],
            args: vec![
                image2d([4, 3], rgba, f32s(48, |i| i as f32 * 2.0)),
                Arg::Sampler(SamplerModes {
                    normalized_coords: true,
                    addressing: AddressingMode::Repeat,
                    filter: FilterMode::Nearest,
                }),
                Arg::Buf(f32s(9 * 7 * 4, |_| -1.0)),
            ],
        },
        Case {
            name: "ints",
            source: SOURCE,
            kernel: "ints",
            global: vec![3, 5],
            args: vec![
                // RGBA: PoCL reads a one-channel integer image's alpha as 0, where OpenCL
                // specifies 1 (image_runs.rs checks oclvk's (r, 0, 0, 1)).
                image2d(
                    [3, 5],
                    ImageFormat::RGBA32I,
                    i32s(60, |i| i as i32 * 1000 - 7000),
                ),
                image2d([3, 5], ImageFormat::RGBA32I, i32s(60, |_| 0)),
                Arg::Buf(i32s(6, |_| 0)),
            ],
        },
        Case {
            name: "volume",
            source: SOURCE,
            kernel: "volume",
            global: vec![3, 2, 4],
            args: vec![
                Arg::Image {
                    dim: ImageDim::D3,
                    size: [3, 2, 4],
                    format: ImageFormat::RGBA32UI,
                    bytes: i32s(96, |i| i as i32 * 77),
                },
                Arg::Image {
                    dim: ImageDim::D3,
                    size: [3, 2, 4],
                    format: ImageFormat::RGBA32UI,
                    bytes: i32s(96, |_| 0),
                },
            ],
        },
    ]
}

fn cl_arg(a: &Arg) -> ClArg {
    match a {
        Arg::Buf(b) => ClArg::Buffer(b.clone()),
        Arg::Image {
            dim,
            size,
            format,
            bytes,
        } => {
            // OpenCL's channel data type and order values are the format's CLK_ values.
            let (data_type, order) = format.clk_values();
            ClArg::Image(ClImage {
                image_type: match dim {
                    ImageDim::D1 => opencl::CL_MEM_OBJECT_IMAGE1D,
                    ImageDim::D3 => opencl::CL_MEM_OBJECT_IMAGE3D,
                    _ => opencl::CL_MEM_OBJECT_IMAGE2D,
                },
                size: size.map(|s| s as usize),
                order,
                data_type,
                bytes: bytes.clone(),
            })
        }
        Arg::Sampler(m) => ClArg::Sampler {
            normalized: m.normalized_coords,
            addressing: match m.addressing {
                AddressingMode::Repeat => opencl::CL_ADDRESS_REPEAT,
                AddressingMode::ClampToEdge => opencl::CL_ADDRESS_CLAMP_TO_EDGE,
                other => panic!("no OpenCL addressing for {other:?} in this test"),
            },
            filter: opencl::CL_FILTER_NEAREST,
        },
    }
}

#[test]
fn opencl_and_oclvk_agree_on_image_kernels() {
    let platform = Platform::open(std::env::var("OCLVK_DIFF_PLATFORM").ok().as_deref())
        .expect("an OpenCL platform (scripts/install-deps installs PoCL)");
    let rt = common::validated_runtime();
    let mut failures = Vec::new();
    for case in cases() {
        let cl_args: Vec<ClArg> = case.args.iter().map(cl_arg).collect();
        let cl_out = platform
            .run(case.source, case.kernel, &case.global, None, &cl_args)
            .unwrap_or_else(|e| panic!("{} on {}: {e}", case.name, platform.platform_name));

        let module = oclvk::compile_source("images.cl", case.source, &Default::default())
            .into_result()
            .unwrap_or_else(|e| panic!("{}: {e:?}", case.name));
        let program = oclvk::load(&rt, &module).unwrap();
        let buffers: Vec<Option<oclvk::runner::Buffer>> = case
            .args
            .iter()
            .map(|a| match a {
                Arg::Buf(b) => Some(rt.buffer_from_bytes(b).unwrap()),
                _ => None,
            })
            .collect();
        let images: Vec<Option<oclvk::runner::Image>> = case
            .args
            .iter()
            .map(|a| match a {
                Arg::Image {
                    dim,
                    size,
                    format,
                    bytes,
                } => Some(
                    rt.image_from_bytes(
                        ImageDesc {
                            dim: *dim,
                            size: *size,
                            format: *format,
                        },
                        bytes,
                    )
                    .unwrap(),
                ),
                _ => None,
            })
            .collect();
        let kernel = program.kernel(case.kernel).unwrap();
        let args: Vec<(&str, ArgValue)> = kernel
            .args
            .iter()
            .zip(case.args.iter().zip(buffers.iter().zip(&images)))
            .map(|(param, (a, (b, i)))| {
                let v = match (a, b, i) {
                    (_, Some(b), _) => ArgValue::Buffer(b),
                    (_, _, Some(i)) => ArgValue::Image(i),
                    (Arg::Sampler(m), ..) => ArgValue::Sampler(*m),
                    _ => unreachable!("every argument has a value"),
                };
                (param.name.as_str(), v)
            })
            .collect();
        let global: Vec<u64> = case.global.iter().map(|&g| g as u64).collect();
        rt.launch(&program, case.kernel, &NdRange::new(&global), &args)
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let vk_out: Vec<Vec<u8>> = buffers
            .iter()
            .zip(&images)
            .filter_map(|(b, i)| match (b, i) {
                (Some(b), _) => Some(b.read_bytes().unwrap()),
                (_, Some(i)) => Some(i.read_bytes().unwrap()),
                _ => None,
            })
            .collect();
        assert_eq!(cl_out.len(), vk_out.len(), "{}", case.name);
        for (k, (cl, vk)) in cl_out.iter().zip(&vk_out).enumerate() {
            if cl != vk {
                let words = |b: &[u8]| -> Vec<u32> {
                    b.chunks_exact(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect()
                };
                let (cw, vw) = (words(cl), words(vk));
                let first = cw.iter().zip(&vw).position(|(a, b)| a != b);
                failures.push(format!(
                    "{} output {k}: first difference at word {first:?}: OpenCL {:?}, oclvk {:?}",
                    case.name,
                    first.map(|i| cw[i]),
                    first.map(|i| vw[i])
                ));
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
