//! `--variant NAME`: the games the command line plays, their bundled suites, and
//! [`with_game!`](crate::with_game), which runs a command's generic code with the game a name
//! stands for.

use crate::error::CliError;

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
}

impl Variant {
    /// Every variant, in the order `bitperft info` lists them.
    pub const ALL: [Variant; 9] = [
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
        }
    }

    /// The suite `suite` runs when no file is given: its name as printed, and its text
    /// (compiled in: chess's standard suite, each variant's verified file).
    pub fn bundled_suite(self) -> (&'static str, &'static str) {
        macro_rules! bundled {
            ($path:literal) => {
                (
                    concat!($path, " (bundled)"),
                    include_str!(concat!("../../../../", $path)),
                )
            };
        }
        match self {
            Variant::Chess => bundled!("perf-suites/standard.epd"),
            Variant::Crazyhouse => bundled!("perf-suites/variants/crazyhouse.epd"),
            Variant::KingOfTheHill => bundled!("perf-suites/variants/kingofthehill.epd"),
            Variant::ThreeCheck => bundled!("perf-suites/variants/3check.epd"),
            Variant::RacingKings => bundled!("perf-suites/variants/racingkings.epd"),
            Variant::Antichess => bundled!("perf-suites/variants/antichess.epd"),
            Variant::Giveaway => bundled!("perf-suites/variants/giveaway.epd"),
            Variant::Horde => bundled!("perf-suites/variants/horde.epd"),
            Variant::Atomic => bundled!("perf-suites/variants/atomic.epd"),
        }
    }

    /// The variant called `name` (also `standard` for chess, `threecheck`/`three-check` for
    /// 3check, and any letter case).
    pub fn parse(name: &str) -> Result<Variant, CliError> {
        let lower = name.trim().to_ascii_lowercase();
        let canonical = match lower.as_str() {
            "standard" => "chess",
            "threecheck" | "three-check" => "3check",
            "koth" | "king-of-the-hill" => "kingofthehill",
            "racing-kings" => "racingkings",
            other => other,
        };
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == canonical)
            .ok_or_else(|| {
                CliError::input(format!(
                    "--variant '{name}': unknown variant: give one of {} (bitperft info lists them)",
                    Variant::ALL.map(Variant::name).join(", ")
                ))
            })
    }
}

/// Runs `$body` with `$game` bound to the game of `$variant` (a [`Variant`]) and the slider
/// backend named `$sliders`; every arm is the same generic code, monomorphised per game.
#[macro_export]
#[doc(hidden)]
macro_rules! with_game {
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
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_unknown_names_list_the_choices() {
        for v in Variant::ALL {
            assert_eq!(Variant::parse(v.name()).unwrap(), v);
        }
        assert_eq!(Variant::parse("Crazyhouse").unwrap(), Variant::Crazyhouse);
        assert_eq!(Variant::parse("threecheck").unwrap(), Variant::ThreeCheck);
        let e = Variant::parse("bughouse").unwrap_err();
        assert_eq!(e.code, 2);
        assert!(
            e.message.contains("'bughouse'") && e.message.contains("crazyhouse"),
            "{}",
            e.message
        );
    }

    #[test]
    fn every_bundled_suite_names_its_variant() {
        for v in Variant::ALL.into_iter().skip(1) {
            let (name, text) = v.bundled_suite();
            assert!(name.contains(&format!("/{}.epd", v.name())), "{name}");
            assert!(text.starts_with(&format!("# {} ", v.name())), "{name}");
        }
    }
}
