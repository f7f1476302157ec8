//! The kernel corpus's harness: [`check`] takes one `tests/kernels/**/*.cl` file through what
//! its directives ask (docs/testing.md): compile for each target, snapshot the IR, the SPIR-V
//! disassembly and the reflection, validate with spirv-val, and run the `run:` lines on the
//! default device (lavapipe here; `OCLVK_DEVICE` picks another) with the validation layer on.

pub mod directives;
pub mod expr;
pub mod values;

use crate::common;
use directives::{Directives, Expect, Expected, Tolerance};
use oclvk::run::{RunConfig, RunOutput, RunReport, RunSpecs};
use oclvk::runner::{NdRange, Runtime};
use oclvk::spirv::Target;
use oclvk::CompileOptions;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use values::Num;

/// The one runtime of the test process, shared by every file's runs; it names its device on
/// stderr (`-- --nocapture` shows it).
fn runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        let rt = common::validated_runtime();
        eprintln!("tests/kernels: runs on {}", rt.device().name);
        rt
    })
}

/// Checks one corpus file (a path relative to the repository root); panics with every failure,
/// each naming the file and line.
pub fn check(relative: &str) {
    let path = common::root().join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{relative}: {e}"));
    let d = directives::parse(&path, &text)
        .unwrap_or_else(|(line, e)| panic!("{}", directives::error_at(relative, line, &e)));
    let options = oclvk::build_options::parse(&d.options)
        .unwrap_or_else(|e| panic!("{relative}: options '{}': {e}", d.options));
    let mut failures = Vec::new();
    if d.expected_errors.is_empty() {
        snapshots(relative, &path, &text, &d, &options, &mut failures);
        if !d.runs.is_empty() {
            runs(relative, &text, &d, &options, &mut failures);
        }
    } else {
        expect_errors(relative, &text, &d, &options, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn file_name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

fn for_target(options: &CompileOptions, target: Target) -> CompileOptions {
    let mut o = options.clone();
    o.backend.target = target;
    o
}

fn compile(relative: &str, text: &str, options: &CompileOptions) -> oclvk::spirv::Output {
    let name = file_name(Path::new(relative));
    let c = oclvk::compile_source(&name, text, options);
    let rendered = c.render(oclvk::DiagnosticFormat::Text, false);
    c.output.unwrap_or_else(|| {
        panic!(
            "{relative}: does not compile for {}:\n{rendered}",
            options.backend.target.name()
        )
    })
}

/// `tests/kernels/a/b.cl` -> `tests/kernels/a/b.EXT`.
fn sibling(path: &Path, ext: &str) -> PathBuf {
    path.with_extension(ext)
}

fn scratch_file(relative: &str, ext: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("kernels")
        .join(Path::new(relative).with_extension(ext));
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    path
}

fn snapshots(
    relative: &str,
    path: &Path,
    text: &str,
    d: &Directives,
    options: &CompileOptions,
    failures: &mut Vec<String>,
) {
    let first = for_target(options, d.targets[0]);
    let fe = oclvk::frontend::Frontend::compile_source(
        &file_name(path),
        text,
        &first.lang_for_target(),
        first.warnings,
    );
    let ir = match &fe.module {
        Some(module) => module.display().to_string(),
        None => panic!("{relative}: the frontend gave no module"),
    };
    failures.extend(common::snapshot::check(&sibling(path, "ir"), &ir).err());
    for &target in &d.targets {
        let name = target.name();
        let out = compile(relative, text, &for_target(options, target));
        let spv = scratch_file(relative, &format!("{name}.spv"));
        let bytes: Vec<u8> = out.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&spv, bytes).unwrap();
        let env = if target == Target::Opencl {
            "opencl2.1"
        } else {
            name
        };
        let val = Command::new("spirv-val")
            .args(["--target-env", env])
            .arg(&spv)
            .output()
            .expect("spirv-val (package spirv-tools) is installed");
        if !val.status.success() {
            failures.push(format!(
                "{relative}: spirv-val --target-env {env} fails:\n{}{}",
                String::from_utf8_lossy(&val.stdout),
                String::from_utf8_lossy(&val.stderr)
            ));
        }
        let dis = Command::new("spirv-dis")
            .args(["--raw-id", "--no-header"])
            .arg(&spv)
            .output()
            .expect("spirv-dis (package spirv-tools) is installed");
        assert!(dis.status.success(), "{relative}: spirv-dis fails");
        let asm = String::from_utf8_lossy(&dis.stdout);
        let snap = sibling(path, &format!("{name}.spvasm"));
        failures.extend(common::snapshot::check(&snap, &asm).err());
        let snap = sibling(path, &format!("{name}.json"));
        failures.extend(common::snapshot::check(&snap, &out.reflection.to_json()).err());
    }
}

fn expect_errors(
    relative: &str,
    text: &str,
    d: &Directives,
    options: &CompileOptions,
    failures: &mut Vec<String>,
) {
    for &target in &d.targets {
        let c = oclvk::compile_source(
            &file_name(Path::new(relative)),
            text,
            &for_target(options, target),
        );
        let rendered = c.render(oclvk::DiagnosticFormat::Text, false);
        let name = target.name();
        if c.output.is_some() {
            failures.push(format!(
                "{relative}: compiles for {name}, but 'expect-error:' says it must not"
            ));
            continue;
        }
        for (line, want) in &d.expected_errors {
            let found = c.diagnostics.iter().any(|g| {
                g.severity == oclvk::frontend::diag::Severity::Error
                    && g.message.contains(want.as_str())
            });
            if !found {
                failures.push(format!(
                    "{relative}:{line}: no error for {name} contains '{want}'; the diagnostics:\n{rendered}"
                ));
            }
        }
    }
}

/// Compiles the runs' module for the first Vulkan target, with the checks the device gets (as
/// `oclvk run` does), and runs every `run:` line.
fn runs(
    relative: &str,
    text: &str,
    d: &Directives,
    options: &CompileOptions,
    failures: &mut Vec<String>,
) {
    let rt = runtime();
    let target = *d.targets.iter().find(|t| **t != Target::Opencl).unwrap();
    let mut run_options = for_target(options, target);
    run_options.apply_checks(rt.checks());
    let module = compile(relative, text, &run_options);
    let program = oclvk::load(rt, &module).unwrap_or_else(|e| panic!("{relative}: {e}"));
    let messages_before = rt.validation_messages().len();
    for run in &d.runs {
        let mut range = NdRange::new(&run.global);
        if let Some(local) = &run.local {
            range = range.with_local(local);
        }
        if !run.offset.is_empty() {
            range = range.with_offset(&run.offset);
        }
        let config = RunConfig {
            repeat: run.repeat,
            outputs: None,
        };
        let mut args = run.args.clone();
        for g in &run.generated {
            match generate(relative, run, g, &module) {
                Ok(spec) => args.push(spec),
                Err(e) => {
                    failures.push(format!("{relative}:{}: '{}': {e}", run.line, g.name));
                    continue;
                }
            }
        }
        match rt.run_specs(&program, &run.kernel, &range, &args, &config) {
            Ok(report) => {
                for e in &run.expects {
                    if let Err(msg) = compare(e, &report) {
                        failures.push(format!(
                            "{relative}:{}: run of '{}' (line {}): {msg}",
                            e.line, run.kernel, run.line
                        ));
                    }
                }
            }
            Err(e) => failures.push(format!(
                "{relative}:{}: run of '{}' fails: {e}",
                run.line, run.kernel
            )),
        }
    }
    let messages = rt.validation_messages();
    if messages.len() > messages_before {
        failures.push(format!(
            "{relative}: the validation layer reported (during this file's runs):\n{}",
            messages[messages_before..].join("\n")
        ));
    }
}

/// A generated argument's contents: a buffer written to a scratch `.bin` file that the run
/// reads as `file:` (the element type is the kernel parameter's pointee), or an image's
/// channels written to a scratch `.npy` file.
fn generate(
    relative: &str,
    run: &directives::Run,
    g: &directives::Generated,
    module: &oclvk::spirv::Output,
) -> Result<oclvk::spec::ArgSpec, String> {
    use oclvk::abi::reflect::{ArgKind, ValueLayout};
    use oclvk::spec::{ImageContents, SpecSource};
    let eval = |layout: &ValueLayout, lanes: usize| -> Result<Vec<u8>, String> {
        let values = (0..lanes)
            .map(|i| g.expr.eval(i, &NoBuffers))
            .collect::<Result<Vec<_>, _>>()?;
        values::encode(layout, &values).ok_or_else(|| "each: generates scalars and vectors".into())
    };
    let source = match &g.shape {
        directives::Shape::Buffer(count) => {
            let param = module
                .reflection
                .kernels
                .iter()
                .find(|k| k.name == run.kernel)
                .and_then(|k| k.args.iter().find(|a| a.name == g.name))
                .ok_or_else(|| format!("no parameter '{}' of kernel '{}'", g.name, run.kernel))?;
            let ArgKind::Buffer { pointee, .. } = &param.kind else {
                return Err("each:COUNT: generates buffers (images take image:...:each:)".into());
            };
            let bytes = eval(pointee, *count as usize * pointee.lanes as usize)?;
            let path = scratch_file(relative, &format!("{}.{}.bin", run.line, g.name));
            std::fs::write(&path, bytes).unwrap();
            SpecSource::File(path)
        }
        directives::Shape::Image(format, size) => {
            let kind = format.scalar();
            let channel = ValueLayout {
                scalar: Some(kind),
                lanes: 1,
                size: kind.size(),
                alignment: kind.size(),
            };
            let channels = size.iter().product::<u32>() as u64 * u64::from(format.channels());
            let bytes = eval(&channel, channels as usize)?;
            let path = scratch_file(relative, &format!("{}.{}.npy", run.line, g.name));
            std::fs::write(&path, oclvk::npy::write(kind, &[channels], &bytes)).unwrap();
            SpecSource::Image {
                format: *format,
                size: size.clone(),
                contents: ImageContents::File(path),
            }
        }
    };
    Ok(oclvk::spec::ArgSpec {
        target: oclvk::spec::ArgTarget::Name(g.name.clone()),
        source,
    })
}

/// What a generated input's expression reads: no buffers (they do not exist yet).
struct NoBuffers;

impl expr::Buffers for NoBuffers {
    fn element(&self, name: &str, _: usize) -> Result<Num, String> {
        Err(format!("an input cannot read '{name}'"))
    }
}

fn output<'r>(report: &'r RunReport, name: &str) -> Option<&'r RunOutput> {
    report
        .outputs
        .iter()
        .find(|o| o.param.name == name || o.param.index.to_string() == name)
}

