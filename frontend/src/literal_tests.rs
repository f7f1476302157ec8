//! Tests of literal decoding: one line per case, value or clang's message.

use super::*;

/// Spells the decoded number (or the error) in one line.
fn number(text: &str) -> String {
    match parse_number(text) {
        Ok(NumberLiteral::Int {
            value,
            suffix,
            radix,
        }) => {
            let (ty, warn) = int_literal_type(value, suffix, radix);
            format!(
                "int {value} r{radix} u={} l={} ll={} {ty:?}{}",
                suffix.unsigned as u8,
                suffix.long as u8,
                suffix.long_long as u8,
                if warn { " (too large for signed)" } else { "" }
            )
        }
        Ok(NumberLiteral::Float {
            value,
            value_f32,
            suffix,
            hex,
        }) => format!(
            "float {value:?} {value_f32:?} {suffix:?}{}",
            if hex { " hex" } else { "" }
        ),
        Err(e) => format!("error@{}: {e}", e.offset),
    }
}

#[test]
fn integers_with_radix_and_suffix() {
    let cases = [
        ("0", "int 0 r8 u=0 l=0 ll=0 Int"),
        ("42", "int 42 r10 u=0 l=0 ll=0 Int"),
        ("42u", "int 42 r10 u=1 l=0 ll=0 UInt"),
        ("42UL", "int 42 r10 u=1 l=1 ll=0 ULong"),
        ("42lu", "int 42 r10 u=1 l=1 ll=0 ULong"),
        ("42ull", "int 42 r10 u=1 l=1 ll=1 ULong"),
        ("42LLu", "int 42 r10 u=1 l=1 ll=1 ULong"),
        ("42l", "int 42 r10 u=0 l=1 ll=0 Long"),
        ("0x1F", "int 31 r16 u=0 l=0 ll=0 Int"),
        ("0777", "int 511 r8 u=0 l=0 ll=0 Int"),
        ("0b101", "int 5 r2 u=0 l=0 ll=0 Int"),
        ("2147483647", "int 2147483647 r10 u=0 l=0 ll=0 Int"),
        ("2147483648", "int 2147483648 r10 u=0 l=0 ll=0 Long"),
        ("0x80000000", "int 2147483648 r16 u=0 l=0 ll=0 UInt"),
        (
            "0xFFFFFFFFFFFFFFFF",
            "int 18446744073709551615 r16 u=0 l=0 ll=0 ULong",
        ),
        (
            "18446744073709551615",
            "int 18446744073709551615 r10 u=0 l=0 ll=0 ULong (too large for signed)",
        ),
        ("4294967296u", "int 4294967296 r10 u=1 l=0 ll=0 ULong"),
    ];
    for (text, expect) in cases {
        assert_eq!(number(text), expect, "{text}");
    }
}

#[test]
fn malformed_integers() {
    let cases = [
        ("08", "error@1: invalid digit '8' in octal constant"),
        ("1a", "error@1: invalid suffix 'a' on integer constant"),
        ("0x", "error@1: invalid suffix 'x' on integer constant"),
        ("0xg", "error@1: invalid suffix 'xg' on integer constant"),
        ("1uu", "error@1: invalid suffix 'uu' on integer constant"),
        ("1lL", "error@1: invalid suffix 'lL' on integer constant"),
        ("1f", "error@1: invalid suffix 'f' on integer constant"),
        (
            "18446744073709551616",
            "error@0: integer literal is too large to be represented in any integer type",
        ),
    ];
    for (text, expect) in cases {
        assert_eq!(number(text), expect, "{text}");
    }
}

#[test]
fn floats_decimal_and_hex() {
    let cases = [
        ("1.5", "float 1.5 1.5 None"),
        ("1.5f", "float 1.5 1.5 F"),
        ("1.", "float 1.0 1.0 None"),
        (".5h", "float 0.5 0.5 H"),
        ("1e3", "float 1000.0 1000.0 None"),
        ("1.5E-3L", "float 0.0015 0.0015 L"),
        ("0x1.8p3f", "float 12.0 12.0 F hex"),
        ("0x1p-2", "float 0.25 0.25 None hex"),
        ("0x.8p1", "float 1.0 1.0 None hex"),
        (
            "0x1.fffffep127f",
            "float 3.4028234663852886e38 3.4028235e38 F hex",
        ),
        ("0x1.0p-1074", "float 5e-324 0.0 None hex"),
        ("0.1f", "float 0.1 0.1 F"),
    ];
    for (text, expect) in cases {
        assert_eq!(number(text), expect, "{text}");
    }
}

