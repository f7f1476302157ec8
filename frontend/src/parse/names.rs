//! Which identifiers name types, scope by scope.
//!
//! A dense table indexed by symbol number holds each name's current binding; entering a scope
//! records a mark in an undo log and leaving it restores every binding changed since. Only what
//! the grammar needs is tracked: whether a name is a type (and, for the vector-literal syntax,
//! whether it is a vector type) or an ordinary identifier that shadows one.
//!
//! The same table says which symbols are keywords in the language version being parsed (GNU
//! alternate spellings included), so that classifying an identifier token is one lookup.

use crate::ast::BuiltinType;
use crate::options::LangOptions;
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
    /// The keyword the symbol is, if it is one in this language version, or a GNU alternate
    /// spelling of one (`__inline__`).
    keyword: Option<Keyword>,
}

const EMPTY: Entry = Entry {
    binding: Binding::Unbound,
    keyword: None,
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

/// Interns the names the parser knows from the start (the predefined type names, the GNU
/// keyword spellings, `__extension__`); the parser's name table needs them interned. The driver does
/// this before preprocessing, so that an interner copied then already has them (see
/// `crate::pipeline`).
pub fn intern_predefined_names(interner: &mut Interner) {
    for (_, name) in builtin_names() {
        interner.intern(name);
    }
    for (name, _) in ALIASES {
        interner.intern(name);
    }
    interner.intern(EXTENSION);
}

/// GNU's marker the parser skips.
const EXTENSION: &str = "__extension__";

impl NameTable {
    /// The table at file scope, with the predefined names bound and the keywords of the language
    /// `options` select marked. `interner` must hold the predefined names
    /// ([`intern_predefined_names`]); symbols interned later start out unbound.
    pub fn new(interner: &Interner, options: &LangOptions) -> NameTable {
        let symbol = |name: &str| {
            let symbol = interner.get(name);
            debug_assert!(symbol.is_some(), "'{name}' is not interned");
            symbol
        };
        let mut entries = vec![EMPTY; interner.len()];
        let mut set = |name: &str, entry: Entry| {
            if let Some(sym) = symbol(name) {
                entries[sym.0 as usize] = entry;
            }
        };
        for (ty, name) in builtin_names() {
            let entry = Entry {
                binding: Binding::Builtin(*ty),
                keyword: None,
            };
            set(name, entry);
        }
        for (name, kw) in ALIASES {
            let entry = Entry {
                binding: Binding::Unbound,
                keyword: Some(kw),
            };
            set(name, entry);
        }
        // Last: a predefined name spelled like a keyword stays the keyword, as before.
        for &keyword in Keyword::ALL {
            let active = match keyword {
                // `generic` and `pipe` are identifiers before OpenCL C 2.0.
                Keyword::Generic | Keyword::Pipe => options.std.has_generic_address_space(),
                // `uniform` is reserved by no OpenCL C version clang implements.
                Keyword::Uniform => false,
                _ => true,
            };
            if let Some(entry) = entries.get_mut(keyword.symbol().0 as usize) {
                entry.keyword = active.then_some(keyword);
            }
        }
        // Never a symbol of the tokens when not interned.
        let extension = symbol(EXTENSION).unwrap_or(Symbol(u32::MAX));
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

    /// The keyword an identifier with this spelling is (see [`Self::new`]).
    #[inline]
    pub fn keyword(&self, sym: Symbol) -> Option<Keyword> {
        self.entries.get(sym.0 as usize).and_then(|e| e.keyword)
    }

    /// Neither a keyword nor a type name: an identifier can name a value (one lookup).
    #[inline]
    pub fn is_ordinary_name(&self, sym: Symbol) -> bool {
        self.entries.get(sym.0 as usize).is_none_or(|e| {
            e.keyword.is_none()
                && !matches!(e.binding, Binding::Typedef { .. } | Binding::Builtin(_))
        })
    }

    pub fn is_type(&self, sym: Symbol) -> bool {
        matches!(
            self.binding(sym),
            Binding::Typedef { .. } | Binding::Builtin(_)
        )
    }

    pub fn bind(&mut self, sym: Symbol, binding: Binding) {
        let index = sym.0 as usize;
        if index >= self.entries.len() {
            // A symbol interned after the table was made (the tokens arrive while the
            // preprocessor interns new names).
            if binding == Binding::Unbound {
                return;
            }
            self.entries.resize(index + 1, EMPTY);
        }
        let entry = &mut self.entries[index];
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
