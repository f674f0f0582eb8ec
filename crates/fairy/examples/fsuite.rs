//! Runs `perf-suites/variants/<name>.epd` through the generic engine, printing every count
//! (a development tool: `cargo run -p bitperft-fairy --example fsuite -- makruk 1000000 [128]`).

use bitperft::Game;
use fairy::{Bits, Fairy};

fn run<B: Bits>(name: &str, cap: u64) {
    let game = Fairy::<B>::new(name).unwrap_or_else(|e| panic!("{e}"));
    let path = format!(
        "{}/../../perf-suites/variants/{name}.epd",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (entries, errors) = bitperft::epd::parse_with(&text, |f| game.parse(f));
    for e in errors {
        println!("EPD error: {e}");
    }
    let mut bad = 0;
    for e in entries {
        for &(d, n) in &e.expected {
            if n > cap {
                break;
            }
            let t = std::time::Instant::now();
            let got = game.perft(&e.position, d);
            let ok = got == n;
            if !ok {
                bad += 1;
            }
            println!(
                "{} line {} D{d} {n} got {got} {:.2}s {}",
                if ok { "ok " } else { "BAD" },
                e.line,
                t.elapsed().as_secs_f64(),
                e.fen
            );
            if !ok {
                break;
            }
        }
    }
    println!("{name}: {bad} wrong");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = &args[1];
    let cap = args
        .get(2)
        .and_then(|c| c.parse().ok())
        .unwrap_or(1_000_000);
    let big = fairy::catalog::find(name).is_some_and(|v| v.files as usize * v.ranks as usize > 64);
    if big || args.get(3).map(String::as_str) == Some("128") {
        run::<u128>(name, cap);
    } else {
        run::<u64>(name, cap);
    }
}
