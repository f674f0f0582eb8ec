//! The unique positions at a ply, with multiplicities, found level by level: the positions of
//! ply k are merged before ply k + 1 is generated, so each unique position is expanded once
//! (ply 3 of the start position: 5,362 expansions instead of 8,902).
//!
//! Positions are merged by [`Game::id`]; memory is about 150 bytes per unique position of the
//! deepest level for chess (the 80-byte identity, its count and the hash map's share): ply 5 of
//! the start position (822,518) takes ~120 MB, ply 6 (9.4 M) ~1.5 GB.

use super::SplitError;
use bitperft::Game;
use std::collections::HashMap;

/// The deepest ply accepted: ply 8 of the start position already has 988 million unique
/// positions (OEIS A083276), far beyond one machine's memory at ~100 bytes each.
pub const MAX_PLY: u32 = 8;

/// The unique positions of one ply.
#[derive(Clone, Debug)]
pub struct Level<G: Game> {
    /// Plies from the root.
    pub ply: u32,
    /// `(identity, multiplicity)`, sorted by the identity's text; multiplicities are ≥ 1.
    pub positions: Vec<(G::Id, u64)>,
}

impl<G: Game> Level<G> {
    /// Σ multiplicity: the number of move paths of this length, perft(ply) of the root.
    pub fn paths(&self) -> u64 {
        self.positions.iter().map(|&(_, n)| n).sum()
    }
}

/// One line of `split --unique`.
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
pub fn level<G: Game>(game: G, root: &G::Position, ply: u32) -> Result<Level<G>, SplitError> {
    levels(game, root, ply, |_| {})
}

/// Unique-position and path counts for plies 1..=`max_ply`.
pub fn stats<G: Game>(
    game: G,
    root: &G::Position,
    max_ply: u32,
) -> Result<Vec<PlyStats>, SplitError> {
    let mut out = Vec::new();
    levels(game, root, max_ply, |l| {
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
fn levels<G: Game>(
    game: G,
    root: &G::Position,
    ply: u32,
    mut each: impl FnMut(&Level<G>),
) -> Result<Level<G>, SplitError> {
    if ply > MAX_PLY {
        return Err(SplitError::input(format!(
            "ply {ply} is too deep to enumerate: give at most {MAX_PLY}"
        )));
    }
    let mut current = Level {
        ply: 0,
        positions: vec![(game.id(root), 1)],
    };
    each(&current);
    for k in 1..=ply {
        let mut next: HashMap<G::Id, u64> = HashMap::with_capacity(current.positions.len() * 8);
        for (id, mult) in &current.positions {
            let pos = game.position(id);
            for &m in game.moves(&pos).as_ref() {
                *next.entry(game.id(&game.play(&pos, m))).or_insert(0) += mult;
            }
        }
        let mut positions: Vec<(G::Id, u64)> = next.into_iter().collect();
        positions.sort_by_cached_key(|(id, _)| id.to_string());
        current = Level { ply: k, positions };
        each(&current);
    }
    Ok(current)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::{Chess, Position};

    #[test]
    fn start_position_small_plies() {
        // OEIS A083276: 1, 20, 400, 5362; perft: 1, 20, 400, 8902.
        let s = stats(Chess::default(), &Position::startpos(), 3).unwrap();
        let got: Vec<(u64, u64)> = s.iter().map(|p| (p.unique, p.paths)).collect();
        assert_eq!(got, [(20, 20), (400, 400), (5362, 8902)]);
    }

    #[test]
    fn too_deep_is_an_input_error() {
        let e = level(Chess::default(), &Position::startpos(), MAX_PLY + 1).unwrap_err();
        assert_eq!(e.kind, crate::cluster::SplitErrorKind::Input);
    }

    #[test]
    fn mate_at_the_root_has_no_children() {
        // Fool's mate: white is mated, so ply 1 is empty.
        let p = Position::startpos()
            .play_uci(["f2f3", "e7e5", "g2g4", "d8h4"])
            .unwrap();
        let l = level(Chess::default(), &p, 1).unwrap();
        assert!(l.positions.is_empty());
        assert_eq!(l.paths(), 0);
    }
}
