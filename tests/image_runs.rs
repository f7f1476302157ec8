//! Image and sampler kernels run on Vulkan (lavapipe without a GPU) with the validation layer
//! on: copies between images of float, int and uint formats, reads through inline and argument
//! samplers (clamping out-of-range coordinates), size queries, 1D and 3D images, images passed
//! to helper functions. Every output texel and element is checked.

mod common;

use oclvk::runner::{ArgValue, Image, ImageDesc, ImageFormat, NdRange, Runtime};
use oclvk::spirv::reflect::{AddressingMode, FilterMode, ImageDim, SamplerModes};

use common::validated_runtime as runtime;

fn run(rt: &Runtime, src: &str, kernel: &str, global: &[u64], args: &[(&str, ArgValue<'_>)]) {
    let module = oclvk::compile_source("images.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap_or_else(|e| panic!("{kernel}: {e:?}"));
    let program = oclvk::load(rt, &module).unwrap();
    rt.launch(&program, kernel, &NdRange::new(global), args)
        .unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

fn bytes<T: oclvk::runner::Scalar>(v: &[T]) -> Vec<u8> {
    oclvk::runner::to_bytes(v)
}

fn image(rt: &Runtime, dim: ImageDim, size: [u32; 3], format: ImageFormat, data: &[u8]) -> Image {
    rt.image_from_bytes(ImageDesc { dim, size, format }, data)
        .unwrap()
}

const COPY_F: &str = r#"
kernel void copy(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, c) * 2.0f);
}
"#;

#[test]
fn copy_rgba32f_image_to_image() {
    let rt = runtime();
    let (w, h) = (7u32, 5u32);
    let texels: Vec<f32> = (0..w * h * 4).map(|i| i as f32 * 0.25 - 3.0).collect();
    let src = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let zeros = vec![0f32; texels.len()];
    let dst = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32F,
        &bytes(&zeros),
    );
    run(
        &rt,
        COPY_F,
        "copy",
        &[w as u64, h as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
        ],
    );
    let out: Vec<f32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<f32> = texels.iter().map(|v| v * 2.0).collect();
    assert_eq!(out, want);
}

const COPY_I: &str = r#"
int4 fetch(read_only image2d_t img, int2 c) { return read_imagei(img, c); }
void put(write_only image2d_t img, int2 c, int4 v) { write_imagei(img, c, v); }
kernel void copy_i(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    put(dst, c, fetch(src, c) - (int4)(c.x, c.y, 0, 0));
}
kernel void texels_i(read_only image2d_t src, global int4 *out) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    out[c.y * get_image_width(src) + c.x] = read_imagei(src, c);
}
kernel void copy_ui(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imageui(dst, c, read_imageui(src, c) + (uint4)(1, 2, 3, 4));
}
"#;

#[test]
fn copy_r32i_and_rgba32ui_images_through_helpers() {
    let rt = runtime();
    let (w, h) = (6u32, 4u32);
    // R32I: one channel; reads give (r, 0, 0, 1), writes keep r.
    let ints: Vec<i32> = (0..w * h).map(|i| i as i32 * 37 - 400).collect();
    let src = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::R32I,
        &bytes(&ints),
    );
    let dst = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::R32I,
        &bytes(&vec![0i32; ints.len()]),
    );
    run(
        &rt,
        COPY_I,
        "copy_i",
        &[w as u64, h as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
        ],
    );
    let out: Vec<i32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<i32> = (0..w * h)
        .map(|i| ints[i as usize] - (i % w) as i32)
        .collect();
    assert_eq!(out, want);

    // A one-channel image reads as (r, 0, 0, 1), as OpenCL specifies for CL_R.
    let texels = rt.buffer_from_slice(&vec![-1i32; ints.len() * 4]).unwrap();
    run(
        &rt,
        COPY_I,
        "texels_i",
        &[w as u64, h as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("out", ArgValue::Buffer(&texels)),
        ],
    );
    let want: Vec<i32> = ints.iter().flat_map(|&r| [r, 0, 0, 1]).collect();
    assert_eq!(texels.read::<i32>().unwrap(), want);

    let uints: Vec<u32> = (0..w * h * 4).map(|i| i * 3_000_000 + 7).collect();
    let src = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32UI,
        &bytes(&uints),
    );
    let dst = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32UI,
        &bytes(&vec![0u32; uints.len()]),
    );
    run(
        &rt,
        COPY_I,
        "copy_ui",
        &[w as u64, h as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
        ],
    );
    let out: Vec<u32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<u32> = uints
        .iter()
        .enumerate()
        .map(|(i, v)| v.wrapping_add(i as u32 % 4 + 1))
        .collect();
    assert_eq!(out, want);
}

