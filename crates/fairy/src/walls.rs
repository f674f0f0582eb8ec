//! Walls: squares no piece may stand on, enter or pass (`*` in a FEN), and the walling moves
//! that place them (Fairy-Stockfish's `wallingRule`).
//!
//! A wall blocks like a piece that never moves and is never captured or exploded. In a
//! walling variant every move (drops excepted) also places a wall on a square that is empty
//! once the move is made, the move's own landing square excluded and every square the move
//! empties included (its start, an en-passant victim's square, a castling rook's), within the
//! side's walling region, and where the rule allows:
//! - `arrow`: a square the moved piece (its type before any promotion) could move to from its
//!   landing square, the move's start counted empty (amazons);
//! - `duck`: anywhere; the new wall replaces every wall there was (the duck moves on);
//! - `edge`: an edge square of the board, or one a rook's step from a wall there was;
//! - `past`: the square the piece left (a snail's trail);
//! - `static`: anywhere.
//!
//! Where an explosion empties squares, they still count as full for the wall. A double step
//! that places its wall on the square it passed leaves no en-passant square.
//!
//! With `wallOrMove`, a side either moves (no wall) or passes and places a wall: the pass is
//! written as a move of its first piece (lowest rank, then file) to its own square. Whether a
//! move leaves its royal piece attacked is judged as Fairy-Stockfish judges it: with the walls
//! there were before the move, the new one not yet placed (a pass is legal only out of check);
//! pseudo-royal pieces are judged with the walls the move leaves.

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::legal::{game_over, in_check};
use crate::make::make;
use crate::movegen::{Visitor, generate_pieces};
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;

/// Where a walling move may place its wall (see the module's rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WallingRule {
    /// A square the moved piece could move to from where it landed.
    Arrow,
    /// Anywhere; the wall moves (only the newest stays).
    Duck,
    /// On the board's edge or beside a wall.
    Edge,
    /// The square the piece left.
    Past,
    /// Anywhere.
    Static,
}

/// A variant's walling (Fairy-Stockfish's `wallingRule`, `wallingRegion*`, `wallOrMove`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walling {
    /// Where the wall may go.
    pub rule: WallingRule,
    /// Per side (White's, then Black's): the squares it may place walls on, per rank (0 = the
    /// first) one bit per file (bit 0 = the a-file).
    pub region: [[u16; 12]; 2],
    /// A side either moves or passes and places a wall (`wallOrMove`).
    pub or_move: bool,
}

impl Walling {
    /// `rule` anywhere on the board, with every move.
    pub const fn new(rule: WallingRule) -> Walling {
        Walling {
            rule,
            region: [[u16::MAX; 12]; 2],
            or_move: false,
        }
    }
}

/// A variant's walling as squares.
#[derive(Clone, Debug)]
pub struct WallRules<B> {
    /// The rule.
    pub rule: WallingRule,
    /// Per side: the squares it may place walls on.
    pub region: [B; 2],
    /// `wallOrMove`.
    pub or_move: bool,
    /// The board's edge squares.
    edge: B,
    /// The board.
    geo: Geometry,
}

impl<B: Bits> WallRules<B> {
    /// The tables of `w` on the board `geo`.
    pub fn new(w: &Walling, geo: Geometry) -> WallRules<B> {
        let mut region = [B::ZERO; 2];
        let mut edge = B::ZERO;
        let (files, ranks) = (geo.files() as i32, geo.ranks() as i32);
        for rank in 0..ranks {
            for file in 0..files {
                let sq = geo.square(file, rank).expect("on the board");
                for (side, r) in region.iter_mut().enumerate() {
                    if w.region[side]
                        .get(rank as usize)
                        .is_some_and(|row| row >> file & 1 == 1)
                    {
                        *r |= B::bit(sq);
                    }
                }
                if file == 0 || rank == 0 || file == files - 1 || rank == ranks - 1 {
                    edge |= B::bit(sq);
                }
            }
        }
        WallRules {
            rule: w.rule,
            region,
            or_move: w.or_move,
            edge,
            geo,
        }
    }

    /// The squares a rook's step from `set`.
    fn beside(&self, set: B) -> B {
        let mut out = B::ZERO;
        for sq in set.squares() {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                if let Some(s) = self.geo.offset(sq, dx, dy) {
                    out |= B::bit(s);
                }
            }
        }
        out
    }
}

