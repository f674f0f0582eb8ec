//! [`UciMove`]: a move in UCI notation parsed without a position (`e2e4`, `e7e8q`), resolved to a
//! legal [`Move`] once the position is known.

use super::{MoveError, Position};
use crate::types::{Move, Role, Square};
use std::fmt;
use std::str::FromStr;

/// A move as written in UCI: origin, destination and an optional promotion piece. Parsing checks
/// the syntax only; [`UciMove::to_move`] finds the legal move it names in a position.
///
/// ```
/// use bitperft::{Position, UciMove};
/// let m: UciMove = "e7e8q".parse()?;
/// assert_eq!(m.to_string(), "e7e8q");
/// assert!("e7e9".parse::<UciMove>().is_err());
///
/// let p = Position::startpos();
/// let g1f3 = "g1f3".parse::<UciMove>()?.to_move(&p)?;
/// assert_eq!(UciMove::from_move(g1f3, false).to_string(), "g1f3");
/// # Ok::<(), bitperft::MoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UciMove {
    /// Origin square.
    pub from: Square,
    /// Destination square (for castling: the king's destination, or the rook in Chess960 style).
    pub to: Square,
    /// The promotion piece (knight, bishop, rook or queen), if any.
    pub promotion: Option<Role>,
}

impl UciMove {
    /// The UCI form of `m`: castling as king-to-destination, or king-takes-rook if `chess960`.
    pub fn from_move(m: Move, chess960: bool) -> UciMove {
        let text = m.to_uci(chess960);
        text.parse()
            .expect("Move::to_uci always writes well-formed UCI")
    }

    /// The legal move of `pos` this names (castling accepted in both notations).
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveError> {
        pos.parse_uci(&self.to_string())
    }
}

impl FromStr for UciMove {
    type Err = MoveError;

    /// Parses `e2e4` / `e7e8q`; the promotion letter may be upper case (`a7b8Q`, as perftree
    /// writes it).
    fn from_str(text: &str) -> Result<UciMove, MoveError> {
        let malformed = || MoveError::Malformed(text.to_string());
        if !text.is_ascii() || !(text.len() == 4 || text.len() == 5) {
            return Err(malformed());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(malformed)?;
        let to = Square::parse(&text[2..4]).ok_or_else(malformed)?;
        let promotion = match text[4..].chars().next() {
            None => None,
            Some(c) => match Role::from_char(c) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(r),
                _ => return Err(malformed()),
            },
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for UciMove {
    /// Lower-case UCI: `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.char())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_round_trips() {
        for text in ["e2e4", "a7a8n", "h2h1b", "b7c8r", "e7e8q", "e1g1"] {
            assert_eq!(text.parse::<UciMove>().unwrap().to_string(), text);
        }
        assert_eq!("a7b8Q".parse::<UciMove>().unwrap().to_string(), "a7b8q");
    }

    #[test]
    fn rejects_malformed_text() {
        for text in [
            "", "e2", "e2e", "e2e9", "i2e4", "e7e8k", "e7e8p", "e2e4qq", "é2e4",
        ] {
            assert_eq!(
                text.parse::<UciMove>(),
                Err(MoveError::Malformed(text.to_string())),
                "{text:?}"
            );
        }
    }

    #[test]
    fn resolves_against_a_position() {
        let p = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let castle = "e1g1".parse::<UciMove>().unwrap().to_move(&p).unwrap();
        assert!(castle.is_castle());
        assert_eq!(UciMove::from_move(castle, true).to_string(), "e1h1");
        assert!(matches!(
            "e1e3".parse::<UciMove>().unwrap().to_move(&p),
            Err(MoveError::Illegal { .. })
        ));
    }
}
