//! The refusals of the portable targets: each `tests/diagnostics/*.cl` names its target on its
//! first line (`// TARGET: wgsl`), its OpenCL C version on another where it is not the
//! default (`// options: -cl-std=CL2.0`, as tests/clang_differential.rs reads it for clang), the
//! sizes `oclvk compile --local-arg` and `--work-group-size` give on `// local-args:` and
//! `// work-group-size:` lines (`size_options`), and carries clang's `-verify` comments; compiling it through
//! `oclvk-naga` must give exactly those diagnostics (the frontend's `verify`), and never panic.

#[path = "../../spirv-backend/tests/math_library/mod.rs"]
mod math_library;
mod size_options;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use oclvk_naga::{compile, Options, Target};
use std::path::PathBuf;

fn target(name: &str) -> Target {
    match name {
        "wgsl" => Target::Wgsl,
        "msl" => Target::Msl,
        "hlsl" => Target::Hlsl,
        "glsl" => Target::Glsl,
        "vulkan1.2-portable" => Target::Vulkan1_2Portable,
        "vulkan1.3-portable" => Target::Vulkan1_3Portable,
        other => panic!("unknown target '{other}'"),
    }
}

#[test]
fn refusals_match_their_expectations() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/diagnostics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        failures.extend(verify_source(&path.display().to_string(), &text));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The `-verify` mismatches of `text` (named `name`) compiled for the target of its
/// `// TARGET: ` line, as OpenCL C 2.0 where its `// options:` line says so (as kernel corpus
/// files say it, which spirv-backend/tests/all_kernels.rs reads too).
fn verify_source(name: &str, text: &str) -> Vec<String> {
    let target_name = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// TARGET: "))
        .unwrap_or_else(|| panic!("{name} has no '// TARGET: ' line"));
    let options = text.lines().find_map(|l| l.strip_prefix("// options:"));
    let std = match options.and_then(|o| {
        o.split_whitespace()
            .find_map(|w| w.strip_prefix("-cl-std="))
    }) {
        Some("CL2.0") => ClStd::Cl2_0,
        Some("CL3.0") => ClStd::Cl3_0,
        Some(other) => panic!("{name}: unknown -cl-std={other}"),
        None => ClStd::default(),
    };
    let lang = LangOptions {
        std,
        ..LangOptions::default()
    };
    let fe = Frontend::compile_source(name, text, &lang, WarningPolicy::default());
    let mut diagnostics: Vec<_> = fe.diagnostics.iter().cloned().collect();
    let module = fe
        .module
        .as_ref()
        .unwrap_or_else(|| panic!("{name} has frontend errors: {diagnostics:?}"));
    let (local_arg_bytes, work_group_size) = size_options::size_options(text);
    let options = Options {
        target: target(target_name.trim()),
        math_library: Some(math_library::math_library()),
        local_arg_bytes,
        work_group_size,
        ..Options::default()
    };
    if let Err(errors) = compile(module, &options) {
        diagnostics.extend(errors);
    }
    let (main, _) = fe.sources.files().next().expect("one file");
    oclvk_frontend::verify::verify(&fe.sources, main, &diagnostics)
        .into_iter()
        .map(|m| format!("{name}: {}", m.0))
        .collect()
}

/// Refusals of the `cl_khr_subgroup_*` extensions' functions that every target makes, in
/// `-verify` form like `tests/diagnostics/*.cl` but kept out of the repository's `.cl` files,
/// which spirv-backend/tests/all_kernels.rs compiles for its targets expecting success.
const SUB_GROUP_EXTENSION_REFUSALS: [(&str, &str); 1] = [(
    "sub-group-cluster-sizes.cl",
    r#"// TARGET: vulkan1.2-portable
// options: -cl-std=CL2.0
// A clustered sub-group operation's cluster size must be a constant power of 2 (the lanes of a
// cluster are chosen when compiling), as on the default target.

kernel void run_time_cluster(global int *out, uint n) {
  out[0] = sub_group_clustered_reduce_add(out[1], n); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}

kernel void uneven_cluster(global int *out) {
  out[0] = sub_group_clustered_reduce_min(out[1], 6u); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}

kernel void large_rotate_cluster(global int *out) {
  out[0] = sub_group_clustered_rotate(out[1], 1, 256u); // expected-error {{the cluster size of a clustered sub-group operation must be an integer constant, a power of 2 of at most 128}}
}
"#,
)];

