//! Depth 2 with unplayed moves, for statistics: a quiet move of ours whose child's leaves are
//! those of the null move, shifted by what the move changes, is not played.
//!
//! The node counter's rules ([`crate::perft::unplayed`]) prove a move's child has the other
//! side's null-move count `n0` plus a `Δ` of moves. Its statistics follow from the null
//! position's (the other side to move, our pieces where they stand, no e.p. square) when:
//!
//! 1. **No checks.** The null position's leaves hold no check (so no mate), and the move is
//!    not our king's: their checks are made against a king that stays put.
//! 2. **Our king's lines.** The move does not start on a line from our king up to its second
//!    piece: the squares their pieces check from and the pieces of theirs that alone block one
//!    of their sliders (discovered checks) are the null position's, or fewer where it lands
//!    (a piece of ours landing on such a line only blocks).
//! 3. **New moves.** A move that frees one of their rays or pushes (the moves it adds) adds no
//!    checking square, and no piece of theirs could discover a check (else it is played).
//! 4. **Promotions and king steps.** It neither starts nor lands where their pawns promote, and
//!    changes their king's steps only if no piece of ours stands next to it (else a step may
//!    become a capture): their promotions and castlings are the null position's.
//!
//! Then the child's leaves are the null position's with `Δ` more nodes and `Δc` more captures:
//! the change in the targets of their pieces that see the move's two squares that hold a piece
//! of ours (the moved piece where it lands, none where it left), by the node counter's pieces,
//! plus their knights. Their e.p. captures are 0 in both (an unplayed double push gives none).

use super::leaf_parent::LeafParent;
use super::tree::stats_side;
use super::PerftStats;
use crate::attacks::{self, Sliders};
use crate::movegen::{generate, Side, Visitor};
use crate::perft::mobility;
use crate::perft::unplayed::{Unplayed, UnplayedVisitor};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Move, Role, Square};
use std::marker::PhantomData;

/// Adds the statistics at depth 2 below `pos` (side to move `Us`) to `s`, with unplayed moves;
/// returns how many moves were left unplayed.
#[inline(always)]
pub(super) fn stats2<S: Sliders, Us: Side>(pos: &Position, s: &mut PerftStats) -> u64 {
    let us = Us::COLOR;
    let occ = pos.occupied();
    if pos.attackers_with::<S>(pos.king(us), !us, occ).any() {
        play_all::<S, Us>(pos, s);
        return 0;
    }
    let null = pos.passed();
    let mut n = PerftStats::default();
    let mut leaves = LeafParent::<S, Us::Other>::new(&null, &mut n);
    let (checks_from, discoverers) = leaves.against_king();
    generate::<S, Us::Other, _>(&null, &mut leaves);
    if n.checks() != 0 {
        // Rule 1.
        play_all::<S, Us>(pos, s);
        return 0;
    }
    let sink = Stats::<S, Us>::new(pos, s, checks_from, discoverers);
    let mut v = Unplayed::<S, Us, _>::new(pos, sink);
    generate::<S, Us, _>(pos, &mut v);
    let k = v.sink;
    let u = k.unplayed;
    k.played.stats.nodes += (n.nodes * u).wrapping_add_signed(k.nodes);
    k.played.stats.captures += (n.captures * u).wrapping_add_signed(k.captures);
    k.played.stats.castles += n.castles * u;
    k.played.stats.promotions += n.promotions * u;
    u
}

/// Every move played, each child's leaves classified.
#[inline(always)]
fn play_all<S: Sliders, Us: Side>(pos: &Position, s: &mut PerftStats) {
    generate::<S, Us, _>(
        pos,
        &mut Played::<S, Us> {
            pos,
            stats: s,
            _m: PhantomData,
        },
    );
}

/// Visitor: plays each move and classifies its child's leaves.
struct Played<'a, S, Us> {
    pos: &'a Position,
    stats: &'a mut PerftStats,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Visitor for Played<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        played_child::<S, Us>(self.pos, m, self.stats);
    }
}

/// Adds the statistics of the leaves below `m`, a legal move of `pos`, to `s`. Out of line, so
/// the generator's move sites each call it rather than each holding a copy of the leaves'
/// classification.
#[inline(never)]
fn played_child<S: Sliders, Us: Side>(pos: &Position, m: Move, s: &mut PerftStats) {
    stats_side::<S, Us::Other>(&pos.play_unchecked(m), 1, s);
}

