//! Comparing oclvk's outputs with the OpenCL platform's: floating results in units in the last
//! place (NaN equals NaN; a denormal result may be flushed to zero where the slot allows it,
//! as OpenCL allows for single precision), everything else bit for bit or as multisets.

use crate::kernel::Output;
use crate::values::Elem;

/// How an output is compared.
#[derive(Clone, Copy, Debug)]
pub enum Check {
    /// Floating results within `ulps` of the platform's. `ftz`: a denormal result may come back
    /// as a zero (float without denormal support, OpenCL C 7.5.3); `signed_zero`: +0 and -0
    /// differ (the function's result sign is exactly specified).
    Ulp {
        ulps: u64,
        ftz: bool,
        signed_zero: bool,
    },
    /// Floating results within an absolute distance of the platform's: the output's
    /// per-element `tolerance` (mix, smoothstep, dot, cross).
    Absolute,
    /// Bit for bit (any NaN equals any NaN for floating types).
    Exact,
    /// Equal as multisets within consecutive chunks of this many values (values an atomic
    /// operation returned, in an order the hardware chose).
    Multiset(usize),
    /// Not compared (`native_*`: implementation-defined accuracy); the slot must only run.
    RunOnly,
}

/// What comparing one slot found.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub compared: usize,
    pub mismatches: usize,
    /// Largest floating difference seen, in ulp (`u64::MAX`: NaN, infinity or sign against a
    /// number).
    pub worst_ulp: u64,
    /// Whether any output was compared in ulp.
    pub in_ulp: bool,
    /// Largest absolute difference seen under [`Check::Absolute`].
    pub worst_abs: f64,
    /// Largest difference seen where the specification sets no limit (lgamma), in ulp.
    pub unlimited_ulp: u64,
    /// Results beyond the limit from the platform's but within it from the host reference:
    /// the platform is the one off there.
    pub platform_off: usize,
    pub examples: Vec<String>,
}

impl Tally {
    pub fn merge(&mut self, other: &Tally) {
        self.compared += other.compared;
        self.mismatches += other.mismatches;
        self.worst_ulp = self.worst_ulp.max(other.worst_ulp);
        self.in_ulp |= other.in_ulp;
        self.platform_off += other.platform_off;
        self.unlimited_ulp = self.unlimited_ulp.max(other.unlimited_ulp);
        self.worst_abs = self.worst_abs.max(other.worst_abs);
        for e in &other.examples {
            if self.examples.len() < 4 {
                self.examples.push(e.clone());
            }
        }
    }

    /// The worst error, for reports: `3 ulp`, `NaN/inf`, `2 mismatches`, `exact`.
    pub fn worst(&self) -> String {
        let shown = self.worst_limited();
        if self.unlimited_ulp > 0 {
            let u = if self.unlimited_ulp == u64::MAX {
                "NaN/inf/sign".to_string()
            } else {
                format!("{} ulp", self.unlimited_ulp)
            };
            format!("{shown} (where no limit applies: {u})")
        } else {
            shown
        }
    }

    fn worst_limited(&self) -> String {
        let ulp = self.worst_in_ulp();
        match (self.worst_abs > 0.0, self.worst_ulp > 0) {
            (true, true) => format!("{ulp} (absolute: {:.1e})", self.worst_abs),
            (true, false) => format!("absolute {:.1e}", self.worst_abs),
            _ => ulp,
        }
    }

    fn worst_in_ulp(&self) -> String {
        if self.in_ulp && self.worst_ulp > 0 {
            if self.worst_ulp == u64::MAX {
                "NaN/inf/sign".into()
            } else {
                format!("{} ulp", self.worst_ulp)
            }
        } else if self.mismatches > 0 {
            format!("{} mismatch(es)", self.mismatches)
        } else if self.in_ulp {
            "0 ulp".into()
        } else {
            "exact".into()
        }
    }
}

/// Distance in ulp between two values of a floating type (0 for equal values and for two NaNs;
/// `u64::MAX` for NaN against a number).
pub fn ulp_distance(e: Elem, a: u64, b: u64) -> u64 {
    let (x, y) = (e.to_f64(a), e.to_f64(b));
    if x == y || (x.is_nan() && y.is_nan()) {
        return 0;
    }
    if x.is_nan() || y.is_nan() || x.is_infinite() || y.is_infinite() {
        return u64::MAX;
    }
    // Ordered integer keys: adjacent floats differ by one, -0 and +0 share 0.
    let key = |bits: u64| -> i128 {
        let sign = 1u64 << (e.bits() - 1);
        if bits & sign != 0 {
            -((bits & !sign) as i128)
        } else {
            bits as i128
        }
    };
    (key(a) - key(b)).unsigned_abs().min(u64::MAX as u128 - 1) as u64
}

