//! What the 128-bit width costs against 64 bits on the same board: the start position of a
//! variant of at most 64 squares, counted with `u64` and with `u128` bitboards, alternating,
//! one thread (see PERFORMANCE.md, "The 128-bit width against 64 bits").
//!
//! `cargo bench -p bitperft-benches --bench widths -- makruk 6 5`
//! (variant, depth, rounds).

use bitperft::Game;
use fairy::{Bits, Fairy};
use std::time::Instant;

/// Seconds for one perft of the start position at `depth` with width `B`, and its count.
fn time<B: Bits>(name: &str, depth: u32) -> (f64, u64) {
    let game = Fairy::<B>::new(name).unwrap_or_else(|e| panic!("{e}"));
    let start = game.start();
    let t = Instant::now();
    let n = game.perft(&start, depth);
    (t.elapsed().as_secs_f64(), n)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("makruk", String::as_str);
    let depth = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(5);
    let rounds = args.get(3).and_then(|r| r.parse().ok()).unwrap_or(5);
    let (mut narrow, mut wide) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (a, n64) = time::<u64>(name, depth);
        let (b, n128) = time::<u128>(name, depth);
        assert_eq!(n64, n128, "the widths disagree");
        narrow.push(a);
        wide.push(b);
    }
    let (a, b) = (median(narrow.clone()), median(wide.clone()));
    println!(
        "{name} perft {depth}: u64 {a:.3} s ({:.3}-{:.3}), u128 {b:.3} s ({:.3}-{:.3}), u128/u64 {:.2}",
        narrow.iter().copied().fold(f64::MAX, f64::min),
        narrow.iter().copied().fold(0.0, f64::max),
        wide.iter().copied().fold(f64::MAX, f64::min),
        wide.iter().copied().fold(0.0, f64::max),
        b / a
    );
}