/// The other buffers an `each:` expression reads, decoded.
struct Outputs<'r>(&'r RunReport);

impl expr::Buffers for Outputs<'_> {
    fn element(&self, name: &str, index: usize) -> Result<Num, String> {
        let lanes = view(self.0, name)?.lanes(name)?;
        lanes
            .get(index)
            .copied()
            .ok_or_else(|| format!("{name}[{index}] is past its {} elements", lanes.len()))
    }
}

/// How a buffer's elements or an image's texels (channels as lanes) are stored.
fn layout(o: &RunOutput) -> Result<oclvk::abi::reflect::ValueLayout, String> {
    match (&o.param.kind, &o.image) {
        (oclvk::abi::reflect::ArgKind::Buffer { pointee, .. }, _) => Ok(*pointee),
        (_, Some(image)) => {
            let kind = image.format.scalar();
            Ok(oclvk::abi::reflect::ValueLayout {
                scalar: Some(kind),
                lanes: image.format.channels(),
                size: kind.size() * image.format.channels(),
                alignment: kind.size(),
            })
        }
        _ => Err(format!(
            "'{}' is neither a buffer nor an image",
            o.param.name
        )),
    }
}

/// What an `expect:` line or an `each:` expression names: a buffer or image, or with
/// `NAME.FIELD[.FIELD...]` one member of every struct of a buffer of structs.
struct View {
    layout: oclvk::abi::reflect::ValueLayout,
    bytes: Vec<u8>,
}

