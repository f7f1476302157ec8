//! `oclvk run` with host data as users hold it: 3-component vectors in the OpenCL memory layout
//! or packed, multi-dimensional `.npy` files for flat buffers, and struct arguments by value.

mod common;

use common::*;
use oclvk::npy;
use std::path::Path;

const SCALE3: &str = "kernel void scale3(global const float3 *in, global float3 *out) {
    size_t i = get_global_id(0);
    out[i] = in[i] * 2.0f;
}
";

/// A float32 `.npy` file's shape and values.
type Npy = (Vec<u64>, Vec<f32>);

fn read_npy(path: &Path) -> Npy {
    let a = npy::parse(&std::fs::read(path).unwrap()).unwrap();
    (a.shape.clone(), read_f32_npy(path))
}

/// Runs scale3 over two vectors read from `input`; returns the (packed, padded) outputs.
fn run_scale3(dir: &Path, input: &Path) -> (Npy, Npy) {
    let kernel = dir.join("scale3.cl");
    std::fs::write(&kernel, SCALE3).unwrap();
    let (packed, padded) = (dir.join("packed.npy"), dir.join("padded.npy"));
    let out = oclvk(&[
        "run",
        kernel.to_str().unwrap(),
        "-g",
        "2",
        "--arg",
        &format!("in=file:{}", input.display()),
        "--arg",
        "out=zeros:2",
        "--out",
        &format!("out={}", packed.display()),
        "--out",
        &format!("out={}:padded", padded.display()),
    ]);
    assert_ok(&out);
    (read_npy(&packed), read_npy(&padded))
}

#[test]
fn float3_buffers_take_the_opencl_layout_and_packed_vectors() {
    let dir = scratch("host_float3");
    let want_packed = (vec![2, 3], vec![2., 4., 6., 8., 10., 12.]);
    // (N, 4): the layout pyopencl and C hosts use (cl_float3 is 16 bytes); the fourth lane is
    // padding, whatever it holds.
    let n4 = dir.join("n4.npy");
    write_f32_npy(&n4, &[2, 4], &[1., 2., 3., 99., 4., 5., 6., 99.]);
    let (packed, padded) = run_scale3(&dir, &n4);
    assert_eq!(packed, want_packed);
    assert_eq!(padded.0, vec![2, 4]);
    assert_eq!(
        [&padded.1[..3], &padded.1[4..7]].concat(),
        vec![2., 4., 6., 8., 10., 12.]
    );
    // Flat, a multiple of 4: the same layout.
    let flat = dir.join("flat.npy");
    write_f32_npy(&flat, &[8], &[1., 2., 3., 0., 4., 5., 6., 0.]);
    assert_eq!(run_scale3(&dir, &flat).0, want_packed);
    // (N, 3): packed vectors.
    let n3 = dir.join("n3.npy");
    write_f32_npy(&n3, &[2, 3], &[1., 2., 3., 4., 5., 6.]);
    assert_eq!(run_scale3(&dir, &n3).0, want_packed);
}

#[test]
fn padded_output_of_a_scalar_buffer_is_a_clear_error() {
    let out = run_vadd(4, "iota:4", "iota:4", &["--out", "c=c.npy:padded"]);
    assert_fails_with(
        &out,
        "only a .npy output of a buffer of 3-component vectors has a padded layout (c is global float *)",
    );
}

#[test]
fn a_2d_npy_fills_a_flat_buffer_in_c_order() {
    let dir = scratch("host_2d");
    let a = dir.join("a.npy");
    let values: Vec<f32> = (0..24).map(|i| i as f32).collect();
    write_f32_npy(&a, &[4, 6], &values);
    let c = dir.join("c.npy");
    let a_spec = format!("file:{}", a.display());
    let out = run_vadd(
        24,
        &a_spec,
        "fill:0.5:24",
        &["--out", &format!("c={}", c.display())],
    );
    assert_ok(&out);
    let (shape, got) = read_npy(&c);
    assert_eq!(shape, vec![24]);
    assert_eq!(got, values.iter().map(|v| v + 0.5).collect::<Vec<_>>());
    // A Fortran-order file is refused, naming it.
    let mut bytes = std::fs::read(&a).unwrap();
    let at = bytes.windows(5).position(|w| w == b"False").unwrap();
    bytes[at..at + 5].copy_from_slice(b"True ");
    std::fs::write(&a, bytes).unwrap();
    let out = run_vadd(24, &a_spec, "fill:0.5:24", &[]);
    assert_fails_with(
        &out,
        &format!(
            "argument 'a': {}: the array is in Fortran (column-major) order",
            a.display()
        ),
    );
}

