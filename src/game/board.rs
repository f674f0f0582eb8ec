//! [`BoardGame`]: the games played on bitperft's chess board ([`Position`]), which share the
//! chess-board description; standard chess's own [`CliGame`].

use super::CliGame;
use crate::describe::Description;
use bitperft::variants::crazyhouse::CrazyhousePosition;
use bitperft::variants::three_check::ThreeCheckPosition;
use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};
use bitperft::{Chess, Game, Position};

/// A variant played on a chess board: its [`CliGame`] describes positions from the board.
pub trait BoardGame: Game {
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
}

impl<G: BoardGame> CliGame for G {
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

/// Antichess and giveaway; giveaway (`castling`) keeps chess's castling.
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

            $($castling)*
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
}

impl BoardGame for Atomic {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn castle_chess960(&self, pos: &mut Position) -> Result<(), String> {
        pos.set_chess960(true);
        Ok(())
    }
}
