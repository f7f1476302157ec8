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

mod common;

use oclvk::naga_backend::{Code, Options};
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::runner::{NdRange, Runtime, RuntimeOptions};
use oclvk::spec::ArgSpec;
use oclvk::spirv::reflect::Target;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Ty {
    Int,
    Uint,
    Long,
    Ulong,
    Float,
    Double,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Uint => "uint",
            Ty::Long => "long",
            Ty::Ulong => "ulong",
            Ty::Float => "float",
            Ty::Double => "double",
        }
    }

    fn bytes(self) -> usize {
        match self {
            Ty::Int | Ty::Uint | Ty::Float => 4,
            _ => 8,
        }
    }

    fn mask(self) -> u64 {
        if self.bytes() == 8 {
            u64::MAX
        } else {
            u32::MAX as u64
        }
    }

    fn float(self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    fn signed(self) -> bool {
        matches!(self, Ty::Int | Ty::Long)
    }

    fn as_f64(self, bits: u64) -> f64 {
        match self {
            Ty::Float => f32::from_bits(bits as u32) as f64,
            _ => f64::from_bits(bits),
        }
    }

    fn bits_of(self, v: f64) -> u64 {
        match self {
            Ty::Float => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        }
    }

    fn as_int(self, bits: u64) -> i128 {
        match self {
            Ty::Int => bits as u32 as i32 as i128,
            Ty::Long => bits as i64 as i128,
            _ => (bits & self.mask()) as i128,
        }
    }

    fn epsilon(self) -> f64 {
        if self == Ty::Float {
            f32::EPSILON as f64
        } else {
            f64::EPSILON
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Add,
    Min,
    Max,
}

fn identity(ty: Ty, op: Op) -> u64 {
    match (op, ty) {
        (Op::Add, _) => 0,
        (Op::Min, Ty::Float | Ty::Double) => ty.bits_of(f64::INFINITY),
        (Op::Max, Ty::Float | Ty::Double) => ty.bits_of(f64::NEG_INFINITY),
        (Op::Min, Ty::Int) => i32::MAX as u64,
        (Op::Min, Ty::Long) => i64::MAX as u64,
        (Op::Min, _) => ty.mask(),
        (Op::Max, Ty::Int) => i32::MIN as u32 as u64,
        (Op::Max, Ty::Long) => i64::MIN as u64,
        (Op::Max, _) => 0,
    }
}

/// `a op b` on values' bits (fmin/fmax for floats, wrapping sums).
fn apply(ty: Ty, op: Op, a: u64, b: u64) -> u64 {
    if ty.float() {
        let (x, y) = (ty.as_f64(a), ty.as_f64(b));
        return ty.bits_of(match op {
            Op::Add => x + y,
            Op::Min => x.min(y),
            Op::Max => x.max(y),
        });
    }
    let (x, y) = (ty.as_int(a), ty.as_int(b));
    let r = match op {
        Op::Add => x.wrapping_add(y),
        Op::Min => x.min(y),
        Op::Max => x.max(y),
    };
    (r as u64) & ty.mask()
}

/// What one function gives over `values`: (bits, sum of magnitudes for float sums).
fn fold(ty: Ty, op: Op, values: &[u64], exclusive: bool) -> (u64, f64) {
    if ty.float() && op == Op::Add {
        let sum: f64 = values.iter().map(|&v| ty.as_f64(v)).sum();
        let magnitude: f64 = values.iter().map(|&v| ty.as_f64(v).abs()).sum();
        return (ty.bits_of(sum), magnitude);
    }
    let all_nan = !values.is_empty() && values.iter().all(|&v| ty.as_f64(v).is_nan());
    let acc = values
        .iter()
        .fold(identity(ty, op), |acc, &v| apply(ty, op, acc, v));
    // fmin/fmax of NaNs alone is NaN; an exclusive scan starts from the identity, a number.
    if ty.float() && all_nan && !exclusive {
        return (ty.bits_of(f64::NAN), 0.0);
    }
    (acc, 0.0)
}

fn matches(ty: Ty, op: Op, got: u64, (want, magnitude): (u64, f64), terms: usize) -> bool {
    if !ty.float() {
        return got & ty.mask() == want & ty.mask();
    }
    let (g, w) = (ty.as_f64(got), ty.as_f64(want));
    if w.is_nan() || g.is_nan() {
        return w.is_nan() && g.is_nan();
    }
    match op {
        Op::Min | Op::Max => g == w,
        Op::Add if w.is_infinite() => g == w,
        Op::Add => (g - w).abs() <= magnitude * terms.max(1) as f64 * ty.epsilon(),
    }
}

const KERNEL: &str = "
kernel void coll(global const T *in, global T *out, global const int *pred, global int *votes) {
    size_t g = get_global_linear_id();
    size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);
    T x = in[g];
    out[g] = work_group_reduce_add(x);
    out[n + g] = work_group_reduce_min(x);
    out[2 * n + g] = work_group_reduce_max(x);
    out[3 * n + g] = work_group_scan_inclusive_add(x);
    out[4 * n + g] = work_group_scan_inclusive_min(x);
    out[5 * n + g] = work_group_scan_inclusive_max(x);
    out[6 * n + g] = work_group_scan_exclusive_add(x);
    out[7 * n + g] = work_group_scan_exclusive_min(x);
    out[8 * n + g] = work_group_scan_exclusive_max(x);
    // The work-item at local id (size0 - 1, size1 / 2, size2 - 1) of each group.
    size_t b0 = get_local_size(0) - 1, b1 = get_local_size(1) / 2, b2 = get_local_size(2) - 1;
    uint dims = get_work_dim();
    if (dims == 1)
        out[9 * n + g] = work_group_broadcast(x, b0);
    else if (dims == 2)
        out[9 * n + g] = work_group_broadcast(x, b0, b1);
    else
        out[9 * n + g] = work_group_broadcast(x, b0, b1, b2);
    votes[g] = work_group_all(pred[g]) + 2 * work_group_any(pred[g]);
}
";

/// One work-group's work-items as global linear ids, in local linear order.
type Groups = BTreeMap<[u64; 3], Vec<(u64, usize)>>;

fn groups(global: [u64; 3], local: [u64; 3]) -> Groups {
    let mut groups: Groups = BTreeMap::new();
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                let id = [x, y, z];
                let group: [u64; 3] = std::array::from_fn(|d| id[d] / local[d]);
                let size: [u64; 3] =
                    std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
                let l: [u64; 3] = std::array::from_fn(|d| id[d] % local[d]);
                let linear = (l[2] * size[1] + l[1]) * size[0] + l[0];
                let g = ((z * global[1] + y) * global[0] + x) as usize;
                groups.entry(group).or_default().push((linear, g));
            }
        }
    }
    for items in groups.values_mut() {
        items.sort();
    }
    groups
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Inputs of one group by its kind (index mod 4): plain values, edge values (extremes; for
/// floats NaN, infinities, -0.0), all NaN (floats), plain again (negative for signed types).
fn group_inputs(ty: Ty, kind: usize, n: usize, rng: &mut Rng) -> Vec<u64> {
    (0..n)
        .map(|_| {
            let r = rng.next();
            if ty.float() {
                let plain = ((r % 2_000_001) as f64 - 1_000_000.0) / 1000.0;
                let v = match (kind, r % 8) {
                    (1, 0) => f64::NAN,
                    (1, 1) => -0.0,
                    (1, 2) => f64::INFINITY,
                    (1, 3) => f64::NEG_INFINITY,
                    (2, _) => f64::NAN,
                    _ => plain,
                };
                return ty.bits_of(v);
            }
            let v = match (kind, ty.signed(), r % 6) {
                (1, true, 0) => identity(ty, Op::Max),
                (1, true, 1) => identity(ty, Op::Min),
                (1, _, 2) => ty.mask(),
                (1, _, 3) => 0,
                (1, _, _) => rng.next(),
                (3, true, _) => (rng.next() % 2001).wrapping_sub(1000),
                _ => rng.next() % 2001,
            };
            v & ty.mask()
        })
        .collect()
}

fn to_bytes(ty: Ty, values: &[u64]) -> Vec<u8> {
    values
        .iter()
        .flat_map(|&v| v.to_le_bytes()[..ty.bytes()].to_vec())
        .collect()
}

fn from_bytes(ty: Ty, bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks(ty.bytes())
        .map(|c| {
            let mut word = [0u8; 8];
            word[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(word)
        })
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Path {
    Default,
    Vulkan12Portable,
    Wgsl,
}

enum Module {
    Spirv(oclvk::spirv::Output),
    Wgsl(String, oclvk::spirv::reflect::ModuleReflection),
}

fn compile(ty: Ty, path: Path) -> Result<Module, String> {
    let options = oclvk::build_options::parse(&format!("-cl-std=CL2.0 -D T={}", ty.name()))
        .map_err(|e| e.to_string())?;
    let target = match path {
        Path::Default => {
            return oclvk::compile_source("coll.cl", KERNEL, &options)
                .into_result()
                .map(Module::Spirv)
                .map_err(|e| e.to_string())
        }
        Path::Vulkan12Portable => Target::Vulkan1_2Portable,
        Path::Wgsl => Target::Wgsl,
    };
    let portable = Options {
        target,
        ..Options::default()
    };
    let (compilation, output) =
        oclvk::compile_source_portable("coll.cl", KERNEL, &options, &portable);
    let output = output.ok_or_else(|| compilation.render(oclvk::DiagnosticFormat::Text, false))?;
    Ok(match output.code {
        Code::Text(text) => Module::Wgsl(text, output.reflection),
        Code::Words(words) => Module::Spirv(oclvk::spirv::Output {
            words,
            reflection: output.reflection,
        }),
    })
}

struct Runtimes {
    default: Runtime,
    no_addresses: Runtime,
    wgpu: oclvk::wgpu_run::WgpuDevice,
}

fn runtimes() -> Runtimes {
    let options = RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    };
    Runtimes {
        default: Runtime::new(options.clone()).expect("a Vulkan device"),
        no_addresses: Runtime::new(RuntimeOptions {
            buffer_device_address: false,
            ..options.clone()
        })
        .expect("a Vulkan device"),
        wgpu: oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
            .expect("a wgpu Vulkan adapter"),
    }
}

/// Runs `coll` over `global` in groups of `local`: (out, votes) as bytes.
fn run(
    rts: &Runtimes,
    module: &Module,
    path: Path,
    specs: &[ArgSpec],
    global: &[u64],
    local: &[u32],
) -> Result<(Vec<u8>, Vec<u8>), String> {
    let range = NdRange::new(global).with_local(local);
    let config = RunConfig::default();
    let report = match module {
        Module::Spirv(output) => {
            let rt = if path == Path::Default {
                &rts.default
            } else {
                &rts.no_addresses
            };
            let program = oclvk::load(rt, output).map_err(|e| e.to_string())?;
            rt.run_specs(&program, "coll", &range, specs, &config)
                .map_err(|e| e.to_string())?
        }
        Module::Wgsl(text, reflection) => rts
            .wgpu
            .run_specs(text, reflection, "coll", &range, specs, &config)
            .map_err(|e| e.to_string())?,
    };
    let output = |name: &str| {
        report
            .outputs
            .iter()
            .find(|o| o.param.name == name)
            .map(|o| o.bytes.clone())
            .ok_or_else(|| format!("no output '{name}'"))
    };
    Ok((output("out")?, output("votes")?))
}

/// Checks one run's outputs; the problems found (the first few).
fn check(
    ty: Ty,
    global: [u64; 3],
    local: [u64; 3],
    input: &[u64],
    pred: &[i32],
    out: &[u64],
    votes: &[i32],
) -> Vec<String> {
    let n = input.len();
    let mut problems = Vec::new();
    for (group, items) in &groups(global, local) {
        let values: Vec<u64> = items.iter().map(|&(_, g)| input[g]).collect();
        let size: [u64; 3] = std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
        let target = ((size[2] - 1) * size[1] + size[1] / 2) * size[0] + size[0] - 1;
        let all = items.iter().all(|&(_, g)| pred[g] != 0);
        let any = items.iter().any(|&(_, g)| pred[g] != 0);
        let want_votes = all as i32 + 2 * any as i32;
        for (pos, &(_, g)) in items.iter().enumerate() {
            for slot in 0..9 {
                let op = [Op::Add, Op::Min, Op::Max][slot % 3];
                let (prefix, exclusive) = match slot / 3 {
                    0 => (&values[..], false),
                    1 => (&values[..=pos], false),
                    _ => (&values[..pos], true),
                };
                let want = fold(ty, op, prefix, exclusive);
                let got = out[slot * n + g];
                if !matches(ty, op, got, want, prefix.len()) {
                    problems.push(format!(
                        "group {group:?} item {pos}: {op:?} form {}: got {} want {}",
                        slot / 3,
                        show(ty, got),
                        show(ty, want.0)
                    ));
                }
            }
            let (got, want) = (out[9 * n + g], values[target as usize]);
            if got & ty.mask() != want & ty.mask() {
                problems.push(format!(
                    "group {group:?} item {pos}: broadcast of {target}: got {} want {}",
                    show(ty, got),
                    show(ty, want)
                ));
            }
            if votes[g] != want_votes {
                problems.push(format!(
                    "group {group:?} item {pos}: all + 2 * any: got {} want {want_votes}",
                    votes[g]
                ));
            }
        }
    }
    problems.truncate(8);
    problems
}

fn show(ty: Ty, bits: u64) -> String {
    if ty.float() {
        ty.as_f64(bits).to_string()
    } else {
        ty.as_int(bits).to_string()
    }
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
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ n as u64 ^ local[0]);
        let mut input = vec![0u64; n];
        let mut pred = vec![0i32; n];
        for (k, items) in groups(global, local).values().enumerate() {
            let values = group_inputs(ty, k % 4, items.len(), &mut rng);
            for (&(_, g), v) in items.iter().zip(values) {
                input[g] = v;
                // Groups of kind 0 all true, 1 one true, 2 none, 3 random.
                pred[g] = match k % 4 {
                    0 => (rng.next() % 7) as i32 + 1,
                    3 => (rng.next() % 2) as i32 * -3,
                    _ => 0,
                };
            }
            if k % 4 == 1 {
                pred[items[items.len() / 2].1] = -1;
            }
        }
        let dir = common::scratch(&format!("portable_collectives_{}_{n}", ty.name()));
        let (in_path, pred_path) = (dir.join("in.bin"), dir.join("pred.bin"));
        std::fs::write(&in_path, to_bytes(ty, &input)).unwrap();
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
            match run(rts, module, *path, &specs, &global[..dims], &local32) {
                Ok((out, votes)) => {
                    let out = from_bytes(ty, &out);
                    let votes: Vec<i32> = votes
                        .chunks(4)
                        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                        .collect();
                    let problems = check(ty, global, local, &input, &pred, &out, &votes);
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
    for rt in [&rts.default, &rts.no_addresses] {
        let messages = rt.validation_messages();
        assert!(messages.is_empty(), "validation:\n{}", messages.join("\n"));
    }
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
