//! NumPy `.npy` files (format versions 1, 2 and 3): header parsing and writing for the little
//! subset oclvk needs (little-endian numeric dtypes, C order, any number of dimensions).

pub use oclvk_abi::reflect::ScalarKind;

/// A parsed `.npy` array: element type, shape and raw little-endian data.
#[derive(Clone, Debug, PartialEq)]
pub struct NpyArray {
    /// The dtype descriptor as written (`<f4`, `|u1`).
    pub descr: String,
    pub shape: Vec<u64>,
    pub data: Vec<u8>,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NpyError {
    #[error("not a .npy file (bad magic)")]
    BadMagic,
    #[error("truncated .npy file: {0}")]
    Truncated(&'static str),
    #[error("unsupported .npy version {0}.{1}")]
    Version(u8, u8),
    #[error("malformed .npy header: {0}")]
    Header(String),
    #[error("the array is in Fortran (column-major) order, and oclvk reads C order: save np.ascontiguousarray(a) instead")]
    FortranOrder,
    #[error("unsupported dtype {0} (big-endian, or not a plain number)")]
    Dtype(String),
}

const MAGIC: &[u8] = b"\x93NUMPY";

/// The dtype descriptor numpy writes for a scalar kind.
pub fn descr_for(kind: ScalarKind) -> &'static str {
    match kind {
        ScalarKind::Bool => "|b1",
        ScalarKind::Char => "|i1",
        ScalarKind::Uchar => "|u1",
        ScalarKind::Short => "<i2",
        ScalarKind::Ushort => "<u2",
        ScalarKind::Int => "<i4",
        ScalarKind::Uint => "<u4",
        ScalarKind::Long => "<i8",
        ScalarKind::Ulong => "<u8",
        ScalarKind::Half => "<f2",
        ScalarKind::Float => "<f4",
        ScalarKind::Double => "<f8",
    }
}

/// The scalar kind of a dtype descriptor; `=` and `<` (and `|` for bytes) are little-endian here.
pub fn kind_for(descr: &str) -> Option<ScalarKind> {
    let (order, code) = descr.split_at(descr.len().min(1));
    if !matches!(order, "<" | "|" | "=") {
        return None;
    }
    Some(match code {
        "b1" => ScalarKind::Bool,
        "i1" => ScalarKind::Char,
        "u1" => ScalarKind::Uchar,
        "i2" => ScalarKind::Short,
        "u2" => ScalarKind::Ushort,
        "i4" => ScalarKind::Int,
        "u4" => ScalarKind::Uint,
        "i8" => ScalarKind::Long,
        "u8" => ScalarKind::Ulong,
        "f2" => ScalarKind::Half,
        "f4" => ScalarKind::Float,
        "f8" => ScalarKind::Double,
        _ => return None,
    })
}

impl NpyArray {
    pub fn element_count(&self) -> u64 {
        self.shape.iter().product()
    }

    pub fn kind(&self) -> Option<ScalarKind> {
        kind_for(&self.descr)
    }
}

/// Value of `'key':` in a Python dict literal, up to the next top-level comma.
fn dict_value<'a>(header: &'a str, key: &str) -> Result<&'a str, NpyError> {
    let pat1 = format!("'{key}'");
    let pat2 = format!("\"{key}\"");
    let at = header
        .find(&pat1)
        .map(|i| i + pat1.len())
        .or_else(|| header.find(&pat2).map(|i| i + pat2.len()))
        .ok_or_else(|| NpyError::Header(format!("no '{key}' key")))?;
    let rest = header[at..].trim_start();
    let rest = rest
        .strip_prefix(':')
        .ok_or_else(|| NpyError::Header(format!("no ':' after '{key}'")))?
        .trim_start();
    let end = if rest.starts_with('(') {
        rest.find(')').map(|i| i + 1)
    } else {
        rest.find([',', '}'])
    }
    .ok_or_else(|| NpyError::Header(format!("unterminated value of '{key}'")))?;
    Ok(rest[..end].trim())
}

