fn main() {
    let p = bitperft::Position::startpos();
    let t = std::time::Instant::now();
    let d: u32 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let n = bitperft::perft(&p, d);
    let s = t.elapsed().as_secs_f64();
    println!("{n} {s:.3}s {:.1} Mnps", n as f64 / s / 1e6);
}
