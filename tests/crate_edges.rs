//! The workspace's crate graph (docs/architecture.md, "Crates"): the runner and the ABI crate
//! stand without the compiler, so an engine can ship the runner and precompiled modules alone.
//! Read from `cargo metadata`'s declared dependencies: every path to a compiler crate would go
//! through workspace members, so their closure is the whole story.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// `cargo metadata` of the workspace's own packages.
fn metadata() -> serde_json::Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let parsed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    parsed
}

/// The workspace members' names, each with the members it depends on (normal and build
/// dependencies; dev-dependencies ship with nobody).
fn member_edges() -> BTreeMap<String, BTreeSet<String>> {
    let metadata = metadata();
    let packages = metadata["packages"].as_array().expect("packages");
    let members: BTreeSet<String> = packages
        .iter()
        .map(|p| p["name"].as_str().expect("name").to_owned())
        .collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter(|d| d["kind"].as_str() != Some("dev"))
                .filter_map(|d| d["name"].as_str())
                .filter(|name| members.contains(*name))
                .map(str::to_owned)
                .collect();
            (p["name"].as_str().expect("name").to_owned(), deps)
        })
        .collect()
}

/// Every member `from` depends on, directly or not.
fn closure(edges: &BTreeMap<String, BTreeSet<String>>, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from.to_owned()];
    while let Some(name) = todo.pop() {
        for dep in edges.get(&name).into_iter().flatten() {
            if seen.insert(dep.clone()) {
                todo.push(dep.clone());
            }
        }
    }
    seen
}

#[test]
fn the_runner_depends_on_the_abi_and_no_compiler_crate() {
    let edges = member_edges();
    let runner = closure(&edges, "oclvk-runner");
    assert_eq!(
        runner,
        BTreeSet::from(["oclvk-abi".to_owned()]),
        "oclvk-runner's workspace dependencies"
    );
}

#[test]
fn the_abi_depends_on_no_workspace_crate() {
    let edges = member_edges();
    assert_eq!(closure(&edges, "oclvk-abi"), BTreeSet::new());
}

#[test]
fn the_compiler_crates_do_not_depend_on_the_runner() {
    let edges = member_edges();
    for compiler in ["oclvk-frontend", "oclvk-spirv", "oclvk-naga"] {
        let deps = closure(&edges, compiler);
        assert!(
            !deps.contains("oclvk-runner"),
            "{compiler} depends on the runner: {deps:?}"
        );
    }
}

/// The library does not force the command's dependencies on embedders: each is optional,
/// behind the `cli` feature.
#[test]
fn the_command_s_dependencies_are_optional_for_the_library() {
    let metadata = metadata();
    let oclvk = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "oclvk")
        .expect("the oclvk package");
    for name in ["clap", "libloading", "libmimalloc-sys", "libc"] {
        let normal: Vec<_> = oclvk["dependencies"]
            .as_array()
            .expect("dependencies")
            .iter()
            .filter(|d| d["name"] == name && d["kind"].is_null())
            .collect();
        assert!(!normal.is_empty(), "{name} is a dependency");
        for dep in normal {
            assert_eq!(dep["optional"], true, "{name} is optional");
        }
    }
}

/// A crate's public modules as its `lib.rs` declares them, each with the `#[cfg(...)]` it stands
/// under (`None`: always there).
fn public_modules(lib_rs: &str) -> Vec<(String, Option<String>)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(lib_rs);
    let text = std::fs::read_to_string(&path).expect("lib.rs reads");
    let mut cfg = None;
    let mut modules = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(attr) = line.strip_prefix("#[cfg(") {
            cfg = Some(attr.trim_end_matches(")]").to_owned());
        } else if let Some(name) = line.strip_prefix("pub mod ") {
            modules.push((name.trim_end_matches(';').to_owned(), cfg.take()));
        } else if !line.starts_with("//") && !line.is_empty() {
            cfg = None;
        }
    }
    modules
}

/// The command's concerns are not the runner's: an engine that embeds it gets no argument-spec
/// language, no `.npy` files and no `oclvk run` (they are the root package's, behind `cli`), and
/// `bench`'s measurements only with the runner's `bench` feature, off by default.
#[test]
fn the_runner_s_api_has_no_specs_npy_or_bench() {
    let runner = public_modules("vk-runner/src/lib.rs");
    assert!(
        runner.iter().any(|(name, _)| name == "printf"),
        "{runner:?}"
    );
    for (name, cfg) in &runner {
        assert!(
            !["spec", "npy", "run"].contains(&name.as_str()),
            "oclvk-runner exports `{name}`"
        );
        if name == "bench" {
            assert_eq!(
                cfg.as_deref(),
                Some("feature = \"bench\""),
                "runner's bench"
            );
        }
    }
    for file in ["spec.rs", "npy.rs", "run.rs"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("vk-runner/src")
            .join(file);
        assert!(!path.exists(), "{} is back in the runner", path.display());
    }
    let metadata = metadata();
    let runner = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "oclvk-runner")
        .expect("the oclvk-runner package");
    let default = &runner["features"]["default"];
    assert!(
        default.is_null()
            || !default
                .as_array()
                .expect("a feature list")
                .iter()
                .any(|f| f == "bench"),
        "the runner's default features: {default}"
    );
}

/// The facade built without its default features exports none of the command's modules.
#[test]
fn the_command_s_modules_are_behind_the_cli_feature() {
    let modules = public_modules("src/lib.rs");
    for name in ["allocator", "bench", "npy", "run", "spec"] {
        let (_, cfg) = modules
            .iter()
            .find(|(m, _)| m == name)
            .unwrap_or_else(|| panic!("the root package has no module `{name}`: {modules:?}"));
        assert_eq!(cfg.as_deref(), Some("feature = \"cli\""), "module `{name}`");
    }
}

/// The OpenCL driver sits on the facade, without the command's dependencies, and the runner.
#[test]
fn the_driver_uses_the_library_without_the_command() {
    let edges = member_edges();
    assert_eq!(
        edges["oclvk-icd"],
        BTreeSet::from(["oclvk".to_owned(), "oclvk-runner".to_owned()]),
        "oclvk-icd's workspace dependencies"
    );
    let metadata = metadata();
    let icd = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "oclvk-icd")
        .expect("the oclvk-icd package");
    let facade = icd["dependencies"]
        .as_array()
        .expect("dependencies")
        .iter()
        .find(|d| d["name"] == "oclvk")
        .expect("oclvk is a dependency");
    assert_eq!(facade["uses_default_features"], false, "no `cli` feature");
}

/// wgpu (the WGSL path of `oclvk run`, feature `wgpu`) is an optional dependency of the root
/// package and none of the runner's, which an engine ships without it.
#[test]
fn wgpu_is_optional_and_never_the_runner_s() {
    let metadata = metadata();
    let packages = metadata["packages"].as_array().expect("packages");
    let package = |name: &str| {
        packages
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("the {name} package"))
    };
    let deps = |p: &serde_json::Value, name: &str| -> Vec<serde_json::Value> {
        p["dependencies"]
            .as_array()
            .expect("dependencies")
            .iter()
            .filter(|d| d["name"] == name && d["kind"].is_null())
            .cloned()
            .collect()
    };
    let wgpu = deps(package("oclvk"), "wgpu");
    assert!(!wgpu.is_empty(), "wgpu is a dependency of oclvk");
    assert!(
        wgpu.iter().all(|d| d["optional"] == true),
        "wgpu is optional"
    );
    assert!(deps(package("oclvk-runner"), "wgpu").is_empty());
}
