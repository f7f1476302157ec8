//! Literal decoding: pp-numbers into integer and floating literals, character constants and string
//! literals into values, with C99's and OpenCL C's suffix and type rules.
//!
//! The lexer keeps literals as spellings; the parser (and the preprocessor's `#if`) call these
//! functions. Errors carry clang's wording and the byte offset in the spelling where the caret goes.

use std::fmt;

/// A decoded pp-number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumberLiteral {
    Int {
        value: u64,
        suffix: IntSuffix,
        /// 2, 8, 10 or 16.
        radix: u32,
    },
    Float {
        /// The value rounded once to `f64`.
        value: f64,
        /// The value rounded once to `f32` (not through `f64`), for `f`/`h` and unsuffixed literals
        /// that end up `float`.
        value_f32: f32,
        suffix: FloatSuffix,
        /// Written in hexadecimal (`0x1.8p3`).
        hex: bool,
    },
}

/// Integer suffix: `u`, `l`, `ll` in either order and case (`ll` sets both `long` and `long_long`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IntSuffix {
    pub unsigned: bool,
    pub long: bool,
    pub long_long: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    None,
    /// `f`/`F`: float.
    F,
    /// `h`/`H`: half (OpenCL, needs cl_khr_fp16).
    H,
    /// `l`/`L`: long double (not in OpenCL; the parser rejects it).
    L,
}

/// The type C99 6.4.4.1 gives an integer literal, with OpenCL's sizes (int 32, long 64 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntLiteralType {
    Int,
    UInt,
    Long,
    ULong,
}

/// Why a literal is malformed. Display gives clang's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiteralErrorKind {
    InvalidIntSuffix(String),
    InvalidFloatSuffix(String),
    InvalidOctalDigit(char),
    InvalidBinaryDigit(char),
    ExponentHasNoDigits,
    HexFloatNeedsExponent,
    IntegerTooLarge,
    NoDigits,
    HexEscapeNoDigits,
    HexEscapeOutOfRange,
    OctalEscapeOutOfRange,
    EmptyCharConstant,
    BadUniversalCharacterName,
    NotALiteral,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralError {
    pub kind: LiteralErrorKind,
    /// Byte offset in the literal's spelling where the problem starts.
    pub offset: usize,
}

impl fmt::Display for LiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LiteralErrorKind::*;
        match &self.kind {
            InvalidIntSuffix(s) => write!(f, "invalid suffix '{s}' on integer constant"),
            InvalidFloatSuffix(s) => write!(f, "invalid suffix '{s}' on floating constant"),
            InvalidOctalDigit(c) => write!(f, "invalid digit '{c}' in octal constant"),
            InvalidBinaryDigit(c) => write!(f, "invalid digit '{c}' in binary constant"),
            ExponentHasNoDigits => f.write_str("exponent has no digits"),
            HexFloatNeedsExponent => {
                f.write_str("hexadecimal floating constant requires an exponent")
            }
            IntegerTooLarge => {
                f.write_str("integer literal is too large to be represented in any integer type")
            }
            NoDigits => f.write_str("numeric constant has no digits"),
            HexEscapeNoDigits => f.write_str("\\x used with no following hex digits"),
            HexEscapeOutOfRange => f.write_str("hex escape sequence out of range"),
            OctalEscapeOutOfRange => f.write_str("octal escape sequence out of range"),
            EmptyCharConstant => f.write_str("empty character constant"),
            BadUniversalCharacterName => f.write_str("incomplete universal character name"),
            NotALiteral => f.write_str("invalid literal"),
        }
    }
}

impl std::error::Error for LiteralError {}

fn err<T>(kind: LiteralErrorKind, offset: usize) -> Result<T, LiteralError> {
    Err(LiteralError { kind, offset })
}

