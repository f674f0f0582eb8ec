//! The oracle's own FEN reader and writer: standard FEN, 4-field EPD positions, X-FEN (`KQkq`
//! for the outermost rooks plus file letters for inner ones) and Shredder-FEN (`HAha`).
//!
//! Written independently of the engine's parser, so a fault there cannot hide in both
//! generators.

use crate::board::{Board, Wing};
use crate::piece_list::CAPACITY;
use crate::square::Square;
use crate::types::{Color, Piece, Role};
use std::fmt;
use std::str::FromStr;

/// The part of a FEN an error is about.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FenField {
    /// The whole text (wrong number of fields).
    Fen,
    /// Field 1, the piece placement.
    Board,
    /// Field 2, the side to move.
    Side,
    /// Field 3, the castling rights.
    Castling,
    /// Field 4, the en-passant square.
    EnPassant,
    /// Field 5, the halfmove clock.
    Halfmove,
    /// Field 6, the fullmove number.
    Fullmove,
    /// The fields together break a rule (the side not to move is in check).
    Position,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Fen => "FEN",
            FenField::Board => "board field",
            FenField::Side => "side-to-move field",
            FenField::Castling => "castling field",
            FenField::EnPassant => "en-passant field",
            FenField::Halfmove => "halfmove-clock field",
            FenField::Fullmove => "fullmove-number field",
            FenField::Position => "position",
        })
    }
}

/// Why [`Board::from_fen`] rejected a FEN. [`fmt::Display`] names the field and the offending
/// text, e.g. `castling field 'KQx': 'x' is not a castling letter (KQkq, A-H, a-h or '-')`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenError {
    field: FenField,
    text: String,
    reason: String,
}

impl FenError {
    fn new(field: FenField, text: &str, reason: impl Into<String>) -> FenError {
        FenError {
            field,
            text: text.to_string(),
            reason: reason.into(),
        }
    }

    /// The field at fault.
    pub fn field(&self) -> FenField {
        self.field
    }

    /// The offending text (the field's text, or the whole FEN).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What is wrong, in words.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} '{}': {}", self.field, self.text, self.reason)
    }
}

impl std::error::Error for FenError {}

/// [`Board::from_fen`].
impl FromStr for Board {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Board, FenError> {
        Board::from_fen(fen)
    }
}

