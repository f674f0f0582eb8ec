//! The built-in variants: every Sjaak II variant of at most 128 squares, plus janus,
//! chancellor, modern and some of Fairy-Stockfish's chess relatives, each as a
//! [`VariantSpec`] (data, not code): written as Rust values ([`ALL`]) or in the variants-file
//! vocabulary ([`named`]); [`all`] lists both.

pub(crate) mod chess_family;
mod chess_relatives;
mod drops;
mod large;
pub mod named;
mod old_games;
pub mod pieces;
mod shogi;
mod xiangqi;

use crate::spec::VariantSpec;
use std::sync::OnceLock;

/// The built-in variants written as Rust values, in the order `bitperft info` lists them.
pub const ALL: &[VariantSpec] = &[
    chess_family::CHESS,
    chess_family::KNIGHTMATE,
    chess_family::BEROLINA,
    chess_family::SPARTAN,
    chess_family::SUPER,
    chess_family::LOSALAMOS,
    chess_family::SJAAK_MICRO,
    chess_relatives::NOCASTLE,
    chess_relatives::ALMOST,
    chess_relatives::AMAZON,
    chess_relatives::HOPPELPOPPEL,
    chess_relatives::NEWZEALAND,
    chess_relatives::GARDNER,
    old_games::SHATRANJ,
    old_games::MAKRUK,
    old_games::ASEAN,
    old_games::AI_WOK,
    old_games::SHATAR,
    old_games::COURIER,
    old_games::SITTUYIN,
    large::CAPABLANCA,
    large::GOTHIC,
    large::EMBASSY,
    large::JANUS,
    large::CHANCELLOR_CHESS,
    large::MODERN,
    large::GRAND,
    large::OPULENT,
    large::GREAT_SHATRANJ,
    drops::CHESSGI,
    drops::LOOP,
    drops::POCKETKNIGHT,
    drops::SEIRAWAN,
    shogi::SHOGI,
    shogi::MINISHOGI,
    shogi::SHOSHOGI,
    shogi::TORISHOGI,
    shogi::MICRO,
    xiangqi::XIANGQI,
];

/// Every built-in variant: [`ALL`], then the variants of [`named`].
pub fn all() -> &'static [&'static VariantSpec] {
    static ALL_OF_THEM: OnceLock<Vec<&'static VariantSpec>> = OnceLock::new();
    ALL_OF_THEM.get_or_init(|| ALL.iter().chain(named::named().iter().copied()).collect())
}

/// The variant called `name` (Fairy-Stockfish's spelling, any letter case).
pub fn find(name: &str) -> Option<&'static VariantSpec> {
    let lower = name.trim().to_ascii_lowercase();
    all().iter().copied().find(|v| v.name == lower)
}
