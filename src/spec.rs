//! Argument specs as `oclvk run` takes them (`NAME=SPEC`, `--out NAME=PATH`), typed against a
//! kernel's reflection: literals for by-value parameters, generators (`zeros:`, `fill:`, `iota:`,
//! `rand:`) and files (`.npy`, `.bin`) for buffers, `local:N` for local pointers,
//! `image:FORMAT:SIZE:CONTENTS` for images and `sampler:MODES` for samplers; and writing buffers
//! and images back out as `.npy` or raw bytes.

use std::path::{Path, PathBuf};

use oclvk_abi::reflect::{
    AddressingMode, ArgKind, ArgReflection, FilterMode, ImageDim, KernelReflection, SamplerModes,
    ScalarKind, ValueLayout,
};

use oclvk_runner::{ImageDesc, ImageFormat, Result, RunnerError};

use crate::npy;

/// Which parameter a spec is for: its name, or its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgTarget {
    Name(String),
    Index(u32),
}

impl ArgTarget {
    fn parse(text: &str) -> ArgTarget {
        match text.parse::<u32>() {
            Ok(i) => ArgTarget::Index(i),
            Err(_) => ArgTarget::Name(text.to_string()),
        }
    }

    /// The kernel parameter this names, or an error listing the parameters.
    pub fn find<'k>(&self, kernel: &'k KernelReflection) -> Result<&'k ArgReflection> {
        let found = match self {
            ArgTarget::Name(n) => kernel.arg(n),
            ArgTarget::Index(i) => kernel.args.iter().find(|a| a.index == *i),
        };
        found.ok_or_else(|| {
            let name = match self {
                ArgTarget::Name(n) => n.clone(),
                ArgTarget::Index(i) => format!("#{i}"),
            };
            RunnerError::unknown_arg(kernel, name)
        })
    }
}

/// Where an argument's data comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum SpecSource {
    /// A scalar or vector literal (`1024`, `2.5`, `1,2,3,4`) for a by-value parameter.
    Literal(String),
    /// Raw bytes in hex (`hex:0a0b0c0d`), for by-value structs.
    Hex(String),
    Zeros(u64),
    /// `fill:VALUE:N`: VALUE is one scalar (broadcast to all lanes) or a full vector.
    Fill {
        value: String,
        count: u64,
    },
    Iota(u64),
    Rand {
        count: u64,
        seed: Option<u64>,
    },
    File(PathBuf),
    Local(u32),
    /// `image:FORMAT:SIZE:CONTENTS` (`image:rgba32f:64x32:iota`): SIZE is `W`, `WxH` or
    /// `WxHxD` as the parameter's dimensionality needs (array layers last).
    Image {
        format: ImageFormat,
        size: Vec<u32>,
        contents: ImageContents,
    },
    /// `sampler:MODES`: comma-separated `normalized`/`unnormalized`, an addressing mode
    /// (`none`, `clamp-to-edge`, `clamp`, `repeat`, `mirrored-repeat`) and a filter (`nearest`,
    /// `linear`); unnamed ones default to unnormalized, clamp-to-edge, nearest.
    Sampler(SamplerModes),
}

/// The initial texels of an image spec.
#[derive(Clone, Debug, PartialEq)]
pub enum ImageContents {
    Zeros,
    /// Channel `i` of the image, counting x fastest, holds `i`.
    Iota,
    /// A `.npy` file of the format's channel type with texels x fastest (numpy shape
    /// `(H, W, C)` for a 2D image, or flat).
    File(PathBuf),
}

/// One `NAME=SPEC` argument.
#[derive(Clone, Debug, PartialEq)]
pub struct ArgSpec {
    pub target: ArgTarget,
    pub source: SpecSource,
}

fn spec_err(name: &str, msg: impl std::fmt::Display) -> RunnerError {
    RunnerError::Spec(format!("argument '{name}': {msg}"))
}

fn parse_count(name: &str, what: &str, text: &str) -> Result<u64> {
    let n: u64 = text.trim().parse().map_err(|_| {
        spec_err(
            name,
            format!("cannot parse '{text}' as the element count of {what}"),
        )
    })?;
    if n == 0 {
        return Err(spec_err(name, format!("{what} needs at least one element")));
    }
    Ok(n)
}

