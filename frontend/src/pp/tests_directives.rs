//! Tests of directives: conditionals and `#if` expressions, `#include`, `#line`, `#error`,
//! `#warning`, pragmas and `_Pragma`.

use super::tests::{check, check_with, run};
use super::*;
use crate::diag::render_text;

#[test]
fn conditionals_pick_one_branch() {
    check("#if 1\na\n#else\nb\n#endif", "a");
    check("#if 0\na\n#elif 2 > 1\nb\n#else\nc\n#endif", "b");
    check("#if 0\na\n#elif 0\nb\n#else\nc\n#endif", "c");
    check("#define X\n#ifdef X\na\n#endif\n#ifndef X\nb\n#endif", "a");
    check("#if 0\n#if 1\nx\n#else\ny\n#endif\n#else\nz\n#endif", "z");
    check(
        "#if 1\n#if 0\nx\n#elif 1\ny\n#endif\n#elif 1\nz\n#endif",
        "y",
    );
    check("#\n# /* null */\na", "a");
}

#[test]
fn skipped_groups_are_not_diagnosed() {
    check(
        "#if 0\ndon't \"worry\n#bogus\n@ #error no\n#endif\nok",
        "ok",
    );
    check(
        "#ifdef NOPE\n#if 1/0\n#endif\n#elif 1\n#elif 1/0\n#endif",
        "",
    );
    check("#if 1\n#elif 1/0\n#else\n#if\n#endif\n#endif", "");
    check("#if 0\n/* #endif */\n#endif\nx", "x");
}

#[test]
fn conditional_structure_errors() {
    check(
        "#if 0\n#if 1\n#else\n",
        "\nt.cl:2:2: error: unterminated conditional directive\n#if 1\n ^~\n\
         t.cl:1:2: error: unterminated conditional directive\n#if 0\n ^~",
    );
    check(
        "#else\n",
        "\nt.cl:1:2: error: #else without #if\n#else\n ^~~~",
    );
    check(
        "#elif 1\n",
        "\nt.cl:1:2: error: #elif without #if\n#elif 1\n ^~~~",
    );
    check(
        "#endif\n",
        "\nt.cl:1:2: error: #endif without #if\n#endif\n ^~~~~",
    );
    check(
        "#if 0\n#else\n#else\n#endif",
        "\nt.cl:3:2: error: #else after #else\n#else\n ^~~~",
    );
    check(
        "#if 1\n#else\n#elif 1\n#endif",
        "\nt.cl:3:2: error: #elif after #else\n#elif 1\n ^~~~",
    );
    check(
        "#ifdef X Y\n#endif",
        "\nt.cl:1:10: warning: extra tokens at end of #ifdef directive\n#ifdef X Y\n         ^",
    );
    check(
        "#ifdef\n#endif",
        "\nt.cl:1:7: error: macro name missing\n#ifdef\n      ^",
    );
    check(
        "#ifdef 3\n#endif",
        "\nt.cl:1:8: error: macro name must be an identifier\n#ifdef 3\n       ^",
    );
    check(
        "#endif x\n",
        "\nt.cl:1:8: warning: extra tokens at end of #endif directive\n#endif x\n       ^\n\
         t.cl:1:2: error: #endif without #if\n#endif x\n ^~~~~",
    );
}

/// `#if EXPR` yields `y` or `n`.
fn eval(expr: &str) -> String {
    run(
        &format!("#if {expr}\ny\n#else\nn\n#endif\n"),
        &LangOptions::default(),
    )
    .trim_end()
    .to_string()
}

