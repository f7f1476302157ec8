//! `-cl-local-reserve=auto`: the `local`-memory reserve each launch shape of a kernel settles
//! on, by trial. A driver with a fixed L1/shared split gives a kernel more L1 per work-group
//! when fewer groups fit on a compute unit; whether that helps depends on the kernel
//! (docs/performance.md, "Occupancy lever"), so it is measured: the first launches of a shape
//! (kernel, local size, global size, free `local` memory) each run the user's work once with
//! one candidate reserve (a pipeline specialized for it), timed with GPU timestamps, and once
//! every candidate has [`TRIAL_ROUNDS`] times the fastest is kept ([`choose`]).
//!
//! The rounds go forward and back (none, a third, a half, two thirds; then two thirds, ...,
//! none): a GPU whose clock is still rising during the trial (the first launches after the
//! host was busy run up to five times slower on the H100) makes later launches faster, and in
//! a round that always tried no reserve first the drift alone could pick a reserve that would
//! slow the kernel for good. Back and forth, the latest launch of the trial is one with no reserve, so
//! a drift favours running the kernel as written.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

/// Timed launches per candidate before a shape settles (the best of them counts).
pub const TRIAL_ROUNDS: usize = 2;

/// How much faster than no reserve a reserve must be to be kept (a fraction of the time
/// without): below it the difference is noise, and the kernel runs as written.
pub const KEEP_MARGIN: f64 = 0.02;

/// The reserves tried, in words, for a kernel leaving `free_bytes` of the device's `local`
/// memory unused: none, and a third, half and two thirds of the free space (rounded down to
/// words; duplicates and empty ones dropped).
pub fn candidates(free_bytes: u64) -> Vec<u32> {
    let free_words = (free_bytes / 4).min(u32::MAX as u64);
    let mut out = vec![0u32];
    for (num, den) in [(1, 3), (1, 2), (2, 3)] {
        let words = (free_words * num / den) as u32;
        if words > 0 && !out.contains(&words) {
            out.push(words);
        }
    }
    out
}

/// The reserve (words) to keep given each candidate's best time: the fastest, but a reserve
/// only where it beats no reserve by [`KEEP_MARGIN`]; among equal times the smallest.
pub fn choose(best: &[(u32, Duration)]) -> u32 {
    let none = best.iter().find(|(w, _)| *w == 0).map(|(_, t)| *t);
    let fastest = best
        .iter()
        .min_by(|a, b| a.1.cmp(&b.1).then(a.0.cmp(&b.0)))
        .copied();
    match (fastest, none) {
        (Some((words, t)), Some(none)) if words != 0 => {
            if t.as_secs_f64() <= none.as_secs_f64() * (1.0 - KEEP_MARGIN) {
                words
            } else {
                0
            }
        }
        (Some((words, _)), _) => words,
        (None, _) => 0,
    }
}

/// Among the candidates given the fewest launches so far (`counts`), the next in the round's
/// direction: forward in even rounds, backward in odd ones (see the module's note on drift).
fn round_order_pick(counts: &[usize]) -> usize {
    let Some(&round) = counts.iter().min() else {
        return 0;
    };
    let mut behind = counts.iter().enumerate().filter(|&(_, &n)| n == round);
    let pick = if round % 2 == 0 {
        behind.next()
    } else {
        behind.next_back()
    };
    pick.map_or(0, |(i, _)| i)
}

/// One launch shape of a kernel: what a trial's result holds for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shape {
    pub kernel: String,
    pub local: [u32; 3],
    pub global: [u64; 3],
    /// The device's `local` memory the launch leaves free without a reserve.
    pub free_bytes: u64,
}

/// The reserve a launch uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pick {
    pub words: u32,
    /// A trial launch: its time goes to [`ReserveTrials::record`].
    pub trial: bool,
}

#[derive(Debug)]
struct Trial {
    candidates: Vec<u32>,
    /// Launches given each candidate so far.
    issued: Vec<usize>,
    /// Times measured, per candidate.
    times: Vec<Vec<Duration>>,
    settled: Option<u32>,
}

impl Trial {
    fn new(free_bytes: u64) -> Trial {
        let candidates = candidates(free_bytes);
        let times = vec![Vec::new(); candidates.len()];
        Trial {
            issued: vec![0; candidates.len()],
            candidates,
            times,
            settled: None,
        }
    }

    fn best(&self) -> Vec<(u32, Duration)> {
        self.candidates
            .iter()
            .zip(&self.times)
            .filter_map(|(&w, t)| t.iter().min().map(|&m| (w, m)))
            .collect()
    }
}

