//! The kernel corpus: every `tests/kernels/**/*.cl` file is one test, taken by
//! [`kernel_harness::check`] through what its directive comments ask (docs/testing.md): IR,
//! SPIR-V disassembly and reflection snapshots, spirv-val, and `run:` lines on the default
//! device with expected outputs. A new file needs its line in `corpus!` below (the last test
//! checks that the list and the directory agree).

mod common;
#[path = "kernel_harness/mod.rs"]
mod kernel_harness;

macro_rules! corpus {
    ($($test:ident => $path:literal,)*) => {
        $(
            #[test]
            fn $test() {
                kernel_harness::check($path);
            }
        )*
        const LISTED: &[&str] = &[$($path),*];
    };
}

corpus! {
    basics_undeclared_identifier => "tests/kernels/basics/undeclared_identifier.cl",
    basics_vadd => "tests/kernels/basics/vadd.cl",
    float_atomics_atomic_objects_in_byte_addressed_homes => "tests/kernels/float_atomics/atomic_objects_in_byte_addressed_homes.cl",
    float_atomics_float_atomics_on_a_local_home_are_refused => "tests/kernels/float_atomics/float_atomics_on_a_local_home_are_refused.cl",
    float_atomics_private_float_atomics_are_plain_arithmetic => "tests/kernels/float_atomics/private_float_atomics_are_plain_arithmetic.cl",
    images_channel_data_type_and_order_queries => "tests/kernels/images/channel_data_type_and_order_queries.cl",
    images_clamp_addressing_reads_the_border_color => "tests/kernels/images/clamp_addressing_reads_the_border_color.cl",
    images_copy_r32i_and_rgba32ui_images_through_helpers => "tests/kernels/images/copy_r32i_and_rgba32ui_images_through_helpers.cl",
    images_copy_rgba32f_image_to_image => "tests/kernels/images/copy_rgba32f_image_to_image.cl",
    images_function_scope_samplers_and_samplers_passed_to_helpers => "tests/kernels/images/function_scope_samplers_and_samplers_passed_to_helpers.cl",
    images_image1d_and_image3d_copies_and_queries => "tests/kernels/images/image1d_and_image3d_copies_and_queries.cl",
    images_image1d_buffer_reads_writes_and_width => "tests/kernels/images/image1d_buffer_reads_writes_and_width.cl",
    images_image_arrays_and_normalized_sampling_of_3d_images => "tests/kernels/images/image_arrays_and_normalized_sampling_of_3d_images.cl",
    images_kernels_read_and_write_narrow_formats => "tests/kernels/images/kernels_read_and_write_narrow_formats.cl",
    images_sampled_reads_clamp_out_of_range_coordinates_to_the_edge => "tests/kernels/images/sampled_reads_clamp_out_of_range_coordinates_to_the_edge.cl",
    language_atomic_types_through_the_builtins_and_seq_cst_reads => "tests/kernels/language/atomic_types_through_the_builtins_and_seq_cst_reads.cl",
    language_conversions_follow_c => "tests/kernels/language/conversions_follow_c.cl",
    language_designated_initializers_zero_the_rest => "tests/kernels/language/designated_initializers_zero_the_rest.cl",
    language_infinity_initializes_program_scope_constants => "tests/kernels/language/infinity_initializes_program_scope_constants.cl",
    language_partially_initialized_long_arrays_hold_zeros_and_their_values => "tests/kernels/language/partially_initialized_long_arrays_hold_zeros_and_their_values.cl",
    language_private_atomics_act_like_atomics => "tests/kernels/language/private_atomics_act_like_atomics.cl",
    language_program_scope_pointers_hold_addresses => "tests/kernels/language/program_scope_pointers_hold_addresses.cl",
    language_program_scope_pointers_into_members => "tests/kernels/language/program_scope_pointers_into_members.cl",
    language_self_referential_structs_link_through_global_memory => "tests/kernels/language/self_referential_structs_link_through_global_memory.cl",
    language_static_locals_persist_across_launches => "tests/kernels/language/static_locals_persist_across_launches.cl",
    language_string_literals_null_and_library_constants => "tests/kernels/language/string_literals_null_and_library_constants.cl",
    language_union_of_a_packed_struct_is_read_bytewise => "tests/kernels/language/union_of_a_packed_struct_is_read_bytewise.cl",
    language_unsized_arrays_take_their_length_from_the_initializer => "tests/kernels/language/unsized_arrays_take_their_length_from_the_initializer.cl",
    language_compat_a_generic_pointer_minus_a_private_array_is_their_distance => "tests/kernels/language_compat/a_generic_pointer_minus_a_private_array_is_their_distance.cl",
    language_compat_an_integer_may_subscript_a_pointer_or_array_from_the_left => "tests/kernels/language_compat/an_integer_may_subscript_a_pointer_or_array_from_the_left.cl",
    language_compat_array_parameters_with_an_address_space_are_pointers_into_it => "tests/kernels/language_compat/array_parameters_with_an_address_space_are_pointers_into_it.cl",
    language_compat_constant_integer_variables_are_integer_constant_expressions => "tests/kernels/language_compat/constant_integer_variables_are_integer_constant_expressions.cl",
    language_compat_extern_declarations_read_the_later_definition => "tests/kernels/language_compat/extern_declarations_read_the_later_definition.cl",
    language_compat_func_is_the_name_of_the_enclosing_function => "tests/kernels/language_compat/func_is_the_name_of_the_enclosing_function.cl",
    language_compat_overloadable_functions_are_chosen_by_argument_types => "tests/kernels/language_compat/overloadable_functions_are_chosen_by_argument_types.cl",
    language_compat_pointers_compared_with_integers_compare_addresses => "tests/kernels/language_compat/pointers_compared_with_integers_compare_addresses.cl",
    language_compat_sizeof_an_expression_is_an_integer_constant_at_program_scope => "tests/kernels/language_compat/sizeof_an_expression_is_an_integer_constant_at_program_scope.cl",
    language_compat_true_and_false_are_bool_constants => "tests/kernels/language_compat/true_and_false_are_bool_constants.cl",
    loops_data_dependent_loops_stop_where_their_data_says => "tests/kernels/loops/data_dependent_loops_stop_where_their_data_says.cl",
    pointers_atomics_and_vloads_through_homed_objects => "tests/kernels/pointers/atomics_and_vloads_through_homed_objects.cl",
    pointers_called_kernels_index_their_pointer_parameters_both_ways => "tests/kernels/pointers/called_kernels_index_their_pointer_parameters_both_ways.cl",
    pointers_generic_helpers_returning_global_or_homed_pointers => "tests/kernels/pointers/generic_helpers_returning_global_or_homed_pointers.cl",
    pointers_generic_pointers_asked_for_their_address_space => "tests/kernels/pointers/generic_pointers_asked_for_their_address_space.cl",
    pointers_generic_pointers_choosing_between_global_private_and_local_memory_at_run_time => "tests/kernels/pointers/generic_pointers_choosing_between_global_private_and_local_memory_at_run_time.cl",
    pointers_generic_pointers_choosing_between_private_and_local_objects_at_run_time => "tests/kernels/pointers/generic_pointers_choosing_between_private_and_local_objects_at_run_time.cl",
    pointers_generic_pointers_into_global_or_private_memory_cast_to_other_pointer_types => "tests/kernels/pointers/generic_pointers_into_global_or_private_memory_cast_to_other_pointer_types.cl",
    pointers_generic_pointers_to_homed_private_and_local_objects => "tests/kernels/pointers/generic_pointers_to_homed_private_and_local_objects.cl",
    pointers_generic_pointers_to_private_local_or_global_memory_kept_in_memory => "tests/kernels/pointers/generic_pointers_to_private_local_or_global_memory_kept_in_memory.cl",
    pointers_generic_pointers_to_records_and_unions_in_either_home => "tests/kernels/pointers/generic_pointers_to_records_and_unions_in_either_home.cl",
    pointers_helpers_with_their_own_homed_objects_and_two_kernels_with_homed_local_arguments => "tests/kernels/pointers/helpers_with_their_own_homed_objects_and_two_kernels_with_homed_local_arguments.cl",
    pointers_local_arguments_cast_compared_converted_and_mixed_with_local_variables => "tests/kernels/pointers/local_arguments_cast_compared_converted_and_mixed_with_local_variables.cl",
    pointers_local_objects_cast_compared_and_written_bytewise_across_barriers => "tests/kernels/pointers/local_objects_cast_compared_and_written_bytewise_across_barriers.cl",
    pointers_local_void_and_over_aligned_arguments_in_the_local_home => "tests/kernels/pointers/local_void_and_over_aligned_arguments_in_the_local_home.cl",
    pointers_null_pointer_passed_to_a_helper_taking_homed_pointers => "tests/kernels/pointers/null_pointer_passed_to_a_helper_taking_homed_pointers.cl",
    pointers_null_private_and_local_pointers_compare => "tests/kernels/pointers/null_private_and_local_pointers_compare.cl",
    pointers_offsets_sharing_a_start_keep_their_addresses => "tests/kernels/pointers/offsets_sharing_a_start_keep_their_addresses.cl",
    pointers_pointer_variable_starting_null_then_assigned_two_arrays => "tests/kernels/pointers/pointer_variable_starting_null_then_assigned_two_arrays.cl",
    pointers_pointer_variables_stepped_by_increments_in_loops => "tests/kernels/pointers/pointer_variables_stepped_by_increments_in_loops.cl",
    pointers_pointers_into_packed_records_stay_bytewise_through_helpers_and_variables => "tests/kernels/pointers/pointers_into_packed_records_stay_bytewise_through_helpers_and_variables.cl",
    pointers_pointers_returned_from_helpers_and_held_in_private_structs => "tests/kernels/pointers/pointers_returned_from_helpers_and_held_in_private_structs.cl",
    pointers_pointers_to_struct_members_passed_to_helpers => "tests/kernels/pointers/pointers_to_struct_members_passed_to_helpers.cl",
    pointers_private_objects_cast_to_other_pointee_types => "tests/kernels/pointers/private_objects_cast_to_other_pointee_types.cl",
    pointers_private_pointers_compare_subtract_select_and_round_trip => "tests/kernels/pointers/private_pointers_compare_subtract_select_and_round_trip.cl",
    pointers_private_unions_read_as_other_members_and_passed_to_helpers => "tests/kernels/pointers/private_unions_read_as_other_members_and_passed_to_helpers.cl",
    pointers_subtracting_unsigned_and_signed_offsets_moves_back => "tests/kernels/pointers/subtracting_unsigned_and_signed_offsets_moves_back.cl",
    runner_required_work_group_size_next_to_a_kernel_without_one => "tests/kernels/runner/required_work_group_size_next_to_a_kernel_without_one.cl",
    vectors_float8_arithmetic_selects_swizzles_structs => "tests/kernels/vectors/float8_arithmetic_selects_swizzles_structs.cl",
    vectors_int16_operators_lanes_conversions_and_reinterpretation => "tests/kernels/vectors/int16_operators_lanes_conversions_and_reinterpretation.cl",
    vectors_remainder_and_remquo_of_double2_and_float4_lane_by_lane => "tests/kernels/vectors/remainder_and_remquo_of_double2_and_float4_lane_by_lane.cl",
    vectors_shuffle_shuffle2_and_upsample_lanes => "tests/kernels/vectors/shuffle_shuffle2_and_upsample_lanes.cl",
    vectors_vec_step_of_3_vectors_is_4_in_constants_and_at_run_time => "tests/kernels/vectors/vec_step_of_3_vectors_is_4_in_constants_and_at_run_time.cl",
    vectors_vload16_vstore16_and_dynamic_lanes => "tests/kernels/vectors/vload16_vstore16_and_dynamic_lanes.cl",
    vectors_wide_objects_keep_their_opencl_alignment => "tests/kernels/vectors/wide_objects_keep_their_opencl_alignment.cl",
}

