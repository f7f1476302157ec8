//! Tests of macro expansion: each case preprocesses a source and compares the tokens, spelled back
//! with single spaces, and the rendered diagnostics.

use super::*;
use crate::diag::render_text;
use crate::options::ClStd;

/// Preprocesses `input` (as `t.cl`) with default options and returns the spelled tokens followed
/// by the rendered diagnostics.
pub(super) fn run(input: &str, options: &LangOptions) -> String {
    let mut map = SourceMap::new();
    let file = map.add_file("t.cl", input);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(&mut map, &mut interner, file, options, &mut diags);
    let mut got = spell(&output.tokens, &interner);
    got.push('\n');
    for d in diags.iter() {
        got.push_str(&render_text(&map, d, false));
    }
    got
}

pub(super) fn check(input: &str, expect: &str) {
    check_with(input, &LangOptions::default(), expect);
}

pub(super) fn check_with(input: &str, options: &LangOptions, expect: &str) {
    let got = run(input, options);
    assert_eq!(got.trim_end(), expect.trim_end(), "\ninput:\n{input}");
}

#[test]
fn object_like_macros() {
    check("#define N 4\nint a[N];", "int a [ 4 ] ;");
    check("#define E\nE x E", "x");
    check("#define A B\n#define B C\nA", "C");
    check("#define N 4\n#undef N\nN", "N");
}

#[test]
fn function_like_macros() {
    check("#define F(a, b) a + b\nF(1, 2)", "1 + 2");
    check("#define F(a) [a]\nF((1, 2))", "[ ( 1 , 2 ) ]");
    check("#define F(a) [a]\nF()", "[ ]");
    check("#define F() 1\nF()", "1");
    check("#define F(a) a\nF\n(3)", "3");
    check("#define F(a) a\nF + 1", "F + 1");
    check("#define F(x) x\n#define G F(1)\nG", "1");
    check("#define MAX(a,b) ((a)>(b)?(a):(b))\nMAX(x+1, MAX(y, 2))",
        "( ( x + 1 ) > ( ( ( y ) > ( 2 ) ? ( y ) : ( 2 ) ) ) ? ( x + 1 ) : ( ( ( y ) > ( 2 ) ? ( y ) : ( 2 ) ) ) )");
}

#[test]
fn argument_count_errors() {
    check(
        "#define M(x) x\nM(1,2)",
        "\nt.cl:2:5: error: too many arguments provided to function-like macro invocation\nM(1,2)\n    ^\n\
         t.cl:1:9: note: macro 'M' defined here\n#define M(x) x\n        ^",
    );
    check(
        "#define N(x,y) x\nN(1)",
        "\nt.cl:2:4: error: too few arguments provided to function-like macro invocation\nN(1)\n   ^\n\
         t.cl:1:9: note: macro 'N' defined here\n#define N(x,y) x\n        ^",
    );
    check(
        "#define A(x) x\nA(1\n",
        "\nt.cl:2:1: error: unterminated function-like macro invocation\nA(1\n^\n\
         t.cl:1:9: note: macro 'A' defined here\n#define A(x) x\n        ^",
    );
}

#[test]
fn stringizing() {
    check("#define S(x) #x\nS(a   b)", "\"a b\"");
    check(
        "#define S(x) #x\nS(a \"\\n\" '\"' b   c\n  d)",
        r#""a \"\\n\" '\"' b c d""#,
    );
    check("#define S(x) #x\nS()", "\"\"");
    check(
        "#define S(x) #x\nS(\\)",
        "\"\"\nt.cl:2:1: warning: invalid string literal, ignoring final '\\'\nS(\\)\n^\n\
         t.cl:1:14: note: expanded from macro 'S'\n#define S(x) #x\n             ^",
    );
    check(
        "#define G(x) #y\n",
        "\nt.cl:1:14: error: '#' is not followed by a macro parameter\n#define G(x) #y\n             ^",
    );
    check("#define H #x\nH", "# x");
}

