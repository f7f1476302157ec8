//! The driver ([`crate::Frontend`]): preprocessing, parsing and checking on three threads at
//! once gives what running the stages one after the other gives, wherever the preprocessor's
//! pieces are cut; the syntax tree is kept only when asked for.

use crate::diag::{render_text, Diagnostics, WarningPolicy};
use crate::options::{ClStd, LangOptions};
use crate::pipeline::{self, Outcome};
use crate::source::{FileId, SourceMap};
use crate::token::Interner;
use crate::{interner_for, parse, pp, sema, Frontend, Keep};

#[path = "../tests/support/kernels.rs"]
mod repository_kernels;

/// The IR text (when there are no errors) and every diagnostic, as `oclvk check` prints them.
fn rendered(
    sources: &SourceMap,
    module: Option<&crate::ir::Module>,
    diags: &Diagnostics,
) -> String {
    let mut out = module.map(|m| m.display().to_string()).unwrap_or_default();
    for d in diags.iter() {
        out.push_str(&render_text(sources, d, false));
    }
    out
}

/// Preprocesses, parses the whole unit, then checks it: the stages one after the other.
fn whole_unit(src: &str, policy: WarningPolicy) -> String {
    let mut sources = SourceMap::new();
    let file = sources.add_file("t.cl", src);
    stages_in_turn(sources, file, &LangOptions::default(), policy)
}

fn stages_in_turn(
    mut sources: SourceMap,
    file: FileId,
    options: &LangOptions,
    policy: WarningPolicy,
) -> String {
    let mut interner = Interner::new();
    let mut diags = Diagnostics::new(policy);
    let out = pp::preprocess(&mut sources, &mut interner, file, options, &mut diags);
    let tu = parse::parse(&out.tokens, &mut interner, options, &mut diags);
    let module = sema::analyze(&tu, &interner, options, &out.feature_macros, &mut diags);
    let module = (!diags.has_errors()).then_some(module);
    rendered(&sources, module.as_ref(), &diags)
}

/// The three-thread pipeline with pieces of `piece` tokens: `None` when it must start over.
fn streamed(
    mut sources: SourceMap,
    file: FileId,
    options: &LangOptions,
    policy: WarningPolicy,
    piece: usize,
) -> Option<String> {
    let mut interner = interner_for(options);
    let mut diags = Diagnostics::new(policy);
    let outcome = pipeline::run(
        &mut sources,
        file,
        &mut interner,
        options,
        sema::Bodies::Keep,
        &mut diags,
        piece,
    );
    match outcome {
        Outcome::Module(module) => {
            let module = (!diags.has_errors()).then_some(module);
            Some(rendered(&sources, module.as_ref(), &diags))
        }
        Outcome::StartOver => None,
        Outcome::NoThreads => panic!("no threads"),
    }
}

fn by_declaration(src: &str, policy: WarningPolicy) -> String {
    let fe = Frontend::compile_source("t.cl", src, &LangOptions::default(), policy);
    assert!(fe.ast.is_none(), "the tree is dropped unless asked for");
    rendered(&fe.sources, fe.module.as_ref(), &fe.diagnostics)
}

