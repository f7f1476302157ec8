//! The math library's functions as SPIR-V written once, at build time, and copied into the
//! modules that call them (docs/architecture.md, "The math library reaches the backend as").
//!
//! Writing the ~50 library functions a math kernel reaches was most of that kernel's compile
//! (docs/performance.md, "A math kernel's compile"). So the facade's build script writes every
//! library function the writer would write unspecialized (no pointer parameters) once per option
//! set that changes it ([`Key`]), and stores it *relocatable* ([`encode`]):
//! - the function's words with each id operand marked: its own ids (numbered from 0, renumbered
//!   from the module's bound on copy), the library's types, constants and ext-inst imports (a
//!   table of them, interned on copy into the module's own equal ones or added), and the other
//!   library functions it calls (copied with it);
//! - its names and the decorations of its own ids, the capabilities its types need, and whether
//!   it reads the fused-fma specialization constant (which the writer declares as its own).
//!
//! A module linking the library under a stored option set gets the functions a stored form has
//! as stubs (signature only; `library::import`), so no pass analyses or rewrites their bodies
//! (their facts are the stored ones: no implicit values, globals or pointer parameters); the
//! writer numbers a call of one like any function, and [`Plan::link`] appends the stored words
//! to the module it assembled. Functions with pointer parameters, and any a stored form lacks,
//! are written from their IR as before.

use rspirv::binary::Assemble;
use rspirv::dr::{self, Operand};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::{Op, Word};

/// The first word of a stored form, "oclp".
const MAGIC: u32 = 0x6f63_6c70;
/// Bumped whenever the encoding changes.
const VERSION: u32 = 3;

/// The options a stored form was written under: those that change a library function's
/// SPIR-V. Every other option changes kernels only, or nothing the library reaches
/// (`no_contraction`: the library is compiled under `FP_CONTRACT OFF`, so its arithmetic is
/// `NoContraction` either way; functions compiled with contraction on are not stored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Key {
    /// `Target` as its position in [`KEY_TARGETS`].
    pub target: u32,
    pub spirv_version: (u8, u8),
    pub fast_math: bool,
    pub check_bounds: bool,
    pub loop_limit: Option<u32>,
}

/// The targets a form is written for (the library is linked on the Vulkan targets only).
const KEY_TARGETS: [crate::Target; 2] = [crate::Target::Vulkan1_2, crate::Target::Vulkan1_3];

impl Key {
    pub fn of(opts: &crate::Options) -> Option<Key> {
        let target = KEY_TARGETS.iter().position(|&t| t == opts.target)? as u32;
        Some(Key {
            target,
            spirv_version: opts
                .spirv_version
                .unwrap_or_else(|| crate::default_spirv_version(opts.target)),
            fast_math: opts.fast_math,
            check_bounds: opts.check_bounds,
            loop_limit: opts.loop_limit,
        })
    }

    fn words(&self) -> [u32; 5] {
        [
            self.target,
            (u32::from(self.spirv_version.0) << 8) | u32::from(self.spirv_version.1),
            u32::from(self.fast_math) | (u32::from(self.check_bounds) << 1),
            self.loop_limit.is_some() as u32,
            self.loop_limit.unwrap_or(0),
        ]
    }
}

/// A stored form's words: magic, version, the number of keys it serves and their words (five
/// each; forms equal but for their key are stored once), then its body: the counts and
/// offsets (from the body's start) of the names, the globals and the functions, then those.
const KEY_WORDS: usize = 5;

/// A stored form, read in place.
#[derive(Clone, Copy)]
pub(crate) struct Library {
    /// The form's body (after its keys).
    words: &'static [u32],
}

/// Relocation kinds, in the low two bits of a global record's relocation word (the offset
/// above them; a function record lists the offsets of each kind apart); the id word itself
/// holds the index.
const LOCAL: u32 = 0;
const GLOBAL: u32 = 1;
const FUNCTION: u32 = 2;

/// Global record flags.
const DECORATED: u32 = 1;
const IMPORT: u32 = 2;
/// The fused-fma specialization constant (`fused_fma`), the module's own.
const FUSED_FMA: u32 = 4;

/// Function record flags.
const READS_FUSED_FMA: u32 = 1;

impl Library {
    /// The form among `forms` written for `opts`, if any.
    pub fn select(forms: &[&'static [u32]], opts: &crate::Options) -> Option<Library> {
        let key = Key::of(opts)?.words();
        forms.iter().find_map(|&w| {
            if w.len() < 3 || w[0] != MAGIC || w[1] != VERSION {
                return None;
            }
            let keys = w.get(3..3 + w[2] as usize * KEY_WORDS)?;
            let body = &w[3 + keys.len()..];
            (body.len() >= 6 && keys.chunks(KEY_WORDS).any(|k| k == key))
                .then_some(Library { words: body })
        })
    }

    fn table(&self, at: usize) -> (usize, usize) {
        (self.words[at] as usize, self.words[at + 1] as usize)
    }

    /// Record `k` of the table whose count and offset are at header word `at`.
    fn record(&self, at: usize, k: usize) -> &'static [u32] {
        let (_, offsets) = self.table(at);
        let (start, end) = (
            self.words[offsets + k] as usize,
            self.words[offsets + k + 1] as usize,
        );
        &self.words[start..end]
    }

