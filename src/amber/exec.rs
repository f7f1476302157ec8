//! Running a parsed script: buffers become device buffers, pipelines compile their OPENCL-C
//! shader with oclvk and resolve every binding against the kernel's reflection, `RUN` launches,
//! and `EXPECT` reads buffers back and compares. An error stops the run; a failed `EXPECT` is
//! recorded and the run goes on, so one run reports every failed expectation.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Duration;

use super::options::{clspv_only_warnings, compile_options};
use super::syntax::{
    ArgRef, BufferDecl, Cmd, CmdKind, Comparator, Expect, Item, ItemKind, PipelineDecl, Script,
    Shader, Tolerance,
};
use super::types::{Component, DataType, Value};
use super::{AmberError, AmberErrors, Severity};
use crate::runner::{ArgValue, Buffer, NdRange, Program, Runtime, RuntimeOptions};
use crate::spirv::reflect::{ArgKind, ArgReflection, KernelReflection, ScalarKind};

/// What a successful script run did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub device: String,
    pub runs: usize,
    pub expects: usize,
    /// printf output of the kernels, in launch order.
    pub printf: String,
    /// Warnings ([`Severity::Warning`]), in the order they were met.
    pub warnings: Vec<AmberError>,
}

/// Reads, parses and runs an `.amber` file on a new runtime made from `options` (a
/// `SET ENGINE_DATA fence_timeout_ms` in the script replaces `options.timeout`).
pub fn run_file(path: &Path, mut options: RuntimeOptions) -> Result<Report, AmberErrors> {
    let file = path.display().to_string();
    let whole = |message: String| {
        AmberErrors(vec![AmberError {
            file: file.clone(),
            line: None,
            message,
            command: None,
            severity: Severity::Error,
        }])
    };
    let text = std::fs::read_to_string(path).map_err(|e| whole(format!("cannot read: {e}")))?;
    let script = super::parse(&file, &text).map_err(AmberErrors)?;
    if let Some(ms) = script.fence_timeout_ms {
        options.timeout = Duration::from_millis(ms.max(1));
    }
    let runtime = Runtime::new(options).map_err(|e| whole(e.to_string()))?;
    let base = path.parent().map(Path::to_path_buf).unwrap_or_default();
    run_script(&script, &runtime, &base)
}

/// Runs a parsed script on `runtime`; `-I` paths in COMPILE_OPTIONS are relative to `base`.
/// Fails with every failed EXPECT, the first error, and any validation message.
pub fn run_script(script: &Script, runtime: &Runtime, base: &Path) -> Result<Report, AmberErrors> {
    let mut exec = Exec {
        script,
        runtime,
        base: base.to_path_buf(),
        shaders: HashMap::new(),
        buffers: HashMap::new(),
        decls: HashMap::new(),
        pipelines: HashMap::new(),
        programs: HashMap::new(),
        report: Report {
            device: runtime.device().name.clone(),
            ..Report::default()
        },
        failures: Vec::new(),
    };
    let result = exec.commands(&script.commands);
    let mut errors = std::mem::take(&mut exec.failures);
    if let Err(e) = result {
        errors.push(e);
    }
    let messages = runtime.validation_messages();
    if !messages.is_empty() {
        errors.push(AmberError {
            file: script.file.clone(),
            line: None,
            message: format!(
                "{} validation message(s):\n{}",
                messages.len(),
                messages.join("\n")
            ),
            command: None,
            severity: Severity::Error,
        });
    }
    if errors.is_empty() {
        Ok(exec.report)
    } else {
        // The warnings come first, as they would have been printed before the errors.
        Err(AmberErrors(
            std::mem::take(&mut exec.report.warnings)
                .into_iter()
                .chain(errors)
                .collect(),
        ))
    }
}

struct Buf {
    ty: DataType,
    buffer: Buffer,
}

/// One kernel argument's value, resolved when the pipeline is declared.
enum Binding {
    Buffer(String),
    Value(Vec<u8>),
    Local(u32),
}

struct Pipe {
    program: Rc<Program>,
    kernel: KernelReflection,
    local: [u32; 3],
    /// Indexed by argument index.
    args: Vec<Option<Binding>>,
}