/// Decodes a pp-number spelling (`42`, `0x1Fu`, `1.5e3f`, `0x1.8p3`, `0b101`, `1.0h`).
pub fn parse_number(text: &str) -> Result<NumberLiteral, LiteralError> {
    let bytes = text.as_bytes();
    if let Some(value) = plain_decimal(bytes) {
        return Ok(NumberLiteral::Int {
            value,
            suffix: IntSuffix::default(),
            radix: 10,
        });
    }
    let (radix, digits_start) = match bytes {
        [b'0', b'x' | b'X', ..] => (16, 2),
        [b'0', b'b' | b'B', b'0' | b'1', ..] => (2, 2),
        _ => (10, 0),
    };
    if radix == 16 {
        let mantissa_end = scan(bytes, 2, |b| b.is_ascii_hexdigit() || b == b'.');
        if bytes[2..mantissa_end].contains(&b'.')
            || matches!(bytes.get(mantissa_end), Some(b'p' | b'P'))
        {
            return parse_hex_float(text, mantissa_end);
        }
    } else if radix == 10 {
        let mantissa_end = scan(bytes, 0, |b| b.is_ascii_digit() || b == b'.');
        if bytes[..mantissa_end].contains(&b'.')
            || matches!(bytes.get(mantissa_end), Some(b'e' | b'E'))
        {
            return parse_decimal_float(text, mantissa_end);
        }
    }
    parse_integer(text, radix, digits_start)
}

/// The commonest literal, a decimal integer with no suffix (`1`, `64`; not `0`, which is octal),
/// short enough not to overflow; `None` for anything else.
fn plain_decimal(bytes: &[u8]) -> Option<u64> {
    if !matches!(bytes.first(), Some(b'1'..=b'9')) || bytes.len() > 19 {
        return None;
    }
    bytes.iter().try_fold(0u64, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u64::from(b - b'0'))
    })
}

fn scan(bytes: &[u8], from: usize, accept: impl Fn(u8) -> bool) -> usize {
    from + bytes[from.min(bytes.len())..]
        .iter()
        .take_while(|&&b| accept(b))
        .count()
}

