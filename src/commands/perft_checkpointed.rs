//! `bitperft perft D --checkpoint FILE` (and `--stats --checkpoint FILE`): perft one root
//! move at a time, recording each finished subtree's count (or leaf statistics) in FILE
//! ([`crate::checkpoint`]); a rerun with the same file skips them and gives the same total.
//! SIGINT/SIGTERM stop with exit status 130, the finished root moves kept.

use super::perft::{StatsFields, print_stats, stats_engine};
use crate::checkpoint::{RootCheckpoint, RootValue};
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::{CliGame, sorted_moves};
use crate::output::{json_line, ms, nps, perft_line};
use crate::progress::{self, Progress};
use crate::signals;
use bitperft::stats::{self, PerftStats};
use bitperft::{Game, Position};
use serde::Serialize;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

#[derive(Serialize)]
struct Record<'a> {
    fen: &'a str,
    /// The game (`--variant`).
    variant: &'a str,
    depth: u32,
    nodes: u128,
    ms: f64,
    nps: u64,
    resumed_moves: usize,
    checkpoint: String,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    stats: Option<StatsFields>,
}

/// What the signal watcher needs: the checkpoint so far and whether the run has finished.
struct State<V> {
    ckpt: RootCheckpoint<V>,
    moves: usize,
    finished: bool,
}

fn lock<V>(s: &Mutex<State<V>>) -> MutexGuard<'_, State<V>> {
    s.lock().unwrap_or_else(|p| p.into_inner())
}

/// The checkpoint to continue from: the file's if it matches this run, a new one if there is
/// no file; a file that does not match (another run, or the other kind), or is damaged, is an
/// input error.
fn load<G: CliGame, V: RootValue>(
    game: G,
    path: &Path,
    pos: &G::Position,
    depth: u32,
) -> Result<(RootCheckpoint<V>, usize), CliError> {
    let flag = |msg: String| {
        CliError::input(format!(
            "--checkpoint {}: {msg}; use another file, or remove this one to start over",
            path.display()
        ))
    };
    match RootCheckpoint::<V>::load(path).map_err(|e| flag(e.message))? {
        None => Ok((RootCheckpoint::new(game, pos, depth), 0)),
        Some(parsed) => {
            let ckpt = parsed.map_err(|e| flag(e.to_string()))?;
            let done = ckpt
                .check_run(game, pos, depth)
                .map_err(|e| flag(e.to_string()))?
                .len();
            Ok((ckpt, done))
        }
    }
}

/// A checkpoint file that cannot be written: bad input naming the flag and the path (exit 2).
fn flag_error(path: &std::path::Path, e: crate::cluster::SplitError) -> CliError {
    CliError::input(format!("--checkpoint {}: {e}", path.display()))
}

/// A finished checkpointed run.
struct Outcome<V> {
    /// The sum over every root move (resumed ones included).
    total: V,
    /// Root moves taken from the file.
    resumed: usize,
    /// Leaf nodes counted by this run.
    counted: u128,
    /// Seconds this run took.
    secs: f64,
}

/// The one checkpointed run loop: `subtree(root move)` for every root move not yet in the file
/// at `path`, each recorded (atomically) as it finishes; SIGINT/SIGTERM exit 130 keeping them.
fn run<G: CliGame, V: RootValue + std::iter::Sum>(
    game: G,
    depth: u32,
    pos: &G::Position,
    path: &Path,
    quiet: bool,
    mut subtree: impl FnMut(G::Move) -> V,
) -> Result<Outcome<V>, CliError> {
    let (ckpt, resumed) = load::<G, V>(game, path, pos, depth)?;
    let moves = sorted_moves(game, pos);
    if resumed > 0 {
        eprintln!(
            "note: --checkpoint {}: resuming with {resumed} of {} root moves done",
            path.display(),
            moves.len()
        );
    }
    let todo: Vec<&(String, G::Move)> = moves
        .iter()
        .filter(|(text, _)| !ckpt.done.iter().any(|(t, _)| t == text))
        .collect();
    if ckpt.done.is_empty() {
        // Written at once, so a mismatching rerun is refused even before the first move ends.
        ckpt.save(path).map_err(|e| flag_error(path, e))?;
    }
    let state = Arc::new(Mutex::new(State {
        ckpt,
        moves: moves.len(),
        finished: false,
    }));
    let bar = Progress::root_moves(moves.len() as u64, depth, progress::enabled(quiet));
    bar.inc(resumed as u64);
    let watcher = {
        let (state, bar, shown) = (Arc::clone(&state), bar.handle(), path.display().to_string());
        signals::watch(move || {
            let s = lock(&state);
            if s.finished {
                return;
            }
            bar.finish_and_clear();
            eprintln!(
                "interrupted: {} of {} root moves done and saved in {shown}; run the same \
                 command again to resume",
                s.ckpt.done.len(),
                s.moves
            );
            // Still holding the lock: no root move is saved after this report.
            signals::exit_interrupted()
        })?
    };
    let t = Instant::now();
    let mut counted: u128 = 0;
    for (text, m) in todo {
        let v = subtree(*m);
        counted += v.nodes();
        let mut s = lock(&state);
        s.ckpt.done.push((text.clone(), v));
        s.ckpt.save(path).map_err(|e| flag_error(path, e))?;
        drop(s);
        bar.inc(1);
    }
    let total: V = {
        let mut s = lock(&state);
        s.finished = true;
        s.ckpt.done.iter().map(|&(_, v)| v).sum()
    };
    drop(watcher);
    bar.finish();
    Ok(Outcome {
        total,
        resumed,
        counted,
        secs: t.elapsed().as_secs_f64(),
    })
}

