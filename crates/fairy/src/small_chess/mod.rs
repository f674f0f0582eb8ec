//! A counter of its own for the variants played with the chess pieces alone on boards of at
//! most 8 × 8 squares (Los Alamos chess, Sjaak II's micro): pawns of one step promoting on the
//! last rank, no castling, en passant, hands or special endings. Such a board fits the chess
//! engine's square numbering, so its attack tables serve it ([`SmallBoard`]), and the moves are
//! generated legal as a chess engine does (check mask, pins) instead of through the generic
//! movement descriptions. [`crate::perft::perft`] hands these variants' positions to it;
//! the generic engine still counts them in its other modes (bulk, tested), which the tests
//! compare it with.

pub(crate) mod board;
mod count;
pub(crate) mod frame;
pub(crate) mod side;

use crate::bits::Bits;
use crate::counter::last_rank_promotion;
use crate::position::FairyPosition;
use crate::rules::MAX_TYPES;
use crate::spec::PieceSpec;
use board::{KINGS, Piece, SmallBoard, on_8x8};
use side::{Black, Player, White};

/// A variant's tables for the dedicated counter.
#[derive(Clone, Debug)]
pub struct SmallChessRules {
    /// The board's files.
    files: u32,
    /// The board's squares, numbered as on the 8 × 8 board.
    on: u64,
    /// Per side: the rank its pawns promote on.
    zone: [u64; 2],
    /// What a pawn may promote to.
    choices: Vec<Piece>,
    /// Per type of the variant: the chess piece it is.
    pieces: Vec<Piece>,
}

/// The chess piece `betza` describes, with `royal` and `pawn` as the spec says, if it is one.
fn chess_piece(betza: &str, royal: bool, pawn: bool) -> Option<Piece> {
    match (betza, royal, pawn) {
        ("K", true, false) => Some(Piece::KING),
        ("Q", false, false) => Some(Piece::QUEEN),
        ("R", false, false) => Some(Piece::ROOK),
        ("B", false, false) => Some(Piece::BISHOP),
        ("N", false, false) => Some(Piece::KNIGHT),
        ("fmWfcF", false, true) => Some(Piece::PAWN),
        _ => None,
    }
}

impl SmallChessRules {
    /// The tables of a variant on a board of `files` × `ranks` (at most 8 × 8) with `pieces`
    /// that move where they stand ([`crate::counter`] has decided the rest), if each type is a
    /// different chess piece, there is a king, and pawns (if any) promote by force on the last
    /// rank to other pieces of the variant.
    pub fn new(files: u8, ranks: u8, spec_pieces: &[PieceSpec]) -> Option<SmallChessRules> {
        if spec_pieces.len() > MAX_TYPES {
            return None;
        }
        let mut pieces = Vec::new();
        let mut choices = Vec::new();
        for p in spec_pieces {
            let piece = chess_piece(p.betza, p.royal, p.pawn)?;
            if pieces.contains(&piece) {
                return None;
            }
            match (piece, p.promotion) {
                (Piece::PAWN, Some(promo)) => {
                    if !last_rank_promotion(&promo) || promo.to[0] != promo.to[1] {
                        return None;
                    }
                    for to in promo.to[0] {
                        let q = spec_pieces
                            .iter()
                            .find(|q| to.len() == 1 && to.starts_with(q.letter) && !q.promoted)?;
                        let lands = chess_piece(q.betza, q.royal, q.pawn)?;
                        if lands == Piece::PAWN || lands == Piece::KING {
                            return None;
                        }
                        choices.push(lands);
                    }
                }
                (_, None) if piece != Piece::PAWN => {}
                _ => return None,
            }
            pieces.push(piece);
        }
        if !pieces.contains(&Piece::KING) || (pieces.contains(&Piece::PAWN) && choices.is_empty()) {
            return None;
        }
        let (files, ranks) = (files as u32, ranks as u32);
        let rank = |r: u32| ((1u64 << files) - 1) << (8 * r);
        Some(SmallChessRules {
            files,
            on: (0..ranks).fold(0, |on, r| on | rank(r)),
            zone: [rank(ranks - 1), rank(0)],
            choices,
            pieces,
        })
    }

    /// `pos` on the 8 × 8 numbering, if the counter can count it: no pieces in hand, no
    /// en-passant square, one king a side, and the side not to move not in check.
    fn board<B: Bits>(&self, pos: &FairyPosition<B>) -> Option<SmallBoard> {
        if pos.holds(0) || pos.holds(1) || pos.ep.any() {
            return None;
        }
        let mut b = SmallBoard::default();
        for (t, &piece) in self.pieces.iter().enumerate() {
            for side in 0..2 {
                for sq in pos.of(side, t as u8).squares() {
                    b.put(side, piece, on_8x8(self.files, sq));
                }
            }
        }
        if b.of(0, KINGS).count() != 1 || b.of(1, KINGS).count() != 1 {
            return None;
        }
        let exposed = match pos.turn() {
            0 => exposed::<White>(&b),
            _ => exposed::<Black>(&b),
        };
        (!exposed).then_some(b)
    }

    /// Leaf nodes at `depth` below `pos`, if the counter can count `pos` (see
    /// [`SmallChessRules::new`]; else `None`, and the generic engine counts it).
    pub fn perft<B: Bits>(&self, pos: &FairyPosition<B>, depth: u32) -> Option<u64> {
        let b = self.board(pos)?;
        Some(match (depth, pos.turn()) {
            (0, _) => 1,
            (_, 0) => count::perft::<White>(self, &b, depth),
            _ => count::perft::<Black>(self, &b, depth),
        })
    }
}

/// True if the king of the side not to move (`S` to move) is attacked.
fn exposed<S: Player>(b: &SmallBoard) -> bool {
    let them = 1 - S::US;
    let king = b.of(them, KINGS).lsb();
    frame::attacked::<S::Other>(b, king, b.sides[0] | b.sides[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn los_alamos_keeps_six_files_and_ranks_and_promotes_on_the_last() {
        let spec = crate::catalog::find("losalamos").expect("built in");
        let mini = SmallChessRules::new(spec.files, spec.ranks, spec.pieces).expect("played");
        assert_eq!(mini.on, 0x3f3f_3f3f_3f3f);
        assert_eq!(mini.zone, [0x3f << 40, 0x3f]);
        assert_eq!(mini.choices, [Piece::QUEEN, Piece::ROOK, Piece::KNIGHT]);
        assert_eq!(
            mini.pieces,
            [
                Piece::PAWN,
                Piece::KNIGHT,
                Piece::ROOK,
                Piece::QUEEN,
                Piece::KING
            ]
        );
    }
}
