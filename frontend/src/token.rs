//! Tokens shared by the lexer, the preprocessor and the parser, and the symbol interner.
//!
//! Identifier and literal text is interned as a [`Symbol`]. Keywords are pre-interned in the order
//! of [`Keyword`], so recognising one is a range check, not a string compare. Whether a keyword is
//! active (e.g. `generic` only from CL2.0) is the parser's decision: the preprocessor sees every
//! keyword as an identifier, as C requires.

use crate::source::Span;
use std::fmt;

/// An interned string. Compare symbols, not strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub u32);

impl Symbol {
    pub fn as_keyword(self) -> Option<Keyword> {
        Keyword::ALL.get(self.0 as usize).copied()
    }
}

macro_rules! keywords {
    ($($variant:ident = $text:literal,)*) => {
        /// C99 and OpenCL C keywords, in both spellings where OpenCL has two.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Keyword { $($variant,)* }

        impl Keyword {
            pub const ALL: &'static [Keyword] = &[$(Keyword::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self { $(Keyword::$variant => $text,)* }
            }

            pub fn symbol(self) -> Symbol {
                Symbol(self as u32)
            }
        }
    };
}

keywords! {
    Auto = "auto", Break = "break", Case = "case", Char = "char", Const = "const",
    Continue = "continue", Default = "default", Do = "do", Double = "double", Else = "else",
    Enum = "enum", Extern = "extern", Float = "float", For = "for", Goto = "goto", If = "if",
    Inline = "inline", Int = "int", Long = "long", Register = "register", Restrict = "restrict",
    Return = "return", Short = "short", Signed = "signed", Sizeof = "sizeof", Static = "static",
    Struct = "struct", Switch = "switch", Typedef = "typedef", Union = "union",
    Unsigned = "unsigned", Void = "void", Volatile = "volatile", While = "while", Bool = "_Bool",
    Complex = "_Complex", Imaginary = "_Imaginary", Alignof = "_Alignof", Alignas = "_Alignas",
    StaticAssert = "_Static_assert", NoreturnKw = "_Noreturn", Generic_ = "_Generic",
    Atomic_ = "_Atomic", ThreadLocal = "_Thread_local",
    // OpenCL C
    Kernel = "kernel", KernelU = "__kernel", Global = "global", GlobalU = "__global",
    Local = "local", LocalU = "__local", Constant = "constant", ConstantU = "__constant",
    Private = "private", PrivateU = "__private", Generic = "generic", GenericU = "__generic",
    ReadOnly = "read_only", ReadOnlyU = "__read_only", WriteOnly = "write_only",
    WriteOnlyU = "__write_only", ReadWrite = "read_write", ReadWriteU = "__read_write",
    Uniform = "uniform", Pipe = "pipe", Half = "half", BoolOcl = "bool", VecStep = "vec_step",
    Attribute = "__attribute__", AttributeU = "__attribute", RestrictU = "__restrict",
    ConstU = "__const", VolatileU = "__volatile", InlineU = "__inline",
    // OpenCL C's `bool` constants (clang treats them as keywords, as in C++).
    True = "true", False = "false",
}

/// Interns identifier and literal text. `Symbol(i)` for `i < Keyword::ALL.len()` is keyword `i`.
///
/// Interning is on the lexer's hot path (every identifier and literal), so the table is a small
/// open-addressing hash table specialised for it: spellings live back to back in one `String`
/// (no allocation per symbol), slots hold the symbol and its full 32-bit hash (a probe compares
/// bytes only when the hashes agree), and the hash reads eight bytes at a time. Identifier text is
/// not adversarial, so a fast non-cryptographic hash is fine. In front of the table, spellings of
/// up to sixteen bytes (most identifiers: `i`, `float`, `get_global_id`) are looked up in a small
/// direct-mapped cache keyed by their bytes as two words, two compares instead of a probe; the
/// lexer reads those words straight from the source text ([`Self::intern_in_text`]).
#[derive(Clone, Debug)]
pub struct Interner {
    /// Every spelling, concatenated; symbol `i` is `text[ends[i - 1]..ends[i]]`.
    text: String,
    /// End offset in `text` of each symbol's spelling.
    ends: Vec<u32>,
    /// Power-of-two sized; kept at most a quarter full (short probe runs).
    slots: Vec<Slot>,
    /// Symbols below this are in `slots`. Those [`Self::extend`] added after it are entered on
    /// the next interning (a copy that only resolves never needs them there).
    indexed: usize,
    /// Recently interned short spellings, by [`ShortKey::index`]; a miss goes to `slots`.
    short: Box<[ShortEntry; SHORT_CACHE]>,
}

