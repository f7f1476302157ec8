//! The atomic family, OpenCL 2.0 part (oclvk builds it as `-cl-std=CL2.0`): the C11-style
//! atomics on `atomic_int`, `atomic_uint`, `atomic_long` and `atomic_ulong` in global and in
//! local memory: `atomic_fetch_{add,sub,or,xor,and,min,max}`, `atomic_exchange`,
//! `atomic_load`, `atomic_store` (each plain and `_explicit`, with memory orders and the
//! work-group and device scopes), `atomic_compare_exchange_{strong,weak}[_explicit]` (the
//! stronger orders not on llvmpipe: see [`groups`]), `atomic_init`, and `atomic_flag_test_and_set`/
//! `atomic_flag_clear` (plain and `_explicit`).
//!
//! PoCL here offers OpenCL C 1.2 only, so its side runs the same source through
//! [`PLATFORM_SHIM`] (see there).
//!
//! The comparison is the 1.x part's ([`crate::atomics`]): each operation runs once on a cell of
//! the work-item's own (new and returned old values compared exactly) and once on a counter
//! shared by a work-group (global) or a quarter of it (local), whose final value is compared
//! exactly where the operations commute. Compare-exchange also reports its `bool` result, and
//! the expected value it writes back; a weak one is retried where it fails spuriously (the
//! value matched), so its outcome is deterministic. Contended compare-exchange runs as a loop
//! adding each work-item's operand. The flag's contended test-and-set returns false to exactly
//! one work-item per counter: compared as multisets. The representation of a set flag is the
//! implementation's, so flag cells are compared only through the functions' results.

use crate::atomics::{GLOBAL_CHUNK, ITEMS, LOCAL, LOCAL_CHUNK};
use crate::compare::Check;
use crate::kernel::{Group, Input, Output, Slot};
use crate::shape::rng_for;
use crate::values::{int_randoms, Elem};
use oclvk::frontend::options::ClStd;
use std::fmt::Write;

/// The OpenCL platform's side of the comparison where it offers OpenCL C 1.2 only (PoCL 3.1,
/// the platform of this machine, reports `OpenCL C 1.2 PoCL` and rejects the 2.0 atomics under
/// `-cl-std=CL2.0`): the same kernel source, built as 1.2 after these definitions, which map
/// each 2.0 atomic onto the 1.x atomic that computes it (`atomic_fetch_add` onto `atom_add`,
/// compare-exchange onto `atom_cmpxchg`, a load onto `atom_or` with 0, a store and a flag onto
/// `atom_xchg`). The orders and scopes are dropped: every 1.x atomic is relaxed, and none of
/// the compared results depends on ordering (each slot's cells are touched only by atomics
/// and ordered by barriers). So the results oclvk's 2.0 atomics give are compared with those
/// PoCL's 1.x atomics give, for the same operations on the same values and contention.
pub const PLATFORM_SHIM: &str = r#"/* OpenCL C 2.0 atomics on the platform's OpenCL C 1.2 atomics. */
#define atomic_int int
#define atomic_uint uint
#define atomic_long long
#define atomic_ulong ulong
#define atomic_flag int
#define memory_order_relaxed 0
#define memory_order_acquire 2
#define memory_order_release 3
#define memory_order_acq_rel 4
#define memory_order_seq_cst 5
#define memory_scope_work_group 1
#define memory_scope_device 2
#define atomic_fetch_add(p, v) atom_add(p, v)
#define atomic_fetch_sub(p, v) atom_sub(p, v)
#define atomic_fetch_or(p, v) atom_or(p, v)
#define atomic_fetch_xor(p, v) atom_xor(p, v)
#define atomic_fetch_and(p, v) atom_and(p, v)
#define atomic_fetch_min(p, v) atom_min(p, v)
#define atomic_fetch_max(p, v) atom_max(p, v)
#define atomic_exchange(p, v) atom_xchg(p, v)
#define atomic_fetch_add_explicit(p, v, ...) atom_add(p, v)
#define atomic_fetch_sub_explicit(p, v, ...) atom_sub(p, v)
#define atomic_fetch_or_explicit(p, v, ...) atom_or(p, v)
#define atomic_fetch_xor_explicit(p, v, ...) atom_xor(p, v)
#define atomic_fetch_and_explicit(p, v, ...) atom_and(p, v)
#define atomic_fetch_min_explicit(p, v, ...) atom_min(p, v)
#define atomic_fetch_max_explicit(p, v, ...) atom_max(p, v)
#define atomic_exchange_explicit(p, v, ...) atom_xchg(p, v)
#define atomic_load(p) atom_or(p, 0)
#define atomic_load_explicit(p, ...) atom_or(p, 0)
#define atomic_store(p, v) ((void)atom_xchg(p, v))
#define atomic_store_explicit(p, v, ...) ((void)atom_xchg(p, v))
#define atomic_init(p, v) ((void)(*(p) = (v)))
#define atomic_flag_test_and_set(p) (atom_xchg(p, 1) != 0)
#define atomic_flag_test_and_set_explicit(p, ...) (atom_xchg(p, 1) != 0)
#define atomic_flag_clear(p) ((void)atom_xchg(p, 0))
#define atomic_flag_clear_explicit(p, ...) ((void)atom_xchg(p, 0))
#define atomic_compare_exchange_strong(p, e, d) shim_cas(p, e, d)
#define atomic_compare_exchange_weak(p, e, d) shim_cas(p, e, d)
#define atomic_compare_exchange_strong_explicit(p, e, d, ...) shim_cas(p, e, d)
#define atomic_compare_exchange_weak_explicit(p, e, d, ...) shim_cas(p, e, d)
#define SHIM_CAS(S, T) bool __attribute__((overloadable)) shim_cas(volatile S T *p, T *e, T d) \
  { T o = atom_cmpxchg(p, *e, d); bool ok = o == *e; *e = o; return ok; }
