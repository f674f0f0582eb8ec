//! `work`: count one unit. Verify the unit file against the manifest, resume from the
//! checkpoint, count each remaining position with the caller's counter (checkpointing each),
//! then write the result atomically and remove the checkpoint. A finished unit is a no-op.
//! The counter gives node counts (`u128`) or, in a statistics split, leaf statistics: the one
//! [`RootValue`] mechanism of `perft --checkpoint`.

use super::SplitError;
use super::checksum::checksum_string;
use super::fsio::{self, write_atomic};
use super::manifest::Manifest;
use super::partial::{Checkpoint, header};
use super::result::{
    EngineInfo, PositionCount, ProblemKind, RESULT_FORMAT, RESULT_VERSION, UnitResult,
    counts_checksum, partial_path, result_path, results_dir, unit_nodes, unit_stats,
};
use super::unit::{UnitEntry, parse_unit};
use crate::checkpoint::RootValue;
use bitperft::Game;
use bitperft::stats::PerftStats;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What a `work` run did.
#[derive(Clone, Debug)]
pub struct WorkReport {
    /// Zero-based unit index.
    pub unit: usize,
    /// Positions in the unit.
    pub positions: usize,
    /// Positions already checkpointed when this run started.
    pub resumed_at: usize,
    /// Positions counted by this run.
    pub computed: usize,
    /// Σ multiplicity × count over the unit.
    pub nodes: u128,
    /// Σ multiplicity × statistics over the unit, in a statistics split.
    pub stats: Option<PerftStats>,
    /// Leaf nodes counted by this run (Σ count over the positions it computed).
    pub counted: u128,
    /// Seconds this run took.
    pub elapsed_seconds: f64,
    /// True if the unit was already finished (nothing was done).
    pub already_finished: bool,
    /// The result file.
    pub result_path: PathBuf,
}

