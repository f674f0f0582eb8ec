//! Chess with hands on the chess crate's crazyhouse engine (chessgi): a variant whose board,
//! pieces, castling and promotion are chess's, with hands that differ from crazyhouse's only in
//! what [`DropRules`] describes (where pawns may be dropped; whether a promoted piece returns
//! to a hand as a pawn). [`crate::perft::perft`] hands
//! these variants' positions to it as values ([`Setup`], the hands, the promoted pieces); the
//! generic engine still counts them in its other modes (bulk, tested), which the tests compare
//! it with.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::spec::Holdings;
use bitperft::attacks::DefaultSliders;
use bitperft::position::Setup;
use bitperft::types::{Bitboard, Color, Piece, Role, Square};
use bitperft::variants::crazyhouse::{CrazyhousePosition, DropRules, Hands, perft_rules};

/// Counts below this depth stay with the generic engine: the generic engine's own shortcuts
/// count them about as fast as the hand-over would.
const MIN_DEPTH: u32 = 3;

/// A variant's rules for the crazyhouse engine.
#[derive(Clone, Copy, Debug)]
pub struct CrazyhouseRules {
    rules: DropRules,
}

impl CrazyhouseRules {
    /// The rules of a variant that is chess with the hands `h`, whose drops have no rule
    /// beyond the pawns' ranks ([`crate::counter`] decides which variants those are).
    pub fn new(h: Holdings) -> CrazyhouseRules {
        let (lo, hi) = h.pawn_drop_ranks;
        let ranks =
            |own: &dyn Fn(u8) -> u8| (lo..=hi.min(7)).fold(0u64, |b, r| b | 0xff << (8 * own(r)));
        CrazyhouseRules {
            rules: DropRules {
                pawn_drops: [Bitboard(ranks(&|r| r)), Bitboard(ranks(&|r| 7 - r))],
                marks_promotions: !h.drop_loop,
            },
        }
    }

    /// Leaf nodes at `depth` below `pos`, if the crazyhouse engine counts it: at depth 3 or
    /// more, and where it takes the position (not, for instance, a pawn dropped on its side's
    /// first rank); else `None`, and the generic engine counts it.
    pub fn perft<B: Bits>(&self, r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> Option<u64> {
        if depth < MIN_DEPTH {
            return None;
        }
        let board = crazyhouse_position(r, pos)?;
        Some(perft_rules::<DefaultSliders>(&board, &self.rules, depth))
    }
}

/// `pos` (a variant whose pieces are chess's, on 8x8) as the crazyhouse engine's position;
/// `None` where that engine would not take it.
pub fn crazyhouse_position<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
) -> Option<CrazyhousePosition> {
    let chess_square = |sq: u32| {
        Square::from_coords(r.geo.file(sq) as u8, r.geo.rank(sq) as u8)
            .filter(|_| r.geo.files() == 8 && r.geo.ranks() == 8)
    };
    let color = |side: usize| {
        if side == 0 {
            Color::White
        } else {
            Color::Black
        }
    };
    let role = |t: u8| Role::from_char(r.types[usize::from(t)].spec.letter);
    let mut board = [None; 64];
    let mut promoted = Bitboard::EMPTY;
    for sq in r.all.squares() {
        if let Some((side, t)) = pos.piece_at(sq) {
            let to = chess_square(sq)?;
            board[to.index()] = Some(Piece::new(color(side), role(t)?));
            if pos.promoted.has(sq) {
                promoted = promoted.with(to);
            }
        }
    }
    let mut hands = Hands::EMPTY;
    for side in 0..2 {
        for (t, &n) in pos.hands[side].iter().enumerate().take(r.types.len()) {
            for _ in 0..n {
                hands.add(color(side), role(t as u8)?);
            }
        }
    }
    let mut castling = Bitboard::EMPTY;
    for sq in pos.castling.squares() {
        castling = castling.with(chess_square(sq)?);
    }
    let ep = match pos.ep.count() {
        0 => None,
        1 => Some(chess_square(pos.ep.lsb())?),
        _ => return None,
    };
    let setup = Setup {
        board,
        turn: color(usize::from(pos.turn)),
        castling,
        ep,
        halfmove: u16::try_from(pos.halfmove).ok()?,
        fullmove: u16::try_from(pos.fullmove).ok()?,
    };
    CrazyhousePosition::from_setup(&setup, hands, promoted).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The position handed over is the one the FEN names, in both engines' notation.
    #[test]
    fn chessgi_positions_are_handed_over_as_they_stand() {
        let r = Rules::<u64>::new(crate::catalog::find("chessgi").unwrap()).unwrap();
        for (fen, taken) in [
            (
                "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[] w KQkq - 4 4",
                true,
            ),
            (
                "r2qk2r/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2QK2R[Bb] b KQk - 0 8",
                true,
            ),
            ("4k3/8/8/3pP3/8/8/8/4K3[QNPpp] w - d6 0 30", true),
            ("4k3/8/8/8/8/8/8/1Q~2K3[] b - - 0 30", true),
            // A pawn dropped on its first rank: the crazyhouse engine does not take it.
            ("4k3/8/8/8/8/8/8/P3K3[] w - - 0 1", false),
        ] {
            let pos = crate::fen::parse(&r, fen).unwrap();
            let handed = crazyhouse_position(&r, &pos);
            let read = CrazyhousePosition::from_fen(&crate::fen::write(&r, &pos)).ok();
            assert_eq!(handed, read, "{fen}");
            assert_eq!(handed.is_some(), taken, "{fen}");
        }
    }

    #[test]
    fn chessgi_drops_pawns_on_its_first_rank() {
        let spec = crate::catalog::find("chessgi").unwrap();
        let chessgi = CrazyhouseRules::new(spec.holdings.unwrap());
        let first_seven = Bitboard(u64::MAX >> 8);
        assert_eq!(
            chessgi.rules.pawn_drops,
            [first_seven, Bitboard(u64::MAX << 8)]
        );
        assert!(!chessgi.rules.marks_promotions);
    }
}
