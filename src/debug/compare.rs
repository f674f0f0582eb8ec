//! [`compare`]: the other engine's divide of a position against bitperft's. Each engine move
//! name is looked up among the legal moves (so `e1g1` and `e1h1` name the same castling, and
//! `a7b8Q` the same promotion as `a7b8q`); a name that is not UCI notation at all is an error
//! citing the engine's line, a well-formed name of no legal move is an extra move.

use super::reply::Reply;
use crate::commands::perftree::lower_promotion;
use bitperft::{Game, MoveError};
use serde::Serialize;
use std::collections::BTreeMap;

/// A move both engines list, with different counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Differing {
    /// The move (bitperft's UCI name).
    #[serde(rename = "move")]
    pub name: String,
    /// bitperft's count.
    pub bitperft: u128,
    /// The engine's count.
    pub engine: u128,
}

impl Differing {
    /// The larger of the two counts: about what a divide under the move costs either program.
    pub fn size(&self) -> u128 {
        self.bitperft.max(self.engine)
    }
}

/// How one engine divide compares with bitperft's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Legal moves the engine did not list (bitperft's names, sorted).
    pub missing: Vec<String>,
    /// Moves the engine listed that are not legal here (its names, in its order).
    pub extra: Vec<String>,
    /// Legal moves the engine listed more than once (its names for the repeats).
    pub repeated: Vec<String>,
    /// Moves both list with different counts, smallest subtree first ([`Differing::size`],
    /// then name).
    pub differing: Vec<Differing>,
    /// bitperft's legal moves.
    pub moves: usize,
    /// bitperft's total.
    pub bitperft: u128,
    /// The sum of the engine's move lines.
    pub engine: u128,
    /// The total line the engine printed.
    pub engine_total: Option<u128>,
}

impl Comparison {
    /// True if the two move lists differ (missing, extra or repeated moves).
    pub fn moves_differ(&self) -> bool {
        !(self.missing.is_empty() && self.extra.is_empty() && self.repeated.is_empty())
    }
}

