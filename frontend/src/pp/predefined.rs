//! Predefined macros: the `<built-in>` buffer preprocessed before the main file.
//!
//! It holds what clang-15 predefines for OpenCL C (language version, `CL_VERSION_*`, extension and
//! feature macros for what oclvk supports, `__kernel_exec`), the value macros of the OpenCL C
//! library that are plain constants (limits, `FLT_*`, `M_*_F`, `CLK_*` flags), and then the `-D`/`-U`
//! options in command-line order. `__FILE__`, `__LINE__`, `__COUNTER__`, `__DATE__` and `__TIME__`
//! are dynamic and live in the macro table instead.

use crate::options::{ClStd, LangOptions, MacroOption};
use std::fmt::Write as _;

/// Extensions oclvk reports in every version (besides fp64/fp16, which follow the options).
const EXTENSIONS: &[&str] = &[
    "cl_khr_global_int32_base_atomics",
    "cl_khr_global_int32_extended_atomics",
    "cl_khr_local_int32_base_atomics",
    "cl_khr_local_int32_extended_atomics",
    "cl_khr_int64_base_atomics",
    "cl_khr_int64_extended_atomics",
    "cl_khr_byte_addressable_store",
    "cl_khr_3d_image_writes",
];

/// OpenCL C 2.0 core features that 3.0 made optional; oclvk supports them (clang defines the
/// macros from 2.0 on as well).
const FEATURES: &[&str] = &[
    "__opencl_c_generic_address_space",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_read_write_images",
    "__opencl_c_images",
    "__opencl_c_3d_image_writes",
    "__opencl_c_int64",
    // work_group_all/any/broadcast/reduce/scan: on Vulkan through sub-group operations and
    // `local` memory, on OpenCL as OpGroup* instructions.
    "__opencl_c_work_group_collective_functions",
];

/// cl_ext_float_atomics' features per width (`__opencl_c_ext_fp32_global_atomic_add`, ...).
const FLOAT_ATOMIC_FEATURES: &[&str] = &[
    "global_atomic_add",
    "local_atomic_add",
    "global_atomic_min_max",
    "local_atomic_min_max",
];

