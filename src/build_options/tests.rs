//! The build-options parser, table-driven: each case is an options string and the options it
//! gives (the fields that differ from the defaults) or its error.

use super::*;
use crate::frontend::diag::WarningPolicy;

/// The fields of `o` that differ from [`Parser::new`]'s defaults, in a fixed order.
fn describe(o: &CompileOptions) -> String {
    let defaults = Parser::new().finish();
    let mut parts = Vec::new();
    if o.lang.std != defaults.lang.std {
        parts.push(format!("std={}", o.lang.std));
    }
    for m in &o.lang.macros {
        parts.push(match m {
            MacroOption::Define { name, value: None } => format!("+{name}"),
            MacroOption::Define {
                name,
                value: Some(v),
            } => format!("+{name}={v}"),
            MacroOption::Undefine(name) => format!("-{name}"),
        });
    }
    for dir in &o.lang.include_dirs {
        parts.push(format!("I:{}", dir.display()));
    }
    let WarningPolicy {
        suppress,
        as_errors,
        error_limit,
    } = o.warnings;
    let flags = [
        (suppress, "no-warnings"),
        (as_errors, "werror"),
        (!o.lang.fp64, "no-fp64"),
        (o.lang.fp16, "fp16"),
        (o.lang.single_precision_constant, "single-constants"),
        (o.backend.fast_math, "fast-math"),
        (o.backend.no_contraction, "no-contraction"),
        (o.backend.uniform_work_group_size, "uniform-groups"),
    ];
    parts.extend(
        flags
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, n)| n.to_string()),
    );
    if o.backend.local_reserve_bytes != 0 {
        parts.push(format!("local-reserve={}", o.backend.local_reserve_bytes));
    }
    if o.backend.local_reserve_auto {
        parts.push("local-reserve=auto".into());
    }
    if error_limit != defaults.warnings.error_limit {
        parts.push(format!("error-limit={error_limit}"));
    }
    parts.join(" ")
}

/// `input` gives the options `expect` describes, or fails with the message `expect` holds
/// after `error: `.
fn check(input: &str, expect: &str) {
    let got = match parse(input) {
        Ok(options) => describe(&options),
        Err(e) => format!("error: {e}"),
    };
    assert_eq!(got, expect, "build options {input:?}");
}

