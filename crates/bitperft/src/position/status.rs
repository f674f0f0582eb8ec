//! Game-ending states of a single position: checkmate and stalemate. (Draws that need the
//! game's history — repetition, the fifty-move rule — live in [`crate::game`].)

use super::Position;

impl Position {
    /// True if the side to move is in check and has no legal move.
    ///
    /// ```
    /// use bitperft::Position;
    /// // Fool's mate.
    /// let p = Position::startpos().play_uci(["f2f3", "e7e5", "g2g4", "d8h4"])?;
    /// assert!(p.is_checkmate());
    /// assert!(!Position::startpos().is_checkmate());
    /// # Ok::<(), bitperft::MoveError>(())
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// True if the side to move is not in check and has no legal move.
    ///
    /// ```
    /// use bitperft::Position;
    /// let p = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")?;
    /// assert!(p.is_stalemate());
    /// assert!(!p.is_checkmate());
    /// # Ok::<(), bitperft::FenError>(())
    /// ```
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    /// True if the side to move has no legal move (checkmate or stalemate).
    pub fn is_game_over(&self) -> bool {
        self.count_legal_moves() == 0
    }
}

#[cfg(test)]
mod tests {
    use crate::Position;

    #[test]
    fn mate_and_stalemate_are_exclusive() {
        let cases = [
            // (FEN, checkmate, stalemate)
            (Position::STARTPOS_FEN, false, false),
            // Back-rank mate.
            ("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", false, false),
            ("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", true, false),
            // Smothered-corner stalemate: black king h8, white queen f7, king g6.
            ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, true),
            // In check but can escape.
            ("4k3/8/8/8/8/8/8/4RK2 b - - 0 1", false, false),
        ];
        for (fen, mate, stale) in cases {
            let p = Position::from_fen(fen).unwrap();
            assert_eq!(p.is_checkmate(), mate, "{fen}");
            assert_eq!(p.is_stalemate(), stale, "{fen}");
            assert_eq!(p.is_game_over(), mate || stale, "{fen}");
        }
    }
}
