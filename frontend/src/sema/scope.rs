//! The ordinary-identifier namespace: which [`Binding`] each name has in the nested scopes open at
//! a point of the program.
//!
//! Every identifier use looks a name up and every block opens a scope, so both are kept cheap:
//! the visible binding of each symbol sits in a table indexed by the symbol's number (a lookup is
//! one index, whatever the nesting), and a declaration that hides an outer binding logs what it
//! hid, so closing a scope restores exactly the names that scope declared. Nothing is allocated
//! per scope.

use super::Binding;
use crate::token::Symbol;

/// A binding and the depth of the scope that declared it (0 is file scope).
type Entry = Option<(Binding, u32)>;

#[derive(Debug, Default)]
pub(crate) struct Scopes {
    /// The visible binding of each symbol, by `Symbol.0` (grown on demand).
    visible: Vec<Entry>,
    /// For each declaration in an open block scope, the symbol and the entry it replaced.
    hidden: Vec<(Symbol, Entry)>,
    /// For each open block scope (innermost last), where its declarations start in `hidden`.
    scope_starts: Vec<usize>,
}

impl Scopes {
    pub fn lookup(&self, name: Symbol) -> Option<Binding> {
        self.visible
            .get(name.0 as usize)
            .copied()
            .flatten()
            .map(|(binding, _)| binding)
    }

    /// Declares `name` in the innermost scope; returns its previous binding if that scope had
    /// already declared it (the new one replaces it).
    pub fn declare(&mut self, name: Symbol, binding: Binding) -> Option<Binding> {
        let depth = self.scope_starts.len() as u32;
        let slot = self.slot(name);
        match *slot {
            Some((previous, d)) if d == depth => {
                *slot = Some((binding, depth));
                Some(previous)
            }
            outer => {
                *slot = Some((binding, depth));
                if depth > 0 {
                    self.hidden.push((name, outer));
                }
                None
            }
        }
    }

    /// Declares `name` at file scope, even while block scopes are open (a function's own name,
    /// predefined constants). A block-scope declaration hiding it stays visible until its scope
    /// closes.
    pub fn declare_at_file_scope(&mut self, name: Symbol, binding: Binding) {
        let file_entry = Some((binding, 0));
        let slot = self.slot(name);
        match *slot {
            Some((_, d)) if d > 0 => {
                // Hidden by a block: the first hiding declaration logged the file-scope entry.
                if let Some(first) = self.hidden.iter_mut().find(|(s, _)| *s == name) {
                    first.1 = file_entry;
                }
            }
            _ => *slot = file_entry,
        }
    }

    pub fn push(&mut self) {
        self.scope_starts.push(self.hidden.len());
    }

    /// Closes the innermost block scope, making visible again what its declarations hid.
    pub fn pop(&mut self) {
        let Some(start) = self.scope_starts.pop() else {
            return;
        };
        for (name, entry) in self.hidden.drain(start..).rev() {
            self.visible[name.0 as usize] = entry;
        }
    }

    fn slot(&mut self, name: Symbol) -> &mut Entry {
        let index = name.0 as usize;
        if index >= self.visible.len() {
            self.visible.resize(index + 1, None);
        }
        &mut self.visible[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionId;

    fn function(n: usize) -> Binding {
        Binding::Function(FunctionId::new(n))
    }

    fn seen(scopes: &Scopes, name: Symbol) -> Option<usize> {
        match scopes.lookup(name) {
            Some(Binding::Function(id)) => Some(id.index()),
            _ => None,
        }
    }

    #[test]
    fn inner_declarations_hide_outer_ones_until_their_scope_closes() {
        let (a, b) = (Symbol(100), Symbol(7));
        let mut scopes = Scopes::default();
        assert!(scopes.declare(a, function(1)).is_none());
        scopes.push();
        assert!(scopes.declare(a, function(2)).is_none());
        assert!(scopes.declare(b, function(3)).is_none());
        scopes.push();
        assert!(scopes.declare(a, function(4)).is_none());
        assert_eq!(seen(&scopes, a), Some(4));
        scopes.pop();
        assert_eq!((seen(&scopes, a), seen(&scopes, b)), (Some(2), Some(3)));
        scopes.pop();
        assert_eq!((seen(&scopes, a), seen(&scopes, b)), (Some(1), None));
    }

    #[test]
    fn redeclaring_in_the_same_scope_returns_the_previous_binding() {
        let a = Symbol(3);
        let mut scopes = Scopes::default();
        scopes.push();
        scopes.declare(a, function(1));
        assert_eq!(
            scopes.declare(a, function(2)).map(|_| ()),
            Some(()),
            "same scope"
        );
        scopes.pop();
        assert_eq!(seen(&scopes, a), None);
    }

    #[test]
    fn file_scope_declarations_made_inside_blocks_survive_them() {
        let (a, b) = (Symbol(5), Symbol(6));
        let mut scopes = Scopes::default();
        scopes.push();
        scopes.declare(a, function(1));
        scopes.declare_at_file_scope(a, function(2));
        scopes.declare_at_file_scope(b, function(3));
        assert_eq!((seen(&scopes, a), seen(&scopes, b)), (Some(1), Some(3)));
        scopes.pop();
        assert_eq!((seen(&scopes, a), seen(&scopes, b)), (Some(2), Some(3)));
    }
}