impl ArgSpec {
    /// Parses `NAME=SPEC`; syntax only (types are checked by [`resolve`]).
    pub fn parse(text: &str) -> Result<ArgSpec> {
        let (name, spec) = text.split_once('=').ok_or_else(|| {
            RunnerError::Spec(format!(
                "argument spec '{text}' is not NAME=SPEC (e.g. n=1024, a=rand:1024, b=file:b.npy)"
            ))
        })?;
        let name = name.trim();
        if name.is_empty() {
            return Err(RunnerError::Spec(format!(
                "argument spec '{text}' has no name"
            )));
        }
        let source = if let Some(n) = spec.strip_prefix("zeros:") {
            SpecSource::Zeros(parse_count(name, "zeros:N", n)?)
        } else if let Some(n) = spec.strip_prefix("iota:") {
            SpecSource::Iota(parse_count(name, "iota:N", n)?)
        } else if let Some(rest) = spec.strip_prefix("fill:") {
            let (value, n) = rest
                .rsplit_once(':')
                .ok_or_else(|| spec_err(name, format!("'{spec}' is not fill:VALUE:N")))?;
            SpecSource::Fill {
                value: value.to_string(),
                count: parse_count(name, "fill:VALUE:N", n)?,
            }
        } else if let Some(rest) = spec.strip_prefix("rand:") {
            let (n, seed) = match rest.split_once(':') {
                Some((n, s)) => (
                    n,
                    Some(s.trim().parse::<u64>().map_err(|_| {
                        spec_err(name, format!("cannot parse '{s}' as a rand seed"))
                    })?),
                ),
                None => (rest, None),
            };
            SpecSource::Rand {
                count: parse_count(name, "rand:N", n)?,
                seed,
            }
        } else if let Some(p) = spec.strip_prefix("file:") {
            SpecSource::File(PathBuf::from(p))
        } else if let Some(n) = spec.strip_prefix("local:") {
            let n = parse_count(name, "local:N", n)?;
            SpecSource::Local(
                u32::try_from(n).map_err(|_| spec_err(name, format!("local:{n} is too large")))?,
            )
        } else if let Some(h) = spec.strip_prefix("hex:") {
            SpecSource::Hex(h.to_string())
        } else if let Some(rest) = spec.strip_prefix("image:") {
            parse_image_spec(name, rest)?
        } else if let Some(rest) = spec.strip_prefix("sampler:") {
            SpecSource::Sampler(parse_sampler_modes(name, rest)?)
        } else {
            SpecSource::Literal(spec.to_string())
        };
        Ok(ArgSpec {
            target: ArgTarget::parse(name),
            source,
        })
    }
}

fn parse_image_spec(name: &str, rest: &str) -> Result<SpecSource> {
    let usage = "image:FORMAT:SIZE:CONTENTS, e.g. image:rgba32f:64x32:iota (CONTENTS: zeros, iota or file:PATH.npy)";
    let mut parts = rest.splitn(3, ':');
    let (Some(format), Some(size), Some(contents)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(spec_err(name, format!("'{rest}' is not {usage}")));
    };
    let format = ImageFormat::parse(format).ok_or_else(|| {
        let names: Vec<String> = ImageFormat::all().map(|f| f.name()).collect();
        spec_err(
            name,
            format!(
                "unknown image format '{format}' (formats: {})",
                names.join(", ")
            ),
        )
    })?;
    let size = size
        .split('x')
        .map(|p| {
            p.trim()
                .parse::<u32>()
                .ok()
                .filter(|&v| v > 0)
                .ok_or_else(|| spec_err(name, format!("'{size}' is not an image size W[xH[xD]]")))
        })
        .collect::<Result<Vec<u32>>>()?;
    if size.len() > 3 {
        return Err(spec_err(name, format!("'{size:?}' has more than 3 sizes")));
    }
    let contents = match contents {
        "zeros" => ImageContents::Zeros,
        "iota" => ImageContents::Iota,
        c => match c.strip_prefix("file:") {
            Some(p) => ImageContents::File(PathBuf::from(p)),
            None => {
                return Err(spec_err(
                    name,
                    format!("'{c}' is not zeros, iota or file:PATH.npy"),
                ))
            }
        },
    };
    Ok(SpecSource::Image {
        format,
        size,
        contents,
    })
}

fn parse_sampler_modes(name: &str, rest: &str) -> Result<SamplerModes> {
    let mut modes = SamplerModes {
        normalized_coords: false,
        addressing: AddressingMode::ClampToEdge,
        filter: FilterMode::Nearest,
    };
    for word in rest.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        match word {
            "normalized" => modes.normalized_coords = true,
            "unnormalized" => modes.normalized_coords = false,
            "none" => modes.addressing = AddressingMode::None,
            "clamp-to-edge" => modes.addressing = AddressingMode::ClampToEdge,
            "clamp" => modes.addressing = AddressingMode::Clamp,
            "repeat" => modes.addressing = AddressingMode::Repeat,
            "mirrored-repeat" => modes.addressing = AddressingMode::MirroredRepeat,
            "nearest" => modes.filter = FilterMode::Nearest,
            "linear" => modes.filter = FilterMode::Linear,
            _ => {
                return Err(spec_err(
                    name,
                    format!("'{word}' is not a sampler mode (normalized, unnormalized, none, clamp-to-edge, clamp, repeat, mirrored-repeat, nearest, linear)"),
                ))
            }
        }
    }
    Ok(modes)
}

