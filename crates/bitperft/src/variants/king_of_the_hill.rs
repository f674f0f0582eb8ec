//! King of the hill: chess in which a side whose king reaches d4, e4, d5 or e5 wins at once.
//! A position with a king on the hill has no moves (perft 0 below it); everything else is
//! chess, so positions, keys and identities are the chess ones.
//!
//! ```
//! use bitperft::variants::KingOfTheHill;
//! use bitperft::Game;
//! let koth = KingOfTheHill::default();
//! // White's king steps from c4 onto d4 or d5: those children have no moves.
//! let p = koth.parse("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12")?;
//! assert_eq!(koth.perft(&p, 2), 943);
//! # Ok::<(), bitperft::FenError>(())
//! ```

use crate::attacks::Sliders;
use crate::chess::{BoardGame, EnPassant, KeySet};
use crate::engine::{Key128, Mode};
use crate::movegen::{generate, Black, Side, Visitor, White};
use crate::perft::count;
use crate::position::{FenError, MoveError, Position};
use crate::types::{Bitboard, Color, Move, MoveList, Role};
use std::marker::PhantomData;

/// d4, e4, d5 and e5.
pub const HILL: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// True if either king stands on the hill: the game is over.
#[inline(always)]
pub fn is_over(pos: &Position) -> bool {
    (pos.by_role(Role::King) & HILL).any()
}

/// King steps from each square to the nearest hill square (the Chebyshev distance).
const HILL_DISTANCE: [u8; 64] = {
    let mut d = [0u8; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        // The hill spans files d–e and ranks 4–5 (indices 3–4).
        let df = if f < 3 {
            3 - f
        } else if f > 4 {
            f - 4
        } else {
            0
        };
        let dr = if r < 3 {
            3 - r
        } else if r > 4 {
            r - 4
        } else {
            0
        };
        d[sq] = if df > dr { df as u8 } else { dr as u8 };
        sq += 1;
    }
    d
};

/// True if no king can reach the hill before the last ply of a `depth`-ply search, so the
/// count is chess perft's: a king move (castling included, which leaves the king on its back
/// rank, three steps from the hill) brings a king at most one step nearer, and the side to move
/// moves `depth / 2` times before the last ply, the other side `(depth - 1) / 2` times.
#[inline(always)]
fn hill_out_of_reach(pos: &Position, depth: u32) -> bool {
    let us = pos.turn();
    let ours = u32::from(HILL_DISTANCE[pos.king(us).index()]);
    let theirs = u32::from(HILL_DISTANCE[pos.king(!us).index()]);
    ours > depth / 2 && theirs > depth.saturating_sub(1) / 2
}

/// King of the hill with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct KingOfTheHill {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    KingOfTheHill,
    Position,
    MoveList,
    <S> perft_with::<S>,
    moves_with::<S>
);

/// The legal moves of `pos`: none once a king is on the hill.
fn moves_with<S: Sliders>(pos: &Position) -> MoveList {
    if is_over(pos) {
        MoveList::new()
    } else {
        pos.legal_moves_with::<S>()
    }
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if is_over(pos) {
        return 0;
    }
    if hill_out_of_reach(pos, depth) {
        return crate::perft::perft_with::<S>(pos, depth);
    }
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// `pos` (not over, `Us` to move) at `depth` ≥ 1.
fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    if depth == 1 {
        return count::<S, Us>(pos);
    }
    let mut v = Expand::<S, Us> {
        pos,
        depth: depth - 1,
        nodes: 0,
        _m: PhantomData,
    };
    generate::<S, Us, _>(pos, &mut v);
    v.nodes
}

/// Plays each generated move; a child with a king on the hill has no moves below it, one
/// whose kings cannot reach the hill in time is counted by chess perft.
struct Expand<'a, S, Us> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Visitor for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        let child = self.pos.play_unchecked(m);
        if is_over(&child) {
            return;
        }
        self.nodes += if hill_out_of_reach(&child, self.depth) {
            crate::perft::perft_side::<S, Us::Other>(&child, self.depth)
        } else {
            perft_side::<S, Us::Other>(&child, self.depth)
        };
    }
}

impl BoardGame for KingOfTheHill {
    const NAME: &'static str = "kingofthehill";
    const EN_PASSANT: EnPassant = EnPassant::Legal;
    const CASTLING: bool = true;
    type Position = Position;
    type Move = Move;
    type Moves = MoveList;
    type FenError = FenError;

    /// The chess start position.
    fn start() -> Position {
        Position::startpos()
    }

    /// A chess FEN.
    fn read_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }

    /// None once a king is on the hill (the position still has chess moves: the variant's
    /// rule ended it).
    fn legal_moves(&self, pos: &Position) -> MoveList {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(pos: &Position, m: Move) -> Position {
        pos.play_unchecked(m)
    }

    fn uci(pos: &Position, m: Move) -> String {
        pos.uci(m)
    }

    /// A chess move, none once a king stands on the hill.
    fn read_uci(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        if is_over(pos) {
            return Err(MoveError::GameOver {
                text: text.to_string(),
                fen: pos.to_fen(),
            });
        }
        pos.parse_uci(text)
    }

    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> KingOfTheHill {
        KingOfTheHill { mode, ..self }
    }

    #[inline(always)]
    fn child_keys(
        keys: &KeySet,
        pos: &Position,
        key: Key128,
        moves: &[Move],
        out: &mut Vec<Key128>,
    ) {
        keys.children(pos, key, moves, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The distance table against the obvious definition: the fewest king steps to any of
    /// d4, e4, d5, e5.
    #[test]
    fn hill_distance_is_the_fewest_king_steps() {
        for sq in 0..64u8 {
            let (f, r) = (i32::from(sq % 8), i32::from(sq / 8));
            let slow = [(3, 3), (4, 3), (3, 4), (4, 4)]
                .iter()
                .map(|&(hf, hr)| (f - hf).abs().max((r - hr).abs()))
                .min()
                .unwrap();
            assert_eq!(i32::from(HILL_DISTANCE[sq as usize]), slow, "square {sq}");
        }
    }
}
