//! Slot construction shared by the families: input columns (edge values first, then random
//! ones) combined into cases, the denormal-flushed twin cases, and the kernel text that loads a
//! case's lanes (`a0[i]` or `vload4(i, a0)`) and stores a result (`r0[i] = ...` or `vstore4`).

use crate::compare::Check;
use crate::kernel::{Input, Output, Slot};
use crate::values::{Elem, Lcg};

/// Cases of a slot: one column per input, all of the same length.
pub struct Cases {
    pub columns: Vec<(Elem, Vec<u64>)>,
    pub twins: Vec<(usize, usize)>,
}

impl Cases {
    /// Combines per-input columns: every combination of the first `cross` values of each
    /// column (the edges), then the columns' remaining values zipped (the random values).
    pub fn combine(columns: Vec<(Elem, Vec<u64>)>, cross: usize) -> Cases {
        let arity = columns.len();
        let mut out: Vec<Vec<u64>> = vec![Vec::new(); arity];
        if arity == 1 {
            out[0] = columns[0].1.clone();
        } else {
            let heads: Vec<&[u64]> = columns
                .iter()
                .map(|(_, c)| &c[..cross.min(c.len())])
                .collect();
            let mut idx = vec![0usize; arity];
            'cross: loop {
                if heads.iter().any(|h| h.is_empty()) {
                    break;
                }
                for (j, h) in heads.iter().enumerate() {
                    out[j].push(h[idx[j]]);
                }
                for j in (0..arity).rev() {
                    idx[j] += 1;
                    if idx[j] < heads[j].len() {
                        continue 'cross;
                    }
                    idx[j] = 0;
                }
                break;
            }
            let tails = columns
                .iter()
                .map(|(_, c)| c.len().saturating_sub(cross))
                .min()
                .unwrap_or(0);
            for (j, (_, c)) in columns.iter().enumerate() {
                out[j].extend_from_slice(&c[cross.min(c.len())..][..tails]);
            }
        }
        Cases {
            columns: columns.iter().map(|(e, _)| *e).zip(out).collect(),
            twins: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.columns.first().map_or(0, |c| c.1.len())
    }

    /// Appends, for every case with a float denormal input, the case with those inputs
    /// flushed to zero (what a device without single-precision denormals computes).
    pub fn with_flushed_twins(mut self) -> Cases {
        let n = self.len();
        for k in 0..n {
            let has = self
                .columns
                .iter()
                .any(|(e, c)| *e == Elem::Float && e.is_denormal(c[k]));
            if has {
                let twin = self.len();
                for (e, c) in &mut self.columns {
                    let v = if *e == Elem::Float {
                        e.flushed(c[k])
                    } else {
                        c[k]
                    };
                    c.push(v);
                }
                self.twins.push((k, twin));
            }
        }
        self
    }

    /// Pads with copies of the first case to a multiple of `lanes`.
    pub fn padded(mut self, lanes: usize) -> Cases {
        while self.len() % lanes != 0 {
            for (_, c) in &mut self.columns {
                c.push(c[0]);
            }
        }
        self
    }

    pub fn inputs(&self) -> Vec<Input> {
        self.columns
            .iter()
            .map(|(e, c)| Input {
                elem: *e,
                values: c.clone(),
            })
            .collect()
    }
}

/// Loads input `j` of the current work-item's case(s) at `lanes` lanes.
pub fn load(j: usize, lanes: usize) -> String {
    if lanes == 1 {
        format!("a{j}[i]")
    } else {
        format!("vload{lanes}(i, a{j})")
    }
}

/// Stores `value` to output `j` at `lanes` lanes.
pub fn store(j: usize, lanes: usize, value: &str) -> String {
    if lanes == 1 {
        format!("r{j}[i] = {value};")
    } else {
        format!("vstore{lanes}({value}, i, r{j});")
    }
}

/// An output with one zeroed element per case.
pub fn output(elem: Elem, cases: usize, check: Check) -> Output {
    Output {
        elem,
        init: vec![0; cases],
        check,
        alternatives: Vec::new(),
        tolerance: Vec::new(),
        reference: Vec::new(),
    }
}

/// A slot over `cases` run at `lanes` lanes per work-item.
#[allow(clippy::too_many_arguments)]
pub fn slot(
    family: &'static str,
    function: &str,
    ty: Elem,
    label: String,
    cases: &Cases,
    lanes: usize,
    outputs: Vec<Output>,
    body: String,
) -> Slot {
    Slot {
        family,
        function: function.to_string(),
        ty,
        label,
        inputs: cases.inputs(),
        outputs,
        items: Some(cases.len() / lanes),
        body,
        twins: cases.twins.clone(),
    }
}

/// The vector width a function is tested at besides scalar: rotates through 4, 2, 8, 3, 16
/// for integers of up to 32 bits, through 4, 2, 3 for floating and 64-bit types (wide vectors
/// of those cost compile time on both sides without exercising anything new: lanes are
/// independent, and `vdata` covers every width of every type).
pub fn width_for(index: usize, ty: Elem) -> usize {
    if ty.is_float() || ty.size() == 8 {
        [4, 2, 3][index % 3]
    } else {
        [4, 2, 8, 3, 16][index % 5]
    }
}

/// A fresh generator for a slot, seeded by its name so results do not depend on table order.
pub fn rng_for(name: &str) -> Lcg {
    let seed = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    Lcg(seed)
}