impl std::str::FromStr for ArgSpec {
    type Err = RunnerError;
    fn from_str(s: &str) -> Result<ArgSpec> {
        ArgSpec::parse(s)
    }
}

/// One `--out NAME=PATH[:padded]`.
#[derive(Clone, Debug, PartialEq)]
pub struct OutSpec {
    pub target: ArgTarget,
    pub path: PathBuf,
    pub vec3: Vec3Layout,
}

/// How a `.npy` output holds a buffer of 3-component vectors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Vec3Layout {
    /// Shape `(N, 3)`, the padding lanes left out (the default).
    #[default]
    Packed,
    /// Shape `(N, 4)`, as the buffer holds them (`cl_float3` is 16 bytes): `NAME=PATH:padded`.
    Padded,
}

impl OutSpec {
    pub fn parse(text: &str) -> Result<OutSpec> {
        let usage = || {
            RunnerError::Spec(format!(
                "output spec '{text}' is not NAME=PATH[:padded] (PATH ending in .npy or .bin)"
            ))
        };
        let (name, path) = text
            .split_once('=')
            .filter(|(n, p)| !n.trim().is_empty() && !p.is_empty())
            .ok_or_else(usage)?;
        // A last `:word` without a dot or a slash is an option, not part of the path.
        let (path, vec3) = match path.rsplit_once(':') {
            Some((p, opt)) if !opt.contains(['.', '/']) => {
                let layout = match opt {
                    "padded" => Vec3Layout::Padded,
                    "packed" => Vec3Layout::Packed,
                    _ => {
                        return Err(RunnerError::Spec(format!(
                            "output spec '{text}': unknown option '{opt}' (padded or packed)"
                        )))
                    }
                };
                (p, layout)
            }
            _ => (path, Vec3Layout::Packed),
        };
        if path.is_empty() {
            return Err(usage());
        }
        Ok(OutSpec {
            target: ArgTarget::parse(name.trim()),
            path: PathBuf::from(path),
            vec3,
        })
    }
}

impl std::str::FromStr for OutSpec {
    type Err = RunnerError;
    fn from_str(s: &str) -> Result<OutSpec> {
        OutSpec::parse(s)
    }
}

/// Host data for one argument, ready to become a launch argument.
#[derive(Clone, Debug, PartialEq)]
pub enum HostArg {
    /// Initial contents of a buffer (whole pointee elements, 3-vectors padded to 4 lanes).
    Buffer(Vec<u8>),
    Value(Vec<u8>),
    Local(u32),
    /// An image's shape and initial texels.
    Image {
        desc: ImageDesc,
        data: Vec<u8>,
    },
    Sampler(SamplerModes),
}

/// An argument spec checked against its parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct ResolvedArg {
    pub param: ArgReflection,
    pub value: HostArg,
}

/// IEEE binary16 bits of `x`, rounded to nearest even (one implementation for the whole project).
pub use oclvk_abi::half::f32_to_f16;

fn encode_float(kind: ScalarKind, v: f64, out: &mut Vec<u8>) {
    match kind {
        ScalarKind::Half => out.extend_from_slice(&f32_to_f16(v as f32).to_le_bytes()),
        ScalarKind::Float => out.extend_from_slice(&(v as f32).to_le_bytes()),
        _ => out.extend_from_slice(&v.to_le_bytes()),
    }
}

fn int_range(kind: ScalarKind) -> (i128, i128) {
    match kind {
        ScalarKind::Bool => (0, 1),
        ScalarKind::Char => (i8::MIN as i128, i8::MAX as i128),
        ScalarKind::Uchar => (0, u8::MAX as i128),
        ScalarKind::Short => (i16::MIN as i128, i16::MAX as i128),
        ScalarKind::Ushort => (0, u16::MAX as i128),
        ScalarKind::Int => (i32::MIN as i128, i32::MAX as i128),
        ScalarKind::Uint => (0, u32::MAX as i128),
        ScalarKind::Long => (i64::MIN as i128, i64::MAX as i128),
        _ => (0, u64::MAX as i128),
    }
}

fn encode_int(kind: ScalarKind, v: i128, out: &mut Vec<u8>) {
    let bytes = (v as u64).to_le_bytes();
    out.extend_from_slice(&bytes[..kind.size() as usize]);
}

