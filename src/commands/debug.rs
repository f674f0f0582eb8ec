//! `bitperft debug DEPTH --engine CMD`: finds the position where another engine's move
//! generator goes wrong, by comparing its divide with bitperft's one level at a time (see
//! [`crate::debug`]). Prints each step, then the path, the faulty position's FEN, the moves the
//! engine is missing and has extra, and how many engine calls it took; where bitperft's own
//! counts disagree, each of them and the command that prints it again. Exit status 1 if a
//! difference was found, 0 if the engine agrees at DEPTH, 2 for bad input or an engine that
//! fails (cannot start, times out, prints what cannot be read).

use super::perft::check_depth;
use super::perftree::{CHESS960_VAR, VARIANT_VAR, VARIANTS_VAR, lower_promotion, position};
use crate::args::PositionArgs;
use crate::debug::bisect::{Base, bisect};
use crate::debug::counter::Bitperft;
use crate::debug::perftree_engine::PerftreeEngine;
use crate::debug::report::{Record, Rerun, step_line, summary};
use crate::debug::uci_engine::UciEngine;
use crate::debug::{Engine, Limits, Protocol, words};
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::CliGame;
use crate::game::position_arg::{Ui, explain_move_error};
use crate::output::{json_line, outln};
use crate::variant::Variant;
use bitperft::engine::{EngineConfig, Mode};
use std::time::Duration;

/// The flags of one `debug` run.
pub struct DebugArgs<'a> {
    /// The depth of the first divide.
    pub depth: u32,
    /// `--fen`, `--moves`, `--variant`, `--strict`.
    pub pos: &'a PositionArgs,
    /// `--variants`: the variants file, which the other engine reads too (UCI `VariantPath`,
    /// perftree's `BITPERFT_VARIANTS`).
    pub variants_file: Option<&'a std::path::Path>,
    /// `--engine`: the other engine's command.
    pub engine: &'a str,
    /// `--protocol`.
    pub protocol: Protocol,
    /// `--timeout`: the longest an engine divide (and each UCI handshake answer) may take.
    pub timeout: Option<Duration>,
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
            let p = position(game, fen, None, a.pos.chess960, a.pos.strict, "--moves")?;
            (Some(game.fen(&p)), p)
        }
        None => {
            let mut p = game.start();
            if a.pos.chess960 {
                game.use_chess960_notation(&mut p)
                    .map_err(|e| CliError::input(format!("--chess960: {e}")))?;
            }
            (None, p)
        }
    };
    let chess960 = game.is_chess960(&root);
    let mut moves = Vec::new();
    for text in a.pos.move_list() {
        let m = game.parse_uci(&root, &lower_promotion(text)).map_err(|e| {
            CliError::input(format!(
                "--moves: {}",
                explain_move_error(game, &e, Ui::CommandLine)
            ))
        })?;
        moves.push(game.uci(&root, m));
        root = game.play(&root, m);
    }
    let cfg = a.counting.config()?;
    let run = engine_opts::start(game, &cfg, a.json)?;
    // The make-mode check counts on the run's threads, without a table.
    let make_cfg = EngineConfig {
        hash_mb: 0,
        pin: false,
        ..cfg
    };
    let make = match Bitperft::make_game(&run) {
        Some(g) => Some(engine_opts::start(g, &make_cfg, true)?),
        None => None,
    };
    let counter = Bitperft { run, make };
    let limits = Limits { step: a.timeout };
    let mut engine: Box<dyn Engine> = match a.protocol {
        Protocol::Uci => {
            let v = (variant != Variant::Chess).then(|| variant.name());
            Box::new(
                UciEngine::start(argv, v, a.variants_file, chess960, limits)
                    .map_err(|e| CliError::input(format!("--engine '{}': {e}", a.engine)))?,
            )
        }
        // The script reads the game and the castling notation as `bitperft perftree` does;
        // both are set, so nothing in debug's own environment leaks through.
        Protocol::Perftree => Box::new(PerftreeEngine::new(
            argv.to_vec(),
            game.fen(&game.start()),
            [
                (VARIANT_VAR.to_string(), variant.name().to_string()),
                (
                    CHESS960_VAR.to_string(),
                    if chess960 { "1" } else { "0" }.to_string(),
                ),
            ]
            .into_iter()
            .chain(
                a.variants_file
                    .map(|f| (VARIANTS_VAR.to_string(), f.to_string_lossy().into_owned())),
            )
            .collect(),
            limits,
        )),
    };
    let base = Base {
        fen: base_fen,
        moves,
    };
    let rerun = rerun(variant, a.counting);
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
            &outcome,
            a.depth,
            a.engine,
            protocol,
            &root_fen,
            variant.name(),
            &rerun,
        ));
    } else {
        for line in summary(&outcome, a.depth, &rerun) {
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

/// The flags that count again what the run counted: the game, and the engine flags given that
/// change how (`--pin` does not).
fn rerun(variant: Variant, o: &EngineOptions) -> Rerun {
    let mut game = String::new();
    if variant != Variant::Chess {
        game.push_str(&format!(" --variant {}", variant.name()));
    }
    let sliders = o.sliders_flag();
    if !matches!(sliders, "default" | "") {
        game.push_str(&format!(" --sliders {sliders}"));
    }
    if let [n] = o.threads.as_slice() {
        game.push_str(&format!(" --threads {n}"));
    }
    let mut flags = game.clone();
    if o.hash > 0 {
        flags.push_str(&format!(" --hash {}", o.hash));
    }
    if let Some(seed) = o.hash_seed {
        flags.push_str(&format!(" --hash-seed {seed:#x}"));
    }
    if o.mode != Mode::Fast {
        flags.push_str(&format!(" --mode {}", o.mode));
    }
    Rerun {
        flags,
        make_flags: format!("{game} --mode make"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rerun_flags_are_the_ones_given_that_change_the_count() {
        let r = rerun(Variant::Chess, &EngineOptions::default());
        assert_eq!(
            (r.flags.as_str(), r.make_flags.as_str()),
            ("", " --mode make")
        );
        let o = EngineOptions {
            threads: vec![1],
            hash: 16,
            hash_seed: Some(255),
            pin: true,
            sliders: "default".to_string(),
            mode: Mode::Bulk,
        };
        let r = rerun(Variant::parse("seirawan").unwrap(), &o);
        assert_eq!(
            r.flags,
            " --variant seirawan --threads 1 --hash 16 --hash-seed 0xff --mode bulk"
        );
        assert_eq!(r.make_flags, " --variant seirawan --threads 1 --mode make");
        assert_eq!(
            r.divide(2, "8/8 w - - 0 1"),
            "bitperft divide 2 --fen \"8/8 w - - 0 1\" --variant seirawan --threads 1 --hash 16 \
             --hash-seed 0xff --mode bulk"
        );
    }
}
