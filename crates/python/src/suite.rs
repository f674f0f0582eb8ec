//! `bitperft.suite`: an EPD perft suite (`FEN ;D1 20 ;D2 400 ...`) counted line by line, one
//! result per listed depth, on one engine (threads and table) for the whole file.

use crate::error::InputError;
use crate::interrupt::count_interruptibly;
use crate::options;
use bitperft::Game;
use bitperft::engine::PerftEngine;
use bitperft::epd;
use games::{Variant, with_game};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// One count a suite checks.
struct Check<P> {
    line: usize,
    fen: String,
    position: P,
    depth: u32,
    expected: u64,
}

/// A loaded suite of some game: its checks and the engine that counts them.
trait AnySuite: Send + Sync {
    /// The number of checks.
    fn len(&self) -> usize;
    /// Check `i`: line, FEN as written, depth, expected count.
    fn describe(&self, i: usize) -> (usize, &str, u32, u64);
    /// Counts check `i`; `None` if `stop` was set.
    fn count(&self, i: usize, stop: &AtomicBool) -> Option<u128>;
}

/// A suite of the game `G`.
struct GameSuite<G: Game> {
    engine: PerftEngine<G>,
    checks: Vec<Check<G::Position>>,
}

impl<G: Game> AnySuite for GameSuite<G> {
    fn len(&self) -> usize {
        self.checks.len()
    }

    fn describe(&self, i: usize) -> (usize, &str, u32, u64) {
        let c = &self.checks[i];
        (c.line, &c.fen, c.depth, c.expected)
    }

    fn count(&self, i: usize, stop: &AtomicBool) -> Option<u128> {
        let c = &self.checks[i];
        self.engine.perft_until(&c.position, c.depth, stop)
    }
}

/// The limits on which listed counts are run.
struct Limits {
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
}

impl Limits {
    /// True if the count at `depth`, expected `expected`, is left out.
    fn skips(&self, depth: u32, expected: u64) -> bool {
        self.max_depth.is_some_and(|d| depth > d) || self.max_nodes.is_some_and(|n| expected > n)
    }
}

/// Reads the suite `text` (called `name`) of `variant`; an unreadable line, a file without
/// positions, or limits that leave nothing to check are input errors.
fn load(
    variant: Variant,
    name: &str,
    text: &str,
    limits: &Limits,
    cfg: &bitperft::engine::EngineConfig,
    mode: bitperft::engine::Mode,
) -> Result<Box<dyn AnySuite>, InputError> {
    let suite: Box<dyn AnySuite> = with_game!(variant, "default", |game| {
        let game = game.with_mode(mode).map_err(|e| InputError::new(e.0))?;
        let (entries, errors) = epd::parse_with(text, |fen| game.parse(fen));
        if let Some(e) = errors.first() {
            return Err(InputError::new(format!("suite file '{name}': {e}")));
        }
        if entries.is_empty() {
            return Err(InputError::new(format!(
                "suite file '{name}' has no positions"
            )));
        }
        let checks: Vec<Check<_>> = entries
            .iter()
            .flat_map(|e| {
                e.expected.iter().map(move |&(depth, expected)| Check {
                    line: e.line,
                    fen: e.fen.clone(),
                    position: e.position.clone(),
                    depth,
                    expected,
                })
            })
            .filter(|c| !limits.skips(c.depth, c.expected))
            .collect();
        if checks.is_empty() {
            return Err(InputError::new(format!(
                "the limits skip every count of '{name}': nothing would be checked; raise them"
            )));
        }
        Box::new(GameSuite {
            engine: options::start(game, cfg)?,
            checks,
        })
    });
    Ok(suite)
}

/// The results of a suite, one per listed count, as they are counted.
#[pyclass(module = "bitperft", name = "Suite")]
pub struct Suite {
    suite: Box<dyn AnySuite>,
    next: usize,
}

#[pymethods]
impl Suite {
    /// The suite itself: it is its own iterator.
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next count: {"line", "fen", "depth", "expected", "nodes", "ok", "seconds"}.
    fn __next__<'py>(
        mut slf: PyRefMut<'py, Self>,
        py: Python<'py>,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        let i = slf.next;
        if i >= slf.suite.len() {
            return Ok(None);
        }
        let t = Instant::now();
        let suite = &*slf.suite;
        let nodes = count_interruptibly(py, |stop| suite.count(i, stop))?;
        let seconds = t.elapsed().as_secs_f64();
        let (line, fen, depth, expected) = suite.describe(i);
        let row = PyDict::new(py);
        row.set_item("line", line)?;
        row.set_item("fen", fen)?;
        row.set_item("depth", depth)?;
        row.set_item("expected", expected)?;
        row.set_item("nodes", nodes)?;
        row.set_item("ok", nodes == u128::from(expected))?;
        row.set_item("seconds", seconds)?;
        slf.next += 1;
        Ok(Some(row))
    }

    /// The number of counts the suite runs (after the limits).
    fn __len__(&self) -> usize {
        self.suite.len()
    }
}

/// suite(path, *, variant="chess", max_depth=None, max_nodes=None, threads=None, hash_mb=0,
/// mode="fast") -> Suite
///
/// Runs the EPD perft suite at `path` (lines `FEN ;D1 20 ;D2 400 ...`, `#` comments), FENs
/// read as positions of `variant`: an iterator of one dict per listed count, counted when it
/// is asked for: {"line", "fen", "depth", "expected", "nodes", "ok", "seconds"}. Counts
/// deeper than `max_depth` or expected above `max_nodes` are left out. A file that cannot be
/// read or has a bad line raises ValueError naming it.
#[pyfunction]
#[pyo3(signature = (path, *, variant="chess", max_depth=None, max_nodes=None, threads=None, hash_mb=0, mode="fast"))]
#[allow(clippy::too_many_arguments)]
pub fn suite(
    path: std::path::PathBuf,
    variant: &str,
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
    threads: Option<i64>,
    hash_mb: i64,
    mode: &str,
) -> PyResult<Suite> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(&path)
        .map_err(|e| InputError::new(format!("cannot read suite file '{name}': {e}")))?;
    let (cfg, mode) = options::engine(threads, hash_mb, mode)?;
    let limits = Limits {
        max_depth,
        max_nodes,
    };
    let suite = load(
        options::variant(variant)?,
        &name,
        &text,
        &limits,
        &cfg,
        mode,
    )?;
    Ok(Suite { suite, next: 0 })
}
