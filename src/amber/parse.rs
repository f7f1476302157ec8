//! The AmberScript parser: text to [`Script`], with every error located at its line. It needs no
//! compiler and no device. Commands outside oclvk's subset are errors naming the command (and,
//! for block commands, their body is skipped so one mistake gives one message).

use super::syntax::*;
use super::types::DataType;
use super::{AmberError, Severity};

/// The largest buffer a script may declare (1 GiB).
const MAX_BUFFER_BYTES: usize = 1 << 30;

/// The tokens of one line with a cursor.
struct Toks<'a> {
    toks: Vec<&'a str>,
    pos: usize,
}

impl<'a> Toks<'a> {
    fn next(&mut self, what: &str) -> Result<&'a str, String> {
        let t = self
            .toks
            .get(self.pos)
            .copied()
            .ok_or_else(|| format!("expected {what}"))?;
        self.pos += 1;
        Ok(t)
    }

    fn peek(&self) -> Option<&'a str> {
        self.toks.get(self.pos).copied()
    }

    fn keyword(&mut self, kw: &str) -> Result<(), String> {
        match self.next(kw)? {
            t if t == kw => Ok(()),
            t => Err(format!("expected {kw}, found '{t}'")),
        }
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, String> {
        let t = self.next(what)?;
        parse_int(t).ok_or_else(|| format!("expected {what}, found '{t}'"))
    }

    fn rest(&mut self) -> Vec<&'a str> {
        let r = self.toks[self.pos..].to_vec();
        self.pos = self.toks.len();
        r
    }

    fn finish(&self) -> Result<(), String> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(format!("unexpected '{t}' at the end of the command")),
        }
    }
}

fn parse_int<T: std::str::FromStr>(t: &str) -> Option<T> {
    if let Some(h) = t.strip_prefix("0x") {
        return u64::from_str_radix(h, 16)
            .ok()
            .and_then(|v| v.to_string().parse().ok());
    }
    t.parse().ok()
}

/// A line without its `#` comment.
fn strip_comment(line: &str) -> &str {
    match line.find('#') {
        Some(i) => &line[..i],
        None => line,
    }
}

/// Whether `line` ends in a continuation: a `\` token right at the end of the line. As Amber's
/// tokenizer reads it, a `\` followed by spaces or inside a comment is an ordinary token.
fn continues(line: &str) -> bool {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let Some(before) = line.strip_suffix('\\') else {
        return false;
    };
    !line.contains('#') && (before.is_empty() || before.ends_with([' ', '\t']))
}

fn is_end(line: &str) -> bool {
    strip_comment(line).trim() == "END"
}

struct Parser<'a> {
    file: String,
    lines: Vec<&'a str>,
    /// Index of the next unread line.
    next: usize,
    errors: Vec<AmberError>,
    fence_timeout_ms: Option<u64>,
}

/// Parses a script; `file` is the name messages use. All errors are returned, each at its line.
pub fn parse(file: &str, text: &str) -> Result<Script, Vec<AmberError>> {
    let mut p = Parser {
        file: file.to_string(),
        lines: text.lines().collect(),
        next: 0,
        errors: Vec::new(),
        fence_timeout_ms: None,
    };
    let commands = p.block(None);
    if !p.errors.is_empty() {
        return Err(p.errors);
    }
    Ok(Script {
        file: file.to_string(),
        commands,
        fence_timeout_ms: p.fence_timeout_ms,
        lines: p.lines.iter().map(|l| l.to_string()).collect(),
    })
}

impl<'a> Parser<'a> {
    fn error(&mut self, line: usize, message: impl Into<String>) {
        let command = self
            .lines
            .get(line.wrapping_sub(1))
            .map(|l| l.trim().to_string());
        self.errors.push(AmberError {
            file: self.file.clone(),
            line: Some(line),
            message: message.into(),
            command,
            severity: Severity::Error,
        });
    }