/// What a launch of an `auto` kernel tells its caller ([`crate::LaunchStats::local_reserve`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReserveReport {
    /// The reserve this launch ran with, in bytes.
    pub bytes: u64,
    /// Whether this launch was one of the trial's.
    pub trial: bool,
    /// The reserve the shape settled on, in bytes, once it has.
    pub settled: Option<u64>,
    /// Each candidate's best time so far, (bytes, time), in the order tried.
    pub times: Vec<(u64, Duration)>,
    /// The launches a whole trial of this shape takes (candidates times [`TRIAL_ROUNDS`]).
    pub trial_length: usize,
}

/// Every shape's trial, per program.
#[derive(Debug, Default)]
pub(crate) struct ReserveTrials {
    shapes: Mutex<HashMap<Shape, Trial>>,
}

impl ReserveTrials {
    /// The reserve the next launch of `shape` runs with: the settled one, else the candidate
    /// given the fewest launches (so that the launches of one submission, all picked before
    /// any is timed, spread over the candidates), and once each has had its rounds the one with
    /// the fewest times (a launch that failed before it was timed is made up for).
    pub fn pick(&self, shape: &Shape) -> Pick {
        let mut shapes = self.shapes.lock().unwrap_or_else(|e| e.into_inner());
        let trial = shapes
            .entry(shape.clone())
            .or_insert_with(|| Trial::new(shape.free_bytes));
        if let Some(words) = trial.settled {
            return Pick {
                words,
                trial: false,
            };
        }
        let i = match trial.issued.iter().any(|&n| n < TRIAL_ROUNDS) {
            true => round_order_pick(&trial.issued),
            false => round_order_pick(&trial.times.iter().map(Vec::len).collect::<Vec<_>>()),
        };
        if let Some(n) = trial.issued.get_mut(i) {
            *n += 1;
        }
        Pick {
            words: trial.candidates.get(i).copied().unwrap_or(0),
            trial: true,
        }
    }

    /// Records a trial launch's time with `words` reserved, and settles `shape` once every
    /// candidate has [`TRIAL_ROUNDS`] times.
    pub fn record(&self, shape: &Shape, words: u32, time: Duration) {
        let mut shapes = self.shapes.lock().unwrap_or_else(|e| e.into_inner());
        let Some(trial) = shapes.get_mut(shape) else {
            return;
        };
        if trial.settled.is_some() {
            return;
        }
        if let Some(i) = trial.candidates.iter().position(|&w| w == words) {
            trial.times[i].push(time);
        }
        if trial.times.iter().all(|t| t.len() >= TRIAL_ROUNDS) {
            trial.settled = Some(choose(&trial.best()));
        }
    }

    /// What to tell the caller of a launch of `shape` that ran with `pick`.
    pub fn report(&self, shape: &Shape, pick: Pick) -> ReserveReport {
        let shapes = self.shapes.lock().unwrap_or_else(|e| e.into_inner());
        let trial = shapes.get(shape);
        ReserveReport {
            bytes: pick.words as u64 * 4,
            trial: pick.trial,
            settled: trial.and_then(|t| t.settled).map(|w| w as u64 * 4),
            times: trial
                .map(|t| t.best())
                .unwrap_or_default()
                .into_iter()
                .map(|(w, d)| (w as u64 * 4, d))
                .collect(),
            trial_length: trial.map_or(0, |t| t.candidates.len() * TRIAL_ROUNDS),
        }
    }

    /// After a launch that ran with `reserve` (its shape and pick, for an `auto` kernel) and took
    /// `time`: records a trial's time, and says what the launch used.
    pub fn finish(&self, reserve: Option<&(Shape, Pick)>, time: Duration) -> Option<ReserveReport> {
        let (shape, pick) = reserve?;
        if pick.trial {
            self.record(shape, pick.words, time);
        }
        Some(self.report(shape, *pick))
    }

