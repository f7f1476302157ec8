//! The scalar kinds a kernel argument, a `--arg` spec or a `.npy` file can hold, with their sizes
//! and OpenCL C spellings. The compiler's IR uses the same type for its scalars
//! (`oclvk_frontend::ir::Scalar`), so the reflection writes what the IR says without a mapping.

use serde::{Deserialize, Serialize};

/// An OpenCL C scalar type, as the reflection names it (`"uint"`, `"float"`).
/// The variants are in the order of the IR's (`Ord`): `bool`, the integers by width, signed
/// first, then the floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ScalarKind {
    Bool,
    Char,
    Uchar,
    Short,
    Ushort,
    Int,
    Uint,
    Long,
    Ulong,
    Half,
    Float,
    Double,
}

impl ScalarKind {
    pub fn size(self) -> u32 {
        match self {
            ScalarKind::Bool | ScalarKind::Char | ScalarKind::Uchar => 1,
            ScalarKind::Short | ScalarKind::Ushort | ScalarKind::Half => 2,
            ScalarKind::Int | ScalarKind::Uint | ScalarKind::Float => 4,
            ScalarKind::Long | ScalarKind::Ulong | ScalarKind::Double => 8,
        }
    }

    pub fn bits(self) -> u32 {
        self.size() * 8
    }

    /// The OpenCL C spelling (`uint`, `float`).
    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::Bool => "bool",
            ScalarKind::Char => "char",
            ScalarKind::Uchar => "uchar",
            ScalarKind::Short => "short",
            ScalarKind::Ushort => "ushort",
            ScalarKind::Int => "int",
            ScalarKind::Uint => "uint",
            ScalarKind::Long => "long",
            ScalarKind::Ulong => "ulong",
            ScalarKind::Half => "half",
            ScalarKind::Float => "float",
            ScalarKind::Double => "double",
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarKind::Half | ScalarKind::Float | ScalarKind::Double
        )
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && self != ScalarKind::Bool
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ScalarKind::Char | ScalarKind::Short | ScalarKind::Int | ScalarKind::Long
        ) || self.is_float()
    }

    /// The integer type of the same width and the given signedness (for `bool`, `int`).
    pub fn with_signedness(self, signed: bool) -> ScalarKind {
        match (self.size(), signed) {
            (1, true) => ScalarKind::Char,
            (1, false) => ScalarKind::Uchar,
            (2, true) => ScalarKind::Short,
            (2, false) => ScalarKind::Ushort,
            (4, true) => ScalarKind::Int,
            (4, false) => ScalarKind::Uint,
            (_, true) => ScalarKind::Long,
            (_, false) => ScalarKind::Ulong,
        }
    }
}
