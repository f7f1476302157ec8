//! Vector types declared with clang's `ext_vector_type` and GCC's `vector_size` attributes run
//! on Vulkan (lavapipe here, validation on) exactly as the built-in vectors they name: the
//! module is the one the same kernel written with `int4`, `float3`... gives, and every output
//! is checked.

mod common;

use oclvk::runner::ArgValue;

use common::run_kernel as run;
use common::validated_runtime as runtime;

/// The kernel, with `V4I`, `V3F`, `U8X8`, `G4` and `G8` standing for its vector types.
const KERNEL: &str = r#"
typedef int v4i __attribute__((ext_vector_type(4)));
typedef float v3f __attribute__((ext_vector_type(3)));
typedef unsigned char u8x8 __attribute__((__ext_vector_type__(8)));
typedef int g4 __attribute__((vector_size(16)));
typedef short g8 __attribute__((vector_size(4 * sizeof(int))));

V4I twice(int4 v) { return v * 2; }

kernel void k(global int *out, V4I add, global const V3F *vf, G4 gadd) {
  V4I a = (V4I)(1, 2, 3, 4) + add;
  int4 b = a.wzyx;
  V4I c = twice(b);
  vstore4(c, 0, out);
  V3F f = vf[1] * 2.0f;
  out[4] = convert_int(dot(f, (float3)(1.0f, 10.0f, 100.0f)));
  G4 g = (G4)(10, 20, 30, 40) + gadd;
  int4 m = max(g, a);
  vstore4(m, 0, out + 5);
  U8X8 bytes = as_uchar8((long)0x0807060504030201L);
  out[9] = bytes.s7 * 100 + bytes.hi.x;
  out[10] = sizeof(V4I) * 100 + vec_step(V4I);
  out[11] = sizeof(V3F) * 100 + vec_step(V3F);
  out[12] = sizeof(G8) * 100 + vec_step(G8);
  G8 s = convert_short8(bytes) * (short)3;
  out[13] = s[3];
  out[14] = all(c == (V4I)(808, 606, 404, 202));
}
"#;

fn kernel(types: [&str; 5]) -> String {
    let mut src = KERNEL.to_string();
    for (placeholder, ty) in ["V4I", "V3F", "U8X8", "G4", "G8"].into_iter().zip(types) {
        src = src.replace(placeholder, ty);
    }
    src
}

#[test]
fn attribute_vectors_compute_as_the_built_in_vectors() {
    let with_attributes = kernel(["v4i", "v3f", "u8x8", "g4", "g8"]);
    let built_in = kernel(["int4", "float3", "uchar8", "int4", "short8"]);
    let compile = |src: &str| {
        oclvk::compile_source("test.cl", src, &oclvk::CompileOptions::default())
            .into_result()
            .unwrap_or_else(|e| panic!("{e:?}"))
    };
    let module = compile(&with_attributes);
    assert!(
        module.words == compile(&built_in).words,
        "the attribute vectors compile to another module than the built-in ones"
    );
    let spv = common::scratch("vector_type_runs").join("k.spv");
    let bytes: Vec<u8> = module.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&spv, bytes).unwrap();
    common::spirv_val(&spv, "vulkan1.2");

    let rt = runtime();
    let out = rt.buffer_from_slice(&[0i32; 15]).unwrap();
    let vf = rt
        .buffer_from_slice(&[0f32, 0.0, 0.0, 0.0, 1.0, 2.0, 3.0, -1.0])
        .unwrap();
    let args = [
        ("out", ArgValue::Buffer(&out)),
        ("add", ArgValue::vector(&[100i32, 200, 300, 400])),
        ("vf", ArgValue::Buffer(&vf)),
        ("gadd", ArgValue::vector(&[1i32, 502, 3, 804])),
    ];
    run(&with_attributes, "k", 1, None, &args, &rt);
    assert_eq!(
        out.read::<i32>().unwrap(),
        [
            808, 606, 404, 202, // twice(a.wzyx), a = (101, 202, 303, 404)
            642, // (2, 4, 6) . (1, 10, 100)
            101, 522, 303, 844, // max((11, 522, 33, 844), a)
            805, // bytes.s7, bytes.hi.x
            1604, 1604, 1608, // sizeof * 100 + vec_step
            12,   // (short)bytes.s3 * 3
            1,    // all(c == ...)
        ]
    );
}
