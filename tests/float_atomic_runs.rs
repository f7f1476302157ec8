//! cl_ext_float_atomics run on Vulkan (lavapipe here, validation on): many work-items add,
//! subtract, take the minimum and the maximum of `atomic_float`/`atomic_double` objects in
//! `global` and `local` memory, and every result is checked against a reference computed here.
//!
//! The added values are multiples of 1/4 whose partial sums stay far below 2^24, so every sum is
//! exact in any order and the final value has one right answer. The values each work-item gets
//! back (the object's value before its operation) are checked too: for add and subtract they
//! must form one chain, each the previous plus the previous work-item's value; for min and max
//! each must be the initial value or a value some work-item stored. On a device without the
//! Vulkan feature an operation needs (lavapipe has no 64-bit float atomics), loading the module
//! must fail with the runner's error naming the kernel and that feature.

use oclvk::frontend::options::{ClStd, LangOptions};
use oclvk::runner::{ArgValue, Buffer, NdRange, Runtime, RuntimeOptions, Scalar};
use oclvk::CompileOptions;

const GLOBAL: usize = 256;
const LOCAL: usize = 64;
const GROUPS: usize = GLOBAL / LOCAL;

/// `float` or `double`, as the kernels and the buffers see it.
trait Float: Scalar + Copy + PartialEq + std::fmt::Debug {
    const NAME: &'static str;
    fn of(v: f64) -> Self;
    fn get(self) -> f64;
}

impl Float for f32 {
    const NAME: &'static str = "float";
    fn of(v: f64) -> f32 {
        v as f32
    }
    fn get(self) -> f64 {
        self as f64
    }
}

impl Float for f64 {
    const NAME: &'static str = "double";
    fn of(v: f64) -> f64 {
        v
    }
    fn get(self) -> f64 {
        self
    }
}

/// Compiles `src` as OpenCL C 2.0 for Vulkan; the error is the rendered diagnostics.
fn compile(src: &str) -> Result<oclvk::spirv::Output, String> {
    let options = CompileOptions {
        lang: LangOptions {
            std: ClStd::Cl2_0,
            ..LangOptions::default()
        },
        ..CompileOptions::default()
    };
    oclvk::compile_source("float_atomics.cl", src, &options)
        .into_result()
        .map_err(|e| e.to_string())
}

fn runtime() -> Runtime {
    Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device")
}

/// The `add` kernel's source for element type `T` (`atomic_T` objects); add and min/max are
/// separate modules because devices differ (NVIDIA's driver has float add, not min/max).
fn add_source<T: Float>() -> String {
    let t = T::NAME;
    format!(
        "
        kernel void add(global atomic_{t} *total, global atomic_{t} *down, global {t} *olds,
                        global {t} *down_olds, global {t} *local_olds, global {t} *group_totals,
                        global const {t} *values) {{
          local atomic_{t} partial;
          size_t i = get_global_id(0);
          if (get_local_id(0) == 0) atomic_init(&partial, 0);
          work_group_barrier(CLK_LOCAL_MEM_FENCE);
          {t} v = values[i];
          olds[i] = atomic_fetch_add(total, v);
          down_olds[i] = atomic_fetch_sub_explicit(down, v, memory_order_relaxed, memory_scope_device);
          local_olds[i] = atomic_fetch_sub_explicit(&partial, v, memory_order_acq_rel,
                                                    memory_scope_work_group);
          work_group_barrier(CLK_LOCAL_MEM_FENCE);
          if (get_local_id(0) == 0) group_totals[get_group_id(0)] = atomic_load(&partial);
        }}"
    )
}

/// The `extremes` kernel's source (min and max) for element type `T`.
fn extremes_source<T: Float>() -> String {
    let t = T::NAME;
    format!(
        "
        kernel void extremes(global atomic_{t} *lo, global atomic_{t} *hi, global {t} *lo_olds,
                             global {t} *hi_olds, global {t} *local_olds, global {t} *group_lo,
                             global const {t} *values) {{
          local atomic_{t} least;
          size_t i = get_global_id(0);
          if (get_local_id(0) == 0) atomic_init(&least, 1000);
          work_group_barrier(CLK_LOCAL_MEM_FENCE);
          {t} v = values[i];
          lo_olds[i] = atomic_fetch_min(lo, v);
          hi_olds[i] = atomic_fetch_max_explicit(hi, v, memory_order_relaxed);
          local_olds[i] = atomic_fetch_min_explicit(&least, v, memory_order_relaxed,
                                                    memory_scope_work_group);
          work_group_barrier(CLK_LOCAL_MEM_FENCE);
          if (get_local_id(0) == 0) group_lo[get_group_id(0)] = atomic_load(&least);
        }}"
    )
}

