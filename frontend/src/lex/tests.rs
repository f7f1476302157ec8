//! The lexer's tests: token kinds, flags and spellings, diagnostics, and the fast paths
//! against the full lexer.

use super::*;
use crate::diag::render_text;
use crate::source::SourceMap;

/// Text that exercises every way out of the fast paths: comments, splices (inside tokens, after
/// one-byte ones, before the third byte of `...`, `<<=`, `>>=`), literal prefixes, digraphs,
/// directives, header names, stray and non-ASCII bytes, and a file that ends inside a word.
const TRICKY: &str = "kernel void f(global float4 *p, int n) {\n\tp[0].xy = (float2)(1.5e+3f, .5);\n\
    x = a->b; y <<= 2; z >>= 1; w = u8x + L + U + u + $v + _w9;\n\
    c = L'a' + u'b' + U'c' + u8'd'; s = \"str\" u8\"s\" L\"w\";\n\
    <: :> <% %> %: %:%: ... .. a.b 0x1p-3 1e+ 12ul 08 1.2.3 ->* ++ -- && || != == <= >= ^= |= &= %= /= *=\n\
    // line comment\n/* block\n comment */ a/b /= c /\\\n/ spliced comment\n\
    ab\\\ncd a\\\n+ +\\\n= 1\\\n2 '\\\n' x\r\ny\x0b\x0cz\0q\n\
    ..\\\n. <<\\\n= >>\\\n= (\\\n) L\\\n'a' .\\\n5 %\\\n: a_very_long_identifier_name get_global_id x9876543210\n\
    #include <h.h>\n# define M(a) #a a##a\n  #  include_next <x>\n\
    é ü1 @ ` \\ \\x ?:~;,\n\"unterminated\n'\n} last_identifier";

/// Every token of `text` as the full lexer (`next_raw`) gives them.
fn full_tokens(map: &SourceMap, file: FileId, interner: &mut Interner) -> Vec<Token> {
    let src = map.file(file).text.as_str();
    let mut lexer = Lexer::of_text(file, &map.file(file).text);
    let mut full = Vec::new();
    loop {
        let raw = lexer.next_raw(src, None);
        let token = lexer.intern(src, raw, interner);
        full.push(token);
        if token.kind == TokenKind::Eof {
            return full;
        }
    }
}

/// [`TRICKY`] as bytes that are not all UTF-8: a byte-order mark first, and Latin-1 bytes in
/// comments, literals, identifiers and between tokens.
fn tricky_bytes() -> Vec<u8> {
    let mut bytes =
        b"\xEF\xBB\xBF/* caf\xE9 */ s = \"\xE9t\xE9\" 'a\xFF' ab\xE9cd \xC3 x\n".to_vec();
    bytes.extend_from_slice(TRICKY.as_bytes());
    bytes.extend_from_slice(b" // \xE9\n\xE9");
    bytes
}

/// Both texts the fast-path tests run on: [`TRICKY`], and [`tricky_bytes`].
fn tricky_files(map: &mut SourceMap) -> [FileId; 2] {
    [
        map.add_file("t.cl", TRICKY),
        map.add_file_bytes("bytes.cl", tricky_bytes()),
    ]
}

/// `next_token` takes a fast path for common tokens; it must give exactly the tokens of the
/// full lexer (`next_raw`), here on text that exercises every way out of the fast path.
#[test]
fn fast_path_gives_the_tokens_of_the_full_lexer() {
    let mut map = SourceMap::new();
    for file in tricky_files(&mut map) {
        let mut interner = Interner::new();
        let mut diags = Diagnostics::default();
        let fast = lex_file(&map, file, &mut interner, &mut diags);
        let full = full_tokens(&map, file, &mut interner);
        assert!(fast.len() > 150, "{}", fast.len());
        assert_eq!(fast, full);
    }
}

/// `lex_run` gives the tokens of the full lexer too, stopping where it is told: here at every
/// identifier that starts with `a` and every `#` (each run then goes on from the stop), and at
/// a small limit on the tokens of each run.
#[test]
fn runs_give_the_tokens_of_the_full_lexer() {
    let mut map = SourceMap::new();
    for file in tricky_files(&mut map) {
        runs_give_the_tokens_of_the_full_lexer_in(&map, file);
    }
}

