use super::Color;

/// A kind of piece, without colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl Role {
    /// All six roles in index order.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// 0 (pawn) … 5 (king).
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The role for a letter (either case).
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }
}

/// A coloured piece, stored in one byte: `color << 3 | role`, so colour and role are a shift
/// and a mask away (cheaper in `play` than `/ 6` and `% 6`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Piece {
    /// White pawn.
    WhitePawn = 0,
    /// White knight.
    WhiteKnight,
    /// White bishop.
    WhiteBishop,
    /// White rook.
    WhiteRook,
    /// White queen.
    WhiteQueen,
    /// White king.
    WhiteKing,
    /// Black pawn.
    BlackPawn = 8,
    /// Black knight.
    BlackKnight,
    /// Black bishop.
    BlackBishop,
    /// Black rook.
    BlackRook,
    /// Black queen.
    BlackQueen,
    /// Black king.
    BlackKing,
}

impl Piece {
    /// Indexed by `color << 3 | role`; the two unused codes per colour repeat the king.
    const TABLE: [Piece; 16] = [
        Piece::WhitePawn,
        Piece::WhiteKnight,
        Piece::WhiteBishop,
        Piece::WhiteRook,
        Piece::WhiteQueen,
        Piece::WhiteKing,
        Piece::WhiteKing,
        Piece::WhiteKing,
        Piece::BlackPawn,
        Piece::BlackKnight,
        Piece::BlackBishop,
        Piece::BlackRook,
        Piece::BlackQueen,
        Piece::BlackKing,
        Piece::BlackKing,
        Piece::BlackKing,
    ];

    /// The piece of `color` and `role`.
    #[inline(always)]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece::TABLE[color.index() << 3 | role.index()]
    }

    /// 0–11 (`color * 6 + role`), for tables with one entry per piece.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.color().index() * 6 + self.role().index()
    }

    /// Its colour.
    #[inline(always)]
    pub const fn color(self) -> Color {
        if (self as u8) < 8 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Its role.
    #[inline(always)]
    pub const fn role(self) -> Role {
        Role::ALL[(self as u8 & 7) as usize]
    }

    /// FEN letter: upper case for White.
    pub const fn fen_char(self) -> char {
        let c = self.role().char();
        match self.color() {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece for a FEN letter.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_round_trip() {
        for c in Color::ALL {
            for r in Role::ALL {
                let p = Piece::new(c, r);
                assert_eq!((p.color(), p.role()), (c, r));
                assert_eq!(p.index(), c.index() * 6 + r.index());
                assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
            }
        }
        assert_eq!(Piece::from_fen_char('x'), None);
        assert_eq!(std::mem::size_of::<Option<Piece>>(), 1);
    }
}
