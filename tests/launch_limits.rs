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
        ..RuntimeOptions::from_env()
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

/// Through the Rust API: a buffer larger than any memory heap, a reflection that does not
/// describe the module, an OpenCL-target module, and outputs that have no contents are typed
/// errors naming the cause.
#[test]
fn api_errors_name_the_cause() {
    use oclvk::run::{RunConfig, RunSpecs};
    use oclvk::runner::RunnerError;
    use oclvk::spec::{ArgSpec, ArgTarget};
    let rt = common::validated_runtime();
    let max = rt.device().limits.max_buffer_size;
    let e = rt.create_buffer(max + 1).unwrap_err();
    assert!(
        matches!(e, RunnerError::BufferTooLarge { size, .. } if size == max + 1),
        "{e:?}"
    );
    let src = "kernel void k(global float *a, int n) { a[get_global_id(0)] = n; }";
    let module = oclvk::compile_source("k.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let mut renamed = module.reflection.clone();
    renamed.kernels[0].name = "other".into();
    let e = rt.load_program(&module.words, Some(renamed)).unwrap_err();
    assert!(matches!(e, RunnerError::BadReflection(_)), "{e:?}");
    let mut options = oclvk::CompileOptions::default();
    options.backend.target = oclvk::spirv::Target::Opencl;
    let cl = oclvk::compile_source("k.cl", src, &options)
        .into_result()
        .unwrap();
    let e = rt.load_program(&cl.words, Some(cl.reflection)).unwrap_err();
    assert!(matches!(e, RunnerError::OpenClModule), "{e:?}");
    let program = oclvk::load(&rt, &module).unwrap();
    let specs = ["a=zeros:4", "n=3"].map(|s| ArgSpec::parse(s).unwrap());
    let config = RunConfig {
        repeat: 1,
        outputs: Some(vec![ArgTarget::Name("n".into())]),
    };
    let e = rt
        .run_specs(&program, "k", &NdRange::d1(4), &specs, &config)
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "argument 'n' ('int') is not a buffer or an image, so it has no contents to write out"
    );
    let huge = [format!("a=zeros:{}", max), "n=3".into()].map(|s| ArgSpec::parse(&s).unwrap());
    let e = rt
        .run_specs(&program, "k", &NdRange::d1(4), &huge, &RunConfig::default())
        .unwrap_err();
    assert!(e.to_string().starts_with("argument 'a': "), "{e}");
}