/// Spellings in the order they were interned (see [`Interner::spellings_since`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spellings {
    /// Every spelling, concatenated.
    text: String,
    /// End offset in `text` of each spelling.
    ends: Vec<u32>,
}

impl Spellings {
    /// The spellings, in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.text[start as usize..end as usize])
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

/// A cached spelling of at most [`SHORT_MAX`] bytes: its [`ShortKey`] identifies it.
#[derive(Clone, Copy, Debug)]
struct ShortEntry {
    key: ShortKey,
    symbol: u32,
}

/// Entries of the short-spelling cache (24 KB: stays in the first-level cache).
const SHORT_CACHE: usize = 1024;

/// The longest spelling the short-spelling cache holds: the last byte of [`ShortKey::high`]
/// is then free for the length.
const SHORT_MAX: usize = 15;

/// A spelling of at most [`SHORT_MAX`] bytes as the short-spelling cache keys it: its bytes as
/// two little-endian words, zero past the end, with its length in the last byte of the second,
/// which together determine every byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ShortKey {
    low: u64,
    high: u64,
}

impl ShortKey {
    /// Marks a free cache entry (no spelling has this length).
    const FREE: ShortKey = ShortKey {
        low: 0,
        high: u64::MAX,
    };

    /// The key of `bytes` (at most [`SHORT_MAX`] of them).
    #[inline(always)]
    fn of(bytes: &[u8]) -> ShortKey {
        let split = bytes.len().min(8);
        ShortKey {
            low: padded_word(&bytes[..split]),
            high: padded_word(&bytes[split..]) | (bytes.len() as u64) << 56,
        }
    }

    /// The key of `text[start..end]`, `end - start <= SHORT_MAX`, reading whole words from
    /// `text` when it holds sixteen bytes from `start` on.
    #[inline(always)]
    fn in_text(text: &[u8], start: usize, end: usize) -> ShortKey {
        let len = end - start;
        match text.get(start..start + 16) {
            Some(window) if len != 0 => {
                let word = |at: usize| {
                    let mut bytes = [0u8; 8];
                    bytes.copy_from_slice(&window[at..at + 8]);
                    u64::from_le_bytes(bytes)
                };
                // Keeps the low `len` bytes of a word (all eight for more).
                let mask = |len: usize| u64::MAX >> (64 - 8 * len.clamp(1, 8));
                let high = if len > 8 { word(8) & mask(len - 8) } else { 0 };
                ShortKey {
                    low: word(0) & mask(len),
                    high: high | (len as u64) << 56,
                }
            }
            _ => ShortKey::of(&text[start..end]),
        }
    }

    /// The cache entry this key goes to.
    #[inline(always)]
    fn index(self) -> usize {
        const K: u64 = 0x9e37_79b9_7f4a_7c15;
        let mixed = (self.low ^ self.high.rotate_left(29)).wrapping_mul(K);
        (mixed >> 54) as usize % SHORT_CACHE
    }
}

/// At most eight bytes as a little-endian word, zero past the end, without a byte loop or a
/// copy: two overlapping 4-byte reads or, when shorter, the first, middle and last bytes.
#[inline(always)]
fn padded_word(bytes: &[u8]) -> u64 {
    let read4 = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64;
    let n = bytes.len();
    if n >= 4 {
        // The overlapping bytes are the same in both reads, so `|` joins them.
        read4(bytes) | read4(&bytes[n - 4..]) << (8 * (n - 4))
    } else if n > 0 {
        bytes[0] as u64
            | (bytes[n / 2] as u64) << (8 * (n / 2))
            | (bytes[n - 1] as u64) << (8 * (n - 1))
    } else {
        0
    }
}

