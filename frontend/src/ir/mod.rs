//! The typed IR: sema's output and the backend's only input.
//!
//! Invariants every producer guarantees and every consumer may rely on:
//! - every expression has a type ([`Expr::ty`]), and operands already have the types the operation
//!   needs: sema inserts every implicit conversion as an explicit [`ExprKind::Convert`] (usual
//!   arithmetic conversions, scalar-to-vector widening, integer promotions, conditions to `bool`);
//! - every pointer type carries its address space; generic pointers appear only in CL2.0+ modules;
//! - every call is resolved: to a user function ([`ExprKind::Call`]) or to one builtin overload
//!   ([`ExprKind::Builtin`]); names are gone, handles remain;
//! - control flow is structured (`If`, `Loop`, `Switch`, `Break`, `Continue`, `Return`); there is
//!   no `goto` (sema rejects it);
//! - lvalues are pointers: a variable reference is [`ExprKind::LocalAddr`] /
//!   [`ExprKind::GlobalAddr`] (a pointer), reading it is [`ExprKind::Load`], writing is
//!   [`ExprKind::Store`]; element and member access compute pointers ([`ExprKind::ElementPtr`],
//!   [`ExprKind::FieldPtr`]) so that `a[i].x = v` is one store through one computed pointer;
//! - evaluation order is the tree's left-to-right order; [`ExprKind::Let`] names a value that is
//!   used more than once (compound assignment, `++`), so nothing is evaluated twice: within a
//!   function an expression is the operand of at most one expression or statement, so a body is
//!   a tree. The one exception is [`ExprKind::is_shareable_leaf`]: a literal, a parameter's
//!   value, a temporary or a local's or global's address has no operand and no effect, so using
//!   it twice is evaluating it once; sema shares them (the `Temp` a compound assignment reads
//!   and writes through, the local an initializer stores into member by member);
//! - objects of [`Type::Atomic`] type are read and written only by atomic builtins (sema turns
//!   C's reads of them into `atomic_load`), never by `Load`/`Store`.
//!
//! [`validate`] checks these invariants (debug builds run it after sema and after every backend
//! rewrite of the IR).
//!
//! Passes and analyses walk a body's statements through one traversal ([`Stmt::for_each_part`],
//! and on blocks [`Block::for_each_stmt`], [`Block::for_each_expr`] and their `_mut` forms),
//! the only place outside the printer, parser, binary form, validator and writers that matches
//! every statement kind; [`Function::for_each_operand`] gives an expression's operands.
//!
//! Entities live in typed arenas ([`Arena`]): per module (types, structs, globals, functions) or
//! per function (locals, expressions), each named by a [`Handle`] of its item type, which indexes
//! only its own arena; side tables keyed by a handle are a [`HandleVec`]. Every IR item prints
//! itself ([`std::fmt::Display`] via [`Module::display`]); golden tests compare that text, and
//! [`parse`] reads it back.

pub mod binary;
pub mod builtin;
mod display;
/// Half-precision encoding (the ABI crate's, which the runner shares).
pub use oclvk_abi::half;
mod parse;
pub mod subgroup;
pub mod types;
mod validate;
mod walk;

pub use builtin::{Builtin, Rounding, SimpleBuiltin};
pub use parse::{parse, ParseError};
pub use subgroup::{GroupOp, GroupScan, MaskKind, SubGroupBuiltin};
pub use types::{
    Access, AddressSpace, Field, ImageDim, PointeeQualifiers, Scalar, StructDef, StructId, Type,
    TypeArena, TypeId, MAX_TYPE_SIZE,
};
pub use validate::{validate, Place, Problem, User, ValidationError};
pub use walk::{StmtPart, StmtPartMut};

use crate::source::Span;

pub use crate::arena::{Arena, BoxedArena, Handle, HandleVec};

/// A function of [`Module::functions`].
pub type FunctionId = Handle<Function>;

/// A global of [`Module::globals`].
pub type GlobalId = Handle<Global>;

/// A function's local variable (parameters are copied into locals by sema when they are
/// assigned or have their address taken; otherwise they are read with [`ExprKind::Param`]).
pub type LocalId = Handle<Local>;

