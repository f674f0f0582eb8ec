//! `bitperft split`: write work units and a manifest (`--stats`: of a statistics run), or
//! (`--unique`) count unique positions per ply.

use super::perft::check_depth;
use crate::args::PositionArgs;
use crate::cluster::create::{SplitSpec, create};
use crate::cluster::enumerate::{MAX_PLY, stats as ply_stats};
use crate::cluster::{Manifest, SplitError, SplitErrorKind};
use crate::error::CliError;
use crate::game::{CliGame, resolve};
use crate::output::{json_line, ms, outln};
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

/// The deepest ply listed by `--unique` when `--ply` is not given.
const DEFAULT_UNIQUE_PLY: u32 = 4;

impl From<SplitError> for CliError {
    fn from(e: SplitError) -> CliError {
        CliError {
            code: if e.kind == SplitErrorKind::Input {
                2
            } else {
                1
            },
            message: e.message,
        }
    }
}

/// The arguments of `split`.
pub struct SplitArgs<'a> {
    pub depth: Option<u32>,
    pub pos: &'a PositionArgs,
    pub ply: Option<u32>,
    pub units: Option<usize>,
    pub out: Option<&'a Path>,
    /// `--stats`: a statistics run.
    pub stats: bool,
    /// `--unique`: print unique positions per ply instead of splitting.
    pub unique: bool,
    pub json: bool,
}

#[derive(Serialize)]
struct UniqueRecord {
    ply: u32,
    unique: u64,
    paths: u64,
}

#[derive(Serialize)]
struct SplitRecord<'a> {
    split_id: &'a str,
    dir: &'a str,
    root_fen: &'a str,
    variant: &'a str,
    depth: u32,
    ply: u32,
    units: usize,
    stats: bool,
    positions: u64,
    paths: u64,
    ms: f64,
}

fn check_ply(ply: u32, depth: Option<u32>) -> Result<(), CliError> {
    let max = depth.map_or(MAX_PLY, |d| d.min(MAX_PLY));
    if ply == 0 || ply > max {
        return Err(CliError::input(format!(
            "--ply {ply} is out of range: give 1 to {max}{}",
            match depth {
                Some(d) if d <= MAX_PLY => format!(" (the depth, {d})"),
                _ => " (deeper plies have too many unique positions to hold in memory)".into(),
            }
        )));
    }
    Ok(())
}

/// Runs `bitperft split` on the game `--variant` names.
pub fn split(a: SplitArgs) -> Result<(), CliError> {
    let variant = crate::variant::Variant::parse(&a.pos.variant)?;
    if a.stats {
        super::perft::require_chess(variant)?;
    }
    crate::with_game!(variant, "default", |game| run(game, a))
}

/// Runs `bitperft split` on `game`.
fn run<G: CliGame>(game: G, a: SplitArgs) -> Result<(), CliError> {
    if let Some(d) = a.depth {
        check_depth(d)?;
    }
    let root = resolve(game, a.pos)?;
    if a.unique {
        let ply = a.ply.unwrap_or(DEFAULT_UNIQUE_PLY);
        check_ply(ply, a.depth)?;
        let rows = ply_stats(game, &root, ply)?;
        if !a.json {
            outln!("{:>4} {:>14} {:>16}", "ply", "unique", "paths");
        }
        for r in rows {
            if a.json {
                json_line(&UniqueRecord {
                    ply: r.ply,
                    unique: r.unique,
                    paths: r.paths,
                });
            } else {
                outln!("{:>4} {:>14} {:>16}", r.ply, r.unique, r.paths);
            }
        }
        return Ok(());
    }
    // clap requires these without --unique.
    let (Some(depth), Some(ply), Some(units), Some(out)) = (a.depth, a.ply, a.units, a.out) else {
        return Err(CliError::input(
            "split needs DEPTH, --ply K, --units N and --out DIR (or --unique)",
        ));
    };
    check_ply(ply, Some(depth))?;
    if a.stats && ply == depth {
        return Err(CliError::input(format!(
            "--ply {ply} with --stats: give a ply below the depth ({depth}); leaf statistics \
             classify the moves of the last ply, so at least one ply must be counted by work"
        )));
    }
    if units == 0 {
        return Err(CliError::input("--units 0: give at least 1"));
    }
    if Manifest::path(out).exists() {
        return Err(CliError::input(format!(
            "--out {} already holds a split (manifest.json): choose a new directory",
            out.display()
        )));
    }
    if out.exists() && !out.is_dir() {
        return Err(CliError::input(format!(
            "--out {}: not a directory (a file of that name exists): give a directory to create",
            out.display()
        )));
    }
    let t = Instant::now();
    let spec = SplitSpec {
        game,
        root: &root,
        depth,
        ply,
        units,
        stats: a.stats,
        variants_file: crate::variant::file_defining(game.name()),
    };
    // Files that cannot be written are the --out path's fault: bad input, naming the flag.
    let m = create(&spec, out).map_err(|e| match e.kind {
        SplitErrorKind::Io => CliError::input(format!("--out {}: {e}", out.display())),
        _ => CliError::from(e),
    })?;
    let secs = t.elapsed().as_secs_f64();
    if a.json {
        json_line(&SplitRecord {
            split_id: &m.split_id,
            dir: &out.display().to_string(),
            root_fen: &m.root_fen,
            variant: &m.variant,
            depth,
            ply,
            units,
            stats: m.stats,
            positions: m.total_positions,
            paths: m.total_multiplicity,
            ms: ms(secs),
        });
        return Ok(());
    }
    let what = if m.stats { " with statistics" } else { "" };
    outln!(
        "split perft {depth}{what} of {}{} at ply {ply}: {} unique positions ({} paths) into \
         {units} units",
        m.root_fen,
        m.variant_note(),
        m.total_positions,
        m.total_multiplicity
    );
    for u in &m.units {
        outln!(
            "{}: {} positions, multiplicity {}, estimated {:.3e} nodes",
            u.file,
            u.positions,
            u.multiplicity,
            u.estimated_nodes
        );
    }
    outln!(
        "wrote {} (split id {}) in {secs:.3} s",
        Manifest::path(out).display(),
        m.split_id
    );
    Ok(())
}
