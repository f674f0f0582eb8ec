//! [`self_check`]: a game checked against itself. Seeded random games are played from given
//! start positions, positions along them are sampled, and at each sampled position every way
//! the game can count must give the same number at each depth: its three counting modes
//! ([`Mode::Make`], [`Mode::Bulk`], [`Mode::Fast`]), the sum of a serial [`PerftEngine::divide`]
//! and [`PerftEngine::perft`] through threads and a table. [`cross_check`] does the same for
//! two games with the same rules (two engines), each reading the other's FENs.
//!
//! ```
//! use bitperft::engine::{self_check, SelfCheckConfig};
//! use bitperft::{Chess, Game};
//! let chess = Chess::default();
//! let cfg = SelfCheckConfig { games: 2, plies: 12, ..SelfCheckConfig::default() };
//! let report = self_check(chess, &[chess.start()], &cfg)?;
//! assert!(report.positions >= 2);
//! assert!(report.disagreements.is_empty());
//! # Ok::<(), bitperft::engine::EngineError>(())
//! ```

use super::{splitmix, EngineConfig, EngineError, Game, Mode, PerftEngine};
use std::fmt;
use std::time::{Duration, Instant};

/// SplitMix64 as a stream of random numbers: the same seed, the same games.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        splitmix(&mut self.0)
    }

    /// A number from 0 to `n - 1` (0 if `n` is 0), by multiply-shift.
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

/// How much to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfCheckConfig {
    /// Seed of the games played (the moves chosen and the positions sampled).
    pub seed: u64,
    /// Games to play at most (game `i` starts from start position `i` modulo their number).
    pub games: u64,
    /// Time to play games for (`None`: no limit but `games`). It is looked at before each game
    /// and each sampled position, never inside a count, and at least one position is checked.
    pub budget: Option<Duration>,
    /// Moves a game plays at most (a game also ends where the position has no moves).
    pub plies: u32,
    /// Each position of a game is sampled with probability one in this many (0 or 1: every
    /// position); the first position of the first game and the last position of each game
    /// always are.
    pub sample_one_in: u32,
    /// The deepest depth counted (depths 1 to this).
    pub max_depth: u32,
    /// A depth beyond 1 is counted only where its estimated count (the previous depth's count
    /// times the larger of the position's move count and the last growth) is at most this, so
    /// the slowest way (every leaf made) stays cheap.
    pub node_cap: u64,
    /// Worker threads of the threaded engine.
    pub threads: usize,
    /// Table size of the threaded engine, in MiB.
    pub hash_mb: usize,
}

impl Default for SelfCheckConfig {
    /// Four games of at most 40 moves from seed 1, a position in four sampled, depths 1 to 3
    /// under 200,000 estimated leaves, the threaded engine on 2 threads with 16 MiB.
    fn default() -> SelfCheckConfig {
        SelfCheckConfig {
            seed: 1,
            games: 4,
            budget: None,
            plies: 40,
            sample_one_in: 4,
            max_depth: 3,
            node_cap: 200_000,
            threads: 2,
            hash_mb: 16,
        }
    }
}

/// One way of counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Way {
    /// [`Game::perft`] of the game in this mode, on one thread.
    Mode(Mode),
    /// The sum of [`PerftEngine::divide`] on one thread, without a table.
    Divide,
    /// [`PerftEngine::perft`] with [`SelfCheckConfig::threads`] threads and a table.
    Engine,
    /// [`Game::perft`] of the game called this, the position read from the other game's FEN
    /// ([`cross_check`]).
    Game(&'static str),
}

impl fmt::Display for Way {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Way::Mode(m) => f.write_str(m.name()),
            Way::Divide => f.write_str("divide"),
            Way::Engine => f.write_str("engine"),
            Way::Game(name) => f.write_str(name),
        }
    }
}

/// One way's count at a position and depth: `None` where that way could not count (the other
/// game refused the FEN).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WayCount {
    /// How it was counted.
    pub way: Way,
    /// The count.
    pub nodes: Option<u128>,
}

