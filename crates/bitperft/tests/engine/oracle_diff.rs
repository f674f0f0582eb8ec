//! Differential tests: the fast bitboard engine against the independent 0x88 oracle
//! (`bitperft-oracle`, its own crate with its own FEN reader), compared through text only:
//! FENs, UCI move lists and perft counts. (The oracle's own tests check it against the
//! published counts.)

use bitperft::Position;
use bitperft_oracle::Board;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The suites compared here.
const SUITES: [&str; 3] = ["standard.epd", "tricky.epd", "chess960.epd"];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../perf-suites")
}

/// One suite line: its FEN (the counts are the oracle's tests' business).
struct Line {
    file: &'static str,
    number: usize,
    fen: String,
}

fn read_suite(file: &'static str) -> Vec<Line> {
    let path = data_dir().join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, raw)| !raw.trim().is_empty() && !raw.trim().starts_with('#'))
        .map(|(i, raw)| Line {
            file,
            number: i + 1,
            fen: raw.split(';').next().unwrap_or("").trim().to_string(),
        })
        .collect()
}

/// Every line of every suite, read by both FEN readers independently.
fn load_positions() -> Vec<(Line, Position, Board)> {
    let mut out = Vec::new();
    for file in SUITES {
        for line in read_suite(file) {
            let pos = Position::from_fen(&line.fen)
                .unwrap_or_else(|e| panic!("{file}:{}: engine: {e}", line.number));
            let board = Board::from_fen(&line.fen)
                .unwrap_or_else(|e| panic!("{file}:{}: oracle: {e}", line.number));
            out.push((line, pos, board));
        }
    }
    out
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

/// The engine's legal moves of `pos` as sorted UCI text.
fn engine_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
    v.sort();
    v
}

/// Compares the engine's and the oracle's view of one position (FEN text, legal moves as UCI
/// text); returns a description of every difference (empty if they agree).
fn compare(pos: &Position, board: &Board) -> Vec<String> {
    let mut problems = Vec::new();
    let (fast, slow) = (pos.to_fen(), board.to_fen());
    if fast != slow {
        problems.push(format!("FEN: engine {fast}, oracle {slow}"));
    }
    let (fast, slow) = (engine_moves(pos), board.legal_moves_uci());
    if fast != slow {
        let missing: Vec<&String> = slow.iter().filter(|m| !fast.contains(m)).collect();
        let extra: Vec<&String> = fast.iter().filter(|m| !slow.contains(m)).collect();
        problems.push(format!(
            "legal moves differ: engine lacks {missing:?}, engine has extra {extra:?}"
        ));
    }
    problems
}

/// Seeded random games from every suite position: the fast and reference move sets must agree
/// at every visited position, perft(2) must agree at every 4th and perft(3) at every 128th.
/// (perft(2) is where the engine counts children from the null move without playing them, so
/// it is checked often.)
#[test]
fn fast_engine_agrees_with_the_oracle_on_random_games() {
    // Debug builds are far slower: play fewer games there.
    const GAMES_PER_LINE: usize = if cfg!(debug_assertions) { 1 } else { 4 };
    const MAX_PLIES: usize = if cfg!(debug_assertions) { 20 } else { 40 };
    const PERFT_EVERY: usize = 4;
    const PERFT3_EVERY: usize = 128;

    let start = Instant::now();
    let positions = load_positions();
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let (mut visited, mut perfts, mut failures) = (0usize, 0usize, Vec::new());
    // Positions where castling, en passant or a promotion was among the legal moves.
    let (mut with_castle, mut with_ep, mut with_promo) = (0usize, 0usize, 0usize);
    for (line, root, root_board) in &positions {
        for game in 0..GAMES_PER_LINE {
            let mut pos = *root;
            let mut board = *root_board;
            let mut history: Vec<String> = Vec::new();
            for ply in 0..=MAX_PLIES {
                visited += 1;
                let mut problems = compare(&pos, &board);
                if visited % PERFT_EVERY == 0 {
                    perfts += 1;
                    let (fast, slow) =
                        (bitperft::perft(&pos, 2), bitperft_oracle::perft(&board, 2));
                    if fast != slow {
                        problems.push(format!("perft(2): fast {fast}, oracle {slow}"));
                    }
                }
                if visited % PERFT3_EVERY == 0 {
                    perfts += 1;
                    let (fast, slow) =
                        (bitperft::perft(&pos, 3), bitperft_oracle::perft(&board, 3));
                    if fast != slow {
                        problems.push(format!("perft(3): fast {fast}, oracle {slow}"));
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
                let text = pos.uci(m);
                pos = pos.play_unchecked(m);
                board = board
                    .play_uci(&text)
                    .unwrap_or_else(|| panic!("the oracle refuses {text} in {}", board.to_fen()));
                history.push(text);
            }
        }
    }
    println!(
        "differential: {} suite positions, {visited} positions compared, \
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