#[test]
fn sub_group_extension_refusals_match_their_expectations() {
    let failures: Vec<String> = SUB_GROUP_EXTENSION_REFUSALS
        .iter()
        .flat_map(|(name, text)| verify_source(name, text))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `Options::kernel` lowers that kernel alone: a sibling kernel the target refuses does not
/// keep it from compiling, and a name the source lacks is an error listing its kernels.
#[test]
fn a_kernel_compiles_alone() {
    let source = "kernel void fine(global int *out) { out[0] = 1; }\n\
                  kernel void refused(global long *out) { out[0] = 1; }\n";
    let fe = Frontend::compile_source(
        "two.cl",
        source,
        &LangOptions::default(),
        WarningPolicy::default(),
    );
    let module = fe.module.as_ref().expect("two.cl compiles");
    let options = |kernel: Option<&str>| Options {
        target: Target::Wgsl,
        kernel: kernel.map(str::to_string),
        math_library: Some(math_library::math_library()),
        ..Options::default()
    };
    assert!(compile(module, &options(None)).is_err());
    let alone = compile(module, &options(Some("fine"))).expect("'fine' alone compiles");
    let names: Vec<&str> = alone
        .reflection
        .kernels
        .iter()
        .map(|k| k.name.as_str())
        .collect();
    assert_eq!(names, ["fine"]);
    let missing = compile(module, &options(Some("other"))).unwrap_err();
    assert!(
        missing[0]
            .message
            .contains("no kernel named 'other' (kernels: fine, refused)"),
        "{:?}",
        missing[0].message
    );
}

/// The `cl_khr_subgroup_*` extensions' functions compile on every portable target, and the
/// reflection lists the classes of the naga operations they are built from (a clustered
/// reduction is ballots and shuffles: the runner then needs no `clustered` class, which
/// lavapipe lacks).
#[test]
fn sub_group_extension_functions_reflect_the_classes_they_are_built_from() {
    use oclvk_abi::reflect::SubGroupOperation as Class;
    let cases: [(&str, &[Class]); 5] = [
        (
            "sub_group_shuffle(out[1], 2u)",
            &[Class::Basic, Class::Shuffle],
        ),
        (
            "sub_group_shuffle_down(out[1], 2u)",
            &[Class::Basic, Class::ShuffleRelative],
        ),
        (
            "sub_group_clustered_reduce_add(out[1], 4u)",
            &[Class::Basic, Class::Ballot, Class::Shuffle],
        ),
        (
            "sub_group_non_uniform_scan_inclusive_min(out[1])",
            &[Class::Basic, Class::Ballot, Class::Shuffle],
        ),
        (
            "sub_group_ballot_bit_count(get_sub_group_lt_mask())",
            &[Class::Basic],
        ),
    ];
    for (call, want) in cases {
        let source = format!("kernel void k(global int *out) {{ out[0] = {call}; }}\n");
        let fe = Frontend::compile_source(
            "extension.cl",
            &source,
            &LangOptions {
                std: oclvk_frontend::options::ClStd::Cl2_0,
                ..LangOptions::default()
            },
            WarningPolicy::default(),
        );
        let module = fe.module.as_ref().expect("the call compiles");
        for target in [Target::Wgsl, Target::Hlsl, Target::Vulkan1_2Portable] {
            let options = Options {
                target,
                ..Options::default()
            };
            let output = compile(module, &options)
                .unwrap_or_else(|e| panic!("{target:?} refuses {call}: {e:?}"));
            let mut classes = output.reflection.kernels[0].sub_group_operations.clone();
            classes.sort();
            assert_eq!(classes, want, "{target:?}: {call}");
        }
    }
}