/// An expression of [`Function::exprs`].
pub type ExprId = Handle<Expr>;

/// A value bound by [`ExprKind::Let`]: temporaries have no arena, they are numbered per function
/// ([`Function::first_free_temp`]), and tables keyed by them are `HandleVec<Temp, _>`.
pub type TempId = Handle<Temp>;

/// What a [`TempId`] names: a value, which lives in no arena (so no value of this type exists).
#[derive(Clone, Copy, Debug)]
pub enum Temp {}

#[derive(Clone, Debug, Default)]
pub struct Module {
    pub types: TypeArena,
    pub globals: Arena<Global>,
    /// Boxed: a module of many functions grows its list by pointers, not by copying every
    /// function into fresh memory at each doubling.
    pub functions: BoxedArena<Function>,
    /// The OpenCL C version the module was checked against (120, 200, 300).
    pub opencl_c_version: u32,
}

impl Module {
    pub fn function(&self, id: FunctionId) -> &Function {
        &self.functions[id]
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id]
    }

    pub fn kernels(&self) -> impl Iterator<Item = (FunctionId, &Function)> {
        self.functions
            .enumerate()
            .filter(|(_, f)| f.kernel.is_some())
    }

    pub fn function_ids(&self) -> impl Iterator<Item = FunctionId> {
        self.functions.handles()
    }
}

/// A program-scope variable, or a `local` variable declared in a kernel (which OpenCL gives
/// work-group lifetime, so it lives at module scope in SPIR-V too).
#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    /// The variable's type (not a pointer to it); [`ExprKind::GlobalAddr`] has the pointer type.
    pub ty: TypeId,
    pub space: AddressSpace,
    /// Initial bytes laid out as [`TypeArena::size_of`] says (little-endian), up to the last
    /// non-zero one: the rest of the object is zero (an implicit tail, so a large zero-filled
    /// table costs its length only). `None` means zero for `global` and uninitialised for
    /// `local`.
    pub init: Option<Vec<u8>>,
    /// For kernel-scope `local` variables: the kernel that declares it.
    pub owner: Option<FunctionId>,
    /// Pointers in `init` that hold another global's address (`constant int *p = &table[2];`);
    /// their bytes in `init` are zero. Only program-scope `global`/`constant` variables have them.
    pub relocations: Vec<Relocation>,
    pub span: Span,
}

/// An address in a global's initial value: the 8-byte pointer at `offset` in
/// [`Global::init`] holds the address of global `target` plus `addend` bytes (C allows the
/// address to lie outside the object, as long as it is not dereferenced there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relocation {
    pub offset: u32,
    pub target: GlobalId,
    pub addend: i64,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    /// Reflection spells it as the user wrote it (`global float4 *`, typedef names resolved):
    /// `TypeArena::display`.
    pub ty: TypeId,
    pub access: Option<Access>,
    pub span: Span,
}

/// A local variable (or a parameter's writable copy) of a function.
#[derive(Clone, Copy, Debug)]
pub struct Local {
    /// Its name: [`Function::name`] spells it.
    pub name: LocalName,
    pub ty: TypeId,
    pub span: Span,
}

/// A local's name, a range of its function's [`Function::local_names`]: a body's locals
/// allocate nothing each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalName {
    start: u32,
    len: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelInfo {
    pub reqd_work_group_size: Option<[u32; 3]>,
    pub work_group_size_hint: Option<[u32; 3]>,
    /// `vec_type_hint(T)` as written (`float4`).
    pub vec_type_hint: Option<String>,
    /// `intel_reqd_sub_group_size(N)`: the sub-group size the kernel must run with.
    pub reqd_sub_group_size: Option<u32>,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub ret: TypeId,
    /// `Some` for `kernel` functions.
    pub kernel: Option<KernelInfo>,
    pub locals: Arena<Local>,
    /// The names of `locals`, one after the other.
    pub local_names: String,
    pub exprs: Arena<Expr>,
    /// The items of every [`ExprList`] of `exprs`.
    pub lists: Vec<ExprId>,
    pub body: Block,
    pub span: Span,
    /// Whether its floating-point operations may be contracted (`a * b + c` fused into one
    /// rounding): `#pragma OPENCL FP_CONTRACT`'s state where the function is defined, off for
    /// the whole function if its body turns it off anywhere (contraction is a permission, so
    /// forbidding it beyond the pragma's block is always correct).
    pub fp_contract: bool,
}