/// Compares one element of an output: the distance (0 when equal) and whether it is
/// acceptable; `tolerance` is the element's absolute tolerance for [`Check::Absolute`].
fn element(e: Elem, check: Check, cl: u64, vk: u64, tolerance: f64) -> (u64, bool) {
    match check {
        Check::Absolute => {
            let (x, y) = (e.to_f64(cl), e.to_f64(vk));
            let ok = x == y || (x.is_nan() && y.is_nan()) || (x - y).abs() <= tolerance;
            (ulp_distance(e, cl, vk), ok)
        }
        Check::Ulp {
            ulps,
            ftz,
            signed_zero,
        } => {
            let (x, y) = (e.to_f64(cl), e.to_f64(vk));
            if signed_zero && x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
                return (u64::MAX, false);
            }
            if ftz && e.is_denormal(cl) && y == 0.0 {
                return (0, true);
            }
            let d = ulp_distance(e, cl, vk);
            (d, d <= ulps)
        }
        Check::Exact => {
            let same = cl == vk || (e.is_float() && e.to_f64(cl).is_nan() && e.to_f64(vk).is_nan());
            (u64::from(!same), same)
        }
        Check::Multiset(_) | Check::RunOnly => (0, true),
    }
}

/// Compares one output array. The output's `alternatives[k]` are further results permitted
/// for case `k`; its `reference[k]`, where given, is the host's result for case `k`, which
/// oclvk may match within the limit instead of the platform's. `twins` pairs a case with its
/// denormals-flushed twin: the case's result may equal either the platform's result for the
/// case or for the twin. `describe(k)` renders the inputs of case `k` for messages.
pub fn compare(
    out: &Output,
    cl: &[u8],
    vk: &[u8],
    twins: &[(usize, usize)],
    describe: &dyn Fn(usize) -> String,
) -> Tally {
    let (e, check) = (out.elem, out.check);
    let (alternatives, tolerance, reference) = (&out.alternatives, &out.tolerance, &out.reference);
    let n = cl.len() / e.size();
    let mut t = Tally {
        in_ulp: matches!(check, Check::Ulp { .. } | Check::Absolute),
        ..Tally::default()
    };
    match check {
        Check::RunOnly => return t,
        Check::Multiset(chunk) => {
            for start in (0..n).step_by(chunk.max(1)) {
                let end = (start + chunk).min(n);
                let mut a: Vec<u64> = (start..end).map(|k| e.get(cl, k)).collect();
                let mut b: Vec<u64> = (start..end).map(|k| e.get(vk, k)).collect();
                a.sort_unstable();
                b.sort_unstable();
                t.compared += a.len();
                if a != b {
                    t.mismatches += 1;
                    if t.examples.len() < 4 {
                        t.examples.push(format!(
                            "values {start}..{end} differ as multisets: OpenCL {:?}... oclvk {:?}...",
                            &a[..a.len().min(6)],
                            &b[..b.len().min(6)]
                        ));
                    }
                }
            }
            return t;
        }
        _ => {}
    }
    for k in 0..n {
        let (x, y) = (e.get(cl, k), e.get(vk, k));
        let tol = tolerance.get(k).copied().unwrap_or(0.0);
        let (mut d, mut ok) = element(e, check, x, y, tol);
        if !ok {
            if let Some(&(_, twin)) = twins.iter().find(|(c, _)| *c == k) {
                let (d2, ok2) = element(e, check, e.get(cl, twin), y, tol);
                if ok2 {
                    (d, ok) = (d2, ok2);
                }
            }
        }
        if !ok {
            if let Some(&r) = reference.get(k) {
                let (d2, ok2) = element(e, check, r, y, tol);
                if ok2 {
                    (d, ok) = (d2, ok2);
                    t.platform_off += 1;
                }
            }
        }
        if !ok {
            if let Some(alts) = alternatives.get(k) {
                if alts.iter().any(|&a| element(e, Check::Exact, a, y, 0.0).1) {
                    (d, ok) = (0, true);
                }
            }
        }
        t.compared += 1;
        match check {
            Check::Ulp { ulps: u64::MAX, .. } => t.unlimited_ulp = t.unlimited_ulp.max(d),
            Check::Absolute => {
                let diff = (e.to_f64(x) - e.to_f64(y)).abs();
                if !diff.is_nan() {
                    t.worst_abs = t.worst_abs.max(diff);
                }
            }
            _ => t.worst_ulp = t.worst_ulp.max(if t.in_ulp { d } else { 0 }),
        }
        if !ok {
            t.mismatches += 1;
            if t.examples.len() < 4 {
                t.examples.push(format!(
                    "case {k} ({}): OpenCL {} oclvk {}",
                    describe(k),
                    e.show(x),
                    e.show(y)
                ));
            }
        }
    }
    t
}
