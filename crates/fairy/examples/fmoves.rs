//! Prints the legal moves of a position (development tool).
use bitperft::Game;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let g = fairy::Fairy::<u128>::new(&a[1]).unwrap();
    let p = g.parse(&a[2]).unwrap();
    let mut v: Vec<String> = g.moves(&p).iter().map(|&m| g.uci(&p, m)).collect();
    v.sort();
    println!("{} {}", v.len(), v.join(" "));
    println!("{}", g.fen(&p));
}
