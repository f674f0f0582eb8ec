//! The fixed benchmark set quoted by `bitperft bench`. Keep it fixed: it is the number
//! everyone compares.

/// One benchmark position.
#[derive(Clone, Copy, Debug)]
pub struct BenchPosition {
    /// Short name.
    pub name: &'static str,
    /// FEN.
    pub fen: &'static str,
    /// Depth searched.
    pub depth: u32,
    /// Published node count at that depth (chess: chessprogramming.org "Perft Results";
    /// variants: `perf-suites/variants/`, confirmed by two independent programs).
    pub nodes: u64,
}

/// Start position d6, Kiwipete d5, position 3 d7, position 4 d5, position 5 d5, position 6 d5.
pub const BENCH_SET: [BenchPosition; 6] = [
    BenchPosition {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    BenchPosition {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
    BenchPosition {
        name: "position3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        depth: 7,
        nodes: 178_633_661,
    },
    BenchPosition {
        name: "position4",
        fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        depth: 5,
        nodes: 15_833_292,
    },
    BenchPosition {
        name: "position5",
        fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        depth: 5,
        nodes: 89_941_194,
    },
    BenchPosition {
        name: "position6",
        fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        depth: 5,
        nodes: 164_075_551,
    },
];

/// The crazyhouse bench set: the start position d5 and five positions of
/// `perf-suites/variants/crazyhouse.epd` (holdings, drops, promoted pieces, e.p.) at their
/// deepest listed depth under 100 million nodes; 158,046,878 nodes.
pub const CRAZYHOUSE_BENCH_SET: [BenchPosition; 6] = [
    BenchPosition {
        name: "startpos",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        depth: 5,
        nodes: 4_888_832,
    },
    BenchPosition {
        name: "middlegame",
        fen: "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        depth: 5,
        nodes: 92_707_514,
    },
    BenchPosition {
        name: "queen-knight",
        fen: "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1",
        depth: 5,
        nodes: 24_817_292,
    },
    BenchPosition {
        name: "drops",
        fen: "2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1",
        depth: 4,
        nodes: 10_118_606,
    },
    BenchPosition {
        name: "enpassant",
        fen: "2kr1b1r/p1p1ppp1/2q1b1pn/2p1P3/2PpN3/3P2NP/PP3PP1/R1BQ1RK1[Bn] b - c3 0 16",
        depth: 4,
        nodes: 12_608_213,
    },
    BenchPosition {
        name: "promoted",
        fen: "rQ~b1kbnr/1pp1pppp/p7/3q4/8/8/PPPP1PPP/RNBQKBNR[Np] b KQkq - 0 4",
        depth: 4,
        nodes: 12_471_091,
    },
];
