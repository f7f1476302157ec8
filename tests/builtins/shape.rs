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

    /// [`Cases::with_flushed_twins`] for cases read `lanes` rows at a time (one vector argument
    /// per work-item; call after [`Cases::padded`]): a group with a float denormal input gets
    /// a twin group with every float flushed. The twins pair output elements: the groups when
    /// the function returns one value per group (`length`, `dot`), the rows when it returns a
    /// vector (`normalize`, `cross`).
    pub fn with_flushed_group_twins(mut self, lanes: usize, vector_result: bool) -> Cases {
        let groups = self.len() / lanes;
        for g in 0..groups {
            let rows = g * lanes..(g + 1) * lanes;
            let has = self
                .columns
                .iter()
                .any(|(e, c)| *e == Elem::Float && rows.clone().any(|k| e.is_denormal(c[k])));
            if !has {
                continue;
            }
            let twin = self.len() / lanes;
            for (e, c) in &mut self.columns {
                for k in rows.clone() {
                    let v = if *e == Elem::Float {
                        e.flushed(c[k])
                    } else {
                        c[k]
                    };
                    c.push(v);
                }
            }
            if vector_result {
                self.twins
                    .extend((0..lanes).map(|l| (g * lanes + l, twin * lanes + l)));
            } else {
                self.twins.push((g, twin));
            }
        }
        self
    }

    /// For the min/max family: either zero is permitted as the result of a case whose operands
    /// include both +0 and -0 (C99 F.9.9.2, which OpenCL C follows, leaves the sign of
    /// `fmax(-0, +0)` open; PoCL and NVIDIA's drivers choose differently). `operand_row(j, k)`
    /// is the row of column `j` that case `k`'s call reads (`k` itself unless an operand is a
    /// scalar shared by a vector's lanes).
    pub fn either_zero_where_zero_signs_differ(
        &self,
        ty: Elem,
        operand_row: impl Fn(usize, usize) -> usize,
    ) -> Vec<Vec<u64>> {
        let (plus, minus) = (ty.bits_of_f64(0.0), ty.bits_of_f64(-0.0));
        (0..self.len())
            .map(|k| {
                let operands = self
                    .columns
                    .iter()
                    .enumerate()
                    .map(|(j, (_, c))| c[operand_row(j, k)]);
                let (mut has_plus, mut has_minus) = (false, false);
                for b in operands {
                    has_plus |= b == plus;
                    has_minus |= b == minus;
                }
                if has_plus && has_minus {
                    vec![plus, minus]
                } else {
                    Vec::new()
                }
            })
            .collect()
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
