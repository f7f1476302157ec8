//! The abstract syntax tree the parser builds and semantic analysis consumes.
//!
//! It is a faithful *syntax* tree: declaration specifiers are kept as written (in source order, each
//! with its span), declarators keep their derived parts, literals keep their token spelling (sema
//! decodes them with `crate::literal`), member names are plain symbols (swizzles are sema's job),
//! and nothing is type-checked. Names are interned [`Symbol`]s; no node owns a `String`.
//!
//! Storage choice: expressions and statements live in two arenas owned by the
//! [`TranslationUnit`] and are referred to by [`ExprId`] / [`StmtId`] (typed `crate::arena`
//! handles; index the unit with them: `tu[id]`). That keeps nodes small and contiguous, makes
//! dropping a deep tree non-recursive, and lets later passes attach side tables keyed by handle
//! (e.g. a type per expression, a `HandleVec`). The commonest lists (call arguments, vector literal elements, a block's items, a
//! declaration's specifiers and declarators) are [`List`]s: ranges of list arenas in the unit
//! (`&tu[list]` is a slice), so those nodes own no `Vec`; the type names of expressions, compound
//! literals' lists and struct, union and enum specifiers are in arenas too, so expressions and
//! declaration specifiers own no memory at all, and emptying a tree visits none of them. Other
//! declaration parts and declarators are ordinary owned values (they are few and shallow). The
//! parser and sema see every node with the unit at hand. The arenas and handles are in `unit.rs`.
//!
//! Reading a declarator: `Declarator::parts` lists the derived types *from the name outwards*, so
//! `int *a[3]` has parts `[Array(3), Pointer]` ("a is an array of 3 pointers to int"). To build the
//! type, start from the specifiers' type and wrap it in `parts` taken in *reverse* order.
//!
//! Depth: bracket nesting is limited by the parser, but some trees are legitimately deep without
//! brackets: `else if` chains (each `If` nests the next in `else_stmt`), runs of `case` labels
//! (each label's `body` is the next label), long operator chains (`a + b + ... ` nests to the
//! left) and prefix chains (`- - - x`). Walk those iteratively or with a depth guard.
//!
//! Error recovery leaves three markers, each for an error already reported: `TypeSpec::Error`
//! (an undeclared type name), `ExprKind::Error` and `StmtKind::Error`. Treat them silently.
//!
//! [`TranslationUnit::dump`] prints the tree as indented text (see `ast/dump.rs`).

use crate::source::Span;
use crate::token::Symbol;

mod builtin_types;
mod dump;
mod unit;

pub use unit::*;

/// A name with where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub name: Symbol,
    pub span: Span,
}

// ---------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub enum ExternalDecl {
    Function(Box<FunctionDef>),
    Declaration(Declaration),
    StaticAssert(StaticAssert),
    ExtensionPragma(ExtensionPragma),
    FpContractPragma(FpContractPragma),
}

/// `#pragma OPENCL EXTENSION name : enable|disable` at file scope or in a block: the extension
/// is on (or off) from here to the next pragma for it.
#[derive(Clone, Copy, Debug)]
pub struct ExtensionPragma {
    pub name: Symbol,
    pub enable: bool,
    pub span: Span,
}

/// `#pragma OPENCL FP_CONTRACT ON|OFF|DEFAULT` at file scope or in a block: floating-point
/// contraction is allowed (on; DEFAULT is on) or not from here on.
#[derive(Clone, Copy, Debug)]
pub struct FpContractPragma {
    pub on: bool,
    pub span: Span,
}

impl ExternalDecl {
    pub fn span(&self) -> Span {
        match self {
            ExternalDecl::Function(f) => f.span,
            ExternalDecl::Declaration(d) => d.span,
            ExternalDecl::StaticAssert(s) => s.span,
            ExternalDecl::ExtensionPragma(p) => p.span,
            ExternalDecl::FpContractPragma(p) => p.span,
        }
    }
}

