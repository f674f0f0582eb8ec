//! Differential tests: the fast bitboard engine against the independent 0x88 reference
//! generator (`bitperft::reference`), and the reference against the published perft counts.
//!
//! The perft suites are read from `perf-suites/` in the crate root if it exists, else from
//! `../shared/perft-data/`.

use bitperft::reference::{self, Board};
use bitperft::{CastleSide, Color, Move, Position, Square};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The suites compared here (the crazyhouse file is not standard chess).
const SUITES: [&str; 3] = ["standard.epd", "tricky.epd", "chess960.epd"];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../perf-suites")
}

/// One suite line: the FEN and its published counts (`counts[d - 1]` is perft(d)).
struct Line {
    file: &'static str,
    number: usize,
    fen: String,
    counts: Vec<u64>,
}

fn read_suite(file: &'static str) -> Vec<Line> {
    let path = data_dir().join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut parts = raw.split(';');
        let fen = parts
            .next()
            .expect("split yields a first part")
            .trim()
            .to_string();
        let counts = parts
            .map(|p| {
                let mut f = p.split_whitespace();
                let _depth = f.next();
                f.next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{file}:{}: bad count '{p}'", i + 1))
            })
            .collect();
        lines.push(Line {
            file,
            number: i + 1,
            fen,
            counts,
        });
    }
    lines
}

/// All lines of all suites whose FEN the fast parser accepts, and the number rejected.
fn load_positions() -> (Vec<(Line, Position)>, usize) {
    let mut out = Vec::new();
    let mut rejected = 0;
    for file in SUITES {
        for line in read_suite(file) {
            match Position::from_fen(&line.fen) {
                Ok(pos) => out.push((line, pos)),
                Err(e) => {
                    rejected += 1;
                    eprintln!("skipped {}:{} ({e})", line.file, line.number);
                }
            }
        }
    }
    (out, rejected)
}

/// xorshift64: a tiny deterministic PRNG.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn sorted_bits(moves: &[Move]) -> Vec<u16> {
    let mut v: Vec<u16> = moves.iter().map(|m| m.to_u16()).collect();
    v.sort_unstable();
    v
}

