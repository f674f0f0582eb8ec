//! [`CrazyhouseId`]: what a crazyhouse position's move tree depends on.

use super::hands::Hands;
use super::position::CrazyhousePosition;
use crate::chess::PositionId;
use crate::types::Bitboard;
use std::fmt;

/// The identity of a crazyhouse position: the chess identity of the board (pieces, side,
/// castling rooks, e.p. only if legal), the hands and the promoted marks; never the clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CrazyhouseId {
    board: PositionId,
    hands: Hands,
    promoted: Bitboard,
}

impl CrazyhouseId {
    /// The identity of `pos`.
    pub fn of(pos: &CrazyhousePosition) -> CrazyhouseId {
        CrazyhouseId {
            board: PositionId::of(&pos.board),
            hands: pos.hands,
            promoted: pos.promoted,
        }
    }

    /// A position with this identity (clocks 0 and 1).
    pub fn position(&self) -> CrazyhousePosition {
        CrazyhousePosition {
            board: self.board.position(),
            hands: self.hands,
            promoted: self.promoted,
        }
    }
}

impl fmt::Display for CrazyhouseId {
    /// FEN fields 1–4 (board with holdings, side, castling, e.p.).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(crate::position::without_clocks(&self.position().to_fen()))
    }
}