/// Parses a whole `.npy` file.
pub fn parse(bytes: &[u8]) -> Result<NpyArray, NpyError> {
    if bytes.len() < 8 {
        return Err(NpyError::Truncated("shorter than the magic and version"));
    }
    if &bytes[..6] != MAGIC {
        return Err(NpyError::BadMagic);
    }
    let (major, minor) = (bytes[6], bytes[7]);
    let (len, start): (usize, usize) = match major {
        1 => {
            if bytes.len() < 10 {
                return Err(NpyError::Truncated("header length"));
            }
            (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10)
        }
        2 | 3 => {
            if bytes.len() < 12 {
                return Err(NpyError::Truncated("header length"));
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        _ => return Err(NpyError::Version(major, minor)),
    };
    let header_end = start
        .checked_add(len)
        .filter(|&e| e <= bytes.len())
        .ok_or(NpyError::Truncated("header"))?;
    // Version 3 allows UTF-8; 1 and 2 are latin-1, which for a valid header is ASCII.
    let header = std::str::from_utf8(&bytes[start..header_end])
        .map_err(|_| NpyError::Header("not text".into()))?;
    let descr = dict_value(header, "descr")?
        .trim_matches(|c| c == '\'' || c == '"')
        .to_string();
    let fortran_order = match dict_value(header, "fortran_order")? {
        "False" => false,
        "True" => true,
        v => return Err(NpyError::Header(format!("fortran_order is '{v}'"))),
    };
    let shape_text = dict_value(header, "shape")?;
    let inner = shape_text
        .strip_prefix('(')
        .and_then(|s| s.strip_suffix(')'))
        .ok_or_else(|| NpyError::Header(format!("shape '{shape_text}' is not a tuple")))?;
    let shape = inner
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.trim_end_matches('L')
                .parse::<u64>()
                .map_err(|_| NpyError::Header(format!("bad dimension '{s}'")))
        })
        .collect::<Result<Vec<u64>, _>>()?;
    // With at most one axis longer than 1, both orders are the same bytes.
    if fortran_order && shape.iter().filter(|&&d| d > 1).count() > 1 {
        return Err(NpyError::FortranOrder);
    }
    let kind = kind_for(&descr).ok_or_else(|| NpyError::Dtype(descr.clone()))?;
    let count: u64 = shape.iter().product();
    let need = count
        .checked_mul(kind.size() as u64)
        .ok_or_else(|| NpyError::Header("shape too large".into()))?;
    let data = &bytes[header_end..];
    if (data.len() as u64) < need {
        return Err(NpyError::Truncated("data shorter than the shape says"));
    }
    Ok(NpyArray {
        descr,
        shape,
        data: data[..need as usize].to_vec(),
    })
}

