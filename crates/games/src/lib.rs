//! # bitperft-games
//!
//! Every game bitperft plays, by name: the dedicated engines on the chess board
//! ([`bitperft::Chess`], [`bitperft::variants`]), then every variant of the fairy engine's
//! catalog ([`fairy::catalog`]). [`Variant::parse`] turns a name into a [`Variant`], and
//! [`with_game!`] runs generic code with the game it stands for, monomorphised per game.
//!
//! ```
//! use bitperft::Game;
//! use games::{Variant, with_game};
//! fn start_moves(name: &str) -> Result<u64, games::GameError> {
//!     let variant = Variant::parse(name)?;
//!     Ok(with_game!(variant, "default", |game| game.perft(&game.start(), 1)))
//! }
//! assert_eq!(start_moves("atomic")?, 20);
//! assert_eq!(start_moves("capablanca")?, 28);
//! assert_eq!(start_moves("Koth")?, 20);
//! # Ok::<(), games::GameError>(())
//! ```
#![deny(missing_docs)]

mod fairy_variant;
pub mod loaded;
pub mod suggest;

pub use fairy_variant::{CROSS_CHECK, FairyVariant};
// The engines, for `with_game!`'s expansion in crates that name only this one.
pub use bitperft;
pub use fairy;
use std::fmt;