/// The sink of [`Unplayed`] for statistics: played children classified, unplayed moves
/// counted with their changes in nodes and captures.
struct Stats<'a, S, Us> {
    played: Played<'a, S, Us>,
    our_king: Square,
    /// The squares our king sees as a rook and as a bishop.
    rook_rays: Bitboard,
    bishop_rays: Bitboard,
    /// The lines from our king up to its second piece (rule 2).
    lines: Bitboard,
    /// Squares where their pawns promote (rule 4).
    promoting: Bitboard,
    /// Squares where a promotion or a castling rook of theirs would check if our king saw
    /// them: no move may open a line from our king onto one.
    shut: Bitboard,
    /// Their queens.
    queens: Bitboard,
    /// Whether our pieces stand next to their king (a change in its steps may be a change in
    /// its captures).
    king_held: bool,
    /// Per role: the squares a piece of theirs checks our king from.
    checks_from: [Bitboard; 6],
    /// Their pieces that alone block one of their sliders' lines to our king.
    discoverers: Bitboard,
    occ: Bitboard,
    ours: Bitboard,
    theirs: Bitboard,
    /// Their knights that may move (not pinned).
    knights: Bitboard,
    pawns: Bitboard,
    /// Their bishops and queens.
    diagonal: Bitboard,
    /// Their rooks and queens.
    orthogonal: Bitboard,
    /// Moves left unplayed.
    unplayed: u64,
    /// The sum of their Δs.
    nodes: i64,
    /// The sum of their changes in captures.
    captures: i64,
}

impl<'a, S: Sliders, Us: Side> Stats<'a, S, Us> {
    #[inline(always)]
    fn new(
        pos: &'a Position,
        stats: &'a mut PerftStats,
        checks_from: [Bitboard; 6],
        discoverers: Bitboard,
    ) -> Self {
        let us = Us::COLOR;
        let them = !us;
        let occ = pos.occupied();
        let ours = pos.by_color(us);
        let theirs = pos.by_color(them);
        let our_king = pos.king(us);
        // Rule 2: each line from our king up to and including its second piece.
        let r1 = S::rook(our_king, occ);
        let b1 = S::bishop(our_king, occ);
        let lines = r1 | b1 | S::rook(our_king, occ & !r1) | S::bishop(our_king, occ & !b1);
        // Rule 4: where their pawns promote by a push or a capture.
        let pawns = pos.by_role(Role::Pawn) & theirs;
        let promoting =
            (Us::Other::up(pawns) | mobility::pawn_attacks::<Us>(pawns)) & Us::Other::PROMO_RANK;
        Stats {
            played: Played {
                pos,
                stats,
                _m: PhantomData,
            },
            our_king,
            rook_rays: r1,
            bishop_rays: b1,
            lines,
            promoting,
            shut: promoting | castle_rooks::<Us>(pos),
            queens: pos.pieces(them, Role::Queen),
            king_held: (attacks::king(pos.king(them)) & ours).any(),
            checks_from,
            discoverers,
            occ,
            ours,
            theirs,
            knights: pos.by_role(Role::Knight) & theirs & !pinned::<S, Us>(pos),
            pawns,
            diagonal: pos.diagonal_sliders(them),
            orthogonal: pos.orthogonal_sliders(them),
            unplayed: 0,
            nodes: 0,
            captures: 0,
        }
    }

    /// Rules 2 and 4 for a move from `from` to `to`: it neither leaves nor lands where their
    /// pawns promote, and if it leaves a line from our king, what that line opens is checked
    /// by [`Self::lines_stay_shut`].
    #[inline(always)]
    fn off_lines(&self, from: Square, to: Square) -> bool {
        !self.promoting.contains(from)
            && !self.promoting.contains(to)
            && (!self.lines.contains(from) || self.lines_stay_shut(from, to))
    }

