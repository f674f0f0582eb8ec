//! [`AnyPosition`]: a position of any game with its game, behind one type, so the Python
//! classes and functions are written once; [`of_variant`] builds one through
//! [`games::with_game!`], which instantiates the generic code per game.

use crate::error::InputError;
use bitperft::Game;
use bitperft::engine::{EngineConfig, Mode, Outcome, PerftEngine};
use games::{Variant, with_game};
use std::any::Any;
use std::sync::atomic::AtomicBool;

/// A position of some game, and what Python asks of it.
pub trait AnyPosition: Send + Sync {
    /// The game's name (`chess`, `atomic`, ...).
    fn variant(&self) -> &'static str;
    /// The FEN (6 fields, as the game writes it).
    fn fen(&self) -> String;
    /// The legal moves in UCI notation, in generation order.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays the legal move written `uci`.
    fn push(&mut self, uci: &str) -> Result<(), InputError>;
    /// The squares of the pieces giving check to the side to move.
    fn checkers(&self) -> Vec<String>;
    /// How the position stands by the game's rules.
    fn outcome(&self) -> Outcome;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn AnyPosition>;
    /// The concrete position, for the engine of its game.
    fn as_any(&self) -> &dyn Any;
    /// An engine for this position's game, counting in `mode` with `cfg`.
    fn engine(&self, cfg: &EngineConfig, mode: Mode) -> Result<Box<dyn AnyEngine>, InputError>;
}

/// An engine (threads, table) of one game that counts positions of that game.
pub trait AnyEngine: Send + Sync {
    /// perft(`depth`) of `pos` (a position of the engine's game), `None` if `stop` was set.
    fn perft(&self, pos: &dyn AnyPosition, depth: u32, stop: &AtomicBool) -> Option<u128>;
    /// Per-root-move counts of `pos` by UCI text, `None` if `stop` was set.
    fn divide(
        &self,
        pos: &dyn AnyPosition,
        depth: u32,
        stop: &AtomicBool,
    ) -> Option<Vec<(String, u128)>>;
}

/// A position of the game `G`.
#[derive(Clone)]
struct GamePosition<G: Game> {
    game: G,
    pos: G::Position,
}

impl<G: Game> AnyPosition for GamePosition<G> {
    fn variant(&self) -> &'static str {
        self.game.name()
    }

    fn fen(&self) -> String {
        self.game.fen(&self.pos)
    }

    fn legal_moves(&self) -> Vec<String> {
        let g = self.game;
        g.moves(&self.pos)
            .as_ref()
            .iter()
            .map(|&m| g.uci(&self.pos, m))
            .collect()
    }

    fn push(&mut self, uci: &str) -> Result<(), InputError> {
        let m = self
            .game
            .parse_uci(&self.pos, uci)
            .map_err(InputError::new)?;
        self.pos = self.game.play(&self.pos, m);
        Ok(())
    }

    fn checkers(&self) -> Vec<String> {
        self.game.checkers(&self.pos)
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome(&self.pos)
    }

    fn boxed_clone(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn engine(&self, cfg: &EngineConfig, mode: Mode) -> Result<Box<dyn AnyEngine>, InputError> {
        let game = self
            .game
            .with_mode(mode)
            .map_err(|e| InputError::new(e.0))?;
        Ok(Box::new(GameEngine(crate::options::start(game, cfg)?)))
    }
}

/// The engine of the game `G`.
struct GameEngine<G: Game>(PerftEngine<G>);

impl<G: Game> GameEngine<G> {
    /// `pos` as a position of `G`: an engine is only given positions of its own game (the
    /// callers build the engine from the position, [`AnyPosition::engine`]).
    fn position<'a>(&self, pos: &'a dyn AnyPosition) -> &'a G::Position {
        &pos.as_any()
            .downcast_ref::<GamePosition<G>>()
            .expect("an engine counts positions of its own game")
            .pos
    }
}

impl<G: Game> AnyEngine for GameEngine<G> {
    fn perft(&self, pos: &dyn AnyPosition, depth: u32, stop: &AtomicBool) -> Option<u128> {
        self.0.perft_until(self.position(pos), depth, stop)
    }

    fn divide(
        &self,
        pos: &dyn AnyPosition,
        depth: u32,
        stop: &AtomicBool,
    ) -> Option<Vec<(String, u128)>> {
        let p = self.position(pos);
        let g = self.0.game();
        let rows = self.0.divide_until(p, depth, stop)?;
        Some(rows.into_iter().map(|(m, n)| (g.uci(p, m), n)).collect())
    }
}

/// The position `fen` (or the start position) of `variant`; a FEN the game refuses is an input
/// error with the game's message (`invalid FEN: board field '...': ...`).
pub fn of_variant(variant: Variant, fen: Option<&str>) -> Result<Box<dyn AnyPosition>, InputError> {
    let boxed: Box<dyn AnyPosition> = with_game!(variant, "default", |game| {
        let pos = match fen {
            Some(f) => game.parse(f.trim()).map_err(InputError::new)?,
            None => game.start(),
        };
        Box::new(GamePosition { game, pos })
    });
    Ok(boxed)
}

/// The chess position `pos` holds, if it is a position of chess.
pub fn chess_position(pos: &dyn AnyPosition) -> Option<&bitperft::Position> {
    pos.as_any()
        .downcast_ref::<GamePosition<bitperft::Chess>>()
        .map(|p| &p.pos)
}
