//! The scalar kinds a kernel argument, a `--arg` spec or a `.npy` file can hold, with their sizes
//! and OpenCL C spellings.

use serde::{Deserialize, Serialize};

/// An OpenCL C scalar type, as the reflection names it (`"uint"`, `"float"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ScalarKind::Char | ScalarKind::Short | ScalarKind::Int | ScalarKind::Long
        ) || self.is_float()
    }
}