const SAMPLED: &str = r#"
constant sampler_t clamp_nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void sampled(read_only image2d_t src, sampler_t s, global float4 *out, global int *size) {
    int x = get_global_id(0), y = get_global_id(1);
    int i = y * get_global_size(0) + x;
    // The global range is 3 texels larger than the image on each side: coordinates -3..w+2.
    int2 c = (int2)(x - 3, y - 3);
    out[2 * i] = read_imagef(src, clamp_nearest, c);
    out[2 * i + 1] = read_imagef(src, s, (float2)(c.x + 0.5f, c.y + 0.5f));
    if (i == 0) {
        size[0] = get_image_width(src);
        size[1] = get_image_height(src);
        int2 d = get_image_dim(src);
        size[2] = d.x;
        size[3] = d.y;
    }
}
"#;

#[test]
fn sampled_reads_clamp_out_of_range_coordinates_to_the_edge() {
    let rt = runtime();
    let (w, h) = (5u32, 4u32);
    let texels: Vec<f32> = (0..w * h * 4).map(|i| i as f32 + 0.5).collect();
    let src = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let (gw, gh) = (w + 6, h + 6);
    let out = rt
        .buffer_from_slice(&vec![0f32; (gw * gh * 2 * 4) as usize])
        .unwrap();
    let size = rt.buffer_from_slice(&[0i32; 4]).unwrap();
    let modes = SamplerModes {
        normalized_coords: false,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Nearest,
    };
    run(
        &rt,
        SAMPLED,
        "sampled",
        &[gw as u64, gh as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("s", ArgValue::Sampler(modes)),
            ("out", ArgValue::Buffer(&out)),
            ("size", ArgValue::Buffer(&size)),
        ],
    );
    let got = out.read::<f32>().unwrap();
    for y in 0..gh as i32 {
        for x in 0..gw as i32 {
            let i = (y * gw as i32 + x) as usize;
            let cx = (x - 3).clamp(0, w as i32 - 1) as usize;
            let cy = (y - 3).clamp(0, h as i32 - 1) as usize;
            let t = (cy * w as usize + cx) * 4;
            let want = &texels[t..t + 4];
            assert_eq!(&got[8 * i..8 * i + 4], want, "inline sampler at ({x}, {y})");
            assert_eq!(
                &got[8 * i + 4..8 * i + 8],
                want,
                "argument sampler at ({x}, {y})"
            );
        }
    }
    assert_eq!(size.read::<i32>().unwrap(), vec![5, 4, 5, 4]);
}

const DIMS: &str = r#"
kernel void d1(read_only image1d_t src, write_only image1d_t dst, global int *w) {
    int x = get_global_id(0);
    write_imagef(dst, x, read_imagef(src, x) + (float4)(x));
    if (x == 0) w[0] = get_image_width(src);
}
kernel void d3(read_only image3d_t src, write_only image3d_t dst, global int4 *dims) {
    int4 c = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imagef(dst, c, read_imagef(src, c) * -1.0f);
    if (c.x + c.y + c.z == 0) {
        dims[0] = get_image_dim(src);
        dims[1] = (int4)(get_image_width(dst), get_image_height(dst), get_image_depth(dst), 9);
    }
}
"#;

