//! FEN / EPD parsing and formatting: standard FEN, X-FEN (`KQkq` plus file letters for inner
//! rooks) and Shredder-FEN (`HAha`), so Chess960 positions load.

use super::Position;
use crate::attacks;
use crate::types::{Bitboard, CastleSide, Color, Piece, Role, Square};
use std::fmt;

/// Why a FEN was rejected. [`fmt::Display`] names the field and the offending text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// The FEN field at fault: `fen`, `board`, `side`, `castling`, `en passant`, `halfmove`,
    /// `fullmove`, or `position` for a rule broken by the whole position.
    pub field: &'static str,
    /// The offending text.
    pub text: String,
    /// What is wrong.
    pub kind: FenErrorKind,
}

/// The distinct ways a FEN can be wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenErrorKind {
    /// Not 4 (EPD) or 6 (FEN) space-separated fields.
    FieldCount(usize),
    /// A character that is not a piece letter, digit or `/`.
    BadPieceChar(char),
    /// A rank that does not cover exactly 8 squares.
    RankWidth(usize),
    /// Not exactly 8 ranks.
    RankCount(usize),
    /// Not exactly one king of a colour.
    KingCount(Color, u32),
    /// A pawn on rank 1 or 8.
    PawnOnBackRank(Square),
    /// Side to move is not `w` or `b`.
    BadSide,
    /// The side that is not to move is in check.
    OpponentInCheck,
    /// A character in the castling field that is not `KQkq`, `A`–`H`, `a`–`h` or `-`.
    BadCastlingChar(char),
    /// A castling right whose king is not on its back rank.
    CastlingWithoutKing(char),
    /// A castling right without a rook on the needed square.
    CastlingWithoutRook(char),
    /// The same castling right given twice.
    DuplicateCastling(char),
    /// The en-passant field is not `-` or a square name.
    BadEpSquare,
    /// The en-passant square is not on rank 6 (White to move) or rank 3 (Black to move).
    EpWrongRank,
    /// No enemy pawn in front of the en-passant square (the pawn that just double-pushed), or
    /// the squares it passed are not empty.
    EpNoPawn,
    /// A clock that is not a non-negative number (or a fullmove number of 0).
    BadNumber,
    /// More than 16 pieces of a colour.
    TooManyPieces(Color, u32),
    /// More than 8 pawns of a colour.
    TooManyPawns(Color, u32),
    /// More pieces beyond the initial set (first count) than the missing pawns could have
    /// promoted to (second count: the pawns left).
    TooManyPromoted(Color, u32, u32),
    /// `--strict`: more than two pieces give check.
    TooManyCheckers(u32),
    /// `--strict`: two checkers that no single move could have produced (on one line with the
    /// king, or neither a slider whose line a move could have opened).
    ImpossibleCheck,
    /// `--strict`: the en-passant square says the last move was a double pawn push, but the
    /// check on the king is not one that push could have given.
    ImpossibleEpCheck,
}

impl fmt::Display for FenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FenErrorKind::*;
        match self {
            FieldCount(n) => write!(f, "expected 6 fields (or 4 for EPD), found {n}"),
            BadPieceChar(c) => write!(
                f,
                "'{c}' is not a piece letter (PNBRQK/pnbrqk), a digit 1-8 or '/'"
            ),
            RankWidth(n) => write!(f, "a rank must cover 8 squares, this one covers {n}"),
            RankCount(n) => write!(f, "expected 8 ranks, found {n}"),
            KingCount(c, n) => write!(f, "{c:?} must have exactly one king, found {n}"),
            PawnOnBackRank(sq) => write!(f, "pawn on {sq}: pawns cannot stand on rank 1 or 8"),
            BadSide => write!(f, "side to move must be 'w' or 'b'"),
            OpponentInCheck => write!(f, "the side not to move is in check"),
            BadCastlingChar(c) => {
                write!(f, "'{c}' is not a castling letter (KQkq, A-H, a-h or '-')")
            }
            CastlingWithoutKing(c) => write!(
                f,
                "castling right '{c}' but the king is not on its back rank"
            ),
            CastlingWithoutRook(c) => write!(
                f,
                "castling right '{c}' but there is no rook on the needed square"
            ),
            DuplicateCastling(c) => write!(f, "castling right '{c}' is given twice"),
            BadEpSquare => write!(f, "must be '-' or a square like 'e3'"),
            EpWrongRank => write!(
                f,
                "en-passant square must be on rank 6 (White to move) or rank 3 (Black to move)"
            ),
            EpNoPawn => write!(
                f,
                "no pawn that just made a double step stands in front of the en-passant square"
            ),
            BadNumber => write!(f, "must be a non-negative number (fullmove at least 1)"),
            TooManyPieces(c, n) => write!(f, "{c:?} has {n} pieces, at most 16 are possible"),
            TooManyPawns(c, n) => write!(f, "{c:?} has {n} pawns, at most 8 are possible"),
            TooManyPromoted(c, n, pawns) => write!(
                f,
                "{c:?}'s pieces beyond the initial set need {n} promotion{}, but with {pawns} \
                 pawns left at most {} can have happened",
                if *n == 1 { "" } else { "s" },
                8 - pawns
            ),
            TooManyCheckers(n) => write!(
                f,
                "{n} pieces give check; no move can give more than two (--strict)"
            ),
            ImpossibleCheck => write!(
                f,
                "no single move could have given this double check (--strict)"
            ),
            ImpossibleEpCheck => write!(
                f,
                "the en-passant square says the last move was a double pawn push, which could \
                 not have given this check (--strict)"
            ),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = format!(
            "invalid FEN: {} field '{}': {}",
            self.field, self.text, self.kind
        );
        f.write_str(&crate::text::escape_controls(&message))
    }
}

