//! printf output: reads the records a launch left in its printf buffer (layout:
//! [`oclvk_abi::reflect::printf_buffer`]), orders them by work-item and formats them with C's
//! printf rules (OpenCL C 6.15.14: C99's conversions plus vectors, which print their elements
//! separated by commas).
//!
//! Infinities print as `inf`/`INF` and NaNs as `nan`/`NAN`, with a `-` when the sign bit is set
//! (C99's `[-]inf` and `[-]nan`, as glibc prints them); `%p` prints `0x` and the address in hex.

use oclvk_abi::printf::{self, ConvClass, Conversion, Length, Piece};
use oclvk_abi::reflect::{printf_buffer as layout, PrintfArg, PrintfCall, ScalarKind};

/// The text of one launch's printf calls.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintfOutput {
    /// Every record that fitted, formatted, in work-item order (global linear id, then program
    /// order within a work-item).
    pub text: String,
    /// printf calls whose record did not fit in the buffer (their printf returned -1).
    pub dropped: u32,
}

/// Formats the records of a printf buffer's contents; `calls` is the module's reflection.
/// A malformed buffer (records that contradict the reflection) is an error naming the record.
pub fn format_buffer(bytes: &[u8], calls: &[PrintfCall]) -> Result<PrintfOutput, String> {
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words.len() < layout::HEADER_WORDS {
        return Err("the printf buffer is smaller than its header".into());
    }
    let valid = (words[layout::USED] as usize)
        .min(words[layout::END] as usize)
        .min(words[layout::CAPACITY] as usize)
        .min(words.len() - layout::HEADER_WORDS);
    let area = &words[layout::HEADER_WORDS..layout::HEADER_WORDS + valid];
    let parsed: Vec<Vec<Piece>> = calls
        .iter()
        .map(|c| printf::parse(&c.format).map_err(|e| format!("format '{}': {e}", c.format)))
        .collect::<Result<_, _>>()?;

    // (linear id, call, arguments), in reservation order.
    let mut records = Vec::new();
    let mut at = 0;
    while at < area.len() {
        let header = area.get(at..at + layout::RECORD_HEADER_WORDS);
        let Some(&[len, call, linear_id]) = header else {
            return Err(format!("the record at word {at} is cut short"));
        };
        let (len, call) = (len as usize, call as usize);
        let Some(c) = calls.get(call) else {
            return Err(format!(
                "the record at word {at} names printf call {call}, but the module has {}",
                calls.len()
            ));
        };
        let want = layout::RECORD_HEADER_WORDS + c.args.iter().map(PrintfArg::words).sum::<usize>();
        if len != want || at + len > area.len() {
            return Err(format!(
                "the record at word {at} is {len} words long; its call ('{}') makes {want}",
                c.format.escape_debug()
            ));
        }
        records.push((
            linear_id,
            call,
            &area[at + layout::RECORD_HEADER_WORDS..at + len],
        ));
        at += len;
    }
    // Stable: a work-item's records stay in the order it reserved them, its program order.
    records.sort_by_key(|&(id, _, _)| id);

    let mut text = String::new();
    for (_, call, args) in records {
        format_record(&mut text, &parsed[call], &calls[call].args, args)?;
    }
    Ok(PrintfOutput {
        text,
        dropped: words[layout::DROPPED],
    })
}

/// One stored element.
#[derive(Clone, Copy)]
enum Value {
    /// Sign- or zero-extended to 64 bits by the stored type; `width` is that type's.
    Int {
        bits: u64,
        width: u32,
    },
    Float(f64),
}

fn format_record(
    out: &mut String,
    pieces: &[Piece],
    args: &[PrintfArg],
    mut words: &[u32],
) -> Result<(), String> {
    let mut args = args.iter();
    for piece in pieces {
        let conv = match piece {
            Piece::Text(t) => {
                out.push_str(t);
                continue;
            }
            Piece::Conv(c) => c,
        };
        match args.next() {
            Some(PrintfArg::String { text }) => out.push_str(&format_string(conv, text)),
            Some(&PrintfArg::Value { scalar, lanes }) => {
                for lane in 0..lanes {
                    if lane > 0 {
                        out.push(',');
                    }
                    let n = scalar.size().div_ceil(4) as usize;
                    let (value, rest) = words
                        .split_at_checked(n)
                        .ok_or("a record is shorter than its call's arguments")?;
                    words = rest;
                    let raw = value
                        .iter()
                        .rev()
                        .fold(0u64, |acc, &w| acc << 32 | w as u64);
                    let v = match scalar {
                        ScalarKind::Float => {
                            // Widened exactly; the sign copied explicitly, since Rust does not
                            // promise a NaN's sign through a conversion.
                            let f = f32::from_bits(raw as u32);
                            let sign = if f.is_sign_negative() { -1.0 } else { 1.0 };
                            Value::Float(f64::from(f).copysign(sign))
                        }
                        ScalarKind::Double => Value::Float(f64::from_bits(raw)),
                        s => Value::Int {
                            bits: if s == ScalarKind::Int {
                                raw as u32 as i32 as i64 as u64
                            } else {
                                raw
                            },
                            width: s.size() * 8,
                        },
                    };
                    out.push_str(&format_value(conv, v));
                }
            }
            None => return Err("a record has fewer arguments than its format".into()),
        }
    }
    Ok(())
}