const STRUCT_ARG: &str = "struct inner { short lo; short hi; };
typedef struct { char tag; float scale; int2 shift; struct inner pair; } params_t;
kernel void apply(global float *x, params_t p) {
    size_t i = get_global_id(0);
    x[i] = x[i] * p.scale + p.shift.x + p.shift.y + p.pair.lo + p.pair.hi + p.tag;
}
kernel void copy_params(global const params_t *in, global params_t *out) {
    out[get_global_id(0)] = in[get_global_id(0)];
}
";

/// tag 1, scale 2.0, shift (10, 20), pair (100, 1000), then the 4 bytes of tail padding.
const PARAMS_HEX: &str = "01000000_00000040_0a000000_14000000_6400e803_00000000";

#[test]
fn reflection_gives_each_struct_field_its_name_offset_and_type() {
    use oclvk::spirv::reflect::FieldReflection;
    let module = oclvk::compile_source("s.cl", STRUCT_ARG, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let field = |name: &str, offset, type_name: &str, size, fields| FieldReflection {
        name: Some(name.into()),
        offset,
        type_name: type_name.into(),
        size,
        bits: None,
        fields,
    };
    let expected = vec![
        field("tag", 0, "char", 1, vec![]),
        field("scale", 4, "float", 4, vec![]),
        field("shift", 8, "int2", 8, vec![]),
        field(
            "pair",
            16,
            "struct inner",
            4,
            vec![
                field("lo", 16, "short", 2, vec![]),
                field("hi", 18, "short", 2, vec![]),
            ],
        ),
    ];
    let apply = module.reflection.kernel("apply").unwrap();
    assert_eq!(apply.arg("p").unwrap().fields, expected);
    assert!(apply.arg("x").unwrap().fields.is_empty());
    // A pointer to a struct describes its pointee.
    let copy = module.reflection.kernel("copy_params").unwrap();
    assert_eq!(copy.arg("in").unwrap().fields, expected);
    // The sidecar's JSON carries them.
    let json = module.reflection.to_json();
    assert!(
        json.contains("\"name\": \"pair\",\n") && json.contains("\"type_name\": \"struct inner\""),
        "{json}"
    );
}

#[test]
fn struct_arguments_by_value_from_hex_and_bin() {
    let dir = scratch("host_struct");
    let kernel = dir.join("s.cl");
    std::fs::write(&kernel, STRUCT_ARG).unwrap();
    let bin = dir.join("p.bin");
    let bytes: Vec<u8> = PARAMS_HEX
        .replace('_', "")
        .as_bytes()
        .chunks(2)
        .map(|h| u8::from_str_radix(std::str::from_utf8(h).unwrap(), 16).unwrap())
        .collect();
    std::fs::write(&bin, &bytes).unwrap();
    let want: Vec<f32> = (0..8).map(|i| 2.0 * i as f32 + 1131.0).collect();
    for p in [
        format!("p=hex:{PARAMS_HEX}"),
        format!("p=file:{}", bin.display()),
    ] {
        let x = dir.join("x.npy");
        let out = oclvk(&[
            "run",
            kernel.to_str().unwrap(),
            "-k",
            "apply",
            "-g",
            "8",
            "--arg",
            "x=iota:8",
            "--arg",
            &p,
            "--out",
            &format!("x={}", x.display()),
        ]);
        assert_ok(&out);
        assert_eq!(read_f32_npy(&x), want, "{p}");
    }
    let out = oclvk(&[
        "run",
        kernel.to_str().unwrap(),
        "-k",
        "apply",
        "-g",
        "8",
        "--arg",
        "x=iota:8",
        "--arg",
        "p=hex:0100",
    ]);
    assert_fails_with(
        &out,
        "argument 'p': 2 bytes given but params_t takes 24 (tag: char at 0, scale: float at 4, shift: int2 at 8, pair: struct inner at 16)",
    );
}
