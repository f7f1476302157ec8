// The math library's OpenCL C source: fragments of one translation unit, in dependency order.
// The one list of them: the facade's build script compiles their concatenation to IR at build
// time (`build.rs`), the backend's and the frontend's tests read it (`include!` of this file).
[
    // The library's arithmetic keeps its exact error terms: no contraction (its `fma`s are
    // spelled out where a fusion is meant).
    "#pragma OPENCL FP_CONTRACT OFF\n",
    include_str!("divide_64.cl.inc"),
    include_str!("convert_64.cl.inc"),
    include_str!("common.cl.inc"),
    include_str!("explog.cl.inc"),
    include_str!("bits_f32.cl.inc"),
    include_str!("explog_f32.cl.inc"),
    include_str!("trig.cl.inc"),
    include_str!("trig_f32.cl.inc"),
    include_str!("inverse.cl.inc"),
    include_str!("power.cl.inc"),
    include_str!("exact.cl.inc"),
    include_str!("rounded.cl.inc"),
    include_str!("rounding.cl.inc"),
    include_str!("special.cl.inc"),
    include_str!("exact_f32.cl.inc"),
    include_str!("inverse_f32.cl.inc"),
    include_str!("special_f32.cl.inc"),
    include_str!("exact_bits.cl.inc"),
]
