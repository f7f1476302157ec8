//! Delta debugging over the program tree: deletes statements, replaces `if`s by their `then`
//! branch, and replaces expressions by an operand or by `0`, while the program still shows the
//! failure. Every step keeps the program well
//! defined (a `break` or `continue` stays inside its loop).

use super::tree::*;

/// What to do to the statement with a given pre-order number.
#[derive(Clone, Copy)]
enum Edit {
    Delete,
    InlineThen,
}

/// Applies `edit` to statement number `*n` (counting down) of `body`: `None` while that
/// statement is not reached, then whether the edit applied to it.
fn edit_block(body: &mut Vec<Stmt>, n: &mut usize, edit: Edit) -> Option<bool> {
    for i in 0..body.len() {
        if *n == 0 {
            return Some(match edit {
                Edit::Delete => {
                    body.remove(i);
                    true
                }
                Edit::InlineThen => match &body[i] {
                    Stmt::If(_, then, _) => {
                        let then = then.clone();
                        body.splice(i..=i, then);
                        true
                    }
                    _ => false,
                },
            });
        }
        *n -= 1;
        let inner = match &mut body[i] {
            Stmt::If(_, a, b) => edit_block(a, n, edit).or_else(|| edit_block(b, n, edit)),
            Stmt::For { body, .. } | Stmt::While { body, .. } => edit_block(body, n, edit),
            Stmt::Switch(_, cases, default) => cases
                .iter_mut()
                .find_map(|c| edit_block(&mut c.body, n, edit))
                .or_else(|| edit_block(default, n, edit)),
            _ => None,
        };
        if inner.is_some() {
            return inner;
        }
    }
    None
}

fn count(body: &[Stmt]) -> usize {
    body.iter()
        .map(|s| {
            1 + match s {
                Stmt::If(_, a, b) => count(a) + count(b),
                Stmt::For { body, .. } | Stmt::While { body, .. } => count(body),
                Stmt::Switch(_, cases, d) => {
                    cases.iter().map(|c| count(&c.body)).sum::<usize>() + count(d)
                }
                _ => 0,
            }
        })
        .sum()
}

/// The program's functions: helpers, record helpers, then the kernel.
fn functions(p: &Program) -> usize {
    p.helpers.len() + p.rec_helpers.len() + 1
}

fn function(p: &Program, f: usize) -> &Function {
    let h = p.helpers.len();
    if f < h {
        &p.helpers[f]
    } else if f - h < p.rec_helpers.len() {
        &p.rec_helpers[f - h]
    } else {
        &p.kernel
    }
}

fn function_mut(p: &mut Program, f: usize) -> &mut Function {
    let h = p.helpers.len();
    if f < h {
        &mut p.helpers[f]
    } else if f - h < p.rec_helpers.len() {
        &mut p.rec_helpers[f - h]
    } else {
        &mut p.kernel
    }
}

/// The program with `edit` applied to statement `index` of function `f` (see [`function`]),
/// if it applies.
fn edited(prog: &Program, f: usize, index: usize, edit: Edit) -> Option<Program> {
    let mut p = prog.clone();
    let body = &mut function_mut(&mut p, f).body;
    let mut n = index;
    (edit_block(body, &mut n, edit) == Some(true)).then_some(p)
}

/// The smallest program found that still `fails`.
pub fn reduce(prog: &Program, fails: &mut dyn FnMut(&Program) -> bool) -> Program {
    let mut best = prog.clone();
    loop {
        let mut progress = false;
        for f in 0..functions(&best) {
            let mut index = 0;
            loop {
                let body = &function(&best, f).body;
                if index >= count(body) {
                    break;
                }
                let smaller = [Edit::Delete, Edit::InlineThen]
                    .into_iter()
                    .filter_map(|e| edited(&best, f, index, e))
                    .find(|p| fails(p));
                match smaller {
                    Some(p) => {
                        best = p;
                        progress = true;
                    }
                    None => index += 1,
                }
            }
        }
        progress |= reduce_exprs(&mut best, fails);
        if !progress {
            return best;
        }
    }
}

/// An expression-level edit: replace the expression with one of its operands, or with `0`.
#[derive(Clone, Copy)]
enum ExprEdit {
    Operand(usize),
    Zero,
}

fn operands(e: &mut Expr) -> Vec<&mut Expr> {
    match e {
        Expr::Input(i)
        | Expr::Elem(_, i)
        | Expr::Unary(_, i)
        | Expr::Cast(_, i)
        | Expr::Convert { arg: i, .. } => vec![i],
        Expr::Binary(_, a, b) => vec![a, b],
        Expr::Cond(c, a, b) => vec![c, a, b],
        Expr::Const(..)
        | Expr::Var(_)
        | Expr::Gid
        | Expr::Lid
        | Expr::Lane(..)
        | Expr::Field(..)
        | Expr::FCmp(..)
        | Expr::FToInt { .. }
        | Expr::AsUint(_)
        | Expr::UnionRead(..)
        | Expr::RecRead(..) => Vec::new(),
    }
}

