//! [`Mode`]: how a game's perft counts the last plies, for fair comparisons with other
//! programs.

use super::Game;
use std::fmt;

/// How the last plies of a perft are counted. Every mode gives the same counts; they differ
/// only in the work done, so a comparison with another program can name like with like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Every leaf made: each move of the last ply is generated, played and counted one (a
    /// naive perft; what a request for a "real" perft means).
    Make,
    /// The last ply counted without playing it (bulk counting: the legal moves of each
    /// leaf's parent counted, by population count where the game can).
    Bulk,
    /// The game's fastest way: bulk counting plus its depth-2 shortcuts (moves two plies
    /// above the leaves whose children's counts follow from the board are not played).
    #[default]
    Fast,
}

impl Mode {
    /// Every mode, slowest first.
    pub const ALL: [Mode; 3] = [Mode::Make, Mode::Bulk, Mode::Fast];

    /// The mode's name on the command line and in JSON (`make`, `bulk`, `fast`).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Make => "make",
            Mode::Bulk => "bulk",
            Mode::Fast => "fast",
        }
    }

    /// The mode called `name`, in any letter case.
    pub fn parse(name: &str) -> Result<Mode, ModeError> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| {
                ModeError(format!(
                    "'{}' is not a mode: give make, bulk or fast",
                    name.trim()
                ))
            })
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a mode was refused: an unknown name, or a game that counts only one way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeError(pub String);

impl fmt::Display for ModeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ModeError {}

/// Leaf nodes at `depth` below `pos` counted the plain way `mode` names, with nothing but the
/// game's move list and its make: [`Mode::Make`] plays every move down to the leaves,
/// [`Mode::Bulk`] counts each leaf's parent by the length of its move list. (The game's own
/// counting, [`Mode::Fast`], is [`Game::perft`]; here it counts as `Bulk`.) The plain reference
/// every game has beside its shortcuts.
///
/// ```
/// use bitperft::engine::{plain_perft, Mode};
/// use bitperft::variants::Atomic;
/// use bitperft::Game;
/// let atomic = Atomic::default();
/// let start = atomic.start();
/// assert_eq!(plain_perft(&atomic, &start, 3, Mode::Make), atomic.perft(&start, 3));
/// ```
pub fn plain_perft<G: Game>(game: &G, pos: &G::Position, depth: u32, mode: Mode) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.moves(pos);
    if depth == 1 && mode != Mode::Make {
        return moves.as_ref().len() as u64;
    }
    moves
        .as_ref()
        .iter()
        .map(|&m| plain_perft(game, &game.play(pos, m), depth - 1, mode))
        .sum()
}

/// `game` (called `name`) if `mode` is [`Mode::Fast`]: for the games that count one way only.
pub fn fast_only<G>(game: G, name: &str, mode: Mode) -> Result<G, ModeError> {
    match mode {
        Mode::Fast => Ok(game),
        _ => Err(ModeError(format!(
            "--mode {mode}: {name} counts one way only (fast); make and bulk are for chess and \
             the fairy engine's variants"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_unknown_names_are_refused() {
        for m in Mode::ALL {
            assert_eq!(Mode::parse(m.name()), Ok(m));
            assert_eq!(Mode::parse(&m.name().to_ascii_uppercase()), Ok(m));
        }
        assert_eq!(Mode::default(), Mode::Fast);
        let e = Mode::parse("quick").unwrap_err();
        assert!(
            e.0.contains("'quick'") && e.0.contains("make, bulk or fast"),
            "{e}"
        );
    }
}
