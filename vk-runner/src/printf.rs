//! printf support: the layout of the printf buffer the runner binds ([`ImplicitKind::PrintfBuffer`])
//! and a formatter that turns its records into text with C's printf rules.
//!
//! Layout (a proposal the backend follows; little-endian 32-bit words):
//! - word 0: words used by records so far. A kernel reserves a record with an atomic add of its
//!   length and writes it only if it fits (`start + len <= capacity`); the counter may exceed the
//!   capacity, which the runner reports as truncated output.
//! - word 1: capacity in words (written by the runner before the launch).
//! - from word 2: records `[format id, arguments...]`. The format string (`printf_formats[id]`)
//!   decides each argument's size: one word per value, two words with the `l` length modifier
//!   (64-bit integers, `double`); vectors (`%v4f`) store their elements one after another; `%s`
//!   takes one word, the index of a string literal in `printf_formats`; `%p` takes two words.
//!   Floating conversions without `l` read a 32-bit float (devices may lack float64).
//!
//! [`ImplicitKind::PrintfBuffer`]: oclvk_spirv::reflect::ImplicitKind::PrintfBuffer

/// Header words before the first record.
pub const HEADER_WORDS: usize = 2;

#[derive(Clone, Debug, Default, PartialEq)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: Option<usize>,
    precision: Option<usize>,
    vector: Option<usize>,
    /// 0: default, 1: hh, 2: h, 3: hl, 4: l.
    length: u8,
    conv: char,
}

#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Conv(Spec),
}