/// The squares `m`, a move of `pos` (a pass included: it empties no square), may place its
/// wall on.
fn wall_squares<B: Bits>(
    r: &Rules<B>,
    w: &WallRules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
) -> B {
    let us = pos.turn();
    let (from, to) = (m.from(), m.to());
    let occ = pos.occupied();
    let mut free = r.all & !occ;
    if !m.is_pass() {
        free |= B::bit(from);
    }
    match m.kind() {
        Kind::Castle | Kind::CastleGateRook => {
            let rook = m.rook();
            let rto = if rook > from { to - 1 } else { to + 1 };
            free = (free | B::bit(rook)) & !B::bit(to) & !B::bit(rto);
        }
        Kind::EnPassant => free = (free | B::bit(u32::from(pos.ep_victim))) & !B::bit(to),
        Kind::Normal | Kind::Promotion | Kind::DoubleStep | Kind::Drop => free &= !B::bit(to),
    }
    free &= w.region[us];
    match w.rule {
        WallingRule::Arrow => {
            let t = pos.type_at(from).expect("a piece to move");
            let sr = &r.types[t as usize].side[us];
            free & r.quiet_targets(&sr.quiet, to, occ & !B::bit(from))
        }
        WallingRule::Past => free & B::bit(from),
        WallingRule::Edge => free & (w.edge | w.beside(pos.walls)),
        WallingRule::Duck | WallingRule::Static => free,
    }
}

/// The square of the side to move's first piece (lowest rank, then file), where its pass is
/// written; `None` if it has no piece.
fn pass_square<B: Bits>(pos: &FairyPosition<B>) -> Option<u32> {
    pos.side(pos.turn()).squares().next()
}

/// Gives `f` every pseudo-legal move of `pos` in the walling variant `w`: each move of the
/// pieces once per wall square it may place (with `wallOrMove`, once without a wall), drops
/// without one, and with `wallOrMove` the passes, one per wall square.
pub(crate) fn generate<B: Bits>(
    r: &Rules<B>,
    w: &WallRules<B>,
    pos: &FairyPosition<B>,
    f: &mut impl Visitor<B>,
) {
    generate_pieces(r, pos, &mut |m: FairyMove| {
        if w.or_move || m.kind() == Kind::Drop {
            f.each(m);
        } else {
            for sq in wall_squares(r, w, pos, m).squares() {
                f.each(m.with_wall(sq));
            }
        }
    });
    if w.or_move
        && let Some(sq) = pass_square(pos)
    {
        let pass = FairyMove::normal(sq, sq);
        for wall in wall_squares(r, w, pos, pass).squares() {
            f.each(pass.with_wall(wall));
        }
    }
}

/// The walls after `m`, a move of `pos`.
#[inline(always)]
pub(crate) fn after<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> B {
    match (m.wall(), &r.walling) {
        (Some(sq), Some(w)) if w.rule == WallingRule::Duck => B::bit(sq),
        (Some(sq), _) => pos.walls | B::bit(sq),
        (None, _) => pos.walls,
    }
}

/// Places the wall of `m` (a move of `pos`, made into `child`).
#[inline(always)]
pub(crate) fn place<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    child: &mut FairyPosition<B>,
    m: FairyMove,
) {
    child.walls = after(r, pos, m);
    if (child.ep & child.walls).any() {
        child.ep = B::ZERO;
        child.ep_victim = 0;
    }
}

/// True if `m`, a walling move of `pos`, leaves the mover's royal piece attacked: judged with
/// the walls of `pos` (a pass: the mover is in check).
pub(crate) fn exposes<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> bool {
    let us = pos.turn();
    if r.royal == 0 {
        false
    } else if m.is_pass() {
        in_check(r, pos, us)
    } else {
        in_check(r, &make(r, pos, m.without_wall()), us)
    }
}

/// The walling of a variant where whether a move is legal does not depend on its wall square
/// and a move of a piece is legal where it leaves its royal piece safe (checks allowed, no
/// pseudo-royal pieces, no forced captures, no pass, no rule of check of its own: makpong's,
/// sittuyin's promotions).
fn wall_blind<B: Bits>(r: &Rules<B>) -> Option<&WallRules<B>> {
    r.walling.as_ref().filter(|w| {
        r.spec.checking
            && !r.captures.listed()
            && !w.or_move
            && !r.spec.makpong
            && r.general.is_none()
    })
}

/// Gives `f` each legal move of the pieces of `pos` (in a [`wall_blind`] variant `w`), judged
/// once, with the squares it may wall (drops: none).
fn legal_with_walls<B: Bits>(
    r: &Rules<B>,
    w: &WallRules<B>,
    pos: &FairyPosition<B>,
    f: &mut impl FnMut(FairyMove, Option<B>),
) {
    generate_pieces(r, pos, &mut |m: FairyMove| {
        if m.kind() == Kind::Drop {
            if crate::perft::play_legal(r, pos, m).is_some() {
                f(m, None);
            }
            return;
        }
        let squares = wall_squares(r, w, pos, m);
        if squares.any() && !exposes(r, pos, m) {
            f(m, Some(squares));
        }
    });
}

/// The legal moves of `pos`, in generation order, where the variant is [`wall_blind`]: each
/// move of the pieces judged once for all its wall squares.
pub(crate) fn legal_moves<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Option<Vec<FairyMove>> {
    let w = wall_blind(r)?;
    let mut out = Vec::new();
    if game_over(r, pos) {
        return Some(out);
    }
    legal_with_walls(r, w, pos, &mut |m, squares| match squares {
        None => out.push(m),
        Some(s) => out.extend(s.squares().map(|sq| m.with_wall(sq))),
    });
    Some(out)
}

