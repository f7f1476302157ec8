//! The directives of a corpus kernel: `// KEY: VALUE` comment lines (grammar in docs/testing.md).

use oclvk::spec::{ArgSpec, ArgTarget, ImageContents, SpecSource};
use oclvk::spirv::Target;
use std::path::Path;

/// What one `tests/kernels/**/*.cl` file asks for.
#[derive(Debug)]
pub struct Directives {
    /// OpenCL build options (`// options:`), empty by default.
    pub options: String,
    /// The targets to compile, snapshot and validate for (`// targets:`), `vulkan1.2` by default.
    pub targets: Vec<Target>,
    pub runs: Vec<Run>,
    /// `// expect-error:` texts with their lines: the file must not compile, and each text must
    /// be part of an error's message.
    pub expected_errors: Vec<(usize, String)>,
}

/// One `// run:` line with the `// expect:` lines after it.
#[derive(Debug)]
pub struct Run {
    pub line: usize,
    pub kernel: String,
    pub global: Vec<u64>,
    pub local: Option<Vec<u32>>,
    pub offset: Vec<u64>,
    pub repeat: u32,
    pub args: Vec<ArgSpec>,
    /// `NAME=each:COUNT:EXPR` arguments: buffers whose elements the harness computes.
    pub generated: Vec<Generated>,
    pub expects: Vec<Expect>,
}

/// An argument whose contents the harness computes: lanes (flattened, as `expect:` counts
/// them) or image channels (x fastest) that are `EXPR` of their index `i`.
#[derive(Debug)]
pub struct Generated {
    pub name: String,
    pub shape: Shape,
    pub expr: super::expr::Expr,
}

#[derive(Debug)]
pub enum Shape {
    /// `NAME=each:COUNT:EXPR`: a buffer of `COUNT` elements of the parameter's type.
    Buffer(u64),
    /// `NAME=image:FORMAT:SIZE:each:EXPR`: an image of that format and size.
    Image(oclvk::runner::ImageFormat, Vec<u32>),
}

/// One `// expect: NAME[ ~TOLERANCE] = VALUES` line.
#[derive(Debug)]
pub struct Expect {
    pub line: usize,
    pub arg: String,
    pub tolerance: Tolerance,
    pub values: Expected,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tolerance {
    Exact,
    /// `~0.001`: |got - want| <= the bound.
    Absolute(f64),
    /// `~4ulp`: at most this many units in the last place of the buffer's float type.
    Ulps(u64),
}

/// The right-hand side of an `// expect:` line.
#[derive(Debug)]
pub enum Expected {
    /// Comma-separated literals, `VALUE*COUNT` repeating one; lanes of vectors flattened.
    Values(Vec<String>),
    /// `hex:BYTES`: the buffer's bytes.
    Hex(Vec<u8>),
    /// `file:PATH.npy` or `file:PATH.bin`, relative to the kernel file.
    File(std::path::PathBuf),
    /// `each: EXPR`: every element (lane) `i` against EXPR; `each: E0; E1; ...` compares the
    /// buffer in rows of as many elements as expressions, `i` being the row.
    Each(Vec<super::expr::Expr>),
}

const KEYS: [&str; 5] = ["options", "targets", "run", "expect", "expect-error"];

/// A directive the harness cannot read: `path:line: message` (the line where there is one).
pub fn error_at(path: &str, line: Option<usize>, message: &str) -> String {
    match line {
        Some(line) => format!("{path}:{line}: {message}"),
        None => format!("{path}: {message}"),
    }
}

/// Reads the directives of `text` (the file at `path`, which relative `file:` paths are taken
/// from); an error gives its line, where it has one, and the message.
pub fn parse(path: &Path, text: &str) -> Result<Directives, (Option<usize>, String)> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut d = Directives {
        options: String::new(),
        targets: Vec::new(),
        runs: Vec::new(),
        expected_errors: Vec::new(),
    };
    let mut lines = text.lines().enumerate().peekable();
    while let Some((index, raw)) = lines.next() {
        let line = index + 1;
        let Some((key, mut value)) = directive(raw) else {
            continue;
        };
        // A value ending in `\` continues on the next comment line.
        while value.ends_with('\\') {
            value.pop();
            match lines.next().and_then(|(_, l)| l.trim().strip_prefix("//")) {
                Some(more) => value.push_str(more),
                None => return Err((Some(line), "'\\' continues past the comments".into())),
            }
        }
        let value = value.trim();
        let at = |e: String| (Some(line), e);
        match key {
            "options" => d.options = value.to_string(),
            "targets" => {
                d.targets = value
                    .split_whitespace()
                    .map(target)
                    .collect::<Result<_, _>>()
                    .map_err(at)?
            }
            "run" => d.runs.push(run(line, value, dir).map_err(at)?),
            "expect" => {
                let run = d
                    .runs
                    .last_mut()
                    .ok_or_else(|| at("'expect:' before any 'run:'".into()))?;
                run.expects.push(expect(line, value, dir).map_err(at)?);
            }
            "expect-error" => d.expected_errors.push((line, value.to_string())),
            _ => unreachable!("KEYS lists every key"),
        }
    }
    if d.targets.is_empty() {
        d.targets.push(Target::Vulkan1_2);
    }
    if !d.expected_errors.is_empty() && !d.runs.is_empty() {
        return Err((
            None,
            "a file with 'expect-error:' cannot have 'run:' lines".into(),
        ));
    }
    if !d.runs.is_empty() && !d.targets.iter().any(|t| *t != Target::Opencl) {
        return Err((
            None,
            "'run:' lines need a Vulkan target in 'targets:'".into(),
        ));
    }
    Ok(d)
}