#[test]
fn token_pasting() {
    check(
        "#define C(a, b) a ## b\nC(x, y) C(1, 2) C(, y) C(x, ) C(,)",
        "xy 12 y x",
    );
    check(
        "#define C(a, b, c) a ## b ## c\nC(1, 2, 3) C(, , z)",
        "123 z",
    );
    check("#define V(n) float ## n\nV(4)", "float4");
    check("#define P(a) x ## a ## y\nP()", "xy");
    check("#define L(a) a ## =\nL(<<)", "<<=");
    check("#define OBJ x ## y\nOBJ", "xy");
    check(
        "#define hash_hash # ## #\n#define mkstr(a) # a\n#define in_between(a) mkstr(a)\n\
         #define join(c, d) in_between(c hash_hash d)\njoin(x, y)",
        "\"x ## y\"",
    );
    check(
        "#define Q(x,y) x ## y\nQ(+, -)",
        "+ -\nt.cl:2:3: error: pasting formed '+-', an invalid preprocessing token\nQ(+, -)\n  ^",
    );
    check(
        "#define H(x) ## x\n",
        "\nt.cl:1:14: error: '##' cannot appear at start of macro expansion\n#define H(x) ## x\n             ^~",
    );
    check(
        "#define I(x) x ##\n",
        "\nt.cl:1:16: error: '##' cannot appear at end of macro expansion\n#define I(x) x ##\n               ^~",
    );
    // Arguments next to ## are not expanded first.
    check("#define A 1\n#define C(a) a ## 2 a\nC(A)", "A2 1");
}

#[test]
fn variadic_macros() {
    check(
        "#define V(...) f(__VA_ARGS__)\nV(1, 2, 3) V()",
        "f ( 1 , 2 , 3 ) f ( )",
    );
    check(
        "#define V(a, ...) a: __VA_ARGS__\nV(1) V(1, 2, 3)",
        "1 : 1 : 2 , 3",
    );
    check(
        "#define P(fmt, ...) printf(fmt, ## __VA_ARGS__)\nP(\"a\") P(\"b\", 1)",
        "printf ( \"a\" ) printf ( \"b\" , 1 )",
    );
    check(
        "#define L __VA_ARGS__\n",
        "\nt.cl:1:11: warning: __VA_ARGS__ can only appear in the expansion of a C99 variadic macro\n\
         #define L __VA_ARGS__\n          ^~~~~~~~~~~",
    );
}

#[test]
fn recursion_is_painted_blue() {
    check("#define foo foo\nfoo", "foo");
    check("#define a b\n#define b a\na b", "a b");
    check("#define f(x) x f\nf(1)(2)", "1 f ( 2 )");
    // C99 6.10.3.5 example 3 (part).
    check(
        "#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n#define z z[0]\n\
         #define h g(~\n#define m(a) a(w)\n#define w 0,1\n\
         f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);\ng(x+(3,4)-w) | h 5) & m\n(f)^m(m);",
        "f ( 2 * ( y + 1 ) ) + f ( 2 * ( f ( 2 * ( z [ 0 ] ) ) ) ) % t ( t ( f ) ( 0 ) + t ) ( 1 ) ; \
         f ( 2 * ( 2 + ( 3 , 4 ) - 0 , 1 ) ) | f ( 2 * ( ~ 5 ) ) & f ( 2 * ( 0 , 1 ) ) ^ m ( 0 , 1 ) ;",
    );
    check("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)", "2 * 9 * g");
}

#[test]
fn redefinition() {
    check("#define A 1\n#define A 1\nA", "1");
    check(
        "#define A 1\n#define A 2\nA",
        "2\nt.cl:2:9: warning: 'A' macro redefined\n#define A 2\n        ^\n\
         t.cl:1:9: note: previous definition is here\n#define A 1\n        ^",
    );
    check(
        "#define defined\n",
        "\nt.cl:1:9: error: 'defined' cannot be used as a macro name\n#define defined\n        ^~~~~~~",
    );
    check(
        "#define F(x, x) x\n",
        "\nt.cl:1:14: error: duplicate macro parameter name 'x'\n#define F(x, x) x\n             ^",
    );
    check(
        "#define J(x\n",
        "\nt.cl:1:12: error: expected comma in macro parameter list\n#define J(x\n           ^",
    );
    check(
        "#define\n",
        "\nt.cl:1:8: error: macro name missing\n#define\n       ^",
    );
    check(
        "#define 3 x\n",
        "\nt.cl:1:9: error: macro name must be an identifier\n#define 3 x\n        ^",
    );
}