fn runs_give_the_tokens_of_the_full_lexer_in(map: &SourceMap, file: FileId) {
    let mut interner = Interner::new();
    let full = full_tokens(map, file, &mut interner);
    let src = map.file(file).text.as_str();
    let stop_names: std::collections::HashSet<Symbol> = full
        .iter()
        .filter(|t| t.kind == TokenKind::Ident && interner.resolve(t.text).starts_with('a'))
        .map(|t| t.text)
        .collect();
    for limit in [usize::MAX, 1, 3, 7] {
        let mut lexer = Lexer::of_text(file, &map.file(file).text);
        let mut diags = Diagnostics::default();
        let mut tokens = Vec::new();
        let mut stops = 0;
        loop {
            let mut run = Vec::new();
            let stop = |token: &Token| match token.kind {
                TokenKind::Ident => stop_names.contains(&token.text),
                TokenKind::Punct(Punct::Hash) | TokenKind::Eof => true,
                _ => false,
            };
            let stopped = lexer.lex_run(src, &mut interner, &mut diags, &mut run, limit, stop);
            assert!(run.len() <= limit);
            tokens.extend(run);
            if let Some(token) = stopped {
                stops += 1;
                tokens.push(token);
                if token.kind == TokenKind::Eof {
                    break;
                }
            }
        }
        assert!(stops > 10, "{stops}");
        assert_eq!(tokens, full, "limit {limit}");
    }
}

/// Lexes `text` and spells each token as `kind:text`, with `^` before tokens at line start and
/// `_` before tokens with leading space; then the rendered diagnostics.
fn check(text: &str, expect: &str) {
    check_bytes(text.as_bytes(), expect);
}

/// [`check`] of a file's bytes, which need not be UTF-8.
fn check_bytes(text: &[u8], expect: &str) {
    let mut map = SourceMap::new();
    let file = map.add_file_bytes("t.cl", text.to_vec());
    let mut interner = Interner::new();
    let mut diags = Diagnostics::default();
    let tokens = lex_file(&map, file, &mut interner, &mut diags);
    let mut out = Vec::new();
    for t in &tokens {
        let mut s = String::new();
        if t.flags.at_line_start {
            s.push('^');
        }
        if t.flags.leading_space {
            s.push('_');
        }
        s.push_str(&match t.kind {
            TokenKind::Punct(p) => p.as_str().to_string(),
            TokenKind::Eof => "EOF".to_string(),
            TokenKind::Ident => interner.resolve(t.text).to_string(),
            TokenKind::Number => format!("num:{}", interner.resolve(t.text)),
            TokenKind::Char => format!("chr:{}", interner.resolve(t.text)),
            TokenKind::Str => format!("str:{}", interner.resolve(t.text)),
            TokenKind::HeaderName => format!("hdr:{}", interner.resolve(t.text)),
            TokenKind::Unknown => format!("unk:{}", interner.resolve(t.text)),
            TokenKind::ExtensionPragma { enable } => {
                format!("pragma:{}={enable}", interner.resolve(t.text))
            }
            TokenKind::FpContractPragma { on } => format!("pragma:FP_CONTRACT={on}"),
        });
        out.push(s);
    }
    let mut got = out.join(" ");
    got.push('\n');
    for d in diags.iter() {
        got.push_str(&render_text(&map, d, false));
    }
    assert_eq!(got.trim_end(), expect.trim_end(), "input: {text:?}");
}

#[test]
fn identifiers_numbers_and_punctuators() {
    check(
        "kernel void f(global float4 *p) { p[0] = 1.5f; }",
        "^kernel _void _f ( global _float4 _* p ) _{ _p [ num:0 ] _= _num:1.5f ; _} EOF",
    );
    check(
        "a->b ++ -- <<= >>= ... ## # != == && || %= ^= |= &= *= /= += -= <= >= ? :",
        "^a -> b _++ _-- _<<= _>>= _... _## _# _!= _== _&& _|| _%= _^= _|= _&= _*= _/= _+= \
         _-= _<= _>= _? _: EOF",
    );
    check("x$y _z9 é", "^x$y __z9 _é EOF");
}

#[test]
fn pp_numbers() {
    check(
        "0x1.8p3f 1e+5 1.5E-3 42ul 0777 .5 1.2.3 0xe+1 1..2 08 1h",
        "^num:0x1.8p3f _num:1e+5 _num:1.5E-3 _num:42ul _num:0777 _num:.5 _num:1.2.3 \
         _num:0xe+1 _num:1..2 _num:08 _num:1h EOF",
    );
    check("1+2 0x1p-3", "^num:1 + num:2 _num:0x1p-3 EOF");
}

