//! The position a user types: a FEN, a named position (`startpos`, and the bench set's names:
//! `kiwipete`, `position3`, ...), or SFEN for the shogi variants; and the hints added when a
//! position or a move cannot be read (holdings in brackets without a variant that has them,
//! SFEN outside the shogi variants, a drop written wrong).

use super::CliGame;
use crate::suggest;
use crate::variant::Variant;
use bitperft::MoveError;
use bitperft::bench::{BENCH_SET, BenchPosition, CRAZYHOUSE_BENCH_SET};

/// How the user chooses a variant where the hint is read: the command line's `--variant`, or
/// UCI's `UCI_Variant` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ui {
    /// `--variant NAME`.
    CommandLine,
    /// `setoption name UCI_Variant value NAME`.
    Uci,
}

impl Ui {
    /// How to choose `variant` here.
    pub fn select(self, variant: &str) -> String {
        match self {
            Ui::CommandLine => format!("--variant {variant}"),
            Ui::Uci => format!("setoption name UCI_Variant value {variant}"),
        }
    }
}

/// The name of every variant's start position.
pub const STARTPOS: &str = "startpos";

/// The positions `--fen NAME` takes in `variant` besides [`STARTPOS`]: the bench set's (chess,
/// crazyhouse), whose first is the start position.
pub fn named_positions(variant: Variant) -> &'static [BenchPosition] {
    match variant {
        Variant::Chess => &BENCH_SET,
        Variant::Crazyhouse => &CRAZYHOUSE_BENCH_SET,
        _ => &[],
    }
}

/// The variant `game` plays (every game the command line runs has a [`Variant`]).
fn variant_of<G: CliGame>(game: G) -> Variant {
    Variant::find(game.name()).unwrap_or(Variant::Chess)
}

/// Reads `text` as a position of `game`: a named position (any letter case), SFEN in the shogi
/// variants, or a FEN (`strict`: see [`CliGame::read_fen`]). The error says what is wrong and,
/// where the text looks like another variant's, which variant to choose (`ui`).
pub fn read_position<G: CliGame>(
    game: G,
    text: &str,
    strict: bool,
    ui: Ui,
) -> Result<G::Position, String> {
    let variant = variant_of(game);
    let t = text.trim();
    if !t.is_empty() && !t.contains(char::is_whitespace) && !t.contains('/') {
        return named(game, variant, t, strict);
    }
    if is_shogi(variant)
        && let Some(fen) = sfen_to_fen(t, variant)
    {
        return game.read_fen(&fen, strict);
    }
    game.read_fen(t, strict)
        .map_err(|e| format!("{e}{}", fen_hint(variant, t, ui)))
}

/// The named position `name` of `game`.
fn named<G: CliGame>(
    game: G,
    variant: Variant,
    name: &str,
    strict: bool,
) -> Result<G::Position, String> {
    if name.eq_ignore_ascii_case(STARTPOS) {
        return Ok(game.start());
    }
    let named = named_positions(variant);
    if let Some(p) = named.iter().find(|p| p.name.eq_ignore_ascii_case(name)) {
        return game.read_fen(p.fen, strict);
    }
    let mut names = vec![STARTPOS];
    names.extend(named.iter().map(|p| p.name).filter(|&n| n != STARTPOS));
    let elsewhere = Variant::all().into_iter().find(|&v| {
        v != variant
            && named_positions(v)
                .iter()
                .any(|p| p.name.eq_ignore_ascii_case(name))
    });
    let close = match elsewhere {
        Some(v) => format!(": it names a position of {}", v.name()),
        None => suggest::did_you_mean(name, names.iter().copied()),
    };
    Err(format!(
        "invalid FEN: '{name}' is not a FEN or a named position of {}{close} (named positions: \
         {}; bitperft info lists them)",
        variant.name(),
        names.join(", ")
    ))
}

/// True for the shogi variants, which also read SFEN.
fn is_shogi(variant: Variant) -> bool {
    matches!(variant, Variant::Fairy(v) if v.name().ends_with("shogi"))
}

/// The fields of `text` if it is shaped like SFEN (shogi's notation): board, side (`b` or `w`),
/// pieces in hand (`-`, or counts and letters like `2Pn`) and a move number.
fn sfen_fields(text: &str) -> Option<[&str; 4]> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let &[board, side, hand, number] = fields.as_slice() else {
        return None;
    };
    let hand_ok = hand == "-"
        || (hand.chars().all(|c| c.is_ascii_alphanumeric())
            && hand.ends_with(|c: char| c.is_ascii_alphabetic()));
    let shaped = board.contains('/')
        && matches!(side, "b" | "w")
        && hand_ok
        && !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit());
    shaped.then_some([board, side, hand, number])
}

/// SFEN as the FEN of `variant` (Fairy-Stockfish's notation): the same board, SFEN's first
/// player (`b`, upper case) as White (`w`), the hand in brackets, the move number as a full
/// move. None if `text` is not SFEN-shaped.
fn sfen_to_fen(text: &str, variant: Variant) -> Option<String> {
    let [board, side, hand, number] = sfen_fields(text)?;
    let side = if side == "b" { "w" } else { "b" };
    let mut held = String::new();
    let mut count = String::new();
    for c in hand.chars().filter(|&c| c != '-') {
        if c.is_ascii_digit() {
            count.push(c);
        } else {
            let n: usize = count.parse().unwrap_or(1);
            held.extend(std::iter::repeat_n(c, n));
            count.clear();
        }
    }
    let hand = if variant.has_holdings() {
        format!("[{held}]")
    } else {
        held
    };
    let plies: u64 = number.parse().ok()?;
    let full = plies.div_ceil(2).max(1);
    Some(format!("{board}{hand} {side} - - 0 {full}"))
}