fn format_value(conv: &Conversion, v: Value) -> String {
    match (conv.class(), v) {
        (ConvClass::Float, Value::Float(x)) => format_float(conv, x),
        (ConvClass::Pointer, Value::Int { bits, .. }) => {
            pad(conv, format!("{bits:x}"), "0x", false)
        }
        (ConvClass::Char, Value::Int { bits, .. }) => {
            pad(conv, char::from(bits as u8).to_string(), "", false)
        }
        (_, Value::Int { bits, width }) => format_int(conv, bits, width),
        // The backend checks argument classes; a float under an integer conversion cannot occur
        // in a module it made. Print the bits rather than guess.
        (_, Value::Float(x)) => format_int(conv, x.to_bits(), 64),
    }
}

fn format_string(conv: &Conversion, text: &str) -> String {
    let text: String = match conv.precision {
        Some(p) => text.chars().take(p).collect(),
        None => text.into(),
    };
    pad(conv, text, "", false)
}

/// Pads `prefix + body` to the field width: spaces on the left (or right with `-`), or zeros
/// between the prefix and the body when `zeros` and the `0` flag allow it.
fn pad(conv: &Conversion, body: String, prefix: &str, zeros: bool) -> String {
    let len = prefix.chars().count() + body.chars().count();
    let width = conv.width.unwrap_or(0);
    if len >= width {
        return format!("{prefix}{body}");
    }
    let fill = width - len;
    if conv.left {
        format!("{prefix}{body}{}", " ".repeat(fill))
    } else if conv.zero && zeros {
        format!("{prefix}{}{body}", "0".repeat(fill))
    } else {
        format!("{}{prefix}{body}", " ".repeat(fill))
    }
}

/// `d i o u x X`: the value converted to the length modifier's type (C's `hh`/`h` conversions
/// of the promoted argument); without a modifier `int` for scalars, and the stored element
/// width (`width`) for vectors.
fn format_int(conv: &Conversion, bits: u64, width: u32) -> String {
    let size = match conv.length {
        Length::Hh => 8,
        Length::H => 16,
        Length::Hl => 32,
        Length::L => 64,
        Length::None if conv.vector.is_some() => width,
        Length::None => 32,
    };
    let mask = if size == 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    let raw = bits & mask;
    let signed = matches!(conv.letter, 'd' | 'i');
    let (negative, magnitude) = if signed {
        let shift = 64 - size;
        let v = ((raw << shift) as i64) >> shift;
        (v < 0, v.unsigned_abs())
    } else {
        (false, raw)
    };
    let mut digits = match conv.letter {
        'o' => format!("{magnitude:o}"),
        'x' => format!("{magnitude:x}"),
        'X' => format!("{magnitude:X}"),
        _ => magnitude.to_string(),
    };
    if let Some(p) = conv.precision {
        if p == 0 && magnitude == 0 {
            digits.clear();
        }
        if digits.len() < p {
            digits.insert_str(0, &"0".repeat(p - digits.len()));
        }
    }
    let mut prefix = String::new();
    if negative {
        prefix.push('-');
    } else if signed && conv.plus {
        prefix.push('+');
    } else if signed && conv.space {
        prefix.push(' ');
    }
    if conv.alt {
        match conv.letter {
            'o' if !digits.starts_with('0') => digits.insert(0, '0'),
            'x' if magnitude != 0 => prefix.push_str("0x"),
            'X' if magnitude != 0 => prefix.push_str("0X"),
            _ => {}
        }
    }
    pad(conv, digits, &prefix, conv.precision.is_none())
}

