//! Zobrist keys (Eppstein's notes): one random 64-bit word per (piece, square), per castling
//! rights mask, per en-passant file and for the side to move. The key of a position is the XOR
//! of the words of what is in it; `Position::play` updates it incrementally.

/// One complete set of Zobrist words.
#[derive(Clone, Debug)]
pub struct Zobrist {
    /// `[piece index 0–11][square]`.
    pub piece: [[u64; 64]; 12],
    /// Indexed by the 4-bit castling-rights mask.
    pub castling: [u64; 16],
    /// Indexed by the en-passant file.
    pub ep_file: [u64; 8],
    /// XORed in when Black is to move.
    pub black_to_move: u64,
}

/// The seed of the built-in key set.
pub const DEFAULT_SEED: u64 = 0x6269_7470_6572_6674; // "bitperft"

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Zobrist {
    /// A key set drawn from a SplitMix64 stream seeded with `seed` (different seeds give
    /// independent sets, for verifying a hashed result with a second run).
    pub const fn new(seed: u64) -> Zobrist {
        let mut s = seed;
        let mut z = Zobrist {
            piece: [[0; 64]; 12],
            castling: [0; 16],
            ep_file: [0; 8],
            black_to_move: 0,
        };
        let mut p = 0;
        while p < 12 {
            let mut sq = 0;
            while sq < 64 {
                z.piece[p][sq] = splitmix(&mut s);
                sq += 1;
            }
            p += 1;
        }
        // Castling words: one per right, combined by XOR so that removing one right is one XOR.
        let mut rights = [0u64; 4];
        let mut i = 0;
        while i < 4 {
            rights[i] = splitmix(&mut s);
            i += 1;
        }
        let mut m = 0;
        while m < 16 {
            let mut k = 0;
            let mut b = 0;
            while b < 4 {
                if m >> b & 1 == 1 {
                    k ^= rights[b];
                }
                b += 1;
            }
            z.castling[m] = k;
            m += 1;
        }
        let mut f = 0;
        while f < 8 {
            z.ep_file[f] = splitmix(&mut s);
            f += 1;
        }
        z.black_to_move = splitmix(&mut s);
        z
    }
}

/// The built-in key set used by [`crate::Position`].
pub static KEYS: Zobrist = Zobrist::new(DEFAULT_SEED);
