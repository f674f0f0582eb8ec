//! PEXT bitboards: the relevant occupancy bits are gathered with BMI2 `pext` and index a
//! per-square block of a dense table (rook 102,400 entries, bishop 5,248). Without BMI2 in the
//! build target, `bits::pext` falls back to portable code (slow, but correct and tested).

use super::{reference, table::words, Sliders};
use crate::bits;
use crate::types::{Bitboard, Square};

/// Per-square mask and table offset.
#[derive(Clone, Copy)]
struct Entry {
    mask: u64,
    offset: u32,
}

const fn entries(rook: bool) -> [Entry; 64] {
    let mut t = [Entry { mask: 0, offset: 0 }; 64];
    let mut offset = 0u32;
    let mut sq = 0;
    while sq < 64 {
        let m = if rook {
            reference::rook_mask(sq as u8)
        } else {
            reference::bishop_mask(sq as u8)
        };
        t[sq] = Entry { mask: m, offset };
        offset += 1 << m.count_ones();
        sq += 1;
    }
    t
}

const ROOK_LEN: usize = 102_400;
const BISHOP_LEN: usize = 5_248;

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
        cfg!(target_feature = "bmi2")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn table_sizes_match_masks() {
        let r: u32 = (0..64)
            .map(|s| 1u32 << super::reference::rook_mask(s).count_ones())
            .sum();
        let b: u32 = (0..64)
            .map(|s| 1u32 << super::reference::bishop_mask(s).count_ones())
            .sum();
        assert_eq!(
            (r as usize, b as usize),
            (super::ROOK_LEN, super::BISHOP_LEN)
        );
    }
}
