//! Chess perft of one FEN on one thread, for profilers: `chess_perft DEPTH FEN`.
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [depth, fen] = args.as_slice() else {
        eprintln!("usage: chess_perft DEPTH FEN");
        return ExitCode::from(2);
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("error: DEPTH: `{depth}` is not a whole number");
        return ExitCode::from(2);
    };
    match bitperft::Position::from_fen(fen) {
        Ok(pos) => {
            println!("{}", bitperft::perft(&pos, depth));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: FEN: {e}");
            ExitCode::from(2)
        }
    }
}