#[test]
fn builtin_macros() {
    check("__LINE__\n\n__LINE__ __FILE__", "1 3 \"t.cl\"");
    check("#line 10 \"g.cl\"\n__LINE__ __FILE__", "10 \"g.cl\"");
    check("#define L __LINE__\nL\nL", "2 3");
    check("__COUNTER__ __COUNTER__", "0 1");
    check(
        "#undef __FILE__\n",
        "\nt.cl:1:8: warning: undefining builtin macro\n#undef __FILE__\n       ^~~~~~~~",
    );
    check(
        "#define __LINE__ 3\n",
        "\nt.cl:1:9: warning: redefining builtin macro\n#define __LINE__ 3\n        ^~~~~~~~",
    );
}

#[test]
fn date_and_time_come_from_the_options_epoch() {
    // 2001-09-09 01:46:40 UTC.
    let options = LangOptions {
        source_date_epoch: Some(1_000_000_000),
        ..LangOptions::default()
    };
    check_with(
        "__DATE__ __TIME__",
        &options,
        "\"Sep  9 2001\" \"01:46:40\"",
    );
}

#[test]
fn float_atomic_features_are_predefined_from_2_0() {
    let names = "cl_ext_float_atomics __opencl_c_ext_fp32_global_atomic_add \
                 __opencl_c_ext_fp32_local_atomic_min_max __opencl_c_ext_fp64_local_atomic_add \
                 __opencl_c_ext_fp64_global_atomic_min_max __opencl_c_ext_fp16_global_atomic_add";
    let mut options = LangOptions::default();
    check_with(names, &options, names);
    options.std = ClStd::Cl2_0;
    check_with(
        names,
        &options,
        "1 1 1 1 1 __opencl_c_ext_fp16_global_atomic_add",
    );
    options.std = ClStd::Cl3_0;
    options.fp64 = false;
    check_with(
        names,
        &options,
        "1 1 1 __opencl_c_ext_fp64_local_atomic_add __opencl_c_ext_fp64_global_atomic_min_max \
         __opencl_c_ext_fp16_global_atomic_add",
    );
}

#[test]
fn predefined_macros_follow_the_version() {
    let mut options = LangOptions::default();
    check_with(
        "__OPENCL_VERSION__ __OPENCL_C_VERSION__ CL_VERSION_1_2 __ENDIAN_LITTLE__ cl_khr_fp64 cl_khr_fp16 \
         __opencl_c_generic_address_space",
        &options,
        "120 120 120 1 1 cl_khr_fp16 __opencl_c_generic_address_space",
    );
    options.std = ClStd::Cl2_0;
    options.fp16 = true;
    check_with(
        "__OPENCL_C_VERSION__ CL_VERSION_2_0 cl_khr_fp16 __opencl_c_generic_address_space __opencl_c_fp64",
        &options,
        "200 200 1 1 __opencl_c_fp64",
    );
    options.std = ClStd::Cl3_0;
    options.fp64 = false;
    check_with(
        "__OPENCL_C_VERSION__ CL_VERSION_3_0 __opencl_c_int64 cl_khr_fp64 __opencl_c_fp64",
        &options,
        "300 300 1 cl_khr_fp64 __opencl_c_fp64",
    );
    check("__kernel_exec(64, float4) void k()",
        "__kernel __attribute__ ( ( work_group_size_hint ( 64 , 1 , 1 ) ) ) __attribute__ ( ( vec_type_hint ( float4 ) ) ) void k ( )");
    check(
        "CLK_LOCAL_MEM_FENCE M_PI_F INT_MIN",
        "0x01 3.14159265358979323846264338327950288f ( - 2147483647 - 1 )",
    );
}

