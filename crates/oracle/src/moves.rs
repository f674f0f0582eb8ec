//! Moves and their UCI text.

use crate::square::Square;
use crate::types::Role;
use std::fmt;

/// What a move does beyond taking whatever stands on its target square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A plain move or capture (also the king's single steps).
    Normal,
    /// A pawn's two-square advance from its start rank.
    DoublePush,
    /// A pawn capturing a pawn that just double-pushed past it.
    EnPassant,
    /// Castling, encoded as the king taking its own rook (standard chess and Chess960 alike).
    Castle,
    /// A pawn reaching the last rank, with the role it becomes.
    Promotion(Role),
}

/// A move of the side to move. For castling, [`Move::to`] is the castling rook's square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    kind: MoveKind,
}

impl Move {
    /// A move from `from` to `to` (for castling: the king's and the rook's squares).
    pub(crate) fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
    }

    /// The square the moving piece (the king, for castling) leaves.
    pub fn from(self) -> Square {
        self.from
    }

    /// The target square; for castling, the square of the rook the king "takes".
    pub fn to(self) -> Square {
        self.to
    }

    /// What kind of move this is.
    pub fn kind(self) -> MoveKind {
        self.kind
    }

    /// The promotion role, if this is a promotion.
    pub fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// True for castling.
    pub fn is_castle(self) -> bool {
        self.kind == MoveKind::Castle
    }

    /// Where the king lands when this castling move is played: the g-file when the rook stands
    /// on the king's right, the c-file otherwise.
    pub fn castle_king_target(self) -> Square {
        let file = if self.to.file() > self.from.file() {
            6
        } else {
            2
        };
        Square::new(file, self.from.rank()).expect("file and rank are below 8")
    }

    /// UCI text: `e2e4`, `e7e8q`. Castling is king-to-destination (`e1g1`, `e1c1`) when
    /// `chess960` is false and king-takes-rook (`e1h1`, `f1g1`) when it is true.
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// let b = Board::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")?;
    /// let castle = b.legal_moves().into_iter().find(|m| m.is_castle()).unwrap();
    /// assert_eq!((castle.uci(false), castle.uci(true)), ("e1g1".into(), "e1h1".into()));
    /// # Ok::<(), bitperft_oracle::FenError>(())
    /// ```
    pub fn uci(self, chess960: bool) -> String {
        let to = if self.is_castle() && !chess960 {
            self.castle_king_target()
        } else {
            self.to
        };
        match self.promotion() {
            Some(role) => format!("{}{to}{}", self.from, role.char()),
            None => format!("{}{to}", self.from),
        }
    }
}

/// Standard UCI text ([`Move::uci`] with `chess960 = false`). For Chess960 castling, where
/// king-to-destination can be ambiguous, use `uci(true)`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci(false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).expect("square name")
    }

    #[test]
    fn uci_text() {
        let push = Move::new(sq("e2"), sq("e4"), MoveKind::DoublePush);
        assert_eq!(push.to_string(), "e2e4");
        let promo = Move::new(sq("b7"), sq("a8"), MoveKind::Promotion(Role::Knight));
        assert_eq!(promo.uci(true), "b7a8n");
        let long = Move::new(sq("e8"), sq("a8"), MoveKind::Castle);
        assert_eq!(
            (long.uci(false), long.uci(true)),
            ("e8c8".into(), "e8a8".into())
        );
        let swap = Move::new(sq("f1"), sq("g1"), MoveKind::Castle);
        assert_eq!(
            (swap.uci(false), swap.uci(true)),
            ("f1g1".into(), "f1g1".into())
        );
        let b_file = Move::new(sq("b1"), sq("a1"), MoveKind::Castle);
        assert_eq!(b_file.to_string(), "b1c1");
    }
}
