//! Describing a position of a fairy-engine variant ([`fairy::Fairy`]): a board of any size up
//! to 12×12, holdings, and check by the variant's royal pieces.

use super::{Description, outcome_status};
use bitperft::Game;
use fairy::{Bits, Fairy, FairyPosition, Rules, fen};

/// The ranks from the last one down, one FEN letter per square (`+` before a promoted piece,
/// `~` after one that returns to a hand as a pawn).
fn ranks<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Vec<String> {
    let geo = r.geo;
    (0..i32::from(geo.ranks()))
        .rev()
        .map(|rank| {
            (0..i32::from(geo.files()))
                .filter_map(|file| geo.square(file, rank))
                .map(|sq| match pos.piece_at(sq) {
                    None => ".".to_string(),
                    Some((side, t)) => fen::piece_text(r, pos, sq, side, t),
                })
                .collect()
        })
        .collect()
}

/// Describes `pos` of `game`: its board, FEN, key, checkers, legal moves (drops included),
/// holdings where the variant has them, and a status that says `game over` where a rule of
/// the variant (a bare king, a side without royal pieces), not mate or stalemate, left no
/// moves.
pub fn describe<B: Bits>(game: Fairy<B>, pos: &FairyPosition<B>) -> Description {
    let r = game.rules();
    let us = pos.turn();
    let checkers = game.checkers(pos);
    let status = outcome_status(game.outcome(pos), !checkers.is_empty());
    let ep = fen::ep_text(r, pos);
    Description {
        fen: game.fen(pos),
        board: ranks(r, pos),
        turn: if us == 0 { "white" } else { "black" },
        castling: fen::castling_text(r, pos),
        ep: (ep != "-").then_some(ep),
        checkers,
        key: game
            .key(&game.keys(bitperft::engine::DEFAULT_SEED), pos)
            .to_string(),
        legal_moves: game.perft(pos, 1),
        status,
        chess960: false,
        variant: game.name(),
        holdings: r.has_holdings().then(|| fen::hand_text(r, pos)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::describe::text;

    #[test]
    fn describes_a_ten_file_start_position() {
        let game = Fairy::<u128>::new("capablanca").unwrap();
        let d = describe(game, &game.start());
        assert_eq!(d.board.len(), 8);
        assert_eq!(d.board[0], "rnabqkbcnr");
        assert_eq!(d.board[3], "..........");
        assert_eq!(
            (d.turn, d.castling.as_str(), d.ep.as_deref()),
            ("white", "KQkq", None)
        );
        assert_eq!((d.legal_moves, d.status), (28, "normal"));
        assert_eq!((d.variant, d.holdings.as_deref()), ("capablanca", None));
        let lines = text(&d);
        assert_eq!(lines[1], "8 | r | n | a | b | q | k | b | c | n | r |");
        assert_eq!(lines[17], "    a   b   c   d   e   f   g   h   i   j");
    }

    #[test]
    fn names_the_checker_on_a_wide_board() {
        let game = Fairy::<u128>::new("capablanca").unwrap();
        // A White archbishop (bishop + knight) gives check with its knight leap.
        let pos = game.parse("5k4/10/4A5/10/10/10/10/5K4 b - - 0 1").unwrap();
        let d = describe(game, &pos);
        assert_eq!(d.checkers, ["e6"]);
        assert_eq!(d.status, "check");
    }
}
