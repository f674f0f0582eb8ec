//! Move generation: pseudo-legal moves from the 0x88 step tables, then the legality filter
//! (copy-make, then "is my king attacked?").

use crate::board::{Board, Wing};
use crate::moves::{Move, MoveKind};
use crate::square::{DIAGONAL, KING, KNIGHT, ORTHOGONAL, Square};
use crate::types::{Color, Piece, Role};

impl Board {
    /// All legal moves of the side to move, in no particular order. Castling is encoded as the
    /// king taking its own rook ([`MoveKind::Castle`]).
    ///
    /// ```
    /// use bitperft_oracle::Board;
    /// assert_eq!(Board::startpos().legal_moves().len(), 20);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal(&mut moves);
        let us = self.turn;
        moves.retain(|&m| {
            let after = self.play(m);
            !after.attacked(after.king(us), !us)
        });
        moves
    }

    /// Appends every pseudo-legal move of the side to move (castling only when it is fully
    /// legal apart from the final "king lands in check" test).
    fn pseudo_legal(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        // A target is usable if it is empty or holds an enemy piece.
        let open = |t: Square| self.piece_on(t).is_none_or(|p| p.color != us);

        self.pawn_moves(out);

        // Knights and the king: single steps.
        for (role, steps) in [(Role::Knight, &KNIGHT), (Role::King, &KING)] {
            for from in self.pieces(us, role) {
                for t in steps.iter().filter_map(|&d| from.offset(d)) {
                    if open(t) {
                        out.push(Move::new(from, t, MoveKind::Normal));
                    }
                }
            }
        }

        // Sliders: walk each ray until the edge or the first piece (captured if an enemy).
        let sliders: [(Role, &[i8]); 3] = [
            (Role::Bishop, &DIAGONAL),
            (Role::Rook, &ORTHOGONAL),
            (Role::Queen, &KING),
        ];
        for (role, dirs) in sliders {
            for from in self.pieces(us, role) {
                for &d in dirs {
                    let mut t = from;
                    while let Some(n) = t.offset(d) {
                        t = n;
                        if open(t) {
                            out.push(Move::new(from, t, MoveKind::Normal));
                        }
                        if self.piece_on(t).is_some() {
                            break;
                        }
                    }
                }
            }
        }

        for wing in Wing::ALL {
            if let Some(rook) = self.castle_rook_if_allowed(wing) {
                out.push(Move::new(self.king(us), rook, MoveKind::Castle));
            }
        }
    }

    /// Pawn pushes (single, double, promotions), captures and en passant.
    fn pawn_moves(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        let fwd = us.forward();
        let (start_rank, last_rank) = match us {
            Color::White => (1, 7),
            Color::Black => (6, 0),
        };
        let advance = |out: &mut Vec<Move>, from: Square, to: Square| {
            if to.rank() == last_rank {
                for role in Role::PROMOTIONS {
                    out.push(Move::new(from, to, MoveKind::Promotion(role)));
                }
            } else {
                out.push(Move::new(from, to, MoveKind::Normal));
            }
        };
        for from in self.pieces(us, Role::Pawn) {
            if let Some(one) = from.offset(fwd)
                && self.piece_on(one).is_none()
            {
                advance(out, from, one);
                if from.rank() == start_rank
                    && let Some(two) = one.offset(fwd)
                    && self.piece_on(two).is_none()
                {
                    out.push(Move::new(from, two, MoveKind::DoublePush));
                }
            }
            for t in [fwd - 1, fwd + 1].iter().filter_map(|&d| from.offset(d)) {
                match self.piece_on(t) {
                    Some(p) if p.color != us => advance(out, from, t),
                    Some(_) => {}
                    None if Some(t) == self.ep => {
                        out.push(Move::new(from, t, MoveKind::EnPassant));
                    }
                    None => {}
                }
            }
        }
    }

    /// The castling rook's square if the side to move may castle on `wing` (standard chess and
    /// Chess960): the right exists; king and rook stand on the back rank; every square between
    /// the king and its destination and between the rook and its destination (both ends
    /// included) is empty or holds that king or that rook; and no square the king stands on,
    /// passes or lands on is attacked, judged with the castling rook taken off the board (a
    /// rook that screens a back-rank attacker now will not after castling; the legality filter,
    /// which checks the king on its destination with the rook on its new square, would reject
    /// those cases too, so this only makes the rule explicit here).
    fn castle_rook_if_allowed(&self, wing: Wing) -> Option<Square> {
        let us = self.turn;
        let rook = self.castling_rook(us, wing)?;
        let king = self.king(us);
        let back = us.back_rank();
        if king.rank() != back
            || rook.rank() != back
            || self.piece_on(rook) != Some(Piece::new(us, Role::Rook))
        {
            return None;
        }
        let (king_to, rook_to) = wing.targets(us);
        let span = |a: Square, b: Square| {
            let (lo, hi) = (a.file().min(b.file()), a.file().max(b.file()));
            (lo..=hi).map(move |f| Square::new(f, back).expect("on the back rank"))
        };
        let blocked = span(king, king_to)
            .chain(span(rook, rook_to))
            .any(|sq| sq != king && sq != rook && self.piece_on(sq).is_some());
        if blocked {
            return None;
        }
        let mut without_rook = *self;
        without_rook.take(rook);
        span(king, king_to)
            .all(|sq| !without_rook.attacked(sq, !us))
            .then_some(rook)
    }
}