fn parse_integer(
    text: &str,
    radix: u32,
    digits_start: usize,
) -> Result<NumberLiteral, LiteralError> {
    let bytes = text.as_bytes();
    let digits_end = scan(bytes, digits_start, |b| b.is_ascii_alphanumeric());
    // The digits run until the first character that cannot be a digit of this radix, except that
    // for octal and binary a decimal digit is reported as an invalid digit.
    let mut end = digits_start;
    while end < digits_end {
        let b = bytes[end];
        let ok = match radix {
            16 => b.is_ascii_hexdigit(),
            _ => b.is_ascii_digit(),
        };
        if !ok {
            break;
        }
        end += 1;
    }
    if end == digits_start {
        // `0x` with no digits: clang calls the `x` (and what follows) the suffix of `0`.
        let at = digits_start.saturating_sub(1).max(1).min(text.len());
        return err(
            LiteralErrorKind::InvalidIntSuffix(text[at..].to_string()),
            at,
        );
    }
    let radix = if radix == 10 && bytes[0] == b'0' {
        8
    } else {
        radix
    };
    let mut value: u64 = 0;
    let mut overflow = false;
    let digit_from = if radix == 8 { 1 } else { digits_start };
    for (i, &b) in bytes.iter().enumerate().take(end).skip(digit_from) {
        let d = (b as char).to_digit(16).unwrap_or(0);
        if d >= radix {
            return match radix {
                8 => err(LiteralErrorKind::InvalidOctalDigit(b as char), i),
                _ => err(LiteralErrorKind::InvalidBinaryDigit(b as char), i),
            };
        }
        match value
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    let suffix_text = &text[end..];
    let Some(suffix) = parse_int_suffix(suffix_text) else {
        return err(
            LiteralErrorKind::InvalidIntSuffix(suffix_text.to_string()),
            end,
        );
    };
    if overflow {
        return err(LiteralErrorKind::IntegerTooLarge, 0);
    }
    Ok(NumberLiteral::Int {
        value,
        suffix,
        radix,
    })
}

fn parse_int_suffix(s: &str) -> Option<IntSuffix> {
    let mut suffix = IntSuffix::default();
    let mut rest = s;
    let mut seen_u = false;
    let mut seen_l = false;
    while !rest.is_empty() {
        if !seen_u && (rest.starts_with('u') || rest.starts_with('U')) {
            seen_u = true;
            suffix.unsigned = true;
            rest = &rest[1..];
        } else if !seen_l && (rest.starts_with("ll") || rest.starts_with("LL")) {
            seen_l = true;
            suffix.long = true;
            suffix.long_long = true;
            rest = &rest[2..];
        } else if !seen_l && (rest.starts_with('l') || rest.starts_with('L')) {
            seen_l = true;
            suffix.long = true;
            rest = &rest[1..];
        } else {
            return None;
        }
    }
    Some(suffix)
}

fn parse_float_suffix(s: &str) -> Option<FloatSuffix> {
    match s {
        "" => Some(FloatSuffix::None),
        "f" | "F" => Some(FloatSuffix::F),
        "h" | "H" => Some(FloatSuffix::H),
        "l" | "L" => Some(FloatSuffix::L),
        _ => None,
    }
}

/// The end of `digits [. digits]` from `from`, where `digit` says what a digit is.
fn mantissa_end(bytes: &[u8], from: usize, digit: impl Fn(u8) -> bool + Copy) -> usize {
    let end = scan(bytes, from, digit);
    if bytes.get(end) == Some(&b'.') {
        scan(bytes, end + 1, digit)
    } else {
        end
    }
}

fn parse_decimal_float(text: &str, _scanned_end: usize) -> Result<NumberLiteral, LiteralError> {
    let bytes = text.as_bytes();
    let mantissa_end = mantissa_end(bytes, 0, |b| b.is_ascii_digit());
    let mut end = mantissa_end;
    if matches!(bytes.get(end), Some(b'e' | b'E')) {
        let mut digits = end + 1;
        if matches!(bytes.get(digits), Some(b'+' | b'-')) {
            digits += 1;
        }
        let digits_end = scan(bytes, digits, |b| b.is_ascii_digit());
        if digits_end == digits {
            return err(LiteralErrorKind::ExponentHasNoDigits, end);
        }
        end = digits_end;
    }
    let number = &text[..end];
    let suffix_text = &text[end..];
    let Some(suffix) = parse_float_suffix(suffix_text) else {
        return err(
            LiteralErrorKind::InvalidFloatSuffix(suffix_text.to_string()),
            end,
        );
    };
    let exact = exact_decimal(number);
    let value: f64 = match exact.and_then(|(m, k)| exact_f64(m, k)) {
        Some(v) => v,
        None => number.parse().map_err(|_| LiteralError {
            kind: LiteralErrorKind::NotALiteral,
            offset: 0,
        })?,
    };
    let value_f32: f32 = match exact.and_then(|(m, k)| exact_f32(m, k)) {
        Some(v) => v,
        None => number.parse().unwrap_or(value as f32),
    };
    Ok(NumberLiteral::Float {
        value,
        value_f32,
        suffix,
        hex: false,
    })
}

/// A decimal float without exponent (`12.5`, `1.`, `.25`) as its digits `m` and the number `k`
/// of them after the point (the value is `m / 10^k`), when `m` fits a `u64`.
fn exact_decimal(number: &str) -> Option<(u64, u32)> {
    let (mut m, mut k, mut seen_point) = (0u64, 0u32, false);
    for &b in number.as_bytes() {
        match b {
            b'0'..=b'9' => {
                m = m.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
                k += u32::from(seen_point);
            }
            b'.' if !seen_point => seen_point = true,
            _ => return None,
        }
    }
    Some((m, k))
}

/// `m / 10^k` correctly rounded to `f64` by one division, when both are exact doubles (the
/// quotient of two exact values is rounded once, as parsing the decimal would round it).
fn exact_f64(m: u64, k: u32) -> Option<f64> {
    const POW10: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    let p = *POW10.get(k as usize)?;
    (m < 1 << 53).then(|| m as f64 / p)
}

/// [`exact_f64`] for `f32`: `m` below 2^24 and `10^k` up to 10^10 are exact floats.
fn exact_f32(m: u64, k: u32) -> Option<f32> {
    const POW10: [f32; 11] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];
    let p = *POW10.get(k as usize)?;
    (m < 1 << 24).then(|| m as f32 / p)
}