/// Applies `edit` to expression number `*n` (pre-order, counting down) under `e`.
fn edit_expr(e: &mut Expr, n: &mut usize, edit: ExprEdit) -> Option<bool> {
    if *n == 0 {
        let replacement = match edit {
            ExprEdit::Operand(k) => operands(e).into_iter().nth(k).map(|x| x.clone()),
            ExprEdit::Zero if matches!(e, Expr::Const(_, 0)) => None,
            ExprEdit::Zero => Some(Expr::Const(INT, 0)),
        };
        return Some(match replacement {
            Some(r) => {
                *e = r;
                true
            }
            None => false,
        });
    }
    *n -= 1;
    operands(e).into_iter().find_map(|x| edit_expr(x, n, edit))
}

fn edit_exprs<'a>(
    es: impl IntoIterator<Item = &'a mut Expr>,
    n: &mut usize,
    edit: ExprEdit,
) -> Option<bool> {
    es.into_iter().find_map(|e| edit_expr(e, n, edit))
}

fn vec_exprs(v: &mut VecExpr) -> Vec<&mut Expr> {
    match v {
        VecExpr::Var(_) | VecExpr::Swizzle(..) => Vec::new(),
        VecExpr::Splat(e) => vec![e],
        VecExpr::Build(es) => es.iter_mut().collect(),
        VecExpr::Bin(_, a, b) => {
            let mut all = vec_exprs(a);
            all.extend(vec_exprs(b));
            all
        }
    }
}

fn stmt_exprs(s: &mut Stmt) -> (Vec<&mut Expr>, Vec<&mut Vec<Stmt>>) {
    match s {
        Stmt::Assign(Lvalue::Elem(_, i), e) => (vec![i, e], Vec::new()),
        Stmt::Assign(_, e)
        | Stmt::Return(e)
        | Stmt::LocalAtomic { value: e, .. }
        | Stmt::GlobalAtomic { value: e, .. } => (vec![e], Vec::new()),
        Stmt::If(c, a, b) => (vec![c], vec![a, b]),
        Stmt::For { bound, body, .. } => (vec![bound], vec![body]),
        Stmt::While { cond, body, .. } => (vec![cond], vec![body]),
        Stmt::Switch(e, cases, default) => {
            let mut blocks: Vec<&mut Vec<Stmt>> = cases.iter_mut().map(|c| &mut c.body).collect();
            blocks.push(default);
            (vec![e], blocks)
        }
        Stmt::Call { args, .. } => (args.iter_mut().collect(), Vec::new()),
        Stmt::VecAssign(_, v) => (vec_exprs(v), Vec::new()),
        Stmt::Exchange { value, offset, .. } => (vec![value, offset], Vec::new()),
        Stmt::RecCall { x, .. } => (vec![x], Vec::new()),
        Stmt::Break
        | Stmt::Continue
        | Stmt::StructCopy(..)
        | Stmt::FAssign(..)
        | Stmt::FVecAssign(..)
        | Stmt::UnionCopy(..)
        | Stmt::RecCopy { .. } => (Vec::new(), Vec::new()),
    }
}

fn edit_block_exprs(body: &mut [Stmt], n: &mut usize, edit: ExprEdit) -> Option<bool> {
    body.iter_mut().find_map(|s| {
        let (es, blocks) = stmt_exprs(s);
        edit_exprs(es, n, edit).or_else(|| {
            blocks
                .into_iter()
                .find_map(|b| edit_block_exprs(b, n, edit))
        })
    })
}

/// The program with `edit` applied to expression `index` of function `f`: `None` when there is
/// no such expression (the function's last was passed), `Some(None)` when the edit does not
/// apply to it.
fn expr_edited(prog: &Program, f: usize, index: usize, edit: ExprEdit) -> Option<Option<Program>> {
    let mut p = prog.clone();
    let func = function_mut(&mut p, f);
    let mut n = index;
    let inits = func
        .scalar_init
        .iter_mut()
        .chain(func.vec_init.iter_mut().flatten())
        .chain(func.struct_init.iter_mut().flatten())
        .chain(func.union_init.iter_mut())
        .chain(func.rec_init.iter_mut().flatten());
    let applied = edit_exprs(inits, &mut n, edit)
        .or_else(|| edit_block_exprs(&mut func.body, &mut n, edit))
        .or_else(|| edit_expr(&mut func.ret_expr, &mut n, edit))?;
    Some(applied.then_some(p))
}

/// Simplifies expressions (each replaced by an operand or by `0`) while the program still
/// `fails`; true if anything changed.
fn reduce_exprs(best: &mut Program, fails: &mut dyn FnMut(&Program) -> bool) -> bool {
    let mut progress = false;
    for f in 0..functions(best) {
        let mut index = 0;
        'exprs: loop {
            for edit in [
                ExprEdit::Zero,
                ExprEdit::Operand(0),
                ExprEdit::Operand(1),
                ExprEdit::Operand(2),
            ] {
                match expr_edited(best, f, index, edit) {
                    None => break 'exprs,
                    Some(None) => {}
                    Some(Some(p)) => {
                        if fails(&p) {
                            *best = p;
                            progress = true;
                            continue 'exprs;
                        }
                    }
                }
            }
            index += 1;
        }
    }
    progress
}