    /// Whether our move from `from` to `to` leaves their checks as in the null position: no
    /// piece of theirs reaches a square it adds to our king's lines (where a slider of that
    /// line's kind, or a queen, would check), none of those squares is where a promotion or a
    /// castling rook of theirs lands, and no piece of theirs becomes the only one between one of
    /// their sliders and our king.
    #[inline(always)]
    fn lines_stay_shut(&self, from: Square, to: Square) -> bool {
        let after = self.occ.without(from).with(to);
        let ours = self.ours.without(from).with(to);
        let k = self.our_king;
        let new_r = S::rook(k, after) & !self.rook_rays & !self.theirs;
        let new_b = S::bishop(k, after) & !self.bishop_rays & !self.theirs;
        if ((new_r | new_b) & self.shut).any() {
            return false;
        }
        for sq in new_r {
            if ((S::rook(sq, after) & self.orthogonal) | (S::bishop(sq, after) & self.queens)).any()
            {
                return false;
            }
        }
        for sq in new_b {
            if ((S::bishop(sq, after) & self.diagonal) | (S::rook(sq, after) & self.queens)).any() {
                return false;
            }
        }
        let seen = (S::rook(k, ours) & self.orthogonal) | (S::bishop(k, ours) & self.diagonal);
        seen.into_iter().all(|x| {
            let b = attacks::between(k, x) & self.theirs;
            b.more_than_one() || (b & !self.discoverers).is_empty()
        })
    }

    /// The change in their knights' captures: one gained per knight that takes on `to`, one lost
    /// per knight that took on `from`.
    #[inline(always)]
    fn knight_captures(&self, from: Square, to: Square) -> i64 {
        (attacks::knight(to) & self.knights).count() as i64
            - (attacks::knight(from) & self.knights).count() as i64
    }

    /// The change in their captures for a move of ours from `from` to `to` whose change in
    /// their moves the node counter knows (their pieces that see either square are not pinned),
    /// or `None` if it adds a move that may give check (rule 3).
    #[inline(always)]
    fn captures(&self, from: Square, to: Square) -> Option<i64> {
        if self.discoverers.any() {
            return None;
        }
        let us = Us::COLOR;
        let occ = self.occ;
        let after = occ.without(from).with(to);
        let ours_after = self.ours.without(from).with(to);
        let pawn_checks = self.checks_from[Role::Pawn.index()];
        if (pushes::<Us>(self.pawns, after) & !pushes::<Us>(self.pawns, occ) & pawn_checks).any() {
            return None;
        }
        let takes_to = attacks::pawn(us, to) & self.pawns;
        if takes_to.any() && pawn_checks.contains(to) {
            // A pawn of theirs takes the piece that landed, with check.
            return None;
        }
        let mut d = takes_to.count() as i64 - (attacks::pawn(us, from) & self.pawns).count() as i64
            + self.knight_captures(from, to);
        let diag = (S::bishop(to, occ) | S::bishop(from, occ)) & self.diagonal;
        let orth = (S::rook(to, occ) | S::rook(from, occ)) & self.orthogonal;
        for (x, before, now) in diag
            .into_iter()
            .map(|x| (x, S::bishop(x, occ), S::bishop(x, after)))
            .chain(
                orth.into_iter()
                    .map(|x| (x, S::rook(x, occ), S::rook(x, after))),
            )
        {
            let role = self
                .played
                .pos
                .piece_on(x)
                .map_or(Role::Queen, |p| p.role());
            if (now & !before & !self.theirs & self.checks_from[role.index()]).any() {
                return None;
            }
            d += (now & ours_after).count() as i64 - (before & self.ours).count() as i64;
        }
        Some(d)
    }
}

/// Their pieces pinned to their king by our sliders, in `pos` (`Us` to move).
#[inline(always)]
fn pinned<S: Sliders, Us: Side>(pos: &Position) -> Bitboard {
    let us = Us::COLOR;
    let occ = pos.occupied();
    let king = pos.king(!us);
    let snipers = S::rook(king, Bitboard::EMPTY) & pos.orthogonal_sliders(us)
        | S::bishop(king, Bitboard::EMPTY) & pos.diagonal_sliders(us);
    let mut pinned = Bitboard::EMPTY;
    for x in snipers {
        let b = attacks::between(king, x) & occ;
        if !b.more_than_one() {
            pinned |= b;
        }
    }
    pinned & pos.by_color(!us)
}

/// The squares their rooks land on when they castle (none without castling rights).
#[inline(always)]
fn castle_rooks<Us: Side>(pos: &Position) -> Bitboard {
    let them = !Us::COLOR;
    let mut b = Bitboard::EMPTY;
    if pos.castling().any_for(them) {
        for side in CastleSide::ALL {
            if pos.castling().rook(them, side).is_some() {
                b = b.with(Position::castle_targets(them, side).1);
            }
        }
    }
    b
}

/// The squares their `pawns` (the side after `Us`) push to with occupancy `occ`, once or twice.
#[inline(always)]
fn pushes<Us: Side>(pawns: Bitboard, occ: Bitboard) -> Bitboard {
    let one = Us::Other::up(pawns) & !occ;
    one | (Us::Other::up(one & Us::Other::DOUBLE_PUSH_RANK) & !occ)
}