/// One hash-table slot: `symbol == EMPTY_SLOT` marks a free slot.
#[derive(Clone, Copy, Debug)]
struct Slot {
    hash: u32,
    symbol: u32,
}

const EMPTY_SLOT: u32 = u32::MAX;

impl Default for Interner {
    fn default() -> Interner {
        Interner::new()
    }
}

impl Interner {
    pub fn new() -> Interner {
        let mut interner = Interner {
            text: String::with_capacity(4096),
            ends: Vec::with_capacity(512),
            slots: vec![
                Slot {
                    hash: 0,
                    symbol: EMPTY_SLOT
                };
                1024
            ],
            indexed: 0,
            short: Box::new(
                [ShortEntry {
                    key: ShortKey::FREE,
                    symbol: 0,
                }; SHORT_CACHE],
            ),
        };
        for kw in Keyword::ALL {
            let sym = interner.intern(kw.as_str());
            debug_assert_eq!(sym, kw.symbol());
        }
        interner
    }

    pub fn intern(&mut self, text: &str) -> Symbol {
        self.intern_bytes(text.as_bytes())
    }

    /// [`Self::intern`] for a spelling cut from source text at character boundaries (the
    /// lexer's fast path cuts bytes, so that looking up a known spelling checks no boundaries).
    /// Only a new spelling is checked to be UTF-8; were it not, it would be stored with
    /// replacement characters.
    #[inline]
    pub fn intern_bytes(&mut self, bytes: &[u8]) -> Symbol {
        if bytes.len() > SHORT_MAX {
            return self.intern_in_table(bytes);
        }
        self.intern_short(ShortKey::of(bytes), || bytes)
    }

    /// [`Self::intern_bytes`] of `text[start..end]`, which the lexer calls with the file's text:
    /// a short spelling's cache key is read from the text a word at a time.
    #[inline(always)]
    pub fn intern_in_text(&mut self, text: &[u8], start: usize, end: usize) -> Symbol {
        if end - start > SHORT_MAX {
            return self.intern_in_table(&text[start..end]);
        }
        self.intern_short(ShortKey::in_text(text, start, end), || &text[start..end])
    }