#[test]
fn char_and_string_literals_with_prefixes() {
    check(
        r#"'a' '\'' "s\"t" L'x' u8"u" u"v" U'w' L"w" u8 "#,
        r#"^chr:'a' _chr:'\'' _str:"s\"t" _chr:L'x' _str:u8"u" _str:u"v" _chr:U'w' _str:L"w" _u8 _EOF"#,
    );
}

#[test]
fn digraphs() {
    check("<: :> <% %> %: %:%:", "^[ _] _{ _} _# _## EOF");
}

#[test]
fn comments_and_line_starts() {
    check(
        "a/* c */b // line\n  c /* multi\nline */ d\ne",
        "^a _b ^_c _d ^e EOF",
    );
    check("a/**/b", "^a _b EOF");
    check("a/***/b/* ** */c", "^a _b _c EOF");
}

#[test]
fn line_splices_anywhere() {
    check("fo\\\no bar\\\r\nbaz", "^foo _barbaz EOF");
    check("#def\\\nine X 1\\\n2", "^# define _X _num:12 EOF");
    check("// comment \\\n continued\nx", "^x EOF");
    check("a \\  \nb", "^a _b EOF");
    check("\"a\\\nb\"", "^str:\"ab\" EOF");
}

#[test]
fn header_names_only_after_include() {
    check(
        "#include <a/b.h>\nx < y > z\n# include_next <c>\n#define <d>",
        "^# include _hdr:<a/b.h> ^x _< _y _> _z ^# _include_next _hdr:<c> ^# define _< d > EOF",
    );
    check("#include \"q.h\"", "^# include _str:\"q.h\" EOF");
}

#[test]
fn unterminated_comment_is_an_error() {
    check(
        "int x; /* open\nmore",
        "^int _x ; _EOF\nt.cl:1:8: error: unterminated /* comment\nint x; /* open\n       ^",
    );
}

#[test]
fn unterminated_string_and_char_recover_at_line_end() {
    check(
        "a = \"abc;\nb = 'x;\nc",
        "^a _= _unk:\"abc; ^b _= _unk:'x; ^c EOF\n\
         t.cl:1:5: warning: missing terminating '\"' character\na = \"abc;\n    ^\n\
         t.cl:2:5: warning: missing terminating ' character\nb = 'x;\n    ^",
    );
    check(
        "c = '';",
        "^c _= _chr:'' ; EOF\nt.cl:1:5: warning: empty character constant\nc = '';\n    ^~",
    );
}

#[test]
fn stray_bytes_are_unknown_tokens() {
    check("a @ ` \\ b", "^a _unk:@ _unk:` _unk:\\ _b EOF");
}

#[test]
fn empty_and_whitespace_only_files() {
    check("", "^EOF");
    check("  \n\t\n", "^EOF");
    check("\\", "^unk:\\ EOF");
}

#[test]
fn a_byte_order_mark_starts_a_file_and_nothing_else() {
    check("\u{feff}#define X 1\nX", "^# define _X _num:1 ^X EOF");
    check("\u{feff}", "^EOF");
    // Elsewhere U+FEFF is a character like any other outside ASCII.
    check("a \u{feff}b", "^a _\u{feff}b EOF");
}

#[test]
fn bytes_that_are_not_utf8_in_comments_and_literals_are_kept() {
    // Comments pass over them; literals spell them as octal escapes, so their values hold the
    // bytes as written, and clang's warning points at the first (a character constant's at
    // its start).
    check_bytes(
        b"/* caf\xE9 */ s = \"a\xE9\xE8b\xFF\" // \xE9\nc = '\xE9' L\"\\\xE9\"",
        "^_s _= _str:\"a\\351\\350b\\377\" ^c _= _chr:'\\351' _str:L\"\\351\" EOF
t.cl:1:18: warning: illegal character encoding in string literal
/* caf<E9> */ s = \"a<E9><E8>b<FF>\" // <E9>
                    ^~~~~~~~
t.cl:2:5: warning: illegal character encoding in character literal
c = '<E9>' L\"\\<E9>\"
    ^
t.cl:2:12: warning: illegal character encoding in string literal
c = '<E9>' L\"\\<E9>\"
              ^~~~",
    );
}

#[test]
fn bytes_that_are_not_utf8_in_code_are_errors_where_they_are() {
    check_bytes(
        b"int caf\xE9 = 1;\n\xC3(x)",
        "^int _caf _= _num:1 ; ^_( x ) EOF
t.cl:1:8: error: source file is not valid UTF-8
int caf<E9> = 1;
       ^~~~
t.cl:2:1: error: source file is not valid UTF-8
<C3>(x)
^~~~",
    );
}