impl std::error::Error for FenError {}

pub(super) fn err(field: &'static str, text: &str, kind: FenErrorKind) -> FenError {
    FenError {
        field,
        text: text.to_string(),
        kind,
    }
}

impl Position {
    /// Parses a FEN (6 fields) or EPD position (4 fields; clocks default to `0 1`).
    ///
    /// ```
    /// use bitperft::Position;
    /// let p = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    /// assert_eq!(p.legal_moves().len(), 48);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::parse_fen(fen, FenRules::CHESS)
    }

    /// [`Position::from_fen`] without the limits on material (16 pieces and 8 pawns a side,
    /// promotions the missing pawns allow): for games where pieces change sides, as in
    /// crazyhouse. Every other rule of the FEN still holds.
    pub(crate) fn from_fen_any_material(fen: &str) -> Result<Position, FenError> {
        Position::parse_fen(fen, FenRules::CHESS.any_material())
    }

    /// Reads a FEN under `rules` (the variants without a royal king, or with pawns on rank 1).
    pub(crate) fn from_fen_rules(fen: &str, rules: FenRules) -> Result<Position, FenError> {
        Position::parse_fen(fen, rules)
    }

    fn parse_fen(fen: &str, rules: FenRules) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(err(
                "fen",
                fen.trim(),
                FenErrorKind::FieldCount(fields.len()),
            ));
        }
        let mut pos = Position::empty();
        parse_board(&mut pos, fields[0], rules.pawns_on_rank_1)?;
        pos.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            s => return Err(err("side", s, FenErrorKind::BadSide)),
        };
        for c in Color::ALL.into_iter().filter(|_| rules.one_king_each) {
            let n = pos.pieces(c, Role::King).count();
            if n != 1 {
                return Err(err("board", fields[0], FenErrorKind::KingCount(c, n)));
            }
        }
        if rules.material_limits {
            pos.check_material()
                .map_err(|kind| err("board", fields[0], kind))?;
        }
        parse_castling(&mut pos, fields[2], rules.castling_king_square)?;
        parse_ep(&mut pos, fields[3])?;
        if fields.len() == 6 {
            pos.halfmove = fields[4]
                .parse()
                .map_err(|_| err("halfmove", fields[4], FenErrorKind::BadNumber))?;
            pos.fullmove = match fields[5].parse::<u16>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(err("fullmove", fields[5], FenErrorKind::BadNumber)),
            };
        }
        let them = !pos.turn;
        if rules.one_king_each
            && pos
                .attackers(pos.king(them), pos.turn, pos.occupied())
                .any()
        {
            return Err(err("position", fen.trim(), FenErrorKind::OpponentInCheck));
        }
        Ok(pos)
    }

    /// The FEN (6 fields). Castling is written `KQkq` for standard chess and in Shredder-FEN
    /// (rook files) for Chess960 positions.
    pub fn to_fen(&self) -> String {
        let mut s = self.board_fen(Bitboard::EMPTY);
        s.push(' ');
        s.push(self.turn.fen_char());
        s.push(' ');
        s.push_str(&self.castling_fen());
        s.push(' ');
        match self.ep {
            Some(sq) => s.push_str(&sq.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        s
    }

    /// The board field (ranks 8 to 1), with `~` after each piece on a square of `promoted`
    /// (the mark variants with holdings use for pieces promoted from pawns).
    pub(crate) fn board_fen(&self, promoted: Bitboard) -> String {
        let mut s = String::new();
        for r in (0..8).rev() {
            let mut empty = 0;
            for f in 0..8 {
                let sq = Square::from_coords(f, r).expect("on board");
                match self.piece_on(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        s.push(p.fen_char());
                        if promoted.contains(sq) {
                            s.push('~');
                        }
                    }
                }
            }
            if empty > 0 {
                s.push((b'0' + empty) as char);
            }
            if r > 0 {
                s.push('/');
            }
        }
        s
    }

    fn castling_fen(&self) -> String {
        let mut s = String::new();
        for c in Color::ALL {
            // The castling king, by its file, where the FEN rule would pick another king.
            if let Some(king) = self.castling.king(c) {
                if castling_king(self, c, None) != Some(king) {
                    let ch = file_char(king);
                    s.push(if c == Color::White {
                        ch.to_ascii_uppercase()
                    } else {
                        ch
                    });
                }
            }
            for side in CastleSide::ALL {
                if let Some(rook) = self.castling.rook(c, side) {
                    let ch = if self.chess960 {
                        (b'a' + rook.file()) as char
                    } else if side == CastleSide::King {
                        'k'
                    } else {
                        'q'
                    };
                    s.push(if c == Color::White {
                        ch.to_ascii_uppercase()
                    } else {
                        ch
                    });
                }
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

/// What a FEN reader checks beyond the syntax: the chess rules, or a variant's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FenRules {
    /// At most 16 pieces and 8 pawns a side, and no more promoted pieces than missing pawns.
    pub material_limits: bool,
    /// Exactly one king a side, and the side not to move not in check (chess). Without it any
    /// number of kings is read and check is the variant's business.
    pub one_king_each: bool,
    /// White pawns may stand on rank 1 (horde).
    pub pawns_on_rank_1: bool,
    /// Record each side's castling king's square in its castling rights (giveaway: a side
    /// may have several kings, and the rights belong to one; the game's own move keeps the
    /// square, [`crate::types::CastlingRights::after_move_of_kings`]).
    pub castling_king_square: bool,
}

impl FenRules {
    /// The chess rules.
    pub const CHESS: FenRules = FenRules {
        material_limits: true,
        one_king_each: true,
        pawns_on_rank_1: false,
        castling_king_square: false,
    };

    /// These rules without the limits on material.
    pub const fn any_material(self) -> FenRules {
        FenRules {
            material_limits: false,
            ..self
        }
    }
}

/// The king that castles for `color` (Fairy-Stockfish's rule, for games where a side may have
/// several kings): the only king on its back rank if there is one; with several, the one on
/// `named` if the castling field names one (see [`named_castling_king`]), else the one on the
/// e-file square of that rank; `None` if no king stands there. In chess, the king on its back
/// rank.
pub(super) fn castling_king(pos: &Position, color: Color, named: Option<Square>) -> Option<Square> {
    let kings = pos.pieces(color, Role::King) & Bitboard::rank(color.back_rank());
    if kings.count() <= 1 {
        return kings.first();
    }
    let sq = named.or(Square::from_coords(4, color.back_rank()))?;
    kings.contains(sq).then_some(sq)
}

/// True if a castling rook of `pos` or its king (`kings`, per side) stands off the square
/// standard chess gives it: castling is then written in Chess960 notation.
pub(super) fn castling_is_unusual(pos: &Position, kings: [Option<Square>; 2]) -> bool {
    Color::ALL.iter().any(|&c| {
        CastleSide::ALL
            .iter()
            .any(|&side| match pos.castling.rook(c, side) {
                Some(r) => {
                    let rook_file = if side == CastleSide::King { 7 } else { 0 };
                    r.file() != rook_file || kings[c.index()].is_some_and(|k| k.file() != 4)
                }
                None => false,
            })
    })
}

/// The castling king a castling field names where `color` has several kings on its back rank:
/// the first letter of that colour's case (`A`-`H` or `a`-`h`) whose file holds one of them on
/// that rank (`CK`: the king on c1 castles with the outer king-side rook). The letter is not a
/// right; it is written only where the e-file rule would pick another king.
fn named_castling_king(pos: &Position, text: &str, color: Color) -> Option<Square> {
    let kings = pos.pieces(color, Role::King) & Bitboard::rank(color.back_rank());
    if kings.count() < 2 {
        return None;
    }
    text.chars()
        .filter(|c| c.is_ascii_uppercase() == (color == Color::White))
        .filter_map(|c| match c.to_ascii_lowercase() {
            f @ 'a'..='h' => Square::from_coords(f as u8 - b'a', color.back_rank()),
            _ => None,
        })
        .find(|&sq| kings.contains(sq))
}

/// The lower-case letter of `sq`'s file.
fn file_char(sq: Square) -> char {
    (b'a' + sq.file()) as char
}

fn parse_board(pos: &mut Position, text: &str, pawns_on_rank_1: bool) -> Result<(), FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err("board", text, FenErrorKind::RankCount(ranks.len())));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(err("board", text, FenErrorKind::BadPieceChar(c)));
                }
                file += d as usize;
            } else {
                let p = Piece::from_fen_char(c)
                    .ok_or_else(|| err("board", text, FenErrorKind::BadPieceChar(c)))?;
                if file < 8 {
                    let sq = Square::from_coords(file as u8, rank).expect("on board");
                    let allowed = pawns_on_rank_1 && rank == 0 && p.color() == Color::White;
                    if p.role() == Role::Pawn && (rank == 0 || rank == 7) && !allowed {
                        return Err(err("board", text, FenErrorKind::PawnOnBackRank(sq)));
                    }
                    pos.put(p, sq);
                }
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(err("board", text, FenErrorKind::RankWidth(file)));
        }
    }
    Ok(())
}

