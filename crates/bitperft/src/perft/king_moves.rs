//! How many legal king moves the other side gains or loses when a quiet move of ours changes
//! only what the moving piece itself attacks in their king zone.
//!
//! [`super::unplayed`] keeps a move from being unplayed when its piece attacks a square of
//! their king zone from where it starts or where it lands. Most such moves neither check nor
//! block, discover or pin anything (the other rules of unplayed moves): only the squares the
//! moving piece attacks change. Their king steps onto a neighbour that holds none of their
//! pieces if none of ours attacks it, so the move's child has `Δ` more king moves than `n0`:
//! one for each neighbour the moving piece alone attacked before and no longer does, minus
//! one for each neighbour nobody attacked before that it attacks now.
//!
//! Castling needs its path unattacked too. Where a castling of theirs has its span clear, a
//! change in the attacks on its path gets no `Δ` (the move is played and counted), and so
//! does a move that would give check.

use crate::attacks::{self, Sliders};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Bitboard, Role, Square};
use std::marker::PhantomData;

/// Who attacks their king's neighbours; built on first use, at most once per depth-2 node.
#[derive(Clone, Copy)]
struct Attacked {
    /// Neighbours their king may step to (none of their pieces there) that none of ours
    /// attacks (with their king off the board, as their generator sees it).
    free: Bitboard,
    /// Such neighbours that exactly one of our pieces attacks.
    once: Bitboard,
}

/// The change in their king's moves for one quiet move of ours (side `Us`).
pub(super) struct KingMoves<S, Us> {
    /// Their king.
    king: Square,
    /// Their king zone (king, neighbours, castling paths).
    zone: Bitboard,
    /// King paths of their castlings whose span is clear: no `Δ` where an attack on them
    /// changes.
    castling: Bitboard,
    occ: Bitboard,
    attacked: Option<Attacked>,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> KingMoves<S, Us> {
    /// For `pos` (side to move `Us`, not in check), whose other side's king zone is `zone`
    /// and whose castlings with a clear span have the king paths `castling`.
    #[inline(always)]
    pub(super) fn new(pos: &Position, zone: Bitboard, castling: Bitboard) -> Self {
        KingMoves {
            king: pos.king(!Us::COLOR),
            zone,
            castling,
            occ: pos.occupied(),
            attacked: None,
            _m: PhantomData,
        }
    }

    /// The change in their legal king moves when our `role` goes quietly from `from` to `to`,
    /// or `None` if the move gives check or changes an attack on a castling path. The caller
    /// has checked that the move touches none of the other rules of unplayed moves (their king
    /// zone, the lines of our sliders to it, castling spans, an unscreened slider in line with
    /// their king),
    /// so only the moving piece's own attacks change.
    #[inline(always)]
    pub(super) fn delta(
        &mut self,
        pos: &Position,
        role: Role,
        from: Square,
        to: Square,
    ) -> Option<i64> {
        let before = self.attacks(role, from, self.occ) & self.zone;
        let after = self.attacks(role, to, self.occ.without(from).with(to)) & self.zone;
        if before == after {
            return Some(0);
        }
        if after.contains(self.king) || ((before ^ after) & self.castling).any() {
            return None;
        }
        let a = self.attacked(pos);
        let freed = before & !after & a.once;
        let taken = after & !before & a.free;
        Some(freed.count() as i64 - taken.count() as i64)
    }

    /// What our `role` on `sq` attacks with occupancy `occ`.
    #[inline(always)]
    fn attacks(&self, role: Role, sq: Square, occ: Bitboard) -> Bitboard {
        match role {
            Role::Pawn => attacks::pawn(Us::COLOR, sq),
            Role::Knight => attacks::knight(sq),
            Role::Bishop => S::bishop(sq, occ),
            Role::Rook => S::rook(sq, occ),
            Role::Queen => S::queen(sq, occ),
            Role::King => attacks::king(sq),
        }
    }

    #[inline(always)]
    fn attacked(&mut self, pos: &Position) -> Attacked {
        match self.attacked {
            Some(a) => a,
            None => {
                let a = attacked::<S, Us>(pos, self.king);
                self.attacked = Some(a);
                a
            }
        }
    }
}

/// Their king's free neighbours and our pieces that may attack them: what both ways of
/// [`attacked`] start from.
#[derive(Clone, Copy)]
struct Targets {
    /// Neighbours of their king that hold none of their pieces.
    steps: Bitboard,
    /// The board with their king off it, as their generator sees it.
    no_king: Bitboard,
    /// Our pieces.
    ours: Bitboard,
    /// Our rooks and queens.
    rq: Bitboard,
    /// Our bishops and queens.
    bq: Bitboard,
}

impl Targets {
    /// For our side `Us` against their king on `k`.
    #[inline(always)]
    fn new<Us: Side>(pos: &Position, k: Square) -> Self {
        let ours = pos.by_color(Us::COLOR);
        let queens = pos.by_role(Role::Queen) & ours;
        Targets {
            steps: attacks::king(k) & !pos.by_color(!Us::COLOR),
            no_king: pos.occupied().without(k),
            ours,
            rq: (pos.by_role(Role::Rook) & ours) | queens,
            bq: (pos.by_role(Role::Bishop) & ours) | queens,
        }
    }

    /// Slider lookups square by square: one per free neighbour and kind of slider we have.
    #[inline(always)]
    fn square_lookups(&self) -> u32 {
        self.steps.count() * (u32::from(self.rq.any()) + u32::from(self.bq.any()))
    }

