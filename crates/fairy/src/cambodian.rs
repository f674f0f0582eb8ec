//! Ouk chatrang's first moves (Fairy-Stockfish's `cambodianMoves`). A side's rights are squares
//! of its first rank (the FEN's castling field names their files: `DEde`), each holding the
//! piece that stood there when the rights were given; a right goes when a move starts from or
//! lands on its square. While it holds its right:
//! - the king (the royal `king`), not in check, may leap to an empty square two files aside and
//!   one rank forward (a knight's leap);
//! - the met (`fers` or `met`) may step to the empty square two ranks straight forward, over
//!   whatever stands between (a move like any other: legal if it leaves the king safe).
//!
//! The king also loses its right when an enemy rook (the `rook`) moves to a square of its
//! rank or file, whatever stands between them.

use crate::bits::Bits;
use crate::movegen::Visitor;
use crate::moves::FairyMove;
use crate::position::FairyPosition;
use crate::rules::{Rules, TypeSet};

/// The tables of the first moves.
#[derive(Clone, Debug)]
pub struct CambodianTables<B> {
    /// Per side, per square: where the king leaps from there.
    leaps: [Vec<B>; 2],
    /// Per side, per square: where the met steps from there.
    steps: [Vec<B>; 2],
    /// The king's type(s).
    kings: TypeSet,
    /// The met's type(s).
    mets: TypeSet,
    /// The rook's type(s).
    rooks: TypeSet,
}

impl<B: Bits> CambodianTables<B> {
    /// The tables of `r`, where its spec has the first moves.
    pub fn new(r: &Rules<B>) -> Option<CambodianTables<B>> {
        if !r.spec.cambodian_moves {
            return None;
        }
        let named = |names: &[&str], royal: bool| {
            (0..r.types.len())
                .filter(|&t| names.contains(&r.types[t].spec.name))
                .filter(|&t| !royal || r.royal & (1 << t) != 0)
                .fold(0, |m, t| m | 1 << t)
        };
        let geo = r.geo;
        let table = |side: usize, deltas: &[(i32, i32)]| -> Vec<B> {
            let forward = if side == 0 { 1 } else { -1 };
            (0..geo.len() as u32)
                .map(|sq| {
                    deltas
                        .iter()
                        .filter_map(|&(dx, dy)| geo.offset(sq, dx, dy * forward))
                        .fold(B::ZERO, |b, s| b | B::bit(s))
                })
                .collect()
        };
        Some(CambodianTables {
            leaps: [0, 1].map(|side| table(side, &[(-2, 1), (2, 1)])),
            steps: [0, 1].map(|side| table(side, &[(0, 2)])),
            kings: named(&["king"], true),
            mets: named(&["fers", "met"], false),
            rooks: named(&["rook"], false),
        })
    }

    /// Gives `f` the first moves of the side to move of `pos`.
    #[inline]
    pub fn generate(&self, r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
        let us = pos.turn();
        let rights = pos.gates & pos.side(us);
        if rights.is_empty() {
            return;
        }
        let empty = r.all & !pos.occupied();
        let kings = rights & pos.types_in(self.kings);
        if kings.any() && !crate::legal::in_check(r, pos, us) {
            for from in kings.squares() {
                for to in (self.leaps[us][from as usize] & empty).squares() {
                    f.each(FairyMove::normal(from, to));
                }
            }
        }
        for from in (rights & pos.types_in(self.mets)).squares() {
            for to in (self.steps[us][from as usize] & empty).squares() {
                f.each(FairyMove::normal(from, to));
            }
        }
    }

    /// After a move of a piece of type `t` to `to` (`p`, the position made): a rook's move
    /// takes the right of the king of `them` (the other side) on its rank or file.
    #[inline]
    pub fn moved(&self, r: &Rules<B>, p: &mut FairyPosition<B>, them: usize, t: u8, to: u32) {
        if self.rooks & (1 << t) == 0 {
            return;
        }
        let geo = r.geo;
        for k in (p.gates & p.side(them) & p.types_in(self.kings)).squares() {
            if geo.file(k) == geo.file(to) || geo.rank(k) == geo.rank(to) {
                p.gates &= !B::bit(k);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Fairy;
    use bitperft::Game;

    /// The rights a FEN names, read back as written.
    #[test]
    fn the_castling_field_names_the_rights_by_file() {
        let game = Fairy::<u64>::new("cambodian").expect("built in");
        let fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ee - 0 1";
        let pos = game.parse(fen).expect("a FEN");
        assert_eq!(game.fen(&pos), fen);
        for (bad, why) in [
            (
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Z - 0 1",
                "not a file",
            ),
            (
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSK1SNR w E - 0 1",
                "no White piece",
            ),
            (
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DD - 0 1",
                "twice",
            ),
            (
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQ - 0 1",
                "not a file",
            ),
        ] {
            let e = game.parse(bad).expect_err(bad).to_string();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    /// The king leaps and the met steps while they keep their rights, the king not in check;
    /// a rook's move onto the king's file takes its right, even behind a piece.
    #[test]
    fn first_moves_and_the_rook_that_takes_the_kings_right() {
        let game = Fairy::<u64>::new("cambodian").expect("built in");
        let moves = |fen: &str| -> Vec<String> {
            let pos = game.parse(fen).expect("a FEN");
            let mut all: Vec<String> = game
                .moves(&pos)
                .iter()
                .map(|&m| game.uci(&pos, m))
                .collect();
            all.sort();
            all
        };
        assert_eq!(
            moves("4k3/8/8/8/8/8/8/3KM3 w DE - 0 1"),
            [
                "d1b2", "d1c1", "d1c2", "d1d2", "d1e2", "d1f2", "e1d2", "e1e3", "e1f2"
            ]
        );
        // In check by a knight: no leap (d1b2 would escape), and the met's step answers
        // nothing; the met takes the knight.
        assert_eq!(
            moves("4k3/8/8/8/8/8/5n2/3KM3 w DE - 0 1"),
            ["d1c1", "d1c2", "d1d2", "d1e2", "e1f2"]
        );
        let pos = game
            .parse("3rk3/8/8/8/8/3P4/8/3KM3 b DE - 0 1")
            .expect("a FEN");
        let m = game.parse_uci(&pos, "d8d7").expect("a move");
        let after = game.fen(&game.play(&pos, m));
        assert_eq!(after.split(' ').nth(2), Some("E"), "{after}");
    }
}
