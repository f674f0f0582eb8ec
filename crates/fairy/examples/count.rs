//! One perft of a variant's start position, one thread, timed in process:
//! `cargo run --release -p bitperft-fairy --example count -- capablanca 5`.

use bitperft::Game;
use fairy::{Bits, Fairy};
use std::time::Instant;

fn run<B: Bits>(name: &str, depth: u32) {
    let game = Fairy::<B>::new(name).unwrap_or_else(|e| panic!("{e}"));
    let start = game.start();
    let t = Instant::now();
    let n = game.perft(&start, depth);
    let s = t.elapsed().as_secs_f64();
    println!(
        "{name} perft {depth}: {n} nodes in {s:.4} s ({:.1} Mnps)",
        n as f64 / s / 1e6
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("capablanca", String::as_str);
    let depth = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(4);
    let spec = fairy::catalog::find(name).unwrap_or_else(|| panic!("no variant {name}"));
    if spec.files as u32 * spec.ranks as u32 <= 64 {
        run::<u64>(name, depth)
    } else {
        run::<u128>(name, depth)
    }
}
