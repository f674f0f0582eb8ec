//! [`FairyKeys`]: 128-bit Zobrist keys of positions of any variant: one random word per piece
//! type, side and square, per piece in hand (times the count), per castling rook, e.p. square,
//! promoted mark and gate, and one for the side to move.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::MAX_TYPES;
use bitperft::engine::{Key128, splitmix};

const SQUARES: usize = 128;

/// The key words of one seed.
pub struct FairyKeys {
    pieces: Box<[u128]>,
    hands: [[u128; MAX_TYPES]; 2],
    castling: Box<[u128]>,
    ep: Box<[u128]>,
    promoted: Box<[u128]>,
    gates: Box<[u128]>,
    black: u128,
}

impl FairyKeys {
    /// The words drawn from `seed`.
    pub fn new(seed: u64) -> FairyKeys {
        let mut s = seed;
        let mut word = || u128::from(splitmix(&mut s)) | u128::from(splitmix(&mut s)) << 64;
        let mut table = |n: usize| (0..n).map(|_| word()).collect::<Box<[u128]>>();
        let pieces = table(2 * MAX_TYPES * SQUARES);
        let castling = table(SQUARES);
        let ep = table(SQUARES);
        let promoted = table(SQUARES);
        let gates = table(SQUARES);
        let hand = table(2 * MAX_TYPES);
        let black = table(1)[0];
        FairyKeys {
            pieces,
            hands: std::array::from_fn(|side| std::array::from_fn(|t| hand[side * MAX_TYPES + t])),
            castling,
            ep,
            promoted,
            gates,
            black,
        }
    }

    /// The key of `pos`, from scratch.
    pub fn key<B: Bits>(&self, pos: &FairyPosition<B>) -> Key128 {
        let mut k = 0u128;
        for side in 0..2 {
            for t in 0..MAX_TYPES {
                for sq in (pos.pieces[t] & pos.colors[side]).squares() {
                    k ^= self.pieces[(side * MAX_TYPES + t) * SQUARES + sq as usize];
                }
                k = k
                    .wrapping_add(self.hands[side][t].wrapping_mul(u128::from(pos.hands[side][t])));
            }
        }
        let xor_all = |k: &mut u128, set: B, words: &[u128]| {
            for sq in set.squares() {
                *k ^= words[sq as usize];
            }
        };
        xor_all(&mut k, pos.castling, &self.castling);
        xor_all(&mut k, pos.ep, &self.ep);
        xor_all(&mut k, pos.promoted, &self.promoted);
        xor_all(&mut k, pos.gates, &self.gates);
        if pos.turn == 1 {
            k ^= self.black;
        }
        Key128(k)
    }
}
