//! `split`: enumerate the unique positions at a ply, balance them into units, write the unit
//! files and then the manifest (last, so a directory with a manifest is a complete split).

use super::checksum::checksum_string;
use super::enumerate::{level, reparse, MAX_PLY};
use super::fsio::write_atomic;
use super::identity::unit_fen;
use super::manifest::{Manifest, UnitInfo, FORMAT, FORMAT_VERSION, IDENTITY_RULE};
use super::plan::{assign, estimate};
use super::unit::{format_unit, unit_file_name, UnitEntry};
use super::SplitError;
use bitperft::Position;
use std::path::Path;

/// What to split.
#[derive(Clone, Copy, Debug)]
pub struct SplitSpec<'a> {
    /// The root position.
    pub root: &'a Position,
    /// Total perft depth.
    pub depth: u32,
    /// Ply at which to split (1 ≤ ply ≤ depth, ≤ [`MAX_PLY`]).
    pub ply: u32,
    /// Number of units (≥ 1, at most the number of unique positions).
    pub units: usize,
}

/// Checks a spec's numbers (before any work is done).
pub fn check_spec(spec: &SplitSpec) -> Result<(), SplitError> {
    if spec.ply == 0 || spec.ply > spec.depth {
        return Err(SplitError::input(format!(
            "ply {} is out of range: give a ply from 1 to the depth ({})",
            spec.ply, spec.depth
        )));
    }
    if spec.ply > MAX_PLY {
        return Err(SplitError::input(format!(
            "ply {} is too deep to enumerate: give at most {MAX_PLY}",
            spec.ply
        )));
    }
    if spec.units == 0 {
        return Err(SplitError::input("0 units: give at least 1"));
    }
    Ok(())
}

/// Splits `spec` into `out` (created if needed; it must not hold a split already) and
/// returns the manifest written.
pub fn create(spec: &SplitSpec, out: &Path) -> Result<Manifest, SplitError> {
    check_spec(spec)?;
    if Manifest::path(out).exists() || out.join("results").exists() {
        return Err(SplitError::input(format!(
            "{} already holds a split (manifest.json or results/): choose a new directory",
            out.display()
        )));
    }
    let positions = level(spec.root, spec.ply)?.positions;
    if positions.len() < spec.units {
        return Err(SplitError::input(format!(
            "{} units but only {} unique positions at ply {}: give fewer units or a deeper ply",
            spec.units,
            positions.len(),
            spec.ply
        )));
    }
    let remaining = spec.depth - spec.ply;
    let estimates = positions
        .iter()
        .map(|(id, _)| Ok(estimate(&reparse(id, spec.root)?, remaining)))
        .collect::<Result<Vec<f64>, SplitError>>()?;
    std::fs::create_dir_all(out).map_err(|e| SplitError::io("create directory", out, e))?;

    let mut units = Vec::with_capacity(spec.units);
    for (index, members) in assign(&estimates, spec.units).into_iter().enumerate() {
        let entries: Vec<UnitEntry> = members
            .iter()
            .map(|&i| UnitEntry {
                fen: unit_fen(&positions[i].0, spec.root, spec.ply),
                multiplicity: positions[i].1,
            })
            .collect();
        let text = format_unit(&entries);
        let file = unit_file_name(index);
        write_atomic(&out.join(&file), text.as_bytes())?;
        units.push(UnitInfo {
            index,
            file,
            positions: entries.len() as u64,
            multiplicity: entries.iter().map(|e| e.multiplicity).sum(),
            estimated_nodes: members.iter().map(|&i| estimates[i]).sum::<f64>().round(),
            checksum: checksum_string(text.as_bytes()),
        });
    }
    let mut manifest = Manifest {
        format: FORMAT.to_string(),
        format_version: FORMAT_VERSION,
        bitperft_version: env!("CARGO_PKG_VERSION").to_string(),
        split_id: String::new(),
        root_fen: spec.root.to_fen(),
        depth: spec.depth,
        ply: spec.ply,
        remaining_depth: remaining,
        identity: IDENTITY_RULE.to_string(),
        unit_count: spec.units,
        total_positions: positions.len() as u64,
        total_multiplicity: positions.iter().map(|&(_, n)| n).sum(),
        units,
    };
    manifest.split_id = manifest.compute_id();
    write_atomic(&Manifest::path(out), manifest.to_json().as_bytes())?;
    Ok(manifest)
}
