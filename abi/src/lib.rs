//! What oclvk's compiler and its runner agree on, without either of them: an engine that ships
//! the runner (`oclvk-runner`) and precompiled modules depends on this crate, not on the
//! compiler.
//!
//! - [`reflect`]: the kernel reflection format (JSON sidecar and embedded form, its version
//!   rule; `docs/json.md` lists every key);
//! - [`printf`]: the printf format grammar, which the backend checks calls against and the
//!   runner formats records with;
//! - [`scalar`]: the scalar kinds of arguments, specs and `.npy` files;
//! - [`half`]: IEEE 754 binary16 encoding;
//! - [`portable`]: how kernels of the portable targets (no device addresses) are bound.

pub mod half;
pub mod portable;
pub mod printf;
pub mod reflect;
pub mod scalar;

pub use reflect::{ModuleReflection, ReflectionError, Target};
pub use scalar::ScalarKind;
