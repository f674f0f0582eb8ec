//! `--strict`: rejecting well-formed positions whose check cannot have arisen in a game.
//!
//! [`Position::from_fen`] accepts them, as it must: several have published perft counts (lines
//! 43–48 of `perf-suites/tricky.epd`). These checks follow the rules of python-chess's
//! `Board.status()` (`STATUS_TOO_MANY_CHECKERS`, `STATUS_IMPOSSIBLE_CHECK`, and its en-passant
//! case), plus one more: two checkers of which neither is a slider.
//!
//! * More than two checkers: a move gives check with the piece that moved and with at most one
//!   slider whose line it opened.
//! * Two checkers on one line through the king: the nearer would block the farther, so they
//!   stand on opposite sides, and no move opens a line on one side by arriving on the other.
//! * Two checkers, neither a bishop, rook or queen: a discovered check comes from a slider.
//! * An en-passant square (the last move was a double push) with a check the push could not
//!   have given: the pushed pawn gives no double check, and any other checker must have been
//!   uncovered by the push, so it did not check before it.

use super::{FenError, FenErrorKind, Position};
use crate::attacks;
use crate::types::{Bitboard, Role, Square};

impl Position {
    /// The `--strict` checks on this position, using its stored en-passant square (which
    /// [`Position::from_fen`] keeps only when a capture there is possible; use
    /// [`Position::from_fen_strict`] to check the FEN's own field).
    ///
    /// ```
    /// use bitperft::{FenErrorKind, Position};
    /// // Line 45 of tricky.epd: rooks on d3 and h3 both check the king on e3.
    /// let p = Position::from_fen("5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1")?;
    /// assert_eq!(p.validate_strict().unwrap_err().kind, FenErrorKind::ImpossibleCheck);
    /// assert!(Position::startpos().validate_strict().is_ok());
    /// # Ok::<(), bitperft::FenError>(())
    /// ```
    pub fn validate_strict(&self) -> Result<(), FenError> {
        self.strict_check(self.ep).map_err(|kind| FenError {
            field: "position",
            text: self.to_fen(),
            kind,
        })
    }

    /// Parses `fen` like [`Position::from_fen`], then applies the `--strict` checks, taking the
    /// en-passant square from the FEN as written.
    ///
    /// ```
    /// use bitperft::{FenErrorKind, Position};
    /// // Line 47 of tricky.epd: d7-d5 did not open the bishop's line to the king on e5.
    /// let fen = "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1";
    /// assert!(Position::from_fen(fen).is_ok());
    /// let e = Position::from_fen_strict(fen).unwrap_err();
    /// assert_eq!(e.kind, FenErrorKind::ImpossibleEpCheck);
    /// ```
    pub fn from_fen_strict(fen: &str) -> Result<Position, FenError> {
        let pos = Position::from_fen(fen)?;
        // from_fen has checked the field: `-` or a square with a pawn just in front of it.
        let ep = fen.split_whitespace().nth(3).and_then(Square::parse);
        pos.strict_check(ep).map_err(|kind| FenError {
            field: "position",
            text: fen.trim().to_string(),
            kind,
        })?;
        Ok(pos)
    }

    /// The checks, with `ep` the en-passant square to believe.
    fn strict_check(&self, ep: Option<Square>) -> Result<(), FenErrorKind> {
        let checkers = self.checkers();
        let n = checkers.count();
        if n == 0 {
            return Ok(());
        }
        if n > 2 {
            return Err(FenErrorKind::TooManyCheckers(n));
        }
        let king = self.king(self.turn);
        if let Some(ep) = ep {
            // The pushed pawn stands just past the e.p. square, the origin just before it.
            let (to, from) = match self.turn {
                crate::Color::White => (ep.offset(-8), ep.offset(8)),
                crate::Color::Black => (ep.offset(8), ep.offset(-8)),
            };
            let (Some(to), Some(from)) = (to, from) else {
                return Ok(());
            };
            let before = self.occupied().without(to).with(from);
            let uncovered = checkers != Bitboard::from_square(to)
                && self.attackers(king, !self.turn, before).any();
            if n > 1 || uncovered {
                return Err(FenErrorKind::ImpossibleEpCheck);
            }
            return Ok(());
        }
        if n == 2 {
            let a = checkers.lsb();
            let b = checkers.without(a).lsb();
            let sliders =
                self.by_role(Role::Bishop) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
            if attacks::line(a, b).contains(king) || (checkers & sliders).is_empty() {
                return Err(FenErrorKind::ImpossibleCheck);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{FenErrorKind, Position};

    fn strict(fen: &str) -> Option<FenErrorKind> {
        Position::from_fen_strict(fen).err().map(|e| e.kind)
    }

    #[test]
    fn tricky_lines_43_to_48_are_rejected() {
        use FenErrorKind::*;
        for (fen, kind) in [
            ("3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1", ImpossibleCheck),
            ("2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1", ImpossibleCheck),
            ("5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1", ImpossibleCheck),
            ("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", ImpossibleEpCheck),
            ("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1", ImpossibleEpCheck),
            (
                "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1",
                ImpossibleEpCheck,
            ),
        ] {
            assert!(Position::from_fen(fen).is_ok(), "{fen}");
            assert_eq!(strict(fen), Some(kind), "{fen}");
        }
    }

    #[test]
    fn possible_checks_pass() {
        for fen in [
            Position::STARTPOS_FEN,
            // Discovered double check: knight and rook.
            "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1",
            // The pushed pawn gives check.
            "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
            // The push opened the bishop's line (from d2 the pawn blocked it).
            "8/8/8/k7/3Pp3/8/8/4B2K b - d3 0 1",
            // An e.p. square no pawn can take is still believed: the pushed pawn checks.
            "8/8/8/4k3/3P4/8/8/4K3 b - d3 0 1",
        ] {
            assert_eq!(strict(fen), None, "{fen}");
        }
    }

    #[test]
    fn other_impossible_checks() {
        // Three checkers: rook, bishop, knight.
        assert_eq!(
            strict("4k3/8/3N4/8/B7/8/8/4R1K1 b - - 0 1"),
            Some(FenErrorKind::TooManyCheckers(3))
        );
        // Knight and pawn: neither a slider.
        assert_eq!(
            strict("4k3/3P4/5N2/8/8/8/8/6K1 b - - 0 1"),
            Some(FenErrorKind::ImpossibleCheck)
        );
        // An e.p. square beside an unrelated rook check.
        assert_eq!(
            strict("4k3/8/8/3pP3/8/8/8/R3K2r w - d6 0 1"),
            Some(FenErrorKind::ImpossibleEpCheck)
        );
        // The same without a pawn to take e.p.: the position drops the square, so only the
        // FEN's field shows the contradiction.
        let fen = "4k3/8/8/3p4/8/8/8/R3K2r w - d6 0 1";
        assert!(Position::from_fen(fen).unwrap().validate_strict().is_ok());
        assert_eq!(strict(fen), Some(FenErrorKind::ImpossibleEpCheck));
    }
}
