//! Where each piece type must stand to reach a king's zone (the king square and its
//! neighbours), on an empty board: one `const fn` table per king square, for the harmless-move
//! test of perft(2), which otherwise ORs five lookups for each of the zone's squares at every
//! depth-2 node.

use super::leapers::{KING_TABLE, KNIGHT_TABLE, PAWN_TABLE};
use super::ray_walk;
use crate::types::{Bitboard, Color, Square};

/// The squares from which each piece type reaches a set of target squares on an empty board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// A knight on any of these attacks a target.
    pub knight: Bitboard,
    /// A king on any of these attacks a target.
    pub king: Bitboard,
    /// By colour `c`: the squares a pawn of colour `c` on a target attacks (so a pawn of the
    /// other colour on any of these attacks a target).
    pub pawn: [Bitboard; 2],
    /// A bishop or queen on any of these sees a target along a diagonal.
    pub diagonal: Bitboard,
    /// A rook or queen on any of these sees a target along a rank or file.
    pub orthogonal: Bitboard,
}

impl Reach {
    /// Reaches nothing.
    pub const NONE: Reach = Reach {
        knight: Bitboard::EMPTY,
        king: Bitboard::EMPTY,
        pawn: [Bitboard::EMPTY; 2],
        diagonal: Bitboard::EMPTY,
        orthogonal: Bitboard::EMPTY,
    };

    /// The squares that reach `sq`.
    pub fn of_square(sq: Square) -> Reach {
        SQUARE[sq.index()]
    }

    /// The squares that reach the zone of a king on `king`: `king` and its neighbours.
    #[inline(always)]
    pub fn of_king_zone(king: Square) -> Reach {
        ZONE[king.index()]
    }

    /// The squares a pawn of colour `c` on a target would attack: where a pawn of the other
    /// colour attacks a target from.
    #[inline(always)]
    pub fn pawn(&self, c: Color) -> Bitboard {
        self.pawn[c.index()]
    }

    /// The union of two reaches (the reach of both target sets).
    #[inline(always)]
    pub fn union(self, o: Reach) -> Reach {
        Reach {
            knight: self.knight | o.knight,
            king: self.king | o.king,
            pawn: [self.pawn[0] | o.pawn[0], self.pawn[1] | o.pawn[1]],
            diagonal: self.diagonal | o.diagonal,
            orthogonal: self.orthogonal | o.orthogonal,
        }
    }
}

const fn square_reach(sq: usize) -> Reach {
    Reach {
        knight: Bitboard(KNIGHT_TABLE[sq]),
        king: Bitboard(KING_TABLE[sq]),
        pawn: [Bitboard(PAWN_TABLE[0][sq]), Bitboard(PAWN_TABLE[1][sq])],
        diagonal: Bitboard(ray_walk::bishop_attacks(sq as u8, 0)),
        orthogonal: Bitboard(ray_walk::rook_attacks(sq as u8, 0)),
    }
}

const fn square_table() -> [Reach; 64] {
    let mut t = [Reach::NONE; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = square_reach(sq);
        sq += 1;
    }
    t
}

const fn zone_table() -> [Reach; 64] {
    let mut t = [Reach::NONE; 64];
    let mut k = 0;
    while k < 64 {
        let zone = KING_TABLE[k] | 1u64 << k;
        let (mut n, mut g, mut pw, mut pb, mut d, mut o) = (0, 0, 0, 0, 0, 0);
        let mut z = 0;
        while z < 64 {
            if zone >> z & 1 != 0 {
                let r = square_reach(z);
                n |= r.knight.0;
                g |= r.king.0;
                pw |= r.pawn[0].0;
                pb |= r.pawn[1].0;
                d |= r.diagonal.0;
                o |= r.orthogonal.0;
            }
            z += 1;
        }
        t[k] = Reach {
            knight: Bitboard(n),
            king: Bitboard(g),
            pawn: [Bitboard(pw), Bitboard(pb)],
            diagonal: Bitboard(d),
            orthogonal: Bitboard(o),
        };
        k += 1;
    }
    t
}

static SQUARE: [Reach; 64] = square_table();
static ZONE: [Reach; 64] = zone_table();

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::{self, Sliders};

    /// The slow obvious version: OR the lookups of the public attack functions (and a slider
    /// backend on an empty board) over the zone.
    fn slow_zone<S: Sliders>(k: Square) -> Reach {
        let zone = attacks::king(k).with(k);
        let mut r = Reach::NONE;
        for z in zone {
            r.knight |= attacks::knight(z);
            r.king |= attacks::king(z);
            r.pawn[0] |= attacks::pawn(Color::White, z);
            r.pawn[1] |= attacks::pawn(Color::Black, z);
            r.diagonal |= S::bishop(z, Bitboard::EMPTY);
            r.orthogonal |= S::rook(z, Bitboard::EMPTY);
        }
        r
    }

    #[test]
    fn zone_table_matches_the_lookups_over_every_zone_square() {
        for k in Square::all() {
            assert_eq!(
                Reach::of_king_zone(k),
                slow_zone::<attacks::DefaultSliders>(k),
                "king on {k}"
            );
        }
    }

    #[test]
    fn square_reach_is_the_zone_of_one_square() {
        let e4 = Square::parse("e4").unwrap();
        let r = Reach::of_square(e4);
        assert_eq!(r.knight, attacks::knight(e4));
        assert_eq!(r.pawn(Color::White), attacks::pawn(Color::White, e4));
        assert_eq!(r.orthogonal.count(), 14);
        assert_eq!(r.diagonal.count(), 13);
        let zone = Square::all()
            .filter(|&z| attacks::king(e4).with(e4).contains(z))
            .map(Reach::of_square)
            .fold(Reach::NONE, Reach::union);
        assert_eq!(zone, Reach::of_king_zone(e4));
    }
}