impl Board {
    /// Reads a FEN (6 fields) or an EPD position (4 fields; the clocks default to `0 1`).
    ///
    /// Castling: `-`, `KQkq` (X-FEN: the outermost rook on that side of the king) or rook-file
    /// letters (`HAha`, also mixed with `KQkq`), so Chess960 positions load. Rejected: a wrong
    /// number of fields or ranks, bad letters, a rank not covering 8 squares, not exactly one
    /// king per side, more than 16 pieces of a side, pawns on rank 1 or 8, a castling right
    /// without its king on the back rank or without its rook, a right given twice, an e.p.
    /// square on the wrong rank or without the pawn that just double-pushed past it, the side
    /// not to move in check, clocks that are not numbers (or a fullmove number of 0). Any
    /// number of checkers on the side to move is accepted.
    ///
    /// The en-passant square is kept only when a pawn of the side to move could capture there.
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// let b = Board::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")?;
    /// assert!(b.is_chess960());
    /// let err = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w KQx - 0 1").unwrap_err();
    /// assert!(err.to_string().starts_with("castling field 'KQx'"));
    /// # Ok::<(), bitperft_oracle::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::new(
                FenField::Fen,
                fen.trim(),
                format!(
                    "expected 6 fields (or 4 for an EPD position), found {}",
                    fields.len()
                ),
            ));
        }
        let mut b = Board::empty();
        read_placement(&mut b, fields[0])?;
        b.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            s => {
                return Err(FenError::new(
                    FenField::Side,
                    s,
                    "side to move must be 'w' or 'b'",
                ));
            }
        };
        read_castling(&mut b, fields[2])?;
        read_ep(&mut b, fields[3])?;
        if fields.len() == 6 {
            b.halfmove = read_number(FenField::Halfmove, fields[4])?;
            b.fullmove = read_number(FenField::Fullmove, fields[5])?;
            if b.fullmove == 0 {
                return Err(FenError::new(
                    FenField::Fullmove,
                    fields[5],
                    "the fullmove number starts at 1",
                ));
            }
        }
        let them = !b.turn;
        if b.attacked(b.king(them), b.turn) {
            return Err(FenError::new(
                FenField::Position,
                fen.trim(),
                format!("the side not to move ({them:?}) is in check"),
            ));
        }
        Ok(b)
    }

    /// The FEN, 6 fields. Castling is written `KQkq`-style for standard chess (each castling
    /// rook the outermost on its side of the king) and as Shredder-FEN rook files (`HAha`,
    /// `GBgb`) when [`Board::is_chess960`] is set or an inner rook holds the right.
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// assert_eq!(Board::startpos().to_fen(), Board::STARTPOS_FEN);
    /// ```
    pub fn to_fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::new(file, rank).expect("on the board");
                match self.piece_on(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let ep = self.ep.map_or("-".to_string(), |sq| sq.to_string());
        format!(
            "{s} {} {} {ep} {} {}",
            self.turn.fen_char(),
            self.castling_field(),
            self.halfmove,
            self.fullmove
        )
    }

    /// The castling field: White before Black, king side before queen side.
    fn castling_field(&self) -> String {
        let mut s = String::new();
        for color in Color::ALL {
            for wing in Wing::ALL {
                let Some(rook) = self.castling_rook(color, wing) else {
                    continue;
                };
                let letter = if !self.chess960 && self.outermost_rook(color, wing) == Some(rook) {
                    match wing {
                        Wing::King => 'k',
                        Wing::Queen => 'q',
                    }
                } else {
                    (b'a' + rook.file()) as char
                };
                s.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// The X-FEN meaning of `K`/`Q`: `color`'s rook on its back rank farthest from the king on
    /// `wing`.
    fn outermost_rook(&self, color: Color, wing: Wing) -> Option<Square> {
        let king = self.king(color);
        let back = color.back_rank();
        let files: Vec<u8> = match wing {
            Wing::King => ((king.file() + 1)..8).rev().collect(),
            Wing::Queen => (0..king.file()).collect(),
        };
        files
            .into_iter()
            .map(|f| Square::new(f, back).expect("on the back rank"))
            .find(|&sq| self.piece_on(sq) == Some(Piece::new(color, Role::Rook)))
    }
}

/// Field 1: eight ranks from 8 down to 1, `/`-separated; also checks kings, piece counts and
/// pawns on the back ranks.
fn read_placement(b: &mut Board, text: &str) -> Result<(), FenError> {
    let fail = |reason: String| Err(FenError::new(FenField::Board, text, reason));
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return fail(format!("expected 8 ranks, found {}", ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u32;
        for c in rank_text.chars() {
            if let Some(n @ 1..=8) = c.to_digit(10) {
                file += n;
            } else if let Some(p) = Piece::from_fen_char(c) {
                if let Some(sq) = u8::try_from(file).ok().and_then(|f| Square::new(f, rank)) {
                    if p.role == Role::Pawn && (rank == 0 || rank == 7) {
                        return fail(format!("pawn on {sq}: pawns cannot stand on rank 1 or 8"));
                    }
                    b.squares[sq.index()] = Some(p);
                }
                file += 1;
            } else {
                return fail(format!(
                    "'{c}' is not a piece letter (PNBRQK/pnbrqk) or a digit 1-8"
                ));
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return fail(format!(
                "rank {} ('{rank_text}') covers {} squares instead of 8",
                rank + 1,
                if file > 8 {
                    "more than 8".to_string()
                } else {
                    file.to_string()
                }
            ));
        }
    }
    for color in Color::ALL {
        let mine = || {
            Square::all()
                .filter_map(|sq| b.piece_on(sq))
                .filter(|p| p.color == color)
        };
        let kings = mine().filter(|p| p.role == Role::King).count();
        if kings != 1 {
            return fail(format!(
                "{color:?} must have exactly one king, found {kings}"
            ));
        }
        let total = mine().count();
        if total > CAPACITY {
            return fail(format!(
                "{color:?} has {total} pieces, at most {CAPACITY} are possible"
            ));
        }
    }
    // Fill the piece lists from the mailbox.
    for sq in Square::all() {
        if let Some(p) = b.squares[sq.index()].take() {
            b.put(p, sq);
        }
    }
    Ok(())
}

/// Field 3: `-` or castling letters; sets the rights and the Chess960 notation flag.
fn read_castling(b: &mut Board, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let fail = |reason: String| Err(FenError::new(FenField::Castling, text, reason));
    let mut file_letters = false;
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let lower = c.to_ascii_lowercase();
        if !matches!(lower, 'k' | 'q' | 'a'..='h') {
            return fail(format!(
                "'{c}' is not a castling letter (KQkq, A-H, a-h or '-')"
            ));
        }
        let king = b.king(color);
        let back = color.back_rank();
        if king.rank() != back {
            return fail(format!(
                "castling right '{c}' but {color:?}'s king is not on its back rank"
            ));
        }
        let (wing, rook) = match lower {
            'k' => (Wing::King, b.outermost_rook(color, Wing::King)),
            'q' => (Wing::Queen, b.outermost_rook(color, Wing::Queen)),
            _ => {
                file_letters = true;
                let sq = Square::new(lower as u8 - b'a', back).expect("a file letter");
                let is_rook = b.piece_on(sq) == Some(Piece::new(color, Role::Rook));
                (Wing::of(king.file(), sq.file()), is_rook.then_some(sq))
            }
        };
        let Some(rook) = rook else {
            return fail(format!(
                "castling right '{c}' but {color:?} has no rook on the needed square"
            ));
        };
        let slot = &mut b.castle[color.index()][wing as usize];
        if slot.is_some() {
            return fail(format!(
                "castling right '{c}' repeats a right already given for that side"
            ));
        }
        *slot = Some(rook);
    }
    // Chess960 notation if the FEN named rook files or a castling piece is off its usual square.
    let unusual = Color::ALL.into_iter().any(|color| {
        Wing::ALL.into_iter().any(|wing| {
            b.castling_rook(color, wing).is_some_and(|rook| {
                let usual = match wing {
                    Wing::King => 7,
                    Wing::Queen => 0,
                };
                rook.file() != usual || b.king(color).file() != 4
            })
        })
    });
    b.chess960 = file_letters || unusual;
    Ok(())
}

/// Field 4: `-` or the square a pawn of the side not to move just skipped.
fn read_ep(b: &mut Board, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let fail = |reason: &str| Err(FenError::new(FenField::EnPassant, text, reason));
    let Some(sq) = Square::parse(text) else {
        return fail("must be '-' or a square such as 'e3'");
    };
    let (rank, name) = match b.turn {
        Color::White => (5, "6 (White to move)"),
        Color::Black => (2, "3 (Black to move)"),
    };
    if sq.rank() != rank {
        return fail(&format!("the en-passant square must be on rank {name}"));
    }
    // The pushed pawn stands one step beyond the square, seen from the side that pushed it;
    // the square and the one the pawn came from are empty.
    let pusher = !b.turn;
    let pawn = sq
        .offset(pusher.forward())
        .expect("rank 3 or 6 has a neighbour");
    let origin = sq
        .offset(-pusher.forward())
        .expect("rank 3 or 6 has a neighbour");
    if b.piece_on(pawn) != Some(Piece::new(pusher, Role::Pawn))
        || b.piece_on(sq).is_some()
        || b.piece_on(origin).is_some()
    {
        return fail("no pawn can just have double-pushed past this square");
    }
    if b.ep_capturable(sq, b.turn) {
        b.ep = Some(sq);
    }
    Ok(())
}

/// Fields 5 and 6: a non-negative decimal number.
fn read_number(field: FenField, text: &str) -> Result<u32, FenError> {
    let digits = !text.is_empty() && text.bytes().all(|c| c.is_ascii_digit());
    match text.parse() {
        Ok(n) if digits => Ok(n),
        _ => Err(FenError::new(
            field,
            text,
            "must be a non-negative number (below 2^32)",
        )),
    }
}
