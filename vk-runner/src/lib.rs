//! oclvk's Vulkan runner: loads SPIR-V modules with their reflection and dispatches kernels.
