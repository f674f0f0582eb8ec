//! PEXT bitboards: the relevant occupancy bits are gathered with BMI2 `pext` and index a
//! per-square block of a dense table (rook 102,400 entries, bishop 5,248; 860 KB in all).
//! Without BMI2 in the build target, `bits::pext` falls back to portable code (one loop step per
//! mask bit: slow, but correct and tested), and [`Sliders::fast_on_this_cpu`] says so.

use super::table::{self, words, BISHOP_LEN, ROOK_LEN};
use super::Sliders;
use crate::bits;
use crate::types::{Bitboard, Square};

/// Per-square mask and table offset.
#[derive(Clone, Copy)]
struct Entry {
    mask: u64,
    offset: u32,
}

const fn entries(rook: bool) -> [Entry; 64] {
    let masks = table::masks(rook);
    let offsets = table::offsets(&masks);
    let mut t = [Entry { mask: 0, offset: 0 }; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = Entry {
            mask: masks[sq],
            offset: offsets[sq],
        };
        sq += 1;
    }
    t
}

static ROOK_ENTRIES: [Entry; 64] = entries(true);
static BISHOP_ENTRIES: [Entry; 64] = entries(false);
static ROOK_TABLE: [u64; ROOK_LEN] =
    words(include_bytes!(concat!(env!("OUT_DIR"), "/rook_pext.bin")));
static BISHOP_TABLE: [u64; BISHOP_LEN] =
    words(include_bytes!(concat!(env!("OUT_DIR"), "/bishop_pext.bin")));

/// The PEXT backend (zero-sized; all state is in static tables).
#[derive(Clone, Copy, Default, Debug)]
pub struct Pext;

impl Sliders for Pext {
    const NAME: &'static str = "pext";

    #[inline(always)]
    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        let e = ROOK_ENTRIES[sq.index()];
        Bitboard(ROOK_TABLE[e.offset as usize + bits::pext(occ.0, e.mask) as usize])
    }

    #[inline(always)]
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        let e = BISHOP_ENTRIES[sq.index()];
        Bitboard(BISHOP_TABLE[e.offset as usize + bits::pext(occ.0, e.mask) as usize])
    }

    fn fast_on_this_cpu() -> bool {
        cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) && crate::cpu::has("bmi2")
    }
}