#[test]
fn checking_while_parsing_matches_checking_the_whole_unit() {
    let valid = "
        #define N 4
        typedef struct { float4 p; int id; } Body;
        constant float w[N] = {1, 2, 3, 4};
        float helper(float a, int k);
        float helper(float a, int k) { float s = 0; for (int j = 0; j < k; ++j) s += a * w[j & 3]; return s; }
        kernel void k(global const Body *b, global float *out, local float *scratch, int n) {
            local int shared[8];
            size_t g = get_global_id(0);
            scratch[0] = helper(b[g].p.x, n);
            shared[g & 7] = n;
            switch (b[g].id) { case 0: out[g] = -scratch[0]; break; default: out[g] = 1; }
        }";
    let broken = "
        int first(int x) { return y; }
        kernel void k(global int *p) { p[0] = 1 }
        struct S { int a; };
        void f(void) { struct S s; s.b = 1; int unused = (1 ? 2 : 3) ; }
        kernel void g(global int *p) { p[0] = first(1.5f, 2); #
        }
        int last(void) { return 0; } }";
    let warnings = "void f(global int *p) { int x; x; } kernel void k(global int *p) { f(p); }";
    // Many batches (each cut after `pipeline::BATCH_EXPRS` expressions), parse and sema errors
    // spread over them.
    let mut many = String::new();
    for i in 0..400 {
        many.push_str(&format!(
            "float h{i}(float a) {{ float s = a; for (int j = 0; j < 8; ++j) s += a * j; return s; }}\n"
        ));
        if i % 97 == 0 {
            many.push_str(&format!("int bad{i}(void) {{ return undeclared{i}; }}\n"));
        }
        if i % 131 == 0 {
            many.push_str(&format!("int broken{i}(void) {{ return 1 }}\n"));
        }
    }
    let many = many.as_str();
    for policy in [
        WarningPolicy::default(),
        WarningPolicy {
            as_errors: true,
            suppress: false,
            error_limit: 0,
        },
        // Each stage stops at the error limit on its own: the output is still the same.
        WarningPolicy {
            error_limit: 3,
            ..WarningPolicy::default()
        },
        WarningPolicy {
            as_errors: true,
            suppress: false,
            error_limit: 1,
        },
    ] {
        // Also units with no tokens but the end of file, and one that ends inside a block.
        let edges = [
            "",
            "#define X 1\n#pragma OPENCL EXTENSION all : disable\n",
            "void f(void) {",
        ];
        for src in [valid, broken, warnings, many].into_iter().chain(edges) {
            assert_eq!(
                by_declaration(src, policy),
                whole_unit(src, policy),
                "{src}"
            );
        }
    }
    assert!(by_declaration(valid, WarningPolicy::default()).contains("kernel void k("));
    assert!(by_declaration(broken, WarningPolicy::default()).contains("error:"));
    let many_errors = by_declaration(many, WarningPolicy::default());
    assert_eq!(
        many_errors.matches("error:").count(),
        5 + 4,
        "{many_errors}"
    );
}

