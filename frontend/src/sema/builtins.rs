//! OpenCL C's builtin functions: one declarative table of overload patterns, and overload
//! resolution that reports like clang.
//!
//! A row names functions sharing one signature pattern over a *family* of types: `T` is the
//! family member (say `float4`), `t` its lane type, `U` its unsigned twin, `N` an `int` vector of
//! the same lane count, and so on (see [`Ty`]). Resolution tries every member of the family for
//! every row of the called name, ranks each argument's conversion (exact, promotion,
//! conversion), and takes the unique best candidate, as C++ overloading (which clang applies to
//! OpenCL builtins) does. Results are cached per (name, argument types).

use super::atomics::FloatAtomicOp;
use super::conv::{ConvContext, Value};
use super::subgroups::SubGroupExtension;
use super::Sema;
use crate::ast;
use crate::diag::Diagnostic;
use crate::ir::{
    AddressSpace, Builtin, ExprKind, Rounding, Scalar, SimpleBuiltin, SubGroupBuiltin, Type, TypeId,
};
use crate::options::ClStd;
use crate::source::Span;
use crate::token::Symbol;
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Type families a row ranges over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// No family: the row's types are all fixed.
    None,
    /// float, double (and half with cl_khr_fp16), scalar and every vector width.
    Float,
    /// float only, every width (`native_` and `half_` functions).
    FloatOnly,
    /// float and double, scalar and 2-, 3-, 4-vectors (geometric functions).
    Geometric,
    /// float and double 3- and 4-vectors (`cross`).
    Cross,
    /// Every integer type, every width.
    Integer,
    /// int and uint, every width (`mad24`, `mul24`).
    Int32,
    /// Signed integers, every width (`any`, `all`).
    SignedInteger,
    /// Every integer and floating type, every width.
    Any,
    /// Scalars of every element type (the element of `vloadN`/`vstoreN`).
    AnyScalar,
    /// int and uint (1.x 32-bit atomics).
    Atomic32,
    /// long and ulong (64-bit atomics).
    Atomic64,
    /// int, uint, long, ulong (2.0 atomics that compute).
    AtomicAll,
    /// AtomicAll plus float and double (2.0 atomics that only move values: init, load, store,
    /// exchange).
    AtomicValue,
    /// float and double (cl_ext_float_atomics' arithmetic).
    AtomicFloat,
    /// float and double scalars (`vstore_half` data).
    FloatScalar,
    /// char, uchar, short, ushort, int, uint, every width (`upsample`'s high half).
    Narrow,
    /// Integer scalars (the bitwise sub-group reductions).
    IntegerScalar,
    /// int, uint, long, ulong, float, double (and half) scalars: cl_khr_subgroups' types.
    SubGroupCore,
    /// char, uchar, short, ushort scalars (cl_khr_subgroup_extended_types).
    SubGroupNarrow,
    /// Every integer and floating scalar.
    SubGroupScalar,
    /// Every integer and floating type, 2 to 16 lanes (the broadcasts of vectors).
    SubGroupVector,
    /// int, uint, long, ulong, float, double, half scalars (work-group collective functions).
    WorkGroup,
}

/// A type in a row, relative to the family member `T` (scalar `s`, lanes `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    /// `T`
    Gen,
    /// `t`: `s`
    Lane,
    /// `U`: the unsigned type of `T`'s width, `n` lanes.
    Unsigned,
    /// `S`: relational result: `int` for scalars, else signed integers of `s`'s width.
    Relational,
    /// `M`: signed integers of `s`'s width, `n` lanes (select's mask).
    Mask,
    /// `Q`: unsigned integers of `s`'s width, `n` lanes.
    UMask,
    /// `N`: int, `n` lanes.
    IntN,
    /// `Wk`: `s` widened to `k` lanes.
    Widened(u8),
    /// `Fk`: float, `k` lanes (the result of `vload_halfk`).
    FloatN(u8),
    /// `D`: twice `s`'s width, same signedness, `n` lanes (`upsample`'s result).
    Double,
    Fixed(Fixed),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fixed {
    Void,
    Scalar(Scalar),
    Event,
    /// `uint4`: a sub-group ballot.
    Uint4,
}

/// Address spaces a pointer parameter accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spaces {
    /// global, local, private (and generic from 2.0): writable memory.
    Writable,
    /// Writable plus constant (read-only parameters such as `vload`'s).
    Readable,
    /// global and local (and generic from 2.0): atomics.
    Atomic,
    Global,
    Local,
    /// The generic address space only (2.0): other spaces convert to it.
    Generic,
}

