//! `bitperft perftree <depth> <fen> [<moves>]`: the script interface of the perftree debugger
//! (github.com/agausmann/perftree), which runs `./script "$depth" "$fen" "$moves"` and reads
//! one `<move> <count>` line per root move, a blank line, then the total alone on a line.
//!
//! Nothing but that goes to stdout: every input is checked before the first line is printed, and
//! errors go to stderr with exit status 2.

use crate::error::CliError;
use crate::game::CliGame;
use crate::variant::Variant;
#[cfg(test)]
use bitperft::Chess;
use bitperft::engine::{MAX_DEPTH, divide};

/// The environment variable that forces Chess960 notation (`1`) — for Chess960 positions whose
/// FEN uses `KQkq` castling letters.
pub const CHESS960_VAR: &str = "BITPERFT_CHESS960";

/// The environment variable naming the game (`crazyhouse`) when `--variant` is not given:
/// perftree runs the script with its own arguments only.
pub const VARIANT_VAR: &str = "BITPERFT_VARIANT";

/// Reads `BITPERFT_CHESS960`: unset, empty or `0`/`false` is off, `1`/`true` is on.
fn chess960_forced() -> Result<bool, CliError> {
    let Some(value) = std::env::var_os(CHESS960_VAR) else {
        return Ok(false);
    };
    match value.to_str().map(str::trim) {
        Some("" | "0" | "false") => Ok(false),
        Some("1" | "true") => Ok(true),
        _ => Err(CliError::input(format!(
            "environment variable {CHESS960_VAR} is '{}': set it to 1 (Chess960) or 0",
            value.to_string_lossy()
        ))),
    }
}

/// The position after `moves` (space-separated UCI; perftree may write promotions in upper case,
/// `a7b8Q`).
pub fn position<G: CliGame>(
    game: G,
    fen: &str,
    moves: Option<&str>,
    chess960: bool,
    strict: bool,
) -> Result<G::Position, CliError> {
    let mut pos = game.read_fen(fen, strict).map_err(CliError::input)?;
    if chess960 {
        game.use_chess960_notation(&mut pos);
    }
    for text in moves.unwrap_or("").split_whitespace() {
        let m = game
            .parse_uci(&pos, &lower_promotion(text))
            .map_err(|e| CliError::input(format!("moves argument: {e}")))?;
        pos = game.play(&pos, m);
    }
    Ok(pos)
}

/// `text` with an upper-case promotion letter after the two squares (`a7b8Q`) in lower case.
pub fn lower_promotion(text: &str) -> String {
    let b = text.as_bytes();
    if b.len() == 5 && b[0].is_ascii_lowercase() && b[4].is_ascii_uppercase() {
        text.to_ascii_lowercase()
    } else {
        text.to_string()
    }
}

/// The perftree output for `pos` at `depth`: per-move lines, a blank line, the total. Depth 0
/// is the position itself: no moves, total 1.
pub fn render<G: CliGame>(game: G, pos: &G::Position, depth: u32) -> String {
    let mut out = String::new();
    let mut total = 0u64;
    if depth > 0 {
        for (m, n) in divide(game, pos, depth) {
            total += n;
            out.push_str(&format!("{} {n}\n", game.uci(pos, m)));
        }
    } else {
        total = 1;
    }
    out.push('\n');
    out.push_str(&format!("{total}\n"));
    out
}

/// Runs `bitperft perftree`: checks every input, then prints the whole answer at once.
pub fn perftree(
    depth: u32,
    fen: &str,
    moves: Option<&str>,
    strict: bool,
    variant: Option<&str>,
) -> Result<(), CliError> {
    if depth > MAX_DEPTH {
        return Err(CliError::input(format!(
            "depth {depth} is out of range: give a depth from 0 to {MAX_DEPTH}"
        )));
    }
    let variant = match variant {
        Some(name) => Variant::parse(name)?,
        None => match std::env::var(VARIANT_VAR) {
            Ok(name) => Variant::parse(&name).map_err(|e| {
                CliError::input(format!("environment variable {VARIANT_VAR}: {}", e.message))
            })?,
            Err(_) => Variant::Chess,
        },
    };
    let text = crate::with_game!(variant, "default", |game| {
        let pos = position(game, fen, moves, chess960_forced()?, strict)?;
        render(game, &pos, depth)
    });
    crate::output::write_stdout(format_args!("{text}"));
    crate::output::flush_stdout();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::Position;

    const CHESS: fn() -> Chess = Chess::default;

    #[test]
    fn upper_case_promotions_and_empty_moves() {
        let p = position(
            CHESS(),
            "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
            Some("b7b8Q"),
            false,
            false,
        )
        .unwrap();
        assert_eq!(p.to_fen(), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
        let q = position(CHESS(), Position::STARTPOS_FEN, Some("  "), false, false).unwrap();
        assert_eq!(q, Position::startpos());
    }

    #[test]
    fn depth_zero_is_the_position_itself() {
        assert_eq!(render(CHESS(), &Position::startpos(), 0), "\n1\n");
    }

    #[test]
    fn chess960_notation_when_forced() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let out = render(
            CHESS(),
            &position(CHESS(), fen, None, true, false).unwrap(),
            1,
        );
        assert!(out.lines().any(|l| l == "e1h1 1"), "{out}");
        let out = render(
            CHESS(),
            &position(CHESS(), fen, None, false, false).unwrap(),
            1,
        );
        assert!(out.lines().any(|l| l == "e1g1 1"), "{out}");
    }
}
