//! Crazyhouse FEN in Fairy-Stockfish's notation: the holdings in brackets after the board
//! (`.../RNBQKBNR[Qn] w KQkq - 0 1`) or as a ninth rank (`.../RNBQKBNR/Qn w ...`), and `~`
//! after a piece promoted from a pawn (`Q~`).

use super::hands::Hands;
use super::position::CrazyhousePosition;
use crate::position::{FenRules, Position, Setup};
use crate::types::{Bitboard, Color, Piece, Role, Square};
use crate::variants::{VariantFenError, VariantFenErrorKind};

/// The board field split into its ranks text (without holdings) and the holdings text.
fn split_holdings(board: &str) -> Result<(&str, &str), VariantFenError> {
    if let Some(open) = board.find('[') {
        let rest = &board[open + 1..];
        return match rest.find(']') {
            Some(close) if close + 1 == rest.len() => Ok((&board[..open], &rest[..close])),
            _ => Err(VariantFenError::new(
                "holdings",
                &board[open..],
                VariantFenErrorKind::UnclosedHoldings,
            )),
        };
    }
    if board.matches('/').count() == 8 {
        let cut = board.rfind('/').expect("eight slashes");
        return Ok((&board[..cut], &board[cut + 1..]));
    }
    Ok((board, ""))
}

/// Reads the holdings letters (`-` or empty for none).
fn parse_hands(text: &str) -> Result<Hands, VariantFenError> {
    let mut hands = Hands::EMPTY;
    if text == "-" {
        return Ok(hands);
    }
    let mut counts = [[0u32; 6]; 2];
    for c in text.chars() {
        let Some(piece) = Piece::from_fen_char(c) else {
            return Err(VariantFenError::new(
                "holdings",
                text,
                VariantFenErrorKind::BadHoldingsChar(c),
            ));
        };
        if piece.role() == Role::King {
            return Err(VariantFenError::new(
                "holdings",
                text,
                VariantFenErrorKind::KingInHand,
            ));
        }
        counts[piece.color().index()][piece.role().index()] += 1;
    }
    for color in Color::ALL {
        for role in [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ] {
            let n = counts[color.index()][role.index()];
            if n > u32::from(Hands::MAX_PER_ROLE) {
                return Err(VariantFenError::new(
                    "holdings",
                    text,
                    VariantFenErrorKind::TooManyInHand(role, n),
                ));
            }
            hands.set(color, role, n as u8);
        }
    }
    Ok(hands)
}

/// Removes the `~` marks from the ranks text, returning the plain text and the marked squares.
fn strip_promoted(ranks: &str) -> Result<(String, Bitboard), VariantFenError> {
    let mut plain = String::with_capacity(ranks.len());
    let mut promoted = Bitboard::EMPTY;
    // Square of the next character, walking ranks 8 to 1, files a to h.
    let (mut rank, mut file) = (7i32, 0i32);
    let mut last: Option<char> = None;
    for c in ranks.chars() {
        match c {
            '~' => {
                let bad = |c| {
                    VariantFenError::new("board", ranks, VariantFenErrorKind::BadPromotedMark(c))
                };
                let Some(p) = last.and_then(Piece::from_fen_char) else {
                    return Err(bad(last));
                };
                if matches!(p.role(), Role::Pawn | Role::King) {
                    return Err(bad(last));
                }
                // The piece just read stands one file to the left.
                if let Some(sq) = square(file - 1, rank) {
                    promoted = promoted.with(sq);
                }
                last = None;
                continue;
            }
            '/' => {
                rank -= 1;
                file = 0;
            }
            '1'..='9' => file += c as i32 - '0' as i32,
            _ => file += 1,
        }
        last = Some(c);
        plain.push(c);
    }
    Ok((plain, promoted))
}

/// The square at `file`, `rank` if both are on the board.
fn square(file: i32, rank: i32) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Square::from_coords(file as u8, rank as u8)
    } else {
        None
    }
}

impl CrazyhousePosition {
    /// The crazyhouse start position (chess, both hands empty).
    pub fn startpos() -> CrazyhousePosition {
        CrazyhousePosition {
            board: Position::startpos(),
            hands: Hands::EMPTY,
            promoted: Bitboard::EMPTY,
        }
    }

    /// Reads a crazyhouse FEN (6 fields, or 4 as in EPD). A FEN without holdings has empty
    /// hands. Beyond the chess FEN's checks: the holdings letters, `~` only after a knight,
    /// bishop, rook or queen, and at most 32 pieces on the board and in hand together. The
    /// chess limits on material per side do not apply: pieces change sides.
    pub fn from_fen(fen: &str) -> Result<CrazyhousePosition, VariantFenError> {
        let mut fields = fen.split_whitespace();
        let board_field = fields.next().unwrap_or("");
        let (ranks, holdings) = split_holdings(board_field)?;
        let hands = parse_hands(holdings)?;
        let (plain, promoted) = strip_promoted(ranks)?;
        let rest: Vec<&str> = fields.collect();
        let chess_fen = std::iter::once(plain.as_str())
            .chain(rest.iter().copied())
            .collect::<Vec<_>>()
            .join(" ");
        let board = Position::from_fen_any_material(&chess_fen)?;
        let pos = CrazyhousePosition {
            board,
            hands,
            // Marks on empty squares cannot happen: a `~` always follows a piece letter.
            promoted,
        };
        let total = pos.piece_total();
        if total > 32 {
            return Err(VariantFenError::new(
                "board",
                board_field,
                VariantFenErrorKind::TooManyPieces(total),
            ));
        }
        Ok(pos)
    }

    /// The crazyhouse position with the board `setup`, the hands `hands` and the promoted
    /// pieces on `promoted`, checked as [`CrazyhousePosition::from_fen`] checks a FEN: how
    /// another engine hands a position over without writing it out.
    pub fn from_setup(
        setup: &Setup,
        hands: Hands,
        promoted: Bitboard,
    ) -> Result<CrazyhousePosition, VariantFenError> {
        let board = Position::from_setup_rules(setup, FenRules::CHESS.any_material())?;
        let unpromotable = board.by_role(Role::Pawn) | board.by_role(Role::King);
        if let Some(sq) = (promoted & (unpromotable | !board.occupied())).first() {
            let piece = board.piece_on(sq).map(|p| p.fen_char());
            return Err(VariantFenError::new(
                "board",
                &sq.to_string(),
                VariantFenErrorKind::BadPromotedMark(piece),
            ));
        }
        let pos = CrazyhousePosition {
            board,
            hands,
            promoted,
        };
        let total = pos.piece_total();
        if total > 32 {
            return Err(VariantFenError::new(
                "board",
                "",
                VariantFenErrorKind::TooManyPieces(total),
            ));
        }
        Ok(pos)
    }

    /// The FEN in Fairy-Stockfish's notation: holdings in brackets (`[]` when both hands are
    /// empty), `~` after promoted pieces.
    pub fn to_fen(&self) -> String {
        let chess = self.board.to_fen();
        let (_, rest) = chess.split_once(' ').expect("a FEN has fields");
        format!(
            "{}[{}] {rest}",
            self.board.board_fen(self.promoted),
            self.hands.to_fen()
        )
    }
}
