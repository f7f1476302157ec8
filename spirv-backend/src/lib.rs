//! oclvk's SPIR-V backend: typed IR in, SPIR-V words and kernel reflection out.
//!
//! - [`reflect`]: the reflection format shared with the runner (JSON sidecar and embedded form).

pub mod reflect;
