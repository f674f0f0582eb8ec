//! `split`: enumerate the unique positions at a ply, balance them into units, write the unit
//! files and then the manifest (last, so a directory with a manifest is a complete split).

use super::SplitError;
use super::checksum::checksum_string;
use super::enumerate::{MAX_PLY, level};
use super::fsio::write_atomic;
use super::manifest::{FORMAT, FORMAT_VERSION, IDENTITY_RULE, Manifest, UnitInfo, VariantsFile};
use super::plan::{assign, estimate};
use super::unit::{UnitEntry, format_unit, unit_file_name};
use bitperft::Game;
use std::path::Path;

/// What to split.
pub struct SplitSpec<'a, G: Game> {
    /// The game.
    pub game: G,
    /// The root position.
    pub root: &'a G::Position,
    /// Total perft depth.
    pub depth: u32,
    /// Ply at which to split (1 ≤ ply ≤ depth, ≤ [`MAX_PLY`]).
    pub ply: u32,
    /// Number of units (≥ 1, at most the number of unique positions).
    pub units: usize,
    /// A statistics run: `work` counts each position's leaf statistics.
    pub stats: bool,
    /// The variants file that defines the game, recorded in the manifest.
    pub variants_file: Option<VariantsFile>,
}

/// Checks a spec's numbers (before any work is done).
pub fn check_spec<G: Game>(spec: &SplitSpec<G>) -> Result<(), SplitError> {
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
pub fn create<G: Game>(spec: &SplitSpec<G>, out: &Path) -> Result<Manifest, SplitError> {
    check_spec(spec)?;
    if Manifest::path(out).exists() || out.join("results").exists() {
        return Err(SplitError::input(format!(
            "{} already holds a split (manifest.json or results/): choose a new directory",
            out.display()
        )));
    }
    let game = spec.game;
    let positions = level(game, spec.root, spec.ply)?.positions;
    if positions.len() < spec.units {
        return Err(SplitError::input(format!(
            "{} units but only {} unique positions at ply {}: give fewer units or a deeper ply",
            spec.units,
            positions.len(),
            spec.ply
        )));
    }
    let remaining = spec.depth - spec.ply;
    let estimates: Vec<f64> = positions
        .iter()
        .map(|(id, _)| estimate(game, &game.position(id), remaining))
        .collect();
    let root_fen = game.fen(spec.root);
    // A worker reads each position back from its FEN: one whose move tree depends on more
    // (passes in a row) cannot be handed out.
    for (id, _) in &positions {
        let fen = unit_fen(&id.to_string(), &root_fen, spec.ply);
        if game.parse(&fen).map(|p| game.id(&p)).ok().as_ref() != Some(id) {
            return Err(SplitError::input(format!(
                "the position '{id}' at ply {} depends on more than its FEN (passes in a row), \
                 and a work unit holds only FENs: count this variant with perft",
                spec.ply
            )));
        }
    }
    std::fs::create_dir_all(out).map_err(|e| SplitError::io("create directory", out, e))?;

    let mut units = Vec::with_capacity(spec.units);
    for (index, members) in assign(&estimates, spec.units).into_iter().enumerate() {
        let entries: Vec<UnitEntry> = members
            .iter()
            .map(|&i| UnitEntry {
                fen: unit_fen(&positions[i].0.to_string(), &root_fen, spec.ply),
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
        root_fen,
        depth: spec.depth,
        ply: spec.ply,
        remaining_depth: remaining,
        identity: IDENTITY_RULE.to_string(),
        unit_count: spec.units,
        total_positions: positions.len() as u64,
        total_multiplicity: positions.iter().map(|&(_, n)| n).sum(),
        units,
        variant: game.name().to_string(),
        stats: spec.stats,
        variants_file: spec.variants_file.clone(),
    };
    manifest.split_id = manifest.compute_id();
    write_atomic(&Manifest::path(out), manifest.to_json().as_bytes())?;
    Ok(manifest)
}

/// The FEN written to unit files for identity text `id` reached after `ply` plies from the root
/// whose FEN is `root_fen`: halfmove clock 0 (clocks are not part of the identity) and the
/// fullmove number at that ply (the root's side to move is FEN field 2, its fullmove number
/// the last field).
pub fn unit_fen(id: &str, root_fen: &str, ply: u32) -> String {
    let fields: Vec<&str> = root_fen.split_whitespace().collect();
    let black_first = u32::from(fields.get(1) == Some(&"b"));
    let root_fullmove: u32 = fields.last().and_then(|f| f.parse().ok()).unwrap_or(1);
    let fullmove = root_fullmove + (ply + black_first) / 2;
    format!("{id} 0 {fullmove}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_fen_fullmove() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(unit_fen("x w - -", start, 2), "x w - - 0 2");
        assert_eq!(unit_fen("x b - -", start, 3), "x b - - 0 2");
        assert_eq!(
            unit_fen("x w - -", "4k3/8/8/8/8/8/8/4K3 b - - 0 7", 1),
            "x w - - 0 8"
        );
    }
}