#[test]
fn command_line_macros_in_order() {
    use crate::options::MacroOption;
    let options = LangOptions {
        macros: vec![
            MacroOption::Define {
                name: "A".into(),
                value: None,
            },
            MacroOption::Define {
                name: "B".into(),
                value: Some("x y".into()),
            },
            MacroOption::Define {
                name: "F(a)".into(),
                value: Some("[a]".into()),
            },
            MacroOption::Define {
                name: "C".into(),
                value: Some("1".into()),
            },
            MacroOption::Undefine("C".into()),
            MacroOption::Undefine("__ENDIAN_LITTLE__".into()),
        ],
        ..LangOptions::default()
    };
    check_with(
        "A B F(2) C __ENDIAN_LITTLE__",
        &options,
        "1 x y [ 2 ] C __ENDIAN_LITTLE__",
    );
}

#[test]
fn expanded_tokens_point_at_the_use_with_macro_notes() {
    let mut map = SourceMap::new();
    let file = map.add_file("m.cl", "#define F(a) (a + q)\n#define G F(1)\nint x = G;\n");
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    assert!(diags.is_empty());
    let q = output
        .tokens
        .iter()
        .find(|t| interner.resolve(t.text) == "q")
        .copied()
        .unwrap();
    let one = output
        .tokens
        .iter()
        .find(|t| interner.resolve(t.text) == "1")
        .copied()
        .unwrap();
    let d = crate::diag::Diagnostic::error(q.span, "use of undeclared identifier 'q'");
    assert_eq!(
        render_text(&map, &d, false),
        "m.cl:3:9: error: use of undeclared identifier 'q'\nint x = G;\n        ^\n\
         m.cl:1:19: note: expanded from macro 'F'\n#define F(a) (a + q)\n                  ^\n\
         m.cl:2:11: note: expanded from macro 'G'\n#define G F(1)\n          ^\n"
    );
    // `1` is written in G's body (an argument of F): its span is G's use with G's note only.
    let d = crate::diag::Diagnostic::error(one.span, "bad");
    assert_eq!(
        render_text(&map, &d, false),
        "m.cl:3:9: error: bad\nint x = G;\n        ^\n\
         m.cl:2:13: note: expanded from macro 'G'\n#define G F(1)\n            ^\n"
    );
    // Argument tokens written at the use keep their own span.
    let file = map.add_file("n.cl", "#define F(a) (a + 1)\nF(zz)\n");
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    let zz = output
        .tokens
        .iter()
        .find(|t| interner.resolve(t.text) == "zz")
        .unwrap();
    assert_eq!(map.snippet(zz.span), "zz");
    assert!(zz.span.expansion.is_none());
}