impl Function {
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }

    pub fn local(&self, id: LocalId) -> &Local {
        &self.locals[id]
    }

    pub fn list(&self, list: ExprList) -> &[ExprId] {
        &self.lists[list.start as usize..][..list.len as usize]
    }

    /// Appends a list of expressions (call arguments, literal parts) for an expression to name.
    pub fn add_list(&mut self, items: impl IntoIterator<Item = ExprId>) -> ExprList {
        let start = self.lists.len();
        self.lists.extend(items);
        ExprList {
            start: start as u32,
            len: (self.lists.len() - start) as u32,
        }
    }

    /// Appends an expression to the arena.
    #[inline]
    pub fn add_expr(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.exprs.push(Expr { kind, ty, span })
    }

    pub fn name(&self, name: LocalName) -> &str {
        &self.local_names[name.start as usize..][..name.len as usize]
    }

    /// The first temporary number no `let` or temporary of the body uses: where a pass that adds
    /// `let`s starts numbering its own.
    pub fn first_free_temp(&self) -> TempId {
        self.exprs
            .iter()
            .filter_map(|e| match e.kind {
                ExprKind::Let { temp, .. } | ExprKind::Temp(temp) => Some(temp.next()),
                _ => None,
            })
            .max()
            .unwrap_or(TempId::new(0))
    }

    pub fn add_local(&mut self, name: &str, ty: TypeId, span: Span) -> LocalId {
        let start = self.local_names.len() as u32;
        self.local_names.push_str(name);
        let name = LocalName {
            start,
            len: name.len() as u32,
        };
        self.locals.push(Local { name, ty, span })
    }
}

/// Expressions in a row (a call's arguments, a composite's or vector literal's parts): a range of
/// [`Function::lists`]. Expressions so own no memory, and a body's arena is emptied, reused or
/// freed whole, without visiting each expression.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExprList {
    start: u32,
    len: u32,
}

impl ExprList {
    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub span: Span,
}

/// A literal value; the expression's type says how to read it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Literal {
    Bool(bool),
    /// Integers of any width and signedness, as their two's-complement bit pattern.
    Int(u64),
    Float(f64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// Arithmetic negation (integers wrap; floats flip the sign).
    Neg,
    /// Bitwise complement (integers).
    BitNot,
    /// Logical not of a `bool` (scalar conditions).
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    /// Signed or unsigned by the operand type; float division for floats.
    Div,
    Rem,
    /// Shifts mask the count to the operand width, as OpenCL C says (sema does not; the backend
    /// does, because it knows whether the count is a constant in range).
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    /// Comparisons: scalar operands give `bool`; vector operands give a signed integer vector of
    /// the operand's lane width with -1 for true and 0 for false (OpenCL C's vector semantics).
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Non-short-circuit logical ops on `bool` (sema uses [`ExprKind::LogicalAnd`] for `&&`).
    BoolAnd,
    BoolOr,
}

/// What an explicit conversion does; source and destination types are the operand's and the
/// expression's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConvertKind {
    /// Value conversion between scalar/vector numeric types and `bool` (C casts, implicit
    /// conversions, `convert_T[_sat][_rounding]`). Same lane count on both sides.
    Numeric { saturate: bool, rounding: Rounding },
    /// A scalar widened to every lane of a vector (after a numeric conversion to the lane type).
    Splat,
    /// `as_T` and pointer casts within one address space: reinterpret the bits.
    Bitcast,
    /// Pointer to integer.
    PtrToInt,
    /// Integer to pointer.
    IntToPtr,
    /// Between a named address space and `generic` (CL2.0); the pointee may change too (an
    /// incompatible pointer passed or cast, which reinterprets the memory as in C).
    AddressSpace,
    /// A cast to `void`: the operand is evaluated for its effects alone, once; the result has
    /// no value.
    Void,
}