/// Perft in a position with walls: every move made, but for a [`wall_blind`] variant the last
/// ply counts each legal move's wall squares at once.
pub(crate) fn perft<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if r.walling.is_none() {
        return crate::perft::perft_tested(r, pos, depth);
    }
    let Some(w) = wall_blind(r).filter(|_| depth == 1) else {
        return walled(r, pos, depth);
    };
    if game_over(r, pos) {
        return 0;
    }
    let mut nodes = 0;
    legal_with_walls(r, w, pos, &mut |_, squares| {
        nodes += squares.map_or(1, |s| s.count() as u64);
    });
    nodes
}

/// Perft of a walling variant, every move made, the last ply counted through [`perft`]; in a
/// [`wall_blind`] variant each move of a piece judged once for all its wall squares.
fn walled<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if depth <= 1 || r.captures.listed() || !r.spec.checking {
        return crate::perft::perft_tested(r, pos, depth);
    }
    if game_over(r, pos) {
        return 0;
    }
    let mut nodes = 0;
    if let Some(w) = wall_blind(r) {
        legal_with_walls(r, w, pos, &mut |m, squares| match squares {
            None => nodes += perft(r, &make(r, pos, m), depth - 1),
            Some(s) => {
                for sq in s.squares() {
                    nodes += perft(r, &make(r, pos, m.with_wall(sq)), depth - 1);
                }
            }
        });
        return nodes;
    }
    crate::movegen::generate(r, pos, &mut |m: FairyMove| {
        if let Some(child) = crate::perft::play_legal(r, pos, m) {
            nodes += perft(r, &child, depth - 1);
        }
    });
    nodes
}

#[cfg(test)]
mod tests {
    use crate::bits::Bits;
    use crate::capture_rules::king_steps;
    use crate::game::Fairy;
    use crate::perft::{perft, perft_tested};
    use crate::testing::{Rng, every_variant, random_positions};
    use bitperft::Game;

    /// Random games per variant.
    const GAMES: usize = 3;
    /// One position in this many is walled.
    const EVERY: u64 = 4;
    /// Each walled position is counted at every depth up to this one.
    const DEPTH: u32 = 2;

    /// Along random games of `name` (width `B`, no walling), positions with walls added (up
    /// to three on random empty squares, beside the royal pieces, on the royal pieces' ranks
    /// where castling passes) count perft 1 to [`DEPTH`] as testing every move does, as a
    /// FEN's walls would; how many were checked.
    fn walls_agree<B: Bits>(name: &str) -> usize {
        let game = Fairy::<B>::new(name).expect("built in");
        let r = game.rules();
        if r.walling.is_some() {
            return 0;
        }
        let beside = king_steps::<B>(r.geo);
        let mut rng = Rng(0x3a11_5eed ^ name.len() as u64);
        let mut checked = 0;
        random_positions::<B>(name, 0x3a11_5eed, GAMES, 40, |_, pos| {
            if !rng.next().is_multiple_of(EVERY) {
                return;
            }
            let empty = r.all & !pos.occupied() & !pos.ep;
            let royals = pos.royals(r, 0) | pos.royals(r, 1);
            let near = royals
                .squares()
                .fold(B::ZERO, |b, k| b | beside[k as usize]);
            let ranks = royals
                .squares()
                .fold(B::ZERO, |b, k| b | r.geo.rank_mask::<B>(r.geo.rank(k)));
            for pool in [empty, near & empty, ranks & empty] {
                let mut walled = pos.clone();
                let mut free = if pool.any() { pool } else { empty };
                for _ in 0..=rng.next() % 3 {
                    let n = free.count();
                    if n == 0 {
                        break;
                    }
                    let sq = free.squares().nth((rng.next() % u64::from(n)) as usize);
                    let sq = sq.expect("n squares");
                    walled.walls |= B::bit(sq);
                    free &= !B::bit(sq);
                }
                if walled.walls == pos.walls {
                    continue;
                }
                for depth in 1..=DEPTH {
                    assert_eq!(
                        perft(r, &walled, depth),
                        perft_tested(r, &walled, depth),
                        "{name} perft {depth}: {}",
                        game.fen(&walled)
                    );
                }
                checked += 1;
            }
        });
        checked
    }

    /// Walls on random empty squares and beside the royal pieces, in every variant: the fast
    /// perft counts what testing every move counts.
    #[test]
    fn walls_count_as_testing_every_move_counts() {
        let checked = every_variant(walls_agree::<u64>, walls_agree::<u128>);
        let variants = checked.iter().filter(|&&n| n > 0).count();
        assert!(variants >= 60, "{variants}");
    }
}
