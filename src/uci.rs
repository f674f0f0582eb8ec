//! The UCI protocol for perft, as a pure function over a state: [`handle`] takes one input line
//! and returns the lines to print. The binary's `uci` subcommand is the I/O loop around it;
//! tests and the fuzz target drive `handle` directly.
//!
//! Supported: `uci`, `isready`, `ucinewgame`,
//! `setoption name UCI_Variant|UCI_Chess960|VariantPath|Threads|Hash value X`,
//! `position startpos|fen <fen> [moves ...]`, `go perft <depth>` (Stockfish's divide format),
//! `d`, `quit`. Unknown commands are ignored, as the UCI specification asks; a known command with
//! bad arguments is answered with `info string error: ...` and changes nothing.

use crate::describe::{describe, text};
use crate::error::CliError;
use crate::game::CliGame;
use crate::game::position_arg::{Ui, explain_move_error, read_position};
use crate::output::{flush_stdout, outln};
use crate::variant::Variant;
use bitperft::engine::{EngineConfig, MAX_DEPTH, PerftEngine};
use bitperft::{Chess, Game, Position};
use std::io::BufRead;

/// Largest `Threads` value accepted.
pub const MAX_THREADS: u64 = 1024;
/// Largest `Hash` value accepted, in MiB.
pub const MAX_HASH_MB: u64 = 1 << 20;

/// What the UCI session remembers between commands.
#[derive(Clone, Debug, PartialEq)]
pub struct UciState {
    /// `UCI_Variant`: the game `position`, `go perft` and `d` play.
    pub variant: Variant,
    /// The chess position set by the last `position` command (moves applied).
    pub position: Position,
    /// The arguments of the last `position` command while `UCI_Variant` is not chess (they
    /// were checked then; `go` and `d` read them again with the variant's rules).
    pub variant_position: Vec<String>,
    /// `UCI_Chess960`: castling written king-takes-rook.
    pub chess960: bool,
    /// True if the position's own FEN asks for Chess960 (Shredder letters, or castling pieces
    /// off their standard squares), whatever `UCI_Chess960` says.
    pub native_chess960: bool,
    /// `Threads`: worker threads of `go perft`.
    pub threads: u64,
    /// `Hash` in MiB: the transposition table of `go perft` (allocated per `go`; 0: none).
    pub hash_mb: u64,
    /// Set by `quit`: the loop ends.
    pub quit: bool,
}

impl Default for UciState {
    fn default() -> UciState {
        UciState {
            variant: Variant::Chess,
            position: Position::startpos(),
            variant_position: vec!["startpos".to_string()],
            chess960: false,
            native_chess960: false,
            threads: 1,
            hash_mb: 16,
            quit: false,
        }
    }
}

/// Runs `$f` (a closure-like `|game| body` returning the answer lines or the error lines) with
/// the game of `$variant` and the default slider backend.
macro_rules! in_variant {
    ($variant:expr, |$game:ident| $body:expr) => {{
        let run = || -> Result<Result<Vec<String>, Vec<String>>, CliError> {
            crate::with_game!($variant, "default", |$game| Ok($body))
        };
        run().unwrap_or_else(|e| Err(error(e.message)))
    }};
}

fn error(message: impl std::fmt::Display) -> Vec<String> {
    let message = message.to_string();
    vec![format!(
        "info string error: {}",
        bitperft::text::escape_controls(&message)
    )]
}