fn parse_hex_float(text: &str, _scanned_end: usize) -> Result<NumberLiteral, LiteralError> {
    let bytes = text.as_bytes();
    let mantissa_end = mantissa_end(bytes, 2, |b| b.is_ascii_hexdigit());
    if !bytes[2..mantissa_end].iter().any(u8::is_ascii_hexdigit) {
        return err(LiteralErrorKind::NoDigits, 2);
    }
    if !matches!(bytes.get(mantissa_end), Some(b'p' | b'P')) {
        return err(LiteralErrorKind::HexFloatNeedsExponent, mantissa_end);
    }
    let mut exp_digits = mantissa_end + 1;
    let negative = bytes.get(exp_digits) == Some(&b'-');
    if matches!(bytes.get(exp_digits), Some(b'+' | b'-')) {
        exp_digits += 1;
    }
    let exp_end = scan(bytes, exp_digits, |b| b.is_ascii_digit());
    if exp_end == exp_digits {
        return err(LiteralErrorKind::ExponentHasNoDigits, mantissa_end);
    }
    let suffix_text = &text[exp_end..];
    let Some(suffix) = parse_float_suffix(suffix_text) else {
        return err(
            LiteralErrorKind::InvalidFloatSuffix(suffix_text.to_string()),
            exp_end,
        );
    };
    let mut exponent: i64 = 0;
    for &b in &bytes[exp_digits..exp_end] {
        exponent = (exponent * 10 + (b - b'0') as i64).min(100_000);
    }
    if negative {
        exponent = -exponent;
    }
    // Collect up to 64 significant bits of mantissa; any further non-zero bits become a sticky bit
    // so the single rounding in the conversion below is correct.
    let mut mantissa: u64 = 0;
    let mut sticky = false;
    let mut seen_point = false;
    for &b in &bytes[2..mantissa_end] {
        if b == b'.' {
            seen_point = true;
            continue;
        }
        let d = (b as char).to_digit(16).unwrap_or(0) as u64;
        if mantissa >> 60 == 0 {
            mantissa = mantissa << 4 | d;
            if seen_point {
                exponent -= 4;
            }
        } else {
            sticky |= d != 0;
            if !seen_point {
                exponent += 4;
            }
        }
    }
    if sticky {
        mantissa |= 1;
    }
    let value = scale_by_power_of_two(mantissa as f64, exponent);
    let value_f32 = scale_by_power_of_two_f32(mantissa as f32, exponent);
    Ok(NumberLiteral::Float {
        value,
        value_f32,
        suffix,
        hex: true,
    })
}

fn scale_by_power_of_two(mut value: f64, mut exponent: i64) -> f64 {
    while exponent > 0 && value.is_finite() && value != 0.0 {
        let step = exponent.min(1000);
        value *= 2f64.powi(step as i32);
        exponent -= step;
    }
    while exponent < 0 && value != 0.0 {
        let step = (-exponent).min(1000);
        value /= 2f64.powi(step as i32);
        exponent += step;
    }
    value
}

fn scale_by_power_of_two_f32(value: f32, exponent: i64) -> f32 {
    let scaled = scale_by_power_of_two(value as f64, exponent);
    // `value` is exact in f64 after its one rounding to f32 from the mantissa; scaling is exact
    // unless the result leaves f32's normal range.
    scaled as f32
}

/// The type of an integer literal (C99 6.4.4.1 with OpenCL's 32-bit int and 64-bit long), and whether
/// it only fits by being made unsigned although decimal and unsuffixed-signed (clang warns:
/// "integer literal is too large to be represented in a signed integer type, interpreting as
/// unsigned").
pub fn int_literal_type(value: u64, suffix: IntSuffix, radix: u32) -> (IntLiteralType, bool) {
    use IntLiteralType::*;
    let decimal = radix == 10;
    let fits_int = value <= i32::MAX as u64;
    let fits_uint = value <= u32::MAX as u64;
    let fits_long = value <= i64::MAX as u64;
    let candidates: &[IntLiteralType] = match (suffix.unsigned, suffix.long, decimal) {
        (false, false, true) => &[Int, Long],
        (false, false, false) => &[Int, UInt, Long, ULong],
        (true, false, _) => &[UInt, ULong],
        (false, true, true) => &[Long],
        (false, true, false) => &[Long, ULong],
        (true, true, _) => &[ULong],
    };
    for &ty in candidates {
        let fits = match ty {
            Int => fits_int,
            UInt => fits_uint,
            Long => fits_long,
            ULong => true,
        };
        if fits {
            return (ty, false);
        }
    }
    (ULong, true)
}