    /// The next line with tokens: (1-based line number of its first line, tokens). A line
    /// ending in a `\` token continues on the next line, as Amber's tokenizer reads it.
    fn next_line(&mut self) -> Option<(usize, Toks<'a>)> {
        while self.next < self.lines.len() {
            let first = self.next + 1;
            let mut toks: Vec<&str> = Vec::new();
            while self.next < self.lines.len() {
                let line = self.lines[self.next];
                self.next += 1;
                toks.extend(strip_comment(line).split_whitespace());
                if !continues(line) {
                    break;
                }
                toks.pop();
            }
            if !toks.is_empty() {
                return Some((first, Toks { toks, pos: 0 }));
            }
        }
        None
    }

    /// Skips lines up to and including the next `END` line (for a block being rejected).
    fn skip_block(&mut self) {
        while self.next < self.lines.len() {
            let line = self.lines[self.next];
            self.next += 1;
            if is_end(line) {
                return;
            }
        }
    }

    /// Commands until the end of the file, or until `END` when inside `REPEAT` (`opened` is the
    /// line of the REPEAT).
    fn block(&mut self, opened: Option<usize>) -> Vec<Cmd> {
        let mut out = Vec::new();
        while let Some((line, mut toks)) = self.next_line() {
            let head = toks.peek().unwrap_or_default();
            if head == "END" && opened.is_some() {
                if let Err(e) = toks.next("END").and_then(|_| toks.finish()) {
                    self.error(line, e);
                }
                return out;
            }
            match self.command(line, &mut toks, opened.is_some()) {
                Ok(Some(kind)) => out.push(Cmd { line, kind }),
                Ok(None) => {}
                Err(e) => self.error(line, e),
            }
        }
        if let Some(l) = opened {
            self.error(l, "REPEAT is missing its END");
        }
        out
    }

    fn command(
        &mut self,
        line: usize,
        t: &mut Toks<'a>,
        in_repeat: bool,
    ) -> Result<Option<CmdKind>, String> {
        let head = t.next("a command")?;
        if in_repeat && !matches!(head, "RUN" | "EXPECT" | "COPY" | "REPEAT") {
            return Err(format!(
                "{head} cannot be used inside REPEAT (RUN, EXPECT, COPY and REPEAT can)"
            ));
        }
        let kind = match head {
            "SHADER" => return self.shader(t).map(|s| s.map(CmdKind::Shader)),
            "BUFFER" => CmdKind::Buffer(self.buffer(t)?),
            "PIPELINE" => {
                let ty = t.next("a pipeline type (compute)")?;
                let name = t.next("a pipeline name")?.to_string();
                t.finish()?;
                if ty != "compute" {
                    self.skip_block();
                    return Err(format!(
                        "{ty} pipelines are not supported: oclvk runs compute pipelines only"
                    ));
                }
                CmdKind::Pipeline(self.pipeline(line, name, None))
            }
            "DERIVE_PIPELINE" => {
                let name = t.next("a pipeline name")?.to_string();
                t.keyword("FROM")?;
                let parent = t.next("the parent pipeline's name")?.to_string();
                t.finish()?;
                CmdKind::Pipeline(self.pipeline(line, name, Some(parent)))
            }
            "RUN" => {
                let mut pipeline = t.next("a pipeline name")?;
                if pipeline == "TIMED_EXECUTION" {
                    pipeline = t.next("a pipeline name")?;
                }
                if matches!(t.peek(), Some("DRAW_RECT" | "DRAW_GRID" | "DRAW_ARRAY")) {
                    return Err(format!(
                        "RUN {}: graphics draws are not supported (compute pipelines only)",
                        t.peek().unwrap_or_default()
                    ));
                }
                let groups = [
                    t.number("the work-group count in x")?,
                    t.number("the work-group count in y")?,
                    t.number("the work-group count in z")?,
                ];
                t.finish()?;
                CmdKind::Run {
                    pipeline: pipeline.to_string(),
                    groups,
                }
            }
            "EXPECT" => CmdKind::Expect(expect(t)?),
            "COPY" => {
                let from = t.next("the source buffer")?.to_string();
                t.keyword("TO")?;
                let to = t.next("the destination buffer")?.to_string();
                t.finish()?;
                CmdKind::Copy { from, to }
            }
            "REPEAT" => {
                let count = t.number("a repeat count")?;
                t.finish()?;
                CmdKind::Repeat {
                    count,
                    body: self.block(Some(line)),
                }
            }
            "SET" => {
                t.keyword("ENGINE_DATA")?;
                let var = t.next("an engine data variable")?;
                if var != "fence_timeout_ms" {
                    return Err(format!(
                        "unsupported engine data '{var}' (oclvk knows fence_timeout_ms)"
                    ));
                }
                self.fence_timeout_ms = Some(t.number("a timeout in milliseconds")?);
                t.finish()?;
                return Ok(None);
            }
            "DEVICE_FEATURE" => {
                let f = t.next("a feature name")?.to_string();
                t.finish()?;
                CmdKind::DeviceFeature(f)
            }
            "STRUCT" | "DEBUG" | "VIRTUAL_FILE" => {
                self.skip_block();
                return Err(format!("unsupported command {head} (oclvk's AmberScript subset: SHADER, BUFFER, PIPELINE, DERIVE_PIPELINE, RUN, EXPECT, COPY, REPEAT, SET ENGINE_DATA, DEVICE_FEATURE)"));
            }
            other => return Err(format!("unsupported command {other} (oclvk's AmberScript subset: SHADER, BUFFER, PIPELINE, DERIVE_PIPELINE, RUN, EXPECT, COPY, REPEAT, SET ENGINE_DATA, DEVICE_FEATURE)")),
        };
        Ok(Some(kind))
    }

