//! Source files, byte spans and macro-expansion provenance.
//!
//! The source map owns every file the compiler reads (the main file, `#include`d files and the
//! synthetic buffers of predefined macros). A [`Span`] is a byte range in one file plus, for tokens
//! produced by macro expansion, the [`ExpansionId`] that records which macro produced them and where
//! it was used. Diagnostics resolve spans to `file:line:col` through this map, honouring `#line`.

use crate::arena::{Arena, Handle};
use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// A file of the [`SourceMap`].
pub type FileId = Handle<SourceFile>;

/// A macro expansion of the [`SourceMap`]; `ExpansionId::NONE` for source tokens.
pub type ExpansionId = Handle<Expansion>;

impl Handle<Expansion> {
    /// The placeholder expansion the map starts with: none.
    pub const NONE: ExpansionId = Handle::FIRST;

    pub fn is_none(self) -> bool {
        self == Self::NONE
    }
}

/// A byte range `start..end` in one file.
///
/// For a token that came out of a macro expansion, `file/start/end` is the *use site* (the macro
/// invocation, where clang also puts the caret) and `expansion` says which macro definition the
/// token was spelled in, so a diagnostic can add "expanded from macro" notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub expansion: ExpansionId,
}

impl Span {
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span {
            file,
            start,
            end,
            expansion: ExpansionId::NONE,
        }
    }

    /// The smallest span covering both; the expansion of `self` wins (the earlier token).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
            expansion: self.expansion,
        }
    }

    pub fn len(self) -> u32 {
        self.end.saturating_sub(self.start)
    }

    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }
}

/// Where a macro expansion came from: the macro's name, the span of its definition (the body's
/// spelling) and the expansion it was itself produced by, if any.
#[derive(Clone, Debug)]
pub struct Expansion {
    pub macro_name: Arc<str>,
    pub definition: Span,
    pub parent: ExpansionId,
}

/// A `#line N "name"` directive: from byte `offset` on, the next line is numbered `line`.
#[derive(Clone, Debug)]
struct LineDirective {
    offset: u32,
    /// Physical line (1-based) holding the first byte after the directive.
    physical_line: u32,
    line: u32,
    name: Option<String>,
}

/// A file's text: owned, or for a large file from disk its mapping of the page cache (no copy,
/// no zeroed pages to fault in before preprocessing can start: reading the benchmark's 3 MB file
/// took ~3 ms, mapping and checking it well under 1 ms). Either way it is valid UTF-8.
///
/// A file that is not UTF-8 (a Latin-1 byte in a comment or a string, as clang reads it) is
/// repaired: a copy in which every byte of an invalid sequence is [`INVALID_BYTE_PLACEHOLDER`],
/// one byte for one so that offsets and spans stay those of the file, with the bytes it stands
/// for kept aside. The lexer gives string and character literals those bytes back and reports
/// them anywhere else in code.
#[derive(Clone)]
pub struct SourceText {
    storage: Storage,
    /// The bytes the placeholders of a repaired text stand for, by offset.
    invalid: Option<Arc<[InvalidByte]>>,
}

/// Where a [`SourceText`]'s bytes are. Two kinds only, so that `as_str`, which every look at
/// the text goes through, stays small enough to inline.
#[derive(Clone)]
enum Storage {
    Owned(String),
    Mapped(Arc<memmap2::Mmap>),
}

/// What stands in the text for a byte that is not UTF-8: DEL, which no token contains, so the
/// lexer's fast path leaves it to the full lexer.
pub const INVALID_BYTE_PLACEHOLDER: u8 = 0x7f;

/// A byte of a file that is not part of valid UTF-8, at `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidByte {
    pub offset: u32,
    pub byte: u8,
}

impl SourceText {
    /// Files smaller than this are read: a mapping costs more than copying them.
    const MAP_AT_LEAST: u64 = 64 * 1024;

