//! The driver ([`crate::Frontend`]): parsing and checking on two threads gives what parsing the
//! whole unit first, then checking it, gives; the syntax tree is kept only when asked for.

use crate::diag::{render_text, Diagnostics, WarningPolicy};
use crate::options::LangOptions;
use crate::source::SourceMap;
use crate::token::Interner;
use crate::{parse, pp, sema, Frontend, Keep};

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
    let options = LangOptions::default();
    let mut sources = SourceMap::new();
    let file = sources.add_file("t.cl", src);
    let mut interner = Interner::new();
    let mut diags = Diagnostics::new(policy);
    let out = pp::preprocess(&mut sources, &mut interner, file, &options, &mut diags);
    let tu = parse::parse(&out.tokens, &mut interner, &options, &mut diags);
    let module = sema::analyze(
        &tu,
        &interner,
        &options,
        &out.pragmas,
        &out.feature_macros,
        &mut diags,
    );
    let module = (!diags.has_errors()).then_some(module);
    rendered(&sources, module.as_ref(), &diags)
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
        },
    ] {
        for src in [valid, broken, warnings, many] {
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
        let no_ir = Keep {
            ast: false,
            ir: false,
        };
        let without = Frontend::check_file(&path, &options, WarningPolicy::default(), no_ir);
        assert!(without.module.is_none() && without.ast.is_none());
        assert_eq!(diagnostics(&without), diagnostics(&with_ir), "{src}");
        assert_eq!(with_ir.module.is_some(), i == 0);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