#[test]
fn malformed_floats() {
    let cases = [
        ("1e", "error@1: exponent has no digits"),
        ("1e+f", "error@1: exponent has no digits"),
        (
            "0x1.8",
            "error@5: hexadecimal floating constant requires an exponent",
        ),
        ("0x1p", "error@3: exponent has no digits"),
        ("1.5u", "error@3: invalid suffix 'u' on floating constant"),
        ("1.5ff", "error@3: invalid suffix 'ff' on floating constant"),
        ("1.2.3", "error@3: invalid suffix '.3' on floating constant"),
    ];
    for (text, expect) in cases {
        assert_eq!(number(text), expect, "{text}");
    }
}

fn chr(text: &str) -> String {
    let mut warnings = Vec::new();
    match decode_char_with_warnings(text, &mut warnings) {
        Ok(c) => {
            let mut s = format!("{} {:?}", c.value, c.prefix);
            for w in warnings {
                s.push_str(&format!(" [{}]", w.message));
            }
            s
        }
        Err(e) => format!("error@{}: {e}", e.offset),
    }
}

#[test]
fn character_constants() {
    let cases = [
        ("'a'", "97 None"),
        ("'\\n'", "10 None"),
        ("'\\''", "39 None"),
        ("'\\0'", "0 None"),
        ("'\\377'", "-1 None"),
        ("'\\xff'", "-1 None"),
        ("'\\x41'", "65 None"),
        ("L'\\x1234'", "4660 Wide"),
        ("u'x'", "120 Utf16"),
        ("U'\\U0001F600'", "128512 Utf32"),
        ("'ab'", "24930 None [multi-character character constant]"),
        ("'\\q'", "113 None [unknown escape sequence '\\q']"),
        ("''", "error@0: empty character constant"),
        ("'\\x'", "error@1: \\x used with no following hex digits"),
        ("'\\x100'", "error@1: hex escape sequence out of range"),
        ("'\\777'", "error@1: octal escape sequence out of range"),
        ("'\\u12'", "error@1: incomplete universal character name"),
    ];
    for (text, expect) in cases {
        assert_eq!(chr(text), expect, "{text}");
    }
}

#[test]
fn string_literals() {
    assert_eq!(decode_string(r#""a\tb\"c""#).unwrap(), b"a\tb\"c");
    assert_eq!(
        decode_string(r#""\x41\101\u00e9""#).unwrap(),
        "AAé".as_bytes()
    );
    assert_eq!(decode_string(r#"u8"é""#).unwrap(), "é".as_bytes());
    assert_eq!(decode_string(r#""""#).unwrap(), b"");
    assert_eq!(decode_string(r#"u"A""#).unwrap(), vec![65, 0]);
    assert_eq!(decode_string(r#"L"A""#).unwrap(), vec![65, 0, 0, 0]);
    assert_eq!(
        decode_string(r#""\x""#).unwrap_err().to_string(),
        "\\x used with no following hex digits"
    );
    assert!(decode_string("'a'").is_err());
}

#[test]
fn exact_decimal_floats_round_like_parsing() {
    // The one-division fast path must give what parsing the decimal gives, in both widths.
    let mut texts: Vec<String> = vec![
        "0.1",
        "0.2",
        "0.3",
        "100.0",
        "1.",
        ".5",
        "3.14159",
        "2.718281828",
        "16777215.5",
        "16777216.0",
        "16777217.0",
        "9007199254740993.0",
        "0.000001",
        "123456789.123",
        "1.0000000000000002",
        "4503599627370497.5",
        "0.1234567890",
        "99999999999999999999.0",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let digits = (x % 12) as usize + 1;
        let point = (x >> 8) as usize % (digits + 1);
        let s: String = (0..digits)
            .map(|i| char::from(b'0' + ((x >> (4 * i + 12)) % 10) as u8))
            .collect();
        texts.push(format!("{}.{}", &s[..point], &s[point..]));
    }
    for t in &texts {
        match parse_number(t) {
            Ok(NumberLiteral::Float {
                value, value_f32, ..
            }) => {
                assert_eq!(value.to_bits(), t.parse::<f64>().unwrap().to_bits(), "{t}");
                assert_eq!(
                    value_f32.to_bits(),
                    t.parse::<f32>().unwrap().to_bits(),
                    "{t}"
                );
            }
            other => panic!("{t}: {other:?}"),
        }
    }
}

#[test]
fn plain_decimal_integers_take_the_short_way_to_the_same_result() {
    for text in [
        "1",
        "64",
        "9",
        "1234567890123456789",
        "18446744073709551615",
        "0",
        "07",
        "12u",
        "1e3",
        "12.5",
    ] {
        let fast = plain_decimal(text.as_bytes());
        let general = parse_integer(text, 10, 0);
        if let Some(value) = fast {
            assert!(
                matches!(
                    general,
                    Ok(NumberLiteral::Int { value: v, suffix, radix: 10 }) if v == value && suffix == IntSuffix::default()
                ),
                "{text}: {general:?}"
            );
        }
        assert_eq!(
            fast.is_some(),
            matches!(text, "1" | "64" | "9" | "1234567890123456789"),
            "{text}"
        );
    }
}