/// `specs declarator body`. `declarator.parts[0]` is the function part (`parts` may hold more:
/// `int *f(void) {}` has `[Function, Pointer]`).
#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    /// A [`StmtKind::Compound`].
    pub body: StmtId,
    /// The body's expressions, `exprs[body_exprs]` of the unit (sema scans them for the
    /// parameters the body mutates; their number is a capacity hint for lowering).
    pub body_exprs: std::ops::Range<ExprId>,
    pub span: Span,
}

/// `specs init-declarator, ...;` — also a typedef (storage class `typedef`) and a bare tag
/// declaration `struct S { ... };` (no declarators).
#[derive(Clone, Debug)]
pub struct Declaration {
    pub specs: DeclSpecs,
    pub declarators: InitDeclaratorList,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    pub init: Option<Initializer>,
    pub span: Span,
}

/// `_Static_assert(cond, "message");` (the message is optional as in C2x).
#[derive(Clone, Debug)]
pub struct StaticAssert {
    pub cond: ExprId,
    pub message: Option<ExprId>,
    pub span: Span,
}

/// Declaration specifiers in source order (in the unit's arena: `&tu[specs.specs]`), plus the
/// GNU attributes written among them.
#[derive(Clone, Debug, Default)]
pub struct DeclSpecs {
    pub specs: DeclSpecList,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

impl DeclSpecs {
    pub fn storage_classes<'t>(
        &self,
        tu: &'t TranslationUnit,
    ) -> impl Iterator<Item = (StorageClass, Span)> + 't {
        tu[self.specs].iter().filter_map(|s| match s.kind {
            DeclSpecKind::Storage(c) => Some((c, s.span)),
            _ => None,
        })
    }

    pub fn is_typedef(&self, tu: &TranslationUnit) -> bool {
        self.storage_classes(tu)
            .any(|(c, _)| c == StorageClass::Typedef)
    }

    pub fn type_specs<'t>(
        &self,
        tu: &'t TranslationUnit,
    ) -> impl Iterator<Item = (&'t TypeSpec, Span)> + 't {
        tu[self.specs].iter().filter_map(|s| match &s.kind {
            DeclSpecKind::Type(t) => Some((t, s.span)),
            _ => None,
        })
    }
}

#[derive(Clone, Copy, Debug)]
pub struct DeclSpec {
    pub kind: DeclSpecKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug)]
pub enum DeclSpecKind {
    Storage(StorageClass),
    Type(TypeSpec),
    Qualifier(TypeQualifier),
    AddressSpace(AddressSpace),
    /// An access qualifier and the keyword spelling it (`read_only` or `__read_only`), which
    /// diagnostics quote.
    Access(AccessQualifier, crate::token::Keyword),
    Function(FunctionSpec),
    /// `pipe` (OpenCL C 2.0): `pipe int p` is a pipe of `int`.
    Pipe,
    /// `_Alignas(expr)` or `_Alignas(type)`.
    Alignas(AttrArg),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    ThreadLocal,
}

/// C type qualifiers; every spelling (`const`/`__const`, `restrict`/`__restrict`, ...) maps here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeQualifier {
    Const,
    Volatile,
    Restrict,
    /// `_Atomic` used as a qualifier.
    Atomic,
}

