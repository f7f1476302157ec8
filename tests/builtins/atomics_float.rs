//! The atomic family, cl_ext_float_atomics part (oclvk builds it as `-cl-std=CL2.0`, where the
//! extension is predefined): `atomic_fetch_{add,sub,min,max}`, plain and `_explicit`, on
//! `atomic_float` in global and in local memory.
//!
//! PoCL here has neither the extension nor OpenCL C 2.0: its side runs
//! [`crate::atomics_c11::PLATFORM_SHIM`], where these operations on `float` are
//! compare-and-swap loops over the float's bits ([`FLOAT_SHIM`]). `atomic_double` is not in
//! the family: lavapipe, the Vulkan device here, has no 64-bit float atomics, and the runner
//! refuses such kernels (`tests/float_atomic_runs.rs` checks that error).
//!
//! The comparison is the integer parts' ([`crate::atomics`]): each operation runs once on a
//! cell of the work-item's own (new and returned old values compared exactly) and once on a
//! counter shared by a quarter of the work-items (global) or of the work-group (local), whose
//! final value is compared exactly. The values are multiples of 1/8 of magnitude below 128, so
//! every sum is exact in any order and min and max commute: the final values do not depend on
//! the order the hardware chose; the contended old values do, and are not compared.

use crate::atomics::{GLOBAL_CHUNK, ITEMS, LOCAL, LOCAL_CHUNK};
use crate::atomics_c11::{call, RMW_EXPLICIT};
use crate::compare::Check;
use crate::kernel::{Group, Input, Output, Slot};
use crate::shape::rng_for;
use crate::values::{Elem, Lcg};
use oclvk::frontend::options::ClStd;

/// The float operations of [`crate::atomics_c11::PLATFORM_SHIM`]: `atom_add`, `atom_sub`,
/// `atom_min` and `atom_max` (what the shim maps the 2.0 names to) overloaded for `float` in
/// global and local memory, each a compare-and-swap loop on the float's bits computing the new
/// value as C does (`fmin`/`fmax` for min and max, as the extension specifies).
pub const FLOAT_SHIM: &str = r#"/* cl_ext_float_atomics on 1.x compare-and-swap. */
#define atomic_float float
#define SHIM_FLOAT_RMW(S, NAME, NEW) float __attribute__((overloadable)) NAME(volatile S float *p, float v) \
  { volatile S int *w = (volatile S int *)p; int o = *w, s; \
    while ((s = atom_cmpxchg(w, o, as_int(NEW))) != o) o = s; return as_float(o); }
#define SHIM_FLOAT(S) SHIM_FLOAT_RMW(S, atom_add, as_float(o) + v) \
  SHIM_FLOAT_RMW(S, atom_sub, as_float(o) - v) SHIM_FLOAT_RMW(S, atom_min, fmin(as_float(o), v)) \
  SHIM_FLOAT_RMW(S, atom_max, fmax(as_float(o), v))
SHIM_FLOAT(global) SHIM_FLOAT(local)
"#;

const OPS: [&str; 4] = ["add", "sub", "min", "max"];

/// `min_max`: whether the device has float atomic min and max (VK_EXT_shader_atomic_float2,
/// which NVIDIA's driver does not offer); without it the runner refuses such kernels, so the
/// caller leaves them out and says so.
pub fn groups(min_max: bool) -> Vec<Group> {
    let mut global = Vec::new();
    let mut local = Vec::new();
    for (n, op) in OPS.into_iter().enumerate() {
        if !min_max && matches!(op, "min" | "max") {
            continue;
        }
        for explicit in [None, Some(RMW_EXPLICIT[n % RMW_EXPLICIT.len()])] {
            global.push(float_slot(op, explicit, false));
            local.push(float_slot(op, explicit, true));
        }
    }
    vec![
        Group {
            name: "atomics float global".into(),
            prelude: String::new(),
            slots: global,
            global: ITEMS,
            local: Some(LOCAL),
            std: ClStd::Cl2_0,
        },
        Group {
            name: "atomics float local".into(),
            prelude: format!("  local atomic_float lp_float[{LOCAL}], lc_float[4];\n"),
            slots: local,
            global: ITEMS,
            local: Some(LOCAL),
            std: ClStd::Cl2_0,
        },
    ]
}

/// `n` floats k/8 with |k| < 1024 (never -0).
fn eighths(n: usize, rng: &mut Lcg) -> Vec<u64> {
    (0..n)
        .map(|_| Elem::Float.bits_of_f64((rng.below(2047) as f64 - 1023.0) / 8.0))
        .collect()
}

/// `atomic_fetch_OP[_explicit]` on the work-item's cell `p` and on the shared counter `c`;
/// `local`: on the group's `local` arrays (`lp_float`, `lc_float`), else on the outputs.
fn float_slot(op: &str, explicit: Option<&str>, local: bool) -> Slot {
    let space = if local { "local" } else { "global" };
    let name = match explicit {
        Some(_) => format!("atomic_fetch_{op}_explicit"),
        None => format!("atomic_fetch_{op}"),
    };
    let label = format!(
        "{name}({space} atomic_float *{})",
        explicit.map(|e| format!(", {e}")).unwrap_or_default()
    );
    let mut rng = rng_for(&label);
    let operands = eighths(ITEMS, &mut rng);
    let cells = eighths(ITEMS, &mut rng);
    let counters = eighths(16, &mut rng);
    let out = |init: Vec<u64>, check| Output {
        elem: Elem::Float,
        init,
        check,
        alternatives: Vec::new(),
        tolerance: Vec::new(),
        reference: Vec::new(),
    };
    let outputs = vec![
        out(cells, Check::Exact),
        out(vec![0; ITEMS], Check::Exact),
        out(counters, Check::Exact),
        out(vec![0; ITEMS], Check::RunOnly),
    ];
    let own = format!("r1[i] = {};", call(&name, "p, a0[i]", explicit));
    let contended = format!("r3[i] = {};", call(&name, "c, a0[i]", explicit));
    // The atomic objects are read back by initializing a `float` from them (an atomic load in
    // oclvk, C11's rule; assigning from one is an error), a plain load on the platform.
    let body = match local {
        false => format!(
            "global atomic_float *p = (global atomic_float *)&r0[i], *c = (global atomic_float *)&r2[i / {GLOBAL_CHUNK}];\n    {own}\n    {contended}"
        ),
        true => format!(
            "size_t l = get_local_id(0), g = get_group_id(0);\n    atomic_init(&lp_float[l], r0[i]); if (l < 4) atomic_init(&lc_float[l], r2[g * 4 + l]);\n    barrier(CLK_LOCAL_MEM_FENCE);\n    {{ local atomic_float *p = &lp_float[l], *c = &lc_float[l / {LOCAL_CHUNK}];\n    {own}\n    {contended} }}\n    barrier(CLK_LOCAL_MEM_FENCE);\n    {{ float cell = lp_float[l]; r0[i] = cell; }}\n    if (l < 4) {{ float counter = lc_float[l]; r2[g * 4 + l] = counter; }}"
        ),
    };
    Slot {
        family: "atomic",
        function: format!("{name}/{space}"),
        ty: Elem::Float,
        label,
        inputs: vec![Input {
            elem: Elem::Float,
            values: operands,
        }],
        outputs,
        items: None,
        body,
        twins: Vec::new(),
    }
}
