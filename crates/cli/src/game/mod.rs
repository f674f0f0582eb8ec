//! [`CliGame`]: what the commands need from a game beyond [`bitperft::Game`], and the position
//! a command's `--fen` and `--moves` name.

use crate::args::PositionArgs;
use crate::describe::Description;
use bitperft::variants::crazyhouse::CrazyhousePosition;
use bitperft::variants::three_check::ThreeCheckPosition;
use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};
use bitperft::{Bitboard, Chess, Color, Game, MoveError, Position, Role};

/// A game the command line can drive: a [`Game`] played on a chess board, plus the options
/// its commands offer.
pub trait CliGame: Game {
    /// The chess board of `pos` (what `show` draws; what `--strict` checks).
    fn board<'a>(&self, pos: &'a Self::Position) -> &'a Position;

    /// Reads a FEN (6 fields, or 4 as in EPD, plus the game's own fields); with `strict`, also
    /// refuses boards that are well formed but cannot arise in a chess game.
    fn read_fen(&self, fen: &str, strict: bool) -> Result<Self::Position, String> {
        let pos = self.parse(fen).map_err(|e| e.to_string())?;
        if strict {
            self.board(&pos)
                .validate_strict()
                .map_err(|e| e.to_string())?;
        }
        Ok(pos)
    }

    /// Makes UCI castling notation king-takes-rook for `pos` (Chess960), where the game has
    /// castling.
    fn use_chess960_notation(&self, pos: &mut Self::Position) {
        let _ = pos;
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

    /// `pos` spelled out for `show` and the UCI `d` command.
    fn describe(&self, pos: &Self::Position) -> Description {
        crate::describe::describe_game(*self, pos)
    }
}

impl CliGame for Chess {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn read_fen(&self, fen: &str, strict: bool) -> Result<Position, String> {
        let parsed = if strict {
            Position::from_fen_strict(fen)
        } else {
            Position::from_fen(fen)
        };
        parsed.map_err(|e| e.to_string())
    }

    fn use_chess960_notation(&self, pos: &mut Position) {
        pos.set_chess960(true);
    }

    fn describe(&self, pos: &Position) -> Description {
        crate::describe::describe(pos)
    }
}

impl CliGame for Crazyhouse {
    fn board<'a>(&self, pos: &'a CrazyhousePosition) -> &'a Position {
        pos.board()
    }

    fn holdings(&self, pos: &CrazyhousePosition) -> Option<String> {
        Some(pos.hands().to_fen())
    }
}

impl CliGame for KingOfTheHill {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    fn use_chess960_notation(&self, pos: &mut Position) {
        pos.set_chess960(true);
    }
}

impl CliGame for ThreeCheck {
    fn board<'a>(&self, pos: &'a ThreeCheckPosition) -> &'a Position {
        pos.board()
    }
}

impl CliGame for RacingKings {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }
}

/// Antichess and giveaway: no royal piece, so no check; a side without moves has won.
macro_rules! losing_chess {
    ($game:ty) => {
        impl CliGame for $game {
            fn board<'a>(&self, pos: &'a Position) -> &'a Position {
                pos
            }

            /// The FEN reader's checks are all there are (`strict` has no more to add).
            fn read_fen(&self, fen: &str, _strict: bool) -> Result<Position, String> {
                self.parse(fen).map_err(|e| e.to_string())
            }

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
losing_chess!(Giveaway);

impl CliGame for Horde {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    /// The FEN reader's checks are all there are (`strict` has no more to add).
    fn read_fen(&self, fen: &str, _strict: bool) -> Result<Position, String> {
        self.parse(fen).map_err(|e| e.to_string())
    }

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

impl CliGame for Atomic {
    fn board<'a>(&self, pos: &'a Position) -> &'a Position {
        pos
    }

    /// The FEN reader's checks are all there are (`strict` has no more to add: kings may
    /// stand side by side, and a king may be missing once blown up).
    fn read_fen(&self, fen: &str, _strict: bool) -> Result<Position, String> {
        self.parse(fen).map_err(|e| e.to_string())
    }

    fn use_chess960_notation(&self, pos: &mut Position) {
        pos.set_chess960(true);
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

/// `pos` after the UCI moves `moves`, each checked against the legal moves.
pub fn play_moves<'a, G: Game>(
    game: G,
    pos: &G::Position,
    moves: impl IntoIterator<Item = &'a str>,
) -> Result<G::Position, MoveError> {
    let mut pos = pos.clone();
    for text in moves {
        let m = game.parse_uci(&pos, text)?;
        pos = game.play(&pos, m);
    }
    Ok(pos)
}

/// The position named by `--fen` (default: the start position) after `--moves`.
pub fn resolve<G: CliGame>(
    game: G,
    args: &PositionArgs,
) -> Result<G::Position, crate::error::CliError> {
    let start = match &args.fen {
        Some(f) => game
            .read_fen(f, args.strict)
            .map_err(crate::error::CliError::input)?,
        None => game.start(),
    };
    play_moves(game, &start, args.moves.iter().map(String::as_str))
        .map_err(crate::error::CliError::input)
}

/// The root moves of `pos` with their UCI text, sorted by it (so outputs of different tools
/// line up for diffing).
pub fn sorted_moves<G: Game>(game: G, pos: &G::Position) -> Vec<(String, G::Move)> {
    let mut moves: Vec<(String, G::Move)> = game
        .moves(pos)
        .as_ref()
        .iter()
        .map(|&m| (game.uci(pos, m), m))
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves
}