    /// Reads or maps the file at `path`.
    fn load(path: &Path) -> std::io::Result<SourceText> {
        let file = std::fs::File::open(path)?;
        let metadata = file.metadata()?;
        let read = |file: &std::fs::File| {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut &*file, &mut bytes)?;
            Ok(SourceText::from_bytes(bytes))
        };
        // Only regular files are mapped: a directory, pipe or device is read (and a directory
        // gives the error reading gives).
        if !metadata.is_file() || metadata.len() < Self::MAP_AT_LEAST {
            return read(&file);
        }
        // SAFETY: the mapping is read-only and private. Like clang's memory-mapped buffers, it
        // assumes the file is not changed while it is compiled: a file truncated meanwhile ends
        // the process with SIGBUS, and other changes give the compile undefined text (the UTF-8
        // check below is made once).
        let Ok(map) = (unsafe { memmap2::Mmap::map(&file) }) else {
            // A file system that cannot map the file can still read it.
            return read(&file);
        };
        if std::str::from_utf8(&map).is_err() {
            return Ok(SourceText::repaired(map.to_vec()));
        }
        Ok(SourceText {
            storage: Storage::Mapped(Arc::new(map)),
            invalid: None,
        })
    }

    /// The text of a file's bytes: owned when they are UTF-8, repaired otherwise.
    pub fn from_bytes(bytes: Vec<u8>) -> SourceText {
        match String::from_utf8(bytes) {
            Ok(text) => SourceText::from(text),
            Err(e) => SourceText::repaired(e.into_bytes()),
        }
    }

    /// `bytes`, which are not UTF-8, with every byte of an invalid sequence replaced.
    fn repaired(mut bytes: Vec<u8>) -> SourceText {
        let mut invalid = Vec::new();
        let mut pos = 0;
        while let Err(e) = std::str::from_utf8(&bytes[pos..]) {
            let start = pos + e.valid_up_to();
            let end = e.error_len().map_or(bytes.len(), |len| start + len);
            for (offset, byte) in bytes.iter_mut().enumerate().take(end).skip(start) {
                invalid.push(InvalidByte {
                    offset: offset as u32,
                    byte: *byte,
                });
                *byte = INVALID_BYTE_PLACEHOLDER;
            }
            pos = end;
        }
        // Every invalid sequence is now ASCII, so the conversion cannot fail.
        let text = String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        SourceText {
            storage: Storage::Owned(text),
            invalid: Some(invalid.into()),
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.storage {
            Storage::Owned(text) => text,
            // SAFETY: checked to be UTF-8 when mapped (`load`), and the mapping is read-only.
            Storage::Mapped(map) => unsafe { std::str::from_utf8_unchecked(map) },
        }
    }

    /// The bytes that were not UTF-8, by offset; `None` for a text that was.
    pub fn invalid_bytes(&self) -> Option<&Arc<[InvalidByte]>> {
        self.invalid.as_ref()
    }

    /// Whether the text is a mapping of its file.
    pub fn is_mapped(&self) -> bool {
        matches!(self.storage, Storage::Mapped(_))
    }
}

impl From<String> for SourceText {
    fn from(text: String) -> SourceText {
        SourceText {
            storage: Storage::Owned(text),
            invalid: None,
        }
    }
}

impl std::ops::Deref for SourceText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Debug for SourceText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name used in diagnostics (as given on the command line or in `#include`).
    pub name: String,
    /// The path on disk, when the file came from disk.
    pub path: Option<PathBuf>,
    pub text: SourceText,
    /// Made when first needed (a diagnostic, `__LINE__`, `#line`): a file without them never
    /// pays for a scan of its text.
    line_starts: OnceLock<Vec<u32>>,
    line_directives: Vec<LineDirective>,
}

impl SourceFile {
    fn new(name: String, path: Option<PathBuf>, text: SourceText) -> SourceFile {
        SourceFile {
            name,
            path,
            text,
            line_starts: OnceLock::new(),
            line_directives: Vec::new(),
        }
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts
            .get_or_init(|| line_starts(self.text.as_bytes()))
    }

