//! `bitperft suite`: run an EPD file and check every count; `--out`/`--resume` keep finished
//! results across kills, and SIGINT/SIGTERM print the partial summary (exit status 130).
//! `--stats` also counts the leaf statistics of every depth with an `S` field and checks each
//! column it names.

use super::perft::{StatsFields, require_chess, stats_engine};
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::CliGame;
use crate::output::{json_line, mnps, ms, nps, outln};
use crate::progress::{self, Progress};
use crate::results_log::{self, Mismatch, ResultRecord, ResultsLog};
use crate::signals;
use crate::variant::Variant;
use bitperft::engine::PerftEngine;
use bitperft::epd::{self, SuiteEntry};
use bitperft::stats::{self, PerftStats};
use serde::Serialize;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

#[derive(Serialize)]
struct ErrorRecord {
    line: usize,
    variant: &'static str,
    error: String,
}

#[derive(Serialize)]
struct Summary {
    summary: bool,
    variant: &'static str,
    passed: u64,
    failed: u64,
    skipped: u64,
    nodes: u128,
    ms: f64,
    nps: u64,
    #[serde(skip_serializing_if = "is_zero")]
    resumed: u64,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    interrupted: bool,
    /// How the last plies were counted (`--mode`).
    mode: &'static str,
    threads: usize,
    hash_mb: usize,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// The flags of `bitperft suite`.
pub struct SuiteArgs<'a> {
    /// The EPD file (default: the bundled suite of the variant).
    pub file: Option<&'a Path>,
    /// `--variant`.
    pub variant: &'a str,
    /// `--max-depth`.
    pub max_depth: Option<u32>,
    /// `--max-nodes`.
    pub max_nodes: Option<u64>,
    /// `--json`.
    pub json: bool,
    /// `--quiet`.
    pub quiet: bool,
    /// `--strict`: reject positions whose check cannot arise in a game.
    pub strict: bool,
    /// `--out`: append each finished result here.
    pub out: Option<&'a Path>,
    /// `--resume`: skip the results already in this file.
    pub resume: Option<&'a Path>,
    /// `--stats`: count the depths with `S` fields with leaf statistics.
    pub stats: bool,
    /// `--threads`, `--hash`, `--sliders` ...
    pub engine: &'a EngineOptions,
}

/// The state shared with the signal watcher: counts so far and the results file.
struct Tally {
    passed: u64,
    failed: u64,
    skipped: u64,
    resumed: u64,
    /// Nodes of every result (resumed ones included).
    nodes: u128,
    /// Nodes counted by this run (for the speed).
    counted: u128,
    /// Checks done, of `planned`.
    done: u64,
    planned: u64,
    start: Instant,
    json: bool,
    log: Option<ResultsLog>,
    /// The game (`--variant`).
    variant: &'static str,
    /// The engine's counting mode, worker threads and table size (for the JSON summary).
    mode: &'static str,
    threads: usize,
    hash_mb: usize,
    /// Set once the final summary is printed: a late signal then changes nothing.
    finished: bool,
}

impl Tally {
    /// Counts and prints one result (and stores it if it was counted now).
    fn record(
        &mut self,
        r: &ResultRecord,
        copy_resumed: bool,
        bar: &Progress,
    ) -> Result<(), CliError> {
        if let Some(log) = self.log.as_mut()
            && (!r.resumed || copy_resumed)
        {
            log.append(r)?;
        }
        self.done += 1;
        self.nodes += r.nodes;
        if r.resumed {
            self.resumed += 1;
        } else {
            self.counted += r.nodes;
        }
        if r.pass {
            self.passed += 1;
        } else {
            self.failed += 1;
        }
        let json = self.json;
        bar.println(|| {
            if json {
                json_line(r);
            } else {
                let verdict = if r.pass { "PASS" } else { "FAIL" };
                let note = if r.resumed { "  (resumed)" } else { "" };
                let stats = match (&r.stats, &r.mismatch) {
                    (_, Some(m)) => {
                        format!(", {}: expected {} got {}", m.column, m.expected, m.got)
                    }
                    (Some(_), None) => ", statistics match".to_string(),
                    (None, None) => String::new(),
                };
                outln!(
                    "{verdict} line {:>4} D{} expected {} got {}{stats}  {}{note}",
                    r.line,
                    r.depth,
                    r.expected,
                    r.nodes,
                    r.fen
                );
            }
        });
        Ok(())
    }

    /// Prints the summary line (text or JSON).
    fn summary(&self, interrupted: bool) {
        let secs = self.start.elapsed().as_secs_f64();
        let (passed, failed, skipped, total) = (self.passed, self.failed, self.skipped, self.nodes);
        if self.json {
            json_line(&Summary {
                summary: true,
                variant: self.variant,
                passed,
                failed,
                skipped,
                nodes: total,
                ms: ms(secs),
                nps: nps(self.counted, secs),
                resumed: self.resumed,
                interrupted,
                mode: self.mode,
                threads: self.threads,
                hash_mb: self.hash_mb,
            });
        } else {
            let resumed = if self.resumed > 0 {
                format!(", {} resumed", self.resumed)
            } else {
                String::new()
            };
            outln!(
                "{passed} passed, {failed} failed ({skipped} skipped{resumed}); {total} nodes in {secs:.3} s ({:.1} Mnps)",
                mnps(self.counted, secs)
            );
        }
    }

