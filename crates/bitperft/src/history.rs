//! [`History`]: a start position plus the moves played from it, with the draw rules that need
//! the history — repetition and the fifty-move rule.
//!
//! Repetition follows Eppstein's notes on board representations: keep the hash codes of the
//! earlier positions and look the current one up among them. Only positions since the last
//! irreversible move (a capture or pawn move, which reset the halfmove clock) can repeat, and
//! only those with the same side to move, so the scan walks back two plies at a time and stops
//! at the clock. Positions are compared by [`PositionId`]: the
//! same pieces, side, castling rights (with their rooks) and legal en-passant captures, exactly
//! (no hash, so no false repetition).

use crate::chess::PositionId;
use crate::position::{MoveError, Position};
use crate::types::Move;

/// A game's history: the start position and every position after it, one per move played.
///
/// ```
/// use bitperft::{History, Position};
/// let mut g = History::new(Position::startpos());
/// for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
///     g.play_uci(m)?;
/// }
/// assert_eq!(g.repetitions(), 3); // the start position, twice more
/// assert!(g.is_repetition(3));
/// assert!(!g.is_fifty_moves());
/// # Ok::<(), bitperft::MoveError>(())
/// ```
#[derive(Clone, Debug)]
pub struct History {
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl History {
    /// A game starting at `start` with no moves played.
    pub fn new(start: Position) -> History {
        History {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// A game from `start` after the UCI moves `moves`.
    pub fn from_uci<'a>(
        start: Position,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<History, MoveError> {
        let mut g = History::new(start);
        for m in moves {
            g.play_uci(m)?;
        }
        Ok(g)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays `m`, which must be legal in the current position; an illegal move is refused with
    /// [`MoveError::Illegal`] (or [`MoveError::GameOver`] if there are no legal moves).
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        let next = self.position().play(m)?;
        self.positions.push(next);
        self.moves.push(m);
        Ok(())
    }

    /// Plays the move written `text` in UCI notation and returns it.
    pub fn play_uci(&mut self, text: &str) -> Result<Move, MoveError> {
        let m = self.position().parse_uci(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move, returning it (`None` at the start position).
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// How many times the current position has occurred in the game, counting now (1 if it is
    /// new). Only positions since the last capture or pawn move are examined.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let id = PositionId::of(now);
        // Plies back to the last irreversible move, but no further than the recorded history
        // (a FEN may start with a non-zero clock).
        let reach = (now.halfmove_clock() as usize).min(self.positions.len() - 1);
        let last = self.positions.len() - 1;
        1 + (2..=reach)
            .step_by(2)
            .filter(|&back| PositionId::of(&self.positions[last - back]) == id)
            .count()
    }

    /// True if the current position has occurred at least `n` times (`n = 3`: threefold
    /// repetition, `n = 5`: fivefold).
    pub fn is_repetition(&self, n: usize) -> bool {
        self.repetitions() >= n
    }

    /// True if fifty moves by each side (100 plies) have passed without a capture or pawn move:
    /// the halfmove clock, counted from the start position's FEN, is at least 100.
    pub fn is_fifty_moves(&self) -> bool {
        self.position().halfmove_clock() >= 100
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn knights_dance(g: &mut History, times: usize) {
        for _ in 0..times {
            for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                g.play_uci(m).unwrap();
            }
        }
    }

    #[test]
    fn counts_repetitions_of_the_same_side_to_move() {
        let mut g = History::new(Position::startpos());
        assert_eq!(g.repetitions(), 1);
        knights_dance(&mut g, 1);
        assert_eq!(g.repetitions(), 2);
        g.play_uci("g1f3").unwrap();
        // Same pieces as after 1. Nf3, and again Black to move: second occurrence.
        assert_eq!(g.repetitions(), 2);
        g.play_uci("g8f6").unwrap();
        g.play_uci("f3g1").unwrap();
        g.play_uci("f6g8").unwrap();
        assert_eq!(g.repetitions(), 3);
        assert!(g.is_repetition(3));
        assert!(!g.is_repetition(4));
    }

    #[test]
    fn an_irreversible_move_ends_the_search() {
        let mut g = History::new(Position::startpos());
        knights_dance(&mut g, 2);
        assert_eq!(g.repetitions(), 3);
        g.play_uci("e2e4").unwrap();
        assert_eq!(g.repetitions(), 1);
        assert_eq!(g.undo().map(|m| g.position().uci(m)), Some("e2e4".into()));
        assert_eq!(g.repetitions(), 3);
    }

    #[test]
    fn lost_castling_rights_make_a_different_position() {
        let start = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let mut g = History::new(start);
        for m in ["e1f1", "e8f8", "f1e1", "f8e8"] {
            g.play_uci(m).unwrap();
        }
        // Same squares as the start, but nobody may castle any more.
        assert_eq!(g.repetitions(), 1);
        for m in ["e1f1", "e8f8", "f1e1", "f8e8"] {
            g.play_uci(m).unwrap();
        }
        assert_eq!(g.repetitions(), 2);
    }

    #[test]
    fn fifty_move_rule_uses_the_clock() {
        let p = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
        let mut g = History::new(p);
        assert!(!g.is_fifty_moves());
        g.play_uci("a1a2").unwrap();
        assert!(g.is_fifty_moves());
        g.undo();
        g.play_uci("e1d2").unwrap();
        assert!(g.is_fifty_moves());
        // A FEN clock reaching past the recorded history does not break the repetition scan.
        assert_eq!(g.repetitions(), 1);
    }

    #[test]
    fn refuses_illegal_moves() {
        let mut g = History::new(Position::startpos());
        let p = *g.position();
        let bogus = Move::new(
            crate::Square::E1,
            crate::Square::E8,
            crate::MoveKind::Normal,
        );
        assert!(matches!(g.play(bogus), Err(MoveError::Illegal { .. })));
        assert!(g.play_uci("e2e5").is_err());
        assert_eq!(g.moves().len(), 0);
        assert_eq!(*g.position(), p);
        assert!(History::from_uci(p, ["e2e4", "e7e5", "e1e2"]).is_ok());
    }
}
