//! What `debug` prints: a line per step as the walk goes ([`step_line`]), then the finding or
//! "no difference" ([`summary`]); with `--json`, one object for the whole run ([`Record`]).
//! Where bitperft disagrees with itself, each of its counts comes with the command that
//! counts it again ([`Rerun`]).

use super::bisect::{Above, Fault, Finding, Outcome, Step};
use super::compare::Differing;
use serde::Serialize;

/// How to count again what the run counted: `bitperft divide D --fen "FEN"` and the flags that
/// choose the game and how the run counts.
#[derive(Clone, Debug, Default)]
pub struct Rerun {
    /// The run's own: `--variant`, `--sliders`, `--threads`, `--hash`, `--hash-seed`,
    /// `--mode` where given (each with a leading space).
    pub flags: String,
    /// The make-mode check's: `--variant`, `--sliders`, `--threads` where given, then
    /// `--mode make`.
    pub make_flags: String,
}

impl Rerun {
    /// The divide of `fen` at `depth` the way the run counts.
    pub fn divide(&self, depth: u32, fen: &str) -> String {
        format!("bitperft divide {depth} --fen \"{fen}\"{}", self.flags)
    }

    /// The divide of `fen` at `depth` with every leaf played.
    pub fn make(&self, depth: u32, fen: &str) -> String {
        format!("bitperft divide {depth} --fen \"{fen}\"{}", self.make_flags)
    }
}

/// One of bitperft's counts of the faulty position, where it disagrees with itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SelfCount {
    /// `divide` (its divide there), `above` (the move's line in the divide one ply up) or
    /// `make` (its divide there with every leaf played).
    pub count: &'static str,
    /// `above`: the move into the position.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    /// The count.
    pub nodes: u128,
    /// The command that prints it (the total, or for `above` the move's line).
    pub command: String,
}

/// bitperft's counts of the position `f` found, each with its command; empty unless `f` is a
/// [`Fault::SelfInconsistent`].
pub fn self_counts(f: &Finding, rerun: &Rerun) -> Vec<SelfCount> {
    let Fault::SelfInconsistent {
        divide,
        above,
        make,
    } = &f.fault
    else {
        return Vec::new();
    };
    let mut out = vec![SelfCount {
        count: "divide",
        mv: None,
        nodes: *divide,
        command: rerun.divide(f.depth, &f.fen),
    }];
    if let Some(Above { fen, mv, count }) = above {
        out.push(SelfCount {
            count: "above",
            mv: Some(mv.clone()),
            nodes: *count,
            command: rerun.divide(f.depth + 1, fen),
        });
    }
    if let Some(n) = make {
        out.push(SelfCount {
            count: "make",
            mv: None,
            nodes: *n,
            command: rerun.make(f.depth, &f.fen),
        });
    }
    out
}

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
pub fn summary(outcome: &Outcome, depth: u32, rerun: &Rerun) -> Vec<String> {
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
    let headline = if matches!(f.fault, Fault::SelfInconsistent { .. }) {
        format!(
            "bitperft disagrees with itself at depth {} after {calls} (the engine is not judged)",
            f.depth
        )
    } else {
        format!("difference found at depth {} after {calls}", f.depth)
    };
    let mut out = vec![
        headline,
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
        Fault::SelfInconsistent { .. } => {
            for c in self_counts(f, rerun) {
                let (label, what) = match (c.count, &c.mv) {
                    ("above", Some(mv)) => ("above:   ", format!("the line {mv} of")),
                    ("make", _) => ("make:    ", "the total of".to_string()),
                    _ => ("divide:  ", "the total of".to_string()),
                };
                out.push(format!("{label} {}, {what} {}", c.nodes, c.command));
            }
        }
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
    /// `moves`, `counts`, `total`, `inconsistent` or `self_inconsistent`.
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
    #[serde(skip_serializing_if = "Vec::is_empty")]
    self_counts: Vec<SelfCount>,
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
        rerun: &Rerun,
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
            finding: outcome.finding.as_ref().map(|f| finding_record(f, rerun)),
            steps: &outcome.steps,
        }
    }
}

