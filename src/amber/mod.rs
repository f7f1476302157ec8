//! AmberScript for OpenCL C: parse `.amber` files whose compute shaders are `OPENCL-C` and run
//! them through oclvk (`oclvk amber FILE.amber`).
//!
//! The subset (everything else is an error naming its line, never skipped):
//! - `SHADER compute NAME OPENCL-C` ... `END`;
//! - `BUFFER NAME DATA_TYPE T [STD430] DATA v.. END` and `... SIZE N FILL v` /
//!   `... SIZE N SERIES_FROM s INC_BY d`, with `T` one of `int8`..`int64`, `uint8`..`uint64`,
//!   `float16`, `float`, `double`, `vecN<T>` (a `vec3` takes four lanes, as OpenCL's `T3`), or an
//!   image format of plain components (`R32G32_SFLOAT`, `R8_UINT`; packed); `FORMAT` works the
//!   same way; image buffers (`WIDTH`, `HEIGHT`, attachments) are not supported;
//! - `PIPELINE compute NAME` / `DERIVE_PIPELINE NAME FROM PARENT` ... `END` with
//!   `ATTACH SHADER [ENTRY_POINT K] [SPECIALIZE id AS uint32 v]*`, `COMPILE_OPTIONS [SHADER] ..
//!   END`, `BIND BUFFER B [AS storage] KERNEL ARG_NAME a|ARG_NUMBER i` and
//!   `SET KERNEL ARG_NAME a|ARG_NUMBER i AS T v..`;
//! - `RUN PIPELINE X Y Z` (work-group counts), `EXPECT B IDX byte_offset [TOLERANCE t[%]{1,4}]
//!   EQ|NE|LT|LE|GT|GE v..`, `EXPECT A EQ_BUFFER B`, `EXPECT A RMSE_BUFFER B TOLERANCE t`,
//!   `COPY A TO B`, `REPEAT N` ... `END`, `SET ENGINE_DATA fence_timeout_ms N`,
//!   `DEVICE_FEATURE name`.
//!
//! Work-group size: the kernel's `reqd_work_group_size`; else `SPECIALIZE 0|1|2 AS uint32 n`
//! (the work-group size's specialization ids, clspv's convention); else the kernel's
//! `work_group_size_hint`; else 1×1×1. `RUN P X Y Z` then runs X×Y×Z work-groups, a global size
//! of X·lx × Y·ly × Z·lz, always in three dimensions (`get_work_dim()` is 3, as under clspv).
//!
//! Lines ending in a `\` token continue on the next line, and integer values are bit patterns of
//! their type's width (`0x80000000` for an `int32`, `-1` for a `uint32`), as Amber reads them.
//! COMPILE_OPTIONS take clang's and clspv's spellings (`-cl-std=`, `--cl-std=`); clspv's own
//! flags (`-cluster-pod-kernel-args`) are accepted with a warning, [`Report::warnings`]. A `local T *` argument is sized by `SPECIALIZE id AS uint32 n`, where
//! `id` is the argument's specialization id (3, 4, ... in argument order; see
//! `oclvk compile`'s reflection).
//!
//! ```
//! use oclvk::{Runtime, RuntimeOptions};
//!
//! let script = oclvk::amber::parse("inc.amber", "#!amber
//! SHADER compute k OPENCL-C
//! kernel void inc(global int *a, int by) { a[get_global_id(0)] += by; }
//! END
//! BUFFER a DATA_TYPE int32 DATA 1 2 3 4 END
//! PIPELINE compute p
//!   ATTACH k ENTRY_POINT inc
//!   BIND BUFFER a KERNEL ARG_NAME a
//!   SET KERNEL ARG_NAME by AS int32 10
//! END
//! RUN p 4 1 1
//! EXPECT a IDX 0 EQ 11 12 13 14
//! EXPECT a IDX 8 EQ 99
//! ").expect("the script parses");
//! let runtime = Runtime::new(RuntimeOptions::default())?;
//! let errors = oclvk::amber::run_script(&script, &runtime, ".".as_ref()).unwrap_err();
//! assert_eq!(errors.0.len(), 1);
//! assert_eq!(
//!     errors.0[0].to_string(),
//!     "inc.amber:13: error: EXPECT failed: 1 of 1 value(s) differ: a[2] (byte 8) is 13, expected 99\n   13 | EXPECT a IDX 8 EQ 99"
//! );
//! # Ok::<(), oclvk::Error>(())
//! ```

mod exec;
mod options;
mod parse;
mod syntax;
#[cfg(test)]
mod tests;
mod types;

pub use exec::{run_file, run_script, Report};
pub use parse::parse;
pub use syntax::*;
pub use types::{DataType, Value};

/// One problem in a script, at a line (or about the whole file when `line` is `None`).
#[derive(Clone, Debug, thiserror::Error)]
#[error("{}", self.render())]
pub struct AmberError {
    pub file: String,
    pub line: Option<usize>,
    pub message: String,
    /// The command as written, quoted under the message.
    pub command: Option<String>,
    /// Warnings (a COMPILE_OPTIONS flag that changes nothing) do not fail a script.
    pub severity: Severity,
}

/// How serious an [`AmberError`] is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Severity {
    #[default]
    Error,
    Warning,
}

impl AmberError {
    fn render(&self) -> String {
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let mut out = match self.line {
            Some(l) => format!("{}:{l}: {severity}: {}", self.file, self.message),
            None => format!("{}: {severity}: {}", self.file, self.message),
        };
        if let (Some(l), Some(c)) = (self.line, &self.command) {
            out.push_str(&format!("\n{l:>5} | {c}"));
        }
        out
    }
}

/// Every problem a script run met (parse errors, or the failures of its run).
#[derive(Clone, Debug, thiserror::Error)]
#[error("{}", self.0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))]
pub struct AmberErrors(pub Vec<AmberError>);
