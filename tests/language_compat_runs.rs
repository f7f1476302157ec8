//! Code clang-15 accepts that oclvk once refused (issue #15), run on Vulkan (lavapipe here) with
//! validation on: each construct must not only compile but mean what clang gives it.

mod common;

use oclvk::frontend::options::ClStd;
use oclvk::runner::ArgValue;

/// Compiles `src` for `std`, runs kernel `k` on one work-item with an `int` buffer `out` of `n`
/// zeros, and returns the buffer.
fn run_ints(std: ClStd, src: &str, n: usize) -> Vec<i32> {
    let module = compile(std, src);
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&vec![0i32; n]).unwrap();
    runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    out.read::<i32>().unwrap()
}

#[test]
fn true_and_false_are_bool_constants() {
    let src = "
        #if true
        constant int from_if = 7;
        #endif
        constant bool table[2] = { false, true };
        kernel void k(global int *out) {
          bool b = true;
          out[0] = b + true;
          out[1] = false;
          out[2] = sizeof(true);
          out[3] = from_if;
          out[4] = table[1] ? 5 : 6;
          out[5] = -true;
          int a[true + 2];
          out[6] = sizeof(a) / sizeof(a[0]);
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 7), [2, 0, 1, 7, 5, -1, 3]);
}

/// Compiles `src` for `std` and returns the module, failing the test on any error.
fn compile(std: ClStd, src: &str) -> oclvk::spirv::Output {
    common::compile_with(src, &format!("-cl-std={std}"))
}

#[test]
fn array_parameters_with_an_address_space_are_pointers_into_it() {
    let src = "
        constant int table[4] = { 10, 20, 30, 40 };
        void fill(global int a[], local int b[], constant int c[4], private int d[2]) {
          b[1] = c[2] + d[1];
          a[0] = b[1];
          a[1] = c[3];
        }
        kernel void k(global int *out) {
          local int scratch[2];
          int d[2] = { 1, 2 };
          fill(out, scratch, table, d);
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 2), [32, 40]);
}

#[test]
fn kernels_take_pointers_to_pointers_from_opencl_c_2_0() {
    let src = "
        kernel void k(global int * global *rows, global int *out) {
          out[0] = rows[1][2];
          rows[0][0] = 7;
        }";
    let module = compile(ClStd::Cl2_0, src);
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let first = runtime.buffer_from_slice(&[0i32; 4]).unwrap();
    let second = runtime.buffer_from_slice(&[5i32, 6, 9, 8]).unwrap();
    let rows = runtime
        .buffer_from_slice(&[first.device_address(), second.device_address()])
        .unwrap();
    let out = runtime.buffer_from_slice(&[0i32]).unwrap();
    runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[
                ("rows", ArgValue::Buffer(&rows)),
                ("out", ArgValue::Buffer(&out)),
            ],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    assert_eq!(out.read::<i32>().unwrap(), [9]);
    assert_eq!(first.read::<i32>().unwrap(), [7, 0, 0, 0]);
}

#[test]
fn extern_declarations_read_the_later_definition() {
    let src = "
        extern constant int offsets[];
        extern constant float scale;
        extern constant int unused;
        int pick(int i) { return offsets[i]; }
        int size_after(void);
        kernel void k(global int *out) {
          out[0] = pick(2);
          out[1] = (int)(scale * 4.0f);
          out[2] = size_after();
        }
        constant int offsets[] = { 4, 5, 6 };
        constant float scale = 2.5f;
        int size_after(void) { return sizeof(offsets); }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 3), [6, 10, 12]);
}

#[test]
fn constant_integer_variables_are_integer_constant_expressions() {
    let src = "
        constant int N = 3;
        constant int twice[N] = { 1, 2, 3 };
        kernel void k(global int *out) {
          const int L = N + 2;
          int local_array[L];
          for (int i = 0; i < L; i++) local_array[i] = i * 10;
          out[0] = sizeof(local_array) / sizeof(int);
          out[1] = local_array[L - 1];
          switch (out[1]) {
          case L * 8: out[2] = 1; break;
          default: out[2] = 2;
          }
          out[3] = twice[N - 1];
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 4), [5, 40, 1, 3]);
}

