//! Chess perft of one FEN on one thread, for profilers: `chess_perft DEPTH FEN`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth: u32 = args[1].parse().expect("depth");
    let pos = bitperft::Position::from_fen(&args[2]).expect("FEN");
    println!("{}", bitperft::perft(&pos, depth));
}
