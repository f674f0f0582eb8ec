//! [`bisect`]: the walk down the divide tree. Each step is one engine divide and one bitperft
//! divide of the same position at the same depth (bitperft counts while the engine runs); a
//! step whose move lists differ is the answer, else the walk goes one ply down into the
//! differing move with the smallest subtree, until depth 1. So a run costs one engine call per
//! level at most, whatever the depth.

use super::compare::{Comparison, Differing, compare};
use super::{Engine, Query};
use bitperft::Game;
use bitperft::engine::PerftEngine;
use serde::Serialize;

/// Where the engine's tree starts: the position sent with every step (None: `startpos`) and the
/// moves played before the walk's own.
#[derive(Clone, Debug)]
pub struct Base {
    /// The FEN sent (None: the start position).
    pub fen: Option<String>,
    /// The `--moves` played from it, in bitperft's UCI names.
    pub moves: Vec<String>,
}

/// One engine call of the walk, as reported.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// Depth of this divide.
    pub depth: u32,
    /// The moves from the walk's root to the position divided.
    pub path: Vec<String>,
    /// bitperft's legal moves there.
    pub moves: usize,
    /// bitperft's total.
    pub bitperft: u128,
    /// The sum of the engine's move lines.
    pub engine: u128,
    /// Legal moves the engine did not list.
    pub missing: usize,
    /// Moves the engine listed that are not legal (or listed again).
    pub extra: usize,
    /// How many moves both list with different counts.
    pub differing: usize,
    /// The move the walk goes down next (smallest subtree first).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<Differing>,
}

/// What is wrong in the faulty position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The engine's move list differs from the legal moves (see the comparison's missing,
    /// extra and repeated moves).
    Moves,
    /// At depth 1 the move lists agree but these counts differ.
    Counts(Vec<Differing>),
    /// Every move's count agrees but the engine's total line does not.
    Total {
        /// The total line's count.
        printed: u128,
    },
    /// The engine's count for `mv` here disagrees with its own divide one ply down, which
    /// agrees with bitperft.
    Inconsistent {
        /// The move.
        mv: Differing,
        /// The total of the engine's divide after the move.
        below: u128,
    },
}

/// The faulty position and what is wrong there.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The moves from the walk's root to the position.
    pub path: Vec<String>,
    /// Its FEN.
    pub fen: String,
    /// The depth the engine was asked for there.
    pub depth: u32,
    /// The comparison of the step there.
    pub comparison: Comparison,
    /// What is wrong.
    pub fault: Fault,
}

/// How a walk ended.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Every engine call, in order.
    pub steps: Vec<Step>,
    /// None if the engine agreed with bitperft at the root.
    pub finding: Option<Finding>,
}

/// The faulty position's parent, kept while the walk is one ply below it.
struct Parent {
    path: Vec<String>,
    fen: String,
    depth: u32,
    comparison: Comparison,
    mv: Differing,
}

