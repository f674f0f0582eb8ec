//! [`Counter`]: bitperft's side of a walk, its divide the way the run counts and its count
//! with every leaf played; [`Bitperft`] is the real one, a test may plant a wrong count.

use bitperft::Game;
use bitperft::engine::{Mode, PerftEngine};

/// bitperft's counts as the walk ([`super::bisect::bisect`]) uses them.
pub trait Counter<G: Game> {
    /// The game counted.
    fn game(&self) -> G;
    /// bitperft's divide of `pos` at `depth` (1 or more), counted the way the run counts (its
    /// `--mode`, threads and table): each legal move and its count.
    fn divide(&self, pos: &G::Position, depth: u32) -> Vec<(G::Move, u128)>;
    /// Leaf nodes at `depth` below `pos` with every leaf played (`--mode make`); None where
    /// the game has no make mode or the run counts that way already (nothing to check).
    fn make(&self, pos: &G::Position, depth: u32) -> Option<u128>;
}

/// bitperft's engine for the run, and a second one in make mode where the game has one and
/// the run counts another way.
pub struct Bitperft<G: Game> {
    /// Counts the way the run's flags say.
    pub run: PerftEngine<G>,
    /// The same game with every leaf played (same threads, no table: a count independent of
    /// the run's table).
    pub make: Option<PerftEngine<G>>,
}

impl<G: Game> Bitperft<G> {
    /// The game of `run` in make mode, if it has one and `run` counts another way: the game to
    /// start [`Bitperft::make`] with.
    pub fn make_game(run: &PerftEngine<G>) -> Option<G> {
        let game = run.game();
        if game.mode() == Mode::Make {
            return None;
        }
        game.with_mode(Mode::Make).ok()
    }
}

impl<G: Game> Counter<G> for Bitperft<G> {
    fn game(&self) -> G {
        self.run.game()
    }

    fn divide(&self, pos: &G::Position, depth: u32) -> Vec<(G::Move, u128)> {
        self.run.divide(pos, depth)
    }

    fn make(&self, pos: &G::Position, depth: u32) -> Option<u128> {
        self.make.as_ref().map(|e| e.perft(pos, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::engine::EngineConfig;
    use bitperft::{Chess, Position};

    #[test]
    fn make_mode_where_the_game_has_it_and_the_run_does_not_count_that_way() {
        let cfg = EngineConfig::serial();
        let run = PerftEngine::new(Chess::default(), &cfg).unwrap();
        let make = Bitperft::make_game(&run).map(|g| PerftEngine::new(g, &cfg).unwrap());
        assert_eq!(make.as_ref().map(|e| e.game().mode()), Some(Mode::Make));
        let b = Bitperft { run, make };
        // Published: 8902 nodes at depth 3 from the start position.
        assert_eq!(b.make(&Position::startpos(), 3), Some(8902));
        let d: u128 = b.divide(&Position::startpos(), 3).iter().map(|m| m.1).sum();
        assert_eq!(d, 8902);

        let already = Chess::default().with_mode(Mode::Make).unwrap();
        let run = PerftEngine::new(already, &cfg).unwrap();
        assert!(Bitperft::make_game(&run).is_none());
    }
}
