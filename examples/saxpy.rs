//! saxpy through the Rust API: compile OpenCL C, open a runtime on a chosen device, make typed
//! buffers from slices, launch with by-value arguments, read back and check.
//!
//! `cargo run --example saxpy [DEVICE] [N]`: DEVICE is an index or a name substring (as
//! `oclvk devices` lists them; default: `OCLVK_DEVICE`, else the best device), N the length.

use oclvk::{ArgValue, DeviceSelector, NdRange, Runtime, RuntimeOptions};

const SOURCE: &str = r#"
kernel void saxpy(global float *y, global const float *x, float a, uint n) {
    size_t i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + y[i];
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let device = args.next().map(|d| DeviceSelector::parse(&d));
    let n: u32 = args.next().map_or(Ok(1 << 20), |s| s.parse())?;

    let runtime = Runtime::new(RuntimeOptions {
        device,
        ..RuntimeOptions::from_env()
    })?;
    println!("device: {}", runtime.device().summary());

    let program = oclvk::build_program(&runtime, "saxpy.cl", SOURCE, &Default::default())?;

    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.5).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 7) as f32).collect();
    let a = 3.0f32;
    let x_buf = runtime.buffer_from_slice(&x)?;
    let y_buf = runtime.buffer_from_slice(&y)?;

    // The global size is rounded up to a multiple of 64; the kernel checks `i < n`.
    let global = (n as u64).div_ceil(64) * 64;
    let stats = runtime.launch(
        &program,
        "saxpy",
        &NdRange::d1(global).with_local(&[64]),
        &[
            ("y", ArgValue::Buffer(&y_buf)),
            ("x", ArgValue::Buffer(&x_buf)),
            ("a", ArgValue::scalar(a)),
            ("n", ArgValue::scalar(n)),
        ],
    )?;

    let result: Vec<f32> = y_buf.read()?;
    let wrong = (0..n as usize)
        .filter(|&i| (result[i] - (a * x[i] + y[i])).abs() > 1e-3 * (1.0 + result[i].abs()))
        .count();
    match stats.kernel_time {
        Some(t) => println!(
            "saxpy over {n} elements: {:.1} us kernel time",
            t.as_secs_f64() * 1e6
        ),
        None => println!("saxpy over {n} elements (no timestamps on this queue)"),
    }
    if wrong > 0 {
        return Err(format!("{wrong} of {n} elements are wrong").into());
    }
    println!("all {n} elements match the CPU");
    Ok(())
}
