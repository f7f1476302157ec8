//! Which loops the portable targets unroll whole: the counted `for` loops with a small
//! constant trip count that the Vulkan targets mark `Unroll` (`oclvk_spirv::counted_loop`),
//! when their body does not leave the loop (`break`, `continue`) and the copies stay small.
//!
//! The function writer lowers such a loop's body once per iteration with the counter's loads
//! as constants (`function.rs`). naga has no loop control to carry the hint, WGSL none at all,
//! and unrolled copies index private arrays with constants: SGEMM's 4x4 accumulators stay in
//! registers whatever the driver does with loops, and no bounds check is needed on them.

use oclvk_frontend::ir::{self, Stmt};
use oclvk_spirv::CountedLoop;

/// The most statements a loop's copies may hold together (nested loops unrolled as well
/// counted copy by copy): SGEMM's 16-step loop over three 4- and 4x4-step nests is 384.
const MAX_UNROLLED_STATEMENTS: usize = 1024;

/// The loop at `stmts[at]`, if it is one to unroll whole (the statement before it is its
/// initialization).
pub(crate) fn unrollable(
    m: &ir::Module,
    f: &ir::Function,
    stmts: &[Stmt],
    at: usize,
) -> Option<CountedLoop> {
    let Stmt::Loop {
        cond: Some(cond),
        test_first: true,
        body,
        step: Some(step),
        ..
    } = &stmts[at]
    else {
        return None;
    };
    let prev = at.checked_sub(1).map(|p| &stmts[p]);
    let counted = oclvk_spirv::counted_loop(m, f, prev, *cond, *step, body)?;
    let size = (counted.trips as usize).saturating_mul(statements(m, f, &body.stmts));
    (!body.leaves_loop() && size <= MAX_UNROLLED_STATEMENTS).then_some(counted)
}

/// How many statements `stmts` lowers to, the loops among them that are unrolled counted
/// copy by copy.
fn statements(m: &ir::Module, f: &ir::Function, stmts: &[Stmt]) -> usize {
    let mut total: usize = 0;
    for (at, s) in stmts.iter().enumerate() {
        let n = match s {
            // Whether a loop is unrolled depends on the statement before it.
            Stmt::Loop { body, .. } => match unrollable(m, f, stmts, at) {
                Some(c) => (c.trips as usize).saturating_mul(statements(m, f, &body.stmts)),
                None => 1 + statements(m, f, &body.stmts),
            },
            Stmt::Block(b) => statements(m, f, &b.stmts),
            _ => {
                let mut n: usize = 1;
                s.for_each_body(|b| n = n.saturating_add(statements(m, f, &b.stmts)));
                n
            }
        };
        total = total.saturating_add(n);
    }
    total
}
