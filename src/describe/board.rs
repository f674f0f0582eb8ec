//! Describing a position on bitperft's chess board: standard chess, and the variants played on
//! it ([`BoardGame`]).

use super::{Description, outcome_status};
use bitperft::chess::{BoardGame, BoardPosition};
use bitperft::{Color, Game, Position, Square};

/// Describes a chess position.
pub fn describe(pos: &Position) -> Description {
    describe_game(bitperft::Chess::default(), pos)
}

/// What the board and the FEN of any game on a chess board show: the ranks, side, castling
/// and e.p. fields; no checkers, key or moves yet.
fn describe_board(pos: &Position, fen: String, variant: &'static str) -> Description {
    let castling = fen.split(' ').nth(2).unwrap_or("-").to_string();
    let board = (0..8u8)
        .rev()
        .map(|r| {
            (0..8u8)
                .map(|f| {
                    let sq = Square::from_coords(f, r).expect("on the board");
                    pos.piece_on(sq).map_or('.', |p| p.fen_char())
                })
                .collect()
        })
        .collect();
    Description {
        board,
        turn: match pos.turn() {
            Color::White => "white",
            Color::Black => "black",
        },
        castling,
        ep: pos.ep_square().map(|s| s.to_string()),
        checkers: Vec::new(),
        key: String::new(),
        legal_moves: 0,
        status: "normal",
        chess960: pos.is_chess960(),
        variant,
        holdings: None,
        fen,
    }
}

/// Describes a position of a variant on the chess board: its board, the game's FEN, key,
/// checkers (by the game's rules) and legal move count (drops included), its holdings, and a
/// status that says `game over` where the variant's rule, not mate or stalemate, left no moves.
pub fn describe_game<G: BoardGame>(game: G, pos: &G::Position) -> Description {
    let board = pos.board();
    let checkers = game.checkers(pos);
    let legal_moves = game.perft(pos, 1);
    let status = outcome_status(game.outcome(pos), !checkers.is_empty());
    Description {
        checkers,
        key: game
            .key(&game.keys(bitperft::engine::DEFAULT_SEED), pos)
            .to_string(),
        legal_moves,
        status,
        holdings: pos.holdings(),
        ..describe_board(board, game.fen(pos), game.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::describe::text;

    #[test]
    fn describes_the_start_position() {
        let d = describe(&Position::startpos());
        assert_eq!(d.board[0], "rnbqkbnr");
        assert_eq!(d.board[4], "........");
        assert_eq!(
            (d.turn, d.castling.as_str(), d.ep.as_deref()),
            ("white", "KQkq", None)
        );
        assert_eq!((d.legal_moves, d.status), (20, "normal"));
        assert_eq!(d.key.len(), 32);
        let lines = text(&d);
        assert_eq!(lines[0], "  +---+---+---+---+---+---+---+---+");
        assert_eq!(lines[1], "8 | r | n | b | q | k | b | n | r |");
        assert_eq!(lines[9], "4 |   |   |   |   |   |   |   |   |");
        assert_eq!(lines[17], "    a   b   c   d   e   f   g   h");
        assert!(lines.contains(&"Checkers:    -".to_string()));
    }

    #[test]
    fn names_checkers_and_mate() {
        let p = Position::startpos()
            .play_uci(["f2f3", "e7e5", "g2g4", "d8h4"])
            .unwrap();
        let d = describe(&p);
        assert_eq!(d.checkers, vec!["h4".to_string()]);
        assert_eq!((d.legal_moves, d.status), (0, "checkmate"));
    }
}