/// Handles one line of input and returns the lines to send back.
pub fn handle(state: &mut UciState, line: &str) -> Vec<String> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some((&command, args)) = tokens.split_first() else {
        return Vec::new();
    };
    match command {
        "uci" => vec![
            format!("id name bitperft {}", env!("CARGO_PKG_VERSION")),
            "id author the bitperft developers".to_string(),
            format!(
                "option name UCI_Variant type combo default chess{}",
                Variant::names()
                    .into_iter()
                    .map(|name| format!(" var {name}"))
                    .collect::<String>()
            ),
            "option name UCI_Chess960 type check default false".to_string(),
            "option name VariantPath type string default <empty>".to_string(),
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            format!("option name Hash type spin default 16 min 0 max {MAX_HASH_MB}"),
            "uciok".to_string(),
        ],
        "isready" => vec!["readyok".to_string()],
        "ucinewgame" => {
            state.position = start(state.chess960);
            state.variant_position = vec!["startpos".to_string()];
            state.native_chess960 = false;
            Vec::new()
        }
        "setoption" => set_option(state, args).err().unwrap_or_default(),
        "position" if state.variant != Variant::Chess => {
            match in_variant!(state.variant, |game| {
                parse_game_position(game, args, |_| {}).map(|_| Vec::new())
            }) {
                Ok(_) => {
                    state.variant_position = args.iter().map(|a| a.to_string()).collect();
                    Vec::new()
                }
                Err(e) => e,
            }
        }
        "position" => match parse_position(args, state.chess960) {
            Ok((p, native)) => {
                state.position = p;
                state.native_chess960 = native;
                Vec::new()
            }
            Err(e) => e,
        },
        "go" => go(state, args).unwrap_or_else(|e| e),
        "d" if state.variant == Variant::Chess => text(&describe(&state.position)),
        "d" => in_variant!(state.variant, |game| {
            variant_position(game, state).map(|p| text(&game.describe(&p)))
        })
        .unwrap_or_else(|e| e),
        "quit" => {
            state.quit = true;
            Vec::new()
        }
        _ => Vec::new(),
    }
}

fn start(chess960: bool) -> Position {
    let mut p = Position::startpos();
    p.set_chess960(chess960);
    p
}

/// `setoption name <id> [value <x>]`; the name may contain spaces and is matched ignoring case.
fn set_option(state: &mut UciState, args: &[&str]) -> Result<(), Vec<String>> {
    if args.first() != Some(&"name") {
        return Err(error("setoption: expected 'setoption name <id> value <x>'"));
    }
    let rest = &args[1..];
    let split = rest.iter().position(|&t| t == "value");
    let (name, value) = match split {
        Some(i) => (rest[..i].join(" "), Some(rest[i + 1..].join(" "))),
        None => (rest.join(" "), None),
    };
    let value = value.filter(|v| !v.is_empty());
    let need = |value: Option<String>| {
        value.ok_or_else(|| error(format!("setoption {name}: missing value")))
    };
    match name.to_ascii_lowercase().as_str() {
        "uci_variant" => {
            let v = need(value)?;
            state.variant = Variant::find(&v).map_err(|e| {
                let help = match e.suggestion {
                    Some(name) => format!(": did you mean '{name}'?"),
                    None => " (the UCI_Variant option in the answer to uci lists them)".to_string(),
                };
                error(format!(
                    "setoption UCI_Variant: value '{}' is not a variant{help}",
                    e.typed
                ))
            })?;
            state.position = start(state.chess960);
            state.native_chess960 = false;
            state.variant_position = vec!["startpos".to_string()];
        }
        "uci_chess960" => {
            let v = need(value)?;
            state.chess960 = match v.as_str() {
                "true" => true,
                "false" => false,
                _ => {
                    return Err(error(format!(
                        "setoption UCI_Chess960: value '{v}' is not true or false"
                    )));
                }
            };
            state
                .position
                .set_chess960(state.chess960 || state.native_chess960);
        }
        "variantpath" => {
            // A variants file, as Fairy-Stockfish reads it: its sections become UCI_Variant
            // values; each problem of the file is one error line.
            // The sections that load are loaded; a refused section's problems are reported too.
            let v = need(value)?;
            if v != "<empty>" {
                let lines = |message: &str| {
                    message
                        .lines()
                        .flat_map(|l| error(format!("setoption VariantPath: {l}")))
                        .collect::<Vec<String>>()
                };
                let path = std::path::Path::new(&v);
                crate::variant::load_file(path).map_err(|e| lines(&e.message))?;
                if let Err(e) = crate::variant::check_text(path) {
                    return Err(lines(&e.message));
                }
            }
        }
        "threads" => state.threads = spin(&name, &need(value)?, 1, MAX_THREADS)?,
        "hash" => {
            let v = need(value)?;
            let mb = spin(&name, &v, 0, MAX_HASH_MB)?;
            crate::memory::check_table_mib(mb)
                .map_err(|e| error(format!("setoption {name}: value '{v}': {e}")))?;
            state.hash_mb = mb;
        }
        "" => return Err(error("setoption: missing option name")),
        _ => return Err(error(format!("setoption: no such option '{name}'"))),
    }
    Ok(())
}

