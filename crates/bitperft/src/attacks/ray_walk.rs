//! The slow, obvious slider attacks: walk each ray until a blocker. This file is the slow check
//! for every backend and is also compiled into `build.rs` (by `#[path]`) to build the lookup
//! tables, so it uses only `core` and plain `u64`/`u8`.

/// (file step, rank step) of the four rook directions.
pub const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// (file step, rank step) of the four bishop directions.
pub const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Attacks along `dirs` from `sq` (0–63) with blockers `occ`; a blocker is itself attacked.
pub const fn ray_attacks(sq: u8, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut out = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq & 7) as i8 + df;
        let mut r = (sq >> 3) as i8 + dr;
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let bit = 1u64 << (r * 8 + f);
            out |= bit;
            if occ & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    out
}

/// Rook attacks by ray walking.
pub const fn rook_attacks(sq: u8, occ: u64) -> u64 {
    ray_attacks(sq, occ, &ROOK_DIRS)
}

/// Bishop attacks by ray walking.
pub const fn bishop_attacks(sq: u8, occ: u64) -> u64 {
    ray_attacks(sq, occ, &BISHOP_DIRS)
}

/// The squares whose occupancy can change a slider's attacks: each ray without its last
/// square (the board edge), which is attacked whether occupied or not.
pub const fn relevant_mask(sq: u8, dirs: &[(i8, i8); 4]) -> u64 {
    let mut out = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq & 7) as i8 + df;
        let mut r = (sq >> 3) as i8 + dr;
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            out |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    out
}

/// Relevant-occupancy mask for a rook.
pub const fn rook_mask(sq: u8) -> u64 {
    relevant_mask(sq, &ROOK_DIRS)
}

/// Relevant-occupancy mask for a bishop.
pub const fn bishop_mask(sq: u8) -> u64 {
    relevant_mask(sq, &BISHOP_DIRS)
}

/// The four lines through `sq`, edge to edge, the square itself left out: `[file, rank,
/// diagonal (a1–h8 direction), anti-diagonal (h1–a8 direction)]`.
pub const fn line_masks(sq: u8) -> [u64; 4] {
    const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (1, 1), (-1, 1)];
    let mut out = [0u64; 4];
    let mut d = 0;
    while d < 4 {
        let (df, dr) = DIRS[d];
        out[d] = ray_attacks(sq, 0, &[(df, dr), (-df, -dr), (df, dr), (-df, -dr)]);
        d += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_masks_split_the_empty_board_attacks() {
        for sq in 0..64u8 {
            let [file, rank, diag, anti] = line_masks(sq);
            assert_eq!(file | rank, rook_attacks(sq, 0));
            assert_eq!(diag | anti, bishop_attacks(sq, 0));
            assert_eq!(file & !(0x0101_0101_0101_0101 << (sq & 7)), 0);
            assert_eq!(rank & !(0xff << (sq & 56)), 0);
            assert_eq!(
                (file & rank) | (diag & anti) | (file | rank | diag | anti) & (1 << sq),
                0
            );
            let file_minus_rank = |s: u8| (s & 7) as i8 - (s >> 3) as i8;
            for other in (0..64u8).filter(|&o| diag >> o & 1 == 1) {
                assert_eq!(file_minus_rank(other), file_minus_rank(sq));
            }
        }
    }
}