SHIM_CAS(global, int) SHIM_CAS(global, uint) SHIM_CAS(global, long) SHIM_CAS(global, ulong)
SHIM_CAS(local, int) SHIM_CAS(local, uint) SHIM_CAS(local, long) SHIM_CAS(local, ulong)
"#;

const FETCH_OPS: [&str; 7] = ["add", "sub", "or", "xor", "and", "min", "max"];

/// The `_explicit` arguments after the operands that the read-modify-write operations rotate
/// through: an order alone (the scope defaults to device), then order and scope.
pub const RMW_EXPLICIT: [&str; 3] = [
    "memory_order_relaxed",
    "memory_order_acq_rel, memory_scope_work_group",
    "memory_order_seq_cst, memory_scope_device",
];

/// What a slot does, on its own cell `p` and on the shared counter `c`.
#[derive(Clone, Copy)]
enum Op {
    /// `atomic_fetch_OP[_explicit]`.
    Fetch(&'static str),
    Exchange,
    CompareExchange {
        weak: bool,
    },
    Load,
    Store,
    Init,
    Flag,
}

/// `strong_cas`: also compare-exchange with the plain (sequentially consistent) and
/// acquire-release orders. lavapipe (Mesa 22.3's llvmpipe, the Vulkan device of CI) miscomputes
/// a compare-exchange with any order but relaxed in a loop whose work-items diverge: work-items
/// past the first SIMD batch report success without storing, which also corrupts the other
/// slots of the kernel. The same keys agree with PoCL on NVIDIA's Vulkan driver (H100), so the
/// caller leaves them out on llvmpipe only, and says so.
pub fn groups(strong_cas: bool) -> Vec<Group> {
    let mut ops: Vec<(Op, Option<&str>)> = Vec::new();
    for (n, op) in FETCH_OPS.into_iter().enumerate() {
        ops.push((Op::Fetch(op), None));
        ops.push((Op::Fetch(op), Some(RMW_EXPLICIT[n % RMW_EXPLICIT.len()])));
    }
    ops.extend([
        (Op::Exchange, None),
        (Op::Exchange, Some(RMW_EXPLICIT[1])),
        // Relaxed orders always; the stronger ones where the device computes them (see
        // `strong_cas`).
        (
            Op::CompareExchange { weak: false },
            Some("memory_order_relaxed, memory_order_relaxed"),
        ),
        (
            Op::CompareExchange { weak: true },
            Some("memory_order_relaxed, memory_order_relaxed, memory_scope_work_group"),
        ),
    ]);
    if strong_cas {
        ops.extend([
            (Op::CompareExchange { weak: false }, None),
            (Op::CompareExchange { weak: true }, None),
            (
                Op::CompareExchange { weak: false },
                Some("memory_order_acq_rel, memory_order_acquire, memory_scope_device"),
            ),
        ]);
    }
    ops.extend([
        (Op::Load, None),
        (
            Op::Load,
            Some("memory_order_acquire, memory_scope_work_group"),
        ),
        (Op::Store, None),
        (Op::Store, Some("memory_order_release")),
        (Op::Init, None),
    ]);
    let mut global = Vec::new();
    let mut local = Vec::new();
    let mut prelude = String::new();
    for ty in [Elem::Int, Elem::Uint, Elem::Long, Elem::Ulong] {
        // One pair of arrays per type, used by the slots in turn (as in the 1.x part).
        let t = ty.name();
        let _ = writeln!(prelude, "  local atomic_{t} lp_{t}[{LOCAL}], lc_{t}[4];");
        let mut typed = ops.clone();
        if ty == Elem::Int {
            // `atomic_flag` is an `atomic_int`.
            typed.push((Op::Flag, None));
            typed.push((
                Op::Flag,
                Some("memory_order_seq_cst, memory_scope_work_group"),
            ));
        }
        for (op, explicit) in typed {
            global.push(c11_slot(ty, op, explicit, false));
            local.push(c11_slot(ty, op, explicit, true));
        }
    }
    vec![
        Group {
            name: "atomics 2.0 global".into(),
            prelude: String::new(),
            slots: global,
            global: ITEMS,
            local: Some(LOCAL),
            std: ClStd::Cl2_0,
        },
        Group {
            name: "atomics 2.0 local".into(),
            prelude,
            slots: local,
            global: ITEMS,
            local: Some(LOCAL),
            std: ClStd::Cl2_0,
        },
    ]
}

fn atomic_type(ty: Elem, op: Op) -> String {
    match op {
        Op::Flag => "atomic_flag".into(),
        _ => format!("atomic_{}", ty.name()),
    }
}

/// The function's name as called: `atomic_fetch_add_explicit`.
fn function(op: Op, explicit: Option<&str>) -> String {
    let base = match op {
        Op::Fetch(f) => format!("atomic_fetch_{f}"),
        Op::Exchange => "atomic_exchange".into(),
        Op::CompareExchange { weak: false } => "atomic_compare_exchange_strong".into(),
        Op::CompareExchange { weak: true } => "atomic_compare_exchange_weak".into(),
        Op::Load => "atomic_load".into(),
        Op::Store => "atomic_store".into(),
        Op::Init => "atomic_init".into(),
        Op::Flag => "atomic_flag_test_and_set".into(),
    };
    match explicit {
        Some(_) => base + "_explicit",
        None => base,
    }
}

/// A call of `name` with `operands` and the `_explicit` arguments, if any.
pub fn call(name: &str, operands: &str, explicit: Option<&str>) -> String {
    match explicit {
        Some(args) => format!("{name}({operands}, {args})"),
        None => format!("{name}({operands})"),
    }
}

/// The statements on the own cell `p` and on the counter `c` (`i` the global id).
fn statements(ty: Elem, op: Op, explicit: Option<&str>) -> (String, String) {
    let t = ty.name();
    let name = function(op, explicit);
    match op {
        Op::Fetch(_) | Op::Exchange => (
            format!("r1[i] = {};", call(&name, "p, a0[i]", explicit)),
            format!("r3[i] = {};", call(&name, "c, a0[i]", explicit)),
        ),
        Op::CompareExchange { weak } => {
            let own = if weak {
                format!(
                    "{t} e; bool ok; uint n = 0; do {{ e = a1[i]; ok = {}; }} while (!ok && e == a1[i] && ++n < 1000u);",
                    call(&name, "p, &e, a0[i]", explicit)
                )
            } else {
                format!(
                    "{t} e = a1[i]; bool ok = {};",
                    call(&name, "p, &e, a0[i]", explicit)
                )
            };
            (
                format!("{{ {own} r4[i] = ok; r1[i] = e; }}"),
                format!(
                    "{{ {t} o = atomic_load(c); uint n = 0; while (!{} && ++n < 100000u) {{}} r3[i] = o; }}",
                    call(&name, "c, &o, o + a0[i]", explicit)
                ),
            )
        }
        Op::Load => (
            format!("r1[i] = {};", call(&name, "p", explicit)),
            format!("r3[i] = {};", call(&name, "c", explicit)),
        ),
        Op::Store => (
            format!(
                "{}; r1[i] = atomic_load(p);",
                call(&name, "p, a0[i]", explicit)
            ),
            format!("{};", call(&name, "c, a0[i]", explicit)),
        ),
        Op::Init => (
            "atomic_init(p, a0[i]); r1[i] = atomic_load(p);".to_string(),
            String::new(),
        ),
        Op::Flag => {
            // Clear flags at the start: set, set again, clear on odd work-items, set.
            let clear = match explicit {
                Some(_) => {
                    "atomic_flag_clear_explicit(p, memory_order_release, memory_scope_work_group)"
                }
                None => "atomic_flag_clear(p)",
            };
            let set = call(&name, "p", explicit);
            (
                format!(
                    "{{ int a = {set}; int b = {set}; if (i & 1) {clear}; int d = {set}; r1[i] = a | b << 1 | d << 2; }}"
                ),
                format!("r3[i] = {};", call(&name, "c", explicit)),
            )
        }
    }
}

/// `local`: on the type's `local` arrays (`lp_T`, `lc_T`; a flag on `atomic_int`'s), else on
/// the global outputs.
fn c11_slot(ty: Elem, op: Op, explicit: Option<&str>, local: bool) -> Slot {
    let space = if local { "local" } else { "global" };
    let name = function(op, explicit);
    let at = atomic_type(ty, op);
    let label = format!(
        "{}({space} {at} *{})",
        name,
        explicit.map(|e| format!(", {e}")).unwrap_or_default()
    );
    let mut rng = rng_for(&label);
    let flag = matches!(op, Op::Flag);
    let operands = int_randoms(ty, ITEMS, &mut rng);
    let mut cells = int_randoms(ty, ITEMS, &mut rng);
    // Compare-exchange's comparand: the cell's value for every other work-item, else random.
    let comparands: Vec<u64> = (0..ITEMS)
        .map(|k| {
            if k % 2 == 0 {
                cells[k]
            } else {
                rng.next() & ty.mask()
            }
        })
        .collect();
    let mut counters = int_randoms(ty, 16, &mut rng);
    if flag {
        // Clear flags (ATOMIC_FLAG_INIT).
        cells = vec![0; ITEMS];
        counters = vec![0; 16];
    }
    let chunk = if local { LOCAL_CHUNK } else { GLOBAL_CHUNK };
    let (cell_check, final_check, olds_check) = match op {
        Op::Fetch(_) | Op::CompareExchange { .. } => (Check::Exact, Check::Exact, Check::RunOnly),
        Op::Exchange | Op::Store => (Check::Exact, Check::RunOnly, Check::RunOnly),
        Op::Load | Op::Init => (Check::Exact, Check::Exact, Check::Exact),
        Op::Flag => (Check::RunOnly, Check::RunOnly, Check::Multiset(chunk)),
    };
    let out = |init: Vec<u64>, check| Output {
        elem: ty,
        init,
        check,
        alternatives: Vec::new(),
        tolerance: Vec::new(),
        reference: Vec::new(),
    };
    let mut outputs = vec![
        out(cells, cell_check),
        out(vec![0; ITEMS], Check::Exact),
        out(counters, final_check),
        out(vec![0; ITEMS], olds_check),
    ];
    if matches!(op, Op::CompareExchange { .. }) {
        outputs.push(Output {
            elem: Elem::Int,
            ..out(vec![0; ITEMS], Check::Exact)
        });
    }
    let (own, contended) = statements(ty, op, explicit);
    let t = ty.name();
    let body = match local {
        false => format!(
            "global {at} *p = (global {at} *)&r0[i], *c = (global {at} *)&r2[i / {GLOBAL_CHUNK}];\n    {own}\n    {contended}"
        ),
        true => format!(
            "size_t l = get_local_id(0), g = get_group_id(0);\n    atomic_init(&lp_{t}[l], r0[i]); if (l < 4) atomic_init(&lc_{t}[l], r2[g * 4 + l]);\n    barrier(CLK_LOCAL_MEM_FENCE);\n    {{ local {at} *p = &lp_{t}[l], *c = &lc_{t}[l / {LOCAL_CHUNK}];\n    {own}\n    {contended} }}\n    barrier(CLK_LOCAL_MEM_FENCE);\n    r0[i] = atomic_load(&lp_{t}[l]); if (l < 4) r2[g * 4 + l] = atomic_load(&lc_{t}[l]);"
        ),
    };
    Slot {
        family: "atomic",
        function: format!("{name}/{space}"),
        ty,
        label,
        inputs: vec![
            Input {
                elem: ty,
                values: operands,
            },
            Input {
                elem: ty,
                values: comparands,
            },
        ],
        outputs,
        items: None,
        body,
        twins: Vec::new(),
    }
}
