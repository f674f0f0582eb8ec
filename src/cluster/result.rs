//! `DIR/results/unit-<I>.json`: a finished unit's per-position counts (in a statistics split,
//! also every position's 13 leaf-statistics counters), tied to its split (split id), its unit
//! file (checksum) and the engine that counted, with a checksum over the counts so a truncated
//! or edited file is refused. Written atomically once the unit is done.

use super::checksum::{Fnv1a64, format_checksum};
use super::manifest::Manifest;
use super::unit::UnitEntry;
use bitperft::stats::PerftStats;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The `format` field of every result.
pub const RESULT_FORMAT: &str = "bitperft-unit-result";
/// The result format version this build writes and reads.
pub const RESULT_VERSION: u32 = 1;

/// Which engine counted, and how (recorded so two runs can be told apart).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineInfo {
    /// Engine name (`serial`, ...).
    pub engine: String,
    /// Worker threads.
    pub threads: usize,
    /// Transposition table size in MiB (0: none).
    pub hash_mb: usize,
    /// Table key seed, if one was given.
    pub hash_seed: Option<u64>,
    /// The slider backend (`none` on the fairy engine); absent from results that do not
    /// record it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sliders: Option<String>,
    /// How the last plies were counted (`--mode`); absent from results that do not record it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
}

/// One position's count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionCount {
    /// The position, as in the unit file.
    pub fen: String,
    /// Its multiplicity, as in the unit file.
    pub multiplicity: u64,
    /// perft(remaining depth) of the position.
    pub count: u128,
    /// In a statistics split: the position's leaf statistics at the remaining depth, the 13
    /// counters of [`PerftStats::to_array`] (`nodes` first, equal to `count`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<[u64; 13]>,
}

/// A finished unit.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitResult {
    /// Always [`RESULT_FORMAT`].
    pub format: String,
    /// [`RESULT_VERSION`] when written.
    pub format_version: u32,
    /// The bitperft version that counted.
    pub bitperft_version: String,
    /// The manifest's split id.
    pub split_id: String,
    /// Zero-based unit index.
    pub unit: usize,
    /// The unit file's name.
    pub unit_file: String,
    /// The unit file's checksum (as in the manifest).
    pub unit_checksum: String,
    /// The root position.
    pub root_fen: String,
    /// Total perft depth.
    pub depth: u32,
    /// Split ply.
    pub ply: u32,
    /// Depth counted below each position.
    pub remaining_depth: u32,
    /// The engine and its options.
    pub engine: EngineInfo,
    /// Every position of the unit, in unit-file order.
    pub positions: Vec<PositionCount>,
    /// Σ multiplicity × count over the unit.
    pub nodes: u128,
    /// In a statistics split: Σ multiplicity × statistics over the unit ([`unit_stats`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<[u64; 13]>,
    /// [`counts_checksum`] of `positions`.
    pub counts_checksum: String,
    /// Positions already checkpointed when this process started (0: not resumed).
    pub resumed_at: usize,
    /// Seconds spent by the process that finished the unit.
    pub elapsed_seconds: f64,
}

/// Why a unit's result cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProblemKind {
    /// No result file.
    Missing,
    /// The result does not parse, or does not agree with itself or the unit file.
    Corrupt,
    /// The result belongs to a different split.
    ForeignSplit,
    /// The unit file is missing or differs from the one the manifest describes.
    UnitFileChanged,
}

/// A unit's result problem, with the reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// What kind of problem.
    pub kind: ProblemKind,
    /// Why, naming the file.
    pub reason: String,
}

impl Problem {
    fn corrupt(reason: impl Into<String>) -> Problem {
        Problem {
            kind: ProblemKind::Corrupt,
            reason: reason.into(),
        }
    }
}

/// The checksum over `(index, fen, multiplicity, count)` lines of `positions` (with the
/// statistics' counters after the count where there are statistics).
pub fn counts_checksum(positions: &[PositionCount]) -> String {
    let mut h = Fnv1a64::new();
    for (i, p) in positions.iter().enumerate() {
        let stats = match &p.stats {
            Some(s) => {
                let words: Vec<String> = s.iter().map(u64::to_string).collect();
                format!("\t{}", words.join(" "))
            }
            None => String::new(),
        };
        let line = format!("{i}\t{}\t{}\t{}{stats}\n", p.fen, p.multiplicity, p.count);
        h.update(line.as_bytes());
    }
    format_checksum(h.finish())
}

/// Σ multiplicity × statistics over `positions`, or `None` if a position has none or a
/// counter overflows 64 bits.
pub fn unit_stats(positions: &[PositionCount]) -> Option<[u64; 13]> {
    positions.iter().try_fold([0u64; 13], |mut acc, p| {
        for (a, &x) in acc.iter_mut().zip(p.stats.as_ref()?) {
            *a = x
                .checked_mul(p.multiplicity)
                .and_then(|n| a.checked_add(n))?;
        }
        Some(acc)
    })
}

