//! The 960 start positions of Chess960, numbered as Scharnagl numbers them (0 to 959; 518 is
//! the standard position).

/// How many Chess960 start positions there are.
pub const CHESS960_POSITIONS: u32 = 960;

/// The number of the standard start position.
pub const CHESS960_STANDARD: u32 = 518;

/// Where the knights go among the five squares left after the bishops and the queen, by the
/// knights' part of the number (0 to 9).
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's back rank of start position `n` (files a to h, upper-case letters), or `None` if
/// `n` is not below [`CHESS960_POSITIONS`].
///
/// The number is read digit by digit: `n mod 4` puts the light-squared bishop on b, d, f or h;
/// the next base-4 digit puts the dark-squared bishop on a, c, e or g; the next base-6 digit
/// puts the queen on that free square; what is left (0 to 9) puts the two knights on the
/// remaining five squares ([`KNIGHTS`]); the last three squares take rook, king, rook.
pub fn chess960_back_rank(n: u32) -> Option<[u8; 8]> {
    if n >= CHESS960_POSITIONS {
        return None;
    }
    let mut rank = [0u8; 8];
    let mut n = n as usize;
    rank[2 * (n % 4) + 1] = b'B';
    n /= 4;
    rank[2 * (n % 4)] = b'B';
    n /= 4;
    let free = |rank: &[u8; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == 0).collect() };
    let queen = free(&rank)[n % 6];
    rank[queen] = b'Q';
    n /= 6;
    let squares = free(&rank);
    let (a, b) = KNIGHTS[n];
    rank[squares[a]] = b'N';
    rank[squares[b]] = b'N';
    for (&f, piece) in free(&rank).iter().zip(*b"RKR") {
        rank[f] = piece;
    }
    Some(rank)
}

/// The FEN of Chess960 start position `n` (0 to 959), castling written `KQkq` (each side's
/// rooks are its outermost, so the letters are unambiguous); `None` for any other `n`.
///
/// ```
/// use bitperft::chess::chess960_fen;
/// assert_eq!(
///     chess960_fen(518).as_deref(),
///     Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
/// );
/// assert_eq!(
///     chess960_fen(0).as_deref(),
///     Some("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1")
/// );
/// assert_eq!(chess960_fen(960), None);
/// ```
pub fn chess960_fen(n: u32) -> Option<String> {
    let white = String::from_utf8(chess960_back_rank(n)?.to_vec()).expect("ASCII letters");
    let black = white.to_ascii_lowercase();
    Some(format!(
        "{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use std::collections::HashSet;

    /// Published numbers: the first and last of Scharnagl's table, the standard position, and
    /// one a Chess960 visualiser lists.
    const KNOWN: [(u32, &str); 6] = [
        (0, "BBQNNRKR"),
        (1, "BQNBNRKR"),
        (2, "BQNNRBKR"),
        (494, "QRNKNBBR"),
        (518, "RNBQKBNR"),
        (959, "RKRNNQBB"),
    ];

    #[test]
    fn the_published_numbers_give_their_back_ranks() {
        for (n, rank) in KNOWN {
            let got = chess960_back_rank(n).unwrap();
            assert_eq!(std::str::from_utf8(&got).unwrap(), rank, "position {n}");
        }
    }

    #[test]
    fn the_standard_number_is_the_standard_start_position() {
        let fen = chess960_fen(CHESS960_STANDARD).unwrap();
        let pos: Position = fen.parse().unwrap();
        assert_eq!(pos, Position::startpos());
        assert!(!pos.is_chess960());
    }

    #[test]
    fn every_number_is_a_distinct_legal_start_position() {
        let mut seen = HashSet::new();
        for n in 0..CHESS960_POSITIONS {
            let rank = chess960_back_rank(n).unwrap();
            assert!(seen.insert(rank), "position {n} repeats another");
            let at = |p: u8| rank.iter().position(|&c| c == p).unwrap();
            let files = |p: u8| -> Vec<usize> { (0..8).filter(|&f| rank[f] == p).collect() };
            let bishops = files(b'B');
            assert_eq!(
                bishops[0] % 2 + bishops[1] % 2,
                1,
                "{n}: bishops on one colour"
            );
            let rooks = files(b'R');
            assert!(
                rooks[0] < at(b'K') && at(b'K') < rooks[1],
                "{n}: king between rooks"
            );
            assert_eq!(files(b'N').len(), 2);
            assert_eq!(files(b'Q').len(), 1);
            let fen = chess960_fen(n).unwrap();
            let pos: Position = fen
                .parse()
                .unwrap_or_else(|e| panic!("{n}: {fen} is refused: {e}"));
            // Sixteen pawn moves, each knight's jumps to rank 3 (one from a corner file), and
            // castling where the king and rook stand on each other's targets (f and g; d and c).
            let jumps: usize = files(b'N')
                .iter()
                .map(|&f| if f % 7 == 0 { 1 } else { 2 })
                .sum();
            let castles = usize::from(at(b'K') == 5 && rooks[1] == 6)
                + usize::from(at(b'K') == 3 && rooks[0] == 2);
            assert_eq!(pos.legal_moves().len(), 16 + jumps + castles, "{fen}");
        }
        assert_eq!(chess960_back_rank(CHESS960_POSITIONS), None);
        assert_eq!(chess960_fen(u32::MAX), None);
    }
}
