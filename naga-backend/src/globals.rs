//! OpenCL 2.0 program-scope `global` variables (and `static global` locals) on the portable
//! targets: one storage buffer holding every such variable of the module, a struct whose
//! members lie where the default target's program-global block puts them, so that the
//! reflection's [`DataBlock`] (`ModuleReflection::program_globals`: its size and initial bytes)
//! is the same. The runner creates the buffer from it once per program and binds it to every
//! launch (`BufferSource::ProgramGlobals`), so that values persist between launches as OpenCL
//! requires. A pointer to such a variable is the buffer plus the member's steps, as pointers
//! into argument buffers are.

use crate::module::ModuleWriter;
use crate::types;
use naga::{Handle, ScalarKind, Span};
use oclvk_abi::reflect::DataBlock;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, AddressSpace as Space, GlobalId};
use std::collections::HashMap;

/// The module's program-global buffer: its variable, each IR global's step (the first step of
/// a pointer to it), the block.
///
/// A variable's step is its member of the buffer's struct, except where variables held as
/// words (`records`: holding a union or a struct with 8/16-bit fields) share a word: the
/// words of such a run are one member, the first variable's step, and the others' steps are
/// numbers past the struct's members, which only their views resolve.
pub(crate) struct ProgramGlobals {
    pub var: Handle<naga::GlobalVariable>,
    pub members: HashMap<GlobalId, u32>,
    pub block: DataBlock,
    /// The variables held as words, by step.
    pub views: HashMap<u32, crate::records::WordView>,
    /// The byte within its member's words where a variable held as words starts, by step
    /// (absent: 0).
    pub starts: HashMap<u32, u32>,
}

/// Variables held as words that share words, from the word holding the first one's start to
/// the end of the last one's last word: one member of the block.
struct WordRun {
    start: u64,
    end: u64,
    variables: Vec<(GlobalId, u64)>,
}

/// A member of the block: a variable held as itself, or a run of variables held as words.
enum Slot {
    Plain(GlobalId, u64),
    Words(WordRun),
}

/// The placed variables grouped into the block's members: variables held as words (in the
/// placement order, by offset) join the run before them where they start within its last
/// word.
fn slots(
    m: &ir::Module,
    atomic_records: &crate::records::AtomicRecords,
    placed: Vec<(GlobalId, u64)>,
) -> Vec<Slot> {
    let mut slots = Vec::new();
    for (id, offset) in placed {
        let ty = m.global(id).ty;
        if !crate::records::held_in_words(m, ty, Some(atomic_records)) {
            slots.push(Slot::Plain(id, offset));
            continue;
        }
        let end = offset + m.types.size_of(ty);
        if let Some(Slot::Words(run)) = slots.last_mut() {
            if offset < run.end.next_multiple_of(4) {
                run.end = run.end.max(end);
                run.variables.push((id, offset));
                continue;
            }
        }
        slots.push(Slot::Words(WordRun {
            start: offset / 4 * 4,
            end,
            variables: vec![(id, offset)],
        }));
    }
    slots
}

/// The variables and their byte offsets in the order the default target places them: those
/// with explicit initial bytes first, the one with the longest zero tail last among them, then
/// the all-zero ones (`oclvk_spirv`'s `lower_globals`), each at the next offset its alignment
/// allows. Returns the placements and the block.
fn place(m: &ir::Module) -> (Vec<(GlobalId, u64)>, DataBlock) {
    let mut globals: Vec<GlobalId> = m
        .globals
        .enumerate()
        .filter(|(_, g)| g.space == Space::Global)
        .map(|(id, _)| id)
        .collect();
    globals.sort_by_key(|&id| {
        let g = m.global(id);
        let explicit = g.init.as_ref().map_or(0, Vec::len) as u64;
        (
            explicit == 0,
            m.types.size_of(g.ty).saturating_sub(explicit),
        )
    });
    let mut block = DataBlock {
        size: 0,
        alignment: 1,
        init: Vec::new(),
        relocations: Vec::new(),
    };
    let mut placed = Vec::new();
    for id in globals {
        let g = m.global(id);
        let size = m.types.size_of(g.ty);
        let align = m.types.align_of(g.ty).max(1);
        let offset = block.size.div_ceil(align as u64) * align as u64;
        let init = g.init.as_deref().unwrap_or_default();
        let init = &init[..init.len().min(size as usize)];
        if !init.is_empty() {
            block.init.resize(offset as usize, 0);
            block.init.extend_from_slice(init);
        }
        block.size = offset + size;
        block.alignment = block.alignment.max(align);
        placed.push((id, offset));
    }
    (placed, block)
}

