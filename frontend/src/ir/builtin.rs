//! The builtin functions a resolved IR call can name.
//!
//! Sema resolves every call to an OpenCL C builtin to one [`Builtin`] and converts its arguments
//! to the chosen overload's parameter types, so the backend sees exact argument and result types
//! (on the call's operands and the expression) and never does overload resolution itself.
//! `convert_T`, `as_T` and `vec_step` do not appear here: sema turns them into
//! [`super::ExprKind::Convert`] and constants.

use std::fmt;

macro_rules! simple_builtins {
    ($($variant:ident = $text:literal,)*) => {
        /// Builtins identified by name alone (the overload is implied by the operand types).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum SimpleBuiltin { $($variant,)* }

        impl SimpleBuiltin {
            pub const ALL: &'static [SimpleBuiltin] = &[$(SimpleBuiltin::$variant,)*];

            /// The OpenCL C name.
            pub fn name(self) -> &'static str {
                match self { $(SimpleBuiltin::$variant => $text,)* }
            }

            pub fn from_name(name: &str) -> Option<SimpleBuiltin> {
                match name { $($text => Some(SimpleBuiltin::$variant),)* _ => None }
            }

            /// A builtin the backend introduces (`__oclvk_` names), which no OpenCL C program
            /// can call.
            pub fn internal(self) -> bool {
                self.name().starts_with("__oclvk_")
            }
        }
    };
}

