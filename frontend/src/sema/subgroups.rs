//! Which sub-group builtins a unit declares: `cl_khr_subgroups` (from OpenCL C 2.0, and in 3.0
//! with `__opencl_c_subgroups`) and the `cl_khr_subgroup_*` extensions, each while its macro is
//! defined at the end of the unit (`#undef cl_khr_subgroup_ballot` withdraws the ballot
//! functions, as in clang-15), and the overload rows of each, as clang-15 declares them.

use super::builtins::Family;
use crate::options::ClStd;

/// The extension that declares a sub-group row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SubGroupExtension {
    /// `cl_khr_subgroups` or `__opencl_c_subgroups`.
    Core,
    ExtendedTypes,
    NonUniformVote,
    Ballot,
    NonUniformArithmetic,
    Shuffle,
    ShuffleRelative,
    ClusteredReduce,
    Rotate,
}

impl SubGroupExtension {
    const ALL: [SubGroupExtension; 9] = [
        SubGroupExtension::Core,
        SubGroupExtension::ExtendedTypes,
        SubGroupExtension::NonUniformVote,
        SubGroupExtension::Ballot,
        SubGroupExtension::NonUniformArithmetic,
        SubGroupExtension::Shuffle,
        SubGroupExtension::ShuffleRelative,
        SubGroupExtension::ClusteredReduce,
        SubGroupExtension::Rotate,
    ];

    /// The extension's macro (for the core functions, the 2.0 extension's).
    pub(crate) fn macro_name(self) -> &'static str {
        match self {
            SubGroupExtension::Core => "cl_khr_subgroups",
            SubGroupExtension::ExtendedTypes => "cl_khr_subgroup_extended_types",
            SubGroupExtension::NonUniformVote => "cl_khr_subgroup_non_uniform_vote",
            SubGroupExtension::Ballot => "cl_khr_subgroup_ballot",
            SubGroupExtension::NonUniformArithmetic => "cl_khr_subgroup_non_uniform_arithmetic",
            SubGroupExtension::Shuffle => "cl_khr_subgroup_shuffle",
            SubGroupExtension::ShuffleRelative => "cl_khr_subgroup_shuffle_relative",
            SubGroupExtension::ClusteredReduce => "cl_khr_subgroup_clustered_reduce",
            SubGroupExtension::Rotate => "cl_khr_subgroup_rotate",
        }
    }

    /// Every extension's macro, for the predefined macros.
    pub fn macro_names() -> impl Iterator<Item = &'static str> {
        Self::ALL.into_iter().map(Self::macro_name)
    }
}

/// The sub-group extensions whose builtins a unit declares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SubGroupFeatures {
    bits: u16,
}

impl SubGroupFeatures {
    pub(crate) fn from_macros(defined: &std::collections::HashSet<String>) -> SubGroupFeatures {
        let mut bits = 0;
        for (i, ext) in SubGroupExtension::ALL.into_iter().enumerate() {
            let on = defined.contains(ext.macro_name())
                || (ext == SubGroupExtension::Core && defined.contains("__opencl_c_subgroups"));
            if on {
                bits |= 1 << i;
            }
        }
        SubGroupFeatures { bits }
    }

    pub(crate) fn declares(self, ext: SubGroupExtension) -> bool {
        let i = SubGroupExtension::ALL
            .iter()
            .position(|&e| e == ext)
            .unwrap_or(0);
        self.bits & (1 << i) != 0
    }
}

/// A row of sub-group builtins: (names, extension, family, return, parameters, first version).
/// The words are those of `builtins::ROWS`; `uint4` is a ballot.
pub(crate) type SubGroupRow = (
    &'static str,
    SubGroupExtension,
    Family,
    &'static str,
    &'static str,
    ClStd,
);

const COLLECTIVES: &str = "reduce_OP scan_inclusive_OP scan_exclusive_OP";

use Family as Fa;
use SubGroupExtension as X;

