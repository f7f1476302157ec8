//! Long `else if` chains flattened, and control flow nested past SPIR-V's limit refused (every
//! target).
//!
//! Why: SPIR-V bounds how deeply structured constructs nest (spirv-val's universal limit,
//! "Maximum Control Flow nesting depth", [`MAX_NESTING`]), and an `else if` chain nests as deep
//! as it is long: generated code (state machines, decoders, lookup chains) has thousands of
//! arms, which C compilers take. naga's validator and writers recurse per nested block too.
//!
//! What: a chain `if (c1) A1 else if (c2) A2 ... else if (cn) An else E` of at least
//! [`MIN_CHAIN`] `if`s becomes siblings of bounded nesting, with `arm` a fresh `uint` local:
//!
//! ```text
//! arm = 0;
//! if (c1) arm = 1;
//! if (arm == 0 && c2) arm = 2;     ... up to cn: each condition evaluated, in order, only
//!                                  where those before it failed
//! if (arm == 1) { A1 } ... if (arm == n) { An }
//! if (arm == 0) { E }
//! ```
//!
//! The arms stay in the statement list the chain was in (no loop or switch is added), so their
//! `break`, `continue` and `return` keep their meaning; the arms and `E` are flattened in turn.
//! Then each function's nesting is counted as spirv-val counts it (see [`too_deep`]), and a
//! construct that would cross the limit is an error at it.

use crate::lower::expr::speculatable;
use crate::lower::loop_hint::push_operands;
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, AddressSpace, BinaryOp, ExprId, ExprKind, Literal, LocalId, Scalar, Stmt, Type, TypeId,
};
use oclvk_frontend::source::Span;
use oclvk_frontend::stack;

/// The shortest chain flattened: shorter ones keep their nesting (what the drivers see of
/// ordinary code is unchanged).
pub(crate) const MIN_CHAIN: usize = 32;

/// The statements of a flattened chain per block (see [`Flattener::flattened`]).
const GROUP: usize = 64;

/// The deepest nesting of selections, loops and switches SPIR-V allows (spirv-val's
/// `max_control_flow_nesting_depth`, a universal limit of the specification).
pub(crate) const MAX_NESTING: usize = 1023;

/// `m` with its long `else if` chains flattened, or `None` when it has none.
pub(crate) fn flatten_else_if_chains(m: &ir::Module) -> Option<ir::Module> {
    let needs = |_: &ir::TypeArena, f: &ir::Function| has_long_chain(&f.body);
    super::rewrite_functions(m, needs, |types, func| {
        let mut body = std::mem::take(&mut func.body);
        let uint = types.scalar(Scalar::Uint);
        let mut flattener = Flattener {
            uint,
            uint_ptr: types.pointer(uint, AddressSpace::Private),
            bool_ty: types.scalar(Scalar::Bool),
            func,
        };
        flattener.block(&mut body);
        func.body = body;
    })
}

/// The number of `if`s in the chain `s` heads: `s` and each `if` alone in the `else` of the
/// one before.
fn chain_len(s: &Stmt) -> usize {
    let mut n = 0;
    let mut at = s;
    while let Stmt::If { otherwise, .. } = at {
        n += 1;
        match otherwise.stmts.as_slice() {
            [next @ Stmt::If { .. }] => at = next,
            _ => break,
        }
    }
    n
}

fn has_long_chain(block: &ir::Block) -> bool {
    block.stmts.iter().any(|s| {
        chain_len(s) >= MIN_CHAIN
            || stack::grow(|| {
                let mut found = false;
                s.for_each_body(|b| found = found || has_long_chain(b));
                found
            })
    })
}

struct Flattener<'a> {
    func: &'a mut ir::Function,
    uint: TypeId,
    uint_ptr: TypeId,
    bool_ty: TypeId,
}

