//! Pseudo-legal generation from 0x88 offset tables, the square-attacked test, and the legality
//! filter (copy-make, then "is my king attacked?").

use super::{castle_targets, from_88, rank_of, Board, Sq88};
use crate::types::{CastleSide, Color, Move, MoveKind, Piece, Role};

/// Knight jumps on the 0x88 board.
const KNIGHT: [i8; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
/// Diagonal steps (bishop directions).
const DIAGONAL: [i8; 4] = [17, 15, -15, -17];
/// Orthogonal steps (rook directions).
const ORTHOGONAL: [i8; 4] = [16, 1, -1, -16];
/// All eight king steps (also the queen's directions).
const KING: [i8; 8] = [17, 16, 15, 1, -1, -15, -16, -17];

/// The square `delta` away from `sq`, unless that leaves the board (the 0x88 test). Wrapping
/// below 0 gives an index ≥ 128, which also has bit 0x80 set.
#[inline]
fn step(sq: Sq88, delta: i8) -> Option<Sq88> {
    let t = sq.wrapping_add(delta as u8);
    if t & 0x88 == 0 {
        Some(t)
    } else {
        None
    }
}

/// The direction `color`'s pawns move in.
#[inline]
fn forward(color: Color) -> i8 {
    match color {
        Color::White => 16,
        Color::Black => -16,
    }
}

impl Board {
    /// The piece on a 0x88 square.
    #[inline]
    fn at(&self, sq: Sq88) -> Option<Piece> {
        self.squares[sq as usize]
    }

    /// True if a piece of `by` attacks `sq`, found by looking outward from `sq`.
    pub(super) fn attacked(&self, sq: Sq88, by: Color) -> bool {
        let is = |t: Sq88, roles: &[Role]| match self.at(t) {
            Some(p) => p.color() == by && roles.contains(&p.role()),
            None => false,
        };
        // A pawn of `by` attacks `sq` from one step behind it (seen from `by`), one file off.
        let back = -forward(by);
        for side in [-1, 1] {
            if let Some(t) = step(sq, back + side) {
                if is(t, &[Role::Pawn]) {
                    return true;
                }
            }
        }
        for &d in &KNIGHT {
            if let Some(t) = step(sq, d) {
                if is(t, &[Role::Knight]) {
                    return true;
                }
            }
        }
        for &d in &KING {
            if let Some(t) = step(sq, d) {
                if is(t, &[Role::King]) {
                    return true;
                }
            }
        }
        for (dirs, roles) in [
            (&DIAGONAL, [Role::Bishop, Role::Queen]),
            (&ORTHOGONAL, [Role::Rook, Role::Queen]),
        ] {
            for &d in dirs {
                let mut t = sq;
                while let Some(n) = step(t, d) {
                    t = n;
                    if self.at(t).is_some() {
                        if is(t, &roles) {
                            return true;
                        }
                        break;
                    }
                }
            }
        }
        false
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.attacked(self.king(self.turn), !self.turn)
    }

    /// All legal moves, in the crate's [`Move`] encoding (castling as king-takes-own-rook with
    /// [`MoveKind::Castle`], en passant, double pushes and the four promotion kinds flagged).
    ///
    /// ```
    /// use bitperft::{reference::Board, Position};
    /// let b = Board::from_position(&Position::startpos());
    /// assert_eq!(b.legal_moves().len(), 20);
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

    /// Appends every pseudo-legal move of the side to move (castling is only added when it is
    /// fully legal apart from the final "king lands in check" test).
    fn pseudo_legal(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        let lists = &self.lists[us.index()];
        let add = |out: &mut Vec<Move>, from: Sq88, to: Sq88, kind: MoveKind| {
            out.push(Move::new(from_88(from), from_88(to), kind));
        };
        // A target is usable if it is empty or holds an enemy piece.
        let open = |t: Sq88| self.at(t).is_none_or(|p| p.color() != us);

        // Pawns.
        let fwd = forward(us);
        let (start_rank, last_rank) = match us {
            Color::White => (1, 7),
            Color::Black => (6, 0),
        };
        let pawn_move = |out: &mut Vec<Move>, from: Sq88, to: Sq88| {
            if rank_of(to) == last_rank {
                for kind in MoveKind::PROMOTIONS {
                    add(out, from, to, kind);
                }
            } else {
                add(out, from, to, MoveKind::Normal);
            }
        };
        for &from in lists[Role::Pawn.index()].as_slice() {
            if let Some(one) = step(from, fwd) {
                if self.at(one).is_none() {
                    pawn_move(out, from, one);
                    if rank_of(from) == start_rank {
                        if let Some(two) = step(one, fwd) {
                            if self.at(two).is_none() {
                                add(out, from, two, MoveKind::DoublePush);
                            }
                        }
                    }
                }
            }
            for side in [-1, 1] {
                if let Some(t) = step(from, fwd + side) {
                    match self.at(t) {
                        Some(p) if p.color() != us => pawn_move(out, from, t),
                        Some(_) => {}
                        None if Some(t) == self.ep => add(out, from, t, MoveKind::EnPassant),
                        None => {}
                    }
                }
            }
        }

        // Knights and the king: single steps.
        for (role, steps) in [(Role::Knight, &KNIGHT), (Role::King, &KING)] {
            for &from in lists[role.index()].as_slice() {
                for &d in steps {
                    if let Some(t) = step(from, d) {
                        if open(t) {
                            add(out, from, t, MoveKind::Normal);
                        }
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
            for &from in lists[role.index()].as_slice() {
                for &d in dirs {
                    let mut t = from;
                    while let Some(n) = step(t, d) {
                        t = n;
                        match self.at(t) {
                            None => add(out, from, t, MoveKind::Normal),
                            Some(p) => {
                                if p.color() != us {
                                    add(out, from, t, MoveKind::Normal);
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }

        for side in CastleSide::ALL {
            if self.may_castle(side) {
                let rook = self.castle[us.index()][side as usize].expect("checked by may_castle");
                add(out, self.king(us), rook, MoveKind::Castle);
            }
        }
    }

    /// Castling rules for the side to move on `side` (standard chess and Chess960): the right
    /// exists; king and rook stand on the back rank; every square between the king and its
    /// destination and between the rook and its destination (both ends included) is empty or
    /// holds that king or that rook; the king is not in check; and no square the king stands
    /// on, passes or lands on is attacked, judged with the castling rook taken off the board
    /// (in Chess960 the rook can shield a square on the king's path).
    fn may_castle(&self, side: CastleSide) -> bool {
        let us = self.turn;
        let Some(rook) = self.castle[us.index()][side as usize] else {
            return false;
        };
        let king = self.king(us);
        let back = us.back_rank();
        if rank_of(king) != back
            || rank_of(rook) != back
            || self.at(rook) != Some(Piece::new(us, Role::Rook))
        {
            return false;
        }
        let (king_to, rook_to) = castle_targets(us, side);
        let span = |a: Sq88, b: Sq88| a.min(b)..=a.max(b);
        for sq in span(king, king_to).chain(span(rook, rook_to)) {
            if sq != king && sq != rook && self.at(sq).is_some() {
                return false;
            }
        }
        let mut without_rook = *self;
        without_rook.take(rook);
        span(king, king_to).all(|sq| !without_rook.attacked(sq, !us))
    }
}

#[cfg(test)]
mod tests {
    use super::super::file_of;
    use super::*;

    #[test]
    fn step_detects_every_edge() {
        for sq in 0..128u8 {
            if sq & 0x88 != 0 {
                continue;
            }
            for d in KING.iter().chain(&KNIGHT) {
                let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
                // Decompose the 0x88 delta into file and rank steps.
                let dr = (*d as i32 + 40).div_euclid(16) - 2;
                let df = *d as i32 - 16 * dr;
                let on = (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr));
                assert_eq!(step(sq, *d).is_some(), on, "sq {sq:#x} delta {d}");
            }
        }
    }
}