/// Parses one scalar literal of `kind` and appends its bytes.
fn parse_scalar(name: &str, kind: ScalarKind, text: &str, out: &mut Vec<u8>) -> Result<()> {
    let t = text.trim();
    if kind.is_float() {
        let core = t
            .strip_suffix(['f', 'F'])
            .filter(|c| !c.is_empty() && !c.to_ascii_lowercase().ends_with("in"))
            .unwrap_or(t);
        let v: f64 = core
            .parse()
            .map_err(|_| spec_err(name, format!("cannot parse '{t}' as {}", kind.name())))?;
        // A finite literal must stay finite in the parameter's type (`1e39` as a float); an
        // infinity must be spelled as one.
        let spelled_inf = core
            .trim_start_matches(['+', '-'])
            .to_ascii_lowercase()
            .starts_with("inf");
        let start = out.len();
        encode_float(kind, v, out);
        let infinite = match kind {
            ScalarKind::Half => u16::from_le_bytes([out[start], out[start + 1]]) & 0x7fff == 0x7c00,
            ScalarKind::Float => (v as f32).is_infinite(),
            _ => v.is_infinite(),
        };
        if infinite && !spelled_inf {
            out.truncate(start);
            return Err(spec_err(
                name,
                format!("{t} is out of range for {}", kind.name()),
            ));
        }
        return Ok(());
    }
    let lower = t.to_ascii_lowercase();
    let v: Option<i128> = match lower.as_str() {
        "true" if kind == ScalarKind::Bool => Some(1),
        "false" if kind == ScalarKind::Bool => Some(0),
        _ => {
            let (neg, digits) = match lower.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, lower.strip_prefix('+').unwrap_or(&lower)),
            };
            let digits = digits.trim_end_matches(['u', 'l']);
            let (radix, digits) = match digits.strip_prefix("0x") {
                Some(h) => (16, h),
                None => (10, digits),
            };
            // One sign only: Rust's parsers would take a second one (`--1`).
            let parsed = digits
                .starts_with(|c: char| c.is_ascii_hexdigit())
                .then(|| i128::from_str_radix(digits, radix).ok())
                .flatten();
            parsed.map(|v| if neg { -v } else { v })
        }
    };
    let v = v.ok_or_else(|| spec_err(name, format!("cannot parse '{t}' as {}", kind.name())))?;
    let (lo, hi) = int_range(kind);
    if v < lo || v > hi {
        return Err(spec_err(
            name,
            format!("{t} does not fit in {}", kind.name()),
        ));
    }
    encode_int(kind, v, out);
    Ok(())
}

/// Parses a scalar or vector literal (comma-separated lanes; one value broadcasts) for `l`.
fn parse_element(name: &str, l: &ValueLayout, text: &str) -> Result<Vec<u8>> {
    let Some(kind) = l.scalar else {
        return Err(spec_err(
            name,
            "the parameter is a struct or array; give its bytes as hex:... or file:PATH.bin",
        ));
    };
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() != 1 && parts.len() != l.lanes as usize {
        return Err(spec_err(
            name,
            format!(
                "'{text}' has {} components but the parameter has {} lanes",
                parts.len(),
                l.lanes
            ),
        ));
    }
    let mut out = Vec::new();
    for lane in 0..l.lanes as usize {
        parse_scalar(
            name,
            kind,
            parts[if parts.len() == 1 { 0 } else { lane }],
            &mut out,
        )?;
    }
    out.resize(l.size as usize, 0);
    Ok(out)
}

/// splitmix64: small, deterministic, and good enough for test data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Generates `count` pointee elements; `scalar(i)` gives the value of flat lane `i`.
fn generate(
    l: &ValueLayout,
    count: u64,
    mut scalar: impl FnMut(ScalarKind, u64, &mut Vec<u8>),
) -> Vec<u8> {
    let Some(kind) = l.scalar else {
        return vec![0; (count * l.size as u64) as usize];
    };
    let mut out = Vec::with_capacity((count * l.size as u64) as usize);
    let mut flat = 0u64;
    for _ in 0..count {
        let start = out.len();
        for _ in 0..l.lanes {
            scalar(kind, flat, &mut out);
            flat += 1;
        }
        out.resize(start + l.size as usize, 0);
    }
    out
}

/// The most bytes [`resolve`] makes for one buffer (the host holds them before the device).
pub const MAX_HOST_BUFFER_BYTES: u64 = 1 << 40;