    /// The stored function named `name`, if the form has one.
    pub fn function(&self, name: &str) -> Option<usize> {
        // The name's words, made once (on the stack for any name the library has).
        let mut short = [0; 16];
        let long: Vec<u32>;
        let wanted: &[u32] = if name.len() / 4 < short.len() {
            for (slot, word) in short.iter_mut().zip(string_words(name)) {
                *slot = word;
            }
            &short[..name.len() / 4 + 1]
        } else {
            long = string_words(name).collect();
            &long
        };
        let (count, _) = self.table(0);
        let (mut lo, mut hi) = (0, count);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let entry = self.record(0, mid);
            match entry[1..].cmp(wanted) {
                std::cmp::Ordering::Equal => return Some(entry[0] as usize),
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
            }
        }
        None
    }

    fn global(&self, k: usize) -> GlobalRecord {
        let r = self.record(2, k);
        let n = r[1] as usize;
        let inst = &r[2..2 + n];
        let relocs_at = 2 + n;
        let nr = r[relocs_at] as usize;
        let relocs = &r[relocs_at + 1..relocs_at + 1 + nr];
        let decorations = &r[relocs_at + 1 + nr..];
        GlobalRecord {
            flags: r[0],
            inst,
            relocs,
            decorations,
        }
    }

    fn function_record(&self, k: usize) -> FunctionRecord {
        let r = self.record(4, k);
        let mut at = 0;
        let mut take = |n: usize| {
            let s = &r[at..at + n];
            at += n;
            s
        };
        let head = take(2);
        let (flags, locals) = (head[0], head[1]);
        let n = take(1)[0] as usize;
        let callees = take(n);
        let n = take(1)[0] as usize;
        let capabilities = take(n);
        let n = take(1)[0] as usize;
        let globals = take(n);
        let sizes = take(3);
        let words = take((sizes[0] + sizes[1] + sizes[2]) as usize);
        let mut offsets = || {
            let n = take(1)[0] as usize;
            take(n)
        };
        let (locals_at, globals_at, functions_at) = (offsets(), offsets(), offsets());
        FunctionRecord {
            index: k,
            flags,
            locals,
            callees,
            capabilities,
            globals,
            names: sizes[0] as usize,
            decorations: sizes[1] as usize,
            words,
            locals_at,
            globals_at,
            functions_at,
        }
    }
}

struct GlobalRecord {
    flags: u32,
    /// The instruction, its result id word 0.
    inst: &'static [u32],
    relocs: &'static [u32],
    /// `OpDecorate`s of the global, their target word 0.
    decorations: &'static [u32],
}

struct FunctionRecord {
    /// Its place in the form's table of functions.
    index: usize,
    flags: u32,
    locals: u32,
    callees: &'static [u32],
    capabilities: &'static [u32],
    /// The globals its words refer to, in the order they first do.
    globals: &'static [u32],
    /// Of `words`: the names' words, then the decorations', then the function's.
    names: usize,
    decorations: usize,
    words: &'static [u32],
    /// The offsets in `words` of its own ids (numbered from 0), of the globals' (their
    /// numbers) and of the functions' (theirs), each in the words' order.
    locals_at: &'static [u32],
    globals_at: &'static [u32],
    functions_at: &'static [u32],
}

/// A SPIR-V literal string's words (its UTF-8 bytes, a nul, nuls to a whole word; little-endian).
fn string_words(s: &str) -> impl Iterator<Item = u32> + '_ {
    let bytes = s.as_bytes();
    (0..bytes.len() / 4 + 1).map(move |k| {
        let chunk = &bytes[(4 * k).min(bytes.len())..(4 * k + 4).min(bytes.len())];
        let mut word = [0; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        u32::from_le_bytes(word)
    })
}

/// The stored functions a module calls (each by the id the writer gave it) and every stored
/// function they reach, found once: what the writer declares for them before it finishes the
/// module ([`Plan::capabilities`], [`Plan::reads_fused_fma`]), then [`Plan::link`].
pub(crate) struct Plan<'c> {
    lib: Library,
    called: &'c [(usize, Word)],
    /// The functions reached, in the order they are copied, with their records.
    reached: Vec<FunctionRecord>,
}

impl<'c> Plan<'c> {
    pub fn new(lib: Library, called: &'c [(usize, Word)]) -> Plan<'c> {
        let (count, _) = lib.table(4);
        let mut seen = vec![false; count];
        let mut reached = Vec::new();
        let mut pending: Vec<usize> = called.iter().rev().map(|&(k, _)| k).collect();
        while let Some(k) = pending.pop() {
            if !std::mem::replace(&mut seen[k], true) {
                let f = lib.function_record(k);
                pending.extend(f.callees.iter().rev().map(|&c| c as usize));
                reached.push(f);
            }
        }
        Plan {
            lib,
            called,
            reached,
        }
    }

    /// The capabilities of the functions reached (repeated where several need one).
    pub fn capabilities(&self) -> impl Iterator<Item = u32> + '_ {
        self.reached
            .iter()
            .flat_map(|f| f.capabilities.iter().copied())
    }

    /// Whether a function reached reads the fused-fma specialization constant.
    pub fn reads_fused_fma(&self) -> bool {
        self.reached.iter().any(|f| f.flags & READS_FUSED_FMA != 0)
    }
}