/// Why a name or an option could not give a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// No game has this name.
    UnknownVariant(UnknownVariant),
    /// The game runs on the fairy engine, which has no slider backends.
    NoSliders {
        /// The game.
        variant: &'static str,
        /// The backend asked for.
        sliders: String,
    },
    /// The slider backend cannot run this game here.
    Sliders {
        /// The backend asked for.
        sliders: String,
        /// Why.
        reason: bitperft::attacks::SlidersError,
    },
    /// A section of the variants file that the reader refused: its problems.
    Refused {
        /// The name given.
        variant: String,
        /// Every problem of the section, one a line.
        problems: String,
    },
    /// The fairy engine could not build the variant's tables.
    Spec {
        /// The game.
        variant: &'static str,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::UnknownVariant(u) => write!(f, "unknown variant '{}'{}", u.typed, u.help()),
            GameError::NoSliders { variant, .. } => write!(
                f,
                "{variant} runs on the fairy engine, which has no slider backends (--sliders \
                 applies to chess and the chess-board variants)"
            ),
            GameError::Sliders { reason, .. } => write!(f, "{reason}"),
            GameError::Spec { variant, reason } => write!(f, "{variant}: {reason}"),
            GameError::Refused { variant, problems } => write!(
                f,
                "{variant}: the variants file defines it, but it cannot be played:\n{problems}"
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// A game the command line can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess and Chess960 ([`bitperft::Chess`]).
    Chess,
    /// Crazyhouse ([`bitperft::variants::Crazyhouse`]).
    Crazyhouse,
    /// King of the hill ([`bitperft::variants::KingOfTheHill`]).
    KingOfTheHill,
    /// Three-check ([`bitperft::variants::ThreeCheck`]).
    ThreeCheck,
    /// Racing kings ([`bitperft::variants::RacingKings`]).
    RacingKings,
    /// Antichess ([`bitperft::variants::Antichess`]).
    Antichess,
    /// Giveaway ([`bitperft::variants::Giveaway`]).
    Giveaway,
    /// Horde ([`bitperft::variants::Horde`]).
    Horde,
    /// Atomic ([`bitperft::variants::Atomic`]).
    Atomic,
    /// A variant of the fairy engine's catalog ([`fairy::Fairy`], boards up to 128 squares).
    Fairy(FairyVariant),
}

impl Variant {
    /// The games with a dedicated engine, in the order `bitperft info` lists them.
    pub const DEDICATED: [Variant; 9] = [
        Variant::Chess,
        Variant::Crazyhouse,
        Variant::KingOfTheHill,
        Variant::ThreeCheck,
        Variant::RacingKings,
        Variant::Antichess,
        Variant::Giveaway,
        Variant::Horde,
        Variant::Atomic,
    ];

    /// Every variant, in the order `bitperft info` lists them: those read from a variants file
    /// ([`loaded`]), the dedicated engines, then the fairy catalog (its standard-chess
    /// cross-check last; a catalog name a dedicated engine has is that engine's, and a name a
    /// variants file defines is the file's).
    pub fn all() -> Vec<Variant> {
        let from_file = loaded::variants();
        let in_file = |name: &str| {
            from_file
                .iter()
                .any(|v| normalize(v.name()) == normalize(name))
        };
        // A catalog name that is an alias stands for the game it names.
        let dedicated = |name: &str| {
            Variant::DEDICATED.iter().any(|v| v.name() == name)
                || ALIASES
                    .iter()
                    .any(|&(alias, _)| normalize(alias) == normalize(name))
        };
        from_file
            .iter()
            .copied()
            .map(Variant::Fairy)
            .chain(
                Variant::DEDICATED
                    .into_iter()
                    .filter(|v| !in_file(v.name())),
            )
            .chain(
                FairyVariant::offered(|n| dedicated(n) || in_file(n))
                    .into_iter()
                    .map(Variant::Fairy),
            )
            .collect()
    }

    /// Every name `--variant` takes, in [`Variant::all`] order.
    pub fn names() -> Vec<&'static str> {
        Variant::all().into_iter().map(Variant::name).collect()
    }

    /// The name `--variant` and UCI `UCI_Variant` take (Fairy-Stockfish's spelling).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Crazyhouse => "crazyhouse",
            Variant::KingOfTheHill => "kingofthehill",
            Variant::ThreeCheck => "3check",
            Variant::RacingKings => "racingkings",
            Variant::Antichess => "antichess",
            Variant::Giveaway => "giveaway",
            Variant::Horde => "horde",
            Variant::Atomic => "atomic",
            Variant::Fairy(v) => v.name(),
        }
    }

    /// One line on the rules, for `bitperft info`.
    pub fn about(self) -> &'static str {
        match self {
            Variant::Chess => "standard chess and Chess960 (castling by rook file)",
            Variant::Crazyhouse => {
                "captured pieces go to the captor's hand and may be dropped ([holdings], Q~)"
            }
            Variant::KingOfTheHill => "a king reaching d4, e4, d5 or e5 wins",
            Variant::ThreeCheck => {
                "the third check wins (FEN field after e.p.: checks still needed, 3+3)"
            }
            Variant::RacingKings => "no checks allowed; the first king on rank 8 wins",
            Variant::Antichess => {
                "captures forced, no check, the king an ordinary piece; lose everything to win"
            }
            Variant::Giveaway => "antichess with castling",
            Variant::Horde => "White has 36 pawns and no king against a normal army",
            Variant::Atomic => "captures explode the 3x3 block around them (pawns survive)",
            Variant::Fairy(v) => v.spec().about,
        }
    }

    /// The board: files and ranks.
    pub fn board(self) -> (u8, u8) {
        match self {
            Variant::Fairy(v) => (v.spec().files, v.spec().ranks),
            _ => (8, 8),
        }
    }

    /// True if the game has pieces in hand (drops).
    pub fn has_holdings(self) -> bool {
        match self {
            Variant::Crazyhouse => true,
            Variant::Fairy(v) => v.spec().holdings.is_some(),
            _ => false,
        }
    }

    /// How a drop is written in this game (`P@e4`: a piece letter, `@`, an empty square),
    /// where pieces in hand are dropped; None in the games without drops (and in those whose
    /// holdings are gated onto the board by a move, as in seirawan).
    pub fn drop_example(self) -> Option<String> {
        match self {
            Variant::Crazyhouse => Some("P@e4".to_string()),
            Variant::Fairy(v) => {
                let spec = v.spec();
                if spec.holdings.is_none() || spec.gating {
                    return None;
                }
                let piece = spec
                    .pieces
                    .iter()
                    .find(|p| p.pawn && !p.promoted)
                    .or_else(|| spec.pieces.iter().find(|p| !p.royal && !p.promoted))?;
                let square = if spec.files >= 5 && spec.ranks >= 4 {
                    "e4"
                } else {
                    "b2"
                };
                Some(format!("{}@{square}", piece.letter))
            }
            _ => None,
        }
    }

    /// True if `--sliders` picks the game's slider backend (the chess-board games; the fairy
    /// engine has none).
    pub fn has_sliders(self) -> bool {
        !matches!(self, Variant::Fairy(_))
    }

    /// The variant called `name` (any letter case, `-` and `_` ignored, or one of
    /// [`ALIASES`]).
    pub fn parse(name: &str) -> Result<Variant, GameError> {
        Variant::find(name).map_err(|u| match loaded::refused(name) {
            Some(problems) => GameError::Refused {
                variant: u.typed,
                problems: problems.to_string(),
            },
            None => GameError::UnknownVariant(u),
        })
    }

    /// The variant called `name` (any letter case, `-` and `_` ignored, or one of
    /// [`ALIASES`]), or what the caller needs to say it is unknown.
    pub fn find(name: &str) -> Result<Variant, UnknownVariant> {
        let key = normalize(name);
        let key = ALIASES
            .iter()
            .find(|(alias, _)| normalize(alias) == key)
            .map_or(key, |&(_, canonical)| canonical.to_string());
        Variant::all()
            .into_iter()
            .find(|v| normalize(v.name()) == key)
            .ok_or_else(|| UnknownVariant {
                typed: name.trim().to_string(),
                suggestion: suggest::closest(
                    name,
                    Variant::names()
                        .into_iter()
                        .chain(ALIASES.iter().map(|&(alias, _)| alias)),
                )
                .map(|k| Variant::find(k).map_or(k, Variant::name)),
            })
    }

    /// The other names that stand for this variant ([`ALIASES`]).
    pub fn aliases(self) -> Vec<&'static str> {
        ALIASES
            .iter()
            .filter(|&&(_, canonical)| canonical == self.name())
            .map(|&(alias, _)| alias)
            .collect()
    }
}