/// The prefix of a character constant or string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteralPrefix {
    None,
    /// `L`: wchar_t.
    Wide,
    /// `u8`.
    Utf8,
    /// `u`: char16_t.
    Utf16,
    /// `U`: char32_t.
    Utf32,
}

/// A decoded character constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CharLiteral {
    /// The value as C gives it: plain constants have type `int` and the value of a `char` (signed,
    /// so `'\xff'` is -1); multi-character constants combine bytes big-endian.
    pub value: i64,
    pub prefix: LiteralPrefix,
    /// More than one character (`'ab'`): clang warns "multi-character character constant".
    pub multi_char: bool,
}

/// A warning found while decoding a literal (the value is still usable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralWarning {
    pub message: String,
    pub offset: usize,
}

fn split_prefix(text: &str) -> (LiteralPrefix, &str) {
    if let Some(rest) = text.strip_prefix("u8") {
        (LiteralPrefix::Utf8, rest)
    } else if let Some(rest) = text.strip_prefix('L') {
        (LiteralPrefix::Wide, rest)
    } else if let Some(rest) = text.strip_prefix('u') {
        (LiteralPrefix::Utf16, rest)
    } else if let Some(rest) = text.strip_prefix('U') {
        (LiteralPrefix::Utf32, rest)
    } else {
        (LiteralPrefix::None, text)
    }
}