impl Spaces {
    /// The one address space a single-space parameter takes.
    fn single(self) -> Option<AddressSpace> {
        match self {
            Spaces::Global => Some(AddressSpace::Global),
            Spaces::Local => Some(AddressSpace::Local),
            Spaces::Generic => Some(AddressSpace::Generic),
            Spaces::Writable | Spaces::Readable | Spaces::Atomic => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Param {
    Value(Ty),
    /// `atomic`: the pointee is `atomic_X` rather than `X` (2.0 atomics).
    Pointer {
        to: Ty,
        spaces: Spaces,
        atomic: bool,
    },
}

#[derive(Clone, Debug)]
struct Row {
    builtin: Builtin,
    family: Family,
    ret: Ty,
    params: Vec<Param>,
    since: ClStd,
    /// A cl_ext_float_atomics row: declared only for the members and the address space (its
    /// first parameter's) whose feature macros are defined.
    float_atomic: Option<FloatAtomicOp>,
    /// A sub-group row: declared only while its extension's macro is defined.
    sub_group: Option<SubGroupExtension>,
    /// A work-group collective function: declared only while
    /// `__opencl_c_work_group_collective_functions` is defined.
    work_group_collective: bool,
}

/// Why a call matched no single overload.
#[derive(Clone, Debug)]
enum Unresolved {
    /// No candidate accepts the arguments (all candidates of the name).
    NoViable(Vec<Candidate>),
    /// Several are equally good (those).
    Ambiguous(Vec<Candidate>),
}

/// A concrete overload: what a row becomes for one family member.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Candidate {
    builtin: Builtin,
    ret: TypeId,
    params: Vec<ConcreteParam>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ConcreteParam {
    Value(TypeId),
    Pointer { pointee: TypeId, spaces: Spaces },
}

pub(crate) struct Table {
    rows: HashMap<String, Vec<Row>>,
    /// Resolved calls: per name, (argument types, chosen overload). A name sees few distinct
    /// argument lists, so a short scan beats allocating a key per lookup.
    cache: HashMap<Symbol, Vec<ResolvedCall>>,
}

/// A cached resolution: the argument types, which arguments are null pointer constants (a bit
/// per argument), and the overload they chose.
type ResolvedCall = (Box<[TypeId]>, u64, Rc<Candidate>);

use Family as Fa;

/// (names, family, return, parameters). Parameter words: a [`Ty`] letter, or `*X` for a pointer
/// to X in any writable space, `*cX` readable (incl. constant), `*aX` atomic spaces, `*AX`
/// `atomic_X` in atomic spaces, `*gX` global, `*lX` local, `*cgX`/`*clX` const global/local.
/// Fixed types: void int uint long ulong float size_t event bool.
const ROWS: &[(&str, Family, &str, &str)] = &[
    // Work-item functions.
    ("get_work_dim", Fa::None, "uint", ""),
    ("get_global_size get_global_id get_local_size get_local_id get_num_groups get_group_id get_global_offset", Fa::None, "size_t", "uint"),
    // Math.
    ("acos acosh acospi asin asinh asinpi atan atanh atanpi cbrt ceil cos cosh cospi erfc erf exp exp2 exp10 expm1 fabs floor lgamma log log2 log10 log1p logb rint round rsqrt sin sinh sinpi sqrt tan tanh tanpi tgamma trunc", Fa::Float, "T", "T"),
    ("half_cos half_exp half_exp2 half_exp10 half_log half_log2 half_log10 half_recip half_rsqrt half_sin half_sqrt half_tan native_cos native_exp native_exp2 native_exp10 native_log native_log2 native_log10 native_recip native_rsqrt native_sin native_sqrt native_tan", Fa::FloatOnly, "T", "T"),
    ("atan2 atan2pi copysign fdim fmod hypot maxmag minmag nextafter pow powr remainder fmax fmin", Fa::Float, "T", "T T"),
    ("fmax fmin", Fa::Float, "T", "T t"),
    ("half_divide half_powr native_divide native_powr", Fa::FloatOnly, "T", "T T"),
    ("fma mad", Fa::Float, "T", "T T T"),
    ("ilogb", Fa::Float, "N", "T"),
    ("ldexp pown rootn", Fa::Float, "T", "T N"),
    ("ldexp", Fa::Float, "T", "T int"),
    ("frexp lgamma_r", Fa::Float, "T", "T *N"),
    ("fract modf sincos", Fa::Float, "T", "T *T"),
    ("remquo", Fa::Float, "T", "T T *N"),
    ("nan", Fa::Float, "T", "Q"),
    // Integer.
    ("abs", Fa::Integer, "U", "T"),
    ("abs_diff", Fa::Integer, "U", "T T"),
    ("add_sat sub_sat hadd rhadd mul_hi rotate", Fa::Integer, "T", "T T"),
    ("clz ctz popcount", Fa::Integer, "T", "T"),
    ("mad_hi mad_sat", Fa::Integer, "T", "T T T"),
    ("max min", Fa::Integer, "T", "T T"),
    ("max min", Fa::Integer, "T", "T t"),
    ("clamp", Fa::Integer, "T", "T T T"),
    ("clamp", Fa::Integer, "T", "T t t"),
    ("upsample", Fa::Narrow, "D", "T U"),
    ("mad24", Fa::Int32, "T", "T T T"),
    ("mul24", Fa::Int32, "T", "T T"),
    // Common.
    ("clamp", Fa::Float, "T", "T T T"),
    ("clamp", Fa::Float, "T", "T t t"),
    ("degrees radians sign", Fa::Float, "T", "T"),
    ("max min", Fa::Float, "T", "T T"),
    ("max min", Fa::Float, "T", "T t"),
    ("mix", Fa::Float, "T", "T T T"),
    ("mix", Fa::Float, "T", "T T t"),
    ("step", Fa::Float, "T", "T T"),
    ("step", Fa::Float, "T", "t T"),
    ("smoothstep", Fa::Float, "T", "T T T"),
    ("smoothstep", Fa::Float, "T", "t t T"),
    // Geometric.
    ("dot distance", Fa::Geometric, "t", "T T"),
    ("length", Fa::Geometric, "t", "T"),
    ("normalize", Fa::Geometric, "T", "T"),
    ("fast_distance", Fa::Geometric, "t", "T T"),
    ("fast_length", Fa::Geometric, "t", "T"),
    ("fast_normalize", Fa::Geometric, "T", "T"),
    ("cross", Fa::Cross, "T", "T T"),
    // Relational.
    ("isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater isordered isunordered", Fa::Float, "S", "T T"),
    ("isfinite isinf isnan isnormal signbit", Fa::Float, "S", "T"),
    ("any all", Fa::SignedInteger, "int", "T"),
    ("bitselect", Fa::Any, "T", "T T T"),
    ("select", Fa::Any, "T", "T T M"),
    ("select", Fa::Any, "T", "T T Q"),
    // Synchronization.
    ("barrier mem_fence read_mem_fence write_mem_fence", Fa::None, "void", "uint"),
    // 1.x atomics (atom_* are the same functions).
    ("atomic_add atomic_sub atomic_xchg atomic_min atomic_max atomic_and atomic_or atomic_xor", Fa::Atomic32, "T", "*aT T"),
    ("atomic_inc atomic_dec", Fa::Atomic32, "T", "*aT"),
    ("atomic_cmpxchg", Fa::Atomic32, "T", "*aT T T"),
    ("atomic_xchg", Fa::None, "float", "*afloat float"),
    ("atomic_add atomic_sub atomic_xchg atomic_min atomic_max atomic_and atomic_or atomic_xor", Fa::Atomic64, "T", "*aT T"),
    ("atomic_inc atomic_dec", Fa::Atomic64, "T", "*aT"),
    ("atomic_cmpxchg", Fa::Atomic64, "T", "*aT T T"),
    // Async copies.
    ("async_work_group_copy", Fa::Any, "event", "*lT *cgT size_t event"),
    ("async_work_group_copy", Fa::Any, "event", "*gT *clT size_t event"),
    ("async_work_group_strided_copy", Fa::Any, "event", "*lT *cgT size_t size_t event"),
    ("async_work_group_strided_copy", Fa::Any, "event", "*gT *clT size_t size_t event"),
    ("wait_group_events", Fa::None, "void", "int *event"),
    ("prefetch", Fa::Any, "void", "*cgT size_t"),
    // Vector data.
    ("vload_half", Fa::None, "float", "size_t *chalf"),
    ("vstore_half vstore_half_rte vstore_half_rtz vstore_half_rtp vstore_half_rtn", Fa::FloatScalar, "void", "T size_t *half"),
];

/// Rows that exist from OpenCL C 2.0 on.
const ROWS_2_0: &[(&str, Family, &str, &str)] = &[
    ("get_global_linear_id get_local_linear_id", Fa::None, "size_t", ""),
    ("get_enqueued_local_size", Fa::None, "size_t", "uint"),
    ("work_group_barrier", Fa::None, "void", "uint"),
    ("work_group_barrier", Fa::None, "void", "uint uint"),
    ("atomic_init atomic_store", Fa::AtomicValue, "void", "*AT T"),
    ("atomic_store_explicit", Fa::AtomicValue, "void", "*AT T uint"),
    ("atomic_store_explicit", Fa::AtomicValue, "void", "*AT T uint uint"),
    ("atomic_load", Fa::AtomicValue, "T", "*AT"),
    ("atomic_load_explicit", Fa::AtomicValue, "T", "*AT uint"),
    ("atomic_load_explicit", Fa::AtomicValue, "T", "*AT uint uint"),
    ("atomic_exchange", Fa::AtomicValue, "T", "*AT T"),
    ("atomic_fetch_add atomic_fetch_sub atomic_fetch_or atomic_fetch_xor atomic_fetch_and atomic_fetch_min atomic_fetch_max", Fa::AtomicAll, "T", "*AT T"),
    ("atomic_exchange_explicit", Fa::AtomicValue, "T", "*AT T uint"),
    ("atomic_exchange_explicit", Fa::AtomicValue, "T", "*AT T uint uint"),
    ("atomic_fetch_add_explicit atomic_fetch_sub_explicit atomic_fetch_or_explicit atomic_fetch_xor_explicit atomic_fetch_and_explicit atomic_fetch_min_explicit atomic_fetch_max_explicit", Fa::AtomicAll, "T", "*AT T uint"),
    ("atomic_fetch_add_explicit atomic_fetch_sub_explicit atomic_fetch_or_explicit atomic_fetch_xor_explicit atomic_fetch_and_explicit atomic_fetch_min_explicit atomic_fetch_max_explicit", Fa::AtomicAll, "T", "*AT T uint uint"),
    ("atomic_compare_exchange_strong atomic_compare_exchange_weak", Fa::AtomicAll, "bool", "*AT *T T"),
    ("atomic_compare_exchange_strong_explicit atomic_compare_exchange_weak_explicit", Fa::AtomicAll, "bool", "*AT *T T uint uint"),
    ("atomic_compare_exchange_strong_explicit atomic_compare_exchange_weak_explicit", Fa::AtomicAll, "bool", "*AT *T T uint uint uint"),
    ("atomic_flag_test_and_set", Fa::None, "bool", "*Aint"),
    ("atomic_flag_test_and_set_explicit", Fa::None, "bool", "*Aint uint"),
    ("atomic_flag_test_and_set_explicit", Fa::None, "bool", "*Aint uint uint"),
    ("atomic_flag_clear", Fa::None, "void", "*Aint"),
    ("atomic_flag_clear_explicit", Fa::None, "void", "*Aint uint"),
    ("atomic_flag_clear_explicit", Fa::None, "void", "*Aint uint uint"),
    ("atomic_work_item_fence", Fa::None, "void", "uint uint uint"),
    // Work-group collective functions (also gated on their feature macro: `Row::work_group_collective`).
    ("work_group_all work_group_any", Fa::None, "int", "int"),
    ("work_group_broadcast", Fa::WorkGroup, "T", "T size_t"),
    ("work_group_broadcast", Fa::WorkGroup, "T", "T size_t size_t"),
    ("work_group_broadcast", Fa::WorkGroup, "T", "T size_t size_t size_t"),
    ("work_group_reduce_add work_group_reduce_min work_group_reduce_max work_group_scan_inclusive_add work_group_scan_inclusive_min work_group_scan_inclusive_max work_group_scan_exclusive_add work_group_scan_exclusive_min work_group_scan_exclusive_max", Fa::WorkGroup, "T", "T"),
];

/// cl_ext_float_atomics (2.0 on), as opencl-c.h declares it: each row exists for `global`,
/// `local` and generic pointers, each of those only while the extension's macro and the feature
/// macros of that space (both spaces' for generic) are defined (see [`super::atomics::FloatAtomicFeatures`]).
/// clang-15's own builtin table (`-fdeclare-opencl-builtins`, the driver's default) leaves float
/// min/max ungated; oclvk follows the header and the extension's specification.
const FLOAT_ATOMIC_ROWS: &[(&str, FloatAtomicOp, &str, &str)] = &[
    (
        "atomic_fetch_add atomic_fetch_sub",
        FloatAtomicOp::Add,
        "T",
        "*AT T",
    ),
    (
        "atomic_fetch_add_explicit atomic_fetch_sub_explicit",
        FloatAtomicOp::Add,
        "T",
        "*AT T uint",
    ),
    (
        "atomic_fetch_add_explicit atomic_fetch_sub_explicit",
        FloatAtomicOp::Add,
        "T",
        "*AT T uint uint",
    ),
    (
        "atomic_fetch_min atomic_fetch_max",
        FloatAtomicOp::MinMax,
        "T",
        "*AT T",
    ),
    (
        "atomic_fetch_min_explicit atomic_fetch_max_explicit",
        FloatAtomicOp::MinMax,
        "T",
        "*AT T uint",
    ),
    (
        "atomic_fetch_min_explicit atomic_fetch_max_explicit",
        FloatAtomicOp::MinMax,
        "T",
        "*AT T uint uint",
    ),
];

fn parse_ty(word: &str) -> Ty {
    match word {
        "T" => Ty::Gen,
        "t" => Ty::Lane,
        "U" => Ty::Unsigned,
        "S" => Ty::Relational,
        "M" => Ty::Mask,
        "Q" => Ty::UMask,
        "N" => Ty::IntN,
        "D" => Ty::Double,
        "void" => Ty::Fixed(Fixed::Void),
        "event" => Ty::Fixed(Fixed::Event),
        "int" => Ty::Fixed(Fixed::Scalar(Scalar::Int)),
        "uint" => Ty::Fixed(Fixed::Scalar(Scalar::Uint)),
        "long" => Ty::Fixed(Fixed::Scalar(Scalar::Long)),
        "ulong" | "size_t" => Ty::Fixed(Fixed::Scalar(Scalar::Ulong)),
        "float" => Ty::Fixed(Fixed::Scalar(Scalar::Float)),
        "half" => Ty::Fixed(Fixed::Scalar(Scalar::Half)),
        "bool" => Ty::Fixed(Fixed::Scalar(Scalar::Bool)),
        "uint4" => Ty::Fixed(Fixed::Uint4),
        w if w.starts_with('W') => Ty::Widened(w[1..].parse().expect("row width")),
        w if w.starts_with('F') => Ty::FloatN(w[1..].parse().expect("row width")),
        other => panic!("unknown builtin row type '{other}'"),
    }
}

fn parse_param(word: &str) -> Param {
    let Some(rest) = word.strip_prefix('*') else {
        return Param::Value(parse_ty(word));
    };
    let (spaces, ty) = if let Some(r) = rest.strip_prefix("cg") {
        (Spaces::Global, r)
    } else if let Some(r) = rest.strip_prefix("cl") {
        (Spaces::Local, r)
    } else if let Some(r) = rest.strip_prefix('c') {
        (Spaces::Readable, r)
    } else if let Some(r) = rest.strip_prefix('a') {
        (Spaces::Atomic, r)
    } else if let Some(r) = rest.strip_prefix('A') {
        return Param::Pointer {
            to: parse_ty(r),
            spaces: Spaces::Atomic,
            atomic: true,
        };
    } else if let Some(r) = rest.strip_prefix('g') {
        (Spaces::Global, r)
    } else if let Some(r) = rest.strip_prefix('l') {
        (Spaces::Local, r)
    } else {
        (Spaces::Writable, rest)
    };
    Param::Pointer {
        to: parse_ty(ty),
        spaces,
        atomic: false,
    }
}

impl Table {
    pub(crate) fn new() -> Table {
        let mut rows: HashMap<String, Vec<Row>> = HashMap::default();
        let mut add = |names: &str, family: Family, ret: &str, params: &str, since: ClStd| {
            for name in names.split_whitespace() {
                let builtin = builtin_for(name);
                let row = Row {
                    builtin,
                    family,
                    ret: parse_ty(ret),
                    params: params.split_whitespace().map(parse_param).collect(),
                    since,
                    float_atomic: None,
                    sub_group: None,
                    work_group_collective: name.starts_with("work_group_")
                        && name != "work_group_barrier",
                };
                // 64-bit atomics exist only under the cl_khr_int64_*_atomics spellings (atom_*);
                // the 32-bit ones under both.
                if family != Fa::Atomic64 {
                    rows.entry(name.to_string()).or_default().push(row.clone());
                }
                if let Some(rest) = name.strip_prefix("atomic_") {
                    if matches!(family, Fa::Atomic32 | Fa::Atomic64) {
                        rows.entry(format!("atom_{rest}")).or_default().push(row);
                    }
                }
            }
        };
        for &(names, family, ret, params) in ROWS {
            add(names, family, ret, params, ClStd::Cl1_0);
        }
        for &(names, family, ret, params) in ROWS_2_0 {
            add(names, family, ret, params, ClStd::Cl2_0);
        }
        for n in [2u8, 3, 4, 8, 16] {
            let w = format!("W{n}");
            add(
                &format!("vload{n}"),
                Fa::AnyScalar,
                &w,
                "size_t *cT",
                ClStd::Cl1_0,
            );
            add(
                &format!("vstore{n}"),
                Fa::AnyScalar,
                "void",
                &format!("{w} size_t *T"),
                ClStd::Cl1_0,
            );
            let f = format!("F{n}");
            add(
                &format!("vload_half{n} vloada_half{n}"),
                Fa::None,
                &f,
                "size_t *chalf",
                ClStd::Cl1_0,
            );
            let names: Vec<String> = ["", "_rte", "_rtz", "_rtp", "_rtn"]
                .iter()
                .flat_map(|r| [format!("vstore_half{n}{r}"), format!("vstorea_half{n}{r}")])
                .collect();
            add(
                &names.join(" "),
                Fa::FloatScalar,
                "void",
                &format!("{w} size_t *half"),
                ClStd::Cl1_0,
            );
        }
        for &(names, op, ret, params) in FLOAT_ATOMIC_ROWS {
            for spaces in [Spaces::Global, Spaces::Local, Spaces::Generic] {
                let mut params: Vec<Param> = params.split_whitespace().map(parse_param).collect();
                if let Some(Param::Pointer { spaces: s, .. }) = params.first_mut() {
                    *s = spaces;
                }
                for name in names.split_whitespace() {
                    rows.entry(name.to_string()).or_default().push(Row {
                        builtin: builtin_for(name),
                        family: Fa::AtomicFloat,
                        ret: parse_ty(ret),
                        params: params.clone(),
                        since: ClStd::Cl2_0,
                        float_atomic: Some(op),
                        sub_group: None,
                        work_group_collective: false,
                    });
                }
            }
        }
        for (names, ext, family, ret, params, since) in super::subgroups::rows() {
            for name in names.split_whitespace() {
                rows.entry(name.to_string()).or_default().push(Row {
                    builtin: builtin_for(name),
                    family,
                    ret: parse_ty(ret),
                    params: params.split_whitespace().map(parse_param).collect(),
                    since,
                    float_atomic: None,
                    sub_group: Some(ext),
                    work_group_collective: false,
                });
            }
        }
        Table {
            rows,
            cache: HashMap::default(),
        }
    }

    pub(crate) fn is_builtin(&self, name: &str) -> bool {
        self.rows.contains_key(name)
    }
}

/// The IR builtin a row's name denotes.
fn builtin_for(name: &str) -> Builtin {
    let name = name
        .strip_prefix("atom_")
        .map(|r| format!("atomic_{r}"))
        .unwrap_or_else(|| name.to_string());
    if let Some(s) = SimpleBuiltin::from_name(&name) {
        return Builtin::Simple(s);
    }
    if let Some(s) = SubGroupBuiltin::from_name(&name) {
        return Builtin::SubGroup(s);
    }
    let rounding = |s: &str| match s {
        "_rte" => Rounding::Rte,
        "_rtz" => Rounding::Rtz,
        "_rtp" => Rounding::Rtp,
        "_rtn" => Rounding::Rtn,
        _ => Rounding::Default,
    };
    let split_width = |s: &str| -> (u8, String) {
        let digits: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
        let width = digits.parse().unwrap_or(1);
        (width, s[digits.len()..].to_string())
    };
    if let Some(rest) = name.strip_prefix("vloada_half") {
        return Builtin::VloadHalf {
            width: split_width(rest).0,
            aligned: true,
        };
    }
    if let Some(rest) = name.strip_prefix("vload_half") {
        return Builtin::VloadHalf {
            width: split_width(rest).0,
            aligned: false,
        };
    }
    if let Some(rest) = name.strip_prefix("vstorea_half") {
        let (width, r) = split_width(rest);
        return Builtin::VstoreHalf {
            width,
            aligned: true,
            rounding: rounding(&r),
        };
    }
    if let Some(rest) = name.strip_prefix("vstore_half") {
        let (width, r) = split_width(rest);
        return Builtin::VstoreHalf {
            width,
            aligned: false,
            rounding: rounding(&r),
        };
    }
    if let Some(rest) = name.strip_prefix("vload") {
        return Builtin::Vload(split_width(rest).0);
    }
    if let Some(rest) = name.strip_prefix("vstore") {
        return Builtin::Vstore(split_width(rest).0);
    }
    panic!("builtin row '{name}' names no IR builtin")
}

const WIDTHS: [u8; 6] = [1, 2, 3, 4, 8, 16];
const INTEGERS: [Scalar; 8] = [
    Scalar::Char,
    Scalar::Uchar,
    Scalar::Short,
    Scalar::Ushort,
    Scalar::Int,
    Scalar::Uint,
    Scalar::Long,
    Scalar::Ulong,
];

/// How good an argument's conversion to a parameter is (lower is better).
type Rank = u8;
const EXACT: Rank = 0;
const PROMOTION: Rank = 1;
const CONVERSION: Rank = 2;
/// A pointer to another pointee type, which C allows with a warning; clang ranks it below every
/// other conversion when it resolves the atomic builtins (`atomic_store(int_ptr, 1)` takes the
/// `atomic_int` overload because the value is an `int`).
const INCOMPATIBLE: Rank = 3;

impl Sema<'_> {
    /// The members of a family as (lane scalar, lanes).
    fn family_members(&self, family: Family) -> Vec<(Scalar, u8)> {
        let mut floats = vec![Scalar::Float];
        if self.state.extensions.fp64 {
            floats.push(Scalar::Double);
        }
        if self.state.extensions.fp16 {
            floats.push(Scalar::Half);
        }
        let all = |scalars: &[Scalar], widths: &[u8]| -> Vec<(Scalar, u8)> {
            scalars
                .iter()
                .flat_map(|&s| widths.iter().map(move |&w| (s, w)))
                .collect()
        };
        match family {
            Fa::None => vec![(Scalar::Int, 1)],
            Fa::Float => all(&floats, &WIDTHS),
            Fa::FloatOnly => all(&[Scalar::Float], &WIDTHS),
            Fa::Geometric => all(&floats[..floats.len().min(2)], &[1, 2, 3, 4]),
            Fa::Cross => all(&floats[..floats.len().min(2)], &[3, 4]),
            Fa::Integer => all(&INTEGERS, &WIDTHS),
            Fa::Int32 => all(&[Scalar::Int, Scalar::Uint], &WIDTHS),
            Fa::SignedInteger => all(
                &[Scalar::Char, Scalar::Short, Scalar::Int, Scalar::Long],
                &WIDTHS,
            ),
            Fa::Any => {
                let mut scalars = INTEGERS.to_vec();
                scalars.extend(&floats);
                all(&scalars, &WIDTHS)
            }
            Fa::AnyScalar => {
                let mut scalars = INTEGERS.to_vec();
                scalars.extend(&floats);
                if !scalars.contains(&Scalar::Half) {
                    scalars.push(Scalar::Half);
                }
                all(&scalars, &[1])
            }
            Fa::Atomic32 => all(&[Scalar::Int, Scalar::Uint], &[1]),
            Fa::Atomic64 => all(&[Scalar::Long, Scalar::Ulong], &[1]),
            Fa::AtomicAll => all(
                &[Scalar::Int, Scalar::Uint, Scalar::Long, Scalar::Ulong],
                &[1],
            ),
            Fa::AtomicValue => {
                let mut scalars = vec![Scalar::Int, Scalar::Uint, Scalar::Long, Scalar::Ulong];
                scalars.extend(floats.iter().filter(|&&s| s != Scalar::Half));
                all(&scalars, &[1])
            }
            Fa::AtomicFloat => all(&floats[..floats.len().min(2)], &[1]),
            Fa::FloatScalar => all(&floats[..floats.len().min(2)], &[1]),
            Fa::Narrow => all(&INTEGERS[..6], &WIDTHS),
            Fa::IntegerScalar => all(&INTEGERS, &[1]),
            Fa::SubGroupCore => {
                let mut scalars = INTEGERS[4..].to_vec();
                scalars.extend(&floats);
                all(&scalars, &[1])
            }
            Fa::SubGroupNarrow => all(&INTEGERS[..4], &[1]),
            Fa::SubGroupScalar | Fa::SubGroupVector => {
                let mut scalars = INTEGERS.to_vec();
                scalars.extend(&floats);
                let widths: &[u8] = if family == Fa::SubGroupScalar {
                    &[1]
                } else {
                    &WIDTHS[1..]
                };
                all(&scalars, widths)
            }
            Fa::WorkGroup => {
                let mut scalars = vec![Scalar::Int, Scalar::Uint, Scalar::Long, Scalar::Ulong];
                scalars.extend(&floats);
                all(&scalars, &[1])
            }
        }
    }

    fn make(&mut self, s: Scalar, n: u8) -> TypeId {
        if n == 1 {
            self.state.module.types.scalar(s)
        } else {
            self.state.module.types.vector(s, n)
        }
    }

    fn concrete(&mut self, ty: Ty, (s, n): (Scalar, u8)) -> TypeId {
        match ty {
            Ty::Gen => self.make(s, n),
            Ty::Lane => self.state.module.types.scalar(s),
            Ty::Unsigned => self.make(s.with_signedness(false), n),
            Ty::Relational if n == 1 => self.state.module.types.scalar(Scalar::Int),
            Ty::Relational | Ty::Mask => self.make(s.with_signedness(true), n),
            Ty::UMask => self.make(s.with_signedness(false), n),
            Ty::IntN => self.make(Scalar::Int, n),
            Ty::Widened(k) => self.make(s, k),
            Ty::FloatN(k) => self.make(Scalar::Float, k),
            Ty::Double => {
                let wide = match s.size() {
                    1 => Scalar::Short,
                    2 => Scalar::Int,
                    _ => Scalar::Long,
                };
                self.make(wide.with_signedness(s.is_signed()), n)
            }
            Ty::Fixed(Fixed::Void) => self.state.module.types.void(),
            Ty::Fixed(Fixed::Event) => self.state.module.types.intern(Type::Event),
            Ty::Fixed(Fixed::Scalar(x)) => self.state.module.types.scalar(x),
            Ty::Fixed(Fixed::Uint4) => self.make(Scalar::Uint, 4),
        }
    }

    fn candidates(&mut self, name: &str) -> Vec<Candidate> {
        let rows = self
            .state
            .builtins
            .rows
            .get(name)
            .cloned()
            .unwrap_or_default();
        let mut out: Vec<Candidate> = Vec::new();
        for row in rows.iter() {
            if !self.row_declared(row) {
                continue;
            }
            let space = match row.params.first() {
                Some(Param::Pointer { spaces, .. }) => spaces.single(),
                _ => None,
            };
            for member in self.family_members(row.family) {
                if let (Some(op), Some(space)) = (row.float_atomic, space) {
                    if !self
                        .state
                        .extensions
                        .float_atomics
                        .declares(op, member.0, space)
                    {
                        continue;
                    }
                }
                let ret = self.concrete(row.ret, member);
                let params = row
                    .params
                    .iter()
                    .map(|p| match *p {
                        Param::Value(t) => ConcreteParam::Value(self.concrete(t, member)),
                        Param::Pointer { to, spaces, atomic } => {
                            let mut pointee = self.concrete(to, member);
                            if atomic {
                                pointee = self.state.module.types.intern(Type::Atomic(pointee));
                            }
                            ConcreteParam::Pointer { pointee, spaces }
                        }
                    })
                    .collect();
                let c = Candidate {
                    builtin: row.builtin,
                    ret,
                    params,
                };
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Whether a row is declared: its OpenCL C version, and for the work-group collective
    /// functions their feature macro.
    /// Whether a row is declared: its OpenCL C version reached and, for a work-group collective
    /// or a sub-group row, its feature or extension macro defined.
    fn row_declared(&self, row: &Row) -> bool {
        let extensions = &self.state.extensions;
        self.options.std >= row.since
            && (!row.work_group_collective || extensions.work_group_collectives)
            && row
                .sub_group
                .is_none_or(|x| extensions.sub_groups.declares(x))
    }

    fn space_allowed(&self, spaces: Spaces, space: AddressSpace) -> bool {
        let generic = self.is_cl20() && space == AddressSpace::Generic;
        match spaces {
            Spaces::Writable => {
                matches!(
                    space,
                    AddressSpace::Global | AddressSpace::Local | AddressSpace::Private
                ) || generic
            }
            Spaces::Readable => space != AddressSpace::Generic || generic,
            Spaces::Atomic => {
                matches!(space, AddressSpace::Global | AddressSpace::Local) || generic
            }
            Spaces::Global => space == AddressSpace::Global,
            Spaces::Local => space == AddressSpace::Local,
            Spaces::Generic => generic,
        }
    }

    /// The rank of passing an argument of type `arg` to `param`, or `None` if impossible.
    /// `null` says the argument is a null pointer constant (the literal `0`), which an `event_t`
    /// parameter accepts (`async_work_group_copy(dst, src, n, 0)`).
    fn rank(&self, arg: TypeId, param: ConcreteParam, null: bool) -> Option<Rank> {
        match param {
            ConcreteParam::Value(p) => {
                if arg == p {
                    return Some(EXACT);
                }
                match (self.ty(arg), self.ty(p)) {
                    (Type::Scalar(a), Type::Event) if a.is_integer() && null => Some(CONVERSION),
                    (Type::Scalar(a), Type::Scalar(b)) => {
                        let promotion = (a == Scalar::Float && b == Scalar::Double)
                            || (Self::promoted_scalar(a) == b && a != b);
                        Some(if promotion { PROMOTION } else { CONVERSION })
                    }
                    _ => None,
                }
            }
            ConcreteParam::Pointer { pointee, spaces } => match self.ty(arg) {
                Type::Pointer {
                    pointee: a, space, ..
                } => {
                    let pointee_rank = if a == pointee {
                        EXACT
                    } else if (spaces == Spaces::Atomic
                        || matches!(self.ty(pointee), Type::Atomic(_)))
                        && !matches!(self.ty(a), Type::Void)
                    {
                        INCOMPATIBLE
                    } else {
                        return None;
                    };
                    let space_rank = if self.space_allowed(spaces, space) {
                        EXACT
                    } else if self.is_cl20()
                        && space != AddressSpace::Constant
                        && self.space_allowed(spaces, AddressSpace::Generic)
                    {
                        CONVERSION
                    } else {
                        return None;
                    };
                    Some(pointee_rank.max(space_rank))
                }
                _ => None,
            },
        }
    }

    /// Resolves a call with arguments of types `args`; bit `i` of `nulls` is set when argument
    /// `i` is a null pointer constant.
    fn resolve(
        &mut self,
        name: Symbol,
        args: &[TypeId],
        nulls: u64,
    ) -> Result<Rc<Candidate>, Unresolved> {
        let cached = self.state.builtins.cache.get(&name).and_then(|entries| {
            entries
                .iter()
                .find(|(types, n, _)| **types == *args && *n == nulls)
                .map(|(_, _, c)| c.clone())
        });
        if let Some(hit) = cached {
            return Ok(hit);
        }
        let text = self.name(name);
        let all = self.candidates(text);
        let mut viable: Vec<(Candidate, Vec<Rank>)> = Vec::new();
        for c in &all {
            if c.params.len() != args.len() {
                continue;
            }
            let ranks: Option<Vec<Rank>> = args
                .iter()
                .zip(&c.params)
                .enumerate()
                .map(|(i, (&a, &p))| self.rank(a, p, i < 64 && nulls & (1 << i) != 0))
                .collect();
            if let Some(ranks) = ranks {
                viable.push((c.clone(), ranks));
            }
        }
        // A candidate that needs an incompatible pointer conversion is considered only when
        // every candidate needs one (clang: `atomic_exchange(atomic_float_ptr, 1)` is the float
        // overload, not the `atomic_int` one with the exact `int`).
        if viable.iter().any(|(_, r)| !r.contains(&INCOMPATIBLE)) {
            viable.retain(|(_, r)| !r.contains(&INCOMPATIBLE));
        }
        let better = |a: &[Rank], b: &[Rank]| {
            a.iter().zip(b).all(|(x, y)| x <= y) && a.iter().zip(b).any(|(x, y)| x < y)
        };
        let best: Vec<usize> = (0..viable.len())
            .filter(|&i| (0..viable.len()).all(|j| i == j || !better(&viable[j].1, &viable[i].1)))
            .collect();
        let result = match best.as_slice() {
            [one]
                if (0..viable.len())
                    .all(|j| j == *one || better(&viable[*one].1, &viable[j].1)) =>
            {
                Ok(viable[*one].0.clone())
            }
            [] => Err(Unresolved::NoViable(all)),
            _ => Err(Unresolved::Ambiguous(
                best.iter().map(|&i| viable[i].0.clone()).collect(),
            )),
        };
        let result = result.map(Rc::new);
        if let Ok(candidate) = &result {
            self.state.builtins.cache.entry(name).or_default().push((
                args.into(),
                nulls,
                candidate.clone(),
            ));
        }
        result
    }

    fn describe(&self, c: &Candidate, name: &str) -> String {
        let params: Vec<String> = c
            .params
            .iter()
            .map(|p| match *p {
                ConcreteParam::Value(t) => self.type_name(t),
                ConcreteParam::Pointer { pointee, .. } => format!("{} *", self.type_name(pointee)),
            })
            .collect();
        format!("{} {name}({})", self.type_name(c.ret), params.join(", "))
    }

    /// A call to a builtin function; unknown names get clang's implicit-declaration error.
    pub(crate) fn builtin_call(
        &mut self,
        name: Symbol,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let text = self.name(name);
        match text {
            "shuffle" | "shuffle2" => {
                return self.shuffle(text == "shuffle2", callee_span, args, span)
            }
            "printf" => return self.printf(callee_span, args, span),
            "to_global" | "to_local" | "to_private"
                if self.options.std >= crate::options::ClStd::Cl2_0 =>
            {
                if let Some(builtin) = SimpleBuiltin::from_name(text) {
                    return self.address_space_query(builtin, callee_span, args, span);
                }
            }
            "to_global" | "to_local" | "to_private" => {
                self.error(
                    callee_span,
                    format!("use of undeclared identifier '{text}'"),
                );
                return None;
            }
            _ if text.starts_with("read_image")
                || text.starts_with("write_image")
                || text.starts_with("get_image_") =>
            {
                if let Some(builtin) = SimpleBuiltin::from_name(text) {
                    return self.image_call(builtin, text, callee_span, args, span);
                }
            }
            _ => {}
        }
        let rows = self.state.builtins.rows.get(text);
        // A builtin of a later OpenCL C version, or of a feature whose macro is not defined, is
        // not declared at all (opencl-c.h's gating).
        let declared = rows.is_some_and(|rows| rows.iter().any(|r| self.row_declared(r)));
        if !declared {
            let oclvk_builtin = SimpleBuiltin::from_name(text).filter(|s| !s.internal());
            if rows.is_none() && oclvk_builtin.is_some() {
                self.error(
                    callee_span,
                    format!("the builtin '{text}' is not supported by oclvk yet"),
                );
            } else {
                // OpenCL C has no implicit function declarations (clang says the same).
                self.error(
                    callee_span,
                    format!("use of undeclared identifier '{text}'"),
                );
            }
            return None;
        }
        // Buffers reused across calls, so a call allocates nothing; taken out while in use (a
        // builtin call inside an argument starts its own).
        let mut scratch = std::mem::take(&mut self.state.call_scratch);
        scratch.values.clear();
        scratch.types.clear();
        scratch.lowered.clear();
        let result = self.overloaded_call(name, callee_span, args, span, &mut scratch);
        self.state.call_scratch = scratch;
        result
    }

    /// A call of an overloaded builtin from the table: checks the arguments (into `values`, their
    /// types into `types`), picks the overload, and converts the arguments to its parameters.
    fn overloaded_call(
        &mut self,
        name: Symbol,
        callee_span: Span,
        args: &[ast::ExprId],
        span: Span,
        scratch: &mut CallScratch,
    ) -> Option<Value> {
        let CallScratch {
            values,
            types,
            lowered,
        } = scratch;
        let text = self.name(name);
        let mut ok = true;
        for &a in args {
            match self.rvalue_expr(a) {
                Some(v) => values.push(v),
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        types.extend(values.iter().map(|v| v.ty));
        let nulls = values
            .iter()
            .take(64)
            .enumerate()
            .filter(|(_, v)| self.is_null_constant(v.expr))
            .fold(0u64, |bits, (i, _)| bits | 1 << i);
        let candidate = match self.resolve(name, types, nulls) {
            Ok(c) => c,
            Err(unresolved) => {
                // A builtin with one overload is one declaration to clang, which counts the
                // arguments against it rather than listing candidates.
                if let Unresolved::NoViable(c) = &unresolved {
                    if let [only] = c.as_slice() {
                        if only.params.len() != args.len() {
                            let (expected, have) = (only.params.len(), args.len());
                            let (what, at) = if have > expected {
                                ("many", self.tu[args[expected]].span)
                            } else {
                                ("few", span)
                            };
                            let d = Diagnostic::error(
                                at,
                                format!(
                                    "too {what} arguments to function call, expected {expected}, have {have}"
                                ),
                            )
                            .with_note(None, format!("'{text}' declared here"));
                            self.report(d);
                            return None;
                        }
                    }
                }
                let arg_list: Vec<String> = types.iter().map(|&t| self.type_name(t)).collect();
                let (mut d, candidates) = match unresolved {
                    Unresolved::Ambiguous(c) => (
                        Diagnostic::error(callee_span, format!("call to '{text}' is ambiguous")),
                        c,
                    ),
                    Unresolved::NoViable(c) => (
                        Diagnostic::error(
                            callee_span,
                            format!("no matching function for call to '{text}'"),
                        ),
                        c,
                    ),
                };
                d = d.with_note(
                    None,
                    format!("argument types are ({})", arg_list.join(", ")),
                );
                for c in candidates.iter().take(4) {
                    d = d.with_note(
                        None,
                        format!("candidate function: {}", self.describe(c, text)),
                    );
                }
                if candidates.len() > 4 {
                    d = d.with_note(
                        None,
                        format!("and {} more candidates", candidates.len() - 4),
                    );
                }
                self.report(d);
                return None;
            }
        };
        for ((&v, p), &a) in values.iter().zip(&candidate.params).zip(args) {
            let aspan = self.tu[a].span;
            let target = match *p {
                ConcreteParam::Value(t) => t,
                ConcreteParam::Pointer { pointee, spaces } => {
                    let Type::Pointer {
                        space, qualifiers, ..
                    } = self.ty(v.ty)
                    else {
                        return None;
                    };
                    let space = if self.space_allowed(spaces, space) {
                        space
                    } else {
                        AddressSpace::Generic
                    };
                    self.state.module.types.intern(Type::Pointer {
                        pointee,
                        space,
                        qualifiers,
                    })
                }
            };
            lowered.push(self.implicit(v, target, aspan, ConvContext::Pass)?);
        }
        let args = self.expr_list(lowered.iter().copied());
        let e = self.emit(
            ExprKind::Builtin {
                builtin: candidate.builtin,
                args,
            },
            candidate.ret,
            span,
        );
        Some(Value::rvalue(e, candidate.ret))
    }
}

/// The buffers one builtin call works in (kept in sema's state between calls): the checked
/// arguments, their types, and the arguments converted to the chosen overload's parameters.
#[derive(Default)]
pub(crate) struct CallScratch {
    values: Vec<Value>,
    types: Vec<TypeId>,
    lowered: Vec<crate::ir::ExprId>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_names_an_ir_builtin() {
        // Table::new panics on a row it cannot map; building it is the test.
        let table = Table::new();
        assert!(table.is_builtin("sqrt"));
        assert!(table.is_builtin("atom_add"));
        assert!(table.is_builtin("vstore_half4_rtz"));
        assert!(!table.is_builtin("atom_load"));
        assert!(table.is_builtin("work_group_scan_exclusive_max"));
        assert!(!table.is_builtin("work_group_scan_max"));
    }
}
