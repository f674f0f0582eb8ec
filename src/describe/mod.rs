//! Describing a position for people: an ASCII board and the state a FEN encodes, spelled out
//! (`bitperft show` and the UCI `d` command). Users often misread FENs; this reads it for them.
//! Boards of any size: chess's 8×8 ([`board`]) and the fairy engine's up to 12×12 ([`fairy`]).

pub mod board;
pub mod fairy;

pub use board::describe;
use serde::Serialize;

/// Everything `show` prints about a position.
#[derive(Serialize)]
pub struct Description {
    /// The FEN.
    pub fen: String,
    /// The ranks, the last rank first, one FEN piece letter per square (`.` for empty), as in
    /// FEN; a promoted piece of a shogi variant is written `+` and its letter (`+p`).
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

/// [`Description::status`] of a position whose game says `outcome`, in check or not.
fn outcome_status(outcome: bitperft::engine::Outcome, check: bool) -> &'static str {
    use bitperft::engine::Outcome;
    match outcome {
        Outcome::Ongoing if check => "check",
        Outcome::Ongoing => "normal",
        Outcome::Checkmate => "checkmate",
        Outcome::Stalemate => "stalemate",
        Outcome::VariantEnd => "game over",
    }
}

/// The squares of one rank of [`Description::board`]: a letter, `.`, or `+` and a letter.
fn cells(rank: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = rank.chars();
    while let Some(c) = chars.next() {
        match c {
            '+' => out.push(chars.next().map_or("+".to_string(), |p| format!("+{p}"))),
            '.' => out.push(String::new()),
            c => out.push(c.to_string()),
        }
    }
    out
}

/// The board as text: a grid with rank numbers on the left (right-aligned, so 10 to 12 fit) and
/// file letters below.
fn grid(board: &[String]) -> Vec<String> {
    let rows: Vec<Vec<String>> = board.iter().map(|r| cells(r)).collect();
    let files = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width = board.len().to_string().len();
    let rule = format!("{} {}+", " ".repeat(width), "+---".repeat(files));
    let mut out = vec![rule.clone()];
    for (i, row) in rows.iter().enumerate() {
        let squares: String = row.iter().map(|c| format!("{c:^3}|")).collect();
        out.push(format!("{:>width$} |{squares}", board.len() - i));
        out.push(rule.clone());
    }
    let letters: Vec<String> = (b'a'..)
        .take(files)
        .map(|f| (f as char).to_string())
        .collect();
    out.push(format!("{}{}", " ".repeat(width + 3), letters.join("   ")));
    out
}

/// The description as text lines: the board with coordinates, then one field per line.
pub fn text(d: &Description) -> Vec<String> {
    let mut out = grid(&d.board);
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
    fn cells_keep_promoted_pieces_whole() {
        assert_eq!(cells("r.+pK"), ["r", "", "+p", "K"]);
        assert_eq!(cells(""), Vec::<String>::new());
    }

    #[test]
    fn wide_and_tall_boards_line_up() {
        let mut board = vec!["..........".to_string(); 10];
        board[0] = "r........+p".to_string();
        let lines = grid(&board);
        assert_eq!(lines.len(), 1 + 2 * 10 + 1);
        assert_eq!(lines[0], format!("   {}+", "+---".repeat(10)));
        assert!(lines[1].starts_with("10 | r |   |"), "{}", lines[1]);
        assert!(lines[1].ends_with("|+p |"), "{}", lines[1]);
        assert!(lines[19].starts_with(" 1 |   |"), "{}", lines[19]);
        assert_eq!(lines[21], "     a   b   c   d   e   f   g   h   i   j");
        for l in &lines[..21] {
            assert_eq!(l.len(), lines[0].len(), "{l}");
        }
    }
}
