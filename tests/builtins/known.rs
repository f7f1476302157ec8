//! The known-nonconformant list: (function, type) pairs, keyed `family/function/type`, where
//! oclvk on Vulkan does not yet compute what the OpenCL C specification requires, with the
//! reason as measured on lavapipe against PoCL (the test prints the current measurement).
//!
//! An entry is still compiled, run and reported. The test fails for a nonconformance that is
//! not listed here, and for an entry that now passes: remove it then. Limits are never loosened
//! to empty this list; `OCLVK_BUILTINS_PRINT_KNOWN=1` prints the nonconformant keys of a run.

pub const KNOWN: &[(&str, &str)] = &[];
