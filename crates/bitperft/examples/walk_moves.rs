//! Walks the legal moves of a position: lists each with what it does, plays a short game from
//! it, and watches for check, mate, stalemate, repetition and the fifty-move rule.
//!
//! ```text
//! cargo run --example walk_moves -- "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//! ```

use bitperft::{History, Move, Position};
use std::process::ExitCode;

/// A few words on what `m` does in `pos`.
fn describe(pos: &Position, m: Move) -> String {
    let mut tags = Vec::new();
    if m.is_castle() {
        tags.push("castles".to_string());
    } else if m.is_en_passant() {
        tags.push("captures en passant".to_string());
    } else if let Some(victim) = pos.piece_on(m.to()) {
        tags.push(format!("captures {:?}", victim.role()));
    }
    if let Some(r) = m.promotion() {
        tags.push(format!("promotes to {r:?}"));
    }
    let after = pos.play_unchecked(m);
    if after.is_checkmate() {
        tags.push("checkmate".into());
    } else if after.is_check() {
        tags.push("check".into());
    } else if after.is_stalemate() {
        tags.push("stalemate".into());
    }
    tags.join(", ")
}

fn main() -> ExitCode {
    let fen = std::env::args().nth(1);
    let start = match fen.as_deref().map(Position::from_fen) {
        None => Position::startpos(),
        Some(Ok(p)) => p,
        Some(Err(e)) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    println!("{}", start.to_fen());
    let moves = start.legal_moves();
    println!("{} legal moves:", moves.len());
    for &m in &moves {
        println!("  {:<6} {}", start.uci(m), describe(&start, m));
    }

    // A game that always plays the first legal move, for at most 60 plies.
    let mut game = History::new(start);
    for _ in 0..60 {
        let pos = *game.position();
        let Some(&m) = pos.legal_moves().first() else {
            break;
        };
        game.play(m).expect("a move from legal_moves() is legal");
        if game.is_repetition(3) || game.is_fifty_moves() {
            break;
        }
    }
    let end = game.position();
    let line: Vec<String> = {
        let mut p = *game.start();
        game.moves()
            .iter()
            .map(|&m| {
                let s = p.uci(m);
                p = p.play_unchecked(m);
                s
            })
            .collect()
    };
    println!("\nfirst-move game: {}", line.join(" "));
    println!("ends at {}", end.to_fen());
    let verdict = if end.is_checkmate() {
        "checkmate"
    } else if end.is_stalemate() {
        "stalemate"
    } else if game.is_repetition(3) {
        "threefold repetition"
    } else if game.is_fifty_moves() {
        "fifty-move rule"
    } else {
        "still going"
    };
    println!("{verdict} (position seen {} time(s))", game.repetitions());
    ExitCode::SUCCESS
}
