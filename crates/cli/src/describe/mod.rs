//! Describing a position for people: an ASCII board and the state a FEN encodes, spelled out
//! (`bitperft show` and the UCI `d` command). Users often misread FENs; this reads it for them.

use bitperft::{Color, Position, Square};
use serde::Serialize;

/// Everything `show` prints about a position.
#[derive(Serialize)]
pub struct Description {
    /// The FEN.
    pub fen: String,
    /// The eight ranks, rank 8 first, one letter per square (`.` for empty), as in FEN.
    pub board: Vec<String>,
    /// `white` or `black`.
    pub turn: &'static str,
    /// Castling rights as in the FEN (`KQkq`, Shredder letters for Chess960, `-`).
    pub castling: String,
    /// The en-passant square, if a capture there is possible.
    pub ep: Option<String>,
    /// Squares of the pieces giving check.
    pub checkers: Vec<String>,
    /// The table key under the default seed, 32 hex digits (bitperft's own 128-bit keys, not
    /// Polyglot's).
    pub key: String,
    /// Number of legal moves.
    pub legal_moves: u64,
    /// `normal`, `check`, `checkmate`, `stalemate`, or `game over` (a variant's rule).
    pub status: &'static str,
    /// True if castling moves are written king-takes-rook (Chess960).
    pub chess960: bool,
    /// The game (`chess`, `crazyhouse`, ...).
    pub variant: &'static str,
    /// The pieces in hand, as in the FEN's brackets (games with holdings only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holdings: Option<String>,
}

/// `normal`, `check`, `checkmate` or `stalemate`, from check and the legal move count.
fn status(check: bool, legal_moves: u64) -> &'static str {
    match (check, legal_moves == 0) {
        (false, false) => "normal",
        (true, false) => "check",
        (true, true) => "checkmate",
        (false, true) => "stalemate",
    }
}

/// Describes a chess position.
pub fn describe(pos: &Position) -> Description {
    let legal_moves = pos.count_legal_moves();
    let checkers = pos.checkers();
    Description {
        checkers: checkers.into_iter().map(|s| s.to_string()).collect(),
        key: bitperft::chess::KeySet::default().key(pos).to_string(),
        legal_moves,
        status: status(checkers.any(), legal_moves),
        ..describe_board(pos, pos.to_fen(), "chess")
    }
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

/// Describes a position of a variant: its board, the game's FEN, key, checkers (by the
/// game's rules) and legal move count (drops included), its holdings, and a status that says
/// `game over` where the variant's rule, not mate or stalemate, left no moves.
pub fn describe_game<G: crate::game::CliGame>(game: G, pos: &G::Position) -> Description {
    let board = game.board(pos);
    let checkers = game.checkers(pos);
    let legal_moves = game.perft(pos, 1);
    let status = match (legal_moves, checkers.any()) {
        (0, true) if game.is_mate(pos) => "checkmate",
        (0, false) if game.is_mate(pos) => "stalemate",
        (0, _) => "game over",
        (_, check) => status(check, legal_moves),
    };
    Description {
        checkers: checkers.into_iter().map(|s| s.to_string()).collect(),
        key: game
            .key(&game.keys(bitperft::engine::DEFAULT_SEED), pos)
            .to_string(),
        legal_moves,
        status,
        holdings: game.holdings(pos),
        ..describe_board(board, game.fen(pos), game.name())
    }
}

/// The description as text lines: the board with coordinates, then one field per line.
pub fn text(d: &Description) -> Vec<String> {
    let rule = "  +---+---+---+---+---+---+---+---+".to_string();
    let mut out = vec![rule.clone()];
    for (i, rank) in d.board.iter().enumerate() {
        let cells: Vec<String> = rank
            .chars()
            .map(|c| if c == '.' { ' ' } else { c }.to_string())
            .collect();
        out.push(format!("{} | {} |", 8 - i, cells.join(" | ")));
        out.push(rule.clone());
    }
    out.push("    a   b   c   d   e   f   g   h".to_string());
    out.push(String::new());
    let none = |v: &[String]| {
        if v.is_empty() {
            "-".to_string()
        } else {
            v.join(" ")
        }
    };
    if d.variant != "chess" {
        out.push(format!("Variant:     {}", d.variant));
    }
    out.push(format!("FEN:         {}", d.fen));
    out.push(format!("Side:        {}", d.turn));
    out.push(format!("Castling:    {}", d.castling));
    out.push(format!("En passant:  {}", d.ep.as_deref().unwrap_or("-")));
    if let Some(h) = &d.holdings {
        out.push(format!("Holdings:    [{h}]"));
    }
    out.push(format!("Checkers:    {}", none(&d.checkers)));
    out.push(format!("Key:         {}", d.key));
    out.push(format!("Legal moves: {}", d.legal_moves));
    out.push(format!("Status:      {}", d.status));
    if d.chess960 {
        out.push("Chess960:    yes (castling written king-takes-rook)".to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(lines[1], "8 | r | n | b | q | k | b | n | r |");
        assert_eq!(lines[9], "4 |   |   |   |   |   |   |   |   |");
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