fn parse_castling(pos: &mut Position, text: &str, keep_kings: bool) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let named = Color::ALL.map(|c| named_castling_king(pos, text, c));
    let kings = Color::ALL.map(|c| castling_king(pos, c, named[c.index()]));
    let mut file_letters = false;
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back = color.back_rank();
        let Some(king) = kings[color.index()] else {
            if !matches!(c.to_ascii_lowercase(), 'k' | 'q' | 'a'..='h') {
                return Err(err("castling", text, FenErrorKind::BadCastlingChar(c)));
            }
            return Err(err("castling", text, FenErrorKind::CastlingWithoutKing(c)));
        };
        if named[color.index()] == Some(king) && c.to_ascii_lowercase() == file_char(king) {
            // The letter that picks the castling king among several: not a right.
            continue;
        }
        let rooks = pos.pieces(color, Role::Rook) & Bitboard::rank(back);
        let (side, rook) = match c.to_ascii_lowercase() {
            // X-FEN: the outermost rook on that wing.
            'k' => (
                CastleSide::King,
                rooks.iter().filter(|r| r.file() > king.file()).last(),
            ),
            'q' => (
                CastleSide::Queen,
                rooks.iter().find(|r| r.file() < king.file()),
            ),
            f @ 'a'..='h' => {
                file_letters = true;
                let sq = Square::from_coords(f as u8 - b'a', back).expect("on board");
                let side = if sq.file() > king.file() {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                (
                    side,
                    if rooks.contains(sq) && sq != king {
                        Some(sq)
                    } else {
                        None
                    },
                )
            }
            _ => return Err(err("castling", text, FenErrorKind::BadCastlingChar(c))),
        };
        let rook =
            rook.ok_or_else(|| err("castling", text, FenErrorKind::CastlingWithoutRook(c)))?;
        if pos.castling.rook(color, side).is_some() {
            return Err(err("castling", text, FenErrorKind::DuplicateCastling(c)));
        }
        pos.castling.set(color, side, rook);
        if keep_kings {
            pos.castling.set_king(color, king);
        }
    }
    // Chess960 notation if the FEN named rook files or a castling piece is off its usual square.
    pos.chess960 = file_letters || castling_is_unusual(pos, kings);
    Ok(())
}