/// A spin value: a whole number from `min` to `max`.
fn spin(name: &str, value: &str, min: u64, max: u64) -> Result<u64, Vec<String>> {
    match value.parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(error(format!(
            "setoption {name}: value '{value}' is not a whole number from {min} to {max}"
        ))),
    }
}

/// `position startpos|fen <fen> [moves <m>...]` in chess: the position, and whether its FEN
/// alone makes it Chess960. `UCI_Chess960` applies before the moves are read (it decides how
/// castling is written).
fn parse_position(args: &[&str], chess960: bool) -> Result<(Position, bool), Vec<String>> {
    let mut native = false;
    let pos = parse_game_position(Chess::default(), args, |p| {
        native = p.is_chess960();
        if chess960 {
            p.set_chess960(true);
        }
    })?;
    Ok((pos, native))
}

/// `position startpos|fen <fen> [moves <m>...]` in `game`; `prepare` sees the position set up
/// before the moves are played.
fn parse_game_position<G: CliGame>(
    game: G,
    args: &[&str],
    prepare: impl FnOnce(&mut G::Position),
) -> Result<G::Position, Vec<String>> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let mut pos = match setup.split_first() {
        Some((&"startpos", [])) => game.start(),
        Some((&"startpos", extra)) => {
            return Err(error(format!(
                "position: unexpected '{}' after startpos",
                extra.join(" ")
            )));
        }
        Some((&"fen", fen)) if !fen.is_empty() => {
            read_position(game, &fen.join(" "), false, Ui::Uci)
                .map_err(|e| error(format!("position: {e}")))?
        }
        Some((&"fen", _)) => return Err(error("position fen: missing FEN")),
        _ => {
            return Err(error(
                "position: expected 'position startpos' or 'position fen <fen>', then 'moves ...'",
            ));
        }
    };
    prepare(&mut pos);
    crate::game::play_moves(game, &pos, moves.iter().copied()).map_err(|e| {
        error(format!(
            "position: {}",
            explain_move_error(game, &e, Ui::Uci)
        ))
    })
}

/// The divide of `pos` at `depth` through an engine of `game`, in Stockfish's format.
fn divide_lines<G: Game>(
    game: G,
    pos: &G::Position,
    depth: u32,
    cfg: &EngineConfig,
) -> Result<Vec<String>, Vec<String>> {
    let engine = PerftEngine::new(game, cfg).map_err(|e| error(format!("go perft: {e}")))?;
    let mut rows: Vec<(String, u128)> = engine
        .divide(pos, depth)
        .into_iter()
        .map(|(m, n)| (game.uci(pos, m), n))
        .collect();
    rows.sort();
    let mut out = Vec::new();
    let mut total = 0u128;
    for (m, n) in rows {
        total += n;
        out.push(format!("{m}: {n}"));
    }
    out.push(String::new());
    out.push(format!("Nodes searched: {total}"));
    Ok(out)
}