/// Splits a format string into literal text and conversions.
fn parse_format(fmt: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut it = fmt.chars().peekable();
    while let Some(c) = it.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        if it.peek() == Some(&'%') {
            it.next();
            text.push('%');
            continue;
        }
        let mut s = Spec::default();
        while let Some(&f) = it.peek() {
            match f {
                '-' => s.left = true,
                '+' => s.plus = true,
                ' ' => s.space = true,
                '#' => s.alt = true,
                '0' => s.zero = true,
                _ => break,
            }
            it.next();
        }
        let digits = |it: &mut std::iter::Peekable<std::str::Chars>| {
            let mut n: Option<usize> = None;
            while let Some(d) = it.peek().and_then(|c| c.to_digit(10)) {
                n = Some(n.unwrap_or(0).saturating_mul(10).saturating_add(d as usize));
                it.next();
            }
            n
        };
        s.width = digits(&mut it);
        if it.peek() == Some(&'.') {
            it.next();
            s.precision = Some(digits(&mut it).unwrap_or(0));
        }
        if it.peek() == Some(&'v') {
            it.next();
            let n = digits(&mut it).unwrap_or(0);
            if ![2, 3, 4, 8, 16].contains(&n) {
                return Err(format!("bad vector size {n} in '{fmt}'"));
            }
            s.vector = Some(n);
        }
        s.length = match it.peek() {
            Some('h') => {
                it.next();
                match it.peek() {
                    Some('h') => {
                        it.next();
                        1
                    }
                    Some('l') => {
                        it.next();
                        3
                    }
                    _ => 2,
                }
            }
            Some('l') => {
                it.next();
                4
            }
            _ => 0,
        };
        s.conv = it
            .next()
            .ok_or_else(|| format!("'{fmt}' ends inside a conversion"))?;
        if !"diouxXfFeEgGaAcsp".contains(s.conv) {
            return Err(format!("unknown conversion '%{}' in '{fmt}'", s.conv));
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Conv(s));
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

fn pad(s: &Spec, body: String, sign: &str, zero_ok: bool) -> String {
    let len = sign.chars().count() + body.chars().count();
    let width = s.width.unwrap_or(0);
    if len >= width {
        return format!("{sign}{body}");
    }
    let fill = width - len;
    if s.left {
        format!("{sign}{body}{}", " ".repeat(fill))
    } else if s.zero && zero_ok {
        format!("{sign}{}{body}", "0".repeat(fill))
    } else {
        format!("{}{sign}{body}", " ".repeat(fill))
    }
}

fn format_int(s: &Spec, bits: u64) -> String {
    let size = match s.length {
        1 => 8,
        2 => 16,
        4 => 64,
        _ => 32,
    };
    let mask = if size == 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    let raw = bits & mask;
    let signed = matches!(s.conv, 'd' | 'i');
    let (neg, mag) = if signed {
        let shift = 64 - size;
        let v = ((raw << shift) as i64) >> shift;
        (v < 0, v.unsigned_abs())
    } else {
        (false, raw)
    };
    let mut digits = match s.conv {
        'o' => format!("{mag:o}"),
        'x' => format!("{mag:x}"),
        'X' => format!("{mag:X}"),
        _ => mag.to_string(),
    };
    if let Some(p) = s.precision {
        if p == 0 && mag == 0 {
            digits.clear();
        }
        if digits.len() < p {
            digits = format!("{}{digits}", "0".repeat(p - digits.len()));
        }
    }
    let mut sign = String::new();
    if neg {
        sign.push('-');
    } else if signed && s.plus {
        sign.push('+');
    } else if signed && s.space {
        sign.push(' ');
    }
    if s.alt {
        match s.conv {
            'o' if !digits.starts_with('0') => digits.insert(0, '0'),
            'x' if mag != 0 => sign.push_str("0x"),
            'X' if mag != 0 => sign.push_str("0X"),
            _ => {}
        }
    }
    pad(s, digits, &sign, s.precision.is_none())
}

/// `d.ddde±XX` with C's two-digit minimum exponent.
fn exp_form(v: f64, prec: usize, upper: bool) -> String {
    let t = format!("{v:.prec$e}");
    let (m, e) = t.split_once('e').unwrap_or((&t, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let s = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

fn strip_zeros(s: String) -> String {
    let (m, e) = match s.find(['e', 'E']) {
        Some(i) => (s[..i].to_string(), s[i..].to_string()),
        None => (s.clone(), String::new()),
    };
    if !m.contains('.') {
        return s;
    }
    let m = m.trim_end_matches('0').trim_end_matches('.');
    format!("{m}{e}")
}

fn hex_float(v: f64, prec: Option<usize>, upper: bool) -> String {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mut man = bits & ((1u64 << 52) - 1);
    let (mut lead, mut e) = if exp == 0 {
        (0u64, if man == 0 { 0 } else { -1022 })
    } else {
        (1u64, exp - 1023)
    };
    let mut digits = 13usize;
    if let Some(p) = prec.filter(|&p| p < 13) {
        let drop = (13 - p) * 4;
        let rem = man & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        man >>= drop;
        if rem > half || (rem == half && man & 1 == 1) {
            man += 1;
            if man >> (p * 4) != 0 {
                man = 0;
                lead += 1;
                if lead == 2 {
                    lead = 1;
                    e += 1;
                }
            }
        }
        digits = p;
    }
    let mut frac = if digits == 0 {
        String::new()
    } else {
        format!("{man:0digits$x}")
    };
    if prec.is_none() {
        frac = frac.trim_end_matches('0').to_string();
    }
    let dot = if frac.is_empty() { "" } else { "." };
    let s = format!(
        "0x{lead}{dot}{frac}p{}{}",
        if e < 0 { '-' } else { '+' },
        e.abs()
    );
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

fn format_float(s: &Spec, v: f64) -> String {
    let upper = s.conv.is_ascii_uppercase();
    let sign = if v.is_sign_negative() && !v.is_nan() {
        "-"
    } else if s.plus {
        "+"
    } else if s.space {
        " "
    } else {
        ""
    };
    let a = v.abs();
    if !a.is_finite() {
        let t = if a.is_nan() { "nan" } else { "inf" };
        return pad(
            s,
            if upper { t.to_uppercase() } else { t.into() },
            sign,
            false,
        );
    }
    let body = match s.conv.to_ascii_lowercase() {
        'f' => {
            let p = s.precision.unwrap_or(6);
            let mut t = format!("{a:.p$}");
            if s.alt && p == 0 {
                t.push('.');
            }
            t
        }
        'e' => exp_form(a, s.precision.unwrap_or(6), upper),
        'g' => {
            let p = s.precision.unwrap_or(6).max(1);
            let e_form = exp_form(a, p - 1, upper);
            let x: i64 = e_form
                .split_once(['e', 'E'])
                .and_then(|(_, e)| e.parse().ok())
                .unwrap_or(0);
            let t = if (x as i128) < p as i128 && x >= -4 {
                let fp = (p as i64 - 1 - x).max(0) as usize;
                format!("{a:.fp$}")
            } else {
                e_form
            };
            if s.alt {
                t
            } else {
                strip_zeros(t)
            }
        }
        _ => hex_float(a, s.precision, upper),
    };
    pad(s, body, sign, true)
}

/// Reads `n` little-endian words from a record, advancing `at`.
fn take(words: &[u32], at: &mut usize, n: usize) -> Option<u64> {
    let w = words.get(*at..*at + n)?;
    *at += n;
    Some(if n == 2 {
        w[0] as u64 | (w[1] as u64) << 32
    } else {
        w[0] as u64
    })
}

fn format_value(s: &Spec, words: &[u32], at: &mut usize, strings: &[String]) -> Option<String> {
    let wide = s.length == 4 || s.conv == 'p';
    let n = if wide { 2 } else { 1 };
    let bits = take(words, at, n)?;
    Some(match s.conv {
        'd' | 'i' | 'o' | 'u' | 'x' | 'X' => format_int(s, bits),
        'c' => pad(s, char::from(bits as u8).to_string(), "", false),
        's' => {
            let text = strings.get(bits as usize).cloned().unwrap_or_default();
            let text = match s.precision {
                Some(p) => text.chars().take(p).collect(),
                None => text,
            };
            pad(s, text, "", false)
        }
        'p' => pad(s, format!("0x{bits:x}"), "", false),
        _ => {
            let v = if wide {
                f64::from_bits(bits)
            } else {
                f32::from_bits(bits as u32) as f64
            };
            format_float(s, v)
        }
    })
}

/// Formats every record of a printf buffer's contents. Returns the text and whether records
/// were dropped for lack of space.
pub fn format_buffer(bytes: &[u8], formats: &[String]) -> Result<(String, bool), String> {
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words.len() < HEADER_WORDS {
        return Err("printf buffer is smaller than its header".into());
    }
    let used = words[0] as usize;
    let capacity = (words[1] as usize).min(words.len() - HEADER_WORDS);
    let records = &words[HEADER_WORDS..HEADER_WORDS + used.min(capacity)];
    let mut out = String::new();
    let mut at = 0;
    let mut parsed: Vec<Option<Vec<Piece>>> = vec![None; formats.len()];
    while at < records.len() {
        let id = records[at] as usize;
        at += 1;
        let fmt = formats.get(id).ok_or_else(|| {
            format!(
                "printf record names format {id}, but there are {}",
                formats.len()
            )
        })?;
        if parsed[id].is_none() {
            parsed[id] = Some(parse_format(fmt)?);
        }
        for piece in parsed[id].as_ref().into_iter().flatten() {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Conv(s) => {
                    let count = s.vector.unwrap_or(1);
                    for i in 0..count {
                        if i > 0 {
                            out.push(',');
                        }
                        let v = format_value(s, records, &mut at, formats)
                            .ok_or_else(|| format!("printf record for '{fmt}' is truncated"))?;
                        out.push_str(&v);
                    }
                }
            }
        }
    }
    Ok((out, used > capacity))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(fmt: &str, args: &[u32]) -> String {
        let mut words = vec![0u32, 0, 0];
        words.extend_from_slice(args);
        words[0] = (words.len() - HEADER_WORDS) as u32;
        words[1] = words[0];
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        format_buffer(&bytes, &[fmt.to_string(), "str".to_string()])
            .unwrap()
            .0
    }

    // Expected strings are what C's printf prints (checked against glibc).
    #[test]
    fn integers() {
        assert_eq!(
            one("%d|%5d|%-5d|%05d", &[-42i32 as u32, 42, 42, 42]),
            "-42|   42|42   |00042"
        );
        assert_eq!(
            one("%u %x %X %#x %o %#o", &[u32::MAX, 255, 255, 255, 8, 8]),
            "4294967295 ff FF 0xff 10 010"
        );
        assert_eq!(one("%+d % d %.3d %.0d", &[5, 5, 5, 0]), "+5  5 005 ");
        assert_eq!(one("%ld", &[0xffff_fffe, 0xffff_ffff]), "-2");
        assert_eq!(one("%lu", &[0, 1]), "4294967296");
        assert_eq!(one("%hhd %hu", &[0xff, 0x1_0001]), "-1 1");
        assert_eq!(
            one("%c%c %s %%", &[b'o' as u32, b'k' as u32, 1]),
            "ok str %"
        );
    }

    #[test]
    fn floats() {
        let f = |v: f32| v.to_bits();
        assert_eq!(
            one(
                "%f %.2f %8.3f %-8.1f|",
                &[f(1.5), f(1.23456), f(-2.5), f(0.25)]
            ),
            "1.500000 1.23   -2.500 0.2     |"
        );
        assert_eq!(
            one("%e %.2E", &[f(1234.5), f(0.000123)]),
            "1.234500e+03 1.23E-04"
        );
        assert_eq!(
            one(
                "%g %g %g %g",
                &[f(100000.0), f(1000000.0), f(0.0001), f(1.5)]
            ),
            "100000 1e+06 0.0001 1.5"
        );
        assert_eq!(
            one("%g %#g %.3g", &[f(0.00001), f(2.0), f(1.23456)]),
            "1e-05 2.00000 1.23"
        );
        assert_eq!(
            one("%a %A %.1a", &[f(1.0), f(-0.5), f(1.75)]),
            "0x1p+0 -0X1P-1 0x1.cp+0"
        );
        assert_eq!(
            one("%f %F %+.1f", &[f(f32::INFINITY), f(f32::NAN), f(0.0)]),
            "inf NAN +0.0"
        );
        let d = 2.0f64.sqrt().to_bits();
        assert_eq!(one("%.10lf", &[d as u32, (d >> 32) as u32]), "1.4142135624");
    }

    #[test]
    fn vectors_and_records() {
        let f = |v: f32| v.to_bits();
        assert_eq!(
            one("%v4hlf\n", &[f(1.0), f(2.0), f(3.0), f(4.0)]),
            "1.000000,2.000000,3.000000,4.000000\n"
        );
        assert_eq!(one("%v2d", &[1, -1i32 as u32]), "1,-1");
        // Two records of format 0; then a third that did not fit (counter above capacity).
        let words = [4u32, 4, 0, 7, 0, 9];
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let (text, dropped) = format_buffer(&bytes, &["x=%d;".into()]).unwrap();
        assert_eq!((text.as_str(), dropped), ("x=7;x=9;", false));
        let mut over = bytes.clone();
        over[0] = 9;
        assert!(format_buffer(&over, &["x=%d;".into()]).unwrap().1);
        assert!(format_buffer(&bytes, &[]).is_err());
        assert!(parse_format("%q").is_err());
        assert!(parse_format("%v5d").is_err());
    }
}
