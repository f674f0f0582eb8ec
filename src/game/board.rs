//! [`BoardGame`]: the games played on bitperft's chess board ([`Position`]), which share the
//! board's `--strict` checks and the chess-board description; standard chess's own
//! [`CliGame`].

use super::CliGame;
use crate::describe::Description;
use bitperft::variants::crazyhouse::CrazyhousePosition;
use bitperft::variants::three_check::ThreeCheckPosition;
use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};
use bitperft::{Bitboard, Chess, Color, Game, Position, Role};

/// A variant played on a chess board: its [`CliGame`] reads `--strict` and describes positions
/// from the board.
pub trait BoardGame: Game {
    /// `--strict` adds the chess board's checks ([`Position::validate_strict`]); false where the
    /// FEN reader's checks are all there are.
    const STRICT: bool = true;

    /// The chess board of `pos` (what `show` draws; what `--strict` checks).
    fn board<'a>(&self, pos: &'a Self::Position) -> &'a Position;

    /// Writes castling king-takes-rook in `pos` (Chess960); the reason it cannot where the
    /// game has no castling.
    fn castle_chess960(&self, pos: &mut Self::Position) -> Result<(), String> {
        let _ = pos;
        Err(format!("{} has no castling", self.name()))
    }

    /// The pieces in hand as the FEN writes them, in games with holdings.
    fn holdings(&self, pos: &Self::Position) -> Option<String> {
        let _ = pos;
        None
    }

    /// The enemy pieces that give check to the side to move, by the game's rules (none where
    /// the side has no royal piece).
    fn checkers(&self, pos: &Self::Position) -> Bitboard {
        self.board(pos).checkers()
    }

    /// For a position without moves: true if chess's rule (mate or stalemate) ended the game,
    /// false if a rule of the variant did.
    fn is_mate(&self, pos: &Self::Position) -> bool {
        self.board(pos).count_legal_moves() == 0
    }
}

impl<G: BoardGame> CliGame for G {
    fn read_fen(&self, fen: &str, strict: bool) -> Result<G::Position, String> {
        let pos = self.parse(fen).map_err(|e| e.to_string())?;
        if strict && G::STRICT {
            self.board(&pos)
                .validate_strict()
                .map_err(|e| e.to_string())?;
        }
        Ok(pos)
    }

    fn use_chess960_notation(&self, pos: &mut G::Position) -> Result<(), String> {
        self.castle_chess960(pos)
    }

    fn is_chess960(&self, pos: &G::Position) -> bool {
        self.board(pos).is_chess960()
    }

    fn describe(&self, pos: &G::Position) -> Description {
        crate::describe::board::describe_game(*self, pos)
    }
}

impl CliGame for Chess {
    fn read_fen(&self, fen: &str, strict: bool) -> Result<Position, String> {
        let parsed = if strict {
            Position::from_fen_strict(fen)
        } else {
            Position::from_fen(fen)
        };
        parsed.map_err(|e| e.to_string())
    }

    fn use_chess960_notation(&self, pos: &mut Position) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }

    fn is_chess960(&self, pos: &Position) -> bool {
        pos.is_chess960()
    }

    fn describe(&self, pos: &Position) -> Description {
        crate::describe::board::describe(pos)
    }
}

impl BoardGame for Crazyhouse {
    fn board<'a>(&self, pos: &'a CrazyhousePosition) -> &'a Position {
        pos.board()
    }

    fn castle_chess960(&self, pos: &mut CrazyhousePosition) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }

    fn holdings(&self, pos: &CrazyhousePosition) -> Option<String> {
        Some(pos.hands().to_fen())
    }
}

impl BoardGame for KingOfTheHill {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn castle_chess960(&self, pos: &mut Position) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }
}

impl BoardGame for ThreeCheck {
    fn board<'a>(&self, pos: &'a ThreeCheckPosition) -> &'a Position {
        pos.board()
    }

    fn castle_chess960(&self, pos: &mut ThreeCheckPosition) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }
}

impl BoardGame for RacingKings {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }
}

/// Antichess and giveaway: no royal piece, so no check; a side without moves has won.
/// Giveaway (`castling`) keeps chess's castling.
macro_rules! losing_chess {
    ($game:ty, castling) => {
        losing_chess!(@impl $game, {
            fn castle_chess960(&self, pos: &mut Position) -> Result<(), String> {
                pos.set_chess960(true);
                Ok(())
            }
        });
    };
    ($game:ty) => {
        losing_chess!(@impl $game, {});
    };
    (@impl $game:ty, { $($castling:tt)* }) => {
        impl BoardGame for $game {
            fn board<'a>(&self, pos: &'a Position) -> &'a Position {
                pos
            }

            /// The FEN reader's checks are all there are (`strict` has no more to add).
            const STRICT: bool = false;

            $($castling)*

            fn checkers(&self, _pos: &Position) -> Bitboard {
                Bitboard::EMPTY
            }

            fn is_mate(&self, _pos: &Position) -> bool {
                false
            }
        }
    };
}

losing_chess!(Antichess);
losing_chess!(Giveaway, castling);

impl BoardGame for Horde {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    /// Black castles as in chess.
    fn castle_chess960(&self, pos: &mut Position) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }

    /// The FEN reader's checks are all there are (`strict` has no more to add).
    const STRICT: bool = false;

    /// Black's king can be in check; White has no king.
    fn checkers(&self, pos: &Position) -> Bitboard {
        if pos.turn() == Color::Black {
            pos.checkers()
        } else {
            Bitboard::EMPTY
        }
    }

    /// Black mated or stalemated, or White stalemated; White without pieces has lost by the
    /// variant's rule.
    fn is_mate(&self, pos: &Position) -> bool {
        pos.turn() == Color::Black || pos.by_color(Color::White).any()
    }
}

impl BoardGame for Atomic {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    /// The FEN reader's checks are all there are (`strict` has no more to add: kings may
    /// stand side by side, and a king may be missing once blown up).
    const STRICT: bool = false;

    fn castle_chess960(&self, pos: &mut Position) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }

    /// Chess's checkers, except that kings side by side are not in check and a blown-up king
    /// has none.
    fn checkers(&self, pos: &Position) -> Bitboard {
        let ours = pos.pieces(pos.turn(), Role::King);
        let theirs = pos.pieces(!pos.turn(), Role::King);
        if ours.is_empty()
            || theirs.is_empty()
            || (bitperft::attacks::king(ours.lsb()) & theirs).any()
        {
            Bitboard::EMPTY
        } else {
            pos.checkers()
        }
    }

    /// Mate or stalemate while both kings stand; a blown-up king ended the game by the
    /// variant's rule.
    fn is_mate(&self, pos: &Position) -> bool {
        Color::ALL.iter().all(|&c| pos.pieces(c, Role::King).any())
    }
}