struct Exec<'s> {
    script: &'s Script,
    runtime: &'s Runtime,
    base: PathBuf,
    shaders: HashMap<String, &'s Shader>,
    buffers: HashMap<String, Buf>,
    /// Each pipeline's items, parents' first (for DERIVE_PIPELINE).
    decls: HashMap<String, Vec<Item>>,
    pipelines: HashMap<String, Pipe>,
    programs: HashMap<(String, Vec<String>), Rc<Program>>,
    report: Report,
    failures: Vec<AmberError>,
}

type Res<T> = Result<T, AmberError>;

impl<'s> Exec<'s> {
    /// Records a warning at `line` once (a derived pipeline repeats its parent's items).
    fn warn(&mut self, line: usize, message: String) {
        let mut w = self.err(line, message);
        w.severity = Severity::Warning;
        let seen = self
            .report
            .warnings
            .iter()
            .any(|o| o.line == w.line && o.message == w.message);
        if !seen {
            self.report.warnings.push(w);
        }
    }

    fn err(&self, line: usize, message: impl Into<String>) -> AmberError {
        AmberError {
            severity: Severity::Error,
            file: self.script.file.clone(),
            line: Some(line),
            message: message.into(),
            command: self
                .script
                .lines
                .get(line.wrapping_sub(1))
                .map(|l| l.trim().to_string()),
        }
    }

    fn commands(&mut self, commands: &'s [Cmd]) -> Res<()> {
        for cmd in commands {
            self.command(cmd)?;
        }
        Ok(())
    }