/// Refuses `count` elements of `l` over `max` bytes, before any memory is taken for them.
fn check_size(name: &str, count: u64, l: &ValueLayout, max: u64) -> Result<()> {
    match count.checked_mul(l.size as u64) {
        Some(b) if b <= max => Ok(()),
        bytes => Err(spec_err(
            name,
            format!(
                "{count} elements of {} ({}) exceed the {max} bytes a buffer can hold",
                element_type(l),
                match bytes {
                    Some(b) => format!("{b} bytes"),
                    None => "more than 2^64 bytes".into(),
                }
            ),
        )),
    }
}

fn element_type(l: &ValueLayout) -> String {
    match (l.scalar, l.lanes) {
        (Some(k), 1) => k.name().to_string(),
        (Some(k), n) => format!("{}{n}", k.name()),
        (None, _) => format!("{}-byte struct", l.size),
    }
}

/// How a `.npy` array's data maps onto a buffer of `lanes`-component elements.
#[derive(Debug, PartialEq, Eq)]
enum NpyVectors {
    /// The data is the buffer's bytes.
    AsStored,
    /// Packed 3-vectors, `(..., 3)`: each needs its padding lane.
    Packed3,
}

/// The layout a `.npy` array of `shape` has for elements of `lanes` components, in C order, or
/// `None` when the shape does not fit. Scalars take any shape. Vectors take a last axis of
/// `lanes`, or a flat array of whole vectors; 3-vectors take a last axis of 3 (packed) or 4
/// (padded), and a flat array is the OpenCL memory layout (4 values per vector, `cl_float3`
/// being 16 bytes), as C hosts and pyopencl hold them.
fn npy_vector_layout(shape: &[u64], lanes: u64) -> Option<NpyVectors> {
    match (lanes, shape) {
        (1, _) => Some(NpyVectors::AsStored),
        (3, [n]) if n % 4 == 0 => Some(NpyVectors::AsStored),
        (3, [.., 3]) if shape.len() >= 2 => Some(NpyVectors::Packed3),
        (3, [.., 4]) if shape.len() >= 2 => Some(NpyVectors::AsStored),
        (3, _) => None,
        (_, [n]) if n % lanes == 0 => Some(NpyVectors::AsStored),
        (_, [.., last]) if shape.len() >= 2 && *last == lanes => Some(NpyVectors::AsStored),
        _ => None,
    }
}

/// Reads a `.npy` or `.bin` file as initial contents for a buffer of `pointee` elements.
fn load_file(param: &ArgReflection, pointee: &ValueLayout, path: &Path) -> Result<Vec<u8>> {
    let name = &param.name;
    let bytes = std::fs::read(path)
        .map_err(|e| spec_err(name, format!("cannot read {}: {e}", path.display())))?;
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if ext.eq_ignore_ascii_case("npy") {
        let arr =
            npy::parse(&bytes).map_err(|e| spec_err(name, format!("{}: {e}", path.display())))?;
        let Some(kind) = pointee.scalar else {
            return Err(spec_err(
                name,
                format!(
                    "the parameter is {} (a struct): use file:PATH.bin",
                    param.type_name
                ),
            ));
        };
        if arr.kind() != Some(kind) {
            return Err(spec_err(
                name,
                format!(
                    "{} has dtype {} but the kernel's parameter is {} (dtype {})",
                    path.display(),
                    arr.descr,
                    param.type_name,
                    npy::descr_for(kind)
                ),
            ));
        }
        if arr.element_count() == 0 {
            return Err(spec_err(
                name,
                format!("{} holds no elements", path.display()),
            ));
        }
        let lanes = pointee.lanes.max(1) as u64;
        match npy_vector_layout(&arr.shape, lanes) {
            Some(NpyVectors::AsStored) => Ok(arr.data),
            Some(NpyVectors::Packed3) => {
                // Packed 3-vectors: add the padding lane.
                let lane_bytes = kind.size() as usize * 3;
                let mut out = Vec::with_capacity(arr.data.len() / 3 * 4);
                for chunk in arr.data.chunks_exact(lane_bytes) {
                    out.extend_from_slice(chunk);
                    out.resize(out.len() + kind.size() as usize, 0);
                }
                Ok(out)
            }
            None => {
                let expected = if lanes == 3 {
                    format!(
                        "shape (N, 3), shape (N, 4) or a flat array of a multiple of 4 (the OpenCL layout: {} is {} bytes)",
                        element_type(pointee),
                        pointee.size
                    )
                } else {
                    format!("a flat array of a multiple of {lanes} or shape (..., {lanes})")
                };
                Err(spec_err(
                    name,
                    format!(
                        "{} has shape {:?}; the parameter {} needs {expected}",
                        path.display(),
                        arr.shape,
                        param.type_name
                    ),
                ))
            }
        }
    } else if ext.eq_ignore_ascii_case("bin") {
        let elem = pointee.size.max(1) as usize;
        if bytes.is_empty() || bytes.len() % elem != 0 {
            return Err(spec_err(
                name,
                format!(
                    "{} holds {} bytes, not a whole number of {}-byte {} elements",
                    path.display(),
                    bytes.len(),
                    elem,
                    element_type(pointee)
                ),
            ));
        }
        Ok(bytes)
    } else {
        Err(spec_err(
            name,
            format!("{}: use a .npy or .bin file", path.display()),
        ))
    }
}