/// Other names [`Variant::find`] takes, and the variant each stands for (names are also
/// matched ignoring letter case, `-` and `_`, so `racingKings`, `king-of-the-hill` and
/// `three_check` need no entry).
pub const ALIASES: [(&str, &str); 7] = [
    ("standard", "chess"),
    ("normal", "chess"),
    ("fischerandom", "chess"),
    ("threecheck", "3check"),
    ("koth", "kingofthehill"),
    ("mini", "minishogi"),
    // Suicide chess scores a stalemate by the pieces left; its moves are antichess's.
    ("suicide", "antichess"),
];

/// A name as [`Variant::find`] compares it: lower case, without `-`, `_` and spaces.
fn normalize(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A name [`Variant::find`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant {
    /// The name as given (trimmed).
    pub typed: String,
    /// The variant whose name (or alias) is close to it, if one is.
    pub suggestion: Option<&'static str>,
}

impl UnknownVariant {
    /// `: did you mean 'crazyhouse'? (bitperft info lists every variant)` if a name is close,
    /// else `: give one of chess, crazyhouse, ... (bitperft info lists them)`.
    pub fn help(&self) -> String {
        match self.suggestion {
            Some(name) => {
                format!(": did you mean '{name}'? (bitperft info lists every variant)")
            }
            None => format!(
                ": give one of {} (bitperft info lists them)",
                Variant::names().join(", ")
            ),
        }
    }
}

/// Runs `$body` with `$game` bound to the game of `$variant` (a [`Variant`]) and the slider
/// backend named `$sliders` (`"default"` for this CPU's); every arm is the same generic code,
/// monomorphised per game (the fairy catalog: once per bitboard width, `u64` up to 64 squares,
/// `u128` above). A backend the game cannot run returns early with a [`GameError`] converted
/// by `?` into the enclosing function's error type.
#[macro_export]
macro_rules! with_game {
    ($variant:expr, $sliders:expr, |$game:ident| $body:expr) => {{
        let sliders: &str = $sliders;
        macro_rules! arm {
            ($ty:ty) => {{
                let $game =
                    <$ty>::with_sliders(sliders).map_err(|reason| $crate::GameError::Sliders {
                        sliders: sliders.to_string(),
                        reason,
                    })?;
                $body
            }};
        }
        match $variant {
            $crate::Variant::Chess => arm!($crate::bitperft::Chess),
            $crate::Variant::Crazyhouse => arm!($crate::bitperft::variants::Crazyhouse),
            $crate::Variant::KingOfTheHill => arm!($crate::bitperft::variants::KingOfTheHill),
            $crate::Variant::ThreeCheck => arm!($crate::bitperft::variants::ThreeCheck),
            $crate::Variant::RacingKings => arm!($crate::bitperft::variants::RacingKings),
            $crate::Variant::Antichess => arm!($crate::bitperft::variants::Antichess),
            $crate::Variant::Giveaway => arm!($crate::bitperft::variants::Giveaway),
            $crate::Variant::Horde => arm!($crate::bitperft::variants::Horde),
            $crate::Variant::Atomic => arm!($crate::bitperft::variants::Atomic),
            // Two instantiations for the whole catalog: one per bitboard width.
            $crate::Variant::Fairy(v) if v.wide() => {
                let $game = v.game::<u128>(sliders)?;
                $body
            }
            $crate::Variant::Fairy(v) => {
                let $game = v.game::<u64>(sliders)?;
                $body
            }
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_unknown_names_list_the_choices() {
        let all = Variant::all();
        assert!(all.len() > Variant::DEDICATED.len());
        for v in all {
            assert_eq!(Variant::parse(v.name()).unwrap(), v);
            assert_eq!(Variant::parse(&v.name().to_ascii_uppercase()).unwrap(), v);
        }
        // A catalog name is its own game, but where it is an alias of the game it names.
        for spec in fairy::catalog::all() {
            let name = ALIASES
                .iter()
                .find(|&&(alias, _)| alias == spec.name)
                .map_or(spec.name, |&(_, canonical)| canonical);
            assert_eq!(Variant::parse(spec.name).unwrap().name(), name);
        }
        assert_eq!(Variant::parse("Crazyhouse").unwrap(), Variant::Crazyhouse);
        assert_eq!(Variant::parse("threecheck").unwrap(), Variant::ThreeCheck);
        assert_eq!(Variant::parse("Capablanca").unwrap().board(), (10, 8));
        let e = Variant::parse("hexchess").unwrap_err().to_string();
        assert!(e.contains("'hexchess'"), "{e}");
        for name in Variant::names() {
            assert!(e.contains(name), "{name} not in {e}");
        }
    }

    #[test]
    fn case_dashes_and_aliases_name_the_same_game_and_typos_get_a_suggestion() {
        for (typed, name) in [
            ("racingKings", "racingkings"),
            ("King-of-the-Hill", "kingofthehill"),
            ("koth", "kingofthehill"),
            ("three_check", "3check"),
            ("Standard", "chess"),
            ("AI-WOK", "ai-wok"),
            ("Suicide", "antichess"),
        ] {
            assert_eq!(Variant::parse(typed).unwrap().name(), name, "{typed}");
        }
        let mut keys: Vec<String> = Variant::names().into_iter().map(normalize).collect();
        keys.extend(ALIASES.iter().map(|(alias, _)| normalize(alias)));
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n, "no two names or aliases compare equal");
        for (alias, canonical) in ALIASES {
            assert!(Variant::parse(alias).unwrap().aliases().contains(&alias));
            assert_eq!(Variant::parse(alias).unwrap().name(), canonical);
        }
        let e = Variant::find("crazyhous").unwrap_err();
        assert_eq!(e.suggestion, Some("crazyhouse"));
        assert_eq!(
            e.help(),
            ": did you mean 'crazyhouse'? (bitperft info lists every variant)"
        );
        assert_eq!(
            Variant::find("kothh").unwrap_err().suggestion,
            Some("kingofthehill")
        );
        assert_eq!(Variant::find("hexchess").unwrap_err().suggestion, None);
    }

    #[test]
    fn the_dedicated_engines_keep_their_names() {
        let all = Variant::all();
        assert_eq!(all[..Variant::DEDICATED.len()], Variant::DEDICATED);
        assert_eq!(Variant::parse("chess").unwrap(), Variant::Chess);
        assert_eq!(
            all.last().map(|v| v.name()),
            Some(CROSS_CHECK),
            "the fairy engine's chess comes last"
        );
        let mut names = Variant::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len(), "every name means one game");
    }
}