/// Where the sections of an assembled module are, as word offsets.
struct Sections {
    /// Before `OpMemoryModel`: new ext-inst imports go here.
    imports_end: usize,
    /// The end of the debug section (after the names).
    names_end: usize,
    /// The end of the annotations.
    annotations_end: usize,
    /// The first function.
    globals_end: usize,
}

fn instructions(words: &[u32], from: usize) -> impl Iterator<Item = (usize, &[u32])> {
    let mut at = from;
    std::iter::from_fn(move || {
        let count = (*words.get(at)? >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return None;
        }
        let inst = &words[at..at + count];
        let here = at;
        at += count;
        Some((here, inst))
    })
}

fn opcode(inst: &[u32]) -> u32 {
    inst[0] & 0xffff
}

fn is_annotation(op: u32) -> bool {
    [
        Op::Decorate,
        Op::MemberDecorate,
        Op::DecorationGroup,
        Op::GroupDecorate,
        Op::GroupMemberDecorate,
        Op::DecorateId,
        Op::DecorateString,
        Op::MemberDecorateString,
    ]
    .iter()
    .any(|&o| o as u32 == op)
}

fn is_debug_or_mode(op: u32) -> bool {
    [
        Op::EntryPoint,
        Op::ExecutionMode,
        Op::ExecutionModeId,
        Op::String,
        Op::SourceExtension,
        Op::Source,
        Op::SourceContinued,
        Op::Name,
        Op::MemberName,
    ]
    .iter()
    .any(|&o| o as u32 == op)
}

/// Types and constants a stored global may be interned into: equal instructions are the same
/// type or value (an undecorated one; decorated aggregates are added as they are).
fn is_internable(op: u32) -> bool {
    [
        Op::TypeVoid,
        Op::TypeBool,
        Op::TypeInt,
        Op::TypeFloat,
        Op::TypeVector,
        Op::TypeArray,
        Op::TypeStruct,
        Op::TypePointer,
        Op::TypeFunction,
        Op::Constant,
        Op::ConstantTrue,
        Op::ConstantFalse,
        Op::ConstantComposite,
        Op::ConstantNull,
    ]
    .iter()
    .any(|&o| o as u32 == op)
}

/// Types have their result id first; the other internable instructions a result type.
fn result_word(op: u32) -> usize {
    if (Op::TypeVoid as u32..=Op::TypeForwardPointer as u32).contains(&op) {
        1
    } else {
        2
    }
}

impl Plan<'_> {
    /// `module` (assembled, its functions calling the stored functions as [`Plan::new`] was
    /// told) with the functions they reach appended: their ids renumbered from the module's
    /// bound, their types, constants and ext-inst imports the module's equal ones or added,
    /// their names and decorations with the module's.
    pub fn link(&self, module: Vec<u32>) -> Vec<u32> {
        let Some(sections) = sections(&module) else {
            return module;
        };
        let mut linker = Linker::new(self.lib, &module, &sections);
        for &(k, id) in self.called {
            linker.functions[k] = id;
        }
        for f in &self.reached {
            if linker.functions[f.index] == 0 {
                linker.functions[f.index] = linker.fresh();
            }
        }
        // First what comes before the module's functions: each function's ids numbered, the
        // globals it refers to interned or added (in the order its words meet them), its names
        // and decorations; the ids are given in the order meeting them in its words would.
        let (mut names, mut decorations) = (Vec::new(), Vec::new());
        let mut bases = Vec::with_capacity(self.reached.len());
        for f in &self.reached {
            let base = linker.bound;
            linker.bound += f.locals;
            for &g in f.globals {
                linker.global(g as usize);
            }
            let (names_end, decorations_end) = (f.names, f.names + f.decorations);
            let start = names.len();
            names.extend_from_slice(&f.words[..names_end]);
            let mut done = Relocated::default();
            linker.relocate(&mut names[start..], f, 0, base, &mut done);
            decorations.clear();
            decorations.extend_from_slice(&f.words[names_end..decorations_end]);
            linker.relocate(&mut decorations, f, names_end, base, &mut done);
            bases.push((base, done));
            // After the decorations of the globals it brought in.
            linker.new_annotations.extend_from_slice(&decorations);
        }
        let bodies_len: usize = (self.reached.iter())
            .map(|f| f.words.len() - f.names - f.decorations)
            .sum();
        let mut out = Vec::with_capacity(
            module.len()
                + linker.new_imports.len()
                + names.len()
                + linker.new_annotations.len()
                + linker.new_globals.len()
                + bodies_len,
        );
        out.extend_from_slice(&module[..sections.imports_end]);
        out.extend_from_slice(&linker.new_imports);
        out.extend_from_slice(&module[sections.imports_end..sections.names_end]);
        out.extend_from_slice(&names);
        out.extend_from_slice(&module[sections.names_end..sections.annotations_end]);
        out.extend_from_slice(&linker.new_annotations);
        out.extend_from_slice(&module[sections.annotations_end..sections.globals_end]);
        out.extend_from_slice(&linker.new_globals);
        out.extend_from_slice(&module[sections.globals_end..]);
        // Then the bodies, copied once, into their place.
        for (f, &(base, mut done)) in self.reached.iter().zip(&bases) {
            let body = f.names + f.decorations;
            let start = out.len();
            out.extend_from_slice(&f.words[body..]);
            linker.relocate(&mut out[start..], f, body, base, &mut done);
        }
        out[3] = linker.bound;
        out
    }
}