    /// On SIGINT/SIGTERM: report what is finished, keep it and exit (the caller holds the
    /// lock, so no later result slips in after the summary). Returns if the run had already
    /// finished.
    fn interrupt(&mut self, bar: &indicatif::ProgressBar) {
        if self.finished {
            return;
        }
        bar.finish_and_clear();
        let kept = match self.log.as_mut() {
            Some(log) => {
                let _ = log.sync();
                format!(
                    "; finished results are in {} (rerun with --resume {0} to continue)",
                    log.path().display()
                )
            }
            None => String::new(),
        };
        eprintln!(
            "interrupted: {} of {} checks done{kept}",
            self.done, self.planned
        );
        self.summary(true);
        signals::exit_interrupted()
    }
}

fn lock(t: &Mutex<Tally>) -> MutexGuard<'_, Tally> {
    // A poisoned lock only means a panic elsewhere; the counts are still the best we have.
    t.lock().unwrap_or_else(|p| p.into_inner())
}

/// Leaf statistics at a depth, for `suite --stats`.
type StatsCounter<'a, P> = &'a dyn Fn(&P, u32) -> PerftStats;

/// Runs `bitperft suite` on the game `--variant` names.
pub fn suite(a: SuiteArgs) -> Result<(), CliError> {
    let variant = Variant::parse(a.variant)?;
    if a.stats {
        require_chess(variant)?;
        a.engine.require_fast("--stats")?;
        // One engine for both kinds of depth: plain counts on its threads, statistics through
        // the statistics table of --hash.
        let (engine, table) = stats_engine(a.engine, a.json)?;
        let count = |p: &bitperft::Position, d: u32| {
            stats::engine_perft_stats(&engine, p, d, table.as_ref())
        };
        let count: StatsCounter<'_, bitperft::Position> = &count;
        return run(engine.game(), variant, &engine, Some(count), a);
    }
    crate::with_game!(variant, options a.engine, |game| {
        let engine = engine_opts::start(game, &a.engine.config()?, a.json)?;
        run(game, variant, &engine, None, a)
    })
}

/// One check: perft(`depth`) of `entry` through `engine`, or its statistics through
/// `stats` where the line has an `S` field for the depth (compared column by column).
fn check<G: CliGame>(
    engine: &PerftEngine<G>,
    stats: Option<StatsCounter<'_, G::Position>>,
    entry: &SuiteEntry<G::Position>,
    depth: u32,
    expected: u64,
) -> ResultRecord {
    let t = Instant::now();
    let (nodes, stats, mismatch) = match (stats, entry.stats_at(depth)) {
        (Some(count), Some(columns)) => {
            let s = count(&entry.position, depth);
            let mismatch = Mismatch::first(columns, &s);
            (u128::from(s.nodes), Some(StatsFields::from(s)), mismatch)
        }
        _ => (engine.perft(&entry.position, depth), None, None),
    };
    let secs = t.elapsed().as_secs_f64();
    ResultRecord {
        line: entry.line,
        fen: entry.fen.clone(),
        variant: engine.game().name().to_string(),
        depth,
        expected,
        nodes,
        pass: nodes == u128::from(expected) && mismatch.is_none(),
        ms: ms(secs),
        nps: nps(nodes, secs),
        resumed: false,
        stats,
        mismatch,
    }
}