impl UnitResult {
    /// The unit's summed statistics, in a statistics split.
    pub fn perft_stats(&self) -> Option<PerftStats> {
        self.stats.map(PerftStats::from_array)
    }
}

/// Σ multiplicity × count, or `None` on overflow (not reachable by a real perft).
pub fn unit_nodes(positions: &[PositionCount]) -> Option<u128> {
    positions.iter().try_fold(0u128, |acc, p| {
        u128::from(p.multiplicity)
            .checked_mul(p.count)
            .and_then(|n| acc.checked_add(n))
    })
}

/// `dir/results`.
pub fn results_dir(dir: &Path) -> PathBuf {
    dir.join("results")
}

/// `dir/results/unit-<index>.json`.
pub fn result_path(dir: &Path, index: usize) -> PathBuf {
    results_dir(dir).join(format!("unit-{index}.json"))
}

/// `dir/results/unit-<index>.partial`: the checkpoint of an unfinished unit.
pub fn partial_path(dir: &Path, index: usize) -> PathBuf {
    results_dir(dir).join(format!("unit-{index}.partial"))
}

impl UnitResult {
    /// The result as pretty JSON with a final newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Reads the result of unit `index` in `dir` (not yet checked against anything).
    pub fn load(dir: &Path, index: usize) -> Result<UnitResult, Problem> {
        let path = result_path(dir, index);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(Problem {
                    kind: ProblemKind::Missing,
                    reason: format!("no {}", path.display()),
                });
            }
            Err(e) => return Err(Problem::corrupt(format!("{}: {e}", path.display()))),
        };
        serde_json::from_slice(&bytes)
            .map_err(|e| Problem::corrupt(format!("{}: does not parse: {e}", path.display())))
    }

    /// Checks this result against the manifest and the unit's entries (from its verified
    /// unit file).
    pub fn check(
        &self,
        manifest: &Manifest,
        index: usize,
        entries: &[UnitEntry],
    ) -> Result<(), Problem> {
        let name = format!("results/unit-{index}.json");
        let corrupt = |what: String| Err(Problem::corrupt(format!("{name}: {what}")));
        if self.format != RESULT_FORMAT || self.format_version != RESULT_VERSION {
            return corrupt(format!(
                "format '{}' version {} is not '{RESULT_FORMAT}' version {RESULT_VERSION}",
                self.format, self.format_version
            ));
        }
        if self.split_id != manifest.split_id {
            return Err(Problem {
                kind: ProblemKind::ForeignSplit,
                reason: format!(
                    "{name} is from a different split (split id {}, root {}, depth {}, ply {}); \
                     this split is {}",
                    self.split_id, self.root_fen, self.depth, self.ply, manifest.split_id
                ),
            });
        }
        let info = &manifest.units[index];
        if self.unit != index || self.unit_file != info.file || self.unit_checksum != info.checksum
        {
            return corrupt(format!(
                "it is for unit {} ({}, {}), not unit {index} ({}, {})",
                self.unit, self.unit_file, self.unit_checksum, info.file, info.checksum
            ));
        }
        if (
            self.depth,
            self.ply,
            self.remaining_depth,
            self.root_fen.as_str(),
        ) != (
            manifest.depth,
            manifest.ply,
            manifest.remaining_depth,
            manifest.root_fen.as_str(),
        ) {
            return corrupt("root, depth or ply differ from the manifest".to_string());
        }
        let sum = counts_checksum(&self.positions);
        if sum != self.counts_checksum {
            return corrupt(format!(
                "counts were edited or damaged: their checksum is {sum}, the file says {}",
                self.counts_checksum
            ));
        }
        if self.positions.len() != entries.len() {
            return corrupt(format!(
                "{} positions, the unit file has {}",
                self.positions.len(),
                entries.len()
            ));
        }
        for (k, (p, e)) in self.positions.iter().zip(entries).enumerate() {
            if p.fen != e.fen || p.multiplicity != e.multiplicity {
                return corrupt(format!(
                    "position {k} is '{}' x{}, the unit file has '{}' x{}",
                    p.fen, p.multiplicity, e.fen, e.multiplicity
                ));
            }
        }
        if unit_nodes(&self.positions) != Some(self.nodes) {
            return corrupt(format!(
                "nodes {} is not the sum of multiplicity x count",
                self.nodes
            ));
        }
        self.check_stats(manifest.stats)
    }

    /// Checks the statistics: every position has them, their node count is its count, and the
    /// unit's are their sum, in a statistics split; none anywhere in a plain one.
    fn check_stats(&self, stats_split: bool) -> Result<(), Problem> {
        let name = format!("results/unit-{}.json", self.unit);
        let corrupt = |what: &str| Err(Problem::corrupt(format!("{name}: {what}")));
        if !stats_split {
            if self.stats.is_some() || self.positions.iter().any(|p| p.stats.is_some()) {
                return corrupt("it has statistics, but the split is not a statistics run");
            }
            return Ok(());
        }
        for (k, p) in self.positions.iter().enumerate() {
            match p.stats {
                None => return corrupt(&format!("position {k} has no statistics")),
                Some(s) if u128::from(s[0]) != p.count => {
                    return corrupt(&format!(
                        "position {k}'s statistics count {} nodes, its count is {}",
                        s[0], p.count
                    ));
                }
                Some(_) => {}
            }
        }
        if self.stats.is_none() || unit_stats(&self.positions) != self.stats {
            return corrupt("stats is not the sum of multiplicity x statistics");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::manifest::tests::sample;

    fn entries() -> Vec<UnitEntry> {
        vec![
            UnitEntry {
                fen: "a".into(),
                multiplicity: 2,
            },
            UnitEntry {
                fen: "b".into(),
                multiplicity: 3,
            },
        ]
    }

    fn result(m: &Manifest) -> UnitResult {
        let positions: Vec<PositionCount> = entries()
            .into_iter()
            .zip([u128::from(u64::MAX) * 4, 7])
            .map(|(e, count)| PositionCount {
                fen: e.fen,
                multiplicity: e.multiplicity,
                count,
                stats: None,
            })
            .collect();
        UnitResult {
            format: RESULT_FORMAT.into(),
            format_version: RESULT_VERSION,
            bitperft_version: "0".into(),
            split_id: m.split_id.clone(),
            unit: 1,
            unit_file: m.units[1].file.clone(),
            unit_checksum: m.units[1].checksum.clone(),
            root_fen: m.root_fen.clone(),
            depth: m.depth,
            ply: m.ply,
            remaining_depth: m.remaining_depth,
            engine: EngineInfo {
                engine: "serial".into(),
                threads: 1,
                hash_mb: 0,
                hash_seed: None,
                sliders: None,
                mode: None,
            },
            nodes: unit_nodes(&positions).unwrap(),
            stats: None,
            counts_checksum: counts_checksum(&positions),
            positions,
            resumed_at: 0,
            elapsed_seconds: 1.5,
        }
    }

    #[test]
    fn round_trip_with_u128_counts() {
        let m = sample();
        let r = result(&m);
        let back: UnitResult = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(back, r);
        back.check(&m, 1, &entries()).unwrap();
    }

    #[test]
    fn statistics_are_checked_with_the_counts() {
        let mut m = sample();
        m.stats = true;
        m.split_id = m.compute_id();
        let mut r = result(&m);
        r.positions[0].count = 10;
        for (p, n) in r.positions.iter_mut().zip([10u64, 7]) {
            p.stats = Some(std::array::from_fn(|i| if i == 0 { n } else { i as u64 }));
        }
        r.nodes = unit_nodes(&r.positions).unwrap();
        r.stats = unit_stats(&r.positions);
        r.counts_checksum = counts_checksum(&r.positions);
        assert_eq!(r.stats.unwrap()[..3], [2 * 10 + 3 * 7, 5, 10]);
        r.check(&m, 1, &entries()).unwrap();
        let back: UnitResult = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(back, r);

        // An edited counter changes the checksum; a plain split refuses statistics.
        let mut edited = r.clone();
        edited.positions[1].stats.as_mut().unwrap()[5] += 1;
        let p = edited.check(&m, 1, &entries()).unwrap_err();
        assert!(p.reason.contains("edited"), "{}", p.reason);
        let mut total = r.clone();
        total.stats.as_mut().unwrap()[2] += 1;
        let p = total.check(&m, 1, &entries()).unwrap_err();
        assert!(p.reason.contains("stats is not the sum"), "{}", p.reason);
        let plain = sample();
        let mut r2 = r.clone();
        r2.split_id = plain.split_id.clone();
        let p = r2.check(&plain, 1, &entries()).unwrap_err();
        assert!(p.reason.contains("not a statistics run"), "{}", p.reason);
        // A statistics split refuses a result without them.
        let mut bare = result(&m);
        bare.split_id = m.split_id.clone();
        let p = bare.check(&m, 1, &entries()).unwrap_err();
        assert!(p.reason.contains("has no statistics"), "{}", p.reason);
    }

    #[test]
    fn problems_are_named() {
        let m = sample();
        let mut r = result(&m);
        r.positions[1].count += 1;
        let p = r.check(&m, 1, &entries()).unwrap_err();
        assert_eq!(p.kind, ProblemKind::Corrupt);
        assert!(p.reason.contains("edited"), "{}", p.reason);

        let mut r = result(&m);
        r.split_id = "fnv1a64:0000000000000000".into();
        assert_eq!(
            r.check(&m, 1, &entries()).unwrap_err().kind,
            ProblemKind::ForeignSplit
        );

        let r = result(&m);
        let p = r.check(&m, 0, &entries()).unwrap_err();
        assert!(p.reason.contains("not unit 0"), "{}", p.reason);

        let mut e = entries();
        e[0].multiplicity = 5;
        let p = r.check(&m, 1, &e).unwrap_err();
        assert!(p.reason.contains("position 0"), "{}", p.reason);
    }
}