fn sections(module: &[u32]) -> Option<Sections> {
    let mut imports_end = None;
    let mut names_end = None;
    let mut annotations_end = None;
    for (at, inst) in instructions(module, 5) {
        let op = opcode(inst);
        if imports_end.is_none() {
            if op == Op::MemoryModel as u32 {
                imports_end = Some(at);
            }
            continue;
        }
        if op == Op::MemoryModel as u32 {
            continue;
        }
        if names_end.is_none() {
            if !is_debug_or_mode(op) {
                names_end = Some(at);
            } else {
                continue;
            }
        }
        if op == Op::ModuleProcessed as u32 {
            continue;
        }
        if annotations_end.is_none() {
            if !is_annotation(op) {
                annotations_end = Some(at);
            } else {
                continue;
            }
        }
        if op == Op::Function as u32 {
            return Some(Sections {
                imports_end: imports_end?,
                names_end: names_end?,
                annotations_end: annotations_end?,
                globals_end: at,
            });
        }
    }
    // No function: nothing calls the library.
    None
}

struct Linker<'m> {
    lib: Library,
    bound: Word,
    /// The module's id of each stored global, once interned or added (0 before).
    globals: Vec<Word>,
    /// The module's id of each stored function reached (0 for the others).
    functions: Vec<Word>,
    /// The module's undecorated types and constants, and those added.
    existing: Interned,
    /// The module's ext-inst imports, and those added, by their name's words.
    imports: Vec<(&'m [u32], Word)>,
    /// The module's fused-fma specialization constant.
    fused_fma: Option<Word>,
    new_imports: Vec<u32>,
    new_globals: Vec<u32>,
    new_annotations: Vec<u32>,
}

impl<'m> Linker<'m> {
    /// A linker of `lib`'s functions into `module`, which it indexes.
    fn new(lib: Library, module: &'m [u32], s: &Sections) -> Linker<'m> {
        let mut linker = Linker {
            lib,
            bound: module[3],
            globals: vec![0; lib.table(2).0],
            functions: vec![0; lib.table(4).0],
            existing: Interned::with_capacity(lib.table(2).0),
            imports: Vec::new(),
            fused_fma: None,
            new_imports: Vec::new(),
            new_globals: Vec::new(),
            new_annotations: Vec::new(),
        };
        let mut decorated = vec![false; linker.bound as usize];
        for (at, inst) in instructions(module, 5) {
            if at >= s.globals_end {
                break;
            }
            let op = opcode(inst);
            if op == Op::ExtInstImport as u32 && inst.len() > 2 {
                linker.imports.push((&inst[2..], inst[1]));
            } else if is_annotation(op) && inst.len() > 1 {
                if let Some(d) = decorated.get_mut(inst[1] as usize) {
                    *d = true;
                }
                if op == Op::Decorate as u32
                    && inst.len() == 4
                    && inst[2] == spirv::Decoration::SpecId as u32
                    && inst[3] == crate::reflect::FUSED_FMA_SPEC_ID
                {
                    linker.fused_fma = Some(inst[1]);
                }
            } else if at >= s.annotations_end && is_internable(op) {
                let r = result_word(op);
                if let Some(&id) = inst.get(r) {
                    if !decorated.get(id as usize).is_some_and(|&d| d) {
                        linker.existing.intern(inst, r, id);
                    }
                }
            }
        }
        linker
    }

    /// `words` (stored function `f`'s words from `start` on, the next part after those
    /// `done`) with their ids the module's: its own from `base`, the globals and functions as
    /// linked.
    fn relocate(
        &mut self,
        words: &mut [u32],
        f: &FunctionRecord,
        start: usize,
        base: Word,
        done: &mut Relocated,
    ) {
        let end = start + words.len();
        let next = |offsets: &'static [u32], from: &mut usize| {
            let first = *from;
            *from = if end == f.words.len() {
                offsets.len()
            } else {
                // A name or a decoration: a few ids.
                first
                    + (offsets[first..].iter())
                        .take_while(|&&at| (at as usize) < end)
                        .count()
            };
            &offsets[first..*from]
        };
        for &at in next(f.locals_at, &mut done.locals) {
            words[at as usize - start] += base;
        }
        for &at in next(f.globals_at, &mut done.globals) {
            let word = &mut words[at as usize - start];
            *word = self.global(*word as usize);
        }
        for &at in next(f.functions_at, &mut done.functions) {
            let word = &mut words[at as usize - start];
            *word = self.functions[*word as usize];
        }
    }

    /// The module's id for stored global `k`, interned or added with what it refers to first.
    /// (Most of a function's global ids are known already: that test is inlined where the ids
    /// are relocated, the rest is not.)
    #[inline(always)]
    fn global(&mut self, k: usize) -> Word {
        match self.globals[k] {
            0 => self.add_global(k),
            id => id,
        }
    }

