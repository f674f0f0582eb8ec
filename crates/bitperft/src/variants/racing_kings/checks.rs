//! [`CheckTest`]: whether a move gives check, without playing it (racing kings forbids every
//! move that does).

use crate::attacks::{self, Sliders};
use crate::position::Position;
use crate::types::{Bitboard, Move, MoveKind, Role};
use std::marker::PhantomData;

/// What a position needs to tell checking moves from the others: the squares from which each
/// piece type of the side to move would attack the enemy king, and the pieces whose leaving
/// their line to the king uncovers one of their own sliders.
pub struct CheckTest<S> {
    /// The enemy king's square.
    king: crate::types::Square,
    /// By role index: where a piece of that role gives check (computed with today's board; a
    /// piece that moves along its own line to the king cannot have been attacking it, since the
    /// side not to move is never in check).
    direct: [Bitboard; 6],
    /// Our pieces that alone block one of our sliders from the enemy king.
    discoverers: Bitboard,
    _s: PhantomData<S>,
}

impl<S: Sliders> CheckTest<S> {
    /// The test for the side to move of `pos`.
    #[inline(always)]
    pub fn new(pos: &Position) -> CheckTest<S> {
        let us = pos.turn();
        let king = pos.king(!us);
        let occ = pos.occupied();
        let bishop = S::bishop(king, occ);
        let rook = S::rook(king, occ);
        let direct = [
            attacks::pawn(!us, king),
            attacks::knight(king),
            bishop,
            rook,
            bishop | rook,
            Bitboard::EMPTY,
        ];
        let ours = pos.by_color(us);
        let rq = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
        let bq = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
        let snipers = ((S::rook(king, Bitboard::EMPTY) & rq)
            | (S::bishop(king, Bitboard::EMPTY) & bq))
            & ours;
        let mut discoverers = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & occ;
            if between.count() == 1 && (between & ours).any() {
                discoverers |= between;
            }
        }
        CheckTest {
            king,
            direct,
            discoverers,
            _s: PhantomData,
        }
    }

    /// True if the legal move `m` of `pos` gives check. Castling, e.p. and promotions (rare,
    /// and changing more than one square or the piece) are played and looked at.
    #[inline(always)]
    pub fn gives_check(&self, pos: &Position, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        if !matches!(m.kind(), MoveKind::Normal | MoveKind::DoublePush) {
            return pos.play_unchecked(m).is_check();
        }
        let role = pos.piece_on(from).expect("a piece moves").role();
        self.direct[role.index()].contains(to)
            || (self.discoverers.contains(from) && !attacks::line(from, self.king).contains(to))
    }
}
