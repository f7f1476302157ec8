//! The build options oclvk accepts: one row per option, with its spelling, the form of its
//! value, what it does and its help text. The parser, `oclvk --help` and the README's list
//! all come from this table.

/// How an option takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueForm {
    /// No value (`-w`).
    None,
    /// Joined to the spelling, which ends with `=` (`-cl-std=CL2.0`); the name in the help.
    Joined(&'static str),
    /// Joined or the next word (`-DN=4`, `-D N=4`).
    JoinedOrSeparate(&'static str),
    /// Joined, or nothing (`-O`, `-O2`).
    OptionalJoined(&'static str),
}

/// What an option does to the compile options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    Std,
    Define,
    Undefine,
    IncludeDir,
    NoWarnings,
    WarningsAsErrors,
    ErrorLimit,
    NoFp64,
    Fp16,
    SinglePrecisionConstant,
    FastRelaxedMath,
    UnsafeMathOptimizations,
    FiniteMathOnly,
    NativeMath,
    FpContract,
    UniformWorkGroupSize,
    LocalReserve,
    LocalMemoryCollectives,
    /// Optimization levels: checked, then nothing to do.
    OptLevel,
    /// Accepted and changes nothing; the help says why.
    NoOp,
}

/// One accepted build option.
#[derive(Clone, Copy, Debug)]
pub struct BuildOption {
    /// As OpenCL and clang spell it, with one dash (`-cl-std=` for a joined value).
    pub spelling: &'static str,
    pub value: ValueForm,
    pub effect: Effect,
    /// What it means in oclvk (for a no-op: why nothing needs doing).
    pub help: &'static str,
}

const fn option(
    spelling: &'static str,
    value: ValueForm,
    effect: Effect,
    help: &'static str,
) -> BuildOption {
    BuildOption {
        spelling,
        value,
        effect,
        help,
    }
}

const fn flag(spelling: &'static str, effect: Effect, help: &'static str) -> BuildOption {
    option(spelling, ValueForm::None, effect, help)
}

use Effect::*;
use ValueForm::{Joined, JoinedOrSeparate, OptionalJoined};

/// Every option, in the order the help lists them. OpenCL's own options (the OpenCL 3.0 API
/// specification's list for `clBuildProgram`) and clang's spellings of oclvk's others.
pub const BUILD_OPTIONS: &[BuildOption] = &[
    option(
        "-cl-std=",
        Joined("VERSION"),
        Std,
        "OpenCL C version: CL1.0, CL1.1, CL1.2 (the default), CL2.0 or CL3.0",
    ),
    option(
        "-D",
        JoinedOrSeparate("NAME[=VALUE]"),
        Define,
        "Define a macro (as 1 when no value is given); -D and -U apply in order",
    ),
    option("-U", JoinedOrSeparate("NAME"), Undefine, "Undefine a macro"),
    option(
        "-I",
        JoinedOrSeparate("DIR"),
        IncludeDir,
        "Add a directory to the #include search path",
    ),
    flag("-w", NoWarnings, "Suppress warnings"),
    flag("-Werror", WarningsAsErrors, "Turn warnings into errors"),
    option(
        "-ferror-limit=",
        Joined("N"),
        ErrorLimit,
        "Stop after N errors with clang's 'too many errors emitted, stopping now' \
         (default 19, as clang; 0: no limit)",
    ),
    flag(
        "-cl-no-fp64",
        NoFp64,
        "Turn cl_khr_fp64 (double) off; unsuffixed floating literals are then float",
    ),
    flag("-cl-fp16", Fp16, "Turn cl_khr_fp16 (half arithmetic) on"),
    flag(
        "-cl-single-precision-constant",
        SinglePrecisionConstant,
        "Unsuffixed floating literals are float, not double",
    ),
    flag(
        "-cl-fast-relaxed-math",
        FastRelaxedMath,
        "-cl-unsafe-math-optimizations plus -cl-finite-math-only; also defines \
         __FAST_RELAXED_MATH__ and __FAST_MATH__",
    ),
    flag(
        "-cl-unsafe-math-optimizations",
        UnsafeMathOptimizations,
        "half/float math builtins use GLSL.std.450's fast forms instead of the accurate \
         library (double keeps the library)",
    ),
    flag(
        "-cl-finite-math-only",
        FiniteMathOnly,
        "Defines __FINITE_MATH_ONLY__ as 1; the code still handles NaNs and infinities",
    ),
    flag(
        "-cl-native-math",
        NativeMath,
        "oclvk's own: every half/float math builtin in its native_ form (GLSL.std.450)",
    ),
    option(
        "-ffp-contract=",
        Joined("MODE"),
        FpContract,
        "on (default) or fast: the driver may fuse a multiply and an add; off: every \
         operation is rounded on its own (NoContraction)",
    ),
    flag(
        "-cl-uniform-work-group-size",
        UniformWorkGroupSize,
        "Every launch's global size must be a multiple of its work-group size, as in \
         OpenCL C 1.2 (recorded in the reflection; the runner refuses a partial last group)",
    ),
    option(
        "-cl-local-reserve=",
        Joined("BYTES"),
        LocalReserve,
        "oclvk's own: every kernel declares BYTES of local memory it never reads, so fewer \
         work-groups share a compute unit (an occupancy lever; docs/performance.md); =auto: the \
         runner times a few sizes on each kernel's first launches and keeps the fastest",
    ),
    flag(
        "-cl-oclvk-local-memory-collectives",
        LocalMemoryCollectives,
        "Vulkan: the work-group functions (work_group_reduce_add...) use local memory and \
         barriers only, no sub-group operations (for devices without sub-group vote and \
         arithmetic in compute shaders; oclvk run picks it on such a device)",
    ),
    flag(
        "-cl-mad-enable",
        NoOp,
        "Accepted: mad() is a multiply and an add, which the driver may fuse unless \
         -ffp-contract=off",
    ),
    flag(
        "-cl-no-signed-zeros",
        NoOp,
        "Accepted: nothing relies on it (the sign of zero is kept)",
    ),
    flag(
        "-cl-denorms-are-zero",
        NoOp,
        "Accepted: float denormals follow the device (flushing them is allowed anyway)",
    ),
    flag(
        "-cl-fp32-correctly-rounded-divide-sqrt",
        NoOp,
        "Accepted: float division and sqrt keep the precision they have without it",
    ),
    flag(
        "-cl-opt-disable",
        NoOp,
        "Accepted: oclvk does not optimize; the Vulkan driver compiles the module as always",
    ),
    option(
        "-O",
        OptionalJoined("LEVEL"),
        OptLevel,
        "-O, -O0 to -O3, -Os, -Oz, -Ofast: accepted; optimizing is the driver's",
    ),
    flag(
        "-g",
        NoOp,
        "Accepted: no debug information is written (in `oclvk run`, -g is the global size: \
         pass OpenCL's -g in --build-options)",
    ),
    flag(
        "-cl-kernel-arg-info",
        NoOp,
        "Accepted: argument names, types and qualifiers are always in the reflection",
    ),
    flag(
        "-cl-strict-aliasing",
        NoOp,
        "Accepted (OpenCL 1.0's, deprecated since 1.1): changes nothing",
    ),
    flag(
        "-cl-no-subgroup-ifp",
        NoOp,
        "Accepted: oclvk does not promise sub-groups independent forward progress anyway",
    ),
    flag(
        "-cluster-pod-kernel-args",
        NoOp,
        "clspv's ABI options (also -pod-ubo, -pod-pushconstant, -constant-args-ubo, \
         -inline-entry-points, -max-ubo-size=N): accepted; oclvk has its own ABI",
    ),
    flag("-pod-ubo", NoOp, ""),
    flag("-pod-pushconstant", NoOp, ""),
    flag("-constant-args-ubo", NoOp, ""),
    flag("-inline-entry-points", NoOp, ""),
    option("-max-ubo-size=", Joined("N"), NoOp, ""),
];

impl BuildOption {
    /// The option as the help shows it (`-cl-std=VERSION`, `-D NAME[=VALUE]`).
    pub fn synopsis(&self) -> String {
        match self.value {
            ValueForm::None => self.spelling.to_string(),
            Joined(name) => format!("{}{name}", self.spelling),
            JoinedOrSeparate(name) => format!("{} {name}", self.spelling),
            OptionalJoined(name) => format!("{}[{name}]", self.spelling),
        }
    }
}

/// The options with their help, one per line, for `--help`.
pub fn help_text() -> String {
    let rows: Vec<(String, &str)> = BUILD_OPTIONS
        .iter()
        .filter(|o| !o.help.is_empty())
        .map(|o| (o.synopsis(), o.help))
        .collect();
    let width = rows.iter().map(|(s, _)| s.len()).max().unwrap_or(0);
    let mut text = String::from(
        "Build options, as OpenCL's clBuildProgram and clang take them; also as one string:\n  \
         --build-options \"-cl-std=CL2.0 -DN=4\"\n",
    );
    // Help starts two columns after the widest synopsis and wraps there.
    let indent = width + 4;
    for (synopsis, help) in rows {
        text.push_str(&format!("  {synopsis:width$}  "));
        let mut column = indent;
        for (i, word) in help.split(' ').enumerate() {
            if i > 0 && column + 1 + word.len() > HELP_WIDTH {
                text.push('\n');
                text.extend(std::iter::repeat_n(' ', indent));
                column = indent;
            } else if i > 0 {
                text.push(' ');
                column += 1;
            }
            text.push_str(word);
            column += word.len();
        }
        text.push('\n');
    }
    text
}

/// The help's lines wrap before this column.
const HELP_WIDTH: usize = 100;

/// The options as a Markdown table (the README's list).
pub fn markdown_table() -> String {
    let mut text = String::from("| option | meaning |\n|---|---|\n");
    for o in BUILD_OPTIONS.iter().filter(|o| !o.help.is_empty()) {
        text.push_str(&format!("| `{}` | {} |\n", o.synopsis(), o.help));
    }
    text
}
