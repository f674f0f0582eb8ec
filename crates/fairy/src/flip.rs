//! Placement games (Fairy-Stockfish's reversi family, ataxx, quadwrangle, snort): where a drop
//! may go, which enemy pieces a move turns into the mover's, passing, and the endings that come
//! with them (two passes in a row, a full board).
//!
//! - A drop goes on an empty square; [`DropRule`] may narrow that further, and while any of the
//!   start squares ([`FlipRule::start`]) is empty, drops go only there.
//! - After a drop or a move (not a pass), [`Flipping`] says which enemy pieces change sides.
//! - A side may pass ([`Pass`]): always, or only when it has no other legal move. A pass is
//!   made with a piece of the side (its royal piece if it has one, else its first piece) that
//!   stays where it is, so a side without pieces cannot pass. After two passes in a row the
//!   game is over.
//! - With [`FlipRule::free_drops`], a side may drop any of the variant's types without holding
//!   it, and a drop takes nothing from the hand.
//! - With [`FlipRule::full_board_ends`], the game is over when no square is empty.

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::{Rules, SpecError};

/// Where a drop may go besides on an empty square (Fairy-Stockfish's `enclosingDrop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropRule {
    /// Any empty square.
    Anywhere,
    /// Only where it encloses: a line (rank, file or diagonal) from the square runs over one
    /// or more enemy pieces to a piece of the mover (`reversi`).
    Enclosing,
    /// Only a king's step from one of the mover's pieces (`ataxx`, and `quadwrangle`, which
    /// Fairy-Stockfish reads the same way here).
    NextToOwn,
    /// Not a rook's step from an enemy piece (`snort`).
    AwayFromEnemy,
}

/// Which enemy pieces a drop or a move turns (Fairy-Stockfish's `flipEnclosedPieces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flipping {
    /// None.
    Nothing,
    /// Those on lines (rank, file, diagonal) from the square reached that run over enemy
    /// pieces only to a piece of the mover (`reversi`).
    Enclosed,
    /// Every enemy piece a king's step from the square reached (`ataxx`).
    Around,
    /// As [`Flipping::Around`], after a move of a piece, or after a drop a king's step from
    /// another piece of the mover; not after other drops (`quadwrangle`).
    AroundIfJoined,
}

/// When a side may pass (`pass*`, `passOnStalemate*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Never.
    Never,
    /// Whenever the pass is legal (its royal piece not left attacked).
    Always,
    /// Only when it has no other legal move.
    WhenStuck,
}

/// The rules of a placement game (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlipRule {
    /// Where drops may go.
    pub drops: DropRule,
    /// While one of these squares is empty, drops go only on them (`enclosingDropStart`).
    pub start: &'static [&'static str],
    /// What a move turns.
    pub flips: Flipping,
    /// Per side (White, Black): when it may pass.
    pub pass: [Pass; 2],
    /// Drops need no piece in hand and take none (Fairy-Stockfish's ataxx).
    pub free_drops: bool,
    /// The game is over when the board is full (`adjudicateFullBoard`).
    pub full_board_ends: bool,
}

/// A [`FlipRule`] as tables.
#[derive(Clone, Debug)]
pub struct FlipTables<B> {
    /// The rule.
    pub rule: FlipRule,
    /// The start squares.
    start: B,
    /// Per square: the squares a king's step away.
    around: Vec<B>,
    /// Per square: the squares a rook's step away.
    beside: Vec<B>,
    /// The board.
    geo: Geometry,
}

/// The eight directions of the lines a reversi drop encloses.
const LINES: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

impl<B: Bits> FlipTables<B> {
    /// The tables of `r`'s variant, if it has a placement rule.
    pub fn new(r: &Rules<B>) -> Result<Option<FlipTables<B>>, SpecError> {
        let Some(rule) = r.spec.flip else {
            return Ok(None);
        };
        let geo = r.geo;
        let mut start = B::ZERO;
        for name in rule.start {
            let sq = geo
                .parse_square(name)
                .ok_or_else(|| SpecError(format!("{}: '{name}' is not a square", r.spec.name)))?;
            start |= B::bit(sq);
        }
        let near = |sq: u32, steps: &[(i32, i32)]| {
            steps
                .iter()
                .filter_map(|&(dx, dy)| geo.offset(sq, dx, dy))
                .fold(B::ZERO, |b, s| b | B::bit(s))
        };
        let n = geo.len() as u32;
        Ok(Some(FlipTables {
            rule,
            start,
            around: (0..n).map(|sq| near(sq, &LINES)).collect(),
            beside: (0..n).map(|sq| near(sq, &LINES[..4])).collect(),
            geo,
        }))
    }

    /// Among `targets` (empty squares), those where `us` may drop.
    pub fn drop_targets(&self, pos: &FairyPosition<B>, us: usize, targets: B) -> B {
        if (self.start & !pos.occupied()).any() {
            return targets & self.start;
        }
        let (own, enemy) = (pos.side(us), pos.side(1 - us));
        let mut out = B::ZERO;
        for sq in targets.squares() {
            let ok = match self.rule.drops {
                DropRule::Anywhere => true,
                DropRule::Enclosing => enclosed(self.geo, pos, us, sq).any(),
                DropRule::NextToOwn => (self.around[sq as usize] & own).any(),
                DropRule::AwayFromEnemy => (self.beside[sq as usize] & enemy).is_empty(),
            };
            if ok {
                out |= B::bit(sq);
            }
        }
        out
    }

