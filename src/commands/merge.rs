//! `bitperft merge`: check every unit's result and print the total (a statistics split: and
//! every column, as `perft --stats`); `--verify DIR2` compares two complete runs.

use super::perft::{StatsFields, print_stats};
use crate::cluster::merge::{Difference, MergeReport, merge as merge_split, verify};
use crate::cluster::result::Problem;
use crate::error::CliError;
use crate::output::{json_line, outln};
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct ProblemRecord<'a> {
    unit: usize,
    #[serde(flatten)]
    problem: &'a Problem,
}

#[derive(Serialize)]
struct MergeRecord<'a> {
    dir: String,
    split_id: &'a str,
    root_fen: &'a str,
    variant: &'a str,
    depth: u32,
    ply: u32,
    units: usize,
    positions: u64,
    done_units: usize,
    complete: bool,
    total: Option<u128>,
    done_nodes: u128,
    problems: Vec<ProblemRecord<'a>>,
    /// A statistics split.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    stats: bool,
    /// The statistics total of a complete statistics split.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    stats_total: Option<StatsFields>,
}

#[derive(Serialize)]
struct DifferenceRecord<'a> {
    unit: usize,
    position: usize,
    fen: &'a str,
    first: u128,
    second: u128,
}

#[derive(Serialize)]
struct VerifyRecord<'a> {
    first: MergeRecord<'a>,
    second: MergeRecord<'a>,
    same_split: Option<bool>,
    positions_compared: u64,
    agree: bool,
    differences: Vec<DifferenceRecord<'a>>,
}

fn record<'a>(dir: &Path, r: &'a MergeReport) -> MergeRecord<'a> {
    let m = &r.manifest;
    MergeRecord {
        dir: dir.display().to_string(),
        split_id: &m.split_id,
        root_fen: &m.root_fen,
        variant: &m.variant,
        depth: m.depth,
        ply: m.ply,
        units: m.unit_count,
        positions: m.total_positions,
        done_units: r.done(),
        complete: r.total().is_some(),
        total: r.total(),
        done_nodes: r.done_nodes(),
        problems: r
            .problems()
            .map(|(unit, problem)| ProblemRecord { unit, problem })
            .collect(),
        stats: m.stats,
        stats_total: r.total_stats().map(StatsFields::from),
    }
}

/// Prints the text report of one run; returns the problem summary if it is incomplete.
fn print_text(dir: &Path, r: &MergeReport) -> Option<String> {
    let m = &r.manifest;
    outln!(
        "{}: split {}: perft {} of {}{}, {} positions at ply {} in {} units",
        dir.display(),
        m.split_id,
        m.depth,
        m.root_fen,
        m.variant_note(),
        m.total_positions,
        m.ply,
        m.unit_count
    );
    let bad: Vec<usize> = r.problems().map(|(i, _)| i).collect();
    for (i, p) in r.problems() {
        let kind = serde_json::to_value(p.kind).unwrap_or_default();
        outln!("unit {i}: {}: {}", kind.as_str().unwrap_or("?"), p.reason);
    }
    outln!("{} of {} units done", r.done(), m.unit_count);
    if bad.is_empty() {
        return None;
    }
    let list: Vec<String> = bad.iter().map(usize::to_string).collect();
    Some(format!(
        "{}: {} of {} units missing or unusable: {}",
        dir.display(),
        bad.len(),
        m.unit_count,
        list.join(", ")
    ))
}

fn failed(summaries: Vec<String>) -> CliError {
    CliError {
        code: 1,
        message: summaries.join("\nerror: "),
    }
}

/// Merges the split in `dir` in the game its manifest records.
fn merge_in_its_game(dir: &Path) -> Result<MergeReport, CliError> {
    let variant = crate::variant::of_manifest(&crate::cluster::Manifest::load(dir)?)?;
    Ok(crate::with_game!(variant, "default", |game| merge_split(
        game, dir
    )?))
}

pub fn merge(dir: &Path, against: Option<&Path>, json: bool) -> Result<(), CliError> {
    let first = merge_in_its_game(dir)?;
    let Some(dir2) = against else {
        if json {
            json_line(&record(dir, &first));
            return match first.total() {
                Some(_) => Ok(()),
                None => Err(failed(vec![format!(
                    "{}: {} of {} units missing or unusable",
                    dir.display(),
                    first.manifest.unit_count - first.done(),
                    first.manifest.unit_count
                )])),
            };
        }
        if let Some(summary) = print_text(dir, &first) {
            return Err(failed(vec![summary]));
        }
        outln!("total: {}", first.done_nodes());
        if let Some(s) = first.total_stats() {
            print_stats(&s);
        }
        return Ok(());
    };
    let second = merge_in_its_game(dir2)?;
    let complete = first.total().is_some() && second.total().is_some();
    let v = if complete {
        Some(verify(&first, &second)?)
    } else {
        None
    };
    if json {
        let diffs: &[Difference] = v.as_ref().map_or(&[], |v| &v.differences);
        json_line(&VerifyRecord {
            first: record(dir, &first),
            second: record(dir2, &second),
            same_split: v.as_ref().map(|v| v.same_split),
            positions_compared: v.as_ref().map_or(0, |v| v.positions),
            agree: v.as_ref().is_some_and(|v| v.agree()),
            differences: diffs
                .iter()
                .map(|d| DifferenceRecord {
                    unit: d.unit,
                    position: d.position,
                    fen: &d.fen,
                    first: d.first,
                    second: d.second,
                })
                .collect(),
        });
    }
    let Some(v) = v else {
        let summaries: Vec<String> = if json {
            vec!["both runs must be complete to compare them".to_string()]
        } else {
            [(dir, &first), (dir2, &second)]
                .into_iter()
                .filter_map(|(d, r)| print_text(d, r))
                .collect()
        };
        return Err(failed(summaries));
    };
    if !json {
        if v.same_split {
            for d in &v.differences {
                outln!(
                    "unit {} position {} ({}): {} in {}, {} in {}",
                    d.unit,
                    d.position,
                    d.fen,
                    d.first,
                    dir.display(),
                    d.second,
                    dir2.display()
                );
            }
            outln!(
                "verify: same split {}; {} positions compared, {} differ",
                first.manifest.split_id,
                v.positions,
                v.differences.len()
            );
        } else {
            outln!("verify: different splits of the same perft: totals compared");
        }
        outln!("total: {} in {}", v.first_total, dir.display());
        outln!("total: {} in {}", v.second_total, dir2.display());
    }
    if v.agree() {
        Ok(())
    } else {
        Err(failed(vec![format!(
            "the runs differ: {} position(s), totals {} and {}",
            v.differences.len(),
            v.first_total,
            v.second_total
        )]))
    }
}