    #[inline(never)]
    fn add_global(&mut self, k: usize) -> Word {
        let g = self.lib.global(k);
        for &r in g.relocs {
            self.global(g.inst[(r >> 2) as usize] as usize);
        }
        let id = if g.flags & FUSED_FMA != 0 {
            // The writer declared it (`Plan::reads_fused_fma`).
            self.fused_fma.unwrap_or(0)
        } else if g.flags & IMPORT != 0 {
            // An import refers to no other global: its words are its own.
            let name = &g.inst[2..];
            match self.imports.iter().find(|(n, _)| *n == name) {
                Some(&(_, id)) => id,
                None => {
                    let id = self.fresh();
                    let start = self.new_imports.len();
                    self.new_imports.extend_from_slice(g.inst);
                    self.new_imports[start + 1] = id;
                    self.imports.push((name, id));
                    id
                }
            }
        } else {
            // Written in place (the globals it refers to are the module's now), and taken
            // back if the module has it.
            let start = self.new_globals.len();
            self.new_globals.extend_from_slice(g.inst);
            for &r in g.relocs {
                let word = &mut self.new_globals[start + (r >> 2) as usize];
                *word = self.globals[*word as usize];
            }
            let inst = &self.new_globals[start..];
            let r = result_word(opcode(inst));
            // Decorated ones are added as they are; the others are the module's equal one, or
            // the id they get if new, remembered for the next.
            let fresh = self.bound;
            let id = if g.flags & DECORATED != 0 {
                fresh
            } else {
                self.existing.intern(inst, r, fresh)
            };
            if id != fresh {
                self.new_globals.truncate(start);
            } else {
                self.bound += 1;
                self.new_globals[start + r] = id;
                let start = self.new_annotations.len();
                self.new_annotations.extend_from_slice(g.decorations);
                for (at, _) in instructions(g.decorations, 0) {
                    self.new_annotations[start + at + 1] = id;
                }
            }
            id
        };
        self.globals[k] = id;
        id
    }

    fn fresh(&mut self) -> Word {
        self.bound += 1;
        self.bound - 1
    }
}

/// How far a stored function's words are relocated (they are, front to back): how many of
/// its offsets of each kind are patched.
#[derive(Clone, Copy, Default)]
struct Relocated {
    locals: usize,
    globals: usize,
    functions: usize,
}

/// Types and constants by their words without the result id (equal words, the same type or
/// value). The words of most (scalar, vector and pointer types, scalar constants, small
/// composites) fit a fixed array, hashed and compared without allocating; word 0 holds the
/// instruction's length, so the zeros filling the array are not mistaken for operands.
#[derive(Default)]
struct Interned {
    short: HashMap<[u32; SHORT], Word>,
    long: HashMap<Vec<u32>, Word>,
}

/// Words of the instructions [`Interned::short`] holds, but the result id.
const SHORT: usize = 8;

impl Interned {
    /// Room for `count` short ones (a module's and a form's globals: no rehashing as the
    /// library's are added).
    fn with_capacity(count: usize) -> Interned {
        Interned {
            short: HashMap::with_capacity_and_hasher(count, Default::default()),
            long: HashMap::default(),
        }
    }

    /// `inst`'s words but its result id (word `r`), if they fit [`SHORT`].
    fn short_key(inst: &[u32], r: usize) -> Option<[u32; SHORT]> {
        let len = inst.len().checked_sub(1)?;
        if len > SHORT {
            return None;
        }
        let mut key = [0; SHORT];
        key[..r].copy_from_slice(&inst[..r]);
        key[r..len].copy_from_slice(&inst[r + 1..]);
        Some(key)
    }

    fn long_key(inst: &[u32], r: usize) -> Vec<u32> {
        let mut key = inst.to_vec();
        key.remove(r);
        key
    }

    /// The id of the type or constant `inst` (its result id word `r`) if an equal one is
    /// known, else `id`, remembered for it (one lookup either way).
    fn intern(&mut self, inst: &[u32], r: usize, id: Word) -> Word {
        match Interned::short_key(inst, r) {
            Some(key) => *self.short.entry(key).or_insert(id),
            None => *self.long.entry(Interned::long_key(inst, r)).or_insert(id),
        }
    }
}

/// What the build-time writer made of the library: the module, and the IR name of each
/// function it wrote unspecialized that may be stored (scalar or `void` result, no pointer
/// parameters, contraction off).
pub(crate) struct Written<'a> {
    pub module: &'a dr::Module,
    pub named: Vec<(String, Word)>,
    /// Functions not to store (nor what calls them): their SPIR-V depends on the module.
    pub excluded: HashSet<Word>,
    /// The module's capabilities and extensions (the writer's, not yet in `module`).
    pub capabilities: &'a std::collections::BTreeSet<u32>,
    pub extensions: usize,
}