/// `f F e E g G a A` of a double (floats were widened exactly).
fn format_float(conv: &Conversion, v: f64) -> String {
    let upper = conv.letter.is_ascii_uppercase();
    let sign = if v.is_sign_negative() {
        "-"
    } else if conv.plus {
        "+"
    } else if conv.space {
        " "
    } else {
        ""
    };
    let a = v.abs();
    if !a.is_finite() {
        let t = if a.is_nan() { "nan" } else { "inf" };
        let t = if upper { t.to_uppercase() } else { t.into() };
        return pad(conv, t, sign, false);
    }
    let body = match conv.letter.to_ascii_lowercase() {
        'f' => {
            let p = conv.precision.unwrap_or(6);
            let mut t = format!("{a:.p$}");
            if conv.alt && p == 0 {
                t.push('.');
            }
            t
        }
        'e' => {
            let p = conv.precision.unwrap_or(6);
            let mut t = exp_form(a, p, upper);
            if conv.alt && p == 0 {
                let at = t.find(['e', 'E']).unwrap_or(t.len());
                t.insert(at, '.');
            }
            t
        }
        'g' => general_form(a, conv.precision.unwrap_or(6).max(1), conv.alt, upper),
        _ => {
            // Zero padding goes between `0x` and the digits.
            let prefix = format!("{sign}{}", if upper { "0X" } else { "0x" });
            return pad(
                conv,
                hex_form(a, conv.precision, conv.alt, upper),
                &prefix,
                true,
            );
        }
    };
    pad(conv, body, sign, true)
}

/// `d.ddde±XX` (at least two exponent digits, as C prints).
fn exp_form(v: f64, precision: usize, upper: bool) -> String {
    let t = format!("{v:.precision$e}");
    let (mantissa, exp) = t.split_once('e').unwrap_or((&t, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let e = if upper { 'E' } else { 'e' };
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}{e}{sign}{:02}", exp.unsigned_abs())
}

/// `%g`: `%e` or `%f` by the decimal exponent after rounding to `precision` significant digits,
/// trailing zeros removed unless `#`.
fn general_form(a: f64, precision: usize, alt: bool, upper: bool) -> String {
    let e_form = exp_form(a, precision - 1, upper);
    let exp: i64 = e_form
        .split_once(['e', 'E'])
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    let mut t = if exp < precision as i64 && exp >= -4 {
        let decimals = (precision as i64 - 1 - exp) as usize;
        format!("{a:.decimals$}")
    } else {
        e_form
    };
    if alt {
        if !t.contains('.') {
            let at = t.find(['e', 'E']).unwrap_or(t.len());
            t.insert(at, '.');
        }
        return t;
    }
    let (mantissa, exp) = match t.find(['e', 'E']) {
        Some(i) => t.split_at(i),
        None => (t.as_str(), ""),
    };
    if !mantissa.contains('.') {
        return t;
    }
    let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
    format!("{mantissa}{exp}")
}

/// `%a` after the `0x`: `h.hhhp±d`, normalised with a leading 1 (0 for zero and subnormals, as glibc), all
/// significant hex digits when no precision is given, else rounded to nearest even.
fn hex_form(v: f64, precision: Option<usize>, alt: bool, upper: bool) -> String {
    let bits = v.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let mut mantissa = bits & ((1u64 << 52) - 1);
    let (mut lead, exp) = match (biased, mantissa) {
        (0, 0) => (0u64, 0),
        (0, _) => (0, -1022),
        _ => (1, biased - 1023),
    };
    let mut digits = 13usize;
    if let Some(p) = precision.filter(|&p| p < 13) {
        let dropped = (13 - p) * 4;
        let rest = mantissa & ((1u64 << dropped) - 1);
        let half = 1u64 << (dropped - 1);
        mantissa >>= dropped;
        if rest > half || (rest == half && (mantissa & 1 == 1 || (p == 0 && lead & 1 == 1))) {
            mantissa += 1;
            // A carry into the leading digit makes it 2 (`0x2.00p+0`), as glibc prints.
            if mantissa >> (p * 4) != 0 {
                mantissa = 0;
                lead += 1;
            }
        }
        digits = p;
    }
    let mut frac = if digits == 0 {
        String::new()
    } else {
        format!("{mantissa:0digits$x}")
    };
    if precision.is_none() {
        frac.truncate(frac.trim_end_matches('0').len());
    }
    if let Some(p) = precision.filter(|&p| p > 13) {
        frac.push_str(&"0".repeat(p - 13));
    }
    let dot = if frac.is_empty() && !alt { "" } else { "." };
    let sign = if exp < 0 { '-' } else { '+' };
    let t = format!("{lead}{dot}{frac}p{sign}{}", exp.unsigned_abs());
    if upper {
        t.to_uppercase()
    } else {
        t
    }
}

#[cfg(test)]
mod tests;
