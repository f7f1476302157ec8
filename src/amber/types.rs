//! AmberScript data types (`int32`, `vec4<float>`, `R32G32_SFLOAT`, ...): their byte layout, how
//! values written in a script become bytes, and how bytes read back become comparable numbers.

/// One component type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Component {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    F32,
    F64,
}

impl Component {
    pub fn size(self) -> usize {
        match self {
            Component::I8 | Component::U8 => 1,
            Component::I16 | Component::U16 | Component::F16 => 2,
            Component::I32 | Component::U32 | Component::F32 => 4,
            Component::I64 | Component::U64 | Component::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Component::F16 | Component::F32 | Component::F64)
    }

    fn name(self) -> &'static str {
        match self {
            Component::I8 => "int8",
            Component::I16 => "int16",
            Component::I32 => "int32",
            Component::I64 => "int64",
            Component::U8 => "uint8",
            Component::U16 => "uint16",
            Component::U32 => "uint32",
            Component::U64 => "uint64",
            Component::F16 => "float16",
            Component::F32 => "float",
            Component::F64 => "double",
        }
    }

    fn from_name(name: &str) -> Option<Component> {
        Some(match name {
            "int8" => Component::I8,
            "int16" => Component::I16,
            "int32" => Component::I32,
            "int64" => Component::I64,
            "uint8" => Component::U8,
            "uint16" => Component::U16,
            "uint32" => Component::U32,
            "uint64" => Component::U64,
            "float16" => Component::F16,
            "float" => Component::F32,
            "double" => Component::F64,
            _ => return None,
        })
    }

    /// The integers a script may write for the type (`None` for floating types): as Amber reads
    /// them, a value is a bit pattern of the type's width, so both the signed and the unsigned
    /// range of that width are accepted (`0x80000000` is an `int32`'s minimum, `-1` a `uint32`'s
    /// maximum).
    fn range(self) -> Option<(i128, i128)> {
        if self.is_float() {
            return None;
        }
        let bits = self.size() as u32 * 8;
        Some((-(1i128 << (bits - 1)), (1i128 << bits) - 1))
    }
}

/// A buffer element type: a component type and a lane count. `padded` 3-vectors (`vec3<T>`,
/// std430 like OpenCL's `T3`) take the room of four lanes; image formats (`R32G32B32_SFLOAT`)
/// are packed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataType {
    pub component: Component,
    pub lanes: usize,
    pub padded: bool,
}

/// A number read back from a buffer or written in a script.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
}

impl Value {
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(i) => i as f64,
            Value::Float(f) => f,
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => write!(f, "{x}"),
        }
    }
}

impl std::fmt::Display for DataType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.lanes == 1 {
            write!(f, "{}", self.component.name())
        } else if self.padded || self.lanes != 3 {
            write!(f, "vec{}<{}>", self.lanes, self.component.name())
        } else {
            write!(f, "{} x{} (packed)", self.component.name(), self.lanes)
        }
    }
}

impl DataType {
    pub fn scalar(component: Component) -> DataType {
        DataType {
            component,
            lanes: 1,
            padded: false,
        }
    }

    /// Parses `int32`, `vec3<float>` or an image format of plain components such as
    /// `R32G32B32A32_SFLOAT`, `R8_UINT`, `R64_SINT`.
    pub fn parse(text: &str) -> Result<DataType, String> {
        if let Some(c) = Component::from_name(text) {
            return Ok(DataType::scalar(c));
        }
        if let Some(rest) = text.strip_prefix("vec") {
            let (n, inner) = rest
                .split_once('<')
                .and_then(|(n, r)| r.strip_suffix('>').map(|i| (n, i)))
                .ok_or_else(|| format!("'{text}' is not a data type (write vecN<type>)"))?;
            let lanes: usize = match n {
                "2" => 2,
                "3" => 3,
                "4" => 4,
                _ => return Err(format!("'{text}': vectors have 2, 3 or 4 components")),
            };
            let component = Component::from_name(inner)
                .ok_or_else(|| format!("'{text}': unknown component type '{inner}'"))?;
            return Ok(DataType {
                component,
                lanes,
                padded: lanes == 3,
            });
        }
        if text.starts_with("mat") {
            return Err(format!("matrix data type '{text}' is not supported"));
        }
        parse_format(text)
    }

