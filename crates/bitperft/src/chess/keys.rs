//! [`KeySet`]: 128-bit Zobrist keys of chess positions for the transposition table, two
//! independent 64-bit key sets drawn from one seed (`--hash-seed`), kept as one table of
//! 128-bit words so a change costs one lookup (Eppstein's notes: the key of a position is the
//! XOR of one random word per thing in it).
//!
//! A child's key is derived from its parent's key and the squares whose piece changed, so the
//! engine makes moves without keys and computes them only where the table needs them.

use crate::engine::{Key128, DEFAULT_SEED};
use crate::position::Position;
use crate::types::{
    Bitboard, CastleSide, CastlingRights, Color, Move, MoveKind, Piece, Role, Square,
};

/// SplitMix64: the stream the random words are drawn from.
pub const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One set of 64-bit Zobrist words drawn from a seed.
struct Words {
    piece: [[u64; 64]; 12],
    ep_file: [u64; 8],
    black_to_move: u64,
}

impl Words {
    fn new(seed: u64) -> Words {
        let mut s = seed;
        let mut w = Words {
            piece: [[0; 64]; 12],
            ep_file: [0; 8],
            black_to_move: 0,
        };
        for p in &mut w.piece {
            for x in p.iter_mut() {
                *x = splitmix(&mut s);
            }
        }
        for x in &mut w.ep_file {
            *x = splitmix(&mut s);
        }
        w.black_to_move = splitmix(&mut s);
        w
    }
}

/// Two independent Zobrist sets as one set of 128-bit words.
///
/// The low half is drawn from `seed`, the high half from a seed scrambled from it. A key hashes
/// exactly what a [`PositionId`](super::PositionId) holds: the pieces, the side to move, each castling right by
/// its rook's square (two Chess960 positions can share pieces and rights while castling with
/// different rooks: rooks on g1 and h1, right `G` or `H`), the castling king's square where
/// the rights record one (giveaway), and the en-passant file only where an en-passant capture
/// is legal. So equal ids have equal keys.
///
/// [`PositionId`]: super::PositionId
#[derive(Clone, Debug)]
pub struct KeySet {
    seed: u64,
    /// `[occupant][square]`: a piece's row is its byte (`Piece as u8`), and the rows of the
    /// unused codes are zero, [`EMPTY`] among them, so an empty square's word is 0.
    piece: [[u128; 64]; 16],
    /// `[colour * 2 + side][rook square]`.
    castling: [[u128; 64]; 4],
    /// `[colour][square]`: the castling king's square, where the rights record one (giveaway,
    /// where a side may have several kings).
    castling_king: [[u128; 64]; 2],
    ep_file: [u128; 8],
    black_to_move: u128,
}

/// The four castling rights, in `KeySet::castling` order.
const RIGHTS: [(Color, CastleSide); 4] = [
    (Color::White, CastleSide::King),
    (Color::White, CastleSide::Queen),
    (Color::Black, CastleSide::King),
    (Color::Black, CastleSide::Queen),
];

/// The row of an empty square in `KeySet::piece`: an unused piece code (any would do; this
/// one is the byte of `None` in an `Option<Piece>`, so the lookup needs no branch).
const EMPTY: usize = 14;

/// The row of `KeySet::piece` for what stands on a square.
#[inline(always)]
fn occupant(o: Option<Piece>) -> usize {
    o.map_or(EMPTY, |p| p as usize)
}