/// A hint for a FEN that `variant` cannot read but another variant's notation explains:
/// holdings in brackets where the variant has none, or SFEN outside the shogi variants.
fn fen_hint(variant: Variant, text: &str, ui: Ui) -> String {
    if sfen_fields(text).is_some() && !is_shogi(variant) {
        let ranks = text.split('/').count();
        let shogi = match ranks {
            5 => "minishogi",
            7 => "torishogi",
            _ => "shogi",
        };
        return format!(
            " (this is SFEN, shogi's notation: give {}, which reads SFEN, or a FEN)",
            ui.select(shogi)
        );
    }
    let board = text.split_whitespace().next().unwrap_or("");
    if board.contains('[') && !variant.has_holdings() {
        return format!(
            " (holdings in brackets are for the variants with pieces in hand: give {}, or see \
             bitperft info for the others)",
            ui.select("crazyhouse")
        );
    }
    String::new()
}

/// `e`, with the drop notation of `game` added where a move was written wrong (`P@e4` in the
/// variants with drops) or a drop was given where there are none (`ui` says how to choose a
/// variant that has them).
pub fn explain_move_error<G: CliGame>(game: G, e: &MoveError, ui: Ui) -> String {
    let variant = variant_of(game);
    match (e, variant.drop_example()) {
        (MoveError::Malformed(_), Some(example)) => format!("{e}, or a drop like {example}"),
        (MoveError::Malformed(text), None) if text.contains('@') => format!(
            "{e} (drops like {text} are moves of the variants with pieces in hand: give {})",
            ui.select("crazyhouse")
        ),
        (MoveError::Malformed(text) | MoveError::Illegal { text, .. }, _) => {
            match usi_to_uci(text, variant.board()) {
                Some(uci) => format!(
                    "{e}: '{text}' is USI (shogi's notation); {} moves are UCI coordinates as \
                     Fairy-Stockfish writes them (files a, b, ... from the left, ranks 1, 2, ... \
                     from the first player's side): {uci}",
                    variant.name()
                ),
                None => e.to_string(),
            }
        }
        _ => e.to_string(),
    }
}

/// The UCI coordinates of a move in USI notation (`7g7f`, `7g7f+`, `P*5e`) on a board of
/// `(files, ranks)`: USI numbers files from the right and letters ranks from the top, as the
/// first player sees the board. None if `text` is not USI on that board.
fn usi_to_uci(text: &str, (files, ranks): (u8, u8)) -> Option<String> {
    let square = |f: u8, r: u8| -> Option<String> {
        let file = f.checked_sub(b'0').filter(|f| (1..=files).contains(f))?;
        let rank = r.checked_sub(b'a').filter(|&r| r < ranks)?;
        Some(format!(
            "{}{}",
            char::from(b'a' + files - file),
            ranks - rank
        ))
    };
    match text.as_bytes() {
        [piece, b'*', f, r] if piece.is_ascii_uppercase() => {
            Some(format!("{}@{}", char::from(*piece), square(*f, *r)?))
        }
        [f1, r1, f2, r2, rest @ ..] if rest.is_empty() || rest == b"+" => {
            let promote = if rest.is_empty() { "" } else { "+" };
            Some(format!(
                "{}{}{promote}",
                square(*f1, *r1)?,
                square(*f2, *r2)?
            ))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::{Chess, Game};

    #[test]
    fn sfen_reads_as_the_fairy_fen() {
        let shogi = Variant::parse("shogi").unwrap();
        assert_eq!(
            sfen_to_fen(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                shogi
            )
            .unwrap(),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
        );
        assert_eq!(
            sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4 w 2Pb 12", shogi).unwrap(),
            "4k4/9/9/9/9/9/9/9/4K4[PPb] b - - 0 6"
        );
        assert!(sfen_to_fen("8/8/8/8/8/8/8/8 w - -", shogi).is_none(), "EPD");
    }

    #[test]
    fn usi_moves_read_as_uci_coordinates() {
        assert_eq!(usi_to_uci("7g7f", (9, 9)).as_deref(), Some("c3c4"));
        assert_eq!(usi_to_uci("8h2b+", (9, 9)).as_deref(), Some("b2h8+"));
        assert_eq!(usi_to_uci("P*5e", (9, 9)).as_deref(), Some("P@e5"));
        assert_eq!(usi_to_uci("5e4d", (5, 5)).as_deref(), Some("a1b2"));
        assert_eq!(usi_to_uci("e2e4", (8, 8)), None);
        assert_eq!(usi_to_uci("9a9b", (8, 8)), None);
    }

    #[test]
    fn names_and_hints() {
        let chess = Chess::default();
        let p = read_position(chess, "KiwiPete", false, Ui::CommandLine).unwrap();
        assert_eq!(chess.fen(&p), BENCH_SET[1].fen);
        assert_eq!(
            read_position(chess, "startpos", false, Ui::CommandLine).unwrap(),
            chess.start()
        );
        let e = read_position(chess, "kiwipette", false, Ui::CommandLine).unwrap_err();
        assert!(e.contains("did you mean 'kiwipete'?"), "{e}");
        let e = read_position(chess, "middlegame", false, Ui::CommandLine).unwrap_err();
        assert!(e.contains("it names a position of crazyhouse"), "{e}");
        let e =
            read_position(chess, "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", false, Ui::Uci).unwrap_err();
        assert!(
            e.ends_with("give setoption name UCI_Variant value crazyhouse, or see bitperft info for the others)"),
            "{e}"
        );
    }
}