    /// Bytes per element (a padded 3-vector takes four lanes).
    pub fn stride(&self) -> usize {
        let lanes = if self.padded { 4 } else { self.lanes };
        lanes * self.component.size()
    }

    /// Byte offset of the `i`-th component value (padding lanes are skipped).
    pub fn component_offset(&self, i: usize) -> usize {
        (i / self.lanes) * self.stride() + (i % self.lanes) * self.component.size()
    }

    /// The component index at byte offset `offset`, if a component starts there.
    pub fn component_at(&self, offset: usize) -> Option<usize> {
        let element = offset / self.stride();
        let within = offset % self.stride();
        let size = self.component.size();
        if within % size != 0 || within / size >= self.lanes {
            return None;
        }
        Some(element * self.lanes + within / size)
    }

    /// How many component values `bytes` bytes hold.
    pub fn component_count(&self, bytes: usize) -> usize {
        let full = bytes / self.stride() * self.lanes;
        let rest = bytes % self.stride() / self.component.size();
        full + rest.min(self.lanes)
    }

    /// Appends one component value written as `token` (decimal, hex, or a float literal).
    pub fn encode(&self, token: &str, out: &mut Vec<u8>) -> Result<(), String> {
        let c = self.component;
        let hex = token
            .strip_prefix("0x")
            .or_else(|| token.strip_prefix("0X"));
        if let Some((lo, hi)) = c.range() {
            let v = match hex {
                Some(h) => i128::from_str_radix(h, 16).ok(),
                None => token.parse::<i128>().ok(),
            }
            .ok_or_else(|| format!("'{token}' is not an integer ({c_name})", c_name = c.name()))?;
            if v < lo || v > hi {
                return Err(format!("{token} is out of range for {}", c.name()));
            }
            out.extend_from_slice(&v.to_le_bytes()[..c.size()]);
            return Ok(());
        }
        if let Some(h) = hex {
            // A hex value for a floating type is its bit pattern.
            let bits =
                u64::from_str_radix(h, 16).map_err(|_| format!("'{token}' is not a hex value"))?;
            if c.size() < 8 && bits >> (c.size() * 8) != 0 {
                return Err(format!("{token} does not fit in {}", c.name()));
            }
            out.extend_from_slice(&bits.to_le_bytes()[..c.size()]);
            return Ok(());
        }
        let v = parse_float(token).ok_or_else(|| format!("'{token}' is not a number"))?;
        match c {
            Component::F16 => {
                out.extend_from_slice(&crate::abi::half::f32_to_f16(v as f32).to_le_bytes())
            }
            Component::F32 => out.extend_from_slice(&(v as f32).to_le_bytes()),
            _ => out.extend_from_slice(&v.to_le_bytes()),
        }
        Ok(())
    }

    /// The value written as `token`, rounded to this type (for comparisons).
    pub fn value_of(&self, token: &str) -> Result<Value, String> {
        let mut bytes = Vec::new();
        self.encode(token, &mut bytes)?;
        Ok(self.decode(&bytes))
    }

    /// Decodes one component from the start of `bytes`.
    pub fn decode(&self, bytes: &[u8]) -> Value {
        let c = self.component;
        let mut raw = [0u8; 8];
        raw[..c.size()].copy_from_slice(&bytes[..c.size()]);
        let u = u64::from_le_bytes(raw);
        match c {
            Component::I8 => Value::Int(u as u8 as i8 as i128),
            Component::I16 => Value::Int(u as u16 as i16 as i128),
            Component::I32 => Value::Int(u as u32 as i32 as i128),
            Component::I64 => Value::Int(u as i64 as i128),
            Component::U8 | Component::U16 | Component::U32 | Component::U64 => {
                Value::Int(u as i128)
            }
            Component::F16 => Value::Float(f16_to_f64(u as u16)),
            Component::F32 => Value::Float(f32::from_bits(u as u32) as f64),
            Component::F64 => Value::Float(f64::from_bits(u)),
        }
    }

    /// Every component value of `bytes`, padding skipped.
    pub fn decode_all(&self, bytes: &[u8]) -> Vec<Value> {
        (0..self.component_count(bytes.len()))
            .map(|i| self.decode(&bytes[self.component_offset(i)..]))
            .collect()
    }
}

