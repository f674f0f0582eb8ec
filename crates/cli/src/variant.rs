//! `--variant NAME`: the games the command line plays, and [`with_game!`](crate::with_game),
//! which runs a command's generic code with the game a name stands for.

use crate::error::CliError;

/// A game the command line can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess and Chess960 ([`bitperft::Chess`]).
    Chess,
    /// Crazyhouse ([`bitperft::variants::Crazyhouse`]).
    Crazyhouse,
}

impl Variant {
    /// Every variant, in the order `bitperft info` lists them.
    pub const ALL: [Variant; 2] = [Variant::Chess, Variant::Crazyhouse];

    /// The name `--variant` and UCI `UCI_Variant` take (Fairy-Stockfish's spelling).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Crazyhouse => "crazyhouse",
        }
    }

    /// One line on the rules, for `bitperft info`.
    pub fn about(self) -> &'static str {
        match self {
            Variant::Chess => "standard chess and Chess960 (castling by rook file)",
            Variant::Crazyhouse => {
                "captured pieces go to the captor's hand and may be dropped ([holdings], Q~)"
            }
        }
    }

    /// The variant called `name` (also `standard` for chess, and any letter case).
    pub fn parse(name: &str) -> Result<Variant, CliError> {
        let lower = name.trim().to_ascii_lowercase();
        if lower == "standard" {
            return Ok(Variant::Chess);
        }
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == lower)
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
        match $variant {
            $crate::variant::Variant::Chess => {
                let $game = bitperft::Chess::with_sliders(sliders)
                    .map_err(|e| $crate::CliError::input(format!("--sliders {sliders}: {e}")))?;
                $body
            }
            $crate::variant::Variant::Crazyhouse => {
                let $game = bitperft::variants::Crazyhouse::with_sliders(sliders)
                    .map_err(|e| $crate::CliError::input(format!("--sliders {sliders}: {e}")))?;
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
        for v in Variant::ALL {
            assert_eq!(Variant::parse(v.name()).unwrap(), v);
        }
        assert_eq!(Variant::parse("Crazyhouse").unwrap(), Variant::Crazyhouse);
        let e = Variant::parse("bughouse").unwrap_err();
        assert_eq!(e.code, 2);
        assert!(
            e.message.contains("'bughouse'") && e.message.contains("crazyhouse"),
            "{}",
            e.message
        );
    }
}