#[test]
fn if_expressions_follow_c() {
    let yes = [
        "1 + 2 * 3 == 7",
        "(1 + 2) * 3 == 9",
        "-1 < 0",
        "-1 > 0u",
        "0xFFFFFFFFFFFFFFFF == -1",
        "~0u == 0xFFFFFFFFFFFFFFFFu",
        "1 ? 2 : 0",
        "0 ? 0 : 3",
        "(0 ? 1u : -1) > 0",
        "!0 && !!5",
        "0 || 7",
        "10 / 3 == 3 && 10 % 3 == 1 && -7 / 2 == -3",
        "1 << 4 == 16 && -16 >> 2 == -4",
        "(3 ^ 5) == 6 && (3 | 4) == 7 && (6 & 3) == 2",
        "'a' == 97 && '\\n' == 10 && '\\377' < 0",
        "undefined_identifier == 0",
        "defined __OPENCL_C_VERSION__ && defined(CL_VERSION_1_2)",
        "!defined NOPE",
        "!(0 && 1 / 0)",
        "1 || 1 % 0",
        "(1, 2) == 2",
        "0 ? 1 / 0 : 1",
        "__OPENCL_C_VERSION__ >= CL_VERSION_1_2",
        "2 >= 2 && 2 <= 2 && 1 != 2",
        "0x7fffffffffffffff + 1 < 0",
    ];
    for e in yes {
        assert_eq!(eval(e), "y", "#if {e}");
    }
    check("#define D defined(X)\n#define X\n#if D\ny\n#endif", "y");
    check(
        "#define ZERO 0\n#define F(x) x\n#if F(ZERO) || F(1)\ny\n#endif",
        "y",
    );
}

#[test]
fn if_expression_errors() {
    let cases = [
        ("#if\n#endif", "t.cl:1:4: error: expected value in expression\n#if\n   ^"),
        ("#if 1 +\n#endif", "t.cl:1:8: error: expected value in expression\n#if 1 +\n       ^"),
        (
            "#if (1\n#endif",
            "t.cl:1:7: error: expected ')' in preprocessor expression\n#if (1\n      ^\n\
             t.cl:1:5: note: to match this '('\n#if (1\n    ^",
        ),
        (
            "#if 1 1\n#endif",
            "t.cl:1:7: error: token is not a valid binary operator in a preprocessor subexpression\n#if 1 1\n      ^",
        ),
        (
            "#if \"s\"\n#endif",
            "t.cl:1:5: error: invalid token at start of a preprocessor expression\n#if \"s\"\n    ^~~",
        ),
        ("#if 1/0\n#endif", "t.cl:1:6: error: division by zero in preprocessor expression\n#if 1/0\n     ^"),
        ("#if 1%0\n#endif", "t.cl:1:6: error: remainder by zero in preprocessor expression\n#if 1%0\n     ^"),
        (
            "#if 1.0\n#endif",
            "t.cl:1:5: error: floating point literal in preprocessor expression\n#if 1.0\n    ^~~",
        ),
        ("#if defined\n#endif", "t.cl:1:12: error: macro name missing\n#if defined\n           ^"),
        (
            "#if defined(X\n#endif",
            "t.cl:1:14: error: missing ')' after 'defined'\n#if defined(X\n             ^\n\
             t.cl:1:12: note: to match this '('\n#if defined(X\n           ^",
        ),
        (
            "#if 1 ? 2\n#endif",
            "t.cl:1:10: error: expected ':'\n#if 1 ? 2\n         ^\nt.cl:1:7: note: to match this '?'\n#if 1 ? 2\n      ^",
        ),
        (
            "#if foo(1)\n#endif",
            "t.cl:1:5: error: function-like macro 'foo' is not defined\n#if foo(1)\n    ^~~",
        ),
        ("#if 08\n#endif", "t.cl:1:5: error: invalid digit '8' in octal constant\n#if 08\n    ^~"),
    ];
    for (input, expect) in cases {
        check(input, &format!("\n{expect}"));
    }
}

