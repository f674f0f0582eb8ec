//! `bitperft perft D --checkpoint FILE`: perft one root move at a time, recording each
//! finished subtree in FILE ([`crate::checkpoint`]); a rerun with the same file skips
//! them and gives the same total. SIGINT/SIGTERM stop with exit status 130, the finished root
//! moves kept.

use crate::checkpoint::RootCheckpoint;
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::{CliGame, sorted_moves};
use crate::output::{json_line, ms, nps, perft_line};
use crate::progress::{self, Progress};
use crate::signals;
use serde::Serialize;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

#[derive(Serialize)]
struct Record<'a> {
    fen: &'a str,
    depth: u32,
    nodes: u128,
    ms: f64,
    nps: u64,
    resumed_moves: usize,
    checkpoint: String,
}

/// What the signal watcher needs: the checkpoint so far and whether the run has finished.
struct State {
    ckpt: RootCheckpoint,
    moves: usize,
    finished: bool,
}

fn lock(s: &Mutex<State>) -> MutexGuard<'_, State> {
    s.lock().unwrap_or_else(|p| p.into_inner())
}

/// The checkpoint to continue from: the file's if it matches this run, a new one if there is
/// no file; a file that does not match, or is damaged, is an input error.
fn load<G: CliGame>(
    game: G,
    path: &Path,
    pos: &G::Position,
    depth: u32,
) -> Result<(RootCheckpoint, usize), CliError> {
    let flag = |msg: String| {
        CliError::input(format!(
            "--checkpoint {}: {msg}; use another file, or remove this one to start over",
            path.display()
        ))
    };
    match RootCheckpoint::load(path).map_err(|e| flag(e.message))? {
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
    let (ckpt, resumed) = load(game, path, pos, depth)?;
    // One engine for every root move: its threads split each subtree, and its table (if any)
    // carries over from one root move to the next.
    let engine = engine_opts::start(game, &cfg, json)?;
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
        ckpt.save(path).map_err(CliError::from)?;
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
        let n = engine.perft(&game.play(pos, *m), depth - 1);
        counted += n;
        let mut s = lock(&state);
        s.ckpt.done.push((text.clone(), n));
        s.ckpt.save(path).map_err(CliError::from)?;
        drop(s);
        bar.inc(1);
    }
    let nodes: u128 = {
        let mut s = lock(&state);
        s.finished = true;
        s.ckpt.done.iter().map(|&(_, n)| n).sum()
    };
    drop(watcher);
    bar.finish();
    let secs = t.elapsed().as_secs_f64();
    let fen = game.fen(pos);
    if json {
        json_line(&Record {
            fen: &fen,
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(counted, secs),
            resumed_moves: resumed,
            checkpoint: path.display().to_string(),
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
    Ok(())
}

/// `bitperft perft D --checkpoint FILE` on the game `--variant` names.
pub fn chess(
    depth: u32,
    args: &crate::args::PositionArgs,
    path: &Path,
    json: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    super::perft::check_depth(depth)?;
    let variant = crate::variant::Variant::parse(&args.variant)?;
    crate::with_game!(variant, opts.slider_name()?, |game| {
        let pos = crate::game::resolve(game, args)?;
        perft(game, depth, &pos, path, json, quiet, opts)
    })
}