/// Compares `reply` with `ours` (bitperft's divide of `pos`: each legal move and its count).
pub fn compare<G: Game>(
    game: G,
    pos: &G::Position,
    ours: &[(G::Move, u128)],
    reply: &Reply,
) -> Result<Comparison, String> {
    let ours: BTreeMap<String, u128> = ours.iter().map(|&(m, n)| (game.uci(pos, m), n)).collect();
    let mut seen: BTreeMap<String, u128> = BTreeMap::new();
    let mut c = Comparison {
        moves: ours.len(),
        bitperft: ours.values().sum(),
        engine: reply.sum(),
        engine_total: reply.total,
        ..Comparison::default()
    };
    for line in &reply.moves {
        match game.parse_uci(pos, &lower_promotion(&line.name)) {
            Ok(m) => {
                let name = game.uci(pos, m);
                if seen.insert(name, line.count).is_some() {
                    c.repeated.push(line.name.clone());
                }
            }
            Err(MoveError::Malformed(_)) => {
                return Err(format!(
                    "{}: '{}' is not a move in UCI notation",
                    line.cite(),
                    line.name
                ));
            }
            Err(MoveError::Illegal { .. } | MoveError::GameOver { .. }) => {
                c.extra.push(line.name.clone());
            }
        }
    }
    for (name, &n) in &ours {
        match seen.get(name) {
            None => c.missing.push(name.clone()),
            Some(&e) if e != n => c.differing.push(Differing {
                name: name.clone(),
                bitperft: n,
                engine: e,
            }),
            Some(_) => {}
        }
    }
    c.differing
        .sort_by(|a, b| a.size().cmp(&b.size()).then_with(|| a.name.cmp(&b.name)));
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debug::reply::MoveLine;
    use bitperft::engine::divide;
    use bitperft::{Chess, Position};

    fn reply(lines: &[(&str, u128)]) -> Reply {
        Reply {
            moves: lines
                .iter()
                .enumerate()
                .map(|(i, &(name, count))| MoveLine {
                    number: i + 1,
                    text: format!("{name}: {count}"),
                    name: name.to_string(),
                    count,
                })
                .collect(),
            total: None,
        }
    }

    fn ours(pos: &Position, depth: u32) -> Vec<(bitperft::Move, u128)> {
        divide(Chess::default(), pos, depth)
            .into_iter()
            .map(|(m, n)| (m, u128::from(n)))
            .collect()
    }

    fn same(pos: &Position, depth: u32) -> Vec<(String, u128)> {
        let game = Chess::default();
        ours(pos, depth)
            .into_iter()
            .map(|(m, n)| (game.uci(pos, m), n))
            .collect()
    }

    fn run(pos: &Position, depth: u32, lines: &[(String, u128)]) -> Result<Comparison, String> {
        let lines: Vec<(&str, u128)> = lines.iter().map(|(m, n)| (m.as_str(), *n)).collect();
        compare(Chess::default(), pos, &ours(pos, depth), &reply(&lines))
    }

    #[test]
    fn an_equal_divide_has_no_difference() {
        let p = Position::startpos();
        let c = run(&p, 2, &same(&p, 2)).unwrap();
        assert!(!c.moves_differ() && c.differing.is_empty());
        // Published: 20 moves and 400 nodes at depth 2 from the start position.
        assert_eq!((c.moves, c.bitperft, c.engine), (20, 400, 400));
    }

    #[test]
    fn missing_extra_and_repeated_moves() {
        // Position 3 after 1. e2e3 c7c5: b5c6 e.p. would expose the king on a5 to the rook.
        let p = Position::from_fen("8/8/3p4/KPp4r/1R3p1k/4P3/6P1/8 w - c6 0 2").unwrap();
        let mut lines = same(&p, 1);
        lines.retain(|(m, _)| m != "a5a4");
        lines.push(("b5c6".to_string(), 1));
        lines.push(("g2g3".to_string(), 1));
        let c = run(&p, 1, &lines).unwrap();
        assert_eq!(c.missing, ["a5a4"]);
        assert_eq!(c.extra, ["b5c6"]);
        assert_eq!(c.repeated, ["g2g3"]);
        assert!(c.moves_differ());
    }

    #[test]
    fn differing_counts_smallest_first_and_other_notations() {
        let p = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let mut lines = same(&p, 2);
        for (m, n) in &mut lines {
            match m.as_str() {
                // Chess960 notation for castling names the same move.
                "e1g1" => *m = "e1h1".to_string(),
                "a1a8" | "h1h2" => *n += 1,
                _ => {}
            }
        }
        let c = run(&p, 2, &lines).unwrap();
        assert!(!c.moves_differ(), "{c:?}");
        let names: Vec<&str> = c.differing.iter().map(|d| d.name.as_str()).collect();
        // a1a8 gives check: the reply has fewer moves than after h1h2.
        assert_eq!(names, ["a1a8", "h1h2"]);
        assert!(c.differing[0].size() < c.differing[1].size());
    }

    #[test]
    fn upper_case_promotions_match() {
        let p = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let lines: Vec<(String, u128)> = same(&p, 1)
            .into_iter()
            .map(|(m, n)| (m.replace("b8q", "b8Q"), n))
            .collect();
        assert!(!run(&p, 1, &lines).unwrap().moves_differ());
    }

    #[test]
    fn names_that_are_not_uci_cite_the_line() {
        let p = Position::startpos();
        for bad in ["Nf3", "e2e9", "e2-e4"] {
            let mut lines = same(&p, 1);
            lines.push((bad.to_string(), 1));
            let e = run(&p, 1, &lines).unwrap_err();
            assert!(
                e.starts_with(&format!("engine line 21 '{bad}: 1': '{bad}' is not a move")),
                "{e}"
            );
        }
    }
}