/// The seed of the high half: SplitMix64's finaliser applied to `seed ^ "hi-key"`, so the two
/// halves never come from the same stream for any seed a user would type.
fn high_seed(seed: u64) -> u64 {
    let mut z = seed ^ 0x6869_2d6b_6579_0000;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Joins a low and a high word.
#[inline(always)]
fn join(lo: u64, hi: u64) -> u128 {
    lo as u128 | (hi as u128) << 64
}

impl KeySet {
    /// The key sets of `seed` ([`DEFAULT_SEED`] unless verifying with a second set).
    pub fn new(seed: u64) -> KeySet {
        let (a, b) = (Words::new(seed), Words::new(high_seed(seed)));
        // The castling words come from two further independent sets (their piece tables).
        let (ca, cb) = (
            Words::new(high_seed(seed ^ 0x6361_7374_6c65)), // "castle"
            Words::new(high_seed(high_seed(seed ^ 0x6361_7374_6c65))),
        );
        let mut k = KeySet {
            seed,
            piece: [[0; 64]; 16],
            castling: [[0; 64]; 4],
            castling_king: [[0; 64]; 2],
            ep_file: [0; 8],
            black_to_move: join(a.black_to_move, b.black_to_move),
        };
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let p = Piece::new(color, role);
                for sq in 0..64 {
                    k.piece[p as usize][sq] = join(a.piece[p.index()][sq], b.piece[p.index()][sq]);
                }
            }
        }
        for r in 0..4 {
            for sq in 0..64 {
                k.castling[r][sq] = join(ca.piece[r][sq], cb.piece[r][sq]);
            }
        }
        for c in 0..2 {
            for sq in 0..64 {
                k.castling_king[c][sq] = join(ca.piece[4 + c][sq], cb.piece[4 + c][sq]);
            }
        }
        for f in 0..8 {
            k.ep_file[f] = join(a.ep_file[f], b.ep_file[f]);
        }
        k
    }

    /// The seed these sets were drawn from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The key of `pos`, computed from scratch.
    pub fn key(&self, pos: &Position) -> Key128 {
        self.key_by(pos, KeySet::ep_key)
    }

    /// [`KeySet::key`] for variant positions (no king, or several): the en-passant file is
    /// keyed whenever the square is set (a variant position sets it only where a pawn could
    /// take there), so the key never looks for a king.
    /// The castling kings' squares that the rights record are keyed too.
    pub(crate) fn key_any_kings(&self, pos: &Position) -> Key128 {
        let k = self.key_by(pos, KeySet::ep_key_as_set);
        Key128(k.0 ^ self.castling_kings_key(pos.castling()))
    }

    /// [`KeySet::child`] for variant positions, as [`KeySet::key_any_kings`]: any number of
    /// squares may change (explosions).
    #[inline(always)]
    pub(crate) fn child_any_kings(
        &self,
        parent: &Position,
        parent_key: Key128,
        child: &Position,
    ) -> Key128 {
        let mut k = self.child_by(parent, parent_key, child, KeySet::ep_key_as_set);
        if parent.castling() != child.castling() {
            k.0 ^= self.castling_kings_key(parent.castling())
                ^ self.castling_kings_key(child.castling());
        }
        k
    }

    /// The word of what stands on `sq` (0 for an empty square).
    #[inline(always)]
    fn square(&self, o: Option<Piece>, sq: Square) -> u128 {
        self.piece[occupant(o)][sq.index()]
    }

    /// The word of the en-passant file of `pos` whenever the square is set.
    #[inline(always)]
    fn ep_key_as_set(&self, pos: &Position) -> u128 {
        match pos.ep_square() {
            Some(ep) => self.ep_file[ep.file() as usize],
            None => 0,
        }
    }

    /// The key of `pos` from scratch, with `ep` giving the en-passant word.
    #[inline(always)]
    fn key_by(&self, pos: &Position, ep: impl Fn(&KeySet, &Position) -> u128) -> Key128 {
        let mut k = 0;
        for sq in pos.occupied() {
            k ^= self.square(pos.piece_on(sq), sq);
        }
        k ^= self.castling_key(pos.castling());
        k ^= ep(self, pos);
        if pos.turn() == Color::Black {
            k ^= self.black_to_move;
        }
        Key128(k)
    }

    /// The word of the en-passant file of `pos`, if an en-passant capture is legal there (else
    /// 0: the position is the same as without the square).
    #[inline(always)]
    fn ep_key(&self, pos: &Position) -> u128 {
        match pos.ep_square() {
            Some(ep) if pos.has_legal_en_passant() => self.ep_file[ep.file() as usize],
            _ => 0,
        }
    }

    /// The words of the castling rights that exist, each keyed by its rook's square.
    #[inline]
    fn castling_key(&self, c: CastlingRights) -> u128 {
        let mut k = 0;
        for (i, (color, side)) in RIGHTS.into_iter().enumerate() {
            if let Some(sq) = c.rook(color, side) {
                k ^= self.castling[i][sq.index()];
            }
        }
        k
    }

    /// The words of the castling kings' squares that `c` records (none in chess).
    #[inline]
    fn castling_kings_key(&self, c: CastlingRights) -> u128 {
        let mut k = 0;
        for color in Color::ALL {
            if let Some(sq) = c.king(color) {
                k ^= self.castling_king[color.index()][sq.index()];
            }
        }
        k
    }

    /// The key of `child`, a position one move after `parent` whose key is `parent_key`: only
    /// the squares whose piece changed (at most four, for castling), the castling rights, the
    /// en-passant file and the side to move are updated. Equal to [`KeySet::key`] of `child`.
    #[inline(always)]
    pub fn child(&self, parent: &Position, parent_key: Key128, child: &Position) -> Key128 {
        self.child_by(parent, parent_key, child, KeySet::ep_key)
    }

    /// Appends to `out` the key of each child of `parent` (whose key is `parent_key`) after
    /// `moves`, legal moves of `parent`, in order: equal to [`KeySet::child`] of each, but
    /// read off the move, without making it. Only a double push that gives them an e.p. square
    /// is made (whether the square is keyed depends on the capture's legality in the child).
    pub fn children(
        &self,
        parent: &Position,
        parent_key: Key128,
        moves: &[Move],
        out: &mut Vec<Key128>,
    ) {
        let us = parent.turn();
        let rights = parent.castling();
        let rights_word = self.castling_key(rights);
        // What every child changes: the side to move, and the parent's e.p. square goes.
        let base = parent_key.0 ^ self.black_to_move ^ self.ep_key(parent);
        let word = |p: Piece, sq: Square| self.square(Some(p), sq);
        out.extend(moves.iter().map(|&m| {
            let (from, to) = (m.from(), m.to());
            let moving = parent.piece_on(from).expect("a piece on the from-square");
            let mut k = base ^ word(moving, from);
            // The rights' words change only if the rights do: always when castling, otherwise
            // only for a king with rights or a move from or to a right's rook square (the
            // common move skips the comparison).
            let changed_rights = |after: CastlingRights| {
                if after != rights {
                    rights_word ^ self.castling_key(after)
                } else {
                    0
                }
            };
            match m.kind() {
                MoveKind::Castle => {
                    let (king_to, rook_to) = Position::castling_move_targets(us, from, to);
                    let rook = Piece::new(us, Role::Rook);
                    k ^= word(rook, to) ^ word(moving, king_to) ^ word(rook, rook_to);
                    let mut after = rights;
                    after.clear_color(us);
                    k ^= changed_rights(after);
                }
                MoveKind::EnPassant => {
                    let victim = Position::en_passant_victim(us, to);
                    k ^= word(Piece::new(!us, Role::Pawn), victim) ^ word(moving, to);
                }
                MoveKind::DoublePush
                    if parent.double_push_gives_ep(us, Position::passed_square(us, from)) =>
                {
                    return self.child(parent, parent_key, &parent.play_unchecked(m));
                }
                _ => {
                    // The piece taken, if any (an empty square's word is 0).
                    k ^= self.square(parent.piece_on(to), to);
                    let placed = m.promotion().map_or(moving, |r| Piece::new(us, r));
                    k ^= word(placed, to);
                    let king_moved = moving.role() == Role::King;
                    if king_moved && rights.any_for(us)
                        || rights.touches(1u64 << from.index() | 1u64 << to.index())
                    {
                        let mut after = rights;
                        after.after_move(us, king_moved, from, to);
                        k ^= changed_rights(after);
                    }
                }
            }
            Key128(k)
        }));
    }

    /// [`KeySet::child`] with `ep` giving the en-passant word (inlined: no call remains).
    #[inline(always)]
    fn child_by(
        &self,
        parent: &Position,
        parent_key: Key128,
        child: &Position,
        ep: impl Fn(&KeySet, &Position) -> u128,
    ) -> Key128 {
        // A square whose piece changed differs in its colour or role bitboard (a Chess960
        // castle can swap king and rook between two squares, so the roles are needed too).
        let mut changed = Bitboard::EMPTY;
        for c in [Color::White, Color::Black] {
            changed |= parent.by_color(c) ^ child.by_color(c);
        }
        for r in Role::ALL {
            changed |= parent.by_role(r) ^ child.by_role(r);
        }
        let mut k = parent_key.0 ^ self.black_to_move;
        for sq in changed {
            k ^= self.square(parent.piece_on(sq), sq) ^ self.square(child.piece_on(sq), sq);
        }
        if parent.castling() != child.castling() {
            k ^= self.castling_key(parent.castling()) ^ self.castling_key(child.castling());
        }
        k ^= ep(self, parent) ^ ep(self, child);
        Key128(k)
    }
}