#[test]
fn every_corpus_file_has_a_test() {
    fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "cl") {
                let relative = path.strip_prefix(common::root()).unwrap();
                found.push(relative.to_string_lossy().into_owned());
            }
        }
    }
    let mut found = Vec::new();
    walk(&common::root().join("tests/kernels"), &mut found);
    found.sort();
    let mut listed: Vec<String> = LISTED.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        found, listed,
        "tests/kernels and the corpus! list in tests/kernels.rs differ"
    );
}

/// A wrong expected value fails the file's test with its path, the `expect:` line and the
/// element that differs.
#[test]
fn a_wrong_value_names_the_file_the_line_and_the_element() {
    let dir = common::scratch("kernels_wrong_value");
    let path = dir.join("wrong.cl");
    std::fs::write(
        &path,
        "// run: k 4 out=zeros:4\n// expect: out = 0, 1, 5, 3\nkernel void k(global int *out) { out[get_global_id(0)] = get_global_id(0); }\n",
    )
    .unwrap();
    for ext in ["ir", "vulkan1.2.spvasm", "vulkan1.2.json"] {
        std::fs::write(path.with_extension(ext), "").unwrap();
    }
    let failure = std::panic::catch_unwind(|| kernel_harness::check(path.to_str().unwrap()))
        .expect_err("the check fails");
    let message = failure.downcast_ref::<String>().unwrap();
    assert!(
        message.contains("wrong.cl:2: run of 'k' (line 1): 'out'[2] is 2, expected 5"),
        "{message}"
    );
}

