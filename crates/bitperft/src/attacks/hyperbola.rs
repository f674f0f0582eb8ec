//! Hyperbola quintessence: for a line `mask` through a slider bit `r`, with `o = occ & mask`
//! (the slider's own square left out), `o - r` borrows from `r` up to the first blocker, so
//! every bit it changes above `r` is an attacked square. The downward direction is the same
//! subtraction on the bit-reversed line. Files and both diagonals have at most one square per
//! rank, so reversing the byte order (`swap_bytes`, one `bswap`) reverses them. A rank lies
//! inside one byte, where byte order cannot help, so ranks come from an 8 × 64 byte table
//! indexed by the rank's 6 inner bits.
//!
//! Tables: 2 KB of per-square masks and 512 bytes of first-rank attacks, built by `const fn`.

use super::{ray_walk, Sliders};
use crate::types::{Bitboard, Square};

/// The three one-square-per-rank lines through a square, the square itself left out.
#[derive(Clone, Copy)]
#[repr(align(32))]
struct Lines {
    bit: u64,
    file: u64,
    diag: u64,
    anti: u64,
}

const fn lines() -> [Lines; 64] {
    let mut t = [Lines {
        bit: 0,
        file: 0,
        diag: 0,
        anti: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let [file, _, diag, anti] = ray_walk::line_masks(sq as u8);
        t[sq] = Lines {
            bit: 1u64 << sq,
            file,
            diag,
            anti,
        };
        sq += 1;
    }
    t
}

/// `[file][inner occupancy of the rank, b–g as bits 0–5]`: attacked squares of the rank.
const fn first_rank() -> [[u8; 64]; 8] {
    let mut t = [[0u8; 64]; 8];
    let mut f = 0;
    while f < 8 {
        let mut i = 0;
        while i < 64 {
            t[f][i] = ray_walk::rook_attacks(f as u8, (i as u64) << 1) as u8;
            i += 1;
        }
        f += 1;
    }
    t
}

static LINES: [Lines; 64] = lines();
static FIRST_RANK: [[u8; 64]; 8] = first_rank();

/// Attacks of the slider `bit` along `mask`, a line with at most one square per rank.
#[inline(always)]
fn hyperbola(occ: u64, mask: u64, bit: u64) -> u64 {
    let forward = (occ & mask).wrapping_sub(bit);
    let reverse = (occ & mask).swap_bytes().wrapping_sub(bit.swap_bytes());
    (forward ^ reverse.swap_bytes()) & mask
}

/// The hyperbola-quintessence backend (zero-sized; 2.5 KB of static tables).
#[derive(Clone, Copy, Default, Debug)]
pub struct Hyperbola;

impl Sliders for Hyperbola {
    const NAME: &'static str = "hyperbola";

    #[inline(always)]
    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        let (s, l) = (sq.index(), &LINES[sq.index()]);
        let rank_shift = s & 56;
        let rank =
            (FIRST_RANK[s & 7][(occ.0 >> (rank_shift + 1)) as usize & 63] as u64) << rank_shift;
        Bitboard(hyperbola(occ.0, l.file, l.bit) | rank)
    }

    #[inline(always)]
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        let l = &LINES[sq.index()];
        Bitboard(hyperbola(occ.0, l.diag, l.bit) | hyperbola(occ.0, l.anti, l.bit))
    }
}
