//! The [`TranslationUnit`]: the arenas every node lives in, and the handles and lists that
//! refer to them (see the storage notes in the parent module).

use super::*;
use crate::arena::{Arena, Handle};
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// Handle of an expression in [`TranslationUnit::exprs`].
pub type ExprId = Handle<Expr>;

/// Handle of a statement in [`TranslationUnit::stmts`].
pub type StmtId = Handle<Stmt>;

/// Handle of a declaration inside a function body in [`TranslationUnit::block_decls`].
pub type DeclId = Handle<Declaration>;

/// Handle of a type name (of a cast, `sizeof`, a literal) in [`TranslationUnit::type_names`].
pub type TypeNameId = Handle<TypeName>;

/// Handle of a compound literal's list in [`TranslationUnit::init_lists`].
pub type InitListId = Handle<InitList>;

/// Handle of a `struct`/`union` specifier in [`TranslationUnit::records`].
pub type RecordId = Handle<RecordSpec>;

/// Handle of an `enum` specifier in [`TranslationUnit::enums`].
pub type EnumId = Handle<EnumSpec>;

/// A run of items in one of the unit's list arenas (the one for `T`, see [`ListItem`]);
/// `&tu[list]` is the slice. Nodes hold these instead of a `Vec` each.
pub struct List<T> {
    start: u32,
    len: u32,
    item: PhantomData<fn() -> T>,
}

/// Call arguments and vector literal elements.
pub type ExprList = List<ExprId>;
/// The items of a compound statement.
pub type StmtList = List<StmtId>;
/// The specifiers of a declaration.
pub type DeclSpecList = List<DeclSpec>;
/// The declarators of a declaration.
pub type InitDeclaratorList = List<InitDeclarator>;

impl<T> List<T> {
    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

// Written out: derives would require `T` itself to be `Copy`, `Default`, ...
impl<T> Clone for List<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for List<T> {}

impl<T> Default for List<T> {
    fn default() -> Self {
        List {
            start: 0,
            len: 0,
            item: PhantomData,
        }
    }
}

impl<T> PartialEq for List<T> {
    fn eq(&self, other: &Self) -> bool {
        (self.start, self.len) == (other.start, other.len)
    }
}

impl<T> Eq for List<T> {}

impl<T> std::fmt::Debug for List<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "List({}..+{})", self.start, self.len)
    }
}

/// The item types with a list arena in [`TranslationUnit`].
pub trait ListItem: Sized {
    fn arena(tu: &TranslationUnit) -> &Vec<Self>;
    fn arena_mut(tu: &mut TranslationUnit) -> &mut Vec<Self>;
}

macro_rules! list_arenas {
    ($($item:ty => $field:ident,)*) => {$(
        impl ListItem for $item {
            fn arena(tu: &TranslationUnit) -> &Vec<Self> {
                &tu.$field
            }
            fn arena_mut(tu: &mut TranslationUnit) -> &mut Vec<Self> {
                &mut tu.$field
            }
        }
    )*};
}

list_arenas! {
    ExprId => expr_lists,
    StmtId => stmt_lists,
    DeclSpec => decl_specs,
    InitDeclarator => init_declarators,
    Ident => idents,
}

/// A parsed file: its top-level declarations plus the expression and statement arenas.
#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub decls: Vec<ExternalDecl>,
    pub exprs: Arena<Expr>,
    pub stmts: Arena<Stmt>,
    /// The items of every [`ExprList`], back to back (likewise the next three).
    pub expr_lists: Vec<ExprId>,
    pub stmt_lists: Vec<StmtId>,
    pub decl_specs: Vec<DeclSpec>,
    pub init_declarators: Vec<InitDeclarator>,
    /// Declarations in function bodies (statements and `for` initializers), by [`DeclId`].
    pub block_decls: Arena<Declaration>,
    /// The pieces of string literals.
    pub idents: Vec<Ident>,
    /// The type names of expressions, by [`TypeNameId`], and compound literals' lists, by
    /// [`InitListId`]: expression nodes hold only handles, so they own no memory and emptying
    /// the expression arena visits none of them.
    pub type_names: Arena<TypeName>,
    pub init_lists: Arena<InitList>,
    /// `struct`, `union` and `enum` specifiers, by [`RecordId`] and [`EnumId`]: likewise,
    /// declaration specifiers own no memory.
    pub records: Arena<RecordSpec>,
    pub enums: Arena<EnumSpec>,
}