    /// Physical 1-based line and 1-based byte column of `offset`.
    pub fn physical_line_col(&self, offset: u32) -> (u32, u32) {
        let line_starts = self.line_starts();
        let line_index = match line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line_index as u32 + 1, offset - line_starts[line_index] + 1)
    }

    /// The text of physical line `line` (1-based), without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let index = (line as usize).saturating_sub(1);
        let line_starts = self.line_starts();
        let Some(&start) = line_starts.get(index) else {
            return "";
        };
        let end = line_starts
            .get(index + 1)
            .map_or(self.text.len(), |&e| e as usize);
        self.text[start as usize..end].trim_end_matches(['\n', '\r'])
    }

    /// The text of bytes `start..end` as diagnostics show it: a byte that was not UTF-8 as
    /// `<E9>`, as clang shows it.
    pub fn shown_text(&self, start: usize, end: usize) -> std::borrow::Cow<'_, str> {
        let text = self.text.get(start..end).unwrap_or("");
        let invalid = self.text.invalid_bytes().map_or(&[][..], |b| &b[..]);
        let first = invalid.partition_point(|b| (b.offset as usize) < start);
        let inside = &invalid[first..invalid.partition_point(|b| (b.offset as usize) < end)];
        if inside.is_empty() {
            return std::borrow::Cow::Borrowed(text);
        }
        let mut shown = String::with_capacity(text.len() + 3 * inside.len());
        let mut from = start;
        for b in inside {
            let at = b.offset as usize;
            shown.push_str(&self.text[from..at]);
            let _ = write!(shown, "<{:02X}>", b.byte);
            from = at + 1;
        }
        shown.push_str(&self.text[from..end]);
        std::borrow::Cow::Owned(shown)
    }

    /// Physical line `line` as diagnostics show it: a byte that was not UTF-8 as `<E9>` and a
    /// byte-order mark as `<U+FEFF>`, as clang shows them. When it differs from
    /// [`Self::line_text`], also where each of the line's bytes (and its end) is in it.
    pub fn shown_line(&self, line: u32) -> (std::borrow::Cow<'_, str>, Option<Vec<usize>>) {
        let text = self.line_text(line);
        let line_start = self
            .line_starts()
            .get((line as usize).saturating_sub(1))
            .map_or(0, |&s| s as usize);
        let invalid = self.text.invalid_bytes().map_or(&[][..], |b| &b[..]);
        let first = invalid.partition_point(|b| (b.offset as usize) < line_start);
        let has_invalid = invalid
            .get(first)
            .is_some_and(|b| (b.offset as usize) < line_start + text.len());
        if !has_invalid && !text.contains('\u{feff}') {
            return (std::borrow::Cow::Borrowed(text), None);
        }
        let mut shown = String::with_capacity(text.len() + 16);
        let mut positions = vec![0; text.len() + 1];
        let mut invalid = invalid[first..].iter().peekable();
        for (i, c) in text.char_indices() {
            positions[i..i + c.len_utf8()].fill(shown.len());
            let offset = (line_start + i) as u32;
            while invalid.next_if(|b| b.offset < offset).is_some() {}
            match invalid.next_if(|b| b.offset == offset) {
                Some(b) => {
                    let _ = write!(shown, "<{:02X}>", b.byte);
                }
                None if c == '\u{feff}' => shown.push_str("<U+FEFF>"),
                None => shown.push(c),
            }
        }
        positions[text.len()] = shown.len();
        (std::borrow::Cow::Owned(shown), Some(positions))
    }

    pub fn line_count(&self) -> u32 {
        self.line_starts().len() as u32
    }
}