/// Checks that `olds` (the values work-items got back from adding `deltas` to an object that
/// started at `initial` and ended at `last`) form one chain: ordered by how far they moved from
/// `initial`, each is the previous plus the previous work-item's delta.
fn check_chain(what: &str, initial: f64, deltas: &[f64], olds: &[f64], last: f64) {
    let direction = if deltas.iter().all(|&d| d > 0.0) {
        1.0
    } else {
        -1.0
    };
    let mut order: Vec<usize> = (0..olds.len()).collect();
    order.sort_by(|&a, &b| {
        ((olds[a] - initial) * direction).total_cmp(&((olds[b] - initial) * direction))
    });
    let mut expected = initial;
    for &i in &order {
        assert_eq!(
            olds[i], expected,
            "{what}: work-item {i} got an inconsistent old value"
        );
        expected += deltas[i];
    }
    assert_eq!(last, expected, "{what}: final value");
}

/// Checks min (`less`) or max results: the final value is the extreme of `initial` and
/// `values`, and every old value is `initial` or a value that was, when stored, a new extreme.
fn check_extreme(what: &str, less: bool, initial: f64, values: &[f64], olds: &[f64], last: f64) {
    let better = |a: f64, b: f64| if less { a < b } else { a > b };
    let reference = values
        .iter()
        .fold(initial, |m, &v| if better(v, m) { v } else { m });
    assert_eq!(last, reference, "{what}: final value");
    let stored: Vec<f64> = (0..values.len())
        .filter(|&j| better(values[j], olds[j]))
        .map(|j| values[j])
        .collect();
    assert!(
        olds.contains(&initial),
        "{what}: no work-item saw the initial value"
    );
    for (i, &old) in olds.iter().enumerate() {
        assert!(
            old == initial || stored.contains(&old),
            "{what}: work-item {i} got {old}, neither the initial value nor a stored extreme"
        );
        assert!(
            !better(old, last),
            "{what}: work-item {i} got {old}, beyond {last}"
        );
    }
}

fn buffer<T: Float>(rt: &Runtime, values: &[f64]) -> Buffer {
    let data: Vec<T> = values.iter().map(|&v| T::of(v)).collect();
    rt.buffer_from_slice(&data).unwrap()
}

fn read<T: Float>(b: &Buffer) -> Vec<f64> {
    b.read::<T>().unwrap().into_iter().map(T::get).collect()
}

/// Loads `src` (element type `T`), or, when the device lacks a feature the module needs,
/// checks that loading fails naming it and returns `None`.
fn load_or_refused<T: Float>(rt: &Runtime, src: &str) -> Option<oclvk::runner::Program> {
    let module = compile(src).unwrap_or_else(|e| panic!("{e}"));
    let unsupported: Vec<String> = module
        .reflection
        .kernels
        .iter()
        .flat_map(|k| &k.float_atomics)
        .filter(|u| !rt.device().features.supports_float_atomic(u))
        .map(|u| u.vulkan_feature())
        .collect();
    match oclvk::load(rt, &module) {
        Ok(p) => {
            assert!(
                unsupported.is_empty(),
                "loaded despite lacking {unsupported:?}"
            );
            Some(p)
        }
        Err(e) => {
            let message = e.to_string();
            let named = unsupported.iter().find(|f| message.contains(f.as_str()));
            assert!(
                message.starts_with("kernel '")
                    && message.contains(&format!("uses {} atomic", T::NAME))
                    && named.is_some(),
                "expected the missing-feature error naming one of {unsupported:?}, got: {message}"
            );
            eprintln!("{}: refused as expected: {message}", T::NAME);
            None
        }
    }
}

