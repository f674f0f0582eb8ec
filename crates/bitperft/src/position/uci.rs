//! Moves in UCI notation (`e2e4`, `e7e8q`; castling `e1g1`, or `e1h1` in Chess960):
//! [`UciMove`], the text parsed without a position, and [`Position::parse_uci`], which finds
//! the legal move it names.

use super::Position;
use crate::types::{Move, MoveKind, Role, Square};
use std::fmt;
use std::str::FromStr;

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
        let message = match self {
            MoveError::Malformed(t) => {
                format!("invalid move '{t}': expected UCI notation like e2e4 or e7e8q")
            }
            MoveError::Illegal { text, fen } => {
                format!("illegal move '{text}' in position {fen}")
            }
            MoveError::GameOver { text, fen } => {
                format!("move '{text}' after the game ended (no legal moves) in position {fen}")
            }
        };
        f.write_str(&crate::text::escape_controls(&message))
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
    /// king-to-destination (`e1g1`) and as king-takes-rook (`e1h1`, Chess960 style), and a
    /// promotion letter in either case (`e7e8q`, `e7e8Q` as perftree writes it).
    ///
    /// ```
    /// let p = bitperft::Position::startpos();
    /// let m = p.parse_uci("g1f3").unwrap();
    /// assert_eq!(m.to_uci(false), "g1f3");
    /// assert!(p.parse_uci("e2e5").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let lower = uci_syntax(text)?;
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
            .find(|&m| self.is_written(m, &lower))
            .ok_or_else(|| MoveError::Illegal {
                text: text.to_string(),
                fen: self.to_fen(),
            })
    }

    /// True if `lower` (from [`uci_syntax`]) names the board move `m` here: as
    /// king-takes-rook for castling, or (outside Chess960) as the king's destination.
    pub(crate) fn is_written(&self, m: Move, lower: &str) -> bool {
        m.to_uci(true) == lower || (!self.is_chess960() && m.to_uci(false) == lower)
    }

    /// Plays a sequence of UCI moves from this position.
    pub fn play_uci<'a>(
        &self,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Position, MoveError> {
        moves
            .into_iter()
            .try_fold(*self, |p, s| Ok(p.play_unchecked(p.parse_uci(s)?)))
    }

    /// The UCI string of `m` in this position's notation (Chess960: king takes rook).
    pub fn uci(&self, m: Move) -> String {
        m.to_uci(self.is_chess960())
    }
}

/// `text` in lower case if it is a UCI move's syntax (squares in lower case, a promotion
/// letter in either), else [`MoveError::Malformed`].
pub(crate) fn uci_syntax(text: &str) -> Result<String, MoveError> {
    let lower = text.to_ascii_lowercase();
    if !well_formed(&lower) || lower[..text.len().min(4)] != text[..text.len().min(4)] {
        return Err(MoveError::Malformed(text.to_string()));
    }
    Ok(lower)
}

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

impl FromStr for Move {
    type Err = MoveError;

    /// The squares and promotion piece of a UCI move (`e2e4`, `e7e8q`), with no position to
    /// tell a double push, an en-passant capture or castling from a plain move: such a move is
    /// made [`MoveKind::Normal`] (or a promotion). [`Position::play`] resolves it against the
    /// legal moves, as it resolves [`UciMove`].
    ///
    /// ```
    /// use bitperft::{Move, Position};
    /// let m: Move = "e2e4".parse()?;
    /// let p = Position::startpos().play(m)?;
    /// assert_eq!(p.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// # Ok::<(), bitperft::MoveError>(())
    /// ```
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let u: UciMove = text.parse()?;
        let kind = match u.promotion {
            Some(r) => MoveKind::promotion(r).expect("UciMove holds only promotion pieces"),
            None => MoveKind::Normal,
        };
        Ok(Move::new(u.from, u.to, kind))
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
