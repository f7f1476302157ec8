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
        ..RuntimeOptions::default()
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