/// `go perft <depth>`: Stockfish's divide format (`e2e4: 20`, blank line, `Nodes searched: N`).
fn go(state: &UciState, args: &[&str]) -> Result<Vec<String>, Vec<String>> {
    let depth = match args {
        ["perft", d] => d
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=MAX_DEPTH).contains(d)),
        ["perft", ..] => {
            return Err(error(format!(
                "go perft: expected one depth from 1 to {MAX_DEPTH}"
            )));
        }
        _ => {
            return Err(error(format!(
                "go: only 'go perft <depth>' is supported, got 'go {}'",
                args.join(" ")
            )));
        }
    };
    let Some(depth) = depth else {
        return Err(error(format!(
            "go perft: depth '{}' is not a whole number from 1 to {MAX_DEPTH}",
            args[1]
        )));
    };
    // Threads and Hash take effect here: one engine per `go`, as `perft --threads --hash`.
    let cfg = EngineConfig {
        threads: state.threads as usize,
        hash_mb: state.hash_mb as usize,
        ..EngineConfig::serial()
    };
    match state.variant {
        Variant::Chess => divide_lines(Chess::default(), &state.position, depth, &cfg),
        v => in_variant!(v, |game| {
            variant_position(game, state).and_then(|p| divide_lines(game, &p, depth, &cfg))
        }),
    }
}

/// The position of a non-chess variant the last `position` command set.
fn variant_position<G: CliGame>(game: G, state: &UciState) -> Result<G::Position, Vec<String>> {
    let args: Vec<&str> = state.variant_position.iter().map(String::as_str).collect();
    parse_game_position(game, &args, |_| {})
}

