//! The work-group collective functions (OpenCL C 2.0) on the portable targets: one kernel
//! calling every function runs through the default target, `vulkan1.2-portable` (a runtime
//! without device addresses) and `wgsl` (wgpu's Vulkan backend), all on lavapipe, and every
//! output is checked against references computed here (PoCL has none of these functions), so
//! that the portable targets give what the default target gives: integers exactly (sums wrap),
//! float min/max as fmin/fmax (NaN only when every value is NaN), float sums within n * epsilon
//! of the sum of magnitudes (their order is free). Work-groups of sizes that are not powers of
//! two, 2- and 3-D groups; `long`, `ulong` and `double` where the target
//! has them (not WGSL, which refuses them with a diagnostic naming it).

#![cfg(feature = "wgpu")]

#[path = "common/collectives.rs"]
mod collectives;
mod common;
#[path = "common/portable_paths.rs"]
mod portable_paths;

use collectives::*;
use oclvk::spec::ArgSpec;
use portable_paths::{runtimes, Module, Path, Runtimes};

fn compile(ty: Ty, path: Path) -> Result<Module, String> {
    let options = format!("-cl-std=CL2.0 -D T={}", ty.name());
    portable_paths::compile("coll.cl", KERNEL, &options, path)
}

/// Runs `coll` over `global` in groups of `local`: (out, votes) as bytes.
fn run_coll(
    rts: &Runtimes,
    module: &Module,
    path: Path,
    specs: &[ArgSpec],
    global: &[u64],
    local: &[u32],
) -> Result<(Vec<u8>, Vec<u8>), String> {
    let outputs = portable_paths::run(rts, module, path, "coll", specs, global, local)?;
    let output = |name: &str| {
        outputs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, bytes)| bytes.clone())
            .ok_or_else(|| format!("no output '{name}'"))
    };
    Ok((output("out")?, output("votes")?))
}

/// (global, local): work-group sizes that are not powers of two, 2-D and 3-D ranges. The
/// ranges are uniform: the portable targets' runners refuse a smaller last group of a kernel
/// that reads its local size (their modules have no enqueued-local-size constants).
const SHAPES: [([u64; 3], [u64; 3], usize); 5] = [
    ([5, 1, 1], [1, 1, 1], 1),
    ([99, 1, 1], [33, 1, 1], 1),
    ([192, 1, 1], [96, 1, 1], 1),
    ([21, 9, 1], [7, 3, 1], 2),
    ([8, 6, 4], [4, 3, 2], 3),
];

fn check_type(rts: &Runtimes, ty: Ty, paths: &[Path], failures: &mut Vec<String>) {
    let modules: Vec<(Path, Module)> = paths
        .iter()
        .filter_map(|&p| match compile(ty, p) {
            Ok(m) => Some((p, m)),
            Err(e) => {
                failures.push(format!("{} on {p:?} does not compile:\n{e}", ty.name()));
                None
            }
        })
        .collect();
    for (global, local, dims) in SHAPES {
        let n = global.iter().product::<u64>() as usize;
        let (input, pred) = range_inputs(ty, global, local);
        let dir = common::scratch(&format!("portable_collectives_{}_{n}", ty.name()));
        let (in_path, pred_path) = (dir.join("in.bin"), dir.join("pred.bin"));
        std::fs::write(&in_path, ty.to_bytes(&input)).unwrap();
        let pred_bytes: Vec<u8> = pred.iter().flat_map(|p| p.to_le_bytes()).collect();
        std::fs::write(&pred_path, pred_bytes).unwrap();
        let specs: Vec<ArgSpec> = [
            format!("in=file:{}", in_path.display()),
            format!("out=zeros:{}", 10 * n),
            format!("pred=file:{}", pred_path.display()),
            format!("votes=zeros:{n}"),
        ]
        .iter()
        .map(|s| ArgSpec::parse(s).expect("an argument spec"))
        .collect();
        let local32: Vec<u32> = local[..dims].iter().map(|&l| l as u32).collect();
        for (path, module) in &modules {
            let what = format!(
                "{} on {path:?}, global {global:?}, local {local:?}",
                ty.name()
            );
            match run_coll(rts, module, *path, &specs, &global[..dims], &local32) {
                Ok((out, votes)) => {
                    let out = ty.values_in(&out);
                    let votes: Vec<i32> = votes
                        .chunks(4)
                        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                        .collect();
                    let problems = problems(ty, global, local, (&input, &pred), &out, &votes);
                    if problems.is_empty() {
                        eprintln!("  {what}: agrees");
                    } else {
                        failures.push(format!("{what}:\n    {}", problems.join("\n    ")));
                    }
                }
                Err(e) => failures.push(format!("{what}: {e}")),
            }
        }
    }
}

#[test]
fn work_group_functions_agree_on_the_portable_targets() {
    let rts = runtimes();
    let mut failures = Vec::new();
    let all = [Path::Default, Path::Vulkan12Portable, Path::Wgsl];
    for ty in [Ty::Int, Ty::Uint, Ty::Float] {
        check_type(&rts, ty, &all, &mut failures);
    }
    for ty in [Ty::Long, Ty::Ulong, Ty::Double] {
        check_type(
            &rts,
            ty,
            &[Path::Default, Path::Vulkan12Portable],
            &mut failures,
        );
    }
    rts.assert_validation_clean();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn wgsl_refuses_work_group_functions_on_64_bit_types_naming_the_target() {
    for ty in [Ty::Long, Ty::Ulong, Ty::Double] {
        let Err(e) = compile(ty, Path::Wgsl) else {
            panic!("wgsl compiles the collectives on {}", ty.name());
        };
        assert!(e.contains("wgsl target"), "{}: {e}", ty.name());
    }
}
