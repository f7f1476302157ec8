//! Behaviour driven by environment variables through `RuntimeOptions::from_env` (its own test
//! binary, and one test, because it sets them): the on-disk pipeline cache under
//! $XDG_CACHE_HOME/oclvk, OCLVK_DEVICE, OCLVK_QUEUE_FAMILY, OCLVK_VALIDATION.

mod common;

use common::*;
use oclvk_runner::{ArgValue, NdRange, RunnerError, Runtime, RuntimeOptions};

#[test]
fn environment_variables() {
    let dir = std::env::temp_dir().join(format!("oclvk-cache-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::env::set_var("XDG_CACHE_HOME", &dir);
    for round in 0..2 {
        let rt = runtime_with(RuntimeOptions {
            validation: true,
            pipeline_cache: true,
            ..RuntimeOptions::from_env()
        });
        let prog = rt
            .load_program(&assemble("reqd"), Some(reqd_reflection()))
            .unwrap();
        let out = rt.create_buffer(16).unwrap();
        rt.launch(
            &prog,
            "reqd",
            &NdRange::d1(4),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
        assert_eq!(
            out.read::<u32>().unwrap(),
            vec![0, 3, 6, 9],
            "round {round}"
        );
        drop((out, prog));
        assert_clean(&rt);
    }
    let files: Vec<_> = std::fs::read_dir(dir.join("oclvk"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(files[0]
        .file_name()
        .to_string_lossy()
        .starts_with("pipelines-"));
    assert!(files[0].metadata().unwrap().len() > 0);
    let _ = std::fs::remove_dir_all(&dir);

    // OCLVK_DEVICE applies when no selector is given, through `from_env`: the library itself
    // reads no environment variable.
    std::env::set_var("OCLVK_DEVICE", "no such device");
    let e = Runtime::new(RuntimeOptions::from_env()).err().unwrap();
    assert!(matches!(e, RunnerError::NoMatchingDevice { .. }), "{e}");
    assert!(Runtime::new(RuntimeOptions::default()).is_ok());
    std::env::remove_var("OCLVK_DEVICE");
    // OCLVK_QUEUE_FAMILY must name a compute family; a bad value is an error naming it.
    for bad in ["99", "x"] {
        std::env::set_var("OCLVK_QUEUE_FAMILY", bad);
        let e = Runtime::new(RuntimeOptions::from_env()).err().unwrap();
        assert!(matches!(e, RunnerError::BadQueueFamily { .. }), "{e}");
        assert!(
            e.to_string().contains(&format!("OCLVK_QUEUE_FAMILY={bad}")),
            "{e}"
        );
    }
    std::env::set_var("OCLVK_QUEUE_FAMILY", "0");
    assert!(Runtime::new(RuntimeOptions::from_env()).is_ok());
    std::env::remove_var("OCLVK_QUEUE_FAMILY");
    // OCLVK_VALIDATION=1 turns validation on: a reflection that understates the push-constant
    // block must produce messages.
    std::env::set_var("OCLVK_VALIDATION", "1");
    let rt = Runtime::new(RuntimeOptions {
        pipeline_cache: false,
        ..RuntimeOptions::from_env()
    })
    .unwrap();
    std::env::remove_var("OCLVK_VALIDATION");
    let mut refl = vadd_reflection();
    refl.kernels[0].transport = oclvk_abi::reflect::ArgTransport::PushConstants { size: 8 };
    refl.kernels[0].args.truncate(1);
    let prog = rt.load_program(&assemble("vadd"), Some(refl)).unwrap();
    let b = rt.create_buffer(16).unwrap();
    let _ = rt.launch(
        &prog,
        "vadd",
        &NdRange::d1(4),
        &[("a", ArgValue::Buffer(&b))],
    );
    assert!(!rt.validation_messages().is_empty());
}