/// Ways that gave different counts at one position and depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The position.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// Every way's count, in the order the ways were counted.
    pub counts: Vec<WayCount>,
    /// Why a way has no count (the other game's FEN error), if one has none.
    pub error: Option<String>,
}

/// What a check did and found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SelfCheckReport {
    /// Games played.
    pub games: u64,
    /// Positions checked.
    pub positions: u64,
    /// Positions checked to each depth (entry `d - 1`: at depth `d`, all ways agreeing or not).
    pub by_depth: Vec<u64>,
    /// Counts compared (every way at every position and depth counted).
    pub counts: u64,
    /// The ways compared at each position and depth.
    pub ways: Vec<Way>,
    /// Every disagreement: at most one per position, at its shallowest depth (the deeper depths
    /// are not counted).
    pub disagreements: Vec<Disagreement>,
}

impl SelfCheckReport {
    /// True if no two ways disagreed.
    pub fn clean(&self) -> bool {
        self.disagreements.is_empty()
    }

    /// The deepest depth at which at least one position was checked (0: none).
    pub fn deepest(&self) -> u32 {
        self.by_depth.iter().take_while(|&&n| n > 0).count() as u32
    }

    /// Adds `other`'s positions, counts and disagreements to this report (the ways are
    /// `other`'s where they differ).
    pub fn absorb(&mut self, other: SelfCheckReport) {
        self.games += other.games;
        self.positions += other.positions;
        if self.by_depth.len() < other.by_depth.len() {
            self.by_depth.resize(other.by_depth.len(), 0);
        }
        for (mine, theirs) in self.by_depth.iter_mut().zip(&other.by_depth) {
            *mine += theirs;
        }
        self.counts += other.counts;
        for w in other.ways {
            if !self.ways.contains(&w) {
                self.ways.push(w);
            }
        }
        self.disagreements.extend(other.disagreements);
    }
}

/// Checks `game` against itself at positions sampled from random games played from `starts`
/// (see the module documentation and [`SelfCheckConfig`]): every mode the game accepts
/// ([`Game::with_mode`]; a mode it refuses is left out of [`SelfCheckReport::ways`]), the sum
/// of a serial divide, and the threaded, hashed engine, at each depth from 1 to
/// [`SelfCheckConfig::max_depth`] the node cap allows.
///
/// An error only if the threaded engine cannot be set up (no threads, no memory for the table).
pub fn self_check<G: Game>(
    game: G,
    starts: &[G::Position],
    cfg: &SelfCheckConfig,
) -> Result<SelfCheckReport, EngineError> {
    let modes: Vec<(Mode, G)> = Mode::ALL
        .into_iter()
        .filter_map(|m| game.with_mode(m).ok().map(|g| (m, g)))
        .collect();
    let fast = game.with_mode(Mode::Fast).unwrap_or(game);
    let serial = PerftEngine::new(fast, &EngineConfig::serial())?;
    let threaded = PerftEngine::new(
        fast,
        &EngineConfig {
            threads: cfg.threads,
            hash_mb: cfg.hash_mb,
            ..EngineConfig::serial()
        },
    )?;
    let mut ways: Vec<Way> = modes.iter().map(|&(m, _)| Way::Mode(m)).collect();
    ways.extend([Way::Divide, Way::Engine]);
    let count = |pos: &G::Position, depth: u32| -> Vec<WayCount> {
        let mut out: Vec<WayCount> = modes
            .iter()
            .map(|&(m, g)| WayCount {
                way: Way::Mode(m),
                nodes: Some(u128::from(g.perft(pos, depth))),
            })
            .collect();
        let divided = serial.divide(pos, depth).iter().map(|&(_, n)| n).sum();
        out.push(WayCount {
            way: Way::Divide,
            nodes: Some(divided),
        });
        out.push(WayCount {
            way: Way::Engine,
            nodes: Some(threaded.perft(pos, depth)),
        });
        out
    };
    let mut report = walk(game, starts, cfg, |pos, report| {
        compare(
            &fast.fen(pos),
            fast.moves(pos).as_ref().len(),
            cfg,
            report,
            |depth| (count(pos, depth), None),
        );
    });
    report.ways = ways;
    Ok(report)
}