    fn shader(&mut self, t: &mut Toks<'a>) -> Result<Option<Shader>, String> {
        let ty = t.next("a shader type")?;
        let name = t.next("a shader name")?.to_string();
        let format = t.next("a shader format")?;
        if format == "PASSTHROUGH" {
            return Err(
                "PASSTHROUGH shaders are graphics shaders, which oclvk does not run".into(),
            );
        }
        let extra = t.finish();
        let first_line = self.next + 1;
        let start = self.next;
        let mut end = None;
        while self.next < self.lines.len() {
            let l = self.lines[self.next];
            self.next += 1;
            if is_end(l) {
                end = Some(self.next - 1);
                break;
            }
        }
        let Some(end) = end else {
            return Err(format!("SHADER {name} is missing its END line"));
        };
        extra?;
        if ty != "compute" {
            return Err(format!(
                "{ty} shaders are not supported: oclvk runs compute shaders only"
            ));
        }
        if format != "OPENCL-C" {
            return Err(format!(
                "shader format {format} is not supported: oclvk compiles OPENCL-C shaders only"
            ));
        }
        Ok(Some(Shader {
            name,
            source: self.lines[start..end].join("\n") + "\n",
            first_line,
        }))
    }

    fn buffer(&mut self, t: &mut Toks<'a>) -> Result<BufferDecl, String> {
        let name = t.next("a buffer name")?.to_string();
        let ty = match t.next("DATA_TYPE or FORMAT")? {
            "DATA_TYPE" | "FORMAT" => DataType::parse(t.next("a data type")?)?,
            other => return Err(format!("expected DATA_TYPE or FORMAT, found '{other}'")),
        };
        let mut word = t.next("DATA or SIZE")?;
        if word == "STD430" {
            word = t.next("DATA or SIZE")?;
        } else if word == "STD140" {
            return Err(
                "STD140 layout is not supported (OpenCL buffers use the C layout, STD430 here)"
                    .into(),
            );
        }
        let mut data = Vec::new();
        match word {
            "DATA" => {
                let tokens = self.data_tokens(t)?;
                for tok in &tokens {
                    ty.encode(tok, &mut data)?;
                    pad(&ty, &mut data);
                }
                if tokens.len() % ty.lanes != 0 {
                    return Err(format!(
                        "{} values do not make whole {ty} elements",
                        tokens.len()
                    ));
                }
            }
            "SIZE" => {
                let count: usize = t.number("a size in items")?;
                if count.saturating_mul(ty.stride()) > MAX_BUFFER_BYTES {
                    return Err(format!(
                        "SIZE {count} of {ty} is above oclvk's limit of {MAX_BUFFER_BYTES} bytes per AmberScript buffer"
                    ));
                }
                let values = count * ty.lanes;
                match t.next("FILL or SERIES_FROM")? {
                    "FILL" => {
                        let v = t.next("a fill value")?;
                        for _ in 0..values {
                            ty.encode(v, &mut data)?;
                            pad(&ty, &mut data);
                        }
                    }
                    "SERIES_FROM" => {
                        let start = t.next("a start value")?;
                        t.keyword("INC_BY")?;
                        let inc = t.next("an increment")?;
                        series(&ty, start, inc, values, &mut data)?;
                    }
                    "FILE" => return Err("BUFFER ... FILE is not supported".into()),
                    other => return Err(format!("expected FILL or SERIES_FROM, found '{other}'")),
                }
                t.finish()?;
            }
            "WIDTH" | "HEIGHT" | "MIP_LEVELS" | "SAMPLES" => {
                return Err(format!("image buffers ({word}) are not supported"))
            }
            other => return Err(format!("expected DATA or SIZE, found '{other}'")),
        }
        if data.is_empty() {
            return Err(format!("buffer {name} is empty"));
        }
        Ok(BufferDecl { name, ty, data })
    }

