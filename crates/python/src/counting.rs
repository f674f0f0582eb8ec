//! `perft`, `divide` and `stats`: counts on the engine's threads, with the GIL released and
//! Ctrl-C honoured ([`count_interruptibly`]).

use crate::erased::{self, AnyPosition};
use crate::error::InputError;
use crate::interrupt::count_interruptibly;
use crate::options;
use crate::position::resolve;
use crate::variants_file;
use bitperft::engine::Mode;
use bitperft::stat_columns::NAMES;
use bitperft::stats::{PerftStats, StatsTable, perft_stats_hashed, perft_stats_on};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::{Path, PathBuf};

/// The position and engine settings every count takes.
struct Request {
    pos: Box<dyn AnyPosition>,
    depth: u32,
    cfg: bitperft::engine::EngineConfig,
    mode: Mode,
}

impl Request {
    /// Checks and reads the common arguments.
    fn new(
        depth: i64,
        fen: Option<&Bound<'_, PyAny>>,
        variant: Option<&str>,
        variants_file: Option<&Path>,
        threads: Option<i64>,
        hash_mb: i64,
        mode: &str,
    ) -> PyResult<Request> {
        let depth = options::depth(depth)?;
        if let Some(path) = variants_file {
            variants_file::load(path, "variants_file")?;
        }
        let pos = resolve(fen, variant)?;
        let (cfg, mode) = options::engine(threads, hash_mb, mode)?;
        Ok(Request {
            pos,
            depth,
            cfg,
            mode,
        })
    }
}

/// perft(depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast") -> int
///
/// The number of leaf nodes `depth` plies below the position: `fen` is a FEN, a
/// bitperft.Position or any object with a `.fen()` method (default: the start position of
/// `variant`, "chess" unless `fen` carries one). `threads`: worker threads (default: every
/// logical core); `variants_file`: a variants.ini file to read first (as load_variants);
/// `hash_mb`: a transposition table of that many MiB (0: none); `mode`: "fast",
/// "bulk" or "make" (the same counts, different work). Releases the GIL; Ctrl-C stops it and
/// raises KeyboardInterrupt. Bad input raises ValueError.
#[pyfunction]
// The Python signature's keyword arguments, one parameter each.
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast"))]
pub fn perft(
    py: Python<'_>,
    depth: i64,
    fen: Option<&Bound<'_, PyAny>>,
    variant: Option<&str>,
    variants_file: Option<PathBuf>,
    threads: Option<i64>,
    hash_mb: i64,
    mode: &str,
) -> PyResult<u128> {
    let r = Request::new(
        depth,
        fen,
        variant,
        variants_file.as_deref(),
        threads,
        hash_mb,
        mode,
    )?;
    let engine = r.pos.engine(&r.cfg, r.mode)?;
    count_interruptibly(py, |stop| engine.perft(&*r.pos, r.depth, stop))
}

/// divide(depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast") -> dict
///
/// perft split by root move: {uci move: leaf nodes below it}, sorted by move text; the values
/// add up to perft(depth, ...). Arguments as for perft.
#[pyfunction]
// The Python signature's keyword arguments, one parameter each.
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast"))]
pub fn divide<'py>(
    py: Python<'py>,
    depth: i64,
    fen: Option<&Bound<'py, PyAny>>,
    variant: Option<&str>,
    variants_file: Option<PathBuf>,
    threads: Option<i64>,
    hash_mb: i64,
    mode: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let r = Request::new(
        depth,
        fen,
        variant,
        variants_file.as_deref(),
        threads,
        hash_mb,
        mode,
    )?;
    let engine = r.pos.engine(&r.cfg, r.mode)?;
    let mut rows = count_interruptibly(py, |stop| engine.divide(&*r.pos, r.depth, stop))?;
    rows.sort();
    let out = PyDict::new(py);
    for (uci, n) in rows {
        out.set_item(uci, n)?;
    }
    Ok(out)
}

/// stats(depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast") -> dict
///
/// Leaf statistics of a chess perft: {"nodes": ..., then every column of docs/stats.md by
/// its name: "captures", "en_passant", "castles", "promotions", "checks",
/// "discovered_checks", "double_checks", "checkmates", and The Grand Chess Tree's
/// "enpassants", "direct_checks", ..., "total_mates"}. Chess only, mode "fast" only;
/// `hash_mb` sizes a statistics table.
#[pyfunction]
// The Python signature's keyword arguments, one parameter each.
#[allow(clippy::too_many_arguments)]
#[pyo3(signature = (depth, fen=None, *, variant=None, variants_file=None, threads=None, hash_mb=0, mode="fast"))]
pub fn stats<'py>(
    py: Python<'py>,
    depth: i64,
    fen: Option<&Bound<'py, PyAny>>,
    variant: Option<&str>,
    variants_file: Option<PathBuf>,
    threads: Option<i64>,
    hash_mb: i64,
    mode: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let mut r = Request::new(
        depth,
        fen,
        variant,
        variants_file.as_deref(),
        threads,
        hash_mb,
        mode,
    )?;
    let Some(pos) = erased::chess_position(&*r.pos) else {
        return Err(InputError::new(format!(
            "stats counts chess leaf statistics: it takes no variant {}",
            r.pos.variant()
        ))
        .into());
    };
    if r.mode != Mode::Fast {
        return Err(InputError::new(format!(
            "mode {}: stats counts one way only (leave mode out, or give fast)",
            r.mode
        ))
        .into());
    }
    // The statistics have a table of their own; the engine's (node counts) stays off.
    let table = match std::mem::take(&mut r.cfg.hash_mb) {
        0 => None,
        mb => Some(
            StatsTable::with_seed(mb, r.cfg.hash_seed)
                .map_err(|e| InputError::new(format!("hash_mb {mb}: {e}")))?,
        ),
    };
    let chess = bitperft::Chess::default();
    let engine = options::start(chess, &r.cfg)?;
    let depth = r.depth;
    let rows = count_interruptibly(py, |stop| {
        engine.tally_until(pos, depth, false, stop, |p, d| match &table {
            Some(t) => perft_stats_hashed(chess, p, d, t),
            None => perft_stats_on(chess, p, d),
        })
    })?;
    let s: PerftStats = rows.into_iter().map(|(_, s)| s).sum();
    let out = PyDict::new(py);
    out.set_item("nodes", s.nodes)?;
    for (name, column) in NAMES {
        out.set_item(name, column.of(&s))?;
    }
    Ok(out)
}

/// variants() -> list[str]
///
/// Every variant name `variant=` takes, chess first (aliases such as "standard" and "koth" are
/// accepted too).
#[pyfunction]
pub fn variants() -> Vec<&'static str> {
    games::Variant::names()
}
