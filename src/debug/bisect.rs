//! [`bisect`]: the walk down the divide tree. Each step is one engine divide and one bitperft
//! divide of the same position at the same depth (bitperft counts while the engine runs); a
//! step whose move lists differ is the answer, else the walk goes one ply down into the
//! differing move with the smallest subtree, until depth 1. So a run costs one engine call per
//! level at most, whatever the depth.
//!
//! bitperft is the reference only while it agrees with itself, so every step first checks it
//! against its own counts: the total of its divide against its count for the move into the
//! position in the divide one ply up (numbers the walk has already), and, where the step's
//! count is at most [`MAKE_CHECK_NODES`] and the game has a make mode, against the same count
//! with every leaf played. A step that fails either check ends the walk with
//! [`Fault::SelfInconsistent`], whatever the engine said.

use super::compare::{Comparison, Differing, compare};
use super::counter::Counter;
use super::{Engine, Query};
use bitperft::Game;
use serde::Serialize;

/// The largest count (bitperft's total at a step) that is also counted with every leaf played
/// (`--mode make`): under a second on one core for every game that has the mode, counted
/// while the engine runs. The walk goes down one ply per step, so the steps under the bound
/// cost about as much as the first of them. Depth 1 is never counted again: its count is the
/// legal moves in every mode.
pub const MAKE_CHECK_NODES: u128 = 5_000_000;

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
    /// bitperft's total with every leaf played, where it was counted (depth 2 or more, a total
    /// of at most [`MAKE_CHECK_NODES`], a game with a make mode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub make: Option<u128>,
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
    /// agrees with bitperft (and bitperft agrees with itself).
    Inconsistent {
        /// The move.
        mv: Differing,
        /// The total of the engine's divide after the move.
        below: u128,
    },
    /// bitperft's own counts of this position at this depth disagree: `divide` differs from
    /// `above` or `make`. The engine is not judged.
    SelfInconsistent {
        /// The total of bitperft's divide here (what the engine was compared with).
        divide: u128,
        /// bitperft's count for the move into this position in its divide one ply up; None at
        /// the walk's root.
        above: Option<Above>,
        /// bitperft's count here with every leaf played; None where not counted.
        make: Option<u128>,
    },
}