/// Prints a checkpointed run's result (the position `fen` of the game `variant`): the JSON
/// record or the text perft line, which says how much came from the file.
fn report(
    fen: &str,
    variant: &str,
    depth: u32,
    path: &Path,
    json: bool,
    o: &Outcome<impl RootValue>,
) {
    let (nodes, counted, secs, resumed) = (o.total.nodes(), o.counted, o.secs, o.resumed);
    if json {
        json_line(&Record {
            fen,
            variant,
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(counted, secs),
            resumed_moves: resumed,
            checkpoint: path.display().to_string(),
            stats: None,
        });
    } else {
        // Time and rate cover only this run: a resumed run says so, since its total includes
        // root moves counted before.
        let from_file = if resumed > 0 {
            format!("; {resumed} root moves from the checkpoint, {counted} nodes counted now")
        } else {
            String::new()
        };
        perft_line(depth, nodes, counted, secs, &from_file);
    }
}

/// Runs perft(`depth`) of `pos` with a checkpoint at `path`.
pub fn perft<G: CliGame>(
    game: G,
    depth: u32,
    pos: &G::Position,
    path: &Path,
    json: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let cfg = opts.config()?;
    // One engine for every root move: its threads split each subtree, and its table (if any)
    // carries over from one root move to the next.
    let engine = engine_opts::start(game, &cfg, json)?;
    let o = run(game, depth, pos, path, quiet, |m| {
        engine.perft(&game.play(pos, m), depth - 1)
    })?;
    report(&game.fen(pos), game.name(), depth, path, json, &o);
    Ok(())
}

/// Runs perft(`depth`) of `pos` with leaf statistics and a checkpoint at `path`: each root
/// move's subtree through the engine (threads, `--hash` statistics table) or, on one thread
/// without a table, serially with the `--sliders` backend.
pub fn perft_stats(
    depth: u32,
    pos: &Position,
    path: &Path,
    json: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let (engine, table) = stats_engine(opts, json)?;
    let chess = engine.game();
    let through_engine = engine.threads() > 1 || table.is_some();
    let o = run(chess, depth, pos, path, quiet, |m| {
        if through_engine && depth > 1 {
            stats::engine_perft_stats(&engine, &pos.play_unchecked(m), depth - 1, table.as_ref())
        } else {
            stats::move_stats_on(chess, pos, m, depth)
        }
    })?;
    let fen = chess.fen(pos);
    let total: PerftStats = o.total;
    if json {
        json_line(&Record {
            fen: &fen,
            variant: chess.name(),
            depth,
            nodes: u128::from(total.nodes),
            ms: ms(o.secs),
            nps: nps(o.counted, o.secs),
            resumed_moves: o.resumed,
            checkpoint: path.display().to_string(),
            stats: Some(StatsFields::from(total)),
        });
    } else {
        report(&fen, chess.name(), depth, path, json, &o);
        print_stats(&total);
    }
    Ok(())
}

/// `bitperft perft D --checkpoint FILE [--stats]` on the game `--variant` names (statistics:
/// chess only).
pub fn chess(
    depth: u32,
    args: &crate::args::PositionArgs,
    path: &Path,
    json: bool,
    stats: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    super::perft::check_depth(depth)?;
    let variant = crate::variant::Variant::parse(&args.variant)?;
    if stats {
        super::perft::require_chess(variant)?;
        opts.require_fast("--stats")?;
        let pos = crate::game::resolve(opts.chess()?, args)?;
        return perft_stats(depth, &pos, path, json, quiet, opts);
    }
    crate::with_game!(variant, options opts, |game| {
        let pos = crate::game::resolve(game, args)?;
        perft(game, depth, &pos, path, json, quiet, opts)
    })
}