/// Runs the add and the min/max kernels for `T` and checks every output of each the device
/// loads (and the refusal of each it does not).
fn float_atomics_run<T: Float>() {
    let rt = runtime();
    let range = NdRange::new(&[GLOBAL as u64]).with_local(&[LOCAL as u32]);
    if let Some(program) = load_or_refused::<T>(&rt, &add_source::<T>()) {
        check_add_sub::<T>(&rt, &program, &range);
    }
    if let Some(program) = load_or_refused::<T>(&rt, &extremes_source::<T>()) {
        check_min_max::<T>(&rt, &program, &range);
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// Launches `add` and checks the chains of old values and the totals.
fn check_add_sub<T: Float>(rt: &Runtime, program: &oclvk::runner::Program, range: &NdRange) {
    // Add and subtract.
    let values: Vec<f64> = (0..GLOBAL)
        .map(|i| ((i * 37 + 11) % 64 + 1) as f64 * 0.25)
        .collect();
    let total_sum: f64 = values.iter().sum();
    let (start, down_start) = (1.5, total_sum + 8.0);
    let total = buffer::<T>(rt, &[start]);
    let down = buffer::<T>(rt, &[down_start]);
    let olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let down_olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let local_olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let group_totals = buffer::<T>(rt, &[0.0; GROUPS]);
    let input = buffer::<T>(rt, &values);
    rt.launch(
        program,
        "add",
        range,
        &[
            ("total", ArgValue::Buffer(&total)),
            ("down", ArgValue::Buffer(&down)),
            ("olds", ArgValue::Buffer(&olds)),
            ("down_olds", ArgValue::Buffer(&down_olds)),
            ("local_olds", ArgValue::Buffer(&local_olds)),
            ("group_totals", ArgValue::Buffer(&group_totals)),
            ("values", ArgValue::Buffer(&input)),
        ],
    )
    .unwrap();
    let negated: Vec<f64> = values.iter().map(|v| -v).collect();
    check_chain(
        "global add",
        start,
        &values,
        &read::<T>(&olds),
        read::<T>(&total)[0],
    );
    check_chain(
        "global sub",
        down_start,
        &negated,
        &read::<T>(&down_olds),
        read::<T>(&down)[0],
    );
    let (local_olds, group_totals) = (read::<T>(&local_olds), read::<T>(&group_totals));
    for (g, &group_total) in group_totals.iter().enumerate() {
        let span = g * LOCAL..(g + 1) * LOCAL;
        check_chain(
            &format!("local sub, group {g}"),
            0.0,
            &negated[span.clone()],
            &local_olds[span],
            group_total,
        );
    }
}

/// Launches `extremes` and checks the minima and maxima and every old value.
fn check_min_max<T: Float>(rt: &Runtime, program: &oclvk::runner::Program, range: &NdRange) {
    // Distinct values, negative ones among them.
    let values: Vec<f64> = (0..GLOBAL)
        .map(|i| ((i * 101 + 7) % GLOBAL) as f64 * 0.5 - 40.25)
        .collect();
    let (lo_start, hi_start) = (-3.0, 7.5);
    let lo = buffer::<T>(rt, &[lo_start]);
    let hi = buffer::<T>(rt, &[hi_start]);
    let lo_olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let hi_olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let local_olds = buffer::<T>(rt, &[0.0; GLOBAL]);
    let group_lo = buffer::<T>(rt, &[0.0; GROUPS]);
    let input = buffer::<T>(rt, &values);
    rt.launch(
        program,
        "extremes",
        range,
        &[
            ("lo", ArgValue::Buffer(&lo)),
            ("hi", ArgValue::Buffer(&hi)),
            ("lo_olds", ArgValue::Buffer(&lo_olds)),
            ("hi_olds", ArgValue::Buffer(&hi_olds)),
            ("local_olds", ArgValue::Buffer(&local_olds)),
            ("group_lo", ArgValue::Buffer(&group_lo)),
            ("values", ArgValue::Buffer(&input)),
        ],
    )
    .unwrap();
    check_extreme(
        "global min",
        true,
        lo_start,
        &values,
        &read::<T>(&lo_olds),
        read::<T>(&lo)[0],
    );
    check_extreme(
        "global max",
        false,
        hi_start,
        &values,
        &read::<T>(&hi_olds),
        read::<T>(&hi)[0],
    );
    let (local_olds, group_lo) = (read::<T>(&local_olds), read::<T>(&group_lo));
    for (g, &least) in group_lo.iter().enumerate() {
        let span = g * LOCAL..(g + 1) * LOCAL;
        check_extreme(
            &format!("local min, group {g}"),
            true,
            1000.0,
            &values[span.clone()],
            &local_olds[span],
            least,
        );
    }
}

#[test]
fn float_atomics_add_sub_min_max_in_global_and_local_memory() {
    float_atomics_run::<f32>();
}

#[test]
fn double_atomics_add_sub_min_max_or_the_missing_feature_error() {
    float_atomics_run::<f64>();
}
