//! printf format strings (OpenCL C 3.0, 6.15.14): the one parser of conversion specifications.
//!
//! The backend parses each call's format to check its arguments and to lay out the record a
//! Vulkan kernel writes; the runner parses the same text (from reflection) to format the records.
//! The grammar is C99's without `*` widths, `%n` and the `ll`/`j`/`z`/`t`/`L` length modifiers,
//! plus OpenCL's vector specifier `vN` (N = 2, 3, 4, 8, 16) between the precision and the length
//! modifier and the `hl` length modifier, which exists only for vectors (32-bit elements).

use std::fmt;

/// A length modifier.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Length {
    #[default]
    None,
    /// `hh`: char.
    Hh,
    /// `h`: short (scalars: the promoted value is converted to short; vectors: short or half).
    H,
    /// `hl`: int or float elements (vectors only).
    Hl,
    /// `l`: long or double.
    L,
}

impl Length {
    /// The element size in bits this modifier names for a vector conversion.
    pub fn vector_bits(self) -> Option<u32> {
        match self {
            Length::None => None,
            Length::Hh => Some(8),
            Length::H => Some(16),
            Length::Hl => Some(32),
            Length::L => Some(64),
        }
    }

    /// The modifier as written.
    pub fn spelling(self) -> &'static str {
        match self {
            Length::None => "",
            Length::Hh => "hh",
            Length::H => "h",
            Length::Hl => "hl",
            Length::L => "l",
        }
    }
}

/// What a conversion consumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConvClass {
    /// `d i o u x X`.
    Int,
    /// `c`: an int printed as a character.
    Char,
    /// `f F e E g G a A`.
    Float,
    /// `s`: a string literal.
    String,
    /// `p`: a pointer.
    Pointer,
}

/// One conversion specification, `%[flags][width][.precision][vN][length]conversion`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Conversion {
    /// `-`
    pub left: bool,
    /// `+`
    pub plus: bool,
    /// ` `
    pub space: bool,
    /// `#`
    pub alt: bool,
    /// `0`
    pub zero: bool,
    pub width: Option<usize>,
    pub precision: Option<usize>,
    /// `vN`: the number of vector elements, printed separated by commas.
    pub vector: Option<u32>,
    pub length: Length,
    /// The conversion letter.
    pub letter: char,
}

impl Conversion {
    pub fn class(&self) -> ConvClass {
        match self.letter {
            'd' | 'i' | 'o' | 'u' | 'x' | 'X' => ConvClass::Int,
            'c' => ConvClass::Char,
            's' => ConvClass::String,
            'p' => ConvClass::Pointer,
            _ => ConvClass::Float,
        }
    }

    /// The number of values the conversion consumes from its argument (1 for scalars).
    pub fn lanes(&self) -> u32 {
        self.vector.unwrap_or(1)
    }
}

impl fmt::Display for Conversion {
    /// The specification as written (normalised flag order), for messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("%")?;
        for (on, c) in [
            (self.left, '-'),
            (self.plus, '+'),
            (self.space, ' '),
            (self.alt, '#'),
            (self.zero, '0'),
        ] {
            if on {
                write!(f, "{c}")?;
            }
        }
        if let Some(w) = self.width {
            write!(f, "{w}")?;
        }
        if let Some(p) = self.precision {
            write!(f, ".{p}")?;
        }
        if let Some(n) = self.vector {
            write!(f, "v{n}")?;
        }
        write!(f, "{}{}", self.length.spelling(), self.letter)
    }
}

/// A format string split into literal text and conversions (`%%` is text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Conv(Conversion),
}

/// Why a format string is not a valid OpenCL C printf format.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct FormatError(pub String);