/// The stored form of `written` under `key` (see the module's comment), and the names of the
/// functions it stores.
pub(crate) fn encode(written: &Written<'_>, key: Key) -> (Vec<u32>, Vec<String>) {
    let m = written.module;
    // The globals: ext-inst imports, then types and constants, in definition order.
    let mut decorations: HashMap<Word, Vec<&dr::Instruction>> = HashMap::default();
    for a in &m.annotations {
        if let Some(Operand::IdRef(t)) = a.operands.first() {
            decorations.entry(*t).or_default().push(a);
        }
    }
    let mut global_index: HashMap<Word, usize> = HashMap::default();
    let mut globals: Vec<Vec<u32>> = Vec::new();
    // Globals a stored function may not refer to (variables, other spec constants...).
    let mut unstorable: HashSet<Word> = HashSet::default();
    let mut type_capabilities: HashMap<Word, Vec<u32>> = HashMap::default();
    let mut fused_fma_global = None;
    for inst in m.ext_inst_imports.iter().chain(&m.types_global_values) {
        let Some(id) = inst.result_id else { continue };
        let op = inst.class.opcode;
        let decs = decorations.get(&id).map_or(&[][..], Vec::as_slice);
        let is_fused_fma = op == Op::SpecConstantFalse
            && decs.len() == 1
            && decs[0].operands[1..]
                == [
                    Operand::Decoration(spirv::Decoration::SpecId),
                    Operand::LiteralBit32(crate::reflect::FUSED_FMA_SPEC_ID),
                ];
        let aggregate = matches!(op, Op::TypeArray | Op::TypeStruct);
        let refs_unstorable = ids_of(inst).any(|r| unstorable.contains(&r));
        let plain_decorations = decs
            .iter()
            .all(|d| d.class.opcode == Op::Decorate && !d.operands[1..].iter().any(is_id_operand));
        let storable = !refs_unstorable
            && (is_fused_fma
                || op == Op::ExtInstImport
                || (is_internable(op as u32)
                    && (decs.is_empty() || (aggregate && plain_decorations))));
        if !storable {
            unstorable.insert(id);
            continue;
        }
        let mut caps = capabilities_of(inst);
        for r in ids_of(inst) {
            caps.extend(type_capabilities.get(&r).into_iter().flatten());
        }
        caps.sort_unstable();
        caps.dedup();
        type_capabilities.insert(id, caps);
        let mut words = Vec::new();
        let mut relocs = Vec::new();
        assemble_marked(inst, &mut words, |at, w| {
            if w == id {
                return Some(0);
            }
            relocs.push(((at as u32) << 2) | GLOBAL);
            Some(global_index[&w] as u32)
        });
        let mut flags = 0;
        if op == Op::ExtInstImport {
            flags |= IMPORT;
        }
        if is_fused_fma {
            flags |= FUSED_FMA;
            fused_fma_global = Some(id);
        } else if !decs.is_empty() {
            flags |= DECORATED;
        }
        let mut record = vec![flags, words.len() as u32];
        record.extend_from_slice(&words);
        record.push(relocs.len() as u32);
        record.extend_from_slice(&relocs);
        if !is_fused_fma {
            for d in decs {
                let start = record.len();
                d.assemble_into(&mut record);
                record[start + 1] = 0;
            }
        }
        global_index.insert(id, globals.len());
        globals.push(record);
    }
    // The functions: which may be stored (a fixpoint over their calls), then their records.
    let function_index: HashMap<Word, usize> = m
        .functions
        .iter()
        .enumerate()
        .filter_map(|(k, f)| Some((f.def.as_ref()?.result_id?, k)))
        .collect();
    let mut names_of: HashMap<Word, Vec<&dr::Instruction>> = HashMap::default();
    for n in &m.debug_names {
        if let Some(Operand::IdRef(t)) = n.operands.first() {
            names_of.entry(*t).or_default().push(n);
        }
    }
    let mut facts: Vec<Option<FunctionFacts>> = m
        .functions
        .iter()
        .map(|f| {
            let id = f.def.as_ref()?.result_id?;
            if written.excluded.contains(&id) {
                return None;
            }
            function_facts(f, &global_index, &unstorable, &function_index, &decorations)
        })
        .collect();
    loop {
        let dropped: Vec<usize> = (0..facts.len())
            .filter(|&k| {
                facts[k]
                    .as_ref()
                    .is_some_and(|f| f.callees.iter().any(|&c| facts[c].is_none()))
            })
            .collect();
        if dropped.is_empty() {
            break;
        }
        for k in dropped {
            facts[k] = None;
        }
    }
    if written.extensions > 0 {
        // The library needs no extension; if it ever does, none is stored.
        facts.iter_mut().for_each(|f| *f = None);
    }
    // Capabilities the writer declared that the types do not explain go with every function.
    let explained: HashSet<u32> = type_capabilities.values().flatten().copied().collect();
    let unexplained: Vec<u32> = written
        .capabilities
        .iter()
        .copied()
        .filter(|&c| c != spirv::Capability::Shader as u32 && !explained.contains(&c))
        .collect();
    let mut functions = Vec::new();
    for (k, f) in m.functions.iter().enumerate() {
        let Some(ff) = &facts[k] else {
            functions.push(Vec::new());
            continue;
        };
        let mut names = Vec::new();
        let mut decs = Vec::new();
        let mut body = Vec::new();
        let mut relocs: Vec<u32> = Vec::new();
        let mut mark = |base: usize, at: usize, w: Word| -> Option<u32> {
            let at = (base + at) as u32;
            // A function's own id is the one its callers have (the writer's, or given on copy).
            if let Some(&k) = function_index.get(&w) {
                relocs.push((at << 2) | FUNCTION);
                Some(k as u32)
            } else if let Some(&l) = ff.locals.get(&w) {
                relocs.push((at << 2) | LOCAL);
                Some(l)
            } else {
                relocs.push((at << 2) | GLOBAL);
                Some(global_index[&w] as u32)
            }
        };
        for id in &ff.order {
            for n in names_of.get(id).into_iter().flatten() {
                let base = names.len();
                assemble_marked(n, &mut names, |at, w| mark(base, at, w));
            }
        }
        for id in &ff.order {
            for d in decorations.get(id).into_iter().flatten() {
                let base = names.len() + decs.len();
                assemble_marked(d, &mut decs, |at, w| mark(base, at, w));
            }
        }
        for inst in f.all_inst_iter() {
            let base = names.len() + decs.len() + body.len();
            assemble_marked(inst, &mut body, |at, w| mark(base, at, w));
        }
        let mut caps: Vec<u32> = ff
            .globals
            .iter()
            .flat_map(|g| type_capabilities.get(g).into_iter().flatten().copied())
            .chain(unexplained.iter().copied())
            .collect();
        caps.sort_unstable();
        caps.dedup();
        let reads_fused_fma = fused_fma_global.is_some_and(|g| ff.globals.contains(&g));
        let mut record = vec![
            u32::from(reads_fused_fma) * READS_FUSED_FMA,
            ff.locals.len() as u32,
        ];
        record.push(ff.callees.len() as u32);
        record.extend(ff.callees.iter().map(|&c| c as u32));
        record.push(caps.len() as u32);
        record.extend_from_slice(&caps);
        // The globals its words refer to, in the order the words do (the linker interns them
        // before it copies the words, giving the ids it would give meeting them there).
        let words: Vec<u32> = [&names[..], &decs, &body].concat();
        let mut globals_met: Vec<u32> = Vec::new();
        for &r in relocs.iter().filter(|&&r| r & 3 == GLOBAL) {
            let g = words[(r >> 2) as usize];
            if !globals_met.contains(&g) {
                globals_met.push(g);
            }
        }
        record.push(globals_met.len() as u32);
        record.extend_from_slice(&globals_met);
        record.extend([names.len() as u32, decs.len() as u32, body.len() as u32]);
        record.extend_from_slice(&names);
        record.extend_from_slice(&decs);
        record.extend_from_slice(&body);
        for kind in [LOCAL, GLOBAL, FUNCTION] {
            let offsets: Vec<u32> = (relocs.iter())
                .filter(|&&r| r & 3 == kind)
                .map(|&r| r >> 2)
                .collect();
            record.push(offsets.len() as u32);
            record.extend_from_slice(&offsets);
        }
        functions.push(record);
    }
    // The names of the functions stored, sorted by their words.
    let mut stored_names = Vec::new();
    let mut named: Vec<(Vec<u32>, u32)> = written
        .named
        .iter()
        .filter_map(|(name, id)| {
            let k = *function_index.get(id)?;
            facts[k].as_ref()?;
            stored_names.push(name.clone());
            Some((string_words(name).collect(), k as u32))
        })
        .collect();
    named.sort();
    let names: Vec<Vec<u32>> = named
        .into_iter()
        .map(|(words, k)| std::iter::once(k).chain(words).collect())
        .collect();
    let mut out = vec![0; 6];
    for (slot, table) in [(0, &names), (2, &globals), (4, &functions)] {
        out[slot] = table.len() as u32;
        out[slot + 1] = out.len() as u32;
        let offsets = out.len();
        out.resize(offsets + table.len() + 1, 0);
        for (k, record) in table.iter().enumerate() {
            out[offsets + k] = out.len() as u32;
            out.extend_from_slice(record);
        }
        out[offsets + table.len()] = out.len() as u32;
    }
    let mut form = vec![MAGIC, VERSION, 1];
    form.extend_from_slice(&key.words());
    form.extend(out);
    (form, stored_names)
}

