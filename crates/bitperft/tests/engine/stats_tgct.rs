//! Leaf statistics against The Grand Chess Tree's published results (grandchesstree.com; the
//! raw files `Site/src/results/perft_p0_results.json` and `perft_p1_results.json` of
//! github.com/Timmoth/grandchesstree), every column, copied as data: none comes from this code.
//! The rows a test can afford run here; the deeper ones are in docs/stats.md, checked from the
//! CLI.
//!
//! Columns, in TGCT's order: nodes, captures, enpassants, castles, promotions, direct_checks,
//! single_discovered_checks, direct_discovered_checks, double_discovered_checks, total_checks,
//! direct_mates, single_discovered_mates, direct_discovered_mates, double_discovered_mates,
//! total_mates (checks exclude mates).

use bitperft::stats::{perft_stats, perft_stats_hashed, StatsTable};
use bitperft::{Chess, Position};

type Row = (u32, [u64; 15]);

/// TGCT, start position, depths 1 to 6.
const START: &[Row] = &[
    (1, [20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    (2, [400, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    (3, [8_902, 34, 0, 0, 0, 12, 0, 0, 0, 12, 0, 0, 0, 0, 0]),
    (
        4,
        [197_281, 1_576, 0, 0, 0, 461, 0, 0, 0, 461, 8, 0, 0, 0, 8],
    ),
    (
        5,
        [
            4_865_609, 82_719, 258, 0, 0, 26_998, 6, 0, 0, 27_004, 347, 0, 0, 0, 347,
        ],
    ),
    (
        6,
        [
            119_060_324,
            2_812_008,
            5_248,
            0,
            0,
            797_896,
            329,
            46,
            0,
            798_271,
            10_828,
            0,
            0,
            0,
            10_828,
        ],
    ),
];

/// TGCT, Kiwipete, depths 1 to 5 (depth 5: the 8 direct-and-discovered mates that, added to
/// the 2,637 non-mating double checks, give the 2,645 double checks of docs/stats.md).
const KIWIPETE_FEN: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const KIWIPETE: &[Row] = &[
    (1, [48, 8, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    (2, [2_039, 351, 1, 91, 0, 3, 0, 0, 0, 3, 0, 0, 0, 0, 0]),
    (
        3,
        [
            97_862, 17_102, 45, 3_162, 0, 992, 0, 0, 0, 992, 1, 0, 0, 0, 1,
        ],
    ),
    (
        4,
        [
            4_085_603, 757_163, 1_929, 128_013, 15_172, 25_432, 42, 6, 0, 25_480, 43, 0, 0, 0, 43,
        ],
    ),
    (
        5,
        [
            193_690_690,
            35_043_416,
            73_365,
            4_993_637,
            8_392,
            3_257_196,
            19_883,
            2_637,
            0,
            3_279_716,
            30_163,
            0,
            8,
            0,
            30_171,
        ],
    ),
];

/// Every row, serially and through a small statistics table (1 MiB: slots are replaced).
fn check(fen: &str, rows: &[Row]) {
    let pos = Position::from_fen(fen).unwrap();
    let table = StatsTable::new(1).unwrap();
    for (depth, want) in rows {
        let got = perft_stats(&pos, *depth).tgct_columns().map(|(_, n)| n);
        assert_eq!(got, *want, "{fen} depth {depth}");
        let hashed = perft_stats_hashed(Chess::default(), &pos, *depth, &table);
        let got = hashed.tgct_columns().map(|(_, n)| n);
        assert_eq!(got, *want, "hashed: {fen} depth {depth}");
    }
}

#[test]
fn start_position_to_depth_6() {
    check(Position::STARTPOS_FEN, START);
}

#[test]
fn kiwipete_to_depth_5() {
    check(KIWIPETE_FEN, KIWIPETE);
}
