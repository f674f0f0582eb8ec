//! What `debug` prints: a line per step as the walk goes ([`step_line`]), then the finding or
//! "no difference" ([`summary`]); with `--json`, one object for the whole run ([`Record`]).

use super::bisect::{Fault, Finding, Outcome, Step};
use super::compare::Differing;
use serde::Serialize;

/// The text line of step `number`.
pub fn step_line(number: usize, step: &Step) -> String {
    let after = if step.path.is_empty() {
        String::new()
    } else {
        format!(" after {}", step.path.join(" "))
    };
    let differ = match (step.differing, &step.next) {
        (0, _) => String::new(),
        (k, Some(next)) => format!(
            "; {k} of {} moves differ, next {} (bitperft {}, engine {})",
            step.moves, next.name, next.bitperft, next.engine
        ),
        (k, None) => format!("; {k} of {} moves differ", step.moves),
    };
    let lists = if step.missing + step.extra > 0 {
        format!(
            "; the move lists differ ({} missing, {} extra)",
            step.missing, step.extra
        )
    } else {
        String::new()
    };
    format!(
        "step {number}: depth {}{after}: bitperft {}, engine {}{lists}{differ}",
        step.depth, step.bitperft, step.engine
    )
}

/// `none`, or the names joined by spaces.
fn list(names: &[String]) -> String {
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(" ")
    }
}

/// `e2e4 (bitperft 1, engine 2)`, ...
fn counts(moves: &[Differing]) -> String {
    moves
        .iter()
        .map(|d| format!("{} (bitperft {}, engine {})", d.name, d.bitperft, d.engine))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `N engine call(s)`.
fn calls(n: usize) -> String {
    if n == 1 {
        "1 engine call".to_string()
    } else {
        format!("{n} engine calls")
    }
}

/// The closing lines of a run that went to `depth`.
pub fn summary(outcome: &Outcome, depth: u32) -> Vec<String> {
    let calls = calls(outcome.steps.len());
    let Some(f) = &outcome.finding else {
        let nodes = outcome.steps.first().map_or(0, |s| s.bitperft);
        return vec![format!(
            "no difference at depth {depth} ({nodes} nodes, {calls})"
        )];
    };
    let path = if f.path.is_empty() {
        "none (the root position)".to_string()
    } else {
        f.path.join(" ")
    };
    let mut out = vec![
        format!("difference found at depth {} after {calls}", f.depth),
        format!("path:     {path}"),
        format!("fen:      {}", f.fen),
    ];
    let c = &f.comparison;
    match &f.fault {
        Fault::Moves => {
            out.push(format!("missing:  {}", list(&c.missing)));
            out.push(format!("extra:    {}", list(&c.extra)));
            if !c.repeated.is_empty() {
                out.push(format!("repeated: {}", list(&c.repeated)));
            }
        }
        Fault::Counts(moves) => {
            out.push("missing:  none".to_string());
            out.push("extra:    none".to_string());
            out.push(format!("counts:   {}", counts(moves)));
        }
        Fault::Total { printed } => out.push(format!(
            "total:    the engine printed {printed}, but its moves add up to {} as bitperft's do",
            c.engine
        )),
        Fault::Inconsistent { mv, below } => out.push(format!(
            "move:     {}: the engine counted {} here at depth {}, but its own divide after {} adds up to {below} (bitperft: {})",
            mv.name, mv.engine, f.depth, mv.name, mv.bitperft
        )),
    }
    out.push(format!("engine calls: {}", outcome.steps.len()));
    out
}

/// The `--json` object.
#[derive(Serialize)]
pub struct Record<'a> {
    /// `difference` or `no_difference`.
    result: &'static str,
    /// The depth asked for.
    depth: u32,
    /// The engine's command and protocol.
    engine: &'a str,
    protocol: &'static str,
    /// The walk's root position.
    root_fen: &'a str,
    /// The game (`--variant`).
    variant: &'a str,
    /// bitperft's count at the root.
    nodes: u128,
    engine_calls: usize,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    finding: Option<FindingRecord<'a>>,
    steps: &'a [Step],
}

/// The finding's fields in the JSON object.
#[derive(Serialize)]
struct FindingRecord<'a> {
    /// `moves`, `counts`, `total` or `inconsistent`.
    fault: &'static str,
    path: &'a [String],
    fen: &'a str,
    at_depth: u32,
    missing: &'a [String],
    extra: &'a [String],
    repeated: &'a [String],
    #[serde(skip_serializing_if = "<[Differing]>::is_empty")]
    counts: &'a [Differing],
    #[serde(skip_serializing_if = "Option::is_none")]
    printed_total: Option<u128>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    mv: Option<&'a Differing>,
    #[serde(skip_serializing_if = "Option::is_none")]
    engine_below: Option<u128>,
}

impl<'a> Record<'a> {
    /// The record of `outcome`.
    pub fn new(
        outcome: &'a Outcome,
        depth: u32,
        engine: &'a str,
        protocol: &'static str,
        root_fen: &'a str,
        variant: &'a str,
    ) -> Record<'a> {
        Record {
            result: if outcome.finding.is_some() {
                "difference"
            } else {
                "no_difference"
            },
            depth,
            engine,
            protocol,
            root_fen,
            variant,
            nodes: outcome.steps.first().map_or(0, |s| s.bitperft),
            engine_calls: outcome.steps.len(),
            finding: outcome.finding.as_ref().map(finding_record),
            steps: &outcome.steps,
        }
    }
}

fn finding_record(f: &Finding) -> FindingRecord<'_> {
    let c = &f.comparison;
    let (fault, counts, printed_total, mv, engine_below) = match &f.fault {
        Fault::Moves => ("moves", &[][..], None, None, None),
        Fault::Counts(moves) => ("counts", moves.as_slice(), None, None, None),
        Fault::Total { printed } => ("total", &[][..], Some(*printed), None, None),
        Fault::Inconsistent { mv, below } => {
            ("inconsistent", &[][..], None, Some(mv), Some(*below))
        }
    };
    FindingRecord {
        fault,
        path: &f.path,
        fen: &f.fen,
        at_depth: f.depth,
        missing: &c.missing,
        extra: &c.extra,
        repeated: &c.repeated,
        counts,
        printed_total,
        mv,
        engine_below,
    }
}