    /// Interns the spelling `bytes` gives, whose [`ShortKey`] is `key`, through the
    /// short-spelling cache (a hit needs no bytes).
    #[inline(always)]
    fn intern_short<'b>(&mut self, key: ShortKey, bytes: impl FnOnce() -> &'b [u8]) -> Symbol {
        let entry = &mut self.short[key.index()];
        if entry.key == key {
            return Symbol(entry.symbol);
        }
        let symbol = self.intern_in_table(bytes());
        self.short[key.index()] = ShortEntry {
            key,
            symbol: symbol.0,
        };
        symbol
    }

    fn intern_in_table(&mut self, bytes: &[u8]) -> Symbol {
        if self.indexed < self.ends.len() {
            self.index_extended();
        }
        let hash = hash_bytes(bytes);
        let slot = match self.find(bytes, hash) {
            Ok(symbol) => return symbol,
            Err(slot) => slot,
        };
        let symbol = self.ends.len() as u32;
        match std::str::from_utf8(bytes) {
            Ok(spelling) => self.text.push_str(spelling),
            Err(_) => self.text.push_str(&String::from_utf8_lossy(bytes)),
        }
        self.ends.push(self.text.len() as u32);
        self.indexed = self.ends.len();
        self.slots[slot] = Slot { hash, symbol };
        if self.ends.len() * 4 > self.slots.len() {
            self.grow();
        }
        Symbol(symbol)
    }

    /// Enters the symbols [`Self::extend`] added into the hash table.
    #[cold]
    fn index_extended(&mut self) {
        for symbol in self.indexed as u32..self.ends.len() as u32 {
            let hash = hash_bytes(self.spelling_bytes(symbol));
            let mut index = hash as usize & (self.slots.len() - 1);
            while self.slots[index].symbol != EMPTY_SLOT {
                index = (index + 1) & (self.slots.len() - 1);
            }
            self.slots[index] = Slot { hash, symbol };
            if (symbol as usize + 1) * 4 > self.slots.len() {
                self.grow();
            }
        }
        self.indexed = self.ends.len();
    }

    /// How many symbols there are: every symbol's number is below this.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The spellings interned since the interner held `len` symbols, in order: what a copy made
    /// then lacks (see [`Self::extend`]).
    pub fn spellings_since(&self, len: usize) -> Spellings {
        let len = len.min(self.ends.len());
        let start = if len == 0 { 0 } else { self.ends[len - 1] };
        Spellings {
            text: self.text[start as usize..].to_string(),
            ends: self.ends[len..].iter().map(|end| end - start).collect(),
        }
    }

    /// Adds `spellings` as the next symbols, in order. Applied to a copy of an interner, with
    /// the spellings that interner got since the copy was made ([`Self::spellings_since`]), it
    /// gives every spelling the symbol it has there: a copy on another thread follows an
    /// interner that is still growing without sharing it (see `crate::pipeline`). `spellings`
    /// must all be new here. They are copied, not hashed, until this interner interns again.
    pub fn extend(&mut self, spellings: &Spellings) {
        let base = self.text.len() as u32;
        self.text.push_str(&spellings.text);
        self.ends
            .extend(spellings.ends.iter().map(|end| base + end));
    }

    /// The symbol for `text` if it was ever interned.
    pub fn get(&self, text: &str) -> Option<Symbol> {
        let bytes = text.as_bytes();
        self.find(bytes, hash_bytes(bytes)).ok().or_else(|| {
            // Symbols added by `extend` and not yet in the table.
            (self.indexed as u32..self.ends.len() as u32)
                .find(|&symbol| self.spelling_bytes(symbol) == bytes)
                .map(Symbol)
        })
    }

    #[inline]
    pub fn resolve(&self, sym: Symbol) -> &str {
        let i = sym.0 as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text[start..self.ends[i] as usize]
    }

    /// `Ok(symbol)` if `text` is interned, else `Err(free slot)` where it would go.
    #[inline(always)]
    fn find(&self, text: &[u8], hash: u32) -> Result<Symbol, usize> {
        let mask = self.slots.len() - 1;
        let mut index = hash as usize & mask;
        loop {
            let slot = self.slots[index];
            if slot.symbol == EMPTY_SLOT {
                return Err(index);
            }
            if slot.hash == hash && same_bytes(self.spelling_bytes(slot.symbol), text) {
                return Ok(Symbol(slot.symbol));
            }
            index = (index + 1) & mask;
        }
    }

    /// Symbol `i`'s spelling as bytes (no character-boundary checks, unlike [`Self::resolve`]).
    #[inline(always)]
    fn spelling_bytes(&self, i: u32) -> &[u8] {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text.as_bytes()[start..self.ends[i] as usize]
    }

    /// Makes room for `additional` more symbols without rehashing or moving spellings (the
    /// text is reserved at eight bytes a spelling).
    pub fn reserve(&mut self, additional: usize) {
        let wanted = (self.ends.len() + additional) * 4;
        if wanted > self.slots.len() {
            self.rehash(wanted.next_power_of_two());
        }
        self.text.reserve(additional * 8);
        self.ends.reserve(additional);
    }

    fn grow(&mut self) {
        self.rehash(self.slots.len() * 2);
    }

    /// Moves the hash table to `slot_count` slots (a power of two).
    fn rehash(&mut self, slot_count: usize) {
        let empty = Slot {
            hash: 0,
            symbol: EMPTY_SLOT,
        };
        let old = std::mem::replace(&mut self.slots, vec![empty; slot_count]);
        let mask = self.slots.len() - 1;
        for slot in old.into_iter().filter(|s| s.symbol != EMPTY_SLOT) {
            let mut index = slot.hash as usize & mask;
            while self.slots[index].symbol != EMPTY_SLOT {
                index = (index + 1) & mask;
            }
            self.slots[index] = slot;
        }
    }
}