impl View {
    fn lanes(&self, name: &str) -> Result<Vec<Num>, String> {
        values::decode(&self.layout, &self.bytes).ok_or_else(|| {
            format!(
                "'{name}' holds structs: compare it with hex:, file: or its fields (NAME.FIELD)"
            )
        })
    }
}

fn view(report: &RunReport, name: &str) -> Result<View, String> {
    let mut path = name.split('.');
    let arg = path.next().unwrap_or_default();
    let o = output(report, arg).ok_or_else(|| {
        let names: Vec<&str> = report
            .outputs
            .iter()
            .map(|o| o.param.name.as_str())
            .collect();
        format!(
            "'{arg}' is not a buffer or image argument ({})",
            names.join(", ")
        )
    })?;
    let whole = layout(o)?;
    let mut fields = &o.param.fields;
    let mut field = None;
    for member in path {
        let f = fields
            .iter()
            .find(|f| f.name.as_deref() == Some(member))
            .ok_or_else(|| format!("'{name}': no member '{member}'"))?;
        fields = &f.fields;
        field = Some(f);
    }
    let Some(field) = field else {
        return Ok(View {
            layout: whole,
            bytes: o.bytes.clone(),
        });
    };
    let layout = field_layout(&field.type_name)
        .ok_or_else(|| format!("'{name}' is a {}: name its members", field.type_name))?;
    let stride = whole.size as usize;
    let (start, end) = (field.offset as usize, (field.offset + field.size) as usize);
    let bytes = o
        .bytes
        .chunks_exact(stride)
        .flat_map(|element| element[start..end].iter().copied())
        .collect();
    Ok(View { layout, bytes })
}