/// ` (a: int at 0, b: float4 at 16)`: a struct argument's fields for messages about its bytes.
fn field_layout(param: &ArgReflection) -> String {
    if param.fields.is_empty() {
        return String::new();
    }
    let fields: Vec<String> = param
        .fields
        .iter()
        .map(|f| {
            let name = f.name.as_deref().unwrap_or("(anonymous)");
            format!("{name}: {} at {}", f.type_name, f.offset)
        })
        .collect();
    format!(" ({})", fields.join(", "))
}

fn resolve_one(
    param: &ArgReflection,
    spec: &ArgSpec,
    index: usize,
    max_bytes: u64,
) -> Result<HostArg> {
    let name = &param.name;
    let wrong = |what: &str| {
        spec_err(
            name,
            format!(
                "the kernel's parameter is {}, which does not take {what}",
                param.type_name
            ),
        )
    };
    match (&param.kind, &spec.source) {
        (
            ArgKind::Image { dim, .. },
            SpecSource::Image {
                format,
                size,
                contents,
            },
        ) => resolve_image(param, *dim, *format, size, contents),
        (ArgKind::Image { .. }, _) => Err(wrong("this spec (use image:FORMAT:SIZE:CONTENTS)")),
        (ArgKind::Sampler { .. }, SpecSource::Sampler(modes)) => Ok(HostArg::Sampler(*modes)),
        (ArgKind::Sampler { .. }, _) => Err(wrong("this spec (use sampler:MODES)")),
        (ArgKind::Local { .. }, SpecSource::Local(n)) => Ok(HostArg::Local(*n)),
        (ArgKind::Local { .. }, _) => Err(wrong("this spec (use local:N)")),
        (_, SpecSource::Local(_)) => Err(wrong("local:N")),
        (_, SpecSource::Image { .. }) => Err(wrong("an image")),
        (_, SpecSource::Sampler(_)) => Err(wrong("a sampler")),
        (ArgKind::Value { layout, .. }, SpecSource::Literal(t)) => {
            Ok(HostArg::Value(parse_element(name, layout, t)?))
        }
        (ArgKind::Value { layout, .. }, SpecSource::Hex(h)) => {
            let h: String = h
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '_')
                .collect();
            let bytes = (0..h.len())
                .step_by(2)
                .map(|i| h.get(i..i + 2).and_then(|p| u8::from_str_radix(p, 16).ok()))
                .collect::<Option<Vec<u8>>>()
                .ok_or_else(|| {
                    spec_err(name, format!("'{h}' is not an even number of hex digits"))
                })?;
            if bytes.len() != layout.size as usize {
                return Err(spec_err(
                    name,
                    format!(
                        "{} bytes given but {} takes {}{}",
                        bytes.len(),
                        param.type_name,
                        layout.size,
                        field_layout(param)
                    ),
                ));
            }
            Ok(HostArg::Value(bytes))
        }
        (ArgKind::Value { layout, .. }, SpecSource::File(p)) => {
            let bytes = std::fs::read(p)
                .map_err(|e| spec_err(name, format!("cannot read {}: {e}", p.display())))?;
            if bytes.len() != layout.size as usize {
                return Err(spec_err(
                    name,
                    format!(
                        "{} holds {} bytes but {} takes {}{}",
                        p.display(),
                        bytes.len(),
                        param.type_name,
                        layout.size,
                        field_layout(param)
                    ),
                ));
            }
            Ok(HostArg::Value(bytes))
        }
        (ArgKind::Value { .. }, _) => {
            Err(wrong("a buffer spec (give a value such as 2.5 or 1,2,3,4)"))
        }
        (ArgKind::Buffer { pointee, .. }, source) => {
            let p = pointee;
            let data = match source {
                SpecSource::Zeros(n) => {
                    check_size(name, *n, p, max_bytes)?;
                    vec![0u8; (*n * p.size as u64) as usize]
                }
                SpecSource::Iota(n) => {
                    check_size(name, *n, p, max_bytes)?;
                    if p.scalar.is_none() {
                        return Err(wrong(
                            "iota (a struct pointee): use zeros:N or file:PATH.bin",
                        ));
                    }
                    generate(p, *n, |k, i, out| {
                        if k.is_float() {
                            encode_float(k, i as f64, out)
                        } else {
                            // Wraps for narrow types, as a C cast would.
                            encode_int(k, i as i128, out)
                        }
                    })
                }
                SpecSource::Fill { value, count } => {
                    check_size(name, *count, p, max_bytes)?;
                    let elem = parse_element(name, p, value)?;
                    elem.repeat(*count as usize)
                }
                SpecSource::Rand { count, seed } => {
                    check_size(name, *count, p, max_bytes)?;
                    if p.scalar.is_none() {
                        return Err(wrong(
                            "rand (a struct pointee): use zeros:N or file:PATH.bin",
                        ));
                    }
                    // Without a seed each argument gets its own stream, so a=rand b=rand differ.
                    let mut rng = Rng(seed.unwrap_or(0x5eed_0000 + index as u64));
                    generate(p, *count, |k, _, out| {
                        let r = rng.next();
                        if k.is_float() {
                            encode_float(k, (r >> 40) as f64 / (1u64 << 24) as f64, out)
                        } else if k == ScalarKind::Bool {
                            encode_int(k, (r % 2) as i128, out)
                        } else if k.is_signed() {
                            encode_int(k, (r % 100) as i128 - 50, out)
                        } else {
                            encode_int(k, (r % 100) as i128, out)
                        }
                    })
                }
                SpecSource::File(path) => load_file(param, p, path)?,
                SpecSource::Literal(t) => {
                    return Err(wrong(&format!(
                        "the value '{t}' (give zeros:N, fill:V:N, iota:N, rand:N or file:PATH)"
                    )))
                }
                SpecSource::Hex(_) => return Err(wrong("hex:")),
                SpecSource::Local(_) => return Err(wrong("local:N")),
                SpecSource::Image { .. } => return Err(wrong("an image")),
                SpecSource::Sampler(_) => return Err(wrong("a sampler")),
            };
            Ok(HostArg::Buffer(data))
        }
    }
}