/// FxHash-style multiply-rotate over eight bytes at a time; the last (up to eight) bytes are read
/// as two overlapping 4-byte words or, when shorter, as their first, middle and last bytes (as
/// wyhash does), so no byte-by-byte loop or copy is needed. The length is mixed in first.
fn hash_bytes(bytes: &[u8]) -> u32 {
    const K: u64 = 0xf135_7aea_2e62_a9c5;
    let mix = |hash: u64, word: u64| (hash.rotate_left(26) ^ word).wrapping_mul(K);
    let read4 = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64;
    let mut hash = (bytes.len() as u64).wrapping_mul(K);
    let mut rest = bytes;
    while rest.len() > 8 {
        let (word, tail) = rest.split_at(8);
        hash = mix(hash, read4(word) | read4(&word[4..]) << 32);
        rest = tail;
    }
    hash = mix(hash, last_word(rest));
    ((hash >> 32) ^ hash) as u32
}

/// The last (up to eight) bytes of a spelling as one word: two overlapping 4-byte words or, when
/// shorter, the first, middle and last bytes (as wyhash does), so no byte-by-byte loop or copy is
/// needed. With the length, it determines the bytes.
#[inline(always)]
fn last_word(rest: &[u8]) -> u64 {
    let read4 = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64;
    let n = rest.len();
    if n >= 4 {
        read4(rest) | read4(&rest[n - 4..]) << 32
    } else if n > 0 {
        rest[0] as u64 | (rest[n / 2] as u64) << 8 | (rest[n - 1] as u64) << 16
    } else {
        0
    }
}

/// `a == b` for the short spellings identifiers have, without a call to `memcmp`: the length,
/// then four or eight bytes at a time (the last word overlapping the one before).
#[inline(always)]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let read4 = |s: &[u8], i: usize| u32::from_le_bytes([s[i], s[i + 1], s[i + 2], s[i + 3]]);
    let read8 = |s: &[u8], i: usize| read4(s, i) as u64 | (read4(s, i + 4) as u64) << 32;
    match n {
        0..=3 => a.iter().zip(b).all(|(x, y)| x == y),
        4..=8 => read4(a, 0) == read4(b, 0) && read4(a, n - 4) == read4(b, n - 4),
        _ => {
            let mut i = 0;
            while i + 8 < n {
                if read8(a, i) != read8(b, i) {
                    return false;
                }
                i += 8;
            }
            read8(a, n - 8) == read8(b, n - 8)
        }
    }
}

macro_rules! puncts {
    ($($variant:ident = $text:literal,)*) => {
        /// C punctuators (digraphs are lexed to their ordinary form).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Punct { $($variant,)* }

        impl Punct {
            pub fn as_str(self) -> &'static str {
                match self { $(Punct::$variant => $text,)* }
            }
        }
    };
}

puncts! {
    LBracket = "[", RBracket = "]", LParen = "(", RParen = ")", LBrace = "{", RBrace = "}",
    Dot = ".", Arrow = "->", PlusPlus = "++", MinusMinus = "--", Amp = "&", Star = "*",
    Plus = "+", Minus = "-", Tilde = "~", Bang = "!", Slash = "/", Percent = "%", Shl = "<<",
    Shr = ">>", Lt = "<", Gt = ">", Le = "<=", Ge = ">=", EqEq = "==", Ne = "!=", Caret = "^",
    Pipe = "|", AmpAmp = "&&", PipePipe = "||", Question = "?", Colon = ":", Semi = ";",
    Ellipsis = "...", Assign = "=", StarAssign = "*=", SlashAssign = "/=", PercentAssign = "%=",
    PlusAssign = "+=", MinusAssign = "-=", ShlAssign = "<<=", ShrAssign = ">>=", AmpAssign = "&=",
    CaretAssign = "^=", PipeAssign = "|=", Comma = ",", Hash = "#", HashHash = "##",
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// Identifiers and keywords; `Token::text` holds the name.
    Ident,
    /// A C preprocessing number (`1`, `0x1p-3f`, `1.5e+3`, `42ul`); `text` is its spelling and
    /// `crate::literal` turns it into an integer or floating literal.
    Number,
    /// A character constant including its quotes and prefix (`'a'`, `L'\n'`).
    Char,
    /// A string literal including its quotes and prefix.
    Str,
    Punct(Punct),
    /// A `<file>` name, lexed only after `#include`.
    HeaderName,
    /// A byte that starts no token (e.g. `@`, a stray `\`); kept so the parser can report it.
    Unknown,
    /// `#pragma OPENCL EXTENSION name : enable|disable`, where it was written: the extension
    /// is on or off from here on. `text` is the extension's name (or `all`).
    ExtensionPragma {
        enable: bool,
    },
    /// `#pragma OPENCL FP_CONTRACT ON|OFF|DEFAULT` (or `STDC FP_CONTRACT`), where it was
    /// written: whether floating-point operations may be contracted from here on.
    FpContractPragma {
        on: bool,
    },
    /// End of the token stream (one, last).
    Eof,
}

