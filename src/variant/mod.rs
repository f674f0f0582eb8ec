//! `--variant NAME`: the games the command line plays (the dedicated engines, then every
//! variant of the fairy engine's catalog), their bundled suites, and
//! [`with_game!`](crate::with_game), which runs a command's generic code with the game a name
//! stands for.

pub mod catalog;
mod suites;

use crate::error::CliError;
use crate::suggest;
pub use catalog::FairyVariant;

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

    /// Every variant, in the order `bitperft info` lists them: the dedicated engines, then the
    /// fairy catalog (its standard-chess cross-check last; a catalog name a dedicated engine
    /// has is that engine's).
    pub fn all() -> Vec<Variant> {
        let dedicated = |name: &str| Variant::DEDICATED.iter().any(|v| v.name() == name);
        Variant::DEDICATED
            .into_iter()
            .chain(
                FairyVariant::offered(dedicated)
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

    /// The suite `suite` runs when no file is given: its name as printed, and its text
    /// (compiled in: chess's standard suite, each variant's verified file). None for a variant
    /// whose `perf-suites/variants/NAME.epd` was not there when the binary was built.
    pub fn bundled_suite(self) -> Option<(&'static str, &'static str)> {
        match self {
            Variant::Chess => Some((
                "perf-suites/standard.epd (bundled)",
                include_str!("../../perf-suites/standard.epd"),
            )),
            v => suites::bundled(v.name()),
        }
    }

    /// [`Variant::bundled_suite`], or an error naming `--variant` where there is none.
    pub fn require_bundled_suite(self) -> Result<(&'static str, &'static str), CliError> {
        self.bundled_suite().ok_or_else(|| {
            CliError::input(format!(
                "--variant {}: no bundled suite (perf-suites/variants/{}.epd was not there when this binary was built): give a suite file",
                self.name(),
                self.name()
            ))
        })
    }

    /// The variant called `name` (any letter case, `-` and `_` ignored, or one of
    /// [`ALIASES`]); `--variant` names it in the error.
    pub fn parse(name: &str) -> Result<Variant, CliError> {
        Variant::find(name).map_err(|e| {
            CliError::input(format!(
                "--variant '{}': unknown variant{}",
                e.typed,
                e.help()
            ))
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

/// Other names `--variant`, `BITPERFT_VARIANT` and UCI's `UCI_Variant` take, and the variant
/// each stands for (names are also matched ignoring letter case, `-` and `_`, so
/// `racingKings`, `king-of-the-hill` and `three_check` need no entry).
pub const ALIASES: [(&str, &str); 3] = [
    ("standard", "chess"),
    ("threecheck", "3check"),
    ("koth", "kingofthehill"),
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
/// backend named `$sliders`; every arm is the same generic code, monomorphised per game (the
/// fairy catalog: once per bitboard width, `u64` up to 64 squares, `u128` above).
#[macro_export]
#[doc(hidden)]
macro_rules! with_game {
    // The game with the slider backend and counting mode `--sliders` and `--mode` name.
    ($variant:expr, options $opts:expr, |$game:ident| $body:expr) => {{
        let opts: &$crate::engine_opts::EngineOptions = $opts;
        $crate::with_game!($variant, opts.slider_name()?, |game| {
            let $game = opts.moded(game)?;
            $body
        })
    }};
    ($variant:expr, $sliders:expr, |$game:ident| $body:expr) => {{
        let sliders: &str = $sliders;
        macro_rules! arm {
            ($ty:ty) => {{
                let $game = <$ty>::with_sliders(sliders)
                    .map_err(|e| $crate::CliError::input(format!("--sliders {sliders}: {e}")))?;
                $body
            }};
        }
        match $variant {
            $crate::variant::Variant::Chess => arm!(bitperft::Chess),
            $crate::variant::Variant::Crazyhouse => arm!(bitperft::variants::Crazyhouse),
            $crate::variant::Variant::KingOfTheHill => arm!(bitperft::variants::KingOfTheHill),
            $crate::variant::Variant::ThreeCheck => arm!(bitperft::variants::ThreeCheck),
            $crate::variant::Variant::RacingKings => arm!(bitperft::variants::RacingKings),
            $crate::variant::Variant::Antichess => arm!(bitperft::variants::Antichess),
            $crate::variant::Variant::Giveaway => arm!(bitperft::variants::Giveaway),
            $crate::variant::Variant::Horde => arm!(bitperft::variants::Horde),
            $crate::variant::Variant::Atomic => arm!(bitperft::variants::Atomic),
            // Two instantiations for the whole catalog: one per bitboard width.
            $crate::variant::Variant::Fairy(v) if v.wide() => {
                let $game = v.game::<u128>(sliders)?;
                $body
            }
            $crate::variant::Variant::Fairy(v) => {
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
        for spec in fairy::catalog::ALL {
            assert_eq!(Variant::parse(spec.name).unwrap().name(), spec.name);
        }
        assert_eq!(Variant::parse("Crazyhouse").unwrap(), Variant::Crazyhouse);
        assert_eq!(Variant::parse("threecheck").unwrap(), Variant::ThreeCheck);
        assert_eq!(Variant::parse("Capablanca").unwrap().board(), (10, 8));
        let e = Variant::parse("bughouse").unwrap_err();
        assert_eq!(e.code, 2);
        assert!(e.message.contains("'bughouse'"), "{}", e.message);
        for name in Variant::names() {
            assert!(e.message.contains(name), "{name} not in {}", e.message);
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
            assert_eq!(Variant::parse(alias).unwrap().aliases(), [alias]);
            assert_eq!(Variant::parse(alias).unwrap().name(), canonical);
        }
        let e = Variant::find("crazyhous").unwrap_err();
        assert_eq!(e.suggestion, Some("crazyhouse"));
        assert_eq!(
            Variant::parse("crazyhous").unwrap_err().message,
            "--variant 'crazyhous': unknown variant: did you mean 'crazyhouse'? (bitperft info lists every variant)"
        );
        assert_eq!(
            Variant::find("kothh").unwrap_err().suggestion,
            Some("kingofthehill")
        );
        assert_eq!(Variant::find("bughouse").unwrap_err().suggestion, None);
    }

    #[test]
    fn the_dedicated_engines_keep_their_names() {
        let all = Variant::all();
        assert_eq!(all[..Variant::DEDICATED.len()], Variant::DEDICATED);
        assert_eq!(Variant::parse("chess").unwrap(), Variant::Chess);
        assert_eq!(
            all.last().map(|v| v.name()),
            Some(catalog::CROSS_CHECK),
            "the fairy engine's chess comes last"
        );
        let mut names = Variant::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len(), "every name means one game");
    }

    #[test]
    fn every_bundled_suite_names_its_variant() {
        for v in Variant::all().into_iter().skip(1) {
            if v.name() == catalog::CROSS_CHECK {
                assert!(v.bundled_suite().is_none());
                assert!(v.require_bundled_suite().is_err());
                continue;
            }
            let (name, text) = v.require_bundled_suite().unwrap();
            assert!(name.contains(&format!("/{}.epd", v.name())), "{name}");
            assert!(text.starts_with(&format!("# {} ", v.name())), "{name}");
        }
        let (name, text) = Variant::Chess.bundled_suite().unwrap();
        assert!(name.starts_with("perf-suites/standard.epd"));
        assert!(text.contains(";D1 20 "));
    }
}
