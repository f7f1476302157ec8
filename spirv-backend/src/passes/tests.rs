//! Golden tests of each stage of [`PIPELINE`]: `spirv-backend/tests/passes/<pass>/<case>.ir` is
//! the input, `<case>.out.ir` the module a rewrite makes of it, `<case>.out.txt` the facts an
//! analysis stores (one per line, by name); `OCLVK_BLESS=1` rewrites the expectations. A case
//! runs for vulkan1.2 with the default options; a name starting `fast-` adds the fast-math
//! option, one starting `opencl-` is for the OpenCL target, `wgsl-` for WGSL (a portable
//! target), `portable-` for vulkan1.2-portable; a stage that does not serve the case's target
//! leaves the module as it is. The math library is a stub
//! (`tests/passes/stub-library.ir`), so the expectations follow the pass, not the library's
//! algorithms.

use super::{run_pass, Facts, Kind, Pipeline, PIPELINE};
use crate::{MathLibrary, Options, Target};
use oclvk_frontend::ir::{self, FunctionId, GlobalId, LocalId};
use std::borrow::Cow;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn stub_library() -> Result<&'static ir::Module, String> {
    static MODULE: OnceLock<Result<ir::Module, String>> = OnceLock::new();
    MODULE
        .get_or_init(|| {
            ir::parse(include_str!("../../tests/passes/stub-library.ir")).map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(Clone::clone)
}

fn options_for(case: &str) -> Options {
    Options {
        target: if case.starts_with("opencl-") {
            Target::Opencl
        } else if case.starts_with("wgsl-") {
            Target::Wgsl
        } else if case.starts_with("portable-") {
            Target::Vulkan1_2Portable
        } else {
            Target::Vulkan1_2
        },
        fast_math: case.starts_with("fast-"),
        math_library: Some(MathLibrary {
            defines: |name| {
                stub_library().is_ok_and(|m| m.functions.iter().any(|f| f.name == name))
            },
            load: |_| stub_library().map(|m| std::sync::Arc::new(m.clone())),
            load_portable: |_| stub_library().map(|m| std::sync::Arc::new(m.clone())),
            spirv: &[],
            load_stored: |_| stub_library().map(|m| std::sync::Arc::new(m.clone())),
        }),
        ..Options::default()
    }
}

/// What `pass` made of the case `input`: the module's text (a rewrite) or the facts' (an
/// analysis), or the diagnostics it refused the module with.
fn run_case(pass: &str, case: &str, input: &ir::Module) -> String {
    let stage = PIPELINE
        .iter()
        .find(|p| p.name == pass)
        .unwrap_or_else(|| panic!("no pass '{pass}' in the pipeline"));
    let opts = options_for(case);
    let mut p = Pipeline {
        module: Cow::Borrowed(input),
        opts: &opts,
        policy: crate::policy::Policy::of(&opts),
        facts: Facts::default(),
        printf_errors: Vec::new(),
    };
    let ran = match stage.targets.serve(opts.target) {
        true => run_pass(&mut p, stage),
        false => Ok(()),
    };
    // The portable targets' printf errors travel beside the module (`Rewritten::printf_errors`).
    let ran = match ran {
        Ok(()) if !p.printf_errors.is_empty() => Err(std::mem::take(&mut p.printf_errors)),
        ran => ran,
    };
    if let Err(diags) = ran {
        return diags
            .iter()
            .map(|d| format!("error: {}\n", d.message))
            .collect();
    }
    match stage.kind {
        Kind::Rewrite => {
            let mut text = p.module.display().to_string();
            text.push_str(&describe_pointer_params(&p.module, &p.facts));
            text
        }
        Kind::Analysis => describe(pass, &p.module, &p.facts),
    }
}

/// The pointer parameters' forms `specialize-pointer-arguments` stored, per function by id
/// (its copies share a name), as comments after the module.
fn describe_pointer_params(m: &ir::Module, facts: &Facts) -> String {
    use super::{PointerRoot, PointerStep};
    let mut forms: Vec<_> = facts.pointer_params.iter().collect();
    forms.sort_by_key(|(&f, _)| f);
    let mut out = String::new();
    for (&f, params) in forms {
        let func = m.function(f);
        for (p, form) in func.params.iter().zip(params) {
            let Some(form) = form else {
                if matches!(
                    m.types.get(p.ty),
                    ir::Type::Pointer { .. } | ir::Type::Image { .. } | ir::Type::Sampler
                ) {
                    let _ = writeln!(
                        out,
                        "# function {} {}: %{} has no form",
                        f.index(),
                        func.name,
                        p.name
                    );
                }
                continue;
            };
            let root = match form.root {
                PointerRoot::Object(g) => format!("@{}", m.global(g).name),
                PointerRoot::KernelArgument { param, space } => {
                    format!("kernel argument {param} ({})", space.name())
                }
                PointerRoot::Frame(ty) => format!("the caller's {}", m.types.display(ty)),
            };
            let steps: Vec<String> = form
                .steps
                .iter()
                .map(|s| match s {
                    PointerStep::Index => "[i]".to_string(),
                    PointerStep::Member(k) => format!(".{k}"),
                })
                .collect();
            let _ = writeln!(
                out,
                "# function {} {}: %{} into {root}{}",
                f.index(),
                func.name,
                p.name,
                steps.concat()
            );
        }
    }
    out
}

/// The facts `pass` stores, one per line, objects by name.
fn describe(pass: &str, m: &ir::Module, facts: &Facts) -> String {
    let fname = |f: FunctionId| m.function(f).name.clone();
    let local = |f: FunctionId, l: LocalId| {
        let func = m.function(f);
        format!("{}.{}", func.name, func.name(func.locals[l].name))
    };
    let global = |g: GlobalId| m.global(g).name.clone();
    let param =
        |f: FunctionId, k: u32| format!("{}.%{}", fname(f), m.function(f).params[k as usize].name);
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    match pass {
        "calls" => {
            let c = &facts.calls;
            for f in m.function_ids() {
                let globals: Vec<String> = c.globals[f].iter().map(|&g| global(g)).collect();
                line(format!(
                    "{}: called {}, implicit {:?}, globals [{}], stores per local {:?}",
                    fname(f),
                    c.called[f],
                    c.implicit[f],
                    globals.join(", "),
                    c.local_stores[f]
                ));
            }
        }
        "entry-points" => line("accepted".into()),
        "homes" => {
            let h = &facts.homes;
            line(format!(
                "private home {} bytes, local home {} bytes in {}-byte words",
                h.private_size, h.local_size, h.local_unit
            ));
            for (fi, objects) in h.private.enumerate() {
                let mut objects: Vec<_> = objects.iter().collect();
                objects.sort_by_key(|(_, &offset)| offset);
                for (&l, offset) in objects {
                    line(format!("private {} at {offset}", local(fi, l)));
                }
            }
            let mut locals: Vec<_> = h.local.iter().collect();
            locals.sort_by_key(|(_, &offset)| offset);
            for (&g, offset) in locals {
                line(format!("local {} at {offset}", global(g)));
            }
            let sets = [
                ("pointer variable", &h.ptr_vars),
                ("tagged variable", &h.tagged_vars),
                ("mixed variable", &h.mixed_vars),
            ];
            for (what, set) in sets {
                for &(f, l) in set {
                    line(format!("{what} {}", local(f, l)));
                }
            }
            for &(f, k) in &h.params {
                line(format!("homed parameter {}", param(f, k)));
            }
            for &(f, k) in &h.local_args {
                line(format!("local argument in the home {}", param(f, k)));
            }
            for &f in &h.address_returns {
                line(format!("returns an address: {}", fname(f)));
            }
            for &f in &h.mixed_returns {
                line(format!("returns a mixed pointer: {}", fname(f)));
            }
        }
        "images" => {
            let mut uses: Vec<_> = facts.image_uses.iter().collect();
            uses.sort_by_key(|(&key, _)| key);
            for (&(f, k), u) in uses {
                line(format!(
                    "{}: unsampled read {}, write {}, format query {}, texels {:?}, conflicting texels {}",
                    param(f, k),
                    u.unsampled_read,
                    u.write,
                    u.format_query,
                    u.class.map(|(class, _)| class),
                    u.conflict.is_some()
                ));
            }
        }
        "half-values" => line(format!("half values: {}", facts.half_values)),
        _ => panic!("no description of the facts of '{pass}'"),
    }
    out
}

fn cases(dir: &Path) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".ir") && !name.ends_with(".out.ir")
        })
        .collect();
    cases.sort();
    cases
}

