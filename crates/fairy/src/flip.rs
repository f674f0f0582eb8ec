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
    /// The board.
    geo: Geometry,
    /// Per file step (-1, 0, 1): the squares a step that far along the ranks stays on the
    /// board from ([`FlipTables::shift`]).
    keep: [B; 3],
    /// Every square of the board.
    all: B,
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
        let all = geo.all::<B>();
        let last = i32::from(geo.files()) - 1;
        Ok(Some(FlipTables {
            rule,
            start,
            around: (0..n).map(|sq| near(sq, &LINES)).collect(),
            geo,
            keep: [
                all & !geo.file_mask::<B>(0),
                all,
                all & !geo.file_mask::<B>(last),
            ],
            all,
        }))
    }

    /// Among `targets` (empty squares), those where `us` may drop.
    pub fn drop_targets(&self, pos: &FairyPosition<B>, us: usize, targets: B) -> B {
        if (self.start & !pos.occupied()).any() {
            return targets & self.start;
        }
        let (own, enemy) = (pos.side(us), pos.side(1 - us));
        match self.rule.drops {
            DropRule::Anywhere => targets,
            DropRule::Enclosing => targets & self.enclosing(own, enemy),
            DropRule::NextToOwn => targets & self.spread(own, &LINES),
            DropRule::AwayFromEnemy => targets & !self.spread(enemy, &LINES[..4]),
        }
    }

    /// The squares one of `steps` (a set closed under reversing a step) away from a square of
    /// `set`: those from which a step reaches `set`.
    fn spread(&self, set: B, steps: &[(i32, i32)]) -> B {
        steps
            .iter()
            .fold(B::ZERO, |b, &(dx, dy)| b | self.shift(set, dx, dy))
    }

    /// The squares from which a line (rank, file or diagonal) runs over one or more of
    /// `enemy` to one of `own`: from each of `own`, the runs of `enemy` beside it along each
    /// line, and the square beyond each run.
    fn enclosing(&self, own: B, enemy: B) -> B {
        let mut out = B::ZERO;
        for (dx, dy) in LINES {
            let mut run = self.shift(own, dx, dy) & enemy;
            loop {
                let longer = run | (self.shift(run, dx, dy) & enemy);
                if longer == run {
                    break;
                }
                run = longer;
            }
            out |= self.shift(run, dx, dy);
        }
        out & !own & !enemy
    }

    /// The pieces of `enemy` on lines from the square `at` that run over `enemy` only to a
    /// piece of `own`.
    fn enclosed(&self, at: B, own: B, enemy: B) -> B {
        let mut out = B::ZERO;
        for (dx, dy) in LINES {
            let mut run = B::ZERO;
            let mut next = self.shift(at, dx, dy);
            while (next & enemy).any() {
                run |= next;
                next = self.shift(next, dx, dy);
            }
            if (next & own).any() {
                out |= run;
            }
        }
        out
    }

    /// The squares of `b` moved `dx` files and `dy` ranks, those that stay on the board.
    #[inline(always)]
    fn shift(&self, b: B, dx: i32, dy: i32) -> B {
        let b = b & self.keep[(dx + 1) as usize];
        let by = dy * i32::from(self.geo.files()) + dx;
        let moved = if by >= 0 {
            b << by as u32
        } else {
            b >> by.unsigned_abs()
        };
        moved & self.all
    }

    /// Turns the enemy pieces that `m` (made by `us`, not a pass) turns in `p`, the position
    /// after it.
    pub fn flip(&self, p: &mut FairyPosition<B>, us: usize, m: FairyMove) {
        let to = m.to();
        let around = self.around[to as usize];
        let turned = match self.rule.flips {
            Flipping::Nothing => B::ZERO,
            Flipping::Enclosed => self.enclosed(B::bit(to), p.side(us), p.side(1 - us)),
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
        let mut tally = Tally { n: 0 };
        crate::movegen::generate(r, pos, &mut tally);
        let mut n = tally.n;
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

/// Counts moves, the sets of them whole.
struct Tally {
    n: u64,
}

impl<B: Bits> crate::movegen::Visitor<B> for Tally {
    fn each(&mut self, _: FairyMove) {
        self.n += 1;
    }

    fn targets(&mut self, _: u32, targets: B) {
        self.n += u64::from(targets.count());
    }

    fn double_steps(&mut self, _: u32, targets: B) {
        self.n += u64::from(targets.count());
    }

    fn drops(&mut self, _: u8, targets: B) {
        self.n += u64::from(targets.count());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::random_positions;

    /// The enemy pieces on lines from `sq` that run over enemy pieces only to a piece of `us`.
    fn enclosed_slowly<B: Bits>(geo: Geometry, pos: &FairyPosition<B>, us: usize, sq: u32) -> B {
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

    /// Along random games of the reversi built-ins, the squares a drop may go and the pieces
    /// each drop turns, set-wise, against the lines walked square by square.
    #[test]
    fn enclosing_lines_set_wise_are_the_lines_walked() {
        let mut drops = 0;
        for name in ["flipersi", "flipello", "flipello10"] {
            random_positions::<u128>(name, 0x0e1c_105e_d5e7_5151, 3, 70, |game, pos| {
                let r = game.rules();
                let f = r.flip.as_ref().expect("a placement game");
                let us = pos.turn();
                let (own, enemy) = (pos.side(us), pos.side(1 - us));
                let empty = r.all & !pos.occupied();
                let walked = empty
                    .squares()
                    .filter(|&sq| enclosed_slowly(r.geo, pos, us, sq).any())
                    .fold(0u128, |b, sq| b | u128::bit(sq));
                assert_eq!(f.enclosing(own, enemy), walked, "{name}");
                for sq in empty.squares() {
                    let slow = enclosed_slowly(r.geo, pos, us, sq);
                    assert_eq!(f.enclosed(u128::bit(sq), own, enemy), slow, "{name} {sq}");
                    drops += slow.any() as usize;
                }
            });
        }
        assert!(drops > 1000, "{drops}");
    }

    /// The squares `us` may drop on in `pos` (a placement game's, its start squares filled),
    /// square by square: next to one of its pieces, or a rook's step from no enemy piece.
    fn drops_slowly<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, us: usize, rule: DropRule) -> B {
        let beside = |sq: u32, steps: &[(i32, i32)], set: B| {
            steps
                .iter()
                .filter_map(|&(dx, dy)| r.geo.offset(sq, dx, dy))
                .any(|s| set.has(s))
        };
        let empty = r.all & !pos.occupied();
        let (own, enemy) = (pos.side(us), pos.side(1 - us));
        empty
            .squares()
            .filter(|&sq| match rule {
                DropRule::NextToOwn => beside(sq, &LINES, own),
                DropRule::AwayFromEnemy => !beside(sq, &LINES[..4], enemy),
                DropRule::Anywhere | DropRule::Enclosing => true,
            })
            .fold(B::ZERO, |b, sq| b | B::bit(sq))
    }

    /// Along random games of ataxx, the squares a clone may drop on (next to an own piece), and
    /// of the same positions the squares a rook's step from no enemy piece, set-wise against
    /// square by square.
    #[test]
    fn drops_beside_pieces_set_wise_are_the_squares_walked() {
        let mut checked = 0;
        random_positions::<u64>("ataxx", 0x0a7a_cc5e_7d70_95e5, 3, 60, |game, pos| {
            let r = game.rules();
            let f = r.flip.as_ref().expect("a placement game");
            let empty = r.all & !pos.occupied();
            for us in 0..2 {
                for rule in [DropRule::NextToOwn, DropRule::AwayFromEnemy] {
                    let tables = FlipTables {
                        rule: FlipRule {
                            drops: rule,
                            ..f.rule
                        },
                        ..f.clone()
                    };
                    let slow = drops_slowly(r, pos, us, rule);
                    assert_eq!(tables.drop_targets(pos, us, empty), slow, "{rule:?}");
                    checked += slow.count();
                }
            }
        });
        assert!(checked > 5000, "{checked}");
    }

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
