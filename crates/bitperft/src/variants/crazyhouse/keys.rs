//! [`CrazyhouseKeys`]: 128-bit keys of crazyhouse positions: the chess key of the board, one
//! word per (side, role, count held) and one per promoted square.

use super::hands::{Hands, HELD_ROLES};
use super::position::CrazyhousePosition;
use crate::chess::keys::splitmix;
use crate::chess::KeySet;
use crate::engine::Key128;
use crate::types::Color;

/// The key words of one seed.
#[derive(Clone, Debug)]
pub struct CrazyhouseKeys {
    board: KeySet,
    /// `[colour][role index][count]`, the word for count 0 is 0.
    hand: [[[u128; Hands::MAX_PER_ROLE as usize + 1]; 5]; 2],
    promoted: [u128; 64],
}

impl CrazyhouseKeys {
    /// The key words of `seed`: the chess words of `seed`, and the hand and promoted words
    /// from a stream of their own.
    pub fn new(seed: u64) -> CrazyhouseKeys {
        let mut s = seed ^ 0x686f_7573_6521; // "house!"
        let mut word = || u128::from(splitmix(&mut s)) | u128::from(splitmix(&mut s)) << 64;
        let mut hand = [[[0u128; Hands::MAX_PER_ROLE as usize + 1]; 5]; 2];
        for side in &mut hand {
            for role in side.iter_mut() {
                for w in role.iter_mut().skip(1) {
                    *w = word();
                }
            }
        }
        let promoted = std::array::from_fn(|_| word());
        CrazyhouseKeys {
            board: KeySet::new(seed),
            hand,
            promoted,
        }
    }

    /// The words of the hands and promoted marks of `pos` (what the chess key leaves out).
    #[inline(always)]
    fn extra(&self, pos: &CrazyhousePosition) -> u128 {
        let mut k = 0;
        for color in Color::ALL {
            if pos.hands.is_empty(color) {
                continue;
            }
            for role in HELD_ROLES {
                k ^= self.hand[color.index()][role.index()][pos.hands.count(color, role) as usize];
            }
        }
        for sq in pos.promoted {
            k ^= self.promoted[sq.index()];
        }
        k
    }

    /// The key of `pos`, from scratch.
    pub fn key(&self, pos: &CrazyhousePosition) -> Key128 {
        Key128(self.board.key(&pos.board).0 ^ self.extra(pos))
    }

    /// The key of `child`, one move after `parent` whose key is `parent_key`.
    #[inline(always)]
    pub fn child(
        &self,
        parent: &CrazyhousePosition,
        parent_key: Key128,
        child: &CrazyhousePosition,
    ) -> Key128 {
        let parent_board = Key128(parent_key.0 ^ self.extra(parent));
        Key128(
            self.board
                .child(&parent.board, parent_board, &child.board)
                .0
                ^ self.extra(child),
        )
    }
}