#[test]
fn every_standard_option_is_accepted() {
    for (input, expect) in [
        ("", ""),
        ("   ", ""),
        ("-cl-std=CL2.0", "std=CL2.0"),
        ("-cl-std=cl3.0", "std=CL3.0"),
        ("-cl-std=CL1.1 -cl-std=CL1.2", ""),
        ("-DN", "+N"),
        ("-DN=4", "+N=4"),
        ("-D N=4", "+N=4"),
        ("-D N= -UN", "+N= -N"),
        ("-D A=1 -U B -D C", "+A=1 -B +C"),
        ("-Iinclude -I /abs/dir", "I:include I:/abs/dir"),
        ("-w", "no-warnings"),
        ("-Werror", "werror"),
        ("-ferror-limit=0", "error-limit=0"),
        ("-ferror-limit=5", "error-limit=5"),
        ("-cl-no-fp64", "no-fp64"),
        ("-cl-fp16", "fp16"),
        ("-cl-single-precision-constant", "single-constants"),
        (
            "-cl-fast-relaxed-math",
            "+__FAST_RELAXED_MATH__=1 +__FAST_MATH__=1 +__FINITE_MATH_ONLY__=1 fast-math",
        ),
        (
            "-DX -cl-fast-relaxed-math -U__FAST_MATH__",
            "+__FAST_RELAXED_MATH__=1 +__FAST_MATH__=1 +__FINITE_MATH_ONLY__=1 +X -__FAST_MATH__ fast-math",
        ),
        ("-cl-unsafe-math-optimizations", "fast-math"),
        ("-cl-native-math", "fast-math"),
        ("-cl-finite-math-only", "+__FINITE_MATH_ONLY__=1"),
        ("-ffp-contract=off", "no-contraction"),
        ("-ffp-contract=on -ffp-contract=fast", ""),
        ("-cl-uniform-work-group-size", "uniform-groups"),
        ("-cl-local-reserve=32768", "local-reserve=32768"),
        ("-cl-local-reserve=auto", "local-reserve=auto"),
        // The last one wins, as for every joined option.
        ("-cl-local-reserve=auto -cl-local-reserve=64", "local-reserve=64"),
        ("-cl-local-reserve=64 -cl-local-reserve=auto", "local-reserve=auto"),
        // Accepted no-ops.
        ("-cl-mad-enable -cl-no-signed-zeros -cl-denorms-are-zero", ""),
        ("-cl-fp32-correctly-rounded-divide-sqrt -cl-opt-disable", ""),
        ("-O -O0 -O1 -O2 -O3 -Os -Oz -Ofast", ""),
        ("-g -cl-kernel-arg-info -cl-strict-aliasing -cl-no-subgroup-ifp", ""),
        ("-cluster-pod-kernel-args -pod-ubo -pod-pushconstant", ""),
        ("-constant-args-ubo -inline-entry-points -max-ubo-size=64", ""),
        // Quoting and white space.
        ("\t-D  \"S=a b\"\n-I 'my dir'", "+S=a b I:my dir"),
        (r#"-D"Q=\"x\"""#, r#"+Q="x""#),
        // Earlier oclvk spellings.
        ("--cl-std CL2.0 --werror --cl-no-fp64", "std=CL2.0 werror no-fp64"),
        ("--cl-std=CL3.0 --ffp-contract off", "std=CL3.0 no-contraction"),
        ("-cl-std CL2.0 -ffp-contract off", "std=CL2.0 no-contraction"),
        ("-ferror-limit 7", "error-limit=7"),
        ("--ffp-contract=off --cl-fast-relaxed-math", "+__FAST_RELAXED_MATH__=1 +__FAST_MATH__=1 +__FINITE_MATH_ONLY__=1 fast-math no-contraction"),
    ] {
        check(input, expect);
    }
}

#[test]
fn bad_options_are_named() {
    for (input, expect) in [
        ("-cl-fast-math", "error: unknown argument: '-cl-fast-math'"),
        ("-cl-std", "error: argument to '-cl-std' is missing (expected 1 value)"),
        ("-cl-mad-enable 1", "error: '1' is not an option (build options start with '-')"),
        ("-Wall", "error: unknown argument: '-Wall'"),
        ("-w2", "error: unknown argument: '-w2'"),
        ("-cl-mad-enable=1", "error: unknown argument: '-cl-mad-enable=1'"),
        ("--cl-mad-enable=1", "error: unknown argument: '--cl-mad-enable=1'"),
        ("--D N", "error: unknown argument: '--D'"),
        ("--nonsense", "error: unknown argument: '--nonsense'"),
        (
            "-cl-std=CL9.9",
            "error: invalid value 'CL9.9' in '-cl-std=CL9.9' (expected CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0)",
        ),
        (
            "-ffp-contract=maybe",
            "error: invalid value 'maybe' in '-ffp-contract=maybe' (expected on, off or fast)",
        ),
        (
            "-ferror-limit=-1",
            "error: invalid value '-1' in '-ferror-limit=-1' (expected a number of errors)",
        ),
        (
            "-cl-local-reserve=32k",
            "error: invalid value '32k' in '-cl-local-reserve=32k' (expected a number of bytes at most 4294967295, or auto)",
        ),
        (
            "-cl-local-reserve=99999999999",
            "error: invalid value '99999999999' in '-cl-local-reserve=99999999999' (expected a number of bytes at most 4294967295, or auto)",
        ),
        (
            "-O4",
            "error: invalid value '4' in '-O4' (expected 0, 1, 2, 3, s, z or fast)",
        ),
        ("-D", "error: argument to '-D' is missing (expected 1 value)"),
        ("-w -I", "error: argument to '-I' is missing (expected 1 value)"),
        ("--cl-std", "error: argument to '--cl-std' is missing (expected 1 value)"),
        (
            "kernel.cl",
            "error: 'kernel.cl' is not an option (build options start with '-')",
        ),
        ("-", "error: '-' is not an option (build options start with '-')"),
        (
            "-D \"N=4",
            "error: unterminated quote in build options: -D \"N=4",
        ),
    ] {
        check(input, expect);
    }
}

/// The help and the README's table list every documented option, with its help.
#[test]
fn help_and_readme_list_the_table() {
    let help = table::help_text();
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    assert!(
        readme.contains(&table::markdown_table()),
        "README.md's build-options table is not the table's; replace it with:\n{}",
        table::markdown_table()
    );
    for option in BUILD_OPTIONS {
        assert!(
            help.contains(option.spelling.trim_end_matches('=')),
            "{}",
            option.spelling
        );
        // Every spelling parses (with a value where it takes one).
        let word = match option.value {
            ValueForm::None | ValueForm::OptionalJoined(_) => option.spelling.to_string(),
            ValueForm::Joined(_) | ValueForm::JoinedOrSeparate(_) => match option.effect {
                Effect::Std => format!("{}CL2.0", option.spelling),
                Effect::FpContract => format!("{}off", option.spelling),
                _ => format!("{}1", option.spelling),
            },
        };
        assert!(parse(&word).is_ok(), "{word}");
    }
}