    /// The reserve (words) a shape of `kernel` with work-groups of `local` settled on, if any
    /// did (the largest where several did): for `Program::executable_info`.
    pub fn settled_for(&self, kernel: &str, local: [u32; 3]) -> Option<u32> {
        let shapes = self.shapes.lock().unwrap_or_else(|e| e.into_inner());
        shapes
            .iter()
            .filter(|(s, _)| s.kernel == kernel && s.local == local)
            .filter_map(|(_, t)| t.settled)
            .max()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn us(n: u64) -> Duration {
        Duration::from_micros(n)
    }

    fn shape() -> Shape {
        Shape {
            kernel: "k".into(),
            local: [64, 1, 1],
            global: [1024, 1, 1],
            free_bytes: 48 << 10,
        }
    }

    #[test]
    fn candidates_are_none_and_thirds_halves_of_the_free_space_in_words() {
        // The H100's 48 KiB: 16, 24 and 32 KiB.
        assert_eq!(candidates(48 << 10), vec![0, 4096, 6144, 8192]);
        // Rounded down to words.
        assert_eq!(candidates(4000), vec![0, 333, 500, 666]);
        // Too little to split: what is left, once each.
        assert_eq!(candidates(8), vec![0, 1]);
        assert_eq!(candidates(3), vec![0]);
        assert_eq!(candidates(0), vec![0]);
    }

    #[test]
    fn the_fastest_is_kept() {
        // The lead's H100 SpMV figures (µs): 0 → 387, 16K → 280, 24K → 204, 32K → 200.
        let best = [
            (0, us(387)),
            (4096, us(280)),
            (6144, us(204)),
            (8192, us(200)),
        ];
        assert_eq!(choose(&best), 8192);
        // A bandwidth-bound kernel: no reserve.
        let best = [
            (0, us(297)),
            (4096, us(410)),
            (6144, us(600)),
            (8192, us(776)),
        ];
        assert_eq!(choose(&best), 0);
    }

    #[test]
    fn a_reserve_within_the_margin_of_none_is_not_kept() {
        assert_eq!(choose(&[(0, us(1000)), (100, us(990))]), 0);
        assert_eq!(choose(&[(0, us(1000)), (100, us(979))]), 100);
        // Equal times: the smaller reserve.
        assert_eq!(choose(&[(0, us(500)), (200, us(400)), (100, us(400))]), 100);
        assert_eq!(choose(&[]), 0);
    }

    #[test]
    fn a_shape_tries_each_candidate_in_turn_then_settles() {
        let trials = ReserveTrials::default();
        let s = shape();
        let time = |w: u32| {
            us(match w {
                0 => 387,
                4096 => 280,
                6144 => 204,
                _ => 200,
            })
        };
        let mut tried = Vec::new();
        for _ in 0..TRIAL_ROUNDS * 4 {
            let p = trials.pick(&s);
            assert!(p.trial);
            tried.push(p.words);
            trials.record(&s, p.words, time(p.words));
        }
        assert_eq!(tried, [0, 4096, 6144, 8192, 8192, 6144, 4096, 0]);
        let p = trials.pick(&s);
        assert_eq!(
            p,
            Pick {
                words: 8192,
                trial: false
            }
        );
        let r = trials.report(&s, p);
        assert_eq!(r.settled, Some(32 << 10));
        assert_eq!(r.times.len(), 4);
        assert_eq!(r.trial_length, 8);
        assert_eq!(trials.settled_for("k", [64, 1, 1]), Some(8192));
        // A new shape tries again.
        let other = Shape {
            global: [2048, 1, 1],
            ..shape()
        };
        assert!(trials.pick(&other).trial);
        assert_eq!(trials.settled_for("k", [32, 1, 1]), None);
    }

    #[test]
    fn launches_picked_together_spread_over_the_candidates() {
        let trials = ReserveTrials::default();
        let s = shape();
        // One submission of eight launches: every candidate twice, before any is timed.
        let picks: Vec<u32> = (0..8).map(|_| trials.pick(&s).words).collect();
        assert_eq!(picks, [0, 4096, 6144, 8192, 8192, 6144, 4096, 0]);
        for &w in &picks {
            trials.record(&s, w, us(100 + w as u64 / 1024));
        }
        assert_eq!(
            trials.pick(&s),
            Pick {
                words: 0,
                trial: false
            }
        );
    }

    /// A GPU still clocking up: every launch 10% faster than the one before, whatever the
    /// reserve (the kernel does not care). Trying no reserve first in every round made the
    /// drift alone pick two thirds of the local memory, which would then slow a kernel that
    /// needs its occupancy for good.
    #[test]
    fn a_rising_clock_does_not_pick_a_reserve() {
        let trials = ReserveTrials::default();
        let s = shape();
        let mut time = 1000.0;
        loop {
            let p = trials.pick(&s);
            if !p.trial {
                assert_eq!(p.words, 0, "the drift chose a reserve");
                break;
            }
            trials.record(&s, p.words, us(time as u64));
            time *= 0.9;
        }
    }

    #[test]
    fn a_launch_that_never_reports_is_made_up_for() {
        let trials = ReserveTrials::default();
        let s = shape();
        let mut failed = false;
        for _ in 0..8 {
            let p = trials.pick(&s);
            // The first launch with 6144 words fails before it is timed.
            if p.words == 6144 && !failed {
                failed = true;
                continue;
            }
            trials.record(&s, p.words, us(100));
        }
        // Every candidate had its two launches, 6144 only one time: it goes again.
        let p = trials.pick(&s);
        assert_eq!(
            p,
            Pick {
                words: 6144,
                trial: true
            }
        );
        trials.record(&s, 6144, us(50));
        assert_eq!(
            trials.pick(&s),
            Pick {
                words: 6144,
                trial: false
            }
        );
    }
}