/// `// KEY: VALUE` with a known KEY.
fn directive(line: &str) -> Option<(&'static str, String)> {
    let rest = line.trim().strip_prefix("//")?.trim_start();
    let (key, value) = rest.split_once(':')?;
    let key = KEYS.iter().find(|k| **k == key)?;
    Some((key, value.to_string()))
}

fn target(word: &str) -> Result<Target, String> {
    [Target::Vulkan1_2, Target::Vulkan1_3, Target::Opencl]
        .into_iter()
        .find(|t| t.name() == word)
        .ok_or_else(|| format!("unknown target '{word}' (vulkan1.2, vulkan1.3 or opencl)"))
}

/// `N`, `NxM` or `NxMxK`.
fn sizes<T: std::str::FromStr>(text: &str) -> Result<Vec<T>, String> {
    text.split('x')
        .map(|n| {
            n.parse()
                .map_err(|_| format!("bad size '{text}' (N, NxM or NxMxK)"))
        })
        .collect()
}

/// `KERNEL GLOBAL[/LOCAL] [--offset=O] [--repeat=N] NAME=SPEC...`, where a SPEC may also be
/// `each:COUNT:EXPR` (an expression of `i` without spaces) or `image:FORMAT:SIZE:each:EXPR`
fn run(line: usize, text: &str, dir: &Path) -> Result<Run, String> {
    let mut words = text.split_whitespace();
    let kernel = words
        .next()
        .ok_or("'run:' needs a kernel name")?
        .to_string();
    let size = words.next().ok_or("'run:' needs a global size")?;
    let (global, local) = match size.split_once('/') {
        Some((g, l)) => (sizes(g)?, Some(sizes(l)?)),
        None => (sizes(size)?, None),
    };
    let mut r = Run {
        line,
        kernel,
        global,
        local,
        offset: Vec::new(),
        repeat: 1,
        args: Vec::new(),
        generated: Vec::new(),
        expects: Vec::new(),
    };
    for word in words {
        if let Some(o) = word.strip_prefix("--offset=") {
            r.offset = sizes(o)?;
        } else if let Some(n) = word.strip_prefix("--repeat=") {
            r.repeat = n.parse().map_err(|_| format!("bad repeat count '{n}'"))?;
        } else if word.starts_with("--") {
            return Err(format!(
                "unknown run option '{word}' (--offset=, --repeat=)"
            ));
        } else if let Some((name, rest)) = word
            .split_once('=')
            .and_then(|(n, s)| Some((n, s.strip_prefix("each:")?)))
        {
            let (count, expr) = rest
                .split_once(':')
                .ok_or_else(|| format!("'{word}': a generated buffer is NAME=each:COUNT:EXPR"))?;
            r.generated.push(Generated {
                name: name.to_string(),
                shape: Shape::Buffer(
                    count
                        .parse()
                        .map_err(|_| format!("bad element count in '{word}'"))?,
                ),
                expr: super::expr::parse(expr)?,
            });
        } else if let Some((image, expr)) = word.split_once(":each:") {
            // The image's format and size as `image:...:zeros` gives them.
            let spec = ArgSpec::parse(&format!("{image}:zeros")).map_err(|e| e.to_string())?;
            let (ArgTarget::Name(name), SpecSource::Image { format, size, .. }) =
                (spec.target, spec.source)
            else {
                return Err(format!(
                    "'{word}': each: contents are NAME=image:FORMAT:SIZE:each:EXPR"
                ));
            };
            r.generated.push(Generated {
                name,
                shape: Shape::Image(format, size),
                expr: super::expr::parse(expr)?,
            });
        } else {
            let mut spec = ArgSpec::parse(word).map_err(|e| e.to_string())?;
            match &mut spec.source {
                SpecSource::File(p)
                | SpecSource::Image {
                    contents: ImageContents::File(p),
                    ..
                } => *p = dir.join(&*p),
                _ => {}
            }
            r.args.push(spec);
        }
    }
    Ok(r)
}

