//! Language features checked by running them on Vulkan (lavapipe here) with validation on and
//! comparing every output with the value C gives.

use oclvk::frontend::options::{ClStd, LangOptions};
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use oclvk::CompileOptions;

/// Compiles `src`, runs `kernel` over `global` work-items with one `int` output buffer of `n`
/// elements, `launches` times, and returns the buffer.
fn run_ints(
    std: ClStd,
    src: &str,
    kernel: &str,
    global: u64,
    n: usize,
    launches: usize,
) -> Vec<i32> {
    let options = CompileOptions {
        lang: LangOptions {
            std,
            ..LangOptions::default()
        },
        ..CompileOptions::default()
    };
    let module = oclvk::compile_source("t.cl", src, &options)
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"));
    let runtime = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .unwrap();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&vec![0i32; n]).unwrap();
    for _ in 0..launches {
        runtime
            .launch(
                &program,
                kernel,
                &NdRange::new(&[global]),
                &[("out", ArgValue::Buffer(&out))],
            )
            .unwrap();
    }
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    out.read::<i32>().unwrap()
}

#[test]
fn designated_initializers_zero_the_rest() {
    let src = "
        typedef struct { int x, y; } P;
        typedef struct { P a; int arr[3]; } Q;
        kernel void k(global int *out) {
          Q q = { .a.y = 5, .arr[2] = 7, .a.x = 1 };
          P ps[2] = { [1].y = 9 };
          int plain[4] = { 1, 2 };
          out[0] = q.a.x; out[1] = q.a.y; out[2] = q.arr[0]; out[3] = q.arr[2];
          out[4] = ps[1].y; out[5] = ps[0].x; out[6] = plain[1]; out[7] = plain[3];
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, "k", 1, 8, 1),
        [1, 5, 0, 7, 9, 0, 2, 0]
    );
}

#[test]
fn static_locals_persist_across_launches() {
    let src = "
        kernel void k(global int *out) {
          static int launches = 0;
          if (get_global_id(0) == 0) { launches++; out[0] = launches; }
        }";
    assert_eq!(run_ints(ClStd::Cl2_0, src, "k", 1, 1, 3), [3]);
}

#[test]
fn string_literals_null_and_library_constants() {
    let src = "
        kernel void k(global int *out) {
          constant char *s = \"oclvk\";
          global int *nothing = NULL;
          out[0] = s[1];
          out[1] = nothing == 0;
          out[2] = isinf(INFINITY) && isnan(NAN);
          out[3] = INT_MAX;
          out[4] = (int)(M_PI_F * 1000.0f);
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, "k", 1, 5, 1),
        [b'c' as i32, 1, 1, i32::MAX, 3141]
    );
}

#[test]
fn conversions_follow_c() {
    let src = "
        kernel void k(global int *out) {
          uint u = 1; int i = -2;
          out[0] = (u + i) > 0;            /* -2 becomes a large uint */
          long l = -1; uint v = 3;
          out[1] = (l + v) == 2;           /* long holds every uint */
          uchar a = 200, b = 100;
          out[2] = a + b;                  /* promoted to int: 300 */
          char c = (char)300;
          out[3] = c;                      /* 300 mod 256 = 44 */
          out[4] = -7 / 2;                 /* truncation toward zero */
          out[5] = -7 % 2;
          int4 m = (int4)(1, 2, 3, 4) > 2;
          out[6] = m.x; out[7] = m.w;      /* vector comparisons give 0 and -1 */
          out[8] = convert_int_sat(3.0e10f);
          out[9] = 1 << 33;                /* OpenCL masks the shift count: 1 << 1 */
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, "k", 1, 10, 1),
        [1, 1, 300, 44, -3, -1, 0, -1, i32::MAX, 2]
    );
}

#[test]
fn unsized_arrays_take_their_length_from_the_initializer() {
    let src = "
        constant float w[] = { 1, 2, 3, 4, 5 };
        constant char msg[] = \"hello\";
        kernel void k(global int *out) {
          int local_arr[] = { [3] = 7, 1 };
          char text[8] = \"abc\";
          out[0] = sizeof(w) / sizeof(w[0]);
          out[1] = sizeof(msg);
          out[2] = sizeof(local_arr) / sizeof(int);
          out[3] = local_arr[3] + local_arr[4] + (int)w[4];
          out[4] = msg[1] + text[2] + text[7];
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, "k", 1, 5, 1),
        [5, 6, 5, 13, b'e' as i32 + b'c' as i32]
    );
}

#[test]
fn atomic_types_through_the_builtins_and_seq_cst_reads() {
    // Two launches of one work-item: the program-scope counter starts at ATOMIC_VAR_INIT(5) and
    // keeps its value between launches (5 -> 7 -> 9).
    let src = "
        global atomic_int counter = ATOMIC_VAR_INIT(5);
        global atomic_float level;
        kernel void k(global int *out) {
          local atomic_int hits;
          local atomic_flag flag;
          local int copy[4];
          atomic_init(&hits, 0);
          atomic_fetch_add(&hits, 1);
          out[0] = atomic_load(&hits) == 1;
          out[1] = atomic_fetch_add_explicit(&counter, 2, memory_order_relaxed) + 2;
          global atomic_int *p = &counter;
          int now = *p;                       /* an atomic (seq_cst) load */
          out[2] = now;
          out[3] = atomic_exchange(&hits, 40);
          int h = hits;                       /* initializing from an atomic is allowed */
          out[4] = h;
          atomic_flag_clear(&flag);
          out[5] = atomic_flag_test_and_set(&flag) * 10 + atomic_flag_test_and_set(&flag);
          int expected = 40;
          bool swapped = atomic_compare_exchange_strong(&hits, &expected, 41);
          out[6] = swapped * 100 + atomic_load(&hits);
          event_t e = async_work_group_copy(copy, (const global int *)out, 4, 0);
          wait_group_events(1, &e);
          out[7] = copy[1] + (int)sizeof(counter);
          atomic_store(&level, 2.5f);
          out[8] = (int)(atomic_exchange(&level, 4.0f) * 2.0f);
          out[9] = (int)atomic_load(&level);
        }";
    assert_eq!(
        run_ints(ClStd::Cl2_0, src, "k", 1, 10, 2),
        [1, 9, 9, 1, 40, 1, 141, 13, 5, 4]
    );
}