fn finding_record<'a>(f: &'a Finding, rerun: &Rerun) -> FindingRecord<'a> {
    let c = &f.comparison;
    let (fault, counts, printed_total, mv, engine_below) = match &f.fault {
        Fault::Moves => ("moves", &[][..], None, None, None),
        Fault::Counts(moves) => ("counts", moves.as_slice(), None, None, None),
        Fault::Total { printed } => ("total", &[][..], Some(*printed), None, None),
        Fault::Inconsistent { mv, below } => {
            ("inconsistent", &[][..], None, Some(mv), Some(*below))
        }
        Fault::SelfInconsistent { .. } => ("self_inconsistent", &[][..], None, None, None),
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
        self_counts: self_counts(f, rerun),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debug::compare::Comparison;

    const ROOT: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const CHILD: &str = "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1";

    fn rerun() -> Rerun {
        Rerun {
            flags: " --variant seirawan --threads 1".to_string(),
            make_flags: " --variant seirawan --threads 1 --mode make".to_string(),
        }
    }

    fn outcome(fault: Fault) -> Outcome {
        Outcome {
            steps: Vec::new(),
            finding: Some(Finding {
                path: vec!["e1g1".to_string()],
                fen: CHILD.to_string(),
                depth: 2,
                comparison: Comparison::default(),
                fault,
            }),
        }
    }

    fn self_inconsistent(make: Option<u128>) -> Fault {
        Fault::SelfInconsistent {
            divide: 1456,
            above: Some(Above {
                fen: ROOT.to_string(),
                mv: "e1g1".to_string(),
                count: 1458,
            }),
            make,
        }
    }

    #[test]
    fn bitperft_that_disagrees_with_itself_is_named_with_each_command() {
        let lines = summary(&outcome(self_inconsistent(Some(1456))), 3, &rerun());
        assert_eq!(
            lines,
            [
                "bitperft disagrees with itself at depth 2 after 0 engine calls (the engine is not judged)",
                "path:     e1g1",
                &format!("fen:      {CHILD}"),
                &format!(
                    "divide:   1456, the total of bitperft divide 2 --fen \"{CHILD}\" --variant seirawan --threads 1"
                ),
                &format!(
                    "above:    1458, the line e1g1 of bitperft divide 3 --fen \"{ROOT}\" --variant seirawan --threads 1"
                ),
                &format!(
                    "make:     1456, the total of bitperft divide 2 --fen \"{CHILD}\" --variant seirawan --threads 1 --mode make"
                ),
                "engine calls: 0",
            ]
        );
        // Without a make-mode count, only the two fast counts.
        let lines = summary(&outcome(self_inconsistent(None)), 3, &rerun());
        assert!(!lines.iter().any(|l| l.starts_with("make:")), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("above:    1458")));
    }

    #[test]
    fn bitperft_that_disagrees_with_itself_in_json() {
        let o = outcome(self_inconsistent(Some(1456)));
        let r = rerun();
        let record = Record::new(&o, 3, "fairy-stockfish", "uci", ROOT, "chess", &r);
        let v: serde_json::Value = serde_json::to_value(&record).unwrap();
        assert_eq!(v["result"], "difference");
        assert_eq!(v["fault"], "self_inconsistent");
        assert_eq!(v["at_depth"], 2);
        assert_eq!(v["fen"], CHILD);
        assert!(
            v.get("move").is_none() && v.get("engine_below").is_none(),
            "{v}"
        );
        let counts = v["self_counts"].as_array().unwrap();
        let fields: Vec<(&str, u64)> = counts
            .iter()
            .map(|c| (c["count"].as_str().unwrap(), c["nodes"].as_u64().unwrap()))
            .collect();
        assert_eq!(fields, [("divide", 1456), ("above", 1458), ("make", 1456)]);
        assert_eq!(counts[1]["move"], "e1g1");
        assert!(counts[0].get("move").is_none());
        assert_eq!(
            counts[2]["command"],
            format!(
                "bitperft divide 2 --fen \"{CHILD}\" --variant seirawan --threads 1 --mode make"
            )
        );
    }

    #[test]
    fn an_inconsistent_engine_keeps_its_wording() {
        let mv = Differing {
            name: "e1g1".to_string(),
            bitperft: 1456,
            engine: 1458,
        };
        let lines = summary(
            &outcome(Fault::Inconsistent { mv, below: 1456 }),
            3,
            &rerun(),
        );
        assert_eq!(lines[0], "difference found at depth 2 after 0 engine calls");
        assert!(lines.contains(
            &"move:     e1g1: the engine counted 1458 here at depth 2, but its own divide after e1g1 adds up to 1456 (bitperft: 1456)"
                .to_string()
        ));
        let o = outcome(Fault::Counts(Vec::new()));
        let v =
            serde_json::to_value(Record::new(&o, 3, "e", "uci", ROOT, "chess", &rerun())).unwrap();
        assert!(v.get("self_counts").is_none(), "{v}");
    }
}