/// Decodes the body between the quotes into code units; `wide` allows escapes above 0xFF.
fn decode_body(
    body: &str,
    body_offset: usize,
    wide: bool,
    warnings: &mut Vec<LiteralWarning>,
    out: &mut Vec<u32>,
) -> Result<(), LiteralError> {
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            // Copy a whole UTF-8 character: bytes for narrow literals, a code point for wide.
            let ch = body[i..].chars().next().unwrap_or('\u{fffd}');
            if wide {
                out.push(ch as u32);
            } else {
                let mut buf = [0u8; 4];
                out.extend(ch.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            i += ch.len_utf8().max(1);
            continue;
        }
        let escape_at = body_offset + i;
        i += 1;
        let Some(&c) = bytes.get(i) else {
            out.push(b'\\' as u32);
            break;
        };
        i += 1;
        let value = match c {
            b'n' => 10,
            b't' => 9,
            b'v' => 11,
            b'b' => 8,
            b'r' => 13,
            b'f' => 12,
            b'a' => 7,
            b'e' | b'E' => 27,
            b'\\' | b'\'' | b'"' | b'?' => c as u32,
            b'0'..=b'7' => {
                let mut v = (c - b'0') as u32;
                let mut n = 1;
                while n < 3 && matches!(bytes.get(i), Some(b'0'..=b'7')) {
                    v = v * 8 + (bytes[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                if !wide && v > 0xFF {
                    return err(LiteralErrorKind::OctalEscapeOutOfRange, escape_at);
                }
                v
            }
            b'x' => {
                let start = i;
                let mut v: u64 = 0;
                while let Some(d) = bytes.get(i).and_then(|&b| (b as char).to_digit(16)) {
                    v = (v << 4 | d as u64).min(u64::from(u32::MAX) + 1);
                    i += 1;
                }
                if i == start {
                    return err(LiteralErrorKind::HexEscapeNoDigits, escape_at);
                }
                let limit = if wide { u32::MAX as u64 } else { 0xFF };
                if v > limit {
                    return err(LiteralErrorKind::HexEscapeOutOfRange, escape_at);
                }
                v as u32
            }
            b'u' | b'U' => {
                let len = if c == b'u' { 4 } else { 8 };
                let digits = body.get(i..i + len).unwrap_or("");
                let code = (digits.len() == len)
                    .then(|| u32::from_str_radix(digits, 16).ok())
                    .flatten()
                    .and_then(char::from_u32);
                let Some(ch) = code else {
                    return err(LiteralErrorKind::BadUniversalCharacterName, escape_at);
                };
                i += len;
                if wide {
                    out.push(ch as u32);
                } else {
                    let mut buf = [0u8; 4];
                    out.extend(ch.encode_utf8(&mut buf).bytes().map(u32::from));
                }
                continue;
            }
            other => {
                let shown = body[i - 1..].chars().next().unwrap_or(other as char);
                warnings.push(LiteralWarning {
                    message: format!("unknown escape sequence '\\{shown}'"),
                    offset: escape_at,
                });
                i += shown.len_utf8() - 1;
                shown as u32
            }
        };
        out.push(value);
    }
    Ok(())
}

/// Decodes a character constant spelling (`'a'`, `'\n'`, `L'x'`, `'ab'`).
pub fn decode_char(text: &str) -> Result<CharLiteral, LiteralError> {
    decode_char_with_warnings(text, &mut Vec::new())
}

/// [`decode_char`], also collecting warnings (unknown escapes, multi-character constants).
pub fn decode_char_with_warnings(
    text: &str,
    warnings: &mut Vec<LiteralWarning>,
) -> Result<CharLiteral, LiteralError> {
    let (prefix, rest) = split_prefix(text);
    let prefix_len = text.len() - rest.len();
    let Some(body) = rest.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')) else {
        return err(LiteralErrorKind::NotALiteral, 0);
    };
    let wide = !matches!(prefix, LiteralPrefix::None | LiteralPrefix::Utf8);
    let mut units = Vec::new();
    decode_body(body, prefix_len + 1, wide, warnings, &mut units)?;
    if units.is_empty() {
        return err(LiteralErrorKind::EmptyCharConstant, 0);
    }
    let multi_char = units.len() > 1;
    let value = if wide {
        // clang keeps the last character of a multi-character wide constant.
        let last = *units.last().unwrap_or(&0);
        match prefix {
            LiteralPrefix::Utf16 => (last & 0xFFFF) as i64,
            LiteralPrefix::Wide => last as i32 as i64,
            _ => last as i64,
        }
    } else if multi_char {
        warnings.push(LiteralWarning {
            message: "multi-character character constant".into(),
            offset: 0,
        });
        let mut v: u32 = 0;
        for unit in &units {
            v = v.wrapping_shl(8) | (unit & 0xFF);
        }
        v as i32 as i64
    } else if prefix == LiteralPrefix::Utf8 {
        units[0] as i64
    } else {
        units[0] as u8 as i8 as i64
    };
    Ok(CharLiteral {
        value,
        prefix,
        multi_char,
    })
}

/// A decoded string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringLiteral {
    /// For narrow and `u8` strings, the bytes (UTF-8 for non-ASCII source characters); for wide
    /// ones, each code unit in little-endian order (2 bytes for `u`, 4 for `U` and `L`). No
    /// terminating NUL.
    pub bytes: Vec<u8>,
    pub prefix: LiteralPrefix,
}

/// Decodes a string literal spelling (`"a\n"`, `u8"x"`) into its bytes, without the terminating NUL.
pub fn decode_string(text: &str) -> Result<Vec<u8>, LiteralError> {
    decode_string_with_warnings(text, &mut Vec::new()).map(|s| s.bytes)
}

/// [`decode_string`], also returning the prefix and collecting warnings.
pub fn decode_string_with_warnings(
    text: &str,
    warnings: &mut Vec<LiteralWarning>,
) -> Result<StringLiteral, LiteralError> {
    let (prefix, rest) = split_prefix(text);
    let prefix_len = text.len() - rest.len();
    let Some(body) = rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')) else {
        return err(LiteralErrorKind::NotALiteral, 0);
    };
    let wide = !matches!(prefix, LiteralPrefix::None | LiteralPrefix::Utf8);
    let mut units = Vec::with_capacity(body.len());
    decode_body(body, prefix_len + 1, wide, warnings, &mut units)?;
    let bytes = match prefix {
        LiteralPrefix::None | LiteralPrefix::Utf8 => units.iter().map(|&u| u as u8).collect(),
        LiteralPrefix::Utf16 => {
            let mut out = Vec::with_capacity(units.len() * 2);
            for &u in &units {
                let ch = char::from_u32(u).unwrap_or('\u{fffd}');
                let mut buf = [0u16; 2];
                for unit in ch.encode_utf16(&mut buf) {
                    out.extend_from_slice(&unit.to_le_bytes());
                }
            }
            out
        }
        LiteralPrefix::Wide | LiteralPrefix::Utf32 => {
            units.iter().flat_map(|u| u.to_le_bytes()).collect()
        }
    };
    Ok(StringLiteral { bytes, prefix })
}

#[cfg(test)]
#[path = "literal_tests.rs"]
mod tests;
