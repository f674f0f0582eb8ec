//! [`FairyMove`]: a move packed in 64 bits — from and to squares, what kind of move, the
//! piece type it promotes to or drops (or, for castling, the rook's square), the piece gated
//! in and the wall square it places.

use std::fmt;

/// What a move does beyond moving a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A move or capture.
    Normal = 0,
    /// A move or capture that changes the piece's type ([`FairyMove::piece`]).
    Promotion = 1,
    /// A piece from the hand ([`FairyMove::piece`]) put on [`FairyMove::to`].
    Drop = 2,
    /// A pawn capture onto the en-passant square.
    EnPassant = 3,
    /// The king to [`FairyMove::to`], the rook from [`FairyMove::rook`] beside it.
    Castle = 4,
    /// An initial double step that leaves an en-passant square behind.
    DoubleStep = 5,
    /// Castling that gates a piece in on the rook's square (not the king's).
    CastleGateRook = 6,
}

/// A move of a [`crate::FairyPosition`] (meaningful only in the position it was made for).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FairyMove(u64);

impl FairyMove {
    const KIND_SHIFT: u32 = 16;
    const EXTRA_SHIFT: u32 = 20;
    const WALL_SHIFT: u32 = 32;
    const GATE_SHIFT: u32 = 40;

    #[inline(always)]
    const fn pack(from: u32, to: u32, kind: Kind, extra: u32) -> FairyMove {
        FairyMove(
            (from | to << 8 | (kind as u32) << Self::KIND_SHIFT | extra << Self::EXTRA_SHIFT)
                as u64,
        )
    }

    /// A move or capture.
    #[inline(always)]
    pub const fn normal(from: u32, to: u32) -> FairyMove {
        Self::pack(from, to, Kind::Normal, 0)
    }

    /// A move or capture that promotes to type `t`.
    #[inline(always)]
    pub const fn promotion(from: u32, to: u32, t: u8) -> FairyMove {
        Self::pack(from, to, Kind::Promotion, t as u32)
    }

    /// A drop of type `t` on `to`.
    #[inline(always)]
    pub const fn drop(t: u8, to: u32) -> FairyMove {
        Self::pack(to, to, Kind::Drop, t as u32)
    }

    /// An en-passant capture.
    #[inline(always)]
    pub const fn en_passant(from: u32, to: u32) -> FairyMove {
        Self::pack(from, to, Kind::EnPassant, 0)
    }

    /// Castling: the king from `from` to `to`, with the rook on `rook`.
    #[inline(always)]
    pub const fn castle(from: u32, to: u32, rook: u32) -> FairyMove {
        Self::pack(from, to, Kind::Castle, rook)
    }

    /// A double step leaving an en-passant square.
    #[inline(always)]
    pub const fn double_step(from: u32, to: u32) -> FairyMove {
        Self::pack(from, to, Kind::DoubleStep, 0)
    }

    /// The same move, gating a piece of type `t` in on the square it leaves (the king's square
    /// when castling, or the rook's if `at_rook`).
    #[inline(always)]
    pub const fn with_gate(self, t: u8, at_rook: bool) -> FairyMove {
        let m = if at_rook {
            FairyMove(
                self.0 & !(0xf << Self::KIND_SHIFT)
                    | (Kind::CastleGateRook as u64) << Self::KIND_SHIFT,
            )
        } else {
            self
        };
        FairyMove(m.0 | (t as u64 + 1) << Self::GATE_SHIFT)
    }

    /// The type gated in, if any.
    #[inline(always)]
    pub const fn gate(self) -> Option<u8> {
        match (self.0 >> Self::GATE_SHIFT) & 0xff {
            0 => None,
            g => Some(g as u8 - 1),
        }
    }

    /// The same move without its gating.
    #[inline(always)]
    pub const fn without_gate(self) -> FairyMove {
        let plain = FairyMove(self.0 & !(0xff << Self::GATE_SHIFT));
        if matches!(plain.kind(), Kind::CastleGateRook) {
            FairyMove(
                plain.0 & !(0xf << Self::KIND_SHIFT) | (Kind::Castle as u64) << Self::KIND_SHIFT,
            )
        } else {
            plain
        }
    }