/// Compares what `pass` makes of `input` with `expect`, or writes it there (`OCLVK_BLESS=1`).
fn check(pass: &str, input: &Path, expect: &Path, failures: &mut Vec<String>) {
    let case = input.file_stem().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(input).unwrap();
    let module = match ir::parse(&text) {
        Ok(m) => m,
        Err(e) => return failures.push(format!("{pass}/{case}.ir: {e}")),
    };
    if let Err(errors) = ir::validate(&module) {
        return failures.push(format!("{pass}/{case}.ir is not valid IR: {}", errors[0]));
    }
    let actual = run_case(pass, &case, &module);
    if std::env::var_os("OCLVK_BLESS").is_some() {
        std::fs::write(expect, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(expect).unwrap_or_default();
    if actual != expected {
        let mut msg = format!(
            "{pass}/{case}: the output differs from {}:\n",
            expect.display()
        );
        for (k, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
            if a != e {
                let _ = write!(msg, "line {}:\n  expected: {e}\n  actual:   {a}\n", k + 1);
                break;
            }
        }
        let _ = write!(
            msg,
            "({} lines, expected {}; OCLVK_BLESS=1 rewrites the expectation)",
            actual.lines().count(),
            expected.lines().count()
        );
        failures.push(msg);
    }
}

/// Every stage has at least two cases, and every case its expectation.
#[test]
fn every_pass_matches_its_golden_outputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes");
    let mut failures = Vec::new();
    for stage in PIPELINE {
        let dir = root.join(stage.name);
        let inputs = cases(&dir);
        assert!(inputs.len() >= 2, "{}: fewer than two cases", dir.display());
        for input in inputs {
            let ext = match stage.kind {
                Kind::Rewrite => "out.ir",
                Kind::Analysis => "out.txt",
            };
            let expect = input.with_extension(ext);
            check(stage.name, &input, &expect, &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every row of the table says what it needs and guarantees, and names are unique.
#[test]
fn every_pass_is_described() {
    let mut names = std::collections::BTreeSet::new();
    for p in PIPELINE {
        assert!(
            !p.needs.is_empty() && !p.guarantees.is_empty(),
            "{}",
            p.name
        );
        assert!(names.insert(p.name), "{} twice", p.name);
    }
}

/// docs/architecture.md lists the stages in the pipeline's order, each with the targets it
/// serves first in its "targets; needs" column.
#[test]
fn the_architecture_document_lists_the_pipeline() {
    let doc = include_str!("../../../docs/architecture.md");
    let mut at = 0;
    for p in PIPELINE {
        let kind = match p.kind {
            Kind::Rewrite => "rewrite",
            Kind::Analysis => "analysis",
        };
        let targets: Vec<&str> = [
            (p.targets.vulkan, "Vulkan"),
            (p.targets.opencl, "OpenCL"),
            (p.targets.portable, "portable"),
        ]
        .iter()
        .filter(|(serves, _)| *serves)
        .map(|&(_, name)| name)
        .collect();
        let needle = format!("| `{}` | {kind} | {}", p.name, targets.join(", "));
        let found = doc[at..].find(&needle).filter(|&k| {
            // The list ends there: a note, the needs, or the column's end follow.
            let rest = &doc[at + k + needle.len()..];
            rest.starts_with(';') || rest.starts_with(" (") || rest.starts_with(" |")
        });
        match found {
            Some(k) => at += k + needle.len(),
            None => panic!("docs/architecture.md does not list `{needle}` in order"),
        }
    }
}

/// A rewrite that breaks the IR's invariants is an internal error naming the pass, not a panic.
#[test]
fn an_invalid_rewrite_is_an_internal_error() {
    let mut m = ir::parse("kernel void k() {\n  {\n  }\n}\n").unwrap();
    let int = m.types.scalar(ir::Scalar::Int);
    // A return of a value from a void kernel.
    let f = &mut m.functions[ir::FunctionId::new(0)];
    let v = f.add_expr(
        ir::ExprKind::Literal(ir::Literal::Int(1)),
        int,
        Default::default(),
    );
    f.body
        .stmts
        .push(ir::Stmt::Return(Some(v), Default::default()));
    let d = super::check(&m, "example").unwrap_err();
    assert!(
        d.message
            .starts_with("internal error: invalid IR after the backend pass 'example': "),
        "{}",
        d.message
    );
}