/// Constant-valued macros of the OpenCL C library (opencl-c-base.h in clang).
const LIBRARY: &str = "\
#define CHAR_BIT 8
#define SCHAR_MAX 127
#define SCHAR_MIN (-128)
#define CHAR_MAX SCHAR_MAX
#define CHAR_MIN SCHAR_MIN
#define UCHAR_MAX 255
#define SHRT_MAX 32767
#define SHRT_MIN (-32768)
#define USHRT_MAX 65535
#define INT_MAX 2147483647
#define INT_MIN (-2147483647-1)
#define UINT_MAX 0xffffffff
#define LONG_MAX 0x7fffffffffffffffL
#define LONG_MIN (-0x7fffffffffffffffL-1)
#define ULONG_MAX 0xffffffffffffffffUL
#define FLT_DIG 6
#define FLT_MANT_DIG 24
#define FLT_MAX_10_EXP +38
#define FLT_MAX_EXP +128
#define FLT_MIN_10_EXP -37
#define FLT_MIN_EXP -125
#define FLT_RADIX 2
#define FLT_MAX 0x1.fffffep127f
#define FLT_MIN 0x1.0p-126f
#define FLT_EPSILON 0x1.0p-23f
#define MAXFLOAT 0x1.fffffep127f
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf(\"\")
#define HUGE_VALF __builtin_huge_valf()
#define HUGE_VAL __builtin_huge_val()
#define NULL ((void*)0)
#define FP_ILOGB0 INT_MIN
#define FP_ILOGBNAN INT_MAX
#define M_E_F 2.71828182845904523536028747135266250f
#define M_LOG2E_F 1.44269504088896340735992468100189214f
#define M_LOG10E_F 0.434294481903251827651128918916605082f
#define M_LN2_F 0.693147180559945309417232121458176568f
#define M_LN10_F 2.30258509299404568401799145468436421f
#define M_PI_F 3.14159265358979323846264338327950288f
#define M_PI_2_F 1.57079632679489661923132169163975144f
#define M_PI_4_F 0.785398163397448309615660845819875721f
#define M_1_PI_F 0.318309886183790671537767526745028724f
#define M_2_PI_F 0.636619772367581343075535053490057448f
#define M_2_SQRTPI_F 1.12837916709551257389615890312154517f
#define M_SQRT2_F 1.41421356237309504880168872420969808f
#define M_SQRT1_2_F 0.707106781186547524400844362104849039f
#define MAX_WORK_DIM 3
#define CLK_LOCAL_MEM_FENCE 0x01
#define CLK_GLOBAL_MEM_FENCE 0x02
#define CLK_IMAGE_MEM_FENCE 0x04
#define CLK_ADDRESS_NONE 0
#define CLK_ADDRESS_CLAMP_TO_EDGE 2
#define CLK_ADDRESS_CLAMP 4
#define CLK_ADDRESS_REPEAT 6
#define CLK_ADDRESS_MIRRORED_REPEAT 8
#define CLK_NORMALIZED_COORDS_FALSE 0
#define CLK_NORMALIZED_COORDS_TRUE 1
#define CLK_FILTER_NEAREST 0x10
#define CLK_FILTER_LINEAR 0x20
#define CLK_SNORM_INT8 0x10D0
#define CLK_SNORM_INT16 0x10D1
#define CLK_UNORM_INT8 0x10D2
#define CLK_UNORM_INT16 0x10D3
#define CLK_UNORM_SHORT_565 0x10D4
#define CLK_UNORM_SHORT_555 0x10D5
#define CLK_UNORM_INT_101010 0x10D6
#define CLK_SIGNED_INT8 0x10D7
#define CLK_SIGNED_INT16 0x10D8
#define CLK_SIGNED_INT32 0x10D9
#define CLK_UNSIGNED_INT8 0x10DA
#define CLK_UNSIGNED_INT16 0x10DB
#define CLK_UNSIGNED_INT32 0x10DC
#define CLK_HALF_FLOAT 0x10DD
#define CLK_FLOAT 0x10DE
#define CLK_UNORM_INT24 0x10DF
#define CLK_R 0x10B0
#define CLK_A 0x10B1
#define CLK_RG 0x10B2
#define CLK_RA 0x10B3
#define CLK_RGB 0x10B4
#define CLK_RGBA 0x10B5
#define CLK_BGRA 0x10B6
#define CLK_ARGB 0x10B7
#define CLK_INTENSITY 0x10B8
#define CLK_LUMINANCE 0x10B9
#define CLK_Rx 0x10BA
#define CLK_RGx 0x10BB
#define CLK_RGBx 0x10BC
#define CLK_DEPTH 0x10BD
#define CLK_DEPTH_STENCIL 0x10BE
";

const LIBRARY_FP64: &str = "\
#define DBL_DIG 15
#define DBL_MANT_DIG 53
#define DBL_MAX_10_EXP +308
#define DBL_MAX_EXP +1024
#define DBL_MIN_10_EXP -307
#define DBL_MIN_EXP -1021
#define DBL_RADIX 2
#define DBL_MAX 0x1.fffffffffffffp1023
#define DBL_MIN 0x1.0p-1022
#define DBL_EPSILON 0x1.0p-52
#define M_E 0x1.5bf0a8b145769p+1
#define M_LOG2E 0x1.71547652b82fep+0
#define M_LOG10E 0x1.bcb7b1526e50ep-2
#define M_LN2 0x1.62e42fefa39efp-1
#define M_LN10 0x1.26bb1bbb55516p+1
#define M_PI 0x1.921fb54442d18p+1
#define M_PI_2 0x1.921fb54442d18p+0
#define M_PI_4 0x1.921fb54442d18p-1
#define M_1_PI 0x1.45f306dc9c883p-2
#define M_2_PI 0x1.45f306dc9c883p-1
#define M_2_SQRTPI 0x1.20dd750429b6dp+0
#define M_SQRT2 0x1.6a09e667f3bcdp+0
#define M_SQRT1_2 0x1.6a09e667f3bcdp-1
";

const LIBRARY_FP16: &str = "\
#define HALF_DIG 3
#define HALF_MANT_DIG 11
#define HALF_MAX_10_EXP +4
#define HALF_MAX_EXP +16
#define HALF_MIN_10_EXP -4
#define HALF_MIN_EXP -13
#define HALF_RADIX 2
#define HALF_MAX ((0x1.ffcp15h))
#define HALF_MIN ((0x1.0p-14h))
#define HALF_EPSILON ((0x1.0p-10h))
";

/// The type macros clang-15 predefines for spir64 (`__SIZE_TYPE__`, `__INT8_TYPE__`, ...), with
/// its spellings. Left out: the 128-bit and `intmax_t` ones, which clang spells `long long`, a
/// type OpenCL C reserves.
const TYPE_MACROS: &str = "\
#define __CHAR16_TYPE__ unsigned short
#define __CHAR32_TYPE__ unsigned int
#define __INT16_TYPE__ short
#define __INT32_TYPE__ int
#define __INT64_TYPE__ long int
#define __INT8_TYPE__ signed char
#define __INTPTR_TYPE__ long int
#define __INT_FAST16_TYPE__ short
#define __INT_FAST32_TYPE__ int
#define __INT_FAST64_TYPE__ long int
#define __INT_FAST8_TYPE__ signed char
#define __INT_LEAST16_TYPE__ short
#define __INT_LEAST32_TYPE__ int
#define __INT_LEAST64_TYPE__ long int
#define __INT_LEAST8_TYPE__ signed char
#define __PTRDIFF_TYPE__ long int
#define __SIZE_TYPE__ long unsigned int
#define __UINT16_TYPE__ unsigned short
#define __UINT32_TYPE__ unsigned int
#define __UINT64_TYPE__ long unsigned int
#define __UINT8_TYPE__ unsigned char
#define __UINTPTR_TYPE__ long unsigned int
#define __UINT_FAST16_TYPE__ unsigned short
#define __UINT_FAST32_TYPE__ unsigned int
#define __UINT_FAST64_TYPE__ long unsigned int
#define __UINT_FAST8_TYPE__ unsigned char
#define __UINT_LEAST16_TYPE__ unsigned short
#define __UINT_LEAST32_TYPE__ unsigned int
#define __UINT_LEAST64_TYPE__ long unsigned int
#define __UINT_LEAST8_TYPE__ unsigned char
#define __WCHAR_TYPE__ int
#define __WINT_TYPE__ int
";

/// The text of the `<built-in>` buffer for `options`.
pub(super) fn prelude_text(options: &LangOptions) -> String {
    let mut text = String::with_capacity(8192);
    let version = options.std.version();
    let mut define = |name: &str, value: &str| {
        let _ = writeln!(text, "#define {name} {value}");
    };
    define("__STDC__", "1");
    define("__STDC_VERSION__", "199901L");
    define("__STDC_HOSTED__", "1");
    define("__OPENCL_VERSION__", &version.to_string());
    define("__OPENCL_C_VERSION__", &version.to_string());
    for (name, value) in [
        ("CL_VERSION_1_0", "100"),
        ("CL_VERSION_1_1", "110"),
        ("CL_VERSION_1_2", "120"),
        ("CL_VERSION_2_0", "200"),
        ("CL_VERSION_3_0", "300"),
    ] {
        define(name, value);
    }
    define("__ENDIAN_LITTLE__", "1");
    define("__IMAGE_SUPPORT__", "1");
    define("FP_FAST_FMAF", "1");
    if options.fp64 {
        define("FP_FAST_FMA", "1");
    }
    let kernel_exec = "__kernel __attribute__((work_group_size_hint(X, 1, 1))) \
                       __attribute__((vec_type_hint(typen)))";
    define("__kernel_exec(X, typen)", kernel_exec);
    define("kernel_exec(X, typen)", kernel_exec);
    for (name, value) in [
        ("__ATOMIC_RELAXED", "0"),
        ("__ATOMIC_CONSUME", "1"),
        ("__ATOMIC_ACQUIRE", "2"),
        ("__ATOMIC_RELEASE", "3"),
        ("__ATOMIC_ACQ_REL", "4"),
        ("__ATOMIC_SEQ_CST", "5"),
        ("__OPENCL_MEMORY_SCOPE_WORK_ITEM", "0"),
        ("__OPENCL_MEMORY_SCOPE_WORK_GROUP", "1"),
        ("__OPENCL_MEMORY_SCOPE_DEVICE", "2"),
        ("__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES", "3"),
        ("__OPENCL_MEMORY_SCOPE_SUB_GROUP", "4"),
    ] {
        define(name, value);
    }
    for extension in EXTENSIONS {
        define(extension, "1");
    }
    if options.fp64 {
        define("cl_khr_fp64", "1");
    }
    if options.fp16 {
        define("cl_khr_fp16", "1");
    }
    if options.std >= ClStd::Cl2_0 {
        for feature in FEATURES {
            define(feature, "1");
        }
        if options.fp64 && options.std >= ClStd::Cl3_0 {
            define("__opencl_c_fp64", "1");
        }
        // cl_ext_float_atomics, as clang-15 predefines it for SPIR targets: whether the device
        // has float atomics is known only at run time, so the kernel may use them and the
        // runner refuses a device without the feature (docs/architecture.md, "Decisions").
        // No fp16 features: oclvk has no `atomic_half`.
        define("cl_ext_float_atomics", "1");
        for feature in FLOAT_ATOMIC_FEATURES {
            define(&format!("__opencl_c_ext_fp32_{feature}"), "1");
            if options.fp64 {
                define(&format!("__opencl_c_ext_fp64_{feature}"), "1");
            }
        }
        // Sub-groups, as clang-15 predefines them for SPIR targets from 2.0 on: every target
        // oclvk writes can lower each of them (docs/architecture.md, "Sub-groups"); whether a
        // Vulkan device has the operations is checked when the module is loaded.
        for extension in crate::sema::subgroups::SubGroupExtension::macro_names() {
            let uniform = matches!(
                extension,
                "cl_khr_subgroups" | "cl_khr_subgroup_extended_types"
            );
            if uniform || options.sub_group_extensions {
                define(extension, "1");
            }
        }
        if options.std >= ClStd::Cl3_0 {
            define("__opencl_c_subgroups", "1");
        }
        define("ATOMIC_VAR_INIT(x)", "(x)");
        define("ATOMIC_FLAG_INIT", "0");
    }
    text.push_str(TYPE_MACROS);
    text.push_str(LIBRARY);
    if options.fp64 {
        text.push_str(LIBRARY_FP64);
    }
    if options.fp16 {
        text.push_str(LIBRARY_FP16);
    }
    for option in &options.macros {
        match option {
            MacroOption::Define { name, value } => {
                // `-D NAME(args)=body` defines a function-like macro, as in clang.
                let value = value.as_deref().unwrap_or("1").replace(['\n', '\r'], " ");
                let _ = writeln!(text, "#define {name} {value}");
            }
            MacroOption::Undefine(name) => {
                let _ = writeln!(text, "#undef {name}");
            }
        }
    }
    text
}

/// The time `__DATE__`/`__TIME__` report: `epoch` if given (`LangOptions::source_date_epoch`),
/// else now.
fn now_utc_seconds(epoch: Option<u64>) -> u64 {
    if let Some(epoch) = epoch {
        return epoch;
    }
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `"Mmm dd yyyy"`, as C specifies for `__DATE__`.
pub(super) fn date_string(epoch: Option<u64>) -> String {
    let days = (now_utc_seconds(epoch) / 86_400) as i64;
    let (year, month, day) = civil_from_days(days);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month_name = MONTHS[(month as usize).saturating_sub(1).min(11)];
    format!("\"{month_name} {day:>2} {year}\"")
}

/// `"hh:mm:ss"` for `__TIME__`.
pub(super) fn time_string(epoch: Option<u64>) -> String {
    let seconds = now_utc_seconds(epoch) % 86_400;
    format!(
        "\"{:02}:{:02}:{:02}\"",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// Gregorian (year, month, day) of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