/// Address-space qualifiers (`global` and `__global` alike). `Generic` is only produced from
/// OpenCL C 2.0 on; before that `generic` is an ordinary identifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    Global,
    Local,
    Constant,
    Private,
    Generic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessQualifier {
    ReadOnly,
    WriteOnly,
    ReadWrite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FunctionSpec {
    /// `kernel` / `__kernel`.
    Kernel,
    /// `inline` / `__inline`.
    Inline,
    /// `_Noreturn`.
    Noreturn,
}

/// One type specifier as written. Sema combines them (`unsigned long int` is three).
#[derive(Clone, Copy, Debug)]
pub enum TypeSpec {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Half,
    Signed,
    Unsigned,
    /// `bool` or `_Bool`.
    Bool,
    Complex,
    Imaginary,
    /// A name OpenCL predefines as a type (`float4`, `uint`, `image2d_t`, `size_t`, ...).
    Builtin(BuiltinType),
    /// A name declared by a user `typedef`.
    TypedefName(Symbol),
    /// A name used as a type that is not one; the parser already reported "unknown type name".
    Error(Symbol),
    Record(RecordId),
    Enum(EnumId),
}

/// Element types of OpenCL's built-in vector types, and of the unsigned scalar shorthands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarName {
    Char,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    Float,
    Double,
    Half,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageType {
    Image1d,
    Image1dArray,
    Image1dBuffer,
    Image2d,
    Image2dArray,
    Image2dDepth,
    Image2dArrayDepth,
    Image2dMsaa,
    Image2dArrayMsaa,
    Image2dMsaaDepth,
    Image2dArrayMsaaDepth,
    Image3d,
}

/// Type names OpenCL C predefines. They are recognised by the parser (as clang's default header
/// declares them) but, like typedefs, an inner declaration of the same name shadows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinType {
    /// `uchar`, `ushort`, `uint`, `ulong` (the other scalars are keywords).
    Scalar(ScalarName),
    /// `float4`, `uchar16`, `double3`, ...: element and width (2, 3, 4, 8 or 16).
    Vector(ScalarName, u8),
    Image(ImageType),
    Sampler,
    Event,
    ClkEvent,
    Queue,
    ReserveId,
    NdRange,
    SizeT,
    PtrdiffT,
    IntptrT,
    UintptrT,
    AtomicInt,
    AtomicUint,
    AtomicLong,
    AtomicUlong,
    AtomicFloat,
    AtomicDouble,
    AtomicHalf,
    AtomicFlag,
    AtomicIntptrT,
    AtomicUintptrT,
    AtomicSizeT,
    AtomicPtrdiffT,
    MemoryOrder,
    MemoryScope,
    ClMemFenceFlags,
    ClkProfilingInfo,
    KernelEnqueueFlags,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Struct,
    Union,
}

/// `struct/union [attrs] [name] [{ fields }] `. `fields` is `None` for a reference or forward
/// declaration (`struct S *p;`), `Some` (possibly empty) for a definition.
#[derive(Clone, Debug)]
pub struct RecordSpec {
    pub kind: RecordKind,
    pub name: Option<Ident>,
    pub attrs: Vec<Attribute>,
    pub fields: Option<Vec<FieldDecl>>,
    pub span: Span,
}

/// One member declaration: `specs a, *b : 3;`. An anonymous struct/union member has no
/// declarators. `_Static_assert` inside a record is kept as a field with `static_assert` set.
#[derive(Clone, Debug)]
pub struct FieldDecl {
    pub specs: DeclSpecs,
    pub declarators: Vec<FieldDeclarator>,
    pub static_assert: Option<StaticAssert>,
    pub span: Span,
}

/// `declarator`, `declarator : width` or an unnamed bit-field `: width`.
#[derive(Clone, Debug)]
pub struct FieldDeclarator {
    pub declarator: Declarator,
    pub bit_width: Option<ExprId>,
    pub span: Span,
}