/// `forms` with those equal but for their keys merged into one serving all their keys.
pub(crate) fn merge(forms: Vec<Vec<u32>>) -> Vec<Vec<u32>> {
    let mut merged: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    for form in forms {
        let keys_end = 3 + form[2] as usize * KEY_WORDS;
        let (keys, body) = (&form[3..keys_end], &form[keys_end..]);
        match merged.iter_mut().find(|(_, b)| b.as_slice() == body) {
            Some((k, _)) => k.extend_from_slice(keys),
            None => merged.push((keys.to_vec(), body.to_vec())),
        }
    }
    merged
        .into_iter()
        .map(|(keys, body)| {
            let mut form = vec![MAGIC, VERSION, (keys.len() / KEY_WORDS) as u32];
            form.extend(keys);
            form.extend(body);
            form
        })
        .collect()
}

/// What a storable function refers to.
struct FunctionFacts {
    /// Its own ids, numbered in definition order.
    locals: HashMap<Word, u32>,
    /// Its own ids in definition order (its result id first).
    order: Vec<Word>,
    /// The globals it refers to.
    globals: HashSet<Word>,
    /// The functions it calls, by index.
    callees: Vec<usize>,
}

/// The facts of `f` if it may be stored: every id it refers to is its own, a storable global or
/// a function; its own ids carry plain decorations only.
fn function_facts(
    f: &dr::Function,
    global_index: &HashMap<Word, usize>,
    unstorable: &HashSet<Word>,
    function_index: &HashMap<Word, usize>,
    decorations: &HashMap<Word, Vec<&dr::Instruction>>,
) -> Option<FunctionFacts> {
    let mut locals = HashMap::default();
    let mut order = Vec::new();
    for inst in f.all_inst_iter() {
        if let Some(id) = inst.result_id {
            locals.insert(id, order.len() as u32);
            order.push(id);
        }
    }
    let own = *order.first()?;
    let mut globals = HashSet::default();
    let mut callees = Vec::new();
    for inst in f.all_inst_iter() {
        for r in ids_of(inst) {
            if locals.contains_key(&r) {
                continue;
            }
            if unstorable.contains(&r) {
                return None;
            }
            if global_index.contains_key(&r) {
                globals.insert(r);
            } else if let Some(&k) = function_index.get(&r) {
                if !callees.contains(&k) {
                    callees.push(k);
                }
            } else {
                return None;
            }
        }
    }
    // Decorations on the function itself (linkage) or naming other ids are not carried.
    let plain = order.iter().all(|id| {
        decorations.get(id).into_iter().flatten().all(|d| {
            *id != own
                && d.class.opcode == Op::Decorate
                && !d.operands[1..].iter().any(is_id_operand)
        })
    });
    plain.then_some(FunctionFacts {
        locals,
        order,
        globals,
        callees,
    })
}