fn describe(bits: &[u16]) -> String {
    let names: Vec<String> = bits
        .iter()
        .map(|&b| {
            Move::from_u16(b).map_or(format!("<bad {b:#06x}>"), |m| {
                format!("{m} ({:?})", m.kind())
            })
        })
        .collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// Compares the fast and reference views of one position; returns a description of every
/// difference (empty if they agree).
fn compare(pos: &Position, board: &Board) -> Vec<String> {
    let mut problems = Vec::new();
    for sq in Square::all() {
        if pos.piece_on(sq) != board.piece_on(sq) {
            problems.push(format!(
                "board differs on {sq}: fast {:?}, reference {:?}",
                pos.piece_on(sq),
                board.piece_on(sq)
            ));
        }
    }
    if pos.turn() != board.turn() {
        problems.push("side to move differs".to_string());
    }
    for color in Color::ALL {
        for side in CastleSide::ALL {
            let (fast, slow) = (
                pos.castling().rook(color, side),
                board.castling_rook(color, side),
            );
            if fast != slow {
                problems.push(format!(
                    "castling {color:?} {side:?}: fast {fast:?}, reference {slow:?}"
                ));
            }
        }
    }
    // The fast engine keeps the e.p. square only when it is capturable; when it has one, the
    // reference must have the same.
    if pos.ep_square().is_some() && pos.ep_square() != board.ep_square() {
        problems.push(format!(
            "e.p. square: fast {:?}, reference {:?}",
            pos.ep_square(),
            board.ep_square()
        ));
    }
    let fast = sorted_bits(&pos.legal_moves());
    let slow = sorted_bits(&board.legal_moves());
    if fast != slow {
        let missing: Vec<u16> = slow.iter().copied().filter(|b| !fast.contains(b)).collect();
        let extra: Vec<u16> = fast.iter().copied().filter(|b| !slow.contains(b)).collect();
        problems.push(format!(
            "legal moves differ: fast lacks [{}], fast has extra [{}]",
            describe(&missing),
            describe(&extra)
        ));
    }
    problems
}

/// Seeded random games from every suite position: the fast and reference move sets must agree
/// at every visited position, perft(2) must agree at every 4th and perft(3) at every 128th.
/// (perft(2) is where the engine counts "harmless" moves without playing them, so it is checked
/// often.)
#[test]
fn fast_engine_agrees_with_reference_on_random_games() {
    // Debug builds are far slower: play fewer games there.
    const GAMES_PER_LINE: usize = if cfg!(debug_assertions) { 1 } else { 4 };
    const MAX_PLIES: usize = if cfg!(debug_assertions) { 20 } else { 40 };
    const PERFT_EVERY: usize = 4;
    const PERFT3_EVERY: usize = 128;

    let start = Instant::now();
    let (positions, rejected) = load_positions();
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let (mut visited, mut perfts, mut failures) = (0usize, 0usize, Vec::new());
    // Positions where castling, en passant or a promotion was among the legal moves.
    let (mut with_castle, mut with_ep, mut with_promo) = (0usize, 0usize, 0usize);
    for (line, root) in &positions {
        for game in 0..GAMES_PER_LINE {
            let mut pos = *root;
            let mut board = Board::from_position(root);
            let mut history: Vec<String> = Vec::new();
            for ply in 0..=MAX_PLIES {
                visited += 1;
                let mut problems = compare(&pos, &board);
                if visited % PERFT_EVERY == 0 {
                    perfts += 1;
                    let (fast, slow) = (bitperft::perft(&pos, 2), board.perft(2));
                    if fast != slow {
                        problems.push(format!("perft(2): fast {fast}, reference {slow}"));
                    }
                }
                if visited % PERFT3_EVERY == 0 {
                    perfts += 1;
                    let (fast, slow) = (bitperft::perft(&pos, 3), board.perft(3));
                    if fast != slow {
                        problems.push(format!("perft(3): fast {fast}, reference {slow}"));
                    }
                }
                if !problems.is_empty() {
                    failures.push(format!(
                        "{}:{} game {game} ply {ply}\n  start FEN: {}\n  moves: {}\n  FEN: {}\n  {}",
                        line.file,
                        line.number,
                        line.fen,
                        history.join(" "),
                        pos.to_fen(),
                        problems.join("\n  ")
                    ));
                    break;
                }
                let moves = pos.legal_moves();
                with_castle += moves.iter().any(|m| m.is_castle()) as usize;
                with_ep += moves.iter().any(|m| m.is_en_passant()) as usize;
                with_promo += moves.iter().any(|m| m.promotion().is_some()) as usize;
                if moves.is_empty() || ply == MAX_PLIES {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                history.push(m.to_string());
                pos = pos.play(m);
                board = board.play(m);
            }
        }
    }
    println!(
        "differential: {} suite positions ({rejected} FENs rejected by the parser), {visited} positions compared, \
         {perfts} perft(2)/perft(3) comparisons, {} failures, {:.2?}; positions with castling {with_castle}, \
         e.p. {with_ep}, promotions {with_promo}",
        positions.len(),
        failures.len(),
        start.elapsed()
    );
    for f in failures.iter().take(20) {
        println!("MISMATCH {f}");
    }
    assert!(
        failures.is_empty(),
        "{} games found a disagreement (see output above)",
        failures.len()
    );
}

/// The reference alone against the published counts of every suite line, for each depth with at
/// most `MAX_LEAVES` leaves.
#[test]
fn reference_matches_published_counts() {
    const MAX_LEAVES: u64 = if cfg!(debug_assertions) {
        2_000
    } else {
        50_000
    };

    let start = Instant::now();
    let (positions, rejected) = load_positions();
    let (mut checks, mut nodes, mut failures) = (0usize, 0u64, Vec::new());
    for (line, pos) in &positions {
        let board = Board::from_position(pos);
        for (d, &want) in line.counts.iter().enumerate() {
            if want > MAX_LEAVES {
                break;
            }
            let depth = d as u32 + 1;
            let got = board.perft(depth);
            checks += 1;
            nodes += got;
            if got != want {
                failures.push(format!(
                    "{}:{} {} D{depth}: reference {got}, published {want}",
                    line.file, line.number, line.fen
                ));
            }
        }
    }
    println!(
        "published counts: {checks} checks over {} positions ({rejected} rejected), {nodes} leaves, {} failures, {:.2?}",
        positions.len(),
        failures.len(),
        start.elapsed()
    );
    for f in &failures {
        println!("MISMATCH {f}");
    }
    assert!(failures.is_empty());
}

/// Speed baseline (run with `cargo test --release --test reference_diff -- --ignored --nocapture`).
#[test]
#[ignore]
fn speed_startpos_d5() {
    let pos = Position::startpos();
    let t = Instant::now();
    let slow = reference::perft(&pos, 5);
    let ts = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let fast = bitperft::perft(&pos, 5);
    let tf = t.elapsed().as_secs_f64();
    assert_eq!(slow, 4_865_609);
    assert_eq!(fast, slow);
    println!("startpos d5: reference {slow} in {ts:.3}s ({:.1} Mnps), fast {fast} in {tf:.3}s ({:.1} Mnps)", slow as f64 / ts / 1e6, fast as f64 / tf / 1e6);
}
