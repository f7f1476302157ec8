//! Delta debugging over the program tree: deletes statements, and replaces `if`s by their
//! `then` branch, while the program still shows the failure. Every step keeps the program well
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

/// The program with `edit` applied to statement `index` of function `f` (helpers first, then
/// the kernel), if it applies.
fn edited(prog: &Program, f: usize, index: usize, edit: Edit) -> Option<Program> {
    let mut p = prog.clone();
    let body = if f < p.helpers.len() {
        &mut p.helpers[f].body
    } else {
        &mut p.kernel.body
    };
    let mut n = index;
    (edit_block(body, &mut n, edit) == Some(true)).then_some(p)
}

/// The smallest program found that still `fails`.
pub fn reduce(prog: &Program, fails: &mut dyn FnMut(&Program) -> bool) -> Program {
    let mut best = prog.clone();
    loop {
        let mut progress = false;
        for f in 0..=best.helpers.len() {
            let mut index = 0;
            loop {
                let body = if f < best.helpers.len() {
                    &best.helpers[f].body
                } else {
                    &best.kernel.body
                };
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
        if !progress {
            return best;
        }
    }
}
