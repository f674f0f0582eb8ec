//! Every line of the bundled suites against its published counts, up to a node cap per count.

use super::common::check_suite;

/// Counts above this are skipped (a release run of all four suites stays within seconds).
const MAX_LEAVES: u64 = if cfg!(debug_assertions) {
    5_000
} else {
    1_000_000
};

#[test]
fn tricky_suite() {
    let (checks, leaves) = check_suite("tricky.epd", MAX_LEAVES);
    println!("tricky.epd: {checks} counts, {leaves} leaves");
}

#[test]
fn standard_suite() {
    let (checks, leaves) = check_suite("standard.epd", MAX_LEAVES);
    println!("standard.epd: {checks} counts, {leaves} leaves");
}

#[test]
fn cpw_suite() {
    let (checks, leaves) = check_suite("cpw.epd", MAX_LEAVES);
    println!("cpw.epd: {checks} counts, {leaves} leaves");
}

/// All 960 Chess960 lines at the shallow depths: every castling setup loads and castles.
#[test]
fn chess960_suite() {
    let (checks, leaves) = check_suite("chess960.epd", MAX_LEAVES / 5);
    println!("chess960.epd: {checks} counts, {leaves} leaves");
}
