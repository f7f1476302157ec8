//! Language options: the OpenCL C version, macros and include paths given on the command line,
//! and which optional extensions and features the compilation may use.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// `-cl-std=`: the OpenCL C language version.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ClStd {
    Cl1_0,
    Cl1_1,
    #[default]
    Cl1_2,
    Cl2_0,
    Cl3_0,
}

impl ClStd {
    /// The value of `__OPENCL_C_VERSION__` (100 * major + 10 * minor).
    pub fn version(self) -> u32 {
        match self {
            ClStd::Cl1_0 => 100,
            ClStd::Cl1_1 => 110,
            ClStd::Cl1_2 => 120,
            ClStd::Cl2_0 => 200,
            ClStd::Cl3_0 => 300,
        }
    }

    /// Whether the generic address space, program-scope `global` variables, `static` locals and
    /// `read_write` images are part of the language (2.0, and 3.0 with its optional features on).
    pub fn has_generic_address_space(self) -> bool {
        self >= ClStd::Cl2_0
    }
}

#[derive(Debug, thiserror::Error)]
#[error("invalid value '{0}' in '-cl-std={0}' (expected CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0)")]
pub struct BadClStd(pub String);

impl FromStr for ClStd {
    type Err = BadClStd;

    fn from_str(s: &str) -> Result<ClStd, BadClStd> {
        match s.to_ascii_uppercase().as_str() {
            "CL1.0" | "CL" => Ok(ClStd::Cl1_0),
            "CL1.1" => Ok(ClStd::Cl1_1),
            "CL1.2" => Ok(ClStd::Cl1_2),
            "CL2.0" => Ok(ClStd::Cl2_0),
            "CL3.0" => Ok(ClStd::Cl3_0),
            _ => Err(BadClStd(s.to_string())),
        }
    }
}

impl fmt::Display for ClStd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.version();
        write!(f, "CL{}.{}", v / 100, (v / 10) % 10)
    }
}

/// A `-D NAME[=VALUE]` or `-U NAME`, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroOption {
    Define { name: String, value: Option<String> },
    Undefine(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LangOptions {
    pub std: ClStd,
    pub macros: Vec<MacroOption>,
    pub include_dirs: Vec<PathBuf>,
    /// `cl_khr_fp64` is on by default (every Vulkan target oclvk cares about has shaderFloat64 or
    /// reports its absence at run time); `-cl-no-fp64` turns it off.
    pub fp64: bool,
    /// `cl_khr_fp16`: off by default, as in clang for a generic SPIR target.
    pub fp16: bool,
    /// `-cl-single-precision-constant`: unsuffixed floating literals are `float`, not `double`.
    pub single_precision_constant: bool,
    /// The `cl_khr_subgroup_*` extensions of non-uniform group operations (SPIR-V 1.3) are
    /// predefined from OpenCL C 2.0 on; the facade turns them off for a target that cannot
    /// express them (the OpenCL target with its version fixed below SPIR-V 1.3). `cl_khr_subgroups` and
    /// `cl_khr_subgroup_extended_types` (`OpGroup*` on more types) stay.
    pub sub_group_extensions: bool,
    /// The time `__DATE__` and `__TIME__` report, in seconds since 1970 (the `oclvk` command
    /// takes `SOURCE_DATE_EPOCH`, for reproducible builds); `None`: now.
    pub source_date_epoch: Option<u64>,
}

impl Default for LangOptions {
    fn default() -> LangOptions {
        LangOptions {
            std: ClStd::default(),
            macros: Vec::new(),
            include_dirs: Vec::new(),
            fp64: true,
            fp16: false,
            single_precision_constant: false,
            sub_group_extensions: true,
            source_date_epoch: None,
        }
    }
}