/// bitperft's count for the move into a position, in the divide of its parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Above {
    /// The parent's FEN (divided at the position's depth + 1).
    pub fen: String,
    /// The move (bitperft's UCI name).
    pub mv: String,
    /// The move's count in that divide.
    pub count: u128,
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
/// bitperft's counts from `counter` and those with each other; `on_step` sees each step as it
/// ends. Errors name the step and what was sent.
pub fn bisect<G: Game>(
    counter: &impl Counter<G>,
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
        let total: u128 = ours.iter().map(|&(_, n)| n).sum();
        let make = if depth > 1 && total <= MAKE_CHECK_NODES {
            counter.make(&pos, depth)
        } else {
            None
        };
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
            make,
        };
        on_step(&step);
        steps.push(step);
        let here = |comparison: Comparison, fault: Fault| Finding {
            path: path.clone(),
            fen: game.fen(&pos),
            depth,
            comparison,
            fault,
        };
        // bitperft before the engine: a count of its own that disagrees leaves no reference.
        let above = parent.as_ref().map(|p| Above {
            fen: p.fen.clone(),
            mv: p.mv.name.clone(),
            count: p.mv.bitperft,
        });
        let divide = comparison.bitperft;
        if above.as_ref().is_some_and(|a| a.count != divide) || make.is_some_and(|m| m != divide) {
            let fault = Fault::SelfInconsistent {
                divide,
                above,
                make,
            };
            return Ok(Outcome {
                steps,
                finding: Some(here(comparison, fault)),
            });
        }
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
    use crate::debug::counter::Bitperft;
    use crate::debug::reply::{MoveLine, Reply};
    use bitperft::engine::{EngineConfig, Mode, PerftEngine};
    use bitperft::{Chess, Position};
    use std::cell::RefCell;

    /// bitperft's real counts, with a count planted wrong where `wrong` says, and no make mode
    /// unless `make`; it logs the depths it counted in make mode.
    struct Planted {
        real: Bitperft<Chess>,
        make: bool,
        /// (FEN, move, added): in the divide of the position with this FEN, the move's count
        /// is `added` too high.
        wrong: Option<(String, &'static str, u128)>,
        made: RefCell<Vec<u32>>,
    }

    impl Planted {
        fn new(make: bool, wrong: Option<(&str, &'static str, u128)>) -> Planted {
            let cfg = EngineConfig::serial();
            let make_game = Chess::default().with_mode(Mode::Make).unwrap();
            Planted {
                real: Bitperft {
                    run: PerftEngine::new(Chess::default(), &cfg).unwrap(),
                    make: Some(PerftEngine::new(make_game, &cfg).unwrap()),
                },
                make,
                wrong: wrong.map(|(fen, m, n)| (fen.to_string(), m, n)),
                made: RefCell::new(Vec::new()),
            }
        }
    }

    impl Counter<Chess> for Planted {
        fn game(&self) -> Chess {
            self.real.game()
        }

        fn divide(&self, pos: &Position, depth: u32) -> Vec<(bitperft::Move, u128)> {
            let mut out = self.real.divide(pos, depth);
            if let Some((fen, name, added)) = &self.wrong
                && pos.to_fen() == *fen
            {
                let (_, n) = out.iter_mut().find(|(m, _)| pos.uci(*m) == *name).unwrap();
                *n += added;
            }
            out
        }

        fn make(&self, pos: &Position, depth: u32) -> Option<u128> {
            if !self.make {
                return None;
            }
            self.made.borrow_mut().push(depth);
            self.real.make(pos, depth)
        }
    }

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
        run_with(&Planted::new(true, None), fen, depth, answer)
    }

    fn run_with(
        counter: &Planted,
        fen: &str,
        depth: u32,
        answer: impl FnMut(&Query) -> Reply,
    ) -> Outcome {
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
        let outcome = bisect(counter, &mut engine, &base, &root, depth, |_| seen += 1).unwrap();
        assert_eq!(seen, outcome.steps.len());
        outcome
    }

    /// The answers of an engine that never plays e8c8 after the moves `bug` (from ROOKS): every
    /// count on the path above it is smaller by what e8c8 would have added.
    fn without_e8c8_after(bug: &[String], q: &Query) -> Reply {
        let mut reply = honest(ROOKS, q);
        if q.moves == bug {
            reply.moves.retain(|m| m.name != "e8c8");
        } else if bug.starts_with(q.moves) {
            let mut below = bug.to_vec();
            below.push("e8c8".to_string());
            let k = (bug.len() - q.moves.len()) as u32;
            let lost = Chess::default().perft(&at(ROOKS, &below), q.depth - k - 1);
            *count_of(&mut reply, &bug[q.moves.len()]) -= u128::from(lost);
        }
        reply
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
        let o = run(ROOKS, 4, |q| without_e8c8_after(&bug, q));
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
        // bitperft checked itself with every leaf played at depth 2 (568 nodes) only.
        assert_eq!(o.steps[0].make, Some(568));
        assert_eq!(o.steps[1].make, None);
    }

    /// An honest engine: what bitperft's real divide says.
    fn honest_rooks(q: &Query) -> Reply {
        honest(ROOKS, q)
    }

    #[test]
    fn bitperft_that_disagrees_with_itself_one_ply_down_is_named() {
        // bitperft counts e1g1 two too high at the root (its count for the subtree, not its
        // divide below: as a wrong fast perft of the child would); the game has no make mode.
        let counter = Planted::new(false, Some((ROOKS, "e1g1", 2)));
        let o = run_with(&counter, ROOKS, 3, honest_rooks);
        assert_eq!(o.steps.len(), 2);
        assert_eq!(o.steps[0].next.as_ref().unwrap().name, "e1g1");
        let f = o.finding.unwrap();
        assert_eq!(f.path, ["e1g1"]);
        assert_eq!(f.depth, 2);
        let child = at(ROOKS, &["e1g1".to_string()]);
        assert_eq!(f.fen, child.to_fen());
        let real = u128::from(Chess::default().perft(&child, 2));
        assert_eq!(
            f.fault,
            Fault::SelfInconsistent {
                divide: real,
                above: Some(Above {
                    fen: ROOKS.to_string(),
                    mv: "e1g1".to_string(),
                    count: real + 2,
                }),
                make: None,
            }
        );
        assert!(counter.made.borrow().is_empty());
    }

    #[test]
    fn bitperft_that_disagrees_with_its_make_mode_is_named_at_once() {
        let counter = Planted::new(true, Some((ROOKS, "e1g1", 2)));
        let o = run_with(&counter, ROOKS, 3, honest_rooks);
        // Published: 13744 at depth 3 (perf-suites/standard.epd line 14).
        assert_eq!(o.steps.len(), 1);
        let f = o.finding.unwrap();
        assert!(f.path.is_empty());
        assert_eq!(f.depth, 3);
        assert_eq!(
            f.fault,
            Fault::SelfInconsistent {
                divide: 13_746,
                above: None,
                make: Some(13_744),
            }
        );
        assert_eq!(o.steps[0].make, Some(13_744));
    }

    #[test]
    fn the_make_check_only_under_the_bound_and_above_depth_one() {
        // The walk of a_move_dropped_deep_down... from depth 5: 7594526 nodes at the root, over
        // the bound; each step below is under it.
        let bug: Vec<String> = ["a1b1", "h8h7", "b1a1"].map(String::from).to_vec();
        let counter = Planted::new(true, None);
        let o = run_with(&counter, ROOKS, 5, |q| without_e8c8_after(&bug, q));
        let f = o.finding.unwrap();
        assert_eq!((f.path, f.depth, f.fault), (bug, 2, Fault::Moves));
        assert_eq!(o.steps[0].bitperft, 7_594_526);
        assert!(o.steps[0].bitperft > MAKE_CHECK_NODES);
        assert_eq!(*counter.made.borrow(), [4, 3, 2]);
        for s in &o.steps {
            assert_eq!(s.make, (s.depth < 5).then_some(s.bitperft), "{s:?}");
        }
        // Depth 1 is not counted again.
        let counter = Planted::new(true, None);
        let o = run_with(&counter, ROOKS, 1, honest_rooks);
        assert!(o.finding.is_none());
        assert!(counter.made.borrow().is_empty());
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