impl Default for KeySet {
    /// The key sets of [`DEFAULT_SEED`].
    fn default() -> KeySet {
        KeySet::new(DEFAULT_SEED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::PositionId;

    const FENS: [&str; 6] = [
        Position::STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        // Chess960: king f1, rook g1, so O-O (f1g1) swaps them in place.
        "r3k2r/8/8/8/8/8/8/1R3KRB w GBha - 0 1",
        // Position 3: double pushes beside their pawns whose e.p. capture is pinned or not.
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        // Promotions with captures of rooks that keep castling rights.
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];

    /// Walks every line to `depth`, checking the incremental key against the from-scratch key,
    /// and the keys read off the moves ([`KeySet::children`]) against the incremental ones.
    fn walk(keys: &KeySet, pos: &Position, key: Key128, depth: u32, checked: &mut u64) {
        assert_eq!(key, keys.key(pos), "{}", pos.to_fen());
        *checked += 1;
        if depth == 0 {
            return;
        }
        let moves = pos.legal_moves();
        let mut by_move = Vec::new();
        keys.children(pos, key, moves.as_ref(), &mut by_move);
        assert_eq!(by_move.len(), moves.len());
        for (&m, &k) in moves.iter().zip(&by_move) {
            let child = pos.play_unchecked(m);
            assert_eq!(k, keys.child(pos, key, &child), "{} {m:?}", pos.to_fen());
            walk(
                keys,
                &child,
                keys.child(pos, key, &child),
                depth - 1,
                checked,
            );
        }
    }

    #[test]
    fn incremental_key_equals_key_from_scratch() {
        let keys = KeySet::new(12345);
        let mut checked = 0;
        for fen in FENS {
            let p = Position::from_fen(fen).unwrap();
            walk(&keys, &p, keys.key(&p), 3, &mut checked);
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn equal_ids_have_equal_keys_and_different_ids_different_keys() {
        let keys = KeySet::new(7);
        let mut seen: std::collections::HashMap<PositionId, Key128> = Default::default();
        let mut add = |p: &Position| {
            let k = keys.key(p);
            assert_eq!(
                *seen.entry(PositionId::of(p)).or_insert(k),
                k,
                "{}",
                p.to_fen()
            );
        };
        // An e.p. square with a pinned capturer is not part of the identity, nor of the key.
        add(&Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").unwrap());
        add(&Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - - 5 9").unwrap());
        for fen in FENS {
            let p = Position::from_fen(fen).unwrap();
            for &m in p.legal_moves().iter() {
                let c = p.play_unchecked(m);
                add(&c);
                for &m2 in c.legal_moves().iter() {
                    add(&c.play_unchecked(m2));
                }
            }
        }
        let distinct: std::collections::HashSet<Key128> = seen.values().copied().collect();
        assert_eq!(distinct.len(), seen.len(), "two ids share a key");
        assert!(seen.len() > 2_000, "{}", seen.len());
    }

    #[test]
    fn a_piece_has_its_own_row_and_an_empty_square_the_word_0() {
        let keys = KeySet::new(3);
        let mut rows = std::collections::HashSet::new();
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let p = Piece::new(color, role);
                assert!(rows.insert(occupant(Some(p))));
                assert_ne!(keys.square(Some(p), Square::from_index(0)), 0);
            }
        }
        assert!(!rows.contains(&EMPTY));
        for sq in 0..64 {
            assert_eq!(keys.square(None, Square::from_index(sq)), 0);
        }
    }

    #[test]
    fn castling_rights_are_keyed_by_their_rook() {
        // Same pieces, same side, a white king-side right in both, but castling with the g1
        // rook in one and the h1 rook in the other: different move trees, different keys.
        let keys = KeySet::default();
        let g = Position::from_fen("4k3/8/8/8/8/8/8/4K1RR w G - 0 1").unwrap();
        let h = Position::from_fen("4k3/8/8/8/8/8/8/4K1RR w H - 0 1").unwrap();
        assert_eq!(g.castling().mask(), h.castling().mask());
        assert_ne!(keys.key(&g).lo(), keys.key(&h).lo());
        assert_ne!(keys.key(&g).hi(), keys.key(&h).hi());
    }

    #[test]
    fn seeds_give_different_keys_and_halves_differ() {
        let (a, b) = (KeySet::new(1), KeySet::new(2));
        let p = Position::startpos();
        let (ka, kb) = (a.key(&p), b.key(&p));
        assert_ne!(ka.lo(), kb.lo());
        assert_ne!(ka.hi(), kb.hi());
        assert_ne!(ka.lo(), ka.hi());
    }
}