/// `NAME[ ~TOLERANCE] = VALUES`
fn expect(line: usize, text: &str, dir: &Path) -> Result<Expect, String> {
    let (left, right) = text
        .split_once('=')
        .ok_or("'expect:' needs NAME = VALUES")?;
    let mut left = left.split_whitespace();
    let arg = left
        .next()
        .ok_or("'expect:' needs an argument name")?
        .to_string();
    let tolerance = match left.next() {
        None => Tolerance::Exact,
        Some(t) => tolerance(t)?,
    };
    if let Some(extra) = left.next() {
        return Err(format!("unexpected '{extra}' before '='"));
    }
    let right = right.trim();
    let values = if let Some(hex) = right.strip_prefix("hex:") {
        Expected::Hex(hex_bytes(hex)?)
    } else if let Some(file) = right.strip_prefix("file:") {
        Expected::File(dir.join(file.trim()))
    } else if let Some(expr) = right.strip_prefix("each:") {
        Expected::Each(super::expr::parse_rows(expr)?)
    } else {
        let mut values = Vec::new();
        for item in split_list(right) {
            let item = item.trim();
            match item.rsplit_once('*').filter(|_| !item.starts_with('\'')) {
                Some((v, n)) => {
                    let n: usize = n
                        .trim()
                        .parse()
                        .map_err(|_| format!("bad repeat count in '{item}'"))?;
                    values.extend(std::iter::repeat_n(v.trim().to_string(), n));
                }
                None if item.is_empty() => return Err("an empty value in the list".into()),
                None => values.push(item.to_string()),
            }
        }
        Expected::Values(values)
    };
    Ok(Expect {
        line,
        arg,
        tolerance,
        values,
    })
}

fn tolerance(text: &str) -> Result<Tolerance, String> {
    let t = text
        .strip_prefix('~')
        .ok_or_else(|| format!("'{text}': a tolerance is written ~BOUND or ~Nulp"))?;
    if let Some(n) = t.strip_suffix("ulp") {
        return n
            .parse()
            .map(Tolerance::Ulps)
            .map_err(|_| format!("bad ulp count '{text}'"));
    }
    t.parse()
        .map(Tolerance::Absolute)
        .map_err(|_| format!("bad tolerance '{text}'"))
}

fn hex_bytes(text: &str) -> Result<Vec<u8>, String> {
    let digits: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '_')
        .collect();
    if digits.len() % 2 != 0 {
        return Err("hex: needs an even number of digits".into());
    }
    (0..digits.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| format!("bad hex '{text}'")))
        .collect()
}

/// Splits a value list at commas outside character literals (`'a', ','`).
fn split_list(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (k, c) in text.char_indices() {
        match c {
            '\'' => quoted = !quoted,
            ',' if !quoted => {
                items.push(&text[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}