/// Serializes an array as a version 1.0 `.npy` file (2.0 if the header needs it).
pub fn write(kind: ScalarKind, shape: &[u64], data: &[u8]) -> Vec<u8> {
    let shape_text = match shape {
        [n] => format!("({n},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}",
        descr_for(kind),
        shape_text
    );
    // Pad with spaces and a newline so that the data starts 64-byte aligned.
    let v1 = header.len() + 1 + 10 <= u16::MAX as usize;
    let prefix = if v1 { 10 } else { 12 };
    let total = (prefix + header.len() + 1).div_ceil(64) * 64;
    header.push_str(&" ".repeat(total - prefix - header.len() - 1));
    header.push('\n');
    let mut out = Vec::with_capacity(total + data.len());
    out.extend_from_slice(MAGIC);
    if v1 {
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&[2, 0]);
        out.extend_from_slice(&(header.len() as u32).to_le_bytes());
    }
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_1d_and_2d() {
        let data: Vec<u8> = [1.5f32, -2.0, 3.25]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        let bytes = write(ScalarKind::Float, &[3], &data);
        assert_eq!((bytes.len() - 12) % 64, 0); // header padded to a multiple of 64 bytes
        let a = parse(&bytes).unwrap();
        assert_eq!(a.descr, "<f4");
        assert_eq!(a.shape, vec![3]);
        assert_eq!(a.data, data);
        assert_eq!(a.kind(), Some(ScalarKind::Float));

        let data2: Vec<u8> = (0..8i32).flat_map(|v| v.to_le_bytes()).collect();
        let a = parse(&write(ScalarKind::Int, &[2, 4], &data2)).unwrap();
        assert_eq!(a.shape, vec![2, 4]);
        assert_eq!(a.element_count(), 8);
        assert_eq!(a.data, data2);
    }

    #[test]
    fn parses_numpy_written_header_v1_and_v3() {
        // Exactly what numpy 1.x writes for np.arange(2, dtype=np.uint16).
        let mut h = b"{'descr': '<u2', 'fortran_order': False, 'shape': (2,), }".to_vec();
        while (10 + h.len() + 1) % 64 != 0 {
            h.push(b' ');
        }
        h.push(b'\n');
        let mut f = b"\x93NUMPY\x01\x00".to_vec();
        f.extend_from_slice(&(h.len() as u16).to_le_bytes());
        f.extend_from_slice(&h);
        f.extend_from_slice(&[0, 0, 1, 0]);
        let a = parse(&f).unwrap();
        assert_eq!(a.kind(), Some(ScalarKind::Ushort));
        assert_eq!(a.shape, vec![2]);
        let mut f3 = b"\x93NUMPY\x03\x00".to_vec();
        f3.extend_from_slice(&(h.len() as u32).to_le_bytes());
        f3.extend_from_slice(&h);
        f3.extend_from_slice(&[0, 0, 1, 0]);
        assert_eq!(parse(&f3).unwrap().data, vec![0, 0, 1, 0]);
    }

    #[test]
    fn rejects_bad_inputs() {
        let data: Vec<u8> = (0..4i32).flat_map(|v| v.to_le_bytes()).collect();
        let good = write(ScalarKind::Int, &[4], &data);
        assert_eq!(
            parse(&good[..good.len() - 1]),
            Err(NpyError::Truncated("data shorter than the shape says"))
        );
        assert_eq!(parse(&good[..9]), Err(NpyError::Truncated("header length")));
        assert_eq!(parse(&good[..30]), Err(NpyError::Truncated("header")));
        assert_eq!(parse(b"PK\x03\x04xxxxxxxx"), Err(NpyError::BadMagic));
        let replace = |from: &[u8], to: &[u8]| {
            let at = good.windows(from.len()).position(|w| w == from).unwrap();
            let mut v = good.clone();
            v[at..at + to.len()].copy_from_slice(to);
            v
        };
        assert!(matches!(
            parse(&replace(b"<i4", b">i4")),
            Err(NpyError::Dtype(_))
        ));
        // A 1-D array is the same in either order.
        assert_eq!(parse(&replace(b"False", b"True ")).unwrap().data, data);
        let square = write(ScalarKind::Int, &[2, 2], &data);
        let at = square.windows(5).position(|w| w == b"False").unwrap();
        let mut fortran = square.clone();
        fortran[at..at + 5].copy_from_slice(b"True ");
        assert_eq!(parse(&fortran), Err(NpyError::FortranOrder));
        assert!(NpyError::FortranOrder
            .to_string()
            .contains("Fortran (column-major) order"));
    }

    #[test]
    fn dtype_names() {
        for k in [
            ScalarKind::Char,
            ScalarKind::Ulong,
            ScalarKind::Half,
            ScalarKind::Double,
        ] {
            assert_eq!(kind_for(descr_for(k)), Some(k));
        }
        assert_eq!(kind_for(">f4"), None);
        assert_eq!(kind_for("<c8"), None);
    }
}
