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
use bitperft::{Chess, Game, Position};

/// A variant played on a chess board: its [`CliGame`] reads `--strict` and describes positions
/// from the board.
pub trait BoardGame: Game {
    /// The chess board of `pos` (what `show` draws; what `--strict` checks).
    fn board<'a>(&self, pos: &'a Self::Position) -> &'a Position;

    /// Writes castling king-takes-rook in `pos` (Chess960), where the game has castling.
    fn castle_chess960(&self, pos: &mut Self::Position) {
        let _ = pos;
    }

    /// The pieces in hand as the FEN writes them, in games with holdings.
    fn holdings(&self, pos: &Self::Position) -> Option<String> {
        let _ = pos;
        None
    }
}

impl<G: BoardGame> CliGame for G {
    fn use_chess960_notation(&self, pos: &mut G::Position) {
        self.castle_chess960(pos);
    }

    fn is_chess960(&self, pos: &G::Position) -> bool {
        self.board(pos).is_chess960()
    }

    fn describe(&self, pos: &G::Position) -> Description {
        crate::describe::board::describe_game(*self, pos)
    }
}

impl CliGame for Chess {
    fn use_chess960_notation(&self, pos: &mut Position) {
        pos.set_chess960(true);
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

    fn holdings(&self, pos: &CrazyhousePosition) -> Option<String> {
        Some(pos.hands().to_fen())
    }
}

impl BoardGame for KingOfTheHill {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn castle_chess960(&self, pos: &mut Position) {
        pos.set_chess960(true);
    }
}

impl BoardGame for ThreeCheck {
    fn board<'a>(&self, pos: &'a ThreeCheckPosition) -> &'a Position {
        pos.board()
    }
}

impl BoardGame for RacingKings {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }
}

/// Antichess and giveaway.
macro_rules! losing_chess {
    ($game:ty) => {
        impl BoardGame for $game {
            fn board<'a>(&self, pos: &'a Position) -> &'a Position {
                pos
            }
        }
    };
}

losing_chess!(Antichess);
losing_chess!(Giveaway);

impl BoardGame for Horde {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }
}

impl BoardGame for Atomic {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn castle_chess960(&self, pos: &mut Position) {
        pos.set_chess960(true);
    }
}