/// The rows whose names are spelled out.
const ROWS: &[SubGroupRow] = &[
    (
        "get_sub_group_size get_max_sub_group_size get_num_sub_groups get_sub_group_id get_sub_group_local_id",
        X::Core, Fa::None, "uint", "", ClStd::Cl1_0,
    ),
    ("get_enqueued_num_sub_groups", X::Core, Fa::None, "uint", "", ClStd::Cl2_0),
    ("sub_group_barrier", X::Core, Fa::None, "void", "uint", ClStd::Cl1_0),
    ("sub_group_barrier", X::Core, Fa::None, "void", "uint uint", ClStd::Cl2_0),
    ("sub_group_all sub_group_any", X::Core, Fa::None, "int", "int", ClStd::Cl1_0),
    ("sub_group_broadcast", X::Core, Fa::SubGroupCore, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_broadcast", X::ExtendedTypes, Fa::SubGroupNarrow, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_broadcast", X::ExtendedTypes, Fa::SubGroupVector, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_elect", X::NonUniformVote, Fa::None, "int", "", ClStd::Cl1_0),
    ("sub_group_non_uniform_all sub_group_non_uniform_any", X::NonUniformVote, Fa::None, "int", "int", ClStd::Cl1_0),
    ("sub_group_non_uniform_all_equal", X::NonUniformVote, Fa::SubGroupScalar, "int", "T", ClStd::Cl1_0),
    ("sub_group_non_uniform_broadcast", X::Ballot, Fa::SubGroupScalar, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_non_uniform_broadcast", X::Ballot, Fa::SubGroupVector, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_broadcast_first", X::Ballot, Fa::SubGroupScalar, "T", "T", ClStd::Cl1_0),
    ("sub_group_ballot", X::Ballot, Fa::None, "uint4", "int", ClStd::Cl1_0),
    ("sub_group_inverse_ballot", X::Ballot, Fa::None, "int", "uint4", ClStd::Cl1_0),
    ("sub_group_ballot_bit_extract", X::Ballot, Fa::None, "int", "uint4 uint", ClStd::Cl1_0),
    (
        "sub_group_ballot_bit_count sub_group_ballot_inclusive_scan sub_group_ballot_exclusive_scan sub_group_ballot_find_lsb sub_group_ballot_find_msb",
        X::Ballot, Fa::None, "uint", "uint4", ClStd::Cl1_0,
    ),
    (
        "get_sub_group_eq_mask get_sub_group_ge_mask get_sub_group_gt_mask get_sub_group_le_mask get_sub_group_lt_mask",
        X::Ballot, Fa::None, "uint4", "", ClStd::Cl1_0,
    ),
    ("sub_group_shuffle sub_group_shuffle_xor", X::Shuffle, Fa::SubGroupScalar, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_shuffle_up sub_group_shuffle_down", X::ShuffleRelative, Fa::SubGroupScalar, "T", "T uint", ClStd::Cl1_0),
    ("sub_group_rotate", X::Rotate, Fa::SubGroupScalar, "T", "T int", ClStd::Cl1_0),
    ("sub_group_clustered_rotate", X::Rotate, Fa::SubGroupScalar, "T", "T int uint", ClStd::Cl1_0),
];

/// Every sub-group row: [`ROWS`] and the reductions and scans, whose names are generated.
pub(crate) fn rows() -> Vec<(
    String,
    SubGroupExtension,
    Family,
    &'static str,
    String,
    ClStd,
)> {
    let mut out: Vec<_> = ROWS
        .iter()
        .map(|&(names, ext, family, ret, params, since)| {
            (
                names.to_string(),
                ext,
                family,
                ret,
                params.to_string(),
                since,
            )
        })
        .collect();
    let names = |prefix: &str, ops: &[&str]| -> String {
        let mut v = Vec::new();
        for op in ops {
            for form in COLLECTIVES.split_whitespace() {
                v.push(format!("{prefix}{}", form.replace("OP", op)));
            }
        }
        v.join(" ")
    };
    let clustered = |ops: &[&str]| -> String {
        ops.iter()
            .map(|op| format!("sub_group_clustered_reduce_{op}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let arithmetic = ["add", "mul", "min", "max"];
    let bitwise = ["and", "or", "xor"];
    let logical = ["logical_and", "logical_or", "logical_xor"];
    let uniform = names("sub_group_", &["add", "min", "max"]);
    let v = ClStd::Cl1_0;
    out.push((
        uniform.clone(),
        X::Core,
        Fa::SubGroupCore,
        "T",
        "T".into(),
        v,
    ));
    out.push((
        uniform,
        X::ExtendedTypes,
        Fa::SubGroupNarrow,
        "T",
        "T".into(),
        v,
    ));
    let nu = "sub_group_non_uniform_";
    out.push((
        names(nu, &arithmetic),
        X::NonUniformArithmetic,
        Fa::SubGroupScalar,
        "T",
        "T".into(),
        v,
    ));
    out.push((
        names(nu, &bitwise),
        X::NonUniformArithmetic,
        Fa::IntegerScalar,
        "T",
        "T".into(),
        v,
    ));
    out.push((
        names(nu, &logical),
        X::NonUniformArithmetic,
        Fa::None,
        "int",
        "int".into(),
        v,
    ));
    out.push((
        clustered(&arithmetic),
        X::ClusteredReduce,
        Fa::SubGroupScalar,
        "T",
        "T uint".into(),
        v,
    ));
    out.push((
        clustered(&bitwise),
        X::ClusteredReduce,
        Fa::IntegerScalar,
        "T",
        "T uint".into(),
        v,
    ));
    out.push((
        clustered(&logical),
        X::ClusteredReduce,
        Fa::None,
        "int",
        "int uint".into(),
        v,
    ));
    out
}

/// The names of every sub-group builtin (for tests).
#[cfg(test)]
pub(crate) fn all_names() -> std::collections::HashSet<String> {
    rows()
        .iter()
        .flat_map(|r| {
            r.0.split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::SubGroupBuiltin;

    #[test]
    fn every_row_names_a_sub_group_builtin() {
        let names = all_names();
        assert!(names.contains("sub_group_scan_exclusive_min"));
        assert!(names.contains("sub_group_non_uniform_reduce_logical_xor"));
        assert!(!names.contains("sub_group_reduce_mul"));
        for name in &names {
            assert!(SubGroupBuiltin::from_name(name).is_some(), "{name}");
        }
    }
}
