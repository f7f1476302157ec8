//! The parsed form of an AmberScript file: commands in file order, each at its line.

use super::types::DataType;

/// A parsed script: commands in file order.
#[derive(Clone, Debug)]
pub struct Script {
    pub file: String,
    pub commands: Vec<Cmd>,
    /// `SET ENGINE_DATA fence_timeout_ms N` (applies to the whole script).
    pub fence_timeout_ms: Option<u64>,
    /// The script's lines, to quote commands in messages.
    pub lines: Vec<String>,
}

/// One command and the (1-based) line it starts on.
#[derive(Clone, Debug)]
pub struct Cmd {
    pub line: usize,
    pub kind: CmdKind,
}

#[derive(Clone, Debug)]
pub enum CmdKind {
    Shader(Shader),
    Buffer(BufferDecl),
    Pipeline(PipelineDecl),
    Run { pipeline: String, groups: [u32; 3] },
    Expect(Expect),
    Copy { from: String, to: String },
    Repeat { count: u32, body: Vec<Cmd> },
    DeviceFeature(String),
}

/// `SHADER compute NAME OPENCL-C` ... `END`.
#[derive(Clone, Debug)]
pub struct Shader {
    pub name: String,
    pub source: String,
    /// The script line of the source's first line.
    pub first_line: usize,
}

/// `BUFFER NAME DATA_TYPE T ...`: the initial bytes.
#[derive(Clone, Debug)]
pub struct BufferDecl {
    pub name: String,
    pub ty: DataType,
    pub data: Vec<u8>,
}

/// `PIPELINE compute NAME` or `DERIVE_PIPELINE NAME FROM PARENT`, with its body.
#[derive(Clone, Debug)]
pub struct PipelineDecl {
    pub name: String,
    pub parent: Option<String>,
    pub items: Vec<Item>,
}

#[derive(Clone, Debug)]
pub struct Item {
    pub line: usize,
    pub kind: ItemKind,
}

/// A kernel argument named by `ARG_NAME` or `ARG_NUMBER`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgRef {
    Name(String),
    Number(u32),
}

impl std::fmt::Display for ArgRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ArgRef::Name(n) => write!(f, "'{n}'"),
            ArgRef::Number(i) => write!(f, "number {i}"),
        }
    }
}

#[derive(Clone, Debug)]
pub enum ItemKind {
    Attach {
        shader: String,
        entry: Option<String>,
        /// `SPECIALIZE id AS type value`.
        specialize: Vec<(u32, DataType, String)>,
    },
    CompileOptions {
        shader: Option<String>,
        options: Vec<String>,
    },
    Bind {
        buffer: String,
        arg: ArgRef,
    },
    Set {
        arg: ArgRef,
        ty: DataType,
        values: Vec<String>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparator {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// One `TOLERANCE` value: absolute, or a percentage of the expected value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    pub value: f64,
    pub percent: bool,
}

#[derive(Clone, Debug)]
pub enum Expect {
    /// `EXPECT BUF IDX offset [TOLERANCE t..] CMP values..`; `offset` is in bytes.
    Values {
        buffer: String,
        offset: usize,
        tolerance: Vec<Tolerance>,
        cmp: Comparator,
        values: Vec<String>,
    },
    /// `EXPECT A EQ_BUFFER B`.
    EqBuffer { a: String, b: String },
    /// `EXPECT A RMSE_BUFFER B TOLERANCE t`.
    Rmse {
        a: String,
        b: String,
        tolerance: f64,
    },
}
