//! Attack generation: leaper tables, between/line tables, and the slider backends behind one
//! facade. The move generator sees only [`rook`]/[`bishop`] (the build's default backend) or the
//! [`Sliders`] trait it is generic over.

mod leapers;
pub mod pext;
pub mod reference;
mod table;

pub use leapers::{between, king, knight, line, pawn};

use crate::types::{Bitboard, Square};

/// A slider-attack backend: a zero-sized type, so code generic over it has no dynamic dispatch.
pub trait Sliders: Copy + Default + Send + Sync + 'static {
    /// The backend's name as used by `--sliders`.
    const NAME: &'static str;

    /// Rook attacks from `sq` with blockers `occ` (blockers themselves are attacked).
    fn rook(sq: Square, occ: Bitboard) -> Bitboard;

    /// Bishop attacks from `sq` with blockers `occ`.
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard;

    /// Queen attacks: rook | bishop.
    #[inline(always)]
    fn queen(sq: Square, occ: Bitboard) -> Bitboard {
        Self::rook(sq, occ) | Self::bishop(sq, occ)
    }

    /// True if the CPU running this code has what the backend needs to run at full speed
    /// (it always runs correctly where it is compiled).
    fn fast_on_this_cpu() -> bool {
        true
    }
}

/// The backend this build uses by default.
pub type DefaultSliders = pext::Pext;

/// Rook attacks with the default backend.
#[inline(always)]
pub fn rook(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::rook(sq, occ)
}

/// Bishop attacks with the default backend.
#[inline(always)]
pub fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::bishop(sq, occ)
}

/// Queen attacks with the default backend.
#[inline(always)]
pub fn queen(sq: Square, occ: Bitboard) -> Bitboard {
    DefaultSliders::queen(sq, occ)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square, every subset of the relevant mask (carry-rippler), against the ray walk.
    pub(crate) fn check_exhaustive<S: Sliders>() {
        for sq in Square::all() {
            for (mask, slow, fast) in [
                (
                    reference::rook_mask(sq.to_u8()),
                    reference::rook_attacks as fn(u8, u64) -> u64,
                    S::rook as fn(Square, Bitboard) -> Bitboard,
                ),
                (
                    reference::bishop_mask(sq.to_u8()),
                    reference::bishop_attacks,
                    S::bishop,
                ),
            ] {
                let mut sub = 0u64;
                loop {
                    assert_eq!(
                        fast(sq, Bitboard(sub)).0,
                        slow(sq.to_u8(), sub),
                        "{} {sq} {sub:#x}",
                        S::NAME
                    );
                    sub = sub.wrapping_sub(mask) & mask;
                    if sub == 0 {
                        break;
                    }
                }
            }
        }
        // Random full-board occupancies with a fixed seed (bits outside the mask must not matter).
        let mut s = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..100_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let sq = Square::from_index((s >> 58) as u32);
            let occ = s & s.rotate_left(17);
            assert_eq!(
                S::rook(sq, Bitboard(occ)).0,
                reference::rook_attacks(sq.to_u8(), occ)
            );
            assert_eq!(
                S::bishop(sq, Bitboard(occ)).0,
                reference::bishop_attacks(sq.to_u8(), occ)
            );
        }
    }

    #[test]
    fn pext_matches_reference() {
        check_exhaustive::<pext::Pext>();
    }
}