#[derive(Clone, Copy, Debug)]
pub enum ExprKind {
    Literal(Literal),
    /// A composite constant of the expression's (vector, array or struct) type. With no parts,
    /// the zero value of the expression's type (the null `event_t` of `event_t e = 0;`).
    Composite(ExprList),
    /// A kernel's or function's parameter value (read-only; see [`Local`]).
    Param(u32),
    LocalAddr(LocalId),
    GlobalAddr(GlobalId),
    Temp(TempId),
    /// Evaluate `value`, name it `temp`, evaluate `body`; the result is `body`'s.
    Let {
        temp: TempId,
        value: ExprId,
        body: ExprId,
    },
    Load(ExprId),
    /// `*ptr = value`; the result is `value` (C's assignment expression value).
    Store {
        ptr: ExprId,
        value: ExprId,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// Operands have equal types after sema's conversions (a scalar shift count of a vector
    /// shift is widened too). Comparisons have a different result type, see [`BinaryOp`].
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// Short-circuit `&&` / `||` on `bool` operands; the result is `bool`.
    LogicalAnd {
        lhs: ExprId,
        rhs: ExprId,
    },
    LogicalOr {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `cond ? a : b`. A `bool` condition evaluates only the chosen arm; a vector condition (an
    /// integer vector, lane-wise on the most significant bit as OpenCL says) evaluates both.
    Select {
        cond: ExprId,
        then: ExprId,
        otherwise: ExprId,
    },
    Convert {
        kind: ConvertKind,
        operand: ExprId,
    },
    Call {
        function: FunctionId,
        args: ExprList,
    },
    Builtin {
        builtin: Builtin,
        args: ExprList,
    },
    /// `ptr + index` in elements of the pointee (index is a signed or unsigned integer scalar;
    /// sema promotes a `bool` one to `int`, also for [`ExprKind::ElementPtr`] and
    /// [`ExprKind::ExtractLane`]).
    PtrOffset {
        ptr: ExprId,
        index: ExprId,
    },
    /// `lhs - rhs` in elements; the result is `long` (ptrdiff_t).
    PtrDiff {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// Pointer to element `index` of the array or vector that `base` points to.
    ElementPtr {
        base: ExprId,
        index: ExprId,
    },
    /// Pointer to field `field` of the struct or union that `base` points to.
    FieldPtr {
        base: ExprId,
        field: u32,
    },
    /// Reads lanes of a vector value: one lane gives a scalar, several a vector.
    Swizzle {
        vector: ExprId,
        lanes: Lanes,
    },
    /// A lane chosen at run time (`v[i]` on a vector value).
    ExtractLane {
        vector: ExprId,
        index: ExprId,
    },
    /// Writes `value` into `lanes` of the vector `ptr` points to (`v.xz = value`); the result is
    /// `value`.
    StoreLanes {
        ptr: ExprId,
        lanes: Lanes,
        value: ExprId,
    },
    /// A vector literal: scalar and vector parts concatenated into the expression's vector type.
    VectorLiteral(ExprList),
    /// `lhs, rhs`: evaluate both, the result is `rhs`'s.
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
}

impl ExprKind {
    /// Whether the expression may be the operand of several users (see the module's
    /// invariants): it has no operand and no effect, so using it twice evaluates nothing twice.
    pub fn is_shareable_leaf(&self) -> bool {
        matches!(
            self,
            ExprKind::Literal(_)
                | ExprKind::Param(_)
                | ExprKind::Temp(_)
                | ExprKind::LocalAddr(_)
                | ExprKind::GlobalAddr(_)
        )
    }
}

/// The lanes a swizzle reads or writes, in order: at most [`Lanes::MAX`] indices, each below 16.
/// They are kept inline, a nibble each, so that a lane list allocates nothing and keeps
/// [`ExprKind`] (most of the IR's memory) at 24 bytes.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Lanes {
    nibbles: [u8; 8],
    len: u8,
}

impl Lanes {
    /// The widest vector's lane count.
    pub const MAX: usize = 16;

    /// `None` when there are more than [`Lanes::MAX`] lanes or an index is 16 or more.
    pub fn new(lanes: &[u8]) -> Option<Lanes> {
        if lanes.len() > Self::MAX || lanes.iter().any(|&l| l as usize >= Self::MAX) {
            return None;
        }
        let mut out = Lanes {
            nibbles: [0; 8],
            len: lanes.len() as u8,
        };
        for (i, &lane) in lanes.iter().enumerate() {
            out.nibbles[i / 2] |= lane << (4 * (i % 2));
        }
        Some(out)
    }

    /// One lane, `lane % 16` (callers pass a lane of a vector, below 16).
    pub fn single(lane: u8) -> Lanes {
        debug_assert!((lane as usize) < Self::MAX);
        Lanes {
            nibbles: [lane & 0xF, 0, 0, 0, 0, 0, 0, 0],
            len: 1,
        }
    }

    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// Lane `i`; like slice indexing, panics when `i` is not below [`Lanes::len`].
    pub fn get(self, i: usize) -> u8 {
        assert!(i < self.len(), "lane {i} of {}", self.len);
        (self.nibbles[i / 2] >> (4 * (i % 2))) & 0xF
    }

    pub fn iter(self) -> impl ExactSizeIterator<Item = u8> + Clone {
        (0..self.len()).map(move |i| self.get(i))
    }
}

/// Prints as the list of lanes (`[1, 0]`).
impl std::fmt::Debug for Lanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[derive(Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
}

/// Copied and freed through [`crate::stack::grow`] at each nested body: `else if` chains nest
/// as deep as the source is long, and rewrites copy whole modules.
impl Clone for Block {
    fn clone(&self) -> Block {
        Block {
            stmts: crate::stack::grow(|| self.stmts.clone()),
        }
    }
}

impl Drop for Block {
    fn drop(&mut self) {
        if !self.stmts.is_empty() {
            let stmts = std::mem::take(&mut self.stmts);
            crate::stack::grow(|| drop(stmts));
        }
    }
}

#[derive(Clone, Debug)]
pub struct SwitchCase {
    /// The case values (already converted to the selector's type); empty for `default` alone.
    pub values: Vec<u64>,
    pub is_default: bool,
    /// Falls through into the next case unless it ends in `Break` (C semantics).
    pub body: Block,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Expr(ExprId),
    Block(Block),
    If {
        cond: ExprId,
        then: Block,
        otherwise: Block,
        span: Span,
    },
    /// Covers `while` (`cond` set, `test_first`), `do-while` (`cond` set, not `test_first`) and
    /// `for` (`cond` optional, `step` holds the increment). `continue` jumps to `step`.
    Loop {
        cond: Option<ExprId>,
        test_first: bool,
        body: Block,
        step: Option<ExprId>,
        span: Span,
    },
    Switch {
        selector: ExprId,
        cases: Vec<SwitchCase>,
        span: Span,
    },
    Break(Span),
    Continue(Span),
    Return(Option<ExprId>, Span),
}

impl Module {
    /// The module's text form (used by `oclvk check --dump-ir` and golden tests).
    pub fn display(&self) -> display::ModuleDisplay<'_> {
        display::ModuleDisplay { module: self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_keep_order_and_repeats() {
        let all: Vec<u8> = (0..16).rev().collect();
        let lanes = Lanes::new(&all).expect("16 lanes fit");
        assert_eq!(lanes.iter().collect::<Vec<_>>(), all);
        assert_eq!(
            format!("{:?}", Lanes::new(&[1, 1, 0]).unwrap()),
            "[1, 1, 0]"
        );
        assert!(Lanes::new(&[16]).is_none());
        assert!(Lanes::new(&[0; 17]).is_none());
        assert!(Lanes::new(&[]).is_some_and(|l| l.is_empty()));
    }

    #[test]
    fn expressions_stay_small() {
        // Function bodies are most of the IR's memory: keep an expression at 48 bytes.
        assert!(std::mem::size_of::<ExprKind>() <= 24);
        assert!(std::mem::size_of::<Expr>() <= 48);
    }
}
