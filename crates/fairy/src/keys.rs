//! [`FairyKeys`]: 128-bit Zobrist keys of positions of any variant: one random word per piece
//! type, side and square, per side, type and count in hand, per castling rook and castling
//! king, e.p. square, promoted mark, gate and wall, and one for the side to move.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::MAX_TYPES;
use bitperft::engine::{Key128, splitmix};

const SQUARES: usize = 128;

/// Counts in hand with their own word: every count a `u8` holds (a hand has at most the 127 of
/// a type the FEN reader allows plus the 128 the board can hold).
const HAND_COUNTS: usize = 256;

/// The key words of one seed.
pub struct FairyKeys {
    pieces: Box<[u128]>,
    /// Per side and type, one word per count (count 0: none).
    hands: Box<[u128]>,
    castling: Box<[u128]>,
    castling_kings: Box<[u128]>,
    ep: Box<[u128]>,
    promoted: Box<[u128]>,
    gates: Box<[u128]>,
    black: u128,
    /// Per side and count of checks still to give (n-check; the word of 0 is 0).
    checks: Box<[u128]>,
    /// Per number of passes in a row that led to the position (the word of 0 is 0).
    passes: [u128; 3],
    /// Per wall square.
    walls: Box<[u128]>,
    /// The variant's number of piece types: the others are never on the board nor in hand.
    types: usize,
}

impl FairyKeys {
    /// The words drawn from `seed`, for a variant of `types` piece types (the words do not
    /// depend on it).
    pub fn new(seed: u64, types: usize) -> FairyKeys {
        let mut s = seed;
        let mut word = || u128::from(splitmix(&mut s)) | u128::from(splitmix(&mut s)) << 64;
        let mut table = |n: usize| (0..n).map(|_| word()).collect::<Box<[u128]>>();
        let pieces = table(2 * MAX_TYPES * SQUARES);
        let castling = table(SQUARES);
        let ep = table(SQUARES);
        let promoted = table(SQUARES);
        let gates = table(SQUARES);
        let mut hands = table(2 * MAX_TYPES * HAND_COUNTS);
        for t in 0..2 * MAX_TYPES {
            hands[t * HAND_COUNTS] = 0;
        }
        let black = table(1)[0];
        let castling_kings = table(SQUARES);
        let mut checks = table(2 * HAND_COUNTS);
        for side in 0..2 {
            checks[side * HAND_COUNTS] = 0;
        }
        let walls = table(SQUARES);
        let passing = table(2);
        let passes = [0, passing[0], passing[1]];
        FairyKeys {
            passes,
            walls,
            types: types.min(MAX_TYPES),
            pieces,
            hands,
            castling,
            castling_kings,
            ep,
            promoted,
            gates,
            black,
            checks,
        }
    }

    /// The word of `side` having `n` checks still to give.
    #[inline(always)]
    fn check_word(&self, side: usize, n: u8) -> u128 {
        self.checks[side * HAND_COUNTS + n as usize]
    }

    /// The word of `side` holding `n` pieces of type `t`.
    #[inline(always)]
    fn hand(&self, side: usize, t: usize, n: u8) -> u128 {
        self.hands[(side * MAX_TYPES + t) * HAND_COUNTS + n as usize]
    }

    /// The key of `child`, one move after `parent` whose key is `parent_key`: the words of
    /// what changed (a few squares, a hand count or two, the rights) toggled in, equal to
    /// [`FairyKeys::key`] of `child`.
    pub fn child_key<B: Bits>(
        &self,
        parent: &FairyPosition<B>,
        parent_key: Key128,
        child: &FairyPosition<B>,
    ) -> Key128 {
        let mut k = parent_key.0;
        for side in 0..2 {
            for t in 0..self.types {
                let before = parent.pieces[t] & parent.colors[side];
                let after = child.pieces[t] & child.colors[side];
                for sq in (before ^ after).squares() {
                    k ^= self.pieces[(side * MAX_TYPES + t) * SQUARES + sq as usize];
                }
                let (was, is) = (parent.hands[side][t], child.hands[side][t]);
                if was != is {
                    k ^= self.hand(side, t, was) ^ self.hand(side, t, is);
                }
            }
        }
        let xor_changed = |k: &mut u128, a: B, b: B, words: &[u128]| {
            for sq in (a ^ b).squares() {
                *k ^= words[sq as usize];
            }
        };
        xor_changed(&mut k, parent.castling, child.castling, &self.castling);
        xor_changed(
            &mut k,
            parent.castling_kings,
            child.castling_kings,
            &self.castling_kings,
        );
        xor_changed(&mut k, parent.ep, child.ep, &self.ep);
        xor_changed(&mut k, parent.promoted, child.promoted, &self.promoted);
        xor_changed(&mut k, parent.gates, child.gates, &self.gates);
        xor_changed(&mut k, parent.walls, child.walls, &self.walls);
        if parent.turn != child.turn {
            k ^= self.black;
        }
        if parent.checks != child.checks {
            for side in 0..2 {
                k ^= self.check_word(side, parent.checks[side]);
                k ^= self.check_word(side, child.checks[side]);
            }
        }
        k ^= self.passes[parent.passes as usize] ^ self.passes[child.passes as usize];
        Key128(k)
    }

    /// The key of `pos`, from scratch.
    pub fn key<B: Bits>(&self, pos: &FairyPosition<B>) -> Key128 {
        let mut k = 0u128;
        for side in 0..2 {
            for t in 0..self.types {
                for sq in (pos.pieces[t] & pos.colors[side]).squares() {
                    k ^= self.pieces[(side * MAX_TYPES + t) * SQUARES + sq as usize];
                }
                k ^= self.hand(side, t, pos.hands[side][t]);
            }
        }
        let xor_all = |k: &mut u128, set: B, words: &[u128]| {
            for sq in set.squares() {
                *k ^= words[sq as usize];
            }
        };
        xor_all(&mut k, pos.castling, &self.castling);
        xor_all(&mut k, pos.castling_kings, &self.castling_kings);
        xor_all(&mut k, pos.ep, &self.ep);
        xor_all(&mut k, pos.promoted, &self.promoted);
        xor_all(&mut k, pos.gates, &self.gates);
        xor_all(&mut k, pos.walls, &self.walls);
        if pos.turn == 1 {
            k ^= self.black;
        }
        for side in 0..2 {
            k ^= self.check_word(side, pos.checks[side]);
        }
        k ^= self.passes[pos.passes as usize];
        Key128(k)
    }
}
