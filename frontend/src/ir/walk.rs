//! The structural walk over a function body: which expressions each statement evaluates and
//! which bodies it nests, matched in one place ([`Stmt::for_each_part`] and
//! [`Stmt::for_each_part_mut`]; [`Stmt::span_mut`] likewise for its span), so that a new
//! statement kind is a compile error here and every pass and analysis that walks bodies through
//! these methods follows it.
//!
//! A statement's parts come in the order of its fields (`if`: condition, then, else; `loop`:
//! condition, body, step, whether or not it tests first; `switch`: selector, then each case's
//! body; `return`: its value), so a rewrite that adds expressions as it goes adds them in the
//! same order every time. The block walks visit statements depth-first, each before the
//! statements nested in it, and go through [`crate::stack::grow`] at each nested body, as
//! `else if` chains nest as deep as the source is long. Below a statement's expression roots,
//! [`Function::for_each_operand`] gives an expression's operands, matched in one place too.

use super::{Block, ExprId, ExprKind, Function, Stmt};
use crate::source::Span;

/// One direct part of a statement: an expression it evaluates (at the expression tree's root)
/// or a body nested in it.
#[derive(Clone, Copy, Debug)]
pub enum StmtPart<'a> {
    Expr(ExprId),
    Body(&'a Block),
}