    /// The square the piece leaves (for a drop: its target).
    #[inline(always)]
    pub const fn from(self) -> u32 {
        (self.0 & 0xff) as u32
    }

    /// The square the piece lands on.
    #[inline(always)]
    pub const fn to(self) -> u32 {
        ((self.0 >> 8) & 0xff) as u32
    }

    /// What kind of move.
    #[inline(always)]
    pub const fn kind(self) -> Kind {
        match (self.0 >> Self::KIND_SHIFT) & 0xf {
            0 => Kind::Normal,
            1 => Kind::Promotion,
            2 => Kind::Drop,
            3 => Kind::EnPassant,
            4 => Kind::Castle,
            5 => Kind::DoubleStep,
            _ => Kind::CastleGateRook,
        }
    }

    /// The type promoted to or dropped.
    #[inline(always)]
    pub const fn piece(self) -> u8 {
        ((self.0 >> Self::EXTRA_SHIFT) & 0xff) as u8
    }

    /// The rook's square of a castling move.
    #[inline(always)]
    pub const fn rook(self) -> u32 {
        ((self.0 >> Self::EXTRA_SHIFT) & 0xff) as u32
    }

    /// The same move, placing a wall on `sq` ([`crate::walls`]).
    #[inline(always)]
    pub const fn with_wall(self, sq: u32) -> FairyMove {
        FairyMove(self.0 & !(0xff << Self::WALL_SHIFT) | (sq as u64 + 1) << Self::WALL_SHIFT)
    }

    /// The wall square the move places, if any.
    #[inline(always)]
    pub const fn wall(self) -> Option<u32> {
        match (self.0 >> Self::WALL_SHIFT) & 0xff {
            0 => None,
            w => Some(w as u32 - 1),
        }
    }

    /// The same move without its wall.
    #[inline(always)]
    pub const fn without_wall(self) -> FairyMove {
        FairyMove(self.0 & !(0xff << Self::WALL_SHIFT))
    }

    /// A move that moves no piece, only places its wall (`wallOrMove`): a plain move from a
    /// square to itself.
    #[inline(always)]
    pub const fn is_pass(self) -> bool {
        matches!(self.kind(), Kind::Normal) && self.from() == self.to()
    }
}

impl fmt::Debug for FairyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "FairyMove({:?} {}->{} {})",
            self.kind(),
            self.from(),
            self.to(),
            self.0 >> Self::EXTRA_SHIFT
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_come_back_out() {
        let m = FairyMove::promotion(127, 3, 15);
        assert_eq!(
            (m.from(), m.to(), m.kind(), m.piece()),
            (127, 3, Kind::Promotion, 15)
        );
        let c = FairyMove::castle(5, 8, 9);
        assert_eq!((c.kind(), c.rook()), (Kind::Castle, 9));
        assert_eq!(FairyMove::drop(7, 80).kind(), Kind::Drop);
        let g = c.with_gate(14, true);
        assert_eq!(
            (g.kind(), g.rook(), g.gate()),
            (Kind::CastleGateRook, 9, Some(14))
        );
        assert_eq!(g.without_gate(), c);
        assert_eq!(FairyMove::normal(3, 4).with_gate(0, false).gate(), Some(0));
        let w = FairyMove::promotion(120, 127, 15).with_wall(127);
        assert_eq!((w.wall(), w.piece(), w.gate()), (Some(127), 15, None));
        assert_eq!(w.without_wall(), FairyMove::promotion(120, 127, 15));
        assert!(FairyMove::normal(9, 9).with_wall(3).is_pass());
        let last = crate::rules::MAX_TYPES as u8 - 1;
        let both = FairyMove::promotion(1, 2, last)
            .with_gate(last, false)
            .with_wall(127);
        assert_eq!(
            (both.piece(), both.gate(), both.wall()),
            (last, Some(last), Some(127))
        );
        assert_eq!(
            both.without_gate().without_wall(),
            FairyMove::promotion(1, 2, last)
        );
    }
}
