use super::{Role, Square};
use std::fmt;

/// What kind of move a [`Move`] is: the 4-bit flag nibble (in the spirit of TSCP's move bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum MoveKind {
    /// Any move or capture without a special rule.
    Normal = 0,
    /// A pawn's two-square first move.
    DoublePush = 1,
    /// An en-passant capture (`to` is the empty square the pawn lands on).
    EnPassant = 2,
    /// Castling, encoded as the king moving onto its own rook's square (works for Chess960).
    Castle = 3,
    /// Promotion to a knight.
    PromoteKnight = 4,
    /// Promotion to a bishop.
    PromoteBishop = 5,
    /// Promotion to a rook.
    PromoteRook = 6,
    /// Promotion to a queen.
    PromoteQueen = 7,
}

impl MoveKind {
    const ALL: [MoveKind; 8] = [
        MoveKind::Normal,
        MoveKind::DoublePush,
        MoveKind::EnPassant,
        MoveKind::Castle,
        MoveKind::PromoteKnight,
        MoveKind::PromoteBishop,
        MoveKind::PromoteRook,
        MoveKind::PromoteQueen,
    ];

    /// The four promotion kinds, knight first.
    pub const PROMOTIONS: [MoveKind; 4] = [
        MoveKind::PromoteKnight,
        MoveKind::PromoteBishop,
        MoveKind::PromoteRook,
        MoveKind::PromoteQueen,
    ];

    /// The promotion kind for a role (knight, bishop, rook or queen).
    pub const fn promotion(role: Role) -> Option<MoveKind> {
        match role {
            Role::Knight => Some(MoveKind::PromoteKnight),
            Role::Bishop => Some(MoveKind::PromoteBishop),
            Role::Rook => Some(MoveKind::PromoteRook),
            Role::Queen => Some(MoveKind::PromoteQueen),
            _ => None,
        }
    }
}

/// A move in 16 bits: from (bits 0–5), to (bits 6–11), [`MoveKind`] (bits 12–15).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Move(u16);

impl Move {
    /// A move of `kind` from `from` to `to`.
    #[inline(always)]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move(from.to_u8() as u16 | (to.to_u8() as u16) << 6 | (kind as u16) << 12)
    }

    /// The raw 16 bits.
    #[inline(always)]
    pub const fn to_u16(self) -> u16 {
        self.0
    }

    /// The move for raw bits, if the kind nibble is valid.
    pub const fn from_u16(bits: u16) -> Option<Move> {
        if bits >> 12 < 8 {
            Some(Move(bits))
        } else {
            None
        }
    }

    /// Origin square.
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::from_index((self.0 & 63) as u32)
    }

    /// Destination square (for castling: the rook's square).
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::from_index((self.0 >> 6 & 63) as u32)
    }

    /// The move kind.
    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        MoveKind::ALL[(self.0 >> 12 & 7) as usize]
    }

    /// The promotion piece, if this is a promotion.
    #[inline(always)]
    pub const fn promotion(self) -> Option<Role> {
        match self.kind() {
            MoveKind::PromoteKnight => Some(Role::Knight),
            MoveKind::PromoteBishop => Some(Role::Bishop),
            MoveKind::PromoteRook => Some(Role::Rook),
            MoveKind::PromoteQueen => Some(Role::Queen),
            _ => None,
        }
    }

    /// True for castling.
    #[inline(always)]
    pub const fn is_castle(self) -> bool {
        self.0 >> 12 == MoveKind::Castle as u16
    }

    /// True for en passant.
    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        self.0 >> 12 == MoveKind::EnPassant as u16
    }

    /// The UCI string. Castling is written king-to-destination (`e1g1`) in standard chess and
    /// king-takes-rook (`e1h1`) when `chess960` is set.
    pub fn to_uci(self, chess960: bool) -> String {
        let from = self.from();
        let mut to = self.to();
        if self.is_castle() && !chess960 {
            let file = if to.file() > from.file() { 6 } else { 2 };
            to = Square::from_coords(file, from.rank()).expect("on the board");
        }
        let mut s = format!("{from}{to}");
        if let Some(r) = self.promotion() {
            s.push(r.char());
        }
        s
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{:?}", self.from(), self.to(), self.kind())
    }
}

impl fmt::Display for Move {
    /// King-takes-rook UCI (unambiguous for both standard chess and Chess960).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_uci(true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_and_unpacks() {
        let sq = |s| Square::parse(s).unwrap();
        let m = Move::new(sq("e7"), sq("e8"), MoveKind::PromoteQueen);
        assert_eq!(
            (m.from(), m.to(), m.promotion()),
            (sq("e7"), sq("e8"), Some(Role::Queen))
        );
        assert_eq!(m.to_uci(false), "e7e8q");
        assert_eq!(Move::from_u16(m.to_u16()), Some(m));
        let c = Move::new(sq("e1"), sq("h1"), MoveKind::Castle);
        assert_eq!(c.to_uci(false), "e1g1");
        assert_eq!(c.to_uci(true), "e1h1");
        let q = Move::new(sq("e8"), sq("a8"), MoveKind::Castle);
        assert_eq!(q.to_uci(false), "e8c8");
        assert_eq!(std::mem::size_of::<Move>(), 2);
    }
}
