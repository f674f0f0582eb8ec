//! The side to move as a type, so the pawns' directions are constants in each copy of the
//! counter.

/// The files a pawn capturing towards the a-file may not start from.
const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The files a pawn capturing towards the h-file may not start from.
const FILE_H: u64 = 0x8080_8080_8080_8080;

/// White (the first player, pawns moving up the ranks) or Black.
pub(crate) trait Player: Copy {
    /// 0 for White, 1 for Black.
    const US: usize;
    /// The other side.
    type Other: Player;

    /// The squares one step forward of `pawns` (8×8 numbering, rank by rank).
    fn up(pawns: u64) -> u64;

    /// The squares one step forward and one towards the a-file of `pawns`.
    fn up_west(pawns: u64) -> u64;

    /// The squares one step forward and one towards the h-file of `pawns`.
    fn up_east(pawns: u64) -> u64;

    /// What [`Player::up`] adds to a square.
    const UP: i32;
    /// What [`Player::up_west`] adds to a square.
    const UP_WEST: i32;
    /// What [`Player::up_east`] adds to a square.
    const UP_EAST: i32;
}

/// The first player.
#[derive(Clone, Copy)]
pub(crate) struct White;

/// The second player.
#[derive(Clone, Copy)]
pub(crate) struct Black;

impl Player for White {
    const US: usize = 0;
    type Other = Black;
    const UP: i32 = 8;
    const UP_WEST: i32 = 7;
    const UP_EAST: i32 = 9;

    #[inline(always)]
    fn up(pawns: u64) -> u64 {
        pawns << 8
    }

    #[inline(always)]
    fn up_west(pawns: u64) -> u64 {
        (pawns & !FILE_A) << 7
    }

    #[inline(always)]
    fn up_east(pawns: u64) -> u64 {
        (pawns & !FILE_H) << 9
    }
}

impl Player for Black {
    const US: usize = 1;
    type Other = White;
    const UP: i32 = -8;
    const UP_WEST: i32 = -9;
    const UP_EAST: i32 = -7;

    #[inline(always)]
    fn up(pawns: u64) -> u64 {
        pawns >> 8
    }

    #[inline(always)]
    fn up_west(pawns: u64) -> u64 {
        (pawns & !FILE_A) >> 9
    }

    #[inline(always)]
    fn up_east(pawns: u64) -> u64 {
        (pawns & !FILE_H) >> 7
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each shift moves a square by its stated offset, and none wraps around a board edge.
    fn shifts_agree<S: Player>() {
        for sq in 0..64i32 {
            let (file, rank) = (sq % 8, sq / 8);
            let forward = if S::US == 0 { 1 } else { -1 };
            let cases = [
                (S::up(1 << sq), 0, S::UP),
                (S::up_west(1 << sq), -1, S::UP_WEST),
                (S::up_east(1 << sq), 1, S::UP_EAST),
            ];
            for (got, df, delta) in cases {
                let (f, r) = (file + df, rank + forward);
                let expected = if (0..8).contains(&f) && (0..8).contains(&r) {
                    assert_eq!(r * 8 + f, sq + delta);
                    1u64 << (r * 8 + f)
                } else {
                    0
                };
                assert_eq!(got, expected, "square {sq}, file step {df}");
            }
        }
    }

    #[test]
    fn pawn_steps_move_forward_for_each_side_without_wrapping() {
        shifts_agree::<White>();
        shifts_agree::<Black>();
    }
}