#[test]
fn pathological_inputs_terminate() {
    // Exponential blow-up is bounded by painting; deep nesting is bounded by limits.
    let nested = format!("#define F(x) x\n{}1{}", "F(".repeat(400), ")".repeat(400));
    let got = run(&nested, &LangOptions::default());
    assert!(got.contains("macro arguments nested too deeply"), "{got}");
    let parens = format!("#if {}1{}\n#endif\n", "(".repeat(1000), ")".repeat(1000));
    let got = run(&parens, &LangOptions::default());
    assert!(
        got.contains("bracket nesting level exceeded maximum of 256"),
        "{got}"
    );
    let unterminated = "#define F(x) x\nF(".to_string() + &"(".repeat(10000);
    let got = run(&unterminated, &LangOptions::default());
    assert!(
        got.contains("unterminated function-like macro invocation"),
        "{got}"
    );
    let mut exponential = String::from("#define a0 x x\n");
    for i in 1..40 {
        exponential.push_str(&format!("#define a{i} a{} a{}\n", i - 1, i - 1));
    }
    exponential.push_str("a39\n");
    let mut map = SourceMap::new();
    let file = map.add_file("t.cl", exponential);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let options = LangOptions::default();
    preprocess_with_expansion_limit(&mut map, &mut interner, file, &options, &mut diags, 100_000);
    let got: String = diags.iter().map(|d| render_text(&map, d, false)).collect();
    assert!(
        got.contains("stopping expansion"),
        "{}",
        &got[got.len().saturating_sub(300)..]
    );
    // Growth through arguments: each body is two tokens, each result twice its argument.
    let doubling = "#define A(x) x x\n#define B(x) A(A(A(A(x))))\n#define C(x) B(B(B(B(x))))\n\
                    int v = C(C(1));\n";
    let mut map = SourceMap::new();
    let file = map.add_file("t.cl", doubling.to_string());
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    preprocess_with_expansion_limit(&mut map, &mut interner, file, &options, &mut diags, 100_000);
    let got: String = diags.iter().map(|d| render_text(&map, d, false)).collect();
    assert!(got.contains("stopping expansion"), "{got}");
    let big = "int x = 1 + 2;\n".repeat(20000);
    let got = run(&big, &LangOptions::default());
    assert_eq!(got.matches(';').count(), 20000);
}

/// A deterministic pseudo-random token soup must neither panic nor hang.
#[test]
fn random_inputs_do_not_panic() {
    fuzz(300, 0x2545_F491_4F6C_DD1D);
}

/// Longer run: `cargo test --release -p oclvk-frontend --lib fuzz_long -- --ignored`.
#[test]
#[ignore]
fn fuzz_long() {
    fuzz(30_000, 0x9E37_79B9_7F4A_7C15);
}

fn fuzz(rounds: usize, seed: u64) {
    let pieces = [
        "é",
        "%:",
        "#include <",
        "1e",
        "0x",
        "L'",
        "u8\"",
        "\\",
        "~",
        "18446744073709551616",
        "#line 4294967295",
        "__FILE__",
        "__COUNTER__",
        "#if defined(",
        "'\\x'",
        "\t",
        "#define ",
        "#undef ",
        "#if ",
        "#ifdef ",
        "#elif ",
        "#else",
        "#endif",
        "#include ",
        "#line ",
        "#pragma ",
        "#error ",
        "F",
        "G",
        "(",
        ")",
        ",",
        "##",
        "#",
        "__VA_ARGS__",
        "...",
        "x",
        "1",
        "0x1p3",
        "'a'",
        "\"s\"",
        "\n",
        " ",
        "\\\n",
        "/*",
        "*/",
        "//",
        "defined",
        "_Pragma",
        "?",
        ":",
        "<",
        ">",
        "F(x) x ## x",
        "G(...) #__VA_ARGS__",
        "'",
        "\"",
        "@",
        "1/0",
        "__LINE__",
        "\r\n",
    ];
    let mut state: u64 = seed;
    for _ in 0..rounds {
        let mut input = String::new();
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            input.push_str(pieces[(state % pieces.len() as u64) as usize]);
        }
        let _ = run(&input, &LangOptions::default());
    }
}

/// CPU time of this thread in seconds (Linux), so timings hold on a loaded machine.
fn thread_cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