    fn command(&mut self, cmd: &'s Cmd) -> Res<()> {
        let line = cmd.line;
        match &cmd.kind {
            CmdKind::Shader(s) => {
                if self.shaders.insert(s.name.clone(), s).is_some() {
                    return Err(self.err(line, format!("shader {} is already defined", s.name)));
                }
            }
            CmdKind::Buffer(b) => self.buffer(line, b)?,
            CmdKind::Pipeline(p) => self.pipeline(line, p)?,
            CmdKind::Run { pipeline, groups } => self.run(line, pipeline, *groups)?,
            CmdKind::Expect(e) => {
                self.report.expects += 1;
                if let Some(failure) = self.expect(line, e)? {
                    self.failures.push(self.err(line, failure));
                }
            }
            CmdKind::Copy { from, to } => self.copy(line, from, to)?,
            CmdKind::Repeat { count, body } => {
                for _ in 0..*count {
                    self.commands(body)?;
                }
            }
            CmdKind::DeviceFeature(name) => {
                let short = name.rsplit('.').next().unwrap_or(name);
                let features = self.runtime.device().features.list();
                match features.iter().find(|(n, _)| *n == short) {
                    Some((_, true)) => {}
                    Some((_, false)) => {
                        return Err(self.err(
                            line,
                            format!(
                                "device '{}' lacks the feature {name}",
                                self.runtime.device().name
                            ),
                        ))
                    }
                    None => {
                        let known: Vec<&str> = features.iter().map(|(n, _)| *n).collect();
                        return Err(self.err(
                            line,
                            format!(
                                "DEVICE_FEATURE {name} is not one oclvk checks (it knows: {})",
                                known.join(", ")
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    fn buf(&self, line: usize, name: &str) -> Res<&Buf> {
        self.buffers
            .get(name)
            .ok_or_else(|| self.err(line, format!("unknown buffer {name}")))
    }

    fn buffer(&mut self, line: usize, b: &BufferDecl) -> Res<()> {
        if self.buffers.contains_key(&b.name) {
            return Err(self.err(line, format!("buffer {} is already defined", b.name)));
        }
        let buffer = self
            .runtime
            .buffer_from_bytes(&b.data)
            .map_err(|e| self.err(line, e.to_string()))?;
        self.buffers
            .insert(b.name.clone(), Buf { ty: b.ty, buffer });
        Ok(())
    }

    fn copy(&mut self, line: usize, from: &str, to: &str) -> Res<()> {
        let src = self.buf(line, from)?;
        let dst = self.buf(line, to)?;
        if src.ty != dst.ty {
            return Err(self.err(
                line,
                format!(
                    "COPY needs buffers of one data type: {from} is {}, {to} is {}",
                    src.ty, dst.ty
                ),
            ));
        }
        let ty = src.ty;
        let bytes = src
            .buffer
            .read_bytes()
            .map_err(|e| self.err(line, e.to_string()))?;
        let buffer = self
            .runtime
            .buffer_from_bytes(&bytes)
            .map_err(|e| self.err(line, e.to_string()))?;
        self.buffers.insert(to.to_string(), Buf { ty, buffer });
        Ok(())
    }

    fn pipeline(&mut self, line: usize, p: &PipelineDecl) -> Res<()> {
        if self.decls.contains_key(&p.name) {
            return Err(self.err(line, format!("pipeline {} is already defined", p.name)));
        }
        let mut items = match &p.parent {
            Some(parent) => self
                .decls
                .get(parent)
                .cloned()
                .ok_or_else(|| self.err(line, format!("unknown parent pipeline {parent}")))?,
            None => Vec::new(),
        };
        items.extend(p.items.iter().cloned());
        let pipe = self.resolve(line, &items)?;
        self.decls.insert(p.name.clone(), items);
        self.pipelines.insert(p.name.clone(), pipe);
        Ok(())
    }

    /// Compiles the attached shader and resolves every binding against the kernel.
    fn resolve(&mut self, line: usize, items: &[Item]) -> Res<Pipe> {
        let attach = items.iter().rev().find_map(|i| match &i.kind {
            ItemKind::Attach {
                shader,
                entry,
                specialize,
            } => Some((i.line, shader, entry, specialize)),
            _ => None,
        });
        let Some((aline, shader_name, entry, specialize)) = attach else {
            return Err(self.err(line, "the pipeline has no ATTACH"));
        };
        let shader = *self
            .shaders
            .get(shader_name)
            .ok_or_else(|| self.err(aline, format!("unknown shader {shader_name}")))?;
        let mut options = Vec::new();
        for i in items {
            if let ItemKind::CompileOptions {
                shader: s,
                options: o,
            } = &i.kind
            {
                if s.as_ref().is_none_or(|s| s == shader_name) {
                    options.extend(o.iter().cloned());
                    compile_options(o, &self.base).map_err(|e| self.err(i.line, e))?;
                    for w in clspv_only_warnings(o) {
                        self.warn(i.line, w);
                    }
                }
            }
        }
        let program = self.program(aline, shader, &options)?;
        let kernel_name = match entry {
            Some(e) => e.clone(),
            None => match program.kernel_names().as_slice() {
                [only] => only.to_string(),
                names => {
                    return Err(self.err(
                        aline,
                        format!(
                            "shader {shader_name} has {} kernels; choose one with ENTRY_POINT ({})",
                            names.len(),
                            names.join(", ")
                        ),
                    ))
                }
            },
        };
        let kernel = program
            .kernel(&kernel_name)
            .map_err(|e| self.err(aline, e.to_string()))?
            .clone();
        let wg = &kernel.work_group;
        let mut spec_local = [None; 3];
        let mut args: Vec<Option<Binding>> = kernel.args.iter().map(|_| None).collect();
        for (id, ty, value) in specialize {
            let v = match ty.value_of(value).map_err(|e| self.err(aline, e))? {
                Value::Int(i) if i >= 0 && i <= u32::MAX as i128 => i as u32,
                _ => {
                    return Err(self.err(
                        aline,
                        format!("SPECIALIZE {id}: oclvk's specialization constants take unsigned integers, not {value}"),
                    ))
                }
            };
            if let Some(d) = wg.spec_ids.iter().position(|s| s == id) {
                spec_local[d] = Some(v);
            } else if let Some(a) = kernel
                .args
                .iter()
                .find(|a| matches!(a.kind, ArgKind::Local { spec_id, .. } if spec_id == *id))
            {
                args[a.index as usize] = Some(Binding::Local(v));
            } else {
                let locals: Vec<String> = kernel
                    .args
                    .iter()
                    .filter_map(|a| match a.kind {
                        ArgKind::Local { spec_id, .. } => Some(format!("{spec_id} ({})", a.name)),
                        _ => None,
                    })
                    .collect();
                return Err(self.err(
                    aline,
                    format!(
                        "kernel {kernel_name} has no specialization constant {id} (work-group size: {:?}{}{})",
                        wg.spec_ids,
                        if locals.is_empty() { "" } else { "; local arguments: " },
                        locals.join(", ")
                    ),
                ));
            }
        }
        let local = match wg.required {
            Some(r) => {
                if let Some(d) = (0..3).find(|&d| spec_local[d].is_some_and(|v| v != r[d])) {
                    return Err(self.err(aline, format!("SPECIALIZE {} sets the work-group size, but kernel {kernel_name} requires {r:?} (reqd_work_group_size)", wg.spec_ids[d])));
                }
                r
            }
            None => {
                let fallback = wg.hint.unwrap_or([1, 1, 1]);
                [0, 1, 2].map(|d| spec_local[d].unwrap_or(fallback[d]))
            }
        };
        if local.contains(&0) {
            return Err(self.err(aline, "a work-group size of 0 is not allowed"));
        }
        for i in items {
            match &i.kind {
                ItemKind::Bind { buffer, arg } => {
                    let param = find_arg(&kernel, arg).map_err(|e| self.err(i.line, e))?;
                    if !matches!(param.kind, ArgKind::Buffer { .. }) {
                        return Err(self.err(i.line, format!("argument '{}' of kernel {kernel_name} is '{}', not a global or constant pointer: {}", param.name, param.type_name, how_to_set(param))));
                    }
                    self.buf(i.line, buffer)?;
                    args[param.index as usize] = Some(Binding::Buffer(buffer.clone()));
                }
                ItemKind::Set { arg, ty, values } => {
                    let param = find_arg(&kernel, arg).map_err(|e| self.err(i.line, e))?;
                    let ArgKind::Value { layout, .. } = &param.kind else {
                        return Err(self.err(i.line, format!("argument '{}' of kernel {kernel_name} is '{}', not a by-value argument: {}", param.name, param.type_name, how_to_set(param))));
                    };
                    let compatible = layout.scalar.is_some_and(|s| same_family(s, ty.component))
                        && layout.lanes as usize == ty.lanes;
                    if !compatible {
                        return Err(self.err(
                            i.line,
                            format!(
                                "argument '{}' of kernel {kernel_name} is '{}', which {ty} does not match",
                                param.name, param.type_name
                            ),
                        ));
                    }
                    let mut bytes = Vec::new();
                    for v in values {
                        ty.encode(v, &mut bytes).map_err(|e| self.err(i.line, e))?;
                    }
                    bytes.resize(layout.size as usize, 0);
                    args[param.index as usize] = Some(Binding::Value(bytes));
                }
                _ => {}
            }
        }
        Ok(Pipe {
            program,
            kernel,
            local,
            args,
        })
    }

    fn program(&mut self, line: usize, shader: &Shader, options: &[String]) -> Res<Rc<Program>> {
        let key = (shader.name.clone(), options.to_vec());
        if let Some(p) = self.programs.get(&key) {
            return Ok(p.clone());
        }
        let opts = compile_options(options, &self.base).map_err(|e| self.err(line, e))?;
        // Blank lines in front keep the diagnostics' line numbers those of the script.
        let text = "\n".repeat(shader.first_line - 1) + &shader.source;
        let compilation = crate::compile_source(&self.script.file, &text, &opts);
        let Some(output) = compilation.output.as_ref() else {
            let diags = compilation.render(crate::DiagnosticFormat::Text, false);
            return Err(self.err(
                line,
                format!(
                    "shader {} does not compile:\n{}",
                    shader.name,
                    diags.trim_end()
                ),
            ));
        };
        let program =
            crate::load(self.runtime, output).map_err(|e| self.err(line, e.to_string()))?;
        let program = Rc::new(program);
        self.programs.insert(key, program.clone());
        Ok(program)
    }

    fn run(&mut self, line: usize, name: &str, groups: [u32; 3]) -> Res<()> {
        let pipe = self
            .pipelines
            .get(name)
            .ok_or_else(|| self.err(line, format!("unknown pipeline {name}")))?;
        let mut args: Vec<(String, ArgValue)> = Vec::new();
        for (param, binding) in pipe.kernel.args.iter().zip(&pipe.args) {
            let value = match binding {
                Some(Binding::Buffer(b)) => ArgValue::Buffer(&self.buf(line, b)?.buffer),
                Some(Binding::Value(v)) => ArgValue::Value(v.clone()),
                Some(Binding::Local(n)) => ArgValue::Local(*n),
                None => {
                    return Err(self.err(
                        line,
                        format!(
                            "pipeline {name}: argument '{}' ('{}') of kernel {} is not set: {}",
                            param.name,
                            param.type_name,
                            pipe.kernel.name,
                            how_to_set(param)
                        ),
                    ))
                }
            };
            args.push((param.name.clone(), value));
        }
        if groups.contains(&0) {
            return Err(self.err(line, "work-group counts must be at least 1"));
        }
        // Always three dimensions, as Amber runs OPENCL-C through clspv (a Vulkan dispatch is
        // 3-D): get_work_dim() is 3 for `RUN p 4 1 1`.
        let global: Vec<u64> = (0..3)
            .map(|d| groups[d] as u64 * pipe.local[d] as u64)
            .collect();
        let range = NdRange::new(&global).with_local(&pipe.local);
        let named: Vec<(&str, ArgValue)> =
            args.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
        let stats = self
            .runtime
            .launch(&pipe.program, &pipe.kernel.name, &range, &named)
            .map_err(|e| self.err(line, e.to_string()))?;
        if let Some(text) = stats.printf {
            self.report.printf.push_str(&text);
        }
        self.report.runs += 1;
        Ok(())
    }

    /// `Ok(Some(message))` when the expectation does not hold.
    fn expect(&self, line: usize, e: &Expect) -> Res<Option<String>> {
        let read = |name: &str| -> Res<(DataType, Vec<Value>)> {
            let b = self.buf(line, name)?;
            let bytes = b
                .buffer
                .read_bytes()
                .map_err(|e| self.err(line, e.to_string()))?;
            Ok((b.ty, b.ty.decode_all(&bytes)))
        };
        match e {
            Expect::Values {
                buffer,
                offset,
                tolerance,
                cmp,
                values,
            } => {
                let (ty, got) = read(buffer)?;
                let start = ty.component_at(*offset).ok_or_else(|| {
                    self.err(
                        line,
                        format!("IDX {offset} is not the byte offset of a {ty} component of buffer {buffer}"),
                    )
                })?;
                if start + values.len() > got.len() {
                    return Err(self.err(
                        line,
                        format!(
                            "EXPECT reads {} value(s) from IDX {offset}, past the end of buffer {buffer} ({} values of {ty})",
                            values.len(),
                            got.len()
                        ),
                    ));
                }
                let mut bad = Vec::new();
                for (i, token) in values.iter().enumerate() {
                    let want = ty.value_of(token).map_err(|m| self.err(line, m))?;
                    let at = start + i;
                    let tol = match tolerance.as_slice() {
                        [] => None,
                        [one] => Some(*one),
                        many => many.get(at % ty.lanes).copied(),
                    };
                    if !compare(got[at], want, *cmp, tol) {
                        bad.push(format!(
                            "{buffer}[{}] (byte {}) is {}, expected {}{want}",
                            at / ty.lanes,
                            ty.component_offset(at),
                            got[at],
                            cmp_text(*cmp, tol),
                        ));
                    }
                }
                Ok(summarize(bad, values.len()))
            }
            Expect::EqBuffer { a, b } => {
                let ((ta, va), (tb, vb)) = (read(a)?, read(b)?);
                if ta != tb {
                    return Err(self.err(
                        line,
                        format!(
                            "EQ_BUFFER needs buffers of one data type: {a} is {ta}, {b} is {tb}"
                        ),
                    ));
                }
                if va.len() != vb.len() {
                    return Ok(Some(format!(
                        "{a} has {} values, {b} has {}",
                        va.len(),
                        vb.len()
                    )));
                }
                let bad = (0..va.len())
                    .filter(|&i| !compare(va[i], vb[i], Comparator::Eq, None))
                    .map(|i| {
                        format!(
                            "{a}[{}] (byte {}) is {}, {b} has {}",
                            i / ta.lanes,
                            ta.component_offset(i),
                            va[i],
                            vb[i]
                        )
                    })
                    .collect();
                Ok(summarize(bad, va.len()))
            }
            Expect::Rmse { a, b, tolerance } => {
                let ((_, va), (_, vb)) = (read(a)?, read(b)?);
                if va.len() != vb.len() || va.is_empty() {
                    return Ok(Some(format!(
                        "{a} has {} values, {b} has {}",
                        va.len(),
                        vb.len()
                    )));
                }
                let sum: f64 = va
                    .iter()
                    .zip(&vb)
                    .map(|(x, y)| (x.as_f64() - y.as_f64()).powi(2))
                    .sum();
                let rmse = (sum / va.len() as f64).sqrt();
                // NaN fails too.
                let within = rmse <= *tolerance;
                Ok((!within).then(|| {
                    format!(
                        "the RMSE of {a} against {b} is {rmse}, above the tolerance {tolerance}"
                    )
                }))
            }
        }
    }
}

fn summarize(bad: Vec<String>, total: usize) -> Option<String> {
    if bad.is_empty() {
        return None;
    }
    let shown: Vec<&str> = bad.iter().take(4).map(String::as_str).collect();
    let more = if bad.len() > 4 {
        format!("; and {} more", bad.len() - 4)
    } else {
        String::new()
    };
    Some(format!(
        "EXPECT failed: {} of {total} value(s) differ: {}{more}",
        bad.len(),
        shown.join("; ")
    ))
}

fn cmp_text(cmp: Comparator, tol: Option<Tolerance>) -> String {
    let op = match cmp {
        Comparator::Eq => "",
        Comparator::Ne => "!= ",
        Comparator::Lt => "< ",
        Comparator::Le => "<= ",
        Comparator::Gt => "> ",
        Comparator::Ge => ">= ",
    };
    match tol {
        Some(t) if t.percent => format!("(within {}%) ", t.value),
        Some(t) => format!("(within {}) ", t.value),
        None => op.to_string(),
    }
}

fn compare(got: Value, want: Value, cmp: Comparator, tol: Option<Tolerance>) -> bool {
    if let (Value::Int(g), Value::Int(w), None) = (got, want, tol) {
        return match cmp {
            Comparator::Eq => g == w,
            Comparator::Ne => g != w,
            Comparator::Lt => g < w,
            Comparator::Le => g <= w,
            Comparator::Gt => g > w,
            Comparator::Ge => g >= w,
        };
    }
    let (g, w) = (got.as_f64(), want.as_f64());
    if let Some(t) = tol {
        let limit = if t.percent {
            w.abs() * t.value / 100.0
        } else {
            t.value
        };
        return (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= limit;
    }
    match cmp {
        Comparator::Eq => g == w || (g.is_nan() && w.is_nan()),
        Comparator::Ne => !(g == w || (g.is_nan() && w.is_nan())),
        Comparator::Lt => g < w,
        Comparator::Le => g <= w,
        Comparator::Gt => g > w,
        Comparator::Ge => g >= w,
    }
}

fn find_arg<'k>(kernel: &'k KernelReflection, arg: &ArgRef) -> Result<&'k ArgReflection, String> {
    let found = match arg {
        ArgRef::Name(n) => kernel.arg(n),
        ArgRef::Number(i) => kernel.args.iter().find(|a| a.index == *i),
    };
    found.ok_or_else(|| {
        let list: Vec<String> = kernel
            .args
            .iter()
            .map(|a| format!("{} '{}'", a.index, a.name))
            .collect();
        format!(
            "kernel {} has no argument {arg}; its arguments: {}",
            kernel.name,
            if list.is_empty() {
                "(none)".into()
            } else {
                list.join(", ")
            }
        )
    })
}

fn how_to_set(param: &ArgReflection) -> String {
    match &param.kind {
        ArgKind::Buffer { .. } => format!(
            "bind a buffer with BIND BUFFER b KERNEL ARG_NAME {}",
            param.name
        ),
        ArgKind::Value { .. } => format!(
            "set it with SET KERNEL ARG_NAME {} AS type value",
            param.name
        ),
        ArgKind::Local { spec_id, .. } => {
            format!("size it with SPECIALIZE {spec_id} AS uint32 N on the ATTACH line")
        }
        ArgKind::Image { .. } | ArgKind::Sampler { .. } => format!(
            "'{}' arguments are not supported in AmberScript yet",
            param.type_name
        ),
    }
}

/// Whether a SET KERNEL component type suits a by-value parameter's scalar type (same size,
/// both integer or both floating).
fn same_family(s: ScalarKind, c: Component) -> bool {
    use Component as C;
    use ScalarKind as S;
    match s {
        S::Bool | S::Char | S::Uchar => matches!(c, C::I8 | C::U8),
        S::Short | S::Ushort => matches!(c, C::I16 | C::U16),
        S::Int | S::Uint => matches!(c, C::I32 | C::U32),
        S::Long | S::Ulong => matches!(c, C::I64 | C::U64),
        S::Half => c == C::F16,
        S::Float => c == C::F32,
        S::Double => c == C::F64,
    }
}
