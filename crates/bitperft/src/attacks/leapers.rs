//! Knight, king and pawn attack tables, and the between/line tables, built by `const fn`.

use super::ray_walk;
use crate::types::{Bitboard, Color, Square};

const fn leaper_table(steps: &[(i8, i8); 8]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < 8 {
            let f = (sq & 7) as i8 + steps[i].0;
            let r = (sq >> 3) as i8 + steps[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                t[sq] |= 1u64 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
// Pawn captures; the last six entries repeat the first two (duplicates OR in harmlessly).
const WHITE_PAWN_STEPS: [(i8, i8); 8] = [
    (1, 1),
    (-1, 1),
    (1, 1),
    (-1, 1),
    (1, 1),
    (-1, 1),
    (1, 1),
    (-1, 1),
];
const BLACK_PAWN_STEPS: [(i8, i8); 8] = [
    (1, -1),
    (-1, -1),
    (1, -1),
    (-1, -1),
    (1, -1),
    (-1, -1),
    (1, -1),
    (-1, -1),
];

/// Knight attacks by square (a constant, so other `const fn` tables can build on it).
pub(super) const KNIGHT_TABLE: [u64; 64] = leaper_table(&KNIGHT_STEPS);
/// King attacks by square.
pub(super) const KING_TABLE: [u64; 64] = leaper_table(&KING_STEPS);
/// Pawn captures by colour and square.
pub(super) const PAWN_TABLE: [[u64; 64]; 2] = [
    leaper_table(&WHITE_PAWN_STEPS),
    leaper_table(&BLACK_PAWN_STEPS),
];

static KNIGHT: [u64; 64] = KNIGHT_TABLE;
static KING: [u64; 64] = KING_TABLE;
static PAWN: [[u64; 64]; 2] = PAWN_TABLE;

/// Squares strictly between two squares on a common line (empty if not aligned).
const fn between_table() -> [[u64; 64]; 64] {
    let mut t = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let bb = 1u64 << b;
            let ab = a as u8;
            if ray_walk::rook_attacks(ab, 0) & bb != 0 {
                t[a][b] =
                    ray_walk::rook_attacks(ab, bb) & ray_walk::rook_attacks(b as u8, 1u64 << a);
            } else if ray_walk::bishop_attacks(ab, 0) & bb != 0 {
                t[a][b] =
                    ray_walk::bishop_attacks(ab, bb) & ray_walk::bishop_attacks(b as u8, 1u64 << a);
            }
            b += 1;
        }
        a += 1;
    }
    t
}

/// The whole line through two aligned squares, both included (empty if not aligned).
const fn line_table() -> [[u64; 64]; 64] {
    let mut t = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (ab, bb) = (a as u8, b as u8);
            let (sa, sb) = (1u64 << a, 1u64 << b);
            if a != b && ray_walk::rook_attacks(ab, 0) & sb != 0 {
                t[a][b] = (ray_walk::rook_attacks(ab, 0) & ray_walk::rook_attacks(bb, 0)) | sa | sb;
            } else if a != b && ray_walk::bishop_attacks(ab, 0) & sb != 0 {
                t[a][b] =
                    (ray_walk::bishop_attacks(ab, 0) & ray_walk::bishop_attacks(bb, 0)) | sa | sb;
            }
            b += 1;
        }
        a += 1;
    }
    t
}

static BETWEEN: [[u64; 64]; 64] = between_table();
static LINE: [[u64; 64]; 64] = line_table();

/// Knight attacks from `sq`.
#[inline(always)]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// King attacks from `sq`.
#[inline(always)]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline(always)]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal; else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The full line (edge to edge) through `a` and `b` if aligned; else empty.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn leapers_by_example() {
        assert_eq!(knight(sq("a1")).count(), 2);
        assert_eq!(knight(sq("d4")).count(), 8);
        assert_eq!(king(sq("a1")).count(), 3);
        assert_eq!(king(sq("e4")).count(), 8);
        assert_eq!(
            pawn(Color::White, sq("e4")),
            Bitboard::from_square(sq("d5")).with(sq("f5"))
        );
        assert_eq!(
            pawn(Color::Black, sq("a5")),
            Bitboard::from_square(sq("b4"))
        );
    }

    #[test]
    fn between_and_line_by_example() {
        assert_eq!(
            between(sq("a1"), sq("a4")),
            [sq("a2"), sq("a3")].into_iter().collect()
        );
        assert_eq!(
            between(sq("a1"), sq("d4")),
            [sq("b2"), sq("c3")].into_iter().collect()
        );
        assert_eq!(between(sq("a1"), sq("b3")), Bitboard::EMPTY);
        assert_eq!(between(sq("e4"), sq("e5")), Bitboard::EMPTY);
        assert_eq!(line(sq("a1"), sq("c3")).count(), 8);
        assert_eq!(line(sq("b1"), sq("b2")), Bitboard::file(1));
        assert_eq!(line(sq("a1"), sq("b3")), Bitboard::EMPTY);
    }

    /// The slow obvious version: step from a towards b.
    #[test]
    fn between_matches_stepping() {
        for a in Square::all() {
            for b in Square::all() {
                let (df, dr) = (
                    b.file() as i8 - a.file() as i8,
                    b.rank() as i8 - a.rank() as i8,
                );
                let aligned = a != b && (df == 0 || dr == 0 || df.abs() == dr.abs());
                let mut expect = Bitboard::EMPTY;
                if aligned {
                    let (sf, sr) = (df.signum(), dr.signum());
                    let (mut f, mut r) = (a.file() as i8 + sf, a.rank() as i8 + sr);
                    while (f, r) != (b.file() as i8, b.rank() as i8) {
                        expect = expect.with(Square::from_coords(f as u8, r as u8).unwrap());
                        f += sf;
                        r += sr;
                    }
                }
                assert_eq!(between(a, b), expect, "{a} {b}");
            }
        }
    }
}
