//! `merge`: check every unit's result against the manifest and its unit file, and sum
//! Σ multiplicity × count as u128. `verify`: compare two complete runs.

use super::SplitError;
use super::manifest::Manifest;
use super::partial::{header, progress};
use super::result::{Problem, ProblemKind, UnitResult, partial_path};
use super::work::load_entries;
use bitperft::Game;
use bitperft::stats::PerftStats;
use std::path::Path;

/// The state of every unit of a split.
#[derive(Clone, Debug)]
pub struct MergeReport {
    /// The split's manifest.
    pub manifest: Manifest,
    /// Per unit: its checked result, or why there is none.
    pub units: Vec<Result<UnitResult, Problem>>,
}

impl MergeReport {
    /// Units without a usable result, with the reasons.
    pub fn problems(&self) -> impl Iterator<Item = (usize, &Problem)> {
        self.units
            .iter()
            .enumerate()
            .filter_map(|(i, u)| u.as_ref().err().map(|p| (i, p)))
    }

    /// Units with a checked result.
    pub fn done(&self) -> usize {
        self.units.iter().filter(|u| u.is_ok()).count()
    }

    /// Σ nodes over the units with a checked result.
    pub fn done_nodes(&self) -> u128 {
        self.units.iter().flatten().map(|r| r.nodes).sum()
    }

    /// The perft total, if every unit has a checked result.
    pub fn total(&self) -> Option<u128> {
        (self.done() == self.units.len()).then(|| self.done_nodes())
    }

    /// Σ statistics over the units with a checked result (a statistics split; `None` in a
    /// plain one).
    pub fn done_stats(&self) -> Option<PerftStats> {
        self.manifest.stats.then(|| {
            self.units
                .iter()
                .flatten()
                .filter_map(|r| r.perft_stats())
                .sum()
        })
    }

    /// The statistics total, if this is a statistics split and every unit has a checked result.
    pub fn total_stats(&self) -> Option<PerftStats> {
        self.total().and(self.done_stats())
    }
}

/// Checks unit `index`'s result in `dir`.
fn check_unit<G: Game>(
    game: G,
    dir: &Path,
    manifest: &Manifest,
    index: usize,
) -> Result<UnitResult, Problem> {
    let entries = load_entries(game, dir, manifest, index).map_err(|e| Problem {
        kind: ProblemKind::UnitFileChanged,
        reason: e.message,
    })?;
    let result = UnitResult::load(dir, index).map_err(|mut p| {
        if p.kind == ProblemKind::Missing {
            let info = &manifest.units[index];
            let head = header(
                &manifest.split_id,
                index,
                &info.checksum,
                manifest.remaining_depth,
            );
            let path = partial_path(dir, index);
            let done = match manifest.stats {
                false => progress::<u128>(&path, &head, entries.len()),
                true => progress::<PerftStats>(&path, &head, entries.len()),
            };
            if let Some(k) = done {
                p.reason.push_str(&format!(
                    " (in progress: {k} of {} positions checkpointed)",
                    entries.len()
                ));
            }
        }
        p
    })?;
    result.check(manifest, index, &entries)?;
    Ok(result)
}

/// Reads the split in `dir` and checks every unit. Fails only if the manifest is unusable;
/// unit problems are in the report.
pub fn merge<G: Game>(game: G, dir: &Path) -> Result<MergeReport, SplitError> {
    let manifest = Manifest::load(dir)?;
    let units = (0..manifest.unit_count)
        .map(|i| check_unit(game, dir, &manifest, i))
        .collect();
    Ok(MergeReport { manifest, units })
}

/// A position whose counts differ between two runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// Unit index.
    pub unit: usize,
    /// Position index within the unit.
    pub position: usize,
    /// The position.
    pub fen: String,
    /// Count in the first run.
    pub first: u128,
    /// Count in the second run.
    pub second: u128,
}

/// The comparison of two complete runs.
#[derive(Clone, Debug)]
pub struct VerifyReport {
    /// True if both runs are of the same split (compared position by position); otherwise
    /// only the totals are compared.
    pub same_split: bool,
    /// Positions compared (0 unless `same_split`).
    pub positions: u64,
    /// Total of the first run.
    pub first_total: u128,
    /// Total of the second run.
    pub second_total: u128,
    /// Positions whose counts differ.
    pub differences: Vec<Difference>,
}

impl VerifyReport {
    /// True if the runs agree everywhere.
    pub fn agree(&self) -> bool {
        self.differences.is_empty() && self.first_total == self.second_total
    }
}

fn root_identity(fen: &str) -> Vec<&str> {
    fen.split_whitespace().take(4).collect()
}

/// Compares two complete runs: position by position if they are of the same split, by totals
/// if they split the same perft differently. Runs of different perfts are an input error.
pub fn verify(first: &MergeReport, second: &MergeReport) -> Result<VerifyReport, SplitError> {
    let (Some(first_total), Some(second_total)) = (first.total(), second.total()) else {
        return Err(SplitError::integrity(
            "both runs must be complete to compare them",
        ));
    };
    let (a, b) = (&first.manifest, &second.manifest);
    let mut report = VerifyReport {
        same_split: a.split_id == b.split_id,
        positions: 0,
        first_total,
        second_total,
        differences: Vec::new(),
    };
    if !report.same_split {
        if root_identity(&a.root_fen) != root_identity(&b.root_fen) || a.depth != b.depth {
            return Err(SplitError::input(format!(
                "the runs are of different perfts: depth {} of {} and depth {} of {}",
                a.depth, a.root_fen, b.depth, b.root_fen
            )));
        }
        return Ok(report);
    }
    for (unit, (ra, rb)) in first.units.iter().zip(&second.units).enumerate() {
        let (Ok(ra), Ok(rb)) = (ra, rb) else {
            continue; // unreachable: both runs are complete
        };
        for (position, (pa, pb)) in ra.positions.iter().zip(&rb.positions).enumerate() {
            report.positions += 1;
            if pa.count != pb.count || pa.stats != pb.stats {
                report.differences.push(Difference {
                    unit,
                    position,
                    fen: pa.fen.clone(),
                    first: pa.count,
                    second: pb.count,
                });
            }
        }
    }
    Ok(report)
}