/// A fresh directory under the system temp dir with the given files.
fn temp_tree(tag: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oclvk-pp-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn run_file(path: &std::path::Path, options: &LangOptions) -> (String, Output) {
    let mut map = SourceMap::new();
    let file = map.load_file(path).unwrap();
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(&mut map, &mut interner, file, options, &mut diags);
    let mut got = spell(&output.tokens, &interner);
    got.push('\n');
    for d in diags.iter() {
        got.push_str(&render_text(&map, d, false));
    }
    let root = path.parent().unwrap().display().to_string() + "/";
    (got.replace(&root, ""), output)
}

#[test]
fn includes_search_the_includer_then_dash_i() {
    let dir = temp_tree(
        "inc",
        &[
            (
                "main.cl",
                "#include \"sub/a.h\"\n#include <b.h>\n#define HDR \"c.h\"\n#include HDR\nA B C",
            ),
            ("sub/a.h", "#include \"near.h\"\n#define A NEAR"),
            ("sub/near.h", "#define NEAR near_a"),
            ("inc/b.h", "#pragma once\n#define B bee\n"),
            ("inc/c.h", "#include <b.h>\n#define C sea"),
            ("sub/b.h", "#error wrong b.h"),
        ],
    );
    let options = LangOptions {
        include_dirs: vec![dir.join("inc")],
        ..LangOptions::default()
    };
    let (got, output) = run_file(&dir.join("main.cl"), &options);
    assert_eq!(got.trim_end(), "near_a bee sea");
    assert_eq!(output.includes.len(), 4);
}

#[test]
fn include_errors() {
    let dir = temp_tree(
        "incerr",
        &[
            ("main.cl", "#include \"nothere.h\"\n#include <b.h>\n#include\n#include foo\n#include \"self.h\"\nend"),
            ("b.h", "x"),
            ("self.h", "#include \"self.h\"\n"),
        ],
    );
    let (got, _) = run_file(&dir.join("main.cl"), &LangOptions::default());
    let expect_start = "end\nmain.cl:1:10: error: 'nothere.h' file not found\n#include \"nothere.h\"\n         ^~~~~~~~~~~\n\
         main.cl:2:10: error: 'b.h' file not found\n#include <b.h>\n         ^~~~~\n\
         main.cl:3:9: error: expected \"FILENAME\" or <FILENAME>\n#include\n        ^\n\
         main.cl:4:10: error: expected \"FILENAME\" or <FILENAME>\n#include foo\n         ^~~\n\
         self.h:1:10: error: #include nested depth 200 exceeds maximum of 200\n";
    assert!(got.starts_with(expect_start), "{got}");
}

#[test]
fn line_directive_renumbers() {
    check("#line 100\n__LINE__\n__LINE__", "100 101");
    check(
        "#line 7 \"f\\\\g.cl\"\n__FILE__ __LINE__",
        "\"f\\\\g.cl\" 7",
    );
    check("# 33 \"q.cl\"\n__FILE__ __LINE__", "\"q.cl\" 33");
    check("#define N 20\n#line N\n__LINE__", "20");
    check(
        "#line x\n",
        "\nt.cl:1:7: error: #line directive requires a positive integer argument\n#line x\n      ^",
    );
    check(
        "#line 10 \"a.cl\" 3\n#error here",
        "\nt.cl:1:17: warning: extra tokens at end of #line directive\n#line 10 \"a.cl\" 3\n                ^\n\
         a.cl:10:2: error: here\n#error here\n ^~~~~",
    );
}

#[test]
fn error_and_warning_directives() {
    check(
        "#error hello   world  \n#warning   careful there\nx",
        "x\nt.cl:1:2: error: hello   world  \n#error hello   world  \n ^~~~~\n\
         t.cl:2:2: warning: careful there\n#warning   careful there\n ^~~~~~~",
    );
    check(
        "#foo\n",
        "\nt.cl:1:2: error: invalid preprocessing directive\n#foo\n ^~~",
    );
}

fn pragmas(input: &str) -> (Vec<Pragma>, Vec<usize>, String) {
    let mut map = SourceMap::new();
    let file = map.add_file("t.cl", input);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    let rendered: String = diags.iter().map(|d| render_text(&map, d, false)).collect();
    (output.pragmas, output.pragma_token_indices, rendered)
}

#[test]
fn pragmas_are_recorded() {
    let (list, at, diags) = pragmas(
        "a\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\nb\n#pragma OPENCL EXTENSION all : disable\n\
         #pragma OPENCL FP_CONTRACT OFF\n#pragma weird stuff\n#pragma unroll 4\n#pragma unroll\n\
         _Pragma(\"OPENCL EXTENSION cl_khr_fp16 : enable\") c\n#define P _Pragma(\"nounroll\")\nP",
    );
    assert_eq!(diags, "");
    let names: Vec<String> = list
        .iter()
        .map(|p| match p {
            Pragma::OpenclExtension { name, enable, .. } => format!("{name}={enable}"),
            Pragma::FpContract { on, .. } => format!("fp_contract={on}"),
            Pragma::Unroll { count, .. } => format!("unroll={count:?}"),
        })
        .collect();
    assert_eq!(
        names,
        [
            "cl_khr_fp64=true",
            "all=false",
            "fp_contract=false",
            "unroll=Some(4)",
            "unroll=None",
            "cl_khr_fp16=true",
            "unroll=Some(1)"
        ]
    );
    // Extension and FP_CONTRACT pragmas are tokens of the stream too (where they apply from).
    assert_eq!(at, [2, 4, 5, 5, 5, 6, 7]);
}

#[test]
fn malformed_pragmas_warn() {
    let (list, _, diags) = pragmas(
        "#pragma OPENCL EXTENSION foo : enable\n#pragma OPENCL EXTENSION cl_khr_fp64 : maybe\n\
         #pragma OPENCL EXTENSION cl_khr_fp64\n#pragma OPENCL FP_CONTRACT MAYBE\n",
    );
    assert!(list.is_empty());
    assert_eq!(
        diags,
        "t.cl:1:26: warning: unknown OpenCL extension 'foo' - ignoring\n\
         #pragma OPENCL EXTENSION foo : enable\n                         ^~~\n\
         t.cl:2:40: warning: expected 'enable', 'disable', 'begin' or 'end' - ignoring\n\
         #pragma OPENCL EXTENSION cl_khr_fp64 : maybe\n                                       ^~~~~\n\
         t.cl:3:26: warning: expected ':' - ignoring\n\
         #pragma OPENCL EXTENSION cl_khr_fp64\n                         ^~~~~~~~~~~\n\
         t.cl:4:28: warning: expected 'ON' or 'OFF' or 'DEFAULT' in pragma\n\
         #pragma OPENCL FP_CONTRACT MAYBE\n                           ^~~~~\n"
    );
}

#[test]
fn pragma_operator_needs_a_string() {
    check(
        "_Pragma(x)",
        ")\nt.cl:1:1: error: _Pragma takes a parenthesized string literal\n_Pragma(x)\n^~~~~~~",
    );
}

#[test]
fn directives_inside_macro_arguments() {
    check(
        "#define F(x) [x]\nF(\n#ifdef NOPE\n1\n#else\n2\n#endif\n)",
        "[ 2 ]",
    );
}

#[test]
fn line_splices_and_comments_in_directives() {
    check("#def\\\nine X 1 /* c\n */ + 2\nX", "1 + 2");
    check("#define X 1 // comment \\\n continued\nX", "1");
    check_with("%:define D 5\nD", &LangOptions::default(), "5");
}

/// Preprocesses a file's bytes, which need not be UTF-8, as [`run`] does text.
fn run_bytes(input: &[u8]) -> String {
    let mut map = SourceMap::new();
    let file = map.add_file_bytes("t.cl", input.to_vec());
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    let mut got = spell(&output.tokens, &interner);
    got.push('\n');
    for d in diags.iter() {
        got.push_str(&render_text(&map, d, false));
    }
    got
}

#[test]
fn directives_after_a_byte_order_mark_and_bytes_that_are_not_utf8() {
    // The mark leaves the first line's `#` at the start of a line; skipped groups say nothing
    // of what they hold; `#error` and `#warning` text is read as written (an apostrophe is no
    // unterminated literal) and shows bytes that are not UTF-8 as clang does.
    let got = run_bytes(
        b"\xEF\xBB\xBF#define X 1\n#if 0\ncaf\xE9 \"\xE9\" 'x\n#endif\n\
          #warning don't \xE9t\xE9\nX",
    );
    assert_eq!(
        got.trim_end(),
        "1\nt.cl:5:2: warning: don't <E9>t<E9>\n#warning don't <E9>t<E9>\n ^~~~~~~"
    );
}

#[test]
fn a_utf16_file_is_refused_whole() {
    for (bytes, order) in [(b"\xFF\xFEk\0", "LE"), (b"\xFE\xFF\0k", "BE")] {
        assert_eq!(
            run_bytes(bytes).trim_end(),
            format!(
                "\nfatal error: UTF-16 ({order}) byte order mark detected in 't.cl', but \
                 encoding is not supported"
            )
        );
    }
}