/// An image spec for a parameter of dimensionality `dim`: its shape and initial texels.
fn resolve_image(
    param: &ArgReflection,
    dim: ImageDim,
    format: ImageFormat,
    size: &[u32],
    contents: &ImageContents,
) -> Result<HostArg> {
    let name = &param.name;
    let needed = dim.coords() as usize;
    if size.len() != needed {
        return Err(spec_err(
            name,
            format!(
                "{} takes {needed} size{} ({}), not {}",
                param.type_name,
                if needed == 1 { "" } else { "s" },
                ["W", "WxH", "WxHxD"][needed - 1],
                size.len()
            ),
        ));
    }
    let mut full = [1u32; 3];
    full[..needed].copy_from_slice(size);
    let desc = ImageDesc {
        dim,
        size: full,
        format,
    };
    let channels = desc.texels() * format.channels() as u64;
    if desc.bytes() > 1 << 32 {
        return Err(spec_err(name, format!("a {size:?} image is too large")));
    }
    let kind = format.scalar();
    let data = match contents {
        ImageContents::Zeros => vec![0u8; desc.bytes() as usize],
        ImageContents::Iota => {
            let mut out = Vec::with_capacity(desc.bytes() as usize);
            for i in 0..channels {
                if kind.is_float() {
                    encode_float(kind, i as f64, &mut out)
                } else {
                    encode_int(kind, i as i128, &mut out)
                }
            }
            out
        }
        ImageContents::File(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| spec_err(name, format!("cannot read {}: {e}", path.display())))?;
            let arr = npy::parse(&bytes)
                .map_err(|e| spec_err(name, format!("{}: {e}", path.display())))?;
            if arr.kind() != Some(kind) || arr.element_count() as u64 != channels {
                return Err(spec_err(
                    name,
                    format!(
                        "{} holds {} elements of dtype {}; a {size:?} {} image needs {channels} of dtype {}",
                        path.display(),
                        arr.element_count(),
                        arr.descr,
                        format.name(),
                        npy::descr_for(kind)
                    ),
                ));
            }
            arr.data
        }
    };
    Ok(HostArg::Image { desc, data })
}