#[test]
fn program_scope_pointers_hold_addresses() {
    // Pointers in the constant block and in the program-global block, into either block (the
    // runner patches the addresses once both blocks exist), and a string literal's address.
    let src = "
        constant int table[4] = {10, 20, 30, 40};
        constant int *p = &table[2];
        constant int *q = table + 1;
        constant char *s = \"abc\";
        global int g = 7;
        global int *gp = &g;
        constant int *global cg = &table[3];
        kernel void k(global int *out) {
          out[0] = *p; out[1] = q[2]; out[2] = s[1];
          *gp += 1; out[3] = g; out[4] = *cg;
          out[5] = p == &table[2];
        }";
    assert_eq!(
        run_ints(ClStd::Cl2_0, src, "k", 1, 6, 2),
        [30, 40, b'b' as i32, 9, 40, 1]
    );
    // Members, elements of members, casts and offsets before the object (C allows the address
    // as long as it is not dereferenced there).
    let src = "
        typedef struct { int a; float b[3]; } Rec;
        constant Rec recs[2] = {{1, {1, 2, 3}}, {2, {4, 5, 6}}};
        constant float *constant last = &recs[1].b[2];
        constant int *constant second_a = &recs[1].a;
        constant float *constant middle = recs[0].b + 1;
        constant uchar *constant byte = (constant uchar *)&recs[1] + 7;
        constant int *constant before = &recs[0].a - 1;
        constant char *constant greeting = \"hi\";
        constant char *constant names[3] = {\"zero\", \"one\", \"two\"};
        typedef struct { constant int *p; int n; } Ref;
        constant int data[3] = {7, 8, 9};
        constant Ref refs[2] = {{&data[0], 1}, {data + 2, 2}};
        kernel void k(global int *out) {
          out[0] = (int)*last; out[1] = *second_a; out[2] = (int)*middle; out[3] = *byte;
          out[4] = before[1]; out[5] = greeting[0];
          out[6] = names[2][1]; out[7] = *refs[1].p * 10 + refs[0].p[1];
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, "k", 1, 8, 1),
        [6, 2, 2, 0x40, 1, b'h' as i32, b'w' as i32, 98]
    );
}

#[test]
fn private_atomics_act_like_atomics() {
    // Vulkan has no atomics on private memory; no other work-item can see it, so the backend
    // uses plain accesses with the builtins' results.
    let src = "
        kernel void k(global int *out) {
          atomic_int mine;
          atomic_init(&mine, 3);
          out[0] = atomic_fetch_add(&mine, 4);
          out[1] = atomic_fetch_max(&mine, 5);
          out[2] = atomic_fetch_min_explicit(&mine, 2, memory_order_relaxed);
          int expected = 2;
          out[3] = atomic_compare_exchange_strong(&mine, &expected, 9);
          expected = 1;
          out[4] = atomic_compare_exchange_weak(&mine, &expected, 11) * 100 + expected;
          out[5] = atomic_exchange(&mine, 6);
          atomic_store(&mine, 8);
          int now = mine;
          out[6] = now;
          atomic_flag flag;
          atomic_flag_clear(&flag);
          out[7] = atomic_flag_test_and_set(&flag) * 10 + atomic_flag_test_and_set(&flag);
        }";
    assert_eq!(
        run_ints(ClStd::Cl2_0, src, "k", 1, 8, 1),
        [3, 7, 7, 1, 9, 9, 8, 1]
    );
}

/// A struct pointing to itself (a linked list through global memory): the pointer type is
/// declared ahead of the struct (OpTypeForwardPointer). It was "not supported" before.
#[test]
fn self_referential_structs_link_through_global_memory() {
    let src = "
        typedef struct node { global struct node *next; int value; } node;
        global node nodes[16];
        kernel void list(global int *out) {
          for (int k = 0; k < 16; k++) {
            nodes[k].value = k * k;
            nodes[k].next = &nodes[(k * 5 + 3) % 16];
          }
          global node *p = &nodes[0];
          for (int k = 0; k < 16; k++) {
            out[k] = p->value;
            p = p->next;
          }
          out[16] = (int)(nodes[7].next - nodes);
        }";
    let out = run_ints(ClStd::Cl2_0, src, "list", 1, 17, 1);
    let mut want = Vec::new();
    let mut at = 0i32;
    for _ in 0..16 {
        want.push(at * at);
        at = (at * 5 + 3) % 16;
    }
    want.push((7 * 5 + 3) % 16);
    assert_eq!(out, want);
}