impl<S: Sliders, Us: Side> UnplayedVisitor for Stats<'_, S, Us> {
    #[inline(always)]
    fn plain(&mut self, role: Role, from: impl Fn(Square) -> Square, tos: Bitboard) -> Bitboard {
        if role == Role::King {
            return tos;
        }
        // Their pawns and sliders see neither square: only their knights' captures change.
        let mut declined = Bitboard::EMPTY;
        for to in tos {
            let f = from(to);
            if !self.off_lines(f, to) {
                declined = declined.with(to);
            } else {
                self.unplayed += 1;
                self.captures += self.knight_captures(f, to);
            }
        }
        declined
    }

    #[inline(always)]
    fn with_delta(
        &mut self,
        role: Role,
        from: Square,
        to: Square,
        d: i64,
        king_steps: bool,
    ) -> bool {
        if (king_steps && self.king_held) || role == Role::King || !self.off_lines(from, to) {
            return false;
        }
        match self.captures(from, to) {
            Some(c) => {
                self.unplayed += 1;
                self.nodes += d;
                self.captures += c;
                true
            }
            None => false,
        }
    }

    /// Captures are played: the statistics of their children (captures, checks, mates of
    /// theirs) are not derived from the null-move position's.
    #[inline(always)]
    fn capture(&mut self, _: Role, _: Square, _: Square, _: i64, _: bool) -> bool {
        false
    }

    /// Played too: their e.p. captures are statistics of their own.
    #[inline(always)]
    fn en_passant_push(&mut self, _: Square, _: Square, _: i64, _: bool) -> bool {
        false
    }
}

impl<S: Sliders, Us: Side> Visitor for Stats<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.played.each(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::movegen::{Black, White};
    use crate::stats::reference;
    use crate::types::Color;

    /// Asserts that depth 2 of `fen` with unplayed moves has the played-leaf reference's
    /// statistics, and that `unplayed` moves were left unplayed.
    fn expect(fen: &str, unplayed: u64) {
        let pos = Position::from_fen(fen).expect(fen);
        let mut s = PerftStats::default();
        let u = match pos.turn() {
            Color::White => stats2::<DefaultSliders, White>(&pos, &mut s),
            Color::Black => stats2::<DefaultSliders, Black>(&pos, &mut s),
        };
        assert_eq!((s, u), (reference::perft_stats(&pos, 2), unplayed), "{fen}");
    }

    /// Each position has moves a rule (named) sends to be played, and the rest unplayed.
    #[test]
    fn each_rule_plays_the_moves_it_names() {
        // No rule applies: every move is unplayed.
        expect(crate::Position::STARTPOS_FEN, 20);
        // Rule 2: the knight leaves g1, and their rook could then check from h1: Ne2 and Nf3
        // are played; Nh3 (which shuts the h-file), a3 and a4 are not.
        expect("4k2r/8/8/8/8/8/P7/4K1N1 w - - 0 1", 3);
        // Rule 3: a pawn of theirs takes, with check, the knight that lands on d2 (played);
        // Na3 is not.
        expect("4k3/8/8/8/8/2p5/8/1N2K3 w - - 0 1", 1);
        // Rule 1: Black's queen takes on c3 with check, so every move is played.
        expect(
            "rnb1kbnr/pp1ppppp/8/q1p5/8/2PP4/PP2PPPP/RNBQKBNR w KQkq - 1 3",
            0,
        );
        // Their knight's captures: Nb2, Nb6 and Nc5 leave a4, which the knight on c3 takes
        // (one capture fewer). Nb6 and Nc5 change their king's steps, with no piece of ours
        // next to it (rule 4 lets them be).
        expect("4k3/8/8/8/N7/2n5/8/4K3 w - - 0 1", 3);
        // Rule 4: with our rook next to their king, a move that changes its steps is played
        // (Nc5 and Nb6 come to guard the rook, which their king could take unguarded); Nb2 is
        // not.
        expect("4k3/3R4/8/8/N7/2n5/8/4K3 w - - 0 1", 1);
        // Rule 3: the knight on a3 leaves the a-file, and their rook on a8 then reaches a1,
        // from which it checks our king along the first rank: every move is played.
        expect("r3k3/8/8/8/8/N7/8/4K3 w - - 0 1", 0);
    }
}