fn is_id_operand(o: &Operand) -> bool {
    matches!(
        o,
        Operand::IdRef(_) | Operand::IdScope(_) | Operand::IdMemorySemantics(_)
    )
}

/// The ids `inst` refers to (its result type and id operands).
fn ids_of(inst: &dr::Instruction) -> impl Iterator<Item = Word> + '_ {
    inst.result_type
        .into_iter()
        .chain(inst.operands.iter().filter_map(|o| match *o {
            Operand::IdRef(w) | Operand::IdScope(w) | Operand::IdMemorySemantics(w) => Some(w),
            _ => None,
        }))
}

/// The capabilities a type needs (its own width; what it is made of adds theirs).
fn capabilities_of(inst: &dr::Instruction) -> Vec<u32> {
    use spirv::Capability as C;
    let width = match inst.operands.first() {
        Some(Operand::LiteralBit32(w)) => *w,
        _ => return Vec::new(),
    };
    let cap = match (inst.class.opcode, width) {
        (Op::TypeFloat, 16) => C::Float16,
        (Op::TypeFloat, 64) => C::Float64,
        (Op::TypeInt, 8) => C::Int8,
        (Op::TypeInt, 16) => C::Int16,
        (Op::TypeInt, 64) => C::Int64,
        _ => return Vec::new(),
    };
    vec![cap as u32]
}

/// Appends `inst`'s words to `out`, each id word (result type, result id, id operands) replaced
/// by what `mark` makes of it (its offset in the instruction, the id), where it says.
fn assemble_marked(
    inst: &dr::Instruction,
    out: &mut Vec<u32>,
    mut mark: impl FnMut(usize, Word) -> Option<u32>,
) {
    let start = out.len();
    inst.assemble_into(out);
    let mut at = 1;
    let mut replace = |out: &mut Vec<u32>, at: usize, w: Word| {
        if let Some(v) = mark(at, w) {
            out[start + at] = v;
        }
    };
    if let Some(t) = inst.result_type {
        replace(out, at, t);
        at += 1;
    }
    if let Some(r) = inst.result_id {
        replace(out, at, r);
        at += 1;
    }
    let mut scratch = Vec::new();
    for o in &inst.operands {
        scratch.clear();
        o.assemble_into(&mut scratch);
        if let Operand::IdRef(w) | Operand::IdScope(w) | Operand::IdMemorySemantics(w) = *o {
            replace(out, at, w);
        }
        at += scratch.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words a name is looked up by are those rspirv assembles for it (how the build
    /// script stored it), whatever its length's remainder by four.
    #[test]
    fn string_words_are_the_assembled_literal() {
        for name in [
            "",
            "a",
            "ab",
            "abc",
            "abcd",
            "__oclvk_sin_f32",
            "__oclvk_pow_f32x",
        ] {
            let mut assembled = Vec::new();
            Operand::LiteralString(name.to_string()).assemble_into(&mut assembled);
            assert_eq!(
                string_words(name).collect::<Vec<_>>(),
                assembled,
                "{name:?}"
            );
        }
    }

    /// Equal types and constants are one, short or long; a long one is not mistaken for a
    /// short one it begins with, nor a short one for a shorter one padded with zeros.
    #[test]
    fn interned_globals_are_found_by_their_words() {
        let word0 = |op: Op, len: u32| (len << 16) | op as u32;
        let float = [word0(Op::TypeFloat, 3), 7, 32];
        let zero = [word0(Op::Constant, 4), 7, 8, 0];
        let zero_short = [word0(Op::Constant, 3), 7, 8];
        let members: Vec<u32> = std::iter::once(word0(Op::TypeStruct, 12))
            .chain(std::iter::once(9))
            .chain([7; 10])
            .collect();
        let mut interned = Interned::default();
        assert_eq!(interned.intern(&float, 1, 7), 7);
        assert_eq!(interned.intern(&zero, 2, 8), 8);
        assert_eq!(interned.intern(&members, 1, 9), 9);
        // The first id given for equal words stays.
        assert_eq!(
            interned.intern(&[word0(Op::TypeFloat, 3), 10, 32], 1, 10),
            7
        );
        assert_eq!(
            interned.intern(&[word0(Op::Constant, 4), 7, 12, 0], 2, 11),
            8
        );
        assert_eq!(interned.intern(&zero_short, 2, 12), 12);
        let mut other = members.clone();
        other[1] = 13;
        assert_eq!(interned.intern(&other, 1, 14), 9);
        *other.last_mut().unwrap() = 8;
        assert_eq!(interned.intern(&other, 1, 15), 15);
        assert_eq!(interned.intern(&other[..11], 1, 16), 16);
    }
}