#[test]
fn image1d_and_image3d_copies_and_queries() {
    let rt = runtime();
    let n = 9u32;
    let texels: Vec<f32> = (0..n * 4).map(|i| i as f32 * 1.5).collect();
    let src = image(
        &rt,
        ImageDim::D1,
        [n, 1, 1],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let dst = image(
        &rt,
        ImageDim::D1,
        [n, 1, 1],
        ImageFormat::RGBA32F,
        &bytes(&vec![0f32; texels.len()]),
    );
    let w = rt.buffer_from_slice(&[0i32]).unwrap();
    run(
        &rt,
        DIMS,
        "d1",
        &[n as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
            ("w", ArgValue::Buffer(&w)),
        ],
    );
    let out: Vec<f32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<f32> = texels
        .iter()
        .enumerate()
        .map(|(i, v)| v + (i / 4) as f32)
        .collect();
    assert_eq!(out, want);
    assert_eq!(w.read::<i32>().unwrap(), vec![n as i32]);

    let size = [4u32, 3, 2];
    let count = (size[0] * size[1] * size[2]) as usize;
    let texels: Vec<f32> = (0..count * 4).map(|i| i as f32 - 10.0).collect();
    let src = image(
        &rt,
        ImageDim::D3,
        size,
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let dst = image(
        &rt,
        ImageDim::D3,
        size,
        ImageFormat::RGBA32F,
        &bytes(&vec![0f32; texels.len()]),
    );
    let dims = rt.buffer_from_slice(&[0i32; 8]).unwrap();
    run(
        &rt,
        DIMS,
        "d3",
        &[4, 3, 2],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
            ("dims", ArgValue::Buffer(&dims)),
        ],
    );
    let out: Vec<f32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<f32> = texels.iter().map(|v| -v).collect();
    assert_eq!(out, want);
    assert_eq!(dims.read::<i32>().unwrap(), vec![4, 3, 2, 0, 4, 3, 2, 9]);
}

#[test]
fn image_arguments_are_checked_before_the_dispatch() {
    let rt = runtime();
    let module = oclvk::compile_source("images.cl", COPY_I, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let f = image(
        &rt,
        ImageDim::D2,
        [2, 2, 1],
        ImageFormat::RGBA32F,
        &bytes(&[0f32; 16]),
    );
    let i = image(
        &rt,
        ImageDim::D2,
        [2, 2, 1],
        ImageFormat::R32I,
        &bytes(&[0i32; 4]),
    );
    let d1 = image(
        &rt,
        ImageDim::D1,
        [4, 1, 1],
        ImageFormat::R32I,
        &bytes(&[0i32; 4]),
    );
    let range = NdRange::new(&[2, 2]);
    let err = rt
        .launch(
            &program,
            "copy_i",
            &range,
            &[("src", ArgValue::Image(&f)), ("dst", ArgValue::Image(&i))],
        )
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("argument 'src'") && err.contains("rgba32f"),
        "{err}"
    );
    let err = rt
        .launch(
            &program,
            "copy_i",
            &range,
            &[("src", ArgValue::Image(&d1)), ("dst", ArgValue::Image(&i))],
        )
        .unwrap_err()
        .to_string();
    assert!(err.contains("image1d_t"), "{err}");
    let buf = rt.buffer_from_slice(&[0i32; 4]).unwrap();
    let err = rt
        .launch(
            &program,
            "copy_i",
            &range,
            &[
                ("src", ArgValue::Buffer(&buf)),
                ("dst", ArgValue::Image(&i)),
            ],
        )
        .unwrap_err()
        .to_string();
    assert!(err.contains("src"), "{err}");
    // Sizes over the device's limits.
    let err = rt
        .image_from_bytes(
            ImageDesc {
                dim: ImageDim::D2,
                size: [1 << 20, 1, 1],
                format: ImageFormat::R32F,
            },
            &vec![0u8; 4 << 20],
        )
        .unwrap_err()
        .to_string();
    assert!(err.contains("limits"), "{err}");
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

const CLI: &str = r#"
constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void shift(read_only image2d_t src, write_only image2d_t dst, sampler_t s) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, c, read_imagef(src, edge, c + (int2)(1, 0))
                         + read_imagef(src, s, (float2)(c.x + 0.5f, c.y + 0.5f)));
}
"#;

#[test]
fn cli_image_and_sampler_specs_and_image_outputs() {
    let dir = common::scratch("image_cli");
    let src = dir.join("shift.cl");
    std::fs::write(&src, CLI).unwrap();
    let out_path = dir.join("dst.npy");
    let out = common::oclvk(&[
        "run",
        src.to_str().unwrap(),
        "-g",
        "3,2",
        "--validation",
        "--arg",
        "src=image:rgba32f:3x2:iota",
        "--arg",
        "dst=image:rgba32f:3x2:zeros",
        "--arg",
        "s=sampler:unnormalized,clamp-to-edge,nearest",
        "--out",
        &format!("dst={}", out_path.display()),
    ]);
    common::assert_ok(&out);
    let got = common::read_f32_npy(&out_path);
    let (w, h) = (3usize, 2usize);
    let src_texel = |x: usize, y: usize, k: usize| ((y * w + x) * 4 + k) as f32;
    let mut want = Vec::new();
    for y in 0..h {
        for x in 0..w {
            for k in 0..4 {
                want.push(src_texel((x + 1).min(w - 1), y, k) + src_texel(x, y, k));
            }
        }
    }
    assert_eq!(got, want);

    let run = |args: &[&str]| {
        let mut all = vec!["run", src.to_str().unwrap(), "-g", "3,2"];
        all.extend_from_slice(args);
        common::oclvk(&all)
    };
    let good_s = "s=sampler:nearest";
    common::assert_fails_with(
        &run(&["--arg", "src=zeros:6", "--arg", "dst=image:rgba32f:3x2:zeros", "--arg", good_s]),
        "argument 'src': the kernel's parameter is read_only image2d_t, which does not take this spec (use image:FORMAT:SIZE:CONTENTS)",
    );
    common::assert_fails_with(
        &run(&["--arg", "src=image:rgb9:3x2:zeros"]),
        "unknown image format 'rgb9'",
    );
    common::assert_fails_with(
        &run(&[
            "--arg",
            "src=image:rgba32f:3:zeros",
            "--arg",
            "dst=image:rgba32f:3x2:zeros",
            "--arg",
            good_s,
        ]),
        "read_only image2d_t takes 2 sizes (WxH), not 1",
    );
    common::assert_fails_with(
        &run(&[
            "--arg",
            "src=image:r32i:3x2:zeros",
            "--arg",
            "dst=image:rgba32f:3x2:zeros",
            "--arg",
            good_s,
        ]),
        "argument 'src': the kernel reads or writes float texels (read_imagef/write_imagef)",
    );
    common::assert_fails_with(
        &run(&[
            "--arg",
            "src=image:rgba32f:3x2:zeros",
            "--arg",
            "dst=image:rgba32f:3x2:zeros",
            "--arg",
            "s=sampler:repeat",
        ]),
        "sampler 's': repeat addressing needs normalized coordinates",
    );
    common::assert_fails_with(
        &run(&["--arg", "s=sampler:bilinear"]),
        "'bilinear' is not a sampler mode",
    );
}

