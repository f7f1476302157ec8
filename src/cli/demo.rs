//! `oclvk demo`: the end-to-end check a new user runs first. It compiles the vector-add example,
//! runs it on the chosen device with random inputs, and verifies every element on the CPU.

use super::Failure;
use oclvk::runner::{ArgValue, DeviceSelector, NdRange, Runtime, RuntimeOptions};
use oclvk::CompileOptions;

const SOURCE: &str = include_str!("../../examples/vadd.cl");

#[derive(clap::Args)]
pub struct Args {
    /// Number of elements
    #[arg(short = 'n', long, default_value_t = 1 << 20)]
    pub elements: u32,
    /// Device: index or name substring (default: OCLVK_DEVICE, else the best device)
    #[arg(long, value_parser = super::devices::parse_selector)]
    pub device: Option<String>,
    /// Enable the Khronos validation layer
    #[arg(long)]
    pub validation: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let n = args.elements as usize;
    if n == 0 {
        return Err(Failure {
            message: "--elements must be at least 1".into(),
            status: 2,
        });
    }
    let module = oclvk::compile_source("examples/vadd.cl", SOURCE, &CompileOptions::default())
        .into_result()
        .map_err(|e| Failure::new(e.to_string()))?;
    let runtime = Runtime::new(RuntimeOptions {
        device: args.device.as_deref().map(DeviceSelector::parse),
        validation: args.validation,
        // The demo prints the kernel's time.
        kernel_timestamps: true,
        ..RuntimeOptions::from_env()
    })?;
    let program = oclvk::load(&runtime, &module).map_err(|e| Failure::new(e.to_string()))?;
    // Inputs from a fixed linear congruential sequence: reproducible, and not a pattern a wrong
    // index computation could reproduce by accident.
    let mut state = 0x2545_f491_u32;
    let mut next = || {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (state >> 8) as f32 / (1u32 << 24) as f32
    };
    let a: Vec<f32> = (0..n).map(|_| next()).collect();
    let b: Vec<f32> = (0..n).map(|_| next()).collect();
    let (da, db) = (
        runtime.buffer_from_slice(&a)?,
        runtime.buffer_from_slice(&b)?,
    );
    let dc = runtime.buffer_from_slice(&vec![0f32; n])?;
    let stats = runtime.launch(
        &program,
        "vadd",
        &NdRange::new(&[n as u64]),
        &[
            ("a", ArgValue::Buffer(&da)),
            ("b", ArgValue::Buffer(&db)),
            ("c", ArgValue::Buffer(&dc)),
        ],
    )?;
    let c = dc.read::<f32>()?;
    let wrong: Vec<usize> = (0..n).filter(|&i| c[i] != a[i] + b[i]).collect();
    let device = runtime.device();
    println!(
        "device: {} ({}, Vulkan {})",
        device.name,
        device.driver_name,
        device.api_version_string()
    );
    let time = stats
        .kernel_time
        .map(|t| format!("{:.1} us", t.as_secs_f64() * 1e6))
        .unwrap_or_else(|| "n/a".into());
    println!(
        "vadd: {n} elements, local size {}, kernel time {time}",
        stats.local_size[0]
    );
    if let Some(&first) = wrong.first() {
        return Err(Failure::new(format!(
            "{} of {n} elements are wrong (first: c[{first}] = {}, expected {})",
            wrong.len(),
            c[first],
            a[first] + b[first]
        )));
    }
    println!("verified: all {n} elements equal a + b");
    let messages = runtime.validation_messages();
    if !messages.is_empty() {
        for m in &messages {
            eprintln!("oclvk: validation: {m}");
        }
        return Err(Failure::new(format!(
            "{} validation message(s)",
            messages.len()
        )));
    }
    Ok(())
}
