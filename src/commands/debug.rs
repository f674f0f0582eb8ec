//! `bitperft debug DEPTH --engine CMD`: finds the position where another engine's move
//! generator goes wrong, by comparing its divide with bitperft's one level at a time (see
//! [`crate::debug`]). Prints each step, then the path, the faulty position's FEN, the moves the
//! engine is missing and has extra, and how many engine calls it took. Exit status 1 if a
//! difference was found, 0 if the engine agrees at DEPTH, 2 for bad input or an engine that
//! fails (cannot start, times out, prints what cannot be read).

use super::perft::check_depth;
use super::perftree::{lower_promotion, position};
use crate::args::PositionArgs;
use crate::debug::bisect::{Base, bisect};
use crate::debug::perftree_engine::PerftreeEngine;
use crate::debug::report::{Record, step_line, summary};
use crate::debug::uci_engine::UciEngine;
use crate::debug::{Engine, Limits, Protocol, words};
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::CliGame;
use crate::output::{json_line, outln};
use crate::variant::Variant;
use std::time::Duration;

/// The flags of one `debug` run.
pub struct DebugArgs<'a> {
    /// The depth of the first divide.
    pub depth: u32,
    /// `--fen`, `--moves`, `--variant`, `--strict`.
    pub pos: &'a PositionArgs,
    /// `--engine`: the other engine's command.
    pub engine: &'a str,
    /// `--protocol`.
    pub protocol: Protocol,
    /// `--timeout`: the longest an engine divide may take.
    pub timeout: Option<Duration>,
    /// `--chess960`: castling written king-takes-rook whatever the FEN's letters.
    pub chess960: bool,
    /// `--json`.
    pub json: bool,
    /// bitperft's own engine flags (`--threads`, `--hash`, ...).
    pub counting: &'a EngineOptions,
}

/// Runs `bitperft debug`.
pub fn debug(a: &DebugArgs) -> Result<(), CliError> {
    check_depth(a.depth)?;
    let variant = Variant::parse(&a.pos.variant)?;
    let argv = words::split(a.engine)
        .map_err(|e| CliError::input(format!("--engine '{}': {e}", a.engine)))?;
    crate::with_game!(variant, options a.counting, |game| {
        walk(game, variant, &argv, a)
    })
}

/// The walk in `game`: sets up both engines, bisects, reports.
fn walk<G: CliGame>(
    game: G,
    variant: Variant,
    argv: &[String],
    a: &DebugArgs,
) -> Result<(), CliError> {
    let (base_fen, mut root) = match &a.pos.fen {
        Some(fen) => {
            let p = position(game, fen, None, a.chess960, a.pos.strict)?;
            (Some(game.fen(&p)), p)
        }
        None => {
            let mut p = game.start();
            if a.chess960 {
                game.use_chess960_notation(&mut p);
            }
            (None, p)
        }
    };
    let chess960 = game.is_chess960(&root);
    let mut moves = Vec::new();
    for text in &a.pos.moves {
        let m = game
            .parse_uci(&root, &lower_promotion(text))
            .map_err(|e| CliError::input(format!("--moves: {e}")))?;
        moves.push(game.uci(&root, m));
        root = game.play(&root, m);
    }
    let counter = engine_opts::start(game, &a.counting.config()?, a.json)?;
    let limits = Limits { step: a.timeout };
    let mut engine: Box<dyn Engine> = match a.protocol {
        Protocol::Uci => {
            let v = (variant != Variant::Chess).then(|| variant.name());
            Box::new(
                UciEngine::start(argv, v, chess960, limits)
                    .map_err(|e| CliError::input(format!("--engine '{}': {e}", a.engine)))?,
            )
        }
        Protocol::Perftree => Box::new(PerftreeEngine::new(
            argv.to_vec(),
            game.fen(&game.start()),
            limits,
        )),
    };
    let base = Base {
        fen: base_fen,
        moves,
    };
    let mut number = 0;
    let outcome = bisect(&counter, engine.as_mut(), &base, &root, a.depth, |step| {
        number += 1;
        if !a.json {
            outln!("{}", step_line(number, step));
            crate::output::flush_stdout();
        }
    })
    .map_err(CliError::input)?;
    drop(engine);
    if a.json {
        let protocol = match a.protocol {
            Protocol::Uci => "uci",
            Protocol::Perftree => "perftree",
        };
        let root_fen = game.fen(&root);
        json_line(&Record::new(
            &outcome, a.depth, a.engine, protocol, &root_fen,
        ));
    } else {
        for line in summary(&outcome, a.depth) {
            outln!("{line}");
        }
    }
    match outcome.finding {
        Some(_) => Err(CliError {
            code: 1,
            message: String::new(),
        }),
        None => Ok(()),
    }
}
