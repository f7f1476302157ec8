//! oclvk: OpenCL C to SPIR-V, run on Vulkan compute.
pub use oclvk_frontend as frontend;
pub use oclvk_runner as runner;
pub use oclvk_spirv as spirv;