simple_builtins! {
    // Work-item functions.
    GetWorkDim = "get_work_dim", GetGlobalSize = "get_global_size", GetGlobalId = "get_global_id",
    GetLocalSize = "get_local_size", GetEnqueuedLocalSize = "get_enqueued_local_size",
    GetLocalId = "get_local_id", GetNumGroups = "get_num_groups", GetGroupId = "get_group_id",
    GetGlobalOffset = "get_global_offset", GetGlobalLinearId = "get_global_linear_id",
    GetLocalLinearId = "get_local_linear_id",
    // Math.
    Acos = "acos", Acosh = "acosh", Acospi = "acospi", Asin = "asin", Asinh = "asinh",
    Asinpi = "asinpi", Atan = "atan", Atan2 = "atan2", Atanh = "atanh", Atanpi = "atanpi",
    Atan2pi = "atan2pi", Cbrt = "cbrt", Ceil = "ceil", Copysign = "copysign", Cos = "cos",
    Cosh = "cosh", Cospi = "cospi", Erfc = "erfc", Erf = "erf", Exp = "exp", Exp2 = "exp2",
    Exp10 = "exp10", Expm1 = "expm1", Fabs = "fabs", Fdim = "fdim", Floor = "floor", Fma = "fma",
    Fmax = "fmax", Fmin = "fmin", Fmod = "fmod", Fract = "fract", Frexp = "frexp", Hypot = "hypot",
    Ilogb = "ilogb", Ldexp = "ldexp", Lgamma = "lgamma", LgammaR = "lgamma_r", Log = "log",
    Log2 = "log2", Log10 = "log10", Log1p = "log1p", Logb = "logb", Mad = "mad",
    Maxmag = "maxmag", Minmag = "minmag", Modf = "modf", Nan = "nan", Nextafter = "nextafter",
    Pow = "pow", Pown = "pown", Powr = "powr", Remainder = "remainder", Remquo = "remquo",
    Rint = "rint", Rootn = "rootn", Round = "round", Rsqrt = "rsqrt", Sin = "sin",
    Sincos = "sincos", Sinh = "sinh", Sinpi = "sinpi", Sqrt = "sqrt", Tan = "tan", Tanh = "tanh",
    Tanpi = "tanpi", Tgamma = "tgamma", Trunc = "trunc",
    HalfCos = "half_cos", HalfDivide = "half_divide", HalfExp = "half_exp", HalfExp2 = "half_exp2",
    HalfExp10 = "half_exp10", HalfLog = "half_log", HalfLog2 = "half_log2",
    HalfLog10 = "half_log10", HalfPowr = "half_powr", HalfRecip = "half_recip",
    HalfRsqrt = "half_rsqrt", HalfSin = "half_sin", HalfSqrt = "half_sqrt", HalfTan = "half_tan",
    NativeCos = "native_cos", NativeDivide = "native_divide", NativeExp = "native_exp",
    NativeExp2 = "native_exp2", NativeExp10 = "native_exp10", NativeLog = "native_log",
    NativeLog2 = "native_log2", NativeLog10 = "native_log10", NativePowr = "native_powr",
    NativeRecip = "native_recip", NativeRsqrt = "native_rsqrt", NativeSin = "native_sin",
    NativeSqrt = "native_sqrt", NativeTan = "native_tan",
    // Integer.
    Abs = "abs", AbsDiff = "abs_diff", AddSat = "add_sat", Hadd = "hadd", Rhadd = "rhadd",
    Clamp = "clamp", Clz = "clz", Ctz = "ctz", MadHi = "mad_hi", MadSat = "mad_sat", Max = "max",
    Min = "min", MulHi = "mul_hi", Rotate = "rotate", SubSat = "sub_sat", Upsample = "upsample",
    Popcount = "popcount", Mad24 = "mad24", Mul24 = "mul24",
    // Common.
    Degrees = "degrees", Mix = "mix", Radians = "radians", Step = "step",
    Smoothstep = "smoothstep", Sign = "sign",
    // Geometric.
    Cross = "cross", Dot = "dot", Distance = "distance", Length = "length",
    Normalize = "normalize", FastDistance = "fast_distance", FastLength = "fast_length",
    FastNormalize = "fast_normalize",
    // Relational.
    Isequal = "isequal", Isnotequal = "isnotequal", Isgreater = "isgreater",
    Isgreaterequal = "isgreaterequal", Isless = "isless", Islessequal = "islessequal",
    Islessgreater = "islessgreater", Isfinite = "isfinite", Isinf = "isinf", Isnan = "isnan",
    Isnormal = "isnormal", Isordered = "isordered", Isunordered = "isunordered",
    Signbit = "signbit", Any = "any", All = "all", Bitselect = "bitselect", Select = "select",
    // Vector permutes.
    Shuffle = "shuffle", Shuffle2 = "shuffle2",
    // Synchronization.
    Barrier = "barrier", WorkGroupBarrier = "work_group_barrier", MemFence = "mem_fence",
    ReadMemFence = "read_mem_fence", WriteMemFence = "write_mem_fence",
    // 1.x atomics (`atom_*` resolve to these too).
    AtomicAdd = "atomic_add", AtomicSub = "atomic_sub", AtomicXchg = "atomic_xchg",
    AtomicInc = "atomic_inc", AtomicDec = "atomic_dec", AtomicCmpxchg = "atomic_cmpxchg",
    AtomicMin = "atomic_min", AtomicMax = "atomic_max", AtomicAnd = "atomic_and",
    AtomicOr = "atomic_or", AtomicXor = "atomic_xor",
    // 2.0 atomics (the `_explicit` forms carry order and scope operands).
    AtomicInit = "atomic_init", AtomicStore = "atomic_store",
    AtomicStoreExplicit = "atomic_store_explicit", AtomicLoad = "atomic_load",
    AtomicLoadExplicit = "atomic_load_explicit", AtomicExchange = "atomic_exchange",
    AtomicExchangeExplicit = "atomic_exchange_explicit",
    AtomicCompareExchangeStrong = "atomic_compare_exchange_strong",
    AtomicCompareExchangeStrongExplicit = "atomic_compare_exchange_strong_explicit",
    AtomicCompareExchangeWeak = "atomic_compare_exchange_weak",
    AtomicCompareExchangeWeakExplicit = "atomic_compare_exchange_weak_explicit",
    AtomicFetchAdd = "atomic_fetch_add", AtomicFetchAddExplicit = "atomic_fetch_add_explicit",
    AtomicFetchSub = "atomic_fetch_sub", AtomicFetchSubExplicit = "atomic_fetch_sub_explicit",
    AtomicFetchOr = "atomic_fetch_or", AtomicFetchOrExplicit = "atomic_fetch_or_explicit",
    AtomicFetchXor = "atomic_fetch_xor", AtomicFetchXorExplicit = "atomic_fetch_xor_explicit",
    AtomicFetchAnd = "atomic_fetch_and", AtomicFetchAndExplicit = "atomic_fetch_and_explicit",
    AtomicFetchMin = "atomic_fetch_min", AtomicFetchMinExplicit = "atomic_fetch_min_explicit",
    AtomicFetchMax = "atomic_fetch_max", AtomicFetchMaxExplicit = "atomic_fetch_max_explicit",
    AtomicFlagTestAndSet = "atomic_flag_test_and_set",
    AtomicFlagTestAndSetExplicit = "atomic_flag_test_and_set_explicit",
    AtomicFlagClear = "atomic_flag_clear", AtomicFlagClearExplicit = "atomic_flag_clear_explicit",
    AtomicWorkItemFence = "atomic_work_item_fence",
    // Async copies.
    AsyncWorkGroupCopy = "async_work_group_copy",
    AsyncWorkGroupStridedCopy = "async_work_group_strided_copy",
    WaitGroupEvents = "wait_group_events", Prefetch = "prefetch",
    // Images.
    ReadImagef = "read_imagef", ReadImagei = "read_imagei", ReadImageui = "read_imageui",
    WriteImagef = "write_imagef", WriteImagei = "write_imagei", WriteImageui = "write_imageui",
    GetImageWidth = "get_image_width", GetImageHeight = "get_image_height",
    GetImageDepth = "get_image_depth", GetImageDim = "get_image_dim",
    GetImageArraySize = "get_image_array_size",
    GetImageChannelDataType = "get_image_channel_data_type",
    GetImageChannelOrder = "get_image_channel_order",
    // Output.
    Printf = "printf",
    // The printf buffer's first word (`global uint *`), which the backend's `printf-records`
    // stage writes records through; no OpenCL C name: sema never makes it.
    PrintfBuffer = "__oclvk_printf_buffer",
    // Address-space queries of generic pointers (2.0): the pointer, or null where it points
    // into another address space.
    ToGlobal = "to_global", ToLocal = "to_local", ToPrivate = "to_private",
    // Work-group collective functions (2.0; 3.0's `__opencl_c_work_group_collective_functions`).
    WorkGroupAll = "work_group_all", WorkGroupAny = "work_group_any",
    WorkGroupBroadcast = "work_group_broadcast",
    WorkGroupReduceAdd = "work_group_reduce_add", WorkGroupReduceMin = "work_group_reduce_min",
    WorkGroupReduceMax = "work_group_reduce_max",
    WorkGroupScanInclusiveAdd = "work_group_scan_inclusive_add",
    WorkGroupScanInclusiveMin = "work_group_scan_inclusive_min",
    WorkGroupScanInclusiveMax = "work_group_scan_inclusive_max",
    WorkGroupScanExclusiveAdd = "work_group_scan_exclusive_add",
    WorkGroupScanExclusiveMin = "work_group_scan_exclusive_min",
    WorkGroupScanExclusiveMax = "work_group_scan_exclusive_max",
}

