//! Which identifiers name types, scope by scope.
//!
//! A dense table indexed by symbol number holds each name's current binding; entering a scope
//! records a mark in an undo log and leaving it restores every binding changed since. Only what
//! the grammar needs is tracked: whether a name is a type (and, for the vector-literal syntax,
//! whether it is a vector type) or an ordinary identifier that shadows one.

use crate::ast::BuiltinType;
use crate::token::{Interner, Keyword, Symbol};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Binding {
    Unbound,
    /// A variable, function, parameter or enumerator.
    Ordinary,
    /// A user typedef; `vector` when it names a vector type (`typedef float4 v;`).
    Typedef {
        vector: bool,
    },
    /// An OpenCL predefined type name, not shadowed.
    Builtin(BuiltinType),
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    binding: Binding,
    /// GNU alternate keyword spellings (`__inline__`).
    alias: Option<Keyword>,
}

const EMPTY: Entry = Entry {
    binding: Binding::Unbound,
    alias: None,
};

/// GNU spellings that clang accepts as the keyword they alias.
const ALIASES: [(&str, Keyword); 8] = [
    ("__inline__", Keyword::Inline),
    ("__signed__", Keyword::Signed),
    ("__signed", Keyword::Signed),
    ("__volatile__", Keyword::Volatile),
    ("__restrict__", Keyword::Restrict),
    ("__const__", Keyword::Const),
    ("__alignof__", Keyword::Alignof),
    ("__alignof", Keyword::Alignof),
];

/// The predefined type names, spelled once per process rather than once per parse.
fn builtin_names() -> &'static [(BuiltinType, String)] {
    static NAMES: std::sync::OnceLock<Vec<(BuiltinType, String)>> = std::sync::OnceLock::new();
    NAMES.get_or_init(BuiltinType::all)
}

pub(crate) struct NameTable {
    entries: Vec<Entry>,
    undo: Vec<(Symbol, Binding)>,
    scope_marks: Vec<usize>,
    /// `__extension__`, which the parser skips.
    pub extension: Symbol,
}

impl NameTable {
    pub fn new(interner: &mut Interner) -> NameTable {
        let builtins = builtin_names();
        let mut named: Vec<(Symbol, Entry)> = Vec::with_capacity(builtins.len() + ALIASES.len());
        for (ty, name) in builtins {
            let entry = Entry {
                binding: Binding::Builtin(*ty),
                alias: None,
            };
            named.push((interner.intern(name), entry));
        }
        for (name, kw) in ALIASES {
            let entry = Entry {
                binding: Binding::Unbound,
                alias: Some(kw),
            };
            named.push((interner.intern(name), entry));
        }
        let extension = interner.intern("__extension__");
        // Every symbol of the tokens was interned before this, so the table covers them all.
        let mut entries = vec![EMPTY; interner.len()];
        for (sym, entry) in named {
            entries[sym.0 as usize] = entry;
        }
        NameTable {
            entries,
            undo: Vec::new(),
            scope_marks: Vec::new(),
            extension,
        }
    }

    pub fn binding(&self, sym: Symbol) -> Binding {
        self.entries
            .get(sym.0 as usize)
            .map_or(Binding::Unbound, |e| e.binding)
    }

    pub fn alias(&self, sym: Symbol) -> Option<Keyword> {
        self.entries.get(sym.0 as usize).and_then(|e| e.alias)
    }

    pub fn is_type(&self, sym: Symbol) -> bool {
        matches!(
            self.binding(sym),
            Binding::Typedef { .. } | Binding::Builtin(_)
        )
    }

    pub fn bind(&mut self, sym: Symbol, binding: Binding) {
        let Some(entry) = self.entries.get_mut(sym.0 as usize) else {
            return;
        };
        if entry.binding == binding {
            return;
        }
        // At file scope there is nothing to restore; elsewhere remember the outer binding.
        if !self.scope_marks.is_empty() {
            self.undo.push((sym, entry.binding));
        }
        entry.binding = binding;
    }

    pub fn push_scope(&mut self) {
        self.scope_marks.push(self.undo.len());
    }

    pub fn pop_scope(&mut self) {
        let Some(mark) = self.scope_marks.pop() else {
            return;
        };
        while self.undo.len() > mark {
            let Some((sym, old)) = self.undo.pop() else {
                break;
            };
            if let Some(entry) = self.entries.get_mut(sym.0 as usize) {
                entry.binding = old;
            }
        }
    }
}
