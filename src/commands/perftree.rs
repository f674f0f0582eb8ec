//! `bitperft perftree <depth> <fen> [<moves>]`: the script interface of the perftree debugger
//! (github.com/agausmann/perftree), which runs `./script "$depth" "$fen" "$moves"` and reads
//! one `<move> <count>` line per root move, a blank line, then the total alone on a line.
//!
//! Nothing but that goes to stdout: every input is checked before the first line is printed, and
//! errors go to stderr with exit status 2.

use crate::error::CliError;
use crate::game::CliGame;
use crate::game::position_arg::{Ui, explain_move_error, read_position};
use crate::variant::Variant;
#[cfg(test)]
use bitperft::Chess;
use bitperft::engine::{MAX_DEPTH, divide};

/// The environment variable that forces Chess960 notation (`1`) — for Chess960 positions whose
/// FEN uses `KQkq` castling letters.
pub const CHESS960_VAR: &str = "BITPERFT_CHESS960";

/// The environment variable that names a variants file for perftree (as `--variants`).
pub const VARIANTS_VAR: &str = "BITPERFT_VARIANTS";

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

/// The position `fen` (a FEN or a named position) with castling written king-takes-rook if
/// `chess960`, after `moves` (space-separated UCI; perftree may write promotions in upper
/// case, `a7b8Q`). `moves_arg` names the moves in messages.
pub fn position<G: CliGame>(
    game: G,
    fen: &str,
    moves: Option<&str>,
    chess960: bool,
    strict: bool,
    moves_arg: &str,
) -> Result<G::Position, CliError> {
    let mut pos = read_position(game, fen, strict, Ui::CommandLine).map_err(CliError::input)?;
    if chess960 {
        game.use_chess960_notation(&mut pos)
            .map_err(|e| CliError::input(format!("--chess960: {e}")))?;
    }
    for text in moves.unwrap_or("").split_whitespace() {
        let m = game.parse_uci(&pos, &lower_promotion(text)).map_err(|e| {
            CliError::input(format!(
                "{moves_arg}: {}",
                explain_move_error(game, &e, Ui::CommandLine)
            ))
        })?;
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

/// The arguments of `bitperft perftree`.
pub struct PerftreeArgs<'a> {
    /// The depth (0 to 20).
    pub depth: u32,
    /// The base position.
    pub fen: &'a str,
    /// Space-separated UCI moves from it.
    pub moves: Option<&'a str>,
    /// `--strict`.
    pub strict: bool,
    /// `--variant` (else [`VARIANT_VAR`], else chess).
    pub variant: Option<&'a str>,
    /// `--chess960` (else [`CHESS960_VAR`]).
    pub chess960: bool,
}

/// Runs `bitperft perftree`: checks every input, then prints the whole answer at once.
pub fn perftree(a: &PerftreeArgs) -> Result<(), CliError> {
    if a.depth > MAX_DEPTH {
        return Err(CliError::input(format!(
            "depth {} is out of range: give a depth from 0 to {MAX_DEPTH}",
            a.depth
        )));
    }
    // perftree passes no flags of its own: a variants file comes from the environment.
    if let Some(file) = std::env::var_os(VARIANTS_VAR) {
        crate::variant::load_file(std::path::Path::new(&file))?;
    }
    let variant = match a.variant {
        Some(name) => Variant::parse(name)?,
        None => match std::env::var(VARIANT_VAR) {
            Ok(name) => Variant::find(&name).map_err(|e| {
                CliError::input(format!(
                    "environment variable {VARIANT_VAR} is '{}': unknown variant{}",
                    e.typed,
                    e.help()
                ))
            })?,
            Err(_) => Variant::Chess,
        },
    };
    let chess960 = a.chess960 || chess960_forced()?;
    let text = crate::with_game!(variant, "default", |game| {
        let pos = position(game, a.fen, a.moves, chess960, a.strict, "moves argument")?;
        render(game, &pos, a.depth)
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
            "moves",
        )
        .unwrap();
        assert_eq!(p.to_fen(), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
        let q = position(CHESS(), "startpos", Some("  "), false, false, "moves").unwrap();
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
            &position(CHESS(), fen, None, true, false, "moves").unwrap(),
            1,
        );
        assert!(out.lines().any(|l| l == "e1h1 1"), "{out}");
        let out = render(
            CHESS(),
            &position(CHESS(), fen, None, false, false, "moves").unwrap(),
            1,
        );
        assert!(out.lines().any(|l| l == "e1g1 1"), "{out}");
    }
}
