//! Moves as UCI text: listing the legal moves and playing one given by its text.

use crate::board::Board;
use crate::moves::Move;

impl Board {
    /// The UCI text of every legal move (castling as [`Board::is_chess960`] says), sorted.
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// let b = Board::from_fen("7k/8/6K1/8/8/8/8/8 b - - 0 1")?;
    /// assert_eq!(b.legal_moves_uci(), ["h8g8"]);
    /// # Ok::<(), bitperft_oracle::FenError>(())
    /// ```
    pub fn legal_moves_uci(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .legal_moves()
            .into_iter()
            .map(|m| m.uci(self.chess960))
            .collect();
        v.sort();
        v
    }

    /// The legal move written `text` in UCI. Castling is found both as king-takes-rook
    /// (`e1h1`) and as king-to-destination (`e1g1`); when a text is both a plain king move and
    /// a Chess960 castling move's king-to-destination (king b1, rook a1: `b1c1`), the plain
    /// move wins.
    pub fn find_uci(&self, text: &str) -> Option<Move> {
        let moves = self.legal_moves();
        let exact = moves.iter().find(|m| m.uci(true) == text);
        exact
            .or_else(|| moves.iter().find(|m| m.is_castle() && m.uci(false) == text))
            .copied()
    }

    /// The board after the legal move written `text` in UCI (see [`Board::find_uci`]), or
    /// `None` if no legal move has that text.
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// let b = Board::startpos().play_uci("e2e4").unwrap();
    /// assert_eq!(b.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// assert!(b.play_uci("e2e4").is_none());
    /// ```
    pub fn play_uci(&self, text: &str) -> Option<Board> {
        self.find_uci(text).map(|m| self.play(m))
    }
}
