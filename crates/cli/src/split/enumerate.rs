//! The unique positions at a ply, with multiplicities, found level by level: the positions of
//! ply k are merged before ply k + 1 is generated, so each unique position is expanded once
//! (ply 3 of the start position: 5,362 expansions instead of 8,902).
//!
//! Memory is about 100 bytes per unique position of the deepest level (the identity text and
//! its count): ply 5 of the start position (822,518) takes ~80 MB, ply 6 (9.4 M) ~1 GB.

use super::identity::identity;
use super::SplitError;
use bitperft::Position;
use std::collections::HashMap;

/// The deepest ply accepted: ply 8 of the start position already has 988 million unique
/// positions (OEIS A083276), far beyond one machine's memory at ~100 bytes each.
pub const MAX_PLY: u32 = 8;

/// The unique positions of one ply.
#[derive(Clone, Debug)]
pub struct Level {
    /// Plies from the root.
    pub ply: u32,
    /// `(identity, multiplicity)`, sorted by identity; multiplicities are ≥ 1.
    pub positions: Vec<(String, u64)>,
}

impl Level {
    /// Σ multiplicity: the number of move paths of this length, perft(ply) of the root.
    pub fn paths(&self) -> u64 {
        self.positions.iter().map(|&(_, n)| n).sum()
    }
}

/// One line of `split --stats`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyStats {
    /// Plies from the root.
    pub ply: u32,
    /// Unique positions at this ply.
    pub unique: u64,
    /// Move paths of this length (perft(ply)).
    pub paths: u64,
}

/// The unique positions `ply` plies from `root` (ply ≤ [`MAX_PLY`]).
pub fn level(root: &Position, ply: u32) -> Result<Level, SplitError> {
    levels(root, ply, |_| {})
}

/// Unique-position and path counts for plies 1..=`max_ply`.
pub fn stats(root: &Position, max_ply: u32) -> Result<Vec<PlyStats>, SplitError> {
    let mut out = Vec::new();
    levels(root, max_ply, |l| {
        if l.ply > 0 {
            out.push(PlyStats {
                ply: l.ply,
                unique: l.positions.len() as u64,
                paths: l.paths(),
            });
        }
    })?;
    Ok(out)
}

/// Builds levels 0..=`ply`, calling `each` on every level, and returns the last.
fn levels(root: &Position, ply: u32, mut each: impl FnMut(&Level)) -> Result<Level, SplitError> {
    if ply > MAX_PLY {
        return Err(SplitError::input(format!(
            "ply {ply} is too deep to enumerate: give at most {MAX_PLY}"
        )));
    }
    let mut current = Level {
        ply: 0,
        positions: vec![(identity(root), 1)],
    };
    each(&current);
    for k in 1..=ply {
        let mut next: HashMap<String, u64> = HashMap::with_capacity(current.positions.len() * 8);
        for (id, mult) in &current.positions {
            let pos = reparse(id, root)?;
            for &m in pos.legal_moves().iter() {
                *next.entry(identity(&pos.play(m))).or_insert(0) += mult;
            }
        }
        let mut positions: Vec<(String, u64)> = next.into_iter().collect();
        positions.sort_unstable();
        current = Level { ply: k, positions };
        each(&current);
    }
    Ok(current)
}

/// The position of an identity (clocks `0 1`), keeping the root's castling notation.
pub(crate) fn reparse(id: &str, root: &Position) -> Result<Position, SplitError> {
    let mut pos = Position::from_fen(id)
        .map_err(|e| SplitError::integrity(format!("internal: identity '{id}': {e}")))?;
    if root.is_chess960() {
        pos.set_chess960(true);
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_small_plies() {
        // OEIS A083276: 1, 20, 400, 5362; perft: 1, 20, 400, 8902.
        let s = stats(&Position::startpos(), 3).unwrap();
        let got: Vec<(u64, u64)> = s.iter().map(|p| (p.unique, p.paths)).collect();
        assert_eq!(got, [(20, 20), (400, 400), (5362, 8902)]);
    }

    #[test]
    fn too_deep_is_an_input_error() {
        let e = level(&Position::startpos(), MAX_PLY + 1).unwrap_err();
        assert_eq!(e.kind, crate::split::SplitErrorKind::Input);
    }

    #[test]
    fn mate_at_the_root_has_no_children() {
        // Fool's mate: white is mated, so ply 1 is empty.
        let p = Position::startpos()
            .play_uci(["f2f3", "e7e5", "g2g4", "d8h4"])
            .unwrap();
        let l = level(&p, 1).unwrap();
        assert!(l.positions.is_empty());
        assert_eq!(l.paths(), 0);
    }
}