/// Reads unit `index`'s file, refusing it if its checksum or size differs from the manifest.
pub fn load_entries<G: Game>(
    game: G,
    dir: &Path,
    manifest: &Manifest,
    index: usize,
) -> Result<Vec<UnitEntry>, SplitError> {
    let info = &manifest.units[index];
    let path = manifest.unit_path(dir, index);
    let bytes = fsio::read(&path)?;
    let sum = checksum_string(&bytes);
    if sum != info.checksum {
        return Err(SplitError::integrity(format!(
            "{} has changed since the split (checksum {sum}, the manifest says {}): refusing it",
            path.display(),
            info.checksum
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| SplitError::integrity(format!("{} is not UTF-8", path.display())))?;
    let entries = parse_unit(game, &text, &info.file)?;
    let mult: u64 = entries.iter().map(|e| e.multiplicity).sum();
    if entries.len() as u64 != info.positions || mult != info.multiplicity {
        return Err(SplitError::integrity(format!(
            "{} holds {} positions of multiplicity {mult}, the manifest says {} of {}",
            path.display(),
            entries.len(),
            info.positions,
            info.multiplicity
        )));
    }
    Ok(entries)
}

/// A finished, valid result of the unit, if there is one. An unusable result file is moved
/// aside to `unit-<I>.json.rejected` (with a note) so the unit is counted again.
fn finished(
    dir: &Path,
    manifest: &Manifest,
    index: usize,
    entries: &[UnitEntry],
    note: &mut impl FnMut(&str),
) -> Result<Option<UnitResult>, SplitError> {
    let problem = match UnitResult::load(dir, index) {
        Ok(r) => match r.check(manifest, index, entries) {
            Ok(()) => return Ok(Some(r)),
            Err(p) => p,
        },
        Err(p) if p.kind == ProblemKind::Missing => return Ok(None),
        Err(p) => p,
    };
    let path = result_path(dir, index);
    let mut aside = path.clone().into_os_string();
    aside.push(".rejected");
    std::fs::rename(&path, &aside).map_err(|e| SplitError::io("move aside", &path, e))?;
    note(&format!(
        "{}; moved it to {} and counting the unit again",
        problem.reason,
        Path::new(&aside).display()
    ));
    Ok(None)
}

/// Counts unit `index` of the split in `dir` with `count(position, remaining_depth)` (node
/// counts, or statistics in a statistics split: a counter of the other kind is refused).
/// `note` receives messages for the user (resumption, discarded checkpoint lines).
pub fn run_unit<G: Game, V: RootValue>(
    game: G,
    dir: &Path,
    manifest: &Manifest,
    index: usize,
    engine: &EngineInfo,
    mut count: impl FnMut(&G::Position, u32) -> V,
    mut note: impl FnMut(&str),
) -> Result<WorkReport, SplitError> {
    let start = Instant::now();
    if index >= manifest.unit_count {
        return Err(SplitError::input(format!(
            "unit {index} is out of range: the split has {} units (0 to {})",
            manifest.unit_count,
            manifest.unit_count - 1
        )));
    }
    if manifest.stats != V::COLUMNS.is_some() {
        return Err(SplitError::input(format!(
            "the split {} a statistics run, but this counter records {}",
            if manifest.stats { "is" } else { "is not" },
            V::KIND
        )));
    }
    let entries = load_entries(game, dir, manifest, index)?;
    let results = results_dir(dir);
    std::fs::create_dir_all(&results)
        .map_err(|e| SplitError::io("create directory", &results, e))?;
    let mut report = WorkReport {
        unit: index,
        positions: entries.len(),
        resumed_at: 0,
        computed: 0,
        nodes: 0,
        stats: None,
        counted: 0,
        elapsed_seconds: 0.0,
        already_finished: true,
        result_path: result_path(dir, index),
    };
    if let Some(r) = finished(dir, manifest, index, &entries, &mut note)? {
        report.nodes = r.nodes;
        report.stats = r.perft_stats();
        return Ok(report);
    }
    let info = &manifest.units[index];
    let head = header(
        &manifest.split_id,
        index,
        &info.checksum,
        manifest.remaining_depth,
    );
    let (mut ckpt, discarded) =
        Checkpoint::<V>::open(&partial_path(dir, index), &head, entries.len())?;
    if let Some(n) = discarded {
        note(&n);
    }
    // Another process may have finished the unit while we waited for the lock.
    if let Some(r) = finished(dir, manifest, index, &entries, &mut note)? {
        ckpt.remove()?;
        report.nodes = r.nodes;
        report.stats = r.perft_stats();
        return Ok(report);
    }
    report.already_finished = false;
    report.resumed_at = ckpt.done().len();
    if report.resumed_at > 0 {
        note(&format!(
            "resuming unit {index} at position {} of {} (from the checkpoint)",
            report.resumed_at,
            entries.len()
        ));
    }
    for e in &entries[report.resumed_at..] {
        let pos = game
            .parse(&e.fen)
            .map_err(|err| SplitError::integrity(format!("{}: {err}", info.file)))?;
        let c = count(&pos, manifest.remaining_depth);
        ckpt.append(c)?;
        report.computed += 1;
        report.counted += c.nodes();
    }
    let positions: Vec<PositionCount> = entries
        .iter()
        .zip(ckpt.done())
        .map(|(e, c)| PositionCount {
            fen: e.fen.clone(),
            multiplicity: e.multiplicity,
            count: c.nodes(),
            stats: c.stats().map(|s| s.to_array()),
        })
        .collect();
    report.nodes = unit_nodes(&positions)
        .ok_or_else(|| SplitError::integrity("unit total overflows 128 bits"))?;
    let stats = match manifest.stats {
        false => None,
        true => Some(unit_stats(&positions).ok_or_else(|| {
            SplitError::integrity("a statistics counter of the unit overflows 64 bits")
        })?),
    };
    report.stats = stats.map(PerftStats::from_array);
    report.elapsed_seconds = start.elapsed().as_secs_f64();
    let result = UnitResult {
        format: RESULT_FORMAT.to_string(),
        format_version: RESULT_VERSION,
        bitperft_version: env!("CARGO_PKG_VERSION").to_string(),
        split_id: manifest.split_id.clone(),
        unit: index,
        unit_file: info.file.clone(),
        unit_checksum: info.checksum.clone(),
        root_fen: manifest.root_fen.clone(),
        depth: manifest.depth,
        ply: manifest.ply,
        remaining_depth: manifest.remaining_depth,
        engine: engine.clone(),
        counts_checksum: counts_checksum(&positions),
        nodes: report.nodes,
        stats,
        positions,
        resumed_at: report.resumed_at,
        elapsed_seconds: report.elapsed_seconds,
    };
    write_atomic(&report.result_path, result.to_json().as_bytes())?;
    ckpt.remove()?;
    Ok(report)
}