impl Flattener<'_> {
    fn block(&mut self, block: &mut ir::Block) {
        let mut out = Vec::with_capacity(block.stmts.len());
        for mut stmt in std::mem::take(&mut block.stmts) {
            if chain_len(&stmt) >= MIN_CHAIN {
                out.extend(self.flattened(stmt));
            } else {
                stack::grow(|| stmt.for_each_body_mut(|b| self.block(b)));
                out.push(stmt);
            }
        }
        block.stmts = out;
    }

    /// The statements a chain headed by `head` becomes (see the module comment).
    fn flattened(&mut self, head: Stmt) -> Vec<Stmt> {
        // Taken apart link by link: the chain is as deep as it is long.
        let mut arms = Vec::new();
        let mut last_else = ir::Block::default();
        let mut next = Some(head);
        while let Some(Stmt::If {
            cond,
            then,
            mut otherwise,
            span,
        }) = next.take()
        {
            arms.push((cond, then, span));
            match otherwise.stmts.as_slice() {
                [Stmt::If { .. }] => next = otherwise.stmts.pop(),
                _ => last_else = otherwise,
            }
        }
        let span = arms.first().map_or(Span::default(), |a| a.2);
        let arm = self.func.add_local("__oclvk_else_if_arm", self.uint, span);
        let mut out = Vec::with_capacity(2 * arms.len() + 2);
        out.push(Stmt::Expr(self.set(arm, 0, span)));
        let mut bodies = Vec::with_capacity(arms.len());
        for (i, (cond, then, span)) in arms.into_iter().enumerate() {
            let number = i as u64 + 1;
            let cond = if i == 0 {
                cond
            } else {
                let none_yet = self.is_arm(arm, 0, span);
                self.func.add_expr(
                    ExprKind::LogicalAnd {
                        lhs: none_yet,
                        rhs: cond,
                    },
                    self.bool_ty,
                    span,
                )
            };
            out.push(Stmt::If {
                cond,
                then: ir::Block {
                    stmts: vec![Stmt::Expr(self.set(arm, number, span))],
                },
                otherwise: ir::Block::default(),
                span,
            });
            bodies.push((number, then, span));
        }
        if !last_else.stmts.is_empty() {
            bodies.push((0, last_else, span));
        }
        for (number, mut body, span) in bodies {
            stack::grow(|| self.block(&mut body));
            out.push(Stmt::If {
                cond: self.is_arm(arm, number, span),
                then: body,
                otherwise: ir::Block::default(),
                span,
            });
        }
        // In blocks of `GROUP` statements: naga's MSL writer forgets each name a block's
        // `let`s bound at the block's end, each in time linear in the names bound after it.
        let mut statements = out.into_iter().peekable();
        let mut grouped = Vec::new();
        while statements.peek().is_some() {
            grouped.push(Stmt::Block(ir::Block {
                stmts: statements.by_ref().take(GROUP).collect(),
            }));
        }
        grouped
    }

    /// `arm = number`.
    fn set(&mut self, arm: LocalId, number: u64, span: Span) -> ExprId {
        let ptr = self
            .func
            .add_expr(ExprKind::LocalAddr(arm), self.uint_ptr, span);
        let value = self.literal(number, span);
        self.func
            .add_expr(ExprKind::Store { ptr, value }, self.uint, span)
    }

    /// `arm == number`.
    fn is_arm(&mut self, arm: LocalId, number: u64, span: Span) -> ExprId {
        let ptr = self
            .func
            .add_expr(ExprKind::LocalAddr(arm), self.uint_ptr, span);
        let lhs = self.func.add_expr(ExprKind::Load(ptr), self.uint, span);
        let rhs = self.literal(number, span);
        self.func.add_expr(
            ExprKind::Binary {
                op: BinaryOp::Eq,
                lhs,
                rhs,
            },
            self.bool_ty,
            span,
        )
    }

    fn literal(&mut self, v: u64, span: Span) -> ExprId {
        self.func
            .add_expr(ExprKind::Literal(Literal::Int(v)), self.uint, span)
    }
}