/// Runs a suite of `game` through `engine` (`stats`: the statistics counter of `--stats`):
/// every depth of every line, a bar on stderr, a summary; exit 1 on a failed count, 2 if a
/// line could not be used (and no count failed), 130 on SIGINT/SIGTERM.
fn run<G: CliGame>(
    game: G,
    variant: Variant,
    engine: &PerftEngine<G>,
    stats: Option<StatsCounter<'_, G::Position>>,
    a: SuiteArgs,
) -> Result<(), CliError> {
    let (name, text) = match a.file {
        Some(p) if p.as_os_str() == "-" => ("-".to_string(), read_stdin()?),
        Some(p) => (
            p.display().to_string(),
            std::fs::read_to_string(p).map_err(|e| {
                CliError::input(format!("cannot read suite file '{}': {e}", p.display()))
            })?,
        ),
        None => {
            let (name, text) = crate::variant::require_bundled_suite(variant)?;
            (name.to_string(), text.to_string())
        }
    };
    let (entries, errors) = epd::parse_with(&text, |fen| game.read_fen(fen, a.strict));
    if entries.is_empty() && errors.is_empty() {
        return Err(CliError::input(format!(
            "suite file '{name}' has no positions"
        )));
    }
    let (log, finished, log_is_resume) = results_log::open(a.out, a.resume)?;
    for e in &errors {
        if a.json {
            json_line(&ErrorRecord {
                line: e.line,
                variant: variant.name(),
                error: e.to_string(),
            });
        } else {
            outln!("ERROR {e}");
        }
    }
    let skip = |depth: u32, expected: u64| {
        a.max_depth.is_some_and(|d| depth > d) || a.max_nodes.is_some_and(|n| expected > n)
    };
    let checks = || {
        entries
            .iter()
            .flat_map(|e| e.expected.iter())
            .filter(|&&(d, n)| !skip(d, n))
    };
    // A run that checks nothing is not a pass.
    if checks().next().is_none() && !entries.is_empty() {
        let limits: Vec<String> = [
            a.max_depth.map(|d| format!("--max-depth {d}")),
            a.max_nodes.map(|n| format!("--max-nodes {n}")),
        ]
        .into_iter()
        .flatten()
        .collect();
        return Err(CliError::input(if limits.is_empty() {
            format!("suite file '{name}' has no counts to check (no ;D<depth> <nodes> fields)")
        } else {
            format!(
                "{} skips every count of '{name}': nothing would be checked; raise the limit",
                limits.join(" and ")
            )
        }));
    }
    // The bar runs over the expected node total, so its speed and ETA are in nodes.
    let bar = Progress::suite(checks().map(|&(_, n)| n).sum(), progress::enabled(a.quiet));
    // One engine (threads and table) for the whole suite: table keys cover the whole position,
    // so entries stay valid from one line to the next.
    let hash_mb = match stats {
        Some(_) => a.engine.hash,
        None => engine.hash_bytes() >> 20,
    };
    let tally = Arc::new(Mutex::new(Tally {
        passed: 0,
        failed: errors.len() as u64,
        skipped: 0,
        resumed: 0,
        nodes: 0,
        counted: 0,
        done: 0,
        planned: checks().count() as u64,
        start: Instant::now(),
        json: a.json,
        log,
        variant: variant.name(),
        mode: engine.game().mode().name(),
        threads: engine.threads(),
        hash_mb,
        finished: false,
    }));
    let watcher = {
        let (tally, bar) = (Arc::clone(&tally), bar.handle());
        signals::watch(move || lock(&tally).interrupt(&bar))?
    };
    for (done, entry) in entries.iter().enumerate() {
        bar.message(format!("position {}/{}", done + 1, entries.len()));
        for &(depth, expected) in &entry.expected {
            if skip(depth, expected) {
                lock(&tally).skipped += 1;
                continue;
            }
            // A result without statistics is counted again where statistics are wanted.
            let wants_stats = stats.is_some() && entry.stats_at(depth).is_some();
            let old = finished
                .get(&(variant.name().to_string(), entry.fen.clone(), depth))
                .filter(|old| !wants_stats || old.stats.is_some());
            let record = match old {
                Some(old) => {
                    let mismatch = resumed_mismatch(old, entry, depth, wants_stats);
                    ResultRecord {
                        line: entry.line,
                        expected,
                        pass: old.nodes == u128::from(expected) && mismatch.is_none(),
                        resumed: true,
                        mismatch,
                        ..old.clone()
                    }
                }
                None => check(engine, stats, entry, depth, expected),
            };
            bar.inc(expected);
            lock(&tally).record(&record, !log_is_resume, &bar)?;
        }
    }
    let failed_counts = {
        let mut t = lock(&tally);
        if let Some(log) = t.log.as_mut() {
            log.sync()?;
        }
        t.finished = true;
        bar.finish();
        t.summary(false);
        t.failed > errors.len() as u64
    };
    drop(watcher);
    if failed_counts {
        return Err(CliError {
            code: 1,
            message: String::new(),
        });
    }
    if !errors.is_empty() {
        let lines: Vec<String> = errors.iter().map(|e| e.line.to_string()).collect();
        let (what, which) = match lines.len() {
            1 => ("1 line".to_string(), "line"),
            n => (format!("{n} lines"), "lines"),
        };
        return Err(CliError::input(format!(
            "suite file '{name}': {what} could not be used ({which} {}); see the ERROR lines",
            lines.join(", ")
        )));
    }
    Ok(())
}

/// The suite given as `-`: all of standard input.
fn read_stdin() -> Result<String, CliError> {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin().lock(), &mut text)
        .map_err(|e| CliError::input(format!("cannot read the suite from standard input: {e}")))?;
    Ok(text)
}

/// The first statistics column of `entry`'s `S<depth>` field that a resumed result's
/// statistics contradict (none unless `wants_stats`).
fn resumed_mismatch<P>(
    old: &ResultRecord,
    entry: &SuiteEntry<P>,
    depth: u32,
    wants_stats: bool,
) -> Option<Mismatch> {
    let (true, Some(fields), Some(columns)) = (wants_stats, &old.stats, entry.stats_at(depth))
    else {
        return None;
    };
    let nodes = u64::try_from(old.nodes).unwrap_or(u64::MAX);
    Mismatch::first(columns, &fields.to_stats(nodes))
}
