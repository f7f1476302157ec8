//! oclvk as an OpenCL driver: an installable client driver (ICD) that the OpenCL ICD loader
//! (`libOpenCL.so`) opens as `liboclvk_icd.so`, offering one platform, "oclvk", with one device
//! per Vulkan device.
//!
//! The loader finds [`api::clIcdGetPlatformIDsKHR`] (`cl_khr_icd`) and then calls every entry
//! point through the dispatch table ([`dispatch`]) that each object starts with ([`object`]).
//! [`api`] holds the entry points, which check their arguments and return the specification's
//! error codes; [`core`] holds the objects they work on: contexts, queues whose commands run in
//! order when flushed, buffers over the runner's, programs compiled in process by oclvk (with an
//! in-memory cache), kernels and events. The README's "oclvk as an OpenCL driver" says what is
//! supported and how to register the driver.

pub mod api;
pub mod cl;
pub mod core;
pub mod dispatch;
mod info;
pub mod object;