/// `enum [attrs] [name] [{ enumerators }]`.
#[derive(Clone, Debug)]
pub struct EnumSpec {
    pub name: Option<Ident>,
    pub attrs: Vec<Attribute>,
    pub enumerators: Option<Vec<Enumerator>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<ExprId>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

/// A (possibly abstract) declarator. See the module docs for the order of `parts`.
#[derive(Clone, Debug, Default)]
pub struct Declarator {
    /// `None` for abstract declarators (type names, unnamed parameters).
    pub name: Option<Ident>,
    /// Derived types from the name outwards.
    pub parts: Vec<DeclaratorPart>,
    /// GNU attributes written inside or after the declarator (`int x __attribute__((aligned(16)))`).
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

impl Declarator {
    /// The parameter list when the part closest to the name is a function: the declarator
    /// declares a function (as opposed to, say, a pointer to one or an array).
    pub fn function_part(&self) -> Option<&FunctionDeclarator> {
        match self.parts.first().map(|p| &p.kind) {
            Some(DeclaratorPartKind::Function(f)) => Some(f),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct DeclaratorPart {
    pub kind: DeclaratorPartKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum DeclaratorPartKind {
    /// `* quals`: the qualifiers (type qualifiers and address spaces) apply to the pointer itself.
    Pointer {
        quals: Vec<DeclSpec>,
        attrs: Vec<Attribute>,
        /// Spelled `^`: a block pointer (an error, reported when parsed).
        block: bool,
    },
    /// `[size]`, `[]`, and in parameters C99's `[static quals size]`.
    Array {
        size: Option<ExprId>,
        quals: Vec<DeclSpec>,
        is_static: bool,
    },
    Function(FunctionDeclarator),
}

/// `( params )`. `f(void)` is kept as one unnamed `void` parameter; `f()` has no parameters (which
/// in OpenCL C, as in C++, also means "no parameters").
#[derive(Clone, Debug, Default)]
pub struct FunctionDeclarator {
    pub params: Vec<ParamDecl>,
    pub variadic: bool,
}

#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub specs: DeclSpecs,
    /// Possibly abstract (`name == None`).
    pub declarator: Declarator,
    pub span: Span,
}

/// A type name (in casts, `sizeof`, compound literals, attribute arguments).
#[derive(Clone, Debug)]
pub struct TypeName {
    pub specs: DeclSpecs,
    /// Always abstract.
    pub declarator: Declarator,
    pub span: Span,
}

/// `__attribute__((name))`, `__attribute__((name(args)))`; one per name (an `__attribute__((a, b))`
/// gives two). The name is kept as written (`__aligned__` and `aligned` are both possible).
#[derive(Clone, Debug)]
pub struct Attribute {
    pub name: Ident,
    pub args: Vec<AttrArg>,
    pub span: Span,
}

impl Attribute {
    /// The name without GNU's optional surrounding underscores (`__aligned__` -> `aligned`).
    pub fn base_name<'a>(&self, interner: &'a crate::token::Interner) -> &'a str {
        let name = interner.resolve(self.name.name);
        name.strip_prefix("__")
            .and_then(|n| n.strip_suffix("__"))
            .filter(|n| !n.is_empty())
            .unwrap_or(name)
    }
}

#[derive(Clone, Copy, Debug)]
pub enum AttrArg {
    Expr(ExprId),
    Type(TypeNameId),
}

#[derive(Clone, Debug)]
pub enum Initializer {
    Expr(ExprId),
    List(InitList),
}

impl Initializer {
    pub fn span(&self, tu: &TranslationUnit) -> Span {
        match self {
            Initializer::Expr(e) => tu[*e].span,
            Initializer::List(l) => l.span,
        }
    }
}

/// `{ item, item, ... }` (a trailing comma is allowed and not recorded).
#[derive(Clone, Debug)]
pub struct InitList {
    pub items: Vec<InitItem>,
    pub span: Span,
}

/// `designators = init` or just `init`.
#[derive(Clone, Debug)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: Initializer,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Designator {
    /// `.name`
    Field(Ident),
    /// `[index]`
    Index(ExprId, Span),
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Ident(Symbol),
    /// A preprocessing number as spelled (`1`, `0x10u`, `1.5f`, `2e-3`): sema decides integer or
    /// floating and decodes it.
    Number(Symbol),
    /// A character constant as spelled, with quotes and prefix.
    Char(Symbol),
    /// `true` or `false`: a constant of type `bool`.
    Bool(bool),
    /// Adjacent string literals, each as spelled (with quotes), to be concatenated.
    Str(List<Ident>),
    /// `( expr )`, kept so that sema and diagnostics can see the parentheses.
    Paren(ExprId),
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// Every binary operator, including `,`.
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `=` (op `None`) and the compound assignments (`+=` is `Some(BinaryOp::Add)`).
    Assign {
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
    },
    Conditional {
        cond: ExprId,
        then_expr: ExprId,
        else_expr: ExprId,
    },
    /// `(type) expr`.
    Cast {
        ty: TypeNameId,
        expr: ExprId,
    },
    /// `(type)(e1, e2, ...)` (one or more elements) where `type` is syntactically a vector type:
    /// a built-in vector name (`float4`) or a typedef of one. As in clang it binds like a compound
    /// literal, so `(float4)(1, 2, 3, 4).x` selects from the literal. A parenthesized operand of
    /// any other cast is an ordinary `Cast` of a `Paren` (possibly of a comma expression).
    VectorLiteral {
        ty: TypeNameId,
        elems: ExprList,
        /// The span of the parenthesized list.
        list_span: Span,
    },
    /// `(type){ init-list }`.
    CompoundLiteral {
        ty: TypeNameId,
        init: InitListId,
    },
    SizeofExpr(ExprId),
    SizeofType(TypeNameId),
    /// `_Alignof(type)` / `__alignof__(type)`.
    AlignofType(TypeNameId),
    /// `_Alignof expr` (a GNU extension clang accepts).
    AlignofExpr(ExprId),
    VecStepExpr(ExprId),
    VecStepType(TypeNameId),
    Call {
        callee: ExprId,
        args: ExprList,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `base.member` or `base->member` (`arrow`); swizzles such as `.xyzw` or `.s01` and `.lo`,
    /// `.hi`, `.even`, `.odd` are member accesses here too.
    Member {
        base: ExprId,
        member: Ident,
        arrow: bool,
    },
    /// Placeholder after a syntax error (already reported); sema should stay quiet about it.
    Error,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `+x`
    Plus,
    /// `-x`
    Neg,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
    /// `*p`
    Deref,
    /// `&x`
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            UnaryOp::Plus => "+",
            UnaryOp::Neg => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::Deref => "*",
            UnaryOp::AddrOf => "&",
            UnaryOp::PreInc => "++",
            UnaryOp::PreDec => "--",
            UnaryOp::PostInc => "post++",
            UnaryOp::PostDec => "post--",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
    Comma,
}

impl BinaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::Lt => "<",
            BinaryOp::Gt => ">",
            BinaryOp::Le => "<=",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitXor => "^",
            BinaryOp::BitOr => "|",
            BinaryOp::LogAnd => "&&",
            BinaryOp::LogOr => "||",
            BinaryOp::Comma => ",",
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `{ items }`; declarations inside are `StmtKind::Decl` items.
    Compound(StmtList),
    Decl(DeclId),
    StaticAssert(StaticAssert),
    ExtensionPragma(ExtensionPragma),
    FpContractPragma(FpContractPragma),
    Expr(ExprId),
    If {
        cond: ExprId,
        then_stmt: StmtId,
        else_stmt: Option<StmtId>,
    },
    Switch {
        cond: ExprId,
        body: StmtId,
    },
    /// `case value: body`
    Case {
        value: ExprId,
        body: StmtId,
    },
    Default {
        body: StmtId,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    For {
        init: ForInit,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    Break,
    Continue,
    Return(Option<ExprId>),
    Goto(Ident),
    Label {
        label: Ident,
        body: StmtId,
    },
    /// `;`
    Empty,
    /// `__attribute__((...)) stmt`, e.g. `opencl_unroll_hint` on a loop.
    Attributed {
        attrs: Vec<Attribute>,
        body: StmtId,
    },
    /// Placeholder after a syntax error (already reported).
    Error,
}

#[derive(Clone, Debug)]
pub enum ForInit {
    None,
    Expr(ExprId),
    Decl(DeclId),
}

#[cfg(test)]
mod tests {
    /// Expression nodes are the bulk of a large unit's syntax tree (memory it touches): keep the
    /// rare large kinds boxed so that the node stays small.
    #[test]
    fn expression_nodes_stay_small() {
        let size = std::mem::size_of::<super::Expr>();
        assert!(size <= 56, "ast::Expr is {size} bytes");
    }

    #[test]
    fn expression_nodes_and_specifiers_own_no_memory() {
        // Emptying a tree's arenas of them (every batch, see `TranslationUnit::clear`) then
        // visits none of them.
        assert!(!std::mem::needs_drop::<super::Expr>());
        assert!(!std::mem::needs_drop::<super::DeclSpec>());
    }
}