const FUNCTION_SCOPE_SAMPLERS: &str = r#"
int4 at(read_only image2d_t img, sampler_t s, int2 c) { return read_imagei(img, s, c); }
int4 clamped(read_only image2d_t img, int2 c) {
    const sampler_t hs = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
    return read_imagei(img, hs, c);
}
kernel void local_samplers(read_only image2d_t img, sampler_t arg, global int4 *o) {
    sampler_t ks = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
    int x = get_global_id(0);
    o[3 * x] = clamped(img, (int2)(x - 2, 1));
    o[3 * x + 1] = at(img, ks, (int2)(x % 3, 0));
    o[3 * x + 2] = at(img, arg, (int2)(x, 5));
}
"#;

#[test]
fn function_scope_samplers_and_samplers_passed_to_helpers() {
    let rt = runtime();
    let (w, h) = (3u32, 2u32);
    let texels: Vec<i32> = (0..w * h * 4).map(|i| i as i32 * 11 - 30).collect();
    let img = image(
        &rt,
        ImageDim::D2,
        [w, h, 1],
        ImageFormat::RGBA32I,
        &bytes(&texels),
    );
    let n = 6usize;
    let o = rt.buffer_from_slice(&vec![0i32; n * 3 * 4]).unwrap();
    let modes = SamplerModes {
        normalized_coords: false,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Nearest,
    };
    run(
        &rt,
        FUNCTION_SCOPE_SAMPLERS,
        "local_samplers",
        &[n as u64],
        &[
            ("img", ArgValue::Image(&img)),
            ("arg", ArgValue::Sampler(modes)),
            ("o", ArgValue::Buffer(&o)),
        ],
    );
    let got = o.read::<i32>().unwrap();
    let texel = |x: i32, y: i32| {
        let (x, y) = (x.clamp(0, w as i32 - 1), y.clamp(0, h as i32 - 1));
        let t = ((y * w as i32 + x) * 4) as usize;
        texels[t..t + 4].to_vec()
    };
    for x in 0..n as i32 {
        let i = 3 * x as usize * 4;
        assert_eq!(got[i..i + 4], texel(x - 2, 1)[..], "clamped at {x}");
        assert_eq!(
            got[i + 4..i + 8],
            texel(x % 3, 0)[..],
            "kernel sampler at {x}"
        );
        assert_eq!(
            got[i + 8..i + 12],
            texel(x, 5)[..],
            "argument sampler at {x}"
        );
    }
    // Integer reads need nearest filtering: a linear argument sampler is refused by name.
    let module = oclvk::compile_source("s.cl", FUNCTION_SCOPE_SAMPLERS, &Default::default())
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let linear = SamplerModes {
        normalized_coords: true,
        filter: FilterMode::Linear,
        ..modes
    };
    let args = [
        ("img", ArgValue::Image(&img)),
        ("arg", ArgValue::Sampler(linear)),
        ("o", ArgValue::Buffer(&o)),
    ];
    let err = rt
        .launch(&program, "local_samplers", &NdRange::new(&[1]), &args)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("sampler 'arg': the kernel reads integer texels with it"),
        "{err}"
    );
}

