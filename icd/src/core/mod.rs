//! The driver's objects below the API: they are only ever called with valid arguments (the
//! entry points in [`crate::api`] check them) and hold each other through counted references.

pub mod context;
pub mod device;
pub mod event;
pub mod image;
pub mod kernel;
pub mod launch;
pub mod memory;
pub mod platform;
pub mod program;
pub mod queue;
