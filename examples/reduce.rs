//! A two-kernel program through the Rust API: a work-group sum in local memory (a `local`
//! pointer argument sized at launch, an explicit work-group size), then a second kernel that
//! scales the partial sums by a by-value argument. Shows reading reflection and chaining
//! launches over the same buffers.
//!
//! `cargo run --example reduce`

use oclvk::{ArgValue, NdRange, Runtime, RuntimeOptions};

const SOURCE: &str = r#"
kernel void partial_sums(global const int *in, global int *out, local int *scratch) {
    uint l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s)
            scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        out[get_group_id(0)] = scratch[0];
}

kernel void scale(global int *v, int factor) {
    v[get_global_id(0)] *= factor;
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    const N: usize = 4096;
    const LOCAL: u32 = 128;
    let groups = N / LOCAL as usize;

    let runtime = Runtime::new(RuntimeOptions::from_env())?;
    let module = oclvk::compile_source("reduce.cl", SOURCE, &Default::default()).into_result()?;
    for k in &module.reflection.kernels {
        let args: Vec<&str> = k.args.iter().map(|a| a.type_name.as_str()).collect();
        println!("kernel {}({})", k.name, args.join(", "));
    }
    let program = oclvk::load(&runtime, &module)?;

    let input: Vec<i32> = (0..N as i32).collect();
    let input_buf = runtime.buffer_from_slice(&input)?;
    let sums = runtime.create_buffer((groups * 4) as u64)?;

    runtime.launch(
        &program,
        "partial_sums",
        &NdRange::d1(N as u64).with_local(&[LOCAL]),
        &[
            ("in", ArgValue::Buffer(&input_buf)),
            ("out", ArgValue::Buffer(&sums)),
            ("scratch", ArgValue::Local(LOCAL)),
        ],
    )?;
    runtime.launch(
        &program,
        "scale",
        &NdRange::d1(groups as u64),
        &[
            ("v", ArgValue::Buffer(&sums)),
            ("factor", ArgValue::scalar(-1i32)),
        ],
    )?;

    let got: Vec<i32> = sums.read()?;
    let want: Vec<i32> = input
        .chunks(LOCAL as usize)
        .map(|c| -c.iter().sum::<i32>())
        .collect();
    if got != want {
        return Err(format!("partial sums differ: got {got:?}, expected {want:?}").into());
    }
    println!(
        "{groups} partial sums of {LOCAL} elements on {}: {:?} ... {:?}",
        runtime.device().name,
        got[0],
        got[groups - 1]
    );
    Ok(())
}
