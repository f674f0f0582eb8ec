//! Kindergarten bitboards (as in Sjaak): every line of a slider is looked up by its 6 inner
//! occupancy bits, gathered with one multiply into the top byte.
//!
//! - Ranks, diagonals and anti-diagonals hold at most one square per file, so multiplying the
//!   masked occupancy by the b-file (`0x0202…02`) adds up shifted copies without carries and
//!   leaves files b–g in the top 6 bits. The index picks a first-rank attack pattern, stored
//!   copied into all 8 bytes, and the line mask cuts out the squares of the line.
//! - A file holds 8 squares of one file; it is shifted to the a-file and multiplied by the c7–h2
//!   diagonal (`0x0004_0810_2040_8000`), which lands ranks 2–7 in the top 6 bits; the index
//!   picks an a-file attack pattern, shifted back to the file.
//!
//! Two 8 × 64 tables of `u64` (4 KB each) plus two masks per square, all built by `const fn`
//! from the ray walk; the builders fail to compile if two occupancies share an index.

use super::{ray_walk, Sliders};
use crate::types::{Bitboard, Square};

const A_FILE: u64 = 0x0101_0101_0101_0101;
/// Inner squares of the a-file, a2–a7.
const A_FILE_INNER: u64 = 0x0001_0101_0101_0100;
/// Inner squares of rank 1, b1–g1.
const RANK_1_INNER: u64 = 0x7e;
/// Multiplier gathering one-square-per-file lines into the top byte, one file up.
const B_FILE: u64 = 0x0202_0202_0202_0202;
/// Multiplier gathering a2–a7 into the top 6 bits.
const DIAG_C7_H2: u64 = 0x0004_0810_2040_8000;

/// Index of a one-square-per-file line's inner occupancy (files b–g), 0–63.
#[inline(always)]
const fn line_index(occ_on_line: u64) -> usize {
    (occ_on_line.wrapping_mul(B_FILE) >> 58) as usize
}

/// Index of the inner occupancy (ranks 2–7) of an occupancy already shifted to the a-file.
#[inline(always)]
const fn file_index(occ_on_a_file: u64) -> usize {
    (occ_on_a_file.wrapping_mul(DIAG_C7_H2) >> 58) as usize
}

/// `[file][index]`: the rank-1 attacks of a rook on `file` with inner occupancy `index`,
/// copied into every byte.
const fn fill_up_table() -> [[u64; 64]; 8] {
    let mut t = [[0u64; 64]; 8];
    let mut seen = [[false; 64]; 8];
    let mut f = 0;
    while f < 8 {
        let mut sub = 0u64;
        loop {
            let i = line_index(sub);
            assert!(
                !seen[f][i],
                "kindergarten: two rank occupancies share an index"
            );
            seen[f][i] = true;
            t[f][i] = (ray_walk::rook_attacks(f as u8, sub) & 0xff) * A_FILE;
            sub = sub.wrapping_sub(RANK_1_INNER) & RANK_1_INNER;
            if sub == 0 {
                break;
            }
        }
        f += 1;
    }
    t
}

/// `[rank][index]`: the a-file attacks of a rook on `rank` with inner occupancy `index`.
const fn a_file_table() -> [[u64; 64]; 8] {
    let mut t = [[0u64; 64]; 8];
    let mut seen = [[false; 64]; 8];
    let mut r = 0;
    while r < 8 {
        let mut sub = 0u64;
        loop {
            let i = file_index(sub);
            assert!(
                !seen[r][i],
                "kindergarten: two file occupancies share an index"
            );
            seen[r][i] = true;
            t[r][i] = ray_walk::rook_attacks(8 * r as u8, sub) & A_FILE;
            sub = sub.wrapping_sub(A_FILE_INNER) & A_FILE_INNER;
            if sub == 0 {
                break;
            }
        }
        r += 1;
    }
    t
}

/// `[square]`: the diagonal and the anti-diagonal through the square, the square left out.
const fn diagonal_masks() -> [[u64; 2]; 64] {
    let mut t = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let [_, _, diag, anti] = ray_walk::line_masks(sq as u8);
        t[sq] = [diag, anti];
        sq += 1;
    }
    t
}

static FILL_UP: [[u64; 64]; 8] = fill_up_table();
static A_FILE_ATTACKS: [[u64; 64]; 8] = a_file_table();
static DIAGONALS: [[u64; 2]; 64] = diagonal_masks();

/// Attacks along a one-square-per-file line `mask` through a slider on `file`.
#[inline(always)]
fn line_attacks(occ: u64, mask: u64, file: usize) -> u64 {
    FILL_UP[file][line_index(occ & mask)] & mask
}

/// The kindergarten backend (zero-sized; 8 KB of static tables and 1 KB of masks).
#[derive(Clone, Copy, Default, Debug)]
pub struct Kindergarten;

impl Sliders for Kindergarten {
    const NAME: &'static str = "kindergarten";

    #[inline(always)]
    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        let (s, occ) = (sq.index(), occ.0);
        let (file, rank) = (s & 7, s >> 3);
        let rank_attacks = line_attacks(occ, 0xff << (s & 56), file);
        let file_attacks = A_FILE_ATTACKS[rank][file_index((occ >> file) & A_FILE)] << file;
        Bitboard(rank_attacks | file_attacks)
    }

    #[inline(always)]
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        let s = sq.index();
        let [diag, anti] = DIAGONALS[s];
        Bitboard(line_attacks(occ.0, diag, s & 7) | line_attacks(occ.0, anti, s & 7))
    }
}