/// [`StmtPart`] for rewriting in place.
#[derive(Debug)]
pub enum StmtPartMut<'a> {
    Expr(&'a mut ExprId),
    Body(&'a mut Block),
}

impl Stmt {
    /// Calls `f` on each of the statement's expressions and nested bodies, in field order.
    pub fn for_each_part<'a>(&'a self, mut f: impl FnMut(StmtPart<'a>)) {
        match self {
            Stmt::Expr(e) => f(StmtPart::Expr(*e)),
            Stmt::Block(b) => f(StmtPart::Body(b)),
            Stmt::If {
                cond,
                then,
                otherwise,
                span: _,
            } => {
                f(StmtPart::Expr(*cond));
                f(StmtPart::Body(then));
                f(StmtPart::Body(otherwise));
            }
            Stmt::Loop {
                cond,
                test_first: _,
                body,
                step,
                span: _,
            } => {
                if let Some(c) = cond {
                    f(StmtPart::Expr(*c));
                }
                f(StmtPart::Body(body));
                if let Some(s) = step {
                    f(StmtPart::Expr(*s));
                }
            }
            Stmt::Switch {
                selector,
                cases,
                span: _,
            } => {
                f(StmtPart::Expr(*selector));
                for case in cases {
                    f(StmtPart::Body(&case.body));
                }
            }
            Stmt::Return(value, _) => {
                if let Some(v) = value {
                    f(StmtPart::Expr(*v));
                }
            }
            Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }

    /// [`Stmt::for_each_part`] with the parts open to rewriting.
    pub fn for_each_part_mut(&mut self, mut f: impl FnMut(StmtPartMut<'_>)) {
        match self {
            Stmt::Expr(e) => f(StmtPartMut::Expr(e)),
            Stmt::Block(b) => f(StmtPartMut::Body(b)),
            Stmt::If {
                cond,
                then,
                otherwise,
                span: _,
            } => {
                f(StmtPartMut::Expr(cond));
                f(StmtPartMut::Body(then));
                f(StmtPartMut::Body(otherwise));
            }
            Stmt::Loop {
                cond,
                test_first: _,
                body,
                step,
                span: _,
            } => {
                if let Some(c) = cond {
                    f(StmtPartMut::Expr(c));
                }
                f(StmtPartMut::Body(body));
                if let Some(s) = step {
                    f(StmtPartMut::Expr(s));
                }
            }
            Stmt::Switch {
                selector,
                cases,
                span: _,
            } => {
                f(StmtPartMut::Expr(selector));
                for case in cases {
                    f(StmtPartMut::Body(&mut case.body));
                }
            }
            Stmt::Return(value, _) => {
                if let Some(v) = value {
                    f(StmtPartMut::Expr(v));
                }
            }
            Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }

    /// The statement's own span, open to rewriting; an expression statement and a block have
    /// none (their expressions and statements carry theirs).
    pub fn span_mut(&mut self) -> Option<&mut Span> {
        match self {
            Stmt::Expr(_) | Stmt::Block(_) => None,
            Stmt::If { span, .. }
            | Stmt::Loop { span, .. }
            | Stmt::Switch { span, .. }
            | Stmt::Break(span)
            | Stmt::Continue(span)
            | Stmt::Return(_, span) => Some(span),
        }
    }

    /// Calls `f` on each nested body of the statement.
    pub fn for_each_body<'a>(&'a self, mut f: impl FnMut(&'a Block)) {
        self.for_each_part(|part| {
            if let StmtPart::Body(b) = part {
                f(b)
            }
        })
    }

    /// Calls `f` on each nested body of the statement, open to rewriting.
    pub fn for_each_body_mut(&mut self, mut f: impl FnMut(&mut Block)) {
        self.for_each_part_mut(|part| {
            if let StmtPartMut::Body(b) = part {
                f(b)
            }
        })
    }
}

impl Block {
    /// Calls `f` on every statement of the block, nested ones included, each before the
    /// statements nested in it.
    pub fn for_each_stmt<'a>(&'a self, f: &mut impl FnMut(&'a Stmt)) {
        for stmt in &self.stmts {
            f(stmt);
            stmt.for_each_body(|b| crate::stack::grow(|| b.for_each_stmt(f)));
        }
    }

    /// [`Block::for_each_stmt`] with the statements open to rewriting; `f` sees a statement
    /// before the walk enters its bodies, so the walk follows what `f` made of it.
    pub fn for_each_stmt_mut(&mut self, f: &mut impl FnMut(&mut Stmt)) {
        for stmt in &mut self.stmts {
            f(stmt);
            stmt.for_each_body_mut(|b| crate::stack::grow(|| b.for_each_stmt_mut(f)));
        }
    }

    /// Calls `f` on the root of every expression the block's statements evaluate, nested
    /// statements included, each statement's in field order (see the module comment).
    pub fn for_each_expr(&self, f: &mut impl FnMut(ExprId)) {
        for stmt in &self.stmts {
            stmt.for_each_part(|part| match part {
                StmtPart::Expr(e) => f(e),
                StmtPart::Body(b) => crate::stack::grow(|| b.for_each_expr(f)),
            });
        }
    }

    /// [`Block::for_each_expr`] with each root open to replacement.
    pub fn for_each_expr_mut(&mut self, f: &mut impl FnMut(&mut ExprId)) {
        for stmt in &mut self.stmts {
            stmt.for_each_part_mut(|part| match part {
                StmtPartMut::Expr(e) => f(e),
                StmtPartMut::Body(b) => crate::stack::grow(|| b.for_each_expr_mut(f)),
            });
        }
    }

    /// [`Block::for_each_expr_mut`] with a replacement that can fail: the first error is
    /// returned, and `f` is not called after it.
    pub fn try_for_each_expr_mut<E>(
        &mut self,
        mut f: impl FnMut(&mut ExprId) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut result = Ok(());
        self.for_each_expr_mut(&mut |e| {
            if result.is_ok() {
                result = f(e);
            }
        });
        result
    }

    /// Whether every expression root [`Block::for_each_expr`] visits satisfies `pred` (which
    /// is not called after the first that does not).
    pub fn all_exprs(&self, mut pred: impl FnMut(ExprId) -> bool) -> bool {
        let mut all = true;
        self.for_each_expr(&mut |e| all = all && pred(e));
        all
    }

    /// Whether the block, a loop's body, holds a `break` or `continue` of that loop: one not
    /// inside a loop nested in it (nor, for `break`, inside a nested `switch`).
    pub fn leaves_loop(&self) -> bool {
        fn leaves(block: &Block, in_switch: bool) -> bool {
            block.stmts.iter().any(|s| match s {
                Stmt::Break(_) => !in_switch,
                Stmt::Continue(_) => true,
                Stmt::Loop { .. } => false,
                _ => {
                    let in_switch = in_switch || matches!(s, Stmt::Switch { .. });
                    let mut found = false;
                    s.for_each_body(|b| {
                        found = found || crate::stack::grow(|| leaves(b, in_switch))
                    });
                    found
                }
            })
        }
        leaves(self, false)
    }
}

impl Function {
    /// Calls `f` with each operand of expression `id`, in field order (a list's items in turn).
    pub fn for_each_operand(&self, id: ExprId, f: impl FnMut(ExprId)) {
        self.for_each_operand_of(&self.exprs[id].kind, f)
    }

    /// [`Function::for_each_operand`] of an expression of this function given by its kind
    /// (for walks over `exprs` that hold kinds, not ids).
    pub fn for_each_operand_of(&self, kind: &ExprKind, mut f: impl FnMut(ExprId)) {
        match *kind {
            ExprKind::Literal(_)
            | ExprKind::Param(_)
            | ExprKind::LocalAddr(_)
            | ExprKind::GlobalAddr(_)
            | ExprKind::Temp(_) => {}
            ExprKind::Composite(list)
            | ExprKind::VectorLiteral(list)
            | ExprKind::Call { args: list, .. }
            | ExprKind::Builtin { args: list, .. } => self.list(list).iter().copied().for_each(f),
            ExprKind::Load(a)
            | ExprKind::Unary { operand: a, .. }
            | ExprKind::Convert { operand: a, .. }
            | ExprKind::FieldPtr { base: a, .. }
            | ExprKind::Swizzle { vector: a, .. } => f(a),
            ExprKind::Let {
                value: a, body: b, ..
            }
            | ExprKind::Store { ptr: a, value: b }
            | ExprKind::Binary { lhs: a, rhs: b, .. }
            | ExprKind::LogicalAnd { lhs: a, rhs: b }
            | ExprKind::LogicalOr { lhs: a, rhs: b }
            | ExprKind::PtrOffset { ptr: a, index: b }
            | ExprKind::PtrDiff { lhs: a, rhs: b }
            | ExprKind::ElementPtr { base: a, index: b }
            | ExprKind::ExtractLane {
                vector: a,
                index: b,
            }
            | ExprKind::StoreLanes {
                ptr: a, value: b, ..
            }
            | ExprKind::Comma { lhs: a, rhs: b } => {
                f(a);
                f(b);
            }
            ExprKind::Select {
                cond,
                then,
                otherwise,
            } => {
                f(cond);
                f(then);
                f(otherwise);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse, ExprKind, Function, Literal, Module};
    use std::fmt::Write;

    /// Parses `input` (one function in the IR's text form) and prints what the walks see of
    /// its body: each statement of [`Block::for_each_stmt`] with its parts, then the
    /// expression roots of [`Block::for_each_expr`], then [`Block::leaves_loop`] of each
    /// loop's body, then the body as the text form prints it after
    /// [`Block::for_each_expr_mut`] replaced each root `N:int` literal with `N+100`.
    fn check(input: &str, expect: &str) {
        let mut m = parse(input).unwrap_or_else(|e| panic!("{e}\n{input}"));
        let fid = m.function_ids().next().expect("one function");
        let f = &m.functions[fid];
        let mut out = String::new();
        f.body.for_each_stmt(&mut |s| {
            let mut parts = Vec::new();
            s.for_each_part(|p| {
                parts.push(match p {
                    StmtPart::Expr(e) => expr(f, e),
                    StmtPart::Body(b) => format!("{{{}}}", b.stmts.len()),
                })
            });
            let _ = writeln!(out, "{}{}", kind(s), spaced(&parts));
        });
        let mut roots = Vec::new();
        f.body.for_each_expr(&mut |e| roots.push(expr(f, e)));
        let _ = writeln!(out, "exprs:{}", spaced(&roots));
        let mut leaves = Vec::new();
        f.body.for_each_stmt(&mut |s| {
            if let Stmt::Loop { body, .. } = s {
                leaves.push(body.leaves_loop().to_string());
            }
        });
        let _ = writeln!(out, "leaves_loop:{}", spaced(&leaves));
        bump_literal_roots(&mut m, fid);
        let text = m.display().to_string();
        let body: Vec<&str> = text.lines().skip(1).collect();
        let _ = writeln!(out, "bumped:\n{}", body.join("\n"));
        let out = out.trim_end();
        let expect = expect.trim();
        assert_eq!(
            out, expect,
            "\n--- got ---\n{out}\n--- expected ---\n{expect}"
        );
    }

    fn spaced(items: &[String]) -> String {
        items.iter().map(|i| format!(" {i}")).collect()
    }

    fn kind(s: &Stmt) -> &'static str {
        match s {
            Stmt::Expr(_) => "expr",
            Stmt::Block(_) => "block",
            Stmt::If { .. } => "if",
            Stmt::Loop { .. } => "loop",
            Stmt::Switch { .. } => "switch",
            Stmt::Break(_) => "break",
            Stmt::Continue(_) => "continue",
            Stmt::Return(..) => "return",
        }
    }

    /// A root expression as the tests name it: its literal value, or else its arena index.
    fn expr(f: &Function, e: ExprId) -> String {
        match f.expr(e).kind {
            ExprKind::Literal(Literal::Int(v)) => v.to_string(),
            ExprKind::Literal(Literal::Bool(b)) => b.to_string(),
            _ => format!("e{}", e.index()),
        }
    }

    fn bump_literal_roots(m: &mut Module, fid: crate::ir::FunctionId) {
        let f = &mut m.functions[fid];
        let mut body = std::mem::take(&mut f.body);
        body.for_each_expr_mut(&mut |e| {
            let x = *f.expr(*e);
            if let ExprKind::Literal(Literal::Int(v)) = x.kind {
                *e = f.add_expr(ExprKind::Literal(Literal::Int(v + 100)), x.ty, x.span);
            }
        });
        f.body = body;
    }

    #[test]
    fn statements_come_before_their_bodies_and_parts_in_field_order() {
        check(
            "
function int f(int %x) {
  if true {
    1:int
  } else {
    2:int
  }
  {
    3:int
  }
  return 4:int
}
",
            "
if true {1} {1}
expr 1
expr 2
block {1}
expr 3
return 4
exprs: true 1 2 3 4
leaves_loop:
bumped:
  if true {
    101:int
  } else {
    102:int
  }
  {
    103:int
  }
  return 104:int
}
",
        );
    }

    #[test]
    fn a_loop_gives_condition_body_and_step_and_a_switch_each_case() {
        // `loop while true` is a loop without a condition; a `do`-`while` loop's condition
        // comes first too (field order, not the order it runs in).
        check(
            "
kernel void k(int %x) {
  loop while true step 2:int {
    switch 3:int {
    case 0:
      4:int
      break
    case 1, default:
      5:int
    }
    continue
  }
  loop {
    6:int
  } while false
  return
}
",
            "
loop {2} 2
switch 3 {2} {1}
expr 4
break
expr 5
continue
loop false {1}
expr 6
return
exprs: 3 4 5 2 false 6
leaves_loop: true false
bumped:
  loop while true step 102:int {
    switch 103:int {
    case 0:
      104:int
      break
    case 1, default:
      105:int
    }
    continue
  }
  loop {
    106:int
  } while false
  return
}
",
        );
    }

    #[test]
    fn only_a_loops_own_jumps_leave_it() {
        // A `break` in a `switch` and the jumps of a nested loop stay inside; a `continue` in a
        // `switch` and a `break` in an `if` leave.
        check(
            "
kernel void k(int %x) {
  loop while true {
    switch 2:int {
    case 0:
      break
    }
    loop while true {
      break
      continue
    }
  }
  loop while true {
    switch 3:int {
    default:
      continue
    }
  }
  loop while true {
    if true {
      break
    }
  }
}
",
            "
loop {2}
switch 2 {1}
break
loop {2}
break
continue
loop {1}
switch 3 {1}
continue
loop {1}
if true {1} {0}
break
exprs: 2 3 true
leaves_loop: false true true true
bumped:
  loop while true {
    switch 102:int {
    case 0:
      break
    }
    loop while true {
      break
      continue
    }
  }
  loop while true {
    switch 103:int {
    default:
      continue
    }
  }
  loop while true {
    if true {
      break
    }
  }
}
",
        );
    }
}