impl ModuleWriter<'_> {
    /// The program-global buffer and the member holding `g`, made on the first use: every
    /// program-scope `global` variable of the module has its member, whichever a kernel uses.
    pub fn program_global(
        &mut self,
        g: GlobalId,
    ) -> Result<(Handle<naga::GlobalVariable>, u32), Diagnostic> {
        if self.program_globals.is_none() {
            self.program_globals = Some(self.make_program_globals()?);
        }
        let globals = self.program_globals.as_ref().expect("made above");
        let var = globals.var;
        let member = globals.members.get(&g).copied().ok_or_else(|| {
            Diagnostic::error(
                self.m.global(g).span,
                "internal error: a program-scope global without a member in the program-global buffer",
            )
        })?;
        if let Some(k) = self.kernel.as_mut() {
            k.program_globals = true;
        }
        Ok((var, member))
    }

    /// How the variable a pointer's first step `step` names in the program-global buffer is
    /// held as words, if it is.
    pub fn program_global_view(&self, step: u32) -> Option<crate::records::WordView> {
        self.program_globals
            .as_ref()
            .and_then(|g| g.views.get(&step).copied())
    }

    /// The byte within its member's words where the variable held as words that step `step`
    /// names starts.
    pub fn program_global_start(&self, step: u32) -> u32 {
        self.program_globals
            .as_ref()
            .and_then(|g| g.starts.get(&step).copied())
            .unwrap_or(0)
    }

    /// Whether `var` is the program-global buffer.
    pub fn is_program_globals(&self, var: Handle<naga::GlobalVariable>) -> bool {
        self.program_globals.as_ref().is_some_and(|g| g.var == var)
    }

    /// Makes the variable at `member` of the program-global buffer `var` atomic (a 32-bit
    /// integer, or an array of them; 64-bit ones where the target has 64-bit atomics), so
    /// that every access to it is an atomic one.
    pub fn make_member_atomic(
        &mut self,
        var: Handle<naga::GlobalVariable>,
        member: u32,
        span: oclvk_frontend::source::Span,
    ) -> Result<(), Diagnostic> {
        let refuse = |name: &str| {
            Err(Diagnostic::error(
                span,
                format!(
                    "an atomic operation on anything but 32-bit integers is not supported on the {name} target"
                ),
            ))
        };
        let ty = self.out.global_variables[var].ty;
        let naga::TypeInner::Struct {
            ref members,
            span: struct_span,
        } = self.out.types[ty].inner
        else {
            return refuse(self.features.name);
        };
        let mut members = members.clone();
        let Some(slot) = members.get_mut(member as usize) else {
            return refuse(self.features.name);
        };
        // 64-bit integers where the target has 64-bit atomics (`min_max64` says which
        // operations MSL's allow).
        let int64_atomics = self.features.int64_atomics != crate::types::Int64Atomics::None;
        let atomic_integer = |s: naga::Scalar| {
            matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint)
                && (s.width == 4 || (s.width == 8 && int64_atomics))
        };
        let atomic = match self.out.types[slot.ty].inner {
            naga::TypeInner::Atomic(_) => return Ok(()),
            naga::TypeInner::Scalar(s) if atomic_integer(s) => naga::TypeInner::Atomic(s),
            naga::TypeInner::Array { base, size, stride } => match self.out.types[base].inner {
                naga::TypeInner::Atomic(_) => return Ok(()),
                naga::TypeInner::Scalar(s) if atomic_integer(s) => {
                    let base = self.naga_ty(naga::TypeInner::Atomic(s));
                    naga::TypeInner::Array { base, size, stride }
                }
                _ => return refuse(self.features.name),
            },
            _ => return refuse(self.features.name),
        };
        slot.ty = self.naga_ty(atomic);
        let name = self.out.types[ty].name.clone();
        let new = self.out.types.insert(
            naga::Type {
                name,
                inner: naga::TypeInner::Struct {
                    members,
                    span: struct_span,
                },
            },
            Span::UNDEFINED,
        );
        self.out.global_variables.get_mut(var).ty = new;
        Ok(())
    }

    fn make_program_globals(&mut self) -> Result<ProgramGlobals, Diagnostic> {
        let m = self.m;
        let (placed, block) = place(m);
        let mut members = Vec::new();
        let mut index = HashMap::new();
        let mut views = HashMap::new();
        let mut starts = HashMap::new();
        for (id, _) in &placed {
            let g = m.global(*id);
            if !g.relocations.is_empty() {
                return Err(Diagnostic::error(
                    g.span,
                    format!(
                        "a pointer kept in memory ('{}') is not supported on the {} target",
                        g.name, self.features.name
                    ),
                ));
            }
        }
        let slots = slots(m, &self.atomic_records, placed);
        // The steps of the variables after the first of each run, past the struct's members.
        let mut next_alias = slots.len() as u32;
        for slot in slots {
            let member = members.len() as u32;
            match slot {
                Slot::Plain(id, offset) => {
                    let g = m.global(id);
                    types::check_memory_layout(m, &self.features, g.ty, g.span)?;
                    index.insert(id, member);
                    members.push(naga::StructMember {
                        name: Some(g.name.clone()),
                        ty: self.ty(g.ty, g.span)?,
                        binding: None,
                        offset: offset as u32,
                    });
                }
                Slot::Words(run) => {
                    for (k, &(id, offset)) in run.variables.iter().enumerate() {
                        let step = match k {
                            0 => member,
                            _ => {
                                next_alias += 1;
                                next_alias - 1
                            }
                        };
                        let view = crate::records::WordView {
                            ty: m.global(id).ty,
                            runtime: false,
                            member: Some(member),
                        };
                        views.insert(step, view);
                        starts.insert(step, (offset - run.start) as u32);
                        index.insert(id, step);
                    }
                    let words = crate::records::words(run.end.next_multiple_of(4) - run.start);
                    let ty = self.word_array(naga::ArraySize::Constant(
                        std::num::NonZeroU32::new(words).unwrap_or(std::num::NonZeroU32::MIN),
                    ));
                    let names: Vec<&str> = run
                        .variables
                        .iter()
                        .map(|&(id, _)| m.global(id).name.as_str())
                        .collect();
                    members.push(naga::StructMember {
                        name: Some(names.join("_")),
                        ty,
                        binding: None,
                        offset: run.start as u32,
                    });
                }
            }
        }
        // The buffer holds the whole struct (a binding smaller than the shader's struct is
        // refused): the block's size rounded up to its alignment and to whole words.
        let align = block.alignment.max(4) as u64;
        let span = (block.size.div_ceil(align) * align) as u32;
        let block = DataBlock {
            size: span as u64,
            ..block
        };
        let ty = self.out.types.insert(
            naga::Type {
                name: Some("oclvk_program_globals_t".into()),
                inner: naga::TypeInner::Struct { members, span },
            },
            Span::UNDEFINED,
        );
        let var = self.read_write_storage("oclvk_program_globals", ty);
        Ok(ProgramGlobals {
            var,
            members: index,
            block,
            views,
            starts,
        })
    }
}