/// Runs the UCI session on stdin and stdout: reads commands line by line, answers, flushes
/// after every answer, until `quit` or end of input.
pub fn run() -> Result<(), CliError> {
    let mut state = UciState::default();
    let mut input = std::io::stdin().lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| CliError::input(format!("cannot read stdin: {e}")))?;
        if n == 0 {
            break;
        }
        // Bytes that are not UTF-8 become U+FFFD and fail to parse like any other bad text.
        let line = String::from_utf8_lossy(&buf);
        // The GUI has gone if stdout is closed: the writer ends the session quietly.
        for reply in handle(&mut state, &line) {
            outln!("{reply}");
        }
        flush_stdout();
        if state.quit {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(state: &mut UciState, script: &[&str]) -> Vec<String> {
        script.iter().flat_map(|l| handle(state, l)).collect()
    }

    #[test]
    fn handshake() {
        let mut s = UciState::default();
        let out = run(&mut s, &["uci"]);
        assert!(out[0].starts_with("id name bitperft"));
        assert_eq!(out.last().map(String::as_str), Some("uciok"));
        assert!(
            out.iter()
                .any(|l| l.starts_with("option name UCI_Chess960 type check"))
        );
        assert_eq!(run(&mut s, &["isready"]), vec!["readyok"]);
    }

    #[test]
    fn go_perft_in_stockfish_format() {
        let mut s = UciState::default();
        let out = run(&mut s, &["position startpos", "go perft 2"]);
        assert_eq!(out.len(), 22);
        assert!(out.contains(&"e2e4: 20".to_string()));
        assert_eq!(out[20], "");
        // Published: 400 leaf nodes at depth 2 from the start position.
        assert_eq!(out[21], "Nodes searched: 400");
    }

    #[test]
    fn position_with_moves_and_fen() {
        let mut s = UciState::default();
        run(&mut s, &["position startpos moves e2e4 e7e5"]);
        assert_eq!(
            s.position.to_fen(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
        );
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        run(&mut s, &[&format!("position fen {kiwipete}")]);
        assert_eq!(s.position.to_fen(), kiwipete);
        // Published (chessprogramming.org "Perft Results", Position 2): 48 moves at depth 1.
        let out = run(&mut s, &["go perft 1"]);
        assert_eq!(out.last().unwrap(), "Nodes searched: 48");
        run(&mut s, &["ucinewgame"]);
        assert_eq!(s.position, Position::startpos());
    }

    #[test]
    fn malformed_commands_get_an_error_and_change_nothing() {
        let mut s = UciState::default();
        run(&mut s, &["position startpos moves e2e4"]);
        let before = s.clone();
        for bad in [
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "position startpos moves e7e5 e2e5",
            "position startpos moves e9e5",
            "position",
            "position fen",
            "position startpos e2e4",
            "go perft",
            "go perft 0",
            "go perft x",
            "go perft 99",
            "go depth 5",
            "setoption name Threads value 0",
            "setoption name Threads value many",
            "setoption name Hash value 99999999999",
            "setoption name Hash",
            "setoption name UCI_Chess960 value maybe",
            "setoption name Contempt value 10",
            "setoption Threads 4",
        ] {
            let out = handle(&mut s, bad);
            assert_eq!(out.len(), 1, "{bad}: {out:?}");
            assert!(out[0].starts_with("info string error: "), "{bad}: {out:?}");
            assert_eq!(s, before, "{bad} changed the state");
        }
        let out = handle(&mut s, "position fen 8/8/8/8/8/8/8/8 w - - 0 1");
        assert!(out[0].contains("board"), "{out:?}");
    }

    #[test]
    fn unknown_commands_are_ignored() {
        let mut s = UciState::default();
        for line in ["", "   ", "hello", "stop", "ponderhit", "register later"] {
            assert!(handle(&mut s, line).is_empty(), "{line}");
        }
        assert_eq!(s, UciState::default());
    }

    #[test]
    fn options_are_stored() {
        let mut s = UciState::default();
        let out = run(
            &mut s,
            &[
                "setoption name Threads value 4",
                "setoption name hash value 256",
                "setoption name UCI_Chess960 value true",
            ],
        );
        assert!(out.is_empty(), "{out:?}");
        assert_eq!((s.threads, s.hash_mb, s.chess960), (4, 256, true));
        run(
            &mut s,
            &["position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"],
        );
        let out = run(&mut s, &["go perft 1"]);
        assert!(out.contains(&"e1h1: 1".to_string()), "{out:?}");
        run(&mut s, &["setoption name UCI_Chess960 value false"]);
        let out = run(&mut s, &["go perft 1"]);
        assert!(out.contains(&"e1g1: 1".to_string()), "{out:?}");
    }

    #[test]
    fn hash_zero_turns_the_table_off() {
        let mut s = UciState::default();
        assert!(run(&mut s, &["setoption name Hash value 0"]).is_empty());
        assert_eq!(s.hash_mb, 0);
        let out = run(&mut s, &["go perft 3"]);
        assert_eq!(out.last().unwrap(), "Nodes searched: 8902");
    }

    #[test]
    fn errors_name_the_uci_option_not_a_flag() {
        let mut s = UciState::default();
        let out = handle(&mut s, "setoption name UCI_Variant value crazyhous");
        assert_eq!(
            out,
            [
                "info string error: setoption UCI_Variant: value 'crazyhous' is not a variant: did you mean 'crazyhouse'?"
            ]
        );
        let out = handle(&mut s, "position fen 2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
        assert!(
            out[0].ends_with("give setoption name UCI_Variant value crazyhouse, or see bitperft info for the others)"),
            "{out:?}"
        );
        for line in handle(&mut s, "setoption name UCI_Variant value bughouse")
            .into_iter()
            .chain(handle(&mut s, "position startpos moves P@e4"))
        {
            assert!(!line.contains("--"), "{line}");
        }
    }

    #[test]
    fn d_prints_board_and_fen() {
        let mut s = UciState::default();
        let out = run(&mut s, &["d"]);
        assert!(
            out.iter()
                .any(|l| l == "8 | r | n | b | q | k | b | n | r |")
        );
        assert!(out.iter().any(|l| l.ends_with(Position::STARTPOS_FEN)));
    }

    #[test]
    fn quit_ends_the_session() {
        let mut s = UciState::default();
        assert!(handle(&mut s, "quit").is_empty());
        assert!(s.quit);
    }
}