/// Checks game `b` against game `a` (the same rules on two engines): positions sampled from
/// random games `a` plays from `starts` are written as FEN by `a` and read by `b`, and both
/// games' [`Game::perft`] must agree at each depth. A FEN `b` refuses is a disagreement at
/// depth 1 (with `b`'s error).
pub fn cross_check<A: Game, B: Game>(
    a: A,
    b: B,
    starts: &[A::Position],
    cfg: &SelfCheckConfig,
) -> SelfCheckReport {
    let mut report = walk(a, starts, cfg, |pos, report| {
        let fen = a.fen(pos);
        let other = b.parse(&fen);
        compare(&fen, a.moves(pos).as_ref().len(), cfg, report, |depth| {
            let (theirs, error) = match &other {
                Ok(p) => (Some(u128::from(b.perft(p, depth))), None),
                Err(e) => (None, Some(e.to_string())),
            };
            let counts = vec![
                WayCount {
                    way: Way::Game(a.name()),
                    nodes: Some(u128::from(a.perft(pos, depth))),
                },
                WayCount {
                    way: Way::Game(b.name()),
                    nodes: theirs,
                },
            ];
            (counts, error)
        });
    });
    report.ways = vec![Way::Game(a.name()), Way::Game(b.name())];
    report
}

/// Plays the games of `cfg` with `game` from `starts` and calls `check` at each sampled
/// position, until the games or the time budget run out (at least one position is checked).
fn walk<G: Game>(
    game: G,
    starts: &[G::Position],
    cfg: &SelfCheckConfig,
    mut check: impl FnMut(&G::Position, &mut SelfCheckReport),
) -> SelfCheckReport {
    let mut report = SelfCheckReport {
        by_depth: vec![0; cfg.max_depth as usize],
        ..SelfCheckReport::default()
    };
    if starts.is_empty() {
        return report;
    }
    let began = Instant::now();
    let spent = |report: &SelfCheckReport| {
        report.positions > 0 && cfg.budget.is_some_and(|b| began.elapsed() >= b)
    };
    let mut rng = SplitMix64::new(cfg.seed);
    let one_in = u64::from(cfg.sample_one_in.max(1));
    for i in 0..cfg.games {
        if spent(&report) {
            break;
        }
        report.games += 1;
        let mut pos = starts[(i % starts.len() as u64) as usize].clone();
        for ply in 0..cfg.plies {
            let moves = game.moves(&pos);
            let moves = moves.as_ref();
            if moves.is_empty() {
                break;
            }
            if rng.below(one_in) == 0 || (i, ply) == (0, 0) {
                if spent(&report) {
                    return report;
                }
                check(&pos, &mut report);
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos = game.play(&pos, m);
        }
        if spent(&report) {
            break;
        }
        check(&pos, &mut report);
    }
    report
}

/// Counts the position written `fen` (with `moves` legal moves) at depths 1, 2, ... through
/// `count` (every way's count, and why a way has none), while the node cap allows, into
/// `report`; stops at the first depth whose counts differ (a disagreement) or are all 0.
fn compare(
    fen: &str,
    moves: usize,
    cfg: &SelfCheckConfig,
    report: &mut SelfCheckReport,
    mut count: impl FnMut(u32) -> (Vec<WayCount>, Option<String>),
) {
    report.positions += 1;
    let mut last = 0u128;
    let mut before = 1u128;
    for depth in 1..=cfg.max_depth {
        if depth > 1 {
            let growth = (last / before.max(1)).max(moves as u128);
            if last == 0 || last.saturating_mul(growth) > u128::from(cfg.node_cap) {
                return;
            }
        }
        let (counts, error) = count(depth);
        report.counts += counts.len() as u64;
        report.by_depth[depth as usize - 1] += 1;
        let first = counts.first().and_then(|c| c.nodes);
        if counts.iter().any(|c| c.nodes != first) {
            report.disagreements.push(Disagreement {
                fen: fen.to_string(),
                depth,
                counts,
                error,
            });
            return;
        }
        before = last.max(1);
        last = first.unwrap_or(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Key128, ModeError};
    use crate::{Chess, FenError, MoveError, Position, PositionId};

    /// Chess, except that perft in mode `wrong` counts one leaf too many at depth 2: a planted
    /// defect.
    #[derive(Clone, Copy)]
    struct OffByOne {
        chess: Chess,
        wrong: Mode,
    }

    impl Game for OffByOne {
        type Position = Position;
        type Move = crate::Move;
        type Moves = crate::MoveList;
        type Id = PositionId;
        type Keys = crate::chess::KeySet;
        type FenError = FenError;

        fn name(&self) -> &'static str {
            "offbyone"
        }
        fn start(&self) -> Position {
            self.chess.start()
        }
        fn parse(&self, fen: &str) -> Result<Position, FenError> {
            self.chess.parse(fen)
        }
        fn parse_strict(&self, fen: &str) -> Result<Position, FenError> {
            self.chess.parse_strict(fen)
        }
        fn checkers(&self, pos: &Position) -> Vec<String> {
            self.chess.checkers(pos)
        }
        fn outcome(&self, pos: &Position) -> crate::engine::Outcome {
            self.chess.outcome(pos)
        }
        fn fen(&self, pos: &Position) -> String {
            self.chess.fen(pos)
        }
        fn moves(&self, pos: &Position) -> crate::MoveList {
            self.chess.moves(pos)
        }
        fn play(&self, pos: &Position, m: crate::Move) -> Position {
            self.chess.play(pos, m)
        }
        fn uci(&self, pos: &Position, m: crate::Move) -> String {
            self.chess.uci(pos, m)
        }
        fn parse_uci(&self, pos: &Position, text: &str) -> Result<crate::Move, MoveError> {
            self.chess.parse_uci(pos, text)
        }
        fn perft(&self, pos: &Position, depth: u32) -> u64 {
            let planted = u64::from(depth == 2 && self.chess.mode() == self.wrong);
            self.chess.perft(pos, depth) + planted
        }
        fn mode(&self) -> Mode {
            self.chess.mode()
        }
        fn with_mode(self, mode: Mode) -> Result<OffByOne, ModeError> {
            Ok(OffByOne {
                chess: self.chess.with_mode(mode)?,
                ..self
            })
        }
        fn keys(&self, seed: u64) -> crate::chess::KeySet {
            self.chess.keys(seed)
        }
        fn key(&self, keys: &crate::chess::KeySet, pos: &Position) -> Key128 {
            self.chess.key(keys, pos)
        }
        fn id(&self, pos: &Position) -> PositionId {
            self.chess.id(pos)
        }
        fn position(&self, id: &PositionId) -> Position {
            self.chess.position(id)
        }
    }

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /// Chess960 start position 0 (BBQNNRKR).
    const CHESS960_0: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";

    fn small() -> SelfCheckConfig {
        SelfCheckConfig {
            games: 3,
            plies: 16,
            ..SelfCheckConfig::default()
        }
    }

    fn chess_starts() -> Vec<Position> {
        [Position::startpos().to_fen().as_str(), KIWIPETE, CHESS960_0]
            .iter()
            .map(|f| f.parse().unwrap())
            .collect()
    }

    #[test]
    fn chess_agrees_with_itself_in_every_way() {
        let report = self_check(Chess::default(), &chess_starts(), &small()).unwrap();
        assert!(report.clean(), "{:?}", report.disagreements);
        assert_eq!(report.games, 3);
        assert!(report.positions >= 3);
        assert_eq!(report.deepest(), 3, "{:?}", report.by_depth);
        let ways = [
            Way::Mode(Mode::Make),
            Way::Mode(Mode::Bulk),
            Way::Mode(Mode::Fast),
            Way::Divide,
            Way::Engine,
        ];
        assert_eq!(report.ways, ways);
        let checks: u64 = report.by_depth.iter().sum();
        assert_eq!(report.counts, checks * ways.len() as u64);
    }

    #[test]
    fn a_count_off_by_one_in_any_mode_is_caught_with_its_position_and_depth() {
        for wrong in Mode::ALL {
            let game = OffByOne {
                chess: Chess::default(),
                wrong,
            };
            let report = self_check(game, &chess_starts(), &small()).unwrap();
            assert!(!report.clean(), "{wrong}: the planted defect went unseen");
            for d in &report.disagreements {
                assert_eq!(d.depth, 2, "{wrong}: {d:?}");
                let pos: Position = d.fen.parse().unwrap();
                let truth = u128::from(crate::perft(&pos, 2));
                for c in &d.counts {
                    let n = c.nodes.unwrap();
                    match c.way {
                        Way::Mode(m) => assert_eq!(n, truth + u128::from(m == wrong), "{c:?}"),
                        // The children's counts, at depth 1, are right.
                        Way::Divide => assert_eq!(n, truth, "{wrong}: {c:?}"),
                        // The fast game's, counted at whatever depth the split leaves.
                        Way::Engine => {
                            let planted = u128::from(wrong == Mode::Fast);
                            assert!(n == truth || n == truth + planted, "{wrong}: {c:?}");
                        }
                        Way::Game(_) => unreachable!("self_check compares no other game"),
                    }
                }
            }
        }
    }

    /// The positions a check samples: with a defect planted at depth 2 of the fast count, every
    /// sampled position with moves is a disagreement, so the disagreements list them.
    fn sampled(cfg: &SelfCheckConfig) -> Vec<String> {
        let game = OffByOne {
            chess: Chess::default(),
            wrong: Mode::Fast,
        };
        let report = self_check(game, &chess_starts(), cfg).unwrap();
        report.disagreements.into_iter().map(|d| d.fen).collect()
    }

    #[test]
    fn the_same_seed_plays_the_same_games_and_another_seed_others() {
        let cfg = small();
        let first = sampled(&cfg);
        assert!(first.len() >= 3, "{first:?}");
        assert_eq!(sampled(&cfg), first);
        assert_ne!(sampled(&SelfCheckConfig { seed: 2, ..cfg }), first);
    }

    #[test]
    fn the_node_cap_keeps_deep_counts_out_and_a_budget_still_checks_one_position() {
        let cfg = SelfCheckConfig {
            node_cap: 1_000,
            budget: Some(Duration::ZERO),
            ..small()
        };
        let report = self_check(Chess::default(), &chess_starts(), &cfg).unwrap();
        assert_eq!((report.games, report.positions), (1, 1));
        assert_eq!(report.by_depth[0], 1);
        assert_eq!(
            report.by_depth[2], 0,
            "depth 3 of a chess position is over 1,000"
        );
    }

    #[test]
    fn a_cross_check_compares_two_games_on_the_same_fens() {
        let chess = Chess::default();
        let same = cross_check(chess, chess, &chess_starts(), &small());
        assert!(same.clean() && same.positions >= 3, "{same:?}");
        assert_eq!(same.ways, [Way::Game("chess"), Way::Game("chess")]);
        let wrong = OffByOne {
            chess,
            wrong: Mode::Fast,
        };
        let report = cross_check(chess, wrong, &chess_starts(), &small());
        assert!(!report.clean());
        let d = &report.disagreements[0];
        assert_eq!(d.depth, 2);
        assert_eq!(d.error, None);
        let [ours, theirs] = [&d.counts[0], &d.counts[1]];
        assert_eq!(ours.way, Way::Game("chess"));
        assert_eq!(theirs.way, Way::Game("offbyone"));
        assert_eq!(theirs.nodes.unwrap(), ours.nodes.unwrap() + 1);
    }

    #[test]
    fn the_random_stream_is_splitmix64() {
        let mut r = SplitMix64::new(0);
        // The first output of SplitMix64 seeded with 0 (Vigna's reference implementation).
        assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert!((0..1000).all(|_| r.below(7) < 7));
        assert_eq!(r.below(0), 0);
    }
}