/// Walks from `root` (the position after `base`'s moves) at `depth`, comparing `engine` with
/// bitperft's counts from `counter`; `on_step` sees each step as it ends. Errors name the step
/// and what was sent.
pub fn bisect<G: Game>(
    counter: &PerftEngine<G>,
    engine: &mut dyn Engine,
    base: &Base,
    root: &G::Position,
    depth: u32,
    mut on_step: impl FnMut(&Step),
) -> Result<Outcome, String> {
    let game = counter.game();
    let mut steps = Vec::new();
    let mut pos = root.clone();
    let mut path: Vec<String> = Vec::new();
    let mut depth = depth;
    let mut parent: Option<Parent> = None;
    loop {
        let moves: Vec<String> = base.moves.iter().chain(&path).cloned().collect();
        let number = steps.len() + 1;
        let at_step = |sent: &str, e: String| format!("step {number} ({sent}): {e}");
        let query = Query {
            fen: base.fen.as_deref(),
            moves: &moves,
            depth,
        };
        engine
            .start(&query)
            .map_err(|e| at_step(engine.sent(), e))?;
        let ours = counter.divide(&pos, depth);
        let reply = engine.finish().map_err(|e| at_step(engine.sent(), e))?;
        let comparison =
            compare(game, &pos, &ours, &reply).map_err(|e| at_step(engine.sent(), e))?;
        let descend = (!comparison.moves_differ() && depth > 1)
            .then(|| comparison.differing.first().cloned())
            .flatten();
        let step = Step {
            depth,
            path: path.clone(),
            moves: comparison.moves,
            bitperft: comparison.bitperft,
            engine: comparison.engine,
            missing: comparison.missing.len(),
            extra: comparison.extra.len() + comparison.repeated.len(),
            differing: comparison.differing.len(),
            next: descend.clone(),
        };
        on_step(&step);
        steps.push(step);
        if let Some(mv) = descend {
            let m = game
                .parse_uci(&pos, &mv.name)
                .map_err(|e| at_step(engine.sent(), e.to_string()))?;
            let child = game.play(&pos, m);
            parent = Some(Parent {
                path: path.clone(),
                fen: game.fen(&pos),
                depth,
                comparison,
                mv: mv.clone(),
            });
            path.push(mv.name);
            pos = child;
            depth -= 1;
            continue;
        }
        let here = |comparison: Comparison, fault: Fault| Finding {
            path: path.clone(),
            fen: game.fen(&pos),
            depth,
            comparison,
            fault,
        };
        let finding = if comparison.moves_differ() {
            Some(here(comparison, Fault::Moves))
        } else if !comparison.differing.is_empty() {
            let counts = comparison.differing.clone();
            Some(here(comparison, Fault::Counts(counts)))
        } else if let Some(p) = parent {
            Some(Finding {
                path: p.path,
                fen: p.fen,
                depth: p.depth,
                comparison: p.comparison,
                fault: Fault::Inconsistent {
                    mv: p.mv,
                    below: comparison.engine,
                },
            })
        } else {
            match comparison.engine_total {
                Some(printed) if printed != comparison.bitperft => {
                    Some(here(comparison, Fault::Total { printed }))
                }
                _ => None,
            }
        };
        return Ok(Outcome { steps, finding });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debug::reply::{MoveLine, Reply};
    use bitperft::engine::EngineConfig;
    use bitperft::{Chess, Position};

    /// An engine whose answers come from a function of the query.
    struct Scripted<F> {
        answer: F,
        pending: Option<Reply>,
    }

    impl<F: FnMut(&Query) -> Reply> Engine for Scripted<F> {
        fn start(&mut self, query: &Query) -> Result<(), String> {
            self.pending = Some((self.answer)(query));
            Ok(())
        }

        fn finish(&mut self) -> Result<Reply, String> {
            self.pending
                .take()
                .ok_or_else(|| "nothing started".to_string())
        }

        fn sent(&self) -> &str {
            "scripted"
        }
    }

    fn at(fen: &str, moves: &[String]) -> Position {
        let p = Position::from_fen(fen).unwrap();
        p.play_uci(moves.iter().map(String::as_str)).unwrap()
    }

    /// bitperft's own divide as an engine would print it.
    fn honest(fen: &str, q: &Query) -> Reply {
        let p = at(fen, q.moves);
        let moves: Vec<MoveLine> = bitperft::engine::divide(Chess::default(), &p, q.depth)
            .into_iter()
            .enumerate()
            .map(|(i, (m, n))| MoveLine {
                number: i + 1,
                text: String::new(),
                name: p.uci(m),
                count: u128::from(n),
            })
            .collect();
        let total = moves.iter().map(|m| m.count).sum();
        Reply {
            moves,
            total: Some(total),
        }
    }

    fn run(fen: &str, depth: u32, answer: impl FnMut(&Query) -> Reply) -> Outcome {
        let counter = PerftEngine::new(Chess::default(), &EngineConfig::serial()).unwrap();
        let mut engine = Scripted {
            answer,
            pending: None,
        };
        let base = Base {
            fen: Some(fen.to_string()),
            moves: Vec::new(),
        };
        let root = Position::from_fen(fen).unwrap();
        let mut seen = 0;
        let outcome = bisect(&counter, &mut engine, &base, &root, depth, |_| seen += 1).unwrap();
        assert_eq!(seen, outcome.steps.len());
        outcome
    }

    fn count_of<'a>(reply: &'a mut Reply, name: &str) -> &'a mut u128 {
        &mut reply
            .moves
            .iter_mut()
            .find(|m| m.name == name)
            .unwrap()
            .count
    }

    /// perf-suites/standard.epd line 14: D1 26, D2 568, D3 13744, D4 314346.
    const ROOKS: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    #[test]
    fn an_honest_engine_agrees_in_one_call() {
        let o = run(ROOKS, 3, |q| honest(ROOKS, q));
        assert!(o.finding.is_none());
        assert_eq!(o.steps.len(), 1);
        assert_eq!(o.steps[0].bitperft, 13_744);
    }

    #[test]
    fn a_move_dropped_deep_down_is_found_with_one_call_per_level() {
        // The engine never plays e8c8 after a1b1 h8h7 b1a1: every count above it is smaller.
        let bug: Vec<String> = ["a1b1", "h8h7", "b1a1"].map(String::from).to_vec();
        let o = run(ROOKS, 4, |q| {
            let mut reply = honest(ROOKS, q);
            if q.moves == bug.as_slice() {
                reply.moves.retain(|m| m.name != "e8c8");
            } else if bug.starts_with(q.moves) {
                let mut below = bug.clone();
                below.push("e8c8".to_string());
                let k = (bug.len() - q.moves.len()) as u32;
                let lost = Chess::default().perft(&at(ROOKS, &below), q.depth - k - 1);
                *count_of(&mut reply, &bug[q.moves.len()]) -= u128::from(lost);
            }
            reply
        });
        let f = o.finding.unwrap();
        assert_eq!(f.path, bug);
        assert_eq!(f.depth, 1);
        assert_eq!(f.fault, Fault::Moves);
        assert_eq!(f.comparison.missing, ["e8c8"]);
        assert!(f.comparison.extra.is_empty());
        assert_eq!(f.fen, at(ROOKS, &bug).to_fen());
        assert_eq!(o.steps.len(), 4);
        assert_eq!(o.steps[0].next.as_ref().unwrap().name, "a1b1");
    }

    #[test]
    fn a_count_at_depth_one() {
        let o = run(ROOKS, 1, |q| {
            let mut reply = honest(ROOKS, q);
            *count_of(&mut reply, "e1c1") = 2;
            reply
        });
        let f = o.finding.unwrap();
        let Fault::Counts(counts) = f.fault else {
            panic!("{:?}", f.fault)
        };
        assert_eq!(counts.len(), 1);
        assert_eq!((counts[0].bitperft, counts[0].engine), (1, 2));
        assert!(f.path.is_empty());
    }

    #[test]
    fn an_engine_that_disagrees_with_itself() {
        let o = run(ROOKS, 2, |q| {
            let mut reply = honest(ROOKS, q);
            if q.moves.is_empty() {
                *count_of(&mut reply, "e1g1") += 3;
            }
            reply
        });
        assert_eq!(o.steps.len(), 2);
        let f = o.finding.unwrap();
        assert!(f.path.is_empty());
        assert_eq!(f.depth, 2);
        let Fault::Inconsistent { mv, below } = f.fault else {
            panic!("{:?}", f.fault)
        };
        assert_eq!(mv.name, "e1g1");
        assert_eq!(mv.engine, mv.bitperft + 3);
        assert_eq!(below, mv.bitperft);
    }

    #[test]
    fn a_wrong_total_line() {
        let o = run(ROOKS, 2, |q| {
            let mut reply = honest(ROOKS, q);
            reply.total = Some(1);
            reply
        });
        let f = o.finding.unwrap();
        assert_eq!(f.fault, Fault::Total { printed: 1 });
        assert_eq!(f.comparison.engine, 568);
    }
}