/// Where in a line a token sits: needed for directives (`#` at line start) and for `#` stringizing
/// and the `(` of a function-like macro (whether white space preceded it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TokenFlags {
    pub at_line_start: bool,
    pub leading_space: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokenKind,
    /// Spelling for `Ident`, `Number`, `Char`, `Str`, `HeaderName`, `Unknown`; for the others an
    /// unused placeholder.
    pub text: Symbol,
    pub span: Span,
    pub flags: TokenFlags,
}

impl Token {
    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    pub fn is_ident(&self) -> bool {
        self.kind == TokenKind::Ident
    }

    pub fn keyword(&self) -> Option<Keyword> {
        if self.kind == TokenKind::Ident {
            self.text.as_keyword()
        } else {
            None
        }
    }
}

/// Displays a token as source text, for diagnostics ("expected ';' after expression").
pub struct TokenDisplay<'a> {
    pub token: &'a Token,
    pub interner: &'a Interner,
}

impl fmt::Display for TokenDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.token.kind {
            TokenKind::Punct(p) => f.write_str(p.as_str()),
            TokenKind::Eof => f.write_str("end of file"),
            _ => f.write_str(self.interner.resolve(self.token.text)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_preinterned_in_order() {
        let mut i = Interner::new();
        assert_eq!(i.intern("kernel").as_keyword(), Some(Keyword::Kernel));
        assert_eq!(i.intern("__global").as_keyword(), Some(Keyword::GlobalU));
        assert_eq!(i.intern("float4").as_keyword(), None);
        assert_eq!(i.resolve(Keyword::While.symbol()), "while");
    }

    #[test]
    fn same_bytes_agrees_with_slice_equality() {
        let words: Vec<&[u8]> = vec![
            b"",
            b"a",
            b"ab",
            b"abc",
            b"abd",
            b"abcd",
            b"abce",
            b"bbcd",
            b"abcde",
            b"abcdefgh",
            b"abcdefgi",
            b"xbcdefgh",
            b"abcdefghi",
            b"abcdefghj",
            b"abcdefghijklmnopq",
            b"abcdefghijklmnopr",
            b"abcdefghXjklmnopq",
        ];
        for a in &words {
            for b in &words {
                assert_eq!(same_bytes(a, b), a == b, "{a:?} vs {b:?}");
            }
        }
    }

    #[test]
    fn interning_survives_table_growth() {
        let mut i = Interner::new();
        let names: Vec<String> = (0..5000).map(|n| format!("name_{n}_x")).collect();
        // Growing as it fills, then (halfway) all at once by a reservation.
        let symbols: Vec<Symbol> = names
            .iter()
            .enumerate()
            .map(|(n, name)| {
                if n == 2500 {
                    i.reserve(4000);
                }
                i.intern(name)
            })
            .collect();
        for (name, &sym) in names.iter().zip(&symbols) {
            assert_eq!(i.resolve(sym), name);
            assert_eq!(i.intern(name), sym);
            assert_eq!(i.get(name), Some(sym));
        }
        assert_eq!(i.get("never_interned"), None);
        let empty = i.intern("");
        assert_eq!(i.resolve(empty), "");
    }

    #[test]
    fn short_spellings_through_the_cache_stay_distinct() {
        // Every spelling of up to eight bytes over a small alphabet, so that many share cache
        // entries and words: each keeps its own symbol, and a second lookup (a cache hit or a
        // refill after eviction) finds the same one.
        let mut i = Interner::new();
        let mut spellings = vec![String::new()];
        for len in 1..=8usize {
            for n in 0..300usize {
                let s: String = (0..len)
                    .map(|k| (b'a' + ((n >> k) + k * n) as u8 % 3) as char)
                    .collect();
                spellings.push(s);
            }
        }
        spellings.sort();
        spellings.dedup();
        let symbols: Vec<Symbol> = spellings.iter().map(|s| i.intern(s)).collect();
        for (s, &sym) in spellings.iter().zip(&symbols) {
            assert_eq!(i.resolve(sym), s);
            assert_eq!(i.intern_bytes(s.as_bytes()), sym, "{s}");
        }
        let mut distinct = symbols.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), symbols.len());
    }

    #[test]
    fn spellings_in_text_get_the_symbols_of_their_bytes() {
        // Every cut of a text of identifier bytes up to and past the cache's longest spelling,
        // near its end too (where the key is not read a word at a time): the same symbol as the
        // same bytes interned on their own, and the key the bytes give.
        let text = b"abcdefghijklmnopqrstuvwxyz_0123456789abcdefghijklmnopq";
        let mut from_text = Interner::new();
        let mut from_bytes = Interner::new();
        for start in 0..text.len() {
            for end in start + 1..=text.len().min(start + SHORT_MAX + 3) {
                let bytes = &text[start..end];
                if bytes.len() <= SHORT_MAX {
                    assert_eq!(ShortKey::in_text(text, start, end), ShortKey::of(bytes));
                }
                let symbol = from_text.intern_in_text(text, start, end);
                assert_eq!(from_text.resolve(symbol).as_bytes(), bytes);
                assert_eq!(from_bytes.intern_bytes(bytes), symbol, "{start}..{end}");
            }
        }
    }

    #[test]
    fn a_copy_follows_the_interner_through_its_new_spellings() {
        let mut master = Interner::new();
        master.intern("before");
        let mut copy = master.clone();
        let mut seen = master.len();
        let mut deltas = 0;
        for round in 0..4 {
            // New spellings, long and short (the empty one too), with repeats that add nothing.
            for n in 0..1500 {
                master.intern(&format!("r{round}_{n}"));
                master.intern(&format!("a_longer_spelling_{n}"));
                master.intern("before");
            }
            master.intern("");
            let delta = master.spellings_since(seen);
            assert_eq!(delta.len(), master.len() - seen);
            deltas += delta.len();
            copy.extend(&delta);
            seen = master.len();
            assert!(master.spellings_since(seen).is_empty());
        }
        assert_eq!(copy.len(), master.len());
        assert_eq!(deltas, master.len() - Interner::new().len() - 1);
        for n in 0..master.len() {
            let sym = Symbol(n as u32);
            assert_eq!(copy.resolve(sym), master.resolve(sym));
            assert_eq!(copy.get(master.resolve(sym)), Some(sym));
        }
        // Interning in the copy enters the added spellings in its table first.
        assert_eq!(copy.intern("r3_1499"), master.intern("r3_1499"));
        assert_eq!(copy.intern("after"), master.intern("after"));
        for n in 0..master.len() {
            let sym = Symbol(n as u32);
            assert_eq!(copy.get(master.resolve(sym)), Some(sym));
            assert_eq!(copy.intern(master.resolve(sym)), sym);
        }
        let tail = master.spellings_since(seen - 3);
        let spelled: Vec<&str> = tail.iter().collect();
        assert_eq!(spelled, ["r3_1497", "r3_1498", "r3_1499", "after"]);
    }
}