impl TranslationUnit {
    pub fn add_expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.exprs.push(Expr { kind, span })
    }

    pub fn add_stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.stmts.push(Stmt { kind, span })
    }

    /// Moves the items of `open` from `base` on to the end of their list arena (a block copy),
    /// leaving `open` cut back to `base`: the parser gathers a list's items on a stack shared
    /// with the lists nested in it.
    pub fn add_list_from<T: ListItem + Copy>(&mut self, open: &mut Vec<T>, base: usize) -> List<T> {
        let items = open.get(base..).unwrap_or_default();
        let arena = T::arena_mut(self);
        let start = arena.len();
        arena.extend_from_slice(items);
        open.truncate(base);
        List {
            start: start as u32,
            len: (arena.len() - start) as u32,
            item: PhantomData,
        }
    }

    /// The list of the items pushed onto their arena from index `start` on (a list the parser
    /// builds in place at the end of the arena).
    pub fn list_since<T: ListItem>(&self, start: usize) -> List<T> {
        let len = T::arena(self).len().saturating_sub(start);
        List {
            start: start as u32,
            len: len as u32,
            item: PhantomData,
        }
    }

    /// Moves `items` to the end of their list arena.
    pub fn add_list<T: ListItem>(&mut self, items: impl IntoIterator<Item = T>) -> List<T> {
        let arena = T::arena_mut(self);
        let start = arena.len();
        arena.extend(items);
        List {
            start: start as u32,
            len: (arena.len() - start) as u32,
            item: PhantomData,
        }
    }

    /// Empties every node arena, keeping the memory for the nodes that come next. Every id and
    /// list handed out so far is dead afterwards: the driver that checks declarations while
    /// later ones are parsed reuses trees this way (see `crate::parse::DeclParser`).
    pub fn clear(&mut self) {
        let TranslationUnit {
            decls,
            exprs,
            stmts,
            expr_lists,
            stmt_lists,
            decl_specs,
            init_declarators,
            block_decls,
            idents,
            type_names,
            init_lists,
            records,
            enums,
        } = self;
        decls.clear();
        exprs.clear();
        stmts.clear();
        expr_lists.clear();
        stmt_lists.clear();
        decl_specs.clear();
        init_declarators.clear();
        block_decls.clear();
        idents.clear();
        type_names.clear();
        init_lists.clear();
        records.clear();
        enums.clear();
    }

    /// Makes room in every arena for as many nodes as `other` holds, so that a fresh tree that
    /// follows one of similar size does not grow (and copy) its arenas step by step.
    pub fn reserve_like(&mut self, other: &TranslationUnit) {
        fn room<T, U>(arena: &mut Vec<T>, like: &[U]) {
            arena.reserve(like.len().saturating_sub(arena.len()));
        }
        fn arena_room<T>(arena: &mut Arena<T>, like: &Arena<T>) {
            arena.reserve(like.len().saturating_sub(arena.len()));
        }
        room(&mut self.decls, &other.decls);
        arena_room(&mut self.exprs, &other.exprs);
        arena_room(&mut self.stmts, &other.stmts);
        room(&mut self.expr_lists, &other.expr_lists);
        room(&mut self.stmt_lists, &other.stmt_lists);
        room(&mut self.decl_specs, &other.decl_specs);
        room(&mut self.init_declarators, &other.init_declarators);
        arena_room(&mut self.block_decls, &other.block_decls);
        room(&mut self.idents, &other.idents);
        arena_room(&mut self.type_names, &other.type_names);
        arena_room(&mut self.init_lists, &other.init_lists);
        arena_room(&mut self.records, &other.records);
        arena_room(&mut self.enums, &other.enums);
    }

    pub fn add_block_decl(&mut self, decl: Declaration) -> DeclId {
        self.block_decls.push(decl)
    }

    pub fn add_type_name(&mut self, type_name: TypeName) -> TypeNameId {
        self.type_names.push(type_name)
    }

    pub fn add_init_list(&mut self, list: InitList) -> InitListId {
        self.init_lists.push(list)
    }

    pub fn add_record(&mut self, record: RecordSpec) -> RecordId {
        self.records.push(record)
    }

    pub fn add_enum(&mut self, spec: EnumSpec) -> EnumId {
        self.enums.push(spec)
    }

    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }

    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }
}

impl Index<ExprId> for TranslationUnit {
    type Output = Expr;
    fn index(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }
}

impl IndexMut<ExprId> for TranslationUnit {
    fn index_mut(&mut self, id: ExprId) -> &mut Expr {
        &mut self.exprs[id]
    }
}

impl<T: ListItem> Index<List<T>> for TranslationUnit {
    type Output = [T];
    fn index(&self, list: List<T>) -> &[T] {
        &T::arena(self)[list.start as usize..][..list.len as usize]
    }
}

impl Index<DeclId> for TranslationUnit {
    type Output = Declaration;
    fn index(&self, id: DeclId) -> &Declaration {
        &self.block_decls[id]
    }
}

impl Index<TypeNameId> for TranslationUnit {
    type Output = TypeName;
    fn index(&self, id: TypeNameId) -> &TypeName {
        &self.type_names[id]
    }
}

impl Index<InitListId> for TranslationUnit {
    type Output = InitList;
    fn index(&self, id: InitListId) -> &InitList {
        &self.init_lists[id]
    }
}

impl Index<RecordId> for TranslationUnit {
    type Output = RecordSpec;
    fn index(&self, id: RecordId) -> &RecordSpec {
        &self.records[id]
    }
}

impl Index<EnumId> for TranslationUnit {
    type Output = EnumSpec;
    fn index(&self, id: EnumId) -> &EnumSpec {
        &self.enums[id]
    }
}

impl Index<StmtId> for TranslationUnit {
    type Output = Stmt;
    fn index(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }
}

impl IndexMut<StmtId> for TranslationUnit {
    fn index_mut(&mut self, id: StmtId) -> &mut Stmt {
        &mut self.stmts[id]
    }
}