/// A generated input holds its expression's values in the parameter's type; `each:` with `;`
/// compares rows, `i` being the row, and calls `bits()`.
#[test]
fn generated_inputs_and_rows_of_expressions() {
    let dir = common::scratch("kernels_generated");
    let path = dir.join("rows.cl");
    std::fs::write(
        &path,
        "// run: k 4 out=zeros:8 in=each:4:i*1.5-2\n\
         // expect: in = -2, -0.5, 1, 2.5\n\
         // expect: out = each: bits(in[i]); 2 * i + (i == 1)\n\
         kernel void k(global uint *out, global const float *in) {\n\
           size_t i = get_global_id(0);\n\
           out[2 * i] = as_uint(in[i]);\n\
           out[2 * i + 1] = 2 * i;\n\
         }\n",
    )
    .unwrap();
    for ext in ["ir", "vulkan1.2.spvasm", "vulkan1.2.json"] {
        std::fs::write(path.with_extension(ext), "").unwrap();
    }
    let failure = std::panic::catch_unwind(|| kernel_harness::check(path.to_str().unwrap()))
        .expect_err("the check fails");
    let message = failure.downcast_ref::<String>().unwrap();
    // Only the deliberately wrong row value differs; the input and the bit patterns match.
    assert!(
        message.contains("rows.cl:3: run of 'k' (line 1): 'out'[3] is 2, expected 3")
            && !message.contains("rows.cl:2:"),
        "{message}"
    );
}

