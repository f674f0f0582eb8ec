//! Keys and identities of three-check positions: the chess ones and the check counters.

use super::position::{ThreeCheckPosition, CHECKS_TO_WIN};
use crate::chess::keys::splitmix;
use crate::chess::{KeySet, PositionId};
use crate::engine::Key128;
use std::fmt;

/// The key words of one seed: the chess words and one word per (side, checks still needed).
#[derive(Clone, Debug)]
pub struct ThreeCheckKeys {
    board: KeySet,
    /// `[colour][checks still needed]`; the word for [`CHECKS_TO_WIN`] is 0, so a position no
    /// one has checked has its chess key.
    remaining: [[u128; CHECKS_TO_WIN as usize + 1]; 2],
}

impl ThreeCheckKeys {
    /// The key words of `seed`: the chess words of `seed`, the counter words from a stream of
    /// their own.
    pub fn new(seed: u64) -> ThreeCheckKeys {
        let mut s = seed ^ 0x3c68_6563_6b73; // "3checks"
        let mut word = || u128::from(splitmix(&mut s)) | u128::from(splitmix(&mut s)) << 64;
        let mut remaining = [[0u128; CHECKS_TO_WIN as usize + 1]; 2];
        for side in &mut remaining {
            for w in &mut side[..CHECKS_TO_WIN as usize] {
                *w = word();
            }
        }
        ThreeCheckKeys {
            board: KeySet::new(seed),
            remaining,
        }
    }

    #[inline(always)]
    fn extra(&self, pos: &ThreeCheckPosition) -> u128 {
        self.remaining[0][pos.remaining[0] as usize] ^ self.remaining[1][pos.remaining[1] as usize]
    }

    /// The key of `pos`, from scratch.
    pub fn key(&self, pos: &ThreeCheckPosition) -> Key128 {
        Key128(self.board.key(&pos.board).0 ^ self.extra(pos))
    }

    /// The key of `child`, one move after `parent` whose key is `parent_key`.
    #[inline(always)]
    pub fn child(
        &self,
        parent: &ThreeCheckPosition,
        parent_key: Key128,
        child: &ThreeCheckPosition,
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

/// What a three-check position's move tree depends on: the chess identity and the counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreeCheckId {
    board: PositionId,
    remaining: [u8; 2],
}

impl ThreeCheckId {
    /// The identity of `pos`.
    pub fn of(pos: &ThreeCheckPosition) -> ThreeCheckId {
        ThreeCheckId {
            board: PositionId::of(&pos.board),
            remaining: pos.remaining,
        }
    }

    /// A position with this identity (clocks 0 and 1).
    pub fn position(&self) -> ThreeCheckPosition {
        ThreeCheckPosition {
            board: self.board.position(),
            remaining: self.remaining,
        }
    }
}

impl fmt::Display for ThreeCheckId {
    /// FEN fields 1–5 (board, side, castling, e.p., checks still needed).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = self.position().to_fen();
        let fields: Vec<&str> = fen.split(' ').collect();
        f.write_str(&fields[..5].join(" "))
    }
}
