//! The runner's limits: what it counts against the kernel timeout, and clear errors for every
//! input a user can get wrong through the Rust API.

mod common;

use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use std::time::Duration;

/// lavapipe compiles a pipeline's shader at its first dispatch (about a second for this
/// kernel's math library), which the kernel timeout used to count: "did not finish within
/// 300 ms (infinite loop?)". The runner now dispatches a new pipeline once on no work-groups
/// before the timed launch.
#[test]
fn the_timeout_counts_the_kernel_not_the_drivers_first_compile() {
    let src = "
        kernel void heavy(global double *out) {
            size_t i = get_global_id(0);
            double x = out[i] + 0.5;
            out[i] = pow(x, 1.7) + sin(x) * cos(x) + tgamma(x) + lgamma(x) + erf(x) + cbrt(x)
                   + atan2(x, 2.0) + exp(x) + log(x) + sinh(x) + acosh(x + 1.0);
        }";
    let module = oclvk::compile_source("heavy.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        pipeline_cache: false,
        timeout: Duration::from_millis(300),
        ..RuntimeOptions::default()
    })
    .unwrap();
    let program = oclvk::load(&rt, &module).unwrap();
    let out = rt.buffer_from_slice(&[0f64; 4]).unwrap();
    let stats = rt
        .launch(
            &program,
            "heavy",
            &NdRange::d1(4),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    if let Some(t) = stats.kernel_time {
        assert!(t < Duration::from_millis(300), "kernel time {t:?}");
    }
    assert!(out
        .read::<f64>()
        .unwrap()
        .iter()
        .all(|v| v.is_finite() && *v > 1.0));
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}
