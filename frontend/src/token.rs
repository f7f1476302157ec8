//! Tokens shared by the lexer, the preprocessor and the parser, and the symbol interner.
//!
//! Identifier and literal text is interned as a [`Symbol`]. Keywords are pre-interned in the order
//! of [`Keyword`], so recognising one is a range check, not a string compare. Whether a keyword is
//! active (e.g. `generic` only from CL2.0) is the parser's decision: the preprocessor sees every
//! keyword as an identifier, as C requires.

use crate::source::Span;
use rustc_hash::FxHashMap as HashMap;
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
}

/// Interns identifier and literal text. `Symbol(i)` for `i < Keyword::ALL.len()` is keyword `i`.
#[derive(Clone, Debug)]
pub struct Interner {
    /// FxHash: identifier text is not adversarial, and hashing every identifier is on the
    /// lexer's hot path.
    map: HashMap<Box<str>, Symbol>,
    strings: Vec<Box<str>>,
}

impl Default for Interner {
    fn default() -> Interner {
        Interner::new()
    }
}

impl Interner {
    pub fn new() -> Interner {
        let mut interner = Interner {
            map: HashMap::default(),
            strings: Vec::new(),
        };
        for kw in Keyword::ALL {
            let sym = interner.intern(kw.as_str());
            debug_assert_eq!(sym, kw.symbol());
        }
        interner
    }

    pub fn intern(&mut self, text: &str) -> Symbol {
        if let Some(&sym) = self.map.get(text) {
            return sym;
        }
        let sym = Symbol(self.strings.len() as u32);
        let boxed: Box<str> = text.into();
        self.strings.push(boxed.clone());
        self.map.insert(boxed, sym);
        sym
    }

    /// The symbol for `text` if it was ever interned.
    pub fn get(&self, text: &str) -> Option<Symbol> {
        self.map.get(text).copied()
    }

    pub fn resolve(&self, sym: Symbol) -> &str {
        &self.strings[sym.0 as usize]
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
}
