//! Images and samplers on Vulkan (lavapipe without a GPU) with the validation layer on, where a
//! kernel corpus file cannot say it (the runs of image kernels with fixed inputs are in
//! tests/kernels/images/): image and sampler arguments refused before the dispatch, the CLI's
//! image and sampler specs and image outputs, read_write images (which run or are refused by
//! name, as the device's formats allow), region transfers and buffer views through the
//! runner's API.

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

/// The corpus file whose runs check the copies; the tests here drive it through the runner API.
const COPY_I: &str =
    include_str!("kernels/images/copy_r32i_and_rgba32ui_images_through_helpers.cl");

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

/// The corpus file whose runs check the samplers; the test here checks a refusal.
const FUNCTION_SCOPE_SAMPLERS: &str =
    include_str!("kernels/images/function_scope_samplers_and_samplers_passed_to_helpers.cl");

/// Integer reads need nearest filtering: a linear argument sampler is refused by name (the
/// kernel's runs are tests/kernels/images/function_scope_samplers_and_samplers_passed_to_helpers.cl).
#[test]
fn integer_reads_refuse_a_linear_sampler_by_name() {
    let rt = runtime();
    let img = image(
        &rt,
        ImageDim::D2,
        [3, 2, 1],
        ImageFormat::RGBA32I,
        &bytes(&[0i32; 24]),
    );
    let o = rt.buffer_from_slice(&[0i32; 4]).unwrap();
    let module = oclvk::compile_source("s.cl", FUNCTION_SCOPE_SAMPLERS, &Default::default())
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let linear = SamplerModes {
        normalized_coords: true,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Linear,
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
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// The corpus file whose runs check the arrays; the test here checks a refusal.
const ARRAYS: &str =
    include_str!("kernels/images/image_arrays_and_normalized_sampling_of_3d_images.cl");

/// Vulkan samples 3D images and arrays with normalized coordinates only: an unnormalized
/// sampler is refused by name (the kernel's runs are
/// tests/kernels/images/image_arrays_and_normalized_sampling_of_3d_images.cl).
#[test]
fn image_arrays_refuse_unnormalized_samplers_by_name() {
    let rt = runtime();
    let (w, h, layers) = (4u32, 3u32, 2u32);
    let zeros = vec![0u8; (w * h * layers * 16) as usize];
    let a = image(
        &rt,
        ImageDim::D2Array,
        [w, h, layers],
        ImageFormat::RGBA32F,
        &zeros,
    );
    let b = image(
        &rt,
        ImageDim::D1Array,
        [w, layers, 1],
        ImageFormat::RGBA32F,
        &zeros[..(w * layers * 16) as usize],
    );
    let c = image(
        &rt,
        ImageDim::D3,
        [w, h, layers],
        ImageFormat::RGBA32F,
        &zeros,
    );
    let o = rt.create_buffer(u64::from(w * h * layers) * 64).unwrap();
    let n = rt.buffer_from_slice(&[0i64; 2]).unwrap();
    let module = oclvk::compile_source("arrays.cl", ARRAYS, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let range = NdRange::new(&[w as u64, h as u64, layers as u64]);
    let unnormalized = SamplerModes {
        normalized_coords: false,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Nearest,
    };
    let args = [
        ("a", ArgValue::Image(&a)),
        ("b", ArgValue::Image(&b)),
        ("c", ArgValue::Image(&c)),
        ("s", ArgValue::Sampler(unnormalized)),
        ("o", ArgValue::Buffer(&o)),
        ("n", ArgValue::Buffer(&n)),
    ];
    let err = rt
        .launch(&program, "arrays", &range, &args)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("sampler 's'") && err.contains("normalized coordinates"),
        "{err}"
    );
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
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