    /// Slider lookups for the attack map: one per slider, two per queen (a queen is in both
    /// sets).
    #[inline(always)]
    fn map_lookups(&self) -> u32 {
        self.rq.count() + self.bq.count()
    }
}

/// Who attacks the neighbours of their king on `k`, by whichever of two ways needs fewer
/// slider lookups: square by square or our army's attack map. A middlegame king has two or
/// three free neighbours and our army many sliders; an endgame king the reverse.
#[inline(never)]
fn attacked<S: Sliders, Us: Side>(pos: &Position, k: Square) -> Attacked {
    let t = Targets::new::<Us>(pos, k);
    if t.map_lookups() < t.square_lookups() {
        by_attack_map::<S, Us>(pos, &t)
    } else {
        by_square::<S, Us>(pos, &t)
    }
}

/// [`attacked`] square by square: the attackers of each free neighbour counted.
#[inline(always)]
fn by_square<S: Sliders, Us: Side>(pos: &Position, t: &Targets) -> Attacked {
    let us = Us::COLOR;
    let knights = pos.by_role(Role::Knight) & t.ours;
    let pawns = pos.by_role(Role::Pawn) & t.ours;
    let kings = pos.by_role(Role::King) & t.ours;
    let (mut free, mut once) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for s in t.steps {
        let mut a = (attacks::knight(s) & knights)
            | (attacks::pawn(!us, s) & pawns)
            | (attacks::king(s) & kings);
        if t.rq.any() {
            a |= S::rook(s, t.no_king) & t.rq;
        }
        if t.bq.any() {
            a |= S::bishop(s, t.no_king) & t.bq;
        }
        if a.is_empty() {
            free = free.with(s);
        } else if !a.more_than_one() {
            once = once.with(s);
        }
    }
    Attacked { free, once }
}

/// [`attacked`] from our army's attack map: the squares it attacks at least once and at least
/// twice, one lookup per piece (with their king off the board), cut to the free neighbours.
#[inline(always)]
fn by_attack_map<S: Sliders, Us: Side>(pos: &Position, t: &Targets) -> Attacked {
    let pawns = pos.by_role(Role::Pawn) & t.ours;
    let (west, east) = (Us::up_west(pawns), Us::up_east(pawns));
    let (mut once, mut twice) = (west | east, west & east);
    let mut add = |a: Bitboard| {
        twice |= once & a;
        once |= a;
    };
    add(attacks::king(pos.king(Us::COLOR)));
    for sq in pos.by_role(Role::Knight) & t.ours {
        add(attacks::knight(sq));
    }
    for sq in t.bq {
        add(S::bishop(sq, t.no_king));
    }
    for sq in t.rq {
        add(S::rook(sq, t.no_king));
    }
    Attacked {
        free: t.steps & !once,
        once: t.steps & once & !twice,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::movegen::{Black, White};
    use crate::types::Color;

    /// The slow obvious version: each neighbour's attackers counted one by one.
    fn slow(pos: &Position, us: Color, k: Square) -> Attacked {
        let no_king = pos.occupied().without(k);
        let (mut free, mut once) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for s in attacks::king(k) & !pos.by_color(!us) {
            let a = pos.attackers_with::<DefaultSliders>(s, us, no_king);
            if a.is_empty() {
                free = free.with(s);
            } else if !a.more_than_one() {
                once = once.with(s);
            }
        }
        Attacked { free, once }
    }

    /// Both ways of building the map, each named, for the side `us` against the king on `k`.
    fn both_ways(pos: &Position, us: Color, k: Square) -> [(&'static str, Attacked); 2] {
        fn run<Us: Side>(pos: &Position, k: Square) -> [(&'static str, Attacked); 2] {
            let t = Targets::new::<Us>(pos, k);
            [
                ("by square", by_square::<DefaultSliders, Us>(pos, &t)),
                (
                    "by attack map",
                    by_attack_map::<DefaultSliders, Us>(pos, &t),
                ),
            ]
        }
        match us {
            Color::White => run::<White>(pos, k),
            Color::Black => run::<Black>(pos, k),
        }
    }

    #[test]
    fn the_attacks_on_their_king_steps_match_a_count_square_by_square() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "6k1/5P2/4QKN1/8/8/8/8/8 b - - 0 1",
            "4k3/3PPP2/2B1N3/8/8/8/8/R3K3 b - - 0 1",
            "8/8/8/3k4/2PPP3/2NQN3/8/4K3 b - - 0 1",
            // e5 taken by two pawns.
            "8/8/4k3/8/3P1P2/8/8/4K3 b - - 0 1",
            // f6 taken through the king's square.
            "8/8/R3k3/8/8/8/8/4K3 b - - 0 1",
            // f5 taken by a bishop through the king's square.
            "8/8/8/8/4k3/8/2B5/4K3 b - - 0 1",
        ];
        let mut seen = 0;
        for fen in fens {
            let root = Position::from_fen(fen).unwrap();
            let mut children = vec![root];
            for &m in root.legal_moves().iter() {
                children.push(root.play_unchecked(m));
            }
            for pos in children {
                let us = !pos.turn();
                let k = pos.king(pos.turn());
                let slow = slow(&pos, us, k);
                for (way, fast) in both_ways(&pos, us, k) {
                    assert_eq!(
                        (fast.free, fast.once),
                        (slow.free, slow.once),
                        "{way}: {fen}"
                    );
                }
                seen += (slow.once | slow.free).count();
            }
        }
        assert!(seen > 100, "the positions exercise the king's steps");
    }
}