const ARRAYS: &str = r#"
kernel void arrays(read_only image2d_array_t a, read_only image1d_array_t b, read_only image3d_t c,
                   sampler_t s, global float4 *o, global long *n) {
    int x = get_global_id(0), y = get_global_id(1), layer = get_global_id(2);
    int w = get_global_size(0), h = get_global_size(1);
    int i = (layer * h + y) * w + x;
    float4 at = (float4)((x + 0.5f) / w, (y + 0.5f) / h, layer, 0.0f);
    o[4 * i] = read_imagef(a, (int4)(x, y, layer, 0));
    o[4 * i + 1] = read_imagef(a, s, at);
    o[4 * i + 2] = read_imagef(b, (int2)(x, layer));
    at.z = (layer + 0.5f) / get_image_depth(c);
    o[4 * i + 3] = read_imagef(c, s, at);
    if (i == 0) {
        n[0] = get_image_array_size(a);
        n[1] = get_image_array_size(b);
    }
}
"#;

#[test]
fn image_arrays_and_normalized_sampling_of_3d_images() {
    let rt = runtime();
    let (w, h, layers) = (4u32, 3u32, 2u32);
    let count = (w * h * layers) as usize;
    let texels: Vec<f32> = (0..count * 4).map(|i| i as f32 * 0.5).collect();
    let a = image(
        &rt,
        ImageDim::D2Array,
        [w, h, layers],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let row: Vec<f32> = (0..w * layers * 4).map(|i| 1000.0 + i as f32).collect();
    let b = image(
        &rt,
        ImageDim::D1Array,
        [w, layers, 1],
        ImageFormat::RGBA32F,
        &bytes(&row),
    );
    let c = image(
        &rt,
        ImageDim::D3,
        [w, h, layers],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    let o = rt.buffer_from_slice(&vec![0f32; count * 16]).unwrap();
    let n = rt.buffer_from_slice(&[0i64; 2]).unwrap();
    let normalized = SamplerModes {
        normalized_coords: true,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Nearest,
    };
    let module = oclvk::compile_source("arrays.cl", ARRAYS, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let range = NdRange::new(&[w as u64, h as u64, layers as u64]);
    let args = |s: SamplerModes| {
        vec![
            ("a", ArgValue::Image(&a)),
            ("b", ArgValue::Image(&b)),
            ("c", ArgValue::Image(&c)),
            ("s", ArgValue::Sampler(s)),
            ("o", ArgValue::Buffer(&o)),
            ("n", ArgValue::Buffer(&n)),
        ]
    };
    rt.launch(&program, "arrays", &range, &args(normalized))
        .unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    let got = o.read::<f32>().unwrap();
    for i in 0..count {
        let (x, layer) = (i % w as usize, i / (w * h) as usize);
        let t = &texels[4 * i..4 * i + 4];
        let r = &row[4 * (layer * w as usize + x)..][..4];
        assert_eq!(&got[16 * i..16 * i + 4], t, "fetch {i}");
        assert_eq!(&got[16 * i + 4..16 * i + 8], t, "sampled array {i}");
        assert_eq!(&got[16 * i + 8..16 * i + 12], r, "1d array {i}");
        assert_eq!(&got[16 * i + 12..16 * i + 16], t, "sampled 3d {i}");
    }
    assert_eq!(n.read::<i64>().unwrap(), vec![layers as i64, layers as i64]);
    // Vulkan samples 3D images and arrays with normalized coordinates only.
    let unnormalized = SamplerModes {
        normalized_coords: false,
        ..normalized
    };
    let err = rt
        .launch(&program, "arrays", &range, &args(unnormalized))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("sampler 's'") && err.contains("normalized coordinates"),
        "{err}"
    );
}

const READ_WRITE: &str = r#"
kernel void twice(read_write image2d_t img) {
    int2 c = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(img, c, read_imagef(img, c) * 2.0f);
}
"#;

/// read_write images are storage images read without a declared format: a device whose formats
/// lack that (lavapipe) gets a clear error before the dispatch; one that has it, the results.
#[test]
fn read_write_images_run_or_are_refused_by_name() {
    let rt = runtime();
    let options = oclvk::CompileOptions {
        lang: oclvk::frontend::options::LangOptions {
            std: oclvk::frontend::options::ClStd::Cl2_0,
            ..Default::default()
        },
        ..Default::default()
    };
    let module = oclvk::compile_source("rw.cl", READ_WRITE, &options)
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let texels: Vec<f32> = (0..16).map(|i| i as f32 - 3.0).collect();
    let img = image(
        &rt,
        ImageDim::D2,
        [2, 2, 1],
        ImageFormat::RGBA32F,
        &bytes(&texels),
    );
    match rt.launch(&program, "twice", &NdRange::new(&[2, 2]), &[("img", ArgValue::Image(&img))]) {
        Ok(_) => {
            let out: Vec<f32> = oclvk::runner::from_bytes(&img.read_bytes().unwrap()).unwrap();
            let want: Vec<f32> = texels.iter().map(|v| v * 2.0).collect();
            assert_eq!(out, want);
        }
        Err(e) => assert!(
            e.to_string().contains(
                "argument 'img': the device cannot use rgba32f images as storage images read without a declared format (read_write)"
            ),
            "{e}"
        ),
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

const BORDER: &str = r#"
constant sampler_t border = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void border_f(read_only image2d_t src, global float4 *o) {
    int x = get_global_id(0);
    o[x] = read_imagef(src, border, (int2)(x - 1, 0));
}
kernel void border_i(read_only image2d_t src, global int4 *o) {
    int x = get_global_id(0);
    o[x] = read_imagei(src, border, (int2)(x - 1, 0));
}
"#;

/// CLK_ADDRESS_CLAMP reads the border color outside the image: (0, 0, 0, 0) for formats with
/// alpha, (0, 0, 0, 1) for those without (OpenCL 1.2, section 8.3).
#[test]
fn clamp_addressing_reads_the_border_color() {
    let rt = runtime();
    let rgba: Vec<f32> = (0..8).map(|i| i as f32 + 1.0).collect();
    let cases: [(ImageFormat, Vec<u8>, &str, [i32; 4]); 3] = [
        (ImageFormat::RGBA32F, bytes(&rgba), "border_f", [0; 4]),
        (
            ImageFormat::R32F,
            bytes(&[5f32, 6.0]),
            "border_f",
            [0, 0, 0, 1],
        ),
        (
            ImageFormat::R32I,
            bytes(&[5i32, 6]),
            "border_i",
            [0, 0, 0, 1],
        ),
    ];
    for (format, data, kernel, border) in cases {
        let src = image(&rt, ImageDim::D2, [2, 1, 1], format, &data);
        let o = rt.buffer_from_slice(&[7i32; 16]).unwrap();
        run(
            &rt,
            BORDER,
            kernel,
            &[4],
            &[("src", ArgValue::Image(&src)), ("o", ArgValue::Buffer(&o))],
        );
        let got = o.read::<i32>().unwrap();
        let as_int = |v: f32| {
            if kernel == "border_f" {
                v.to_bits() as i32
            } else {
                v as i32
            }
        };
        let texel = |x: usize| -> [i32; 4] {
            match format {
                ImageFormat::RGBA32F => std::array::from_fn(|k| as_int(rgba[4 * x + k])),
                ImageFormat::R32F => [as_int(5.0 + x as f32), 0, 0, as_int(1.0)],
                _ => [5 + x as i32, 0, 0, 1],
            }
        };
        let border = border.map(|v| as_int(v as f32));
        let want: Vec<i32> = [border, texel(0), texel(1), border].concat();
        assert_eq!(got, want, "{format:?}");
    }
}

const TEXEL_BUFFERS: &str = r#"
kernel void texel_buffers(read_only image1d_buffer_t src, write_only image1d_buffer_t dst,
                          global int *o) {
    int x = get_global_id(0);
    write_imageui(dst, x, read_imageui(src, x) + (uint4)(get_image_width(src)));
    o[x] = get_image_width(dst);
}
"#;

/// image1d_buffer_t arguments are texel buffers (uniform for read_only, storage otherwise).
#[test]
fn image1d_buffer_reads_writes_and_width() {
    let rt = runtime();
    let n = 10u32;
    let texels: Vec<u32> = (0..n * 4).map(|i| i * 5 + 1).collect();
    let src = image(
        &rt,
        ImageDim::D1Buffer,
        [n, 1, 1],
        ImageFormat::RGBA32UI,
        &bytes(&texels),
    );
    let zeros = vec![0u32; texels.len()];
    let dst = image(
        &rt,
        ImageDim::D1Buffer,
        [n, 1, 1],
        ImageFormat::RGBA32UI,
        &bytes(&zeros),
    );
    let o = rt.buffer_from_slice(&vec![0i32; n as usize]).unwrap();
    run(
        &rt,
        TEXEL_BUFFERS,
        "texel_buffers",
        &[n as u64],
        &[
            ("src", ArgValue::Image(&src)),
            ("dst", ArgValue::Image(&dst)),
            ("o", ArgValue::Buffer(&o)),
        ],
    );
    let out: Vec<u32> = oclvk::runner::from_bytes(&dst.read_bytes().unwrap()).unwrap();
    let want: Vec<u32> = texels.iter().map(|v| v + n).collect();
    assert_eq!(out, want);
    assert_eq!(o.read::<i32>().unwrap(), vec![n as i32; n as usize]);
}

/// Region transfers (what the OpenCL driver's clEnqueue*Image* commands do) on images of 1- to
/// 16-byte texels, with the validation layer on: region writes and reads, copies within an
/// image and between image kinds, image-buffer copies at whole-texel and odd offsets.
#[test]
fn image_regions_move_exactly_their_texels() {
    use oclvk::runner::{ChannelOrder, ChannelType, ImageRegion};
    let rt = runtime();
    let formats = [
        ImageFormat::new(ChannelOrder::R, ChannelType::UnormInt8),
        ImageFormat::new(ChannelOrder::Bgra, ChannelType::UnormInt8),
        ImageFormat::new(ChannelOrder::Rg, ChannelType::HalfFloat),
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::SignedInt16),
        ImageFormat::RGBA32F,
    ];
    for format in formats {
        let t = format.texel_bytes() as usize;
        let (w, h) = (6u32, 4u32);
        let texels: Vec<u8> = (0..w as usize * h as usize * t)
            .map(|i| (i * 7 % 251) as u8)
            .collect();
        let img = image(&rt, ImageDim::D2, [w, h, 1], format, &texels);
        let at = |x: usize, y: usize| &texels[(y * w as usize + x) * t..][..t];
        // A 3x2 region at (2, 1).
        let region = ImageRegion {
            origin: [2, 1, 0],
            size: [3, 2, 1],
        };
        let read = img.read_region(&region).unwrap();
        let expected: Vec<u8> = (1..3)
            .flat_map(|y| (2..5).flat_map(move |x| at(x, y).to_vec()))
            .collect();
        assert_eq!(read, expected, "{}: region read", format.name());
        // Into layer 1 of a 2D array (through the host: different kinds).
        // A zero-filled image made on the device.
        let array = rt
            .create_image(ImageDesc {
                dim: ImageDim::D2Array,
                size: [3, 2, 2],
                format,
            })
            .unwrap();
        array
            .copy_region_from(&img, [2, 1, 0], [0, 0, 1], [3, 2, 1])
            .unwrap();
        let layer = array
            .read_region(&ImageRegion {
                origin: [0, 0, 1],
                size: [3, 2, 1],
            })
            .unwrap();
        assert_eq!(layer, expected, "{}: into an array layer", format.name());
        let untouched = array
            .read_region(&ImageRegion {
                origin: [0, 0, 0],
                size: [3, 2, 1],
            })
            .unwrap();
        assert_eq!(
            untouched,
            vec![0; 6 * t],
            "{}: a new image is zeros",
            format.name()
        );
        // To a buffer at a whole-texel offset and at an odd one, and back.
        let mut buffer = rt.create_buffer(256).unwrap();
        for offset in [t as u64, 3] {
            img.copy_to_buffer(&region, &mut buffer, offset).unwrap();
            let bytes = buffer.read_bytes().unwrap();
            assert_eq!(
                &bytes[offset as usize..][..expected.len()],
                &expected[..],
                "{} at {offset}",
                format.name()
            );
            let back = image(&rt, ImageDim::D2, [3, 2, 1], format, &vec![0; 6 * t]);
            back.copy_from_buffer(&ImageRegion::whole(back.desc()), &buffer, offset)
                .unwrap();
            assert_eq!(
                back.read_bytes().unwrap(),
                expected,
                "{} from {offset}",
                format.name()
            );
        }
        // The 3x2 box at (3, 0) copied within the image to (0, 2), then read whole.
        img.copy_region_from(&img, [3, 0, 0], [0, 2, 0], [3, 2, 1])
            .unwrap();
        let whole = img.read_region(&ImageRegion::whole(img.desc())).unwrap();
        for y in 0..h as usize {
            for x in 0..w as usize {
                let want = if y >= 2 && x < 3 {
                    at(x + 3, y - 2)
                } else {
                    at(x, y)
                };
                assert_eq!(
                    &whole[(y * w as usize + x) * t..][..t],
                    want,
                    "{} ({x}, {y})",
                    format.name()
                );
            }
        }
        // Out-of-bounds regions are errors, not device faults.
        let outside = ImageRegion {
            origin: [5, 0, 0],
            size: [2, 1, 1],
        };
        assert!(img.read_region(&outside).is_err());
        assert!(img.write_region(&outside, &vec![0; 2 * t]).is_err());
        assert!(img
            .copy_region_from(&img, [0, 0, 0], [1, 0, 0], [2, 1, 1])
            .is_err());
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Kernels read and write the formats beyond 32-bit channels: half, 16-bit unorm and snorm,
/// BGRA unorm8 (whose channels a kernel sees in RGBA order), 8- and 16-bit integers.
#[test]
fn kernels_read_and_write_narrow_formats() {
    use oclvk::runner::{ChannelOrder, ChannelType};
    let rt = runtime();
    let src = r#"
kernel void twice(read_only image2d_t src, write_only image2d_t dst, global float4 *seen) {
    int2 c = (int2)(get_global_id(0), 0);
    float4 v = read_imagef(src, c);
    seen[c.x] = v;
    write_imagef(dst, c, v * 0.5f);
}
kernel void twice_i(read_only image2d_t src, write_only image2d_t dst) {
    int2 c = (int2)(get_global_id(0), 0);
    write_imagei(dst, c, read_imagei(src, c) * 2);
}
"#;
    let floats = |format: ImageFormat, data: Vec<u8>, seen: [f32; 4], half: Vec<u8>| {
        let a = image(&rt, ImageDim::D2, [1, 1, 1], format, &data);
        let b = image(&rt, ImageDim::D2, [1, 1, 1], format, &vec![0; data.len()]);
        let out = rt.create_buffer(16).unwrap();
        run(
            &rt,
            src,
            "twice",
            &[1],
            &[
                ("src", ArgValue::Image(&a)),
                ("dst", ArgValue::Image(&b)),
                ("seen", ArgValue::Buffer(&out)),
            ],
        );
        let got: Vec<f32> = out.read().unwrap();
        let close = got.iter().zip(seen).all(|(g, s)| (g - s).abs() <= 1e-6);
        assert!(close, "{}: read {got:?}, expected {seen:?}", format.name());
        assert_eq!(b.read_bytes().unwrap(), half, "{}", format.name());
    };
    floats(
        ImageFormat::new(ChannelOrder::Bgra, ChannelType::UnormInt8),
        vec![0, 51, 255, 102],
        [1.0, 0.2, 0.0, 0.4],
        vec![0, 26, 128, 51],
    );
    floats(
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::HalfFloat),
        bytes(&[0x3C00u16, 0xC000, 0x3800, 0x0000]),
        [1.0, -2.0, 0.5, 0.0],
        bytes(&[0x3800u16, 0xBC00, 0x3400, 0x0000]),
    );
    floats(
        ImageFormat::new(ChannelOrder::R, ChannelType::SnormInt16),
        bytes(&[-32767i16]),
        [-1.0, 0.0, 0.0, 1.0],
        bytes(&[-16384i16]),
    );
    let ints = ImageFormat::new(ChannelOrder::Rg, ChannelType::SignedInt8);
    let a = image(&rt, ImageDim::D2, [2, 1, 1], ints, &[3, 0xFB, 100, 0x80]);
    let b = image(&rt, ImageDim::D2, [2, 1, 1], ints, &[0; 4]);
    run(
        &rt,
        src,
        "twice_i",
        &[2],
        &[("src", ArgValue::Image(&a)), ("dst", ArgValue::Image(&b))],
    );
    // 100 * 2 and -128 * 2 do not fit: Vulkan's integer stores keep the low bits.
    let got = b.read_bytes().unwrap();
    assert_eq!(&got[..2], &[6, 0xF6]);
}

/// A 1D buffer image viewing a buffer (OpenCL's images made from a buffer): a kernel's reads
/// and writes through the images are the buffers' bytes; a view past the buffer's end is
/// refused.
#[test]
fn buffer_views_read_and_write_the_buffer() {
    let rt = runtime();
    let src = r#"
kernel void negate(read_only image1d_buffer_t a, write_only image1d_buffer_t b) {
    int x = get_global_id(0);
    write_imagef(b, x, -read_imagef(a, x));
}
"#;
    let values: Vec<f32> = (0..32).map(|i| i as f32).collect();
    let input = rt.buffer_from_slice(&values).unwrap();
    let output = rt.create_buffer(32 * 4).unwrap();
    let desc = |width| ImageDesc {
        dim: ImageDim::D1Buffer,
        size: [width, 1, 1],
        format: ImageFormat::RGBA32F,
    };
    // SAFETY: the buffers outlive the images (declared before them) and the launch.
    let (a, b) = unsafe {
        (
            Image::view_of_buffer(&input, 16, desc(6)).unwrap(),
            Image::view_of_buffer(&output, 0, desc(6)).unwrap(),
        )
    };
    run(
        &rt,
        src,
        "negate",
        &[6],
        &[("a", ArgValue::Image(&a)), ("b", ArgValue::Image(&b))],
    );
    let got: Vec<f32> = output.read().unwrap();
    let expected: Vec<f32> = (0..32)
        .map(|i| if i < 24 { -(i as f32 + 4.0) } else { 0.0 })
        .collect();
    assert_eq!(got, expected);
    // SAFETY: as above; the view is refused before it is made.
    unsafe {
        assert!(
            Image::view_of_buffer(&input, 16, desc(8)).is_err(),
            "past the end"
        );
        assert!(
            Image::view_of_buffer(&input, 4, desc(2)).is_err(),
            "misaligned"
        );
    }
}