/// Rounding mode suffix of conversions and `vstore_half`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// No suffix: the default of the operation (rte for floats, rtz for float-to-int).
    #[default]
    Default,
    Rte,
    Rtz,
    Rtp,
    Rtn,
}

impl Rounding {
    pub fn suffix(self) -> &'static str {
        match self {
            Rounding::Default => "",
            Rounding::Rte => "_rte",
            Rounding::Rtz => "_rtz",
            Rounding::Rtp => "_rtp",
            Rounding::Rtn => "_rtn",
        }
    }
}

/// A resolved builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Simple(SimpleBuiltin),
    /// `vloadN(offset, p)`; N is the width (2, 3, 4, 8, 16).
    Vload(u8),
    /// `vstoreN(data, offset, p)`.
    Vstore(u8),
    /// `vload_half` (width 1) and `vload_halfN`; `aligned` for `vloada_halfN`.
    VloadHalf {
        width: u8,
        aligned: bool,
    },
    /// `vstore_half[N][_rounding]`; `aligned` for `vstorea_halfN`.
    VstoreHalf {
        width: u8,
        aligned: bool,
        rounding: Rounding,
    },
    /// `cl_khr_subgroups` and the `cl_khr_subgroup_*` extensions.
    SubGroup(super::subgroup::SubGroupBuiltin),
}

impl fmt::Display for Builtin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = |w: u8| if w == 1 { String::new() } else { w.to_string() };
        match *self {
            Builtin::Simple(s) => f.write_str(s.name()),
            Builtin::SubGroup(s) => write!(f, "{s}"),
            Builtin::Vload(n) => write!(f, "vload{n}"),
            Builtin::Vstore(n) => write!(f, "vstore{n}"),
            Builtin::VloadHalf { width: w, aligned } => {
                write!(
                    f,
                    "vload{}_half{}",
                    if aligned { "a" } else { "" },
                    width(w)
                )
            }
            Builtin::VstoreHalf {
                width: w,
                aligned,
                rounding,
            } => write!(
                f,
                "vstore{}_half{}{}",
                if aligned { "a" } else { "" },
                width(w),
                rounding.suffix()
            ),
        }
    }
}