/// Parses a format string.
pub fn parse(format: &str) -> Result<Vec<Piece>, FormatError> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            text.push('%');
            continue;
        }
        let mut conv = Conversion::default();
        while let Some(&flag) = chars.peek() {
            match flag {
                '-' => conv.left = true,
                '+' => conv.plus = true,
                ' ' => conv.space = true,
                '#' => conv.alt = true,
                '0' => conv.zero = true,
                _ => break,
            }
            chars.next();
        }
        let number = |chars: &mut std::iter::Peekable<std::str::Chars>| {
            let mut n: Option<usize> = None;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = Some(n.unwrap_or(0).saturating_mul(10).saturating_add(d as usize));
                chars.next();
            }
            n
        };
        if chars.peek() == Some(&'*') {
            return Err(FormatError(
                "'*' field widths are not part of OpenCL C's printf; write the width in the format"
                    .into(),
            ));
        }
        conv.width = number(&mut chars);
        if chars.peek() == Some(&'.') {
            chars.next();
            if chars.peek() == Some(&'*') {
                return Err(FormatError(
                    "'*' precisions are not part of OpenCL C's printf; write the precision in the format".into(),
                ));
            }
            conv.precision = Some(number(&mut chars).unwrap_or(0));
        }
        if chars.peek() == Some(&'v') {
            chars.next();
            let n = number(&mut chars).unwrap_or(0);
            if ![2, 3, 4, 8, 16].contains(&n) {
                return Err(FormatError(format!(
                    "invalid vector size {n} in a conversion (2, 3, 4, 8 or 16)"
                )));
            }
            conv.vector = Some(n as u32);
        }
        conv.length = match chars.peek() {
            Some('h') => {
                chars.next();
                match chars.peek() {
                    Some('h') => {
                        chars.next();
                        Length::Hh
                    }
                    Some('l') => {
                        chars.next();
                        Length::Hl
                    }
                    _ => Length::H,
                }
            }
            Some('l') => {
                chars.next();
                if chars.peek() == Some(&'l') {
                    return Err(FormatError(
                        "the length modifier 'll' is not part of OpenCL C's printf (use 'l': long is 64-bit)".into(),
                    ));
                }
                Length::L
            }
            _ => Length::None,
        };
        let Some(letter) = chars.next() else {
            return Err(FormatError(
                "the format ends inside a conversion specification".into(),
            ));
        };
        if !"diouxXfFeEgGaAcsp".contains(letter) {
            return Err(FormatError(format!(
                "invalid conversion specifier '{letter}'"
            )));
        }
        conv.letter = letter;
        check(&conv)?;
        if !text.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut text)));
        }
        pieces.push(Piece::Conv(conv));
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Ok(pieces)
}

/// The combinations the spec leaves undefined or excludes.
fn check(conv: &Conversion) -> Result<(), FormatError> {
    let class = conv.class();
    if conv.vector.is_some()
        && matches!(
            class,
            ConvClass::Char | ConvClass::String | ConvClass::Pointer
        )
    {
        return Err(FormatError(format!(
            "'{conv}': the vector specifier applies only to integer and floating-point conversions"
        )));
    }
    if conv.length == Length::Hl && conv.vector.is_none() {
        return Err(FormatError(format!(
            "'{conv}': the length modifier 'hl' is only valid with a vector specifier"
        )));
    }
    if conv.length != Length::None
        && matches!(
            class,
            ConvClass::Char | ConvClass::String | ConvClass::Pointer
        )
    {
        return Err(FormatError(format!(
            "'{conv}': a length modifier is not valid with '%{}'",
            conv.letter
        )));
    }
    Ok(())
}

/// The conversions of a parsed format, in order.
pub fn conversions(pieces: &[Piece]) -> impl Iterator<Item = &Conversion> {
    pieces.iter().filter_map(|p| match p {
        Piece::Conv(c) => Some(c),
        Piece::Text(_) => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(format: &str) -> Conversion {
        match parse(format).unwrap().as_slice() {
            [Piece::Conv(c)] => c.clone(),
            other => panic!("{format}: {other:?}"),
        }
    }

    #[test]
    fn specifications() {
        let c = conv("%-+ #012.5v4hlx");
        assert!(c.left && c.plus && c.space && c.alt && c.zero);
        assert_eq!(
            (c.width, c.precision, c.vector, c.length, c.letter),
            (Some(12), Some(5), Some(4), Length::Hl, 'x')
        );
        assert_eq!(c.to_string(), "%-+ #012.5v4hlx");
        assert_eq!(conv("%.f").precision, Some(0));
        assert_eq!(conv("%hhd").length, Length::Hh);
        assert_eq!(conv("%lu").length, Length::L);
        assert_eq!(
            parse("a%%b%dc").unwrap(),
            vec![
                Piece::Text("a%b".into()),
                Piece::Conv(conv("%d")),
                Piece::Text("c".into())
            ]
        );
    }

    #[test]
    fn invalid_formats() {
        for bad in [
            "%q", "%v5d", "%v4c", "%hld", "%lc", "%hs", "%*d", "%.*f", "%lld", "%", "%5", "%n",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