/// A member's element layout from its type name: a scalar or vector type (`int`, `float8`),
/// or an array of one (`int[3]`, whose elements the view lists in order).
fn field_layout(type_name: &str) -> Option<oclvk::abi::reflect::ValueLayout> {
    use oclvk::abi::scalar::ScalarKind::*;
    let element = type_name.split('[').next()?.trim();
    let digits = element.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let scalar = &element[..element.len() - digits.len()];
    let lanes: u32 = if digits.is_empty() {
        1
    } else {
        digits.parse().ok()?
    };
    let kind = [
        Bool, Char, Uchar, Short, Ushort, Int, Uint, Long, Ulong, Half, Float, Double,
    ]
    .into_iter()
    .find(|k| k.name() == scalar)?;
    let stored = if lanes == 3 { 4 } else { lanes };
    Some(oclvk::abi::reflect::ValueLayout {
        scalar: Some(kind),
        lanes,
        size: kind.size() * stored,
        alignment: kind.size() * stored,
    })
}

/// Compares one `expect:` line with the run's outputs; `Err` names the first differing values.
fn compare(e: &Expect, report: &RunReport) -> Result<(), String> {
    let o = view(report, &e.arg)?;
    let bytes_equal = |want: &[u8]| -> Result<(), String> {
        if want.len() != o.bytes.len() {
            return Err(format!(
                "'{}' has {} bytes, expected {}",
                e.arg,
                o.bytes.len(),
                want.len()
            ));
        }
        match o.bytes.iter().zip(want).position(|(a, b)| a != b) {
            None => Ok(()),
            Some(k) => Err(format!(
                "'{}' byte {k} is {:#04x}, expected {:#04x}",
                e.arg, o.bytes[k], want[k]
            )),
        }
    };
    let want: Vec<Num> = match &e.values {
        Expected::Hex(bytes) => return bytes_equal(bytes),
        Expected::File(path) => {
            let data = std::fs::read(path).map_err(|err| format!("{}: {err}", path.display()))?;
            let data = if path.extension().is_some_and(|x| x == "npy") {
                oclvk::npy::parse(&data)
                    .map_err(|err| format!("{}: {err}", path.display()))?
                    .data
            } else {
                data
            };
            match (e.tolerance, values::decode(&o.layout, &data)) {
                (Tolerance::Exact, _) | (_, None) => return bytes_equal(&data),
                (_, Some(lanes)) => lanes,
            }
        }
        Expected::Values(list) => list
            .iter()
            .map(|v| Num::parse(v))
            .collect::<Result<_, _>>()?,
        Expected::Each(rows) => {
            let count = o.lanes(&e.arg)?.len();
            if count % rows.len() != 0 {
                return Err(format!(
                    "'{}' has {count} values, not rows of {}",
                    e.arg,
                    rows.len()
                ));
            }
            let outputs = Outputs(report);
            (0..count)
                .map(|n| rows[n % rows.len()].eval(n / rows.len(), &outputs))
                .collect::<Result<_, _>>()?
        }
    };
    let got = o.lanes(&e.arg)?;
    let kind = o.layout.scalar.expect("lanes() decoded scalars");
    if got.len() != want.len() {
        return Err(format!(
            "'{}' has {} values, the expectation lists {}",
            e.arg,
            got.len(),
            want.len()
        ));
    }
    let wrong: Vec<String> = got
        .iter()
        .zip(&want)
        .enumerate()
        .filter(|(_, (g, w))| !values::matches(kind, **g, **w, e.tolerance))
        .map(|(k, (g, w))| format!("'{}'[{k}] is {g}, expected {w}", e.arg))
        .collect();
    match wrong.len() {
        0 => Ok(()),
        n if n <= 8 => Err(wrong.join("; ")),
        n => Err(format!("{}; ... {n} values differ", wrong[..8].join("; "))),
    }
}
