//! [`PositionId`]: when two chess positions are the same for perft.

use crate::position::Position;
use crate::types::{Bitboard, CastlingRights, Color, Role, Square};
use std::fmt;
use std::hash::{Hash, Hasher};

/// What a chess position's move tree depends on, and nothing else: the pieces on their squares,
/// the side to move, the castling rights (each with its rook's square, for Chess960, and in
/// giveaway with the castling king's square), and the en-passant square only where an
/// en-passant capture is legal. The clocks are left out: perft does not read them.
///
/// Two positions with equal ids have identical move trees, so a perft of one stands for both:
/// the threads merge transpositions by it, cluster work units are written by it (its text is
/// FEN fields 1–4), and the table's key ([`crate::chess::KeySet`]) hashes exactly these fields.
/// With this rule, the number of ids per ply of the start position is OEIS A083276 (1, 20,
/// 400, 5362, 72078, …).
///
/// ```
/// use bitperft::{Chess, Game, Position};
/// // 1.e4 d5 2.e5 f5: e.p. on f6 is legal, so the square is part of the identity.
/// let p = Position::startpos().play_uci(["e2e4", "d7d5", "e4e5", "f7f5"])?;
/// let id = Chess::default().id(&p);
/// assert_eq!(id.to_string(), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6");
/// # Ok::<(), bitperft::MoveError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PositionId {
    roles: [Bitboard; 6],
    white: Bitboard,
    turn: Color,
    castling: CastlingRights,
    /// Only where an en-passant capture is legal.
    ep: Option<Square>,
    /// The castling notation of the position it came from (not part of the identity).
    chess960: bool,
}

impl PositionId {
    /// The identity of `pos`.
    pub fn of(pos: &Position) -> PositionId {
        PositionId {
            roles: Role::ALL.map(|r| pos.by_role(r)),
            white: pos.by_color(Color::White),
            turn: pos.turn(),
            castling: pos.castling(),
            ep: pos.ep_square().filter(|_| pos.has_legal_en_passant()),
            chess960: pos.is_chess960(),
        }
    }

    /// The identity of a variant position (no king, or several): the en-passant square as
    /// set (a variant position sets it only where a pawn could take there).
    pub(crate) fn of_any_kings(pos: &Position) -> PositionId {
        PositionId {
            ep: pos.ep_square(),
            ..PositionId::of_without_ep(pos)
        }
    }

    /// The identity of `pos` without its en-passant square.
    fn of_without_ep(pos: &Position) -> PositionId {
        PositionId {
            roles: Role::ALL.map(|r| pos.by_role(r)),
            white: pos.by_color(Color::White),
            turn: pos.turn(),
            castling: pos.castling(),
            ep: None,
            chess960: pos.is_chess960(),
        }
    }

    /// A position with this identity: halfmove clock 0, fullmove number 1, the castling
    /// notation of the position the identity was taken from.
    pub fn position(&self) -> Position {
        let occupied = self.roles.iter().fold(Bitboard::EMPTY, |a, &b| a | b);
        let colors = [self.white, occupied & !self.white];
        Position::from_parts(
            self.roles,
            colors,
            self.turn,
            self.castling,
            self.ep,
            self.chess960,
        )
    }
}

impl PartialEq for PositionId {
    fn eq(&self, other: &PositionId) -> bool {
        self.roles == other.roles
            && self.white == other.white
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep == other.ep
    }
}

impl Eq for PositionId {}

impl Hash for PositionId {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.roles.hash(h);
        self.white.hash(h);
        self.turn.hash(h);
        self.castling.hash(h);
        self.ep.hash(h);
    }
}

impl fmt::Display for PositionId {
    /// FEN fields 1–4 (board, side, castling, e.p.), in the position's castling notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(crate::position::without_clocks(&self.position().to_fen()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(fen: &str) -> PositionId {
        PositionId::of(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_position_of_an_id_has_that_id() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 9",
            "8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1",
            "r3k2r/8/8/8/8/8/8/1R3KRB w GBha - 0 1",
        ] {
            let p = Position::from_fen(fen).unwrap();
            let q = PositionId::of(&p).position();
            assert!(q.is_consistent());
            assert_eq!(PositionId::of(&q), PositionId::of(&p));
            assert_eq!(q.to_fen(), p.with_clocks(0, 1).to_fen());
        }
    }

    #[test]
    fn clocks_are_ignored() {
        let a = id("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(a, id("4k3/8/8/8/8/8/8/4K2R w K - 37 90"));
        assert_eq!(a.to_string(), "4k3/8/8/8/8/8/8/4K2R w K -");
    }

    #[test]
    fn castling_rights_count_even_when_castling_is_impossible() {
        assert_ne!(
            id("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
            id("4k3/8/8/8/8/8/8/4K2R w - - 0 1")
        );
    }

    #[test]
    fn castling_rights_are_told_apart_by_their_rook() {
        // Same pieces and rights mask, castling with the g1 rook or the h1 rook.
        assert_ne!(
            id("4k3/8/8/8/8/8/8/4K1RR w G - 0 1"),
            id("4k3/8/8/8/8/8/8/4K1RR w H - 0 1")
        );
    }

    #[test]
    fn ep_square_dropped_when_the_capture_is_illegal() {
        // Black pawn d4 may not take e3 e.p.: it is pinned against the king on a4 by the rook h4.
        let pinned = id("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
        assert_eq!(pinned, id("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1"));
        assert_eq!(pinned.to_string(), "8/8/8/8/k2pP2R/8/8/4K3 b - -");
        let free = id("8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1");
        assert_ne!(free, id("8/8/8/8/3pP3/8/8/k3K3 b - - 0 1"));
        assert_eq!(free.to_string(), "8/8/8/8/3pP3/8/8/k3K3 b - e3");
    }
}
