//! The games on bitperft's chess board ([`BoardGame`]) as [`CliGame`]s: described from their
//! chess board, castling in Chess960 notation where they have castling.
//!
//! Each is named once below; one left out does not compile where the registry's
//! `with_game!` hands it to a command.

use super::CliGame;
use crate::describe::Description;
use bitperft::chess::{BoardGame, BoardPosition};
use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

/// Writes castling king-takes-rook in `pos` (Chess960); the reason it cannot where `G` has
/// no castling.
fn use_chess960_notation<G: BoardGame>(pos: &mut G::Position) -> Result<(), String> {
    if G::CASTLING {
        pos.set_chess960();
        Ok(())
    } else {
        Err(format!("{} has no castling", G::NAME))
    }
}

/// [`CliGame`] for each game on the chess board, from its [`BoardGame`] rules.
macro_rules! board_games {
    ($($game:ty),* $(,)?) => {$(
        impl CliGame for $game {
            fn use_chess960_notation(
                &self,
                pos: &mut <$game as BoardGame>::Position,
            ) -> Result<(), String> {
                use_chess960_notation::<$game>(pos)
            }

            fn is_chess960(&self, pos: &<$game as BoardGame>::Position) -> bool {
                pos.board().is_chess960()
            }

            fn describe(&self, pos: &<$game as BoardGame>::Position) -> Description {
                crate::describe::board::describe_game(*self, pos)
            }
        }
    )*};
}

board_games!(
    bitperft::Chess,
    Crazyhouse,
    KingOfTheHill,
    ThreeCheck,
    RacingKings,
    Antichess,
    Giveaway,
    Horde,
    Atomic,
);
