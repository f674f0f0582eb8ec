//! [`ThreeCheckPosition`]: a chess position and the checks each side still needs, read and
//! written in Fairy-Stockfish's FEN (`... KQkq - 3+3 0 1`) or lichess's (`... 0 1 +0+0`).

use crate::position::{MoveError, Position};
use crate::types::{Color, Move};
use crate::variants::{VariantFenError, VariantFenErrorKind};

/// Checks a side must give to win at the start of a game.
pub const CHECKS_TO_WIN: u8 = 3;

/// A three-check position: the chess position and, per side, the checks it still needs.
/// A side that needs none has won: the game is over and the position has no moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreeCheckPosition {
    pub(crate) board: Position,
    /// Checks still needed, by colour index, each from 0 to [`CHECKS_TO_WIN`].
    pub(crate) remaining: [u8; 2],
}

impl ThreeCheckPosition {
    /// The start position: chess's, both sides needing three checks.
    pub fn startpos() -> ThreeCheckPosition {
        ThreeCheckPosition {
            board: Position::startpos(),
            remaining: [CHECKS_TO_WIN; 2],
        }
    }

    /// The chess position.
    pub fn board(&self) -> &Position {
        &self.board
    }

    /// Switches Chess960 notation (castling written king-takes-rook) on or off.
    pub fn set_chess960(&mut self, on: bool) {
        self.board.set_chess960(on);
    }

    /// The checks `color` still needs to win (0: it has won).
    pub fn remaining(&self, color: Color) -> u8 {
        self.remaining[color.index()]
    }

    /// True if a side has given its last needed check: no moves.
    #[inline(always)]
    pub fn is_over(&self) -> bool {
        self.remaining[0] == 0 || self.remaining[1] == 0
    }

    /// The position after the legal move `m`; a move that gives check counts for its side.
    #[inline(always)]
    pub fn play(&self, m: Move) -> ThreeCheckPosition {
        let board = self.board.play_unchecked(m);
        let mut remaining = self.remaining;
        if board.is_check() {
            remaining[self.board.turn().index()] -= 1;
        }
        ThreeCheckPosition { board, remaining }
    }

    /// The legal move written `text` in UCI; none once the game is over.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
                fen: self.to_fen(),
            });
        }
        self.board.parse_uci(text)
    }

    /// Reads a three-check FEN. Accepted forms: Fairy-Stockfish's, with the checks each side
    /// still needs after the e.p. field (`W+B`, 7 fields, or 5 as in EPD); lichess's, with the
    /// checks each side has given at the end (`+W+B`); or a chess FEN (both sides need three).
    ///
    /// ```
    /// use bitperft::variants::three_check::ThreeCheckPosition;
    /// use bitperft::Color;
    /// let p = ThreeCheckPosition::from_fen("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39")?;
    /// assert_eq!((p.remaining(Color::White), p.remaining(Color::Black)), (1, 3));
    /// let lichess = ThreeCheckPosition::from_fen("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0")?;
    /// assert_eq!(lichess, p);
    /// # Ok::<(), bitperft::variants::VariantFenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<ThreeCheckPosition, VariantFenError> {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        let at = match fields.len() {
            7 if fields[6].starts_with('+') => Some(6),
            5 | 7 => Some(4),
            _ => None,
        };
        let remaining = match at {
            Some(i) => {
                let text = fields.remove(i);
                parse_counter(text, text.starts_with('+'))?
            }
            None => [CHECKS_TO_WIN; 2],
        };
        let board = Position::from_fen(&fields.join(" ")).map_err(|e| {
            if e.field == "fen" {
                VariantFenError::new(
                    "fen",
                    fen.trim(),
                    VariantFenErrorKind::ThreeCheckFieldCount(fields_len(fen)),
                )
            } else {
                e.into()
            }
        })?;
        Ok(ThreeCheckPosition { board, remaining })
    }

    /// The FEN in Fairy-Stockfish's form: the checks each side still needs after the e.p.
    /// field (`... KQkq - 3+3 0 1`).
    pub fn to_fen(&self) -> String {
        let chess = self.board.to_fen();
        let fields: Vec<&str> = chess.split(' ').collect();
        format!(
            "{} {}+{} {}",
            fields[..4].join(" "),
            self.remaining[0],
            self.remaining[1],
            fields[4..].join(" ")
        )
    }
}

fn fields_len(fen: &str) -> usize {
    fen.split_whitespace().count()
}

/// Reads `W+B` (checks still needed) or, with `given`, `+W+B` (checks given).
fn parse_counter(text: &str, given: bool) -> Result<[u8; 2], VariantFenError> {
    let bad = |kind| VariantFenError::new("checks", text, kind);
    let body = if given { &text[1..] } else { text };
    let (w, b) = body
        .split_once('+')
        .ok_or(bad(VariantFenErrorKind::BadCheckCounter))?;
    let read = |s: &str| -> Result<u8, VariantFenError> {
        if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
            return Err(bad(VariantFenErrorKind::BadCheckCounter));
        }
        match s.parse::<u8>() {
            Ok(n) if n <= CHECKS_TO_WIN => Ok(if given { CHECKS_TO_WIN - n } else { n }),
            _ => Err(bad(VariantFenErrorKind::CheckCounterRange(s.to_string()))),
        }
    };
    let remaining = [read(w)?, read(b)?];
    if remaining == [0, 0] {
        return Err(bad(VariantFenErrorKind::BothSidesWon));
    }
    Ok(remaining)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_round_trip_and_forms() {
        let fsf = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1 0 1";
        let p = ThreeCheckPosition::from_fen(fsf).unwrap();
        assert_eq!(p.to_fen(), fsf);
        assert_eq!(p.remaining, [1, 1]);
        let epd = ThreeCheckPosition::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 1+1").unwrap();
        assert_eq!(epd, p);
        let chess = ThreeCheckPosition::from_fen(Position::STARTPOS_FEN).unwrap();
        assert_eq!(chess, ThreeCheckPosition::startpos());
        assert_eq!(
            chess.to_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
        );
    }

    #[test]
    fn bad_counters_name_the_field() {
        for (fen, kind) in [
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 3-3 0 1",
                VariantFenErrorKind::BadCheckCounter,
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 4+3 0 1",
                VariantFenErrorKind::CheckCounterRange("4".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+9",
                VariantFenErrorKind::CheckCounterRange("9".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0+0 0 1",
                VariantFenErrorKind::BothSidesWon,
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - +x+1 0 1",
                VariantFenErrorKind::BadCheckCounter,
            ),
        ] {
            let e = ThreeCheckPosition::from_fen(fen).unwrap_err();
            assert_eq!((e.field, e.kind), ("checks", kind), "{fen}");
        }
        let e = ThreeCheckPosition::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1 x").unwrap_err();
        assert_eq!(e.field, "fen");
        let e = ThreeCheckPosition::from_fen("4k3/8/8/8/8/8/8/4K3 x - - 3+3 0 1").unwrap_err();
        assert_eq!(e.field, "side");
    }
}