#[test]
fn the_tree_is_kept_for_dump_ast() {
    let dir = std::env::temp_dir().join(format!("oclvk-keep-ast-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.cl");
    std::fs::write(
        &path,
        "int f(int a) { return a + 41; }\nkernel void k(global int *p) { p[0] = f(1); }\n",
    )
    .unwrap();
    let options = LangOptions::default();
    let keep_all = Keep {
        ast: true,
        ir: true,
        free: true,
    };
    let kept = Frontend::check_file(&path, &options, WarningPolicy::default(), keep_all);
    let dropped = Frontend::compile_file(&path, &options, WarningPolicy::default());
    std::fs::remove_dir_all(&dir).unwrap();
    let ast = kept.ast.expect("kept");
    assert_eq!(ast.decls.len(), 2);
    let dump = ast.dump(&kept.interner);
    assert!(dump.contains("41"), "function bodies are kept:\n{dump}");
    assert!(dropped.ast.is_none());
    assert_eq!(
        kept.module.map(|m| m.display().to_string()),
        dropped.module.map(|m| m.display().to_string())
    );
}

#[test]
fn a_check_that_keeps_no_ir_reports_the_same() {
    let dir = std::env::temp_dir().join(format!("oclvk-keep-no-ir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sources = [
        "int f(int a) { return a + 1; }\nkernel void k(global int *p) { local int s[4]; s[0] = f(1); p[0] = s[0]; }\n",
        "int f(int a) { return b; }\nkernel void k(global int *p) { p[0] = f(1, 2); p[1] = 1 }\n",
    ];
    let options = LangOptions::default();
    let diagnostics = |fe: &Frontend| rendered(&fe.sources, None, &fe.diagnostics);
    for (i, src) in sources.iter().enumerate() {
        let path = dir.join(format!("t{i}.cl"));
        std::fs::write(&path, src).unwrap();
        let with_ir = Frontend::compile_file(&path, &options, WarningPolicy::default());
        // Leaving the dropped module to the OS (`oclvk check`) changes nothing either.
        for free in [true, false] {
            let no_ir = Keep {
                ast: false,
                ir: false,
                free,
            };
            let without = Frontend::check_file(&path, &options, WarningPolicy::default(), no_ir);
            assert!(without.module.is_none() && without.ast.is_none());
            assert_eq!(diagnostics(&without), diagnostics(&with_ir), "{src}");
        }
        assert_eq!(with_ir.module.is_some(), i == 0);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A source whose tokens come from everywhere the preprocessor reads them: a macro invocation
/// and a `#define` over several lines, conditional groups, an `#include`d header with its own
/// macros and function, `__LINE__`, and preprocessor, parser and sema diagnostics spread
/// through it (and a warning from the header).
const EVERYWHERE: &str = r#"#define SCALE(x, k) \
    ((x) * (k))
#define PAIR(a, b) a, b
#include "h.h"
#if HEADER_VALUE > 2
int chosen(void) { return HEADER_VALUE; }
#else
int chosen(void) { return -1; }
#endif
float twice(float v) { return SCALE(v,
                                    2.0f); }
kernel void k(global float *out, int n) {
    float acc = from_header(PAIR(1.0f, 2.0f));
    for (int i = 0; i < n; ++i)
        acc += twice(out[i]) + __LINE__;
    out[0] = acc;
    out[1] = undeclared_here;
}
#warning half-way
int broken(void) { return 1 }
#ifdef NEVER
this is skipped ( {
#endif
int last(int a) { return a + chosen(); }
"#;

const HEADER: &str = r#"#define HEADER_VALUE 3
#warning from the header
float from_header(float a, float b) { return a + b; }
"#;

/// A fresh source map holding `path`, for a compile of it.
fn load(path: &std::path::Path) -> (SourceMap, FileId) {
    let mut sources = SourceMap::new();
    let file = sources.load_file(path).unwrap();
    (sources, file)
}

#[test]
fn pieces_cut_anywhere_give_what_the_stages_in_turn_give() {
    let dir = std::env::temp_dir().join(format!("oclvk-pieces-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("h.h"), HEADER).unwrap();
    let main = dir.join("t.cl");
    std::fs::write(&main, EVERYWHERE).unwrap();
    let options = LangOptions::default();
    let policy = WarningPolicy::default();
    let load = || load(&main);
    let (sources, file) = load();
    let expected = stages_in_turn(sources, file, &options, policy);
    for needle in [
        "from the header",
        "half-way",
        "undeclared_here",
        "expected ';'",
    ] {
        assert!(expected.contains(needle), "{needle}: {expected}");
    }
    // Piece sizes 1 to 40 put a boundary between every two tokens, many times over.
    for piece in (1..=40).chain([parse::FEED_PIECE]) {
        let (sources, file) = load();
        let got = streamed(sources, file, &options, policy, piece);
        assert_eq!(got.as_deref(), Some(expected.as_str()), "pieces of {piece}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_fatal_parse_error_still_reads_the_rest_of_the_stream() {
    // The parser stops at the bracket limit; the preprocessor's later diagnostics still come,
    // before the parser's, and the end-of-file token is the stream's.
    let src = format!(
        "int f(void) {{ return {}1; }}\n#warning after the stop\nint g(void) {{ return 0; }}\n",
        "(".repeat(300)
    );
    let options = LangOptions::default();
    let policy = WarningPolicy::default();
    let expected = whole_unit(&src, policy);
    assert!(expected.contains("bracket nesting level"), "{expected}");
    assert!(expected.contains("after the stop"), "{expected}");
    for piece in [1, 7, 64, parse::FEED_PIECE] {
        let mut sources = SourceMap::new();
        let file = sources.add_file("t.cl", src.as_str());
        let got = streamed(sources, file, &options, policy, piece);
        assert_eq!(got.as_deref(), Some(expected.as_str()), "pieces of {piece}");
    }
}

#[test]
fn late_pragmas_apply_where_they_are_and_late_feature_macros_start_over() {
    // A pragma in a later piece turns cl_khr_fp16 on from there: the half arithmetic before it
    // is an error, the one after it is not, in pieces or not, and nothing starts over.
    let mut src = String::from("float early(global half *p) { return p[0]; }\n");
    for i in 0..50 {
        src.push_str(&format!("int f{i}(int a) {{ return a + {i}; }}\n"));
    }
    src.push_str("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n");
    src.push_str("float late(global half *p) { return p[0]; }\n");
    let options = LangOptions::default();
    let policy = WarningPolicy::default();
    let expected = whole_unit(&src, policy);
    assert_eq!(by_declaration(&src, policy), expected);
    assert!(
        expected.contains("t.cl:1:"),
        "fp16 is off at first: {expected}"
    );
    assert!(
        !expected.contains("t.cl:53:"),
        "fp16 is on at the end: {expected}"
    );
    for piece in [64, parse::FEED_PIECE] {
        let mut sources = SourceMap::new();
        let file = sources.add_file("t.cl", src.as_str());
        let got = streamed(sources, file, &options, policy, piece);
        assert_eq!(got.as_deref(), Some(expected.as_str()), "pieces of {piece}");
    }

    // A feature macro undefined late (cl_ext_float_atomics' builtins, CL3.0) is read at the
    // end of the unit, which the checker cannot know from the first piece: the compile starts
    // over.
    let options = LangOptions {
        std: ClStd::Cl3_0,
        ..LangOptions::default()
    };
    let mut src = String::from(
        "kernel void k(volatile global atomic_float *p) { atomic_fetch_add(p, 1.0f); }\n",
    );
    for i in 0..50 {
        src.push_str(&format!("int f{i}(int a) {{ return a + {i}; }}\n"));
    }
    src.push_str("#undef __opencl_c_ext_fp32_global_atomic_add\n");
    let in_turn = |src: &str| {
        let mut sources = SourceMap::new();
        let file = sources.add_file("t.cl", src);
        stages_in_turn(sources, file, &options, policy)
    };
    let mut sources = SourceMap::new();
    let file = sources.add_file("t.cl", src.as_str());
    assert_eq!(streamed(sources, file, &options, policy, 64), None);
    let expected = in_turn(&src);
    let fe = Frontend::compile_source("t.cl", &src, &options, policy);
    assert_eq!(
        rendered(&fe.sources, fe.module.as_ref(), &fe.diagnostics),
        expected
    );
    assert_ne!(
        expected,
        in_turn(src.replace("#undef", "// #undef").as_str())
    );
}

#[test]
fn every_repository_kernel_compiles_the_same_in_pieces() {
    let files = repository_kernels::repository_kernel_paths();
    assert!(
        files.len() > 20,
        "the repository's kernels: {}",
        files.len()
    );
    let policy = WarningPolicy::default();
    let mut started_over = 0;
    for std in [ClStd::Cl1_2, ClStd::Cl2_0, ClStd::Cl3_0] {
        let options = LangOptions {
            std,
            ..LangOptions::default()
        };
        for path in &files {
            let load = || load(path);
            let (sources, file) = load();
            let expected = stages_in_turn(sources, file, &options, policy);
            for piece in [3, 256] {
                let (sources, file) = load();
                match streamed(sources, file, &options, policy, piece) {
                    Some(got) => assert_eq!(
                        got,
                        expected,
                        "{} ({std:?}, pieces of {piece})",
                        path.display()
                    ),
                    None => {
                        started_over += 1;
                        let fe = Frontend::compile_file(path, &options, policy);
                        let got = rendered(&fe.sources, fe.module.as_ref(), &fe.diagnostics);
                        assert_eq!(got, expected, "{} ({std:?}, started over)", path.display());
                    }
                }
            }
        }
    }
    // Kernels put their pragmas first: starting over is the exception.
    assert!(
        started_over < files.len(),
        "{started_over} of {}",
        files.len() * 6
    );
}

#[test]
fn starting_over_forgets_the_first_attempts_files_and_line_numbers() {
    // The first attempt reads the header and records `#line`; starting over must leave the
    // source map as it was (or the header would be read twice and every location after it
    // shift), so the diagnostics are those of the stages in turn.
    let dir = std::env::temp_dir().join(format!("oclvk-start-over-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("h.h"),
        "#warning in the header\nint from_header(void) { return 1; }\n",
    )
    .unwrap();
    let mut src = String::from("#include \"h.h\"\n#line 500 \"renamed.cl\"\n");
    // More than a piece of tokens before a feature macro is undefined, so that the driver
    // starts over too.
    for i in 0..(parse::FEED_PIECE / 10) {
        src.push_str(&format!("int f{i}(int a) {{ return a + {i}; }}\n"));
    }
    src.push_str("int broken(void) { return undeclared_after_line; }\n");
    src.push_str("#undef __opencl_c_ext_fp32_global_atomic_add\n");
    let main = dir.join("t.cl");
    std::fs::write(&main, &src).unwrap();
    let options = LangOptions {
        std: ClStd::Cl3_0,
        ..LangOptions::default()
    };
    let policy = WarningPolicy::default();
    let load = || load(&main);
    let (sources, file) = load();
    assert_eq!(streamed(sources, file, &options, policy, 64), None);
    let (sources, file) = load();
    let expected = stages_in_turn(sources, file, &options, policy);
    let line = 500 + parse::FEED_PIECE / 10;
    assert!(
        expected.contains(&format!("renamed.cl:{line}")),
        "{expected}"
    );
    assert!(expected.contains("in the header"), "{expected}");
    let fe = Frontend::compile_file(&main, &options, policy);
    assert_eq!(
        rendered(&fe.sources, fe.module.as_ref(), &fe.diagnostics),
        expected
    );
    assert_eq!(fe.sources.files().count(), 3, "<built-in>, t.cl, h.h once");
    std::fs::remove_dir_all(&dir).unwrap();
}