    /// Turns the enemy pieces that `m` (made by `us`, not a pass) turns in `p`, the position
    /// after it.
    pub fn flip(&self, r: &Rules<B>, p: &mut FairyPosition<B>, us: usize, m: FairyMove) {
        let to = m.to();
        let around = self.around[to as usize];
        let turned = match self.rule.flips {
            Flipping::Nothing => B::ZERO,
            Flipping::Enclosed => enclosed(r.geo, p, us, to),
            Flipping::Around => around & p.side(1 - us),
            Flipping::AroundIfJoined => {
                if m.kind() != Kind::Drop || (around & p.side(us)).any() {
                    around & p.side(1 - us)
                } else {
                    B::ZERO
                }
            }
        };
        for sq in turned.squares() {
            let t = p.type_at(sq).expect("a piece to turn");
            p.remove(1 - us, t, sq);
            p.put(us, t, sq);
        }
    }

    /// True if the game is over in `pos`: after two passes in a row, or on a full board.
    pub fn over(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
        pos.passes >= 2 || (self.rule.full_board_ends && (r.all & !pos.occupied()).is_empty())
    }

    /// True if every pseudo-legal move of `r`'s variant is legal: no royal piece, no forced
    /// captures or pseudo-royal pieces, checks allowed, no sittuyin promotion.
    pub fn plain(r: &Rules<B>) -> bool {
        r.royal == 0
            && !r.captures.must_capture
            && !r.captures.pseudo_royal
            && r.spec.checking
            && r.general.is_none()
    }

    /// Leaf nodes at `depth` (1 or more) below `pos` where [`FlipTables::plain`]: each move
    /// made without a test, the last ply counted without making its moves.
    pub fn perft(&self, r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
        if depth <= 1 {
            return self.leaf_count(r, pos).unwrap_or(0);
        }
        if crate::legal::game_over(r, pos) {
            return 0;
        }
        let mut nodes = 0;
        let mut any = false;
        crate::movegen::generate(r, pos, &mut |m| {
            any = true;
            nodes += self.perft(r, &crate::make::make(r, pos, m), depth - 1);
        });
        if let Some(m) = self.pass_move(r, pos, any) {
            nodes += self.perft(r, &crate::make::make(r, pos, m), depth - 1);
        }
        nodes
    }

    /// The legal moves of `pos` counted without making them, where [`FlipTables::plain`];
    /// None elsewhere.
    pub fn leaf_count(&self, r: &Rules<B>, pos: &FairyPosition<B>) -> Option<u64> {
        if !Self::plain(r) {
            return None;
        }
        if crate::legal::game_over(r, pos) {
            return Some(0);
        }
        let mut n = 0u64;
        crate::movegen::generate(r, pos, &mut |_| n += 1);
        if self.pass_move(r, pos, n > 0).is_some() {
            n += 1;
        }
        Some(n)
    }

    /// The pass of the side to move in `pos`, where its rule lets it pass, `others` saying
    /// whether it has another legal move (the pass may still leave its royal piece attacked).
    pub fn pass_move(
        &self,
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        others: bool,
    ) -> Option<FairyMove> {
        let us = pos.turn();
        match self.rule.pass[us] {
            Pass::Never => return None,
            Pass::WhenStuck if others => return None,
            Pass::WhenStuck | Pass::Always => {}
        }
        let royals = pos.royals(r, us);
        let piece = if royals.any() { royals } else { pos.side(us) };
        let sq = piece.squares().next()?;
        Some(FairyMove::normal(sq, sq))
    }
}

/// The enemy pieces on lines from `sq` that run over enemy pieces only to a piece of `us`.
fn enclosed<B: Bits>(geo: Geometry, pos: &FairyPosition<B>, us: usize, sq: u32) -> B {
    let (own, enemy) = (pos.side(us), pos.side(1 - us));
    let mut out = B::ZERO;
    for (dx, dy) in LINES {
        let mut line = B::ZERO;
        let mut at = sq;
        while let Some(next) = geo.offset(at, dx, dy) {
            if enemy.has(next) {
                line |= B::bit(next);
                at = next;
                continue;
            }
            if own.has(next) {
                out |= line;
            }
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::testing::random_positions;

    /// Along random games of the placement built-ins, the leaves counted without making the
    /// moves against the legal moves made one by one, and depth 2 against the legal moves'
    /// counts.
    #[test]
    fn leaves_counted_unplayed_are_the_legal_moves() {
        let mut positions = 0;
        for name in ["ataxx", "flipersi", "flipello", "flipello10"] {
            random_positions::<u128>(name, 0x51a7_f11b_0dd5_eed5, 3, 70, |game, pos| {
                let r = game.rules();
                let f = r.flip.as_ref().expect("a placement game");
                let n = f.leaf_count(r, pos).expect("no royal piece");
                let played = crate::perft::legal_moves(r, pos).len() as u64;
                assert_eq!(n, played, "{name} {}", crate::fen::write(r, pos));
                let children = crate::perft::legal_moves(r, pos);
                let by_children: u64 = children
                    .iter()
                    .map(|&m| f.perft(r, &crate::make::make(r, pos, m), 1))
                    .sum();
                assert_eq!(f.perft(r, pos, 2), by_children, "{name}");
                positions += 1;
            });
        }
        assert!(positions > 500, "{positions}");
    }
}