/// Offsets of the first byte of every line (0, and each byte after a `\n`). Eight bytes are
/// tested at a time (SWAR: a byte equal to `\n` becomes zero after the xor, and the zero-byte test
/// flags it), since lines are much longer than eight bytes and this runs over every source file.
fn line_starts(bytes: &[u8]) -> Vec<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut starts = Vec::with_capacity(bytes.len() / 32 + 1);
    starts.push(0);
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0u32;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) ^ (ONES * b'\n' as u64);
        if word.wrapping_sub(ONES) & !word & HIGHS != 0 {
            for (i, &b) in chunk.iter().enumerate() {
                if b == b'\n' {
                    starts.push(base + i as u32 + 1);
                }
            }
        }
        base += 8;
    }
    for (i, &b) in chunks.remainder().iter().enumerate() {
        if b == b'\n' {
            starts.push(base + i as u32 + 1);
        }
    }
    starts
}

/// A resolved location, as printed in diagnostics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location<'a> {
    /// File name after `#line` remapping.
    pub name: &'a str,
    /// Line after `#line` remapping (1-based).
    pub line: u32,
    /// Column in bytes (1-based).
    pub column: u32,
    /// Physical line in the file, for showing the source text.
    pub physical_line: u32,
}

impl fmt::Display for Location<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.name, self.line, self.column)
    }
}

/// A state of a [`SourceMap`] to return to ([`SourceMap::checkpoint`]).
#[derive(Clone, Debug)]
pub(crate) struct SourceCheckpoint {
    files: usize,
    expansions: usize,
    /// Per file then present.
    line_directives: Vec<usize>,
}

#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Arena<SourceFile>,
    /// The first is a placeholder so that `ExpansionId::NONE` needs no entry.
    expansions: Arena<Expansion>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap {
            files: Arena::new(),
            expansions: std::iter::once(Expansion {
                macro_name: Arc::from(""),
                definition: Span::default(),
                parent: ExpansionId::NONE,
            })
            .collect(),
        }
    }

    pub fn add_file(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.push(SourceFile::new(
            name.into(),
            None,
            SourceText::from(text.into()),
        ))
    }

    /// A file given as bytes, which need not be UTF-8 (see [`SourceText`]).
    pub fn add_file_bytes(&mut self, name: impl Into<String>, bytes: Vec<u8>) -> FileId {
        self.push(SourceFile::new(
            name.into(),
            None,
            SourceText::from_bytes(bytes),
        ))
    }

    /// Reads (or maps, see [`SourceText`]) a file from disk; the error is the I/O error text.
    pub fn load_file(&mut self, path: &Path) -> std::io::Result<FileId> {
        let text = SourceText::load(path)?;
        let name = path.display().to_string();
        Ok(self.push(SourceFile::new(name, Some(path.to_path_buf()), text)))
    }

    fn push(&mut self, file: SourceFile) -> FileId {
        self.files.push(file)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.enumerate()
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    /// What [`Self::roll_back`] returns to.
    pub(crate) fn checkpoint(&self) -> SourceCheckpoint {
        SourceCheckpoint {
            files: self.files.len(),
            expansions: self.expansions.len(),
            line_directives: self.files.iter().map(|f| f.line_directives.len()).collect(),
        }
    }

    /// Forgets the files, expansions and `#line` directives added since `checkpoint` (a
    /// compile that starts over, see `crate::pipeline::Outcome::StartOver`).
    pub(crate) fn roll_back(&mut self, checkpoint: &SourceCheckpoint) {
        self.files.truncate(checkpoint.files);
        self.expansions.truncate(checkpoint.expansions);
        for (file, &count) in self.files.iter_mut().zip(&checkpoint.line_directives) {
            file.line_directives.truncate(count);
        }
    }

    pub fn add_expansion(&mut self, expansion: Expansion) -> ExpansionId {
        self.expansions.push(expansion)
    }

    pub fn expansion(&self, id: ExpansionId) -> Option<&Expansion> {
        if id.is_none() {
            None
        } else {
            self.expansions.get(id)
        }
    }

    /// Records `#line line "name"`: the physical line after the directive (which starts at byte
    /// `offset`) is numbered `line` from now on.
    pub fn add_line_directive(
        &mut self,
        file: FileId,
        offset: u32,
        line: u32,
        name: Option<String>,
    ) {
        let f = &mut self.files[file];
        let (physical_line, _) = f.physical_line_col(offset);
        f.line_directives.push(LineDirective {
            offset,
            physical_line,
            line,
            name,
        });
    }

    pub fn location(&self, file: FileId, offset: u32) -> Location<'_> {
        let f = self.file(file);
        let (physical_line, column) = f.physical_line_col(offset);
        let directive = f.line_directives.iter().rev().find(|d| d.offset <= offset);
        let (name, line) = match directive {
            Some(d) => {
                let name = d.line_directives_name(&f.line_directives, &f.name);
                (name, d.line + (physical_line - d.physical_line))
            }
            None => (f.name.as_str(), physical_line),
        };
        Location {
            name,
            line,
            column,
            physical_line,
        }
    }
}

