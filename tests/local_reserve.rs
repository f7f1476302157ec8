//! `-cl-local-reserve=BYTES`, the occupancy lever: every kernel declares that much `local`
//! memory it never reads. The module stays valid, the kernels compute what they computed, the
//! reflection and the runner's local-memory check count the reserve, and a reserve above the
//! device's limit is refused with the limit named.

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, RunnerError};

const SRC: &str = "
kernel void scale(global float *x, float s) {
    size_t i = get_global_id(0);
    x[i] *= s;
}
kernel void tile_sum(global const float *in, global float *out) {
    local float tile[64];
    size_t l = get_local_id(0);
    tile[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int k = 0; k < 64; k++)
        s += tile[k];
    out[get_global_id(0)] = s;
}
";

#[test]
fn reserved_local_memory_is_declared_counted_and_unused() {
    let plain = compile_with(SRC, "");
    let reserved = compile_with(SRC, "-cl-local-reserve=4097");
    let path = scratch("local_reserve").join("reserved.spv");
    std::fs::write(
        &path,
        reserved
            .words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    spirv_val(&path, "vulkan1.2");
    // Whole words: 4097 bytes are 1025 words.
    for (p, r) in plain
        .reflection
        .kernels
        .iter()
        .zip(&reserved.reflection.kernels)
    {
        assert_eq!(
            r.static_local_bytes,
            p.static_local_bytes + 4100,
            "{}",
            r.name
        );
    }
    assert_eq!(
        reserved.reflection.kernels[1].static_local_bytes,
        256 + 4100
    );
    assert!(reserved
        .reflection
        .kernels
        .iter()
        .all(|k| k.local_reserve_bytes == 4100));
    assert!(plain
        .reflection
        .kernels
        .iter()
        .all(|k| k.local_reserve_bytes == 0));

    let rt = validated_runtime();
    let program = oclvk::load(&rt, &reserved).unwrap();
    let x = rt.buffer_from_slice(&[2f32; 256]).unwrap();
    rt.launch(
        &program,
        "scale",
        &NdRange::d1(256),
        &[("x", ArgValue::Buffer(&x)), ("s", ArgValue::scalar(1.5f32))],
    )
    .unwrap();
    assert_eq!(x.read::<f32>().unwrap(), vec![3f32; 256]);
    let input: Vec<f32> = (0..256).map(|i| i as f32).collect();
    let a = rt.buffer_from_slice(&input).unwrap();
    let out = rt.create_buffer(256 * 4).unwrap();
    rt.launch(
        &program,
        "tile_sum",
        &NdRange::d1(256).with_local(&[64]),
        &[
            ("in", ArgValue::Buffer(&a)),
            ("out", ArgValue::Buffer(&out)),
        ],
    )
    .unwrap();
    let got = out.read::<f32>().unwrap();
    for (i, g) in got.iter().enumerate() {
        let first = (i / 64 * 64) as f32;
        assert_eq!(*g, 64.0 * first + (0..64).sum::<i32>() as f32, "out[{i}]");
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

#[test]
fn a_reserve_above_the_device_limit_is_refused() {
    let rt = validated_runtime();
    let max = rt.device().limits.max_compute_shared_memory_size;
    let module = compile_with(SRC, &format!("-cl-local-reserve={max}"));
    let program = oclvk::load(&rt, &module).unwrap();
    let x = rt.buffer_from_slice(&[2f32; 64]).unwrap();
    let args = [("x", ArgValue::Buffer(&x)), ("s", ArgValue::scalar(1.5f32))];
    // The whole limit fits a kernel without local memory of its own...
    rt.launch(&program, "scale", &NdRange::d1(64), &args)
        .unwrap();
    // ...not one with a tile besides.
    let out = rt.create_buffer(64 * 4).unwrap();
    let e = rt
        .launch(
            &program,
            "tile_sum",
            &NdRange::d1(64).with_local(&[64]),
            &[
                ("in", ArgValue::Buffer(&x)),
                ("out", ArgValue::Buffer(&out)),
            ],
        )
        .unwrap_err();
    assert!(
        matches!(e, RunnerError::LocalMemoryLimit { needed, .. } if needed == max as u64 + 256),
        "{e}"
    );
    assert!(e.to_string().contains("-cl-local-reserve"), "{e}");
}
