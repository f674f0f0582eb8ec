//! [`Hands`]: the pieces each side holds, by role, in games with drops.

use crate::types::{Color, Role};

/// The roles a hand can hold, in the order holdings are written (`QRBNP`).
pub const HELD_ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// How many pieces of each role (pawn to queen) each side holds. At most 16 of a role per
/// side (32 pieces in a whole game, at most 16 of them pawns) so a count fits in a byte and
/// a hand key table of 17 entries per role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hands {
    /// `[colour][role index]`, role index 0 (pawn) to 4 (queen).
    count: [[u8; 5]; 2],
}

impl Hands {
    /// The most of one role one hand can hold.
    pub const MAX_PER_ROLE: u8 = 16;

    /// No pieces in either hand.
    pub const EMPTY: Hands = Hands { count: [[0; 5]; 2] };

    /// How many pieces of `role` `color` holds (0 for a king).
    #[inline(always)]
    pub fn count(&self, color: Color, role: Role) -> u8 {
        match role {
            Role::King => 0,
            r => self.count[color.index()][r.index()],
        }
    }

    /// True if `color` holds nothing.
    #[inline(always)]
    pub fn is_empty(&self, color: Color) -> bool {
        self.count[color.index()] == [0; 5]
    }

    /// The number of pieces in both hands.
    pub fn total(&self) -> u32 {
        self.count.iter().flatten().map(|&n| u32::from(n)).sum()
    }

    /// Adds one piece of `role` (not a king) to `color`'s hand; a full count (16) stays
    /// full, which no position reachable from a legal one needs.
    #[inline(always)]
    pub fn add(&mut self, color: Color, role: Role) {
        debug_assert!(role != Role::King, "kings are never held");
        let n = &mut self.count[color.index()][role.index()];
        *n = (*n + 1).min(Hands::MAX_PER_ROLE);
    }

    /// Takes one piece of `role` from `color`'s hand (it must be there).
    #[inline(always)]
    pub fn take(&mut self, color: Color, role: Role) {
        let n = &mut self.count[color.index()][role.index()];
        debug_assert!(*n > 0, "a drop of a piece not in hand");
        *n -= 1;
    }

    /// Sets the count of `role` in `color`'s hand.
    pub(crate) fn set(&mut self, color: Color, role: Role, n: u8) {
        self.count[color.index()][role.index()] = n;
    }

    /// The holdings as Fairy-Stockfish writes them between brackets: White's pieces in
    /// upper case then Black's, queens first (`QRBNPqrbnp`); empty hands give "".
    pub fn to_fen(&self) -> String {
        let mut s = String::new();
        for color in Color::ALL {
            for role in HELD_ROLES {
                let c = match color {
                    Color::White => role.char().to_ascii_uppercase(),
                    Color::Black => role.char(),
                };
                for _ in 0..self.count(color, role) {
                    s.push(c);
                }
            }
        }
        s
    }
}
