//! The bundled perft suites against their published counts, as `bitperft suite` runs them but
//! with a node cap so `cargo test --release` stays within minutes.

/// Runs a suite up to `cap` nodes per (position, depth) and fails with every mismatch listed.
fn run(name: &str, cap: u64, min_checks: usize) {
    let entries = crate::common::suite(name);
    crate::common::assert_suite(name, &entries, cap, min_checks, bitperft::perft);
}

/// chessprogramming.org "Perft Results": every depth whose count is at most 200 million.
#[test]
fn cpw_positions_to_200_million() {
    run("cpw.epd", 200_000_000, 38);
}

#[test]
fn standard_suite_capped() {
    run("standard.epd", 2_000_000, 600);
}

/// Hidden-failure check: every line and every depth of tricky.epd (413 counts, 139 million
/// nodes), including the unreachable-check positions (lines 43–48), which are accepted and
/// counted by default.
#[test]
fn tricky_suite_complete() {
    run("tricky.epd", u64::MAX, 413);
}

/// Hidden-failure check: all 960 Chess960 positions at depths 1 to 4 (3,840 counts, 584 million
/// nodes), whatever the size of each count.
#[test]
fn chess960_suite_to_depth_4() {
    let mut entries = crate::common::suite("chess960.epd");
    for e in &mut entries {
        e.expected.retain(|&(d, _)| d <= 4);
    }
    let checks =
        crate::common::assert_suite("chess960.epd", &entries, u64::MAX, 0, bitperft::perft);
    assert_eq!(checks, 3_840);
}

/// The two known 218-move positions fit in a `MoveList`.
#[test]
fn maximum_move_count() {
    for fen in [
        "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        "3Q4/1Q4Q1/4Q3/2Q4R/Q4Q2/3Q4/1Q4Rp/1K1BBNNk w - - 0 1",
    ] {
        let p = bitperft::Position::from_fen(fen).unwrap();
        assert_eq!(p.legal_moves().len(), 218, "{fen}");
        assert_eq!(p.count_legal_moves(), 218, "{fen}");
    }
}

/// The `make` and `bulk` counting modes give the published counts: tricky.epd in full
/// (bulk), and every count of it and of cpw.epd up to 2 million nodes played leaf by leaf
/// (make).
#[test]
fn make_and_bulk_modes_give_the_published_counts() {
    use bitperft::engine::Mode;
    use bitperft::Game;
    let bulk = bitperft::Chess::default().with_mode(Mode::Bulk).unwrap();
    let make = bitperft::Chess::default().with_mode(Mode::Make).unwrap();
    assert_eq!((bulk.mode(), make.mode()), (Mode::Bulk, Mode::Make));
    let tricky = crate::common::suite("tricky.epd");
    crate::common::assert_suite("tricky.epd", &tricky, u64::MAX, 413, |p, d| {
        bulk.perft(p, d)
    });
    crate::common::assert_suite("tricky.epd", &tricky, 2_000_000, 300, |p, d| {
        make.perft(p, d)
    });
    let cpw = crate::common::suite("cpw.epd");
    crate::common::assert_suite("cpw.epd", &cpw, 2_000_000, 20, |p, d| make.perft(p, d));
}
