//! Fancy magic bitboards: `(occ & mask) * magic >> (64 - bits)` hashes the relevant occupancy
//! of a square to a slot of that square's block of a dense table. Same table size and layout of
//! blocks as `pext` (860 KB), but the index is a multiply and a shift, so it needs no BMI2.
//!
//! The magics are found by a seeded, deterministic search in `build.rs`, which also fills the
//! tables from the ray walk; nothing is searched or computed at run time.

use super::table::{self, words, BISHOP_LEN, ROOK_LEN};
use super::Sliders;
use crate::types::{Bitboard, Square};

/// Per-square mask, magic, shift and table offset.
#[derive(Clone, Copy)]
struct Entry {
    mask: u64,
    magic: u64,
    offset: u32,
    shift: u32,
}

const fn entries(rook: bool, magics: &[u64; 64]) -> [Entry; 64] {
    let masks = table::masks(rook);
    let offsets = table::offsets(&masks);
    let mut t = [Entry {
        mask: 0,
        magic: 0,
        offset: 0,
        shift: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let shift = 64 - masks[sq].count_ones();
        t[sq] = Entry {
            mask: masks[sq],
            magic: magics[sq],
            offset: offsets[sq],
            shift,
        };
        sq += 1;
    }
    t
}

const ROOK_MAGICS: [u64; 64] = words(include_bytes!(concat!(env!("OUT_DIR"), "/rook_magics.bin")));
const BISHOP_MAGICS: [u64; 64] = words(include_bytes!(concat!(
    env!("OUT_DIR"),
    "/bishop_magics.bin"
)));
static ROOK_ENTRIES: [Entry; 64] = entries(true, &ROOK_MAGICS);
static BISHOP_ENTRIES: [Entry; 64] = entries(false, &BISHOP_MAGICS);
static ROOK_TABLE: [u64; ROOK_LEN] =
    words(include_bytes!(concat!(env!("OUT_DIR"), "/rook_magic.bin")));
static BISHOP_TABLE: [u64; BISHOP_LEN] = words(include_bytes!(concat!(
    env!("OUT_DIR"),
    "/bishop_magic.bin"
)));

#[inline(always)]
fn index(e: &Entry, occ: u64) -> usize {
    e.offset as usize + ((occ & e.mask).wrapping_mul(e.magic) >> e.shift) as usize
}

/// The fancy-magic backend (zero-sized; all state is in static tables).
#[derive(Clone, Copy, Default, Debug)]
pub struct Magic;

impl Sliders for Magic {
    const NAME: &'static str = "magic";

    #[inline(always)]
    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(ROOK_TABLE[index(&ROOK_ENTRIES[sq.index()], occ.0)])
    }

    #[inline(always)]
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(BISHOP_TABLE[index(&BISHOP_ENTRIES[sq.index()], occ.0)])
    }
}
