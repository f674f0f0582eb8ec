//! What every fuzz target checks about a position the library accepted: internal consistency,
//! FEN round trip, the engine's legal moves (as UCI text) equal to the 0x88 oracle's, and the
//! UCI string of every legal move parsing back to that move.

use bitperft::Position;
use bitperft_oracle::Board;

/// The oracle's perft(`depth`) of `pos`, read from its FEN by the oracle's own parser.
pub fn oracle_perft(pos: &Position, depth: u32) -> u64 {
    let board = Board::from_fen(&pos.to_fen()).expect("the oracle reads the engine's FEN");
    bitperft_oracle::perft(&board, depth)
}

/// Panics (a crash for libFuzzer) if `pos` breaks any of the invariants.
pub fn check_position(pos: &Position) {
    assert!(pos.is_consistent(), "inconsistent: {}", pos.to_fen());
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen)
        .unwrap_or_else(|e| panic!("to_fen wrote a FEN from_fen rejects: {fen}: {e}"));
    assert_eq!(back, *pos, "FEN round trip changed the position: {fen}");
    assert_eq!(back.to_fen(), fen, "FEN round trip changed the text");

    let legal = pos.legal_moves();
    let mut fast: Vec<String> = legal.iter().map(|&m| pos.uci(m)).collect();
    fast.sort();
    let board = Board::from_fen(&fen)
        .unwrap_or_else(|e| panic!("the oracle refuses the engine's FEN {fen}: {e}"));
    assert_eq!(fast, board.legal_moves_uci(), "move sets differ in {fen}");
    assert_eq!(
        pos.count_legal_moves(),
        legal.len() as u64,
        "count in {fen}"
    );
    for &m in legal.iter() {
        let text = pos.uci(m);
        assert_eq!(
            pos.parse_uci(&text),
            Ok(m),
            "UCI round trip of {text} in {fen}"
        );
    }
    // Never panics, whatever the verdict.
    let _ = pos.validate_strict();
    let _ = bitperft_cli::describe::describe(pos);
}

/// Panics if a position of `game` breaks an invariant every game keeps: its FEN reads back to
/// the same position and text, its move list has perft(1) moves, and every move's UCI text
/// parses back to that move.
pub fn check_game_position<G: bitperft::Game>(game: G, pos: &G::Position) {
    let fen = game.fen(pos);
    let back = game
        .parse(&fen)
        .unwrap_or_else(|e| panic!("{}: fen wrote a FEN parse rejects: {fen}: {e}", game.name()));
    assert_eq!(&back, pos, "FEN round trip changed the position: {fen}");
    assert_eq!(game.fen(&back), fen, "FEN round trip changed the text");
    let moves = game.moves(pos);
    let moves = moves.as_ref();
    assert_eq!(moves.len() as u64, game.perft(pos, 1), "count in {fen}");
    for &m in moves {
        let text = game.uci(pos, m);
        assert_eq!(game.parse_uci(pos, &text).ok(), Some(m), "UCI round trip of {text} in {fen}");
    }
}