/// One error per function in which a construct would nest deeper than [`MAX_NESTING`], at the
/// first such construct, naming `target`. Counted as spirv-val counts the writer's constructs:
/// each `if`, loop and `switch` holds its bodies (a loop its condition and step too) one level
/// deeper than itself, and so does a `&&`, `||` or scalar `?:` whose later operands the writer
/// branches to (those it cannot evaluate unconditionally: `lower::expr::speculatable`).
pub(crate) fn too_deep(m: &ir::Module, target: &str) -> Vec<Diagnostic> {
    m.functions
        .iter()
        .filter_map(|f| {
            let counter = Counter {
                types: &m.types,
                func: f,
            };
            counter.block(&f.body, 0).err().map(|span| {
                Diagnostic::error(
                    span,
                    format!(
                        "control flow nests more than {MAX_NESTING} levels deep here \
                         (SPIR-V's limit on nested selections, loops and switches; \
                         target {target})"
                    ),
                )
            })
        })
        .collect()
}

/// Walks a function at its depths; `Err` is the span of the first construct past the limit.
struct Counter<'a> {
    types: &'a ir::TypeArena,
    func: &'a ir::Function,
}

impl Counter<'_> {
    fn block(&self, block: &ir::Block, depth: usize) -> Result<(), Span> {
        block
            .stmts
            .iter()
            .try_for_each(|s| stack::grow(|| self.stmt(s, depth)))
    }

    fn stmt(&self, s: &Stmt, depth: usize) -> Result<(), Span> {
        let inner = depth + 1;
        match s {
            Stmt::If {
                cond,
                then,
                otherwise,
                span,
            } => {
                self.expr(*cond, depth)?;
                enter(inner, *span)?;
                self.block(then, inner)?;
                self.block(otherwise, inner)
            }
            Stmt::Loop {
                cond,
                body,
                step,
                span,
                ..
            } => {
                enter(inner, *span)?;
                for e in cond.iter().chain(step) {
                    self.expr(*e, inner)?;
                }
                self.block(body, inner)
            }
            Stmt::Switch {
                selector,
                cases,
                span,
            } => {
                self.expr(*selector, depth)?;
                enter(inner, *span)?;
                cases.iter().try_for_each(|c| self.block(&c.body, inner))
            }
            Stmt::Block(b) => self.block(b, depth),
            _ => {
                let mut result = Ok(());
                s.for_each_part(|part| {
                    if let (ir::StmtPart::Expr(e), Ok(())) = (part, &result) {
                        result = self.expr(e, depth);
                    }
                });
                result
            }
        }
    }

    /// An expression tree evaluated at `depth` (iteratively: trees nest as deep as the source
    /// is long).
    fn expr(&self, root: ExprId, depth: usize) -> Result<(), Span> {
        let mut pending = vec![(root, depth)];
        let mut operands = Vec::new();
        while let Some((e, depth)) = pending.pop() {
            let expr = self.func.expr(e);
            // The operands the writer may branch to.
            let (pair, count) = match expr.kind {
                ExprKind::LogicalAnd { lhs, rhs } | ExprKind::LogicalOr { lhs, rhs } => {
                    pending.push((lhs, depth));
                    ([rhs, rhs], 1)
                }
                ExprKind::Select {
                    cond,
                    then,
                    otherwise,
                } if !matches!(self.types.get(self.func.expr(cond).ty), Type::Vector { .. }) => {
                    pending.push((cond, depth));
                    ([then, otherwise], 2)
                }
                _ => {
                    push_operands(self.func, &expr.kind, &mut operands);
                    pending.extend(operands.drain(..).map(|o| (o, depth)));
                    continue;
                }
            };
            let branched = &pair[..count];
            let branches = !branched
                .iter()
                .all(|&o| speculatable(self.types, self.func, o, 0));
            let inner = depth + branches as usize;
            if branches {
                enter(inner, expr.span)?;
            }
            pending.extend(branched.iter().map(|&o| (o, inner)));
        }
        Ok(())
    }
}

/// Whether the blocks of a construct may sit at `depth`.
fn enter(depth: usize, span: Span) -> Result<(), Span> {
    match depth > MAX_NESTING {
        true => Err(span),
        false => Ok(()),
    }
}