impl LineDirective {
    /// The file name in force at this directive: its own, or the latest earlier one's, or the file's.
    fn line_directives_name<'a>(&'a self, all: &'a [LineDirective], default: &'a str) -> &'a str {
        if let Some(n) = &self.name {
            return n;
        }
        all.iter()
            .rev()
            .filter(|d| d.offset <= self.offset)
            .find_map(|d| d.name.as_deref())
            .unwrap_or(default)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small files are read and large ones mapped; both give the file's text, and a file that
    /// is not UTF-8 the same repaired text either way.
    #[test]
    fn read_and_mapped_files_give_the_same_text() {
        let dir = std::env::temp_dir().join(format!("oclvk-source-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let line = "kernel void k(global int *a) { a[0] = 1; } // é\n";
        for (name, lines) in [("small.cl", 3), ("large.cl", 4000)] {
            let text = line.repeat(lines);
            let path = dir.join(name);
            std::fs::write(&path, &text).unwrap();
            let mut map = SourceMap::new();
            let file = map.load_file(&path).unwrap();
            let mapped = map.file(file).text.is_mapped();
            assert_eq!(
                mapped,
                text.len() as u64 >= SourceText::MAP_AT_LEAST,
                "{name}"
            );
            assert_eq!(map.file(file).text.as_str(), text, "{name}");
            assert!(map.file(file).text.invalid_bytes().is_none(), "{name}");
            assert_eq!(map.snippet(Span::new(file, 0, 6)), "kernel");

            let mut bytes = text.clone().into_bytes();
            bytes.push(0xff);
            std::fs::write(&path, &bytes).unwrap();
            let mut map = SourceMap::new();
            let file = map.load_file(&path).unwrap();
            let source = &map.file(file).text;
            assert_eq!(source.as_str(), format!("{text}\x7f"), "{name}");
            let invalid = source.invalid_bytes().map(|b| b.to_vec());
            let expected = InvalidByte {
                offset: text.len() as u32,
                byte: 0xff,
            };
            assert_eq!(invalid, Some(vec![expected]), "{name}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Each byte of an invalid sequence becomes one placeholder, so offsets stay the file's;
    /// valid sequences around them are kept.
    #[test]
    fn bytes_that_are_not_utf8_are_replaced_one_for_one() {
        let bytes =
            b"a\xE9b \xC3\xA9 \xE2\x82 \xF0\x9F\x98\x80 \xC0\xAF \xED\xA0\x80 \xE2".to_vec();
        let text = SourceText::from_bytes(bytes.clone());
        assert_eq!(text.as_str().len(), bytes.len());
        assert_eq!(
            text.as_str(),
            "a\x7fb é \x7f\x7f \u{1f600} \x7f\x7f \x7f\x7f\x7f \x7f"
        );
        let invalid: Vec<(u32, u8)> = text
            .invalid_bytes()
            .unwrap()
            .iter()
            .map(|b| (b.offset, b.byte))
            .collect();
        let expected: Vec<(u32, u8)> = text
            .as_str()
            .bytes()
            .enumerate()
            .filter(|&(_, b)| b == INVALID_BYTE_PLACEHOLDER)
            .map(|(i, _)| (i as u32, bytes[i]))
            .collect();
        assert_eq!(invalid, expected);
        assert!(SourceText::from_bytes(b"ok".to_vec())
            .invalid_bytes()
            .is_none());
    }

    #[test]
    fn lines_show_bytes_that_are_not_utf8_and_byte_order_marks_as_clang_does() {
        let mut map = SourceMap::new();
        let f = map.add_file_bytes("a.cl", b"\xEF\xBB\xBFint\nx\xE9y\nz".to_vec());
        let file = map.file(f);
        let (line, positions) = file.shown_line(1);
        assert_eq!(line, "<U+FEFF>int");
        assert_eq!(positions, Some(vec![0, 0, 0, 8, 9, 10, 11]));
        let (line, positions) = file.shown_line(2);
        assert_eq!(line, "x<E9>y");
        assert_eq!(positions, Some(vec![0, 1, 5, 6]));
        assert_eq!(file.shown_line(3), (std::borrow::Cow::Borrowed("z"), None));
    }

    /// A Latin-1 byte in a string or character literal is that byte in the program, after a
    /// byte-order mark, as in clang.
    #[test]
    fn literals_keep_bytes_that_are_not_utf8() {
        let dir = std::env::temp_dir().join(format!("oclvk-latin1-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("latin1.cl");
        std::fs::write(
            &path,
            b"\xEF\xBB\xBF/* \xE9 */ constant char s[] = \"\xE9\\\xE8\";\n\
              kernel void k(global char *out) { out[0] = s[1]; out[1] = '\xFF'; }\n",
        )
        .unwrap();
        let fe = crate::Frontend::compile_file(
            &path,
            &crate::options::LangOptions::default(),
            crate::diag::WarningPolicy::default(),
        );
        std::fs::remove_dir_all(&dir).unwrap();
        let warnings: Vec<&str> = fe.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            warnings,
            [
                "illegal character encoding in string literal",
                "illegal character encoding in character literal"
            ]
        );
        let ir = fe.module.expect("compiles").display().to_string();
        assert!(
            ir.contains("constant char[3] = e9e8 (1 zero bytes)"),
            "{ir}"
        );
        assert!(ir.contains("(store (ptradd %out 1:int) -1:char)"), "{ir}");
    }

    #[test]
    fn line_starts_match_a_byte_by_byte_scan() {
        let texts = [
            "",
            "\n",
            "abc",
            "a\nb",
            "12345678\n",
            "1234567\n\n\n\nabcdefgh\nxy\n",
            "\u{80}\n\u{ff}é\n\n\nlonger line without newline....\n",
        ];
        for text in texts {
            let mut expected = vec![0];
            expected.extend(
                text.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            );
            assert_eq!(line_starts(text.as_bytes()), expected, "{text:?}");
        }
    }

    #[test]
    fn line_and_column_are_one_based() {
        let mut map = SourceMap::new();
        let f = map.add_file("a.cl", "ab\ncd\n\nx");
        assert_eq!(map.location(f, 0).to_string(), "a.cl:1:1");
        assert_eq!(map.location(f, 4).to_string(), "a.cl:2:2");
        assert_eq!(map.location(f, 7).to_string(), "a.cl:4:1");
        assert_eq!(map.file(f).line_text(2), "cd");
    }

    #[test]
    fn line_directive_renumbers_and_renames() {
        let mut map = SourceMap::new();
        let text = "a\n#line 100 \"gen.cl\"\nb\nc\n";
        let f = map.add_file("a.cl", text);
        let after = text.find('b').unwrap() as u32;
        map.add_line_directive(f, after, 100, Some("gen.cl".into()));
        assert_eq!(map.location(f, after).to_string(), "gen.cl:100:1");
        assert_eq!(map.location(f, after + 2).to_string(), "gen.cl:101:1");
        assert_eq!(map.location(f, 0).to_string(), "a.cl:1:1");
    }
}
