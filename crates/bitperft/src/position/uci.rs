//! Moves in UCI notation: parsing against the legal moves of a position.

use super::Position;
use crate::types::Move;
use std::fmt;

/// Why a UCI move string was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not of the form `e2e4` / `e7e8q` (squares a1–h8, promotion letter n, b, r or q).
    Malformed(String),
    /// Well-formed but not a legal move in the position (given as FEN).
    Illegal {
        /// The move text.
        text: String,
        /// The position's FEN.
        fen: String,
    },
    /// The game is over in the position (checkmate or stalemate): no move can follow.
    GameOver {
        /// The move text.
        text: String,
        /// The position's FEN.
        fen: String,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(t) => {
                write!(
                    f,
                    "invalid move '{t}': expected UCI notation like e2e4 or e7e8q"
                )
            }
            MoveError::Illegal { text, fen } => {
                write!(f, "illegal move '{text}' in position {fen}")
            }
            MoveError::GameOver { text, fen } => {
                write!(
                    f,
                    "move '{text}' after the game ended (no legal moves) in position {fen}"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

fn well_formed(s: &str) -> bool {
    let b = s.as_bytes();
    let sq = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    (b.len() == 4 || b.len() == 5 && b"nbrq".contains(&b[4])) && sq(b[0], b[1]) && sq(b[2], b[3])
}

impl Position {
    /// Finds the legal move written `text` in UCI notation. Castling is accepted both as
    /// king-to-destination (`e1g1`) and as king-takes-rook (`e1h1`, Chess960 style).
    ///
    /// ```
    /// let p = bitperft::Position::startpos();
    /// let m = p.parse_uci("g1f3").unwrap();
    /// assert_eq!(m.to_uci(false), "g1f3");
    /// assert!(p.parse_uci("e2e5").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        if !well_formed(text) {
            return Err(MoveError::Malformed(text.to_string()));
        }
        let legal = self.legal_moves();
        if legal.is_empty() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
                fen: self.to_fen(),
            });
        }
        legal
            .iter()
            .copied()
            .find(|m| m.to_uci(true) == text || (!self.is_chess960() && m.to_uci(false) == text))
            .ok_or_else(|| MoveError::Illegal {
                text: text.to_string(),
                fen: self.to_fen(),
            })
    }

    /// Plays a sequence of UCI moves from this position.
    pub fn play_uci<'a>(
        &self,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Position, MoveError> {
        moves
            .into_iter()
            .try_fold(*self, |p, s| Ok(p.play(p.parse_uci(s)?)))
    }

    /// The UCI string of `m` in this position's notation (Chess960: king takes rook).
    pub fn uci(&self, m: Move) -> String {
        m.to_uci(self.is_chess960())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_in_both_notations() {
        let p = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let a = p.parse_uci("e1g1").unwrap();
        let b = p.parse_uci("e1h1").unwrap();
        assert_eq!(a, b);
        assert!(a.is_castle());
        assert_eq!(p.uci(a), "e1g1");
    }

    #[test]
    fn errors_name_the_move() {
        let p = Position::startpos();
        assert_eq!(
            p.parse_uci("e2e9"),
            Err(MoveError::Malformed("e2e9".into()))
        );
        assert_eq!(
            p.parse_uci("e7e8k"),
            Err(MoveError::Malformed("e7e8k".into()))
        );
        assert!(matches!(
            p.parse_uci("e2e5"),
            Err(MoveError::Illegal { .. })
        ));
        let mate = p.play_uci(["f2f3", "e7e5", "g2g4", "d8h4"]).unwrap();
        assert!(matches!(
            mate.parse_uci("e2e4"),
            Err(MoveError::GameOver { .. })
        ));
        assert!(p.play_uci(["e2e4", "e2e4"]).is_err());
    }
}
