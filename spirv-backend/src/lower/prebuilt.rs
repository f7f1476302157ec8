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
//! writer numbers a call of one like any function, and [`link`] appends the stored words to the
//! module it assembled. Functions with pointer parameters, and any a stored form lacks, are
//! written from their IR as before.

use rspirv::binary::Assemble;
use rspirv::dr::{self, Operand};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::{Op, Word};

/// The first word of a stored form, "oclp".
const MAGIC: u32 = 0x6f63_6c70;
/// Bumped whenever the encoding changes.
const VERSION: u32 = 1;

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

/// Relocation kinds, in the low two bits of a relocation word (the offset above them); the id
/// word itself holds the index.
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
        let wanted = string_words(name);
        let (count, _) = self.table(0);
        let (mut lo, mut hi) = (0, count);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let entry = self.record(0, mid);
            match entry[1..].cmp(&wanted[..]) {
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
        let sizes = take(3);
        let words = take((sizes[0] + sizes[1] + sizes[2]) as usize);
        let n = take(1)[0] as usize;
        let relocs = take(n);
        FunctionRecord {
            flags,
            locals,
            callees,
            capabilities,
            names: sizes[0] as usize,
            decorations: sizes[1] as usize,
            words,
            relocs,
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
    flags: u32,
    locals: u32,
    callees: &'static [u32],
    capabilities: &'static [u32],
    /// Of `words`: the names' words, then the decorations', then the function's.
    names: usize,
    decorations: usize,
    words: &'static [u32],
    relocs: &'static [u32],
}

/// A SPIR-V literal string's words.
fn string_words(s: &str) -> Vec<u32> {
    let mut words = Vec::with_capacity(s.len() / 4 + 1);
    Operand::LiteralString(s.to_string()).assemble_into(&mut words);
    words
}

/// What the writer needs before it finishes a module that calls stored functions `called`:
/// the capabilities of every function they reach, and whether one reads the fused-fma
/// specialization constant.
pub(crate) fn needs(lib: Library, called: &[(usize, Word)]) -> (Vec<u32>, bool) {
    let mut capabilities = Vec::new();
    let mut fused_fma = false;
    for k in reached(lib, called) {
        let f = lib.function_record(k);
        capabilities.extend_from_slice(f.capabilities);
        fused_fma |= f.flags & READS_FUSED_FMA != 0;
    }
    (capabilities, fused_fma)
}

/// The stored functions `called` reach, in the order they are copied.
fn reached(lib: Library, called: &[(usize, Word)]) -> Vec<usize> {
    let mut seen = HashSet::default();
    let mut order = Vec::new();
    let mut pending: Vec<usize> = called.iter().rev().map(|&(k, _)| k).collect();
    while let Some(k) = pending.pop() {
        if seen.insert(k) {
            order.push(k);
            let f = lib.function_record(k);
            pending.extend(f.callees.iter().rev().map(|&c| c as usize));
        }
    }
    order
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

/// `module` (an assembled module whose functions call the stored functions `called`, each by
/// the id the writer gave it) with the functions they reach appended: their ids renumbered
/// from the module's bound, their types, constants and ext-inst imports the module's equal
/// ones or added, their names and decorations with the module's.
pub(crate) fn link(module: Vec<u32>, lib: Library, called: &[(usize, Word)]) -> Vec<u32> {
    let Some(sections) = sections(&module) else {
        return module;
    };
    let mut linker = Linker {
        lib,
        bound: module[3],
        globals: HashMap::default(),
        existing: HashMap::default(),
        imports: HashMap::default(),
        fused_fma: None,
        new_imports: Vec::new(),
        new_globals: Vec::new(),
        new_annotations: Vec::new(),
    };
    linker.index(&module, &sections);
    let mut functions: HashMap<usize, Word> = called.iter().copied().collect();
    let order = reached(lib, called);
    for &k in &order {
        functions.entry(k).or_insert_with(|| {
            linker.bound += 1;
            linker.bound - 1
        });
    }
    let mut names = Vec::new();
    let mut bodies = Vec::new();
    for &k in &order {
        let f = lib.function_record(k);
        let base = linker.bound;
        linker.bound += f.locals;
        let mut words = f.words.to_vec();
        for &r in f.relocs {
            let at = (r >> 2) as usize;
            let v = words[at];
            words[at] = match r & 3 {
                LOCAL => base + v,
                GLOBAL => linker.global(v as usize),
                _ => functions[&(v as usize)],
            };
        }
        names.extend_from_slice(&words[..f.names]);
        linker
            .new_annotations
            .extend_from_slice(&words[f.names..f.names + f.decorations]);
        bodies.extend_from_slice(&words[f.names + f.decorations..]);
    }
    let mut out = Vec::with_capacity(
        module.len()
            + linker.new_imports.len()
            + names.len()
            + linker.new_annotations.len()
            + linker.new_globals.len()
            + bodies.len(),
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
    out.extend_from_slice(&bodies);
    out[3] = linker.bound;
    out
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

struct Linker {
    lib: Library,
    bound: Word,
    /// Stored global to the module's id.
    globals: HashMap<usize, Word>,
    /// The module's undecorated types and constants, by their words without the result id.
    existing: HashMap<Vec<u32>, Word>,
    /// The module's ext-inst imports, by their name's words.
    imports: HashMap<Vec<u32>, Word>,
    /// The module's fused-fma specialization constant.
    fused_fma: Option<Word>,
    new_imports: Vec<u32>,
    new_globals: Vec<u32>,
    new_annotations: Vec<u32>,
}

impl Linker {
    fn index(&mut self, module: &[u32], s: &Sections) {
        let mut decorated = HashSet::default();
        for (at, inst) in instructions(module, 5) {
            if at >= s.globals_end {
                break;
            }
            let op = opcode(inst);
            if op == Op::ExtInstImport as u32 && inst.len() > 2 {
                self.imports.insert(inst[2..].to_vec(), inst[1]);
            } else if is_annotation(op) && inst.len() > 1 {
                decorated.insert(inst[1]);
                if op == Op::Decorate as u32
                    && inst.len() == 4
                    && inst[2] == spirv::Decoration::SpecId as u32
                    && inst[3] == crate::reflect::FUSED_FMA_SPEC_ID
                {
                    self.fused_fma = Some(inst[1]);
                }
            } else if at >= s.annotations_end && is_internable(op) {
                let r = result_word(op);
                if let Some(&id) = inst.get(r) {
                    if !decorated.contains(&id) {
                        let mut key = inst.to_vec();
                        key.remove(r);
                        self.existing.entry(key).or_insert(id);
                    }
                }
            }
        }
    }

    /// The module's id for stored global `k`, interned or added with what it refers to first.
    fn global(&mut self, k: usize) -> Word {
        if let Some(&id) = self.globals.get(&k) {
            return id;
        }
        let g = self.lib.global(k);
        let mut inst = g.inst.to_vec();
        for &r in g.relocs {
            let at = (r >> 2) as usize;
            inst[at] = self.global(inst[at] as usize);
        }
        let id = if g.flags & FUSED_FMA != 0 {
            // The writer declared it (`needs`).
            self.fused_fma.unwrap_or(0)
        } else if g.flags & IMPORT != 0 {
            let name = inst[2..].to_vec();
            match self.imports.get(&name) {
                Some(&id) => id,
                None => {
                    let id = self.fresh();
                    inst[1] = id;
                    self.new_imports.extend_from_slice(&inst);
                    self.imports.insert(name, id);
                    id
                }
            }
        } else {
            let r = result_word(opcode(&inst));
            let mut key = inst.clone();
            key.remove(r);
            let known = (g.flags & DECORATED == 0)
                .then(|| self.existing.get(&key).copied())
                .flatten();
            match known {
                Some(id) => id,
                None => {
                    let id = self.fresh();
                    inst[r] = id;
                    self.new_globals.extend_from_slice(&inst);
                    if g.flags & DECORATED == 0 {
                        self.existing.insert(key, id);
                    }
                    let start = self.new_annotations.len();
                    self.new_annotations.extend_from_slice(g.decorations);
                    for (at, _) in instructions(g.decorations, 0) {
                        self.new_annotations[start + at + 1] = id;
                    }
                    id
                }
            }
        };
        self.globals.insert(k, id);
        id
    }

    fn fresh(&mut self) -> Word {
        self.bound += 1;
        self.bound - 1
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
        for inst in function_instructions(f) {
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
        record.extend([names.len() as u32, decs.len() as u32, body.len() as u32]);
        record.extend_from_slice(&names);
        record.extend_from_slice(&decs);
        record.extend_from_slice(&body);
        record.push(relocs.len() as u32);
        record.extend_from_slice(&relocs);
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
            Some((string_words(name), k as u32))
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

fn function_instructions(f: &dr::Function) -> impl Iterator<Item = &dr::Instruction> {
    f.def
        .iter()
        .chain(&f.parameters)
        .chain(
            f.blocks
                .iter()
                .flat_map(|b| b.label.iter().chain(&b.instructions)),
        )
        .chain(&f.end)
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
    for inst in function_instructions(f) {
        if let Some(id) = inst.result_id {
            locals.insert(id, order.len() as u32);
            order.push(id);
        }
    }
    let own = *order.first()?;
    let mut globals = HashSet::default();
    let mut callees = Vec::new();
    for inst in function_instructions(f) {
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