fn parse_float(token: &str) -> Option<f64> {
    match token {
        "inf" | "+inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        "nan" => Some(f64::NAN),
        _ => token.strip_suffix('f').unwrap_or(token).parse::<f64>().ok(),
    }
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    sign * match exp {
        0 => man * 2f64.powi(-24),
        31 if man == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + man / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// Image formats whose components are all one plain type: `R32G32_SFLOAT`, `R8G8B8A8_UINT`.
fn parse_format(text: &str) -> Result<DataType, String> {
    let unsupported = || {
        format!("'{text}' is not a data type oclvk supports (int8..int64, uint8..uint64, float16, float, double, vecN<type>, or an image format of SINT/UINT/SFLOAT components such as R32G32_SFLOAT)")
    };
    let (channels, kind) = text.split_once('_').ok_or_else(unsupported)?;
    let mut widths = Vec::new();
    let mut rest = channels;
    for name in ["R", "G", "B", "A"] {
        if rest.is_empty() {
            break;
        }
        let Some(r) = rest.strip_prefix(name) else {
            return Err(unsupported());
        };
        let digits = r.chars().take_while(|c| c.is_ascii_digit()).count();
        let width: usize = r[..digits].parse().map_err(|_| unsupported())?;
        widths.push(width);
        rest = &r[digits..];
    }
    if !rest.is_empty() || widths.is_empty() || widths.iter().any(|w| *w != widths[0]) {
        return Err(unsupported());
    }
    let component = match (kind, widths[0]) {
        ("SINT", 8) => Component::I8,
        ("SINT", 16) => Component::I16,
        ("SINT", 32) => Component::I32,
        ("SINT", 64) => Component::I64,
        ("UINT", 8) => Component::U8,
        ("UINT", 16) => Component::U16,
        ("UINT", 32) => Component::U32,
        ("UINT", 64) => Component::U64,
        ("SFLOAT", 16) => Component::F16,
        ("SFLOAT", 32) => Component::F32,
        ("SFLOAT", 64) => Component::F64,
        _ => return Err(unsupported()),
    };
    Ok(DataType {
        component,
        lanes: widths.len(),
        padded: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_types_and_layouts() {
        let v3 = DataType::parse("vec3<float>").unwrap();
        assert_eq!(v3.stride(), 16);
        assert_eq!(v3.component_offset(4), 20);
        assert_eq!(v3.component_at(20), Some(4));
        assert_eq!(v3.component_at(12), None);
        let f = DataType::parse("R32G32B32_SFLOAT").unwrap();
        assert_eq!((f.lanes, f.stride()), (3, 12));
        assert_eq!(DataType::parse("uint8").unwrap().stride(), 1);
        assert!(DataType::parse("R8G8B8A8_UNORM").is_err());
        assert!(DataType::parse("mat2x2<float>").is_err());
    }

    #[test]
    fn encodes_and_decodes() {
        let t = DataType::parse("int16").unwrap();
        let mut b = Vec::new();
        t.encode("-2", &mut b).unwrap();
        t.encode("0x7fff", &mut b).unwrap();
        assert_eq!(t.decode_all(&b), vec![Value::Int(-2), Value::Int(32767)]);
        assert!(t.encode("70000", &mut b).is_err());
        assert!(t.encode("-32769", &mut b).is_err());
        // Values are bit patterns of the width, as Amber reads them.
        let i32t = DataType::parse("int32").unwrap();
        assert_eq!(
            i32t.value_of("0x80000000").unwrap(),
            Value::Int(-2147483648)
        );
        assert_eq!(i32t.value_of("4294967295").unwrap(), Value::Int(-1));
        let u32t = DataType::parse("uint32").unwrap();
        assert_eq!(u32t.value_of("-1").unwrap(), Value::Int(0xffff_ffff));
        assert_eq!(
            u32t.value_of("-2147483648").unwrap(),
            Value::Int(0x8000_0000)
        );
        assert!(u32t.value_of("0x100000000").is_err());
        let u64t = DataType::parse("uint64").unwrap();
        assert_eq!(u64t.value_of("-1").unwrap(), Value::Int(u64::MAX as i128));
        let i8t = DataType::parse("int8").unwrap();
        assert_eq!(i8t.value_of("0xff").unwrap(), Value::Int(-1));
        assert!(i8t.value_of("256").is_err());
        let h = DataType::parse("float16").unwrap();
        assert_eq!(h.value_of("1.5").unwrap(), Value::Float(1.5));
        let f = DataType::parse("float").unwrap();
        assert_eq!(f.value_of("0x3f800000").unwrap(), Value::Float(1.0));
    }
}