/// A directive the harness cannot read fails the test with the file and the line.
#[test]
fn a_misplaced_directive_names_the_file_and_the_line() {
    let path = common::scratch("kernels_misplaced").join("misplaced.cl");
    std::fs::write(
        &path,
        "// A comment.\n// expect: out = 1\nkernel void k(global int *out) {}\n",
    )
    .unwrap();
    let failure = std::panic::catch_unwind(|| kernel_harness::check(path.to_str().unwrap()))
        .expect_err("the check fails");
    let message = failure.downcast_ref::<String>().unwrap();
    assert!(
        message.ends_with("misplaced.cl:2: 'expect:' before any 'run:'"),
        "{message}"
    );
}

/// Expected values: literals, bit patterns of the other signedness, tolerances in absolute
/// terms and in units in the last place, NaN and signed zeros.
#[test]
fn expected_values_compare_as_documented() {
    use kernel_harness::directives::Tolerance::{Absolute, Exact, Ulps};
    use kernel_harness::values::{matches, Num};
    use oclvk::abi::scalar::ScalarKind::{Float, Int, Uint};
    let num = |s: &str| Num::parse(s).unwrap();
    assert!(matches(Int, num("-1"), num("0xffffffff"), Exact));
    assert!(matches(Uint, num("4294967295"), num("-1"), Exact));
    assert!(!matches(Int, num("-1"), num("0x1ffffffff"), Exact));
    assert!(matches(Int, num("99"), num("'c'"), Exact));
    assert!(!matches(Float, num("0.0"), num("-0.0"), Exact));
    assert!(matches(Float, num("nan"), num("nan"), Exact));
    assert!(matches(Float, num("1.0005"), num("1.0"), Absolute(1e-3)));
    assert!(!matches(Float, num("1.002"), num("1.0"), Absolute(1e-3)));
    let ulp = f64::from(f32::EPSILON);
    assert!(matches(
        Float,
        Num::Float(1.0 + 2.0 * ulp),
        num("1"),
        Ulps(2)
    ));
    assert!(!matches(
        Float,
        Num::Float(1.0 + 3.0 * ulp),
        num("1"),
        Ulps(2)
    ));
}

/// The functions of `each:` expressions: float bit patterns, rounding to float, min and max.
#[test]
fn expression_functions_compute_as_documented() {
    use kernel_harness::expr::{parse, Buffers};
    struct NoBuffers;
    impl Buffers for NoBuffers {
        fn element(&self, name: &str, _: usize) -> Result<kernel_harness::values::Num, String> {
            Err(format!("no buffer '{name}'"))
        }
    }
    let eval = |text: &str| {
        parse(text)
            .unwrap()
            .eval(3, &NoBuffers)
            .unwrap()
            .to_string()
    };
    assert_eq!(eval("bits(1.5)"), "1069547520");
    assert_eq!(eval("bits(-i)"), "3225419776");
    assert_eq!(eval("float(0.1)"), "0.10000000149011612");
    assert_eq!(eval("min(i, 2) + max(-1, -i) * 10"), "-8");
    assert!(parse("bits(1, 2)").is_err());
}