/// Writes an image's texels to `path`: `.npy` of shape `(W, C)`, `(H, W, C)` or `(D, H, W, C)`
/// (without the channel axis for one-channel formats), or `.bin` (raw texels).
pub fn write_image_output(path: &Path, desc: &ImageDesc, bytes: &[u8]) -> Result<()> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let data = if ext.eq_ignore_ascii_case("npy") {
        let used = desc.dim.coords() as usize;
        let mut shape: Vec<u64> = desc.size[..used].iter().rev().map(|&s| s as u64).collect();
        if desc.format.channels() > 1 {
            shape.push(desc.format.channels() as u64);
        }
        npy::write(desc.format.scalar(), &shape, bytes)
    } else if ext.eq_ignore_ascii_case("bin") {
        bytes.to_vec()
    } else {
        return Err(RunnerError::Spec(format!(
            "{}: output files must end in .npy or .bin",
            path.display()
        )));
    };
    std::fs::write(path, data).map_err(|e| RunnerError::Io {
        path: path.to_path_buf(),
        source: e,
    })
}

/// Checks every spec against `kernel`, producing host data in spec order. Missing parameters are
/// reported by the launch; unknown and repeated names here.
pub fn resolve(kernel: &KernelReflection, specs: &[ArgSpec]) -> Result<Vec<ResolvedArg>> {
    resolve_within(kernel, specs, MAX_HOST_BUFFER_BYTES)
}

/// [`resolve`] with buffers of at most `max_bytes` (a device's
/// [`oclvk_runner::DeviceLimits::max_buffer_size`]; [`MAX_HOST_BUFFER_BYTES`] at most).
pub fn resolve_within(
    kernel: &KernelReflection,
    specs: &[ArgSpec],
    max_bytes: u64,
) -> Result<Vec<ResolvedArg>> {
    let max_bytes = max_bytes.min(MAX_HOST_BUFFER_BYTES);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for spec in specs {
        let param = spec.target.find(kernel)?;
        if !seen.insert(param.index) {
            return Err(RunnerError::DuplicateArg {
                kernel: kernel.name.clone(),
                name: param.name.clone(),
            });
        }
        let value = resolve_one(param, spec, param.index as usize, max_bytes)?;
        out.push(ResolvedArg {
            param: param.clone(),
            value,
        });
    }
    Ok(out)
}

/// Writes a buffer's bytes to `path`: `.npy` (1-D, or (N, lanes) for vectors, 3-vectors without
/// their padding) or `.bin` (raw bytes as the kernel sees them).
pub fn write_output(path: &Path, param: &ArgReflection, bytes: &[u8]) -> Result<()> {
    write_output_as(path, param, bytes, Vec3Layout::Packed)
}

/// [`write_output`], with 3-vectors in `.npy` as `vec3` says.
pub fn write_output_as(
    path: &Path,
    param: &ArgReflection,
    bytes: &[u8],
    vec3: Vec3Layout,
) -> Result<()> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if vec3 == Vec3Layout::Padded {
        let is_vec3 = matches!(&param.kind, ArgKind::Buffer { pointee, .. } if pointee.lanes == 3);
        if !is_vec3 || !ext.eq_ignore_ascii_case("npy") {
            return Err(spec_err(
                &param.name,
                format!(
                    "{}:padded: only a .npy output of a buffer of 3-component vectors has a padded layout ({} is {})",
                    path.display(),
                    param.name,
                    param.type_name
                ),
            ));
        }
    }
    let data = if ext.eq_ignore_ascii_case("npy") {
        let pointee = match &param.kind {
            ArgKind::Buffer { pointee, .. } => *pointee,
            ArgKind::Value { layout, .. } => *layout,
            ArgKind::Local { .. } | ArgKind::Image { .. } | ArgKind::Sampler { .. } => {
                return Err(spec_err(
                    &param.name,
                    format!(
                        "a {} argument has no buffer contents to write",
                        param.type_name
                    ),
                ))
            }
        };
        let Some(kind) = pointee.scalar else {
            return Err(spec_err(
                &param.name,
                format!("{} points to a struct: write it as .bin", param.type_name),
            ));
        };
        let elem = pointee.size.max(1) as usize;
        let n = (bytes.len() / elem) as u64;
        let lanes = match vec3 {
            Vec3Layout::Padded => 4,
            Vec3Layout::Packed => pointee.lanes.max(1),
        };
        let lane_bytes = kind.size() as usize * lanes as usize;
        let mut flat = Vec::with_capacity(n as usize * lane_bytes);
        for chunk in bytes.chunks_exact(elem) {
            flat.extend_from_slice(&chunk[..lane_bytes]);
        }
        let shape = if lanes > 1 {
            vec![n, lanes as u64]
        } else {
            vec![n]
        };
        npy::write(kind, &shape, &flat)
    } else if ext.eq_ignore_ascii_case("bin") {
        bytes.to_vec()
    } else {
        return Err(spec_err(
            &param.name,
            format!("{}: output files must end in .npy or .bin", path.display()),
        ));
    };
    std::fs::write(path, data).map_err(|e| RunnerError::Io {
        path: path.to_path_buf(),
        source: e,
    })
}
