//! Source files, byte spans and macro-expansion provenance.
//!
//! The source map owns every file the compiler reads (the main file, `#include`d files and the
//! synthetic buffers of predefined macros). A [`Span`] is a byte range in one file plus, for tokens
//! produced by macro expansion, the [`ExpansionId`] that records which macro produced them and where
//! it was used. Diagnostics resolve spans to `file:line:col` through this map, honouring `#line`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// Index of a macro expansion in the [`SourceMap`]; `ExpansionId::NONE` for source tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ExpansionId(pub u32);

impl ExpansionId {
    pub const NONE: ExpansionId = ExpansionId(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
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
#[derive(Clone)]
pub enum SourceText {
    Owned(String),
    Mapped(Arc<memmap2::Mmap>),
}

impl SourceText {
    /// Files smaller than this are read: a mapping costs more than copying them.
    const MAP_AT_LEAST: u64 = 64 * 1024;

    /// Reads or maps the file at `path`. Not UTF-8 is the error `read_to_string` gives.
    fn load(path: &Path) -> std::io::Result<SourceText> {
        let file = std::fs::File::open(path)?;
        let metadata = file.metadata()?;
        let read = |file: &std::fs::File| {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut &*file, &mut text)?;
            Ok(SourceText::Owned(text))
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
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "stream did not contain valid UTF-8",
            ));
        }
        Ok(SourceText::Mapped(Arc::new(map)))
    }

    pub fn as_str(&self) -> &str {
        match self {
            SourceText::Owned(text) => text,
            // SAFETY: checked to be UTF-8 when mapped (`load`), and the mapping is read-only.
            SourceText::Mapped(map) => unsafe { std::str::from_utf8_unchecked(map) },
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
    files: Vec<SourceFile>,
    /// Index 0 is a placeholder so that `ExpansionId::NONE` needs no entry.
    expansions: Vec<Expansion>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap {
            files: Vec::new(),
            expansions: vec![Expansion {
                macro_name: Arc::from(""),
                definition: Span::default(),
                parent: ExpansionId::NONE,
            }],
        }
    }

    pub fn add_file(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.push(SourceFile::new(
            name.into(),
            None,
            SourceText::Owned(text.into()),
        ))
    }

    /// Reads (or maps, see [`SourceText`]) a file from disk; the error is the I/O error text.
    pub fn load_file(&mut self, path: &Path) -> std::io::Result<FileId> {
        let text = SourceText::load(path)?;
        let name = path.display().to_string();
        Ok(self.push(SourceFile::new(name, Some(path.to_path_buf()), text)))
    }

    fn push(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
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
        self.expansions.push(expansion);
        ExpansionId(self.expansions.len() as u32 - 1)
    }

    pub fn expansion(&self, id: ExpansionId) -> Option<&Expansion> {
        if id.is_none() {
            None
        } else {
            self.expansions.get(id.0 as usize)
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
        let f = &mut self.files[file.0 as usize];
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
    /// is not UTF-8 the same error either way.
    #[test]
    fn read_and_mapped_files_give_the_same_text_and_errors() {
        let dir = std::env::temp_dir().join(format!("oclvk-source-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let line = "kernel void k(global int *a) { a[0] = 1; } // é\n";
        for (name, lines) in [("small.cl", 3), ("large.cl", 4000)] {
            let text = line.repeat(lines);
            let path = dir.join(name);
            std::fs::write(&path, &text).unwrap();
            let mut map = SourceMap::new();
            let file = map.load_file(&path).unwrap();
            let mapped = matches!(map.file(file).text, SourceText::Mapped(_));
            assert_eq!(
                mapped,
                text.len() as u64 >= SourceText::MAP_AT_LEAST,
                "{name}"
            );
            assert_eq!(map.file(file).text.as_str(), text, "{name}");
            assert_eq!(map.snippet(Span::new(file, 0, 6)), "kernel");

            let mut bytes = text.into_bytes();
            bytes.push(0xff);
            std::fs::write(&path, &bytes).unwrap();
            let error = SourceMap::new().load_file(&path).unwrap_err();
            assert_eq!(error.kind(), std::io::ErrorKind::InvalidData, "{name}");
            assert_eq!(
                error.to_string(),
                "stream did not contain valid UTF-8",
                "{name}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
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
