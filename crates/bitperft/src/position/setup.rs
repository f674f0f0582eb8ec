//! [`Setup`]: a chess position given as values (each square's piece, the side to move, the
//! rooks that may castle, the en-passant square, the clocks), as another engine hands one
//! over; [`Position::from_setup`] reads it under the rules a FEN is read under.

use super::fen::{castling_is_unusual, castling_king, err, set_ep, FenRules};
use super::{FenError, FenErrorKind, Position};
use crate::types::{Bitboard, CastleSide, Color, Piece, Role, Square};

/// A chess position as values. Errors name the FEN field that would hold the fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square (a1, b1, ..., h8).
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Color,
    /// The rooks that may still castle, each with the king on its side's back rank.
    pub castling: Bitboard,
    /// The en-passant square: behind a pawn that just stepped two squares.
    pub ep: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u16,
    /// The move number (1 or more).
    pub fullmove: u16,
}

impl Position {
    /// The chess position `setup` describes, checked as [`Position::from_fen`] checks a FEN.
    ///
    /// ```
    /// use bitperft::position::Setup;
    /// use bitperft::{Bitboard, Color, Position};
    /// let start = Position::startpos();
    /// let setup = Setup {
    ///     board: std::array::from_fn(|i| start.piece_on(bitperft::Square::from_index(i as u32))),
    ///     turn: Color::White,
    ///     castling: Bitboard(0x8100_0000_0000_0081),
    ///     ep: None,
    ///     halfmove: 0,
    ///     fullmove: 1,
    /// };
    /// assert_eq!(Position::from_setup(&setup)?, start);
    /// # Ok::<(), bitperft::FenError>(())
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, FenError> {
        Position::from_setup_rules(setup, FenRules::CHESS)
    }

    /// [`Position::from_setup`] under `rules`.
    pub(crate) fn from_setup_rules(setup: &Setup, rules: FenRules) -> Result<Position, FenError> {
        let mut pos = Position::empty();
        for (i, p) in setup.board.iter().enumerate() {
            let Some(p) = *p else { continue };
            let sq = Square::from_index(i as u32);
            let rank = sq.rank();
            let allowed = rules.pawns_on_rank_1 && rank == 0 && p.color() == Color::White;
            if p.role() == Role::Pawn && (rank == 0 || rank == 7) && !allowed {
                return Err(err(
                    "board",
                    &sq.to_string(),
                    FenErrorKind::PawnOnBackRank(sq),
                ));
            }
            pos.put(p, sq);
        }
        pos.turn = setup.turn;
        for c in Color::ALL.into_iter().filter(|_| rules.one_king_each) {
            let n = pos.pieces(c, Role::King).count();
            if n != 1 {
                return Err(err("board", "", FenErrorKind::KingCount(c, n)));
            }
        }
        if rules.material_limits {
            pos.check_material()
                .map_err(|kind| err("board", "", kind))?;
        }
        let kings = Color::ALL.map(|c| castling_king(&pos, c, None));
        for rook in setup.castling {
            set_castling_rook(&mut pos, rook, kings, rules.castling_king_square)?;
        }
        pos.chess960 = castling_is_unusual(&pos, kings);
        if let Some(sq) = setup.ep {
            set_ep(&mut pos, sq).map_err(|kind| err("en passant", &sq.to_string(), kind))?;
        }
        pos.halfmove = setup.halfmove;
        if setup.fullmove == 0 {
            return Err(err("fullmove", "0", FenErrorKind::BadNumber));
        }
        pos.fullmove = setup.fullmove;
        let them = !pos.turn;
        if rules.one_king_each
            && pos
                .attackers(pos.king(them), pos.turn, pos.occupied())
                .any()
        {
            return Err(err("position", "", FenErrorKind::OpponentInCheck));
        }
        Ok(pos)
    }
}

/// Gives the rook on `rook` its castling right: a rook on its side's back rank, with that
/// side's castling king (`kings`) on the same rank, the right on that wing not yet given.
fn set_castling_rook(
    pos: &mut Position,
    rook: Square,
    kings: [Option<Square>; 2],
    keep_kings: bool,
) -> Result<(), FenError> {
    let text = rook.to_string();
    let letter = |c: Color| {
        let f = (b'a' + rook.file()) as char;
        if c == Color::White {
            f.to_ascii_uppercase()
        } else {
            f
        }
    };
    let Some(p) = pos.piece_on(rook).filter(|p| p.role() == Role::Rook) else {
        let c = if rook.rank() == 0 {
            Color::White
        } else {
            Color::Black
        };
        return Err(err(
            "castling",
            &text,
            FenErrorKind::CastlingWithoutRook(letter(c)),
        ));
    };
    let color = p.color();
    if rook.rank() != color.back_rank() {
        return Err(err(
            "castling",
            &text,
            FenErrorKind::CastlingWithoutRook(letter(color)),
        ));
    }
    let Some(king) = kings[color.index()] else {
        return Err(err(
            "castling",
            &text,
            FenErrorKind::CastlingWithoutKing(letter(color)),
        ));
    };
    let side = if rook.file() > king.file() {
        CastleSide::King
    } else {
        CastleSide::Queen
    };
    if pos.castling.rook(color, side).is_some() {
        return Err(err(
            "castling",
            &text,
            FenErrorKind::DuplicateCastling(letter(color)),
        ));
    }
    pos.castling.set(color, side, rook);
    if keep_kings {
        pos.castling.set_king(color, king);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The setup of a position: what another engine would hand over.
    fn setup_of(pos: &Position, castling: Bitboard) -> Setup {
        Setup {
            board: std::array::from_fn(|i| pos.piece_on(Square::from_index(i as u32))),
            turn: pos.turn(),
            castling,
            ep: pos.ep_square(),
            halfmove: 3,
            fullmove: 9,
        }
    }

    #[test]
    fn a_setup_reads_as_its_fen_reads() {
        for (fen, rooks) in [
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 9",
                0x8100_0000_0000_0081u64,
            ),
            (
                "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w Kq c6 3 9",
                0x0100_0000_0000_0080,
            ),
            // Chess960: rooks on b1 and g1 (b8, g8), king on c1 (c8).
            (
                "1rk3r1/8/8/8/8/8/8/1RK3R1 b BGbg - 3 9",
                0x4200_0000_0000_0042,
            ),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let setup = setup_of(&pos, Bitboard(rooks));
            assert_eq!(Position::from_setup(&setup).unwrap(), pos, "{fen}");
        }
    }

    #[test]
    fn a_setup_is_refused_where_its_fen_would_be() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
        // A castling right for a square without a rook.
        let e = Position::from_setup(&setup_of(&pos, Bitboard(0x80))).unwrap_err();
        assert_eq!(
            (e.field, e.kind),
            ("castling", FenErrorKind::CastlingWithoutRook('H'))
        );
        // An en-passant square with no pawn behind it.
        let mut s = setup_of(&pos, Bitboard(0x01));
        s.ep = Some(Square::from_index(44));
        let e = Position::from_setup(&s).unwrap_err();
        assert_eq!((e.field, e.kind), ("en passant", FenErrorKind::EpNoPawn));
        // The side not to move in check.
        let mut s = setup_of(&pos, Bitboard::EMPTY);
        s.board[60] = None;
        s.board[4] = None;
        s.board[3] = Some(Piece::new(Color::White, Role::King));
        s.board[11] = Some(Piece::new(Color::Black, Role::King));
        let e = Position::from_setup(&s).unwrap_err();
        assert_eq!(e.kind, FenErrorKind::OpponentInCheck);
    }
}