#[test]
fn func_is_the_name_of_the_enclosing_function() {
    let src = "
        int second_letter(void) { return __func__[1]; }
        kernel void k(global int *out) {
          out[0] = sizeof(__func__);
          out[1] = __func__[0];
          out[2] = second_letter();
          constant const char *name = __func__;
          out[3] = name[1];
        }";
    assert_eq!(
        run_ints(ClStd::Cl1_2, src, 4),
        [2, 'k' as i32, 'e' as i32, 0]
    );
}

#[test]
fn printf_declared_with_its_prototype_still_prints() {
    let src = "
        int printf(constant const char *restrict format, ...);
        kernel void k(global int *out) {
          out[0] = printf(\"%s has %d\\n\", __func__, 42);
        }";
    let module = compile(ClStd::Cl1_2, src);
    let runtime = common::validated_runtime();
    let program = oclvk::load(&runtime, &module).unwrap();
    let out = runtime.buffer_from_slice(&[-1i32]).unwrap();
    let stats = runtime
        .launch(
            &program,
            "k",
            &oclvk::runner::NdRange::new(&[1]),
            &[("out", ArgValue::Buffer(&out))],
        )
        .unwrap();
    assert_eq!(runtime.validation_messages(), Vec::<String>::new());
    assert_eq!(stats.printf.as_deref(), Some("k has 42\n"));
    assert_eq!(out.read::<i32>().unwrap(), [0]);
}

#[test]
fn overloadable_functions_are_chosen_by_argument_types() {
    let src = "
        int __attribute__((overloadable)) twice(int x) { return 2 * x; }
        int __attribute__((overloadable)) twice(float x) { return (int)(x * 100.0f); }
        int __attribute__((overloadable)) twice(int2 v) { return v.x * 1000 + v.y; }
        int __attribute__((overloadable)) first(global int *p) { return p[5]; }
        int __attribute__((overloadable)) first(local int *p) { return p[1] + 1; }
        kernel void k(global int *out) {
          local int scratch[2];
          scratch[1] = 40;
          out[5] = 9;
          barrier(CLK_LOCAL_MEM_FENCE);
          out[0] = twice(21);
          out[1] = twice(0.25f);
          out[2] = twice((int2)(7, 8));
          out[3] = twice((short)3);
          out[4] = first(scratch) + first(out);
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 6), [42, 25, 7008, 6, 50, 9]);
}

#[test]
fn an_integer_may_subscript_a_pointer_or_array_from_the_left() {
    let src = "
        kernel void k(global int *out) {
          int table[3] = { 7, 8, 9 };
          out[0] = 2[table];
          1[out] = 0[table] + 1;
          int i = 2;
          (i - 1)[out + 1] = 5;
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 3), [9, 8, 5]);
}

#[test]
fn a_generic_pointer_minus_a_private_array_is_their_distance() {
    let src = "
        kernel void k(global int *out) {
          int priv[4] = { 1, 2, 3, 4 };
          int *q = &priv[3];
          out[0] = q - priv;
          out[1] = &priv[1] - q;
          out[2] = *(q - (q - priv));
        }";
    assert_eq!(run_ints(ClStd::Cl2_0, src, 3), [3, -2, 1]);
}

#[test]
fn pointers_compared_with_integers_compare_addresses() {
    let src = "
        kernel void k(global int *out) {
          global int *p = out;
          out[0] = p != 0;
          out[1] = 0 == p;
          out[2] = 0 < p;
          out[3] = p < 0;
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 4), [1, 0, 1, 0]);
}

#[test]
fn sizeof_an_expression_is_an_integer_constant_at_program_scope() {
    let src = "
        constant int table[] = { 4, 5, 6 };
        constant int count = sizeof(table) / sizeof(table[0]);
        constant int align = _Alignof(table[0]) + vec_step(table[0]);
        enum { LANES = vec_step((float3)(0.0f)) };
        kernel void k(global int *out) {
          int copy[sizeof(table) / sizeof(int)];
          out[0] = count;
          out[1] = sizeof(copy);
          out[2] = align;
          out[3] = LANES;
          int sized[count];
          out[4] = sizeof(sized) / sizeof(sized[0]);
        }";
    assert_eq!(run_ints(ClStd::Cl1_2, src, 5), [3, 12, 5, 4, 3]);
}