    /// The tokens of a `DATA` block: the rest of this line and following lines, up to `END`.
    fn data_tokens(&mut self, t: &mut Toks<'a>) -> Result<Vec<&'a str>, String> {
        let mut out = Vec::new();
        let mut current = t.rest();
        loop {
            if let Some(i) = current.iter().position(|x| *x == "END") {
                out.extend_from_slice(&current[..i]);
                if let Some(extra) = current.get(i + 1) {
                    return Err(format!("unexpected '{extra}' after END"));
                }
                return Ok(out);
            }
            out.extend_from_slice(&current);
            match self.next_line() {
                Some((_, mut next)) => current = next.rest(),
                None => return Err("DATA is missing its END".into()),
            }
        }
    }

    fn pipeline(&mut self, opened: usize, name: String, parent: Option<String>) -> PipelineDecl {
        let mut items = Vec::new();
        loop {
            let Some((line, mut t)) = self.next_line() else {
                self.error(opened, format!("pipeline {name} is missing its END"));
                break;
            };
            if t.peek() == Some("END") {
                if let Err(e) = t.next("END").and_then(|_| t.finish()) {
                    self.error(line, e);
                }
                break;
            }
            match self.item(&mut t) {
                Ok(kind) => items.push(Item { line, kind }),
                Err(e) => self.error(line, e),
            }
        }
        PipelineDecl {
            name,
            parent,
            items,
        }
    }

    fn item(&mut self, t: &mut Toks<'a>) -> Result<ItemKind, String> {
        let head = t.next("a pipeline command")?;
        match head {
            "ATTACH" => {
                let shader = t.next("a shader name")?.to_string();
                let mut entry = None;
                let mut specialize = Vec::new();
                while let Some(word) = t.peek() {
                    t.pos += 1;
                    match word {
                        "ENTRY_POINT" => entry = Some(t.next("an entry point")?.to_string()),
                        "TYPE" => {
                            let ty = t.next("a shader type")?;
                            if ty != "compute" {
                                return Err(format!("ATTACH ... TYPE {ty}: compute only"));
                            }
                        }
                        "SPECIALIZE" => {
                            let id = t.number("a specialization id")?;
                            t.keyword("AS")?;
                            let ty = DataType::parse(t.next("a data type")?)?;
                            if ty.lanes != 1 || ty.component.size() != 4 {
                                return Err(format!(
                                    "SPECIALIZE values are 32-bit scalars, not {ty}"
                                ));
                            }
                            let v = t.next("a value")?.to_string();
                            ty.value_of(&v)?;
                            specialize.push((id, ty, v));
                        }
                        other => return Err(format!("unexpected '{other}' in ATTACH")),
                    }
                }
                Ok(ItemKind::Attach {
                    shader,
                    entry,
                    specialize,
                })
            }
            "COMPILE_OPTIONS" => {
                let shader = t.peek().filter(|s| !s.starts_with('-') && *s != "END");
                let shader = shader.map(|s| {
                    t.pos += 1;
                    s.to_string()
                });
                let options = self
                    .data_tokens(t)?
                    .into_iter()
                    .map(str::to_string)
                    .collect();
                Ok(ItemKind::CompileOptions { shader, options })
            }
            "BIND" => {
                let what = t.next("BUFFER")?;
                if what != "BUFFER" {
                    return Err(format!(
                        "BIND {what} is not supported (BIND BUFFER ... KERNEL ARG_NAME|ARG_NUMBER)"
                    ));
                }
                let buffer = t.next("a buffer name")?.to_string();
                if t.peek() == Some("AS") {
                    t.pos += 1;
                    let ty = t.next("a buffer type")?;
                    if !matches!(ty, "storage" | "uniform") {
                        return Err(format!(
                            "BIND BUFFER ... AS {ty} is not supported for OPENCL-C kernels"
                        ));
                    }
                }
                match t.next("KERNEL")? {
                    "KERNEL" => {}
                    "DESCRIPTOR_SET" | "LOCATION" => return Err("descriptor-set and attachment bindings are not supported: bind OpenCL kernel arguments with KERNEL ARG_NAME|ARG_NUMBER".into()),
                    other => return Err(format!("expected KERNEL, found '{other}'")),
                }
                let arg = arg_ref(t)?;
                t.finish()?;
                Ok(ItemKind::Bind { buffer, arg })
            }
            "SET" => {
                t.keyword("KERNEL")?;
                let arg = arg_ref(t)?;
                t.keyword("AS")?;
                let ty = DataType::parse(t.next("a data type")?)?;
                let values: Vec<String> = t.rest().into_iter().map(str::to_string).collect();
                if values.len() != ty.lanes {
                    return Err(format!(
                        "SET KERNEL ... AS {ty} takes {} value(s), {} given",
                        ty.lanes,
                        values.len()
                    ));
                }
                for v in &values {
                    ty.value_of(v)?;
                }
                Ok(ItemKind::Set { arg, ty, values })
            }
            "SPECIALIZE" => Err(
                "SPECIALIZE belongs to an ATTACH: end the ATTACH line with '\\' to continue it on this line"
                    .into(),
            ),
            "SHADER_OPTIMIZATION"
            | "FRAMEBUFFER_SIZE"
            | "VERTEX_DATA"
            | "INDEX_DATA"
            | "POLYGON_MODE"
            | "DEPTH"
            | "STENCIL"
            | "BLEND"
            | "VIEWPORT"
            | "SUBGROUP"
            | "PATCH_CONTROL_POINTS" => {
                if matches!(
                    head,
                    "SHADER_OPTIMIZATION" | "DEPTH" | "STENCIL" | "BLEND" | "SUBGROUP"
                ) {
                    self.skip_block();
                }
                Err(format!("unsupported pipeline command {head}"))
            }
            other => Err(format!("unsupported pipeline command {other}")),
        }
    }
}

fn pad(ty: &DataType, data: &mut Vec<u8>) {
    if ty.padded && data.len() % ty.stride() == 3 * ty.component.size() {
        data.resize(data.len() + ty.component.size(), 0);
    }
}

fn series(
    ty: &DataType,
    start: &str,
    inc: &str,
    n: usize,
    data: &mut Vec<u8>,
) -> Result<(), String> {
    if ty.component.is_float() {
        let mut v = ty.value_of(start)?.as_f64();
        let d = ty.value_of(inc)?.as_f64();
        for _ in 0..n {
            ty.encode(&format!("{v}"), data)?;
            pad(ty, data);
            v += d;
        }
    } else {
        let mut v = int_of(ty, start)?;
        let d = int_of(ty, inc)?;
        for _ in 0..n {
            ty.encode(&v.to_string(), data)?;
            pad(ty, data);
            v += d;
        }
    }
    Ok(())
}

fn int_of(ty: &DataType, token: &str) -> Result<i128, String> {
    match ty.value_of(token)? {
        super::types::Value::Int(i) => Ok(i),
        super::types::Value::Float(_) => Err(format!("'{token}' is not an integer")),
    }
}

fn arg_ref(t: &mut Toks<'_>) -> Result<ArgRef, String> {
    match t.next("ARG_NAME or ARG_NUMBER")? {
        "ARG_NAME" => Ok(ArgRef::Name(t.next("an argument name")?.to_string())),
        "ARG_NUMBER" => Ok(ArgRef::Number(t.number("an argument number")?)),
        other => Err(format!("expected ARG_NAME or ARG_NUMBER, found '{other}'")),
    }
}

fn expect(t: &mut Toks<'_>) -> Result<Expect, String> {
    let buffer = t.next("a buffer name")?.to_string();
    match t.next("IDX, EQ_BUFFER or RMSE_BUFFER")? {
        "EQ_BUFFER" => {
            let b = t.next("the second buffer")?.to_string();
            t.finish()?;
            Ok(Expect::EqBuffer { a: buffer, b })
        }
        "RMSE_BUFFER" => {
            let b = t.next("the second buffer")?.to_string();
            t.keyword("TOLERANCE")?;
            let tol = t.next("a tolerance")?;
            let tolerance = tol
                .parse::<f64>()
                .ok()
                .filter(|v| *v >= 0.0)
                .ok_or_else(|| format!("'{tol}' is not a tolerance"))?;
            t.finish()?;
            Ok(Expect::Rmse {
                a: buffer,
                b,
                tolerance,
            })
        }
        "IDX" => {
            let offset: usize = t.number("a byte offset")?;
            if t.peek().and_then(parse_int::<usize>).is_some() {
                return Err("EXPECT ... IDX x y (image comparisons) is not supported".into());
            }
            let mut tolerance = Vec::new();
            if t.peek() == Some("TOLERANCE") {
                t.pos += 1;
                while let Some(tok) = t.peek() {
                    if comparator(tok).is_some() {
                        break;
                    }
                    t.pos += 1;
                    let (num, percent) = match tok.strip_suffix('%') {
                        Some(n) => (n, true),
                        None => (tok, false),
                    };
                    let value = num
                        .parse::<f64>()
                        .ok()
                        .filter(|v| *v >= 0.0)
                        .ok_or_else(|| format!("'{tok}' is not a tolerance"))?;
                    tolerance.push(Tolerance { value, percent });
                }
                if tolerance.is_empty() || tolerance.len() > 4 {
                    return Err("TOLERANCE takes 1 to 4 values".into());
                }
            }
            let word = t.next("a comparator (EQ, NE, LT, LE, GT, GE)")?;
            let cmp = comparator(word).ok_or_else(|| {
                if word.starts_with("EQ_") {
                    format!("comparator {word} is not supported")
                } else {
                    format!("expected a comparator (EQ, NE, LT, LE, GT, GE), found '{word}'")
                }
            })?;
            if !tolerance.is_empty() && cmp != Comparator::Eq {
                return Err("TOLERANCE only goes with EQ".into());
            }
            let values: Vec<String> = t.rest().into_iter().map(str::to_string).collect();
            if values.is_empty() {
                return Err("EXPECT needs at least one value".into());
            }
            Ok(Expect::Values {
                buffer,
                offset,
                tolerance,
                cmp,
                values,
            })
        }
        other @ ("EQ_HISTOGRAM_EMD_BUFFER" | "EQ_RGB" | "EQ_RGBA") => {
            Err(format!("EXPECT ... {other} is not supported"))
        }
        other => Err(format!(
            "expected IDX, EQ_BUFFER or RMSE_BUFFER, found '{other}'"
        )),
    }
}

fn comparator(tok: &str) -> Option<Comparator> {
    Some(match tok {
        "EQ" => Comparator::Eq,
        "NE" => Comparator::Ne,
        "LT" => Comparator::Lt,
        "LE" => Comparator::Le,
        "GT" => Comparator::Gt,
        "GE" => Comparator::Ge,
        _ => return None,
    })
}