fn parse_ep(pos: &mut Position, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let sq =
        Square::parse(text).ok_or_else(|| err("en passant", text, FenErrorKind::BadEpSquare))?;
    set_ep(pos, sq).map_err(|kind| err("en passant", text, kind))
}

/// Sets the en-passant square `sq` of `pos` (its side to move and board already set), which
/// must lie behind a pawn that just stepped two squares; it is kept only if a pawn of the side
/// to move could capture there, as [`Position::play`] keeps it, so that equal positions have
/// equal keys however they were reached.
pub(super) fn set_ep(pos: &mut Position, sq: Square) -> Result<(), FenErrorKind> {
    let (rank, pawn_delta) = if pos.turn == Color::White {
        (5, -8)
    } else {
        (2, 8)
    };
    if sq.rank() != rank {
        return Err(FenErrorKind::EpWrongRank);
    }
    let pawn_sq = sq.offset(pawn_delta).expect("on board");
    let origin = sq.offset(-pawn_delta).expect("on board");
    let pushed = pos.piece_on(pawn_sq) == Some(Piece::new(!pos.turn, Role::Pawn));
    if !pushed || pos.piece_on(sq).is_some() || pos.piece_on(origin).is_some() {
        return Err(FenErrorKind::EpNoPawn);
    }
    if (attacks::pawn(!pos.turn, sq) & pos.pieces(pos.turn, Role::Pawn)).any() {
        pos.ep = Some(sq);
    }
    Ok(())
}

/// A FEN without its two clock fields (FEN fields 1–4: what an identity prints).
pub(crate) fn without_clocks(fen: &str) -> &str {
    let mut cut = fen.len();
    for _ in 0..2 {
        cut = fen[..cut].rfind(' ').unwrap_or(0);
    }
    &fen[..cut]
}