/// Release-mode throughput: `cargo test --release -p oclvk-frontend --lib pp_throughput -- --ignored --nocapture`.
#[test]
#[ignore]
fn pp_throughput() {
    let mut source = String::from(
        "#define IDX(x, y, w) ((y) * (w) + (x))\n#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))\n\
         #define TILE 16\n",
    );
    let block = "kernel void k(global float *a, global const float *b, int w) {\n\
                 \x20   int x = get_global_id(0), y = get_global_id(1); // coordinates\n\
                 \x20   float acc = 0.0f; /* accumulator */\n\
                 \x20   for (int i = 0; i < TILE; ++i) {\n\
                 \x20       acc += b[IDX(x, i, w)] * 0.5f;\n\
                 \x20   }\n\
                 #if __OPENCL_C_VERSION__ >= 200\n\
                 \x20   a[IDX(x, y, w)] = CLAMP(acc, 0.0f, 1.0f);\n\
                 #else\n\
                 \x20   a[y * w + x] = acc;\n\
                 #endif\n\
                 }\n";
    let lines_per_block = block.lines().count();
    let blocks = 1_000_000 / lines_per_block;
    for _ in 0..blocks {
        source.push_str(block);
    }
    let mut lines = blocks * lines_per_block;
    if let Ok(path) = std::env::var("OCLVK_PP_BENCH_FILE") {
        source = std::fs::read_to_string(path).unwrap_or_default();
        lines = source.lines().count();
    }
    {
        let mut map = SourceMap::new();
        let file = map.add_file("big.cl", source.clone());
        let mut interner = Interner::new();
        let mut diags = Diagnostics::default();
        let start = thread_cpu_seconds();
        let tokens = crate::lex::lex_file(&map, file, &mut interner, &mut diags);
        let elapsed = thread_cpu_seconds() - start;
        println!(
            "lex only: {} tokens in {elapsed:.3}s: {:.0} lines/s",
            tokens.len(),
            lines as f64 / elapsed
        );
        let start = thread_cpu_seconds();
        let mut lexer = crate::lex::Lexer::new(file);
        let text = map.file(file).text.as_str();
        let mut count = 0usize;
        while lexer.next_raw(text, None).kind != TokenKind::Eof {
            count += 1;
        }
        let elapsed = thread_cpu_seconds() - start;
        println!("raw lex (no interning, no storing): {count} tokens in {elapsed:.3}s");
    }
    let start = thread_cpu_seconds();
    let mut map = SourceMap::new();
    let file = map.add_file("big.cl", source);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    let elapsed = thread_cpu_seconds() - start;
    assert!(diags.is_empty());
    println!(
        "preprocess: {lines} lines, {} tokens in {elapsed:.3}s CPU: {:.0} lines/s",
        output.tokens.len(),
        lines as f64 / elapsed
    );
}

/// Prints the preprocessed form of `$OCLVK_PP_FILE` (for comparing with `clang -E` by hand).
#[test]
#[ignore]
fn pp_dump() {
    let Ok(path) = std::env::var("OCLVK_PP_FILE") else {
        return;
    };
    let mut map = SourceMap::new();
    let file = map.load_file(std::path::Path::new(&path)).unwrap();
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    print!("{}", print_preprocessed(&output.tokens, &interner));
    for d in diags.iter() {
        print!("{}", render_text(&map, d, false));
    }
}

#[test]
fn eof_points_at_the_end_of_the_main_file() {
    let mut map = SourceMap::new();
    let text = "#include_guard_free\nint x\n";
    let file = map.add_file("e.cl", text);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let output = preprocess(
        &mut map,
        &mut interner,
        file,
        &LangOptions::default(),
        &mut diags,
    );
    let eof = output.tokens.last().copied().unwrap();
    assert_eq!(eof.kind, TokenKind::Eof);
    assert_eq!((eof.span.file, eof.span.start), (file, text.len() as u32));
    assert_eq!(
        output
            .tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Eof)
            .count(),
        1
    );
}

#[test]
fn date_and_time_have_c_formats() {
    let got = run("__DATE__ __TIME__", &LangOptions::default());
    let parts: Vec<&str> = got.trim_end().splitn(2, "\" \"").collect();
    assert_eq!(parts.len(), 2, "{got}");
    let date = parts[0].trim_start_matches('"');
    let time = parts[1].trim_end_matches('"');
    assert_eq!(date.len(), 11, "{date}");
    assert_eq!(time.len(), 8, "{time}");
    assert_eq!(&time[2..3], ":");
}

#[test]
fn include_guards_and_includes_list() {
    // Re-including a guarded header expands nothing twice.
    check(
        "#ifndef G\n#define G\nint once;\n#endif\n#ifndef G\nint twice;\n#endif",
        "int once ;",
    );
}
